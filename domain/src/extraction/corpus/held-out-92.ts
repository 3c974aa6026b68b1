import type { CorpusDocument } from './types.js';

/**
 * Held-out batch 92, written blind: ten trucking pay documents.
 * Kinds: five owner-operator settlements (US carrier per-mile trip grid with side-by-side
 * earnings/deductions, US lessor DR/CR running-balance ledger, US dispatch service boxed grid
 * with a per-load fee column, Ontario cross-border settlement with HST in ASCII boxes, Mexican
 * permisionario liquidacion with IVA and withholdings), two pay stubs (Kansas company driver with
 * Current/YTD panels, Quebec French hourly stub with comma decimals), a factoring funding notice
 * with a reserve release, a broker quick-pay advice, and a broker reefer rate confirmation.
 * Countries: 7 US, 2 CA (one French), 1 MX (Spanish). Dates: ISO, MM/DD/YY, MM/DD/YYYY,
 * YYYY/MM/DD, DD-MON-YYYY, month names in English and Spanish.
 */
export const HELD_OUT_DOCUMENTS_92: CorpusDocument[] = [
  {
    id: 'b92-tensleep-trip-grid-side-by-side',
    issuer: 'Tensleep Canyon Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile owner-operator settlement with a wide trip grid (loaded/empty miles, mile pay, FSC, extra, total) and a totals row, then earnings and deductions printed side by side in two columns; ISO dates',
    text: `TENSLEEP CANYON CARRIERS, INC.
1120 Big Horn Ave  |  Worland, WY 82401  |  (307) 555-0148
USDOT 3318842   MC 1092207

                  CONTRACTOR SETTLEMENT - WEEK 10

Contractor #: OO-0457        Name: DRY FORK TRUCKING LLC (R. Amundsen)
Tractor: 457  Trailer: T-2219        Settlement date: 2026-03-09
Period: 2026-03-01 to 2026-03-07     Direct deposit: 2026-03-11

TRIP      PU DATE     ORIGIN        DEST            LD MI  MT MI   MILE PAY     FSC    EXTRA     TOTAL
------------------------------------------------------------------------------------------------------
TC-88213  2026-03-02  Casper WY     Billings MT       298     22     545.70  154.96        -    700.66
TC-88240  2026-03-03  Billings MT   Fargo ND          612      0   1,071.00  318.24 75.00 DET  1,464.24
TC-88262  2026-03-05  Fargo ND      Rapid City SD     571     41   1,044.35  296.92        -  1,341.27
------------------------------------------------------------------------------------------------------
TOTALS                                              1,481     63   2,661.05  770.12    75.00  3,506.17
Rates: loaded 1.750/mi, empty 1.100/mi, FSC 0.520/loaded mi (DOE week 09)   DET = detention

EARNINGS                                DEDUCTIONS / CHARGES
Loaded miles  1,481 x 1.750   2,591.75  Fuel purchases (9 txns)    1,412.67
Empty miles      63 x 1.100      69.30  Comdata advance 03/03        200.00
Fuel surch.   1,481 x 0.520     770.12  Physical damage ins           61.25
Detention                        75.00  Occ/Acc insurance             38.00
                                        Trailer rental wk 10         125.00
                                        IFTA adjustment Q4            22.18
                                        Base plate prorate            40.00
                                        Escrow deposit                75.00
--------------------------------------  -----------------------------------
GROSS EARNINGS                3,506.17  TOTAL DEDUCTIONS           1,974.10

NET PAY - DIRECT DEPOSIT 2026-03-11 (acct ****6610)                                   1,532.07

Escrow balance after this deposit: 2,150.00 (target 2,500.00)
YTD gross: 38,211.40   YTD fuel: 14,906.52   YTD net: 17,448.09
Questions on this settlement? settlements@tensleepcanyon.com - dispute within 15 days.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 350617,
      netCents: 153207,
      date: '2026-03-11',
      broker: 'TENSLEEP CANYON CARRIERS, INC.',
      tripNumber: 'TC-88213',
      miles: 1544,
      linehaulCents: 266105,
      fuelSurchargeCents: 77012,
      advancesCents: 20000,
      escrowCents: 7500,
      reimbursementsCents: null,
      deductions: [141267, 6125, 3800, 12500, 2218, 4000],
    },
  },
  {
    id: 'b92-wanship-dr-cr-ledger',
    issuer: 'Wanship Valley Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor statement printed as a dated ledger with debit, credit and running balance (CR/DR suffix) columns, percentage-of-revenue pay lines nested under each load, then a short summary; month-name dates',
    text: `                        WANSHIP VALLEY LEASING, LLC
              2 Hoytsville Rd, Coalville, Utah 84017 - 435.555.0177
                 Lease-Operator Account Statement / Settlement

Lessee: Marcus D. Tolliver             Lessee ID: L-0318      Unit: 318 (2021 Freightliner)
Operating under: Wanship Valley Leasing, LLC  USDOT 2904417  MC 987215
Settlement period: April 5, 2026 through April 11, 2026
Statement date: April 13, 2026          Payment date: April 16, 2026

DATE    DESCRIPTION                                 REF           DEBIT    CREDIT      BALANCE
==============================================================================================
Apr 05  Balance forward                                                                   0.00
Apr 06  Truck lease pmt - Unit 318 (wk 15)          LS-318       585.00              585.00 DR
Apr 06  Load WVL-5521 Ogden UT-Boise ID 612 mi      WVL-5521
           Revenue 3,450.00 x 70% contractor share                       2,415.00  1,830.00 CR
           Fuel surcharge (100% pass-through)                              412.30  2,242.30 CR
Apr 07  Fuel - Pilot #412 Ogden UT                  FC-88031     648.20            1,594.10 CR
Apr 07  Fuel advance - Express Code                 EX-20417     300.00            1,294.10 CR
Apr 08  Load WVL-5537 Boise ID-Elko NV 536 mi       WVL-5537
           Revenue 2,980.00 x 70% contractor share                       2,086.00  3,380.10 CR
           Fuel surcharge (100% pass-through)                              355.10  3,735.20 CR
Apr 09  Lumper reimbursement (rcpt #A-5571)         WVL-5537               150.00  3,885.20 CR
Apr 09  CAT scale reimbursement                     WVL-5537                13.75  3,898.95 CR
Apr 09  Fuel - Love's #233 Wells NV                 FC-88102     612.24            3,286.71 CR
Apr 10  Physical damage insurance                   INS-PD        94.50            3,192.21 CR
Apr 10  Maintenance reserve 1,148 mi x .06          MR-318        68.88            3,123.33 CR
==============================================================================================
        Column totals                                          2,308.82  5,432.15

SUMMARY
  Revenue share (70%)    4,501.00      Loaded miles this period   1,148
  Fuel surcharge           767.40      Loads                      2
  Gross earnings         5,268.40
  Reimbursements           163.75
  Charges                2,308.82-
  AMOUNT PAID            3,123.33      via ACH on April 16, 2026

Maintenance reserve balance: 3,412.64   Lease payments remaining: 118
A DR balance is carried forward and recovered from the next settlement.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 526840,
      netCents: 312333,
      date: '2026-04-16',
      broker: 'WANSHIP VALLEY LEASING, LLC',
      tripNumber: 'WVL-5521',
      miles: 1148,
      linehaulCents: 450100,
      fuelSurchargeCents: 76740,
      advancesCents: 30000,
      escrowCents: 6888,
      reimbursementsCents: 16375,
      deductions: [58500, 64820, 61224, 9450],
    },
  },
  {
    id: 'b92-toquerville-dispatch-boxed-grid',
    issuer: 'Toquerville Dispatch Services LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service carrier pay statement with a +---+ boxed load grid whose broker and lane cells wrap onto a second row, a per-load 7% dispatch-fee column with totals, then a dotted-leader reconciliation ending in net ACH sent; MM/DD/YY dates',
    text: `TOQUERVILLE DISPATCH SERVICES LLC
Truck dispatch & back-office for independent carriers
88 N Toquerville Blvd, Toquerville UT 84774   ph 435-555-0163

CARRIER PAY STATEMENT                                  Statement #: TDS-2026-0610-14
Carrier: HIGH DESERT RIGS LLC  (MC 1244310 / DOT 3710988)     Statement date: 06/10/26
Driver/Unit: Ray Coca / 22                                  Loads delivered 06/01/26-06/07/26

Freight collected by TDS from brokers on the carrier's behalf (Letter of Direction on file).

+-------------+-------------------+----------+---------------------+-------+----------+---------+----------+---------+
| LOAD #      | BROKER            | PU DATE  | LANE                | MILES | LINEHAUL | ACCESS. | LOAD TOT | DISP 7% |
+-------------+-------------------+----------+---------------------+-------+----------+---------+----------+---------+
| KPL-220817  | Kestrel Point     | 06/01/26 | Phoenix AZ ->       |   297 | 1,150.00 |         | 1,150.00 |   80.50 |
|             | Logistics         |          | Las Vegas NV        |       |          |         |          |         |
| BWF-66120   | Bramblewood       | 06/03/26 | Las Vegas NV ->     |   421 | 1,480.00 |  100.00 | 1,580.00 |  110.60 |
|             | Freight LLC       |          | Salt Lake Cty UT    |       |          |  Det 2h |          |         |
| HTS-3009481 | Halcyon Transport | 06/05/26 | Salt Lake Cty UT -> |   525 | 1,875.00 |         | 1,875.00 |  131.25 |
|             | Solutions         |          | Denver CO           |       |          |         |          |         |
+-------------+-------------------+----------+---------------------+-------+----------+---------+----------+---------+
| TOTALS      |                   |          |                     | 1,243 | 4,505.00 |  100.00 | 4,605.00 |  322.35 |
+-------------+-------------------+----------+---------------------+-------+----------+---------+----------+---------+

  Gross freight collected ..........................................   4,605.00
  Less dispatch fee (7% of load total) .............................    -322.35
  Less EFS fuel advance 06/02/26 (check #EF-771093) ................    -500.00
  Less ELD pass-through (Motive, June) .............................     -35.00
  Plus lumper reimbursed by Bramblewood (load BWF-66120) ...........     185.00
                                                                     ----------
  NET ACH SENT TO CARRIER  06/12/26 ................................   3,932.65

ACH to: Mountain America CU  acct ending 3381.  Trace 124303120004417.
Fees are earned per load on delivery.  Carrier remains responsible for its own fuel,
insurance and IFTA.  Questions: billing@toquervilledispatch.com
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 460500,
      netCents: 393265,
      date: '2026-06-12',
      broker: 'TOQUERVILLE DISPATCH SERVICES LLC',
      tripNumber: 'KPL-220817',
      miles: 1243,
      linehaulCents: 450500,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: 18500,
      deductions: [32235, 3500],
    },
  },
  {
    id: 'b92-wheatley-hst-boxed-sections',
    issuer: 'Wheatley Harbour Carriers Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario cross-border owner-operator settlement in CAD built from ASCII boxes (trips, earnings with HST 13% added to a taxable subtotal, deductions, reimbursements) and a one-line net under the boxes; YYYY/MM/DD dates',
    text: `WHEATLEY HARBOUR CARRIERS LTD.
21 Erie St N, Wheatley, Ontario  N0P 2P0   Tel 519-555-0184
CVOR 172-884-310   US DOT 2688315   MC 874402   HST/TPS # 79120 4418 RT0001

OWNER-OPERATOR SETTLEMENT  (amounts in CAD)
O/O: 0231 - LAKESHORE 1-TON & TRACTOR INC. (D. Vandenberg)   HST # 80455 1902 RT0001
Week: 2026/05/03 - 2026/05/09      Settlement no. 2026-19-0231
EFT date: 2026/05/15

+-- TRIPS -----------------------------------------------------------------+
| Trip     Disp.      From          To            Miles  Border  Trip pay  |
| WH-5518  2026/05/04 Windsor ON    Chicago IL      284       Y    768.52  |
| WH-5531  2026/05/05 Chicago IL    Columbus OH     356       -    900.68  |
| WH-5540  2026/05/07 Columbus OH   Leamington ON   241       Y    659.73  |
+--------------------------------------------------------------------------+
+-- EARNINGS --------------------------------------------------------------+
| Mileage pay            881 mi @ 2.050       1,806.05                     |
| Fuel surcharge         881 mi @ 0.480         422.88                     |
| Border crossing pay      2 @ 50.00            100.00                     |
| Subtotal (taxable)                          2,328.93                     |
| HST 13% (ON)                                  302.76                     |
| TOTAL EARNINGS incl. HST                    2,631.69                     |
+--------------------------------------------------------------------------+
+-- DEDUCTIONS ------------------------------------------------------------+
| Fuel - Petro-Pass / Pilot (HST incl.)       1,108.42                     |
| Cargo & liability insurance                    72.00                     |
| WSIB coverage                                  46.30                     |
| ACE/ACI eManifest fee                          18.00                     |
| Cash advance 2026/05/05                       150.00                     |
| Holdback (escrow) deposit                     100.00                     |
| TOTAL DEDUCTIONS                            1,494.72                     |
+--------------------------------------------------------------------------+
+-- REIMBURSEMENTS --------------------------------------------------------+
| CAT scale ticket #441902 (Chicago)             24.50                     |
+--------------------------------------------------------------------------+

   Total earnings 2,631.69  -  deductions 1,494.72  +  reimb. 24.50
   NET SETTLEMENT (EFT 2026/05/15) ........................ CAD 1,161.47

Holdback balance: 1,600.00 of 2,500.00.  HST is remitted by the O/O on its own return.
Mileage per PC*Miler practical routes.  Cross-border trips paid in CAD at contract rates.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 263169,
      netCents: 116147,
      date: '2026-05-15',
      broker: 'WHEATLEY HARBOUR CARRIERS LTD.',
      tripNumber: 'WH-5518',
      miles: 881,
      linehaulCents: 180605,
      fuelSurchargeCents: 42288,
      advancesCents: 15000,
      escrowCents: 10000,
      reimbursementsCents: 2450,
      deductions: [110842, 7200, 4630, 1800],
    },
  },
  {
    id: 'b92-zacapoaxtla-liquidacion-permisionario',
    issuer: 'Zacapoaxtla Autotransportes de Carga, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish owner-operator (permisionario) liquidation in MXN with roman-numbered sections: freight by carta porte with km, subtotal + IVA 16% = total facturado, then (-) withholdings and discounts, (+) toll reimbursement and a double-ruled net; long-form Spanish dates',
    text: `ZACAPOAXTLA AUTOTRANSPORTES DE CARGA, S.A. DE C.V.
RFC ZAC090317KP4  |  Permiso SCT 21/0458-TPAF
Carretera Federal Puebla-Tehuacán Km 8.5, Amozoc, Pue. C.P. 72980  Tel. 222 555 0139

                    LIQUIDACIÓN A PERMISIONARIO No. LQ-2026-0612

Permisionario : MARIO ALBERTO HUERTA CRUZ        RFC: HUCM8204113T1
Régimen       : RESICO persona física            Unidad: Kenworth T680 eco 47
Periodo       : 01 al 07 de junio de 2026
Fecha de pago : 12 de junio de 2026 (transferencia SPEI)
Moneda        : MXN

I. FLETES REALIZADOS
  Carta Porte  Fecha       Origen            Destino              Km        Importe
  ---------------------------------------------------------------------------------
  CP-10452     02/06/2026  Puebla, Pue.      Monterrey, N.L.   1,012  $   28,500.00
  CP-10467     05/06/2026  Monterrey, N.L.   Querétaro, Qro.     718  $   21,800.00
  Maniobras de carga/descarga CP-10467 (2 maniobristas)              $    1,200.00
  ---------------------------------------------------------------------------------
  Subtotal                                                           $   51,500.00
  IVA 16%                                                            $    8,240.00
  TOTAL FACTURADO (CFDI A-3391)                                      $   59,740.00

II. RETENCIONES Y DESCUENTOS
  (-) Retención IVA 4%                                               $    2,060.00
  (-) Retención ISR 1.25% (RESICO)                                   $      643.75
  (-) Vales de diesel (8 vales)                                      $   14,380.50
  (-) Anticipo de viaje 01/06/2026                                   $    5,000.00
  (-) Fondo de garantía (aportación semanal)                         $    1,500.00
  (-) Seguro de carga                                                $      850.00
  (-) Renta GPS / rastreo satelital                                  $      420.00
  Total retenciones y descuentos                                     $   24,854.25

III. REEMBOLSOS
  (+) Casetas comprobadas (IAVE y efectivo)                          $    3,985.00

  =================================================================================
  NETO A DEPOSITAR                                                   $   38,870.75
  =================================================================================

Saldo fondo de garantía: $ 18,750.00     Kilómetros del periodo: 1,730
Cuenta destino: BBVA CLABE 012 650 01234567891 2

  ______________________________           ______________________________
        Elaboró: Contabilidad                    Recibí de conformidad
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5974000,
      netCents: 3887075,
      date: '2026-06-12',
      broker: 'ZACAPOAXTLA AUTOTRANSPORTES DE CARGA, S.A. DE C.V.',
      tripNumber: 'CP-10452',
      miles: null,
      linehaulCents: 5030000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 150000,
      reimbursementsCents: 398500,
      deductions: [206000, 64375, 1438050, 85000, 42000],
    },
  },
  {
    id: 'b92-ulysses-stub-current-ytd-split',
    issuer: 'Ulysses Plains Transport, Inc.',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Biweekly company-driver earnings statement with earnings and taxes in two pipe-separated panels, each with Current and YTD columns, a deductions panel beside taxable wages, and a double-ruled net pay line; MM/DD/YYYY dates',
    text: `ULYSSES PLAINS TRANSPORT, INC.                                   EARNINGS STATEMENT
1705 W Oklahoma Ave                                         Check No.     0048817
Ulysses, KS 67880                                           Pay Date      07/17/2026
FEIN 48-1329907                                             Period Begin  07/01/2026
                                                            Period End    07/14/2026

Employee: GARZA, ELOY R.           Emp #: 2291    Dept: OTR DRY VAN    Status: M / 2
Truck 614    Trips settled: 44107, 44121, 44139, 44152

EARNINGS       Hrs/Units    Rate  Current        YTD | TAXES                 Current       YTD
-----------------------------------------------------+----------------------------------------
Mileage            2,486   .5800 1,441.88  35,142.20 | Federal Income Tax     118.43  3,621.17
Stop Pay               6   25.00   150.00   2,100.00 | Social Security        104.33  2,289.13
Layover                1  100.00   100.00     800.00 | Medicare                24.40    535.36
Safety Bonus                        75.00     450.00 | KS State Income Tax     62.71  1,918.22
                                                     |
GROSS PAY                        1,766.88  38,492.20 | Total Taxes            309.87
-----------------------------------------------------+----------------------------------------
DEDUCTIONS              Current        YTD           | TAXABLE WAGES
Medical (pre-tax)         84.20   2,105.00           | Federal              1,612.00
401(k) 4%                 70.68   1,513.90           | Soc Sec / Medicare   1,682.68
Dental                     9.15     228.75           | Kansas               1,612.00
Road Advance Repay       100.00     400.00           |
Total Deductions         264.03                      |
===========================================================================================
   NET PAY  1,192.98         Direct Deposit  Landmark Natl Bank  xxxxx4402  1,192.98
===========================================================================================
Miles this period: 2,486 (PC*Miler HHG)   YTD miles: 60,590   PTO balance: 28.0 hrs
Per your road advance agreement, $100.00 per check is recovered until the balance is $0.00.
Remaining advance balance after this check: 300.00
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 176688,
      netCents: 119298,
      date: '2026-07-17',
      broker: 'ULYSSES PLAINS TRANSPORT, INC.',
      tripNumber: '44107',
      miles: 2486,
      linehaulCents: 144188,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11843, 10433, 2440, 6271, 8420, 7068, 915],
    },
  },
  {
    id: 'b92-vracsttite-releve-de-paie',
    issuer: 'Vrac Saint-Tite inc.',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec hourly driver pay stub with GAINS and RETENUES tables (heures, taux, montant, cumulatif), French number format with space thousands and comma decimals, net line flagged with >>>, and an informational employer-contributions line; ISO dates',
    text: `VRAC SAINT-TITE INC.
Transport de vrac solide - granulaire - copeaux
450, route 153, Saint-Tite (Québec)  G0X 3H0     Tél. : 418 555-0126
NEQ 1168422093

                              RELEVÉ DE PAIE

Employé(e) : Sylvain Trottier                  Matricule : 0087
Poste      : Chauffeur classe 1 - train double
Période    : du 2026-08-02 au 2026-08-15      Date de paie : 2026-08-20
Mode       : Dépôt direct  Desjardins  transit 30215  folio ***419

GAINS                               Heures     Taux       Montant       Cumulatif
--------------------------------------------------------------------------------------
Heures régulières                    80,00    27,50      2 200,00       34 100,00
Heures supplémentaires (1,5)          6,00    41,25        247,50        2 890,00
Prime de soir                        22,00     1,25         27,50          412,50
Paie de vacances 4 %                                        99,00        1 496,10
--------------------------------------------------------------------------------------
SALAIRE BRUT                                             2 574,00       38 898,60

RETENUES                                                  Montant       Cumulatif
--------------------------------------------------------------------------------------
Impôt fédéral                                              218,64        3 418,22
Impôt du Québec                                            271,37        4 243,00
RRQ                                                        156,12        2 433,90
Assurance-emploi                                            33,72          526,00
RQAP                                                        12,72          198,40
Cotisation syndicale                                        38,50          616,00
Assurance collective                                        41,85          669,60
REER collectif 3 %                                          77,22        1 166,95
--------------------------------------------------------------------------------------
TOTAL DES RETENUES                                         850,14

>>> SALAIRE NET (DÉPÔT DIRECT 2026-08-20)                1 723,86 $

Contributions de l'employeur (à titre informatif - non retenues sur votre paie)
   RRQ 156,12   AE 47,21   RQAP 17,81   FSS 42,47   CNESST 149,81

Banque de vacances : 0,00 (payées à chaque paie)   Congés maladie restants : 2,0 jours
Questions : paie@vracsainttite.ca
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 257400,
      netCents: 172386,
      date: '2026-08-20',
      broker: 'VRAC SAINT-TITE INC.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [21864, 27137, 15612, 3372, 1272, 3850, 4185, 7722],
    },
  },
  {
    id: 'b92-tybee-funding-notice-parens',
    issuer: 'Tybee Roads Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase & funding notice: invoice table with per-invoice 3% fee column and totals row, then a funding calculation with bracketed negatives for fees, reserve, chargeback, fuel advance and wire fee plus a reserve release; reserve roll-forward line; MM/DD/YYYY dates',
    text: `================================================================================================
  TYBEE ROADS FUNDING, LLC                                        SCHEDULE OF ACCOUNTS /
  410 E Bay St, Suite 300, Savannah, GA 31401                     PURCHASE & FUNDING NOTICE
  Client services 912-555-0107  |  funding@tybeeroads.com
================================================================================================
Client:   LOWCOUNTRY REEFER EXPRESS LLC   (Client # 2207, MC 1158920)
Schedule: 2207-0088          Funding date: 09/08/2026          Recourse: Yes (90 days)
Advance rate 90.00%   Reserve 10.00%   Discount fee 3.00% flat per invoice

INVOICES PURCHASED
Our ref    Inv #  Debtor (account debtor)            Load / PO   Inv date     Face amt   Fee 3%
-----------------------------------------------------------------------------------------------
TRF-60241  1041   Marrowstone Freight Brokers, Inc.  MFB-771204  08/31/2026   2,350.00    70.50
TRF-60242  1042   Calloway Sands Logistics           CSL-40918   09/01/2026   1,975.00    59.25
TRF-60243  1043   Marrowstone Freight Brokers, Inc.  MFB-771266  09/03/2026   2,812.00    84.36
-----------------------------------------------------------------------------------------------
3 invoices                                                                    7,137.00   214.11

FUNDING CALCULATION
   Total face value purchased                                         7,137.00
   Less discount fees (3.00%)                                          (214.11)
   Less reserve withheld (10.00%)                                      (713.70)
   Less chargeback - inv 0987 short-paid by Pinewild Logistics         (125.00)
   Less fuel advance FA-2291 issued 09/02/2026                         (400.00)
   Less same-day wire fee                                               (20.00)
   Plus reserve release - schedule 2207-0081 (all paid)                 312.40
                                                                  ------------
   AMOUNT WIRED TO CLIENT 09/08/2026                                  5,976.59

Reserve account:  prior 4,118.60  + withheld 713.70  - released 312.40  = 4,519.90
Wire to: Synovus Bank  ABA 061100606  acct ****7723   Fed ref 20260908B1Q8291C004417

NOTICE: Debtors must remit payment ONLY to Tybee Roads Funding, LLC, PO Box 22917,
Savannah GA 31402.  Invoices unpaid after 90 days are subject to recourse.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 713700,
      netCents: 597659,
      date: '2026-09-08',
      broker: 'Marrowstone Freight Brokers, Inc.',
      tripNumber: 'MFB-771204',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: 71370,
      reimbursementsCents: null,
      deductions: [21411, 12500, 2000],
    },
  },
  {
    id: 'b92-westcliffe-quickpay-advice',
    issuer: 'Westcliffe Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker quick-pay remittance advice: dotted-rule table per PRO with miles, line haul, fuel, accessorial and invoice columns and a totals row, then a right-aligned gross / 3% discount / net block; DD-MON-YYYY dates',
    text: `WESTCLIFFE LOGISTICS, INC.
Property Broker  MC 703318  |  2 Main St, Westcliffe, CO 81252  |  carrierpay@westcliffelogistics.com

*** QUICKPAY REMITTANCE ADVICE ***

Payee:    SANGRE DE CRISTO FREIGHT LLC        MC 1301442   Vendor ID V-40917
Remit:    PO Box 318, Canon City CO 81215
Payment:  ACH   #QP-0099281        Payment date: 02-OCT-2026
Terms:    QuickPay 2 business days - 3% discount (standard terms Net 30)

PRO #       Carrier inv Ship date    Origin / Destination         Miles  Line haul     Fuel  Access.    Invoice
...............................................................................................................
WLI-2290413 INV 5512    24-SEP-2026  Greeley CO / Amarillo TX       441   1,900.00   310.00     0.00   2,210.00
WLI-2290587 INV 5519    26-SEP-2026  Amarillo TX / Wichita KS       297   1,325.00   215.00    75.00   1,615.00
                                                                                              (detn)
...............................................................................................................
TOTALS                                                              738   3,225.00   525.00    75.00   3,825.00

Gross invoice amount                                                                                   3,825.00
QuickPay discount 3.00%                                                                                 -114.75
                                                                                                    ===========
NET PAYMENT (ACH 02-OCT-2026)                                                                          3,710.25

Paperwork received 30-SEP-2026 (signed BOL + POD).  Discount applies to the full invoice
including fuel and accessorials.  This advice is not an invoice; retain for your records.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 382500,
      netCents: 371025,
      date: '2026-10-02',
      broker: 'WESTCLIFFE LOGISTICS, INC.',
      tripNumber: 'WLI-2290413',
      miles: 738,
      linehaulCents: 322500,
      fuelSurchargeCents: 52500,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11475],
    },
  },
  {
    id: 'b92-yountville-reefer-rate-con',
    issuer: 'Yountville Logistics Group, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate and load confirmation with load/PO/pickup reference line, carrier and equipment side by side split by a pipe, three stop lines, and a short rate agreement block (flat line haul, FSC, extra stop, total) followed by detention and payment terms; month-name dates',
    text: `YOUNTVILLE LOGISTICS GROUP, INC.
6540 Washington St, Yountville, CA 94599 | MC 812277 | Dispatch line 707-555-0151

CARRIER RATE AND LOAD CONFIRMATION
Load #: YLG-7730415          Date booked: Nov 03, 2026   Booked by: Dana Whitlock
Customer PO: 88-41207   Pickup #: PU553018   Delivery appt #: DA-77102

CARRIER                                 | EQUIPMENT
  Redwood Empire Haulers LLC            |  53' reefer, continuous run @ 34 F
  MC 1188042  DOT 3566120               |  Pallets: 22   Weight: 41,300 lb
  Driver: J. Okafor  cell 707-555-0199  |  Commodity: fresh produce (grapes)

STOP 1 - PICKUP       Nov 04, 2026 0600-0900   Napa Valley Packers, 1 Cutting Wharf Rd, Napa CA
STOP 2 - PICKUP       Nov 04, 2026 1100 FCFS   Carneros Cold Storage, Sonoma CA
STOP 3 - DELIVERY     Nov 06, 2026 0400 appt   Valley Fresh DC, 2150 W 5th St, Tempe AZ

RATE AGREEMENT (USD)
   Line haul (flat)                           2,400.00
   Fuel surcharge                               385.00
   Extra stop (Stop 2)                           75.00
                                            ----------
   TOTAL CARRIER PAY                          2,860.00

Detention $50.00/hr after 2 free hours with in/out times on the BOL (not included above).
Lumper, if any, reimbursed against receipt.  Temp recorder download required at delivery.
Payment: Net 30 from receipt of clean POD, or QuickPay 2 days less 3%.
Send invoice + POD to ap@yountvillelogistics.com referencing load YLG-7730415.

Carrier signature: ______________________   Date: ____________
This confirmation supersedes any prior verbal agreement.  Re-brokering prohibited.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 286000,
      broker: 'YOUNTVILLE LOGISTICS GROUP, INC.',
      tripNumber: 'YLG-7730415',
    },
  },
];
