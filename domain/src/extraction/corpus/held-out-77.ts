import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 77: ten trucking pay documents written without looking at the extractor.
 *
 * Kinds: five owner-operator settlements (US percentage-of-revenue carrier, US lessor lease-operator,
 * US dispatch service that collects and sends the net ACH, French-Canadian voiturier-remorqueur
 * statement with TPS/TVQ, Mexican liquidacion a permisionario with IVA and withholdings), two pay
 * stubs (Tennessee tank driver printed by a payroll service, Ontario highway driver with CPP/EI),
 * one factoring schedule/remittance (summary first, reserve withheld and released, chargeback) and
 * one broker QuickPay advice, plus one broker rate confirmation.
 * Countries: 7 US, 2 CA (one French), 1 MX (Spanish).
 * Layout variety: wide one-row-per-load tables, side-by-side charges/reimbursements, ASCII boxes with
 * trailing-minus amounts, pipe tables with a per-load fee column, comma-decimal French amounts with
 * trailing $, MXN ledgers with amount in words, two-column earnings/deductions stubs, negative-number
 * deductions, totals at the top, two-line wrapped rows; dates as MM/DD/YY, month names, ISO,
 * French and Spanish month names, DD-MON-YYYY, MM-DD-YYYY and d-Mon-yyyy.
 */
