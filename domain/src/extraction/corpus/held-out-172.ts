import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 172: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier over two pages with repeated headers,
 * loaded/empty miles at separate rates and totals only in the recap, trailing-minus deductions;
 * US lessor 72%-of-revenue plan with labels above the summary amounts and balances beside the
 * period charges; US dispatch service flat-rate statement with wrapped broker rows, a per-load fee
 * column and a one-line net equation ("NET ACH SENT TO CARRIER"); French Quebec sous-traitant
 * relevé at 75 % with sections in reverse order, amount in words, TPS/TVQ-included revenue total;
 * Mexican liquidación a permisionario in MXN with a subtotal per viaje, IVA 16 %, retención IVA 4 %
 * and ISR 1,25 %, amount in words), two pay stubs (US Ohio weekly mileage stub with side-by-side
 * earnings/taxes blocks each carrying current and YTD columns, a summary grid and a deposit advice
 * in words; short Alberta bi-weekly hourly stub with CPP/EI and YTD), a factoring purchase and
 * funding notice with wrapped debtor names and a CR/DR running-balance ledger (reserve held,
 * reserve release, chargeback, fuel advance), a heavy-truck repair invoice and a short lumper receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one Alberta), 1 MX.
 * Date formats: MM/DD/YY, ISO YYYY-MM-DD, "Jan 30" / "Feb 6, 2026", "April 2, 2026", French
 * "le 13 février 2026" with DD/MM/YYYY, Spanish "13 de marzo de 2026" with DD/MM/YYYY,
 * MM/DD/YYYY, day-first DD/MM/YYYY (Alberta), "14 Jan 2026", M/D/YY.
 * Number formats: 1,234.56 with trailing minus (1,612.38-), parentheses, CR/DR suffixes,
 * French 1 234,56 $, Mexican-style $ 1.234,56 with leading minus, amounts in words (EN/FR/ES).
 */
