import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 166: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages with a repeated header, per-trip
 * subtotals and loaded/deadhead miles never totalled; US flatbed lessor on a 72% revenue share with
 * labels printed above amounts, trailing-minus charges and totals only in the recap; US dispatch
 * service payout with the net ACH banner first, a pipe-separated running calculation and the
 * flat-rate load table last; French Quebec relevé for a voiturier artisan with flat voyage rates,
 * TPS/TVQ-included earnings and a CUMUL 2026 column; Mexican liquidación al permisionario in MXN with
 * wrapped client rows, IVA 16%, retención IVA 4% / ISR 1.25% and the net in words), two pay stubs
 * (Ohio milk-tanker mileage driver with earnings and deductions side by side and YTD beside current,
 * split deposit; Ontario bi-weekly hourly AZ driver with CPP/EI, gross/deductions/net on one line),
 * a factoring purchase & remittance advice with CR/DR amounts, wrapped debtor names, a per-invoice
 * fee column, reserve withheld and a reserve release, a heavy-truck repair invoice and a short
 * lumper receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one Ontario), 1 MX.
 * Date formats: MM/DD/YY, ISO YYYY-MM-DD, weekday + month name ("Friday, March 6, 2026"), French
 * month names ("20 mars 2026") with DD/MM, Spanish long date ("27 de febrero de 2026") with
 * DD/MM/YYYY, MM/DD/YYYY, day-first DD/MM/YYYY, DD-MON-YY ("22-JAN-26"), "Jun 3, 2026",
 * "Jul 14 2026 06:52".
 * Number formats: 1,234.56 with parentheses, trailing minus (742.00-), signed -/+ amounts, CR/DR
 * suffixes, French 1 234,56 $ with leading minus, MXN 1.234,56 (European separators from an ERP)
 * with the amount in Spanish words, "$ 185.00" with dotted leaders.
 */
