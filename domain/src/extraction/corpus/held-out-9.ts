import type { CorpusDocument } from './types.js';

/**
 * A ninth held-out batch, written blind (without reading the extractor or running it) and
 * committed before any run on it; never used to tune. Twenty-four new issuers in the mix truckers
 * actually upload: owner-operator and lease settlements, company-driver pay stubs, factoring
 * remittances, broker and load-board payment advices, rate confirmations, a fuel receipt, a repair
 * invoice and a permit-service invoice. Mostly ordinary, tidy documents, a few awkward ones.
 */
export const HELD_OUT_DOCUMENTS_9: CorpusDocument[] = [
  {
    id: 'h9-wilson-weekly-contractor-settlement',
    issuer: 'Wilson Logistics',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Ordinary one-trip contractor settlement: earnings block then deductions block, one amount per line, loaded and empty miles on the trip line',
    text: `WILSON LOGISTICS, INC.
3636 W Kearney St, Springfield MO 65803   417-555-0148
CONTRACTOR SETTLEMENT STATEMENT
Contractor: 40712  D. KOWALSKI               Unit: 2291
Statement Date: 10/16/2026                   Week Ending: 10/10/2026

Trip 7718204   Springfield MO - Ontario CA   Loaded 1,622   Empty 48

EARNINGS
Linehaul                                     2,919.60
Fuel Surcharge                                 697.46
Stop Pay                                        50.00
Gross Earnings                               3,667.06

DEDUCTIONS
Fuel                                         1,402.33
Tractor Lease                                  725.00
Physical Damage / Bobtail                       88.40
Plates (weekly)                                 34.00
ELD / Satellite                                 18.00
Escrow                                         100.00
Cash Advance                                   300.00
Total Deductions                             2,667.73

Net Pay                                        999.33
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 366706,
      netCents: 99933,
      date: '2026-10-16',
      broker: 'WILSON LOGISTICS, INC.',
      tripNumber: '7718204',
      miles: 1670,
      linehaulCents: 291960,
      fuelSurchargeCents: 69746,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [140233, 72500, 8840, 3400, 1800],
    },
  },
  {
    id: 'h9-bay-bay-stacked-pdf-columns',
    issuer: 'Bay & Bay Transportation',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Owner-operator settlement as text pulled from a PDF: the load table comes out one cell per line (headers first, then each row cell by cell), deductions written -688.12',
    text: `Bay & Bay Transportation
2905 W Service Rd, Eagan MN 55121
Owner Operator Settlement
Check Date
11/06/2026
Settlement #
S-260445
Order
Origin
Destination
Miles
Pay
BB41270
Rosemount MN
Fargo ND
241
602.50
BB41302
Fargo ND
Sioux Falls SD
243
619.65
BB41355
Sioux Falls SD
Rosemount MN
236
590.00
Fuel Surcharge
287.28
Total Earnings
2,099.43
Fuel Card
-688.12
Insurance
-96.00
Escrow
-75.00
Net Check
1,240.31
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 209943,
      netCents: 124031,
      date: '2026-11-06',
      broker: 'Bay & Bay Transportation',
      tripNumber: 'BB41270',
      miles: 720,
      linehaulCents: 181215,
      fuelSurchargeCents: 28728,
      advancesCents: null,
      escrowCents: 7500,
      reimbursementsCents: null,
      deductions: [68812, 9600],
    },
  },
  {
    id: 'h9-quality-carriers-per-load-amount-columns',
    issuer: 'Quality Carriers',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Tank affiliate settlement: per-load table with miles and line haul, fuel surcharge, pump/wash and load-total columns, totals row, charges in parentheses, "Amount Due Owner"',
    text: `QUALITY CARRIERS, INC.   4200 W Cypress St, Tampa FL 33607          Page 1 of 1
AFFILIATE / OWNER-OPERATOR SETTLEMENT                 Pay Date: 11/13/2026
Owner: 31845 JETER TRANSPORT LLC   Tractor 84-117   Terminal 412 Baton Rouge LA

Load       Ship Date   Miles   Line Haul   Fuel Surch   Pump/Wash   Load Total
Q-993014   11/02/26      312      842.40       149.76       85.00     1,077.16
Q-993122   11/04/26      488    1,317.60       234.24        0.00     1,551.84
Q-993207   11/06/26      205      553.50        98.40      120.00       771.90
Totals                 1,005    2,713.50       482.40      205.00     3,400.90

Contractor Charges
  Fuel - Comdata                                 (1,046.87)
  Occ Acc / Work Comp                               (61.25)
  Tank Trailer Rental                              (210.00)
  Hazmat Permit Recovery                            (12.50)
  Maint Reserve Deposit                            (150.00)
  Trip Advance 11/03                               (250.00)
Total Charges                                    (1,730.62)

Amount Due Owner                                  1,670.28
Direct deposit ****5518      Questions: 800-555-0123 opt 3
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 340090,
      netCents: 167028,
      date: '2026-11-13',
      broker: 'QUALITY CARRIERS, INC.',
      tripNumber: 'Q-993014',
      miles: 1005,
      linehaulCents: 271350,
      fuelSurchargeCents: 48240,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [104687, 6125, 21000, 1250],
    },
  },
  {
    id: 'h9-palmetto-lease-scan-ocr',
    issuer: 'Palmetto Lease Services',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase weekly settlement photographed and OCR-read: O for 0 and l for 1 in numbers and labels, loaded/empty miles per trip, lumper reimbursement inside the total',
    text: `PALMETT0 LEASE SERVICES, LLC
21O Harbison B1vd, Co1umbia SC 29212   Ph 8O3-555-O166
WEEKLY LEASE SETTLEMENT                   Paid: 1O/3O/2O26
Lessee: T. GRIMES    Unit P-4O8    Lease # PLS-2231

Trip No   Pickup      Delivery     Loaded   Empty    Gross Pay
44l907    Co1umbia    Atlanta         216      3l       59O.4O
44l958    Atlanta     Char1otte       244       O       634.4O
Fue1 Surcharge                                         l4l.2O
Lumper Reimbursement                                    85.OO
Tota1 Earned                                         1,451.OO

Lease Payment                                          6lO.OO
Fue1 Purchases                                         4l2.88
lnsurance (bobtail/PD)                                  74.OO
Maintenance Fund                                        5O.OO
Tota1 Deducted                                       1,146.88

Sett1ement Amount                                      3O4.12
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 145100,
      netCents: 30412,
      date: '2026-10-30',
      broker: 'PALMETTO LEASE SERVICES, LLC',
      tripNumber: '441907',
      miles: 491,
      linehaulCents: 122480,
      fuelSurchargeCents: 14120,
      advancesCents: null,
      escrowCents: 5000,
      reimbursementsCents: 8500,
      deductions: [61000, 41288, 7400],
    },
  },
  {
    id: 'h9-missouri-valley-current-ytd',
    issuer: 'Missouri Valley Freight Lines',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Independent-contractor pay statement with Current and Year to Date columns side by side, mileage pay with rate in the label, deductions as leading-minus amounts',
    text: `MISSOURI VALLEY FREIGHT LINES
PO Box 1180, Sioux City IA 51102      Fax 712-555-0190
Independent Contractor Pay Statement
Contractor ID 2214   Name: L. ESPINOZA          Settlement Date: 12/04/2026
Period 11/22/2026 thru 11/28/2026               Trips: MV-60418, MV-60433
Miles this period: 1,944

                                   Current      Year to Date
Mileage Pay (1,944 @ 1.32)        2,566.08        112,430.55
Fuel Surcharge                      505.44         21,881.20
Layover / Breakdown                 150.00          2,100.00
Gross Pay                         3,221.52        136,411.75
Fuel                             -1,217.09        -52,004.61
Truck Payment                      -698.00        -32,108.00
Liability & Cargo Ins.             -119.60         -5,501.60
IFTA / Fuel Tax                     -43.27         -1,880.44
Escrow Contribution                -100.00         -4,600.00
Advances                           -200.00         -6,350.00
Net Pay                             843.56         33,967.10
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 322152,
      netCents: 84356,
      date: '2026-12-04',
      broker: 'MISSOURI VALLEY FREIGHT LINES',
      tripNumber: 'MV-60418',
      miles: 1944,
      linehaulCents: 256608,
      fuelSurchargeCents: 50544,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [121709, 69800, 11960, 4327],
    },
  },
  {
    id: 'h9-badger-flatbed-percentage-chargebacks',
    issuer: 'Badger State Flatbed',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage flatbed settlement with unusual total names ("Revenue credited to contractor", "Remitted to contractor"), chargebacks on one line as label-amount pairs',
    text: `BADGER STATE FLATBED, INC.  ·  N4120 County Rd K, Portage WI 53901  ·  USDOT 2218804
CONTRACTOR SETTLEMENT — STATEMENT NO. 26-1204-117
Pay date Dec 4, 2026                          Contractor: 117  NORDSTROM HAULING LLC

Bill of Lading   Shipper              Miles   Freight Rev   Contractor 75%
BSF-81207        Portage Steel          604      2,480.00         1,860.00
BSF-81240        Kohler Supply          418      1,560.00         1,170.00
Tarp pay (2 loads)                                                  150.00
Fuel surcharge pass-through (100%)                                  311.30
Revenue credited to contractor                                    3,491.30

Chargebacks:  Fuel 1,090.55   Occ/Acc 58.00   Trailer 120.00   Escrow 75.00
Total chargebacks                                                 1,343.55
Remitted to contractor (ACH 12/04)                                2,147.75
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 349130,
      netCents: 214775,
      date: '2026-12-04',
      broker: 'BADGER STATE FLATBED, INC.',
      tripNumber: 'BSF-81207',
      miles: 1022,
      linehaulCents: 303000,
      fuelSurchargeCents: 31130,
      advancesCents: null,
      escrowCents: 7500,
      reimbursementsCents: null,
      deductions: [109055, 5800, 12000],
    },
  },
  {
    id: 'h9-red-river-km-gst-settlement',
    issuer: 'Red River Valley Carriers',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Manitoba lease-operator settlement in kilometres with ISO dates, GST 5 % added on top and the GST-inclusive total revenue as the gross, deductions in parentheses',
    text: `RED RIVER VALLEY CARRIERS LTD.
1550 Inkster Blvd, Winnipeg MB R2X 1R2 · 204-555-0126 · GST 74419 2201 RT0001
LEASE OPERATOR SETTLEMENT                               Pay date: 2026-11-20
Operator: 0388 — 6118203 Manitoba Ltd. (G. Lavallee)    Week 46

Trip       Date         Route                        Km     Linehaul
RR-22904   2026-11-09   Winnipeg MB - Regina SK      571     1,142.00
RR-22937   2026-11-11   Regina SK - Calgary AB       758     1,516.00
RR-22961   2026-11-13   Calgary AB - Winnipeg MB   1,329     2,392.20
Total km                                           2,658

Linehaul total                                              5,050.20
Fuel surcharge                                                877.14
Revenue before GST                                          5,927.34
GST 5%                                                        296.37
Total revenue                                               6,223.71
Fuel (Esso cardlock)                                      (2,104.66)
Insurance - PD / cargo                                      (188.00)
Plates & permits                                             (96.50)
Reserve holdback                                            (200.00)
Net paid to operator                                        3,634.55
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 622371,
      netCents: 363455,
      date: '2026-11-20',
      broker: 'RED RIVER VALLEY CARRIERS LTD.',
      tripNumber: 'RR-22904',
      miles: 1652,
      linehaulCents: 505020,
      fuelSurchargeCents: 87714,
      advancesCents: null,
      escrowCents: 20000,
      reimbursementsCents: null,
      deductions: [210466, 18800, 9650],
    },
  },
  {
    id: 'h9-mauricie-releve-reglement-voiturier',
    issuer: 'Transport Mauricie Express',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Quebec contractor settlement in French: four trips in km, space thousands and comma decimals, "17 décembre 2026", TPS and TVQ on top of transport + carburant, tax-inclusive "Total des revenus"',
    text: `TRANSPORT MAURICIE EXPRESS INC.
1250, avenue de la Transmission, Shawinigan (Québec) G9N 0A3 — 819 555-0134
RELEVÉ DE RÈGLEMENT — VOITURIER SOUS CONTRAT
Voiturier : 9381-2245 Québec inc. (M. Gélinas)          Unité 57
Semaine du 6 au 12 décembre 2026        Date de paiement : 17 décembre 2026

No voyage   Trajet                                  Km      Montant
ME-7741     Shawinigan – Montréal (Anjou)          164       410,00
ME-7756     Montréal – Québec (Beauport)           258       645,00
ME-7762     Québec – Rimouski                      316       790,00
ME-7780     Rimouski – Shawinigan                  457     1 142,50
Total des kilomètres                             1 195

Transport                                               2 987,50
Supplément carburant 15 %                                 448,13
Sous-total                                              3 435,63
TPS 5 %                                                   171,78
TVQ 9,975 %                                               342,70
Total des revenus                                       3 950,11

Retenues
Carburant (carte Ultramar)                              1 286,40
Assurance camion                                          142,00
Frais d'administration                                     45,00
Avance de fonds                                           300,00
Fonds de réserve                                          100,00
Total des retenues                                      1 873,40
Montant net déposé                                      2 076,71
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 395011,
      netCents: 207671,
      date: '2026-12-17',
      broker: 'TRANSPORT MAURICIE EXPRESS INC.',
      tripNumber: 'ME-7741',
      miles: 743,
      linehaulCents: 298750,
      fuelSurchargeCents: 44813,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [128640, 14200, 4500],
    },
  },
  {
    id: 'h9-yaqui-liquidacion-fletes-ocr',
    issuer: 'Transportes Cañón del Yaqui',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Sonora owner-operator liquidación scanned with OCR slips (O for 0, l for 1 and I), carta porte per trip in km, maniobras added, company commission and anticipo taken off',
    text: `TRANSP0RTES CAÑÓN DEL YAQUI, S.A. DE C.V.
Carr. lnternacional Km 8.5, Hermosi1lo, Son. C.P. 83299 — Tel. (662) 555 O148
LIQUIDACIÓN DE FLETES — 0PERADOR PR0PIETARIO
Fo1io: CY-2O26-1187               Fecha de pago: 4 de diciembre de 2026
Operador: MANUEL ARMENTA FÉLIX    Tracto: CY-4l

Carta porte   Ruta                           Km        lmporte
CP-55O12      Hermosil1o - Nogales           278    $ 9,73O.OO
CP-55O38      Noga1es - Cd. Obregón          39l    $13,685.OO
CP-55O61      Cd. Obregón - Hermosil1o       252    $ 8,82O.OO
Total fletes                                 92l    $32,235.OO
Maniobras                                           $ 1,2OO.OO
Total percepciones                                  $33,435.OO
Diése1 (va1es)                                      $11,48O.OO
Casetas                                             $ 1,964.OO
Comisión empresa 1O%                                $ 3,223.5O
Anticipo                                            $ 3,OOO.OO
Neto a pagar                                        $13,767.5O
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 3343500,
      netCents: 1376750,
      date: '2026-12-04',
      broker: 'TRANSPORTES CAÑÓN DEL YAQUI, S.A. DE C.V.',
      tripNumber: 'CP-55012',
      miles: 572,
      linehaulCents: 3223500,
      fuelSurchargeCents: null,
      advancesCents: 300000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [1148000, 196400, 322350],
    },
  },
  {
    id: 'h9-oakridge-earnings-statement',
    issuer: 'Oakridge Dairy Transport',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Payroll-service earnings statement for a company driver: rate, hours/units, this period and year to date columns, statutory and other deductions as negatives, company code and page numbers in the header',
    text: `Oakridge Dairy Transport LLC
7720 County Hwy 12, Tillamook OR 97141
Company Code  RX/OKD 01482   Loc/Dept 040   Number 0088214   Page 1 of 1
Earnings Statement
Period Starting:  11/29/2026
Period Ending:    12/05/2026
Pay Date:         12/10/2026                     ROBERT J HALEY

Earnings         rate    hours/units    this period    year to date
Mileage         .5800       2,104        1,220.32       54,880.16
Stop Pay        25.00           6          150.00        5,325.00
Detention       22.00        2.50           55.00          902.00
                Gross Pay              $1,425.32       61,107.16
Deductions      Statutory
                Federal Income Tax        -118.74        5,120.33
                Social Security Tax        -88.37        3,788.64
                Medicare Tax               -20.67          886.05
                OR State Income Tax        -94.06        4,036.07
                OR Statewide Transit Tax    -1.43           61.11
                Other
                Medical 125                -46.15        2,030.60
                401K                       -42.76        1,833.21
                Net Pay                $1,013.14
Deposited to the account    Checking xxxx4418    $1,013.14
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 142532,
      netCents: 101314,
      date: '2026-12-10',
      broker: 'Oakridge Dairy Transport LLC',
      tripNumber: null,
      miles: 2104,
      linehaulCents: 122032,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11874, 8837, 2067, 9406, 143, 4615, 4276],
    },
  },
  {
    id: 'h9-ozark-pay-stub-summary-first',
    issuer: 'Ozark Mountain Freight',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Online-payroll pay stub: a summary table first (gross, pre-tax, taxes, post-tax, reimbursements, net with current and YTD), then detail blocks; non-taxable per diem added after taxes',
    text: `Ozark Mountain Freight, Inc.
410 Industrial Park Rd, Harrison AR 72601
Pay Stub · Pay Day: Oct 23, 2026 · Pay period: Oct 11, 2026 – Oct 17, 2026
Employee: Dana Whitfield        Direct deposit ••••6631

Summary                      Current       Year to date
Gross Earnings              $1,612.80        $62,331.15
Pre-Tax Deductions            -$64.51        -$2,493.25
Taxes                        -$252.38        -$9,750.80
Post-Tax Deductions           -$18.00          -$702.00
Reimbursements               +$240.00        +$9,120.00
Net Pay                     $1,517.91        $58,505.10

Earnings              Rate      Miles/Hrs       Current
Mileage               $0.64        2,355      $1,507.20
Hourly (yard)        $22.00          4.8        $105.60
Taxes                                           Current
Federal Income Tax                               $98.10
Social Security                                  $99.99
Medicare                                         $23.39
Arkansas State Tax                               $30.90
Deductions                                      Current
401(k) 4% (pre-tax)                              $64.51
Voluntary Life (post-tax)                        $18.00
Reimbursements                                  Current
Per diem (non-taxable)                          $240.00
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 161280,
      netCents: 151791,
      date: '2026-10-23',
      broker: 'Ozark Mountain Freight, Inc.',
      tripNumber: null,
      miles: 2355,
      linehaulCents: 150720,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 24000,
      deductions: [9810, 9999, 2339, 3090, 6451, 1800],
    },
  },
  {
    id: 'h9-desert-sun-pay-stub-ocr-ytd-first',
    issuer: 'Desert Sun Tanker Lines',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver pay stub scanned with OCR slips (O for 0, l for 1, S for 5): YTD column BEFORE the current column, capital-letter labels',
    text: `DESERT SUN TANKER LINES, INC.
4O15 W Buckeye Rd, Phoenix AZ 85OO9    (6O2) 555-O177
DRIVER PAY STUB              Check Date: ll/2O/2O26      Check No. 1OO4877
Emp: 3l8  C. MONTOYA         Period: 11/O8/2O26 - 1l/14/2O26

EARNINGS             MI/QTY          YTD        CURRENT
MILEAGE PAY          1,8OO     48,2l0.44       1,O98.OO
LOAD/UNLOAD PAY          S      4,125.OO         l75.OO
SAFETY B0NUS                    1,5OO.OO          5O.OO
GR0SS                          53,835.44       1,323.OO
FED WH                          4,9O4.22         ll4.63
S0C SEC                         3,337.8O          82.O3
MEDICARE                          78O.61          19.18
AZ STATE                        l,3O1.44          33.O3
UNIF0RM                           156.OO           6.OO
T0TAL DEDUCTI0NS               1O,48O.O7         254.87
NET PAY                        43,355.37       1,O68.13
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 132300,
      netCents: 106813,
      date: '2026-11-20',
      broker: 'DESERT SUN TANKER LINES, INC.',
      tripNumber: null,
      miles: 1800,
      linehaulCents: 109800,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11463, 8203, 1918, 3303, 600],
    },
  },
  {
    id: 'h9-lakehead-km-pay-stub',
    issuer: 'Lakehead Freightlines',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario company-driver pay stub in English: km pay with rate, vacation pay 4 %, CPP / EI / income tax, current and year-to-date columns, ISO pay date',
    text: `LAKEHEAD FREIGHTLINES LTD.
900 Walsh St W, Thunder Bay ON P7E 4X5      BN 81442 7730 RP0001
STATEMENT OF EARNINGS AND DEDUCTIONS
Employee: 2217  PELLETIER, ANDRE           Pay Date: 2026-10-30
Pay Period: 2026-10-18 to 2026-10-24       Cheque/Advice No. DD-66104

Earnings                     Qty      Rate       Current         YTD
Kilometre pay              3,420     0.560      1,915.20    71,882.40
Border crossing              2      25.00         50.00     1,450.00
Vacation pay 4%                                   78.61     2,933.30
Gross earnings                                 2,043.81    76,265.70

Deductions                                       Current         YTD
CPP                                              113.60     4,034.10
EI                                                33.31     1,243.13
Federal income tax                               198.40     7,402.96
Ontario income tax                                96.22     3,590.08
Group benefits                                    38.75     1,627.50
Total deductions                                 480.28    17,897.77

Net pay                                        1,563.53    58,367.93
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 204381,
      netCents: 156353,
      date: '2026-10-30',
      broker: 'LAKEHEAD FREIGHTLINES LTD.',
      tripNumber: null,
      miles: 2125,
      linehaulCents: 191520,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11360, 3331, 19840, 9622, 3875],
    },
  },
  {
    id: 'h9-mezquital-recibo-nomina-semanal',
    issuer: 'Autotransportes Valle del Mezquital',
    issuerKind: 'payroll',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican weekly recibo de nómina: percepciones block then deducciones block (SAT concept codes in front of the labels), km pay with rate, "Neto del recibo"',
    text: `AUTOTRANSPORTES VALLE DEL MEZQUITAL, S.A. DE C.V.
Blvd. Felipe Ángeles 1402, Pachuca de Soto, Hgo. C.P. 42082
RFC AVM-120807-2Q4          Reg. Pat. Y31-10284-10-9
RECIBO DE NÓMINA SEMANAL               Serie N   Folio 004418
Periodo: 16/11/2026 al 22/11/2026      Fecha de pago: 27/11/2026
Empleado: 0271  HUGO ÁNGEL TREJO BARRERA      Puesto: Operador de tractocamión
NSS 31088512347     RFC TEBH860419K22     SDI $612.40

Percepciones
  001  Sueldo                                      3,500.00
  038  Pago por km recorrido (2,840 km x $1.80)    5,112.00
  019  Horas extra dobles                            480.00
       Total de percepciones                       9,092.00
Deducciones
  002  ISR                                           842.16
  001  Seguridad social (IMSS)                       214.35
  010  Amortización INFONAVIT                        395.00
  017  Fondo de ahorro                               300.00
       Total de deducciones                        1,751.51
Neto del recibo                                   $7,340.49
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 909200,
      netCents: 734049,
      date: '2026-11-27',
      broker: 'AUTOTRANSPORTES VALLE DEL MEZQUITAL, S.A. DE C.V.',
      tripNumber: null,
      miles: 1765,
      linehaulCents: 511200,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [84216, 21435, 39500, 30000],
    },
  },
  {
    id: 'h9-sagebrush-purchase-remittance-ocr',
    issuer: 'Sagebrush Freight Factoring',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Non-recourse factoring purchase remittance scanned with OCR slips (O for 0, l for 1): per-invoice amount, fee and advance columns, fuel-advance recovery and ACH fee taken off the total',
    text: `SAGEBRUSH FREIGHT FACT0RING, LLC
PO B0x 7712, B0ise ID 837O7     Ph 2O8-555-O115
PURCHASE REMITTANCE                 Remittance Date: 1O/O9/2O26
Client: HIGH DESERT HAUL LLC    Client # 4l22    Batch 2O26-l009-3
Debtor: CASCADE PRODUCE SHIPPERS INC

Inv #      Load #        Inv Amt     Fee 2.5%      Advance
HD-3O14    CPS-77O41    2,1OO.OO       52.5O     2,O47.5O
HD-3O15    CPS-77O58    1,85O.OO       46.25     1,8O3.75
HD-3O17    CPS-77l22    2,4OO.OO       6O.OO     2,34O.OO
TOTALS                  6,35O.OO      158.75     6,l91.25
Less: Fuel advance recovery 1O/O2                 -5OO.OO
Less: ACH fee                                      -15.OO
AMOUNT WlRED                                     5,676.25
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 635000,
      netCents: 567625,
      date: '2026-10-09',
      broker: 'CASCADE PRODUCE SHIPPERS INC',
      tripNumber: 'CPS-77041',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [15875, 1500],
    },
  },
  {
    id: 'h9-bluestem-funding-notice-reserve',
    issuer: 'Bluestem Receivables',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Recourse factoring funding notice: schedule of invoices with BOL and face amount, "Schedule face value", discount fee, 10 % reserve held and wire fee, long-form date',
    text: `Bluestem Receivables Corp.
120 S Santa Fe Ave, Salina KS 67401 · 785-555-0150 · fundings@bluestemrc.com
Schedule of Accounts — Funding Notice
Funding date: November 24, 2026            Schedule No. 88105
Client: TWO RIVERS CARTAGE INC (Client ID TRC-019)
Account debtor: PRAIRIELAND GRAIN COOPERATIVE

Invoice       BOL / Load       Invoice Date      Face Amount
TRC-11872     PGC-B40917       11/19/2026           1,640.00
TRC-11873     PGC-B40922       11/20/2026           1,640.00
TRC-11879     PGC-B40966       11/21/2026           2,015.00
Schedule face value                                 5,295.00
Discount fee (3.0%)                                   158.85
Reserve held (10%)                                    529.50
Wire fee                                               20.00
Net funds transferred                               4,586.65
Reserve balance after this schedule: 3,871.20
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 529500,
      netCents: 458665,
      date: '2026-11-24',
      broker: 'PRAIRIELAND GRAIN COOPERATIVE',
      tripNumber: 'PGC-B40917',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 52950,
      reimbursementsCents: null,
      deductions: [15885, 2000],
    },
  },
  {
    id: 'h9-harbourfront-remittance-reserve-columns',
    issuer: 'Harbourfront Receivables',
    issuerKind: 'factor',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario factoring remittance advice: per-invoice amount, discount, reserve and paid columns, totals row, short-pay chargeback in parentheses, 20-NOV-26 date, CAD',
    text: `HARBOURFRONT RECEIVABLES INC.
5900 Explorer Dr, Suite 210, Mississauga ON L4W 5L2     1-888-555-0142
REMITTANCE ADVICE / STATEMENT OF PURCHASE
Date: 20-NOV-26        Seller: KINGSWAY FREIGHT LTD.        Acct 30-2207
Payor: GREAT LAKES FOOD DISTRIBUTORS LTD.

Invoice    Pro #        Amount (CAD)    Discount     Reserve        Paid
KF-5502    GLF-20931        3,150.00       94.50      315.00    2,740.50
KF-5506    GLF-20974        2,480.00       74.40      248.00    2,157.60
Totals                      5,630.00      168.90      563.00    4,898.10
Less chargeback: short-pay on GLF-20540                          (120.00)
Net remittance CAD                                              4,778.10
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 563000,
      netCents: 477810,
      date: '2026-11-20',
      broker: 'GREAT LAKES FOOD DISTRIBUTORS LTD.',
      tripNumber: 'GLF-20931',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 56300,
      reimbursementsCents: null,
      deductions: [16890, 12000],
    },
  },
  {
    id: 'h9-crosswind-vendor-remittance-check',
    issuer: 'Crosswind Logistics',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker AP check stub: invoice no., load no., invoice date and gross amount per line, totals, one quick-pay discount line, check amount in figures and words',
    text: `CROSSWIND LOGISTICS LLC · 6120 Shallowford Rd, Chattanooga TN 37421 · 423-555-0102
VENDOR REMITTANCE                         Check No. 0048213    Check Date 12/18/2026
Vendor: 50771  APPALACHIAN ROAD CARRIERS INC    MC 998120

Invoice No.    Load No.      Inv Date       Gross Amt
ARC-1207       CWL-305512    12/08/2026      2,350.00
ARC-1211       CWL-305587    12/10/2026      1,125.00
ARC-1214       CWL-305640    12/11/2026      1,980.00
Invoice total                                5,455.00
Quick-pay discount 2%                         -109.10
Check Amount                                $5,345.90
***FIVE THOUSAND THREE HUNDRED FORTY-FIVE AND 90/100 DOLLARS***
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 545500,
      netCents: 534590,
      date: '2026-12-18',
      broker: 'CROSSWIND LOGISTICS LLC',
      tripNumber: 'CWL-305512',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [10910],
    },
  },
  {
    id: 'h9-roadlink-load-board-payment-receipt',
    issuer: 'RoadLink Load Exchange',
    issuerKind: 'load_board',
    country: 'US',
    split: 'held_out',
    layout:
      'Load-board payment receipt: two label-amount pairs per line, lumper reimbursement inside the total load pay, fast-pay fee and processing fee as -$ amounts, ACH trace and page footer',
    text: `RoadLink Load Exchange — Carrier Payments
Payment Receipt #PR-2026-1130-0447
Paid to: MESA VERDE TRUCKING LLC (MC 1188420)              Paid on: Nov 30, 2026
Load: RLX-9912047   Pickup: Nov 24, 2026 Amarillo TX   Delivery: Nov 26, 2026 Columbus OH
Trip distance: 1,112 mi

Line haul        $2,780.00        Fuel               $333.60
Detention          $100.00        Lumper (reimb.)    $165.00
Total load pay                    $3,378.60
Fast pay fee 2%                     -$67.57
Payment processing                   -$4.95
Deposited                         $3,306.08
Ref: ACH trace 091000019330447 · Support 888-555-0171 · Page 1/1
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 337860,
      netCents: 330608,
      date: '2026-11-30',
      broker: 'RoadLink Load Exchange',
      tripNumber: 'RLX-9912047',
      miles: 1112,
      linehaulCents: 278000,
      fuelSurchargeCents: 33360,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 16500,
      deductions: [6757, 495],
    },
  },
  {
    id: 'h9-granite-peak-load-confirmation',
    issuer: 'Granite Peak Brokerage',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker load confirmation and carrier rate agreement: pickup/stop lines with addresses and times, line haul plus stop-off, "Total Carrier Pay", terms with other dollar amounts (detention, late fee)',
    text: `GRANITE PEAK BROKERAGE, INC. | MC 771204 | 1800 Wynkoop St Ste 500, Denver CO 80202 | 720-555-0161
LOAD CONFIRMATION & CARRIER RATE AGREEMENT
Load # GPB-4471930          Date: 10/27/2026          Dispatcher: K. Alvarez x214
Carrier: HORSESHOE BEND TRANSPORT LLC    MC 1052287    Driver cell 505-555-0198
Equipment: 53' Dry Van   Commodity: Canned goods   Weight: 41,800 lbs   PO 4500918827
PU 1: 10/28/2026 0800-1200   Front Range Foods DC, 1100 N Federal Blvd, Denver CO 80204
SO 1: 10/29/2026 0700 appt   Heartland Grocers, 2600 E 4th Ave, Hutchinson KS 67501
SO 2: 10/30/2026 0600 FCFS   Midwest Pantry DC, 8801 NW 112th St, Kansas City MO 64153
Line Haul                                   $2,450.00
Fuel Surcharge                               Included
Stop-off (1 @ $50.00)                           $50.00
Total Carrier Pay                     $2,500.00 USD
Detention $40/hr after 2 hrs free with in/out times on BOL. Late delivery fee $250.
Send invoice + signed BOL to ap@granitepeakbrokerage.com. Standard pay 30 days.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 250000,
      broker: 'GRANITE PEAK BROKERAGE, INC.',
      tripNumber: 'GPB-4471930',
    },
  },
  {
    id: 'h9-ottawa-valley-rate-confirmation-hst',
    issuer: 'Ottawa Valley Freight Brokers',
    issuerKind: 'broker',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario broker rate confirmation: DD/MM/YYYY dates, agreed rate and fuel, HST 13 % on top, "Amount payable (HST incl.)" in CAD',
    text: `OTTAWA VALLEY FREIGHT BROKERS INC.
2211 Thurston Dr, Ottawa ON K1G 6C9 · 613-555-0185 · HST 70221 4418 RT0001
RATE CONFIRMATION                     Order No. OVF-118406
Issued: 09/12/2026                    Booked by: S. Bergeron
Carrier: LANARK COUNTY CARTAGE LTD.   CVOR 118-204-551
Load at: 10/12/2026 08:00  Arnprior Lumber Yard, 155 Daniel St S, Arnprior ON
Deliver: 11/12/2026 10:00  Laval Building Centre, 3900 Boul. Industriel, Laval QC
53' flatbed, tarps required · 42 000 lb · 248 km
Agreed rate                          1,640.00
Fuel                                   210.00
Subtotal                             1,850.00
HST 13%                                240.50
Amount payable (HST incl.)       $2,090.50 CAD
Carrier to invoice within 10 days of delivery; payment 30 days from invoice.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 209050,
      broker: 'OTTAWA VALLEY FREIGHT BROKERS INC.',
      tripNumber: 'OVF-118406',
    },
  },
  {
    id: 'h9-bosselman-fuel-receipt-ocr',
    issuer: 'Bosselman Travel Center',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Truck-stop fuel receipt as a phone scan with OCR slips (O for 0, S for 5, l for 1): diesel and DEF lines, fleet card, odometer and trip number',
    text: `B0SSELMAN TRAVEL CENTER
I-8O EXIT 312   GRAND lSLAND NE 688O3
3O8-555-O119
STORE 0l4   REG 2   TRAN# 88l742
11/l7/2O26   O6:12 AM
PUMP# 11   DIESEL #2
   GALLONS      142.S1O
   PRICE/GAL    $3.859
   FUEL TOTAL   $S49.95
DEF BULK  9.8OO GAL @ 3.299   $32.33
TOTAL                         $S82.28
EFS FLEET   ************4O21   AUTH O7731S
TRUCK# 22   ODOM 6l8,O44   TRIP# T-4471
THANK Y0U FOR ST0PPING
`,
    expected: { documentType: 'fuel_receipt', grossCents: null, netCents: null, date: '2026-11-17' },
  },
  {
    id: 'h9-midstate-diesel-repair-order',
    issuer: 'Midstate Diesel & Reefer',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Diesel shop repair order invoice: complaint/cause/correction, labor hours and rate, parts list, shop supplies, sales tax on parts, VIN and odometer in the header',
    text: `MIDSTATE DIESEL & REEFER, INC.
1805 W Evergreen Ave, Effingham IL 62401 · 217-555-0137
REPAIR ORDER / INVOICE      RO# 62418      Invoice Date: 10/21/2026
Customer: PRAIRIE WIND EXPRESS LLC      Unit 14      VIN 1XKYD49X7NJ441208
Odometer 487,215      Promised: 10/21 3:00 PM

Complaint: Check engine light, low power on grades
Cause: Cracked DPF differential pressure sensor tube, clogged EGR cooler
Correction: Replaced sensor tube and gaskets, cleaned EGR cooler, forced regen
Labor      4.5 hrs @ $145.00                            652.50
Parts
  1   DPF pressure tube assy   P/N 2871938              184.60
  2   Gasket, EGR              P/N 4955606               38.40
  1   Sensor, diff pressure    P/N 4928594              142.75
Shop supplies                                            32.63
Parts subtotal                                          365.75
Sales tax 7.25% on parts                                 26.52
TOTAL DUE                                             1,077.40
Thank you! Warranty 90 days/10,000 mi on parts and labor.
`,
    expected: { documentType: 'repair_invoice', grossCents: null, netCents: null, date: '2026-10-21' },
  },
  {
    id: 'h9-saguaro-irp-ifta-renewal-invoice',
    issuer: 'Saguaro Permit & Compliance Services',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Permit-service invoice for an IRP apportioned-plate renewal with IFTA decals and UCR filing: state fees, service fees, invoice number, USDOT and plate numbers',
    text: `SAGUARO PERMIT & COMPLIANCE SERVICES
4410 E Washington St, Phoenix AZ 85034 · 602-555-0144 · permits@saguaropcs.com
INVOICE  SPS-26-10388                               Invoice date: 12/01/2026
Client: SALT RIVER HAULING LLC    USDOT 3318820    IFTA Acct AZ-0088123
Unit 07   2022 Peterbilt 579   Plate AP41128   Registration year 2027

IRP apportioned renewal (AZ base, 48 jurisdictions, 80,000 lb)   2,184.35
IFTA decal set 2027 (1 set)                                          10.00
UCR 2027 filing (1-2 power units)                                    46.00
Service fee — IRP renewal                                            95.00
Service fee — IFTA / UCR                                             45.00
Total due                                                         2,380.35
Cab card to be emailed on receipt of payment. Due on receipt.
`,
    expected: { documentType: 'other', grossCents: null, netCents: null, date: '2026-12-01' },
  },
];
