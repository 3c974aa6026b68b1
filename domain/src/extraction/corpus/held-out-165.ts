import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 165: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, three pages with repeated continuation
 * headers, per-load subtotals and loaded/empty miles printed apart; US lessor 72% percentage plan with
 * the withheld section first, balances beside period amounts, trailing-minus negatives and a labels-
 * above-amounts disbursement strip; US dispatch service flat-rate loads in a CR/DR ledger with a running
 * balance and wrapped broker lines; French Quebec voiturier relevé with side-by-side revenus/retenues,
 * flat voyages and TPS/TVQ, totals only in the récapitulatif; Mexican liquidación a permisionario in MXN
 * with IVA 16 %, retención IVA 4 % / ISR 1.25 %, net in words), two pay stubs (Georgia tank driver
 * weekly per-mile stub with YTD beside current and a split deposit; Saskatchewan bi-weekly hourly stub
 * with a boxed labels-above-values grid, CPP/EI and YTD), a factoring purchase/remittance advice with
 * per-invoice fee and reserve columns, a broker rate confirmation and a trailer repair invoice.
 * Countries: 7 US, 2 CA (one French Quebec, one Saskatchewan), 1 MX.
 * Date formats: MM/DD/YY; ISO YYYY-MM-DD; month names ("March 6, 2026", "Mar 13, 2026"); French
 * "13 mars 2026" with DD/MM/YYYY; Spanish "viernes 27 de febrero de 2026" with DD/MM/YYYY; DD/MM/YYYY
 * (Saskatchewan); M/D/YYYY; weekday + MM/DD/YYYY.
 * Number formats: 1,234.56 with parentheses, trailing minus (1,234.56-), CR/DR suffixes, French
 * 1 234,56 $, MXN 1.234,56 with leading -/+ and the amount in words.
 */