export const HELD_OUT_DOCUMENTS_166: CorpusDocument[] = [
  {
    id: 'b166-leatherwood-two-page-trip-subtotals',
    issuer: 'Leatherwood Ford Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement with the header repeated (shortened) on page 2; each trip is a block with separate loaded and deadhead mileage lines at different rates, a fuel-surcharge line without miles, accessorial lines and a "Trip subtotal"; total miles are never printed (loaded + empty must be added across trips); earnings by type are printed two per line, deductions in parentheses with the escrow balance inside the label, and the net sits in a summary at the very end with the deposit date below the statement date; MM/DD/YY dates',
    text: 'LEATHERWOOD FORD FREIGHT LINES, INC.                    CONTRACTOR SETTLEMENT\n2290 Leatherwood Ford Rd, Jamestown TN 38556            Stmt No.   LF-2615-0342\nPh 931-555-0188   Fax 931-555-0189                      Stmt Date  04/16/26\nMC-918264   USDOT 2740513                               Week End   04/11/26\nPayee: CUMBERLAND PLATEAU TRUCKING LLC (Dale R. Stooksbury)     Vendor # 0342\nTractor 342   Trailer 53-1187                                       Page 1 of 2\n==============================================================================\nLOAD DETAIL                                       Miles     Rate       Amount\n------------------------------------------------------------------------------\nLFF-118204        Knoxville TN - Columbus OH\n 04/06/26           Loaded miles                  372    1.750      651.00\n                    Empty miles (deadhead)         41    0.900       36.90\n                    Fuel surcharge (all miles)           0.480      198.24\n                    Detention 2.0 hr @ 37.50                         75.00\n                                              Trip subtotal         961.14\n\nLFF-118219        Columbus OH - Indianapolis IN\n 04/07/26           Loaded miles                  176    1.750      308.00\n                    Fuel surcharge (all miles)           0.480       84.48\n                    Extra stop - Greenfield IN                       50.00\n                                              Trip subtotal         442.48\n\n                             ** continued on page 2 **\n\nLeatherwood Ford Freight Lines - settlements@lffl-tn.com - questions within 10 days\n------------------------------------------------------------------------------\nLEATHERWOOD FORD FREIGHT LINES, INC.                    CONTRACTOR SETTLEMENT\nStmt No. LF-2615-0342   Payee: CUMBERLAND PLATEAU TRUCKING LLC      Page 2 of 2\n==============================================================================\nLOAD DETAIL (continued)                           Miles     Rate       Amount\n------------------------------------------------------------------------------\nLFF-118231        Indianapolis IN - Memphis TN\n 04/08/26           Loaded miles                  464    1.750      812.00\n                    Empty miles (deadhead)         27    0.900       24.30\n                    Fuel surcharge (all miles)           0.480      235.68\n                                              Trip subtotal       1,071.98\n\nLFF-118240        Memphis TN - Knoxville TN\n 04/10/26           Loaded miles                  388    1.750      679.00\n                    Empty miles (deadhead)         58    0.900       52.20\n                    Fuel surcharge (all miles)           0.480      214.08\n                                              Trip subtotal         945.28\n\nEARNINGS BY TYPE          Mileage pay     2,563.40      Fuel surcharge     732.48\n                          Accessorials      125.00      TOTAL EARNINGS   3,420.88\n\nDEDUCTIONS                                                      Amount\n  Fuel - Comdata (9 purchases)                          (1,104.37)\n  Occupational accident                                    (42.50)\n  Bobtail / physical damage ins.                           (96.80)\n  ELD subscription                                         (18.00)\n  Trailer rental 53-1187                                   (95.00)\n  Cash advance 04/08/26 (Comdata exp. code)               (300.00)\n  Escrow deposit        (escrow bal after: 1,650.00)       (75.00)\n\nREIMBURSEMENTS\n  Lumper - LFF-118240 (rcpt 0091877)                        140.00\n  CAT scale - Lebanon TN                                     12.75\n\nSETTLEMENT SUMMARY\n  Total earnings                                            3,420.88\n  Reimbursements                                              152.75\n  Deductions, advance & escrow                            (1,731.67)\n  ----------------------------------------------------------------------\n  NET SETTLEMENT                                            1,841.96\n  Direct deposit effective 04/17/26 to First Horizon Bank acct ****6093\n\nLeatherwood Ford Freight Lines - settlements@lffl-tn.com - questions within 10 days\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 342088,
      netCents: 184196,
      date: '2026-04-17',
      broker: 'LEATHERWOOD FORD FREIGHT LINES, INC.',
      tripNumber: 'LFF-118204',
      miles: 1526,
      linehaulCents: 256340,
      fuelSurchargeCents: 73248,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 15275,
      deductions: [110437, 4250, 9680, 1800, 9500],
    },
  },
  {
    id: 'b166-greysriver-labels-above-amounts',
    issuer: 'Greys River Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor revenue-share (72%) settlement for a flatbed lease operator: each load is a small form with the labels on one line and the amounts on the line below (line revenue, operator %, operator share; then fuel surcharge and accessorials); charges use trailing-minus negatives, and the toll reimbursement sits unsigned at the end of the charge list; totals appear only in a recap that again puts labels above amounts, prints the 100% line revenue "reference only" first, and ends with maintenance-fund and lease balances; ISO dates with a separate ACH release date',
    text: "GREYS RIVER TRACTOR LEASING, LLC\nIndependent Operator Lease Program\nPO Box 1140, Alpine, WY 83128   |   307-555-0156   |   MC 1104482   USDOT 3217760\n\nOPERATOR SETTLEMENT                                   Settlement ID   GRTL-2026-0207-118\n                                                      Settlement date 2026-02-13\nOperator   Wade Halvorsen dba Halvorsen Flatbed       ACH release     2026-02-16\nUnit       118 (2021 Kenworth T680) / 48' flat F-22   Plan            Revenue share 72%\n\n--- LOADS ----------------------------------------------------------------------------\nLOAD GR-30415      Pickup 2026-02-09      Delivery 2026-02-10      Customer Big Horn Steel Supply\n  Origin / Destination                 Line revenue    Operator %   Operator share\n  Casper WY / Billings MT                 3,100.00         72.0         2,232.00\n  Fuel surcharge (100%)    Accessorials\n                388.50             0.00\n\nLOAD GR-30422      Pickup 2026-02-10      Delivery 2026-02-11      Customer Powder River Pipe & Valve\n  Origin / Destination                 Line revenue    Operator %   Operator share\n  Billings MT / Gillette WY               1,875.00         72.0         1,350.00\n  Fuel surcharge (100%)    Accessorials (tarp)\n                214.20                 100.00\n\nLOAD GR-30431      Pickup 2026-02-12      Delivery 2026-02-13      Customer Black Hills Lumber Co.\n  Origin / Destination                 Line revenue    Operator %   Operator share\n  Gillette WY / Rapid City SD             2,240.00         72.0         1,612.80\n  Fuel surcharge (100%)    Accessorials\n                262.10             0.00\n\n--- CHARGES (shown with trailing minus) ----------------------------------------------\n  Tractor lease payment  (unit 118, pmt 37 of 156)               742.00-\n  Fuel - EFS card                                              1,655.42-\n  Physical damage insurance                                       88.00-\n  Occupational accident                                           34.75-\n  IFTA / WY-MT permits                                            27.50-\n  Samsara ELD                                                     24.99-\n  Fuel advance 2026-02-11 (EFS check 55120)                      250.00-\n  Maintenance fund deposit                                       150.00-\n  Toll reimbursement - WYDOT / SD (receipts)                      38.60\n\n--- RECAP ----------------------------------------------------------------------------\n  Line revenue billed 100% 7,215.00 (reference only)\n  Operator share 72%        Fuel surcharge        Accessorials          Total compensation\n          5,194.80                864.80              100.00                6,159.60\n  Charges                   Advance / maint. fund   Toll reimbursement\n          2,572.66-                400.00-               38.60\n  NET PAY TO OPERATOR (ACH 2026-02-16, Bank of Star Valley ...4471)      3,225.54\n\n  Maintenance fund balance 2,850.00      Lease payoff 71,906.18      Advance balance 0.00\n                                                                          Page 1 of 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 615960,
      netCents: 322554,
      date: '2026-02-16',
      broker: 'GREYS RIVER TRACTOR LEASING, LLC',
      tripNumber: 'GR-30415',
      miles: null,
      linehaulCents: 519480,
      fuelSurchargeCents: 86480,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: 3860,
      deductions: [74200, 165542, 8800, 3475, 2750, 2499],
    },
  },
  {
    id: 'b166-hoback-net-first-loads-last',
    issuer: 'Hoback Junction Dispatch LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service payout statement in reverse order: the net ACH amount and date are in a banner at the top, then a "how we got there" running calculation with several signed amounts per line separated by pipes, and the load table (broker, lane, loaded/deadhead miles as "563/48", flat all-in rate, extras) comes last; a footnoted lumper pass-back appears in the extras column and in the calculation; weekday + month-name dates',
    text: "HOBACK JUNCTION DISPATCH LLC\nTruck dispatching & back office for small fleets and owner-operators\nPO Box 3317, Jackson, WY 83001  |  (307) 555-0163  |  payouts@hobackjunctiondispatch.com\n\nCARRIER PAYOUT STATEMENT  No. HJD-PO-0219\nCarrier:   Sleeping Indian Transport LLC     MC 1287734   USDOT 3791022\nOwner:     Marisol Teague                    Truck 12 / 53' reefer R-12\nStatement: Thursday, March 5, 2026\nCovers:    loads delivered February 23 - March 1, 2026\n\n>>> NET ACH SENT TO CARRIER $5,015.00 on Friday, March 6, 2026 (First Interstate Bank ****2207) <<<\n\nHOW WE GOT THERE\n  Gross freight collected 5,950.00  |  Dispatch fee 8% -476.00  |  Quick-pay 2% -119.00\n  Fuel advance repaid (EFS 02/25) -400.00  |  Trailer interchange ins. -35.00\n  Lumper passed back* +95.00\n  = 5,015.00\n\nLOADS THIS PAYOUT (flat all-in rates as booked with each broker)\n  Load #        Broker                         Lane                        LD/DH mi   Flat rate    Extras\n  PLX-440918    Palisades Logistics Group      Idaho Falls ID > Denver CO    563/48    2,300.00   -\n  7719033       Snake Bend Brokerage, Inc.     Denver CO > Omaha NE           540/0    1,650.00   100.00 det\n  55-20418      Cornhusker Freight Connect     Omaha NE > Rapid City SD      520/35    1,900.00   95.00 lumper*\n\n  Delivered: PLX-440918 Feb 24 | 7719033 Feb 26 (2 hrs detention, paid by broker) | 55-20418 Mar 1\n\n* Lumper paid by driver at the Rapid City receiver (receipt 0311-88), billed to the broker and\n  passed back at cost. It is not part of gross freight and no fee is charged on it.\nFee basis: 8% dispatch fee and 2% quick-pay on gross freight collected (rates + detention).\nDisputes: reply within 7 days to payouts@hobackjunctiondispatch.com.            Page 1/1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 595000,
      netCents: 501500,
      date: '2026-03-06',
      broker: 'HOBACK JUNCTION DISPATCH LLC',
      tripNumber: 'PLX-440918',
      miles: 1706,
      linehaulCents: 585000,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 9500,
      deductions: [47600, 11900, 3500],
    },
  },
  {
    id: 'b166-lambton-releve-cumul-tps-tvq',
    issuer: 'Lambton Transport Fardier inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec carrier relevé de paiement for a voiturier artisan paid flat voyage rates plus a 14% fuel surcharge: a voyage detail table comes first, then a SOMMAIRE with PÉRIODE and CUMUL 2026 columns side by side where the earnings total already includes TPS and TVQ, deductions, advance and guarantee-fund withholding are negative and the toll refund positive; itemised deductions (taxes included) follow the summary; French number format 1 234,56 $, day/month short dates and French month names',
    text: 'LAMBTON TRANSPORT FARDIER INC.\n212, rue Principale, Lambton (Québec)  G0Y 1H0\nTél. : 418 555-0174    NEQ 1174593820    NIR R-613842\nNo TPS 812345671 RT0001    No TVQ 1228765430 TQ0001\n\nRELEVÉ DE PAIEMENT - VOITURIER ARTISAN                        Relevé no RV-2611-027\nVoiturier : Gestion Routière Dion-Fortier enr. (Yannick Fortier)    Camion no 27\nTPS voiturier 790112458 RT0001   TVQ voiturier 1230554871 TQ0001\nPériode : du 8 au 14 mars 2026                         Date de paiement : 20 mars 2026\n\nDÉTAIL DES VOYAGES (taux forfaitaires)\nNo voyage  Date   Trajet                                    Forfait   Surch. carb. 14 %     Attente/bâche\nV-26-0871  09/03  Lambton > Montréal (Port, sect. Viau)   1 150,00 $        161,00 $          85,00 $ attente 2 h\nV-26-0884  11/03  Montréal > Sherbrooke (Fleurimont)        780,00 $        109,20 $           0,00 $\nV-26-0890  13/03  Sherbrooke > Lévis (parc indust.)         925,00 $        129,50 $          60,00 $ bâchage\n\nSOMMAIRE                                           PÉRIODE             CUMUL 2026\nVoyages (forfaits)                              2 855,00 $           24 716,50 $\nSurcharge carburant                               399,70 $            3 460,31 $\nAttente / bâchage                                 145,00 $            1 020,00 $\nSous-total avant taxes                          3 399,70 $           29 196,81 $\nTPS 5 %                                           169,99 $            1 459,84 $\nTVQ 9,975 %                                       339,12 $            2 912,38 $\nTOTAL DES GAINS (taxes incluses)                3 908,81 $           33 569,03 $\nRetenues et frais (détail ci-dessous)          -1 623,35 $          -14 004,17 $\nAvance sur voyage (12/03)                        -200,00 $           -1 100,00 $\nRetenue fonds de garantie                        -100,00 $           -1 000,00 $\nRemboursement péages                               18,40 $              142,60 $\nMONTANT DÉPOSÉ                                  2 003,86 $           17 607,46 $\n\nDÉTAIL DES RETENUES (taxes incluses)\n  Carburant - carte flotte (6 achats)         1 318,55 $\n  Assurance cargaison                            62,40 $\n  Location remorque plateau 48 pi               172,46 $\n  Répartition / GPS                              28,74 $\n  Cotisation CNESST                              41,20 $\n\nDépôt direct : Caisse Desjardins du Haut-Saint-François, folio ***4418.\nSolde du fonds de garantie après ce relevé : 2 400,00 $ (remboursable 45 jours après la fin du contrat).\nPéages : pont A-30 (reçu joint).                                              Page 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 390881,
      netCents: 200386,
      date: '2026-03-20',
      broker: 'LAMBTON TRANSPORT FARDIER INC.',
      tripNumber: 'V-26-0871',
      miles: null,
      linehaulCents: 285500,
      fuelSurchargeCents: 39970,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: 1840,
      deductions: [131855, 6240, 17246, 2874, 4120],
    },
  },
  {
    id: 'b166-lampazos-liquidacion-wrapped-clients',
    issuer: 'Lampazos Fletes del Norte, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación al permisionario exported from an ERP configured with European separators (1.234,56, negatives with a leading minus): the trip table has flat freight and maniobras columns with the client name wrapping onto two or three lines under each row and a "Sumas" row, then the permisionario invoice calculation (IVA 16% added, retención IVA 4% and ISR 1.25% subtracted), separate DESCUENTOS and MÁS blocks and the net with the amount spelled out in Spanish words; DD/MM/YYYY plus a Spanish long pay date',
    text: "LAMPAZOS FLETES DEL NORTE, S.A. DE C.V.\nRFC LFN130522KT4          Permiso SICT 19TF0457\nCarretera Monterrey-Nuevo Laredo km 112, Lampazos de Naranjo, N.L., C.P. 65070\nTel. 81 5550 2291         liquidaciones@lampazosfletes.mx\n\nLIQUIDACIÓN A PERMISIONARIO                                  Folio: LIQ-2026-0214\nPermisionario: José Antonio Villarreal Garza                 RFC VIGA790312H41\nUnidad: TR-31 Freightliner Cascadia 2020   Placas 47-AK-9T   Remolque caja seca 53' RS-118\nPeriodo: 16/02/2026 al 22/02/2026\nFecha de pago: 27 de febrero de 2026 (transferencia SPEI)\n(Importes en pesos mexicanos, formato 1.234,56)\n\nVIAJES REALIZADOS\nCarta Porte  Fecha       Ruta / Cliente                                 Flete    Maniobras\nLFN-7731     17/02/2026  Monterrey, N.L. - Nuevo Laredo, Tamps.      18.500,00     1.200,00\n                         Cliente: Aceros y Perfiles del Bajío\n                         Norte, S.A. de C.V. (varilla, 28 t)\nLFN-7745     19/02/2026  Nuevo Laredo, Tamps. - Saltillo, Coah.      16.200,00         0,00\n                         Cliente: Autopartes Ramos Arizpe, S. de\n                         R.L. de C.V. (importación, pedimento\n                         26 24 3471 6001882)\nLFN-7752     21/02/2026  Saltillo, Coah. - Monterrey, N.L.            7.800,00         0,00\n                         Cliente: Vidriera Industrial del Norte,\n                         S.A. de C.V. (retorno, tarimas)\n                                                                  ------------ ------------\n                                           Sumas                     42.500,00     1.200,00\n\nCÁLCULO DE LA FACTURA DEL PERMISIONARIO (CFDI serie P folio 0388)\n  Fletes y maniobras                                      43.700,00\n  IVA 16 %                                                 6.992,00\n  Total facturado                                         50.692,00\n  Retención IVA 4 %                                       -1.748,00\n  Retención ISR 1,25 % (RESICO)                             -546,25\n\nDESCUENTOS\n  Vales de diésel (3)  V-20931, V-20944, V-20958         -14.350,00\n  Seguro de carga (prorrateo semanal)                       -850,00\n  Rastreo satelital GPS                                     -420,00\n  Anticipo para gastos de viaje (18/02/2026)              -5.000,00\n\nMÁS\n  Reembolso de casetas (comprobantes IAVE anexos)          2.315,00\n\nNETO A PAGAR                                              30.092,75\n(TREINTA MIL NOVENTA Y DOS PESOS 75/100 M.N.)\n\nDepósito SPEI a BBVA México, CLABE ************4419, a nombre del permisionario.\nElaboró: Ma. Guadalupe Cantú       Revisó: C.P. Héctor Garza Treviño       Hoja 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5069200,
      netCents: 3009275,
      date: '2026-02-27',
      broker: 'LAMPAZOS FLETES DEL NORTE, S.A. DE C.V.',
      tripNumber: 'LFN-7731',
      miles: null,
      linehaulCents: 4250000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: null,
      reimbursementsCents: 231500,
      deductions: [174800, 54625, 1435000, 85000, 42000],
    },
  },
  {
    id: 'b166-killbuck-side-by-side-ytd-stub',
    issuer: 'Killbuck Creek Dairy Haulers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company tanker-driver weekly earnings statement with earnings (rate, units, current, YTD) on the left and taxes/deductions (current, YTD) on the right of a pipe on the same lines, so each printed line carries four amounts from two different tables; gross and total deductions share one totals line, net pay is on one line beside the YTD net and is then split over two direct-deposit accounts; a footnote restates the paid miles; MM/DD/YYYY dates',
    text: 'KILLBUCK CREEK DAIRY HAULERS, INC.                          EARNINGS STATEMENT\n7810 County Road 189, Millersburg, OH 44654                 Advice No.   0051842\nPhone 330-555-0196   FEIN 34-1987720   USDOT 1184307         Pay Date     05/08/2026\n                                                            Period  04/26/2026 - 05/02/2026\nEmployee: Travis L. Yoder        Emp ID 0417        Dept: Raw Milk - Tanker Route 6\nAddress:  4417 Township Rd 606, Fredericksburg, OH 44627\nSSN XXX-XX-6621    Fed: Married filing jointly    OH exemptions: 2    School dist. 3803\n\nEARNINGS              RATE   UNITS    CURRENT         YTD  | DEDUCTIONS             CURRENT        YTD\nMileage pay          0.6200   2,148   1,331.76   23,870.24  | Federal income tax      142.18   2,490.11\nStop pay            25.0000       4     100.00    1,850.00  | Social Security          97.26   1,694.23\nWash-out pay        30.0000       2      60.00      990.00  | Medicare                 22.75     396.23\nDetention (hourly)  22.0000    3.50      77.00      616.00  | OH state income tax      38.41     672.75\n                                                            | SD 3803 East Holmes      15.69     273.26\n                                                            | 401(k) 5%                78.44   1,366.31\n                                                            | Medical (pre-tax)        61.50   1,045.50\n----------------------------------------------------------  | -----------------------------------------\nGROSS PAY                             1,568.76   27,326.24  | TOTAL DEDUCTIONS        456.23   7,938.39\n\nNET PAY 1,112.53        YTD NET 19,387.85\nDIRECT DEPOSIT   Killbuck Savings Bank  checking ****3318     912.53\n                 Killbuck Savings Bank  savings  ****3320     200.00\n\nMiles paid are from e-log trip sheets 6-2211 through 6-2217 (2,148 miles, loaded and empty).\nOn-duty hours this period: 61.25.   PTO balance: 28.00 hrs.   This is a non-negotiable advice.\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 156876,
      netCents: 111253,
      date: '2026-05-08',
      broker: 'KILLBUCK CREEK DAIRY HAULERS, INC.',
      tripNumber: null,
      miles: 2148,
      linehaulCents: 133176,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14218, 9726, 2275, 3841, 1569, 7844, 6150],
    },
  },
  {
    id: 'b166-lanark-stacked-ontario-stub',
    issuer: 'Lanark Highlands Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Short Ontario bi-weekly hourly-driver pay statement: gross, total deductions and net are printed together on one pipe-separated line near the top, earnings are written as sentences ("Regular 80.00 h x 27.50 = 2,200.00  YTD ...") with the YTD figure on the same line, then a two-column deduction list (this pay / YTD) with CPP, EI, federal and Ontario tax, union dues and benefits; day-first DD/MM/YYYY dates',
    text: 'LANARK HIGHLANDS HAULAGE LTD.\n1188 Lanark Road, Perth, ON  K7H 3C7   613-555-0148   CVOR 138-442-907\n------------------------------------------------------------------------------\nPAY STATEMENT                    Employee: Kevin MacDougall (#0226)\nPay date: 17/04/2026             Pay period: 29/03/2026 to 11/04/2026 (bi-weekly, 7 of 26)\nPosition: Class AZ driver - regional (hourly)         Home terminal: Carleton Place\n\nGROSS 2,566.86   |   DEDUCTIONS 647.26   |   NET 1,919.60\n------------------------------------------------------------------------------\nEARNINGS\n  Regular 80.00 h x 27.50 = 2,200.00    YTD  15,400.00\n  Overtime 6.50 h x 41.25 = 268.13      YTD   1,288.98\n  Vacation pay 4%         = 98.73       YTD     667.56\n  Stat holiday pay        = 0.00        YTD     611.48\nSTATUTORY & OTHER DEDUCTIONS             this pay        YTD\n  CPP                                     144.72    1,013.04\n  EI                                       41.84      292.88\n  Federal income tax                      251.30    1,759.10\n  Ontario income tax                      128.65      900.55\n  Union dues - Teamsters Local 91          42.00      294.00\n  Group benefits (employee share)          38.75      271.25\n\nYTD gross 17,968.02   Vacation owing 0.00   Lieu time bank 6.00 h\nDeposited to: TD Canada Trust 00412-*****7731 on 17/04/2026\nEmployer CPP/EI contributions are not deducted from your pay.          Page 1 / 1\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 256686,
      netCents: 191960,
      date: '2026-04-17',
      broker: 'LANARK HIGHLANDS HAULAGE LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14472, 4184, 25130, 12865, 4200, 3875],
    },
  },
  {
    id: 'b166-gallinas-crdr-wrapped-debtors',
    issuer: 'Gallinas Creek Receivables, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and remittance advice: an invoice table whose debtor names wrap onto a second line, with face amount and a per-invoice 2.5% fee column closed by a totals row; then an account-activity ledger where every amount carries a CR or DR suffix (face value, fees, reserve withheld, a short-pay chargeback, an ACH fee, a reserve release) down to the net transfer; a reserve roll-forward line with three amounts follows; DD-MON-YY dates',
    text: 'GALLINAS CREEK RECEIVABLES, LLC\n1405 Paseo del Pueblo Sur, Suite 6, Taos, NM 87571\n(575) 555-0139   funding@gallinascreekrec.com   www.gallinascreekrec.com\n\nPURCHASE & REMITTANCE ADVICE                          Schedule No.  GCR-S-20611\nClient:  Mora Valley Flatbed LLC  (Client # C-0388)   Funded:       22-JAN-26\n         MC 1350876 / USDOT 3612447                   Method:       Same-day ACH\n         PO Box 212, Cleveland, NM 87715               Advance rate: 90% (10% reserve)\n\nINVOICES PURCHASED\nInv No.  Load/PRO    Debtor                        Inv Date      Face Amt   Fee 2.50%\n-------  ----------  ----------------------------  ---------  -----------  ----------\n4471     OM-90871    Ocate Mesa Freight            14-JAN-26     2,850.00       71.25\n                     Brokers, LLC\n4473     RP-22184    Rio Puerco Transportation     16-JAN-26     1,975.00       49.38\n                     Services, Inc.\n4476     5518-0071   Canadian River Shippers       19-JAN-26     3,420.00       85.50\n                     Cooperative Assn.\n                                                              -----------  ----------\n                                TOTALS (3 invoices)              8,245.00      206.13\n\nACCOUNT ACTIVITY THIS SCHEDULE                                         AMOUNT\n  Face value of invoices purchased                                 8,245.00 CR\n  Discount fees (see column above)                                   206.13 DR\n  Reserve withheld 10%                                               824.50 DR\n  Chargeback - inv 4402 short paid (Llano Seco Logistics)            125.00 DR\n  Same-day ACH fee                                                    20.00 DR\n  Reserve release - schedule GCR-S-20544 (debtors paid in full)      612.40 CR\n                                                                 ----------\n  NET FUNDS TRANSFERRED TO CLIENT                                  7,681.77 CR\n\nPaid to: Taos Community Bank, ABA ***0417, acct ******5582   Trace 091000019482263\nReserve account: opening 3,706.65   + withheld 824.50   - released 612.40   = closing 3,918.75\nDebtors must remit to Gallinas Creek Receivables, LLC, PO Box 1907, Taos NM 87571 only.\nNotice: invoices are purchased with recourse after 90 days.                  Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 824500,
      netCents: 768177,
      date: '2026-01-22',
      broker: 'Ocate Mesa Freight Brokers, LLC',
      tripNumber: 'OM-90871',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 82450,
      reimbursementsCents: null,
      deductions: [20613, 12500, 2000],
    },
  },
  {
    id: 'b166-hyalite-ro-invoice-cause-correction',
    issuer: 'Hyalite Canyon Diesel & Trailer Repair, Inc.',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-truck repair invoice with the invoice number/date, RO number and date-in/date-out stacked in a right-hand column beside the bill-to block, a complaint/cause/correction narrative, parts and labor tables, and the four subtotals printed on one line above the invoice total; month-name invoice date plus MM/DD/YY shop dates and a due date',
    text: 'HYALITE CANYON DIESEL & TRAILER REPAIR, INC.\n31 Frontage Rd, Belgrade, MT 59714   *   406-555-0127   *   service@hyalitediesel.com\n\n                                                             INVOICE      H-24817\n                                                             Invoice Date Jun 3, 2026\nBill To:  Bridger Foothills Express LLC                      RO #         11902\n          880 Story Mill Rd, Bozeman MT 59715                Date In      06/01/26\n          Attn: A/P                                          Date Out     06/02/26\nUnit 7   2019 Peterbilt 579   VIN 1XPBDP9X6KD417702   Odometer 612,480   Eng hrs 21,903\n\nCOMPLAINT  Air compressor cycling, axle 2 right brake out of adjustment at roadside check.\nCAUSE      Saturated dryer cartridge; RR chamber diaphragm leaking, slack worn.\nCORRECTION Replaced cartridge; replaced both chambers and slacks on axle 2; DOT annual done.\n\nPARTS            Description                          Qty    Unit      Ext\n  FP-DR5049      Air dryer cartridge (Bendix AD-IP)     1   142.80   142.80\n  BK-K2-3328     Brake chamber 30/30 long stroke        2    68.45   136.90\n  SL-4471        Slack adjuster, automatic 5.5"         2    54.90   109.80\n  DEF-2.5        DEF fluid 2.5 gal                      2    16.75    33.50\nLABOR                                                Hours    Rate\n  Replace air dryer cartridge, test cut-in/cut-out     1.2   148.00   177.60\n  Replace RR brake chambers & slacks axle 2, adjust    2.8   148.00   414.40\n  DOT annual inspection (form attached)                1.0   148.00   148.00\n\n  Parts 423.00    Labor 740.00    Shop supplies 38.50    Env./disposal 12.00\n  Montana - no sales tax                                 INVOICE TOTAL  1,213.50\n  Terms: Net 15 (due Jun 18, 2026). 1.5%/mo on past-due balances. Warranty 90 days / parts per mfr.\n  Technician: L. Okafor #14            Thank you for your business!\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-06-03',
    },
  },
  {
    id: 'b166-jocko-short-lumper-receipt',
    issuer: 'Jocko Valley Unloading Services, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short plain lumper (unloading) receipt from a warehouse dock: dotted leader lines to dollar amounts, a total paid by Comchek express code, PO/BOL and pallet counts; month-name date without comma plus a time',
    text: 'JOCKO VALLEY UNLOADING SERVICES, LLC\nat Flathead Grocers Distribution Center - Dock 14\n52150 US Hwy 93, Ronan MT 59864        (406) 555-0181\n\nUNLOADING RECEIPT                           No. 0048213\nDate/Time: Jul 14 2026  06:52\nCarrier: Clearwater Bend Transport LLC      Truck 5 / Trlr 4471\nBOL 77120-6   PO(s) 4500981273, 4500981288\nPallets 22 in / 26 out (restack 4)     Cases 1,842\n\nUnload fee (floor load / restack) ...... $ 185.00\nPallet exchange (4 @ $6.00) ............ $  24.00\nTOTAL PAID ............................. $ 209.00\nPaid by: Comchek Express code ****4410\n\nUnloader: R. Pablo          Driver signature: ______________\nKeep this receipt for reimbursement. No cash accepted.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-07-14',
    },
  },
];
