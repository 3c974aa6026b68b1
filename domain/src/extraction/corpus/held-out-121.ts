import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 121: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages with a form feed, two-line
 * trip rows and a current/YTD summary box on top; US lessor 75% percentage plan with side-by-side
 * compensation/charges and a maintenance-account ledger; US dispatch service remittance from a
 * trust account with two-line load rows and broker quick-pay fees; French Quebec weekly état de
 * compte with zone flat rates, TPS/TVQ-included gains and a ferry reimbursement; Spanish Mexican
 * liquidación to a permisionario on a 15% commission plan with ABONOS/CARGOS columns), two pay
 * stubs (US Michigan company driver with side-by-side earnings/deductions and YTD; Alberta
 * bi-weekly trip-rate stub with employer contributions beside deductions), a factoring purchase
 * and funding notice with a reserve rebate and a list of older collections, a broker step-deck
 * rate confirmation, and a truck-stop diesel/DEF fuel receipt.
 * Countries: 7 US, 2 CA (one French, one Alberta), 1 MX.
 * Date formats: MM/DD/YYYY, ordinal month names (March 7th, 2026), ISO and MM-DD, French month
 * names (13 février 2026, 11 févr. 2026), DD/MM/YYYY with Spanish month names (10 de marzo de
 * 2026), MM-DD-YYYY, DD/MM/YYYY (Alberta), abbreviated month names (Feb. 24, 2026) with MM/DD/YY,
 * YYYY.MM.DD, MM/DD/YY with time. Number formats: 1,234.56, parenthesised negatives, signed
 * -/+ amounts, French 1 234,56 $, MXN 1,234.56.
 */
