import type { CorpusDocument } from './types.js';

/**
 * A fifth held-out batch, written blind (without reading the extractor or running it) and
 * committed before any run on it; never used to tune. Eighteen new issuers, mostly US.
 */
export const HELD_OUT_DOCUMENTS_5: CorpusDocument[] = [
  {
    id: 'h5-werner-per-load-columns',
    issuer: 'Werner Enterprises',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Owner-operator settlement: per-load table with loaded/empty miles and linehaul, FSC, other and total columns; header and footer full of other numbers',
    text: `WERNER ENTERPRISES, INC.   14507 Frontier Road, Omaha NE 68138   (402) 895-6640
MC 133655   USDOT 53467                                   Page 1 of 1
OWNER OPERATOR SETTLEMENT                 Settlement Date: 11/25/2026
Contractor: 60418  B. HALVORSEN    Tractor 71120    Week 47 (11/15/2026 - 11/21/2026)

Trip        Orig        Dest        LdMi  MTMi   Linehaul      FSC   Other      Total
W-5520917   OMAHA NE    DENVER CO    538    24   1,237.40   215.20    0.00   1,452.60
W-5521344   DENVER CO   SLC UT       525    61   1,260.00   210.00   75.00   1,545.00
W-5522001   SLC UT      BOISE ID     342     0     855.00   136.80    0.00     991.80
Totals                              1,405    85   3,352.40   562.00   75.00   3,989.40
(Other = detention, W-5521344, 3 hrs @ 25.00)

Deductions
Fuel purchases (fleet card)                                              1,284.66
Tractor payment                                                            610.00
Occ/Acc insurance                                                           42.50
Trailer rental                                                              95.00
Escrow deposit                                                             150.00
Comchek advance 11/18                                                      400.00
Total deductions                                                         2,582.16
NET SETTLEMENT                                                           1,407.24
Escrow balance after this settlement: 3,450.00      Direct deposit acct ****2290
Settlement questions: 1-800-228-2240 ext 4471  |  Form OOS-12 rev 2024  |  Doc 0044812-2026-47
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 398940,
      netCents: 140724,
      date: '2026-11-25',
      broker: 'WERNER ENTERPRISES, INC.',
      tripNumber: 'W-5520917',
      miles: 1490,
      linehaulCents: 335240,
      fuelSurchargeCents: 56200,
      advancesCents: 40000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [128466, 61000, 4250, 9500],
    },
  },
  {
    id: 'h5-landstar-bco-ytd-first',
    issuer: 'Landstar Ranger',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'BCO settlement: freight bill table, then a summary with the year-to-date column BEFORE the current column, deductions in parentheses',
    text: `LANDSTAR RANGER, INC.
BCO Settlement Statement                       Settlement Date: 12/04/2026
BCO: 0G4471   M. ABERNATHY          Period: 11/23/2026 - 11/29/2026

Freight Bill    Origin          Destination      Miles      Revenue
4471-0091       Joliet IL       Memphis TN         532     1,680.00
4471-0107       Memphis TN      Dallas TX          452     1,730.00

Description                 Year-to-Date        Current
Line Haul Revenue             141,882.10       3,410.00
Fuel Surcharge                 18,204.55         498.60
Tarp Pay                        1,350.00         100.00
Total Revenue                 161,436.65       4,008.60
Fuel Advance / Cash            (6,400.00)       (350.00)
Fuel Purchases                (38,913.40)     (1,022.18)
BCO Insurance                  (5,775.00)       (131.25)
Trailer Usage                  (3,200.00)        (80.00)
Maintenance Escrow             (4,700.00)       (100.00)
Net Settlement                102,448.25       2,325.17
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 400860,
      netCents: 232517,
      date: '2026-12-04',
      broker: 'LANDSTAR RANGER, INC.',
      tripNumber: '4471-0091',
      miles: 984,
      linehaulCents: 341000,
      fuelSurchargeCents: 49860,
      advancesCents: 35000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [102218, 13125, 8000],
    },
  },
  {
    id: 'h5-prime-two-column-summary',
    issuer: 'Prime Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Leased-operator settlement summary: revenue and charges side by side ("label amount label amount"), loaded and deadhead miles',
    text: `PRIME INC.
2740 N Mayfair Ave, Springfield MO 65803
LEASED OPERATOR SETTLEMENT SUMMARY
Contractor: 77120  R. VASQUEZ      Trip: 3390125      Pay Date: 12/11/2026
Miles:  Loaded 2,214   Deadhead 186   Rate 1.15 loaded

REVENUE                               CHARGES
Linehaul           2,546.10           Fuel                1,388.42
Fuel Surcharge       619.92           Truck Payment         715.00
Extra Stops          100.00           Insurance             148.20
Detention             50.00           Escrow                125.00
                                      Cash Advance          200.00
                                      Permits/Plates         62.00
Total Revenue      3,316.02           Total Charges       2,638.62

NET SETTLEMENT                           677.40
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 331602,
      netCents: 67740,
      date: '2026-12-11',
      broker: 'PRIME INC.',
      tripNumber: '3390125',
      miles: 2400,
      linehaulCents: 254610,
      fuelSurchargeCents: 61992,
      advancesCents: 20000,
      escrowCents: 12500,
      reimbursementsCents: null,
      deductions: [138842, 71500, 14820, 6200],
    },
  },
  {
    id: 'h5-mercer-percentage-ocr-trailing-minus',
    issuer: 'Mercer Transportation',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-of-revenue owner settlement scanned with OCR slips (O for 0, l for 1), deductions as trailing-minus amounts',
    text: `MERCER TRANSP0RTATI0N C0., INC.
1128 W Main St   Louisvi1le KY 40203
0WNER-0PERATOR SETTLEMENT
Owner No: 51207     Sett1ement Date: l2/O2/2026
Order      Orig - Dest                Mi1es    Revenue    O/O 72%
M8842l0    Evansvil1e IN - Laredo TX  1,1O4   3,2OO.OO   2,3O4.OO
M884355    Laredo TX - Tu1sa OK         6l2   1,48O.OO   1,O65.6O
Tota1 Line Haul Share                                    3,369.6O
Fue1 Surcharge (l00%)                                      4l2.OO
Tota1 Compensation                                       3,78l.6O
Fue1 Card                                               1,l08.35-
Cargo/PD lns                                              142.OO-
Base P1ate (prorate)                                       38.5O-
Sett1ement Advance                                        5OO.OO-
Escr0w                                                    1OO.OO-
Ba1ance Due 0wner                                        1,892.75
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 378160,
      netCents: 189275,
      date: '2026-12-02',
      broker: 'MERCER TRANSPORTATION CO., INC.',
      tripNumber: 'M884210',
      miles: 1716,
      linehaulCents: 336960,
      fuelSurchargeCents: 41200,
      advancesCents: 50000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [110835, 14200, 3850],
    },
  },
  {
    id: 'h5-kriska-km-implicit-gross',
    issuer: 'Kriska Transportation',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario owner-operator pay statement: trips in kilometres with linehaul and FSC columns, no gross line (implicit), deductions in parentheses, ISO dates, CAD',
    text: `KRISKA TRANSPORTATION GROUP
Owner Operator Pay Statement                    Deposit Date: 2026-12-09
O/O: 6612 — 2418877 Ontario Inc.        Pay period 2026-11-29 to 2026-12-05

Trip      Date         From -> To                  KM    Linehaul      FSC
K-30412   2026-11-30   Prescott ON -> Chicago IL  1,231   1,908.05   344.68
K-30466   2026-12-02   Chicago IL -> Toronto ON     837   1,297.35   234.36
Rates: $1.55/km linehaul, $0.28/km fuel surcharge

Deductions
Fuel (Petro-Pass card)                    (1,126.40)
Insurance                                   (118.00)
ACE/ACI e-manifest fees                      (24.00)
Advance 2026-12-01                          (300.00)
Net Deposit (CAD)                          2,216.04
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 378444,
      netCents: 221604,
      date: '2026-12-09',
      broker: 'KRISKA TRANSPORTATION GROUP',
      tripNumber: 'K-30412',
      miles: 1285,
      linehaulCents: 320540,
      fuelSurchargeCents: 57904,
      advancesCents: 30000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [112640, 11800, 2400],
    },
  },
  {
    id: 'h5-carolina-fleet-current-ytd-cr',
    issuer: 'Carolina Fleet Leasing',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase settlement: header and footer full of numbers, current then YTD columns, reimbursement marked CR, deductions in parentheses',
    text: `CAROLINA FLEET LEASING, LLC
PO Box 33120, Charlotte NC 28233 | Tel 704-555-0188 | Fax 704-555-0189 | USDOT 2904417
Lease Purchase Settlement          Stmt# CFL-26-1204-0377          Page 1 of 1
Lessee: T. WASHINGTON   Unit 4410   Period 11/29/2026 - 12/05/2026   Paid 12/08/2026

Load 88-2041   Greensboro NC - Atlanta GA   Loaded mi 331   Empty mi 40   Pay 1,092.30
Load 88-2066   Atlanta GA - Columbus OH     Loaded mi 604   Empty mi 22   Pay 1,932.80

                              This Period         Year to Date
Load Pay                        3,025.10           129,404.55
Fuel Surcharge                    402.05            17,118.20
Lumper Reimbursement               85.00 CR          1,240.00 CR
Gross Settlement                3,512.15           147,762.75
Fuel                           (1,061.77)          (44,880.12)
Lease Payment                    (850.00)          (40,800.00)
Liability/Cargo Ins              (174.00)           (8,352.00)
Maintenance Reserve              (120.00)           (5,760.00)
Net Pay                         1,306.38            47,970.63

Reserve balance 2,880.00 | Lease balance remaining 61,200.00 (72 of 120 payments left)
Deposit to acct ****0448 routing on file | Form CFL-SS-7 rev 03/2025 | 1-888-555-0147
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 351215,
      netCents: 130638,
      date: '2026-12-08',
      broker: 'CAROLINA FLEET LEASING, LLC',
      tripNumber: '88-2041',
      miles: 997,
      linehaulCents: 302510,
      fuelSurchargeCents: 40205,
      advancesCents: null,
      escrowCents: 12000,
      reimbursementsCents: 8500,
      deductions: [106177, 85000, 17400],
    },
  },
  {
    id: 'h5-maverick-adp-earnings-statement',
    issuer: 'Maverick Transportation',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'ADP-style earnings statement: company code block, rate / miles / this period / year to date columns, per diem per mile, minus-sign deductions, deposit advice at the foot',
    text: `MAVERICK TRANSPORTATION, LLC               Earnings Statement
13301 Valentine Rd                          Period Beginning:  11/22/2026
North Little Rock, AR 72117                 Period Ending:     11/28/2026
                                            Pay Date:          12/04/2026
Co. Code RJ/MVX 27104931   Loc/Dept 018/DRV   Number 0000442113   Page 1 of 1
Filing Status: Single   Exemptions/Allowances: Federal: Std   AR: 1

Earnings           rate      miles     this period     year to date
Mileage           .5400      2,611        1,409.94        61,880.76
Per Diem          .0800      2,611          208.88         9,167.52
Stop Pay                                     40.00         1,160.00
Gross Pay                                $1,658.82        72,208.28

Deductions        Statutory
Federal Income Tax                         -118.21        -5,140.66
Social Security Tax                         -89.90        -3,908.26
Medicare Tax                                -21.02          -914.04
AR State Income Tax                         -44.60        -1,931.12
                  Other
Dental                                       -9.25          -434.75*
Net Pay                                  $1,375.84

* Excluded from federal taxable wages
Your federal taxable wages this period are $1,440.69
Advice number: 00000491120   Account number: xxxxxx4471   Transit ABA: xxxx xxxx   Amount: $1,375.84
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 165882,
      netCents: 137584,
      date: '2026-12-04',
      broker: 'MAVERICK TRANSPORTATION, LLC',
      tripNumber: null,
      miles: 2611,
      linehaulCents: 140994,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11821, 8990, 2102, 4460, 925],
    },
  },
  {
    id: 'h5-hirschbach-ytd-first-ocr',
    issuer: 'Hirschbach Motor Lines',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'In-house driver pay advice scanned with OCR slips: YTD column before CURRENT, loaded and empty miles, per diem per mile',
    text: `HIRSCHBACH M0T0R LINES, INC.
DRIVER PAY ADVICE
Driver: K. 0LSEN    Driver Code: OLSK01    Check Date: l2/1O/2O26
Pay Week Ending: 12/O5/2026

                           YTD          CURRENT
Loaded Mi1es             98,4l2           2,3O6
Empty Mi1es              11,2O4             2l4
Mi1eage Pay @ .6l      66,865.76        1,537.2O
Per Diem @ .O6          6,576.96          151.2O
Layover                 1,4OO.OO          1OO.OO
Gross Earnings         74,842.72        1,788.4O
Fed Withho1ding         4,9l2.33          118.O4
FICA                    4,21l.O2          1O1.51
Medicare                  984.86           23.74
IA State Tax            2,O31.5O           52.18
Medica1 P1an            3,O8O.OO           7O.OO
Net Pay                59,623.O1        1,422.93
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 178840,
      netCents: 142293,
      date: '2026-12-10',
      broker: 'HIRSCHBACH MOTOR LINES, INC.',
      tripNumber: null,
      miles: 2520,
      linehaulCents: 153720,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11804, 10151, 2374, 5218, 7000],
    },
  },
  {
    id: 'h5-red-mesa-gusto-style-stub',
    issuer: 'Red Mesa Freight',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Online-payroll (Gusto-style) stub for a small carrier: EIN and phone in the header, month-name pay period, current and YTD columns, advance repayment, footer with generated date and account',
    text: `Red Mesa Freight LLC
2201 W Broadway Rd, Tempe, AZ 85282 · EIN 86-2204417 · (480) 555-0142
Pay stub for K. Begay (Employee ID 0117)        Pay period: Nov 23 – Dec 6, 2026
Pay day: Dec 11, 2026                           SSN: xxx-xx-4471

Earnings                      Miles/Days     Rate       Current          YTD
Mileage (loaded + empty)         4,180      0.56      $2,340.80   $48,104.00
Per diem (non-taxable)         10 days     55.00        $550.00   $11,000.00
Detention                        3 hrs     20.00         $60.00      $540.00
Gross pay                                             $2,950.80   $59,644.00

Employee taxes
Federal Income Tax                                      $188.40    $3,902.60
Social Security                                         $148.85    $3,015.93
Medicare                                                 $34.81      $705.34
AZ Withholding                                           $60.02    $1,216.10
Deductions
Advance repayment                                       $100.00      $400.00
Net pay                                               $2,418.72   $50,404.03

Direct deposit · Checking ****0936 · $2,418.72
Questions? payroll@redmesafreight.com · Generated 12/10/2026 06:14 MST · Page 1 of 1
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 295080,
      netCents: 241872,
      date: '2026-12-11',
      broker: 'Red Mesa Freight LLC',
      tripNumber: null,
      miles: 4180,
      linehaulCents: 234080,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [18840, 14885, 3481, 6002],
    },
  },
  {
    id: 'h5-rxo-quick-pay-remittance',
    issuer: 'RXO',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker quick-pay remittance: payee block with MC and vendor id, ACH trace number, three loads with PO/BOL refs, no total line, negative quick-pay fee, net payment',
    text: `RXO, Inc.
11215 North Community House Rd, Charlotte NC 28277
CARRIER PAYMENT REMITTANCE — QUICK PAY
Payee: IRON CREEK LOGISTICS LLC    MC-1209934    Vendor ID V0044812
Payment Date: 12/07/2026    Method: ACH    Trace 021000021-4471209

Load #          Reference          Delivered       Amount
RXO-7712034     PO 4500912233      12/01/2026    1,850.00
RXO-7712287     PO 4500912901      12/02/2026    2,125.50
RXO-7713510     BOL 88120-3        12/03/2026      940.00
Quick Pay Fee 2.0%                                 -98.31
Net Payment                                     4,817.19

Questions: carrierpay@rxo.com · 1-844-797-5952 · Page 1 of 1
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 491550,
      netCents: 481719,
      date: '2026-12-07',
      broker: 'RXO, Inc.',
      tripNumber: 'RXO-7712034',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [9831],
    },
  },
  {
    id: 'h5-armstrong-quickpay-notice',
    issuer: 'Armstrong Transport Group',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay settlement notice: per-load linehaul, fuel, accessorial and load-pay columns, no gross line, discount in parentheses, amount paid by ACH',
    text: `ARMSTRONG TRANSPORT GROUP, LLC
QuickPay Settlement Notice                    Notice No. QP-26-118407
Carrier: HIGH DESERT CARRIERS INC   (MC 998120 / DOT 3301288)
Settlement date: Dec 9, 2026

Load        Pickup       Delivery      Linehaul     Fuel   Accessorial    Load Pay
ATG904412   Reno NV      Fresno CA     1,100.00   165.00          0.00    1,265.00
ATG904598   Fresno CA    Phoenix AZ    1,475.00   221.25         75.00    1,771.25
QuickPay discount (2.5%)                                                    (75.91)
Amount paid by ACH                                                        2,960.34
Accessorial on ATG904598: detention 3 hrs @ 25.00.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 303625,
      netCents: 296034,
      date: '2026-12-09',
      broker: 'ARMSTRONG TRANSPORT GROUP, LLC',
      tripNumber: 'ATG904412',
      miles: null,
      linehaulCents: 257500,
      fuelSurchargeCents: 38625,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [7591],
    },
  },
  {
    id: 'h5-triumph-client-remittance',
    issuer: 'Triumph Business Capital',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring client remittance: header with address, phone, fax, client and schedule numbers, invoice table with invoice dates, fee, reserve, ACH fee, lockbox footer',
    text: `TRIUMPH BUSINESS CAPITAL
12700 Park Central Dr, Suite 1700, Dallas TX 75251 · 866-273-9932 · Fax 214-365-6888
Client Remittance Statement      Client # 44120    Schedule # 2026-118734    Page 1 of 1
Client: BLACKWATER ROAD LLC    MC 1188420
Remittance Date: 12/03/2026
Debtor: HUB GROUP INC

Invoice     Load / PRO      Invoice Date      Invoice Amt
BW-1047     HG-55120998     11/30/2026           2,300.00
BW-1049     HG-55121430     12/01/2026           1,650.00
Total Invoices Purchased                         3,950.00
Factoring Fee 3.0%                                 118.50
Reserve Held 10%                                   395.00
ACH Fee                                             15.00
Net Funds Transferred                            3,421.50

Reserve balance after this schedule: 1,842.00
Debtors remit to: Triumph Business Capital, PO Box 610028, Dallas TX 75261-0028 · ABA 111017694
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 395000,
      netCents: 342150,
      date: '2026-12-03',
      broker: 'HUB GROUP INC',
      tripNumber: 'HG-55120998',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 39500,
      reimbursementsCents: null,
      deductions: [11850, 1500],
    },
  },
  {
    id: 'h5-rts-purchase-remittance-ocr',
    issuer: 'RTS Financial',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase remittance scanned with OCR slips: debtor per row, fee, escrow reserve, fuel advance repaid, net purchase amount',
    text: `RTS FINANCIAL SERVICE, INC.
PURCHASE REMITTANCE
Client: S0N0RAN FREIGHT C0 LLC      Client No 77l2O
Purchase Date: 12/O8/2O26

Debtor                  Load No        Invoice Amt
MoLo So1utions LLC      ML-7O4412        3,1OO.OO
MoLo So1utions LLC      ML-7O459O        1,275.OO
Tota1 Invoices                           4,375.OO
Fact0ring Fee 2.75%                        12O.31
Escr0w Reserve 5%                          218.75
Fue1 Advance Repaid                        5OO.OO
Net Purchase Amount                      3,535.94
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 437500,
      netCents: 353594,
      date: '2026-12-08',
      broker: 'MoLo Solutions LLC',
      tripNumber: 'ML-704412',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 21875,
      reimbursementsCents: null,
      deductions: [12031],
    },
  },
  {
    id: 'h5-bluegrace-rate-confirmation',
    issuer: 'BlueGrace Logistics',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Reefer rate confirmation: broker address and phone, carrier MC and contact, two stops with windows, temperature, rate breakdown and total rate',
    text: `BLUEGRACE LOGISTICS LLC
2846 S Falkenburg Rd, Riverview FL 33578 · (800) 696-4722
CARRIER RATE CONFIRMATION          Load ID: BG-3318420          Date: 12/01/2026
Carrier: GATOR LINE TRANSPORT LLC   MC# 1044127   Contact: D. Mills 813-555-0170
Stop 1  Pickup    12/02/2026 07:00-11:00   Sysco West Coast Florida, Palmetto FL
Stop 2  Delivery  12/03/2026 06:00         Kroger DC, Atlanta GA
Commodity: frozen foods   Temp: -10F continuous   Weight: 41,200 lb   Miles: 456
Linehaul                          $1,480.00
Fuel                                $212.00
Stop-off                             $75.00
Total Rate (USD)                  $1,767.00
Payment 30 days from receipt of signed BOL and this confirmation. QuickPay available at 2%.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 176700,
      broker: 'BLUEGRACE LOGISTICS LLC',
      tripNumber: 'BG-3318420',
    },
  },
  {
    id: 'h5-sapp-bros-fuel-reefer',
    issuer: 'Sapp Bros. Travel Center',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Travel-center fuel receipt: tractor diesel and reefer diesel lines at different prices, card, unit and odometer',
    text: `SAPP BROS. TRAVEL CENTER #012
I-80 EXIT 440   OMAHA NE 68138
TEL 402-895-7038
12/06/2026  23:47   INV# 0120-558120   PUMP 07
DIESEL      118.402 GAL @ 3.759      445.07
REEFER      22.110 GAL @ 3.659        80.90
SUBTOTAL                             525.97
TAX INCL
TOTAL                                525.97
COMDATA  ************7712   AUTH 904118
UNIT 22   ODOM 518,204   DRIVER ID 4471
`,
    expected: { documentType: 'fuel_receipt', grossCents: null, netCents: null, date: '2026-12-06' },
  },
  {
    id: 'h5-kenworth-sales-repair-order',
    issuer: 'Kenworth Sales Company',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Dealer repair order invoice: complaint line, labor hours at rate, parts, shop supplies, environmental fee, tax on parts only, VIN and odometer',
    text: `KENWORTH SALES COMPANY — WEST VALLEY
2125 S Constitution Blvd, West Valley City UT 84119 · (801) 487-4161
REPAIR ORDER / INVOICE          RO# 41-228107          Date: 12/03/2026
Customer: HIGH DESERT CARRIERS INC   Unit 12   VIN 1XKYD49X5NJ448120   Odometer 388,410
Complaint: DEF warning lamp, engine derate
Labor   R&R NOx sensor (outlet)     2.2 hrs @ 178.00       391.60
Parts   NOx sensor                  1 @ 612.45             612.45
Parts   Gasket                      1 @ 8.90                 8.90
Shop supplies (5% of labor)                                 19.58
Environmental fee                                            4.50
Subtotal                                                 1,037.03
Sales tax 7.25% on parts 621.35                             45.05
Invoice Total                                            1,082.08
Terms: due on receipt. Warranty 12 months / 100,000 miles on parts.
`,
    expected: { documentType: 'repair_invoice', grossCents: null, netCents: null, date: '2026-12-03' },
  },
  {
    id: 'h5-pinecrest-ifta-quarterly',
    issuer: 'Pinecrest Freight',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'IFTA quarterly fuel tax summary: jurisdiction table of miles, gallons, tax rates and tax or credit in parentheses, fleet MPG, net tax due (pays nobody)',
    text: `PINECREST FREIGHT LLC — IFTA QUARTERLY SUMMARY
IFTA Account: IN-0044812977     Quarter: 3Q 2026 (07/01/2026 - 09/30/2026)
Report run: 10/28/2026     Fleet MPG: 6.50     Units: 3

Juris   Total Mi   Taxable Gal   Tax-Paid Gal   Net Taxable Gal   Rate     Tax (Credit)
IL         4,212        648.00         520.40            127.60   0.705          89.96
IN         3,890        598.46         812.00           (213.54)  0.570        (121.72)
OH         5,104        785.23         690.30             94.93   0.470          44.62
PA         2,877        442.62           0.00            442.62   0.785         347.46
MI         1,655        254.62         310.50            (55.88)  0.505         (28.22)
Totals    17,738      2,728.93       2,333.20                                   332.10
Net tax due with return (file by 10/31/2026)                                    332.10
`,
    expected: { documentType: 'other', grossCents: null, netCents: null },
  },
  {
    id: 'h5-great-west-premium-notice',
    issuer: 'Great West Casualty Company',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Commercial-truck insurance premium installment notice: policy number and period, notice and due dates, coverage lines, amount due (pays nobody)',
    text: `GREAT WEST CASUALTY COMPANY
1100 W 29th St, South Sioux City NE 68776 · 800-228-8602
PREMIUM INSTALLMENT NOTICE
Named Insured: BLACKWATER ROAD LLC     Agent: Plains Truck Insurance 0447
Policy No: TRK-2209447-03     Policy Period: 04/15/2026 - 04/15/2027
Notice Date: 11/20/2026     Installment 8 of 10     Due Date: 12/15/2026

Coverage                                  Installment
Auto Liability $1,000,000 CSL                1,284.00
Motor Truck Cargo $100,000                      96.50
Physical Damage (2 units)                      311.75
Installment fee                                 10.00
Amount Due                                   1,702.25
Previous balance 0.00   Payments received 0.00
Pay online or mail to PO Box 277, South Sioux City NE 68776. Late fee 25.00 after due date.
`,
    expected: { documentType: 'other', grossCents: null, netCents: null },
  },
];
