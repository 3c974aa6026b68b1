import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 35: ten trucking pay documents written without looking at the extractor.
 *
 * Kinds: five owner-operator settlements (per-mile carrier table with boxed summary; lessor
 * percentage-share statement in ASCII boxes; dispatch-service e-mail statement with a per-load
 * dispatch-fee column; French Quebec relevé with TPS/TVQ added to earnings; flatbed ledger with
 * debit/credit/running balance), two pay stubs (US payroll-service stub with YTD columns; Mexican
 * CFDI recibo de nómina with side-by-side percepciones/deducciones), one factoring schedule with
 * per-invoice fee and reserve columns plus a reserve release, one broker QuickPay advice with a
 * fuel advance, and one Ontario broker rate confirmation.
 * Countries: seven US, two CA (one French), one MX.
 * Layout variety: MM/DD/YY, month names, ISO, DD/MM/YYYY, DD-Mon-YYYY, YYYY/MM/DD dates; comma and
 * space-thousands/comma-decimal amounts; parenthesised and signed negatives; boxed, ledger,
 * dotted-leader and two-column sections.
 */
export const HELD_OUT_DOCUMENTS_35: CorpusDocument[] = [
  {
    id: 'b35-agate-springs-pro-table-boxed-summary',
    issuer: 'Agate Springs Freightways, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile contractor settlement with one wide revenue table (ship date, pro, lanes, loaded/empty miles, rate, line haul, FSC, coded accessorials, total) and totals row, then dated deduction, advance/escrow and reimbursement lists and a boxed net summary; MM/DD/YY dates',
    text: `                                      AGATE SPRINGS FREIGHTWAYS, INC.
                         1720 Avenue I  *  Scottsbluff, NE 69361  *  (308) 555-0147
                                         USDOT 1893452   MC 671204

                                     INDEPENDENT CONTRACTOR SETTLEMENT

Contractor : 0418  RED WILLOW TRUCKING LLC                      Settlement # : 2026-15-0418
Unit       : 418  (2019 Peterbilt 389)                          Week Ending  : 04/11/2026
Pay Method : ACH  xxxxxx4471                                     Pay Date     : 04/16/2026

REVENUE
------------------------------------------------------------------------------------------------------------
Ship Dt  Pro #    Origin          Destination      LdMi MtMi   Rate Line Haul     FSC      Accs     Total
------------------------------------------------------------------------------------------------------------
04/06/26 4471902  SCOTTSBLUFF NE  DENVER CO         198    0  1.720    340.56   83.16    .00       423.72
04/07/26 4471955  DENVER CO       AMARILLO TX       432   24  1.720    784.32  181.44  75.00 DT  1,040.76
04/08/26 4472010  AMARILLO TX     WICHITA KS        361   41  1.720    691.44  151.62    .00       843.06
04/10/26 4472068  WICHITA KS      NORTH PLATTE NE   389   58  1.720    768.84  163.38  50.00 SO    982.22
------------------------------------------------------------------------------------------------------------
TOTALS                                            1,380  123         2,585.16  579.60 125.00     3,289.76
Rate 1.720/mi paid on loaded + empty miles.  FSC .42/loaded mi (DOE Rocky Mtn avg 4.06).  DT=Detention  SO=Stop-off
Total miles this settlement: 1,503

DEDUCTIONS
------------------------------------------------------------
04/06  FUEL CARD  SIDNEY NE      TRK STOP 0661       412.33
04/08  FUEL CARD  AMARILLO TX    TRK STOP 1187       566.17
04/10  FUEL CARD  HAYS KS        TRK STOP 0942       498.80
04/11  TRAILER RENTAL  TRL 5318  WK 15               125.00
04/11  OCC ACCIDENT INS                               38.90
04/11  BASE PLATE PROGRAM  WK 15 OF 52                52.00
------------------------------------------------------------
       TOTAL DEDUCTIONS                            1,693.20

ADVANCES / ESCROW
04/07  COMCHEK ADVANCE  #77120-5531                  200.00
04/11  ESCROW DEPOSIT                                 75.00

REIMBURSEMENTS
04/08  SCALE TICKET  AMARILLO TX                      12.50
04/09  KS TURNPIKE TOLLS                              18.25

                                        +----------------------------------------+
                                        | GROSS REVENUE                 3,289.76 |
                                        | PLUS REIMBURSEMENTS              30.75 |
                                        | LESS DEDUCTIONS               1,693.20 |
                                        | LESS ADVANCES                   200.00 |
                                        | LESS ESCROW                      75.00 |
                                        | NET PAY                       1,352.31 |
                                        +----------------------------------------+
Escrow balance 04/11/2026: 2,325.00      Questions: settlements@agatespringsfwy.com  ext 214
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 328976,
      netCents: 135231,
      date: '2026-04-16',
      broker: 'AGATE SPRINGS FREIGHTWAYS, INC.',
      tripNumber: '4471902',
      miles: 1503,
      linehaulCents: 258516,
      fuelSurchargeCents: 57960,
      advancesCents: 20000,
      escrowCents: 7500,
      reimbursementsCents: 3075,
      deductions: [41233, 56617, 49880, 12500, 3890, 5200],
    },
  },
  {
    id: 'b35-bonneville-flats-boxed-pct-share',
    issuer: 'Bonneville Flats Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor lease-operator settlement drawn in ASCII boxes: header box, trip table with revenue and 72% contractor share plus per-mile FSC, a compensation subtotal box, a charges box mixing deductions with advance and escrow, a reimbursement box and an unboxed net recap; dates spelled out with month names',
    text: `+============================================================================+
| BONNEVILLE FLATS TRACTOR LEASING, LLC       LEASE OPERATOR SETTLEMENT      |
| 2950 Wall Avenue, Suite 4                   Statement No.  BFT-0326-116    |
| Ogden, Utah 84401                           Statement Date March 26, 2026  |
| MC-1044821 / USDOT 3318907 / 801-555-0163   Deposit Date   March 27, 2026  |
+============================================================================+

  Lease Operator:  DARIO QUINTANA                Tractor: 116 (2021 Freightliner)
  Lease Agreement: L-2291                        Period:  March 15, 2026 through
                                                          March 21, 2026

+----------------------------------------------------------------------------+
| TRIP EARNINGS  (contractor share 72% of line revenue; FSC paid at 100%)    |
+----------------------------------------------------------------------------+
| Trip  Disp.  Lane                 Miles   Revenue  72% Share      FSC      |
| 88031 Mar 15 Ogden UT - Boise ID    305  1,180.00     849.60   128.10      |
| 88044 Mar 16 Boise ID - Pasco WA    287  1,025.00     738.00   120.54      |
| 88052 Mar 18 Pasco WA - Reno NV     512  1,890.00   1,360.80   215.04      |
|              + Detention 2.0 hrs @ 45.00 (100%)            90.00           |
| 88067 Mar 20 Reno NV - Ogden UT     518  1,940.00   1,396.80   217.56      |
|                                  ----------------------------------------- |
| Totals                            1,622  6,035.00   4,345.20   681.24      |
|                                                                            |
| Contractor share of line revenue                              4,345.20     |
| Fuel surcharge (.42 per dispatched mile)                        681.24     |
| Accessorial pay                                                  90.00     |
| TOTAL COMPENSATION                                            5,116.44     |
+----------------------------------------------------------------------------+

+----------------------------------------------------------------------------+
| CHARGES TO LEASE OPERATOR                                                  |
+----------------------------------------------------------------------------+
| Tractor lease payment  L-2291  (wk 12 of 156)                   685.00     |
| Physical damage insurance                                        64.20     |
| Bobtail / non-trucking liability                                 11.50     |
| Fuel purchases - 6 transactions (detail attached)             1,312.64     |
| IFTA fuel tax adjustment  Q1                                     23.87     |
| Fuel advance  Mar 17, 2026  (T-Chek 44817)                      150.00     |
| Maintenance escrow contribution                                 125.00     |
| TOTAL CHARGES                                                 2,372.21     |
+----------------------------------------------------------------------------+

+----------------------------------------------------------------------------+
| REIMBURSEMENTS                                                             |
+----------------------------------------------------------------------------+
| Lumper - Pasco WA, trip 88052, receipt 55123                    140.00     |
+----------------------------------------------------------------------------+

  Total compensation               5,116.44
  Less total charges             (2,372.21)
  Plus reimbursements                140.00
  NET DEPOSIT                      2,884.23      ** deposited March 27, 2026 **

  Maintenance escrow balance: 3,140.00   |   Lease balance remaining: 98,642.17
  Disputes must be submitted in writing within 30 days of the statement date.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 511644,
      netCents: 288423,
      date: '2026-03-27',
      broker: 'BONNEVILLE FLATS TRACTOR LEASING, LLC',
      tripNumber: '88031',
      miles: 1622,
      linehaulCents: 434520,
      fuelSurchargeCents: 68124,
      advancesCents: 15000,
      escrowCents: 12500,
      reimbursementsCents: 14000,
      deductions: [68500, 6420, 1150, 131264, 2387],
    },
  },
  {
    id: 'b35-cormorant-dispatch-dotted-leaders',
    issuer: 'Cormorant Dispatch Solutions LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service weekly carrier statement in e-mail style: dotted-leader header fields, a load table with broker, ISO pickup date, lane, miles, linehaul rate and an 8% dispatch-fee column with totals row, accessorial line, then LESS/PLUS lists and net ACH sent by the service; ISO dates',
    text: `CORMORANT DISPATCH SOLUTIONS LLC
Truck dispatching & back-office for owner-operators
6210 Fairview Rd Ste 310, Charlotte NC 28210 | ops@cormorantdispatch.net | 704-555-0128

CARRIER WEEKLY STATEMENT
================================================================================================
Statement no. ....... CDS-2026-0519-07
Carrier ............. TIDAL RUN TRANSPORT LLC  (MC 1290455 / DOT 3561027)  Truck 07
Week ................ 2026-05-11 to 2026-05-17
ACH sent ............ 2026-05-19  (acct ending 0932)
================================================================================================

LOADS DELIVERED
#  Load / Ref     Broker                  PU date     Lane                           Miles  Linehaul rate  Disp fee 8%
----------------------------------------------------------------------------------------------------------------------
1  PG-2605-33817  Pinegate Logistics Inc  2026-05-11  Statesville NC > Columbus GA     396       1,350.00       108.00
2  7781204        Harlow Freight LLC      2026-05-12  Columbus GA > Jacksonville FL    301         975.00        78.00
3  SB-44102       Stanwick Brokerage Co   2026-05-14  Jacksonville FL > Charlotte NC   384       1,425.00       114.00
4  PG-2605-34090  Pinegate Logistics Inc  2026-05-15  Charlotte NC > Roanoke VA        188         760.00        60.80
----------------------------------------------------------------------------------------------------------------------
   TOTAL (4 loads)                                                                   1,269       4,510.00       360.80

Accessorials billed to broker (no dispatch fee on accessorials):
   Load 7781204  Detention 2.5 hrs (Harlow approved 05/13)  ......  125.00

GROSS FREIGHT EARNINGS ............................................    4,635.00

LESS
   Dispatch fee (8% of linehaul, total of column above) ...........      360.80
   Factoring / collection fee 2.5% of gross .......................      115.88
   ELD + load tracking subscription (May) .........................       18.00
   Fuel advance repaid (EFS code issued 2026-05-12) ...............      400.00
PLUS
   Lumper paid by carrier, reimbursed by Stanwick (rcpt 20931) ....      165.00

NET ACH SENT TO CARRIER ...........................................    3,905.32

Brokers pay Cormorant directly under your NOA; we pay you within 2 business days of collection.
Questions about this statement: reply to this email within 7 days.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 463500,
      netCents: 390532,
      date: '2026-05-19',
      broker: 'CORMORANT DISPATCH SOLUTIONS LLC',
      tripNumber: 'PG-2605-33817',
      miles: 1269,
      linehaulCents: 451000,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 16500,
      deductions: [36080, 11588, 1800],
    },
  },
  {
    id: 'b35-kinojevis-releve-tps-tvq',
    issuer: 'Camionnage Kinojévis inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator settlement (relevé de règlement) with flat per-trip rates and an 18% fuel surcharge column, a revenue block adding TPS and TVQ to reach the total des revenus, a retenues list with cash advance and reserve fund, space-thousands comma-decimal amounts and DD/MM/YYYY plus spelled-out French dates',
    text: `CAMIONNAGE KINOJÉVIS INC.
1455, boulevard Rideau, Rouyn-Noranda (Québec)  J9Y 0A2
Tél. : 819 555-0176    NEQ 1173349285    CVOR/NIR R-584217
No TPS : 812 345 678 RT0001        No TVQ : 1223344556 TQ0001

                 RELEVÉ DE RÈGLEMENT - VOITURIER PROPRIÉTAIRE

Sous-traitant : 9387-1120 QUÉBEC INC. (Mathieu Lévesque)      Unité : 27
No TPS/TVQ du sous-traitant : 745 118 203 RT0001 / 1229875530 TQ0001
Période du 1er juin 2026 au 7 juin 2026                    Relevé no : R-2623-027
Date du dépôt : 12 juin 2026

VOYAGES
Date        No voyage  Trajet                                     Tarif  Surch. carb.
.....................................................................................
02/06/2026  KJ-30518   Rouyn-Noranda (QC) > Montréal (QC)      1 450,00        261,00
03/06/2026  KJ-30527   Montréal (QC) > Amos (QC)               1 380,00        248,40
05/06/2026  KJ-30541   Amos (QC) > Timmins (ON)                  720,00        129,60
06/06/2026  KJ-30549   Timmins (ON) > Rouyn-Noranda (QC)         610,00        109,80
.....................................................................................
Totaux                                                         4 160,00        748,80
Surcharge carburant : 18 % du tarif (indice Régie de l'énergie, semaine 22)

REVENUS
  Transport (tarifs voyages)                               4 160,00 $
  Surcharge carburant                                        748,80 $
  Sous-total                                               4 908,80 $
  TPS 5 %                                                    245,44 $
  TVQ 9,975 %                                                489,65 $
  TOTAL DES REVENUS                                        5 643,89 $

RETENUES
  Carburant - carte flotte (taxes incl.)                   1 486,22 $
  Assurance responsabilité et cargaison                       92,40 $
  Location de remorque 53 pi (sem. 23)                       150,00 $
  Frais d'administration                                      35,00 $
  Avance en argent du 3 juin                                 300,00 $
  Fonds de réserve - entretien                               100,00 $
  TOTAL DES RETENUES                                       2 163,62 $

========================================================================
  MONTANT NET DÉPOSÉ                                       3 480,27 $
========================================================================
Solde du fonds de réserve après ce relevé : 2 600,00 $
Tous les montants sont en dollars canadiens. Conservez ce relevé pour vos déclarations de taxes.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 564389,
      netCents: 348027,
      date: '2026-06-12',
      broker: 'CAMIONNAGE KINOJÉVIS INC.',
      tripNumber: 'KJ-30518',
      miles: null,
      linehaulCents: 416000,
      fuelSurchargeCents: 74880,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [148622, 9240, 15000, 3500],
    },
  },
  {
    id: 'b35-hobart-mills-ledger-running-balance',
    issuer: 'Hobart Mills Flatbed, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Flatbed contractor account statement as a chronological ledger with Debit / Credit / running Balance columns mixing load earnings (flat linehaul, FSC, tarp), fuel, toll reimbursements, advance, weekly charges and escrow, followed by side-by-side earnings and deductions recaps and the check amount in asterisks; MM/DD dates',
    text: `HOBART MILLS FLATBED, INC.
PO Box 318  Queensbury, NY 12804   518-555-0109   USDOT 2914470  MC 918122

CONTRACTOR ACCOUNT STATEMENT                                       Page 1 of 1

Account : OO-0552   Lindqvist Trucking (Erik Lindqvist)
Period  : 04/19/2026 - 04/25/2026           Check Date: 04/28/2026   Check # 0104219

Date   Ref        Description                                          Debit     Credit     Balance
===================================================================================================
04/19             Opening balance                                                              0.00
04/20  HMF-22817  Linehaul Glens Falls NY - Erie PA (396 mi)                   1,425.00    1,425.00
04/20  HMF-22817  Fuel surcharge  .51 x 396                                      201.96    1,626.96
04/20  HMF-22817  Tarp pay (steel coils)                                         100.00    1,726.96
04/21  FC-90117   Fuel  Erie PA  118.4 gal                            588.40               1,138.56
04/22  HMF-22835  Linehaul Erie PA - Cincinnati OH (410 mi)                    1,390.00    2,528.56
04/22  HMF-22835  Fuel surcharge  .51 x 410                                      209.10    2,737.66
04/22  HMF-22835  Toll reimb - Ohio Turnpike                                      38.50    2,776.16
04/23  HMF-22851  Linehaul Cincinnati OH - Harrisburg PA (515 mi)              1,650.00    4,426.16
04/23  HMF-22851  Fuel surcharge  .51 x 515                                      262.65    4,688.81
04/23  HMF-22851  Tarp pay (steel coils)                                         100.00    4,788.81
04/23  EFS-55102  Cash advance (EFS check)                            250.00               4,538.81
04/24  FC-90174   Fuel  Breezewood PA  121.9 gal                      612.75               3,926.06
04/24  HMF-22851  Toll reimb - PA Turnpike                                        61.20    3,987.26
04/25  WK17       Occupational accident insurance                      41.00               3,946.26
04/25  WK17       Cargo insurance                                      27.50               3,918.76
04/25  WK17       IRP prorate plate recovery                           48.00               3,870.76
04/25  WK17       ELD / satellite unit                                 17.95               3,852.81
04/25  WK17       Escrow deposit                                      100.00               3,752.81
===================================================================================================
                  Totals                                            1,685.60   5,438.41    3,752.81

EARNINGS RECAP                         DEDUCTIONS RECAP
  Linehaul            4,465.00           Fuel                 1,201.15
  Fuel surcharge        673.71           Insurance/plates       134.45
  Tarp                  200.00           Advances               250.00
  GROSS EARNINGS      5,338.71           Escrow                 100.00
  Reimbursements         99.70           TOTAL                1,685.60

  Loaded miles this period: 1,321
  AMOUNT OF CHECK: ***3,752.81***      Escrow on deposit: 1,700.00 (target 2,500.00)

Balance due contractor is paid by check each Tuesday for the week ending the prior Saturday.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 533871,
      netCents: 375281,
      date: '2026-04-28',
      broker: 'HOBART MILLS FLATBED, INC.',
      tripNumber: 'HMF-22817',
      miles: 1321,
      linehaulCents: 446500,
      fuelSurchargeCents: 67371,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: 9970,
      deductions: [58840, 61275, 4100, 2750, 4800, 1795],
    },
  },
  {
    id: 'b35-juniata-payroll-creamery-stub',
    issuer: 'Juniata Payroll Services (for Ellsworth Creamery Transport, Inc.)',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Payroll-service earnings statement for an employee tanker driver: employer block with pay date and period, earnings table (rate, units, current, YTD) for mileage, stop pay, detention and bonus, separate taxes-withheld and other-deductions tables with YTD columns, a gross/taxes/deductions/net summary grid for period and YTD, and direct-deposit distribution',
    text: `JUNIATA PAYROLL SERVICES  |  Lewistown, PA  |  Client 20-7731
------------------------------------------------------------------------------------
ELLSWORTH CREAMERY TRANSPORT, INC.                       EARNINGS STATEMENT
410 Dairy Lane                                           Pay Date:      05/15/2026
Mifflintown, PA 17059                                    Period Begin:  05/03/2026
FEIN 25-1849306                                          Period End:    05/09/2026
                                                         Advice No:     DD-0058213

Employee: TRAVIS M KEPNER        Emp ID 3318    Dept 40 - OTR Milk Tanker
          88 Tuscarora Path, Port Royal PA 17082     Fed M/2   PA 0   PSD 340301
------------------------------------------------------------------------------------
EARNINGS                       Rate    Units      Current           YTD
Mileage                      0.5600    2,214     1,239.84     23,188.44
Stop Pay                    20.0000     9.00       180.00      2,840.00
Detention/Wait              18.0000     3.50        63.00        612.00
Safety Bonus                                        50.00        650.00
GROSS PAY                                        1,532.84     27,290.44

TAXES WITHHELD                                    Current           YTD
Federal Income Tax                                 118.40      2,146.33
Social Security                                     91.63      1,627.28
Medicare                                            21.43        380.57
PA State Income Tax                                 45.37        805.76
PA Unemployment (SUI-EE)                             1.07         19.10
Local EIT - Juniata Co                              14.78        262.46
Local Services Tax                                   1.00         19.00

OTHER DEDUCTIONS                                  Current           YTD
401(k) 4%                                           61.31      1,091.62
Medical Pre-Tax (S125)                              48.75        926.25
Dental Pre-Tax (S125)                                6.20        117.80

                        Gross      Taxes   Deductions     Net Pay
This Period          1,532.84     293.68       116.26    1,122.90
Year to Date        27,290.44   5,260.50     2,135.67   19,894.27

NET PAY DISTRIBUTION
  Direct Deposit   Mifflin County Fed CU   Checking xxxxx2207     1,122.90

PTO available: 36.00 hrs     Loaded miles this period: 1,962   Empty miles: 252
NON-NEGOTIABLE  -  THIS IS NOT A CHECK
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 153284,
      netCents: 112290,
      date: '2026-05-15',
      broker: 'ELLSWORTH CREAMERY TRANSPORT, INC.',
      tripNumber: null,
      miles: 2214,
      linehaulCents: 123984,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11840, 9163, 2143, 4537, 107, 1478, 100, 6131, 4875, 620],
    },
  },
  {
    id: 'b35-jilotepec-recibo-nomina-cfdi',
    issuer: 'Autotransportes Jilotepec, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican weekly CFDI payroll receipt (recibo de nómina) for an employed tractor operator: fiscal header with RFC/folio, worker block, side-by-side boxed PERCEPCIONES / DEDUCCIONES columns with SAT codes and totals, a trip commission detail table, and NETO A PAGAR in MXN; DD/MM/YYYY dates',
    text: `AUTOTRANSPORTES JILOTEPEC, S.A. DE C.V.
RFC: AJI090514KT3     Registro patronal IMSS: B7215508102
Carretera Jilotepec-Chapa de Mota km 3.5, Col. El Deni, C.P. 54240, Jilotepec, Méx.
Régimen fiscal: 601 General de Ley Personas Morales

                     RECIBO DE NÓMINA  -  CFDI 4.0 (Complemento Nómina 1.2)
Serie/Folio: NOM-S 20-2671            Folio fiscal: 6F2C1A9E-44B0-4D17-9C3A-0B5E8D72A114

Trabajador: RAMÍREZ OCAMPO, JOSÉ LUIS           No. empleado: 0187   Puesto: OPERADOR TRACTO
RFC: RAOL850312H41   CURP: RAOL850312HMCMCS04   NSS: 15058512345
Tipo de nómina: Ordinaria   Periodicidad: Semanal   Días pagados: 7   SDI: $412.18
Periodo: 11/05/2026 al 17/05/2026          Fecha de pago: 20/05/2026

+--------------------------------------------+--------------------------------------------+
| PERCEPCIONES                               | DEDUCCIONES                                |
+--------------------------------------------+--------------------------------------------+
| 001 Sueldo (7 días x $385.50)     2,698.50 | 002 ISR                           1,046.37 |
| 019 Comisión por viajes (6%)      3,807.00 | 001 Seguridad social (IMSS)          96.18 |
| 010 Premio de puntualidad           269.85 | 010 Crédito INFONAVIT               412.60 |
| 049 Premio de asistencia            269.85 | 004 Cuota sindical                   26.99 |
|                                            | 012 Anticipo de sueldo (1 de 2)     500.00 |
+--------------------------------------------+--------------------------------------------+
| Total percepciones               $7,045.20 | Total deducciones                $2,082.14 |
+--------------------------------------------+--------------------------------------------+

Detalle de comisiones
  Viaje     Fecha  Ruta                                            Flete   Comisión
  JIL-7781  12/05  Jilotepec, Méx. - Querétaro, Qro.           18,500.00   1,110.00
  JIL-7794  14/05  Querétaro, Qro. - San Luis Potosí, SLP      21,200.00   1,272.00
  JIL-7802  16/05  San Luis Potosí, SLP - Jilotepec, Méx.      23,750.00   1,425.00
                                                                           3,807.00

                                        NETO A PAGAR:   $4,963.06 MXN
                                        (Depósito a cuenta BBVA ****6610)

Anticipo de sueldo otorgado el 04/05/2026 por $1,000.00; saldo pendiente después de este recibo: $500.00
Recibí de conformidad la cantidad neta indicada, sin que se me adeude cantidad alguna por otro concepto.

__________________________________
Firma del trabajador
Este documento es una representación impresa de un CFDI.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 704520,
      netCents: 496306,
      date: '2026-05-20',
      broker: 'AUTOTRANSPORTES JILOTEPEC, S.A. DE C.V.',
      tripNumber: 'JIL-7781',
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [104637, 9618, 41260, 2699],
    },
  },
  {
    id: 'b35-bramhall-schedule-fee-reserve-cols',
    issuer: 'Bramhall Trade Funding, Inc.',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring schedule / funding notice with a per-invoice table (invoice, debtor, load, date, face, 2.75% fee, 10% reserve, advanced) and totals row, then signed adjustments (chargeback, wire fee, reserve release) and the amount wired; DD-Mon-YYYY header dates',
    text: `BRAMHALL TRADE FUNDING, INC.
Freight Bill Factoring  -  5100 E Skelly Dr, Ste 620, Tulsa, OK 74135
Client Services 918-555-0150   funding@bramhalltf.com

SCHEDULE OF ACCOUNTS PURCHASED / FUNDING NOTICE

Client:      HARTSEL RIDGE TRUCKING LLC   (Client No. 3074)
Schedule:    40877                 Submitted: 13-May-2026
Funded:      14-May-2026           Method: Wire (same day)

Inv # Debtor                     Load #     Inv Dt      Face Amt Fee 2.75%   Rsv 10%   Advanced
-----------------------------------------------------------------------------------------------
1204  LARKIN & PRYOR LOGISTICS   LP-558120  05/08/26    2,350.00     64.63    235.00   2,050.37
1205  WESTMARK FREIGHT PARTNERS  WFP-33917  05/09/26    1,675.00     46.06    167.50   1,461.44
1206  LARKIN & PRYOR LOGISTICS   LP-558207  05/11/26    2,980.00     81.95    298.00   2,600.05
1207  COBALT PLAINS BROKERAGE    118-44021  05/12/26    1,240.00     34.10    124.00   1,081.90
-----------------------------------------------------------------------------------------------
TOTALS  4 invoices                                      8,245.00    226.74    824.50   7,193.76

ADJUSTMENTS TO THIS FUNDING
  Chargeback - Inv 1161 WESTMARK FREIGHT PARTNERS short paid (detention)      -185.00
  Wire transfer fee                                                            -20.00
  Reserve release - Schedule 40811 collected in full                          +512.40

  Total advanced on invoices                                                 7,193.76
  Net adjustments                                                              307.40
  AMOUNT WIRED TO CLIENT                                                     7,501.16

Reserve account: held 4,812.90 after this schedule. Reserves are released as debtors pay in full.
Debtors remit to: Bramhall Trade Funding, Inc., Dept 4410, PO Box 702235, Tulsa OK 74170.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 824500,
      netCents: 750116,
      date: '2026-05-14',
      broker: 'LARKIN & PRYOR LOGISTICS',
      tripNumber: 'LP-558120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 82450,
      reimbursementsCents: null,
      deductions: [22674, 18500, 2000],
    },
  },
  {
    id: 'b35-gilchrist-quickpay-email-advice',
    issuer: 'Gilchrist Freight Brokerage, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay remittance advice pasted from an e-mail: From/Subject lines, dotted-leader payment fields with a weekday-and-month-name payment date, a two-load table with all-in carrier pay, then parenthesised less-lines for the QuickPay discount, a fuel advance and its fee, and the net payment',
    text: `From: carrierpay@gilchristfreight.com
Subject: QuickPay Remittance Advice - Payment 2026052104 - SILVER FORK HAULING INC

GILCHRIST FREIGHT BROKERAGE, LLC
1301 Riverfront Pkwy, Suite 900 | Chattanooga, TN 37402 | MC 882140

QUICKPAY REMITTANCE ADVICE

  Payee ............ SILVER FORK HAULING INC  (MC 1188403)
  Payment ID ....... 2026052104
  Payment Date ..... Thursday, May 21, 2026
  Method ........... ACH - routing xxxxx0210 / acct xxxx5519
  Program .......... QuickPay 2-Day (2.0% of carrier pay)

  Load Number      Customer Ref     Pick Up      Origin           Destination       Carrier Pay
  ---------------- ---------------- ------------ ---------------- ---------------- ------------
  GFB-2605-1183    PO 4410-7782     05/12/2026   Dalton, GA       Columbus, OH         1,950.00
  GFB-2605-1240    PO 88120         05/14/2026   Columbus, OH     Knoxville, TN        1,425.00
                                                                                   ------------
  Total carrier pay (all-in rate per rate confirmation)                                3,375.00

  Less: QuickPay discount 2.0%                                                           (67.50)
  Less: Fuel advance - EFS check 0071453229 issued 05/12/2026 on GFB-2605-1183          (500.00)
  Less: Advance processing fee                                                           (15.00)
                                                                                   ============
  NET PAYMENT                                                                          2,792.50

  Paid against signed PODs received 05/18/2026 and 05/19/2026. Standard terms would have
  paid 06/17/2026 at no discount. Questions: reply to this message and include the load number.

  This mailbox is monitored Mon-Fri 7:00 AM - 6:00 PM ET.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 337500,
      netCents: 279250,
      date: '2026-05-21',
      broker: 'GILCHRIST FREIGHT BROKERAGE, LLC',
      tripNumber: 'GFB-2605-1183',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [6750, 1500],
    },
  },
  {
    id: 'b35-mattawa-junction-ratecon-stops-grid',
    issuer: 'Mattawa Junction Logistics Inc.',
    issuerKind: 'broker',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario broker load confirmation with a two-column stop grid (pick-up, partial drop, final drop, commodity notes) split by pipes, a CAD rate block of line haul, percentage FSC and extra-stop charge totalling before HST, and terms and signature lines; YYYY/MM/DD dates',
    text: `MATTAWA JUNCTION LOGISTICS INC.                                   LOAD CONFIRMATION
211 Main Street West, North Bay, ON  P1B 2T9                      & CARRIER RATE AGREEMENT
Tel 705-555-0184  |  dispatch@mattawajct.ca  |  CVOR 021-554-803

Load #: MJL-884120          Date issued: 2026/06/03          Rep: Nadine Chartrand x 31

CARRIER: BOREAL RIDGE HAULAGE LTD.   CVOR 158-220-417   Driver: K. Wojcik  Cell 705-555-0912
Equipment: 53' dry van, air ride            Tractor 22 / Trailer BR-5306

STOP 1 - PICK UP                          | STOP 2 - DROP (partial)
Laurentian Paper Converting               | Simcoe Retail DC
1045 Kelly Lake Rd, Sudbury ON P3E 5P4    | 55 Bryne Dr, Barrie ON L4N 8V8
2026/06/04  07:00-09:00  FCFS             | 2026/06/04  appt 14:30
PU# 778120-A   22 skids  18,400 lb        | PO 40-11872   9 skids
------------------------------------------+-----------------------------------------
STOP 3 - DROP (final)                     |
Peel Fulfilment Centre                    | Commodity: paper products, non-haz
8 Van Kirk Dr, Brampton ON L7A 1W3        | Temp: n/a   Seal: 1188425
2026/06/05  appt 06:00                    | Declared value: $62,000.00 CAD
PO 40-11873   13 skids                    |

RATE (CAD)
   Line haul - flat                                     2,450.00
   Fuel surcharge 18.5%                                   453.25
   Extra stop (Barrie)                                    125.00
                                                    ------------
   TOTAL CARRIER RATE                                  $3,028.25  CAD + HST

Detention: $65.00/hr after 2 hrs free, must be reported before departure. TONU $200.00.
Carrier must send POD + invoice to ap@mattawajct.ca quoting MJL-884120. Payment 30 days.
Double brokering of this load is prohibited and voids payment.

Accepted for carrier: __________________________   Date: ____________
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 302825,
      broker: 'MATTAWA JUNCTION LOGISTICS INC.',
      tripNumber: 'MJL-884120',
    },
  },
];
