import type { CorpusDocument } from './types.js';

/**
 * Batch 18 (held out, written blind): ten awkward trucking pay documents from made-up issuers —
 * a dry-bulk tanker settlement mixing per-hundredweight and per-load pay in one Code/Description/
 * Amount table with minus-signed deductions, a bi-weekly owner-operator statement with two weeks
 * side by side whose net appears only on the check stub, a two-page lessor statement with CR/DR
 * amounts, a maintenance account and a negative balance carried forward, a Québec "état de compte"
 * with TPS/TVQ and dot leaders, a Mexican "liquidación de fletes" whose totals precede the trip
 * detail, a company-driver pay stub with hours, stops, YTD columns and a garnishment, a non-recourse
 * factoring remittance with a per-invoice fee column, a single-invoice factor purchase netting a
 * fuel advance, a broker rate confirmation and a lumper receipt.
 *
 * Written by a helper that saw only the corpus types, the field conventions (with the corpus's
 * rule that a printed total of earnings, sales tax or reimbursements included, is the gross) and
 * one document of batch 14 as a format example — not the extractor, its tests or any other batch —
 * and committed before any run on it.
 */
export const HELD_OUT_DOCUMENTS_18: CorpusDocument[] = [
  {
    id: 'b18-sandhill-bulk-cwt-code-table',
    issuer: 'Sandhill Bulk Transport, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Dry-bulk tanker contractor settlement as a single Code / Description / Ref / Qty / Rate / Amount table where per-hundredweight and per-load pay, FSC, pump-off and wash-out lines are mixed with minus-signed deductions, followed by a short recap; ISO dates',
    text: `SANDHILL BULK TRANSPORT, INC.
Pneumatic & Liquid Bulk Division
2150 N Burlington Ave  Hastings NE 68901      (402) 555-0147
USDOT 1984420   MC 667105

CONTRACTOR SETTLEMENT                               Settlement No. SB-26-1042-C
Contractor : 0318  PLATTE VALLEY TANK LINES (D. KRUSE)
Unit       : T-318 / Trailer PB-2207 (1,600 cu ft pneumatic)
Week       : 2026-10-11 to 2026-10-17          Direct Deposit: 2026-10-23

CODE  DESCRIPTION                          REF         QTY        RATE       AMOUNT
----  -----------------------------------  ----------  ---------  -------  ----------
CWT   Flour, Kearney NE-Commerce City CO   71-20455    492.60cwt  1.8500       911.31
FSC   Fuel surcharge  318 mi               71-20455    318        0.4100       130.38
PMP   Pump-off / blow-off                  71-20455    1          85.00         85.00
FLT   Corn syrup, Commerce City-Scottsbl.  71-20488    1 load     725.00       725.00
FSC   Fuel surcharge  204 mi               71-20488    204        0.4100        83.64
PMP   Pump-off                             71-20488    1          85.00         85.00
WSH   Wash-out accessorial (food grade)    71-20488    1          60.00         60.00
CWT   Sugar, Scottsbluff NE-Hastings NE    71-20512    488.80cwt  1.7500       855.40
FSC   Fuel surcharge  268 mi               71-20512    268        0.4100       109.88
PMP   Pump-off / blow-off                  71-20512    1          85.00         85.00
RSC   Scale ticket reimb (Ogallala)        71-20512                             13.50
FUE   Fuel - fleet card (9 txns)                                            -1,012.47
ADV   Cash advance 2026-10-13                                                 -300.00
OCC   Occupational accident                                                  -38.40
TRL   Tank trailer rental PB-2207                                            -175.00
ESC   Escrow deposit                                                          -75.00
PLT   IRP plate prorate (wk 42 of 52)                                         -42.00
                                                                       ==========
                                                         NET DEPOSIT     1,501.24

RECAP                      Loads 3     Paid miles 790     Weight hauled 981.40 cwt
  Hauling pay (CWT/FLT)      2,491.71      Deductions (FUE..PLT)      -1,642.87
  Fuel surcharge               323.90      Reimbursements                 13.50
  Pump-off / Wash-out          315.00
  Total earnings             3,130.61      Net deposit                 1,501.24

Escrow balance 2026-10-17: 2,325.00        Codes: see reverse of contractor agreement
Questions: settlements@sandhillbulk.example  ext. 214
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 313061,
      netCents: 150124,
      date: '2026-10-23',
      broker: 'SANDHILL BULK TRANSPORT, INC.',
      tripNumber: '71-20455',
      miles: 790,
      linehaulCents: 249171,
      fuelSurchargeCents: 32390,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 1350,
      deductions: [101247, 3840, 17500, 4200],
    },
  },
  {
    id: 'b18-tamarack-biweekly-side-by-side-check-stub',
    issuer: 'Tamarack Freight Lines LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Bi-weekly percentage owner-operator statement with two week columns and a period-total column for earnings and deductions, load list below, and the net printed only on the detachable check stub in words and figures; "Nov 20, 2026" style dates',
    text: `TAMARACK FREIGHT LINES LLC
1187 Industrial Park Dr, Wausau, WI 54401   715-555-0183
MC-802256  |  US DOT 2381907

                 OWNER-OPERATOR BI-WEEKLY STATEMENT
Owner-Operator: KESTREL ROAD LLC (Owner #OO-0577)     Tractor: 577
Pay period: Nov 1, 2026 - Nov 14, 2026               Statement: Nov 18, 2026

                               WEEK ENDING     WEEK ENDING       PERIOD
                               Nov 7, 2026    Nov 14, 2026        TOTAL
Billed line revenue               5,480.00        4,920.00     10,400.00
Contractor share @ 78%            4,274.40        3,837.60      8,112.00
Fuel surcharge (100%)               612.30          548.70      1,161.00
Extra stops                          50.00          100.00        150.00
Detention                             0.00           75.00         75.00
GROSS PAY                         4,936.70        4,561.30      9,498.00

Fuel purchases                   (1,388.62)      (1,247.15)    (2,635.77)
Cash advance                       (200.00)           0.00       (200.00)
Occ/Acc insurance                   (41.25)         (41.25)       (82.50)
Trailer rental                     (125.00)        (125.00)      (250.00)
ELD & PrePass                       (22.95)         (22.95)       (45.90)
Escrow contribution                (150.00)        (150.00)      (300.00)
TOTAL DEDUCTIONS                 (1,927.82)      (1,586.35)    (3,514.17)

Loaded / dispatched miles            2,140           1,905         4,045

LOADS THIS PERIOD
Trip #        Wk  Origin            Destination        Miles     Revenue
TFL-118402     1  Wausau WI         Columbus OH        1,120    2,860.00
TFL-118417     1  Columbus OH       Eau Claire WI      1,020    2,620.00
TFL-118455     2  Wausau WI         Kansas City KS       960    2,450.00
TFL-118470     2  Kansas City KS    Green Bay WI         945    2,470.00

Escrow balance after this period: 3,450.00
Report discrepancies within 10 days of statement date.

- - - - - - - - - - - - - - - - DETACH HERE - - - - - - - - - - - - - - - -
TAMARACK FREIGHT LINES LLC                                  Check No. 048813
Associated Bank, Wausau WI                                  Date: Nov 20, 2026

PAY  Five Thousand Nine Hundred Eighty-Three and 83/100 Dollars
                                                            ***5,983.83***
TO THE ORDER OF:  KESTREL ROAD LLC
                  N2210 County Rd J, Merrill WI 54452
                                                  ______________________
                                                  AUTHORIZED SIGNATURE
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 949800,
      netCents: 598383,
      date: '2026-11-20',
      broker: 'TAMARACK FREIGHT LINES LLC',
      tripNumber: 'TFL-118402',
      miles: 4045,
      linehaulCents: 811200,
      fuelSurchargeCents: 116100,
      advancesCents: 20000,
      escrowCents: 30000,
      reimbursementsCents: null,
      deductions: [263577, 8250, 25000, 4590],
    },
  },
  {
    id: 'b18-redfield-lessor-crdr-two-page',
    issuer: 'Redfield Tractor Leasing, Inc.',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      "Two-page lessee settlement with trailing CR/DR amounts, per-load mileage/FSC lines, a separate reimbursement section, a deductions list that continues on page 2 under a repeated header (including last week's negative balance carried forward) and a maintenance-account box; MM/DD/YYYY dates",
    text: `REDFIELD TRACTOR LEASING, INC.                                    Page 1 of 2
LESSEE SETTLEMENT STATEMENT
3300 S Chicago St, Joliet IL 60436  |  815-555-0162  |  MC 745193  DOT 2019884

Lessee: 2214  OKAFOR, CHINEDU          Unit: RT-2214 (2022 Freightliner Cascadia)
Period: 10/26/2026 - 11/01/2026        Stmt Date: 11/04/2026    Pay Date: 11/06/2026

EARNINGS
Load      Lane                           Miles   Rate         Amount
5521      Joliet IL - Columbus OH          358   1.720      615.76 CR
          Fuel surcharge                   358   0.520      186.16 CR
5534      Columbus OH - Louisville KY      212   1.720      364.64 CR
          Fuel surcharge                   212   0.520      110.24 CR
5540      Louisville KY - Memphis TN       386   1.720      663.92 CR
          Fuel surcharge                   386   0.520      200.72 CR
          Detention 2 hrs (Memphis)                          50.00 CR
5552      Memphis TN - Joliet IL           532   1.720      915.04 CR
          Fuel surcharge                   532   0.520      276.64 CR
                                         -----            ----------
TOTAL EARNINGS                            1,488           3,383.12 CR

REIMBURSEMENTS
Tolls - I-PASS / Indiana Toll Rd (receipts on file)          41.30 CR

DEDUCTIONS                                 Ref                 Amount
Tractor lease - weekly (RT-2214)           LSE-44                685.00 DR
Maintenance account deposit (.08/mi)       MNT                   119.04 DR
Fuel purchases (11 txns)                   FUEL                1,104.83 DR
Physical damage insurance                  INS-PD                 62.00 DR
Non-trucking liability                     INS-NTL                14.50 DR
                                           Page 1 subtotal     1,985.37 DR
                                           (continued on page 2)
================================================================================
REDFIELD TRACTOR LEASING, INC.                                    Page 2 of 2
LESSEE SETTLEMENT STATEMENT
Lessee: 2214  OKAFOR, CHINEDU          Period: 10/26/2026 - 11/01/2026

DEDUCTIONS (continued)                     Ref                 Amount
Occupational accident                      INS-OA                 36.80 DR
ELD subscription                           ELD                    18.00 DR
IFTA fuel tax adjustment Q3                IFTA                   27.19 DR
Balance forward - stmt 10/28/2026 (neg.)   BAL-FWD               212.47 DR
Cash advance (express code 10/29)          ADV                   150.00 DR
                                           Page 2 subtotal       444.46 DR
TOTAL DEDUCTIONS                                               2,429.83 DR

SUMMARY   Earnings 3,383.12 CR + Reimb 41.30 CR - Deductions 2,429.83 DR
NET SETTLEMENT (direct deposit 11/06/2026)                       994.59 CR
Balance carried to next statement                                  0.00

MAINTENANCE ACCOUNT
Beginning balance                                              1,286.40
Deposit this period                                              119.04
Withdrawal  RO 88213 brake chambers (paid to vendor)             214.60
Ending balance                                                 1,190.84

Lease payments remaining: 61 of 156      Buyout if exercised today: 38,412.00
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 338312,
      netCents: 99459,
      date: '2026-11-06',
      broker: 'REDFIELD TRACTOR LEASING, INC.',
      tripNumber: '5521',
      miles: 1488,
      linehaulCents: 255936,
      fuelSurchargeCents: 77376,
      advancesCents: 15000,
      escrowCents: 11904,
      reimbursementsCents: 4130,
      deductions: [68500, 110483, 6200, 1450, 3680, 1800, 2719, 21247],
    },
  },
  {
    id: 'b18-valbelair-etat-de-compte-tps-tvq',
    issuer: 'Transports Val-Bélair ltée',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Québec subcontractor "état de compte" in French with a trip table in km, revenue and retenue sections using dot leaders, TPS/TVQ added to the revenue total, and space-thousands / comma-decimal amounts with a trailing $',
    text: `TRANSPORTS VAL-BÉLAIR LTÉE
1825, boul. Pie-XI Nord, Québec (Québec)  G3J 1L6
Tél. : 418 555-0176     NIR : R-574219     NEQ : 1168842271

ÉTAT DE COMPTE — VOITURIER SOUS-TRAITANT
Sous-traitant : 9384-2216 Québec inc. (Transport M. Gagnon)      No : 118
Période : du 22 au 28 novembre 2026
Date de dépôt : 4 décembre 2026                       État no : EC-2026-48-118

DÉTAIL DES VOYAGES
No voyage     Date    Origine -> Destination                   Km      Montant
VB-26-4471    23-11   Saint-Augustin QC -> Lachine QC          258     685,00 $
VB-26-4479    24-11   Lachine QC -> Mississauga ON             545   1 245,00 $
VB-26-4490    26-11   Mississauga ON -> Saint-Augustin QC      790   1 610,00 $
                                                            -----
                                                            1 593

REVENUS
Transport (forfaits) ................................... 3 540,00 $
Surcharge carburant 18,5 % ............................... 654,90 $
Temps d'attente (2 h x 45,00 $) - VB-26-4479 ............... 90,00 $
Sous-total ............................................. 4 284,90 $
TPS 5 % (812345678 RT0001) ............................... 214,25 $
TVQ 9,975 % (1223344556 TQ0001) .......................... 427,42 $
Total des revenus ...................................... 4 926,57 $

RETENUES
Carburant - cartes (8 transactions) .................... 1 387,42 $
Avance de fonds (27-11-2026) ............................. 400,00 $
Assurance responsabilité / cargaison ...................... 96,50 $
Location de remorque 53 pi (semaine) ..................... 210,00 $
Frais d'administration ..................................... 35,00 $
CNESST - travailleur autonome .............................. 41,18 $
Fonds de réserve (retenue hebdomadaire) .................. 100,00 $
Total des retenues ..................................... 2 270,10 $

MONTANT NET DÉPOSÉ ..................................... 2 656,47 $

Solde du fonds de réserve au 28-11-2026 : 1 850,00 $
Toute contestation doit être transmise dans les 15 jours suivant la date de dépôt.
comptabilite@valbelair-transport.example
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 492657,
      netCents: 265647,
      date: '2026-12-04',
      broker: 'TRANSPORTS VAL-BÉLAIR LTÉE',
      tripNumber: 'VB-26-4471',
      linehaulCents: 354000,
      fuelSurchargeCents: 65490,
      advancesCents: 40000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [138742, 9650, 21000, 3500, 4118],
    },
  },
  {
    id: 'b18-zacatecanos-liquidacion-resumen-first',
    issuer: 'Transportes Zacatecanos del Norte, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican "liquidación de fletes" for a permisionario with the RESUMEN (total percepciones, deducciones, neto) printed before the trip detail, amounts as "$ 45,320.00", km distances and an anticipo line among the deducciones; dd/mmm/yyyy Spanish dates',
    text: `TRANSPORTES ZACATECANOS DEL NORTE, S.A. DE C.V.
RFC: TZN980312KQ4            Permiso SICT: TPAF03218TZN2011
Blvd. López Portillo 2315, Col. Dependencias Federales
Guadalupe, Zac.  C.P. 98618          Tel. 492 555 0134

LIQUIDACIÓN DE FLETES                               Folio: LQ-2026-0877
Permisionario : GERARDO ESPARZA MONTOYA        RFC: EAMG7805214T2
Unidad        : ECO-41  Kenworth T680 2021 / Caja seca 53'
Periodo       : 05/oct/2026 al 11/oct/2026
Fecha de pago : 16/oct/2026   Transferencia SPEI  BBVA ****4471

================== RESUMEN ==================
Total fletes ...................... $ 45,320.00
Maniobras ......................... $  1,200.00
Estadías .......................... $  1,500.00
TOTAL PERCEPCIONES ................ $ 48,020.00
Total deducciones ................. $ 34,879.05
NETO A PAGAR ...................... $ 13,140.95
=============================================

DETALLE DE VIAJES
Viaje     Carta Porte  Fecha   Origen / Destino                       Km         Flete
ZN-10482  CP-55218     05/oct  Zacatecas, Zac. / Monterrey, N.L.     460   $ 18,400.00
ZN-10497  CP-55240     07/oct  Monterrey, N.L. / Nuevo Laredo, Tamps. 225  $  9,850.00
ZN-10503  CP-55261     09/oct  Nuevo Laredo, Tamps. / Zacatecas, Zac. 700  $ 17,070.00
                                                                    -----
                                                        Km totales  1,385

OTRAS PERCEPCIONES
Maniobras de descarga por el operador (ZN-10482, ZN-10503)         $  1,200.00
Estadías ZN-10497 (2 días x $ 750.00)                               $  1,500.00

DEDUCCIONES
Anticipo de viaje (efectivo, 05/oct/2026)                           $  8,000.00
Diesel - vales (1,020.80 L x $ 21.00)                               $ 21,436.80
Casetas TAG IAVE                                                    $  3,842.00
Retención ISR 1.25% s/ $ 48,020.00                                  $    600.25
Fondo de garantía                                                   $  1,000.00
TOTAL DEDUCCIONES                                                   $ 34,879.05

Recibí de conformidad la cantidad neta arriba indicada.

_____________________________            _____________________________
Firma del permisionario                  Elaboró: Depto. de Liquidaciones
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 4802000,
      netCents: 1314095,
      date: '2026-10-16',
      broker: 'TRANSPORTES ZACATECANOS DEL NORTE, S.A. DE C.V.',
      tripNumber: 'ZN-10482',
      linehaulCents: 4532000,
      fuelSurchargeCents: null,
      advancesCents: 800000,
      escrowCents: 100000,
      reimbursementsCents: null,
      deductions: [2143680, 384200, 60025],
    },
  },
  {
    id: 'b18-osprey-driver-stub-hours-stops-garnishment',
    issuer: 'Osprey Regional Distribution, Inc.',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver earnings statement printed by a payroll service: hours/units/rate/current/YTD earnings table (regular, overtime, stop pay, bonus), taxes and other deductions with YTD columns, a child-support garnishment, miles and stops in the header, direct-deposit net',
    text: `PayCentral Payroll Services                                EARNINGS STATEMENT
on behalf of:
OSPREY REGIONAL DISTRIBUTION, INC.
6400 Snowdrift Rd, Allentown, PA 18106      Co. Code ORD-5521   FEIN 23-4418827

Employee: DAVIS, MARCUS T.        Emp ID 00417     Dept: LOCAL DELIVERY (CDL-A)
Pay Period: 11/29/2026 - 12/05/2026               Pay Date: 12/11/2026
Route: 14 / Tractor 2207        Miles driven: 412        Stops delivered: 23
Filing status: Married  Fed allowances per W-4 (2020+)      SSN xxx-xx-4417

EARNINGS            HOURS/UNITS      RATE        CURRENT            YTD
Regular                   40.00    24.5000         980.00      45,080.00
Overtime                   6.00    36.7500         220.50       7,938.00
Stop pay                  23.00     6.0000         138.00       6,102.00
Safety bonus                                        50.00         600.00
                                              -----------    -----------
GROSS PAY                                        1,388.50      59,720.00

TAXES                                          CURRENT            YTD
Federal Income Tax                               118.37       5,104.22
Social Security                                   83.72       3,596.81
Medicare                                          19.58         841.19
PA State Income Tax                               41.45       1,780.71
PA SUI (EE)                                        0.97          41.80
Local EIT - Whitehall Twp                         13.50         580.03

OTHER DEDUCTIONS                               CURRENT            YTD
401(k) 4%                                         55.54       2,388.80
Medical (Sec 125)                                 38.25       1,836.00
Garnishment - Child Support                      150.00       6,600.00
  (PA SCDU case 0402-DR-2026-118)

TOTAL TAXES 277.59     TOTAL DEDUCTIONS 243.79

NET PAY                                           867.12      36,950.44

DIRECT DEPOSIT   Lehigh Valley Federal CU   Acct ******7731   867.12
PTO balance: 24.0 hrs      Sick balance: 16.0 hrs
This is not a check. Non-negotiable.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 138850,
      netCents: 86712,
      date: '2026-12-11',
      broker: 'OSPREY REGIONAL DISTRIBUTION, INC.',
      tripNumber: null,
      miles: 412,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11837, 8372, 1958, 4145, 97, 1350, 5554, 3825, 15000],
    },
  },
  {
    id: 'b18-nimbus-nonrecourse-per-invoice-fee',
    issuer: 'Nimbus Freight Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Non-recourse factoring purchase remittance: schedule table with load/ref, debtor, invoice date, face amount, fee % and per-invoice fee and net columns, then totals, a wire fee and the wire amount; "September 18, 2026" dates',
    text: `NIMBUS FREIGHT CAPITAL, LLC
A non-recourse freight factoring company
500 E Main St, Suite 1410, Louisville, KY 40202   |   (502) 555-0129
ops@nimbusfreightcapital.example

PURCHASE REMITTANCE - NON-RECOURSE                 Schedule of Accounts No. 26-09-3381
Client: BLUE HERON CARRIERS LLC   (Client ID BH-2291)   MC 1284471 / DOT 3612240
Funding date: September 18, 2026              Method: Fed wire to Regions Bank ****0652

Load/Ref #     Debtor                          Inv Date      Face Amt   Fee %      Fee     Net Purch
-------------  ------------------------------  --------  ------------  -----  -------  ------------
18839204       Coyote Logistics, LLC           09/14/26      2,450.00  3.00%    73.50      2,376.50
41122870       Total Quality Logistics         09/15/26      1,875.00  3.00%    56.25      1,818.75
ECH-2604417    Echo Global Logistics, Inc.     09/15/26      3,120.00  3.50%   109.20      3,010.80
AR-9117620     Arrive Logistics                09/16/26      1,610.00  3.00%    48.30      1,561.70
-------------  ------------------------------  --------  ------------  -----  -------  ------------
TOTALS  (4 invoices)                                         9,055.00          287.25      8,767.75

Less: Same-day wire fee                                                                       (20.00)
Reserve withheld (non-recourse program)                                                          0.00
                                                                                      ============
AMOUNT WIRED                                                                              8,747.75

Credit risk on the above accounts has been assumed by Nimbus Freight Capital, LLC.
Debtors have been notified to remit to: Nimbus Freight Capital, LLC, PO Box 37144,
Louisville KY 40233. Disputes for reasons other than debtor insolvency remain with client.

Client signature not required for electronic schedules.         Page 1 of 1
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 905500,
      netCents: 874775,
      date: '2026-09-18',
      broker: 'Coyote Logistics, LLC',
      tripNumber: '18839204',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      // Relabelled (stop 16): a fee column with its TOTALS row is one charge, its total, as the corpus
      // labels every other per-invoice fee column (h9-sagebrush, b11-meadowlark); written per invoice first.
      deductions: [28725, 2000],
    },
  },
  {
    id: 'b18-wexford-single-invoice-fuel-advance',
    issuer: 'Wexford Receivables Group, Inc.',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Letter-style purchase notice for one invoice: invoice block, then a purchase calculation (face, 90% advance, 10% reserve, discount fee, fuel advance issued at pickup and its fee) ending in the ACH amount; MM/DD/YY dates and a month-name date in the letter',
    text: `WEXFORD RECEIVABLES GROUP, INC.
1919 W Wadley Ave, Midland, TX 79705
Tel 432-555-0158   Fax 432-555-0159   www.wexfordrg.example

October 9, 2026

PECOS FLATBED SERVICES LLC
Attn: Ramona Ybarra
2710 E Murphy St
Odessa TX 79761

RE: NOTICE OF PURCHASE / REMITTANCE ADVICE          Client No. PFS-0884

Dear Client,

We have purchased the account described below and remitted the advance by ACH
on 10/09/26. The reserve will be released upon collection, less any additional fee.

  Invoice No. ....... PFS-1127
  Debtor ............ C.H. Robinson Worldwide, Inc.
  Load No. .......... 496118373
  Ship date ......... 10/05/26   Midland TX -> Tulsa OK   (flatbed, pipe)
  Invoice date ...... 10/07/26
  Terms ............. Net 30

  PURCHASE CALCULATION
  Invoice face amount                                   3,465.00
  Advance rate 90%                                      3,118.50
    Reserve held (10%) - released on collection           346.50
  Less discount fee (3.00% of face)                      (103.95)
  Less fuel advance issued 10/05/26 (EFS check 77120)    (500.00)
  Less fuel advance fee                                   (15.00)
                                                       ---------
  ACH TO CLIENT  (Frost Bank ****2208)                  2,499.55

Reserve balance after this purchase: 1,221.75
If you have questions regarding this purchase, call your account manager,
Dale Prewitt, at ext. 114.

Sincerely,
Wexford Receivables Group, Inc. - Client Services
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 346500,
      netCents: 249955,
      date: '2026-10-09',
      broker: 'C.H. Robinson Worldwide, Inc.',
      tripNumber: '496118373',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 34650,
      reimbursementsCents: null,
      deductions: [10395, 1500],
    },
  },
  {
    id: 'b18-upland-crest-rate-confirmation',
    issuer: 'Upland Crest Logistics, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker load confirmation with carrier/broker blocks, pickup and two drop stops with PO and appointment numbers, a rate table (linehaul, FSC, extra stop) with total, and detention/TONU terms that are not part of the total',
    text: `UPLAND CREST LOGISTICS, LLC                      CARRIER RATE CONFIRMATION
8200 Northpark Dr, Suite 300, Charlotte, NC 28269
MC 1093355   |   Dispatch 704-555-0191   |   loads@uplandcrest.example

Load #: UCL-7730291          Date: 2026-12-02          Rep: Tasha Whitfield x221
Carrier: GRANITE HOLLOW TRANSPORT INC   MC 998125  DOT 3177604
Driver: L. Ferreira   Cell 336-555-0107   Truck 12 / Trailer 5309   Equipment: 53' Reefer

STOP 1 - PICKUP            12/03/2026  06:00-10:00     PU# 66120-A
  Carolina Fresh Packing, 1400 Industrial Blvd, Mooresville NC 28115
  Commodity: packaged produce   42 pallets   38,600 lb   Temp 34F continuous
STOP 2 - DELIVERY          12/04/2026  07:00 APPT      PO# 4500918837
  Giant Eagle DC, 650 Tech Dr, Pittsburgh PA 15238   (partial - 20 pallets)
STOP 3 - DELIVERY          12/04/2026  14:00 APPT      PO# 4500918852
  Riverside Cold Storage, 3100 E 55th St, Cleveland OH 44127   (22 pallets)

RATE                                               USD
  Line haul (flat)                            2,150.00
  Fuel surcharge                                385.00
  Extra stop (Stop 2)                            75.00
                                            ----------
  TOTAL CARRIER PAY                           2,610.00

Detention: $50.00/hr after 2 free hours, with in/out times on BOL.
TONU: $150.00 if cancelled after dispatch.  Lumper: reimbursed with receipt only.
Invoice with signed BOL and POD to ap@uplandcrest.example; quick pay 2% / 2 days.
Carrier may not re-broker, co-broker or double-broker this load.

Accepted by carrier: _________________________   Date: ___________
Upland Crest Logistics, LLC - This confirmation supersedes all verbal agreements.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 261000,
      broker: 'UPLAND CREST LOGISTICS, LLC',
      tripNumber: 'UCL-7730291',
    },
  },
  {
    id: 'b18-yarrow-lumper-receipt',
    issuer: 'Yarrow Dock Services LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Lumper unloading receipt from a third-party dock service at a grocery DC: receipt header, carrier/trailer/PO block, itemised unloading charge plus restack and convenience fee, payment by Comchek express code',
    text: `YARROW DOCK SERVICES LLC
Third-Party Unloading at Harvest Valley Foods DC
4800 Logistics Pkwy, Door Office B, Romeoville IL 60446
Phone 630-555-0140     Tax ID 83-2219406

                     LUMPER RECEIPT - PAID
Receipt No: YDS-RV-118842                Date: Sep 29, 2026   Time out: 11:42
Carrier: CASTILLO & SONS TRANSPORT LLC   MC 1175520
Driver: Hector Castillo                  Tractor 07 / Trailer 53112
PO / Appt: 7700318854 / 0630             Broker ref: 34419027
Door: 17     In: 06:34   Start: 07:05   Finish: 11:28

Description                        Qty        Rate        Amount
Unload - floor loaded cases      1,640 cs    flat          245.00
Restack / rework pallets            4 plt    10.00          40.00
Shrink wrap                         4 plt     0.00           0.00
Pallet exchange                     none                      0.00
                                                        ----------
Subtotal                                                    285.00
Convenience fee 3%                                            8.55
TOTAL PAID                                                  293.55

Payment: COMCHEK EXPRESS CODE  ****-****-4428   Auth 51872
Pallets received: 26   Cases received: 1,640   Damages/OS&D: none noted

Driver must present this receipt to carrier/broker for reimbursement.
Receipts cannot be reissued after 30 days. Thank you.
   Lumper: #22 A. Nowak       Supervisor: J. Reyes
`,
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-09-29',
    },
  },
];
