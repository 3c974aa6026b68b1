import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 94 (written without looking at the extractor).
 *
 * Ten documents from issuers G-M:
 *  - five owner-operator settlements: a per-mile carrier statement with a boxed summary on top and a
 *    trip grid (US, ISO dates), a lessor percentage-pay DEBIT/CREDIT ledger with DR/CR suffixes (US,
 *    month names), a dispatch service payout with a per-load fee column and NET ACH TO CARRIER (US,
 *    MM/DD/YY), a French-Canadian relevé with TPS/TVQ added to a taxes-included total (CA, comma
 *    decimals), and a flatbed two-column ASCII box with negative deductions (US);
 *  - two pay stubs: a payroll-service earnings statement with YTD columns and split deposit (US) and a
 *    Spanish CFDI recibo de nomina with side-by-side percepciones/deducciones and amount in words (MX);
 *  - two remittances: a factoring purchase advice with per-invoice fee/reserve columns, a reserve
 *    release and a fuel advance (US), and a broker QuickPay EFT advice with GST-inclusive invoices (CA);
 *  - one broker rate confirmation with three stops and terms outside the total (US).
 */
export const HELD_OUT_DOCUMENTS_94: CorpusDocument[] = [
  {
    id: 'b94-galena-ridge-summary-box-trip-grid',
    issuer: 'Galena Ridge Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile carrier settlement with a boxed summary at the top right beside the payee block, then a one-row-per-trip grid (loaded/empty miles, linehaul, FSC, accessorial, trip total) and separate reimbursement, coded deduction, advance and escrow sections; ISO dates',
    text: `GALENA RIDGE FREIGHT LINES, INC.                                            SETTLEMENT STATEMENT
1180 Hwy 20 West, Galena IL 61036                                                    Page 1 of 1
Ph 815-555-0147  Fax 815-555-0148                                      USDOT 3318452  MC 1120764
================================================================================================
Pay To:  Unit 412 - BRANDT & SONS TRUCKING LLC         +--------------------------------------+
         2207 Cottonwood Ln                            | SUMMARY                              |
         Elizabeth IL 61028                            | Gross Earnings              3,281.74 |
Owner ID: OO-0412   Tractor: 412   VIN ..4K7731        | + Reimbursements              118.25 |
Week: 2026-03-01 to 2026-03-07                         | - Deductions                1,425.57 |
Settlement #: GR-2610-0412                             | - Advances                    450.00 |
Check/ACH Date: 2026-03-11                             | - Escrow Deposit              125.00 |
                                                       | NET PAY (ACH)               1,399.42 |
                                                       +--------------------------------------+

TRIP DETAIL   (rate $1.780/paid mile, FSC $0.490/paid mile)
Trip       Ship Dt    Lane                         Ld Mi MT Mi  Linehaul      FSC  Accsry  Trip Tot
---------------------------------------------------------------------------------------------------
GRF-260311 2026-03-02 Dubuque IA > Joliet IL         188    42    409.40   112.70   50.00    572.10
                        accessorial: Stop pay (1)
GRF-260327 2026-03-03 Joliet IL > Columbus OH        356     0    633.68   174.44      --    808.12
GRF-260340 2026-03-04 Columbus OH > Louisville KY    211    27    423.64   116.62   90.00    630.26
                        accessorial: Detention 2.0h
GRF-260362 2026-03-05 Louisville KY > Peoria IL      318    35    628.34   172.97      --    801.31
GRF-260375 2026-03-06 Peoria IL > Dubuque IA         174    11    329.30    90.65   50.00    469.95
                        accessorial: Stop pay (1)
---------------------------------------------------------------------------------------------------
TOTALS                                              1247   115  2,424.36   667.38  190.00  3,281.74
Paid miles this week: 1,362

REIMBURSEMENTS (receipts on file)
  Toll - I-90 Chicago Skyway / IL Tollway (rcpt 03-03)               38.75
  Scale ticket - CAT #4471 Joliet                                    14.50
  Trailer wash - Peoria (reefer washout)                             65.00
  Total reimbursements                                              118.25

DEDUCTIONS
  FL01  Fuel - fleet card (9 purchases, see fuel detail)          1,186.42
  IN02  Occupational accident ins.                                   38.90
  IN05  Bobtail / NTL                                                16.25
  TR10  Trailer usage 5 days @ 25.00                                125.00
  PP03  IFTA / IRP plate recovery                                    41.00
  EL01  ELD subscription                                             18.00
  Total deductions                                                1,425.57

ADVANCES RECOVERED
  2026-03-03  Comchek express code 88412                            300.00
  2026-03-05  Comchek express code 88517                            150.00
  Total advances                                                    450.00

ESCROW
  Beginning balance     2,375.00   Deposit this week     125.00   Ending balance     2,500.00

================================================================================================
Questions on this settlement must be raised within 30 days. Settlements are paid by ACH every
Wednesday for the week ending the prior Saturday. Fuel detail is available in the driver portal.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 328174,
      netCents: 139942,
      date: '2026-03-11',
      broker: 'GALENA RIDGE FREIGHT LINES, INC.',
      tripNumber: 'GRF-260311',
      miles: 1362,
      linehaulCents: 242436,
      fuelSurchargeCents: 66738,
      advancesCents: 45000,
      escrowCents: 12500,
      reimbursementsCents: 11825,
      deductions: [118642, 3890, 1625, 12500, 4100, 1800],
    },
  },
  {
    id: 'b94-hungryhorse-lessor-crdr-ledger',
    issuer: 'Hungry Horse Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor settlement for a lease operator paid 72% of line revenue plus FSC pass-through, printed as one DESCRIPTION/DEBIT/CREDIT ledger with DR and CR suffixes, load header lines followed by indented share and FSC lines, reimbursements and charges blocks and a totals row; month-name dates',
    text: `                    HUNGRY HORSE LEASING, LLC
          PO Box 310 * Columbia Falls, Montana 59912 * (406) 555-0163
                 LEASE OPERATOR SETTLEMENT - WEEK 09

Lease operator: Dale R. Kittleson               Operator #: 2719
Leased on to:   Hungry Horse Leasing, LLC  MC-987741 / DOT 2690458
Period:         February 22, 2026 - February 28, 2026
Settled:        March 5, 2026         Direct deposit: March 6, 2026

DESCRIPTION                                                    DEBIT          CREDIT
------------------------------------------------------------------------------------
REVENUE
Feb 23  Order HH-88123  Missoula MT - Spokane WA  199 mi
      Line revenue 980.00 x 72%                                            705.60 CR
      Fuel surcharge (100% pass-thru)                                      184.00 CR
Feb 24  Order HH-88140  Spokane WA - Boise ID  384 mi
      Line revenue 1,650.00 x 72%                                        1,188.00 CR
      Fuel surcharge (100% pass-thru)                                      355.00 CR
Feb 26  Order HH-88152  Boise ID - Great Falls MT  529 mi
      Line revenue 2,310.00 x 72%                                        1,663.20 CR
      Fuel surcharge (100% pass-thru)                                      489.00 CR
Feb 27  Order HH-88166  Great Falls MT - Missoula MT  167 mi
      Line revenue 715.00 x 72%                                            514.80 CR
      Fuel surcharge (100% pass-thru)                                      154.50 CR
   Total Revenue Credits                                                 5,254.10 CR

REIMBURSEMENTS
   Lumper - Order HH-88140 Boise (rcpt #L-2291)                            175.00 CR

CHARGES
   Tractor lease pmt - Unit 2719 (wk 9)                    625.00 DR
   Fuel - TCS card, 7 txns                               1,312.84 DR
   Physical damage ins.                                     73.40 DR
   Occ/Acc ins.                                             31.25 DR
   Pre-pass / tolls transponder                             12.90 DR
   Cell / ELD                                               22.00 DR
   Maintenance reserve deposit                              75.00 DR
   Fuel advance recovery (EFS 02/24)                       400.00 DR
------------------------------------------------------------------------------------
TOTALS                                                   2,552.39 DR     5,429.10 CR

NET DEPOSIT (credits less debits) ...............................     2,876.71

Loaded miles this period: 1,279     Maintenance reserve balance: 4,263.60
Lease balance remaining (46 of 156 pmts made): 68,750.00

This settlement is issued under your Independent Contractor Operating Agreement, Sec. 7.
Disputes must be submitted in writing within 15 days of the settlement date.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 525410,
      netCents: 287671,
      date: '2026-03-06',
      broker: 'HUNGRY HORSE LEASING, LLC',
      tripNumber: 'HH-88123',
      miles: 1279,
      linehaulCents: 407160,
      fuelSurchargeCents: 118250,
      advancesCents: 40000,
      escrowCents: 7500,
      reimbursementsCents: 17500,
      deductions: [62500, 131284, 7340, 3125, 1290, 2200],
    },
  },
  {
    id: 'b94-ironton-dispatch-payout-fee-column',
    issuer: 'Ironton Ferry Dispatch LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service payout statement: wide one-row-per-load table with broker, lane, miles, line haul, FSC, accessorial, collected and a 6% fee column closed by a totals row, then a signed settlement ladder (+ lumper reimbursement, - fees, - broker quick-pay fee, - fuel advance) ending in NET ACH TO CARRIER; MM/DD/YY dates',
    text: `Ironton Ferry Dispatch LLC
412 S 3rd St, Ironton OH 45638  |  740-555-0119  |  payouts@irontonferrydispatch.example

CARRIER PAYOUT STATEMENT                                   Statement No. IFD-0310-2217
Carrier: RED CLAY HAULING LLC  (MC 1388201 / USDOT 3907715)    Truck 07 / Trlr 53R-07
Loads delivered 03/02/26 - 03/07/26                          Payout date: 03/10/26

All freight below was invoiced by Ironton Ferry Dispatch on the carrier's behalf and the broker
payments were received into our trust account. Dispatch fee: 6% of line haul + FSC + accessorials.

Load/Ref   Broker                     PU       Lane                        Mi Line Haul     FSC    Acc    Billed  Fee 6%
------------------------------------------------------------------------------------------------------------------------
7710483    Tri-County Freight Brokers 03/02/26 Ashland KY-Charlotte NC    312  2,150.00                 2,150.00  129.00
PLS-558210 Blue Ash Freight Services  03/03/26 Charlotte NC-Nashville TN  409  1,400.00  210.00  75.00  1,685.00  101.10
Q44718     Northgate Logistics Inc    03/05/26 Nashville TN-Dayton OH     341  1,875.00                 1,875.00  112.50
7710611    Tri-County Freight Brokers 03/06/26 Dayton OH-Huntington WV    198    925.00          50.00    975.00   58.50
------------------------------------------------------------------------------------------------------------------------
Totals                                                                   1260  6,350.00  210.00 125.00  6,685.00  401.10
   Acc: PLS-558210 detention 1.5 hr @ 50.00 ; 7710611 extra stop 50.00

SETTLEMENT
  Gross freight billed                                                  6,685.00
  + Lumper reimbursement, load Q44718 (receipt #NG-0931)                  150.00
  - Dispatch fees (column total above)                                   -401.10
  - Broker quick-pay fee withheld, Tri-County 2% (load 7710483)           -43.00
  - Compliance / insurance certificate service - March                    -35.00
  - EFS fuel advance taken on PLS-558210 (03/03/26)                      -300.00
                                                                    ------------
  NET ACH TO CARRIER  (acct ending 6604)                                6,055.90

Rate confirmations, PODs and broker remittances are attached in your carrier portal.
Ironton Ferry Dispatch LLC is a dispatch service, not a broker or carrier of record.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 668500,
      netCents: 605590,
      date: '2026-03-10',
      broker: 'Ironton Ferry Dispatch LLC',
      tripNumber: '7710483',
      miles: 1260,
      linehaulCents: 635000,
      fuelSurchargeCents: 21000,
      advancesCents: 30000,
      escrowCents: null,
      reimbursementsCents: 15000,
      deductions: [40110, 4300, 3500],
    },
  },
  {
    id: 'b94-jonquiere-releve-taxes-fr',
    issuer: 'Jonquière Vrac et Citernes inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French-Canadian owner-operator settlement (relevé de règlement) with a banded REVENUS section listing trips at 76% of the client rate plus 100% fuel surcharge and indented extra-revenue lines, then sous-total, TPS and TVQ added to a taxes-included total, a RETENUES band and net direct deposit; comma decimals with space thousands, DD/MM and French month-name dates',
    text: `JONQUIÈRE VRAC ET CITERNES INC.
2450, boul. du Royaume, Jonquière (Québec)  G7S 5B1   Tél. : 418 555-0182
NEQ 1168834520   TPS 812345678 RT0001   TVQ 1218843310 TQ0001   CVOR/NSC QC-7731-4420

                     RELEVÉ DE RÈGLEMENT - VOITURIER PROPRIÉTAIRE

Voiturier : Transport Gagnon-Tremblay enr. (unité 31)     No de relevé : R-2026-10-031
            TPS 734412998 RT0001 / TVQ 1227719005 TQ0001
Période   : du 1er au 7 mars 2026                         Date de paiement : 12 mars 2026

======================================================================================
 REVENUS - VOYAGES (part du voiturier : 76 % du taux client; surcharge carburant à 100 %)
======================================================================================
 No voyage  Date   Trajet                           Taux client  Part 76 % Surch. carb.
 ------------------------------------------------------------------------------------
 JVC-40217  02/03  Jonquière -> Trois-Rivières         1 840,00   1 398,40       312,80
 JVC-40229  03/03  Trois-Rivières -> Montréal-Est      1 260,00     957,60       214,20
                   + Attente 2 h (client)                                    150,00
 JVC-40245  05/03  Montréal-Est -> Jonquière           2 410,00   1 831,60       409,70
 JVC-40251  06/03  Jonquière -> Alma (navette)           480,00     364,80        81,60
                   + Pompage au déchargement 1 h                              95,00
 ------------------------------------------------------------------------------------
 Total part du voiturier                                           4 552,40
 Total surcharge carburant                                         1 018,30
 Autres revenus (attente, pompage)                                   245,00
 Sous-total avant taxes                                            5 815,70
 TPS 5 %                                                             290,79
 TVQ 9,975 %                                                         580,12
 TOTAL DES REVENUS (taxes incluses)                                6 686,61

======================================================================================
 RETENUES
======================================================================================
 Carburant - carte Pétro-Pass (11 transactions, taxes incl.)       1 875,43
 Assurance responsabilité civile / marchandises                       96,50
 Location remorque-citerne TC-12, 7 jours x 55,00                    385,00
 Frais d'administration (TPS et TVQ incluses)                         45,99
 Radio / suivi satellite                                              28,75
 Avance de voyage du 05/03 (virement Interac)                        250,00
 Fonds de réserve - contribution hebdomadaire                        100,00
 TOTAL DES RETENUES                                                2 781,67

 MONTANT NET DÉPOSÉ (dépôt direct, compte 815-30042-****71)        3 904,94

 Solde du fonds de réserve après contribution : 1 900,00 $
 Tous les montants sont en dollars canadiens.
 Toute contestation doit nous parvenir par écrit dans les 30 jours suivant la date de paiement.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 668661,
      netCents: 390494,
      date: '2026-03-12',
      broker: 'JONQUIÈRE VRAC ET CITERNES INC.',
      tripNumber: 'JVC-40217',
      miles: null,
      linehaulCents: 455240,
      fuelSurchargeCents: 101830,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [187543, 9650, 38500, 4599, 2875],
    },
  },
  {
    id: 'b94-madrona-flatbed-two-column-box',
    issuer: 'Madrona Flatbed Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      "Flatbed contractor pay statement drawn as a two-column ASCII box with EARNINGS (per-load 68% share, FSC and tarp pay lines) on the left and DEDUCTIONS (negative amounts, advance, escrow) plus a reimbursements block on the right, closed by a one-line miles/linehaul/FSC/tarp recap and a NET PAY equation; MM/DD/YYYY and 'Mar 12 2026' dates",
    text: `MADRONA FLATBED CARRIERS, INC.          Contractor Pay Statement
7705 River Rd E, Fife WA 98424          Stmt: 2026-W10-0089
MC 1043392  USDOT 3025518               Week ending 03/07/2026
Dispatch 253-555-0138                   Check date: Mar 12 2026

Contractor: 0089  NORTHWIND STEEL HAULING (J. Ostrowski)     Tractor 89 / FB-53-118
+------------------------------------------+-----------------------------------------+
| EARNINGS                                 | DEDUCTIONS                              |
+------------------------------------------+-----------------------------------------+
| MFC-7731 03/02 Tacoma WA-Portland OR     | Fuel - Pilot/FJ fleet         -1,204.77 |
|   146 mi  68% of 1,150.00         782.00 | Liability & cargo ins           -118.00 |
|   Fuel surcharge                  142.00 | Trailer rent FB-53-118          -150.00 |
|   Tarp pay                         75.00 | Strap/chain replacement          -64.99 |
| MFC-7748 03/03 Portland OR-Redding CA    | Drug & alcohol program           -12.50 |
|   432 mi  68% of 1,980.00       1,346.40 | Trip advance T-Chek 03/03       -200.00 |
|   Fuel surcharge                  298.00 | Escrow deposit (wk 10)          -150.00 |
|   Tarp pay                         75.00 |                                         |
| MFC-7760 03/05 Redding CA-Eugene OR      | TOTAL DEDUCTIONS              -1,900.26 |
|   283 mi  68% of 1,420.00         965.60 |                                         |
|   Fuel surcharge                  180.00 | REIMBURSEMENTS                          |
|                                          | OR oversize permit OS-22871       42.00 |
| TOTAL EARNINGS                  3,864.00 | CA permit / pilot car share       95.00 |
|                                          | TOTAL REIMBURSEMENTS             137.00 |
+------------------------------------------+-----------------------------------------+
| Miles 861   Linehaul 3,094.00   FSC 620.00   Tarp 150.00                           |
| NET PAY  3,864.00 - 1,900.26 + 137.00 = 2,100.74                                   |
+------------------------------------------------------------------------------------+
Escrow balance 03/07/2026: 1,650.00 (target 2,500.00)
Paid by direct deposit to acct ****3390. Keep this statement for your tax records.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 386400,
      netCents: 210074,
      date: '2026-03-12',
      broker: 'MADRONA FLATBED CARRIERS, INC.',
      tripNumber: 'MFC-7731',
      miles: 861,
      linehaulCents: 309400,
      fuelSurchargeCents: 62000,
      advancesCents: 20000,
      escrowCents: 15000,
      reimbursementsCents: 13700,
      deductions: [120477, 11800, 15000, 6499, 1250],
    },
  },
  {
    id: 'b94-hadleyfalls-pequest-nj-stub',
    issuer: 'Hadley Falls Payroll Co. (for Pequest River Tank Lines, Inc.)',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Payroll-service earnings statement for a company tank driver: employee/period/check-date header row, EARNINGS grid with rate, units, this period and YTD, statutory and voluntary deduction blocks with negative current amounts beside positive YTD, advance repayment, net pay and a two-account direct-deposit split',
    text: `PEQUEST RIVER TANK LINES, INC.                                   EARNINGS STATEMENT
88 Route 46, Hackettstown NJ 07840                  Prepared by Hadley Falls Payroll Co.
FEIN 22-3381907   USDOT 1876204

Employee        Emp ID   Dept        Period Beginning  Period Ending  Check Date
KOWALCZYK, ANNA 004418   DRV-TANK    03/01/2026        03/07/2026     03/13/2026
Filing status: Single   Fed allowances: Std   NJ allowances: 1   Pay freq: Weekly

EARNINGS                     Rate  Hrs/Units   This Period   Year to Date
Mileage                     .6200      2,146      1,330.52      12,418.77
Hourly load/unload/wait   24.0000       9.50        228.00       1,980.00
Safety Bonus                                         50.00         250.00
GROSS PAY                                         1,608.52      14,648.77

STATUTORY DEDUCTIONS                           This Period   Year to Date
Federal Income Tax                                 -128.40       1,088.06
Social Security Tax                                 -96.87         852.11
Medicare Tax                                        -22.65         199.29
NJ State Income Tax                                 -39.12         331.40
NJ SDI                                               -2.97          26.11
NJ FLI                                               -3.59          31.61
NJ UI/WF/HC                                          -6.64          58.40

VOLUNTARY / OTHER DEDUCTIONS
401(k) 5% *                                         -80.43         732.44
Medical Sec125 *                                    -46.15         461.50
Advance Repay (adv. issued 02/27)                  -100.00         100.00

NET PAY                                           1,081.70

  * excluded from federal taxable wages.  Federal taxable wages this period: 1,481.94

NET PAY DISTRIBUTION
  Direct Deposit  Checking  xxxxxx7731     1,000.00
  Direct Deposit  Savings   xxxxxx0954        81.70
  Total                                    1,081.70

Paid miles per dispatch log (PC*MILER practical). Hourly pay per driver time sheet.
THIS IS NOT A CHECK - NON-NEGOTIABLE
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 160852,
      netCents: 108170,
      date: '2026-03-13',
      broker: 'PEQUEST RIVER TANK LINES, INC.',
      tripNumber: null,
      miles: 2146,
      linehaulCents: 133052,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [12840, 9687, 2265, 3912, 297, 359, 664, 8043, 4615],
    },
  },
  {
    id: 'b94-matehuala-recibo-nomina-cfdi',
    issuer: 'Matehuala Autotransportes del Altiplano, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish CFDI payroll receipt for an employee truck driver: fiscal header (RFC, registro patronal, UUID), employee block, side-by-side PERCEPCIONES | DEDUCCIONES columns with SAT-style codes and $ amounts, totals row, NETO A PAGAR with the amount in words and a signature line; DD/MM/YYYY dates',
    text: `MATEHUALA AUTOTRANSPORTES DEL ALTIPLANO, S.A. DE C.V.
RFC: MAA0911237K4    Registro Patronal IMSS: E42-18833-10-4    Régimen fiscal: 601 General de Ley P.M.
Carretera 57 km 612, Col. Industrial, C.P. 78760, Matehuala, S.L.P.   Tel. 488 555 0127

RECIBO DE NÓMINA  -  CFDI de nómina versión 1.2        Folio: N-2026-0011-0452
Folio fiscal (UUID): 6F1C2A90-3B7E-4D18-9A55-0E2B71C4D8F3

Empleado: 0452  HERNÁNDEZ SALAZAR, JOSÉ MANUEL            Puesto: OPERADOR QUINTA RUEDA (FULL)
RFC: HESM840517QJ2   CURP: HESM840517HSPRLN06   NSS: 42018412771   SDI: $ 461.19
Tipo de nómina: Ordinaria   Periodicidad: Semanal   Días pagados: 7
Periodo: del 07/03/2026 al 13/03/2026                   Fecha de pago: 13/03/2026

PERCEPCIONES                                         | DEDUCCIONES
Clave Concepto                                Importe| Clave Concepto                        Importe
-----------------------------------------------------+---------------------------------------------
001  Sueldo (7 días x $ 420.00)            $ 2,940.00| 002  ISR retenido                    $ 312.48
019  Horas extra dobles (6 h x $ 105.00)     $ 630.00| 001  Cuota obrera IMSS                $ 98.37
049  Premio de asistencia 10%                $ 294.00| 010  Crédito INFONAVIT               $ 387.20
010  Premio de puntualidad 10%               $ 294.00| 011  Crédito FONACOT                 $ 250.00
                                                     | 004  Anticipo de nómina (08/03)      $ 500.00
-----------------------------------------------------+---------------------------------------------
Total percepciones                         $ 4,158.00| Total deducciones                  $ 1,548.05

                                                       NETO A PAGAR                       $ 2,609.95
                                                       (DOS MIL SEISCIENTOS NUEVE PESOS 95/100 M.N.)

Forma de pago: transferencia electrónica, cuenta BBVA ****4417
Recibí de conformidad la cantidad neta arriba indicada, sin que se me adeude cantidad alguna
por concepto de salarios, tiempo extra o prestaciones a la fecha de este recibo.

                                   ________________________________
                                   Firma del trabajador
Este documento es una representación impresa de un CFDI.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 415800,
      netCents: 260995,
      date: '2026-03-13',
      broker: 'MATEHUALA AUTOTRANSPORTES DEL ALTIPLANO, S.A. DE C.V.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [31248, 9837, 38720, 25000],
    },
  },
  {
    id: 'b94-kanabcreek-schedule-fee-reserve-cols',
    issuer: 'Kanab Creek Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and remittance advice: client/schedule header, invoice grid with debtor, load/PRO, invoice date, face, per-invoice fee, reserve and advanced columns and a schedule totals row, then an adjustments ladder with a reserve release credit, a fuel advance and ACH fee in parentheses, and the total remitted; DD-Mon-YY dates',
    text: `KANAB CREEK CAPITAL, LLC
Freight Receivables Purchasing  |  255 E 300 S, Kanab UT 84741  |  435-555-0171

PURCHASE & REMITTANCE ADVICE
----------------------------------------------------------------------------------------------------
Client:       SAND HOLLOW TRANSPORT LLC (Client No. 1187)     MC 1204419
Schedule No.: 4471                                            Funding Date: 12-Mar-2026
Advance rate: 92.25% (fee 2.75% flat, reserve 5.00%)          Method: ACH to ****2286
----------------------------------------------------------------------------------------------------
Invoice   Debtor                        Load/PRO    Inv Date     Face Amt     Fee  Reserve  Advanced
----------------------------------------------------------------------------------------------------
SHT-1102  Desert Sky Freight Brokerage  DSF-558710  06-Mar-26    2,450.00   67.38   122.50  2,260.12
SHT-1103  Red Mesa Logistics Inc        40027731    06-Mar-26    1,875.00   51.56    93.75  1,729.69
SHT-1105  Desert Sky Freight Brokerage  DSF-558944  09-Mar-26    3,120.00   85.80   156.00  2,878.20
SHT-1106  Cedar Breaks Produce Co       BOL 77120   10-Mar-26      980.00   26.95    49.00    904.05
----------------------------------------------------------------------------------------------------
SCHEDULE TOTALS (4 invoices)                                     8,425.00  231.69   421.25  7,772.06

ADJUSTMENTS TO THIS FUNDING
  Amount advanced on Schedule 4471                                                 7,772.06
  Reserve release - Schedule 4419 collected in full (CR)                             412.50
  Fuel advance 04-Mar-26 (ref FA-0988, against SHT-1105)                            (500.00)
  Same-day ACH fee                                                                   (15.00)
                                                                                ----------
  TOTAL REMITTED TO CLIENT                                                         7,669.56

Reserve account: prior 3,186.40 - released 412.50 + held this schedule 421.25 = 3,195.15

Debtors have been notified to remit payment to Kanab Creek Capital, LLC, PO Box 94410, Salt Lake
City UT 84194. Any payment received directly by the client must be forwarded within 2 business days.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 842500,
      netCents: 766956,
      date: '2026-03-12',
      broker: 'Desert Sky Freight Brokerage',
      tripNumber: 'DSF-558710',
      advancesCents: 50000,
      escrowCents: 42125,
      reimbursementsCents: null,
      deductions: [23169, 1500],
    },
  },
  {
    id: 'b94-kindersley-quickpay-gst-blocks',
    issuer: 'Kindersley Freight Brokerage Ltd.',
    issuerKind: 'broker',
    country: 'CA',
    split: 'held_out',
    layout:
      'Canadian broker QuickPay remittance advice: letter-style address block with remittance number and YYYY/MM/DD payment date, one indented block per load (freight, detention, GST 5%, invoice total with the 3% QuickPay discount at the right), then a right-hand totals ladder with a late-POD fee and NET EFT AMOUNT in CAD',
    text: `Kindersley Freight Brokerage Ltd.
Box 1180, 210 Main St, Kindersley, Saskatchewan S0L 1S0
Tel 306-555-0126 | accounting@kindersleyfreight.example | GST/HST 78833 1042 RT0001

                      QUICKPAY REMITTANCE ADVICE

To:  Prairie Rose Hauling Inc.                     Remittance No.:  QP-26-00311
     1402 Central Ave N, Swift Current SK S9H 0L6  Payment Date:    2026/03/11
     Carrier ID 44871 / NSC SK-220481-7            Payment Method:  EFT (direct deposit)

The invoices below were approved for QuickPay (payment within 2 business days of clean POD)
instead of standard 45-day terms. A QuickPay discount of 3.0% of the invoice total applies.

  Load KFB-260877   Carrier Inv PRH-2231   Delivered 2026/03/04   Saskatoon SK > Calgary AB
      Freight (all-in rate)                            2,650.00
      GST 5%                                             132.50
      Invoice total                                    2,782.50     QuickPay 3.0%    -83.48

  Load KFB-260915   Carrier Inv PRH-2234   Delivered 2026/03/06   Calgary AB > Regina SK
      Freight (all-in rate)                            1,980.00
      Detention 2 h                                      100.00
      GST 5%                                             104.00
      Invoice total                                    2,184.00     QuickPay 3.0%    -65.52

  --------------------------------------------------------------------------------------
  Invoices approved (2)          Total invoiced (CAD)       4,966.50
                                 QuickPay discount           -149.00
                                 Late POD fee KFB-260915 *    -50.00
                                 NET EFT AMOUNT             4,767.50  CAD

  * POD for load KFB-260915 received on day 6; carrier agreement allows 5 days.

  GST included above: 236.50.  Pre-tax freight and accessorials: 4,730.00.
  Please quote the remittance number on any enquiry. Thank you for hauling with Kindersley.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 496650,
      netCents: 476750,
      date: '2026-03-11',
      broker: 'Kindersley Freight Brokerage Ltd.',
      tripNumber: 'KFB-260877',
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14900, 5000],
    },
  },
  {
    id: 'b94-hockinghills-ratecon-three-stops',
    issuer: 'Hocking Hills Freight Brokerage, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate confirmation and load tender: header with MC and contacts, load/carrier/equipment lines, three numbered stop blocks (pickup, partial and final delivery) with PU/PO numbers, a short rate block (flat line haul, FSC, stop-off, total carrier pay) followed by detention/lumper/TONU terms that are not part of the total, and a signature line',
    text: `HOCKING HILLS FREIGHT BROKERAGE, LLC
31 W Main St, Suite 200, Logan OH 43138   MC 884120   Ph 740-555-0193   Fax 740-555-0194
After hours dispatch: 740-555-0199

*** CARRIER RATE CONFIRMATION & LOAD TENDER ***

Load #: HHFB-552107            Date Tendered: Wed, Mar 11, 2026    Rep: Carla Jessup x214
Carrier: BLACK FORK TRUCKING INC   MC 1297735   DOT 3650142   Driver: T. Yoder  Cell 330-555-0172
Truck 14 / Trailer 5314  Equipment: 53' Dry Van, air ride, 2 load locks

STOP 1 - PICKUP
  Muskingum Paper Converters, 1400 Linden Ave, Zanesville OH 43701
  03/12/2026 07:00-09:00 (appt)   PU# 71155-A   Commodity: paperboard rolls, 38,400 lbs, 22 plts
STOP 2 - PARTIAL DELIVERY
  Tri-State Packaging DC, 880 Industrial Pkwy, Wheeling WV 26003
  03/12/2026 14:00 FCFS   PO 4410-2290   8 plts
STOP 3 - FINAL DELIVERY
  Allegheny Box Co., 2120 Liberty Ave, Pittsburgh PA 15222
  03/13/2026 08:00 (appt)   PO 88-31770   14 plts

RATE (USD)                              Total Miles: 141
  Line Haul (flat)                        1,150.00
  Fuel Surcharge                             92.00
  Stop-off charge (1 @ 75.00)                75.00
  ---------------------------------------------
  TOTAL CARRIER PAY                       1,317.00

  Detention: $50.00/hr after 2 hrs free, must be reported to HHFB before departure. Not included above.
  Lumper: reimbursed with original receipt only. TONU: $150.00.

TERMS: Payment 30 days after receipt of signed BOL/POD and carrier invoice referencing Load # above.
QuickPay available at 2.5%. Carrier must not re-broker, co-broker or double-broker this load.
Carrier agrees to the terms of the Broker-Carrier Agreement on file.

Accepted by carrier: ______________________   Date: __________
Please sign and return to loads@hockinghillsfb.example within 1 hour of receipt.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 131700,
      broker: 'HOCKING HILLS FREIGHT BROKERAGE, LLC',
      tripNumber: 'HHFB-552107',
    },
  },
];
