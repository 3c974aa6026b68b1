import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 161: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages with repeated headers, per-trip
 * subtotals, loaded and empty miles given separately and totals only in the recap; US lessor 72%
 * percentage plan in lettered sections with charges first, labels above values and a BALANCE OWED
 * column; short US dispatch-service flat-rate statement with several amounts per load line, trailing
 * minus fees and a net ACH sent by the service; French Quebec voiturier relevé on a 78 % share with
 * wrapped voyage rows, TPS/TVQ-included total and numbered footnotes; Mexican liquidación a
 * permisionario in MXN with wrapped trip rows, side-by-side percepciones/deducciones, IVA 16 %,
 * retención IVA 4 % and ISR 1,25 %, net in words), two pay stubs (US Washington weekly mileage stub
 * with side-by-side earnings/deductions tables each carrying CURRENT and YTD; short plain British
 * Columbia hourly stub with CPP/EI and YTD), a factoring purchase and funding notice with CR/DR
 * amounts, wrapped debtor names and a reserve release, a broker rate confirmation with three stops,
 * and a plain truck-stop fuel receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one British Columbia), 1 MX.
 * Date formats: MM/DD/YY, ISO YYYY-MM-DD, month names ("March 27, 2026", "Jan 9, 2026"), French
 * month names ("13 mars 2026") with DD/MM/YYYY, Spanish long date ("20 de febrero de 2026") with
 * DD/MM/YYYY, M/D/YY, DD-Mon-YYYY, weekday + day-first ("Thu 22 Jan 2026"), MM/DD/YYYY.
 * Number formats: 1,234.56 with parentheses, trailing minus and +/- signs; French 1 234,56 $;
 * European-style 1.234,56 (Mexican ERP) with amount in words; CR/DR suffixes.
 */
