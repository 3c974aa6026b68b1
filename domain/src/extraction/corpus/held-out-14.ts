import type { CorpusDocument } from './types.js';

/**
 * A fourteenth held-out batch (b14-), written blind — without reading the extractor, its tests or
 * the texts of other batches (only the types and the opening of batch 12 as a format example), and
 * without running anything that scores it — and committed before any run on it; never used to
 * tune. 20 documents from 20 new issuers (names N–Z), mixed like a trucker's uploads:
 * 10 settlement statements (6 US: per-mile owner-operator, percentage of revenue, flatbed with tarp
 * pay, reefer with stop pay, a dispatch service's payout, a lessor's statement with the lease
 * payment; 2 Canadian incl. 1 French with TPS/TVQ; 2 Mexican, one with 1.234,56 numbers),
 * 3 pay stubs, 3 factoring remittances (incl. a broker's QuickPay and a non-recourse schedule with a
 * reserve release), a rate confirmation, a fuel receipt, a repair invoice and a toll statement.
 * Several are deliberately awkward: per-load detail blocks, wrapped lane lines, labels above their
 * amounts, two-column summaries, a deductions table with a balance column, a page break with a
 * repeated header, and a statement whose gross is never stated. Where sales taxes or a reserve
 * release are added after the deductions, gross is the pre-tax earnings the document states and
 * net is the amount actually paid.
 */
