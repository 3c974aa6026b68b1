import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 164: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier over two pages with loaded/empty/FSC lines
 * and a subtotal per load, trailing-minus charges and a labels-over-amounts RECAP row; US lessor 72%
 * percentage plan with a boxed labels-above-amounts summary, wrapped load rows and THIS PERIOD / YTD /
 * BALANCE deduction columns; US dispatch service short flat-rate statement with several amounts per
 * line and "net ACH sent to carrier"; French Quebec forfait statement in reverse section order
 * (deposit first) with TPS/TVQ and a reserve footnote; Mexican liquidación al permisionario at 80%
 * with per-viaje blocks, IVA 16%, retención IVA 4% / ISR 1,25% and the net in words), two pay stubs
 * (Idaho dry-bulk company driver with side-by-side earnings/taxes, YTD columns and a check with the
 * amount in words; Alberta bi-weekly hourly driver with CPP/EI and YTD), a factoring schedule with
 * DR/CR funding lines, a broker rate confirmation and a lumper receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one Alberta), 1 MX.
 * Date formats: month names ("January 23, 2026", "Apr 14 2026"), MM/DD/YY, MM/DD, ISO YYYY-MM-DD,
 * DD-Mon-YYYY, French "6 mars 2026" with DD/MM/YYYY, Spanish "23 de enero de 2026" and dd/mmm/yyyy,
 * day-first DD/MM/YYYY, M/D/YYYY. Number formats: 1,234.56 with trailing minus, parentheses, DR/CR
 * markers; French 1 234,56 $; 1.234,56 with leading minus (MXN); amount in words; $****1,176.13.
 */
