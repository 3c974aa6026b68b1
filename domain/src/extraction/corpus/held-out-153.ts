import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 153: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier over two pages with repeated headers,
 * per-load subtotals, loaded/empty miles and no printed gross; US lessor 72%-of-linehaul plan with
 * labels above amounts and balances beside the week's charges; US dispatch service with flat all-in
 * rates, wrapped broker rows and a one-line total; French Quebec voiturier relevé paid au mille with
 * the deposit first, voyages last and TPS/TVQ inside the total; Mexican liquidación a permisionario
 * with flat fletes, side-by-side percepciones/deducciones, IVA 16 %, retenciones and amount in
 * words), two pay stubs (US weekly per-mile company driver printed by a payroll service, current and
 * YTD side by side, split direct deposit; short Alberta bi-weekly hourly stub with CPP/EI and YTD),
 * a factoring purchase/remittance advice with CR/DR ledger and per-invoice fee column, a heavy-truck
 * repair invoice and a narrow lumper receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one Alberta), 1 MX.
 * Date formats: MM/DD/YY, month names ("Friday, March 6, 2026"), ISO YYYY-MM-DD, DD/MM/YYYY with a
 * French long date ("le vendredi 27 février 2026"), dd/mm/aaaa with a Spanish long date ("20 de
 * marzo de 2026"), MM/DD/YYYY, day-first DD/MM/YYYY (announced), DD-MON-YYYY / DD-MON-YY, M/D/YYYY,
 * "Thu 2 Apr 2026".
 * Number formats: 1,234.56 with trailing minus, parentheses, leading -/+ signs and CR/DR suffixes;
 * French 1 234,56 $; 1.234,56 (MXN) with the net in words; dollars in words on a receipt.
 */
export const HELD_OUT_DOCUMENTS_153: CorpusDocument[] = [
  {
    id: 'b153-chikaskia-two-page-load-subtotals',
    issuer: 'Chikaskia Plains Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile contractor settlement with the full company header (statement no., statement date and a later ACH date) repeated on each page; each load is a block with separate loaded-mile, empty-mile and fuel-surcharge lines at their rates plus stop-off/detention, closed by a per-load subtotal, split across the page break with a "continued" line and a disputes footer; charges use trailing-minus negatives with a BALANCE column for advance and escrow; there is no gross line anywhere — the recap lists mileage pay, FSC and accessorials separately, then charges, advance, escrow, reimbursements and the net ACH; MM/DD/YY dates',
    text: 'CHIKASKIA PLAINS FREIGHT, INC.                               CONTRACTOR SETTLEMENT\n1207 N. A Street, Wellington, KS 67152                       Stmt No.    S-0218-4416\nPh 620-555-0183   Fax 620-555-0184                           Stmt Date   02/18/26\nMC-886104   USDOT 2291457                                    ACH Date    02/20/26\n                                                             Page 1 of 2\nContractor:  PRAIRIE WIND TRANSPORT LLC (Dale Ostrander)     Owner ID    OO-4416\nTractor 4416  /  Trailer 53R-208     Settlement week 02/08/26 thru 02/14/26\n\nPay basis: loaded 1.720/mi, empty 0.900/mi, FSC 0.470 on all dispatched miles.\n\nLOAD 261180   Sunflower Mills           Wichita KS -> Dallas TX          Del 02/09/26\n    Loaded miles          367  @ 1.720                    631.24\n    Empty miles            41  @ 0.900                     36.90\n    Fuel surcharge        408  @ 0.470                    191.76\n                                           Load subtotal  859.90\n\nLOAD 261194   Trinity Box Co.           Dallas TX -> Little Rock AR      Del 02/10/26\n    Loaded miles          319  @ 1.720                    548.68\n    Empty miles            12  @ 0.900                     10.80\n    Fuel surcharge        331  @ 0.470                    155.57\n    Stop-off Texarkana TX                                  50.00\n                                           Load subtotal  765.05\n\n                                   ** continued on page 2 **\nSettlement disputes: call Ruth in contractor pay, ext 214, within 10 days.\n-------------------------------------------------------------------------------------\nCHIKASKIA PLAINS FREIGHT, INC.                               CONTRACTOR SETTLEMENT\n1207 N. A Street, Wellington, KS 67152                       Stmt No.    S-0218-4416\nPh 620-555-0183   Fax 620-555-0184                           Stmt Date   02/18/26\nMC-886104   USDOT 2291457                                    ACH Date    02/20/26\n                                                             Page 2 of 2\nContractor:  PRAIRIE WIND TRANSPORT LLC (Dale Ostrander)     Owner ID    OO-4416\n\nLOAD 261203   Ozark Poultry Supply      Little Rock AR -> Kansas City MO Del 02/12/26\n    Loaded miles          394  @ 1.720                    677.68\n    Empty miles            27  @ 0.900                     24.30\n    Fuel surcharge        421  @ 0.470                    197.87\n                                           Load subtotal  899.85\n\nLOAD 261217   Heartland Bottling        Kansas City MO -> Wichita KS     Del 02/13/26\n    Loaded miles          198  @ 1.720                    340.56\n    Empty miles             0  @ 0.900                      0.00\n    Fuel surcharge        198  @ 0.470                     93.06\n    Detention 2.0 hrs @ 40.00                              80.00\n                                           Load subtotal  513.62\n\nCHARGES                                                    AMOUNT    BALANCE\n    Fuel - Comdata (9 txns, see fuel detail)            1,247.83-\n    Occupational accident                                  38.50-\n    Cargo / non-trucking liability                         64.20-\n    ELD - Motive                                           22.00-\n    IFTA fuel tax adjustment Q4                            31.17-\n    Trailer rental 53R-208                                 95.00-\n    Comdata cash advance 02/11/26                         300.00-      0.00\n    Escrow deposit                                         75.00-  1,875.00\n\nREIMBURSEMENTS\n    Kansas Turnpike (K-TAG) tolls                          18.75\n    Scale ticket - Big Cabin OK                            14.00\n\nSETTLEMENT RECAP\n    Mileage pay (1,358 mi: 1,278 loaded + 80 empty)     2,270.16\n    Fuel surcharge                                        638.26\n    Stop-off / detention                                  130.00\n    Charges                                             1,498.70-\n    Advance                                               300.00-\n    Escrow                                                 75.00-\n    Reimbursements                                         32.75\n                                                      ----------\n    NET ACH TO CONTRACTOR                               1,197.47\n    Deposited to First Natl Bank of Wellington acct ending 3307\n\nEscrow balance shown after this deposit. Escrow is refundable 45 days after termination.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 303842,
      netCents: 119747,
      date: '2026-02-20',
      broker: 'CHIKASKIA PLAINS FREIGHT, INC.',
      tripNumber: '261180',
      miles: 1358,
      linehaulCents: 227016,
      fuelSurchargeCents: 63826,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 3275,
      deductions: [124783, 3850, 6420, 2200, 3117, 9500],
    },
  },
  {
    id: 'b153-elevenpoint-labels-above-balances-beside',
    issuer: 'Eleven Point Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase 72%-of-linehaul settlement opening with a boxed summary where two rows of column labels sit above their amounts (100% revenue for reference, 72% share, FSC, accessorials, total pay; then charges, advances, escrow in parentheses, reimbursed and deposit); a load table with miles, 100% revenue, 72% share and FSC where accessorial lines are indented under their loads and the share column total deliberately includes accessorials; a charges list with THIS WEEK in parentheses beside a BALANCE AFTER column (lease payoff, plate, advance, two escrow balances); a separate lumper reimbursement; month-name dates with a statement date before the Friday deposit date',
    text: "ELEVEN POINT TRACTOR LEASING, LLC\nLease-Purchase Operator Settlement\nHC 81 Box 14, Alton, MO 65606   (417) 555-0129   payroll@elevenpointtl.com\n\nOperator          Marcus T. Bledsoe                   Lease No.        EPL-1187\nTractor           1187  2021 Freightliner Cascadia    Plan             72% of linehaul revenue\nSettlement week   February 22 - February 28, 2026     Direct deposit   Friday, March 6, 2026\nStatement date    March 3, 2026\n\n+-----------------------------------------------------------------------------------------+\n| LINEHAUL REVENUE     YOUR SHARE          FUEL SURCHARGE     ACCESSORIALS      TOTAL PAY |\n| (100%, reference)    (72%)               (100%)             (100%)                      |\n|     4,800.00             3,456.00            628.70            162.50          4,247.20 |\n|                                                                                         |\n| CHARGES              ADVANCES            ESCROW             REIMBURSED        DEPOSIT   |\n|    (2,209.19)            (250.00)           (150.00)            145.00          1,783.01 |\n+-----------------------------------------------------------------------------------------+\n\nLOADS                                              MILES    REVENUE   SHARE 72%      FSC\nEP-20931  02/23  Springfield MO - Memphis TN         282   1,540.00    1,108.80   212.85\nEP-20944  02/24  Memphis TN - Nashville TN           212     980.00      705.60   118.30\n          Detention 2.5 hrs @ 25.00 (100%)                                62.50\nEP-20957  02/26  Nashville TN - St. Louis MO         309   1,385.00      997.20   176.40\nEP-20962  02/27  St. Louis MO - Springfield MO       216     895.00      644.40   121.15\n          Driver unload (100%)                                           100.00\n                                                   -----   --------   ---------   ------\n                                                   1,019   4,800.00    3,618.50   628.70\n                                                   (share column includes accessorials)\n\nCHARGES AND BALANCES                            THIS WEEK         BALANCE AFTER\n  Tractor lease payment (wk 58 of 156)            (725.00)           61,240.00 payoff\n  Fuel - EFS card                               (1,318.44)\n  Physical damage insurance                        (84.00)\n  Occupational accident                            (36.25)\n  IRP plate recovery                               (27.50)              385.00\n  ELD subscription                                 (18.00)\n  EFS cash advance 02/25                          (250.00)                0.00\n  Maintenance escrow                              (100.00)            2,450.00\n  Security escrow                                  (50.00)            1,500.00\n\nREIMBURSED TO YOU\n  Lumper on EP-20944, receipt #5512                145.00\n\nBalances are after this week's activity. Maintenance escrow may be drawn for\napproved repairs only (see Lease Sec. 9.2).                           Page 1 of 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 424720,
      netCents: 178301,
      date: '2026-03-06',
      broker: 'ELEVEN POINT TRACTOR LEASING, LLC',
      tripNumber: 'EP-20931',
      miles: 1019,
      linehaulCents: 345600,
      fuelSurchargeCents: 62870,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: 14500,
      deductions: [72500, 131844, 8400, 3625, 2750, 1800],
    },
  },
  {
    id: 'b153-flambeau-wrapped-broker-rows-oneline-total',
    issuer: 'Flambeau Dispatch Partners, LLC',
    issuerKind: 'load_board',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service weekly carrier statement for flat all-in load rates: a dashed-rule table where every row wraps onto a second line (broker name continued with the broker ref, lane split at the arrow) with loaded and deadhead mile columns, rate and DET/TONU; fees and charges printed two per line with dot leaders and minus signs; a pass-through lumper reimbursement; the weekly total is a single pipe-separated line holding gross, fees, other, advance, reimbursement and NET ACH SENT, followed by an RPM figure; ISO dates with separate issued and ACH-sent dates',
    text: 'FLAMBEAU DISPATCH PARTNERS, LLC                        CARRIER WEEKLY STATEMENT\n218 N 2nd Ave, Park Falls, WI 54552                    Statement #  FDP-ST-2026-11-0093\nops@flambeaudispatch.com  715-555-0166                 Issued       2026-03-16\n                                                       ACH sent     2026-03-17\nCarrier: K&R VOLKMANN TRUCKING LLC  MC 1187720  DOT 3651904\nTruck 12 / Dispatcher: Jenna Ruud     Week 2026-03-09 .. 2026-03-15\nAll rates are flat, all-in (fuel included). Loads funded through our factoring partner.\n\nLOAD      PICKUP      BROKER / BROKER REF           LANE                       LD MI  DH MI      RATE   DET/TONU\n--------  ----------  ----------------------------  -------------------------  -----  -----  --------  --------\nFDP-7712  2026-03-09  Lakeshore Freight Solutions,  Wausau WI ->                 389     46  1,750.00      0.00\n                      Inc. / LFS-448120             Des Moines IA\nFDP-7725  2026-03-10  Prairie Crossing Logistics    Des Moines IA ->             195     12    850.00    100.00\n                      / PCL-90314                   Kansas City MO\nFDP-7731  2026-03-11  Northwoods Brokerage Co.      Kansas City MO ->            510     28  1,900.00      0.00\n                      / 3318-7                      Chicago IL\nFDP-7740  2026-03-13  Tamarack Logistics Group      Chicago IL ->                208     35  1,100.00      0.00\n                      LLC / TLG-22871               Green Bay WI\n--------  ----------  ----------------------------  -------------------------  -----  -----  --------  --------\n4 loads                                                                         1,302    121  5,600.00    100.00\n\nDetention FDP-7725: 4 hrs @ 25.00 after 2 free, approved by PCL 2026-03-10.\n\nFEES & CHARGES\nDispatch fee 6.0% of 5,700.00 ........ -342.00    Factoring 3.0% of 5,700.00 ...... -171.00\nCargo ins. pass-through (weekly) ...... -42.00    EFS fuel advance on FDP-7731 .... -400.00\n\nPASS-THROUGH REIMBURSEMENT\nLumper FDP-7740 (Capstone receipt 88-1043, billed to TLG) .................. +210.00\n\nWEEKLY TOTAL\nGross 5,700.00 | Fees -513.00 | Other -42.00 | Advance -400.00 | Reimb +210.00 | NET ACH SENT 4,955.00\nACH to Nicolet Natl Bank ...6620, trace 075912340017731. RPM (all-in, gross/total mi): 4.01\n\nQuestions or short-pays: reply to this statement within 7 days. Page 1/1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 570000,
      netCents: 495500,
      date: '2026-03-17',
      broker: 'FLAMBEAU DISPATCH PARTNERS, LLC',
      tripNumber: 'FDP-7712',
      miles: 1423,
      linehaulCents: 560000,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 21000,
      deductions: [34200, 17100, 4200],
    },
  },
  {
    id: 'b153-lievre-net-first-voyages-last',
    issuer: 'Camionnage Du Lièvre inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator relevé paid per mile (au mille) on US runs, in reverse order: the deposited amount and deposit date boxed at the top, then RETENUES (fuel and trailer rental taxes included, cash advance, fonds de réserve) with a total, then a toll reimbursement, and the VOYAGES last, each trip a header line followed by chargés/vides/surcharge carburant/attente lines, a 900-mile subtotal, TPS 5 % and TVQ 9,975 % and a TOTAL DES REVENUS that includes the taxes; numbered notes give the net calculation and the reserve balance; amounts as 1 234,56 $, dates DD/MM/YYYY and a French long date',
    text: "CAMIONNAGE DU LIÈVRE INC.\n2450, boul. Albiny-Paquette, Mont-Laurier (Québec)  J9L 1M1\nTél. : 819 555-0148     NEQ 1168842203     USDOT 2904417     MC 771306\nTPS : 81442 6617 RT0001     TVQ : 1220933418 TQ0001\n\nRELEVÉ DE RÈGLEMENT - VOITURIER (PAIEMENT AU MILLE)          No de relevé : CDL-2026-08-031\nVoiturier : Transport S. Lacasse enr. (Sylvain Lacasse)      Tracteur : 31\nTPS voiturier : 78120 4455 RT0001   TVQ : 1229877410 TQ0001\nPériode : du 15/02/2026 au 21/02/2026\n\n==============================================================================\n  MONTANT DÉPOSÉ                                                     758,75 $\n  Date du dépôt : le vendredi 27 février 2026  -  Caisse Desjardins de la\n  Haute-Lièvre, folio ***4120\n==============================================================================\n\nRETENUES                                                        MONTANT\n  Carburant - carte Ultramar (taxes incluses)                 1 186,42 $\n  Assurance cargaison et responsabilité                          57,30 $\n  Location de remorque R-77 (taxes incluses)                    137,97 $\n  Frais d'administration                                         25,00 $\n  Cellulaire et registre électronique (ELD)                      22,99 $\n  Avance en argent du 17/02/2026                                200,00 $\n  Fonds de réserve (note 2)                                     100,00 $\n                                                            -----------\n  Total des retenues                                          1 729,68 $\n\nREMBOURSEMENTS\n  Péages New York State Thruway (reçus joints)                   38,60 $\n\nVOYAGES                           MILLES        TAUX       MONTANT\nV-26-0412  18/02  Mont-Laurier QC > Albany NY\n           chargés                  318    1,95 $/mi      620,10 $\n           vides                     22    1,20 $/mi       26,40 $\n           surcharge carburant      340    0,38 $/mi      129,20 $\nV-26-0419  19/02  Albany NY > Montréal QC\n           chargés                  226    1,95 $/mi      440,70 $\n           vides                     15    1,20 $/mi       18,00 $\n           surcharge carburant      241    0,38 $/mi       91,58 $\nV-26-0425  20/02  Montréal QC > Portland ME\n           chargés                  281    1,95 $/mi      547,95 $\n           vides                     38    1,20 $/mi       45,60 $\n           surcharge carburant      319    0,38 $/mi      121,22 $\n           attente 2 h à 45,00 $                           90,00 $\n                                                        -----------\n  Sous-total des voyages (900 milles)                   2 130,75 $\n  TPS 5 %                                                 106,54 $\n  TVQ 9,975 %                                             212,54 $\n  TOTAL DES REVENUS                                     2 449,83 $\n\nNote 1 : Total des revenus 2 449,83 $ - retenues 1 729,68 $ + remboursements 38,60 $ = 758,75 $.\nNote 2 : Le solde du fonds de réserve après ce relevé est de 2 600,00 $.\nNote 3 : Toute contestation doit être faite par écrit dans les 15 jours suivant le dépôt.\n                                                                         Page 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 244983,
      netCents: 75875,
      date: '2026-02-27',
      broker: 'CAMIONNAGE DU LIÈVRE INC.',
      tripNumber: 'V-26-0412',
      miles: 900,
      linehaulCents: 169875,
      fuelSurchargeCents: 34200,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: 3860,
      deductions: [118642, 5730, 13797, 2500, 2299],
    },
  },
  {
    id: 'b153-cuchujaqui-percepciones-deducciones-side',
    issuer: 'Autotransportes Cuchujaqui, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación a permisionario in MXN with flat freight per carta porte: a trip table whose rows wrap over two or three lines (customer names in parentheses under the lane) with km, flete and maniobras columns and a totals row; then PERCEPCIONES and DEDUCCIONES side by side separated by pipes, where the left column runs fletes, maniobras, subtotal, IVA 16 % and TOTAL PERCEPCIONES with a toll reimbursement under it, and the right column lists retención IVA 4 %, retención ISR 1.25 %, diesel, insurance, GPS, travel advance and fondo de garantía with its own total; net in figures and in words, SPEI CLABE line, reserve balance and signature lines; amounts as 1.234,56, dates dd/mm/aaaa and "20 de marzo de 2026"',
    text: 'AUTOTRANSPORTES CUCHUJAQUI, S.A. DE C.V.\nRFC ACU-090714-KT3   Permiso SCT 2603ACU0917\nBlvd. Lázaro Cárdenas 1480 Pte., Col. Juárez, Navojoa, Sonora, C.P. 85870\nTel. 642 555 0137\n\nLIQUIDACIÓN A PERMISIONARIO                         Folio: LQ-2026-0311\nPermisionario: Héctor Manuel Valenzuela Ruiz        RFC: VARH-780412-5N1 (RESICO)\nUnidad: TC-22  Kenworth T680 2020  Placas 84-AK-7S\nPeriodo: del 09/03/2026 al 15/03/2026               Fecha de pago: 20 de marzo de 2026\nMoneda: MXN      Forma de pago: transferencia SPEI\n\nVIAJES\nCarta porte    Fecha       Origen / Destino                    Km      Flete     Maniobras\n-----------    ----------  ---------------------------------  ----  ---------  ----------\nCQ-2603-118    09/03/2026  Navojoa, Son. - Culiacán, Sin.      371  18.500,00        0,00\n                           (Empacadora Valle del Mayo)\nCQ-2603-124    11/03/2026  Culiacán, Sin. - Hermosillo, Son.   686  21.800,00        0,00\n                           (Distribuidora Agrícola del\n                           Noroeste)\nCQ-2603-131    13/03/2026  Hermosillo, Son. - Nogales, Son.    276   9.600,00    1.200,00\n                           (Maquiladora Sierra Alta, cruce\n                           no incluido)\n                                                             -----  ---------  ----------\n                                                             1.333  49.900,00    1.200,00\n\nPERCEPCIONES                           IMPORTE  |  DEDUCCIONES                          IMPORTE\nFletes                               49.900,00  |  Retención IVA 4%                    2.044,00\nManiobras                             1.200,00  |  Retención ISR 1.25% (RESICO)          638,75\nSubtotal                             51.100,00  |  Diesel - vales Estación Mayo       17.845,30\nIVA 16%                               8.176,00  |  Seguro de la unidad (semanal)       1.250,00\nTOTAL PERCEPCIONES                   59.276,00  |  Renta GPS (IVA incluido)              580,00\n                                                |  Anticipo para gastos 10/03/2026     5.000,00\nMás: reembolso de casetas             2.318,00  |  Fondo de garantía (aportación)      1.000,00\n     (comprobantes CAPUFE anexos)               |  TOTAL DEDUCCIONES                  28.358,05\n\nNETO A PAGAR:  $ 33.235,95 MXN\n(TREINTA Y TRES MIL DOSCIENTOS TREINTA Y CINCO PESOS 95/100 M.N.)\nCuenta destino: BBVA CLABE 012 778 01498765432 1\n\nSaldo fondo de garantía después de esta liquidación: $ 14.000,00\nEl permisionario acepta la presente liquidación. Aclaraciones dentro de 5 días hábiles.\n\n_____________________________                  _____________________________\nAutorizó: C.P. Rosario Leyva                   Recibí conforme: H. M. Valenzuela\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5927600,
      netCents: 3323595,
      date: '2026-03-20',
      broker: 'AUTOTRANSPORTES CUCHUJAQUI, S.A. DE C.V.',
      tripNumber: 'CQ-2603-118',
      linehaulCents: 4990000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 100000,
      reimbursementsCents: 231800,
      deductions: [204400, 63875, 1784530, 125000, 58000],
    },
  },
  {
    id: 'b153-esopus-split-current-ytd-columns',
    issuer: 'Chemung Payroll Solutions (for Esopus Creek Bulk Carriers, Inc.)',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Weekly company-driver earnings statement printed by a payroll service for the employer: earnings (mileage pay per mile, stop pay, detention) with RATE/UNITS/CURRENT/YTD on the left and taxes and deductions with CURRENT/YTD on the right of a pipe, sharing one GROSS PAY/TOTAL line; a non-taxable scale-ticket reimbursement block below; a two-row recap (current and year to date) of gross, taxes, deductions, reimbursement and net pay; net split across two direct-deposit accounts; MM/DD/YYYY dates',
    text: 'CHEMUNG PAYROLL SOLUTIONS                                          EARNINGS STATEMENT\nProcessed for:                                                     Advice No.  0041877\nESOPUS CREEK BULK CARRIERS, INC.                                   Pay Date    04/10/2026\n412 Kings Hwy, Saugerties, NY 12477   FEIN 14-3308215              Period      03/29/2026 - 04/04/2026\n                                                                   Pay Freq.   Weekly (15)\nEmployee: DEANNA R. KORTRIGHT      Emp ID 1093      Dept: Bulk/Pneumatic      Truck 514\nSSN XXX-XX-6802   Fed: Single/0 + addl   NY: Single/1\n\nEARNINGS              RATE    UNITS     CURRENT          YTD | TAXES / DEDUCTIONS       CURRENT        YTD\nMileage pay          .6100    2,318    1,413.98    19,618.21 | Federal Income Tax        142.37   1,986.40\nStop pay           25.0000     3.00       75.00     1,025.00 | Social Security            92.33   1,271.93\nDetention/wait     22.0000     2.50       55.00       693.00 | Medicare                   21.59     297.47\n                                                             | NY State Income Tax        61.12     851.33\n                                                             | NY SDI                      0.60       9.00\n                                                             | NY Paid Family Leave        5.99      82.78\n                                                             | 401(k) 4%                  61.76     853.45\n                                                             | Medical - Excellus         48.50     727.50\n                                                             | Dental                      6.25      93.75\nGROSS PAY                                1,543.98    21,336.21 | TOTAL                     440.51   6,173.61\n\nNON-TAXABLE REIMBURSEMENTS                CURRENT          YTD\nScale tickets (CAT, 3 tkts)                 24.00       168.00\n\n                         GROSS      TAXES   DEDUCTIONS   REIMB      NET PAY\nCURRENT               1,543.98     324.00       116.51   24.00     1,127.47\nYEAR TO DATE         21,336.21   4,498.91     1,674.70  168.00    15,330.60\n\nDIRECT DEPOSIT DISTRIBUTION\n  Rondout Savings Bank  Checking ****4471      927.47\n  Rondout Savings Bank  Savings  ****0925      200.00\n                                            ---------\n  Total deposited                            1,127.47\n\nMiles YTD: 32,161.  Sick time avail: 24.00 hrs.  Vacation avail: 40.00 hrs.\nTHIS IS NOT A CHECK - NON-NEGOTIABLE                    Chemung Payroll Solutions, Elmira NY\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 154398,
      netCents: 112747,
      date: '2026-04-10',
      broker: 'ESOPUS CREEK BULK CARRIERS, INC.',
      tripNumber: null,
      miles: 2318,
      linehaulCents: 141398,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 2400,
      deductions: [14237, 9233, 2159, 6112, 60, 599, 6176, 4850, 625],
    },
  },
  {
    id: 'b153-blindman-short-hourly-ytd',
    issuer: 'Blindman River Transport Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Short, plain Alberta bi-weekly pay statement for an hourly local Class 1 driver: regular and overtime hours with current and year-to-date columns, CPP, EI, combined income tax, group benefits and RRSP with a total, net pay and one deposit line; day-first DD/MM/YYYY dates announced in the header',
    text: 'BLINDMAN RIVER TRANSPORT LTD.\nBox 1190, 5 Womacks Rd, Blackfalds, AB  T4M 0J7     403-555-0172\nBusiness No. 77321 4890 RP0001\n\nPAY STATEMENT                           (all dates DD/MM/YYYY)\nEmployee:   Travis Okafor  #208         Position: Class 1 Driver - Local\nPeriod:     18/01/2026 to 31/01/2026    Pay date: 06/02/2026\n\nEARNINGS             HOURS     RATE      CURRENT     YEAR TO DATE\nRegular              80.00    29.50     2,360.00         4,720.00\nOvertime              9.50    44.25       420.38           597.38\nTotal earnings                          2,780.38         5,317.38\n\nDEDUCTIONS                              CURRENT      YEAR TO DATE\nCPP                                       157.42           300.36\nEI                                         45.32            86.67\nIncome tax (federal + AB)                 382.15           713.75\nGroup benefits (Alberta Blue Cross)        41.80            83.60\nGroup RRSP                                 50.00           100.00\nTotal deductions                          676.69         1,284.38\n\nNET PAY                                 2,103.69         4,033.00\n\nDeposited to ATB Financial ****5528.\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 278038,
      netCents: 210369,
      date: '2026-02-06',
      broker: 'BLINDMAN RIVER TRANSPORT LTD.',
      tripNumber: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [15742, 4532, 38215, 4180, 5000],
    },
  },
  {
    id: 'b153-bruneau-crdr-activity-fee-column',
    issuer: 'Bruneau Canyon Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and remittance advice: an invoice table with invoice number, load/PRO number, debtor (each wrapped onto a second line with city or terms), invoice date, face amount and a per-invoice fee column with a totals row; an account-activity ledger where every line carries a CR or DR suffix (face value, fee total, reserve withheld, chargeback, fuel advance recovery, wire fee, reserve release) ending in NET FUNDS WIRED; a one-line reserve account roll-forward; DD-MON-YYYY and DD-MON-YY dates',
    text: 'BRUNEAU CANYON CAPITAL, LLC\nFreight Receivables Funding\n1020 W Main St, Suite 340, Boise, ID 83702  |  208-555-0190  |  funding@bruneaucanyoncap.com\n\nPURCHASE & REMITTANCE ADVICE                          Schedule No.   SCH-260122-0457\nClient:   OWYHEE RIM TRUCKING LLC  (Client #0457)      Funding Date   22-JAN-2026\n          MC 1290448 / USDOT 3802176                   Advance rate   95%  Fee 3.00% flat\nRemit via: WIRE to Idaho Central CU, acct ****8813\n\nINVOICES PURCHASED THIS SCHEDULE\nINV #   LOAD / PRO #    DEBTOR                         INV DATE       FACE AMT       FEE\n-----   -------------   ----------------------------   ---------   -----------   -------\n1041    SLX-558201      SAWTOOTH LOGISTICS GROUP INC   14-JAN-26      2,450.00     73.50\n                        (Boise ID, terms net 30)\n1042    77140-B         RIVERBEND FREIGHT BROKERS      15-JAN-26      1,875.00     56.25\n                        LLC (Spokane WA)\n1043    40091233        MAGIC VALLEY FOODS CO-OP       16-JAN-26      3,120.00     93.60\n                        (shipper direct, Twin Falls)\n1044    SLX-558377      SAWTOOTH LOGISTICS GROUP INC   19-JAN-26      1,690.00     50.70\n                        (Boise ID, terms net 30)\n                                                                   -----------   -------\n        4 invoices                                     TOTALS         9,135.00    274.05\n\nACCOUNT ACTIVITY                                                    AMOUNT\n  Face value purchased                                           9,135.00 CR\n  Discount fee (total of fee column)                               274.05 DR\n  Reserve withheld 5%                                              456.75 DR\n  Chargeback INV 0988 Basin Produce (over 90 days)               1,320.00 DR\n  Fuel advance recovery (issued 19-JAN-26, ref FA-2231)            300.00 DR\n  Same-day wire fee                                                 20.00 DR\n  Reserve release - invoices closed 12/18-12/31                    612.40 CR\n                                                                -----------\n  NET FUNDS WIRED                                                7,376.60 CR\n\nRESERVE ACCOUNT        Opening 3,904.15   + Withheld 456.75   - Released 612.40   = Closing 3,748.50\n\nPayments on these invoices must be made only to Bruneau Canyon Capital, LLC, PO Box 2207,\nBoise ID 83701. Notice of assignment has been sent to each debtor.        Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 913500,
      netCents: 737660,
      date: '2026-01-22',
      broker: 'SAWTOOTH LOGISTICS GROUP INC',
      tripNumber: 'SLX-558201',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: 45675,
      reimbursementsCents: null,
      deductions: [27405, 132000, 2000],
    },
  },
  {
    id: 'b153-ducktrap-ccc-repair-invoice',
    issuer: 'Ducktrap Diesel & Truck Repair',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-truck repair invoice: shop header, invoice and RO numbers with date in/out and invoice date, customer and unit/VIN/odometer lines, complaint/cause/correction narrative, a parts table with quantity and unit price, a labor line, then parts, labor, shop supplies and sales tax all on one line above the invoice total, payment and zero balance; M/D/YYYY dates',
    text: 'DUCKTRAP DIESEL & TRUCK REPAIR\n1840 Atlantic Hwy, Lincolnville, ME 04849      (207) 555-0114      Road service 24/7\n\nINVOICE  No. 11873                                   Invoice Date: 1/9/2026\nRO No.   RO-6402          Date In: 1/7/2026 08:15    Date Out: 1/9/2026 14:40\nCustomer: PENOBSCOT BAY HAULERS LLC, 77 Mill St, Belfast ME 04915   Acct 2208\nUnit 17   2019 Peterbilt 579   VIN 1XPBDP9X2KD481207   Odometer 612,388   PO# 0114-17\n\nCOMPLAINT:  Air dryer purging constantly, low air warning at idle.\nCAUSE:      Air dryer cartridge saturated; governor sticking; leak at D2 fitting.\nCORRECTION: Replaced dryer cartridge and governor, replaced fitting, tested build-up\n            and leak-down per FMCSA 393.51. Replaced both front brake chambers (worn).\n\nPARTS                                        QTY     UNIT PRICE        AMOUNT\n  TSE-3030 brake chamber 30/30 LS              2          86.40        172.80\n  BW-K121 air dryer cartridge kit              1         412.95        412.95\n  BW-5008 governor D-2A                        1          38.70         38.70\n  Push-to-connect fitting 1/2 in               6          14.25         85.50\n  DOT air line 1/2 in x 10 ft                  1          27.80         27.80\n                                                       Parts total     737.75\nLABOR\n  Tech #4 J. Hutchins   4.5 hrs @ 135.00                               607.50\n\n  Parts 737.75    Labor 607.50    Shop supplies 35.00    ME sales tax 5.5% (parts) 40.58\n\n                                                       INVOICE TOTAL  1,420.83\n                                                       Paid           1,420.83  VISA ****7730\n                                                       BALANCE DUE        0.00\n\nWarranty: parts 12 mo / labor 90 days. Thank you - Ducktrap Diesel, Lincolnville ME.\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-01-09',
    },
  },
  {
    id: 'b153-altamaha-narrow-lumper-receipt',
    issuer: 'Altamaha Dock Services, Inc.',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Narrow printed lumper receipt from a distribution-center unloading crew: receipt number with weekday day-month-year date and time, facility, door, PO and BOL numbers, carrier, driver and trailer, pallet counts, the unload charge and total, Comchek express-code payment and the amount in words',
    text: '      ALTAMAHA DOCK SERVICES, INC.\n   Unloading services - Jesup, GA 31545\n        Office 912-555-0153\n\n   LUMPER RECEIPT           No. 0024619\n   Thu 2 Apr 2026           06:52\n\n   Facility:  Coastal Plains Grocers DC\n              300 Industrial Blvd, Jesup GA\n   Door 14    PO 4500881237 / 4500881240\n   Carrier:   Satilla River Express\n   Driver:    C. Mobley    Trailer 5337\n   BOL 77310482\n\n   Pallets in     26    Pallets out   30\n   Restack        Y     Cases       1,842\n   Unload, restack & shrink-wrap\n   (30 pallets @ 9.00)           270.00\n   Pallet exchange fee            0.00\n   -----------------------------------\n   TOTAL CHARGED                 270.00\n   Paid by: COMCHEK express code\n            ***-***-4417  APPROVED\n   Two hundred seventy and 00/100 dollars\n\n   Lumper: Team 3 (R. Deloach)\n   Keep this receipt for reimbursement.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-04-02',
    },
  },
];
