import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 143: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier with the net in a boxed header, a summary
 * band, multi-line load blocks and a deductions table with YTD and balance-owed columns; US lessor
 * 72% percentage plan with side-by-side credits/debits and a dotted recap; US dispatch-and-collect
 * service with a pipe-ruled load table, per-load QuickPay fee column and a gross that is never
 * printed; French Quebec per-kilometre relevé with TPS/TVQ side by side with the retenues and a boxed
 * net; Spanish Mexican liquidación a permisionario with IVA, IVA/ISR withholdings, commission, diesel
 * vouchers and toll reimbursement), two pay stubs (US tanker-driver paycheck with check face and
 * detached stub; Alberta bi-weekly stub with a summary band on top, Canada/U.S. mileage and a
 * road-advance recovery), a factoring notice of purchase grouped by account debtor with per-invoice
 * fee/reserve columns and a reserve release, a heavy-truck repair invoice with a deposit and balance
 * due, and a step-deck broker rate confirmation with a horizontal rate grid.
 * Countries: 7 US, 2 CA (one French Quebec, one Alberta), 1 MX.
 * Date formats: MM/DD/YYYY, long month names (September 4, 2026), ISO YYYY-MM-DD, French month names
 * (13 février 2026), Spanish month names and dd/mmm/aa (22 de mayo de 2026, 11/may/26), MM-DD-YY,
 * DD/MM/YYYY, DD Mon YYYY, M/D/YY, weekday month-name (Thursday, July 2, 2026).
 * Number formats: 1,234.56, French 1 234,56 $, -$ prefixes, parentheses, trailing minus.
 */