export const HELD_OUT_DOCUMENTS_121: CorpusDocument[] = [
  {
    id: 'b121-kinchafoonee-two-page-trip-detail',
    issuer: 'Kinchafoonee Creek Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement (form feed between pages): current/YTD summary box at the top right holding the net, trip detail with each trip on two lines (route line, then loaded/empty/FSC "mi x rate = amount" formulas, accessorial code and trip pay), totals row, continued page with deductions table carrying YTD and BALANCE columns, reimbursements and an ACH line; MM/DD/YYYY dates',
    text: "KINCHAFOONEE CREEK FREIGHT LINES, INC.                    OWNER-OPERATOR SETTLEMENT\n2204 Radium Springs Rd, Albany, GA 31705                  Settlement No.   0338-0207\nDispatch 229-555-0172   Settlements 229-555-0175          Statement Date   02/17/2026\nUSDOT 2988410   MC 997251                                 Pay Date         02/19/2026\n\nContractor : OSGOOD HAULING LLC (Terrence Osgood)     +-------------------------------------------+\nUnit       : 338   2019 Volvo VNL 760                 |                     CURRENT           YTD |\nPeriod     : 02/08/2026 thru 02/14/2026               |  Gross Earnings   2,283.02     15,902.44  |\nPay basis  : Loaded 1.450  Empty 1.000                |  Deductions      (1,486.82)   (10,063.67) |\n             FSC .440 per dispatched mile (all mi)    |  Reimbursements     122.50        311.80  |\n                                                      |  NET PAY            918.70      6,150.57  |\n                                                      +-------------------------------------------+\nTRIP DETAIL\nTrip No.    Disp Date   Origin / Destination\n            Loaded mi x rate      Empty mi x rate     FSC mi x rate        Accessorial     Trip Pay\n-----------------------------------------------------------------------------------------------------\nKC-40818    02/09/2026  ALBANY GA / JACKSONVILLE FL\n            262 x 1.450 = 379.90   14 x 1.000 = 14.00  276 x .440 = 121.44          0.00      515.34\nKC-40826    02/10/2026  JACKSONVILLE FL / CHARLOTTE NC\n            383 x 1.450 = 555.35   22 x 1.000 = 22.00  405 x .440 = 178.20   DET  120.00      875.55\nKC-40833    02/12/2026  CHARLOTTE NC / MACON GA\n            307 x 1.450 = 445.15   48 x 1.000 = 48.00  355 x .440 = 156.20   STOP  50.00      699.35\nKC-40841    02/13/2026  MACON GA / ALBANY GA\n            102 x 1.450 = 147.90    0 x 1.000 =  0.00  102 x .440 =  44.88          0.00      192.78\n-----------------------------------------------------------------------------------------------------\nTOTALS      1,054 loaded mi        84 empty mi         1,138 FSC mi                170.00     2,283.02\n            Linehaul (loaded + empty) 1,612.30      Fuel surcharge 500.72\n            DET = detention 3 hrs @ 40.00     STOP = stop-off Perry GA\n\n                                     - Page 1 of 2 -\n\fKINCHAFOONEE CREEK FREIGHT LINES, INC.      Settlement 0338-0207 (continued)      OSGOOD HAULING LLC\n\nDEDUCTIONS                                       CURRENT     YEAR-TO-DATE         BALANCE\n-------------------------------------------------------------------------------------------\nFuel purchases - TCH card (8)                     689.37         4,905.12\nCash advance 02/10 (TCH express code)             150.00           450.00\nOccupational accident                              41.25           288.75\nPhysical damage / bobtail                          73.80           516.60\nELD - Omnitracs                                    16.00           112.00\nIRP plates recovery (13 of 45)                     29.40           382.20          940.80\nEquipment note #E-338 (wk 7)                      412.00         2,884.00       21,836.00\nEscrow deposit                                     75.00           525.00        1,725.00\n-------------------------------------------------------------------------------------------\nTOTAL DEDUCTIONS                                1,486.82        10,063.67\n\nREIMBURSEMENTS                                   CURRENT     YEAR-TO-DATE\nScale tickets - CAT (2)                            27.50\nLumper - KC-40833 receipt 118204                   95.00\nTOTAL REIMBURSEMENTS                              122.50           311.80\n\nPaid by ACH to acct ****6021 on 02/19/2026 .............................. $918.70\nEscrow earns no interest; balance shown includes this week's deposit.\nQuestions within 14 days: settle@kinchafooneecreek.com\n                                     - Page 2 of 2 -\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 228302,
      netCents: 91870,
      date: '2026-02-19',
      broker: 'KINCHAFOONEE CREEK FREIGHT LINES, INC.',
      tripNumber: 'KC-40818',
      miles: 1138,
      linehaulCents: 161230,
      fuelSurchargeCents: 50072,
      advancesCents: 15000,
      escrowCents: 7500,
      reimbursementsCents: 12250,
      deductions: [68937, 4125, 7380, 1600, 2940, 41200],
    },
  },
  {
    id: 'b121-loupfork-percentage-plan-side-by-side',
    issuer: 'Loup Fork Equipment Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-plan settlement: dotted key/value header with ordinal month-name dates (period ending, prepared, deposit released), load table with the bill-to customer wrapped onto a second line (miles, line revenue, 75% share, FSC, other), side-by-side compensation and charges columns split by a bar where the compensation total includes a toll reimbursement, deposit line, and a maintenance-account ledger whose repair withdrawal and balances are not pay items',
    text: 'LOUP FORK EQUIPMENT LEASING, LLC\nLease-Operator Division * 3620 W. Old Potash Hwy * Grand Island, NE 68803 * 308-555-0194\nOperating authority MC 1130457 / USDOT 3315092\n\n                 LEASE OPERATOR SETTLEMENT  --  PERCENTAGE PLAN\n\nOperator ............... DeShawn Alvarez-Kuhn        (operator no. LF-311)\nTractor ................ LF-311  2022 Kenworth T680, leased from Loup Fork\nPlan ................... 75% of line revenue, 100% FSC and accessorials, tolls at cost\nPeriod ending .......... Saturday, March 7th, 2026\nSettlement prepared .... March 11th, 2026\nDeposit released ....... Friday, March 13th, 2026\n\nLOAD ACTIVITY\nLoad      Ship   Route                              Miles   Line Rev  Your 75%      FSC   Other\n          Bill-to customer\n------------------------------------------------------------------------------------------------\nLF-77120  03/02  Grand Island NE - Denver CO          487   1,650.00  1,237.50   282.46    0.00\n          Platte Valley Co-op Supply\nLF-77134  03/03  Denver CO - Salina KS                432   1,180.00    885.00   250.56   80.00\n          Front Range Packaging Inc.  (detention 2 hrs @ 40.00)\nLF-77139  03/05  Salina KS - Omaha NE                 250     820.00    615.00   145.00    0.00\n          Smoky Hill Milling Co.\nLF-77152  03/06  Omaha NE - Sioux Falls SD            182     690.00    517.50   105.56   75.00\n          Big Sioux Cold Storage  (extra stop Sioux City IA)\n------------------------------------------------------------------------------------------------\n                                                    1,351   4,340.00  3,255.00   783.58  155.00\n\nCOMPENSATION                             |  CHARGES\n  Revenue share 75%         3,255.00     |    Tractor lease LF-311 (wk 10)          825.00\n  Fuel surcharge              783.58     |    Fuel - Loup Fork fuel network       1,243.18\n  Detention / extra stop      155.00     |    Occupational accident                  38.40\n  Tolls reimbursed (KS TPK)    18.25     |    PrePass                                11.50\n                           ---------     |    Tablet / ELD                           22.00\n  TOTAL COMPENSATION        4,211.83     |    Comchek advance 03/03                 300.00\n                                         |    Maintenance account deposit           200.00\n                                         |                                      ---------\n                                         |    TOTAL CHARGES                       2,640.08\n\n  DEPOSIT  (4,211.83 less 2,640.08) ......... 1,571.75   released 03/13/2026 to acct ...8870\n\nMAINTENANCE ACCOUNT (held by Loup Fork - information only)\n  Beginning balance 02/28/2026        1,460.00\n  Deposit this settlement               200.00\n  RO 55812 brake job paid from acct    (412.75)\n  Ending balance 03/07/2026           1,247.25\n\nTractor lease: 61 of 208 payments made, payoff quote on request.\nSettlement disputes must be submitted in writing within 10 days.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 421183,
      netCents: 157175,
      date: '2026-03-13',
      broker: 'LOUP FORK EQUIPMENT LEASING, LLC',
      tripNumber: 'LF-77120',
      miles: 1351,
      linehaulCents: 325500,
      fuelSurchargeCents: 78358,
      advancesCents: 30000,
      escrowCents: 20000,
      reimbursementsCents: 1825,
      deductions: [82500, 124318, 3840, 1150, 2200],
    },
  },
  {
    id: 'b121-kisatchie-dispatch-trust-remittance',
    issuer: 'Kisatchie Load Desk LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service carrier remittance: net wired in a double-ruled box at the top, two-line load rows (broker name wrapped into the second line next to pickup/delivery dates, lane and loaded+deadhead miles; billed amounts on line one and dispatch fee, broker quick-pay fee and collected amount on line two) with a two-line totals row, a charges list with dotted leaders, a lumper pass-through and a one-line net equation; ISO and MM-DD dates',
    text: "KISATCHIE LOAD DESK LLC\nTruck dispatching & freight billing for owner-operators\n1515 Jackson St, Suite 204, Alexandria, LA 71301  *  318-555-0116  *  desk@kisatchieload.com\n\nCARRIER REMITTANCE                                    Remittance no.  KLD-2607-019\n                                                      Wire date       2026-02-18\nCarrier  : Boudreaux & Son Trucking LLC               Service week    2026-02-09 .. 2026-02-15\nMC / DOT : MC 1402258 / DOT 3877104                   Truck           #7  (53' dry van)\n\n  ==================================================================\n  ||   NET WIRED TO CARRIER ............................ $3,817.50  ||\n  ==================================================================\n\nFreight bills are paid to Kisatchie Load Desk LLC under the Notice of Assignment on file.\nWe receive them in the carrier trust account and wire the balance every Wednesday.\n\nLOADS  (LH linehaul, ACC accessorial, QP = broker quick-pay discount taken at payment)\n----------------------------------------------------------------------------------------------\nLoad ref    Broker                          Lane / mi loaded + DH        LH      ACC    Billed\n            Picked - delivered                                      Disp 7%   QP fee Collected\n----------------------------------------------------------------------------------------------\nBT-884102   Bayou Teche Freight Solutions,  Shreveport LA-Houston TX 1,050.00    0.00  1,050.00\n            LLC    02-09 - 02-09            241 + 38                   73.50    21.00  1,029.00\n6650193     Iron Horse Brokerage Inc.       Houston TX-San Antonio TX  825.00   75.00    900.00\n                   02-10 - 02-10            197 + 12                   63.00    27.00    873.00\nTF-20218-A  Three Forks Transportation      San Antonio TX-Dallas TX 1,190.00    0.00  1,190.00\n            Services   02-11 - 02-12        274 + 25                   83.30     0.00  1,190.00\nBT-884377   Bayou Teche Freight Solutions,  Dallas TX-Alexandria LA  1,280.00   50.00  1,330.00\n            LLC    02-13 - 02-13            311 + 46                   93.10    26.60  1,303.40\n----------------------------------------------------------------------------------------------\n4 loads                                     1,023 + 121              4,345.00  125.00  4,470.00\n                                                                       312.90    74.60  4,395.40\nTotal miles (loaded + deadhead): 1,144     ACC: detention 6650193, stop-off BT-884377\n\nCHARGES AGAINST THIS REMITTANCE\n  Dispatch service, 7% of billed ........................... 312.90\n  Broker quick-pay discounts (QP column) .................... 74.60\n  Load board / tracking subscription ........................ 25.00\n  Fuel advance 2026-02-11, Comchek #40028817 ............... 400.00\nPASS-THROUGH TO CARRIER\n  Lumper TF-20218-A paid by driver, repaid by Three Forks .. 160.00\n\nBilled 4,470.00 - charges 812.50 + pass-through 160.00 = 3,817.50 wired 2026-02-18\n\nKisatchie Load Desk LLC is not a motor carrier. Rate confirmations and PODs on the portal.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 447000,
      netCents: 381750,
      date: '2026-02-18',
      broker: 'KISATCHIE LOAD DESK LLC',
      tripNumber: 'BT-884102',
      miles: 1144,
      linehaulCents: 434500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 16000,
      deductions: [31290, 7460, 2500],
    },
  },
  {
    id: 'b121-neigette-etat-hebdo-gains-retenues',
    issuer: 'Neigette Camionnage inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec weekly owner-operator statement (état de compte): net-to-deposit box at the top right beside the contractor block, zone flat-rate voyage table with 15 % fuel surcharge and other columns, side-by-side GAINS (adding TPS/TVQ to a taxes-included total) and RETENUES columns split by a bar, a non-taxable ferry reimbursement and a deposit equation; French number format (1 234,56 $), ISO table dates and French month names (févr., février)',
    text: "NEIGETTE CAMIONNAGE INC.\n215, rue de l'Évêché Est, Rimouski (Québec)  G5L 1X9\nTél. 418 555-0138  *  paie@neigettecamionnage.ca\nTPS 79412 3380 RT0001     TVQ 1224471856 TQ0001\n\nÉTAT DE COMPTE HEBDOMADAIRE - CAMIONNEUR PROPRIÉTAIRE\n                                               +-------------------------------------------+\nCamionneur : Transport M. Bérubé enr.          |  NET À DÉPOSER               3 991,77 $   |\n             (Mathieu Bérubé) - tracteur 19    |  Dépôt le vendredi 13 février 2026        |\nSemaine    : du 1er au 7 février 2026          +-------------------------------------------+\nÉtat émis  : 11 févr. 2026                        No d'état : NC-0207-19\n\nVOYAGES (taux forfaitaires par zone)\nNo voyage   Date        Parcours                          Forfait   Surch. 15 %    Autres\n-------------------------------------------------------------------------------------------\nN-26041     2026-02-02  Rimouski - Lévis                 1 180,00        177,00      0,00\nN-26047     2026-02-03  Lévis - Montréal (Anjou)         1 025,00        153,75     75,00\nN-26052     2026-02-05  Montréal - Rimouski              1 460,00        219,00     40,00\nN-26058     2026-02-06  Rimouski - Baie-Comeau (trav.)     870,00        130,50      0,00\n-------------------------------------------------------------------------------------------\n                                          Totaux         4 535,00        680,25    115,00\nAutres : attente 1,5 h x 50,00 $ à Anjou (N-26047); chargement par le chauffeur (N-26052)\n\nGAINS                                        |  RETENUES\nForfaits                        4 535,00 $   |  Carburant (carte Pétro-Pass)     1 587,33 $\nSurcharge carburant               680,25 $   |  Assurance camion                    96,40 $\nAttente / chargement              115,00 $   |  Immatriculation SAAQ (vers.)        58,75 $\nSous-total taxable              5 330,25 $   |  Frais d'administration 2 %          90,70 $\nTPS (5 %)                         266,51 $   |  Télécom / DCE                       21,00 $\nTVQ (9,975 %)                     531,69 $   |  Avance du 2026-02-04               300,00 $\nTOTAL DES GAINS, TAXES INCL.    6 128,45 $   |  Fonds de garantie                 125,00 $\n                                             |  TOTAL DES RETENUES              2 279,18 $\n\nREMBOURSEMENT (non taxable)\nTraversier Matane - Baie-Comeau, reçu STQ 0044871                        142,50 $\n\nCALCUL DU DÉPÔT :  6 128,45 $ - 2 279,18 $ + 142,50 $ = 3 991,77 $\n\nSolde du fonds de garantie : 3 125,00 $          Solde des avances : 0,00 $\nLes frais d'administration sont calculés sur les forfaits seulement.\nVeuillez signaler toute erreur dans les 10 jours suivant le dépôt.            Page 1/1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 612845,
      netCents: 399177,
      date: '2026-02-13',
      broker: 'NEIGETTE CAMIONNAGE INC.',
      tripNumber: 'N-26041',
      miles: null,
      linehaulCents: 453500,
      fuelSurchargeCents: 68025,
      advancesCents: 30000,
      escrowCents: 12500,
      reimbursementsCents: 14250,
      deductions: [158733, 9640, 5875, 9070, 2100],
    },
  },
  {
    id: 'b121-ojuelos-liquidacion-abonos-cargos',
    issuer: 'Ojuelos Carga Terrestre, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish Mexican weekly liquidación to an owner-operator on a commission plan: header with elaboration date (DD/MM/YYYY) and a deposit date in Spanish words, trip table with carta porte and flete plus a separate estadía line and TOTAL INGRESOS, side-by-side ABONOS / CARGOS columns (company commission, diesel, two per-trip anticipos, insurance, reserve fund, tire loan, GPS), toll reimbursement outside the columns, net equation with amount in words, closing balances and signature lines; MXN in 1,234.56 format',
    text: 'OJUELOS CARGA TERRESTRE, S.A. DE C.V.\nRFC OCT110428JF6    Permiso SICT 1408OCT11042800\nLibramiento Sur Km 3.5, Ojuelos de Jalisco, Jal., C.P. 47540    Tel. 496 963 0271\n\n        ESTADO DE LIQUIDACIÓN SEMANAL - OPERADOR PROPIETARIO (PERMISIONARIO)\n\nNo. de liquidación : OCT-L-2610-044             Elaborada : 09/03/2026\nOperador           : RAMIRO ESQUIVEL DE LUNA    (clave 044)\nTractocamión       : Freightliner Cascadia 2020, placas 87-AP-3M\nSemana             : 02/03/2026 al 08/03/2026\nDepósito           : martes 10 de marzo de 2026, SPEI a BBVA cta. ****5530\nImportes en pesos mexicanos (MXN), sin IVA. El CFDI del permisionario se emite por separado.\n\nVIAJES REALIZADOS\n-----------------------------------------------------------------------------------------\nViaje    Carta porte  Salida      Ruta                                             Flete\n-----------------------------------------------------------------------------------------\nOJ-5512  CP 7781      02/03/2026  Ojuelos, Jal. > Querétaro, Qro.              16,800.00\nOJ-5519  CP 7790      03/03/2026  Querétaro, Qro. > Nuevo Laredo, Tamps.       34,500.00\nOJ-5527  CP 7804      05/03/2026  Nuevo Laredo, Tamps. > Aguascalientes, Ags.  29,200.00\n-----------------------------------------------------------------------------------------\n                                               Total fletes                    80,500.00\nEstadía OJ-5519 (1 día en aduana, Nuevo Laredo)                                 1,500.00\n                                               TOTAL INGRESOS                  82,000.00\n\nABONOS AL OPERADOR                  CARGOS AL OPERADOR\n  Fletes           80,500.00          Comisión empresa 15% s/fletes       12,075.00\n  Estadía           1,500.00          Diésel (vales y tarjeta)            27,418.60\n                                      Anticipo OJ-5512 (01/03/2026)        4,000.00\n                                      Anticipo OJ-5519 (03/03/2026)        6,000.00\n                                      Seguro de la unidad (semana 10)      1,350.00\n                                      Fondo de reserva                     2,000.00\n                                      Abono préstamo llantas 12/20         1,800.00\n                                      Localizador GPS                        350.00\n  Total abonos     82,000.00          Total cargos                        54,993.60\n\nREEMBOLSO DE CASETAS (comprobantes IAVE y efectivo, 19 cruces)              4,236.00\n\n   NETO DEPOSITADO  =  82,000.00 - 54,993.60 + 4,236.00  =  $ 31,242.40 M.N.\n   (TREINTA Y UN MIL DOSCIENTOS CUARENTA Y DOS PESOS 40/100 M.N.)\n\nSaldos al cierre:  préstamo llantas $14,400.00   |   fondo de reserva $18,000.00\n\n_________________________                 _________________________\nAutorizó: Tesorería                        Recibí conforme: el operador\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 8200000,
      netCents: 3124240,
      date: '2026-03-10',
      broker: 'OJUELOS CARGA TERRESTRE, S.A. DE C.V.',
      tripNumber: 'OJ-5512',
      miles: null,
      linehaulCents: 8050000,
      fuelSurchargeCents: null,
      advancesCents: 1000000,
      escrowCents: 200000,
      reimbursementsCents: 423600,
      deductions: [1207500, 2741860, 135000, 180000, 35000],
    },
  },
  {
    id: 'b121-kalamazoo-stub-split-columns-ytd',
    issuer: 'Kalamazoo River Bulk Transport, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'US company-driver earnings statement: header with advice number and MM-DD-YYYY dates on the right, boxed net pay above two side-by-side tables split by a bar (earnings with units/rate/current/YTD on the left; pre-tax, tax and after-tax deductions with current/YTD on the right, an advance recovery with a wrapped label), a non-taxable motel reimbursement under gross, a one-line net equation, a pay distribution beside a taxable-wages table, and an employer 401(k) match that is not paid',
    text: 'KALAMAZOO RIVER BULK TRANSPORT, INC.                       EARNINGS STATEMENT\n6400 S. Sprinkle Road, Portage, MI 49002                   Check/Advice No.  0048213\nPayroll 269-555-0152   payroll@kzoriverbulk.com            Pay Date          03-13-2026\nFEIN 38-2274419                                            Pay Period        03-01-2026 - 03-07-2026\n\nANNELIESE V. DRUMMOND        Emp ID 2207    Terminal KZO    Regional Bulk Driver (CDL-A, tank)\nW-4: Married filing jointly   MI-W4 exemptions: 1       +---------------------------------+\n                                                        |  NET PAY THIS PERIOD   1,151.03  |\n                                                        +---------------------------------+\n\nEARNINGS          UNITS      RATE   CURRENT        YTD | DEDUCTIONS              CURRENT        YTD\nMileage         2,416.0    0.5850  1,413.36  14,379.30 | Pre-tax\nStop/drop pay       4.0   25.0000    100.00     975.00 |   401(k) 5%              88.94     829.44\nWash/wait hrs      5.25   22.0000    115.50   1,084.60 |   Medical PPO            71.20     783.20\nSafety bonus Q1                      150.00     150.00 |   Vision                  3.85      42.35\n                                  --------- ---------- | Taxes\nGROSS PAY                          1,778.86  16,588.90 |   Federal W/H           151.22   1,398.40\n                                                       |   Social Security       105.64     977.33\nNON-TAXABLE                                            |   Medicare               24.71     228.57\nMotel - breakdown Elkhart IN                           |   Michigan               63.89     582.55\n  (expense report 3391)               94.12      94.12 | After-tax\n                                                       |   Uniform / PPE          12.50      37.50\n                                                       |   Advance recovery      200.00     200.00\n                                                       |     (Comchek 03/03)\n                                                       | TOTAL DEDUCTIONS        721.95   5,079.34\n\n   Gross 1,778.86  -  Deductions 721.95  +  Non-taxable 94.12  =  Net 1,151.03\n\nPAY DISTRIBUTION                                 Taxable wages    Current          YTD\n  Direct deposit  Lake Michigan CU ..2230  1,151.03   Federal     1,614.87    14,933.91\n                                                       FICA        1,703.81    15,763.35\nMiles this period 2,416  |  YTD miles 24,580           Michigan    1,614.87    14,933.91\n\nEmployer 401(k) match (4%, not paid in cash): 71.15   YTD 663.56\nNON-NEGOTIABLE  -  ADVICE OF DEPOSIT ONLY\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 177886,
      netCents: 115103,
      date: '2026-03-13',
      broker: 'KALAMAZOO RIVER BULK TRANSPORT, INC.',
      tripNumber: null,
      miles: 2416,
      linehaulCents: 141336,
      fuelSurchargeCents: null,
      advancesCents: 20000,
      escrowCents: null,
      reimbursementsCents: 9412,
      deductions: [8894, 7120, 385, 15122, 10564, 2471, 6389, 1250],
    },
  },
  {
    id: 'b121-lesserslave-alberta-trip-rate-stub',
    issuer: 'Lesser Slave Freight Lines Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta bi-weekly company-driver stub: earnings table of flat trip rates per lane, hourly wait/yard time and 6% vacation pay with current and YTD columns, a non-cash taxable benefit line outside gross, deductions (CPP, EI, federal and Alberta tax, benefits, union dues, group RRSP) side by side with an employer-contributions column that is not deducted, and a ruled net-pay band; DD/MM/YYYY dates',
    text: 'LESSER SLAVE FREIGHT LINES LTD.\nBox 1180, 401 Caribou Trail NE, Slave Lake, AB  T0G 2A0            Phone 780-555-0129\nPayroll account BN 81447 2261 RP0001\n\n                STATEMENT OF EARNINGS AND DEDUCTIONS\n\nEmployee   : KOWALCHUK, BRENDAN J.        Emp # 0381     Class 1 Driver - Regional\nPay period : 25/01/2026 to 07/02/2026  (bi-weekly, period 03)\nPay date   : 13/02/2026                   Deposit to ATB Financial ****7714\nTD1 claim codes: Federal 1 / Alberta 1\n\nEARNINGS                                QTY       RATE      CURRENT    YEAR-TO-DATE\n------------------------------------------------------------------------------------\nTrip rate  Slave Lake - Edmonton          4     265.00     1,060.00        3,180.00\nTrip rate  Slave Lake - Grande Prairie    3     310.00       930.00        2,480.00\nHourly - loading / wait / yard        11.50      29.00       333.50          942.50\nVacation pay 6%                                              139.41          396.15\n                                                         ----------     -----------\nGROSS EARNINGS                                             2,462.91        6,998.65\n\nTaxable benefit - group life (non-cash, not paid)              4.18           12.54\n\nDEDUCTIONS                   CURRENT        YTD  |  EMPLOYER CONTRIBUTIONS     CURRENT\n-------------------------------------------------+-----------------------------------\nCanada Pension Plan           138.78     393.14  |  CPP (employer)              138.78\nEmployment Insurance           40.15     114.08  |  EI (employer, 1.4x)          56.21\nFederal income tax            268.40     742.15  |  Group RRSP match 3%          73.89\nAlberta income tax            121.77     334.20  |  WCB premium (info)           38.42\nGroup benefits - Canada Life   46.80     140.40  |\nTeamsters Local 362 dues       48.00     144.00  |  Employer amounts are paid by\nGroup RRSP 3%                  73.89     209.96  |  the company and are not taken\n-------------------------------------------------+  from your pay.\nTOTAL DEDUCTIONS              737.79   2,077.93  |\n\n====================================================================================\n   NET PAY  (CAD)                        1,725.12        deposited 13/02/2026\n====================================================================================\nVacation pay is paid out each period at 6% (5+ years of service).\nQuestions about this statement: payroll@lesserslavefreight.ca\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 246291,
      netCents: 172512,
      date: '2026-02-13',
      broker: 'LESSER SLAVE FREIGHT LINES LTD.',
      tripNumber: null,
      miles: null,
      linehaulCents: 199000,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [13878, 4015, 26840, 12177, 4680, 4800, 7389],
    },
  },
  {
    id: 'b121-kaaterskill-purchase-funding-notice',
    issuer: 'Kaaterskill Invoice Finance Corp.',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and funding notice: month-name schedule and funding dates, the amount transferred on a dotted line above the detail, invoice table with wrapped debtor names, per-debtor fee % and per-invoice fee and reserve columns with a totals row, a funding calculation with signed amounts (reserve, fees, fuel advance repaid, chargeback, ACH fee, reserve rebate) and a separate list of collections on older invoices that are not part of this purchase; MM/DD/YY table dates',
    text: 'KAATERSKILL INVOICE FINANCE CORP.\n12 Broadway, Suite 310, Kingston, NY 12401   |   845-555-0187   |   funding@kaaterskillif.com\n\nPURCHASE & FUNDING NOTICE                           Client       Rondout Ridge Carriers LLC\nSchedule of Accounts No. 0447                       Client no.   RRC-2291\nSchedule submitted  Feb. 23, 2026                   Funding date Tuesday, Feb. 24, 2026\nTerms: 92% advance / 8% reserve, full recourse at 90 days\n\n      FUNDS TRANSFERRED  (same-day ACH, acct ****4418) .......... $8,502.90\n\nACCOUNTS PURCHASED\n----------------------------------------------------------------------------------------------------\nInv   Load / PRO   Debtor                          Inv date        Face    Fee %      Fee    Reserve\n----------------------------------------------------------------------------------------------------\n1187  WM-330541    Westmarch Freight Partners,     02/19/26    2,400.00    2.25%    54.00     192.00\n                   Inc.\n1188  7719082      Bluegill Logistics LLC          02/20/26    1,880.00    3.00%    56.40     150.40\n1189  CH-55120     Cedar Hollow Transportation     02/20/26    3,120.00    2.50%    78.00     249.60\n                   Services, Inc.\n1190  WM-330618    Westmarch Freight Partners,     02/21/26    1,640.00    2.25%    36.90     131.20\n                   Inc.\n----------------------------------------------------------------------------------------------------\n4 invoices                                                     9,040.00             225.30     723.20\n\nFUNDING CALCULATION\n   Face value purchased                              9,040.00\n   Reserve held, 8%                                   -723.20\n   Discount fees                                      -225.30\n                                                  -----------\n   Advance on this schedule                          8,091.50\n   Fuel advance repaid (EFS, 02/20/26)                -500.00\n   Chargeback - inv 1142 short-paid by Bluegill        -85.00\n   Same-day ACH fee                                    -15.00\n   Reserve rebate on collections (below)            +1,011.40\n                                                  -----------\n   NET FUNDS TRANSFERRED                             8,502.90\n\nCOLLECTIONS POSTED SINCE LAST NOTICE (8% reserve rebated)\n   Inv 1161   Westmarch Freight Partners, Inc.       paid 02/17/26     4,210.00\n   Inv 1163   Cedar Hollow Transportation Svcs.      paid 02/18/26     5,190.00\n   Inv 1166   Bluegill Logistics LLC                 paid 02/20/26     3,242.50\n   Total collected                                                 12,642.50   rebate 1,011.40\n\nReserve balance after this notice: 6,318.75        Open receivables purchased: 27,904.00\nVerify all invoices with debtors before release of goods. Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 904000,
      netCents: 850290,
      date: '2026-02-24',
      broker: 'Westmarch Freight Partners, Inc.',
      tripNumber: 'WM-330541',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 72320,
      reimbursementsCents: null,
      deductions: [22530, 8500, 1500],
    },
  },
  {
    id: 'b121-lolocreek-stepdeck-rate-con',
    issuer: 'Lolo Creek Transportation Brokers, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker carrier rate confirmation: underscored title band with load number, issued date (YYYY.MM.DD) and rep, boxed total carrier pay above three stops with pickup and PO numbers and a cargo weight, a rate breakdown (linehaul, FSC, tarp, extra drop) ending in a total, and numbered terms with detention/TONU/layover/penalty/declared-value amounts that are not part of the rate',
    text: "LOLO CREEK TRANSPORTATION BROKERS, LLC\n2310 Brooks St, Missoula, MT 59801  |  Ops 406-555-0148  |  MC 1377820\n______________________________________________________________________________\nCARRIER RATE CONFIRMATION                              Load #   LCB-20931\n                                                       Issued   2026.03.09\n                                                       Rep      Kyla Brandvold x214\n______________________________________________________________________________\nCarrier    Big Hole Flatbed LLC   MC 1190348   Dispatch: Ron Tuss 406-555-0101\nDriver     Eli Marchetti, cell 406-555-0177      Truck 12 / Trailer 48' step deck\nEquipment  48' step deck, 8 straps min., lumber tarps REQUIRED\n\n                 +------------------------------------------+\n                 |   TOTAL CARRIER PAY (USD)     $3,160.00  |\n                 +------------------------------------------+\n\nSTOP 1  PICKUP   2026.03.10  07:00-11:00\n        Clearwater Forest Products, 1200 Mill Rd, Lewiston ID 83501\n        Pickup # 55102-A     Commodity: dimensional lumber, 46,200 lb\nSTOP 2  DROP     2026.03.11  08:00 FCFS\n        Gallatin Builders Supply, 410 Frontage Rd, Bozeman MT 59715\n        PO 4410928 (12 units)\nSTOP 3  DROP     2026.03.11  14:00-16:00\n        Yellowstone Lumber Yard, 2875 Hwy 312, Billings MT 59105\n        PO 4410931 (balance of load)\n\nRATE BREAKDOWN\n   Line haul (flat)                      2,650.00\n   Fuel surcharge                          310.00\n   Tarp pay                                125.00\n   Extra drop (stop 2)                      75.00\n   TOTAL                                 3,160.00\n\nTERMS\n1. Detention $60.00/hr after 2 free hours, with in/out times on the BOL.\n2. Truck ordered not used (TONU) $200.00. Layover $250.00/day, pre-approved only.\n3. Late delivery without notice: $150.00 deduction. Missing tarps: $300.00 deduction.\n4. Declared cargo value $68,500.00; carrier cargo coverage of at least $100,000.00.\n5. Payment 30 days from receipt of signed BOL; QuickPay in 2 days at a 3% fee.\n6. No re-brokering. Invoice ap@lolocreektb.com and reference load LCB-20931.\n\nAccepted for carrier: ______________________   Date: ____________\nLolo Creek Transportation Brokers, LLC                      Page 1 of 1\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 316000,
      broker: 'LOLO CREEK TRANSPORTATION BROKERS, LLC',
      tripNumber: 'LCB-20931',
    },
  },
  {
    id: 'b121-lordsburg-diesel-def-receipt',
    issuer: 'Lordsburg Desert Travel Center',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Narrow truck-stop fuel receipt: centered store header, MM/DD/YY date with time, diesel gallons x price with a per-gallon fleet discount, DEF line, subtotal, gross-receipts tax on DEF, total repeated on the fleet-card line, unit/odometer/trip prompts, zero cash advance and change lines, rewards balance and a shower-credit expiry date',
    text: '        LORDSBURG DESERT TRAVEL CENTER\n          1100 W Motel Dr  (I-10 Exit 20)\n               Lordsburg, NM 88045\n                  575-555-0160\n\n   Store 0207       Register 03      Trans 418822\n   03/15/26    14:22:51         Cashier: Yolanda R.\n\n   TRUCK FUEL - DIESEL LANE 7\n   Pump 07  ULSD #2\n        118.214 GAL @ $4.259 /GAL        $503.47\n   Fleet disc  118.214 GAL @ -$0.120     -$14.19\n   Pump 07  DEF (dispensed)\n          9.870 GAL @ $3.899 /GAL         $38.48\n   ---------------------------------------------\n   Subtotal                              $527.76\n   NM GRT on DEF 7.8125%                   $3.01\n   TOTAL                                 $530.77\n   ---------------------------------------------\n   COMDATA FLEET   ************4417      $530.77\n   Auth 07731C    Unit 238    Odom 412885\n   Driver ID 5519    Trip 0315-238\n   Cash advance requested                  $0.00\n   Change due                              $0.00\n\n   Federal and state fuel taxes included in\n   price per gallon.\n   Rewards: 118 pts earned   Balance 18,420 pts\n   Shower credit earned: 1  (expires 03/22/26)\n        THANK YOU - DRIVE SAFE\n             CUSTOMER COPY\n',
    expected: {
      documentType: 'fuel_receipt',
      grossCents: null,
      netCents: null,
      date: '2026-03-15',
    },
  },
];
