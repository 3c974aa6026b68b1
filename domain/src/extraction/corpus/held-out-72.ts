import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 72 (written without seeing the extractor), issuers T-Z.
 *
 * Kinds: five settlement statements (US per-mile carrier with side-by-side summary, US
 * lease-purchase lessor ledger with running balance, US dispatch-service payout grid, Quebec
 * French relevé with TPS/TVQ, Mexican Spanish liquidación a permisionario with IVA/ISR
 * withholdings, advances and reimbursed tolls), two pay stubs (Ohio company driver with
 * side-by-side YTD columns and a non-taxable reimbursement; Ontario hourly tank driver with
 * CPP/EI), two remittances (boxed factoring purchase advice with reserve held and reserve
 * rebate; broker QuickPay advice with a fuel advance and a lumper inside the invoice total) and
 * one multi-stop reefer rate confirmation.
 * Countries: 7 US, 2 CA, 1 MX. Layout variety: pipe-split columns, ASCII grids, running balance,
 * indented per-load blocks, dotted leaders, parentheses and leading-minus negatives, comma
 * decimals with space thousands, MM/DD/YYYY, ISO, DD/MM/YYYY, MM-DD-YY, DD-Mon-YYYY and
 * month-name dates.
 */
export const HELD_OUT_DOCUMENTS_72: CorpusDocument[] = [
  {
    id: 'b72-tomball-side-by-side-summary',
    issuer: 'Tomball Prairie Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile owner-operator settlement with a wide one-row-per-trip table (loaded/empty miles, mile pay, FSC, other, total) and a totals row, then earnings summary and deductions printed side by side in two columns split by a pipe, with a lumper reimbursement added after deductions',
    text: `TOMBALL PRAIRIE CARRIERS, INC.
20715 FM 2920 Rd  Tomball, TX 77377        (281) 555-0147
USDOT 3318842   MC-1104597              settlements@tomballprairie.example

                  CONTRACTOR SETTLEMENT  -  WEEK 45

Contractor : 0419 / BRAZOS BEND TRUCKING LLC      Unit: 419  Trl: T-2208
Pay Period : 11/01/2026 - 11/07/2026              Settlement #: 45-0419
Pay Date   : 11/13/2026                           Pay Method: DIRECT DEPOSIT

DATE   TRIP       ORIGIN           DESTINATION       LOADED  MT   MILE PAY     FSC       OTHER     TOTAL
-----  ---------- ---------------- ---------------- ------ ---- --------- ------- ----------- ---------
11/02  TPC-77310  HOUSTON TX       DALLAS TX          239   22    463.05  124.28                587.33
11/03  TPC-77342  DALLAS TX        OKLAHOMA CITY OK   206    0    381.10  107.12   75.00 DET    563.22
11/04  TPC-77359  OKLAHOMA CITY OK AMARILLO TX        260   41    519.95  135.20                655.15
11/05  TPC-77391  AMARILLO TX      LAREDO TX          598   15  1,120.55  310.96              1,431.51
                                                    ------ ---- --------- ------- ----------- ---------
TOTALS                                               1,303   78  2,484.65  677.56       75.00  3,237.21

EARNINGS SUMMARY                        | DEDUCTIONS
-------------------------------------   | -------------------------------------
Loaded miles      1,303 @ 1.850         | FUEL - EFS (11 PURCH)        1,387.42
Empty miles          78 @ 0.950         | OCC/ACC INSURANCE               38.90
Total miles       1,381                 | EFS CHECK ADV 11/03            300.00
Mileage pay                  2,484.65   | PHYS DAMAGE INS                 64.15
Fuel surcharge                 677.56   | TRAILER RENTAL #T-2208         175.00
Detention/other                 75.00   | PREPASS / BYPASS                12.60
                        -------------   | ESCROW DEPOSIT                  75.00
GROSS EARNINGS               3,237.21   |                           -----------
                                        | TOTAL DEDUCTIONS             2,053.07

REIMBURSEMENTS (added after deductions)
  11/06 LUMPER - LAREDO TX  rcpt 00481 (TPC-77391)                140.00

  GROSS EARNINGS          3,237.21
  LESS DEDUCTIONS      -  2,053.07
  PLUS REIMBURSEMENTS  +    140.00
  =====================================
  NET DIRECT DEPOSIT      1,324.14   acct ****6620

Escrow balance: 1,425.00 of 2,500.00 target.  Questions on this settlement must be
raised within 30 days.  DET = detention (2 hrs over free time @ $37.50/hr).
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 323721,
      netCents: 132414,
      date: '2026-11-13',
      broker: 'TOMBALL PRAIRIE CARRIERS, INC.',
      tripNumber: 'TPC-77310',
      miles: 1381,
      linehaulCents: 248465,
      fuelSurchargeCents: 67756,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 14000,
      deductions: [138742, 3890, 6415, 17500, 1260],
    },
  },
  {
    id: 'b72-unadilla-running-balance-ledger',
    issuer: 'Unadilla Forks Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase percentage-of-revenue settlement printed as a single dated ledger with an amount column and a running balance column (credits per order, then negative deduction lines, then a reimbursement), net check amount centered under it and a one-paragraph summary; dates spelled as month names',
    text: `                       UNADILLA FORKS LEASING, LLC
             Lease-Purchase Contractor Program - Settlement Detail
        1186 State Hwy 8, Sidney, NY 13838  |  607-555-0133  |  Fax 607-555-0134
              Operating under lease to its affiliate, USDOT 2961075 / MC 983310

Contractor:  Dwayne K. Mercer (ID LP-0274)            Statement date: November 18, 2026
Tractor:     2022 Freightliner Cascadia, Unit 4417     Check date:     November 20, 2026
Settlement period:  November 8, 2026 - November 14, 2026     Check no. 0051937

DATE    DESCRIPTION                                         AMOUNT      BALANCE
------- --------------------------------------------  ------------ ------------
Nov 9   Order 2611-0452  Binghamton, NY to Allentown, PA
           182 mi  Line haul rev 845.00 x 70%               591.50       591.50
           Fuel surcharge (100%)                            118.30       709.80
Nov 10  Order 2611-0467  Allentown, PA to Columbus, OH
           431 mi  Line haul rev 1,620.00 x 70%           1,134.00     1,843.80
           Fuel surcharge (100%)                            280.15     2,123.95
Nov 12  Order 2611-0481  Columbus, OH to Syracuse, NY (2 stops)
           486 mi  Line haul rev 1,710.00 x 70%           1,197.00     3,320.95
           Fuel surcharge (100%)                            315.90     3,636.85
           Extra stop pay                                    50.00     3,686.85
        ** Total compensation                                          3,686.85
Nov 16  Fuel - Pilot/Flying J (6 tickets)                -1,102.36     2,584.49
Nov 16  Lease pmt Unit 4417 - Wk 47 of 156                 -685.00     1,899.49
Nov 16  Bobtail / NTL insurance                             -21.50     1,877.99
Nov 16  Cargo insurance                                     -28.00     1,849.99
Nov 16  IRP plate prorate (13 of 52)                        -36.25     1,813.74
Nov 16  Maintenance reserve deposit                        -150.00     1,663.74
Nov 16  Scale ticket reimb (CAT #88213)                      12.75     1,676.49

                                             NET CHECK AMOUNT:  $1,676.49

Summary:  Miles 1,099   Contractor share of line haul 2,922.50   FSC 714.35
          Accessorials 50.00   Total compensation 3,686.85
Lease balance after this payment: $71,240.00      Maintenance reserve balance: $1,650.00

Compensation is 70% of line haul revenue and 100% of fuel surcharge and accessorials per
Schedule A of the Independent Contractor Operating Agreement. Revenue per order is available
for inspection at the Sidney office on request.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 368685,
      netCents: 167649,
      date: '2026-11-20',
      broker: 'UNADILLA FORKS LEASING, LLC',
      tripNumber: '2611-0452',
      miles: 1099,
      linehaulCents: 292250,
      fuelSurchargeCents: 71435,
      advancesCents: null,
      escrowCents: 15000,
      reimbursementsCents: 1275,
      deductions: [110236, 68500, 2150, 2800, 3625],
    },
  },
  {
    id: 'b72-wekiva-dispatch-collected-grid',
    issuer: 'Wekiva Dispatch Partners LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service payout statement: ISO-dated boxed ASCII grid of collected broker loads with a per-load 8% fee column and totals row, then a dotted-leader reconciliation with a broker quick-pay fee, a pass-through insurance charge and a reserve release to the net ACH sent by the service',
    text: `WEKIVA DISPATCH PARTNERS LLC
Independent truck dispatch & back-office services
2400 E Semoran Blvd Ste 210, Apopka FL 32703 | ops@wekivadispatch.example | 407-555-0186

CARRIER PAYOUT STATEMENT                                     Statement no. WDP-S-2646-031
Carrier ......... PALATKA RUN TRUCKING LLC  (MC 1288450 / DOT 3702291)
Truck/Driver .... #7 / L. Hargrove
Week ............ 2026-11-09 to 2026-11-15
ACH sent ........ 2026-11-17 to acct ending 4471 (Truist)

We collected the following freight bills from the brokers on your behalf:

+------------+-----------+----------------------------------+------------------------------+-------+----------+--------+--------+
| Del. date  | Load #    | Broker                           | Lane                         | Miles | Rate     | Det.   | Fee 8% |
+------------+-----------+----------------------------------+------------------------------+-------+----------+--------+--------+
| 2026-11-09 | 118204    | Coastal Plains Freight Brokerage | Jacksonville FL > Atlanta GA |   346 | 1,150.00 |      - |  92.00 |
| 2026-11-10 | BSL-60917 | Banyan Street Logistics          | Atlanta GA > Charlotte NC    |   245 |   875.00 |      - |  70.00 |
| 2026-11-11 | RH2291034 | Redhill Brokerage Inc.           | Charlotte NC > Savannah GA   |   252 |   900.00 | 100.00 |  80.00 |
| 2026-11-13 | 118377    | Coastal Plains Freight Brokerage | Savannah GA > Orlando FL     |   281 | 1,050.00 |      - |  84.00 |
+------------+-----------+----------------------------------+------------------------------+-------+----------+--------+--------+
| TOTAL      |           |                                  |                              | 1,124 | 3,975.00 | 100.00 | 326.00 |
+------------+-----------+----------------------------------+------------------------------+-------+----------+--------+--------+

Freight collected (rates + detention) ................   4,075.00
Less dispatch fee (8% of each bill) ..................    -326.00
Less broker QuickPay fee on BSL-60917 (2.0%) .........     -17.50
Less occ. accident policy (pass-through, Nov) ........     -41.00
Plus reserve release (loads wk 2026-08-10, 90 days) ..     250.00
                                                       ----------
NET ACH TO CARRIER ...................................   3,940.50

Detention on RH2291034 billed at $50/hr, 2 hrs, approved by Redhill 2026-11-12.
Remaining reserve held: $0.00.  Rate confirmations and PODs are stored in your portal.
Wekiva Dispatch Partners LLC is not a carrier or broker and does not take title to freight.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 407500,
      netCents: 394050,
      date: '2026-11-17',
      broker: 'WEKIVA DISPATCH PARTNERS LLC',
      tripNumber: '118204',
      miles: 1124,
      linehaulCents: 397500,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [32600, 1750, 4100],
    },
  },
  {
    id: 'b72-vaudreuil-releve-tps-tvq',
    issuer: 'Vaudreuil-Soulanges Camionnage inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French-language Quebec owner-operator settlement (relevé de règlement) paid per mile on cross-border trips, one indented block per voyage, pre-tax subtotal plus TPS and TVQ giving the total revenue, then a deductions list and a boxed net direct deposit; comma decimals with space thousands and trailing $',
    text: `VAUDREUIL-SOULANGES CAMIONNAGE INC.
3150, boul. de la Gare, Vaudreuil-Dorion (Québec)  J7V 0H1
Tél. : 450 555-0172      NEQ 1172839455      TPS 71834 2290 RT0001      TVQ 1220491187 TQ0001
CVSE / NIR : R-724318-5      USDOT 3140877

RELEVÉ DE RÈGLEMENT - VOITURIER-REMORQUEUR
Voiturier : Gestion R. Lalonde inc. (unité 512)       No de relevé : 2026-46-512
Période : du 8 au 14 nov. 2026                       Date de paiement : 19 nov. 2026
TPS du voiturier : 80211 4432 RT0001   TVQ : 1229984410 TQ0001

REVENUS
  Voyage V-26-8841   09 nov.   Vaudreuil-Dorion (QC) - Albany (NY)
      Milles  236 x 2,10 $                               495,60 $
      Surcharge carburant  236 x 0,38 $                   89,68 $
  Voyage V-26-8857   11 nov.   Albany (NY) - Mississauga (ON)
      Milles  388 x 2,10 $                               814,80 $
      Surcharge carburant  388 x 0,38 $                  147,44 $
  Voyage V-26-8869   13 nov.   Mississauga (ON) - Vaudreuil-Dorion (QC)
      Milles  312 x 2,10 $                               655,20 $
      Surcharge carburant  312 x 0,38 $                  118,56 $
      Temps d'attente 2 h @ 45,00 $                       90,00 $
                                                   ---------------
  Sous-total des revenus (avant taxes)                 2 411,28 $
  TPS 5 %                                                120,56 $
  TVQ 9,975 %                                            240,53 $
  TOTAL DES REVENUS                                    2 772,37 $

RETENUES ET DÉDUCTIONS
  Carburant - carte flotte (7 achats)                  1 143,27 $
  Avance de voyage (10 nov.)                             200,00 $
  Assurance responsabilité civile                         52,40 $
  Location de remorque R-118                             160,00 $
  Fonds de garantie (retenue)                            100,00 $
  Frais d'administration                                  35,00 $
  TOTAL DES RETENUES                                   1 690,67 $

  =================================================================
  MONTANT NET DÉPOSÉ (dépôt direct, compte ***-8814)      1 081,70 $
  =================================================================

Récapitulatif : 936 milles | rémunération au mille 1 965,60 $ | surcharge 355,68 $ | attente 90,00 $
Solde du fonds de garantie après retenue : 2 300,00 $
Tout écart doit être signalé au service de la paie dans les 15 jours suivant le dépôt.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 277237,
      netCents: 108170,
      date: '2026-11-19',
      broker: 'VAUDREUIL-SOULANGES CAMIONNAGE INC.',
      tripNumber: 'V-26-8841',
      miles: 936,
      linehaulCents: 196560,
      fuelSurchargeCents: 35568,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [114327, 5240, 16000, 3500],
    },
  },
  {
    id: 'b72-yahualica-liquidacion-permisionario',
    issuer: 'Yahualica Autotransportes, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish weekly freight liquidation for a Mexican owner-operator (permisionario): numbered sections for trips by carta porte with two-line rows, subtotal + IVA 16% = total facturado, IVA/ISR withholdings, discounts and three itemised trip advances, a section of reimbursed tolls and unloading, then a signed (+)/(-) summary to the net SPEI transfer; DD/MM/YYYY dates, US number format with MXN',
    text: `                   YAHUALICA AUTOTRANSPORTES, S.A. DE C.V.
              RFC YAU0903175K2  -  Permiso SICT 1403YAU17052009
      Carretera a Chapala Km 14.5, Tlajomulco de Zúñiga, Jal. C.P. 45640
                              Tel. 33 5550 4418

LIQUIDACIÓN DE FLETES A PERMISIONARIO                      Folio: LQ-2026-1187
Permisionario: ROGELIO IBARRA CUEVAS          RFC: IACR780415HJ3 (RESICO)
Unidad: Kenworth T680 2021, placas 64-AK-9F    Semana: 46 (09/11/2026 al 15/11/2026)
Fecha de pago: 20/11/2026           Forma de pago: Transferencia SPEI (Banorte ****0932)

I. VIAJES REALIZADOS
Carta P.  Fecha       Ruta                                          Flete
--------- ----------- ------------------------------------- --------------
CP-45120  10/11/2026  Guadalajara, Jal. - Manzanillo, Col.        18,500.00
                      Contenedor 40' (importación, TCMO 4410287)
CP-45133  12/11/2026  Manzanillo, Col. - León, Gto.               24,800.00
                      Contenedor 40' (MSKU 7731024)
CP-45141  15/11/2026  León, Gto. - Guadalajara, Jal.              11,200.00
                      Caja seca 53' (calzado)
                                                            --------------
                                          Subtotal fletes        54,500.00
                                          IVA 16%                 8,720.00
                                          TOTAL FACTURADO        63,220.00

II. RETENCIONES Y DESCUENTOS
  Retención IVA 4%                                                2,180.00
  Retención ISR 1.25% (RESICO)                                      681.25
  Diésel (vales 8812, 8819, 8830)                                14,385.60
  Seguro de carga (prorrateo semanal)                             1,150.00
  Servicio de rastreo GPS                                           450.00
  Anticipo de viaje ANT-3021 (09/11/2026)                         3,000.00
  Anticipo de viaje ANT-3034 (12/11/2026)                         2,500.00
  Anticipo de viaje ANT-3040 (14/11/2026)                         2,000.00

III. REEMBOLSO DE GASTOS COMPROBADOS
  Casetas comprobadas (12 tickets)                                3,412.00
  Maniobras de descarga León (factura A-1187)                     1,200.00

RESUMEN (M.N.)
  (+) Total facturado                                            63,220.00
  (-) Retenciones                                                 2,861.25
  (-) Descuentos                                                 15,985.60
  (-) Anticipos                                                   7,500.00
  (+) Reembolsos                                                  4,612.00
                                                           ===============
  NETO A PAGAR                                       $       41,485.15 MXN

(Importe con letra en el recibo anexo)
Recibí de conformidad la cantidad arriba señalada por concepto de fletes de la semana 46.

______________________________                 ______________________________
   Rogelio Ibarra Cuevas                           Depto. de Liquidaciones
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 6322000,
      netCents: 4148515,
      date: '2026-11-20',
      broker: 'YAHUALICA AUTOTRANSPORTES, S.A. DE C.V.',
      tripNumber: 'CP-45120',
      miles: null,
      linehaulCents: 5450000,
      fuelSurchargeCents: null,
      advancesCents: 750000,
      escrowCents: null,
      reimbursementsCents: 461200,
      deductions: [218000, 68125, 1438560, 115000, 45000],
    },
  },
  {
    id: 'b72-wauseon-stub-two-column-ytd',
    issuer: 'Wauseon Cartage Company',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver biweekly earnings statement with employee/period header split left/right, earnings (units, rate, current, YTD) and grouped deductions (before-tax, taxes, after-tax advance repayment) side by side, a non-taxable reimbursement section and a one-line net pay equation before the direct-deposit stub',
    text: `WAUSEON CARTAGE COMPANY                                                       EARNINGS STATEMENT
725 N Shoop Ave, Wauseon, OH 43567   FEIN 34-1827750                          Advice No. 00418832

EMPLOYEE: TERRENCE A. BOLLINGER    EMP ID 2286   DEPT: OTR-DRY VAN         Pay Date:      11/20/2026
SSN: XXX-XX-4107    Fed: S/1   OH: 1   Local: WAUS                           Period Begin:  11/01/2026
Unit 88 / Driver Class A                                                     Period End:    11/14/2026

EARNINGS         HOURS/    RATE      CURRENT         YTD  DEDUCTIONS              CURRENT         YTD
                 UNITS
---------------- --------- ------- --------- -----------  ---------------------- --------- -----------
Mileage           2,412.00   .5800  1,398.96   55,843.11  Before-Tax
Stop Pay              6.00 25.0000    150.00    3,100.00    401(k) 4%                67.96    2,246.90
Detention             2.50 20.0000     50.00      920.00    Medical Pre-Tax          85.40    1,878.80
Safety Bonus                          100.00      600.00    Dental Pre-Tax            9.15      201.30
---------------- --------- ------- --------- -----------  Taxes
GROSS PAY                           1,698.96   60,463.11    Federal W/H             118.22    2,623.08
                                                            Social Security          99.47    3,652.17
                                                            Medicare                 23.26      854.14
                                                            OH State W/H             31.08      701.22
                                                            Wauseon City 1.5%        24.07      883.62
                                                          After-Tax
                                                            Road Adv Repay          150.00      450.00
                                                          ---------------------- --------- -----------
                                                          TOTAL DEDUCTIONS          608.61

NON-TAXABLE REIMBURSEMENT                                 CURRENT
  Scale tickets (2) - receipts on file                        24.00

NET PAY CALCULATION:  Gross 1,698.96  - Deductions 608.61  + Reimb 24.00  =  NET PAY $1,114.35

DIRECT DEPOSIT       Fifth Third Bank   Checking ****2257      $1,114.35
                     ** NON-NEGOTIABLE - THIS IS NOT A CHECK **

Mileage paid on practical (PC*MILER) miles per dispatch.  PTO balance: 32.00 hrs.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 169896,
      netCents: 111435,
      date: '2026-11-20',
      broker: 'WAUSEON CARTAGE COMPANY',
      tripNumber: null,
      miles: 2412,
      linehaulCents: 139896,
      fuelSurchargeCents: null,
      advancesCents: 15000,
      escrowCents: null,
      reimbursementsCents: 2400,
      deductions: [6796, 8540, 915, 11822, 9947, 2326, 3108, 2407],
    },
  },
  {
    id: 'b72-tillsonburg-ontario-stub-ruled',
    issuer: 'Tillsonburg Tanker Lines Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario hourly tank-driver bi-weekly statement of earnings and deductions ruled with = and - lines, hours/rate/current/YTD earnings (regular, overtime, vacation pay) then CPP, EI, federal and Ontario tax, benefits and union dues with YTD, net pay in CAD; DD-Mon-YYYY dates',
    text: `==============================================================================
 TILLSONBURG TANKER LINES LTD.                         STATEMENT OF EARNINGS
 55 Spruce St, Tillsonburg ON  N4G 5C4                        AND DEDUCTIONS
 CVOR 171-553-208   NSC ON 2281947   BN 80917 4431 RP0001
==============================================================================
 Employee : Hollis, Brandon J.            Employee # : 00731
 Position : Tank Driver - Bulk Liquids (AZ)   Terminal : Tillsonburg
 Pay Period : 01-Nov-2026 to 14-Nov-2026      Pay Date : 20-Nov-2026
 Pay Frequency : Bi-weekly (26)               Cheque/Advice # : DD-26-23-00731
------------------------------------------------------------------------------
 EARNINGS                       Hours      Rate        Current      Year-to-Date
   Regular                      80.00   28.7500       2,300.00        49,681.00
   Overtime (>60 h/wk)           6.00   43.1250         258.75         3,363.75
   Vacation Pay 4%                                      102.35         2,121.79
                                                   -----------      ------------
   Total Earnings                                     2,661.10        55,166.54
------------------------------------------------------------------------------
 STATUTORY & OTHER DEDUCTIONS                         Current      Year-to-Date
   CPP                                                  150.33         3,662.04
   EI                                                    43.38           996.72
   Federal Income Tax                                   265.40         6,124.55
   Ontario Income Tax                                   131.72         3,018.80
   Group Benefits (Life/LTD)                             38.60           849.20
   Union Dues                                            54.00         1,188.00
                                                   -----------
   Total Deductions                                     683.43
------------------------------------------------------------------------------
 NET PAY  (direct deposit, CIBC  Transit 04412  Acct ****8830)   CAD   1,977.67
==============================================================================
 Vacation pay is paid out each period (4%).  Sick days remaining: 2 of 3 (ESA).
 Overtime paid at 1.5x after 60 hours per week per O. Reg. 285/01 (highway transport).
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 266110,
      netCents: 197767,
      date: '2026-11-20',
      broker: 'TILLSONBURG TANKER LINES LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [15033, 4338, 26540, 13172, 3860, 5400],
    },
  },
  {
    id: 'b72-wolfberry-boxed-schedule-advance',
    issuer: 'Wolfberry Capital Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Fully boxed factoring purchase & remittance advice: client/schedule header, per-invoice table of debtor, load number, invoice date, face amount and 3% fee with a totals row, then a funding calculation (90% advance with 10% reserve held, fees, wire fee and chargeback in parentheses, reserve rebate released) to the amount wired; MM-DD-YY dates',
    text: `+----------------------------------------------------------------------------------+
| WOLFBERRY CAPITAL FUNDING, LLC                      PURCHASE & REMITTANCE ADVICE |
| 3301 N Big Spring St, Midland TX 79705        funding@wolfberrycap.example       |
| Phone 432-555-0158                              Non-recourse factoring program   |
+----------------------------------------------------------------------------------+
| Client ....... BLUE MESA FREIGHT LLC  (Client #C-2290)   MC 1190384              |
| Schedule ..... 20881              Submitted 11-17-26      Funded 11-18-26        |
| Method ....... Same-day wire to First Financial Bank ****7713                    |
+----------------------------------------------------------------------------------+
| DEBTOR                       LOAD NO.    INV DATE     FACE AMT  FEE 3.0%         |
| ---------------------------- ----------- --------- -----------  --------         |
| Piñon Flats Logistics Inc    P-55821     11-10-26     2,350.00     70.50         |
| Red Butte Brokerage LLC      RBB7719     11-11-26     1,875.00     56.25         |
| Piñon Flats Logistics Inc    P-55906     11-13-26     3,120.00     93.60         |
| Chamisa Freight Partners     CFP-100423  11-14-26       980.00     29.40         |
| ---------------------------- ----------- --------- -----------  --------         |
| SCHEDULE TOTALS  (4 invoices)                         8,325.00    249.75         |
+----------------------------------------------------------------------------------+
| FUNDING CALCULATION                                                              |
|   Total face value purchased                                     8,325.00        |
|   Advance @ 90%                                                  7,492.50        |
|   (Reserve held 10%: 832.50 - released when debtor pays)                         |
|   Less discount fees (3.0% flat)                                  (249.75)       |
|   Less wire fee                                                    (20.00)       |
|   Less chargeback - short pay, Sched 20714 / RBB7644               (65.00)       |
|   Plus reserve rebate released (Sched 20655, 20690)                410.00        |
|                                                             --------------       |
|   AMOUNT WIRED TO CLIENT                                         $7,567.75       |
+----------------------------------------------------------------------------------+
| Reserve account balance after this schedule: $3,118.40                           |
| Debtors have been notified to remit to: Wolfberry Capital Funding, LLC,          |
| PO Box 60471, Midland TX 79711. Payments sent to the client must be turned over. |
+----------------------------------------------------------------------------------+
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 832500,
      netCents: 756775,
      date: '2026-11-18',
      broker: 'Piñon Flats Logistics Inc',
      tripNumber: 'P-55821',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 83250,
      reimbursementsCents: null,
      deductions: [24975, 2000, 6500],
    },
  },
  {
    id: 'b72-tygart-quickpay-invoice-blocks',
    issuer: 'Tygart Valley Freight Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay remittance advice with payee/payment box at top, one indented block per carrier invoice (linehaul, FSC, lumper or detention, invoice total), then a ruled reconciliation subtracting the 3% QuickPay discount, a wrapped two-line fuel advance line and its fee with leading minus signs; month-name uppercase dates',
    text: `TYGART VALLEY FREIGHT BROKERAGE, INC.
Carrier Payables  -  QuickPay Program
118 Main St, Philippi, WV 26416   MC 874412   Tel 304-555-0123   ap@tygartvalley.example

REMITTANCE ADVICE - QUICKPAY                          Payment No.  QP-0062318
                                                      Payment Date NOV 24, 2026
Pay to:  KESSLER MOUNTAIN HAULING LLC                 Method       ACH (CCD+)
         411 Dry Fork Rd, Elkins WV 26241             Vendor ID    CAR-18827
         MC 1322706

The following carrier invoices were approved for QuickPay (paid in 2 business days
after POD, in place of standard 30-day terms):

  TVF-239014   PU NOV 17   Clarksburg, WV -> Pittsburgh, PA   128 mi
      Linehaul                                               650.00
      Fuel surcharge                                          72.96
      Lumper (receipt #L-30418)                              150.00
      Invoice total                                          872.96
  TVF-239102   PU NOV 18   Morgantown, WV -> Columbus, OH   201 mi
      Linehaul                                               925.00
      Fuel surcharge                                         114.57
      Detention 2 hrs @ 50.00                                100.00
      Invoice total                                        1,139.57

  -----------------------------------------------------------------
  Total of approved invoices  (329 mi)                     2,012.53
  QuickPay discount 3.00% of 2,012.53                        -60.38
  Fuel advance (Comchek #0845512,                           -200.00
     issued 11/18 on TVF-239102)
  Comchek advance fee                                         -8.00
  -----------------------------------------------------------------
  AMOUNT PAID BY ACH                                      $1,744.15

Lumper on TVF-239014 is reimbursed at cost against the signed receipt submitted with POD.
Direct questions on this remittance to carrier payables; reference Payment No. QP-0062318.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 201253,
      netCents: 174415,
      date: '2026-11-24',
      broker: 'TYGART VALLEY FREIGHT BROKERAGE, INC.',
      tripNumber: 'TVF-239014',
      miles: 329,
      linehaulCents: 157500,
      fuelSurchargeCents: 18753,
      advancesCents: 20000,
      escrowCents: null,
      reimbursementsCents: 15000,
      deductions: [6038, 800],
    },
  },
  {
    id: 'b72-tonkawa-reefer-rate-con-multistop',
    issuer: 'Tonkawa Bend Logistics, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker reefer rate confirmation with load number and date top-right, carrier and equipment blocks, three numbered stops with appointment windows and PO numbers, a USD rate table (flat line haul, FSC, stop-off) with total carrier pay, then terms and a signature line',
    text: `TONKAWA BEND LOGISTICS, LLC                        CARRIER RATE CONFIRMATION
2201 W Lake Ave, Stillwater, OK 74075                Load #: TBL-558213
MC 1017763  |  Ph 405-555-0191  |  Fax 405-555-0192    Date: 11/24/2026
Booked by: Marisol Tate  (mtate@tonkawabend.example, ext 214)

CARRIER:  RED FORK CARRIERS INC.   MC 1240097  USDOT 3541126
          Dispatcher: Jim Pruitt  918-555-0166      Truck 31 / Trailer 5312 (53' reefer)

EQUIPMENT: 53' Reefer, set 34 F continuous, pre-cool required     WEIGHT: 41,200 lb
COMMODITY: Packaged produce (onions, potatoes) - 22 pallets       MILES: 496 (est.)

STOP 1 - PICKUP      11/25/2026  06:00-10:00  (appt)   PO# 88-41927
   Cimarron Valley Produce, 1400 N Railroad Ave, Enid OK 73701
STOP 2 - DROP        11/26/2026  05:00         (appt)   PO# 88-41927-A
   Heartland Fresh DC #4, 9100 NE Underground Dr, Kansas City MO 64161
STOP 3 - DROP        11/26/2026  13:00-15:00  (FCFS)    PO# 88-41927-B
   Prairie Basket Grocers, 505 S 3rd St, Omaha NE 68108

RATE
   Line Haul (flat)                  USD   2,150.00
   Fuel Surcharge                    USD     310.00
   Stop-off (1 extra drop)           USD      75.00
   ------------------------------------------------
   TOTAL CARRIER PAY                 USD   2,535.00

Detention $40/hr after 2 free hours, with in/out times on the BOL.  Lumper, if any, is
reimbursed with receipt only.  Temperature recorder download required at each drop.
Carrier may not re-broker, co-load or double-broker this shipment.  Invoice with signed
BOL/POD to ap@tonkawabend.example referencing Load # TBL-558213.  Standard pay 30 days;
QuickPay 2 days @ 3%.

Accepted by carrier: ____________________   Date: ___________
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 253500,
      broker: 'TONKAWA BEND LOGISTICS, LLC',
      tripNumber: 'TBL-558213',
    },
  },
];
