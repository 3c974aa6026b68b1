import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 149: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US flatbed carrier per-mile, two pages with wrapped trip rows,
 * repeated headers and loaded/empty miles to add; US lessor 72%-of-revenue lease-purchase advice in
 * reverse section order with trailing-minus charges, YTD and balance columns; US dispatch-and-collections
 * service with flat rates per load, CR/DR markers and labels above amounts; French Quebec voiturier
 * relevé with flat voyage rates, 17,5 % fuel surcharge, TPS/TVQ and a cheque with the amount in words;
 * Mexican liquidación al permisionario at 80% del flete with IVA 16%, retención IVA 4% and ISR 1.25% per
 * row), two pay stubs (Utah dry-bulk company driver with current/YTD columns, a road-advance repayment and
 * a split deposit; British Columbia bi-weekly drayage stub with side-by-side earnings/deductions, CPP/EI
 * and YTD), a factoring schedule of accounts purchased with a per-invoice discount column, reserve
 * holdback, chargeback and reserve release, a broker rate confirmation and a short lumper receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one British Columbia), 1 MX.
 * Date formats: MM/DD/YY, ISO YYYY-MM-DD, month names (March 6, 2026 / Feb 27, 2026), French month names
 * (20 février 2026) with DD/MM/YYYY, Spanish long dates (13 de marzo de 2026) with DD/MM/YYYY, day-first
 * DD/MM/YYYY, M/D/YYYY, weekday + MM/DD/YYYY, DD-MON-YYYY.
 * Number formats: 1,234.56 with parentheses, trailing minus (1,234.56-), CR/DR suffixes, French
 * 1 234,56 $, 1.234,56 (MXN), amounts in French, Spanish and English words.
 */
