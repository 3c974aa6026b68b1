import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 76: ten trucking pay documents written without looking at the extractor.
 * Kinds: five owner-operator settlements (US carrier per-mile with side-by-side summary, US
 * lease-purchase lessor debit/credit ledger with running balance, US dispatch service with a
 * per-load fee column, Quebec French relevé with TPS/TVQ, Mexican Spanish liquidación a
 * permisionario with IVA/ISR withholdings), two pay stubs (US boxed weekly stub with YTD, Canadian
 * biweekly per-mile stub with a summary strip), a broker QuickPay remittance with a claim
 * adjustment, a factoring funding notice with a reserve release, and a truck/reefer repair invoice.
 * Countries: 7 US, 2 CA (one French), 1 MX. Dates vary: MM/DD/YYYY, Mon DD YYYY, M/D/YY, ISO,
 * French month names, DD-MON-YYYY, DD/MM/YYYY, DD MON YY, dd/mmm/yyyy (Spanish).
 */
export const HELD_OUT_DOCUMENTS_76: CorpusDocument[] = [
  {
    id: 'b76-tenkiller-side-by-side-summary',
    issuer: 'Tenkiller Lake Transport, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Owner-operator settlement with one wide trip table (loaded/empty miles, linehaul, FSC, extra, trip total) and a totals row, then earnings+reimbursements and deductions printed side by side in two columns split by a pipe; net shown as an inline equation; MM/DD/YYYY dates',
    text: `TENKILLER LAKE TRANSPORT, INC.                               CONTRACTOR SETTLEMENT
1907 S Muskogee Ave, Tahlequah, OK 74464                     Settlement #:  0311-4471
Ph (918) 555-0147   Fax (918) 555-0148                       Check Date:    03/20/2026
MC-884215   USDOT 2419377                                    Pay Period:    03/08/2026 - 03/14/2026

Pay To:  BLACKJACK RIDGE EXPRESS LLC  (O/O #4471)            Tractor: 771   Trailer: 53R-208
         PO Box 322, Stilwell OK 74960

TRIP DETAIL   (Loaded $1.750/mi  Empty $0.500/mi  FSC $0.520/loaded mi)
Trip No.  Pickup     Origin -> Destination         Ld Mi MT Mi  Linehaul     FSC   Extra Trip Total
--------- ---------- ----------------------------- ----- ----- --------- ------- ------- ----------
T-88102   03/08/2026 Tulsa OK -> Memphis TN          412    40    741.00  214.24   75.00   1,030.24
T-88117   03/10/2026 Memphis TN -> Little Rock AR    137          239.75   71.24             310.99
T-88125   03/11/2026 Little Rock AR -> Dallas TX     318    22    567.50  165.36  120.00     852.86
T-88140   03/13/2026 Dallas TX -> Tulsa OK           257          449.75  133.64             583.39
--------- ---------- ----------------------------- ----- ----- --------- ------- ------- ----------
TOTALS               4 trips                       1,124    62  1,998.00  584.48  195.00   2,777.48
Extra: T-88102 stop-off Germantown TN $75.00; T-88125 detention 2.0 hrs @ $60.00 = $120.00

EARNINGS SUMMARY                        |  DEDUCTIONS
  Linehaul (loaded+empty)     1,998.00  |    Fuel - Pilot Flying J (9 tkts)   1,187.42
  Fuel Surcharge                584.48  |    Trailer Rental 53R-208             175.00
  Stop-off / Detention          195.00  |    Physical Damage Ins                 61.20
  ------------------------------------  |    Occupational Accident               38.40
  GROSS EARNINGS              2,777.48  |    PrePass Transponder                 14.85
                                        |    Comdata Advance 03/10              300.00
REIMBURSEMENTS (receipts on file)       |    Escrow Deposit                      75.00
  CAT Scale 03/09 Memphis        12.00  |    -----------------------------------------
  Turnpike Toll - Will Rogers    38.50  |    TOTAL DEDUCTIONS                 1,851.87
  ------------------------------------  |
  TOTAL REIMBURSEMENTS           50.50  |

============================================================================================
  NET PAY   2,777.48 - 1,851.87 + 50.50 = $976.11        Check No. 0058213
============================================================================================
Escrow: prior balance 1,425.00 + deposit 75.00 = 1,500.00   (target 2,500.00)
Questions on this settlement must be raised within 30 days. Settlements@tenkillerlake.com
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 277748,
      netCents: 97611,
      date: '2026-03-20',
      broker: 'TENKILLER LAKE TRANSPORT, INC.',
      tripNumber: 'T-88102',
      miles: 1186,
      linehaulCents: 199800,
      fuelSurchargeCents: 58448,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 5050,
      deductions: [118742, 17500, 6120, 3840, 1485],
    },
  },
  {
    id: 'b76-uwharrie-lessee-ledger-running-balance',
    issuer: 'Uwharrie Lease Partners, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase lessor settlement printed as a chronological debit/credit ledger with a running balance column (percentage-of-revenue share and FSC credits per load, lease/fuel/insurance debits mixed in by date), followed by a boxed week-at-a-glance summary; "Mon DD, YYYY" dates and a later deposit date',
    text: `UWHARRIE LEASE PARTNERS, LLC
Lease-Purchase & Contractor Services
611 N Second St, Albemarle NC 28001  *  (704) 555-0183  *  USDOT 3318042  MC 1120457

LESSEE SETTLEMENT LEDGER                                   Statement Date: Mar 14, 2026
Lessee:  Dorsey R. Pruitt dba PRUITT ROAD SERVICE           Lessee ID:      ULP-0391
Unit:    2019 Freightliner Cascadia #214                    Week Ending:    Mar 12, 2026
Compensation per lease Sched. B: 72% of line revenue + 100% of fuel surcharge

Date         Ref     Description                                 Debit     Credit     Balance
------------ ------- -------------------------------------- ---------- ---------- -----------
Mar 06, 2026         Opening balance                                                     0.00
Mar 06, 2026 UL-5531 Charlotte NC > Atlanta GA  245 mi
                       72% x 1,480.00 line revenue                       1,065.60    1,065.60
                       Fuel surcharge (100%)                               196.00    1,261.60
Mar 07, 2026 EFS     Trip advance - EFS check                   200.00               1,061.60
Mar 09, 2026 UL-5548 Atlanta GA > Jacksonville FL  346 mi
                       72% x 1,725.00 line revenue                       1,242.00    2,303.60
                       Fuel surcharge (100%)                               276.80    2,580.40
Mar 10, 2026 FUEL    Fuel purchases wk 10 (6 tkts)            1,118.64               1,461.76
Mar 11, 2026 UL-5560 Jacksonville FL > Greensboro NC  487 mi
                       72% x 2,190.00 line revenue                       1,576.80    3,038.56
                       Fuel surcharge (100%)                               389.60    3,428.16
                       Lumper reimb. rcpt #JX40917                         185.00    3,613.16
Mar 12, 2026 L-214   Tractor lease pmt #38 of 156               725.00               2,888.16
Mar 12, 2026 INS     Liability/cargo ins. share                  92.00               2,796.16
Mar 12, 2026 INS     Bobtail coverage                            11.50               2,784.66
Mar 12, 2026 IFTA    IFTA fuel tax adj. Q1                       43.17               2,741.49
Mar 12, 2026 MNT     Maintenance escrow deposit                 125.00               2,616.49
------------ ------- -------------------------------------- ---------- ---------- -----------
Mar 14, 2026         Closing balance due lessee                                      2,616.49

+--------------------------- WEEK AT A GLANCE --------------------------+
|  Loads settled                                                     3  |
|  Miles (loaded, per rate con)                                  1,078  |
|  Lessee share of line revenue                               3,884.40  |
|  Fuel surcharge                                               862.40  |
|  Lessee earnings                                            4,746.80  |
|  Reimbursements (lumper)                                      185.00  |
|  Advances recovered                                           200.00  |
|  Lease & other charges                                      1,990.31  |
|  Maintenance escrow withheld                                  125.00  |
|  Paid by direct deposit Mar 16, 2026                        2,616.49  |
+-----------------------------------------------------------------------+
Maintenance escrow balance: 2,375.00     Lease payoff remaining (118 pmts): 85,550.00
Deposit to acct ending 6602 (First Bancorp). Disputes: settlements@uwharrielease.com
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 474680,
      netCents: 261649,
      date: '2026-03-16',
      broker: 'UWHARRIE LEASE PARTNERS, LLC',
      tripNumber: 'UL-5531',
      miles: 1078,
      linehaulCents: 388440,
      fuelSurchargeCents: 86240,
      advancesCents: 20000,
      escrowCents: 12500,
      reimbursementsCents: 18500,
      deductions: [111864, 72500, 9200, 1150, 4317],
    },
  },
  {
    id: 'b76-valdosta-dispatch-fee-column',
    issuer: 'Valdosta Pines Dispatch LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier settlement sheet with a double-rule header split by a pipe, one load table with a broker per row and a per-load 7% dispatch-fee column with a totals row, then a dotted-leader "less" list with negative amounts down to net ACH sent; M/D/YY dates',
    text: `================================================================================================
 VALDOSTA PINES DISPATCH LLC   |  Carrier Settlement Sheet
 2208 N Ashley St Ste 4        |  Carrier:  HOLLOWAY BROS TRUCKING LLC   MC 1298841
 Valdosta, GA 31602            |  Truck 12 / 53' dry van   Driver: Marcus Holloway
 (229) 555-0164                |  Week: 4/6/26 - 4/12/26     Sheet # VPD-1532
================================================================================================
Broker payments below were collected by VPD under notice of assignment on file.

Load #     PU   Broker                     Lane                     Miles     Rate   Acc. Load Tot Disp 7%
---------- ---- -------------------------- ------------------------ ----- -------- ------ -------- -------
2231904    4/6  Okefenokee Freight Brokers Valdosta GA-Charlotte NC   441 1,850.00      - 1,850.00  129.50
RH-77350   4/7  Red Hills Logistics Inc    Charlotte NC-Columbus OH   428 1,575.00 150.00 1,725.00  120.75
CPB0418862 4/9  Coastal Plain Brokerage    Columbus OH-Macon GA       652 2,100.00      - 2,100.00  147.00
2232077    4/10 Okefenokee Freight Brokers Macon GA-Tampa FL          402 1,300.00      - 1,300.00   91.00
---------- ---- -------------------------- ------------------------ ----- -------- ------ -------- -------
                TOTALS                                              1,923 6,825.00 150.00 6,975.00  488.25
Acc.: RH-77350 detention 3 hrs @ $50 (approved by broker, ref DET-2291)
Avg RPM this week: $3.55 (rate only, loaded miles)

   Total collected from brokers .........................   6,975.00
   Less dispatch fee (7% of load total) .................    -488.25
   Less ELD / load board subscription ...................     -45.00
   Less cargo ins. certificate fee (Apr) ................     -38.00
   Less fuel advance sent 4/8 (Zelle) ...................    -500.00
                                                          ----------
   NET ACH SENT TO CARRIER  4/14/26 .....................   5,903.75

Carrier is responsible for its own fuel, insurance and IFTA. VPD does not withhold taxes.
Questions: text dispatch line (229) 555-0165 or email pay@valdostapines.com
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 697500,
      netCents: 590375,
      date: '2026-04-14',
      broker: 'VALDOSTA PINES DISPATCH LLC',
      tripNumber: '2231904',
      miles: 1923,
      linehaulCents: 682500,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [48825, 4500, 3800],
    },
  },
  {
    id: 'b76-yaquina-quickpay-iso-dates',
    issuer: 'Yaquina Head Freight Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker quick-pay remittance advice with dotted-leader header fields, an equals-ruled invoice table (invoice, negative 3% QuickPay discount column, claim adjustment column flagged with an asterisk, net paid) and a totals row, footnote explaining the OS&D claim; ISO dates',
    text: `YAQUINA HEAD FREIGHT BROKERAGE, INC.
3120 SE Ferry Slip Rd, Newport, OR 97365   MC 905318  |  carrierpay@yaquinahead.com

                         ** QUICKPAY REMITTANCE ADVICE **

Payee ......... STORMCREST CARRIERS LLC          Vendor No ...... V-20817
                88 Timber Ln, Philomath OR 97370 Carrier MC ..... 1044286
Payment Date .. 2026-05-07                       Payment Method . ACH (CCD+)
Remit ID ...... QP-0507-3391                     Terms .......... QuickPay 2-day @ 3.00%

Load No.  Your Inv Delivered  Lane                      Invoice    QP 3%    Adjust   Net Paid
========= ======== ========== ====================== ========== ======== ========= ==========
YH-227014 SC-1182  2026-04-30 Toledo OR > Boise ID     2,650.00   -79.50             2,570.50
YH-227031 SC-1185  2026-05-01 Salem OR > Redding CA    1,980.00   -59.40  -85.00 *   1,835.60
YH-227046 SC-1187  2026-05-04 Eugene OR > Spokane WA   3,425.00  -102.75             3,322.25
========= ======== ========== ====================== ========== ======== ========= ==========
TOTAL     3 loads                                      8,055.00  -241.65    -85.00   7,728.35

* YH-227031: OS&D claim CL-3390, 4 cases crushed at receiver (Redding CA),
  deducted per broker-carrier agreement sec. 9.2. Photos and receiver notes attached.

AMOUNT DEPOSITED:  $7,728.35  to account ending **4471

Standard terms are net 30 from receipt of POD. You elected QuickPay for the loads above;
the 3% discount is taken from the invoice amount before any claim adjustment.
Page 1 of 1
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 805500,
      netCents: 772835,
      date: '2026-05-07',
      broker: 'YAQUINA HEAD FREIGHT BROKERAGE, INC.',
      tripNumber: 'YH-227014',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [24165, 8500],
    },
  },
  {
    id: 'b76-tadoussac-releve-voiturier-taxes',
    issuer: 'Transports Tadoussac-Escoumins inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator settlement (relevé de règlement) with a trip table paying by the mile (loaded, empty and fuel surcharge lines per trip), a stacked summary adding TPS and TVQ to reach a tax-included total, deductions in parentheses, space-thousands and comma decimals with trailing $, French month-name dates',
    text: `TRANSPORTS TADOUSSAC-ESCOUMINS INC.
215, route 138, Les Escoumins (Québec)  G0T 1K0
Tél. : 418 555-0126    NIR R-512873    USDOT 2983104    MC 791146

                 RELEVÉ DE RÈGLEMENT - VOITURIER PROPRIÉTAIRE

Voiturier : Gestion Camionnage D. Tremblay inc. (no 118)
No TPS : 78421 5530 RT0001          No TVQ : 1221846630 TQ0001
Période : du 31 mai au 6 juin 2026                  Relevé no : R-2623-118
Date de paiement : 12 juin 2026                     Mode : dépôt direct

VOYAGES
No voyage Date  Trajet / description                       Milles   Taux        Montant
--------- ----- ------------------------------------------ ------ ------ --------------
TE-60412  31-05 Forestville QC - Albany NY                    512   2,05     1 049,60 $
                Milles à vide Escoumins - Forestville          44   1,10        48,40 $
                Surcharge carburant                           512   0,38       194,56 $
TE-60419  02-06 Albany NY - Lévis QC                          398   2,05       815,90 $
                Surcharge carburant                           398   0,38       151,24 $
TE-60427  04-06 Québec QC - Portland ME                       286   2,05       586,30 $
                Milles à vide Lévis - Québec                    9   1,10         9,90 $
                Surcharge carburant                           286   0,38       108,68 $
          04-06 Temps d'attente Portland ME (2 h x 55,00)                      110,00 $
--------- ----- ------------------------------------------ ------ ------ --------------

  Transport (milles chargés et à vide)                      2 510,10 $
  Surcharge carburant                                         454,48 $
  Temps d'attente                                             110,00 $
  Total des services avant taxes                            3 074,58 $
  TPS 5 %                                                     153,73 $
  TVQ 9,975 %                                                 306,69 $
                                                      ----------------
  TOTAL DES REVENUS (taxes incluses)                        3 535,00 $

RETENUES
  Carburant - cartes FCA (7 transactions)                  (1 642,18 $)
  Assurance responsabilité et cargaison                      (118,40 $)
  Location remorque R-55 (semaine)                           (195,00 $)
  Immatriculation IRP - versement 6/12                        (87,25 $)
  Avance de voyage du 2 juin                                 (400,00 $)
  Fonds de réserve - retenue hebdomadaire                    (100,00 $)
                                                      ----------------
  Total des retenues                                       (2 542,83 $)

  MONTANT NET DÉPOSÉ LE 12 JUIN 2026                          992,17 $

Milles totaux payés : 1 249      Solde du fonds de réserve : 2 300,00 $
Toute erreur doit être signalée au service de la paie dans les 15 jours. Merci!
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 353500,
      netCents: 99217,
      date: '2026-06-12',
      broker: 'TRANSPORTS TADOUSSAC-ESCOUMINS INC.',
      tripNumber: 'TE-60412',
      miles: 1249,
      linehaulCents: 251010,
      fuelSurchargeCents: 45448,
      advancesCents: 40000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [164218, 11840, 19500, 8725],
    },
  },
  {
    id: 'b76-wolcottville-boxed-paystub-ytd',
    issuer: 'Wolcottville Milk Transport, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver weekly earnings statement drawn in an ASCII box: earnings (hours, rate, current, YTD) and deductions (taxes, pre-tax benefits, current, YTD) side by side, a one-line gross minus deductions equals net, and a direct-deposit strip; DD-MON-YYYY dates',
    text: `+----------------------------------------------------------------------------------------------------+
| WOLCOTTVILLE MILK TRANSPORT, INC.                        EARNINGS STATEMENT                        |
| 4650 N State Road 9, Wolcottville, IN 46795              Advice No.:   DD-004412                   |
| (260) 555-0119   USDOT 1672508                           Pay Date:     17-JUL-2026                 |
|                                                          Period:       05-JUL-2026 to 11-JUL-2026  |
+----------------------------------------------------------------------------------------------------+
| Employee: KESSLER, AARON J            Emp ID: 0287     Dept: BULK MILK / ROUTE 4                   |
| 1107 Maple Ct, Topeka IN 46571        SSN: XXX-XX-6620 Fed: S/0   IN Exempt: 1   Rate: 24.50/hr    |
+----------------------------------------------------------------------------------------------------+
| EARNINGS      Hrs/Units     Rate  Current       YTD | DEDUCTIONS            Current        YTD    |
| --------------------------------------------------- | ----------------------------------------    |
| Regular           40.00  24.5000   980.00 26,950.00 | Federal Income Tax     112.84   3,081.27    |
| Overtime          10.00  36.7500   367.50  8,452.50 | Social Security         88.56   2,265.02    |
| Farm Stop Pay        14   6.0000    84.00  2,316.00 | Medicare                20.71     529.72    |
| Safety Bonus                        50.00    300.00 | IN State Tax            40.39   1,032.85    |
| --------------------------------------------------- | IN County LAG           22.59     577.69    |
| GROSS PAY                        1,481.50 38,018.50 | 401(k) 4%               59.26   1,520.74    |
|                                                     | Medical Pre-Tax         46.15   1,292.20    |
|                                                     | Dental Pre-Tax           6.92     193.76    |
|                                                     | Uniform Rental           7.50     210.00    |
|                                                     | ----------------------------------------    |
|                                                     | TOTAL DEDUCTIONS       404.92  10,703.25    |
+----------------------------------------------------------------------------------------------------+
|               GROSS 1,481.50   -   DEDUCTIONS 404.92   =   NET PAY 1,076.58                        |
| YTD: Gross 38,018.50   Net 27,315.25        Fed taxable wages this period 1,369.17                 |
+----------------------------------------------------------------------------------------------------+
| DIRECT DEPOSIT    Lake City Bank  Checking  XXXXXX3318                                    1,076.58 |
+----------------------------------------------------------------------------------------------------+
 NON-NEGOTIABLE - THIS IS NOT A CHECK.  PTO balance 26.0 hrs.  Questions: payroll@wolcottvillemilk.com
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 148150,
      netCents: 107658,
      date: '2026-07-17',
      broker: 'WOLCOTTVILLE MILK TRANSPORT, INC.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11284, 8856, 2071, 4039, 2259, 5926, 4615, 692, 750],
    },
  },
  {
    id: 'b76-tantramar-biweekly-summary-strip',
    issuer: 'Tantramar Marsh Freight Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Canadian company-driver biweekly pay statement with a three-cell boxed strip (gross / total deductions / net) at the top, then coded earnings (cents-per-mile pay, border crossings, drop & hook, layover) and deductions (CPP, EI, federal and NB tax, benefits, RRSP) with YTD columns; DD/MM/YYYY dates',
    text: `Tantramar Marsh Freight Ltd.
77 Lorne Street, Sackville NB  E4L 3Z6  |  506-555-0138  |  BN 81427 6605 RT0001

PAY STATEMENT - BIWEEKLY
Employee   : Gaudet, Rémi P.        No. 1146      Position: Long-haul driver (cross-border)
Pay period : 26/07/2026 - 08/08/2026              Pay date: 14/08/2026      Stmt: 2026-17-1146

    +--------------------+--------------------+--------------------+
    |   GROSS EARNINGS   |  TOTAL DEDUCTIONS  |   NET PAY (CAD)    |
    |      2,196.80      |       592.65       |      1,604.15      |
    +--------------------+--------------------+--------------------+

EARNINGS
  Code  Description                Qty     Rate    Current  Year to date
  MILE  Mileage - highway        3,140   0.6200   1,946.80     31,581.56
  BRDR  Border crossing              4  25.0000     100.00      1,425.00
  DHK   Drop & hook                  3  20.0000      60.00        840.00
  LAYO  Layover                      1  90.0000      90.00        450.00
        Total earnings                            2,196.80     34,296.56

DEDUCTIONS
  Code  Description                                Current  Year to date
  CPP   Canada Pension Plan                         122.70      1,994.12
  EI    Employment Insurance                         35.81        557.44
  FIT   Federal income tax                          214.36      3,487.90
  PIT   Provincial income tax NB                    131.58      2,140.66
  GRP   Group benefits (Blue Cross)                  38.20        649.40
  RRSP  Group RRSP - employee                        50.00        850.00
        Total deductions                            592.65      9,679.52

YTD net pay: 24,617.04     Vacation pay accrued (4%): 1,371.86     Miles YTD: 50,938
Deposited to: Caisse populaire Acadienne  *****2207   1,604.15
Mileage paid from PC*Miler practical route per trip sheet. Report errors to payroll within 7 days.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 219680,
      netCents: 160415,
      date: '2026-08-14',
      broker: 'Tantramar Marsh Freight Ltd.',
      tripNumber: null,
      miles: 3140,
      linehaulCents: 194680,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [12270, 3581, 21436, 13158, 3820, 5000],
    },
  },
  {
    id: 'b76-thunderbasin-funding-notice-reserve-release',
    issuer: 'Thunder Basin Receivables, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and funding notice: dotted-label header with terms, a tilde-ruled schedule table (invoice, load #, debtor, DD MON YY date, face, per-invoice fee) with totals, then a funding waterfall in parentheses (reserve, fee, wire fee, fuel advance repaid) plus a prior-schedule reserve release, and a reserve-account roll-forward line',
    text: `THUNDER BASIN RECEIVABLES, LLC
Freight Factoring  *  401 S Gillette Ave, Gillette WY 82716  *  307-555-0171

PURCHASE & FUNDING NOTICE
Client ....: POWDER RIVER EXPRESS LLC (Client #C-0655)   MC 1187302
Schedule ..: 2291            Funding Date: 05 NOV 2026            Method: Wire (Fed ref 20261105B1Q8)
Terms .....: Advance 90% / Reserve 10% / Flat fee 2.75% of face, recourse 90 days

Invoice   Load #     Debtor                           Inv Date    Face Amt      Fee
~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~ ~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~
PRX-1406  8812047    Red Desert Logistics, Inc.       29 OCT 26   2,340.00    64.35
PRX-1407  Q-55190    Black Hills Freight Brokers LLC  30 OCT 26   1,875.50    51.58
PRX-1409  4471-0093  Medicine Bow Brokerage Co.       02 NOV 26   3,120.00    85.80
PRX-1410  8812311    Red Desert Logistics, Inc.       03 NOV 26   1,460.00    40.15
~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~ ~~~~~~~~~ ~~~~~~~~~~ ~~~~~~~~
                     SCHEDULE TOTALS (4 invoices)                 8,795.50   241.88

FUNDING CALCULATION
   Face value of accounts purchased                            8,795.50
   Less: reserve held (10%)                                    (879.55)
   Less: factoring fee (2.75%)                                 (241.88)
   = Advance on schedule 2291                                  7,674.07
   Less: same-day wire fee                                      (25.00)
   Less: fuel advance 11/01 repaid (TCheck 5518204)            (300.00)
   Plus: reserve release - schedule 2274 (all paid)              418.60
                                                           ============
   AMOUNT WIRED TO CLIENT                                      7,767.67

Reserve account: opening 2,966.40  + held 2291 879.55  - released 2274 418.60  = 3,427.35
Debtors have been instructed to remit to Thunder Basin Receivables, LLC, PO Box 3307, Gillette WY 82717.
Any payment received directly by client must be endorsed and forwarded within 2 business days.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 879550,
      netCents: 776767,
      date: '2026-11-05',
      broker: 'Red Desert Logistics, Inc.',
      tripNumber: '8812047',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: 87955,
      reimbursementsCents: null,
      deductions: [24188, 2500],
    },
  },
  {
    id: 'b76-tlaxcala-liquidacion-permisionario',
    issuer: 'Tlaxcala Carga Express, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish Mexican owner-operator (permisionario) freight settlement in roman-numbered sections: trips by carta porte with cargo on a second line, subtotal plus IVA 16% to a total invoiced, IVA/ISR withholdings and discounts with leading minus, toll reimbursement with plus sign, net in figures and in words; dd/mmm/yyyy Spanish dates, US number format',
    text: `TLAXCALA CARGA EXPRESS, S.A. DE C.V.
Av. Ferrocarril Mexicano No. 1420, Col. Centro, Apizaco, Tlax., C.P. 90300
RFC: TCE150421QK7     Permiso SICT: 2903TCE15042126     Tel. 241 555 0173

LIQUIDACIÓN DE FLETES A PERMISIONARIO                            Folio: LQ-2609-0087
--------------------------------------------------------------------------------------
Permisionario : JOSÉ LUIS MORALES CUAPIO              RFC: MOCL780312HT4  (RESICO)
Unidad        : Kenworth T680 2021  placas 84-AK-9P   Remolque: caja seca 53 pies
Periodo       : 07/sep/2026 al 13/sep/2026            Fecha de pago: 15/sep/2026
Forma de pago : Transferencia SPEI  BBVA  CLABE ************4418
--------------------------------------------------------------------------------------

I. VIAJES REALIZADOS
Carta Porte   Fecha        Origen - Destino / Mercancía               Importe MXN
TCE-2609-114  07/sep/2026  Apizaco, Tlax. - Monterrey, N.L.             24,500.00
                             Tarimas de vidrio
TCE-2609-121  09/sep/2026  Monterrey, N.L. - Querétaro, Qro.            18,750.00
                             Lámina rollo
TCE-2609-130  11/sep/2026  Querétaro, Qro. - Veracruz, Ver.             16,200.00
                             Autopartes
              12/sep/2026  Estadía 1 día en Veracruz, Ver.               2,000.00
                             (ref. TCE-2609-130, 24 h espera)

II. IMPORTE DE LA LIQUIDACIÓN
   Fletes (3 viajes)                                                    59,450.00
   Estadías                                                              2,000.00
   Subtotal                                                             61,450.00
   I.V.A. 16%                                                            9,832.00
   TOTAL FACTURADO POR EL PERMISIONARIO (CFDI A-3391)                   71,282.00

III. RETENCIONES Y DESCUENTOS
   Retención I.V.A. 4%                                                  -2,458.00
   Retención I.S.R. 1.25% (RESICO)                                        -768.13
   Anticipo de viaje en efectivo 07/sep                                 -5,000.00
   Vales de diesel (Gasolinera El Molino, 3 vales)                     -21,340.55
   Seguro de carga - prorrateo semanal                                    -950.00
   Fondo de garantía (aportación semanal)                               -1,500.00

IV. REEMBOLSOS
   Casetas pagadas en efectivo (11 comprobantes)                        +3,186.00

======================================================================================
   NETO A PAGAR AL PERMISIONARIO                                       $42,451.32
   (CUARENTA Y DOS MIL CUATROCIENTOS CINCUENTA Y UN PESOS 32/100 M.N.)
======================================================================================
Saldo fondo de garantía: $18,000.00.  Las retenciones se amparan con CFDI de retenciones
que se emitirá al cierre del mes.

      ______________________                 ______________________
         Elaboró: C. Pérez                     Recibí conforme
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 7128200,
      netCents: 4245132,
      date: '2026-09-15',
      broker: 'TLAXCALA CARGA EXPRESS, S.A. DE C.V.',
      tripNumber: 'TCE-2609-114',
      miles: null,
      linehaulCents: 5945000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 150000,
      reimbursementsCents: 318600,
      deductions: [245800, 76813, 2134055, 95000],
    },
  },
  {
    id: 'b76-wheatland-repair-order-invoice',
    issuer: 'Wheatland Diesel & Reefer Repair',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Truck and reefer repair invoice with invoice date distinct from date in/out, complaint/cause/correction block, parts and labor tables with subtotals, right-indented totals stack with shop supplies, environmental fee and sales tax, paid in full by EFS check',
    text: `WHEATLAND DIESEL & REEFER REPAIR
1650 South St, Wheatland, WY 82201    (307) 555-0153    24 hr road service (307) 555-0154

INVOICE  W-26-1187                              Invoice Date: 10/01/2026
Repair Order: 40772                             Date In: 09/29/2026 14:20   Date Out: 09/30/2026 11:05

Customer: LARAMIE PEAK HAULING LLC              Unit: 22  2019 Freightliner Cascadia 126
          PO Box 118, Glendo WY 82213           VIN 3AKJHHDR7KSKL4409   Odom 612,884
          Acct 3120   PO# verbal - D. Ruiz      Reefer: Thermo King Precedent S-600  Hrs 9,412

COMPLAINT : Truck derated on I-25 NB, check engine light, reefer belt squeal.
CAUSE     : Fuel pressure sensor reading low / restricted filters. Reefer belts glazed.
CORRECTION: Replaced filters and sensor, bled system, road test OK. Replaced reefer belts.

PARTS
  Part No.     Description                        Qty     Unit       Ext
  FS19765      Fuel/water separator, Fleetguard     1    68.40     68.40
  FF63009      Fuel filter, Fleetguard              1    41.95     41.95
  A4721800009  Fuel pressure sensor, DD15           1   187.20    187.20
  23532136     O-ring kit, fuel module              1    14.75     14.75
  R-TK-4123    Reefer belt, Thermo King             2    36.80     73.60
               Parts subtotal                                     385.90

LABOR   (rate 138.00/hr)
  Diag low power / CEL, DDDL connect                1.5 hr    207.00
  R&R fuel module filters, pressure sensor          2.0 hr    276.00
  Reefer: replace alt/fan belts, pretrip            1.0 hr    138.00
  Labor subtotal                                              621.00

                    Parts                                       385.90
                    Labor                                       621.00
                    Shop supplies (5% of labor)                  31.05
                    Environmental / filter disposal              12.50
                    WY sales tax 5.0% (parts + supplies)         20.85
                                                          ------------
                    INVOICE TOTAL                             1,071.30
                    Paid - EFS check #77120415                1,071.30
                    BALANCE DUE                                   0.00

Warranty: parts per manufacturer; labor 90 days/10,000 mi. Tech: J. Albrecht #14
Customer signature: ______________________   Thank you for your business!
`,
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-10-01',
    },
  },
];
