import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 177: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier over two pages with repeated headers, per-trip
 * subtotals and loaded/empty miles left unadded; US lessor 72%-of-revenue plan with label-above-value rows,
 * trailing-minus charges and a balance column; US dispatch service flat-rate statement printed payment-first
 * with wrapped broker names and a lumper pass-through; French Quebec voiturier relevé with flat forfaits, a
 * 16 % surcharge, TPS/TVQ-included credits, SOLDE column and amount in words; Mexican liquidación al
 * permisionario in MXN with per-viaje subtotals, IVA 16 %, retención IVA 4 % and ISR 1,25 %), two pay stubs
 * (West Virginia tank-line company driver with side-by-side earnings/deductions, YTD columns and a split
 * deposit; Alberta bi-weekly hourly driver, short and plain), a factoring purchase/remittance advice with
 * CR/DR amounts, a per-invoice fee column and reserve release, a warehouse lumper receipt and a heavy-truck
 * repair invoice.
 * Countries: 7 US, 2 CA (one French Quebec, one Alberta), 1 MX.
 * Date formats: MM/DD/YY, ISO YYYY-MM-DD, "Mar 10, 2026", French month names ("13 mars 2026") with
 * DD/MM/YYYY, Spanish long dates ("viernes 27 de febrero de 2026") with DD/MM/YYYY, MM/DD/YYYY,
 * DD-Mon-YYYY ("13-Mar-2026"), "January 22, 2026", M/D/YY, "Wednesday, March 11, 2026".
 * Number formats: 1,234.56 with parentheses, trailing minus (1,288.64-), leading -$ amounts, CR/DR
 * suffixes, French 1 234,56 $, Mexican-ERP 1.234,56 with leading minus, amounts in French and Spanish words.
 */
