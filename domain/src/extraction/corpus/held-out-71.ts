import type { CorpusDocument } from './types.js';

/**
 * Held-out blind batch 71 (written without looking at the extractor).
 * Ten documents: five owner-operator / lessor / dispatch settlements (US carrier pay-code register,
 * US lessor debit/credit running ledger, US dispatch-and-collections statement, Mexican Spanish
 * permisionario liquidación, Canadian boxed pay advice with HST), two pay stubs (US split direct
 * deposit with YTD, Quebec French relevé de paie with side-by-side gains/retenues), one factoring
 * purchase remittance and one broker QuickPay advice (US), and one broker rate confirmation (US).
 * Countries: 7 US, 2 CA (one French), 1 MX. Layout variety: summary-first vs. summary-last, running
 * balance ledger, boxed sections, two-column splits, per-load multi-line blocks, wrapped lines,
 * parenthesised and minus-sign negatives, comma decimals with space thousands, $ MXN amounts, and
 * dates as MM/DD/YY, ISO, YYYY/MM/DD, DD/MM/YYYY, DD-Mon-YYYY and month names (English/French).
 */
export const HELD_OUT_DOCUMENTS_71: CorpusDocument[] = [
  {
    id: 'b71-niobrara-paycode-register',
    issuer: 'Niobrara Breaks Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'All-caps contractor settlement with the summary (compensation, reimbursements, deductions in parentheses, net check) at the top, then a pay-code register grouped by trip (LH/EMT/FSC/DET/STP rows with qty and rate) and a deduction register with a balance column; MM/DD/YY dates',
    text: `NIOBRARA BREAKS CARRIERS, INC.
PO BOX 418 - 212 N MAIN ST - VALENTINE NE 69201
PH (402) 555-0147  FAX (402) 555-0148  USDOT 1987442  MC-702215

CONTRACTOR SETTLEMENT                                   PAGE 1 OF 1
====================================================================
PAYEE    0114  KOSTELECKY TRUCKING (DUANE F KOSTELECKY)
TRACTOR  T-114                  SETTLEMENT NO  114-2611
PERIOD   03/08/26 - 03/14/26    CHECK DATE     03/19/26
====================================================================

  SETTLEMENT SUMMARY
    COMPENSATION ................................     3,003.13
    REIMBURSEMENTS (NON-TAXABLE) ................        23.50
    DEDUCTIONS ..................................    (1,907.55)
    NET CHECK AMOUNT ............................     1,119.08

PAY DETAIL
TRIP      CODE DESCRIPTION                    QTY   RATE     AMOUNT
--------- ---- ---------------------------- ----- ------ ----------
NB-77812  PU 03/08/26  VALENTINE NE TO SIOUX FALLS SD
          LH   LOADED MILES                   318   1.78     566.04
          EMT  EMPTY MILES                     24   0.95      22.80
          FSC  FUEL SURCHARGE                 318   0.49     155.82
NB-77830  PU 03/10/26  SIOUX FALLS SD TO KEARNEY NE
          LH   LOADED MILES                   341   1.78     606.98
          FSC  FUEL SURCHARGE                 341   0.49     167.09
          DET  DETENTION 3.0 HRS @ 25.00      3.0  25.00      75.00
NB-77845  PU 03/11/26  KEARNEY NE TO DENVER CO
          LH   LOADED MILES                   298   1.78     530.44
          EMT  EMPTY MILES                     41   0.95      38.95
          FSC  FUEL SURCHARGE                 298   0.49     146.02
NB-77851  PU 03/13/26  DENVER CO TO NORTH PLATTE NE
          LH   LOADED MILES                   277   1.78     493.06
          EMT  EMPTY MILES                     16   0.95      15.20
          FSC  FUEL SURCHARGE                 277   0.49     135.73
          STP  STOP OFF - OGALLALA NE           1  50.00      50.00
                                                         ----------
               TOTAL COMPENSATION                          3,003.13
          TOTAL MILES 1,315 (LOADED 1,234 / EMPTY 81)

REIMBURSEMENTS
          TOLL TOLLS - I-76 / E-470 RECEIPTS                   23.50

DEDUCTION DETAIL
CODE  DESCRIPTION                            AMOUNT     BALANCE
----- ---------------------------------- ---------- -----------
FUEL  FUEL - EFS CARD (9 PURCH)            1,233.40
ADV   CASH ADVANCE 03/10/26 EXPRESS CHK      300.00        0.00
OCC   OCCUPATIONAL ACCIDENT                   38.00
TRL   TRAILER RENTAL - TRL 5309              125.00
PLT   IRP PLATE RECOVERY 10 OF 26             61.15      855.85
ESC   ESCROW CONTRIBUTION                    150.00    2,350.00
                                         ----------
      TOTAL DEDUCTIONS                     1,907.55

ESCROW BALANCE SHOWN AFTER THIS DEPOSIT. PLATE RECOVERY BALANCE IS
THE AMOUNT REMAINING TO BE RECOVERED.  DISPUTES MUST BE RECEIVED IN
WRITING WITHIN 30 DAYS OF CHECK DATE - SETTLEMENTS@NIOBRARABREAKS.COM
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 300313,
      netCents: 111908,
      date: '2026-03-19',
      broker: 'NIOBRARA BREAKS CARRIERS, INC.',
      tripNumber: 'NB-77812',
      miles: 1315,
      linehaulCents: 227347,
      fuelSurchargeCents: 60466,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 2350,
      deductions: [123340, 3800, 12500, 6115],
    },
  },
  {
    id: 'b71-obedriver-ledger-debit-credit',
    issuer: 'Obed River Tractor Lease, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-operator account statement printed as a dated running ledger (Debit / Credit / Balance columns, revenue-share, FSC, tarp and permit credits interleaved with fuel, lease, insurance, advance and reserve debits, some wrapped descriptions) followed by a boxed week summary; month-name dates',
    text: `                    OBED RIVER TRACTOR LEASE, LLC
             930 Industrial Blvd  -  Crossville, Tennessee 38555
        (931) 555-0126  -  leaseops@obedriverlease.com  -  USDOT 2841179

LEASE OPERATOR ACCOUNT STATEMENT
Operator:  Wendell A. Pruett  (Pruett Flatbed Service)     Acct: LO-0388
Tractor:   2290 / 2021 Peterbilt 389 (lease-purchase)
Week ending Saturday, March 21, 2026
Direct deposit date: Wednesday, March 25, 2026

Date   Ref       Description                                      Debit    Credit    Balance
--------------------------------------------------------------------------------------------
Mar 15           Opening balance                                                        0.00
Mar 16 26-4418   Rev share 72% of 2,850.00 Cookeville TN -               2,052.00   2,052.00
                   Decatur AL (coil steel)
Mar 16 26-4418   Fuel surcharge 100% - 706 mi @ 0.55                       388.30   2,440.30
Mar 16 26-4418   Tarp pay                                                   75.00   2,515.30
Mar 16 PLT0316   Fuel - Pilot #412 Lebanon TN                    612.37             1,902.93
Mar 17 CD88412   Comdata express code advance                    250.00             1,652.93
Mar 18 26-4431   Rev share 72% of 1,975.00 Decatur AL -                  1,422.00   3,074.93
                   Knoxville TN (lumber)
Mar 18 26-4431   Fuel surcharge 100% - 512 mi @ 0.55                       281.60   3,356.53
Mar 18 LOV0318   Fuel - Love's #627 Athens AL                    588.04             2,768.49
Mar 19 26-4440   Rev share 72% of 2,310.00 Knoxville TN -                1,663.20   4,431.69
                   Crossville TN via Dalton GA
Mar 19 26-4440   Fuel surcharge 100% - 588 mi @ 0.55                       323.40   4,755.09
Mar 19 26-4440   Tarp pay                                                   75.00   4,830.09
Mar 19 KY-OS1187 Permit reimb - KY oversize trip permit                     42.00   4,872.09
Mar 20 TA0320    Fuel - TA Knoxville TN                          301.15             4,570.94
Mar 21 LSE-2290  Tractor lease pmt wk 12 (unit 2290)             575.00             3,995.94
Mar 21 MRF       Maint. reserve fund 1,806 mi @ 0.08             144.48             3,851.46
Mar 21 INS-PD    Physical damage insurance                        71.50             3,779.96
Mar 21 INS-NT    Bobtail / non-trucking liab.                     11.25             3,768.71
Mar 21 INS-CG    Cargo insurance                                  24.00             3,744.71
Mar 21 PPASS     PrePass bypass + tolls acct fee                  16.00             3,728.71
--------------------------------------------------------------------------------------------
                 Period totals                                 2,593.79  6,322.50   3,728.71

  +-------------------------- WEEK SUMMARY --------------------------+
  | Revenue share @ 72%                                     5,137.20 |
  | Fuel surcharge (100% pass-through)                        993.30 |
  | Accessorial pay (tarp)                                    150.00 |
  | GROSS EARNINGS                                          6,280.50 |
  | Plus permit reimbursement                                  42.00 |
  | Less fuel, lease, insurance & fees                     -2,199.31 |
  | Less Comdata advance                                     -250.00 |
  | Less maintenance reserve deposit                         -144.48 |
  | NET DEPOSIT (acct ending 4471)                          3,728.71 |
  +------------------------------------------------------------------+
  Loaded miles this week: 1,806      Maint. reserve balance: 3,118.72
  Lease-purchase payments made: 64 of 156.  This statement is issued under
  49 CFR 376.12; you may request copies of rated freight bills at any time.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 628050,
      netCents: 372871,
      date: '2026-03-25',
      broker: 'OBED RIVER TRACTOR LEASE, LLC',
      tripNumber: '26-4418',
      miles: 1806,
      linehaulCents: 513720,
      fuelSurchargeCents: 99330,
      advancesCents: 25000,
      escrowCents: 14448,
      reimbursementsCents: 4200,
      deductions: [61237, 58804, 30115, 57500, 7150, 1125, 2400, 1600],
    },
  },
  {
    id: 'b71-pecatonica-dispatch-collections',
    issuer: 'Pecatonica Dispatch Works LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-and-collections service statement: one row per load (broker, ISO pickup date, miles, linehaul, FSC, accessorial, load total, 7% fee column) with the lane wrapped on a second line and footnote codes, a totals row, other charges and a lumper pass-through, then a +/- net ACH reconciliation; ISO dates',
    text: `PECATONICA DISPATCH WORKS LLC
1120 S West Ave, Freeport IL 61032 | 815-555-0163 | settle@pecdispatch.com

CARRIER PAY STATEMENT  --  dispatch + collections service
Carrier ..... HOLLOWAY ROAD LLC   MC 1184420 / USDOT 3561872
Statement ... PDW-2026-0312        Week ...... 2026-03-16 to 2026-03-22
Net ACH sent to carrier 2026-03-27 (trace 071000288430127)

We collected the following from brokers on your behalf. Dispatch fee = 7% of load total.

Load #     Broker                  Picked up  Miles  Linehaul     FSC   Accsl  Load tot  Fee 7%
-----------------------------------------------------------------------------------------------
BJ-558120  Bluejay Freight Solns   2026-03-16   468  1,210.00  254.00       -  1,464.00  102.48
             Rockford IL > Omaha NE
4410926    Harlan Ridge Logistics  2026-03-18   472  1,050.00  262.00  150.00  1,462.00  102.34
             Omaha NE > Joliet IL   [DET]
CX77-0193  Cordwood Transport Mgmt 2026-03-19   231    725.00  118.00       -    843.00   59.01
             Joliet IL > Green Bay WI
4411388    Harlan Ridge Logistics  2026-03-20   196    640.00   96.00   75.00    811.00   56.77
             Green Bay WI > Freeport IL   [LAY]
-----------------------------------------------------------------------------------------------
TOTALS                                        1,367  3,625.00  730.00  225.00  4,580.00  320.60
[DET] detention 3 hrs @ 50.00 (Omaha shipper)   [LAY] layover 03/21, paid by broker

OTHER CHARGES
   Fuel card (Mudflap) 03/17 Des Moines IA               488.62
   Fuel card (Mudflap) 03/20 Janesville WI               402.19
   ELD pass-through (Motive)                              35.00
   Trailer interchange ins. (weekly)                      28.00
PASS-THROUGH REIMBURSEMENT
   Lumper paid by driver 03/19, repaid by Cordwood       210.00

   Load totals collected              4,580.00
   - Dispatch fees (7%)                -320.60
   - Other charges                     -953.81
   + Lumper reimbursement               210.00
   = NET ACH TO CARRIER               3,515.59

Broker short-pays or chargebacks after this date will appear on a later statement.
Pecatonica Dispatch Works is not a motor carrier or broker; all loads moved under
the carrier's own authority.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 458000,
      netCents: 351559,
      date: '2026-03-27',
      broker: 'PECATONICA DISPATCH WORKS LLC',
      tripNumber: 'BJ-558120',
      miles: 1367,
      linehaulCents: 362500,
      fuelSurchargeCents: 73000,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 21000,
      deductions: [32060, 48862, 40219, 3500, 2800],
    },
  },
  {
    id: 'b71-nisswa-stub-split-deposit',
    issuer: 'Nisswa Cold Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver earnings statement with an earnings table (rate, units, this period, YTD), deductions grouped as pre-tax / taxes / after-tax with YTD, a taxable-wages note, and the net pay split across two direct-deposit accounts in a ruled box; "Mar 20, 2026" dates',
    text: `NISSWA COLD FREIGHT, INC.                                   EARNINGS STATEMENT
24518 Hazelwood Dr, Nisswa, MN 56468   (218) 555-0193
FEIN 41-2078835   MN Tax ID 7730152

Employee      DARCY J. HALVORSEN          Pay Date:          Mar 20, 2026
Employee ID   00317                       Period Beginning:  Mar 08, 2026
Position      CDL-A Driver (reefer OTR)   Period Ending:     Mar 14, 2026
Filing        Fed: MFJ / MN: M, 1 allow   Check/Advice #:    DD-0031742

EARNINGS                     Rate   Units   This Period   Year to Date
----------------------------------------------------------------------
Mileage Pay                0.5800   2,214      1,284.12      15,206.00
Stop Pay                  25.0000       4        100.00       1,050.00
Detention                 20.0000    3.50         70.00         380.00
Safety Bonus - Qtr                                50.00         100.00
Holiday Pay                                                     176.00
----------------------------------------------------------------------
Gross Pay                                      1,504.12      16,912.00

PRE-TAX DEDUCTIONS                          This Period   Year to Date
Medical - Employee+Spouse                         62.40         748.80
Dental                                             7.85          94.20
401(k) 5%                                         75.21         855.08
TAXES
Federal Income Tax                                96.18       1,119.73
Social Security                                   88.90       1,026.84
Medicare                                          20.79         240.15
MN State Income Tax                               52.74         626.84
MN Paid Leave (EE)                                 6.62          75.25
AFTER-TAX DEDUCTIONS
Uniform / PPE                                     12.00          36.00
----------------------------------------------------------------------
Total Deductions & Taxes                         422.69

   Federal taxable wages this period: 1,358.66
   Miles this period: 2,214 (dispatched)    Trips: 3    Home time: 2 days

  ==================================  NET PAY  ==================================
    Direct deposit  Savings   xxxx0926          100.00
    Direct deposit  Checking  xxxx3381          981.43
    TOTAL NET PAY                             1,081.43
  ===============================================================================

PTO balance: 22.0 hrs    This is a non-negotiable advice of deposit.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 150412,
      netCents: 108143,
      date: '2026-03-20',
      broker: 'NISSWA COLD FREIGHT, INC.',
      tripNumber: null,
      miles: 2214,
      linehaulCents: 128412,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [6240, 785, 7521, 9618, 8890, 2079, 5274, 662, 1200],
    },
  },
  {
    id: 'b71-sainte-henedine-releve-paie',
    issuer: 'Sainte-Hénédine Transport inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec pay stub (relevé de paie) with gains (per-trip flat pay, waiting hours, night premium, 4% vacation pay) and retenues (impôts, RRQ, AE, RQAP, group insurance, RRSP with cumulatives) side by side split by a pipe, a dotted net summary, and an informational employer-contributions line; comma decimals, space thousands, "26 mars 2026" dates',
    text: `SAINTE-HÉNÉDINE TRANSPORT INC.
1480, rang Saint-Jean-Baptiste, Sainte-Hénédine (Québec)  G0S 2R0
Tél. : 418 555-0172          NEQ : 1174839201

                              RELEVÉ DE PAIE

Employé(e) : LACHANCE-BÉLANGER, Mathieu          No employé : 0457
Fonction   : Chauffeur classe 1 - longue distance
Période    : du 8 au 21 mars 2026 (paie 06)      Date de paie : 26 mars 2026
Mode       : Dépôt direct, Caisse Desjardins ***-**4417

GAINS                      Qté     Taux     Montant | RETENUES                  Période       Cumul
--------------------------------------------------- | ---------------------------------------------
Voyages L.D. (Toronto)       6   235,00    1 410,00 | Impôt fédéral              171,40    1 370,15
Voyages régionaux            3   140,00      420,00 | Impôt du Québec            198,65    1 589,85
Heures d'attente          7,50    25,50      191,25 | RRQ                        127,88    1 021,60
Prime de nuit                4    15,00       60,00 | Assurance-emploi            28,14      224,98
Indemnité vacances 4 %                        83,25 | RQAP                         9,31       74,44
--------------------------------------------------- | Assurance collective        38,60      270,20
TOTAL BRUT                                 2 164,50 | REER collectif              50,00      350,00
                                                    | ---------------------------------------------
                                                    | TOTAL RETENUES             623,98

      Salaire brut ...........................     2 164,50 $
      Moins : retenues .......................       623,98 $
      MONTANT NET DÉPOSÉ .....................     1 540,52 $

Cotisations de l'employeur (à titre informatif - non retenues sur votre paie) :
   RRQ 127,88   Assurance-emploi 39,40   RQAP 13,03
   FSS 35,71   CNESST 89,18

Voyages de la période : 6 x Sainte-Hénédine/Toronto (Mississauga), 3 x Lévis/Montréal.
Solde de vacances : payé à chaque paie (4 %).  Questions : paie@sthenedinetransport.ca
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 216450,
      netCents: 154052,
      date: '2026-03-26',
      broker: 'SAINTE-HÉNÉDINE TRANSPORT INC.',
      tripNumber: null,
      miles: null,
      linehaulCents: 183000,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [17140, 19865, 12788, 2814, 931, 3860, 5000],
    },
  },
  {
    id: 'b71-nochistlan-liquidacion-permisionario',
    issuer: 'Nochistlán Autotransportes, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish weekly owner-operator (permisionario) settlement in Roman-numbered sections: trip table by carta porte with km, flete and extra column plus starred notes, deductions in parentheses (commission %, diesel vouchers, insurance, GPS, advance, 3% reserve fund), toll reimbursement and a short summary, signature lines; DD/MM/YYYY dates, $ US-style amounts in MXN',
    text: `NOCHISTLÁN AUTOTRANSPORTES, S.A. DE C.V.
RFC NAU090312KT4  *  Permiso SICT 0914NAU03120920
Av. López Mateos Sur 2215, Col. Las Águilas, Zapopan, Jal. C.P. 45050  Tel. 33 5550 1842

LIQUIDACIÓN SEMANAL A PERMISIONARIO                       Folio: LQ-2026-0412
Permisionario: ROGELIO ANAYA CASTAÑEDA                    Unidad: ECO-27
Semana 12/2026 (del 16/03/2026 al 22/03/2026)            Fecha de pago: 25/03/2026
Forma de pago: SPEI a cuenta BBVA ****7730                 Moneda: MXN

I. RELACIÓN DE VIAJES
Carta Porte Fecha      Origen - Destino                         Km        Flete  Adicional
==========================================================================================
CP-A 18832  17/03/2026 Manzanillo, Col. - Guadalajara, Jal.    305   $19,800.00
CP-A 18847  19/03/2026 Guadalajara, Jal. - Monterrey, N.L.     790   $42,500.00  $1,500.00
                         * Estadía 1 día
CP-A 18859  21/03/2026 Monterrey, N.L. - Saltillo, Coah.        85    $8,200.00    $950.00
                         * Parada adicional Ramos Arizpe
==========================================================================================
Sumas                                                        1,180   $70,500.00  $2,450.00

    TOTAL PERCEPCIONES (fletes + adicionales)              $72,950.00

II. DEDUCCIONES
    Comisión empresa 12% s/fletes                        ($8,460.00)
    Diesel - vales Petro 7 Manzanillo 17/03              ($9,846.50)
    Diesel - vales Pemex Lagos de Moreno 19/03          ($12,118.75)
    Seguro de la unidad (prorrateo semanal)              ($1,380.00)
    Renta GPS / monitoreo                                  ($295.00)
    Anticipo para gastos de viaje (ref. AN-3391)         ($6,000.00)
    Fondo de reserva 3% s/fletes                         ($2,115.00)
                                                    ----------------
    Total deducciones                                   ($40,215.25)

III. REEMBOLSOS
    Casetas comprobadas (14 comprobantes IAVE/efectivo)    $3,472.00

IV. RESUMEN
    Percepciones            $72,950.00
    - Deducciones           $40,215.25
    + Reembolsos             $3,472.00
    NETO A PAGAR            $36,206.75

Saldo fondo de reserva acumulado: $41,870.40.  El permisionario emitirá el CFDI de
ingreso correspondiente a los fletes de esta semana.  Cualquier aclaración dentro de
los 15 días naturales siguientes a la fecha de pago.

______________________________          ______________________________
  Elaboró: Contabilidad Operativa           Recibí de conformidad
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 7295000,
      netCents: 3620675,
      date: '2026-03-25',
      broker: 'NOCHISTLÁN AUTOTRANSPORTES, S.A. DE C.V.',
      tripNumber: 'CP-A 18832',
      linehaulCents: 7050000,
      fuelSurchargeCents: null,
      advancesCents: 600000,
      escrowCents: 211500,
      reimbursementsCents: 347200,
      deductions: [846000, 984650, 1211875, 138000, 29500],
    },
  },
  {
    id: 'b71-petitcodiac-boxed-hst-advice',
    issuer: 'Petitcodiac Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Fully boxed (+---+ / | |) Canadian owner-operator pay advice: two-column boxed header, trip grid with mileage/FSC/other and wrapped notes, earnings before tax plus 15% HST giving total earnings, charges shown as negative numbers including advance and holdback, net EFT box; YYYY/MM/DD dates, CAD',
    text: `+----------------------------------------------------------------------------+
| PETITCODIAC HAULAGE LTD.                         OWNER-OPERATOR PAY ADVICE |
| 88 Industrial Dr, Salisbury NB  E4J 3E3              Advice No. PH-26-1183 |
| Tel 506-555-0139  NSC NB774120                  Pay Date  2026/03/27 (EFT) |
| HST Reg. 81247 5530 RT0001                  Period 2026/03/15 - 2026/03/21 |
+----------------------------------------------------------------------------+
| O/O 2041  TREMBLETT TRANSPORT (Gary Tremblett)   HST# 79821 4410 RT0001    |
| Rate: CAD 2.05 per paid mile + FSC 0.41 per mile. All amounts CAD.         |
+----------------------------------------------------------------------------+
| Trip     Date       Lane                       Miles  Mileage    FSC Other |
| PH-31904 2026/03/15 Moncton NB - Levis QC        441   904.05 180.81       |
| PH-31917 2026/03/17 Levis QC - Woodstock NB      301   617.05 123.41 35.00 |
|                     via Edmundston  (Extra pickup St-Pascal)               |
| PH-31925 2026/03/19 Woodstock NB - Halifax NS    262   537.10 107.42 60.00 |
|                     (Extra drop)                                           |
|                     ------------------------------------------------------ |
| Totals                                         1,004 2,058.20 411.64 95.00 |
+----------------------------------------------------------------------------+
| Earnings before tax (mileage + FSC + other)                       2,564.84 |
| HST 15% on earnings                                                 384.73 |
| TOTAL EARNINGS (HST incl.)                                        2,949.57 |
+----------------------------------------------------------------------------+
| CHARGES                                                                    |
|   Fuel - FCL/Irving cards (incl. tax)                            -1,204.66 |
|   Liability & cargo insurance                                       -88.00 |
|   IRP prorate plate recovery                                        -45.30 |
|   ELD / satellite (incl. HST)                                       -24.15 |
|   Admin fee (incl. HST)                                             -28.75 |
|   Cash advance - Comdata 2026/03/17                                -200.00 |
|   Holdback (escrow) deposit                                        -125.00 |
| TOTAL CHARGES                                                    -1,715.86 |
+----------------------------------------------------------------------------+
| *** NET EFT ***                                                   1,233.71 |
+----------------------------------------------------------------------------+
Holdback balance after this advice: 3,375.00 of 5,000.00 required.
HST collected on your behalf is shown for your GST/HST return; remit per your filing period.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 294957,
      netCents: 123371,
      date: '2026-03-27',
      broker: 'PETITCODIAC HAULAGE LTD.',
      tripNumber: 'PH-31904',
      miles: 1004,
      linehaulCents: 205820,
      fuelSurchargeCents: 41164,
      advancesCents: 20000,
      escrowCents: 12500,
      reimbursementsCents: null,
      deductions: [120466, 8800, 4530, 2415, 2875],
    },
  },
  {
    id: 'b71-quashnet-schedule-purchase',
    issuer: 'Quashnet Trade Finance, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase remittance with dotted header fields, an invoice grid (debtor, load/PRO, invoice date, face, per-invoice fee, reserve, purchase price) and a totals row, then a settlement ladder with parenthesised subtractions (fee, reserve, fuel advance, short-pay chargeback, ACH fee) and a reserve release added, plus a reserve roll-forward line; DD-Mon-YYYY dates',
    text: `Quashnet Trade Finance, LLC
14 Teaticket Hwy, Suite 3  East Falmouth, MA 02536   508-555-0114   ops@quashnettf.com

PURCHASE REMITTANCE / SCHEDULE OF ACCOUNTS

Client ........ BRAXTON & SONS CARTAGE LLC  (ID 30771)  MC 1051193
Schedule ...... 0418                Purchase date ... 24-Mar-2026
Funded ........ 24-Mar-2026 by same-day ACH to acct ending 2209
Agreement ..... recourse, 3.0% flat fee, 10% reserve

Inv # Debtor                       Load/PRO     Inv Date      Face Amt     Fee  Reserve  Purchase
-------------------------------------------------------------------------------------------------
1061  Ironwood Logistics Group     IWL-2290418  19-Mar-2026   2,450.00   73.50   245.00  2,131.50
1062  Tristar Freight Brokers Inc  88140277     19-Mar-2026   1,880.00   56.40   188.00  1,635.60
1063  Ironwood Logistics Group     IWL-2290511  20-Mar-2026   3,125.00   93.75   312.50  2,718.75
1064  Canyon Ridge Shipping Co.    CRS-55071    23-Mar-2026     975.00   29.25    97.50    848.25
-------------------------------------------------------------------------------------------------
4 invoices                                                    8,430.00  252.90   843.00  7,334.10

SETTLEMENT OF THIS SCHEDULE
  Total face value purchased                               8,430.00
  Less discount fee (3.0%)                                  (252.90)
  Less reserve withheld (10%)                               (843.00)
  Purchase price                                           7,334.10
  Less fuel advance FA-2291 issued 20-Mar-2026              (400.00)
  Less short-pay chargeback, Inv 1037 (Tristar)              (50.00)
  Less same-day ACH fee                                      (15.00)
  Plus reserve release - Schedule 0409 (closed)              512.30
                                                       ------------
  AMOUNT FUNDED TO CLIENT                                  7,381.40

Reserve account: opening 2,904.10 + withheld 843.00 - released 512.30 = 3,234.80
Inv 1037 (Tristar, load 88139902) short-paid 1,150.00 on 1,200.00 billed; variance charged back.
Debtors must remit ONLY to Quashnet Trade Finance, LLC, PO Box 3318, Boston MA 02241.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 843000,
      netCents: 738140,
      date: '2026-03-24',
      broker: 'Ironwood Logistics Group',
      tripNumber: 'IWL-2290418',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: 84300,
      reimbursementsCents: null,
      deductions: [25290, 5000, 1500],
    },
  },
  {
    id: 'b71-salkehatchie-quickpay-advice',
    issuer: 'Salkehatchie Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay remittance advice with the amount paid stated up front, then a three-line block per load (lane, linehaul/fuel/accessorial, invoice total and 3% fee with minus sign), a totals ladder with a linehaul/fuel breakdown and a Comchek fuel advance recovery; weekday long-form date, $ amounts',
    text: `Salkehatchie Logistics, Inc.
Freight Brokerage  |  MC 874410  |  USDOT 2398120
2201 Savannah Hwy, Walterboro, SC 29488  |  carrierpay@salkehatchielogistics.com

REMITTANCE ADVICE -- QUICKPAY (2 BUSINESS DAYS)

Pay to:          RED CLAY ROUTES INC  (MC 1098812)   Vendor V-20417
Payment date:    Thursday, March 26, 2026
Payment method:  ACH   Reference QP-0326-20417
Amount paid:     $3,641.11

The following carrier invoices were approved for QuickPay:

  Load 5512907   PU 3/17 Orangeburg, SC  ->  DEL 3/18 Chattanooga, TN
      Linehaul $1,450.00   Fuel $210.00
      Invoice total  $1,660.00      QuickPay fee 3%   -$49.80

  Load 5513044   PU 3/19 Augusta, GA  ->  DEL 3/19 Jacksonville, FL
      Linehaul $900.00   Fuel $128.00   Detention $100.00
      Invoice total  $1,128.00      QuickPay fee 3%   -$33.84

  Load 5513190   PU 3/20 Savannah, GA  ->  DEL 3/21 Charlotte, NC
      Linehaul $1,100.00   Fuel $175.00
      Invoice total  $1,275.00      QuickPay fee 3%   -$38.25

  -------------------------------------------------------------------
  Invoices approved (3)                       $4,063.00
    (linehaul $3,450.00 / fuel $513.00 / accessorial $100.00)
  QuickPay fees                                -$121.89
  Fuel advance - Comchek #7730-114 (5512907)   -$300.00
  -------------------------------------------------------------------
  NET PAYMENT                                 $3,641.11

QuickPay fee per Carrier-Broker Agreement Sec. 7.2. Standard terms are 30 days
with no fee. Questions about this payment: 843-555-0178, option 3.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 406300,
      netCents: 364111,
      date: '2026-03-26',
      broker: 'Salkehatchie Logistics, Inc.',
      tripNumber: '5512907',
      miles: null,
      linehaulCents: 345000,
      fuelSurchargeCents: 51300,
      advancesCents: 30000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [12189],
    },
  },
  {
    id: 'b71-rathdrum-rate-agreement',
    issuer: 'Rathdrum Prairie Logistics, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker load confirmation with header fields, carrier block, a three-stop list (pickup plus two deliveries with appointment windows), a carrier pay block (flat linehaul, FSC, extra drop, total) and a separate if-applicable accessorial schedule not included in the total; mixed "19 March 2026" and MM/DD/YYYY dates',
    text: `RATHDRUM PRAIRIE LOGISTICS, LLC
Licensed Property Broker  MC# 1022874  |  6250 W Seltice Way, Post Falls, ID 83854
Ph 208-555-0181  |  Fax 208-555-0182  |  loads@rathdrumprairie.com

LOAD CONFIRMATION & CARRIER RATE AGREEMENT

Load #: RPL-260319-07         Date: 19 March 2026         Rep: Kelsey Navarro x214
Customer PO: 4500812274       Commodity: Paperboard rolls (non-haz), 42,600 lb
Equipment: 53' dry van, air-ride, load locks x4    Temp: N/A

CARRIER
  Kettle Falls Express LLC    MC 988712 / DOT 2867104
  Dispatcher: Amos Reinholt  509-555-0140    Driver/Truck: TBD at dispatch

STOPS
  #1 PICKUP    Lapwai Pulp Products, 805 Mill Rd, Lewiston ID 83501
               Fri 03/20/2026  0700-1100 FCFS   PU# 77310
  #2 DELIVERY  Cascadia Box Co., 2150 E Grant Line Rd, Tracy CA 95304
               Mon 03/23/2026  0600 APPT        Ref: PO 4500812274-A
  #3 DELIVERY  Delta Corrugated, 4400 Arch Rd, Stockton CA 95215
               Mon 03/23/2026  1300 APPT        Ref: PO 4500812274-B

CARRIER PAY
    Line haul (flat)                        $3,150.00
    Fuel surcharge                            $465.00
    Additional drop (stop #3)                 $100.00
                                          -----------
    TOTAL CARRIER PAY (USD)                 $3,715.00

IF APPLICABLE (not included above, requires approval and signed in/out times):
    Detention $50.00/hr after 2 free hrs, max $400.00  |  TONU $150.00
    Lumper reimbursed with receipt only

TERMS: Payment 30 days from receipt of signed BOL + invoice (QuickPay 5 days, 2.5%).
Carrier must track via MacroPoint. No double brokering; load may not be re-brokered,
co-brokered or assigned. Seals must be intact at delivery. Reference Load # on invoice.

Accepted by carrier: _______________________   Date: ____________
Rathdrum Prairie Logistics, LLC: Kelsey Navarro
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 371500,
      broker: 'RATHDRUM PRAIRIE LOGISTICS, LLC',
      tripNumber: 'RPL-260319-07',
    },
  },
];
