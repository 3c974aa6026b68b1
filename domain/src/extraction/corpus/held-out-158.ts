import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 158: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile flatbed carrier, two pages with per-load blocks
 * of loaded/empty miles, per-load subtotals, trailing-minus deductions and totals only in a recap;
 * US lessor 72%-of-linehaul lease-purchase statement with labels printed above amounts, a 100%
 * revenue reference figure and balances beside period deductions; US dispatch service flat-rate
 * statement with a 9% fee column and the net worked out on one line of several amounts; French
 * Quebec per-tonne bulk voiturier relevé with sections in reverse order (net first), TPS/TVQ and
 * footnotes; Mexican liquidación a permisionario in MXN with wrapped trip rows, side-by-side
 * percepciones/deducciones boxes, IVA 16%, IVA and ISR retentions and the net in words), two pay
 * stubs (US weekly milk-tanker driver stub with earnings and taxes side by side, each with
 * current and YTD columns; Alberta bi-weekly trip-rate stub with CPP/EI and YTD), a factoring
 * funding notice with CR/DR amounts, a recourse chargeback and a reserve release, a three-stop
 * broker rate confirmation with the total in words, and a short warehouse lumper receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one Alberta), 1 MX.
 * Date formats: MM/DD/YY, ISO YYYY-MM-DD, month names ("March 7, 2026", "Mar 2"), MM/DD/YYYY,
 * DD-Mon-YYYY, weekday + abbreviated month ("Thu, Mar 12 2026"), M/D/YYYY with time, French long
 * date ("le vendredi 20 février 2026") with DD/MM/YYYY, day-first DD/MM/YYYY, Spanish long date
 * ("6 de marzo de 2026") with DD/MM/YYYY.
 * Number formats: 1,234.56 with trailing minus, parentheses and CR/DR suffixes; French
 * 1 234,56 $; Mexican-system 1.234,56 with amount in words.
 */
