import type { CorpusDocument } from './types.js';

/**
 * Held-out batch 81 - ten blind-written trucking pay documents.
 *
 * Kinds: five owner-operator settlements (US percentage-of-revenue carrier, US lessor DR/CR
 * ledger, US dispatch service pipe grid, Quebec French releve with TPS/TVQ, Mexican Spanish
 * liquidacion with IVA and retentions), two pay stubs (Saskatchewan side-by-side current/YTD,
 * US boxed payroll-service stub with trip detail), one factoring purchase schedule with
 * per-invoice fee and reserve columns, one broker quick-pay advice, one flatbed rate
 * confirmation.
 * Countries: 7 US, 2 CA (one in French), 1 MX (Spanish).
 * Layout variety: wide trip tables with totals rows, side-by-side deduction columns, DR/CR
 * ledgers, +---+ grids and boxes, dotted leaders, comma decimals with space thousands,
 * parenthesised and minus-signed deductions; dates as month names, ISO, MM/DD/YY,
 * DD-Mon-YYYY, DD/mon/YYYY and French month names.
 */
export const HELD_OUT_DOCUMENTS_81: CorpusDocument[] = [
  {
    id: 'b81-ashokan-pct-revenue-split-deductions',
    issuer: 'Ashokan Reservoir Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-of-revenue owner-operator settlement with one wide trip table (revenue, 72% line-haul share, FSC, accessorials, totals row), then deductions and recurring charges printed as two side-by-side columns split by a pipe, with escrow and reimbursements on their own lines; month-name dates',
    text: `ASHOKAN RESERVOIR FREIGHT, INC.                         CONTRACTOR SETTLEMENT
118 Route 28A, West Shokan NY 12494                     Check Date: March 13, 2026
Tel (845) 555-0147   Fax (845) 555-0148                 Check No.: 0041877
USDOT 3318065   MC-1092274                              Page 1 of 1

Pay To:  KAATERSKILL ROAD LLC (Unit 27)                 Contractor ID: OO-0027
         44 Glasco Tpke, Saugerties NY 12477            Period: Mar 01 - Mar 07, 2026
         Basis: 72% of line-haul revenue / 100% fuel surcharge / 100% accessorials

TRIP      SHIPPED  ORIGIN           DESTINATION     MILES   REVENUE   LH @72%     FSC  ACCESS.     TOTAL
--------------------------------------------------------------------------------------------------------
A26-11873 Mar 02   Kingston NY      Allentown PA      168  1,050.00    756.00   87.36     0.00    843.36
A26-11902 Mar 03   Allentown PA     Columbus OH       452  1,980.00  1,425.60  235.04    75.00  1,735.64
A26-11940 Mar 05   Columbus OH      Albany NY         611  2,450.00  1,764.00  317.72    50.00  2,131.72
--------------------------------------------------------------------------------------------------------
                                         TOTALS     1,231  5,480.00  3,945.60  640.12   125.00  4,710.72
  Accessorials: A26-11902 detention 1.5 hr @ 50.00 = 75.00; A26-11940 extra stop
  (Albany NY) = 50.00.  FSC paid at $0.52 per loaded mile.

GROSS SETTLEMENT .............................................................................  4,710.72

DEDUCTIONS                              |  RECURRING CHARGES
Fuel - Pilot fleet card       1,388.41  |  Occ/Acc insurance             38.00
Comdata advance 03/03           300.00  |  Physical damage               64.17
                                        |  Cargo & liab. share           52.00
                                        |  PrePass                       12.50
                                        |  Trailer rental               105.00
Subtotal                      1,688.41  |  Subtotal                     271.67

ESCROW DEPOSIT (balance after deposit: 2,625.00)                                                  125.00
REIMBURSEMENTS  NYS Thruway tolls 46.85 / CAT scale 12.75                                          59.60

NET PAY ......................................................................................  2,685.24

Questions on this settlement must be raised within 30 days. Ashokan Reservoir Freight, Inc.
is not responsible for fuel card charges disputed after the period closes.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 471072,
      netCents: 268524,
      date: '2026-03-13',
      broker: 'ASHOKAN RESERVOIR FREIGHT, INC.',
      tripNumber: 'A26-11873',
      miles: 1231,
      linehaulCents: 394560,
      fuelSurchargeCents: 64012,
      advancesCents: 30000,
      escrowCents: 12500,
      reimbursementsCents: 5960,
      deductions: [138841, 3800, 6417, 5200, 1250, 10500],
    },
  },
  {
    id: 'b81-baldeagle-lessor-drcr-ledger',
    issuer: 'Bald Eagle Valley Leasing LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-operator settlement printed as a chronological ledger with separate DEBIT (DR) and CREDIT (CR) columns, per-load indented pay lines, a gross-earnings row, reimbursement and debit blocks, then a DR/CR summary paired with balances; ISO dates throughout',
    text: `                              BALD EAGLE VALLEY LEASING LLC
                211 Curtin Street  *  Milesburg, PA 16853  *  814-555-0263
                        Operating under USDOT 2984410 / MC-988102

LEASE-OPERATOR SETTLEMENT LEDGER
Operator ....: 0419 / D. STAHL TRUCKING           Tractor: #212 (2022 Peterbilt 579)
Week ending .: 2026-05-09                         Settlement no.: BEV-S-2026-19-0419
Posted ......: 2026-05-12                         Direct deposit: 2026-05-14

DATE        REF       DESCRIPTION                                    DEBIT (DR)  CREDIT (CR)
============================================================================================
2026-05-04  BEV-7781  Milesburg PA > Charlotte NC
                        Loaded 552 mi @ 2.100                                       1,159.20
                        Empty/deadhead 40 mi @ 1.000                                   40.00
                        Fuel surcharge 552 mi @ 0.480                                 264.96
2026-05-06  BEV-7794  Charlotte NC > Richmond VA
                        Loaded 388 mi @ 2.100                                         814.80
                        Fuel surcharge 388 mi @ 0.480                                 186.24
                        Tarp pay (flatbed, 1 load)                                     75.00
2026-05-08  BEV-7810  Richmond VA > Altoona PA
                        Loaded 604 mi @ 2.100                                       1,268.40
                        Empty/deadhead 25 mi @ 1.000                                   25.00
                        Fuel surcharge 604 mi @ 0.480                                 289.92
                      ** GROSS EARNINGS **                                          4,123.52
--------------------------------------------------------------------------------------------
2026-05-06  BEV-7794  Lumper, receipt #L55102 (reimb.)                                 95.00
2026-05-08  BEV-7810  PA Turnpike tolls (reimb.)                                       38.40
--------------------------------------------------------------------------------------------
2026-05-04  EFS       Fuel purchases, 9 transactions                   1,212.67
2026-05-05  EFS       Cash advance - Chk# 30381-77                       200.00
2026-05-11  LP-212    Lease pmt tractor #212 (wk 19 of 156)              585.00
2026-05-11  INS       Primary liability                                  187.50
2026-05-11  INS       Physical damage                                     71.25
2026-05-11  ELD       Motive ELD subscription                             17.99
2026-05-11  MEF       Maintenance escrow deposit                         150.00
============================================================================================

SUMMARY
  Gross earnings ...........     4,123.52 CR     Miles (loaded + empty) ... 1,609
  Reimbursements ...........       133.40 CR     Escrow balance ........... 3,450.00
  Debits ...................     2,424.41 DR     Lease balance remaining .. 80,145.00
  NET SETTLEMENT ...........     1,832.51 CR

Escrow and lease balances are shown after this settlement. Report discrepancies to
settlements@baldeaglevalleylease.com within 15 days of the posting date.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 412352,
      netCents: 183251,
      date: '2026-05-14',
      broker: 'BALD EAGLE VALLEY LEASING LLC',
      tripNumber: 'BEV-7781',
      miles: 1609,
      linehaulCents: 330740,
      fuelSurchargeCents: 74112,
      advancesCents: 20000,
      escrowCents: 15000,
      reimbursementsCents: 13340,
      deductions: [121267, 58500, 18750, 7125, 1799],
    },
  },
  {
    id: 'b81-conchas-dispatch-pipe-grid',
    issuer: 'Conchas Lake Dispatch LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier pay statement with a +---+ pipe grid of loads (broker, pickup date, lane, miles, flat linehaul, accessorial, billed) plus a lumper pass-through row, followed by a dotted-leader reconciliation with parenthesised fees and a net ACH line; MM/DD/YY dates',
    text: `CONCHAS LAKE DISPATCH LLC
PO Box 1182 | Tucumcari, NM 88401 | (575) 555-0316 | ops@conchaslakedispatch.com

CARRIER PAY STATEMENT                               Statement #: CLD-26-0412
Carrier: RUIZ BROTHERS TRUCKING LLC                 MC 1187732 / DOT 3560281
Truck 07 / Driver: Hector Ruiz                      Loads delivered 04/06/26 - 04/11/26
ACH date: 04/17/26                                  Acct ending ...4402

+------------+--------------------------+----------+-----------------------------+-------+------------+-----------+------------+
| Load #     | Broker                   | P/U      | Lane                        |    Mi |   Linehaul |   Access. |     Billed |
+------------+--------------------------+----------+-----------------------------+-------+------------+-----------+------------+
| MVL-229014 | Mesa Verde Logistics     | 04/06/26 | Amarillo TX - Phoenix AZ    |   601 |   2,350.00 |         - |   2,350.00 |
| RRF-88120  | Red Rock Freight Brokers | 04/08/26 | Phoenix AZ - Ontario CA     |   330 |   1,400.00 |    100.00 |   1,500.00 |
| 30094517   | Plainsman Logistics Inc  | 04/10/26 | Ontario CA - Albuquerque NM |   786 |   2,900.00 |         - |   2,900.00 |
+------------+--------------------------+----------+-----------------------------+-------+------------+-----------+------------+
| TOTAL      |                          |          |                             | 1,717 |   6,650.00 |    100.00 |   6,750.00 |
+------------+--------------------------+----------+-----------------------------+-------+------------+-----------+------------+
  Accessorial: RRF-88120 detention 2 hrs @ $50 (approved by broker 04/09).
  Pass-through: lumper paid by driver at Albuquerque NM 04/11/26 on load 30094517,
  $150.00 reimbursed at cost (receipt attached) - no dispatch fee on pass-through items.

  Freight revenue (linehaul + accessorial) ........ $  6,750.00
  Lumper reimbursement ............................ $    150.00
  Less: dispatch fee 8% of freight revenue ....... ($   540.00)
  Less: factoring fee 2.5% of 6,900.00 invoiced ... ($   172.50)
  Less: load board / ELD pass-through ............ ($    35.00)
  Less: fuel advance (Comchek 04/08/26) .......... ($   500.00)
                                                   ------------
  NET ACH TO CARRIER .............................. $  5,652.50

Funds are remitted by Conchas Lake Dispatch LLC once the factor settles the invoices
above. Brokers shown are for reference; do not contact brokers about payment status.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 675000,
      netCents: 565250,
      date: '2026-04-17',
      broker: 'Conchas Lake Dispatch LLC',
      tripNumber: 'MVL-229014',
      miles: 1717,
      linehaulCents: 665000,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: 15000,
      deductions: [54000, 17250, 3500],
    },
  },
  {
    id: 'b81-chertsey-releve-fr-taxes',
    issuer: 'Camionnage Chertsey inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French-language Quebec contractor pay statement: per-trip blocks with mileage and fuel-surcharge lines on dotted leaders, a revenue summary adding TPS and TVQ to a tax-included total, then RETENUES and REMBOURSEMENTS blocks and a boxed net deposit; comma decimals, space thousands, French month-name dates',
    text: `CAMIONNAGE CHERTSEY INC.
8140, route 125, Chertsey (Québec)  J0K 3K0
Tél. : 450 555-0184    NEQ 1167382954    CTQ R-0417735    USDOT 2871469
No TPS : 812344571 RT0001    No TVQ : 1221938845 TQ0001

              RELEVÉ DE PAIEMENT - VOITURIER-REMORQUEUR SOUS CONTRAT

Voiturier : Transport J.-F. Gravel enr. (camion 31)      Relevé no : RP-2026-32-031
Période   : du 2 août 2026 au 8 août 2026               Date de paiement : 14 août 2026
Devise    : CAD                                          Mode : dépôt direct

DÉTAIL DES VOYAGES
------------------------------------------------------------------------------------
Voyage 52218  3 août  Montréal QC -> Newark NJ
    Transport         385 milles x 1,95 $ ..............................      750,75
    Surcharge carb.   385 milles x 0,58 $ ..............................      223,30
Voyage 52231  5 août  Elizabeth NJ -> Laval QC
    Transport         398 milles x 1,95 $ ..............................      776,10
    Surcharge carb.   398 milles x 0,58 $ ..............................      230,84
    Attente au déchargement 2 h @ 45,00 ................................       90,00
Voyage 52247  7 août  Laval QC -> Mississauga ON
    Transport         338 milles x 1,95 $ ..............................      659,10
    Surcharge carb.   338 milles x 0,58 $ ..............................      196,04
    Arrêt supplémentaire (Kingston ON) .................................       60,00
------------------------------------------------------------------------------------
Total milles ...........................................................       1 121
Transport ..............................................................    2 185,95
Surcharge carburant ....................................................      650,18
Frais accessoires ......................................................      150,00
Sous-total des revenus .................................................    2 986,13
TPS 5 % ................................................................      149,31
TVQ 9,975 % ............................................................      297,87
TOTAL DES REVENUS (taxes incluses) .....................................    3 433,31

RETENUES
  Carburant - cartes Ultramar (11 trans.) ..............................    1 104,52
  Assurance cargaison ..................................................       41,00
  Assurance responsabilité civile ......................................       96,50
  Location de remorque 53 pi ...........................................      140,00
  Frais d'administration ...............................................       25,00
  Avance de voyage du 5 août ...........................................      250,00
  Fonds de réserve (dépôt) .............................................      100,00
Total des retenues .....................................................    1 757,02

REMBOURSEMENTS (non taxables, sur pièces justificatives)
  Péages (NYS Thruway / NJ Turnpike) ...................................       27,50
  Pesée publique .......................................................       14,00
Total des remboursements ...............................................       41,50

====================================================================================
MONTANT NET DÉPOSÉ .....................................................  1 717,79 $
====================================================================================
Solde du fonds de réserve après ce relevé : 2 300,00 $
Toute contestation doit être transmise par écrit dans les 30 jours suivant la date de paiement.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 343331,
      netCents: 171779,
      date: '2026-08-14',
      broker: 'CAMIONNAGE CHERTSEY INC.',
      tripNumber: '52218',
      miles: 1121,
      linehaulCents: 218595,
      fuelSurchargeCents: 65018,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: 4150,
      deductions: [110452, 4100, 9650, 14000, 2500],
    },
  },
  {
    id: 'b81-riofuerte-liquidacion-permisionario',
    issuer: 'Camiones del Río Fuerte, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish weekly owner-operator liquidation framed by = rules, with three Roman-numeral sections (trips with flat freight and indented extra charges plus IVA to a TOTAL PERCEPCIONES; deductions and tax retentions shown with minus signs; reimbursements) and a NETO A PAGAR line; US number format with $ in MXN, DD/mon/YYYY dates',
    text: `========================================================================================
                         CAMIONES DEL RÍO FUERTE, S.A. DE C.V.
RFC CRF-980415-JK2  |  Blvd. Antonio Rosales 2215 Pte., Col. Centro, Los Mochis, Sin. CP 81200
                       Permiso SCT 25FC8817  |  Tel. 668 555 0142
========================================================================================
LIQUIDACIÓN DE PERMISIONARIO (OPERADOR-PROPIETARIO)          Folio: LQ-2026-0624
Permisionario: ARMANDO VALENZUELA SOTO         RFC: VASA790312QH4   Unidad: Kenworth T680 #44
Periodo: 01/jun/2026 al 13/jun/2026            Fecha de pago: 20/jun/2026
Moneda: MXN (pesos mexicanos)                 Forma de pago: transferencia SPEI
----------------------------------------------------------------------------------------
I. VIAJES LIQUIDADOS
Viaje      Fecha        Origen              Destino                              Importe
RF-60412   02/jun/2026  Los Mochis, Sin.    Culiacán, Sin.                    $14,800.00
                          + Maniobras de carga                                 $1,200.00
RF-60437   05/jun/2026  Culiacán, Sin.      Guadalajara, Jal.                 $31,500.00
RF-60455   09/jun/2026  Guadalajara, Jal.   Los Mochis, Sin.                  $27,900.00
                          + Estadía 1 día (cliente)                            $1,800.00
                                                                          --------------
   Fletes                                                                     $74,200.00
   Otros cargos cobrados (maniobras, estadías)                                 $3,000.00
   Subtotal                                                                   $77,200.00
   IVA 16%                                                                    $12,352.00
   TOTAL PERCEPCIONES                                                         $89,552.00
----------------------------------------------------------------------------------------
II. DEDUCCIONES Y RETENCIONES
   Retención IVA 4% (art. 1-A LIVA)                                           -$3,088.00
   Retención ISR 1.25% (RESICO)                                                 -$965.00
   Diésel - vales y tarjeta (1,241 lts)                                      -$31,640.50
   Casetas - tarjeta IAVE                                                     -$4,312.00
   Seguro de la unidad (cuota semanal)                                        -$2,150.00
   Rastreo GPS                                                                  -$350.00
   Anticipo de viaje entregado 02/jun                                         -$5,000.00
   Fondo de mantenimiento (aportación)                                        -$1,500.00
   TOTAL DEDUCCIONES                                                         -$49,005.50
----------------------------------------------------------------------------------------
III. REEMBOLSOS
   Reparación de llanta en ruta (comprobante 0087)                               $850.00
========================================================================================
NETO A PAGAR (I - II + III)                                                   $41,396.50
========================================================================================
Saldo fondo de mantenimiento al 13/jun/2026: $18,500.00
Se emitirá CFDI de retenciones. Recibí de conformidad: __________________________
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 8955200,
      netCents: 4139650,
      date: '2026-06-20',
      broker: 'CAMIONES DEL RÍO FUERTE, S.A. DE C.V.',
      tripNumber: 'RF-60412',
      miles: null,
      linehaulCents: 7420000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 150000,
      reimbursementsCents: 85000,
      deductions: [308800, 96500, 3164050, 431200, 215000, 35000],
    },
  },
  {
    id: 'b81-estevan-paystub-dual-ytd',
    issuer: 'Estevan Coal Haulers Ltd.',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout:
      'Canadian company-driver statement of earnings and deductions with earnings (hours, rate, current, YTD) and deductions (current, YTD) printed side by side, a shared totals row, a starred net pay line and a deposit line; DD-Mon-YYYY dates',
    text: `ESTEVAN COAL HAULERS LTD.                                        STATEMENT OF EARNINGS
1205 Kensington Ave, Estevan SK  S4A 2L4                         AND DEDUCTIONS
Payroll: (306) 555-0139  BN 784512236RP0001

Employee: LAROCQUE, DENNIS P.        Emp #: 00847     Position: Class 1A Driver - Tandem
Pay Period: 20-Sep-2026 to 03-Oct-2026      Pay Date: 09-Oct-2026      Advice #: 2026-20-00847

EARNINGS                HRS    RATE   CURRENT        YTD   DEDUCTIONS               CURRENT        YTD
--------------------------------------------------------   -------------------------------------------
Regular               80.00   28.50  2,280.00  45,372.00   CPP                       165.40   3,304.18
Overtime 1.5x          6.00   42.75    256.50   4,702.50   EI                         47.80     955.72
Stat Holiday           8.00   28.50    228.00   1,824.00   Federal Tax               268.44   5,361.03
Safety Bonus Q3                        150.00     450.00   Provincial Tax SK         201.17   4,018.62
                                                           Union Dues Local 1400      42.00     840.00
                                                           Group Benefits             38.75     775.00
                                                           Group RRSP                100.00   2,000.00
--------------------------------------------------------   -------------------------------------------
GROSS PAY                            2,914.50  52,348.50   TOTAL DEDUCTIONS          863.56  17,254.55

                                             ***  NET PAY  2,050.94  ***

Deposit to: Affinity Credit Union  Transit 80912  Acct ******3317        Amount: 2,050.94
Vacation accrued: 61.44 hrs     Banked OT: 0.00 hrs     Stat hours in period: 8.00
Currency: CAD. Retain this statement for your records.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 291450,
      netCents: 205094,
      date: '2026-10-09',
      broker: 'ESTEVAN COAL HAULERS LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [16540, 4780, 26844, 20117, 4200, 3875, 10000],
    },
  },
  {
    id: 'b81-deercreek-paystub-boxed-trips',
    issuer: 'Deer Creek Bulk Transport, Inc.',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver earnings statement printed by a payroll service as stacked +---+ boxes (header, earnings with units and rates, taxes and pre-tax deductions with YTD, a non-taxable reimbursement line, net pay), followed by a trip detail list with paid miles; MM/DD/YYYY dates',
    text: `Deer Creek Bulk Transport, Inc.
3900 Veterans Memorial Dr, Mt. Vernon, IL 62864   USDOT 1459027
Payroll processed by Prairie Ledger Payroll Co. - Client 4471

+------------------------------------------------------------------------------------+
| EARNINGS STATEMENT                                 Pay Date: 07/31/2026            |
| Employee: Marcus T. Wendt   ID 2291                Period: 07/12/2026 - 07/25/2026 |
| Dept: Bulk Pneumatic - Company Driver              Check/Voucher: DD-0079114       |
+------------------------------------------------------------------------------------+
+------------------------------------------------------------------------------------+
| Earnings                      Units       Rate    This Period                      |
|------------------------------------------------------------------------------------|
| Mileage Pay                   2,128      0.580       1,234.24                      |
| Stop Pay                          4      25.00         100.00                      |
| Detention                      2.50      20.00          50.00                      |
| Layover                           1     100.00         100.00                      |
| GROSS PAY                                            1,484.24                      |
+------------------------------------------------------------------------------------+
+------------------------------------------------------------------------------------+
| Taxes                                   This Period            YTD                 |
|------------------------------------------------------------------------------------|
| Federal Income Tax                           121.40       1,824.16                 |
| Social Security                               92.02       1,563.81                 |
| Medicare                                      21.52         365.73                 |
| IL State Income Tax                           73.47       1,248.47                 |
|------------------------------------------------------------------------------------|
| Pre-Tax / Other Deductions              This Period            YTD                 |
| 401(k) 4%                                     59.37       1,008.90                 |
| Medical - Pretax                              54.80         876.80                 |
| Dental - Pretax                                7.15         114.40                 |
|------------------------------------------------------------------------------------|
| Non-taxable reimb. (scale tickets x3)         +24.50                               |
+------------------------------------------------------------------------------------+
+------------------------------------------------------------------------------------+
| NET PAY (direct deposit, First Mid Bank ...8820)         1,079.01                  |
+------------------------------------------------------------------------------------+

TRIP DETAIL (miles paid per PC*Miler practical route)
  T-33109  07/13        Mt. Vernon IL > Decatur IL > Mt. Vernon IL                 268
  T-33115  07/14-07/16  Mt. Vernon IL > Cedar Rapids IA > Mt. Vernon IL            812
  T-33128  07/17-07/18  Mt. Vernon IL > Memphis TN > Paducah KY > Mt. Vernon IL    548
  T-33131  07/19        Mt. Vernon IL > Indianapolis IN > Mt. Vernon IL            500
  Total paid miles                                                              2,128

YTD Gross 25,222.74   YTD Net 18,466.27   PTO balance 24.0 hrs
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 148424,
      netCents: 107901,
      date: '2026-07-31',
      broker: 'Deer Creek Bulk Transport, Inc.',
      tripNumber: 'T-33109',
      miles: 2128,
      linehaulCents: 123424,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 2450,
      deductions: [12140, 9202, 2152, 7347, 5937, 5480, 715],
    },
  },
  {
    id: 'b81-cordgrass-schedule-fee-reserve-cols',
    issuer: 'Cordgrass Capital Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase schedule and remittance advice: dotted key/value header, an invoice table with per-invoice face, 3% fee, 10% reserve and advanced columns plus a totals row, then a signed settlement block (reserve release, chargeback, wire fee) and a reserve-account balance note; DD Mon YYYY header dates, MM/DD/YY invoice dates',
    text: `CORDGRASS CAPITAL FUNDING, LLC
Two Bay Street, Suite 410 | Savannah, GA 31401 | 912-555-0175 | remit@cordgrasscap.com

PURCHASE SCHEDULE & REMITTANCE ADVICE

Client ......... LOWCOUNTRY FLATBED SERVICES LLC  (Client # CG-2290)
                 MC 1024471 / USDOT 3190228
Schedule No. ... 2291
Submitted ...... 18 Sep 2026
Funded ......... 21 Sep 2026   (Fed wire, ref FW0921-66318)
Program ........ Recourse, 90-day; fee 3.00% flat; reserve 10%

Inv #   Debtor (Account)            Load/Ref   Inv Date     Face Amt    Fee 3%    Rsv 10%    Advanced
-----------------------------------------------------------------------------------------------------
10455   Hollins Road Logistics      HR-774120  09/08/26     2,400.00     72.00     240.00    2,088.00
10456   Sandhill Crane Brokerage    5509182    09/09/26     1,875.00     56.25     187.50    1,631.25
10457   Hollins Road Logistics      HR-774188  09/10/26     3,150.00     94.50     315.00    2,740.50
10458   Tidewater Produce Exchange  PO 88120   09/11/26       980.00     29.40      98.00      852.60
-----------------------------------------------------------------------------------------------------
TOTALS  4 invoices                                          8,405.00    252.15     840.50    7,312.35

SETTLEMENT OF THIS SCHEDULE
  Amount advanced on invoices above .....................     7,312.35
  Reserve release - Schedule 2219 (closed) ............ +       612.00
  Chargeback - Inv 10391 short-paid by debtor ......... -       150.00
  Wire fee ............................................ -        15.00
                                                          ------------
  AMOUNT WIRED TO CLIENT ................................     7,759.35

Reserve account: prior balance 3,940.50 | withheld this schedule 840.50 | released 612.00 |
                 balance after schedule 4,169.00

Debtors have been notified to remit payment to: Cordgrass Capital Funding, LLC,
PO Box 90417, Atlanta GA 30364. Payments received directly by the client must be
forwarded within 2 business days.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 840500,
      netCents: 775935,
      date: '2026-09-21',
      broker: 'Hollins Road Logistics',
      tripNumber: 'HR-774120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 84050,
      reimbursementsCents: null,
      deductions: [25215, 15000, 1500],
    },
  },
  {
    id: 'b81-dunlin-quickpay-email-advice',
    issuer: 'Dunlin Freight Brokerage, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker quick-pay remittance in e-mail style: header block, one indented sub-block per load (lane, line haul, fuel surcharge, accessorial, load total) and a short footing with invoices paid, negative quick-pay fee and net ACH; Mon DD YYYY dates',
    text: `DUNLIN FREIGHT BROKERAGE, LLC
MC-881265  |  1300 Military Cutoff Rd, Ste 210, Wilmington NC 28405
Carrier Payables: (910) 555-0121  |  carrierpay@dunlinfreight.com

=== QUICKPAY REMITTANCE ADVICE ===

To:        Blue Heron Express LLC (MC 1214590)   Vendor ID: V-06631
Payment:   ACH #QP-20260219-0441
Payment Date: Feb 19 2026
Terms:     QuickPay 2 business days @ 3.0% (standard terms Net 30, no fee)

The following carrier invoices are paid in this remittance:

  Load DFB-310775   (carrier INV 1187, delivered Feb 09 2026)
    Wilmington NC  ->  Spartanburg SC
      Line haul ....................... $  1,600.00
      Fuel surcharge .................. $    240.00
      Detention (1.5 h) ............... $     75.00
      Load total ...................... $  1,915.00

  Load DFB-310802   (carrier INV 1191, delivered Feb 11 2026)
    Greer SC  ->  Harrisburg PA
      Line haul ....................... $  2,150.00
      Fuel surcharge .................. $    310.00
      Stop-off charge ................. $     50.00
      Load total ...................... $  2,510.00

  ----------------------------------------------------
  Invoices paid (2) ..................... $  4,425.00
  QuickPay fee 3.0% ..................... -$   132.75
  ----------------------------------------------------
  NET PAID BY ACH ....................... $  4,292.25

Detention approved per check call log; stop-off per rate confirmation addendum.
To stop QuickPay on future loads reply STANDARD to this email. Payment questions:
reference the load number, not your invoice number.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 442500,
      netCents: 429225,
      date: '2026-02-19',
      broker: 'DUNLIN FREIGHT BROKERAGE, LLC',
      tripNumber: 'DFB-310775',
      miles: null,
      linehaulCents: 375000,
      fuelSurchargeCents: 55000,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [13275],
    },
  },
  {
    id: 'b81-elkpoint-flatbed-ratecon',
    issuer: 'Elk Point Freight Brokerage Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Flatbed rate confirmation with a two-column header, carrier block, pickup and delivery stops printed side by side, a dotted rate breakdown (flat line haul, FSC, tarp) summing to total carrier pay, conditional accessorials and numbered terms; ISO issue date and DD-Mon-YY stop dates',
    text: `ELK POINT FREIGHT BROKERAGE INC.                     LOAD CONFIRMATION & RATE AGREEMENT
410 Rose St, Elk Point SD 57025                      MC 1039952 | USDOT 3284107
Dispatch 24/7: 605-555-0198   loads@elkpointfreight.com

Load #: EPF-0095521            Date Issued: 2026-11-03 09:42 CST      Rep: Kara Lindgren
Customer Ref / PO: 7700-31845  Equipment: 48' Flatbed (tarps req'd)   Weight: 44,600 lbs

