import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 138: ten trucking pay documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier over two pages with a boxed current/YTD
 * summary on top and multi-line trip detail; US lessor 72% percentage plan with prior/remaining
 * balance columns and a detachable check stub; US dispatch-service remittance with a per-load fee
 * column and a pending load that is not paid; French Quebec état de compte with side-by-side
 * gains/retenues, TPS/TVQ and year-to-date column; Spanish Mexican liquidación in MXN with the net
 * boxed at the top, IVA/retenciones and a tire-loan balance), two pay stubs (Texas weekly mileage
 * stub with net box on top and current/YTD columns side by side; Alberta hourly bi-weekly stub with
 * overtime, vacation pay, CPP/EI and YTD), a factoring purchase statement with a side-by-side
 * funding summary and a held (unpurchased) invoice, a broker rate confirmation with the total boxed
 * at the top, and a heavy-truck repair invoice with date-in/date-out/invoice dates.
 * Countries: 7 US, 2 CA (one French Quebec, one Alberta), 1 MX.
 * Date formats: MM/DD/YYYY, month-name (February 27, 2026), ISO YYYY-MM-DD, French long dates
 * (le vendredi 20 mars 2026) with DD/MM, Spanish long dates (13 de marzo de 2026) with DD/MM/AAAA,
 * M/D/YY, DD-MM-YYYY, abbreviated month names (Mar. 17, 2026), MM-DD-YY, MMM DD YYYY.
 * Number formats: 1,234.56 with parentheses and leading minus/plus signs, French 1 234,56 $,
 * MXN 1,234.56.
 */
