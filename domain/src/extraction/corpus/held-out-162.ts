import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 162: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier over two pages with repeated headers,
 * LD/MT/FSC lines and per-trip subtotals, a trip split across the page break and trailing-minus
 * deductions; US lessor 72%-of-revenue plan with wrapped shipper/consignee cells, a charges table
 * with Balance After beside the period amounts and totals only in the recap; US dispatch service
 * statement with the net ACH first, CR/DR amounts, several amounts on one line, flat-rate loads last
 * and asterisk footnotes; French Quebec relevé with flat voyage rates, side-by-side CRÉDITS/DÉBITS
 * and TPS/TVQ-inclusive credits; Mexican liquidación al permisionario in MXN with wrapped viajes,
 * IVA 16 %, IVA/ISR retentions and the net in words), two pay stubs (Michigan weekly mileage-pay
 * stub with earnings and taxes side by side and YTD columns; British Columbia bi-weekly hourly stub
 * with labels above amounts, CPP/EI and YTD), a factoring purchase & funding advice with per-invoice
 * fee/reserve columns, a chargeback and a reserve rebate, a heavy-truck repair invoice and a lumper
 * receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one British Columbia), 1 MX.
 * Date formats: MM/DD/YY, ISO YYYY-MM-DD, "Mar 27, 2026", French "20 mars 2026" with DD/MM/YYYY,
 * Spanish "27 de marzo de 2026" with DD/MM/YYYY and "17-mar-26", MM/DD/YYYY, day-first DD/MM/YYYY,
 * "02 APR 2026" / "30 MAR 26", M/D/YYYY, M/D/YY.
 * Number formats: 1,234.56 with trailing minus, parentheses, CR/DR suffixes and signed -/+ amounts;
 * French 1 234,56 $; MXN $1,234.56 with the amount in words; .5600-style rates.
 */
