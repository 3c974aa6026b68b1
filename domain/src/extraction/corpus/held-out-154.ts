import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 154: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US carrier per-mile two-page statement with loaded/empty
 * rates, per-load subtotals and totals only in a recap; US lessor 72% revenue-share plan with
 * labels-above-amounts rows, wrapped load rows, trailing-minus deductions and balances beside them;
 * US dispatch service with flat all-in load rates, dense several-amounts-per-line load rows and a
 * signed settlement block; French Quebec relevé with the SOMMAIRE first, per-mile cross-border pay,
 * TPS/TVQ-included revenue and footnotes; Mexican liquidación al permisionario in MXN with flat
 * fletes, IVA 16 %, retención IVA 4 % / ISR 1,25 % in side-by-side PERCEPCIONES | DEDUCCIONES
 * columns and the net in words), two pay stubs (US per-mile hopper driver with earnings and
 * deductions side by side each with a YTD column; Alberta cross-border driver with a cheque top in
 * words and THIS PAY / YEAR TO DATE columns), a factoring schedule of accounts with CR/DR amounts,
 * a per-invoice discount column, a reserve rebate and wrapped debtor names, a short reefer rate
 * confirmation and a small lumper receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one Alberta), 1 MX.
 * Date formats: MM/DD/YY, ISO YYYY-MM-DD, weekday + month name ("Monday, March 9, 2026"), French
 * DD/MM/YYYY and "le 14 novembre 2025", Spanish "viernes, 6 de febrero de 2026" and 27-ENE-26,
 * DD-Mon-YYYY (30-Jan-2026), day-first DD/MM/YYYY, "Jan. 22, 2026" with MM-DD-YYYY, weekday +
 * MM/DD/YYYY, "02 MAR 2026".
 * Number formats: 1,234.56 with parentheses negatives, trailing minus (725.00-), signed -/+ lines,
 * French 1 234,56 $, 1.234,56 (MXN ERP export) with the amount in words, CR/DR suffixes,
 * $****2,403.53 cheque figure with the amount in words.
 */
