import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 155: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier, two pages with repeated headers, per-load
 * subtotals, a trip split over the page break and loaded/empty miles given only separately; US lessor
 * 72% percentage plan with charges first, trailing-minus amounts beside a BALANCE column, footnotes
 * and the revenue section last; US dispatch service flat-rate statement with the whole calculation
 * on one line and the net ACH sent by the service; French Quebec relevé de paiement with flat-rate
 * voyages, labels above amounts, TPS/TVQ included in the credits and the net in words; Mexican
 * liquidación al permisionario in MXN as a CARGO/ABONO/SALDO ledger with IVA 16%, retención IVA 4%,
 * retención ISR 1.25% and the amount in words), two pay stubs (Maine log-truck driver per-mile stub
 * with side-by-side earnings/deductions and YTD columns, an advance repayment and a split deposit;
 * short Alberta hourly stub with CPP/EI and YTD), a factoring schedule/funding advice with a wrapped
 * debtor name, reserve, CR/DR activity and a chargeback, a truck-stop fuel receipt and a two-page
 * broker rate confirmation with the total in words and conditional accessorials.
 * Countries: 7 US, 2 CA (one French Quebec, one Alberta), 1 MX.
 * Date formats: MM/DD/YY, ISO YYYY-MM-DD, "Feb 17, 2026", French "6 mars 2026" with DD/MM/YYYY,
 * Spanish "26 de febrero de 2026" with DD/MM/YYYY, MM/DD/YYYY, DD/MM/YYYY, DD-MON-YYYY / DD-MON-YY,
 * 14JAN26, "Thu, April 2, 2026". Number formats: 1,234.56 (with parentheses and trailing-minus
 * negatives, CR/DR suffixes), French 1 234,56 $, MXN 1.234,56, amounts in English/French/Spanish words.
 */
