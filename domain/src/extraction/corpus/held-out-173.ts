import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 173: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier over two pages with repeated headers, wrapped
 * trip lines and loaded/empty mile totals printed separately; US lessor 70%-of-revenue plan with
 * labels-above-amounts summary boxes, wrapping load rows and a balance column beside the period
 * deductions; US dispatch service flat-rate loads with several amounts per line, per-load fee
 * subtotals and a net ACH sent by the service; French Quebec voiturier relevé with the deposit first
 * and revenue last, flat voyage rates, TPS/TVQ-included revenue total and a Solde column; Mexican
 * liquidación al permisionario in MXN with a two-sided ABONOS | CARGOS ledger, IVA 16%, retención IVA
 * 4% / ISR 1.25% and the amount in words), two pay stubs (Georgia weekly company-driver mileage stub
 * with earnings and deductions side by side, YTD columns and a split direct deposit; Manitoba
 * bi-weekly trip-rate stub with CPP/EI, vacation pay, YTD columns and a trip-sheet list), a factoring
 * purchase/remittance advice with wrapped debtor names, fee and reserve columns and CR/DR
 * adjustments, a narrow truck-stop fuel receipt and a short lumper receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one Manitoba), 1 MX.
 * Date formats: MM/DD/YY, ISO YYYY-MM-DD, DD-Mon-YY (20-Mar-26), French month names ("le 16 avril
 * 2026") with DD/MM/YYYY, Spanish long dates ("26 de marzo de 2026") with DD/MM/YYYY, MM/DD/YYYY,
 * month-name US style (April 10, 2026), day-first with month name (09 April 2026), DDMONYY (07APR26).
 * Number formats: 1,234.56 with trailing minus, with parentheses and with CR/DR suffixes; French
 * 1 234,56 $; Mexican-statement 1.234,56 with "$" and the amount in words.
 */

export const HELD_OUT_DOCUMENTS_173: CorpusDocument[] = [
  {
    id: 'b173-dosewallips-two-page-loaded-empty-miles',
    issuer: 'Dosewallips River Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement: page 1 has the carrier header, contractor block, pay-plan line and the first three trips, each wrapped onto two lines (trip ref, date and lane; then customer, loaded miles, empty miles, mile pay @1.780 on all miles, FSC @0.460 and accessorials with STOP/DET codes), a footnote on the FSC schedule and a page footer; page 2 repeats a short header and the column heads, finishes the trips, prints a totals row with loaded and empty mile totals separately (never their sum), then a recap with the gross, deductions, advance and escrow shown with trailing minus signs (escrow balance in the label), unsigned reimbursements and the net check; MM/DD/YY dates',
    text: "DOSEWALLIPS RIVER FREIGHT, INC.                                   CONTRACTOR SETTLEMENT\n2207 Olympic Hwy N, Shelton WA 98584                              Settlement # DRF-S-260417-23\nPh (360) 555-0186   MC 1187342   USDOT 3329175                    Check Date:   04/17/26\n                                                                  Week Ending:  04/11/26\nPay To:  TALBOT RIDGE TRUCKING LLC  (Owen Talbot)                 Unit 23  /  Trlr DR-5318\n         4410 Dayton Airport Rd, Shelton WA 98584                 Contractor ID 10423\nPay plan: all dispatched miles (loaded + empty) @ $1.780, FSC all miles @ $0.460*\n\nTRIP / DATE / LANE                         LOADED  EMPTY    MILE PAY       FSC   ACCESS.\n    CUSTOMER                                 MI     MI      @1.780    @0.460\n--------------------------------------------------------------------------------------------\nDRF-118204   04/05/26  Shelton WA -> Pasco WA\n    Simpson Lbr / Tri-Cities Bldg Sup        268     34      537.56    138.92      0.00\nDRF-118219   04/06/26  Pasco WA -> Boise ID\n    Columbia Basin Ag > Treasure Vly         291     12      539.34    139.38      0.00\nDRF-118233   04/07/26  Boise ID -> Twin Falls ID -> Ogden UT\n    Owyhee Dairy (2 drops)                   337     48      685.30    177.10     50.00 STOP\n\n                                   ** trips continued on page 2 **\n\n* FSC per company schedule, DOE West Coast (less CA) diesel avg $4.612 for week of 04/06/26.\nDosewallips River Freight, Inc. - contractor confidential                          Page 1 of 2\nDOSEWALLIPS RIVER FREIGHT, INC.                                   CONTRACTOR SETTLEMENT\nSettlement # DRF-S-260417-23    Check Date 04/17/26               Unit 23 - TALBOT RIDGE TRUCKING LLC\n\nTRIP / DATE / LANE                         LOADED  EMPTY    MILE PAY       FSC   ACCESS.\n    CUSTOMER                                 MI     MI      @1.780    @0.460\n--------------------------------------------------------------------------------------------\nDRF-118240   04/08/26  Ogden UT -> Pendleton OR\n    Wasatch Cabinet Co > Umatilla DC         421      0      749.38    193.66     90.00 DET\nDRF-118257   04/10/26  Hermiston OR -> Tumwater WA\n    Blue Mtn Foods > Olympia Grocers         256     61      564.26    145.82      0.00\n--------------------------------------------------------------------------------------------\nTRIP TOTALS (5 trips)                      1,573    155    3,075.84    794.88    140.00\n\nSETTLEMENT RECAP\n  Gross earnings (mile pay + FSC + accessorials)              4,010.72\n  Fuel purchases - Comdata (9 txns)                           1,512.38-\n  Occupational accident ins.                                     39.75-\n  Bobtail / non-trucking liability                               14.20-\n  Trailer rental 53' DR-5318                                     95.00-\n  ELD subscription                                               24.99-\n  IFTA / fuel tax prepay                                         55.00-\n  Cash advance 04/08/26 - Comdata Express                       300.00-\n  Escrow deposit  (escrow balance after: 2,850.00)              150.00-\n  Reimb: CAT scale ticket Ogden UT                               14.75\n  Reimb: lumper DRF-118257 rcpt 60231                           110.00\n                                                            ------------\n  NET PAY - CHECK NO. 0058821                                 1,944.15\n\nDisputes must be raised within 10 days of the check date. Escrow earns no interest; balance\nrefundable 45 days after lease termination per Sec. 9 of the Independent Contractor Agreement.\nDosewallips River Freight, Inc. - contractor confidential                          Page 2 of 2\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 401072,
      netCents: 194415,
      date: '2026-04-17',
      broker: 'DOSEWALLIPS RIVER FREIGHT, INC.',
      tripNumber: 'DRF-118204',
      miles: 1728,
      linehaulCents: 307584,
      fuelSurchargeCents: 79488,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 12475,
      deductions: [151238, 3975, 1420, 9500, 2499, 5500],
    },
  },
  {
    id: 'b173-cathlamet-label-over-amount-boxes',
    issuer: 'Cathlamet Bay Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor 70%-of-revenue settlement: after the header block, two rows of ruled boxes put labels above amounts (LOAD REVENUE 100% / YOUR SHARE 70% / FUEL SURCHARGE / ACCESSORIALS, then TOTAL COMPENSATION / DEDUCTIONS in parentheses / REIMBURSEMENTS / NET PAY), so the 100% revenue sits first beside the real gross; a load table whose shipper/consignee lines wrap onto one or two extra lines; a deductions-and-advances list with THIS PERIOD in parentheses and a BALANCE column beside it (lease payoff, plate recovery, escrow, advance); a washout reimbursement; ISO dates',
    text: "CATHLAMET BAY TRACTOR LEASING, LLC\n95 Main St, PO Box 311, Cathlamet, WA 98612  |  (360) 555-0173  |  USDOT 2871146  |  MC 968204\n\nLEASE OPERATOR SETTLEMENT - PERCENTAGE PLAN\n\nOperator:        Dana M. Kowalczyk              Lease Agreement:  CBTL-LA-0217\nTractor:         217 (2021 FL Cascadia)         Trailer:          R-1175 (53' reefer)\nSettlement No.:  2026-13-0217                   Period:           2026-03-22 to 2026-03-28\nPlan:            70% of load revenue; fuel surcharge and accessorials paid 100%\nPay Date:        2026-04-03  (ACH, Riverview Community Bank ...3382)\n\n+--------------------+--------------------+--------------------+--------------------+\n| LOAD REVENUE 100%  | YOUR SHARE 70%     | FUEL SURCHARGE     | ACCESSORIALS       |\n|           7,925.00 |           5,547.50 |           1,156.65 |             175.00 |\n+--------------------+--------------------+--------------------+--------------------+\n| TOTAL COMPENSATION | DEDUCTIONS         | REIMBURSEMENTS     | NET PAY (ACH)      |\n|           6,879.15 |         (2,934.17) |              45.00 |           3,989.98 |\n+--------------------+--------------------+--------------------+--------------------+\n\nLOAD DETAIL\nLOAD        DELIVERED      REVENUE   SHARE 70%        FSC   ACCESSORIAL\n----------  ----------  ----------  ----------  ---------  ------------------------\nCBL-30417   2026-03-23    2,840.00    1,988.00     412.60      0.00\n            Longview WA (Weyco Packaging) -> Medford OR (Rogue Valley DC)\nCBL-30425   2026-03-25    1,975.00    1,382.50     288.15    100.00 DETENTION\n            Medford OR (Harry Creek Pears) -> Sacramento CA (Delta Produce\n            Terminal, West Sacramento)\nCBL-30431   2026-03-27    3,110.00    2,177.00     455.90     75.00 DRIVER ASSIST\n            Sacramento CA (Capay Foods) -> Kelso WA (Three Rivers\n            Grocery Distribution, Dock 4)\n\nDEDUCTIONS AND ADVANCES                       THIS PERIOD        BALANCE\n  Tractor lease pmt (wk 88 of 260)              (725.00)      61,240.18\n  Fuel - EFS fleet card (7 txns)              (1,688.42)\n  Physical damage insurance                      (84.10)\n  Occupational accident                          (33.40)\n  ELD / Samsara                                  (22.00)\n  IRP plate recovery                             (31.25)         406.25\n  Escrow contribution                           (100.00)       2,600.00\n  Comchek advance 2026-03-24                    (250.00)           0.00\n                                            ------------\n                                              (2,934.17)\n\nREIMBURSEMENTS\n  Reefer washout - West Sacramento (rcpt 2207)     45.00\n\nBalances are for information only and are not deducted from this settlement. Load revenue\n(100%) is shown so you can verify your 70% share against the rate confirmations.\nCathlamet Bay Tractor Leasing, LLC   settlements@cathlametbaytl.com              Page 1 of 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 687915,
      netCents: 398998,
      date: '2026-04-03',
      broker: 'CATHLAMET BAY TRACTOR LEASING, LLC',
      tripNumber: 'CBL-30417',
      miles: null,
      linehaulCents: 554750,
      fuelSurchargeCents: 115665,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: 4500,
      deductions: [72500, 168842, 8410, 3340, 2200, 3125],
    },
  },
  {
    id: 'b173-bluestone-per-load-subtotal-lines',
    issuer: 'Bluestone Gorge Dispatch, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier pay statement for flat-rate loads: each load is a header line (load number, broker, pickup and delivery day-first dates and cities, loaded miles) followed by one line packing several amounts (flat rate, plus detention or stop-off, = load revenue, 7% fee, load net), with a lumper reimbursement note under one load; a summary adds load revenue and lists the dispatch-fee total, a pass-through factoring fee, insurance and an EFS advance in parentheses, the lumper reimbursement and NET ACH TO CARRIER; the service states it sends the ACH; DD-Mon-YY dates',
    text: 'BLUESTONE GORGE DISPATCH, LLC\nTruck dispatch & back-office services for small fleets\n300 Temple St, Suite 2, Hinton, WV 25951   (304) 555-0129   ops@bluestonegorgedispatch.com\n\nCARRIER PAY STATEMENT          Statement BGD-0320-014          ACH SENT: 20-Mar-26\nCarrier: MEADOW FORK TRANSPORT LLC   MC 1290834   USDOT 3710526   Truck 14 (2019 Peterbilt 579)\nWeek:    14-Mar-26 thru 19-Mar-26    Flat-rate loads  -  dispatch fee 7% of load revenue\n\nLOAD 48817734     Tri-Peak Freight Solutions   PU 16-Mar Charleston WV  DEL 16-Mar Columbus OH    166 mi\n    Rate 1,150.00 flat   + Detention 75.00  = Load rev 1,225.00   Fee 7%  85.75   Load net 1,139.25\n\nLOAD NLG-7731042  Norland Logistics Group      PU 17-Mar Columbus OH    DEL 17-Mar Louisville KY  209 mi\n    Rate 1,080.00 flat                      = Load rev 1,080.00   Fee 7%  75.60   Load net 1,004.40\n\nLOAD HB-99120     Harrower Brokerage Inc.      PU 18-Mar Louisville KY  DEL 18-Mar Knoxville TN   247 mi\n    Rate 1,320.00 flat                      = Load rev 1,320.00   Fee 7%  92.40   Load net 1,227.60\n    Lumper paid by driver 140.00 (rcpt L-55817) - reimbursed below, no fee\n\nLOAD 3305561      Tri-Peak Freight Solutions   PU 19-Mar Knoxville TN   DEL 19-Mar Beckley WV     291 mi\n    Rate 1,475.00 flat   + Stop-off 50.00   = Load rev 1,525.00   Fee 7% 106.75   Load net 1,418.25\n\nSUMMARY                                                    AMOUNT\n  Load revenue, 4 loads (913 loaded mi)                   5,150.00\n  Dispatch fees 7% (per load above)                        (360.50)\n  Factoring fee 2.0% - Pinyon Funding (pass-through)       (103.00)\n  Occ/acc insurance - weekly                                (42.00)\n  EFS fuel advance 17-Mar (check code 7730)                (400.00)\n  Lumper reimbursement (load HB-99120)                      140.00\n                                                      ------------\n  NET ACH TO CARRIER                                      4,384.50\n\nACH sent by Bluestone Gorge Dispatch, LLC to United Bank acct ending 0917, trace 051404260003318.\nBroker payments are collected by our factoring partner and remitted to us; brokers do not pay you\ndirectly on dispatched loads. Rate confirmations available in your carrier portal.\nPage 1/1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 515000,
      netCents: 438450,
      date: '2026-03-20',
      broker: 'BLUESTONE GORGE DISPATCH, LLC',
      tripNumber: '48817734',
      miles: 913,
      linehaulCents: 502500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 14000,
      deductions: [36050, 10300, 4200],
    },
  },
  {
    id: 'b173-saintzenon-net-first-revenue-last',
    issuer: 'Camionnage Saint-Zénon inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      "French Quebec owner-operator settlement (relevé de règlement) with sections in reverse order: 1. the deposited amount and deposit date first, 2. the period's withholdings with a Solde column (advance and guarantee-fund balances) and a total, 3. the revenue last, a table of flat-rate voyages (forfait, fuel surcharge, other with a waiting-time note on its own line), then subtotal, TPS 5 %, TVQ 9,975 % and the tax-included revenue total; a footnote explains the net; French numbers 1 234,56 $, French month name for the statement date and DD/MM/YYYY elsewhere",
    text: "CAMIONNAGE SAINT-ZÉNON INC.\n6120, rue Principale, Saint-Zénon (Québec)  J0K 3N0\nTél. : 450 555-0148    NEQ 1168234571    CTQ R-538214-2    USDOT 2954810\nTPS : 781234569 RT0001    TVQ : 1219876543 TQ0001\n\nRELEVÉ DE RÈGLEMENT - VOITURIER-REMORQUEUR                     Relevé no : RZ-2026-15-042\nSaint-Zénon, le 16 avril 2026\nVoiturier : Transport M. Gagnon enr. (Mathieu Gagnon)          Unité : 42\n            TPS 744512368 RT0001  /  TVQ 1223456789 TQ0001\nPériode :   du 05/04/2026 au 11/04/2026\n\n1. MONTANT DÉPOSÉ\n   Dépôt direct - Caisse Desjardins de Kildare, folio ***4471\n   Date du dépôt : 17/04/2026                                       2 108,16 $\n   (voir la note * au bas de la page)\n\n2. RETENUES DE LA PÉRIODE                               Montant            Solde\n   Carburant - carte Ultramar (14 transactions)      1 246,83 $\n   Assurance cargaison et responsabilité                96,40 $\n   Location de remorque R-118 (semaine)                140,00 $\n   Frais d'administration                               35,00 $\n   Avance de fonds du 08/04/2026                       200,00 $          0,00 $\n   Fonds de garantie (retenue de la semaine)            75,00 $      1 875,00 $\n                                                 --------------\n   Total des retenues                                1 793,23 $\n\n3. REVENUS DE LA PÉRIODE\n   Voyage     Date        Trajet                          Forfait    Surcharge     Autres\n                                                                     carburant\n   V-26-0412  06/04/2026  Joliette - Québec (Beauport)    485,00 $     72,75 $\n   V-26-0415  07/04/2026  Québec - Rimouski               690,00 $    103,50 $\n   V-26-0419  08/04/2026  Rimouski - Saint-Jérôme       1 120,00 $    168,00 $   110,00 $\n                          (attente 2 h au déchargement, Saint-Jérôme)\n   V-26-0423  10/04/2026  Laval - Sherbrooke              560,00 $     84,00 $\n                                                        ----------  ----------  ---------\n   Totaux                                               2 855,00 $    428,25 $   110,00 $\n\n   Sous-total avant taxes                                      3 393,25 $\n   TPS 5 %                                                       169,66 $\n   TVQ 9,975 %                                                   338,48 $\n   Total des revenus (taxes incluses)                          3 901,39 $\n\n* Montant déposé = total des revenus taxes incluses moins total des retenues. Le solde du fonds\n  de garantie vous est remboursé 60 jours après la fin du contrat de location de services.\nPage 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 390139,
      netCents: 210816,
      date: '2026-04-17',
      broker: 'CAMIONNAGE SAINT-ZÉNON INC.',
      tripNumber: 'V-26-0412',
      miles: null,
      linehaulCents: 285500,
      fuelSurchargeCents: 42825,
      advancesCents: 20000,
      escrowCents: 7500,
      reimbursementsCents: null,
      deductions: [124683, 9640, 14000, 3500],
    },
  },
  {
    id: 'b173-tepalcatepec-cargos-abonos-ledger',
    issuer: 'Fletes Tepalcatepec, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican weekly liquidación to an owner-operator (permisionario) in MXN with amounts in the 1.234,56 style: header with RFC and SICT permit, a VIAJES table whose rows wrap (carta porte, date, origin on the first line, destination alone on the second, flete and maniobras), then a two-sided ABONOS | CARGOS ledger split by a vertical bar (fletes, maniobras, subtotal, IVA 16% on the left; IVA and ISR retentions, diesel vouchers, IAVE tolls, trip advance, maintenance fund, insurance and GPS on the right) with totals on one line, the balance paid, the amount in words, an SPEI transfer date later than the statement date, an informational fund balance and signature lines; Spanish long date and DD/MM/YYYY',
    text: 'FLETES TEPALCATEPEC, S.A. DE C.V.\nRFC FTE140822K57      Permiso SICT 1611FTE14082201\nAv. Lázaro Cárdenas 2280, Col. Ramírez, C.P. 60050, Uruapan, Michoacán.  Tel. 452 555 0137\n\nLIQUIDACIÓN SEMANAL A PERMISIONARIO                                Folio: LQ-2026-0318\nUruapan, Mich., a 26 de marzo de 2026\nPermisionario: JUAN CARLOS ÁVALOS PÉREZ      RFC AAPJ800312HN4      Régimen: RESICO P.F.\nUnidad: Kenworth T680 2021, placas 88-AK-7F  Semana 12: del 16/03/2026 al 22/03/2026\n\nVIAJES\nCarta porte   Fecha        Origen / Destino                         Flete      Maniobras\n-----------   ----------   ---------------------------     ---------------   ------------\nCP-8841       18/03/2026   Lázaro Cárdenas, Mich.                18.500,00           0,00\n                           Guadalajara, Jal.\nCP-8857       20/03/2026   Guadalajara, Jal.                     14.200,00           0,00\n                           Querétaro, Qro.\nCP-8863       21/03/2026   Querétaro, Qro.                       21.350,00       1.200,00\n                           Lázaro Cárdenas, Mich.\n\nABONOS                                   | CARGOS\n-----------------------------------------+------------------------------------------------\nFletes (3 viajes)              54.050,00 | Retención IVA 4%                      2.210,00\nManiobras                       1.200,00 | Retención ISR 1.25% (RESICO)            690,63\nSubtotal                       55.250,00 | Diésel - vales (6)                   21.384,60\nIVA 16%                         8.840,00 | Casetas TAG IAVE                      4.126,00\n                                         | Anticipo de viaje 17/03               5.000,00\n                                         | Fondo de mantenimiento                1.500,00\n                                         | Seguro de unidad (parcialidad)        1.850,00\n                                         | Rastreo satelital                       650,00\n-----------------------------------------+------------------------------------------------\nTOTAL ABONOS                   64.090,00 | TOTAL CARGOS                         37.411,23\n\nSALDO A FAVOR DEL PERMISIONARIO:   $ 26.678,77\n(VEINTISÉIS MIL SEISCIENTOS SETENTA Y OCHO PESOS 77/100 M.N.)\n\nPagado por transferencia SPEI el 27/03/2026 a BBVA México, CLABE ************5521\nClave de rastreo: FTE20260327LQ0318\nFondo de mantenimiento acumulado: $ 19.500,00 (no se descuenta del saldo, sólo informativo).\nLas retenciones de IVA e ISR se informan en el CFDI de retenciones del mes.\n\n_____________________________              _____________________________\nElaboró: Contabilidad                        Recibí de conformidad\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 6409000,
      netCents: 2667877,
      date: '2026-03-27',
      broker: 'FLETES TEPALCATEPEC, S.A. DE C.V.',
      tripNumber: 'CP-8841',
      miles: null,
      linehaulCents: 5405000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 150000,
      reimbursementsCents: null,
      deductions: [221000, 69063, 2138460, 412600, 185000, 65000],
    },
  },
  {
    id: 'b173-cohutta-side-by-side-ytd-stub',
    issuer: 'Cohutta Mountain Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Weekly company-driver earnings statement printed by a payroll service: an EARNINGS block (rate, units, current, YTD) runs beside a TAXES & DEDUCTIONS block (current, YTD) with TAXES / PRE-TAX / AFTER-TAX sub-heads, separated by a vertical bar so each printed line carries four or more amounts; below, a summary with labels above two rows (CURRENT and YTD) of gross, pre-tax, taxes, after-tax and net; the net is split across two direct deposits (a fixed savings amount and the checking remainder); road advance repaid after tax; MM/DD/YYYY dates',
    text: 'COHUTTA MOUNTAIN CARRIERS, INC.                                   EARNINGS STATEMENT\n1450 Industrial Blvd, Chatsworth, GA 30705                        Voucher No.  0071932\nFEIN 58-2218740   USDOT 1984523                                   Pay Date:    04/10/2026\n                                                                  Period:      03/29/2026 - 04/04/2026\nEmployee: LEONARD T. WHITFIELD     Emp # 4418    Dept OTR-SOLO    Truck 1187\n          212 Old Federal Rd, Ellijay, GA 30540       Filing: Fed Single / GA Single, 0 allow.\n\nEARNINGS           RATE    UNITS     CURRENT        YTD  | TAXES & DEDUCTIONS      CURRENT       YTD\n--------------- -------  -------   ---------  ---------  | ----------------------- -------  --------\nMileage Pay      0.6000  2,318.0    1,390.80  19,842.60  | TAXES\nStop Pay        25.0000      3.0       75.00     875.00  |   Federal Income Tax     141.44  1,843.64\nDetention       20.0000      2.5       50.00     280.00  |   Social Security         92.57  1,270.88\nSafety Bonus                           50.00     300.00  |   Medicare                21.65    297.23\n                                                         |   GA State Income Tax     61.37    791.27\n                                                         | PRE-TAX\n                                                         |   401(k) 5%               78.29  1,062.27\n                                                         |   Medical - Employee      64.50    903.00\n                                                         |   Dental                   8.25    115.50\n                                                         | AFTER-TAX\n                                                         |   Road Advance Repay     100.00    400.00\n\n              GROSS PAY     PRE-TAX DED.      TAXES     AFTER-TAX DED.       NET PAY\nCURRENT        1,565.80           151.04     317.03             100.00        997.73\nYTD           21,297.60         2,080.77   4,203.02             400.00     14,613.81\n\nDIRECT DEPOSIT                         ACCOUNT          AMOUNT\n  United Community Bank  Savings     ****8830         200.00\n  United Community Bank  Checking    ****2209         797.73\n\nMiles this period: 2,318 paid (HHG practical).  Road advance balance after this check: 0.00\nNon-negotiable - this is not a check.       Processed by Ridgetop Payroll Services, Dalton GA\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 156580,
      netCents: 99773,
      date: '2026-04-10',
      broker: 'COHUTTA MOUNTAIN CARRIERS, INC.',
      tripNumber: null,
      miles: 2318,
      linehaulCents: 139080,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14144, 9257, 2165, 6137, 7829, 6450, 825],
    },
  },
  {
    id: 'b173-brokenhead-trip-rate-stub-stat-columns',
    issuer: 'Brokenhead River Transport Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Manitoba bi-weekly company-driver statement of earnings: earnings lines for two return-trip rates, hourly wait time, a statutory holiday and 4% vacation pay, each with CURRENT and YEAR TO DATE columns and a gross row; then statutory (CPP, EI, federal and Manitoba tax) and other (group benefits, RRSP) deductions side by side with current and YTD columns and per-side totals; the net pay on one line with its YTD and the bank; a trip-sheet list after the pay figures; month-name dates',
    text: 'BROKENHEAD RIVER TRANSPORT LTD.\n14 Park Avenue, Box 1180, Beausejour, MB  R0E 0C0      Tel 204-555-0163\nBusiness No. 81245 6732 RP0001\n\nSTATEMENT OF EARNINGS AND DEDUCTIONS                        Pay Date: April 10, 2026\nEmployee: Kyle Nowosad         Employee No. 0087            Pay Period: March 22 - April 4, 2026\nPosition: Regional Driver (Class 1)                         Period 7 of 26  -  Bi-weekly\n\nEARNINGS                          QTY      RATE       CURRENT    YEAR TO DATE\nTrip rate Wpg-Kenora rtn            5    228.00      1,140.00        7,752.00\nTrip rate Wpg-Brandon rtn           3    176.00        528.00        3,344.00\nWait / load time (hrs)            6.5     26.50        172.25        1,046.75\nStatutory holiday Apr 3           8.0     26.50        212.00          424.00\nVacation pay 4%                                         82.09          502.67\n                                                  -----------    ------------\nGROSS EARNINGS                                       2,134.34       13,069.42\n\nSTATUTORY            CURRENT        YTD   |  OTHER                 CURRENT        YTD\nCPP                   118.98     806.18   |  Group benefits (MBC)    41.20     288.40\nEI                     34.79     228.19   |  RRSP (group plan)       50.00     350.00\nFederal income tax    176.40   1,150.45   |\nManitoba income tax   138.15     900.70   |\nTotal statutory       468.32   3,085.52   |  Total other             91.20     638.40\n\nNET PAY  1,574.82   (YTD 9,345.50)   deposited to RBC Royal Bank ****6104\n\nTRIP SHEETS PAID THIS PERIOD\n  Trip #     Date     Route                                  Rate\n  BRT-4471   Mar 23   Winnipeg - Kenora ON - Winnipeg      228.00\n  BRT-4474   Mar 24   Winnipeg - Brandon - Winnipeg        176.00\n  BRT-4478   Mar 26   Winnipeg - Kenora ON - Winnipeg      228.00\n  BRT-4483   Mar 27   Winnipeg - Kenora ON - Winnipeg      228.00\n  BRT-4489   Mar 30   Winnipeg - Brandon - Winnipeg        176.00\n  BRT-4492   Mar 31   Winnipeg - Kenora ON - Winnipeg      228.00\n  BRT-4497   Apr 1    Winnipeg - Brandon - Winnipeg        176.00\n  BRT-4501   Apr 2    Winnipeg - Kenora ON - Winnipeg      228.00\n\nVacation pay is paid out each period at 4%; vacation bank balance 0.00 hrs.  Sick days left: 3.\nPlease keep this statement for your records.                                    Page 1 of 1\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 213434,
      netCents: 157482,
      date: '2026-04-10',
      broker: 'BROKENHEAD RIVER TRANSPORT LTD.',
      tripNumber: 'BRT-4471',
      miles: null,
      linehaulCents: 166800,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11898, 3479, 17640, 13815, 4120, 5000],
    },
  },
  {
    id: 'b173-conejos-wrapped-debtor-crdr-adjustments',
    issuer: 'Conejos River Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and remittance advice: schedule header with received and funding dates (day-first, month name), an invoice table whose debtor names wrap onto a second line, with per-invoice FEE 3% and RESERVE 10% columns and an ADVANCE column, a totals row; an ADJUSTMENTS block with CR/DR suffixes (reserve release from an older schedule, a chargeback, a wire fee) and a net-adjustments line; the wired amount on a line that also repeats the advance and adjustments, then the amount in words, bank line and reserve balance',
    text: 'CONEJOS RIVER CAPITAL, LLC\nFreight Bill Factoring  *  612 State Ave, Alamosa, CO 81101  *  (719) 555-0194  *  conejosrivercap.com\n\nPURCHASE & REMITTANCE ADVICE                               Schedule No.  CRC-26-0408-3\nClient:  HIGH LONESOME TRANSPORT LLC  (Client # HLT-220)   MC 1354871\nSchedule received: 08 April 2026                           Funding date: 09 April 2026\nRecourse program: fee 3.0% flat per invoice, reserve 10% of face, balance advanced\n\nINVOICES PURCHASED\nINV #  LOAD #        DEBTOR                     FACE AMT    FEE 3%   RESERVE 10%     ADVANCE\n-----  ------------  ---------------------  -----------  --------  ------------  ----------\n1187   5530912       Pennock Bluff             2,450.00     73.50        245.00    2,131.50\n                     Logistics, Inc.\n1188   QF-88123      Quillan Freight           1,875.00     56.25        187.50    1,631.25\n                     Brokerage LLC\n1190   20260331-07   Ironvale Supply Chain     3,120.00     93.60        312.00    2,714.40\n                     Solutions\n1191   774210        Pennock Bluff               980.00     29.40         98.00      852.60\n                     Logistics, Inc.\n-----  ------------  ---------------------  -----------  --------  ------------  ----------\nTOTALS (4 invoices)                            8,425.00    252.75        842.50    7,329.75\n\nADJUSTMENTS                                                            AMOUNT\n  Reserve release - Sched CRC-26-0311-1 (all invoices paid)         612.40 CR\n  Chargeback inv 1142 (debtor short-paid, Harlan Lake Foods)        150.00 DR\n  Same-day wire fee                                                  20.00 DR\n                                                                ----------\n  Net adjustments                                                   442.40 CR\n\nAMOUNT WIRED (advance 7,329.75 + net adjustments 442.40 CR)          7,772.15\nSeven thousand seven hundred seventy-two and 15/100 dollars\nWire to First Southwest Bank, ABA ****0286, acct ****2290  -  Fed ref 20260409MMQFC000117\n\nReserve account balance after this schedule: 3,118.90\nDebtors have been notified to remit to Conejos River Capital, LLC, PO Box 1446, Alamosa CO 81101.\nQuestions: funding@conejosrivercap.com                                              Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 842500,
      netCents: 777215,
      date: '2026-04-09',
      broker: 'Pennock Bluff Logistics, Inc.',
      tripNumber: '5530912',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 84250,
      reimbursementsCents: null,
      deductions: [25275, 15000, 2000],
    },
  },
  {
    id: 'b173-elkmountain-narrow-pump-receipt',
    issuer: 'Elk Mountain Travel Plaza',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short, plain narrow thermal fuel receipt: centered truck-stop header, store/pump/transaction line, date and time on one line (MM/DD/YY), diesel and DEF each on two lines (gallons, then price and amount), a total, fleet card, unit and odometer lines',
    text: '      ELK MOUNTAIN TRAVEL PLAZA\n         I-80 EXIT 255\n     ELK MOUNTAIN, WY 82324\n         (307) 555-0112\n\nSTORE 0255  PUMP 07  TRAN 448213\nDATE 04/02/26          TIME 05:48\n\nDIESEL #2  142.318 GAL\n  @ $3.899/GAL             554.90\nDEF BULK     6.512 GAL\n  @ $3.499/GAL              22.79\n                      ---------\nTOTAL                    577.69\nFED/STATE TAXES INCLUDED IN PRICE\n\nCOMDATA FLEET  XXXXXXXXXXXX4471\nUNIT 23   ODOM 418552   DRV 10423\nAUTH 082115   APPROVED\n\n  THANK YOU - DRIVE SAFE ON I-80\n',
    expected: {
      documentType: 'fuel_receipt',
      grossCents: null,
      netCents: null,
      date: '2026-04-02',
    },
  },
  {
    id: 'b173-cheesequake-short-lumper-slip',
    issuer: 'Cheesequake Dock Services, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short, plain lumper receipt from a dock-services company: header with the warehouse served, receipt number with a DDMONYY date and time on the same line, carrier/PO/BOL/door lines, two charge lines and a total paid, payment by express code and a driver-copy footer',
    text: 'CHEESEQUAKE DOCK SERVICES, LLC\nUnloading services at Laurence Harbor Cold Storage\n3150 Route 35, Old Bridge Twp, NJ 08857    Fed ID 22-3719504\n\nLUMPER RECEIPT  No. 0061847                    07APR26  07:42\nCarrier: TALBOT RIDGE TRUCKING LLC   Truck 23   Trailer DR-5318\nPO 4500991873   BOL 7719-22   Door 12   Appt 06:30\n\nPalletized unload, 22 plt (1,540 cs)                   235.00\nRestack / re-wrap  4 plt @ 12.50                        50.00\nTOTAL PAID                                             285.00\n\nPaid by: COMCHEK express code ****2671\nUnloaded by: crew 3    Received by: R. Alvarado\nORIGINAL - driver copy, submit to carrier for reimbursement\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-04-07',
    },
  },
];
