import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 152: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier over three pages with repeated continuation
 * headers, per-load subtotals and loaded/empty miles never totalled; US lessor 72% percentage plan
 * with label-above-amount strips and a coded DR/CR ledger with balances beside the week's amounts;
 * US dispatch service statement in reverse order - net ACH first, trailing-minus calculation, then
 * flat-rate loads with wrapped broker names and deadhead miles; French Quebec flat-rate (forfait)
 * relevé with TPS/TVQ-included total and the net in French words; Mexican liquidación al
 * permisionario in MXN with wrapped trip rows, an inline recap of several amounts per line, IVA 16%,
 * retención IVA 4% and the net in Spanish words), two pay stubs (Alabama bulk-tank company driver,
 * mileage pay with CURRENT/YTD columns and a net-in-words deposit advice; Saskatchewan bi-weekly
 * hourly driver with side-by-side earnings/deductions, CPP/EI and YTD summary lines), a factoring
 * purchase & funding notice with wrapped debtor names, a per-invoice fee column, DR/CR funding
 * calculation and a reserve release, a short truck repair invoice and a plain lumper receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one Saskatchewan), 1 MX.
 * Date formats: MM/DD/YY, month names (Oct 31, 2025; January 9, 2026), ISO YYYY-MM-DD, French
 * long dates (le 6 février 2026) with DD/MM/YYYY, Spanish long dates (28 de noviembre de 2025) with
 * DD/MM/YYYY, MM/DD/YYYY, DD-Mon-YYYY (21-Nov-2025), M/D/YYYY, MM-DD-YYYY with time.
 * Number formats: 1,234.56 with parentheses, trailing minus and DR/CR suffixes or columns; French
 * 1 234,56 $; MXN 1.234,56; amounts in words (French, Spanish, English).
 */