export const HELD_OUT_DOCUMENTS_177: CorpusDocument[] = [
  {
    id: 'b177-conasauga-two-page-trip-subtotals',
    issuer: 'Conasauga River Freightways, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement: header with both a statement date and an ACH date, a rate schedule line, then trip blocks where each trip header shows loaded and empty miles and is followed by indented loaded-mile, empty-mile, fuel surcharge and accessorial lines plus a per-trip subtotal; page 2 repeats the header and column headings, gives loaded and empty mile totals in separate columns (never added), an earnings recap, parenthesised deductions with an escrow balance inside the label, reimbursements and the ACH net; MM/DD/YY dates',
    text: "CONASAUGA RIVER FREIGHTWAYS, INC.                            DRIVER SETTLEMENT\n2210 Cleveland Hwy, Dalton, GA 30721                         Stmt Date: 04/15/26\n(706) 555-0188   MC-1187342   USDOT 3312590                  ACH Date:  04/17/26\n\nPay to:  COOSAWATTEE HAULING LLC  (O/O #C-214  Dwayne Pruitt)   Tractor 214\nSettlement No. S-26-1507         Period 04/05/26 thru 04/11/26\nRate schedule:  Loaded $1.850/mi   Empty $1.100/mi   FSC $0.460 per loaded mi\n\nTRIP       DATE     ORIGIN > DESTINATION              LD MI  MT MI      AMOUNT\n------------------------------------------------------------------------------\nCRF-118204 04/06/26 Dalton GA > Groveport OH            548     36\n           Cust: Mohawk Valley Floorcovering\n             Loaded miles   548 x 1.850                               1,013.80\n             Empty miles     36 x 1.100                                  39.60\n             Fuel surcharge 548 x 0.460                                 252.08\n                                                                      --------\n             Trip subtotal CRF-118204                                 1,305.48\n\nCRF-118219 04/08/26 Groveport OH > Joliet IL            362     41\n           Cust: Scioto Packaging Co.\n             Loaded miles   362 x 1.850                                 669.70\n             Empty miles     41 x 1.100                                  45.10\n             Fuel surcharge 362 x 0.460                                 166.52\n             Detention 3.0 hrs (2 free) 1 x 75.00                        75.00\n                                                                      --------\n             Trip subtotal CRF-118219                                   956.32\n\n                                            continued on page 2 ...\nConasauga River Freightways, Inc. - Settlement S-26-1507              Page 1 of 2\n\nCONASAUGA RIVER FREIGHTWAYS, INC.          DRIVER SETTLEMENT S-26-1507 (cont.)\nPay to:  COOSAWATTEE HAULING LLC           Period 04/05/26 thru 04/11/26\n\nTRIP       DATE     ORIGIN > DESTINATION              LD MI  MT MI      AMOUNT\n------------------------------------------------------------------------------\nCRF-118233 04/09/26 Joliet IL > Lebanon TN              471     58\n           Cust: Des Plaines Foods (2 stops)\n             Loaded miles   471 x 1.850                                 871.35\n             Empty miles     58 x 1.100                                  63.80\n             Fuel surcharge 471 x 0.460                                 216.66\n             Extra stop Bowling Green KY                                 50.00\n                                                                      --------\n             Trip subtotal CRF-118233                                 1,201.81\n\nCRF-118240 04/11/26 Lebanon TN > Dalton GA              214     22\n           Cust: Cedar Glade Fibers\n             Loaded miles   214 x 1.850                                 395.90\n             Empty miles     22 x 1.100                                  24.20\n             Fuel surcharge 214 x 0.460                                  98.44\n                                                                      --------\n             Trip subtotal CRF-118240                                   518.54\n\n------------------------------------------------------------------------------\nTOTALS  4 trips                                       1,595    157\n  Mileage pay (loaded + empty)                                        3,123.45\n  Fuel surcharge                                                        733.70\n  Accessorials (DET, STOP)                                              125.00\n  TOTAL EARNINGS                                                      3,982.15\n\nDEDUCTIONS\n  EFS fuel purchases (9 transactions)                   (1,512.33)\n  Occupational accident - Great Smoky Mutual               (44.00)\n  Physical damage / cargo                                  (96.50)\n  Trailer usage 53' van T-6620                             (85.00)\n  ELD / Motive                                             (18.00)\n  IFTA fuel tax adjustment Q1                              (27.16)\n  EFS cash advance 04/08/26                               (300.00)\n  Escrow deposit  (escrow balance 1,875.00)                (75.00)\n  Total deductions                                      (2,157.99)\n\nREIMBURSEMENTS (receipts on file)\n  IL Tollway I-PASS 04/08                                   38.40\n  CAT scale Joliet IL 04/09                                 12.75\n\n  NET PAY - ACH 04/17/26 to Synovus Bank acct ending 4471         1,875.31\n\nDisputes must be reported to settlements@conasaugariver.com within 10 days.\nConasauga River Freightways, Inc. - Settlement S-26-1507              Page 2 of 2\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 398215,
      netCents: 187531,
      date: '2026-04-17',
      broker: 'CONASAUGA RIVER FREIGHTWAYS, INC.',
      tripNumber: 'CRF-118204',
      miles: 1752,
      linehaulCents: 312345,
      fuelSurchargeCents: 73370,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 5115,
      deductions: [151233, 4400, 9650, 8500, 1800, 2716],
    },
  },
  {
    id: 'b177-atascosa-labels-above-trailing-minus',
    issuer: 'Atascosa Equipment Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor 72%-of-revenue settlement where header fields and the earnings summary are printed as label rows with the values on the line below; load table shows 100% revenue, 72% share, FSC and accessorial columns with an unlabeled totals row; charges carry trailing-minus amounts with a BALANCE column beside the period amount (lease, plate, advance, escrow balances); final recap is another label-above-value row; ISO dates',
    text: 'ATASCOSA EQUIPMENT LEASING, LLC                      LEASE-PURCHASE CONTRACTOR SETTLEMENT\n1480 Oak St (Hwy 97 E), Pleasanton, TX 78064   830-555-0163   USDOT 2961047   MC-1023318\n\nCONTRACTOR                 UNIT    LEASE NO.        PLAN                         STATEMENT #\nGarza Brothers Express     5117    AEL-LP-5117      72% revenue / 100% FSC       AEL-0220-5117\nPERIOD BEGIN       PERIOD END       SETTLEMENT PAID    PAYMENT METHOD\n2026-02-08         2026-02-14       2026-02-20         ACH - Frost Bank ****6218\n\nLOAD ACTIVITY\nORDER      PICKUP      ROUTE                          REVENUE  SHARE 72%      FSC  ACCESS.\nAEL-30551  2026-02-09  San Antonio TX - Laredo TX    1,150.00     828.00   168.20     0.00\nAEL-30562  2026-02-10  Laredo TX - Houston TX        1,890.00   1,360.80   244.75   100.00 DET\nAEL-30570  2026-02-12  Houston TX - Dallas TX        1,325.00     954.00   190.40     0.00\nAEL-30583  2026-02-13  Dallas TX - San Antonio TX    1,440.00   1,036.80   221.15    75.00 ASSIST\n                                                     --------   --------   ------   ------\n                                                     5,805.00   4,179.60   824.50   175.00\nRevenue column is the customer rate billed by AEL and is shown for reference only.\n\nEARNINGS\n   LEASE SHARE 72%       FUEL SURCHARGE       ACCESSORIALS       TOTAL EARNINGS\n          4,179.60               824.50             175.00             5,179.10\n\nCHARGES                                       THIS PERIOD       BALANCE\n  Tractor lease payment (wk 38 of 156)            725.00-     61,240.00\n  Fuel - TCH fleet card                         1,288.64-              \n  NTL / bobtail insurance                          38.00-              \n  Occupational accident                            29.75-              \n  IRP apportioned plate                            31.20-      1,092.00\n  PrePass / ELD                                    15.00-              \n  Cash advance 2026-02-11                         250.00-          0.00\n  Escrow deposit                                  150.00-      2,650.00\nREIMBURSED\n  Scale ticket - Laredo TX (CAT #88172)            12.50\n\n   TOTAL EARNINGS        TOTAL CHARGES         REIMBURSED         NET SETTLEMENT\n         5,179.10            2,527.59-              12.50               2,664.01\n\nBalances reflect lease and escrow accounts after this settlement. Escrow is refundable per\nSection 9 of your lease agreement. Questions: settlements@atascosalease.com\nAEL form SET-4 rev 11/2025                                                          Page 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 517910,
      netCents: 266401,
      date: '2026-02-20',
      broker: 'ATASCOSA EQUIPMENT LEASING, LLC',
      tripNumber: 'AEL-30551',
      miles: null,
      linehaulCents: 417960,
      fuelSurchargeCents: 82450,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: 1250,
      deductions: [72500, 128864, 3800, 2975, 3120, 1500],
    },
  },
  {
    id: 'b177-coweeta-payment-first-wrapped-brokers',
    issuer: 'Coweeta Dispatch Group LLC',
    issuerKind: 'load_board',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service weekly statement in reverse order: the net ACH sent to the carrier comes first, then the fees and advance taken out with leading-minus dollar amounts, then the load table whose broker names and lanes wrap over two to four lines, with flat all-in rates, a detention extra and a starred lumper pass-through; the gross only appears inside a one-line sentence that also carries the lumper reimbursement, plus a check-the-math equation and a footnote; month-name dates without weekday',
    text: 'COWEETA DISPATCH GROUP LLC\nIndependent dispatch & back office for owner-operators\n88 Coweeta Lab Rd, Otto, NC 28763  |  (828) 555-0139  |  ops@coweetadispatch.com\n\nCARRIER WEEKLY STATEMENT                                Statement  CDG-W10-0442\nCarrier: CARTECAY RUN TRANSPORT LLC                     Issued     Mar 9, 2026\n         MC 1298840 / USDOT 3871152                     Week of    Mar 1 - Mar 7, 2026\nTruck 12 (2019 Freightliner Cascadia)   Driver: Terrell Boggs\n\n>>> 1. PAYMENT\n    Net ACH sent to carrier ..................... $3,527.25   on Mar 10, 2026\n    Blue Ridge Savings Bank  acct ****2093   trace 061000227410932\n\n>>> 2. WHAT CAME OUT\n    Dispatch fee 7% of flat rates ($4,000.00)             -$280.00\n    Quick-pay fee, Three Forks (3% of $1,425.00)           -$42.75\n    Load board + ELD pass-through (DAT, Motive)            -$35.00\n    Fuel advance Mar 3 (Comchek 88201-4471)               -$400.00\n\n>>> 3. WHAT CAME IN, BY LOAD\n    LOAD #    BROKER              LANE              PU      MILES  FLAT RATE  EXTRAS\n    CDG-2291  Pinecastle Freight  Gainesville GA -  Mar 2     540   1,600.00  -\n              Brokerage, Inc.     Richmond VA\n              ref PFB-330917\n    CDG-2297  Mountaintown        Richmond VA -     Mar 4     225     975.00  100.00 DET\n              Logistics LLC       Harrisburg PA\n              ref ML-88412-B\n    CDG-2304  Three Forks         Harrisburg PA -   Mar 5     470   1,425.00  185.00 LUMPER*\n              Transportation      Charlotte NC\n              Services\n              ref TF0559031\n                                                            -----   --------\n    Totals                                                  1,235   4,000.00\n\n    Flat rates 4,000.00 + detention 100.00 = gross 4,100.00     Lumper reimbursed +185.00\n\n    * Lumper paid by driver at Charlotte NC (Carolina Pantry DC, receipt CP-77120) and\n      collected from Three Forks on the quick-pay; passed back to you at cost.\n\n>>> 4. CHECK THE MATH\n    4,100.00 - 280.00 - 42.75 - 35.00 - 400.00 + 185.00 = 3,527.25\n\nRates are all-in flat rates as booked on the rate confirmations (no separate fuel surcharge).\nCoweeta Dispatch Group is not a carrier or broker; loads move under your own MC authority.\ncdg-stmt v3.2                                                             page 1/1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 410000,
      netCents: 352725,
      date: '2026-03-10',
      broker: 'COWEETA DISPATCH GROUP LLC',
      tripNumber: 'CDG-2291',
      miles: 1235,
      linehaulCents: 400000,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 18500,
      deductions: [28000, 4275, 3500],
    },
  },
  {
    id: 'b177-chenaux-releve-taxes-solde-words',
    issuer: 'Camionnage Les Chenaux inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec subcontractor settlement (relevé de règlement): voyage table with flat forfaits and a 16 % fuel surcharge column, one trajet long enough to push its amounts to the next line and an indented waiting-time line; services before taxes, TPS and TVQ lines and a tax-included total of credits; débits with PÉRIODE and SOLDE columns (advance and reserve balances), a toll reimbursement with a footnote, a one-line sommaire equation and a detachable deposit notice with the amount in French words; 1 234,56 $ numbers, French month names and DD/MM/YYYY',
    text: "CAMIONNAGE LES CHENAUX INC.\n1250, rang Saint-Alexis, Saint-Luc-de-Vincennes (Québec)  G0X 3K0\nTél. : 819 555-0172   NEQ 1172553098   NIR R-538714-2   USDOT 2740361\nTPS 784512263 RT0001   TVQ 1219457732 TQ0001\n\nRELEVÉ DE RÈGLEMENT - VOITURIER SOUS CONTRAT                  No 2026-10-088\nPériode du 1er au 7 mars 2026                      Date du dépôt : 13 mars 2026\nVoiturier : Transport M. Lachance enr. (Martin Lachance)              Unité 88\n           TPS 771230554 RT0001   TVQ 1221876431 TQ0001\n\nCRÉDITS - VOYAGES\nVoyage    Date        Trajet                                      Forfait    Surch.\n                                                                               16 %\nCLC-7710  02/03/2026  Saint-Luc-de-Vincennes > Montréal (Port, sect. Viau)\n                                                                   685,00    109,60\nCLC-7724  03/03/2026  Trois-Rivières > Lévis (parc ind. Bernières)\n                                                                   540,00     86,40\nCLC-7731  04/03/2026  Bécancour > Drummondville > Sherbrooke       760,00    121,60\n                      Autres : attente 2 h x 65,00                 130,00\nCLC-7745  06/03/2026  Sherbrooke > Trois-Rivières                  495,00     79,20\n                                                                ---------   -------\nSous-totaux                                                      2 610,00    396,80\n\n  Services avant taxes                                      3 006,80 $\n  TPS 5 %                                                     150,34 $\n  TVQ 9,975 %                                                 299,93 $\n  TOTAL DES CRÉDITS (taxes incluses)                        3 457,07 $\n\nDÉBITS                                                   PÉRIODE         SOLDE\n  Carburant - carte FleetNord (7 transactions) *      1 184,52 $\n  Assurance responsabilité et cargaison                  92,40 $\n  Location de remorque R-412 *                          110,00 $\n  Communications / GPS *                                 22,95 $\n  Frais d'administration                                 15,00 $\n  Avance 04/03/2026                                     200,00 $        0,00 $\n  Fonds de réserve - retenue                            100,00 $    1 600,00 $\n  Total des débits                                    1 724,87 $\n\nREMBOURSEMENTS (1)\n  Péage pont de l’A-25 (4 passages)                      31,48 $\n\nSOMMAIRE\n  Crédits 3 457,07 $  -  débits 1 724,87 $  +  remboursements 31,48 $\n  MONTANT NET DÉPOSÉ                                    1 763,68 $\n\n* TPS et TVQ incluses dans le montant débité.\n(1) Remboursé sur présentation des pièces justificatives; non taxable.\n\n- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\nAVIS DE DÉPÔT                                     Date : 13/03/2026\nVersé à : Transport M. Lachance enr.   Caisse Desjardins de la Moraine  tr. 81530 fol. ***417\nLa somme de : MILLE SEPT CENT SOIXANTE-TROIS ET 68/100 DOLLARS\nMontant : 1 763,68 $\nPage 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 345707,
      netCents: 176368,
      date: '2026-03-13',
      broker: 'CAMIONNAGE LES CHENAUX INC.',
      tripNumber: 'CLC-7710',
      miles: null,
      linehaulCents: 248000,
      fuelSurchargeCents: 39680,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: 3148,
      deductions: [118452, 9240, 11000, 2295, 1500],
    },
  },
  {
    id: 'b177-ceboruco-liquidacion-subtotal-viaje',
    issuer: 'Autotransportes Ceboruco, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican weekly owner-operator liquidación in MXN with 1.234,56 numbers: each viaje is a block whose origin/destination wraps over two or three lines while flete, maniobras and casetas amounts sit on those same lines, closed by a per-viaje subtotal that includes the toll casetas; a CFDI calculation gives subtotal, IVA 16 %, the total facturado, and IVA/ISR withholdings as leading-minus lines; deductions, reimbursed casetas, the neto with the amount in Spanish words; Spanish long dates and DD/MM/YYYY',
    text: 'AUTOTRANSPORTES CEBORUCO, S.A. DE C.V.\nRFC ACE091123K47   Permiso SCT 1804TPF19022011\nCarretera Federal 15 km 9.5, Col. Las Brisas, C.P. 63197, Tepic, Nayarit\nTel. 311 555 0194   liquidaciones@autoceboruco.com.mx\n\n                    LIQUIDACIÓN SEMANAL AL PERMISIONARIO\nFolio: LQ-2026-0208                     Semana 08: del 16 al 22 de febrero de 2026\nPermisionario: JESÚS RAMÍREZ OLVERA     RFC RAOJ780412HN8    Régimen: RESICO\nUnidad: T-31 Kenworth T680 2020  Placas 54-AK-7T   Caja: R-118\nFecha de pago: viernes 27 de febrero de 2026       Forma: transferencia SPEI\n\nDETALLE DE VIAJES (importes en pesos mexicanos)\nViaje     Fecha       Origen / Destino                      Concepto             Importe\n----------------------------------------------------------------------------------------\nCEB-4471  16/02/2026  Tepic, Nay. (Bodega Xalisco)          Flete               9.800,00\n                      Guadalajara, Jal. (CEDIS Periférico   Casetas (1)         1.236,00\n                      Poniente)\n                                                            Subtotal viaje     11.036,00\n\nCEB-4479  19/02/2026  Guadalajara, Jal.                     Flete              14.500,00\n                      Manzanillo, Col. (Terminal            Maniobras           1.200,00\n                      Contenedores SSA)                     Casetas (1)         1.874,00\n                                                            Subtotal viaje     17.574,00\n\nCEB-4486  23/02/2026  Manzanillo, Col.                      Flete              12.300,00\n                      Tepic, Nay. (Patio Ceboruco)          Casetas (1)         1.512,00\n                                                            Subtotal viaje     13.812,00\n\nCÁLCULO DEL CFDI DEL PERMISIONARIO\n  Fletes                                            $    36.600,00\n  Maniobras                                         $     1.200,00\n  Subtotal servicios                                $    37.800,00\n  IVA trasladado 16 %                               $     6.048,00\n  TOTAL FACTURADO                                   $    43.848,00\n  Retención IVA 4 %                                 $    -1.512,00\n  Retención ISR 1,25 % (RESICO)                     $      -472,50\n\nDEDUCCIONES\n  Diésel (vales 2211-2218)                          $   -14.850,00\n  Seguro de carga (prorrata semanal)                $      -980,00\n  Renta de GPS / rastreo                            $      -450,00\n  Anticipo para viaje CEB-4471 (14/02/2026)         $    -5.000,00\n  Fondo de mantenimiento (saldo $ 12.000,00)        $    -1.000,00\n\nREEMBOLSOS\n  Casetas comprobadas (1)                           $     4.622,00\n\nNETO A PAGAR                                        $    24.205,50\n(VEINTICUATRO MIL DOSCIENTOS CINCO PESOS 50/100 M.N.)\nCuenta destino: BBVA México  CLABE 012560004418827731\n\n(1) Casetas reembolsadas contra comprobante IAVE / ticket; no causan IVA.\nEl permisionario deberá emitir CFDI por el TOTAL FACTURADO con las retenciones indicadas.\n\n______________________________          ______________________________\n   Elaboró: Contabilidad                    Recibí conforme: Permisionario\n                                                                 Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 4384800,
      netCents: 2420550,
      date: '2026-02-27',
      broker: 'AUTOTRANSPORTES CEBORUCO, S.A. DE C.V.',
      tripNumber: 'CEB-4471',
      miles: null,
      linehaulCents: 3660000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 100000,
      reimbursementsCents: 462200,
      deductions: [151200, 47250, 1485000, 98000, 45000],
    },
  },
  {
    id: 'b177-buckhannon-stub-side-by-side-split-deposit',
    issuer: 'Buckhannon Valley Tank Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver weekly earnings statement: earnings (mileage, hourly load/unload, bonus, layover) and deductions (taxes, pre-tax medical/dental, 401k) sit side by side separated by a pipe, each with CURRENT and YTD columns; a summary grid puts GROSS / PRE-TAX / TAXES / POST-TAX / NET labels above CURRENT and YTD rows; a taxable-wages line, then net pay split over two bank accounts with a total on the same line; printed by a payroll service; MM/DD/YYYY dates',
    text: 'BUCKHANNON VALLEY TANK LINES, INC.                                            EARNINGS STATEMENT\n1 Tank Farm Road, Buckhannon, WV 26201    (304) 555-0121    USDOT 1093388    FEIN 55-0718226\n\nEmployee: GRADY L. SHAFFER          Emp ID 00417        Dept: LIQUID BULK - LINEHAUL\nSSN XXX-XX-6603    Fed: Married     WV: 2 exemptions    Terminal: Buckhannon (BVT-01)\nPay Period: 02/22/2026 - 02/28/2026      Check Date: 03/06/2026      Voucher No. 0000581420\n\nEARNINGS           RATE  UNITS   CURRENT        YTD | DEDUCTIONS              CURRENT        YTD\nMileage           .5800  2,104  1,220.32  10,684.76 | Federal Income Tax       118.52   1,066.68\nHourly-Ld/Unld  22.0000   9.50    209.00   1,859.00 | Social Security           91.68     791.36\nSafety Bonus                       50.00     450.00 | Medicare                  21.44     185.08\nLayover         75.0000   1.00     75.00     450.00 | WV State Income Tax       52.31     470.79\n                                                    | Medical Pre-Tax           68.40     615.60\n                                                    | Dental Pre-Tax             7.15      64.35\n                                                    | 401(k) 4%                 62.17     537.75\n\n            GROSS PAY   PRE-TAX DED.       TAXES   POST-TAX DED.     NET PAY\nCURRENT      1,554.32         137.72      283.95            0.00    1,132.65\nYTD         13,443.76       1,217.70    2,513.91            0.00    9,712.15\n\nFederal/State taxable wages 1,416.60    FICA wages 1,478.77    Miles this period 2,104 (loaded 1,788 / empty 316)\n\nNET PAY DISTRIBUTION     Checking  ****1180  932.65     Savings  ****7702  200.00     Total 1,132.65\nBank: MVB Bank, N.A.     THIS IS NOT A CHECK - NON-NEGOTIABLE\n\nPTO balance 32.00 hrs    Hazmat endorsement on file    Safety bonus paid monthly with last period\nPrepared by Laurel Fork Payroll Services for Buckhannon Valley Tank Lines, Inc.        Page 1 of 1\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 155432,
      netCents: 113265,
      date: '2026-03-06',
      broker: 'BUCKHANNON VALLEY TANK LINES, INC.',
      tripNumber: null,
      miles: 2104,
      linehaulCents: 122032,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11852, 9168, 2144, 5231, 6840, 715, 6217],
    },
  },
  {
    id: 'b177-brazeau-plain-hourly-stub',
    issuer: 'Brazeau Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Short, plain Alberta bi-weekly pay statement for an hourly vac-truck driver: regular, overtime and general-holiday hours with rates, Current and YTD columns, a gross line, income tax/CPP/EI/health/RRSP deductions with a total, net pay with YTD beside it, deposit line and a vacation-accrual line; day-first DD-Mon-YYYY dates',
    text: 'BRAZEAU HAULAGE LTD.\n5012 - 52 Avenue, Drayton Valley, AB  T7A 1R9          780-555-0146\n\nPAY STATEMENT                               Pay Date:  13-Mar-2026\nEmployee:  Kyle Desjarlais (#1127)          Period:    22-Feb-2026 to 07-Mar-2026\nPosition:  Class 1 Driver - Vac Truck       Deposit #: DD-260313-1127\n\nEARNINGS                    Hours    Rate     Current         YTD\nRegular                     80.00   31.50    2,520.00   12,600.00\nOvertime 1.5x                6.00   47.25      283.50    1,417.50\nGeneral Holiday              8.00   31.50      252.00      252.00\n                                            ---------   ---------\nGross Pay                                    3,055.50   14,269.50\n\nDEDUCTIONS                                    Current         YTD\nIncome Tax (Federal + Alberta)                 512.36    2,387.05\nCPP                                            173.79      808.99\nEI                                              49.80      232.59\nGroup Health - Blue Cross                       42.10      210.50\nGroup RRSP                                     100.00      500.00\n                                            ---------   ---------\nTotal Deductions                               878.05    4,139.13\n\nNET PAY                                      2,177.45   10,130.37\nDeposited to ATB Financial ****3320\n\nVacation accrued (4%): 122.22     Vacation bank: 786.40\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 305550,
      netCents: 217745,
      date: '2026-03-13',
      broker: 'BRAZEAU HAULAGE LTD.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [51236, 17379, 4980, 4210, 10000],
    },
  },
  {
    id: 'b177-fairweather-crdr-fee-column',
    issuer: 'Fairweather Receivables Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and remittance advice: invoice table whose debtor names wrap onto a second line, with LOAD/PRO numbers, face, per-invoice fee and reserve columns and a totals row; a settlement block where every amount carries a CR or DR suffix (face, fee total, reserve held, fuel-advance repayment, chargeback, wire fee, reserve release) ending in the net wired; a reserve-account roll-forward printed on one line; month-name dates in the header, MM/DD/YY in the table',
    text: 'FAIRWEATHER RECEIVABLES FUNDING, LLC\n1201 Western Ave, Suite 740, Seattle, WA 98101   (206) 555-0183   fundings@fairweatherrf.com\n\nPURCHASE & REMITTANCE ADVICE                                  Schedule No. 2026-0121-07\nClient:  REDTAIL RIDGE TRUCKING LLC   (Client # RRT-0441)     MC 1356021 / USDOT 3730448\nFunding Date: January 22, 2026          Schedule received: January 21, 2026\nAdvance rate 90%   |   Discount 2.50% flat per invoice   |   Recourse period 90 days\n\nINVOICES PURCHASED\nINV #  DEBTOR                LOAD / PRO #  INV DATE     FACE AMT      FEE   RESERVE\n1042   Hoodsport Logistics   HLG-558201    01/15/26     2,350.00    58.75    235.00\n       Group, Inc.\n1043   Sandpoint Cold Chain  SCB-77412     01/16/26     1,875.00    46.88    187.50\n       Brokerage LLC\n1044   Hoodsport Logistics   HLG-558377    01/19/26     3,100.00    77.50    310.00\n       Group, Inc.\n1046   Pilchuck Freight      PFS 20931-A   01/20/26     1,420.00    35.50    142.00\n       Solutions\n                                                       ---------   ------  --------\nTOTALS   4 invoices                                     8,745.00   218.63    874.50\n\nSETTLEMENT\n  Face value of invoices purchased                          8,745.00 CR\n  Discount fees (fee column)                                  218.63 DR\n  Reserve held 10%                                            874.50 DR\n  Fuel advance 01/16/26 vs inv 1044 - repaid                  500.00 DR\n  Chargeback inv 0987 short-paid by Sandpoint (lumper)         45.00 DR\n  Outgoing wire fee                                            15.00 DR\n  Reserve release - collected, sched 2025-1218-04             612.40 CR\n                                                          ----------\n  NET FUNDS WIRED                                           7,704.27 CR\n\nWired to: Umpqua Bank   ABA 123000220   acct ****9017   Fed ref 20260122B1Q8021C000412\nReserve account: beginning 3,260.15 + held 874.50 - released 612.40 = ending 3,522.25\n\nDebtors have been notified to remit to Fairweather Receivables Funding, LLC, PO Box 94417,\nSeattle WA 98124-6717. Payments received by you on purchased invoices must be forwarded within\n2 business days.                                                                   Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 874500,
      netCents: 770427,
      date: '2026-01-22',
      broker: 'Hoodsport Logistics Group, Inc.',
      tripNumber: 'HLG-558201',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 87450,
      reimbursementsCents: null,
      deductions: [21863, 4500, 1500],
    },
  },
  {
    id: 'b177-bayouteche-short-lumper-receipt',
    issuer: 'Bayou Teche Unloading Services, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short, plain warehouse lumper receipt: header with receipt number, M/D/YY date, door and in/out times, carrier/driver/PO lines, pallet and case counts, two charge lines and a total, Comchek express-code payment line and a driver-copy footer',
    text: "BAYOU TECHE UNLOADING SERVICES, LLC\nContract unloading at Acadiana Grocers Distribution Center\n4100 Hwy 90 W, New Iberia, LA 70560        Office (337) 555-0117\n\nLUMPER RECEIPT                             No. BT-0214-3381\nDate: 2/14/26     Door: 22     In: 05:40     Out: 07:25\n\nCarrier:  Pelican Flats Express LLC           MC 1190287\nDriver:   R. Thibodeaux     Truck 604     Trailer 5318\nPO #s:    4501188272, 4501188291          Appt 05:30\nPallets received: 26     Cases: 1,944     Restacked: 6\n\nUnload - floor loaded 53'                    240.00\nRestack / rework   6 plt @ 7.50               45.00\n                                            -------\nTOTAL CHARGED                                285.00\n\nPaid by: Comchek Express Code ****8815   Auth 77140332\nReceived by: D. Broussard                  DRIVER COPY\nKeep this receipt for reimbursement. No cash accepted at the door.\n",
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-02-14',
    },
  },
  {
    id: 'b177-esquatzel-ccc-repair-invoice',
    issuer: 'Esquatzel Diesel & Trailer Repair',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-truck repair invoice: header with invoice date (weekday and month name) plus date-in/date-out in MM/DD/YY, then numbered job lines with wrapped complaint/cause/correction text and indented P (part) and L (labor) rows with qty, unit and extended columns; parts, labor, shop supplies and environmental fee printed together on one line, then subtotal, WA sales tax, total and balance due',
    text: 'ESQUATZEL DIESEL & TRAILER REPAIR                          INVOICE   R-33817\n2915 N Commercial Ave, Pasco, WA 99301                     Invoice Date: Wednesday, March 11, 2026\n(509) 555-0166   UBI 604 882 417   WA Dealer/Repair #R-22190\n\nBill to: Ringold Bench Farms Transport LLC, 88 Fir Rd, Mesa WA 99343     Acct 4471   Terms: Net 15\nUnit: T-9  2018 Peterbilt 579  VIN ...JD481726   Odometer 612,408   Date In 03/09/26  Date Out 03/11/26\nPO: verbal - Dale Ringold                 Writer: M. Okafor          Tech: #14 J. Villaseñor\n\nLINE DESCRIPTION                                QTY/HRS      UNIT   EXTENDED\n----------------------------------------------------------------------------\n1    COMPLAINT: air leak at LF brake chamber, slow air build-up.\n     CAUSE: ruptured diaphragm LF; RF chamber same age, cracked.\n     CORRECTION: replaced LF/RF service chambers and both slack\n     adjusters, adjusted brakes, leak-down test OK.\n       P  TSE 24L brake chamber, long stroke          2     58.40     116.80\n       P  Haldex auto slack adjuster 5.5"             2     89.75     179.50\n       L  Labor                                     2.5    145.00     362.50\n2    Annual DOT inspection (FMCSA 396.17), sticker #WA-557102.\n       L  Labor - flat rate                         1.0    145.00     145.00\n3    COMPLAINT: belt squeal on start-up. CORRECTION: replaced\n     accessory drive belt and seized idler pulley.\n       P  Gates K081075 poly-V belt                   1     42.18      42.18\n       P  Idler pulley w/ bracket, DD15               1     96.30      96.30\n       L  Labor                                     1.2    145.00     174.00\n----------------------------------------------------------------------------\nPARTS 434.78   LABOR 681.50   SHOP SUPPLIES 34.08   ENV FEE 8.50\nSUBTOTAL                                                            1,158.86\nWA sales tax 8.9% (Pasco)                                             103.14\nINVOICE TOTAL                                                       1,262.00\nPaid                                                                    0.00\nBALANCE DUE by 03/26/26                                             1,262.00\n\nNext service: PM-B due at 625,000 mi. Removed parts held 7 days unless requested.\n90-day / 10,000 mi parts & labor warranty on line items 1 and 3. Thank you!        Page 1 of 1\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-03-11',
    },
  },
];
