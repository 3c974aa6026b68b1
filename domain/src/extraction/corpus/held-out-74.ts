import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 74 (issuers G-M), written without looking at the extractor.
 *
 * Kinds: five owner-operator / lessor / dispatch settlements (per-mile carrier with a running-
 * balance recap; percentage lessor with a DR/CR ledger; French-Canadian flat-rate relevé with
 * TPS/TVQ; Mexican permisionario liquidación with IVA and retentions; dispatch-service payout with
 * load blocks), two pay stubs (US hourly with YTD columns; Canadian per-mile in ASCII boxes), one
 * factoring purchase/remittance advice with a per-invoice fee column and reserve release, one broker
 * quick-pay remittance, and one broker rate confirmation.
 * Countries: 7 US, 2 CA (one French), 1 MX (Spanish).
 * Layout variety: running balances, DR/CR columns, trailing minus, parentheses, leading minus,
 * dot leaders, pipe grids, bordered boxes, comma decimals with space thousands, MXN/CAD/USD,
 * dates as month names, MM/DD/YYYY, MM/DD/YY, DD/MM/YYYY, ISO, DD-Mon-YYYY, French month names.
 */
export const HELD_OUT_DOCUMENTS_74: CorpusDocument[] = [
  {
    id: 'b74-gorham-running-balance-recap',
    issuer: 'Gorham Notch Haulage, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile contractor settlement with a one-row-per-trip table and totals, then a settlement recap ledger with an amount column and a running balance column (deductions in parentheses, toll reimbursement added last) and a boxed net check amount; month-name dates',
    text: `GORHAM NOTCH HAULAGE, INC.
212 Glen Road (Route 16)  -  Gorham, NH 03581
Tel (603) 555-0148   Fax (603) 555-0149   USDOT 1984527   MC-712406

                         INDEPENDENT CONTRACTOR SETTLEMENT

Settlement No.  2611-0457                           Check Date:  March 20, 2026
Contractor      DUBE BROTHERS TRUCKING LLC          O/O No.:     457
                44 Cascade Hill Rd, Berlin NH 03570 Tractor:     457 (2019 Peterbilt 579)
Work Week       March 8, 2026 through March 14, 2026

TRIPS SETTLED
Trip No.  Disp.   Origin        Destination   Loadd MT   Total  Mile Pay      FSC
--------- ------- ------------- ------------- ----- ---- ----- --------- --------
GN-88412  Mar  8  Portland ME   Cleveland OH    694   58   752  1,316.00   360.88
GN-88437  Mar 10  Cleveland OH  Scranton PA     388    0   388    679.00   201.76
GN-88450  Mar 12  Scranton PA   Bangor ME       523   36   559    978.25   271.96
--------- ------- ------------- ------------- ----- ---- ----- --------- --------
TOTALS                                        1,605   94 1,699  2,973.25   834.60
Mileage paid on all dispatched miles (loaded + empty) at $1.75; FSC on loaded miles @ $0.52.

SETTLEMENT RECAP                                            AMOUNT         BALANCE
----------------------------------------------------------------------------------
Mileage pay (1,699 mi x $1.75)                            2,973.25        2,973.25
Fuel surcharge (1,605 loaded mi x $0.52)                    834.60        3,807.85
Stop-off pay - GN-88437 (2nd stop Wilkes-Barre)              75.00        3,882.85
     ** GROSS PAY **                                                      3,882.85
Fuel purchases - Pilot/Flying J (6 tickets)              (1,422.18)       2,460.67
Comchek advance issued Mar 9                               (300.00)       2,160.67
Occupational accident ins.                                  (38.00)       2,122.67
Physical damage ins. - Unit 457                             (61.25)       2,061.42
Trailer rental - TR-2290                                   (175.00)       1,886.42
PrePass transponder                                         (14.60)       1,871.82
Escrow contribution (wk 11)                                (125.00)       1,746.82
Tolls reimbursed - NY Thruway/Mass Pike (rcpts)              38.50        1,785.32
----------------------------------------------------------------------------------
Total deductions this week: 2,136.03        Total reimbursements: 38.50

        +------------------------------------------+
        |   NET CHECK AMOUNT         $  1,785.32   |
        |   Check # 0048817  -  March 20, 2026     |
        +------------------------------------------+

Escrow balance after this settlement: $2,375.00 (target $3,000.00)
Disputes must be submitted in writing within 30 days of the check date.
Gorham Notch Haulage, Inc. - Settlements Dept. - settlements@gorhamnotchhaul.com
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 388285,
      netCents: 178532,
      date: '2026-03-20',
      broker: 'GORHAM NOTCH HAULAGE, INC.',
      tripNumber: 'GN-88412',
      miles: 1699,
      linehaulCents: 297325,
      fuelSurchargeCents: 83460,
      advancesCents: 30000,
      escrowCents: 12500,
      reimbursementsCents: 3850,
      deductions: [142218, 3800, 6125, 17500, 1460],
    },
  },
  {
    id: 'b74-hesperus-pct-share-drcr-ledger',
    issuer: 'Hesperus Lease Partners, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-of-revenue lease-operator settlement: freight table with revenue, FSC, percent and share columns, then a dated account-activity ledger with separate DEBIT (DR) and CREDIT (CR) columns and column totals, then a dotted summary with a trailing-minus charges line; MM/DD/YYYY dates',
    text: `HESPERUS LEASE PARTNERS, LLC
1480 Main Ave, Suite 3, Durango, CO 81301      (970) 555-0613
Equipment lessor - operating under authority of Sundance Peak Carriers (USDOT 3318820)

LEASE-OPERATOR SETTLEMENT                           Statement Date: 04/14/2026
Lease Operator: MARISOL ORTEGA (LO-0318)            Tractor: 318 - 2021 Freightliner Cascadia
Settlement Period: 04/05/2026 - 04/11/2026          Pay Method: Direct Deposit 04/17/2026

FREIGHT BILLED (operator paid 72% of line haul revenue, 100% of FSC @ $0.54/mi)
Order #    Ship Date   Origin          Destination       Miles    Revenue      FSC  Pct      Share
---------  ----------  --------------  ----------------- -----  ---------  -------  ---  ---------
HL-20931   04/05/2026  Farmington NM   Fort Worth TX       712   2,280.00   384.48  72%   1,641.60
HL-20958   04/07/2026  Fort Worth TX   Amarillo TX         352   1,150.00   190.08  72%     828.00
HL-20977   04/08/2026  Amarillo TX     Salt Lake City UT   877   2,790.00   473.58  72%   2,008.80
---------  ----------  --------------  ----------------- -----  ---------  -------  ---  ---------
                                            Totals       1,941   6,220.00  1,048.14        4,478.40

ACCOUNT ACTIVITY                                DEBIT (DR) CREDIT (CR)
04/06  Contractor share of revenue (72%)                      4,478.40
04/06  Fuel surcharge pass-through (100%)                     1,048.14
04/07  Lumper reimb. HL-20958 - rcpt 6612                       150.00
04/11  Tractor lease pmt - Unit 318 wk 15           685.00
04/05  Fuel - EFS card (9 transactions)           1,588.72
04/11  Maintenance reserve deposit                  200.00
04/11  IFTA fuel tax - 1Q26 installment              47.19
04/11  Cargo / PD insurance                         118.40
04/07  EFS cash advance                             400.00
                                                ---------- -----------
Column totals                                     3,039.31    5,676.54

SUMMARY
   Gross earnings (share + FSC) ............   5,526.54
   Plus reimbursements (CR) ................     150.00
   Less charges (DR) .......................   3,039.31-
   =====================================================
   NET DUE LEASE OPERATOR ..................   2,637.23

Reserve account: beginning 1,650.00  deposit 200.00  ending 1,850.00
Lease balance remaining (Unit 318): 41,115.00 - 60 of 156 payments made
Questions: settlements@hesperuslease.com   Page 1/1
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 552654,
      netCents: 263723,
      date: '2026-04-17',
      broker: 'HESPERUS LEASE PARTNERS, LLC',
      tripNumber: 'HL-20931',
      miles: 1941,
      linehaulCents: 447840,
      fuelSurchargeCents: 104814,
      advancesCents: 40000,
      escrowCents: 20000,
      reimbursementsCents: 15000,
      deductions: [68500, 158872, 4719, 11840],
    },
  },
  {
    id: 'b74-levesque-releve-taxes-fr',
    issuer: 'Lévesque & Fils Transport inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French-Canadian flat-rate owner-operator statement (relevé de règlement): trip table with forfait, fuel-surcharge and other columns, right-aligned subtotal/TPS/TVQ/total block, retenues list with total, starred net deposit line; space thousands and comma decimals, ISO trip dates and French month-name pay date',
    text: `LÉVESQUE & FILS TRANSPORT INC.
1275, 127e Rue, Saint-Georges (Québec)  G5Y 2W6
Tél. : 418 555-0177     NEQ 1164873390     NSC/CVOR : QC 3 512 448 906
No TPS : 812734456 RT0001     No TVQ : 1021459873 TQ0001

                 RELEVÉ DE RÈGLEMENT - VOITURIER-REMORQUEUR
                 ==========================================

Voiturier : 9381-2207 Québec inc. (Transport M. Poulin)      Code : VR-207
Tracteur  : 207                                           Relevé no : 2026-19-207
Période   : du 3 au 9 mai 2026                            Date de dépôt : 15 mai 2026

VOYAGES
No voyage Date        Trajet                                Forfait  Surch.cb.    Autres
--------- ----------  ---------------------------------- --------- --------- ---------
LF-5521   2026-05-04  Saint-Georges -> Montréal (Anjou)   1 150,00    172,50
LF-5534   2026-05-06  Montréal -> Sherbrooke                890,00    133,50
LF-5540   2026-05-07  Sherbrooke -> Lévis                 1 020,00    153,00    130,00
                        (Attente 2 h x 65,00)
--------- ----------  ---------------------------------- --------- --------- ---------
Totaux                                                    3 060,00    459,00    130,00

                                            Sous-total des revenus      3 649,00
                                                         TPS (5 %)        182,45
                                                     TVQ (9,975 %)        363,99
                                TOTAL DES REVENUS (taxes incluses)      4 195,44

RETENUES
   Carburant - cartes Ultramar/Esso (11 transactions)          1 284,66
   Assurance marchandises (cargo)                                 54,00
   Location de remorque R-114 (semaine 19)                       210,00
   Frais administratifs                                           35,00
   Avance de voyage du 2026-05-05                                250,00
   Fonds de réserve - retenue hebdomadaire                       150,00
                                                TOTAL DES RETENUES      1 983,66

                                        *** MONTANT NET DÉPOSÉ ***    2 211,78 $
Dépôt direct au compte ****4471 (Caisse Desjardins de la Chaudière) le 15 mai 2026

Solde du fonds de réserve après retenue : 2 850,00 $
Tous les montants sont en dollars canadiens. Toute erreur doit nous être signalée
dans les 15 jours suivant la date de dépôt.  -  comptabilite@levesquefils.qc.ca
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 419544,
      netCents: 221178,
      date: '2026-05-15',
      broker: 'LÉVESQUE & FILS TRANSPORT INC.',
      tripNumber: 'LF-5521',
      miles: null,
      linehaulCents: 306000,
      fuelSurchargeCents: 45900,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [128466, 5400, 21000, 3500],
    },
  },
  {
    id: 'b74-jalpan-liquidacion-permisionario-mx',
    issuer: 'Jalpan Autotransportes Refrigerados, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish owner-operator (permisionario) settlement: pipe-boxed trip grid with freight, handling and toll columns and totals row, then stacked PERCEPCIONES (with IVA 16% total), DEDUCCIONES (IVA/ISR retentions, diesel, advance, maintenance fund) and REEMBOLSOS sections, net SPEI transfer; US-format MXN amounts, DD/MM/YYYY dates',
    text: `JALPAN AUTOTRANSPORTES REFRIGERADOS, S.A. DE C.V.
RFC: JAR0811247T3    Permiso SICT: 2204JAR19112008021
Av. 5 de Febrero 1820, Col. Industrial Benito Juárez, C.P. 76120, Querétaro, Qro.
Tel. 442 555 0186    pagos.permisionarios@jalpanrefrigerados.mx

              LIQUIDACIÓN DE FLETES A PERMISIONARIO
Folio de liquidación: LQ-2026-0311                  Fecha de emisión: 19/03/2026
Permisionario: ROGELIO BAUTISTA NAVA  (RFC BANR780512K40)   Unidad: T-57 Kenworth T680
Periodo: 14/03/2026 al 18/03/2026                   Fecha de pago: 20/03/2026

DETALLE DE VIAJES (importes en MXN)
+----------+------------+------------+----------------------------------------+-----------+----------+----------+
| Folio    | Carta P.   | Fecha      | Ruta                                   |     Flete | Maniobra |  Casetas |
+----------+------------+------------+----------------------------------------+-----------+----------+----------+
| JAR-1187 | CP-A 40917 | 14/03/2026 | Querétaro, Qro. - Monterrey, N.L.      | 18,500.00 |        - | 1,240.00 |
| JAR-1192 | CP-A 40962 | 16/03/2026 | Monterrey, N.L. - Nuevo Laredo, Tamps. |  9,800.00 |        - |   612.00 |
| JAR-1203 | CP-A 41008 | 18/03/2026 | Nuevo Laredo, Tamps. - Querétaro, Qro. | 21,300.00 |   800.00 | 1,455.00 |
+----------+------------+------------+----------------------------------------+-----------+----------+----------+
| TOTALES  |            |            |                                        | 49,600.00 |   800.00 | 3,307.00 |
+----------+------------+------------+----------------------------------------+-----------+----------+----------+

PERCEPCIONES
   Fletes                                       $  49,600.00
   Maniobras de carga/descarga                  $     800.00
   Subtotal servicios                           $  50,400.00
   IVA 16%                                      $   8,064.00
   TOTAL PERCEPCIONES (IVA incluido)            $  58,464.00

DEDUCCIONES
   Retención IVA 4% (Art. 1-A LIVA)             $   2,016.00
   Retención ISR 1.25% (RESICO)                 $     630.00
   Diésel - vales y tarjeta (6 cargas)          $  22,870.50
   Anticipo de viaje 13/03/2026                 $   5,000.00
   Seguro de carga (prorrateo semanal)          $   1,150.00
   Rastreo satelital GPS                        $     480.00
   Fondo de mantenimiento (retención)           $   1,500.00
   TOTAL DEDUCCIONES                            $  33,646.50

REEMBOLSOS
   Casetas pagadas por el permisionario (comprobantes anexos)
                                                $   3,307.00

   NETO A PAGAR                                 $  28,124.50 MXN
   Transferencia SPEI a CLABE ************4418 el 20/03/2026

Saldo del fondo de mantenimiento: $ 18,500.00
El permisionario deberá emitir su CFDI de ingreso por el total de servicios con IVA
trasladado y las retenciones señaladas. Este documento no es un comprobante fiscal.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5846400,
      netCents: 2812450,
      date: '2026-03-20',
      broker: 'JALPAN AUTOTRANSPORTES REFRIGERADOS, S.A. DE C.V.',
      tripNumber: 'JAR-1187',
      miles: null,
      linehaulCents: 4960000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 150000,
      reimbursementsCents: 330700,
      deductions: [201600, 63000, 2287050, 115000, 48000],
    },
  },
  {
    id: 'b74-mokelumne-dispatch-load-blocks-iso',
    issuer: 'Mokelumne Dispatch Services, LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier payout summary: numbered load blocks (broker, PU/DEL line with miles, dot-leader rate and accessorial lines), gross revenue and miles, then LESS/PLUS sections with signed dollar amounts and a net ACH line; ISO dates',
    text: `MOKELUMNE DISPATCH SERVICES, LLC
Truck dispatching & back-office for owner-operators
301 S Ham Ln, Ste B, Lodi, CA 95242  |  (209) 555-0164  |  payouts@mokelumnedispatch.com

CARRIER PAYOUT SUMMARY                              Ref: MDS-2026-0612
------------------------------------------------------------------------
Carrier:      Sierra Oak Freight LLC  (MC 1244187 / USDOT 3677201)
Truck/Trlr:   SOF-2 / 53' dry van
Week ending:  2026-06-05
Payout:       ACH sent 2026-06-09 to account ending 7719
------------------------------------------------------------------------

LOADS COLLECTED THIS CYCLE (paid to us by the brokers below)

1) Load 4471829  /  Wolverine Path Logistics
   PU 2026-06-01 Stockton, CA  DEL 2026-06-02 Phoenix, AZ   752 mi
   Rate confirmation (all-in linehaul) ....................... $2,450.00

2) Load 88120-A  /  Redwood Cross Brokerage
   PU 2026-06-03 Phoenix, AZ   DEL 2026-06-03 El Paso, TX   430 mi
   Rate confirmation (all-in linehaul) ....................... $1,200.00
   Detention 2.5 hrs (approved by broker) ....................... $75.00
   Lumper reimbursement - rcpt LM-20931 ........................ $120.00

3) Load SJ-30917  /  Cobalt Line Freight
   PU 2026-06-04 El Paso, TX   DEL 2026-06-05 Fresno, CA    905 mi
   Rate confirmation (all-in linehaul) ....................... $2,780.00
------------------------------------------------------------------------
Gross revenue (rates + detention) ............................ $6,505.00
Total loaded miles ............................................... 2,087

LESS
  Dispatch fee 7% of gross revenue ............................ -$455.35
  Factoring / quick-pay fee 2% (via partner) .................. -$130.10
  Fuel advance repaid (Comchek on SJ-30917) ................... -$500.00
PLUS
  Pass-through reimbursements (lumper) ........................ +$120.00
========================================================================
NET ACH SENT TO CARRIER ...................................... $5,539.55

Rate confirmations, BOLs and lumper receipts are on file in your portal.
Dispatch fee is charged on gross revenue only; pass-through items are not
subject to the fee. Reply within 7 days with any questions.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 650500,
      netCents: 553955,
      date: '2026-06-09',
      broker: 'MOKELUMNE DISPATCH SERVICES, LLC',
      tripNumber: '4471829',
      miles: 2087,
      linehaulCents: 643000,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: 12000,
      deductions: [45535, 13010],
    },
  },
  {
    id: 'b74-ilwaco-hourly-stub-ytd',
    issuer: 'Ilwaco Seafood Express, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Payroll-service style hourly driver earnings statement: header with right-hand period/pay-date block and employee address, earnings with rate/hours/this-period/YTD columns, statutory and other deductions with leading minus signs and YTD, net pay, direct-deposit line and leave balances; MM/DD/YY dates',
    text: `ILWACO SEAFOOD EXPRESS, INC.                               Earnings Statement
310 Spruce St SE
Ilwaco, WA 98624                                  Period Beginning:  06/21/26
FEIN 91-1738842                                   Period Ending:     07/04/26
                                                  Pay Date:          07/10/26
Company Code: ISX / 20  Reefer Linehaul           Advice Number:     00418873

Filing Status: Married filing jointly                 ROBERT T KALAMA
Exemptions/Allowances: Federal: Std W-4 (2020+)       1820 Sandridge Rd
Employee ID: 1142                                     Long Beach, WA 98631

Earnings               rate   hours  this period   year to date
Regular               26.50   80.00     2,120.00      29,680.00
Overtime              39.75   12.00       477.00       5,509.50
Safety Bonus                               75.00         450.00
Holiday                                                  424.00
              Gross Pay                $2,672.00      36,063.50

Statutory Deductions                 this period   year to date
Federal Income Tax                       -246.18       3,579.11
Social Security                          -165.66       2,235.94
Medicare                                  -38.74         522.92
WA Paid Fam/Med Leave                     -19.77         266.87
WA Cares Fund (LTC)                       -15.50         209.17

Other Deductions
Medical Plan *                            -92.30       1,292.20
Dental Plan *                             -11.40         159.60
401(k) 5% *                              -129.85       1,780.68

              Net Pay                  $1,952.60      26,017.01
* Excluded from federal taxable wages

Your federal taxable wages this period are $2,438.45

Deposits        account number    transit/ABA     amount
Checking 1      xxxxxx3306        xxxxxxxxx       1,952.60

Other Benefits and Information     this period     total to date
Sick Hours Available                                     31.25
Vacation Hours Available                                 56.00

            ILWACO SEAFOOD EXPRESS, INC. - 310 SPRUCE ST SE - ILWACO WA 98624
                              NON-NEGOTIABLE  -  THIS IS NOT A CHECK
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 267200,
      netCents: 195260,
      date: '2026-07-10',
      broker: 'ILWACO SEAFOOD EXPRESS, INC.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [24618, 16566, 3874, 1977, 1550, 9230, 1140, 12985],
    },
  },
  {
    id: 'b74-hamiota-per-mile-boxed-stub-ca',
    issuer: 'Hamiota Grain Haulers Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Canadian company-driver pay stub paid by the mile: earnings and deductions in two stacked ASCII-bordered boxes (mileage, hourly and 4% vacation pay; federal/provincial tax, CPP, EI, benefits, RRSP), dotted net-pay line and a two-line YTD footer; ISO dates',
    text: `HAMIOTA GRAIN HAULERS LTD.
Box 418, 62 Maple Ave E, Hamiota, Manitoba  R0M 0T0
Phone 204-555-0139        Payroll: payroll@hamiotagrain.ca

STATEMENT OF EARNINGS AND DEDUCTIONS (CAD)
Employee : 0092  DESJARLAIS, KEVIN M.         Position : Class 1 Driver - Super B
Pay Period: 2026-08-02 to 2026-08-15          Pay Date : 2026-08-21
Trips    : 6614 Hamiota-Thunder Bay / 6619 Thunder Bay-Brandon / 6627 Brandon-Regina

+----------------------------------------------------------------------------+
| EARNINGS                                Qty      Rate        Current       |
+----------------------------------------------------------------------------+
| Mileage - Trips 6614/6619/6627     2,318 mi      0.62       1,437.16       |
| Hourly - load/unload & wait          6.50 h     24.00         156.00       |
| Vacation Pay 4%                                                63.73       |
|                                                           ----------       |
| GROSS EARNINGS                                              1,656.89       |
+----------------------------------------------------------------------------+

+----------------------------------------------------------------------------+
| DEDUCTIONS                                                   Current       |
+----------------------------------------------------------------------------+
| Federal Income Tax                                            171.20       |
| Provincial Tax (MB)                                           118.65       |
| CPP Contributions                                              90.58       |
| EI Premiums                                                    27.01       |
| Group Benefits (Manulife)                                      38.40       |
| Group RRSP                                                     25.00       |
|                                                           ----------       |
| TOTAL DEDUCTIONS                                              470.84       |
+----------------------------------------------------------------------------+

   NET PAY (deposited to RBC acct ****0827) .......................  $ 1,186.05

 Year-to-date:  Gross 27,942.16   CPP 1,582.40   EI 455.46   Fed Tax 2,884.09
                Prov Tax 2,001.36   Vacation pay paid 1,074.70
 Mileage paid at 62 cents/mile practical route miles. Questions? Call Donna at ext. 2.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 165689,
      netCents: 118605,
      date: '2026-08-21',
      broker: 'HAMIOTA GRAIN HAULERS LTD.',
      tripNumber: '6614',
      miles: 2318,
      linehaulCents: 143716,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [17120, 11865, 9058, 2701, 3840, 2500],
    },
  },
  {
    id: 'b74-garnet-schedule-fee-column',
    issuer: 'Garnet Ridge Receivables, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and remittance advice: invoice schedule with debtor, load number, face, per-invoice fee and 90% advance columns plus totals row, then a dotted funding calculation with parenthesized subtractions (reserve, fees, fuel advance, wire fee) and a reserve release, reserve-account footer; Mon D, YYYY dates',
    text: `GARNET RIDGE RECEIVABLES, LLC
2900 1st Ave N, Suite 610 - Billings, MT 59101
(406) 555-0122   funding@garnetridgerec.com   www.garnetridgerec.com

PURCHASE & REMITTANCE ADVICE
Client:        Yellowstone Bend Trucking, Inc. (Client #GR-0466)   MC 1098355
Schedule No.:  4466-0902                  Funding Date: Sep 3, 2026
Payment via:   Same-day wire to Stockman Bank acct ****2291

Invoices purchased on this schedule
Inv #  Inv Date      Debtor (bill to)            Load #       Face     Fee  Advance 90%
------ ------------- --------------------------- --------- --------- ------- ----------
10344  Aug 26, 2026  Cottonwood Logistics LLC    CW-55190   2,200.00   66.00  1,980.00
10345  Aug 27, 2026  Palisade Freight Solutions  PF7781     1,850.00   55.50  1,665.00
10347  Aug 31, 2026  Cottonwood Logistics LLC    CW-55241   3,125.00   93.75  2,812.50
------ ------------- --------------------------- --------- --------- ------- ----------
TOTALS (3 invoices)                                         7,175.00  215.25  6,457.50
Fee = 3.00% flat of face (0-30 day tier). Reserve 10% held until debtor pays.

FUNDING CALCULATION
   Total face value of invoices ............................     7,175.00
   Less reserve held (10%) .................................      (717.50)
   Less factoring fees (see column) ........................      (215.25)
   Less fuel advance repaid - funded 08/25 on CW-55190 .....      (400.00)
   Less wire transfer fee ..................................       (15.00)
   Plus reserve release - schedule 4466-0805 (paid in full)        310.00
                                                             ------------
   AMOUNT WIRED TO CLIENT ..................................     6,137.25

Reserve account: prior 1,842.50 + held 717.50 - released 310.00 = 2,250.00
Notice of assignment on file with all debtors listed. Remit-to address for debtors:
Garnet Ridge Receivables, LLC, PO Box 30418, Billings MT 59107-0418.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 717500,
      netCents: 613725,
      date: '2026-09-03',
      broker: 'Cottonwood Logistics LLC',
      tripNumber: 'CW-55190',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: 71750,
      reimbursementsCents: null,
      deductions: [21525, 1500],
    },
  },
  {
    id: 'b74-matagorda-quickpay-usd-lines',
    issuer: 'Matagorda Bay Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker quick-pay remittance advice between double-rule banners: per-load blocks with carrier invoice ref, miles, pickup/delivery line and USD-prefixed charge lines (linehaul, FSC, detention, lumper) with load totals, then invoice total less discount, fuel advance and advance fee with leading minus signs; DD-Mon-YYYY dates',
    text: `MATAGORDA BAY LOGISTICS, INC.
Freight Brokerage  |  MC 884219  |  USDOT 2604417
1902 Seventh St, Bay City, TX 77414   Carrier Services (979) 555-0150

=====================================================================
                QUICKPAY REMITTANCE ADVICE
=====================================================================
Payee:          PELICAN RUN TRUCKING LLC  (MC 1322704)
Remit Ref:      QP-0918-3317
Payment Date:   18-Sep-2026         Method: ACH (next business day)
Program:        QuickPay 2-day, 3.0% of invoice total

INVOICES APPROVED FOR PAYMENT
  Load # MBL-774102   Carrier Inv PR-2291    Miles: 318
  Pickup 09-Sep-2026 Freeport, TX    Deliver 10-Sep-2026 Shreveport, LA
      Line Haul                                  USD    1,650.00
      Fuel Surcharge                             USD      240.00
      Detention (3 hr @ 30.00)                   USD       90.00
      Lumper (receipt attached)                  USD      185.00
      Load total                                 USD    2,165.00

  Load # MBL-774388   Carrier Inv PR-2297    Miles: 594
  Pickup 11-Sep-2026 Baytown, TX     Deliver 13-Sep-2026 Memphis, TN
      Line Haul                                  USD    2,300.00
      Fuel Surcharge                             USD      318.00
      Load total                                 USD    2,618.00
---------------------------------------------------------------------
  Invoice total (2 loads)                        USD    4,783.00
  QuickPay discount 3.0%                         USD     -143.49
  Fuel advance issued at pickup (MBL-774388)     USD     -500.00
  Advance processing fee                         USD      -15.00
---------------------------------------------------------------------
  NET AMOUNT PAID                                USD    4,124.51
=====================================================================
Total miles on this remittance: 912
Payment releases us from the invoices listed above. Send questions to
carrierpay@matagordabaylogistics.com within 10 days, quoting the Remit Ref.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 478300,
      netCents: 412451,
      date: '2026-09-18',
      broker: 'MATAGORDA BAY LOGISTICS, INC.',
      tripNumber: 'MBL-774102',
      miles: 912,
      linehaulCents: 395000,
      fuelSurchargeCents: 55800,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: 18500,
      deductions: [14349, 1500],
    },
  },
  {
    id: 'b74-loess-ratecon-multistop',
    issuer: 'Loess Hills Logistics, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker load confirmation and carrier rate agreement: two-column header (broker address left, load number/date/rep right), carrier and equipment block, three numbered stops, a qty/rate/amount carrier-pay table with total, then detention/TONU terms, payment terms and signature line; MM/DD/YYYY dates with weekday',
    text: `LOESS HILLS LOGISTICS, LLC                       LOAD CONFIRMATION & CARRIER RATE AGREEMENT
425 W Broadway, Suite 200                        Load #: LHL-2609-3317
Council Bluffs, IA 51503                         Date:   Tue 10/20/2026  2:14 PM CT
MC 1017742 / USDOT 3011906                       Rep:    Tara Vinh  (712) 555-0177 x214
                                                 tvinh@loesshillslogistics.com

CARRIER: TWO RIVERS EXPRESS INC            MC 905518   Dispatcher: Gil Ochoa
         Driver: Dwayne Pettit   Cell (402) 555-0163   Truck 41 / Trailer 5319
Equipment: 53' Dry Van, air-ride, load locks x2          Weight: 38,400 lbs   Pallets: 22
Commodity: Packaged pet food (non-haz)                    Temp: N/A

STOP 1 - PICKUP        Fri 10/23/2026  06:00-10:00  (appt #C-5520)
  Heartland Pet Nutrition - DC 2, 1200 S 24th St, Council Bluffs IA 51501
  PO# 4500982271, 4500982274
STOP 2 - DROP (partial)  Mon 10/26/2026  08:00 FCFS
  Kessler Farm & Feed, 77 Depot Rd, Bowling Green KY 42101     PO# 4500982271
STOP 3 - DELIVERY       Mon 10/26/2026  14:00 appt
  Tri-County Pet Supply Warehouse, 3310 Industrial Dr, Knoxville TN 37921   PO# 4500982274

-----------------------------------------------------------------------
 CARRIER PAY                                   Qty      Rate       Amount
 Line haul (flat)                                1  2,150.00    2,150.00
 Fuel surcharge (flat)                           1    310.00      310.00
 Extra stop                                      1     75.00       75.00
-----------------------------------------------------------------------
 TOTAL CARRIER PAY (USD, all-inclusive)                      $ 2,535.00
-----------------------------------------------------------------------
Detention: $40.00/hr after 2 free hours, only with in/out times on signed BOL
and broker notified while on site. Lumper, if required, reimbursed with receipt.
TONU: $150.00. Late delivery without notice: $100.00 per occurrence.

PAYMENT: Standard terms net 30 from receipt of signed BOL + invoice.
QuickPay (2 business days) available for 2.5% fee. Email paperwork to
carrierpay@loesshillslogistics.com with load # LHL-2609-3317 in the subject.
Carrier must not re-broker, co-broker or double-broker this load.

Accepted by carrier: ________________________   Date: ____________
Loess Hills Logistics, LLC - Tara Vinh, Carrier Sales
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 253500,
      broker: 'LOESS HILLS LOGISTICS, LLC',
      tripNumber: 'LHL-2609-3317',
    },
  },
];
