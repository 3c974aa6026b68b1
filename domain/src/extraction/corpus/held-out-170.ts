import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 170: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages with the header repeated,
 * loaded and empty miles at different rates and a subtotal per load; US lessor 72%-of-revenue plan
 * with the sections in reverse order, trailing-minus charges, escrow balances beside the week's
 * amounts and totals only in the recap; US dispatch service paying flat-rate loads with wrapped
 * broker lines, "246 + 15" loaded+deadhead cells and a per-load dispatch-fee column; French Quebec
 * voiturier relevé with flat trip rates, surcharge carburant and a boxed TPS/TVQ sommaire with labels
 * above the amounts; Mexican liquidación al permisionario in MXN with wrapped De:/A: trip rows,
 * IVA 16%, retención IVA 4% and ISR 1.25%, a SALDO column and the net in words), two pay stubs (US
 * weekly mileage-pay stub printed by a payroll service with earnings and taxes side by side, CURRENT
 * and YTD columns and a split deposit; plain BC bi-weekly hourly stub with CPP/EI and YTD), a
 * factoring schedule/funding notice with wrapped debtor names, fee and reserve columns and DR/CR
 * amounts, a short lumper receipt and a broker rate confirmation with all charges on one line.
 * Countries: 7 US, 2 CA (one French Quebec, one British Columbia), 1 MX.
 * Date formats: MM/DD/YY, weekday + month name ("Friday, March 20, 2026"), ISO YYYY-MM-DD, DD/MM/YYYY
 * with a French month-name pay date ("le 13 mars 2026"), Spanish long date ("viernes 13 de marzo de
 * 2026") with DD/MM/YYYY, MM/DD/YYYY, DD-Mon-YYYY, DD MON YYYY, M/D/YY, weekday + DD-Mon-YY.
 * Number formats: 1,234.56 with parentheses, trailing minus, signed -/+ and DR/CR markers;
 * French 1 234,56 $; MXN "$ 1,234.56" with the amount in words.
 */
export const HELD_OUT_DOCUMENTS_170: CorpusDocument[] = [
  {
    id: 'b170-hoosac-two-page-load-subtotals',
    issuer: 'Hoosac Valley Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement with the page header repeated on page 2: each load is a block (PRO, date, lane) with separate loaded-mile, empty-mile (different rates) and fuel-surcharge lines, accessorials, and a LOAD SUBTOTAL; no miles total is printed (loaded + empty must be added over four loads); earnings total on page 2, then parenthesised deductions mixing fuel, insurance, a cash advance and an escrow deposit with its balance in the label, a reimbursements block and the ACH net; MM/DD/YY dates',
    text: "HOOSAC VALLEY FREIGHT LINES, INC.         CONTRACTOR SETTLEMENT     Page 1 of 2\nSettlement HV-260318-214   Unit 214   Period 03/08/26 thru 03/14/26\nContractor: GRANITE NOTCH TRUCKING LLC (Dale Pruitt)   Vendor 20914\n------------------------------------------------------------------------------\n1150 Curran Memorial Hwy, North Adams MA 01247   (413) 555-0186\nUSDOT 2419077   MC-884213                  Settlement date 03/16/26\n                                           ACH date        03/18/26\n\nLOAD DETAIL             MILES   RATE         AMOUNT\n\nPRO 77410  03/08  Pittsfield MA to Harrisburg PA\n    Loaded miles          312  @ 1.950       608.40\n    Empty miles            18  @ 1.100        19.80\n    Fuel surcharge        312  @ 0.480       149.76\n    Detention 2.0 hr @ 40.00                 80.00\n                                      ------------\n    LOAD SUBTOTAL  77410                    857.96\n\nPRO 77436  03/09  Harrisburg PA to Columbus OH\n    Loaded miles          403  @ 1.950       785.85\n    Empty miles            27  @ 1.100        29.70\n    Fuel surcharge        403  @ 0.480       193.44\n    Stop-off Grove City OH                   50.00\n                                      ------------\n    LOAD SUBTOTAL  77436                  1,058.99\n\nPRO 77452  03/11  Columbus OH to Buffalo NY\n    Loaded miles          329  @ 1.950       641.55\n    Empty miles             0  @ 1.100         0.00\n    Fuel surcharge        329  @ 0.480       157.92\n                                      ------------\n    LOAD SUBTOTAL  77452                    799.47\n\n                                          (continued on page 2)\nDisputes must be filed within 10 days of the settlement date.   Page 1 of 2\n\nHOOSAC VALLEY FREIGHT LINES, INC.         CONTRACTOR SETTLEMENT     Page 2 of 2\nSettlement HV-260318-214   Unit 214   Period 03/08/26 thru 03/14/26\nContractor: GRANITE NOTCH TRUCKING LLC (Dale Pruitt)   Vendor 20914\n------------------------------------------------------------------------------\nLOAD DETAIL (continued) MILES   RATE         AMOUNT\n\nPRO 77468  03/13  Buffalo NY to Albany NY\n    Loaded miles          290  @ 1.950       565.50\n    Empty miles            41  @ 1.100        45.10\n    Fuel surcharge        290  @ 0.480       139.20\n                                      ------------\n    LOAD SUBTOTAL  77468                    749.80\n\nTOTAL EARNINGS - 4 LOADS                   3,466.22\n\nDEDUCTIONS\n    Fuel purchases - EFS card (14 txns)      (1,612.38)\n    Occupational accident ins.                  (42.75)\n    Trailer usage 53' dry van                   (95.00)\n    PrePass / toll transponder                  (23.40)\n    ELD subscription                            (18.00)\n    EFS cash advance 03/10/26 ck# 40017        (300.00)\n    Escrow deposit (bal. after 1,875.00)        (75.00)\n                                          -------------\n    Total deductions                         (2,166.53)\n\nREIMBURSEMENTS\n    Lumper - PRO 77452 Columbus (rcpt)          185.00\n    CAT scale - Carlisle PA                      12.75\n\nNET PAY - ACH 03/18/26 to Greylock Fed CU ****3371      1,497.44\n\nEscrow balance and advance history are available on the driver portal.\nHoosac Valley Freight Lines, Inc. * settlements@hoosacvalleyfl.com      Page 2 of 2\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 346622,
      netCents: 149744,
      date: '2026-03-18',
      broker: 'HOOSAC VALLEY FREIGHT LINES, INC.',
      tripNumber: '77410',
      miles: 1420,
      linehaulCents: 269590,
      fuelSurchargeCents: 64032,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 19775,
      deductions: [161238, 4275, 9500, 2340, 1800],
    },
  },
  {
    id: 'b170-istokpoga-charges-first-trailing-minus',
    issuer: 'Istokpoga Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      "Lessor lease-operator settlement on a 72%-of-revenue plan with the sections in reverse order: charges to the operator first (amounts with a trailing minus sign), then advances and two escrow deposits with a BALANCE AFTER column beside the week's amounts, then the load table (miles, 100% revenue, 72% share, FSC, detention on its own line), then a credits section with a toll reimbursement; totals appear only in the recap, which also prints the 100% billed revenue as a reference; two asterisk footnotes; weekday + month-name dates",
    text: 'ISTOKPOGA TRACTOR LEASING, LLC\nLease Purchase Division - 2207 US Hwy 27 N, Lake Placid, FL 33852 - 863-555-0119\n\nLEASE OPERATOR SETTLEMENT                                   Statement no. 11-0932\nOperator: Marisol Dunagan         Lease #: ITL-1147           Tractor: 1147\nPlan:     72% of linehaul revenue + 100% fuel surcharge + 100% accessorials\nWeek ending: Saturday, March 14, 2026          Pay date: Friday, March 20, 2026\n\nSECTION A - CHARGES TO OPERATOR                                   THIS WEEK\n  Tractor lease payment  wk 37/156                                    725.00-\n  Fuel - Pilot fleet card                                           1,384.22-\n  Physical damage / bobtail                                            68.50-\n  Occupational accident                                                29.00-\n  IFTA fuel tax true-up (Q4)                                           37.16-\n  Base plate allocation                                                22.00-\n\nSECTION B - ADVANCES AND ESCROW                THIS WEEK      BALANCE AFTER\n  Fuel advance 03/11 (Comchek 558120)        150.00-               0.00\n  Maintenance escrow                         100.00-           2,450.00\n  Security deposit escrow                     50.00-           1,250.00\n\nSECTION C - LOAD REVENUE\n  Load      Lane                          Miles   Revenue    Your 72%      FSC\n  T-88102   Tampa FL - Atlanta GA           462  1,850.00    1,332.00    96.40\n  T-88117   Atlanta GA - Jacksonville FL    347  1,210.00      871.20    71.25\n  T-88125   Jacksonville FL - Miami FL      351  1,475.00    1,062.00    89.10\n            Detention 3 hrs (100%)*                                      75.00\n\nSECTION D - CREDITS TO OPERATOR\n  SunPass tolls - receipts T-88125**                                    31.75\n\nRECAP =========================================================================\n  Linehaul revenue billed (100%)      4,535.00   not paid - basis for your share\n  Operator share 72%                  3,265.20\n  Fuel surcharge 100%                   256.75\n  Accessorials                           75.00\n  TOTAL OPERATOR REVENUE              3,596.95\n  Section A charges                   2,265.88-\n  Section B advances & escrow           300.00-\n  Section D credits                      31.75\n  NET SETTLEMENT                      1,062.82   direct deposit, Truist Bank ...6620\n===============================================================================\n * Detention is paid at 100% once the shipper confirms the hours (2 free hours).\n** Tolls are credited only with a receipt or a SunPass statement line.\nAmounts followed by a minus sign are charged to the operator.        Page 1 of 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 359695,
      netCents: 106282,
      date: '2026-03-20',
      broker: 'ISTOKPOGA TRACTOR LEASING, LLC',
      tripNumber: 'T-88102',
      miles: 1160,
      linehaulCents: 326520,
      fuelSurchargeCents: 25675,
      advancesCents: 15000,
      escrowCents: 15000,
      reimbursementsCents: 3175,
      deductions: [72500, 138422, 6850, 2900, 3716, 2200],
    },
  },
  {
    id: 'b170-irondequoit-dispatch-wrapped-fee-column',
    issuer: 'Irondequoit Dispatch Group, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service carrier pay statement for flat-rate loads: a fixed-width table where each load row wraps onto a second line carrying the broker name and reference, with loaded + deadhead miles printed as "246 + 15" in one cell, flat rate, detention and a per-load 8% dispatch-fee column closed by a totals row; dated other items with signed amounts and dot leaders; the payment is one long line of several amounts followed by the net ACH sent by the service; ISO dates',
    text: 'IRONDEQUOIT DISPATCH GROUP, LLC\nTruck dispatching & back-office for owner-operators\n45 Empire Blvd Ste 210, Rochester, NY 14609 | dispatch@irondequoitdg.com | 585-555-0173\n\nCARRIER PAY STATEMENT  #IDG-PS-2026-0310\nCarrier: OWASCO ROAD CARRIERS LLC   MC 1290044  USDOT 3816520   Truck 12 / Trailer 12V\nWeek: 2026-03-01 to 2026-03-07        Statement date: 2026-03-09\nLoads collected by IDG from the brokers below and paid to the carrier net of the dispatch fee.\n\nLOAD      PICKUP      LANE / BROKER & REF            MILES LD+DH   FLAT RATE  DETENTION  DISP 8%\n--------- ----------  ------------------------------ ------------- ---------- ---------- --------\nIDG-3307  2026-03-02  Rochester NY > Scranton PA         246 + 15   1,150.00       0.00    92.00\n                      Cattaraugus Logistics Inc #CL-55410\nIDG-3311  2026-03-03  Scranton PA > Newark NJ             129 + 0     875.00     100.00    78.00\n                      Tonawanda Freight Brokers LLC #TFB-201877\nIDG-3318  2026-03-04  Newark NJ > Syracuse NY            274 + 22   1,325.00       0.00   106.00\n                      Mohawk Gap Logistics #MGL 7731-02\nIDG-3324  2026-03-06  Syracuse NY > Rochester NY          88 + 31     650.00       0.00    52.00\n                      Finger Lakes Load Exchange, Inc. #FLX-40916\n                                                                ---------- ---------- --------\nTOTALS  4 loads                                                   4,000.00     100.00   328.00\n\nOTHER ITEMS\n  2026-03-04  Comdata fuel advance, express code 8812-4471 ............  -400.00\n  2026-03-06  Lumper paid by driver at Rochester (IDG-3324), rcpt ......  +120.00\n  2026-03-07  Load board + ELD subscription (March) ....................   -45.00\n\nPAYMENT\n  Gross 4,100.00  - dispatch fees 328.00  - advance 400.00  - subscription 45.00  + lumper 120.00\n  NET ACH SENT TO CARRIER ON 2026-03-10: $3,447.00   (Canandaigua National Bank x4408, trace 021309378810042)\n\nBroker payments received after 45 days are charged back on the next statement. Rate confirmations and\nBOLs for each load are on file in the carrier portal.                                   page 1/1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 410000,
      netCents: 344700,
      date: '2026-03-10',
      broker: 'IRONDEQUOIT DISPATCH GROUP, LLC',
      tripNumber: 'IDG-3307',
      miles: 805,
      linehaulCents: 400000,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 12000,
      deductions: [32800, 4500],
    },
  },
  {
    id: 'b170-iberville-releve-forfait-boxed-sommaire',
    issuer: 'Iberville Camionnage inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      "French Quebec carrier's payment statement to an owner-operator (voiturier) paid a flat rate per trip plus an 18% fuel surcharge, with an extra waiting-time line under one trip; amounts in 1 234,56 $ style; deductions, an advance and a reserve-fund deposit (its balance inside the label) listed without a total; the totals appear only in a boxed SOMMAIRE whose multi-line column labels sit above one row of amounts (services, TPS, TVQ, total revenue incl. taxes, total withheld, net deposited); DD/MM/YYYY trip dates and a French month-name pay date",
    text: "IBERVILLE CAMIONNAGE INC.\n1080, rue Dollard, Saint-Jean-sur-Richelieu (Québec)  J3B 6R2\nTél. : 450 555-0148   NEQ 1168842093   NIR R-104872-3\nTPS 74102 3318 RT0001   TVQ 1220771845 TQ0001\n\n                 RELEVÉ DE PAIEMENT - VOITURIER (PROPRIÉTAIRE-EXPLOITANT)\n\nVoiturier : Transport M. Bélanger enr. (Mathieu Bélanger)      No fournisseur : VB-0233\nTPS 80117 5520 RT0001   TVQ 1219903364 TQ0001             Tracteur : 233\nPériode : du 01/03/2026 au 07/03/2026                     Relevé no : R-2610\nDate de paiement : le 13 mars 2026 (dépôt direct)\n\nVOYAGES (tarif forfaitaire au voyage, surcharge carburant 18 %)\nVoyage      Date        Trajet                                          Forfait    Surch. carb.\nV-26-0412   02/03/2026  Saint-Jean-sur-Richelieu -> Drummondville       685,00 $      123,30 $\nV-26-0419   03/03/2026  Drummondville -> Lévis                          920,00 $      165,60 $\n                         Attente 1 h (Lévis)                              85,00 $\nV-26-0427   04/03/2026  Lévis -> Montréal (Port, sect. Viau)          1 140,00 $      205,20 $\nV-26-0431   06/03/2026  Montréal -> Saint-Hyacinthe                     415,00 $       74,70 $\n\nRETENUES\n   Carburant - carte Esso (taxes incl.)                          1 187,44 $\n   Assurance responsabilité et marchandises                         96,50 $\n   Location de remorque 53 pi no R-118                             137,97 $\n   Frais de communication / DEL                                     28,74 $\n   Avance de fonds du 04/03/2026                                   250,00 $\n   Fonds de réserve (solde après : 3 150,00 $)                      50,00 $\n\nSOMMAIRE\n+--------------+------------+------------+----------------+---------------+----------------+\n| Services     | TPS 5 %    | TVQ 9,975 %| Total des      | Total des     | MONTANT NET    |\n| (forfaits +  |            |            | revenus        | retenues et   | DÉPOSÉ         |\n| surch.+att.) |            |            |                | avances       |                |\n|   3 813,80 $ |   190,69 $ |   380,43 $ |     4 384,92 $ |    1 750,65 $ |     2 634,27 $ |\n+--------------+------------+------------+----------------+---------------+----------------+\n\nDépôt à : Caisse Desjardins du Haut-Richelieu, folio ***-4417\nLes taxes (TPS/TVQ) sont payées sur vos services selon vos numéros d'inscription.\nToute erreur doit être signalée dans les 15 jours suivant la date de paiement.      Page 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 438492,
      netCents: 263427,
      date: '2026-03-13',
      broker: 'IBERVILLE CAMIONNAGE INC.',
      tripNumber: 'V-26-0412',
      miles: null,
      linehaulCents: 316000,
      fuelSurchargeCents: 56880,
      advancesCents: 25000,
      escrowCents: 5000,
      reimbursementsCents: null,
      deductions: [118744, 9650, 13797, 2874],
    },
  },
  {
    id: 'b170-huatusco-liquidacion-wrapped-viajes-letra',
    issuer: 'Huatusco Autotransportes, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      "Mexican weekly liquidación al permisionario in MXN: a trip table whose rows wrap (trip / carta porte, date, 'De:' origin on the first line and 'A:' destination on the second, flat freight per trip, plus a maniobras line), a PERCEPCIONES block ending in a subtotal + IVA 16% total, DEDUCCIONES with 4% IVA and 1.25% ISR withholdings, fuel vouchers, tolls, insurance, an anticipo and a guarantee-fund deposit with a SALDO column beside them, a reimbursements block, the net in figures and in words, and the pay date only near the foot; Spanish long date with DD/MM/YYYY trip dates",
    text: "HUATUSCO AUTOTRANSPORTES, S.A. DE C.V.              RFC: HAU091118KT4\nCarretera Federal Córdoba-Huatusco km 4.5, Col. Tlacotengo, C.P. 94550, Fortín, Ver.\nPermiso SICT 3007HAU18112009231002   Tel. 271 555 0137\n\nLIQUIDACIÓN SEMANAL AL PERMISIONARIO                         Folio: LQ-2026-0311\nPermisionario: RIGOBERTO ZAMUDIO LÓPEZ (RESICO)   RFC: ZALR780412H51\nUnidad: TH-27 Kenworth T680 2021   Placas 47-AV-9K   Semana 10 (01/03/2026 al 07/03/2026)\n\nVIAJES REALIZADOS\nViaje / Carta Porte     Fecha       Origen / Destino                         Equipo         Flete\n----------------------  ----------  ---------------------------------------  ------------  -------------\nHUA-5120 / CP-88213     03/03/2026  De: Córdoba, Ver.                        Caja 53'        $ 18,500.00\n                                    A:  Central de Abasto, Iztapalapa, CDMX\nHUA-5133 / CP-88240     05/03/2026  De: Iztapalapa, CDMX                     Caja 53'         $ 9,800.00\n                                    A:  Parque Ind. FINSA, Puebla, Pue.\nHUA-5141 / CP-88262     06/03/2026  De: Puebla, Pue.                         Caja 53'        $ 16,250.00\n                                    A:  Recinto Portuario, Veracruz, Ver.\n                                    Maniobras de carga                                        $ 1,200.00\n\nPERCEPCIONES\n   Fletes (3 viajes)                                                   $ 44,550.00\n   Maniobras                                                            $ 1,200.00\n   Subtotal                                                            $ 45,750.00\n   IVA trasladado 16%                                                   $ 7,320.00\n   TOTAL PERCEPCIONES (subtotal + IVA)                                 $ 53,070.00\n\nDEDUCCIONES                                                  IMPORTE              SALDO\n   Retención IVA 4% (art. 1-A LIVA)                       $ 1,830.00\n   Retención ISR 1.25% (RESICO, art. 113-J LISR)            $ 571.88\n   Diesel - vales Huatusco (23 cargas)                   $ 14,620.40\n   Casetas TAG IAVE cargadas a la unidad                  $ 3,185.00\n   Seguro de carga (prorrata semanal)                       $ 850.00\n   Anticipo de viaje HUA-5133 (05/03/2026)                $ 5,000.00             $ 0.00\n   Fondo de garantía                                      $ 1,000.00        $ 12,000.00\n   Total deducciones                                     $ 27,057.28\n\nREEMBOLSOS\n   Reembolso gastos comprobados (pensión y báscula)         $ 420.00\n\n=======================================================================================\n   NETO A PAGAR:  $ 26,432.72\n   (VEINTISÉIS MIL CUATROCIENTOS TREINTA Y DOS PESOS 72/100 M.N.)\n=======================================================================================\nForma de pago: transferencia SPEI a BBVA México, CLABE 012 905 00418827361 5\nFecha de pago: viernes 13 de marzo de 2026          Referencia SPEI: HUA260313LQ0311\nEl CFDI de ingreso del permisionario debe reflejar el subtotal, IVA y retenciones anteriores.\nElaboró: Contabilidad / Tráfico                                                 Hoja 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5307000,
      netCents: 2643272,
      date: '2026-03-13',
      broker: 'HUATUSCO AUTOTRANSPORTES, S.A. DE C.V.',
      tripNumber: 'HUA-5120',
      miles: null,
      linehaulCents: 4455000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 100000,
      reimbursementsCents: 42000,
      deductions: [183000, 57188, 1462040, 318500, 85000],
    },
  },
  {
    id: 'b170-ligonier-stub-side-by-side-ytd',
    issuer: 'Ligonier Valley Bulk Carriers, Inc.',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver weekly pay advice printed by a payroll service for the employer: a summary band with column labels above CURRENT and YTD rows (gross, pre-tax, taxes, post-tax, net), then earnings (mileage, stop pay, detention, bonus with units and rates) and taxes printed side by side, each with CURRENT and YTD columns, a deductions table with 401(k), a Section 125 medical deduction and an advance repayment, and the net split across two direct-deposit accounts; MM/DD/YYYY dates',
    text: 'Prepared by Chestnut Ridge Payroll Services * Greensburg PA * 724-555-0190        Advice of Deposit\n\nLIGONIER VALLEY BULK CARRIERS, INC.                          Advice No.   0031877\n3960 Route 30 East, Latrobe, PA 15650                       Pay Date     03/13/2026\nFEIN 25-1876402   USDOT 1733561                              Period       03/01/2026 - 03/07/2026\n\nEMPLOYEE  Curtis J. Hovanec   ID 0418   Dept: Dry Bulk / Pneumatic   Fed: S/1   PA Res: Ligonier Twp\n\n                 GROSS PAY    PRE-TAX DED       TAXES   POST-TAX DED        NET PAY\n  CURRENT         1,529.08         109.66      294.02         100.00       1,025.40\n  YTD            14,762.32       1,075.50    2,861.33         200.00      10,625.49\n\nEARNINGS            UNITS        RATE     CURRENT          YTD | TAXES                  CURRENT        YTD\nMileage pay       2,184 mi      .6200    1,354.08    13,507.32 | Federal W/H (S/1)       118.42   1,208.02\nStop pay                 3    25.0000       75.00       775.00 | Social Security          91.80     863.90\nDetention          2.50 hr    20.0000       50.00       330.00 | Medicare                 21.47     202.04\nSafety bonus                                50.00       150.00 | PA State W/H             45.45     427.71\nTOTAL GROSS                              1,529.08    14,762.32 | Ligonier Twp EIT         14.81     139.33\n                                                               | LST Ligonier Twp          1.00      10.00\n                                                               | PA SUI (EE)               1.07      10.33\n                                                               | TOTAL TAXES             294.02   2,861.33\n\nDEDUCTIONS                           CURRENT          YTD\n  401(k) 4% (pre-tax)                  61.16       590.50\n  Medical Sec 125 (pre-tax)            48.50       485.00\n  Road advance repay (post-tax)       100.00       200.00\n\nNET PAY DISTRIBUTION\n  Savings   First Commonwealth Bank  xxxx6205                150.00\n  Checking  First Commonwealth Bank  xxxx1182                875.40\n  Total direct deposit                                     1,025.40\n\nAccrued PTO: 24.00 hrs   Used: 0.00   Available: 24.00\nMessage: Annual DOT physical reminders go out in April. Drive safe!      NON-NEGOTIABLE\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 152908,
      netCents: 102540,
      date: '2026-03-13',
      broker: 'LIGONIER VALLEY BULK CARRIERS, INC.',
      tripNumber: null,
      miles: 2184,
      linehaulCents: 135408,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11842, 9180, 2147, 4545, 1481, 100, 107, 6116, 4850],
    },
  },
  {
    id: 'b170-kinbasket-biweekly-stub-plain',
    issuer: 'Kinbasket Lake Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Short, plain British Columbia bi-weekly earnings statement for an hourly company driver: one column list of earnings (regular, overtime, mountain-pass premium, a zero-current holiday line) and deductions (CPP, EI, federal and BC tax, benefits, RRSP), each with CURRENT and YEAR TO DATE columns, totals and net, one deposit line; DD-Mon-YYYY dates',
    text: 'KINBASKET LAKE HAULAGE LTD.\n1210 Trans-Canada Hwy, Golden, BC  V0A 1H2     NSC BC 224-571-093   BN 78841 2290 RP0001\n\nEARNINGS STATEMENT                                  Pay period: 22-Feb-2026 to 07-Mar-2026\nEmployee: Priya Sandhu (#207)  Class 1 driver       Pay date:   13-Mar-2026\n\n                              HOURS/QTY    RATE      CURRENT     YEAR TO DATE\n  Regular                        80.00    31.50     2,520.00        12,600.00\n  Overtime 1.5x                   7.00    47.25       330.75         1,323.00\n  Mountain pass premium              4    35.00       140.00           665.00\n  Stat holiday - Family Day                             0.00           252.00\n  GROSS EARNINGS                                    2,990.75        14,840.00\n\n  CPP                                                 169.94           687.84\n  EI                                                   48.75           237.95\n  Federal income tax                                  287.41         1,547.71\n  BC provincial tax                                   118.62           626.77\n  Group benefits (Pacific Blue Cross)                  36.80           184.00\n  RRSP - group plan                                    75.00           375.00\n  TOTAL DEDUCTIONS                                    736.52         3,659.27\n\n  NET PAY                                           2,254.23        11,180.73\n\nDeposited to Kootenay Savings CU, transit 40123, acct ***5518: $2,254.23\nVacation pay accrued 4% (banked): 119.63      Questions: payroll@kinbasketlake.ca\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 299075,
      netCents: 225423,
      date: '2026-03-13',
      broker: 'KINBASKET LAKE HAULAGE LTD.',
      tripNumber: null,
      miles: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [16994, 4875, 28741, 11862, 3680, 7500],
    },
  },
  {
    id: 'b170-glenallen-schedule-wrapped-debtors-crdr',
    issuer: 'Glenallen Receivables Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring schedule of accounts / funding notice: invoice table whose debtor names wrap onto a second line, with face amount, per-invoice 2.5% fee and 10% reserve columns closed by a totals row, then a funding calculation with every amount marked DR or CR (fees, reserve withheld, a reserve release, a chargeback of an old invoice, a fuel-advance repayment, a wire fee) ending in the net wired; a reserve balance line follows; DD MON YYYY dates with separate purchase and funded dates',
    text: 'GLENALLEN RECEIVABLES FUNDING, LLC\nFreight Factoring  |  3300 C Street, Suite 410, Anchorage, AK 99503  |  907-555-0152\n\nSCHEDULE OF ACCOUNTS / FUNDING NOTICE\nClient:   MENTASTA PASS FREIGHT LLC  (Client # GRF-0614)  MC 1158830\nSchedule: 2026-0612          Purchase date: 10 MAR 2026          Funded: 11 MAR 2026\nAdvance rate 90% / reserve 10%    Discount fee 2.50% flat (0-30 days)\n\nINV #  LOAD / PO     DEBTOR                     INV DATE       FACE AMT     FEE 2.5%    RESERVE 10%\n-----  ------------  -------------------------  -----------  -----------  -----------  -------------\n1044   TVL-230871    Tanana Valley Logistics    02 MAR 2026     2,850.00        71.25         285.00\n                     Group, Inc.\n1045   KA-77120-3    Knik Arm Transportation    03 MAR 2026     1,980.00        49.50         198.00\n                     Brokers, LLC\n1047   TVL-231004    Tanana Valley Logistics    05 MAR 2026     3,120.00        78.00         312.00\n                     Group, Inc.\n1049   SSC 4410      Susitna Shippers           06 MAR 2026     1,460.00        36.50         146.00\n                     Cooperative\n                                                              -----------  -----------  -------------\nSCHEDULE TOTALS (4 invoices)                                     9,410.00       235.25         941.00\n\nFUNDING CALCULATION                                                       AMOUNT\n  Face amount purchased                                               9,410.00\n  Less discount fees                                                    235.25 DR\n  Less reserve withheld                                                 941.00 DR\n  Advance on this schedule                                            8,233.75\n  Reserve release - inv 1031, 1033 paid in full                         612.40 CR\n  Chargeback - inv 1019 (Kenai Bluff Brokerage) > 90 days             1,325.00 DR\n  Fuel advance 06 MAR 2026 repaid (ref FA-2291)                         500.00 DR\n  Same-day wire fee                                                      20.00 DR\n  ------------------------------------------------------------------------------\n  NET FUNDS WIRED TO CLIENT                                           7,001.15 CR\n\nWired 11 MAR 2026 to Chugach Range Bank ABA 125200057 acct ending 7093, Fed ref 20260311B1Q8\nReserve account balance after this schedule: 4,118.60\nDebtors are notified to remit to Glenallen Receivables Funding, LLC, PO Box 240617, Anchorage AK 99524.\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 941000,
      netCents: 700115,
      date: '2026-03-11',
      broker: 'Tanana Valley Logistics Group, Inc.',
      tripNumber: 'TVL-230871',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 94100,
      reimbursementsCents: null,
      deductions: [23525, 132500, 2000],
    },
  },
  {
    id: 'b170-kissimmee-lumper-receipt-short',
    issuer: 'Kissimmee Dock Labor Services, Inc.',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short plain lumper (unloading) receipt from a grocery distribution-center dock: receipt number, M/D/YY date with in/out times, carrier and PO, pallet counts, two charge lines and a total paid by Comchek express code',
    text: 'KISSIMMEE DOCK LABOR SERVICES, INC.\nUnloading Receipt - Sunland Grocers DC Door 41, 2500 Osceola Pkwy Dock Rd, Kissimmee FL 34743\n(407) 555-0164\n\nReceipt #: KDL-0318842             Date: 3/11/26    Time in 06:40  out 08:55\nCarrier: LAKE WALES REEFER LINES LLC     Tractor 88   Trailer R5312\nPO / Load #: 4471902-B   Seal 0083311 (intact)\nPallets received 26   Restacked 4   Cases 1,872   Breakdown: yes\n\n  Unload 26 pallets (flat rate)        285.00\n  Restack / rework 4 pallets @ 15.00    60.00\n  Pallet exchange: none\n  --------------------------------------------\n  TOTAL CHARGED                        345.00\n  Paid by: Comchek express code  ****7719\n  Comchek auth 55021-KD\n\nReceived in full. Keep this receipt for reimbursement. Lumper: R. Ocasio #112\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-03-11',
    },
  },
  {
    id: 'b170-housatonic-ratecon-one-line-rate',
    issuer: 'Housatonic Freight Brokerage, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker load confirmation / rate agreement with a three-stop itinerary (pickup, extra stop, final drop) and all agreed charges on a single RATE line (line haul, FSC, extra stop, total), followed by detention and TONU terms with dollar amounts that are not part of the rate; weekday + DD-Mon-YY dates',
    text: "HOUSATONIC FREIGHT BROKERAGE, LLC\n88 Bank Street, Suite 3, New Milford, CT 06776  *  MC 1047725  *  ops@housatonicfb.com  *  860-555-0129\n\nLOAD CONFIRMATION & CARRIER RATE AGREEMENT                       Load # HFB-604318\nDate issued: Tue 03-Mar-26          Rep: Tessa Nardone  x214     Customer ref: PO 55-20917\n\nCarrier:  QUINEBAUG RIVER TRANSPORT INC   MC 966102   USDOT 2790451\nDriver:   Luis Ferreira  cell 860-555-0181     Truck 31   Trailer 5310   53' dry van\n\nSTOP 1  PICKUP    Wed 04-Mar-26  07:00-11:00  FCFS\n        Naugatuck Valley Packaging, 410 Rubber Ave, Naugatuck CT 06770   PU# NVP-88140\nSTOP 2  DROP      Thu 05-Mar-26  appt 06:30\n        Kenmore Square Grocers DC, 1200 Patriot Pkwy, Lowell MA 01851     (extra stop)\nSTOP 3  DROP      Thu 05-Mar-26  appt 13:00\n        Seacoast Provisions, 75 Heritage Ave, Portsmouth NH 03801\n\nCommodity: paper goods, 22 pallets, 38,400 lbs    Miles: 214    Temp: n/a\n\nRATE   Line haul $1,150.00   Fuel surcharge $165.00   Extra stop $75.00   TOTAL $1,390.00 USD\n\nDetention $50.00/hr after 2 free hours with in/out times on the BOL (not included above).\nTONU $150.00 if cancelled after dispatch. Lumper reimbursed with receipt only.\nPayment: 30 days from receipt of signed BOL + invoice, or QuickPay 2% in 2 business days.\nCarrier may not re-broker, co-broker or double-broker this load. Accept by signing and\nreturning within 1 hour.\n\nCarrier signature: ______________________   Date: __________   Page 1 of 1\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 139000,
      broker: 'HOUSATONIC FREIGHT BROKERAGE, LLC',
      tripNumber: 'HFB-604318',
    },
  },
];
