import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 124: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile flatbed carrier, two pages with the summary box
 * and YTD first and the trip register last; US lessor percentage plan with side-by-side loads and
 * charges columns and a recap repeating 100% billed revenue; US dispatch/billing service with a
 * ruled grid and a fee-by-load matrix; French Quebec tank-carrier self-billing relevé with TPS/TVQ
 * and 1 234,56 $ numbers; Spanish Mexican liquidación in MXN with IVA, retenciones and descuentos
 * side by side), two pay stubs (US payroll-service stub with two-group deductions and split
 * deposit; Manitoba cross-border driver with side-by-side earnings/deductions and YTD), a
 * factoring purchase schedule with the funds box at the top and a wrapped first debtor, a
 * heavy-truck repair invoice and a lumper receipt.
 * Countries: 7 US, 2 CA (one French), 1 MX. Date formats: DD-MON-YYYY, month-name US
 * (January 16, 2026), MM/DD/YYYY, French (19 janvier 2026, 12 janv.), Spanish/day-first
 * (31 de enero de 2026, 03/02/2026), ISO YYYY-MM-DD, DD Mon YYYY, MM/DD/YY and Mon D YYYY.
 * Number formats: 1,234.56, negative and parenthesised amounts, French 1 234,56 $, MXN.
 */
