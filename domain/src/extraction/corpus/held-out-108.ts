import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 108: ten trucking documents from issuers named T-Z, written without looking at
 * the extractor.
 * Kinds: five settlement statements (US per-mile flatbed carrier, two pages, with an at-a-glance
 * totals strip on top, wrapped trip lanes and current/YTD charges; US lessor 72% percentage-plan
 * worksheet with three-line bills and chargebacks printed two per line; US dispatch service portal
 * export in pipe tables with an at-a-glance box, wrapped broker names and per-load fee columns;
 * French Quebec per-trip (forfait) relevé with side-by-side gains/retenues in current and cumulative
 * columns and TPS/TVQ; Spanish Mexican liquidación laid out as a CARGO/ABONO voucher whose SUMAS
 * IGUALES row is not the gross), two pay stubs (US tank-driver check with a detachable stub and
 * side-by-side current/YTD columns; Alberta bi-weekly stub with a horizontal deduction strip and a
 * Y-T-D row under it plus an unpaid vacation accrual), a factoring client remittance with a boxed
 * amount and Less/Plus adjustments, a narrow thermal fuel receipt and a brake-job repair invoice.
 * Countries: 7 US, 2 CA (one French), 1 MX.
 * Date formats: month-name US (February 27, 2026 / Feb 16), MM/DD/YYYY, ISO YYYY-MM-DD, day-first
 * dd/mm/yyyy with French month names (13 mars 2026), Spanish month names (23 de enero de 2026,
 * 12-ene-2026), MM/DD/YY, day-first "13 Feb 2026", M/D/YYYY without leading zeros, DD-MON-YY.
 * Number formats: 1,234.56, French 1 234,56 $, starred check amounts, dotted leaders.
 */
