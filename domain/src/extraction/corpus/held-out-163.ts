import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 163: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages with per-trip subtotals, a
 * repeated header and loaded/empty miles printed only as separate totals; US lessor 75%-of-revenue
 * plan with THIS PERIOD / YEAR TO DATE / BALANCE columns and trailing-minus deductions; US dispatch
 * service payout advice, flat rate per load, ACH amount first and loads last; French Quebec
 * voiturier relevé with flat voyage rates, TPS/TVQ and a sommaire of labels above amounts; Mexican
 * liquidación a permisionario in MXN with per-row IVA / retención IVA columns, ISR RESICO and the
 * net in words), two pay stubs (US weekly mileage-paid bulk driver with side-by-side tax and
 * deduction tables and YTD; Saskatchewan bi-weekly hourly driver ledger with employer contributions
 * that are not deducted), a factoring purchase/remittance advice with wrapped debtor names, a fee
 * column and CR/DR activity, a heavy-truck repair invoice and a plain lumper receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one Saskatchewan), 1 MX.
 * Date formats: MM/DD/YY, ISO YYYY-MM-DD, "Jan 22, 2026", French month names ("18 février 2026")
 * with DD/MM/YYYY, Spanish long dates ("13 de marzo de 2026") with DD/MM/YYYY, MM/DD/YYYY,
 * day-first DD/MM/YYYY, "09 FEB 2026", "March 3, 2026", M/D/YY.
 * Number formats: 1,234.56 with parentheses, trailing minus, leading minus and CR/DR suffixes;
 * French 1 234,56 $; MXN "$ 1.234,56" with the amount in words; US amount in words on a receipt.
 */