export const HELD_OUT_DOCUMENTS_162: CorpusDocument[] = [
  {
    id: 'b162-goshute-two-page-trip-subtotals',
    issuer: 'Goshute Valley Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile contractor settlement: a code/description/miles/rate/amount load detail where each trip has a header line (trip number, dispatch date, lane, BOL) followed by LD (loaded), MT (empty) and FSC lines plus accessorials and a per-trip subtotal; the third trip is split across the page break, with the page header and column headings repeated on page 2 and a "(cont.)" marker; deductions printed with trailing minus signs (advance and escrow mixed in, escrow balance in parentheses), a reimbursements block and a final summary with the ACH net; MM/DD/YY dates',
    text: 'GOSHUTE VALLEY FREIGHT LINES, INC.                        CONTRACTOR SETTLEMENT\n1150 Wendover Blvd, West Wendover NV 89883                Settlement #: 0412-2231\nPhone 775-555-0188  Fax 775-555-0189                      Pay Date:     04/17/26\nUSDOT 2948117   MC 986402                                 Week Ending:  04/11/26\n\nContractor: SALT FLAT EXPRESS LLC - Dale Okerlund          Contractor ID: C-2231\n            PO Box 412, Tooele UT 84074                    Tractor 231  Trailer 53-0879\nPay basis:  Loaded mi @ 1.780   Empty mi @ 0.900   Fuel surcharge all mi @ 0.480\n\nLOAD DETAIL\nCode  Description                      Miles       Rate        Amount\n----  -----------------------------  -------  ---------  ------------\nTrip GVF-88120   Disp 04/05/26   Salt Lake City UT -> Sparks NV   BOL 5521907\nLD    Loaded miles                       522      1.780        929.16\nMT    Empty miles (Ogden UT - SLC)        18      0.900         16.20\nFSC   Fuel surcharge                     540      0.480        259.20\n                                              Trip subtotal   1,204.56\nTrip GVF-88134   Disp 04/07/26   Sparks NV -> Stockton CA         BOL 88134-1\nLD    Loaded miles                       131      1.780        233.18\nFSC   Fuel surcharge                     131      0.480         62.88\nDET   Detention Stockton 2.0 hrs                 40.000         80.00\n                                              Trip subtotal     376.06\nTrip GVF-88151   Disp 04/08/26   Stockton CA -> Twin Falls ID     BOL ST-40217\nLD    Loaded miles                       688      1.780      1,224.64\nMT    Empty miles (Lodi CA - Stockton)    41      0.900         36.90\n\n                      *** continued on next page ***\nGoshute Valley Freight Lines, Inc. - Settlement 0412-2231                 Page 1 of 2\n=====================================================================================\nGOSHUTE VALLEY FREIGHT LINES, INC.                        CONTRACTOR SETTLEMENT\nSettlement #: 0412-2231   Contractor C-2231 SALT FLAT EXPRESS LLC   Pay Date 04/17/26\n\nLOAD DETAIL (continued)\nCode  Description                      Miles       Rate        Amount\n----  -----------------------------  -------  ---------  ------------\nTrip GVF-88151 (cont.)\nFSC   Fuel surcharge                     729      0.480        349.92\nXSP   Extra stop - Burley ID                     50.000         50.00\n                                              Trip subtotal   1,661.46\nTrip GVF-88163   Disp 04/10/26   Twin Falls ID -> Salt Lake City UT BOL 3390-W\nLD    Loaded miles                       219      1.780        389.82\nMT    Empty miles (Jackpot NV - TF)       96      0.900         86.40\nFSC   Fuel surcharge                     315      0.480        151.20\n                                              Trip subtotal     627.42\n                                     -------               ------------\nLOAD DETAIL TOTAL (4 trips)            1,715                  3,869.50\n\nDEDUCTIONS                                                     Amount\n  Fuel - GVF fleet card (9 transactions)                    1,512.44-\n  Occupational accident insurance                              38.75-\n  Cargo / physical damage insurance                            94.10-\n  ELD subscription                                             18.50-\n  Trailer rental 53-0879                                      105.00-\n  Comdata cash advance 04/07/26  (ref CD7741)                 300.00-\n  Escrow deposit              (escrow balance now 1,875.00)    75.00-\n                                                          ------------\n  Total deductions                                          2,143.79-\n\nREIMBURSEMENTS\n  Scale ticket - Wells NV CAT                                  12.75\n  Lumper - Stockton CA receiver (rcpt 000812)                  85.00\n                                                          ------------\n  Total reimbursements                                         97.75\n\nSETTLEMENT SUMMARY\n  Load detail total                                         3,869.50\n  Total deductions                                          2,143.79-\n  Total reimbursements                                         97.75\n                                                          ============\n  NET PAY - ACH to Zions Bank acct ending 3306               1,823.46\n\nDisputes must be filed within 30 days of pay date. Keep this statement for tax records.\nGoshute Valley Freight Lines, Inc. - Settlement 0412-2231                 Page 2 of 2\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 386950,
      netCents: 182346,
      date: '2026-04-17',
      broker: 'GOSHUTE VALLEY FREIGHT LINES, INC.',
      tripNumber: 'GVF-88120',
      miles: 1715,
      linehaulCents: 291630,
      fuelSurchargeCents: 82320,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 9775,
      deductions: [151244, 3875, 9410, 1850, 10500],
    },
  },
  {
    id: 'b162-klickitat-wrapped-loads-balance-column',
    issuer: 'Klickitat Canyon Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor lease-purchase statement on a 72%-of-revenue plan: a wide load table whose shipper/consignee cell wraps over two or three lines, with miles, 100% line revenue, the 72% share, fuel surcharge and other columns but no totals row (the tarp note sits under the miles); a charges table with parenthesised This Period amounts beside Balance After figures (lease payoff, IFTA accrual, advance, escrow balance) and a positive permit reimbursement inside it; totals appear only in the recap, which also prints the 100% revenue for reference; ISO dates',
    text: 'Klickitat Canyon Tractor Leasing, LLC\nLease-Purchase Operator Services\n221 E Broadway St, Goldendale, WA 98620      (509) 555-0163      leaseops@klickitatcanyon.com\nUSDOT 3317042 / MC 1129876 (operating authority of Klickitat Canyon Transport, LLC)\n\nOPERATOR PAY STATEMENT                                   Statement No.   KCT-2026-0314\nOperator:   Marisol Vantongeren   (Op # 0418)            Statement Date  2026-03-20\nUnit:       T-418  2021 Peterbilt 579                    Pay Period      2026-03-08 to 2026-03-14\nPay plan:   72% of line revenue; fuel surcharge and accessorials paid 100%\n\nLOADS SETTLED THIS PERIOD\nLoad No.   Delivered   Shipper /                       Miles    Line        Your       Fuel     Other\n                       Consignee                                Revenue     72%        Surch.\n---------  ----------  ------------------------------  -----  ----------  ---------  -------  -------\nKCT-3307   2026-03-09  Columbia Gorge Fruit Growers     612    3,140.00    2,260.80   412.50     0.00\n                       Coop, The Dalles OR /\n                       Fred Meyer DC, Chehalis WA\nKCT-3319   2026-03-11  Yakima Valley Hop Supply /       338    1,875.00    1,350.00   236.80     0.00\n                       Pacific Malt Distributors,\n                       Spokane Valley WA\nKCT-3324   2026-03-13  Mid-Columbia Lumber Co.,         455    2,410.00    1,735.20   318.40    75.00\n                       Klickitat WA / Boise Truss &      (tarp)\n                       Frame, Nampa ID\n\nCHARGES AND ACCOUNT BALANCES                                This Period        Balance After\n  Lease payment - T-418 (week 38 of 156)                       (725.00)           61,250.00\n  Fuel purchases - EFS card                                  (1,688.32)\n  Physical damage / bobtail                                     (81.40)\n  Occupational accident                                         (29.90)\n  IFTA fuel tax accrual                                         (44.18)             312.40\n  Fuel advance 2026-03-10 (EFS check 40221)                    (400.00)                0.00\n  Maintenance escrow deposit                                   (150.00)            2,850.00\n  Idaho trip permit - reimbursed                                 38.00\n\nRECAP\n  Line revenue (100%, shown for reference)       7,425.00\n  Your share at 72%                              5,346.00\n  Fuel surcharge                                   967.70\n  Accessorials                                      75.00\n  Total earnings                                 6,388.70\n  Charges this period                           (3,118.80)\n  Reimbursements                                    38.00\n  NET DIRECT DEPOSIT  2026-03-20                 3,307.90    to Columbia State Bank xxxx7702\n\nBalances are shown for information only and are not deducted this period.\nQuestions on this statement: call Op Services at (509) 555-0163 within 10 days.    Page 1 of 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 638870,
      netCents: 330790,
      date: '2026-03-20',
      broker: 'Klickitat Canyon Tractor Leasing, LLC',
      tripNumber: 'KCT-3307',
      miles: 1405,
      linehaulCents: 534600,
      fuelSurchargeCents: 96770,
      advancesCents: 40000,
      escrowCents: 15000,
      reimbursementsCents: 3800,
      deductions: [72500, 168832, 8140, 2990, 4418],
    },
  },
  {
    id: 'b162-kalmiopsis-net-first-cr-dr-footnotes',
    issuer: 'Kalmiopsis Dispatch Services, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier pay statement in reverse order: the net ACH line comes first, then a one-line "how we got there" strip with four amounts separated by pipes, then the CR/DR charges with dotted leaders (8% dispatch fee, COI fee, fuel advance), and the flat-rate loads last, each on two lines (broker, load/order number, date, lane; then miles, flat rate, detention or lumper and a load total), with a total that includes the lumper reimbursement and asterisk footnotes explaining advance, detention and lumper; abbreviated month-name dates',
    text: 'KALMIOPSIS DISPATCH SERVICES, LLC\nTruck dispatching & back-office for owner-operators\n1840 NE 7th St, Suite 3, Grants Pass, OR 97526 | 541-555-0127 | pay@kalmiopsisdispatch.com\n\nCARRIER PAY STATEMENT  No. KDS-7713                        Issued: Mar 27, 2026\nCarrier:  ILLINOIS VALLEY ROADRUNNER LLC  (MC 1288453 / USDOT 3790214)\n          Attn: Tomas Brandvold, 260 Redwood Hwy, Cave Junction, OR 97523\nPeriod:   Mar 16, 2026 - Mar 22, 2026\n\n>>> NET ACH TO CARRIER:   5,180.60 CR    sent Mar 27, 2026 to Rogue Credit Union ****4419\n\nHOW WE GOT THERE\n  Load pay 6,030.00 CR   |   Reimbursed 150.00 CR   |   Dispatch & other 499.40 DR   |   Advance 500.00 DR\n\nCHARGES (DR)\n  Dispatch fee 8% of flat rates (5,930.00 x 8%) ..................... 474.40 DR\n  Certificate of insurance re-issue (Blue Mountain Logistics) ......... 25.00 DR\n  Fuel advance Mar 18, 2026 - EFS code 8812-0045 * .................. 500.00 DR\n\nLOADS BOOKED FOR YOU (flat rate, all-in unless noted)\n  #1 Cascadia Freight Partners        Load CF-771920      Mar 16  Medford OR > Fresno CA\n     498 mi   flat 2,350.00 CR   detention 4 h 100.00 CR **     load total 2,450.00 CR\n  #2 Blue Mountain Logistics Inc      Load BML-45521      Mar 18  Fresno CA > Reno NV\n     306 mi   flat 1,600.00 CR                                  load total 1,600.00 CR\n  #3 Redwood Coast Brokerage          Order 2289140       Mar 20  Sparks NV > Eureka CA\n     377 mi   flat 1,980.00 CR   lumper paid by driver 150.00 CR *** load total 2,130.00 CR\n                                                         -----------------------------\n     1,181 mi                                            loads incl. reimb. 6,180.00 CR\n\n  *   Advance was requested by the driver on the dispatch line and is recovered in full here.\n  **  Detention billed to and collected from Cascadia Freight Partners; passed through at 100%.\n  *** Lumper receipt #R-55310 provided; reimbursed at cost, no dispatch fee charged on it.\n\nBrokers pay Kalmiopsis Dispatch Services under our notice of assignment; we remit to you weekly.\nRate confirmations and PODs for each load are in your portal. Statement page 1/1.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 603000,
      netCents: 518060,
      date: '2026-03-27',
      broker: 'KALMIOPSIS DISPATCH SERVICES, LLC',
      tripNumber: 'CF-771920',
      miles: 1181,
      linehaulCents: 593000,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: 15000,
      deductions: [47440, 2500],
    },
  },
  {
    id: 'b162-gouin-credits-debits-side-by-side',
    issuer: 'Groupe Routier Gouin inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec relevé de règlement for a voiturier-remorqueur: CRÉDITS and DÉBITS side by side separated by a pipe, the credits listing three voyages with a flat tarif forfaitaire, an 18,5 % fuel surcharge and a waiting-time line (one lane wrapping onto a second line), then sous-total taxable, TPS 5 %, TVQ 9,975 % and TOTAL DES CRÉDITS; the debits column holds fuel, insurance, trailer rental, communication, an advance and a guarantee-fund holdback with its balance in parentheses; a récapitulatif adds a permit reimbursement to reach the net transfer; French 1 234,56 $ amounts, "20 mars 2026" and DD/MM/YYYY dates',
    text: "GROUPE ROUTIER GOUIN INC.\n455, rue Commerciale, La Tuque (Québec) G9X 3A8  -  Tél. 819 555-0146  -  NEQ 1170452281\nNo TPS 784412903 RT0001   No TVQ 1220553197 TQ0001   NIR R-118764   USDOT 2673310\n\nRELEVÉ DE RÈGLEMENT - VOITURIER-REMORQUEUR                  Relevé no : RG-2611-042\nVoiturier : Transport Réjean Tremblay enr. (unité 42)       Date du relevé : 19 mars 2026\n            112, ch. du Lac-à-Beauce, La Tuque QC G9X 3N9   Date du versement : 20 mars 2026\nTPS voiturier 811246730 RT0001 / TVQ 1224498810 TQ0001      Période : du 08/03/2026 au 14/03/2026\n\nCRÉDITS                                            | DÉBITS\n                                                   |\nVoy. GRG-60418  09/03  La Tuque > Trois-Rivières   | Carburant - carte Pétro-Pass       2 184,36 $\n   Tarif forfaitaire                  1 450,00 $   | Assurance resp. civile / cargo       142,00 $\n   Surcharge carburant 18,5 %           268,25 $   | Location remorque R-207              210,00 $\nVoy. GRG-60425  11/03  Trois-Rivières >            | Frais de communication (cell./GPS)    34,49 $\n                       Montréal-Est                | Avance de fonds 10/03/2026           400,00 $\n   Tarif forfaitaire                  1 820,00 $   | Retenue - fonds de garantie          200,00 $\n   Surcharge carburant 18,5 %           336,70 $   |   (solde du fonds : 3 400,00 $)\nVoy. GRG-60433  13/03  Montréal > La Tuque         |\n   Tarif forfaitaire                  2 150,00 $   |\n   Surcharge carburant 18,5 %           397,75 $   |\n   Temps d'attente 3 h (client)         120,00 $   |\n                                     -----------   |\nSous-total taxable                    6 542,70 $   |\nTPS 5 %                                 327,14 $   |\nTVQ 9,975 %                             652,63 $   |                                  -----------\nTOTAL DES CRÉDITS                     7 522,47 $   | TOTAL DES DÉBITS                  3 170,85 $\n\nRÉCAPITULATIF\n   Total des crédits (taxes incluses)                 7 522,47 $\n   Moins : total des débits                         - 3 170,85 $\n   Plus : remboursement permis spécial (reçu 7781)     +  65,00 $\n   MONTANT NET VERSÉ PAR VIREMENT                     4 416,62 $\n   Caisse Desjardins du Haut-Saint-Maurice, folio ***5821\n\nToute contestation doit être transmise par écrit dans les 15 jours suivant la date du versement.\nGroupe Routier Gouin inc. - Relevé RG-2611-042                                        Page 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 752247,
      netCents: 441662,
      date: '2026-03-20',
      broker: 'GROUPE ROUTIER GOUIN INC.',
      tripNumber: 'GRG-60418',
      miles: null,
      linehaulCents: 542000,
      fuelSurchargeCents: 100270,
      advancesCents: 40000,
      escrowCents: 20000,
      reimbursementsCents: 6500,
      deductions: [218436, 14200, 21000, 3449],
    },
  },
  {
    id: 'b162-guelatao-liquidacion-wrapped-viajes',
    issuer: 'Guelatao Fletes del Istmo, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican weekly liquidación al permisionario in MXN: a viajes table with a fixed rate per trip where the client name and route wrap over two or three lines and a maniobras line sits under its trip; subtotal, IVA 16 % and total percepciones printed on a single line, IVA 4 % and ISR 1.25 % retentions on another single line, then descuentos (diesel vouchers, IAVE tolls, insurance, GPS, an anticipo and a reserve-fund contribution with its accumulated balance), a reembolso and the net with the amount in words; "27 de marzo de 2026", DD/MM/YYYY and dd-mmm-yy dates',
    text: "GUELATAO FLETES DEL ISTMO, S.A. DE C.V.\nRFC GFI140822KT5   Permiso SICT 2003GFI22081401\nCarretera Transístmica Km 3.5, Col. Ejidal, Salina Cruz, Oax., C.P. 70610   Tel. 971 555 0139\n\nLIQUIDACIÓN SEMANAL AL PERMISIONARIO                            Folio: LIQ-2026-0312\nPermisionario: Heriberto Matus Cruz        RFC MACH780415QJ2        Unidad económica: 07\nTractocamión Kenworth T680 2020, placas 88-AK-7P  /  Caja seca 53' placas 4-UR-512\nPeriodo: semana 12, del 16/03/2026 al 22/03/2026\nFecha de pago: 27 de marzo de 2026                   Forma de pago: transferencia SPEI\n\nVIAJES REALIZADOS (tarifa fija por viaje)\nNo. viaje   Fecha       Cliente / ruta                                   Carta porte       Importe\n---------   ---------   ----------------------------------------------   -----------   -----------\nGFI-2207    17-mar-26   Cementos del Pacífico Sur, S.A. de C.V.          CP-A 51877      18,500.00\n                        Salina Cruz, Oax. -> Puebla, Pue.\nGFI-2215    19-mar-26   Distribuidora Química Angelópolis,               CP-A 51902      14,200.00\n                        S.A. de C.V.  Puebla, Pue. ->\n                        Coatzacoalcos, Ver.\n                        Maniobras de descarga (cobradas al cliente)                     1,200.00\nGFI-2221    21-mar-26   Agroinsumos del Golfo, S. de R.L.                CP-A 51931       9,800.00\n                        Coatzacoalcos, Ver. -> Salina Cruz, Oax.\n\nSubtotal fletes y maniobras: $43,700.00    IVA 16%: $6,992.00    Total percepciones: $50,692.00\n\nRETENCIONES   Ret. IVA 4%: $1,748.00     Ret. ISR 1.25% (RESICO): $546.25\n\nDESCUENTOS\n  Diésel - vales estación Salina Cruz / Las Choapas (7 vales)               16,380.50\n  Casetas cargadas al TAG IAVE de la unidad                                  3,215.00\n  Seguro de la unidad (parcialidad 3/12)                                     1,150.00\n  Rastreo satelital GPS                                                        348.00\n  Anticipo para viaje entregado el 16/03/2026                                5,000.00\n  Fondo de reserva (aportación semanal; saldo acumulado $9,000.00)           1,000.00\n\nREEMBOLSOS\n  Pensión / estacionamiento Puebla, comprobante 0457                           450.00\n\nNETO A PAGAR AL PERMISIONARIO:                                          $21,754.25\n(VEINTIÚN MIL SETECIENTOS CINCUENTA Y CUATRO PESOS 25/100 M.N.)\nCuenta destino: BBVA México CLABE 012 610 00458812349 7\n\n* Las retenciones se reflejan en el CFDI de retenciones que se emite al cierre del mes.\nElaboró: Contabilidad de Flota - L.C. Araceli Toledo          Hoja 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5069200,
      netCents: 2175425,
      date: '2026-03-27',
      broker: 'GUELATAO FLETES DEL ISTMO, S.A. DE C.V.',
      tripNumber: 'GFI-2207',
      miles: null,
      linehaulCents: 4250000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 100000,
      reimbursementsCents: 45000,
      deductions: [174800, 54625, 1638050, 321500, 115000, 34800],
    },
  },
  {
    id: 'b162-leelanau-earnings-taxes-ytd-side-by-side',
    issuer: 'Leelanau Bulk Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      "Weekly company-driver earnings statement: earnings (quantity, rate, current, YTD) on the left and taxes & deductions (current, YTD) on the right of a pipe, the gross pay row on the left below the deductions list, a non-taxable scale-ticket reimbursement under the deductions, then a small current/YTD summary grid (gross, taxes, deductions, reimbursements, net), a direct-deposit distribution line and a list of the week's loads near the bottom; MM/DD/YYYY dates",
    text: 'LEELANAU BULK CARRIERS, INC.                                         EARNINGS STATEMENT\n3875 N Cherry Bend Rd, Traverse City, MI 49684                       Advice No.  0007-2231\nPhone 231-555-0174   USDOT 1587730                                   Pay Date    02/13/2026\n                                                                     Period      02/01/2026 - 02/07/2026\nEmployee:  KOWALCZYK, ANDREW J        Emp ID 2231     Dept: Dry Bulk - Tanker\n           1419 Bayview Ln, Suttons Bay, MI 49682     Fed: S/0   MI exemptions: 1\nPay frequency: Weekly     Rate: .56/mi, $25.00/stop, $22.00/hr non-driving\n\nEARNINGS              QTY     RATE      CURRENT        YTD   | TAXES & DEDUCTIONS      CURRENT        YTD\nMileage pay         2,184    .5600     1,223.04   8,011.36   | Federal Income Tax       118.37     781.04\nStop pay                6  25.0000       150.00   1,000.00   | Social Security           97.00     613.62\nHourly - load/wash   7.50  22.0000       165.00   1,001.00   | Medicare                  22.68     143.51\nLayover                 1  75.0000        75.00     225.00   | MI State Income Tax       63.75     403.23\n                                                             | 401(k) 4% pre-tax         64.52     409.49\n                                                             | Medical pre-tax           48.60     340.20\n                                                             | Advance repayment        100.00     300.00\nGROSS PAY                              1,613.04  10,237.36   |\n                                                             | NON-TAXABLE ADDITIONS\nYTD miles 14,306                                             | Scale ticket reimb.       22.50      84.25\n\n                     CURRENT       YTD\n  Gross pay         1,613.04  10,237.36\n  Taxes               301.80   1,941.40\n  Deductions          213.12   1,049.69\n  Reimbursements       22.50      84.25\n  NET PAY           1,120.62\n\nNET PAY DISTRIBUTION:   Direct deposit  Huntington National Bank  xxxxx0638   1,120.62\n\nLoads this week: LBC-19042, LBC-19047, LBC-19055, LBC-19061 (see driver log for detail)\nFederal taxable wages this period: 1,499.92     Michigan taxable wages: 1,499.92\n                                                                  NON-NEGOTIABLE - THIS IS NOT A CHECK\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 161304,
      netCents: 112062,
      date: '2026-02-13',
      broker: 'LEELANAU BULK CARRIERS, INC.',
      tripNumber: 'LBC-19042',
      miles: 2184,
      linehaulCents: 122304,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: 2250,
      deductions: [11837, 9700, 2268, 6375, 6452, 4860],
    },
  },
  {
    id: 'b162-illecillewaet-labels-above-amounts',
    issuer: 'Illecillewaet Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Short British Columbia bi-weekly pay statement for an hourly company driver: the totals strip comes first with GROSS PAY / TOTAL DEDUCTIONS / NET PAY labels above two rows of amounts (this pay, year to date), followed by an earnings table (regular, overtime, trip premium, meal allowance) without a total and a deductions table with current and YTD columns (income tax, CPP, EI, union dues, benefits, RRSP); day-first DD/MM/YYYY dates',
    text: 'ILLECILLEWAET HAULAGE LTD.\n1602 Victoria Rd W, Revelstoke, BC V0E 2S0   250-555-0151   NSC BC0418877\n                                                          STATEMENT OF EARNINGS AND DEDUCTIONS\nEmployee:  Priya Sandhu-Lachance    Employee No. 0192     Pay Date:       13/03/2026\nPosition:  Class 1 Driver - Highway (Revelstoke - Golden)  Pay Period:     22/02/2026 to 07/03/2026\nSIN:       ***-***-418                                     Cheque/DD No.:  DD-260313-0192\n\n  GROSS PAY            TOTAL DEDUCTIONS       NET PAY\n  3,052.50             915.01                 2,137.49          this pay\n  17,640.25            5,296.33               12,343.92         year to date\n\nEARNINGS                       HOURS/UNITS      RATE        AMOUNT\nRegular hours                      80.00       31.50      2,520.00\nOvertime 1.5x                       6.00       47.25        283.50\nRogers Pass trip premium            4          45.00        180.00\nMeal allowance                      3          23.00         69.00\n\nDEDUCTIONS                                                AMOUNT        YTD\nIncome tax (federal + BC)                                 512.84    2,961.70\nCPP contributions                                         173.61    1,000.83\nEI premiums                                                49.76      287.53\nTeamsters Local 213 dues                                   42.00      252.00\nGroup benefits (employee share)                            36.80      220.80\nGroup RRSP                                                100.00      573.47\n\nDeposited to: Revelstoke Credit Union   Transit 10250   Acct ****7731   Amount 2,137.49\nVacation pay accrued: 1,098.90 (not paid this period)\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 305250,
      netCents: 213749,
      date: '2026-03-13',
      broker: 'ILLECILLEWAET HAULAGE LTD.',
      tripNumber: null,
      miles: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [51284, 17361, 4976, 4200, 3680, 10000],
    },
  },
  {
    id: 'b162-harquahala-schedule-fee-reserve-columns',
    issuer: 'Harquahala Freight Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase & funding advice: a schedule table with invoice number, debtor name wrapping onto a second line, load/PRO, invoice date, face, per-invoice 3% fee, reserve and advance columns and a totals row; a funding calculation starting from the total advance, less a numbered-footnote chargeback and a wire fee, plus a reserve rebate, to the amount wired, then the reserve held and the reserve account balance; dd MMM yyyy / dd MMM yy dates',
    text: "HARQUAHALA FREIGHT CAPITAL, LLC\nFreight Factoring & Fuel Advances\n2700 N Central Ave, Suite 940, Phoenix, AZ 85004     Ph 602-555-0119     funding@harquahalacapital.com\n\nPURCHASE & FUNDING ADVICE                                   Schedule No.   HFC-S-11842\nClient:   SONORAN RIDGE TRUCKING LLC                        Client No.     C-0577\n          4410 W Buckeye Rd, Phoenix, AZ 85043              Funding Date   02 APR 2026\n          MC 1173390 / USDOT 3409218                        Schedules rec'd 01 APR 2026\nTerms:    Advance 90% of face, reserve 10%, discount fee 3.00% flat (recourse)\n\nINVOICES PURCHASED ON THIS SCHEDULE\nInv #   Debtor (account debtor)          Load / PRO    Inv Date     Face Amt     Fee 3%    Reserve    Advance\n------  -------------------------------  ----------  ---------  ----------  --------  ---------  ---------\n1187    Monument Valley Freight          MV-30041    30 MAR 26    2,850.00     85.50     285.00   2,479.50\n        Brokerage, Inc. (Kayenta AZ)\n1188    Pinal County Produce             55102       30 MAR 26    1,975.00     59.25     197.50   1,718.25\n        Distributors LLC\n1190    Yuma Desert Logistics            YDL-8823    31 MAR 26    3,400.00    102.00     340.00   2,958.00\n1191    Monument Valley Freight          MV-30077    31 MAR 26    1,260.00     37.80     126.00   1,096.20\n        Brokerage, Inc. (Kayenta AZ)\n                                                                ----------  --------  ---------  ---------\nTOTALS  4 invoices                                               9,485.00    284.55     948.50   8,251.95\n\nFUNDING CALCULATION\n  Total advance on purchased invoices                              8,251.95\n  Less: chargeback - short pay inv 1162, Yuma Desert Logistics       (125.00)  (1)\n  Less: same-day wire fee                                            (15.00)\n  Plus: reserve rebate - inv 1149 & 1153 paid in full               310.00   (2)\n                                                                 ----------\n  AMOUNT WIRED TO CLIENT                                           8,421.95\n  Wire ref FW0402-77164 to Western Alliance Bank acct ending 2290, 02 APR 2026\n\n  Reserve held on this schedule: 948.50     Total reserve account after funding: 4,187.30\n\n(1) Yuma Desert Logistics paid 3,075.00 on inv 1162 (face 3,200.00); the unpaid 125.00 is charged back.\n(2) Reserve on inv 1149 and 1153 is released less fees already taken; balance 310.00 rebated.\nDebtors have been notified to remit to Harquahala Freight Capital, LLC, PO Box 52981, Phoenix AZ 85072.\n                                                                                          Page 1 of 1\n",
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 948500,
      netCents: 842195,
      date: '2026-04-02',
      broker: 'Monument Valley Freight Brokerage, Inc.',
      tripNumber: 'MV-30041',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 94850,
      reimbursementsCents: null,
      deductions: [28455, 12500, 1500],
    },
  },
  {
    id: 'b162-judithgap-repair-invoice',
    issuer: 'Judith Gap Truck & Trailer Repair, Inc.',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-truck repair invoice: bill-to block beside invoice date and a separate earlier repair-order-opened date, a line table whose labor descriptions wrap, parts/labor/other subtotals and a no-sales-tax line above the invoice total, terms and a due date; M/D/YYYY dates',
    text: 'JUDITH GAP TRUCK & TRAILER REPAIR, INC.\n214 Division St, Judith Gap, MT 59453    (406) 555-0192    Open 7am-7pm, road service 24/7\n                                                                   INVOICE     No. 30928\nBill to:  BIG SNOWY CATTLE HAULERS LLC                             Invoice Date:  3/9/2026\n          PO Box 88, Harlowton, MT 59036                           R.O. Opened:   3/6/2026\n          Acct 1044   PO# BSC-0306                                 Terms: Net 15\nUnit: 17   2019 Kenworth W900L   VIN 1XKWD49X9KJ2xxxxx   Odometer 612,448   Driver: L. Stenberg\n\nLINE  DESCRIPTION                                        QTY    UNIT PRICE       AMOUNT\n----  -----------------------------------------------  -----  ------------  -----------\n 1    LABOR - Diagnose air leak, rear drive axle,        2.5        145.00       362.50\n      found L/R brake chamber diaphragm ruptured\n 2    Brake chamber 30/30 long stroke (TSE 3030LS)          2        89.40       178.80\n 3    Slack adjuster, automatic (Haldex 40010211)           2        68.75       137.50\n 4    LABOR - Replace chambers & slacks both sides,      3.0        145.00       435.00\n      adjust, road test 6 mi\n 5    Shop supplies (5% of labor, max 45.00)                1        39.88        39.88\n 6    Road service call-out 3/6 (US-191 mile 54)            1       225.00       225.00\n                                                                           -----------\n                                              Parts                             316.30\n                                              Labor                             797.50\n                                              Other                             264.88\n                                              Sales tax (MT - none)               0.00\n                                              INVOICE TOTAL                   1,378.68\n\nPaid on account?  NO - balance due 3/24/2026.   Remit to address above or call to pay by card.\nWarranty: parts per manufacturer; labor 90 days / 10,000 mi.     Tech: R. Oyler #07     Page 1 of 1\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-03-09',
    },
  },
  {
    id: 'b162-koshkonong-lumper-receipt',
    issuer: 'Koshkonong Dock Services, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short plain lumper receipt from a dock-labor company: receipt number, date with time in/out, carrier/driver/PO block, pallet counts, two fee lines and a total paid by Comchek; M/D/YY date',
    text: 'KOSHKONONG DOCK SERVICES, LLC\nUnloading services at Rock River Foods DC, 1200 Janesville Ave, Fort Atkinson WI 53538\nOffice 920-555-0135\n\nLUMPER RECEIPT                    Receipt # KDS-044817\nDate: 4/14/26     Time in 06:40   Time out 08:15   Door 11\n\nCarrier:   Prairie Du Sac Transport LLC        MC 1044721\nDriver:    J. Oyelaran       Truck 612   Trailer 53-2207\nPO / Load: 4501877320 / PDS-2291          Seal 0981475 (intact)\n\nPallets received 22   Restacked 4   Cases 1,386   Floor-loaded: no\nUnload fee (22 pallets)                          255.00\nRestack 4 pallets @ 10.00                         40.00\nTOTAL CHARGED                                    295.00\nPaid by:  Comchek  Express code  ****-4481      APPROVED\n\nDriver signature: J Oyelaran       Lumper: M. Vang #14\nKeep this receipt for reimbursement. No cash accepted at dock.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-04-14',
    },
  },
];
