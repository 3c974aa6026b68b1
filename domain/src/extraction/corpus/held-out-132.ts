import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 132: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier with the summary boxed at the top and
 * multi-line trips; US lessor lease-purchase 72% plan with balance-remaining charges and a fuel
 * detail; US dispatch-service remittance in a pipe grid whose gross is only implied; French Quebec
 * relevé with flat trip pay, side-by-side gains/retenues and TPS/TVQ; Spanish Mexican liquidación
 * in MXN with the net boxed at the top, IVA, retenciones and toll reimbursements), two company-driver
 * pay stubs (Montana weekly stub with a CURRENT/YTD summary bar and split deposit; Alberta bi-weekly
 * per-load stub with CPP/EI and a boot allowance), a factoring client funding notice with fee
 * column, reserve and reserve release, a truck repair order/invoice, and a truck insurance
 * installment statement.
 * Countries: 7 US, 2 CA (one French Quebec, one Alberta), 1 MX.
 * Date formats: MM/DD/YYYY, DD-MON-YY, month-name (February 20, 2026), French month names and
 * DD-MM-YYYY, Spanish month names (dd-mmm-yy, long weekday dates), ISO YYYY-MM-DD, day-first
 * month-name (6 Mar 2026), M/D/YY. Number formats: 1,234.56, French 1 234,56 $, MXN 1,234.56,
 * parentheses and signed (+/-) amounts.
 */
