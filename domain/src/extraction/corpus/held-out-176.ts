import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 176: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages with wrapped trip rows, loaded
 * and empty miles paid at different rates, repeated page header and totals only in a recap; US
 * lessor 72%-of-linehaul plan with trailing-minus charges beside prior/new balance columns; US
 * dispatch service flat-rate payout with the net ACH first and several amounts per load line;
 * French Quebec relevé de règlement for a voiturier on a 78% plan with labels above amounts in
 * boxes, TPS/TVQ inside the total des gains; Mexican liquidación a permisionario in MXN with
 * per-viaje subtotals, IVA 16%, retención IVA 4% and ISR 1.25%, net in words), two pay stubs (US
 * per-mile tanker driver with earnings and deductions side by side, YTD columns and a split
 * deposit; Alberta semi-monthly hourly driver with CPP/EI, YTD and a label row over values), a
 * factoring remittance with wrapped debtor names, a per-invoice fee column and a DR/CR ledger with
 * a reserve release, a multi-stop broker rate confirmation and a short truck-scale ticket.
 * Countries: 7 US, 2 CA (one French Quebec, one Alberta), 1 MX.
 * Date formats: MM/DD/YY, ISO YYYY-MM-DD, weekday + month name ("Tuesday, March 10, 2026"),
 * French "13 mars 2026" with DD/MM/YYYY, Spanish "27 de febrero de 2026" with DD/MM/YY,
 * MM/DD/YYYY, day-first DD/MM/YYYY (05/06/2026 = 5 June), "APR 14 2026", M/D/YYYY.
 * Number formats: 1,234.56 with parentheses, trailing minus (1,234.56-), leading minus, French
 * 1 234,56 $, Mexican $ 1.234,56, DR/CR suffixes, amounts in words (Spanish and English).
 */

