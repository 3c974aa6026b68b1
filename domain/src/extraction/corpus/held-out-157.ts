import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 157: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages with load blocks that split loaded
 * and empty miles at different rates, per-load subtotals and a recap only on the last page; US lessor
 * 70%-of-revenue plan with wrapped trip rows, labels-above totals strips and a BALANCE REMAINING column
 * beside the period deductions; US dispatch service acting as billing agent with flat-rate loads, the
 * ACH first, a DR/CR ledger and the load sheet last; French Quebec per-mile relevé with REVENUS and
 * RETENUES side by side and TPS/TVQ inside the total; Mexican liquidación al permisionario with flat
 * per-trip rates, IVA 16 %, retención IVA 4 % and ISR 1.25 %, amount in words), two pay stubs (Michigan
 * weekly company-driver stub with side-by-side earnings/taxes and CURRENT/YTD columns plus a summary
 * grid; Manitoba bi-weekly stub with CPP/EI, YTD column and a deposit advice in words), a factoring
 * purchase/remittance advice with wrapped debtor names, a per-invoice fee column, reserve held and
 * reserve release, a US lumper receipt and a Mexican truck-stop diesel ticket.
 * Countries: 6 US, 2 CA (one French Quebec, one Manitoba), 2 MX.
 * Date formats: MM/DD/YY, weekday + month name (Friday, January 30, 2026) and 'Jan 19', ISO
 * YYYY-MM-DD, French month names ('6 mars 2026') with DD/MM, Spanish long dates ('20 de febrero de
 * 2026') with DD/MM/YYYY, MM/DD/YYYY, DD/MM/YYYY, DD-MON-YY (30-JAN-26), M/D/YYYY.
 * Number formats: 1,234.56 with parentheses, trailing minus / trailing plus, DR/CR suffixes, leading
 * minus; French 1 234,56 $; MXN $ 1,234.56 with amount in words; 1.234,56 on the Mexican fuel ticket.
 */
export const HELD_OUT_DOCUMENTS_157: CorpusDocument[] = [
  {
    id: 'b157-ahtanum-two-page-load-subtotals',
    issuer: 'Ahtanum Ridge Transport, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement: each load is a block (load line with reference and pickup/delivery dates, lane, loaded miles @1.950 and empty miles @1.100 on separate lines, FSC @0.480 on the summed miles, accessorials, then a load subtotal); page 2 repeats a short header, finishes the load blocks, then a charges list with parenthesised amounts and a BALANCE column for the advance and escrow, a separate reimbursable-expenses block, and a recap at the very end that prints loaded and empty miles separately (never a total) and the net ACH; MM/DD/YY dates',
    text: "AHTANUM RIDGE TRANSPORT, INC.                      CONTRACTOR SETTLEMENT STATEMENT\n2210 W Ahtanum Rd, Union Gap WA 98903              Settlement No.  ART-260220-114\n(509) 555-0176  MC 1187342  USDOT 3291475          Pay date        02/20/26\n                                                   Week ending     02/14/26\nContractor: KESTREL ROAD LLC  (Darnell Whitby)    Unit 114  /  Vendor # 40114\nRemit: ACH to Yakima Federal Savings ***2207\n\nLOAD DETAIL  (loaded and empty miles are paid at different rates; FSC on all miles)\n-------------------------------------------------------------------------------\nLOAD ART-88412    PO 4471-2209    P/U 02/08/26   DEL 02/09/26\n     Yakima WA  ->  Spokane WA  (Valley Fresh Produce)\n     Loaded miles          198  @ 1.950       386.10\n     Empty miles            14  @ 1.100        15.40\n     Fuel surcharge        212  @ 0.480       101.76\n     Detention 2.5 hr @ 40.00                 100.00\n                                          ----------\n                             Load subtotal    603.26\n\nLOAD ART-88427    BOL 0061935     P/U 02/09/26   DEL 02/10/26\n     Spokane WA  ->  Missoula MT  (Inland Paper Co.)\n     Loaded miles          199  @ 1.950       388.05\n     Empty miles            22  @ 1.100        24.20\n     Fuel surcharge        221  @ 0.480       106.08\n                                          ----------\n                             Load subtotal    518.33\n\n-------------------------------------------------------------------------------\nLoad detail continues on page 2. Settlement totals appear on the last page.\nAhtanum Ridge Transport, Inc. - Contractor Services  settlements@ahtanumridge.com   Page 1 of 2\nAHTANUM RIDGE TRANSPORT, INC.                      CONTRACTOR SETTLEMENT STATEMENT\nSettlement ART-260220-114    Pay date 02/20/26    Week ending 02/14/26    Page 2 of 2\nContractor: KESTREL ROAD LLC  Unit 114   (continued)\n-------------------------------------------------------------------------------\nLOAD ART-88431    PO 55-10477     P/U 02/10/26   DEL 02/12/26\n     Missoula MT  ->  Boise ID  via US-12 Lolo Pass (Treasure Valley Foods)\n     Loaded miles          311  @ 1.950       606.45\n     Empty miles            37  @ 1.100        40.70\n     Fuel surcharge        348  @ 0.480       167.04\n     Extra stop - Lewiston ID                  50.00\n                                          ----------\n                             Load subtotal    864.19\n\nLOAD ART-88446    SO 2026-0388    P/U 02/12/26   DEL 02/13/26\n     Boise ID  ->  Yakima WA  (Cascade Fruit Growers)\n     Loaded miles          343  @ 1.950       668.85\n     Empty miles            19  @ 1.100        20.90\n     Fuel surcharge        362  @ 0.480       173.76\n     Layover 02/13 Yakima                     150.00\n                                          ----------\n                             Load subtotal  1,013.51\n-------------------------------------------------------------------------------\n\nCHARGES AGAINST SETTLEMENT                      THIS WEEK      BALANCE\n  Fuel - EFS card (9 purchases)               (1,612.38)\n  Occupational accident ins.                     (41.60)\n  Physical damage ins.                           (96.25)\n  Trailer rental - 53' van T5520                (105.00)\n  ELD / Samsara                                  (24.99)\n  Base plate IRP (weekly)                        (31.25)\n  IFTA fuel tax adjustment                       (38.17)\n  EFS money code advance 02/10                  (250.00)        0.00\n  Escrow deposit (target 2,500.00)              (100.00)    1,900.00\n\nREIMBURSABLE EXPENSES (receipts on file)\n  CAT scale - Spokane WA 02/09                     12.75\n  Lumper - ART-88427 (rcpt 20981)                  95.00\n\nSETTLEMENT RECAP\n  Miles: loaded 1,051  +  empty 92\n  Mileage pay (loaded + empty)            2,150.65\n  Fuel surcharge                            548.64\n  Accessorial pay                           300.00\n  TOTAL LOAD PAY                          2,999.29\n  Charges                               (1,949.64)\n  Advance recovered                       (250.00)\n  Escrow                                  (100.00)\n  Reimbursements                            107.75\n  NET PAY - ACH 02/20/26                    807.40\n\nDisputes must be raised within 30 days of the pay date. Escrow interest credited quarterly.\nAhtanum Ridge Transport, Inc. - Contractor Services  settlements@ahtanumridge.com   Page 2 of 2\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 299929,
      netCents: 80740,
      date: '2026-02-20',
      broker: 'AHTANUM RIDGE TRANSPORT, INC.',
      tripNumber: 'ART-88412',
      miles: 1143,
      linehaulCents: 215065,
      fuelSurchargeCents: 54864,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: 10775,
      deductions: [161238, 4160, 9625, 10500, 2499, 3125, 3817],
    },
  },
  {
    id: 'b157-chuckwalla-labels-above-balances',
    issuer: 'Chuckwalla Valley Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-plan settlement (70% of line revenue, FSC per mile and accessorials at 100%): a trip table where each row wraps onto a second line with the consignee note, columns for miles, 100% line revenue, 70% share and fuel surcharge but no totals row; a separate accessorial list; a totals strip with labels above the amounts (line revenue 100% printed first, then share, FSC, accessorials, total earnings); deductions with trailing minus signs and a BALANCE REMAINING column beside the period amounts (lease, tire program, maintenance reserve, advance); reimbursements with trailing plus; a second labels-above strip for the net; weekday month-name dates',
    text: 'CHUCKWALLA VALLEY TRACTOR LEASING, LLC\nLease Operator Settlements - 44250 Chuckwalla Valley Rd, Desert Center, CA 92239\nPhone (760) 555-0193   MC 1093318   USDOT 3104752\n\nSTATEMENT OF SETTLEMENT                                  Statement No.  CV-0130-2291\nLease operator:  Marisol Acevedo (ID 2291)              Tractor 2291 - 2021 Freightliner Cascadia\nSettlement period:  January 18, 2026 through January 24, 2026\nDirect deposit date:  Friday, January 30, 2026          Bank: First Desert Credit Union ...6604\n\nPLAN C - operator receives 70% of line revenue; fuel surcharge ($0.60/mi) and accessorials at 100%\n\nTRIP        SHIPPED  FROM / TO                  MILES   LINE REV.    YOUR 70%  FUEL SUR.\n----------  -------  -------------------------  -----  ----------  ----------  ---------\nCV-30118    Jan 19   Blythe CA / Phoenix AZ       161    1,480.00    1,036.00      96.60\n                     (Palo Verde Melon Co.)\nCV-30124    Jan 20   Phoenix AZ / El Paso TX      430    1,890.00    1,323.00     258.00\n                     (Sonoran Cold Storage - door 14)\nCV-30129    Jan 22   El Paso TX / Tucson AZ       320    1,210.00      847.00     192.00\n                     (Franklin Mtn. Beverage, 2 drops)\nCV-30133    Jan 23   Tucson AZ / Indio CA         372    1,540.00    1,078.00     223.20\n                     (Coachella Packing Assn.)\n\nACCESSORIAL PAY\n  CV-30124    Detention 3 hr - El Paso                75.00\n  CV-30129    Stop-off - Las Cruces NM                60.00\n  CV-30133    Stop-offs (2) Casa Grande, Yuma        100.00\n\n LINE REVENUE (100%)     YOUR 70% SHARE     FUEL SURCHARGE     ACCESSORIALS     TOTAL EARNINGS\n       6,120.00           4,284.00             769.80           235.00           5,288.80\n\n DEDUCTIONS                                THIS PERIOD       BALANCE REMAINING\n   Tractor lease (wk 37 of 156)                812.00-          96,628.00\n   Fuel - TCH fleet card                     1,305.77-\n   Physical damage / bobtail                    68.40-\n   Occupational accident                        29.75-\n   Tire program                                 45.00-           1,320.00\n   Prepass / tolls transponder                  12.35-\n   Maintenance reserve deposit                 110.00-           4,015.00\n   Cash advance 01/21 (TCH express)            300.00-               0.00\n\n REIMBURSEMENTS\n   Toll - I-10 Loop 375 El Paso (rcpt)           8.20+\n   Lumper - CV-30124 Sonoran Cold Storage       65.00+\n\n TOTAL EARNINGS       DEDUCTIONS       RESERVE + ADVANCE      REIMBURSEMENTS      NET DEPOSIT\n       5,288.80        2,273.27-                 410.00-             73.20+         2,678.73\n\nLine revenue is shown for your information; you are paid your plan share of it. Reserve balance is\nrefundable under Section 9 of your Equipment Lease & Operating Agreement.            Page 1 of 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 528880,
      netCents: 267873,
      date: '2026-01-30',
      broker: 'CHUCKWALLA VALLEY TRACTOR LEASING, LLC',
      tripNumber: 'CV-30118',
      miles: 1283,
      linehaulCents: 428400,
      fuelSurchargeCents: 76980,
      advancesCents: 30000,
      escrowCents: 11000,
      reimbursementsCents: 7320,
      deductions: [81200, 130577, 6840, 2975, 4500, 1235],
    },
  },
  {
    id: 'b157-crestone-payment-first-cr-dr-ledger',
    issuer: 'Crestone Peak Dispatch Services, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service (billing agent) carrier statement with sections in unusual order: the net ACH sent by the service comes first, then a ledger where every line carries DR or CR after the amount (charges listed before the flat-rate load credits, plus a detention credit and a lumper reimbursement credit) with no totals, then a load sheet at the bottom whose broker names and origin/destination wrap onto a second line with the broker reference and loaded/deadhead miles in separate columns; lettered footnotes; ISO dates',
    text: 'CRESTONE PEAK DISPATCH SERVICES, LLC                      CARRIER STATEMENT\nPO Box 212, Crestone, CO 81131                            No. CPS-2026-0206-118\ndispatch@crestonepeak.co   (719) 555-0148                 Issued 2026-02-06\n\nCarrier: SANGRE FREIGHT LLC   MC 1456220   USDOT 3987104   Contact: Tomas Vigil\nService: dispatch + billing agent (Agreement dated 2025-08-14). Brokers pay Crestone Peak;\nCrestone Peak remits to the carrier after the charges below.\n\n== 1. PAYMENT ===============================================================\n   ACH sent 2026-02-06 to Alamosa State Bank ****3391 ........  USD 3,474.20\n   ACH trace 102000021334871\n\n== 2. CHARGES (DR) AND CREDITS (CR), period 2026-01-31 .. 2026-02-05 =======\nDate        Ref         Description                                     Amount\n2026-02-06  DISP-FEE    Dispatch fee 7% of 5,475.00 (note a)            383.25 DR\n2026-02-04  ADV-0412    Fuel advance - Comchek 41190077                 400.00 DR\n2026-02-05  FC-2231     Fuel card - Crestone fleet card (6 txns)      1,240.55 DR\n2026-02-06  INS-CGO     Cargo insurance pass-through, Feb wk 1           55.00 DR\n2026-02-03  QP-NTB      Broker quick-pay discount 3% (note b)            72.00 DR\n2026-02-02  CPD-7731    Load pay - flat rate (Pueblo > Amarillo)      1,150.00 CR\n2026-02-03  CPD-7738    Load pay - flat rate (Amarillo > OKC)           950.00 CR\n2026-02-03  CPD-7738    Detention 2 hr (broker approved)                100.00 CR\n2026-02-03  CPD-7744    Load pay - flat rate (OKC > Commerce City)    2,400.00 CR\n2026-02-05  CPD-7750    Load pay - flat rate (Denver > Alamosa)         875.00 CR\n2026-02-04  CPD-7744    Lumper paid by driver, collected from broker    150.00 CR\n            No running balance is kept on this statement.\n\n== 3. LOAD SHEET =============================================================\nLoad #     Picked up   Broker / broker ref          Origin > Destination       Loaded  Deadhd\nCPD-7731   2026-02-02  Trailhead Logistics Inc.     Pueblo CO > Amarillo TX       278     41\n                       #TL-558201\nCPD-7738   2026-02-03  Redrock Brokerage LLC        Amarillo TX >                 260     18\n                       #RB-90417                    Oklahoma City OK\nCPD-7744   2026-02-03  Northgate Transport          Oklahoma City OK >            620     35\n                       Brokers, Inc. #3318842       Denver CO (Commerce City DC)\nCPD-7750   2026-02-05  Trailhead Logistics Inc.     Denver CO > Alamosa CO        236     12\n                       #TL-559073\n\nNotes\na) Dispatch fee applies to load pay and broker-approved accessorials, not to reimbursed expenses.\nb) Northgate paid invoice 3318842 on its 2-day quick-pay terms; their 3% discount is passed through.\nRate confirmations and PODs for each load are in your carrier portal. Questions within 15 days.\nCrestone Peak Dispatch Services, LLC is not a motor carrier or broker.          page 1/1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 547500,
      netCents: 347420,
      date: '2026-02-06',
      broker: 'CRESTONE PEAK DISPATCH SERVICES, LLC',
      tripNumber: 'CPD-7731',
      miles: 1500,
      linehaulCents: 537500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 15000,
      deductions: [38325, 124055, 5500, 7200],
    },
  },
  {
    id: 'b157-contrecoeur-revenus-retenues-cote-a-cote',
    issuer: 'Camionnage Contrecoeur inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec owner-operator settlement paid per mile: REVENUS and RETENUES side by side separated by a pipe, the left column holding per-trip blocks (trip header with DD/MM date and lane, loaded miles x 1,72, empty miles x 1,20 when any, fuel surcharge on summed miles, accessorials) then a sous-total, TPS 5 % and TVQ 9,975 % and a tax-included TOTAL DES REVENUS; the right column holds deductions, advance and guarantee-fund deposit with its balance in parentheses, and a total of retenues that mixes all three; a récapitulatif with - and + signs adds a toll reimbursement and gives the net; French month names, 1 234,56 $ amounts',
    text: "CAMIONNAGE CONTRECOEUR INC.\n4820, route Marie-Victorin, Contrecoeur (Québec)  J0L 1C0\nTél. 450 555-0133   NEQ 1172849930   NIR R-104882\nTPS 794512236 RT0001   TVQ 1224518803 TQ0001\n\nRELEVÉ DE RÈGLEMENT - VOITURIER PROPRIÉTAIRE                  No 2026-09-0418\nVoiturier : Transport G. Lapointe enr. (Gilles Lapointe)       Unité 418\nTPS voiturier 804172239 RT0001   TVQ voiturier 1219984471 TQ0001\nPériode : du 22 février au 28 février 2026\nDate de paiement : 6 mars 2026\n\nREVENUS (taux au mille)                     | RETENUES\n--------------------------------------------+-----------------------------------------\nCC-26114 23/02 Contrecoeur > Lévis          | Carburant - carte Ultramar     1 012,46\n   152 mi chargés x 1,72        261,44      | Assur. resp. civile/cargaison    112,40\n  Surch. carb.  152 x 0,41       62,32      | Location remorque (tx incl.)     109,23\nCC-26117 24/02 Lévis > Rimouski             | Frais administration              35,00\n   188 mi chargés x 1,72        323,36      | Cotisation CNESST                 28,16\n     6 mi vides   x 1,20          7,20      | Immatriculation IRP               41,75\n  Surch. carb.  194 x 0,41       79,54      |\n  Arrêt suppl. R.-du-Loup        60,00      | Avance argent 19/02              300,00\nCC-26122 25/02 Rimouski > Montréal (Anjou)  | Fonds de garantie                150,00\n   335 mi chargés x 1,72        576,20      |   (solde après : 2 850,00 $)\n    14 mi vides   x 1,20         16,80      |\n  Surch. carb.  349 x 0,41      143,09      | TOTAL DES RETENUES             1 789,00\nCC-26126 26/02 Montréal > Saguenay (Jonquière)|\n   291 mi chargés x 1,72        500,52      |\n     9 mi vides   x 1,20         10,80      |\n  Surch. carb.  300 x 0,41      123,00      |\n  Attente 2 h à 45,00 $          90,00      |\n                                            |\nSous-total                    2 254,27      |\nTPS 5 %                         112,71      |\nTVQ 9,975 %                     224,86      |\nTOTAL DES REVENUS             2 591,84      |\n\nRÉCAPITULATIF\n  Total des revenus (taxes incluses)            2 591,84 $\n  Moins : retenues                          -   1 339,00 $\n  Moins : avance                            -     300,00 $\n  Moins : fonds de garantie                 -     150,00 $\n  Plus : remboursement péage A-25 (reçus)   +      34,60 $\n  MONTANT NET DÉPOSÉ                              837,44 $\n\nDépôt direct le 6 mars 2026 - Caisse Desjardins, folio ...5512. Milles payés : 995.\nLes taxes (TPS/TVQ) s'appliquent aux revenus de transport seulement. Tout écart doit être\nsignalé par écrit dans les 10 jours.                                         Page 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 259184,
      netCents: 83744,
      date: '2026-03-06',
      broker: 'CAMIONNAGE CONTRECOEUR INC.',
      tripNumber: 'CC-26114',
      miles: 995,
      linehaulCents: 169632,
      fuelSurchargeCents: 40795,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 3460,
      deductions: [101246, 11240, 10923, 3500, 2816, 4175],
    },
  },
  {
    id: 'b157-boquillas-liquidacion-tarifa-fija',
    issuer: 'Autotransportes Boquillas del Carmen, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación de fletes to an owner-operator (permisionario) in MXN with flat per-trip rates: a wide trip table whose customer names wrap onto a second line and a maniobras row with no trip id, a CÁLCULO FISCAL block (subtotal, IVA 16%, TOTAL FACTURADO incl. IVA, then retención IVA 4% and retención ISR 1.25% with leading minus signs), a DESCUENTOS block (diesel vouchers, cargo insurance, GPS, 8% admin commission, trip advance), a REEMBOLSOS block for cash tolls and the NETO A PAGAR with the amount in words; Spanish long dates and DD/MM/YYYY, $ 1,234.56',
    text: 'AUTOTRANSPORTES BOQUILLAS DEL CARMEN, S.A. DE C.V.\nRFC ABC120315JK2   Permiso SICT 0512ABC15032012\nCarretera Federal 57 km 12.5, Col. Industrial, C.P. 25750, Monclova, Coahuila\nTel. 866 555 0142   liquidaciones@boquillasdelcarmen.mx\n\n                 LIQUIDACIÓN DE FLETES AL PERMISIONARIO\nFolio: LQ-2026-0219          Semana 07/2026 (del 9 al 15 de febrero de 2026)\nPermisionario: JOSÉ ARMANDO TREVIÑO GARZA   RFC TEGJ780412QH3   Unidad 27 (Kenworth T680)\nRégimen: RESICO persona física - CFDI de ingreso serie P folio 118\n\nVIAJES (tarifa fija por viaje)\nViaje       Fecha       Origen                   Destino                  Cliente                               Tarifa\n----------  ----------  -----------------------  -----------------------  ------------------------------  ------------\nBDC-11803   09/02/2026  Monclova, Coah.          Nuevo Laredo, Tamps.     Aceros Planos de la Frontera,   $  14,500.00\n                                                                          S.A. de C.V.\nBDC-11811   11/02/2026  Nuevo Laredo, Tamps.     Saltillo, Coah.          Autopartes Integrales del       $  11,800.00\n                                                                          Bajío, S. de R.L. de C.V.\nBDC-11820   12/02/2026  Saltillo, Coah.          San Luis Potosí, S.L.P.  Envases y Laminados             $  18,900.00\n                                                                          Potosinos, S.A. de C.V.\nBDC-11826   14/02/2026  San Luis Potosí, S.L.P.  Monclova, Coah.          Distribuidora Ferretera         $  21,400.00\n                                                                          Monclovense, S.A.\n                        Maniobras de descarga, viaje BDC-11820 (2 personas)                               $   1,200.00\n\nCÁLCULO FISCAL\n   Subtotal fletes y maniobras                      $  67,800.00\n   IVA trasladado 16%                               $  10,848.00\n   TOTAL FACTURADO (CFDI)                           $  78,648.00\n   Retención IVA 4% (transporte terrestre)        - $   2,712.00\n   Retención ISR 1.25% (RESICO)                   - $     847.50\n\nDESCUENTOS\n   Diésel - vales Estación km 8 (22 vales)         - $  24,310.40\n   Seguro de carga (póliza flotilla, prorrata)     - $   1,150.00\n   Rastreo satelital GPS                           - $     580.00\n   Comisión administración 8% s/fletes y maniobras - $   5,424.00\n   Anticipo para viaje BDC-11803 (09/02/2026)      - $   6,000.00\n\nREEMBOLSOS\n   Casetas pagadas en efectivo (14 comprobantes)   + $   3,486.00\n\n   NETO A PAGAR                                     $  41,110.10\n   (CUARENTA Y UN MIL CIENTO DIEZ PESOS 10/100 M.N.)\n\nForma de pago: transferencia SPEI el 20 de febrero de 2026 a Banorte, CLABE 072 078 00541266193 9\nLas retenciones se reportan en el CFDI del permisionario; constancia disponible a solicitud.\n\n______________________________                 ______________________________\nElaboró: Lic. Rosa Elvia Cárdenas             Recibí conforme: J. A. Treviño Garza\n                                                                           Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 7864800,
      netCents: 4111010,
      date: '2026-02-20',
      broker: 'AUTOTRANSPORTES BOQUILLAS DEL CARMEN, S.A. DE C.V.',
      tripNumber: 'BDC-11803',
      miles: null,
      linehaulCents: 6660000,
      fuelSurchargeCents: null,
      advancesCents: 600000,
      escrowCents: null,
      reimbursementsCents: 348600,
      deductions: [271200, 84750, 2431040, 115000, 58000, 542400],
    },
  },
  {
    id: 'b157-cheboygan-stub-side-by-side-ytd',
    issuer: 'Cheboygan Bulk Transport, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Weekly company-driver earnings statement: an EARNINGS block (units, rate, CURRENT, YTD) side by side with a TAXES and DEDUCTIONS block (CURRENT, YTD) separated by a pipe, a non-taxable expense reimbursement under the gross, then a summary grid with labels above and a Current row and Year to date row (gross, pre-tax, taxes, post-tax, reimbursement, net); loads of the period listed in the header; printed by a payroll service for the employer; MM/DD/YYYY dates',
    text: 'CHEBOYGAN BULK TRANSPORT, INC.                                   EARNINGS STATEMENT\n2450 Levering Rd, Cheboygan, MI 49721   (231) 555-0168           Advice No.   0031877\nFEIN 38-2974410   USDOT 1648023                                  Pay date     03/06/2026\n                                                                 Period  02/22/2026 - 02/28/2026\nEmployee: DALE R. KOWALCZYK    ID 0457    Dept: BULK-DRV    SSN XXX-XX-4418\nFiling: Federal Single / MI exemptions 1    Position: Company driver, pneumatic tanker\nLoads this period: CBT-5120, CBT-5124, CBT-5131 (dispatch miles 2,146)\n\nEARNINGS                UNITS     RATE   CURRENT        YTD  | TAXES                   CURRENT       YTD\nMileage (practical)   2,146.0   0.6200  1,330.52  12,640.94  | Federal income tax       128.40  1,104.20\nStop pay                  3.0  25.0000     75.00     650.00  | Social Security           95.53    826.05\nDetention                2.00  20.0000     40.00     280.00  | Medicare                  22.34    193.19\nSafety bonus - Feb                        150.00     300.00  | Michigan income tax       58.03    499.88\n                                                             |\nGROSS PAY                               1,595.52  13,870.94  | DEDUCTIONS\n                                                             | 401(k) 4%                 63.82    554.84\nNON-TAXABLE                                                  | Medical - Sec 125         48.50    485.00\nExpense reimb (scale, parking)             23.50     187.25  | Dental - Sec 125           6.25     62.50\n                                                             | Road advance repayment   100.00    300.00\n\n                  GROSS    PRE-TAX      TAXES   POST-TAX     REIMB     NET PAY\nCurrent        1,595.52     118.57     304.30     100.00     23.50    1,096.15\nYear to date  13,870.94   1,102.34   2,623.32     300.00    187.25   10,032.53\n\nDirect deposit   Huron Shores Credit Union   Checking ****6025   1,096.15\nRoad advance balance after this payment: 0.00     PTO available: 24.0 hrs\nPrepared by Straits Payroll Services for Cheboygan Bulk Transport, Inc.   NON-NEGOTIABLE\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 159552,
      netCents: 109615,
      date: '2026-03-06',
      broker: 'CHEBOYGAN BULK TRANSPORT, INC.',
      tripNumber: 'CBT-5120',
      miles: 2146,
      linehaulCents: 133052,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: 2350,
      deductions: [12840, 9553, 2234, 5803, 6382, 4850, 625],
    },
  },
  {
    id: 'b157-birtle-biweekly-stub-cheque-advice',
    issuer: 'Birtle Valley Freightways Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Plain Manitoba bi-weekly company-driver stub in CAD: an earnings table with a BASIS column holding the units and rate as text (miles x rate, crossings, hours, vacation pay 4% on the subtotal), THIS PAY and YEAR TO DATE columns with dashed rules and totals, a deductions table (CPP, EI, federal and Manitoba tax, benefits, RRSP) in the same columns, a net pay line with its YTD beside it, then a tear-off deposit advice with the amount in words and asterisk-padded figure; DD/MM/YYYY dates',
    text: 'BIRTLE VALLEY FREIGHTWAYS LTD.\nBox 418, 1 Railway Ave, Birtle MB  R0M 0C0    204-555-0187    BN 81734 2290 RP0001\n\nSTATEMENT OF EARNINGS AND DEDUCTIONS                    Bi-weekly pay 06 of 26\nEmployee   RHEAULT, Colin J.        Emp # 2217        Class: Highway driver (US/CAN)\nPay period 22/02/2026 to 07/03/2026                   Pay date 13/03/2026\nFed TD1 claim code 1   MB TD1MB claim code 1\n\nEARNINGS              BASIS                   THIS PAY   YEAR TO DATE\nHighway miles         4,830 mi x 0.5800       2,801.40      20,814.36\nBorder crossings      4 x 25.00                 100.00         500.00\nHourly - wait/city    7.50 h x 24.00            180.00         768.00\nLayover               1 x 75.00                  75.00         225.00\nVacation pay 4%       on 3,156.40               126.26         892.29\n                                              --------     ----------\nTOTAL EARNINGS                                3,282.66      23,199.65\n\nDEDUCTIONS                                    THIS PAY   YEAR TO DATE\nCPP contributions                               187.31       1,340.33\nEI premiums                                      53.51         378.15\nFederal income tax                              354.20       1,738.85\nManitoba income tax                             265.85       1,302.06\nGroup benefits - Blue Cross                      42.18         210.90\nRRSP employee 3%                                 98.48         695.99\n                                              --------     ----------\nTOTAL DEDUCTIONS                              1,001.53       5,666.28\n\nNET PAY                                       2,281.13      17,533.37\n\nVacation pay is paid out on each cheque.  Vacation bank: nil.  Sick days remaining: 3.\n- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\nDEPOSIT ADVICE - NON-NEGOTIABLE                                  No. DA-260313-2217\nDeposited to: Sunrise Credit Union  transit 10049-839  acct ****4471\nDate 13/03/2026\nThe sum of TWO THOUSAND TWO HUNDRED EIGHTY-ONE AND 13/100 DOLLARS       $**2,281.13\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 328266,
      netCents: 228113,
      date: '2026-03-13',
      broker: 'BIRTLE VALLEY FREIGHTWAYS LTD.',
      tripNumber: null,
      miles: 4830,
      linehaulCents: 280140,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [18731, 5351, 35420, 26585, 4218, 9848],
    },
  },
  {
    id: 'b157-conodoguinet-fee-column-reserve-release',
    issuer: 'Conodoguinet Capital Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and remittance advice: an invoice table where each debtor name wraps onto a second line under the load/PRO column, face amounts and a per-invoice 2.75% fee column closed by a totals row; a stacked funding calculation with leading minus signs (reserve 10% withheld, advance 90% subtotal, fee total, fuel advance repaid, chargeback, ACH fee) and a reserve release from an earlier schedule added back, then the amount remitted; a reserve account line with opening/held/released/closing balances on one line; DD-MON-YY dates',
    text: 'CONODOGUINET CAPITAL FUNDING, LLC\nFreight Receivables Purchasing  |  77 Conodoguinet Ave, Carlisle PA 17013  |  717-555-0129\nops@conodoguinetcapital.com\n\nPURCHASE & REMITTANCE ADVICE                         Schedule No.  S-2026-0117\nClient:  YELLOW BREECHES TRUCKING LLC               Client No.    YBT-0448\n         MC 1322017  USDOT 3650982                  Purchase date 30-JAN-26\n         Boiling Springs PA 17007                   Funded        30-JAN-26 (same-day ACH)\n\nINVOICES PURCHASED\nInv #  Load/PRO  Debtor (account debtor)  Inv date     Face amount  Fee 2.75%\n------ --------- ------------------------ ----------  ------------ ----------\n3301   YB-2210   Keystone Harvest         14-JAN-26       2,450.00      67.38\n                 Brokerage, Inc.\n3302   YB-2214   Susquehanna Valley       19-JAN-26       1,875.00      51.56\n                 Logistics Group LLC\n3304   YB-2219   Mid-Atlantic Cold Chain  22-JAN-26       3,120.00      85.80\n                 Brokerage Co.\n3305   YB-2223   Keystone Harvest         26-JAN-26         980.00      26.95\n                 Brokerage, Inc.\n                                                       ----------- ----------\n4 invoices                                                8,425.00     231.69\n\nFUNDING CALCULATION\n  Face amount of invoices purchased               8,425.00\n  Reserve held 10% (released when debtor pays)     -842.50\n  Advance 90%                                     7,582.50\n  Factoring fees (column total above)              -231.69\n  Fuel advance 27-JAN-26 repaid (FA-20391)         -500.00\n  Chargeback - inv 3277 short-paid by debtor       -125.00\n  Same-day ACH fee                                  -25.00\n  Reserve release - schedule S-2026-0109 paid       618.40\n                                                ----------\n  AMOUNT REMITTED TO CLIENT                       7,319.21\n\nRemitted by ACH to Members 1st FCU  ABA 231382241  acct ****7730  trace 031300012045517\n\nRESERVE ACCOUNT      Opening 3,914.60   + held 842.50   - released 618.40   Closing 4,138.70\n\nNotice of assignment: all listed invoices are payable only to Conodoguinet Capital Funding, LLC,\nPO Box 3390, Carlisle PA 17013. Debtors paying the client directly are not discharged.\n                                                                            Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 842500,
      netCents: 731921,
      date: '2026-01-30',
      broker: 'Keystone Harvest Brokerage, Inc.',
      tripNumber: 'YB-2210',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 84250,
      reimbursementsCents: null,
      deductions: [23169, 12500, 2500],
    },
  },
  {
    id: 'b157-antietam-lumper-receipt-plain',
    issuer: 'Antietam Dock Labor, Inc.',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short plain lumper (unloading) receipt from a warehouse labor company: header with fed ID, receipt number, M/D/YYYY date with time in/out and door, carrier/PO/pallet and case counts, three priced lines and a dashed rule over the total paid, then the Comchek express-code payment line and a reimbursement reminder',
    text: 'ANTIETAM DOCK LABOR, INC.\nUnloading services at Tri-State Grocers DC, 18201 Showalter Rd, Hagerstown MD 21742\nFed ID 52-2087731      (301) 555-0115      billing@antietamdocklabor.com\n\nLUMPER RECEIPT                                  Receipt # ADL-0091442\nDate: 2/11/2026     Time in 06:40   Time out 08:25        Door 31\nCarrier: Kettle Run Transport LLC   MC 1290418   Tractor 212   Trailer 53117\nPO / Appt: 4500338120 / APT 77120          Driver: M. Oyelaran\nPallets in 22   Pallets out 26 (restack 4)   Cases 1,344   Weight 38,420 lb\n\nUnload - floor loaded, 1,344 cases         $235.00\nRestack / re-wrap 4 pallets                  40.00\nPallet exchange (none)                        0.00\n                                         ---------\nTOTAL PAID                                 $275.00\n\nPaid by: Comchek Express Code ******4419   Auth 602118   2/11/2026 08:31\nReceived by: T. Baughman #07\nKeep this receipt - most brokers require it for lumper reimbursement.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-02-11',
    },
  },
  {
    id: 'b157-bacanora-ticket-diesel-coma-decimal',
    issuer: 'Diesel y Servicios Bacanora, S.A. de C.V.',
    issuerKind: 'merchant',
    country: 'MX',
    split: 'held_out',
    layout:
      'Short Mexican truck-stop fuel ticket in Spanish: centered station header with RFC and CRE permit, ticket number with DD/MM/YYYY date and time, island/pump, a product table (diesel and DEF litres with three decimals, price, importe) printed with comma decimals and dot thousands (1.234,56), subtotal / IVA 16% / total, total in words, fleet-card payment with authorisation, unit, plates and odometer, and an online-invoicing footer',
    text: '      DIESEL Y SERVICIOS BACANORA, S.A. DE C.V.\n            ESTACION DE SERVICIO No. 7714\n    Carr. Federal 15 km 1822, Benjamin Hill, Son.\n          C.P. 83900   RFC DSB090722 3P1\n        Permiso CRE PL/21877/EXP/ES/2019\n--------------------------------------------------\nTICKET: 00481273              FECHA: 14/02/2026\nHORA:   06:42:17              ISLA 03  BOMBA 06\nDESPACHADOR: 118 M. ROMERO\n--------------------------------------------------\nPRODUCTO        LITROS     PRECIO       IMPORTE\nDIESEL         412,350      25,89     10.675,74\nARLA 32 (DEF)   20,000      18,50        370,00\n--------------------------------------------------\nSUBTOTAL                               9.522,19\nIVA 16%                                1.523,55\nTOTAL                                 11.045,74\nSON: ONCE MIL CUARENTA Y CINCO PESOS 74/100 M.N.\n--------------------------------------------------\nFORMA DE PAGO: TARJETA FLOTILLA  ****2231\nAUT: 118842   CLIENTE: TRANSPORTES RIO YAQUI\nUNIDAD: 45   PLACAS: 84-BK-7Z   ODOMETRO: 612447 KM\n--------------------------------------------------\nFACTURE EN LINEA CON EL FOLIO WEB 7714-481273-26\nDENTRO DEL MES DE CONSUMO.  GRACIAS POR SU VISITA\n',
    expected: {
      documentType: 'fuel_receipt',
      grossCents: null,
      netCents: null,
      date: '2026-02-14',
    },
  },
];
