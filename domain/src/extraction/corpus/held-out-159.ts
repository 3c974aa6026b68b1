import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 159: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages with a repeated header, loaded
 * and empty miles paid at different rates, per-load subtotals and totals only in the recap; US
 * lessor 72% percentage plan laid out with every value under its label; US dispatch service with
 * flat all-in load rates, the net ACH printed first and a wrapped load table last; French Quebec
 * relevé paying 75 % of revenue with TPS/TVQ, trailing-minus retenues and solde avant/après
 * columns; Mexican liquidación a permisionario in MXN with IVA 16 %, retención IVA 4 % and ISR
 * 1,25 %, footnotes and the net in words), two pay stubs (Washington bulk carrier weekly mileage
 * stub printed by a payroll service, trailing-minus taxes and YTD columns; New Brunswick bi-weekly
 * hourly stub with earnings and deductions side by side, each with YTD), a factoring purchase &
 * remittance advice with DR/CR columns, wrapped debtor names, per-invoice fee/reserve columns and
 * a reserve release, a short lumper receipt and a two-page broker rate confirmation.
 * Countries: 7 US, 2 CA (one French Quebec, one New Brunswick), 1 MX.
 * Date formats: MM/DD/YY, month names ("October 24, 2025"), ISO YYYY-MM-DD, French month names
 * ("13 mars 2026") with DD-MM, Spanish long date ("viernes 27 de febrero de 2026") with DD/MM/YYYY,
 * MM/DD/YYYY, day-first DD/MM/YYYY, DD-MON-YYYY, M/D/YY, weekday + month name ("Tue May 19, 2026").
 * Number formats: 1,234.56 with parentheses and leading minus, trailing minus (138.40-), French
 * 1 234,56 $, European 1.234,56 (MXN), separate DR/CR columns, amounts in words.
 */
