import type { CorpusDocument } from './types.js';

/**
 * Held-out batch 23: ten blind-written trucking pay documents.
 *
 * Kinds: five owner-operator settlements (US percentage-lease carrier with a DR/CR ledger, US
 * lease-purchase lessor in two side-by-side columns, US dispatch service with boxed tables that
 * sends the ACH itself, French-language Quebec carrier with TPS/TVQ inside the gross, Mexican
 * permisionario liquidacion in MXN), two pay stubs (US payroll-service stub with YTD columns,
 * Ontario per-mile driver stub with vacation pay, CPP/EI), one factoring purchase & remittance
 * advice with reserve withheld, chargeback and a prior reserve release, one broker QuickPay
 * advice with per-load blocks, and one three-stop reefer rate confirmation.
 * Countries: 7 US, 2 CA (one French), 1 MX (Spanish).
 * Layout variety: month-name, ISO, MM/DD/YY, DD-MON-YYYY, DD/MMM/YYYY and French long dates;
 * comma decimals with space thousands; parenthesised, minus-prefixed, (-)/(+) and DR/CR amounts;
 * totals placed below tables, in side columns, in starred or double-ruled boxes.
 */
export const HELD_OUT_DOCUMENTS_23: CorpusDocument[] = [
  {
    id: 'b23-calloway-pct-lease-drcr-ledger',
    issuer: 'Calloway Bend Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-lease contractor settlement: revenue table with line haul, 72% share and FSC columns per trip, an accessorial line and a gross block, then a dated DR/CR ledger mixing fuel, advance, insurance, reserve and reimbursement lines, with the check amount built below; month-name dates',
    text: `CALLOWAY BEND FREIGHT LINES, INC.
2715 E 32nd Street  Joplin, Missouri 64804
Phone (417) 555-0148   USDOT 1984406   MC-702258

               CONTRACTOR SETTLEMENT  -  PERCENTAGE LEASE

Settlement No.  0301-4471                 Settlement Date:  March 6, 2026
Contractor      4471  OKONJO ROAD SERVICES LLC   Week Ending: March 1, 2026
Tractor         4471 (2019 Peterbilt 579)        Pay Method:  Check

SECTION A - REVENUE   (Contractor share 72% of line haul, 100% of FSC)
------------------------------------------------------------------------------
Trip      Origin      Destination   Dlvd Miles Line Haul Share 72%      FSC
------------------------------------------------------------------------------
CB-77120  Joplin MO   Memphis TN   02/23   358  1,480.00  1,065.60   196.90
CB-77134  Memphis TN  Atlanta GA   02/25   392  1,625.00  1,170.00   215.60
CB-77141  Atlanta GA  Dallas TX    02/27   781  2,450.00  1,764.00   429.55
CB-77156  Dallas TX   Joplin MO    02/28   402  1,210.00    871.20   221.10
------------------------------------------------------------------------------
Totals                                   1,933  6,765.00  4,870.80 1,063.15

Accessorial (100%):  Detention CB-77141, Atlanta GA, 3.0 hrs @ 30.00     90.00

  Contractor line haul share                        4,870.80
  Fuel surcharge                                    1,063.15
  Accessorials                                         90.00
  GROSS COMPENSATION                                6,023.95

SECTION B - CHARGES (DR) AND REIMBURSEMENTS (CR)
------------------------------------------------------------------------------
Date   Ref       Description                                    DR         CR
------------------------------------------------------------------------------
02/23  FC 50117  Fuel - fleet card, Joplin MO               612.44
02/24  CK 88102  Comchek advance                            300.00
02/25  FC 50162  Fuel - fleet card, Forrest City AR         588.19
02/25  RC 2291   Toll reimb. (receipt on file)                          27.40
02/27  FC 50203  Fuel - fleet card, Texarkana TX            401.73
02/27  RC 2297   Scale ticket reimb. CAT #18847                         13.25
03/01  INS       Physical damage ins. (wkly)                 68.50
03/01  INS       Occupational accident (wkly)                41.25
03/01  TRL 5320  Trailer rental 53ft dry van                155.00
03/01  ELD       ELD subscription                            19.95
03/01  IFTA      IFTA fuel tax adjustment                    37.80
03/01  MR        Maintenance reserve deposit                125.00
------------------------------------------------------------------------------
                 Section B totals                         2,349.86      40.65

GROSS COMPENSATION (Section A)                      6,023.95
LESS CHARGES (DR)                                  -2,349.86
PLUS REIMBURSEMENTS (CR)                              +40.65
CHECK AMOUNT                                       $3,714.74

Maintenance reserve balance after this deposit:  $2,375.00
Questions on this settlement must be raised within 30 days. Settlements
clearing Friday are mailed Friday; check no. 118204 enclosed.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 602395,
      netCents: 371474,
      date: '2026-03-06',
      broker: 'CALLOWAY BEND FREIGHT LINES, INC.',
      tripNumber: 'CB-77120',
      miles: 1933,
      linehaulCents: 487080,
      fuelSurchargeCents: 106315,
      advancesCents: 30000,
      escrowCents: 12500,
      reimbursementsCents: 4065,
      deductions: [61244, 58819, 40173, 6850, 4125, 15500, 1995, 3780],
    },
  },
  {
    id: 'b23-driscoll-lease-purchase-two-column',
    issuer: 'Driscoll Fleet Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase weekly settlement printed as two side-by-side columns (earnings with miles x rate lines on the left, deductions on the right, separated by pipes), net deposit line under both, then a trip detail table with loaded/empty miles and a lease/escrow summary; ISO dates',
    text: `DRISCOLL FLEET LEASING, LLC
Lease-Purchase Program  |  880 Industrial Pkwy, Grove City OH 43123
Ph 614-555-0177  |  Operating under USDOT 3318852 / MC 1109746
==============================================================================
WEEKLY SETTLEMENT                       Settlement ID: DFL-S-2026-16-0329
Lessee:  Tomasz Wierzbicki  (driver/lessee #0329)   Unit: T-329
Period:  2026-04-12 to 2026-04-18          Deposit date: 2026-04-23
==============================================================================
EARNINGS                              |  DEDUCTIONS
                                      |
Loaded mi  1,483 x 1.58     2,343.14  |  Tractor lease pmt 37/156       685.00
Empty mi     118 x 0.50        59.00  |  Fuel - EFS (9 txns)          1,248.37
Fuel surch 1,483 x 0.42       622.86  |  Bobtail insurance               11.54
Extra stops    2 x 50.00      100.00  |  Cargo ins. share                32.00
                                      |  IRP plate prorate               38.46
TOTAL EARNINGS              3,125.00  |  ELD / PrePass                   14.00
                                      |  Maint. escrow deposit          150.00
                                      |  EFS cash advance 04/14         200.00
                                      |
                                      |  TOTAL DEDUCTIONS             2,379.37
------------------------------------------------------------------------------
NET PAY - DIRECT DEPOSIT (acct ending 4417)                            $745.63
==============================================================================

TRIP DETAIL
Order           PU date     Lane                           Loaded  Empty
DFL-260412-03   2026-04-12  Columbus OH > Harrisburg PA       418     22
DFL-260413-11   2026-04-13  Harrisburg PA > Hartford CT       294      0
DFL-260415-07   2026-04-15  Hartford CT > Syracuse NY         274     61
DFL-260416-02   2026-04-16  Syracuse NY > Columbus OH         497     35
                                         Total miles 1,601  1,483    118
Extra stops: DFL-260413-11 (Allentown PA), DFL-260416-02 (Erie PA)

LEASE / ESCROW SUMMARY
  Lease payments made: 37 of 156      Remaining lease balance: $71,215.00
  Maintenance escrow:  prior 2,850.00 + this week 150.00 = 3,000.00

Deductions are taken per Schedule B of the Equipment Lease Agreement.
Disputes: settlements@driscollfleet.example within 15 days of deposit date.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 312500,
      netCents: 74563,
      date: '2026-04-23',
      broker: 'DRISCOLL FLEET LEASING, LLC',
      tripNumber: 'DFL-260412-03',
      miles: 1601,
      linehaulCents: 240214,
      fuelSurchargeCents: 62286,
      advancesCents: 20000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [68500, 124837, 1154, 3200, 3846, 1400],
    },
  },
  {
    id: 'b23-fairwind-dispatch-boxed-ach',
    issuer: 'Fairwind Dispatch Partners LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service weekly carrier statement with +---+ boxed tables: loads by broker with miles, all-in rate, accessorial and load total, then a second box of per-load 7% dispatch and 2.5% factoring fees with totals, and a summary with parenthesised deductions, a lumper reimbursement and the net ACH sent; MM/DD/YY dates',
    text: `FAIRWIND DISPATCH PARTNERS LLC
Truck dispatch & back-office services
1200 N Loop 1604 E Ste 210, San Antonio TX 78232 | 210-555-0133

CARRIER WEEKLY STATEMENT                         Stmt #: FDP-2617-044
Carrier: LONE MESQUITE TRUCKING LLC  MC 1284471  USDOT 3902115
Truck #: 12     Driver: Ruben Castaneda
Week: 04/20/26 - 04/26/26                       ACH sent: 04/29/26

LOADS DELIVERED (paid by broker to Fairwind via factoring; remitted below)
+-----------+---------------------------+----------+-------+-----------+---------+-----------+
| Load #    | Broker                    | PU date  | Miles |      Rate |  Accsrl |  Load tot |
+-----------+---------------------------+----------+-------+-----------+---------+-----------+
| 2604-8831 | Sycamore Ridge Logistics  | 04/20/26 | 1,108 |  2,850.00 |       - |  2,850.00 |
| TQ7719402 | Blue Heron Freight LLC    | 04/22/26 |   474 |  1,325.00 |  100.00 |  1,425.00 |
| CHR-55183 | Plainsview Transport Brkg | 04/23/26 |   518 |  1,390.00 |       - |  1,390.00 |
| 88120457  | Redbud Logistics Inc      | 04/24/26 |   560 |  1,475.00 |       - |  1,475.00 |
+-----------+---------------------------+----------+-------+-----------+---------+-----------+
| TOTAL     |                           |          | 2,660 |  7,040.00 |  100.00 |  7,140.00 |
+-----------+---------------------------+----------+-------+-----------+---------+-----------+
  Accsrl: detention TQ7719402, 2 hrs @ 50.00 (approved by broker 04/23)
  Lanes: Laredo TX-Nashville TN; Nashville TN-Chicago IL;
         Joliet IL-Kansas City MO; Kansas City MO-Amarillo TX

FEES AND DEDUCTIONS
+-----------+------------------+----------+----------+
| Load #    |            Gross | Dispatch |   Factor |
|           |                  |       7% |     2.5% |
+-----------+------------------+----------+----------+
| 2604-8831 |         2,850.00 |   199.50 |    71.25 |
| TQ7719402 |         1,425.00 |    99.75 |    35.63 |
| CHR-55183 |         1,390.00 |    97.30 |    34.75 |
| 88120457  |         1,475.00 |   103.25 |    36.88 |
+-----------+------------------+----------+----------+
| TOTAL     |         7,140.00 |   499.80 |   178.51 |
+-----------+------------------+----------+----------+

Gross load revenue                                  7,140.00
Dispatch fee (7%)                                    (499.80)
Factoring fee (2.5%)                                 (178.51)
Fuel advance - EFS ck #4471920 (load 2604-8831)      (400.00)
Lumper reimbursement - TQ7719402 Chicago (rcpt)       185.00
-------------------------------------------------------------
NET ACH TO CARRIER                                 $6,246.69

Fairwind collects broker payments through its factoring partner and sends
one ACH per week. Short-pays or chargebacks will appear on a later statement.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 714000,
      netCents: 624669,
      date: '2026-04-29',
      broker: 'FAIRWIND DISPATCH PARTNERS LLC',
      tripNumber: '2604-8831',
      miles: 2660,
      linehaulCents: 704000,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 18500,
      deductions: [49980, 17851],
    },
  },
  {
    id: 'b23-charlevoix-fr-voiturier-taxes',
    issuer: 'Camionnage Charlevoix-Est inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French-language Quebec owner-operator settlement with a trip table (loaded/empty miles), a revenue block of miles x rate lines plus waiting time, TPS and TVQ added to give a tax-included total, a deductions block including an advance and a reserve holdback, a separate non-taxable toll reimbursement and a starred net deposit line; comma decimals and space thousands',
    text: `CAMIONNAGE CHARLEVOIX-EST INC.
215, boul. Malcolm-Fraser, La Malbaie (Québec)  G5A 1B6
Tél. : 418 555-0162    NEQ 1164582931    NIR R-541207    USDOT 2630914

            RELEVÉ DE RÈGLEMENT - VOITURIER PROPRIÉTAIRE

Sous-traitant : 9412-3378 QUÉBEC INC. (Éric Tremblay)     Unité : 57
No TPS : 781204455 RT0001      No TVQ : 1229387710 TQ0001
Période : du 8 au 14 mars 2026               Relevé no : 2026-11-057
Date du dépôt : 20 mars 2026

VOYAGES
No voyage  Date   Trajet                               Milles ch. Milles vides
------------------------------------------------------------------------------
CCE-31408  09-03  La Malbaie QC - Albany NY                   412            0
CCE-31415  10-03  Albany NY - Scranton PA                     162           38
CCE-31422  11-03  Scranton PA - Drummondville QC              511           24
CCE-31430  13-03  Drummondville QC - Baie-Comeau QC           349            0
------------------------------------------------------------------------------
                  Total  (1 496 milles)                     1 434           62

REVENUS
  Milles chargés       1 434 x 1,72 $                       2 466,48 $
  Milles vides            62 x 0,60 $                          37,20 $
  Surcharge carburant  1 496 x 0,38 $                         568,48 $
  Attente CCE-31422 (Scranton)   2 h x 45,00 $                 90,00 $
                                                          ------------
  Sous-total des revenus taxables                           3 162,16 $
  TPS 5 %                                                     158,11 $
  TVQ 9,975 %                                                 315,43 $
                                                          ============
  TOTAL DES REVENUS (taxes incluses)                        3 635,70 $

RETENUES
  Carburant - carte flotte (11 transactions)                1 387,62 $
  Assurance responsabilité / cargaison                         96,40 $
  Frais de répartition                                        115,00 $
  Location de remorque R-118                                  210,00 $
  Cellulaire / ordinateur de bord                              25,00 $
  Avance sur voyage CCE-31415 (10-03)                         350,00 $
  Retenue - fonds de réserve                                  200,00 $
                                                          ------------
  TOTAL DES RETENUES                                        2 384,02 $

REMBOURSEMENTS (non taxables)
  Péage - pont Champlain / NYS Thruway (reçus joints)          38,75 $

**********************************************************************
  MONTANT NET DÉPOSÉ                                        1 290,43 $
**********************************************************************

Solde du fonds de réserve après retenue : 3 400,00 $
Tout écart doit être signalé au service de la paie dans les 10 jours.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 363570,
      netCents: 129043,
      date: '2026-03-20',
      broker: 'CAMIONNAGE CHARLEVOIX-EST INC.',
      tripNumber: 'CCE-31408',
      miles: 1496,
      linehaulCents: 250368,
      fuelSurchargeCents: 56848,
      advancesCents: 35000,
      escrowCents: 20000,
      reimbursementsCents: 3875,
      deductions: [138762, 9640, 11500, 21000, 2500],
    },
  },
  {
    id: 'b23-comonfort-mx-liquidacion-permisionario',
    issuer: 'Fletera Comonfort, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish owner-operator (permisionario) settlement in MXN: centred letterhead with RFC and SICT permit, a trip table by carta porte with freight and loading/unloading columns, then a roman-numbered summary with perceptions, (-) discount lines including commission, trip advance and reserve fund, a (+) toll reimbursement, net SPEI deposit and signature lines; DD/MMM/YYYY Spanish dates',
    text: `                     FLETERA COMONFORT, S.A. DE C.V.
        Carr. Celaya-Comonfort Km 8.5, Comonfort, Gto. C.P. 38200
     RFC: FCO090312K47   Permiso SICT: 1107FCO0912   Tel. 412 555 0190

LIQUIDACIÓN DE PERMISIONARIO                      Folio: LQ-2026-0519
Permisionario: AURELIO RAMÍREZ VEGA               Unidad: 31  KW T680
Periodo: 04/MAY/2026 al 10/MAY/2026               Fecha de pago: 15/MAY/2026
Moneda: MXN                                       Forma de pago: SPEI

I. VIAJES REALIZADOS
==============================================================================
Carta Porte Fecha   Ruta                                      Flete  Maniobras
------------------------------------------------------------------------------
CP-A-20114  04/MAY  Celaya, Gto. - Monterrey, N.L.        21,400.00         --
CP-A-20131  06/MAY  Apodaca, N.L. - Querétaro, Qro.       18,750.00   1,200.00
CP-A-20147  08/MAY  Querétaro, Qro. - Guadalajara, Jal.   14,300.00         --
CP-A-20152  09/MAY  Zapopan, Jal. - Celaya, Gto.          12,980.00     850.00
------------------------------------------------------------------------------
                    Sumas                                 67,430.00   2,050.00

II. RESUMEN
   Fletes                                           $  67,430.00
   Maniobras de carga / descarga                    $   2,050.00
   TOTAL PERCEPCIONES                               $  69,480.00

   Descuentos:
     (-) Comisión fletera 15% s/fletes              $  10,114.50
     (-) Diesel - vales y tarjeta (1,918 lts)       $  22,684.40
     (-) Seguro de unidad (semana 19)               $   1,950.00
     (-) Rastreo satelital GPS                      $     480.00
     (-) Cuota IMSS operador                        $   1,215.36
     (-) Anticipo de viaje CP-A-20114 (03/MAY)      $   6,000.00
     (-) Fondo de reserva permisionario             $   1,500.00
   TOTAL DESCUENTOS                                 $  43,944.26

   Reembolsos:
     (+) Casetas comprobadas (14 tickets)           $   4,318.00

   NETO A DEPOSITAR                                 $  29,853.74

   Saldo fondo de reserva: $ 18,000.00    Saldo anticipos pendiente: $ 0.00

Esta liquidación no incluye IVA; el permisionario emitirá su CFDI por el
total de fletes y maniobras. Retenciones de ley se aplican en el CFDI.

_____________________________          _____________________________
  Elaboró: Depto. Liquidaciones            Recibí conforme: Permisionario
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 6948000,
      netCents: 2985374,
      date: '2026-05-15',
      broker: 'FLETERA COMONFORT, S.A. DE C.V.',
      tripNumber: 'CP-A-20114',
      miles: null,
      linehaulCents: 6743000,
      fuelSurchargeCents: null,
      advancesCents: 600000,
      escrowCents: 150000,
      reimbursementsCents: 431800,
      deductions: [1011450, 2268440, 195000, 48000, 121536],
    },
  },
  {
    id: 'b23-harrow-birchfield-stub-ytd',
    issuer: 'Harrow Payroll Group (for Birchfield Dairy Transport, Inc.)',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Payroll-service earnings statement for a per-mile company tanker driver: employer header, earnings table with rate, units, current and YTD columns, separate taxes and pre-tax deduction tables with YTD, totals and a direct-deposit line, non-negotiable footer naming the payroll service; MM/DD/YYYY dates',
    text: `BIRCHFIELD DAIRY TRANSPORT, INC.                         EARNINGS STATEMENT
N4127 County Rd KW, Chilton WI 53014                 Company Code: BDT / 07

Employee: DELANEY, MARCUS J            Employee ID: 004218
Dept:     OTR Drivers - Tanker         SSN: XXX-XX-6603
Pay Period: 04/19/2026 - 05/02/2026    Pay Date: 05/08/2026
Federal: Single / 0     WI: Single / 0   Advice #: 00000917442

EARNINGS               Rate  Hrs/Units     Current         YTD
--------------------------------------------------------------
Mileage pay           0.585      2,386    1,395.81   13,288.47
Stop pay              20.00          6      120.00    1,140.00
Detention             18.00       2.50       45.00      387.00
Safety bonus                                 50.00      150.00
--------------------------------------------------------------
Gross Pay                                 1,610.81   14,965.47

TAXES                                      Current         YTD
--------------------------------------------------------------
Federal Income Tax                          121.37    1,089.21
Social Security                              93.95      926.15
Medicare                                     21.97      216.60
WI State Income Tax                          58.04      521.33

OTHER DEDUCTIONS                           Current         YTD
--------------------------------------------------------------
401(k) Pre-Tax 4%                            64.43      598.63
Medical Sec125                               86.40      777.60
Dental Sec125                                 9.12       82.08
--------------------------------------------------------------
Total Taxes                                 295.33
Total Deductions                            159.95
NET PAY                                   1,155.53   10,753.87

DIRECT DEPOSIT   Checking xxxx2281   $1,155.53

Loaded/empty miles paid per dispatch log: 2,386
Prepared by Harrow Payroll Group, Appleton WI - payroll inquiries 920-555-0109
THIS IS NOT A CHECK - NON-NEGOTIABLE
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 161081,
      netCents: 115553,
      date: '2026-05-08',
      broker: 'BIRCHFIELD DAIRY TRANSPORT, INC.',
      tripNumber: null,
      miles: 2386,
      linehaulCents: 139581,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [12137, 9395, 2197, 5804, 6443, 8640, 912],
    },
  },
  {
    id: 'b23-almaguin-ca-stub-dotted-leaders',
    issuer: 'Almaguin Highlands Transport Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario bi-weekly pay statement for a per-mile highway driver: dotted-leader employee block, earnings with qty/rate/amount including vacation pay 4%, deductions (CPP, EI, federal and Ontario tax, benefits, RRSP), an arrow-pointed net EFT line and a small boxed year-to-date summary; DD-MON-YYYY dates, CAD',
    text: `ALMAGUIN HIGHLANDS TRANSPORT LTD.
48 Ontario St, Burk's Falls ON  P0A 1C0    705-555-0171
CVOR 153-880-417   |   Payroll BN 81377 4020 RP0001

PAY STATEMENT  *  Bi-weekly  *  Period 12
  Employee ........ GAGNON-REID, Shaun        Emp # 1186
  Position ........ Highway driver (US/CAN)   Home terminal: Burk's Falls
  Period .......... 24-MAY-2026 to 06-JUN-2026
  Pay date ........ 12-JUN-2026
  Currency ........ CAD

  EARNINGS                                  QTY       RATE        AMOUNT
  ......................................................................
  Highway miles (PC*Miler practical)      2,904     0.6300      1,829.52
  Border crossing pay                         2    25.0000         50.00
  Pickup / drop pay                           3    20.0000         60.00
  Vacation pay 4% (paid on each cheque)                            77.58
                                                          --------------
  GROSS EARNINGS                                                2,017.10

  DEDUCTIONS                                                      AMOUNT
  ......................................................................
  CPP                                                             112.01
  EI                                                               33.08
  Federal income tax                                              198.42
  Ontario income tax                                               97.16
  Group benefits (Blue Cross)                                      42.85
  Group RRSP 3%                                                    58.19
                                                          --------------
  TOTAL DEDUCTIONS                                                541.71

  NET PAY  (EFT to ****0552, TD Canada Trust)  ========>     $1,475.39

  +------------------- YEAR TO DATE -------------------+
  | Gross 21,862.40   CPP 1,208.19   EI 358.54         |
  | Fed tax 2,281.04  ON tax 1,117.33  RRSP 630.90     |
  | Benefits 514.20   Vacation pay accrued/paid 841.02 |
  +----------------------------------------------------+

  Miles per trip sheets submitted 05-JUN. Report discrepancies to payroll
  within 7 days: payroll@almaguinhighlands.example
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 201710,
      netCents: 147539,
      date: '2026-06-12',
      broker: 'ALMAGUIN HIGHLANDS TRANSPORT LTD.',
      tripNumber: null,
      miles: 2904,
      linehaulCents: 182952,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11201, 3308, 19842, 9716, 4285, 5819],
    },
  },
  {
    id: 'b23-greyhawk-factor-schedule-reserve',
    issuer: 'Greyhawk Invoice Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase & remittance advice: terms header, table of purchased invoices (invoice, load ref, debtor, date, face, per-invoice fee) with totals, a schedule settlement block (face, fee, reserve withheld, advance), an adjustments block with a chargeback, wire fee and a prior reserve release, the amount wired and a reserve account roll-forward',
    text: `GREYHAWK INVOICE FUNDING, LLC
PO Box 60418  |  Fort Worth, TX 76115  |  (817) 555-0126  |  ops@greyhawkfunding.example

PURCHASE & REMITTANCE ADVICE
Client:        BRASADA ROAD CARRIERS LLC (client #GH-2291)   MC 1177302
Schedule #:    2291-0419                Purchase date:  06/02/2026
Funding date:  06/03/2026 (same-day wire)
Terms:         Fee 2.75% flat / 30 days  -  Advance 92%  -  Reserve 8%

INVOICES PURCHASED
Inv #  Load / Ref  Debtor                        Inv date    Face amt      Fee
------ ----------- ----------------------------- --------- ---------- --------
1187   TL-558210   Coldwater Junction Logistics  05/27/26    2,875.00    79.06
1188   4410937     Prairie Harbor Freight, Inc.  05/28/26    1,940.00    53.35
1189   PO 88-1023  Saltgrass Supply Co.          05/29/26    3,310.50    91.04
1190   TL-558377   Coldwater Junction Logistics  05/29/26    1,625.00    44.69
1191   BK20614     Ninebark Brokerage LLC        06/01/26    2,200.00    60.50
                                                           ---------- --------
                   5 invoices                    Totals     11,950.50   328.64

SETTLEMENT OF THIS SCHEDULE
  Face value of invoices purchased                                 11,950.50
  Less: discount fee (2.75%)                                        - 328.64
  Less: reserve withheld (8%)                                       - 956.04
  = Advance on this schedule                                       10,665.82

ADJUSTMENTS
  Chargeback - inv 1142 short-paid by debtor (rate dispute)         - 312.00
  Wire transfer fee                                                  - 20.00
  Reserve release - schedule 2291-0412 (collected in full)        + 1,046.80

  AMOUNT WIRED TO CLIENT                                          $11,380.62
  Beneficiary: Brasada Road Carriers LLC  -  Frost Bank acct ****7710

RESERVE ACCOUNT
  Opening 4,318.60   + withheld 956.04   - released 1,046.80   = closing 4,227.84

Debtors have been notified to remit to Greyhawk Invoice Funding, LLC.
Payments sent to the client must be forwarded within 2 business days.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 1195050,
      netCents: 1138062,
      date: '2026-06-03',
      broker: 'Coldwater Junction Logistics',
      tripNumber: 'TL-558210',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 95604,
      reimbursementsCents: null,
      deductions: [32864, 31200, 2000],
    },
  },
  {
    id: 'b23-lockhart-quickpay-per-load-blocks',
    issuer: 'Lockhart Freight Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay remittance advice: dotted-leader payee/payment block, one indented block per load (lane, miles, linehaul, FSC, detention, invoice total, 3% fee, paid amount), then a double-ruled summary with invoices total, fees and ACH amount prefixed USD; abbreviated month-name dates',
    text: `LOCKHART FREIGHT BROKERAGE, INC.
MC 884120  |  3300 N Central Ave Ste 900, Phoenix AZ 85012
Carrier Services 602-555-0145  |  quickpay@lockhartfreight.example

>>> QUICKPAY REMITTANCE ADVICE <<<

Payee ............ SONORAN SKIES TRANSPORT LLC
Carrier MC ....... 1302958
Payment date ..... Thu, Jul 2 2026
Payment method ... ACH  (trace 091000019224817)
Program .......... QuickPay 48-hr, 3% of invoice

Load LFB-338204   Carrier invoice INV 0622-A
   Fresno CA > Phoenix AZ   PU Jun 22 / DEL Jun 23   587 mi
   Linehaul                                       1,650.00
   Fuel surcharge                                   246.54
   Detention (2.5 hrs, approved)                     75.00
   Invoice total                                  1,971.54
   QuickPay fee 3%                                  -59.15
   Paid on this load                              1,912.39

Load LFB-338571   Carrier invoice INV 0625-B
   Tolleson AZ > El Paso TX   PU Jun 25 / DEL Jun 26   431 mi
   Linehaul                                       1,120.00
   Fuel surcharge                                   181.02
   Invoice total                                  1,301.02
   QuickPay fee 3%                                  -39.03
   Paid on this load                              1,261.99

==========================================================
Invoices total (2)                                3,272.56
QuickPay fees                                       -98.18
ACH AMOUNT                                    USD 3,174.38
==========================================================

Standard terms are net 30. By electing QuickPay the carrier accepted the
3% fee shown above. Lumper and other receipts not submitted with the POD
will be paid on standard terms.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 327256,
      netCents: 317438,
      date: '2026-07-02',
      broker: 'LOCKHART FREIGHT BROKERAGE, INC.',
      tripNumber: 'LFB-338204',
      miles: 1018,
      linehaulCents: 277000,
      fuelSurchargeCents: 42756,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [9818],
    },
  },
  {
    id: 'b23-irongate-reefer-rate-con-3stops',
    issuer: 'Irongate Freight Brokerage, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker carrier rate confirmation for a three-stop reefer load: header with load number, booking date and customer PO, carrier/equipment lines, numbered stop blocks with pickup and delivery numbers, a rate block (flat linehaul, per-mile FSC, stop-off) totalled as USD, a list of charges not included, payment terms and an acceptance line',
    text: `IRONGATE FREIGHT BROKERAGE, LLC                    CARRIER RATE CONFIRMATION
7801 Metro Pkwy, Suite 400, Bloomington MN 55425       MC 996731 | DOT 3544082
Dispatch desk 952-555-0118  after hours 952-555-0119

Load #: IGF-604117            Date booked: 08/12/2026 14:32 CT
Booked by: Kayla Strand       Customer ref / PO: 4500918832

CARRIER: NORTH STAR PRAIRIE FREIGHT INC   MC 1045590   Driver: Dale Kowalczyk
Truck 227 / Trailer 5307    Equipment: 53' reefer, set 34F continuous

STOP 1  PICKUP    08/13/2026 06:00-08:00   Pickup # 771042
        Red Cedar Creamery, 1400 Dairy Ln, Menomonie WI 54751
STOP 2  DROP      08/14/2026 FCFS 07:00-15:00   (partial, 6 pallets)
        Lakeview Grocers DC, 2850 Commerce Dr, Joliet IL 60431
STOP 3  DELIVERY  08/15/2026 appt 05:30   Delivery # D-33981
        Heartline Foods DC #3, 4120 Industrial Blvd, Columbus OH 43228
Commodity: cheese, packaged  |  Weight 38,400 lb  |  22 pallets

RATE
  Linehaul (flat)                         2,150.00
  Fuel surcharge  871 mi x $0.39            339.69
  Stop-off charge (1 extra stop)             75.00
  ------------------------------------------------
  TOTAL CARRIER PAY                   USD 2,564.69

NOT INCLUDED ABOVE: detention $50.00/hr after 2 free hrs with in/out times on
BOL; lumper reimbursed with original receipt; TONU $150.00 if cancelled after
dispatch.

TERMS: Payment net 30 days from receipt of signed POD and this confirmation.
QuickPay available at 2.5%. Continuous temperature recording required; send
reefer download with POD. No double brokering - load will not be paid.

Accepted for carrier: ______________________  Date: ___________
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 256469,
      broker: 'IRONGATE FREIGHT BROKERAGE, LLC',
      tripNumber: 'IGF-604117',
    },
  },
];
