import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 133: ten trucking pay documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier with the totals boxed at the top and
 * per-load blocks; US lessor 72% lease-purchase plan over two pages split by a form feed, with a
 * customer freight-revenue column that is not the lessee's pay; US dispatch service remittance with a
 * pipe-ruled load grid and no printed gross; French Quebec bulk subcontractor état de compte with
 * TPS/TVQ and side-by-side gains/retenues; Spanish Mexican liquidación to a permisionario with the
 * net boxed at the top, IVA and retenciones), two pay stubs (US weekly stub under a voided check with
 * current/YTD columns and a draw repayment; British Columbia bi-weekly statement with a current/YTD
 * summary grid, CPP/EI and non-taxable reimbursements), a non-recourse factoring notice of funding
 * with the summary above the invoice detail and a per-invoice fee column, a heavy-truck repair
 * invoice with many competing dates, and a flatbed broker rate confirmation.
 * Countries: 7 US, 2 CA (one French Quebec, one BC), 1 MX.
 * Date formats: MM/DD/YYYY, DD MON YYYY, ISO YYYY-MM-DD, French weekday month-name dates with DD/MM
 * trip dates, Spanish month names with DD/MM/YYYY, MM-DD-YY, YYYY/MM/DD, Mon D, YYYY, MM/DD/YY and
 * Mon-DD-YYYY. Number formats: 1,234.56, French 1 234,56 $, MXN $1,234.56, parentheses negatives,
 * trailing minus markers.
 */
