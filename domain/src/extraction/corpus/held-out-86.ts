import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 86: ten trucking pay documents written without looking at the extractor.
 * Kinds: five settlement statements (US percentage-split carrier, US lessor DR/CR ledger, US dispatch
 * service pipe grid, Quebec French voiturier-remorqueur with TPS/TVQ, Mexican liquidacion a permisionario
 * with IVA and retenciones), two pay stubs (US weekly mileage stub with YTD and deposit advice, New
 * Brunswick hourly bi-weekly stub with CPP/EI), one factoring purchase notice with reserve release, one
 * broker QuickPay advice, and one boxed flatbed rate confirmation. Countries: 7 US, 2 CA, 1 MX.
 * Layout variety: side-by-side earnings/deductions with trailing minus signs, running-balance ledger,
 * ASCII grids and boxes, dotted leaders, comma-decimal French amounts, amount in words, totals at the top
 * or bottom; dates as MM/DD/YY, month names, ISO, French and Spanish forms, DD-Mon-YYYY, YYYY/MM/DD, M/D/YYYY.
 */
export const HELD_OUT_DOCUMENTS_86: CorpusDocument[] = [
  {
    id: 'b86-greenhorn-pct-split-columns',
    issuer: 'Greenhorn Divide Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-of-revenue owner-operator settlement: one trip table with revenue, 72% share, FSC and accessorial columns plus totals, then earnings and deductions side by side separated by a vertical bar with trailing-minus deductions, reimbursements below and net by direct deposit; MM/DD/YY trip dates',
    text: `GREENHORN DIVIDE CARRIERS, INC.                           CONTRACTOR SETTLEMENT
2915 Hesper Rd  Billings, MT 59102                        Page 1 of 1
(406) 555-0148   USDOT 1873302   MC 644018
================================================================================================
Contractor : 0419 / PRYOR MTN TRUCKING LLC (R. Yellowtail)     Settlement # GD-16-0419
Tractor    : 1914   Trailer: 53R-220                          Week ending     : 04/18/2026
                                                              Settlement date : 04/24/2026
Pay basis  : 72% of line haul revenue, 100% of FSC and accessorials
------------------------------------------------------------------------------------------------
TRIP #       DELIV     ORIGIN        DESTINATION    MILES  LH REVENUE  72% SHARE      FSC     ACC
GDC-118204   04/13/26  BILLINGS MT   CASPER WY        376    1,480.00   1,065.60   212.40    0.00
GDC-118219   04/15/26  CASPER WY     DENVER CO        287    1,125.00     810.00   160.65   75.00 *
GDC-118233   04/17/26  DENVER CO     RAPID CITY SD    404    1,690.00   1,216.80   234.90    0.00
                                                  ----------------------------------------------
TOTALS                                             1,067    4,295.00   3,092.40   607.95   75.00
  * DET 3 HRS @ 25.00 - CASPER WY CONSIGNEE (SIGNED IN 0640 / OUT 1140)

EARNINGS                                |  DEDUCTIONS
  Line haul share     3,092.40          |    TCH fuel (11 trans)         1,184.37-
  Fuel surcharge        607.95          |    Phys damage ins                61.20-
  Detention              75.00          |    Occ/Acc ins                    38.00-
                    ----------          |    PrePass / tolls                24.85-
  GROSS EARNINGS      3,775.35          |    IRP plate prorate              52.00-
                                        |    Escrow deposit                 75.00-
                                        |    Comchek advance 04/14         300.00-
                                        |                              ----------
                                        |    TOTAL DEDUCTIONS            1,735.42-
------------------------------------------------------------------------------------------------
REIMBURSEMENTS (not subject to percentage)
  Lumper - Rapid City SD, receipt 00981 (04/17)                    85.00

NET SETTLEMENT   - direct deposit 04/24/2026 to acct ****6620         2,124.93

Escrow: deposit this week 75.00   balance 1,575.00   target 2,500.00
Questions on this settlement: settlements@greenhorndivide.com / ext 214. Disputes must be
submitted within 30 days of the settlement date per Section 9 of the lease agreement.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 377535,
      netCents: 212493,
      date: '2026-04-24',
      broker: 'GREENHORN DIVIDE CARRIERS, INC.',
      tripNumber: 'GDC-118204',
      miles: 1067,
      linehaulCents: 309240,
      fuelSurchargeCents: 60795,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 8500,
      deductions: [118437, 6120, 3800, 2485, 5200],
    },
  },
  {
    id: 'b86-imnaha-lessor-drcr-ledger',
    issuer: 'Imnaha Canyon Leasing Co.',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor statement of account as a chronological ledger with DEBIT / CREDIT / running BALANCE (CR/DR suffix) columns, wrapped description lines, month-name dates, and a boxed summary with gross, reserve and ACH amount at the bottom',
    text: `IMNAHA CANYON LEASING CO.
Equipment lessor & lease operator settlements
1207 Main St, Lewiston ID 83501  |  208-555-0173  |  MC 1029457  USDOT 3318760

                     LEASE OPERATOR STATEMENT OF ACCOUNT

Operator : DARLENE K. MOSES      Acct 7731      Lease agmt LP-4471 (2022 Volvo VNL 760)
Statement period: Apr 5, 2026 - Apr 11, 2026          Statement date: Apr 14, 2026
Payment method  : ACH  (settles Apr 15, 2026)

DATE    REF       DESCRIPTION                                 DEBIT     CREDIT       BALANCE
--------------------------------------------------------------------------------------------
Apr 05  --        Opening balance                                                    0.00
Apr 06  IC-55871  Linehaul Lewiston ID > Portland OR                    862.50     862.50 CR
                    345 mi @ 2.50
Apr 06  IC-55871  Fuel surcharge 345 mi @ .35                           120.75     983.25 CR
Apr 07  EFS 0093  EFS fuel advance (check 0093)              200.00                783.25 CR
Apr 08  IC-55890  Linehaul Portland OR > Boise ID                     1,287.50   2,070.75 CR
                    via Yakima WA, 515 mi @ 2.50
Apr 08  IC-55890  Fuel surcharge 515 mi @ .35                           180.25   2,251.00 CR
Apr 08  IC-55890  Stop-off chg, 2nd stop Yakima WA                       50.00   2,301.00 CR
                    (Fred Meyer DC #0712)
Apr 09  CAT 4471  Scale ticket reimb - CAT Ontario OR                    13.75   2,314.75 CR
Apr 10  IC-55902  Linehaul Boise ID > Lewiston ID                       670.00   2,984.75 CR
                    268 mi @ 2.50
Apr 10  IC-55902  Fuel surcharge 268 mi @ .35                            93.80   3,078.55 CR
Apr 11  EFS       Fuel purchases EFS card (6 trans)        1,214.63              1,863.92 CR
                    see fuel detail attached
Apr 11  LP-4471   Tractor lease payment wk 15                625.00              1,238.92 CR
Apr 11  MR        Maintenance reserve 1,128 mi @ .06          67.68              1,171.24 CR
Apr 11  INS       Bobtail / NTL insurance                     14.25              1,156.99 CR
Apr 11  INS       Cargo insurance                             22.00              1,134.99 CR
Apr 11  ELD       ELD subscription                            12.95              1,122.04 CR
--------------------------------------------------------------------------------------------
                  Period totals                            2,156.51   3,278.55   1,122.04 CR

  +-------------------------------------------------------------------------------------+
  | Linehaul    2,820.00   Fuel surch   394.80   Stop-off     50.00   GROSS  3,264.80   |
  | Reimbursed     13.75   Advances     200.00   Reserve      67.68   Other  1,888.83   |
  | Miles          1,128                             AMOUNT TO BE PAID BY ACH  1,122.04 |
  +-------------------------------------------------------------------------------------+

Maintenance reserve balance after this statement: 2,147.90
Lease payment balance remaining (LP-4471): 41,875.00  -  67 of 134 payments made
A credit balance is paid by ACH; a debit balance carries to the next statement.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 326480,
      netCents: 112204,
      date: '2026-04-15',
      broker: 'IMNAHA CANYON LEASING CO.',
      tripNumber: 'IC-55871',
      miles: 1128,
      linehaulCents: 282000,
      fuelSurchargeCents: 39480,
      advancesCents: 20000,
      escrowCents: 6768,
      reimbursementsCents: 1375,
      deductions: [121463, 62500, 1425, 2200, 1295],
    },
  },
  {
    id: 'b86-glassbuttes-dispatch-pipe-grid',
    issuer: 'Glass Buttes Dispatch & Back Office, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service weekly carrier statement with a pipe-and-plus ASCII grid of loads (broker, lane, ISO pickup date, miles, linehaul, FSC, accessorial, total, per-load 8% fee) and a totals row, then a dotted-leader settlement block with a wrapped insurance line ending in the net ACH sent to the carrier',
    text: `Glass Buttes Dispatch & Back Office, LLC
61535 S Hwy 97 Ste 9, Bend, OR 97702  -  541-555-0119  -  ops@glassbuttesdispatch.com

CARRIER WEEKLY STATEMENT  (dispatch + collections)
Carrier ...... Ochoco Rim Freight LLC   MC 1188274 / DOT 3590021
Truck ........ 07 (2019 Freightliner Cascadia) / 53ft dry van
Week ......... 2026-05-10 to 2026-05-16
Statement .... GBD-ORF-2026-20        Issued 2026-05-19

Broker payments are received in our trust account and remitted below, less fees.
+-------------+---------------------------+----------------------------+------------+-------+----------+--------+--------+----------+--------+
| Load ID     | Broker                    | Lane                       | PU date    | Mi    | Linehaul | FSC    | Accsl  | Total    | Fee 8% |
+-------------+---------------------------+----------------------------+------------+-------+----------+--------+--------+----------+--------+
| KXL-4430917 | Ocmulgee Brokerage, Inc.  | Redmond OR - Sacramento CA | 2026-05-11 |   498 | 1,650.00 | 210.00 |   0.00 | 1,860.00 | 148.80 |
| 88120554    | Pottawatomie Freight Sol. | Sacramento CA - Reno NV    | 2026-05-12 |   132 |   700.00 |   0.00 |   0.00 |   700.00 |  56.00 |
| BSL-207718  | Big Sioux Logistics Group | Reno NV - Boise ID         | 2026-05-13 |   430 | 1,400.00 | 165.00 | 100.00 | 1,665.00 | 133.20 |
| KXL-4431502 | Ocmulgee Brokerage, Inc.  | Boise ID - Bend OR         | 2026-05-15 |   318 | 1,050.00 | 120.00 |   0.00 | 1,170.00 |  93.60 |
+-------------+---------------------------+----------------------------+------------+-------+----------+--------+--------+----------+--------+
| TOTALS      |                           |                            |            | 1,378 | 4,800.00 | 495.00 | 100.00 | 5,395.00 | 431.60 |
+-------------+---------------------------+----------------------------+------------+-------+----------+--------+--------+----------+--------+
Accsl: BSL-207718 detention 2 hrs @ 50.00 (Boise consignee).
Lumper on 88120554 reimbursed by broker at cost, passed through 100%, no dispatch fee.

SETTLEMENT
  Gross load revenue ............................   5,395.00
  + Lumper reimbursement (88120554, rcpt L-5531) .    160.00
  - Dispatch fee 8% (column total) ..............     431.60
  - ELD / Motive subscription (May) .............      38.00
  - Insurance installment 5 of 10, paid to
      Juniper Mutual, policy CA-2231907 .........     412.00
  - Fuel advance 2026-05-12 (Comdata code) ......     300.00
  - Fuel advance fee 1% .........................       3.00
                                                  ----------
  NET ACH SENT TO CARRIER 2026-05-20 ............   4,370.40

Any load still unpaid by its broker after 30 days is shown on the aging report, not here.
Glass Buttes Dispatch & Back Office is not a broker or carrier; all loads are booked
under the carrier's own authority.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 539500,
      netCents: 437040,
      date: '2026-05-20',
      broker: 'Glass Buttes Dispatch & Back Office, LLC',
      tripNumber: 'KXL-4430917',
      miles: 1378,
      linehaulCents: 480000,
      fuelSurchargeCents: 49500,
      advancesCents: 30000,
      escrowCents: null,
      reimbursementsCents: 16000,
      deductions: [43160, 3800, 41200, 300],
    },
  },
  {
    id: 'b86-maskinonge-fr-tps-tvq',
    issuer: 'Groupe Camionnage Maskinongé inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec voiturier-remorqueur settlement: trip table with revenue, 76 % share and fuel surcharge, a GAINS block whose total includes TPS and TVQ, a RETENUES block with advance and guarantee-fund holdback, and a boxed net deposit line; space-thousands comma-decimal amounts with trailing $ and French month-name dates',
    text: `GROUPE CAMIONNAGE MASKINONGÉ INC.
181, boul. Saint-Laurent Est, Louiseville (Québec)  J5V 1J4
Tél. : 819 555-0136        NEQ 1174429031        NIR R-538217
No TPS 784512339 RT0001        No TVQ 1226874410 TQ0001

                 RELEVÉ DE RÈGLEMENT - VOITURIER-REMORQUEUR

Relevé no      : 2026-12-0088             Semaine du 15 au 21 mars 2026
Voiturier      : 9384-2216 Québec inc. (Martin Gélinas)         Unité : 88
TPS voiturier  : 771203948 RT0001         TVQ voiturier : 1229940173 TQ0001
Rémunération   : 76 % du revenu de transport; surcharge carburant remise à 100 %

VOYAGES
No voyage  Date     Trajet                               Revenu  Part 76 % Surch. carb.
---------------------------------------------------------------------------------------
CM-30517   16 mars  Louiseville / Laval (3 arrêts)       980,00     744,80       142,10
CM-30522   17 mars  Trois-Rivières / Saint-Augustin    1 150,00     874,00       166,75
CM-30540   19 mars  Louiseville / Sherbrooke           1 320,00   1 003,20       191,40
CM-30544   20 mars  Sherbrooke / Drummondville           640,00     486,40        92,80
---------------------------------------------------------------------------------------
Totaux                                                 4 090,00   3 108,40       593,05

GAINS
   Part du voiturier (76 %)                                 3 108,40 $
   Surcharge carburant                                        593,05 $
   Temps d'attente CM-30522 - 2 h à 45,00 $                    90,00 $
                                                        --------------
   Sous-total des gains                                     3 791,45 $
   TPS 5 %                                                    189,57 $
   TVQ 9,975 %                                                378,20 $
                                                        ==============
   TOTAL DES GAINS (taxes incluses)                         4 359,22 $

RETENUES
   Carburant - cartes Pétro-Pass (9 transactions)           1 386,42 $
   Assurance camion - prime hebdomadaire                      118,50 $
   Location de remorque no R-212                               95,00 $
   Frais d'administration                                      25,00 $
   Ordinateur de bord / cellulaire                             14,00 $
   Avance en argent (17 mars)                                 200,00 $
   Retenue - fonds de garantie                                100,00 $
                                                        --------------
   TOTAL DES RETENUES                                       1 938,92 $

   +----------------------------------------------------------------+
   |  MONTANT NET DÉPOSÉ le 27 mars 2026 (virement)      2 420,30 $ |
   +----------------------------------------------------------------+

Fonds de garantie : solde au 21 mars 2026 1 900,00 $ (plafond 2 500,00 $)
Les taxes (TPS/TVQ) sont calculées sur le sous-total des gains du voiturier inscrit.
Toute contestation doit être transmise par écrit dans les 15 jours suivant le dépôt.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 435922,
      netCents: 242030,
      date: '2026-03-27',
      broker: 'GROUPE CAMIONNAGE MASKINONGÉ INC.',
      tripNumber: 'CM-30517',
      miles: null,
      linehaulCents: 310840,
      fuelSurchargeCents: 59305,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [138642, 11850, 9500, 2500, 1400],
    },
  },
  {
    id: 'b86-mazamitla-mx-liquidacion-iva',
    issuer: 'Mazamitla Carga Refrigerada, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish Mexican liquidacion a permisionario: carta-porte trip list with a wrapped maniobras line, PERCEPCIONES with IVA 16% in the total, RETENCIONES (IVA 4%, ISR 1.25% RESICO), DESCUENTOS with anticipo and fondo de garantia, REEMBOLSOS of casetas, NETO A PAGAR and amount in words; DD/MM/YYYY dates, $ with US separators',
    text: `MAZAMITLA CARGA REFRIGERADA, S.A. DE C.V.
RFC MCR180412KT3  -  Permiso SICT 1411MCR18042026
Av. Aviación 4020, Col. San Juan de Ocotán, Zapopan, Jalisco, C.P. 45019
Tel. 33 5550 2281   -   liquidaciones@mazamitlacarga.mx
============================================================================
                     LIQUIDACIÓN A PERMISIONARIO
============================================================================
Folio: LQ-2026-0613                      Fecha de emisión: 12/06/2026
Permisionario: JOSÉ LUIS OROZCO PADILLA   RFC OOPJ820317HB2  (RESICO)
Tractocamión: Kenworth T680 2021  placas 51-AK-7H   Caja refrigerada: TR-33
Periodo: 01/06/2026 al 10/06/2026        Importes en pesos mexicanos (MXN)

DETALLE DE VIAJES
  Carta porte Fecha       Ruta                                           Flete
  --------------------------------------------------------------------------
  MZ-22071    02/06/2026  Zapopan, Jal. - Iztapalapa, CDMX (CEDA)    21,400.00
  MZ-22088    05/06/2026  Iztapalapa, CDMX - Celaya, Gto.             8,750.00
                            Maniobras de descarga (2 ayudantes)         900.00
  MZ-22094    08/06/2026  Celaya, Gto. - Zapopan, Jal.               10,600.00

PERCEPCIONES
  Fletes                                                   $  40,750.00
  Maniobras                                                $     900.00
  Subtotal                                                 $  41,650.00
  IVA trasladado 16%                                       $   6,664.00
                                                          -------------
  TOTAL PERCEPCIONES                                       $  48,314.00

RETENCIONES DE IMPUESTOS
  IVA retenido 4% (autotransporte terrestre de carga)     -$   1,666.00
  ISR retenido 1.25% (RESICO)                             -$     520.63

DESCUENTOS
  Anticipo para gastos de viaje (02/06/2026)              -$   4,000.00
  Vales de diésel Estación 4471 (498 lts x $24.20)        -$  12,051.60
  Rastreo satelital GPS - junio                           -$     380.00
  Seguro de carga (parte proporcional)                    -$     650.00
  Fondo de garantía (aportación semanal)                  -$   1,000.00

REEMBOLSOS (no causan IVA)
  Casetas pagadas en efectivo, comprobadas (14 tickets)   +$   2,845.00
                                                          =============
  NETO A PAGAR                                             $  30,890.77

Forma de pago: transferencia SPEI a BBVA cta. ****8127
Fecha de pago: 15/06/2026          Importe con letra: (TREINTA MIL OCHOCIENTOS
  NOVENTA PESOS 77/100 M.N.)
Saldo fondo de garantía: $12,000.00 MXN

Recibí de conformidad: ______________________   Autorizó: Contraloría / R. Núñez
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 4831400,
      netCents: 3089077,
      date: '2026-06-15',
      broker: 'MAZAMITLA CARGA REFRIGERADA, S.A. DE C.V.',
      tripNumber: 'MZ-22071',
      miles: null,
      linehaulCents: 4075000,
      fuelSurchargeCents: null,
      advancesCents: 400000,
      escrowCents: 100000,
      reimbursementsCents: 284500,
      deductions: [166600, 52063, 1205160, 38000, 65000],
    },
  },
  {
    id: 'b86-gasconade-stub-ytd-advice',
    issuer: 'Gasconade River Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver weekly earnings statement with Units/Rate/Current/YTD earnings table (mileage, stop, detention, bonus), separate taxes and pre-tax deduction tables with YTD columns, a non-taxable toll reimbursement, trip mileage detail and a tear-off direct deposit advice; DD-Mon-YYYY dates',
    text: `GASCONADE RIVER FREIGHT, INC.                                 EARNINGS STATEMENT
1100 Kingshighway, Rolla, MO 65401                              Co. code GRF-01
FEIN 43-1887204   USDOT 882154

Employee : WESLEY T. BRANDT            Emp ID 00417     Dept: OTR DRIVERS
           14 Sycamore Ln, St. James MO 65559
Period   : 31-May-2026 to 06-Jun-2026   Pay Date: 12-Jun-2026   Frequency: Weekly
Fed W-4  : Single, 2020+ form       MO: Single, 0 addl

EARNINGS                 Units    Rate     Current          YTD
Mileage                  2,214    .580    1,284.12    31,956.44
Stop Pay                     3   30.00       90.00     2,010.00
Detention                 2.50   22.00       55.00       880.00
Safety Bonus                                 75.00       450.00
GROSS PAY                                 1,504.12    35,296.44

TAXES                                      Current          YTD
Federal Income Tax                          101.37     2,365.88
Social Security                              88.57     2,063.21
Medicare                                     20.71       482.53
MO State Income Tax                          41.00       957.00
Total Taxes                                 251.65

DEDUCTIONS                                 Current          YTD
Medical  (pre-tax)                           68.40     1,573.20
Dental   (pre-tax)                            7.20       165.60
401(k) 5%  (pre-tax)                         75.21     1,734.20
Voluntary Life                                3.85        88.55
Total Deductions                            154.66

NON-TAXABLE REIMBURSEMENT                  Current          YTD
Tolls (Kansas Tpk rcpts)                     18.50       214.75

NET PAY                                   1,116.31

Trip detail:  40871 Rolla MO - Nashville TN - Rolla MO 812 mi
              40877 Rolla MO - Oklahoma City OK - Joplin MO 612 mi
              40893 Joplin MO - Little Rock AR - Rolla MO 790 mi
              Total paid miles 2,214 (PC*Miler practical)

- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
GASCONADE RIVER FREIGHT, INC.                Advice No. 0061842    12-Jun-2026
DIRECT DEPOSIT ADVICE - NON-NEGOTIABLE
Deposited to: Central Bank of the Ozarks  checking xxxxx3318      $ 1,116.31
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 150412,
      netCents: 111631,
      date: '2026-06-12',
      broker: 'GASCONADE RIVER FREIGHT, INC.',
      tripNumber: '40871',
      miles: 2214,
      linehaulCents: 128412,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 1850,
      deductions: [10137, 8857, 2071, 4100, 6840, 720, 7521, 385],
    },
  },
  {
    id: 'b86-miramichi-ca-biweekly-stub',
    issuer: 'Miramichi Tank Lines Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Canadian (New Brunswick) hourly tanker-driver bi-weekly pay statement: hours/rate/current/YTD earnings with 4% vacation pay, statutory (CPP, EI, federal, NB tax) and other deductions with YTD, non-taxable meal reimbursement, and a five-cell horizontal summary box ending in NET PAY (CAD); YYYY/MM/DD dates',
    text: `MIRAMICHI TANK LINES LTD.
2250 King George Hwy, Miramichi NB  E1V 6N5      Tel 506-555-0182
Business No. 80214 5567 RP0001

PAY STATEMENT                                            Bi-weekly  -  Period 14
====================================================================================
Employee  : Sheldon R. Doucet          No. 1193        Position: Tanker Driver AZ
Period    : 2026/06/21 - 2026/07/04                    Pay date: 2026/07/10
Home term.: Miramichi (Nelson)          TD1 claim: fed 16,129.00 / NB 13,396.00
====================================================================================
HOURS & EARNINGS               Hours      Rate     Current    Year to date
------------------------------------------------------------------------------------
Regular                        88.00   27.5000    2,420.00       33,880.00
Overtime 1.5x                   7.00   41.2500      288.75        3,506.25
Dangerous goods premium        88.00    1.2500      110.00        1,540.00
Vacation pay 4%                                     112.75        1,557.05

STATUTORY DEDUCTIONS                               Current    Year to date
------------------------------------------------------------------------------------
CPP                                                 166.41        2,329.74
EI                                                   47.78          668.92
Federal income tax                                  318.20        4,454.80
NB provincial income tax                            196.45        2,750.30

OTHER DEDUCTIONS                                   Current    Year to date
------------------------------------------------------------------------------------
Group benefits - Medavie                             42.60          596.40
Group RRSP 5% of regular                            121.00        1,694.00
Union dues - Teamsters Loc. 927                      38.50          539.00

NON-TAXABLE                                        Current    Year to date
------------------------------------------------------------------------------------
Meal reimbursement (receipts, 3 overnights)          46.80          395.20

+---------------+---------------+---------------+---------------+---------------+
|Gross earnings |Statutory ded. |  Other ded.   |  Reimbursed   | NET PAY (CAD) |
|   2,931.50    |    728.84     |    202.10     |     46.80     |   2,047.36    |
+---------------+---------------+---------------+---------------+---------------+

Net pay deposited 2026/07/10 to Caisse populaire acadienne, acct ***-**4471.
Vacation pay is paid out each period at 4% of earnings. Vacation bank: 0.00 hrs.
Questions: payroll@miramichitank.ca
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 293150,
      netCents: 204736,
      date: '2026-07-10',
      broker: 'MIRAMICHI TANK LINES LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 4680,
      deductions: [16641, 4778, 31820, 19645, 4260, 12100, 3850],
    },
  },
  {
    id: 'b86-mackinaw-factor-reserve-recon',
    issuer: 'Mackinaw Trade Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and funding notice: accounts-purchased table with debtor, load #, invoice date, face, per-invoice 2.75% fee, 8% reserve and advance columns plus totals, then a signed funding reconciliation adding a reserve release and subtracting a fuel advance, chargeback and wire fee down to the amount wired; month-name funding date',
    text: `MACKINAW TRADE FUNDING, LLC
Freight Receivables Purchasing
PO Box 418, Mackinaw City, MI 49701    T 231-555-0164    funding@mackinawtrade.com

PURCHASE & FUNDING NOTICE
Client     : Au Sable Trucking LLC (MC 1097735)          Client No. AST-0228
Schedule   : 0228-041                                    Recourse: Non-recourse (credit)
Funding Date: August 11, 2026                            Method: Same-day wire
Terms      : Advance 92% / Reserve 8% / Discount fee 2.75% flat per invoice

ACCOUNTS PURCHASED
Debtor                         Load #      Inv Date     Face Amt  Fee 2.75%  Reserve 8%    Advance
==================================================================================================
Cheboygan Freight Partners     CFP-771204  08/03/26     2,450.00      67.38      196.00   2,186.62
Cass Lake Logistics LLC        5512093     08/04/26     1,875.00      51.56      150.00   1,673.44
Peshtigo Brokerage, Inc.       PB20931     08/05/26     3,120.00      85.80      249.60   2,784.60
Kalkaska Produce Co.           00418822    08/06/26       960.00      26.40       76.80     856.80
--------------------------------------------------------------------------------------------------
TOTALS  (4 invoices)                                    8,405.00     231.14      672.40   7,501.46

FUNDING RECONCILIATION
   Advance on accounts purchased                                  7,501.46
   Reserve released - schedules 0228-037 / 0228-038 closed   +      412.60
   Fuel advance of 08/04/26 (repaid from this schedule)      -      500.00
   Chargeback - inv 0228-037-3, debtor short-paid detention  -       75.00
   Same-day wire fee                                         -       20.00
                                                               ------------
   AMOUNT WIRED TO CLIENT  (Huron Community Bank x-5096)          7,319.06

Reserve account: held this schedule 672.40 / released 412.60 / balance 3,188.42
Notice of assignment: debtors must remit only to Mackinaw Trade Funding, LLC,
Dept 4471, PO Box 418, Mackinaw City MI 49701. Payment to any other party does not
discharge the debt.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 840500,
      netCents: 731906,
      date: '2026-08-11',
      broker: 'Cheboygan Freight Partners',
      tripNumber: 'CFP-771204',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 67240,
      reimbursementsCents: null,
      deductions: [23114, 7500, 2000],
    },
  },
  {
    id: 'b86-losttrail-quickpay-advice',
    issuer: 'Lost Trail Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay remittance advice with the payment amount printed at the top, a per-load table (invoice amount, 3% QP fee and adjustments as negatives, net paid) with totals, then an indented per-load invoice detail with dotted leaders where the invoice total includes a lumper reimbursement; M/D/YYYY payment date',
    text: `LOST TRAIL LOGISTICS, INC.
Freight brokerage  |  MC 884102  |  2700 S Reserve St, Missoula MT 59801
Carrier Payables: 406-555-0137  ap@losttraillogistics.com

                      QUICKPAY REMITTANCE ADVICE

Pay to   : Bitterroot Flyers Transport LLC           Vendor ID : C-20417
           MC 1166390 / USDOT 3472218
Payment #: QP-0903-0412      Payment Date: 9/3/2026      Method: ACH
PAYMENT AMOUNT: $3,770.70

Load #     Carrier Inv Lane                     Inv Amount  QP Fee 3%   Adjust.   Net Paid
------------------------------------------------------------------------------------------
LT-884210  BFT-1187    Missoula MT > Fargo ND     2,948.00     -88.44   -410.00   2,449.56
LT-884377  BFT-1191    Fargo ND > Billings MT     1,362.00     -40.86      0.00   1,321.14
------------------------------------------------------------------------------------------
Total                                             4,310.00    -129.30   -410.00   3,770.70

INVOICE DETAIL
  LT-884210  Missoula MT > Fargo ND   880 mi
      Line haul ...............  2,350.00
      Fuel surcharge ..........    318.00
      Detention 2 hrs @ 50.00 .    100.00
      Lumper (reimb., rcpt) ...    180.00
      Invoice total ...........  2,948.00
      Adjustments: Comchek advance at pickup 8/27 -400.00, express code fee -10.00
  LT-884377  Fargo ND > Billings MT   580 mi
      Line haul ...............  1,200.00
      Fuel surcharge ..........    162.00
      Invoice total ...........  1,362.00

Total miles this remittance: 1,460
QuickPay fee of 3% applies to invoices paid within 2 business days of receipt of POD.
Standard terms (no fee): 30 days. This advice is for your records; do not reply.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 431000,
      netCents: 377070,
      date: '2026-09-03',
      broker: 'LOST TRAIL LOGISTICS, INC.',
      tripNumber: 'LT-884210',
      miles: 1460,
      linehaulCents: 355000,
      fuelSurchargeCents: 48000,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 18000,
      deductions: [12930, 1000],
    },
  },
  {
    id: 'b86-jacksfork-ratecon-boxed-stops',
    issuer: 'Jacks Fork Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Flatbed broker rate confirmation built from ASCII-boxed sections (carrier, pickup, two partial deliveries, rate agreement with linehaul, FSC, tarp and extra-stop lines summing to an all-in total) followed by numbered terms quoting detention, TONU and QuickPay rates that are not part of the total',
    text: `JACKS FORK LOGISTICS, INC.                        CARRIER RATE & LOAD CONFIRMATION
318 E Main St, Mountain View, MO 65548          Load # JFL-77413
MC 1042287   Ph 417-555-0190   Fax 417-555-0191  Date booked: 10/06/2026 09:42 CT
Booked by: Tara Quick  tquick@jacksforklogistics.com  ext 23

+------------------------------------------------------------------------------------+
| CARRIER                                                                            |
+------------------------------------------------------------------------------------+
| Current River Hauling LLC        MC 1204471   DOT 3655180                          |
| Driver: Eli Ruggles  417-555-0488     Truck 12 / Trailer 48ft step deck SD-3       |
| Equipment required: Step deck, 8 ft tarps, 6 chains + binders                      |
+------------------------------------------------------------------------------------+

+------------------------------------------------------------------------------------+
| STOP 1 - PICKUP          10/07/2026   0700-1100 (FCFS)                             |
+------------------------------------------------------------------------------------+
| Ozark Timber Products - 2110 Industrial Dr, West Plains MO 65775                   |
| PU # OTP-55120     Commodity: Treated lumber, 22 bundles   Wt 44,600 lbs           |
| Shipper loads; driver secures and tarps. Call 1 hr out: 417-555-0302               |
+------------------------------------------------------------------------------------+

+------------------------------------------------------------------------------------+
| STOP 2 - DELIVERY (partial)   10/08/2026   appt 0800                               |
+------------------------------------------------------------------------------------+
| Flint Hills Building Supply - 401 N Main St, El Dorado KS 67042                    |
| PO # 88104-A   Deliver 9 bundles                                                   |
+------------------------------------------------------------------------------------+

+------------------------------------------------------------------------------------+
| STOP 3 - DELIVERY (final)     10/08/2026   appt 1400                               |
+------------------------------------------------------------------------------------+
| Prairie Yard Lumber - 7700 W Kellogg Dr, Wichita KS 67209                          |
| PO # 88104-B   Deliver 13 bundles. Forklift on site.                               |
+------------------------------------------------------------------------------------+

+------------------------------------------------------------------------------------+
| RATE AGREEMENT                                                                     |
+------------------------------------------------------------------------------------+
| Line Haul (flat)                             $2,900.00                             |
| Fuel Surcharge                                 $486.50                             |
| Tarp (8 ft drop)                               $100.00                             |
| Extra Stop (1)                                  $75.00                             |
|                                         --------------                             |
| TOTAL CARRIER PAY (USD, all-in)              $3,561.50                             |
+------------------------------------------------------------------------------------+

TERMS
 1. Detention: $50.00/hr after 2 hrs free at each stop, only with in/out times on BOL.
 2. TONU: $150.00 if cancelled after dispatch. Layover: $200.00/day, pre-approved only.
 3. Payment: 30 days from receipt of signed BOL and invoice at ap@jacksforklogistics.com.
    QuickPay available at 2.5% (2 business days).
 4. No double brokering. Carrier must check calls at 0800 and 1600 CT daily.
 5. Any charge not listed above must be approved in writing before it is incurred.

Carrier signature: ____________________   Date: __________   (sign and return)
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 356150,
      broker: 'JACKS FORK LOGISTICS, INC.',
      tripNumber: 'JFL-77413',
    },
  },
];
