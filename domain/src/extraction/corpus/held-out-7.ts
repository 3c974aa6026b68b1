import type { CorpusDocument } from './types.js';

/**
 * A seventh held-out batch, written blind (without reading the extractor or running it) and
 * committed before any run on it; never used to tune. Eighteen new issuers, mostly US, three
 * Canadian (English).
 */
export const HELD_OUT_DOCUMENTS_7: CorpusDocument[] = [
  {
    id: 'h7-tidewater-two-column-stacked',
    issuer: 'Tidewater Lease Partners',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor settlement whose two-column page came out of a PDF text extractor one item per line: header labels and values stacked, earnings and deductions labels and amounts interleaved',
    text: `TIDEWATER LEASE PARTNERS, LLC
1450 Commerce Pkwy, Chesapeake VA 23320   757-555-0134   USDOT 3120448
CONTRACTOR SETTLEMENT STATEMENT
Statement No.
TLP-48817
Settlement Date
12/04/2026
Contractor
0319 D. MARCHETTI
Unit
T-552
Load 5530218   Norfolk VA - Charlotte NC   Loaded mi 318
Load 5530467   Charlotte NC - Atlanta GA   Loaded mi 244
Empty mi 62
EARNINGS
DEDUCTIONS
Linehaul
2,310.00
Fuel Card
1,042.18
Fuel Surcharge
402.60
Truck Lease
725.00
Extra Stop
50.00
Occ. Accident
38.75
Detention
75.00
Escrow Deposit
100.00
Trailer Rental
90.00
Advance (Comdata)
250.00
Total Earnings
2,837.60
Total Deductions
2,245.93
NET PAY
591.67
Page 1 of 1    Questions: settlements@tidewaterlease.com
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 283760,
      netCents: 59167,
      date: '2026-12-04',
      broker: 'TIDEWATER LEASE PARTNERS, LLC',
      tripNumber: '5530218',
      miles: 624,
      linehaulCents: 231000,
      fuelSurchargeCents: 40260,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [104218, 72500, 3875, 9000],
    },
  },
  {
    id: 'h7-heartland-trip-detail-no-gross',
    issuer: 'Heartland Express',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Independent contractor settlement with a Trip Detail section: each trip lists its own linehaul, fuel surcharge and accessorial lines, no overall gross line; MM-DD-YYYY dates',
    text: `HEARTLAND EXPRESS INC. OF IOWA
901 N Kansas Ave, North Liberty IA 52317 · 319-626-3600
Independent Contractor Settlement        Check Date: 12-11-2026     Check No. 0088412
Contractor 40177  R. LINDQVIST           Period ending 12-05-2026

TRIP DETAIL
Trip 7720451   Des Moines IA -> Kansas City MO     Loaded 196   Empty 18
    Linehaul                        541.00
    Fuel Surcharge                  104.86
    Extra Stop                       50.00
Trip 7720589   Kansas City MO -> Dallas TX         Loaded 552   Empty 30
    Linehaul                      1,435.20
    Fuel Surcharge                  295.32
    Detention (2 hr)                 60.00
Trip 7720733   Dallas TX -> Oklahoma City OK       Loaded 206   Empty 41
    Linehaul                        587.10
    Fuel Surcharge                  110.21
    Tarp                             75.00

SETTLEMENT DEDUCTIONS
    Fuel - network purchases      1,118.47
    Physical damage insurance        96.00
    Bobtail / NTL insurance          14.50
    Maintenance reserve             125.00
    ELD / satellite                  22.00
NET CHECK AMOUNT                  1,882.72

Maintenance reserve balance 2,375.00 · Direct deposit ****7105 · Form IC-SET-3
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 325869,
      netCents: 188272,
      date: '2026-12-11',
      broker: 'HEARTLAND EXPRESS INC. OF IOWA',
      tripNumber: '7720451',
      miles: 1043,
      linehaulCents: 256330,
      fuelSurchargeCents: 51039,
      advancesCents: null,
      escrowCents: 12500,
      reimbursementsCents: null,
      deductions: [111847, 9600, 1450, 2200],
    },
  },
  {
    id: 'h7-manitoulin-charges-before-earnings-km',
    issuer: 'Manitoulin Transport',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario owner-operator statement that lists the charges BEFORE the earnings; trips in kilometres with linehaul and FSC per trip, DD/MM/YYYY dates, CAD, GST/HST number in the header',
    text: `MANITOULIN TRANSPORT INC.
154 Hwy 540B, Gore Bay ON P0P 1H0 · 1-800-265-1485 · GST/HST # 10293 4471 RT0001
OWNER OPERATOR STATEMENT                 Stmt 2026-47-0612          Page 1 of 1
Owner operator: 2290114 Ontario Ltd (J. Hughes)    Unit 612
Week 47: 15/11/2026 to 21/11/2026                  Pay date: 26/11/2026

LESS: CHARGES
  Fuel - cardlock purchases                     1,204.33
  Insurance (cargo + liability)                   187.50
  Plates / IRP                                     64.00
  Escrow holdback                                 150.00
  Cash advance 17/11                              200.00
Total charges                                   1,805.83

EARNINGS
Trip       Date     Route                          km     Linehaul       FSC
M-88104    16/11    Sudbury ON - Mississauga ON    405      810.00    145.80
M-88139    18/11    Mississauga ON - Montreal QC   545    1,090.00    196.20
M-88172    20/11    Montreal QC - Sudbury ON       690    1,380.00    248.40
Total earnings                                 1,640    3,280.00    590.40     3,870.40
Rates: 2.00/km linehaul, 0.36/km fuel surcharge

NET PAYABLE (CAD)                                                              2,064.57
Escrow balance 3,150.00 · EFT to account ending 0612
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 387040,
      netCents: 206457,
      date: '2026-11-26',
      broker: 'MANITOULIN TRANSPORT INC.',
      tripNumber: 'M-88104',
      miles: 1019,
      linehaulCents: 328000,
      fuelSurchargeCents: 59040,
      advancesCents: 20000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [120433, 18750, 6400],
    },
  },
  {
    id: 'h7-northwoods-percentage-split',
    issuer: 'Northwoods Carrier Group',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-pay owner-operator settlement: load revenue table, "Revenue x 72% = share" line, fuel surcharge passed through at 100%, contractor gross, long-form date with ordinal',
    text: `NORTHWOODS CARRIER GROUP LLC
N4410 County Rd K, Wausau WI 54401 | 715-555-0190 | MC 884120 | DOT 2711904
PERCENTAGE SETTLEMENT                         Date: December 5th, 2026
Contractor: L. Brzezinski   ID 2207   Truck 31    Week of Nov 29 - Dec 3

Load        Shipper / Receiver                          Miles       Revenue
NW-40881    Green Bay WI -> Joliet IL                     488      2,150.00
NW-40910    Joliet IL -> Eau Claire WI (via Madison)      455      1,950.00
Deadhead                                                   57
Revenue 4,100.00 x 72% =                                           2,952.00
Fuel surcharge (100% to contractor)                                  612.40
Contractor gross                                                   3,564.40

Less
Fuel purchases                                                     1,308.12
Insurance (PD + bobtail)                                             142.00
Trailer rental                                                        85.00
Escrow                                                               100.00
Total deductions                                                   1,635.12
Contractor net                                                     1,929.28
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 356440,
      netCents: 192928,
      date: '2026-12-05',
      broker: 'NORTHWOODS CARRIER GROUP LLC',
      tripNumber: 'NW-40881',
      miles: 1000,
      linehaulCents: 295200,
      fuelSurchargeCents: 61240,
      advancesCents: null,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [130812, 14200, 8500],
    },
  },
  {
    id: 'h7-pelican-register-no-separators',
    issuer: 'Pelican State Carriers',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Green-bar style settlement register printout: all caps, DDMONYY dates, amounts without thousands separators, PRO table with miles, LH, FSC, ACC and total columns plus a totals row',
    text: `PELICAN STATE CARRIERS INC        SETTLEMENT REGISTER          RUN 05DEC26 14:22
PO BOX 80112 BATON ROUGE LA 70898  225-555-0161                 PG 1/1
DRIVER 00417 T. BROUSSARD   TRUCK 0417   WK END 29NOV26   PAY DATE 05DEC26
PRO        ORIG      DEST      MILES    LH PAY      FSC     ACC     TOTAL
P2260118   BTR LA    HOU TX      269    780.10   121.05    0.00    901.15
P2260144   HOU TX    SAT TX      197    571.30    88.65   45.00    704.95
P2260190   SAT TX    BTR LA      462   1339.80   207.90    0.00   1547.70
           TOTALS                928   2691.20   417.60   45.00   3153.80
ACC P2260144 = LAYOVER
DEDUCTIONS
FUEL                   1188.40
INSURANCE               112.00
TRAILER                  75.00
ESCROW                  100.00
ADVANCE                 300.00
TOTAL DED              1775.40
NET PAY                1378.40
ESCROW BAL 1900.00   ACH 065000090 XXXX0417
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 315380,
      netCents: 137840,
      date: '2026-12-05',
      broker: 'PELICAN STATE CARRIERS INC',
      tripNumber: 'P2260118',
      miles: 928,
      linehaulCents: 269120,
      fuelSurchargeCents: 41760,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [118840, 11200, 7500],
    },
  },
  {
    id: 'h7-cascade-quickbooks-stub-deposit',
    issuer: 'Cascade Valley Freight',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'QuickBooks-style paycheck stub: employee / pay period / pay date header row, earnings and hours with qty and rate (hourly, mileage, stop pay), taxes as negatives, net pay repeated as the direct-deposit amount',
    text: `Cascade Valley Freight Inc
4410 Hwy 97, Yakima, WA 98901

Employee                              Pay Period                    Pay Date
Dana Whitcomb   ***-**-4471           11/22/2026 - 12/05/2026       12/10/2026

Earnings and Hours          Qty        Rate        Current      YTD Amount
Hourly (yard / loading)    14.50      24.00         348.00        6,912.00
Mileage                 2,104.00       0.58       1,220.32       29,880.14
Stop Pay                    6.00      25.00         150.00        2,875.00
                                                  1,718.32       39,667.14
Taxes                                           Current      YTD Amount
Federal Withholding                               -142.60       -3,290.44
Social Security Employee                          -106.54       -2,459.36
Medicare Employee                                  -24.92         -575.17
WA Paid Family and Medical Leave                   -12.72         -293.54
WA Cares Fund                                       -9.97         -230.07
Net Pay                                          1,421.57       32,818.56

Direct Deposit                Account            Deposit amount
Checking                      ******5520               1,421.57
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 171832,
      netCents: 142157,
      date: '2026-12-10',
      broker: 'Cascade Valley Freight Inc',
      tripNumber: null,
      miles: 2104,
      linehaulCents: 122032,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14260, 10654, 2492, 1272, 997],
    },
  },
  {
    id: 'h7-northern-lights-earnings-taxes-deductions',
    issuer: 'Northern Lights Carriers',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta statement of earnings and deductions (ADP Canada-like): kilometre, hourly and drop pay, separate Gross Earnings, Total Taxes (federal, provincial, CPP, EI) and Total Deductions blocks, current and YTD, cheque date as month name',
    text: `NORTHERN LIGHTS CARRIERS LTD.             STATEMENT OF EARNINGS AND DEDUCTIONS
5110 - 76 Ave SE, Calgary AB T2C 2X2       Company: NLC     Employee #: 100448
Employee: P. Sandhu       Pay period: Nov 16 - Nov 29, 2026       Cheque date: Dec 4, 2026

Earnings              Hours/Units       Rate        Current            YTD
Kilometre pay           4,310 km      0.6200       2,672.20      58,114.80
Hourly (delays)             6.00     28.0000         168.00       3,108.00
Drops                          4     30.0000         120.00       2,040.00
Gross Earnings                                     2,960.20      63,262.80

Taxes                                              Current            YTD
Federal Income Tax                                   331.40       7,102.55
AB Provincial Tax                                    171.22       3,669.80
CPP Contributions                                    161.78       3,467.31
EI Premiums                                           48.25       1,034.26
Total Taxes                                          712.65      15,273.92

Deductions
Group Benefits                                        41.60         915.20
RRSP (voluntary)                                      75.00       1,650.00
Total Deductions                                     116.60       2,565.20

Net Pay                                            2,130.95      45,423.68
Deposited to: ATB Financial  ****3318
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 296020,
      netCents: 213095,
      date: '2026-12-04',
      broker: 'NORTHERN LIGHTS CARRIERS LTD.',
      tripNumber: null,
      miles: 2678,
      linehaulCents: 267220,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [33140, 17122, 16178, 4825, 4160, 7500],
    },
  },
  {
    id: 'h7-magnolia-payroll-voucher-per-diem',
    issuer: 'Magnolia State Transport',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Payroll-service check voucher: MM-DD-YYYY dates, earnings with rate / hours-units / this period / year-to-date, non-taxable per diem per mile, withholdings and deductions blocks, check amount at the foot',
    text: `Magnolia State Transport LLC                       Check Date 12-05-2026    Voucher No. 44120188
118 Industrial Park Rd, Hattiesburg MS 39401       Period Start 11-23-2026  Period End 11-29-2026
EMPLOYEE  Tyrone Alcorn   ID 0093   Dept DRV       Federal: Single, 0   MS: Single, 0

EARNINGS              RATE    HOURS/UNITS    THIS PERIOD     YEAR TO DATE
Mileage             0.5200       2,386.00       1,240.72        52,110.24
Stop Pay           20.0000           5.00         100.00         2,260.00
Per Diem NT         0.1100       2,386.00         262.46        11,022.31
Gross Pay                                       1,603.18        65,392.55

WITHHOLDINGS
Federal Income Tax                                 96.12         4,044.80
Social Security                                    83.12         3,370.58
Medicare                                           19.44           788.30
MS Income Tax                                      39.85         1,702.14
DEDUCTIONS
Voluntary Life                                      6.50           292.50
NET PAY                                         1,358.15        55,194.23

Per Diem NT is excluded from federal, FICA and state taxable wages (taxable this period 1,340.72).
Check amount  **1,358.15**    Direct deposit in lieu of check ****8814    Page 1 of 1
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 160318,
      netCents: 135815,
      date: '2026-12-05',
      broker: 'Magnolia State Transport LLC',
      tripNumber: null,
      miles: 2386,
      linehaulCents: 124072,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [9612, 8312, 1944, 3985, 650],
    },
  },
  {
    id: 'h7-copper-basin-stub-ocr',
    issuer: 'Copper Basin Freight Lines',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Small carrier in-house pay statement scanned with OCR slips (O for 0, l for 1, S for 5): units / rate / amount / YTD, mileage, hourly and stop pay, 401(k) percentage',
    text: `C0PPER BASlN FREIGHT LINES
Globe, AZ 8550l    Ph 928-555-O117
EMPLOYEE PAY STATEMENT              Pay Date: Nov 27, 2O26
Emp: R. Yazzie   #2O4              Week ending ll/2l/2026

                     Units       Rate        Amount          YTD
Line Mi1es          1,9O8        .55       1,O49.4O     46,2O4.1O
Hour1y Pay            8.O      22.OO         176.OO      3,31O.OO
St0p Pay                3      1S.OO          45.OO        885.OO
TOTAL GROSS                                1,27O.4O     5O,399.1O
Fed lncome Tax                                88.2O
Soc Sec                                       78.76
Medicare                                      18.42
AZ State Tax                                  2S.4l
4Ol(k) 3%                                     38.1l
Net Pay                                    1,O21.5O
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 127040,
      netCents: 102150,
      date: '2026-11-27',
      broker: 'COPPER BASIN FREIGHT LINES',
      tripNumber: null,
      miles: 1908,
      linehaulCents: 104940,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [8820, 7876, 1842, 2541, 3811],
    },
  },
  {
    id: 'h7-bayou-schedule-debtor-column-ocr',
    issuer: 'Bayou Capital Funding',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring schedule of accounts purchased scanned with OCR slips: four invoices with a debtor column and load numbers, fee, reserve, wire fee, net funded',
    text: `BAYOU CAPITAL FUNDING LLC
33Ol Ambassador Caffery Pkwy, Lafayette LA 7O5O6    337-555-O148
SCHEDULE OF ACCOUNTS PURCHASED / REMITTANCE
Client: DELTA RIDGE TRUCKING LLC    Client # BC-O912    Schedule 66l4
Funding Date: 12/O2/2O26

Inv #      Debtor                          Load #            Amount
DR-228l    Steam Logistics LLC             STM-3O4471       l,85O.OO
DR-2283    GlobalTranz Enterprises LLC     GTZ-9912O4       2,42O.OO
DR-2284    Steam Logistics LLC             STM-3O4529         975.OO
DR-2287    PLS Logistics Services          PLS-66O128       3,1O5.OO
Tota1 Schedu1e                                              8,35O.OO
Factoring Fee 3.OO%                                           25O.5O
Reserve 8%                                                    668.OO
Wire Fee                                                       25.OO
Net Funded                                                  7,4O6.5O
Reserve ba1ance after this schedu1e: 4,2l2.OO
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 835000,
      netCents: 740650,
      date: '2026-12-02',
      broker: 'Steam Logistics LLC',
      tripNumber: 'STM-304471',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 66800,
      reimbursementsCents: null,
      deductions: [25050, 2500],
    },
  },
  {
    id: 'h7-lakeshore-purchase-statement-account-debtor',
    issuer: 'Lakeshore Freight Finance',
    issuerKind: 'factor',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario factoring purchase statement: YYYY/MM/DD dates, "Account Debtor:" line, invoice table with BOL/load and ship date, CAD, discount fee and reserve, funds released',
    text: `LAKESHORE FREIGHT FINANCE INC.
200 Bay St, Suite 1410, Toronto ON M5J 2J2 · 416-555-0163 · 1-877-555-0163
PURCHASE STATEMENT                                   No. PS-2026-3318
Date: 2026/12/05
Client: GREAT LAKES REEFER LINES INC. (Client ID 0447)
Account Debtor: Traffix Group Inc.

Invoice      BOL / Load        Ship date        Amount (CAD)
GLR-1190     TX-6641208        2026/11/30           2,875.00
GLR-1192     TX-6641377        2026/12/01           1,640.00
Face value of invoices purchased                    4,515.00
Discount fee 2.25%                                    101.59
Reserve 7.5%                                          338.63
Funds released to client                            4,074.78

Reserve account balance: 2,118.40 CAD
Debtor payments to: Lakeshore Freight Finance Inc., Lockbox 3318, Toronto ON M5W 0E9
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 451500,
      netCents: 407478,
      date: '2026-12-05',
      broker: 'Traffix Group Inc.',
      tripNumber: 'TX-6641208',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 33863,
      reimbursementsCents: null,
      deductions: [10159],
    },
  },
  {
    id: 'h7-frontline-advance-90-rebate',
    issuer: 'Frontline Factoring Co.',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring funding notice with "USD" amounts: invoices total, Advance 90%, fee and wire fee taken from the advance, and a separate Rebate section further down for the 10% held until the debtor pays',
    text: `FRONTLINE FACTORING CO.
PO Box 7719, Tulsa OK 74101 · (918) 555-0102 · clientservices@frontlinefactor.com
FUNDING NOTICE — ADVANCE
Client: RED RIVER HOTSHOT LLC      Client No. 3318      Batch 26-1203-04
Date funded: 12/03/2026
Debtor: Allen Lund Company, LLC

Invoice      Load           Amount
RR-0418      ALC-771204     USD 2,600.00
RR-0419      ALC-771390     USD 1,400.00
Invoices total              USD 4,000.00

Advance 90%                 USD 3,600.00
Less factoring fee 2.5%     USD   100.00
Less wire fee               USD    20.00
Advance wired               USD 3,480.00

REBATE
Rebate held (10%), released when the debtor pays     USD 400.00
Rebates are paid weekly on Fridays, less any additional fees for payment past 30 days.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 400000,
      netCents: 348000,
      date: '2026-12-03',
      broker: 'Allen Lund Company, LLC',
      tripNumber: 'ALC-771204',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 40000,
      reimbursementsCents: null,
      deductions: [10000, 2000],
    },
  },
  {
    id: 'h7-trailhead-payment-advice-amount-paid',
    issuer: 'Trailhead Freight Brokerage',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker AP carrier payment advice: vendor number, EFT payment number, invoice / load / ship date / invoice amount / deductions / amount paid table with totals row, ISO payment date',
    text: `TRAILHEAD FREIGHT BROKERAGE, INC.
Accounts Payable · 9000 E Nichols Ave, Centennial CO 80112 · AP line 720-555-0175
CARRIER PAYMENT ADVICE
Pay to: BIGHORN CARRIERS LLC     Vendor # 220917     MC 1301188
Payment No. EFT-00448120         Payment date: 2026-12-08

Invoice #   Load #        Ship Date     Invoice Amt   Deductions   Amount Paid
BH-5512     TH-220418     11/24/2026       1,950.00         0.00      1,950.00
BH-5517     TH-220502     11/26/2026       2,300.00        50.00      2,250.00
BH-5520     TH-220611     11/28/2026       1,125.00         0.00      1,125.00
Totals                                     5,375.00        50.00      5,325.00
Deduction on TH-220502: late POD fee.

Total Amount Paid: $5,325.00
Remittance questions: carrierpay@trailheadfb.com · Page 1 of 1
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 537500,
      netCents: 532500,
      date: '2026-12-08',
      broker: 'TRAILHEAD FREIGHT BROKERAGE, INC.',
      tripNumber: 'TH-220418',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [5000],
    },
  },
  {
    id: 'h7-sterling-road-quickpay-usd',
    issuer: 'Sterling Road Logistics',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker carrier settlement advice for one load: weekday and ordinal date, "USD" before each amount, linehaul / fuel surcharge / detention, load total, negative quick-pay fee, ACH trace number',
    text: `Sterling Road Logistics
Carrier Settlement Advice
Advice date: Friday, December 4th, 2026
Carrier: PINE HOLLOW TRANSPORT INC     MC 0998417     Remit ref SRL-AP-771204

Load SRL-118204    Elkhart IN -> Nashville TN    Miles 402    Delivered 12/02/2026
   Line haul                   USD 1,720.00
   Fuel surcharge              USD   288.00
   Detention (4 hrs)           USD   100.00
   Load total                  USD 2,108.00
Quick pay fee (3%)             USD   -63.24
Net remitted by ACH            USD 2,044.76

ACH trace 091000019-1182044 · Questions 574-555-0181
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 210800,
      netCents: 204476,
      date: '2026-12-04',
      broker: 'Sterling Road Logistics',
      tripNumber: 'SRL-118204',
      miles: 402,
      linehaulCents: 172000,
      fuelSurchargeCents: 28800,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [6324],
    },
  },
  {
    id: 'h7-horizon-peak-rate-agreement',
    issuer: 'Horizon Peak Logistics',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Load confirmation and carrier rate agreement: "$ 1,234.56" amounts, order number, carrier MC/DOT, shipper and consignee blocks with appointment times, weight and miles, rate detail with total carrier pay',
    text: `HORIZON PEAK LOGISTICS LLC
6400 S Fiddlers Green Cir, Greenwood Village CO 80111 · Dispatch 303-555-0129
LOAD CONFIRMATION & CARRIER RATE AGREEMENT
Order #: HPL-5501872          Date: 11/30/2026          Page 1 of 2
Carrier: TWIN RIVERS TRANSPORT LLC    MC 1120447    DOT 3390112
Driver: M. Ortega    Cell 316-555-0147    Truck 12 / Trailer 5330

SHIPPER     Cargill Meat Solutions, Dodge City KS     12/01/2026  08:00 APPT
CONSIGNEE   Meijer DC, Lansing MI                     12/03/2026  05:30 APPT
Equipment: 53' Reefer   Temp 34F   Weight 38,400 lbs   Miles 1,042

Rate Detail
  Flat Rate                     $ 2,450.00
  Fuel                          $   375.00
  Driver assist                 $   100.00
  Total Carrier Pay             $ 2,925.00

Carrier must send signed BOL within 24 hrs of delivery. Fines for late delivery $ 150.00/day.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 292500,
      broker: 'HORIZON PEAK LOGISTICS LLC',
      tripNumber: 'HPL-5501872',
    },
  },
  {
    id: 'h7-kwik-trip-diesel-def',
    issuer: 'Kwik Trip',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Convenience-store truck-island receipt: YYYY/MM/DD date and time, diesel and DEF lines with gallons x price, sales tax on DEF only, fleet card, truck, odometer and trip/PO prompt',
    text: `KWIK TRIP #1187
2900 HWY 16, LA CROSSE WI 54601
608-555-0119
2026/12/05   06:12:44     TRANS 0448120    PUMP 14
DIESEL #2      96.218 GAL x 3.589        345.33
DEF             5.000 GAL x 3.299         16.50
SUBTOTAL                                 361.83
SALES TAX (DEF 5.5%)                       0.91
TOTAL                                    362.74
FLEETONE ************2208   APPROVED 118204
TRUCK 31   ODO 402118   TRIP/PO NW-40881
THANK YOU - SEE YOU DOWN THE ROAD
`,
    expected: { documentType: 'fuel_receipt', grossCents: null, netCents: null, date: '2026-12-05' },
  },
  {
    id: 'h7-rocky-top-repair-invoice-ocr',
    issuer: 'Rocky Top Diesel & Tire',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Independent diesel shop invoice scanned with OCR slips: numbered work lines with labor hours and parts, shop supplies, disposal fee, tax on parts only, unit / VIN / mileage',
    text: `R0CKY T0P DIESEL & TIRE
ll80 Industrial Dr, Knoxville TN 379l4 · 865-555-O126
INVOICE No. 22O418            Date: ll/18/2O26            Terms: Due on receipt
Customer: PINE HOLLOW TRANSPORT INC    Unit 7    VIN 3AKJHHDR5LSL4412O    Mi1es 6l2,O44

1. Rep1ace R/S steer tire         Labor 1.O hr @ 145.OO          145.OO
   Tire 295/75R22.5 steer         1 @ 489.OO                     489.OO
2. Rep1ace air dryer cartridge    Labor O.8 hr @ 145.OO          116.OO
   Air dryer cartridge            1 @ 92.4O                       92.4O
Shop supp1ies                                                     18.5O
Tire disposa1 fee                                                  5.OO
Subtota1                                                         865.9O
Sa1es tax 9.75% on parts 58l.4O                                   56.69
TOTAL DUE                                                        922.59
`,
    expected: { documentType: 'repair_invoice', grossCents: null, netCents: null, date: '2026-11-18' },
  },
  {
    id: 'h7-capstone-lumper-receipt',
    issuer: 'Capstone Logistics',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Warehouse lumper (unloading services) receipt: receipt number and date, facility, carrier and PO numbers, unload fee, pallet build per pallet, convenience fee, paid by express code',
    text: `CAPSTONE LOGISTICS - UNLOADING SERVICES
Receipt # CL-0918-448120                  Dec 3, 2026   09:42
Facility: Meijer DC, Lansing MI   Door 41
Carrier: TWIN RIVERS TRANSPORT LLC   Truck 12   Trailer 5330
PO numbers: 4471208, 4471215      Load ref HPL-5501872
Floor loaded, 1,240 cases, 22 pallets built
Unload fee                                     285.00
Pallet build   22 @ 5.00                       110.00
Convenience fee                                  9.00
Total paid                                     404.00
Paid by: express code (Comchek) 7712-0448
Keep this receipt for lumper reimbursement. No cash refunds.
`,
    expected: { documentType: 'other', grossCents: null, netCents: null, date: '2026-12-03' },
  },
];