export const HELD_OUT_DOCUMENTS_133: CorpusDocument[] = [
  {
    id: 'b133-ackerly-summary-box-per-load-blocks',
    issuer: 'Ackerly Draw Motor Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile owner-operator settlement with the gross/deductions/reimbursements/net boxed at the TOP, then one block per load (header line, indented loaded, deadhead, FSC and accessorial lines with a miles column), a deductions table with CURRENT and YEAR-TO-DATE columns (advance and escrow mixed in), a lumper reimbursement, and an escrow account line with beginning/interest/ending balances; MM/DD/YYYY dates',
    text: 'ACKERLY DRAW MOTOR CARRIERS, INC.                          OWNER-OPERATOR PAY SETTLEMENT\nFM 2053 at CR 11 / PO Box 88, Ackerly, TX 79713            Settlement No.  S-2611-0263\nOffice 432-555-0128   MC 1402267   USDOT 3820441            Check Date      03/20/2026\n                                                           Pay Period      03/08/2026 - 03/14/2026\nContractor: Lupe Carranza dba L.C. Haulers    Unit 263     Vendor ID       OO-0263\n\n+======================================================================================+\n|   GROSS SETTLEMENT      LESS DEDUCTIONS      PLUS REIMBURSEMENTS        NET CHECK     |\n|         2,263.24             1,400.94                   120.00           982.30     |\n+======================================================================================+\n\nPay basis: loaded 1.640/mi, deadhead 1.050/mi, FSC 0.440 per loaded mile (week 11 DOE index)\n\nLOAD DETAIL                                                         MILES            PAY\n----------------------------------------------------------------------------------------\nAD-70412  Disp 03/09/2026  Lubbock TX > Oklahoma City OK\n          Loaded 346 mi @ 1.640                                       346         567.44\n          Deadhead 22 mi @ 1.050                                       22          23.10\n          Fuel surcharge 346 mi @ 0.440                                           152.24\nAD-70431  Disp 03/10/2026  Oklahoma City OK > Wichita KS\n          Loaded 161 mi @ 1.640                                       161         264.04\n          Fuel surcharge 161 mi @ 0.440                                            70.84\n          Detention 03/10 (2.0 hrs @ 40.00)                                        80.00\nAD-70455  Disp 03/11/2026  Wichita KS > Amarillo TX\n          Loaded 358 mi @ 1.640                                       358         587.12\n          Deadhead 47 mi @ 1.050                                       47          49.35\n          Fuel surcharge 358 mi @ 0.440                                           157.52\n          Extra stop - Dumas TX                                                    40.00\nAD-70468  Disp 03/13/2026  Amarillo TX > Lubbock TX\n          Loaded 123 mi @ 1.640                                       123         201.72\n          Deadhead 15 mi @ 1.050                                       15          15.75\n          Fuel surcharge 123 mi @ 0.440                                            54.12\n----------------------------------------------------------------------------------------\nGROSS SETTLEMENT  (4 loads)                                         1,072       2,263.24\n\nDEDUCTIONS                                               CURRENT      YEAR-TO-DATE\n----------------------------------------------------------------------------------------\nFuel purchases - TCH card (6 txns)                        842.19          7,904.66\nComchek cash advance 03/11                                250.00            900.00\nOccupational accident                                      41.75            459.25\nLiability / cargo share                                    68.00            748.00\nELD - Omnitracs                                            14.00            154.00\nTrailer rental (53V-2217)                                  85.00            935.00\nEscrow deposit                                            100.00          1,100.00\n----------------------------------------------------------------------------------------\nTOTAL DEDUCTIONS                                        1,400.94         12,200.91\n\nREIMBURSEMENTS (receipt required)\n  Lumper - AD-70455, Cactus Foods DC, rcpt 40417                             120.00\n\nESCROW ACCOUNT          Beginning 2,350.00     Deposit 100.00     Interest 1.18     Ending 2,451.18\n\nNet check = gross settlement - deductions + reimbursements.  Paid by ACH to Lubbock National ...6611.\nQuestions: settlements@ackerlydraw.com.  Disputes within 15 days of check date.     Page 1 of 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 226324,
      netCents: 98230,
      date: '2026-03-20',
      broker: 'ACKERLY DRAW MOTOR CARRIERS, INC.',
      tripNumber: 'AD-70412',
      miles: 1072,
      linehaulCents: 170852,
      fuelSurchargeCents: 43472,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: 12000,
      deductions: [84219, 4175, 6800, 1400, 8500],
    },
  },
  {
    id: 'b133-bucyrus-two-page-lessee-settlement',
    issuer: 'Bucyrus Pike Equipment Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page lessor lease-purchase settlement (72% plan) split by a form feed with page footers: page 1 load table with a customer freight-revenue column that is NOT the lessee pay, 72% share, FSC, accessorial code and load-pay columns plus totals; page 2 charges list printed side by side with a recap (total compensation, total charges, deposit amount) and memo balances; DD MON YYYY dates',
    text: 'BUCYRUS PIKE EQUIPMENT LEASING, LLC                                    LESSEE SETTLEMENT\n2290 Marion Road, Bucyrus, OH 44820                                     Statement 0207-26-1147\n419-555-0173  |  MC 1255038  |  USDOT 3516702                           Statement date  10 FEB 2026\n\nLessee/Operator:  Darnell Whitacre (acct 1147)      Plan: 72% line revenue / 100% FSC / 100% accessorials\nTractor:          1147 - 2022 Kenworth T680, lease-purchase agreement LP-1147\nSettlement week:  01 FEB 2026 thru 07 FEB 2026       Direct deposit date:  13 FEB 2026\n\nSECTION A - LOAD COMPENSATION\n================================================================================================\nLOAD      DELIV   LANE                          MILES    FRT REV  72% SHARE      FSC     ACC   LOAD PAY\n------------------------------------------------------------------------------------------------\nBP-11873  02 FEB  Columbus OH - Indianapolis IN   175     925.00     666.00    96.25      --     762.25\nBP-11890  03 FEB  Indianapolis IN - Nashville TN  288   1,380.00     993.60   158.40      --   1,152.00\nBP-11902  04 FEB  Nashville TN - Cincinnati OH    273   1,295.00     932.40   150.15   75.00   1,157.55\nBP-11915  06 FEB  Cincinnati OH - Marion OH       152     640.00     460.80    83.60      --     544.40\n------------------------------------------------------------------------------------------------\n4 loads                                           888   4,240.00   3,052.80   488.40   75.00   3,616.20\n================================================================================================\n  ACC codes: DET = detention at Kroger Cincinnati DC, 3 hrs over free time (100% to lessee)\n  FRT REV is the customer freight charge billed by Bucyrus Pike and is shown for reference only.\n  FSC paid at 0.55 per dispatched mile.\n\n\n\n\nBucyrus Pike Equipment Leasing, LLC - Statement 0207-26-1147                          Page 1 of 2\n\fBUCYRUS PIKE EQUIPMENT LEASING, LLC  -  LESSEE SETTLEMENT (continued)          Darnell Whitacre / 1147\n\nSECTION B - CHARGES TO LESSEE                                          SECTION C - RECAP\nTractor lease - unit 1147, pmt 58/208               685.00             Total compensation    3,616.20\nFuel - TA/Petro card, 5 purchases                   964.37             Total charges         2,127.02\nPhysical damage ins.                                 72.40             ------------------------------\nBobtail / non-trucking liability                     16.50             DEPOSIT AMOUNT        1,489.18\nIRP plate recovery (wk 06)                           28.75\nTire program                                         35.00             Balances (memo only)\nEFS advance 04 FEB                                  200.00             Lease payoff        41,806.12\nMaintenance account deposit                         125.00             Maint. account       3,187.50\n----------------------------------------------------------             Advances open            0.00\nTotal charges                                     2,127.02\n\nDeposit to Huntington checking ****2094 on 13 FEB 2026. Lessee may dispute any item in writing within 30 days.\n\nBucyrus Pike Equipment Leasing, LLC - Statement 0207-26-1147                          Page 2 of 2\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 361620,
      netCents: 148918,
      date: '2026-02-13',
      broker: 'BUCYRUS PIKE EQUIPMENT LEASING, LLC',
      tripNumber: 'BP-11873',
      miles: 888,
      linehaulCents: 305280,
      fuelSurchargeCents: 48840,
      advancesCents: 20000,
      escrowCents: 12500,
      reimbursementsCents: null,
      deductions: [68500, 96437, 7240, 1650, 2875, 3500],
    },
  },
  {
    id: 'b133-dorrance-dispatch-pipe-grid-no-gross',
    issuer: 'Dorrance Flats Dispatch Co.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service carrier remittance printed from a TMS report: pipe-ruled load grid (load/PO, broker, pickup date, lane, loaded and deadhead miles, all-in rate, extra pay) with NO totals row and no printed gross, broker QuickPay fees and other charges in parentheses, a lumper pass-through and a framed amount remitted by the service itself, plus a YTD memo line; ISO dates',
    text: 'DORRANCE FLATS DISPATCH CO.\nTruck dispatching & billing agent  -  PO Box 310, Dorrance, KS 67634  -  785-555-0116\nReport: CARRIER REMITTANCE   Run 2026-01-13 07:42   User: kmaier                     pg 1/1\n\nCarrier ....... Ostrander Creek Hauling LLC (MC 1466310)      Equip: T-9 / 53ft van\nDispatch week . 2026-01-04 .. 2026-01-10\nRemit date .... 2026-01-13   Method: ACH from Dorrance Flats Dispatch Co. trust acct\nAgreement ..... 8% dispatch + billing; brokers pay DFD as billing agent, DFD remits to carrier\n\n+-----------+------------------------------+------------+--------------------------------+------+-----+-----------+-----------------+\n| Load/PO   | Broker                       | PU date    | Lane                           | LdMi | DH  | Rate      | Extra           |\n+-----------+------------------------------+------------+--------------------------------+------+-----+-----------+-----------------+\n| 7718204   | Kestrel Ridge Logistics      | 2026-01-05 | Kansas City MO > Des Moines IA |  195 |  38 |    875.00 |                 |\n| SW-440913 | Saltbox Freight Network      | 2026-01-06 | Des Moines IA > Minneapolis MN |  245 |   0 |  1,050.00 |                 |\n| 26-00871  | Greyhawk Transportation Svcs | 2026-01-07 | Minneapolis MN > Chicago IL    |  409 |  12 |  1,600.00 | 150.00 layover  |\n| TQ99012   | Pinwheel Logistics Inc       | 2026-01-09 | Chicago IL > Kansas City MO    |  510 |   0 |  1,425.00 |                 |\n+-----------+------------------------------+------------+--------------------------------+------+-----+-----------+-----------------+\n\nBrokers that paid early through their own QuickPay took their fee before paying DFD:\n   SW-440913  Saltbox Freight Network   QuickPay 2%             (21.00)\n   TQ99012    Pinwheel Logistics Inc    QuickPay 3%             (42.75)\n\nCharges\n   DFD dispatch/billing fee, 8% of all line and extra pay     (408.00)\n   Cargo policy share - Jan wk 2                               (55.00)\n   Fuel advance wired 2026-01-07 (ref FA-0107-9)              (400.00)\n\nPass-through (no fee)\n   Lumper paid by driver at Hy-Vee DC, TQ99012, rcpt 77182      95.00\n\n                                   ===================================\n                                   AMOUNT REMITTED TO CARRIER   $4,268.25\n                                   ===================================\n\nMemo: carrier YTD dispatch fees 408.00 / YTD remitted 4,268.25. No open advances after this remit.\nRate confirmations, BOLs and broker remits are in the shared folder. Questions: billing@dorranceflats.com\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 510000,
      netCents: 426825,
      date: '2026-01-13',
      broker: 'Dorrance Flats Dispatch Co.',
      tripNumber: '7718204',
      miles: 1409,
      linehaulCents: 495000,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 9500,
      deductions: [2100, 4275, 40800, 5500],
    },
  },
  {
    id: 'b133-albanel-etat-compte-gains-retenues',
    issuer: 'Cargaisons Albanel inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec bulk (wood chips) subcontractor statement (état de compte du sous-traitant): voyage table with per-trip flat rate and fuel-surcharge columns and a totals line, then GAINS (sous-total, TPS, TVQ, taxes-included total) printed side by side with RETENUES (fuel, insurance, dispatch %, trailer, advance, reserve fund) and a boxed net deposit; memo lines with reserve balance and year-to-date earnings; French number format 1 234,56 $, DD/MM trip dates and French weekday month-name dates',
    text: 'CARGAISONS ALBANEL INC.\nTransport de copeaux et de bois en vrac\n1145, rue Principale, Albanel (Québec)  G8M 3J6      Tél. 418 555-0194\nTPS 80417 2290 RT0001   TVQ 1227604418 TQ0001   NEQ 1172338410\n\n                     ÉTAT DE COMPTE DU SOUS-TRAITANT\n                     Semaine du 25 au 31 janvier 2026 - État no 2026-05-27\n\nSous-traitant : 9388-1047 Québec inc. (Transport M. Gagnon)        Camion no 27\n                TPS 71852 0036 RT0001   TVQ 1229150377 TQ0001\nDate du dépôt : le vendredi 6 février 2026\n\nVOYAGES                                                 Tarif    Surch.\n------------------------------------------------------------------------------\n  V-26-0311  27/01  Albanel > Dolbeau-Mistassini       640,00     92,80\n  V-26-0318  28/01  Saint-Félicien > Alma              590,00     85,55\n  V-26-0326  29/01  Girardville > La Baie              910,00    131,95\n  V-26-0334  30/01  Albanel > Chicoutimi               850,00    123,25\n------------------------------------------------------------------------------\n  4 voyages                                          2 990,00    433,55\n\nGAINS                                                       | RETENUES\n------------------------------------------------------------+----------------------------------------\n  Voyages (tarif au voyage)                     2 990,00 $  | Carburant (cartes Petro-Pass)   1 184,52 $\n  Surcharge carburant 14,5 %                      433,55 $  | Assurance cargaison/resp.          89,00 $\n  Attente Chantiers Chibougamau 2 h x 35,00        70,00 $  | Frais de répartition 4 %          119,60 $\n                                              ----------    | Location remorque (B-train)       225,00 $\n  Sous-total avant taxes                        3 493,55 $  | Avance 28 janv.                   300,00 $\n  TPS (5 %)                                       174,68 $  | Fonds de réserve                  150,00 $\n  TVQ (9,975 %)                                   348,48 $  |                               ----------\n  TOTAL DES GAINS                               4 016,71 $  | TOTAL DES RETENUES              2 068,12 $\n\n                 +----------------------------------------------------+\n                 |   DÉPÔT NET AU COMPTE (Desjardins)    1 948,59 $   |\n                 +----------------------------------------------------+\n\nFonds de réserve accumulé : 2 850,00 $ (remboursable à la fin du contrat)\nCumulatif 2026 des gains : 22 417,35 $      Avance(s) non remboursée(s) : 0,00 $\nLes taxes sont perçues sur les services du sous-traitant seulement. Page 1 / 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 401671,
      netCents: 194859,
      date: '2026-02-06',
      broker: 'CARGAISONS ALBANEL INC.',
      tripNumber: 'V-26-0311',
      miles: null,
      linehaulCents: 299000,
      fuelSurchargeCents: 43355,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [118452, 8900, 11960, 22500],
    },
  },
  {
    id: 'b133-purepecha-liquidacion-neto-arriba',
    issuer: 'Arrastres Purépecha de Zacapu, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican Spanish weekly liquidación to an hombre-camión permisionario with the net amount and SPEI pay date boxed at the TOP, a trip list (flete and maniobras columns), PERCEPCIONES (subtotal + IVA 16% = total) side by side with DEDUCCIONES (IVA/ISR retentions, diesel vouchers, trip advance, maintenance fund, insurance, trailer rent), a toll reimbursement, a printed calculation line and amount in words, and balance memo lines; DD/MM/YYYY and Spanish month-name dates, MXN 1,234.56',
    text: "ARRASTRES PURÉPECHA DE ZACAPU, S.A. DE C.V.            RFC: APZ140822KD3\nCarretera Zacapu-Quiroga km 3.5, Col. Las Flores, Zacapu, Mich. C.P. 58600\nTel. 436 555 0142    Permiso SICT: 1607APZ0394\n\n       LIQUIDACIÓN SEMANAL A PERMISIONARIO (HOMBRE-CAMIÓN)     Folio: LQ-2026-0142\n\n +--------------------------------------------------------------------------+\n | IMPORTE NETO A DEPOSITAR:  $  27,408.45 M.N.                             |\n | Fecha de pago: 18 de marzo de 2026  (transferencia SPEI, BBVA ***4417)   |\n +--------------------------------------------------------------------------+\n\nPermisionario: RIGOBERTO TAPIA OCAMPO       RFC: TAOR790314H21   Unidad: Kenworth T800 placas 83-AK-7V\nPeriodo liquidado: del lunes 9 al domingo 15 de marzo de 2026\n\nRELACIÓN DE VIAJES\n  Viaje     Fecha       Ruta                                               Flete Maniobras\n  ----------------------------------------------------------------------------------------\n  APZ-4471  10/03/2026  Zacapu, Mich. - Guadalajara, Jal.              14,500.00         -\n  APZ-4486  12/03/2026  Guadalajara, Jal. - Lázaro Cárdenas, Mich.     18,200.00  1,200.00\n  APZ-4490  14/03/2026  Lázaro Cárdenas, Mich. - Morelia, Mich.        12,800.00         -\n  ----------------------------------------------------------------------------------------\n\n  PERCEPCIONES                          |  DEDUCCIONES\n  --------------------------------------+------------------------------------------\n  Fletes (3 viajes)       $  45,500.00  |  Retención IVA 4%          $   1,868.00\n  Maniobras de descarga   $   1,200.00  |  Retención ISR 1.25%       $     583.75\n  Subtotal                $  46,700.00  |  Diésel - vales (9)        $  17,635.80\n  IVA 16%                 $   7,472.00  |  Anticipo viaje APZ-4486   $   6,000.00\n  TOTAL PERCEPCIONES      $  54,172.00  |  Fondo de mantenimiento    $   1,500.00\n                                        |  Seguro de carga           $     950.00\n                                        |  Renta de caja seca 53'    $   1,100.00\n                                        |  TOTAL DEDUCCIONES         $  29,637.55\n\n  REEMBOLSOS (con comprobante)\n  Casetas de peaje, 11 comprobantes IAVE/efectivo              $   2,874.00\n\n  Cálculo: 54,172.00 - 29,637.55 + 2,874.00 = 27,408.45\n  (VEINTISIETE MIL CUATROCIENTOS OCHO PESOS 45/100 M.N.)\n\n  Saldo del fondo de mantenimiento: $9,150.00     Anticipos pendientes: $0.00\n  El permisionario emitirá CFDI de ingreso por el subtotal más IVA, con las retenciones indicadas.\n\n  _____________________________                 _____________________________\n       Vo.Bo. Tráfico                               Recibí conforme (permisionario)\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5417200,
      netCents: 2740845,
      date: '2026-03-18',
      broker: 'ARRASTRES PURÉPECHA DE ZACAPU, S.A. DE C.V.',
      tripNumber: 'APZ-4471',
      miles: null,
      linehaulCents: 4550000,
      fuelSurchargeCents: null,
      advancesCents: 600000,
      escrowCents: 150000,
      reimbursementsCents: 287400,
      deductions: [186800, 58375, 1763580, 95000, 110000],
    },
  },
  {
    id: 'b133-frostburg-check-over-stub',
    issuer: 'Frostburg Dry Bulk Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver weekly pay stub under a printed (voided) check: check face with the net amount in figures and words, a perforation line, then earnings (units/rate/current/YTD) side by side with deductions (current/YTD, pre-tax, taxes, uniform, draw repayment), net pay with net YTD, and a draw balance memo; MM-DD-YY dates',
    text: 'FROSTBURG DRY BULK LINES, INC.                                     Check No.   0048817\n11 Depot Street                                                    Date        03-06-26\nFrostburg, MD 21532                   M&T Bank 7-2/520\n                                                                   Amount  $****791.76\nPAY  SEVEN HUNDRED NINETY-ONE AND 76/100 DOLLARS *********************\n\nTO THE    TRAVIS L. KEPLINGER\nORDER OF  402 Shaw Mine Rd, Midland MD 21542                    VOID - NON-NEGOTIABLE STUB COPY\n                                                               ____________________________\n                                                                   AUTHORIZED SIGNATURE\n- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\nFROSTBURG DRY BULK LINES, INC.   EMPLOYEE PAY STATEMENT          DETACH AND RETAIN FOR YOUR RECORDS\nEmployee: Travis L. Keplinger   ID 2207   Driver - pneumatic tank   Period 02-22-26 to 02-28-26\nFed: MFJ   MD: 2 exemptions   Allegany Co.                        Pay date 03-06-26   Chk 0048817\n\nEARNINGS             UNITS   RATE   CURRENT        YTD    | DEDUCTIONS          CURRENT        YTD\n-------------------------------------------------------+----------------------------------------\nLoaded/empty miles   1,742  .5800  1,010.36  10,742.18 | Medical (Sec 125)     46.20     415.80\nPneumatic unload         4  30.00    120.00     960.00 | 401(k) 3%             37.62     366.74\nWait/shop hourly      3.50  21.00     73.50     472.50 | Federal W/H           96.12     798.70\nSafety bonus (Feb)                    50.00      50.00 | Social Security       74.87     732.15\n                                                       | Medicare              17.51     171.23\n                                                       | MD State W/H          47.83     399.30\n                                                       | Allegany Co. tax      35.45     295.98\n                                                       | Uniform/PPE            6.50      58.50\nGROSS PAY                          1,253.86  12,224.68 | Draw repayment       100.00     300.00\n-------------------------------------------------------+----------------------------------------\n                                                       | TOTAL DEDUCT.        462.10   3,538.40\n\n     NET PAY THIS CHECK  791.76          NET PAY YTD  8,686.28\n     Miles this period 1,742 (loaded 1,208 / empty 534)      Loads 4\n     Draw balance remaining after this check: 200.00\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 125386,
      netCents: 79176,
      date: '2026-03-06',
      broker: 'FROSTBURG DRY BULK LINES, INC.',
      tripNumber: null,
      miles: 1742,
      linehaulCents: 101036,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [4620, 3762, 9612, 7487, 1751, 4783, 3545, 650],
    },
  },
  {
    id: 'b133-eholt-bc-summary-grid-ytd',
    issuer: 'Eholt Summit Transport Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'British Columbia company-driver bi-weekly statement of earnings and deductions: a SUMMARY grid at the top with Current and Year-to-date rows (gross, statutory, other, reimbursements, net), earnings table with units/rate/current/YTD, statutory (CPP, EI, income tax) and other deductions side by side with YTD, non-taxable reimbursements, a deposit line and an accrued-not-paid vacation memo; YYYY/MM/DD dates',
    text: 'EHOLT SUMMIT TRANSPORT LTD.                                   STATEMENT OF EARNINGS\n7420 Highway 3, Grand Forks, BC  V0H 1H9                      AND DEDUCTIONS\nPayroll 250-555-0107   BN 79214 6630 RP0001\n\nEmployee   SANDEEP K. DHALIWAL          Emp # 0119     Class 1 / Long-haul (US lanes)\nPeriod     2026/02/08 - 2026/02/21      Pay Date 2026/02/27      Pay # 05 of 26\n\nSUMMARY          Gross Earnings  Statutory Ded.  Other Ded.   Reimburse.     Net Pay\n  Current              2,611.68          582.11      118.60        70.00    1,980.97\n  Year to date        10,848.72        2,394.68      593.00       166.50    8,027.54\n\nEARNINGS                       Units      Rate        Current          YTD\nLinehaul miles                 3,412    0.6400       2,183.68     9,870.72\nBorder crossing                    4     25.00         100.00       450.00\nStat hol - Family Day           8.00     28.50         228.00       228.00\nLayover                            1    100.00         100.00       300.00\nTotal earnings                                       2,611.68    10,848.72\n\nSTATUTORY DEDUCTIONS         Current        YTD   | OTHER DEDUCTIONS        Current        YTD\nCPP                           147.39     605.45   | Ext. Health/Dental        38.60     193.00\nEI                             42.57     176.83   | Group RRSP                75.00     375.00\nIncome Tax (Fed+BC)           392.15   1,612.40   | Social Club                5.00      25.00\nTotal                         582.11   2,394.68   | Total                    118.60     593.00\n\nNON-TAXABLE REIMBURSEMENTS                      Current\n  Truck wash - rcpt 2026/02/14                  42.00\n  Secure parking Kamloops                       28.00\n\nDEPOSIT   Coast Capital Savings  ****5081                          1,980.97\n\nVacation pay (6%) is accrued, not paid:  accrued this period 156.70   banked balance 1,409.52\nTaxable income this period 2,611.68.  Questions about this statement: payroll@eholtsummit.ca\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 261168,
      netCents: 198097,
      date: '2026-02-27',
      broker: 'EHOLT SUMMIT TRANSPORT LTD.',
      tripNumber: null,
      miles: 3412,
      linehaulCents: 218368,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 7000,
      deductions: [14739, 4257, 39215, 3860, 7500, 500],
    },
  },
  {
    id: 'b133-ellerbe-funding-notice-summary-first',
    issuer: 'Ellerbe Mill Capital Partners, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Non-recourse factoring notice of funding with the dotted-leader FUNDING SUMMARY (face, fees, fuel advance recovered, wrapped short-pay recourse line, ACH fee, net funds) ABOVE the invoice detail; invoice table with client invoice no., debtor, load/ref, invoice date, amount and a per-invoice fee column with totals; an open-receivables aging line that is not part of the funding; month-name dates (Apr 3, 2026)',
    text: 'ELLERBE MILL CAPITAL PARTNERS, LLC\nFreight Receivables Purchasing  |  400 Mill Race Drive, Ellerbe, NC 28338  |  910-555-0186\n\nNOTICE OF FUNDING                                            Funding date:   Apr 3, 2026\n                                                             Batch:          EMC-26-0917\nClient:   Ridgeback Haulers LLC  (client #2214, MC 1389925)  Program:  non-recourse, 100% advance,\n          Attn: Renee Sutphin, office manager                          2.75% flat fee per invoice\n\n      FUNDING SUMMARY\n      Invoices purchased (4) ............................. $  8,935.00\n      Factoring fees ..................................... $    245.72  -\n      Fuel advance recovered, ref FA-33091 (Mar 31) ...... $    500.00  -\n      Short-pay recourse, inv RH-1109 (paid 1,150.00\n        of 1,250.00 by debtor, disputed detention) ....... $    100.00  -\n      Same-day ACH fee ................................... $     10.00  -\n                                                           ------------\n      NET FUNDS RELEASED TO CLIENT ....................... $  8,079.28\n\n      ACH to First Bank (Troy NC) acct ending 3370, trace 053112920417733\n\nINVOICE DETAIL\n Client Inv   Debtor (bill to)                    Load / Ref     Inv date        Amount      Fee\n ----------   ---------------------------------   ------------   ------------   ---------   ------\n RH-1187      Tamarack Pointe Logistics LLC       TPL-882014     Mar 30, 2026    2,450.00    67.38\n RH-1188      Windrow Freight Brokers, Inc.       5530179        Mar 31, 2026    1,975.00    54.31\n RH-1189      Tamarack Pointe Logistics LLC       TPL-882177     Apr 1, 2026     1,300.00    35.75\n RH-1190      Quillfeather Transport Group        QTG-20931      Apr 2, 2026     3,210.00    88.28\n ----------------------------------------------------------------------------------------------\n Totals                                                                          8,935.00   245.72\n\nOPEN RECEIVABLES AFTER THIS FUNDING (for your information)\n   Current 0-30 days   14,662.50     31-45 days   2,180.00     46+ days   0.00     Total   16,842.50\n\nDebtors have been notified to remit to Ellerbe Mill Capital Partners, LLC, PO Box 7731, Charlotte NC.\nDo not accept direct payment on assigned invoices. Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 893500,
      netCents: 807928,
      date: '2026-04-03',
      broker: 'Tamarack Pointe Logistics LLC',
      tripNumber: 'TPL-882014',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [24572, 10000, 1000],
    },
  },
  {
    id: 'b133-chugwater-driveline-repair-invoice',
    issuer: 'Chugwater Diesel & Driveline, LLC',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-truck repair invoice with many competing dates (invoice date, due date, date in/out, authorization date), complaint/cause/correction text, labor and parts tables with extended amounts, and a boxed totals block (labor, parts, supplies, disposal, sales tax, invoice total, deposit received, balance due); MM/DD/YY dates',
    text: "CHUGWATER DIESEL & DRIVELINE, LLC                            INVOICE  No. 26-00418\nI-25 Exit 54, 208 First Street, Chugwater, WY 82210        Invoice date:   02/19/26\n(307) 555-0164   service@chugwaterdiesel.com                Terms: Net 15   Due 03/06/26\n\nBILL TO: Redcloud Butte Hauling LLC                UNIT: #31  2019 Volvo VNL 760\n         PO Box 552, Wheatland WY 82201                  VIN 4V4NC9EH3KN208431\n         Customer PO: RB-0217                            Odometer in 612,408 / out 612,421\nDate in: 02/17/26 14:10     Date out: 02/18/26 16:45     Service writer: Dale Ochsner\n\nCOMPLAINT / CAUSE / CORRECTION\n  Vibration at 55-65 mph reported by driver. Found rear U-joint and carrier bearing worn.\n  Replaced both U-joints and center support bearing; PM-A performed same visit.\n\nLABOR                                                             HRS      RATE       AMOUNT\n  Op 1  R&R driveshaft U-joints (2) and center bearing, road test  3.6    135.00       486.00\n  Op 2  PM service A: oil, filters, chassis lube, inspection       1.5    135.00       202.50\n                                                                     Labor total       688.50\n\nPARTS                                                  QTY     UNIT PRICE       EXTENDED\n  FL-2280    Fuel/water separator element                 2          38.45          76.90\n  DR-55014   Driveshaft U-joint kit 1810 series           2          64.90         129.80\n  DR-55120   Center support bearing                       1         142.75         142.75\n  SB-1733    Self-tapping grease fitting                  6           2.15          12.90\n  OIL-15W40  Delo 400 15W-40 (gal)                       11          17.80         195.80\n  FL-0412    Lube filter LF9080                           1          41.60          41.60\n                                                               Parts total         599.75\n\n                                     +-------------------------------------------+\n                                     |  Labor                             688.50 |\n                                     |  Parts                             599.75 |\n                                     |  Shop supplies                      25.00 |\n                                     |  Waste oil/filter disposal           8.50 |\n                                     |  Sales tax 5% (parts/supplies)      31.24 |\n                                     |  INVOICE TOTAL                   1,352.99 |\n                                     |  Deposit rec'd 02/17 (Comchek)     500.00 |\n                                     |  BALANCE DUE                       852.99 |\n                                     +-------------------------------------------+\n\nWarranty: parts 12 months / labor 90 days. 1.5% monthly finance charge on balances past due.\nCustomer signature authorizing repairs on file (02/17/26).\n",
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-02-19',
    },
  },
  {
    id: 'b133-bovina-stepdeck-rate-con',
    issuer: 'Bovina Station Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Flatbed broker rate confirmation with the agreed rate stated near the TOP and again as a breakdown total, load number in the title band, three stops with PU/PO reference numbers and a phone number, a rate breakdown (all-in linehaul, tarp, extra stop) and an accessorial schedule of amounts that are not part of the rate; Mon-DD-YYYY dates',
    text: "BOVINA STATION LOGISTICS, INC.  -  Flatbed & Open Deck Brokerage\n105 Grain Row, Bovina, TX 79009   |   806-555-0148   |   MC 1018874   |   carriers@bovinastation.com\n\nRATE CONFIRMATION / CARRIER LOAD TENDER                     LOAD # BSL-2604-1187\nTendered: Apr-13-2026 09:14 CT     Agent: Marisol Ybanez x204     Page 1 of 1\n\nAGREED RATE: $2,325.00 USD  (see breakdown)      Payment terms: 30 days / QuickPay 2.5% (3 days)\n\nCARRIER ......... Sandhill Crane Flatbed LLC       MC 1402953   DOT 3854107\nDRIVER/TRUCK .... Emilio Garza  806-555-0731 / Truck 12 / 48' step deck\nEQUIPMENT REQ ... Step deck, 8 straps, 4 chains, 6' tarps required, 46,000 lb legal\n\n  STOP 1  PICK UP   Apr-14-2026  07:00-11:00      Ref: PU 60-44817\n          Panhandle Steel Fabricators, 2201 E Amarillo Blvd, Amarillo TX 79107\n          Structural steel beams, 14 pcs, 41,250 lb\n  STOP 2  DELIVER   Apr-15-2026  08:00 appt       Ref: PO 2026-1140 (6 pcs)\n          Red Fork Builders yard, 9600 W Reno Ave, Oklahoma City OK 73127\n  STOP 3  DELIVER   Apr-15-2026  FCFS until 15:00  Ref: PO 2026-1141 (8 pcs)\n          Cimarron Turnpike job site, Perkins OK 74059 - call foreman 405-555-0190 30 min out\n\nRATE BREAKDOWN\n  --------------------------------------------------------------------\n  Linehaul (all-in incl. fuel)          Flat                  2,150.00\n  Tarp pay - 6ft drop tarps             Flat                    100.00\n  Additional stop (Stop 2)              1 x 75.00                75.00\n  --------------------------------------------------------------------\n  Total                                                       2,325.00\n\nACCESSORIAL SCHEDULE (only if approved in writing, billed separately)\n  Detention: $60.00/hr after 2 hrs free at each stop     TONU: $200.00\n  Layover: $250.00/day                                   Driver assist/load: $50.00\n\nNOTES: Load must be tarped before leaving shipper. Photos of securement required at pickup.\nCarrier agrees to the terms of the Broker-Carrier Agreement on file. No re-brokering.\nInvoice carriers@bovinastation.com with signed BOL and this confirmation; reference LOAD # on invoice.\n\nAccepted by carrier: _______________________   Date: ___________\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 232500,
      broker: 'BOVINA STATION LOGISTICS, INC.',
      tripNumber: 'BSL-2604-1187',
    },
  },
];
