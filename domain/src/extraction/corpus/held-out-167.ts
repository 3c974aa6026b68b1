import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 167: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile flatbed carrier, two pages with repeated headers,
 * loaded/empty miles in separate columns, per-load totals and gross/net only in the closing recap;
 * US lessor 72% percentage plan with THIS PERIOD / YEAR TO DATE / BALANCE AFTER columns, trailing
 * minus signs and footnotes; US dispatch service flat-rate loads with several amounts per line and a
 * CR/DR summary, net ACH sent by the service; French Quebec voiturier relevé with flat trip rates,
 * TPS/TVQ-included total and boxed labels above amounts; Mexican liquidación a permisionario in MXN
 * with the RESUMEN first, trip detail last, IVA 16 %, retención IVA 4 % / ISR 1,25 % and the net in
 * words), two pay stubs (US Washington per-mile tanker driver with side-by-side earnings/deductions
 * panels and YTD; plain Saskatchewan hourly bi-weekly stub with CPP/EI and YTD), a factoring schedule
 * of accounts purchased with wrapped debtor names, fee/reserve columns and CR/DR adjustments (reserve
 * release, chargeback, fuel-advance repayment), a broker rate confirmation with side-by-side stops and
 * the total in words, and a short lumper receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one Saskatchewan), 1 MX.
 * Date formats: ISO YYYY-MM-DD, DD-MON-YYYY (08-MAY-2026), MM/DD/YY, French long dates ("17 avril
 * 2026", "du 5 au 11 avril 2026") with DD/MM/YYYY, Spanish long dates ("30 de abril de 2026") with
 * DD/MM/YYYY, MM/DD/YYYY, day-first DD/MM/YYYY, "Mar 27 2026" with MM/DD/YY, "April 2, 2026" /
 * "Apr 3, 2026", DDMONYY (04APR26).
 * Number formats: 1,234.56 with parentheses, trailing minus (725.00-), CR/DR markers, French
 * 1 234,56 $, Mexican-issued $ 1.234,56 (dot thousands, comma decimals), amounts in words (Spanish
 * and English).
 */
export const HELD_OUT_DOCUMENTS_167: CorpusDocument[] = [
  {
    id: 'b167-piceance-two-page-loaded-empty-recap',
    issuer: 'Piceance Basin Motor Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile flatbed contractor settlement: the header (name, address, statement number, page n of 2) and the column headings repeat on page 2; each load row carries loaded and empty miles in separate columns at different rates (loaded @2.05, empty @1.10), FSC @0.46 on all miles, an accessorial with a code and a per-load total, then wraps onto two lines (lane, BOL and shipper); a totals row prints loaded and empty miles separately (the paid miles must be added), deductions are in parentheses with a BALANCE AFTER column for the advance and escrow, and the gross and net only appear in the settlement recap at the end; ISO dates',
    text: "PICEANCE BASIN MOTOR FREIGHT, INC.                          CONTRACTOR SETTLEMENT\n2150 Railroad Ave, Rifle, CO 81650                          Stmt No.   PBM-2026-0412\nMC 1187432   USDOT 3297741   (970) 555-0183                 Page 1 of 2\nContractor: J. SALCEDO TRUCKING LLC (Jaime Salcedo)         Period  2026-04-05 to 2026-04-11\nUnit 214   Trailer F-0631 (48' step deck)                   ACH Date 2026-04-17\nRemit acct: Alpine Bank ****3307 (ACH)\n\nLOAD DETAIL\n                        -- MILES --    LOADED     EMPTY      FSC   ACCESSORIAL       LOAD\nLOAD NO.    DATE        LOADED EMPTY    @2.05     @1.10    @0.46   AMT   CODE       TOTAL\n------------------------------------------------------------------------------------------\nPB-88201    2026-04-05     286    18    586.30     19.80   139.84    0.00            745.94\n            Grand Junction CO -> Salt Lake City UT\n            BOL 40-1187  Uinta Steel Supply\nPB-88217    2026-04-06     165    41    338.25     45.10    94.76   75.00   DET      553.11\n            Salt Lake City UT -> Pocatello ID\n            BOL 7713302  Wasatch Pipe & Tube\nPB-88230    2026-04-07     392     0    803.60      0.00   180.32   75.00   TARP   1,058.92\n            Pocatello ID -> Casper WY\n            BOL PC-2209  Portneuf Lumber Co.\n\n                                     *** continued on page 2 ***\n\nSettlement questions: settle@piceancebasinmf.com or ext. 4 within 10 days of ACH date.\n------------------------------------------------------------------------------------------\nPICEANCE BASIN MOTOR FREIGHT, INC.                          CONTRACTOR SETTLEMENT\n2150 Railroad Ave, Rifle, CO 81650                          Stmt No.   PBM-2026-0412\nMC 1187432   USDOT 3297741   (970) 555-0183                 Page 2 of 2\nContractor: J. SALCEDO TRUCKING LLC  Unit 214               Period  2026-04-05 to 2026-04-11\n\nLOAD DETAIL (cont.)\n                        -- MILES --    LOADED     EMPTY      FSC   ACCESSORIAL       LOAD\nLOAD NO.    DATE        LOADED EMPTY    @2.05     @1.10    @0.46   AMT   CODE       TOTAL\n------------------------------------------------------------------------------------------\nPB-88244    2026-04-09     283    27    580.15     29.70   142.60   50.00   STOP     802.45\n            Casper WY -> Denver CO (stop Cheyenne)\n            BOL 55-90812  Platte Ag Equipment\nPB-88259    2026-04-10     182    12    373.10     13.20    89.24    0.00            475.54\n            Denver CO -> Rifle CO\n            BOL 118842  Front Range Precast\n                        ------ -----  --------  --------  -------  ------          --------\nTOTALS  5 loads          1,308    98  2,681.40    107.80   646.76  200.00          3,635.96\n\nDEDUCTIONS & ADVANCES                                   AMOUNT      BALANCE AFTER\n  Fuel - EFS card (9 purchases)                     (1,488.63)\n  Occupational accident (Great West)                   (52.10)\n  Physical damage / bobtail                            (94.75)\n  Cargo insurance                                      (38.50)\n  IFTA fuel tax (qtr. accrual)                         (41.20)\n  ELD / Samsara                                        (24.95)\n  Straps & chains (payroll deduct 3 of 6)              (35.00)\n  EFS money code advance 04/08                        (300.00)            0.00\n  Escrow deposit                                      (150.00)        3,450.00\n\nREIMBURSEMENTS (receipts on file)\n  CAT scale - Grand Junction CO                          13.75\n  Overnight parking - Casper WY (rcpt)                   20.00\n\nSETTLEMENT RECAP\n  Gross earnings (linehaul, empty, FSC, accessorials)       3,635.96\n  Less deductions                                         (1,775.13)\n  Less advances                                             (300.00)\n  Less escrow                                               (150.00)\n  Plus reimbursements                                          33.75\n                                                          ----------\n  NET PAY - ACH 2026-04-17                                  1,444.58\n\nPaid miles this settlement are loaded plus empty as shown in the load detail.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 363596,
      netCents: 144458,
      date: '2026-04-17',
      broker: 'PICEANCE BASIN MOTOR FREIGHT, INC.',
      tripNumber: 'PB-88201',
      miles: 1406,
      linehaulCents: 278920,
      fuelSurchargeCents: 64676,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 3375,
      deductions: [148863, 5210, 9475, 3850, 4120, 2495, 3500],
    },
  },
  {
    id: 'b167-mohonk-trailing-minus-balance-after',
    issuer: 'Mohonk Ridge Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-plan settlement in four columns (description, THIS PERIOD, YEAR TO DATE, BALANCE AFTER): each load is a header line with indented 72% share lines that print the 100% line haul revenue inside the label, a pass-through FSC and accessorials; deductions use trailing minus signs (725.00-) with YTD figures and lease-payoff / advance / reserve balances beside the period amounts; a toll reimbursement is its own section, the net carries a YTD figure, and footnotes (*, (1), (2)) explain the revenue basis and the balances; day-first DD-MON-YYYY dates',
    text: 'MOHONK RIDGE TRACTOR LEASING, LLC                              LEASE OPERATOR SETTLEMENT\n41 Springtown Road, New Paltz, NY 12561    (845) 555-0126      USDOT 2961558  MC 998412\n\nOperator: DARNELL PRICE              Lease No. MRL-L-0227      Tractor 227 (2021 Cascadia)\nWeek ending: 02-MAY-2026             Statement: 18-0227        Pay date: 08-MAY-2026\nPlan C: 72% of line haul revenue*; fuel surcharge and accessorials paid at 100%\n\n                                             THIS PERIOD   YEAR TO DATE  BALANCE AFTER\n                                             -----------   ------------  -------------\nCOMPENSATION\n MRL-33016  Newburgh NY - Scranton PA\n    Line haul 1,150.00 x 72%                      828.00\n    Fuel surcharge (pass-through)                 118.40\n MRL-33029  Scranton PA - Harrisburg PA\n    Line haul 1,480.00 x 72%                    1,065.60\n    Fuel surcharge (pass-through)                 154.25\n    Detention 2 hrs (shipper)                     100.00\n MRL-33041  Harrisburg PA - Albany NY (2 drops)\n    Line haul 2,275.00 x 72%                    1,638.00\n    Fuel surcharge (pass-through)                 241.70\n    Extra stop Kingston NY                         60.00\n                                             -----------\n Total compensation                             4,205.95      75,608.10\n\nDEDUCTIONS\n Tractor lease payment (wk 71 of 260)            725.00-     12,325.00-      61,884.20\n Fuel - EFS card                               1,236.55-     20,914.18-\n Physical damage insurance                        68.40-      1,162.80-\n Occupational accident                            33.75-        573.75-\n IRP apportioned plate (weekly)                   26.10-        443.70-\n NY highway use tax                               31.96-        518.40-\n ELD / PeopleNet                                  21.00-        357.00-\n Fuel advance 05/01 (EFS code)                   150.00-        750.00-           0.00\n Escrow / maintenance reserve (1)                100.00-      1,700.00-       2,650.00\n                                             -----------\n Total deductions                              2,392.76-     38,744.83-\n\nREIMBURSEMENT\n Tolls - E-ZPass NY Thruway (2)                    38.60         412.75\n                                             ===========\nNET DIRECT DEPOSIT                              1,851.79      37,276.02\nDeposited 08-MAY-2026 to Rondout Savings Bank acct ending 6612.\n\n*  Line haul revenue is printed at 100% of the amount billed to the customer; only your 72%\n   share is included in Total compensation.\n(1) Reserve is held under Lease Sec. 14 and refunded within 45 days of termination. The\n    BALANCE AFTER column shows the lease payoff, advance and reserve balances after this week.\n(2) Toll reimbursement requires the E-ZPass statement line; tolls without a receipt are not paid.\nMRL-SET-4 rev. 01/26                                                            Page 1 of 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 420595,
      netCents: 185179,
      date: '2026-05-08',
      broker: 'MOHONK RIDGE TRACTOR LEASING, LLC',
      tripNumber: 'MRL-33016',
      miles: null,
      linehaulCents: 353160,
      fuelSurchargeCents: 51435,
      advancesCents: 15000,
      escrowCents: 10000,
      reimbursementsCents: 3860,
      deductions: [72500, 123655, 6840, 3375, 2610, 3196, 2100],
    },
  },
  {
    id: 'b167-moxie-crdr-one-line-loads',
    issuer: 'Moxie Pond Dispatch, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Short dispatch-service weekly statement: each load is a header line (load number, broker, date, lane) followed by one line holding several amounts (flat rate, detention, lumper, 8% fee marked DR); a SUMMARY block with CR and DR columns lists flat rates, detention, a lumper reimbursement, the dispatch-fee total and other charges and a fuel-advance repayment without column totals; the net ACH sent by the service is a single sentence line; MM/DD/YY dates',
    text: "MOXIE POND DISPATCH, LLC                                  CARRIER WEEKLY STATEMENT\n12 Lily Bay Road, Greenville, ME 04441                    No. MPD-0419\nops@moxiepond-dispatch.com   (207) 555-0191               Stmt date 04/20/26\n\nCARRIER  KINEO ROAD FREIGHT LLC   MC 1398850  USDOT 3760214   Truck 12 / 53' dry van\nWEEK     04/12/26 - 04/18/26      Dispatch fee 8% of rate + detention (lumper excluded)\n\nLOADS BOOKED AND COLLECTED ON YOUR BEHALF\n#7734019    NORTHWAY LOGISTICS GROUP         04/13/26  Portland ME > Chelsea MA\n    Rate 1,350.00 flat   Det 0.00   Lumper 0.00   Fee 8% 108.00 DR\n#BK-55102   Pemigewasset Freight Partners    04/14/26  Chelsea MA > Hartford CT\n    Rate 950.00 flat   Det 120.00   Lumper 0.00   Fee 8% 85.60 DR\n#L-208813   ALLAGASH CROSSDOCK BROKERAGE     04/16/26  Hartford CT > Bangor ME\n    Rate 1,875.00 flat   Det 0.00   Lumper 185.00   Fee 8% 150.00 DR\n\nSUMMARY                                               CR          DR\n  Flat rates (3)                                4,175.00\n  Detention                                       120.00\n  Lumper paid by you, reimbursed by broker        185.00\n  Dispatch fees (3 loads)                                     343.60\n  Occupational accident - pass-thru                            29.00\n  Load board / tracking (weekly)                               15.00\n  Comdata fuel advance 04/14 repaid                           400.00\n  ------------------------------------------------------------------\n  NET ACH TO CARRIER  3,692.40 CR   sent 04/21/26 to Camden National ****0458\n\nBrokers paid Moxie Pond Dispatch directly under your notice of assignment. Rate confirmations\nand PODs are in your portal. Disputes within 7 days: billing@moxiepond-dispatch.com\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 429500,
      netCents: 369240,
      date: '2026-04-21',
      broker: 'MOXIE POND DISPATCH, LLC',
      tripNumber: '7734019',
      miles: null,
      linehaulCents: 417500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 18500,
      deductions: [34360, 2900, 1500],
    },
  },
  {
    id: 'b167-mascouche-boxed-labels-above-tps-tvq',
    issuer: 'Routiers Mascouche inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      "French Quebec owner-operator relevé: a box of three cells with two-line labels above right-aligned amounts (total revenue TPS/TVQ included, withholdings+advance+reserve combined, reimbursements) and a second box with the net paid, all before the details; a trip table with flat per-trip rates, a 17% fuel surcharge column and an 'Autres' column where the amount precedes its label; a tax calculation block (TPS 5 %, TVQ 9,975 %) ending in Total des revenus, itemised retenues, advance and reserve with the balance to the right, then a toll reimbursement; French 1 234,56 $ numbers, '17 avril 2026' and DD/MM/YYYY dates",
    text: 'ROUTIERS MASCOUCHE INC.\n2850, chemin Sainte-Marie, Mascouche (Québec)  J7K 1N1\nTél. 450 555-0174   NEQ 1172904418   Permis CTQ R-558213-1   NSC QC 3714205\nTPS 78231 4406 RT0001        TVQ 1228840573 TQ0001\n\nRELEVÉ DE RÉMUNÉRATION - VOITURIER-REMORQUEUR                    Relevé no 2026-15-058\nVoiturier : Transport S. Gagnon enr. (Sylvain Gagnon)             Unité 58\n            TPS 81174 2209 RT0001  TVQ 1220937761 TQ0001\nPériode : du 5 au 11 avril 2026\nDate de paiement : 17 avril 2026 - virement Caisse Desjardins de Terrebonne, folio ***-4471\n\n+---------------------------+---------------------------+---------------------------+\n| TOTAL DES REVENUS         | RETENUES, AVANCE ET       | REMBOURSEMENTS            |\n| (TPS ET TVQ INCLUSES)     | FONDS DE RÉSERVE          | (NON TAXABLES)            |\n|            5 565,76 $     |            2 110,63 $     |               18,60 $     |\n+---------------------------+---------------------------+---------------------------+\n| MONTANT NET VERSÉ LE 17 AVRIL 2026                                                |\n|            3 473,73 $                                                             |\n+-----------------------------------------------------------------------------------+\n\nDÉTAIL DES VOYAGES (tarif forfaitaire par voyage; surcharge carburant 17 % du forfait)\nNo voyage  Date        Trajet                           Forfait    Surch.   Autres\n----------------------------------------------------------------------------------------\nV-26-1041  06/04/2026  Mascouche > Québec (Beauport)     925,00    157,25   90,00 attente 2 h\nV-26-1047  08/04/2026  Québec > Montréal-Est             880,00    149,60\nV-26-1052  09/04/2026  Montréal > Cornwall (Ont.)      1 140,00    193,80   65,00 arrêt suppl.\nV-26-1058  10/04/2026  Cornwall (Ont.) > Mascouche     1 060,00    180,20\n                                                       --------  --------\nSous-totaux                                            4 005,00    680,85   155,00\n\nCALCUL DES TAXES\n  Revenus taxables (forfaits + surcharge + autres)            4 840,85 $\n  TPS 5 %                                                       242,04 $\n  TVQ 9,975 %                                                   482,87 $\n  Total des revenus                                           5 565,76 $\n\nRETENUES\n  Carburant - carte Ultramar (7 transactions)                 1 432,18 $\n  Assurance responsabilité et cargaison                         112,40 $\n  Location remorque 53 pi. R-2207 (taxes incl.)                 195,46 $\n  Cotisation CNESST                                              41,85 $\n  Frais de communication / DCE                                   28,74 $\n  Avance de fonds du 8 avril 2026                               200,00 $\n  Fonds de réserve (retenue hebdomadaire)                       100,00 $    solde après : 1 900,00 $\n\nREMBOURSEMENTS\n  Péages A-25 / A-30 (reçus joints)                              18,60 $\n\nLe fonds de réserve est remboursable à la fin du contrat, déduction faite des sommes dues.\nToute contestation doit être transmise par écrit dans les 15 jours.        Page 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 556576,
      netCents: 347373,
      date: '2026-04-17',
      broker: 'ROUTIERS MASCOUCHE INC.',
      tripNumber: 'V-26-1041',
      miles: null,
      linehaulCents: 400500,
      fuelSurchargeCents: 68085,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: 1860,
      deductions: [143218, 11240, 19546, 4185, 2874],
    },
  },
  {
    id: 'b167-mascota-resumen-first-viajes-last',
    issuer: 'Mascota Autotransportes de Carga, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican weekly liquidación to an owner-operator (permisionario) in MXN with sections in reverse order: a RESUMEN box first (total percepciones with IVA, retenciones y descuentos as one sum, anticipo, fondo de garantía, reembolso de casetas, NETO A PAGAR and the net in words), then itemised retentions (IVA 4 %, ISR 1,25 %) and discounts, advance and guarantee fund with the accumulated balance inside the label, reimbursements, and only at the end the trip detail with flat freight per trip, indented accessorial lines, subtotal, IVA 16 % and total; European-style $ 1.234,56 numbers, Spanish long dates and DD/MM/YYYY',
    text: 'MASCOTA AUTOTRANSPORTES DE CARGA, S.A. DE C.V.\nAv. Hidalgo No. 415, Col. Centro, C.P. 46900, Mascota, Jalisco\nRFC MAC980312KT4   Permiso SICT 140712AUT3   Tel. 388 386 0214\n\nLIQUIDACIÓN SEMANAL A PERMISIONARIO                    Folio: LQ-2026-0417\nPermisionario: EFRAÍN TOPETE ARREOLA   RFC TOAE760915HX2   Régimen: RESICO\nUnidad: Kenworth T680 2020, placas 58-AK-9T   Económico M-31\nSemana del 20 al 26 de abril de 2026          Fecha de pago: 30 de abril de 2026\nForma de pago: Transferencia SPEI a BBVA, CLABE 012 320 00**** ***8 91\n\n=============================== RESUMEN ================================\n  Total percepciones (fletes + otros + IVA)                  $ 70.006,00\n  (-) Retenciones y descuentos                               $ 26.638,83\n  (-) Anticipo de viáticos                                    $ 3.000,00\n  (-) Fondo de garantía                                       $ 1.000,00\n  (+) Reembolso de casetas                                    $ 2.486,00\n                                                          --------------\n  NETO A PAGAR                                               $ 41.853,17\n  IMPORTE CON LETRA: (CUARENTA Y UN MIL OCHOCIENTOS CINCUENTA Y TRES PESOS\n  17/100 M.N.)\n=========================================================================\n\nRETENCIONES Y DESCUENTOS\n  Retención IVA 4 %                                           $ 2.414,00\n  Retención ISR 1,25 % (RESICO)                                 $ 754,38\n  Diesel - vales Mascota (837 lts)                           $ 21.870,45\n  Seguro de carga (prorrata semanal)                          $ 1.150,00\n  Rastreo satelital GPS                                         $ 450,00\n                                                          --------------\n  Total retenciones y descuentos                             $ 26.638,83\n\nANTICIPOS Y FONDO\n  Anticipo de viáticos entregado 20/04/2026                   $ 3.000,00\n  Fondo de garantía (saldo acumulado $ 12.000,00)             $ 1.000,00\n\nREEMBOLSOS (comprobantes anexos)\n  Casetas IAVE Guadalajara-Manzanillo-León                    $ 2.486,00\n\nPERCEPCIONES - DETALLE DE VIAJES\n  Viaje         Fecha       Carta porte Ruta                                           Importe\n  MAS-2604-117  20/04/2026  CP-88412    Guadalajara, Jal. - Manzanillo, Col.       $ 18.500,00\n                                          Maniobras de carga                        $ 1.200,00\n  MAS-2604-122  22/04/2026  CP-88437    Manzanillo, Col. - León, Gto.              $ 24.800,00\n  MAS-2604-130  25/04/2026  CP-88475    León, Gto. - Guadalajara, Jal.             $ 14.350,00\n                                          Estadía 1 día                             $ 1.500,00\n                                                                                --------------\n  Subtotal (fletes $ 57.650,00 + otros $ 2.700,00)                                 $ 60.350,00\n  IVA 16 %                                                                          $ 9.656,00\n  Total percepciones                                                               $ 70.006,00\n\nImportes en moneda nacional (MXN). El CFDI de retenciones se emitirá al cierre del mes.\nEl fondo de garantía se devuelve al término del contrato de prestación de servicios.\nRecibí de conformidad: ______________________________             Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 7000600,
      netCents: 4185317,
      date: '2026-04-30',
      broker: 'MASCOTA AUTOTRANSPORTES DE CARGA, S.A. DE C.V.',
      tripNumber: 'MAS-2604-117',
      miles: null,
      linehaulCents: 5765000,
      fuelSurchargeCents: null,
      advancesCents: 300000,
      escrowCents: 100000,
      reimbursementsCents: 248600,
      deductions: [241400, 75438, 2187045, 115000, 45000],
    },
  },
  {
    id: 'b167-okanogan-side-by-side-ytd-stub',
    issuer: 'Okanogan Highlands Bulk Transport, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver weekly earnings statement with two side-by-side panels separated by a pipe: EARNINGS (units, rate, current, YTD) on the left and DEDUCTIONS (taxes, WA PFML / WA Cares, 401(k), medical, dental with current and YTD) on the right, each with its own total on the same row; net pay repeated on a direct-deposit line, a YTD net line, a list of load numbers and a payroll-service footer; MM/DD/YYYY dates',
    text: 'OKANOGAN HIGHLANDS BULK TRANSPORT, INC.                         EARNINGS STATEMENT\n1180 Jasmine St, Omak, WA 98841   USDOT 2847716                Co. code OHB / Dept 20 DRV\n\nEmployee: TERESA M. VOLKOV          Emp ID 20417     Pay period 04/12/2026 - 04/18/2026\n5 Conconully Rd, Okanogan WA 98840  Fed W-4 2020+ Single   Pay date   04/24/2026\nPosition: Driver - Pneumatic tanker (company)               Check/Adv. no. DD-0177342\n\nEARNINGS          UNITS   RATE   CURRENT        YTD | DEDUCTIONS             CURRENT        YTD\nMileage        2,406 mi  .6200  1,491.72  26,478.32 | Federal income tax      112.38   1,951.78\nDetention       3.50 hr  22.00     77.00     495.00 | Social Security          94.43   1,598.55\nSafety bonus                       50.00     250.00 | Medicare                 22.09     373.86\n                                                    | WA PFML (employee)       11.40     190.20\nGROSS PAY                       1,618.72  27,223.32 | WA Cares LTC              9.39     156.69\n                                                    | 401(k) 4%                64.75   1,080.95\n                                                    | Medical - PPO            86.40   1,468.80\n                                                    | Dental                    9.20     156.40\n                                                    |\n                                                    | TOTAL DEDUCTIONS        410.04   6,977.23\n\n================================================================================================\nNET PAY     1,208.68      Direct deposit  Numerica Credit Union  xxxxx2290   1,208.68\nYTD NET PAY 20,246.09\n\nLoads this period: OH-6120, OH-6124, OH-6131, OH-6137 (hub miles, per dispatch log)\nPayroll processed by Cascade Crest Payroll Services for Okanogan Highlands Bulk Transport, Inc.\nNon-negotiable - this is not a check.\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 161872,
      netCents: 120868,
      date: '2026-04-24',
      broker: 'OKANOGAN HIGHLANDS BULK TRANSPORT, INC.',
      tripNumber: 'OH-6120',
      miles: 2406,
      linehaulCents: 149172,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11238, 9443, 2209, 1140, 939, 6475, 8640, 920],
    },
  },
  {
    id: 'b167-quappelle-plain-hourly-ytd',
    issuer: "Qu'Appelle Valley Haulage Ltd.",
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Short plain Saskatchewan bi-weekly pay stub for an hourly company driver: one table with hours, rate, current and year-to-date columns for regular and overtime, gross earnings, five deductions (income tax, CPP, EI, group benefits, RRSP), total deductions and net pay each with a YTD figure beside it, then the credit-union deposit line; day-first DD/MM/YYYY dates',
    text: "QU'APPELLE VALLEY HAULAGE LTD.\n310 Broadway St W, Fort Qu'Appelle, SK  S0G 1S0     306-555-0148\n\nSTATEMENT OF EARNINGS AND DEDUCTIONS\nEmployee  CODY R. LAFONTAINE   #0382      Period 01/03/2026 to 14/03/2026\nJob       Class 1A Driver (hourly)        Pay Date 20/03/2026    Pay No. 6\n\n                              Hours    Rate     Current   Year-to-Date\nRegular                       80.00   29.50    2,360.00      14,160.00\nOvertime 1.5x                  6.50   44.25      287.63       1,687.63\nGross Earnings                                 2,647.63      15,847.63\n\nIncome Tax (Fed + SK)                            371.90       2,226.10\nCPP                                              149.52         892.67\nEI                                                43.16         258.76\nGroup Benefits                                    42.75         256.50\nRRSP - Group                                      50.00         300.00\nTotal Deductions                                 657.33       3,934.03\n\nNET PAY                                        1,990.30      11,913.60\nDeposited to Conexus Credit Union  acct ****7715\n\nVacation accrued 4.00 hrs  Balance 61.50 hrs.  Keep for your records.\n",
    expected: {
      documentType: 'pay_stub',
      grossCents: 264763,
      netCents: 199030,
      date: '2026-03-20',
      broker: "QU'APPELLE VALLEY HAULAGE LTD.",
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [37190, 14952, 4316, 4275, 5000],
    },
  },
  {
    id: 'b167-mogollon-wrapped-debtors-crdr-adjust',
    issuer: 'Mogollon Rim Freight Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      "Factoring schedule of accounts purchased: an eight-column invoice table (invoice, load, debtor, date, face, 2.5% fee, 10% reserve, advanced) where every debtor name wraps onto a second line under the row, a totals row for all numeric columns, then an ADJUSTMENTS block with an amount and a CR/DR marker (short-pay chargeback, fuel-advance repayment, wire fee, reserve release from an earlier schedule), a recap of advanced, net adjustments and amount wired, a bank line and the reserve balance in the closing paragraph; 'Mar 27 2026' and MM/DD/YY dates",
    text: 'MOGOLLON RIM FREIGHT FUNDING, LLC\n801 S Beeline Hwy, Suite 6, Payson, AZ 85541  |  (928) 555-0139  |  funding@mogollonrimff.com\n\nSCHEDULE OF ACCOUNTS PURCHASED / REMITTANCE ADVICE\nClient: TONTO BASIN EXPRESS LLC   MC 1320075   Client no. C-0418\nSchedule no. 4471        Submitted Mar 25 2026        Funded Mar 27 2026\n\nInvoice   Load   Debtor               Inv date     Face amt  Fee 2.5%  Reserve 10%   Advanced\n---------------------------------------------------------------------------------------------\nTBX-2291  55821  Sonoran Crossroads   03/23/26     3,150.00     78.75       315.00   2,756.25\n                 Logistics, Inc.\nTBX-2292  55837  High Desert Freight  03/24/26     1,875.50     46.89       187.55   1,641.06\n                 Solutions LLC\nTBX-2293  55840  Verde Valley         03/24/26     2,420.00     60.50       242.00   2,117.50\n                 Brokerage Co.\nTBX-2294  55852  Sonoran Crossroads   03/25/26       980.00     24.50        98.00     857.50\n                 Logistics, Inc.\n---------------------------------------------------------------------------------------------\nTOTALS  (4 invoices)                               8,425.50    210.64       842.55   7,372.31\n\nADJUSTMENTS                                                         AMOUNT  CR/DR\n  Short-pay chargeback TBX-2240 (paid 1,425.00 of 1,500.00)          75.00  DR\n  Fuel advance 03/24/26 against load 55821 (repaid)                 500.00  DR\n  Same-day wire fee                                                  20.00  DR\n  Reserve release - schedule 4438 (all invoices collected)          612.40  CR\n\n  Total advanced on this schedule                                   7,372.31\n  Net adjustments                                                      17.40\n  AMOUNT WIRED TO CLIENT  Mar 27 2026                               7,389.71\n  Wells Fargo Bank, N.A.  ABA 1210*****  acct ****6093  Fed ref 20260327MMQFC000418\n\nReserve balance after this schedule: 8,114.25. Reserves are released when the debtor pays\nin full; short pays and disputes are charged back to the client per Sec. 6 of the Factoring\nand Security Agreement. Notice of assignment on file with each debtor listed.\nPage 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 842550,
      netCents: 738971,
      date: '2026-03-27',
      broker: 'Sonoran Crossroads Logistics, Inc.',
      tripNumber: '55821',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 84255,
      reimbursementsCents: null,
      deductions: [21064, 7500, 2000],
    },
  },
  {
    id: 'b167-nanticoke-two-column-stops-ratecon',
    issuer: 'Nanticoke Freight Brokerage, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker rate confirmation with pick-up and delivery blocks printed side by side (a second delivery stacked under the right column only), a small QTY/RATE/AMOUNT table with line haul, fuel surcharge and stop-off charge, a TOTAL CARRIER PAY line and the total in words, then payment and detention terms that contain other dollar figures; month-name dates',
    text: "NANTICOKE FREIGHT BROKERAGE, LLC\n22 N Front St, Seaford, DE 19973   MC 1045512   Tel (302) 555-0165   carriers@nanticokefb.com\n\nCARRIER RATE AND LOAD CONFIRMATION                   Load # NFB-604418\nDate: April 2, 2026                                    Customer ref: PO 4500918832\nCarrier: BRANDYWINE MILL TRUCKING INC   MC 876201   Dispatcher: Lisa Ortiz  (610) 555-0117\nDriver: K. Whitfield   Truck 31   Trailer 53' reefer RT-884   Temp: continuous 34 F\n\nPICK UP #1                                   DELIVERY #1 (stop-off)\nDelmarva Poultry Packers                     Pocono Fresh Markets DC\n410 Stein Hwy, Seaford DE 19973              1200 Industrial Blvd, Tobyhanna PA 18466\nApr 3, 2026  05:00-07:00  FCFS               Apr 3, 2026  14:00 appt\nPU# DPP-77193   42 pallets / 38,400 lbs      Deliver 18 pallets, unload by receiver\n\n                                             DELIVERY #2 (final)\n                                             Lehigh Valley Grocers Co-op\n                                             75 Commerce Way, Allentown PA 18106\n                                             Apr 4, 2026  06:00 appt   Deliver 24 pallets\n\nRATE                                   QTY        RATE        AMOUNT\n  Line haul (flat)                       1      1,650.00      1,650.00\n  Fuel surcharge                         1        212.00        212.00\n  Stop-off charge                        1         75.00         75.00\n                                                          ------------\n  TOTAL CARRIER PAY (USD, all-in)                              1,937.00\n  One thousand nine hundred thirty-seven and 00/100 dollars\n\nTERMS: Payment 30 days from receipt of signed BOL/POD and this confirmation; QuickPay 2% / 3\ndays. Detention $50/hr after 2 free hours, requires in/out times on POD. No double brokering.\nReefer download may be requested on claims. Lumper, if any, reimbursed with receipt only.\n\nAccepted for carrier: ____________________  Date: ________     Rep: Dana Kellam  ext. 212\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 193700,
      broker: 'NANTICOKE FREIGHT BROKERAGE, LLC',
      tripNumber: 'NFB-604418',
    },
  },
  {
    id: 'b167-roanoke-short-lumper-receipt',
    issuer: 'Roanoke Rapids Unloading Services, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short plain lumper (dock labor) receipt: issuer and warehouse location, receipt number, a compact DDMONYY date with in/out times, carrier, PO/load numbers, pallet counts, three charge lines with a total and a Comchek express-code payment line, then signature lines',
    text: 'ROANOKE RAPIDS UNLOADING SERVICES, LLC\nDock labor at: Halifax Foods Distribution Ctr, 1900 Hwy 158, Roanoke Rapids NC 27870\nFed ID 88-4410275          Receipt No. RRU 0049127\n\nDate 04APR26   Time in 09:12  out 10:47   Door 14\nCarrier: PEE DEE VALLEY EXPRESS   Trk 508   Trl 5321\nPO / Load: 2291-4470 / PDV-33918\nPallets in 26   Restack 4   Breakdown 0   Cases 1,612\n\n  Unload 26 pallets @ 9.50         247.00\n  Restack 4 pallets @ 12.00         48.00\n  Service fee                        10.00\n                                   -------\n  TOTAL                    USD      305.00\n  Paid by: COMCHEK  Express code ****8861  Auth 553019\n\nDriver signature: ______________      Unloader: #27 M. Boone\nKeep this receipt for reimbursement. No refunds after departure.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-04-04',
    },
  },
];