export const HELD_OUT_DOCUMENTS_77: CorpusDocument[] = [
  {
    id: 'b77-cimarron-pct-revenue-side-by-side',
    issuer: 'Cimarron Cutoff Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-of-revenue owner-operator settlement with one wide table row per PRO (miles, line revenue, 72% share, FSC, accessorials, total), then charges and reimbursements side by side in two columns with parenthesised charges, and a boxed summary at the bottom right; MM/DD/YY and MM/DD/YYYY dates',
    text: `CIMARRON CUTOFF FREIGHT, INC.
1107 E Highway 56  Elkhart, KS 67950        Ph 620-555-0147  Fax 620-555-0148
MC-1048732   USDOT 3391456

                 CONTRACTOR PAY STATEMENT - PERCENTAGE OF REVENUE

Contractor : REYES-KOWALSKI TRUCKING LLC          Vendor # : 40217
Unit       : 318   Trlr pool                      Week Ending : 06/13/2026
Check No   : 0088214                              Check Date  : 06/18/2026

PRO#      SHIP DT  ORIGIN           DESTINATION      MILES  LINE REV  PCT  LH SHARE     FSC  ACCESS     TOTAL
--------- -------- ---------------- ----------------- ----- --------- ---- --------- ------- ------- ---------
CC261455  06/08/26 DODGE CITY KS    AMARILLO TX        198  1,150.00  72%    828.00   87.12    0.00    915.12
CC261472  06/09/26 AMARILLO TX      OKLAHOMA CITY OK   262  1,425.00  72%  1,026.00  115.28   75.00  1,216.28
CC261490  06/11/26 OKLAHOMA CITY OK WICHITA KS         161    980.00  72%    705.60   70.84    0.00    776.44
CC261503  06/12/26 WICHITA KS       GARDEN CITY KS     214  1,210.00  72%    871.20   94.16    0.00    965.36
--------- -------- ---------------- ----------------- ----- --------- ---- --------- ------- ------- ---------
TOTALS                                                835  4,765.00       3,430.80  367.40   75.00  3,873.20

  Accessorial detail: CC261472 detention 3 hrs @ 25.00 (paid 100%)
  FSC paid at 0.44/loaded mile per company schedule (100% pass-through)

  CHARGES / DEDUCTIONS                     |  REIMBURSEMENTS (100%)
  ---------------------------------------- |  ----------------------------------
  Fuel purchases - TCS card (9) (1,318.44) |  Lumper CC261472 rcpt 5580    185.00
  Physical damage ins              (61.25) |  Scale ticket CAT Amarillo     12.50
  Occupational accident            (38.90) |
  Trailer rental #T5521           (175.00) |
  IFTA fuel tax adj Q2             (42.17) |
  Comchek advance 06/09           (300.00) |
  Escrow deposit                  (150.00) |
                                           |
  Total charges                 (2,085.76) |  Total reimbursements         197.50

                                           ==================================
                                            Gross earnings            3,873.20
                                            Less total charges      (2,085.76)
                                            Plus reimbursements         197.50
                                            NET CHECK AMOUNT          1,984.94
                                           ==================================

Escrow balance after this deposit: 2,350.00      Escrow target: 2,500.00
Questions on this statement call Settlements ext. 214 within 10 days of check date.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 387320,
      netCents: 198494,
      date: '2026-06-18',
      broker: 'CIMARRON CUTOFF FREIGHT, INC.',
      tripNumber: 'CC261455',
      miles: 835,
      linehaulCents: 343080,
      fuelSurchargeCents: 36740,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 19750,
      deductions: [131844, 6125, 3890, 17500, 4217],
    },
  },
  {
    id: 'b77-fairplay-lessor-boxed-trailing-minus',
    issuer: 'Fairplay Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor lease-operator settlement made of ASCII-boxed sections (trip detail with loaded/deadhead/FSC lines per trip, earnings summary, deductions with trailing-minus amounts, reimbursements, settlement) and month-name dates; deposit date stated inside the last box',
    text: `FAIRPLAY TRACTOR LEASING, LLC
611 Front Street, Fairplay, Colorado 80440
(719) 555-0173  |  settlements@fairplaytractor.example  |  MC 1122907  DOT 3528814

LEASE OPERATOR SETTLEMENT
Lessee:  Tomasz Wierzbicki dba TW Express        Lease No.: FTL-0937
Tractor: 2021 Freightliner Cascadia, Unit 937    Statement Date: March 17, 2026
Settlement Period: March 8 - March 14, 2026

+----------------------------------------------------------------------------+
| TRIP DETAIL                                                                |
+----------------------------------------------------------------------------+
| FP-26-5012  Mar 9     Pueblo CO to Albuquerque NM                          |
|     Loaded  440 mi x 1.680 =   739.20   Deadhead  38 mi x 0.850 =  32.30   |
|     FSC     440 mi x 0.520 =   228.80                                      |
|                                                                            |
| FP-26-5019  Mar 10-11 Albuquerque NM to El Paso TX                         |
|     Loaded  267 mi x 1.680 =   448.56   Deadhead  12 mi x 0.850 =  10.20   |
|     FSC     267 mi x 0.520 =   138.84                                      |
|                                                                            |
| FP-26-5027  Mar 12    El Paso TX to Amarillo TX                            |
|     Loaded  420 mi x 1.680 =   705.60   Deadhead  55 mi x 0.850 =  46.75   |
|     FSC     420 mi x 0.520 =   218.40   Extra stop x1 = 50.00              |
|                                                                            |
| FP-26-5034  Mar 13-14 Amarillo TX to Colorado Springs CO                   |
|     Loaded  381 mi x 1.680 =   640.08   Deadhead   0 mi x 0.850 =   0.00   |
|     FSC     381 mi x 0.520 =   198.12                                      |
+----------------------------------------------------------------------------+

+----------------------------------------------------------------------------+
| EARNINGS SUMMARY                                                           |
+----------------------------------------------------------------------------+
| Loaded miles       1508   @ 1.680          2,533.44                        |
| Deadhead miles      105   @ 0.850             89.25                        |
| Total miles        1613                                                    |
| Fuel surcharge     1508   @ 0.520            784.16                        |
| Extra stops           1   @ 50.00             50.00                        |
|                                         ----------                         |
| GROSS REVENUE TO LESSEE                    3,456.85                        |
+----------------------------------------------------------------------------+

+----------------------------------------------------------------------------+
| DEDUCTIONS  (a trailing minus means amount withheld)                       |
+----------------------------------------------------------------------------+
| Tractor lease pmt - wk 11 of 156             685.00-                       |
| IRP plate proration                           38.46-                       |
| Phys damage / bobtail ins                     92.30-                       |
| Fuel - Pilot/Loves (card 4471)             1,147.63-                       |
| ELD + PrePass                                 22.95-                       |
| Fuel advance (EFS) Mar 11                    200.00-                       |
| Maintenance reserve deposit                  125.00-                       |
|                                         ----------                         |
| TOTAL DEDUCTIONS                           2,311.34-                       |
+----------------------------------------------------------------------------+

+----------------------------------------------------------------------------+
| REIMBURSEMENTS                                                             |
+----------------------------------------------------------------------------+
| E-470 / NM toll reimbursement (rcpts)         46.75                        |
+----------------------------------------------------------------------------+

+----------------------------------------------------------------------------+
| SETTLEMENT                                                                 |
+----------------------------------------------------------------------------+
| Gross revenue                              3,456.85                        |
| Total deductions                           2,311.34-                       |
| Reimbursements                                46.75                        |
| NET PAY - DIRECT DEPOSIT                   1,192.26                        |
|                                                                            |
| Deposited to acct ending 6620 on March 18, 2026                            |
+----------------------------------------------------------------------------+

Maintenance reserve balance: 1,375.00    Lease buyout balance: 41,220.00
Lease payments remaining: 145.  Disputes must be submitted in writing within 15 days.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 345685,
      netCents: 119226,
      date: '2026-03-18',
      broker: 'FAIRPLAY TRACTOR LEASING, LLC',
      tripNumber: 'FP-26-5012',
      miles: 1613,
      linehaulCents: 262269,
      fuelSurchargeCents: 78416,
      advancesCents: 20000,
      escrowCents: 12500,
      reimbursementsCents: 4675,
      deductions: [68500, 3846, 9230, 114763, 2295],
    },
  },
  {
    id: 'b77-arroyoseco-dispatch-pipe-table',
    issuer: 'Arroyo Seco Dispatch LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service weekly carrier statement with a pipe-delimited load table (broker per load, ISO pickup/delivery dates, miles, all-in rate, extra, total and a per-load 7% dispatch fee column with a totals row), then a dotted-leader adjustments list with (-)/(+) signs ending in the net ACH sent by the service',
    text: `ARROYO SECO DISPATCH LLC
Truck dispatching & billing services - 7% flat, no forced dispatch
2750 E Shaw Ave Ste 104, Fresno, CA 93710  /  559-555-0126  /  billing@arroyosecodispatch.example

WEEKLY CARRIER STATEMENT                                   Statement # ASD-2615-OFL
Carrier: OKAFOR FREIGHT LINES LLC   MC 1309921  DOT 3874410   Truck 12 / Trailer 53R-12
Week: 2026-04-05 to 2026-04-11                              Issued: 2026-04-13

Loads billed and collected by Arroyo Seco on your behalf:

| Load #  | Broker                 | PU date    | DEL date   | Lane                      |   Mi |     Rate | Extra      |    Total | Disp 7% |
|---------|------------------------|------------|------------|---------------------------|------|----------|------------|----------|---------|
| AS-6601 | Redfern Logistics      | 2026-04-06 | 2026-04-07 | Fresno CA > Phoenix AZ    |  588 | 1,950.00 |          - | 1,950.00 |  136.50 |
| AS-6614 | Harlan Point Brokerage | 2026-04-08 | 2026-04-09 | Phoenix AZ > Las Vegas NV |  298 | 1,100.00 | DET 100.00 | 1,200.00 |   84.00 |
| AS-6622 | Mesquite Lane Freight  | 2026-04-09 | 2026-04-10 | Las Vegas NV > Ontario CA |  270 | 1,275.00 |          - | 1,275.00 |   89.25 |
| AS-6630 | Redfern Logistics      | 2026-04-10 | 2026-04-11 | Ontario CA > Fresno CA    |  255 |   925.00 |          - |   925.00 |   64.75 |
|---------|------------------------|------------|------------|---------------------------|------|----------|------------|----------|---------|
| TOTALS  |                        |            |            |                           | 1411 | 5,250.00 |     100.00 | 5,350.00 |  374.50 |

Extra: DET = detention AS-6614, 4 hrs over free time, paid by broker.
All rates are all-in (fuel included) as confirmed on the broker rate cons.

ADJUSTMENTS
  (-) Dispatch fee 7% (column total above) .........................     374.50
  (-) Mesquite Lane quick-pay fee 2% on AS-6622 ....................      25.50
  (-) Admin / load board share .....................................      35.00
  (-) Fuel advance wired 2026-04-08 ................................     400.00
  (+) Lumper AS-6614 you paid at receiver, reimbursed by broker ....     150.00

  Total collected for carrier                                          5,350.00
  NET ACH SENT TO CARRIER 2026-04-14                                   4,665.00

ACH to Wells Fargo x4418. Per our dispatch agreement the 7% fee applies to rate + accessorials,
never to lumper reimbursements. Reply within 7 days with any discrepancy.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 535000,
      netCents: 466500,
      date: '2026-04-14',
      broker: 'ARROYO SECO DISPATCH LLC',
      tripNumber: 'AS-6601',
      miles: 1411,
      linehaulCents: 525000,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 15000,
      deductions: [37450, 2550, 3500],
    },
  },
  {
    id: 'b77-deuxmontagnes-fr-tps-tvq-milles',
    issuer: 'Camionnage Deux-Montagnes inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French-Canadian owner-operator settlement (relevé de règlement) with a per-mile trip table in milles, then a revenue column adding TPS and TVQ to a tax-included total, a retenues list (advance and guarantee-fund holdback among them) and a ruled deposit line; space thousands and comma decimals with trailing $, French month-name dates',
    text: `CAMIONNAGE DEUX-MONTAGNES INC.
455, boul. Arthur-Sauvé, Saint-Eustache (Québec)  J7R 4K3
Tél. : 450 555-0184     NIR R-654 318     USDOT 2654410     MC 817260
TPS : 81234 5678 RT0001        TVQ : 1221458899 TQ0001

            RELEVÉ DE RÈGLEMENT - VOITURIER-REMORQUEUR (propriétaire-exploitant)

 Voiturier : Transport J.-F. Lachance inc.            No fournisseur : 0447
 Unité     : 44                                       Relevé no      : R-2026-0844
 Période   : du 15 au 21 février 2026                 Date du relevé : 23 février 2026
 Paiement  : dépôt direct le 26 février 2026

 REVENUS
 No voyage Date   Origine            Destination        Milles  Taux    Montant   Surch.carb.
 --------- ------ ------------------ ------------------ ------ ------ ----------  ----------
 DM-88412  16-02  Saint-Eustache QC  Albany NY             243   2,05     498,15       92,34
 DM-88430  17-02  Albany NY          Allentown PA          212   2,05     434,60       80,56
 DM-88451  18-02  Allentown PA       Cornwall ON           431   2,05     883,55      163,78
 DM-88467  20-02  Cornwall ON        Saint-Eustache QC     105   2,05     215,25       39,90
 --------- ------ ------------------ ------------------ ------ ------ ----------  ----------
 Total                                                     991          2 031,55      376,58

 Transport au mille (991 milles x 2,05 $)                        2 031,55 $
 Surcharge carburant (0,38 $/mille)                                376,58 $
 Attente à la frontière Lacolle, DM-88451 (2 h x 45,00 $)           90,00 $
 Sous-total des revenus                                          2 498,13 $
 TPS 5 %                                                           124,91 $
 TVQ 9,975 %                                                       249,19 $
                                                               ----------
 TOTAL DES REVENUS (taxes incluses)                              2 872,23 $

 RETENUES
 Carburant - achats carte flotte (11 trans.)                     1 012,47 $
 Assurance responsabilité / cargaison                              118,40 $
 Location remorque 53 pi. #R-2207                                  140,00 $
 Cellulaire et ordinateur de bord                                   29,95 $
 Avance en argent (18 février)                                     200,00 $
 Retenue - fonds de garantie                                       100,00 $
                                                               ----------
 TOTAL DES RETENUES                                              1 600,82 $

 =========================================================================================
 MONTANT DU DÉPÔT                                                1 271,41 $
 =========================================================================================

 Solde du fonds de garantie après retenue : 2 600,00 $ (maximum 3 000,00 $)
 Toute contestation doit être faite par écrit dans les 30 jours suivant la date du relevé.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 287223,
      netCents: 127141,
      date: '2026-02-26',
      broker: 'CAMIONNAGE DEUX-MONTAGNES INC.',
      tripNumber: 'DM-88412',
      miles: 991,
      linehaulCents: 203155,
      fuelSurchargeCents: 37658,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [101247, 11840, 14000, 2995],
    },
  },
  {
    id: 'b77-barranca-permisionario-liquidacion',
    issuer: 'Fletes Barranca del Cobre, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación a permisionario in Spanish: carta-porte trip table in kilometres, then three numbered blocks (ingresos with IVA to a CFDI total, retenciones y descuentos with IVA/ISR withholdings, diesel vouchers, advance and maintenance fund, reembolsos de casetas) and a ruled net line with the amount in words; DD/MM/YYYY and dd-mmm-yyyy dates, $ amounts in MXN',
    text: `FLETES BARRANCA DEL COBRE, S.A. DE C.V.
Av. Tecnológico 5820, Col. Las Granjas, C.P. 31100, Chihuahua, Chih.
RFC: FBC120514KQ7    Permiso SICT: 0812FBC14052012230301000    Tel. 614 555 0139

                    LIQUIDACIÓN A PERMISIONARIO  No. LQ-2026-0391
Permisionario: ROGELIO ANAYA QUINTANA          RFC: AAQR780312H41  (RESICO)
Unidad: Eco. 27  Kenworth T680 2020  Placas 46-AK-9X
Periodo: 01/04/2026 al 08/04/2026      Emisión: 09/04/2026      Fecha de pago: 10-abr-2026
Moneda: MXN

VIAJES LIQUIDADOS
  Carta Porte Fecha       Origen              Destino              Kms        Flete
  --------- ----------  ------------------- ------------------- -----  ------------
  CP-31874  02/04/2026  Chihuahua, Chih.    Cd. Juárez, Chih.     375  $  14,800.00
  CP-31902  04/04/2026  Cd. Juárez, Chih.   Torreón, Coah.        820  $  31,500.00
  CP-31927  07/04/2026  Torreón, Coah.      Chihuahua, Chih.      452  $  17,900.00
  --------------------------------------------------------------------------------
  Total kilómetros: 1,647                                  Total fletes $  64,200.00

I. INGRESOS
  Fletes (3 viajes)                                  $  64,200.00
  Maniobras de descarga CP-31902                     $   1,200.00
  Subtotal                                           $  65,400.00
  IVA 16%                                            $  10,464.00
  TOTAL FACTURADO (CFDI F-8842)                      $  75,864.00

II. RETENCIONES Y DESCUENTOS
  Retención IVA 4% (Art. 1-A LIVA)                   $   2,616.00
  Retención ISR 1.25% RESICO                         $     817.50
  Vales de diésel (6 vales, 1,031 lts)               $  21,430.60
  Anticipo de viaje entregado 01/04/2026             $   5,000.00
  Seguro de la unidad (prorrateo semanal)            $   1,350.00
  GPS / rastreo satelital                            $     420.00
  Fondo de mantenimiento (aportación)                $   1,500.00
  Total retenciones y descuentos                     $  33,134.10

III. REEMBOLSOS
  Casetas comprobadas (IAVE / efectivo)              $   2,368.00

  ================================================================
  NETO A PAGAR (transferencia SPEI)                  $  45,097.90
  ================================================================
  (CUARENTA Y CINCO MIL NOVENTA Y SIETE PESOS 90/100 M.N.)

Saldo fondo de mantenimiento: $18,500.00.  Este documento no es comprobante fiscal.
Recibí de conformidad: ______________________________
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 7586400,
      netCents: 4509790,
      date: '2026-04-10',
      broker: 'FLETES BARRANCA DEL COBRE, S.A. DE C.V.',
      tripNumber: 'CP-31874',
      miles: null,
      linehaulCents: 6420000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 150000,
      reimbursementsCents: 236800,
      deductions: [261600, 81750, 2143060, 135000, 42000],
    },
  },
  {
    id: 'b77-caneyfork-tank-driver-stub-two-col',
    issuer: 'Caney Fork Tank Lines, Inc.',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver direct deposit advice printed by a payroll service, earnings (units, rate, current, YTD) and deductions (current, YTD, zero state tax line, pre-tax markers, advance repayment) side by side split by a vertical bar, dotted-leader net pay line below; MM/DD/YYYY dates',
    text: `CANEY FORK TANK LINES, INC.                          DIRECT DEPOSIT ADVICE
2290 Sparta Hwy                                      Advice No.   DD-0051877
Smithville, TN 37166                                 Check Date   05/15/2026
FEIN 62-1748830  USDOT 1593327                       Period       05/03/2026 - 05/09/2026

Employee: DARNELL W PRUITT                Emp ID: 1186     Dept: TANK-OTR
          418 Dry Creek Rd                Filing: Married  Pay Freq: Weekly
          Liberty, TN 37095               Class A CDL-X (hazmat/tank)

EARNINGS          UNITS     RATE   CURRENT        YTD | DEDUCTIONS           CURRENT        YTD
------------------------------------------------------+-----------------------------------------
Mileage Pay       2,184    .6100  1,332.24  27,415.60 | Federal Income Tax    148.12   2,779.55
Stop Pay              5  25.0000    125.00   2,150.00 | Social Security        97.39   1,844.02
Hazmat Load Pay       3  20.0000     60.00     940.00 | Medicare               22.78     431.26
Tank Wash-out         2  30.0000     60.00     870.00 | TN State Tax            0.00       0.00
Safety Bonus                         50.00     450.00 | Medical Sec125 *       48.60     923.40
                                                      | Dental Sec125 *         7.85     149.15
GROSS PAY                         1,627.24  31,825.60 | 401(k) 4% *            65.09   1,235.41
                                                      | Vol Life                6.20     117.80
                                                      | Advance Repay         100.00     300.00
                                                      |
                                                      | TOTAL DEDUCTIONS      496.03

* pre-tax.  Taxable wages (FIT): 1,505.70   FICA wages: 1,570.79
Practical miles this period: 2,184 (PC*Miler, dispatched loads 5)

NET PAY ................................................   1,131.21
  Deposited:  First Horizon Bank  CHK ****2291 ..........   1,131.21

Advance balance remaining after this repayment: 200.00
Prepared by Highland Rim Payroll Services for Caney Fork Tank Lines, Inc.   NON-NEGOTIABLE
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 162724,
      netCents: 113121,
      date: '2026-05-15',
      broker: 'CANEY FORK TANK LINES, INC.',
      tripNumber: null,
      miles: 2184,
      linehaulCents: 133224,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14812, 9739, 2278, 4860, 785, 6509, 620],
    },
  },
  {
    id: 'b77-atikokan-ont-driver-stub-negatives',
    issuer: 'Atikokan Northern Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario company-driver statement of earnings in a single ruled column: earnings lines with units and rate, vacation pay 4%, deductions printed as negative numbers (CPP, EI, federal/Ontario tax, benefits, RRSP), a non-taxable reimbursement and the net deposit, YTD summary as a footer; DD-MON-YYYY dates, CAD',
    text: `==============================================================================
 ATIKOKAN NORTHERN HAULAGE LTD.                          STATEMENT OF EARNINGS
 118 Industrial Road, Atikokan, ON  P0T 1C0              Currency: CAD
 CVOR 148-226-917   BN 80917 4421 RP0001
==============================================================================
 Employee : Kowalchuk, Brent J.           Employee No : 0219
 Position : Highway Driver (AZ)            Pay Period  : 14 of 26
 Period   : 21-JUN-2026 to 04-JUL-2026     Pay Date    : 10-JUL-2026
==============================================================================
  EARNINGS                                   UNITS     RATE     CURRENT
------------------------------------------------------------------------------
  Highway miles                   4,318 mi   0.6150    2,655.57
  Border crossing pay                    3    25.00       75.00
  Drop & hook                            4    20.00       80.00
  Layover - Duluth MN 27-JUN             1   100.00      100.00
  Vacation pay 4%                                        116.42
------------------------------------------------------------------------------
  GROSS EARNINGS                                                  3,026.99

  DEDUCTIONS
------------------------------------------------------------------------------
  CPP contributions                                     -172.10
  EI premiums                                            -49.34
  Federal income tax                                    -318.45
  Ontario income tax                                    -152.60
  Group health & dental                                  -41.80
  Group RRSP (employee)                                  -90.00
------------------------------------------------------------------------------
  TOTAL DEDUCTIONS                                                 -824.29

  NON-TAXABLE REIMBURSEMENT
  Scale / parking fees (receipts attached)                           36.00
==============================================================================
  NET PAY  - deposited to RBC ****7712                            2,238.70
==============================================================================
 Year to date:  Gross 42,906.18   CPP 2,408.77   EI 699.37   Fed tax 4,497.02
                Ont tax 2,151.88   Vacation pay 1,650.24
 Cheque/deposit no. 0014620.  Please keep this statement for your records.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 302699,
      netCents: 223870,
      date: '2026-07-10',
      broker: 'ATIKOKAN NORTHERN HAULAGE LTD.',
      tripNumber: null,
      miles: 4318,
      linehaulCents: 265557,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 3600,
      deductions: [17210, 4934, 31845, 15260, 4180, 9000],
    },
  },
  {
    id: 'b77-catskill-factor-summary-first',
    issuer: 'Catskill Escarpment Funding Corp.',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring schedule/remittance advice with the funding summary at the top (face, 10% reserve, advance, flat fee total, wire fee, chargeback, reserve release added, amount wired) and the invoice detail table (invoice, load ref, debtor, face, per-invoice fee and advance columns with totals) below; MM-DD-YY and MM-DD-YYYY dates',
    text: `CATSKILL ESCARPMENT FUNDING CORP.
Accounts Receivable Purchasing for Motor Carriers
PO Box 318, Catskill, NY 12414   |   (518) 555-0162   |   funding@catskillfunding.example

SCHEDULE OF ACCOUNTS / REMITTANCE ADVICE
Client : MBEKI HAULAGE LLC  (C-4471)   MC 1187745
Schedule No. 5520                  Submitted 01-20-2026           Funding date 01-22-2026
Recourse agreement, advance rate 90%, discount 2.75% flat

FUNDING SUMMARY
  Total face value of invoices purchased (4)         8,840.00
  Less reserve withheld (10%)                    -     884.00
  Advance amount (90%)                               7,956.00
  Less discount fee 2.75% (see column)           -     243.11
  Less same-day wire fee                         -      20.00
  Less chargeback - inv MH-1131 short paid       -     150.00
  Plus reserve release - sched. 5492 collected   +     312.40
                                                  -----------
  AMOUNT WIRED TO CLIENT                             7,855.29
  Wired 01-22-2026 to Adirondack Trust x0938, ref CEF0122-5520

INVOICE DETAIL
 Invoice  Load/Ref   Debtor                        Inv Date      Face     Fee   Advance
 -------- ---------- ----------------------------- -------- --------- ------- ---------
 MH-1182  HC-88231   HARROW CREEK LOGISTICS, INC.  01-16-26  3,150.00   86.63  2,835.00
 MH-1183  TL-770915  PINEBROOK FREIGHT SOLUTIONS   01-16-26  2,475.00   68.06  2,227.50
 MH-1184  HC-88240   HARROW CREEK LOGISTICS, INC.  01-19-26  1,890.00   51.98  1,701.00
 MH-1185  WPS-20931  WESTMARK PRODUCE SALES LLC    01-20-26  1,325.00   36.44  1,192.50
 -------- ---------- ----------------------------- -------- --------- ------- ---------
 TOTALS                                                      8,840.00  243.11  7,956.00

Reserve account: prior balance 3,406.10, + withheld 884.00, - released 312.40,
new balance 3,977.70.
MH-1131 (Pinebrook) was short paid 150.00 on 01-09-2026 (lumper disputed) and is charged back
under section 7 of the factoring agreement. Notify us within 5 business days of any discrepancy.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 884000,
      netCents: 785529,
      date: '2026-01-22',
      broker: 'HARROW CREEK LOGISTICS, INC.',
      tripNumber: 'HC-88231',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 88400,
      reimbursementsCents: null,
      deductions: [24311, 2000, 15000],
    },
  },
  {
    id: 'b77-copanobay-quickpay-two-line-rows',
    issuer: 'Copano Bay Logistics, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay remittance advice with two-line load rows (load, carrier invoice, delivery date, line haul, fuel, coded accessorials incl. a lumper reimbursement, invoice total, per-load 3% fee and paid columns, lane on the wrapped line), a totals row, a parenthesised OS&D claim adjustment and a right-aligned net ACH block; d-Mon-yyyy payment date',
    text: `COPANO BAY LOGISTICS, LLC                                    QUICKPAY REMITTANCE ADVICE
1920 Hwy 35 Bypass N, Rockport TX 78382                      Payment No.: QP-0060317
Carrier Payables: 361-555-0155 / ap@copanobay.example        Payment Date: 3-Jun-2026
MC 972204 (Property Broker)                                  Method: ACH (QuickPay 3%)

PAY TO:   DELGADO & SONS TRANSPORT LLC   MC 1033821
          5814 Leopard St, Corpus Christi TX 78408
          Vendor ID V-20876    Bank: Frost ****5530

You elected QuickPay (2-day) on the loads below. The QuickPay fee is deducted per load.

LOAD #     CARR INV  DELV  LINE HAUL    FUEL  ACCESSORIAL  INV TOTAL  QP FEE      PAID
---------- --------- ----- --------- ------- ------------ --------- ------- ---------
CB-219044  DST-5107  05/27  1,150.00  185.00         0.00  1,335.00   40.05  1,294.95
           Corpus Christi TX - Laredo TX
CB-219071  DST-5111  05/28    725.00  110.00    50.00 DET    885.00   26.55    858.45
           Laredo TX - San Antonio TX
CB-219102  DST-5114  05/29    900.00  140.00  175.00 LUMP  1,215.00   36.45  1,178.55
           San Antonio TX - Houston TX
---------- --------- ----- --------- ------- ------------ --------- ------- ---------
TOTALS                      2,775.00  435.00       225.00  3,435.00  103.05  3,331.95

Accessorial codes: DET = detention (2 hrs @ 25.00), LUMP = lumper reimbursement (receipt #L-40277)

OTHER ADJUSTMENTS
  CB-219071  OS&D claim - 2 cases damaged, consignee exception      (64.80)

                                                   Invoices total      3,435.00
                                                   QuickPay fees        (103.05)
                                                   Adjustments           (64.80)
                                                   ---------------------------
                                                   NET ACH AMOUNT      3,267.15

Funds are released two business days after POD approval. Questions: reference the payment number.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 343500,
      netCents: 326715,
      date: '2026-06-03',
      broker: 'COPANO BAY LOGISTICS, LLC',
      tripNumber: 'CB-219044',
      miles: null,
      linehaulCents: 277500,
      fuelSurchargeCents: 43500,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 17500,
      deductions: [10305, 6480],
    },
  },
  {
    id: 'b77-dospalos-ratecon-two-picks',
    issuer: 'Dos Palos Freight Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker carrier rate and load confirmation with two pickups side by side in columns, a drop block, a USD-prefixed rate block (line haul, fuel surcharge, stop-off, all-in total), conditional detention/layover terms not in the total, numbered terms and signature lines; DD Mon YYYY dates',
    text: `DOS PALOS FREIGHT BROKERAGE, INC.
1744 Center Ave, Dos Palos, CA 93620      Tel 209-555-0191     MC 884471 / USDOT 2410937
Licensed Property Broker - Surety Bond on file

                       CARRIER RATE AND LOAD CONFIRMATION

Load #: DPF-4417820           Date issued: 11 Aug 2026         Rep: Marisol Ochoa x207
Carrier: KESTREL RUN CARRIERS LLC   MC 1251093   Dispatcher: Ray Tolliver  (541) 555-0118
Driver: A. Mendez   Cell (541) 555-0170   Truck 88 / Trailer 53' reefer RF-412
Equipment: 53' Reefer, continuous 34 F        Commodity: fresh produce (melons), 41,800 lbs

PICK 1                                      PICK 2
  Westside Packing Co.                        Firebaugh Fresh LLC
  22810 Hwy 33, Dos Palos CA 93620            1200 O St, Firebaugh CA 93622
  12 Aug 2026  06:00-08:00  PU# 771904        12 Aug 2026  10:00 FCFS  PU# FF-3381
  Shipper PO 5530-88                          Shipper PO FF-20917

DROP
  Wasatch Produce Distributors
  3350 S 900 W, Salt Lake City UT 84119
  13 Aug 2026  appt 22:00   Deliver #: WPD-66014

RATE
  Line Haul (flat)                        USD   2,650.00
  Fuel Surcharge                          USD     395.00
  Stop-off - 2nd pickup Firebaugh         USD     100.00
                                              ----------
  TOTAL CARRIER PAY (all-in)              USD   3,145.00

  Detention $50.00/hr after 2 hrs free at each stop, with in/out times on the BOL; layover
  $150.00/day; both only when approved in writing by Dos Palos before the charge is incurred.
  Lumper, if any, reimbursed with an original receipt.

TERMS
  1. Carrier must run the reefer continuous at 34 F and send a pulp reading at pickup.
  2. No re-brokering, double brokering or co-loading. Violation forfeits payment.
  3. Invoice with signed BOL/POD to ap@dospalosfreight.example; standard pay 30 days,
     QuickPay 2% available.
  4. Tracking via MacroPoint is required; failure to track may cost $100.00.

Accepted for carrier: ______________________   Date: ____________
Dos Palos Freight Brokerage, Inc.: M. Ochoa
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 314500,
      broker: 'DOS PALOS FREIGHT BROKERAGE, INC.',
      tripNumber: 'DPF-4417820',
    },
  },
];
