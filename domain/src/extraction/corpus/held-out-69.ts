import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 69: ten trucking pay documents written without looking at the extractor.
 *
 * Kinds: five settlement statements (US per-mile carrier with a trip grid and side-by-side
 * earnings/deductions box; US lessor percentage-of-revenue statement in ASCII boxes with CR/DR
 * suffixes; US dispatch service paying the net ACH itself with wrapped broker/lane cells and a
 * lumper add-back; US reefer carrier check-style ledger with parenthesised charges and DD-MON-YYYY
 * dates; Quebec French relevé paid per mile with comma decimals and TPS/TVQ in the gross), two pay
 * stubs (US hourly employee driver with YTD columns and a split deposit; Mexican CFDI recibo de
 * nómina with side-by-side percepciones/deducciones and the net in words), one factor purchase
 * report (pipe-delimited schedule with per-invoice fee and reserve columns, reserve release,
 * chargeback), one broker QuickPay remittance e-mail with per-load blocks, and one Ontario repair
 * invoice with HST.
 * Countries: 7 US, 2 CA (one French), 1 MX. Dates appear as MM/DD/YY, ISO, month names,
 * DD-MON-YYYY, French day-month names, DD/MM/YYYY and DD Mon YYYY.
 */
export const HELD_OUT_DOCUMENTS_69: CorpusDocument[] = [
  {
    id: 'b69-amargosa-trip-grid-side-by-side',
    issuer: 'Amargosa Valley Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile owner-operator settlement with a one-row-per-trip grid (loaded/empty miles, linehaul, FSC, accessorial, trip total, totals row) followed by a boxed two-column summary with earnings on the left and deductions on the right; MM/DD/YY dates and separate deposit date',
    text: `AMARGOSA VALLEY FREIGHT LINES, INC.
2260 N. Highway 373  |  Amargosa Valley, NV 89020  |  (775) 555-0147
USDOT 3318754   MC 1092266                 settlements@amargosavfl.com

                     CONTRACTOR SETTLEMENT - WEEK 38

Contractor ID: OO-1147    DESERT THISTLE TRUCKING (R. ORTEGA)
Truck: 447   Trailer: 53R-2210                Settlement #: 38-1147
Week Ending: 09/19/26     Settlement Date: 09/21/26     Deposit Date: 09/25/26
Pay basis: loaded $1.780/mi, empty $1.000/mi, FSC $0.520/loaded mi

TRIP #     PU DATE   ORIGIN          DESTINATION     LD MI MT MI    LH PAY      FSC  ACCESS  TRIP TOT
-----------------------------------------------------------------------------------------------------
AV-88213   09/14/26  LAS VEGAS NV    PHOENIX AZ        296    22    548.88   153.92    0.00    702.80
AV-88230   09/15/26  PHOENIX AZ      EL PASO TX        431     0    767.18   224.12   50.00  1,041.30
AV-88251   09/17/26  EL PASO TX      ALBUQUERQUE NM    267    38    513.26   138.84   90.00    742.10
AV-88266   09/18/26  ALBUQUERQUE NM  N LAS VEGAS NV    576    14  1,039.28   299.52    0.00  1,338.80
-----------------------------------------------------------------------------------------------------
TOTALS                                                1570    74  2,868.60   816.40  140.00  3,825.00
  AV-88230 stop-off Tucson AZ 50.00 / AV-88251 detention 2.0 hrs @ 45.00

+------------------------------------+--------------------------------------+
| EARNINGS                           | DEDUCTIONS                           |
+------------------------------------+--------------------------------------+
| Linehaul (ld + empty)     2,868.60 | Fuel - EFS card (9 txns)    1,318.46 |
| Fuel Surcharge              816.40 | EFS Check Advance 09/15       300.00 |
| Accessorials (stop/det)     140.00 | Physical Damage Ins            61.25 |
|                                    | Occupational Accident          38.40 |
|                                    | Trailer Rental 53R-2210       125.00 |
|                                    | Escrow Deposit                 75.00 |
|------------------------------------|--------------------------------------|
| GROSS EARNINGS            3,825.00 | TOTAL DEDUCTIONS            1,918.11 |
+------------------------------------+--------------------------------------+

        NET PAY (DIRECT DEPOSIT ****6620, 09/25/26)             $1,906.89

Total miles this settlement: 1,570 loaded + 74 empty = 1,644
Escrow balance after this deposit: 1,425.00   (target 2,500.00)
Questions? Call settlements Mon-Fri 7a-4p PT. Disputes must be filed within 30 days.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 382500,
      netCents: 190689,
      date: '2026-09-25',
      broker: 'AMARGOSA VALLEY FREIGHT LINES, INC.',
      tripNumber: 'AV-88213',
      miles: 1644,
      linehaulCents: 286860,
      fuelSurchargeCents: 81640,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: null,
      deductions: [131846, 6125, 3840, 12500],
    },
  },
  {
    id: 'b69-bearlodge-lessor-boxed-crdr',
    issuer: 'Bear Lodge Tractor Lease, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor settlement for a lease-purchase driver inside ASCII boxes: a load revenue box (miles, billed linehaul, 70% driver share) and a settlement detail box where every line carries a CR/DR suffix, with credit/debit totals and net in the box footer; ISO dates',
    text: `+============================================================================+
| BEAR LODGE TRACTOR LEASE, LLC                            LESSOR SETTLEMENT |
| 118 Cleveland St, Sundance WY 82729                  Stmt: BL-2026-41-0318 |
| USDOT 2987140  MC 1009532  307-555-0186           Deposit Date: 2026-10-16 |
+============================================================================+
Lessee/Driver: Marcus T. Pellerin          Unit: BL-318 (2022 Freightliner Cascadia)
Settlement period: 2026-10-05 to 2026-10-11     Pay: 70% LH revenue / 100% FSC

+-- LOAD REVENUE (billed by Bear Lodge) -------------------------------------+
| Load     PU         Lane                         Miles    LH Rev Share 70% |
| -------------------------------------------------------------------------- |
| 4100772  2026-10-05 Gillette WY > Casper WY        136    950.00    665.00 |
| 4100781  2026-10-06 Casper WY > Billings MT        297  1,425.00    997.50 |
| 4100791  2026-10-08 Billings MT > Rapid City SD    318  1,380.00    966.00 |
| 4100804  2026-10-09 Rapid City SD > Sidney NE      247  1,175.00    822.50 |
| -------------------------------------------------------------------------- |
|                     Totals                         998  4,930.00  3,451.00 |
+----------------------------------------------------------------------------+

+-- SETTLEMENT DETAIL -------------------------------------------------------+
| Driver share of linehaul (70% of 4,930.00)                 3,451.00 CR     |
| Fuel surcharge - 100% pass-through                           469.06 CR     |
| Tarp pay  4100781 / 4100791 @ 75.00                          150.00 CR     |
| Tractor lease payment  wk 41 (#95 of 208)                    650.00 DR     |
| Maintenance escrow  998 mi @ .06                              59.88 DR     |
| Fuel purchases - TCH card (6)                                943.17 DR     |
| Comchek advance  2026-10-07                                  200.00 DR     |
| Bobtail / NTL insurance                                       21.50 DR     |
| Cargo insurance                                               34.00 DR     |
| PrePass                                                       13.75 DR     |
+----------------------------------------------------------------------------+
| TOTAL CREDITS     4,070.06      TOTAL DEBITS     1,922.30                  |
| NET SETTLEMENT (ACH to acct ending 3391)                   2,147.76 CR     |
+----------------------------------------------------------------------------+

Maintenance escrow balance after deposit: 1,644.00     Lease payments remaining: 113
Fuel surcharge billed per load from DOE weekly Rocky Mtn average; see fuel schedule B.
This statement is issued under the Equipment Lease & Operating Agreement dated 2025-01-06.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 407006,
      netCents: 214776,
      date: '2026-10-16',
      broker: 'BEAR LODGE TRACTOR LEASE, LLC',
      tripNumber: '4100772',
      miles: 998,
      linehaulCents: 345100,
      fuelSurchargeCents: 46906,
      advancesCents: 20000,
      escrowCents: 5988,
      reimbursementsCents: null,
      deductions: [65000, 94317, 2150, 3400, 1375],
    },
  },
  {
    id: 'b69-canoecreek-dispatch-wrapped-loads',
    issuer: 'Canoe Creek Dispatch LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service carrier pay statement with a load table whose broker names and lanes wrap onto a second line, all-in flat rates plus a detention column, then a signed "Less/Plus" waterfall (dispatch fee %, fuel card, advance, ELD, lumper add-back) to the net ACH; month-name dates',
    text: `Canoe Creek Dispatch LLC
PO Box 1187, Springville, AL 35146   |   205-555-0163   |   ops@canoecreekdispatch.com

CARRIER PAY STATEMENT
Carrier: IRON BLUFF TRANSPORT LLC   MC 1244801   USDOT 3790213
Truck 12 / Driver: Terrell Banks
Statement #: CCD-0926-114            Week of September 21 - September 27, 2026
ACH Date: October 1, 2026

Canoe Creek Dispatch collects broker payments for the loads below on your behalf
(per Dispatch Service Agreement sec. 4) and remits the balance by ACH.

LOAD #     BROKER             PU / DEL        LANE                MILES       RATE     DET
==========================================================================================
48813920   Tallgrass Freight  Sep 21 / Sep 22 Decatur AL ->         512   1,850.00      --
           Brokerage Inc                      Indianapolis IN
LDX-77145  Hollister & Vance  Sep 23 / Sep 24 Indianapolis IN ->    466   1,600.00  100.00
           Logistics LLC                      Memphis TN
0926-4471  Red Clay Freight   Sep 24 / Sep 25 Memphis TN ->         241   1,015.00      --
           Partners                           Birmingham AL
------------------------------------------------------------------------------------------
3 loads                                                            1219   4,465.00  100.00

Gross Load Revenue (rates + detention)               $4,565.00
  Less: Dispatch fee 8% of gross                       -365.20
  Less: Fuel card purchases (Pilot/Loves)              -682.14
  Less: Fuel advance wired Sep 22                      -250.00
  Less: ELD subscription (Sept)                         -35.00
  Plus: Lumper reimbursed by broker (LDX-77145)         185.00
                                                --------------
NET ACH SENT TO CARRIER                              $3,417.66

Lumper receipt #CL-30418 ($185.00) was paid by driver at Memphis and added back
after broker approval. Detention on LDX-77145: 4 hrs on site, 2 free, 2 billable @ $50/hr.

Remit disputes to accounting@canoecreekdispatch.com within 15 days.  Page 1 of 1
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 456500,
      netCents: 341766,
      date: '2026-10-01',
      broker: 'Canoe Creek Dispatch LLC',
      tripNumber: '48813920',
      miles: 1219,
      linehaulCents: 446500,
      fuelSurchargeCents: null,
      advancesCents: 25000,
      escrowCents: null,
      reimbursementsCents: 18500,
      deductions: [36520, 68214, 3500],
    },
  },
  {
    id: 'b69-duckriver-ledger-paren-negatives',
    issuer: 'Duck River Reefer Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Check-style reefer contractor settlement with a starred PAY THIS AMOUNT box at the top, then one chronological ledger (DD-MON-YYYY date, ref, description wrapped to a second line, miles, amount) mixing pay, FSC, accessorials, reimbursements and parenthesised charges, and a category summary at the bottom',
    text: `DUCK RIVER REEFER LINES, INC.                          CHECK NO.   0071524
1407 NASHVILLE HWY  COLUMBIA, TN 38401                 CHECK DATE  02-OCT-2026
MC 771930  |  USDOT 2154408  |  931-555-0124           CONTRACTOR  2213

                                                   **************************
 PAY TO: BLUE HOLLOW CARRIERS LLC                  *   PAY THIS AMOUNT      *
         ATTN: DWAYNE KIRBY  (UNIT 2213)           *       $2,344.32        *
         88 OLD HILLSBORO RD, LEIPERS FORK TN      *                        *
                                                   **************************

 STATEMENT OF SETTLEMENT    PERIOD 20-SEP-2026 THRU 26-SEP-2026

 DATE         REF         DESCRIPTION                                   MILES      AMOUNT
 ----------------------------------------------------------------------------------------
 21-SEP-2026  DR-556310   TRIP PAY 1.850/MI  MURFREESBORO TN -            781    1,444.85
                          ALLENTOWN PA (KROGER DC 0481)
 21-SEP-2026  DR-556310   FUEL SURCHARGE .480/MI                          781      374.88
 22-SEP-2026  DR-556310   LUMPER REIMB - CAPSTONE RCPT 88104                       210.00
 22-SEP-2026  DR-556310   DETENTION 3 HRS @ 40.00 (APPT 0600, OUT 1115)            120.00
 24-SEP-2026  DR-556342   TRIP PAY 1.850/MI  ALLENTOWN PA -               739    1,367.15
                          CHAMBERSBURG PA - NASHVILLE TN (2 STOPS)
 24-SEP-2026  DR-556342   FUEL SURCHARGE .480/MI                          739      354.72
 25-SEP-2026  DR-556342   EXTRA STOP CHAMBERSBURG PA                                75.00
 25-SEP-2026  DR-556342   SCALE TICKET CAT #2231 REIMB                              13.50
 22-SEP-2026  TA241-0098  FUEL - TA #241 BREEZEWOOD PA                            (612.88)
 23-SEP-2026  CD-7730915  COMDATA EXPRESS CODE ADVANCE                            (150.00)
 25-SEP-2026  PFJ-33814   FUEL - PILOT #388 KNOXVILLE TN                          (484.75)
 25-SEP-2026  PFJ-33814   REEFER FUEL - PILOT #388                                 (92.40)
 26-SEP-2026              ESCROW DEPOSIT (WK 39)                                   (50.00)
 26-SEP-2026              TRAILER RENT - REEFER 5315 (WEEKLY)                     (175.00)
 26-SEP-2026              OCC/ACC INSURANCE                                        (32.75)
 26-SEP-2026              SATELLITE / PLATFORM SCIENCE                             (18.00)
 ----------------------------------------------------------------------------------------
 TRIP PAY (1,520 MI)                 2,812.00
 FUEL SURCHARGE                        729.60
 ACCESSORIALS                          195.00
 GROSS EARNINGS                      3,736.60
 REIMBURSEMENTS                        223.50
 DEDUCTIONS                         (1,615.78)
 NET CHECK                           2,344.32

 ESCROW BAL 1,150.00   ADVANCE BAL 0.00   ( ) = CHARGE TO CONTRACTOR
 DETACH AND RETAIN THIS STATEMENT FOR YOUR RECORDS
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 373660,
      netCents: 234432,
      date: '2026-10-02',
      broker: 'DUCK RIVER REEFER LINES, INC.',
      tripNumber: 'DR-556310',
      miles: 1520,
      linehaulCents: 281200,
      fuelSurchargeCents: 72960,
      advancesCents: 15000,
      escrowCents: 5000,
      reimbursementsCents: 22350,
      deductions: [61288, 48475, 9240, 17500, 3275, 1800],
    },
  },
  {
    id: 'b69-riviereeternite-releve-taxes-fr',
    issuer: 'Camionnage Rivière-Éternité inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French-language Quebec owner-operator settlement (relevé de règlement) paid per mile on cross-border trips: trip grid with comma-decimal amounts, then REVENUS with subtotal, TPS and TVQ and a tax-inclusive total, RETENUES including advance and guarantee fund, and the net deposited; day-month-name dates',
    text: `CAMIONNAGE RIVIÈRE-ÉTERNITÉ INC.
2145, boulevard Talbot, Saguenay (Québec)  G7H 7Y1
Tél. : 418 555-0139     NEQ 1174420963     CVOR/NSC QC 3 841 227 551
TPS 81266 4471 RT0001     TVQ 1226689014 TQ0001

                 RELEVÉ DE RÈGLEMENT - VOITURIER PROPRIÉTAIRE

Propriétaire : Transport M. Gauthier enr. (unité 57)
Période : du 6 au 12 septembre 2026          Relevé no : 2026-37-057
Date du relevé : 14 septembre 2026           Date de paiement : 18 septembre 2026
Taux : 2,050 $/mille chargé, 1,100 $/mille vide, surcharge 0,410 $/mille chargé

No voyage   Date   Trajet                        M.ch. M.vi.   Milles $   Surch. Attente
----------------------------------------------------------------------------------------
RE-26-3318  08-09  Saguenay QC - Toronto ON        612     0   1 254,60   250,92    0,00
RE-26-3327  09-09  Mississauga ON - Albany NY      408    31     870,50   167,28   75,00
RE-26-3341  11-09  Albany NY - Saguenay QC         596    44   1 270,20   244,36    0,00
----------------------------------------------------------------------------------------
Totaux                                            1616    75   3 395,30   662,56   75,00

REVENUS
  Rémunération au mille (chargé + vide)                   3 395,30 $
  Surcharge carburant                                       662,56 $
  Frais d'attente (RE-26-3327, 1,5 h)                        75,00 $
  Sous-total                                              4 132,86 $
  TPS 5 %                                                   206,64 $
  TVQ 9,975 %                                               412,25 $
  TOTAL DES REVENUS (taxes incluses)                      4 751,75 $

RETENUES
  Carburant - cartes Petro-Pass (7 transactions)          1 187,42 $
  Assurance responsabilité / marchandises                    98,60 $
  Immatriculation IRP (1/52)                                142,25 $
  Communication - ordinateur de bord                         29,95 $
  Avance en argent du 9 septembre                           400,00 $
  Fonds de garantie (retenue hebdo.)                        100,00 $
  TOTAL DES RETENUES                                      1 958,22 $

  MONTANT NET DÉPOSÉ                                      2 793,53 $

Solde du fonds de garantie après retenue : 2 600,00 $ (maximum 5 000,00 $)
Milles totaux : 1 691   -   Dépôt direct à votre institution, compte ***-4418
Toute contestation doit être faite par écrit dans les 30 jours suivant la date du relevé.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 475175,
      netCents: 279353,
      date: '2026-09-18',
      broker: 'CAMIONNAGE RIVIÈRE-ÉTERNITÉ INC.',
      tripNumber: 'RE-26-3318',
      miles: 1691,
      linehaulCents: 339530,
      fuelSurchargeCents: 66256,
      advancesCents: 40000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [118742, 9860, 14225, 2995],
    },
  },
  {
    id: 'b69-elkmound-hourly-stub-ytd',
    issuer: 'Elk Mound Dairy Transport, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Hourly employee-driver earnings statement with rate/hours/this-period/YTD earnings grid, statutory and other deductions shown as negative amounts with YTD, net pay split across two direct deposits, and a benefit-time memo; MM/DD/YYYY dates',
    text: `ELK MOUND DAIRY TRANSPORT, INC.                                  Earnings Statement
E6410 County Rd BB                                    Period Beginning: 08/02/2026
Elk Mound, WI 54739                                   Period Ending:    08/08/2026
USDOT 1608823                                         Pay Date:         08/14/2026
                                                      Advice No.:       00418207

Employee: KOWALCZYK, JACOB R            Emp ID 0331   Dept: Milk Route - Menomonie
Filing Status: Married / WI 2 exemptions    Class: CDL-A Driver (hourly, non-exempt)

  Earnings             Rate   Hours  This Period Year To Date
  -----------------------------------------------------------
  Regular           24.5000   40.00       980.00    36,260.00
  Overtime          36.7500    7.25       266.44     4,482.19
  PTO               24.5000    8.00       196.00     1,372.00
  Safety Bonus                             50.00       300.00
  -----------------------------------------------------------
  Gross Pay                            $1,492.44    42,414.19

  Statutory Deductions   This Period Year To Date
  -----------------------------------------------
  Federal Income Tax         -148.91     4,319.04
  Social Security             -87.59     2,471.71
  Medicare                    -20.49       578.06
  WI State Income Tax         -59.73     1,728.66

  Other Deductions
  -----------------------------------------------
  401(k) 4%                   -59.70     1,696.57
  Medical Pre-Tax             -68.42     2,189.44
  Dental Pre-Tax              -11.20       358.40

  Net Pay                  $1,036.40

  Deposits:   Checking  xxxxxx2207       986.40
              Savings   xxxxxx9150        50.00

  Your federal taxable wages this period are $1,353.12
  Benefit time: PTO used 8.00 hrs, available 31.50 hrs    Farm pickups this week: 38

  THIS IS NOT A CHECK                                       NON-NEGOTIABLE
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 149244,
      netCents: 103640,
      date: '2026-08-14',
      broker: 'ELK MOUND DAIRY TRANSPORT, INC.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14891, 8759, 2049, 5973, 5970, 6842, 1120],
    },
  },
  {
    id: 'b69-cuatrocienegas-nomina-two-column',
    issuer: 'Fletes Cuatro Ciénegas, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish CFDI payroll receipt (recibo de nómina) for a salaried tractor operator with side-by-side PERCEPCIONES and DEDUCCIONES columns keyed by concept codes, totals under each column, the net with the amount in words, and a signature block; DD/MM/YYYY dates',
    text: `FLETES CUATRO CIÉNEGAS, S.A. DE C.V.
RFC: FCC110524KT9     Registro patronal IMSS: B4712390105
Blvd. Venustiano Carranza 2890, Col. Los Pinos, C.P. 27500, Cuatro Ciénegas, Coah.
Permiso SICT 05ATC4471180215

                     RECIBO DE NÓMINA  (CFDI 4.0 - Complemento Nómina 1.2)

Empleado: 00217  ROBLES IBARRA, JESÚS ALBERTO          Puesto: OPERADOR TRACTOCAMIÓN
RFC: ROIJ870312HN4   CURP: ROIJ870312HCLBBS08   NSS: 32058712446
Salario diario: $565.00    SDI: $592.87    Tipo de nómina: Ordinaria / Quincenal
Periodo: 16/07/2026 al 31/07/2026        Días pagados: 15        Fecha de pago: 31/07/2026

PERCEPCIONES                                  | DEDUCCIONES
Clave Concepto              Cant.    Importe  | Clave Concepto                       Importe
----------------------------------------------+----------------------------------------------
001   Sueldo (15 días)       15.00  8,475.00  | 101   I.S.R. (art. 96 LISR)            952.18
002   Horas extra dobles      9.00  1,271.25  | 102   Cuota obrera I.M.S.S.            271.63
010   Prima dominical 25%     2.00    282.50  | 105   Amortización crédito INFONAVIT   784.50
014   Premio de puntualidad           847.50  | 107   Descuento FONACOT                425.00
015   Premio de asistencia            847.50  | 110   Cuota sindical 1%                 84.75
----------------------------------------------+----------------------------------------------
Total percepciones                $11,723.75  | Total deducciones                   $2,518.06

                                          NETO A PAGAR:   $9,205.69
  (NUEVE MIL DOSCIENTOS CINCO PESOS 69/100 M.N.)

Forma de pago: 03 Transferencia electrónica   Banco: BANORTE   Cuenta: ****5561
Folio fiscal (UUID): 7C1E44A2-9B0D-4F3A-A8E1-52D0C6B3F917
Recibí de conformidad la cantidad neta arriba indicada, sin que se me adeude cantidad
alguna por concepto de salarios, horas extra o prestaciones a la fecha.

                                          ______________________________
                                               Firma del trabajador
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 1172375,
      netCents: 920569,
      date: '2026-07-31',
      broker: 'FLETES CUATRO CIÉNEGAS, S.A. DE C.V.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [95218, 27163, 78450, 42500, 8475],
    },
  },
  {
    id: 'b69-baraboo-pipe-schedule-reserve',
    issuer: 'Baraboo Bluff Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factor purchase & funding report with a pipe-delimited invoice schedule (invoice, debtor, load/PO, face, per-invoice 2.75% fee, 10% reserve, advanced) and a totals row, followed by an adjustment waterfall with a prior reserve release, a chargeback and an ACH fee down to the amount funded; month-name dates',
    text: `BARABOO BLUFF FUNDING, LLC
Freight Receivables Purchase  *  221 Oak Street, Suite 3, Baraboo, WI 53913
Tel 608-555-0172  *  Fax 608-555-0173  *  clientservices@baraboobluff.com

PURCHASE & FUNDING REPORT
Client:    SILVER MAPLE CARRIERS LLC  (Client #C-2291)  MC 1158840
Schedule:  2026-0412          Received: Oct 8, 2026          Funded: Oct 9, 2026
Terms:     Recourse, 2.75% flat per invoice (30 days), 10% reserve

| Invoice  | Debtor                          | Load / PO   | Inv Date |  Face Amt | Fee 2.75% |  Rsv 10% |  Advanced |
|----------|---------------------------------|-------------|----------|-----------|-----------|----------|-----------|
| SMC-1187 | Kestrel Point Logistics Inc     | KPL-3390217 | 10/02/26 |  2,450.00 |     67.38 |   245.00 |  2,137.62 |
| SMC-1188 | Hollis & Brandt Freight Brokers | 66120485    | 10/05/26 |  1,875.00 |     51.56 |   187.50 |  1,635.94 |
| SMC-1189 | Kestrel Point Logistics Inc     | KPL-3390584 | 10/06/26 |  3,120.00 |     85.80 |   312.00 |  2,722.20 |
| SMC-1190 | Prairie Dock Foods (direct)     | PO 77-41803 | 10/07/26 |  1,360.00 |     37.40 |   136.00 |  1,186.60 |
|----------|---------------------------------|-------------|----------|-----------|-----------|----------|-----------|
| TOTALS   | 4 invoices                      |             |          |  8,805.00 |    242.14 |   880.50 |  7,682.36 |

  Advance on invoices purchased (schedule 2026-0412)            7,682.36
  + Reserve release - Sched 2026-0398 collected in full           612.40
  - Chargeback: SMC-1162 short-paid by debtor (lumper)           -120.00
  - Same-day ACH fee                                              -15.00
                                                            ------------
  AMOUNT FUNDED TO CLIENT                                      $8,159.76

Reserve held after this schedule: 3,294.50 (open invoices 32,945.00)
Debtors have been instructed to remit ONLY to: Baraboo Bluff Funding, LLC,
PO Box 88310, Milwaukee WI 53288-0310.  Payments sent to the client must be
forwarded within 2 business days.  Past-due invoices over 90 days are subject
to recourse per section 6 of the Factoring Agreement.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 880500,
      netCents: 815976,
      date: '2026-10-09',
      broker: 'Kestrel Point Logistics Inc',
      tripNumber: 'KPL-3390217',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 88050,
      reimbursementsCents: null,
      deductions: [24214, 12000, 1500],
    },
  },
  {
    id: 'b69-cinnabar-quickpay-email-blocks',
    issuer: 'Cinnabar Freight Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay remittance e-mail: header with payment number, DD Mon YYYY date and amount, then one four-line block per load (lane and miles, linehaul/FSC/accessorial, invoice total, 3% QuickPay discount and amount paid) and a totals section at the bottom',
    text: `From: carrierpay@cinnabarfreight.com
Subject: QuickPay Remittance Advice - Payment 2026110200417

CINNABAR FREIGHT BROKERAGE, INC.
3301 E. Chestnut Expressway, Springfield, MO 65802  |  MC 884271  |  417-555-0158

QUICKPAY REMITTANCE ADVICE

Pay To:          OZARK SPUR HAULING LLC (Carrier ID 55310)
Payment No.:     2026110200417
Payment Date:    02 Nov 2026
Payment Method:  ACH - Trace 071000288413562
Payment Amount:  $3,628.58

Your carrier invoices below were approved for QuickPay (2-day) and paid less the
QuickPay discount you elected in the Carrier Portal.

------------------------------------------------------------------------------
Load #7720314        Shipped 10/26/2026   Delivered 10/27/2026
   Springfield, MO -> Dallas, TX   (448 mi)
   Line Haul   1,650.00   Fuel Surcharge   268.80   Accessorial    0.00
   Invoice Total   1,918.80   QuickPay Discount 3.0%   -57.56   Paid   1,861.24

Load #7720388        Shipped 10/28/2026   Delivered 10/28/2026
   Dallas, TX -> Tulsa, OK   (257 mi)
   Line Haul     925.00   Fuel Surcharge   154.20   Detention     75.00
   Invoice Total   1,154.20   QuickPay Discount 3.0%   -34.63   Paid   1,119.57

Load #7720405        Shipped 10/29/2026   Delivered 10/29/2026
   Tulsa, OK -> Joplin, MO   (113 mi)
   Line Haul     600.00   Fuel Surcharge    67.80   Accessorial    0.00
   Invoice Total     667.80   QuickPay Discount 3.0%   -20.03   Paid     647.77

------------------------------------------------------------------------------
Loads paid: 3           Total miles: 818
Total Line Haul                             3,175.00
Total Fuel Surcharge                          490.80
Total Accessorials                             75.00
Total Invoiced                              3,740.80
Total QuickPay Discount                      -112.22
TOTAL PAID                                 $3,628.58

Questions about this payment? Reply to this e-mail or call Carrier Relations,
ext. 4. Please do not send duplicate invoices for loads shown above.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 374080,
      netCents: 362858,
      date: '2026-11-02',
      broker: 'CINNABAR FREIGHT BROKERAGE, INC.',
      tripNumber: '7720314',
      miles: 818,
      linehaulCents: 317500,
      fuelSurchargeCents: 49080,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11222],
    },
  },
  {
    id: 'b69-fortfrances-repair-hst',
    issuer: 'Fort Frances Truck & Trailer Repair Ltd.',
    issuerKind: 'repair_shop',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario heavy-truck repair invoice with complaint/cause/correction narrative, a parts table with quantity/unit/amount, labour, shop supplies, environmental fee, 13% HST, total paid by Visa and a zero balance; DD/MM/YYYY invoice date',
    text: `FORT FRANCES TRUCK & TRAILER REPAIR LTD.
1340 King's Highway (Hwy 11 W), Fort Frances, ON  P9A 2X6
Phone 807-555-0117     HST/BN 74128 3390 RT0001

INVOICE No. 26-04417                          Invoice Date: 14/10/2026
Work Order: WO-8832                           Terms: Paid at pickup

Bill To: NORTHWEST ANGLE HAULING INC., Kenora ON     Acct: NWA01
Unit: 14  2019 Kenworth T680   VIN 1XKYD49X6KJ219034   Odometer 812 446 km
Trailer: n/a                   Advisor: K. Lindgren    Tech: #07 R. Beaulieu

COMPLAINT:  Driver reports RR drive brake dragging, air leak at axle, marker lamp out.
CAUSE:      RR service chamber diaphragm leaking, slack adjuster seized, shoes at 4/32.
CORRECTION: Replaced both rear-rear brake chambers, RR slack adjuster, RR shoe kit,
            replaced chafed air line, replaced 3 marker lamps. Adjusted and road tested.

PART #   DESCRIPTION                            QTY      UNIT     AMOUNT
------------------------------------------------------------------------
FF-2231  Brake chamber 30/30 long stroke (MGM)    2     89.95     179.90
BW-K064  Slack adjuster auto 1.5" 10-spl          1    142.60     142.60
HD-1308  Brake shoe kit 16.5x7 w/ hardware        1    218.40     218.40
GT-3310  Air line 3/8" DOT x 25 ft                1     31.75      31.75
LK-4460  LED clearance marker amber               3     12.85      38.55
------------------------------------------------------------------------
Parts total                                                       611.20
Labour  3.8 hrs @ 135.00/hr                                       513.00
Shop supplies (5% of labour)                                       25.65
Environmental / disposal fee                                        4.50
Subtotal                                                        1,154.35
HST 13%                                                           150.07
INVOICE TOTAL (CAD)                                             1,304.42
Paid - VISA ****4107  auth 044718                              -1,304.42
BALANCE DUE                                                         0.00

Warranty: parts per manufacturer, labour 90 days / 10 000 km. Retorque wheels at 150 km.
Thank you for your business!
`,
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-10-14',
    },
  },
];
