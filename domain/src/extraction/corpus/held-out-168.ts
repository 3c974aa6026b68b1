import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 168: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier on two pages with repeated headers and
 * column headings, wrapped load rows and separate loaded/empty mile and pay columns; US lessor 72%
 * percentage-of-revenue plan printed as a CR/DR ledger with a running balance and no gross/net
 * labels; US dispatch service with flat-rate loads, the net ACH first, loads last and footnotes;
 * French Quebec sous-traitant relevé with flat forfaits, TPS/TVQ, side-by-side CRÉDITS/DÉBITS recap
 * and a cheque with the amount in words; Mexican liquidación a permisionario in MXN with IVA 16 %,
 * retención IVA 4 % and ISR 1,25 %, side-by-side percepciones/deducciones and amount in words), two
 * pay stubs (New York weekly company-driver stub with current/YTD on both sides of a pipe; Manitoba
 * bi-weekly stub with labels above values, CPP/EI and YTD), a factoring purchase & remittance
 * advice with wrapped debtor names and a reserve release, a short lumper receipt and a heavy-truck
 * repair invoice.
 * Countries: 7 US, 2 CA (one French Quebec, one Manitoba), 1 MX.
 * Date formats: MM/DD/YY, month names ("January 27, 2026", "Jan 9, 2026", "Feb 11 2026"), ISO
 * YYYY-MM-DD, French month names with DD/MM/YYYY, Spanish long dates ("13 de marzo de 2026") with
 * DD/MM/YYYY, MM/DD/YYYY, DD-MON-YYYY, M/D/YY.
 * Number formats: 1,234.56 with parentheses, CR/DR suffixes, -$1,234.56, trailing minus (1,234.56-),
 * French 1 234,56 $, Mexican-printed European 1.234,56 with trailing minus.
 */
