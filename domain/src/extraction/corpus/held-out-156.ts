import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 156: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier over two pages with repeated headers,
 * separate loaded/empty mile rates, a page-1 subtotal and trailing-minus recap; US lessor 70%
 * percentage-of-revenue plan laid out with labels above amounts, per-load subtotals and balances
 * beside period deductions; US dispatch service with flat per-load rates, the net ACH first and
 * several amounts per line; French Quebec voiturier relevé with sections in reverse order, flat
 * rates + 18 % surcharge, TPS/TVQ-included revenue total; Mexican liquidación a permisionario in
 * MXN with per-viaje subtotals, IVA 16 %, retención IVA 4 %, retención ISR RESICO and the net in
 * words), two pay stubs (Washington company driver per-mile stub with earnings and taxes side by
 * side and YTD columns; short Ontario hourly AZ driver stub with CPP/EI and YTD), a factoring
 * purchase/remittance advice with wrapped debtor names and CR/DR amounts, a lumper receipt and a
 * broker rate confirmation.
 * Countries: 7 US, 2 CA (one French Quebec, one Ontario), 1 MX.
 * Date formats: MM/DD/YY, month names ("April 1, 2026", "Friday, April 3, 2026", "Tuesday, March
 * 10, 2026"), ISO YYYY-MM-DD, French month names ("20 mars 2026") with DD/MM/YYYY, Spanish long
 * dates ("13 de febrero de 2026") with DD/MM/YYYY, MM/DD/YYYY, day-first DD/MM/YYYY (Ontario),
 * DD-MON-YYYY / DD-Mon-YYYY. Number formats: 1,234.56 with trailing minus, parentheses, CR/DR
 * suffixes and leading $; French 1 234,56 $ with leading minus; MXN "$ 1.234,56".
 */
export const HELD_OUT_DOCUMENTS_156: CorpusDocument[] = [
  {
    id: 'b156-swauk-two-page-loaded-empty-trailing-minus',
    issuer: 'Swauk Pass Motor Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile contractor settlement with the company header and column headings repeated on each page; trip table with separate loaded and empty mile columns paid at different rates (@1.850 / @1.100) plus FSC on all miles and an accessorial column with DET/STOP codes; page 1 ends with a PAGE 1 SUBTOTAL row that is not the total, page 2 carries the all-pages trip totals and a total-miles line, then a recap where deductions, advance and escrow are shown with trailing minus signs, followed by the itemised deductions and reimbursements; MM/DD/YY dates',
    text: 'SWAUK PASS MOTOR FREIGHT, INC.                                  CONTRACTOR SETTLEMENT\n4120 US Hwy 97, Cle Elum WA 98922                               Stmt No.   SP-0417-118\nMC 1188452   USDOT 3307719   (509) 555-0186                     Pay Date   04/17/26\nContractor 118 - NORTHFORK ROAD LLC (Dale Kallstrom)            Week End   04/11/26\n                                                                Page 1 of 2\n--------------------------------------------------------------------------------------------\nTRIP        DATE   ORIGIN / DESTINATION       LD MI MT MI    LD PAY   MT PAY      FSC     ACC\n                                                             @1.850   @1.100   @0.480\n--------------------------------------------------------------------------------------------\nSPM-26-3310 04/05  YAKIMA WA / SPOKANE WA       204    38    377.40    41.80   116.16    0.00\nSPM-26-3318 04/06  SPOKANE WA / MISSOULA MT     199    12    368.15    13.20   101.28    0.00\nSPM-26-3325 04/07  MISSOULA MT / BILLINGS MT    342     0    632.70     0.00   164.16   75.00 DET\n                                              -----  ----  --------  -------  -------  ------\nPAGE 1 SUBTOTAL                                 745    50  1,378.25    55.00   381.60   75.00\n\n                          ** trip detail continued on page 2 **\n\nSettlement questions: settle@swaukpassmf.com - disputes must be filed within 10 days.\nSwauk Pass Motor Freight, Inc.   Stmt SP-0417-118                              Page 1 of 2\n\nSWAUK PASS MOTOR FREIGHT, INC.                                  CONTRACTOR SETTLEMENT\n4120 US Hwy 97, Cle Elum WA 98922                               Stmt No.   SP-0417-118\nMC 1188452   USDOT 3307719   (509) 555-0186                     Pay Date   04/17/26\nContractor 118 - NORTHFORK ROAD LLC (Dale Kallstrom)            Week End   04/11/26\n                                                                Page 2 of 2\n--------------------------------------------------------------------------------------------\nTRIP        DATE   ORIGIN / DESTINATION       LD MI MT MI    LD PAY   MT PAY      FSC     ACC\n                                                             @1.850   @1.100   @0.480\n--------------------------------------------------------------------------------------------\nSPM-26-3331 04/09  BILLINGS MT / CASPER WY      228    41    421.80    45.10   129.12    0.00\nSPM-26-3340 04/10  CASPER WY / BOISE ID         597    25  1,104.45    27.50   298.56   50.00 STOP\n                                              -----  ----  --------  -------  -------  ------\nTRIP TOTALS (ALL PAGES)                       1,570   116  2,904.50   127.60   809.28  125.00\n   total miles 1,686  (loaded 1,570 + empty 116)\n\nSETTLEMENT RECAP\n   Loaded mile pay                            2,904.50\n   Empty mile pay                               127.60\n   Fuel surcharge                               809.28\n   Accessorials (DET/STOP)                      125.00\n                                         -------------\n   GROSS SETTLEMENT                           3,966.38\n   Deductions (see below)                    1,898.03-\n   Cash advance 04/08 Comdata                  300.00-\n   Escrow deposit                               75.00-\n   Reimbursements                               107.75\n                                         =============\n   NET PAY - ACH Banner Bank ...3391          1,801.10\n\nDEDUCTIONS                                        AMOUNT\n   Fuel - Comdata (9 transactions)           1,611.38-\n   Occupational accident                        38.50-\n   Physical damage / bobtail                    96.40-\n   ELD - Samsara                                24.00-\n   Trailer usage 53V-2207                       85.00-\n   WA/ID/MT permits & IFTA                      42.75-\n\nREIMBURSEMENTS (receipts on file)\n   Lumper SPM-26-3331 rcpt 20991                 95.00\n   Scale - CAT Spokane                           12.75\n\n   Escrow balance after this settlement: 1,950.00     Advance balance: 0.00\n   Amounts followed by - are deducted from your pay.\n\nSwauk Pass Motor Freight, Inc.   Stmt SP-0417-118                              Page 2 of 2\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 396638,
      netCents: 180110,
      date: '2026-04-17',
      broker: 'SWAUK PASS MOTOR FREIGHT, INC.',
      tripNumber: 'SPM-26-3310',
      miles: 1686,
      linehaulCents: 303210,
      fuelSurchargeCents: 80928,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 10775,
      deductions: [161138, 3850, 9640, 2400, 8500, 4275],
    },
  },
  {
    id: 'b156-tuscumbia-labels-above-amounts-pct',
    issuer: 'Tuscumbia Landing Lease Services, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-of-revenue statement where every figure sits on the line below its label: header facts (operator, lease no., statement date, deposit date) in label rows over value rows, each load a block with a label row (revenue billed, 70% share, FSC, accessorials, load subtotal) over an amount row and a per-load subtotal; deductions table with this-period amounts in parentheses beside running balances; recap also in labels-above-amounts rows, where the 100% revenue billed is printed beside the share and the deposit is the last figure on a row of five; month-name dates',
    text: 'TUSCUMBIA LANDING LEASE SERVICES, LLC\n1906 Riverfront Pkwy, Tuscumbia, AL 35674   |   (256) 555-0173   |   leaseops@tuscumbialanding.com\n\n                         LEASE OPERATOR COMPENSATION STATEMENT\n\n  Lease operator                 Lease no.          Unit             Statement date\n  Marcus T. Odom                 TLL-0447           447 (T680)       April 1, 2026\n  Settlement week                                                    Deposit date\n  March 22 - March 28, 2026                                          Friday, April 3, 2026\n\n  Compensation plan C: 70% of line haul revenue billed; fuel surcharge $0.55/mi paid 100%;\n  accessorials paid 100%.\n\n==============================================================================================\nLOAD 1 of 4   TL-88120   March 23   Muscle Shoals, AL  to  Memphis, TN        152 mi\n      Revenue billed      Your share 70%      Fuel surcharge      Accessorials      Load subtotal\n              950.00              665.00               83.60              0.00             748.60\n\nLOAD 2 of 4   TL-88134   March 24   Memphis, TN  to  Little Rock, AR          137 mi\n      Revenue billed      Your share 70%      Fuel surcharge      Accessorials      Load subtotal\n              780.00              546.00               75.35             60.00             681.35\n      (detention 1.5 h)\n\nLOAD 3 of 4   TL-88141   March 25   Little Rock, AR  to  Dallas, TX           319 mi\n      Revenue billed      Your share 70%      Fuel surcharge      Accessorials      Load subtotal\n            1,425.00              997.50              175.45              0.00           1,172.95\n\nLOAD 4 of 4   TL-88157   March 26-27   Dallas, TX  to  Birmingham, AL         640 mi\n      Revenue billed      Your share 70%      Fuel surcharge      Accessorials      Load subtotal\n            2,480.00            1,736.00              352.00             50.00           2,138.00\n      (extra stop Meridian MS)\n==============================================================================================\n\nDEDUCTIONS AND BALANCES\n      Item                              This period            Balance\n      Tractor lease #T-2291                  (610.00)          41,220.00\n      Insurance (PD/OccAcc)                  (118.25)\n      Fuel card - EFS                      (1,248.90)\n      ELD / PrePass                           (22.50)\n      Cash advance 03/25 (EFS)               (250.00)               0.00\n      Maintenance reserve deposit            (150.00)           2,400.00\n\nADDED BACK\n      Tolls - Alabama/Texas (receipts)          18.60\n\nRECAP\n      Line haul revenue billed (100%)      Your share      Fuel surcharge      Accessorials\n                            5,635.00        3,944.50              686.40            110.00\n\n      Total compensation      Deductions & advances      Reserve      Added back      DIRECT DEPOSIT\n                4,740.90                 (2,249.65)     (150.00)           18.60            2,359.85\n\n      Deposited to Regions Bank acct ending 6604.\n      The revenue billed column is shown for reference only; your compensation is the share.\n\n      Page 1 of 1                        Tuscumbia Landing Lease Services, LLC - confidential\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 474090,
      netCents: 235985,
      date: '2026-04-03',
      broker: 'TUSCUMBIA LANDING LEASE SERVICES, LLC',
      tripNumber: 'TL-88120',
      miles: 1248,
      linehaulCents: 394450,
      fuelSurchargeCents: 68640,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: 1860,
      deductions: [61000, 11825, 124890, 2250],
    },
  },
  {
    id: 'b156-wildcat-net-first-flat-rate-runon',
    issuer: 'Wildcat Hollow Dispatch LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Short dispatch-service statement that opens with the net ACH amount and its send date, then a "how we got there" sentence carrying several amounts on each line (collected, dispatch fee, quick-pay, fuel advance, load board share, net), then three loads each on three lines (broker, lane with loaded and deadhead miles to add, then flat rate / det / tonu / load total on one line), then a dotted charges detail; flat per-load rates, no FSC; ISO dates',
    text: 'Wildcat Hollow Dispatch LLC  -  truck dispatch & billing for owner-operators\nPO Box 2217, Morganton NC 28680 - (828) 555-0199 - ops@wildcathollowdispatch.com\n\nNET ACH SENT TO CARRIER:  $4,565.12    on 2026-03-03 (trace 061000227714420)\n\nCarrier statement  WHD-2026-W09      statement date 2026-03-02\nCarrier: RED CLAY EXPRESS LLC  MC 1427730  USDOT 3955102  (owner: Tavin Oakes)\nBank: Truist ...8812\n\nHOW WE GOT THERE\n  collected from brokers 5,525.00  less dispatch 7% 386.75  less quick-pay 2.5% 138.13\n  less fuel advance 400.00  less load board share 35.00  = 4,565.12\n\nLOADS (collected this week)\nWH-26-0871  2026-02-23  Kestrel Line Logistics\n    Atlanta GA > Charlotte NC      loaded 245 mi  deadhead 35 mi\n    flat rate 1,350.00   det 0.00   tonu 0.00   load total 1,350.00\nWH-26-0879  2026-02-24  Pine Mountain Freight Co.\n    Charlotte NC > Columbus OH     loaded 431 mi  deadhead 18 mi\n    flat rate 2,150.00   det 125.00   tonu 0.00   load total 2,275.00\nWH-26-0884  2026-02-26  Quarry Ridge Logistics\n    Columbus OH > Nashville TN     loaded 380 mi  deadhead 22 mi\n    flat rate 1,900.00   det 0.00   tonu 0.00   load total 1,900.00\n\nCHARGES DETAIL\n  Dispatch fee 7% of 5,525.00 ................   386.75\n  Quick-pay 2.5% (brokers paid in 2 days) ....   138.13\n  Fuel advance WH-26-0879 (EFS 02/24) ........   400.00\n  DAT load board share, February .............    35.00\n\nAll rates are flat per load as booked on the broker rate confirmation (no separate FSC).\nQuestions within 7 days. Wildcat Hollow Dispatch LLC is not a carrier or broker.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 552500,
      netCents: 456512,
      date: '2026-03-03',
      broker: 'Wildcat Hollow Dispatch LLC',
      tripNumber: 'WH-26-0871',
      miles: 1131,
      linehaulCents: 540000,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [38675, 13813, 3500],
    },
  },
  {
    id: 'b156-valbrillant-releve-sections-reversed',
    issuer: 'Transports Val-Brillant inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec subcontractor payment statement with its sections in reverse order: 1) the amount paid (virement with French month-name date) first, 2) withholdings with leading minus and 1 234,56 $ amounts (fuel card, insurance, trailer rental, admin fee, cash advance, guarantee-fund withholding with its balance in a note), 3) the trips table with flat rate, 18 % fuel surcharge and waiting-time columns followed by a services subtotal, TPS 5 %, TVQ 9,975 % and a tax-included revenue total, 4) a one-line calculation; DD/MM/YYYY dates in the table',
    text: "TRANSPORTS VAL-BRILLANT INC.\n12, route 132 Ouest, Val-Brillant (Québec) G0J 3L0   Tél. 418 555-0148\nNEQ 1178432209   TPS 781245530 RT0001   TVQ 1227845519 TQ0001\n\nRELEVÉ DE PAIEMENT - VOITURIER SOUS-TRAITANT                    Relevé no 2026-0311\nVoiturier : Transport G. Berthelot enr. (camion 31)              Page 1 / 1\nPériode du 08/03/2026 au 14/03/2026\n\n1) MONTANT VERSÉ\n   Virement Desjardins le 20 mars 2026 ..................... 2 877,96 $\n   (voir le calcul à la section 4)\n\n2) RETENUES\n   Carburant - carte Ultramar (taxes incl.)         -1 386,52 $\n   Assurance responsabilité/cargaison                  -96,00 $\n   Location remorque R-218                            -140,00 $\n   Frais d'administration                              -60,00 $\n   Avance en argent du 11/03/2026                     -300,00 $\n   Retenue - fonds de garantie                        -100,00 $\n      (solde du fonds après ce relevé : 1 600,00 $)\n\n3) VOYAGES - tarif forfaitaire, surcharge carburant 18 %\n  Voyage      Date        Trajet                                  Forfait  Surcharge   Attente\n  VB-26-5510  09/03/2026  Val-Brillant (QC) > Lévis (QC)       1 180,00 $   212,40 $    0,00 $\n  VB-26-5518  10/03/2026  Lévis (QC) > Montréal, arr. Anjou      980,00 $   176,40 $   90,00 $  (attente 2 h)\n  VB-26-5523  12/03/2026  Montréal (QC) > Rimouski (QC)        1 420,00 $   255,60 $    0,00 $\n  Sous-total des services                                      4 314,40 $\n  TPS 5 %                                                        215,72 $\n  TVQ 9,975 %                                                    430,36 $\n  Total des revenus (taxes incluses)                           4 960,48 $\n\n4) CALCUL\n   Total des revenus 4 960,48 $ - retenues 2 082,52 $ = 2 877,96 $\n\nToute erreur doit être signalée dans les 15 jours suivant la date du relevé.\nRelevé émis le 18 mars 2026.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 496048,
      netCents: 287796,
      date: '2026-03-20',
      broker: 'TRANSPORTS VAL-BRILLANT INC.',
      tripNumber: 'VB-26-5510',
      miles: null,
      linehaulCents: 358000,
      fuelSurchargeCents: 64440,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [138652, 9600, 14000, 6000],
    },
  },
  {
    id: 'b156-xilitla-liquidacion-per-viaje-subtotals',
    issuer: 'Xilitla Transportes de Carga, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación a permisionario in MXN using 1.234,56 amounts with "$ " prefix: one block per viaje (carta porte, date, origin/destination, dotted-leader flete and maniobras lines, a subtotal per viaje, and a tax-free toll amount on its own line), then a RESUMEN with fletes, maniobras, subtotal, IVA 16% and total percepciones, a "Menos" list (retención IVA 4%, retención ISR RESICO 1.25%, diesel vouchers, cargo insurance, GPS, trip advance, maintenance fund contribution) and a "Más" toll reimbursement, net by SPEI with the amount in words; Spanish long date and DD/MM/YYYY dates',
    text: 'XILITLA TRANSPORTES DE CARGA, S.A. DE C.V.\nRFC XTC1408123K7  -  Carretera Xilitla-Ahuacatlán km 2.5, Xilitla, S.L.P., C.P. 79900\nPermiso SICT 2408XTC17052011  -  Tel. 489 555 0132\n\n                 LIQUIDACIÓN A PERMISIONARIO No. LQ-2026-0214\nPermisionario: JOSÉ ARMANDO RUBIO PORTILLO   RFC RUPA810422QT5   Unidad 27 (Kenworth T680)\nPeriodo: 01/02/2026 al 08/02/2026          Fecha de pago: 13 de febrero de 2026\n-------------------------------------------------------------------------------------\nVIAJE XT-4471   Carta Porte CP-88213   Fecha 03/02/2026\n   Origen: Xilitla, S.L.P.        Destino: Apodaca, N.L.\n   Flete...................................   $  18.500,00\n   Maniobras de descarga...................   $   1.200,00\n   Subtotal del viaje......................   $  19.700,00\n   Casetas comprobadas (*), reembolso aparte:  $ 1.480,00\n\nVIAJE XT-4480   Carta Porte CP-88240   Fecha 05/02/2026\n   Origen: Apodaca, N.L.          Destino: El Marqués, Qro.\n   Flete...................................   $  14.200,00\n   Subtotal del viaje......................   $  14.200,00\n   Casetas comprobadas (*), reembolso aparte:  $ 1.965,00\n\nVIAJE XT-4486   Carta Porte CP-88257   Fecha 07/02/2026\n   Origen: El Marqués, Qro.       Destino: Ciudad Valles, S.L.P.\n   Flete...................................   $   9.800,00\n   Maniobras de carga......................   $     800,00\n   Subtotal del viaje......................   $  10.600,00\n   Casetas comprobadas (*), reembolso aparte:  $ 620,00\n-------------------------------------------------------------------------------------\nRESUMEN DE LA LIQUIDACIÓN\n   Fletes......................................    $  42.500,00\n   Maniobras...................................    $   2.000,00\n   Subtotal servicios..........................    $  44.500,00\n   IVA 16%.....................................    $   7.120,00\n   TOTAL PERCEPCIONES..........................    $  51.620,00\n\n   Menos:\n   Retención IVA 4%............................    $   1.780,00\n   Retención ISR RESICO 1.25%..................    $     556,25\n   Diésel (vales Fleet Card)...................    $  16.842,35\n   Seguro de carga.............................    $   1.150,00\n   Renta GPS...................................    $     450,00\n   Anticipo de viaje (01/02/2026)..............    $   5.000,00\n   Fondo de mantenimiento (aportación).........    $   2.000,00\n\n   Más:\n   Reembolso de casetas (*)....................    $   4.065,00\n\n   NETO A PAGAR (SPEI BBVA ****4417)...........    $  27.906,40\n   (VEINTISIETE MIL NOVECIENTOS SEIS PESOS 40/100 M.N.)\n\n(*) Las casetas se reembolsan contra comprobante y no causan IVA ni retenciones.\n    Saldo del fondo de mantenimiento al corte: $ 14.000,00\nFirma de conformidad del permisionario: ______________________        Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5162000,
      netCents: 2790640,
      date: '2026-02-13',
      broker: 'XILITLA TRANSPORTES DE CARGA, S.A. DE C.V.',
      tripNumber: 'XT-4471',
      miles: null,
      linehaulCents: 4250000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 200000,
      reimbursementsCents: 406500,
      deductions: [178000, 55625, 1684235, 115000, 45000],
    },
  },
  {
    id: 'b156-stehekin-side-by-side-earnings-taxes-ytd',
    issuer: 'Stehekin Valley Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver earnings statement with the earnings table (loaded and empty miles at the same cents-per-mile rate, stop pay, detention, safety bonus, each with CURRENT and YTD) printed side by side with the taxes table (federal, Social Security, Medicare, Washington PFML and WA Cares, CURRENT and YTD) on the same lines, then a deductions table (pre-tax medical, 401(k), trip advance repayment) with YTD, a miles line and a net pay line repeating the deposit amount; MM/DD/YYYY dates',
    text: 'STEHEKIN VALLEY FREIGHT, INC.                                  EARNINGS STATEMENT\n1455 S Wenatchee Ave, Wenatchee WA 98801                        Advice No.  0094417\nFEIN 91-2284017   (509) 555-0121                                Pay Date    03/20/2026\n                                                               Period      03/01/2026 - 03/14/2026\nEmployee:  Lorena K. Vasquez     Emp ID 2207     Dept: OTR Reefer     Truck 2207\nFiling: Single / W-4 2020+       SSN XXX-XX-6131\n\nEARNINGS         UNITS    RATE    CURRENT        YTD    TAXES                   CURRENT        YTD\nMiles - loaded   1,874   .6200   1,161.88  10,114.68    Federal Income Tax       142.37     831.15\nMiles - empty      296   .6200     183.52   1,982.14    Social Security           93.40     718.80\nStop pay             3   25.00      75.00     450.00    Medicare                  21.84     168.10\nDetention         2.50   20.00      50.00     220.00    WA Paid Leave (PFML)      10.35      77.34\nSafety bonus                       100.00     100.00    WA Cares LTC               9.11      68.06\n\nGROSS PAY                        1,570.40  12,866.82\n\nDEDUCTIONS              CURRENT        YTD\nMedical - pre-tax         64.00     384.00\n401(k) 4%                 62.82     469.23\nTrip advance repay       100.00     300.00\n\nMiles this period: 2,170 (loaded 1,874 / empty 296)      Loads: 4      Safety score: 96\n\nNET PAY    1,066.51      Direct deposit  Numerica CU  xxxxx0388   1,066.51\n\nPTO balance 22.0 h   |   This is a non-negotiable earnings statement.   |   Page 1 of 1\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 157040,
      netCents: 106651,
      date: '2026-03-20',
      broker: 'STEHEKIN VALLEY FREIGHT, INC.',
      tripNumber: null,
      miles: 2170,
      linehaulCents: 134540,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14237, 9340, 2184, 1035, 911, 6400, 6282],
    },
  },
  {
    id: 'b156-spanishriver-hourly-short-stub',
    issuer: 'Spanish River Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Short, plain Ontario bi-weekly pay statement for an hourly AZ driver: one header line with day-first DD/MM/YYYY pay date and period, an earnings table (regular, overtime, vacation pay, total) with hours, rate, this-pay and year-to-date columns, statutory deductions (CPP, EI, federal and Ontario tax) and other deductions (benefits, union dues, RRSP) with YTD, and a one-line net pay',
    text: 'SPANISH RIVER HAULAGE LTD.\n40 Mead Blvd, Espanola ON  P5E 1B4      705-555-0164      BN 804417726 RP0001\n\nPAY STATEMENT      Pay date 06/03/2026      Period 15/02/2026 to 28/02/2026      Cheque/DD 003381\nEmployee: Wesley Lalonde (#118)   Class AZ driver - local/regional   Hourly\n\nEARNINGS                  Hours      Rate        This pay      Year to date\nRegular                   80.00     29.50        2,360.00         11,800.00\nOvertime 1.5x              6.50     44.25          287.63          1,283.25\nVacation pay 4% (paid)                             105.91            523.33\nTotal earnings                                   2,753.54         13,606.58\n\nSTATUTORY DEDUCTIONS                            This pay      Year to date\nCPP                                                155.83            934.80\nEI                                                  44.88            269.28\nFederal tax                                        248.19          1,489.14\nOntario tax                                        118.42            710.52\n\nOTHER DEDUCTIONS\nGroup benefits                                      41.60            249.60\nTeamsters Local 419 dues                            38.50            231.00\nRRSP (group)                                       100.00            600.00\n\nNET PAY (direct deposit, Caisse Alliance ...2251)  2,006.12\n\nVacation pay is paid out each period at 4%. Questions: payroll@spanishriverhaulage.ca\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 275354,
      netCents: 200612,
      date: '2026-03-06',
      broker: 'SPANISH RIVER HAULAGE LTD.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [15583, 4488, 24819, 11842, 4160, 3850, 10000],
    },
  },
  {
    id: 'b156-upatoi-crdr-wrapped-debtors',
    issuer: 'Upatoi Creek Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and remittance advice: an invoice table whose debtor names wrap onto a second line, with per-invoice 3% fee and 10% reserve columns and a totals row; then an account activity ledger where every amount carries a CR or DR suffix (face value, discount fee, reserve withheld, reserve release from an earlier schedule, chargeback, fuel advance repaid, wire fee) ending with the amount wired; DD-MON-YYYY funding date and MM/DD/YY invoice dates',
    text: 'UPATOI CREEK FUNDING, LLC\n1201 Front Ave, Suite 300, Columbus GA 31901  *  706-555-0157  *  funding@upatoicreek.com\n\nPURCHASE & REMITTANCE ADVICE                        Schedule No.  UCF-7734\nClient:  CHEHAW RIVER TRUCKING LLC  MC 1380219       Funding date  09-FEB-2026\nClient no. C-2088                                    Method        Wire / Synovus ...5540\n\nINVOICES PURCHASED\n  Inv    Load/PRO  Debtor                   Inv date     Amount   Fee 3%   Rsv 10%\n  ------ --------- ------------------------ --------- ---------- -------- ---------\n  1041   55821-A   MERIDIAN BRIDGE          01/28/26   2,450.00    73.50    245.00\n                   LOGISTICS, INC.\n  1042   55830     CARDINAL FLATS FREIGHT   01/30/26   1,875.00    56.25    187.50\n                   SOLUTIONS LLC\n  1043   55836     HOLLOWAY & PRICE         02/02/26   3,120.00    93.60    312.00\n                   TRANSPORT BROKERS\n  ------ --------- ------------------------ --------- ---------- -------- ---------\n  TOTALS                                               7,445.00   223.35    744.50\n\nACCOUNT ACTIVITY                                         AMOUNT\n  Invoices purchased (face)                            7,445.00 CR\n  Discount fee                                           223.35 DR\n  Reserve withheld 10%                                   744.50 DR\n  Reserve release - Sch. UCF-7701 collected              612.40 CR\n  Chargeback inv 0987 short-paid by debtor                85.00 DR\n  Fuel advance 02/05 (EFS) repaid                        300.00 DR\n  Wire fee                                                20.00 DR\n                                                     ----------\n  AMOUNT WIRED TO CLIENT                               6,684.55 CR\n\n  Reserve account balance after this schedule: 3,206.75\n\nNotice: these accounts have been assigned to and must be paid only to Upatoi Creek Funding, LLC,\nPO Box 4471, Columbus GA 31914.                                            Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 744500,
      netCents: 668455,
      date: '2026-02-09',
      broker: 'MERIDIAN BRIDGE LOGISTICS, INC.',
      tripNumber: '55821-A',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: 74450,
      reimbursementsCents: null,
      deductions: [22335, 8500, 2000],
    },
  },
  {
    id: 'b156-weskan-lumper-receipt-short',
    issuer: 'Weskan Warehouse Unloading, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short plain lumper receipt from an unloading contractor at a grocery DC: receipt number with a DD-Mon-YYYY date and time, carrier/driver/trailer/PO facts in two columns, a two-line charge list and total paid by Comchek express code',
    text: 'WESKAN WAREHOUSE UNLOADING, LLC\nUnloading services at Front Range Grocers DC - 18500 E 40th Ave, Aurora CO 80011\n\nLUMPER RECEIPT          No. 0061538          14-Jan-2026   06:42\n\nCarrier:   Red Rock Reefer Inc          Driver: M. Yazzie\nTrailer:   RR5307                       Door:   22\nPO(s):     4500918821, 4500918830       Load:   floor-loaded, 1,142 cs\n\nPallets built    24     Restack / break down   yes\n\n  Unload - floor load         245.00\n  Restack / rewrap             40.00\n  ------------------------------------\n  TOTAL PAID                  285.00\n\nPaid by: Comchek express code ****7719   Auth 58842\nKeep this receipt for reimbursement from your carrier or broker.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-01-14',
    },
  },
  {
    id: 'b156-tenaha-rate-con-amounts-one-line',
    issuer: 'Tenaha Freight Brokerage, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'One-page broker rate confirmation with three stops whose reference numbers wrap onto a second line, and the whole agreed rate on a single line (linehaul + FSC + stop-off = total) followed by the total in words; numbered notes list detention and TONU amounts that are not part of the rate; weekday month-name date and MM/DD/YYYY stop dates',
    text: "Tenaha Freight Brokerage, Inc.\n118 N Pecan St, Tenaha TX 75974 | MC 1009376 | (936) 555-0110 | loads@tenahafreight.com\n\nCARRIER RATE CONFIRMATION                 Load # TFB-318842     Tuesday, March 10, 2026\n\nCarrier: BIG THICKET EXPRESS LLC   MC 1244918   Dispatcher: Shana Keel   Truck 14 / Trailer 5321\nEquipment: 53' dry van    Commodity: paper goods, 38,500 lb    Temp: n/a\n\nSTOP 1  PICKUP    03/11/2026 07:00-11:00   Pineland Paper Mill, 401 Mill Rd, Pineland TX 75968\n                  PU# PLM-77410\nSTOP 2  DROP      03/12/2026 by 14:00      Coastal Office Supply, 2880 Clinton Dr, Houston TX 77020\n                  PO 66120 (partial)\nSTOP 3  DROP      03/12/2026 FCFS          Gulfway Distribution, 9102 Hwy 6 S, Houston TX 77083\n                  PO 66121\n\nAGREED RATE:  Linehaul $2,150.00 + FSC $310.00 + Stop-off $75.00 = TOTAL $2,535.00 USD\n              (Two thousand five hundred thirty-five and 00/100 dollars)\n\nNotes:\n 1. Detention $40.00/hr after 2 free hours with in/out times on BOL - not included above.\n 2. TONU $150.00 if cancelled after dispatch - not included above.\n 3. Lumper, if any, reimbursed with receipt only.\n 4. Send signed POD and invoice to ap@tenahafreight.com. Quick pay 2% / 2 days, or standard 30 days.\n\nAccepted for carrier: ______________________   Date: __________        Page 1 of 1\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 253500,
      broker: 'Tenaha Freight Brokerage, Inc.',
      tripNumber: 'TFB-318842',
    },
  },
];