export const HELD_OUT_DOCUMENTS_14: CorpusDocument[] = [
  {
    id: 'b14-sawtooth-per-mile-load-blocks',
    issuer: 'Sawtooth Range Transport',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile owner-operator settlement laid out as one detail block per load (loaded, empty, FSC and accessorial lines with a load total), then a summary with mileage pay, FSC and gross; DD-MON-YY dates',
    text: `SAWTOOTH RANGE TRANSPORT, INC.
4410 W Gowen Rd, Boise ID 83709 · 208-555-0192 · MC 918344 / USDOT 2750316
OWNER OPERATOR SETTLEMENT STATEMENT
Contractor: 2207  HALVERSON HAULING LLC            Stmt No: 26-2207-45
Period: 02-NOV-26 thru 08-NOV-26                  ACH Date: 13-NOV-26

---- LOAD SRT-40118 ------------------------------------------------------------
  Boise ID (02-NOV) -> Salt Lake City UT (03-NOV)            BOL 55810274
  Loaded miles      341 @ 1.620                              552.42
  Empty miles        18 @ 0.900                               16.20
  Fuel surcharge    341 @ 0.440                              150.04
                                               Load total    718.66
---- LOAD SRT-40131 ------------------------------------------------------------
  Salt Lake City UT (04-NOV) -> Reno NV (06-NOV)             BOL 55810391
  Loaded miles      518 @ 1.620                              839.16
  Empty miles        36 @ 0.900                               32.40
  Fuel surcharge    518 @ 0.440                              227.92
  Layover 05-NOV (receiver closed)                           100.00
                                               Load total  1,199.48
---- LOAD SRT-40157 ------------------------------------------------------------
  Reno NV (06-NOV) -> Boise ID (07-NOV)                      BOL 55810455
  Loaded miles      421 @ 1.620                              682.02
  Fuel surcharge    421 @ 0.440                              185.24
                                               Load total    867.26

SETTLEMENT SUMMARY
Miles: loaded 1,280 / empty 54 / total 1,334
Total Mileage Pay (loaded + empty)                         2,122.20
Total Fuel Surcharge                                         563.20
Accessorial Pay                                              100.00
Gross Settlement                                           2,785.40

Deductions
  Fuel - Comdata card (14 txns)                            1,046.88
  Cash Advance 04-NOV                                        250.00
  Occupational Accident                                       42.50
  Non-Trucking Liability                                      18.75
  ELD / Tablet                                                15.00
  Escrow Deposit                                             100.00
Total Deductions                                           1,473.13

NET SETTLEMENT (ACH)                                       1,312.27
Escrow balance after deposit: 1,900.00
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 278540,
      netCents: 131227,
      date: '2026-11-13',
      broker: 'SAWTOOTH RANGE TRANSPORT, INC.',
      tripNumber: 'SRT-40118',
      miles: 1334,
      linehaulCents: 212220,
      fuelSurchargeCents: 56320,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [104688, 4250, 1875, 1500],
    },
  },
  {
    id: 'b14-needham-vance-percentage-no-gross',
    issuer: 'Needham & Vance Trucking',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-of-revenue settlement whose earnings are never totalled: load table with revenue, 70% share and FSC columns, customer/lane text wrapping onto a second line, a reimbursement section, then charges and the check amount',
    text: `NEEDHAM & VANCE TRUCKING CO.
218 Depot St, Chillicothe OH 45601                      Settlements: (740) 555-0128
CONTRACTOR PAY STATEMENT -- PERCENTAGE LEASE (70% of line revenue, FSC passed through 100%)
Owner: TRAN BROTHERS FREIGHT (Unit 64)                  Paid: Sep 25, 2026
Loads settled for the week of Sep 13 - Sep 19, 2026

Order     Shipped  Customer / Lane                          Miles     Revenue   Share 70%       FSC
NV-88213  09/14    GLATFELTER PAPER, Chillicothe OH to        612    2,450.00    1,715.00    312.40
                   Joliet IL (drop & hook)
NV-88240  09/16    MIDWEST CANNING, Joliet IL to              288    1,180.00      826.00    148.60
                   Fort Wayne IN (lumper paid by driver)
NV-88262  09/17    TRI-STATE BUILDERS SUPPLY, Fort Wayne      497    1,975.00    1,382.50    255.10
                   IN to Chillicothe OH
                                                            -----    --------    --------    ------
                                                            1,397    5,605.00    3,923.50    716.10

Reimbursable Expenses
  Lumper - NV-88240 (receipt #4471)                                                       185.00

Charges Against Settlement
  Fuel (TCS card)                                                                       1,388.47
  Comcheck Advance 09/15                                                                  400.00
  Trailer Rental                                                                          125.00
  Primary Liability                                                                       310.00
  Cargo Insurance                                                                          45.00
  Fuel Tax (IFTA) Q3 accrual                                                               62.18
  Escrow Hold                                                                             150.00
  Total Charges                                                                         2,480.65

Amount Paid by Check #20931                                                             2,343.95
Escrow on account: 2,850.00          Line revenue YTD: 148,212.40
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 482460,
      netCents: 234395,
      date: '2026-09-25',
      broker: 'NEEDHAM & VANCE TRUCKING CO.',
      tripNumber: 'NV-88213',
      miles: 1397,
      linehaulCents: 392350,
      fuelSurchargeCents: 71610,
      advancesCents: 40000,
      escrowCents: 15000,
      reimbursementsCents: 18500,
      deductions: [138847, 12500, 31000, 4500, 6218],
    },
  },
  {
    id: 'b14-ussery-flatbed-tarp-two-column',
    issuer: 'Ussery Flatbed Systems',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Flatbed owner-operator settlement: load table with line haul, tarp and FSC columns and a totals row, tarp notes, then a two-column EARNINGS | DEDUCTIONS block with totals side by side; ISO dates',
    text: `USSERY FLATBED SYSTEMS LLC
1902 Pinson Valley Pkwy, Birmingham AL 35217 | Dispatch 205-555-0117 | MC 1127740
DRIVER SETTLEMENT - OWNER OPERATOR DIVISION
Settlement ID: UFS-S-2026-1041          Pay Date: 2026-10-09
Driver/Owner: C. WHITFIELD   Truck 312   Trailer: 48' step deck SD-27
Loads delivered 2026-09-27 through 2026-10-03

Load #     Delivered    Lane                            Miles   Rate    Line Haul     Tarp      FSC
UFS-3391   2026-09-28   Birmingham AL > Charlotte NC      392   2.05       803.60    75.00   196.00
UFS-3407   2026-09-30   Charlotte NC > Knoxville TN       231   2.05       473.55     0.00   115.50
UFS-3420   2026-10-02   Knoxville TN > Birmingham AL      259   2.05       530.95   100.00   129.50
TOTALS                                                    882            1,808.10   175.00   441.00

Tarp notes: UFS-3391 coil steel, 6' tarp; UFS-3420 lumber, 8' tarps (2 @ 50.00)

EARNINGS                                     DEDUCTIONS
Line Haul (882 mi)            1,808.10       Fuel - Love's/Pilot               812.36
Tarp Pay                        175.00       Cash Advance (Comchek)            150.00
Fuel Surcharge                  441.00       Cargo/PD Insurance                128.00
                                             Strap & Tarp Purchase              46.99
                                             Escrow Deposit                     75.00
                                             IRP Plate Installment              38.50
Total Earnings                2,424.10       Total Deductions                1,250.85

NET PAY (Direct Deposit ****2290)                                            1,173.25
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 242410,
      netCents: 117325,
      date: '2026-10-09',
      broker: 'USSERY FLATBED SYSTEMS LLC',
      tripNumber: 'UFS-3391',
      miles: 882,
      linehaulCents: 180810,
      fuelSurchargeCents: 44100,
      advancesCents: 15000,
      escrowCents: 7500,
      reimbursementsCents: null,
      deductions: [81236, 12800, 4699, 3850],
    },
  },
  {
    id: 'b14-wintergreen-reefer-stops-balance-column',
    issuer: 'Wintergreen Reefer Lines',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Reefer contractor settlement: trip descriptions wrapping over two and three lines with drop lists, extra-stop counts, earnings lines with rates, and a deductions table with a separate Balance column for escrow, advance and loan',
    text: `WINTERGREEN REEFER LINES INC
Temperature Controlled Freight * 7755 E Broadway Rd, Mesa AZ 85208 * 480-555-0186
Contractor Settlement Statement                              Pay date: December 4, 2026
Contractor: 4471 / NAVARRO COLD FREIGHT LLC                  Week ending: 11/28/2026
Tractor: 4471   Reefer trailer: WR-5312 (Carrier TT-600)

Trip         Description                                             Loaded   Empty   Xtra Stops
WRL-602215   Salinas CA - Tolleson AZ, produce @ 34F, 2 drops:          711       0       1
             Safeway DC Tolleson / Fry's DC Tolleson
WRL-602260   Tolleson AZ - Denver CO area, dairy @ 36F, pick             821      38       3
             Chandler AZ; drops King Soopers DC Denver, Sprouts
             Aurora, Natural Grocers Lakewood, Walmart DC Loveland
Total miles 1,570                                                     1,532      38       4

Mileage pay 1,570 mi @ $1.75                                     2,747.50
Fuel surcharge 1,570 mi @ $0.48                                    753.60
Extra stop pay 4 @ $50.00                                          200.00
Total Gross Pay                                                  3,701.10

Deductions                              This Settlement          Balance
Tractor fuel (EFS)                             1,204.87
Reefer fuel (EFS)                                186.40
Escrow deposit                                   125.00         3,375.00
Advance repayment (adv 11/10 $900)               300.00           600.00
Reefer unit lease WR-5312                        210.00
Occ Acc / Physical Damage                        117.25
Equipment loan #L-2219                            85.00         1,615.00
Total deductions                               2,228.52

Net pay                                                          1,472.58
Paid by ACH to acct ending 0917. Questions: settlements@wintergreenreefer.example
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 370110,
      netCents: 147258,
      date: '2026-12-04',
      broker: 'WINTERGREEN REEFER LINES INC',
      tripNumber: 'WRL-602215',
      miles: 1570,
      linehaulCents: 274750,
      fuelSurchargeCents: 75360,
      advancesCents: 30000,
      escrowCents: 12500,
      reimbursementsCents: null,
      deductions: [120487, 18640, 21000, 11725, 8500],
    },
  },
  {
    id: 'b14-vantage-dispatch-payout',
    issuer: 'Vantage Load Desk',
    issuerKind: 'load_board',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service payout statement: loads booked with several brokers (broker name and broker load number per row), gross collected, fees and a fuel advance in parentheses, and a pending-load footer amount that is not paid',
    text: `VANTAGE LOAD DESK LLC
Truck Dispatch & Load Sourcing · 3100 S Gessner Rd Ste 410, Houston TX 77063
CARRIER PAYOUT STATEMENT
Carrier: DUARTE & SONS EXPRESS LLC   MC 1290553        Dispatcher: Renee P.
Statement #: VLD-PAY-11-0387    Payout date: 11/20/2026    Loads booked 11/09 - 11/15/2026

Broker                   Broker Load #    Lane                          Miles    Linehaul   Accessorial
Coyote Logistics         4418-2290731     Dallas TX - Memphis TN          452    1,650.00          0.00
Echo Global Logistics    E77120453        Memphis TN - Chicago IL         532    1,880.00         75.00
Uber Freight             UF-9904815       Chicago IL - Columbus OH        356    1,175.00          0.00
Totals                                                                  1,340    4,705.00         75.00
Accessorial: detention 1.5 h at Echo shipper (approved 11/12)

Gross collected on your behalf                                                          4,780.00
Less:
  Dispatch service fee 7% of gross                                                       (334.60)
  Broker QuickPay discount (UF-9904815, 2%)                                               (23.50)
  EFS fuel advance issued 11/10                                                          (300.00)
  ACH payout fee                                                                            (5.00)
Total withheld                                                                           (663.10)

Net payout to carrier                                                                   4,116.90

Pending: Coyote 4418-2298810 (1,420.00) awaiting signed POD - will appear on next statement.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 478000,
      netCents: 411690,
      date: '2026-11-20',
      broker: 'VANTAGE LOAD DESK LLC',
      tripNumber: '4418-2290731',
      miles: 1340,
      linehaulCents: 470500,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [33460, 2350, 500],
    },
  },
  {
    id: 'b14-orchard-lane-lessee-labels-above',
    issuer: 'Orchard Lane Truck Leasing',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor statement to a lessee: header fields, revenue and deductions each printed as a row of labels with the amounts on the next line, lease payment first, totals and net on their own label/value line pairs, balances footer',
    text: `ORCHARD LANE TRUCK LEASING, LLC
600 Orchard Lane Rd, Lancaster PA 17601               Lessee Services 717-555-0143
LESSEE SETTLEMENT STATEMENT

Statement Date        Lessee No.      Lessee Name          Unit / Lease
10/16/2026            OL-3318         R. OYELARAN          2023 Volvo VNL 760 / Lease 3318-B
Settlement Week       Operating Under Authority of
10/04 - 10/10/2026    BRANDYWINE VAN LINES (MC 604471)

Trip No.    Delivered      Miles      Rate      Linehaul         FSC
772140      10/05            688     1.700      1,169.60      261.44
772166      10/07            540     1.700        918.00      205.20
772191      10/09            455     1.700        773.50      172.90
Totals                     1,683                2,861.10      639.54

Revenue
Linehaul          Fuel Surcharge      Tolls Reimbursed      Gross Revenue
2,861.10          639.54              42.75                 3,543.39

Deductions
Lease Payment (38 of 208)   Fuel         Maintenance Reserve   Insurance   Plates/Permits   Trip Advance
825.00                      1,142.09     150.00                164.00      31.60            250.00

Total Deductions
2,562.69

Net Amount Due Lessee
980.70

Balances (not paid this statement)
Maintenance Reserve Balance     Lease Payoff Balance     Next Lease Payment Due
2,850.00                        118,440.00               10/23/2026
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 354339,
      netCents: 98070,
      date: '2026-10-16',
      broker: 'ORCHARD LANE TRUCK LEASING, LLC',
      tripNumber: '772140',
      miles: 1683,
      linehaulCents: 286110,
      fuelSurchargeCents: 63954,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: 4275,
      deductions: [82500, 114209, 16400, 3160],
    },
  },
  {
    id: 'b14-quappelle-cad-two-pages-gst',
    issuer: "Qu'Appelle Valley Transport",
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Saskatchewan owner-operator settlement in CAD over a page break with a repeated header: cross-border trips in miles, border-crossing pay, deductions on page 2, then GST on earnings added after the deductions',
    text: `QU'APPELLE VALLEY TRANSPORT LTD.                                         Page 1 of 2
1250 Fleet St, Regina SK S4N 5W2 · 306-555-0151 · GST/HST 81234 5678 RT0001
OWNER OPERATOR SETTLEMENT (CAD)
Operator: 118  K. BELLEGARDE (Bellegarde Haulage Ltd.)      Settlement: QVT-OO-2026-44
Week ending: Oct 24, 2026                                   Payment date: Oct 30, 2026

Trip       Lane                                    Miles     Rate      Linehaul         FSC
QVT-7710   Regina SK - Minneapolis MN                579    2.100      1,215.90      301.08
QVT-7733   Minneapolis MN - Winnipeg MB              455    2.100        955.50      236.60
QVT-7751   Winnipeg MB - Regina SK                   357    2.100        749.70      185.64
Total                                              1,391               2,921.10      723.32

Border crossing pay (Portal ND 10/19; Emerson MB 10/21)   2 x 40.00                 80.00
Total Earnings                                                                  3,724.42
----------------------------------------------------------------------------- continued
QU'APPELLE VALLEY TRANSPORT LTD.                                         Page 2 of 2
Owner Operator Settlement QVT-OO-2026-44 · Operator 118 · Week ending Oct 24, 2026

Deductions
Fuel (cardlock)                                                                 1,318.55
Cash advance Winnipeg 10/22                                                       200.00
Cargo & liability insurance                                                       142.00
WCB Saskatchewan coverage                                                          58.40
ACE/ACI eManifest fees                                                             30.00
Holdback (escrow)                                                                 100.00
Total Deductions                                                                1,848.95

Earnings less deductions                                                        1,875.47
GST 5% on earnings (3,724.42)                                                     186.22
NET PAYMENT (EFT)                                                               2,061.69

Holdback balance: 2,600.00
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 372442,
      netCents: 206169,
      date: '2026-10-30',
      broker: "QU'APPELLE VALLEY TRANSPORT LTD.",
      tripNumber: 'QVT-7710',
      miles: 1391,
      linehaulCents: 292110,
      fuelSurchargeCents: 72332,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [131855, 14200, 5840, 3000],
    },
  },
  {
    id: 'b14-saint-pacome-releve-tps-tvq',
    issuer: 'Transports Saint-Pacôme',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Québec owner-operator statement with 1 234,56 numbers: per-trip flat rates and fuel surcharge, a two-column REVENUS | RETENUES block, then TPS and TVQ added after the deductions to reach the net deposit',
    text: `TRANSPORTS SAINT-PACÔME INC.
12, route 230 Ouest, Saint-Pacôme (Québec) G0L 3X0 · 418 555-0163
TPS 78213 4409 RT0001 · TVQ 1220417733 TQ0001
RELEVÉ DE RÈGLEMENT — VOITURIER PROPRIÉTAIRE
Voiturier : 27 — Gestion R. Ouellet inc.              No de relevé : SP-R-2026-42
Période : du 11 au 17 octobre 2026                     Date de paiement : 23 octobre 2026

No voyage     Date         Trajet                                  Tarif voyage    Surcharge carb.
SP-26-1184    12/10/2026   Saint-Pacôme → Laval                        1 150,00             184,00
SP-26-1197    14/10/2026   Laval → Rivière-du-Loup                       980,00             156,80
SP-26-1203    16/10/2026   Rivière-du-Loup → Québec                      640,00             102,40
Total                                                                  2 770,00             443,20

Temps d'attente SP-26-1197 (1,5 h)                                                           85,00

REVENUS                                     RETENUES
Transport              2 770,00             Carburant (cartes)              1 108,34
Surcharge carb.          443,20             Avance 13/10                      200,00
Attente                   85,00             Assurance camion                  138,00
                                            Fonds de garantie                 100,00
                                            Frais d'administration             25,00
                                            CNESST                             41,70
Revenu brut            3 298,20             Total des retenues              1 613,04

Revenu brut                                                                        3 298,20
Moins : total des retenues                                                        (1 613,04)
Plus : TPS 5 %                                                                       164,91
Plus : TVQ 9,975 %                                                                   329,00
Montant net versé (dépôt direct)                                                   2 179,07

Solde du fonds de garantie : 3 100,00
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 329820,
      netCents: 217907,
      date: '2026-10-23',
      broker: 'TRANSPORTS SAINT-PACÔME INC.',
      tripNumber: 'SP-26-1184',
      miles: null,
      linehaulCents: 277000,
      fuelSurchargeCents: 44320,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [110834, 13800, 2500, 4170],
    },
  },
  {
    id: 'b14-nevado-toluca-liquidacion-operador',
    issuer: 'Transportes Nevado de Toluca',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican operator trip liquidation in Spanish with $1,234.56 amounts: PERCEPCIONES with per-trip pay, subtotal, maniobras and toll reimbursement; DEDUCCIONES with a separate SALDO column; amount in words; day-first dates',
    text: `TRANSPORTES NEVADO DE TOLUCA, S.A. DE C.V.
Carretera Toluca-Naucalpan Km 4.5, San Mateo Atenco, Edo. de México · RFC TNT980312KJ4
LIQUIDACIÓN DE OPERADOR                                          Folio: LQ-2026-1187
Operador: 0457 JOSÉ LUIS ARCINIEGA PÉREZ          Unidad: T-118 (Kenworth T680)
Periodo: 26/10/2026 al 01/11/2026                 Fecha de pago: 06/11/2026

PERCEPCIONES                                                              IMPORTE
Viaje NT-55821  Toluca, Méx. - Monterrey, N.L. (cemento)                $3,200.00
Viaje NT-55840  Monterrey, N.L. - Querétaro, Qro. (lámina)              $2,450.00
Subtotal sueldo por viajes                                              $5,650.00
Compensación maniobras (descarga Querétaro)                               $350.00
Reembolso casetas comprobadas (ver anexo, 14 tickets)                   $2,318.00
TOTAL PERCEPCIONES                                                      $8,318.00

DEDUCCIONES                                            IMPORTE           SALDO
Anticipo de viaje (entregado 26/10/2026)             $3,000.00
ISR retenido                                           $612.40
Cuota IMSS obrero                                      $148.75
Préstamo personal (abono 4 de 8)                       $500.00       $2,000.00
Faltante de diesel (rendimiento 2.41 km/l vs 2.55)     $420.00
TOTAL DEDUCCIONES                                    $4,681.15

NETO A PAGAR                                                            $3,636.85
(TRES MIL SEISCIENTOS TREINTA Y SEIS PESOS 85/100 M.N.)
Depósito a cuenta BBVA terminación 3390

_____________________________              _____________________________
Firma del operador                         Vo. Bo. Tráfico / Liquidaciones
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 831800,
      netCents: 363685,
      date: '2026-11-06',
      broker: 'TRANSPORTES NEVADO DE TOLUCA, S.A. DE C.V.',
      tripNumber: 'NT-55821',
      miles: null,
      linehaulCents: 565000,
      fuelSurchargeCents: null,
      advancesCents: 300000,
      escrowCents: null,
      reimbursementsCents: 231800,
      deductions: [61240, 14875, 50000, 42000],
    },
  },
  {
    id: 'b14-olmeca-permisionario-dot-decimals',
    issuer: 'Olmeca Carga Express',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican owner-operator (permisionario) account statement with 1.234,56 numbers: one block per trip (flete, maniobras and casetas lines), a one-line totals row, then cargos including the carrier commission and a maintenance fund',
    text: `OLMECA CARGA EXPRESS, S.A. DE C.V.
Av. Universidad 1450, Col. Petrolera, Coatzacoalcos, Ver. C.P. 96500 · Tel. 921 555 0140
ESTADO DE CUENTA DE PERMISIONARIO
Permisionario: P-082  Fletes Ramírez Cruz (Hugo Ramírez Cruz)         Tracto: 82-AK-4R
Semana 47: del 16/11/2026 al 22/11/2026                 Fecha de liquidación: 27-nov-2026

== VIAJE OCE-2611-041 ==   Carta porte CP-77120
   Coatzacoalcos, Ver. → Puebla, Pue.    Polietileno 24 t    Cliente: Química del Istmo
   Flete                                                   28.500,00
   Maniobras (reembolso)                                      850,00
   Casetas (reembolso)                                      1.412,00
== VIAJE OCE-2611-057 ==   Carta porte CP-77164
   Puebla, Pue. → Villahermosa, Tab.    Abarrotes 22 t    Cliente: Distribuidora Sureste
   Flete                                                   31.200,00
   Maniobras (reembolso)                                      600,00
   Casetas (reembolso)                                      1.874,00
== VIAJE OCE-2611-063 ==   Carta porte CP-77190
   Villahermosa, Tab. → Coatzacoalcos, Ver.    Tubería 18 t
   Flete                                                   12.800,00

TOTALES     Fletes 72.500,00     Maniobras 1.450,00     Casetas 3.286,00
Total ingresos                                                         77.236,00

Cargos
   Comisión Olmeca 18% s/fletes                                        13.050,00
   Diesel (vales)                                                      24.615,40
   Anticipos (2)                                                       10.000,00
   Seguro de carga                                                      1.180,00
   GPS / rastreo                                                          650,00
   Fondo de mantenimiento                                               2.000,00
Total cargos                                                           51.495,40

NETO A DEPOSITAR                                                       25.740,60
Importes en pesos, sin IVA. Saldo fondo de mantenimiento: 14.000,00
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 7723600,
      netCents: 2574060,
      date: '2026-11-27',
      broker: 'OLMECA CARGA EXPRESS, S.A. DE C.V.',
      tripNumber: 'OCE-2611-041',
      miles: null,
      linehaulCents: 7250000,
      fuelSurchargeCents: null,
      advancesCents: 1000000,
      escrowCents: 200000,
      reimbursementsCents: 473600,
      deductions: [1305000, 2461540, 118000, 65000],
    },
  },
  {
    id: 'b14-wickham-biweekly-salary-garnishment',
    issuer: 'Wickham Beverage Distributors',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Bi-weekly salaried CDL driver earnings statement: earnings and deductions side by side in two columns, each with Current and YTD, 401(k) and a child-support garnishment whose case number wraps onto the next line',
    text: `WICKHAM BEVERAGE DISTRIBUTORS, INC.
3350 Pennsylvania Ave, Weston WI 54476                                Earnings Statement
Employee: MARCUS T. LINDQVIST   ID 00871   Dept: Route Delivery - CDL A
Pay Frequency: Bi-Weekly   Salary: $75,000.00/yr   Period: 10/04/2026 - 10/17/2026
Check Date: 10/23/2026   Advice #: 0021-00871

EARNINGS         Current         YTD      DEDUCTIONS / TAXES               Current          YTD
Salary          2,884.62   60,577.02      Federal Income Tax                231.48     4,861.08
                                          Social Security                   172.86     3,630.06
                                          Medicare                           40.43       849.03
                                          WI State Income Tax               118.27     2,483.67
                                          401(k) 5%                         144.23     3,028.83
                                          Medical (Pre-Tax)                  96.50     2,026.50
                                          Dental                             11.20       235.20
                                          Garnishment - Child Support       312.00     2,808.00
                                            Case #2025FA000412
Gross Pay       2,884.62   60,577.02      Total Deductions                1,126.97    19,922.37

                                          NET PAY                         1,757.65    40,654.65

Direct Deposit: Checking ****5521   1,757.65
Employer 401(k) match this period: 86.54 (not included in net pay)
PTO balance: 46.5 hrs
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 288462,
      netCents: 175765,
      date: '2026-10-23',
      broker: 'WICKHAM BEVERAGE DISTRIBUTORS, INC.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [23148, 17286, 4043, 11827, 14423, 9650, 1120, 31200],
    },
  },
  {
    id: 'b14-yarrow-creek-per-mile-stub-ytd',
    issuer: 'Yarrow Creek Transport',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company OTR driver pay stub paid per mile: trip list on one line, earnings table with units, rate, current and YTD including a quarterly safety bonus, taxes and an advance repayment with YTD, net with YTD',
    text: `YARROW CREEK TRANSPORT, INC.
PO Box 1190, Van Buren AR 72957 · Payroll 479-555-0125
DRIVER PAY STUB - COMPANY DRIVER (OTR SOLO)
Driver: 30552  D. FONTENOT          Pay date: Dec 11, 2026         Week ending: Dec 5, 2026
Pay basis: $0.58 per dispatched mile (practical miles)

Trips this period:   41877 (688 mi)    41890 (1,102 mi)    41902 (824 mi)

Earnings                 Units       Rate          Current            YTD
Mileage Pay           2,614.00     0.5800         1,516.12      65,195.48
Safety Bonus (Q4)                                   250.00         750.00
Stop Pay                  3.00    25.0000            75.00       1,425.00
Detention Pay             2.00    20.0000            40.00         560.00
Gross Earnings                                    1,881.12      67,930.48

Taxes & Deductions                                 Current            YTD
Federal Withholding                                 168.35       6,021.77
Social Security                                     116.63       4,211.69
Medicare                                             27.28         984.99
AR State Withholding                                 62.40       2,236.80
Health Insurance                                     48.00       2,304.00
Advance Repayment (adv. 11/30)                      100.00         700.00
Total                                               522.66      16,459.25

Net Pay                                           1,358.46      51,471.23
YTD miles: 112,406     Safety bonus is paid quarterly with zero preventable incidents.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 188112,
      netCents: 135846,
      date: '2026-12-11',
      broker: 'YARROW CREEK TRANSPORT, INC.',
      tripNumber: '41877',
      miles: 2614,
      linehaulCents: 151612,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [16835, 11663, 2728, 6240, 4800],
    },
  },
  {
    id: 'b14-vireo-hourly-stub-reimbursement',
    issuer: 'Vireo Payroll Solutions (for Tumbleweed Dairy Haulers)',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Payroll-provider stub for an hourly local driver: hours and earnings with overtime, taxes and deductions in separate sections, a non-taxable reimbursement added after deductions, two-digit-year dates',
    text: `VIREO PAYROLL SOLUTIONS                                              PAY STATEMENT
Employer: Tumbleweed Dairy Haulers, Inc.   4820 Broadway Blvd SE, Albuquerque NM 87105
Employee: R. BACA   #1142   Local Milk Route Driver (CDL-A, hourly)
Pay Period: 09/06/26 - 09/12/26        Check Date: 09/18/26        Check No: DD-441902

Hours and Earnings
Description             Hours        Rate         Amount
Regular                 40.00     24.5000         980.00
Overtime                 7.50     36.7500         275.63
Gross Pay               47.50                   1,255.63

Taxes Withheld
Federal Income Tax                                 98.12
Social Security                                    77.85
Medicare                                           18.21
NM State Income Tax                                38.70

Deductions
Vision Plan                                         4.15

Other Payments (non-taxable)
Reimb - DOT physical 09/08                        110.00

Net Pay                                         1,128.60
Net Pay Distribution: Checking ****4471         1,128.60
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 125563,
      netCents: 112860,
      date: '2026-09-18',
      broker: 'Tumbleweed Dairy Haulers, Inc.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 11000,
      deductions: [9812, 7785, 1821, 3870, 415],
    },
  },
  {
    id: 'b14-sablewood-broker-quickpay',
    issuer: 'Sablewood Logistics',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      "A broker's own QuickPay remittance advice to a carrier: load rows with carrier invoice numbers, line haul, accessorials and totals, accessorial detail lines under each load, a 3% discount line and the amount paid",
    text: `SABLEWOOD LOGISTICS, LLC
Carrier Payables · 900 Riverside Dr Ste 220, Columbus OH 43215 · carrierpay@sablewood.example
QUICKPAY REMITTANCE ADVICE
Payee: DELACROIX TRANSPORT INC (MC 1044218)            Payment Date: 12/03/2026
Payment Method: ACH   Trace 091000019884421            Terms: QuickPay 2 days, 3% discount

Load #        Carrier Inv #   Delivered       Line Haul    Accessorials    Invoice Total
SWL-604417    INV-2231        11/30/2026       2,150.00           50.00         2,200.00
              Detention 2 hrs @ 25.00 (shipper: Newark OH insulation plant)
SWL-604452    INV-2234        12/01/2026       1,725.00          140.00         1,865.00
              Lumper reimbursement, receipt LM-55092 (consignee: Louisville KY DC)
Totals                                         3,875.00          190.00         4,065.00

QuickPay discount 3.00% of 4,065.00                                              -121.95
Amount Paid                                                                     3,943.05

Standard terms (Net 30) would have paid the full invoice total on 12/31/2026.
Please reference the load # on all correspondence.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 406500,
      netCents: 394305,
      date: '2026-12-03',
      broker: 'SABLEWOOD LOGISTICS, LLC',
      tripNumber: 'SWL-604417',
      miles: null,
      linehaulCents: 387500,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 14000,
      deductions: [12195],
    },
  },
  {
    id: 'b14-osprey-nonrecourse-reserve-release',
    issuer: 'Osprey Receivables Capital',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Non-recourse factoring purchase schedule: invoice rows with debtor and load numbers, then a two-column block (schedule summary beside a reserve-account roll-forward) in which a prior reserve release is added to the wire',
    text: `OSPREY RECEIVABLES CAPITAL, INC.
Non-Recourse Freight Factoring · 1 Harbor Pl Ste 900, Tampa FL 33602 · 813-555-0179
PURCHASE SCHEDULE & REMITTANCE
Client: 20418 - MAPLE RUN CARRIERS LLC           Schedule No: 3318
Funding Date: 09/22/2026                          Program: Non-Recourse, 92% advance / 8% reserve

Inv #    Debtor                            Load / PO        Inv Date          Face Amount
10441    Echo Global Logistics, Inc.       7723104          09/18/2026           1,950.00
10442    Coyote Logistics, LLC             4418-2301187     09/19/2026           2,400.00
10443    Total Quality Logistics, LLC      38291044         09/19/2026           1,385.00
                                                    Schedule total               5,735.00

SCHEDULE SUMMARY                                 RESERVE ACCOUNT
Face amount purchased        5,735.00            Beginning reserve               2,216.60
Reserve withheld (8%)         -458.80            + Withheld this schedule          458.80
Non-recourse fee (3.25%)      -186.39            - Released (Sch 3309 paid)       -612.40
Same-day wire fee              -20.00            Ending reserve                  2,063.00
Reserve release, Sch 3309     +612.40
Wired to client              5,682.21

Wire to: First Prairie Bank ****7719          Questions: funding@ospreyrc.example
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 573500,
      netCents: 568221,
      date: '2026-09-22',
      broker: 'Echo Global Logistics, Inc.',
      tripNumber: '7723104',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 45880,
      reimbursementsCents: null,
      deductions: [18639, 2000],
    },
  },
  {
    id: 'b14-zeller-recourse-chargeback',
    issuer: 'Zeller Freight Funding',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Recourse factoring batch remittance: invoice rows with per-invoice 3% fee and advanced amount columns and a totals row, then a fuel advance and a 90-day chargeback taken off, footer with open receivables that are not paid',
    text: `ZELLER FREIGHT FUNDING
P.O. Box 44017, Omaha NE 68144 | 402-555-0190 | Recourse Factoring Agreement #ZFF-1187
CLIENT REMITTANCE                                                          Dec 8, 2026
Client: HARTLEY & DAUGHTERS TRUCKING        Batch: B-26-1208-03

Invoice     Debtor                  Debtor Ref / Load        Amount      Fee 3%       Advanced
ZF-88120    ARRIVE LOGISTICS        2291-44871             2,675.00       80.25       2,594.75
ZF-88121    ARRIVE LOGISTICS        2291-45002             1,980.00       59.40       1,920.60
ZF-88122    BLUEGRACE LOGISTICS     BG1187734              3,140.00       94.20       3,045.80
TOTALS                                                     7,795.00      233.85       7,561.15

Less: fuel advance on 2291-45002 (issued 12/04)                                        (500.00)
Less: chargeback ZF-87760 - debtor unpaid 90 days (recourse)                         (1,450.00)

Amount remitted by ACH                                                                5,611.15

Open receivables after this batch: 21,406.00
Recourse items past 60 days: 1 (ZF-87802, 980.00)
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 779500,
      netCents: 561115,
      date: '2026-12-08',
      broker: 'ARRIVE LOGISTICS',
      tripNumber: '2291-44871',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [23385, 145000],
    },
  },
  {
    id: 'b14-thistle-creek-rate-con',
    issuer: 'Thistle Creek Logistics',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate and load confirmation with three stops (pickup, stop-off, delivery), a rate block with line haul, FSC and stop-off charge, and terms text mentioning other dollar amounts',
    text: `THISTLE CREEK LOGISTICS, INC.
Property Broker MC 1187720 · 2200 Stemmons Fwy Ste 600, Dallas TX 75207 · (214) 555-0132
CARRIER RATE & LOAD CONFIRMATION
Load #: TCL-1184402             Date: 10/27/2026            Rep: Caleb Munro  x214
Carrier: RAMSEY FREIGHT LLC     MC 1309921    Driver: T. Ramsey  Cell 903-555-0144
Equipment: 53' Dry Van    Weight: 41,200 lbs    Commodity: Canned goods (22 pallets)

STOP 1 - PICKUP       10/28/2026  07:00-11:00   PU# 88140-2
  Lone Oak Canning Co., 1400 Industrial Blvd, Paris TX 75460
STOP 2 - STOP-OFF     10/28/2026  15:00 appt     PO 4471920 (8 plts)
  Red Clay Grocers DC, 7700 State Hwy 31 E, Tyler TX 75705
STOP 3 - DELIVERY     10/29/2026  08:00 appt     PO 4471921 (14 plts)
  Gulfway Foods DC, 12800 Airline Hwy, Baton Rouge LA 70817

RATE
Line Haul (flat)                         2,400.00
Fuel Surcharge                             312.00
Stop-off charge (1)                         75.00
TOTAL CARRIER PAY                    USD 2,787.00

Detention $40.00/hr after 2 free hours, in/out times required on BOL. Lumper reimbursed with receipt.
Payment Net 30 from clean POD + invoice to carrierpay@thistlecreek.example; QuickPay 2.5% in 2 days.
TONU $150.00 only if cancelled after dispatch. No re-brokering, co-brokering or double brokering.

Accepted by carrier: ______________________   Date: __________
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 278700,
      broker: 'THISTLE CREEK LOGISTICS, INC.',
      tripNumber: 'TCL-1184402',
    },
  },
  {
    id: 'b14-nine-mile-diesel-def-receipt',
    issuer: 'Nine Mile Truck Stop',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Narrow truck-stop fuel receipt with a diesel line and a bulk DEF line (gallons, price per gallon, amount), fleet card and odometer fields, total',
    text: `        NINE MILE TRUCK STOP
     I-80 Exit 59 · 9 Mile Rd
       Sidney NE 69162
   Store #04   308-555-0112

11/19/2026  14:37      Trans# 118845
Pump: 07 (DSL)   Pump: 11 (DEF)
Card: FLEET ****4402
Unit: 212     Odometer: 488,190
Driver ID: 5530

Product        Qty        Price      Amount
DSL #2 CLR  112.348 G   3.899/G      438.04
DEF BULK      9.200 G   3.659/G       33.66
                         SUBTOTAL    471.70
                         TAX           0.00
                         TOTAL       471.70
Fed/State fuel taxes included in price

FLEET CARD              471.70
AUTH 044718   ENTRY: CHIP
   SHOWERS EARNED: 1   THANK YOU
`,
    expected: { documentType: 'fuel_receipt', grossCents: null, netCents: null, date: '2026-11-19' },
  },
  {
    id: 'b14-pruitt-hydraulic-repair-invoice',
    issuer: 'Pruitt Diesel & Hydraulics',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Diesel and hydraulics shop invoice: complaint / cause / correction text, parts table with quantities and extended prices, labor hours, shop supplies, tax on parts and invoice total',
    text: `PRUITT DIESEL & HYDRAULICS
2711 S Main St, Hutchinson KS 67505 · 620-555-0138 · Road service 24/7
INVOICE No. 58821                                     Date: 2026-12-15
Customer: ALVAREZ TRANSPORT LLC, 400 N Adams St, Garden City KS 67846
Unit: 17    VIN: ...4412    Odometer: 612,448    Written up: 12/14/2026    Terms: Due on receipt

Complaint:  Wet kit leaking at PTO pump; driver reports low hydraulic pressure on end dump.
Cause:      Failed pump shaft seal; pressure hose chafed through at frame crossmember.
Correction: Replaced PTO pump seal kit, made and installed 1" pressure hose, added clamps,
            refilled system, cycled dump body 5x, no leaks.

PARTS
Qty   Part #        Description                          Unit         Ext
1     PS-2210K      Pump shaft seal kit                 89.40       89.40
1     HY-16-48      1" hyd hose assy 48in (made)       142.75      142.75
14    AW46-GAL      Hydraulic oil AW46 (gal)             9.85      137.90
2     CL-ADEL-16    Adel clamp 1"                        4.10        8.20
                                         Parts total               378.25
LABOR   3.5 hrs @ 145.00                                           507.50
Shop supplies                                                       25.00
                                         Subtotal                  910.75
                                         KS sales tax 7.5% (parts)  28.37
                                         INVOICE TOTAL             939.12

Thank you for your business. 1.5% monthly charge on balances over 30 days.
`,
    expected: { documentType: 'repair_invoice', grossCents: null, netCents: null, date: '2026-12-15' },
  },
  {
    id: 'b14-tollnorth-fleet-toll-statement',
    issuer: 'TollNorth Fleet Account Services',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Monthly prepaid fleet toll account statement: transaction rows with date, time, plaza, axle class, tag and amount, a video-toll fee, and an account summary with opening balance, replenishment and closing balance',
    text: `TOLLNORTH FLEET ACCOUNT SERVICES
PO Box 7730, Gary IN 46401 · fleet@tollnorth.example · 1-800-555-0166
FLEET ACCOUNT STATEMENT                          Statement Date: October 31, 2026
Account: 7730-118-02    KOSKI BROTHERS TRANSPORT INC    Period: 10/01/2026 - 10/31/2026

Date    Time   Location                           Class    Tag / Plate      Amount
10/03   06:12  Eastgate Bridge WB                 5-axle   0044-1182         22.50
10/03   06:41  North Loop Plaza 7                 5-axle   0044-1182         11.40
10/09   17:55  North Loop Plaza 3                 5-axle   0044-1182         11.40
10/09   18:20  Eastgate Bridge EB                 5-axle   0044-1182         22.50
10/14   09:03  Lakeshore Tpk Exit 22 - Exit 61    5-axle   0044-1190         48.75
10/15   13:47  Lakeshore Tpk Exit 61 - Exit 22    5-axle   0044-1190         48.75
10/22   05:58  Eastgate Bridge WB                 5-axle   0044-1182         22.50
10/27   11:16  River Pkwy Plaza 2 (video)         5-axle   IN 2884-PR        31.05
10/27          Video toll administrative fee                                  3.00

ACCOUNT SUMMARY
Opening prepaid balance 10/01                                   300.00
Auto-replenishment 10/15 (card ****9021)                        250.00
Tolls this period                                              -218.85
Fees this period                                                 -3.00
Closing prepaid balance 10/31                                   328.15

Tags on account: 2    Low-balance threshold: 100.00    Replenish amount: 250.00
`,
    expected: { documentType: 'other', grossCents: null, netCents: null, date: '2026-10-31' },
  },
];