export const HELD_OUT_DOCUMENTS_154: CorpusDocument[] = [
  {
    id: 'b154-holston-two-page-load-subtotals',
    issuer: 'Holston Valley Motor Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile carrier settlement to an owner-operator: each load is a block with shipper / consignee on two lines, then dotted-leader lines for loaded miles and empty miles at different rates, fuel surcharge on all miles and a DET/STP accessorial, closed by a per-load subtotal; page 2 repeats a condensed header, finishes the last load, lists deductions in parentheses (fuel, insurance, trailer, ELD, IFTA, cash advance, escrow) and reimbursements without totals; the only totals are in a RECAP at the very end with a miles line splitting loaded and empty; MM/DD/YY dates',
    text: 'HOLSTON VALLEY MOTOR FREIGHT, INC.                        CONTRACTOR SETTLEMENT\n2250 Lynn Garden Dr, Kingsport TN 37665                   Stmt #    HV-S-26-0417-118\nMC 611904   USDOT 1739522   Ph 423-555-0188               Check dt  04/17/26\n                                                          Wk ending 04/11/26\nPay to: PRUITT ROAD SERVICE LLC (Delmar Pruitt)           Tractor 118   Trlr 5312\nPay basis: loaded 1.780/mi  empty 1.100/mi  FSC 0.480/all mi (DOE $3.71 bracket)\n===================================================================================\nLOAD HV-260411   Netherland Polymers, Kingsport TN         PU 04/05/26\n                 > Piedmont Resin Dist., Charlotte NC      DL 04/06/26\n     loaded mi      214 x 1.780 ...........................          380.92\n     empty mi        38 x 1.100 ...........................           41.80\n     fuel surch     252 x 0.480 ...........................          120.96\n     detention 2.0 hr @ 37.50 (DET) .......................           75.00\n                                                load subtotal        618.68\n\nLOAD HV-260418   Piedmont Resin Dist., Charlotte NC        PU 04/07/26\n                 > Scioto Packaging, Columbus OH           DL 04/08/26\n                   stop-off: Marietta OH (partial drop)\n     loaded mi      431 x 1.780 ...........................          767.18\n     empty mi         0 x 1.100 ...........................            0.00\n     fuel surch     431 x 0.480 ...........................          206.88\n     stop-off (STP) .......................................           50.00\n                                                load subtotal      1,024.06\n\nLOAD HV-260425   Buckeye Can Co., Groveport OH             PU 04/09/26\n                 > Tri-Cities Beverage, Knoxville TN       DL 04/10/26\n     loaded mi      386 x 1.780 ...........................          687.08\n     empty mi        57 x 1.100 ...........................           62.70\n     fuel surch     443 x 0.480 ...........................          212.64\n                                                load subtotal        962.42\n\n                          -- continued on page 2 --                  Page 1 of 2\n-----------------------------------------------------------------------------------\nHOLSTON VALLEY MOTOR FREIGHT, INC.                        CONTRACTOR SETTLEMENT\nStmt # HV-S-26-0417-118    Check dt 04/17/26    PRUITT ROAD SERVICE LLC    Page 2 of 2\n===================================================================================\nLOAD HV-260433   Tri-Cities Beverage, Knoxville TN         PU 04/10/26\n                 > Mountain Empire Foods, Kingsport TN   DL 04/11/26\n     loaded mi      112 x 1.780 ...........................          199.36\n     empty mi        24 x 1.100 ...........................           26.40\n     fuel surch     136 x 0.480 ...........................           65.28\n                                                load subtotal        291.04\n\nDEDUCTIONS\n     Fuel - Comdata (2 purchases, see fuel detail) .........        (812.37)\n     Occupational accident - policy OA-22817 ...............         (38.75)\n     Physical damage / cargo ...............................         (96.10)\n     Trailer usage 5312 ....................................         (85.00)\n     ELD / Omnitracs .......................................         (22.00)\n     IFTA / base plate installment .........................         (31.60)\n     Cash advance 04/08/26 Comdata express code ............        (300.00)\n     Escrow deposit ........................................         (75.00)\n\nREIMBURSEMENTS (receipts on file)\n     Ohio Turnpike toll 04/08 ..............................           48.25\n     CAT scale Knoxville 04/10 .............................           12.50\n\nRECAP                                       THIS STMT\n     Linehaul (loaded + empty)               2,165.44\n     Fuel surcharge                            605.76\n     Accessorials (DET, STP)                   125.00\n     TOTAL EARNINGS                          2,896.20\n     Plus reimbursements                        60.75\n     Less deductions                        (1,085.82)\n     Less advances                            (300.00)\n     Less escrow                               (75.00)\n     NET CHECK #0048812                      1,496.13\n\n     Paid miles this stmt: 1,262 (1,143 loaded / 119 empty)\n     Escrow on deposit after this stmt: 1,650.00     Open advances: 0.00\n\nDisputes must be raised in writing within 10 days of check date.        Page 2 of 2\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 289620,
      netCents: 149613,
      date: '2026-04-17',
      broker: 'HOLSTON VALLEY MOTOR FREIGHT, INC.',
      tripNumber: 'HV-260411',
      miles: 1262,
      linehaulCents: 216544,
      fuelSurchargeCents: 60576,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 6075,
      deductions: [81237, 3875, 9610, 8500, 2200, 3160],
    },
  },
  {
    id: 'b154-kishwaukee-labels-above-trailing-minus',
    issuer: 'Kishwaukee River Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor revenue-share (72%) statement: header facts as labels on one line with values on the next, a loads table whose rows wrap onto a second line (origin/destination and accessorial reason) with 100% line revenue beside the 72% share, FSC, accessorial and informational miles columns; an EARNINGS row of labels above amounts where the 100% line revenue sits first but is not the gross; deductions with trailing-minus amounts and a BALANCE AFTER column (lease balance, plate, advance, maintenance reserve on deposit) beside the period amounts; a final labels-above-amounts row with total deductions and net deposit; ISO dates',
    text: 'KISHWAUKEE RIVER TRACTOR LEASING, LLC\n4120 S. Perryville Rd, Cherry Valley IL 61016   *   815-555-0163   *   USDOT 2208417\nLEASE OPERATOR REVENUE-SHARE STATEMENT                Plan R-72: 72% of line revenue,\n                                                      FSC and accessorials paid at 100%\n\nSTATEMENT NO.      PAY DATE       PERIOD                          OPERATOR / UNIT\nKRTL-0214-031      2026-02-20     2026-02-08 thru 2026-02-14      Marisol Dandridge / 431\n\nLOADS HAULED\nORDER       ORIGIN > DESTINATION           LINE REV    YOUR 72%     FSC 100%   ACCESS.   MILES\n                                                                                         (info)\nKR-88102    Rock Cut Controls, Rockford    2,340.00    1,684.80      311.40      0.00     612\n            IL > Lansing MI\nKR-88117    Grand River Foods, Lansing     1,895.00    1,364.40      245.70    100.00     498\n            MI > Joliet IL (driver assist)\nKR-88129    Joliet IL > Cedar Rapids IA    2,183.00    1,571.76      245.25     50.00     507\n            (stop-off Davenport IA)\n\nEARNINGS THIS PERIOD\n  LINE REVENUE (100%)    YOUR SHARE 72%    FUEL SURCHARGE    ACCESSORIALS    TOTAL EARNINGS\n       6,418.00             4,620.96           802.35            150.00           5,573.31\n\nDEDUCTIONS                                      THIS PERIOD     BALANCE AFTER THIS PERIOD\n  Tractor lease payment (wk 37 of 156)              725.00-     61,904.18 remaining\n  Fuel - EFS card, 6 transactions                 1,688.20-\n  Physical damage / bobtail                          84.00-\n  Occupational accident                              29.50-\n  PrePass + ELD bundle                               18.00-\n  Apportioned plate installment                      27.40-     1,370.00 plate, 411.00 paid\n  EFS cash advance 2026-02-10                       150.00-          0.00 open\n  Maintenance reserve deposit                       150.00-      2,850.00 on deposit\n\n  TOTAL EARNINGS      TOTAL DEDUCTIONS      NET DEPOSIT       DEPOSITED TO\n     5,573.31            2,872.10-           2,701.21         First Mid Bank & Trust ****2207\n\nMaintenance reserve is held per Lease Sec. 9(c) and refunded within 45 days of lease end.\nLine revenue is shown for reference only; you are paid the 72% share.      KRTL stmt p. 1/1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 557331,
      netCents: 270121,
      date: '2026-02-20',
      broker: 'KISHWAUKEE RIVER TRACTOR LEASING, LLC',
      tripNumber: 'KR-88102',
      miles: 1617,
      linehaulCents: 462096,
      fuelSurchargeCents: 80235,
      advancesCents: 15000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [72500, 168820, 8400, 2950, 1800, 2740],
    },
  },
  {
    id: 'b154-horsetooth-dispatch-dense-load-lines',
    issuer: 'Horsetooth Dispatch Group, LLC',
    issuerKind: 'load_board',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service carrier pay statement (service collects from brokers and sends the ACH): each load is a header line with date, load number, broker and lane, then a dense line carrying LD and DH miles, flat all-in rate, detention, lumper and the per-load 8% fee, sometimes a third remark line (broker QuickPay, lumper receipt); the SETTLEMENT block computes gross from load rates + detention inline, then signed -/+ dotted-leader lines for dispatch fee total, QuickPay fee, subscription, fuel advance and lumper reimbursement; miles only as "loaded + deadhead" to add; month-name dates with weekday',
    text: "Horsetooth Dispatch Group, LLC\n1220 Horsetooth Rd, Suite 4B, Fort Collins, CO 80526  |  (970) 555-0129  |  ops@horsetoothdispatch.com\n\nCARRIER PAY STATEMENT                                   Statement HDG-2026-0309-RF\nCarrier:  Red Feather Lakes Transport LLC   MC 1289440   DOT 3671025\nDriver:   Cody Ashworth            Truck 07 / 53' dry van\nLoads delivered Monday, March 2 through Saturday, March 7, 2026\nACH sent: Monday, March 9, 2026 to Canvas Credit Union acct ending 3318\n\nLOAD DETAIL (flat all-in rates as booked; dispatch fee 8% of rate + accessorials)\n----------------------------------------------------------------------------------------------------\nMar 2  FR-229310  Front Range Freight Brokers, Inc.   Denver CO > Salt Lake City UT\n       LD mi 521  DH mi 18    Rate 2,150.00   Det 100.00   Lumper 0.00     Fee 180.00\nMar 4  CVL-7781   Cache Valley Logistics LLC          Salt Lake City UT > Boise ID\n       LD mi 340  DH mi 25    Rate 1,475.00   Det 0.00     Lumper 0.00     Fee 118.00\n       QuickPay 2% taken by broker: 29.50\nMar 6  BT-40022   Big Thompson Brokerage              Boise ID > Greeley CO\n       LD mi 742  DH mi 31    Rate 2,290.00   Det 0.00     Lumper 185.00   Fee 183.20\n       Lumper paid by driver at Weld County Beef (rcpt 20931), reimbursed by broker\n----------------------------------------------------------------------------------------------------\n\nSETTLEMENT\n  Load rates 5,915.00 + detention 100.00 = gross pay ................... 6,015.00\n  Dispatch fee 8% ........................................................ -481.20\n  Broker QuickPay fee (CVL-7781) .......................................... -29.50\n  Load board / ELD subscription (March) ................................... -35.00\n  Fuel advance 03/04 (EFS check 7730192) ................................. -400.00\n  Lumper reimbursement (BT-40022) ........................................ +185.00\n                                                                          ---------\n  NET ACH SENT TO CARRIER ............................................... 5,254.30\n\nMiles this statement: loaded 1,603 + deadhead 74\nRates are all-in; no separate fuel surcharge was negotiated on these loads.\nQuestions within 7 days please - reply to this email or call dispatch.          1 of 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 601500,
      netCents: 525430,
      date: '2026-03-09',
      broker: 'Horsetooth Dispatch Group, LLC',
      tripNumber: 'FR-229310',
      miles: 1677,
      linehaulCents: 591500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 18500,
      deductions: [48120, 2950, 3500],
    },
  },
  {
    id: 'b154-jacquescartier-sommaire-first-footnotes',
    issuer: 'Jacques-Cartier Transport inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator settlement (relevé de règlement) in reverse order: section 1 SOMMAIRE with the tax-included revenue total, signed retenues, avance/fonds de garantie and remboursements and the transferred amount; section 2 retenues split 2A/2B/2C with no subtotals; section 3 REVENUS last, where each cross-border voyage row shows loaded and empty miles, then wraps onto two lines with per-mile pay (2,05 $) and fuel supplement (0,38 $) on all miles, followed by border-crossing accessorial, taxable revenue, TPS 5 % and TVQ 9,975 % and the tax-included total; footnote markers ¹ ² explain taxes and the guarantee-fund balance; 1 234,56 $ amounts, DD/MM/YYYY and "le 14 novembre 2025"',
    text: 'JACQUES-CARTIER TRANSPORT INC.\n745, rue des Rocailles, Québec (Québec)  G2J 1A9          Tél. : 418 555-0176\nNEQ 1167720334   TPS 812274415 RT0001   TVQ 1221983457 TQ0001   CTQ R-512884-4\n\nRELEVÉ DE RÈGLEMENT - VOITURIER-PROPRIÉTAIRE                  Relevé no JCT-25-1114-22\nVoiturier : 9187-4452 Québec inc. (Martin Gagnon)              Unité 22\nPériode : du 02/11/2025 au 08/11/2025\nDate du virement : le 14 novembre 2025\n\n1. SOMMAIRE\n   Total des revenus, taxes incluses (voir section 3) ¹          3 241,99 $\n   Retenues (section 2A)                                        -1 686,72 $\n   Avance et fonds de garantie (section 2B) ²                     -300,00 $\n   Remboursements (section 2C)                                      46,80 $\n                                                               ------------\n   MONTANT VIRÉ AU VOITURIER                                     1 302,07 $\n   Caisse Desjardins de Charlesbourg, folio ***4471\n\n2. RETENUES ET AJUSTEMENTS\n   2A  Carburant - carte Ultramar (5 transactions)               1 184,62 $\n       Assurance camion (versement 46/52)                          142,30 $\n       Location remorque 53 pi R-318 (taxes incl.)                 241,45 $\n       Communication / ELD Isaac                                    29,95 $\n       Immatriculation SAAQ (versement)                             88,40 $\n   2B  Avance de voyage 05/11/2025                                 200,00 $\n       Fonds de garantie ²                                         100,00 $\n   2C  Péages remboursés (I-87, Mass Pike)                          46,80 $\n\n3. REVENUS                                   MILLES       MILLES\n   Voyage     Trajet                         CHARGÉS      À VIDE      MONTANT\n   JC-55801   Lévis QC > Worcester MA           438           0\n              03/11/2025                     rémunération 438 x 2,05 $     897,90 $\n                                             supplément carb. 438 x 0,38 $  166,44 $\n   JC-55809   Worcester MA > Plattsburgh NY     296          34\n              05/11/2025                     rémunération 330 x 2,05 $     676,50 $\n                                             supplément carb. 330 x 0,38 $  125,40 $\n   JC-55816   Plattsburgh NY > Québec QC        302          41\n              07/11/2025                     rémunération 343 x 2,05 $     703,15 $\n                                             supplément carb. 343 x 0,38 $  130,34 $\n   Passages frontaliers (3 x 40,00 $)                                      120,00 $\n                                                                       ------------\n   Revenus taxables                                                      2 819,73 $\n   TPS 5 %                                                                 140,99 $\n   TVQ 9,975 %                                                             281,27 $\n   Total des revenus, taxes incluses                                     3 241,99 $\n\n   Total des milles payés : 1 111 (1 036 chargés + 75 à vide)\n\n¹ TPS et TVQ calculées sur les revenus taxables du voiturier inscrit.\n² Le fonds de garantie (solde : 1 900,00 $) est remboursable 60 jours après la fin du contrat.\nToute contestation doit être faite par écrit dans les 15 jours.                     Page 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 324199,
      netCents: 130207,
      date: '2025-11-14',
      broker: 'JACQUES-CARTIER TRANSPORT INC.',
      tripNumber: 'JC-55801',
      miles: 1111,
      linehaulCents: 227755,
      fuelSurchargeCents: 42218,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: 4680,
      deductions: [118462, 14230, 24145, 2995, 8840],
    },
  },
  {
    id: 'b154-lerma-percepciones-deducciones-split',
    issuer: 'Lerma Autotransportes del Bajío, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación al permisionario in MXN with European-style separators from the ERP export (18.500,00): a trips table of flat freight per viaje with carta porte numbers, then side-by-side PERCEPCIONES | DEDUCCIONES columns (fletes, maniobras, subtotal, IVA 16 %, total percepciones on the left; retención IVA 4 %, retención ISR 1,25 %, diesel vouchers, GPS, anticipo, fondo de garantía and total on the right), a toll reimbursement block under the left column, net to pay with the amount in words, fund balance and CFDI UUID; Spanish long date and DD-MMM-YY Spanish month abbreviations',
    text: 'LERMA AUTOTRANSPORTES DEL BAJÍO, S.A. DE C.V.               RFC LAB-090514-KR3\nCarr. Celaya-Salamanca km 8.5, Col. Crespo, 38010 Celaya, Gto.   Tel. 461 555 0148\nPermiso SICT 1106LAB14052009230301\n\nLIQUIDACIÓN AL PERMISIONARIO                                 Folio: LIQ-2026-0061\nPermisionario: JUAN CARLOS ORTEGA RUIZ   RFC OERJ-780312-5T1   Unidad: T-14 (Kenworth T680)\nSemana: del 26-ENE-26 al 01-FEB-26          Fecha de pago: viernes, 6 de febrero de 2026\n(Importes en pesos mexicanos, M.N.)\n\nVIAJES DE LA SEMANA\nNo. Viaje   Fecha       Origen > Destino                      Carta Porte     Flete\nLB-25118    27-ENE-26   Celaya, Gto. > Manzanillo, Col.       CP-88412    18.500,00\nLB-25124    29-ENE-26   Manzanillo, Col. > León, Gto.         CP-88437    16.200,00\nLB-25131    31-ENE-26   León, Gto. > Nuevo Laredo, Tamps.     CP-88459    24.800,00\n\nPERCEPCIONES                              |  DEDUCCIONES\nFletes (3 viajes)              59.500,00  |  Retención IVA 4%                  2.428,00\nManiobras carga/descarga        1.200,00  |  Retención ISR 1,25% (RESICO)        758,75\n                              ----------  |  Diesel (vales TAE 0611-0618)     21.340,50\nSubtotal                       60.700,00  |  Monitoreo GPS                       450,00\nIVA 16%                         9.712,00  |  Anticipo de viaje 27-ENE-26       8.000,00\n                              ----------  |  Fondo de garantía                 1.500,00\nTOTAL PERCEPCIONES             70.412,00  |                                  ----------\n                                          |  TOTAL DEDUCCIONES                34.477,25\nREEMBOLSOS (sin IVA)                      |\nCasetas (comprobantes IAVE)     2.345,00  |\n\nNETO A PAGAR (transferencia SPEI, BBVA cta. ****7720)                         $38.279,75\n(TREINTA Y OCHO MIL DOSCIENTOS SETENTA Y NUEVE PESOS 75/100 M.N.)\n\nSaldo del fondo de garantía al corte: $12.000,00\nCFDI de retenciones: UUID 6F2A91C3-1B7E-4D08-9A55-3E0C7B21D914\nRecibí de conformidad: ______________________                       Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 7041200,
      netCents: 3827975,
      date: '2026-02-06',
      broker: 'LERMA AUTOTRANSPORTES DEL BAJÍO, S.A. DE C.V.',
      tripNumber: 'LB-25118',
      miles: null,
      linehaulCents: 5950000,
      fuelSurchargeCents: null,
      advancesCents: 800000,
      escrowCents: 150000,
      reimbursementsCents: 234500,
      deductions: [242800, 75875, 2134050, 45000],
    },
  },
  {
    id: 'b154-licking-stub-side-by-side-ytd',
    issuer: 'Licking River Grain Haulers, Inc.',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Company hopper-driver earnings statement printed by a payroll service: earnings (units, rate, current, YTD) on the left and deductions (current, YTD) on the right of a pipe on the same lines, with gross and total deductions on one shared row; net pay in a small CURRENT / YTD block with the direct deposit amount repeated at the end of the line; taxes, pre-tax 401(k) and Sec.125 medical, and an advance repayment with its remaining balance; DD-Mon-YYYY dates',
    text: 'LICKING RIVER GRAIN HAULERS, INC.                               EARNINGS STATEMENT\n1880 Flemingsburg Rd, Morehead KY 40351                         Pay Date:    30-Jan-2026\nFEIN 61-1824407                                                 Period:      11-Jan-2026 to 24-Jan-2026\n                                                                Check/Adv #: DD-0102266\nEmployee: Travis L. Whitt      Emp ID 0417      Dept: OTR Hopper      Filing: Married / KY 1\n\nEARNINGS              UNITS      RATE      CURRENT        YTD  | DEDUCTIONS          CURRENT        YTD\nMileage               2,184    0.5600     1,223.04   2,348.64  | Federal W/H          104.18     188.73\nStop pay                  3   25.0000        75.00     125.00  | Social Security       83.67     153.55\nDetention hrs          2.50   20.0000        50.00      50.00  | Medicare              19.57      35.91\nSafety bonus (Q4)                            50.00      50.00  | KY State W/H          51.74      94.94\n                                                               | Rowan Co. Occ Tax     13.98      25.74\n                                                               | 401(k) 4%  *          55.92     102.94\n                                                               | Medical/Dental *      48.50      97.00\n                                                               | Advance repay        100.00     100.00\nGROSS PAY                                 1,398.04   2,573.64  | TOTAL DEDUCTIONS     477.56     798.81\n\n                   CURRENT        YTD\nNET PAY             920.48   1,774.83      Direct deposit: Citizens National Bank  xxxxx4102   920.48\n\nYTD miles: 4,194      Advance balance after this check: 200.00 (3 payments remaining)\n* pre-tax (401(k) pre-tax for income tax; Medical/Dental Sec. 125)\nPrepared by Bluegrass PayServ LLC for Licking River Grain Haulers, Inc.    NON-NEGOTIABLE\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 139804,
      netCents: 92048,
      date: '2026-01-30',
      broker: 'LICKING RIVER GRAIN HAULERS, INC.',
      tripNumber: null,
      miles: 2184,
      linehaulCents: 122304,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [10418, 8367, 1957, 5174, 1398, 5592, 4850],
    },
  },
  {
    id: 'b154-lacombe-cheque-words-then-stub',
    issuer: 'Lacombe Prairie Freightways Ltd.',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta highway-driver pay: a cheque-style top with the net amount in words and asterisk-padded figure marked as a non-negotiable deposit advice, a detach line, then the earnings stub (miles at cents per mile, border crossings, drop & hook, layover, 4% vacation pay) with THIS PAY and YEAR TO DATE columns, deductions (CPP, EI, federal and Alberta tax, benefits, RRSP) likewise, and a three-column summary where each column stacks This pay / YTD label-value pairs; trips listed only in a trailing line; DD/MM/YYYY dates',
    text: 'LACOMBE PRAIRIE FREIGHTWAYS LTD.                                     No. 0030418\n5320 - 46 Avenue, Lacombe, Alberta  T4L 2B4\n                                                          DATE  20/03/2026\nPAY TO THE ORDER OF   ANDREW J. KOSTIUK\nTwo thousand four hundred three and 53/100 ------------------- DOLLARS  $****2,403.53\n\nADVICE OF DEPOSIT - NON-NEGOTIABLE          Deposited to ATB Financial 07119-***6624\n...............................................................................  detach here\n\nLACOMBE PRAIRIE FREIGHTWAYS LTD.  -  STATEMENT OF EARNINGS AND DEDUCTIONS\nEmployee  ANDREW J. KOSTIUK    Emp # 2219   Highway driver - US/Canada   Unit 4407\nPay period 01/03/2026 - 14/03/2026       Pay date 20/03/2026       Pay freq: Bi-weekly\n\nEARNINGS             QTY       RATE        THIS PAY      YEAR TO DATE\nHighway miles      4,812     0.6200        2,983.44         16,680.48\nBorder crossing        4    25.0000          100.00            550.00\nDrop & hook            3    15.0000           45.00            255.00\nLayover - Joliet       1   100.0000          100.00            400.00\nVacation pay 4%                              129.14            715.42\n\nDEDUCTIONS                                  THIS PAY      YEAR TO DATE\nCPP                                           191.77          1,058.76\nEI                                             54.73            303.19\nFederal income tax                            388.15          2,151.40\nAlberta income tax                            201.60          1,117.35\nGroup benefits (Manulife)                      42.80            256.80\nGroup RRSP                                     75.00            450.00\n\n   GROSS EARNINGS        TOTAL DEDUCTIONS        NET PAY\n   This pay  3,357.58    This pay    954.05      This pay  2,403.53\n   YTD      18,600.90    YTD       5,337.50      YTD      13,263.40\n\nTrips this period: LP-7720 Red Deer AB > Chicago IL, LP-7734 Joliet IL > Calgary AB\nVacation pay is paid out each period at 4% of earnings.  Questions: payroll@lacombeprairie.ca\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 335758,
      netCents: 240353,
      date: '2026-03-20',
      broker: 'LACOMBE PRAIRIE FREIGHTWAYS LTD.',
      tripNumber: 'LP-7720',
      miles: 4812,
      linehaulCents: 298344,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [19177, 5473, 38815, 20160, 4280, 7500],
    },
  },
  {
    id: 'b154-kankakee-schedule-cr-dr',
    issuer: 'Kankakee Receivables Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring schedule of accounts: invoice table with load/PO, debtor names that wrap onto a second line, MM-DD-YYYY invoice dates, face amount and a per-invoice 3% discount column with a totals row; settlement block where every amount carries a CR or DR suffix (face, discount total, reserve withheld, chargeback, reserve rebate from an earlier schedule, wire fee, net wired); a reserve-account balance walk beneath; "Jan. 22, 2026" funding date',
    text: 'KANKAKEE RECEIVABLES FUNDING, LLC\n250 E. Court St., Suite 300, Kankakee, IL 60901    (815) 555-0191    funding@kankakeerf.com\n\nSCHEDULE OF ACCOUNTS / PURCHASE REMITTANCE            Schedule No.   4471\nClient:  TWO RIVERS TRUCKING LLC  MC 1198264          Client No.     TR-0588\n         4417 Old Route 17, Bourbonnais IL 60914      Funding date   Jan. 22, 2026\nAdvance rate 100% less reserve 10%   Discount 3.00% flat   Payment method  Wire (same day)\n\nINVOICE  LOAD / PO     DEBTOR                             INV DATE      FACE AMT   DISC 3%\n-------  ------------  ---------------------------------  ----------  ----------  --------\n1187     GA-55120      Gateway Ag Logistics, Inc.         01-14-2026    2,450.00     73.50\n1188     PSB-90317     Prairie State Brokerage            01-15-2026    1,875.00     56.25\n                       Corporation of Illinois\n1189     MCC-2231-A    Midwest Cold Chain Partners,       01-16-2026    3,120.00     93.60\n                       LLC (c/o AP pay portal)\n1190     GA-55161      Gateway Ag Logistics, Inc.         01-19-2026      960.00     28.80\n                                                                      ----------  --------\n         4 invoices                                       TOTALS        8,405.00    252.15\n\nSETTLEMENT OF THIS SCHEDULE                                         AMOUNT\n  Face value of invoices purchased                             8,405.00 CR\n  Discount fees (column total above)                             252.15 DR\n  Reserve withheld 10%                                           840.50 DR\n  Chargeback - inv 1122 short paid by debtor                      75.00 DR\n  Reserve rebate - Schedule 4402 (all invoices collected)        310.00 CR\n  Wire fee                                                        20.00 DR\n                                                              -----------\n  NET FUNDS WIRED TO CLIENT                                    7,527.35 CR\n  to Heartland Bank ABA 0719xxxxx acct ****5503, ref KRF4471\n\nReserve account: opening 2,914.60 + withheld 840.50 - rebated 310.00 = closing 3,445.10\nDebtors: please remit to Kankakee Receivables Funding, LLC, PO Box 1187, Kankakee IL 60902.\nThis schedule is subject to the Factoring Agreement dated 06-01-2024.            Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 840500,
      netCents: 752735,
      date: '2026-01-22',
      broker: 'Gateway Ag Logistics, Inc.',
      tripNumber: 'GA-55120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 84050,
      reimbursementsCents: null,
      deductions: [25215, 7500, 2000],
    },
  },
  {
    id: 'b154-loxahatchee-reefer-rate-con',
    issuer: 'Loxahatchee Freight Brokerage, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Short broker rate confirmation for a three-stop reefer load: header with load number and weekday date, carrier and equipment lines, stops with appointment windows and PU/PO numbers, then a RATE block with line haul, fuel surcharge and extra stop and an all-in TOTAL, followed by lumper/detention terms and a signature line; MM/DD/YYYY dates',
    text: "LOXAHATCHEE FREIGHT BROKERAGE, LLC\n15500 Jupiter Farms Rd, Jupiter, FL 33478  |  MC 872265  |  Tel 561-555-0134\n                                          CARRIER RATE CONFIRMATION\nLoad #: LFB-309114           Date: Tue 04/21/2026          Rep: Dana Whitcomb x214\n\nCarrier: PALMETTO LINE HAULERS INC   MC 904417   Driver: Reggie Moss  (843) 555-0110\nEquipment: 53' reefer, continuous @ 34F          Commodity: fresh produce (peppers)  38,500 lb\n\nSTOP 1  PICKUP    Glades Fresh Packing, 2100 SR-80 W, Belle Glade FL 33430\n                  04/22/2026 0600-0900   PU# GFP-44817\nSTOP 2  DROP      Lowcountry Produce, 7 Burgess Rd, Ridgeland SC 29936\n                  04/23/2026 appt 0500   PO 5512-R   (partial)\nSTOP 3  DROP      Piedmont Fresh DC, 1200 Atando Ave, Charlotte NC 28206\n                  04/23/2026 appt 1300   PO 88170\n\nRATE                                  Line haul         $2,300.00\n                                      Fuel surcharge      $285.00\n                                      Extra stop           $50.00\n                                      TOTAL               $2,635.00  (USD, all-in)\nLumper: reimbursed at cost with receipt only. Detention $40/hr after 2 hrs free, must be\nreported before departure. No temp variance - pulp temps required at pickup.\n\nCarrier agrees to the above rate and the Broker-Carrier Agreement on file. Sign and return.\nCarrier signature: __________________________     Date: ____________\nSend invoices + signed POD to ap@loxahatcheefb.com. QuickPay 3% available.      Page 1/1\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 263500,
      broker: 'LOXAHATCHEE FREIGHT BROKERAGE, LLC',
      tripNumber: 'LFB-309114',
    },
  },
  {
    id: 'b154-iroquois-lumper-slip',
    issuer: 'Iroquois Dock Labor, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Narrow centred lumper receipt from a warehouse unloading crew: receipt number, "02 MAR 2026" date, carrier, PO, door, pallet counts, unload fee plus restack line and total paid by Comchek express code',
    text: '      IROQUOIS DOCK LABOR, LLC\n  Unloading services at Vermilion Grocers DC\n  800 E. Voorhees St, Danville IL 61832\n        Ph 217-555-0157\n\n   LUMPER RECEIPT        No. 0091734\n   Date: 02 MAR 2026     Time out: 14:42\n\n   Carrier:  TWO RIVERS TRUCKING LLC\n   Tractor/Trailer: 211 / 53114\n   PO#: 4478120        Door: 17\n   Pallets in: 22   Restacked: 4\n   Cases: 1,540\n\n   Unload fee             $220.00\n   Restack 4 @ $6.25       $25.00\n   --------------------------------\n   TOTAL PAID             $245.00\n   Paid by: COMCHEK  Exp code ****8831\n\n   Unloader: #27 M.R.\n   Keep this receipt for reimbursement.\n   No refunds after trailer departs.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-03-02',
    },
  },
];