export const HELD_OUT_DOCUMENTS_143: CorpusDocument[] = [
  {
    id: 'b143-minam-net-box-load-blocks',
    issuer: 'Minam Canyon Carriers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Per-mile carrier settlement with the net deposit in a boxed header at the top right and a one-row summary band (compensation, deductions, reimbursed, net) before the detail; multi-line load blocks (loaded, deadhead, FSC, detention lines with a right-aligned load total), a deductions table with This Stmt / Year to Date / Balance Owed columns (lease payoff and escrow balances), and a separate lumper reimbursement; MM/DD/YYYY dates',
    text: 'MINAM CANYON CARRIERS, INC.                                    OWNER-OPERATOR SETTLEMENT\n62108 Pierce Road, La Grande, OR 97850                                          Page 1 of 1\n(541) 555-0187   MC 1215530   USDOT 3518840\n                                                     +----------------------------------+\nContractor:  HALVERSON TRUCKING LLC                  |  SETTLEMENT NO.    MC-0316-22     |\n             Erik Halverson, Unit 22                 |  PAY DATE         03/20/2026      |\n             PO Box 441, Island City OR 97850        |  NET DEPOSIT      $1,469.52       |\nLoads delivered 03/08/2026 - 03/14/2026              +----------------------------------+\n\nSUMMARY          Compensation       Deductions       Reimbursed            Net\n                     3,690.74         2,406.22           185.00       1,469.52\n\nLOAD DETAIL   (loaded $1.740/mi, deadhead $0.900/mi, fuel surcharge $0.440/loaded mi)\nLoad No.  Delivered   Origin / Destination                                        Amount\n----------------------------------------------------------------------------------------\nMC40718   03/09/2026  PENDLETON OR -> SALT LAKE CITY UT        BOL 7781920\n          Loaded 512 mi                                                           890.88\n          Deadhead 34 mi (La Grande yard to shipper)                               30.60\n          Fuel surcharge                                                          225.28\n                                                                 Load total     1,146.76\nMC40733   03/11/2026  SALT LAKE CITY UT -> SPARKS NV           BOL 7781977\n          Loaded 518 mi                                                           901.32\n          Deadhead 22 mi                                                           19.80\n          Fuel surcharge                                                          227.92\n          Detention at consignee, 2.0 hrs @ 40.00                                  80.00\n                                                                 Load total     1,229.04\nMC40741   03/13/2026  SPARKS NV -> TROUTDALE OR                BOL 7782034\n          Loaded 578 mi                                                         1,005.72\n          Deadhead 61 mi                                                           54.90\n          Fuel surcharge                                                          254.32\n                                                                 Load total     1,314.94\n----------------------------------------------------------------------------------------\nMiles: loaded 1,608   deadhead 117   total 1,725                 Compensation   3,690.74\n\nDEDUCTIONS                                This Stmt     Year to Date     Balance Owed\n----------------------------------------------------------------------------------------\nFuel - TCH card (6 purchases)              1,402.17        15,884.09\nLease-purchase pmt, unit 22 (wk 11)          575.00         6,325.00        38,525.00\nOccupational accident                         46.25           508.75\nNon-trucking liability                        14.80           162.80\nELD / tracking                                18.00           198.00\nCash advance 03/10 (Comchek)                 250.00           900.00             0.00\nEscrow deposit                               100.00         1,100.00\n----------------------------------------------------------------------------------------\nTotal deductions                           2,406.22        25,078.64\n\nREIMBURSEMENTS (added to net, not subject to deductions)\nLumper, MC40741 Troutdale, receipt 55019                                          185.00\n\nDirect deposit to acct ****6613 on 03/20/2026                                $1,469.52\n\nEscrow held for contractor after this settlement: 2,700.00 (refundable per lease Sec. 9)\nQuestions: settlements@minamcanyon.com  (541) 555-0190  - disputes within 15 days\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 369074,
      netCents: 146952,
      date: '2026-03-20',
      broker: 'MINAM CANYON CARRIERS, INC.',
      tripNumber: 'MC40718',
      miles: 1725,
      linehaulCents: 290322,
      fuelSurchargeCents: 70752,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: 18500,
      deductions: [140217, 57500, 4625, 1480, 1800],
    },
  },
  {
    id: 'b143-opequon-credits-debits-recap',
    issuer: 'Opequon Creek Leasing Co.',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-plan advice: load table with line revenue, 72% share, FSC and stop columns and an unlabelled totals row (line-revenue total is not the contractor gross), side-by-side CREDITS and DEBITS columns each with its own total, a dotted-leader recap ending in the balance due paid by ACH, and an account-balances block (maintenance fund, lease payoff); long month-name dates',
    text: 'OPEQUON CREEK LEASING CO.\nContractor Settlement Advice                          Settlement Date:  September 4, 2026\n410 Valley Mill Rd - Winchester, Virginia 22602       Week Ending:      August 29, 2026\nTel 540-555-0148 - settlements@opequoncreek.com       Advice #:         W35-0087\n\nLessee-Contractor: Dwayne K. Ashby d/b/a Ashby Hauling       Tractor: OC-87 (2019 Volvo VNL 760)\nPay plan: 72% of line revenue + 100% fuel surcharge + 100% stop pay\n\nLOADS SETTLED\nLoad No.  Shipped        Lane                          Miles   Line Revenue  72% Share     FSC   Stops\nOQ-5512   Aug 24, 2026   Winchester VA-Columbus OH       386       1,480.00   1,065.60  196.00\nOQ-5530   Aug 25, 2026   Columbus OH-Louisville KY       213         925.00     666.00  108.00   75.00\nOQ-5547   Aug 26, 2026   Louisville KY-Charlotte NC      482       1,860.00   1,339.20  242.00\nOQ-5561   Aug 28, 2026   Charlotte NC-Winchester VA      357       1,235.00     889.20  171.00\n                                                       -----     ----------  ---------  ------  ------\n                                                       1,438       5,500.00   3,960.00  717.00   75.00\n\nCREDITS                                        DEBITS\nContractor share (72%)        3,960.00         Tractor lease, wk 35 of 156            685.00\nFuel surcharge                  717.00         Fuel purchases (7) - detail attached 1,288.64\nStop pay (OQ-5530)               75.00         Physical damage insurance               52.00\n                                               Bobtail insurance                       11.50\n                                               IRP apportioned plate (1/52)            38.46\n                                               Express check #40417 (Aug 26)          300.00\n                                               Express check fee                        4.50\n                                               Maintenance fund deposit               150.00\n                             ---------                                             ---------\nTotal credits to contractor   4,752.00         Total debits                         2,530.10\n\nRECAP\n   Total credits ......................................................  4,752.00\n   Less total debits ..................................................  2,530.10\n   Prior period deficit ...............................................      0.00\n   BALANCE DUE CONTRACTOR - paid by ACH September 4, 2026 .............  2,221.90\n\nACCOUNT BALANCES AS OF AUGUST 29, 2026\n   Maintenance fund ........  2,850.00          Lease payoff ...........  41,220.00\n   Open express checks .....      0.00          Deficit carried ........       0.00\n\nSettlement questions must be submitted in writing within 10 days of the settlement date.\nOpequon Creek Leasing Co. - Lease No. OCL-0087 - Page 1/1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 475200,
      netCents: 222190,
      date: '2026-09-04',
      broker: 'OPEQUON CREEK LEASING CO.',
      tripNumber: 'OQ-5512',
      miles: 1438,
      linehaulCents: 396000,
      fuelSurchargeCents: 71700,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [68500, 128864, 5200, 1150, 3846, 450],
    },
  },
  {
    id: 'b143-monocacy-pipe-table-implicit-gross',
    issuer: 'Monocacy Dispatch & Load Services LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch-and-collect service weekly statement: key/value header saying the service sends the ACH, a pipe-ruled load table (broker, broker load #, pickup date, lane, miles, rate, accessorial text cell, per-load QuickPay fee column) with a totals row that keeps rate and accessorials apart so the gross is never printed, a wrapped note row about a lumper, charges with -$ signs, a +$ pass-through, dotted net ACH line and YTD/balance footer; ISO dates',
    text: 'Monocacy Dispatch & Load Services LLC\n5 Carroll Creek Way, Ste 204, Frederick MD 21701  |  ops@monocacydls.com  |  301-555-0133\n\nCARRIER WEEKLY STATEMENT                                   Statement ID:   MDLS-2026-W19-0061\nCarrier:       Kettle Run Transport LLC (MC 1302277)       Statement date: 2026-05-11\nTruck/Driver:  T-3 / Marcus Oduya                          Week:           2026-05-03 .. 2026-05-09\nPayment:       ACH sent 2026-05-12 by Monocacy DLS (we collect from brokers by QuickPay and remit)\n\n| # | Broker                     | Broker Load # | PU date    | Lane                        |  Mi |     Rate | Accessorial     | QP fee 2.5% |\n|---|----------------------------|---------------|------------|-----------------------------|-----|----------|-----------------|-------------|\n| 1 | Tallgrass Freight Partners | TF-8836021    | 2026-05-04 | Hagerstown MD > Scranton PA | 212 | 1,150.00 |                 |       28.75 |\n| 2 | Coastal Arc Logistics      | CA-451190     | 2026-05-05 | Scranton PA > Edison NJ     | 128 |   700.00 | detention 75.00 |       19.38 |\n| 3 | Hollins Gate Brokerage     | HG55017       | 2026-05-06 | Edison NJ > Richmond VA     | 340 | 1,550.00 |                 |       38.75 |\n|   |   note: driver paid lumper at Richmond DC, receipt sent to broker - see pass-through below              |\n| 4 | Tallgrass Freight Partners | TF-8836290    | 2026-05-08 | Richmond VA > Frederick MD  | 153 |   825.00 |                 |       20.63 |\n|---|----------------------------|---------------|------------|-----------------------------|-----|----------|-----------------|-------------|\n|   | TOTALS                     |               |            |                             | 833 | 4,225.00 |           75.00 |      107.51 |\n\nCharges to carrier\n   Dispatch service fee, 8% of rate + accessorials                       -$344.00\n   Broker QuickPay fees (column total above)                             -$107.51\n   Fuel advance wired 2026-05-06 (recovered in full)                     -$400.00\n   TMS / load tracking app                                                -$35.00\n   Occupational accident (MDLS group policy)                              -$42.00\n\nPass-through (receipts attached)\n   Lumper reimbursement, load 3 (HG55017)                                +$210.00\n\nNET ACH TO CARRIER ........................................................ $3,581.49\n\nCarrier YTD remitted: $61,244.18    Open advances after this statement: $0.00\nRate cons and PODs for every load are in your portal. Reply within 7 days with any dispute.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 430000,
      netCents: 358149,
      date: '2026-05-12',
      broker: 'Monocacy Dispatch & Load Services LLC',
      tripNumber: 'TF-8836021',
      miles: 833,
      linehaulCents: 422500,
      fuelSurchargeCents: null,
      advancesCents: 40000,
      escrowCents: null,
      reimbursementsCents: 21000,
      deductions: [34400, 10751, 3500, 4200],
    },
  },
  {
    id: 'b143-metabetchouan-releve-cote-a-cote',
    issuer: 'Métabetchouan Fret Lac-Saint-Jean inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec weekly owner-operator statement paid per kilometre: header with carrier and owner-operator GST/QST numbers, trip table (km, rate, transport, fuel surcharge, other) with a totals row, REVENUS and RETENUES side by side split by a vertical bar (subtotal, TPS, TVQ, taxes-included total on the left; fuel, insurance, trailer rental, admin, advance, reserve fund on the right), a ruled box with the net deposited, and a year-to-date and reserve-balance footer; French month names and 1 234,56 $ numbers',
    text: "MÉTABETCHOUAN FRET LAC-SAINT-JEAN INC.\n1250, avenue du Pont Nord, Alma (Québec)  G8B 5G2          Tél. : 418 555-0172\nTPS : 784512963 RT0001        TVQ : 1228745130 TQ0001\n\n                 RELEVÉ HEBDOMADAIRE - VOITURIER-REMORQUEUR\nVoiturier : 9412-5508 Québec inc. (Sylvain Gagnon)           No de relevé : R-2606-044\nCamion : unité 44 (Kenworth W990 2022)                       Période : du 1er au 7 février 2026\nTPS/TVQ du voiturier : 723344519 RT0001 / 1230981176 TQ0001  Date de dépôt : 13 février 2026\n\nVOYAGES                                                 Taux\nNo voyage   Date       Trajet                      Km    $/km    Transport   Surch. carb.    Autres\nV-26-0871   2 févr.    Alma - Montréal (Lachine)   512   2,05     1 049,60        209,92\nV-26-0879   3 févr.    Montréal - Québec           254   2,05       520,70        104,14     97,50\n                       (attente Beauport 1,5 h à 65,00 $)\nV-26-0884   4 févr.    Québec - Alma               228   2,05       467,40         93,48\nV-26-0890   5 févr.    Alma - Trois-Rivières       318   2,05       651,90        130,38\n                                                  -----          -----------  ------------  --------\nTotaux                                            1 312            2 689,60        537,92     97,50\nSurcharge carburant : 0,41 $/km selon l'indice de la semaine 05\n\nREVENUS                                     |  RETENUES\nTransport                       2 689,60 $  |  Carburant - cartes (9 transactions)    1 486,44 $\nSurcharge carburant               537,92 $  |  Assurance camion (1/52)                   74,30 $\nTemps d'attente                    97,50 $  |  Location remorque R-118 (taxes incl.)    210,00 $\n                               -----------  |  Frais admin. / ordinateur de bord         22,00 $\nSous-total                      3 325,02 $  |  Avance du 4 février                       300,00 $\nTPS 5 %                           166,25 $  |  Fonds de réserve (dépôt)                  125,00 $\nTVQ 9,975 %                       331,67 $  |                                        -----------\nTOTAL DES REVENUS TAXES INCL.   3 822,94 $  |  TOTAL DES RETENUES                     2 217,74 $\n\n        +--------------------------------------------------------------+\n        |   MONTANT NET DÉPOSÉ le 13 février 2026 :        1 605,20 $   |\n        |   Caisse Desjardins d'Alma - folio ***4471                   |\n        +--------------------------------------------------------------+\n\nCumul 2026 : revenus taxes incl. 19 874,06 $ - retenues 11 302,55 $\nSolde du fonds de réserve après ce relevé : 2 375,00 $ (remboursable 45 jours après la fin du contrat)\nToute contestation doit être transmise par écrit dans les 30 jours.                    Page 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 382294,
      netCents: 160520,
      date: '2026-02-13',
      broker: 'MÉTABETCHOUAN FRET LAC-SAINT-JEAN INC.',
      tripNumber: 'V-26-0871',
      miles: null,
      linehaulCents: 268960,
      fuelSurchargeCents: 53792,
      advancesCents: 30000,
      escrowCents: 12500,
      reimbursementsCents: null,
      deductions: [148644, 7430, 21000, 2200],
    },
  },
  {
    id: 'b143-rosamorada-liquidacion-permisionario',
    issuer: 'Rosamorada Fletes Nayaritas, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Spanish Mexican weekly liquidation to an owner-operator (permisionario): trip table with carta porte, flete and maniobras columns and a Sumas row, PERCEPCIONES (subtotal, IVA 16%, IVA-included total) beside DESCUENTOS Y RETENCIONES (IVA 4% and ISR 1.25% withholdings, 8% admin commission with a wrapped label, diesel vouchers, trip advance, guarantee fund, cargo insurance, GPS) with its own total, a separate toll reimbursement block, a boxed SPEI net with the amount in words and a guarantee-fund balance; Spanish long and dd/mmm/aa dates, 1,234.56 numbers',
    text: 'ROSAMORADA FLETES NAYARITAS, S.A. DE C.V.\nRFC RFN120314KJ5   Av. Insurgentes Pte. 1840, Col. Lagos del Country, Tepic, Nay. C.P. 63173\nTel. 311 555 0194   liquidaciones@rosamoradafletes.mx                           Hoja 1 de 1\n\n                   LIQUIDACIÓN SEMANAL A PERMISIONARIO              Folio: LQ-2026-0521\nPermisionario: José Refugio Aguayo Ledesma     RFC: AULR780912HB3     Unidad: ECO-31 Kenworth T680\nPeriodo: del 11 al 17 de mayo de 2026          Fecha de pago: viernes 22 de mayo de 2026\n\nDETALLE DE VIAJES\nViaje     Carta Porte  Fecha       Origen - Destino                           Flete      Maniobras\nRN-4471   CP-88210     11/may/26   Tepic, Nay. - Guadalajara, Jal.         18,500.00          0.00\nRN-4480   CP-88237     13/may/26   Guadalajara, Jal. - Manzanillo, Col.    21,300.00      1,200.00\nRN-4492   CP-88265     15/may/26   Manzanillo, Col. - Tepic, Nay.          24,750.00          0.00\n                                                                          ----------    ----------\n                                                               Sumas      64,550.00      1,200.00\n\nPERCEPCIONES                             DESCUENTOS Y RETENCIONES\nSubtotal fletes y maniobras  65,750.00   Retención IVA 4%                              2,630.00\nIVA trasladado 16%           10,520.00   Retención ISR 1.25% (RESICO)                    821.88\n                             ---------   Comisión por administración 8%\nTotal percepciones c/IVA     76,270.00     sobre fletes                                5,164.00\n                                         Diesel - vales (6) Gasolinera Los Fresnos    28,640.50\n                                         Anticipo gastos de viaje (RN-4471)            6,000.00\n                                         Fondo de garantía                             1,500.00\n                                         Seguro de carga                                 850.00\n                                         Rastreo satelital GPS                           350.00\n                                                                                     ----------\n                                         Total descuentos                             45,956.38\n\nREEMBOLSOS (no forman parte de la base del IVA)\nCasetas comprobadas - 14 tickets IAVE, viajes RN-4471 a RN-4492                       4,382.00\n\n   ==========================================================================\n   NETO A PAGAR POR TRANSFERENCIA SPEI (22/05/2026):            $34,695.62 M.N.\n   (TREINTA Y CUATRO MIL SEISCIENTOS NOVENTA Y CINCO PESOS 62/100 M.N.)\n   ==========================================================================\n\nSaldo del fondo de garantía al cierre: 17,500.00     Anticipos pendientes: 0.00\nLos CFDI de ingreso y de retenciones se enviarán al correo registrado del permisionario.\n\n______________________________              ______________________________\n   Recibí conforme (permisionario)               Autorizó (tesorería)\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 7627000,
      netCents: 3469562,
      date: '2026-05-22',
      broker: 'ROSAMORADA FLETES NAYARITAS, S.A. DE C.V.',
      tripNumber: 'RN-4471',
      miles: null,
      linehaulCents: 6455000,
      fuelSurchargeCents: null,
      advancesCents: 600000,
      escrowCents: 150000,
      reimbursementsCents: 438200,
      deductions: [263000, 82188, 516400, 2864050, 85000, 35000],
    },
  },
  {
    id: 'b143-mesilla-check-and-detached-stub',
    issuer: 'Mesilla Valley Petroleum Haulers, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'US company tanker-driver paycheck with the check face on top (amount in words, asterisk-filled amount, MM-DD-YY date, bank fraction, void notice) and a detach line, then the earnings statement: earnings table (units, rate, current, YTD), pre-tax and tax tables side by side with YTD, other deductions, a non-taxable reimbursement, and a two-row CURRENT/YTD totals grid at the bottom; MM-DD-YY dates',
    text: 'MESILLA VALLEY PETROLEUM HAULERS, INC.                            FIRST RIO GRANDE BANK\n2780 W. Picacho Ave                                                    Las Cruces, NM\nLas Cruces, NM 88007    (575) 555-0146                                 95-1120/1122\n                                                                    CHECK NO.  0058214\n\n                                                            DATE          AMOUNT\n                                                            04-10-26      *****1,173.07\nPAY  ONE THOUSAND ONE HUNDRED SEVENTY-THREE AND 07/100 DOLLARS\n\nTO THE ORDER OF   RUBEN A. TAFOYA\n                  1455 CALLE DE ALVAREZ\n                  MESILLA NM 88046                      ___________________________________\n                                                        AUTHORIZED SIGNATURE - VOID AFTER 90 DAYS\n- - - - - - - - - - - - - - - - - - - DETACH AND RETAIN - - - - - - - - - - - - - - - - - - - -\nMESILLA VALLEY PETROLEUM HAULERS, INC.                 EARNINGS STATEMENT        Check 0058214\nEmployee: RUBEN A. TAFOYA     ID 0341     Dept TANKER-FUEL     Fed: MFJ   NM: 2 allow.\nPeriod 03-29-26 thru 04-04-26                                          Pay date 04-10-26\n\nEARNINGS                  UNITS         RATE        CURRENT           YTD\nMileage                   1,842        .5850       1,077.57     14,322.87\nOn-duty hourly (ld/unld)  11.50      23.5000         270.25      3,454.50\nHazmat load premium           6      15.0000          90.00      1,170.00\nSafety bonus - Q1                                     75.00        225.00\n                                                 ----------    ----------\nGROSS                                              1,512.82     19,172.37\n\nPRE-TAX            CURRENT        YTD    |  TAXES                 CURRENT        YTD\n401(k) 5%            75.64     958.62    |  Federal income tax      96.18   1,224.35\nMedical - S125       48.60     680.40    |  Social Security         90.34   1,140.30\nDental - S125         7.15     100.10    |  Medicare                21.13     266.68\n                                         |  NM state income tax     28.41     361.20\n                                         |  NM workers comp fee      2.30       4.60\nOTHER DEDUCTIONS   CURRENT        YTD\nUniform rental       12.00     168.00\n\nNON-TAXABLE REIMBURSEMENT                        CURRENT        YTD\nScale tickets / tank wash-out (receipts)           42.00     311.50\n\n              GROSS     DEDUCTIONS     REIMBURSED       NET PAY\nCURRENT    1,512.82         381.75          42.00      1,173.07\nYTD       19,172.37       4,904.25         311.50     14,579.62\n\nFederal taxable wages this period 1,381.43    Miles this period 1,842    PTO balance 24.00 hrs\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 151282,
      netCents: 117307,
      date: '2026-04-10',
      broker: 'MESILLA VALLEY PETROLEUM HAULERS, INC.',
      tripNumber: null,
      miles: 1842,
      linehaulCents: 107757,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 4200,
      deductions: [7564, 4860, 715, 9618, 9034, 2113, 2841, 230, 1200],
    },
  },
  {
    id: 'b143-pincher-creek-summary-band-stub',
    issuer: 'Pincher Creek Freight Lines Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Alberta bi-weekly company-driver statement of earnings: header key/value block on the right with DD/MM/YYYY pay date and period, a four-cell summary band at the top (gross, statutory deductions, other deductions, net) with no totals at the bottom of the detail, earnings table split into Canada and U.S. mileage plus border, drop and hook, layover and 4% vacation pay with YTD, a deductions table (CPP, EI, combined income tax, benefits, road-advance recovery with a wrapped note, social club) with YTD, and an outstanding-advance balance and deposit line; DD/MM/YYYY dates, CAD',
    text: 'PINCHER CREEK FREIGHT LINES LTD.                        STATEMENT OF EARNINGS AND DEDUCTIONS\nBox 2290, 1105 Hewetson Ave                             Pay date:       27/03/2026\nPincher Creek, AB  T0K 1W0                              Pay period:     08/03/2026 - 21/03/2026\nPayroll 403-555-0179                                    Advice no.:     DD-118604\n                                                        Frequency:      Bi-weekly (pay 7 of 26)\nEmployee:  Gurpreet S. Dhillon       Emp. no. 2271      Position:       Highway Driver, Class 1\nSIN: ***-***-418                     Prov. of employment: AB            Currency: CAD\n ________________________________________________________________________________________\n|  GROSS EARNINGS      |  STATUTORY DEDUCTIONS  |  OTHER DEDUCTIONS    |  NET PAY           |\n|         2,800.79     |             702.66     |            293.20    |        1,804.93    |\n|______________________|________________________|______________________|____________________|\n\nEARNINGS                               Qty         Rate        Current            YTD\nMiles - Canada                       1,318       0.5950         784.21       4,112.64\nMiles - U.S.                         2,788       0.5950       1,658.86       9,879.38\nBorder crossings                         2      25.0000          50.00         300.00\nDrop & hook / P&D stops                  5      20.0000         100.00         480.00\nLayover - Laredo TX (14/03)              1     100.0000         100.00         200.00\nVacation pay 4%                                                  107.72         598.88\n\nDEDUCTIONS                                                     Current            YTD\nCPP contributions                                                158.64         870.40\nEI premiums                                                       45.65         253.81\nIncome tax (federal + Alberta)                                   498.37       2,761.04\nGroup health & dental (Blue Cross)                                38.20         267.40\nRoad advance recovery (advance of 500.00 issued                  250.00         250.00\n   12/03/2026 at Laredo, 2 instalments)\nSocial club                                                        5.00          35.00\n\nYTD gross 15,570.90     YTD deductions 4,437.65     YTD net 11,133.25\nRoad advance balance remaining after this pay: 250.00\nDeposited to ATB Financial acct ****2291 on 27/03/2026: 1,804.93\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 280079,
      netCents: 180493,
      date: '2026-03-27',
      broker: 'PINCHER CREEK FREIGHT LINES LTD.',
      tripNumber: null,
      miles: 4106,
      linehaulCents: 244307,
      fuelSurchargeCents: null,
      advancesCents: 25000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [15864, 4565, 49837, 3820, 500],
    },
  },
  {
    id: 'b143-quoddy-debtor-grouped-schedule',
    issuer: 'Quoddy Bay Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring notice of purchase and remittance: header key/value pairs on both sides (schedule, funded date, method, purchase date), invoices grouped under account-debtor heading lines (one debtor name wrapped over two lines) with invoice no., load/ref, invoice date, face, per-debtor fee %, per-invoice fee and reserve columns and a totals row, then a funding calculation with parenthesised deductions, an advance-on-schedule subtotal, fuel advance repaid, chargeback, wire fee and a prior-schedule reserve release to the amount wired, and a reserve-account roll-forward footer; DD Mon YYYY dates',
    text: 'QUODDY BAY CAPITAL, LLC\nFreight Bill Purchasing - 48 Water Street, Eastport, ME 04631 - 207-555-0152 - funding@quoddybaycap.com\n\nNOTICE OF PURCHASE AND REMITTANCE                         Schedule No.:   QBC-S-10377\nClient:   Sable Notch Transport LLC (Client ID 4418)      Purchase date:  13 Apr 2026\n          MC 1287706                                      Funded:         14 Apr 2026\nProgram:  Non-recourse, 10% reserve                       Method:         Fed wire, same day\n\nINVOICES PURCHASED, BY ACCOUNT DEBTOR\n---------------------------------------------------------------------------------------------------\n                       Inv #    Load / Ref    Inv Date        Face Amt    Fee %       Fee    Reserve\nHERON POINTE LOGISTICS LLC   (MC 977120 - Net 30)\n                       22611    HP-770142     06 Apr 2026     2,350.00    2.75%     64.63     235.00\n                       22614    HP-770388     09 Apr 2026     1,875.00    2.75%     51.56     187.50\nCASPIAN ROAD FREIGHT,\n   INC.   (Net 45)\n                       22612    5520917       07 Apr 2026     3,100.00    3.25%    100.75     310.00\nWEXCOMBE BROKERAGE CORP.   (Net 30)\n                       22615    WB-19044      10 Apr 2026     1,640.00    3.00%     49.20     164.00\n---------------------------------------------------------------------------------------------------\n4 invoices                                      Totals        8,965.00             266.14     896.50\n\nFUNDING CALCULATION\n   Face value purchased                                                   8,965.00\n   Reserve held (10%)                                                     (896.50)\n   Purchase fees                                                          (266.14)\n                                                                         ---------\n   Advance on schedule                                                    7,802.36\n   Fuel advance FA-2291 of 09 Apr 2026, repaid                            (500.00)\n   Chargeback - inv 22488 short-paid by debtor                             (85.00)\n   Same-day wire fee                                                       (20.00)\n   Reserve released - Schedule QBC-S-10341 (all invoices paid)              612.40\n                                                                         =========\n   AMOUNT WIRED TO CLIENT                                                 7,809.76\n\nReserve account: opening 3,448.20 + held 896.50 - released 612.40 = ending 3,732.30\nOpen invoices with Quoddy Bay after this schedule: 23, totalling 41,906.00\nPayments on these invoices must be remitted only to Quoddy Bay Capital, LLC, PO Box 118, Eastport ME.\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 896500,
      netCents: 780976,
      date: '2026-04-14',
      broker: 'HERON POINTE LOGISTICS LLC',
      tripNumber: 'HP-770142',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 89650,
      reimbursementsCents: null,
      deductions: [26614, 8500, 2000],
    },
  },
  {
    id: 'b143-nenana-repair-order-invoice',
    issuer: 'Nenana Road Diesel, Inc.',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Heavy-truck shop invoice: shop header with invoice number and invoice/RO dates stacked on the right, bill-to and unit blocks side by side (odometer, engine hours), numbered complaint/cause/correction jobs, a parts table (qty, part no., description, unit, extended), a labor table by job (hours, rate), shop supplies and waste-oil lines, an invoice total less a deposit to a balance due, and terms fine print; M/D/YY dates',
    text: 'NENANA ROAD DIESEL, INC.                                              INVOICE\n2150 Van Horn Road, Fairbanks, AK 99701                        Invoice #:     26-04417\n907-555-0114  -  heavy truck / trailer / reefer                Invoice date:  6/9/26\n                                                               RO opened:     6/7/26\n                                                               Technician:    D. Kasayulie\n\nBILL TO                                      UNIT\nTanana Ridge Hauling LLC                     Unit 7 - 2018 Western Star 4900SB\nPO Box 80512                                 VIN 5KKHAXDV8JPJK2291\nFairbanks AK 99708                           Odometer 611,284   Engine hrs 24,107\nAcct 1187  -  PO: verbal / Dale                 Customer states: brakes dragging, no charge light\n\nJOB 1  Complaint: rear drive axle brakes dragging, air leak at RR chamber\n       Cause: ruptured diaphragm, seized slack adjuster\n       Correction: replaced both rear drive spring brake chambers and RR slack, adjusted, tested\nJOB 2  Complaint: battery light on.  Cause: alternator output 11.8V.  Correction: R&R alternator, belt\nJOB 3  PM-A service: oil and filter, chassis lube, inspection sheet attached\n\nPARTS\nQty  Part No.     Description                                   Unit          Ext\n  2  TSE3030LS    Spring brake chamber 30/30 long stroke      186.40       372.80\n  1  AS1139       Automatic slack adjuster 5.5"                64.95        64.95\n  8  PTC-12       Air fitting push-to-connect 1/2"              4.12        32.96\n  1  ALT-160R     Alternator 160A remanufactured              412.80       412.80\n  2  BLT-K080     Serpentine belt                              18.75        37.50\n 11  OIL-15W40    Engine oil 15W-40 (gal)                      14.20       156.20\n                                                          Parts total    1,077.21\nLABOR                                              Hours      Rate\nJob 1  brake chambers / slack                        3.2    145.00        464.00\nJob 2  alternator / belt                             1.5    145.00        217.50\nJob 3  PM-A service                                  0.8    145.00        116.00\n                                                          Labor total      797.50\nShop supplies (5% of labor)                                                 39.88\nWaste oil / filter disposal                                                 12.50\n                                                        INVOICE TOTAL    1,927.09\n                                            Deposit rec\'d 6/7/26 (Visa)    500.00-\n                                                          BALANCE DUE    1,427.09\n\nTerms: net 15 days. 1.5% per month on past-due balances. No sales tax - Fairbanks North Star Borough.\nParts warranty per manufacturer; labor warranted 90 days / 10,000 miles.   Customer copy\n',
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-06-09',
    },
  },
  {
    id: 'b143-raft-river-rate-grid-confirmation',
    issuer: 'Raft River Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker load tender and rate confirmation for a step-deck load: long weekday month-name date, load # and a customer reference on the right, carrier/driver lines, equipment and commodity with a declared value, pickup and two deliveries, the agreed rate as a one-row horizontal ruled grid (linehaul, FSC, extra stop, tarp, total), accessorials-if-incurred and payment terms (detention, layover, TONU, QuickPay %) that are not part of the rate, and signature lines',
    text: "RAFT RIVER LOGISTICS, INC.                           CARRIER LOAD TENDER / RATE CONFIRMATION\n1180 Overland Ave, Burley, ID 83318\nCarrier desk 208-555-0167  -  MC 1098834  -  loads@raftriverlogistics.com\n\nThursday, July 2, 2026  10:42 MT                             RRL LOAD #:    RRL-2607-0195\nBooked by: Cody Hanchett                                     Customer ref:  AGP-55812-C\n\nTO CARRIER:  Copper Basin Flatbed LLC     MC 1344092     Dispatch: Lena Whitcomb 208-555-0931\nDRIVER:      Abel Ortiz  cell 208-555-0475     Truck 12 / Trailer 48' step deck\n\nEQUIPMENT:   Step deck, 4' drop tarps required, 8 straps + 4 chains/binders\nCOMMODITY:   Irrigation pivot components, 14 crated pieces, 31,400 lbs   Declared value $85,000.00\n\nPICK UP     Fri Jul 3   07:00-11:00      Valley Pivot Supply, 355 S 200 W, Rupert ID 83350\n                                         PU# 77104 - call 30 min out, forklift on site\nDELIVER 1   Mon Jul 6   08:00 appt       Snake River Farm Co-op, 1420 Hwy 201, Ontario OR 97914\n                                         PO 4410-88 (6 crates)\nDELIVER 2   Mon Jul 6   14:00 FCFS       Harney Basin Ag Service, 62 Hwy 20 W, Burns OR 97720\n                                         PO 4410-91 (8 crates) - driver must tarp until unload\n\n+---------------------+------------------+----------------+--------------+------------------+\n| LINE HAUL (flat)    | FUEL SURCHARGE   | ADD'L STOP     | TARP         | TOTAL RATE (USD) |\n| $2,400.00           | $385.00          | $75.00         | $100.00      | $2,960.00        |\n+---------------------+------------------+----------------+--------------+------------------+\n\nACCESSORIALS IF INCURRED - not included above, need RRL approval and receipts:\n   Detention $50.00/hr after 2 hrs free - Layover $250.00/day - TONU $200.00 - Driver assist $75.00\nPAYMENT: 30 days from clean signed POD. QuickPay 2.5% in 48 hrs. Factoring NOA on file accepted.\nCarrier may not re-broker, co-load or transfer this load. Tracking link must stay on until delivery.\n\nCarrier signature: ____________________________   Printed name: ______________   Date: ________\nSign and return to loads@raftriverlogistics.com - this confirmation supersedes any prior rate quote.\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 296000,
      broker: 'RAFT RIVER LOGISTICS, INC.',
      tripNumber: 'RRL-2607-0195',
    },
  },
];
