import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 179: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US carrier per-mile, two pages with wrapped trip blocks,
 * loaded/empty miles at different rates, per-trip subtotals, balances beside deductions and a
 * recap-only gross/net; US lessor 72%-of-revenue ledger with labels-above summary boxes, CR/DR
 * running balance and the ACH itself as a DR line; US dispatch service flat-rate remittance in
 * numbered sections with the net ACH first and the load table last, plus footnotes; French
 * Quebec relevé du voiturier, 78% of revenue, TPS/TVQ added in the sommaire, balance column and a
 * cheque with the amount in words; Mexican liquidación al permisionario, flat per-trip fletes,
 * IVA 16%, retención IVA 4% and ISR 1.25% on one line, amount in words), two pay stubs (Ohio
 * weekly tank driver with side-by-side earnings/deductions and YTD columns plus a non-taxable
 * reimbursement; Alberta bi-weekly per-mile driver with stacked tables, CPP/EI, employer
 * contributions and a labels-above summary), a factoring purchase/funding advice with wrapped
 * debtor names, per-invoice fee/reserve columns, trailing-minus adjustments and a reserve release,
 * a broker rate confirmation with three stops and the total in words, and a short lumper receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one Alberta), 1 MX.
 * Date formats: MM/DD/YY, MM/DD/YYYY, weekday + month name ("Friday, October 24, 2025"), "Oct 13"
 * ledger dates, ISO YYYY-MM-DD, French month names with DD/MM/YYYY and AAAA-MM-JJ, Spanish long
 * date ("6 de marzo de 2026") with DD/MM/YYYY, day-first DD-Mon-YYYY, "Feb 4, 2026" with M/D/YY,
 * weekday + MM/DD/YYYY.
 * Number formats: 1,234.56 with parentheses, signed -/+ and trailing minus/plus; CR/DR flags;
 * French 1 234,56 $; MXN 1.234,56 with parentheses; amounts in words (French, Spanish, English).
 */