export const HELD_OUT_DOCUMENTS_168: CorpusDocument[] = [
  {
    id: 'b168-stillaguamish-two-page-repeated-headers',
    issuer: 'Stillaguamish Valley Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile contractor settlement with the company header and load-table column headings repeated on page 2; each load row wraps its origin/destination onto a second line, with separate loaded and empty miles and separate loaded-pay (@1.780) and empty-pay (@0.900) columns that must be added, FSC on all miles and a STOP/DET accessorial column; the load totals row is on page 2, followed by parenthesised deductions, advances and escrow with a BALANCE column beside the amounts, reimbursements, and a recap; page footers on both pages; MM/DD/YY dates',
    text: 'STILLAGUAMISH VALLEY FREIGHT, INC.                              CONTRACTOR SETTLEMENT\n20418 67th Ave NE, Arlington, WA 98223                          Stmt # SVF-0116-2214\nMC 1187342   USDOT 3319087   (360) 555-0188                    Check Date: 01/16/26\n                                                                Page 1 of 2\n\nContractor: NOOKSACK RUN TRUCKING LLC  (Dale Iverson)          Vendor ID 2214\nTractor 2214   Trailer R5312 (reefer)                           Week ending 01/10/26\nPay basis: loaded mi @ 1.780, empty mi @ 0.900, FSC @ 0.440 all dispatched miles\n\nLOAD ACTIVITY\nPRO #        DATE   ORIGIN / DESTINATION     LD MI MT MI     LD PAY   MT PAY       FSC  ACCESS.\n                                                             @1.780   @0.900    @0.440\n-----------------------------------------------------------------------------------------------------\nSVF-118204   01/04  ARLINGTON WA /             348    22     619.44    19.80    162.80     0.00\n                    SPOKANE WA (SYSCO)\nSVF-118231   01/05  SPOKANE WA /               199    15     354.22    13.50     94.16     0.00\n                    MISSOULA MT\nSVF-118240   01/06  MISSOULA MT /              343     0     610.54     0.00    150.92    50.00 STOP\n                    BILLINGS MT - 2 DROPS\n\n                                  *** continued on page 2 ***\n\nStillaguamish Valley Freight - Settlement SVF-0116-2214 - Nooksack Run Trucking LLC     Page 1 of 2\n\nSTILLAGUAMISH VALLEY FREIGHT, INC.                              CONTRACTOR SETTLEMENT\n20418 67th Ave NE, Arlington, WA 98223                          Stmt # SVF-0116-2214\nMC 1187342   USDOT 3319087   (360) 555-0188                    Check Date: 01/16/26\n                                                                Page 2 of 2\n\nLOAD ACTIVITY (continued)\nPRO #        DATE   ORIGIN / DESTINATION     LD MI MT MI     LD PAY   MT PAY       FSC  ACCESS.\n                                                             @1.780   @0.900    @0.440\n-----------------------------------------------------------------------------------------------------\nSVF-118266   01/07  BILLINGS MT /              612    41   1,089.36    36.90    287.32    75.00 DET\n                    BOISE ID (WINCO DC)\nSVF-118279   01/09  BOISE ID /                 503    36     895.34    32.40    237.16     0.00\n                    ARLINGTON WA\n-----------------------------------------------------------------------------------------------------\nLOAD TOTALS (5 loads)                         2005   114   3,568.90   102.60    932.36   125.00\n                    Total dispatched miles 2,119\n\nDEDUCTIONS                                                AMOUNT     BALANCE\n  Fuel - EFS card (9 purchases, see fuel detail)      (1,642.18)\n  Occupational accident - policy OA-55120                (44.75)\n  Non-trucking liability / bobtail                       (38.00)\n  Cargo insurance                                        (27.50)\n  ELD - Motive subscription                              (25.00)\n  Reefer trailer usage R5312                             (95.00)\n  Express check fee 01/06                                 (3.00)\n  EFS cash advance 01/06                                (300.00)        0.00\n  Express check 01/08 (Code 7719)                       (150.00)        0.00\n  Escrow deposit                                         (75.00)    1,425.00\n\nREIMBURSEMENTS (receipts on file)\n  CAT scale - Missoula MT                                  12.75\n  Idaho trip permit                                        30.00\n\nSETTLEMENT RECAP\n  Mileage pay (loaded + empty)                          3,671.50\n  Fuel surcharge                                          932.36\n  Stop / detention pay                                    125.00\n  GROSS SETTLEMENT                                      4,728.86\n  Deductions                                          (1,875.43)\n  Advances                                              (450.00)\n  Escrow                                                 (75.00)\n  Reimbursements                                           42.75\n                                                      ==========\n  NET CHECK AMOUNT                                      2,371.18\n\nCheck No. 0041873 drawn on Skagit Valley Bank. Disputes must be filed within 10 days of check date.\nStillaguamish Valley Freight - Settlement SVF-0116-2214 - Nooksack Run Trucking LLC     Page 2 of 2\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 472886,
      netCents: 237118,
      date: '2026-01-16',
      broker: 'STILLAGUAMISH VALLEY FREIGHT, INC.',
      tripNumber: 'SVF-118204',
      miles: 2119,
      linehaulCents: 367150,
      fuelSurchargeCents: 93236,
      advancesCents: 45000,
      escrowCents: 7500,
      reimbursementsCents: 4275,
      deductions: [164218, 4475, 3800, 2750, 2500, 9500, 300],
    },
  },
  {
    id: 'b168-tunkhannock-ledger-running-balance-crdr',
    issuer: 'Tunkhannock Creek Equipment Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor lease-purchase account statement laid out as a bank-style ledger: every line has a DATE, DESCRIPTION, REF, an AMOUNT suffixed CR (credit to operator) or DR (charge) and a running BALANCE also suffixed CR/DR beside it; each load is a header line followed by indented 72%-share and 100% FSC credit lines, with the 100% line revenue printed only inside the description text; no gross or net label at all - the net is the final running balance, cleared by an ACH line; an account balances box (begin / this statement / end) follows; month-name dates',
    text: 'TUNKHANNOCK CREEK EQUIPMENT LEASING, LLC\nLease-Purchase Operator Accounts\n400 Bridge Street, Tunkhannock, PA 18657   |   570-555-0163   |   accounts@tcel-lease.com\nMotor carrier of record: Endless Mountains Transport Co.  MC 998104  USDOT 2760391\n\nOPERATOR ACCOUNT STATEMENT                               Statement date:  January 24, 2026\nOperator:  Wyalusing Ridge Hauling LLC (Marcus Bell)      Pay date:        January 27, 2026\nUnit:      716  2021 Freightliner Cascadia              Settlement week: January 18 - January 24, 2026\nPlan:      L-72  (72% of line revenue, 100% of FSC and accessorials)\n\nDATE    DESCRIPTION                                 REF                AMOUNT         BALANCE\n---------------------------------------------------------------------------------------------\nJan 18  Opening balance                                                               0.00\nJan 19  Load TCE-30518  Scranton PA - Columbus OH\n          72% of line revenue 3,150.00              TCE-30518     2,268.00 CR     2,268.00 CR\n          Fuel surcharge (100%)                     TCE-30518       441.00 CR     2,709.00 CR\nJan 20  Toll reimb - PA Turnpike E-ZPass            RCPT 8812        42.60 CR     2,751.60 CR\nJan 21  Load TCE-30527  Columbus OH - Harrisburg PA\n          72% of line revenue 2,480.00              TCE-30527     1,785.60 CR     4,537.20 CR\n          Fuel surcharge (100%)                     TCE-30527       336.72 CR     4,873.92 CR\nJan 21  Fuel card cash advance                      ADV-2207        200.00 DR     4,673.92 CR\nJan 22  Load TCE-30533  Harrisburg PA - Albany NY\n          72% of line revenue 1,925.00              TCE-30533     1,386.00 CR     6,059.92 CR\n          Fuel surcharge (100%)                     TCE-30533       262.50 CR     6,322.42 CR\n          Detention 3.0 hrs Albany NY (100%)        TCE-30533       120.00 CR     6,442.42 CR\nJan 24  Tractor lease pmt #88 of 156 - Unit 716     LSE-716         715.00 DR     5,727.42 CR\nJan 24  Fuel - fleet card, 6 transactions           FUEL          1,287.44 DR     4,439.98 CR\nJan 24  Auto liability premium share                INS-AL          189.00 DR     4,250.98 CR\nJan 24  Physical damage - Unit 716                  INS-PD           64.10 DR     4,186.88 CR\nJan 24  IRP apportioned plate (weekly)              PLT              31.25 DR     4,155.63 CR\nJan 24  ELD / dash camera                           ELD              18.50 DR     4,137.13 CR\nJan 24  Maintenance reserve deposit                 MRA             150.00 DR     3,987.13 CR\nJan 27  ACH to Wyalusing Ridge Hauling LLC ..4471   ACH           3,987.13 DR         0.00\n---------------------------------------------------------------------------------------------\n\nACCOUNT BALANCES           BEGIN         THIS STATEMENT          END\n  Maintenance reserve    2,850.00        150.00 CR          3,000.00 CR\n  Lease equity          14,287.00        715.00 CR         15,002.00 CR\n\nCR = credit to you, DR = charge to you. Line revenue is shown for reference; your compensation is\nthe 72% share. Maintenance reserve is refundable per Section 9 of your lease. Page 1 of 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 659982,
      netCents: 398713,
      date: '2026-01-27',
      broker: 'TUNKHANNOCK CREEK EQUIPMENT LEASING, LLC',
      tripNumber: 'TCE-30518',
      miles: null,
      linehaulCents: 543960,
      fuelSurchargeCents: 104022,
      advancesCents: 20000,
      escrowCents: 15000,
      reimbursementsCents: 4260,
      deductions: [71500, 128744, 18900, 6410, 3125, 1850],
    },
  },
  {
    id: 'b168-soquel-net-first-footnoted-loads',
    issuer: 'Soquel Dispatch Group, LLC',
    issuerKind: 'load_board',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-service carrier pay statement in an unusual order: the net ACH amount sent by the service comes first in a ruled box, then the deductions ("WHAT CAME OUT", amounts written as -$x), then a one-sentence arithmetic recap with several dollar amounts on one line, and the loads last, each load a three-line block whose third line carries flat rate, detention, lumper and load total separated by pipes; footnote markers (* and †) explain quick-pay fees and the lumper reimbursement; ISO dates',
    text: "SOQUEL DISPATCH GROUP, LLC\nIndependent dispatch & back-office for owner-operators\n2840 Porter St, Suite 6, Soquel, CA 95073  *  (831) 555-0129  *  billing@soqueldispatch.com\n\nCARRIER PAY STATEMENT  SDG-PS-2026-0205-031\nCarrier:  Aptos Ridge Trucking LLC   MC 1402718 / USDOT 3902254   Driver-owner: Luis Aranda\nTruck 31 / Trailer 53' dry van APT-2    Pay week 2026-01-25 through 2026-01-31\n\n=====================================================================================\n  NET ACH SENT TO CARRIER:  $5,701.61     ACH date 2026-02-05\n  Bank: First Northern Credit Union  acct ending 0932   ACH trace 121143260044871\n=====================================================================================\n\nWHAT CAME OUT\n  Dispatch fee 8% of load revenue (lumper excluded)                  -$525.60\n  Quick-pay fee, Mesa Crest load 4471902 (2%)*                        -$47.00\n  Quick-pay fee, Pinnacle Range load BX-60331 (2%)*                   -$33.80\n  EFS fuel advance 2026-01-27, repaid                                -$400.00\n  Comcheck fee on advance                                             -$12.00\n  ELD subscription, February                                          -$34.99\n\nHOW THE NUMBERS WORK\n  $6,495.00 flat rates + $75.00 detention = $6,570.00 load revenue\n  $6,570.00 - $653.39 fees/charges - $400.00 advance + $185.00 lumper† = $5,701.61\n\nLOADS THIS WEEK (4)\n[1] Load # 4471902   2026-01-26  Fresno, CA -> Phoenix, AZ\n    Broker: Mesa Crest Logistics              Terms: QP*\n    Flat rate  $2,350.00  |  Detention    $0.00  |  Lumper     $0.00  |  Load total  $2,350.00\n\n[2] Load # 2210587   2026-01-28  Phoenix, AZ -> El Paso, TX\n    Broker: Lodestar Freight Brokerage LLC    Terms: STD\n    Flat rate  $1,475.00  |  Detention   $75.00  |  Lumper     $0.00  |  Load total  $1,550.00\n\n[3] Load # BX-60331  2026-01-29  El Paso, TX -> Dallas, TX\n    Broker: Pinnacle Range Logistics, Inc.    Terms: QP*\n    Flat rate  $1,690.00  |  Detention    $0.00  |  Lumper†  $185.00  |  Load total  $1,875.00\n\n[4] Load # 9017744   2026-01-31  Dallas, TX -> Oklahoma City, OK\n    Broker: Mesa Crest Logistics              Terms: STD\n    Flat rate    $980.00  |  Detention    $0.00  |  Lumper     $0.00  |  Load total    $980.00\n\n*  Quick-pay fee is charged by the broker for 2-day payment and passed through at cost.\n†  Lumper paid by carrier at receiver (Capstone Cold Storage, Dallas), reimbursed by broker,\n   returned to you at 100%; receipt no. LMP-208814 on file.\nStatement questions: reply within 7 days to billing@soqueldispatch.com.          pg 1/1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 657000,
      netCents: 570161,
      date: '2026-02-05',
      broker: 'SOQUEL DISPATCH GROUP, LLC',
      tripNumber: '4471902',
      miles: null,
      linehaulCents: 649500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 18500,
      deductions: [52560, 4700, 3380, 1200, 3499],
    },
  },
  {
    id: 'b168-sayabec-credits-debits-cheque-words',
    issuer: 'Transport Sayabec inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec subcontractor settlement (relevé de règlement): voyage table where each row wraps its route onto a second line, flat forfait, 18% fuel-surcharge and waiting-time columns in 1 234,56 $ format; the totals exist only in a RÉCAPITULATIF with CRÉDITS (forfaits, surcharge, attente, sous-total, TPS 5 %, TVQ 9,975 %, total des crédits) and DÉBITS side by side separated by a pipe; net to pay, then a detachable cheque stub with the amount in French words; statement date in French month names, payment date DD/MM/YYYY; escrow balance in a footnote',
    text: "TRANSPORT SAYABEC INC.\n12, route 132 Ouest, Sayabec (Québec)  G0J 3K0     Tél. : 418 555-0176\nNEQ 1168842207   TPS 71834 2290 RT0001   TVQ 1220489361 TQ0001   CTQ 8-8124-5507\n\n                       RELEVÉ DE RÈGLEMENT - SOUS-TRAITANT\n\nSous-traitant : Camionnage Marc Pelletier enr.      No fournisseur : ST-0248\n                44, rue Boulay, Amqui (Québec) G5J 2K1\nRelevé no : R-2026-07-0248             Date du relevé : 20 février 2026\nPériode : du 8 au 14 février 2026      Date de paiement : 24/02/2026\n\nDÉTAIL DES VOYAGES\nNo voyage  Date        Trajet                               Forfait  Surch. carb.      Autres\n----------------------------------------------------------------------------------------------\nV-26-0417  09/02/2026  Sayabec -> Saint-Augustin-de-     1 150,00 $      207,00 $      0,00 $\n                       Desmaures (Entrepôt Laurentide)\nV-26-0422  10/02/2026  Saint-Augustin-de-Desmaures ->      980,00 $      176,40 $      0,00 $\n                       Anjou (Montréal), 2 livraisons\nV-26-0431  12/02/2026  Montréal (Lachine) -> Rimouski    1 420,00 $      255,60 $    170,00 $ ATT\n                       attente 2 h à 85,00 $ chez client\n----------------------------------------------------------------------------------------------\n\nRÉCAPITULATIF\nCRÉDITS                                  | DÉBITS\nForfaits voyages (3)         3 550,00 $  | Carburant carte Flash (taxes incl.)      1 486,32 $\nSurcharge carburant 18 %       639,00 $  | Assurance cargaison                         42,50 $\nFrais d'attente                170,00 $  | Location remorque R-118 (taxes incl.)      206,96 $\nSous-total                   4 359,00 $  | Télématique / ELD                           24,95 $\nTPS 5 %                        217,95 $  | Avance de fonds 11/02/2026                 300,00 $\nTVQ 9,975 %                    434,81 $  | Retenue fonds de garantie                  100,00 $\n                                         |\nTOTAL DES CRÉDITS            5 011,76 $  | TOTAL DES DÉBITS                         2 160,73 $\n\n                                       MONTANT NET À PAYER : 2 851,03 $\n\n- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\nTRANSPORT SAYABEC INC.                                       Chèque no 018842\nCaisse Desjardins de la Vallée de la Matapédia                Date : 24/02/2026\nPAYEZ À L'ORDRE DE : Camionnage Marc Pelletier enr.\nLA SOMME DE : Deux mille huit cent cinquante et un dollars et 03/100 ***** 2 851,03 $\n\nSolde du fonds de garantie après ce relevé : 2 400,00 $. Toute erreur doit être signalée\ndans les 15 jours suivant la date du relevé.                                   Page 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 501176,
      netCents: 285103,
      date: '2026-02-24',
      broker: 'TRANSPORT SAYABEC INC.',
      tripNumber: 'V-26-0417',
      miles: null,
      linehaulCents: 355000,
      fuelSurchargeCents: 63900,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [148632, 4250, 20696, 2495],
    },
  },
  {
    id: 'b168-zapaliname-summary-first-trailing-minus',
    issuer: 'Transportes Zapalinamé, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación a permisionario in MXN with amounts in European style (1.234,56) and deductions marked by a trailing minus; the PERCEPCIONES (fletes, maniobras, subtotal, IVA 16 %, total percepciones, then a toll reimbursement below the total) and DEDUCCIONES (retención IVA 4 %, retención ISR 1.25 %, diesel vouchers, 6 % admin commission, GPS, two trip advances, guarantee fund, total) columns sit side by side before the trip list, followed by the net with the amount in Spanish words; the per-trip relation comes last with notes wrapping under trips; Spanish long dates and DD/MM/YYYY',
    text: 'TRANSPORTES ZAPALINAMÉ, S.A. DE C.V.                 RFC TZA-140312-KQ7\nBlvd. Nazario S. Ortiz Garza 2215, Col. Alpes, C.P. 25270, Saltillo, Coahuila\nPermiso SICT 0507TZA18042014230301000   Tel. 844 555 0193\n\n            LIQUIDACIÓN A PERMISIONARIO No. LP-2026-0311\n\nPermisionario: Rogelio Treviño Garza       RFC TEGR-780214-3N5      Unidad: ECO-27 / placas 84-AK-7C\nPeriodo: 01/03/2026 al 08/03/2026         Fecha de pago: 13 de marzo de 2026\nImportes en pesos mexicanos (MXN). Separador de miles: punto; decimales: coma.\n\nPERCEPCIONES                                 DEDUCCIONES\nFletes (4 viajes)                64.150,00   Retención IVA 4%                2.650,00-\nManiobras y estadías              2.100,00   Retención ISR 1,25% RESICO        828,13-\nSubtotal                         66.250,00   Vales de diésel (6)            23.418,60-\nIVA 16%                          10.600,00   Comisión administración 6%      3.849,00-\nTOTAL PERCEPCIONES               76.850,00   Renta GPS marzo                   450,00-\n                                             Anticipo viaje ZAP-6127         3.000,00-\nReembolso casetas                 2.846,00   Anticipo viaje ZAP-6140         2.500,00-\n  (15 comprobantes, sin IVA)                 Fondo de garantía               1.000,00-\n                                             TOTAL DEDUCCIONES              37.695,73-\n\n                                             NETO A PAGAR          $ 42.000,27\n(SON: CUARENTA Y DOS MIL PESOS 27/100 M.N.)\n\nRELACIÓN DE VIAJES\nFolio     Fecha       Ruta                                               Flete      Otros\n-----------------------------------------------------------------------------------------\nZAP-6120  02/03/2026  Saltillo, Coah. - Apodaca, N.L.                 9.800,00       0,00\nZAP-6127  04/03/2026  Apodaca, N.L. - San Luis Potosí, S.L.P.        18.500,00   1.200,00\n                        (maniobras descarga)\nZAP-6133  06/03/2026  San Luis Potosí, S.L.P. - Querétaro, Qro.      14.250,00     900,00\n                        (estadía 1 día)\nZAP-6140  08/03/2026  El Marqués, Qro. - Ramos Arizpe, Coah.         21.600,00       0,00\n-----------------------------------------------------------------------------------------\n\nPago por transferencia SPEI a BBVA México, CLABE 012078015598831147, el 13 de marzo de 2026.\nSaldo fondo de garantía al cierre: 12.000,00. Los negativos se muestran con signo al final.\nCFDI de traslado y carta porte 3.1 disponibles en el portal.                  Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 7685000,
      netCents: 4200027,
      date: '2026-03-13',
      broker: 'TRANSPORTES ZAPALINAMÉ, S.A. DE C.V.',
      tripNumber: 'ZAP-6120',
      miles: null,
      linehaulCents: 6415000,
      fuelSurchargeCents: null,
      advancesCents: 550000,
      escrowCents: 100000,
      reimbursementsCents: 284600,
      deductions: [265000, 82813, 2341860, 384900, 45000],
    },
  },
  {
    id: 'b168-taughannock-stub-side-by-side-ytd',
    issuer: 'Taughannock Bulk Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'US company-driver weekly earnings statement printed by a payroll service: earnings (mileage, drop & hook, detention with units, rate, CURRENT and YTD columns) on the left and deductions (pre-tax 401k and Sec.125, six taxes, after-tax advance repayment, each with CURRENT and YTD) on the right of a pipe, so every line carries four amounts; a non-taxable scale reimbursement sits under gross pay; a THIS PERIOD / YEAR TO DATE summary grid of gross, deductions, non-tax add and net; MM/DD/YYYY dates stacked at the right of the header',
    text: 'TAUGHANNOCK BULK CARRIERS, INC.                                    EARNINGS STATEMENT\n5870 Falls Rd, Trumansburg, NY 14886                               Check/Advice No. 00061472\nFEIN 16-1873304   USDOT 1954702                                    Pay Date:     02/13/2026\n                                                                   Period Start: 02/01/2026\n                                                                   Period End:   02/07/2026\nEmployee: HOLLIS J. VANDERMARK     Emp ID 0388    Dept: BULK-DRY    Fed M/2  NY M/2\nTractor 44 / pneumatic tanker PT-12                                Pay frequency: Weekly\n\nEARNINGS      HRS/UNITS     RATE    CURRENT        YTD | DEDUCTIONS             CURRENT        YTD\nMileage        2,286 mi    .6400   1,463.04   9,299.20 | Pre-tax\nDrop & hook           4  25.0000     100.00     550.00 |   401(k) 4%              64.72     396.57\nDetention       2.50 hr  22.0000      55.00     220.00 |   Medical Sec.125        48.50     339.50\n                                                       | Taxes\nGROSS PAY                          1,618.04  10,069.20 |   Federal W/H           121.37     733.77\n                                                       |   Social Security        97.31     593.61\nOTHER PAY (non-taxable)                                |   Medicare               22.76     138.83\nScale ticket reimb                    14.75      44.25 |   NY State W/H           58.92     360.07\n                                                       |   NY SDI                  0.60       4.20\n                                                       |   NY PFL                  6.28      38.47\n                                                       | After-tax\n                                                       |   Advance repay         100.00     300.00\n\n                           GROSS    DEDUCTIONS   NON-TAX ADD     NET PAY\nTHIS PERIOD             1,618.04        520.46         14.75    1,112.33\nYEAR TO DATE           10,069.20      2,905.02         44.25    7,208.43\n\nDirect deposit: Tompkins Community Bank  checking xxxxx6610   1,112.33\nMiles this period are from dispatch (PC*MILER practical). Paid time off balance: 16.00 hrs.\nPrepared by Cayuga Lake Payroll Services for Taughannock Bulk Carriers, Inc.  NON-NEGOTIABLE\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 161804,
      netCents: 111233,
      date: '2026-02-13',
      broker: 'TAUGHANNOCK BULK CARRIERS, INC.',
      tripNumber: null,
      miles: 2286,
      linehaulCents: 146304,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: 1475,
      deductions: [6472, 4850, 12137, 9731, 2276, 5892, 60, 628],
    },
  },
  {
    id: 'b168-whiteshell-labels-above-values-ytd',
    issuer: 'Whiteshell Freight Lines Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Manitoba company-driver bi-weekly pay statement built from label rows with the values on the line below (employee / number / pay date / period, then GROSS EARNINGS / TOTAL DEDUCTIONS / NET PAY / DEPOSITED TO, then a YTD row of the same shape); earnings and deductions tables carry CURRENT and YEAR TO DATE columns side by side, deductions are CPP, EI, federal and Manitoba tax, benefits, RRSP and an advance recovery; day-first DD-MON-YYYY dates',
    text: 'WHITESHELL FREIGHT LINES LTD.\n1865 Brookside Blvd, Winnipeg, MB  R2R 2Y6  *  204-555-0134  *  NSC MB 482-337-601\nPAY STATEMENT - COMPANY DRIVER (BI-WEEKLY)\n\nEMPLOYEE             EMPLOYEE NO.         PAY DATE             PAY PERIOD\nGurpreet S. Sandhu   WF-00417             23-JAN-2026          04-JAN-2026 to 17-JAN-2026\n\nTRUCK                HOME TERMINAL        SIN                  PAY METHOD\nUnit 612             Winnipeg             ***-***-418          Direct deposit\n\nEARNINGS                       UNITS / RATE               CURRENT          YEAR TO DATE\nMILEAGE PAY                    4,862 mi @ 0.585          2,844.27              5,136.30\nBORDER CROSSINGS               3 @ 25.00                    75.00                125.00\nLAYOVER                        1 @ 100.00                  100.00                100.00\n\nDEDUCTIONS                                                CURRENT          YEAR TO DATE\nCPP                                                        171.64                302.98\nEI                                                          49.21                 87.39\nFEDERAL INCOME TAX                                         338.15                589.17\nMANITOBA INCOME TAX                                        196.40                342.15\nGROUP BENEFITS                                              42.18                 84.36\nGROUP RRSP                                                  75.00                150.00\nADVANCE RECOVERY (road advance 08-JAN-2026)                250.00                250.00\n\nGROSS EARNINGS       TOTAL DEDUCTIONS     NET PAY              DEPOSITED TO\n3,019.27             1,122.58             1,896.69             RBC ****2207\n\nYTD GROSS            YTD DEDUCTIONS       YTD NET              VACATION ACCRUED\n5,361.30             1,806.05             3,555.25             4% - 214.45\n\nMiles are practical route miles for US and Canadian loads; border pay per northbound or\nsouthbound crossing. Report pay errors to payroll@whiteshellfreight.ca within 30 days.\n                                                                         Page 1 / 1\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 301927,
      netCents: 189669,
      date: '2026-01-23',
      broker: 'WHITESHELL FREIGHT LINES LTD.',
      tripNumber: null,
      miles: 4862,
      linehaulCents: 284427,
      fuelSurchargeCents: null,
      advancesCents: 25000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [17164, 4921, 33815, 19640, 4218, 7500],
    },
  },
  {
    id: 'b168-squannacook-wrapped-debtors-trailing-minus',
    issuer: 'Squannacook Receivables Corp.',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase & remittance advice: an invoice table whose debtor names wrap onto a second line, with per-invoice FACE, FEE and RESERVE (printed with trailing minus) and ADVANCE columns and a totals row; below, an adjustments block mixing a chargeback, a fuel advance, a wire fee (trailing minus) and an unsigned reserve release, then the amount wired with bank and Fed reference lines; "Jan 9, 2026" style dates with short "Jan 5" invoice dates',
    text: 'SQUANNACOOK RECEIVABLES CORP.\nFreight Factoring Division\n22 Main Street, Suite 3, Townsend, MA 01469   (978) 555-0157   funding@squannacookrc.com\n\nPURCHASE & REMITTANCE ADVICE                                   Schedule No.  SRC-26-00094\nClient: Brandywine Ox Transport LLC  (MC 1290561)              Client No.    C-4418\n        1907 Concord Pike, Wilmington, DE 19803                Funding date: Jan 9, 2026\nTerms: 95% advance, 2.75% flat fee, 5% reserve, non-recourse for approved debtors\n\nINV # LOAD #      DEBTOR                       DATED        FACE       FEE   RESERVE    ADVANCE\n-----------------------------------------------------------------------------------------------\n1047  KMF-220918  Kettle Moraine Freight       Jan 5    2,850.00    78.38-   142.50-   2,629.12\n                  Brokerage, Inc.\n1048  60433721    Cold Spring Harbor           Jan 6    1,975.00    54.31-    98.75-   1,821.94\n                  Logistics LLC\n1049  TX-5520-B   Lone Juniper Transportation  Jan 7    3,410.00    93.78-   170.50-   3,145.72\n                  Brokerage\n1050  7781003     Kettle Moraine Freight       Jan 7    1,600.00    44.00-    80.00-   1,476.00\n                  Brokerage, Inc.\n-----------------------------------------------------------------------------------------------\nTOTALS  4 invoices                                      9,835.00   270.47-   491.75-   9,072.78\n\nADJUSTMENTS\n  Chargeback - inv 1032 short-paid by debtor (Cold Spring Harbor)             150.00-\n  Fuel advance 01/05/26 against load 60433721                                 500.00-\n  Same-day wire fee                                                            15.00-\n  Reserve release - schedules SRC-25-00871 / 00874 closed                     612.40\n\n  AMOUNT WIRED TO CLIENT                                                    9,020.18\n  Citizens Bank, N.A.  ABA 011500120  acct ****3385   Fed ref 20260109MMQFC4R001337\n\nReserve on account after this schedule: 4,913.65. Debtors remit to: Squannacook Receivables\nCorp., Lockbox 3371, Boston, MA 02241. Verify all wire instructions by phone.      Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 983500,
      netCents: 902018,
      date: '2026-01-09',
      broker: 'Kettle Moraine Freight Brokerage, Inc.',
      tripNumber: 'KMF-220918',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 49175,
      reimbursementsCents: null,
      deductions: [27047, 15000, 1500],
    },
  },
  {
    id: 'b168-yellowbank-lumper-receipt-short',
    issuer: 'Yellowbank Dock Services, Inc.',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short, plain lumper receipt from a third-party unloading service: receipt number, month-name date without comma and in/out times, carrier, driver, PO and BOL numbers, a few label-amount lines (flat unload, restack at a per-pallet rate, convenience fee) and a TOTAL PAID line, EFS check authorisation',
    text: 'YELLOWBANK DOCK SERVICES, INC.\nUnloading services at Prairie Gold Foods DC\n4101 N Cliff Ave, Sioux Falls, SD 57104   605-555-0148\n\nLUMPER RECEIPT            No. 0048317\nDate: Feb 11 2026         Time in 05:50  Time out 07:15\nDoor: 14\n\nCarrier:   Big Stone Lake Carriers LLC     MC 1366028\nDriver:    T. Halvorsen        Truck 905 / Trailer 5319R\nPO #:      PGF-774120, PGF-774126\nBOL #:     880341-02\n\nPallets received     26     floor-loaded: no\nRestack / rework      4 pallets @ 15.00\nUnload (flat)                    245.00\nRestack                           60.00\nConvenience fee                    5.00\nTOTAL PAID                       310.00\n\nPaid by: EFS check  Auth 4479-0215-88\nUnloader: crew 3 (J.M.)    NO CASH ACCEPTED\nKeep this receipt for your broker / carrier reimbursement.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-02-11',
    },
  },
  {
    id: 'b168-touchet-ro-complaint-cause-correction',
    issuer: 'Touchet Valley Truck & Trailer Repair, Inc.',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-truck repair invoice: header with invoice number, M/D/YY invoice date, R.O. number, unit VIN and odometer on dense lines; complaint / cause / correction narrative; a parts table (part number, description, qty, price, amount) and a labor table (hours, rate, amount), then right-aligned subtotals, shop supplies, sales tax and invoice total, with a card payment line',
    text: 'TOUCHET VALLEY TRUCK & TRAILER REPAIR, INC.\n35 Hwy 12 E, Touchet, WA 99360  |  (509) 555-0171  |  WA UBI 604 118 552\n\nINVOICE  TV-21876                         Invoice Date: 3/4/26      R.O. 8841   Page 1 of 1\nCustomer: Columbia Bend Hauling LLC, PO Box 118, Pasco WA 99301        Acct: COL-220\nUnit: 2019 Kenworth T680  VIN 1XKYD49X5KJ274118  Unit# 19   Odometer 512,884\nCustomer PO: (none)   Written up 3/3/26 08:10   Tech: R. Esparza #14\n\nCOMPLAINT:  Driver reports pull to right and grinding at drive axle on stops.\nCAUSE:      Drive axle shoes worn to rivets, RR drum scored beyond limit, LR seal weeping.\nCORRECTION: Replaced drive axle brakes as listed below. Adjusted, road tested OK.\n\nPARTS                                                   QTY     PRICE     AMOUNT\n  BW K-147-A   Brake shoe kit, 16.5 x 7 (axle set)        2    189.50     379.00\n  HAL 110250   Slack adjuster, auto 10"                   2     64.75     129.50\n  MER 4707Q    Brake drum 16.5 x 7                        2    219.90     439.80\n  PHI 12-2415  Wheel seal, drive                          2     42.15      84.30\n  SHOP         Gear oil 75W-90, qt                        3     11.50      34.50\nLABOR                                                   HRS      RATE     AMOUNT\n  R&R drive axle brakes: drums, shoes, slacks, seals    4.5    145.00     652.50\n  DOT brake adjustment check / road test                0.5    145.00      72.50\n\n                                                            Parts       1,067.10\n                                                            Labor         725.00\n                                         Shop supplies / env. fee          28.50\n                                Sales tax 9.1% (parts & supplies)          99.70\n                                                    INVOICE TOTAL       1,920.30\n\nPaid: Visa ****1182  Auth 06231B  3/4/26.  Parts warranty 12 months / 100,000 mi. Labor\nwarranty 90 days. Old parts discarded unless requested. Thank you for your business!\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-03-04',
    },
  },
];
