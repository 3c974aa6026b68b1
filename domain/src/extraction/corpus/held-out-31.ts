import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 31: ten trucking pay documents written without looking at the extractor.
 *
 * Kinds: five settlement statements (US percentage-pay carrier with side-by-side summary columns,
 * US lease-purchase lessor ledger with debit/credit/running-balance columns, US dispatch service
 * with a bordered load grid and net ACH to carrier, French-Canadian owner-operator releve with
 * TPS/TVQ and comma decimals, Mexican permisionario liquidacion with IVA and retention), two pay
 * stubs (US per-mile reefer driver with statutory/voluntary tables and YTD; Alberta hourly driver
 * in a fully boxed layout with CPP/EI), one factoring purchase remittance (wide per-invoice fee and
 * reserve columns, chargeback, fuel-advance repayment and reserve release), one broker QuickPay
 * advice in e-mail form, and one heavy-truck repair invoice.
 * Countries: 7 US, 2 CA (one French), 1 MX (Spanish).
 * Date formats: MM/DD/YYYY, MM/DD/YY, M/DD/YYYY, ISO, month names (English, French, Spanish
 * abbreviations), DD-Mon-YYYY, DD Mon YYYY, weekday long form.
 */

export const HELD_OUT_DOCUMENTS_31: CorpusDocument[] = [
  {
    id: 'b31-auburnhollow-percent-two-column',
    issuer: 'Auburn Hollow Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Percentage-of-revenue owner-operator settlement whose summary is printed as two side-by-side columns (earnings and reimbursements left, deductions right, split by a pipe), with the net line under the box and the per-trip table with miles, revenue, 72% share and FSC columns below it; MM/DD/YYYY dates',
    text: `                         AUBURN HOLLOW FREIGHT LINES, INC.
              2290 County Road 48 * Auburn, IN 46706 * (260) 555-0148
                             MC-1047732   USDOT 3318840

                       CONTRACTOR SETTLEMENT - PERCENTAGE PAY

Contractor : 1186  DELGADO EXPRESS LLC             Settlement No : AH-0416-1186
             PO Box 1127, Kendallville IN 46755    Week Ending   : 04/11/2026
Pay Basis  : 72% of linehaul revenue, 100% FSC     Check Date    : 04/17/2026
====================================================================================
 EARNINGS                                   |  DEDUCTIONS / CHARGES
 Linehaul share (72%)           3,898.80    |  Fuel - EFS card (9 txns)     1,402.67
 Fuel surcharge (100%)            779.28    |  Physical damage ins             61.40
 Accessorials                     140.00    |  Occ/Acc insurance               38.00
 ----------------------------------------   |  Trailer rental wk 15           125.00
 GROSS EARNINGS                 4,818.08    |  IFTA fuel tax adj Q1            27.16
                                            |  Cash advance 04/07             300.00
 REIMBURSEMENTS (non-deductible)            |  Escrow deposit                 150.00
 Tolls - Ohio Turnpike (rcpt)      38.75    |  -------------------------------------
 Scale tickets CAT x2              13.75    |  TOTAL DEDUCTIONS             2,104.23
 ----------------------------------------
 TOTAL REIMBURSEMENTS              52.50
====================================================================================
   Gross 4,818.08  -  Deductions 2,104.23  +  Reimb 52.50
   NET PAY THIS SETTLEMENT ................................... $   2,766.35
====================================================================================

TRIP DETAIL
Trip No     Ship Dt    Del Dt     Origin          Destination      Miles   LH Revenue   72% Share      FSC
----------  ---------- ---------- --------------- --------------- ------ ------------ ---------- --------
AH-558201   04/06/2026 04/07/2026 Fort Wayne IN   Nashville TN       418     1,450.00   1,044.00   213.18
AH-558244   04/07/2026 04/08/2026 Nashville TN    Columbus OH        382     1,310.00     943.20   194.82
AH-558279   04/08/2026 04/09/2026 Columbus OH     Milwaukee WI       447     1,675.00   1,206.00   227.97
AH-558301   04/10/2026 04/10/2026 Milwaukee WI    Auburn IN          281       980.00     705.60   143.31
                                                                 -----------------------------------------
TOTALS                                                            1,528     5,415.00   3,898.80   779.28
FSC paid at $0.51 per loaded mile per AH fuel schedule (DOE Midwest avg $3.98).

ACCESSORIAL DETAIL
  AH-558244  Detention 04/08 Columbus OH (2.0 hr)          90.00
  AH-558201  Extra stop - Franklin TN                      50.00

ESCROW:  beginning 2,350.00   deposit 150.00   ending 2,500.00   (target 3,500.00)

Questions on this settlement must be submitted in writing within 30 days to
settlements@auburnhollowfreight.com. Page 1 of 1
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 481808,
      netCents: 276635,
      date: '2026-04-17',
      broker: 'AUBURN HOLLOW FREIGHT LINES, INC.',
      tripNumber: 'AH-558201',
      miles: 1528,
      linehaulCents: 389880,
      fuelSurchargeCents: 77928,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 5250,
      deductions: [140267, 6140, 3800, 12500, 2716],
    },
  },
  {
    id: 'b31-catoctin-lease-purchase-dr-cr-ledger',
    issuer: 'Catoctin Ridge Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase contractor settlement printed as a chronological ledger with separate Debit and Credit columns and a running balance, per-trip linehaul and FSC lines interleaved with fuel, lease and maintenance-fund debits, then a dotted-leader summary using parentheses for negatives; month-name dates',
    text: `CATOCTIN RIDGE LEASING, LLC
Lease-Purchase Program  |  7120 Ballenger Creek Pike, Frederick MD 21703
Lessees operate under CRL authority  MC 1102287 / US DOT 3390415

                    CONTRACTOR SETTLEMENT LEDGER

Lessee/Contractor:  Tobias Wheeler  (TW Road Service)      Acct: LP-4471
Unit:               4471  2019 Freightliner Cascadia  VIN ...K58213
Settlement period:  Nov 1, 2026 - Nov 7, 2026
Statement date:     Nov 18, 2026        Direct deposit date: Nov 20, 2026

DATE    REF       DESCRIPTION                                      DEBIT    CREDIT    BALANCE
---------------------------------------------------------------------------------------------
Nov 2   CR-81734  Linehaul Hagerstown MD-Charlotte NC 412mi@1.58              650.96     650.96
Nov 2   CR-81734    Fuel surcharge 412 mi @ 0.47                            193.64     844.60
Nov 3   CDT-4471  Comdata fuel - Statesville NC                   612.44               232.16
Nov 4   CR-81752  Linehaul Charlotte NC-Atlanta GA 245mi@1.58               387.10     619.26
Nov 4   CR-81752    Fuel surcharge 245 mi @ 0.47                            115.15     734.41
Nov 4   CR-81752    Detention - Atlanta GA 3 hrs @ 40.00                    120.00     854.41
Nov 4   CR-81752    Lumper reimbursement (rcpt #A-22918)                    185.00   1,039.41
Nov 4   ADV-0931  Comdata cash advance repay                      250.00               789.41
Nov 5   CR-81769  Linehaul Atlanta GA-Harrisburg PA 735mi@1.58            1,161.30   1,950.71
Nov 5   CR-81769    Fuel surcharge 735 mi @ 0.47                            345.45   2,296.16
Nov 6   CDT-4471  Comdata fuel - Carlisle PA                      538.91             1,757.25
Nov 7   CR-81790  Linehaul Harrisburg PA-Frederick MD 96mi@1.58              151.68   1,908.93
Nov 7   CR-81790    Fuel surcharge 96 mi @ 0.47                              45.12   1,954.05
Nov 9   LSE-4471  Weekly lease pmt Unit 4471 (wk 33 of 156)       675.00             1,279.05
Nov 9   MNT-4471  Maintenance fund deposit 1,488 mi @ 0.08        119.04             1,160.01
Nov 9   INS-NTL   Bobtail / NTL insurance                          21.50             1,138.51
Nov 9   PPS-4471  PrePass / toll transponder                       16.80             1,121.71
---------------------------------------------------------------------------------------------
                  TOTALS                                        2,233.69  3,355.40   1,121.71

SUMMARY
  Mileage revenue (1,488 dispatched miles) .............    2,351.04
  Fuel surcharge .......................................      699.36
  Accessorial pay ......................................      120.00
  GROSS REVENUE ........................................    3,170.40
  Reimbursements .......................................      185.00
  Less: fuel, lease & program charges ..................   (1,864.65)
  Less: advances .......................................     (250.00)
  Less: maintenance fund ...............................     (119.04)
  NET SETTLEMENT - DEPOSITED Nov 20, 2026 ..............    1,121.71

Maintenance fund balance after this deposit: 2,983.20   Lease payments remaining: 123
Maintenance fund is held by Catoctin Ridge Leasing, LLC and released per Sec. 9 of the
Equipment Lease Agreement. Balance column above is a running settlement balance, not
an account balance.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 317040,
      netCents: 112171,
      date: '2026-11-20',
      broker: 'CATOCTIN RIDGE LEASING, LLC',
      tripNumber: 'CR-81734',
      miles: 1488,
      linehaulCents: 235104,
      fuelSurchargeCents: 69936,
      advancesCents: 25000,
      escrowCents: 11904,
      reimbursementsCents: 18500,
      deductions: [61244, 53891, 67500, 2150, 1680],
    },
  },
  {
    id: 'b31-bighorn-dispatch-pipe-grid',
    issuer: 'Bighorn Basin Dispatch LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier settlement with a pipe-and-plus bordered load grid (broker, pick-up/delivery, loaded and deadhead miles, flat rate, accessorial), followed by short Earnings / Charges / Reimbursements blocks with signed amounts and a NET ACH TO CARRIER line; ISO dates',
    text: `BIGHORN BASIN DISPATCH LLC
41 N Main St Ste 3, Sheridan WY 82801  |  dispatch@bighornbasin.co  |  307-555-0163

CARRIER SETTLEMENT REPORT                               Report #: BBD-2026-11-0217
Carrier : Red Canyon Haulers LLC  (MC 1188402 / DOT 3561170)
Truck 07 / Trailer 53R-07      Driver: J. Whitehorse
Week    : 2026-03-09 to 2026-03-15           Settlement date: 2026-03-18
Payment : ACH to carrier acct ****2291      ACH date       : 2026-03-20

Collections: Bighorn Basin Dispatch collects broker payments on your behalf and remits
the balance below after the dispatch fee and pass-through charges.

+-----------+--------------------------+---------------------------+---------------------------+-------+-----+-----------+-------------+
| Load #    | Broker                   | Pick up    Origin         | Deliver    Destination    | Ld mi |  DH |      Rate | Accessorial |
+-----------+--------------------------+---------------------------+---------------------------+-------+-----+-----------+-------------+
| 5541908   | Larchmont Logistics      | 2026-03-09 Casper WY      | 2026-03-10 Denver CO      |   281 |  42 |  1,150.00 |             |
| TP-220417 | Northpass Freight Inc    | 2026-03-10 Denver CO      | 2026-03-12 Kansas City MO |   604 |  18 |  1,825.00 |  DET 150.00 |
| CF88173   | Cottonwood Freight Inc.  | 2026-03-12 Kansas City MO | 2026-03-13 Omaha NE       |   187 |  11 |    725.00 |             |
| 5542211   | Larchmont Logistics      | 2026-03-13 Omaha NE       | 2026-03-15 Billings MT    |   912 |  56 |  2,640.00 |             |
+-----------+--------------------------+---------------------------+---------------------------+-------+-----+-----------+-------------+
| TOTAL     | 4 loads                  |                           |                           |  1984 | 127 |  6,340.00 |      150.00 |
+-----------+--------------------------+---------------------------+---------------------------+-------+-----+-----------+-------------+
  DET = detention, TP-220417, 4.0 hrs @ 37.50 (approved by Northpass 03/11, ref NP-DET-5590)
  Total miles (loaded + deadhead): 2,111

EARNINGS
   Linehaul (flat all-in rates)                     6,340.00
   Accessorials                                       150.00
   Gross revenue                                    6,490.00

CHARGES
   Dispatch fee 7% of gross revenue                  -454.30
   Broker quick-pay fee 2% (load 5541908)             -23.00
   Fuel card pass-through (Mudflap, 6 txns)        -1,688.32
   ELD / dash cam subscription                        -35.00
   Occupational accident (pass-through)               -44.00
   Total charges                                   -2,244.62

REIMBURSEMENTS
   Lumper - Omaha NE, load CF88173 (rcpt 00431)      +220.00

NET ACH TO CARRIER (2026-03-20) .............. USD 4,465.38

Fuel card detail and broker remittances are attached on page 2. Disputes: reply within
7 days of the settlement date. Bighorn Basin Dispatch LLC is not a motor carrier or broker.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 649000,
      netCents: 446538,
      date: '2026-03-20',
      broker: 'BIGHORN BASIN DISPATCH LLC',
      tripNumber: '5541908',
      miles: 2111,
      linehaulCents: 634000,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 22000,
      deductions: [45430, 2300, 168832, 3500, 4400],
    },
  },
  {
    id: 'b31-mistassini-releve-sections-fr',
    issuer: 'Camionnage Mistassini inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French-Canadian owner-operator settlement in numbered sections (voyages table in miles, fuel surcharge and accessorials, revenue summary with TPS/TVQ added to a taxes-included total, deductions, non-taxable reimbursements) ending in a boxed net-deposit line; space thousands separators and comma decimals, French month-name dates',
    text: `CAMIONNAGE MISTASSINI INC.
1450, boulevard Wallberg, Dolbeau-Mistassini (Québec)  G8L 1H5
Tél. : 418 555-0177   NEQ 1168845230   NSC 3 421 889 012   USDOT 2981744
TPS 784512339 RT0001   TVQ 1229871455 TQ0001

         RELEVÉ DE RÈGLEMENT - VOITURIER-REMORQUEUR (OWNER-OPERATOR)

Fournisseur : 9412-7788 Québec inc. (Stéphane Gagnon)      Unité : 27
  TPS 742210581 RT0001 / TVQ 1227744102 TQ0001
Période     : du 3 au 9 mai 2026                Relevé no : 2026-19-027
Date du relevé : 13 mai 2026                    Date de dépôt : 15 mai 2026

1. VOYAGES
No voyage  Date   Trajet                                   Milles  Taux    Montant
------------------------------------------------------------------------------
CM-30418   03-05  Dolbeau-Mistassini QC > Plattsburgh NY      412  2,05     844,60
CM-30425   05-05  Plattsburgh NY > Drummondville QC           138  2,05     282,90
CM-30433   06-05  Drummondville QC > Portland ME              267  2,05     547,35
CM-30440   07-05  Portland ME > Dolbeau-Mistassini QC         503  2,05   1 031,15
                                                          ------       ----------
Total des milles payés                                     1 320         2 706,00

2. SURCHARGE CARBURANT ET FRAIS ACCESSOIRES
   Surcharge carb. 1320 milles x 0,38 $ (grille 19)          501,60 $
   Attente CM-30433 Portland ME, 2 h x 45,00 $                90,00 $

3. SOMMAIRE DES REVENUS
   Transport (milles)                                      2 706,00 $
   Surcharge carburant                                       501,60 $
   Frais accessoires                                          90,00 $
   Sous-total des services                                 3 297,60 $
   TPS 5 %                                                   164,88 $
   TVQ 9,975 %                                               328,94 $
                                                     ==============
   TOTAL DES REVENUS (taxes incluses)                      3 791,42 $

4. RETENUES
   Carburant - cartes Ultramar/Petro (7 trans.)            1 873,42 $
   Assurance marchandises et resp. civile                    142,60 $
   Immatriculation IRP (quote-part 1/52)                      96,15 $
   Frais de communication (satellite)                         28,00 $
   Frais d'administration                                     35,00 $
   Avance sur voyage du 05-05                                400,00 $
   Fonds de réserve (retenue hebdomadaire)                   200,00 $
                                                     --------------
   TOTAL DES RETENUES                                      2 775,17 $

5. REMBOURSEMENTS (non taxables)
   Péages A-30 et Maine Turnpike (reçus joints)               74,50 $

+----------------------------------------------------------------------------+
|              MONTANT NET DÉPOSÉ LE 15 MAI 2026 :  1 090,75 $               |
+----------------------------------------------------------------------------+

Fonds de réserve : solde antérieur 3 150,00 $ + retenue 200,00 $ = solde 3 350,00 $
Toute contestation doit être soumise par écrit dans les 15 jours suivant la date du relevé.
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 379142,
      netCents: 109075,
      date: '2026-05-15',
      broker: 'CAMIONNAGE MISTASSINI INC.',
      tripNumber: 'CM-30418',
      miles: 1320,
      linehaulCents: 270600,
      fuelSurchargeCents: 50160,
      advancesCents: 40000,
      escrowCents: 20000,
      reimbursementsCents: 7450,
      deductions: [187342, 14260, 9615, 2800, 3500],
    },
  },
  {
    id: 'b31-acarreos-liquidacion-permisionario-iva',
    issuer: 'Acarreos Pesados de Sonora, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish owner-operator (permisionario) settlement: trip table with viaje and carta porte numbers and kilometres, then the operator invoice build-up (fletes, maniobras, IVA 16% to a total facturado), a discounts block with IVA retention, cash advance, diesel vouchers and guarantee fund, toll reimbursement and an asterisk-framed net; DD/mmm/YYYY Spanish month abbreviations, MXN in US number format',
    text: `ACARREOS PESADOS DE SONORA, S.A. DE C.V.
RFC: APS090814KT3   Permiso SICT: 2600APS0914
Blvd. Lázaro Cárdenas 1820, Col. Parque Industrial, C.P. 83299, Hermosillo, Sonora
Tel. (662) 555 0192

                  LIQUIDACIÓN DE FLETES A PERMISIONARIO

Folio: LQ-2026-0815-03            Fecha de emisión: 19/ago/2026
Permisionario: RAMÓN VALENZUELA OCHOA   RFC: VAOR771103BN6
Unidad: ECO-112 Kenworth T680 2021  Placas 83-AK-7G
Periodo: 10/ago/2026 al 16/ago/2026
Forma de pago: Transferencia SPEI    Fecha de pago: 21/ago/2026
Moneda: MXN

DETALLE DE VIAJES
Viaje  Carta Porte Fecha       Ruta                                     Km         Flete
========================================================================================
V-5521 CP-77412    10/ago/2026 Hermosillo, Son. - Nogales, Son.        277    $14,500.00
V-5534 CP-77438    12/ago/2026 Nogales, Son. - Cd. Obregón, Son.       520    $18,200.00
V-5546 CP-77461    14/ago/2026 Cd. Obregón, Son. - Hermosillo, Son.    252     $9,800.00
========================================================================================
Km recorridos / importe de fletes                                    1,049    $42,500.00

CÁLCULO DE LA FACTURA DEL PERMISIONARIO
   Fletes                                                     $42,500.00
   Maniobras de carga y descarga (V-5534, Nogales)             $1,200.00
   Subtotal                                                   $43,700.00
   IVA trasladado 16%                                  +       $6,992.00
                                                        ----------------
   TOTAL FACTURADO (CFDI A-4471)                              $50,692.00

DESCUENTOS Y RETENCIONES
   Retención de IVA 4% (sobre subtotal)                -       $1,748.00
   Anticipo de viaje en efectivo (10/ago)              -       $5,000.00
   Vales de diesel (3 cargas, 560.5 lts)               -      $14,380.50
   Cuota de administración 5% s/subtotal               -       $2,185.00
   Seguro de carga (prorrateo semanal)                 -         $850.00
   Fondo de garantía (retención semanal)               -       $1,000.00
                                                        ----------------
   TOTAL DESCUENTOS                                    -      $25,163.50

REEMBOLSOS
   Casetas pagadas por el operador (comprobantes)      +       $1,865.00

****************************************************************************************
   NETO A DEPOSITAR AL PERMISIONARIO (SPEI 21/ago/2026)         $27,393.50
****************************************************************************************

Fondo de garantía acumulado: $7,000.00 (se reintegra al término del contrato).
Recibí de conformidad: ______________________   Ramón Valenzuela Ochoa
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5069200,
      netCents: 2739350,
      date: '2026-08-21',
      broker: 'ACARREOS PESADOS DE SONORA, S.A. DE C.V.',
      tripNumber: 'V-5521',
      miles: null,
      linehaulCents: 4250000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 100000,
      reimbursementsCents: 186500,
      deductions: [174800, 1438050, 218500, 85000],
    },
  },
  {
    id: 'b31-dunlap-paystub-statutory-voluntary',
    issuer: 'Dunlap Cold Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver earnings statement with a right-hand header block (pay period, pay date, advice no.), an earnings table with rate, units, this-period and YTD columns, separate statutory and voluntary deduction tables with negative this-period amounts, a non-taxable reimbursement line and a split direct-deposit distribution footer; MM/DD/YY dates',
    text: `DUNLAP COLD FREIGHT, INC.                                     EARNINGS STATEMENT
1800 Industrial Parkway
Dunlap, IA 51529                         Company Code  DCF / 0412
(712) 555-0134                           Pay Period    09/27/26 - 10/03/26
                                         Pay Date      10/09/26
                                         Advice No.    00418823

MARCUS T REYES                           Employee ID   40217
2214 Oak Hill Dr                         Dept          OTR-REEFER / Truck 318
Council Bluffs, IA 51503                 SSN           XXX-XX-6612
                                         Fed M/S: S 0   IA: 1

Earnings                        Rate  Hrs/Units  This Period  Year to Date
--------------------------------------------------------------------------
Mileage - loaded/empty        0.6100      2,486     1,516.46     31,877.40
Stop pay                     25.0000          3        75.00      1,250.00
Detention                    20.0000       2.50        50.00        640.00
Layover                     100.0000          1       100.00        500.00
                                               ---------------------------
Gross Pay                                           1,741.46     34,267.40

Statutory Deductions                             This Period  Year to Date
--------------------------------------------------------------------------
Federal Income Tax                                   -154.37      3,488.12
Social Security                                      -103.28      2,007.32
Medicare                                              -24.15        469.45
IA State Income Tax                                   -62.18      1,401.66

Voluntary / Other Deductions
--------------------------------------------------------------------------
401(k) 4%                                             -69.66      1,370.70
Medical - Pre Tax                                     -68.25      1,706.25
Dental - Pre Tax                                       -7.40        185.00
Advance Repayment                                    -100.00        300.00

Non-taxable Reimbursement
--------------------------------------------------------------------------
Scale / washout (rcpts 09/29, 10/01)                   21.50        186.75

Net Pay                                             1,173.67

Federal taxable wages this period: 1,596.15
Miles paid this period: 2,486 (PC*Miler practical, dispatched)

- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -
DEPOSIT DISTRIBUTION                                   NON-NEGOTIABLE
   Checking  xxxxxx4410  Hills Bank               1,023.67
   Savings   xxxxxx0937  Hills Bank                 150.00
   Total direct deposit                           1,173.67
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 174146,
      netCents: 117367,
      date: '2026-10-09',
      broker: 'DUNLAP COLD FREIGHT, INC.',
      tripNumber: null,
      miles: 2486,
      linehaulCents: 151646,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: 2150,
      deductions: [15437, 10328, 2415, 6218, 6966, 6825, 740],
    },
  },
  {
    id: 'b31-foremost-paystub-boxed-hourly',
    issuer: 'Foremost Coulee Haulers Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta hourly gravel-truck driver pay statement drawn entirely inside a +---| box with ruled sections (header, employee, earnings with hours and rate, deductions with current and YTD, net pay) and a notes panel; CPP/EI/income tax deductions, DD-Mon-YYYY dates, CAD',
    text: `+----------------------------------------------------------------------------------------+
| FOREMOST COULEE HAULERS LTD.                             PAY STATEMENT                 |
| Box 214, 302 Main Street, Foremost AB  T0K 0X0           Pay Date: 17-Jul-2026         |
| Ph 403-555-0119  |  Gravel - Aggregate - Water Hauling   Cheque/DD #: 0007731          |
+----------------------------------------------------------------------------------------+
| Employee: KOWALCHUK, DALE R.        Emp #: 0058     Position: Class 1 Driver           |
| Period:   28-Jun-2026 to 11-Jul-2026 (bi-weekly)    Unit: T-14 (tri-axle end dump)     |
| TD1 Fed claim code 1 / TD1AB claim code 1           SIN: ***-***-418                   |
+----------------------------------------------------------------------------------------+
| EARNINGS                         HOURS     RATE     CURRENT                            |
| -----------------------------------------------------------                            |
| Regular                          80.00    31.50    2,520.00                            |
| Overtime 1.5x                    12.00    47.25      567.00                            |
| Stat Holiday - Canada Day         8.00    31.50      252.00                            |
| Vacation Pay 4%                                      133.56                            |
|                                                ------------                            |
| GROSS EARNINGS                                     3,472.56   YTD 48,390.93            |
+----------------------------------------------------------------------------------------+
| DEDUCTIONS                                          CURRENT           YTD              |
| -------------------------------------------------------------------------              |
| CPP Contributions                                    198.61      2,762.31              |
| EI Premiums                                           56.60        788.77              |
| Income Tax (Fed + AB)                                512.40      7,196.50              |
| Group Health & Dental                                 42.18        590.52              |
| Group RRSP - employee                                100.00      1,400.00              |
| Social Club                                           10.00        140.00              |
| Pay Advance Recovery (adv. 02-Jul)                   200.00        200.00              |
|                                                ------------                            |
| TOTAL DEDUCTIONS                                   1,119.79                            |
+----------------------------------------------------------------------------------------+
| NET PAY (CAD)                                      2,352.77  DD ATB Financial ****5508 |
+----------------------------------------------------------------------------------------+
| Vacation pay is paid out each period at 4%. Employer RRSP match 100.00 is not included |
| in gross earnings. Stat holiday: Canada Day 01-Jul-2026.                               |
+----------------------------------------------------------------------------------------+
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 347256,
      netCents: 235277,
      date: '2026-07-17',
      broker: 'FOREMOST COULEE HAULERS LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: 20000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [19861, 5660, 51240, 4218, 10000, 1000],
    },
  },
  {
    id: 'b31-harrierpoint-schedule-wide-fee-reserve',
    issuer: 'Harrier Point Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase remittance for one schedule: wide invoice table with debtor, load/ref, face, per-invoice 2.75% fee, 5% reserve and advance columns and a totals row, then signed (-)/(+) adjustment lines (fuel advance, recourse chargeback, wire fee, reserve release) with dotted leaders and a reserve-account footer; M/DD/YYYY dates',
    text: `HARRIER POINT CAPITAL, LLC
Freight Receivables Purchasing
2525 Ridgmar Plaza, Suite 410, Fort Worth, TX 76116   Tel 817-555-0186

SCHEDULE OF ACCOUNTS / PURCHASE REMITTANCE

Client:  SUTTER BUTTES TRUCKING LLC  (Client # 20874, MC 998812)
Schedule No. 4471           Received 6/10/2026 4:12 PM CT
Funding Date 6/12/2026      Method: Wire (Fed ref 20260612MMQFC000117)
Program: Recourse, 95% advance, 2.75% flat fee per invoice, 5% reserve

  #  Invoice   Debtor                      Load/Ref     Inv Date     Face Amt    Fee 2.75%   Reserve 5%     Advance
  -  --------  --------------------------  -----------  ---------  ----------  ----------  -----------  ----------
  1  SBT-2291  Coldwater Brokerage Inc.    66120457     6/08/2026    2,850.00       78.38       142.50    2,629.12
  2  SBT-2292  Pinnacle Ridge Logistics    PO 4410-A    6/08/2026    3,125.00       85.94       156.25    2,882.81
  3  SBT-2294  Coldwater Brokerage Inc.    66120981     6/09/2026    1,975.00       54.31        98.75    1,821.94
  4  SBT-2295  Granby Transport Solutions  BL 700215    6/10/2026    2,400.00       66.00       120.00    2,214.00
                                                                   ==========  ==========  ===========  ==========
     TOTALS (4 invoices)                                            10,350.00      284.63       517.50    9,547.87

ADJUSTMENTS TO THIS FUNDING
  (-) Fuel advance repaid - issued 6/09/2026 against SBT-2295 ..........     600.00
  (-) Chargeback: Inv SBT-2207, Dray-Mor Freight (92 days, recourse) ...   1,140.00
  (-) Same-day wire fee ................................................      15.00
  (+) Reserve release - Schedule 4462 closed (all debtors paid) ........     386.25

  Total advance on schedule ............................................   9,547.87
  Net adjustments ......................................................  -1,368.75
  AMOUNT WIRED TO CLIENT 6/12/2026 .....................................   8,179.12

RESERVE ACCOUNT
  Prior balance 3,912.40 | withheld this schedule 517.50 | released 386.25 | new balance 4,043.65

Debtors have been notified to remit payment to Harrier Point Capital, LLC, PO Box 670412,
Dallas TX 75267-0412. Any payment received directly by client must be forwarded within 2
business days. Questions: clientservices@harrierpointcap.com
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 1035000,
      netCents: 817912,
      date: '2026-06-12',
      broker: 'Coldwater Brokerage Inc.',
      tripNumber: '66120457',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 60000,
      escrowCents: 51750,
      reimbursementsCents: null,
      deductions: [28463, 114000, 1500],
    },
  },
  {
    id: 'b31-kinross-quickpay-email-advice',
    issuer: 'Kinross Freight Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker QuickPay remittance advice as a plain-text e-mail (From/Sent/Subject header with a weekday long-form date), dotted key/value load block with rated miles, a small approved-charges table with the discount in parentheses and the ACH amount, and terms footer; MM/DD/YYYY dates in the body',
    text: `From: Kinross Freight Brokerage Carrier Payables <carrierpay@kinrossfreight.com>
Sent: Thursday, September 3, 2026 6:02 AM
To: billing@tworiverhauling.net
Subject: QuickPay Remittance Advice - Load KFB-1193380 - Two Rivers Hauling LLC

KINROSS FREIGHT BROKERAGE, INC.
Property Broker MC-884120  |  1100 Market St, Suite 600, Chattanooga, TN 37402

QUICKPAY REMITTANCE ADVICE

Your QuickPay request has been approved and an ACH payment has been released.

   Payee ................ Two Rivers Hauling LLC (MC 1207754)
   Carrier invoice # .... TRH-0831
   Load # ............... KFB-1193380
   Customer PO .......... 4500918277
   Shipper .............. Conasauga Flooring Plant 31, Dalton GA  (picked up 08/27/2026)
   Consignee ............ Alamo Floor Supply DC, San Antonio TX  (delivered 08/29/2026)
   Rated miles .......... 1,090
   POD received ......... 09/01/2026

   CHARGES APPROVED                         USD
     Linehaul                            2,380.00
     Fuel surcharge                        436.00
     Detention (3 hr, 1 billable)           75.00
                                       ----------
     Invoice total                       2,891.00
     QuickPay discount 3.00%              (86.73)
                                       ==========
     ACH AMOUNT                          2,804.27

   Payment date ......... 09/03/2026   (ACH trace 061000104477812)
   Bank ................. ****6620

Standard terms are Net 30 from receipt of POD. QuickPay (2 business days) is offered at
a 3% discount off the invoice total. Please do not reply to this mailbox; contact
carrier relations at 423-555-0150 with questions.

Kinross Freight Brokerage, Inc. - Carrier Payables
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 289100,
      netCents: 280427,
      date: '2026-09-03',
      broker: 'KINROSS FREIGHT BROKERAGE, INC.',
      tripNumber: 'KFB-1193380',
      miles: 1090,
      linehaulCents: 238000,
      fuelSurchargeCents: 43600,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [8673],
    },
  },
  {
    id: 'b31-mahoning-repair-ro-3c-jobs',
    issuer: 'Mahoning Valley Truck & Trailer Repair',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-truck repair invoice with a two-column header (invoice/RO numbers and dates, bill-to and unit/VIN/odometer), job blocks in complaint/correction format each with a labor line and parts lines (part no., qty @ unit, extension), and a right-hand totals stack with tax shown as EXEMPT; DD Mon YYYY dates',
    text: `MAHONING VALLEY TRUCK & TRAILER REPAIR
4790 Mahoning Ave, Austintown, OH 44515 * 330-555-0171 * service@mvttr.com
Heavy Duty Repair - DOT Inspections - Road Service 24/7

INVOICE  38127                                   Invoice Date:  21 Aug 2026
RO #     38127                                   Date In:       20 Aug 2026 07:40
Terms    NET 15 - ON ACCOUNT                     Completed:     21 Aug 2026 13:15

BILL TO: BRADFORD LANE TRANSPORT LLC            UNIT: 512
         8811 Route 224                         2020 VOLVO VNL64T760
         Canfield OH 44406                      VIN 4V4NC9EH5LN251847
         Acct 1044  PO# BLT-0820                Odometer in 512,884 / Engine hrs 18,402

JOB 1  PM-A SERVICE / DOT ANNUAL INSPECTION
  Complaint : Customer request - 25K PM and annual inspection.
  Correction: Due by mileage. Inspection passed, decal #OH-558102 applied.
  Labor     : 2.0 hrs @ 135.00                                         270.00
  P559000    FILTER, LUBE SPIN-ON                      1 @   28.40      28.40
  BF7633     FILTER, FUEL PRIMARY                      1 @   31.75      31.75
  FS19925    FILTER, FUEL/WATER SEP                    1 @   42.10      42.10
  15W40-B    OIL 15W-40 CK-4 (GAL)                    11 @   14.85     163.35
  GR-EP2     GREASE EP2 (LB)                           2 @    6.25      12.50

JOB 2  BRAKE - LR DRIVE AXLE
  Complaint : Air leak at left rear drive brake chamber.
  Correction: Ruptured diaphragm in spring brake. Replaced chamber, adjusted brakes, tested OK.
  Labor     : 1.3 hrs @ 135.00                                         175.50
  GC3030LS   CHAMBER, SPRING BRAKE 30/30 LONG STROKE   1 @   74.95      74.95
  CLV-38     CLEVIS & PIN KIT                          1 @    9.80       9.80

JOB 3  LIGHTING - TRAILER CORD
  Complaint : ABS light on trailer intermittent.
  Correction: Pin 7 corroded at tractor socket. Replaced 7-way socket and pigtail.
  Labor     : 0.7 hrs @ 135.00                                          94.50
  7WS-15     SOCKET, 7-WAY ABS                         1 @   36.50      36.50
  PT-15C     PIGTAIL 15FT COILED ABS                   1 @   58.95      58.95

------------------------------------------------------------------------------
                                        Labor                           540.00
                                        Parts                           458.30
                                        Shop supplies (5% labor)         27.00
                                        Env. fee - used oil/filters       7.50
                                        Sales tax                       EXEMPT
                                        --------------------------------------
                                        INVOICE TOTAL  USD            1,032.80

Tax exempt: for-hire motor carrier, Ohio STEC-B certificate on file (exp. 12/2027).
Parts warranty per manufacturer; labor warranted 90 days / 10,000 mi.
Tech: R. Kowalski #14, D. Pruett #22        Service writer: A. Mendez
Thank you for your business! 1.5% monthly finance charge on balances past 15 days.
`,
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-08-21',
    },
  },
];