export const HELD_OUT_DOCUMENTS_132: CorpusDocument[] = [
  {
    id: 'b132-skookumchuck-trip-lines-top-summary',
    issuer: 'Skookumchuck Motor Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile owner-operator settlement with the gross/deductions/reimbursements/net summary boxed at the TOP, a trip detail where each trip spans several lines (origin on the loaded-mile line, destination on the empty-mile line, FSC and detention sub-lines, trip total), then a deductions table with this-settlement and year-to-date columns, a reimbursement line and an escrow balance; MM/DD/YYYY dates',
    text: 'SKOOKUMCHUCK MOTOR FREIGHT, INC.                                          Page 1 of 1\n2207 Harrison Ave, Centralia WA 98531   (360) 555-0172   MC 1093388  USDOT 3017745\n\nOWNER OPERATOR SETTLEMENT                          Settlement No. ......  26-09-0188\n                                                   Check / ACH date ....  03/06/2026\nOwner operator : Gannet Ridge Trucking LLC (Lyle Amundsen)        O/O code  GRT01\nPower unit     : 188   2019 Kenworth T680                          Trailer   R5312\nSettlement week: 02/22/2026 - 02/28/2026\n\n+--------------------------------------------------------------------------------+\n|  GROSS EARNINGS     LESS DEDUCTIONS     PLUS REIMBURSEMENTS     NET SETTLEMENT  |\n|     3,573.97            2,077.52               24.75               1,521.20     |\n+--------------------------------------------------------------------------------+\n\nTRIP DETAIL                 pay: loaded 1.850/mi   empty .950/mi   FSC .520/loaded mi\n------------------------------------------------------------------------------------\nTrip #     Disp   From / To                       L/E   Miles    Rate       Amount\n------------------------------------------------------------------------------------\nSMF-40318  02/23  CENTRALIA WA                     L      498    1.850       921.30\n                  BOISE ID                         E       22     .950        20.90\n                  Fuel surcharge                          498     .520       258.96\n                                                             Trip total   1,201.16\nSMF-40327  02/25  BOISE ID                         L      341    1.850       630.85\n                  SALT LAKE CITY UT                E        0     .950         0.00\n                  Fuel surcharge                          341     .520       177.32\n                  Detention 2.0 hr @ 40.00                                   80.00\n                                                             Trip total     888.17\nSMF-40335  02/26  OGDEN UT                         L      612    1.850     1,132.20\n                  PASCO WA   (empty SLC-Ogden)     E       36     .950        34.20\n                  Fuel surcharge                          612     .520       318.24\n                                                             Trip total   1,484.64\n------------------------------------------------------------------------------------\nMiles: loaded 1,451  empty 58  total 1,509                  Earnings    3,573.97\n\nDEDUCTIONS                                    THIS SETTLEMENT        YEAR TO DATE\n  Fuel - TCH card (6 purchases)                     1,487.62           11,204.55\n  Cash advance 02/24 (TCH money code)                 250.00              900.00\n  Occupational accident                                41.75              334.00\n  Physical damage / bobtail                            88.20              705.60\n  ELD & trailer tracking                               14.95              119.60\n  Trailer rental R5312                                 95.00              760.00\n  Escrow deposit                                      100.00              800.00\n                                                  ----------          ----------\n  Total deductions                                  2,077.52           14,823.75\n\nREIMBURSEMENTS\n  Scale tickets / ID port of entry (2 receipts)        24.75\n\nEscrow on deposit as of 02/28/2026: 2,600.00          Escrow target: 3,000.00\nDiscrepancies must be reported within 14 days.   settlements@skookumchuckmf.com\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 357397,
      netCents: 152120,
      date: '2026-03-06',
      broker: 'SKOOKUMCHUCK MOTOR FREIGHT, INC.',
      tripNumber: 'SMF-40318',
      miles: 1509,
      linehaulCents: 273945,
      fuelSurchargeCents: 75452,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: 2475,
      deductions: [148762, 4175, 8820, 1495, 9500],
    },
  },
  {
    id: 'b132-toccoa-lease-plan-b-charges',
    issuer: 'Toccoa Falls Equipment Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor lease-purchase contractor settlement on a 72% of line revenue plan: load table with 100% line revenue next to the 72% share, FSC, accessorial and load-pay columns plus a totals row (line revenue total is not the gross), a charges list with this-week and balance-remaining columns (lease, plates, escrow balances), a fuel detail sub-table whose lines make up the single fuel charge, and the net at the bottom after a parenthesised total; DD-MON-YY dates',
    text: 'TOCCOA FALLS EQUIPMENT LEASING, LLC                  CONTRACTOR SETTLEMENT REPORT\nPO Box 1186, Toccoa, GA 30577                        Report date ...  10-FEB-26\nTel 706-555-0144  Fax 706-555-0145                   Pay date ......  13-FEB-26\n                                                     Settlement ....  TFL-0206-3341\nContractor : 3341  DESHAWN P. KIRKSEY\nTractor    : T-3341  2020 Volvo VNL 760   Lease-purchase agreement LP-2291\nPlan       : B - 72% of line revenue, FSC and accessorials at 100%\nWeek       : 01-FEB-26 thru 07-FEB-26\n\n-----------------------------------------------------------------------------------------------------\nLOAD NO.   DELIVERED  ORIGIN > DEST                MILES   LINE REV  72% SHARE     FSC    ACC  LOAD PAY\n-----------------------------------------------------------------------------------------------------\nTF-118204  04-FEB-26  TOCCOA GA > CHARLOTTE NC       164     780.00     561.60   98.40   0.00    660.00\nTF-118219  05-FEB-26  CHARLOTTE NC > RICHMOND VA     322   1,240.00     892.80  193.20  75.00  1,161.00\nTF-118233  06-FEB-26  RICHMOND VA > ATLANTA GA       527   1,895.00   1,364.40  316.20   0.00  1,680.60\nTF-118240  07-FEB-26  ATLANTA GA > GREENVILLE SC     145     650.00     468.00   87.00   0.00    555.00\n-----------------------------------------------------------------------------------------------------\n           4 LOADS                                 1,158   4,565.00   3,286.80  694.80  75.00  4,056.60\nACC: TF-118219 extra stop Petersburg VA. FSC paid at $.60 per mile.\nLine revenue is shown for reference only; contractor is paid the 72% share.\n\nCHARGES                                          THIS WEEK       BALANCE REMAINING\n  LEASE PAYMENT LP-2291 (wk 61 of 156)              675.00               64,125.00\n  LIAB / CARGO INSURANCE ALLOCATION                 112.40\n  FUEL - FLEETONE (see detail)                    1,206.33\n  FUEL ADVANCE 03-FEB-26                            200.00                    0.00\n  PLATES (IRP) RECOVERY                              18.75                  168.75\n  IFTA ADMIN FEE                                      6.00\n  MAINTENANCE ESCROW                                125.00   held to date 2,375.00\n                                                ----------\n  TOTAL CHARGES                                   2,343.48\n\n  FUEL DETAIL   02-FEB-26  PILOT #318 ANDERSON SC    102.4 GAL     412.18\n                04-FEB-26  LOVES #612 CHESTER VA      99.1 GAL     398.77\n                06-FEB-26  TA #127 COMMERCE GA        98.6 GAL     395.38\n\n  TOTAL LOAD PAY                                  4,056.60\n  LESS TOTAL CHARGES                             (2,343.48)\n  ==================================================\n  NET SETTLEMENT - ACH 13-FEB-26                  1,713.12\n\nQuestions on this report must be submitted in writing within 10 days of the pay date.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 405660,
      netCents: 171312,
      date: '2026-02-13',
      broker: 'TOCCOA FALLS EQUIPMENT LEASING, LLC',
      tripNumber: 'TF-118204',
      miles: 1158,
      linehaulCents: 328680,
      fuelSurchargeCents: 69480,
      advancesCents: 20000,
      escrowCents: 12500,
      reimbursementsCents: null,
      deductions: [67500, 11240, 120633, 1875, 600],
    },
  },
  {
    id: 'b132-stanislaus-bend-remittance-implicit-gross',
    issuer: 'Stanislaus Bend Dispatch Co.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service carrier remittance with a ruled pipe-grid load table whose broker names and lanes wrap over two rows and whose FSC/detention sit on sub-rows; the gross is never printed (only implied by "6% of collected"), fees and an advance are listed under "Kept by", a fee-free lumper pass-through, and the ACH amount at the bottom; month-name dates',
    text: "Stanislaus Bend Dispatch Co.\n1420 Tully Rd, Ste 6 - Modesto, CA 95350 - 209-555-0166 - ops@stanbenddispatch.com\n\nCARRIER REMITTANCE - week of February 9-15, 2026\nPrepared for : Ruiz Hermanos Trucking (MC 1402276), truck 7, 53' reefer\nRemitted     : February 20, 2026, ACH from Stanislaus Bend Dispatch Co. trust account\n\nYour brokers paid into our collection account. Below is what came in for your\nloads, what we kept, and what we sent you.\n\n+-----------+----------------------+----------------------------+-------+-----------+\n| Ref       | Paid by (broker)     | Lane                       | Miles | Collected |\n+-----------+----------------------+----------------------------+-------+-----------+\n| 2284517   | Oro Loma Logistics,  | Modesto CA - Reno NV       |   212 |  1,100.00 |\n|           | Inc.                 |   linehaul                 |       |           |\n+-----------+----------------------+----------------------------+-------+-----------+\n| BO-77160  | Blue Oak Transport   | Sparks NV - Salt Lake      |   520 |  1,650.00 |\n|           | Solutions            | City UT   linehaul         |       |           |\n|           |                      |   fuel surcharge           |       |    182.00 |\n+-----------+----------------------+----------------------------+-------+-----------+\n| CS0931442 | Cottonwood Spur      | Salt Lake City UT -        |   760 |  2,280.00 |\n|           | Freight              | Fresno CA   linehaul       |       |           |\n|           |                      |   detention 1.5 h          |       |     75.00 |\n+-----------+----------------------+----------------------------+-------+-----------+\n\nKept by Stanislaus Bend:\n   Dispatch service, 6% of collected ....................... 317.22\n   Same-day collection (QuickPay) 2% ....................... 105.74\n   IFTA quarterly filing (Q4 2025) .......................... 35.00\n   Load board seat (February) ............................... 29.99\n   Comchek advance Feb 11 - repaid ......................... 400.00\n                                                          ---------\n   Total kept                                               887.95\n\nPassed through to you (no fees taken):\n   Lumper, CS0931442 Fresno (receipt L-55810) .............. 140.00\n\nACH AMOUNT SENT ...................................... $4,539.05\n\nRate cons and PODs are in your carrier portal. Questions: reply within 5 days.\nStanislaus Bend Dispatch Co. is a dispatch service, not a carrier or broker of record.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 528700,
      netCents: 453905,
      date: '2026-02-20',
      broker: 'Stanislaus Bend Dispatch Co.',
      tripNumber: '2284517',
      miles: 1492,
      linehaulCents: 503000,
      fuelSurchargeCents: 18200,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 14000,
      deductions: [31722, 10574, 3500, 2999],
    },
  },
  {
    id: 'b132-saint-adelphe-releve-gains-retenues',
    issuer: 'Transports Saint-Adelphe inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec weekly statement to an owner-operator paid a flat rate per trip: trip table with forfait and 14,5 % fuel-surcharge columns and totals, then side-by-side GAINS | RETENUES columns split by a bar (a deduction label wrapped onto a second line), TPS and TVQ added to a taxes-included total, net deposit in an ASCII box, and a year-to-date cumulative line; French number format (1 234,56 $), DD-MM-YYYY and French month-name dates',
    text: "TRANSPORTS SAINT-ADELPHE INC.                                  RELEVÉ HEBDOMADAIRE\n1190, rang Saint-Joseph, Saint-Adelphe (Québec)  G0X 2G0       DU VOITURIER ARTISAN\nTél. : 418 555-0133     NEQ : 1174402291\nNo TPS : 79933 1180 RT0001     No TVQ : 1224410876 TQ0001\n\nVoiturier : Gestion Mathieu Trudel inc. (camion 14)            Relevé n° : 2026-07-14\n            TPS 71845 2207 RT0001 / TVQ 1230099817 TQ0001\nSemaine du 8 au 14 février 2026                                Dépôt le : 20 février 2026\n\nDÉTAIL DES VOYAGES  (forfait par voyage, surcharge carburant 14,5 % du forfait)\nVoyage    Date         Départ -> Arrivée                      Forfait   Surch. 14,5 %\nV-0411    09-02-2026   Saint-Adelphe -> Longueuil              485,00           70,33\nV-0417    10-02-2026   Longueuil -> Ottawa (ON)                620,00           89,90\nV-0422    11-02-2026   Ottawa (ON) -> Sherbrooke               710,00          102,95\nV-0430    12-02-2026   Sherbrooke -> Trois-Rivières            455,00           65,98\nV-0436    13-02-2026   Trois-Rivières -> Saint-Adelphe         390,00           56,55\n                                                            ----------      ----------\n                                               5 voyages      2 660,00          385,71\n\nGAINS                                      |  RETENUES\nForfaits de voyage           2 660,00 $    |  Carburant (Petro-Pass)         1 318,47 $\nSurcharge carburant            385,71 $    |  Assurance camion (prime\nAttente V-0417 1,5 h x 40,00    60,00 $    |    mensuelle répartie)             96,80 $\nDéchargement manuel V-0430      45,00 $    |  Immatriculation SAAQ              41,25 $\n                             ----------    |  Frais d'administration 2 %        53,20 $\nSous-total                   3 150,71 $    |  Avance du 10 février            300,00 $\nTPS (5 %)                      157,54 $    |  Fonds de garantie                75,00 $\nTVQ (9,975 %)                  314,28 $    |                               ----------\n                             ----------    |  Total des retenues            1 884,72 $\nTOTAL DES GAINS              3 622,53 $    |\n\n                 +--------------------------------------------------+\n                 |   NET À DÉPOSER le 20-02-2026        1 737,81 $   |\n                 +--------------------------------------------------+\n\nCumul 2026 au 14 février : gains 19 884,20 $   retenues 10 211,64 $\nSolde du fonds de garantie : 1 425,00 $ (remboursable à la fin du contrat)\nLes frais d'administration sont calculés sur les forfaits seulement.\nPage 1 / 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 362253,
      netCents: 173781,
      date: '2026-02-20',
      broker: 'TRANSPORTS SAINT-ADELPHE INC.',
      tripNumber: 'V-0411',
      miles: null,
      linehaulCents: 266000,
      fuelSurchargeCents: 38571,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: null,
      deductions: [131847, 9680, 4125, 5320],
    },
  },
  {
    id: 'b132-tizimin-liquidacion-neto-arriba',
    issuer: 'Transportes Tizimín Peninsular, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish Mexican liquidación de fletes to an owner-operator (permisionario RESICO) with the net-to-pay box at the top right beside the header, a carta-porte trip table with flete and maniobras columns, percepciones with IVA 16% to a total, separate retenciones (IVA 4%, ISR 1.25%) and descuentos blocks with their own totals, a toll reimbursement block, a one-line resumen equation and balances of the maintenance fund and a tire loan; amounts in MXN with 1,234.56 format, Spanish month names (dd-mmm-yy and long weekday dates)',
    text: 'TRANSPORTES TIZIMÍN PENINSULAR, S.A. DE C.V.\nRFC TTP1304229N4          Permiso SICT 3102TTP13042201\nCalle 51 No. 418 x 46 y 48, Centro, Tizimín, Yucatán, C.P. 97700   Tel. 986 863 2210\n\nLIQUIDACIÓN DE FLETES - OPERADOR PERMISIONARIO       +------------------------------------+\nFolio: LIQ-0309                                      |  NETO A PAGAR    $41,719.45 MXN    |\nPermisionario: Jesús Manuel Canché Poot              |  Transferencia SPEI               |\nRFC CAPJ8105127H2 - Régimen Simplificado de Confianza|  viernes 6 de marzo de 2026        |\nUnidad: Kenworth T800 2018, placas 84-AP-7K          +------------------------------------+\nPeriodo liquidado: del 23 de febrero al 1 de marzo de 2026\n\nVIAJES\nCarta Porte  Fecha       Origen -> Destino                           Flete     Maniobras\nTZ-5512      23-feb-26   Mérida, Yuc. -> Cancún, Q. Roo          18,500.00          0.00\nTZ-5519      25-feb-26   Cancún, Q. Roo -> Villahermosa, Tab.    27,800.00      1,200.00\nTZ-5527      28-feb-26   Villahermosa, Tab. -> Mérida, Yuc.      22,400.00          0.00\n                                                                ----------    ----------\n                                                                 68,700.00      1,200.00\nPERCEPCIONES\n   Fletes                                                        68,700.00\n   Maniobras de carga y descarga                                  1,200.00\n   Subtotal                                                      69,900.00\n   IVA trasladado 16%                                            11,184.00\n   Total percepciones                                            81,084.00\n\nRETENCIONES (se enteran al SAT a nombre del permisionario)\n   Retención de IVA 4%                                            2,796.00\n   Retención de ISR 1.25% (RESICO)                                  873.75\n   Total retenciones                                              3,669.75\n\nDESCUENTOS\n   Vales de diésel (6 cargas)                                    24,316.80\n   Anticipo de viaje TZ-5519                                      6,000.00\n   Fondo de mantenimiento                                         2,500.00\n   Seguro de carga                                                1,150.00\n   Rastreo satelital                                                580.00\n   Comisión administrativa 5%                                     3,495.00\n   Total descuentos                                              38,041.80\n\nREEMBOLSOS (comprobados, no causan IVA)\n   Casetas de peaje IAVE, viajes TZ-5512 / TZ-5519 / TZ-5527      2,347.00\n\nRESUMEN:  81,084.00 - 3,669.75 - 38,041.80 + 2,347.00 = 41,719.45\n\nSaldo fondo de mantenimiento: 17,500.00        Saldo préstamo de llantas: 8,400.00\nSe emitirá CFDI de retenciones. Favor de enviar su CFDI de ingresos por 81,084.00.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 8108400,
      netCents: 4171945,
      date: '2026-03-06',
      broker: 'TRANSPORTES TIZIMÍN PENINSULAR, S.A. DE C.V.',
      tripNumber: 'TZ-5512',
      miles: null,
      linehaulCents: 6870000,
      fuelSurchargeCents: null,
      advancesCents: 600000,
      escrowCents: 250000,
      reimbursementsCents: 234700,
      deductions: [279600, 87375, 2431680, 115000, 58000, 349500],
    },
  },
  {
    id: 'b132-sweetgrass-summary-bar-split-deposit',
    issuer: 'Sweetgrass Hills Refrigerated, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'US company-driver weekly pay statement with a two-row CURRENT/YTD summary bar at the top (gross, pre-tax, taxes, other, reimbursement, net), an earnings table with units/rate/current/YTD, side-by-side pre-tax and tax tables with YTD, a non-taxable reimbursement, and a split direct deposit to checking and savings; ISO dates',
    text: 'SWEETGRASS HILLS REFRIGERATED, INC.                         EMPLOYEE PAY STATEMENT\n480 Oilfield Ave, Shelby, MT 59474                          Check No.    DD 0031877\n406-555-0129     FEIN 81-3390215                            Pay Date     2026-03-13\n                                                            Pay Period   2026-03-01 to 2026-03-07\nEmployee: NORA J. HALVORSEN     Emp ID 0417     Dept OTR Reefer     Truck 2210\nFiling status: Single    MT exemptions: 0\n\n=========================================================================================\n|          | GROSS PAY | PRE-TAX DED |    TAXES | OTHER DED |  REIMB. |   NET PAY |\n|  CURRENT |  1,567.90 |      117.47 |   302.30 |     12.00 |   35.00 |  1,171.13 |\n|  YTD     | 15,448.20 |    1,157.81 | 2,978.42 |    120.00 |  190.00 | 11,381.97 |\n=========================================================================================\n\nEARNINGS                     UNITS        RATE       CURRENT            YTD\nMileage - dispatched      2,310 mi      0.5900      1,362.90      14,283.20\nStop pay                         4       25.00        100.00         875.00\nDetention (hrs)               1.50       20.00         30.00         140.00\nSafety bonus - February                                75.00         150.00\n                                                 ----------     ----------\nGross pay                                            1,567.90      15,448.20\n\nPRE-TAX               CURRENT        YTD    |  TAXES                 CURRENT        YTD\n401(k) 4%               62.72     610.31    |  Federal W/H            128.44   1,262.50\nMedical - EE+Child      48.50     485.00    |  Social Security         93.82     918.71\nDental                   6.25      62.50    |  Medicare                21.94     214.86\n                                            |  MT State W/H            58.10     582.35\n\nOTHER DEDUCTIONS      CURRENT        YTD    |  REIMBURSEMENTS (non-taxable)\nUniform / jacket        12.00     120.00    |  Reefer washout (rcpt)   35.00     190.00\n\nFederal taxable wages this period: 1,450.43\n\nNET PAY DISTRIBUTION\n  Direct deposit   First Interstate Bank   checking ****4471          871.13\n  Direct deposit   First Interstate Bank   savings  ****0932          300.00\n                                                                ------------\n  Total net pay                                                     1,171.13\n\nPaid time off available: 24.0 hrs        THIS IS NOT A CHECK - NON-NEGOTIABLE\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 156790,
      netCents: 117113,
      date: '2026-03-13',
      broker: 'SWEETGRASS HILLS REFRIGERATED, INC.',
      tripNumber: null,
      miles: 2310,
      linehaulCents: 136290,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 3500,
      deductions: [6272, 4850, 625, 12844, 9382, 2194, 5810, 1200],
    },
  },
  {
    id: 'b132-wabamun-alberta-load-pay-stub',
    issuer: 'Wabamun Lake Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta company-driver bi-weekly statement of earnings and deductions for a per-load (tank/vac) driver: earnings table with qty/rate/current/year-to-date (three load-pay lanes, standby hours, general holiday, 4% vacation pay), deductions table with CPP, EI, federal and Alberta tax, benefits and RRSP plus YTD, a non-taxable boot allowance, net pay and banked-hours/vacation balances; day-first month-name dates',
    text: 'WABAMUN LAKE HAULAGE LTD.\nSite 4, RR 1, Wabamun, Alberta  T0E 2K0             Payroll enquiries: 780-555-0108\n                                                    Business No. 77810 4432 RP0001\n\nSTATEMENT OF EARNINGS AND DEDUCTIONS\nEmployee     : Teodor Balan  #0062        Position: Class 1 Driver (tank / vac)\nPay period   : 15 Feb 2026 to 28 Feb 2026   (bi-weekly, PP 05)\nPayment date : 6 Mar 2026\nDeposit to   : ATB Financial ****8120\n\nEARNINGS                                  Qty      Rate      Current    Year-to-date\nLoad pay - Edmonton terminal               14    142.00     1,988.00        7,952.00\nLoad pay - Drayton Valley                   5    236.50     1,182.50        3,547.50\nLoad pay - Whitecourt                       3    268.00       804.00        1,876.00\nStandby / wait time (hrs)                 7.5     28.00       210.00          588.00\nGeneral holiday - Family Day 16 Feb       8.0     28.00       224.00          224.00\nVacation pay 4%                                               176.34          567.50\n                                                          ----------    ------------\nTotal earnings                                              4,584.84       14,755.00\n\nDEDUCTIONS                                                   Current    Year-to-date\nCanada Pension Plan                                           264.79          853.83\nEmployment Insurance                                           74.73          240.51\nFederal income tax                                            512.60        1,611.40\nAlberta income tax                                            228.15          713.85\nGroup health & dental (Alberta Blue Cross)                     42.30          126.90\nRRSP - group plan (employee)                                  100.00          300.00\n                                                          ----------    ------------\nTotal deductions                                            1,222.57        3,846.49\n\nNON-TAXABLE\nSafety boot allowance (receipt 19 Feb)                        150.00          150.00\n\n                                           NET PAY (CAD)    3,512.27\n\nLoads this period: 22          Banked overtime hours: 12.0         Vacation days left: 8\nEmployer RRSP match this period: 100.00 (not included above)\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 458484,
      netCents: 351227,
      date: '2026-03-06',
      broker: 'WABAMUN LAKE HAULAGE LTD.',
      tripNumber: null,
      miles: null,
      linehaulCents: 397450,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 15000,
      deductions: [26479, 7473, 51260, 22815, 4230, 10000],
    },
  },
  {
    id: 'b132-whitewater-draw-funding-notice',
    issuer: 'Whitewater Draw Factoring, Inc.',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring client funding notice with the amount funded stated near the top, an invoices-purchased table (client invoice no., wrapped upper-case debtor names, load/PO, invoice date, face, 3% fee column with totals row), a funding calculation with signed amounts (reserve held, fees, fuel advance repaid, chargeback, ACH fee, prior-schedule reserve release) and a one-line reserve account roll-forward whose balances are not amounts; M/D/YY dates',
    text: 'WHITEWATER DRAW FACTORING, INC.\n77 N. Pan American Ave - Douglas, AZ 85607 - 520-555-0153 - fund@wwdrawfactoring.com\n\nCLIENT FUNDING NOTICE                                   Schedule No.   4471\n                                                        Purchased      3/3/26\nClient: DOS CABEZAS TRUCKING LLC    Acct 20-118          Funded         3/4/26 (ACH)\nRecourse. Advance 90% / reserve 10%. Flat fee 3.00% of face.\n\n      AMOUNT FUNDED TO CLIENT ................................ $7,810.55\n\nINVOICES PURCHASED\n Inv #  Debtor                          Load / PO       Inv Date      Face Amt    Fee 3%\n 1182   PRAIRIE FALCON LOGISTICS INC    PF8812034       2/24/26       2,450.00     73.50\n 1183   COPPERSTATE PRODUCE BROKERS     55-20931        2/25/26       1,875.00     56.25\n        LLC (NOGALES OFFICE)\n 1184   PRAIRIE FALCON LOGISTICS INC    PF8812311       2/26/26       3,100.00     93.00\n 1186   MOGOLLON RIM FREIGHT            MRF-0412        2/27/26       1,320.00     39.60\n        SOLUTIONS\n                                                                   ----------   -------\n        4 invoices                                       Totals      8,745.00    262.35\n\nFUNDING CALCULATION\n Face value purchased                                       8,745.00\n Reserve held (10%)                                          -874.50\n Advance (90%)                                              7,870.50\n Factoring fees                                              -262.35\n Fuel advance 2/27/26 (EFS) repaid                           -300.00\n Chargeback: inv 1151 short-paid by debtor                    -85.00\n Same-day ACH fee                                             -25.00\n Reserve release - schedule 4463 (fully collected)           +612.40\n ---------------------------------------------------------------------\n Net funds to client                                        7,810.55\n\nRESERVE ACCOUNT  opening 3,680.55 + held 874.50 - released 612.40 = closing 3,942.65\n\nDebtors have been notified to remit to Whitewater Draw Factoring, Inc., PO Box 1710,\nDouglas AZ 85608. Payments received directly by client must be forwarded within 2 days.\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 874500,
      netCents: 781055,
      date: '2026-03-04',
      broker: 'PRAIRIE FALCON LOGISTICS INC',
      tripNumber: 'PF8812034',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: 87450,
      reimbursementsCents: null,
      deductions: [26235, 8500, 2500],
    },
  },
  {
    id: 'b132-talimena-repair-order-invoice',
    issuer: 'Talimena Diesel & Trailer Works',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Truck repair order / invoice with opened, promised and completed timestamps besides the invoice date, complaint/cause/correction blocks with labor lines, a parts table, a labor/parts/shop-supplies/environmental recap, sales tax on parts only, invoice total, payment line and zero balance due; M/D/YY and MM/DD/YYYY dates',
    text: 'TALIMENA DIESEL & TRAILER WORKS\nHwy 271 South - Talihina, OK 74571 - (918) 555-0117 - Road service 24/7 (918) 555-0118\n\nREPAIR ORDER / INVOICE                                              RO# 23318\nOpened: 3/6/26 14:10      Promised: 3/7/26      Completed: 3/9/26 10:45\nINVOICE DATE: 03/09/2026                         Terms: due on receipt\nCustomer: Big Cedar Hauling (Wade Colbert)       Phone (918) 555-0460\nUnit 12   2017 Freightliner Cascadia   VIN 3AKJGLD5XHSHX4410   Odometer in 618,402\n\nCOMPLAINT / CAUSE / CORRECTION\n1. Driver reports air leak, pressure drops below 90 psi when parked.\n   Cause: cracked air line at RR brake chamber; leaking gladhand seals.\n   Correction: replaced air line and 2 gladhand seals, leak-down tested OK.\n   Labor 1.8 hr @ 135.00                                                 243.00\n2. PM-B service with DOT annual inspection. Passed, decal applied.\n   Labor 3.0 hr @ 135.00                                                 405.00\n\nPARTS\n Qty  Part no.       Description                          Unit         Ext\n   1  AL-38-48       Air line 3/8 x 48 nylon             18.40       18.40\n   2  GH-SEAL-BLU    Gladhand seal                        3.25        6.50\n  11  RTL-15W40      Rotella T4 15W-40 (qt)               6.95       76.45\n   1  LF9080         Lube filter                         48.60       48.60\n   2  FF5825NN       Fuel filter                         41.15       82.30\n   1  DOT-DECAL      Annual inspection decal              6.00        6.00\n\n   Labor ..................... 648.00       Parts ...................... 238.25\n   Shop supplies (5% labor) ... 32.40       Environmental (oil/filters) . 12.00\n                                            Subtotal ................... 930.65\n                                            Sales tax 9.25% (parts) ..... 22.04\n                                            INVOICE TOTAL .............. 952.69\n                                            Paid 3/9/26 Comchek ....... -952.69\n                                            BALANCE DUE .................. 0.00\n\nNext PM due at 643,400 mi or 6/9/26. Warranty: parts per manufacturer, labor 90 days.\nCustomer signature ______________________\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-03-09',
    },
  },
  {
    id: 'b132-yonah-insurance-installment-statement',
    issuer: 'Yonah Mountain Truck Insurance Services, Inc.',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Truck insurance agency installment account statement: insured address block beside the account number, statement date and due date, a policy table with coverages, terms and installment amounts, an activity ledger (previous balance, payment received, installment, fee, pro-rata endorsement) to the total due, plus unbilled premium and a late-charge notice; month-name and MM/DD/YY dates',
    text: 'YONAH MOUNTAIN TRUCK INSURANCE SERVICES, INC.\nCommercial Auto - Motor Truck Cargo - Occupational Accident\n118 Helen Hwy, Cleveland, GA 30528     Tel 706-555-0191     GA Agency Lic. 3187724\n\n                                                      ACCOUNT STATEMENT\nAppling Road Transport LLC                            Account no.      YM-40718\nAttn: Harlan Bickley                                  Statement date   February 24, 2026\n402 Old Clarkesville Rd                               Payment due      March 10, 2026\nDemorest, GA 30535                                    Page 1 of 1\n\nPOLICY          COVERAGE                          TERM                INSTALLMENT\nCA 7714-0293    Auto liability $1,000,000 CSL     09/15/25-09/15/26        812.40\nPD-0293-B       Physical damage (stated $145,000) 09/15/25-09/15/26        186.75\nMTC 55018       Motor truck cargo $100,000        09/15/25-09/15/26         64.20\nOA-2218-40718   Occupational accident             03/01/26-04/01/26        138.00\n                                                  Installment 6 of 10   ---------\n                                                                         1,201.35\nACCOUNT ACTIVITY\n 01/24/26   Previous balance                                             1,201.35\n 02/06/26   Payment received - thank you (ACH)                          -1,201.35\n 02/24/26   Installment 6 (policies above)                               1,201.35\n 02/24/26   Installment fee                                                  6.00\n 02/24/26   Endorsement - add trailer VIN ...8830 (pro rata)                42.18\n                                                                        ---------\n            TOTAL DUE BY MARCH 10, 2026                                  1,249.53\n\nUnbilled premium remaining after this statement (4 installments): 4,805.40\nA late charge of $15.00 applies to payments received after March 20, 2026. Notice of\ncancellation for non-payment will be mailed to the insured and any lienholder/lessor.\nPay online at yonahmtnins.com/pay or mail the stub below.\n- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\nAccount YM-40718   Appling Road Transport LLC    Amount due 1,249.53   Enclosed $________\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-02-24',
    },
  },
];