export const HELD_OUT_DOCUMENTS_152: CorpusDocument[] = [
  {
    id: 'b152-tallapoosa-three-page-load-subtotals',
    issuer: 'Tallapoosa Bend Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      "Three-page per-mile owner-operator settlement: each page repeats a continuation header and column heads; every load is a block (load number and dates, pickup and delivery lines, loaded-miles, empty-miles and all-miles fuel surcharge lines with rate, accessorial lines, then a 'Load subtotal'), with loaded and empty miles never totalled; a detention footnote at the foot of page 2; page 3 holds deductions in parentheses with a BALANCE column for the advance and escrow, a reimbursements block and the only totals in a SETTLEMENT RECAP whose net line carries the ACH date; MM/DD/YY dates",
    text: 'TALLAPOOSA BEND FREIGHT LINES, INC.                    CONTRACTOR SETTLEMENT\n2207 Horseshoe Bend Rd, Dadeville AL 36853             Settlement # TBF-260114-0214\nTel 256-555-0188   MC 1187342   USDOT 3319075          Statement Date 01/14/26\n                                                       Period 01/04/26 - 01/10/26\nPay to: RED CLAY ROAD LLC  (Dwayne Tolbert)            Unit T-214 / Trlr 53V-0871\nPay plan: loaded 1.780 / empty 1.100 per mile, FSC .460 all miles\n\nLOAD / ROUTE                                      MILES    RATE        AMOUNT\n-------------------------------------------------------------------------------\nLOAD 611842   01/04/26-01/05/26\n  PU: Russell Lands Lumber, Alexander City AL\n  DL: Piedmont Millwork, Gainesville GA\n  Loaded miles                                     214   1.780        380.92\n  Empty miles                                       38   1.100         41.80\n  Fuel surcharge (all miles)                       252   0.460        115.92\n  Detention 2.5 hrs (1)                                               100.00\n                                                 Load subtotal        638.64\n\nLOAD 611867   01/05/26-01/06/26\n  PU: Piedmont Millwork, Gainesville GA\n  DL: Upstate Cabinet Supply, Spartanburg SC\n  Loaded miles                                     168   1.780        299.04\n  Empty miles                                       21   1.100         23.10\n  Fuel surcharge (all miles)                       189   0.460         86.94\n                                                 Load subtotal        409.08\n\nContinued on next page.\n                                                                   Page 1 of 3\n\nTALLAPOOSA BEND FREIGHT LINES, INC.  -  CONTRACTOR SETTLEMENT TBF-260114-0214  (continued)\n                                                                   Page 2 of 3\n\nLOAD / ROUTE                                      MILES    RATE        AMOUNT\n-------------------------------------------------------------------------------\nLOAD 611901   01/07/26-01/08/26\n  PU: Hub City Corrugated, Spartanburg SC\n  DL: Lookout Valley Foods, Chattanooga TN\n  Loaded miles                                     262   1.780        466.36\n  Empty miles                                       44   1.100         48.40\n  Fuel surcharge (all miles)                       306   0.460        140.76\n  Extra stop - Cleveland TN                                            50.00\n                                                 Load subtotal        705.52\n\nLOAD 611925   01/08/26-01/09/26\n  PU: Lookout Valley Foods, Chattanooga TN\n  DL: Capitol Grocers DC, Montgomery AL\n  Loaded miles                                     246   1.780        437.88\n  Empty miles                                       57   1.100         62.70\n  Fuel surcharge (all miles)                       303   0.460        139.38\n                                                 Load subtotal        639.96\n\n(1) Detention paid after 2 free hours at $40.00/hr, per shipper-signed in/out times.\n                                                                   Page 2 of 3\n\nTALLAPOOSA BEND FREIGHT LINES, INC.  -  CONTRACTOR SETTLEMENT TBF-260114-0214  (continued)\n                                                                   Page 3 of 3\n\nDEDUCTIONS                                         THIS PERIOD     BALANCE\n  Fuel - EFS card (9 purchases)                   (1,412.38)\n  Occupational accident                              (38.50)\n  Non-trucking liability                             (14.25)\n  Trailer rental 53V-0871                            (95.00)\n  ELD - Samsara                                      (22.00)\n  IFTA fuel tax adjustment Q4                        (41.17)\n  EFS cash advance 01/06/26                         (300.00)        0.00\n  Maintenance escrow deposit                         (75.00)    1,650.00\n\nREIMBURSEMENTS\n  Lumper - load 611925 (rcpt 0091183)                  85.00\n  CAT scale - Calhoun GA                               13.25\n\nSETTLEMENT RECAP\n  Load pay - 4 loads (mileage, FSC, accessorials)       2,393.20\n  Reimbursements                                           98.25\n  Deductions                                          (1,623.30)\n  Advances                                              (300.00)\n  Escrow                                                 (75.00)\n                                                     -----------\n  NET PAY  -  ACH 01/16/26 to Regions ****3307            493.15\n\nEscrow balance is held per lease Sec. 9 and is not part of this payment.\nDisputes: settlements@tallapoosabendfl.com within 15 days.        Page 3 of 3\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 239320,
      netCents: 49315,
      date: '2026-01-16',
      broker: 'TALLAPOOSA BEND FREIGHT LINES, INC.',
      tripNumber: '611842',
      miles: 1050,
      linehaulCents: 176020,
      fuelSurchargeCents: 48300,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 9825,
      deductions: [141238, 3850, 1425, 9500, 2200, 4117],
    },
  },
  {
    id: 'b152-sabinal-labels-above-cr-dr-ledger',
    issuer: 'Sabinal Canyon Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-plan statement (72% of line revenue): a strip of labels with the amounts on the line below (100% line revenue marked info only, 72% share, fuel surcharge, accessorials, gross pay), a load table with miles, revenue, 72% share and per-mile FSC but no totals row, the detention told in a sentence, then a coded CHARGES AND CREDITS ledger with DR/CR suffixes and a BALANCE column beside each period amount (lease, escrow, advance, plate balances), closed by a second label-above-amount strip for gross, charges, credits and net deposit; month-name dates (Oct 31, 2025)',
    text: 'SABINAL CANYON TRACTOR LEASING, LLC\n1906 E. Main St., Uvalde, TX 78801   |   (830) 555-0163   |   USDOT 2970418  MC 1021557\n\nLEASE OPERATOR SETTLEMENT  -  PERCENTAGE PLAN (72% of line revenue, FSC and accessorials 100%)\nOperator: Hector Villarreal Jr.       Lease SC-118       Tractor 118 (2021 Freightliner Cascadia)\nWeek ending: Oct 25, 2025             Statement no. 2025-43-118\nDeposit date: Oct 31, 2025            Frost Bank ...4471\n\n  LINE REVENUE     YOUR SHARE 72%     FUEL SURCHARGE     ACCESSORIALS     GROSS PAY\n  5,555.00         3,999.60           341.10             120.00           4,460.70\n  (100%, info only)\n\nLOADS\nLOAD       DATE    LANE                          MILES    REVENUE        72%  FSC .45\nSCL-30417  Oct 20  San Antonio TX - Laredo TX      157   1,450.00   1,044.00    70.65\nSCL-30429  Oct 21  Laredo TX - Houston TX          316   2,180.00   1,569.60   142.20\nSCL-30436  Oct 23  Houston TX - Uvalde TX          285   1,925.00   1,386.00   128.25\nACCESSORIAL: SCL-30436 detention Houston 10/23, 3 hrs @ 40.00 = 120.00\n\nCHARGES AND CREDITS\nCODE  DESCRIPTION                               THIS WEEK         BALANCE\nLSE   Tractor lease #SC-118 (wk 37/156)         640.00 DR    71,240.00 DR\nFUL   Fuel - QuickFuel card 10/19-10/25       1,188.42 DR\nINS   Physical damage / bobtail                  68.00 DR\nESC   Escrow deposit                            150.00 DR     2,850.00 CR\nADV   Cash advance 10/22 (Laredo)               250.00 DR            0.00\nPLT   IRP apportioned plate                      27.50 DR       412.50 DR\nELD   ELD / dash cam                             18.00 DR\nTOL   Toll reimb. - Camino Colombia (rcpt)       22.60 CR\n\n  GROSS PAY          LESS CHARGES (DR)      PLUS CREDITS (CR)      NET DEPOSIT\n  4,460.70           2,341.92               22.60                  2,141.38\n\nBalances: DR = you owe Sabinal Canyon; CR = held for you. Escrow refundable 45 days after lease end.\nPage 1 of 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 446070,
      netCents: 214138,
      date: '2025-10-31',
      broker: 'SABINAL CANYON TRACTOR LEASING, LLC',
      tripNumber: 'SCL-30417',
      miles: 758,
      linehaulCents: 399960,
      fuelSurchargeCents: 34110,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: 2260,
      deductions: [64000, 118842, 6800, 2750, 1800],
    },
  },
  {
    id: 'b152-tohickon-net-first-wrapped-brokers',
    issuer: 'Tohickon Dispatch Group, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      "Dispatch-service carrier settlement in reverse order: the net ACH sent to the carrier sits in a ruled box at the top, then a 'how we got there' calculation with deductions and the advance marked by trailing minus signs, and only then the load detail, where each row carries ISO pickup date, lane, loaded miles and deadhead miles in separate columns, a flat all-in rate and a detention column, and the broker name wraps onto two indented lines below the row together with its PO/ref; footnotes explain flat rates and deadhead; ISO dates",
    text: 'Tohickon Dispatch Group, LLC\n88 Stump Road, Suite 4, Plumsteadville, PA 18949  ·  dispatch@tohickondg.com  ·  (267) 555-0139\n\nCARRIER SETTLEMENT  2026-W05                         Carrier: KOVAC & SONS TRANSPORT LLC\nLoads picked up 2026-01-26 through 2026-02-01        MC 1289904  USDOT 3477120\n\n==================================================================================\n  NET ACH SENT TO CARRIER  2026-02-04         $4,828.70    TD Bank acct ending 2290\n==================================================================================\n\nHOW WE GOT THERE (amounts taken off are shown with a trailing minus)\n  Gross collected from brokers (4 loads)                5,580.00\n  Dispatch fee 6.0% of gross                             334.80-\n  Factoring pass-through 2.5% (Quickline)                139.50-\n  Occupational accident (weekly)                          42.00-\n  Load board / ELD bundle                                 35.00-\n  Fuel advance 2026-01-27 (EFS code 44810) repaid        200.00-\n                                                      ----------\n  Net to carrier                                        4,828.70\n\nLOAD DETAIL\nLOAD / BROKER                   PICKUP      LANE                              LD MI   DH       RATE  DET/OTH\n------------------------------------------------------------------------------------------------------------\nTDG-2601-114                    2026-01-26  Allentown PA > Columbus OH          421   18   1,650.00     0.00\n  Kittatinny Ridge Logistics\n  Brokerage, Inc.  PO 558812\nTDG-2601-121                    2026-01-27  Columbus OH > Indianapolis IN       176   22     725.00    75.00\n  Great Lakes Crossdock &\n  Freight Services LLC  #IN-40917\nTDG-2601-130                    2026-01-28  Indianapolis IN > Harrisburg PA     589    0   2,150.00     0.00\n  Conestoga Wagon Freight\n  Brokers  Ref CWF-771203\nTDG-2601-138                    2026-01-30  Harrisburg PA > Newark NJ           166   41     980.00     0.00\n  Bayonne Point Logistics\n  Group  BOL 0063318\n------------------------------------------------------------------------------------------------------------\nRates are flat all-in broker rates (fuel included). DET = detention billed to broker, collected 2026-02-02.\nDH = deadhead miles, shown for your IFTA records.\n\nTohickon Dispatch Group is not a motor carrier or broker; loads are booked under your authority.\nPage 1/1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 558000,
      netCents: 482870,
      date: '2026-02-04',
      broker: 'Tohickon Dispatch Group, LLC',
      tripNumber: 'TDG-2601-114',
      miles: 1433,
      linehaulCents: 550500,
      fuelSurchargeCents: null,
      advancesCents: 20000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [33480, 13950, 4200, 3500],
    },
  },
  {
    id: 'b152-batiscan-forfait-tps-tvq-words',
    issuer: 'Transport Batiscan inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      "French Quebec flat-rate relevé de règlement for a voiturier: header with NEQ and TPS/TVQ numbers and a long-form French payment date, a table of voyages à taux forfaitaire with DD/MM/YYYY dates and arrow-separated trajets, then a running list (total des forfaits, supplément carburant as a percentage with an asterisk footnote, temps d'attente, taxable subtotal, TPS 5 %, TVQ 9,975 %) ending in a TOTAL DES REVENUS taxes incluses, a RETENUES list mixing charges, a trip advance and a fonds de réserve whose balance is written inside its label, and the net amount in figures and in French words; 1 234,56 $ amounts",
    text: 'TRANSPORT BATISCAN INC.\n1450, rue Principale, Sainte-Geneviève-de-Batiscan (Québec)  G0X 2R0\nTél. 418 555-0172   NEQ 1172345678   TPS 812345678 RT0001   TVQ 1223456789 TQ0001\n\n                     RELEVÉ DE RÈGLEMENT – VOITURIER REMORQUEUR\n\nRelevé no : RB-2026-0206                     Période : du 25 janvier au 31 janvier 2026\nVoiturier : Gestion Lavallée-Ducharme inc. (Éric Ducharme)      Unité 27\n            TPS 734512908 RT0001 – TVQ 1219876543 TQ0001\nDate de paiement : le 6 février 2026 (virement Desjardins, folio ***4418)\n\nVOYAGES À TAUX FORFAITAIRE\nNo voyage   Date        Trajet                                             Forfait\nV-26-0318   26/01/2026  Trois-Rivières → Montréal (Port, sect. Viau)        685,00\nV-26-0324   27/01/2026  Montréal → Québec (Parc Colbert)                    910,00\nV-26-0331   28/01/2026  Québec → Rimouski                                 1 240,00\nV-26-0337   30/01/2026  Rimouski → Trois-Rivières                         1 315,00\n\nTotal des forfaits                                                        4 150,00\nSupplément carburant 18,5 % des forfaits *                                  767,75\nTemps d’attente V-26-0331 : 2 h × 65,00 $                                   130,00\nSous-total taxable                                                        5 047,75\nTPS 5 %                                                                     252,39\nTVQ 9,975 %                                                                 503,51\nTOTAL DES REVENUS (taxes incluses)                                        5 803,65 $\n\nRETENUES\n  Carburant – carte flotte (7 pleins)                                     1 648,37\n  Assurance responsabilité et cargaison                                      96,40\n  Location remorque 53 pi R-2207 (taxes incl.)                              160,97\n  Frais administratifs                                                       25,00\n  Cotisation CNESST                                                          31,88\n  Avance de voyage du 27/01/2026                                            300,00\n  Fonds de réserve (solde après retenue : 2 600,00 $)                       100,00\n  Total des retenues                                                      2 362,62\n\nMONTANT NET VERSÉ AU VOITURIER                                            3 441,03 $\nTrois mille quatre cent quarante et un dollars et 03/100 -----------------------\n\n* Supplément selon la grille de l’ACQ, semaine du 26 janvier 2026 (diesel Québec 1,689 $/L).\nLes montants sont en dollars canadiens. Toute contestation doit être faite par écrit dans les 30 jours.\n                                                                                  Page 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 580365,
      netCents: 344103,
      date: '2026-02-06',
      broker: 'TRANSPORT BATISCAN INC.',
      tripNumber: 'V-26-0318',
      miles: null,
      linehaulCents: 415000,
      fuelSurchargeCents: 76775,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [164837, 9640, 16097, 2500, 3188],
    },
  },
  {
    id: 'b152-usumacinta-wrapped-viajes-inline-recap',
    issuer: 'Transportes Usumacinta del Sureste, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      "Spanish Mexican liquidación al permisionario in MXN with 1.234,56 amounts: a trip table whose rows wrap (origin ending in 'a' on the first line, destination alone on the second), flat tarifa per viaje and a maniobras column with no totals row; all totals appear only in a CÁLCULO DE LA LIQUIDACIÓN paragraph where several labelled amounts share one line (fletes, maniobras, subtotal, IVA 16%; retención IVA 4%, diésel, seguro; rastreo, anticipo), an IVA-included total de percepciones, a maintenance fund with its accumulated balance in brackets, a toll reimbursement with a superscript footnote, and the net SPEI amount in figures and in Spanish words; Spanish long date and DD/MM/YYYY",
    text: 'TRANSPORTES USUMACINTA DEL SURESTE, S.A. DE C.V.\nRFC TUS970412KJ8   Permiso SICT 2707TUS14112019021002\nCarretera Villahermosa-Frontera km 6.5, Col. Anacleto Canabal, C.P. 86287, Villahermosa, Tab.\nTel. 993 555 0148\n\nLIQUIDACIÓN AL PERMISIONARIO                              Folio LQ-2025-1128-07\nVillahermosa, Tabasco, a 28 de noviembre de 2025\nPermisionario: Gilberto Cámara Sosa   RFC CASG780923QX1   Unidad 07 (Kenworth T680 2020)\nPeriodo: 16/11/2025 al 22/11/2025\n\nVIAJES REALIZADOS\nVIAJE     FECHA       CARTA PORTE  ORIGEN / DESTINO                        TARIFA  MANIOBRAS\n--------------------------------------------------------------------------------------------\nUDS-8841  17/11/2025  CP-A 22817   Villahermosa, Tab. a                 24.800,00       0,00\n                                   Mérida, Yuc.\nUDS-8853  19/11/2025  CP-A 22862   Mérida, Yuc. a                       16.300,00   1.200,00\n                                   Cancún, Q. Roo (CEDIS Tulum Av.)\nUDS-8860  20/11/2025  CP-A 22879   Cancún, Q. Roo a                     29.500,00       0,00\n                                   Villahermosa, Tab.\nUDS-8872  22/11/2025  CP-A 22910   Villahermosa, Tab. a                 21.750,00       0,00\n                                   Veracruz, Ver. (Puerto)\n--------------------------------------------------------------------------------------------\n\nCÁLCULO DE LA LIQUIDACIÓN\n  Fletes 92.350,00   Maniobras 1.200,00   Subtotal 93.550,00   IVA 16% 14.968,00\n  Total percepciones (IVA incluido) ........................................   108.518,00\n\n  Retención IVA 4% 3.742,00   Diésel (vales) 31.480,50   Seguro de carga 1.150,00\n  Rastreo satelital 580,00   Anticipo de viaje 15/11/2025 8.000,00\n  Fondo de mantenimiento 2.500,00 (saldo acumulado 17.500,00)\n  (+) Reembolso de casetas comprobadas (CFDI) ¹ 3.426,00\n\n  NETO A PAGAR POR TRANSFERENCIA SPEI 28/11/2025 ........................ $    64.491,50\n  (SESENTA Y CUATRO MIL CUATROCIENTOS NOVENTA Y UN PESOS 50/100 M.N.)\n  Cuenta CLABE 012790001234567891 (BBVA) a nombre del permisionario.\n\n¹ Casetas de cuota pagadas en efectivo por el operador; se reembolsan contra comprobante fiscal.\nImportes en pesos mexicanos (MXN). Esta liquidación no sustituye al CFDI de servicio de autotransporte.\nHoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 10851800,
      netCents: 6449150,
      date: '2025-11-28',
      broker: 'TRANSPORTES USUMACINTA DEL SURESTE, S.A. DE C.V.',
      tripNumber: 'UDS-8841',
      miles: null,
      linehaulCents: 9235000,
      fuelSurchargeCents: null,
      advancesCents: 800000,
      escrowCents: 250000,
      reimbursementsCents: 342600,
      deductions: [374200, 3148050, 115000, 58000],
    },
  },
  {
    id: 'b152-tombigbee-ytd-columns-words-advice',
    issuer: 'Tombigbee Tank Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver earnings statement from a bulk tank carrier printed by a payroll service: stacked EARNINGS, TAXES WITHHELD and OTHER DEDUCTIONS sections each with CURRENT and YEAR TO DATE columns side by side (two earnings rows carry only a YTD figure), gross, total-deduction and net rows with YTD beside them, a taxable-wages line with several amounts, a PTO balance line, then a tear-off non-negotiable direct deposit advice with the net in words; MM/DD/YYYY dates',
    text: 'TOMBIGBEE TANK LINES, INC.                                   EARNINGS STATEMENT\n410 Cedar Ave., Demopolis, AL 36732                          Check/Advice No. 0048127\nCo. code TTL   Dept 200 - Bulk Tank Drivers                 Pay date: 12/19/2025\n                                                             Period: 12/07/2025 - 12/13/2025\nEmployee: LAMAR P. WHITFIELD     ID 01744    SSN XXX-XX-6620   Filing: MFJ\n\nEARNINGS                         RATE   UNITS     CURRENT   YEAR TO DATE\nMileage pay                    0.5800   2,236    1,296.88      67,412.88\nPump-off / load time          21.0000    7.25      152.25       7,182.00\nStop pay                      25.0000       2       50.00       1,425.00\nSafety bonus (quarterly)                                        2,250.00\nHoliday pay                                                     1,050.00\nGROSS PAY                                        1,499.13      79,319.88\n\nTAXES WITHHELD                                    CURRENT   YEAR TO DATE\nFederal income tax                                 118.37       5,811.43\nSocial Security                                     88.14       4,551.07\nMedicare                                            20.61       1,064.36\nAlabama income tax                                  54.12       2,819.15\nDemopolis occupational tax                          14.99         731.21\n\nOTHER DEDUCTIONS                                  CURRENT   YEAR TO DATE\n401(k) 5%                                           74.96       3,907.10\nMedical - Sec 125                                   68.40       3,283.20\nDental - Sec 125                                     9.15         439.20\nTOTAL DEDUCTIONS                                   448.74      22,606.72\nNET PAY                                          1,050.39      56,713.16\n\nTaxable wages: Federal 1,346.62   FICA 1,421.58   AL 1,346.62\nTime off:  PTO available 32.00 hrs   Used YTD 48.00 hrs\n- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\nDIRECT DEPOSIT ADVICE  -  NON-NEGOTIABLE                     Advice No. 0048127\nPay date 12/19/2025\nAmount: ONE THOUSAND FIFTY AND 39/100 DOLLARS ********************\n  Deposited to: River Bank & Trust  checking ****5821        $1,050.39\n\nPayroll prepared by Sucarnoochee Payroll Services for Tombigbee Tank Lines, Inc.\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 149913,
      netCents: 105039,
      date: '2025-12-19',
      broker: 'TOMBIGBEE TANK LINES, INC.',
      tripNumber: null,
      miles: 2236,
      linehaulCents: 129688,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11837, 8814, 2061, 5412, 1499, 7496, 6840, 915],
    },
  },
  {
    id: 'b152-wascana-side-by-side-ytd-banks',
    issuer: 'Wascana Plains Transport Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Saskatchewan bi-weekly hourly company-driver statement: EARNINGS (hours, rate, current, YTD) and DEDUCTIONS (CPP, EI, federal and provincial tax, benefits, RRSP, social club with current and YTD) printed side by side in two pipe-separated columns, with no totals in either; the totals come only in two summary lines each carrying gross, deductions and net (CURRENT and YTD), followed by a sick-day/banked-time table with balances; DD-Mon-YYYY dates',
    text: 'WASCANA PLAINS TRANSPORT LTD.\n1275 McDonald St, Regina SK  S4N 2X7     306-555-0114     NSC SK 400-318-227\n\nSTATEMENT OF EARNINGS AND DEDUCTIONS                       Pay Date: 21-Nov-2025\nEmployee: Priya Anand-Kowalchuk   Emp# 2291   Position: Class 1A Driver (Bulk)\nPay Period: 02-Nov-2025 to 15-Nov-2025 (bi-weekly #23)    Payment: Direct deposit\n\nEARNINGS             HRS   RATE   CURRENT        YTD | DEDUCTIONS               CURRENT        YTD\nRegular            80.00  29.50  2,360.00  53,100.00 | CPP                       159.54   4,034.95\nOvertime 1.5x       6.50  44.25    287.63   4,879.88 | EI                         46.18   1,013.12\nB-train premium    80.00   0.75     60.00   1,350.00 | Federal tax               302.18   9,551.20\nVacation pay 4%                    108.31   2,373.20 | SK prov. tax              189.44   6,018.77\n                                                     | Group benefits             46.10   1,014.20\n                                                     | RRSP match (employee)     100.00   2,200.00\n                                                     | Social club                 5.00     110.00\n\nCURRENT:   Gross 2,815.94    Deductions 848.44    Net Pay 1,967.50\nYTD:       Gross 61,703.08   Deductions 23,942.24   Net Pay 37,760.84\n\nBANKS           Earned   Used   Balance\nSick days        0.50    1.00      4.50\nBanked OT hrs    0.00    0.00      0.00\n\nDeposit: CIBC 00712-0048-xxxx918     Vacation pay is paid out on each cheque (4%).\nPlease review your statement; report errors to payroll@wascanaplains.ca\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 281594,
      netCents: 196750,
      date: '2025-11-21',
      broker: 'WASCANA PLAINS TRANSPORT LTD.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [15954, 4618, 30218, 18944, 4610, 10000, 500],
    },
  },
  {
    id: 'b152-tuckasegee-wrapped-debtors-dr-cr',
    issuer: 'Tuckasegee Capital Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase & funding notice: a wide schedule table (invoice, load #, debtor, M/D/YYYY invoice date, face, fee %, fee, reserve, advance) in which the long debtor name wraps onto a second line, with a totals row; a fee note, then a DR/CR two-column funding calculation that starts from the advance total and subtracts a chargeback and ACH fee and adds a reserve release from an older schedule, the net on the CR side; a reserve balance sentence afterwards; M/D/YYYY dates',
    text: 'TUCKASEGEE CAPITAL FUNDING, LLC\nPO Box 1187, Sylva, NC 28779   ·   (828) 555-0126   ·   funding@tuckasegeecap.com\n\nPURCHASE & FUNDING NOTICE                              Schedule of Accounts No. 4471\nClient: POMEROY CREEK TRUCKING LLC   MC 1340075      Client No. PCT-0192\nSchedule received: 3/4/2026                            Funding date: 3/6/2026\n\nINV   LOAD #         DEBTOR                                  INV DATE         FACE   FEE%     FEE  RESERVE   ADVANCE\n--------------------------------------------------------------------------------------------------------------------\n2093  88-41702       Coastal Plain Freight Brokerage of the  2/24/2026    2,350.00  3.00%   70.50   235.00  2,044.50\n                     Carolinas, LLC\n2094  TQ-558190      Turnpike Freight Solutions              2/25/2026    1,875.00  3.00%   56.25   187.50  1,631.25\n2096  4410873        Blue Ridge Parkway Logistics, Inc.      2/26/2026    3,100.00  3.50%  108.50   310.00  2,681.50\n2097  BX-20260227-3  Coastal Plain Freight Brokerage of the  2/27/2026      980.00  3.00%   29.40    98.00    852.60\n                     Carolinas, LLC\n--------------------------------------------------------------------------------------------------------------------\nTOTALS  4 invoices                                                        8,305.00         264.65   830.50  7,209.85\n\nFee: 3.00% paid within 30 days; 3.50% for Blue Ridge Parkway Logistics (45-day terms). Reserve 10%.\n\nFUNDING CALCULATION                                          DR          CR\n  Advance on invoices purchased (Schedule 4471)                       7,209.85\n  Chargeback - INV 2051 short pay (Sch 4452) *              125.00\n  Same-day ACH fee                                           15.00\n  Reserve release - Schedule 4438 (all invoices closed)                  412.60\n  NET FUNDS WIRED/ACH 3/6/2026                                        7,482.45\n  to First Citizens Bank ****0637\n  * Debtor paid 1,760.00 on a 1,885.00 invoice; detention not approved by debtor.\n\nReserve account balance after this schedule: 3,108.90 (held until debtors pay in full).\nNotice of assignment on file with all debtors listed. Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 830500,
      netCents: 748245,
      date: '2026-03-06',
      broker: 'Coastal Plain Freight Brokerage of the Carolinas, LLC',
      tripNumber: '88-41702',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 83050,
      reimbursementsCents: null,
      deductions: [26465, 12500, 1500],
    },
  },
  {
    id: 'b152-tumacacori-short-repair-invoice',
    issuer: 'Tumacacori Truck & Trailer Repair',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Short heavy-truck repair invoice: invoice date and an earlier R.O.-opened date on two header lines, complaint line, a parts table (part #, description, qty, each, extension), a labor line wrapped onto two lines, and right-indented parts/labor/tax/total and card-payment lines; month-name dates',
    text: 'TUMACACORI TRUCK & TRAILER REPAIR\n2150 N. Grand Ave, Nogales, AZ 85621   (520) 555-0191\n\nINVOICE 10-4417                              Invoice date: January 9, 2026\nR.O. opened: January 7, 2026 4:15 PM         Unit: TRK 52  VIN 3AKJHHDR7NSMX0552\nCustomer: Desert Rose Carriers LLC, Rio Rico AZ   Odometer in: 612,804\n\nCOMPLAINT: air leak at dryer, RR brakes out of adjustment (failed inspection at port of entry)\n\nPART #      DESCRIPTION                      QTY     EACH      EXT\nDNS-3321    Air dryer cartridge                1    78.95    78.95\nBRK-4515Q   Brake shoe kit 16.5x7              2   124.50   249.00\nSLK-2210    Slack adjuster auto 1.5-10         1    69.80    69.80\nMISC        Shop supplies                      1    24.00    24.00\nLABOR  R&R dryer cartridge, reline RR axle, adjust brakes\n       3.5 hrs @ 135.00                                                472.50\n\n                                            Parts        421.75\n                                            Labor        472.50\n                                            Tax 6.75%     28.47  (parts)\n                                            TOTAL        922.72\n                                            Paid VISA ****2284  922.72\n\nWarranty 90 days parts / 30 days labor. Thank you!\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-01-09',
    },
  },
  {
    id: 'b152-zavalla-plain-lumper-receipt',
    issuer: 'Zavalla Dock Services, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Plain short lumper receipt: dock name and DC address, receipt number, MM-DD-YYYY date with time, carrier/truck/PO lines, pallet count, three fee lines and a total paid by express code, signature line',
    text: 'ZAVALLA DOCK SERVICES, LLC\nUnloading services at Gulfway Foods DC - 9100 Wallisville Rd, Houston TX 77029\n\nLUMPER RECEIPT         No. ZDS-118204\nDate/Time: 03-12-2026 14:37\nCarrier: BRAZOS BOTTOM EXPRESS LLC    Truck 31   Trailer 5312\nPO / Load: 4500839216 / BBE-7741\nPallets: 22   Cases: 1,540   Service: floor-load breakdown & restack\n\nUnloading fee            315.00\nRestack / rewrap          44.00\nConvenience fee (3%)      10.77\nTOTAL PAID               369.77   Comchek express code 6650-4471\n\nDriver signature: ______________    Received by: M. Garza\nKeep this receipt for reimbursement. No refunds.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-03-12',
    },
  },
];
