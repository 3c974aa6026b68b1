import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 103: ten trucking pay documents written without looking at the extractor.
 *
 * Kinds: five owner-operator settlements (US per-mile carrier with side-by-side earnings/deductions
 * box, US lessor 70% plan as a running ledger, US dispatch-service payout with per-load fee table,
 * Quebec French 75% settlement with TPS/TVQ in the gross, Mexican permisionario liquidacion with IVA
 * and 4% IVA withholding), two pay stubs (US ADP-style mileage stub, Ontario hourly stub printed by a
 * payroll bureau), two remittances (US non-recourse factoring schedule with reserve and adjustments,
 * US broker QuickPay AP advice) and one flatbed rate confirmation.
 * Countries: 7 US, 2 CA (one French), 1 MX (Spanish).
 * Layout variety: ASCII boxes, running-balance ledger, numbered load blocks, Roman-numeral sections,
 * stacked current/YTD tables, parenthesised and signed negatives, comma-decimal and space-thousands
 * numbers, dates as MM/DD/YY, Mar 09 2026, ISO, DD-MM-YYYY, French and English month names,
 * DD/MM/YYYY, YYYY/MM/DD and DD-Mon-YYYY.
 */
export const HELD_OUT_DOCUMENTS_103: CorpusDocument[] = [
  {
    id: 'b103-sheboygan-sidebyside-box',
    issuer: 'Sheboygan Point Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile contractor settlement with a one-row-per-load trip table (loaded/empty miles, mileage pay, FSC, coded accessorials) followed by a side-by-side ASCII box of earnings vs deductions, a separate reimbursements block and a printed net equation; MM/DD/YY dates',
    text: `SHEBOYGAN POINT CARRIERS, INC.
2750 S. Business Dr  |  Sheboygan, WI 53081  |  (920) 555-0148
MC-1184502   USDOT 3390217   settlements@sheboyganpoint.example

                     INDEPENDENT CONTRACTOR SETTLEMENT
Contractor : 0418 / LAKEVIEW ROAD SERVICES LLC        Tractor : 418
Week Ending: 03/07/26                                 Check Date: 03/12/26
Settlement #: W10-0418                                Pay Method: ACH ****6021

TRIP DETAIL
DATE     LOAD #     LANE                         LD MI MT MI   MI PAY      FSC     ACCESSRL   LOAD TOT
-------- ---------- ---------------------------- ----- ----- --------- -------- ------------ ----------
03/02/26 SPC-77120  SHEBOYGAN WI > COLUMBUS OH     512    34    948.76   245.76                1,194.52
03/03/26 SPC-77138  COLUMBUS OH > NASHVILLE TN     380    22    700.60   182.40    75.00 DET     958.00
03/05/26 SPC-77151  NASHVILLE TN > JOLIET IL       472    61    907.26   226.56   50.00 STOP   1,183.82
03/06/26 SPC-77164  JOLIET IL > SHEBOYGAN WI       167    15    313.76    80.16                  393.92
                                                 ----- ----- --------- -------- ------------ ----------
TOTALS                                          1,531   132  2,870.38   734.88       125.00   3,730.26
Total miles this settlement: 1,663

+----------------------------------------------+----------------------------------------------+
| EARNINGS                                     | DEDUCTIONS                                   |
+----------------------------------------------+----------------------------------------------+
| Loaded Miles 1,531 @ 1.780          2,725.18 | Fuel - Fleet One (11 txns)          1,318.47 |
| Empty Miles  132 @ 1.100              145.20 | DEF - Fleet One                        42.10 |
| Fuel Surcharge 1,531 @ .480           734.88 | Cash Adv 03/04 Comchek                200.00 |
| Detention SPC-77138                    75.00 | Phys Damage Ins                        61.20 |
| Stop Pay SPC-77151                     50.00 | Occ/Acc Ins                            38.00 |
|                                              | Trailer Rental T-4471                 175.00 |
|                                              | Plate Program 5 of 12                  45.00 |
|                                              | Escrow Deposit                         75.00 |
+----------------------------------------------+----------------------------------------------+
| GROSS PAY                           3,730.26 | TOTAL DEDUCTIONS                    1,954.77 |
+----------------------------------------------+----------------------------------------------+

REIMBURSEMENTS (not included in gross)
  Tolls - IL Tollway (rcpts)                                        38.50
  Scale ticket CAT #2218                                            12.75
                                                               ----------
  Total Reimbursements                                              51.25

  GROSS 3,730.26  -  DEDUCTIONS 1,954.77  +  REIMB 51.25

  ***  NET PAY  ***                                  $   1,826.74

ESCROW: prior bal 1,425.00 + this wk 75.00 = 1,500.00 (target 2,500.00)
Questions on this settlement must be raised within 30 days. Thank you for driving with Sheboygan Point.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 373026,
      netCents: 182674,
      date: '2026-03-12',
      broker: 'SHEBOYGAN POINT CARRIERS, INC.',
      tripNumber: 'SPC-77120',
      miles: 1663,
      linehaulCents: 287038,
      fuelSurchargeCents: 73488,
      advancesCents: 20000,
      escrowCents: 7500,
      reimbursementsCents: 5125,
      deductions: [131847, 4210, 6120, 3800, 17500, 4500],
    },
  },
  {
    id: 'b103-quartzsite-running-ledger',
    issuer: 'Quartzsite Equipment Leasing, Inc.',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-plan statement printed as a running ledger (date, ref, description, credit, debit in parentheses, running balance) with each trip as a header line over its 70% share and FSC credits, ending balance = deposit, plus a dotted period summary; "Mar 09"-style dates',
    text: `QUARTZSITE EQUIPMENT LEASING, INC.
Lessor / Motor Carrier  -  MC 1102784  -  DOT 3217590
1840 W. Broadway Rd, Suite 6, Tempe, AZ 85282   Tel 480-555-0137

LEASE OPERATOR ACCOUNT STATEMENT                          Page 1 of 1
Percentage Plan P-70 (70% of linehaul revenue / 100% FSC)

Operator:  RAMÍREZ, JULIO C.     Acct: LO-2214     Unit: 2214 (2021 Freightliner Cascadia)
Statement Period: Mar 08, 2026 - Mar 14, 2026       Statement Date: Mar 16, 2026
Deposit Date:     Mar 18, 2026 (direct deposit to acct ending 4470)

DATE   REF       DESCRIPTION                            CREDIT      DEBIT     BALANCE
-------------------------------------------------------------------------------------
Mar 08           Balance forward                                                 0.00
Mar 09 QEL-5521  Phoenix AZ - Ontario CA 362 mi
                   LH rev 1,150.00 x 70%                805.00                 805.00
                   Fuel surcharge (100%)                218.00               1,023.00
Mar 10 QEL-5534  Ontario CA - Las Vegas NV 231 mi
                   LH rev 825.00 x 70%                  577.50               1,600.50
                   Fuel surcharge (100%)                139.00               1,739.50
Mar 11 QEL-5540  Las Vegas NV - Albuquerque NM 577 mi
                   LH rev 1,620.00 x 70%              1,134.00               2,873.50
                   Fuel surcharge (100%)                346.00               3,219.50
Mar 13 QEL-5558  Albuquerque NM - Phoenix AZ 421 mi
                   LH rev 1,185.00 x 70%                829.50               4,049.00
                   Fuel surcharge (100%)                253.00               4,302.00
Mar 11 QEL-5540  Lumper reimb - rcpt 0098813            185.00               4,487.00
Mar 16 LSE-2214  Tractor lease pmt unit 2214                     (725.00)    3,762.00
Mar 16 FUEL      Fuel purchases wk 11 (9)                      (1,583.62)    2,178.38
Mar 10 CK-66120  Comchek advance                                 (400.00)    1,778.38
Mar 16 RSV       Maintenance reserve                             (150.00)    1,628.38
Mar 16 INS-CL    Cargo/liab. ins. share                           (96.00)    1,532.38
Mar 16 INS-NT    Bobtail / NTL                                    (22.00)    1,510.38
Mar 16 PPASS     PrePass device                                   (14.50)    1,495.88
-------------------------------------------------------------------------------------
                 PERIOD TOTALS                        4,487.00 (2,991.12)    1,495.88

PERIOD SUMMARY
  Linehaul revenue billed ..............   4,780.00
  Operator share 70% ...................   3,346.00
  Fuel surcharge passed through ........     956.00
  GROSS EARNINGS .......................   4,302.00
  Reimbursements (lumper) ..............     185.00
  Charges (incl. advance & reserve) .... (2,991.12)
  AMOUNT DEPOSITED .....................   1,495.88

  Dispatched miles this period: 1,591
  Maintenance reserve balance after this statement: 2,265.00
  Lease payments remaining on unit 2214: 118 of 156

Charges are taken per the Lease Operator Agreement, Sched. B. Disputes: settlements@qel-az.example
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 430200,
      netCents: 149588,
      date: '2026-03-18',
      broker: 'QUARTZSITE EQUIPMENT LEASING, INC.',
      tripNumber: 'QEL-5521',
      miles: 1591,
      linehaulCents: 334600,
      fuelSurchargeCents: 95600,
      advancesCents: 40000,
      escrowCents: 15000,
      reimbursementsCents: 18500,
      deductions: [72500, 158362, 9600, 2200, 1450],
    },
  },
  {
    id: 'b103-rosebud-dispatch-payout-blocks',
    issuer: 'Rosebud Creek Dispatch, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Lower-case dispatch-service payout statement: numbered load blocks naming each broker with loaded/deadhead miles and linehaul/FSC/accessorial splits, a revenue-totals list, a per-load 7% dispatch-fee table with a total, signed other charges and a payout waterfall to "NET ACH TO CARRIER"; ISO dates',
    text: `ROSEBUD CREEK DISPATCH, LLC
truck dispatching & back-office for small fleets
PO Box 311, Forsyth, MT 59327  *  (406) 555-0173  *  payouts@rosebudcreekdispatch.example

CARRIER PAYOUT STATEMENT  no. RCD-2026-0415-07
carrier ........ MUSSELSHELL RIDGE TRUCKING LLC (MC 1290033 / DOT 3698841)
truck/driver ... #7  /  D. Kowalczyk
week ........... 2026-04-06 through 2026-04-12
ACH sent ....... 2026-04-15  (acct ...0982)

Rosebud Creek collects from the brokers below under your dispatch agreement and
remits the balance to you after the charges shown.

LOADS
[1] BT-448201  |  broker: Big Timber Freight Solutions
    picked up 2026-04-06  Billings MT -> Spokane WA
    miles: 541 loaded + 38 deadhead = 579
    linehaul 1,480.00   fuel sur. 230.00
    load revenue 1,710.00
[2] GL-90317  |  broker: Goshawk Logistics
    picked up 2026-04-08  Spokane WA -> Boise ID
    miles: 367 loaded + 12 deadhead = 379
    linehaul 1,020.00   fuel sur. 155.00   detention 2h 100.00
    lumper 210.00 paid by carrier (rcpt #LMP-55102), billed back to broker
    load revenue 1,275.00
[3] 3318856  |  broker: Madison River Brokerage
    picked up 2026-04-09  Boise ID -> Salt Lake City UT
    miles: 340 loaded + 25 deadhead = 365
    linehaul 1,150.00   fuel sur. 140.00
    load revenue 1,290.00
[4] TPF-20771  |  broker: Teton Pass Freight
    picked up 2026-04-10  Salt Lake City UT -> Billings MT
    miles: 548 loaded + 40 deadhead = 588
    linehaul 1,890.00   fuel sur. 260.00
    load revenue 2,150.00

REVENUE TOTALS
  linehaul ................   5,540.00
  fuel surcharge ..........     785.00
  accessorials ............     100.00
  gross load revenue ......   6,425.00
  total miles ............. 1,911

DISPATCH FEE
  load             revenue     rate       fee
  BT-448201       1,710.00    7.00%    119.70
  GL-90317        1,275.00    7.00%     89.25
  3318856         1,290.00    7.00%     90.30
  TPF-20771       2,150.00    7.00%    150.50
                                   ----------
  total           6,425.00             449.75

OTHER CHARGES / CREDITS
  EFS fuel card purchases (04/06-04/12) ......... -1,487.26
  EFS cash advance 04/08 (repay) ................ -500.00
  ELD subscription (Apr) ........................ -35.00
  cargo insurance installment 4/12 .............. -118.00
  lumper reimbursement GL-90317 ................. +210.00

PAYOUT
  gross load revenue          6,425.00
  less dispatch fee            -449.75
  less other charges         -2,140.26
  plus reimbursements          +210.00
  NET ACH TO CARRIER          4,044.99

Funds not yet received from a broker are advanced by Rosebud Creek and recovered on collection.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 642500,
      netCents: 404499,
      date: '2026-04-15',
      broker: 'ROSEBUD CREEK DISPATCH, LLC',
      tripNumber: 'BT-448201',
      miles: 1911,
      linehaulCents: 554000,
      fuelSurchargeCents: 78500,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: 21000,
      deductions: [44975, 148726, 3500, 11800],
    },
  },
  {
    id: 'b103-steemelie-releve-taxes',
    issuer: 'Sainte-Émélie Transport inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator settlement ("relevé de règlement") at 75% of trip revenue: trip table with revenue, 75% share, fuel surcharge and waiting time, a tax block adding TPS and TVQ to a "total des gains (taxes incluses)", a retenues list with advance and maintenance-fund holdback, and a sommaire; space thousands and comma decimals, DD-MM-YYYY and long French dates',
    text: `SAINTE-ÉMÉLIE TRANSPORT INC.
381, rang Saint-Joseph, Sainte-Émélie-de-l'Énergie (Québec)  J0K 2K0
Tél. : 450 555-0119     NEQ 1174590321     CVSE/NIR : R-620418-3
TPS 78231 4412 RT0001     TVQ 1224583391 TQ0001

            RELEVÉ DE RÈGLEMENT - VOITURIER PROPRIÉTAIRE (75 %)

Sous-traitant : 9384-2210 QUÉBEC INC. (Transport M. Gagnon)      No fournisseur : VP-031
TPS : 81120 5573 RT0001   TVQ : 1228847120 TQ0001
Période : du 08-03-2026 au 14-03-2026           No relevé : 2026-11-031
Date du relevé : 17 mars 2026                   Date de dépôt : 20 mars 2026

DÉTAIL DES VOYAGES
Date       Voyage     Trajet                               Revenu  Part 75%  Surch.c. Attente     Total
---------- ---------- -------------------------------- ---------- --------- -------- ------- ---------
09-03-2026 SE-26-1187 Joliette QC > Cornwall ON          1 480,00  1 110,00   296,00       -  1 406,00
10-03-2026 SE-26-1195 Cornwall ON > Trois-Rivières QC    1 210,00    907,50   242,00       -  1 149,50
12-03-2026 SE-26-1203 Trois-Rivières QC > Saguenay QC    1 365,00  1 023,75   273,00   90,00  1 386,75
13-03-2026 SE-26-1210 Saguenay QC > Joliette QC          1 120,00    840,00   224,00       -  1 064,00
---------- ---------- -------------------------------- ---------- --------- -------- ------- ---------
Totaux                                                   5 175,00  3 881,25 1 035,00   90,00  5 006,25

  Part du voiturier (75 % du revenu de transport)       3 881,25 $
  Surcharge carburant (100 %)                           1 035,00 $
  Temps d'attente                                          90,00 $
  Sous-total des gains                                  5 006,25 $
  TPS 5 %                                                 250,31 $
  TVQ 9,975 %                                             499,37 $
  TOTAL DES GAINS (taxes incluses)                      5 755,93 $

RETENUES
  Carburant - carte FleetCor (semaine 11)           2 184,37 $
  Avance de fonds du 11-03-2026                       300,00 $
  Assurance camion et responsabilité                  142,50 $
  Frais d'administration                               35,00 $
  Location remorque R-118 (taxes incluses)            287,44 $
  Cotisation CNESST                                    41,80 $
  Retenue - fonds d'entretien                         200,00 $
                                                ------------
  Total des retenues                                3 191,11 $

SOMMAIRE
  Total des gains .........................     5 755,93 $
  Moins : total des retenues ..............     3 191,11 $
  MONTANT NET DÉPOSÉ ......................     2 564,82 $

Solde du fonds d'entretien après ce relevé : 3 400,00 $
Toute erreur doit être signalée au service de la paie dans les 15 jours suivant la date du relevé.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 575593,
      netCents: 256482,
      date: '2026-03-20',
      broker: 'SAINTE-ÉMÉLIE TRANSPORT INC.',
      tripNumber: 'SE-26-1187',
      miles: null,
      linehaulCents: 388125,
      fuelSurchargeCents: 103500,
      advancesCents: 30000,
      escrowCents: 20000,
      reimbursementsCents: null,
      deductions: [218437, 14250, 3500, 28744, 4180],
    },
  },
  {
    id: 'b103-salvatierra-liquidacion-romanos',
    issuer: 'Salvatierra Transportes de Carga, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish Mexican owner-operator ("permisionario") settlement in Roman-numeral sections: trips with carta porte and kilometres and flat freight plus unloading charges, percepciones with 16% IVA added to the total, deductions including 4% IVA withholding, diesel vouchers, cash advance and guarantee fund, a toll reimbursement and the net; DD/MM/YYYY dates, $ US-style numbers in MXN',
    text: `SALVATIERRA TRANSPORTES DE CARGA, S.A. DE C.V.
RFC: STC-090814-KQ3       Permiso SICT: 1108STC14082009-0117
Carr. Salvatierra-Celaya Km 4.5, Col. La Luz, Salvatierra, Gto. C.P. 38930
Tel. 466 555 0142

                 LIQUIDACIÓN DE FLETES A PERMISIONARIO
Folio: LIQ-2026-0309            Fecha de emisión: 09/03/2026
Permisionario: HÉCTOR ALFONSO MENDOZA RÍOS     RFC: MERH-780512-5T1
Unidad: Kenworth T680 Placas 58-AK-7R    Remolque: caja seca 53' 412-XT-9
Periodo: 01/03/2026 al 07/03/2026
Fecha de pago: 11/03/2026  (transferencia SPEI, CLABE ***-***-4418)
Moneda: MXN

I. VIAJES LIQUIDADOS
  Viaje        Fecha        Ruta / Concepto                          Importe
  ------------ ------------ ---------------------------------- -------------
  VJ-26-0871   02/03/2026   Celaya, Gto. - Monterrey, N.L.
               Carta Porte CP-118804   582 km
               Flete                                             $18,500.00
  VJ-26-0879   04/03/2026   Monterrey, N.L. - San Luis Potosí, S.L.P.
               Carta Porte CP-118861   515 km
               Flete                                             $11,200.00
               Maniobras de descarga                              $1,500.00
  VJ-26-0884   06/03/2026   San Luis Potosí, S.L.P. - Querétaro, Qro. -
                            Celaya, Gto.
               Carta Porte CP-118902   262 km
               Flete                                              $8,900.00

II. RESUMEN DE PERCEPCIONES
  Fletes                                                         $38,600.00
  Maniobras                                                       $1,500.00
  Subtotal                                                       $40,100.00
  I.V.A. 16%                                                      $6,416.00
  TOTAL PERCEPCIONES                                             $46,516.00

III. DEDUCCIONES Y CARGOS
  Retención de I.V.A. 4%                                          $1,604.00
  Vales de diesel (8 vales, 1,512 lts)                           $14,380.50
  Anticipo en efectivo 01/03/2026                                 $3,000.00
  Seguro de carga (parte proporcional)                              $850.00
  Rastreo satelital GPS marzo                                       $450.00
  Fondo de garantía                                               $1,000.00
  TOTAL DEDUCCIONES                                              $21,284.50

IV. REEMBOLSOS
  Casetas pagadas por el permisionario (comprobantes)             $2,146.00

V. NETO A PAGAR
  Total percepciones - total deducciones + reembolsos
  NETO A PAGAR                                                   $27,377.50

Saldo del fondo de garantía al cierre: $12,000.00
Esta liquidación se ampara con el CFDI de ingreso que emita el permisionario. Favor de enviar
XML y PDF a cxp@salvatierratransportes.example dentro de los 5 días hábiles siguientes.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 4651600,
      netCents: 2737750,
      date: '2026-03-11',
      broker: 'SALVATIERRA TRANSPORTES DE CARGA, S.A. DE C.V.',
      tripNumber: 'VJ-26-0871',
      miles: null,
      linehaulCents: 3860000,
      fuelSurchargeCents: null,
      advancesCents: 300000,
      escrowCents: 100000,
      reimbursementsCents: 214600,
      deductions: [160400, 1438050, 85000, 45000],
    },
  },
  {
    id: 'b103-redcedar-adp-style-stub',
    issuer: 'Red Cedar Valley Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'ADP-style company-driver earnings statement: header with period beginning/ending and pay date, earnings table (rate, units, this period, YTD) for mileage, stop pay, detention and bonus, statutory and other deductions printed with minus signs beside YTD, a plus-signed expense reimbursement, net pay and deposit line, and a benefits block with miles; MM/DD/YYYY dates',
    text: `RED CEDAR VALLEY FREIGHT, INC.                          Earnings Statement
6120 Ely Rd SW
Cedar Rapids, IA 52404                                  Period Beginning:  03/29/2026
Co. Code RCV  File 004127  Dept 020 DRIVERS             Period Ending:     04/04/2026
                                                        Pay Date:          04/10/2026

 Taxable Marital Status: Single                          DANIEL R. OKONKWO-HART
 Exemptions/Allowances:                                  2218 16th Ave SE
   Federal: Std W-4 (2020+)                              Cedar Rapids, IA 52403
   IA:      1
Social Security Number: XXX-XX-6625

 Earnings            rate     hours/units  this period   year to date
 Mileage            .5850           2,412     1,411.02      19,862.37
 Stop Pay         20.0000            4.00        80.00         860.00
 Detention        18.0000            3.00        54.00         486.00
 Safety Bonus                                    50.00         300.00
 Gross Pay                                   $1,595.02      21,508.37

 Deductions    Statutory           this period     year to date
 Federal Income Tax                    -121.37         1,654.12
 Social Security Tax                    -95.87         1,308.70
 Medicare Tax                           -22.42           306.07
 IA State Income Tax                    -54.28           739.05

               Other
 401(k) *                               -63.80           879.77
 Medical *                              -42.50           595.00
 Dental *                                -6.25            87.50
 Road Advance Repay                    -100.00           300.00
 Expense Reimb (tolls/scales)           +27.40           312.85

 Net Pay                             $1,115.93
 Checking                            -1,115.93

   * Excluded from federal taxable wages
     Your federal taxable wages this period are $1,482.47

 Other Benefits and Information     this period       total to date
  Miles Driven                            2,412            33,954
  PTO Balance (hrs)                                         26.00

 Deposited to the account of          account number    transit ABA        amount
 DANIEL R. OKONKWO-HART               xxxxxx7781        xxxx xxxx      $1,115.93

                              NON-NEGOTIABLE  -  THIS IS NOT A CHECK
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 159502,
      netCents: 111593,
      date: '2026-04-10',
      broker: 'RED CEDAR VALLEY FREIGHT, INC.',
      tripNumber: null,
      miles: 2412,
      linehaulCents: 141102,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: 2740,
      deductions: [12137, 9587, 2242, 5428, 6380, 4250, 625],
    },
  },
  {
    id: 'b103-schreiber-ontario-hourly-stub',
    issuer: 'Rossport Payroll Bureau (for Schreiber Point Transport Ltd.)',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario bi-weekly hourly driver pay statement printed by a payroll bureau for the employer: earnings table (hours, rate, current, YTD) with overtime and 4% vacation pay, a deductions table with CPP, EI, federal and Ontario tax, union dues, benefits and RRSP, dotted net pay line, and an employer-contributions block that is not deducted; YYYY/MM/DD dates',
    text: `Rossport Payroll Bureau  |  payroll processing for
SCHREIBER POINT TRANSPORT LTD.
41 Winnipeg Street, Schreiber, ON  P0T 2S0       BN 80476 2219 RP0001
--------------------------------------------------------------------------------
STATEMENT OF EARNINGS AND DEDUCTIONS                           CAD

Employee:  LAFRAMBOISE, Janelle M.          Employee No.: 00388
Position:  Tractor-Trailer Driver (AZ)      Home Terminal: Thunder Bay
Pay Period: 2026/03/29 - 2026/04/11         Pay Frequency: Bi-weekly (08 of 26)
Pay Date:   2026/04/17                      Cheque/Advice No.: DD-118420

EARNINGS
  DESCRIPTION                  HOURS     RATE     CURRENT          YTD
  Regular Hours                80.00    28.40    2,272.00    18,176.00
  Overtime 1.5x                 7.50    42.60      319.50     2,624.10
  Vacation Pay 4%                                  103.66       832.00
                                               ----------  -----------
  TOTAL EARNINGS               87.50             2,695.16    21,632.10

DEDUCTIONS
  DESCRIPTION                                     CURRENT          YTD
  CPP Contributions                                152.35     1,223.03
  EI Premiums                                       43.93       352.60
  Federal Income Tax                               251.40     2,024.63
  Ontario Income Tax                               122.85       988.41
  Union Dues - Local 938                            38.00       304.00
  Group Benefits (Employee)                         27.80       222.40
  RRSP - Group Plan                                 75.00       600.00
                                               ----------  -----------
  TOTAL DEDUCTIONS                                 711.33     5,715.07

  NET PAY .........................................     1,983.83
  Deposited to: TD Canada Trust  00412-004-*****338

EMPLOYER CONTRIBUTIONS (not deducted from your pay)
  CPP - Employer                                        152.35
  EI - Employer (1.4x)                                   61.50
  Group Benefits - Employer share                        55.60

Vacation pay is paid out each period at 4%. Hours include 2.50 h on-duty not driving (wait at
Marathon mill). Questions: payroll@rossportpayroll.example or 807-555-0164.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 269516,
      netCents: 198383,
      date: '2026-04-17',
      broker: 'SCHREIBER POINT TRANSPORT LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [15235, 4393, 25140, 12285, 3800, 2780, 7500],
    },
  },
  {
    id: 'b103-purgatoire-schedule-recap',
    issuer: 'Purgatoire River Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Centered-header factoring purchase settlement: schedule table (invoice, load/PRO, debtor, invoice date, face, 3% fee, 10% reserve, advanced) with a totals row, signed adjustments (reserve release, chargeback, fuel advance, ACH fee) and a funding recap with parenthesised negatives; month-name dates',
    text: `                          PURGATOIRE RIVER CAPITAL, LLC
                   Freight Receivables Financing - Non-Recourse
           220 N. Commercial St, Trinidad, CO 81082  -  719.555.0126

PURCHASE SETTLEMENT / SCHEDULE OF ACCOUNTS

Client ........ HUERFANO HOTSHOT LLC  (Client # 2207, MC 1411876)
Schedule No ... 4471                      Submitted ... March 4, 2026
Funding Date .. March 5, 2026             Method ...... Same-day ACH  ****3305

INVOICE  LOAD/PRO    DEBTOR                           INV DT   FACE AMT   FEE 3%   RESERVE   ADVANCED
-----------------------------------------------------------------------------------------------------
HH-1093  51178823    Arkansas Valley Logistics, Inc.   02/26   2,450.00    73.50    245.00   2,131.50
HH-1094  RX-22091    Front Range Brokerage LLC         02/27   1,875.00    56.25    187.50   1,631.25
HH-1095  TQ-7780415  Tallgrass Freight Co.             03/02   3,120.00    93.60    312.00   2,714.40
HH-1096  51179012    Arkansas Valley Logistics, Inc.   03/03     980.00    29.40     98.00     852.60
-----------------------------------------------------------------------------------------------------
SCHEDULE TOTALS (4 invoices)                                   8,425.00   252.75    842.50   7,329.75

ADJUSTMENTS TO THIS FUNDING
  + Reserve release, Schedule 4452 (all invoices collected)               412.50
  - Chargeback: short pay inv HH-1071 (Tallgrass, detention denied)       125.00
  - Fuel advance of 03/02/2026 repaid                                     250.00
  - Same-day ACH fee                                                       10.00

FUNDING RECAP
  Total face value purchased                  8,425.00
  Less discount fee (3.00%)                   (252.75)
  Less reserve withheld (10%)                 (842.50)
  Net advance on schedule                     7,329.75
  Plus / (less) adjustments                      27.50
  AMOUNT FUNDED TO CLIENT                     7,357.25

Reserve account: held 842.50 on this schedule; reserve balance after funding 1,962.40.
Debtors have been notified to remit to: Purgatoire River Capital, LLC, PO Box 1180, Trinidad CO 81082.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 842500,
      netCents: 735725,
      date: '2026-03-05',
      broker: 'Arkansas Valley Logistics, Inc.',
      tripNumber: '51178823',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 25000,
      escrowCents: 84250,
      reimbursementsCents: null,
      deductions: [25275, 12500, 1000],
    },
  },
  {
    id: 'b103-okemah-quickpay-ap-advice',
    issuer: 'Okemah Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay remittance advice in accounts-payable style: payee block, invoice table (carrier invoice, load, ship date, amount, 2.5% discount, net paid) with totals, a Comcheck advance taken below the table, payment amount, and a trailing per-load pay detail with miles, linehaul, FSC and detention; MM/DD/YY dates',
    text: `OKEMAH LOGISTICS, INC.                                    REMITTANCE ADVICE
Property Broker MC 884120                                 QuickPay Program
1502 S. Boston Ave, Ste 900, Tulsa, OK 74119              Payment No: QP-0040219
Carrier Settlements 918-555-0151                          Payment Date: 04/02/26
                                                          Payment Type: ACH

PAYEE: DEEP FORK TRUCKING LLC                 Vendor ID: C-20784
       MC 1376650 / DOT 3871142
       RR 2 Box 46, Okfuskee County, OK 74859

The invoices below were approved for QuickPay (2-day) at a 2.5% discount per your
QuickPay election of 01/15/26.

CARRIER INV LOAD #      SHIP DATE   INV AMOUNT  QP DISC 2.5%    NET PAID
------------------------------------------------------------------------
DFT-0311    OKL-300518  03/23/26        943.00         23.58      919.42
DFT-0314    OKL-300544  03/25/26      1,121.00         28.03    1,092.97
DFT-0316    OKL-300561  03/27/26        906.00         22.65      883.35
------------------------------------------------------------------------
TOTALS                                2,970.00         74.26    2,895.74

LESS: Comcheck advance issued 03/25/26 on OKL-300544 (exp. code 7Q41)  -300.00

                                         PAYMENT AMOUNT:   $2,595.74

LOAD PAY DETAIL (per rate confirmations)
  OKL-300518  03/23/26  Tulsa OK - Dallas TX          257 mi   LH   825.00  FSC  118.00  DET   0.00
  OKL-300544  03/25/26  Dallas TX - Little Rock AR    319 mi   LH   900.00  FSC  146.00  DET  75.00
  OKL-300561  03/27/26  Little Rock AR - Tulsa OK     275 mi   LH   780.00  FSC  126.00  DET   0.00
  Totals: 851 miles   linehaul 2,505.00   fuel surcharge 390.00   detention 75.00

Invoice amounts match the signed rate confirmation and PODs on file. Questions about this payment:
carrierpay@okemahlogistics.example. Please reference the Payment No. on all correspondence.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 297000,
      netCents: 259574,
      date: '2026-04-02',
      broker: 'OKEMAH LOGISTICS, INC.',
      tripNumber: 'OKL-300518',
      miles: 851,
      linehaulCents: 250500,
      fuelSurchargeCents: 39000,
      advancesCents: 30000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [7426],
    },
  },
  {
    id: 'b103-shawnee-flatbed-rate-con',
    issuer: 'Shawnee Hills Freight Brokerage, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Boxed flatbed rate confirmation with double-rule borders: load number and booking block, carrier block, three numbered stops (two pickups, one delivery) with commodity and weights, equipment line, dotted rate breakdown (linehaul, FSC, extra pickup, tarp) to a total carrier pay, and conditional detention/layover/TONU terms excluded from the total; DD-Mon-YYYY dates',
    text: `=====================================================================================
 SHAWNEE HILLS FREIGHT BROKERAGE, LLC          LOAD CONFIRMATION & RATE AGREEMENT
 901 W. Main St, Carbondale, IL 62901          MC 1047739  |  USDOT 2988105
 Ph 618-555-0182  Fax 618-555-0183             dispatch@shawneehillsfreight.example
=====================================================================================
 Load #: SHB-604417            Date Booked: 21-Apr-2026 10:42 CT     Rep: Tasha Irby
 Customer Ref / PO: 4500893317                                      Ext. 214
-------------------------------------------------------------------------------------
 CARRIER: GRAND TOWER FLATBED INC.      MC 1258804   DOT 3512077
 Contact: Mike Dunaway  (573) 555-0191  Truck 12 / Trlr 48' step deck  Driver: Luis P.
-------------------------------------------------------------------------------------
 STOP 1 - PICKUP           Wed 22-Apr-2026  07:00-11:00 (FCFS)
   Anna Steel Fabricators, 1300 Industrial Park Dr, Anna, IL 62906
   PU# ASF-22041   Commodity: structural steel beams   40,500 lbs   Tarps: 4' required
 STOP 2 - PICKUP           Wed 22-Apr-2026  13:00 appt
   Southern Illinois Rebar, 60 Rte 51 N, Du Quoin, IL 62832     PU# SIR-7781   6,200 lbs
 STOP 3 - DELIVERY         Fri 24-Apr-2026  08:00 appt
   Cumberland Bridge Works, 4110 Ashland City Hwy, Nashville, TN 37218   Del# CBW-9902
-------------------------------------------------------------------------------------
 EQUIPMENT: 48' step deck, 8 straps/chains, 4' tarps      MILES (approx): 305
-------------------------------------------------------------------------------------
 RATE BREAKDOWN (USD)
   Line haul (flat) ............................................   2,150.00
   Fuel surcharge ..............................................     385.00
   Extra pickup (stop 2) .......................................     100.00
   Tarp pay ....................................................      75.00
                                                                 ----------
   TOTAL CARRIER PAY ........................................... $ 2,710.00

 Detention $50.00/hr after 2 free hours at each stop, only if reported while on site and
 approved in writing. Layover $250.00/day if approved. TONU $150.00. These are NOT included
 in the total above and must be invoiced separately with supporting documents.
-------------------------------------------------------------------------------------
 TERMS: Payment 30 days from receipt of signed POD + this confirmation. QuickPay 2 days at
 3% available. Carrier may not re-broker, co-broker or double-broker this load. Tracking via
 MacroPoint required from dispatch to delivery; missing check calls may incur a $100 fine.
 Send invoices to ap@shawneehillsfreight.example referencing Load # SHB-604417.

 Carrier signature: ____________________   Date: __________
 Shawnee Hills Freight Brokerage, LLC by T. Irby (electronically accepted 21-Apr-2026)
=====================================================================================
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 271000,
      broker: 'SHAWNEE HILLS FREIGHT BROKERAGE, LLC',
      tripNumber: 'SHB-604417',
    },
  },
];