export const HELD_OUT_DOCUMENTS_179: CorpusDocument[] = [
  {
    id: 'b179-ochlockonee-two-page-wrapped-trips',
    issuer: 'Ochlockonee River Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement: each trip is a wrapped block (trip number and origin on one line, date and destination on the next, customer and FSC on the third) with separate loaded (LD) and empty (MT) mile lines at different rates, an optional accessorial line and a per-trip subtotal; miles are never totalled (reader must add LD + MT over all trips); page 2 repeats a short header and column heads, then deductions with parenthesised amounts and a BALANCE column beside the period amounts (advance 0.00, escrow 1,725.00), a reimbursements block, and a RECAP that is the only place the gross and net appear; MM/DD/YY dates and page footers',
    text: 'OCHLOCKONEE RIVER FREIGHT LINES, INC.                  CONTRACTOR SETTLEMENT\n4410 Ochlockonee Bluff Rd, Havana FL 32333             Stmt No.  ORF-251121-427\nPh 850-555-0193   Fax 850-555-0194                     Pay Date  11/21/25\nMC-1187342   USDOT 3321907                             Week      11/09/25 - 11/15/25\n\nContractor: PETTAWAY ROAD SERVICE LLC (Dwayne Pettaway)   Tractor 427   Vendor C0427\nPay basis:  Loaded mi @ 1.950  /  Empty mi @ 1.100  /  FSC on all mi @ 0.450\n\nTRIP DETAIL\nTRIP / DATE       ORIGIN - DESTINATION            MILES    RATE        AMOUNT\n----------------  ----------------------------  -------  -------   -----------\nORF-88120         Quincy FL -                    LD 318    1.950        620.10\n  11/10/25        Birmingham AL                  MT   0    1.100          0.00\n  Gadsden Plywood  BOL 55120                     FSC       0.450        143.10\n                                                 Trip subtotal          763.20\n\nORF-88134         Birmingham AL -                LD 241    1.950        469.95\n  11/11/25        Memphis TN                     MT  36    1.100         39.60\n  Delta Ridge Paper  BOL 7781-2                  FSC       0.450        124.65\n                  Detention 2.0 hr @ 40.00                               80.00\n                                                 Trip subtotal          714.20\n\n                        *** trip detail continues on page 2 ***\n\nOchlockonee River Freight Lines - Stmt ORF-251121-427 - C0427           Page 1 of 2\n--------------------------------------------------------------------------------\nOCHLOCKONEE RIVER FREIGHT LINES, INC.                  CONTRACTOR SETTLEMENT\nStmt No. ORF-251121-427    Pay Date 11/21/25    Contractor C0427 PETTAWAY ROAD SERVICE\n\nTRIP DETAIL (continued)\nTRIP / DATE       ORIGIN - DESTINATION            MILES    RATE        AMOUNT\n----------------  ----------------------------  -------  -------   -----------\nORF-88141         Memphis TN -                   LD 452    1.950        881.40\n  11/12/25        Dallas TX                      MT  18    1.100         19.80\n  Tri-County Ag Supply  PO 44519                 FSC       0.450        211.50\n                  Stop-off Texarkana TX                                  50.00\n                                                 Trip subtotal        1,162.70\n\nORF-88157         Dallas TX -                    LD 407    1.950        793.65\n  11/14/25        Jackson MS                     MT  44    1.100         48.40\n  Pearl Valley Foods  PO 3390-A                  FSC       0.450        202.95\n                                                 Trip subtotal        1,045.00\n\nDEDUCTIONS                                    THIS WEEK          BALANCE\n  Fuel - TCH card (9 transactions)           (1,246.83)\n  Occupational accident                         (42.50)\n  Cargo / bobtail insurance                     (36.75)\n  Trailer rental T-5512                         (95.00)\n  ELD - Motive                                  (18.00)\n  IFTA fuel tax adjustment 3Q25                 (27.14)\n  Comchek advance 11/12/25                     (300.00)             0.00\n  Escrow deposit                                (75.00)         1,725.00\n\nREIMBURSEMENTS\n  Lumper - ORF-88157 (rcpt 20931)               175.00\n  CAT scale - West Memphis AR                    12.75\n\nRECAP\n  Trip earnings                               3,685.10\n  Reimbursements                                187.75\n  Deductions                                 (1,466.22)\n  Advances                                     (300.00)\n  Escrow                                        (75.00)\n                                             ----------\n  NET PAY - ACH Capital City Bank ...4471     2,031.63\n\nDisputes must be reported in writing within 10 days of the pay date.\nMiles are PC*MILER practical miles. Escrow balance shown after this deposit.\nOchlockonee River Freight Lines - Stmt ORF-251121-427 - C0427           Page 2 of 2\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 368510,
      netCents: 203163,
      date: '2025-11-21',
      broker: 'OCHLOCKONEE RIVER FREIGHT LINES, INC.',
      tripNumber: 'ORF-88120',
      miles: 1516,
      linehaulCents: 287290,
      fuelSurchargeCents: 68220,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 18775,
      deductions: [124683, 4250, 3675, 9500, 1800, 2714],
    },
  },
  {
    id: 'b179-naches-ledger-crdr-labels-above',
    issuer: 'Naches Pass Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor 72%-of-revenue account statement: a boxed summary strip with five labels above five amounts (earnings, reimbursed, charges, advance+escrow, ACH), then a chronological ledger mixing load shares, per-load fuel surcharge lines with miles, accessorials, reimbursements, charges, the advance and the escrow deposit, each amount flagged CR or DR with a running CR balance beside it, ending with the ACH payment itself as a DR that zeroes the balance; a "for your records" block prints the 100% line revenue, escrow and lease balances; weekday + month-name dates and "Oct 13" ledger dates',
    text: "NACHES PASS TRACTOR LEASING, LLC\n9801 Naches Heights Rd  |  Yakima, WA 98908  |  509-555-0166  |  USDOT 2984410  MC 1033817\n\n                    LEASED OPERATOR ACCOUNT STATEMENT  No. 2025-42-0219\n\nOperator:  Marisol Quintero (QTR Freight LLC)       Lease No. NPL-0219      Unit 219\nPlan:      72% of line revenue; fuel surcharge and accessorials passed through at 100%\nPeriod:    Sunday, October 12, 2025 through Saturday, October 18, 2025\nPay date:  Friday, October 24, 2025\n\n+------------------+------------------+------------------+------------------+------------------+\n| EARNINGS         | REIMBURSED       | CHARGES          | ADVANCE + ESCROW | ACH AMOUNT       |\n|        4,469.44  |           59.25  |        2,181.22  |          350.00  |        1,997.47  |\n+------------------+------------------+------------------+------------------+------------------+\n\nACCOUNT ACTIVITY                                                   AMOUNT         BALANCE\nOct 12  Balance forward                                                             0.00\nOct 13  NP-3307  Yakima WA - Boise ID   rev 2,840.00 x 72%  2,044.80 CR   2,044.80 CR\nOct 13  NP-3307  fuel surcharge 382 mi @ .52                  198.64 CR   2,243.44 CR\nOct 14  Fuel - Fleet One card (Ellensburg, Boise)           1,318.27 DR     925.17 CR\nOct 15  NP-3315  Boise ID - Spokane WA  rev 1,650.00 x 72%  1,188.00 CR   2,113.17 CR\nOct 15  NP-3315  fuel surcharge 291 mi @ .52                  151.32 CR   2,264.49 CR\nOct 15  Fuel advance (EFS) - repaid                           250.00 DR   2,014.49 CR\nOct 16  Scale ticket reimb. - Cascade CAT #4410                14.25 CR   2,028.74 CR\nOct 17  NP-3322  Spokane WA - Yakima WA rev 980.00 x 72%      705.60 CR   2,734.34 CR\nOct 17  NP-3322  fuel surcharge 204 mi @ .52                  106.08 CR   2,840.42 CR\nOct 17  NP-3322  detention 3 hr (100%)                         75.00 CR   2,915.42 CR\nOct 17  Trailer washout reimb. (rcpt 2281)                     45.00 CR   2,960.42 CR\nOct 18  Tractor lease - unit 219 (wk 37/156)                  710.00 DR   2,250.42 CR\nOct 18  Physical damage + bobtail ins.                         84.10 DR   2,166.32 CR\nOct 18  Occupational accident ins.                             29.75 DR   2,136.57 CR\nOct 18  IRP/IFTA plate program                                 22.60 DR   2,113.97 CR\nOct 18  ELD / tablet lease                                     16.50 DR   2,097.47 CR\nOct 18  Escrow deposit                                        100.00 DR   1,997.47 CR\nOct 24  ACH payment - Yakima Federal ...6620                1,997.47 DR       0.00\n\nFOR YOUR RECORDS (not part of this period's pay)\n  Line revenue billed, 3 loads (100%) ....... 5,470.00\n  Escrow:  beginning 2,500.00   deposit 100.00   ending 2,600.00\n  Lease:   payments made 37 of 156; buyout balance 71,388.40\n  Fuel advances outstanding ................. 0.00\n\nCR = credit to your account, DR = charge to your account. Call Settlements at ext. 214\nwith questions before the next pay date.                                    Page 1 of 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 446944,
      netCents: 199747,
      date: '2025-10-24',
      broker: 'NACHES PASS TRACTOR LEASING, LLC',
      tripNumber: 'NP-3307',
      miles: 877,
      linehaulCents: 393840,
      fuelSurchargeCents: 45604,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: 5925,
      deductions: [131827, 71000, 8410, 2975, 2260, 1650],
    },
  },
  {
    id: 'b179-raton-numbered-sections-payment-first',
    issuer: 'Raton Basin Dispatch Services, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier remittance in numbered sections in reverse order: the net ACH it sent comes first, then the charges it took out (8% dispatch fee, a broker QuickPay fee, a repaid fuel advance, ACH fee) as signed negatives with dot leaders, then what it collected (flat rates, detention, printed GROSS REVENUE, lumper reimbursement below the gross), and only last the load table with flat rates, miles and broker names whose refs wrap onto a second line; numbered footnotes explain the fees; ISO dates',
    text: "RATON BASIN DISPATCH SERVICES, LLC\n131 N. 2nd Street, Suite 4 - Raton, NM 87740 - (575) 555-0128 - ops@ratonbasindispatch.com\n\nCARRIER REMITTANCE   RB-REM-2026-0116-07\nCarrier:  SUGARITE CANYON HAULING LLC    MC 1290417 / USDOT 3702285    Truck 7 / Trlr 53R-07\nStatement date: 2026-01-16        Loads picked up 2026-01-05 through 2026-01-10\n\n1. YOUR PAYMENT\n   Net ACH sent to carrier ..........................................   $5,004.10\n   ACH date 2026-01-16   trace 107000260016234   First Natl Bank of Trinidad ...3381\n\n2. WHAT WE TOOK OUT\n   Dispatch fee 8% of flat rates (8% x 5,705.00) ....................     -456.40\n   QuickPay fee kept by Capulin Logistics (2% of 1,550.00) (1) ......      -31.00\n   Fuel advance 2026-01-07, EFS check #40931 - repaid ...............     -400.00\n   ACH transfer fee .................................................       -3.50\n\n3. WHAT WE COLLECTED FOR YOU\n   Flat rates, 4 loads (see section 4) ..............................    5,705.00\n   Detention - load RB-26-0111 (2) ..................................      100.00\n   GROSS REVENUE ....................................................    5,805.00\n   Lumper reimbursement - load RB-26-0115 (3) .......................       90.00\n\n4. LOADS\n   LOAD        PU DATE     LANE                          MI   BROKER / BROKER REF          FLAT RATE\n   RB-26-0107  2026-01-05  Amarillo TX > Denver CO      420   Ute Park Freight Brokerage    2,100.00\n                                                              ref UPF-330871\n   RB-26-0111  2026-01-07  Denver CO > Albuquerque NM   449   Capulin Logistics, Inc.       1,450.00\n                                                              ref CL-90412 (QuickPay)\n   RB-26-0115  2026-01-08  Albuquerque NM > El Paso TX  267   Maxwell Flats Freight LLC       975.00\n                                                              ref MFF-7716\n   RB-26-0118  2026-01-10  El Paso TX > Amarillo TX     421   Ute Park Freight Brokerage    1,180.00\n                                                              ref UPF-331094\n                                                      -----                               --------\n                                                      1,557                               5,705.00\n\nNotes\n(1) Capulin paid 98% of rate + detention under its QuickPay terms; the 2% is the broker's fee, not ours.\n(2) 2 billable hrs x $50.00 after 2 hrs free, approved by Capulin 2026-01-08.\n(3) Paid by driver at El Paso (Sun City Unloading rcpt 55102), reimbursed by broker. No dispatch\n    fee is charged on detention or reimbursements.\nRaton Basin Dispatch Services is a dispatch agent, not a broker or carrier.          Page 1 of 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 580500,
      netCents: 500410,
      date: '2026-01-16',
      broker: 'RATON BASIN DISPATCH SERVICES, LLC',
      tripNumber: 'RB-26-0107',
      miles: 1557,
      linehaulCents: 570500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 9000,
      deductions: [45640, 3100, 350],
    },
  },
  {
    id: 'b179-montjoli-releve-sommaire-cheque-words',
    issuer: 'Messageries Mont-Joli inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator pay statement (relevé du voiturier) on a 78%-of-revenue plan: a trip table with three amounts on each line (100% revenue, 78% share, fuel surcharge) and a waiting-time accessorial tucked on an indented line under a trip; a deductions table whose second column is a remaining balance (SAAQ instalments, advance, reserve fund) beside the period amount; totals appear only in the SOMMAIRE, where TPS and TVQ are added to the services before the taxes-included total; a detachable cheque at the bottom repeats the net with the amount in French words; 1 234,56 $ amounts, DD/MM/YYYY, French month name and AAAA-MM-JJ dates',
    text: "MESSAGERIES MONT-JOLI INC.\n1420, boulevard Jacques-Cartier, Mont-Joli (Québec)  G5H 2T4\nTél. : 418 555-0147     NEQ 1168843920     Permis CTQ / USDOT 2211874\nTPS 784512336 RT0001     TVQ 1224890517 TQ0001\n\n                 RELEVÉ DE PAIE DU VOITURIER-REMORQUEUR  No MJ-2547\n\nDate du paiement : 28 novembre 2025          Période : du 16/11/2025 au 22/11/2025\nVoiturier : Transport Gaétan Bérubé enr. (Gaétan Bérubé)            Camion no 31\nNo TPS du voiturier : 811234567 RT0001       No TVQ : 1217654321 TQ0001\nEntente : 78 % du revenu de transport + 100 % de la surcharge carburant (16,5 %)\n\nVOYAGES\nVoyage   Date        Trajet                              Revenu     Part 78 %  Surch. carb.\nMJ-4471  17/11/2025  Mont-Joli → Montréal (Anjou)     1 850,00 $  1 443,00 $    305,25 $\nMJ-4486  19/11/2025  Montréal → Québec (Beauport)       920,00 $    717,60 $    151,80 $\n                     + attente chez le destinataire, 2 h à 42,50 $ : 85,00 $\nMJ-4490  21/11/2025  Québec → Rimouski → Mont-Joli    1 240,00 $    967,20 $    204,60 $\n\nRETENUES ET AVANCES                                     Période           Solde\n  Carburant — cartes Ultramar (taxes incl.)          1 612,38 $\n  Assurance responsabilité et cargaison                 96,40 $\n  Location de remorque R-118 (taxes incl.)             160,97 $\n  Ordinateur de bord / DCE                              28,74 $\n  Immatriculation SAAQ (quote-part 4 de 14)             41,20 $        412,00 $\n  Avance en argent du 18/11/2025                       300,00 $          0,00 $\n  Fonds de réserve (dépôt)                             100,00 $      1 900,00 $\n\nREMBOURSEMENTS\n  Péage autoroute 30 (reçu joint)                        7,25 $\n\nSOMMAIRE\n  Part du voiturier (78 %)                           3 127,80 $\n  Surcharge carburant                                  661,65 $\n  Temps d'attente                                       85,00 $\n  Sous-total des services                            3 874,45 $\n  TPS 5 %                                              193,72 $\n  TVQ 9,975 %                                          386,48 $\n  Total des revenus (taxes incluses)                 4 454,65 $\n  Moins : retenues                                  -1 939,69 $\n  Moins : avance                                      -300,00 $\n  Moins : fonds de réserve                            -100,00 $\n  Plus : remboursements                                  7,25 $\n  MONTANT DU CHÈQUE                                  2 122,21 $\n\nLe revenu de transport facturé aux clients (4 010,00 $) est indiqué à titre informatif.\nLa colonne Solde indique ce qui reste dû (SAAQ, avance) ou le solde du fonds de réserve.\n- - - - - - - - - - - - - - - - - - détacher ici - - - - - - - - - - - - - - - - - - - -\nMESSAGERIES MONT-JOLI INC.                                        Chèque no 018734\nCaisse Desjardins de La Mitis                           Date : 2025-11-28  (AAAA-MM-JJ)\nPayez à l'ordre de : Transport Gaétan Bérubé enr.                  ****2 122,21 $\nLa somme de : DEUX MILLE CENT VINGT-DEUX ------------------------------ 21/100 DOLLARS\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 445465,
      netCents: 212221,
      date: '2025-11-28',
      broker: 'MESSAGERIES MONT-JOLI INC.',
      tripNumber: 'MJ-4471',
      miles: null,
      linehaulCents: 312780,
      fuelSurchargeCents: 66165,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: 725,
      deductions: [161238, 9640, 16097, 2874, 4120],
    },
  },
  {
    id: 'b179-quitupan-liquidacion-resumen-inline',
    issuer: 'Quitupan Carga Refrigerada, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación al permisionario for flat per-trip freight (flete) in MXN written 1.234,56: a trip table where origin/destination and the client line wrap under each trip, with maniobras, estadía and toll reimbursement (casetas) columns; the charges list has the advance and guarantee-fund deposit with a fund balance on the same line; the RESUMEN packs subtotal, IVA 16% and the CFDI total on one line and the IVA 4% and ISR 1.25% withholdings on the next, then charges in parentheses, the toll reimbursement and the net, with the net in Spanish words; Spanish long date and DD/MM/YYYY',
    text: 'QUITUPAN CARGA REFRIGERADA, S.A. DE C.V.\nRFC QCR1503126K8          Permiso SICT 14/0872-FED\nCarretera a Chapala km 14.5, Col. Las Pintas, El Salto, Jal., C.P. 45690\nTel. 33 5550 1186         liquidaciones@quitupancarga.mx\n\n              LIQUIDACIÓN AL PERMISIONARIO  No. LQ-2026-0219\nLugar y fecha: El Salto, Jalisco, a 6 de marzo de 2026\nPermisionario: HERIBERTO LÓPEZ ZAMORA     RFC LOZH7811093T2 (Régimen Simplificado de Confianza)\nUnidad: Tracto 58 Kenworth T680 / Caja refrigerada CR-58         Placas 83-AK-7J\nViajes del 23/02/2026 al 01/03/2026\nImportes en pesos mexicanos (MXN), formato 1.234,56\n\nDETALLE DE VIAJES\nViaje      Fecha       Origen / Destino             Flete    Maniobras    Estadía     Casetas\n                                                                                   (reembolso)\nQCR-10452  23/02/2026  El Salto, Jal. →         28.500,00     1.200,00       0,00    1.642,00\n                       Apodaca, N.L.\n                       Cliente: Lácteos del Bajío, carta porte CP-88104\nQCR-10461  25/02/2026  Apodaca, N.L. →          14.800,00         0,00       0,00      918,00\n                       Nuevo Laredo, Tamps.\n                       Cliente: Frutas Finas Ribereñas, carta porte CP-88131\nQCR-10477  27/02/2026  Nuevo Laredo, Tamps. →   31.200,00         0,00   2.000,00    1.826,00\n                       El Salto, Jal.\n                       Cliente: Congeladora Altos de Jalisco, carta porte CP-88159\n\nCARGOS AL PERMISIONARIO\n  Diésel - vales Gas Combustibles del Salto (14 cargas)        38.406,52\n  Seguro de carga (cuota semanal)                               1.250,00\n  Rastreo satelital GPS                                           580,00\n  Anticipo para viaje QCR-10452 (entregado 23/02/2026)          5.000,00\n  Aportación al fondo de garantía                               1.500,00   Saldo fondo: 18.500,00\n\nRESUMEN\n  Subtotal servicios 77.700,00     IVA 16 % 12.432,00     Total CFDI 90.132,00\n  Ret. IVA 4 % 3.108,00            Ret. ISR 1,25 % 971,25\n  Cargos al permisionario                                     (46.736,52)\n  Reembolso de casetas (sin IVA, comprobantes anexos)           4.386,00\n  NETO A PAGAR                                                 43.702,23\n  (CUARENTA Y TRES MIL SETECIENTOS DOS PESOS 23/100 M.N.)\n\nPago por transferencia SPEI el 06/03/2026 a BBVA cuenta con terminación 4410,\nclave de rastreo QCR20260306LQ0219. CFDI del permisionario folio A-312.\nLas retenciones se enterarán al SAT y se emitirá la constancia correspondiente.\n                                                                        Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 9013200,
      netCents: 4370223,
      date: '2026-03-06',
      broker: 'QUITUPAN CARGA REFRIGERADA, S.A. DE C.V.',
      tripNumber: 'QCR-10452',
      miles: null,
      linehaulCents: 7450000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 150000,
      reimbursementsCents: 438600,
      deductions: [310800, 97125, 3840652, 125000, 58000],
    },
  },
  {
    id: 'b179-maumee-stub-side-by-side-ytd',
    issuer: 'Maumee Valley Tank Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Weekly company-driver earnings statement: earnings (loaded and empty mile lines, pump-off units, detention hours, bonus) and deductions (federal, FICA, Ohio state and city taxes, 401k, pre-tax medical/dental) sit side by side, each with CURRENT and YTD columns; the gross and total-deductions rows share one line; a non-taxable expense reimbursement sits on its own line, and current and YTD summaries each pack gross, taxable wages, deductions, reimbursement and net onto one line, followed by the direct-deposit line; miles must be added from the loaded and empty lines; MM/DD/YYYY dates',
    text: 'MAUMEE VALLEY TANK LINES, INC.                                      EARNINGS STATEMENT\n7720 River Road, Waterville, OH 43566  (419) 555-0152              Advice No.  0208814\nFEIN 34-1876652                                                    Pay Date    02/20/2026\n                                                                   Period      02/08/2026 - 02/14/2026\nTAMIKA R. RIGGS                  Emp ID 0417   Dept LINEHAUL-TANK   Pay freq WEEKLY\n1188 Wolf Creek Pike, Grand Rapids OH 43522     Fed W-4: Single    OH exemptions 1   School dist. 0000\n\nEARNINGS          UNITS      RATE      CURRENT       YTD  | DEDUCTIONS              CURRENT       YTD\nLoaded miles      1,842    0.6100     1,123.62  8,217.92  | Federal income tax       112.36    893.76\nEmpty miles         276    0.6100       168.36  1,212.68  | Social Security           89.41    636.19\nPump-off/unload       3   35.0000       105.00    770.00  | Medicare                  20.91    148.79\nDetention           2.5   20.0000        50.00    200.00  | Ohio state tax            31.18    245.95\nSafety bonus                             50.00    300.00  | Waterville city tax       22.45    160.50\n                                                          | 401(k) 4%                 59.88    428.02\nYTD miles: loaded 13,472  empty 1,988                     | Medical - pre-tax         48.75    390.00\n                                                          | Dental - pre-tax           6.20     49.60\n----------------------------------------------------------+-----------------------------------------\nGROSS PAY                             1,496.98 10,700.60  | TOTAL DEDUCTIONS         391.14  2,952.81\n\nNON-TAXABLE: Expense reimb. (tank wash rcpt 6610, scale)   current 27.50   YTD 91.50\n\nCURRENT:  Gross 1,496.98   Taxable (fed) 1,382.15   Deductions 391.14   Reimb. 27.50   NET 1,133.34\nYTD:      Gross 10,700.60  Taxable (fed) 9,832.98   Deductions 2,952.81 Reimb. 91.50   NET 7,839.29\n\nDIRECT DEPOSIT     Huntington National Bank   checking ******3082        1,133.34\nPTO balance: 22.0 hrs     Hazmat endorsement exp. 09/30/2027     Next physical due 05/2026\n\n                              THIS IS NOT A CHECK - NON-NEGOTIABLE\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 149698,
      netCents: 113334,
      date: '2026-02-20',
      broker: 'MAUMEE VALLEY TANK LINES, INC.',
      tripNumber: null,
      miles: 2118,
      linehaulCents: 129198,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 2750,
      deductions: [11236, 8941, 2091, 3118, 2245, 5988, 4875, 620],
    },
  },
  {
    id: 'b179-okotoks-stub-stacked-labels-above',
    issuer: 'Okotoks Valley Transport Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta bi-weekly company-driver stub with stacked earnings and deductions tables, each with CURRENT and YEAR TO DATE columns (a statutory-holiday line is 0.00 current but non-zero YTD), an employer-contributions line of amounts that are not deducted, and a closing summary where the labels GROSS PAY / TOTAL DEDUCTIONS / NET PAY / DEPOSITED TO sit above the current amounts with YTD amounts on the line below; per-mile pay with vacation pay 4% inside the gross; day-first DD-Mon-YYYY dates',
    text: 'OKOTOKS VALLEY TRANSPORT LTD.\nBox 1290, 58 Southridge Dr., Okotoks AB  T1S 1B3          Payroll enquiries: 403-555-0139\nCRA Business No. 81234 5597 RP0001                        NSC AB 244-817-309\n\nSTATEMENT OF EARNINGS AND DEDUCTIONS                      Pay period 04-Jan-2026 to 17-Jan-2026\nEmployee:  Navdeep S. Grewal         Employee no. 1146     Pay date   23-Jan-2026\nPosition:  Highway driver, Class 1   Province of employment: AB     Cycle 02 of 26 (bi-weekly)\n\nEARNINGS                             UNITS        RATE         CURRENT        YEAR TO DATE\nHighway miles                        4,862      0.6000        2,917.20            5,310.00\nBorder crossing                          2     25.0000           50.00               75.00\nLayover                                  1    100.0000          100.00              100.00\nStatutory holiday pay                                              0.00              487.20\nVacation pay 4%                                                  122.69              238.89\n                                                           -----------        ------------\nTotal earnings                                                3,189.89            6,211.09\n\nDEDUCTIONS                                                     CURRENT        YEAR TO DATE\nCanada Pension Plan                                             181.79              353.54\nEmployment Insurance                                             52.00              101.25\nIncome tax (federal + Alberta)                                  498.65              960.75\nGroup benefits - Alberta Blue Cross                              42.30               84.60\nGroup RRSP - employee                                           100.00              200.00\n                                                           -----------        ------------\nTotal deductions                                                874.74            1,700.14\n\nEMPLOYER CONTRIBUTIONS (information only - not deducted from your pay)\nCPP employer 181.79     EI employer 72.80     Group RRSP match 50.00     WCB 41.47\n\n    GROSS PAY          TOTAL DEDUCTIONS        NET PAY            DEPOSITED TO\n    3,189.89           874.74                  2,315.15           ATB Financial ****2207\n    YTD 6,211.09       YTD 1,700.14            YTD 4,510.95\n\nMiles are hub miles from the ELD, Jan 4 - Jan 17. Vacation pay is paid out each cycle.\nVacation entitlement: 2 weeks.                                     Okotoks Valley Transport Ltd.\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 318989,
      netCents: 231515,
      date: '2026-01-23',
      broker: 'OKOTOKS VALLEY TRANSPORT LTD.',
      tripNumber: null,
      miles: 4862,
      linehaulCents: 291720,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [18179, 5200, 49865, 4230, 10000],
    },
  },
  {
    id: 'b179-panaca-funding-wrapped-debtors-trailing-minus',
    issuer: 'Panaca Freight Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and funding advice: an invoice table whose debtor names wrap over two or three lines, with per-invoice FEE, RESERVE and ADVANCE columns and a totals row; an adjustments block starting from the advance total with trailing-minus charges (repaid fuel advance, chargeback of an old invoice, wire fee) and a trailing-plus reserve release, ending in the amount wired; a one-line reserve account roll-forward; month-name funding date and M/D/YY invoice dates',
    text: 'PANACA FREIGHT FUNDING, LLC                                  PURCHASE & FUNDING ADVICE\nPO Box 418, 1 Main St, Panaca NV 89042                       Schedule No.   PFF-20417\n(775) 555-0171  funding@panacafreightfunding.com             Funded         Feb 4, 2026\n                                                             Client No.     HPT-0882\nClient: HIGHLAND PEAK TRUCKING LLC  MC 1342207  USDOT 3819920\n        2290 Industrial Way, Ely NV 89301\n\nAdvance rate 87% of face; discount fee 3.00% flat per invoice; reserve 10% of face.\n\nINVOICES PURCHASED\nINV #  LOAD / PO #   DEBTOR                   INV DATE      FACE       FEE    RESERVE    ADVANCE\n1188   LD-558210     Tikaboo Valley Freight    1/28/26   2,650.00     79.50    265.00   2,305.50\n                     Brokerage, Inc.\n1189   SRL-44071     Sunnyside Reefer          1/29/26   1,875.00     56.25    187.50   1,631.25\n                     Logistics of Nevada, LLC\n1190   4500918836    Delamar Consolidated      1/30/26   3,120.00     93.60    312.00   2,714.40\n                     Transportation Services\n                     Corp.\n1191   HS-2026-118   Hiko Springs Produce Co.  2/02/26     980.00     29.40     98.00     852.60\n                                                        ---------   -------  --------  ---------\nTOTALS   4 invoices                                      8,625.00    258.75    862.50   7,503.75\n\nADJUSTMENTS TO THIS FUNDING\n  Advance on invoices above                                                     7,503.75\n  Fuel advance 1/30/26 (ref FA-2291) repaid                                       500.00-\n  Chargeback inv 1142 - Rimrock Hay Exchange, unpaid 92 days                    1,210.00-\n  Same-day wire fee                                                                15.00-\n  Reserve release - schedule PFF-20388 (all invoices collected)                   640.00+\n                                                                             -----------\n  AMOUNT WIRED Feb 4, 2026 to Nevada State Bank ****6105                        6,418.75\n\nRESERVE ACCOUNT   Beginning 4,118.00   + withheld 862.50   - released 640.00   Ending 4,340.50\n\nInvoices are purchased with recourse. Debtors must remit to Panaca Freight Funding, LLC,\nLockbox 77104, Reno NV 89510. Report disputes within 5 business days.      Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 862500,
      netCents: 641875,
      date: '2026-02-04',
      broker: 'Tikaboo Valley Freight Brokerage, Inc.',
      tripNumber: 'LD-558210',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 86250,
      reimbursementsCents: null,
      deductions: [25875, 121000, 1500],
    },
  },
  {
    id: 'b179-manistee-lumper-receipt-short',
    issuer: 'Manistee Unloading Co.',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short plain lumper receipt: receipt number, MM/DD/YYYY date with time in/out and door, carrier/trailer/seal/PO lines, two service lines with a total paid and the Comchek express code used; no net pay',
    text: 'MANISTEE UNLOADING CO.\nUnloading services at Lakeshore Foods DC\n2600 Eighth St, Manistee MI 49660   231-555-0108\n\nLUMPER RECEIPT              No. 0074219\nDate: 11/18/2025   Time in 13:05   Time out 14:32   Door 14\n\nCarrier:   Birch Run Express LLC        Driver: K. Osei\nTractor:   211   Trailer: BRX5307       Seal: 0448812\nPO #s:     7710452, 7710459             Pallets 22   Cases 1,416\n\nUnload (floor-loaded, 22 plts)                      185.00\nRestack / rework 4 plts @ 10.00                      40.00\n                                                  --------\nTOTAL PAID                                          225.00\nPaid by: Comchek Express Code  ****3190 (Auth 55D12)\n\nReceived by: T. Lindqvist            Driver signature: on file\nKeep this receipt for reimbursement. No cash accepted.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2025-11-18',
    },
  },
  {
    id: 'b179-rancocas-rate-con-three-stops',
    issuer: 'Rancocas Creek Logistics, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker load confirmation: load number and weekday MM/DD/YYYY send date up top, carrier and equipment blocks side by side, three stops with pickup/delivery/PO reference numbers and weights, a short rate block (flat linehaul, fuel surcharge, stop-off) whose total is printed with the amount in words, then terms listing accessorial rates, cargo value and quick-pay percentage that are not part of the total',
    text: "RANCOCAS CREEK LOGISTICS, LLC                         LOAD CONFIRMATION & CARRIER RATE AGREEMENT\n400 Creek Rd, Suite 210, Mount Laurel NJ 08054        MC 884120   Broker bond BMC-84 #RCL-2290\nCarrier desk (856) 555-0183   carriers@rancocascreeklogistics.com\n\nLoad #: RCL-7741902          Date sent: Tue 03/10/2026 09:42 ET      Rep: Danielle Okafor x 227\n\nCARRIER                                               EQUIPMENT\nPine Barrens Transit LLC                              53' dry van, air-ride, load locks\nMC 1209930   USDOT 3410087                            Max weight 42,000 lb   Temp: n/a\nDispatcher: Luis Ferreira  (609) 555-0129             Team: No    Hazmat: No\n\nSTOP 1 - PICKUP         Wed 03/11/2026  0700-1100     Pickup # 88123\n  Delaware Valley Paperboard, 1 Riverside Dr, Burlington NJ 08016\n  Ref PO 4500187734, 24 plts corrugated, 38,400 lb\nSTOP 2 - DROP           Thu 03/12/2026  0800 appt     Delivery # DV-5521\n  Shenandoah Box Works, 905 Commerce Pkwy, Harrisonburg VA 22801   (partial, 10 plts)\nSTOP 3 - DROP           Thu 03/12/2026  1400 appt\n  Blue Ridge Packaging, 77 Plant Rd, Roanoke VA 24012              (final, 14 plts)\n\nRATE\n  Linehaul (flat)                                  2,450.00\n  Fuel surcharge                                     412.00\n  Stop-off (1 extra drop)                             75.00\n  TOTAL CARRIER PAY                          USD   2,937.00\n  (Two thousand nine hundred thirty-seven and 00/100 US dollars)\n\nAccessorials only if approved in writing before incurred: detention $50/hr after 2 free hrs,\nTONU $150, lumper reimbursed with receipt. Cargo value up to $100,000 must be insured.\nPayment: 30 days from receipt of signed BOL + invoice; QuickPay 2 days at 2.5%.\nCarrier may not re-broker or co-load. Sign and return to confirm.\n\nCarrier signature ______________________  Date ________      Page 1 of 1\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 293700,
      broker: 'RANCOCAS CREEK LOGISTICS, LLC',
      tripNumber: 'RCL-7741902',
    },
  },
];