CARRIER
  Frontier Iron Haulers LLC     MC 1150387   Driver: Luis Pacheco   Cell 402-555-0167
  Truck 18 / Trailer FB-22

STOP 1 - PICKUP                               STOP 2 - DELIVERY
  Northfork Bin & Steel Mfg.                    Prairie Ag Structures
  1940 N Cliff Ave                              2150 N Industrial Pkwy
  Sioux Falls, SD 57104                         Hutchinson, KS 67501
  Wed 04-Nov-26  07:00-11:00 (FCFS)             Thu 05-Nov-26  08:00 APPT
  PU# NB-40917                                  Deliv# PA-11236
  Commodity: galvanized steel bin panels, 22 bundles, tarp required

RATE BREAKDOWN (USD)
  Line haul (flat) .........................   2,800.00
  Fuel surcharge ...........................     420.00
  Tarp .....................................     100.00
                                             ----------
  TOTAL CARRIER PAY ........................ $ 3,320.00

  Accessorials NOT included unless approved in writing: detention $50/hr after 2 free
  hours, layover $250/day, TONU $150. Lumper by receipt only.

TERMS
  1. Payment Net 30 from receipt of signed BOL and this confirmation; QuickPay 2 days @ 3%.
  2. Carrier shall not re-broker, co-broker or double-broker this load. Violation = no pay.
  3. Check calls required at pickup, 10:00 and 16:00 daily, and on delivery.
  4. Carrier warrants $100,000 cargo coverage; securement per FMCSA 393.100-393.136.

Accepted for carrier: ______________________  Date: ___________
Please sign and return within 1 hour or load may be reassigned.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 332000,
      broker: 'ELK POINT FREIGHT BROKERAGE INC.',
      tripNumber: 'EPF-0095521',
    },
  },
];
