import type { CorpusDocument } from './types.js';

/**
 * Blind held-out batch 150: ten trucking documents written without looking at the extractor.
 * Kinds: five settlement statements (US per-mile carrier over two pages with per-load subtotal
 * blocks and loaded/empty miles never totalled; US lessor 72% revenue-share ledger with DR/CR
 * suffixes, charges before credits, footnotes and no printed gross; US dispatch service with flat
 * all-in rates, wrapped lanes and a run-on settlement line with trailing-minus amounts; French
 * Quebec relevé to a voiturier with flat voyage rates, TPS/TVQ and labels above amounts; Mexican
 * liquidación a permisionario in MXN with side-by-side percepciones/deducciones, IVA 16%,
 * retención IVA 4% and ISR 1.25%, amount in words), two pay stubs (US mileage/hourly company
 * driver with current and YTD columns side by side and a split direct deposit; short Alberta
 * hourly stub with CPP/EI, YTD and an hours bank table), a factoring purchase schedule with wrapped
 * debtor names, per-invoice fee and reserve columns, chargeback and reserve release, a short
 * lumper receipt and a two-page toll account statement.
 * Countries: 7 US, 2 CA (one French Quebec, one Alberta), 1 MX.
 * Date formats: MM/DD/YY, month names (Jan 14, 2026; Wednesday, March 4, 2026; April 30, 2026),
 * ISO YYYY-MM-DD, French long dates (le 13 février 2026) with DD/MM, Spanish long dates
 * (6 de febrero de 2026) with DD/MM/YYYY, MM/DD/YYYY, day-first DD/MM/YYYY.
 * Number formats: 1,234.56 with parentheses, trailing minus/plus and DR/CR suffixes; French
 * 1 234,56 $; MXN 1.234,56 with the amount in words.
 */