export const HELD_OUT_DOCUMENTS_155: CorpusDocument[] = [
  {
    id: 'b155-ocoee-two-page-load-subtotals',
    issuer: 'Ocoee Gorge Motor Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement with the company header and the trip-table column header repeated on page 2: each trip is a block of QTY x RATE lines (loaded miles @1.750, empty miles @1.100, fuel surcharge on all miles @0.480, detention/stop-off) with the origin, destination and BOL stacked in the left column and a LOAD SUBTOTAL line; the third trip is split across the page break ("continued on page 2"); page 2 ends with total earnings, a deductions list that mixes the cash advance and an escrow line carrying its balance in the label, a reimbursements block and the net with the formula printed; loaded and empty miles are only given separately at the bottom; MM/DD/YY dates',
    text: 'OCOEE GORGE MOTOR FREIGHT, INC.                              CONTRACTOR SETTLEMENT\n2150 Parksville Road, Benton, TN 37307                       Page 1 of 2\nPhone (423) 555-0174   Fax (423) 555-0175\nMC-1187345   USDOT 3312078\n\nSettlement No.  OGM-260206-114            Pay Date   02/06/26\nContractor      PRUITT ROAD SERVICE LLC (Harlan D. Pruitt)      Vendor ID  V-01142\nTractor         114  2019 Freightliner Cascadia                 Trailer    53-2207\nWork Period     01/25/26 thru 01/31/26\n\nPAY BASIS: LOADED MI 1.750 / EMPTY MI 1.100 / FSC 0.480 ALL MILES (DOE table wk 04)\n\nTRIP       DATE   ORIGIN / DESTINATION          DESCRIPTION            QTY     RATE      AMOUNT\n---------  -----  ----------------------------  --------------------  -----  -------  ----------\nOG-22817   01/25  CLEVELAND TN                  LOADED MILES            287    1.750      502.25\n                  MONTGOMERY AL                 EMPTY MILES              34    1.100       37.40\n                  BOL 6613072 / Whirlpool DC    FUEL SURCHARGE          321    0.480      154.08\n                                                DETENTION (HRS)         2.0   40.000       80.00\n                                                                    LOAD SUBTOTAL         773.73\nOG-22840   01/27  MONTGOMERY AL                 LOADED MILES            371    1.750      649.25\n                  JACKSONVILLE FL               FUEL SURCHARGE          371    0.480      178.08\n                  BOL 88-401927                                     LOAD SUBTOTAL         827.33\nOG-22856   01/28  JACKSONVILLE FL               LOADED MILES            384    1.750      672.00\n                  CHARLOTTE NC                  EMPTY MILES              18    1.100       19.80\n                                  *** CONTINUED ON PAGE 2 ***\n\nSettlement OGM-260206-114                 PRUITT ROAD SERVICE LLC                 Page 1 of 2\n------------------------------------------------------------------------------------------------\nOCOEE GORGE MOTOR FREIGHT, INC.                              CONTRACTOR SETTLEMENT\n2150 Parksville Road, Benton, TN 37307                       Page 2 of 2\nSettlement No.  OGM-260206-114            Pay Date   02/06/26\nContractor      PRUITT ROAD SERVICE LLC (Harlan D. Pruitt)\n\nTRIP       DATE   ORIGIN / DESTINATION          DESCRIPTION            QTY     RATE      AMOUNT\n---------  -----  ----------------------------  --------------------  -----  -------  ----------\nOG-22856   CONT.  BOL 5120-7733                 FUEL SURCHARGE          402    0.480      192.96\n                                                STOP-OFF PAY              1   75.000       75.00\n                                                                    LOAD SUBTOTAL         959.76\nOG-22871   01/30  CHARLOTTE NC                  LOADED MILES            246    1.750      430.50\n                  CHATTANOOGA TN                EMPTY MILES              41    1.100       45.10\n                  BOL 4471180                   FUEL SURCHARGE          287    0.480      137.76\n                                                                    LOAD SUBTOTAL         613.36\n                                                                                      ==========\n                                                          TOTAL SETTLEMENT EARNINGS     3,174.18\n\nDEDUCTIONS                                       REF                 AMOUNT\n  Fuel purchases - EFS card (9 txns)             EFS 0126          1,247.83\n  Occupational accident insurance                OA-114               52.40\n  Bobtail / physical damage                      PD-114               96.10\n  ELD subscription (Samsara)                     ELD                  18.95\n  Trailer usage 53-2207                          TRL                 135.00\n  Cash advance 01/28 (EFS check 41120)           ADV                 300.00\n  Escrow contribution (bal 1,875.00)             ESC                  75.00\n                                                                  ---------\n  TOTAL DEDUCTIONS                                                 1,925.28\n\nREIMBURSEMENTS\n  Lumper OG-22871 (rcpt 30918)                                       150.00\n  CAT scale Lake City FL                                              12.50\n  Tolls NC I-77 Express                                               23.85\n                                                                  ---------\n  TOTAL REIMBURSEMENTS                                               186.35\n\n  NET PAY  (3,174.18 - 1,925.28 + 186.35)                          1,435.25\n  ACH to First Volunteer Bank acct xxxx6302 on 02/06/26\n\n  Miles this settlement:  loaded 1,288   empty 93\n\nDisputes must be filed within 10 days of pay date (Lease Agreement Sec. 7.3).\nSettlement OGM-260206-114                 PRUITT ROAD SERVICE LLC                 Page 2 of 2\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 317418,
      netCents: 143525,
      date: '2026-02-06',
      broker: 'OCOEE GORGE MOTOR FREIGHT, INC.',
      tripNumber: 'OG-22817',
      miles: 1381,
      linehaulCents: 235630,
      fuelSurchargeCents: 66288,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 18635,
      deductions: [124783, 5240, 9610, 1895, 13500],
    },
  },
  {
    id: 'b155-mecosta-charges-first-balances',
    issuer: 'Mecosta Ridge Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-plan (72% of line-haul revenue, FSC and accessorials 100%) statement in an unusual order: the net deposit is printed first with a pointer to the recap, then section A CHARGES with trailing-minus amounts and a BALANCE column beside them (lease balance, plate balance, zero advance balance, escrow balance) plus footnote markers, section B a single reimbursement credit, and only then section C REVENUE where each load line carries miles, the 100% revenue, the share percentage, the operator pay, FSC and other, with the lane wrapped beneath; a numbered recap gives the compensation total; footnotes explain the balances; ISO dates',
    text: 'MECOSTA RIDGE TRACTOR LEASING, LLC\n18890 Northland Drive  |  Big Rapids, MI 49307  |  231-555-0139  |  MC 1046612  |  USDOT 2957733\n==========================================================================================\nLEASE OPERATOR SETTLEMENT                      Stmt ID       MRTL-2026-0311-27\nOperator   Dale & Wendy Kursch (KURSCH HAUL LLC)     Unit 27     Lease MRTL-L-0927\nPlan       72% of line haul revenue / FSC 100% / accessorials 100%\nPeriod     2026-03-08 to 2026-03-14                  Deposit date  2026-03-20\n\nNET DEPOSIT THIS PERIOD .............................. 1,018.22   (see recap line 9)\n\nA. CHARGES                               THIS PERIOD        BALANCE   NOTE\n   Tractor lease payment wk 41/156           725.00-      61,230.55   (1)\n   Fuel card - Speedway Fleet (6)            911.48-\n   Occupational accident                      36.00-\n   Physical damage                            58.25-\n   IRP/IFTA plate program                     21.50-         430.00   (2)\n   ELD - Motive                               18.00-\n   Cash advance repay (adv. 2026-03-10)      150.00-           0.00\n   Escrow deposit                            100.00-       2,600.00   (3)\n                                          ----------\n                                           2,020.23-\n\nB. CREDITS (NOT EARNINGS)\n   Scale ticket reimb - CAT #4471 Grand Rapids MI          12.75\n\nC. REVENUE                     MILES     REVENUE   SHARE    YOUR PAY      FSC     OTHER\n   MR-30415  2026-03-09          298    1,340.00    72%       964.80   186.20\n     Grand Rapids MI > Indianapolis IN\n   MR-30429  2026-03-11          176      980.00    72%       705.60   132.40\n     Indianapolis IN > Columbus OH\n   MR-30433  2026-03-12          204    1,115.00    72%       802.80   158.90     75.00 DET\n     Columbus OH > Detroit MI\n                               -----    --------            --------   ------    ------\n                                 678    3,435.00            2,473.20   477.50     75.00\n\nRECAP\n   1  Your pay (72% share)                2,473.20\n   2  Fuel surcharge (100%)                 477.50\n   3  Accessorials (100%)                    75.00\n   4  Total compensation                  3,025.70\n   5  Charges (section A)                 2,020.23-\n   6  Credits (section B)                    12.75\n   7  Prior deficit recovered                 0.00\n   8  Adjustments                             0.00\n   9  NET DEPOSIT                         1,018.22    ACH Isabella Bank ...7718\n\n(1) Remaining lease balance after this payment.  (2) Plate balance still owed to lessor.\n(3) Escrow balance held; refundable per Lease Sec. 14 within 45 days of termination.\nKURSCH HAUL LLC is an independent contractor.   Page 1 of 1   Printed 2026-03-19 16:02\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 302570,
      netCents: 101822,
      date: '2026-03-20',
      broker: 'MECOSTA RIDGE TRACTOR LEASING, LLC',
      tripNumber: 'MR-30415',
      miles: 678,
      linehaulCents: 247320,
      fuelSurchargeCents: 47750,
      advancesCents: 15000,
      escrowCents: 10000,
      reimbursementsCents: 1275,
      deductions: [72500, 91148, 3600, 5825, 2150, 1800],
    },
  },
  {
    id: 'b155-papago-flat-rate-one-line-recap',
    issuer: 'Papago Wash Dispatch Services LLC',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Short dispatch-service carrier pay statement: a three-load table (load, broker, lane, miles, flat all-in rate, a mixed DET/LUMPER column with lowercase codes and an asterisk), then the whole calculation on one line (rates, detention, 8% dispatch fee and fuel advance in parentheses, asterisked lumper pass-through) followed by the net ACH the service sends to the carrier; no gross is printed; footnote on the lumper; month-name dates',
    text: 'PAPAGO WASH DISPATCH SERVICES LLC\n4410 S Kinney Rd, Ste 6, Tucson, AZ 85735   (520) 555-0186   ops@papagowash.example\n------------------------------------------------------------------------------------------\nCARRIER PAY STATEMENT  No. PW-0217\nCarrier: SAGUARO LINE TRANSPORT LLC   MC 1290457 / DOT 3688120   Driver: T. Yazzie\nStatement date: Feb 17, 2026            Net ACH to carrier sent: Feb 18, 2026\n\nLOAD      BROKER                      LANE                       MI    FLAT RATE   DET/LUMPER\nPW-5531   Sonoita Crossing Logistics  Tucson AZ - El Paso TX    317     1,150.00   det 60.00\nPW-5544   Verde Rim Freight Inc       El Paso TX - Phoenix AZ   432     1,400.00   lmp 125.00*\nPW-5552   Sonoita Crossing Logistics  Phoenix AZ - Tucson AZ    116       650.00\n\nRates 3,200.00  Detention 60.00  Dispatch fee 8% (256.00)  Fuel adv 02/10 (300.00)  Lumper* 125.00\nNET ACH TO CARRIER   2,829.00   (Wells Fargo ...4410, trace 091000012847731)\n\n* Lumper paid by driver, receipt LM-20931 attached; passed through at cost, no dispatch fee.\nBrokers pay Papago Wash directly under NOA on file; we remit to the carrier every Wednesday.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 326000,
      netCents: 282900,
      date: '2026-02-18',
      broker: 'PAPAGO WASH DISPATCH SERVICES LLC',
      tripNumber: 'PW-5531',
      miles: 865,
      linehaulCents: 320000,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: null,
      reimbursementsCents: 12500,
      deductions: [25600],
    },
  },
  {
    id: 'b155-taillon-labels-above-amounts',
    issuer: 'Messageries Pointe-Taillon inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec subcontractor payment statement (relevé de paiement, voiturier sous-traitant): flat-rate voyages (forfait) in a table, then "autres crédits" (waiting time, 12% fuel surcharge on the flat rates), then the subtotal, TPS 5% and TVQ 9.975% printed as labels on one line with their amounts on the line below, the tax-included total of credits likewise label-above-amount, a list of retenues (fuel card, cargo insurance, admin fee, trailer rental, an advance, a guarantee-fund holdback carrying its balance in the label), then total retenues and net paid side by side with labels above, the payment date on a bank line and the amount in French words; French month names and DD/MM/YYYY; 1 234,56 $ numbers',
    text: "MESSAGERIES POINTE-TAILLON INC.\n1250, rue Principale, Saint-Henri-de-Taillon (Québec)  G0W 2X0\nTél. 418 555-0163     NEQ 1170458823     NIR R-612044-7\nTPS 810451187 RT0001     TVQ 1219336418 TQ0001\n\n                 RELEVÉ DE PAIEMENT - VOITURIER SOUS-TRAITANT\n                 Relevé no RP-2026-0306-12          émis le 6 mars 2026\n\nVoiturier : 9381-4467 Québec inc. (Transport J.-F. Gagnon)          Camion : 12\n            TPS 745118260 RT0001  /  TVQ 1227704519 TQ0001\nPériode :   du 22/02/2026 au 28/02/2026\n\nVOYAGES AU FORFAIT\nNo voyage   Date         Trajet                                              Forfait\nV-44102     23/02/2026   Alma -> Québec (Port, secteur Beauport)          1 180,00 $\nV-44117     24/02/2026   Québec -> Montréal (Lachine)                     1 045,00 $\nV-44125     26/02/2026   Montréal (Anjou) -> Saguenay (Chicoutimi)        1 390,00 $\n\nAutres crédits\nAttente au quai V-44117 (2 h x 65,00 $)                                     130,00 $\nSurcharge carburant 12 % des forfaits (3 615,00 $)                          433,80 $\n\nSous-total des services          TPS 5 %                TVQ 9,975 %\n4 178,80 $                       208,94 $               416,84 $\n\nTOTAL DES CRÉDITS (taxes incluses)\n4 804,58 $\n\nRETENUES\nCarburant - carte Ultramar (7 transactions)                               1 612,40 $\nAssurance cargaison (quote-part)                                             48,00 $\nFrais d'administration                                                       35,00 $\nLocation de semi-remorque R-208                                             210,00 $\nAvance de voyage du 24/02/2026                                              200,00 $\nFonds de garantie (solde après retenue : 2 850,00 $)                        150,00 $\n\nTotal des retenues               Montant net versé\n2 255,40 $                       2 549,18 $\n\nVirement Desjardins (folio 4471902) effectué le 13/03/2026\nDeux mille cinq cent quarante-neuf dollars et 18/100\n\nToute contestation doit être faite par écrit dans les 30 jours suivant la réception.   Page 1 / 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 480458,
      netCents: 254918,
      date: '2026-03-13',
      broker: 'MESSAGERIES POINTE-TAILLON INC.',
      tripNumber: 'V-44102',
      miles: null,
      linehaulCents: 361500,
      fuelSurchargeCents: 43380,
      advancesCents: 20000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [161240, 4800, 3500, 21000],
    },
  },
  {
    id: 'b155-tancitaro-ledger-running-saldo',
    issuer: 'Operadora Logística Tancítaro, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación al permisionario in MXN written as a ledger: FECHA / CONCEPTO / CARGO / ABONO / SALDO columns with a running balance, each carta porte as a heading line with its 78% flete share on the line below, maniobras, IVA 16% on the subtotal, then retención IVA 4%, retención ISR 1.25%, diesel, a dated trip advance out of date order, the maintenance-fund contribution, insurance and GPS as cargos, and a toll reimbursement abono last; a short summary gives the IVA-included earnings total, total cargos and the balance in favour, with the amount in Spanish words, SPEI payment date and fund balances; Spanish long date and DD/MM/YYYY; 1.234,56 numbers',
    text: "OPERADORA LOGÍSTICA TANCÍTARO, S.A. DE C.V.\nRFC OLT150318KJ4        Permiso SICT TPAF01-1605-0142\nCarr. Uruapan-Tancítaro km 12.5, Col. El Llano, C.P. 60460, Tancítaro, Mich.   Tel. 425 555 0191\n\nLIQUIDACIÓN AL PERMISIONARIO  No. LQ-0418            Uruapan, Mich., a 26 de febrero de 2026\nPermisionario: RIGOBERTO AYALA SEPÚLVEDA     RFC AASR780512H21     Régimen: RESICO\nUnidad: Kenworth T680 2021  Placas 54-AK-9R     Caja seca 53' placas 81-UX-7M\nPeriodo: 16/02/2026 al 22/02/2026               Porcentaje pactado: 78 % del flete\nImportes en pesos mexicanos (MXN)\n\nFECHA       CONCEPTO                                          CARGO        ABONO        SALDO\n----------  --------------------------------------------  -----------  -----------  -----------\n16/02/2026  CP-88231 Uruapan, Mich. - CDMX (C. de Abasto)\n              Flete 38.500,00 x 78 %                                   30.030,00    30.030,00\n18/02/2026  CP-88247 CDMX - Lázaro Cárdenas, Mich.\n              Flete 41.200,00 x 78 %                                   32.136,00    62.166,00\n              Maniobras de descarga (puerto) 100 %                      1.250,00    63.416,00\n20/02/2026  CP-88260 Lázaro Cárdenas - Uruapan, Mich.\n              Flete 19.800,00 x 78 %                                   15.444,00    78.860,00\n22/02/2026  IVA 16 % s/ 78.860,00                                      12.617,60    91.477,60\n            Retención IVA 4 % s/ 78.860,00                 3.154,40                 88.323,20\n            Retención ISR 1,25 % (RESICO)                    985,75                 87.337,45\n            Diésel - tarjeta Edenred (11 cargas)          28.450,00                 58.887,45\n17/02/2026  Anticipo de viaje CP-88247 (efectivo)          5.000,00                 53.887,45\n22/02/2026  Fondo de mantenimiento (aportación)            2.000,00                 51.887,45\n            Seguro de la unidad (parcialidad 7/26)         1.850,00                 50.037,45\n            Rastreo satelital GPS                            450,00                 49.587,45\n            Reembolso de casetas (comprobantes)                         2.340,00    51.927,45\n----------  --------------------------------------------  -----------  -----------  -----------\n\nRESUMEN     Percepciones con IVA      Cargos del periodo      Reembolsos      Saldo a favor\n            91.477,60                 41.890,15               2.340,00        51.927,45\n            (CINCUENTA Y UN MIL NOVECIENTOS VEINTISIETE PESOS 45/100 M.N.)\n\nPago por transferencia SPEI el 27/02/2026 - BBVA cuenta terminación 3318, ref. LQ0418\nSaldo fondo de mantenimiento: 14.000,00     Anticipos pendientes de comprobar: 0,00\nSe requiere CFDI de ingreso del permisionario (serie A, folio 0412) antes del pago.\nElaboró: C.P. Nayeli Torres                                                     Página 1 de 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 9147760,
      netCents: 5192745,
      date: '2026-02-27',
      broker: 'OPERADORA LOGÍSTICA TANCÍTARO, S.A. DE C.V.',
      tripNumber: 'CP-88231',
      miles: null,
      linehaulCents: 7761000,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 200000,
      reimbursementsCents: 234000,
      deductions: [315440, 98575, 2845000, 185000, 45000],
    },
  },
  {
    id: 'b155-mattawamkeag-ytd-split-deposit',
    issuer: 'Mattawamkeag Pulpwood Express, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company log-truck driver bi-weekly earnings statement with two side-by-side tables separated by a pipe: EARNINGS (rate, units, current, YTD: mileage pay per mile, loader/wait hours, safety bonus, a holiday line with only a YTD figure) and TAXES & DEDUCTIONS (current, YTD: federal, Social Security, Medicare, Maine tax, 401(k), Section 125 health, road advance repayment); gross and total on one shared line, net pay and YTD net on one line, and the net split over two direct-deposit accounts; MM/DD/YYYY dates',
    text: 'MATTAWAMKEAG PULPWOOD EXPRESS, INC.                          EARNINGS STATEMENT\n88 Route 2, Mattawamkeag, ME 04459   (207) 555-0152          Advice No.  DD-006631\nFEIN 01-0847215   USDOT 1873302                              Pay Date    03/06/2026\n                                                             Period      02/15/2026 - 02/28/2026\nEmployee: Lonnie R. Thibodeau     Emp ID 0412     Dept LOG TRUCKS     SSN xxx-xx-7719\nFiling: Fed Single / ME Single, 1 allowance       Pay frequency: Bi-weekly\n\nEARNINGS           RATE     UNITS    CURRENT         YTD | TAXES & DEDUCTIONS      CURRENT         YTD\nMileage pay      0.5800     2,146   1,244.68    6,091.74 | Federal income tax        98.17      476.02\nLoader/wait hrs 22.0000      6.50     143.00      610.50 | Social Security           86.75      420.73\nSafety bonus                           50.00      100.00 | Medicare                  20.29       98.40\nHoliday pay                                       176.00 | Maine income tax          41.63      201.86\n                                                         | 401(k) 4%                 57.51      279.13\n                                                         | Health ins (Sec 125)      38.46      192.30\n                                                         | Road advance repay       100.00      100.00\nGROSS PAY                           1,437.68    6,978.24 | TOTAL                    442.81    1,768.44\n\nNET PAY   994.87                YTD NET PAY   5,209.80\n\nDIRECT DEPOSIT    Katahdin Trust    checking ****2281       894.87\n                  Bangor Savings    savings  ****0557       100.00\n\nMiles this period per dispatch log: 2,146 (loaded and empty).  Road advance balance after this check: 0.00\nNON-NEGOTIABLE - THIS IS NOT A CHECK\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 143768,
      netCents: 99487,
      date: '2026-03-06',
      broker: 'MATTAWAMKEAG PULPWOOD EXPRESS, INC.',
      tripNumber: null,
      miles: 2146,
      linehaulCents: 124468,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [9817, 8675, 2029, 4163, 5751, 3846],
    },
  },
  {
    id: 'b155-redwater-hourly-stub',
    issuer: 'Redwater Flats Transport Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Short, plain Alberta bi-weekly pay statement for an hourly Class 1 tank driver: an earnings table (regular, overtime, general holiday: hours, rate, amount, YTD) with gross, then a deductions table (CPP, EI, combined income tax, group benefits, group RRSP) with total, and the net pay with its YTD; vacation bank line; day-first DD/MM/YYYY dates',
    text: 'Redwater Flats Transport Ltd.\n5012 48 Street, Redwater, AB  T0A 2W0          Payroll (780) 555-0128\nBN 708412265 RP0001\n\nPAY STATEMENT                                   Pay date: 27/02/2026\nEmployee: Gurpreet S. Mann   #118               Period:   08/02/2026 - 21/02/2026\nPosition: Class 1 driver - tanker (hourly)\n\nEarnings                   Hours     Rate       Amount          YTD\nRegular                    72.00    31.50     2,268.00    12,348.00\nOvertime                    6.00    47.25       283.50     1,181.25\nGeneral holiday 16/02       8.00    31.50       252.00       504.00\n                                            ----------   ----------\nGross earnings                                2,803.50    14,033.25\n\nDeductions                                      Amount          YTD\nCPP                                             158.80       794.93\nEI                                               45.70       228.74\nIncome tax (federal + Alberta)                  401.35     2,010.40\nGroup benefits (Canada Life)                     42.60       213.00\nGroup RRSP                                      100.00       500.00\n                                            ----------   ----------\nTotal deductions                                748.45     3,747.07\n\nNet pay                                       2,055.05    10,286.18\nDeposited to ATB Financial ...5530\n\nVacation pay accrued (4%): 112.14     Vacation bank: 561.33\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 280350,
      netCents: 205505,
      date: '2026-02-27',
      broker: 'Redwater Flats Transport Ltd.',
      tripNumber: null,
      miles: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [15880, 4570, 40135, 4260, 10000],
    },
  },
  {
    id: 'b155-mescalero-schedule-cr-dr',
    issuer: 'Mescalero Receivables Capital, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring schedule-of-accounts purchase and funding advice: an invoice table (invoice, load/PRO, debtor, invoice date, face, 3% fee, 10% reserve, advance) where the second debtor name wraps onto a second line, a totals row, then an account-activity block in CR/DR notation (advance credit, reserve rebate credit, chargeback and ACH fee debits) ending in the net funds transferred, and a one-line reserve account roll-forward; DD-MON-YYYY and DD-MON-YY dates',
    text: 'MESCALERO RECEIVABLES CAPITAL, LLC\n1901 Sudderth Dr, Ste 210, Ruidoso, NM 88345    Tel 575-555-0117    funding@mescalerorc.example\n\nSCHEDULE OF ACCOUNTS - PURCHASE & FUNDING ADVICE\nClient:     HONDO CREEK HAULERS LLC  (Client No. 20488)   MC 1356021\nSchedule:   S-20488-0051           Submitted: 20-JAN-2026\nFunded:     22-JAN-2026  via ACH to Frost Bank ****9021\n\nINV #   LOAD/PRO    DEBTOR                          INV DATE     FACE AMT   FEE 3%  RESERVE 10%    ADVANCE\n------  ----------  ------------------------------  ---------  ---------  -------  -----------  ---------\n1043    QH-77120    Quarry Hill Logistics, Inc.     15-JAN-26   2,450.00    73.50       245.00   2,131.50\n1044    SC-310557   Sandia Crest Freight            16-JAN-26   1,875.00    56.25       187.50   1,631.25\n                    Brokerage & Transport, LLC\n1046    QH-77184    Quarry Hill Logistics, Inc.     17-JAN-26   3,120.00    93.60       312.00   2,714.40\n1047    LE-2291     Llano Estacado Produce Co.      19-JAN-26     980.00    29.40        98.00     852.60\n                                                               ---------  -------  -----------  ---------\nSCHEDULE TOTALS (4 invoices)                                    8,425.00   252.75       842.50   7,329.75\n\nACCOUNT ACTIVITY THIS FUNDING                                        AMOUNT\n  Advance on schedule S-20488-0051                               7,329.75 CR\n  Reserve rebate - inv 0988, 0991 paid in full                     612.40 CR\n  Chargeback - inv 0975 (Ruidoso Downs Feed) unpaid 90+ days     1,150.00 DR\n  ACH transfer fee                                                  15.00 DR\n                                                               -----------\n  NET FUNDS TRANSFERRED                                          6,777.15 CR\n\nReserve account: opening 4,310.20 CR + withheld 842.50 - rebated 612.40 - applied 0.00 = 4,540.30 CR\nFee schedule: 3.0% flat, 0-30 days. Invoices unpaid after 90 days are charged back to the client.\nRemit debtor payments to: Mescalero Receivables Capital, PO Box 2290, Ruidoso NM 88355    Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 842500,
      netCents: 677715,
      date: '2026-01-22',
      broker: 'Quarry Hill Logistics, Inc.',
      tripNumber: 'QH-77120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 84250,
      reimbursementsCents: null,
      deductions: [25275, 115000, 1500],
    },
  },
  {
    id: 'b155-rockwood-fuel-receipt',
    issuer: 'Rockwood Junction Fuel Stop',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short centred truck-stop fuel receipt: store header, date as 14JAN26 with time and transaction number, pump, unit/odometer/driver/trip lines, a product table (diesel and bulk DEF: gallons, price, amount) with a total, fleet card and authorization lines; compact DDMONYY date',
    text: '        ROCKWOOD JUNCTION FUEL STOP\n     I-40 Exit 347  /  1820 N Gateway Ave\n           Rockwood, TN 37854\n             (865) 555-0190\n\nDATE 14JAN26     TIME 06:42     TRAN# 200418\nPUMP 12 (DIESEL LANE)            TERMINAL 03\n\nUNIT 3307            ODOMETER 612448\nDRIVER ID 0219       TRIP 55120\n\nPRODUCT         GALLONS     PRICE      AMOUNT\nULSD #2         142.318     3.899      554.90\nDEF BULK          8.500     4.299       36.54\n                                    ---------\nTOTAL                                  591.44\n\nEFS FLEET       XXXXXXXXXXXX4418\nAUTH 77031C     APPROVED\nPURCHASE TOTAL                         591.44\n\n        THANK YOU - DRIVE SAFE\n            CUSTOMER COPY\n',
    expected: {
      documentType: 'fuel_receipt',
      grossCents: null,
      netCents: null,
      date: '2026-01-14',
    },
  },
  {
    id: 'b155-pinedale-rate-con-words',
    issuer: 'Pinedale Anticline Logistics, Inc.',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page broker load confirmation and carrier rate agreement: load number and issue date up top, carrier/driver block, three stops (pickup, two drops with appointment times, PU#/PO numbers), commodity and miles, a short RATE block (flat line haul, fuel surcharge, extra stop) whose total is repeated in words, a paragraph of conditional accessorials (detention per hour, TONU, lumper) not included in the total, signature line and a second page of terms with a repeated header; weekday + month-name dates',
    text: "PINEDALE ANTICLINE LOGISTICS, INC.\nProperty broker  MC 988412  |  USDOT 2871440\n44 W Pine St, Pinedale, WY 82941  |  307-555-0147  |  loads@pinedaleanticline.example\n\nLOAD CONFIRMATION & CARRIER RATE AGREEMENT\nLoad #: PAL-604418         Issued: Mon, March 30, 2026         Rep: Kelsey Brandt x214\n\nCarrier: WIND RIVER ROADRUNNERS LLC   MC 1419032   Dispatch: Ana Ruiz (307) 555-0166\nDriver:  Cody Voss, cell 307-555-0177   Truck 8   Trailer 53' reefer R-15 (34 F continuous)\n\nSTOP 1  PICKUP   Thu, April 2, 2026  07:00-09:00\n        Rock Springs Meat Packers, 900 Industrial Dr, Rock Springs WY 82901      PU# 77412\nSTOP 2  DROP     Fri, April 3, 2026  06:00 appt\n        Front Range Foods DC, 12200 E 40th Ave, Denver CO 80239                  PO 4500998713\nSTOP 3  DROP     Fri, April 3, 2026  13:00 FCFS\n        Mesa Grocers, 2450 Hwy 6 & 50, Grand Junction CO 81505                   PO 118840\n\nCommodity: boxed beef, 38,400 lb, 22 pallets              Miles (PC*Miler): 671\n\nRATE\n  Line haul (flat)                   $2,850.00\n  Fuel surcharge                       $325.00\n  Extra stop (stop 3)                  $100.00\n  TOTAL CARRIER RATE                 $3,275.00\n  (Three Thousand Two Hundred Seventy-Five and 00/100 U.S. Dollars)\n\nAccessorials are paid only if approved in writing by PAL before they occur: detention $50.00/hr\nafter 2 free hours; TONU $250.00; lumper reimbursed with receipt. Quick pay 2% (5 days) or\nstandard terms 30 days from receipt of signed POD and invoice.\n\nCarrier signature ______________________   Date ____________                    Page 1 of 2\n------------------------------------------------------------------------------------------\nPINEDALE ANTICLINE LOGISTICS, INC.          Load #: PAL-604418                  Page 2 of 2\nTERMS AND CONDITIONS\n1. Carrier shall not re-broker, assign or interline this load. Double brokering voids payment.\n2. Reefer download may be requested on claims; carrier must maintain set point continuously.\n3. Carrier cargo insurance of not less than $100,000 must be on file with PAL.\n4. Invoices: billing@pinedaleanticline.example, reference the load number above.\n",
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 327500,
      broker: 'PINEDALE ANTICLINE LOGISTICS, INC.',
      tripNumber: 'PAL-604418',
    },
  },
];