export const HELD_OUT_DOCUMENTS_161: CorpusDocument[] = [
  {
    id: 'b161-fishtrap-two-page-trip-subtotals',
    issuer: 'Fishtrap Lake Motor Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement with the page header and rate line repeated on page 2: each trip is a block (trip number, lane, BOL, shipper) with loaded miles, empty miles and fuel-surcharge miles on separate priced lines, an accessorial line and a trip subtotal; no trip totals row and no printed total miles (loaded and empty miles are given separately in the recap and must be added); deductions list with a BALANCE column for the advance and escrow; reimbursements; gross and net only in the closing recap with parenthesised deductions; MM/DD/YY dates and page footers on both pages',
    text: 'FISHTRAP LAKE MOTOR FREIGHT, INC.\n2270 W Fishtrap Rd, Sprague WA 99032  |  (509) 555-0186  |  MC 1187734  USDOT 3310458\n--------------------------------------------------------------------------------------\nCONTRACTOR SETTLEMENT        Settlement # FLMF-2604-118                       Page 1 of 2\nContractor: KETTLE FALLS TRUCKING LLC          Pay period:  04/12/26 thru 04/18/26\n            attn Dale Morrow                   ACH date:    04/24/26\n            PO Box 311, Colville WA 99114      Unit:        T-52 / Trailer 5317R\n--------------------------------------------------------------------------------------\nLOAD DETAIL        RATES:  LOADED 1.950/MI   EMPTY 1.100/MI   FSC 0.480/MI (LOADED + EMPTY)\n\nTRIP FL-26-3391  04/12  Spokane WA -> Portland OR   BOL 558201\n     Shipper: Inland Pulp & Paper Co.\n     Loaded miles   352  x 1.950             686.40\n     Empty miles     18  x 1.100              19.80\n     Fuel surch.    370  x 0.480             177.60\n     Detention 2.0 hr @ 40.00 (Portland)       80.00\n                                          ----------\n                         Trip subtotal        963.80\n\nTRIP FL-26-3404  04/14  Portland OR -> Yakima WA    BOL 77-2190\n     Shipper: Willamette Cold Storage\n     Loaded miles   186  x 1.950             362.70\n     Empty miles     41  x 1.100              45.10\n     Fuel surch.    227  x 0.480             108.96\n     Stop-off Hood River OR                    50.00\n                                          ----------\n                         Trip subtotal        566.76\n\n                                   *** continued on page 2 ***\n\nFLMF settlements  Printed 04/23/26 14:07  Settlement FLMF-2604-118           Page 1 of 2\n======================================================================================\nFISHTRAP LAKE MOTOR FREIGHT, INC.        CONTRACTOR SETTLEMENT (CONTINUED)\nSettlement # FLMF-2604-118   Contractor: KETTLE FALLS TRUCKING LLC          Page 2 of 2\n--------------------------------------------------------------------------------------\nLOAD DETAIL (cont.) RATES:  LOADED 1.950/MI   EMPTY 1.100/MI   FSC 0.480/MI (LOADED + EMPTY)\n\nTRIP FL-26-3412  04/15  Yakima WA -> Missoula MT    BOL 3318845\n     Shipper: Naches Valley Lumber\n     Loaded miles   398  x 1.950             776.10\n     Fuel surch.    398  x 0.480             191.04\n     Tarp pay (lumber)                         75.00\n                                          ----------\n                         Trip subtotal      1,042.14\n\nTRIP FL-26-3420  04/17  Missoula MT -> Spokane WA   BOL 60114\n     Shipper: Clark Fork Building Supply\n     Loaded miles   199  x 1.950             388.05\n     Empty miles     57  x 1.100              62.70\n     Fuel surch.    256  x 0.480             122.88\n                                          ----------\n                         Trip subtotal        573.63\n\nDEDUCTIONS & WITHHOLDINGS              THIS PERIOD       BALANCE\n  EFS fuel purchases (9 transactions)    1,243.88\n  Occupational accident - Zenith            39.60\n  Cargo / physical damage insurance         84.25\n  ELD subscription (Motive)                 18.00\n  Trailer usage 5317R                       95.00\n  Oregon weight-mile tax                    44.12\n  EFS cash advance 04/14 (ck 5120337)      300.00          0.00\n  Escrow deposit                            75.00      1,875.00\n\nREIMBURSEMENTS (receipts on file)\n  CAT scale Ellensburg WA (rcpt 20931)      12.75\n  Lumper Yakima WA (rcpt 7784)              95.00\n\nRECAP --------------------------------------------------------------------------------\n  Loaded miles 1,135      Empty miles 116\n  Gross earnings (line haul, empty, FSC, accessorials)      3,146.33\n  Reimbursements                                              107.75\n  Deductions                                              (1,524.85)\n  Advances                                                  (300.00)\n  Escrow                                                     (75.00)\n  NET PAY - ACH 04/24/26 to Numerica CU ****2207            1,354.23\n--------------------------------------------------------------------------------------\nDisputes must be submitted in writing within 15 days of the ACH date. Escrow balance is\nheld per lease Appendix C and is not part of this payment.\nFLMF settlements  Printed 04/23/26 14:07  Settlement FLMF-2604-118           Page 2 of 2\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 314633,
      netCents: 135423,
      date: '2026-04-24',
      broker: 'FISHTRAP LAKE MOTOR FREIGHT, INC.',
      tripNumber: 'FL-26-3391',
      miles: 1251,
      linehaulCents: 234085,
      fuelSurchargeCents: 60048,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 10775,
      deductions: [124388, 3960, 8425, 1800, 9500, 4412],
    },
  },
  {
    id: 'b161-beaverhead-labels-above-charges-first',
    issuer: 'Beaverhead Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-plan (72%) statement in lettered sections in an unusual order: header facts as labels on one line with values on the line below (statement date, week ending, deposit date, deposit amount), then Section A charges with a BALANCE OWED column beside the weekly amounts (lease, plates, advance, escrow held), then Section B line revenue table where the 100% line revenue column sits beside the 72% share, FSC and OTHER columns with a totals row, Section C an added permit reimbursement, and Section D a signed how-your-deposit-was-figured recap; ISO dates',
    text: "BEAVERHEAD TRACTOR LEASING, LLC                               LEASE OPERATOR STATEMENT\n400 N Montana St, Dillon, MT 59725  (406) 555-0133     Lessor USDOT 2975514  MC 1020486\n\nLEASE OPERATOR              LEASE NO.       TRACTOR                     PLAN\nShane Ostrander             BTL-L-0217      217 / 2021 Kenworth T680    72% of line revenue, FSC 100%\n\nSTATEMENT DATE     WEEK ENDING      DEPOSIT DATE      DEPOSIT AMOUNT\n2026-02-05         2026-02-01       2026-02-06        $1,573.02\n\nSECTION A - CHARGES THIS WEEK                          THIS WEEK      BALANCE OWED\nTractor lease payment (wk 34 of 156)                     612.50        71,240.00\nFuel purchases - fleet card (7)                        1,104.33\nBobtail / physical damage insurance                       68.40\nOccupational accident                                     28.90\nIRP / IFTA plate program                                  31.25           406.25\nComchek advance 01/28                                    250.00             0.00\nMaintenance escrow deposit                               150.00    2,850.00 held\n                                                      ---------\n                                                       2,245.38\n\nSECTION B - LINE REVENUE AND YOUR SHARE\nLOAD        LANE                       LINE REVENUE    YOUR 72%    FSC 100%     OTHER\nBTL-88120   Dillon MT - Pocatello ID       1,150.00      828.00      161.00\nBTL-88134   Pocatello ID - Ogden UT          980.00      705.60      118.40     60.00 DET\nBTL-88141   Ogden UT - Butte MT            2,240.00    1,612.80      297.60\n                                          ---------    --------     -------    ------\n                                           4,370.00    3,146.40      577.00     60.00\n\nSECTION C - ADDED TO YOUR PAY\nIdaho trip permit - paid by operator (rcpt 4471)          35.00\n\nSECTION D - HOW YOUR DEPOSIT WAS FIGURED\n  Your share + FSC + other            3,783.40\n  Added to your pay                     +35.00\n  Charges this week                  -2,245.38\n  Deposit amount                      1,573.02      First Security Bank ***8106\n\nLine revenue is shown for reference only; you are paid the plan percentage of it.\nBalances owed are after this week's charges. Questions: settlements@beaverheadtl.com   Page 1/1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 378340,
      netCents: 157302,
      date: '2026-02-06',
      broker: 'BEAVERHEAD TRACTOR LEASING, LLC',
      tripNumber: 'BTL-88120',
      miles: null,
      linehaulCents: 314640,
      fuelSurchargeCents: 57700,
      advancesCents: 25000,
      escrowCents: 15000,
      reimbursementsCents: 3500,
      deductions: [61250, 110433, 6840, 2890, 3125],
    },
  },
  {
    id: 'b161-eagletail-flat-rate-one-line-loads',
    issuer: 'Eagletail Dispatch Group, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Short dispatch-service carrier statement: one line per load carrying several amounts (miles, flat rate, detention, lumper pass-through, 8% fee with trailing minus, per-load net) and a totals row, then a software charge with trailing minus and the net ACH the service sent to the carrier; month-name dates and a footnote explaining the fee base',
    text: 'EAGLETAIL DISPATCH GROUP, LLC\nIndependent dispatch for owner-operators - 21550 W Salome Hwy, Tonopah AZ 85354\nph 623-555-0171 - dispatch@eagletaildg.com\n\nCARRIER STATEMENT  ETD-S-1093                             Statement date: March 26, 2026\nCarrier: RED MESA EXPRESS LLC  MC 1299018 / USDOT 3841127      Week: March 16 - 22, 2026\n\nLoad      Broker                        Mi  Flat rate   Det/Oth   Lumper  Fee 8%        Net\nETD-0412  Saguaro Line Logistics       432   1,850.00     0.00     0.00   148.00-  1,702.00\nETD-0419  Mesquite Freight Partners    317   1,275.00    75.00     0.00   108.00-  1,242.00\nETD-0423  Lone Palm Transport Brokers  455   1,640.00     0.00   110.00   131.20-  1,618.80\n-------------------------------------------------------------------------------------------\n          TOTALS                      1,204   4,765.00    75.00   110.00   387.20-  4,562.80\n\nLess: TruckLogic TMS seat (March)                                                    25.00-\nNET ACH SENT TO CARRIER 03/27/2026 (Chase ****4410)                                4,537.80\n\nFee = 8% of flat rate + detention. Lumper passed through at 100% from broker payment.\nBrokers paid Eagletail under NOA; remaining broker balances: none open.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 484000,
      netCents: 453780,
      date: '2026-03-27',
      broker: 'EAGLETAIL DISPATCH GROUP, LLC',
      tripNumber: 'ETD-0412',
      miles: 1204,
      linehaulCents: 476500,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 11000,
      deductions: [38720, 2500],
    },
  },
  {
    id: 'b161-fermeneuve-releve-tps-tvq-footnotes',
    issuer: 'Camionnage Ferme-Neuve inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec voiturier-remorqueur settlement (relevé de règlement) on a 78 % revenue-share plan: voyage table whose rows wrap onto a second line (route continues, client name), 100 % revenue printed beside the 78 % share, surcharge and an "Autres" amount tied to a numbered footnote; a SOMMAIRE DES GAINS with taxable subtotal, TPS 5 % and TVQ 9,975 % and a tax-included total; a retenues list that mixes deductions with an advance and a guarantee-fund deposit and a total; a toll reimbursement; the deposit amount in a sentence line; numbered footnotes carry the guarantee-fund balance; French month names and DD/MM/YYYY, 1 234,56 $ amounts',
    text: 'CAMIONNAGE FERME-NEUVE INC.\n112, rue de la Gare, Ferme-Neuve (Québec)  J0W 1C0            Tél. : 819 555-0148\nNEQ 1174420935    RNVL R-547733    USDOT 3120984\nNo TPS : 81423 7719 RT0001          No TVQ : 1221873460 TQ0001\n\n                  RELEVÉ DE RÈGLEMENT - VOITURIER-REMORQUEUR\n\nRelevé no : RV-2026-0310                  Date du relevé : 12 mars 2026\nPériode : du 01/03/2026 au 07/03/2026     Date du dépôt : 13 mars 2026\nVoiturier : Transport M. Lachaîne enr. (Mathieu Lachaîne)        Tracteur no 14\n            No TPS 70411 2286 RT0001    No TVQ 1229931071 TQ0001\nEntente : 78 % du revenu de transport, surcharge carburant remise à 100 % (1)\n\nVOYAGES\nNo voyage  Trajet / client                   Revenu de     Part       Surcharge    Autres\n                                              transport     78 %       carburant\nCFN-7716   Mont-Laurier -> Montréal-Est       1 480,00   1 154,40      186,00\n           (Scierie des Hautes-Laurentides)\nCFN-7723   Montréal -> Trois-Rivières ->      1 260,00     982,80      151,20    60,00 (2)\n           Québec (Distribution Laviolette)\nCFN-7731   Québec -> Mont-Laurier             1 720,00   1 341,60      210,40\n           (Quincaillerie Boréale, retour)\n\nSOMMAIRE DES GAINS\n  Part du voiturier (78 %)                    3 478,80 $\n  Surcharge carburant                           547,60 $\n  Arrêt supplémentaire                           60,00 $\n  Sous-total taxable                          4 086,40 $\n  TPS 5 %                                       204,32 $\n  TVQ 9,975 %                                   407,62 $\n  Total des gains (taxes incluses)            4 698,34 $\n\nRETENUES ET AVANCES\n  Carburant - carte flotte (6 transactions)         1 512,77 $\n  Assurance responsabilité et biens transportés        96,40 $\n  Frais de gestion (taxes incluses)                    51,74 $\n  Location de remorque 53 pi (R-2209)                 120,00 $\n  Immatriculation SAAQ (quote-part)                    38,15 $\n  Avance en argent du 04/03/2026                      300,00 $\n  Fonds de garantie (3)                               200,00 $\n  Total des retenues                                2 319,06 $\n\nREMBOURSEMENT\n  Péage pont A-25 (reçu joint)                          8,35 $\n\nMONTANT DÉPOSÉ LE 13 MARS 2026 : 2 387,63 $   Caisse Desjardins des Hautes-Laurentides, folio ***4471\n\n(1) Surcharge carburant selon la grille du Québec en vigueur la semaine du voyage.\n(2) Arrêt supplémentaire à Trois-Rivières, payé à 100 %.\n(3) Solde du fonds de garantie après ce relevé : 3 400,00 $, remboursable à la fin du contrat.\nToute contestation doit être faite par écrit dans les 30 jours.                    Page 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 469834,
      netCents: 238763,
      date: '2026-03-13',
      broker: 'CAMIONNAGE FERME-NEUVE INC.',
      tripNumber: 'CFN-7716',
      miles: null,
      linehaulCents: 347880,
      fuelSurchargeCents: 54760,
      advancesCents: 30000,
      escrowCents: 20000,
      reimbursementsCents: 835,
      deductions: [151277, 9640, 5174, 12000, 3815],
    },
  },
  {
    id: 'b161-ahuacatlan-liquidacion-side-by-side-words',
    issuer: 'Fletes Ahuacatlán, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación a permisionario in MXN with European-style separators (1.234,56) from the carrier ERP: flat rate per trip table whose rows wrap (route on the first line, client on the second), then side-by-side PERCEPCIONES | DEDUCCIONES columns (fletes, maniobras, subtotal, IVA 16% on the left; IVA 4% and ISR 1.25% withholdings, diesel, tolls, insurance, GPS, advance and guarantee fund on the right) with totals on one shared line, a reimbursement added below, the net and the net in words; Spanish long date and DD/MM/YYYY',
    text: 'FLETES AHUACATLÁN, S.A. DE C.V.\nRFC FAH110823KJ4    Permiso SICT TPAF01-1804-2011\nCarr. Federal 15 Km 142, Ahuacatlán, Nayarit, C.P. 63900    Tel. 324 555 0190\n\nLIQUIDACIÓN A PERMISIONARIO                                    Folio: LQ-2026-0217\nPermisionario: JOSÉ ALFREDO RENTERÍA OCHOA    RFC REOA780314M21    Unidad ECO-31\nPeriodo: 09/02/2026 al 15/02/2026\nAhuacatlán, Nay., a 20 de febrero de 2026\nForma de pago: Transferencia SPEI a BBVA, CLABE ************4418, fecha de pago 20/02/2026\n\nVIAJES REALIZADOS (tarifa fija por viaje)\nCarta porte   Fecha       Ruta / cliente                              Flete      Maniobras\nFA-26-0581    09/02/2026  Tepic, Nay. - Guadalajara, Jal.          14.500,00         0,00\n                          Cliente: Empacadora de Frutas Jala\nFA-26-0594    11/02/2026  Guadalajara, Jal. - Manzanillo, Col.     18.200,00     1.250,00\n                          Cliente: Distribuidora Occidental del Pacífico\nFA-26-0602    13/02/2026  Manzanillo, Col. - Tepic, Nay.           16.750,00         0,00\n                          Cliente: Agencia Aduanal Puerto Interior (retorno)\n\nPERCEPCIONES                          | DEDUCCIONES\nFletes (3 viajes)           49.450,00 | Retención IVA 4%                       2.028,00\nManiobras                    1.250,00 | Retención ISR 1,25% (RESICO)             633,75\nSubtotal                    50.700,00 | Diesel vales (1.160 lts x 18,40)      21.344,00\nIVA 16%                      8.112,00 | Casetas IAVE cargadas a la unidad      3.412,00\n                                      | Seguro de carga                        1.150,00\n                                      | Rastreo satelital GPS                    464,00\n                                      | Anticipo de viaje 06/02/2026           5.000,00\n                                      | Fondo de garantía                      1.000,00\n--------------------------------------+------------------------------------------------\nTOTAL PERCEPCIONES          58.812,00 | TOTAL DEDUCCIONES                     35.031,75\n\nMás: reembolso de pensión/estacionamiento (comprobante 8812)                      350,00\nNETO A PAGAR AL PERMISIONARIO                                                $ 24.130,25\n(SON: VEINTICUATRO MIL CIENTO TREINTA PESOS 25/100 M.N.)\n\nLas retenciones de IVA e ISR se enterarán al SAT; el CFDI de retenciones se enviará por correo.\nSaldo del fondo de garantía: 12.000,00.   Recibí de conformidad: ______________________\nPágina 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5881200,
      netCents: 2413025,
      date: '2026-02-20',
      broker: 'FLETES AHUACATLÁN, S.A. DE C.V.',
      tripNumber: 'FA-26-0581',
      miles: null,
      linehaulCents: 4945000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 100000,
      reimbursementsCents: 35000,
      deductions: [202800, 63375, 2134400, 341200, 115000, 46400],
    },
  },
  {
    id: 'b161-chehalis-stub-side-by-side-ytd',
    issuer: 'Chehalis Valley Distribution, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Weekly company-driver earnings statement with two tables side by side separated by a pipe: earnings (mileage, hourly, stop pay, bonus with rate and units) with CURRENT and YTD columns on the left, taxes and deductions (federal tax, FICA, WA PFML and WA Cares, 401k, Section 125 medical, advance repayment) with CURRENT and YTD on the right; gross and total deductions share one line; net pay printed twice (with net YTD on the same line); M/D/YY dates; prepared by a payroll service',
    text: 'CHEHALIS VALLEY DISTRIBUTION, INC.                                  EARNINGS STATEMENT\n1840 NW Louisiana Ave, Chehalis WA 98532                            Advice No.  0048817\nFEIN 91-2274106   USDOT 2480117                                     Pay date:   5/8/26\n                                                                    Period: 4/26/26-5/2/26\nEmployee: TRAVIS J. MENDONCA    ID 2231    Linehaul - CDL A    Weekly    Fed W-4: Single\n\nEARNINGS                  RATE  UNITS   CURRENT        YTD | DEDUCTIONS / TAXES       CURRENT        YTD\nMileage pay               .620  2,214  1,372.68  23,561.24 | Federal income tax        118.40   2,271.53\nHourly - yard/detention  24.00   6.50    156.00   2,412.00 | Social Security            99.89   1,642.43\nStop pay                 25.00      3     75.00   1,125.00 | Medicare                   23.36     384.12\nSafety bonus (Apr)                        50.00     200.00 | WA PFML                    11.91     196.55\n                                                           | WA Cares LTC                9.59     158.33\n                                                           | 401(k) 4%                  66.15   1,091.93\n                                                           | Medical - Sec 125          42.50     807.50\n                                                           | Advance repay 4/29        100.00     300.00\n-----------------------------------------------------------+--------------------------------------------\nGROSS PAY                              1,653.68  27,298.24 | TOTAL DEDUCTIONS          471.80   6,852.39\n\nNET PAY THIS PERIOD  1,181.88        NET PAY YTD  20,445.85\nDirect deposit   TwinStar Credit Union  Checking xxxx6621            1,181.88\n\nPTO hours: available 22.00, used YTD 8.00.   Washington has no state income tax.\nQuestions about your pay? payroll@chehalisvd.com   Statement prepared by Ridgeline PayWorks\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 165368,
      netCents: 118188,
      date: '2026-05-08',
      broker: 'CHEHALIS VALLEY DISTRIBUTION, INC.',
      tripNumber: null,
      miles: 2214,
      linehaulCents: 137268,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11840, 9989, 2336, 1191, 959, 6615, 4250],
    },
  },
  {
    id: 'b161-chilcotin-plain-hourly-stub',
    issuer: 'Chilcotin Plateau Freight Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Short plain bi-weekly British Columbia company-driver pay statement: hourly regular and overtime earnings with Hours, Rate, Current and YTD columns, a deduction list (CPP, EI, federal and BC income tax, union dues, group benefits) with Current and YTD, net pay with YTD, a deposit line and a vacation-accrual note; DD-Mon-YYYY dates',
    text: 'CHILCOTIN PLATEAU FREIGHT LTD.\n275 Mackenzie Ave N, Williams Lake, BC  V2G 1N8     250-555-0177\n\nPAY STATEMENT\nEmployee:  Harjit S. Bains  (#0417)          Pay date:  13-Mar-2026\nPosition:  Class 1 Driver - regional         Period:    22-Feb-2026 to 07-Mar-2026\n\nEarnings                      Hours    Rate     Current         YTD\nRegular                       80.00   31.50    2,520.00   15,120.00\nOvertime 1.5x                  6.00   47.25      283.50    1,086.75\nGross pay                                      2,803.50   16,206.75\n\nDeductions                                      Current         YTD\nCPP                                              158.80      950.10\nEI                                                45.70      271.90\nFederal income tax                               289.43    1,718.80\nBC provincial income tax                         118.76      704.20\nUnion dues                                        42.00      252.00\nGroup benefits (employee)                         18.40      110.40\nTotal deductions                                 673.09    4,007.40\n\nNET PAY                                        2,130.41   12,199.35\nDeposited to account ****3390, Interior Savings Credit Union\n\nVacation pay bank (4%) balance: 1,128.44 - not included in this pay\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 280350,
      netCents: 213041,
      date: '2026-03-13',
      broker: 'CHILCOTIN PLATEAU FREIGHT LTD.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [15880, 4570, 28943, 11876, 4200, 1840],
    },
  },
  {
    id: 'b161-ferncliff-crdr-wrapped-debtors',
    issuer: 'Ferncliff Freight Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and funding notice: invoice schedule whose debtor names wrap onto a second line, a per-invoice 2.5% fee column with a totals row, then a funding calculation where every amount carries a CR or DR suffix (face value, discount fee, reserve withheld, reserve release from an earlier schedule, chargeback, ACH fee, net), and a reserve-account line with four amounts on one line; day-first dates with weekday and month abbreviations',
    text: 'FERNCLIFF FREIGHT CAPITAL, LLC\nTransportation Factoring  |  41 Ferncliff Rd, Suite 210, Rhinebeck NY 12572\nClient services 845-555-0122  |  funding@ferncliffcap.com\n\nPURCHASE & FUNDING NOTICE                              Schedule No. 26-0122-05\nClient:  PALISADE RUN TRUCKING LLC   Client # FC-3318   MC 1356620\nFunding date:  Thu 22 Jan 2026      Method: same-day ACH, Lakeland Bank ****0937\nTerms:  advance 90% / reserve 10% / discount 2.50% flat, non-recourse\n\nINVOICES PURCHASED\nInv #  Load/PRO #  Debtor                       Inv date       Face amt  Fee 2.5%\n1184   PFS-66120   Palouse Freight              14 Jan 2026    2,450.00     61.25\n                   Solutions, Inc.\n1185   KB-440918   Kootenai Brokerage           15 Jan 2026    1,980.00     49.50\n                   Group LLC\n1187   GC-27735    Grand Coulee Transportation  19 Jan 2026    3,410.00     85.25\n                   Services Co.\n                                                               --------    ------\n       3 invoices                                              7,840.00    196.00\n\nFUNDING CALCULATION\n  Face value of invoices purchased                      7,840.00 CR\n  Discount fee                                            196.00 DR\n  Reserve withheld (10%)                                  784.00 DR\n  Reserve release - collected sched. 26-0108-02           412.35 CR\n  Chargeback - Inv 1149 short paid by debtor              150.00 DR\n  Same-day ACH fee                                         10.00 DR\n  NET FUNDS TRANSFERRED                                 7,112.35 CR\n\nRESERVE ACCOUNT  Opening 2,318.70   + withheld 784.00   - released 412.35   Closing 2,690.35\n\nDebtors have been notified to remit to: Ferncliff Freight Capital, LLC, PO Box 7714, Albany NY 12212.\nShort pays are charged back to the client per Section 6 of the Factoring Agreement.\nPage 1 of 1                                                      Ref FFC-FN-26-0122-05\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 784000,
      netCents: 711235,
      date: '2026-01-22',
      broker: 'Palouse Freight Solutions, Inc.',
      tripNumber: 'PFS-66120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 78400,
      reimbursementsCents: null,
      deductions: [19600, 15000, 1000],
    },
  },
  {
    id: 'b161-desatoya-plain-fuel-receipt',
    issuer: 'Desatoya Summit Travel Center',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short plain narrow truck-stop fuel receipt: centred store header, date/time and transaction number, fleet card, unit and odometer, diesel and DEF lines with gallons, price and amount, a total, taxes-included and approval lines; MM/DD/YYYY date',
    text: '      DESATOYA SUMMIT TRAVEL CENTER\n         US Hwy 50 - Mile Marker 68\n           Austin, NV 89310\n            (775) 555-0164\n     Store #12       Pump 07 (Diesel)\n\n 11/14/2025   06:42:19     Trans# 0442871\n Fleet card   EFS ************5521\n Unit 4471   Odometer 412308   Driver ID 2216\n\n DIESEL #2   142.318 GAL @ 4.399    626.06\n DEF           8.500 GAL @ 3.899     33.14\n                                 ---------\n TOTAL                              659.20\n Fed/State fuel taxes included\n AUTH 552901          APPROVED\n\n   Thank you - drive safe over the summit\n',
    expected: {
      documentType: 'fuel_receipt',
      grossCents: null,
      netCents: null,
      date: '2025-11-14',
    },
  },
  {
    id: 'b161-cotopaxi-rate-con-three-stops',
    issuer: 'Cotopaxi Freight Brokerage, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker load confirmation: load number, date and rep on one line, carrier and equipment, a stop table whose rows wrap to an address line (two pickups, one delivery with times and reference numbers), commodity and temperature, a short rate block (line haul, fuel surcharge, extra pick, total) with the total in words, then terms carrying other dollar figures (detention, TONU, quick-pay percentage) that are not part of the rate; month-name and MM/DD/YYYY dates',
    text: "COTOPAXI FREIGHT BROKERAGE, LLC\n14 County Rd 12, Cotopaxi, CO 81223  |  719-555-0109  |  Broker MC 1248810  |  USDOT 3654402\n\n                         LOAD CONFIRMATION & RATE AGREEMENT\n\nLoad #  CFB-260112-07            Date  Jan 9, 2026            Rep  Kayla Burris  x204\nCarrier HIGH PLAINS REEFER INC.   MC 1077321   Driver Luis Ponce  cell 719-555-0148\n        Truck 118 / Trailer 5302R (53' reefer)\n\nSTOP  TYPE     DATE / TIME               LOCATION                                   REF\n1     PICKUP   01/12/2026 07:00-10:00    Arkansas Valley Produce Co-op              PU AVP-55813\n                                         900 E 4th St, Pueblo CO 81001\n2     PICKUP   01/12/2026 13:00 appt     Royal Gorge Cold Storage                   PU 20417\n                                         1650 Elm Ave, Canon City CO 81212\n3     DELIVER  01/13/2026 06:00 FCFS     Wasatch Fresh Distribution Center          PO 77104\n                                         2300 S 3600 W, Salt Lake City UT 84119\n\nCommodity: fresh vegetables, 38,500 lbs, 22 pallets    Temp: 34 F continuous, no cycle\n\nRATE (USD)\n  Line haul (flat)                      2,300.00\n  Fuel surcharge                          310.00\n  Extra pick - stop 2                      75.00\n  TOTAL CARRIER PAY                     2,685.00\n  (Two thousand six hundred eighty-five and 00/100 dollars)\n\nDetention: $50.00/hr after 2 free hours, reported within 24 hrs with in/out times.\nTONU: $150.00 if cancelled after dispatch. Lumper: reimbursed with receipt only.\nPayment: 30 days from receipt of signed POD and invoice; QuickPay 2 business days at 3%.\nNo re-brokering, co-brokering or double-brokering. Track via MacroPoint required.\n\nCarrier signature: ____________________   Date: ________\nCotopaxi Freight Brokerage, LLC  /s/ K. Burris                             Page 1 of 1\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 268500,
      broker: 'COTOPAXI FREIGHT BROKERAGE, LLC',
      tripNumber: 'CFB-260112-07',
    },
  },
];
