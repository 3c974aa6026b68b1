import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 21: ten trucking pay documents written without looking at any extractor.
 *
 * Kinds: five owner-operator settlements (leased-carrier per-mile trip grid, lease-purchase lessor
 * debit/credit running ledger, dispatch-service payout with boxed load cards, French Quebec
 * relevé with TPS/TVQ included in the gross, Mexican liquidación with IVA and ISR withholdings),
 * two pay stubs (US company driver with taxes/deductions tables and split direct deposit; Ontario
 * payroll-bureau stub with side-by-side earnings and deductions), one factoring notice of purchase,
 * one broker quick-pay remittance, and one multi-stop broker rate confirmation.
 * Countries: 7 US, 2 CA (one French), 1 MX (Spanish, MXN).
 * Layout variety: MM/DD/YYYY, ISO, DD-Mon, DD/MM/YYYY, "12 juin 2026", dd/mmm/yyyy, DD MON YYYY,
 * DDMONYYYY and month-name dates; comma-decimal French amounts; CR/DR running balances; negative
 * and parenthesised deductions; side-by-side columns; ASCII boxes; dotted leaders; YTD columns.
 */

export const HELD_OUT_DOCUMENTS_21: CorpusDocument[] = [
  {
    id: 'b21-bellwether-trip-grid-split-deductions',
    issuer: 'Bellwether Plains Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Leased owner-operator settlement with a one-row-per-trip grid (loaded/empty miles, mileage, FSC, accessorial, total, with an indented accessorial note line), side-by-side deductions | reimbursements columns, and an indented summary with negative deductions; MM/DD/YYYY dates',
    text: `BELLWETHER PLAINS CARRIERS, INC.
1900 N Ohio St  Salina, KS 67401          Phone (785) 555-0148  Fax (785) 555-0149
USDOT 3318207   MC 1094456                settlements@bellwetherplains.com

                 CONTRACTOR SETTLEMENT - LEASED OWNER OPERATOR

Contractor : DLX FREIGHT LLC (R. DELACROIX)         Vendor ID : V20318
Unit       : 4412   Trailer : 53-1187               Settlement # : 0619-BPC
Week Ending: 06/14/2026                             Settlement Date : 06/19/2026
Pay Method : ACH  ****6630                          ACH Date : 06/23/2026

TRIP DETAIL   (mileage paid @ $1.850 all miles; FSC @ $0.460 per loaded mile)
TRIP #     PU DT  ORIGIN          DESTINATION      LD MI MT MI   MILEAGE      FSC    ACCESS     TOTAL
=====================================================================================================
BP-260611  06/08  SALINA KS       DENVER CO          433    12    823.25   199.18            1,022.43
BP-260624  06/09  DENVER CO       AMARILLO TX        425    38    856.55   195.50     90.00  1,142.05
                    accessorial: DETENTION 4.5 HRS @ 20.00
BP-260637  06/11  AMARILLO TX     OKLAHOMA CTY OK    260    55    582.75   119.60              702.35
BP-260649  06/12  OKLAHOMA CTY OK WICHITA KS         161    20    334.85    74.06     50.00    458.91
                    accessorial: EXTRA STOP - 2ND DROP PARK CITY KS
=====================================================================================================
TOTALS                                              1279   125  2,597.40   588.34    140.00  3,325.74
Total miles this settlement: 1,404

DEDUCTIONS                                  | REIMBURSEMENTS
------------------------------------------- | ------------------------------------
FUEL - TCH CARD 06/07-06/13        1,314.62 | KTA TOLLS (RCPT 06/12)         18.50
COMCHEK ADVANCE 06/09                300.00 | CAT SCALE 06/09                13.75
OCC/ACC INSURANCE                     38.75 |
TRAILER RENTAL WK 24                 175.00 |
IRP PLATE PRORATE 10/52               42.10 |
PRE-PASS / ELD                        21.95 |
ESCROW DEPOSIT                       150.00 |
------------------------------------------- | ------------------------------------
TOTAL DEDUCTIONS                   2,042.42 | TOTAL REIMBURSEMENTS           32.25

                                  SETTLEMENT SUMMARY
                                  Gross Earnings                3,325.74
                                  Plus Reimbursements              32.25
                                  Less Deductions              -2,042.42
                                                            ------------
                                  NET PAY                       1,315.57

Escrow: beginning 1,350.00  deposit 150.00  ending 1,500.00 (target 2,500.00)
Questions? Call settlements at ext. 212 within 10 days of settlement date.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 332574,
      netCents: 131557,
      date: '2026-06-23',
      broker: 'BELLWETHER PLAINS CARRIERS, INC.',
      tripNumber: 'BP-260611',
      miles: 1404,
      linehaulCents: 259740,
      fuelSurchargeCents: 58834,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 3225,
      deductions: [131462, 3875, 17500, 4210, 2195],
    },
  },
  {
    id: 'b21-canyonlands-running-ledger-crdr',
    issuer: 'Canyonlands Lease & Haul LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase lessor settlement printed as a chronological debit/credit ledger with a running balance marked CR/DR (percentage revenue share, FSC, lumper reimbursement and deductions interleaved), followed by a boxed summary; DD-Mon dates and a month-name pay date',
    text: `CANYONLANDS LEASE & HAUL LLC
2250 Independence Ave, Grand Junction, CO 81505 | 970-555-0133
MC-1163380  DOT 3490125

LESSOR SETTLEMENT LEDGER                                  Page 1 of 1
Lessee/Contractor: Red Cliff Hauling (J. Tsosie)   Contractor #: C-0418
Tractor: 2021 Freightliner Cascadia unit 717      Lease-purchase agmt LP-2019-044
Settlement week: 01-Mar-2026 to 07-Mar-2026        Printed: Mar 10, 2026

DATE    REF       DESCRIPTION                               DEBIT     CREDIT       BALANCE
------------------------------------------------------------------------------------------
01-Mar            Opening balance                                                  0.00
02-Mar  TL-23     Tractor lease pmt #23 (unit 717)         675.00                675.00 DR
02-Mar  CLH-8813  Rev share 72% of 2,140.00 / 488 mi                1,540.80     865.80 CR
02-Mar  CLH-8813  Fuel surcharge 100%                                 286.00   1,151.80 CR
03-Mar  ADV-5521  Cash advance (EFS check)                 200.00                951.80 CR
04-Mar  CLH-8827  Rev share 72% of 1,675.50 / 362 mi                1,206.36   2,158.16 CR
04-Mar  CLH-8827  Fuel surcharge 100%                                 212.40   2,370.56 CR
05-Mar  CLH-8827  Lumper reimb - rcpt #LM40921                        185.00   2,555.56 CR
06-Mar  CLH-8840  Rev share 72% of 980.00 / 205 mi                    705.60   3,261.16 CR
06-Mar  CLH-8840  Fuel surcharge 100%                                 121.00   3,382.16 CR
07-Mar  FC-0307   Fuel - Pilot card 7 txns                 812.37              2,569.79 CR
07-Mar  INS-03    Physical damage ins (wkly)                96.40              2,473.39 CR
07-Mar  INS-03    Bobtail / NTL                             14.25              2,459.14 CR
07-Mar  MR-0307   Maintenance reserve deposit              125.00              2,334.14 CR
------------------------------------------------------------------------------------------
                                                         1,923.02   4,257.16   2,334.14 CR

   +------------------------------------------------------+
   |  Revenue share (72%)                   3,452.76      |
   |  Fuel surcharge (100%)                   619.40      |
   |  GROSS EARNINGS                        4,072.16      |
   |  Reimbursements                          185.00      |
   |  Total debits                         -1,923.02      |
   |  BALANCE DUE CONTRACTOR                2,334.14      |
   |  Paid by ACH on Mar 12, 2026 - trace 0917-33481      |
   +------------------------------------------------------+

Miles this week: 1,055 (loaded, per load sheets)
Maintenance reserve balance after this deposit: 2,875.00.  Lease payments remaining: 133.
CR = owed to contractor / DR = owed to Canyonlands.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 407216,
      netCents: 233414,
      date: '2026-03-12',
      broker: 'CANYONLANDS LEASE & HAUL LLC',
      tripNumber: 'CLH-8813',
      miles: 1055,
      linehaulCents: 345276,
      fuelSurchargeCents: 61940,
      advancesCents: 20000,
      escrowCents: 12500,
      reimbursementsCents: 18500,
      deductions: [67500, 81237, 9640, 1425],
    },
  },
  {
    id: 'b21-drayton-dispatch-boxed-loads',
    issuer: 'Drayton Dispatch Group LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier payout: one ASCII-boxed card per load (broker, load #, ISO pickup/delivery dates, loaded/deadhead miles, flat all-in rate, accessorials), then dotted-leader totals and a LESS/PLUS block with deductions in parentheses',
    text: `DRAYTON DISPATCH GROUP LLC
Truck dispatching & back-office services
411 Poplar St, Suite 6, Macon GA 31201     (478) 555-0191     payouts@draytondispatch.com

CARRIER PAYOUT STATEMENT                    Statement ID: DDG-2026-W18-0077
Carrier: OBI ROAD LINES LLC   MC 1287745 / USDOT 3675522   Truck 02
Work week: 2026-04-27 through 2026-05-03
Payout date: 2026-05-08 (same-day ACH)

Broker payments are collected by Drayton on the carrier's behalf under the
dispatch & collection agreement dated 2025-11-14. Amounts shown are what the
broker owes per rate confirmation.

+--------------------------------------------------------------------------------------+
| LOAD 1 of 4   Broker load #: 4471902        Broker: Redline Freight Partners         |
| Pickup  2026-04-27  Atlanta, GA          Deliver 2026-04-28  Charlotte, NC           |
| Miles: 245 loaded / 30 deadhead          Flat rate (all-in):   $1,150.00             |
|   Detention 1.5 h                                      $75.00                        |
+--------------------------------------------------------------------------------------+
+--------------------------------------------------------------------------------------+
| LOAD 2 of 4   Broker load #: TQ-88120433    Broker: Harper & Lowe Logistics          |
| Pickup  2026-04-28  Gastonia, NC         Deliver 2026-04-29  Jacksonville, FL        |
| Miles: 412 loaded / 18 deadhead          Flat rate (all-in):   $1,625.00             |
+--------------------------------------------------------------------------------------+
+--------------------------------------------------------------------------------------+
| LOAD 3 of 4   Broker load #: SHP 20931      Broker: Blue Heron Brokerage             |
| Pickup  2026-04-30  Jacksonville, FL     Deliver 2026-05-01  Montgomery, AL          |
| Miles: 361 loaded / 22 deadhead          Flat rate (all-in):   $1,380.00             |
+--------------------------------------------------------------------------------------+
+--------------------------------------------------------------------------------------+
| LOAD 4 of 4   Broker load #: 4472655        Broker: Redline Freight Partners         |
| Pickup  2026-05-01  Montgomery, AL       Deliver 2026-05-02  Macon, GA               |
| Miles: 214 loaded / 41 deadhead          Flat rate (all-in):     $795.00             |
|   Lumper (carrier-paid, reimb.)                       $160.00   (no fee)             |
+--------------------------------------------------------------------------------------+

  Total loaded + deadhead miles ...........................      1,343
  Total line haul (flat rates) ............................  $4,950.00
  Total accessorial pay ...................................     $75.00
  GROSS REVENUE ...........................................  $5,025.00

  LESS:
    Dispatch fee 8% of gross                             (402.00)
    ELD / load board share (May)                          (45.00)
    Trailer rental 53' dry van wk 18                     (225.00)
    Occupational accident (wk 18)                         (31.50)
    Fuel advance 05/01 EFS #77310442                     (400.00)
  PLUS:
    Lumper reimbursement, load 4472655 (rcpt att.)        160.00

  ========================================================================
  AMOUNT SENT TO CARRIER (ACH ...2291)                       $4,081.50
  ========================================================================

Load SHP 20931: TONU for 04/30 disputed by broker - not included; will post when paid.
Dispatch fee applies to line haul and accessorials only, never to reimbursements.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 502500,
      netCents: 408150,
      date: '2026-05-08',
      broker: 'DRAYTON DISPATCH GROUP LLC',
      tripNumber: '4471902',
      miles: 1343,
      linehaulCents: 495000,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 16000,
      deductions: [40200, 4500, 22500, 3150],
    },
  },
  {
    id: 'b21-lacmegantic-releve-taxes-incluses',
    issuer: 'Groupe Transport Lac-Mégantic inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French-language Quebec owner-operator settlement (relevé de règlement) paid per mile on cross-border trips: trip table with transport and fuel-surcharge columns, a border-wait accessorial, subtotal plus TPS and TVQ giving the TOTAL DES GAINS, then RETENUES and REMBOURSEMENTS blocks; comma decimals with space thousands and dd/mm dates',
    text: `GROUPE TRANSPORT LAC-MÉGANTIC INC.
5120, rue Frontenac, Lac-Mégantic (Québec)  G6B 1H3
Tél. : 819 555-0172    NIR : R-543219    USDOT : 2981443    MC : 874410
TPS : 812345678 RT0001          TVQ : 1223456789 TQ0001

           RELEVÉ DE RÈGLEMENT - PROPRIÉTAIRE-EXPLOITANT
           ================================================
Sous-traitant : 9345-1120 Québec inc. (Martin Gagnon)    Unité : 118
TPS sous-traitant : 734561298 RT0001   TVQ : 1209876543 TQ0001
Période : du 1er au 7 juin 2026
Date du relevé : 10 juin 2026           Dépôt direct le : 12/06/2026
No de relevé : R-2623-118

VOYAGES
No voyage   Date   Trajet                            Milles   Transport Surch.carb.
-----------------------------------------------------------------------------------
V-26-3318   01/06  Lac-Mégantic QC -> Worcester MA      338      581,36      127,90
V-26-3325   02/06  Worcester MA -> Albany NY            131      225,32       49,57
V-26-3331   03/06  Albany NY -> Sherbrooke QC           262      450,64       99,14
V-26-3340   05/06  Sherbrooke QC -> Lewiston ME         196      337,12       74,17
-----------------------------------------------------------------------------------
Totaux                                                  927    1 594,44      350,78
Taux : 1,72 $ / mille payé - surcharge carburant 22 % du transport (indice NRCan sem. 22)

Attente à la frontière (Derby Line, 03/06) 2 h x 45,00 $          90,00 $

                                     Sous-total                2 035,22 $
                                     TPS 5 %                     101,76 $
                                     TVQ 9,975 %                 203,01 $
                                     TOTAL DES GAINS           2 339,99 $

RETENUES
   Carburant - carte Ultramar/Pétro-Pass                912,48 $
   Assurance cargaison et resp. civile                   89,40 $
   Location de remorque (R-5312)                        195,00 $
   Plaque IRP - quote-part                               51,25 $
   Cotisation ELD / Isaac                                28,75 $
   Avance de fonds 02/06 (Comchek)                      250,00 $
   Fonds de réserve (dépôt hebdo.)                      200,00 $
                                                  ------------
   Total des retenues                                 1 726,88 $

REMBOURSEMENTS
   Péages NH / MA (reçus joints)                         24,75 $

MONTANT NET DÉPOSÉ                                       637,86 $

Solde du fonds de réserve après dépôt : 3 400,00 $ (plafond 5 000,00 $).
Toute erreur doit être signalée au service de la paie dans les 15 jours.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 233999,
      netCents: 63786,
      date: '2026-06-12',
      broker: 'GROUPE TRANSPORT LAC-MÉGANTIC INC.',
      tripNumber: 'V-26-3318',
      miles: 927,
      linehaulCents: 159444,
      fuelSurchargeCents: 35078,
      advancesCents: 25000,
      escrowCents: 20000,
      reimbursementsCents: 2475,
      deductions: [91248, 8940, 19500, 5125, 2875],
    },
  },
  {
    id: 'b21-mayab-liquidacion-iva-retenciones',
    issuer: 'Carga Refrigerada del Mayab, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish liquidación de viajes for a permisionario (owner-operator): trip table with carta porte, flete and estadía columns, then a summary with IVA trasladado giving the total facturado, a DESCUENTOS block with IVA/ISR withholdings, diesel vouchers, anticipo and maintenance fund, a REEMBOLSOS block for tolls, and the neto a pagar; DD/MM/YYYY dates and a dd/mmm/yyyy SPEI pay date in MXN',
    text: `CARGA REFRIGERADA DEL MAYAB, S.A. DE C.V.
RFC: CRM980415KJ2        Permiso SICT: TPAF-31-0087-2003
Calle 60 Norte No. 512, Parque Industrial, C.P. 97302, Mérida, Yucatán
Tel. (999) 555 0144 - liquidaciones@cargamayab.com.mx

                 LIQUIDACIÓN DE VIAJES A PERMISIONARIO
                        (operador propietario)

Folio liquidación: LIQ-2607-0142          Fecha de emisión: 14/07/2026
Permisionario: JOSÉ ALFREDO CANCHÉ POOL  RFC: CAPJ7706123T9  Régimen: RESICO
Tractocamión: Kenworth T680 2020  Placas 54-AK-7T   Caja refrigerada: CRM-R-221
Periodo: 06/07/2026 al 12/07/2026           Moneda: MXN

DETALLE DE VIAJES
Viaje    Fecha       Ruta                                  Carta Porte         Flete    Estadía
-----------------------------------------------------------------------------------------------
MY-4410  06/07/2026  Mérida, Yuc. - Villahermosa, Tab.     CP-88172        18,500.00          -
MY-4418  08/07/2026  Villahermosa, Tab. - Veracruz, Ver.   CP-88209        16,400.00   1,200.00
MY-4427  10/07/2026  Veracruz, Ver. - Mérida, Yuc.         CP-88251        24,750.00          -
-----------------------------------------------------------------------------------------------
                                                           Totales         59,650.00   1,200.00

RESUMEN DE LA LIQUIDACIÓN
   Importe fletes                                     $     59,650.00
   Estadías                                          +$      1,200.00
   Subtotal                                           $     60,850.00
   IVA trasladado 16%                                +$      9,736.00
   TOTAL FACTURADO (CFDI A-1187)                      $     70,586.00

   DESCUENTOS
   Retención IVA 4%                                  -$      2,434.00
   Retención ISR 1.25% (RESICO)                      -$        760.63
   Vales de diesel (7 cargas)                        -$     21,864.50
   Seguro de carga y daños (parcialidad 3/12)        -$      3,890.00
   Monitoreo GPS / termo-registro                    -$      1,450.00
   Anticipo para gastos de viaje 06/07               -$      8,000.00
   Fondo de mantenimiento (aportación)               -$      1,500.00

   REEMBOLSOS
   Casetas y cuotas de peaje (comprobadas)           +$      3,186.00
                                                       ----------------
   NETO A PAGAR                                       $     33,872.87

Forma de pago: Transferencia SPEI a BBVA cuenta ****8830
Fecha de pago: 15/jul/2026      Clave de rastreo: MBAN01002607150048213
Saldo fondo de mantenimiento: $ 12,450.00.  Las casetas no causan IVA.
Firma de conformidad del permisionario: ______________________
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 7058600,
      netCents: 3387287,
      date: '2026-07-15',
      broker: 'CARGA REFRIGERADA DEL MAYAB, S.A. DE C.V.',
      tripNumber: 'MY-4410',
      miles: null,
      linehaulCents: 5965000,
      fuelSurchargeCents: null,
      advancesCents: 800000,
      escrowCents: 150000,
      reimbursementsCents: 318600,
      deductions: [243400, 76063, 2186450, 389000, 145000],
    },
  },
  {
    id: 'b21-fenwick-stub-taxes-split-deposit',
    issuer: 'Fenwick Bulk Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver earnings statement with separate EARNINGS (units, rate, this period, YTD), TAXES and DEDUCTIONS tables, a non-taxable reimbursement line, a starred one-line net equation and a net pay split across two direct-deposit accounts',
    text: `FENWICK BULK CARRIERS, INC.                                   EARNINGS STATEMENT
2875 Lincoln Way East                                         Check Date:  08/14/2026
Chambersburg, PA 17202                                        Period:  08/02/2026 - 08/08/2026
USDOT 1872043                                                 Advice No: 00418877

EMPLOYEE: DARNELL K. WHITFIELD            EMP ID: 10442      DEPT: OTR-DRY BULK
SSN: XXX-XX-6120     FILING: Married / 2 allowances (2020 W-4)    TRUCK: 311

EARNINGS                 HOURS/UNITS      RATE   THIS PERIOD   YEAR TO DATE
Mileage - practical         2,318.00     .6100      1,413.98      56,110.44
Extra stop pay                  3.00   30.0000         90.00         780.00
Detention                       2.50   22.0000         55.00         418.00
Safety bonus - qtr                                     50.00         150.00
GROSS PAY                                           1,608.98      57,458.44

TAXES                                            THIS PERIOD   YEAR TO DATE
Federal Income Tax                                    133.88       3,324.17
Social Security                                        96.39       3,671.04
Medicare                                               22.54         858.55
PA State Income Tax                                    47.73       1,817.76
PA SUI (EE)                                             1.09          41.46
Local EIT Chambersburg                                 15.55         592.10
Local Svcs Tax                                          2.00          68.00
TOTAL TAXES                                           319.18

DEDUCTIONS                                       THIS PERIOD   YEAR TO DATE
401(k) 4%                                              64.36       2,388.80
Medical PPO (pre-tax)                                  48.20       1,638.80
Dental (pre-tax)                                        6.12         208.08
TOTAL DEDUCTIONS                                      118.68

NON-TAXABLE REIMBURSEMENTS
Expense reimb - scales/tolls (rcpts)                   36.40         194.50

***************************************************************************
  GROSS   1,608.98  - TAXES    319.18  - DEDUCTIONS   118.68  + REIMB   36.40
  NET PAY     $1,207.52
***************************************************************************
DIRECT DEPOSIT DISTRIBUTION
  Checking  ACCT ****4471     1,107.52
  Savings   ACCT ****9920       100.00
                            ----------
                              1,207.52        NON-NEGOTIABLE - THIS IS NOT A CHECK

PTO balance: 32.00 hrs   Miles YTD: 91,984   Safety bonus eligible: Q3
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 160898,
      netCents: 120752,
      date: '2026-08-14',
      broker: 'FENWICK BULK CARRIERS, INC.',
      tripNumber: null,
      miles: 2318,
      linehaulCents: 141398,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 3640,
      deductions: [13388, 9639, 2254, 4773, 109, 1555, 200, 6436, 4820, 612],
    },
  },
  {
    id: 'b21-laurier-kinnear-side-by-side-stub',
    issuer: 'Laurier Payroll Bureau (for Kinnear Cartage Ltd.)',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout:
      'Payroll-bureau weekly pay statement printed for an Ontario cartage employer: earnings (hours, rate, current, YTD) and deductions (CPP, EI, federal and Ontario tax, union, benefits, RRSP) side by side with a shared totals row, net pay in CAD below; DD MON YYYY dates',
    text: `LAURIER PAYROLL BUREAU                                     Payroll services since 1988
on behalf of:
KINNEAR CARTAGE LTD.
88 Bramsteele Rd, Brampton ON  L6W 3K6           CVOR 112-455-903   BN 84417 2290 RP0001

STATEMENT OF EARNINGS AND DEDUCTIONS
Employee : PATEL, HARJIT S.     Emp #: 0274     Class: AZ Driver - Local Cartage
Pay Period: 06 SEP 2026 - 12 SEP 2026           Pay Date: 18 SEP 2026
Pay Group: WKLY-DRV    Hours threshold (local cartage): 50 less 8 for holiday week

---------------------------------------------------------+---------------------------------------
EARNINGS                 HRS   RATE   CURRENT        YTD | DEDUCTIONS         CURRENT        YTD
Regular                42.00  28.40  1,192.80  49,866.20 | CPP                  93.09   2,321.10
Overtime 1.5x           3.50  42.60    149.10   4,473.00 | EI                   26.60     952.20
Stat Hol (Labour Day)   8.00  28.40    227.20   1,136.00 | Federal Tax         198.42   6,990.15
Vacation Pay 4%                         62.76   2,219.01 | Ontario Tax          98.76   3,478.02
                                                         | Union Dues L.879     24.50     882.00
                                                         | Group Benefits       31.15   1,121.40
                                                         | Group RRSP           50.00   1,800.00
---------------------------------------------------------+---------------------------------------
TOTAL EARNINGS                       1,631.86  57,694.21 | TOTAL DEDUCTIONS    522.52  17,544.87
---------------------------------------------------------+---------------------------------------

                                   NET PAY  ...........  CAD   1,109.34
                                   Deposited to: TD Canada Trust  ****3309

TD1 claim code: Fed 1 / ON 1     Vacation paid out each pay per employment agreement.
Employer contributions (not deducted): CPP 1.0 x, EI 1.4 x, EHT. Questions: payroll@laurierpb.ca
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 163186,
      netCents: 110934,
      date: '2026-09-18',
      broker: 'KINNEAR CARTAGE LTD.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [9309, 2660, 19842, 9876, 2450, 3115, 5000],
    },
  },
  {
    id: 'b21-goldfork-schedule-funding-calc',
    issuer: 'Gold Fork Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Non-recourse factoring notice of purchase: schedule table (invoice, load ref, debtor, date, face, per-invoice fee, advanced) over four invoices, then a dotted-leader funding calculation with negative lines for fee, reserve, fuel-advance recovery, chargeback and wire fee; month-name funding date and a reserve roll-forward line',
    text: `                              GOLD FORK FUNDING, LLC
               Freight Bill Factoring  |  601 W 1st Ave Ste 1400, Spokane WA 99201
                      Client Services 509-555-0186  |  Fax 509-555-0187

NOTICE OF PURCHASE AND REMITTANCE
Client:      TRAN BROTHERS EXPRESS LLC  (MC 1190374)     Client No.: GF-3307
Schedule:    0903-GF3307-A                                Funding Date: September 3, 2026
Terms:       Non-recourse, 2.75% flat fee (30 days), 95% advance / 5% reserve

SCHEDULE OF ACCOUNTS PURCHASED
INVOICE   LOAD/REF     DEBTOR (ACCOUNT DEBTOR)     INV DATE     FACE AMT  FEE 2.75%    ADVANCED
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
TBX-1041  SH-5508231   Redwater Logistics Inc.     08/26/26     2,450.00      67.38    2,260.12
TBX-1042  0098817      Pinnacle Cold Storage Co.   08/27/26     1,875.50      51.58    1,730.14
TBX-1043  RW-5508390   Redwater Logistics Inc.     08/28/26     1,620.00      44.55    1,494.45
TBX-1044  PO 44-19027  Basin Ag Cooperative        08/31/26       965.00      26.54      890.21
~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
4 invoices                                                      6,910.50     190.05    6,374.92

FUNDING CALCULATION
    Total face value of invoices purchased .........     6,910.50
    Less factoring fee (2.75%) .....................      -190.05
    Less reserve withheld (5%) .....................      -345.53
    Less fuel advance recovery (adv. 08/28/26) .....      -500.00
    Less chargeback - TBX-0988 short pay by debtor .       -65.00
    Less same-day wire fee .........................       -20.00
                                                     ============
    AMOUNT WIRED TO CLIENT .........................    $5,789.92

Wire to: Columbia Bank ABA ****0231 acct ****7745   Fed ref 20260903B1Q8021C004417

Reserve account: prior balance 3,118.40 + withheld this schedule 345.53 = 3,463.93
Notice to debtors: payment on the above invoices must be remitted ONLY to Gold Fork Funding, LLC,
PO Box 3318, Spokane WA 99220-3318. Payment to any other party does not discharge the debt.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 691050,
      netCents: 578992,
      date: '2026-09-03',
      broker: 'Redwater Logistics Inc.',
      tripNumber: 'SH-5508231',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 34553,
      reimbursementsCents: null,
      deductions: [19005, 6500, 2000],
    },
  },
  {
    id: 'b21-marigold-quickpay-ddmonyyyy',
    issuer: 'Marigold Freight Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker quick-pay remittance advice with a pay-to / remit block (DDMONYYYY remit date), a one-line-per-load table (load, carrier invoice, ship and delivery dates, lane, amount), then the quick-pay fee and a Comchek lumper advance taken off with minus signs and the total paid',
    text: `MARIGOLD FREIGHT BROKERAGE, INC.  *  MC 908812  *  3440 Players Club Pkwy, Memphis TN 38125
Carrier Services: 901-555-0163  *  carrierpay@marigoldfreight.com

=========================================================================================
                        QUICKPAY REMITTANCE ADVICE  (2-DAY PROGRAM)
=========================================================================================
PAY TO:   SANDOVAL TRUCKING LLC                       REMIT ID:     QP-0422-01193
          1177 Getwell Rd, Southaven MS 38671         REMIT DATE:   22APR2026
          MC 1342290                                  PAY METHOD:   ACH  (acct ending 5518)

  LOAD #       CARR INV  SHIP DATE   DELIV DATE  LANE                               AMOUNT
  ----------------------------------------------------------------------------------------
  MFB-2204187  SDV-0412  04/13/2026  04/14/2026  Memphis TN - Louisville KY       1,425.00
  MFB-2204215  SDV-0413  04/14/2026  04/15/2026  Louisville KY - Nashville TN       980.00
  MFB-2204260  SDV-0415  04/16/2026  04/17/2026  Nashville TN - Birmingham AL     1,120.00
  ----------------------------------------------------------------------------------------
  INVOICES APPROVED (3)                                                           3,525.00
  QUICKPAY FEE 3.0% OF INVOICES                                                    -105.75
  COMCHEK ADVANCE 04/14 (LUMPER, LOAD MFB-2204215) #0448127733                     -225.00
                                                                                ----------
  TOTAL PAID THIS REMITTANCE                                                      3,194.25

Invoice amounts are the agreed all-in rates per rate confirmation plus approved accessorials.
Standard terms are net 30 with no fee; QuickPay was elected on the carrier's invoices.
Questions about deductions must be raised within 30 days of the remit date.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 352500,
      netCents: 319425,
      date: '2026-04-22',
      broker: 'MARIGOLD FREIGHT BROKERAGE, INC.',
      tripNumber: 'MFB-2204187',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 22500,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [10575],
    },
  },
  {
    id: 'b21-amberfield-ratecon-multistop',
    issuer: 'Amberfield Logistics LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate and load confirmation for a three-stop reefer load: carrier/equipment two-column header, numbered pickup and delivery stops with PU#/PO numbers, a dotted-leader rate agreement (line haul, FSC, extra stop, total) and terms text quoting detention, late fines and quick-pay percentages',
    text: `AMBERFIELD LOGISTICS LLC
Property Broker  MC-1021557  |  4150 Tuller Rd, Dublin (Columbus) OH 43017  |  614-555-0127
__________________________________________________________________________________________

CARRIER RATE AND LOAD CONFIRMATION                           Load # AFL-558203
                                                             Date Sent: 10/02/2026 14:37 ET
Broker Rep: Kayla Brandt  kbrandt@amberfieldlogistics.com  ext 4411

CARRIER                                         EQUIPMENT
Mendez Bros Transport Inc                       53' Reefer, continuous 34 F
MC 1277401   DOT 3599014                        Driver: Luis Mendez  (956) 555-0104
Dispatch: Rosa Mendez  (956) 555-0102           Truck 22 / Trailer 5310

STOP 1 - PICKUP      Tue 10/06/2026  06:00-10:00 (FCFS)
  Ohio Valley Fresh Packers, 2200 Spiegel Dr, Groveport OH 43125
  PU# 44871   Commodity: Packaged produce   Wt: 38,400 lbs   22 pallets
STOP 2 - DELIVERY (partial)   Wed 10/07/2026  appt 08:00
  Midsouth Grocers DC #4, 900 Distribution Pkwy, Bowling Green KY 42101   PO 7781-22
STOP 3 - DELIVERY (final)     Wed 10/07/2026  appt 14:00
  Midsouth Grocers DC #9, 5102 Eastgate Rd, Murfreesboro TN 37129   PO 7781-23

RATE AGREEMENT (USD)
   Line Haul ...................................   $1,850.00
   Fuel Surcharge ..............................     $265.00
   Additional Stop (1) .........................      $75.00
                                                 -----------
   TOTAL CARRIER PAY ...........................   $2,190.00

Accessorials not listed above require written approval from the broker rep before they are
incurred. Detention: $50.00/hr after 2 hrs free with in/out times on the signed BOL. Lumper
fees reimbursed with receipt only. Late delivery may result in a $150.00 fine per stop.
Temperature recorder download required at delivery.

PAYMENT: Net 30 from receipt of signed POD and invoice. QuickPay 2.5% (3 business days).
Send invoices to ap@amberfieldlogistics.com referencing Load # AFL-558203.

Carrier acceptance: ______________________  Date: __________
This confirmation supersedes all prior verbal agreements and is subject to the Broker-Carrier
Agreement on file.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 219000,
      broker: 'AMBERFIELD LOGISTICS LLC',
      tripNumber: 'AFL-558203',
    },
  },
];
