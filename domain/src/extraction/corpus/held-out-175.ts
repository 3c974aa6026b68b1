import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 175: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier over two pages with per-load subtotals,
 * repeated headers and loaded/empty miles only in the recap; US lessor 72% percentage-of-revenue plan
 * with wrapped table rows and THIS PERIOD / PRIOR BALANCE / NEW BALANCE charge columns; US dispatch
 * service flat-rate statement with the net first, several amounts per line and loads last; French
 * Quebec relevé de règlement with flat voyage rates, TPS/TVQ and labels above amounts; Mexican
 * liquidación al permisionario in MXN with IVA 16 %, retención IVA 4 % / ISR 1,25 %, side-by-side
 * descuentos/reembolsos and the net in words), two pay stubs (US per-mile company driver with
 * side-by-side current/YTD panels and a split direct deposit; short Saskatchewan hourly stub with
 * CPP/EI and YTD), a factoring purchase & remittance advice (wrapped debtor names, per-invoice fee
 * column, CR/DR ledger with chargeback and reserve release), a lumper receipt and a broker rate
 * confirmation.
 * Countries: 7 US, 2 CA (one French Quebec, one Saskatchewan), 1 MX.
 * Date formats: month names ("February 17, 2026", "Friday, February 20, 2026", "Feb 08"), ISO
 * YYYY-MM-DD, MM/DD/YY, French "3 mars 2026" with DD/MM/YYYY, Spanish "13 de febrero de 2026" with
 * DD/MM/YYYY, DD-Mon-YYYY (13-Mar-2026), day-first DD/MM/YYYY, DD-MON-YYYY (09-MAR-2026), M/D/YYYY,
 * M/D/YY with weekday.
 * Number formats: 1,234.56 with parentheses, trailing minus (1,286.44-), leading minus, $1,234.56 with
 * ($610.00), French 1 234,56 $ with -/+ signs, Mexican-ledger 1.234,56, CR/DR suffixes, amounts in
 * words (Spanish and English).
 */
