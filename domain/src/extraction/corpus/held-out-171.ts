import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 171: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages, loaded/empty miles at separate
 * rates, wrapped trip rows with per-trip subtotals, balances beside deductions and totals only in the
 * recap; US lessor 72% percentage plan with a labels-above-amounts summary strip, several amounts per
 * load line and a maintenance-fund release; US dispatch service flat-rate statement with the net ACH
 * first, a running-balance ledger starting with an advance and trailing-minus negatives; French Quebec
 * voiturier relevé with flat forfaits, TPS/TVQ inside the total des gains, PÉRIODE/CUMUL ANNUEL columns,
 * footnotes and the net in words; Mexican liquidación al permisionario in MXN with per-viaje subtotal
 * blocks, IVA 16 %, retención IVA 4 % and ISR 1,25 %, casetas reimbursement and the net in words), two
 * pay stubs (New Jersey weekly tank driver with earnings and deductions side by side with YTD and a
 * split direct deposit; Saskatchewan bi-weekly trip-rate stub with CPP/EI, YTD and employer
 * contributions), a factoring purchase advice with wrapped debtor names, a fee column and DR/CR
 * settlement, a broker rate confirmation with boxed stops and the rate in words, and a short lumper
 * receipt.
 * Countries: 7 US, 2 CA (one French Quebec, one Saskatchewan), 1 MX.
 * Date formats: MM/DD/YY, weekday + month name (Friday, April 24, 2026), ISO YYYY-MM-DD, French month
 * name (le 27 mars 2026) with DD/MM/YYYY, Spanish long date (8 de mayo de 2026) with DD/MM/YYYY,
 * MM/DD/YYYY, day-first DD/MM/YYYY with "17 Apr 2026", "APR 14 2026", "May 7, 2026" with M/D/YYYY,
 * "JUN 02 2026 14:37".
 * Number formats: 1,234.56 with parentheses, trailing minus (600.00-), French 1 234,56 $, MXN
 * 1.234,56 with amount in words, DR/CR suffixes, plain 1,234.56.
 */