export const HELD_OUT_DOCUMENTS_138: CorpusDocument[] = [
  {
    id: 'b138-gumbo-flats-two-page-ytd-summary',
    issuer: 'Gumbo Flats Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile carrier owner-operator settlement over two pages (form feed): a boxed summary at the top with THIS SETTLEMENT and YEAR TO DATE columns (charges in parentheses), a trip detail where each trip is a header line followed by loaded / empty / fuel-surcharge / accessorial lines and a trip total, page-2 running header, a charges table with CURRENT and YTD columns, a receipts section and escrow/advance balances; MM/DD/YYYY dates',
    text: 'GUMBO FLATS FREIGHT LINES, INC.                                  OWNER-OPERATOR SETTLEMENT\n17800 N. Outer 40 Road, Chesterfield, MO 63005                   Page 1 of 2\n636-555-0148  /  settlements@gumboflats.com  /  MC 1093348  USDOT 2874410\n\nPayee   1184  BRANDT HAULING LLC  (Owen Brandt)                  Stlmt #   260311-1184\nUnit    1184  2019 Volvo VNL 760                                 Period    03/01/2026 - 03/07/2026\nPay     Direct deposit  ****2207                                 Paid on   03/11/2026\n\n+--------------------------------------------------------------------------+\n|                              THIS SETTLEMENT          YEAR TO DATE       |\n|   Trip revenue                       2,738.35             26,914.60       |\n|   Charges & deductions              (1,849.53)           (15,347.62)      |\n|   Reimbursements                        62.75                388.20       |\n|   -----------------------------------------------------------------      |\n|   NET SETTLEMENT                       951.57             11,955.18       |\n+--------------------------------------------------------------------------+\n\nTRIP DETAIL                                                 MILES     RATE      AMOUNT\n0261447  Disp 03/02  ST LOUIS MO -> COLUMBUS OH\n         BOL 7781203   Loaded                                 418    1.650      689.70\n                       Empty (deadhead from Wentzville)        22    1.000       22.00\n                       Fuel surcharge                         440     .450      198.00\n                                                                  Trip total    909.70\n0261459  Disp 03/03  COLUMBUS OH -> LOUISVILLE KY\n         BOL 7781266   Loaded                                 212    1.650      349.80\n                       Empty                                   35    1.000       35.00\n                       Fuel surcharge                         247     .450      111.15\n                       Extra stop - Shepherdsville KY                            50.00\n                                                                  Trip total    545.95\n0261472  Disp 03/05  LOUISVILLE KY -> KANSAS CITY MO\n         BOL 7781340   Loaded                                 519    1.650      856.35\n                       Empty                                   64    1.000       64.00\n                       Fuel surcharge                         583     .450      262.35\n                       Detention 2.0 hr @ 50.00                                 100.00\n                                                                  Trip total  1,282.70\n                                                            -----\n                                      Total miles           1,270   Trip revenue 2,738.35\n\fGUMBO FLATS FREIGHT LINES, INC.    Stlmt # 260311-1184    BRANDT HAULING LLC       Page 2 of 2\n\nCHARGES & DEDUCTIONS                                       CURRENT           YTD\n  Fuel - Pilot Flying J fleet card (8 txns)               1,204.66     10,422.18\n  Cash advance  Comdata 03/03                               250.00      1,000.00\n  Occupational accident ins.                                 41.50        415.00\n  Physical damage ins.                                       88.00        880.00\n  ELD / telematics                                           22.00        220.00\n  Trailer rental  TR-5302                                   125.00      1,250.00\n  IFTA fuel tax adjustment Q1                                18.37        160.44\n  Escrow deposit                                            100.00      1,000.00\n                                                        ----------    ----------\n  Total                                                   1,849.53     15,347.62\n\nREIMBURSEMENTS (receipts attached)\n  Tolls  Ohio Turnpike / Kansas Turnpike                     50.00\n  CAT scale  Columbus OH                                     12.75\n  Total                                                      62.75        388.20\n\nEscrow balance after this settlement ......... 2,650.00   (target 5,000.00)\nAdvance balance outstanding .................. 0.00\nQuestions must be raised within 15 days of the paid-on date.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 273835,
      netCents: 95157,
      date: '2026-03-11',
      broker: 'GUMBO FLATS FREIGHT LINES, INC.',
      tripNumber: '0261447',
      miles: 1270,
      linehaulCents: 201685,
      fuelSurchargeCents: 57150,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: 6275,
      deductions: [120466, 4150, 8800, 2200, 12500, 1837],
    },
  },
  {
    id: 'b138-harney-basin-pct-plan-check-stub',
    issuer: 'Harney Basin Contract Fleet, Inc.',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-plan contractor statement: freight table with miles, revenue, 72% share and fuel-surcharge columns and a totals row, an other-pay line, a charges table with prior-balance / this-period / remaining columns (lease, installment and advance balances), a small arithmetic recap, and a detachable check stub repeating the amount with the amount in words; statement date differs from the check date; month-name dates in the header, MM/DD in the table',
    text: 'HARNEY BASIN CONTRACT FLEET, INC.\nLease-Purchase & Contractor Services\n411 W. Monroe St., Burns, OR 97720      (541) 555-0172      contractors@harneybasinfleet.com\n\nCONTRACTOR STATEMENT                                   Statement date:  February 25, 2026\n                                                       Settlement week: February 15 - 21, 2026\nContractor:  SAGEHEN TRUCKING LLC (Ramon Etxeberria)   Contract no.:    HB-C-0619\nTractor:     T-619  2022 Kenworth T680                 Check date:      February 27, 2026\nPlan:        72% of freight revenue; fuel surcharge and accessorials at 100%\n\nFREIGHT HAULED                                            FREIGHT     CONTRACTOR       FUEL\nLoad        Shipped  From / To                    Miles   REVENUE      SHARE 72%      SURCH.\nHBC-30871   02/15    Burns OR / Boise ID            198   1,325.00        954.00      118.80\nHBC-30886   02/16    Boise ID / Salt Lake City UT   432   2,410.00      1,735.20      259.20\nHBC-30902   02/18    Salt Lake City UT / Elko NV    187   1,060.00        763.20      112.20\nHBC-30915   02/19    Elko NV / Portland OR          511   2,895.00      2,084.40      306.60\n                                                  -----  ---------     ---------    --------\n            Totals                                1,328   7,690.00      5,536.80      796.80\n\nOTHER PAY    Driver unload, HBC-30902 (Elko NV)                              75.00\nTOTAL CONTRACTOR EARNINGS                                                6,408.60\n\nCHARGES                                     PRIOR BALANCE    THIS PERIOD      REMAINING\nTractor lease T-619 (pmt 61 of 208)            117,640.00         865.00     116,775.00\nFuel - Comdata card (6 purchases)                                2,118.43\nTrip advance of 02/18 - recovery                   600.00         300.00         300.00\nLiability & cargo insurance                                        214.00\nBobtail / non-trucking liability                                    14.50\nIRP plates installment (5 of 8)                    300.00          60.00         240.00\nMaintenance account contribution                                  175.00       3,325.00 *\nTire program                                                        40.00\n                                                             ------------\nTOTAL CHARGES                                                    3,786.93\n* maintenance account balance held for contractor, not a charge\n\nREIMBURSABLE EXPENSES\nLumper receipt #44120 (HBC-30902)                                   165.00\n\n        Earnings 6,408.60  -  Charges 3,786.93  +  Reimbursements 165.00  =  2,786.67\n\n- - - - - - - - - - - - - - - - - - detach here - - - - - - - - - - - - - - - - - - - - - -\nHARNEY BASIN CONTRACT FLEET, INC.        Check No. 048217        Date  February 27, 2026\nPay to the order of   SAGEHEN TRUCKING LLC                                 $****2,786.67\nTWO THOUSAND SEVEN HUNDRED EIGHTY-SIX AND 67/100 DOLLARS\nBank of Eastern Oregon, Burns OR                    ADVICE COPY - NOT NEGOTIABLE\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 640860,
      netCents: 278667,
      date: '2026-02-27',
      broker: 'HARNEY BASIN CONTRACT FLEET, INC.',
      tripNumber: 'HBC-30871',
      miles: 1328,
      linehaulCents: 553680,
      fuelSurchargeCents: 79680,
      advancesCents: 30000,
      escrowCents: 17500,
      reimbursementsCents: 16500,
      deductions: [86500, 211843, 21400, 1450, 6000, 4000],
    },
  },
  {
    id: 'b138-jolon-grade-dispatch-paid-vs-pending',
    issuer: 'Jolon Grade Truck Dispatch, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier remittance with the wire amount in the header, a paid-loads table (broker, load number, lane, miles, rate, accessorial, collected) with a per-load 7% dispatch-fee column and totals row, a separate not-included section listing a load still awaiting broker payment, other deductions and a lumper pass-through, and an open-receivables balance; ISO dates',
    text: "JOLON GRADE TRUCK DISPATCH, LLC\nDispatching - Broker Billing - Collections for Owner-Operators\n47 Broadway St, Suite 3, King City, CA 93930     (831) 555-0109     remit@jolongrade.com\n\nCARRIER REMITTANCE  JG-0412         Wire sent 2026-04-08          Amount wired  $3,949.65\nCarrier:  ARROYO SECO FREIGHT LLC   MC 1402217   Truck 3 / 53' reefer\nCovers broker payments received 2026-03-30 through 2026-04-05\n\nBrokers paid Jolon Grade Truck Dispatch, LLC under your billing authorization; we remit\nthe collected freight to you less our 7% dispatch fee and the items below.\n\nPAID LOADS\nBroker                       Load #        Lane                    Mi      Rate   Acc.  Collected  Disp 7%\nBlue Oak Brokerage Inc       SVB-118204    King City CA-Phoenix AZ 642  2,300.00  75.00  2,375.00   166.25\n                             (detention 1.5 h at receiver)\nRedtail Logistics Group      77310         Phoenix AZ-Ontario CA   330  1,050.00   0.00  1,050.00    73.50\nCoastline Freight            CFS-60291     Ontario CA-Salinas CA   345  1,180.00   0.00  1,180.00    82.60\n  Solutions, LLC\n---------------------------------------------------------------------------------------------------------\n3 loads paid                                                    1,317  4,530.00  75.00  4,605.00   322.35\n\nNOT IN THIS REMITTANCE (broker has not paid yet - will appear on a later remittance)\nBlue Oak Brokerage Inc       SVB-118377    Salinas CA-Reno NV      448  1,400.00          open\n\nDEDUCTIONS\n  Dispatch fee 7% (column total above)                                  -322.35\n  Load board / ELD seat, April                                           -35.00\n  EFS fuel advance 2026-03-31 (check 0044718)                           -400.00\n  Occupational accident, pass-through                                    -48.00\nREIMBURSED TO CARRIER\n  Lumper paid by driver, CFS-60291 (receipt 77-2041)                   +150.00\n\n  Collected freight                    4,605.00\n  Deductions                            -805.35\n  Reimbursed                            +150.00\n  WIRED TO CARRIER 2026-04-08          3,949.65   (Chase ...5514)\n\nOpen receivables still due from brokers: 1,400.00     Unpaid fees carried forward: 0.00\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 460500,
      netCents: 394965,
      date: '2026-04-08',
      broker: 'JOLON GRADE TRUCK DISPATCH, LLC',
      tripNumber: 'SVB-118204',
      miles: 1317,
      linehaulCents: 453000,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 15000,
      deductions: [32235, 3500, 4800],
    },
  },
  {
    id: 'b138-hauterive-releve-gains-retenues-cote-a-cote',
    issuer: 'Hauterive Camionnage inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec subcontractor settlement (état de compte du voiturier): voyage table with fret, 78 % share and fuel-surcharge columns, then side-by-side GAINS (week and year-to-date columns, TPS/TVQ added to a taxes-included total) and RETENUES (fuel, insurance, trailer, admin, CNESST, cash advance, reserve fund) with a boxed net transfer and a reserve-fund balance; French number format 1 234,56 $, French month names and DD/MM dates',
    text: "HAUTERIVE CAMIONNAGE INC.\n1450, boulevard Laflèche, Baie-Comeau (Québec)  G5C 1C8       Tél. 418 555-0193\nNEQ 1173390218     TPS 70488 3120 RT0001     TVQ 1230045578 TQ0001\n\n                ÉTAT DE COMPTE DU VOITURIER SOUS-CONTRAT  -  SEMAINE 11\n\nVoiturier : Transport Réjean Boudreault (9388-0471 Québec inc.)      Camion no 31\n            TPS 79120 5564 RT0001 / TVQ 1227719302 TQ0001\nSemaine   : du 8 au 14 mars 2026                    État no : HC-2611-31\nVersement : le vendredi 20 mars 2026, par virement (Desjardins Manicouagan)\n\nEntente : 78 % du fret au voiturier; surcharge carburant (13 % du fret) versée en entier.\n\n Voyage    Date   Trajet                              Fret     Part 78 %   Surcharge\n H-77120   09/03  Baie-Comeau -> Québec           2 150,00      1 677,00      279,50\n H-77134   11/03  Québec -> Saguenay (Chicoutimi) 1 280,00        998,40      166,40\n H-77141   12/03  Saguenay -> Baie-Comeau         1 490,00      1 162,20      193,70\n                                                 ---------    ----------   ---------\n                                                  4 920,00      3 837,60      639,60\n\nGAINS                          Semaine    Cumul 2026 | RETENUES                            Montant\nPart du voiturier 78 %       3 837,60    41 662,30 | Carburant, cartes Irving (TTC)     1 387,52\nSurcharge carburant            639,60     6 944,10 | Assurance biens et cargaison          96,40\nAttente H-77141 (2 h x 35 $)    70,00       455,00 | Location remorque HC-R12             140,00\n                             ---------   ---------- | Frais admin. (permis, IFTA)           25,00\nSous-total                   4 547,20    49 061,40 | CNESST, cotisation sous-traitant      38,60\nTPS 5 %                        227,36     2 453,07 | Avance en argent du 10/03            300,00\nTVQ 9,975 %                    453,58     4 893,88 | Fonds de réserve (entretien)         125,00\n                             ---------   ---------- |                                  ---------\nTOTAL DES GAINS, TTC         5 228,14    56 408,35 | TOTAL DES RETENUES                 2 112,52\n\n                        ***************************************************\n                        *  MONTANT NET VIRÉ LE 20 MARS 2026 :  3 115,62 $  *\n                        ***************************************************\n\nSolde du fonds de réserve après cet état : 2 875,00 $      Solde d'avances : 0,00 $\nLes montants cumulatifs sont fournis à titre indicatif. Toute erreur doit être signalée\ndans les 10 jours au service de la paie des voituriers, poste 224.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 522814,
      netCents: 311562,
      date: '2026-03-20',
      broker: 'HAUTERIVE CAMIONNAGE INC.',
      tripNumber: 'H-77120',
      miles: null,
      linehaulCents: 383760,
      fuelSurchargeCents: 63960,
      advancesCents: 30000,
      escrowCents: 12500,
      reimbursementsCents: null,
      deductions: [138752, 9640, 14000, 2500, 3860],
    },
  },
  {
    id: 'b138-linares-liquidacion-neto-arriba',
    issuer: 'Linares Transportes Citrícolas, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish Mexican owner-operator settlement (liquidación de fletes a permisionario) with the net amount boxed at the top, a trip table (viaje, carta porte, fecha, ruta, flete, otros) with sums, percepciones adding IVA 16%, retenciones (IVA 4%, ISR 1.25%), a descuentos table with a tire-loan balance column that must not be read as an amount, reembolsos (casetas, báscula) and a closing arithmetic line with the amount in words; Spanish long dates and DD/MM/AAAA, US-style number format in MXN',
    text: 'LINARES TRANSPORTES CITRÍCOLAS, S.A. DE C.V.\nRFC LTC120904QH7                               Permiso SICT 1913LTC12090400\nCarretera Nacional km 147, Col. Hacienda San Pedro, Linares, N.L., C.P. 67700\nTel. 821 212 0457     pagos@linarescitricolas.com.mx\n\n         LIQUIDACIÓN DE FLETES A PERMISIONARIO          No. LQ-0311-08\n+------------------------------------------------------------------------+\n|  IMPORTE A DEPOSITAR (SPEI):  $ 25,226.40 MXN                           |\n|  Fecha de pago: viernes 13 de marzo de 2026                             |\n+------------------------------------------------------------------------+\nPermisionario: ARTURO CANTÚ GARZA (RESICO)      RFC CAGA810522JN4\nTractocamión: Freightliner Cascadia 2018, placas 52-BK-3M   Unidad: 08\nPeriodo liquidado: del 2 al 8 de marzo de 2026\n\nVIAJES\nViaje     Carta porte   Fecha        Ruta                                      Flete       Otros\nLTC-5012  CP-L 90114    03/03/2026   Linares, N.L. - Reynosa, Tamps.       14,200.00        0.00\nLTC-5019  CP-L 90131    05/03/2026   Reynosa, Tamps. - Monterrey, N.L.      9,600.00      800.00\nLTC-5027  CP-L 90158    07/03/2026   Montemorelos, N.L. - Nuevo Laredo     15,900.00    1,500.00\n                                                                        ----------   ---------\n                                                              Sumas     39,700.00    2,300.00\nOtros: maniobras de descarga LTC-5019 $800.00; estadía 1 día LTC-5027 $1,500.00\n\nPERCEPCIONES\n  Fletes                                                    39,700.00\n  Maniobras y estadías                                       2,300.00\n  Subtotal                                                  42,000.00\n  IVA 16%                                                    6,720.00\n  Total percepciones                                        48,720.00\n\nRETENCIONES\n  IVA retenido 4%                                            1,680.00\n  ISR retenido 1.25% (RESICO)                                  525.00\n\nDESCUENTOS                                           Importe        Saldo\n  Diésel, vales de estación (5)                    13,482.60\n  Anticipo para viaje LTC-5027 (06/03/2026)         6,000.00         0.00\n  Fondo de reserva para mantenimiento               1,200.00    14,400.00\n  Préstamo de llantas, abono 6 de 10                2,350.00     9,400.00\n  Monitoreo satelital                                 350.00\n  Seguro de carga, parte proporcional                 950.00\n  Suma de descuentos                               24,332.60\n\nREEMBOLSOS\n  Casetas (comprobantes 11)                         2,864.00\n  Báscula Reynosa                                     180.00\n  Suma de reembolsos                                3,044.00\n\n48,720.00 - 2,205.00 - 24,332.60 + 3,044.00 = 25,226.40\n(VEINTICINCO MIL DOSCIENTOS VEINTISÉIS PESOS 40/100 M.N.)\n\n_____________________________              _____________________________\nRecibí conforme: permisionario              Autorizó: Tesorería\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 4872000,
      netCents: 2522640,
      date: '2026-03-13',
      broker: 'LINARES TRANSPORTES CITRÍCOLAS, S.A. DE C.V.',
      tripNumber: 'LTC-5012',
      miles: null,
      linehaulCents: 3970000,
      fuelSurchargeCents: null,
      advancesCents: 600000,
      escrowCents: 120000,
      reimbursementsCents: 304400,
      deductions: [168000, 52500, 1348260, 235000, 35000, 95000],
    },
  },
  {
    id: 'b138-goliad-weekly-stub-net-box-top',
    issuer: 'Goliad Crude Haulers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'US company-driver weekly earnings statement with the net pay boxed near the top, earnings (units/rate/current/YTD: practical miles, stop pay, detention, safety bonus, non-taxable per diem) side by side with withholdings/deductions (current/YTD, including a road-advance repayment), a non-taxable reimbursement line, taxable-wage and miles footnotes; M/D/YY dates',
    text: 'GOLIAD CRUDE HAULERS, INC.                                   Advice No.  DD-20418\n2207 US Hwy 59 North  *  Goliad, Texas 77963                 Pay Date    3/20/26\nPayroll office (361) 555-0124                                Period      3/8/26 to 3/14/26\n\n  Employee: HECTOR J. VILLARREAL        ID 2291     Driver - Crude/Water (CDL-A, X end.)\n  Filing: Married jointly (W-4 2020+)   Pay group: WKLY-DRV    Terminal: Kenedy TX\n\n+------------------------------------------------------------------------------------------+\n|  NET PAY THIS ADVICE      $1,443.24          Direct deposit - Frost Bank  xxxxx8816      |\n+------------------------------------------------------------------------------------------+\n\nEARNINGS              UNITS     RATE     CURRENT         YTD | WITHHOLDINGS          CURRENT        YTD\nPractical miles     2,318.0   0.5800    1,344.44   13,917.20 | Medical (Sec. 125)      64.20     706.20\nStop pay                4.0  25.0000      100.00      975.00 | 401(k) 5%               82.22     826.31\nDetention hours         2.5  20.0000       50.00      310.00 | Federal income tax     131.40   1,344.90\nSafety bonus (Q1)                         150.00      150.00 | Social Security         97.97     994.67\nPer diem (non-tax)      5.0  60.0000      300.00    3,180.00 | Medicare                22.91     232.63\n                                                             | FR clothing / PPE       15.00      45.00\n                                                             | Road advance repaid    100.00     100.00\n                                                             |   (adv. 3/10/26)\nGROSS EARNINGS                          1,944.44   18,532.20 | TOTAL WITHHELD         513.70   4,249.71\n\nNON-TAXABLE REIMBURSEMENT                CURRENT         YTD\nScale ticket - Kenedy CAT                  12.50       37.50\n\nNET PAY                                 1,443.24   14,319.99\n\nTaxable wages: Federal 1,498.02   Social Security/Medicare 1,580.24   (Texas - no state income tax)\nMiles this period: 2,318 practical (PC*Miler). Per diem paid at $60.00 per day away from terminal.\nRoad advance balance after this advice: 0.00     PTO available: 16.0 hrs\n\nNON-NEGOTIABLE  -  THIS IS NOT A CHECK\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 194444,
      netCents: 144324,
      date: '2026-03-20',
      broker: 'GOLIAD CRUDE HAULERS, INC.',
      tripNumber: null,
      miles: 2318,
      linehaulCents: 134444,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: 1250,
      deductions: [6420, 8222, 13140, 9797, 2291, 1500],
    },
  },
  {
    id: 'b138-grande-cache-hourly-biweekly-ytd',
    issuer: 'Grande Cache Hauling Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta company-driver bi-weekly statement of earnings and deductions: side-by-side employee and pay-information blocks, one code/description/hours/rate/current/YTD table with earnings (regular, overtime at 1.5x, night premium, 4% vacation pay), a non-taxable meal reimbursement, statutory deductions (CPP, EI, federal and Alberta tax) and voluntary ones (union dues, benefits) with subtotal rows, then net pay to bank and a YTD/vacation-bank footer; DD-MM-YYYY dates',
    text: 'GRANDE CACHE HAULING LTD.                      STATEMENT OF EARNINGS AND DEDUCTIONS\n10012 Hoppe Avenue, Grande Cache, AB  T0E 0Y0   Payroll BN 80517 2294 RP0001\nTel 780-555-0166                                 Page 1/1\n\nEMPLOYEE                                        PAY INFORMATION\n  Name      TREMBLAY, KYLE A.                    Period      01-03-2026 to 14-03-2026\n  Emp #     0457                                 Pay date    20-03-2026\n  Position  Driver, Class 1 - Log/Chip haul      Frequency   Bi-weekly (26)\n  Province  AB    TD1 / TD1AB claim code 1       Cheque/DD   DD 0457-2606\n\nCODE  DESCRIPTION                         HOURS      RATE      CURRENT          YTD\n----  ------------------------------   -------   -------   ----------   ----------\n      EARNINGS\nREG   Regular hours                       80.00   31.5000     2,520.00    12,600.00\nOT    Overtime (over 8/day, 44/wk)         9.50   47.2500       448.88     1,842.75\nNSP   Night shift premium                 32.00    2.0000        64.00       288.00\nVAC   Vacation pay 4%                                            121.32       589.23\n      Total earnings                                           3,154.20    15,319.98\n\n      NON-TAXABLE\nMLR   Meal expense reimb. (receipts)                              86.40       212.95\n\n      STATUTORY DEDUCTIONS\nCPP   Canada Pension Plan                                        179.67       871.48\nEI    Employment Insurance                                        51.41       249.72\nFIT   Federal income tax                                         341.18     1,652.09\nPIT   Alberta income tax                                         168.92       816.40\n      VOLUNTARY DEDUCTIONS\nUND   Union dues - Local 362                                      58.00       290.00\nBEN   Group benefits (Alberta Blue Cross)                         37.85       189.25\n      Total deductions                                           837.03     4,068.94\n\nNET PAY  (deposited to ATB Financial  ****3071)          CAD  2,403.57\n-------------------------------------------------------------------------------------\nYTD  Gross 15,319.98   Net 11,463.99   Hours reg 400.00 / OT 39.00\nVacation bank: paid out each pay period (4%). Statutory holiday pay: none this period.\nQuestions about this statement: payroll@grandecachehauling.ca\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 315420,
      netCents: 240357,
      date: '2026-03-20',
      broker: 'GRANDE CACHE HAULING LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 8640,
      deductions: [17967, 5141, 34118, 16892, 5800, 3785],
    },
  },
  {
    id: 'b138-hematite-funding-summary-held-invoice',
    issuer: 'Hematite Capital Factors, Inc.',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase statement with a client block and a FUNDING SUMMARY side by side at the top (face purchased, 5% reserve, 3% fee, fuel advance recovered, chargeback, wire fee, amount funded), the purchased-invoice table below with debtor and load columns, a separate held/not-purchased invoice that must not be counted, and reserve and open-A/R balances in the footer; abbreviated month-name dates',
    text: 'HEMATITE CAPITAL FACTORS, INC.\nFreight Bill Factoring  |  300 N. Third Street, Suite 610, Duluth, MN 55802  |  218-555-0137\n\nPURCHASE STATEMENT  No. PS-7731                          Funded  Mar. 17, 2026 (same-day wire)\n\nCLIENT                                      | FUNDING SUMMARY\n  CINDER CONE TRANSPORT LLC                 |   Face value purchased (4)      7,420.00\n  Client ID 40-2286   MC 1356109            |   Reserve withheld 5%            -371.00\n  1718 Industrial Pkwy, Bend OR 97701       |   Factoring fee 3.00%            -222.60\n  Schedule submitted  Mar. 16, 2026         |   Fuel advance FA-1893, Mar. 12  -350.00\n  Terms: 95% advance / 5% reserve,          |   Chargeback CC-2154 (short pay)  -60.00\n         non-recourse on approved debtors   |   Same-day wire fee               -20.00\n                                            |   ------------------------------------\n                                            |   AMOUNT FUNDED                 6,396.40\n\nINVOICES PURCHASED\n  Client inv   Debtor                              Load / PRO     Inv. date          Face\n  CC-2207      Westbrook Cold Chain Logistics      WCL-44128      Mar. 13, 2026   1,850.00\n  CC-2208      Pioneer Ridge Freight Inc.          60019274       Mar. 13, 2026   2,275.00\n  CC-2210      Westbrook Cold Chain Logistics      WCL-44161      Mar. 14, 2026   1,420.00\n  CC-2211      Amberfield Logistics LLC            AMB-9931       Mar. 16, 2026   1,875.00\n                                                                               ----------\n                                                                  Total         7,420.00\n\nHELD - NOT PURCHASED ON THIS SCHEDULE\n  CC-2209      Tri-County Produce Brokers          TCP-5520       Mar. 14, 2026   1,300.00\n               Reason: signed POD missing. Upload POD to resubmit for funding.\n\nReserve account balance after this statement ........... 2,969.25\nOpen receivables (all purchased, unpaid) ............... 18,442.50\nDebtors must remit to Hematite Capital Factors, Inc., P.O. Box 16220, Duluth MN 55816.\nAccount executive: Dana Kowalczyk, ext. 31\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 742000,
      netCents: 639640,
      date: '2026-03-17',
      broker: 'Westbrook Cold Chain Logistics',
      tripNumber: 'WCL-44128',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 35000,
      escrowCents: 37100,
      reimbursementsCents: null,
      deductions: [22260, 6000, 2000],
    },
  },
  {
    id: 'b138-iuka-rate-con-total-box-top',
    issuer: 'Iuka Freight Matching, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker carrier rate confirmation with the total carrier rate boxed at the top right next to the load number, shipper/consignee blocks side by side, a rate breakdown (linehaul, fuel, driver assist) that repeats the total, an all-in per-mile figure, and terms with detention, TONU, late-fee and quick-pay amounts that are not part of the rate; MM-DD-YY dates',
    text: "IUKA FREIGHT MATCHING, LLC                       +-----------------------------------+\n1309 Battleground Dr, Iuka, MS 38852             |  LOAD #      IFM-2260417           |\nOps 662-555-0151   MC 1018874   USDOT 3011290    |  TOTAL CARRIER RATE  $2,235.00 USD |\n                                                 +-----------------------------------+\nCARRIER RATE CONFIRMATION                         Issued 03-24-26 by Kelsey Pruett\n\nCarrier:  TISHKIN BROTHERS TRANSPORT INC   MC 1288340   Dispatch: 901-555-0718\nDriver:   Anatoly Tishkin  901-555-0736    Truck 12 / Trailer 5340 (53' dry van)\nEquipment: 53' dry van, load bars required      Weight: 41,200 lb   Pieces: 24 pallets\nCommodity: Kitchen appliances (boxed)            Ref: PO 5500917-A / PO 5500917-B\n\nSHIPPER                                   | CONSIGNEE\nTishomingo Appliance Works                | Lone Oak Home Distribution DC 6\n2100 County Road 989, Iuka MS 38852       | 4800 Westport Pkwy, Fort Worth TX 76177\nPick up 03-25-26  07:00-11:00  (FCFS)     | Deliver 03-26-26  appt 14:00\nPU #  TAW-66120                           | Appt #  LO6-883104  (driver assist unload)\n\nRATE BREAKDOWN\n   Linehaul (flat)                               1,850.00\n   Fuel surcharge (flat)                           310.00\n   Driver assist - unload                           75.00\n                                               ----------\n   Total carrier rate                           $2,235.00     (700 mi, all-in about $3.19/mi)\n\nTERMS AND CONDITIONS\n - Detention $45.00/hr after 2 hrs free with in/out times on the BOL; not included above.\n - TONU $150.00 if the load is cancelled after the truck is dispatched.\n - Late delivery without notice: $100.00 deduction. Check calls required every 4 hrs.\n - Quick pay available at 3% (=$67.05 on this load), paid in 2 business days after POD.\n - Standard payment terms 30 days. Send invoice, signed BOL and this confirmation to\n   billing@iukafreightmatching.com, referencing load # IFM-2260417.\n - No re-brokering, co-brokering or double brokering of this shipment.\n\nAccepted by carrier: ___________________________   Date: __________\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 223500,
      broker: 'IUKA FREIGHT MATCHING, LLC',
      tripNumber: 'IFM-2260417',
    },
  },
  {
    id: 'b138-hueco-tanks-repair-order-invoice',
    issuer: 'Hueco Tanks Diesel & Alignment, LLC',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-truck repair invoice from a repair order: header with separate date-in, date-out and invoice dates, customer/unit blocks side by side, complaint/cause/correction story lines, labor and parts tables, shop supplies, sales tax on parts and supplies, an environmental fee, the card payment and a zero balance due; MMM DD YYYY dates',
    text: 'HUECO TANKS DIESEL & ALIGNMENT, LLC\n11840 Montana Ave, El Paso, TX 79936      915-555-0187      TX Tax ID 3-20917-4411-8\n\n                                 REPAIR INVOICE                    Invoice  H-105582\n                                                                   RO #     58821\nDate in   MAR 06 2026  16:40       Date out  MAR 07 2026  18:15     Invoice date  MAR 09 2026\n\nCUSTOMER                                    UNIT\nOcotillo Ridge Express LLC                  Unit 22   2017 International LT625\n7205 Gateway Blvd E, El Paso TX 79915       VIN 3HSDZAPR4HN418227\nContact: Marisol Ybarra  915-555-0652       Odometer in 611,482    Trailer: none\n\n1. COMPLAINT: Air leak at drive axles, low air warning after parking.\n   CAUSE: Both rear drive-axle spring brake chambers leaking at diaphragm.\n   CORRECTION: Replaced 30/30 chambers (2), gladhand seals, one air hose; adjusted brakes.\n2. COMPLAINT: Tractor pulls right.   CORRECTION: 3-axle alignment, set toe and thrust.\n\nLABOR                                             HOURS      RATE      AMOUNT\n  Diagnose air leak, soap test                     1.0    145.00      145.00\n  R&R spring brake chambers (2), adjust            2.5    145.00      362.50\n  Three-axle alignment (flat rate)                                    295.00\n                                                          Labor total  802.50\n\nPARTS                                     QTY       EACH      AMOUNT\n  MGM 3030 long-stroke brake chamber        2      68.95      137.90\n  Gladhand seal, polyurethane               4       3.25       13.00\n  Air hose assembly 1/2 x 36 in             1      42.60       42.60\n                                                  Parts total  193.50\n\n  Labor                                                     802.50\n  Parts                                                     193.50\n  Shop supplies (5% of labor)                                40.13\n  Sales tax 8.25% (parts + supplies)                         19.27\n  Environmental / disposal fee                                4.50\n  INVOICE TOTAL                                           1,059.90\n  Paid - Comdata Mastercard ...4417  auth 093318        -1,059.90\n  BALANCE DUE                                                 0.00\n\nWarranty: parts per manufacturer, labor 90 days / 10,000 miles. Thank you for your business.\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-03-09',
    },
  },
];