export const HELD_OUT_DOCUMENTS_175: CorpusDocument[] = [
  {
    id: 'b175-popoagie-two-page-load-subtotals',
    issuer: 'Popo Agie Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement: every load is its own block (lane, shipper, then loaded-miles, empty-miles, fuel-surcharge and accessorial lines with a load subtotal), the column header and company header repeat on page 2 with a form-feed page break and page footers; deductions carry a BALANCE column beside the amounts for the advance and escrow; totals appear only in a closing RECAP that prints loaded and empty miles separately (the reader must add them) and parenthesised deductions; month-name dates (February 17, 2026) with Feb 08 style load dates',
    text: "POPO AGIE FREIGHT LINES, INC.                         OWNER-OPERATOR SETTLEMENT\n455 Popo Agie St, Lander WY 82520                     Settlement No.  0214-3307\nPhone 307-555-0176   MC 918274   USDOT 2749163        Statement date  February 17, 2026\n                                                      Period  February 8 - February 14, 2026\nContractor: TALL GRASS TRUCKING LLC (Merle Oyama)     Unit 31 / Trailer T-5518\nRemit address: 88 Sinks Canyon Rd, Lander WY 82520\n\nLOAD DETAIL  (loaded 1.780 / empty 1.100 per mile, FSC 0.460 per loaded mile)\nDESCRIPTION                                                 AMOUNT\n------------------------------------------------------------------\nLOAD PAF-26-1184   Feb 08   Riverton WY -> Billings MT\n   Shipper: Wind River Bentonite Co.\n   Loaded miles     342 @ 1.780                             608.76\n   Empty miles       48 @ 1.100                              52.80\n   Fuel surcharge   342 @ 0.460                             157.32\n   Detention 2.0 hr @ 40.00                                  80.00\n                                        Load subtotal       898.88\n\nLOAD PAF-26-1191   Feb 09   Billings MT -> Rapid City SD\n   Shipper: Yellowstone Valley Mill\n   Loaded miles     318 @ 1.780                             566.04\n   Empty miles        0 @ 1.100                               0.00\n   Fuel surcharge   318 @ 0.460                             146.28\n                                        Load subtotal       712.32\n\n                                                        continued on page 2\nPopo Agie Freight Lines, Inc. - Settlement 0214-3307                     Page 1 of 2\n\fPOPO AGIE FREIGHT LINES, INC.                         OWNER-OPERATOR SETTLEMENT (cont.)\nSettlement No. 0214-3307   Contractor: TALL GRASS TRUCKING LLC   Unit 31\n\nDESCRIPTION                                                 AMOUNT\n------------------------------------------------------------------\nLOAD PAF-26-1197   Feb 11   Rapid City SD -> Casper WY (stop Douglas WY)\n   Shipper: Black Hills Lumber Supply\n   Loaded miles     296 @ 1.780                             526.88\n   Empty miles       62 @ 1.100                              68.20\n   Fuel surcharge   296 @ 0.460                             136.16\n   Extra stop - Douglas WY                                   50.00\n                                        Load subtotal       781.24\n\nLOAD PAF-26-1203   Feb 13   Casper WY -> Denver CO\n   Shipper: Platte River Feed & Grain\n   Loaded miles     281 @ 1.780                             500.18\n   Empty miles       35 @ 1.100                              38.50\n   Fuel surcharge   281 @ 0.460                             129.26\n                                        Load subtotal       667.94\n\nDEDUCTIONS                                                AMOUNT   BALANCE\n   Fuel - EFS card (6 purchases)                            894.17\n   Occupational accident (Prairie Mutual)                    42.60\n   Cargo & physical damage premium                           91.25\n   Trailer rental 53' van T-5518                            140.00\n   ELD subscription                                          18.50\n   IFTA fuel tax adjustment Q1                               37.92\n   IRP plate program (wk 7/52)                               26.00\n   EFS cash advance 02/10                                   300.00      0.00\n   Escrow deposit                                           125.00  1,875.00\n\nREIMBURSEMENTS (receipts on file)\n   Lumper - PAF-26-1203 (rcpt 2217)                         150.00\n   CAT scale - Casper WY                                     14.50\n\n==================================== RECAP =========================================\n   Miles this period:  loaded 1,237    empty 145\n   Line haul (loaded + empty miles)                       2,361.36 \n   Fuel surcharge                                           569.02 \n   Accessorials (detention, stops)                          130.00 \n   GROSS EARNINGS                                         3,060.38 \n   Deductions                                            (1,250.44)\n   Advances                                                (300.00)\n   Escrow                                                  (125.00)\n   Reimbursements                                           164.50 \n   ----------------------------------------------------------------\n   NET PAY - ACH Friday, February 20, 2026                1,549.44 \n   Deposited to First Interstate Bank acct ending 4093\n====================================================================================\nEscrow and advance balances are informational. Disputes must be filed within 15 days.\nPopo Agie Freight Lines, Inc. - Settlement 0214-3307                     Page 2 of 2\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 306038,
      netCents: 154944,
      date: '2026-02-20',
      broker: 'POPO AGIE FREIGHT LINES, INC.',
      tripNumber: 'PAF-26-1184',
      miles: 1382,
      linehaulCents: 236136,
      fuelSurchargeCents: 56902,
      advancesCents: 30000,
      escrowCents: 12500,
      reimbursementsCents: 16450,
      deductions: [89417, 4260, 9125, 14000, 1850, 3792, 2600],
    },
  },
  {
    id: 'b175-moapa-wrapped-rows-balance-columns',
    issuer: 'Moapa Valley Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-of-revenue (72%) contractor statement: a wide revenue table whose origin/destination cell wraps onto a second line (with accessorial codes DET/ASST on the wrapped line), printing the 100% revenue column beside the 72% share, FSC, accessorial and line-total columns and a totals row; the gross is a separate TOTAL COMPENSATION line; charges table has THIS PERIOD / PRIOR BALANCE / NEW BALANCE columns (lease payment, escrow, advance recovery) with trailing-minus amounts; one reimbursement under CREDITS; ISO dates',
    text: 'MOAPA VALLEY TRACTOR LEASING, LLC                               CONTRACTOR PAY STATEMENT\n1490 N Moapa Valley Blvd, Overton NV 89040                      Stmt #     MV-260123-0415\nMC-1187402   USDOT 3319075   (702) 555-0188                     Stmt date  2026-01-21\n                                                                Pay date   2026-01-23\nLessee: Dariusz Wnuk dba DW Road Service     Tractor 415 (2021 Freightliner Cascadia)\nPeriod: 2026-01-11 thru 2026-01-17           Lease agreement MV-L-0415 (wk 88 of 156)\nPlan: 72% of line revenue / fuel surcharge 100% / accessorials 100%\n\nREVENUE\nORDER       PU DATE     ORIGIN / DESTINATION        MILES   REVENUE 100%   72% SHARE     FSC      ACC   LINE TOTAL\n------------------------------------------------------------------------------------------------------------------\n260108-114  2026-01-11  Las Vegas NV (Sunrise         155       1,480.00    1,065.60   212.40     0.00     1,278.00\n                        Beverage DC) > Barstow CA\n260112-031  2026-01-12  Barstow CA > Tolleson AZ      332       2,310.00    1,663.20   331.20   100.00     2,094.40\n                        (Desert Sky Cold Storage)                                                  DET\n260114-207  2026-01-14  Phoenix AZ > St. George UT    408       1,965.00    1,414.80   254.10     0.00     1,668.90\n                        (Red Cliffs Building Sup.)\n260116-009  2026-01-16  St. George UT > Overton NV     87         640.00      460.80    62.85    75.00       598.65\n                        (Muddy River Farms)                                                       ASST\n------------------------------------------------------------------------------------------------------------------\nTOTALS                                                982       6,395.00    4,604.40   860.55   175.00     5,639.95\n   DET = detention 2.5 hrs at receiver;  ASST = driver assist unload\n\nTOTAL COMPENSATION (share + FSC + accessorials)            5,639.95\n\nCHARGES AND BALANCES                   THIS PERIOD     PRIOR BALANCE      NEW BALANCE\n  Tractor lease payment                     725.00-         58,290.00        57,565.00\n  Escrow deposit (held for you)             150.00-          2,700.00         2,850.00\n  EFS advance recovery (01/13)              300.00-            300.00             0.00\n  Fuel purchases - EFS (7)                1,286.44-\n  Cargo / physical damage ins.               96.10-\n  Occupational accident                      34.75-\n  PrePass / bypass                           14.00-\n  Trailer usage (53ft reefer)               175.00-\n                                     --------------\n  Total charges                           2,781.29-\n\nCREDITS\n  Scale tickets reimbursed (2)                24.50\n\nNET PAY                                    2,883.16   ACH 2026-01-23 to Nevada State Bank x7730\n\nBalances are after this statement. Escrow earns no interest; refundable 45 days after\ntermination per lease section 9. Questions: settlements@moapavalleytl.com\n                                                                         Page 1 of 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 563995,
      netCents: 288316,
      date: '2026-01-23',
      broker: 'MOAPA VALLEY TRACTOR LEASING, LLC',
      tripNumber: '260108-114',
      miles: 982,
      linehaulCents: 460440,
      fuelSurchargeCents: 86055,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 2450,
      deductions: [72500, 128644, 9610, 3475, 1400, 17500],
    },
  },
  {
    id: 'b175-pescadero-payment-first-loads-last',
    issuer: 'Pescadero Dispatch Group, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service weekly carrier statement with the sections in reverse order: the net ACH line comes first, then a HOW WE GOT THERE block that packs several signed amounts on each line (load pay, accessorials, gross; parenthesised dispatch fee, quick-pay fee and fuel advance; lumper reimbursement and net), and the loads table (flat rates, miles, RPM, extras) comes last with each broker on a wrapped second line; a footnote explains the lumper pass-through; MM/DD/YY dates, $1,234.56 amounts',
    text: "PESCADERO DISPATCH GROUP, LLC\nTruck dispatching & back office for owner-operators\n2150 Stage Rd, Pescadero, CA 94060  |  (650) 555-0163  |  billing@pescaderodispatch.com\n\nCARRIER STATEMENT  PDG-0306-118                           Week ending 03/01/26\nCarrier: SILVERCREST EXPRESS LLC   MC 1290417 / USDOT 3625580\nDriver / unit: Tomasz Rydel / #22 (2019 Peterbilt 579)\n\n== PAYMENT ==========================================================================\nNet ACH to carrier $4,417.50   sent 03/06/26   trace 121000358804417   Chase ****2210\n\n== HOW WE GOT THERE =================================================================\nLoad pay $5,100.00   Accessorials $75.00   Gross $5,175.00\nDispatch fee 8% of load pay ($408.00)   Quick-pay fee ($34.50)   Fuel advance 02/24 ($500.00)\nLumper reimbursed $185.00   =   Net $4,417.50\n\n== LOADS (flat rates as booked; collected from brokers by PDG) ========================\nLOAD #     PU        LANE                                MILES   FLAT RATE    RPM  EXTRAS\n7743120    02/23/26  Stockton CA -> Salt Lake City UT      743   $2,150.00   2.89  Detention $75.00\n                     Broker: Larkmoor Logistics Inc.\nBKR-55218  02/25/26  Salt Lake City UT -> Boise ID         340   $1,150.00   3.38\n                     Broker: Canyonline Freight, LLC   (broker quick-pay 3%)\n0098812    02/26/26  Boise ID -> Sacramento CA             592   $1,800.00   3.04  Lumper $185.00*\n                     Broker: Tremont Harbor Brokerage\n\n* Lumper paid by carrier at receiver (Comchek), repaid by broker and passed through at\n  100% - no dispatch fee on reimbursements or accessorials.\nFuel advance 02/24 via EFS check #40118822. Next statement: week ending 03/08/26.\nPDG is not a broker or carrier; loads are booked in the carrier's authority.   pg 1/1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 517500,
      netCents: 441750,
      date: '2026-03-06',
      broker: 'PESCADERO DISPATCH GROUP, LLC',
      tripNumber: '7743120',
      miles: 1675,
      linehaulCents: 510000,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: 18500,
      deductions: [40800, 3450],
    },
  },
  {
    id: 'b175-nedelec-francais-labels-above-amounts',
    issuer: 'Messageries Nédélec inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      "French Quebec carrier settlement (relevé de règlement) for a subcontractor paid a flat rate per trip plus a 15.2 % fuel surcharge: a trips table with forfait / surcharge / attente / total columns and a subtotal row, then a SOMMAIRE where the labels sit on one line and the amounts on the line below (revenue before tax, TPS, TVQ, total revenue including taxes; then signed retenues, avance, fonds de retenue, remboursements, MONTANT NET), followed by the itemised deductions (with the reserve balance inside the label) and reimbursements; amounts 1 234,56 $, dates DD/MM/YYYY and '6 mars 2026'",
    text: "MESSAGERIES NÉDÉLEC INC.                                 RELEVÉ DE RÈGLEMENT - VOITURIER\n212, rue Principale, Nédélec (Québec)  J0Z 2Z0           No du relevé : RN-2026-0917\nTél. 819 555-0134   NEQ 1172049861                       Émis le : 3 mars 2026\nTPS 741902265 RT0001   TVQ 1228450133 TQ0001             Période : du 22 au 28 février 2026\n\nSous-traitant : TRANSPORT R. GAGNON ENR. (Réjean Gagnon)    Tracteur 07\nTPS 790411327 RT0001   TVQ 1231056480 TQ0001\nMode de rémunération : taux forfaitaire par voyage + surcharge carburant 15,2 %\n\nVOYAGES\nNo       Date        Trajet                                     Forfait  Surch. carb.     Attente         Total\nN-40217  24/02/2026  Rouyn-Noranda - Montréal (Anjou)        1 650,00 $      250,80 $                1 900,80 $\nN-40229  25/02/2026  Montréal (Lachine) - Val-d'Or           1 380,00 $      209,76 $     90,00 $    1 679,76 $\nN-40236  27/02/2026  Val-d'Or - Rouyn-Noranda                  520,00 $       79,04 $                  599,04 $\n                                                         ------------------------------------------------------\nSous-total des voyages                                       3 550,00 $      539,60 $     90,00 $    4 179,60 $\n\nSOMMAIRE\nRevenus avant taxes  TPS 5 %              TVQ 9,975 %          Total des revenus\n4 179,60 $           208,98 $             416,92 $             4 805,50 $\n\nRetenues          Avance            Fonds de retenue  Remboursements    MONTANT NET\n-1 986,80 $       -200,00 $         -100,00 $         +29,56 $          2 548,26 $\n\nDÉTAIL DES RETENUES\n  Carburant - carte FleetNord (8 achats)                     1 684,22 $\n  Assurance responsabilité / marchandises                       96,40 $\n  Location de remorque 53 pi R-2207 (taxes incl.)              150,00 $\n  Frais d'administration                                        25,00 $\n  Cotisation CNESST                                             31,18 $\n                                                           ------------\n  Sous-total des retenues                                    1 986,80 $\n  Avance en argent (24/02/2026)                                200,00 $\n  Fonds de retenue (solde après ce relevé : 2 300,00 $)        100,00 $\n\nREMBOURSEMENTS (pièces justificatives jointes)\n  Pont A-25 (classe camion)                                     11,56 $\n  Stationnement - Lachine                                       18,00 $\n\nDate du virement : le 6 mars 2026 - Caisse Desjardins de Rouyn-Noranda, folio ***-4418\nToute contestation doit être transmise par écrit dans les 10 jours suivant l'émission.\n                                                                              Page 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 480550,
      netCents: 254826,
      date: '2026-03-06',
      broker: 'MESSAGERIES NÉDÉLEC INC.',
      tripNumber: 'N-40217',
      miles: null,
      linehaulCents: 355000,
      fuelSurchargeCents: 53960,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: 2956,
      deductions: [168422, 9640, 15000, 2500, 3118],
    },
  },
  {
    id: 'b175-mulege-liquidacion-side-by-side-words',
    issuer: 'Operadora de Fletes Mulegé, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican settlement (liquidación al permisionario) in Spanish, MXN amounts written 1.234,56: trips table with origin/destination wrapping onto a second line, carta-porte numbers, 100% freight beside the 80% share and estadías, a sums row, then subtotal + IVA 16% = total percepciones; DESCUENTOS (IVA and ISR withholdings, diesel vouchers, insurance, GPS, anticipo, fondo de garantía) and REEMBOLSOS (casetas, maniobras) printed side by side separated by a pipe; net SPEI amount with the amount in words; dates DD/MM/YYYY and "13 de febrero de 2026"',
    text: 'OPERADORA DE FLETES MULEGÉ, S.A. DE C.V.\nRFC OFM130522KT4  -  Carretera Transpeninsular Km 2.5, Col. Centro, Mulegé, B.C.S., C.P. 23900\nPermiso SICT 0312OFM22051326   Tel. 615 155 0142\n\n                  LIQUIDACIÓN AL PERMISIONARIO No. LQ-2026-0207\n\nPermisionario: ROGELIO QUINTANA BELTRÁN   RFC QUBR7805113H2   Unidad: Kenworth T680 2020, placas 41-AK-7M\nPeriodo: 02/02/2026 al 08/02/2026          Fecha de pago: 13 de febrero de 2026\nParticipación: 80% del flete cobrado; estadías al 100%. Importes en pesos mexicanos (MXN).\n\nVIAJES\nViaje      Fecha       Origen / destino    Carta porte   Flete 100%     Part. 80%   Estadías\nV-26-0311  02/02/2026  Hermosillo, Son. -  CP-A-77120     38.500,00     30.800,00          -\n                       Tijuana, B.C.\nV-26-0318  04/02/2026  Tijuana, B.C. -     CP-A-77164     14.200,00     11.360,00   1.500,00\n                       Mexicali, B.C.\nV-26-0324  06/02/2026  Mexicali, B.C. -    CP-A-77203     29.750,00     23.800,00          -\n                       Hermosillo, Son.\n                                                       -------------------------------------\nSumas                                                     82.450,00     65.960,00   1.500,00\n\nSubtotal (participación + estadías)                67.460,00\nIVA 16%                                            10.793,60\nTotal percepciones                                 78.253,60\n\nDESCUENTOS                                |  REEMBOLSOS\nRetención IVA 4%                2.698,40  |  Casetas (comprobantes)     2.316,00\nRetención ISR 1,25% (RESICO)      843,25  |  Maniobras de descarga        600,00\nDiesel - vales (6)             21.480,35  |                           ----------\nSeguro de carga                 1.150,00  |  Total reembolsos           2.916,00\nRastreo satelital GPS             450,00  |\nAnticipo p/viáticos 01/02       5.000,00  |\nFondo de garantía               1.500,00  |\n                             -----------  |\nTotal descuentos               33.122,00  |\n\nNETO A PAGAR (transferencia SPEI)  $ 48.047,60\n(CUARENTA Y OCHO MIL CUARENTA Y SIETE PESOS 60/100 M.N.)\nCuenta CLABE 0127 6000 4812 3395 18 (BBVA)\n\nLas retenciones se amparan con el CFDI de retenciones del mes. Fondo de garantía acumulado: 18.000,00\nRecibí de conformidad: ______________________                                   Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 7825360,
      netCents: 4804760,
      date: '2026-02-13',
      broker: 'OPERADORA DE FLETES MULEGÉ, S.A. DE C.V.',
      tripNumber: 'V-26-0311',
      miles: null,
      linehaulCents: 6596000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 150000,
      reimbursementsCents: 291600,
      deductions: [269840, 84325, 2148035, 115000, 45000],
    },
  },
  {
    id: 'b175-mokane-stub-ytd-panels-split-deposit',
    issuer: 'Mokane Bulk Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver weekly earnings statement: two side-by-side panels split by a pipe, EARNINGS on the left (mileage, stop, detention, bonus; gross; a non-tax items block with an expense reimbursement and a negative road-advance repayment) and TAXES & DEDUCTIONS on the right, each with CURRENT and YTD columns; the net pay is followed by a YTD net and split across two direct-deposit accounts; day-month-abbrev dates (13-Mar-2026)',
    text: 'MOKANE BULK CARRIERS, INC.                                          EARNINGS STATEMENT\n7 Railroad St, Mokane MO 65059    (573) 555-0190    USDOT 2208815\n\nEmployee: DALE R. FENSKE          Emp #: 00418       Dept: Hopper / Pneumatic\nSSN: XXX-XX-5521                  Filing: MFJ        Pay rate: .580 per mile\nPeriod: 01-Mar-2026 to 07-Mar-2026                    Pay date: 13-Mar-2026     Check #: DD-011907\n\nEARNINGS                      CURRENT        YTD | TAXES & DEDUCTIONS        CURRENT        YTD\nMileage 2,214 mi @ .580      1,284.12  12,615.00 | Federal income tax         118.40   1,183.77\nStop pay 3 @ 25.00              75.00     725.00 | Social Security             86.59     846.02\nDetention 2.5 h @ 20.00         50.00     310.00 | Medicare                    20.25     197.86\nSafety bonus (Feb)              50.00     100.00 | Missouri state tax          45.00     448.70\n                           ---------- ---------- | 401(k) 4%                   58.36     550.00\nGROSS PAY                    1,459.12  13,750.00 | Medical pre-tax             62.50     625.00\n                                                 |                         --------- ----------\nNON-TAX ITEMS                                    | TOTAL                      391.10   3,851.35\nExpense reimb (scale/wash)      27.50     310.25 |\nRoad advance repayment        -100.00    -400.00 |\n\nNET PAY   995.52      YTD net  9,808.90\n  Direct deposit  Central Bank of Boone County  checking  xxxxx0912      895.52\n  Direct deposit  Central Bank of Boone County  savings   xxxxx4471      100.00\n\nAccrued PTO: 22.0 hrs   Used: 8.0 hrs\nTHIS IS NOT A CHECK - NON-NEGOTIABLE\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 145912,
      netCents: 99552,
      date: '2026-03-13',
      broker: 'MOKANE BULK CARRIERS, INC.',
      tripNumber: null,
      miles: 2214,
      linehaulCents: 128412,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: 2750,
      deductions: [11840, 8659, 2025, 4500, 5836, 6250],
    },
  },
  {
    id: 'b175-pasquia-short-hourly-stub',
    issuer: 'Pasquia Hills Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Short, plain Saskatchewan bi-weekly pay statement for an hourly Class 1A driver: one small table (hours, rate, current, YTD) with regular, overtime and stat-holiday lines and a gross row, then CPP, EI, income tax, benefits and group RRSP with current and YTD columns, total deductions and net pay; day-first DD/MM/YYYY dates',
    text: 'PASQUIA HILLS HAULAGE LTD.\nBox 1140, Carrot River SK  S0E 0L0   306-555-0129\n\nPAY STATEMENT                        Pay Date: 27/02/2026\nEmployee: Kyle Burak   #0072         Pay Period: 08/02/2026 - 21/02/2026\nPosition: Class 1A Driver (gravel/aggregate)\n\n                                Hours     Rate    Current         YTD\nRegular                         80.00    31.25   2,500.00   10,000.00\nOvertime 1.5x                    7.50   46.875     351.56    1,484.10\nStat Holiday (Family Day)        8.00    31.25     250.00      500.00\nGross                                            3,101.56   11,984.10\n\nCPP                                                176.53      642.18\nEI                                                  50.56      185.12\nIncome Tax                                         412.37    1,498.66\nGroup Benefits                                      38.40      153.60\nGroup RRSP 5%                                      125.00      500.00\nTotal Deductions                                   802.86    2,979.56\n\nNet Pay                                          2,298.70\nDeposited to: Affinity Credit Union ****6620\n\nVacation accrued: 4% ($124.06)\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 310156,
      netCents: 229870,
      date: '2026-02-27',
      broker: 'PASQUIA HILLS HAULAGE LTD.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [17653, 5056, 41237, 3840, 12500],
    },
  },
  {
    id: 'b175-nuyaka-remittance-crdr-wrapped-debtors',
    issuer: 'Nuyaka Creek Freight Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase & remittance advice: invoice table where each debtor name wraps onto a second line, with face, per-invoice 2.5% fee, 10% reserve and advanced columns and a totals row; an ACCOUNT ACTIVITY ledger in CR/DR notation (advance, chargeback of an earlier short-paid invoice, reserve release from an older schedule, wire fee) ending in the amount wired; reserve balance stated apart; DD-MON-YYYY date',
    text: 'NUYAKA CREEK FREIGHT FUNDING, LLC\n402 W 6th St, Okmulgee OK 74447  *  918-555-0151  *  funding@nuyakacreek.com\n\nPURCHASE & REMITTANCE ADVICE                       Schedule No. 2026-0388\nClient: REDBUD PRAIRIE CARRIERS LLC  (MC 1344906)  Client ID RPC-0117\nFunded: 09-MAR-2026      Method: Fed wire to Arvest Bank ****3318\n\nINV #   DEBTOR                   LOAD/PO           FACE  FEE 2.5%   RESERVE   ADVANCED\n--------------------------------------------------------------------------------------\n10442   Carroway Transport       88120-A       2,350.00     58.75    235.00   2,056.25\n        Solutions\n10443   Blue Larkspur Logistics  LD4471902     1,780.00     44.50    178.00   1,557.50\n        Inc.\n10445   Hollingbrook Freight     SO-300915     3,125.00     78.13    312.50   2,734.37\n        Brokerage, LLC\n--------------------------------------------------------------------------------------\nTOTALS  (3 invoices)                           7,255.00    181.38    725.50   6,348.12\n\nACCOUNT ACTIVITY                                         AMOUNT\n  Advance on schedule 2026-0388                       6,348.12 CR\n  Chargeback inv 10317 (short paid, Feb 02)             150.00 DR\n  Reserve release - schedule 2026-0341                  412.40 CR\n  Wire fee                                               15.00 DR\n                                                  ---------------\n  AMOUNT WIRED                                        6,595.52 CR\n\nReserve account balance after this schedule: 4,906.35 CR\nReserve is released as debtors pay in full, less any disputed or short-paid amounts.\nPayments from debtors must be remitted to Nuyaka Creek Freight Funding, LLC, PO Box 2261,\nOkmulgee OK 74447. Notice of assignment on file.                              Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 725500,
      netCents: 659552,
      date: '2026-03-09',
      broker: 'Carroway Transport Solutions',
      tripNumber: '88120-A',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 72550,
      reimbursementsCents: null,
      deductions: [18138, 15000, 1500],
    },
  },
  {
    id: 'b175-paulinskill-lumper-receipt-short',
    issuer: 'Paulins Kill Dock Labor, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short narrow lumper receipt from a warehouse unloading service: centered header, receipt number, M/D/YYYY date with time in/out and door, carrier/driver/trailer/PO block, pallets in/out and case counts, three priced service lines and a TOTAL paid by Comchek Express code, signature line',
    text: '        PAULINS KILL DOCK LABOR, LLC\n   Unloading services at Kittatinny Foods DC\n   40 Route 94, Blairstown NJ 07825\n   (908) 555-0117   EIN 84-3307215\n--------------------------------------------\nLUMPER RECEIPT            No. PK-118342\nDate: 3/4/2026        Door: 14\nTime in: 06:40        Time out: 08:15\n--------------------------------------------\nCarrier:  SILVERCREST EXPRESS LLC\nDriver:   T. Rydel        Trailer: SX-5309\nPO #:     KF-2260418 / KF-2260421\nPallets in: 22   Pallets out: 24 (restack 2)\nCases: 1,386     Weight: 38,940 lb\n--------------------------------------------\nUnload - floor to pallet          285.00\nRestack / rework 2 pallets         30.00\nShrink wrap                        10.00\n                               ----------\nTOTAL                          $  325.00\n--------------------------------------------\nPaid by: Comchek Express code  ****7742\nApproval: 558201   Status: PAID IN FULL\n\nUnloader: M. Szabo   Driver sig: ________\nKeep this receipt for reimbursement.\nNo cash accepted at dock.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-03-04',
    },
  },
  {
    id: 'b175-roubideau-rateconf-stops-terms',
    issuer: 'Roubideau Freight Brokerage, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker load confirmation: header with the load number and date on the right, carrier and equipment lines, three stops each with several reference numbers (PU #, PO, Del #), a short RATE block (flat line haul, fuel surcharge, stop-off) with a total and the total in words, and numbered TERMS that quote detention, maximum detention and TONU amounts that are not part of the rate; M/D/YY dates',
    text: "ROUBIDEAU FREIGHT BROKERAGE, LLC                        LOAD CONFIRMATION & RATE AGREEMENT\n560 Main St, Suite 3, Delta CO 81416                    Load #:  RFB-311947\nMC 1098273  |  Ph 970-555-0108  |  ops@roubideaufb.com  Date:    3/10/26\n                                                        Rep:     Carla Voss x214\n\nCARRIER: HOLLIS RIDGE TRANSPORT INC   MC 1157730   Dispatcher: Ray Dunmore   Truck 118 / Trl 5307\nEQUIPMENT: 53' Reefer, continuous 34 F      Commodity: Fresh produce (potatoes), 42,000 lb\n\nSTOP 1  PICKUP   Thu 3/12/26  0700-1100 appt\n        San Luis Valley Spud Co-op, 8825 County Rd 3 S, Monte Vista CO 81144\n        PU #: SLV-77810    Ref: PO 4418-22\nSTOP 2  DROP     Fri 3/13/26  FCFS 0600-1400\n        Caldera Fresh Markets DC, 2100 E Pecos Rd, Phoenix AZ 85040\n        Del #: CF-55120\nSTOP 3  DROP     Sat 3/14/26  0800 appt\n        Verde Grocers Warehouse, 1350 W Deer Valley Rd, Phoenix AZ 85027\n\nRATE (USD)\n    Line haul (flat)            2,150.00\n    Fuel surcharge                385.00\n    Stop-off (1 extra drop)        75.00\n    -------------------------------------\n    TOTAL CARRIER PAY       $   2,610.00\n    (Two thousand six hundred ten and 00/100 dollars)\n\nTERMS\n1. Detention $50.00/hr after 2 hrs free at each stop, max $400.00 per stop, only with signed\n   in/out times reported within 24 hrs. TONU $150.00 if cancelled after dispatch.\n2. Lumper reimbursed with original receipt only; not included in rate above.\n3. Reefer download may be requested. Claims on temperature loads per shipper standard.\n4. Invoice with signed BOL and this confirmation to ap@roubideaufb.com. Standard pay 30 days;\n   QuickPay 2 days at 3%.\n5. Carrier may not re-broker, co-broker or double-broker this load.\n\nAccepted by carrier: ______________________   Date: ________\n                                                                               Page 1 of 1\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 261000,
      broker: 'ROUBIDEAU FREIGHT BROKERAGE, LLC',
      tripNumber: 'RFB-311947',
    },
  },
];