export const HELD_OUT_DOCUMENTS_124: CorpusDocument[] = [
  {
    id: 'b124-dixon-springs-two-page-summary-first',
    issuer: 'Dixon Springs Flatbed, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile flatbed contractor settlement rendered as one text: page 1 opens with a boxed summary (this settlement vs year to date, deductions shown negative), then a deductions table with current and YTD columns, escrow/advance balance lines and reimbursements run into a sentence; page 2 (repeated header) holds the trip register with loaded/empty miles, mile pay, FSC and coded extras and a totals row; DD-MON-YYYY dates',
    text: "DIXON SPRINGS FLATBED, INC.                                    CONTRACTOR SETTLEMENT\n4410 Hwy 25 East, Dixon Springs, TN 37057                                  Page 1 of 2\nMC 882104  |  USDOT 2659310  |  (615) 555-0148  |  payables@dixonspringsflatbed.com\n\nContractor : GRAYSON HAUL LLC (Tobias Grayson)          Unit     : F-212 / 2019 W900\nSettlement : S-212-0606                                 Period   : 01-FEB-2026 thru 07-FEB-2026\nSettled    : 11-FEB-2026                                Pay via  : ACH  xxxx7731\n ________________________________________________________________________\n|  SETTLEMENT SUMMARY                   THIS SETTLEMENT     YEAR TO DATE |\n|  Revenue (detail page 2)                    3,015.64         14,882.19 |\n|  Deductions & charges                      -1,985.83         -8,429.27 |\n|  Reimbursed expenses                           36.15            201.40 |\n|                                      ---------------   --------------- |\n|  NET SETTLEMENT                             1,065.96          6,654.32 |\n|________________________________________________________________________|\n\nDEDUCTIONS & CHARGES                     CURRENT          YTD\n  Fuel purchases (card - 11 tx)       1,402.18     5,911.02\n  Comchek advance 02/03                 200.00       600.00\n  Occ. accident ins.                     41.50       207.50\n  Cargo / phys. damage ins.              73.20       366.00\n  Trailer rent - FB 48' #T-88           150.00       750.00\n  ELD / tracking                         18.95        94.75\n  Escrow deposit                        100.00       500.00\n                                    ----------   ----------\n  Total                               1,985.83     8,429.27\n\n  Escrow on deposit after this settlement ........ 2,600.00  (target 2,500.00)\n  Advance balance outstanding .................... 0.00\n\nReimbursed expenses (receipts attached):  CAT scale Decatur AL 02/03 13.75\n  Tolls - Northern Beltline / Natchez Trace 22.40\n\nDixon Springs Flatbed, Inc. - contractor copy                     printed 11-FEB-2026 06:41\nDIXON SPRINGS FLATBED, INC.    Settlement S-212-0606    GRAYSON HAUL LLC         Page 2 of 2\n\nREVENUE DETAIL\nTrip no.    Ship    Origin -> Destination      Loaded Empty   Mile pay      FSC   Extra       Total\n----------------------------------------------------------------------------------------------------\nDSF-44810   02-FEB  Lebanon TN -> Decatur AL      412    26     786.90   173.04   75.00 T  1,034.94\nDSF-44827   03-FEB  Decatur AL -> Laurel MS       538    61   1,053.25   225.96    0.00    1,279.21\nDSF-44835   05-FEB  Laurel MS -> Columbia TN      287     0     530.95   120.54   50.00 S    701.49\n----------------------------------------------------------------------------------------------------\n                    Totals                      1,237    87   2,371.10   519.54  125.00    3,015.64\n\nRates: loaded 1.850/mi, empty 0.950/mi, fuel surcharge 0.420 per loaded mile.\nExtra codes: T = tarp pay (75.00), S = stop-off (50.00).\nTotal miles dispatched this period: 1,324\n\nQuestions about this settlement must be submitted in writing within 15 days.\nDixon Springs Flatbed, Inc. - contractor copy                     printed 11-FEB-2026 06:41\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 301564,
      netCents: 106596,
      date: '2026-02-11',
      broker: 'DIXON SPRINGS FLATBED, INC.',
      tripNumber: 'DSF-44810',
      miles: 1324,
      linehaulCents: 237110,
      fuelSurchargeCents: 51954,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: 3615,
      deductions: [140218, 4150, 7320, 15000, 1895],
    },
  },
  {
    id: 'b124-heron-slough-side-by-side-plan-b',
    issuer: 'Heron Slough Equipment Lessors, Inc.',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor remittance advice: header key/value block on the right with advice date, later ACH effective date and amount remitted; two side-by-side columns split by a pipe (loads with 100% freight revenue, 75% share, FSC and detention on the left with a wrapped stop line; charges on the right with a wrapped fuel line), a pass-through lumper line and a dotted recap that repeats the 100% billed revenue (not the gross); month-name dates',
    text: 'HERON SLOUGH EQUIPMENT LESSORS, INC.                Remittance advice ... 26-0116-056\n2207 Levee Road, Stuttgart, AR 72160                 Advice date ......... January 16, 2026\n(870) 555-0172  www.heronsloughlessors.com           ACH effective ....... January 20, 2026\n                                                     Amount remitted ..... $2,799.64\n\nOwner-operator : Marisol Quintana dba Q-Line Trucking          Tractor HS-56 (2021 T680)\nPlan           : "B" - 75% of freight revenue, 100% of fuel surcharge and accessorials\nWeek ending    : Saturday, January 10, 2026\n\nLOADS COMPLETED                                     | CHARGED TO YOUR ACCOUNT\n----------------------------------------------------+-------------------------------------------\nHS-3301A  Stuttgart AR - Joliet IL          742 mi  | Tractor lease (wk 2 of 52)           825.00\n  Freight rev 2,650.00  x 75%             1,987.50  | Fuel - TA/Petro network\n  Fuel surcharge                            312.40  |   (14 purchases, detail attached)  2,108.66\nHS-3307   Joliet IL - Fort Wayne IN -       398 mi  | T-Chek advance 01/06                 500.00\n          Dayton OH (2 stops)                       | Physical damage                       88.00\n  Freight rev 1,480.00  x 75%             1,110.00  | Non-trucking liability                16.50\n  Fuel surcharge                            188.10  | Occupational accident                 34.75\nHS-3312   Dayton OH - Little Rock AR      1,021 mi  | Apportioned plate (IRP)               27.30\n  Freight rev 3,120.00  x 75%             2,340.00  | Tire program                          45.00\n  Fuel surcharge                            401.85  | Maintenance escrow                   200.00\n  Detention 4 hr @ 30.00 (100%)             120.00  |                                   ---------\n                                         ---------  | TOTAL CHARGES                      3,845.21\nTOTAL COMPENSATION                        6,459.85  |\n\nPASS-THROUGH (not subject to plan %)\n  Lumper paid by you at Fort Wayne IN, rcpt 55-20931, reimbursed ........... 185.00\n\nRECAP\n  Freight revenue billed to customers (100%) ......   7,250.00\n  Your compensation under Plan B ..................   6,459.85\n  Less total charges ..............................   3,845.21\n  Plus pass-through reimbursement .................     185.00\n  AMOUNT REMITTED .................................   2,799.64\n\n  Miles this week 2,161  |  Escrow balance 1,400.00  |  Lease principal remaining 38,115.40\n\nBalances shown are informational. Report discrepancies within 10 days of the advice date.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 645985,
      netCents: 279964,
      date: '2026-01-20',
      broker: 'HERON SLOUGH EQUIPMENT LESSORS, INC.',
      tripNumber: 'HS-3301A',
      miles: 2161,
      linehaulCents: 543750,
      fuelSurchargeCents: 90235,
      advancesCents: 50000,
      escrowCents: 20000,
      reimbursementsCents: 18500,
      deductions: [82500, 210866, 8800, 1650, 3475, 2730, 4500],
    },
  },
  {
    id: 'b124-fishhook-dispatch-ruled-grid',
    issuer: 'Fishhook Dispatch & Billing, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch/billing service pay statement: ruled +---+ grid of loads (broker ref, broker, lane, miles, all-in rate) with a detention continuation row and a totals row inside the grid; fee matrix with one row per fee type and one column per load plus TOTAL; (-)/(+) dotted adjustments incl. a pass-through lumper; short summary with negative fees and net ACH; statement date vs later funds-released date; MM/DD/YYYY',
    text: 'FISHHOOK DISPATCH & BILLING, LLC\n6120 S. Memorial Dr., Ste 214, Tulsa, OK 74133  -  dispatch@fishhookdb.com  -  918-555-0107\n\nCARRIER PAY STATEMENT                                       Statement #: FDB-0931\nCarrier : Lone Cedar Express LLC  (MC 1355820)              Statement date : 12/05/2025\nDriver  : Dwayne Albers, truck #7                           Funds released : 12/09/2025 (ACH)\nLoads delivered 11/30/2025 - 12/05/2025\n\n+----+------------+-----------------------------+------------------------+-------+----------+\n| #  | Broker ref | Broker (paid us)            | Lane                   | Miles |     Rate |\n+----+------------+-----------------------------+------------------------+-------+----------+\n| 1  | 7741902    | Sable Creek Logistics Inc.  | Tulsa OK > Denver CO   |   690 | 2,100.00 |\n| 2  | TPF-118204 | Tall Pines Freight LLC      | Denver CO > Salina KS  |   455 | 1,375.00 |\n| 3  | OXB-33761  | Oxbow Lane Brokerage        | Salina KS > Memphis TN |   812 | 1,765.00 |\n|    |            |   + detention 1.5 h @ 50    |                        |       |    75.00 |\n+----+------------+-----------------------------+------------------------+-------+----------+\n                                                     Total   | 1,957 | 5,315.00 |\n\nFEES WITHHELD            Load 1     Load 2     Load 3      TOTAL\n  Dispatch  7%           147.00      96.25     128.80     372.05\n  Factoring 3%            63.00      41.25      55.20     159.45\n\nOTHER ADJUSTMENTS\n  (-) EFS fuel advance 11/30, load 2 ........   400.00\n  (-) EFS advance fee .......................    12.00\n  (-) ELD subscription - December ...........    35.00\n  (+) Lumper, load 2 (broker reimbursed) ....   150.00\n\n  Gross load pay                 5,315.00\n  Fees withheld                   -531.50\n  Other adjustments               -297.00\n                               ----------\n  NET ACH TO CARRIER             4,486.50   -> Lone Cedar Express LLC, acct ****0452\n\nAll three brokers paid Fishhook Dispatch & Billing, LLC under our factoring agreement;\nwe remit the balance to you. Rates are all-in (fuel included) per the rate confirmations.\nPage 1/1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 531500,
      netCents: 448650,
      date: '2025-12-09',
      broker: 'FISHHOOK DISPATCH & BILLING, LLC',
      tripNumber: '7741902',
      miles: 1957,
      linehaulCents: 524000,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 15000,
      deductions: [37205, 15945, 1200, 3500],
    },
  },
  {
    id: 'b124-dupuis-releve-autofacturation',
    issuer: 'Dupuis Citernes Lotbinière inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec tank-carrier self-billing statement (relevé de rémunération): flat-rate trip table with a three-line stacked header (Surch. carb. 16,5 %), footnoted accessorials and a totals row, a services block adding TPS 5 % and TVQ 9,975 % to a taxes-included total, a retenues list (fuel, advance, insurance, 3 % dispatch fee, tank rental, reserve fund) and net deposited, followed by a reserve balance and a year-to-date cumulative on one line; French dates (janvier, 12 janv.) and 1 234,56 $ numbers',
    text: "DUPUIS CITERNES LOTBINIÈRE INC.\n1480, rue Principale, Saint-Apollinaire (Québec)  G0S 2E0\nTél. 418 555-0193    TPS 71542 0983 RT0001    TVQ 1220384471 TQ0001\n\n              RELEVÉ DE RÉMUNÉRATION - VOITURIER SOUS-TRAITANT (autofacturation)\n\nSous-traitant : 9418-2207 Québec inc. (Yannick Bélanger)       No fournisseur : ST-0388\nTracteur      : 38 - Volvo VNL 2020                             Relevé no      : R-2603\nPériode       : du 11 au 17 janvier 2026                        Date du relevé : 19 janvier 2026\nPaiement      : dépôt direct le 22 janvier 2026\n\nNo voyage    Date      Trajet                            Forfait    Surch.   Autres         Total\n                                                                     carb.\n                                                                    16,5 %\n-----------------------------------------------------------------------------------------------\nDCL-26-0114  12 janv.  St-Apollinaire → Montréal-Est    1 180,00    194,70   110,00 (1)  1 484,70\nDCL-26-0119  14 janv.  Montréal-Est → Bécancour           960,00    158,40     0,00      1 118,40\nDCL-26-0123  16 janv.  Bécancour → La Baie (Saguenay)   1 640,00    270,60    85,00 (2)  1 995,60\n-----------------------------------------------------------------------------------------------\nTotaux                                                  3 780,00    623,70   195,00      4 598,70\n(1) Temps d'attente 2 h x 55,00 $     (2) Déchargement par pompe du client\n\nSERVICES FACTURÉS\n   Sous-total des services .....................   4 598,70 $\n   TPS 5 % .....................................     229,94 $\n   TVQ 9,975 % .................................     458,72 $\n   TOTAL DES SERVICES, TAXES INCLUSES ..........   5 287,36 $\n\nRETENUES\n   Carburant (carte flotte, 6 pleins) ..........   1 846,23 $\n   Avance de voyage (14 janv.) .................     300,00 $\n   Assurance camion ............................      96,40 $\n   Frais de répartition 3 % ....................     137,96 $\n   Location citerne TC-12 ......................     350,00 $\n   Fonds de réserve (entretien) ................     150,00 $\n   Total des retenues ..........................   2 880,59 $\n\nMONTANT NET DÉPOSÉ ..........................   2 406,77 $\n\nSolde du fonds de réserve après ce relevé : 3 150,00 $     Cumulatif 2026 versé : 6 529,65 $\nLe sous-traitant accepte l'autofacturation; conserver ce relevé pour vos déclarations TPS/TVQ.\nPage 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 528736,
      netCents: 240677,
      date: '2026-01-22',
      broker: 'DUPUIS CITERNES LOTBINIÈRE INC.',
      tripNumber: 'DCL-26-0114',
      miles: null,
      linehaulCents: 378000,
      fuelSurchargeCents: 62370,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [184623, 9640, 13796, 35000],
    },
  },
  {
    id: 'b124-ebano-liquidacion-retenciones-side',
    issuer: 'Ébano Logística Terrestre, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish Mexican weekly liquidación to a RESICO permisionario: carta-porte trip table (flete, maniobras, estadías with dashes for empty cells) and sums row, percepciones block adding IVA 16% to an IVA-included total, side-by-side retenciones fiscales (IVA 4%, ISR 1.25%) and descuentos (diesel vouchers, advance, insurance, GPS, guarantee fund) columns, a toll reimbursement outside the IVA total, an indented resumen with NETO A PAGAR and the amount in words; day-first DD/MM/YYYY and Spanish month-name dates',
    text: 'ÉBANO LOGÍSTICA TERRESTRE, S.A. DE C.V.\nRFC ELT120830KJ4  *  Carr. Tampico-Mante Km 14.5, Altamira, Tamps., C.P. 89603  *  Tel. 833 555 0147\n\n                     LIQUIDACIÓN SEMANAL DE FLETES A PERMISIONARIO\nFolio: LQ-2026-0087                                  Periodo: 26/01/2026 al 31/01/2026\nPermisionario: Rogelio Santiago Aguirre              RFC: SAAR780214HX2  (Régimen RESICO)\nUnidad: Kenworth T680 2019, placas 52-AK-7T          Emisión: sábado, 31 de enero de 2026\n                                                     Fecha de pago: 03/02/2026 (SPEI)\n\nCarta p.   Fecha  Origen - Destino                  Flete  Maniobras   Estadías     Importe\n-------------------------------------------------------------------------------------------\nEB-11873   26/01  Altamira - Monterrey          18,500.00   1,200.00          -   19,700.00\nEB-11880   28/01  Monterrey - San Luis Potosí   14,200.00          -          -   14,200.00\nEB-11891   30/01  San Luis Potosí - Querétaro    9,800.00     650.00   1,500.00   11,950.00\n-------------------------------------------------------------------------------------------\nSumas                                           42,500.00   1,850.00   1,500.00   45,850.00\n\nPERCEPCIONES\n   Subtotal de servicios ...................    45,850.00\n   IVA trasladado 16% ......................     7,336.00\n   Total percepciones (IVA incluido) .......    53,186.00\n\nRETENCIONES FISCALES                  | DESCUENTOS\nRet. IVA 4%               1,834.00    | Vales de diésel (9)          16,420.50\nRet. ISR 1.25% RESICO       573.13    | Anticipo 27/01                4,000.00\n                                      | Seguro de unidad              1,150.00\n                                      | Rastreo satelital GPS           380.00\n                                      | Fondo de garantía             1,000.00\nTotal retenciones         2,407.13    | Total descuentos             22,950.50\n\nREEMBOLSO DE CASETAS (comprobadas, sin IVA) ... 2,864.00\n\nRESUMEN                       Total percepciones         53,186.00\n                              (-) Retenciones             2,407.13\n                              (-) Descuentos             22,950.50\n                              (+) Reembolso casetas       2,864.00\n                              NETO A PAGAR               30,692.37 MXN\n\nImporte con letra: (TREINTA MIL SEISCIENTOS NOVENTA Y DOS PESOS 37/100 M.N.)\nSaldo acumulado fondo de garantía: 12,000.00    Saldo por comprobar de anticipos: 0.00\nEl CFDI de autotransporte con complemento Carta Porte ampara cada viaje. Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5318600,
      netCents: 3069237,
      date: '2026-02-03',
      broker: 'ÉBANO LOGÍSTICA TERRESTRE, S.A. DE C.V.',
      tripNumber: 'EB-11873',
      miles: null,
      linehaulCents: 4250000,
      fuelSurchargeCents: null,
      advancesCents: 400000,
      escrowCents: 100000,
      reimbursementsCents: 286400,
      deductions: [183400, 57313, 1642050, 115000, 38000],
    },
  },
  {
    id: 'b124-ivory-gull-deep-fork-iso-stub',
    issuer: 'Ivory Gull Payroll Co. (for Deep Fork Tank Lines, Inc.)',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Company tank-driver earnings statement printed by a payroll service: right-hand header block (advice no., pay date, period), earnings table with rate/units/current/YTD, deductions as two side-by-side groups (pre-tax and after-tax on the left, taxes on the right) each with current and YTD columns, a non-taxable reimbursement line, a current/YTD summary, a split direct deposit with its own total and an employer-contribution note; ISO dates',
    text: 'DEEP FORK TANK LINES, INC.                                    EARNINGS STATEMENT\n18800 E. Hwy 66, Luther, OK 73054                             Advice no.   0000418823\nFEIN 73-1958820                                               Pay date     2026-02-13\n                                                              Period       2026-01-25 to 2026-02-07\nEmployee  LAMONT R. PEAVY   ID 0612   Tanker OTR   Fed: MFJ   OK: M/1\n\nEARNINGS                   RATE    UNITS      CURRENT          YTD\nMileage pay              0.5800    2,412     1,398.96     4,107.12\nLoad/unload hourly      22.0000     9.50       209.00       594.00\nPump-off pay            25.0000        4       100.00       275.00\nSafety bonus Q4                                150.00       150.00\n                                          -----------  -----------\nGross pay                                    1,857.96     5,126.12\n\nDEDUCTIONS              CURRENT       YTD                           CURRENT       YTD\nPRE-TAX                                     TAXES\n  401(k) 5%               92.90    256.31     Federal income tax     128.44    352.10\n  Medical EE+Spouse       61.25    183.75     Social Security        110.88    306.14\n  Dental                   8.40     25.20     Medicare                25.93     71.60\nAFTER-TAX                                     OK state income tax     52.00    144.00\n  Supplemental life        6.75     20.25\n\nNON-TAXABLE REIMBURSEMENT  Tank washout (rcpt 7719, Tulsa)               45.00\n\n                          CURRENT          YTD\n  Gross pay              1,857.96     5,126.12\n  Total deductions         486.55     1,359.35\n  Reimbursements            45.00       135.00\n  NET PAY                1,416.41     3,901.77\n\nDIRECT DEPOSITS     Savings   xxxxx2290       200.00\n                    Checking  xxxxx7734     1,216.41\n                                          ----------\n                                            1,416.41\n\nEmployer contributions (not deducted from your pay): 401(k) match 55.74, health 412.00\nPaid miles this period 2,412.  This is a non-negotiable advice of deposit.\nPayroll processed by Ivory Gull Payroll Co., Tulsa OK - questions: 918-555-0190\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 185796,
      netCents: 141641,
      date: '2026-02-13',
      broker: 'DEEP FORK TANK LINES, INC.',
      tripNumber: null,
      miles: 2412,
      linehaulCents: 139896,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 4500,
      deductions: [9290, 6125, 840, 12844, 11088, 2593, 5200, 675],
    },
  },
  {
    id: 'b124-grunthal-manitoba-side-by-side-ytd',
    issuer: 'Grunthal Highway Freight Ltd.',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout:
      'Manitoba cross-border company-driver pay statement: right-hand header block (deposit no., pay date, period, currency), earnings and deductions as side-by-side columns each with CURRENT and YTD amounts (mileage with the units inside the label, border crossings, pick/drop, layover, 4% vacation pay; CPP, EI, federal and Manitoba tax, benefits, advance recovery), totals row for both, starred net pay line with a YTD net below, fine print about the advance and paid miles; DD Mon YYYY dates',
    text: 'GRUNTHAL HIGHWAY FREIGHT LTD.\n62 Main Street, Box 214, Grunthal, MB  R0A 0R0                     PAY STATEMENT\nPhone 204-555-0118                                      Deposit no.    D-0088142\n                                                        Pay date       27 Feb 2026\nEmployee  : Harjit S. Dhillon  (Emp. 2251)              Pay period     08 Feb 2026 - 21 Feb 2026\nPosition  : Highway driver, cross-border US/CAN         Frequency      Bi-weekly\nProvince of employment: MB      TD1 claim code 1        Currency       CAD\n\nEARNINGS                      CURRENT          YTD | DEDUCTIONS             CURRENT          YTD\n---------------------------------------------------+--------------------------------------------\nMileage 3,186 mi x $0.64     2,039.04     8,103.04 | CPP                     131.52       512.96\nBorder crossing 2 x $30.00      60.00       240.00 | EI                       38.55       150.40\nPick/drop 3 x $25.00            75.00       325.00 | Federal income tax      236.80       918.22\nLayover 1 x $100.00            100.00       200.00 | Manitoba income tax     161.10       624.84\nVacation pay 4%                 90.96       354.72 | Group benefits           42.60       170.40\n                                                   | Advance recovery        250.00       250.00\n---------------------------------------------------+--------------------------------------------\nTOTAL EARNINGS               2,365.00     9,222.76 | TOTAL DEDUCTIONS        860.57     2,626.82\n\n                 ***  NET PAY  1,504.43  ***   deposited to account ****-3306 (CIBC)\n                      Net pay YTD 6,595.94\n\nTrip advance issued 11 Feb 2026 (Emerson crossing): 250.00 - recovered in full this period.\nVacation pay is paid out each pay period and is not banked.\nMiles paid YTD: 12,661    Louis Riel Day 16 Feb 2026 worked - premium paid next period.\nMileage per PC*Miler practical routing, US and Canadian miles combined.                 Page 1 of 1\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 236500,
      netCents: 150443,
      date: '2026-02-27',
      broker: 'GRUNTHAL HIGHWAY FREIGHT LTD.',
      tripNumber: null,
      miles: 3186,
      linehaulCents: 203904,
      fuelSurchargeCents: null,
      advancesCents: 25000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [13152, 3855, 23680, 16110, 4260],
    },
  },
  {
    id: 'b124-indigo-bunting-boxed-funds-top',
    issuer: 'Indigo Bunting Trade Finance, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase schedule and remittance: the net funds transferred and value date sit first in a box at top right beside the letterhead; invoice table with the first debtor name wrapped onto a second line, per-invoice fee and reserve columns with a totals row; a dotted funding calculation with parenthesised negatives (reserve, fees, fuel advance repaid, wrapped recourse chargeback, wire fee) and a reserve release; reserve-account roll-forward and open-receivable balances as traps; MM/DD/YY and Mon D YYYY dates',
    text: 'INDIGO BUNTING TRADE FINANCE, LLC                  +----------------------------------+\n501 Commerce St., Suite 900                        |  FUNDS TRANSFERRED  $6,164.75    |\nNashville, TN 37203                                |  Value date         Mar 3 2026   |\n615-555-0135  clientservices@ibtf.example          |  Wire ref   IBTF-0303-11482      |\n                                                   +----------------------------------+\nPURCHASE SCHEDULE & REMITTANCE ADVICE\nClient   : Beaver Slide Carriers LLC  (client 1148)        Schedule no. 1148-0227\nReceived : 02/27/26    Verified with debtors: 03/02/26      Terms: 90% advance / 10% reserve, 3.0% fee\n\nInv # Account debtor                 Load/PRO   Inv date   Face amt  Fee 3.0%  Reserve 10%\n------------------------------------------------------------------------------------------\n2207  Westmark Consolidated Freight  WM-552017  02/23/26    2,450.00     73.50      245.00\n      Solutions, Inc.\n2208  Tamarack Shores Logistics LLC  TSL-90341  02/24/26    1,875.00     56.25      187.50\n2209  Westmark Consolidated Freight  WM-552044  02/25/26    3,120.00     93.60      312.00\n      Solutions, Inc.\n2210  Quarry Hill Brokerage Co.      3318820    02/26/26      980.00     29.40       98.00\n------------------------------------------------------------------------------------------\n      4 invoices purchased                                 8,425.00    252.75      842.50\n\nFUNDING CALCULATION\n  Face value purchased ......................................     8,425.00\n  Reserve held (10%) ........................................     (842.50)\n  Discount fees .............................................     (252.75)\n  Fuel advance repaid (issued 02/24 against WM-552044) ......     (500.00)\n  Chargeback - inv 2141, Quarry Hill Brokerage Co.,\n     unpaid over 90 days (recourse) .........................   (1,260.00)\n  Same-day wire fee .........................................      (15.00)\n  Reserve release - schedule 1148-0130 collected in full ....       610.00\n                                                               ------------\n  NET FUNDS TRANSFERRED .....................................     6,164.75\n\nRESERVE ACCOUNT    Beginning 4,120.00   + held 842.50   - released 610.00   = Ending 4,352.50\nOpen receivables after this schedule: 14,880.00 (Westmark 8,570.00 / Tamarack 4,330.00 / Quarry Hill 1,980.00)\n\nNotice of assignment on file with each account debtor. Payments must be remitted only to\nIndigo Bunting Trade Finance, LLC, PO Box 305114, Nashville TN 37230.            Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 842500,
      netCents: 616475,
      date: '2026-03-03',
      broker: 'Westmark Consolidated Freight Solutions, Inc.',
      tripNumber: 'WM-552017',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 84250,
      reimbursementsCents: null,
      deductions: [25275, 126000, 1500],
    },
  },
  {
    id: 'b124-junction-city-two-job-repair-invoice',
    issuer: 'Junction City Diesel & Brake, Inc.',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-truck repair invoice with letter-spaced title: invoice date in month-name form beside an earlier RO-opened date and a later printed date, two jobs each with complaint/cause/correction text, a parts table and a labor line, then a right-hand totals ladder (parts, labor, shop supplies, environmental fee, sales tax on parts, invoice total, payment and zero balance due)',
    text: 'JUNCTION CITY DIESEL & BRAKE, INC.                              I N V O I C E   58817\n1130 Grant Ave., Junction City, KS 66441                        Invoice date: October 28, 2025\n785-555-0161   Shop hours M-F 7:00-6:00                         RO opened:    10/27/25 14:20\n                                                                Terms: Due on receipt\nBill to : Prairie Lark Transport LLC          Unit 114   2020 Kenworth T680\n          2211 Old 40 Hwy, Abilene KS 67410   VIN 1XKYD49X8LJ3****  Odometer in 612,408\nCust PO : PL-1026                             Tech: R. Vasquez / D. Kline\n\nJOB 1  Complaint : Air leak at drive axle, RR brake dragging\n       Cause     : Cracked service chamber diaphragm, worn S-cam bushings\n       Correction: Replaced chamber, slack adjuster and S-cam bushings RR drive, adjusted\n  Qty  Part no.   Description                           Unit        Ext\n    1  GC3030LHD  Brake chamber 30/30 long stroke      78.40      78.40\n    1  AS1140     Auto slack adjuster 1-1/2 x 10       96.15      96.15\n    2  E2480      S-cam bushing kit                    22.60      45.20\n       Labor 2.6 hr @ 135.00                                     351.00\n\nJOB 2  PM-A service - oil & filters, chassis lube, DOT walk-around (passed)\n    1  LF9080     Lube filter                          38.95      38.95\n    2  FF5825NN   Fuel filter                          27.10      54.20\n   11  15W40-BLK  Engine oil 15W-40 (qt)                5.85      64.35\n    1  DEF-2.5    DEF 2.5 gal                          18.99      18.99\n       Labor 1.5 hr @ 135.00                                     202.50\n\n                                      Parts                           396.24\n                                      Labor                           553.50\n                                      Shop supplies 5% of labor        27.68\n                                      Environmental / waste oil         8.00\n                                      Sales tax 9.15% (parts)          36.26\n                                      --------------------------------------\n                                      INVOICE TOTAL                 1,021.68\n                                      Paid 10/28/25 Comdata Chk     1,021.68\n                                      BALANCE DUE                       0.00\n\nWarranty: parts per manufacturer; labor 90 days / 10,000 miles. Next PM due at 627,400 mi.\nCustomer signature ____________________     Printed 10/30/25 09:14 AM   Page 1 of 1\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2025-10-28',
    },
  },
  {
    id: 'b124-encino-lumper-overnight-receipt',
    issuer: 'Encino Dock Labor, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Narrow lumper receipt from a distribution-center unloading service: centred letterhead, receipt number and date beside the door, check-in on the previous evening and unload times after midnight, carrier/driver/PO block, dotted pallet and case counts (including an overs/shorts/damages triple), fee lines with a card convenience fee and total paid, payment method; MM/DD/YY dates',
    text: '          ENCINO DOCK LABOR, LLC\n     Unloading services at Bluebonnet Grocers DC 4410\n     3900 W. Airport Fwy, Irving TX 75062\n     Tax ID 46-2231907     (972) 555-0184\n  ============================================\n  LUMPER RECEIPT          No. ED-4410-260305-017\n  Date: 03/05/26                      Door: 22\n  Checked in  03/04/26 23:48\n  Unload start 00:35    Unload finish 02:10\n  --------------------------------------------\n  Carrier   : Red Bluff Express Inc\n  Driver    : M. Oyelaran\n  Tractor   : 5521        Trailer : 53R-880\n  PO numbers: 4410-889210 / 4410-889233\n  Load ref  : BLX-771044 (Bluestem Logistics)\n  --------------------------------------------\n  Pallets received ............... 26\n  Cases received ............... 1,482\n  Overs / shorts / damages ....... 0 / 2 / 0\n  --------------------------------------------\n  Floor-loaded unload, 1,482 cs       225.00\n  Restack / rework (4 pallets)         40.00\n  Card convenience fee                  7.95\n                                  ----------\n  TOTAL PAID                          272.95\n  --------------------------------------------\n  Paid by : EFS check  xxxx-xxxx-8842\n  Auth    : 55120X        Receiver: T. Gaines\n  ============================================\n  Driver: keep this receipt. Carrier submits it\n  to the broker for lumper reimbursement.\n       Thank you - Encino Dock Labor, LLC\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-03-05',
    },
  },
];