export const HELD_OUT_DOCUMENTS_163: CorpusDocument[] = [
  {
    id: 'b163-nescopeck-two-page-trip-subtotals',
    issuer: 'Nescopeck Creek Motor Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement: page 1 has the carrier header and a load detail where each trip is a block (trip/customer line, lane line, empty, loaded and fuel-surcharge lines at different per-mile rates, accessorial lines) closed by its own trip subtotal; the load detail continues onto page 2 under a repeated condensed header, followed by a deductions list with parenthesised amounts and a BALANCE column (plate, advance and escrow balances), a reimbursements block and a recap; loaded and empty miles are printed only as two separate totals for the reader to add; MM/DD/YY dates',
    text: 'NESCOPECK CREEK MOTOR FREIGHT, INC.                      CONTRACTOR SETTLEMENT\n1120 Berwick-Hazleton Hwy  Nescopeck, PA 18635          Stmt #     NCMF-0204-214\nPh 570-555-0186   Fax 570-555-0187                      Stmt Date       02/04/26\nMC-1218854   USDOT 3377102                              ACH Date        02/06/26\n                                                        Page 1 of 2\nPay To:  DK ROAD SERVICE LLC                Unit 214     Trailer 5307R\n         Dariusz Kowalczyk                  Period 01/25/26 thru 01/31/26\n         41 Orchard Ln, Shickshinny PA 18655\nRates:   Loaded 1.850/mi    Empty 0.950/mi    FSC 0.460 per dispatched mile\n\n================================================================================\nLOAD DETAIL\n--------------------------------------------------------------------------------\nTrip NC-88412   Dispatched 01/25/26   Customer: Lehigh Valley Corrugated\n  Hazleton PA -> Columbus OH\n     Empty to shipper       38 mi  x 0.950               36.10\n     Loaded                402 mi  x 1.850              743.70\n     Fuel surcharge        440 mi  x 0.460              202.40\n                                                 Trip subtotal          982.20\n\nTrip NC-88437   Dispatched 01/27/26   Customer: Scioto Foodservice Dist.\n  Columbus OH -> Indianapolis IN (2 drops)\n     Empty to shipper       22 mi  x 0.950               20.90\n     Loaded                176 mi  x 1.850              325.60\n     Fuel surcharge        198 mi  x 0.460               91.08\n     Extra drop Greenwood IN                             50.00\n     Detention 2.0 hr @ 40.00                            80.00\n                                                 Trip subtotal          567.58\n\nTrip NC-88451   Dispatched 01/28/26   Customer: Hoosier Steel Shapes\n  Indianapolis IN -> Harrisburg PA\n     Empty to shipper       64 mi  x 0.950               60.80\n     Loaded                586 mi  x 1.850            1,084.10\n     Fuel surcharge        650 mi  x 0.460              299.00\n                                                 Trip subtotal        1,443.90\n\nLoad detail continues on page 2.\n\nSettlement questions: Marla Benscoter, 570-555-0186 x 204 (Mon-Fri 7-4)\n--------------------------------------------------------------------------------\nNESCOPECK CREEK MOTOR FREIGHT, INC. - CONTRACTOR SETTLEMENT (continued)\nStmt # NCMF-0204-214   DK ROAD SERVICE LLC / Unit 214   ACH Date 02/06/26\n                                                        Page 2 of 2\n\nLOAD DETAIL (continued)\n--------------------------------------------------------------------------------\nTrip NC-88470   Dispatched 01/30/26   Customer: Susquehanna Beverage Co.\n  Harrisburg PA -> Newark NJ\n     Empty to shipper       15 mi  x 0.950               14.25\n     Loaded                171 mi  x 1.850              316.35\n     Fuel surcharge        186 mi  x 0.460               85.56\n                                                 Trip subtotal          416.16\n\n================================================================================\nDEDUCTIONS                                          AMOUNT         BALANCE\n  Fuel - EFS card (7 transactions)              (1,187.42)\n  Liability & cargo ins. (wk 5)                    (96.50)\n  Occ/Acc - policy OA-22871                        (41.25)\n  Motive ELD                                       (22.00)\n  IRP plate program (wk 5 of 52)                   (35.00)        1,470.00\n  EFS money code adv 01/28                        (300.00)            0.00\n  Escrow deposit                                   (75.00)        1,875.00\n\nREIMBURSEMENTS\n  NJ Turnpike toll - Trip NC-88470 (rcpt)            38.70\n  CAT scale - Harrisburg PA                          12.75\n\n================================================================================\nSETTLEMENT RECAP\n  Total trip pay (4 trips)                        3,409.84\n  Less deductions & advances                    (1,757.17)\n  Plus reimbursements                                51.45\n                                                ----------\n  NET PAY - ACH to Penn Community Bank ...4471    1,704.12\n\n  Miles this period:  loaded 1,335    empty 139\n\nEscrow and plate balances are after this settlement. Disputes must be raised within\n15 days of the statement date per Lease Agreement sec. 9(c).\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 340984,
      netCents: 170412,
      date: '2026-02-06',
      broker: 'NESCOPECK CREEK MOTOR FREIGHT, INC.',
      tripNumber: 'NC-88412',
      miles: 1474,
      linehaulCents: 260180,
      fuelSurchargeCents: 67804,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 5145,
      deductions: [118742, 9650, 4125, 2200, 3500],
    },
  },
  {
    id: 'b163-marrowstone-ytd-balance-columns',
    issuer: 'Marrowstone Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-of-revenue settlement (75% of linehaul revenue plus 100% FSC and accessorials): a one-line-per-load table printing miles, the 100% revenue, the 75% share, FSC and accessorial side by side with a footnote explaining the accessorial; an EARNINGS block with THIS PERIOD and YEAR TO DATE columns, then a DEDUCTIONS block whose amounts carry a trailing minus and which has THIS PERIOD, YEAR TO DATE and BALANCE columns (lease principal, advance and maintenance-fund balances) side by side; net with its YTD beside it; ISO dates',
    text: 'MARROWSTONE TRACTOR LEASING, LLC\n380 Flagler Road, Nordland WA 98358 | 360-555-0129 | settlements@marrowstonetl.com\nOperating under USDOT 3612240 / MC 1455017\n\nLEASE OPERATOR SETTLEMENT                 Settlement no.   MTL-2026-07-117\nLease operator   Tamsin Holloway          Pay date         2026-02-20\nTractor          M-117 (2021 Cascadia)    Period           2026-02-08 / 2026-02-14\nPlan             75% of linehaul revenue + 100% FSC + 100% accessorials\n\nLOADS\nLoad      Delivered   Lane                     Miles    Revenue   Your 75%      FSC    Acc.\nMTL-7731  2026-02-09  Tacoma WA - Boise ID       503   2,480.00   1,860.00   512.30    0.00\nMTL-7745  2026-02-11  Boise ID - Spokane WA      382   1,275.00     956.25   268.40    0.00\nMTL-7752  2026-02-13  Spokane WA - Kent WA       280   1,140.00     855.00   231.90   75.00\n  * MTL-7752 accessorial = detention, 3 hrs @ 25.00 (100% to operator)\n\nEARNINGS                           THIS PERIOD    YEAR TO DATE\nRevenue share (75%)                   3,671.25       19,884.50\nFuel surcharge                        1,012.60        5,402.15\nAccessorials                             75.00          410.00\nTotal earnings                        4,758.85       25,696.65\n\nDEDUCTIONS                         THIS PERIOD    YEAR TO DATE       BALANCE\nTractor lease pmt (wk 7 of 156)        725.00-       5,075.00-     91,306.40\nFuel - WEX fleet card                1,342.18-       7,590.64-\nPhysical damage ins.                    64.00-         448.00-\nBobtail / NTL                           18.50-         129.50-\nComchek advance 2026-02-10             200.00-         600.00-          0.00\nMaintenance fund                       150.00-       1,050.00-      2,350.00\nTotal deductions                     2,499.68-      14,893.14-\n\nNET SETTLEMENT                        2,259.17       10,803.51\n  Paid by ACH to Kitsap Credit Union, acct ****0932, on the pay date above.\n\nBalances: lease = remaining principal; maintenance fund = held for your tractor and\nrefundable per lease sec. 14; advance = unrecovered advances. Amounts followed by - are\nsubtracted from your earnings.\n                                                              MTL settlement form S-3 rev 11/24\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 475885,
      netCents: 225917,
      date: '2026-02-20',
      broker: 'MARROWSTONE TRACTOR LEASING, LLC',
      tripNumber: 'MTL-7731',
      miles: 1165,
      linehaulCents: 367125,
      fuelSurchargeCents: 101260,
      advancesCents: 20000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [72500, 134218, 6400, 1850],
    },
  },
  {
    id: 'b163-potlatch-payout-first-flat-loads',
    issuer: 'Potlatch Ridge Dispatch Services, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Short dispatch-service payout advice in reverse order: the ACH amount sent to the carrier comes first, then a HOW WE GOT THERE calculation (amount collected, dispatch fee and quick-pay fee printed with leading minus, payout), and only at the bottom the loads, flat rate per load with a tarp extra beside it, each load wrapping its lane onto a second line under the broker name; loaded miles per load but no miles total; abbreviated month-name dates',
    text: 'POTLATCH RIDGE DISPATCH SERVICES, LLC\nDispatch & back office for owner-operators\nPO Box 218, Potlatch, ID 83855  *  (208) 555-0173  *  ops@potlatchridgedispatch.com\n\nCARRIER PAYOUT ADVICE  No. PRD-P-0419                          Issued Jan 22, 2026\n\nACH SENT TO CARRIER:  $4,008.55   value date Jan 23, 2026\n  Sawtooth Flatbed LLC (MC 1389021 / USDOT 3790512)\n  Idaho Central Credit Union, acct ending 3358, trace 124303-0092271\n\nHOW WE GOT THERE\n  Collected from brokers, 3 loads           4,405.00\n  Dispatch fee 7% of collected               -308.35\n  Quick-pay fee 2% of collected               -88.10\n                                           ---------\n  Payout                                    4,008.55\n\nLOADS (flat rate per load as booked; miles are loaded miles)\n  Load #    Picked up     Broker / lane                      Mi      Rate    Extra\n  PRD-2291  Jan 14, 2026  Clearwater Logistics Group        142  1,450.00\n                          Lewiston ID > Pasco WA\n  PRD-2304  Jan 16, 2026  Bitterroot Freight Brokers Inc    372  1,900.00    75.00 tarp\n                          Missoula MT > Boise ID\n  PRD-2310  Jan 20, 2026  Palouse Load Partners              91    980.00\n                          Moscow ID > Spokane WA\n\nCarrier invoices were purchased on quick-pay; broker remittances now come to us. Keep this\nadvice with your rate confirmations. Questions within 10 days: Kenzie, ext 2.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 440500,
      netCents: 400855,
      date: '2026-01-23',
      broker: 'POTLATCH RIDGE DISPATCH SERVICES, LLC',
      tripNumber: 'PRD-2291',
      miles: 605,
      linehaulCents: 433000,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [30835, 8810],
    },
  },
  {
    id: 'b163-ragueneau-labels-above-amounts',
    issuer: 'Ragueneau Transport inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator (voiturier-remorqueur) settlement: carrier header with NEQ/NIR/TPS/TVQ numbers, a voyage table with flat rates per trip and a 17% fuel-surcharge column (a waiting-time line indented under one trip), then the itemised RETENUES including a cash advance and a reserve-fund holdback with its balance in a parenthesised note, and a SOMMAIRE where the totals appear only as rows of labels with the amounts printed on the line below them (services, TPS, TVQ, total des gains taxes incluses; retenues, avance, fonds de réserve, net déposé); amounts as 1 234,56 $; French month names and DD/MM/YYYY dates, deposit date only in the footer',
    text: 'RAGUENEAU TRANSPORT INC.\n412, route 138, Ragueneau (Québec)  G0H 1S0      Tél. 418 555-0148\nNEQ 1174562890   NIR R-538412   TPS 71234 5678 RT0001   TVQ 1219876543 TQ0001\n\nRELEVÉ DE RÈGLEMENT — VOITURIER-REMORQUEUR                 No 2026-03-27\nVoiturier : Transport J.-F. Gagnon enr. (Jean-François Gagnon)   Unité 27\n            TPS 79812 3456 RT0001   TVQ 1223344556 TQ0001\nPériode : du 1er au 14 février 2026          Date du relevé : 18 février 2026\n\nVOYAGES — tarif forfaitaire par voyage, supplément carburant 17 % du forfait\nNo voyage  Chargé le   Trajet                                   Forfait  Suppl. carb.\nRG-60114   03/02/2026  Baie-Comeau → Lévis (Pintendre)       1 450,00 $      246,50 $\nRG-60129   05/02/2026  Lévis → Sept-Îles                     1 980,00 $      336,60 $\nRG-60137   09/02/2026  Sept-Îles → Saguenay (Chicoutimi)     1 320,00 $      224,40 $\n                       Attente 2 h à 65,00 $                   130,00 $\nRG-60150   12/02/2026  Saguenay → Baie-Comeau                  890,00 $      151,30 $\n\nRETENUES\n  Carburant — cartes Ultramar (taxes incluses)                  1 912,44 $\n  Assurance responsabilité et cargaison                           118,00 $\n  Location de remorque R-2207 (sem. 6 et 7)                       210,00 $\n  Immatriculation SAAQ — versement                                 38,25 $\n  Frais de gestion du dossier                                      45,00 $\n  Avance en argent du 06/02/2026 (chèque Comchek)                 400,00 $\n  Fonds de réserve — retenue de la période                        100,00 $\n  (Solde du fonds de réserve après ce relevé : 2 600,00 $ — remboursable à la fin du contrat)\n\nSOMMAIRE\n   Services         TPS 5 %        TVQ 9,975 %         Total des gains\n   6 728,80 $       336,44 $       671,20 $            7 736,44 $\n\n   Retenues         Avance         Fonds de réserve    Montant net déposé\n   2 323,69 $       400,00 $       100,00 $            4 912,75 $\n\nDépôt direct le 20/02/2026 — Caisse Desjardins de la Haute-Côte-Nord, folio ***4418.\nLes taxes (TPS/TVQ) sont calculées sur les services facturés par le voiturier.\n                                                                     Page 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 773644,
      netCents: 491275,
      date: '2026-02-20',
      broker: 'RAGUENEAU TRANSPORT INC.',
      tripNumber: 'RG-60114',
      miles: null,
      linehaulCents: 564000,
      fuelSurchargeCents: 95880,
      advancesCents: 40000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [191244, 11800, 21000, 3825, 4500],
    },
  },
  {
    id: 'b163-ojocaliente-row-taxes-words',
    issuer: 'Ojocaliente Autotransportes de Carga, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación a permisionario in MXN printed with 1.234,56 number format: a trips table where every row carries several amounts (flete, maniobras, IVA 16% and retención IVA 4%) and the route wraps onto a second line, closed by a TOTALES row; a printed total of percepciones including IVA; a retenciones y descuentos list (IVA retention pointing back to the column total, ISR 1.25% RESICO, diesel vouchers, satellite tracking, trip advance, maintenance-fund contribution), a toll reimbursement, and the net to pay with the amount in words and the SPEI date; Spanish long date and DD/MM/YYYY dates',
    text: "OJOCALIENTE AUTOTRANSPORTES DE CARGA, S.A. DE C.V.\nRFC OAC980312KL4   Permiso SICT 3205OAC120398\nCarretera Federal 45 Km 62, Col. Centro, Ojocaliente, Zac., C.P. 98700   Tel. 458 555 0132\n\nLIQUIDACIÓN A PERMISIONARIO                                   Folio: LP-2026-0087\nOjocaliente, Zacatecas, a 13 de marzo de 2026\n\nPermisionario: HERIBERTO SAUCEDO MARÍN        RFC SAMH780915PJ2 (RESICO)\nUnidad: Kenworth T680 2020, placas 52-AK-7T    Remolque caja seca 53' OAC-R118\nPeriodo: del 1 al 10 de marzo de 2026\n\nVIAJES REALIZADOS\nCarta Porte Fecha      Ruta                              Flete  Maniobras    IVA 16% Ret. IVA 4%\nCP-41187    02/03/2026 Zacatecas, Zac. -           $ 18.500,00            $ 2.960,00    $ 740,00\n                       Monterrey, N.L.\nCP-41203    05/03/2026 Monterrey, N.L. -           $ 14.200,00            $ 2.272,00    $ 568,00\n                       San Luis Potosí, S.L.P.\nCP-41220    09/03/2026 San Luis Potosí, S.L.P. -    $ 9.800,00 $ 1.200,00 $ 1.760,00    $ 440,00\n                       Aguascalientes, Ags.\n                                                  ------------ ---------- ---------- -----------\nTOTALES                                            $ 42.500,00 $ 1.200,00 $ 6.992,00  $ 1.748,00\n\nTotal percepciones (flete + maniobras + IVA)                     $ 50.692,00\n\nRETENCIONES Y DESCUENTOS\n  Retención de IVA 4% (columna Ret. IVA)                          $ 1.748,00\n  Retención de ISR 1.25% s/ $ 43.700,00 (RESICO)                    $ 546,25\n  Diesel - vales de combustible (6)                              $ 14.320,50\n  Servicio de rastreo satelital, marzo                              $ 580,00\n  Anticipo para gastos de viaje (entregado 02/03/2026)            $ 5.000,00\n  Aportación al fondo de mantenimiento                            $ 2.000,00\n\nREEMBOLSOS\n  Casetas comprobadas (CAPUFE / IAVE, 14 comprobantes)            $ 2.870,00\n\nNETO A PAGAR: $ 29.367,25\n(VEINTINUEVE MIL TRESCIENTOS SESENTA Y SIETE PESOS 25/100 M.N.)\nTransferencia SPEI del 13/03/2026 a BBVA México, CLABE 012 930 01548827316 3\n\nSaldo del fondo de mantenimiento: $ 18.000,00      Anticipos pendientes: $ 0,00\n\nRecibí de conformidad: ______________________      Elaboró: Contabilidad / R. Esparza\nEl permisionario emitirá CFDI de ingreso por el subtotal con el IVA y retenciones indicados.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5069200,
      netCents: 2936725,
      date: '2026-03-13',
      broker: 'OJOCALIENTE AUTOTRANSPORTES DE CARGA, S.A. DE C.V.',
      tripNumber: 'CP-41187',
      miles: null,
      linehaulCents: 4250000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 200000,
      reimbursementsCents: 287000,
      deductions: [174800, 54625, 1432050, 58000],
    },
  },
  {
    id: 'b163-otselic-stub-split-tax-columns',
    issuer: 'Otselic Valley Bulk Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Weekly company-driver earnings statement printed by a payroll service: a summary strip with GROSS PAY / TAXES / DEDUCTIONS / NET PAY labels above two rows of amounts (this period, then year to date), an earnings table by units and rate with Current and YTD columns (mileage, stop pay, detention, bonus), then TAXES and DEDUCTIONS tables printed side by side on the same lines, each with Current and YTD columns and its own total, and the net split over two deposit accounts on one line; MM/DD/YYYY dates',
    text: 'OTSELIC VALLEY BULK CARRIERS, INC.                              EARNINGS STATEMENT\n2 Mill Street, South Otselic, NY 13155   (315) 555-0164        Check No.  DD-0002817\nUSDOT 2981147                                                   Pay Date   01/16/2026\n                                                                Period     01/04/2026 - 01/10/2026\nEmployee: Colby R. Vandermark    ID 0418    Dept: Bulk Pneumatic - Driver (CDL-A)\n          1187 County Rd 13, Smyrna NY 13464     Fed M-2 / NY M-2   SSN xxx-xx-6603\n\n  GROSS PAY       TAXES           DEDUCTIONS      NET PAY\n  1,570.08        299.09          127.55          1,143.44           This period\n  2,891.28        544.68          245.15          2,101.45           Year to date\n\nEARNINGS                     Units    Rate     Current         YTD\nMileage pay               2,184 mi   0.620    1,354.08    2,600.28\nStop pay                         4   25.00      100.00      175.00\nDetention                  3.00 hr   22.00       66.00       66.00\nSafety bonus (Dec)                               50.00       50.00\nTotal earnings                                1,570.08    2,891.28\n\nTAXES                   Current       YTD   DEDUCTIONS           Current       YTD\nFederal income tax       118.42    214.52   401(k) 4%              62.80    115.65\nSocial Security           93.95    172.47   Medical - Sec 125      48.50     97.00\nMedicare                  21.97     40.33   Dental - Sec 125        6.25     12.50\nNY State income tax       58.06    104.94   Cell phone plan        10.00     20.00\nNY SDI                     0.60      1.20\nNY Paid Family Leave       6.09     11.22\nTotal taxes              299.09    544.68   Total deductions      127.55    245.15\n\nDIRECT DEPOSIT   Checking NBT ****2210  1,043.44    Savings NBT ****7781  100.00\n\nMiles this period 2,184 (PC*Miler practical, per dispatch). Detention paid after 2 free hours.\nFederal taxable wages exclude 401(k) and Sec 125; SS/Medicare wages exclude Sec 125.\nPrepared by Chenango Valley Payroll Services for the employer named above.   NON-NEGOTIABLE\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 157008,
      netCents: 114344,
      date: '2026-01-16',
      broker: 'OTSELIC VALLEY BULK CARRIERS, INC.',
      tripNumber: null,
      miles: 2184,
      linehaulCents: 135408,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11842, 9395, 2197, 5806, 60, 609, 6280, 4850, 625, 1000],
    },
  },
  {
    id: 'b163-rosetown-single-ledger-employer-share',
    issuer: 'Rosetown Prairie Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Saskatchewan bi-weekly hourly driver pay advice as one running ledger: earnings rows with hours, rate, CURRENT and Y-T-D columns (one row with a YTD figure only), a GROSS EARNINGS rule line, the tax and benefit deductions listed below it with leading minus signs in both columns, then NET PAY with its YTD; afterwards an employer-contributions line with several amounts that are not deducted, and vacation/sick balances on one line; day-first DD/MM/YYYY dates',
    text: 'ROSETOWN PRAIRIE HAULAGE LTD.\nHwy 7 West, Box 1190, Rosetown SK  S0L 2V0          Ph 306-555-0115\nBusiness No. 81427 3395 RP0001                      Pay Advice No. 26-03-0112\n\nEmployee:  Priya Thandi  (#112)          Position: Highway driver, Class 1A, hourly\nPay period: 11/01/2026 - 24/01/2026     Pay date: 30/01/2026     Frequency: bi-weekly\n\n                                     HOURS     RATE      CURRENT        Y-T-D\nRegular hours                        80.00    29.50     2,360.00     4,720.00\nOvertime 1.5x                         6.50    44.25       287.63       508.88\nNight shift premium                  22.00     1.75        38.50        66.50\nStat holiday pay (New Year)                                            236.00\n                                                      ----------   ----------\nGROSS EARNINGS                                          2,686.13     5,531.38\nFederal income tax                                       -236.40      -477.45\nSaskatchewan income tax                                  -148.72      -300.62\nCPP contributions                                        -151.82      -313.10\nEI premiums                                               -43.78       -90.16\nGroup health & dental (Sun Life)                          -38.40       -76.80\nGroup RRSP - employee 4%                                 -107.45      -221.26\n                                                      ----------   ----------\nNET PAY                                                 1,959.56     4,051.99\n\nDeposited to Affinity Credit Union ****5521 on 30/01/2026: 1,959.56\n\nEMPLOYER CONTRIBUTIONS (not deducted from your pay)\n  CPP 151.82    EI 61.29    RRSP match 107.45    WCB assessment 61.78\n\nVACATION   accrued this pay 107.45   taken 0.00   bank balance 1,284.55 (paid out on request)\nBANKED OT  0.00 hrs                  SICK DAYS remaining 5.0\n\nHours per logbook (ELD) reviewed by dispatch. Questions: payroll@rosetownprairie.ca\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 268613,
      netCents: 195956,
      date: '2026-01-30',
      broker: 'ROSETOWN PRAIRIE HAULAGE LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [23640, 14872, 15182, 4378, 3840, 10745],
    },
  },
  {
    id: 'b163-patuxent-wrapped-debtors-cr-dr',
    issuer: 'Patuxent Freight Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and remittance advice: an invoice schedule whose debtor names wrap onto one or two extra lines under a narrow column, with face amount, a per-invoice fee column, a reserve column and an advance column, closed by a schedule totals row; an account-activity block where every amount carries a CR or DR suffix (advance, reserve release from an earlier schedule, short-pay chargeback, wire fee) ending in the amount wired; a reserve-account line with several amounts on one line; day-first funding date with an upper-case month (09 FEB 2026) and MM/DD/YY invoice dates',
    text: 'PATUXENT FREIGHT CAPITAL, LLC\n7200 Old Solomons Island Rd, Suite 310, Owings, MD 20736\nClient Services 410-555-0191  |  funding@patuxentfreightcap.com\n\nPURCHASE & REMITTANCE ADVICE                                 Schedule No.  PFC-S-10482\nClient:  HARWOOD LANE CARRIERS LLC   (Client ID 3317)        Funding date  09 FEB 2026\n         MC 1302277 / USDOT 3688120                          Advance rate  90%\n                                                             Discount fee  3.00% flat\n\nInv #  Load / PRO   Debtor            Inv date     Face amt      Fee   Reserve    Advance\n2214   LD 55810     Severn Crossing   01/28/26     2,350.00    70.50    235.00   2,044.50\n                    Logistics, Inc.\n2215   PRO 7730142  Conowingo         01/29/26     1,875.00    56.25    187.50   1,631.25\n                    Transportation\n                    Brokerage Corp.\n2217   LD 55862     Severn Crossing   02/02/26     3,100.00    93.00    310.00   2,697.00\n                    Logistics, Inc.\n                                                   --------   ------   -------   --------\nSCHEDULE TOTALS  (3 invoices)                      7,325.00   219.75    732.50   6,372.75\n\nACCOUNT ACTIVITY THIS FUNDING\n  Advance on purchased invoices                                   6,372.75 CR\n  Reserve release - Schedule PFC-S-10391 (all paid)                 480.00 CR\n  Chargeback inv 2188 short-paid by debtor (lumper disputed)        125.00 DR\n  Same-day wire fee                                                  15.00 DR\n                                                                 ---------\n  AMOUNT WIRED                                                    6,712.75 CR\n\nWired to: Sandy Spring Bank, ABA xxxxx1096, acct ****6620, Fed ref 20260209MMQFCT000417\n\nReserve account:  balance before 1,940.00   + withheld 732.50   - released 480.00   = 2,192.50\n\nDebtors have been notified to remit to: Patuxent Freight Capital, LLC, PO Box 7731, Owings MD\n20736. Fee is deducted per invoice at purchase; reserve is rebated when the debtor pays in full.\nPage 1/1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 732500,
      netCents: 671275,
      date: '2026-02-09',
      broker: 'Severn Crossing Logistics, Inc.',
      tripNumber: 'LD 55810',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 73250,
      reimbursementsCents: null,
      deductions: [21975, 12500, 1500],
    },
  },
  {
    id: 'b163-pendoreille-ro-labor-parts',
    issuer: 'Pend Oreille Truck & Trailer Repair, Inc.',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-truck repair invoice: shop header with UBI number, an invoice line with the month-name invoice date, a repair-order line with MM/DD/YY date-in and promised dates, bill-to, unit with VIN and odometer, complaint; a LABOR table (hours, rate, amount), a PARTS table with part numbers, quantity, unit price and extension, and right-aligned totals (labor, parts, shop supplies, environmental fee, sales tax, invoice total); terms and warranty footer',
    text: 'PEND OREILLE TRUCK & TRAILER REPAIR, INC.\n1806 W 5th St (Hwy 2), Newport, WA 99156    (509) 555-0157    UBI 604 118 372\n\nINVOICE  No. 30418                                    Invoice Date: March 3, 2026\nRepair Order 30418   Date in 02/27/26 08:10   Promised 03/02/26   Tech #7 D. Amundsen\n\nBill to: Kalispel Timber Transport LLC, 422 LeClerc Rd, Usk WA 99180   Acct K-112\nUnit:    Tractor #6   2019 Western Star 4900SB   VIN 5KKHAXDV3KPKA7716   Odometer 612,884\nComplaint: pulling right on braking; annual DOT due\n\nLABOR                                                              HRS      RATE       AMOUNT\n  Replace drive axle brakes both sides, adjust, road test         5.2    148.50       772.20\n  Replace RR outer drum (heat checked)                            0.8    148.50       118.80\n  DOT annual inspection - tractor                                 1.0    148.50       148.50\n\nPARTS                                                        QTY      UNIT          EXT\n  WB-4709Q       Brake shoe kit, Q+ 16.5x7 (axle set)          2    128.40       256.80\n  KIT-S4         Hardware kit, cam/spring/roller               2     22.95        45.90\n  HAL-70-6511    Slack adjuster, automatic 5.5"                2     96.80       193.60\n  BD-3150        Brake drum 16.5x7 cast balanced               1    214.60       214.60\n  SEAL-370-0001  Wheel seal, Scot Seal Plus XL                 2     41.25        82.50\n\n                                                                           Labor    1,039.50\n                                                                           Parts      793.40\n                                                                   Shop supplies       35.00\n                                                        Environmental / disposal       12.75\n                                                Sales tax 8.9% (parts, supplies)       74.86\n                                                                   INVOICE TOTAL    1,955.51\n\nTerms: Net 15 on approved account. 1.5% per month on past-due balances.\nParts warranty 12 months/100,000 mi; labor 90 days. Old parts returned to customer: NO.\nCustomer signature ______________________        Thank you - we appreciate your business!\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-03-03',
    },
  },
  {
    id: 'b163-muddyboggy-lumper-receipt-plain',
    issuer: 'Muddy Boggy Dock Services, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short plain lumper receipt from an unloading service at a grocery distribution center: receipt number, M/D/YY date with door and in/out times, carrier, truck, trailer, PO and BOL, case and pallet counts, three charge lines with a total paid and the amount in words, Comchek payment line and signature line',
    text: "MUDDY BOGGY DOCK SERVICES, LLC\nUnloading - Restacking - Pallet Exchange\nc/o Red River Grocers DC, 2400 Commerce Pkwy, Durant OK 74701\n\nLUMPER RECEIPT                                   No. MB-0061937\n\nDate: 2/17/26        Door: 14        In: 05:40   Out: 07:25\nCarrier: SOONER LINE HAUL INC        Truck 311   Trailer 53R-0884\nDriver: T. Whitebird                 PO # 4500218836   BOL 77104-2\n\nCases: 1,412   Pallets in: 0 (floor load)   Pallets out: 22   Restack: YES\n\nUnload floor load 53'                                  285.00\nRestack / build 22 pallets                              44.00\nShrink wrap                                             11.00\n                                                      ------\nTOTAL PAID                                            340.00\nThree hundred forty and 00/100 dollars\n\nPaid by: Comchek Express code ....8821 (auth 604417)\nNO CASH ACCEPTED.  Keep this receipt for reimbursement by your carrier/broker.\nUnloader: crew 3 (R. Pedraza)           Received by: ______________\n",
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-02-17',
    },
  },
];
