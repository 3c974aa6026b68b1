import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 119: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages, summary box on top, two-line
 * load rows and a This Period / Year to Date charges list; US lessor 72% percentage plan with
 * per-load calculation blocks, a boxed net in the top-right and installment balances; US dispatch
 * service weekly recap that collects from brokers and sends the net ACH, with per-load dispatch and
 * quick-pay fee columns; French Quebec état de compte with side-by-side GAINS / RETENUES columns,
 * TPS/TVQ-included total and Cumul annuel figures; Spanish Mexican liquidación de permisionario in
 * MXN with coded percepciones including IVA and toll reimbursement, IVA/ISR withholdings and the net
 * boxed first), two pay stubs (US Florida company driver, stacked sections with YTD and a split
 * deposit; Manitoba boxed bi-weekly stub with net in the header, vacation pay, CPP/EI), a factoring
 * purchase and funding notice with wrapped debtor names, per-invoice discount/reserve columns and a
 * reserve release, a Montana heavy-truck repair order/invoice, and an Ontario truck-stop fuel receipt.
 * Countries: 6 US, 3 CA (one French), 1 MX. Date formats: Mon D, YYYY and MM/DD/YY; DD-Mon-YY;
 * M/D/YYYY and M/D; DD/MM/YYYY and French month names (vendredi 29 mai 2026); Spanish month names
 * (19 de junio de 2026) and DD/mmm; MM/DD/YYYY; day-first DD/MM/YYYY; weekday month-name
 * (Thursday, July 9, 2026); Mon DD YYYY; DD-MON-YYYY. Number formats: 1,234.56, French 1 234,56 $,
 * signed adjustments and parenthesised totals.
 */