export const HELD_OUT_DOCUMENTS_172: CorpusDocument[] = [
  {
    id: 'b172-shenango-two-page-loaded-empty-recap',
    issuer: 'Shenango Valley Freightways, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      "Two-page per-mile contractor settlement: a trip table with separate loaded and empty mile columns paid at different rates (loaded @1.72, empty @0.95, FSC on loaded miles only) and an ACCESS column with DET/XSTOP codes; page 1 holds three trips and a 'continued' note, page 2 repeats the company header and column headings for two more trips; no mile or pay totals anywhere in the table - totals appear only in a SETTLEMENT RECAP with deductions as trailing-minus amounts, advance and escrow among them, reimbursements, a footnoted escrow balance and page footers; MM/DD/YY dates",
    text: "SHENANGO VALLEY FREIGHTWAYS, INC.                                  CONTRACTOR SETTLEMENT\n2950 Broadway Ave, Hermitage PA 16148                              Stmt # SV-260224-114\n(724) 555-0188  *  MC 1187345  *  USDOT 2956120                    Stmt Date   02/24/26\n                                                                   ACH Date    02/27/26\nContractor: RIDGELINE EXPRESS LLC  (Darnell Okafor)                Unit 114  Trlr SVT-2207\nSettlement period 02/15/26 thru 02/21/26                           Vendor # 40114\n==================================================================================================\nTRIP NO.   DATE  ORIGIN         DESTINATION    LD MI   MT    LOADED   EMPTY     FSC  ACCESS\n                                                       MI     @1.72   @0.95   @0.44\n==================================================================================================\nSV-218804  02/16 Hermitage PA   Louisville KY    412   38    708.64   36.10  181.28\nSV-218817  02/17 Louisville KY  Memphis TN       386   24    663.92   22.80  169.84\nSV-218829  02/18 Memphis TN     Atlanta GA       392   41    674.24   38.95  172.48   90.00 DET 2.0h\n\n                              ** trip detail continued on page 2 **\n\n\n\n\nRates per Schedule A of the Independent Contractor Operating Agreement dated 06/02/25.\nSVF/SETTLE v4.2                                                          Page 1 of 2\n\nSHENANGO VALLEY FREIGHTWAYS, INC.                                  CONTRACTOR SETTLEMENT\nStmt # SV-260224-114   Contractor: RIDGELINE EXPRESS LLC   Unit 114    ACH Date 02/27/26\n==================================================================================================\nTRIP NO.   DATE  ORIGIN         DESTINATION    LD MI   MT    LOADED   EMPTY     FSC  ACCESS\n                                                       MI     @1.72   @0.95   @0.44\n==================================================================================================\nSV-218840  02/19 Atlanta GA     Charlotte NC     244    0    419.68    0.00  107.36   60.00 XSTOP\nSV-218851  02/20 Charlotte NC   Pittsburgh PA    457   73    786.04   69.35  201.08\n\nSETTLEMENT RECAP\n  Loaded mile pay                            3,252.52\n  Empty mile pay                               167.20\n  Fuel surcharge                               832.04\n  Accessorial pay                              150.00\n                                           ----------\n  GROSS SETTLEMENT                           4,401.76\n\n  Deductions\n    Fuel purchases - EFS card (9)            1,612.38-\n    Occupational accident ins.                  44.60-\n    Cargo / physical damage ins.                96.25-\n    Trailer rental 53' SVT-2207                120.00-\n    ELD subscription                            22.50-\n    IRP base plate (weekly)                     28.75-\n    EFS cash advance 02/17 (chk 40981)         300.00-\n    Escrow deposit (1)                         100.00-\n\n  Reimbursements\n    Tolls - PA Turnpike / Ohio Tpk (rcpts)      64.90\n    CAT scale tickets (2)                       25.50\n                                           ----------\n  NET SETTLEMENT - ACH 02/27/26              2,167.68   to First Commonwealth ****2093\n\n(1) Escrow balance after this deposit: 1,850.00. Interest credited quarterly.\nDisputes must be filed within 30 days of the Stmt Date.\nSVF/SETTLE v4.2                                                          Page 2 of 2\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 440176,
      netCents: 216768,
      date: '2026-02-27',
      broker: 'SHENANGO VALLEY FREIGHTWAYS, INC.',
      tripNumber: 'SV-218804',
      miles: 2067,
      linehaulCents: 341972,
      fuelSurchargeCents: 83204,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: 9040,
      deductions: [161238, 4460, 9625, 12000, 2250, 2875],
    },
  },
  {
    id: 'b172-saguache-labels-above-balances-beside',
    issuer: 'Saguache Creek Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor 72%-of-revenue lease-operator statement: the summary comes first as a row of labels (GROSS COMP, DEDUCTIONS, ADVANCES, RESERVE, REIMB., DIRECT DEPOSIT) with the amounts on the line below, deductions in parentheses; a load table prints the 100% revenue beside the 72% pay, FSC and accessorial columns, each load wrapping onto a second line with the lane and an accessorial note; a CHARGES table puts this-period amounts beside running balances (lease balance, zero advance balance, reserve balance); ISO YYYY-MM-DD dates',
    text: 'SAGUACHE CREEK TRACTOR LEASING, LLC\nLease Purchase Division - 305 Christy Ave, Saguache, CO 81149 - 719-555-0163 - MC 1290554 / DOT 3411872\n\nPAY STATEMENT - LEASE OPERATOR                         Statement date:  2026-01-13\nOperator: Marisol Tafoya-Beck   ID LO-2214               Pay date:        2026-01-16\nTractor: 2214 (2021 Freightliner Cascadia)               Work week:       2026-01-04 to 2026-01-10\nPlan: P-72 (72% of line revenue; FSC and accessorials paid at 100%)\n\n GROSS COMP      DEDUCTIONS      ADVANCES       RESERVE       REIMB.        DIRECT DEPOSIT\n 5,891.50        (2,465.26)      (250.00)       (175.00)      185.00        3,186.24\n---------------------------------------------------------------------------------------------------\nLOADS\nLoad No.   Delivered   Customer / Lane          Revenue  Plan  Your Pay      FSC  Access.\n---------------------------------------------------------------------------------------------------\nSCL-30417  2026-01-05  Sangre Ag Supply        2,480.00  72%   1,785.60   298.50        -\n                      Pueblo CO -> Oklahoma City OK\nSCL-30431  2026-01-07  Red Fork Plastics       1,150.00  72%     828.00    96.00   125.00\n                      Oklahoma City OK -> Dallas TX   (Detention 2.5 h)\nSCL-30446  2026-01-08  Trinity Paper & Board   3,260.00  72%   2,347.20   411.20        -\n                      Dallas TX -> Commerce City CO\n---------------------------------------------------------------------------------------------------\nREIMBURSEMENTS\n  Lumper - SCL-30446 Commerce City (receipt 7731-A)                   185.00\n\nCHARGES                                        THIS PERIOD           BALANCE\n  Tractor lease pmt  wk 38 of 156                (810.00)         94,312.45\n  Fuel - fleet card (7 txns)                   (1,488.91)\n  Physical damage / bobtail                       (96.40)\n  Occupational accident                           (38.75)\n  IRP / permits                                   (31.20)\n  Cash advance 2026-01-06 (Comchek)              (250.00)              0.00\n  Maintenance reserve contribution               (175.00)          3,675.00\n\nBalances are after this statement. Reserve funds are released 45 days after lease termination\nper Section 9 of the Equipment Lease. Deposit to Alpine Bank acct ending 6650.\n                                                                               Page 1 of 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 589150,
      netCents: 318624,
      date: '2026-01-16',
      broker: 'SAGUACHE CREEK TRACTOR LEASING, LLC',
      tripNumber: 'SCL-30417',
      miles: null,
      linehaulCents: 496080,
      fuelSurchargeCents: 80570,
      advancesCents: 25000,
      escrowCents: 17500,
      reimbursementsCents: 18500,
      deductions: [81000, 148891, 9640, 3875, 3120],
    },
  },
  {
    id: 'b172-sheepeater-dispatch-flat-wrapped-brokers',
    issuer: 'Sheepeater Dispatch Partners, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      "Dispatch-service weekly carrier statement for flat-rate loads: a table whose rows wrap (the broker name and a 'via' stop continue on a second line) with miles, all-in flat rate and a per-load 7% dispatch-fee column closed by a TOTALS row; pass-through lumper, a load-board charge and a fuel advance are loose sentences below the table, and the net is given in a one-line running equation with several amounts on it ('= NET ACH SENT TO CARRIER'); short month-name dates without year on loads ('Feb 2') and 'Feb 6, 2026' for the ACH",
    text: "SHEEPEATER DISPATCH PARTNERS, LLC\nTruck dispatch & back-office services  |  412 Main St Ste 3, Salmon, ID 83467  |  (208) 555-0129\n\nCARRIER WEEKLY STATEMENT  #SDP-0206-031\nCarrier:  PAHSIMEROI TRUCKING LLC   MC 1398270 / USDOT 3702215   Truck 31 (53' dry van)\nWeek:     Jan 30 - Feb 5, 2026      Dispatcher: K. Oyelaran\nBrokers pay Sheepeater under our notice of assignment; we remit to you after our fee.\n\nLOAD #     DELIV  BROKER                LANE                              MILES FLAT RATE DISP 7%\n---------------------------------------------------------------------------------------------------\n88412-B    Jan 30 Bitterroot Freight    Missoula MT > Fargo ND              842  3,150.00  220.50\n                  Solutions, Inc.       via Spokane WA\n5530217    Feb 2  Cascadia Cross-Dock   Fargo ND > Denver CO                611  2,400.00  168.00\n                  Brokerage LLC         via Sioux Falls SD\nCHX-77104  Feb 3  Plains & Pacific      Denver CO > Salt Lake City UT       498  1,875.00  131.25\n                  Logistics Group\n4410-2291  Feb 5  Red Desert Transport  Salt Lake City UT > Pocatello ID    188    925.00   64.75\n                  Brokerage\n---------------------------------------------------------------------------------------------------\nTOTALS            4 loads                                                 2,139  8,350.00  584.50\n\nPass-through (no fee): Lumper 5530217 Sioux Falls, paid by driver, reimbursed by broker  140.00\nOther charges: DAT load-board seat (Feb)  39.00\nFuel advance Comchek 02/02, express code ending 4471  500.00\n\n Rates 8,350.00  - Dispatch fee 584.50  - DAT 39.00  - Advance 500.00  + Lumper 140.00\n = NET ACH SENT TO CARRIER  7,366.50   on Feb 6, 2026   (Idaho Central CU ****0318)\n\nRates are all-in flat rates as confirmed by each broker; fuel surcharge is not itemised.\nQuestions: accounting@sheepeaterdispatch.com  -  Statement 1 of 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 835000,
      netCents: 736650,
      date: '2026-02-06',
      broker: 'SHEEPEATER DISPATCH PARTNERS, LLC',
      tripNumber: '88412-B',
      miles: 2139,
      linehaulCents: 835000,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: 14000,
      deductions: [58450, 3900],
    },
  },
  {
    id: 'b172-valracine-sections-reversed-tps-tvq',
    issuer: 'Transports Val-Racine inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      "French Quebec subcontractor payment statement with its sections in reverse order: 1. the transfer amount first (with the amount in words and a Desjardins account line), 2. the period's withholdings with a total that includes the advance and the guarantee-fund contribution, 3. the revenue last - a voyage table with 100 % revenue beside the 75 % share, fuel surcharge and waiting-time columns with a footnote star, then share/surcharge/other subtotal, TPS 5 % and TVQ 9,975 %, and the tax-included total; amounts as 1 234,56 $, dates DD/MM/YYYY and 'le 13 février 2026'",
    text: "TRANSPORTS VAL-RACINE INC.\n1480, chemin de la Montagne, Val-Racine (Québec)  G0Y 1E0      Tél. : 819 555-0137\nNEQ 1168420917  ·  NIR R-104233  ·  US DOT 3021847\n\nRELEVÉ DE PAIEMENT — SOUS-TRAITANT                      Relevé no : VR-2026-06-022\nSous-traitant : Camionnage R. Gosselin enr. (unité 22)    Période : du 01/02/2026 au 07/02/2026\nNo TPS du sous-traitant : 812440379 RT0001               No TVQ : 1224587730 TQ0001\n\n1. MONTANT DU VIREMENT\n   Date du virement : le 13 février 2026\n   Montant :                                         2 209,43 $\n   (DEUX MILLE DEUX CENT NEUF DOLLARS ET 43/100)\n   Compte : Caisse Desjardins du Haut-Saint-François  transit 815-30041  folio ****771\n\n2. RETENUES DE LA PÉRIODE\n   Carburant — cartes flotte (8 transactions)         1 402,17 $\n   Assurance responsabilité / marchandises              118,40 $\n   Location de remorque 53 pi (R-0918)                  160,00 $\n   Frais d'administration                                35,00 $\n   Avance de voyage (02/02/2026)                        250,00 $\n   Fonds de garantie — contribution (1)                 100,00 $\n                                                  --------------\n   Total des retenues                                 2 065,57 $\n\n3. REVENUS — 75 % DU REVENU DE TRANSPORT\n   Voyage   Date        Trajet                              Revenu      Part  Surch.  Autres\n                                                             100 %      75 %   carb.\n   VR-6120  03/02/2026  Sherbrooke - Montréal (Lachine)   1 180,00    885,00  132,40       —\n   VR-6134  04/02/2026  Montréal - Québec (Beauport)      1 640,00  1 230,00  171,20   85,00\n                        * attente 1,5 h\n   VR-6147  06/02/2026  Québec - Lac-Mégantic             1 420,00  1 065,00  149,60       —\n                                                  --------------\n   Part du sous-traitant (75 %)                       3 180,00 $\n   Surcharge carburant (100 %)                          453,20 $\n   Autres (attente)                                      85,00 $\n   Sous-total                                         3 718,20 $\n   TPS 5 %                                              185,91 $\n   TVQ 9,975 %                                          370,89 $\n   Total des revenus, taxes incluses                  4 275,00 $\n\n(1) Solde du fonds de garantie après ce relevé : 2 600,00 $. Remboursable 60 jours après la fin du contrat.\nToute contestation doit être faite par écrit dans les 15 jours suivant la date du virement.\n                                                                                   Page 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 427500,
      netCents: 220943,
      date: '2026-02-13',
      broker: 'TRANSPORTS VAL-RACINE INC.',
      tripNumber: 'VR-6120',
      miles: null,
      linehaulCents: 318000,
      fuelSurchargeCents: 45320,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [140217, 11840, 16000, 3500],
    },
  },
  {
    id: 'b172-zacualtipan-subtotal-per-viaje-mxn',
    issuer: 'Transportes Zacualtipán, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      "Mexican weekly owner-operator (permisionario) settlement in Spanish and MXN: each trip is a three-line block with several amounts on each line (flete, otros/estadía, IVA 16 %, retención IVA 4 %, retención ISR 1.25 %) ending in its own SUBTOTAL VIAJE; a totals block prints the IVA-inclusive total percepciones and the withholding totals, followed by DESCUENTOS (diesel vouchers, TAG tolls, GPS, cargo insurance, trip advance, maintenance fund), a REEMBOLSOS line for unloading fees, the net with the amount in words and a SPEI/CLABE line; amounts in 1.234,56 format with leading minus, dates DD/MM/YYYY and '13 de marzo de 2026'",
    text: 'TRANSPORTES ZACUALTIPÁN, S.A. DE C.V.\nRFC TZA081114KX2   Carretera México-Tampico km 186, Col. Centro, C.P. 43200 Zacualtipán de Ángeles, Hgo.\nTel. 774 555 0192   Permiso SICT 13TZA0811142\n\nLIQUIDACIÓN SEMANAL A PERMISIONARIO                         Folio: LIQ-2026-0310-17\nPermisionario: HERIBERTO LOZANO RÍOS   RFC LORH780512AB3   Régimen: RESICO persona física\nUnidad: Kenworth T680 2020, placas 87-AK-4F   Semana 10: del 2 al 8 de marzo de 2026\nFecha de pago: 13 de marzo de 2026 (transferencia SPEI)\n\nDETALLE POR VIAJE (importes en pesos mexicanos)\n================================================================================================\nVIAJE ZT-2611   02/03/2026   Pachuca, Hgo. -> Monterrey, N.L.   Carta Porte CP-88102\n   Flete $ 24.500,00   Otros $ 0,00   IVA 16% $ 3.920,00\n   Ret. IVA 4% $ -980,00   Ret. ISR 1,25% $ -306,25          SUBTOTAL VIAJE  $ 27.133,75\n\nVIAJE ZT-2618   05/03/2026   Monterrey, N.L. -> San Luis Potosí, S.L.P.   Carta Porte CP-88137\n   Flete $ 14.800,00   Otros $ 0,00   IVA 16% $ 2.368,00\n   Ret. IVA 4% $ -592,00   Ret. ISR 1,25% $ -185,00          SUBTOTAL VIAJE  $ 16.391,00\n\nVIAJE ZT-2625   07/03/2026   San Luis Potosí, S.L.P. -> Querétaro, Qro.   Carta Porte CP-88160\n   Flete $ 9.600,00   Otros $ 1.500,00  (Estadía 1 día)   IVA 16% $ 1.776,00\n   Ret. IVA 4% $ -444,00   Ret. ISR 1,25% $ -138,75          SUBTOTAL VIAJE  $ 12.293,25\n================================================================================================\nTOTALES        Fletes $ 48.900,00   Otros $ 1.500,00   IVA $ 8.064,00\n               TOTAL PERCEPCIONES (fletes + otros + IVA)                  $ 58.464,00\n               Retención IVA 4%                                           -$ 2.016,00\n               Retención ISR 1,25% (RESICO)                                 -$ 630,00\n\nDESCUENTOS\n   Diesel (vales en patio, 4 cargas)                                     -$ 21.350,40\n   Casetas TAG IAVE cargadas a la unidad                                  -$ 3.412,00\n   Rastreo satelital GPS (mensual prorr.)                                   -$ 580,00\n   Seguro de carga (semana 10)                                            -$ 1.150,00\n   Anticipo para gastos de viaje (02/03/2026)                             -$ 5.000,00\n   Fondo de mantenimiento (aportación semanal)                            -$ 1.500,00\n\nREEMBOLSOS\n   Maniobras descarga ZT-2618 (con comprobante)                            $ 1.200,00\n\nNETO A PAGAR AL PERMISIONARIO                                             $ 24.025,60\n(VEINTICUATRO MIL VEINTICINCO PESOS 60/100 M.N.)\nTransferencia SPEI a BBVA México, CLABE 012 290 00481273 655 2, ref. LIQ0310-17\n\nSaldo del fondo de mantenimiento después de esta liquidación: $ 18.000,00\nLas retenciones se amparan con el CFDI de retenciones que se emite al cierre de mes.\nElaboró: Contabilidad / Tráfico                                           Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5846400,
      netCents: 2402560,
      date: '2026-03-13',
      broker: 'TRANSPORTES ZACUALTIPÁN, S.A. DE C.V.',
      tripNumber: 'ZT-2611',
      miles: null,
      linehaulCents: 4890000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 150000,
      reimbursementsCents: 120000,
      deductions: [201600, 63000, 2135040, 341200, 58000, 115000],
    },
  },
  {
    id: 'b172-tuscarawas-paystub-side-by-side-ytd',
    issuer: 'Tuscarawas Bulk Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver weekly earnings statement: EARNINGS (rate, units, current, YTD) on the left and TAXES plus DEDUCTIONS (current, YTD) on the right of a pipe divider, so every line carries two current/YTD pairs; a summary grid with CURRENT and YTD rows (gross, taxes, pre-tax, other deductions, non-taxable reimbursement, net), then a tear-off advice of deposit with the net in words and a payroll-service imprint; MM/DD/YYYY dates',
    text: 'TUSCARAWAS BULK CARRIERS, INC.                                   EARNINGS STATEMENT\n2188 Stonecreek Rd SW, New Philadelphia, OH 44663                Pay Date:      03/20/2026\nFEIN 34-1782260   USDOT 1644319                                  Period:        03/08/2026 - 03/14/2026\n                                                                 Advice No.:    0031877\nEmployee: DALE R. HERSHBERGER    Emp ID 0417    Dept: Pneumatic Tank - Dover Terminal\nFiling: Federal MFJ / OH 2 exemptions     Truck 417    Miles this period: 2,214 (dispatched)\n\nEARNINGS      RATE  UNITS   CURRENT        YTD  | TAXES                    CURRENT        YTD\n----------------------------------------------  | -------------------------------------------\nMileage      0.635  2,214  1,405.89  14,882.12  | Federal Income Tax        112.43   1,184.12\nStop pay     25.00      3     75.00     550.00  | Social Security            94.00     998.71\nDetention    20.00   2.50     50.00     210.00  | Medicare                   21.98     233.57\nWashout      40.00      1     40.00     360.00  | OH State Income Tax        27.61     292.04\n                                                | New Phila City 1.5%        22.74     241.60\nGROSS PAY                  1,570.89  16,002.12  |\n                                                | DEDUCTIONS\nNON-TAXABLE                                     | 401(k) 4%                  62.84     640.08\nToll/scale reimb              18.75     114.60  | Medical (Sec 125)          48.50     485.00\n                                                | Dental (Sec 125)            6.25      62.50\n                                                | Road advance repay        100.00     300.00\n\nSUMMARY        GROSS      TAXES   PRE-TAX DED   OTHER DED   NON-TAX REIMB      NET PAY\nCurrent     1,570.89     278.76        117.59      100.00           18.75     1,093.29\nYTD        16,002.12   2,950.04      1,187.58      300.00          114.60    11,679.10\n\nRoad advance balance after this check: 0.00      PTO available: 24.0 hrs\n- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\nTUSCARAWAS BULK CARRIERS, INC.                               ADVICE OF DEPOSIT   No. 0031877\n                                                             Date 03/20/2026\nDeposited to the account of DALE R. HERSHBERGER\n  Farmers National Bank   checking xxxx4418                           1,093.29\n  ONE THOUSAND NINETY-THREE AND 29/100 DOLLARS\n                                    NON-NEGOTIABLE - THIS IS NOT A CHECK\nPayroll processed by Stonecreek Payroll Services, Dover OH\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 157089,
      netCents: 109329,
      date: '2026-03-20',
      broker: 'TUSCARAWAS BULK CARRIERS, INC.',
      tripNumber: null,
      miles: 2214,
      linehaulCents: 140589,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: 1875,
      deductions: [11243, 9400, 2198, 2761, 2274, 6284, 4850, 625],
    },
  },
  {
    id: 'b172-wanderingriver-hourly-biweekly-short',
    issuer: 'Wandering River Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Short, plain Alberta bi-weekly hourly pay stub for a log-truck driver: an earnings block (regular, statutory holiday, overtime with hours, rate, amount and a year-to-date column) and a deductions block (federal and provincial income tax, CPP, EI, group benefits, RRSP) each with a total line, then a one-line net pay with the YTD net beside it; day-first DD/MM/YYYY dates flagged in the heading',
    text: 'WANDERING RIVER HAULAGE LTD.\nBox 118, Wandering River AB  T0A 3M0   ph 780-555-0156   NSC AB 261-804-557\nPayroll Business No. 80431 7725 RP0001\n\nSTATEMENT OF EARNINGS AND DEDUCTIONS          (dates DD/MM/YYYY)\nEmployee:  Travis Okimaw          Emp # 1093       Position: Log truck driver\nPay period: 08/02/2026 to 21/02/2026 (bi-weekly)   Pay date: 27/02/2026\n\nEARNINGS               HOURS     RATE      AMOUNT     YEAR TO DATE\nRegular                72.00    31.50    2,268.00        12,474.00\nStat Holiday (16/02)    8.00    31.50      252.00           252.00\nOvertime 1.5x           9.00    47.25      425.25         1,701.00\nTotal Earnings                           2,945.25        14,427.00\n\nDEDUCTIONS\nFederal Income Tax                         318.42         1,560.21\nProvincial Tax (AB)                        152.60           748.30\nCPP                                        167.23           812.45\nEI                                          48.01           235.16\nGroup Benefits                              42.80           214.00\nRRSP 5% (matched)                          147.26           721.35\nTotal Deductions                           876.32         4,291.47\n\nNET PAY (Direct deposit, ATB Financial ...2207)  2,068.93      YTD 10,135.53\n\nVacation accrued: 4% of earnings. Questions: payroll@wanderingriverhaul.ca\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 294525,
      netCents: 206893,
      date: '2026-02-27',
      broker: 'WANDERING RIVER HAULAGE LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [31842, 15260, 16723, 4801, 4280, 14726],
    },
  },
  {
    id: 'b172-tarryall-cr-dr-running-balance',
    issuer: 'Tarryall Freight Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      "Factoring purchase and funding notice: a schedule of accounts purchased whose debtor names wrap onto a second line (invoice, load number, debtor, invoice date, face, per-invoice 2.5% fee and advanced columns with a totals row), then an account-activity ledger where every amount carries a CR or DR suffix beside a running CR balance (invoices purchased, fee, reserve held, reserve release, chargeback, fuel advance, wire fee) ending in the amount wired; MM/DD/YY dates and a 'April 2, 2026' funding date",
    text: 'TARRYALL FREIGHT CAPITAL, LLC\n7400 E Orchard Rd, Suite 210, Greenwood Village, CO 80111  |  303-555-0174  |  ops@tarryallfreight.com\n\nPURCHASE & FUNDING NOTICE\nClient:       KETTLE FALLS TRANSPORT LLC  (MC 1203377)       Client No. TF-2291\nSchedule:     S-10482   submitted 03/31/26                    Funding date: April 2, 2026\nRecourse factoring - 2.5% flat, 10% reserve\n\nSCHEDULE OF ACCOUNTS PURCHASED\nINV #  LOAD #     DEBTOR                  INV DATE       FACE      FEE   ADVANCED\n---------------------------------------------------------------------------------\n1187   55-90412   Front Range Brokerage   03/24/26   2,650.00    66.25   2,583.75\n                  Group, LLC\n1188   RC-448120  Anchor Point Logistics  03/26/26   1,975.00    49.38   1,925.62\n                  Inc\n1189   7730115    Mesa Verde Freight      03/27/26   3,180.00    79.50   3,100.50\n                  Services\n1190   26-0331-7  Front Range Brokerage   03/30/26   1,420.00    35.50   1,384.50\n                  Group, LLC\n---------------------------------------------------------------------------------\nTOTALS                                               9,225.00   230.63   8,994.37\n\nACCOUNT ACTIVITY THIS FUNDING                                 AMOUNT        BALANCE\n  Invoices purchased (4)                                 9,225.00 CR    9,225.00 CR\n  Discount fee 2.5%                                        230.63 DR    8,994.37 CR\n  Reserve held 10%                                         922.50 DR    8,071.87 CR\n  Reserve release - Sched S-10451                        1,184.20 CR    9,256.07 CR\n  Chargeback inv 1122 (90+ days, Sagebrush Mercantile)   1,350.00 DR    7,906.07 CR\n  Fuel advance 03/27 vs inv 1189                           400.00 DR    7,506.07 CR\n  Same-day wire fee                                         15.00 DR    7,491.07 CR\n                                                                     --------------\n  AMOUNT WIRED TO CLIENT                                                7,491.07 CR\n\nWired to: Bank of Colorado, acct ending 5120, Fed ref 20260402-B7731 (same-day)\nReserve account balance after this funding: 4,811.35 CR. Chargebacks may be repurchased when\nthe debtor pays. Please direct debtor disputes to collections@tarryallfreight.com.\nNotice 26-0402-117                                                             Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 922500,
      netCents: 749107,
      date: '2026-04-02',
      broker: 'Front Range Brokerage Group, LLC',
      tripNumber: '55-90412',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: 92250,
      reimbursementsCents: null,
      deductions: [23063, 135000, 1500],
    },
  },
  {
    id: 'b172-steens-repair-labor-above-parts',
    issuer: 'Steens Mountain Diesel Works, Inc.',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-truck repair invoice with a right-hand header box (invoice, day-month-name date, R.O. number, terms), bill-to and unit lines with VIN and odometer, a numbered labor section with hours and a single labor charge at a shop rate, a parts table with quantity, unit price and extended columns, then a single line holding labor, parts, shop-supply and disposal amounts followed by the invoice total and a Comchek payment line showing zero balance due',
    text: 'STEENS MOUNTAIN DIESEL WORKS, INC.                          INVOICE\nHeavy Truck & Trailer Repair - Road Service 24/7            Invoice No.  SM-048817\n69510 Hwy 20 W, Burns, OR 97720                             Date         14 Jan 2026\n(541) 555-0119   OR CCB #238114                             R.O. No.     RO-31266\n                                                            Terms        Due on receipt\n\nBill to: DESCHUTES CANYON CARRIERS LLC, PO Box 2281, Bend OR 97709     Acct 4417\nUnit: 2019 Kenworth T680  VIN 1XKYD49X8KJ2291** Unit # 12   Odometer 612,488\nAuthorized by: Jess Abernathy (phone)   Tech: R. Goicoechea\n\nLABOR                                                                 HOURS\n  1. Diagnose low air build-up; replace air dryer cartridge           1.2\n  2. Replace serpentine belt and tensioner, check idler               1.6\n  3. Replace LR/RR drive brake chambers, adjust slacks                2.0\n  4. Repair DEF heater connector, clear faults, road test             0.9\n  Total labor hours                                                   5.7  @ 145.00/hr       826.50\n\nPARTS                                                        QTY   UNIT PRICE     EXTENDED\n  DNP 4110-2231  Air dryer cartridge, spin-on                 1        68.40        68.40\n  FLG A05-32671  Belt, serpentine 8-rib                       1        89.15        89.15\n  GAT 38164      Tensioner assy, belt                         1       214.80       214.80\n  BW 801630      Brake chamber 30/30 long stroke              2        76.25       152.50\n  SHOP 1070      DEF line heater connector                    1        42.10        42.10\n                                                                             ------------\n                                                           Parts total             566.95\n\n   Labor 826.50    Parts 566.95    Shop supplies 5% of labor 41.33    Env./disposal 12.50\n                                                           INVOICE TOTAL        1,447.28\nPaid: Comdata Comchek #7708 4419 02  auth 55190     14 Jan 2026        BALANCE DUE   0.00\n\nWarranty: parts per manufacturer; labor 90 days / 10,000 miles. Oregon has no sales tax.\nOld brake chambers retained for core return.                              Page 1 of 1\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-01-14',
    },
  },
  {
    id: 'b172-swatara-lumper-receipt-plain',
    issuer: 'Swatara Creek Unloading Co.',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      "Short, plain lumper service receipt from a grocery distribution-center door: receipt number, M/D/YY date with in/out times, carrier, driver, tractor/trailer, PO numbers, pallet and case counts, three fee lines with a total paid by Comchek express code and a receiver's signature line",
    text: 'SWATARA CREEK UNLOADING CO.\nc/o Susq. Valley Grocers DC - Door 41\n6200 Grayson Rd, Harrisburg PA 17111\n(717) 555-0148\n\nLUMPER SERVICE RECEIPT        No. 0091733\nDate: 3/9/26        Time in 06:40   out 08:15\n\nCarrier:   BLACKWATER FORK TRUCKING LLC\nDriver:    T. Mensah        Tractor 608  Trailer 53R-1172 (reefer)\nPO(s):     4500218846 / 4500218851\nPallets:   26 in / 26 out (restacked 4)   Cases 1,488\n\nUnload - dry/reefer 26 pallets     265.00\nRestack 4 pallets @ 5.00            20.00\nConvenience fee                     10.00\n                                 --------\nTOTAL PAID                         295.00\n\nPaid by: Comchek  express code ****7720\nReceived by: D. Strickler   (not valid without DC stamp)\nKEEP THIS RECEIPT FOR REIMBURSEMENT\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-03-09',
    },
  },
];