export const HELD_OUT_DOCUMENTS_171: CorpusDocument[] = [
  {
    id: 'b171-necanicum-two-page-wrapped-trips-recap',
    issuer: 'Necanicum Highway Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile contractor settlement (loaded and empty miles paid at different rates, FSC per loaded mile). Page 1 is a header block and the first two trips of a trip table where every trip wraps onto a second line (lane and customer reference) and carries its own "Trip total" subtotal; page 2 repeats a shorter header and the column heads, finishes the trips, then a deductions list with a BALANCE REMAINING column beside the weekly amounts (plate, advance and escrow balances), a reimbursements block, and a RECAP that is the only place totals appear: loaded and empty miles printed separately (never summed), gross, one combined deductions/advances/escrow figure in parentheses, and the ACH net. MM/DD/YY dates.',
    text: "NECANICUM HIGHWAY FREIGHT, INC.                         CONTRACTOR SETTLEMENT\n1190 N Roosevelt Dr, Seaside OR 97138                   Stmt #      NHF-S-260417-31\nMC 1187452   USDOT 3319057   (503) 555-0186             Pay Date    04/17/26\n                                                        Week Ending 04/11/26\nContractor: Lars Whitcomb dba WHITCOMB TRANSPORT        Unit 31 / Vendor ID 40031\nPay basis:  Loaded mi $2.05   Empty mi $1.25   FSC $0.48 per loaded mi\n\nTRIP DETAIL\nTrip No.    Date      Loaded  Empty  Loaded Pay  Empty Pay  Fuel Surch  Accessorial\n            Origin -> Destination / Customer reference\n---------------------------------------------------------------------------------\nNHF-23114   04/05/26     412     36      844.60      45.00      197.76        0.00\n            Astoria OR -> Yakima WA     PO 66021 Lewis & Clark Cold Storage\n                                                          Trip total    1,087.36\nNHF-23129   04/07/26     288      0      590.40       0.00      138.24       75.00\n            Yakima WA -> Spokane WA     BL 7740 Palouse Grain Co-op  (DET 3 h)\n                                                          Trip total      803.64\n---------------------------------------------------------------------------------\nQuestions: settlements@necanicumhf.com                 Page 1 of 2  (continued)\n=================================================================================\nNECANICUM HIGHWAY FREIGHT, INC.     Stmt # NHF-S-260417-31     Pay Date 04/17/26\nContractor: WHITCOMB TRANSPORT (Unit 31)                              Page 2 of 2\n\nTRIP DETAIL (continued)\nTrip No.    Date      Loaded  Empty  Loaded Pay  Empty Pay  Fuel Surch  Accessorial\n            Origin -> Destination / Customer reference\n---------------------------------------------------------------------------------\nNHF-23137   04/08/26     506     58    1,037.30      72.50      242.88        0.00\n            Spokane WA -> Boise ID      SO 88-1452 Coeur d'Alene Lumber\n                                                          Trip total    1,352.68\nNHF-23150   04/10/26     365     21      748.25      26.25      175.20       50.00\n            Boise ID -> Pendleton OR -> Hermiston OR   Ref 5521 (STOP Pendleton)\n                                                          Trip total      999.70\n---------------------------------------------------------------------------------\n\nDEDUCTIONS                                  THIS WEEK      BALANCE REMAINING\n  Fuel purchases (EFS card, 9 txns)          1,512.33\n  Physical damage / cargo insurance             96.40\n  Occupational accident                         38.75\n  ELD subscription                              24.99\n  Base plate (weekly 1/52)                      31.20               1,060.80\n  EFS cash advance 04/08/26                    300.00                   0.00\n  Escrow deposit                               150.00   escrow bal  1,950.00\n\nREIMBURSEMENTS (receipts on file)\n  CAT scale - Ellensburg WA                     12.75\n  Tolls - WSDOT Good To Go                      48.60\n\nRECAP\n  Loaded miles      1,571           Empty miles        115\n  Mileage pay                   3,364.30\n  Fuel surcharge                  754.08\n  Accessorials                    125.00\n  GROSS EARNINGS                4,243.38\n  Deductions, advance & escrow (2,153.67)\n  Reimbursements                   61.35\n  NET PAY - ACH                 2,151.06     US Bank ****2207\n\nBalances are informational. Disputes must be raised within 30 days of the pay date.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 424338,
      netCents: 215106,
      date: '2026-04-17',
      broker: 'NECANICUM HIGHWAY FREIGHT, INC.',
      tripNumber: 'NHF-23114',
      miles: 1686,
      linehaulCents: 336430,
      fuelSurchargeCents: 75408,
      advancesCents: 30000,
      escrowCents: 15000,
      reimbursementsCents: 6135,
      deductions: [151233, 9640, 3875, 2499, 3120],
    },
  },
  {
    id: 'b171-mermentau-labels-above-amounts-strip',
    issuer: 'Mermentau Prairie Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage plan (72% of line-haul revenue, 100% of FSC and accessorials). A summary strip near the top prints seven labels on one line with their amounts on the line below (gross, parenthesised deductions, advances, maintenance-fund deposit, a fund release, reimbursed, net deposit). Load activity puts several labelled amounts on one line per load (100% revenue, 72% share, FSC, accessorial) with a totals row whose revenue total is the 100% billing, not the pay. Charges and credits then sit in side-by-side columns, the credits mixing reimbursements with a maintenance-fund release; fund balances at the foot. Weekday + month-name dates.',
    text: '                    MERMENTAU PRAIRIE TRACTOR LEASING, LLC\n      4471 Hwy 90 East, Jennings, LA 70546  |  337-555-0163  |  leaseops@mptl.net\n                INDEPENDENT CONTRACTOR PAY STATEMENT  -  PLAN 72\n\nStatement date:  Thursday, April 23, 2026     Period:  April 12 through April 18, 2026\nDeposit date:    Friday, April 24, 2026       Lease agreement MPL-LA-0458 / Tractor 458\nContractor:      Delphine Arceneaux (Arceneaux Trucking LLC)\nOperating under Mermentau Prairie authority  MC 998213  USDOT 2874410\n\nSUMMARY\n  GROSS PAY     DEDUCTIONS     ADVANCES     MAINT FUND    FUND RELEASE   REIMBURSED    NET DEPOSIT\n   6,495.35     (2,831.70)     (400.00)      (175.00)        615.00        117.80       3,821.45\n\nLOAD ACTIVITY   (revenue shown at 100%; paid 72% of line haul, 100% of FSC and accessorials)\nMPL-8812  04/13  Lake Charles LA > Houston TX      Rev 2,480.00  72% 1,785.60  FSC 310.00  Acc   0.00\nMPL-8820  04/15  Houston TX > Baton Rouge LA       Rev 1,955.00  72% 1,407.60  FSC 244.50  Acc   0.00\nMPL-8833  04/16  Baton Rouge LA > Little Rock AR   Rev 3,120.00  72% 2,246.40  FSC 401.25  Acc 100.00 DET\n          Totals                                   Rev 7,555.00  72% 5,439.60  FSC 955.75  Acc 100.00\n\nCHARGES TO CONTRACTOR                       |  CREDITS TO CONTRACTOR\n  Tractor lease payment #37       725.00    |    Toll reimb. - LA-1 bridge           27.80\n  Fuel - TCH card (6 txns)      1,866.42    |    Lumper reimb. - MPL-8820            90.00\n  Liability insurance share       145.00    |    Maintenance fund release           615.00\n  Occupational accident            34.60    |      (approved tire inv. T-5520)\n  ELD / tablet                     18.50    |\n  IFTA adjustment Q1 2026          42.18    |\n  Comchek advance 04/14           400.00    |\n  Maintenance fund deposit        175.00    |\n\nFUND BALANCES   Maintenance fund after release: 2,340.00     Lease payoff: 61,208.77\nDeposited to: Jeff Davis Bank ...3391.  Report discrepancies within 10 business days.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 649535,
      netCents: 382145,
      date: '2026-04-24',
      broker: 'MERMENTAU PRAIRIE TRACTOR LEASING, LLC',
      tripNumber: 'MPL-8812',
      miles: null,
      linehaulCents: 543960,
      fuelSurchargeCents: 95575,
      advancesCents: 40000,
      escrowCents: 17500,
      reimbursementsCents: 11780,
      deductions: [72500, 186642, 14500, 3460, 1850, 4218],
    },
  },
  {
    id: 'b171-pawcatuck-net-first-running-ledger',
    issuer: 'Pawcatuck Dispatch Partners, LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service carrier statement for flat-rate loads, sections in unusual order: the net ACH line comes first, then a posting-order LEDGER whose first entry is a fuel advance (not a load), with loads, detention, a lumper reimbursement and fees interleaved, each amount beside a running BALANCE column, negatives with a trailing minus and one broker name wrapping onto the next line; the LOAD SUMMARY with per-load rate, detention, quick-pay fee and dispatch-fee columns and a totals row (the only printed gross) comes last. ISO dates.',
    text: "PAWCATUCK DISPATCH PARTNERS, LLC                         CARRIER STATEMENT\n22 Canal Street, Suite 4, Westerly, RI 02891             Statement  PDP-2026-0425-HRT\ndispatch@pawcatuckdp.com   (401) 555-0129                Period     2026-04-19 .. 2026-04-25\n                                                         Issued     2026-04-28\nCarrier: HOLLIS ROAD TRUCKING LLC   MC 1294406 / USDOT 3710352\nDriver:  Kofi Mensah   Truck 12 / Trailer 5312 (53' dry van)\n\n>>> NET ACH SENT 2026-04-29 TO CARRIER (Washington Trust ...6614):      6,878.00 <<<\n\nLEDGER  (posting order; BALANCE = running amount due to carrier)\nDate        Item                                                  Amount     Balance\n2026-04-20  Fuel advance - EFS check 4471022                      600.00-     600.00-\n2026-04-21  Load CFB-884152  Copperline Freight Brokerage,      2,350.00    1,750.00\n            Inc.  Norwich CT > Harrisburg PA (flat)\n2026-04-22  Load H8-30917  Harbor Eight Logistics               1,475.00    3,225.00\n            Harrisburg PA > Newark NJ (flat)\n2026-04-22  Detention H8-30917 (3 h @ 40.00)                      120.00    3,345.00\n2026-04-23  Load TCB-11-5520  Tidewater Crossdock Brokers LLC   3,100.00    6,445.00\n            Newark NJ > Charlotte NC (flat)\n2026-04-23  Lumper reimbursement TCB-11-5520 (rcpt 20913)         150.00    6,595.00\n2026-04-25  Load CFB-884377  Copperline Freight Brokerage,        980.00    7,575.00\n            Inc.  Charlotte NC > Richmond VA (flat)\n2026-04-25  Dispatch fees (see load summary)                      500.00-   7,075.00\n2026-04-25  Broker quick-pay fees (see load summary)              109.00-   6,966.00\n2026-04-25  Cargo insurance installment 4 of 12                    88.00-   6,878.00\n            BALANCE SENT BY ACH                                             6,878.00\n\nLOAD SUMMARY\nLoad #           Broker                     Flat rate   Detention   QP fee 2%   Disp. fee\nCFB-884152       Copperline Freight          2,350.00        0.00       47.00      125.00\nH8-30917         Harbor Eight Logistics      1,475.00      120.00        0.00      125.00\nTCB-11-5520      Tidewater Crossdock         3,100.00        0.00       62.00      125.00\nCFB-884377       Copperline Freight            980.00        0.00        0.00      125.00\n                                            ---------   ---------   ---------   ---------\nTOTALS (gross load revenue 8,025.00)         7,905.00      120.00      109.00      500.00\n\nRates are all-in flat rates as booked on the broker rate confirmations (fuel included).\nPawcatuck Dispatch Partners collects from brokers on your behalf under the dispatch agreement.\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 802500,
      netCents: 687800,
      date: '2026-04-29',
      broker: 'PAWCATUCK DISPATCH PARTNERS, LLC',
      tripNumber: 'CFB-884152',
      miles: null,
      linehaulCents: 790500,
      fuelSurchargeCents: null,
      advancesCents: 60000,
      escrowCents: null,
      reimbursementsCents: 15000,
      deductions: [50000, 10900, 8800],
    },
  },
  {
    id: 'b171-riviere-rouge-periode-cumul-talon',
    issuer: 'Rivière-Rouge Fret inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec relevé de paie for a voiturier-propriétaire paid flat voyage rates plus an 18 % fuel supplement. A two-column voyage table (forfait, supplément, attente) is followed by a summary with PÉRIODE and CUMUL ANNUEL columns side by side, in which TPS and TVQ are added to reach the printed Total des gains; retenues, the avance and the fonds de réserve are listed with cumulative figures, a péage reimbursement is added after the total, footnotes marked with asterisks give the tax numbers and the reserve balance, and a detachable talon repeats the net in words. Amounts 1 234,56 $, French month names and DD/MM/YYYY dates.',
    text: "RIVIÈRE-ROUGE FRET INC.                               RELEVÉ DE PAIE - VOITURIER\n1820, boul. Fernand-Lafontaine, Mont-Laurier (Québec) J9L 2X3\nTél. 819 555-0147   NEQ 1174403829   Permis CTQ R-612204-7\n\nVoiturier : Transport M. Gagnon enr. (Mathieu Gagnon)       No fournisseur : V-0218\nRelevé no : RR-2026-0312                                     Date du relevé : 26/03/2026\nPériode   : du 15/03/2026 au 21/03/2026                      Paiement : le 27 mars 2026\n\nVOYAGES DE LA PÉRIODE\nNo voyage   Date    Trajet                          Forfait   Suppl. carb. 18 %    Attente\nRRF-55102   16/03   Mont-Laurier > Montréal      1 150,00 $          207,00 $     0,00 $\nRRF-55117   18/03   Montréal > Québec              980,00 $          176,40 $     0,00 $\nRRF-55123   20/03   Québec > Mont-Laurier        1 320,00 $          237,60 $    90,00 $\n\nSOMMAIRE                                              PÉRIODE          CUMUL ANNUEL\n  Forfaits de voyage                               3 450,00 $           31 870,00 $\n  Supplément carburant                               621,00 $            5 736,60 $\n  Temps d'attente                                     90,00 $              585,00 $\n  Sous-total des services                          4 161,00 $           38 191,60 $\n  TPS 5 % *                                          208,05 $            1 909,58 $\n  TVQ 9,975 % *                                      415,06 $            3 809,61 $\n  TOTAL DES GAINS                                  4 784,11 $           43 910,79 $\n\nRETENUES\n  Carburant (cartes Petro-Pass, 7 trans.)          1 406,37 $           13 218,44 $\n  Assurance camion (mensualité/4)                    122,50 $            1 470,00 $\n  Location de remorque (taxes incl.)                 206,96 $            2 483,52 $\n  Frais d'administration                              25,00 $              300,00 $\n  Télématique / DCE                                   21,85 $              262,20 $\n  Avance en argent du 17/03/2026                     250,00 $              750,00 $\n  Fonds de réserve **                                100,00 $            1 200,00 $\n  Total des retenues                               2 132,68 $\n\nREMBOURSEMENTS\n  Péage autoroute 30 (reçus joints)                   17,82 $\n\nMONTANT NET DÉPOSÉ                                 2 669,25 $\n\n*  TPS no 74210 5518 RT0001 / TVQ no 1227815530 TQ0001 du voiturier.\n** Solde du fonds de réserve après ce relevé : 3 100,00 $ (remboursable à la fin du contrat).\nPage 1 de 1\n- - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -\nTALON DE DÉPÔT DIRECT                                  Date : 27/03/2026\nDéposé au compte de : Transport M. Gagnon enr.  Caisse Desjardins des Hautes-Laurentides\nFolio ****4410\nLa somme de : deux mille six cent soixante-neuf dollars et 25/100       2 669,25 $\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 478411,
      netCents: 266925,
      date: '2026-03-27',
      broker: 'RIVIÈRE-ROUGE FRET INC.',
      tripNumber: 'RRF-55102',
      miles: null,
      linehaulCents: 345000,
      fuelSurchargeCents: 62100,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: 1782,
      deductions: [140637, 12250, 20696, 2500, 2185],
    },
  },
  {
    id: 'b171-paquime-per-viaje-subtotals-words',
    issuer: 'Paquimé Transportes del Norte, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación al permisionario in MXN printed by an ERP set to 1.234,56 separators. Each viaje is its own block (flete, estadía, viaje subtotal) with the viaje number in the block heading; after the blocks come IVA 16 %, a TOTAL PERCEPCIONES that includes IVA, retenciones (IVA 4 % and ISR RESICO 1,25 %), descuentos, the anticipo and fondo de garantía, then a toll reimbursement added below the deductions, the net in figures and in words with the SPEI transfer line, and a CFDI footnote. Spanish long date plus DD/MM/YYYY.',
    text: 'PAQUIMÉ TRANSPORTES DEL NORTE, S.A. DE C.V.\nRFC PTN0907148K2   Av. Juárez 1406, Col. Centro, Nuevo Casas Grandes, Chih. C.P. 31700\nPermiso SICT 0814PTN13072009   Tel. 636 555 0193\n\n                 LIQUIDACIÓN AL PERMISIONARIO No. LQ-26-0419\nNuevo Casas Grandes, Chih., a 8 de mayo de 2026\nPermisionario: Heriberto Loya Chávez   RFC LOCH780312QX5   Unidad 27 (Kenworth T680)\nPeriodo: 27/04/2026 al 03/05/2026\n\n---------------------------------------------------------------------------\nVIAJE PTN-7701   28/04/2026   Cd. Juárez, Chih. -> Chihuahua, Chih.\n   Carta porte CP-51187            Flete pactado                14.500,00\n                                   Estadía                           0,00\n                                   Subtotal viaje               14.500,00\n---------------------------------------------------------------------------\nVIAJE PTN-7709   30/04/2026   Chihuahua, Chih. -> Torreón, Coah.\n   Carta porte CP-51203            Flete pactado                16.800,00\n                                   Estadía (1 día)               1.200,00\n                                   Subtotal viaje               18.000,00\n---------------------------------------------------------------------------\nVIAJE PTN-7715   02/05/2026   Torreón, Coah. -> Cd. Juárez, Chih.\n   Carta porte CP-51226            Flete pactado                18.250,00\n                                   Estadía                           0,00\n                                   Subtotal viaje               18.250,00\n---------------------------------------------------------------------------\n                          SUBTOTAL FLETES Y ESTADÍAS            50.750,00\n                          IVA 16 %                               8.120,00\n                          TOTAL PERCEPCIONES                    58.870,00\n\nRETENCIONES\n   Retención IVA 4 %                                             2.030,00\n   Retención ISR 1,25 % (RESICO)                                   634,38\nDESCUENTOS\n   Diesel (vales Nos. 8812 a 8827)                              21.480,60\n   Seguro de la unidad (semana 18)                               1.850,00\n   Rastreo satelital GPS                                           450,00\n   Anticipo para gastos de viaje (28/04/2026)                    6.000,00\n   Fondo de garantía                                             1.500,00\n                          TOTAL DEDUCCIONES                     33.944,98\nMÁS\n   Reembolso de casetas comprobadas (14 comprobantes)            3.412,00\n\n                          NETO A PAGAR                    $     28.337,02 MXN\n(VEINTIOCHO MIL TRESCIENTOS TREINTA Y SIETE PESOS 02/100 M.N.)\n\nPago por transferencia SPEI el 08/05/2026 a BBVA México, CLABE 0121 5800 **** **** 63\nSaldo del fondo de garantía: 19.500,00\nNota: El permisionario emitirá el CFDI de ingreso con complemento Carta Porte por el\ntotal de percepciones antes del siguiente corte.\n                                                                    Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5887000,
      netCents: 2833702,
      date: '2026-05-08',
      broker: 'PAQUIMÉ TRANSPORTES DEL NORTE, S.A. DE C.V.',
      tripNumber: 'PTN-7701',
      miles: null,
      linehaulCents: 4955000,
      fuelSurchargeCents: null,
      advancesCents: 600000,
      escrowCents: 150000,
      reimbursementsCents: 341200,
      deductions: [203000, 63438, 2148060, 185000, 45000],
    },
  },
  {
    id: 'b171-musconetcong-side-by-side-ytd-split-deposit',
    issuer: 'Musconetcong Tank Lines, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Weekly company-driver pay stub for a tank carrier. Earnings (rate, units, current, YTD) and taxes/deductions (current, YTD) run side by side on the same lines, so most lines carry five or six numbers; one earnings row has a zero current amount with a YTD value; pre-tax, tax and post-tax groups are labelled in the right column only. A totals line prints gross, total deductions and net for current and YTD in one row, and the net is split between two direct-deposit accounts listed below. MM/DD/YYYY dates.',
    text: 'MUSCONETCONG TANK LINES, INC.                               EARNINGS STATEMENT\n305 Willow Grove St, Hackettstown, NJ 07840                 Advice No.  0418-2207\nFEIN 22-3917054   USDOT 1486620                             Pay Date    05/01/2026\n                                                            Period      04/19/2026 - 04/25/2026\nEmployee: Darnell T. Whitaker      ID 2207      Dept: Bulk Chemical / Driver\nFiling: Federal Married, NJ B      Pay frequency: Weekly\n\nEARNINGS              RATE     UNITS     CURRENT          YTD | TAXES / DEDUCTIONS       CURRENT          YTD\nMileage             0.6400  2,318 mi    1,483.52    26,104.96 | PRE-TAX\nTank load premium  30.0000      5 ld      150.00     2,370.00 |  401(k) 5%                 85.88     1,466.85\nDetention/wait     24.0000    3.50 h       84.00       612.00 |  Medical (Sec.125)         41.25       742.50\nSafety bonus                                0.00       250.00 |  Dental (Sec.125)           9.80       176.40\n                                                              | TAXES\n                                                              |  Federal income tax       142.36     2,398.44\n                                                              |  Social Security          103.93     1,772.86\n                                                              |  Medicare                  24.31       414.62\n                                                              |  NJ income tax             48.17       812.06\n                                                              |  NJ UI/WF/SWF               7.30       124.68\n                                                              |  NJ FLI                     5.67        96.81\n                                                              |  NJ SDI                     3.26        55.74\n--------------------------------------------------------------------------------------------------------------\n               GROSS PAY               1,717.52    29,336.96   TOTAL DEDUCTIONS       471.93     8,060.96\n                                                               NET PAY              1,245.59    21,276.00\n\nDIRECT DEPOSIT                     ACCOUNT          AMOUNT\n  Lakeland Bank   Savings          ****0913         100.00\n  Lakeland Bank   Checking         ****5520       1,145.59\n\nYTD miles 40,789.  PTO balance 24.0 h.  Questions: payroll@musconetcongtank.com  (908) 555-0172\nTHIS IS NOT A CHECK - NON-NEGOTIABLE\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 171752,
      netCents: 124559,
      date: '2026-05-01',
      broker: 'MUSCONETCONG TANK LINES, INC.',
      tripNumber: null,
      miles: 2318,
      linehaulCents: 148352,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [8588, 4125, 980, 14236, 10393, 2431, 4817, 730, 567, 326],
    },
  },
  {
    id: 'b171-quappelle-biweekly-trip-rate-employer-contrib',
    issuer: 'Redberry Lakeview Haulage Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Saskatchewan bi-weekly company-driver pay statement, plain and fairly short: trip-rate pay by lane (count x rate), waiting time, statutory holiday pay and 4 % vacation pay, each with THIS PAY and YEAR TO DATE columns; statutory and voluntary deductions with the same two columns; then an EMPLOYER CONTRIBUTIONS block (CPP, EI, RRSP match) that is not taken from the driver, and a vacation/banked-time footer. Day-first DD/MM/YYYY dates and a day-month-name pay date.',
    text: "REDBERRY LAKEVIEW HAULAGE LTD.\nBox 1188, 400 Industrial Dr, Fort Qu'Appelle SK  S0G 1S0    306-555-0138\nBusiness No. 81402 7733 RP0001\n\nPAY STATEMENT                               Pay date:   17 Apr 2026\nEmployee: Colleen Ratushniak (No. 0061)     Pay period: 29/03/2026 to 11/04/2026\nPosition: Class 1A Driver - Regional        Pay no. 8 (bi-weekly)\n\nEARNINGS                                         THIS PAY      YEAR TO DATE\n  Trip pay Regina - Saskatoon rtn   6 x 310.00   1,860.00         13,950.00\n  Trip pay Regina - Yorkton rtn     3 x 265.00     795.00          5,795.00\n  Waiting time                    7.5 h x 26.00    195.00          1,183.00\n  Stat holiday - Good Friday 03/04/2026            236.40            472.80\n  Vacation pay 4%                                  123.46            856.03\n                                                 --------         ---------\n  GROSS EARNINGS                                 3,209.86         22,256.83\n\nDEDUCTIONS                                       THIS PAY      YEAR TO DATE\n  Canada Pension Plan                              182.98          1,260.20\n  Employment Insurance                              52.32            362.79\n  Federal income tax                               318.40          2,301.75\n  Saskatchewan income tax                          197.55          1,432.90\n  Group benefits (Sun Life)                         38.20            305.60\n  Group RRSP - employee fixed                      100.00            800.00\n                                                 --------         ---------\n  TOTAL DEDUCTIONS                                 889.45          6,463.24\n\nNET PAY (direct deposit, Conexus CU ****7781)    2,320.41         15,793.59\n\nEMPLOYER CONTRIBUTIONS (not deducted from your pay)\n  CPP employer 182.98    EI employer 73.25    Group RRSP match 100.00\n\nVacation paid out each cheque at 4%.  Banked overtime: 0.0 h.  Sick days left: 4.\n",
    expected: {
      documentType: 'pay_stub',
      grossCents: 320986,
      netCents: 232041,
      date: '2026-04-17',
      broker: 'REDBERRY LAKEVIEW HAULAGE LTD.',
      tripNumber: null,
      miles: null,
      linehaulCents: 265500,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [18298, 5232, 31840, 19755, 3820, 10000],
    },
  },
  {
    id: 'b171-narraguagus-schedule-wrapped-debtors-drcr',
    issuer: 'Narraguagus Freight Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase advice for one schedule: an invoice table whose debtor names wrap onto a second line, with face, 10 % reserve, 2.75 % fee and advance columns and a totals row; below it a settlement of the advance in DR/CR notation (fee total, fuel-advance recovery, chargeback of a short-paid older invoice, same-day ACH fee, and a reserve rebate credited from an older schedule), the funded amount and a reserve-account footer. Month-abbreviation dates (APR 14 2026) and a MM/DD/YY invoice date column.',
    text: 'NARRAGUAGUS FREIGHT FUNDING, LLC\nPO Box 318, 41 Main St, Cherryfield, ME 04622    (207) 555-0156    funding@narraguagusff.com\n\nPURCHASE ADVICE / REMITTANCE                     Schedule No.   S-20417\nClient:  BOLD COAST CARRIERS LLC                 Client No.     BCC-0093\n         MC 1033872  USDOT 2659104               Funding Date   APR 14 2026\n         88 Elm St, Machias ME 04654             Program        Recourse, 90/10\n\nINVOICES PURCHASED\nInv #  Inv Date  Load / PRO      Debtor                       Face    Reserve 10%  Fee 2.75%     Advance\n1047   04/09/26  GLX-550612      Granite Ledge Logistics,  2,875.00       287.50      79.06    2,587.50\n                                 Inc.\n1048   04/10/26  9931-204        Fundy Bay Brokerage       1,640.00       164.00      45.10    1,476.00\n                                 Corp.\n1049   04/10/26  ATL-77813       Granite Ledge Logistics,  3,210.00       321.00      88.28    2,889.00\n                                 Inc.\n1050   04/13/26  SHP-20418       Katahdin Paper Mills      2,095.50       209.55      57.63    1,885.95\n                                 (shipper - direct bill)\n                                                          --------     --------    -------    --------\n       4 invoices                                 TOTAL    9,820.50       982.05     270.07    8,838.45\n\nSETTLEMENT OF ADVANCE\n  Advance on invoices purchased                                     8,838.45 CR\n  Factoring fees (schedule total)                                     270.07 DR\n  Fuel advance recovery - issued 04/10/26 on ATL-77813                500.00 DR\n  Chargeback - Inv 1012 short paid by Fundy Bay Brokerage              75.00 DR\n  Same-day ACH fee                                                     10.00 DR\n  Reserve rebate - Schedule S-20331 closed                            412.60 CR\n                                                                   ----------\n  AMOUNT FUNDED BY ACH 04/14/26 (Camden National ****0427)          8,395.98 CR\n\nRESERVE ACCOUNT   Opening 3,118.40   + withheld 982.05   - rebated 412.60   Closing 3,687.85\n\nDebtors have been notified to remit to Narraguagus Freight Funding, LLC, PO Box 318,\nCherryfield ME 04622. Recourse invoices unpaid after 90 days will be charged back.\nPage 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 982050,
      netCents: 839598,
      date: '2026-04-14',
      broker: 'Granite Ledge Logistics, Inc.',
      tripNumber: 'GLX-550612',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 50000,
      escrowCents: 98205,
      reimbursementsCents: null,
      deductions: [27007, 7500, 1000],
    },
  },
  {
    id: 'b171-rivanna-boxed-stops-rate-in-words',
    issuer: 'Rivanna Crossing Logistics, LLC',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker load confirmation: a header with the load number beside PO and pickup numbers, shipper and two consignees in side-by-side boxes, a rate box listing line haul, fuel surcharge and an extra-stop charge with the total, the total repeated in words, and conditional charges (detention, TONU, layover) quoted in the terms but not included; signature block. Month-name and M/D/YYYY dates.',
    text: "RIVANNA CROSSING LOGISTICS, LLC            LOAD CONFIRMATION & CARRIER RATE AGREEMENT\n915 Preston Ave, Charlottesville, VA 22903     MC 884019   Ph (434) 555-0175\nLoad #: RCL-260507-118      Date: May 7, 2026      Rep: Tamsin Okafor x214\n\nCARRIER: BLUE RIDGE MULE FREIGHT LLC   MC 1156230   Dispatcher: Hank Rowe (540) 555-0133\nDriver: Ellis Pryor  cell (540) 555-0190   Truck 7 / Trailer 53R-07   Equipment: 53' Reefer @ 34F\n\n+------------------------------------+------------------------------------+------------------------------------+\n| PICK UP 1                          | DROP 1                             | DROP 2                             |\n| Shenandoah Valley Orchards         | Buckeye Fresh Markets DC           | Circle City Grocers #12            |\n| 1400 Apple Blossom Ln              | 3300 Alum Creek Dr                 | 8101 E 21st St                     |\n| Waynesboro VA 22980                | Columbus OH 43207                  | Indianapolis IN 46219              |\n| 5/8/2026  06:00-10:00  PU# 77104   | 5/9/2026  appt 05:30  PO 4410288   | 5/9/2026  FCFS 12:00-18:00         |\n| 22 pallets apples, 38,600 lb       | 12 pallets                         | 10 pallets  PO 4410291             |\n+------------------------------------+------------------------------------+------------------------------------+\n\nCARRIER RATE\n  Line haul (flat)                  1,850.00\n  Fuel surcharge                      296.00\n  Extra stop (Drop 2)                  75.00\n                                   ---------\n  TOTAL CARRIER PAY (USD)           2,221.00\n  Two thousand two hundred twenty-one and 00/100 U.S. dollars\n\nTERMS: Detention $40.00/hr after 2 free hours with in/out times on BOL; TONU $150.00; layover\n$250.00/day - none included above, payable only with broker approval. Quick pay 3% in 2 days or\nstandard 30 days from receipt of signed POD and invoice to ap@rivannacrossing.com.\nReefer must run continuous; download may be requested. No double brokering.\n\nAccepted for Carrier: ______________________   Date: __________   Page 1 of 1\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 222100,
      broker: 'RIVANNA CROSSING LOGISTICS, LLC',
      tripNumber: 'RCL-260507-118',
    },
  },
  {
    id: 'b171-mancos-lumper-short-receipt',
    issuer: 'Mancos Dock Services, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short, plain lumper (unloading) receipt from a third-party dock crew at a grocery distribution center: receipt number and timestamp, carrier, trailer, PO and pallet counts, unload and restack fees with a total, payment by Comchek express code, and a signature line. Month-abbreviation date with 24-hour time.',
    text: 'MANCOS DOCK SERVICES, LLC\nUnloading at Front Range Grocers DC - 18500 E 40th Ave, Aurora CO 80011\nTax ID 84-3391706     Tel (720) 555-0144\n\nLUMPER RECEIPT            No. MDS-0602-1187\nDate/Time: JUN 02 2026  14:37       Door 31\n\nCarrier:  Piñon Flats Express LLC       Tractor 404 / Trailer PFE-5310\nPO 5530917    BOL 118842    Pallets in 24 / out 26 (2 restacked)   Cases 1,536\n\nUnload (floor to pallet)             185.00\nRestack / rework 2 plts @ 20.00       40.00\n                                   --------\nTOTAL PAID                           225.00   Comchek express code ...8812\n\nReceived by: R. Salazar (crew lead)    Driver: ______________\nKeep this receipt for reimbursement. No cash accepted.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-06-02',
    },
  },
];