export const HELD_OUT_DOCUMENTS_158: CorpusDocument[] = [
  {
    id: 'b158-grosventre-two-page-load-subtotals',
    issuer: 'Gros Ventre Motor Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile flatbed contractor settlement: each load is a block with loaded and empty mile lines at different rates, an FSC line on loaded+empty miles, accessorial lines and a per-load subtotal, with no total-miles figure (the reader adds loaded and empty miles); page 2 repeats a short continuation header, then deductions with trailing-minus negatives and a BALANCE column (advance and escrow balances), scale-ticket reimbursements, and the only totals in a closing recap; MM/DD/YY dates',
    text: "GROS VENTRE MOTOR FREIGHT, INC.                        CONTRACTOR SETTLEMENT\nPO Box 1187 - 455 S. Cache St., Jackson, WY 83001      Stmt # GV0214-0331\nPh (307) 555-0186   Fax (307) 555-0187                 Check Date:  02/20/26\nMC-871904   USDOT 2290457                              Week Ending: 02/14/26\n------------------------------------------------------------------------------\nContractor: TETON PASS FLATBED LLC     Driver: Darla Quintero     Unit 331\nPay plan:   Loaded $1.850/mi   Empty $1.150/mi   FSC $0.520/mi (loaded + empty)\n------------------------------------------------------------------------------\n\nLOAD GV-26-1184   Ship 02/09/26   Rock Springs WY -> Boise ID\n  Shipper: Bitter Creek Pipe & Supply     BOL 660412\n  Loaded miles            452  x 1.850        836.20\n  Empty miles              42  x 1.150         48.30\n  Fuel surcharge (ld+mt)       x 0.520        256.88\n  Tarp pay (pipe, 8' tarps)                    75.00\n                                          ----------\n  Load subtotal                             1,216.38\n\nLOAD GV-26-1191   Ship 02/10/26   Nampa ID -> Spokane WA\n  Shipper: Owyhee Steel Service Ctr       BOL 88-31907\n  Loaded miles            396  x 1.850        732.60\n  Empty miles              21  x 1.150         24.15\n  Fuel surcharge (ld+mt)       x 0.520        216.84\n  Detention 2.5 hr @ 40.00                    100.00\n                                          ----------\n  Load subtotal                             1,073.59\n\n\nContinued on page 2\n                                                                Page 1 of 2\n==============================================================================\nGROS VENTRE MOTOR FREIGHT, INC.   CONTRACTOR SETTLEMENT   Stmt # GV0214-0331\nTETON PASS FLATBED LLC  Unit 331  Week Ending 02/14/26  (continued)\n------------------------------------------------------------------------------\n\nLOAD GV-26-1203   Ship 02/11/26   Spokane WA -> Billings MT (stop Missoula)\n  Shipper: Palouse Lumber Co.             BOL PLC-22471\n  Loaded miles            543  x 1.850      1,004.55\n  Empty miles               0  x 1.150          0.00\n  Fuel surcharge (ld+mt)       x 0.520        282.36\n  Stop-off Missoula MT                         50.00\n                                          ----------\n  Load subtotal                             1,336.91\n\nLOAD GV-26-1210   Ship 02/13/26   Billings MT -> Casper WY\n  Shipper: Yellowstone Ag Equipment       BOL 4471-Y\n  Loaded miles            231  x 1.850        427.35\n  Empty miles              37  x 1.150         42.55\n  Fuel surcharge (ld+mt)       x 0.520        139.36\n                                          ----------\n  Load subtotal                               609.26\n\nDEDUCTIONS                                       AMOUNT        BALANCE\n  WEX fuel purchases (9 transactions)           1,512.38-\n  Occupational accident - weekly                   42.75-\n  Cargo / physical damage premium                  96.40-\n  Flatbed trailer lease FB-118                    135.00-\n  ELD & tablet (Motive)                            18.50-\n  IFTA fuel tax adjustment Jan                     38.22-\n  Comdata cash advance 02/10                      300.00-           0.00\n  Escrow contribution                              75.00-       1,725.00\n\nREIMBURSEMENTS (scale tickets attached)\n  CAT scale Nampa ID 02/10                         13.75\n  CAT scale Billings MT 02/12                      13.75\n\nSETTLEMENT RECAP\n  Load earnings (4 loads)                       4,236.14\n  Reimbursements                                   27.50\n  Deductions & advances                         2,218.25-\n                                              ----------\n  NET CHECK  (Chk 0331-55812)                   2,045.39\n\nEscrow balance shown after this week's contribution. Disputes within 15 days\nto settlements@grosventremf.com.\n                                                                Page 2 of 2\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 423614,
      netCents: 204539,
      date: '2026-02-20',
      broker: 'GROS VENTRE MOTOR FREIGHT, INC.',
      tripNumber: 'GV-26-1184',
      miles: 1722,
      linehaulCents: 311570,
      fuelSurchargeCents: 89544,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 2750,
      deductions: [151238, 4275, 9640, 13500, 1850, 3822],
    },
  },
  {
    id: 'b158-guernsey-labels-above-amounts',
    issuer: 'Guernsey Lake Lease Partners, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      "Lessor lease-purchase statement on a 72% of linehaul plan: a load table with miles, 100% revenue, the operator's 72% share, per-mile FSC and an accessorial column with a DET code; the earnings and the closing net box are printed as rows of labels with the amounts on the line below, the first earnings figure being the 100% billed revenue (reference only, not the gross); deductions in parentheses with a BALANCE column beside the period amounts (lease payoff, plate recovery, advance, maintenance reserve); ISO dates",
    text: 'GUERNSEY LAKE LEASE PARTNERS, LLC\nLease-Purchase Operator Statement\n120 W. Whalen St., Guernsey, WY 82214  |  (307) 555-0163  |  MC 1198234  USDOT 3370591\n\nOperator:  Marisol Ybarra dba YBARRA ROAD SERVICE        Contract: GLP-418     Tractor: 418\nPlan:      72% of linehaul revenue, 100% fuel surcharge ($0.49/mi), 100% accessorials\nPeriod:    2026-01-04 through 2026-01-10                  Pay date: 2026-01-16\n\nLOADS\nLOAD     DATES        ORIGIN > DESTINATION              MILES  REVENUE 100%   YOUR 72%      FSC     ACCESS.\n-------------------------------------------------------------------------------------------------\nGL-7702  01/05-01/06  Scottsbluff NE > Sioux Falls SD     498      2,180.00   1,569.60   244.02\nGL-7716  01/07        Sioux Falls SD > Omaha NE           182        985.00     709.20    89.18\nGL-7723  01/08-01/09  Omaha NE > Cheyenne WY              496      2,640.00   1,900.80   243.04  120.00 DET\n-------------------------------------------------------------------------------------------------\n\nEARNINGS\n  Revenue billed (100%)   Operator share 72%   Fuel surcharge   Accessorials   TOTAL EARNINGS\n               5,805.00             4,179.60           576.24         120.00         4,875.84\n  (for reference only)\n\nDEDUCTIONS                                 THIS PERIOD       BALANCE\n  Tractor lease pmt (wk 33 of 156)            (715.00)     60,775.00  payoff\n  EFS fuel card - 8 purchases               (1,314.86)\n  Physical damage / bobtail ins.               (64.90)\n  Occupational accident                        (29.75)\n  IRP plate recovery (wk 2 of 27)              (27.10)        677.50  remaining\n  EFS cash advance 01/07                      (250.00)          0.00\n  Maintenance reserve deposit                 (150.00)      2,940.00  reserve\n\nREIMBURSEMENTS\n  Lumper - Omaha NE, rcpt 55102                 175.00\n\n  TOTAL EARNINGS     TOTAL DEDUCTIONS     REIMBURSEMENTS     NET PAY\n        4,875.84           (2,551.61)             175.00    2,499.23\n\nNet pay sent by ACH on the pay date to Platte County State Bank ...3386.\nBalances are after this period. Reserve is refundable 45 days after lease termination\nper Section 9 of your lease-purchase agreement.                              Page 1 of 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 487584,
      netCents: 249923,
      date: '2026-01-16',
      broker: 'GUERNSEY LAKE LEASE PARTNERS, LLC',
      tripNumber: 'GL-7702',
      miles: 1176,
      linehaulCents: 417960,
      fuelSurchargeCents: 57624,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: 17500,
      deductions: [71500, 131486, 6490, 2975, 2710],
    },
  },
  {
    id: 'b158-jawbone-flat-rate-one-line-math',
    issuer: 'Jawbone Canyon Dispatch, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      "Short dispatch-service carrier statement for a small fleet: one row per load with broker and lane run together in one wide column, flat all-in rate, a 9% dispatch fee column and a lumper pass-through column under a totals row; the other charges (bookkeeping, advance repayment) share one line, and the net is computed on a single line of several amounts ending 'NET ACH SENT'; month-name dates, ACH date after the statement date",
    text: 'Jawbone Canyon Dispatch, LLC\ndispatch - billing - collections for small fleets\n9140 California City Blvd, Ste 4, California City, CA 93505   661-555-0128   ops@jawbonecd.com\n\nCARRIER STATEMENT #JCD-S-0307                                   Statement date: March 7, 2026\nCarrier: Ochoa Brothers Transport LLC   MC 1320877   USDOT 3801456   Truck 12 / Trl 53R-07\nLoads delivered March 1 through March 7, 2026. All rates are flat all-in (no separate FSC).\n\nLOAD #    PU     BROKER / LANE                                                           RATE   FEE 9%   LUMPER\nJCD-3307  Mar 2  Coso Range Freight Solutions, Inc. / Bakersfield CA - Phoenix AZ    2,150.00   193.50        -\nJCD-3312  Mar 3  Red Rock Transit Partners LLC / Phoenix AZ - Las Vegas NV           1,275.00   114.75   140.00\nJCD-3320  Mar 4  Panamint Valley Brokerage Co. / Las Vegas NV - Fresno CA            1,890.00   170.10        -\nJCD-3324  Mar 6  Tejon Pass Logistics LLC / Fresno CA - Ontario CA                     980.00    88.20        -\n                                                                                     --------  -------  -------\n4 loads                                                                              6,295.00   566.55   140.00\n\nOther: IFTA / bookkeeping, Q1 installment 35.00   EFS advance 03/03 (repay) 400.00\n\nRates 6,295.00  - fees 566.55  - other 35.00  - advance 400.00  + lumper 140.00  = NET ACH SENT 5,433.45\n\nACH sent March 9, 2026 to Mission Valley Credit Union ...4471, trace 091244718820.\nLumper on JCD-3312 paid by broker with rate (receipt #LV-20931 on file).\nQuestions: reply within 7 days. Thank you for hauling with us!\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 629500,
      netCents: 543345,
      date: '2026-03-09',
      broker: 'Jawbone Canyon Dispatch, LLC',
      tripNumber: 'JCD-3307',
      miles: null,
      linehaulCents: 629500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 14000,
      deductions: [56655, 3500],
    },
  },
  {
    id: 'b158-kalona-side-by-side-ytd-stub',
    issuer: 'Kalona Dairy Transport, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Weekly company-driver earnings statement from a payroll service: earnings (mileage, stop, detention, bonus with rate/units) on the left and taxes/deductions on the right, each side with CURRENT and YTD columns separated by a vertical bar; GROSS PAY and TOTAL share one line, NET PAY with its YTD sits under the right side, and the period end wraps onto the next header line; the direct deposit line repeats the net; MM/DD/YYYY dates',
    text: 'KALONA DAIRY TRANSPORT, INC.                                           EARNINGS STATEMENT\n2204 Hwy 22 W, Kalona, IA 52247  (319) 555-0149  USDOT 1587720       Advice No.  DD-0089214\n                                                                      Pay Date:   02/27/2026\nEmployee:  Travis J. Mahaffey      Emp ID 0417      SSN xxx-xx-6630   Period:     02/15/2026 -\nPosition:  OTR driver - milk tanker   Fed: Single   IA allow: 1                   02/21/2026\n\nEARNINGS            RATE    UNITS    CURRENT        YTD | TAXES/DEDUCTIONS   CURRENT        YTD\n--------------------------------------------------------+---------------------------------------\nMileage pay        .6200  2,286.0   1,417.32  11,108.72 | Federal W/H         142.18   1,102.44\nStop pay         25.0000      3.0      75.00     575.00 | Social Security     101.76     778.40\nDetention hrly   22.0000     4.50      99.00     671.00 | Medicare             23.80     182.04\nSafety bonus                           50.00     200.00 | IA State W/H         55.37     426.06\n                                                        | 401(k) 4%            65.65     502.19\n                                                        | Medical pre-tax      48.50     388.00\n                                                        | Dental                6.25      50.00\n--------------------------------------------------------+---------------------------------------\nGROSS PAY                           1,641.32  12,554.72 | TOTAL               443.51   3,429.13\n\n                                                          NET PAY           1,197.81   9,125.59\n\nDirect deposit  Hills & Prairie Savings Bank  acct ****2290      1,197.81\nMiles this period: 2,286 (ELD verified)   PTO balance: 24.0 hrs   Pre-tax: 401(k), Medical\n\nPrepared by English River Payroll Svc. for Kalona Dairy Transport, Inc.  NON-NEGOTIABLE\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 164132,
      netCents: 119781,
      date: '2026-02-27',
      broker: 'KALONA DAIRY TRANSPORT, INC.',
      tripNumber: null,
      miles: 2286,
      linehaulCents: 141732,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14218, 10176, 2380, 5537, 6565, 4850, 625],
    },
  },
  {
    id: 'b158-kinniconick-cr-dr-funding-notice',
    issuer: 'Kinniconick Capital Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase remittance: a schedule table with invoice, load/PRO, debtor (one debtor name wraps onto a second line), invoice date, face, 3% fee and 10% reserve columns under a totals row, then an account-activity list where every amount carries a CR or DR suffix (face CR, fees DR, reserve DR, recourse chargeback DR, reserve release CR, ACH fee DR) ending in NET FUNDS TRANSFERRED; a reserve-account roll-forward line; DD-Mon-YYYY dates',
    text: 'KINNICONICK CAPITAL FUNDING, LLC\n300 E. Main St., Suite 210, Morehead, KY 40351  *  606-555-0190  *  funding@kinnicap.com\n\n                       PURCHASE REMITTANCE / FUNDING NOTICE\n\nClient:   FISHTRAP LAKE FLATBED LLC   (Client No. 1147)        Schedule No.:  0218-07\n          MC 1066210  /  Pikeville, KY                          Purchased:     17-Feb-2026\n                                                                Funded:        18-Feb-2026\n\nINVOICE  LOAD/PRO   DEBTOR                      INV DATE       FACE AMT   FEE 3%   RSV 10%\n------------------------------------------------------------------------------------------\n20418    CRL-88104  Cave Run Logistics, Inc.    13-Feb-2026    2,450.00    73.50    245.00\n20421    SL-5521    Salt Lick Brokerage LLC     14-Feb-2026    1,875.00    56.25    187.50\n20425    BCF-30917  Beaver Creek Freight        16-Feb-2026    3,120.00    93.60    312.00\n                    Partners, Inc.\n                                                              --------  -------  --------\nSCHEDULE TOTALS (3 invoices)                                   7,445.00   223.35    744.50\n\nACCOUNT ACTIVITY THIS FUNDING                               AMOUNT\n  Invoices purchased - face value                         7,445.00 CR\n  Discount fees (3.0%)                                      223.35 DR\n  Reserve withheld (10%)                                    744.50 DR\n  Chargeback inv 20377 - Cave Run short pay (recourse)      150.00 DR\n  Reserve release - schedule 0204-03 closed                 612.40 CR\n  Same-day ACH fee                                           15.00 DR\n                                                        ----------\n  NET FUNDS TRANSFERRED                                   6,924.55 CR\n\nReserve account:  beginning 3,118.75 + withheld 744.50 - released 612.40 = ending 3,250.85\nFunds sent by ACH 18-Feb-2026 to Peoples Bank of Floyd County  ****0388\n\nDebtors: remit to Kinniconick Capital Funding, LLC, PO Box 2207, Morehead KY 40351.\nThis notice is not an invoice. Recourse period 90 days from purchase.          Page 1 / 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 744500,
      netCents: 692455,
      date: '2026-02-18',
      broker: 'Cave Run Logistics, Inc.',
      tripNumber: 'CRL-88104',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 74450,
      reimbursementsCents: null,
      deductions: [22335, 15000, 1500],
    },
  },
  {
    id: 'b158-jalostotitlan-wrapped-trips-two-boxes',
    issuer: 'Jalostotitlán Fletes Alteños, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación a permisionario in MXN with 1.234,56 number format: a trip table whose origin/destination text wraps onto a second line under each trip, a subtotal of fletes, then two side-by-side boxes split by a vertical bar, PERCEPCIONES (fletes, IVA 16%, total) above REEMBOLSOS (casetas, maniobras) on the left and DEDUCCIONES (IVA and ISR retentions, diesel vouchers, insurance, GPS, advance, guarantee fund, total) on the right; the net follows with the amount in words; Spanish long pay date and DD/MM/YYYY',
    text: "JALOSTOTITLÁN FLETES ALTEÑOS, S.A. DE C.V.\nRFC JFA090414KL2      Permiso SICT 1409JFA0611\nCarr. Jalostotitlán - San Miguel el Alto km 3.5, C.P. 47120, Jalostotitlán, Jal.\nTel. 431 555 0183      liquidaciones@jfaltenos.mx\n\nLIQUIDACIÓN A PERMISIONARIO                              Folio: LQ-2026-0301-14\nPermisionario: Héctor Gutiérrez Ramos  RFC GURH780912AB3  Régimen: RESICO\nUnidad: tracto 14 / caja seca 53' C-221\nPeriodo: 23/02/2026 al 01/03/2026                  Fecha de pago: 6 de marzo de 2026\n\nVIAJES\nViaje     Carta p.   Fecha       Origen / destino                        Flete\nJFA-1123  CP-88413   23/02/2026  Jalostotitlán, Jal. - Cuautitlán    18.500,00\n                                 Izcalli, Edo. Méx. (huevo en cono)\nJFA-1131  CP-88427   25/02/2026  Cuautitlán Izcalli, Edo. Méx. -      9.800,00\n                                 Querétaro, Qro. (cartón corrugado)\nJFA-1138  CP-88440   27/02/2026  Querétaro, Qro. - Guadalajara,      14.200,00\n                                 Jal. (autopartes)\n                                                                   -----------\n                                              Subtotal fletes        42.500,00\n\n-------------------------------------+--------------------------------------\nPERCEPCIONES                         | DEDUCCIONES\nFletes                    42.500,00  | Retención IVA 4%            1.700,00\nIVA 16%                    6.800,00  | Retención ISR 1,25%           531,25\nTotal percepciones        49.300,00  | Vales de diésel (6)        14.860,40\n                                     | Seguro de la unidad         1.250,00\nREEMBOLSOS                           | Rastreo GPS                   380,00\nCasetas (comprobantes)     2.345,00  | Anticipo viáticos 24/02     3.000,00\nManiobras carga/desc.        600,00  | Fondo de garantía           1.000,00\nTotal reembolsos           2.945,00  | Total deducciones          22.721,65\n-------------------------------------+--------------------------------------\n\nNETO A PAGAR   $ 29.523,35 MXN\n(VEINTINUEVE MIL QUINIENTOS VEINTITRÉS PESOS 35/100 M.N.)\nTransferencia SPEI a cuenta CLABE ************7781, referencia 0306014.\n\nLas retenciones se reflejan en el CFDI de retenciones del mes. El fondo de garantía\n(saldo $ 8.000,00) se devuelve al término del contrato. Importes en pesos mexicanos.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 4930000,
      netCents: 2952335,
      date: '2026-03-06',
      broker: 'JALOSTOTITLÁN FLETES ALTEÑOS, S.A. DE C.V.',
      tripNumber: 'JFA-1123',
      miles: null,
      linehaulCents: 4250000,
      fuelSurchargeCents: null,
      advancesCents: 300000,
      escrowCents: 100000,
      reimbursementsCents: 294500,
      deductions: [170000, 53125, 1486040, 125000, 38000],
    },
  },
  {
    id: 'b158-lackiamika-net-first-per-tonne',
    issuer: 'Lac-Kiamika Transport Vrac inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec bulk-hauling subcontractor pay statement in numbered sections in reverse order: 1. NET À PAYER (direct deposit date and net) first, 2. RETENUES with dotted leaders (fuel, insurance, 3% admin fee, dispatch, advance, guarantee fund), 3. REVENUS (transport, fuel indexation, taxable subtotal, TPS, TVQ, total including taxes), and the per-tonne trip detail last with each row wrapping its destination onto a second line; numbered footnotes with the guarantee-fund balance; 1 234,56 $ amounts, French long date and DD/MM/YYYY',
    text: "LAC-KIAMIKA TRANSPORT VRAC INC.\nTransport de copeaux, sciure et granulats\n1455, chemin du Lac-Kiamika, Chute-Saint-Philippe (Québec)  J0W 1A0\nTél. : 819 555-0144    NEQ 1174433892\nTPS : 81234 5678 RT0001    TVQ : 1220456789 TQ0001\n\nRELEVÉ DE PAIEMENT - VOITURIER ARTISAN                  Relevé no R-2026-0214-27\nVoiturier : 9412-3387 Québec inc. (Transport Réjean Lauzon)     Camion no 27\nTPS 78901 2345 RT0001  TVQ 1229876543 TQ0001\nPériode : du 1er au 14 février 2026\n\n1. NET À PAYER\n  Dépôt direct le vendredi 20 février 2026 ...................    3 581,84 $\n  Caisse Desjardins de la Haute-Lièvre, folio ****612\n\n2. RETENUES\n  Carburant pris au réservoir (2 014,6 L), taxes incl. .......    3 128,71 $\n  Assurance responsabilité / biens transportés ...............      184,20 $\n  Frais d'administration (3 % du transport) ..................      181,87 $\n  Radio et répartition .......................................       45,00 $\n  Avance sur paie du 06/02/2026 ..............................      500,00 $\n  Fonds de garantie (1) ......................................      150,00 $\n                                                                ------------\n  Total des retenues .........................................    4 189,78 $\n\n3. REVENUS\n  Transport - 8 voyages, détail à la section 4 ...............    6 062,24 $\n  Indexation carburant 11,5 % (2) ............................      697,16 $\n  Sous-total taxable .........................................    6 759,40 $\n  TPS 5 % ....................................................      337,97 $\n  TVQ 9,975 % ................................................      674,25 $\n                                                                ------------\n  Total des revenus, taxes incluses (3) ......................    7 771,62 $\n\n4. DÉTAIL DES VOYAGES (taux à la tonne métrique)\n  No voyage Date        Provenance / destination               Tonnes    Taux     Montant\n  V-44871   02/02/2026  Scierie Val-Ouellette, Mont-Laurier     38,42   23,00    883,66 $\n                          -> Papetière Masson-Angers (Gatineau)\n  V-44874   03/02/2026  Scierie Val-Ouellette, Mont-Laurier     39,10   14,50    566,95 $\n                          -> Panneaux Nominingue, Nominingue\n  V-44879   04/02/2026  Scierie Val-Ouellette, Mont-Laurier     37,86   23,00    870,78 $\n                          -> Papetière Masson-Angers (Gatineau)\n  V-44883   05/02/2026  Scierie Val-Ouellette, Mont-Laurier     40,18   14,50    582,61 $\n                          -> Panneaux Nominingue, Nominingue\n  V-44890   09/02/2026  Scierie Val-Ouellette, Mont-Laurier     36,94   23,00    849,62 $\n                          -> Papetière Masson-Angers (Gatineau)\n  V-44894   10/02/2026  Scierie Val-Ouellette, Mont-Laurier     38,06   23,00    875,38 $\n                          -> Papetière Masson-Angers (Gatineau)\n  V-44899   11/02/2026  Scierie Val-Ouellette, Mont-Laurier     39,52   14,50    573,04 $\n                          -> Panneaux Nominingue, Nominingue\n  V-44905   12/02/2026  Scierie Val-Ouellette, Mont-Laurier     37,40   23,00    860,20 $\n                          -> Papetière Masson-Angers (Gatineau)\n  Total 8 voyages                                              307,48          6 062,24 $\n\n(1) Solde du fonds de garantie après ce relevé : 3 450,00 $, remboursable 60 jours\n    après la fin du contrat de service.\n(2) Indexation selon le prix moyen du diesel à Mont-Laurier pour la période.\n(3) TPS et TVQ à remettre par le voiturier. Le net = total des revenus - total des retenues.\nPage 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 777162,
      netCents: 358184,
      date: '2026-02-20',
      broker: 'LAC-KIAMIKA TRANSPORT VRAC INC.',
      tripNumber: 'V-44871',
      miles: null,
      linehaulCents: 606224,
      fuelSurchargeCents: 69716,
      advancesCents: 50000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [312871, 18420, 18187, 4500],
    },
  },
  {
    id: 'b158-lundbreck-biweekly-trip-rate-stub',
    issuer: 'Lundbreck Falls Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Short Alberta bi-weekly company-driver pay statement: stacked earnings and deductions blocks, each with THIS PAY and YEAR TO DATE columns side by side; earnings are flat per-run trip rates with quantity, hourly wait time and stat holiday pay; CPP/EI and federal/provincial tax, benefits and RRSP; NET PAY also carries a YTD figure; day-first DD/MM/YYYY dates',
    text: 'LUNDBRECK FALLS HAULAGE LTD.\nBox 340, 2 Railway Ave, Lundbreck, AB  T0K 1H0   403-555-0177\n\nPAY STATEMENT - BI-WEEKLY\nEmployee:  Owen Redcrow              Employee #: 0062       Class: Driver, Class 1\nPay period: 08/02/2026 to 21/02/2026         Pay date: 27/02/2026     Cheque/DD #: 0227-062\n\nEARNINGS                      QTY     RATE    THIS PAY   YEAR TO DATE\nTrip - Calgary return           6   310.00    1,860.00      13,020.00\nTrip - Lethbridge return        4   185.00      740.00       4,255.00\nLoad/wait time (hrs)         7.25    29.00      210.25         971.50\nStat holiday - Family Day    8.00    29.00      232.00         232.00\n                                             ---------     ----------\nTotal earnings                                3,042.25      18,478.50\n\nDEDUCTIONS                                    THIS PAY   YEAR TO DATE\nFederal income tax                              312.84       1,759.12\nProvincial tax (AB)                             168.40         934.17\nCPP                                             173.00       1,086.11\nEI                                               49.59         305.88\nGroup benefits                                   42.30         169.20\nGroup RRSP                                       75.00         300.00\n                                             ---------     ----------\nTotal deductions                                821.13       4,554.48\n\nNET PAY                                       2,221.12      13,924.02\n\nDeposited to: ATB Financial, Pincher Creek   acct ***-**4410\nVacation pay bank: 2,318.64     Trips are flat rates per return run (see driver pay\nschedule 2026-A). Report errors to payroll@lundbreckfalls.ca within 10 days.\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 304225,
      netCents: 222112,
      date: '2026-02-27',
      broker: 'LUNDBRECK FALLS HAULAGE LTD.',
      tripNumber: null,
      miles: null,
      linehaulCents: 260000,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [31284, 16840, 17300, 4959, 4230, 7500],
    },
  },
  {
    id: 'b158-galisteo-three-stop-rate-words',
    issuer: 'Galisteo Freight Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Plain one-page broker rate confirmation for a three-stop reefer load: header with load number, weekday month-name issue date and rep, carrier/driver lines, stops each spread over two or three lines with PU/PO numbers, a short pay block (linehaul, FSC, extra stop, total) with the total repeated in words, then detention/TONU terms whose dollar amounts are not part of the agreed rate',
    text: "GALISTEO FREIGHT BROKERAGE, INC.\n1108 Cerrillos Rd, Santa Fe, NM 87505  |  MC 905512  |  (505) 555-0172  |  loads@galisteofb.com\n\n            LOAD CONFIRMATION AND CARRIER RATE AGREEMENT\n\nLoad #:  GFB-260312-04          Issued: Thu, Mar 12 2026 15:42 MT     Rep: Colette Baca x214\nCarrier: HIGH DESERT REEFER LLC   MC 1254309   Driver: Ray Tso   Cell (505) 555-0110\nEquip:   53' reefer, 34 F continuous, pulp temps required   Truck 44 / Trailer R-912\n\nSTOP 1  PICK UP   Fri, Mar 13 2026  06:00-09:00\n        Rio Grande Chile Co-op, 2701 Fairacres Rd, Las Cruces NM 88005\n        PU# 77-4410    22 plts fresh green chile, 38,500 lb\nSTOP 2  DELIVER   Sat, Mar 14 2026  05:00 appt\n        Front Range Fresh Market DC, 4800 Holly St, Denver CO 80216   PO 551902\nSTOP 3  DELIVER   Sat, Mar 14 2026  FCFS 08:00-14:00\n        Cache la Poudre Grocers, 1210 Riverside Ave, Fort Collins CO 80524   PO 551907\n\nCARRIER PAY\n    Line haul (flat)                        1,900.00\n    Fuel surcharge                            335.00\n    Extra stop (1)                             75.00\n                                          ----------\n    TOTAL CARRIER PAY                 USD   2,310.00\n    (Two thousand three hundred ten and 00/100 US dollars)\n\nDetention $50.00/hr after 2 free hours, in/out times signed on BOL. TONU $150.00 if\ncancelled after dispatch. Lumper reimbursed only with receipt. No double brokering.\nPayment: 30 days from clean POD; QuickPay in 2 business days less 2.5%.\n\nCarrier signature: ______________________   Date: ____________\nReturn signed to loads@galisteofb.com before dispatch.                        Page 1 of 1\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 231000,
      broker: 'GALISTEO FREIGHT BROKERAGE, INC.',
      tripNumber: 'GFB-260312-04',
    },
  },
  {
    id: 'b158-iatan-short-lumper-receipt',
    issuer: 'Iatan Dock Services, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short, plain warehouse lumper receipt: header, receipt number, M/D/YYYY date with time and door, carrier/trailer/PO lines, pallet counts, three fee lines and a total paid by Comchek express code',
    text: 'IATAN DOCK SERVICES, LLC\nUnloading at Platte Valley Grocers DC - 19450 Hwy 45 N, Weston MO 64098\n816-555-0135    Fed ID 47-3318820\n\nLUMPER RECEIPT        No. ID-0114-2286\nDate/Time: 1/14/2026  14:32       Door 14\nCarrier: PRAIRIE DELL EXPRESS INC      Trailer 53122\nPO# 4410982 / 4410987                  Driver: K. Oduya\n\nPallets in 26 / restacked 4 / cases 1,840\n  Unload 26 plts                 285.00\n  Restack 4 @ 15.00               60.00\n  Service fee                      8.50\n  TOTAL PAID                     353.50\n\nPaid: Comchek express code ******5521\nReceived by: J. Arnett\nNo refunds. Keep for your records.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-01-14',
    },
  },
];