export const HELD_OUT_DOCUMENTS_149: CorpusDocument[] = [
  {
    id: 'b149-beartooth-two-page-wrapped-trips',
    issuer: 'Beartooth Pass Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile contractor settlement for a flatbed owner-operator: every trip wraps onto two lines (trip, date, lane, loaded and empty miles on the first; shipper/BOL, loaded pay @1.74, empty pay @.95, FSC @.46 on loaded miles and accessorial with TARP/DET codes on the second); page 2 repeats the company header and the column headings, the totals row gives loaded and empty miles separately (the reader adds them), charges are in parentheses with the escrow balance inside a label, and the only gross/net figures are in a one-line recap with labels above amounts; MM/DD/YY dates',
    text: "BEARTOOTH PASS FREIGHT LINES, INC.                      CONTRACTOR SETTLEMENT\n2215 Montana Ave, Billings MT 59101                     Stmt #     0314-2207\nMC 1188420   USDOT 3317265   (406) 555-0188             Check date 03/13/26\nContractor: SPRING CREEK TRUCKING LLC (Dale Hurst)      Period  03/01/26-03/07/26\nTractor 207 (2019 Peterbilt 389)  Trailer: own 48' step deck\n\nTRIP DETAIL  (each trip prints on two lines)\nTRIP        DATE      LANE                                 LD MI  MT MI\n   SHIPPER / BOL                        LD @1.74  MT @.95  FSC @.46    ACCESS.\n-------------------------------------------------------------------------------\nBPF-118204  03/02/26  Billings MT > Casper WY                296     18\n   Yellowstone Lumber Co  BOL 55120        515.04     17.10    136.16    50.00 TARP\nBPF-118231  03/03/26  Casper WY > Denver CO                  283     41\n   High Plains Steel  BOL HP-20871         492.42     38.95    130.18    75.00 DET 1.5H\nBPF-118259  03/04/26  Denver CO > Salt Lake City UT          521     12\n   Front Range Pipe Supply  BOL 7713       906.54     11.40    239.66     0.00\n\n                                             *** continued on page 2 ***\nBeartooth Pass Freight Lines, Inc. - Stmt 0314-2207                   Page 1 of 2\n\nBEARTOOTH PASS FREIGHT LINES, INC.                      CONTRACTOR SETTLEMENT\nStmt #  0314-2207   Contractor: SPRING CREEK TRUCKING LLC          Page 2 of 2\n\nTRIP DETAIL (continued)\nTRIP        DATE      LANE                                 LD MI  MT MI\n   SHIPPER / BOL                        LD @1.74  MT @.95  FSC @.46    ACCESS.\n-------------------------------------------------------------------------------\nBPF-118266  03/06/26  Salt Lake City UT > Pocatello ID       163      0\n   Wasatch Rebar  BOL WR-0456              283.62      0.00     74.98    50.00 TARP\nBPF-118290  03/07/26  Idaho Falls ID > Billings MT           370     52\n   Snake River Bale Co  BOL 31-998         643.80     49.40    170.20     0.00\n-------------------------------------------------------------------------------\nTOTALS  loaded mi / empty mi                               1,633    123\n   pay columns                           2,841.42    116.85    751.18   175.00\n\nCHARGES                                              AMOUNT\n  Comdata fuel 03/01-03/07 (9 txns)             (1,684.22)\n  Occupational accident - Zenith                   (38.90)\n  Cargo & physical damage ins.                     (96.40)\n  ELD - Motive subscription                        (24.99)\n  IFTA fuel tax adj. Q1                            (52.18)\n  Cash advance 03/04  #CA-7713                    (300.00)\n  Escrow deposit (escrow bal 1,650.00)             (75.00)\nREIMBURSEMENTS (receipts on file)\n  Lumper Denver CO (rcpt 90817)                     185.00\n  CAT scale Casper WY                                13.25\n\nRECAP      Trip earnings      Reimbursements      Charges          NET CHECK\n                3,884.45              198.25     (2,271.69)           1,811.01\n\nCheck #40877 mailed to contractor address of record. Disputes within 10 days in writing.\nBeartooth Pass Freight Lines, Inc. - Stmt 0314-2207                   Page 2 of 2\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 388445,
      netCents: 181101,
      date: '2026-03-13',
      broker: 'BEARTOOTH PASS FREIGHT LINES, INC.',
      tripNumber: 'BPF-118204',
      miles: 1756,
      linehaulCents: 295827,
      fuelSurchargeCents: 75118,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 19825,
      deductions: [168422, 3890, 9640, 2499, 5218],
    },
  },
  {
    id: 'b149-alsea-deposit-first-sections-ytd-balance',
    issuer: 'Alsea River Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase pay advice on a 72%-of-revenue plan, written in reverse order: the deposit banner first, then numbered sections 1 WHAT CAME OUT (charges with trailing-minus amounts, THIS WEEK / YEAR TO DATE / BALANCE columns, lease and escrow balances to the right), 2 WHAT WE PAID BACK (lumper and scale receipts), 3 WHAT YOU EARNED (each load a header line then indented 72% share, FSC and accessorial lines) and 4 HOW IT ADDS UP, a recap that prints the 100% billed revenue for information beside YTD figures; ISO dates',
    text: 'ALSEA RIVER TRACTOR LEASING, LLC                       LEASE-PURCHASE PAY ADVICE\n4410 SW Research Way, Corvallis OR 97333               Advice no.  ARTL-2026-07-118\nMC 1206631 / USDOT 3472058   541-555-0171              Week        2026-02-08 to 2026-02-14\nLessee-operator: Tomas Ibarra dba IBARRA FREIGHT       Unit 118  (2021 Freightliner Cascadia)\nPlan: 72% of billed revenue + 100% fuel surcharge + 100% accessorials\n\n=================================================================================\n  YOUR DEPOSIT   3,443.51   sent 2026-02-20 by ACH to Umpqua Bank xxxx6604\n=================================================================================\n\n1. WHAT CAME OUT                         THIS WEEK      YEAR TO DATE      BALANCE\n   Tractor lease AR-552 (wk 37 of 156)    725.00-       5,075.00-    61,340.18\n   Fuel - Alsea fleet card              1,206.84-       8,730.55-\n   Bobtail / NTL insurance                 18.00-         126.00-\n   Occupational accident                   29.50-         206.50-\n   PrePass + tolls transponder              9.75-          68.25-\n   Fuel advance (T-Chek 2026-02-10)       200.00-         600.00-         0.00\n   Maintenance escrow deposit             150.00-       1,050.00-     2,210.00\n\n2. WHAT WE PAID BACK (receipts)\n   Lumper Tacoma WA (rcpt 3371)             95.00\n   CA scale ticket Cottonwood               11.00\n\n3. WHAT YOU EARNED                       THIS WEEK\n   AR-30917  2026-02-09  Albany OR - Sacramento CA\n      billed 2,480.00 x 72%              1,785.60\n      fuel surcharge 100%                  388.50\n   AR-30925  2026-02-11  Stockton CA - Medford OR\n      billed 1,650.00 x 72%              1,188.00\n      fuel surcharge 100%                  262.00\n      Detention 2026-02-11 (2 h)            60.00\n   AR-30940  2026-02-12  Medford OR - Tacoma WA\n      billed 2,210.00 x 72%              1,591.20\n      fuel surcharge 100%                  351.30\n      Stop-off Kent WA                      50.00\n\n4. HOW IT ADDS UP\n   Billed revenue (100%, info only)      6,340.00\n   Your 72% share                        4,564.80          19,874.36\n   Fuel surcharge                        1,001.80           4,112.90\n   Accessorials                            110.00             935.00\n   Total compensation                    5,676.60          24,922.26\n   Less section 1                       2,339.09-\n   Plus section 2                          106.00\n   Deposit                               3,443.51\n\nBalances are after this week. Lease-purchase payoff quotes: leasing@alsearivertl.com\nPage 1/1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 567660,
      netCents: 344351,
      date: '2026-02-20',
      broker: 'ALSEA RIVER TRACTOR LEASING, LLC',
      tripNumber: 'AR-30917',
      miles: null,
      linehaulCents: 456480,
      fuelSurchargeCents: 100180,
      advancesCents: 20000,
      escrowCents: 15000,
      reimbursementsCents: 10600,
      deductions: [72500, 120684, 1800, 2950, 975],
    },
  },
  {
    id: 'b149-cuyama-labels-above-cr-dr',
    issuer: 'Cuyama Valley Dispatch Co.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-and-collections service statement for a reefer owner-operator paid flat rates per load: a header of label rows with the values on the line below (carrier, MC/DOT, statement date, ACH date), an activity list where each load is a line with a flat rate marked CR and an indented broker line, accessorial and lumper-reimbursement lines indented under their load, fees and a fuel advance marked DR, then a summary strip of five labels with amounts beneath them (no gross printed) and the net ACH sent by the service on its own line; month-name dates',
    text: "CUYAMA VALLEY DISPATCH CO.\n4870 Perkins Rd, New Cuyama, CA 93254  |  (661) 555-0163  |  pay@cuyamavalleydispatch.com\nDispatch & collections for owner-operators - we collect from your brokers and send one ACH\n\nCARRIER STATEMENT  No. CVD-S-0610\n\nCarrier                            MC / USDOT                        Statement date\nROJAS FAMILY TRANSPORT LLC         MC 1390472 / DOT 3891220          March 6, 2026\n\nTruck / trailer                    Dispatcher                        ACH date\n#12 / 53' reefer R-12              Marisol Vega, ext 4               March 9, 2026\n\nACTIVITY                                                                    AMOUNT\n-------------------------------------------------------------------------------------\nCVD-2210  picked Mar 2  Bakersfield CA > Phoenix AZ    flat rate   2,150.00 CR\n          broker: Sespe Creek Logistics\nCVD-2216  picked Mar 3  Phoenix AZ > Las Vegas NV      flat rate   1,275.00 CR\n          broker: Gaviota Freight Brokers Inc\n          Detention 2 hrs @ 50.00 (broker approved)                  100.00 CR\nCVD-2223  picked Mar 4  Las Vegas NV > Fresno CA       flat rate   1,600.00 CR\n          broker: Lompoc Valley Logistics\n          Lumper reimbursement - rcpt L-5521                         160.00 CR\nCVD-2229  picked Mar 5  Fresno CA > Santa Maria CA     flat rate     825.00 CR\n          broker: Sespe Creek Logistics\nDispatch fee 7.5% of flat rates (5,850.00)                           438.75 DR\nQuick-pay fee taken by Gaviota on CVD-2216 (2%)                       25.50 DR\nCertificate of insurance requests (5 @ 5.00)                          25.00 DR\nEFS fuel advance Mar 3 - repaid (code 88120)                         400.00 DR\n-------------------------------------------------------------------------------------\n\nLOAD PAY           ACCESSORIALS        LUMPER REIMB.       FEES              ADVANCES\n5,850.00           100.00              160.00              489.25 DR         400.00 DR\n\nNET ACH SENT TO CARRIER\n5,220.75 CR  -  Chase ....2917  -  trace 021000021-4471903\n\nCR = in your favor, DR = charged to you. Brokers paid Cuyama Valley Dispatch Co. directly under\nyour notice of assignment. Rate confirmations and PODs are in your portal.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 595000,
      netCents: 522075,
      date: '2026-03-09',
      broker: 'CUYAMA VALLEY DISPATCH CO.',
      tripNumber: 'CVD-2210',
      miles: null,
      linehaulCents: 585000,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 16000,
      deductions: [43875, 2550, 2500],
    },
  },
  {
    id: 'b149-chaudiere-recap-cheque-in-words',
    issuer: 'Camionnage Chaudière-Frampton inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec subcontracted-carrier (voiturier) payment statement: voyage lines with a flat agreed rate and a 17,5 % fuel-surcharge column but no per-line or column totals, a RETENUES list (fuel card, insurance, trailer rental, admin fee, cash advance, guarantee-fund holdback with its balance in the label), then a RÉCAPITULATIF that alone gives tariff and surcharge totals, TPS 5 % and TVQ 9,975 % and the tax-included revenue total, followed by a detachable cheque whose date differs from the statement date and whose amount is also written out in French words; 1 234,56 $ numbers, DD/MM/YYYY and French month-name dates',
    text: "CAMIONNAGE CHAUDIÈRE-FRAMPTON INC.\n212, route 112, Frampton (Québec)  G0R 1M0     Tél. 418 555-0139\nNEQ 1174420386   TPS 78412 5530 RT0001   TVQ 1229817704 TQ0001   PEVL R-612093-4\n\n                         RELEVÉ DE PAIEMENT - VOITURIER SOUS-CONTRAT\n\nVoiturier : Transport M. Poulin enr. (Mathieu Poulin)      No de relevé : CF-2607\n            TPS 80155 2214 RT0001  TVQ 1231004477 TQ0001   Période : 08/02/2026 au 14/02/2026\nTracteur : 44 (Kenworth T680 2020)                         Émis le : 18 février 2026\n\nVOYAGES (tarif forfaitaire convenu)          Date           Tarif    Surch. carb. 17,5 %\n------------------------------------------------------------------------------------------\nV26-0412  Saint-Georges -> Montréal (Anjou)  09/02/2026    685,00 $        119,88 $\nV26-0419  Montréal -> Québec (Parc Colbert)  10/02/2026    540,00 $         94,50 $\nV26-0427  Lévis -> Rivière-du-Loup           11/02/2026    610,00 $        106,75 $\nV26-0433  Rivière-du-Loup -> Sainte-Marie    13/02/2026    690,00 $        120,75 $\n------------------------------------------------------------------------------------------\n\nRETENUES                                                         Montant\n  Carte carburant FleetNet (7 transactions)                     986,14 $\n  Assurance marchandises et resp. civile                         62,75 $\n  Location remorque fourgon 53 pi. R-881                        140,00 $\n  Frais d'administration (taxes incl.)                           34,49 $\n  Avance en argent du 10/02/2026 (no A-3318)                    250,00 $\n  Fonds de garantie (solde après retenue : 1 400,00 $)          100,00 $\n\nRÉCAPITULATIF\n  Total des tarifs                               2 525,00 $\n  Total surcharge carburant                        441,88 $\n  Sous-total avant taxes                         2 966,88 $\n  TPS 5 %                                          148,34 $\n  TVQ 9,975 %                                      295,95 $\n  Total des revenus, taxes incluses              3 411,17 $\n  Moins : total des retenues                    -1 573,38 $\n  MONTANT DU CHÈQUE                              1 837,79 $\n\n- - - - - - - - - - - - - - - - - détacher ici - - - - - - - - - - - - - - - - - - - - -\nCAMIONNAGE CHAUDIÈRE-FRAMPTON INC.                        Chèque no 018842\nCaisse Desjardins de la Nouvelle-Beauce                   Date : 20 février 2026\n\nPAYEZ À L'ORDRE DE : Transport M. Poulin enr.            **1 837,79 $**\nLa somme de : Mille-huit-cent-trente-sept dollars et 79/100 ------------------\n\n                                                          ______________________________\n                                                          Signature autorisée\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 341117,
      netCents: 183779,
      date: '2026-02-20',
      broker: 'CAMIONNAGE CHAUDIÈRE-FRAMPTON INC.',
      tripNumber: 'V26-0412',
      miles: null,
      linehaulCents: 252500,
      fuelSurchargeCents: 44188,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [98614, 6275, 14000, 3449],
    },
  },
  {
    id: 'b149-penanevada-deductions-first-tax-columns',
    issuer: 'Fletes Peña Nevada, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican weekly liquidación for a permisionario paid 80% of each freight: the deductions block comes first (diesel vouchers, cargo insurance, GPS, a trip advance, a reserve-fund holdback with its accumulated balance in the label, and a toll reimbursement mixed in as a credit), then a trip table with five amounts on every row (flete 100%, 80% share, IVA 16%, retención IVA 4%, retención ISR 1.25%) including a separate estadía row for a trip, a Sumas row, and a LIQUIDACIÓN box with the gross incl. IVA and the net also in Spanish words; amounts in 1.234,56 format, DD/MM/YYYY and Spanish long dates',
    text: 'FLETES PEÑA NEVADA, S.A. DE C.V.\nRFC FPN-180522-KT4   Permiso SICT 2807FPN22051804   Blvd. Tamaulipas 3120, Col. Las Flores,\nCd. Victoria, Tamps. C.P. 87078   Tel. 834 555 0171   liquidaciones@fletespenanevada.mx\n\nLIQUIDACIÓN SEMANAL AL PERMISIONARIO                          Folio LQ-2611-0093\nPermisionario: Jesús Alberto Garza Treviño  RFC GATJ-840917-2H1 (RESICO)\nUnidad: T-31 Freightliner Cascadia 2018, placas 45-AK-9T   Semana 10: del 02 al 08 de marzo de 2026\nEsquema: 80% del flete + estadías al 80%; IVA 16%; retención IVA 4% y retención ISR 1.25%\n\nDESCUENTOS DE LA SEMANA (se aplican en la liquidación, ver abajo)\n   Diésel - vales Estación Los Naranjos              $   21.480,35\n   Seguro de carga (prorrateo semanal)               $    1.150,00\n   Rastreo satelital GPS                             $      450,00\n   Anticipo para viaje VJ-7802 (recibo A-2291)       $    5.000,00\n   Fondo de reserva (acumulado: $ 14.000,00)         $    1.000,00\n   Reembolso de casetas comprobadas (a favor)        $    2.318,00\n\nVIAJES Y PERCEPCIONES\nViaje    Fecha      Ruta / concepto                  Flete        80%    IVA 16%  RetIVA 4%   Ret.ISR\n------------------------------------------------------------------------------------------------------\nVJ-7781  03/03/2026 Cd. Victoria - Monterrey     24.500,00  19.600,00   3.136,00     784,00    245,00\nVJ-7790  05/03/2026 Monterrey - Nuevo Laredo     18.900,00  15.120,00   2.419,20     604,80    189,00\nVJ-7802  08/03/2026 Nuevo Laredo - Cd. Victoria  27.300,00  21.840,00   3.494,40     873,60    273,00\nVJ-7790  06/03/2026 Estadía 2 días Nuevo Laredo              1.500,00     240,00      60,00     18,75\n------------------------------------------------------------------------------------------------------\nSumas                                                       58.060,00   9.289,60   2.322,40    725,75\n\nLIQUIDACIÓN\n   Total percepciones (participación + IVA)         $   67.349,60\n   (-) Retenciones de IVA e ISR                     $    3.048,15\n   (-) Descuentos, anticipo y fondo de reserva      $   29.080,35\n   (+) Reembolso de casetas                         $    2.318,00\n   NETO A PAGAR                                     $   37.539,10\n   (SON: TREINTA Y SIETE MIL QUINIENTOS TREINTA Y NUEVE PESOS 10/100 M.N.)\n\nPago por transferencia SPEI el 13 de marzo de 2026 a BBVA cuenta CLABE ***********4417.\nLas retenciones se enterarán al SAT; la constancia se entrega con el CFDI del mes.\nConforme: ____________________ Permisionario            Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 6734960,
      netCents: 3753910,
      date: '2026-03-13',
      broker: 'FLETES PEÑA NEVADA, S.A. DE C.V.',
      tripNumber: 'VJ-7781',
      miles: null,
      linehaulCents: 5656000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 100000,
      reimbursementsCents: 231800,
      deductions: [232240, 72575, 2148035, 115000, 45000],
    },
  },
  {
    id: 'b149-duchesne-stub-ytd-split-deposit',
    issuer: 'Duchesne River Bulk Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver weekly earnings statement printed by a payroll service for a dry-bulk carrier: earnings with rate/units/current/YTD columns (mileage at 0.585, stop pay, detention hours, a zero current safety-bonus row with a YTD value), taxes and other deductions in separate current/YTD blocks, a road-advance repayment among the deductions, a non-taxable scale-ticket reimbursement, net pay split across two accounts with the total below, and an employer-paid memo line (401k match, premium share) that is not deducted; month-name dates',
    text: 'DUCHESNE RIVER BULK CARRIERS, INC.                                EARNINGS STATEMENT\n1190 E Lagoon St, Roosevelt UT 84066    USDOT 2760194              NON-NEGOTIABLE\nPayroll processed by Ekalaka Payroll Services, Billings MT (client 4471)\n\nEmployee   Kyle R. Mortensen        Emp ID 0288     Dept  Pneumatic / Dry Bulk\nSSN        XXX-XX-6631              Fed W-4  Single  UT  Single\nPeriod     Feb 15, 2026 - Feb 21, 2026               Pay date  Feb 27, 2026\n\nEARNINGS              RATE       UNITS          CURRENT      YEAR-TO-DATE\nMileage pay           0.585     2,214 mi        1,295.19        11,208.02\nStop pay              25.00         3              75.00           550.00\nDetention             20.00       2.5 hr           50.00           230.00\nSafety bonus Q4                                     0.00           500.00\nGROSS PAY                                       1,420.19        12,488.02\n\nTAXES WITHHELD                                   CURRENT      YEAR-TO-DATE\nFederal Income Tax                                118.42         1,041.36\nSocial Security                                    83.45           737.48\nMedicare                                           19.52           172.48\nUT State Income Tax                                58.02           509.87\n\nOTHER DEDUCTIONS                                 CURRENT      YEAR-TO-DATE\nMedical (pre-tax)                                  62.30           498.40\nDental (pre-tax)                                   11.85            94.80\n401(k) 4%                                          56.81           499.52\nRoad advance repayment (adv 02/17)                100.00           300.00\n\nNON-TAXABLE\nReimb - scale tickets (3)                          24.50            73.50\n\nNET PAY DISTRIBUTION\n  Zions Bank checking ****2240                     500.00\n  Zions Bank savings  ****7718                     434.32\n  Total net pay                                    934.32         8,707.61\n\nEMPLOYER-PAID (memo, not deducted): 401(k) match 2% 28.40   Medical premium share 186.90\nPTO balance 24.0 hrs   Miles YTD 19,159\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 142019,
      netCents: 93432,
      date: '2026-02-27',
      broker: 'DUCHESNE RIVER BULK CARRIERS, INC.',
      tripNumber: null,
      miles: 2214,
      linehaulCents: 129519,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: 2450,
      deductions: [11842, 8345, 1952, 5802, 6230, 1185, 5681],
    },
  },
  {
    id: 'b149-esquimalt-side-by-side-wrapped-zones',
    issuer: 'Esquimalt Harbour Cartage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'British Columbia bi-weekly container-drayage driver stub: earnings on the left and deductions on the right of a pipe divider, side by side on the same lines; earnings rows for trip pay by zone wrap onto a second indented line with the lane, plus waiting-time hours, a statutory-holiday row that wraps, and 4% vacation pay, each with CURRENT and YTD; CPP, EI, federal and BC tax, union dues, benefits and RRSP on the right with YTD; totals only in a bottom grid with labels above CURRENT and YTD rows; DD/MM/YYYY dates',
    text: 'ESQUIMALT HARBOUR CARTAGE LTD.                                   STATEMENT OF EARNINGS AND DEDUCTIONS\n1150 Esquimalt Rd, Victoria BC V9A 3N5   250-555-0118   BN 71893 4420 RP0001\n\nEmployee: Harjit S. Dhillon   Emp #: 1147   Class 1 driver - container drayage   Union: Teamsters L.31\nPay period: 08/02/2026 - 21/02/2026 (bi-weekly, period 4)          Pay date: 27/02/2026\n\nEARNINGS                    QTY    RATE    CURRENT        YTD | DEDUCTIONS                 CURRENT       YTD\n--------------------------------------------------------------+---------------------------------------------\nContainer trips Zone 1       14 @  48.00    672.00   2,582.00 | CPP                         169.98    587.88\n  Ogden Pt / Rithet - Esquimalt yards                         | EI                           48.76    183.51\nContainer trips Zone 2        9 @  86.50    778.50   2,944.50 | Federal income tax          314.17  1,206.44\n  Swartz Bay ferry term. - Langford DC                        | BC income tax               112.08    431.90\nContainer trips Zone 3        5 @ 172.00    860.00   3,096.00 | Union dues Teamsters L.31    48.00    192.00\n  Duke Point (Nanaimo) - Victoria                             | Group benefits (PBC)         36.40    145.60\nWaiting time            11.25 h @  29.40    330.75   1,294.65 | RRSP (group plan)           100.00    400.00\nStat holiday 16/02/2026  8.00 h @  29.40    235.20     235.20 |\n  (Family Day)                                                |\nVacation pay 4%                             115.06     406.09 |\n\n            GROSS EARNINGS      TOTAL DEDUCTIONS      NET PAY\nCURRENT     2,991.51            829.39                2,162.12\nYTD         10,558.44           3,147.33              7,411.11\n\nNet pay deposited 27/02/2026 to Coast Capital Savings acct ****3306.\nVacation pay is paid out each period at 4%. Questions: payroll@esquimaltcartage.ca\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 299151,
      netCents: 216212,
      date: '2026-02-27',
      broker: 'ESQUIMALT HARBOUR CARTAGE LTD.',
      tripNumber: null,
      miles: null,
      linehaulCents: 231050,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [16998, 4876, 31417, 11208, 4800, 3640, 10000],
    },
  },
  {
    id: 'b149-chilkoot-schedule-fee-column-words',
    issuer: 'Chilkoot Trade Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring schedule of accounts purchased and funding advice: a header with advance/reserve/discount terms beside schedule, received and funding dates, an invoice table with invoice number, load number, debtor, invoice date, face amount and a per-invoice discount column with a totals row, then a funding calculation in parentheses (discount total, 10% reserve held, a chargeback for an earlier short-paid invoice, a wire fee) plus a reserve release from an older schedule, the wired amount also written in words, and a reserve balance in the footnote; M/D/YYYY dates',
    text: 'CHILKOOT TRADE CAPITAL, LLC\n1201 Western Ave, Suite 410, Seattle WA 98101  *  206-555-0190  *  funding@chilkoottrade.com\n\nSCHEDULE OF ACCOUNTS PURCHASED / FUNDING ADVICE\nClient:  NORTHFORK CARRIERS LLC  (MC 1277035)          Schedule no.   2291\nClient #: CTC-0588                                     Received       3/9/2026\nAdvance rate 90%  /  reserve 10%  /  discount 2.75%     Funding date   3/10/2026\n\nINVOICE   LOAD #    DEBTOR                        INV DATE     FACE AMT  DISCOUNT\n---------------------------------------------------------------------------------\nNFC-1061  88741-A   Eagle Crest Logistics, Inc.   2/24/2026    2,850.00     78.38\nNFC-1062  TL-30418  Balsam Ridge Brokerage LLC    2/25/2026    1,925.00     52.94\nNFC-1063  660129    Eagle Crest Logistics, Inc.   2/26/2026    3,100.00     85.25\nNFC-1064  K-22875   Foxhollow Supply Chain Co.    2/27/2026    1,480.00     40.70\n---------------------------------------------------------------------------------\n4 invoices                                                     9,355.00    257.27\n\nFUNDING CALCULATION\n  Face amount of invoices purchased                             9,355.00\n  Less discount fee (2.75%)                                     (257.27)\n  Less reserve held (10%)                                       (935.50)\n  Less chargeback - short pay inv NFC-1037 (Balsam Ridge)       (150.00)\n  Less same-day wire fee                                         (25.00)\n  Plus reserve release - schedule 2264 (all paid)                 612.80\n                                                            ------------\n  AMOUNT WIRED                                                  8,600.03\n\nWire to: Skagit Valley Bank, ABA 125108xxx, acct ****0931, ref CTC-2291\nAmount in words: Eight thousand six hundred and 03/100 dollars\n\nReserve balance after this schedule: 3,114.40. Debtors remit to Chilkoot Trade Capital, LLC,\nPO Box 24417, Seattle WA 98124. Verify any change of remittance instructions by phone.\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 935500,
      netCents: 860003,
      date: '2026-03-10',
      broker: 'Eagle Crest Logistics, Inc.',
      tripNumber: '88741-A',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 93550,
      reimbursementsCents: null,
      deductions: [25727, 15000, 2500],
    },
  },
  {
    id: 'b149-aravaipa-ratecon-two-column-stops',
    issuer: 'Aravaipa Canyon Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate confirmation: load number and date in a right-hand header block, stops laid out in two pipe-separated columns (pickup and extra pick side by side, delivery under the pickup with consignee notes beside it), a short rate agreement with line haul, fuel surcharge, extra-pick charge and total carrier pay, then detention and TONU terms not included in the total; MM/DD/YYYY dates with weekday',
    text: "ARAVAIPA CANYON LOGISTICS, INC.                    CARRIER RATE & LOAD CONFIRMATION\n2950 N Swan Rd, Suite 220, Tucson AZ 85712         Load #   ACL-471936\nMC 998417  |  Dispatch 520-555-0147                Date     Thursday, 03/12/2026\n                                                   Rep      Dana Whitfield x 212\n\nCARRIER: DESERT BLOOM TRANSPORT LLC   MC 1415520   Driver: Luis Ochoa  Cell 602-555-0188\nEquipment: 53' dry van, 45,000 lb max   Truck 6  Trailer 6T\n\nSTOP 1 - PICKUP                          | STOP 2 - EXTRA PICK\nSonoran Snack Foods Plant 2              | Casa Grande Packaging\n1840 E Ajo Way, Tucson AZ 85713          | 920 W Cottonwood Ln, Casa Grande AZ 85122\nMon 03/16/2026  06:00-08:00  FCFS        | Mon 03/16/2026  10:30 appt\nPU # SSF-55120   18 plts snacks          | PO 4410-88123  6 plts cartons\n                                         |\nSTOP 3 - DELIVERY                        |\nOsage Hills Grocers DC                   | Consignee notes: live unload, lumper if\n6601 E 41st St, Tulsa OK 74145           | needed paid by carrier, reimbursed with\nWed 03/18/2026  05:00 appt               | receipt (not included in rate below)\nDEL # CG-2207731  24 plts  31,480 lb     |\n\nRATE AGREEMENT\n  Line haul (flat)                       1,850.00\n  Fuel surcharge                           296.00\n  Extra pick - Casa Grande                  75.00\n  TOTAL CARRIER PAY (USD)                2,221.00\n  Detention: $45.00/hr after 2 hrs free at shipper/receiver, with in/out times on BOL.\n  TONU $150.00 if cancelled after dispatch.\n\nInvoice with signed BOL to ap@aravaipacanyon.com referencing Load # ACL-471936. Quick pay\n2 days at 3%, standard terms net 30. Double brokering is prohibited. By signing, carrier agrees\nto the rate and terms above and on file.\n\nCarrier signature: ______________________   Date: __________        Page 1 of 1\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 222100,
      broker: 'ARAVAIPA CANYON LOGISTICS, INC.',
      tripNumber: 'ACL-471936',
    },
  },
  {
    id: 'b149-fenholloway-lumper-receipt-plain',
    issuer: 'Fenholloway Dock Services, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short plain lumper receipt from a warehouse unloading contractor: receipt number, day-month-abbreviation date with in/out times and door, carrier, trailer and PO numbers, pallet and case counts, an unload fee and a restack charge with the total paid by Comchek express code, signature lines; DD-MON-YYYY date',
    text: 'FENHOLLOWAY DOCK SERVICES, LLC\nUnloading services at Suwannee Fresh Distribution Center\n3400 US Hwy 90 W, Lake City FL 32055   (386) 555-0129\n\nLUMPER RECEIPT                   No. FDS-118472\nDate: 14-MAR-2026   Time in 04:12  Time out 05:47\nDoor: 22\n\nCarrier:  GULF PINE EXPRESS LLC      Trailer: GP5307\nPO(s):    SF-771204 / SF-771209\nPallets received: 26   Cases: 1,842   Restack/break down: 4 plts\n\nUnload fee (26 plts)                 $260.00\nRestack / breakdown 4 @ $12.50        $50.00\n                                     -------\nTOTAL PAID                           $310.00\nPaid by: Comchek express code 0440 118 273 (auth 55718)\n\nDriver: R. Batiste ______________   Lumper lead: J. Odom\nKeep this receipt for reimbursement. No cash accepted.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-03-14',
    },
  },
];
