import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 160: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier settlement over two pages with per-load
 * subtotals, a load split by the page break and loaded/empty mile totals printed apart; US lessor
 * 72%-of-revenue plan with labels above amounts and balances beside the weekly charges; US dispatch
 * service flat-rate statement with dispatch-fee and quick-pay-fee columns and a one-sentence payout;
 * French Quebec voiturier relevé with sections in reverse order, flat voyage rates, TPS/TVQ and
 * trailing "$-" negatives; Mexican liquidación al permisionario in MXN with per-trip IVA 16% /
 * retención IVA 4% columns, totals only in the RESUMEN and the amount in words), two pay stubs
 * (Idaho company driver with side-by-side earnings/deductions and YTD columns, split deposit;
 * short British Columbia bi-weekly trip-pay stub with CPP/EI and YTD), a factoring purchase and
 * remittance advice with CR/DR amounts and wrapped debtor names, a three-stop broker rate
 * confirmation and a short produce-market lumper receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one British Columbia), 1 MX.
 * Date formats: MM/DD/YY, ISO YYYY-MM-DD, month names ("January 16, 2026"), French ("6 mars
 * 2026") with DD/MM/YYYY, Spanish ("13 de febrero de 2026") with DD/MM/YYYY, MM/DD/YYYY,
 * DD-Mon-YYYY ("27-Feb-2026"), day-first "04 MAR 2026", weekday "Thu, Mar 12 2026", M/D/YYYY.
 * Number formats: 1,234.56 with a parenthesised credit, French 1 234,56 $ with trailing "$-",
 * MXN 1.234,56 with parenthesised deductions, 1,234.56 CR/DR.
 */
export const HELD_OUT_DOCUMENTS_160: CorpusDocument[] = [
  {
    id: 'b160-siuslaw-two-page-load-subtotals',
    issuer: 'Siuslaw River Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile contractor settlement: page 1 header block with stmt no., pay date and week end beside the payee, then a load-detail table where each order spans three or four lines (origin, destination, BOL and shipper wrapped in the route column) with loaded and empty miles in separate columns and mileage pay, fuel surcharge, accessorials and a per-load subtotal stacked in the description/amount columns; load 58857 is split by the page break and continues under a repeated company header and column heading on page 2; the recap prints loaded and empty mile totals separately (reader adds them) and the three earnings components on one line before the gross, then deductions including a cash advance and an escrow deposit with its balance in the label, reimbursements and the ACH net; MM/DD/YY dates',
    text: 'SIUSLAW RIVER FREIGHT LINES, INC.                          CONTRACTOR SETTLEMENT\n2045 Highway 101, Florence, OR 97439                       Stmt No.   SRF-0220-214\nPh 541-555-0186   Fax 541-555-0187                         Pay Date   02/20/26\nMC-1187342   USDOT 3311875                                 Week End   02/14/26\n                                                           Page 1 of 2\nPay To:  PELICAN BAY TRUCKING LLC                          Tractor    214\n         Attn: Dale Harnish                                Pay basis  all miles @ $1.880\n         88 Ocean Dunes Ln, Reedsport OR 97467             FSC        all miles @ $0.480\n\nLOAD DETAIL\nORDER  DISPATCHED ORIGIN / DESTINATION           LD MI MT MI  DESCRIPTION             AMOUNT\n------ ---------- ------------------------------ ----- -----  ------------------- ---------\n58812  02/08/26   Coos Bay OR                      512    38  Mileage pay          1,034.00\n                  to Sacramento CA                            Fuel surcharge         264.00\n                  BOL 7741902                                 Detention 3 hr          75.00\n                  Shpr Roseburg Forest Prod.                     Load subtotal     1,373.00\n\n58840  02/10/26   Sacramento CA                    318    12  Mileage pay            620.40\n                  to Medford OR                               Fuel surcharge         158.40\n                  BOL 66120-S                                    Load subtotal       778.80\n                  Shpr Valley Rice Milling\n\n58857  02/11/26   Medford OR                       541    64  Mileage pay          1,137.40\n                  to Spokane WA via Yakima WA                 Fuel surcharge         290.40\n\n                                   ** continued on page 2 **\nSettlement questions: settlements@siuslawriverfreight.com  |  541-555-0186 opt 2\n------------------------------------------------------------------------------------------\nSIUSLAW RIVER FREIGHT LINES, INC.                          CONTRACTOR SETTLEMENT\n2045 Highway 101, Florence, OR 97439                       Stmt No.   SRF-0220-214\nPh 541-555-0186   Fax 541-555-0187                         Pay Date   02/20/26\nMC-1187342   USDOT 3311875                                 Week End   02/14/26\n                                                           Page 2 of 2\nContractor: PELICAN BAY TRUCKING LLC / Tractor 214\n\nLOAD DETAIL (continued)\nORDER  DISPATCHED ORIGIN / DESTINATION           LD MI MT MI  DESCRIPTION             AMOUNT\n------ ---------- ------------------------------ ----- -----  ------------------- ---------\n58857  (cont.)    BOL 0093311                                 Extra stop Yakima       60.00\n                  Shpr Bear Creek Pear Packing                   Load subtotal     1,487.80\n\n58871  02/13/26   Spokane WA                       468     0  Mileage pay            879.84\n                  to Eugene OR                                Fuel surcharge         224.64\n                  BOL SPK-48817                                  Load subtotal     1,104.48\n                  Shpr Inland NW Paper\n\nSETTLEMENT RECAP\n  Loads: 4        Loaded miles 1,839        Empty miles 114\n  Mileage pay 3,671.64    Fuel surcharge 937.44    Accessorials 135.00\n  TOTAL GROSS EARNINGS                                      4,744.08\n\n  DEDUCTIONS\n    EFS fuel - 9 transactions (see fuel register)         1,512.83\n    Occupational accident - Great West                       41.60\n    Bobtail / physical damage                                96.25\n    ELD - Motive                                             18.50\n    IRP plate prorate (wk 7 of 52)                           33.10\n    EFS cash advance 02/11  (chk 30551882)                  300.00\n    Escrow deposit   (escrow bal after 1,650.00)            150.00\n  TOTAL DEDUCTIONS                                          2,152.28\n\n  REIMBURSEMENTS (receipts on file)\n    Lumper - order 58840 Medford OR (rcpt L-20931)           85.00\n    CAT scale - Weed CA (ticket 118840)                      13.25\n  TOTAL REIMBURSEMENTS                                         98.25\n\n  NET PAY - ACH to Oregon Pacific Bank xxxx2207             2,690.05\n\nDisputes must be raised in writing within 15 days of the pay date (Lease Agmt sec. 9).\n                                                                              Page 2 of 2\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 474408,
      netCents: 269005,
      date: '2026-02-20',
      broker: 'SIUSLAW RIVER FREIGHT LINES, INC.',
      tripNumber: '58812',
      miles: 1953,
      linehaulCents: 367164,
      fuelSurchargeCents: 93744,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 9825,
      deductions: [151283, 4160, 9625, 1850, 3310],
    },
  },
  {
    id: 'b160-satilla-labels-above-amounts',
    issuer: 'Satilla Bluff Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-plan statement (72% of linehaul revenue, FSC per mile passed through): each load is a header line followed by a row of labels (linehaul revenue, your 72%, fuel surcharge, accessorial, miles) with the values on the line below, no mile total (reader adds the three loads); an EARNINGS THIS WEEK block again puts labels above amounts; the charges list has a THIS WEEK column beside a balance/note column (lease payoff, advance, maintenance fund and escrow balances) and ends with a toll reimbursement shown in parentheses as a credit; the final SETTLEMENT row puts labels above total earnings, charges, credits and ACH amount; ISO dates',
    text: 'SATILLA BLUFF TRACTOR LEASING, LLC\n1710 Alice St, Waycross GA 31501    912-555-0122    MC 1093318 / USDOT 2874410\n==================================================================================\nLEASE OPERATOR STATEMENT                               Statement date   2026-01-23\nLessee: Marcus T. Odom (Odom Freight Co.)              Lease / Unit     SBL-L-118 / 118\nPlan:   72% of linehaul revenue + 100% FSC ($0.45/mi) + 100% accessorials\nWork week 2026-01-11 through 2026-01-17                ACH effective    2026-01-27\n\nLOAD 1 of 3   SBL-3307   Waycross GA -> Columbus OH         delivered 2026-01-12\n   Linehaul revenue   Your 72%        Fuel surcharge   Accessorial     Miles\n   2,400.00           1,728.00        307.80           --              684\n\nLOAD 2 of 3   SBL-3315   Columbus OH -> Knoxville TN        delivered 2026-01-14\n   Linehaul revenue   Your 72%        Fuel surcharge   Accessorial     Miles\n   1,850.00           1,332.00        226.35           120.00 DET      503\n\nLOAD 3 of 3   SBL-3322   Knoxville TN -> Jacksonville FL    delivered 2026-01-16\n   Linehaul revenue   Your 72%        Fuel surcharge   Accessorial     Miles\n   3,125.00           2,250.00        363.15           --              807\n\nEARNINGS THIS WEEK\n   Your 72% share     Fuel surcharge     Accessorials       Total earnings\n   5,310.00           897.30             120.00             6,327.30\n\nCHARGES AND CREDITS                              THIS WEEK     BALANCE / NOTE\n   Tractor lease payment (wk 37 of 156)            725.00     remaining   86,610.00\n   Fuel - WEX fleet card                         1,688.42\n   Physical damage insurance                        84.00\n   Occupational accident                            36.75\n   Comchek advance 2026-01-13                      400.00     advance bal       0.00\n   Maintenance fund deposit                        200.00     fund bal      2,800.00\n   Escrow deposit                                  100.00     escrow bal    1,900.00\n   Toll reimbursement (Peach Pass, WV Tpk)        (42.60)     credit to you\n\nSETTLEMENT\n   Total earnings     Total charges      Credits            ACH amount\n   6,327.30           3,234.17           42.60              3,135.73\n   Deposited to: Southeastern Bank, routing 061103852, acct ending 0447\n\nMaintenance fund and escrow balances are held per Lease Sec. 14 and earn interest quarterly.\nSatilla Bluff Tractor Leasing, LLC - lessor statement - page 1/1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 632730,
      netCents: 313573,
      date: '2026-01-27',
      broker: 'SATILLA BLUFF TRACTOR LEASING, LLC',
      tripNumber: 'SBL-3307',
      miles: 1994,
      linehaulCents: 531000,
      fuelSurchargeCents: 89730,
      advancesCents: 40000,
      escrowCents: 30000,
      reimbursementsCents: 4260,
      deductions: [72500, 168842, 8400, 3675],
    },
  },
  {
    id: 'b160-unaka-dispatch-fee-columns',
    issuer: 'Unaka Ridge Dispatch Services, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier pay statement for flat-rate loads: a load table where each row wraps (broker name on the first line, lane and date on the second) with miles, flat rate, accessorial, a 7% dispatch-fee column and a 3% quick-pay-fee column (one load marked --** with a footnote), a totals row, asterisk footnotes, then a PAYOUT sentence running over two lines that strings the gross, both fee totals, a fuel advance, an ELD/TMS charge and the NET ACH TO CARRIER together; month-name dates',
    text: "UNAKA RIDGE DISPATCH SERVICES, LLC\nTruck dispatching for owner-operators & small fleets\n411 Love St, Erwin, TN 37650  |  (423) 555-0175  |  billing@unakaridgedispatch.com\n\nCARRIER PAY STATEMENT                                Statement #: URD-2026-0116-07\nCarrier: HOLSTON CREEK TRANSPORT LLC   MC 1320457   USDOT 3702218\nPeriod: January 9, 2026 - January 15, 2026           ACH sent: January 16, 2026\n\nBroker payments are collected by Unaka Ridge on the carrier's behalf under the\nDispatch Services Agreement dated March 3, 2025. Fees are withheld and the\nbalance is sent to the carrier by ACH.\n\nLOAD #       BROKER / LANE                       MILES  FLAT RATE   ACCESS.  DISP 7%   QP 3%\n-----------  ----------------------------------  -----  ---------  --------  -------  ------\nCGL-778105   Cumberland Gap Logistics Inc          231   1,150.00        --    80.50   34.50\n             Knoxville TN > Charlotte NC  01/09\nPFS-44219    Piedmont Freight Solutions            245     900.00    75.00*    68.25   29.25\n             Charlotte NC > Atlanta GA  01/12\nRR-20931     Red Bank Freight Group LLC            118     650.00        --    45.50    --**\n             Atlanta GA > Chattanooga TN  01/14\n                                                 -----  ---------  --------  -------  ------\nTOTALS                                             594   2,700.00     75.00   194.25   63.75\n\n  * Detention 3 hrs at consignee (Atlanta), approved by broker on rate con addendum.\n ** Broker pays by ACH on delivery at no charge - no quick-pay fee.\n\nPAYOUT\nGross 2,775.00 - dispatch fees 194.25 - quick-pay fees 63.75 - fuel advance\n01/13 (EFS) 250.00 - TruckLogics ELD/TMS 29.99 = NET ACH TO CARRIER 2,237.01\n\nACH to First Horizon Bank, acct ending 4471, trace no. 061000104471221\nNext statement: January 23, 2026. Questions within 10 days to billing@unakaridgedispatch.com.\nURD Carrier Pay Statement v3.2                                                      1 / 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 277500,
      netCents: 223701,
      date: '2026-01-16',
      broker: 'UNAKA RIDGE DISPATCH SERVICES, LLC',
      tripNumber: 'CGL-778105',
      miles: 594,
      linehaulCents: 270000,
      fuelSurchargeCents: null,
      advancesCents: 25000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [19425, 6375, 2999],
    },
  },
  {
    id: 'b160-saintfabien-net-first-sections',
    issuer: 'Transport Saint-Fabien inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator settlement (relevé de règlement) with its sections in reverse order: the deposited amount comes first with a one-line bracketed calculation, then 1. retenues et avances with trailing "$-" negatives (including a cash advance and a fonds de garantie retention whose balance sits in the label), 2. remboursements (a toll), and only last 3. revenus: flat-rate voyages with an 18% fuel surcharge column, a detention line whose amount lands in the surcharge column, subtotal, TPS and TVQ lines and a taxes-included total; asterisk footnotes; 1 234,56 $ numbers, DD/MM/YYYY and French month-name dates',
    text: "TRANSPORT SAINT-FABIEN INC.\n112, route 132 Est, Saint-Fabien (Québec)  G0L 2Z0\nTél. : 418 555-0148     NEQ 1167834402     NIR R-538427\n\nRELEVÉ DE RÈGLEMENT - VOITURIER PROPRIÉTAIRE-EXPLOITANT\nVoiturier : Camionnage J.-F. Pelletier enr.       No de fournisseur : V-0277\nPériode : du 22/02/2026 au 28/02/2026              Relevé no : RF-2026-09-0277\nDate du dépôt : 6 mars 2026\n\nMONTANT DÉPOSÉ ........................................ 2 279,56 $\n  Dépôt direct - Caisse Desjardins du Bic-Saint-Fabien, folio ****318\n  (Revenus 4 241,43 $ - retenues 1 974,27 $ + remboursements 12,40 $)\n\n1. RETENUES ET AVANCES\n   Carburant - carte Ultramar (7 transactions)      1 412,87 $-\n   Assurance responsabilité / cargaison                96,40 $-\n   Location de remorque 53 pi (R-4410)                140,00 $-\n   Frais administratifs                                25,00 $-\n   Avance de fonds du 24/02/2026                      200,00 $-\n   Fonds de garantie - retenue (solde 2 400,00 $)     100,00 $-\n                                                 --------------\n   Total des retenues                               1 974,27 $-\n\n2. REMBOURSEMENTS\n   Péage A-25 Olivier-Charbonneau (reçu 55218)          12,40 $\n\n3. REVENUS DE LA PÉRIODE\n   Voyage      Date        Trajet                  Tarif forfait.   Suppl. carb. 18 %\n   V-26-0412   23/02/2026  Rimouski - Montréal         1 350,00 $          243,00 $\n   V-26-0419   25/02/2026  Montréal - Québec             780,00 $          140,40 $\n   V-26-0425   27/02/2026  Québec - Rimouski             920,00 $          165,60 $\n   Temps d'attente V-26-0419 (2 h à 45,00 $) *                            90,00 $\n                                                 --------------\n   Sous-total avant taxes                            3 689,00 $\n   TPS 5 % **                                          184,45 $\n   TVQ 9,975 % **                                      367,98 $\n   Total des revenus (taxes incluses)                4 241,43 $\n\n  * Attente facturée au client selon la politique de temps d'attente (2 h gratuites).\n ** Taxes perçues pour le voiturier : TPS 80412 3377 RT0001 / TVQ 1220548831 TQ0001.\n\nToute contestation doit être transmise par écrit dans les 30 jours suivant la date du dépôt.\nTransport Saint-Fabien inc. - Relevé RF-2026-09-0277                          Page 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 424143,
      netCents: 227956,
      date: '2026-03-06',
      broker: 'TRANSPORT SAINT-FABIEN INC.',
      tripNumber: 'V-26-0412',
      miles: null,
      linehaulCents: 305000,
      fuelSurchargeCents: 54900,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: 1240,
      deductions: [141287, 9640, 14000, 2500],
    },
  },
  {
    id: 'b160-tlacotalpan-iva-per-trip-resumen',
    issuer: 'Transportes Tlacotalpan, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación de viajes al permisionario in MXN with 1.234,56 numbers: a per-trip table whose route column wraps onto a second line and which puts importe, IVA 16% and retención IVA 4% side by side on each concepto row (flete, and maniobras on the last trip) with no totals row; the totals exist only in the RESUMEN at the bottom (fletes, maniobras, subtotal, IVA, total facturado con IVA, then parenthesised retenciones de IVA e ISR, diesel vouchers, anticipo, insurance instalment, GPS, a toll reimbursement) ending in NETO A PAGAR and the amount in words; DD/MM/YYYY and Spanish long-form dates',
    text: 'TRANSPORTES TLACOTALPAN, S.A. DE C.V.\nRFC TTL090317KJ4      Permiso SICT TPAF01 3005TTL17072009\nCarretera Federal 175 Km 3,5, Col. El Mirador, Tlacotalpan, Ver., C.P. 95460\nTel. 288 555 0163   liquidaciones@transtlacotalpan.com.mx\n\nLIQUIDACIÓN DE VIAJES AL PERMISIONARIO                         Folio: LQ-2026-0147\nPermisionario: ROGELIO VENTURA CRUZ     RFC VECR780412HJ3     Unidad: T-31 (Kenworth T680)\nPeriodo: 01/02/2026 al 07/02/2026       Régimen: RESICO persona física\nFecha de pago: 13 de febrero de 2026\n\nDETALLE POR VIAJE (importes en pesos mexicanos)\nVIAJE    FECHA       RUTA                        CONCEPTO      IMPORTE    IVA 16%   RET. IVA 4%\n-------  ----------  --------------------------  ---------  ----------  ---------  ------------\nTT-8841  02/02/2026  Veracruz, Ver. - Puebla,    Flete       18.500,00   2.960,00        740,00\n                     Pue.\nTT-8856  04/02/2026  Puebla, Pue. - Cd. de       Flete        9.200,00   1.472,00        368,00\n                     México\nTT-8862  05/02/2026  Cd. de México - Veracruz,   Flete       21.300,00   3.408,00        852,00\n                     Ver.                        Maniobras    1.500,00     240,00         60,00\n\nCarta Porte / CFDI de ingreso del permisionario: A-1183, A-1184, A-1185 (UUID en anexo).\n\nRESUMEN DE LA LIQUIDACIÓN\n   Fletes                                          49.000,00\n   Maniobras de descarga                            1.500,00\n   Subtotal                                        50.500,00\n   IVA trasladado 16%                               8.080,00\n   Total facturado con IVA                         58.580,00\n   Retención de IVA 4%                             (2.020,00)\n   Retención de ISR 1,25% (RESICO)                   (631,25)\n   Diésel - vales Pemex (ver anexo)               (14.350,00)\n   Anticipo de viaje 03/02/2026                    (5.000,00)\n   Seguro de la unidad (parcialidad 6/12)          (1.200,00)\n   Rastreo satelital GPS                             (450,00)\n   Reembolso de casetas (comprobantes IAVE)         2.386,00\n                                               --------------\n   NETO A PAGAR                                    37.314,75\n\n   SON: (TREINTA Y SIETE MIL TRESCIENTOS CATORCE PESOS 75/100 M.N.)\n\nPago por transferencia SPEI a BBVA México, CLABE 012905004712338815, ref. LQ20260147.\nRecibí de conformidad: ______________________  ROGELIO VENTURA CRUZ\nHoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5858000,
      netCents: 3731475,
      date: '2026-02-13',
      broker: 'TRANSPORTES TLACOTALPAN, S.A. DE C.V.',
      tripNumber: 'TT-8841',
      miles: null,
      linehaulCents: 4900000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: null,
      reimbursementsCents: 238600,
      deductions: [202000, 63125, 1435000, 120000, 45000],
    },
  },
  {
    id: 'b160-ustick-stub-split-columns-ytd',
    issuer: 'Ustick Road Distribution, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver earnings statement printed by a payroll service: earnings (mileage, stop pay, detention, bonus with rate, units, current and YTD) on the left and taxes/deductions (current and YTD, including a road-advance repayment) on the right of a vertical bar, sharing rows; the GROSS PAY and TOTAL DEDUCTIONS totals sit on one line with their YTD figures; net pay printed beside YTD net and then split across two deposit accounts; loaded/empty miles in the header; MM/DD/YYYY dates',
    text: 'USTICK ROAD DISTRIBUTION, INC.                              EARNINGS STATEMENT\n9850 W Ustick Rd, Boise, ID 83704                           Check/Advice No.  0048813\nFEIN 82-0519437   (208) 555-0144                            Pay Date          02/06/2026\n                                                            Period  01/25/2026 - 01/31/2026\nEmployee: GARRETT L. SOMMERS      Emp ID 00417              Dept    Linehaul - Regional\nFederal: Single / W-4 2020+       ID: Single                Miles   loaded 1,902  empty 282\n\nEARNINGS        RATE     UNITS      CURRENT         YTD | DEDUCTIONS            CURRENT        YTD\n--------------------------------------------------------+------------------------------------------\nMileage        0.6200  2,184.00   1,354.08    6,872.30  | Federal Income Tax     128.44     661.20\nStop pay      25.0000      6.00     150.00      575.00  | Social Security        100.69     477.85\nDetention     20.0000      3.50      70.00      210.00  | Medicare                23.55     111.76\nSafety bonus                         50.00       50.00  | ID State Income Tax     71.30     362.75\n                                                        | 401(k) 4%               64.96     308.29\n                                                        | Medical PPO             48.20     241.00\n                                                        | Dental                   6.15      30.75\n                                                        | Road advance repay     100.00     100.00\n--------------------------------------------------------+------------------------------------------\nGROSS PAY                         1,624.08    7,707.30  | TOTAL DEDUCTIONS       543.29   2,293.60\n\nNET PAY  1,080.79          YTD NET  5,413.70\n\nDIRECT DEPOSIT DISTRIBUTION\n  Idaho Central Credit Union   Checking ****6021        880.79\n  Idaho Central Credit Union   Savings  ****6039        200.00\n\nPTO balance: 22.50 hrs    Road advance balance after this check: 0.00\nProcessed by Owyhee Payroll Services on behalf of Ustick Road Distribution, Inc.\nNON-NEGOTIABLE - THIS IS NOT A CHECK\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 162408,
      netCents: 108079,
      date: '2026-02-06',
      broker: 'USTICK ROAD DISTRIBUTION, INC.',
      tripNumber: null,
      miles: 2184,
      linehaulCents: 135408,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [12844, 10069, 2355, 7130, 6496, 4820, 615],
    },
  },
  {
    id: 'b160-sicamous-short-stub-trip-list',
    issuer: 'Sicamous Narrows Transport Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Short plain British Columbia bi-weekly pay stub: earnings (flat trip pay, wait time, stat holiday) and deductions (CPP, EI, federal and BC tax, benefits, union dues) in two simple blocks with CURRENT and YTD columns, net pay with its YTD, and the six numbered trips listed after the totals; DD-Mon-YYYY dates',
    text: 'SICAMOUS NARROWS TRANSPORT LTD.\n1220 Riverside Ave, Sicamous BC  V0E 2V0   |   250-555-0139   |   NSC BC 211-558-442\n\nSTATEMENT OF EARNINGS AND DEDUCTIONS\nEmployee   Lena Marchuk (#0093)             Pay period   08-Feb-2026 to 21-Feb-2026\nPosition   Highway driver - Class 1         Pay date     27-Feb-2026\n                                            Deposit      RBC ******5802\n\nEARNINGS                                         CURRENT         YTD\nTrip pay (6 trips, detail below)                2,570.00   10,215.00\nWait / load time   9.25 h @ 30.00                 277.50      840.00\nStat holiday - Family Day  8 h @ 30.00            240.00      240.00\nGross earnings                                  3,087.50   11,295.00\n\nDEDUCTIONS                                       CURRENT         YTD\nCPP                                               175.70      702.88\nEI                                                 50.33      201.37\nFederal income tax                                318.65    1,274.60\nBC provincial income tax                          129.40      517.60\nGroup benefits - Pacific Blue Cross                41.80      167.20\nUnion dues - Teamsters Local 213                   62.00      248.00\nTotal deductions                                  777.88    3,111.65\n\nNET PAY                                         2,309.62    8,183.35\n\nTRIPS THIS PERIOD\n  T-5512  08-Feb  Sicamous - Surrey (Annacis Is.)       410.00\n  T-5518  10-Feb  Surrey - Sicamous                     410.00\n  T-5523  12-Feb  Sicamous - Calgary AB                 465.00\n  T-5530  14-Feb  Calgary AB - Sicamous                 465.00\n  T-5536  17-Feb  Sicamous - Surrey (Annacis Is.)       410.00\n  T-5541  19-Feb  Surrey - Sicamous                     410.00\n\nVacation pay accrued (4%): 451.80 - paid out on request.   Questions: payroll@sicamousnarrows.ca\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 308750,
      netCents: 230962,
      date: '2026-02-27',
      broker: 'SICAMOUS NARROWS TRANSPORT LTD.',
      tripNumber: 'T-5512',
      miles: null,
      linehaulCents: 257000,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [17570, 5033, 31865, 12940, 4180, 6200],
    },
  },
  {
    id: 'b160-turkeycreek-cr-dr-wrapped-debtors',
    issuer: 'Turkey Creek Freight Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and remittance advice: an invoice table whose debtor names wrap onto a second line, with load/PRO numbers, face and a per-invoice 2.5% fee column closed by a totals row; below it an account-activity ledger where every amount carries a CR or DR suffix (face credit, fee, reserve withheld, reserve released from an earlier schedule, a chargeback and a wire fee) ending in the net wired; reserve balance and notice-of-assignment text at the foot; day-first DD MON YYYY dates',
    text: 'TURKEY CREEK FREIGHT FUNDING, LLC\nTransportation Factoring\nPO Box 2917, Hot Springs, AR 71914    (501) 555-0190    remit@turkeycreekfunding.com\n\nPURCHASE & REMITTANCE ADVICE                        Schedule No.   TCF-S-10422\nClient:  RIDGEBACK HAULING LLC  (MC 1254880)        Client No.     C-3318\n         4410 Malvern Ave, Hot Springs AR 71901     Funded         04 MAR 2026\n                                                    Method         Same-day wire\n\nINVOICES PURCHASED\nINV NO  LOAD / PRO    DEBTOR                       INV DATE          FACE   FEE 2.5%\n------  ------------  ---------------------------  -----------  ---------  --------\n1187    CBG-44102     Chattahoochee Brokerage      27 FEB 2026   2,350.00     58.75\n                      Group, Inc.\n1188    KL-9930187    Kinder Logistics of          28 FEB 2026   1,875.00     46.88\n                      Arkansas, LLC\n1190    RC-771046     Red Clay Freight Solutions   02 MAR 2026   3,100.00     77.50\n                      LLC\n                                                                ---------  --------\n        3 invoices                                 TOTALS        7,325.00    183.13\n\nACCOUNT ACTIVITY THIS SCHEDULE                                     AMOUNT\n  Face value of invoices purchased                            7,325.00 CR\n  Discount fees (2.5%)                                          183.13 DR\n  Reserve withheld (10% of face)                                732.50 DR\n  Reserve released - Sched TCF-S-10377 (paid in full)           412.00 CR\n  Chargeback - Inv 1150 short-paid by debtor (TCF-S-10301)      150.00 DR\n  Outgoing wire fee                                              15.00 DR\n                                                            ----------\n  NET WIRED TO CLIENT                                         6,656.37 CR\n\nWire to: Arvest Bank  ABA 082900432  acct ******7714\nFed reference 20260304B1QGC07C000318\nReserve account balance after this schedule: 3,418.75\n\nDebtors have been notified to remit to Turkey Creek Freight Funding, LLC, PO Box 2917,\nHot Springs AR 71914. Payments received by the client on purchased invoices must be\nforwarded within 2 business days (Factoring Agreement sec. 7.3).\n                                                                         Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 732500,
      netCents: 665637,
      date: '2026-03-04',
      broker: 'Chattahoochee Brokerage Group, Inc.',
      tripNumber: 'CBG-44102',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 73250,
      reimbursementsCents: null,
      deductions: [18313, 15000, 1500],
    },
  },
  {
    id: 'b160-tickfaw-three-stop-columns',
    issuer: 'Tickfaw Freight Brokerage, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate and load confirmation: header with load number and booking timestamp beside the address, carrier and equipment lines, three stops printed side by side in pipe-separated columns (pick, two drops with dates, addresses and PO numbers), then a RATE block (flat line haul, fuel surcharge, stop-off, total) sharing lines with a REFERENCE column, the total in words, detention and lumper notes that are not part of the total, terms and a signature line; M/D/YY and weekday month-name dates',
    text: "TICKFAW FREIGHT BROKERAGE, LLC                   CARRIER RATE & LOAD CONFIRMATION\n200 N Cate St, Hammond, LA 70401                 Load #     TRL-601938\nMC 1066452   |   Dispatch 985-555-0117           Booked     Thu, Mar 12 2026  10:41 CT\ncarriers@tickfawfreight.com                      Rep        Kayla Fontenot  x204\n\nCARRIER   BAYOU MANCHAC CARRIERS LLC   MC 1297731   USDOT 3611904\nDriver    T. Guidry   cell 225-555-0148     Truck 12   Trailer 5308R (53' reefer)\nEquipment Reefer - set 34 F continuous, pre-cool required, 42,000 lbs strawberries\n\nSTOP 1 - PICK                          | STOP 2 - DROP                  | STOP 3 - DROP\n03/13/26 0600-0800 APPT                | 03/13/26 by 1400               | 03/14/26 FCFS 0700-1500\nPonchatoula Strawberry Growers Co-op   | Kroger Jackson Area DC         | Kroger Memphis DC #023\n1000 W Pine St                         | 1790 Flowood Dr                | 4100 Holmes Rd\nPonchatoula LA 70454                   | Flowood MS 39232               | Memphis TN 38118\nPU# PSG-22871                          | PO# 4480019231 (6 pallets)     | PO# 4480019237 (16 pallets)\n\nRATE                                               REFERENCE\n  Line haul (flat)                   2,450.00      Customer ref   KRG-0313-PNT\n  Fuel surcharge                       385.00      Miles (PC*Miler) 612\n  Stop-off, 1 extra drop               140.00      Temp log       required at each stop\n  TOTAL CARRIER PAY           USD    2,975.00\n  (Two thousand nine hundred seventy-five and 00/100 US dollars)\n\n  Detention $50.00/hr after 2 free hours, only if reported to dispatch before departure.\n  Lumper: reimbursed with original receipt, not included in the total above.\n\nTERMS: Payment 30 days from receipt of signed BOL and this confirmation; QuickPay 2% in 2\ndays. Carrier may not re-broker, co-broker or double-broker this load. Reefer breakdown or\ntemp deviation must be reported immediately. Fines of $250 apply for late check calls.\n\nAccepted for carrier: ____________________________  Date: ____________\nPlease sign and return to carriers@tickfawfreight.com before dispatch.     Page 1 of 1\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 297500,
      broker: 'TICKFAW FREIGHT BROKERAGE, LLC',
      tripNumber: 'TRL-601938',
    },
  },
  {
    id: 'b160-wissahickon-lumper-reprint',
    issuer: 'Wissahickon Dock & Lumper Co.',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short narrow lumper receipt from a produce-market unloading service: centred header, receipt number, M/D/YYYY date with in/out times, door, PO, carrier, truck/trailer and load number, three charge lines and a total, payment by express code, and a duplicate-reprint stamp carrying a later date',
    text: '      WISSAHICKON DOCK & LUMPER CO.\n   Unloading services - Phila. Produce Market\n  6700 Essington Ave, Philadelphia PA 19153\n       215-555-0127   EIN 23-3318840\n\nLUMPER RECEIPT               No. WDL-0308877\nDate 3/9/2026    In 05:52    Out 07:18\nDoor 41          PO 77120934\nCarrier  KETTLE MORAINE EXPRESS LLC\nTruck 508   Trailer 53R-2214   Load 4471-KM\nPallets in 22 / out 22   Cases 1,540\n\nUnload, 22 pallets @ 11.80      259.60\nRestack / rework, 4 @ 12.50      50.00\nProcessing fee                    7.75\n                               -------\nTOTAL                           317.35\n\nPaid: Comchek express code ****8841\nUnloader: Team 3 (R. Alvarez)   Driver sig: on file\n\n*** DUPLICATE - reprinted 03/11/2026 14:02 ***\nKeep this receipt for reimbursement.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-03-09',
    },
  },
];