export const HELD_OUT_DOCUMENTS_159: CorpusDocument[] = [
  {
    id: 'b159-mattole-two-page-load-subtotals',
    issuer: 'Mattole River Freightways, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile contractor settlement: page 1 holds the header (pay date, period, rates) and a load detail where each load is a block of indented lines (loaded miles and empty miles paid at different rates, fuel surcharge on all miles, detention/stop lines) closed by a per-load subtotal; page 2 repeats the letterhead and column header, carries the last load, then deductions, an advances/escrow block with balances beside the amounts, reimbursements, and a recap that is the only place totals appear (loaded and empty miles printed separately, negatives in parentheses); MM/DD/YY dates',
    text: 'MATTOLE RIVER FREIGHTWAYS, INC.                        CONTRACTOR SETTLEMENT\n2250 Waterfront Dr, Eureka CA 95501                    Stmt No.    0447-26\nPh 707-555-0188   Fax 707-555-0189                     Pay Date    02/20/26\nMC 1187342   USDOT 3294718                             Period      02/08/26 thru 02/14/26\n\nPay to:  KESTREL ROAD TRANSPORT LLC                    Tractor 214   Trailer 53R-0912\n         attn Dmitri Volkov, 18 Pine Hill Rd, Arcata CA 95521\nRates:   Loaded $1.95/mi    Empty $1.10/mi    FSC $0.48/mi (loaded + empty)\n\nLOAD DETAIL\nLoad/Ref       Date   Lane / Item                        Miles     Rate      Amount\n--------------------------------------------------------------------------------\nMRF-26-1183    02/08  Eureka CA - Sacramento CA\n                      Loaded                               412    1.950      803.40\n                      Empty (deadhead Arcata-Eureka)        38    1.100       41.80\n                      Fuel surcharge                       450    0.480      216.00\n                      Detention 2.0 hr (Sacramento DC)            40.00       80.00\n                                                     Load subtotal        1,141.20\n\nMRF-26-1191    02/10  Sacramento CA - Medford OR\n                      Loaded                               296    1.950      577.20\n                      Empty (Rancho Cordova to shipper)     64    1.100       70.40\n                      Fuel surcharge                       360    0.480      172.80\n                      Extra stop - Redding CA                     50.00       50.00\n                                                     Load subtotal          870.40\n\nMRF-26-1204    02/12  Medford OR - Fresno CA\n                      Loaded                               497    1.950      969.15\n                      Empty (Medford yard)                  21    1.100       23.10\n                      Fuel surcharge                       518    0.480      248.64\n                                                     Load subtotal        1,240.89\n\n            ** continued on page 2 **\nMattole River Freightways, Inc. - settlements@mattoleriverfwy.com      Page 1 of 2\n--------------------------------------------------------------------------------\nMATTOLE RIVER FREIGHTWAYS, INC.                        CONTRACTOR SETTLEMENT\nStmt No. 0447-26   Pay Date 02/20/26   KESTREL ROAD TRANSPORT LLC   (continued)\n\nLoad/Ref       Date   Lane / Item                        Miles     Rate      Amount\n--------------------------------------------------------------------------------\nMRF-26-1210    02/13  Fresno CA - Eureka CA\n                      Loaded                               447    1.950      871.65\n                      Empty (Fresno to Visalia shipper)     64    1.100       70.40\n                      Fuel surcharge                       511    0.480      245.28\n                                                     Load subtotal        1,187.33\n\nDEDUCTIONS\n  Fuel - EFS card (9 purchases, detail attached)                          1,512.38\n  Occupational accident                                                      54.00\n  Cargo / physical damage insurance                                          96.40\n  ELD & tablet                                                               22.50\n  IFTA / permits                                                             38.75\n  Trailer usage 53R-0912                                                     90.00\n\nADVANCES & ESCROW                                        This stmt     Balance after\n  EFS cash advance 02/10                                    300.00              0.00\n  Escrow deposit                                             75.00          1,725.00\n\nREIMBURSEMENTS\n  Lumper - Fresno CA (rcpt 88120)                           185.00\n  Scale - CAT Weed CA                                        12.75\n\nRECAP                              Loaded miles  1,652      Empty miles  187\n  Linehaul (loaded + empty)                                            3,427.10\n  Fuel surcharge                                                         882.72\n  Accessorials                                                           130.00\n  Gross settlement                                                     4,439.82\n  Deductions                                                          (1,814.03)\n  Advances                                                              (300.00)\n  Escrow                                                                 (75.00)\n  Reimbursements                                                         197.75\n                                                                      ----------\n  NET PAY - ACH to Redwood Capital Bank ****0915                       2,448.54\n\nDisputes must be received within 15 days of pay date.                 Page 2 of 2\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 443982,
      netCents: 244854,
      date: '2026-02-20',
      broker: 'MATTOLE RIVER FREIGHTWAYS, INC.',
      tripNumber: 'MRF-26-1183',
      miles: 1839,
      linehaulCents: 342710,
      fuelSurchargeCents: 88272,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 19775,
      deductions: [151238, 5400, 9640, 2250, 3875, 9000],
    },
  },
  {
    id: 'b159-ontonagon-labels-above-amounts',
    issuer: 'Ontonagon Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-plan (72% of line haul revenue, 100% FSC) settlement laid out as a form: every value sits on the line below its label (header boxes, one label row and one value row per load with miles, 100% line haul revenue, share %, operator share, fuel surcharge and accessorial), the charges are two rows of labels with amounts beneath (fuel, insurance, tractor payment, plates, ELD, then maintenance fund and fuel advance), a fund-balances row and a recap row of three labelled boxes (gross, total charges including advance and maintenance fund, net deposit); month-name dates in the header and MM/DD in load lines',
    text: 'ONTONAGON TRACTOR LEASING, LLC\nLEASE OPERATOR SETTLEMENT                                               Page 1 of 1\n412 River Road | Ontonagon, MI 49953 | 906-555-0134 | MC 998214 | USDOT 2871455\n\nOPERATOR                       LEASE NO.        UNIT        PLAN\nMarisol Dunning                OTL-1187         4412        72% line haul / 100% FSC\n\nSETTLEMENT DATE                WEEK ENDING                  DEPOSIT DATE\nOctober 22, 2025               October 18, 2025             October 24, 2025\n\n--- LOADS -----------------------------------------------------------------------\nLoad OT-7731     Green Bay WI to Duluth MN                             picked 10/13\n   Miles      Line Haul Rev.   Share %   Your Share    Fuel Surch.   Accessorial\n   512        2,480.00         72        1,785.60      312.40        0.00\n\nLoad OT-7745     Duluth MN to Eau Claire WI                            picked 10/15\n   Miles      Line Haul Rev.   Share %   Your Share    Fuel Surch.   Accessorial\n   388        1,965.00         72        1,414.80      246.10        75.00 DET\n\nLoad OT-7752     Eau Claire WI to Marquette MI (2 stops)               picked 10/17\n   Miles      Line Haul Rev.   Share %   Your Share    Fuel Surch.   Accessorial\n   694        3,110.00         72        2,239.20      401.85        50.00 STOP\n\n--- CHARGES ---------------------------------------------------------------------\n   Fuel (Pilot card)   Insurance pkg    Tractor pmt    IRP plates    ELD\n   1,288.14            118.25           725.00         31.60         18.00\n\n   Maintenance fund    Fuel advance 10/14\n   150.00              250.00\n\n--- FUND BALANCES AFTER THIS SETTLEMENT -----------------------------------------\n   Maintenance fund    Tractor payoff   Advance owed\n   2,850.00            41,208.55        0.00\n\n--- RECAP -----------------------------------------------------------------------\n   GROSS EARNINGS      TOTAL CHARGES    NET DEPOSIT (Superior Shores CU ...7702)\n   6,524.95            2,580.99         3,943.96\n\nLine haul revenue is shown at 100% for reference; your share is paid at the plan %.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 652495,
      netCents: 394396,
      date: '2025-10-24',
      broker: 'ONTONAGON TRACTOR LEASING, LLC',
      tripNumber: 'OT-7731',
      miles: 1594,
      linehaulCents: 543960,
      fuelSurchargeCents: 96035,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [128814, 11825, 72500, 3160, 1800],
    },
  },
  {
    id: 'b159-minnewaska-net-first-wrapped-loads',
    issuer: 'Minnewaska Dispatch Partners, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier statement in reverse order: the net ACH line comes first, then a "how we got there" calculation with signed minus amounts (booked revenue, 8% dispatch fee, a broker quick-pay discount, a Comcheck fuel advance and its fee), and the load table comes last; in that table broker names and lanes wrap onto a second line (load number under the broker), each load has miles, a flat all-in rate and an extra column, with a totals row and a footnote that no separate fuel surcharge is paid; ISO dates',
    text: 'MINNEWASKA DISPATCH PARTNERS, LLC\nTruck dispatch & back-office services for owner-operators\n77 Main Street, Suite 3B, New Paltz, NY 12561   (845) 555-0163   ops@minnewaskadispatch.com\n\nCARRIER STATEMENT #MDP-2026-0031                          Statement date: 2026-01-15\nCarrier: J&R VEGA TRUCKING LLC   MC-1298834   USDOT 3751920\nTruck 7 (2019 Freightliner Cascadia)   Driver: Javier Vega\nWeek worked: 2026-01-05 to 2026-01-11\n\n>>> NET ACH TO CARRIER:  $4,528.00   sent 2026-01-16 to Hudson Valley CU xxxx2207\n\nHOW WE GOT THERE\n  Booked revenue, 3 loads (detail below)                    5,400.00\n  less dispatch fee 8.0% of booked revenue                   -432.00\n  less broker quick-pay discount (Sandpiper, 2%)              -28.00\n  less Comcheck fuel advance 2026-01-07                      -400.00\n  less Comcheck express-code fee                              -12.00\n                                                           ---------\n  Net ACH                                                   4,528.00\n\nLOADS BOOKED (flat all-in rates as confirmed by broker)\nBroker / Load #                 Pickup      Lane                   Miles   Flat rate    Extra\n------------------------------  ----------  ---------------------  -----  ----------  -------\nHarlan Creek Logistics          2026-01-05  Newburgh NY ->           561    1,850.00     0.00\n  Load 88213455                             Columbus OH\nSandpiper Freight Solutions,    2026-01-07  Columbus OH ->           384    1,325.00    75.00\n  Inc.  Load TQ-5589120                     Nashville TN                               (det.)\nBluegill Brokerage LLC          2026-01-09  Nashville TN ->          796    2,150.00     0.00\n  Load 401-22871                            Scranton PA\n                                                                   -----  ----------  -------\n                                                                   1,741    5,325.00    75.00\n\n* Flat rates are all-in: no separate fuel surcharge is paid on these loads.\n  Rate confirmations and PODs are on file in your carrier portal.\nQuestions within 7 days: billing@minnewaskadispatch.com\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 540000,
      netCents: 452800,
      date: '2026-01-16',
      broker: 'MINNEWASKA DISPATCH PARTNERS, LLC',
      tripNumber: '88213455',
      miles: 1741,
      linehaulCents: 532500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [43200, 2800, 1200],
    },
  },
  {
    id: 'b159-ouareau-releve-soldes-signe-moins',
    issuer: 'Messageries Ouareau inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      "French Quebec carrier's relevé de règlement for a contractor paid 75 % of transport revenue plus 100 % of the fuel surcharge: voyage table with 100 % revenue, 75 % share, surcharge and other columns (the last voyage's route wraps), sous-totaux row, then earnings before tax, TPS 5 % and TVQ 9,975 % and a tax-included total; deductions use a trailing minus sign and the advance and reserve-fund lines carry solde avant / solde après columns beside the period amount; reimbursements follow and the deposited amount closes; French month names in the header, DD-MM in the table, amounts as 1 234,56 $",
    text: 'MESSAGERIES OUAREAU INC.\nTransport général - voituriers sous contrat\n2180, rang Sainte-Julienne, Rawdon (Québec)  J0K 1S0\nTél. : 450 555-0172   NEQ 1174429836\nTPS 80412 7731 RT0001   TVQ 1227390518 TQ0001\n\nRELEVÉ DE RÈGLEMENT DU VOITURIER                               No 2026-0310\nVoiturier : Transport Guy Lapierre enr. (unité 31)    Période : du 2 au 8 mars 2026\n            44, chemin du Lac-Brennan, Chertsey (Québec)  J0K 3K0\nRémunération : 75 % du revenu de transport + 100 % de la surcharge carburant\nDépôt direct le 13 mars 2026 - Caisse Desjardins de Rawdon, folio ****1184\n\nVOYAGES                                  Revenu      Part 75 %      Surch.      Autres\nV-26-0412  03-03  Laval > Rimouski     2 140,00 $   1 605,00 $   268,40 $     0,00 $\nV-26-0419  04-03  Rimouski > Québec    1 280,00 $     960,00 $   160,50 $     0,00 $\nV-26-0427  06-03  Québec > Sherbrooke\n                  > Laval              1 730,00 $   1 297,50 $   216,90 $    85,00 $ attente\n                                      -----------  -----------  ---------  ---------\nSous-totaux                            5 150,00 $   3 862,50 $   645,80 $    85,00 $\n\nGains avant taxes                                   4 593,30 $\nTPS 5 %                                               229,67 $\nTVQ 9,975 %                                           458,18 $\nTOTAL DES GAINS (taxes incluses)                    5 281,15 $\n\nRETENUES ET AVANCES                      Période      Solde avant     Solde après\nCarburant (carte Flotte, 8 pleins)     1 624,38-\nAssurances resp. civile / biens          142,10-\nLocation de remorque R-118                95,00-\nCommunication / registre électronique     24,95-\nImmatriculation SAAQ (1/52)               48,60-\nAvance du 05-03                          300,00-        300,00 $        0,00 $\nFonds de réserve                         100,00-      1 800,00 $    1 900,00 $\n\nREMBOURSEMENTS\nPéage A-30 (reçu joint)                   12,40\nDéchargement - reçu 55817                150,00\n\nMONTANT DÉPOSÉ                                      3 108,52 $\n\nLes montants suivis du signe « - » sont retenus sur votre paie.\nToute contestation doit être transmise par écrit dans les 10 jours.        Page 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 528115,
      netCents: 310852,
      date: '2026-03-13',
      broker: 'MESSAGERIES OUAREAU INC.',
      tripNumber: 'V-26-0412',
      miles: null,
      linehaulCents: 386250,
      fuelSurchargeCents: 64580,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: 16240,
      deductions: [162438, 14210, 9500, 2495, 4860],
    },
  },
  {
    id: 'b159-moctezuma-liquidacion-notas-letra',
    issuer: 'Operadora de Carga Moctezuma, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación a permisionario in MXN with European-style numbers (1.234,56): trip table with carta porte numbers, flat freight (flete) and maniobras columns where the third route wraps onto a second line, then PERCEPCIONES (fletes, maniobras, subtotal, IVA 16 %, total percepciones), DEDUCCIONES (retención IVA 4 % and ISR 1,25 % with footnote markers, diesel vouchers, cargo insurance, GPS, an anticipo and a fondo de garantía contribution) with its own total, REEMBOLSOS (casetas), the neto a pagar with the amount in words and SPEI line, and numbered footnotes (one gives the fund balance); Spanish long date plus DD/MM/YYYY',
    text: 'OPERADORA DE CARGA MOCTEZUMA, S.A. DE C.V.\nRFC OCM0908213K7          Permiso SICT TPAF02-0913/2009\nBlvd. Luis Encinas 1450, Col. San Benito, Hermosillo, Son., C.P. 83190\nTel. 662 555 0141   liquidaciones@cargamoctezuma.mx\n\nLIQUIDACIÓN A PERMISIONARIO                                    Folio: LQ-2026-0218\nHermosillo, Sonora, a viernes 27 de febrero de 2026\nPermisionario: ALDO RUBÉN QUIJADA MENDÍVIL   RFC QUMA800512HJ2\nUnidad: 27 (Kenworth T680, placas 45-AK-7P)   Periodo: 16/02/2026 al 22/02/2026\nImportes en pesos mexicanos (MXN). Separador decimal: coma.\n\nDETALLE DE VIAJES\nViaje      Fecha       Origen / Destino                    Carta Porte        Flete   Maniobras\n---------  ----------  ----------------------------------  -----------  -----------  ---------\nOCM-55120  16/02/2026  Hermosillo, Son. / Nogales, Son.    CP-A 90412     18.500,00       0,00\nOCM-55134  18/02/2026  Nogales, Son. / Cd. Obregón, Son.   CP-A 90437     24.300,00   1.200,00\nOCM-55141  21/02/2026  Cd. Obregón, Son. / Hermosillo,     CP-A 90455     15.800,00       0,00\n                       Son. (retorno cargado)\n                                                                        -----------  ---------\n                                                                          58.600,00   1.200,00\n\nPERCEPCIONES\n   Fletes                                                   58.600,00\n   Maniobras de carga y descarga                             1.200,00\n   Subtotal                                                 59.800,00\n   IVA 16 %                                                  9.568,00\n   TOTAL PERCEPCIONES                                       69.368,00\n\nDEDUCCIONES\n   Retención de IVA 4 % (1)                                  2.392,00\n   Retención de ISR 1,25 % RESICO (2)                          747,50\n   Vales de diésel (5 cargas, ver anexo)                    21.450,00\n   Seguro de carga (prorrateo semanal)                       1.150,00\n   Renta de GPS / rastreo satelital                            580,00\n   Anticipo para viáticos del 16/02/2026                     5.000,00\n   Fondo de garantía, aportación semanal (3)                 2.000,00\n   TOTAL DEDUCCIONES                                        33.319,50\n\nREEMBOLSOS\n   Casetas de peaje (IAVE, comprobantes anexos)              1.836,00\n\nNETO A PAGAR                                                37.884,50\n(TREINTA Y SIETE MIL OCHOCIENTOS OCHENTA Y CUATRO PESOS 50/100 M.N.)\nPago por transferencia SPEI el 27/02/2026 a BBVA, CLABE ************4471\n\n(1) Retención del 4 % sobre el subtotal por servicio de autotransporte terrestre de bienes.\n(2) Retención de ISR para personas físicas en el Régimen Simplificado de Confianza.\n(3) Saldo del fondo de garantía después de esta liquidación: 26.000,00.\nElaboró: Contabilidad / Operaciones                                      Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 6936800,
      netCents: 3788450,
      date: '2026-02-27',
      broker: 'OPERADORA DE CARGA MOCTEZUMA, S.A. DE C.V.',
      tripNumber: 'OCM-55120',
      miles: null,
      linehaulCents: 5860000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 200000,
      reimbursementsCents: 183600,
      deductions: [239200, 74750, 2145000, 115000, 58000],
    },
  },
  {
    id: 'b159-quilcene-stub-trailing-minus-ytd',
    issuer: 'Obion Payroll Services (for Quilcene Bulk Carriers, Inc.)',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver weekly earnings statement printed by a payroll service for a Washington bulk carrier: earnings table (mileage pay at cents per mile, stop pay, detention hours, safety bonus) with rate, units, this-period and year-to-date columns and a gross row; taxes withheld (federal, Social Security, Medicare, WA PFML, WA Cares) and other deductions (401(k), medical, dental, advance recovery) in separate blocks with trailing-minus amounts in both columns; net pay row with YTD beside it and a direct-deposit line; payroll service named only in the footer; MM/DD/YYYY dates',
    text: 'QUILCENE BULK CARRIERS, INC.                                EARNINGS STATEMENT\n294 Center Road, Quilcene, WA 98376                         Advice No.  DD-0041577\nUSDOT 2218840   (360) 555-0148                              Pay Date    04/10/2026\n                                                            Period      03/29/2026 - 04/04/2026\nEmployee: MATTHEW R. OYELARAN      Emp ID 0318    Dept: Pneumatic Bulk    Fed status: S\nSSN XXX-XX-4412                    Pay basis: $0.62 per dispatched mile + stops/detention\n\nEARNINGS                  Rate     Units     This Period      Year to Date\nMileage pay             0.6200     2,316        1,435.92         19,811.86\nStop pay               25.0000         4          100.00          1,175.00\nDetention (hrs)        22.0000      3.50           77.00            594.00\nSafety bonus - March                               50.00            650.00\n                                             -----------      ------------\nGROSS PAY                                       1,662.92         22,230.86\n\nTAXES WITHHELD                               This Period      Year to Date\nFederal income tax                               138.40-          1,826.44-\nSocial Security                                  103.10-          1,378.31-\nMedicare                                          24.11-            322.35-\nWA Paid Family & Medical Leave                    13.47-            180.07-\nWA Cares Fund                                      9.64-            128.94-\n\nOTHER DEDUCTIONS                             This Period      Year to Date\n401(k) 4% (pre-tax)                               66.52-            889.23-\nMedical plan (pre-tax)                            47.85-            669.90-\nDental plan (pre-tax)                              6.20-             86.80-\nAdvance recovery (advance of 03/31)              100.00-            300.00-\n\nNET PAY                                         1,153.63         16,448.82\nDirect deposit - Kitsap Credit Union checking ****6620:   1,153.63\n\nPrepared by Obion Payroll Services, Union City TN - payroll questions 731-555-0190\nThis is not a check.                                                     Page 1 of 1\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 166292,
      netCents: 115363,
      date: '2026-04-10',
      broker: 'QUILCENE BULK CARRIERS, INC.',
      tripNumber: null,
      miles: 2316,
      linehaulCents: 143592,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [13840, 10310, 2411, 1347, 964, 6652, 4785, 620],
    },
  },
  {
    id: 'b159-restigouche-stub-side-by-side-ytd',
    issuer: 'Restigouche Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'New Brunswick bi-weekly hourly driver pay statement with earnings on the left and deductions on the right of a vertical bar, each with current and year-to-date columns (regular and overtime hours, border-crossing premium, 4% vacation pay; federal and NB income tax, CPP, EI, group RRSP, group benefits), gross and total-deduction totals on the bottom row, net pay below, and a footnote listing employer CPP/EI contributions that are not deducted; day-first DD/MM/YYYY dates',
    text: 'RESTIGOUCHE HAULAGE LTD.                                       PAY STATEMENT\n88 Water Street, Campbellton NB  E3N 1B1                       Pay date:   20/03/2026\nTel 506-555-0117   BN 81234 5678 RP0001                        Period:     01/03/2026 - 14/03/2026\n                                                               Advice no.: 0026-0611\nEmployee: Noemie Arsenault-Ward    Emp # 117    Class 1 Driver (regional)    Prov.: NB\n\nEARNINGS          HRS    RATE    CURRENT        YTD  | DEDUCTIONS          CURRENT        YTD\nRegular         80.00   26.50   2,120.00  10,812.00  | Federal tax          248.16   1,264.22\nOvertime         6.50   39.75     258.38   1,331.63  | NB provincial tax    151.90     773.85\nBorder cross.    2.00   35.00      70.00     350.00  | CPP                  143.50     730.86\nVacation pay 4%                    97.94     499.75  | EI                    41.51     211.79\n                                                     | Group RRSP 5%        127.32     649.67\n                                                     | Group benefits        38.40     192.00\n-----------------------------------------------------+----------------------------------------\nGROSS PAY                       2,546.32  12,993.38  | TOTAL DEDUCTIONS     750.79   3,822.39\n\n                                              NET PAY (direct deposit)     1,795.53   9,170.99\nDeposited to: Caisse populaire Restigouche  acct ****3390\n\nEmployer contributions (not deducted from your pay): CPP 143.50   EI 58.11\nQuestions: payroll@restigouchehaulage.ca                                    Page 1 of 1\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 254632,
      netCents: 179553,
      date: '2026-03-20',
      broker: 'RESTIGOUCHE HAULAGE LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [24816, 15190, 14350, 4151, 12732, 3840],
    },
  },
  {
    id: 'b159-queets-schedule-dr-cr-wrapped-debtors',
    issuer: 'Queets River Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase & remittance advice: header with schedule number and funding date, an invoice table (invoice number, debtor, load/PRO, invoice date, face, per-invoice fee and reserve columns) where two debtor names wrap onto a second line, a totals row, then an account-activity block with separate DR and CR columns (fee total, reserve held, a short-pay adjustment whose description wraps and quotes other amounts, a fuel advance, a wire fee and a reserve release credit) ending in the amount wired, and a one-line reserve account roll-forward; DD-MON-YYYY dates',
    text: 'QUEETS RIVER CAPITAL, LLC\nFreight Factoring | 1010 Simpson Ave, Suite 210, Hoquiam, WA 98550 | 360-555-0125\nremit@queetsrivercap.com\n\nPURCHASE & REMITTANCE ADVICE                          Schedule No.  S-04417\nClient:  TAMARACK LINE HAUL LLC  (Client ID 2209)     Funded:       09-APR-2026\n         MC 1077462 / USDOT 3016654                   Method:       Wire, Umpqua Bank ...3318\nTerms:   advance 95% of face / reserve 5% / discount fee 2.5% flat to 30 days\n\nINVOICES PURCHASED\nInv #   Debtor                       Load / PRO      Inv Date          Face       Fee    Reserve\n------  ---------------------------  -------------  -----------  ---------  --------  ---------\n2291    Harrowgate Freight Brokers,  HFB-448120     03-APR-2026   2,350.00     58.75     117.50\n        Inc.\n2292    Cordell & Finch Logistics    7719034        06-APR-2026   1,875.00     46.88      93.75\n2293    Harrowgate Freight Brokers,  HFB-448377     07-APR-2026   3,120.00     78.00     156.00\n        Inc.\n2294    Pinecrest Produce Shippers   PO 55-20931    07-APR-2026     960.00     24.00      48.00\n                                                                 ---------  --------  ---------\nTOTALS  4 invoices                                                8,305.00    207.63     415.25\n\nACCOUNT ACTIVITY THIS SCHEDULE                                         DR           CR\n  Face value of invoices purchased                                            8,305.00\n  Discount fee                                                     207.63\n  Reserve held (5%)                                                415.25\n  Short-pay adj. inv 2188 (Dunmore Brokerage paid 1,150.00\n     of 1,200.00 billed)                                            50.00\n  Fuel advance 06-APR-2026 (EFS check 4471-0092)                   250.00\n  Wire fee                                                          15.00\n  Reserve release - schedule S-04352 (all invoices paid)                        312.40\n                                                                ---------    ---------\n                                                                   937.88     8,617.40\nAMOUNT WIRED TO CLIENT                                                        7,679.52\n\nRESERVE ACCOUNT: prior 1,846.10 + held 415.25 - released 312.40 = 1,948.95\nDebtors have been notified to remit to Queets River Capital, LLC, PO Box 2281, Hoquiam WA 98550.\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 830500,
      netCents: 767952,
      date: '2026-04-09',
      broker: 'Harrowgate Freight Brokers, Inc.',
      tripNumber: 'HFB-448120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 25000,
      escrowCents: 41525,
      reimbursementsCents: null,
      deductions: [20763, 5000, 1500],
    },
  },
  {
    id: 'b159-raritan-lumper-receipt-short',
    issuer: 'Raritan Bay Unloading Services, Inc.',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short, plain lumper receipt from a warehouse unloading contractor: receipt number, M/D/YY date with time in/out, facility, carrier, PO and load numbers, pallet counts, two charge lines (unload fee, restack) and a total paid by Comchek express code, signature lines',
    text: 'RARITAN BAY UNLOADING SERVICES, INC.\nDock 4, 600 Industrial Ave, Perth Amboy NJ 08861     (732) 555-0139\n\nLUMPER RECEIPT                                   No. 018842\nDate: 5/14/26        Time in: 06:40      Time out: 08:15\n\nFacility:  ShopRight Grocery DC - Door 17\nCarrier:   Brazos Bend Express        Truck 61   Trailer 5309\nPO #:      4500918823                 Load #: BBX-22817\nPallets:   26 (restacked 4)           Cases: 1,404\n\nUnload fee (26 pallets)               325.00\nRestack 4 pallets @ 15.00              60.00\n                                     -------\nTOTAL PAID                           $385.00\nPaid by: Comchek Express Code ******7731\n\nReceived by: J. Alvarado           Driver signature: ____________________\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-05-14',
    },
  },
  {
    id: 'b159-poteau-ratecon-boxed-stops-terms',
    issuer: 'Poteau Valley Freight Brokerage, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page broker rate confirmation: page 1 has label-over-value boxes (load number, booked date, rep, equipment; carrier and MC/DOT), pickup and delivery stops side by side with date/time and reference labels above their values, and a carrier-pay row of labelled boxes (line haul, fuel surcharge, driver assist, total) with the total repeated in words; page 2 repeats the load number in a continuation header and lists numbered terms with conditional charges (detention per hour, TONU, late penalty) that are not part of the agreed rate; weekday month-name and MM/DD/YYYY dates',
    text: "POTEAU VALLEY FREIGHT BROKERAGE, LLC\n1204 N. Broadway St, Poteau, OK 74953 | MC 1093318 | Dispatch 918-555-0156 | After hrs 918-555-0157\n\nCARRIER RATE CONFIRMATION & LOAD TENDER                                  Page 1 of 2\n\nLOAD #             BOOKED                  REP                     EQUIPMENT\nPVF-2611873        Tue May 19, 2026        Kendra Moss x214        53' Reefer, -10 F continuous\n\nCARRIER                                         MC / DOT\nSandhill Crane Transport Inc.                   MC 881204 / DOT 2533097\nDriver: Luis Ortega  cell 479-555-0112          Truck 12 / Trailer R-5521\n\nSTOP 1 - PICKUP                                 STOP 2 - DELIVERY\nOzark Valley Poultry, Plant 3                   Lone Star Cold Storage\n2200 Hwy 59 S, Heavener OK 74937                4410 E Loop 820 S, Fort Worth TX 76119\nDATE / TIME                                     DATE / TIME\n05/20/2026  06:00-09:00 (appt)                  05/21/2026  04:00-10:00 FCFS\nPU #                                            PO #\n77120-3                                         3318840, 3318841\nFrozen poultry, 40,000 lb, 22 pallets           Driver assist unload - see pay\n\nCARRIER PAY (USD)\nLINE HAUL          FUEL SURCHARGE       DRIVER ASSIST        TOTAL\n1,950.00           310.00               75.00                2,335.00\nTwo thousand three hundred thirty-five and 00/100 US dollars, all-in.\n\nCarrier must call in at pickup, delivery and any delay. Bill to: ap@poteauvalleyfb.com\n--------------------------------------------------------------------------------\nPOTEAU VALLEY FREIGHT BROKERAGE, LLC     Load PVF-2611873 (continued)     Page 2 of 2\n\nTERMS\n1. Detention: $40.00/hr after 2 free hours, only with in/out times on signed BOL.\n2. Truck ordered not used (TONU): $150.00 if cancelled after dispatch.\n3. Late delivery without notice may be charged back up to $250.00.\n4. Quick pay: 2% discount, paid within 48 hours of clean POD.\n5. No double brokering. Carrier's signature accepts these terms.\n\nCarrier signature: ______________________   Date: ____________\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 233500,
      broker: 'POTEAU VALLEY FREIGHT BROKERAGE, LLC',
      tripNumber: 'PVF-2611873',
    },
  },
];