export const HELD_OUT_DOCUMENTS_108: CorpusDocument[] = [
  {
    id: 'b108-wakpala-glance-box-two-page',
    issuer: 'Wakpala Prairie Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile flatbed owner-operator settlement over two pages: a boxed at-a-glance strip at the top with all six totals in one row under two-line column heads, a trip table with the lane wrapped onto a second line under each trip and a totals row, then page 2 with charges in current vs year-to-date columns, advance and escrow lines set apart, receipt reimbursements and balance footers; month-name dates',
    text: "WAKPALA PRAIRIE FREIGHT LINES, INC.                          OWNER-OPERATOR SETTLEMENT\nPO Box 318  -  Mobridge, SD 57601                            Settlement No.  2608-115\n(605) 555-0144   settlements@wakpalaprairie.com              Check Date:     February 27, 2026\nUSDOT 2874410   MC 961032                                    Page 1 of 2\n\nPAY TO   HIGH PLAINS IRON LLC                    Unit 115 (2019 Kenworth W900L)\n         Attn: Curtis Two Bulls                  Trailer: company 48' flatbed F-62\n         1122 3rd Ave W, Mobridge SD 57601       Week: February 15 - February 21, 2026\n\n+-------------------------------- SETTLEMENT AT A GLANCE ---------------------------------+\n|   TOTAL         LESS           LESS           LESS           PLUS             CHECK     |\n|   REVENUE       CHARGES        ADVANCES       ESCROW         REIMB.           AMOUNT    |\n|  3,802.63      1,793.37         400.00         125.00          25.25         1,509.51   |\n+-----------------------------------------------------------------------------------------+\nPay plan: loaded 1.68/mi, empty 1.05/mi, fuel surcharge .46 per loaded mile (PADD 4 index),\ntarp 75.00 per load, detention 45.00/hr after 2 hrs free. Miles per PC*Miler practical route.\n\nTRIP DETAIL\nTrip/BOL    Date(s)     Loaded  Empty   Mileage Pay   Fuel Surch.   Extra Pay    Trip Total\n--------------------------------------------------------------------------------------------\nWP-40611    Feb 16         301     38        545.58        138.46       75.00        759.04\n     Aberdeen SD > Minneapolis MN   (tarp)\nWP-40619    Feb 17         383     12        656.04        176.18        0.00        832.22\n     Minneapolis MN > Omaha NE\nWP-40627    Feb 18-19      541      0        908.88        248.86       90.00      1,247.74\n     Omaha NE > Denver CO   (detention 2 hr)\nWP-40633    Feb 20         402     27        703.71        184.92       75.00        963.63\n     Denver CO > Rapid City SD   (tarp)\n--------------------------------------------------------------------------------------------\nTOTALS                   1,627     77      2,814.21        748.42      240.00      3,802.63\n\n- continued on page 2 -\n\nWAKPALA PRAIRIE FREIGHT LINES, INC.   Settlement 2608-115   Unit 115              Page 2 of 2\n\nCHARGES                                          THIS SETTLEMENT      YEAR TO DATE\n  Fuel - Love's / TA card (6 purchases)            1,496.83        9,114.60\n  Occupational accident (Zurich)                      44.00          352.00\n  Physical damage / bobtail                           87.25          698.00\n  Trailer usage F-62  1704 mi @ .06                  102.24          813.37\n  ELD / telematics                                    24.95          199.60\n  IFTA fuel tax adjustment                            38.10          152.40\n  TOTAL CHARGES                                    1,793.37       11,329.97\n\n  Comchek advance 02/17 (ref CK 55130872)            400.00        1,200.00\n  Escrow deposit                                     125.00          875.00\n\nREIMBURSEMENTS (receipts attached)\n  CAT scale - Omaha NE 02/18                          13.50\n  CAT scale - Rapid City SD 02/20                     11.75\n\nEscrow balance after this deposit: 2,375.00     Advance balance outstanding: 0.00\nYTD revenue 21,418.07   YTD check amount 9,966.12\nSettlement questions must be submitted in writing within 15 days of the check date.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 380263,
      netCents: 150951,
      date: '2026-02-27',
      broker: 'WAKPALA PRAIRIE FREIGHT LINES, INC.',
      tripNumber: 'WP-40611',
      miles: 1704,
      linehaulCents: 281421,
      fuelSurchargeCents: 74842,
      advancesCents: 40000,
      escrowCents: 12500,
      reimbursementsCents: 2525,
      deductions: [149683, 4400, 8725, 10224, 2495, 3810],
    },
  },
  {
    id: 'b108-youghiogheny-worksheet-paired-chargebacks',
    issuer: 'Youghiogheny Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-plan settlement worksheet: centered letterhead, key/value header with check date on the right, a wide bill table where each bill spans three lines (shipper, wrapped consignee with a note, lane) with line revenue beside the 72% lessee share, FSC and accessorial columns and a totals row, a dotted compensation recap, chargebacks printed two per line side by side (advance and maintenance deposit mixed in), total chargebacks and pay-this-amount line, balance and YTD footers; MM/DD/YYYY dates',
    text: '                         YOUGHIOGHENY TRACTOR LEASING, LLC\n                  418 Water Street  Connellsville, PA 15425  724-555-0187\n\nLESSEE SETTLEMENT WORKSHEET                                   Check date   03/13/2026\nLessee:  Dale R. Kowalczyk   Lessee # 0931                    Check no.    0041877\nTractor: YTL-31  2020 Mack Anthem   Pay plan: 72% line / 100% FSC & accessorial\nWeek:    03/01/2026 thru 03/07/2026\n\nBILL     SHIP DATE    SHIPPER / CONSIGNEE                MILES   LINE REV   LESSEE 72%     FSC   ACCESS\n=======================================================================================================\n22871    03/02/2026   Allegheny Valley Glass Co.           191     725.00     522.00     95.50\n                        to Buckeye Container Corp.\n                        Tarentum PA - Columbus OH\n22894    03/03/2026   Buckeye Container Corp.              208     790.00     568.80    104.00    50.00\n                        to Falls City Packaging               stop chg\n                        Columbus OH - Louisville KY\n22903    03/04/2026   Falls City Packaging                 470   1,645.00   1,184.40    235.00\n                        to Queen City Beverage Dist.\n                        Louisville KY - Charlotte NC\n22917    03/06/2026   Piedmont Paper Products              452   1,310.00     943.20    226.00   100.00\n                        to Laurel Highlands Foods             detention\n                        Charlotte NC - Uniontown PA\n=======================================================================================================\nWEEK TOTALS (4 bills)                                     1321   4,470.00   3,218.40    660.50   150.00\n\n  Lessee 72% share .......  3,218.40\n  Fuel surcharge .........    660.50\n  Stop chg / detention ...    150.00\n  TOTAL COMPENSATION .....  4,028.90\n\nCHARGEBACKS\n  Fuel - Comdata wk 10        1,207.44      Tractor pmt #21 of 48         685.00\n  Phys dmg / bobtail             96.10      IRP plate installment          45.00\n  Cash advance 03/04            250.00      Maint. acct deposit           125.00\n  Satellite / ELD                19.00      Occ/Acc insurance              36.75\n  E-ZPass tolls (PA Tpk)         38.60\n                                                       ---------\n                                    TOTAL CHARGEBACKS   2,502.89\n\n  PAY THIS AMOUNT (check 0041877) ........................ $1,526.01\n\nBalances after this settlement -  Maint. acct 1,875.00 | Tractor payoff 24,160.00 | Deficit 0.00\nYTD compensation 36,412.77   YTD chargebacks 17,988.40\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 402890,
      netCents: 152601,
      date: '2026-03-13',
      broker: 'YOUGHIOGHENY TRACTOR LEASING, LLC',
      tripNumber: '22871',
      miles: 1321,
      linehaulCents: 321840,
      fuelSurchargeCents: 66050,
      advancesCents: 25000,
      escrowCents: 12500,
      reimbursementsCents: null,
      deductions: [120744, 68500, 9610, 4500, 1900, 3675, 3860],
    },
  },
  {
    id: 'b108-tishomingo-portal-pipe-export',
    issuer: 'Tishomingo Carrier Services, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service statement exported from a carrier portal as pipe tables: dotted key/value header with funds-released date, an at-a-glance pipe box at the top (billed, combined fees and charges, reimbursements, released), a load table whose broker names wrap into a continuation row, a per-load fee table with dispatch % and quick-pay % columns and a totals row, dated charge lines (advance, its fee, cargo pass-through), a lumper pass-through, and a pending load that is not part of the payout; ISO dates',
    text: 'TISHOMINGO CARRIER SERVICES, LLC  |  Carrier Portal  |  Statement export\n104 W Quitman St, Iuka MS 38852  |  662-555-0133  |  pay@tishomingocarrier.com\n\nCarrier ............ Bear Creek Hauling LLC (MC 1402218) - truck 7\nStatement .......... TCS-2611-07\nWork week .......... 2026-03-09 to 2026-03-15\nFunds released ..... 2026-03-18 by ACH to Peoples Bank ****5521\n\n| AT A GLANCE                     |              |\n|---------------------------------|--------------|\n| Billed to brokers (4 loads)     |     3,740.00 |\n| Our fees + your charges         |      -649.55 |\n| Pass-through reimbursements     |      +120.00 |\n| RELEASED TO YOU                 |     3,210.45 |\n\nLOADS COLLECTED THIS WEEK (brokers paid Tishomingo Carrier Services; we remit to you)\n| Picked up  | Load ref     | Broker                    | Lane                         | Mi  |     Rate |    FSC | Extra |\n|------------|--------------|---------------------------|------------------------------|-----|----------|--------|-------|\n| 2026-03-09 | CH-7731904   | Magnolia Gateway Freight  | Tupelo MS -> Birmingham AL   | 171 |   850.00 |      - |     - |\n|            |              | Solutions, Inc.           |                              |     |          |        |       |\n| 2026-03-10 | BRK 55120-A  | Natchez Trace Logistics   | Birmingham AL -> Atlanta GA  | 147 |   725.00 |      - | 75.00 |\n| 2026-03-11 | 4471093      | Cumberland Plateau        | Atlanta GA -> Nashville TN   | 249 | 1,050.00 | 140.00 |     - |\n|            |              | Brokerage LLC             |                              |     |          |        |       |\n| 2026-03-13 | LD 990318    | Sardis Lake Freight       | Nashville TN -> Memphis TN   | 212 |   900.00 |      - |     - |\n|            |              | Partners                  |                              |     |          |        |       |\nExtra: detention 1.5 hr on BRK 55120-A. Loaded miles only; deadhead is not billed.\n\nFEES BY LOAD\n  Load ref        Billed      Dispatch 7%     QuickPay 2.5%\n  CH-7731904      850.00          59.50             21.25\n  BRK 55120-A     800.00          56.00             20.00\n  4471093       1,190.00          83.30             29.75\n  LD 990318       900.00          63.00             22.50\n  Totals        3,740.00         261.80             93.50\n\nYOUR CHARGES\n  2026-03-11  Comcheck fuel advance #77120453         250.00\n  2026-03-11  Comcheck service fee                      6.25\n  2026-03-15  Cargo insurance (pass-through, wk 11)    38.00\n\nREIMBURSED TO YOU\n  LD 990318 lumper, Memphis TN (receipt 20044871)     120.00   collected from broker\n\nNOT IN THIS PAYOUT: 2026-03-14 load 990412 (Sardis Lake Freight Partners) 1,150.00 - awaiting POD\nStatement generated 2026-03-17 06:02 CT. Questions: reply within 5 business days.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 374000,
      netCents: 321045,
      date: '2026-03-18',
      broker: 'TISHOMINGO CARRIER SERVICES, LLC',
      tripNumber: 'CH-7731904',
      miles: 779,
      linehaulCents: 352500,
      fuelSurchargeCents: 14000,
      advancesCents: 25000,
      escrowCents: null,
      reimbursementsCents: 12000,
      deductions: [26180, 9350, 625, 3800],
    },
  },
  {
    id: 'b108-weedon-releve-gains-retenues-cumulatif',
    issuer: 'Transports Weedon-Stornoway inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator pay statement (relevé de paie - voiturier) paid per trip (forfait): header with the deposit amount in a small box on the right, trip table with forfait / surcharge / other columns and totals, then side-by-side GAINS and RETENUES columns each with current and year-to-date (cumulatif) amounts, gains adding TPS and TVQ to a taxes-included total, retenues mixing an advance and a guarantee fund, separate non-taxable reimbursement and a printed deposit equation; day-first dd/mm/yyyy and French month-name dates, 1 234,56 numbers',
    text: 'TRANSPORTS WEEDON-STORNOWAY INC.                                  RELEVÉ DE PAIE - VOITURIER\n215, 2e Avenue, Weedon (Québec)  J0B 3J0                         Relevé : WS-26-0310-14\nTél. 819 555-0171   comptabilite@transportsweedon.qc.ca           Payé le : 13 mars 2026\nTPS 70418 2291 RT0001   TVQ 1227604418 TQ0001\n                                                                  +-------------------------+\nVoiturier : Gestion M. Fontaine inc. (camion 14)                  |  DÉPÔT :   1 643,43 $   |\n            TPS 79920 1180 RT0001  TVQ 1230019962 TQ0001          +-------------------------+\nSemaine   : du 1er au 7 mars 2026        Mode : dépôt direct, Desjardins (folio ...2217)\n\nVOYAGES (rémunération au forfait, surcharge carburant 15 % du forfait)\nNo voyage   Date         Trajet                                   Forfait     Surch.   Autres\n----------------------------------------------------------------------------------------------\nW-5512      02/03/2026   Weedon QC -> Montréal QC                   640,00      96,00     0,00\nW-5518      03/03/2026   Montréal QC -> Québec QC                   720,00     108,00    45,00\nW-5523      04/03/2026   Québec QC -> Sherbrooke QC                 610,00      91,50     0,00\nW-5530      05/03/2026   Sherbrooke -> Drummondville -> Weedon      455,00      68,25    35,00\n----------------------------------------------------------------------------------------------\n                                                        Totaux    2 425,00     363,75    80,00\nAutres : attente 1,5 h à Québec (W-5518) 45,00 ; arrêt supplémentaire Drummondville (W-5530) 35,00\n\nGAINS                           COURANT    CUMULATIF  | RETENUES                              COURANT   CUMULATIF\nForfaits voyages (4)           2 425,00    19 880,00  | Carburant - cartes FleetNet          1 124,87    8 904,11\nSurcharge carburant 15 %         363,75     2 981,60  | Assurance camion (Intact)               96,40      771,20\nAttente / arrêt suppl.            80,00       415,00  | Location remorque R-207                110,00      880,00\nSous-total taxable             2 868,75    23 276,60  | Tablette / cellulaire                   22,50      180,00\nTPS 5 %                          143,44     1 163,83  | Immatriculation SAAQ (vers. 3/12)       68,15      204,45\nTVQ 9,975 %                      286,16     2 321,84  | Avance en argent 04/03                 200,00      600,00\nTOTAL DES GAINS                3 298,35    26 762,27  | Fonds de garantie                       75,00      600,00\n                                                      | TOTAL DES RETENUES                   1 696,92   12 139,76\n\nREMBOURSEMENTS (non taxables, sur pièces justificatives)\n  Pesée et permis spécial MTQ - reçus 88104 / 88119                 42,00\n\nCALCUL DU DÉPÔT :  3 298,35 - 1 696,92 + 42,00 = 1 643,43 $\n\nSolde du fonds de garantie : 1 875,00 $      Solde des avances : 0,00 $\nLes taxes sont perçues pour le compte du voiturier et remises par celui-ci.     Page 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 329835,
      netCents: 164343,
      date: '2026-03-13',
      broker: 'TRANSPORTS WEEDON-STORNOWAY INC.',
      tripNumber: 'W-5512',
      miles: null,
      linehaulCents: 242500,
      fuelSurchargeCents: 36375,
      advancesCents: 20000,
      escrowCents: 7500,
      reimbursementsCents: 4200,
      deductions: [112487, 9640, 11000, 2250, 6815],
    },
  },
  {
    id: 'b108-tamazunchale-poliza-cargo-abono',
    issuer: 'Tamazunchale Autotransportes, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish Mexican weekly owner-operator settlement (liquidación al permisionario) laid out as an accounting voucher: trip list with carta porte and a right-aligned sum of freight, then a CARGO/ABONO movement table where freight, stay charge and IVA are credits, the IVA-included total appears only as a parenthetical memo line, withholdings, diesel with litres x price, advance, reserve fund and loan installment are debits, toll reimbursement is a credit and the net payable is itself a debit so that a SUMAS IGUALES row balances both columns; amount in words, balances, signature lines; Spanish month-name dates',
    text: 'TAMAZUNCHALE AUTOTRANSPORTES, S.A. DE C.V.\nRFC TAU110304HN2   Permiso SICT 2406TAU11030421\nCarretera Nacional México-Laredo Km 356, Barrio San Rafael, Tamazunchale, S.L.P., C.P. 79960\n\n                LIQUIDACIÓN SEMANAL AL PERMISIONARIO              No. 2026-03/117\n\nPermisionario : ROGELIO MARTÍNEZ OLVERA        RFC MAOR800922LT7 (RESICO)\nUnidad        : Freightliner Cascadia 2018, placas 82-AP-3M   Eco. 27\nPeriodo       : del 12 al 18 de enero de 2026\nFecha de pago : viernes 23 de enero de 2026, transferencia SPEI a BBVA ****7730\n\nVIAJES REALIZADOS\nOrden     Carta porte  Salida        Ruta                                                         Flete\nTZ-8841   CP 30512     12-ene-2026   Tamazunchale, S.L.P. - Cd. Valles - Tampico, Tamps.     14,200.00\nTZ-8857   CP 30540     14-ene-2026   Tampico, Tamps. - Querétaro, Qro.                       16,750.00\nTZ-8862   CP 30561     16-ene-2026   Querétaro, Qro. - Tamazunchale, S.L.P.                  11,300.00\n                                                                            Suma de fletes   42,250.00\n\nMOVIMIENTOS DE LA LIQUIDACIÓN                                      CARGO           ABONO\n------------------------------------------------------------------------------------------------\nFletes del periodo (3 viajes)                                                      42,250.00\nEstadía 1 día en descarga, TZ-8862 (Querétaro)                                        900.00\nIVA trasladado 16%                                                                  6,904.00\n     (Total de percepciones con IVA: $50,054.00)\nRetención IVA 4% (autotransporte)                                   1,726.00\nRetención ISR 1.25% (RESICO)                                          539.38\nDiésel 612.4 L x $24.35 (vales 4471 al 4476)                       14,911.94\nAnticipo de viaje TZ-8841 (11-ene)                                  6,000.00\nFondo de reserva - aportación semanal                               1,500.00\nSeguro de la unidad (parte semanal)                                 1,150.00\nRastreo GPS                                                           320.00\nAbono préstamo llantas (3 de 10)                                    1,800.00\nReembolso de casetas comprobadas (22 tickets)                                       4,236.00\nNETO A PAGAR AL PERMISIONARIO                                      26,342.68\n                                                               -------------   -------------\nSUMAS IGUALES                                                      54,290.00       54,290.00\n\nIMPORTE NETO CON LETRA: (VEINTISÉIS MIL TRESCIENTOS CUARENTA Y DOS PESOS 68/100 M.N.)\n\nSaldo fondo de reserva: $9,000.00        Saldo préstamo llantas: $12,600.00 (7 abonos)\nEl permisionario emite CFDI de ingreso por el total de percepciones con IVA.\n\n____________________________                 ____________________________\n   Elaboró: Contabilidad                         Recibí conforme: Permisionario\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5005400,
      netCents: 2634268,
      date: '2026-01-23',
      broker: 'TAMAZUNCHALE AUTOTRANSPORTES, S.A. DE C.V.',
      tripNumber: 'TZ-8841',
      miles: null,
      linehaulCents: 4225000,
      fuelSurchargeCents: null,
      advancesCents: 600000,
      escrowCents: 150000,
      reimbursementsCents: 423600,
      deductions: [172600, 53938, 1491194, 115000, 32000, 180000],
    },
  },
  {
    id: 'b108-tonopah-check-top-stub-ytd-side-by-side',
    issuer: 'Tonopah Desert Tank Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company tank-driver weekly pay advice printed as a check on top (amount in words, starred amount, non-negotiable) and a detachable stub below: earnings (units, rate, current, YTD) side by side with deductions and taxes (current, YTD), totals row with YTD in the same line, road-advance repayment among the deductions, net pay line repeating the deposit, taxable wages and miles footer; MM/DD/YY dates',
    text: 'TONOPAH DESERT TANK LINES, INC.                                     Check No. 0208814\n2250 Glendale Avenue  Sparks, NV 89431                              Date:     03/06/26\n(775) 555-0158\n\nPAY        One Thousand Two Hundred Fourteen and 33/100 Dollars\n\nTO THE     RAMON E. ACHTERBERG                                      $*****1,214.33\nORDER OF   4471 Pyramid Way #12, Sparks NV 89436\n                     *** NON-NEGOTIABLE - DIRECT DEPOSIT ADVICE ***\n\n- - - - - - - - - - - - - - - - - - - - detach here - - - - - - - - - - - - - - - - - - - - - -\n\nTONOPAH DESERT TANK LINES, INC.   EMPLOYEE EARNINGS STATEMENT                 Check No. 0208814\nEmployee: RAMON E. ACHTERBERG   ID 2271   Terminal SPARKS   Period 02/22/26-02/28/26   Pay Date 03/06/26\n\nHOURS AND EARNINGS                                         | DEDUCTIONS AND TAXES\nDescription             Units     Rate   Current       YTD | Description             Current       YTD\nMileage               2,318.0    .5850  1,356.03 11,874.40 | Federal W/H              158.22  1,377.10\nPump-off / load hrs      7.25  26.0000    188.50  1,521.00 | Social Security          105.44    945.88\nHazmat load premium         3  25.0000     75.00    600.00 | Medicare                  24.66    221.21\nSafety bonus Q4                           150.00    150.00 | 401(k) 5%                 88.48    801.42\n                                                           | Medical (pre-tax)         64.80    583.20\n                                                           | Vision (pre-tax)           4.10     36.90\n                                                           | Uniform rental             9.50     85.50\n                                                           | Road adv. repay 02/24    100.00    100.00\n-----------------------------------------------------------+------------------------------------------\nGROSS PAY                               1,769.53 14,145.40 | TOTAL DEDUCTIONS         555.20  4,151.21\n\nNET PAY  1,214.33     Direct deposit: Nevada State Bank  checking ****6604  1,214.33\n\nTaxable wages: Federal 1,612.15   Soc Sec/Medicare 1,700.63   NV: no state income tax\nMiles this period 2,318 (loaded 1,702 / empty 616). PTO balance 24.00 hrs. Road advance balance 0.00\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 176953,
      netCents: 121433,
      date: '2026-03-06',
      broker: 'TONOPAH DESERT TANK LINES, INC.',
      tripNumber: null,
      miles: 2318,
      linehaulCents: 135603,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [15822, 10544, 2466, 8848, 6480, 410, 950],
    },
  },
  {
    id: 'b108-trochu-horizontal-deduction-strip',
    issuer: 'Trochu Valley Transport Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta company-driver bi-weekly earnings statement: coded earnings lines (mileage, border crossings, layover) with a right-hand gross, a banked vacation-pay accrual that is not paid, deductions printed as a horizontal strip of short column codes (CPP, EI, income tax, health, LTD, social club, advance recovery, total) with a Current row and a Y-T-D row underneath, boxed net pay and YTD footer; day-first month-name dates',
    text: 'TROCHU VALLEY TRANSPORT LTD.                     STATEMENT OF EARNINGS AND DEDUCTIONS\nBox 540, 101 Main Street, Trochu, Alberta  T0M 2C0        Payroll 403-555-0162\n\nEmployee  0457  NAVJOT S. BRAR                 Pay period   25 Jan 2026 to 7 Feb 2026\nPosition  Class 1 highway driver (CDN/US)      Deposit date 13 Feb 2026\nSIN       *** *** 418                          Pay no.      03 of 26\n\nEARNINGS\n  Code  Description                           Qty       Rate       Amount\n  MIL   Highway miles (ELD)              5,104 mi     0.6300     3,215.52\n  BRD   Border crossings Coutts AB              4    30.0000       120.00\n  LAY   Layover Dallas TX, 30 Jan               1   100.0000       100.00\n                                                  ------------------------\n                                                  Gross earnings  3,435.52\n\n  VAC   Vacation pay accrued 4% (banked, not paid this period)     137.42\n\nDEDUCTIONS\n                  CPP         EI    INC TAX  HLTH/DENT        LTD   SOC CLUB  ADV RECOV      TOTAL\nCurrent        196.40      56.00     612.35      44.80      13.15       5.00     150.00   1,077.70\nY-T-D          589.21     168.00   1,837.05     134.40      39.45      15.00     150.00   2,933.11\n\n+--------------------------------------------+\n|  NET PAY THIS PERIOD          $  2,357.82  |\n|  ATB Financial  chequing ****0381          |\n+--------------------------------------------+\n\nY-T-D gross 10,418.66      Y-T-D net 7,485.55      Vacation bank 416.75\nADV RECOV = road advance of 29 Jan 2026 (Sweetgrass MT), recovered in full.\nIncome tax is combined federal and Alberta withholding. CPP base exemption prorated per pay.\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 343552,
      netCents: 235782,
      date: '2026-02-13',
      broker: 'TROCHU VALLEY TRANSPORT LTD.',
      tripNumber: null,
      miles: 5104,
      linehaulCents: 321552,
      fuelSurchargeCents: null,
      advancesCents: 15000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [19640, 5600, 61235, 4480, 1315, 500],
    },
  },
  {
    id: 'b108-withlacoochee-remittance-boxed-amount',
    issuer: 'Withlacoochee Freight Factors, Inc.',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring client remittance advice: boxed remittance amount in the upper right beside the client block, invoice table with a wrapped debtor name, per-invoice fee, reserve and advance columns and a totals row, an adjustments list with Less/Plus words before the amounts (fuel advance, recourse chargeback, ACH fee, reserve rebate), a one-line net equation and account-position balances; M/D/YYYY dates without leading zeros',
    text: 'WITHLACOOCHEE FREIGHT FACTORS, INC.\n211 N. Apopka Ave, Inverness, FL 34450\nClient Services 352-555-0129  |  remit@withlacoocheefactors.com\n\nCLIENT REMITTANCE ADVICE                         +----------------------------------+\n                                                 |  REMITTANCE AMOUNT   $  6,797.91  |\nClient:    Ridge Manor Transport LLC  #40218     |  Sent 3/10/2026 via same-day ACH |\nBatch:     B-40218-0061                          +----------------------------------+\nReceived:  3/9/2026   Purchased: 3/10/2026\nProgram:   Recourse, 3.25% flat fee per invoice, 93% advance / 7% reserve\n\nINVOICES PURCHASED\nInvoice   Debtor                     Load #       Inv Date     Face Amt      Fee    Reserve    Advance\n--------------------------------------------------------------------------------------------------------\nRM-2207   Ocklawaha Logistics, Inc.  OKL-448120   3/2/2026     2,150.00    69.88     150.50   1,929.62\nRM-2208   Santa Fe River Brokerage   7730016      3/3/2026     1,780.00    57.85     124.60   1,597.55\n          Group, LLC\nRM-2209   Ocklawaha Logistics, Inc.  OKL-448302   3/4/2026     2,640.00    85.80     184.80   2,369.40\nRM-2210   Hickory Flat Freight Co.   HF-3391      3/5/2026       985.00    32.01      68.95     884.04\n--------------------------------------------------------------------------------------------------------\n4 inv                                                          7,555.00   245.54     528.85   6,780.61\n\nADJUSTMENTS TO THIS REMITTANCE\n  Less  Fuel advance FA-2031 issued 3/4/2026 (repaid)                     300.00\n  Less  Recourse chargeback - inv RM-2151, debtor short pay                85.00\n  Less  Same-day ACH fee                                                   10.00\n  Plus  Reserve rebate - batch B-40218-0057 collected in full             412.30\n\n  Net of invoices 6,780.61  - adjustments 395.00  + rebate 412.30  =  6,797.91\n\nACCOUNT POSITION AFTER THIS BATCH\n  Reserve held  4,906.15      Open A/R (purchased, unpaid)  21,384.00      Fuel advances due  0.00\n\nDebtors have been notified to remit to Withlacoochee Freight Factors, Inc., P.O. Box 1187,\nInverness FL 34451. Invoices unpaid at 90 days are charged back per section 6 of your agreement.\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 755500,
      netCents: 679791,
      date: '2026-03-10',
      broker: 'Ocklawaha Logistics, Inc.',
      tripNumber: 'OKL-448120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: 52885,
      reimbursementsCents: null,
      deductions: [24554, 8500, 1000],
    },
  },
  {
    id: 'b108-topock-narrow-fuel-receipt',
    issuer: 'Topock Junction Travel Center',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Narrow thermal-printer truck-stop receipt: centered store header, date and 24-hour time on one line, diesel and DEF pump lines with gallons x price and the amount on its own right-aligned line, a merchandise item, subtotal/tax/total, fleet-card and auth block with unit, odometer and trip reference, excise-tax notes, rewards points and shower credits; MM/DD/YYYY date',
    text: '        TOPOCK JUNCTION TRAVEL CENTER\n       I-40 Exit 1 - 12 Park Moabi Rd\n            Topock, AZ 86436\n             (928) 555-0120\n   Store 014   Reg 03   Trans 448120\n\n   03/04/2026          14:37:52\n   Cashier: FUEL DESK 2\n\n PUMP 11  DIESEL #2 ULSD  (TRUCK)\n    142.318 GAL @ 4.389 /GAL\n                                $624.63\n PUMP 11  DEF  (BULK)\n      5.210 GAL @ 3.999 /GAL\n                                 $20.83\n 1 @ 12.98  WIPER BLADE 22IN\n                                 $12.98\n                           ----------\n   SUBTOTAL                     $658.44\n   SALES TAX (fuel tax incl)      $0.00\n   TOTAL                        $658.44\n\n   COMDATA FLEET   ************4471\n   AUTH 448812     ENTRY: CHIP\n   Unit 22   Trailer 5310R   Odometer 408117\n   Driver ID 0381   Trip 7716\n\n   Fed excise tax included  0.244/gal\n   AZ use fuel tax included 0.260/gal\n\n   ROAD REWARDS  Points earned 142\n                 Points balance 1,884\n   Shower credits earned 1  (bal 3)\n\n       CUSTOMER COPY - THANK YOU\n   Prices include all applicable taxes\n',
    expected: {
      documentType: 'fuel_receipt',
      grossCents: null,
      netCents: null,
      date: '2026-03-04',
    },
  },
  {
    id: 'b108-yermo-brake-job-invoice',
    issuer: 'Yermo Diesel & Brake, Inc.',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Truck repair shop invoice: invoice number and invoice date top right with a separate date-in and time, customer and unit blocks side by side with odometer and engine hours, complaint/cause lines, labor table (hours x rate) and parts table (qty x unit price), a right-hand dotted totals ladder with shop supplies, disposal fee and sales tax on parts, paid-by-card line and zero balance due; DD-MON-YY dates',
    text: 'YERMO DIESEL & BRAKE, INC.                                    INVOICE   No. 26-0114\n37560 Yermo Road, Yermo, CA 92398                             Invoice Date: 09-JAN-26\nTel 760-555-0192   BAR ARD00288417   EPA 608 cert.            Date In: 08-JAN-26 16:40\n                                                              Terms: Due on receipt\n\nCUSTOMER                               UNIT\nBear Creek Hauling LLC                 2019 Volvo VNL 760   Unit 7\nPO Box 212, Red Bay AL 35582           VIN 4V4NC9EH2KN******\nDriver: J. Pettus  256-555-0118        Odometer in 612,480   Engine hrs 21,904\n\nCOMPLAINT: Driver reports brake pull to right, drive axle shoes at 1/4".\nCAUSE:     Shoes worn to rivets on 1st drive, drums heat checked over limit.\n\nLABOR                                                              HRS      RATE       AMOUNT\n  R&R drive axle shoes, drums, slack adjusters (2 axles)           5.5    145.00       797.50\n  Adjust brakes / road test / DOT brake check                      0.8    145.00       116.00\n\nPARTS                                                    QTY     UNIT PRICE     EXTENDED\n  BRK-4707Q  Brake shoe kit 4707Q w/ hardware              4          89.95       359.80\n  KN-28517   Brake drum 16.5 x 7                           2         214.50       429.00\n  HAL-S30    Slack adjuster auto, 1.5-28                   2          68.75       137.50\n  GAS-1X     Gladhand seal (pk 2)                          1           4.50         4.50\n\n                                         Labor .........................       913.50\n                                         Parts .........................       930.80\n                                         Shop supplies 5% of labor .....        45.68\n                                         Used oil/parts disposal fee ...        15.00\n                                         Sales tax 7.75% (parts) .......        72.14\n                                         ============================================\n                                         INVOICE TOTAL .................     1,977.12\n                                         Paid - Visa ****2207 09-JAN-26      1,977.12\n                                         BALANCE DUE ...................         0.00\n\nWarranty: parts per manufacturer; labor 90 days / 10,000 miles. Old parts returned: NO.\nI authorize the above repairs.  Signature: ______________________\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-01-09',
    },
  },
];