export const HELD_OUT_DOCUMENTS_164: CorpusDocument[] = [
  {
    id: 'b164-stinkingwater-two-page-load-subtotals',
    issuer: 'Stinkingwater Pass Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement from a small Oregon carrier: each load is a block with loaded miles, empty miles (different rates) and fuel surcharge on all miles on separate lines, optional accessorial lines, and a "Load subtotal" - there is no total of miles or earnings in the load section; page 2 repeats a short header and continues the loads, then a charges list with trailing-minus amounts (advance and escrow deposit mixed in with the other charges), reimbursements, and a RECAP row where the labels sit on one line and six amounts on the next; month-name dates in the header, MM/DD load dates',
    text: 'STINKINGWATER PASS FREIGHT, INC.                     CONTRACTOR SETTLEMENT STATEMENT\n1190 Hines Logging Rd, Hines OR 97738                Settlement #     SPF-0126-0418\nDispatch 541-555-0193  MC 1188204  USDOT 3317750     Statement date   January 21, 2026\n                                                     ACH deposit      January 23, 2026\nContractor: DRY LAKE TRANSPORT LLC (Marisol Quintero)  Tractor 418   Trailer 53R-207\nPay plan:   loaded $1.780/mi, empty $1.100/mi, fuel surcharge $0.480 on all miles\nWork week:  January 11 - January 17, 2026\n\nLOAD ACTIVITY                 MILES                         RATE        AMOUNT\n------------------------------------------------------------------------------\nLoad SPF-26-0117  01/11  Hines OR -> Boise ID           Shipper: High Desert Mill Supply\n   Loaded miles                 188                        1.780        334.64\n   Empty miles                   24                        1.100         26.40\n   Fuel surcharge (all miles)   212                        0.480        101.76\n                                                   Load subtotal        462.80\n\nLoad SPF-26-0121  01/12  Boise ID -> Spokane WA         Shipper: Treasure Valley Cold Storage\n   Loaded miles                 383                        1.780        681.74\n   Empty miles                    0                        1.100          0.00\n   Fuel surcharge (all miles)   383                        0.480        183.84\n   Detention 2.0 hrs                                       45.00         90.00\n                                                   Load subtotal        955.58\n\n                                                           Continued on page 2\nSPF-0126-0418                                                      Page 1 of 2\n\nSTINKINGWATER PASS FREIGHT, INC.   Settlement # SPF-0126-0418   DRY LAKE TRANSPORT LLC\nLOAD ACTIVITY (continued)     MILES                         RATE        AMOUNT\n------------------------------------------------------------------------------\nLoad SPF-26-0126  01/14  Spokane WA -> Hermiston OR     Shipper: Inland Empire Paper Co.\n   Loaded miles                 201                        1.780        357.78\n   Empty miles                   57                        1.100         62.70\n   Fuel surcharge (all miles)   258                        0.480        123.84\n                                                   Load subtotal        544.32\n\nLoad SPF-26-0130  01/15  Hermiston OR -> Twin Falls ID  Shipper: Columbia Basin Produce\n   Loaded miles                 367                        1.780        653.26\n   Empty miles                   12                        1.100         13.20\n   Fuel surcharge (all miles)   379                        0.480        181.92\n   Tarp pay (flatbed)                                      75.00         75.00\n                                                   Load subtotal        923.38\n\nCHARGES                                                                 AMOUNT\n  Fuel - EFS card (7 transactions)                                   1,186.54-\n  Occupational accident (Great West)                                    44.80-\n  Cargo / physical damage                                               91.25-\n  Trailer rental 53R-207                                               125.00-\n  ELD subscription                                                      21.99-\n  IFTA fuel tax adjustment Q4                                           38.17-\n  Oregon weight-mile tax                                                52.66-\n  Comdata cash advance 01/13                                           300.00-\n  Escrow deposit *                                                     150.00-\n\nREIMBURSEMENTS (receipts on file)\n  Lumper - SPF-26-0121 (rcpt 20-8841)                                   150.00\n  CAT scale - Hermiston OR                                               12.75\n\nRECAP        Earnings    Reimb.    Charges    Advances    Escrow       NET ACH\n             2,886.08    162.75  1,560.41-     300.00-   150.00-      1,038.42\n\n* Escrow balance after this deposit: 3,450.00 (target 5,000.00). Charges shown with a\n  trailing minus are subtracted from your settlement.\nDeposited to Umpqua Bank acct ending 6602 on the ACH deposit date shown on page 1.\nSPF-0126-0418                                                      Page 2 of 2\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 288608,
      netCents: 103842,
      date: '2026-01-23',
      broker: 'STINKINGWATER PASS FREIGHT, INC.',
      tripNumber: 'SPF-26-0117',
      miles: 1232,
      linehaulCents: 212972,
      fuelSurchargeCents: 59136,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 16275,
      deductions: [118654, 4480, 9125, 12500, 2199, 3817, 5266],
    },
  },
  {
    id: 'b164-umtanum-boxed-summary-balance-columns',
    issuer: 'Umtanum Ridge Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-of-revenue settlement (72% plan): a boxed summary where the five labels (100% load revenue for reference, 72% share, FSC, accessorials, total earnings) sit above their amounts in ruled cells; a load table whose rows wrap onto a second indented line with the lane; deductions in parentheses with THIS PERIOD, YEAR TO DATE and BALANCE columns side by side, including a fuel advance and two separate reserve deposits (maintenance reserve and escrow); reimbursements with YTD; ISO dates throughout',
    text: 'UMTANUM RIDGE TRACTOR LEASING, LLC\n2207 Canyon Rd, Ellensburg, WA 98926   (509) 555-0168   Fleet MC 902233 / USDOT 2716604\n\nLEASE OPERATOR SETTLEMENT                        Statement no.  URT-2025-46-0217\nLessee : Garrett Oyelaran                        Period         2025-11-09 to 2025-11-15\nUnit   : 217 (2021 Freightliner Cascadia)        Pay date       2025-11-21\nPlan   : 72% of linehaul revenue / 100% FSC / 100% accessorials\n\n+----------------+----------------+----------------+----------------+----------------+\n| LOAD REVENUE   | YOUR SHARE     | FUEL SURCHARGE | ACCESSORIALS   | TOTAL EARNINGS |\n| (100%, ref.)   | (72%)          | (100%)         | (100%)         |                |\n|      6,140.00  |      4,420.80  |        812.50  |        140.00  |      5,373.30  |\n+----------------+----------------+----------------+----------------+----------------+\n\nLOAD DETAIL\nLoad #    Pickup      Delivery    Miles    Revenue   Share 72%      FSC  Accessorial\n--------  ----------  ----------  -----  ---------  ----------  -------  -----------\nUR-88210  2025-11-09  2025-11-10   571   2,150.00    1,548.00   285.00\n  Yakima WA (Tree Top) to Boise ID (WinCo DC)\nUR-88224  2025-11-11  2025-11-12   483   1,890.00    1,360.80   241.50   90.00 DET\n  Boise ID to Pendleton OR (Smith Frozen Foods); detention 2 hrs\nUR-88231  2025-11-13  2025-11-14   602   2,100.00    1,512.00   286.00  50.00 STOP\n  Pendleton OR to Wenatchee WA, extra stop Pasco WA\n\nDEDUCTIONS                             THIS PERIOD   YEAR TO DATE      BALANCE\n  Tractor lease payment (wk 46/156)       (742.00)    (33,390.00)    74,958.00\n  Fuel - WEX fleet card                 (1,588.34)    (61,204.77)\n  Physical damage insurance                (96.00)     (4,320.00)\n  Occupational accident                    (38.75)     (1,743.75)\n  ELD / dash camera                        (24.99)     (1,124.55)\n  IRP apportioned plates (weekly)          (41.20)     (1,854.00)\n  Fuel advance 2025-11-12                 (400.00)     (2,600.00)         0.00\n  Maintenance reserve deposit             (150.00)     (6,750.00)     2,840.00\n  Escrow deposit                          (100.00)     (2,500.00)     2,500.00\n\nREIMBURSEMENTS\n  Tolls - Good To Go (rcpt)                 23.40         187.65\n  CAT scale - Ellensburg WA                 11.00          99.00\n\nNET PAY                                   2,226.42   ACH to Yakima Federal S&L ****3108\n\nBalances: lease payoff, maintenance reserve and escrow balances are after this statement.\nMaintenance reserve may be drawn for approved repairs on Unit 217 only (Lease Sec. 9.2).\nDisputes within 10 business days to settlements@umtanumridge.com.          Page 1 of 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 537330,
      netCents: 222642,
      date: '2025-11-21',
      broker: 'UMTANUM RIDGE TRACTOR LEASING, LLC',
      tripNumber: 'UR-88210',
      miles: 1656,
      linehaulCents: 442080,
      fuelSurchargeCents: 81250,
      advancesCents: 40000,
      escrowCents: 25000,
      reimbursementsCents: 3440,
      deductions: [74200, 158834, 9600, 3875, 2499, 4120],
    },
  },
  {
    id: 'b164-tushar-short-flat-rate-inline-totals',
    issuer: 'Tushar Peak Dispatch Services, LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Short plain-text dispatch-service statement (e-mail style): one-line header fields with day-first DD-Mon-YYYY dates (week, statement, ACH sent), a four-row table of broker loads with flat all-in rates and an ADDL column for detention, then three summary lines each carrying several label-amount pairs (loads, miles, flat rates, addl, gross; dispatch fee, paperwork fee, EFS advance; net ACH sent to carrier) instead of a column of totals',
    text: "TUSHAR PEAK DISPATCH SERVICES, LLC\n45 N Main St Ste 3, Beaver, UT 84713 | ops@tusharpeakdispatch.com | 435-555-0114\n\nCARRIER WEEKLY STATEMENT  No. TPD-0207\nCarrier: RED CLIFFS FREIGHT LLC   MC 1290457   DOT 3790112   Driver: Anders Whitlock\nWeek 08-Feb-2026 thru 14-Feb-2026      Statement 15-Feb-2026      ACH sent 16-Feb-2026\n\nLOAD NO.   BROKER                       LANE                             MI  FLAT RATE   ADDL\n6620418    Cascadia Freight Partners    Salt Lake City UT-Las Vegas NV  421  1,450.00\nRB-55102   Redline Brokerage Inc.       Las Vegas NV-Phoenix AZ         297  1,100.00  75.00 det\nPX1187730  Mesa Verde Logistics         Phoenix AZ-Albuquerque NM       466  1,325.00\n44-09915   Front Range Freight Brokers  Albuquerque NM-Denver CO        451  1,675.00\n\nLoads 4   Miles 1,635   Flat rates 5,550.00   Addl 75.00   Gross 5,625.00\nDispatch fee 8% 450.00   Paperwork fee 25.00   EFS advance 02-10 500.00\nNET ACH SENT TO CARRIER 4,650.00   (Zions Bank ...7745, trace 124000054-0216)\n\nBroker payments received by Tushar Peak on the carrier's behalf per Dispatch Agreement\nsec. 4. Flat rates are all-in as booked; no separate fuel surcharge. Questions: reply to\nthis e-mail within 7 days.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 562500,
      netCents: 465000,
      date: '2026-02-16',
      broker: 'TUSHAR PEAK DISPATCH SERVICES, LLC',
      tripNumber: '6620418',
      miles: 1635,
      linehaulCents: 555000,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [45000, 2500],
    },
  },
  {
    id: 'b164-sainteursule-deposit-first-forfaits',
    issuer: 'Transports Sainte-Ursule Inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec flat-rate (forfait) owner-operator statement in numbered sections in reverse order: 1. the deposited amount first, 2. the withholdings (fuel card, insurance, SAAQ plates, ELD, a cash advance and a reserve-fund deposit with a footnote giving the reserve balance) with their total, 3. the earnings (four voyages with forfaits, a 14% fuel surcharge, waiting time, subtotal, TPS 5% and TVQ 9,975%, total revenue taxes included), 4. a toll-bridge reimbursement; amounts in 1 234,56 $ format, French long date for the payment date and DD/MM dates',
    text: "TRANSPORTS SAINTE-URSULE INC.\n215, rang de la Rivière-du-Loup, Sainte-Ursule (Québec)  J0K 3M0   Tél. 819 555-0139\nNEQ 1167834520   TPS 812345670 RT0001   TVQ 1219876543 TQ0001\n\nRELEVÉ DE RÈGLEMENT - VOITURIER-REMORQUEUR                                 Page 1 de 1\nNo de relevé : SU-2026-09-031             Date de paiement : 6 mars 2026\nPériode : du 22/02/2026 au 28/02/2026     Mode : dépôt direct Desjardins, folio ***4471\nVoiturier : 9384-2217 Québec inc. (Transport J. Lessard)      Unité : 31\n\n1. MONTANT DÉPOSÉ                                                 3 384,21 $\n   (total des revenus - total des retenues + remboursements; détail aux sections 2 à 4)\n\n2. RETENUES\n   Carburant - carte Esso/Mobil (9 transactions)                  1 318,42 $\n   Assurance cargaison et responsabilité                             84,50 $\n   Immatriculation SAAQ (quote-part hebdo.)                          46,20 $\n   Télématique / ELD (25,00 $ + taxes)                               28,74 $\n   Avance de fonds du 24/02/2026                                    200,00 $\n   Fonds de réserve - retenue de la semaine (1)                     125,00 $\n   Total des retenues                                             1 802,86 $\n\n3. REVENUS\n   Voyage      Date   Trajet                                       Forfait\n   V-26-0412   22/02  Trois-Rivières à Montréal (Port)              640,00 $\n   V-26-0415   23/02  Montréal à Québec (Saint-Augustin)            890,00 $\n   V-26-0419   25/02  Québec à Rimouski                           1 150,00 $\n   V-26-0423   27/02  Rimouski à Trois-Rivières                   1 210,00 $\n   Sous-total forfaits                                            3 890,00 $\n   Surcharge carburant 14 %                                         544,60 $\n   Temps d'attente V-26-0419 (2 h x 30,00 $)                         60,00 $\n   Sous-total avant taxes                                         4 494,60 $\n   TPS 5 %                                                          224,73 $\n   TVQ 9,975 %                                                      448,34 $\n   Total des revenus (taxes incluses)                             5 167,67 $\n\n4. REMBOURSEMENTS\n   Pont de l'A-25, 2 passages (reçus joints)                         19,40 $\n\n(1) Solde du fonds de réserve après ce relevé : 2 625,00 $. Remboursable 45 jours après\n    la fin du contrat, moins les sommes dues.\nToute contestation doit être soumise par écrit dans les 15 jours suivant la date de paiement.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 516767,
      netCents: 338421,
      date: '2026-03-06',
      broker: 'TRANSPORTS SAINTE-URSULE INC.',
      tripNumber: 'V-26-0412',
      miles: null,
      linehaulCents: 389000,
      fuelSurchargeCents: 54460,
      advancesCents: 20000,
      escrowCents: 12500,
      reimbursementsCents: 1940,
      deductions: [131842, 8450, 4620, 2874],
    },
  },
  {
    id: 'b164-tacambaro-viaje-blocks-resumen-fiscal',
    issuer: 'Transportes Tacámbaro, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación al permisionario in MXN printed by an ERP using 1.234,56 number format: one block per viaje (carta porte, departure date dd/mmm/yyyy, route, client freight for reference, 80% participation, estadías, per-viaje subtotal) with dot leaders, then a RESUMEN FISCAL (subtotal, IVA 16%, total percepciones, retención IVA 4% and ISR 1,25% with leading minus), a CARGOS block (diesel vouchers, insurance, GPS, viáticos advance, maintenance-fund contribution), an ABONOS toll reimbursement, and the net with the amount in words; Spanish long dates',
    text: 'TRANSPORTES TACÁMBARO, S.A. DE C.V.\nRFC TTA980412KX3   Carretera Tacámbaro-Pátzcuaro km 4.5, C.P. 61650, Tacámbaro, Mich.\nPermiso SICT 1605TTA11042019230301   Tel. 459 555 0172\n\nLIQUIDACIÓN AL PERMISIONARIO                        Folio: LQ-2026-0034\nPermisionario: Heriberto Cázares Villaseñor   RFC CAVH750611JT2   Eco. 27 (Kenworth T680)\nSemana del 11 al 17 de enero de 2026            Fecha de pago: 23 de enero de 2026\nImportes en pesos mexicanos (MXN)\n\nVIAJE TT-7781   Carta Porte CP-A 20931   Salida 12/ene/2026\n   Morelia, Mich. -> Manzanillo, Col.\n   Flete cobrado al cliente ....................     38.500,00\n   Participación permisionario 80 % ............     30.800,00\n   Estadías ....................................          0,00\n   Subtotal del viaje ..........................     30.800,00\n\nVIAJE TT-7786   Carta Porte CP-A 20958   Salida 14/ene/2026\n   Manzanillo, Col. -> Guadalajara, Jal.\n   Flete cobrado al cliente ....................     29.000,00\n   Participación permisionario 80 % ............     23.200,00\n   Estadías ....................................      1.500,00\n   Subtotal del viaje ..........................     24.700,00\n\nVIAJE TT-7790   Carta Porte CP-A 20977   Salida 16/ene/2026\n   Guadalajara, Jal. -> Lázaro Cárdenas, Mich.\n   Flete cobrado al cliente ....................     33.750,00\n   Participación permisionario 80 % ............     27.000,00\n   Estadías ....................................          0,00\n   Subtotal del viaje ..........................     27.000,00\n\nRESUMEN FISCAL\n   Subtotal viajes                                   82.500,00\n   IVA 16 %                                          13.200,00\n   Total percepciones                                95.700,00\n   Retención IVA 4 %                                 -3.300,00\n   Retención ISR 1,25 % (RESICO)                     -1.031,25\n\nCARGOS AL PERMISIONARIO\n   Vales de diésel (11 vales)                       -28.460,00\n   Seguro de la unidad (prorrateo semanal)           -1.850,00\n   Renta de GPS / rastreo satelital                    -580,00\n   Anticipo para viáticos 13/01/2026                 -5.000,00\n   Fondo de mantenimiento (aportación)               -2.000,00\n\nABONOS\n   Reembolso de casetas (comprobadas con TAG)         2.845,00\n\nNETO A PAGAR (transferencia SPEI)                  $ 56.323,75\n(CINCUENTA Y SEIS MIL TRESCIENTOS VEINTITRÉS PESOS 75/100 M.N.)\n\nTransferencia a BBVA cuenta CLABE 012470001234567890. Las retenciones se amparan con\nel CFDI de retenciones que se emite al cierre del mes. Formato numérico del sistema: 1.234,56\nPágina 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 9570000,
      netCents: 5632375,
      date: '2026-01-23',
      broker: 'TRANSPORTES TACÁMBARO, S.A. DE C.V.',
      tripNumber: 'TT-7781',
      miles: null,
      linehaulCents: 8100000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 200000,
      reimbursementsCents: 284500,
      deductions: [330000, 103125, 2846000, 185000, 58000],
    },
  },
  {
    id: 'b164-yellowjacket-stub-side-by-side-check',
    issuer: 'Yellowjacket Bulk Haulers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver earnings statement with a check attached: earnings (mileage, load/unload hours, stop pay, safety bonus) with UNITS, RATE, CURRENT and YTD columns on the left and taxes/deductions (federal, Social Security, Medicare, Idaho, section-125 medical and dental, 401k, trip advance repayment) with CURRENT and YTD on the right, joined by a pipe on each line; a non-taxable lumper reimbursement line and NET PAY with a YTD net beside it; below the perforation the check repeats the amount in words and as $****; MM/DD/YY dates, printed by a payroll service',
    text: 'YELLOWJACKET BULK HAULERS, INC.                                   EARNINGS STATEMENT\n3350 Garrity Blvd, Nampa, ID 83687   208-555-0187                 Check No. 0048817\nEmployee: DELACRUZ, TOMAS R.   Emp ID 1142   Dept: HOPPER / DRY BULK   SSN XXX-XX-5530\nPay period: 01/25/26 - 01/31/26        Pay date: 02/06/26        Fed M/2  ID M/2\n\nEARNINGS          UNITS     RATE   CURRENT        YTD   | TAXES / DEDUCTIONS        CURRENT        YTD\nMileage            2,214    .5800  1,284.12   6,903.74  | Federal income tax        142.30     801.45\nLoad/unload hrs     6.50  22.0000    143.00     858.00  | Social Security            94.39     504.26\nStop pay               4  25.0000    100.00     550.00  | Medicare                   22.07     117.93\nSafety bonus                          50.00     150.00  | Idaho state income tax     63.00     356.00\n                                                        | Medical (Sec 125)          48.50     291.00\nGROSS PAY                          1,577.12   8,461.74  | Dental (Sec 125)            6.25      37.50\n                                                        | 401(k) 5%                  78.86     423.09\n                                                        | Trip advance repay        100.00     300.00\n\nNON-TAXABLE REIMBURSEMENT   Lumper (rcpt 11873, Nampa Mill)       45.00      YTD 135.00\nNET PAY                                                   1,066.75      YTD NET 5,765.51\n\nProcessed by PayCore HR Services for Yellowjacket Bulk Haulers, Inc.   Page 1 of 1\n- - - - - - - - - - - - - - - - - - detach here - - - - - - - - - - - - - - - - - - - - -\nYELLOWJACKET BULK HAULERS, INC.        Idaho Central Credit Union        No. 0048817\n                                                                  DATE  02/06/26\nPAY  *** ONE THOUSAND SIXTY-SIX AND 75/100 DOLLARS ***        $****1,066.75\nTO THE ORDER OF   TOMAS R. DELACRUZ\n                  1718 W Flamingo Ave, Nampa ID 83651          VOID AFTER 90 DAYS\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 157712,
      netCents: 106675,
      date: '2026-02-06',
      broker: 'YELLOWJACKET BULK HAULERS, INC.',
      tripNumber: null,
      miles: 2214,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: 4500,
      deductions: [14230, 9439, 2207, 6300, 4850, 625, 7886],
    },
  },
  {
    id: 'b164-stettler-biweekly-cpp-ei-ytd',
    issuer: 'Stettler Plains Freightways Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta bi-weekly pay stub for an hourly company driver: a single line near the top carries GROSS, DEDUCTIONS, NET PAY and YTD GROSS; below it earnings (regular, overtime, Family Day stat holiday) with HOURS, RATE, CURRENT and YTD columns side by side with deductions (CPP, EI, federal and Alberta income tax, group benefits, group RRSP) with CURRENT and YTD, and a totals row that mixes both sides; dates day-first DD/MM/YYYY',
    text: 'STETTLER PLAINS FREIGHTWAYS LTD.\n4719 - 44 Avenue, Stettler, Alberta T0C 2L0          Payroll office 403-555-0126\nBusiness No. 873210554 RP0001\n\nSTATEMENT OF EARNINGS AND DEDUCTIONS - BI-WEEKLY         Pay period 05 of 26\nEmployee  Kowalczyk, Dana M.      Emp #  S-0611      Position  Class 1 driver (regional)\nPeriod    15/02/2026 - 28/02/2026                    Pay date  06/03/2026 (dd/mm/yyyy)\n\nGROSS 3,150.00      DEDUCTIONS 833.92      NET PAY 2,316.08      YTD GROSS 14,269.50\n\nEARNINGS                   HOURS   RATE   CURRENT        YTD  DEDUCTIONS                       CURRENT        YTD\nRegular hours              80.00  31.50  2,520.00  12,600.00  CPP                               179.42     808.99\nOvertime 1.5x               8.00  47.25    378.00   1,417.50  EI                                 51.35     232.59\nStat holiday - Family Day   8.00  31.50    252.00     252.00  Federal income tax                312.40   1,415.20\n                                                              Alberta income tax                148.65     673.10\n                                                              Group benefits - health/dental     42.10     210.50\n                                                              Group RRSP                        100.00     500.00\n                                                              ---------------------------------------------------\nTOTAL EARNINGS                           3,150.00  14,269.50  TOTAL DEDUCTIONS                  833.92   3,840.38\n\nNet pay deposited to: ATB Financial  transit 07219  acct ******8830\nVacation: accrued 46.40 h   used 16.00 h   balance 30.40 h\nCPP contributions based on the 2026 basic exemption; see your T4 for the annual totals.\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 315000,
      netCents: 231608,
      date: '2026-03-06',
      broker: 'STETTLER PLAINS FREIGHTWAYS LTD.',
      tripNumber: null,
      miles: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [17942, 5135, 31240, 14865, 4210, 10000],
    },
  },
  {
    id: 'b164-teanaway-schedule-drcr-wrapped-debtors',
    issuer: 'Teanaway Freight Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring schedule of accounts purchased: invoice table with the client invoice number, load number, debtor names that wrap onto a second line, face amount, a per-invoice 3% fee column and net-of-fee, with a totals row; then a FUNDING CALCULATION list with every line marked DR or CR (face value, fee total, 5% reserve withheld, a repaid fuel advance, a chargeback, a wire fee, a prior-schedule reserve rebate) ending in the amount wired; MM/DD/YY dates',
    text: 'TEANAWAY FREIGHT CAPITAL, LLC\n101 W Pennsylvania Ave, Cle Elum, WA 98922  |  funding@teanawaycapital.com  |  509-555-0151\n\nSCHEDULE OF ACCOUNTS PURCHASED / FUNDING ADVICE\nClient: SILVER CREEK CARRIERS INC  (Client #2087)       Schedule No.  3362\nSchedule received 11/03/25        Funded 11/04/25        Method  Same-day wire\nRecourse agreement dated 04/15/24; fee 3.00% flat (30 days); reserve 5.00%\n\nYour Inv Load #      Debtor                      Face Amt      Fee   Net of Fee\n-------- ----------- --------------------------- ---------- -------- ----------\nSR-4471  BSL-778120  Blue Summit Logistics, Inc.   2,350.00    70.50   2,279.50\nSR-4472  2231907     Northgate Transportation      1,875.00    56.25   1,818.75\n                     Brokerage LLC\nSR-4473  PWF-61184   Prairie Wind Freight          3,120.00    93.60   3,026.40\n                     Solutions Corp.\nSR-4474  CL0093321   Copperline Logistics            980.00    29.40     950.60\n-------- ----------- --------------------------- ---------- -------- ----------\nTOTALS (4 invoices)                                8,325.00   249.75   8,075.25\n\nFUNDING CALCULATION                                               AMOUNT  DR/CR\n  Face value of accounts purchased                              8,325.00  CR\n  Discount fee (total of fee column)                              249.75  DR\n  Reserve withheld 5%                                             416.25  DR\n  Fuel advance 10/30/25 against SR-4473 (repaid)                  300.00  DR\n  Chargeback - inv SR-4390 short-paid by debtor                    45.00  DR\n  Wire fee                                                         15.00  DR\n  Reserve rebate - schedule 3318 (collected in full)              212.40  CR\n  AMOUNT WIRED TO CLIENT                                        7,511.40  CR\n\nWired to: Washington Trust Bank  ABA 125100089  acct ***0412  ref TFC-3362\nReserve account balance after this schedule: 6,118.70. Notice of assignment is on file with\neach debtor; payments must be remitted to Teanaway Freight Capital, LLC, PO Box 2210, Cle Elum WA.\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 832500,
      netCents: 751140,
      date: '2025-11-04',
      broker: 'Blue Summit Logistics, Inc.',
      tripNumber: 'BSL-778120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: 41625,
      reimbursementsCents: null,
      deductions: [24975, 4500, 1500],
    },
  },
  {
    id: 'b164-wassuk-rate-con-labels-above',
    issuer: 'Wassuk Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'One-page broker rate confirmation in which every field is a capitalised label with its value on the line below (load number, date issued, carrier; equipment, commodity; rate, fuel surcharge, extra stop and total carrier pay laid out as four columns), three stops with appointment windows and PO numbers, terms paragraph with detention and quick-pay conditions; abbreviated month-name dates without comma',
    text: "WASSUK LOGISTICS, INC.                                   LOAD CONFIRMATION / RATE AGREEMENT\n9490 Gateway Dr Ste 110, Reno, NV 89521                  MC 771046   Phone 775-555-0176\n\nLOAD NUMBER           DATE ISSUED           CARRIER                       CARRIER MC\nWL-2026-04417         Apr 14 2026           CINDER BUTTE TRUCKING LLC     MC 1325578\n\nEQUIPMENT             COMMODITY             WEIGHT            TEMP\n53' reefer            Frozen potato prod.   41,800 lb         -10 F continuous\n\nSTOP 1 - PICKUP       Apr 15 2026  06:00-10:00   Pick-up # 5521887\n  Lamb Weston plant, 1400 S Nelson St, Hermiston OR 97838\nSTOP 2 - DROP         Apr 16 2026  FCFS 08:00-15:00   PO 88-41207\n  Sysco Sacramento, 7062 Pacific Ave, Pleasant Grove CA 95668\nSTOP 3 - DROP         Apr 17 2026  appt 05:30   PO 77-19032\n  US Foods Livermore, 300 Lawrence Dr, Livermore CA 94551\n\nRATE                  FUEL SURCHARGE        EXTRA STOP        TOTAL CARRIER PAY (USD)\n2,400.00              385.00                100.00            2,885.00\n\nDetention $50.00/hr after 2 hrs free, only if reported to Wassuk before leaving the\nfacility. Lumper reimbursed with receipt. Quick pay available (2.5%) - see carrier portal.\nCarrier must not re-broker or co-load. Send signed POD + this confirmation to\nbilling@wassuklogistics.com; payment terms net 30 from receipt of paperwork.\n\nAccepted for carrier: ______________________   Date: ____________   Page 1 of 1\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 288500,
      broker: 'WASSUK LOGISTICS, INC.',
      tripNumber: 'WL-2026-04417',
    },
  },
  {
    id: 'b164-tecolote-lumper-receipt',
    issuer: 'Tecolote Warehouse Labor, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short, plain lumper receipt from a warehouse unloading contractor: receipt number with an M/D/YYYY date and in/out times on one line, carrier/truck/driver, PO numbers and pallet counts, two charge lines and a total with dot leaders, payment by express code',
    text: 'TECOLOTE WAREHOUSE LABOR, LLC\nUnloading services at Albertsons DC - 3101 Broadway Blvd SE, Albuquerque NM 87102\n\nLUMPER RECEIPT  No. 0071945          Date 3/9/2026   Time in 07:42  out 09:15\nCarrier: MOGOLLON RIM EXPRESS   Truck 12   Trailer 5309   Driver: K. Begay\nPO 4410-88231 / 4410-88236    Pallets 26 (4 restacked)   Cases 1,948\n\nUnload, 26 pallets  ..................... 260.00\nRestack / rework, 4 pallets @ 15.00 .....  60.00\nTotal paid ............................. 320.00\nPaid by: Comchek express code (last 4: 7712)    Auth 556102\n\nUnloader: R. Sandoval        Thank you - keep this receipt for reimbursement.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-03-09',
    },
  },
];