export const HELD_OUT_DOCUMENTS_150: CorpusDocument[] = [
  {
    id: 'b150-guadalupe-two-page-load-subtotals',
    issuer: 'Guadalupe Peak Motor Freight, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page per-mile owner-operator settlement: each load is its own block (shipper line, loaded miles @1.850, empty miles @1.000, FSC on loaded miles @0.480, optional stop-off/detention line, load subtotal) and no total mileage is printed anywhere, so loaded and empty miles must be added over four loads; page 2 repeats the full letterhead before the fourth load, then a recap with linehaul/FSC/accessorial lines and gross, parenthesised deductions with a BALANCE column (advance 0.00, escrow 1,725.00), a reimbursements block and the net check amount; MM/DD/YY dates',
    text: 'GUADALUPE PEAK MOTOR FREIGHT, INC.                       OWNER OPERATOR SETTLEMENT\n9120 Gateway Blvd East, El Paso, TX 79907                Statement #  GPM-S-260123-14\nPhone (915) 555-0186   Fax (915) 555-0187                Check Date   01/23/26\nUSDOT 2971548   MC 998714                                Period       01/11/26 thru 01/17/26\n-----------------------------------------------------------------------------------------\nPay To:  MESQUITE RUN TRANSPORT LLC                      Driver:  Arturo Villalobos\n         412 Coronado Ct, Socorro TX 79927               Tractor: 214   Vendor ID 0214-OO\n-----------------------------------------------------------------------------------------\nLOAD DETAIL   miles paid: loaded @ $1.850, empty @ $1.000; FSC on loaded miles @ $0.480\n\nLoad GPM-118204   Ship 01/12/26   El Paso TX -> Phoenix AZ\n   Shipper: Sunbelt Home Centers DC\n   Loaded miles        432   x 1.850         799.20\n   Empty miles          18   x 1.000          18.00\n   Fuel surcharge      432   x 0.480         207.36\n                                       ------------\n   Load subtotal                           1,024.56\n\nLoad GPM-118219   Ship 01/13/26   Phoenix AZ -> Tucson AZ -> Las Cruces NM\n   Shipper: Saguaro Beverage Co.\n   Loaded miles        391   x 1.850         723.35\n   Empty miles          64   x 1.000          64.00\n   Fuel surcharge      391   x 0.480         187.68\n   Stop-off Tucson AZ                         50.00\n                                       ------------\n   Load subtotal                           1,025.03\n\nLoad GPM-118233   Ship 01/15/26   Las Cruces NM -> Lubbock TX\n   Shipper: Mesilla Valley Pecan\n   Loaded miles        357   x 1.850         660.45\n   Empty miles          41   x 1.000          41.00\n   Fuel surcharge      357   x 0.480         171.36\n   Detention 2.0 hr @ 37.50                   75.00\n                                       ------------\n   Load subtotal                             947.81\n\n                                  -- continued on page 2 --\nSettlements are final unless disputed within 30 days.                      Page 1 of 2\n\nGUADALUPE PEAK MOTOR FREIGHT, INC.                       OWNER OPERATOR SETTLEMENT\n9120 Gateway Blvd East, El Paso, TX 79907                Statement #  GPM-S-260123-14\nPhone (915) 555-0186   Fax (915) 555-0187                Check Date   01/23/26\nUSDOT 2971548   MC 998714                                Period       01/11/26 thru 01/17/26\n-----------------------------------------------------------------------------------------\nPay To:  MESQUITE RUN TRANSPORT LLC                      Driver:  Arturo Villalobos\n         412 Coronado Ct, Socorro TX 79927               Tractor: 214   Vendor ID 0214-OO\n-----------------------------------------------------------------------------------------\nLOAD DETAIL (continued)\n\nLoad GPM-118240   Ship 01/16/26   Lubbock TX -> El Paso TX\n   Shipper: Llano Estacado Cotton\n   Loaded miles        344   x 1.850         636.40\n   Empty miles          22   x 1.000          22.00\n   Fuel surcharge      344   x 0.480         165.12\n                                       ------------\n   Load subtotal                             823.52\n\nSETTLEMENT RECAP\n   Linehaul - loaded + empty miles                2,964.40\n   Fuel surcharge                                   731.52\n   Stop-off / detention                             125.00\n                                              ------------\n   GROSS SETTLEMENT                               3,820.92\n\n   DEDUCTIONS                                                    BALANCE\n   EFS fuel purchases (9 transactions)           (1,612.34)\n   Occupational accident ins.                       (41.80)\n   Trailer usage - 53ft van T-5531                  (95.00)\n   Physical damage / cargo ins.                     (76.25)\n   ELD subscription                                 (18.50)\n   TX/NM permits (monthly share)                    (22.40)\n   EFS cash advance 01/13/26                       (300.00)          0.00\n   Escrow deposit                                   (75.00)      1,725.00\n   Total deductions                              (2,241.29)\n\n   REIMBURSEMENTS\n   CAT scale tickets (3)                             12.75\n   Loop 375 toll - receipt                            6.40\n\n   NET PAY - check no. 0088152                    1,598.78\n\nEscrow balance shown after this deposit. Cash advance repaid in full.\nSettlements are final unless disputed within 30 days.                      Page 2 of 2\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 382092,
      netCents: 159878,
      date: '2026-01-23',
      broker: 'GUADALUPE PEAK MOTOR FREIGHT, INC.',
      tripNumber: 'GPM-118204',
      miles: 1669,
      linehaulCents: 296440,
      fuelSurchargeCents: 73152,
      advancesCents: 30000,
      escrowCents: 7500,
      reimbursementsCents: 1915,
      deductions: [161234, 4180, 9500, 7625, 1850, 2240],
    },
  },
  {
    id: 'b150-loyalsock-drcr-ledger-charges-first',
    issuer: 'Loyalsock Creek Tractor Leasing, LLC',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lessor percentage-plan settlement laid out as an account ledger with DR/CR suffixes: section A (charges, including a fuel advance and an escrow deposit whose balance is in parentheses inside the label) comes before section B (credits: one 72% revenue-share line per load with miles, 100% revenue and share columns, separate FSC and detention lines, a toll credit marked with a dagger); the recap lists share, FSC, accessorials, toll and charges but never prints a gross, so earnings must be added; footnotes explain the share; month-name dates (Jan 14, 2026) with a separate funds-transfer date',
    text: "LOYALSOCK CREEK TRACTOR LEASING, LLC\nIndependent Contractor Lease Program\n2270 Loyalsock Dr, Montoursville, PA 17754  |  (570) 555-0163  |  USDOT 3311872  MC 1129054\n\nCONTRACTOR SETTLEMENT - ACCOUNT ACTIVITY                   Settlement Date:  Jan 14, 2026\nContractor: Dale Hrinko d/b/a HRINKO ROAD SERVICE          Funds Transfer:   Jan 16, 2026\nUnit 3317 (2021 Peterbilt 579)   Lease # LCT-L-0588         Week Ending:      Jan 10, 2026\n\nA. CHARGES TO YOUR ACCOUNT                                                   AMOUNT\n   01/05  Tractor lease payment - wk 34 of 156                          725.00 DR\n   01/05  Fuel advance (Comchek #5512804)                               400.00 DR\n   01/10  Fuel - Love's fleet card, 8 purchases                       1,488.62 DR\n   01/10  Liability / physical damage ins.                              148.00 DR\n   01/10  Occupational accident ins.                                     36.00 DR\n   01/10  IFTA fuel tax accrual                                          44.18 DR\n   01/10  ELD / dashcam (Samsara)                                        25.00 DR\n   01/10  Escrow deposit  (balance after: 2,850.00)                     150.00 DR\n\nB. CREDITS TO YOUR ACCOUNT\n   DATE   REF        DESCRIPTION                    MILES    REVENUE  SHARE       AMOUNT\n   01/05  LCT-7741   Williamsport PA-Columbus OH      412   2,840.00   72%*   2,044.80 CR\n   01/05  LCT-7741   Fuel surcharge (100%)                                      312.00 CR\n   01/07  LCT-7756   Columbus OH-Harrisburg PA        378   1,975.00   72%*   1,422.00 CR\n   01/07  LCT-7756   Fuel surcharge (100%)                                      236.50 CR\n   01/07  LCT-7756   Detention 01/08 Harrisburg (4 hrs)                         100.00 CR\n   01/09  LCT-7762   Harrisburg PA-Elmira NY          196   1,150.00   72%*     828.00 CR\n   01/09  LCT-7762   Fuel surcharge (100%)                                       98.40 CR\n   01/09  TOLLS      PA Turnpike / I-80 receipts                       †         58.20 CR\n\nC. RECAP\n   Revenue share (72%)                    4,294.80 CR\n   Fuel surcharge (100%)                    646.90 CR\n   Accessorials (100%)                      100.00 CR\n   Toll reimbursement                        58.20 CR\n   Charges (section A)                    3,016.80 DR\n                                        ----------\n   NET TRANSFER - PNC ...7730             2,083.10 CR\n\n   *  Contractor share of line-haul revenue per Schedule A of the lease. Fuel surcharge and\n      accessorials are paid at 100% and are not part of the share calculation.\n   †  Reimbursed against receipts submitted by 01/12.\n\nLoyalsock Creek Tractor Leasing, LLC - settlement questions: settle@loyalsockctl.com     Page 1 of 1\n",
    expected: {
      documentType: 'settlement_statement',
      grossCents: 504170,
      netCents: 208310,
      date: '2026-01-16',
      broker: 'LOYALSOCK CREEK TRACTOR LEASING, LLC',
      tripNumber: 'LCT-7741',
      miles: 986,
      linehaulCents: 429480,
      fuelSurchargeCents: 64690,
      advancesCents: 40000,
      escrowCents: 15000,
      reimbursementsCents: 5820,
      deductions: [72500, 148862, 14800, 3600, 4418, 2500],
    },
  },
  {
    id: 'b150-kiskiminetas-ach-one-line-recap',
    issuer: 'Kiskiminetas Dispatch Services, LLC',
    issuerKind: 'load_board',
    country: 'US',
    split: 'held_out',
    layout:
      'Dispatch service weekly carrier statement with flat all-in load rates: each load row holds date, load number, broker, miles, rate, detention and lumper columns and wraps the lane onto a second line; a totals row gives rate/accessorial/lumper totals but no mileage total; the settlement is written as three run-on lines with several amounts each (line haul + accessorials = gross, dispatch fee, load-board fee and fuel advance with trailing minus signs, lumper reimbursed with a trailing plus) and a dotted-leader NET ACH SENT line; ISO dates',
    text: 'KISKIMINETAS DISPATCH SERVICES, LLC\n118 Canal St, Suite 4, Leechburg PA 15656 * dispatch@kiskidispatch.net * 724-555-0139\n\nCARRIER STATEMENT  KDS-ST-2026-0207              Carrier: THREE RIVERS IRONCLAD LLC\nGenerated 2026-02-09 07:14                        MC 1287734 / USDOT 3690221\nWeek 2026-02-01 .. 2026-02-07                     Truck 12 / Driver Marcus Bell\n\nLOADS  (flat all-in rates; KDS invoices the broker and remits to carrier weekly)\nDATE        LOAD #      BROKER / LANE                         MILES       RATE    DET/ACC    LUMPER\n2026-02-02  4471806     Harmony Bridge Logistics               482   1,950.00       0.00      0.00\n                        Pittsburgh PA > Charlotte NC\n2026-02-04  TX-559031   Redwing Freight Solutions              244     875.00       0.00    110.00\n                        Charlotte NC > Atlanta GA\n2026-02-05  7730-114    Bluewater Crossing Brokerage, LLC      249   1,100.00     120.00      0.00\n                        Atlanta GA > Nashville TN\n2026-02-06  4472551     Harmony Bridge Logistics               556   2,300.00       0.00      0.00\n                        Nashville TN > Pittsburgh PA\n                                                                   ---------- ---------- ---------\nTOTALS                                                               6,225.00     120.00    110.00\n\nSETTLEMENT   Line haul 6,225.00 + Accessorials 120.00 = Gross 6,345.00\n             Dispatch fee 7% of line haul 435.75-   Load board/ELD 35.00-   Fuel advance 2026-02-03 300.00-\n             Lumper reimbursed (rcpt TX-559031) 110.00+\nNET ACH SENT 2026-02-10 to Fort Pitt Federal CU ****2290 ................. 5,684.25\n\nRate confirmations and PODs for each load are on file in the carrier portal.\nDisputes: reply within 7 days of the ACH date. KDS is not a broker; we act as your agent.\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 634500,
      netCents: 568425,
      date: '2026-02-10',
      broker: 'KISKIMINETAS DISPATCH SERVICES, LLC',
      tripNumber: '4471806',
      miles: 1531,
      linehaulCents: 622500,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: null,
      reimbursementsCents: 11000,
      deductions: [43575, 3500],
    },
  },
  {
    id: 'b150-grandespiles-fr-labels-above-amounts',
    issuer: 'Grandes-Piles Transport Vrac inc.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'French Quebec relevé de paiement to a voiturier-remorqueur paid flat rates per voyage (voyages x taux), no distances; the revenue block prints five labels on one line (transport, surcharge carburant 12 %, TPS, TVQ, total des revenus) with the five amounts on the line below, the total including taxes; retenues listed with a Période column and a Solde column beside it (avance 0,00 $, fonds de réserve 1 900,00 $); French long dates (le 13 février 2026) and DD/MM voyage dates; 1 234,56 $ numbers',
    text: 'GRANDES-PILES TRANSPORT VRAC INC.\n1480, 4e Avenue, Grandes-Piles (Québec)  G0X 1H0\nTél. : 819 555-0172    NEQ 1168843302    TPS 78412 5530 RT0001    TVQ 1224589031 TQ0001\n\nRELEVÉ DE PAIEMENT AU VOITURIER-REMORQUEUR                      Relevé no : GP-2606\nVoiturier : Transport S. Bellerive enr. (Steve Bellerive)       Période : du 25 janvier au 7 février 2026\nNo TPS voiturier : 80931 2276 RT0001    No TVQ : 1230457788 TQ0001\nDate de dépôt : le 13 février 2026\n\nDÉTAIL DES VOYAGES (taux forfaitaires au voyage)\nBon        Date   Trajet                                       Voy.    Taux/voy.        Montant\nV-26-0412  27/01  Grandes-Piles > Trois-Rivières (copeaux)       3     385,00 $     1 155,00 $\nV-26-0419  29/01  Grandes-Piles > La Tuque (billes)              2     640,00 $     1 280,00 $\nV-26-0427  04/02  Shawinigan > Québec (sel de voirie)            1     910,00 $       910,00 $\n\nREVENUS DE LA PÉRIODE\n Transport (forfaits)   Surcharge carb. 12 %      TPS 5 %      TVQ 9,975 %    Total des revenus\n           3 345,00 $               401,40 $     187,32 $         373,70 $           4 307,42 $\n\nRETENUES ET AVANCES                                         Période              Solde\n Carburant - carte Ultramar (6 pleins)                   1 284,16 $\n Assurance marchandises                                     62,50 $\n Télématique / répartition                                  29,95 $\n Avance (virement du 3 février)                            250,00 $             0,00 $\n Fonds de réserve (retenue hebdomadaire)                   100,00 $         1 900,00 $\n Total des retenues                                      1 726,61 $\n\nMONTANT DÉPOSÉ (Caisse Desjardins, folio ...4471)             2 580,81 $\n\nLes taxes (TPS/TVQ) sont calculées sur le transport et la surcharge. Le solde du fonds de\nréserve est remboursable 45 jours après la fin du contrat.                          Page 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 430742,
      netCents: 258081,
      date: '2026-02-13',
      broker: 'GRANDES-PILES TRANSPORT VRAC INC.',
      tripNumber: 'V-26-0412',
      miles: null,
      linehaulCents: 334500,
      fuelSurchargeCents: 40140,
      advancesCents: 25000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [128416, 6250, 2995],
    },
  },
  {
    id: 'b150-jaumave-liquidacion-side-by-side',
    issuer: 'Jaumave Autotransportes de Carga, S.A. de C.V.',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican liquidación a permisionario in MXN with dotted-thousands numbers (1.234,56): a trip table whose origin/destination wraps onto a second line (flete, 78% participation, importe, estadías columns), then side-by-side PERCEPCIONES and DEDUCCIONES columns (subtotal, IVA 16% and total percepciones on the left with a casetas reimbursement below a gap; retención IVA 4%, retención ISR 1.25%, diesel, insurance, GPS, anticipo and fondo de garantía on the right), a dotted-leader net line with the amount in words, and the pay date only in the footer; Spanish long dates and DD/MM/YYYY',
    text: 'JAUMAVE AUTOTRANSPORTES DE CARGA, S.A. DE C.V.\nRFC JAC0907143K2   Carr. Victoria-Jaumave km 4.5, Ejido La Libertad, Cd. Victoria, Tam. C.P. 87130\nTel. 834 555 0190   Permiso SICT 2807JAC14062009231001\n\nLIQUIDACIÓN A PERMISIONARIO  No. LQ-0212            Cd. Victoria, Tam., a 4 de febrero de 2026\nPermisionario: Ramiro Castañeda Ledezma   RFC CALR800321MT4   Régimen: RESICO\nUnidad: Kenworth T680 2020, placas 45-AK-7R          Periodo: 26 al 31 de enero de 2026\n\nVIAJES  (importes en pesos M.N.)\nCarta Porte  Fecha        Origen /              Flete       Part.    Importe     Estadías\n                          Destino\n-----------------------------------------------------------------------------------------\nJAC-3381     26/01/2026   Cd. Victoria, Tam. / 28.500,00     78%   22.230,00        0,00\n                          Monterrey, N.L.\nJAC-3394     28/01/2026   Monterrey, N.L. /    19.800,00     78%   15.444,00    1.500,00\n                          Nuevo Laredo, Tam.\nJAC-3402     30/01/2026   Nuevo Laredo, Tam. / 24.000,00     78%   18.720,00        0,00\n                          Cd. Victoria, Tam.\n\nPERCEPCIONES                                DEDUCCIONES\nParticipación 78% s/flete        56.394,00  Retención IVA 4%                  2.315,76\nEstadías (JAC-3394)               1.500,00  Retención ISR 1.25% RESICO          723,68\nSubtotal                         57.894,00  Diésel (vales Pemex)             18.640,50\nIVA 16%                           9.263,04  Seguro de carga                   1.150,00\nTotal percepciones               67.157,04  Rastreo satelital GPS               480,00\n                                            Anticipo 27/01/2026               5.000,00\nReembolso casetas (comprob.)      3.412,00  Fondo de garantía                 1.000,00\n                                            Total deducciones                29.309,94\n\nNETO A PAGAR AL PERMISIONARIO ........................................ $ 41.259,10\n(CUARENTA Y UN MIL DOSCIENTOS CINCUENTA Y NUEVE PESOS 10/100 M.N.)\n\nFecha de pago: 6 de febrero de 2026. Transferencia SPEI a BANORTE, CLABE 072 580 0xxxxx 4418 3.\nLas retenciones de IVA e ISR se enterarán al SAT y se emitirá la constancia correspondiente.\nEl fondo de garantía es reembolsable al término del contrato de prestación de servicios.\nRecibí de conformidad: ______________________           Hoja 1 de 1\n',
    expected: {
      documentType: 'settlement_statement',
      grossCents: 6715704,
      netCents: 4125910,
      date: '2026-02-06',
      broker: 'JAUMAVE AUTOTRANSPORTES DE CARGA, S.A. DE C.V.',
      tripNumber: 'JAC-3381',
      miles: null,
      linehaulCents: 5639400,
      fuelSurchargeCents: null,
      advancesCents: 500000,
      escrowCents: 100000,
      reimbursementsCents: 341200,
      deductions: [231576, 72368, 1864050, 115000, 48000],
    },
  },
  {
    id: 'b150-kokosing-stub-split-deposit',
    issuer: 'Kokosing Valley Dry Bulk, Inc.',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Company-driver earnings statement with earnings and deductions side by side, each with CURRENT and YTD columns on the same line (a pipe between the halves), rate and units (miles, hours, stops) beside mileage/hourly/stop/bonus pay; gross and total deductions share one line, net pay this period and net YTD share another, and the net is paid as a split direct deposit (fixed 1,000.00 to checking, remainder to savings); trip numbers appear only in a remark line under the deposit block; MM/DD/YYYY dates',
    text: 'KOKOSING VALLEY DRY BULK, INC.                                   EARNINGS STATEMENT\n6050 Kokosing Rd, Gambier, OH 43022   (740) 555-0124               Pay Date:  03/06/2026\nFEIN 31-1849276                                                   Period:    02/22/2026 - 02/28/2026\n                                                                  Advice #:  DD-0309114\nEmployee: Tamara J. Wieczorek    Emp ID 0417    Dept: Pneumatic Tank - OTR\nSSN XXX-XX-6620    Federal: Single/0    Ohio: 1 exemption    City: Mount Vernon 1.5%\n\nEARNINGS               RATE      UNITS     CURRENT          YTD  | DEDUCTIONS                   CURRENT          YTD\n-----------------------------------------------------------------+--------------------------------------------------\nMileage               0.580   2,214 mi    1,284.12    10,846.90  | Federal Income Tax            142.37     1,189.46\nHourly (load/wash)   22.000    6.50 hr      143.00     1,265.00  | Social Security                96.23       794.34\nStop pay             25.000    3 stops       75.00       550.00  | Medicare                       22.51       185.77\nSafety bonus                                 50.00       150.00  | Ohio State Tax                 38.60       321.15\n                                                                 | Mount Vernon City Tax          23.28       192.18\n                                                                 | 401(k) 4%                      62.08       512.48\n                                                                 | Medical (pre-tax)              48.50       436.50\n-----------------------------------------------------------------+--------------------------------------------------\nGROSS PAY                                 1,552.12    12,811.90  | TOTAL DEDUCTIONS              433.57     3,631.88\n\nNET PAY THIS PERIOD   1,118.55        NET PAY YTD   9,180.02\n\nDIRECT DEPOSIT DISTRIBUTION\n   Huntington National Bank   Checking ****4410        1,000.00\n   Park National Bank         Savings  ****0913          118.55   (remainder)\n\nMiles this period: 2,214 dispatched (PC*Miler practical). Trips: KV-2211, KV-2214, KV-2219.\nPTO balance: 22.0 hrs     This is a non-negotiable advice of deposit.\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 155212,
      netCents: 111855,
      date: '2026-03-06',
      broker: 'KOKOSING VALLEY DRY BULK, INC.',
      tripNumber: 'KV-2211',
      miles: 2214,
      linehaulCents: 128412,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14237, 9623, 2251, 3860, 2328, 6208, 4850],
    },
  },
  {
    id: 'b150-hardisty-hourly-stub-banks',
    issuer: 'Hardisty Prairie Freight Ltd.',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Short Alberta bi-weekly pay stub for an hourly company driver: earnings rows with hours, rate, current and year-to-date columns (a holiday note wrapped under its row), a deductions block with current and YTD (federal and Alberta tax, CPP, EI, benefits, RRSP), net pay with the bank on the same line, and a banks table (vacation / banked overtime hours with opening, earned, taken, closing) that holds decimal figures which are not money; day-first DD/MM/YYYY dates',
    text: 'HARDISTY PRAIRIE FREIGHT LTD.\n4702 - 50 Street, Hardisty, AB  T0B 1V0      780-555-0148      Payroll acct 81736 4402 RP0001\n\nSTATEMENT OF EARNINGS AND DEDUCTIONS\nEmployee:  Brent Olafson (Emp #112)                Pay date:     27/02/2026\nPosition:  Class 1 driver - crude & produced water  Pay period:  08/02/2026 to 21/02/2026\nUnit:      T-31 / tank trailer 8807                 Frequency:   bi-weekly (26)\n\nEARNINGS                  HOURS      RATE        CURRENT      YEAR TO DATE\nRegular                   80.00     31.50       2,520.00         10,080.00\nOvertime 1.5x             10.00     47.25         472.50          1,653.75\nGeneral holiday pay        8.00     31.50         252.00            252.00\n  (Family Day 16/02/2026)\nGROSS EARNINGS                                 3,244.50         11,985.75\n\nDEDUCTIONS                                     CURRENT      YEAR TO DATE\nFederal income tax                               338.41          1,321.90\nAlberta income tax                               152.77            593.40\nCPP contributions                                185.04            687.61\nEI premiums                                       52.89            195.37\nGroup benefits - Alberta Blue Cross               41.20            164.80\nGroup RRSP (employee)                            100.00            400.00\nTOTAL DEDUCTIONS                                 870.31          3,363.08\n\nNET PAY                                        2,374.19     deposited to ATB Financial ...3306\n\nBANKS                 OPENING      EARNED       TAKEN     CLOSING\nVacation (hrs)          56.00        6.40        0.00       62.40\nBanked OT (hrs)          4.00        0.00        4.00        0.00\n\nCPP basic exemption applied per pay: 134.62.  EI rate 1.63%.  Questions: payroll@hardistyprairie.ca\n',
    expected: {
      documentType: 'pay_stub',
      grossCents: 324450,
      netCents: 237419,
      date: '2026-02-27',
      broker: 'HARDISTY PRAIRIE FREIGHT LTD.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [33841, 15277, 18504, 5289, 4120, 10000],
    },
  },
  {
    id: 'b150-kahiltna-schedule-wrapped-debtors',
    issuer: 'Kahiltna Trade Funding, LLC',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring purchase schedule and remittance advice: each invoice row holds invoice number, load/PRO, date, face amount, fee %, fee, 10% reserve and advanced amount, with the debtor name on its own wrapped second line; a totals row sums the columns; below, an adjustments block (parenthesised chargeback of an old invoice, a reserve release from an earlier schedule, an ACH fee), the amount remitted, the amount in words, and a reserve balance in the closing remarks; month-name and weekday funding date, MM/DD/YY invoice dates',
    text: 'KAHILTNA TRADE FUNDING, LLC\n701 W 8th Ave, Suite 310, Anchorage, AK 99501  |  (907) 555-0117  |  funding@kahiltnatf.com\n\nPURCHASE SCHEDULE & REMITTANCE ADVICE\nClient:  SUSITNA FLATS FREIGHT LLC  (client #2217)           Schedule #:     40218\n         MC 1354876 / USDOT 3771420, Wasilla AK              Purchase date:  March 4, 2026\n                                                             Funded:         Wednesday, March 4, 2026 (ACH)\n\nINV #   LOAD / PRO   INV DATE      FACE AMT   FEE %        FEE    RESERVE 10%     ADVANCED\n        DEBTOR\n--------------------------------------------------------------------------------------------\n1187    7719320      02/27/26      2,450.00   3.00      73.50         245.00     2,131.50\n        Quarry Hill Freight Brokerage Co.\n1188    SC-20455     02/28/26      1,875.00   3.00      56.25         187.50     1,631.25\n        Sandhill Crane Logistics, Inc.\n1189    7721584      03/02/26      3,100.00   3.00      93.00         310.00     2,697.00\n        Quarry Hill Freight Brokerage Co.\n1190    TAP-0316     03/02/26        960.00   3.00      28.80          96.00       835.20\n        Tidewater Agri-Products, Shipping Dept.\n--------------------------------------------------------------------------------------------\nTOTALS (4 invoices)                8,385.00            251.55         838.50     7,294.95\n\nADJUSTMENTS TO THIS REMITTANCE\n  Chargeback - INV 1164 (Load 7704118, Quarry Hill) unpaid > 90 days          (1,200.00)\n  Reserve release - Schedule 40177 (collected in full)                           412.00\n  Same-day ACH fee                                                               (25.00)\n\n  AMOUNT REMITTED TO CLIENT                                                    6,481.95\n  Six thousand four hundred eighty-one and 95/100 dollars\n  Deposited to Northrim Bank ****6021, trace 125000240188321\n\nReserve balance after this schedule: 4,918.50.  Debtors have been notified to remit to\nKahiltna Trade Funding, LLC, PO Box 240118, Anchorage AK 99524.            Page 1 of 1\n',
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 838500,
      netCents: 648195,
      date: '2026-03-04',
      broker: 'Quarry Hill Freight Brokerage Co.',
      tripNumber: '7719320',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 83850,
      reimbursementsCents: null,
      deductions: [25155, 120000, 2500],
    },
  },
  {
    id: 'b150-ingomar-lumper-receipt-short',
    issuer: 'Ingomar Dock Services, LLC',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Short plain lumper receipt from a warehouse unloading service: receipt number, date with in/out times and door on one line, carrier, tractor and trailer, PO/load number, two charge lines, a total paid by Comchek express code and a signature line; MM/DD/YYYY date',
    text: 'INGOMAR DOCK SERVICES, LLC\nUnloading at Riverbend Grocers DC #14\n3300 Industrial Pkwy, Ingomar, PA 15127   (412) 555-0151\n\nLUMPER RECEIPT                          No. 0063318\nDate: 03/11/2026      In 06:40   Out 08:25      Door 22\nCarrier: ALLEGRA ROAD CARRIERS LLC    Tractor 447   Trailer 53114\nPO / Load #: 8840217-B\n\nFloor-loaded cases 1,312 -> 24 pallets\nUnload, palletize          245.00\nRestack / sort (2 SKUs)     40.00\n                          -------\nTOTAL PAID                 285.00\n\nPaid by: Comchek express code 08817-44192\nReceived by: D. Kowalczyk        Driver: ____________\nKeep this receipt for reimbursement. No cash accepted.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-03-11',
    },
  },
  {
    id: 'b150-hoosic-toll-statement-two-page',
    issuer: 'Hoosic River Bridge & Turnpike Authority',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Two-page commercial toll account statement: the letterhead and account line (with statement date and page number) repeat on page 2; page 1 has an account summary with DR/CR-suffixed previous balance, payment, tolls, transponder fee and new balance due (with a due date), then a transaction list (date, time, plaza, class, tag, amount DR) continued onto page 2 with a total-tolls line; month-name statement date, MM/DD transaction dates',
    text: 'HOOSIC RIVER BRIDGE & TURNPIKE AUTHORITY          COMMERCIAL E-PASS ACCOUNT STATEMENT\nPO Box 2140, Hoosick Falls, NY 12090               Customer Service 1-800-555-0166\nAccount 7001-448290   HELDERBERG EXPRESS LINES INC        Statement Date: April 30, 2026   Page 1 of 2\n\nACCOUNT SUMMARY   Period April 1, 2026 - April 30, 2026\n   Previous balance                         412.85 DR\n   Payment received 04/08 - thank you       412.85 CR\n   Tolls this period (11)                   207.65 DR\n   Monthly transponder fee (2 tags)           2.00 DR\n   NEW BALANCE DUE  05/20/2026              209.65 DR\n\n   Auto-pay is OFF for this account. Pay online at hoosicpass.example or by check.\n\nTRANSACTIONS\nDATE   TIME   LOCATION                  CLASS  TAG           AMOUNT\n04/02  07:41  Hoosick Falls Br. EB         5   0448-2290-18     18.50 DR\n04/02  16:20  Hoosick Falls Br. WB         5   0448-2290-17     18.50 DR\n04/07  05:58  Walloomsac Plaza 3           5   0448-2290-17     22.75 DR\n04/09  11:12  Hoosick Falls Br. EB         5   0448-2290-18     18.50 DR\n04/09  19:47  Eagle Bridge Plaza           5   0448-2290-17     14.20 DR\n04/14  06:03  Walloomsac Plaza 3           5   0448-2290-17     22.75 DR\n                                             continued on next page\n\nHOOSIC RIVER BRIDGE & TURNPIKE AUTHORITY          COMMERCIAL E-PASS ACCOUNT STATEMENT\nPO Box 2140, Hoosick Falls, NY 12090               Customer Service 1-800-555-0166\nAccount 7001-448290   HELDERBERG EXPRESS LINES INC        Statement Date: April 30, 2026   Page 2 of 2\n\nTRANSACTIONS (continued)\nDATE   TIME   LOCATION                  CLASS  TAG           AMOUNT\n04/16  13:31  Hoosick Falls Br. WB         5   0448-2290-18     18.50 DR\n04/21  08:09  Eagle Bridge Plaza           5   0448-2290-17     14.20 DR\n04/23  17:55  Hoosick Falls Br. EB         5   0448-2290-17     18.50 DR\n04/28  10:36  Walloomsac Plaza 3           5   0448-2290-18     22.75 DR\n04/29  15:02  Hoosick Falls Br. WB         5   0448-2290-17     18.50 DR\n                                        Total tolls     207.65 DR\n\nClass 5 = 5-axle tractor-trailer. Disputes must be filed within 60 days of the statement date.\n',
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
      date: '2026-04-30',
    },
  },
];
