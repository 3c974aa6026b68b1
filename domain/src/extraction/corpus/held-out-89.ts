import type { CorpusDocument } from './types.js';

/**
 * Held-out blind batch 89: ten trucking pay documents written blind, never used for tuning.
 * Kinds: five owner-operator settlements (percentage-of-revenue carrier statement with CR/DR
 * ledger, lease-purchase running-balance ledger, dispatch-service hotshot statement, French
 * Quebec relevé with TPS/TVQ-inclusive gross, Spanish Mexican liquidación de permisionario),
 * two company-driver pay stubs (US current/YTD stub with split deposit, Alberta boxed stub with
 * CPP/EI), a factor schedule of accounts purchased with per-invoice fee and reserve columns and a
 * reserve rebate, a broker QuickPay remittance email, and a truck repair invoice.
 * Countries: 7 US, 2 CA (one French), 1 MX. Dates vary: month names, ISO, MM/DD/YY, DD-MM,
 * French and Spanish long dates, YYYY/MM/DD, DD-MON-YYYY, "Mon DD YYYY"; numbers include comma
 * decimals with space thousands, parentheses, signed less/add lines and CR/DR columns.
 */
export const HELD_OUT_DOCUMENTS_89: CorpusDocument[] = [
  {
    id: 'b89-absecon-pct-revenue-crdr',
    issuer: 'Absecon Inlet Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-of-revenue reefer contractor settlement: boxed header with check date and check amount, one-line-per-trip table (miles, revenue, 72% share, FSC) with totals, then a CR/DR two-column ledger with gross compensation subtotal, reimbursements and charges sections, totals row and net; month-name dates',
    text: `                      ABSECON INLET FREIGHT LINES, INC.
           6010 Black Horse Pike  -  Egg Harbor Township, NJ 08234
         Settlements Dept. (609) 555-0148   MC-604417   USDOT 1693205

         STATEMENT OF CONTRACTOR SETTLEMENT  -  PERCENTAGE OF REVENUE

+--------------------------------------------+-------------------------------+
| Contractor: MARCHETTI ROAD SERVICE LLC     | Check No.:     0041872        |
| Unit: 318   Trailer: 53-2207 (reefer)      | Check Date:    March 13, 2026 |
| Period: March 1, 2026 thru March 7, 2026   | CHECK AMOUNT: $2,322.99       |
+--------------------------------------------+-------------------------------+

TRIP DETAIL   (contractor share 72% of linehaul revenue; fuel surcharge 100%)
Trip         Disp   Lane                               Mi    LH Rev    LH 72%      FSC
--------------------------------------------------------------------------------------
AIF-26-0871  Mar 2  Vineland NJ      -> Chelsea MA    338  1,650.00  1,188.00   290.70
AIF-26-0884  Mar 3  Chelsea MA       -> Bronx NY      214    985.00    709.20   184.04
AIF-26-0893  Mar 4  Bronx NY         -> Vineland NJ   141    725.00    522.00   121.26
AIF-26-0902  Mar 5  Vineland NJ      -> Jessup MD     152    890.00    640.80   130.72
AIF-26-0915  Mar 6  Jessup MD        -> Bridgeton NJ  139    765.00    550.80   119.54
--------------------------------------------------------------------------------------
Totals                                                984  5,015.00  3,610.80   846.26

                                                                CR          DR
Linehaul share (72%)                                      3,610.80
Fuel surcharge                                              846.26
Detention 2.5 hr  AIF-26-0884 (Bronx NY)                    100.00
Extra stop        AIF-26-0902 (Jessup MD)                    75.00
                                                        ----------
GROSS COMPENSATION                                        4,632.06

REIMBURSEMENTS
  Tolls - NJTP / GSP / I-95 (receipts attached)              86.45
  Scale tickets CAT x2                                       24.00

CHARGES
  FUEL   EFS card - tractor (11 purch.)                               1,484.37
  FUEL   EFS card - reefer (4 purch.)                                   212.40
  ADV    EFS money code 03/04                                           300.00
  INS    Physical damage  wk 10                                          61.50
  INS    Bobtail / NTL    wk 10                                          14.25
  TRL    Reefer trailer rental 53-2207                                  175.00
  IFTA   Fuel tax / permits                                              22.00
  ESC    Escrow contribution                                            150.00
                                                        ----------  ----------
TOTALS                                                    4,742.51    2,419.52
NET SETTLEMENT  (paid by check 0041872)                   2,322.99

Escrow on deposit after this settlement: $3,450.00     YTD gross: $24,118.62
Questions on this statement must be raised within 15 days (Lease Agreement sec. 9).
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 463206,
      netCents: 232299,
      date: '2026-03-13',
      broker: 'ABSECON INLET FREIGHT LINES, INC.',
      tripNumber: 'AIF-26-0871',
      miles: 984,
      linehaulCents: 361080,
      fuelSurchargeCents: 84626,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 11045,
      deductions: [148437, 21240, 6150, 1425, 17500, 2200],
    },
  },
  {
    id: 'b89-brokenbow-running-ledger',
    issuer: 'Broken Bow Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase operator account ledger: one chronological table with date, code, reference, description, debit, credit and running balance columns (trip header rows, per-mile and FSC credit rows, then debit rows), period totals row, closing ACH row that zeroes the balance; gross appears only as the credit-column period total; ISO dates',
    text: `BROKEN BOW TRACTOR LEASING, LLC
44 Industrial Pkwy  Broken Bow, NE 68822   ph 308-555-0177
USDOT 3318746  MC 1127055

LEASE OPERATOR ACCOUNT LEDGER  -  WEEK 15
Operator : 4417  DONNELLY, SHAWN R.   (lease-purchase, 2022 Peterbilt 579)
Period   : 2026-04-05 to 2026-04-11
Pay date : 2026-04-17          Method: ACH to acct ending 7730

Date       Cd  Reference  Description                                      Debit    Credit    Balance
=====================================================================================================
2026-04-05 BAL            Opening balance                                                        0.00
2026-04-06 TRP BBT-115402 Broken Bow NE - Commerce City CO
2026-04-06 LHP BBT-115402   Loaded 412 mi @ 1.520                                   626.24     626.24
2026-04-06 FSC BBT-115402   Fuel surcharge 412 mi @ 0.380                           156.56     782.80
2026-04-08 TRP BBT-115417 Commerce City CO - Amarillo TX
2026-04-08 LHP BBT-115417   Loaded 431 mi @ 1.520                                   655.12   1,437.92
2026-04-08 FSC BBT-115417   Fuel surcharge 431 mi @ 0.380                           163.78   1,601.70
2026-04-08 DET BBT-115417   Detention 3.0 hr @ 40.00                                120.00   1,721.70
2026-04-09 TRP BBT-115430 Amarillo TX - Kansas City KS
2026-04-09 LHP BBT-115430   Loaded 562 mi @ 1.520                                   854.24   2,575.94
2026-04-09 FSC BBT-115430   Fuel surcharge 562 mi @ 0.380                           213.56   2,789.50
2026-04-10 DHD BBT-115430   Deadhead KC KS - Salina KS 48 mi @ 0.750                 36.00   2,825.50
2026-04-08 ADV EX0408-22  Comdata Express Code                            250.00             2,575.50
2026-04-10 FUL CDN-WK15   Fuel - fleet card (9 purchases)               1,189.62             1,385.88
2026-04-11 LSE U4417-15   Tractor lease payment unit 4417 wk 15/156       725.00               660.88
2026-04-11 INS OA-2026    Occupational accident                            38.40               622.48
2026-04-11 PLT IRP-12/52  IRP plate amortization 12 of 52                  41.15               581.33
2026-04-11 PPS PP-APR     PrePass / tolls device                           11.50               569.83
2026-04-11 MRV MR-4417    Maintenance reserve deposit                     125.00               444.83
=====================================================================================================
                          Period totals                                 2,380.67  2,825.50
2026-04-17 ACH            Settlement paid - ACH                           444.83                 0.00

Miles this week: loaded 1,405  deadhead 48  total 1,453
Maintenance reserve balance ........ 2,250.00
Lease-purchase payoff (est.) ....... 41,880.00   payments remaining 141

Disputes: settlements@brokenbowtl.com within 10 days of pay date.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 282550,
      netCents: 44483,
      date: '2026-04-17',
      broker: 'BROKEN BOW TRACTOR LEASING, LLC',
      tripNumber: 'BBT-115402',
      miles: 1453,
      linehaulCents: 217160,
      fuelSurchargeCents: 53390,
      advancesCents: 25000,
      escrowCents: 12500,
      reimbursementsCents: null,
      deductions: [118962, 72500, 3840, 4115, 1150],
    },
  },
  {
    id: 'b89-caddolake-dispatch-hotshot',
    issuer: 'Caddo Lake Dispatch Group LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service weekly statement to a hotshot carrier: loads table with broker, pickup/delivery dates, lane, loaded and deadhead miles and all-in rate with totals row, then an indented less/plus list with parenthesised deductions and a double-ruled net ACH line; MM/DD/YY dates and an ACH-sent footer',
    text: `CADDO LAKE DISPATCH GROUP LLC
"We book it, we collect it, you drive it."
1907 FM 134, Uncertain, TX 75661  |  (903) 555-0126  |  ops@caddolakedispatch.com

CARRIER WEEKLY STATEMENT
Carrier:  PINEYWOODS HOTSHOT LLC  (MC 1398822 / DOT 4021557)
Driver:   Marcus Tullos    Truck: 2021 Ram 5500 + 40' gooseneck
Wk ending Fri 05/15/26                 Statement # CLD-0515-PHS

LOADS BOOKED & COLLECTED
Load #      Broker                           PU   DEL  Lane                           Ld mi DH mi      Rate
-----------------------------------------------------------------------------------------------------------
RB-558201   Redbud Freight Brokerage LLC  05/11 05/11  Longview TX > Lake Charles LA    218    36  1,450.00
GL7730941   Gulfline Logistics Inc        05/12 05/13  Lake Charles LA > Jackson MS     262    12    980.00
TPB-20614   Tri-Parish Transport Brokers  05/13 05/14  Jackson MS > Tyler TX            331    58  1,725.00
RB-558377   Redbud Freight Brokerage LLC  05/14 05/14  Tyler TX > Shreveport LA          97    21    650.00
-----------------------------------------------------------------------------------------------------------
            4 loads                                                                     908   127  4,805.00
Total miles (loaded + deadhead): 1,035

  Line haul (4 loads, all-in rates)                   4,805.00
  Detention - GL7730941 (Jackson MS, 1.5 hr)             75.00
  TOTAL FREIGHT BILLED                                4,880.00

  less  Dispatch fee 8% of line haul                   (384.40)
  less  Gulfline QuickPay 2% (on 1,055.00)              (21.10)
  less  Load board / ELD share                          (35.00)
  less  Fuel advance sent 05/12 (Zelle)                (400.00)
  plus  LA oversize permit - reimbursed by Tri-Parish    48.00
  ============================================================
  NET ACH TO CARRIER                                 $4,087.50

ACH sent 05/18/26 by Caddo Lake Dispatch Group LLC to Pineywoods Hotshot LLC
(Red River Bank acct ...4419). Broker payments received into our trust acct
are passed through; we never hold carrier funds over 5 business days.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 488000,
      netCents: 408750,
      date: '2026-05-18',
      broker: 'Caddo Lake Dispatch Group LLC',
      tripNumber: 'RB-558201',
      miles: 1035,
      linehaulCents: 480500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 4800,
      deductions: [38440, 2110, 3500],
    },
  },
  {
    id: 'b89-escuminac-releve-taxes',
    issuer: 'Camionnage Escuminac inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French owner-operator settlement (relevé de règlement): dashed header block, trip list with each flat trip rate followed by an indented fuel-surcharge line, revenue summary adding TPS and TVQ to a tax-included total, itemised retenues with total, net deposit in an asterisk box; comma decimals with space thousands and trailing $, DD-MM and long French dates',
    text: `CAMIONNAGE ESCUMINAC INC.
148, boul. Perron, Pointe-à-la-Croix (Québec)  G0C 1L0
Tél. : 418 555-0163    NEQ 1168842207    USDOT 2980441
TPS 781145522 RT0001   TVQ 1220871334 TQ0001

RELEVÉ DE RÈGLEMENT - VOITURIER PROPRIÉTAIRE
----------------------------------------------------------------------
Voiturier : TRANSPORT G. ARSENAULT ENR.      No fournisseur : V-0087
Tracteur  : unité 12 (Volvo VNL 2020)        Remorque : S-204 (sèche)
Semaine du 15 au 21 mars 2026                Relevé no : 2026-11-0087
Date du dépôt : 26 mars 2026
----------------------------------------------------------------------

VOYAGES
No voyage  Date   Trajet                                           Taux
CE-30418   16-03  Pointe-à-la-Croix QC -> Rivière-du-Loup QC   1 240,00
                    surcharge carburant 17,5 %                   217,00
CE-30426   17-03  Rivière-du-Loup QC -> Lévis QC                 685,00
                    surcharge carburant 17,5 %                   119,88
CE-30433   18-03  Lévis QC -> Bangor ME (USA)                  1 560,00
                    surcharge carburant 17,5 %                   273,00
CE-30441   20-03  Bangor ME (USA) -> Campbellton NB            1 325,00
                    surcharge carburant 17,5 %                   231,88

Total des taux de transport                                 4 810,00 $
Total surcharge carburant                                     841,76 $
Frais d'attente (CE-30433, Bangor ME, 2 h)                     85,00 $
                                                        --------------
Sous-total des revenus                                      5 736,76 $
TPS 5 %                                                       286,84 $
TVQ 9,975 %                                                   572,24 $
                                                        --------------
TOTAL DES REVENUS (taxes incluses)                          6 595,84 $

RETENUES
  Carburant - carte Pétro-Pass (7 transactions)             1 842,66 $
  Avance en argent du 18-03                                   300,00 $
  Assurance responsabilité / cargaison                         98,75 $
  Immatriculation SAAQ - quote-part hebdo                      64,12 $
  Communication Isaac / registre électronique                  22,99 $
  Frais douane ACE/ACI (2 passages)                            30,00 $
  Fonds de réserve (dépôt)                                    200,00 $
                                                        --------------
Total des retenues                                          2 558,52 $

**********************************************************************
*  MONTANT NET DÉPOSÉ (dépôt direct Desjardins)           4 037,32 $ *
**********************************************************************

Solde du fonds de réserve : 2 600,00 $    Solde avances : 0,00 $
Toute erreur doit être signalée dans les 10 jours suivant le dépôt.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 659584,
      netCents: 403732,
      date: '2026-03-26',
      broker: 'CAMIONNAGE ESCUMINAC INC.',
      tripNumber: 'CE-30418',
      miles: null,
      linehaulCents: 481000,
      fuelSurchargeCents: 84176,
      advancesCents: 30000,
      escrowCents: 20000,
      reimbursementsCents: null,
      deductions: [184266, 9875, 6412, 2299, 3000],
    },
  },
  {
    id: 'b89-cubilete-liquidacion-permisionario',
    issuer: 'Autotransportes Cerro del Cubilete, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish owner-operator liquidation (liquidación de permisionario) with two-column header, roman-numbered sections: trip table by carta porte with freight and 80% share (customer on a wrapped second line), other earnings with total percepciones, toll reimbursements, discounts incl. ISR retention, and a double-ruled net SPEI line; DD/MM/YYYY and long Spanish date, $ MXN US-style numbers',
    text: `AUTOTRANSPORTES CERRO DEL CUBILETE, S.A. DE C.V.
RFC: ACC0608153K1   Permiso SCT: 1107ACC15062006230301010
Carretera Silao-León km 5.5, Col. Puerto Interior, C.P. 36275, Silao de la Victoria, Gto.
Tel. 472 555 0191   liquidaciones@cubiletecarga.mx

                            LIQUIDACIÓN DE PERMISIONARIO
Folio: LQ-2026-0611                               Fecha de pago: 12 de junio de 2026
Permisionario: ROGELIO BALTAZAR MEDINA             Periodo: 01/06/2026 al 07/06/2026
Unidad: 27 (Kenworth T680 2019)                                     Placas: 41-AK-9P
Moneda: MXN (pesos mexicanos)

I. VIAJES  (participación del permisionario 80% del flete)
====================================================================================
Carta Porte Fecha      Ruta / Cliente                               Flete  Importe 80%
------------------------------------------------------------------------------------
CP-A 44871  01/06/2026 Silao, Gto. - Nuevo Laredo, Tamps.       38,500.00    30,800.00
                         Autopartes Bajío Norte
CP-A 44903  03/06/2026 Nuevo Laredo, Tamps. - Querétaro, Qro.   31,200.00    24,960.00
                         Logística Fronteriza del Bravo
CP-A 44927  05/06/2026 Querétaro, Qro. - Silao, Gto.             9,800.00     7,840.00
                         Autopartes Bajío Norte
------------------------------------------------------------------------------------
                       Suma de viajes                           79,500.00    63,600.00

II. OTRAS PERCEPCIONES
  Maniobras de carga/descarga (CP-A 44871)                            $     1,200.00
  Estadías Nuevo Laredo (2 días, CP-A 44903)                          $     1,500.00
TOTAL PERCEPCIONES (I + II)                                           $    66,300.00

III. REEMBOLSOS
  Casetas de peaje comprobadas (23 tickets)                           $     4,386.00

IV. DESCUENTOS
  Diesel (vales Pemex / tarjeta flota)                                $    21,640.50
  Anticipo de viaje 01/06/2026                                        $     5,000.00
  Seguro de la unidad (parte semanal)                                 $     1,150.00
  Rastreo satelital GPS                                               $       380.00
  Retención ISR 1.25% (RESICO)                                        $       828.75
  Fondo de mantenimiento                                              $     2,000.00
TOTAL DESCUENTOS                                                      $    30,999.25
====================================================================================
NETO A PAGAR (I + II + III - IV)   Transferencia SPEI                 $    39,686.75
====================================================================================
Cuenta destino: BBVA CLABE 012225004418836615    Ref. SPEI: LQ20260611-27

Saldo fondo de mantenimiento: $ 18,000.00   Saldo de anticipos pendientes: $ 0.00

Recibí de conformidad: _______________________   Autorizó: C.P. Maribel Oropeza
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 6630000,
      netCents: 3968675,
      date: '2026-06-12',
      broker: 'AUTOTRANSPORTES CERRO DEL CUBILETE, S.A. DE C.V.',
      tripNumber: 'CP-A 44871',
      miles: null,
      linehaulCents: 6360000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 200000,
      reimbursementsCents: 438600,
      deductions: [2164050, 115000, 38000, 82875],
    },
  },
  {
    id: 'b89-deadwoodgulch-stub-current-ytd',
    issuer: 'Deadwood Gulch Bulk Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver biweekly earnings statement: title and employer block side by side, earnings/taxes/deductions sections each with current and YTD columns, a four-cell boxed gross/taxes/deductions/net summary, taxable-wage line and a two-account direct-deposit split; MM/DD/YYYY dates',
    text: `DEADWOOD GULCH BULK CARRIERS, INC.                         EARNINGS STATEMENT
2815 Deadwood Ave  Rapid City, SD 57702                    Company Code  DGB / 00417
(605) 555-0184  USDOT 2230615                              Check No.     DD-552180

Employee:  TYLER J. RASKIN          Emp ID: 00482           Pay Date:    05/22/2026
           1106 Hawthorne St        Dept:   DRV-BULK        Period Beg:  05/03/2026
           Sturgis, SD 57785        Status: Single, 0 adj   Period End:  05/16/2026

EARNINGS                HRS/UNITS      RATE       CURRENT         YTD
---------------------------------------------------------------------
Mileage Pay                 4,862    0.5850      2,844.27   31,548.42
Stop Pay                        6   25.0000        150.00    1,800.00
Detention                    3.50   20.0000         70.00      490.00
Per Diem (non-tax)              9   55.0000        495.00    4,455.00
GROSS PAY                                        3,559.27   38,293.42

TAXES                                             CURRENT         YTD
---------------------------------------------------------------------
Federal Income Tax                                 251.18    2,235.49
Social Security                                    185.74    2,286.51
Medicare                                            43.44      534.75
South Dakota - no state income tax                   0.00        0.00

DEDUCTIONS                                        CURRENT         YTD
---------------------------------------------------------------------
401(k) Pre-Tax 4%                                  122.57    1,477.77
Medical - Sec 125                                   68.42      752.62
Dental                                              12.14      133.54
Vision                                               3.98       43.78
Uniform / Boots                                     15.00       60.00

+----------------+----------------+----------------+------------------+
|   GROSS PAY    |     TAXES      |   DEDUCTIONS   |     NET PAY      |
|       3,559.27 |         480.36 |         222.11 |         2,856.80 |
+----------------+----------------+----------------+------------------+

Federal taxable wages: 2,873.28    FICA wages: 2,995.85

DIRECT DEPOSIT DISTRIBUTION
  Black Hills FCU   Checking  xxxxx4471     2,756.80
  Black Hills FCU   Savings   xxxxx0932       100.00
  Total deposited                         2,856.80

Miles paid this period are from e-log/ELD dispatch records (PC*Miler practical).
Processed by Prairie Ledger Payroll Svc.   NON-NEGOTIABLE - THIS IS NOT A CHECK
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 355927,
      netCents: 285680,
      date: '2026-05-22',
      broker: 'DEADWOOD GULCH BULK CARRIERS, INC.',
      tripNumber: null,
      miles: 4862,
      linehaulCents: 284427,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [25118, 18574, 4344, 12257, 6842, 1214, 398, 1500],
    },
  },
  {
    id: 'b89-drumheller-boxed-cad-stub',
    issuer: 'Drumheller Badlands Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Canadian company-driver bi-weekly pay statement drawn entirely inside an ASCII box: employer block, two-column employee/period rows, earnings with qty/rate/amount (per-mile highway pay plus border, drop-and-hook, layover, stat holiday), deductions with CPP/EI/federal/Alberta tax and benefits, net direct deposit row; YTD line below the box; YYYY/MM/DD dates, CAD',
    text: `+========================================================================+
| DRUMHELLER BADLANDS HAULAGE LTD.                                       |
| Box 1980, 650 Hwy 10 East, Drumheller, AB  T0J 0Y0   403-555-0157      |
| NSC AB 0211-83550-001   Payroll BN 80416 2259 RP0001                   |
+========================================================================+
| STATEMENT OF EARNINGS AND DEDUCTIONS                                   |
| Employee: Kowalchuk, Darren P.                        Employee #: 1193 |
| Position: Highway Driver (Class 1)            Pay frequency: Bi-weekly |
| Pay period: 2026/05/10 - 2026/05/23            Cheque date: 2026/05/29 |
+------------------------------------------------------------------------+
| EARNINGS                            Qty        Rate          Amount    |
|   Highway miles                5,186 mi      0.6400        3,319.04    |
|   Border crossings                    3     30.0000           90.00    |
|   Drop & hook                         4     15.0000           60.00    |
|   Layover - Billings MT               1    120.0000          120.00    |
|   Stat holiday - Victoria Day    8.00 h     27.5000          220.00    |
|                                                     ---------------    |
|   TOTAL EARNINGS                                           3,809.04    |
+------------------------------------------------------------------------+
| DEDUCTIONS                                                   Amount    |
|   CPP                                                        218.63    |
|   EI                                                          62.09    |
|   Federal income tax                                         426.77    |
|   Alberta income tax                                         219.06    |
|   Group RRSP 3% (employee)                                   114.27    |
|   Health & dental (Alberta Blue Cross)                        46.30    |
|   Life / LTD                                                  18.75    |
|   Social committee                                             5.00    |
|                                                     ---------------    |
|   TOTAL DEDUCTIONS                                         1,110.87    |
+------------------------------------------------------------------------+
|   NET PAY - DIRECT DEPOSIT (ATB Financial ****2208)       $2,698.17    |
+========================================================================+

Year to date:  Earnings 42,816.90   CPP 2,467.12   EI 697.92   Income tax 9,694.70
Miles are paid on practical route miles as dispatched. All amounts in CAD.
Vacation pay accrued (4%): 152.36   Vacation balance: 1,212.48
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 380904,
      netCents: 269817,
      date: '2026-05-29',
      broker: 'DRUMHELLER BADLANDS HAULAGE LTD.',
      tripNumber: null,
      miles: 5186,
      linehaulCents: 331904,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [21863, 6209, 42677, 21906, 11427, 4630, 1875, 500],
    },
  },
  {
    id: 'b89-eaglebutte-schedule-fee-reserve-cols',
    issuer: 'Eagle Butte Receivables, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factor schedule of accounts purchased: dotted-label header with funding date, invoice table (debtor, load/PRO, invoice date, face, per-invoice fee and reserve columns) with a totals row, then a funding recap with signed less/add lines, a reserve rebate and the wired amount, and a reserve-account roll-forward; DD-MON-YYYY dates',
    text: `EAGLE BUTTE RECEIVABLES, LLC
Freight Factoring  *  300 N Phillips Ave Ste 410, Sioux Falls SD 57104
client.services@eaglebutterec.com   Tel 605-555-0135   Fax 605-555-0136

S C H E D U L E   O F   A C C O U N T S   P U R C H A S E D

Client ....... KITTREDGE LIVESTOCK EXPRESS LLC  (Client # EB-2291)
Schedule # ... 0614                  Recourse: Non-recourse
Received ..... 13-JUL-2026           Funded: 14-JUL-2026 via Fedwire

Invoice    Debtor                             Load / PRO   Inv Date      Face Amt  Fee 2.75%   Reserve
------------------------------------------------------------------------------------------------------
KLE-10417  Prairie Hub Logistics, Inc.        PH-882014    07-JUL-2026   3,150.00      86.63    315.00
KLE-10418  Midcontinent Freight Partners LLC  MFP 4471208  08-JUL-2026   2,400.00      66.00    240.00
KLE-10419  Redwater Brokerage Co.             RW-06651     09-JUL-2026   1,875.50      51.58    187.55
KLE-10420  Prairie Hub Logistics, Inc.        PH-882377    10-JUL-2026   2,960.00      81.40    296.00
------------------------------------------------------------------------------------------------------
TOTALS     4 invoices                                                   10,385.50     285.61  1,038.55

FUNDING RECAP
  Gross face value of accounts purchased               10,385.50
  Less: Discount fee (2.75%)                             -285.61
  Less: Reserve held (10%)                             -1,038.55
  Less: Fuel advance 10-JUL-2026 (load PH-882377)        -500.00
  Less: Same-day wire fee                                 -20.00
  Add:  Reserve rebate - schedule 0588 (collected)       +612.45
                                                    ============
  AMOUNT WIRED TO CLIENT 14-JUL-2026                    9,153.79

Reserve account: prior 4,318.40 + held this schedule 1,038.55 - rebate 612.45 = 4,744.50
Debtor payments must be remitted ONLY to Eagle Butte Receivables, LLC, PO Box 88107,
Sioux Falls SD 57109. Verbal verification with debtors completed 13-JUL-2026.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 1038550,
      netCents: 915379,
      date: '2026-07-14',
      broker: 'Prairie Hub Logistics, Inc.',
      tripNumber: 'PH-882014',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 103855,
      reimbursementsCents: null,
      deductions: [28561, 2000],
    },
  },
  {
    id: 'b89-foxchapel-quickpay-email',
    issuer: 'Fox Chapel Freight Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay remittance printed from an email: mail headers, payee/payment key-value block, two-load table with linehaul, FSC, accessorial and total columns plus an invoice-total row, then an indented discount/advance list ending in the net payment; month-name dates',
    text: `From:    Carrier Payables <carrierpay@foxchapelfreight.com>
To:      billing@monongahelaflatbed.com
Date:    Wed, Aug 12, 2026 9:41 AM
Subject: QuickPay Remittance Advice - Payment #QP-2026-08-1142

FOX CHAPEL FREIGHT BROKERAGE, INC.
1209 Freeport Road, Pittsburgh, PA 15238  |  MC 772164  |  412-555-0119

QUICKPAY REMITTANCE ADVICE

Payee:            Monongahela Flatbed Co.  (MC 1045537)
Payment number:   QP-2026-08-1142
Payment method:   ACH (same day)  -> PNC ****6620
Payment date:     August 12, 2026
QuickPay terms:   2 business days from POD receipt, 3.0% discount

Load #       Pickup Lane                        Linehaul     FSC   Accessorial     Total
----------------------------------------------------------------------------------------
FCFB-771203  Aug 3  Ambridge PA -> Decatur AL   2,100.00  315.00    Tarp 75.00  2,490.00
FCFB-771288  Aug 5  Decatur AL -> Canton OH     1,350.00  202.50             -  1,552.50
----------------------------------------------------------------------------------------
Totals                                          3,450.00  517.50         75.00  4,042.50

   Invoices approved for QuickPay                 4,042.50
   QuickPay discount 3.0%                          -121.28
   Comchek advance at pickup (FCFB-771203)         -400.00
   Comchek service fee                              -12.00
                                                ----------
   NET PAYMENT                                    3,509.22

Funds should be available in your account by end of business day. Please do
not re-bill these loads to a factoring company; they are marked PAID in our
system. Reply to this email with any discrepancy within 30 days.

-- Carrier Payables Team, Fox Chapel Freight Brokerage, Inc.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 404250,
      netCents: 350922,
      date: '2026-08-12',
      broker: 'FOX CHAPEL FREIGHT BROKERAGE, INC.',
      tripNumber: 'FCFB-771203',
      miles: null,
      linehaulCents: 345000,
      fuelSurchargeCents: 51750,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [12128, 1200],
    },
  },
  {
    id: 'b89-conowingo-repair-invoice',
    issuer: 'Conowingo Truck & Trailer Repair, LLC',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Truck repair shop invoice: right-aligned invoice number/date/R.O. block, bill-to and unit/VIN side by side, complaint line, parts table (part no., description, qty, unit, extension) and labor lines with hours, then a summary with shop supplies, environmental fee, sales tax on parts, invoice total, card payment and zero balance; "Mon DD YYYY" dates',
    text: `CONOWINGO TRUCK & TRAILER REPAIR, LLC
3120 Conowingo Road (US Rt 1), Street, MD 21154
Shop 410-555-0172   Road Service 24/7 410-555-0173   MD Sales Tax Reg. 10283345

REPAIR INVOICE                                  Invoice No.   58817
                                                Invoice Date  Sep 22 2026
                                                R.O. Opened   Sep 21 2026 14:05

Bill To: LUCERO BROTHERS TRUCKING LLC        Unit: 07  2019 Freightliner Cascadia
         88 Rock Run Rd, Havre de Grace MD   VIN 3AKJHHDR9KSKE4410  Odo 612,448
Complaint: air pressure bleeding down overnight; brake stroke OOA at DOT inspection

PARTS
Part No.          Description                            Qty     Unit      Ext
FL A06-86457-000  Air dryer cartridge, Bendix AD-IP        1    89.49    89.49
BW 065225         Brake chamber 30/30 long stroke          2    68.75   137.50
HAL 40-1045       Slack adjuster, automatic 5.5"           2    94.20   188.40
DON P551423       Fuel filter, primary                     1    41.88    41.88
DON P550937       Fuel/water separator element             1    37.12    37.12
MISC-HW           Clevis pins / cotters / hardware kit     1    14.50    14.50
                  Parts subtotal                                        508.89

LABOR  (rate $138.00/hr)
  Diagnose air leak, replace air dryer cartridge            1.2 hr       165.60
  R&R rear drive brake chambers (2) + adjust                1.8 hr       248.40
  R&R slack adjusters axle 2 (2), set pushrods              1.5 hr       207.00
  Replace fuel filters, prime system, test run              0.8 hr       110.40
  Labor subtotal                                            5.3 hr       731.40

Parts                                                                   508.89
Labor                                                                   731.40
Shop supplies (5% of labor)                                              36.57
Environmental / disposal fee                                             15.00
MD sales tax 6% (parts)                                                  30.53
                                                                  ------------
INVOICE TOTAL                                                        $1,322.39
Paid - VISA ****3391  auth 08814Q  09/22/26                          -1,322.39
BALANCE DUE                                                               0.00

Removed parts: cores returned to vendor. Warranty 12 mo / 100,000 mi parts, 90 days labor.
Tech: R. Haldeman #14      Service writer: J. Pusey
`,
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-09-22',
    },
  },
];