export const HELD_OUT_DOCUMENTS_176: CorpusDocument[] = [
  {
    id: 'b176-yaak-two-page-wrapped-trips-recap',
    issuer: 'Yaak River Freight Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement: each trip wraps onto two lines (trip number, date and lane, then shipper with loaded and empty miles, loaded pay @1.92, empty pay @0.95, FSC @0.48 on all miles and an extra-pay column with DET/STOP codes); the trip table breaks across pages with the header and column headings repeated on page 2 and no totals row; charges, advance and escrow in parentheses, a paid-back block, and totals only in a recap whose mileage pay adds loaded and empty pay; MM/DD/YY dates, page footers',
    text: 'YAAK RIVER FREIGHT LINES, INC.                                CONTRACTOR SETTLEMENT\n2990 Yaak River Rd * Troy, MT 59935                           Stmt #    YR-2617-0088\n(406) 555-0176 * MC 1186340 * USDOT 3391275                   Check Dt  04/24/26\n                                                              Week      04/12/26 - 04/18/26\nPay to:  COPPER RIDGE TRUCKING LLC (Dale Vukovich)            Tractor   088\n         412 Pipe Creek Rd, Libby MT 59923                    Vendor    OO-4471\n\nPay rates this week: loaded $1.920/mi, empty $0.950/mi, fuel surcharge $0.480/mi on all miles\n\nTRIP / DATE / LANE                           LOADED  EMPTY     LOADED    EMPTY      FSC    EXTRA\n                                              MILES  MILES        PAY      PAY\n------------------------------------------------------------------------------------------------\nYRF-260412  04/12  Libby MT -> Spokane WA\n            Shipper: Kootenai Cedar Products    188     42     360.96    39.90   110.40     0.00\nYRF-260418  04/13  Spokane WA -> Boise ID\n            Shipper: Inland NW Paper Co         381      0     731.52     0.00   182.88    75.00 DET\nYRF-260425  04/15  Boise ID -> Salt Lake City UT\n            Shipper: Treasure Valley Foods      340     15     652.80    14.25   170.40     0.00\n\n                                          *** trips continued on page 2 ***\nYaak River Freight Lines, Inc. - contractor settlements - settle@yaakriverfreight.com      Page 1 of 2\n\nYAAK RIVER FREIGHT LINES, INC.                                CONTRACTOR SETTLEMENT\nStmt # YR-2617-0088   COPPER RIDGE TRUCKING LLC   Check Dt 04/24/26                 (continued)\n\nTRIP / DATE / LANE                           LOADED  EMPTY     LOADED    EMPTY      FSC    EXTRA\n                                              MILES  MILES        PAY      PAY\n------------------------------------------------------------------------------------------------\nYRF-260431  04/16  Salt Lake City UT -> Billings MT (stop Idaho Falls)\n            Shipper: Wasatch Beverage           548     36   1,052.16    34.20   280.32    50.00 STOP\nYRF-260437  04/18  Billings MT -> Missoula MT\n            Shipper: Big Sky Building Supply    342      0     656.64     0.00   164.16     0.00\n\nCHARGES\n  Fuel - EFS card (9 purchases)                       (1,812.44)\n  Occupational accident - policy OA-22817                (52.10)\n  Cargo / physical damage                                (96.40)\n  Trailer rental 53ft reefer R-5120                     (140.00)\n  ELD & tablet (Motive)                                  (24.95)\n  Montana GVW / IFTA fund                                (38.50)\n  Cash advance 04/14 (EFS check 55120)                  (300.00)\n  Escrow deposit  (escrow balance now 3,450.00)         (150.00)\n\nPAID BACK TO YOU (receipts on file)\n  CAT scale Boise ID + reweigh                             26.00\n  Lumper - YRF-260425 rcpt 7731                            85.00\n\nRECAP                                 miles 1,892 (loaded 1,799 / empty 93)\n  Mileage pay (loaded + empty)            3,542.43\n  Fuel surcharge                            908.16\n  Extra pay (DET/STOP)                      125.00\n  GROSS SETTLEMENT                        4,575.59\n  Charges, advance & escrow             (2,614.39)\n  Paid back to you                          111.00\n  NET CHECK                               2,072.20     direct deposit Glacier Bank ***2204\n\nDisputes must be raised within 30 days of the check date. Escrow is refundable per lease sec. 9.\nYaak River Freight Lines, Inc. - contractor settlements - settle@yaakriverfreight.com      Page 2 of 2\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 457559,
      netCents: 207220,
      date: '2026-04-24',
      broker: 'YAAK RIVER FREIGHT LINES, INC.',
      tripNumber: 'YRF-260412',
      miles: 1892,
      linehaulCents: 354243,
      fuelSurchargeCents: 90816,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 11100,
      deductions: [181244, 5210, 9640, 14000, 2495, 3850],
    },
  },
  {
    id: 'b176-yachats-balance-columns-trailing-minus',
    issuer: 'Yachats Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-of-revenue settlement (72% of linehaul, 100% FSC and accessorials): a wide load table whose rows wrap the consignee onto a second line, with the 100% linehaul revenue beside the 72% share and a YOUR PAY column; a charges table with THIS PERIOD amounts in trailing-minus form next to PRIOR BAL and NEW BAL columns (lease payoff, plates, advance, escrow balances), a reimbursement line in the same table, and a recap; ISO YYYY-MM-DD dates, ACH effective date in the header',
    text: 'YACHATS TRACTOR LEASING, LLC                        LEASE OPERATOR SETTLEMENT\n95 Ocean View Dr., Yachats, OR 97498                Settlement ID   YTL-S-2026-006\nPh 541-555-0193   Fax 541-555-0194                  Period          2026-02-01 to 2026-02-07\nLoads hauled under Yachats Freight Co., MC 1290457  ACH effective   2026-02-13\n\nLessee: Marisol Quintero    Unit Y-214 (2021 Freightliner Cascadia)    Lease YTL-L-0214\nPay plan C: 72% of linehaul revenue + 100% fuel surcharge + 100% accessorials\n\nLOAD       DELIVERED   ROUTE / CONSIGNEE             LH REVENUE      FSC ACCESS.    LH 72%  YOUR PAY\n---------- ----------  ----------------------------  ---------- -------- ------- --------- ---------\nYTL-7714   2026-02-02  Newport OR - Sacramento CA      2,480.00   412.30    0.00  1,785.60  2,197.90\n                       Delta Grocers DC #4, West Sacramento\nYTL-7720   2026-02-04  Sacramento CA - Medford OR      1,350.00   198.45    0.00    972.00  1,170.45\n                       Rogue Basin Hardware Supply, Medford\nYTL-7729   2026-02-06  Medford OR - Tacoma WA          1,875.00   301.60   90.00  1,350.00  1,741.60\n                       Commencement Bay Cold Storage (det 2 h)\n\nCHARGES (negative = taken from pay)          THIS PERIOD      PRIOR BAL        NEW BAL\nTractor lease pmt #31 of 156                     725.00-      88,410.00      87,685.00\nFuel - fleet card (wk 6)                       1,634.82-\nBobtail / NTL insurance                           38.00-\nOccupational accident                             44.50-\nIRP plate recovery                                31.25-         437.50         406.25\nELD subscription                                  18.00-\nAdvance repayment (adv. of 01/29)                250.00-         500.00         250.00\nEscrow deposit (held for you)                    100.00-       2,500.00       2,600.00\nScale ticket reimbursement (Woodburn)              14.00\n\nSETTLEMENT RECAP\n  Linehaul share 72%            4,107.60\n  Fuel surcharge 100%             912.35\n  Accessorials 100%                90.00\n  TOTAL EARNINGS                5,109.95\n  TOTAL CHARGES                 2,841.57-\n  REIMBURSEMENTS                   14.00\n  NET ACH                       2,282.38   Oregon Pacific Bank xxxx3087\n\nBalances are informational. Lease payoff quotes: leasing@yachatstractor.com\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 510995,
      netCents: 228238,
      date: '2026-02-13',
      broker: 'YACHATS TRACTOR LEASING, LLC',
      tripNumber: 'YTL-7714',
      miles: null,
      linehaulCents: 410760,
      fuelSurchargeCents: 91235,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: 1400,
      deductions: [72500, 163482, 3800, 4450, 3125, 1800],
    },
  },
  {
    id: 'b176-tchefuncte-ach-first-one-line-loads',
    issuer: 'Tchefuncte Dispatch Services, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service payout statement, short: the net ACH to the carrier and its send date come first, before any detail; each load is a header line (load number, lane, miles, broker and broker ref) followed by one line carrying several amounts (flat rate, extras, lumper, 7% fee); a one-line totals row, an OTHER ITEMS block with leading-minus amounts (quick-pay fee, TMS seat, fuel advance) and a prose paragraph explaining the ACH arithmetic; dates as weekday + month name',
    text: 'TCHEFUNCTE DISPATCH SERVICES, LLC\nTruck dispatching & back office for small fleets\n70380 Hwy 21, Suite B, Covington, LA 70433 | 985-555-0128 | payouts@tchefunctedispatch.com\n\nCARRIER PAYOUT STATEMENT #TDS-P-0309\nCarrier: LONGLEAF ROAD EXPRESS LLC   MC 1357702   USDOT 3900184   Truck 12\nWeek ending Saturday, March 7, 2026\n\n>> NET ACH TO CARRIER: $4,692.65  sent Tuesday, March 10, 2026\n>> Regions Bank acct ending 3316, trace 065100112088\n\nWe collected the load pay from your brokers and remit it to you less the items below.\n\nLOAD LINES\nLoad TDS-3051  Baton Rouge LA > Dallas TX   497 mi   broker: Bayou Teche Logistics (ref BT-77120)\n   Flat 2,150.00   Extras 0.00   Lumper 175.00   Fee 7% 150.50\nLoad TDS-3058  Dallas TX > Memphis TN       452 mi   broker: Red Stick Freight Partners (ref RS-40518)\n   Flat 1,725.00   Extras 100.00 (det 2h)   Lumper 0.00   Fee 7% 120.75\nLoad TDS-3064  Memphis TN > Hammond LA      388 mi   broker: Pontchartrain Brokerage Co. (ref PB-2290)\n   Flat 1,380.00   Extras 0.00   Lumper 0.00   Fee 7% 96.60\nTotals   Flat 5,255.00   Extras 100.00   Lumper 175.00   Fee 367.85\n\nOTHER ITEMS\n   Quick-pay fee charged by Red Stick Freight Partners on TDS-3058 (2%)   -34.50\n   TMS / load board seat (March)                                          -35.00\n   EFS fuel advance 03/03 (code 44817)                                    -400.00\n\nHOW THE ACH WAS FIGURED\n   Flat rates + extras = gross 5,355.00; minus dispatch fees 367.85, quick-pay fee 34.50,\n   TMS 35.00 and fuel advance 400.00; plus lumper you paid 175.00 = 4,692.65\n\nThank you for hauling with us - next payout Tuesday, March 17, 2026.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 535500,
      netCents: 469265,
      date: '2026-03-10',
      broker: 'TCHEFUNCTE DISPATCH SERVICES, LLC',
      tripNumber: 'TDS-3051',
      miles: 1337,
      linehaulCents: 525500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 17500,
      deductions: [36785, 3450, 3500],
    },
  },
  {
    id: 'b176-sainterose-labels-above-amounts-boxes',
    issuer: 'Transports Sainte-Rose-du-Nord inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec two-page relevé de règlement for a voiturier remorqueur on a 78% percentage plan: page 1 is a grid of boxes where each label sits on one line and its amount on the line below (share, fuel surcharge, taxable subtotal, TPS, TVQ, total des gains including taxes, retenues in parentheses, advance + guarantee fund combined in one box, remboursements, amount deposited beside bank boxes); page 2 has the voyage detail (revenue, 78% share, surcharge), itemised retenues, a reimbursement and a starred footnote with the guarantee-fund balance; French month names and DD/MM/YYYY, 1 234,56 $ numbers',
    text: 'TRANSPORTS SAINTE-ROSE-DU-NORD INC.\n112, rue du Quai, Sainte-Rose-du-Nord (Québec)  G0V 1T0\nTél. 418 555-0147   NEQ 1174429085   PCVC R-551839-4\nTPS 742183305 RT0001   TVQ 1227019442 TQ0001\n\nRELEVÉ DE RÈGLEMENT - VOITURIER REMORQUEUR                    Relevé no SRN-2610\nVoiturier : Gestion Ferland-Tremblay inc. (Luc Ferland)       Camion no 27\nTPS voiturier 804551120 RT0001   TVQ voiturier 1219884301 TQ0001\nPériode : du 1er au 7 mars 2026                              Date du dépôt : 13 mars 2026\nEntente : 78 % du revenu de transport, surcharge carburant versée à 100 %\n\nSOMMAIRE\n+-----------------------+-----------------------+-----------------------+\n| Part voiturier (78 %) | Surcharge carburant   | Sous-total taxable    |\n|           4 227,60 $  |             737,25 $  |           4 964,85 $  |\n+-----------------------+-----------------------+-----------------------+\n| TPS 5 %               | TVQ 9,975 %           | Total des gains       |\n|             248,24 $  |             495,24 $  |           5 708,33 $  |\n+-----------------------+-----------------------+-----------------------+\n| Retenues (détail p. 2)| Avance + fonds gar.*  | Remboursements        |\n|         (1 949,85 $)  |           (325,00 $)  |              45,00 $  |\n+-----------------------+-----------------------+-----------------------+\n| MONTANT DÉPOSÉ        | Institution           | Transit / folio       |\n|           3 478,48 $  |           Desjardins  |   815-30447 / ***612  |\n+-----------------------+-----------------------+-----------------------+\n                                                                           Page 1 de 2\n\nTRANSPORTS SAINTE-ROSE-DU-NORD INC. - Relevé SRN-2610 (suite)              Page 2 de 2\n\nDÉTAIL DES VOYAGES\nNo voyage   Date        Trajet / client                     Revenu   Part 78 %   Surcharge\nSRN-88412   03/03/2026  Chicoutimi -> Montréal (Anjou)    2 840,00    2 215,20      386,40\n                        Papier Kénogami\nSRN-88419   04/03/2026  Montréal -> Québec (Beauport)     1 120,00      873,60      152,30\n                        Distribution Fleuve\nSRN-88427   06/03/2026  Québec -> Saguenay (La Baie)      1 460,00    1 138,80      198,55\n                        Quincaillerie Boréale\n\nDÉTAIL DES RETENUES\n  Carburant - cartes Ultramar (8 achats)          1 688,17 $\n  Assurance responsabilité civile                    64,00 $\n  Assurance marchandises                             22,50 $\n  Location de remorque R-118                         95,00 $\n  Cotisation CNESST                                  41,28 $\n  SAAQ - immatriculation (quote-part)                38,90 $\n  Avance en argent du 04/03/2026                    200,00 $\n  Fonds de garantie* (retenue hebdomadaire)         125,00 $\n\nREMBOURSEMENTS\n  Permis spécial de circulation (reçu 5521)          45,00 $\n\n* Solde du fonds de garantie après ce relevé : 2 875,00 $, remboursable 45 jours après la fin du contrat.\nLes taxes (TPS/TVQ) sont calculées sur la part voiturier et la surcharge carburant.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 570833,
      netCents: 347848,
      date: '2026-03-13',
      broker: 'TRANSPORTS SAINTE-ROSE-DU-NORD INC.',
      tripNumber: 'SRN-88412',
      miles: null,
      linehaulCents: 422760,
      fuelSurchargeCents: 73725,
      advancesCents: 20000,
      escrowCents: 12500,
      reimbursementsCents: 4500,
      deductions: [168817, 6400, 2250, 9500, 4128, 3890],
    },
  },
  {
    id: 'b176-xicotepec-per-trip-subtotals-words',
    issuer: 'Transportes Xicotepec, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish liquidación a permisionario in MXN with 1.234,56 number format: one block per viaje (viaje, carta porte, DD/MM/YY date, route on a pipe-separated header line, then flete, maniobras and a per-viaje taxable subtotal), with a non-taxable toll reimbursement wrapped over two lines inside the second viaje; the RESUMEN adds IVA 16% to reach total percepciones, then leading-minus retención IVA 4%, retención ISR 1.25%, advance, diesel, insurance, GPS and guarantee fund, a plus toll refund, the net and the net in words; Spanish long pay date',
    text: 'TRANSPORTES XICOTEPEC, S.A. DE C.V.\nRFC TXI150312KQ8      Permiso SICT 21TRA0045187\nAv. Juárez Nte. 418, Col. Centro, Xicotepec de Juárez, Pue., C.P. 73080   Tel. 764 555 0132\n\nLIQUIDACIÓN A PERMISIONARIO                                       Folio LQ-2026-0217\nPermisionario: Eleazar Montiel Cruz   RFC MOCE780512HJ4   Unidad T-31 (Kenworth T680 2020)\nPeriodo: 16/02/26 al 22/02/26\nFecha de pago: 27 de febrero de 2026 - transferencia SPEI a BBVA cta. ****6621\n\nDETALLE POR VIAJE (importes en pesos mexicanos)\nVIAJE V-4417 | Carta Porte CP-20931 | 17/02/26 | Puebla, Pue. -> Veracruz, Ver.\n    Flete                                           $ 18.500,00\n    Maniobras de carga                               $ 1.200,00\n    Subtotal viaje V-4417 (gravable)                $ 19.700,00\n\nVIAJE V-4423 | Carta Porte CP-20958 | 19/02/26 | Veracruz, Ver. -> Cuautitlán Izcalli, Méx.\n    Flete                                           $ 16.800,00\n    Subtotal viaje V-4423 (gravable)                $ 16.800,00\n    Casetas pagadas por el operador (reembolso,\n      no gravable - se suma en el resumen)           $ 2.345,00\n\nVIAJE V-4431 | Carta Porte CP-20977 | 21/02/26 | Cuautitlán Izcalli, Méx. -> Puebla, Pue.\n    Flete                                            $ 7.900,00\n    Subtotal viaje V-4431 (gravable)                 $ 7.900,00\n\nRESUMEN DE LA LIQUIDACIÓN\n    Suma de subtotales gravables                    $ 44.400,00\n    IVA 16 %                                         $ 7.104,00\n    TOTAL PERCEPCIONES                              $ 51.504,00\n    Retención IVA 4 %                               -$ 1.776,00\n    Retención ISR 1.25 % (RESICO)                     -$ 555,00\n    Anticipo de viaje (vale 0932)                   -$ 5.000,00\n    Diésel con tarjeta de flota                     -$ 9.860,50\n    Seguro de carga (prorrata semanal)                -$ 850,00\n    Renta de GPS / monitoreo                          -$ 420,00\n    Fondo de garantía (aportación semanal)          -$ 1.000,00\n    Reembolso de casetas (V-4423)                   +$ 2.345,00\n    NETO A PAGAR                                    $ 34.387,50\n    (TREINTA Y CUATRO MIL TRESCIENTOS OCHENTA Y SIETE PESOS 50/100 M.N.)\n\nSe emite CFDI de retenciones por el IVA y el ISR retenidos. Saldo del fondo de garantía: $ 14.000,00.\nRecibí de conformidad: ______________________   Eleazar Montiel Cruz\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5150400,
      netCents: 3438750,
      date: '2026-02-27',
      broker: 'TRANSPORTES XICOTEPEC, S.A. DE C.V.',
      tripNumber: 'V-4417',
      miles: null,
      linehaulCents: 4320000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 100000,
      reimbursementsCents: 234500,
      deductions: [177600, 55500, 986050, 85000, 42000],
    },
  },
  {
    id: 'b176-tobyhanna-ytd-side-by-side-split-deposit',
    issuer: 'Tobyhanna Bulk Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'US company-driver earnings statement: earnings (rate, units, this period, Y-T-D) and deductions (this period, Y-T-D) side by side on the same lines split by a pipe, so each printed line carries four or six amounts; gross and total deductions on one shared line with their YTD figures, net pay current and YTD on one line, and the net split between two deposit accounts; printed by a payroll service named at the bottom; MM/DD/YYYY dates',
    text: 'TOBYHANNA BULK CARRIERS, INC.                                        EARNINGS STATEMENT\n1450 Route 611, Tobyhanna, PA 18466                              Advice No.        DD-0048213\nFEIN 23-4471902   USDOT 2210487                                  Pay Date          05/15/2026\n                                                                 Period Beginning  05/03/2026\n                                                                 Period Ending     05/09/2026\nEmployee: RAYMOND J. KOSTELNIK        Emp ID 0417      Dept: Bulk Tanker - Regional\nSSN XXX-XX-6628   Fed: Married, 0 adj.   PA resident / Coolbaugh Twp (EIT 1.0%)\n\nEARNINGS          RATE    UNITS  THIS PER.       Y-T-D | DEDUCTIONS          THIS PER.      Y-T-D\n-------------------------------------------------------+-----------------------------------------\nMileage Pay      .6200  2,184.0   1,354.08   24,911.36 | Federal W/H            118.00   2,212.00\nStop Pay       25.0000      4.0     100.00    1,650.00 | Social Security         97.34   1,702.23\nDetention Hrs  22.0000      3.0      66.00      594.00 | Medicare                22.77     398.10\nSafety Bonus                         50.00      300.00 | PA State Tax            48.20     842.88\n                                                       | Local EIT Tobyhanna     15.70     274.55\n                                                       | PA SUI (EE)              1.10      19.22\n                                                       | 401(k) 5%               78.50   1,372.77\n                                                       | Medical Pre-Tax         64.20   1,219.80\n-------------------------------------------------------+-----------------------------------------\nGROSS PAY                         1,570.08   27,455.36 | TOTAL DEDUCTIONS       445.81   8,041.55\n\nNET PAY            THIS PERIOD 1,124.27      Y-T-D 19,413.81\n\nNET PAY DISTRIBUTION      Pocono Valley FCU  checking  xxxx1180      900.00\n                          Pocono Valley FCU  savings   xxxx1182      224.27\n\nMiles this period: 2,184 dispatched (loads 5512-5519). Trips paid on the week loads are delivered.\nTHIS IS NOT A CHECK - NON-NEGOTIABLE          Payroll prepared by Mountainhome Payroll Services, Inc.\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 157008,
      netCents: 112427,
      date: '2026-05-15',
      broker: 'TOBYHANNA BULK CARRIERS, INC.',
      tripNumber: null,
      miles: 2184,
      linehaulCents: 135408,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11800, 9734, 2277, 4820, 1570, 110, 7850, 6420],
    },
  },
  {
    id: 'b176-whitemud-stacked-header-ytd',
    issuer: 'Whitemud Creek Transport Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta semi-monthly hourly driver pay statement: employee, period and pay date given as a row of labels with the values on the line below; earnings table (hours, rate, current, year to date) and deductions table (CPP, EI, federal and Alberta tax, benefits, RRSP) with current and YTD columns; net pay current and net YTD printed side by side under their labels, then a vacation-hours row; day-first DD/MM/YYYY dates where the pay date 05/06/2026 means 5 June',
    text: 'WHITEMUD CREEK TRANSPORT LTD.\n9825 - 34 Avenue NW, Edmonton AB  T6E 5X9     780-555-0138     BN 81433 9027 RP0001\n\nPAY STATEMENT - semi-monthly                     all dates DD/MM/YYYY\nEmployee              Employee no.     Position                     Pay period               Pay date\nKyle Anand Brar       WCT-0293         City/regional driver, Cl. 1  16/05/2026 - 31/05/2026  05/06/2026\n\nEARNINGS\nDescription                          Hours       Rate        Current      Year to date\nRegular                              80.00      27.50       2,200.00         22,000.00\nOvertime 1.5x                         6.00      41.25         247.50          1,980.00\nGeneral Holiday (Victoria Day)        8.00      27.50         220.00            880.00\nTotal earnings                                              2,667.50         24,860.00\n\nDEDUCTIONS\nDescription                                                     Current      Year to date\nCPP                                                           150.04          1,392.40\nEI                                                             43.48            405.22\nFederal income tax                                            262.35          2,604.80\nAlberta income tax                                            139.10          1,381.70\nGroup benefits (Sun Prairie Mutual)                            42.30            423.00\nRRSP - group plan                                             100.00          1,000.00\nTotal deductions                                              737.27          7,207.12\n\nNet pay current                     Net pay year to date              Deposited to\n1,930.23                            17,652.88                         ATB Financial  ****7751\n\nVacation accrued (hrs)   Vacation used (hrs)   Vacation balance (hrs)\n   6.15                     0.00                  61.50\nQuestions about your pay: payroll@whitemudcreek.ca\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 266750,
      netCents: 193023,
      date: '2026-06-05',
      broker: 'WHITEMUD CREEK TRANSPORT LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [15004, 4348, 26235, 13910, 4230, 10000],
    },
  },
  {
    id: 'b176-sappa-wrapped-debtors-dr-cr',
    issuer: 'Sappa Creek Freight Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring remittance advice: an invoice table whose debtor names wrap onto a second line (the first debtor\'s "LLC" is on the continuation line), a per-invoice 2.5% fee column with a totals row, then an account-activity ledger with DR/CR suffixes (face, fee, reserve withheld, chargeback with a wrapped debtor note, reserve release, wire fee) and column totals, the net wired, and the reserve balance in a closing paragraph; funding date as APR 14 2026',
    text: 'SAPPA CREEK FREIGHT FUNDING, LLC\nAccounts Receivable Purchase - Remittance Advice\n207 S. Pender Ave, Oberlin, KS 67749   Tel 785-555-0161   ops@sappacreekfunding.com\n\nClient:   HIGH LINE CANAL CARRIERS LLC   MC 1421106          Client No. 3318\nSchedule: 26-0412        Funding Date: APR 14 2026           Wire ref 0414SCF7712\n\nINVOICES PURCHASED THIS SCHEDULE\nINV NO   LOAD / PRO    DEBTOR                          FACE AMT    FEE 2.5%\n-------- ------------- --------------------------- ----------- -----------\n10231    CBL-55012     CIMARRON BREAKS LOGISTICS      2,450.00       61.25\n                       LLC (Dodge City KS)\n10232    88-415207     NORTH PLATTE VALLEY FREIGHT    1,875.00       46.88\n                       BROKERS, INC.\n10233    LD7719034     CIMARRON BREAKS LOGISTICS      3,120.00       78.00\n                       LLC (Dodge City KS)\n10234    SF-20418      PRAIRIE SKIES TRANSPORT          980.00       24.50\n                       SOLUTIONS LLC\n                                                   ----------- -----------\n                       4 invoices                    8,425.00      210.63\n\nACCOUNT ACTIVITY                                           DR              CR\n  Invoices purchased (face)                                            8,425.00 CR\n  Discount fee, schedule 26-0412                     210.63 DR\n  Reserve withheld 5%                                421.25 DR\n  Chargeback inv 10177 - unpaid > 90 days          1,150.00 DR\n     (debtor Lone Butte Freight Brokers)\n  Reserve release - schedule 26-0322                                     365.00 CR\n  Outgoing wire fee                                   15.00 DR\n                                               ------------     ------------\n                                                   1,796.88 DR      8,790.00 CR\n\n  NET FUNDS WIRED TO CLIENT                                            6,993.12\n  First Bank of Kansas ABA 1011xxxxx acct xxxx4409\n\nReserve balance after this schedule: 4,812.40. Payments from debtors must be remitted to\nSappa Creek Freight Funding, LLC, PO Box 228, Oberlin KS 67749. Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 842500,
      netCents: 699312,
      date: '2026-04-14',
      broker: 'CIMARRON BREAKS LOGISTICS LLC',
      tripNumber: 'CBL-55012',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 42125,
      reimbursementsCents: null,
      deductions: [21063, 115000, 1500],
    },
  },
  {
    id: 'b176-skokomish-label-row-multi-stop',
    issuer: 'Skokomish Freight Brokerage, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate confirmation: load number, issue date and booker as a label row with values underneath; a three-stop schedule (one pickup, two deliveries) with pickup/PO/appointment references on continuation lines; a short carrier-pay block (flat linehaul, fuel surcharge, extra stop, total) with the total repeated in words, then conditional accessorials that are not included; weekday month-name issue date and MM/DD/YYYY stop dates',
    text: "SKOKOMISH FREIGHT BROKERAGE, LLC                 LOAD CONFIRMATION & RATE AGREEMENT\nN. 2210 US Hwy 101, Shelton, WA 98584             MC 1302285  USDOT 3650071\nDispatch 360-555-0185  loads@skokomishfreight.com\n\nLoad #               Date issued                 Booked by\nSFB-904417           Tuesday, June 9, 2026       Jenna Holloway x214\n\nCARRIER: CASCADE FOOTHILLS CARRIERS LLC   MC 1398840   Driver: Pete Ruiz   Truck 455 / Trlr V2231\nEquipment: 53' dry van, 42,000 lb max                  Commodity: lumber products, palletized\n\nSTOP 1  PICK UP  06/10/2026 0700-1100   Olympic Mill Works, 400 W Railroad Ave, Shelton WA 98584\n        Pickup # OMW-55180   PO 4471-22\nSTOP 2  DELIVER  06/11/2026 by 1400     Valley Builders Supply, 2301 Kiernan Ave, Modesto CA 95356\n        Deliver 12 pallets; appointment ref VBS-2291\nSTOP 3  DELIVER  06/11/2026 1500-2000   Delta Lumber Yard, 1880 S Airport Way, Stockton CA 95206\n        Deliver remaining 14 pallets\n\nCARRIER PAY                      USD\n  Linehaul (flat)             2,350.00\n  Fuel surcharge                310.00\n  Extra stop (Modesto)           75.00\n  TOTAL                       2,735.00\n  Two thousand seven hundred thirty-five and 00/100 dollars\n\nNot included unless approved in writing: detention $45/hr after 2 free hours, TONU $150,\nlumper (reimbursed with receipt). Quick pay 2% in 48 hrs or standard pay 30 days from receipt of POD.\nCarrier must not re-broker or double-broker this load. Sign and return before dispatch.\n\nCarrier signature: ____________________  Date: ____________\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 273500,
      broker: 'SKOKOMISH FREIGHT BROKERAGE, LLC',
      tripNumber: 'SFB-904417',
    },
  },
  {
    id: 'b176-sumas-scale-ticket-axles',
    issuer: 'Sumas Prairie Truck Scale',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short, plain certified truck-scale ticket: centered header, ticket number with M/D/YYYY date and time on one line, truck/trailer/company lines, axle weights and a GROSS weight in pounds (a weight, not money), a $14.00 fee paid by card, weighmaster licence line',
    text: '        SUMAS PRAIRIE TRUCK SCALE\n      Certified Public Weighmaster\n   1120 Cherry St, Sumas WA 98295\n         (360) 555-0119\n\nTICKET 0418833      8/3/2026   14:22\nTRUCK  455          TRAILER  V2231\nCO.    CASCADE FOOTHILLS CARRIERS\n\nSTEER AXLE              11,860 LB\nDRIVE AXLES             33,540 LB\nTRAILER AXLES           33,020 LB\nGROSS                   78,420 LB\n\nREWEIGH  NO\nFEE      $14.00   VISA ****4410  APPROVED\n\nWEIGHMASTER  R. DEGROOT   LIC WA-WM-2217\n   Thank you - drive safe\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-08-03',
    },
  },
];
