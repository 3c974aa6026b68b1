import type { CorpusDocument } from './types.js';

/**
 * An eleventh held-out batch (b11-), written blind — without reading the extractor or running it —
 * and committed before any run on it; never used to tune. 22 documents from 22 new issuers (names
 * M–Z): 13 US, 5 Canadian (one in French), 4 Mexican (in Spanish).
 */
export const HELD_OUT_DOCUMENTS_11: CorpusDocument[] = [
  {
    id: 'b11-muskingum-recovery-columns-deficit',
    issuer: 'Muskingum Valley Freight',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Small-fleet owner-operator settlement: trip table with PRO numbers, ZIP codes and loaded/empty miles, unlabelled totals row; deductions table with Original / This week / Balance columns (tire purchase recovered weekly, escrow balance), a deficit carried forward from the prior statement is charged; net as "AMOUNT DUE CONTRACTOR"',
    text: `MUSKINGUM VALLEY FREIGHT INC
2290 Linden Ave, Zanesville OH 43701 · 740-555-0119 · MC 702214 / USDOT 1984402
CONTRACTOR SETTLEMENT                           Settlement # 26-1023      Page 1 of 1
Contractor 118 — D. KOVACH (KOVACH ROAD LLC)    Tractor 118    Trailer 5307
Week ending 10/17/2026                          Paid 10/23/2026 by ACH

Trip    PRO #      Origin               Destination            Loaded   Empty    Linehaul
40871   88120447   Zanesville OH 43701  Erie PA 16509             248      12      719.20
40878   88120512   Erie PA 16509        Harrisburg PA 17111       290      31      841.00
40893   88120690   Harrisburg PA 17111  Columbus OH 43219         417      18    1,209.30
                                                                  955      61    2,769.50
Linehaul rate 2.90 per loaded mile
Fuel surcharge  1,016 mi x 0.41                                                    416.56
Stop-off pay  2 x 40.00                                                             80.00
TOTAL EARNINGS                                                                  3,266.06

DEDUCTIONS                                     Original     This week     Balance
Fuel card (Comdata)                                          1,042.37
Occ/Acc insurance                                               38.75
Tire purchase 09/26 - 10 weekly pmts          1,180.00        118.00        826.00
ELD / IFTA service                                              21.00
Escrow deposit (target 2,500.00)                               100.00      1,400.00
Comdata cash advance 10/14                                     250.00
Deficit carried forward from stmt 26-1016                      187.44
TOTAL DEDUCTIONS                                             1,757.56

AMOUNT DUE CONTRACTOR                                        1,508.50
Questions: settlements@mvfreight.com · 740-555-0120
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 326606,
      netCents: 150850,
      date: '2026-10-23',
      broker: 'MUSKINGUM VALLEY FREIGHT INC',
      tripNumber: '40871',
      miles: 1016,
      linehaulCents: 276950,
      fuelSurchargeCents: 41656,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [104237, 3875, 11800, 2100, 18744],
    },
  },
  {
    id: 'b11-silver-spur-lease-two-column',
    issuer: 'Silver Spur Lease Services',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor lease-operator settlement: 30-OCT-26 style dates, load table with loaded/empty miles and rate, then EARNINGS and CHARGES side by side ("label amount label amount"), lumper reimbursement inside earnings, EFS check as advance, reserve and lease balances in the footer',
    text: `SILVER SPUR LEASE SERVICES, LLC
4100 Amarillo Blvd E, Amarillo TX 79107 · 806-555-0193 · Lessor MC 990412
LEASE OPERATOR SETTLEMENT
Lessee 2207 — J. ARCHULETA     Unit SS-2207     Lease # LP-0917 (wk 61 of 156)
Settlement Date: 30-OCT-26      Period: 18-OCT-26 thru 24-OCT-26

Load       Shipper Ref     Ld Mi   MT Mi   Rate      Pay
SS77120    BOL 4471-09       612      40   2.30    1,407.60
SS77168    BOL 4471-22       538      95   2.30    1,237.40
SS77201    BOL 4473-01       301       0   2.30      692.30

EARNINGS                          CHARGES
Linehaul            3,337.30      Lease payment (wk 61)       825.00
Fuel surcharge        580.40      Fuel (EFS)                1,316.04
Detention             100.00      Liability / cargo           164.00
Lumper reimb.         150.00      Plates & permits prorate     41.67
                                  Maintenance reserve         175.00
                                  EFS check 10/20             300.00
Total earnings      4,167.70      Total charges             2,821.71

NET SETTLEMENT   1,345.99
Maintenance reserve balance 3,675.00 · Lease balance 58,212.40
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 416770,
      netCents: 134599,
      date: '2026-10-30',
      broker: 'SILVER SPUR LEASE SERVICES, LLC',
      tripNumber: 'SS77120',
      miles: 1586,
      linehaulCents: 333730,
      fuelSurchargeCents: 58040,
      advancesCents: 30000,
      escrowCents: 17500,
      reimbursementsCents: 15000,
      deductions: [82500, 131604, 16400, 4167],
    },
  },
  {
    id: 'b11-wabash-ltl-linehaul-stacked-summary',
    issuer: 'Wabash Valley LTL',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Regional LTL linehaul contractor pay statement: terminal runs with doubles/singles, miles, mileage pay and hook/drop columns, then a summary as PDF text with each label and its amount on separate lines; gallons in a fuel label, a cargo-claim recovery with its remaining balance; net as "Net Remittance"',
    text: `WABASH VALLEY LTL, INC.
Terminal 04 · 3300 Fort Harrison Rd, Terre Haute IN 47804 · 812-555-0171
LINEHAUL CONTRACTOR PAY STATEMENT
Contractor LH-0311  BRENNER LINEHAUL LLC (T. BRENNER)  Tractor 311
Runs dispatched 10/25/2026 - 10/31/2026
Statement date Nov 6, 2026

Run #     Date    Lane           Equip        Miles   Mileage pay   Hook/drop
R-30418   10/26   THU-IND-THU    28' x 2        148        251.60       45.00
R-30425   10/27   THU-EVV-THU    53'            236        401.20       30.00
R-30433   10/28   THU-STL-THU    28' x 2        362        615.40       45.00
R-30452   10/30   THU-SDF-THU    28' x 2        356        605.20       45.00
Rate 1.70/mi · hook/drop 30.00 single, 45.00 set of doubles
Contractor summary
Mileage pay (1,102 mi)
1,873.40
Hook / drop / dolly
165.00
Fuel surcharge 1,102 mi x .38
418.76
Gross contractor pay
2,457.16
Fuel - terminal pump (212.6 gal)
767.91
Work comp / occ acc
46.20
Cargo claim C-2291, 3 of 5 (bal after 160.00)
80.00
Net Remittance
1,563.05
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 245716,
      netCents: 156305,
      date: '2026-11-06',
      broker: 'WABASH VALLEY LTL, INC.',
      tripNumber: 'R-30418',
      miles: 1102,
      linehaulCents: 187340,
      fuelSurchargeCents: 41876,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [76791, 4620, 8000],
    },
  },
  {
    id: 'b11-zephyr-hotshot-columns-by-column',
    issuer: 'Zephyr Expedite',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Hotshot/expedite contractor settlement as PDF text read column by column: all load numbers, then all loaded miles, deadhead miles, load revenue and the 70% contractor share each as its own run of lines; gross is the contractor share total, deductions with leading minus, net as "Balance payable to contractor"',
    text: `ZEPHYR EXPEDITE INC.
Hotshot & Expedite · 501 Industrial Pkwy, Joplin MO 64801 · 417-555-0152 · MC 1177340
CONTRACTOR SETTLEMENT
Contractor
R. DELACRUZ — Unit H-27 (3500 dually + 40' gooseneck)
Settlement date
11/13/2026
Period
11/01/2026 - 11/07/2026
Load #
ZX-66012
ZX-66019
ZX-66031
Loaded mi
412
655
298
Deadhead mi
60
118
0
Load revenue
1,220.00
1,740.00
848.00
Contractor 70%
854.00
1,218.00
593.60
Total contractor pay
2,665.60
Fuel advance (Comchek 11/03)
-400.00
Occ/acc + cargo insurance (wk 45)
-96.00
Dispatch / load board fee
-35.00
Escrow
-50.00
Balance payable to contractor
2,084.60
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 266560,
      netCents: 208460,
      date: '2026-11-13',
      broker: 'ZEPHYR EXPEDITE INC.',
      tripNumber: 'ZX-66012',
      miles: 1543,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: 5000,
      reimbursementsCents: null,
      deductions: [9600, 3500],
    },
  },
  {
    id: 'b11-rideau-flatbed-percentage-km',
    issuer: 'Rideau Lakes Transport',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Ontario flatbed owner-operator statement paid 78 % of revenue: orders in kilometres with revenue, share and tarp columns, DD/MM/YYYY dates, CAD; deductions two per line ("label amount- label amount-") with trailing minus; holdback balance and next pay date in the footer',
    text: `RIDEAU LAKES TRANSPORT LTD.
88 Brockville St, Smiths Falls ON K7A 4Z6 · 613-555-0184 · CVOR 108-417-552
FLATBED OWNER-OPERATOR STATEMENT — PERCENTAGE OF REVENUE
O/O 31 · Lakeside Flatbed Services Inc. · Tractor 31 · Trailer F-112 (48' step deck)
Statement date 20/11/2026     Pay period 08/11/2026 – 14/11/2026     All amounts CAD

Order     Route                                    Km     Revenue    O/O 78%     Tarp
RL-7704   Sault Ste. Marie ON → Hamilton ON       706    2,480.00   1,934.40   100.00
RL-7711   Hamilton ON → Montréal QC               598    2,150.00   1,677.00     0.00
RL-7720   Montréal QC → Smiths Falls ON           214      890.00     694.20    75.00
Totals                                          1,518    5,520.00   4,305.60   175.00

Fuel surcharge (100% to O/O)                                          618.30
Gross to owner-operator                                             5,098.90

Fuel (cardlock)          1,402.18-     Cargo / liability ins.     142.50-
Advance 12/11              500.00-     Holdback (escrow)          150.00-
Cell & ELD                  45.00-     Permits (IRP/IFTA)          63.75-
Total deductions                                                  2,303.43-
Net deposit                                                       2,795.47
Holdback balance 2,850.00 · Next pay 27/11/2026
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 509890,
      netCents: 279547,
      date: '2026-11-20',
      broker: 'RIDEAU LAKES TRANSPORT LTD.',
      tripNumber: 'RL-7704',
      miles: 943,
      linehaulCents: 430560,
      fuelSurchargeCents: 61830,
      advancesCents: 50000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [140218, 14250, 4500, 6375],
    },
  },
  {
    id: 'b11-nicolet-yamaska-releve-solde',
    issuer: 'Transports Nicolet-Yamaska',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Quebec owner-operator weekly statement in French: trips in km at a rate per km ("2,10"), space thousands and comma decimals, "Versé le 12 novembre 2026"; retenues with a "Cette semaine" and a "Solde" column (tire loan instalment 5 of 12 with remaining balance, guarantee fund balance); net as "Montant net versé"',
    text: `TRANSPORTS NICOLET-YAMASKA INC.
2145, boul. Louis-Fréchette, Nicolet (Québec) J3T 1M9 · Tél. 819 555-0126
RELEVÉ HEBDOMADAIRE — CAMIONNEUR PROPRIÉTAIRE
Propriétaire : 0447 — 9381-2204 Québec inc. (M. Lemieux)       Tracteur 447
Semaine du 1er au 7 novembre 2026                 Versé le 12 novembre 2026

Voyage     Date         Trajet                            Km    Taux     Montant
NY-20931   02/11/2026   Nicolet → Laval                  158    2,10      331,80
NY-20944   03/11/2026   Laval → Cornwall (ON)            182    2,10      382,20
NY-20958   04/11/2026   Cornwall (ON) → Drummondville    270    2,10      567,00
NY-20966   06/11/2026   Drummondville → Rimouski         395    2,10      829,50
Transport (1 005 km)                                                   2 110,50
Surcharge carburant 19 %                                                 401,00
Attente et manutention                                                    85,00
Revenus bruts                                                          2 596,50

Retenues                                   Cette semaine        Solde
Carburant — carte Irving                          912,46
Prêt pneus (versement 5 de 12)                    120,00       840,00
Assurance camion                                  118,75
Avance du 04/11                                   200,00
Fonds de garantie                                  75,00     1 275,00
Total des retenues                              1 426,21

Montant net versé                               1 170,29 $
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 259650,
      netCents: 117029,
      date: '2026-11-12',
      broker: 'TRANSPORTS NICOLET-YAMASKA INC.',
      tripNumber: 'NY-20931',
      miles: 624,
      linehaulCents: 211050,
      fuelSurchargeCents: 40100,
      advancesCents: 20000,
      escrowCents: 7500,
      reimbursementsCents: null,
      deductions: [91246, 12000, 11875],
    },
  },
  {
    id: 'b11-rio-sabinas-liquidacion-renglones',
    issuer: 'Transportes Río Sabinas',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican owner-operator liquidación in Spanish: cartas porte in km with gross freight and an 80 % permisionario column, "06-nov-2026" dates; summary with each concept on one line and its amount ("-$9,418.60") on the next; toll reimbursement, tire loan abono 3 de 10 with saldo, anticipo; net as "Total a depositar"',
    text: `TRANSPORTES RÍO SABINAS, S.A. DE C.V.
Carr. 57 Km 4.5, Sabinas, Coah. C.P. 26740 · Tel. 861 555 0139 · RFC TRS-080612-MN4
LIQUIDACIÓN A PERMISIONARIO                         Folio: LQ-4471
Permisionario: HÉCTOR VILLARREAL TREVIÑO     Unidad 27 (placas 41-AN-7R)
Fecha de liquidación: 06-nov-2026        Periodo: 26-oct-2026 al 01-nov-2026

Carta porte   Ruta                            Km     Flete bruto   Permisionario 80%
RS-10552      Sabinas - Monclova              118      $5,200.00           $4,160.00
RS-10563      Monclova - Piedras Negras       232      $9,800.00           $7,840.00
RS-10571      Piedras Negras - Saltillo       428     $16,400.00          $13,120.00
Sumas                                         778     $31,400.00          $25,120.00

Ingresos del permisionario
$25,120.00
Reembolso de casetas (comprobadas)
$1,846.00
Total ingresos
$26,966.00
Diésel (vales)
-$9,418.60
Seguro de la unidad (semana 44)
-$1,150.00
GPS / rastreo satelital
-$348.00
Préstamo para llantas (abono 3 de 10, saldo $9,100.00)
-$1,300.00
Anticipo 27-oct-2026
-$3,000.00
Total a depositar
$11,749.40 MN
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 2696600,
      netCents: 1174940,
      date: '2026-11-06',
      broker: 'TRANSPORTES RÍO SABINAS, S.A. DE C.V.',
      tripNumber: 'RS-10552',
      miles: 483,
      linehaulCents: 2512000,
      fuelSurchargeCents: null,
      advancesCents: 300000,
      escrowCents: null,
      reimbursementsCents: 184600,
      deductions: [941860, 115000, 34800, 130000],
    },
  },
  {
    id: 'b11-istmo-socio-dos-columnas-ocr',
    issuer: 'Unión de Transportistas del Istmo',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican transport-union weekly statement to a member owner-operator, scanned with OCR slips (O for 0, l for 1): trips in km, then "A FAVOR" and "EN CONTRA" side by side on the same lines (administration fee 8 %, yard diesel, insurance, member savings, advance); "20 de noviembre de 2026"; net as "LÍQUIDO A PAGAR AL SOCIO"',
    text: `UNIÓN DE TRANSPORTISTAS DEL ISTMO, S.C. DE R.L. DE C.V.
Av. Ferrocarril 310, Salina Cruz, Oax. C.P. 7O61O · Tel. 971 555 O118
ESTADO DE CUENTA DEL SOCIO PERMISIONARIO — CORTE SEMANAL
Socio: 017 — ARMANDO TOLEDO CRUZ       Tracto UT-17    Caja 53-O17
Fecha de corte: 20 de noviembre de 2026

Viaje       Ruta                                 Km         Flete
UTI-5501    Salina Cruz - Coatzacoalcos          2l6     7,45O.OO
UTI-55l4    Coatzacoalcos - Villahermosa         167     5,9OO.OO
UTI-552O    Villahermosa - Salina Cruz           383    11,2OO.OO
Tota1                                            766    24,55O.OO

A FAVOR                                 EN CONTRA
Flete           24,55O.OO               Cuota de administración 8%    1,964.OO
Recargo diésel   1,84l.25               Diésel cargado en patio       8,7l2.4O
Estadías           6OO.OO               Seguro colectivo                89O.OO
                                        Ahorro del socio                5OO.OO
                                        Anticipo 16/11/2026           2,5OO.OO
Total a favor   26,99l.25               Total en contra              14,566.4O
LÍQUIDO A PAGAR AL SOCIO                                            $12,424.85
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 2699125,
      netCents: 1242485,
      date: '2026-11-20',
      broker: 'UNIÓN DE TRANSPORTISTAS DEL ISTMO, S.C. DE R.L. DE C.V.',
      tripNumber: 'UTI-5501',
      miles: 476,
      linehaulCents: 2455000,
      fuelSurchargeCents: 184125,
      advancesCents: 250000,
      escrowCents: 50000,
      reimbursementsCents: null,
      deductions: [196400, 871240, 89000],
    },
  },
  {
    id: 'b11-meadowlark-schedule-release-chargebacks',
    issuer: 'Meadowlark Freight Funding',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring client settlement for a schedule of four invoices on three debtors, per-invoice fee column with a totals row; reserve withheld, reserve release on collected invoices added back, two chargebacks, fuel advance recovered and wire fee in parentheses; net as "NET REMITTANCE". Reserve release is money added to the payment, not a reimbursement',
    text: `MEADOWLARK FREIGHT FUNDING, LLC
PO Box 24410, Wichita KS 67202 · 316-555-0148 · Fax 316-555-0149
CLIENT SETTLEMENT — SCHEDULE OF ACCOUNTS
Client 20477  PRAIRIE FIRE CARRIERS LLC   MC 1302217
Schedule 2026-1114        Settlement date 11/14/2026        Page 1 of 1

Inv #     Debtor                   Load / PRO      Inv Date     Face Amt    Fee 2.5%
PF-2201   Tyson Fresh Meats        TFM-4471203     11/09/26     2,850.00       71.25
PF-2202   Tyson Fresh Meats        TFM-4471288     11/10/26     1,975.00       49.38
PF-2205   Dakota Mills Brokerage   DMB-0093341     11/11/26     3,420.00       85.50
PF-2206   Heartland Co-op          HC-55120        11/12/26       760.00       19.00
Totals                                                          9,005.00      225.13

Less factoring fee                                                           (225.13)
Reserve withheld 10%                                                         (900.50)
Reserve release — collected PF-2150, PF-2153                                 1,412.00
Chargeback PF-2141 (short paid by debtor)                                     (65.00)
Chargeback PF-2133 (over 90 days, recourse)                                (1,250.00)
Fuel advance recovered (FA 11/10)                                            (300.00)
Wire fee                                                                      (20.00)
NET REMITTANCE                                                              7,656.37
Reserve account balance after settlement: 6,118.75
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 900500,
      netCents: 765637,
      date: '2026-11-14',
      broker: 'Tyson Fresh Meats',
      tripNumber: 'TFM-4471203',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: 90050,
      // Relabelled (stop 16): a reserve release returns money the factor held, it reimburses no cost
      // the carrier fronted (the conventions sheet; batches 14 and 17 label it so). It still adds to the net.
      reimbursementsCents: null,
      deductions: [22513, 6500, 125000, 2000],
    },
  },
  {
    id: 'b11-vertice-factoraje-aviso-liquidacion',
    issuer: 'Vértice Factoraje Financiero',
    issuerKind: 'factor',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican SOFOM factoraje liquidation notice in Spanish: one debtor, CFDI and carta porte table with issue dates DD/MM/YYYY, "$84,680.00" amounts in MXN, aforo 15 % held, commission with IVA and discount interest as "-$" amounts; net as "Importe neto a pagar"',
    text: `VÉRTICE FACTORAJE FINANCIERO, S.A. DE C.V., SOFOM, E.N.R.
Blvd. Navarrete 76, Col. Valle Verde, Hermosillo, Son. C.P. 83200 · Tel. 662 555 0174
AVISO DE LIQUIDACIÓN — FACTORAJE CON RECURSO
Cedente: AUTOTRANSPORTES DÍAZ Y ASOCIADOS          No. cliente 3318
Deudor: COMERCIALIZADORA AGRÍCOLA DEL YAQUI, S.A. DE C.V.
Fecha de operación: 12/11/2026          Plazo: 45 días

CFDI        Carta porte     Fecha emisión      Importe MXN
A-2281      CP-20417        05/11/2026          $46,400.00
A-2284      CP-20433        07/11/2026          $38,280.00
Total documentos cedidos                        $84,680.00
Aforo 15%                                      -$12,702.00
Comisión 1.5% más IVA                           -$1,473.43
Interés por descuento (TIIE + 9 pts, 45 días)   -$1,905.30
Importe neto a pagar                            $68,599.27
Depósito a CLABE 002760700412298817
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 8468000,
      netCents: 6859927,
      date: '2026-11-12',
      broker: 'COMERCIALIZADORA AGRÍCOLA DEL YAQUI, S.A. DE C.V.',
      tripNumber: 'CP-20417',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 1270200,
      reimbursementsCents: null,
      deductions: [147343, 190530],
    },
  },
  {
    id: 'b11-quarry-hill-values-before-labels-ocr',
    issuer: 'Quarry Hill Capital',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase confirmation scanned with light OCR slips: invoice table with the debtor per row, then the right-aligned summary column extracted as a block of amounts BEFORE the block of its labels; fuel advance repaid, reserve, discount in parentheses',
    text: `QUARRY HILL CAPITAL
Freight Factoring Division · 77 Granite St, Barre VT 05641 · 802-555-0161
PURCHASE CONFIRMATION
Client  KETTLE RIVER TRUCKING LLC     Acct QH-0931     Batch 4471-B
Purchase dt  Dec l, 2O26

Invoice   Debtor                        Load / Ref        Amount
4471-B1   Blue Heron Logistics Inc      BHL-2290381     2,15O.00
4471-B2   Blue Heron Logistics Inc      BHL-2290415     1,380.00

3,530.00
(88.25)
(250.00)
(176.5O)
3,015.25
Total purchased
Discount fee 2.5%
Fuel advance repaid (FA-0912)
Reserve 5%
Net funds wired
Wire sent to acct ending 7719 · ABA 011600033
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 353000,
      netCents: 301525,
      date: '2026-12-01',
      broker: 'Blue Heron Logistics Inc',
      tripNumber: 'BHL-2290381',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 25000,
      escrowCents: 17650,
      reimbursementsCents: null,
      deductions: [8825],
    },
  },
  {
    id: 'b11-tamarack-remittance-amount-columns',
    issuer: 'Tamarack Freight Finance',
    issuerKind: 'factor',
    country: 'CA',
    split: 'held_out',
    layout:
      'Canadian factoring remittance advice in CAD, ISO date: invoice rows with invoice, fee 3 %, holdback 5 % and advance columns on one line, totals row, then chargeback and EFT fee in parentheses; net as "Net amount remitted", reserve balance footer',
    text: `TAMARACK FREIGHT FINANCE CORP.
1400-1 Lombard Pl, Winnipeg MB R3B 0X3 · 204-555-0112
REMITTANCE ADVICE — FACTORED INVOICES                  Advice no. TFF-118204
Client: NORTHERN PLAINS CARTAGE LTD. (client 5520)
Advice date: 2026-11-27                 Currency: CAD

Invoice   Debtor                    Load #       Invoice    Fee 3%   Holdback 5%    Advance
NPC-881   Red River Co-op Ltd.      RR-40918    3,640.00    109.20        182.00   3,348.80
NPC-884   Red River Co-op Ltd.      RR-40977    2,275.00     68.25        113.75   2,093.00
NPC-887   Westhaven Distributors    WD-2219       955.00     28.65         47.75     878.60
Totals                                          6,870.00    206.10        343.50   6,320.40

Less: chargeback NPC-842 (debtor dispute)                                           (145.00)
Less: EFT fee                                                                         (7.50)
Net amount remitted                                                              6,167.90
Holdback reserve balance: 4,118.40 CAD
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 687000,
      netCents: 616790,
      date: '2026-11-27',
      broker: 'Red River Co-op Ltd.',
      tripNumber: 'RR-40918',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 34350,
      reimbursementsCents: null,
      deductions: [20610, 14500, 750],
    },
  },
  {
    id: 'b11-oxbow-weekly-loaded-empty-stub',
    issuer: 'Oxbow Transport',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Weekly company-driver pay statement: loaded and empty miles at different rates with units, rate, amount and YTD columns and an indented mileage subtotal, employer ID and truck number in the header, percentages in tax labels, advance repayment with remaining balance; net as "NET CHECK"',
    text: `OXBOW TRANSPORT CO.
1190 River Rd, Fort Dodge IA 50501 · Employer ID 42-1887203
WEEKLY DRIVER PAY STATEMENT
Employee  TRAVIS MEEKER        Emp # 0418        Truck 2213
Pay date  Oct 30, 2026         Week  Oct 18 - Oct 24, 2026

EARNINGS                     Units      Rate        Amount           YTD
Loaded miles                 2,104     0.620      1,304.48     48,212.66
Empty miles                    236     0.450        106.20      3,870.45
  Mileage pay subtotal       2,340                1,410.68     52,083.11
Stop pay                         3     25.00         75.00      1,450.00
Breakdown pay                 4 hr     18.00         72.00        216.00
GROSS EARNINGS                                    1,557.68     53,749.11

WITHHOLDINGS
Federal income tax                                  141.22
Social Security 6.2%                                 96.58
Medicare 1.45%                                       22.59
Iowa income tax                                      58.40
Driver advance repay (balance after: 150.00)         50.00
Health plan (employee)                               61.75
TOTAL WITHHOLDINGS                                  430.54
NET CHECK                                         1,127.14
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 155768,
      netCents: 112714,
      date: '2026-10-30',
      broker: 'OXBOW TRANSPORT CO.',
      tripNumber: null,
      miles: 2340,
      linehaulCents: 141068,
      fuelSurchargeCents: null,
      advancesCents: 5000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14122, 9658, 2259, 5840, 6175],
    },
  },
  {
    id: 'b11-piney-woods-salaried-stacked',
    issuer: 'Piney Woods Distribution',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Salaried regional-driver earnings statement as PDF text with every label and value on its own line: route and store numbers, 04-DEC-2026 pay date, biweekly salary, 401(k) 5 %, no state tax; direct-deposit footer',
    text: `Piney Woods Distribution, Inc.
Regional Fleet · 2601 S John Redditt Dr, Lufkin TX 75904 · 936-555-0140
Earnings Statement
Employee
Dana R. Whitfield (No. 30218)
Position
Regional Driver, salaried — Route 7 (stores 0442, 0517, 0620)
Pay period
11/16/2026 - 11/29/2026
Pay date
04-DEC-2026
Earnings
Salary, biweekly (26 pay periods)
2,461.54
Safety incentive
100.00
Overnight allowance 3 x 40.00
120.00
Gross pay
2,681.54
Taxes and deductions
Federal income tax
232.18
Social Security
166.26
Medicare
38.88
401(k) 5%
134.08
Medical
88.50
Dental
14.20
Net pay
2,007.44
Direct deposit · Sabine Federal CU ****3318
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 268154,
      netCents: 200744,
      date: '2026-12-04',
      broker: 'Piney Woods Distribution, Inc.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [23218, 16626, 3888, 13408, 8850, 1420],
    },
  },
  {
    id: 'b11-westlock-cpp-ei-side-by-side',
    issuer: 'Westlock Haulers',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta company-driver statement of earnings: earnings and deductions side by side, each with current and YTD columns separated by "|", km pay at a rate, vacation pay 4 %, income tax, CPP, EI and group benefits; month-name pay date',
    text: `WESTLOCK HAULERS LTD.
10415 100 St, Westlock AB T7P 2E6 · 780-555-0131 · BN 81422 9043 RP0001
STATEMENT OF EARNINGS AND DEDUCTIONS
Employee: G. KOWALCHUK    Emp 0093    Unit 93    Dept: Highway
Pay period: Nov 8 – Nov 21, 2026          Pay date: November 27, 2026

EARNINGS                Current          YTD  | DEDUCTIONS          Current          YTD
Km pay 4,380 @ 0.56    2,452.80    58,214.40  | Income tax           412.35     9,804.10
Drop/hook 4 @ 30.00      120.00     2,880.00  | CPP                  151.20     3,562.80
Vacation pay 4%          102.91     2,443.78  | EI                    43.61     1,014.62
                                              | Group benefits        52.40     1,205.20
Total earnings         2,675.71    63,538.18  | Total deductions     659.56    15,586.72
                                                NET PAY            2,016.15
Deposit to: ATB Financial ****0419
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 267571,
      netCents: 201615,
      date: '2026-11-27',
      broker: 'WESTLOCK HAULERS LTD.',
      tripNumber: null,
      miles: 2722,
      linehaulCents: 245280,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [41235, 15120, 4361, 5240],
    },
  },
  {
    id: 'b11-ruta-maya-recibo-nomina-cfdi',
    issuer: 'Ruta Maya Carga',
    issuerKind: 'payroll',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican CFDI 4.0 weekly recibo de nómina: percepciones table with internal and SAT codes and gravado/exento/importe columns, deducciones table (ISR, IMSS, INFONAVIT, fuel shortage), ISO dates, postal code and folio numbers; net as "Neto del recibo" and in words',
    text: `RUTA MAYA CARGA, S.A. DE C.V.
RFC: RMC-120904-PT2    Régimen fiscal: 601    Registro patronal: Y61-22041-10-8
Lugar de expedición: 97302 (Mérida, Yuc.)
RECIBO DE NÓMINA — CFDI 4.0                 Serie NOM   Folio 004812
Empleado: LUIS ENRIQUE CHAN POOT    No. 0211    NSS 84129011234
Puesto: Operador de tractocamión    Periodicidad: Semanal    Días pagados: 7
Periodo: 2026-11-02 a 2026-11-08    Fecha de pago: 2026-11-13

PERCEPCIONES
Clave   SAT   Concepto                            Gravado     Exento     Importe
P001    001   Sueldo                             2,450.00       0.00    2,450.00
P014    028   Comisión por viaje (3 viajes)      3,180.00       0.00    3,180.00
P020    038   Premio por rendimiento de diésel     600.00       0.00      600.00
P006    019   Horas extra dobles (6 h)             210.00     210.00      420.00
Total de percepciones                                                   6,650.00

DEDUCCIONES
Clave   SAT   Concepto                                                 Importe
D001    002   ISR                                                       812.36
D002    001   Seguridad social (IMSS)                                   176.45
D010    010   Pago por crédito de vivienda (INFONAVIT)                  395.00
D012    004   Descuento por faltante de combustible                     250.00
Total de deducciones                                                  1,633.81

Neto del recibo                                                      $5,016.19
(CINCO MIL DIECISÉIS PESOS 19/100 M.N.)
Este documento es una representación impresa de un CFDI.
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 665000,
      netCents: 501619,
      date: '2026-11-13',
      broker: 'RUTA MAYA CARGA, S.A. DE C.V.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [81236, 17645, 39500, 25000],
    },
  },
  {
    id: 'b11-mileboard-book-now-confirmation',
    issuer: 'Mileboard Freight Match',
    issuerKind: 'load_board',
    country: 'US',
    split: 'held_out',
    layout:
      'Digital load-board booking confirmation (Book Now): posting and load IDs, broker of record, pickup ZIP and PO, all-in rate with a per-mile figure, an optional quick-pay amount below the rate',
    text: `mileboard — Freight Match
Booking Confirmation
Booked with Book Now on Oct 28, 2026 2:22 PM CT
Load ID MB-4410928 · Posting #883120
Broker of record: Mileboard Freight Match LLC · MC 1099234
Carrier: BRAZOS BEND TRANSPORT LLC · MC 1187702 · USDOT 3410098
Pickup   Oct 29, 2026 06:00–10:00   Weatherford TX 76086   Ref PO 7712045
Deliver  Oct 30, 2026 by 15:00      Tulsa OK 74107
Equipment 53' dry van · 42,000 lb · 312 mi · $3.17/mi
All-in rate                                   $989.00
Optional QuickPay: receive $959.33 within 48 hours (3% fee)
Standard terms: full rate paid 15 days after POD upload.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 98900,
      broker: 'Mileboard Freight Match LLC',
      tripNumber: 'MB-4410928',
    },
  },
  {
    id: 'b11-sycamore-tender-accessorials',
    issuer: 'Sycamore Freight Brokerage',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker load tender and rate confirmation: three stops with PU/DEL numbers and ZIP codes, truck and trailer numbers, rate breakdown with fuel per mile, stop-off, driver assist and pallet exchange; detention/TONU/late-penalty terms with amounts below the total',
    text: `SYCAMORE FREIGHT BROKERAGE, INC.
1201 Demonbreun St, Ste 900, Nashville TN 37203 · (615) 555-0127 · MC 877204
LOAD TENDER & RATE CONFIRMATION
Order # SFB-2612-0447        Tendered 12/08/2026 09:14        Rep: K. Osei x214
Carrier: TALL PINES TRUCKING INC   MC 1022981   Truck 61 / Trl 5309   Driver cell 931-555-0199
Stop 1 PU   12/09/2026 07:00  Nissan North America, 983 Nissan Dr, Smyrna TN 37167   PU# 55102277
Stop 2 SO   12/09/2026 13:00  Bridgestone DC, 2100 Polymer Dr, Decatur AL 35601 (partial)
Stop 3 DEL  12/10/2026 08:00  Toyota Mfg, 1 Lone Star Pass, San Antonio TX 78264   DEL# TX-3390
Equipment 53' van · 44,500 lb · 1,041 mi

Rate breakdown
Line haul                               2,550.00
Fuel surcharge (1,041 mi @ 0.52)          541.32
Stop-off (1)                              100.00
Driver assist / partial unload             75.00
Pallet exchange                            45.00
Total carrier rate (USD)                3,311.32

Detention $50/hr after 2 free hours with approval · TONU $150 · Late delivery penalty $250
Sign and return within 1 hour. Invoice with POD to ap@sycamorefreight.com.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 331132,
      broker: 'SYCAMORE FREIGHT BROKERAGE, INC.',
      tripNumber: 'SFB-2612-0447',
    },
  },
  {
    id: 'b11-petro-canada-cardlock-litres',
    issuer: 'Petro-Canada',
    issuerKind: 'merchant',
    country: 'CA',
    split: 'held_out',
    layout:
      'Canadian cardlock fuel receipt in litres: diesel and DEF lines with $/L, HST included, card, unit and odometer in km, ISO date',
    text: `PETRO-CANADA
Petro-Pass Cardlock #21714
1875 Hwy 17 W, Sault Ste. Marie ON P6A 5K8
Date: 2026-11-03     Time: 21:48
Pump 04     Trans# 558120
Product        Litres      $/L      Amount
DIESEL LS     412.650    1.689      696.97
DEF            18.900    1.099       20.77
Total CAD                           717.74
HST 13% incl.                        82.57
Card: PETRO-POINTS FLEET ****2291   Auth 771402
Unit 31   Odometer 884,120 km   Driver 0031
`,
    expected: { documentType: 'fuel_receipt', grossCents: null, netCents: null, date: '2026-11-03' },
  },
  {
    id: 'b11-yellowstone-two-job-repair',
    issuer: 'Yellowstone Truck & Trailer Repair',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Independent truck and trailer shop invoice: two jobs (reefer fan motor, trailer brakes), labor hours at a rate and parts, shop supplies and disposal, no sales tax (MT), deposit taken off, balance due',
    text: `YELLOWSTONE TRUCK & TRAILER REPAIR
2804 Minnesota Ave, Billings MT 59101 · 406-555-0166
INVOICE # YT-26-3318             Invoice Date 11/19/2026          RO opened 11/17/2026
Customer: CUSTER CREEK HAULING   Unit 12   Trl 4810   VIN 1FUJHHDR8PLNA7720   Miles 642,118
Job 1  Reefer will not hold temp — replace condenser fan motor
   Labor 2.4 hr @ 145.00                              348.00
   Part TK 104-1191 fan motor                         486.20
Job 2  Trailer brakes, axles 1 & 2
   Labor 3.0 hr @ 145.00                              435.00
   Parts shoes, drums, hardware (2 axles)             612.00
Shop supplies                                          48.00
Environmental / disposal                               12.50
Subtotal                                            1,941.70
Sales tax (Montana)                                     0.00
Deposit received 11/17                               (500.00)
Balance Due                                         1,441.70
`,
    expected: { documentType: 'repair_invoice', grossCents: null, netCents: null, date: '2026-11-19' },
  },
  {
    id: 'b11-unified-dock-lumper-receipt',
    issuer: 'Unified Dock Labor',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Warehouse lumper (unloading) receipt: facility, door and PO numbers, pallets and cases, unload and restack fees, paid by Comchek express code (pays nobody)',
    text: `UNIFIED DOCK LABOR SERVICES, LLC
Unloading Receipt   No. 0077120
Facility: Meijer DC #0048, 4100 Creyts Rd, Lansing MI 48917   Door 22
Date: 12/02/2026   In 05:40   Out 07:15
Carrier: NIGHTHAWK CARRIERS LLC   Truck 208   Trailer 53-0417
PO 40091877   Pallets 26   Cases 1,880   Weight 39,450 lb
Unload fee (floor-loaded, 26 pallets)          275.00
Restack / shrink-wrap 4 pallets @ 10.00          40.00
Total                                          315.00
Paid by: Comchek Express Code 44120-9908
Driver signature ______________    Receiver: T. Hale
`,
    expected: { documentType: 'other', grossCents: null, netCents: null, date: '2026-12-02' },
  },
  {
    id: 'b11-nighthawk-carrier-quickpay-invoice',
    issuer: 'Nighthawk Carriers',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      "Carrier's freight invoice to a broker requesting QuickPay: bill-to block, load and PRO numbers, linehaul, fuel, detention and lumper charges, invoice total, quick-pay discount and the amount to remit (a bill, not a payment)",
    text: `NIGHTHAWK CARRIERS LLC
5150 E Loop 820 S, Fort Worth TX 76119 · MC 1144902 · USDOT 3520071 · 817-555-0108
FREIGHT INVOICE                      Invoice # NH-1207        Invoice Date: 10/26/2026
Bill To: CARDINAL FREIGHT SOLUTIONS, Accounts Payable, PO Box 4410, Columbus OH 43216
Load # CFS-7729031     PRO 55120     Shipped 10/22/2026     Delivered 10/24/2026
Joliet IL 60436 → Fort Worth TX 76177     Truck 208 / Trailer 53-0417

Line haul                                      1,850.00
Fuel surcharge                                   222.00
Detention 2.5 hr @ 40.00                         100.00
Lumper (receipt L-88412 attached)                185.00
Invoice Total                                  2,357.00

QuickPay requested — 2% discount                 (47.14)
Please remit                                   2,309.86
Remit to: Nighthawk Carriers LLC, Frost Bank acct ****6614, ACH routing 114000093
`,
    expected: { documentType: 'other', grossCents: null, netCents: null, date: '2026-10-26' },
  },
];