export const HELD_OUT_DOCUMENTS_165: CorpusDocument[] = [
  {
    id: 'b165-fryingpan-three-page-load-subtotals',
    issuer: 'Fryingpan River Motor Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Three-page per-mile owner-operator settlement: page 1 header with statement number, check date and week ending, then load detail where every load spans several lines (empty leg, loaded leg, fuel surcharge on all miles, optional accessorial) and ends with its own LOAD SUBTOTAL; page 2 repeats a short continuation header and column headings; page 3 holds charges with a BALANCE AFTER column, advance and escrow rows mixed into the charges, reimbursements, and a recap where loaded and empty miles are printed separately (total must be added) and negatives are parenthesised; MM/DD/YY dates; page footers.',
    text: 'FRYINGPAN RIVER MOTOR FREIGHT, INC.                       CONTRACTOR SETTLEMENT\n0455 Two Rivers Rd, Basalt CO 81621                       Stmt #    FRM-S-260312-19\nPh (970) 555-0186   Fax (970) 555-0187                    Check Dt  03/12/26\nMC-784512   USDOT 2214907                                 Wk Ending 03/07/26\n-------------------------------------------------------------------------------------\nContractor:  CRYSTAL MILL TRUCKING LLC            Driver: Dale Okonkwo     Unit 219\n             PO Box 1184, Carbondale CO 81623     Vendor ID 00419   Plan OO-MILE\nRates: Loaded 1.950/mi   Empty 1.000/mi   Fuel surcharge 0.480/mi on all miles\n-------------------------------------------------------------------------------------\nLOAD DETAIL\nLoad #      Ship Dt   Lane / Item                       Miles        Rate     Amount\n-------------------------------------------------------------------------------------\nFRM-117402  03/02/26  BASALT CO > GLENWOOD SPRINGS CO   Empty    24  1.000      24.00\n                      GLENWOOD SPRINGS CO > DENVER CO   Loaded  158  1.950     308.10\n                      Fuel surcharge (all miles)                182  0.480      87.36\n                                                        -----------------------------\n                      LOAD SUBTOTAL  FRM-117402                                419.46\n\nFRM-117415  03/03/26  (no empty - reload Denver)        Empty     0  1.000       0.00\n                      DENVER CO > SALT LAKE CITY UT     Loaded  521  1.950   1,015.95\n                      Fuel surcharge (all miles)                521  0.480     250.08\n                      Detention 2.0 hr @ 50.00                                 100.00\n                                                        -----------------------------\n                      LOAD SUBTOTAL  FRM-117415                              1,366.03\n\n                                       *** continued on page 2 ***\nFryingpan River Motor Freight, Inc. - confidential contractor record          Page 1 of 3\n=====================================================================================\nFRYINGPAN RIVER MOTOR FREIGHT, INC.   Stmt FRM-S-260312-19   Contractor 00419 (continued)\nCheck Dt 03/12/26                                                              Page 2 of 3\nLOAD DETAIL (continued)\nLoad #      Ship Dt   Lane / Item                       Miles        Rate     Amount\n-------------------------------------------------------------------------------------\nFRM-117431  03/04/26  SALT LAKE CITY UT > OGDEN UT      Empty    37  1.000      37.00\n                      OGDEN UT > GRAND JUNCTION CO      Loaded  289  1.950     563.55\n                      Fuel surcharge (all miles)                326  0.480     156.48\n                      Extra stop - Price UT                                     75.00\n                                                        -----------------------------\n                      LOAD SUBTOTAL  FRM-117431                                832.03\n\nFRM-117440  03/05/26  GRAND JUNCTION CO > FRUITA CO     Empty    12  1.000      12.00\n                      FRUITA CO > ALBUQUERQUE NM        Loaded  391  1.950     762.45\n                      Fuel surcharge (all miles)                403  0.480     193.44\n                      Layover 03/06 Albuquerque                                150.00\n                                                        -----------------------------\n                      LOAD SUBTOTAL  FRM-117440                              1,117.89\n\n                                       *** continued on page 3 ***\nFryingpan River Motor Freight, Inc. - confidential contractor record          Page 2 of 3\n=====================================================================================\nFRYINGPAN RIVER MOTOR FREIGHT, INC.   Stmt FRM-S-260312-19   Contractor 00419 (continued)\nCheck Dt 03/12/26                                                              Page 3 of 3\nCHARGES                                     THIS STMT      BALANCE AFTER\n  Fuel - EFS card (9 purch.)               1,236.48\n  Occupational accident                       42.00\n  Cargo / physical damage ins.                91.35\n  Motive ELD                                  24.99\n  Trailer rental 53V-2291                    135.00\n  IRP base plate recovery                     38.46           423.06\n  EFS cash advance 03/04/26                  250.00             0.00\n  Escrow deposit (target 5,000.00)           125.00         3,125.00\n\nREIMBURSEMENTS (paid in full, receipts on file)\n  Lumper - Sysco Denver rcpt 88120           165.00\n  CAT scale - Ogden UT                        13.75\n\nRECAP                                                  Loaded miles  1,359\n                                                       Empty miles      73\n  Mileage pay (loaded + empty)            2,723.05\n  Fuel surcharge                            687.36\n  Accessorials                              325.00\n  TOTAL COMPENSATION                      3,735.41\n  Charges                                (1,568.28)\n  Advances                                 (250.00)\n  Escrow                                   (125.00)\n  Reimbursements                            178.75\n                                        ----------\n  NET PAY - CHECK / DIRECT DEPOSIT        1,970.88   Alpine Bank acct ****2076\n\nDisputes must be raised within 30 days of check date per lease Sec. 14(c).\nFryingpan River Motor Freight, Inc. - confidential contractor record          Page 3 of 3\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 373541,
      netCents: 197088,
      date: '2026-03-12',
      broker: 'FRYINGPAN RIVER MOTOR FREIGHT, INC.',
      tripNumber: 'FRM-117402',
      miles: 1432,
      linehaulCents: 272305,
      fuelSurchargeCents: 68736,
      advancesCents: 25000,
      escrowCents: 12500,
      reimbursementsCents: 17875,
      deductions: [123648, 4200, 9135, 2499, 13500, 3846],
    },
  },
  {
    id: 'b165-abiquiu-withheld-first-disbursement-strip',
    issuer: 'Abiquiu Mesa Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor lease-purchase settlement on a 72% percentage plan with the sections in reverse order: (A) amounts withheld first, each with a trailing-minus current amount and a BALANCE REMAINING column beside it (lease, plates, advance, maintenance reserve), (B) operator-paid expenses returned, then (C) the revenue table with miles, 100% line revenue and the 72% share side by side plus per-mile FSC and an accessorial code, and finally (D) a disbursement strip where the labels sit above six amounts on one line; ISO dates, settlement date vs later ACH effective date.',
    text: 'ABIQUIU MESA TRACTOR LEASING, LLC\nLease-Purchase Operator Services\n21046 US Hwy 84, Abiquiu NM 87510   (505) 555-0144   lessor for Rio Chama Carriers MC 1038822\n\nOPERATOR SETTLEMENT      No. 2026-08-0217          Settlement date 2026-02-24\nOperator   Anselmo Trujillo  (AMTL-0217)           Period 2026-02-15 thru 2026-02-21\nTractor    0217  2021 Freightliner Cascadia         ACH effective 2026-02-26\n\n(A) AMOUNTS WITHHELD                             THIS PERIOD    BALANCE REMAINING\n    Tractor lease AMTL-0217 (wk 33 of 156)         610.00-        75,030.00\n    Fuel - EFS fleet card                        1,047.83-\n    Occupational accident                           38.40-\n    Bobtail / physical damage                       66.90-\n    IRP plate recovery                              29.50-           354.00\n    ELD subscription                                19.00-\n    Fuel advance 2026-02-17 (EFS check)            400.00-             0.00\n    Maintenance reserve deposit                    200.00-         3,150.00\n\n(B) OPERATOR-PAID EXPENSES RETURNED\n    Scale tickets (2) - receipts                     27.50\n    Trailer washout - Amarillo                       45.00\n\n(C) REVENUE  - plan P72: 72% of line revenue, fuel surcharge $0.57/mi 100%, accessorials 100%\nTrip      Dispatched  Lane                                 Mi  Line rev  Your 72%     FSC  Other\nAM-30915  2026-02-16  Albuquerque NM - Oklahoma City OK  541  2,310.00  1,663.20  308.37\nAM-30928  2026-02-18  Oklahoma City OK - Amarillo TX     260    980.00    705.60  148.20  DET 80.00\nAM-30933  2026-02-19  Amarillo TX - Santa Fe NM          280  1,240.00    892.80  159.60\n          (line revenue at 100% is shown for reference only)\n\n(D) DISBURSEMENT\n   YOUR COMP      WITHHELD      ADVANCES       RESERVE      RETURNED   ACH TO OPERATOR\n    3,957.77      1,811.63-       400.00-       200.00-        72.50          1,618.64\n   Bank: Sandia Area FCU  routing ...0112  acct ...7741\n\nAmounts followed by "-" are subtracted. Reserve refundable per lease Sch. C after payoff.\nAMTL form OS-3 rev 11/25                                                        page 1/1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 395777,
      netCents: 161864,
      date: '2026-02-26',
      broker: 'ABIQUIU MESA TRACTOR LEASING, LLC',
      tripNumber: 'AM-30915',
      miles: 1081,
      linehaulCents: 326160,
      fuelSurchargeCents: 61617,
      advancesCents: 40000,
      escrowCents: 20000,
      reimbursementsCents: 7250,
      deductions: [61000, 104783, 3840, 6690, 2950, 1900],
    },
  },
  {
    id: 'b165-coquille-crdr-ledger-running-balance',
    issuer: 'Coquille Valley Dispatch, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Short dispatch-service carrier account statement written as a ledger: each line has a date, description, an amount suffixed CR or DR and a running balance, and each flat-rate load wraps onto indented lines with the lane and the broker with its rate-con number; detention, lumper reimbursement, weekly flat dispatch fee and an advance repayment are ledger lines; no gross is printed, only a closing balance that was sent as net ACH; month-name dates.',
    text: 'COQUILLE VALLEY DISPATCH, LLC\nIndependent dispatch & back office for owner-operators\n340 N Central Blvd, Coquille OR 97423  |  541-555-0129  |  ops@coquillevalleydispatch.com\n\nCARRIER ACCOUNT STATEMENT                         Statement date: March 6, 2026\nCarrier:  Sixes River Hauling LLC  (MC 1296630 / USDOT 3742218)\nAccount:  CVD-0088              Week of March 2 - March 6, 2026\nTerms:    Dispatch fee $275.00 flat per week. We collect from brokers and remit.\n\nDATE   DESCRIPTION                                   AMOUNT         BALANCE\n-------------------------------------------------------------------------------\nMar 2  Opening balance                                                   0.00\nMar 2  Load CVD-2207  flat rate                    1,850.00 CR     1,850.00 CR\n         Medford OR > Sacramento CA\n         broker: Tahoma Freight Partners (RC 8812455)\nMar 3  Load CVD-2211  flat rate                    2,300.00 CR     4,150.00 CR\n         Sacramento CA > Reno NV > Boise ID\n         broker: Owyhee Plains Logistics (RC OPL-55102)\nMar 4  Detention CVD-2211 (3 hr)                      90.00 CR     4,240.00 CR\nMar 4  Lumper reimb. CVD-2211                        150.00 CR     4,390.00 CR\n         receipt passed through to broker\nMar 5  Load CVD-2219  flat rate                    1,425.00 CR     5,815.00 CR\n         Boise ID > Coos Bay OR\n         broker: Siletz Bay Brokerage Inc (RC 77-4410)\nMar 6  Dispatch fee - weekly flat                    275.00 DR     5,540.00 CR\nMar 6  Load board / ELD pass-through                  45.00 DR     5,495.00 CR\nMar 6  Fuel advance repaid (Mar 3)                   500.00 DR     4,995.00 CR\n-------------------------------------------------------------------------------\nClosing balance due carrier                                        4,995.00 CR\nNet ACH to carrier sent March 6, 2026 - Umpqua Bank ...4408 - trace 1020-33871\n\nCR = credit to your account, DR = charge against your account.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 566500,
      netCents: 499500,
      date: '2026-03-06',
      broker: 'COQUILLE VALLEY DISPATCH, LLC',
      tripNumber: 'CVD-2207',
      miles: null,
      linehaulCents: 557500,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: null,
      reimbursementsCents: 15000,
      deductions: [27500, 4500],
    },
  },
  {
    id: 'b165-frelighsburg-revenus-retenues-cote-a-cote',
    issuer: 'Camionnage Frelighsburg inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec subcontractor pay statement (relevé de paiement) with REVENUS on the left and RETENUES ET AVANCES / REMBOURSEMENTS on the right of a pipe, line by line; three flat-rate voyages each with forfait, fuel surcharge and a waiting-time line, a pre-tax subtotal with TPS 5 % and TVQ 9,975 % under it, and the taxes-included total appearing only in the RÉCAPITULATIF; amounts as 1 234,56 $ with parenthesised subtractions, asterisk footnote for taxes included, reserve balance in the footnote; DD/MM/YYYY and French month-name dates.',
    text: "CAMIONNAGE FRELIGHSBURG INC.\n112, chemin de Richford, Frelighsburg (Québec)  J0J 1C0      Tél. : 450 555-0163\nNEQ 1174429812   No TPS 812345678 RT0001   No TVQ 1223344556 TQ0001   NIR R-591274\n\n                 RELEVÉ DE PAIEMENT - VOITURIER SOUS-TRAITANT\nRelevé no : RF-2026-0219                         Date du relevé : 10/03/2026\nPériode : du 1er au 7 mars 2026                  Date de paiement : 13 mars 2026\nVoiturier : Transports Pinnacle-Sutton enr. (Martin Gagné)   Unité 44\nNo TPS voiturier 790112233 RT0001   No TVQ 1209988776 TQ0001\n\nREVENUS                                         | RETENUES ET AVANCES\n------------------------------------------------+---------------------------------------------\nVoyage FRE-6021  02/03  Frelighsburg > Toronto  | Carburant - carte Ultramar *     1 184,62 $\n   Forfait                      1 450,00 $      | Assurance responsabilité            96,40 $\n   Surcharge carburant            212,35 $      | Location remorque R-208 *          172,46 $\nVoyage FRE-6034  04/03  Montréal > Québec       | Frais d'administration *            40,24 $\n   Forfait                        780,00 $      | Avance comptant 03/03/2026         300,00 $\n   Surcharge carburant            114,20 $      | Fonds de réserve (retenue)         100,00 $\n   Attente 2 h à 45,00 $           90,00 $      |\nVoyage FRE-6040  06/03  Granby > Cornwall (ON)  | REMBOURSEMENTS\n   Forfait                        925,00 $      | Péages 407 ETR (facture)            38,64 $\n   Surcharge carburant            135,45 $      |\n                                                |\nSous-total avant taxes          3 707,00 $      |\nTPS 5 %                           185,35 $      |\nTVQ 9,975 %                       369,77 $      |\n------------------------------------------------+---------------------------------------------\n\nRÉCAPITULATIF\n  Total des revenus (taxes incluses)            4 262,12 $\n  Moins : retenues                             (1 493,72 $)\n  Moins : avance                                 (300,00 $)\n  Moins : fonds de réserve                       (100,00 $)\n  Plus : remboursements                            38,64 $\n  MONTANT DÉPOSÉ                                2 407,04 $\n  Dépôt direct - Caisse Desjardins de Brome-Missisquoi, folio ***4471\n\n* Montant TPS et TVQ incluses.  Solde du fonds de réserve après ce relevé : 2 400,00 $.\nToute erreur doit être signalée dans les 15 jours.                          Page 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 426212,
      netCents: 240704,
      date: '2026-03-13',
      broker: 'CAMIONNAGE FRELIGHSBURG INC.',
      tripNumber: 'FRE-6021',
      miles: null,
      linehaulCents: 315500,
      fuelSurchargeCents: 46200,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: 3864,
      deductions: [118462, 9640, 17246, 4024],
    },
  },
  {
    id: 'b165-zirahuen-liquidacion-resumen-letras',
    issuer: 'Autotransportes Zirahuén, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación a permisionario in MXN printed with European-style 1.234,56 numbers: trips table where each trip wraps onto a destination line and a client line under the origin, flat flete and estadía columns without totals; separate cargos, anticipo, fondo de garantía and reembolsos lists; the only totals are in a RESUMEN that adds IVA 16 % to reach the CFDI total and subtracts retención IVA 4 % and ISR 1.25 % (RESICO) with leading minus signs, then the net in figures and in words; Spanish long dates and DD/MM/YYYY.',
    text: "AUTOTRANSPORTES ZIRAHUÉN, S.A. DE C.V.\nRFC AZI-090316-KT4   Permiso SCT TPAF01 0916ZIR0044\nCarretera Pátzcuaro-Uruapan km 21.5, Zirahuén, Salvador Escalante, Mich. C.P. 61770\nTel. 434 555 0172   liquidaciones@zirahuencarga.mx\n\nLIQUIDACIÓN A PERMISIONARIO                            Folio  LQ-2026-0087\nPeriodo: 16/02/2026 al 22/02/2026                      Fecha de pago: viernes 27 de febrero de 2026\nPermisionario: EFRAÍN SOLORIO MEDINA   RFC SOME-780512-HJ9   Régimen: RESICO\nUnidad: T-31 Kenworth T680 2020, placas 98-BH-7K   Remolque caja seca 53' R-118\n(Importes en pesos mexicanos, formato 1.234,56)\n\nVIAJES REALIZADOS\nViaje    Fecha       Origen / destino              Flete     Estadías\n---------------------------------------------------------------------\nV-10482  18/02/2026  Morelia, Mich.             14.800,00           -\n                     -> Lázaro Cárdenas, Mich.\n                        Cliente: Aceros del Balsas\nV-10491  19/02/2026  Lázaro Cárdenas, Mich.     21.350,00    1.500,00\n                     -> Guadalajara, Jal.\n                        Cliente: Comercializadora Tapatía de Granos\nV-10503  21/02/2026  Guadalajara, Jal.          11.900,00           -\n                     -> Uruapan, Mich.\n                        Cliente: Empaques Aguacateros del Cupatitzio\n---------------------------------------------------------------------\n\nCARGOS AL PERMISIONARIO\n  Diesel (vales Pemex / Oxxo Gas)            18.436,50\n  Casetas TAG IAVE                            3.212,00\n  Seguro de carga (prorrateo)                 1.150,00\n  Rastreo satelital GPS                         580,00\n  Anticipo para viáticos 19/02/2026           2.000,00\n  Fondo de garantía (aportación semanal)      1.000,00\n\nREEMBOLSOS\n  Maniobras de descarga pagadas por el\n  operador en Guadalajara (ticket 4471)         850,00\n\nRESUMEN DE LIQUIDACIÓN\n  Fletes                                     48.050,00\n  Estadías                                    1.500,00\n  Subtotal                                   49.550,00\n  IVA 16%                                     7.928,00\n  Total facturado (CFDI AZ-P 3391)           57.478,00\n  Retención IVA 4%                           -1.982,00\n  Retención ISR 1.25% (RESICO)                 -619,38\n  Cargos                                    -23.378,50\n  Anticipo                                   -2.000,00\n  Fondo de garantía                          -1.000,00\n  Reembolsos                                   +850,00\n  NETO A PAGAR                               29.348,12\n  (VEINTINUEVE MIL TRESCIENTOS CUARENTA Y OCHO PESOS 12/100 M.N.)\n\nTransferencia SPEI a BBVA México, CLABE 012 470 ******** 3318, el 27/02/2026.\nSaldo fondo de garantía: 6.000,00.  Recibí de conformidad: ______________________\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5747800,
      netCents: 2934812,
      date: '2026-02-27',
      broker: 'AUTOTRANSPORTES ZIRAHUÉN, S.A. DE C.V.',
      tripNumber: 'V-10482',
      miles: null,
      linehaulCents: 4805000,
      fuelSurchargeCents: null,
      advancesCents: 200000,
      escrowCents: 100000,
      reimbursementsCents: 85000,
      deductions: [198200, 61938, 1843650, 321200, 115000, 58000],
    },
  },
  {
    id: 'b165-etowah-stub-ytd-beside-split-deposit',
    issuer: 'Etowah Ridge Tank Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company tank-driver weekly earnings statement: earnings (units, rate, current, YTD) on the left and deductions (current, YTD) on the right of a pipe, so each printed line carries four or five amounts; gross and total deductions printed with their YTD figures, a non-taxable scale-ticket reimbursement below, and the net pay split across two direct-deposit accounts; a taxable-wages line and a payroll processor footer; "Mar 13, 2026" pay date with MM/DD/YYYY period.',
    text: 'ETOWAH RIDGE TANK LINES, INC.                                    EARNINGS STATEMENT\n27 Old Mill Rd SE, Cartersville, GA 30120                        Check/Advice No. 0048817\nFEIN 58-2271904    USDOT 1093366                                 Pay Date  Mar 13, 2026\n                                                                 Period    03/01/2026 - 03/07/2026\nEmployee   LaTonya R. Pruitt            Emp ID 4471     Rome GA terminal - linehaul tank\n           SSN XXX-XX-6620              Federal: Single    GA: Single, 0 allowances\nTractor 6120   Miles per PC*MILER practical route, hub miles reviewed by payroll\n\nEARNINGS          UNITS     RATE   CURRENT        YTD  | DEDUCTIONS                CURRENT        YTD\nMileage pay    2,318.00    .5800  1,344.44  13,902.16  | Federal income tax         118.42   1,224.93\nStop pay           3.00  25.0000     75.00     650.00  | Social Security             87.23     922.14\nDetention hrs      2.50  20.0000     50.00     210.00  | Medicare                    20.40     215.66\n                                                       | GA state income tax         58.87     608.51\nGROSS PAY                         1,469.44  14,762.16  | 401(k) 4% pre-tax           58.78     607.59\n                                                       | Medical - Sec 125           62.50     625.00\n                                                       | Boot / PPE payroll ded.     20.00      60.00\n                                                       | TOTAL DEDUCTIONS           426.20   4,263.83\n\nNON-TAXABLE REIMBURSEMENTS            CURRENT        YTD\nScale ticket - CAT #1183 Calhoun        13.75      41.25\n\nNET PAY                              1,056.99\n  Direct deposit  Savings  ****0912     100.00\n  Direct deposit  Checking ****3318     956.99\n\nTaxable wages this period: Federal 1,348.16  FICA 1,406.94  GA 1,348.16\nPTO balance 24.00 hrs.  Payroll questions: payroll@etowahridgetank.com  (770) 555-0198\nProcessed by Allatoona Payroll Services for Etowah Ridge Tank Lines, Inc.        NON-NEGOTIABLE\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 146944,
      netCents: 105699,
      date: '2026-03-13',
      broker: 'ETOWAH RIDGE TANK LINES, INC.',
      tripNumber: null,
      miles: 2318,
      linehaulCents: 134444,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 1375,
      deductions: [11842, 8723, 2040, 5887, 5878, 6250, 2000],
    },
  },
  {
    id: 'b165-cabri-boxed-labels-above-amounts-stub',
    issuer: 'Cabri Lake Transport Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Saskatchewan bi-weekly hourly driver pay stub: a boxed grid at the top where each label sits in a cell above its value (employee, period, pay date, then gross, total deductions, net pay, deposit number), followed by earnings and deductions tables with CURRENT and YEAR TO DATE columns (regular, overtime, stat holiday; CPP, EI, federal and provincial tax, benefits, RRSP) and an employer contributions line that is not deducted; DD/MM/YYYY dates.',
    text: 'CABRI LAKE TRANSPORT LTD.\nBox 388, 204 Centre Street, Cabri SK  S0N 0J0   306-555-0151   NSC SK 0771-4402\nPayroll account BN 741852963 RP0001\n\nSTATEMENT OF EARNINGS AND DEDUCTIONS - BI-WEEKLY            (dates DD/MM/YYYY)\n\n+------------------+------------------+------------------+------------------+\n| EMPLOYEE         | EMPLOYEE NO.     | PAY PERIOD       | PAY DATE         |\n| Kyle J. Fehr     | 0163             | 15/02 - 28/02/26 | 06/03/2026       |\n+------------------+------------------+------------------+------------------+\n| GROSS EARNINGS   | TOTAL DEDUCTIONS | NET PAY          | CHEQUE / DD NO.  |\n| 2,915.00         | 763.49           | 2,151.51         | DD 260306-0163   |\n+------------------+------------------+------------------+------------------+\n\nEARNINGS                          HOURS     RATE     CURRENT      YEAR TO DATE\nRegular                           80.00    27.50    2,200.00         13,200.00\nOvertime 1.5x                     12.00    41.25      495.00          2,103.75\nStat holiday - Family Day 16/02    8.00    27.50      220.00            220.00\n                                                ----------        ----------\nTotal earnings                                    2,915.00         15,523.75\n\nDEDUCTIONS                                         CURRENT      YEAR TO DATE\nCPP                                                 165.43            990.41\nEI                                                   47.51            285.47\nFederal income tax                                  273.10          1,638.60\nSask. income tax                                    139.25            835.50\nGroup benefits (Sun Life)                            38.20            229.20\nRRSP - employee                                     100.00            600.00\n\nEmployer contributions (not deducted): CPP 165.43  EI 66.51  RRSP match 100.00\nVacation hours banked: 62.5     Deposited to: Conexus Credit Union ****6028\n\nLocal gravel & grain haul - unit 12 (tandem end dump). Questions: office@cabrilaketransport.ca\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 291500,
      netCents: 215151,
      date: '2026-03-06',
      broker: 'CABRI LAKE TRANSPORT LTD.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [16543, 4751, 27310, 13925, 3820, 10000],
    },
  },
  {
    id: 'b165-arivaca-fee-reserve-columns-wrapped-debtor',
    issuer: 'Arivaca Freight Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase and remittance advice: invoice table with invoice number, load number, debtor (one debtor name wraps onto a second line), face, parenthesised per-invoice fee and reserve columns and an advanced column, with a totals row; then adjustments (reserve release from an earlier schedule, chargeback, ACH fee) and the amount remitted; reserve balance in a closing remark; M/D/YYYY dates.',
    text: 'ARIVACA FREIGHT FUNDING, LLC\n2790 E. Valencia Rd, Suite 140, Tucson AZ 85706  *  520-555-0117  *  funding@arivacaff.com\n\nPURCHASE & REMITTANCE ADVICE                          Schedule No.   4471-0093\nClient:  Sonoita Creek Trucking LLC  (client 4471)    Funded         3/9/2026\n         MC 1188274                                   Method         Same-day ACH\n\nInvoices purchased on this schedule (recourse, fee 3.00% flat, reserve 5.00%)\nInvoice   Load #   Debtor (account debtor)                 Face      Fee   Reserve   Advanced\n------------------------------------------------------------------------------------------\nSCT-1042  SC-0311  Saguaro Crossing Logistics, Inc.    2,350.00  (70.50)  (117.50)   2,162.00\nSCT-1043  SC-0314  Pinal Freight Brokerage Co.         1,875.00  (56.25)   (93.75)   1,725.00\nSCT-1045  SC-0316  Red Rock Produce Distributors       3,120.00  (93.60)  (156.00)   2,870.40\n                   of Nogales, LLC\nSCT-1046  SC-0318  Saguaro Crossing Logistics, Inc.      980.00  (29.40)   (49.00)     901.60\n------------------------------------------------------------------------------------------\nTOTALS (4 invoices)                                    8,325.00 (249.75)  (416.25)   7,659.00\n\nAdjustments\n  Reserve release - schedule 4471-0088 (all invoices collected)       312.00\n  Chargeback - SCT-1019 short-paid by debtor (lumper disallowed)     (125.00)\n  Same-day ACH fee                                                     (5.00)\n\nAMOUNT REMITTED                                                      7,841.00\nSent to Wells Fargo ****5530 (Sonoita Creek Trucking LLC) 3/9/2026  ref AFF-ACH-770391\n\nReserve held after this schedule: 2,207.40. Debtors must remit only to Arivaca Freight\nFunding, LLC, PO Box 27719, Tucson AZ 85726. Notice of assignment on file.\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 832500,
      netCents: 784100,
      date: '2026-03-09',
      broker: 'Saguaro Crossing Logistics, Inc.',
      tripNumber: 'SC-0311',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 41625,
      reimbursementsCents: null,
      deductions: [24975, 12500, 500],
    },
  },
  {
    id: 'b165-daggett-rate-con-three-stops',
    issuer: 'Daggett Pass Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Short one-page broker rate confirmation: header with load number first, then carrier and equipment lines, three stops each with a pickup or PO number, and a small rate block (flat linehaul, fuel surcharge, extra stop) whose total is repeated in words; terms for detention and quick pay below; weekday plus MM/DD/YYYY dates.',
    text: "DAGGETT PASS LOGISTICS, INC.                     LOAD CONFIRMATION / RATE AGREEMENT\n1591 Kingsbury Grade, Stateline NV 89449          MC 901447   Ph 775-555-0190\n                                                  carriers@daggettpasslogistics.com\nLoad #  DPL-448213          Date sent: Tue 03/10/2026        Rep: Marisol Ybarra x214\n\nCarrier: Tuolumne Grade Transport LLC   MC 1207719   Dispatcher: Kev (209-555-0148)\nEquipment: 53' reefer, continuous @ 34F              Driver/Truck: A. Bains / #88\n\nSTOP 1  PICKUP    Wed 03/11/2026 06:00-10:00   PU# 55821-A\n        Mother Lode Fresh Packing, 4400 Hwy 49, Sonora CA 95370\nSTOP 2  DROP      Thu 03/12/2026 08:00 appt     PO 7713940\n        Great Basin Grocers DC, 1200 E Glendale Ave, Sparks NV 89431\nSTOP 3  DROP      Thu 03/12/2026 14:00 appt     PO 7713952\n        Great Basin Grocers #42, 2350 Idaho St, Elko NV 89801\n\nRATE                                   USD\n  Linehaul (flat)                 2,450.00\n  Fuel surcharge                    385.00\n  Extra stop (1)                    100.00\n  TOTAL CARRIER PAY               2,935.00   (Two thousand nine hundred thirty-five and 00/100)\n\nDetention $50/hr after 2 free hrs with in/out times on BOL. Lumper reimbursed with receipt only.\nInvoice with signed POD to ap@daggettpasslogistics.com; quick pay 2% / 2 days, standard 30 days.\nSigned for carrier: ______________________   Date: ________\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 293500,
      broker: 'DAGGETT PASS LOGISTICS, INC.',
      tripNumber: 'DPL-448213',
    },
  },
  {
    id: 'b165-farewell-trailer-brake-repair-invoice',
    issuer: 'Farewell Bend Diesel & Trailer, Inc.',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Short plain trailer repair invoice: shop header with exit number and phone, repair-order number with ISO date on one line, customer and unit line, complaint, a parts table with quantity/each/extended, labor wrapped onto two lines, road call, shop supplies and a paid total; no tax line.',
    text: 'FAREWELL BEND DIESEL & TRAILER, INC.\nI-84 Exit 353, 2215 Olds Ferry Rd, Huntington OR 97907   541-555-0133   24 hr road service\n\nINVOICE  RO-26-0418          Date 2026-02-11          Terms: Due on receipt\nCustomer: Snake River Reefer LLC, Payette ID   Unit: Trlr 5312 (Utility 3000R)  VIN 1UYVS2531LU7718xx\nComplaint: RR brake chamber leaking, gladhand seals worn.  Mileage/hubo: n/a (trailer)\n\nQTY  PART / DESCRIPTION                                EACH         EXT\n  1  BW 5596 brake chamber 30/30 long stroke          89.95       89.95\n  2  Gladhand seal kit                                12.50       25.00\n  1  Slack adjuster auto Haldex 40010211             114.80      114.80\n     Labor - R&R chamber & slack, adjust brakes\n       2.0 hrs @ 145.00                                          290.00\n     Road call (on-site at TA Ontario OR)                         95.00\n     Shop supplies                                                18.00\n                                                             ----------\n     TOTAL (no Oregon sales tax)                                 632.75\n     PAID - Visa ****1874  auth 064219\n\nTech: R. Villalobos #12.  Warranty: parts 12 mo / labor 90 days.\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-02-11',
    },
  },
];
