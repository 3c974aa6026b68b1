import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 79: ten trucking pay documents written without looking at the extractor.
 *
 * Kinds: five owner-operator settlements (US carrier per-mile trip table, US lessor 70% DR/CR
 * ledger with running balance, US dispatch service net-ACH statement, French Quebec flat-rate
 * settlement with TPS/TVQ in the gross, Spanish Mexican permisionario liquidacion in an ASCII box),
 * two pay stubs (US bank-payroll style with YTD and minus signs; Ontario bureau-printed two-column
 * stub), one factoring purchase remittance with per-invoice fee/advance/reserve columns and a reserve
 * release, one broker quick-pay e-mail advice (lumper inside the invoice total), and one multi-stop
 * rate confirmation.
 * Countries: 7 US, 2 CA (one French), 1 MX. Dates: MM/DD/YY(YY), ISO, month names, DD/MM/YYYY,
 * DD/mmm/YYYY (Spanish), DD-MON-YYYY, DD Mon YYYY; numbers in US and French (space/comma) formats,
 * parentheses and minus signs for deductions, side-by-side and boxed sections, wrapped broker names.
 */
export const HELD_OUT_DOCUMENTS_79: CorpusDocument[] = [
  {
    id: 'b79-nemacolin-trip-table-side-by-side',
    issuer: 'Nemacolin Trail Freightways, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile owner-operator settlement with one wide row per trip (loaded/empty miles, linehaul, FSC, other-pay code column and a totals row), deductions and reimbursements printed side by side, and a boxed gross/less/plus/net summary at the bottom right; MM/DD/YY and MM/DD/YYYY dates',
    text: `NEMACOLIN TRAIL FREIGHTWAYS, INC.
1180 Route 40 East  |  Uniontown, PA 15401  |  (724) 555-0147
MC-604219   USDOT 1733860

                         INDEPENDENT CONTRACTOR SETTLEMENT

Settlement #: NTF-S-117402                    Week Ending:  04/10/2027
Contractor:   Unit 318  BRADDOCK RUN TRUCKING LLC (D. Kovach)
Pay Date:     04/16/2027                      Direct Deposit ****4471

Rates: loaded $1.78/mi, empty $0.60/mi, FSC $0.41 per loaded mile
========================================================================================================
TRIP #    PU DATE   ORIGIN           DESTINATION        LDD   MT   LINEHAUL      FSC     OTHER  CODE
--------------------------------------------------------------------------------------------------------
N-558120  04/05/27  Washington PA    Columbus OH        198   22     365.64    81.18      0.00
N-558147  04/06/27  Columbus OH      Indianapolis IN    176   15     322.28    72.16     75.00  DET
N-558163  04/07/27  Indianapolis IN  Harrisburg PA      592   31   1,072.36   242.72     50.00  STOP
N-558201  04/09/27  Harrisburg PA    Morgantown WV      221   40     417.38    90.61      0.00
--------------------------------------------------------------------------------------------------------
TOTALS                                                1,187  108   2,177.66   486.67    125.00
========================================================================================================
Total miles: 1,295  (loaded 1,187 / empty 108)       Codes: DET = detention 3 hrs, STOP = extra stop

DEDUCTIONS                                      REIMBURSEMENTS
Fuel - Comdata (9 txns)             1,287.44    PA Turnpike tolls (rcpt)       62.35
Occupational Accident                  39.80    CAT scale 04/07                13.50
Trailer Rental (wk 14)                 95.00
ELD / PrePass                          24.50
IFTA Fuel Tax Adj Q1                   18.62
Cash Advance 04/06/27 Chk#2217        200.00
Escrow Deposit                         75.00
                                   ---------                                 -------
Total Deductions                    1,740.36    Total Reimbursements           75.85

                                                        +--------------------------------+
                                                        | Gross Earnings        2,789.33 |
                                                        | Less Deductions      -1,740.36 |
                                                        | Plus Reimbursed          75.85 |
                                                        | NET PAY               1,124.82 |
                                                        +--------------------------------+
Escrow balance after this deposit: $2,175.00 (target $2,500.00)
Questions about this settlement? settlements@nemacolintrail.com within 15 days.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 278933,
      netCents: 112482,
      date: '2027-04-16',
      broker: 'NEMACOLIN TRAIL FREIGHTWAYS, INC.',
      tripNumber: 'N-558120',
      miles: 1295,
      linehaulCents: 217766,
      fuelSurchargeCents: 48667,
      advancesCents: 20000,
      escrowCents: 7500,
      reimbursementsCents: 7585,
      deductions: [128744, 3980, 9500, 2450, 1862],
    },
  },
  {
    id: 'b79-sandia-lessor-drcr-ledger',
    issuer: 'Sandia Crest Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage (70%) settlement printed as a dated debit/credit ledger with a running balance column (revenue share and FSC credits interleaved with fuel, lease, insurance, advance and escrow debits), followed by a dotted summary box; ISO dates',
    text: `SANDIA CREST TRACTOR LEASING, LLC
8805 Tramway Blvd NE, Suite C  Albuquerque, New Mexico 87122
505.555.0168  |  leaseops@sandiacrestleasing.com  |  USDOT 3318402  MC 1096237

LESSOR SETTLEMENT - CONTRACTOR ACCOUNT LEDGER
Lessee .......... Raymond Begay dba Begay Ridge Hauling (Acct L-0734)
Tractor ......... T-2214  2022 Freightliner Cascadia  VIN ...4Z8810
Settlement no ... 2027-19-0734
Period .......... 2027-05-02 to 2027-05-08
Settlement date . 2027-05-10        Deposit date ... 2027-05-12

DATE        REF        DESCRIPTION                                        DEBIT     CREDIT    BALANCE
                       Opening balance                                                           0.00
2027-05-03  SC-21877   Line revenue 1,580.00 x 70%                                1,106.00   1,106.00
                         Albuquerque NM - Phoenix AZ, 452 loaded mi
2027-05-03  SC-21877   FSC pass-thru 100%  452 mi @ .50                             226.00   1,332.00
2027-05-03  CAT-88120  Scale ticket reimb. (CAT #88120)                              12.75   1,344.75
2027-05-05  SC-21902   Line revenue 1,395.00 x 70%                                  976.50   2,321.25
                         Phoenix AZ - El Paso TX, 431 loaded mi
2027-05-05  SC-21902   FSC pass-thru 100%  431 mi @ .50                             215.50   2,536.75
2027-05-05  ADV-5531   EFS money code advance                            150.00              2,386.75
2027-05-07  SC-21931   Line revenue 1,040.00 x 70%                                  728.00   3,114.75
                         El Paso TX - Albuquerque NM, 267 loaded mi
2027-05-07  SC-21931   FSC pass-thru 100%  267 mi @ .50                             133.50   3,248.25
2027-05-08  EFS        Fuel purchases EFS 05/02-05/07 (6)              1,104.27              2,143.98
2027-05-08  LSE-T2214  Tractor lease pmt wk 19 (T-2214)                  725.00              1,418.98
2027-05-08  INS-PD     Physical damage ins. weekly                        61.40              1,357.58
2027-05-08  PLT-IRP    IRP plate amortization 12/52                       28.85              1,328.73
2027-05-08  MNT-ESC    Maintenance escrow deposit                        100.00              1,228.73
                                                                     ---------- ----------
                       PERIOD TOTALS                                   2,169.52   3,398.25   1,228.73

  SUMMARY ...........................................
  : Lessee revenue share (70%)            2,810.50 :
  : Fuel surcharge (100%)                   575.00 :
  : GROSS SETTLEMENT                      3,385.50 :
  : Reimbursements                           12.75 :
  : Lease, fuel, ins. & other             1,919.52 :
  : Advances recovered                      150.00 :
  : Escrow withheld                         100.00 :
  : NET DEPOSIT (ACH)                     1,228.73 :
  :..................................................
  Miles this period: 1,150     Maintenance escrow balance: 3,400.00

A negative closing balance carries forward to the next settlement per Lease Sec. 9(c).
Page 1 of 1
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 338550,
      netCents: 122873,
      date: '2027-05-12',
      broker: 'SANDIA CREST TRACTOR LEASING, LLC',
      tripNumber: 'SC-21877',
      miles: 1150,
      linehaulCents: 281050,
      fuelSurchargeCents: 57500,
      advancesCents: 15000,
      escrowCents: 10000,
      reimbursementsCents: 1275,
      deductions: [110427, 72500, 6140, 2885],
    },
  },
  {
    id: 'b79-peedee-dispatch-wrapped-broker-rows',
    issuer: 'Pee Dee River Dispatch LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service statement that collects from brokers and sends the net ACH itself: load rows led by load number and broker name (one long broker name wraps), an indented pickup/route line under each, a lumper column, then a single-column recap with withheld amounts in parentheses; month-name dates',
    text: `Pee Dee River Dispatch LLC
214 W. Evans Street, Florence, SC 29501
dispatch@peedeeriverdispatch.com / 843-555-0139

CARRIER SETTLEMENT STATEMENT
Carrier:  Lynches River Hauling LLC  (MC 1189034 / DOT 3560127)
Truck 2 / Trailer 53R-08   Driver: Marcus Tisdale
Week of March 15 - March 21, 2027            Statement No. PDR-0312-27

We collect freight bills from your brokers on your behalf under the Dispatch
Agreement. Loads below were paid to us this week.

LOAD / BROKER                            MILES   LINEHAUL      FSC   ACCESS.  LUMPER*
-------------------------------------------------------------------------------------
CLL-7719420 - Carolina Lowcountry
    Logistics                              214   1,050.00    96.30      0.00     0.00
    PU Mon 3/15  Florence, SC  >  Savannah, GA
30418866 - Tarheel Freight Exchange,
    Inc.                                   248     925.00   111.60    100.00     0.00
    PU Tue 3/16  Savannah, GA  >  Charlotte, NC  (detention 2 hr)
BTM-0042217 - Brightwater
    Transportation Management              230   1,180.00     0.00      0.00   185.00
    PU Thu 3/18  Charlotte, NC  >  Knoxville, TN
-------------------------------------------------------------------------------------
Week totals                                692   3,155.00   207.90    100.00   185.00
* Lumper paid by driver at receiver, reimbursed by broker; passed back to you at 100%.

Gross freight earned (linehaul + FSC + accessorials)              3,462.90
Lumper reimbursement                                                185.00
Dispatch service fee 8% of 3,462.90                               (277.03)
Quick-pay fee, Tarheel load 30418866 (2% of 1,136.60)              (22.73)
Occupational accident (pass-through)                               (34.00)
ELD subscription - Motive                                          (29.99)
Fuel advance repaid - EFS code issued 3/17                        (300.00)
                                                                ==========
NET ACH SENT TO CARRIER                                           2,984.15

ACH sent March 24, 2027 to acct ending 0925.
Amounts in parentheses were withheld from this payment.
Disputes must be raised within 7 days of this statement.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 346290,
      netCents: 298415,
      date: '2027-03-24',
      broker: 'Pee Dee River Dispatch LLC',
      tripNumber: 'CLL-7719420',
      miles: 692,
      linehaulCents: 315500,
      fuelSurchargeCents: 20790,
      advancesCents: 30000,
      escrowCents: null,
      reimbursementsCents: 18500,
      deductions: [27703, 2273, 3400, 2999],
    },
  },
  {
    id: 'b79-stcasimir-fr-forfait-tps-tvq',
    issuer: 'Saint-Casimir Transport inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator settlement in numbered sections (voyages table with flat trip rate, fuel surcharge and waiting-time columns; revenue block adding TPS and TVQ to a tax-included total; retenues list) and a starred net-deposit box; comma decimals, space thousands, DD/MM/YYYY dates',
    text: `Saint-Casimir Transport inc.
425, rang Saint-Joseph, Saint-Casimir (Québec)  G0A 3L0
Tél. : 418 555-0173      NEQ : 1167734520
TPS : 741258893 RT0001   TVQ : 1224789015 TQ0001

              RELEVÉ DE RÈGLEMENT - VOITURIER-REMORQUEUR

Voiturier : 9387-1142 Québec inc. (camion no 27)
No de relevé : SCT-2711-09
Période : du 07/03/2027 au 13/03/2027
Date de paiement : 19/03/2027 (dépôt direct)

1. VOYAGES (montants en $ CA)
No voyage  Date   Trajet                                  Forfait Surch. carb.  Attente
SC-40871   08/03  Saint-Casimir QC / Drummondville QC      685,00        92,48     0,00
SC-40877   09/03  Drummondville QC / Cornwall ON         1 140,00       153,90    85,00
SC-40890   11/03  Cornwall ON / Lévis QC                 1 395,00       188,33     0,00
SC-40902   12/03  Lévis QC / Saint-Casimir QC              480,00        64,80     0,00
                                                        ---------    ---------  -------
Totaux                                                   3 700,00       499,51    85,00
Surcharge carburant : 13,5 % du forfait (indice semaine 10)

2. REVENUS
   Sous-total des services                          4 284,51 $
   TPS (5 %)                                          214,23 $
   TVQ (9,975 %)                                      427,38 $
   TOTAL DES REVENUS (taxes incluses)               4 926,12 $

3. RETENUES
   Carburant - carte flotte (11 transactions)       1 412,36 $
   Assurance responsabilité / cargaison                88,50 $
   Location de remorque 53 pi (taxes incl.)           126,47 $
   Frais de communication / ordinateur de bord         27,50 $
   CNESST - cotisation du voiturier                    41,20 $
   Avance de voyage du 09/03/2027                     250,00 $
   Fonds de réserve (retenue hebdomadaire)            150,00 $
   TOTAL DES RETENUES                               2 096,03 $

   ***********************************************************
   *  MONTANT NET DÉPOSÉ                          2 830,09 $ *
   ***********************************************************

Solde du fonds de réserve au 13/03/2027 : 2 850,00 $
Toute contestation doit être transmise par écrit dans les 30 jours.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 492612,
      netCents: 283009,
      date: '2027-03-19',
      broker: 'Saint-Casimir Transport inc.',
      tripNumber: 'SC-40871',
      miles: null,
      linehaulCents: 370000,
      fuelSurchargeCents: 49951,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [141236, 8850, 12647, 2750, 4120],
    },
  },
  {
    id: 'b79-navojoa-liquidacion-permisionario-box',
    issuer: 'Navojoa Autotransportes del Mayo, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish owner-operator (permisionario) settlement drawn as one ASCII box: trips by carta porte with freight and 78% share columns and an indented maniobras line, then percepciones / deducciones (minus signs) / reembolsos sections and a NETO A PAGAR line in MXN, amount in words and signature lines; DD/mmm/YYYY Spanish dates',
    text: `+============================================================================+
| NAVOJOA AUTOTRANSPORTES DEL MAYO, S.A. DE C.V.                             |
| RFC: NAM090318KT4   Permiso SICT: 2603NAM18092014                          |
| Blvd. Centenario 1520 Ote., Col. Juárez, Navojoa, Sonora, C.P. 85870       |
| Tel. 642 555 0190                                                          |
+============================================================================+
| LIQUIDACIÓN A PERMISIONARIO                      Folio: LQ-2027-0418       |
| Permisionario: José Luis Valenzuela Ochoa   RFC VAOL780214MQ2              |
| Unidad: 47  Kenworth T680 2021   Placas 47-AP-3K                           |
| Periodo: 12/abr/2027 al 18/abr/2027                                        |
| Fecha de pago: 23/abr/2027     Forma de pago: Transferencia SPEI           |
+----------------------------------------------------------------------------+
| VIAJES (Participación del permisionario: 78% del flete)                    |
| C. Porte   Fecha  Ruta                                    Flete  Particip. |
| NV-118842  12/abr Navojoa, Son. - Hermosillo, Son.    21,500.00  16,770.00 |
| NV-118871  14/abr Hermosillo, Son. - Nogales, Son.    14,800.00  11,544.00 |
|                   Maniobras de descarga (100%)                      850.00 |
| NV-118903  16/abr Nogales, Son. - Cd. Obregón, Son.   26,900.00  20,982.00 |
+----------------------------------------------------------------------------+
| PERCEPCIONES                                                               |
|   Participación en fletes                                        49,296.00 |
|   Maniobras                                                         850.00 |
|   TOTAL PERCEPCIONES                                            $50,146.00 |
+----------------------------------------------------------------------------+
| DEDUCCIONES                                                                |
|   Diesel (vales de consumo)                                     -18,942.60 |
|   Seguro de unidad y carga                                       -1,150.00 |
|   Renta equipo GPS / rastreo                                       -380.00 |
|   Retención ISR 1.25% (RESICO)                                     -626.83 |
|   Anticipo de viaje NV-118842 (12/abr)                           -5,000.00 |
|   Fondo de mantenimiento (aportación semanal)                    -2,000.00 |
|   TOTAL DEDUCCIONES                                            -$28,099.43 |
+----------------------------------------------------------------------------+
| REEMBOLSOS                                                                 |
|   Casetas pagadas en efectivo (6 comprobantes)                   +1,236.00 |
+============================================================================+
| NETO A PAGAR                                                $23,282.57 MXN |
+============================================================================+

Importe neto con letra: (VEINTITRÉS MIL DOSCIENTOS OCHENTA Y DOS PESOS 57/100 M.N.)
Saldo fondo de mantenimiento: $ 14,000.00

_____________________________          _____________________________
       Recibí conforme                          Autorizó: Tráfico
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5014600,
      netCents: 2328257,
      date: '2027-04-23',
      broker: 'NAVOJOA AUTOTRANSPORTES DEL MAYO, S.A. DE C.V.',
      tripNumber: 'NV-118842',
      miles: null,
      linehaulCents: 4929600,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 200000,
      reimbursementsCents: 123600,
      deductions: [1894260, 115000, 38000, 62683],
    },
  },
  {
    id: 'b79-richland-paystub-adp-style',
    issuer: 'Richland Chambers Tank Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver earnings statement in a bank-payroll style: co/file/voucher header codes, earnings with rate, units, this-period and year-to-date columns, statutory and other deductions shown with minus signs beside YTD totals, net pay swept to checking, and a non-negotiable deposit advice stub; MM/DD/YYYY dates',
    text: `CO.  FILE    DEPT.  CLOCK  VCHR. NO.
RCT  004718  DRV    0218   0000622419                              Earnings Statement

RICHLAND CHAMBERS TANK LINES, INC.                        Period Starting:  05/30/2027
3100 W. State Highway 31                                 Period Ending:    06/05/2027
Corsicana, TX 75110                                      Pay Date:         06/11/2027

Taxable Marital Status: Married filing jointly               CALVIN R. ODOM
Exemptions/Allowances:                                        1407 N. 24th St
   Federal: Std W-4 (2020+)                                  Corsicana, TX 75110
   State:   No state income tax

Earnings                    rate  hours/units   this period   year to date
Mileage Pay                .5850        2,214      1,295.19      33,187.05
Stop Pay                 30.0000            3         90.00         810.00
Detention                22.0000         2.50         55.00         385.00
Safety Bonus                                          50.00         250.00
      Gross Pay                                   $1,490.19      34,632.05

Deductions            Statutory
                      Federal Income Tax            -112.37       2,781.54
                      Social Security Tax            -87.89       2,125.88
                      Medicare Tax                   -20.56         497.18
                      Other
                      401(k) 5%*                     -74.51       1,714.47
                      Medical Sec 125*               -64.15       1,411.30
                      Dental Sec 125*                 -8.40         184.80

      Net Pay                                     $1,122.31
      Checking 1                                  -1,122.31
      Net Check                                       $0.00

  * Excluded from federal taxable wages. Your federal taxable wages this period are $1,343.13
  Other Benefits and Information        this period     total to date
  Paid miles                                  2,214            56,730
  Vacation balance (hrs)                                        36.00

- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
RICHLAND CHAMBERS TANK LINES, INC.                 Advice number:   0000622419
3100 W. State Highway 31, Corsicana, TX 75110      Pay date:        06/11/2027

Deposited to the account of            account number    transit ABA       amount
CALVIN R. ODOM                        xxxxxx3306        xxxx xxxx      $1,122.31
                                      NON-NEGOTIABLE
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 149019,
      netCents: 112231,
      date: '2027-06-11',
      broker: 'RICHLAND CHAMBERS TANK LINES, INC.',
      tripNumber: null,
      miles: 2214,
      linehaulCents: 129519,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11237, 8789, 2056, 7451, 6415, 840],
    },
  },
  {
    id: 'b79-severn-opasatika-paystub-two-column',
    issuer: 'Severn Sound Payroll Services (for Opasatika River Haulage Ltd.)',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario bi-weekly hourly driver pay statement printed by a payroll bureau for the employer: earnings (hours, rate, current, YTD) and deductions (CPP, EI, federal/Ontario tax, benefits, RRSP) side by side separated by a vertical bar, then a ruled net-pay line; DD-MON-YYYY dates, CAD',
    text: `SEVERN SOUND PAYROLL SERVICES INC.  -  Midland, Ontario
Processed on behalf of:
   OPASATIKA RIVER HAULAGE LTD.
   1150 Highway 11 West, Hearst, ON  P0L 1N0       BN 80471 2235 RP0001

STATEMENT OF EARNINGS AND DEDUCTIONS
Employee : 00341  LAFRENIERE, DENIS J.          Position: Highway Driver (AZ)
Period   : 20-JUN-2027 to 03-JUL-2027  (bi-weekly)      Pay Date: 09-JUL-2027
Currency : CAD                                           Cheque/DD No: 0071942

EARNINGS                  HRS   RATE   CURRENT       YTD | DEDUCTIONS         CURRENT        YTD
Regular                110.00  27.80  3,058.00 42,932.40 | CPP                 219.49   2,770.20
Overtime 1.5x            9.50  41.70    396.15  4,128.30 | EI                   62.71     825.12
Stat Holiday 01-JUL      8.00  27.80    222.40  1,112.00 | Federal Tax         408.66   6,248.90
Vacation Pay 4%                         147.06  1,924.90 | Ontario Tax         201.14   3,112.60
                                      -------- --------- | Group Benefits       46.32     602.16
GROSS EARNINGS                        3,823.61 50,097.60 | Group RRSP          100.00   1,300.00
                                                         |                   --------  ---------
                                                         | TOTAL DEDUCT.     1,038.32  14,858.98

================================================================================================
  NET PAY  2,785.29        Deposited to: Caisse Desjardins  ****-**-4418
  YTD NET  35,238.62
================================================================================================
Weekly hours: wk 1  69.5 h, wk 2  50.0 h (OT over 60 h/wk, Ontario highway transport rules)
Vacation pay is paid out each period at 4%.  Questions: payroll@severnsoundpayroll.ca
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 382361,
      netCents: 278529,
      date: '2027-07-09',
      broker: 'OPASATIKA RIVER HAULAGE LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [21949, 6271, 40866, 20114, 4632, 10000],
    },
  },
  {
    id: 'b79-sagamore-schedule-fee-reserve-cols',
    issuer: 'Sagamore Bridge Receivables, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase remittance: one row per invoice with load/PO number, debtor, face amount and per-invoice fee, advance and reserve columns with a totals row, then a signed funding calculation (reserve held, fees, prior reserve release, chargeback, wire fee) ending in the amount wired; DD-Mon-YYYY header dates and MM/DD/YY invoice dates',
    text: `SAGAMORE BRIDGE RECEIVABLES, LLC
One Cranberry Hwy, Suite 310, Bourne, MA 02532  *  (508) 555-0116  *  funding@sagamorebridge.com

PURCHASE REMITTANCE / SCHEDULE OF ACCOUNTS

Client:     Hatteras Inlet Trucking LLC   Client ID 2-0588   MC 1204471
Schedule:   4471            Received: 02-Aug-2027            Funded: 03-Aug-2027
Terms:      Advance 90% / Reserve 10% / Discount fee 3.00% flat (recourse)

INV # LOAD / PO #  DEBTOR                          INV DATE     FACE AMT   FEE 3%    ADVANCE   RESERVE
------------------------------------------------------------------------------------------------------
1047  MSB-2290514  Mystic River Brokerage Co.      07/26/27     2,350.00    70.50   2,115.00    235.00
1048  8841207      Blackstone Canal Logistics      07/27/27     1,875.00    56.25   1,687.50    187.50
1049  BTF-66019    Berkshire Tollway Freight, LLC  07/28/27     3,120.00    93.60   2,808.00    312.00
1050  MSB-2290688  Mystic River Brokerage Co.      07/30/27     1,640.00    49.20   1,476.00    164.00
------------------------------------------------------------------------------------------------------
TOTALS (4 invoices)                                             8,985.00   269.55   8,086.50    898.50

FUNDING CALCULATION
  Face value of accounts purchased                              8,985.00
  Less reserve held (10%)                                        -898.50
  Gross advance                                                 8,086.50
  Less discount fees (see column)                                -269.55
  Plus reserve release - Schedule 4466 closed                     412.60
  Less chargeback - Inv 1031 debtor short-pay                     -60.00
  Less same-day wire fee                                          -25.00
                                                            ------------
  AMOUNT WIRED TO CLIENT                                       $8,144.55

Wire ref SBR-0803-4471 to account ending 7719.  Reserve on hand after this schedule: $3,611.40
All accounts above are assigned to Sagamore Bridge Receivables, LLC; debtors have been
notified to remit to P.O. Box 5190, Boston, MA 02206.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 898500,
      netCents: 814455,
      date: '2027-08-03',
      broker: 'Mystic River Brokerage Co.',
      tripNumber: 'MSB-2290514',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 89850,
      reimbursementsCents: null,
      deductions: [26955, 6000, 2500],
    },
  },
  {
    id: 'b79-quemado-quickpay-email-advice',
    issuer: 'Quemado Lake Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      "Broker quick-pay remittance advice sent as an e-mail: payee block, one itemised block per load (line haul, fuel surcharge, lumper at cost, invoice total), then total, 2.5% quick-pay discount and net payment; lumper reimbursement sits inside the invoice totals; 'DD Mon YYYY' dates",
    text: `From: carrierpay@quemadolakelogistics.com
Subject: QuickPay Remittance Advice - Payment 77120458

QUEMADO LAKE LOGISTICS, INC.
Property Broker MC 889302 | 410 N Main St, Reserve, NM 87830 | 575-555-0124

REMITTANCE ADVICE - QUICKPAY (2 BUSINESS DAYS)

Pay to:          Gila Rim Carriers LLC  (MC 1311856)
Payment #:       77120458
Payment method:  ACH
Payment date:    20 Aug 2027

Load QLL-305518   Carrier invoice GRC-0931   Delivered 16 Aug 2027
  Las Cruces, NM to Tucson, AZ
    Line Haul                                  $2,150.00
    Fuel Surcharge                               $344.00
    Lumper (receipt #A-22817)                    $120.00
    Invoice total                              $2,614.00

Load QLL-305562   Carrier invoice GRC-0934   Delivered 18 Aug 2027
  Tucson, AZ to Amarillo, TX
    Line Haul                                  $1,480.00
    Fuel Surcharge                               $236.80
    Invoice total                              $1,716.80

  ______________________________________________________
  Total approved invoices                      $4,330.80
  QuickPay discount 2.5%                        -$108.27
  NET PAYMENT                                  $4,222.53

Lumper reimbursed at cost with receipt; QuickPay discount applies to the full invoice.
Standard terms (Net 30, no discount) apply to any load not enrolled in QuickPay.
Please do not reply to this automated message. Billing questions: ap@quemadolakelogistics.com
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 433080,
      netCents: 422253,
      date: '2027-08-20',
      broker: 'QUEMADO LAKE LOGISTICS, INC.',
      tripNumber: 'QLL-305518',
      miles: null,
      linehaulCents: 363000,
      fuelSurchargeCents: 58080,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 12000,
      deductions: [10827],
    },
  },
  {
    id: 'b79-steeplerock-ratecon-multistop',
    issuer: 'Steeple Rock Brokerage Co.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker load confirmation and rate agreement with a hash-rule banner, carrier/equipment lines, three numbered stops with PU/PO numbers, a dotted-leader rate block (flat linehaul, FSC, extra stop, total carrier pay USD) and detention/lumper terms excluded from the total; long weekday-month-name issue date and MM/DD/YYYY stop dates',
    text: `STEEPLE ROCK BROKERAGE CO.
2200 E. Silver Heights Blvd, Silver City, NM 88061
MC 1042873 | USDOT 3197450 | Dispatch 575-555-0152 | loads@steeplerockbrokerage.com

################  LOAD CONFIRMATION & CARRIER RATE AGREEMENT  ################

Load #: SRB-447120            Date issued: Thursday, September 9, 2027
Carrier: Mimbres Valley Express LLC   MC 1257730   Driver: A. Chavez  Cell 575-555-0188
Truck 12 / Trailer 5310   Equipment: 53' Dry Van   Weight: 38,400 lb   Commodity: Bottled water

STOP 1 - PICKUP      Fri 09/10/2027  06:00-10:00 (FCFS)
   Pinos Altos Spring Water Co., 1 Bottling Plant Rd, Silver City, NM 88061   PU# PA-55817
STOP 2 - DROP        Fri 09/10/2027  appt 17:30
   Corrales Grocery DC, 7700 Jefferson St NE, Albuquerque, NM 87109   PO# 4471920
STOP 3 - DROP        Sat 09/11/2027  appt 07:00
   High Plains Market Warehouse, 1800 S Prince St, Clovis, NM 88101   PO# 4471933

RATE
   Linehaul (flat) ..................... $ 2,450.00
   Fuel surcharge ...................... $   310.00
   Extra stop (stop 3) ................. $    75.00
   TOTAL CARRIER PAY ................... $ 2,835.00  USD

Detention $50.00/hr after 2 free hours, only with in/out times on the signed BOL and
notice to dispatch before free time ends. Lumper, if any, reimbursed against receipt.
Neither is included in the total above.

Terms: payment 30 days from receipt of signed POD and invoice; QuickPay 2% (2 days).
Carrier may not re-broker, co-broker or double-broker this load. Track via MacroPoint.

Accepted for carrier: ______________________   Date: ____________
Steeple Rock Brokerage Co. - R. Lujan, Carrier Sales
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 283500,
      broker: 'STEEPLE ROCK BROKERAGE CO.',
      tripNumber: 'SRB-447120',
    },
  },
];