export const HELD_OUT_DOCUMENTS_119: CorpusDocument[] = [
  {
    id: 'b119-shongaloo-two-page-summary-box',
    issuer: 'Shongaloo Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement: a summary box at the top (earnings, charges, reimbursements, deposit), a load table with each order on two lines (lane, then customer/BOL sub-line) and a totals row, page break with repeated header, then a charges list with This Period and Year to Date columns, a reimbursements block and escrow/fuel-card balances in the footer; Mon D, YYYY and MM/DD/YY dates',
    text: 'SHONGALOO FREIGHT LINES, INC.                                        CONTRACTOR PAY STATEMENT\n2201 Industrial Loop  Minden, LA 71055                                              Page 1 of 2\nUSDOT 2875516   MC 960214   (318) 555-0172\n\nContractor:  T. OKAFOR HAULING LLC   (Unit 1182)           Statement No.  SFL-2611-1182\nSettlement Period:  Mar 8, 2026 thru Mar 14, 2026          Pay Date:      Mar 20, 2026\n ____________________________________________________________\n| THIS SETTLEMENT                                            |\n|   Earnings ...................................  3,015.58   |\n|   Less charges ...............................  1,908.26   |\n|   Plus reimbursements ........................    197.75   |\n|   DEPOSITED TO ACCOUNT ****6604 ..............  1,305.07   |\n|____________________________________________________________|\n\nLOADS  (paid miles @ $1.58 / FSC @ $0.49 per paid mile)\nOrder#   Ship Date  Origin / Destination               Paid Mi     Linehaul       FSC    Extra\n-------- ---------  ---------------------------------  -------  -----------  --------  -------\n260388   03/08/26   Minden LA -> Birmingham AL             427       674.66    209.23     0.00\n                    Caddo Paper Co.  BOL 99812\n260402   03/10/26   Birmingham AL -> Louisville KY         612       966.96    299.88    80.00\n                    Magic City Steel  BOL 5510-7\n260417   03/12/26   Louisville KY -> Memphis TN            355       560.90    173.95    50.00\n                    Ohio Falls Foods  BOL 33017 / 2nd stop Jackson TN\n-------- ---------  ---------------------------------  -------  -----------  --------  -------\nTOTALS                                                   1,394     2,202.52    683.06   130.00\n  Extra: 260402 detention 2.0 hrs @ 40.00 = 80.00;  260417 stop-off Jackson TN = 50.00\n\n                                 -- continued on page 2 --\n\fSHONGALOO FREIGHT LINES, INC.       Statement SFL-2611-1182   T. OKAFOR HAULING LLC   Page 2 of 2\n\nCHARGES                                    This Period    Year to Date\n  Fuel purchases - EFS card (6)               1,287.44       14,302.18\n  Cash advance 03/10/26                         250.00        1,250.00\n  Occupational accident ins.                     42.50          467.50\n  Trailer rental T-5530                          95.00        1,045.00\n  ELD / telematics                               24.99          274.89\n  Plate program installment                      58.33          641.63\n  Escrow deposit                                150.00        1,650.00\n                                           -----------    ------------\n  TOTAL CHARGES                               1,908.26       19,631.20\n\nREIMBURSEMENTS (non-taxable, receipts attached)\n  Lumper - order 260388 (rcpt #A-44190)         185.00\n  CAT scale - order 260402                       12.75\n  TOTAL REIMBURSEMENTS                          197.75\n\nEscrow account balance as of 03/14/26:  2,850.00     Escrow target:  3,500.00\nFuel card limit remaining:  1,712.56\nQuestions on this statement: settlements@shongaloofreight.com within 14 days of pay date.\nShongaloo Freight Lines, Inc. - contractor settlements - printed 03/19/26 16:02\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 301558,
      netCents: 130507,
      date: '2026-03-20',
      broker: 'SHONGALOO FREIGHT LINES, INC.',
      tripNumber: '260388',
      miles: 1394,
      linehaulCents: 220252,
      fuelSurchargeCents: 68306,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: 19775,
      deductions: [128744, 4250, 9500, 2499, 5833],
    },
  },
  {
    id: 'b119-toiyabe-lessor-percentage-blocks',
    issuer: 'Toiyabe Range Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-plan statement: boxed net-due figure in the top-right beside the title, each load as a header line with indented revenue x 72% and FSC x 100% calculation lines (one with a layover note), charges with an Amount and a Bal. Remaining column for installment items and the maintenance account, and a two-column recap with miles and revenue per mile; DD-Mon-YY dates',
    text: 'TOIYABE RANGE TRACTOR LEASING, LLC\n4790 Longley Lane, Bldg 3, Reno, NV 89502\n775-555-0148  lessee.accounts@toiyaberange.com\n                                                   +-----------------------------+\nLEASE OPERATOR REVENUE STATEMENT                   |  NET DUE LESSEE   1,626.21   |\n                                                   |  EFT  17-Apr-26             |\n                                                   +-----------------------------+\nLessee: Dwayne R. Castellanos      Lessee ID: TR-208      Stmt: 26-15-208\nRevenue wk: 05-Apr-26 to 11-Apr-26       Plan: 72% of line revenue + 100% FSC\n\nREVENUE DETAIL\nLoad 61-4407   disp 06-Apr-26   Reno NV > Sacramento CA   (132 mi)\n    Line revenue             1,150.00  x 72% =    828.00\n    Fuel surcharge             186.00  x100% =    186.00\nLoad 61-4419   disp 08-Apr-26   W. Sacramento CA > Boise ID   (560 mi)\n    Line revenue             2,480.00  x 72% =  1,785.60\n    Fuel surcharge             402.00  x100% =    402.00\n    Layover 04/09 (receiver closed) 100% to lessee\n    Layover                    150.00  x100% =    150.00\nLoad 61-4432   disp 10-Apr-26   Boise ID > Salt Lake City UT   (340 mi)\n    Line revenue             1,310.00  x 72% =    943.20\n    Fuel surcharge             218.00  x100% =    218.00\n                                              ----------\n    Lessee compensation                         4,512.80\n\nCHARGES TO LESSEE                                       Amount   Bal. Remaining\n  Tractor lease pmt - unit TR-208 (wk 15 of 156)        685.00\n  Fuel - Pilot/Flying J network (5 txns)              1,402.19\n  Comchek advance 04/08                                 400.00\n  Non-trucking liability                                 36.00\n  Physical damage (stated value 118,000)                 88.40\n  Tire program installment                               75.00           450.00\n  Maintenance account deposit                           200.00         3,400.00\n                                                    ----------\n  Total charges                                       2,886.59\n\nRECAP\n  Revenue share (72%)        3,556.80      Miles dispatched      1,032\n  Fuel surcharge               806.00      Revenue / mile        4.79\n  Accessorial (layover)        150.00      Lease pmts remaining  141\n  Less total charges       (2,886.59)\n  NET DUE LESSEE             1,626.21\n\nMaintenance account may be drawn for approved repairs only. Balance refundable per Lease Sec. 14.\nTRLL-STMT v4.2                                                                       1/1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 451280,
      netCents: 162621,
      date: '2026-04-17',
      broker: 'TOIYABE RANGE TRACTOR LEASING, LLC',
      tripNumber: '61-4407',
      miles: 1032,
      linehaulCents: 355680,
      fuelSurchargeCents: 80600,
      advancesCents: 40000,
      escrowCents: 20000,
      reimbursementsCents: null,
      deductions: [68500, 140219, 3600, 8840, 7500],
    },
  },
  {
    id: 'b119-paintrock-dispatch-recap-fee-columns',
    issuer: 'Paintrock Dispatch Solutions LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service weekly recap that collects from brokers and sends the net ACH: dotted-leader summary at the top (gross, lumper pass-through, fees, net), an over-wide load table with broker, load ref, miles, rate, extras and per-load dispatch-8% and quick-pay-2% fee columns with a totals row, an other-charges list and a written settlement-math line; M/D/YYYY and M/D dates',
    text: "PAINTROCK DISPATCH SOLUTIONS LLC\n1319 Sheridan Ave Ste 4, Cody WY 82414   |   ops@paintrockdispatch.com   |   (307) 555-0181\n\nCARRIER WEEKLY RECAP                                                   Week ending 4/24/2026\nCarrier: Halvorsen Line Haul LLC  (MC 1290443 / DOT 3710025)     Truck 7 / 53' reefer\nPayment method: ACH sent 4/28/2026 to acct ending 2291           Recap # PDS-0424-HLH\n\n   Loads this week ........ 3            Loaded miles ......... 1,198\n   Gross revenue .......... 5,745.00     Lumper pass-through .. 210.00\n   Fees + charges ......... 1,105.70\n   NET ACH TO CARRIER ..... 4,849.30\n\nLOAD DETAIL (we invoice the broker, collect via QuickPay and remit to you)\n=============================================================================================================================\n #  Broker                        Load ref    PU    Lane                               Mi      Rate   Extras  Disp 8%   QP 2%\n=============================================================================================================================\n 1  Coteau Ridge Logistics        7739120     4/20  Billings MT -> Fargo ND           602  2,350.00     0.00   188.00   47.00\n 2  Big Muddy Freight Solutions   BMF-20418   4/22  Fargo ND -> Sioux Falls SD        248  1,875.00   100.00   150.00   39.50\n 3  Greybull Brokerage Inc        55-01876    4/23  Sioux Falls SD -> Rapid City SD   348  1,420.00   210.00   113.60   32.60\n-----------------------------------------------------------------------------------------------------------------------------\n    Totals                                                                          1,198  5,645.00   310.00   451.60  119.10\n   Extras: load 2 detention 2 hrs (billed 100.00, earned); load 3 lumper 210.00 paid by driver,\n   rebilled to Greybull and passed back to carrier at cost. Dispatch % is charged on rate only.\n\nOTHER CHARGES\n   Fuel advance 4/21 (Comchek #8841)               500.00\n   Load board + ELD subscription (Apr)              35.00\n\nSETTLEMENT MATH\n   Rates 5,645.00 + detention 100.00 = 5,745.00\n   - dispatch 451.60 - quickpay 119.10 - advance 500.00 - subscription 35.00\n   + lumper reimb 210.00  =  4,849.30\n\nReply to this recap within 3 business days with any rate discrepancy. Paintrock is a dispatch\nservice, not a broker or carrier; all loads move under the carrier's own authority.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 574500,
      netCents: 484930,
      date: '2026-04-28',
      broker: 'Paintrock Dispatch Solutions LLC',
      tripNumber: '7739120',
      miles: 1198,
      linehaulCents: 564500,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: 21000,
      deductions: [45160, 11910, 3500],
    },
  },
  {
    id: 'b119-pabos-chandler-gains-retenues-cote-a-cote',
    issuer: 'Transports Pabos-Chandler inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec subcontractor statement (état de compte du voiturier): flat-rate trip table with 18 % fuel surcharge and waiting-time columns and an unlabelled totals row, then side-by-side GAINS (sub-total, TPS, TVQ, taxes-included total) and RETENUES columns where the deductions carry Semaine and Cumul annuel figures, a non-taxable parking/scale reimbursement line and a deposit equation; French number format (1 234,56 $), DD/MM/YYYY and French month-name dates',
    text: "TRANSPORTS PABOS-CHANDLER INC.\n112, route 132 Est, Chandler (Québec)  G0C 1K0          Tél. : 418 555-0139\nTPS : 80214 5530 RT0001            TVQ : 1220467718 TQ0001\n\n                  ÉTAT DE COMPTE DU VOITURIER SOUS-CONTRAT\n\nNo d'état : PC-2621-14                      Semaine du 17/05/2026 au 23/05/2026\nVoiturier : Transport Yvon Cloutier enr. (unité 14)\nVersement : vendredi 29 mai 2026 - virement Caisse Desjardins du Littoral gaspésien\n\nVoyages   Date   Parcours                                  Forfait   Surch. 18 %    Attente\n-------   -----  ---------------------------------------  ---------  -----------  ---------\nV-20817   18/05  Chandler -> Québec (Saint-Augustin)       1 450,00       261,00       0,00\nV-20833   20/05  Québec -> Rimouski                          780,00       140,40      70,00\nV-20841   21/05  Rimouski -> Gaspé                         1 020,00       183,60       0,00\nV-20856   22/05  Gaspé -> Chandler                           420,00        75,60       0,00\n                                                          ---------  -----------  ---------\n                                                           3 670,00       660,60      70,00\nAttente : V-20833, 2 h x 35,00 $ chez le destinataire (Rimouski).\n\nGAINS                                 | RETENUES                       Semaine  Cumul annuel\n--------------------------------------+-----------------------------------------------------\nForfaits voyages            3 670,00  | Carburant (cartes Irving)     1 744,18     31 208,54\nSurcharge carburant 18 %      660,60  | Avance du 19/05/2026            300,00      2 100,00\nTemps d'attente                70,00  | Assurance marchandises           96,30      1 926,00\nSous-total                  4 400,60  | Location remorque R-77          140,00      2 800,00\nTPS 5 %                       220,03  | CNESST                           41,27        825,40\nTVQ 9,975 %                   438,96  | Fonds de réserve                125,00      2 500,00\nTOTAL DES GAINS             5 059,59  | TOTAL DES RETENUES            2 446,75     41 359,94\n\nRemboursement non taxable (stationnement sécurisé et pesée, reçus joints) : 64,50 $\n\nCALCUL DU DÉPÔT : 5 059,59 $ - 2 446,75 $ + 64,50 $\nMONTANT DÉPOSÉ LE 29 MAI 2026 ......................................... 2 677,34 $\n\nSolde du fonds de réserve au 23/05/2026 : 3 875,00 $   (objectif 5 000,00 $)\nLes montants en cumul annuel sont fournis à titre d'information seulement.\nPage 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 505959,
      netCents: 267734,
      date: '2026-05-29',
      broker: 'TRANSPORTS PABOS-CHANDLER INC.',
      tripNumber: 'V-20817',
      miles: null,
      linehaulCents: 367000,
      fuelSurchargeCents: 66060,
      advancesCents: 30000,
      escrowCents: 12500,
      reimbursementsCents: 6450,
      deductions: [174418, 9630, 14000, 4127],
    },
  },
  {
    id: 'b119-quimixtlan-liquidacion-codigos',
    issuer: 'Quimixtlán Autotransportes del Altiplano, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish Mexican weekly owner-operator settlement (liquidación de permisionario) in MXN: boxed net-to-pay with the amount in words at the top before any detail, a trip table with carta porte, flete and maniobras columns, coded percepciones (P-0xx) whose IVA-and-toll-inclusive total is the gross, coded retenciones/descuentos (R-/D-) with IVA and ISR withholdings, an advance and a guarantee fund, a net equation and balance lines; Spanish day-month-name dates and DD/mmm, US-style number format',
    text: 'QUIMIXTLÁN AUTOTRANSPORTES DEL ALTIPLANO, S.A. DE C.V.\nBlvd. Esteban de Antuñano 2715, Col. Reforma, Puebla, Pue., C.P. 72160\nRFC QAA110824MJ6   Permiso SICT 2104QAA11082401   Tel. 222 555 0193\n\n          LIQUIDACIÓN SEMANAL DE PERMISIONARIO  -  FOLIO LS-2624-033\n\nPermisionario : ESTEBAN ROJAS VILLEGAS          RFC ROVE800514HT2 (RESICO)   No. 033\nPeriodo       : 7 al 13 de junio de 2026\nFecha de pago : 19 de junio de 2026, transferencia SPEI a BBVA ****4418\n\n  +------------------------------------------------------------------+\n  |  IMPORTE NETO A PAGAR:  $ 24,588.62 M.N.                         |\n  |  (VEINTICUATRO MIL QUINIENTOS OCHENTA Y OCHO PESOS 62/100 M.N.)  |\n  +------------------------------------------------------------------+\n\nVIAJES DEL PERIODO\nViaje     Fecha   Ruta                                     Carta porte         Flete    Maniobras\nQX-5521   08/jun  Puebla, Pue. - Veracruz, Ver.            CP 71-88204     14,200.00         0.00\nQX-5538   10/jun  Veracruz, Ver. - Cuautitlán, Edo. Méx.   CP 71-88261     16,750.00       900.00\nQX-5544   12/jun  Cuautitlán, Edo. Méx. - Puebla, Pue.     CP 71-88297      6,300.00         0.00\n                                                                         -----------  -----------\n                                                             Sumas         37,250.00       900.00\n   Maniobras QX-5538: carga y descarga con montacargas en Veracruz, $900.00.\n\nPERCEPCIONES                                                  Importe\n  P-010  Fletes                                          $   37,250.00\n  P-020  Maniobras                                       $      900.00\n         Base gravable                                   $   38,150.00\n  P-030  IVA trasladado 16%                              $    6,104.00\n  P-040  Reembolso de casetas (no gravable, con tickets) $    3,918.00\n         TOTAL PERCEPCIONES                              $   48,172.00\n\nRETENCIONES Y DESCUENTOS\n  R-001  Retención IVA 4%                                $    1,526.00\n  R-002  Retención ISR 1.25% (RESICO)                    $      476.88\n  D-110  Diésel (vales Ticket Car)                       $   15,840.50\n  D-120  Anticipo de viáticos 09/jun                     $    4,000.00\n  D-130  Fondo de garantía                               $      800.00\n  D-140  Seguro de carga (prorrata)                      $      650.00\n  D-150  Rastreo satelital GPS                           $      290.00\n         TOTAL DEDUCCIONES                               $   23,583.38\n\n         NETO = 48,172.00 - 23,583.38 = 24,588.62\n\nSaldo acumulado fondo de garantía: $ 9,600.00     Saldo anticipos pendientes: $ 0.00\nLas retenciones se enterarán al SAT y se entregará constancia mensual.\n\n_____________________________            _____________________________\n   Recibí conforme (permisionario)                Autorizó (tesorería)\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 4817200,
      netCents: 2458862,
      date: '2026-06-19',
      broker: 'QUIMIXTLÁN AUTOTRANSPORTES DEL ALTIPLANO, S.A. DE C.V.',
      tripNumber: 'QX-5521',
      miles: null,
      linehaulCents: 3725000,
      fuelSurchargeCents: null,
      advancesCents: 400000,
      escrowCents: 80000,
      reimbursementsCents: 391800,
      deductions: [152600, 47688, 1584050, 65000, 29000],
    },
  },
  {
    id: 'b119-suwannee-stub-stacked-sections',
    issuer: 'Suwannee Springs Refrigerated, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'US company-driver earnings statement with stacked sections (earnings with rate/units, pre-tax deductions, taxes withheld, after-tax advance repayment) each carrying This Period and Year-To-Date columns, totals, a split direct-deposit distribution, taxable-wage and balance footnotes and a tear-off non-negotiable advice; MM/DD/YYYY dates',
    text: 'Suwannee Springs Refrigerated, Inc.                              EARNINGS STATEMENT\n1604 Industrial Park Dr NW  Live Oak FL 32064                     Check/Advice No. 0071452\nPayroll: (386) 555-0110\n\nEmployee   : MARCUS D. PELLETIER          Emp #: 40327       Dept: OTR REEFER\nPay Period : 02/01/2026 - 02/07/2026      Pay Date: 02/13/2026\nFed Filing : Single  W-4 (2020+)          State: FL (no state income tax)\n\nEARNINGS                          Rate      Units      This Period      Year-To-Date\n  Mileage - dispatched          0.5800      2,316         1,343.28          8,904.16\n  Stop pay                     25.0000          3            75.00            450.00\n  Detention                    20.0000       2.00            40.00            160.00\n  Safety bonus (Jan)                                         50.00             50.00\n  GROSS PAY                                               1,508.28          9,564.16\n\nPRE-TAX DEDUCTIONS                                       This Period      Year-To-Date\n  401(k) 4%                                                 60.33            382.57\n  Medical - Employee + Spouse                               68.50            411.00\n  Dental                                                     7.25             43.50\n\nTAXES WITHHELD\n  Federal Income Tax                                       118.40            710.40\n  Social Security (OASDI)                                   88.82            564.80\n  Medicare                                                  20.77            132.09\n\nAFTER-TAX DEDUCTIONS\n  Road advance repayment (adv. 01/29)                      100.00            300.00\n\n  TOTAL DEDUCTIONS                                         464.07\n  NET PAY                                                1,044.21          7,019.80\n\nNET PAY DISTRIBUTION\n  Direct Deposit  Checking  xxxxx3390       894.21\n  Direct Deposit  Savings   xxxxx7712       150.00\n\nTaxable wages (Fed): 1,372.20    OASDI/Medicare wages: 1,432.53\nPaid miles YTD: 15,352     PTO balance: 16.00 hrs     Advance balance owed: 0.00\n- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\nSuwannee Springs Refrigerated, Inc.                            No. 0071452   02/13/2026\nPAY TO: MARCUS D. PELLETIER\n           *** THIS IS NOT A CHECK - NON-NEGOTIABLE - DIRECT DEPOSIT ADVICE ***\n           AMOUNT DEPOSITED: $1,044.21\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 150828,
      netCents: 104421,
      date: '2026-02-13',
      broker: 'Suwannee Springs Refrigerated, Inc.',
      tripNumber: null,
      miles: 2316,
      linehaulCents: 134328,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [6033, 6850, 725, 11840, 8882, 2077],
    },
  },
  {
    id: 'b119-souris-valley-boxed-stub-net-first',
    issuer: 'Souris Valley Bulk Haulers Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Manitoba company-driver bi-weekly pay stub drawn as one ruled box: net pay printed in the header band beside the title, day-first pay date and period, per-mile earnings with qty/rate columns plus border, drop-and-hook and layover pay and a 4% vacation pay line, statutory and voluntary deductions with Current and Year-to-date columns, deposit line, YTD gross footnote; DD/MM/YYYY dates',
    text: 'SOURIS VALLEY BULK HAULERS LTD.\n55 Kirkcaldy Drive, Brandon, Manitoba  R7A 0A4        Payroll: 204-555-0166\n+----------------------------------------------------------------------------+\n| STATEMENT OF EARNINGS AND DEDUCTIONS             ** NET PAY **  $1,648.01  |\n| Pay date: 27/02/2026      Period: 08/02/2026 to 21/02/2026      Bi-weekly  |\n+----------------------------------------------------------------------------+\n| Employee: Gurpreet S. Dhaliwal      Employee no.: 0582    Class: Linehaul  |\n| TD1 Fed: claim code 1   TD1MB: claim code 1    SIN: ***-***-418            |\n+----------------------------------------------------------------------------+\n| EARNINGS                               Qty      Rate             Current   |\n| Highway miles (US/CA)             3,148 mi    0.6400            2,014.72   |\n| Border crossings                         2     30.00               60.00   |\n| Drop & hook                              3     20.00               60.00   |\n| Layover - Chicago IL                     1    100.00              100.00   |\n| Vacation pay 4%                                                    89.39   |\n| GROSS EARNINGS                                                  2,324.11   |\n+----------------------------------------------------------------------------+\n| DEDUCTIONS                                     Current      Year to date   |\n| Canada Pension Plan                             130.27            511.64   |\n| Employment Insurance                             37.88            148.94   |\n| Federal income tax                              221.40            871.60   |\n| Manitoba income tax                             168.95            663.30   |\n| Group health & dental                            42.60            170.40   |\n| Group RRSP                                       50.00            200.00   |\n| Safety boots (3 of 4)                            25.00             75.00   |\n| TOTAL DEDUCTIONS                                676.10                     |\n+----------------------------------------------------------------------------+\n| Deposited to: CIBC  tr 00526-010  acct ****0934      $1,648.01             |\n+----------------------------------------------------------------------------+\n\nYear to date gross earnings: 9,137.64      Vacation pay paid out YTD: 351.45\nMiles this period are from ELD trip sheets (loaded and empty). Question? payroll@sourisvalleybulk.ca\nEmployer: Souris Valley Bulk Haulers Ltd.  BN 81377 2904 RP0001\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 232411,
      netCents: 164801,
      date: '2026-02-27',
      broker: 'SOURIS VALLEY BULK HAULERS LTD.',
      tripNumber: null,
      miles: 3148,
      linehaulCents: 201472,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [13027, 3788, 22140, 16895, 4260, 5000, 2500],
    },
  },
  {
    id: 'b119-stikine-schedule-wrapped-debtors',
    issuer: 'Stikine Portage Funding, Inc.',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and funding notice: schedule table with invoice, account debtor (long names wrapped onto a second line), load/PO, face, per-invoice discount, reserve and advanced columns with a count-labelled totals row, a signed adjustments block (fuel advance recovery, chargeback, wire fee, reserve release from an earlier schedule), a wired-amount recap and an account snapshot with A/R, reserve and credit-limit balances; weekday month-name and MM/DD/YY dates',
    text: 'STIKINE PORTAGE FUNDING, INC.\nPO Box 40218  |  Spokane, WA 99220  |  client.services@stikineportage.com  |  (509) 555-0177\n\nPURCHASE & FUNDING NOTICE                                      Schedule of Accounts No. 2288\nClient:  RIMFIRE FLATBED LLC  (client ID 6014)\nFunded:  Thursday, July 9, 2026         Method: Same-day wire   Ref FW-260709-6014\nAdvance rate 90%  /  Reserve 10%  /  Discount 3.00% flat per invoice\n\nInv #   Account Debtor         Load / PO       Inv Date      Face Amt    Discount     Reserve     Advanced\n-----   --------------------   -------------   --------   ----------   ---------   ---------   ----------\n3307    Wapsipinicon Freight   W-44812         06/29/26     2,450.00       73.50      245.00     2,131.50\n        Brokerage LLC\n3308    Coosawhatchie          CL0098817       06/30/26     1,875.00       56.25      187.50     1,631.25\n        Logistics, Inc.\n3309    Wapsipinicon Freight   W-44871         07/01/26     3,120.00       93.60      312.00     2,714.40\n        Brokerage LLC\n3310    Big Sioux              BSTB-7730       07/02/26       980.00       29.40       98.00       852.60\n        Transportation Brokers\n-----   --------------------   -------------   --------   ----------   ---------   ---------   ----------\n4 invoices                                                  8,425.00      252.75      842.50     7,329.75\n\nADJUSTMENTS TO THIS FUNDING\n  Fuel advance 07/06/26 (EFS check 55102) recovered                  -600.00\n  Chargeback: short pay inv 3261 (Coosawhatchie, TONU dispute)       -120.00\n  Same-day wire fee                                                   -25.00\n  Reserve release - Schedule 2241 (all invoices collected)           +415.00\n\n  Total advanced on schedule         7,329.75\n  Net adjustments                     -330.00\n  AMOUNT WIRED TO CLIENT             6,999.75\n\nACCOUNT SNAPSHOT (after this funding)\n  Open A/R purchased:  14,870.00     Reserve held:  2,318.50     Invoices > 45 days:  0\n  Wapsipinicon Freight Brokerage LLC credit limit 25,000.00 / used 9,740.00\n\nNotice of assignment: remit payment for these invoices only to Stikine Portage Funding, Inc.\nReserve is released upon collection per Sec. 5 of the Factoring Agreement.        Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 842500,
      netCents: 699975,
      date: '2026-07-09',
      broker: 'Wapsipinicon Freight Brokerage LLC',
      tripNumber: 'W-44812',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 60000,
      escrowCents: 84250,
      reimbursementsCents: null,
      deductions: [25275, 12000, 2500],
    },
  },
  {
    id: 'b119-ulm-pishkun-repair-order',
    issuer: 'Ulm Pishkun Diesel Works, LLC',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-truck repair order/invoice: header with invoice number and month-name invoice date beside date-in/date-out timestamps, labor operations with hours x rate, a parts table with class, part number, qty, unit and extension, technician notes, and a right-hand totals box with shop supplies, disposal fee, a deposit and balance due; Mon DD YYYY and MM/DD/YY dates',
    text: 'ULM PISHKUN DIESEL WORKS, LLC                                      REPAIR ORDER / INVOICE\n2214 Ulm Frontage Rd, Ulm, MT 59485          Ph 406-555-0124          Invoice  No. 18820\nHeavy truck & trailer  -  road service 24/7                           Invoice Date Aug 11 2026\n\nBill To: Blackleaf Grain Transport LLC              Unit: 12   2019 Kenworth T880   VIN ...J41728\n         PO Box 311, Choteau MT 59422               Odometer in: 612,488   Engine hrs: 18,904\nDate In 08/10/26 07:40    Date Out 08/11/26 15:10    Writer: K. Halvorson    Cust PO: BG-0810\n\nLABOR\n  A  PM-B service, Cummins X15, chassis lube                           2.0 hr  @ 145.00    290.00\n  B  Reline drive axle brakes (both sides), replace drums & slacks     5.5 hr  @ 145.00    797.50\n  C  Diagnose ABS light - WSS sensor harness repaired                  1.2 hr  @ 145.00    174.00\n                                                                            Labor total  1,261.50\n\nPARTS\n  Ln  Cls   Part No.     Description                      Qty    Unit       Ext\n   1  FLTR  LF14000NN    Oil filter, Fleetguard             1   68.95     68.95\n   2  FLTR  FF63009      Fuel filter, primary               1   54.10     54.10\n   3  FLTR  FS53000      Fuel/water separator               1   71.88     71.88\n   4  OIL   15W40-CK4    Engine oil 15W-40 CK-4 (gal)      11   18.75    206.25\n   5  BRK   4707Q-KIT    Brake shoe kit, drive axle         2  142.50    285.00\n   6  BRK   3219R        Brake drum 16.5 x 7                2  219.00    438.00\n   7  BRK   S-ADJ-65     Slack adjuster, automatic          2   68.40    136.80\n                                                               Parts total  1,260.98\n\nTechnician notes: LF drive WSS harness chafed at frame clip, spliced & heat-shrunk, re-clipped.\nBrake stroke after adj: all within limits. Steer shoes 45%, trailer not inspected.\n\n                                                +------------------------------------+\n                                                | Parts                     1,260.98 |\n                                                | Labor                     1,261.50 |\n                                                | Shop supplies 5% lab.        63.08 |\n                                                | Oil / filter disposal        15.00 |\n                                                | INVOICE TOTAL             2,600.56 |\n                                                | Less deposit 08/10 Visa    -500.00 |\n                                                | BALANCE DUE               2,100.56 |\n                                                +------------------------------------+\nTerms: balance due on receipt. Parts warranty per manufacturer; labor 90 days / 10,000 mi.\nMontana - no sales tax collected.                              Customer signature: ______________\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-08-11',
    },
  },
  {
    id: 'b119-pukaskwa-fuel-receipt-hst-included',
    issuer: 'Pukaskwa Highway Fuels Ltd.',
    issuerKind: 'merchant',
    country: 'CA',
    split: 'held_out',
    layout:
      'Narrow Ontario truck-stop commercial fuel receipt: litres x price-per-litre lines for diesel and bulk DEF, subtotal and CAD total, HST, federal excise and Ontario fuel tax shown as included amounts, fleet-card tender with unit/driver/odometer prompts, card-limit and loyalty balances; DD-MON-YYYY date with time',
    text: '        PUKASKWA HIGHWAY FUELS LTD.\n     Hwy 17 at Peninsula Rd, Marathon ON\n             P0T 2E0  807-555-0152\n        HST Reg # 79432 1187 RT0001\n\n   ***  COMMERCIAL FUEL - CUSTOMER COPY  ***\n\nDATE: 03-SEP-2026      TIME: 14:22:07\nTRAN#: 0447182   TERM: 02   PUMP: 7\nCASHIER: DESKT-1 / ANNIKA\n-------------------------------------------\nDIESEL LS CLEAR    PUMP 7\n  412.650 L @ 1.689 /L               696.97\nDEF - BULK         PUMP 7 (DEF)\n   37.850 L @ 1.299 /L                49.17\n-------------------------------------------\nSUBTOTAL                             746.14\nTOTAL CAD                            746.14\n\n  HST 13% INCLUDED IN TOTAL           85.84\n  FED EXCISE 0.040/L INCL.            16.51\n  ON FUEL TAX 0.090/L INCL.           37.14\n\nFLEET CARD ****8830                  746.14\n  AUTH 57T2Q9     ENTRY: CHIP\n  COMPANY: LAC SEUL REEFER EXPRESS\n  UNIT: 44    DRIVER ID: 2207\n  ODOMETER: 481,220 KM   TRAILER: R-310\nCHANGE                                 0.00\n\n   CARD LIMIT REMAINING TODAY: 1,253.86\n   LOYALTY PTS THIS VISIT: 413  BAL: 18,906\n\n     THANK YOU - DRIVE SAFE ON THE 17\n    KEEP THIS RECEIPT FOR IFTA / IRP RECORDS\n',
    expected: {
      documentType: 'fuel_receipt',
      grossCents: null,
      netCents: null,
      date: '2026-09-03',
    },
  },
];
