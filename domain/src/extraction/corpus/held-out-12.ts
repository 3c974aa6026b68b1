import type { CorpusDocument } from './types.js';

/**
 * A twelfth held-out batch (b12-), written blind — without reading the extractor, its tests or the
 * texts of batches 7 to 11, and without running anything that scores it — and committed before any
 * run on it; never used to tune. 20 documents from 20 new issuers, mixed like a trucker's uploads:
 * 8 settlement statements (4 US, 2 Canadian incl. 1 French, 2 Mexican), 3 factoring remittances,
 * 3 pay stubs, 2 rate confirmations, a fuel receipt, a repair invoice, a bill of lading and a
 * carrier's accessorial invoice.
 */
export const HELD_OUT_DOCUMENTS_12: CorpusDocument[] = [
  {
    id: 'b12-tallgrass-contractor-settlement',
    issuer: 'Tallgrass Freight Lines',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Plain owner-operator settlement from a mid-size carrier: trip table with loaded and empty miles, linehaul and FSC columns, totals row, one accessorial line, deductions one per line, escrow balance footer',
    text: `TALLGRASS FREIGHT LINES, INC.
2700 N Hydraulic St, Wichita KS 67219   (316) 555-0174   MC 412209 / USDOT 1180447
CONTRACTOR SETTLEMENT                                               Page 1 of 1
Contractor #: 1093  D. KOWALCZYK              Settlement #: 26-44-1093
Week Ending: 10/31/2026                       Pay Date: 11/04/2026

Trip #     Origin            Destination       Loaded   Empty    Linehaul       FSC
T260881    Wichita KS        Kansas City MO       201      18      482.40     86.43
T260902    Kansas City MO    Sioux Falls SD       365      42      876.00    156.95
T260937    Sioux Falls SD    Omaha NE             182      60      436.80     78.26
T260955    Omaha NE          Wichita KS           300       0      720.00    129.00
Totals                                          1,048     120    2,515.20    450.64

Extra stop T260902                                                           25.00
Total Earnings                                                            2,990.84

Deductions
Fuel Purchases                                                            1,104.37
Occupational Accident                                                        38.75
Physical Damage                                                              92.00
Trailer Rental                                                               90.00
IFTA / Base Plate                                                            41.20
Escrow                                                                       75.00
Total Deductions                                                          1,441.32

Net Pay                                                                   1,549.52
Escrow balance: 2,325.00     Direct deposit to acct ending 6614
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 299084,
      netCents: 154952,
      date: '2026-11-04',
      broker: 'TALLGRASS FREIGHT LINES, INC.',
      tripNumber: 'T260881',
      miles: 1168,
      linehaulCents: 251520,
      fuelSurchargeCents: 45064,
      advancesCents: null,
      escrowCents: 7500,
      reimbursementsCents: null,
      deductions: [110437, 3875, 9200, 9000, 4120],
    },
  },
  {
    id: 'b12-ashgrove-lease-purchase-ytd',
    issuer: 'Ashgrove Lease Purchase',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease-purchase program weekly settlement: short load list with miles only, then a This Week / Year to Date summary with deductions in parentheses, lease-payment count footer',
    text: `ASHGROVE LEASE PURCHASE, LLC
1450 Commerce Pkwy, Joplin MO 64801 · 417-555-0139
Lease Purchase Program — Weekly Settlement
Lessee: 20788  A. BOATENG      Truck: 2024 Freightliner Cascadia #A-614
Settlement Date: Nov 13, 2026       Week: Nov 1 – Nov 7, 2026

Load        Pickup    Delivery    Miles
AG-771045   11/02     11/03         612
AG-771102   11/04     11/05         548
AG-771166   11/06     11/07         497
Total dispatched miles            1,657

                               This Week     Year to Date
Mileage Pay (1,657 @ 1.32)      2,187.24        93,716.40
Fuel Surcharge                    414.25        17,906.10
Detention                          60.00         1,140.00
Gross Pay                       2,661.49       112,762.50
Truck Payment                    (695.00)      (30,580.00)
Fuel                             (968.55)      (41,223.84)
Insurance Package                (187.50)       (8,250.00)
Maintenance Fund                 (125.00)       (5,500.00)
Cash Advance                     (150.00)       (1,900.00)
Net Pay                           535.44        25,308.66

Lease payments made: 44 of 156     Maintenance fund balance: 5,500.00
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 266149,
      netCents: 53544,
      date: '2026-11-13',
      broker: 'ASHGROVE LEASE PURCHASE, LLC',
      tripNumber: 'AG-771045',
      miles: 1657,
      linehaulCents: 218724,
      fuelSurchargeCents: 41425,
      advancesCents: 15000,
      escrowCents: 12500,
      reimbursementsCents: null,
      deductions: [69500, 96855, 18750],
    },
  },
  {
    id: 'b12-trailbridge-power-only-share',
    issuer: 'Trailbridge Logistics',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Power-only program settlement: load table with trailer numbers, load revenue, the contractor 80% share and FSC columns, deadhead pay line, "Charges" block, fuel advance',
    text: `TRAILBRIDGE LOGISTICS, INC.
Power Only Program · Contractor Settlement
PO Box 8812, Fort Smith AR 72902 · 479-555-0160
Contractor: 3310 — MENDEZ ROAD LLC (Tractor 88)        Settlement date: 12/02/2026
Loads delivered 11/22/2026 – 11/28/2026

Load       Trailer     From             To               Miles   Load Rev.   Your 80%      FSC
PO-51840   TB53-1142   Fort Smith AR    Dallas TX          282      846.00     676.80   118.44
PO-51877   CUST-4471   Dallas TX        Houston TX         239      717.00     573.60   100.38
PO-51903   TB53-0987   Houston TX       Little Rock AR     432    1,296.00   1,036.80   181.44
Totals                                                     953    2,859.00   2,287.20   400.26
Miles: loaded 953 + deadhead 64 = 1,017

Deadhead pay (to PO-51877 pickup, 64 mi @ 0.75)                                48.00
Total Earnings                                                              2,735.46

Charges
Fuel (EFS card)                                                               812.30
Trailer Interchange Ins.                                                       64.00
Occ Acc                                                                        31.50
PrePass / Tolls                                                                27.85
Fuel advance 11/24                                                            200.00
Total Charges                                                               1,135.65

Net Settlement                                                              1,599.81
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 273546,
      netCents: 159981,
      date: '2026-12-02',
      broker: 'TRAILBRIDGE LOGISTICS, INC.',
      tripNumber: 'PO-51840',
      miles: 1017,
      linehaulCents: 228720,
      fuelSurchargeCents: 40026,
      advancesCents: 20000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [81230, 6400, 3150, 2785],
    },
  },
  {
    id: 'b12-sumner-dedicated-two-pages',
    issuer: 'Sumner Dedicated Services',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Dedicated-account contractor settlement over a page break: daily route table with stops, miles, route pay and stop pay on page 1, weekly FSC and unloading reimbursement; deductions and net on page 2 under a repeated header',
    text: `SUMNER DEDICATED SERVICES, INC.                                   Page 1 of 2
Dedicated Contractor Settlement — Account: FAMILY FARE DC #2 (Gallatin TN)
Contractor: 5521  W. ODUYA              Settlement No: SDS-1121-5521
Pay Period: 11/15/2026 - 11/21/2026     Deposit Date: 11/25/2026

Route     Date     Stops    Miles    Route Pay    Stop Pay
R-2207    11/16        6      318       540.00       90.00
R-2211    11/17        5      286       540.00       75.00
R-2207    11/18        6      322       540.00       90.00
R-2219    11/19        7      341       540.00      105.00
R-2211    11/20        5      279       540.00       75.00
Totals                29    1,546     2,700.00      435.00

Weekly Fuel Surcharge (1,546 mi @ 0.38)                    587.48
Unloading Reimbursement (receipts)                         120.00
Total Settlement Earnings                                3,842.48

SUMNER DEDICATED SERVICES, INC.                                   Page 2 of 2
Settlement No: SDS-1121-5521 (continued)

Deductions
Fuel - company island                                    1,036.14
Tractor Insurance                                          146.00
Dedicated Trailer Use                                      110.00
Driver Camera                                               12.00
Escrow Contribution                                        100.00
Total Deductions                                         1,404.14

NET SETTLEMENT                                           2,438.34
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 384248,
      netCents: 243834,
      date: '2026-11-25',
      broker: 'SUMNER DEDICATED SERVICES, INC.',
      tripNumber: 'R-2207',
      miles: 1546,
      linehaulCents: 270000,
      fuelSurchargeCents: 58748,
      advancesCents: null,
      escrowCents: 10000,
      reimbursementsCents: 12000,
      deductions: [103614, 14600, 11000, 1200],
    },
  },
  {
    id: 'b12-fundy-coast-km-statement',
    issuer: 'Fundy Coast Transport',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'New Brunswick owner-operator statement in kilometres: trip table with km, rate per km and linehaul, FSC per km, "Less:" deductions incl. WorkSafeNB, day-first dates, net in CAD',
    text: `FUNDY COAST TRANSPORT LTD.
95 Urquhart Ave, Moncton NB E1H 2R4 · 506-555-0112 · NSC NB-118204
OWNER OPERATOR STATEMENT
Operator: 7714 — 654321 N.B. Ltd. (G. LEBLANC)
Statement date: 06/11/2026          Trips closed 26/10/2026 - 01/11/2026

Trip No.   From            To                 Km     Rate     Linehaul
FC-40915   Moncton NB      Montréal QC       855     1.62     1,385.10
FC-40938   Montréal QC     Toronto ON        541     1.62       876.42
FC-40961   Toronto ON      Moncton NB      1,392     1.58     2,199.36
Total                                      2,788              4,460.88

Fuel surcharge  2,788 km @ 0.31                               864.28
Gross revenue                                               5,325.16

Less:
Fuel purchases                                              1,932.40
Insurance (cargo / liability share)                           188.00
Satellite                                                      34.95
WorkSafeNB assessment                                          41.60
Advance 28/10                                                 500.00
Reserve fund                                                  150.00
Total deductions                                            2,846.95

Net payable (CAD)                                           2,478.21
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 532516,
      netCents: 247821,
      date: '2026-11-06',
      broker: 'FUNDY COAST TRANSPORT LTD.',
      tripNumber: 'FC-40915',
      miles: 1732,
      linehaulCents: 446088,
      fuelSurchargeCents: 86428,
      advancesCents: 50000,
      escrowCents: 15000,
      reimbursementsCents: null,
      deductions: [193240, 18800, 3495, 4160],
    },
  },
  {
    id: 'b12-bellechasse-releve-deux-colonnes',
    issuer: 'Transports Bellechasse',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout:
      'Quebec owner-operator weekly statement in French: trip table in km, then REVENUS and RETENUES side by side on the same lines, space thousands and comma decimals, "Payé le 19 novembre 2026"',
    text: `TRANSPORTS BELLECHASSE INC.
220, route 277, Saint-Anselme (Québec) G0R 2N0 — 418 555-0147
RELEVÉ HEBDOMADAIRE — VOITURIER PROPRIÉTAIRE
Voiturier : 418 — 9371-2207 Québec inc. (M. Roy)          Camion : 61
Semaine du 8 au 14 novembre 2026                    Payé le 19 novembre 2026

Voyage     Date     Trajet                             Km      Montant
B-88214    09-11    St-Anselme → Laval                262       524,00
B-88230    10-11    Laval → Cornwall ON               187       374,00
B-88251    11-11    Cornwall ON → Rivière-du-Loup     640     1 280,00
B-88270    13-11    Rivière-du-Loup → St-Anselme      178       356,00
Totaux                                              1 267     2 534,00

REVENUS                               RETENUES
Transport           2 534,00          Carburant               906,31
Surcharge carb.       380,10          Assurances              122,40
Attente                45,00          Location remorque        85,00
                                      Avance 10-11            250,00
                                      Fonds de garantie        75,00
Total revenus       2 959,10          Total retenues        1 438,71

NET À PAYER                             1 520,39 $
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 295910,
      netCents: 152039,
      date: '2026-11-19',
      broker: 'TRANSPORTS BELLECHASSE INC.',
      tripNumber: 'B-88214',
      miles: 787,
      linehaulCents: 253400,
      fuelSurchargeCents: 38010,
      advancesCents: 25000,
      escrowCents: 7500,
      reimbursementsCents: null,
      deductions: [90631, 12240, 8500],
    },
  },
  {
    id: 'b12-cerro-silla-liquidacion-permisionario',
    issuer: 'Autotransportes Cerro de la Silla',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Monterrey carrier settlement to a leased permisionario: trip table with client, route, km and importe, unlabelled totals row, diesel price adjustment, "Cargos" block, net "MXN 25,715.35"',
    text: `AUTOTRANSPORTES CERRO DE LA SILLA, S.A. DE C.V.
Av. Ruiz Cortines 4410 Pte., Monterrey, N.L. C.P. 64400 · Tel. 81 5550 2291
LIQUIDACIÓN A PERMISIONARIO
Permisionario: GILBERTO TREVIÑO SALINAS    Tractor: CS-44    RFC: TESG7704129K3
Fecha de liquidación: 13 de noviembre de 2026
Viajes cerrados del 02/11/2026 al 08/11/2026

Viaje       Cliente       Origen - Destino           Km       Importe
CS-118402   Ternium       Monterrey - Saltillo        86      4,300.00
CS-118419   Ternium       Saltillo - Querétaro       595     22,610.00
CS-118450   Grupo Lala    Querétaro - Monterrey      712     27,056.00
                                                   1,393     53,966.00
Ajuste por precio del diésel                                  2,785.95
Total a favor del permisionario                              56,751.95

Cargos
Diésel suministrado en patio                                 18,420.60
Casetas TAG                                                   3,966.00
Seguro de la unidad                                           2,150.00
Anticipo de viaje                                             5,000.00
Retención fondo de mantenimiento                              1,500.00
Total cargos                                                 31,036.60

Saldo neto a depositar                                  MXN 25,715.35
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 5675195,
      netCents: 2571535,
      date: '2026-11-13',
      broker: 'AUTOTRANSPORTES CERRO DE LA SILLA, S.A. DE C.V.',
      tripNumber: 'CS-118402',
      miles: 866,
      linehaulCents: 5396600,
      fuelSurchargeCents: 278595,
      advancesCents: 500000,
      escrowCents: 150000,
      reimbursementsCents: null,
      deductions: [1842060, 396600, 215000],
    },
  },
  {
    id: 'b12-refrigerados-zacatecas-ocr',
    issuer: 'Transportes Refrigerados de Zacatecas',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout:
      'Mexican reefer carrier weekly owner-operator settlement as a scan with OCR slips (O for 0, l for 1): 82 % share and fuel columns per trip in km, maniobras, descuentos, "$ 14,831.28 MN"',
    text: `TRANSP0RTES REFRIGERADOS DE ZACATECAS, S.A. DE C.V.
Carr. Panamericana Km 4.5, Guadalupe, Zac. C.P. 986OO   Tel. 492 555 O17O
LIQUIDACIÓN SEMANAL — 0PERADOR PR0PIETARIO
Propietario: ARMANDO DE LA TORRE RUIZ        Unidad: RZ-O9
Fecha de pago: 2O/l1/2026                     Semana 46
Participación del propietario: 82% del flete

Viaje     Fecha      Ruta                           Km    Flete 82%   Combustible
RZ-66l0   10/11/26   Zacatecas - Cd. de México     6O4    11,391.44      1,51O.00
RZ-6627   12/11/26   Cd. de México - Guadalajara   541    1O,2O3.26      1,352.50
RZ-6641   14/11/26   Guadalajara - Zacatecas       3l8     5,997.48        795.OO
Tota1es                                          1,463    27,592.18      3,657.5O

Maniobras de carga                                               6OO.00
Total percepciones                                            31,849.68

Descuentos
Diése1                                                         9,8l2.40
Casetas                                                        2,4O6.00
Renta de caja refrigerada                                      1,8OO.OO
Anticipo                                                       3,OOO.00
Tota1 descuentos                                              17,O18.40

Neto a pagar                                              $ 14,83l.28 MN
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 3184968,
      netCents: 1483128,
      date: '2026-11-20',
      broker: 'TRANSPORTES REFRIGERADOS DE ZACATECAS, S.A. DE C.V.',
      tripNumber: 'RZ-6610',
      miles: 909,
      linehaulCents: 2759218,
      fuelSurchargeCents: 365750,
      advancesCents: 300000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [981240, 240600, 180000],
    },
  },
  {
    id: 'b12-anvil-client-funding-statement',
    issuer: 'Anvil Freight Funding',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Recourse factoring funding statement: invoice table with debtor, load ref and invoice date, schedule total, 90 % advance, discount and wire fee, amount funded, then the 10 % reserve held shown after the net',
    text: `ANVIL FREIGHT FUNDING, LLC
5120 S Lewis Ave, Tulsa OK 74105 · 918-555-0190 · funding@anvilfreight.com
CLIENT FUNDING STATEMENT
Client: BRIGHTWATER HAULING LLC    Client ID 20-4471    MC 1320087
Schedule No. 7719                   Funded: 10/22/2026

Inv #   Debtor                        Load / Ref       Inv Date       Amount
1184    Allen Lund Company            ALC-3310872      10/19/2026   2,150.00
1185    Allen Lund Company            ALC-3311408      10/20/2026   1,475.00
1186    Nolan Transportation Group    NTG-22018840     10/21/2026   2,600.00
Schedule Total                                                      6,225.00

Advance @ 90%                                                       5,602.50
Less Discount Fee 2.25%                                               140.06
Less Wire Fee                                                          20.00
Amount Funded                                                       5,442.44

Reserve held (10%): 622.50 — released when debtors pay, less any fees owed.
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 622500,
      netCents: 544244,
      date: '2026-10-22',
      broker: 'Allen Lund Company',
      tripNumber: 'ALC-3310872',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 62250,
      reimbursementsCents: null,
      deductions: [14006, 2000],
    },
  },
  {
    id: 'b12-prospect-purchase-report-ocr',
    issuer: 'Prospect Freight Factoring',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Non-recourse factoring purchase report scanned with OCR slips (O for 0, l for 1): debtor per row, invoices purchased, fee, chargeback and fuel advance repaid in parentheses, ACH to client',
    text: `PR0SPECT FREIGHT FACT0RING, INC.
1919 S Highland Ave, Suite 21O, Lombard IL 6O148 · 63O-555-Ol26
PURCHASE REP0RT / REMITTANCE ADVICE                      Page 1 of 1
Client: OLD MILL CARRIERS INC (Acct 3Ol8)      Purchase Date: Nov l2, 2O26

Debtor                   Load #          Inv #       Amount
Redwood Logistics        RWL-70l8223     OMC-552     1,9OO.OO
Redwood Logistics        RWL-70l859O     OMC-553     2,24O.OO
Sunset Transportation    ST-448lO2       OMC-554       725.OO
Invoices purchased (3)                               4,865.OO
Non-recourse fee 3.O%                                 (l45.95)
Chargeback OMC-5O9 (debtor dispute)                   (15O.OO)
Fuel advance repaid (11/1O)                           (3OO.OO)
ACH to client                                        4,269.O5
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 486500,
      netCents: 426905,
      date: '2026-11-12',
      broker: 'Redwood Logistics',
      tripNumber: 'RWL-7018223',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14595, 15000],
    },
  },
  {
    id: 'b12-kootenay-funding-confirmation-cad',
    issuer: 'Kootenay Receivables Finance',
    issuerKind: 'factor',
    country: 'CA',
    split: 'held_out',
    layout:
      'British Columbia factoring funding confirmation in CAD: one account debtor (a shipper), load table, then advance/holdback and discount/wire fee as "label amount label amount" pairs, ISO date',
    text: `KOOTENAY RECEIVABLES FINANCE LTD.
Suite 300 - 1628 Dickson Ave, Kelowna BC V1Y 9X1 · 250-555-0164
FUNDING CONFIRMATION
Client: OKANAGAN RIDGE TRUCKING LTD.        Client No. K-2281
Date funded: 2026-12-03                     Batch: 26-1203-04
Account debtor: Interior Forest Products Ltd.

Invoice      Load No.       Amount (CAD)
ORT-7702     IFP-58812          3,680.00
ORT-7703     IFP-58840          3,680.00
ORT-7705     IFP-58871          2,945.00
Total assigned                 10,305.00

Advance 85%        8,759.25      Holdback 15%       1,545.75
Discount 1.9%        195.80      Wire fee              25.00
Net funded (CAD)                                    8,538.45
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 1030500,
      netCents: 853845,
      date: '2026-12-03',
      broker: 'Interior Forest Products Ltd.',
      tripNumber: 'IFP-58812',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 154575,
      reimbursementsCents: null,
      deductions: [19580, 2500],
    },
  },
  {
    id: 'b12-larkspur-earnings-statement-ytd',
    issuer: 'Larkspur Regional Carriers',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Regional company-driver earnings statement: rate, qty, current and YTD columns, TAXES and DEDUCTIONS headings, per diem per mile, no state tax (SD)',
    text: `LARKSPUR REGIONAL CARRIERS, INC.                 EARNINGS STATEMENT
4600 Airport Rd, Rapid City SD 57703
Employee: TANNER J. WHITEHORSE     ID: 000318     Dept: REGIONAL FLEET
Period: 10/18/2026 - 10/24/2026    Pay Date: 10/30/2026    Voucher: DD-0077120

EARNINGS            Rate       Qty        Current           YTD
Miles Pay          0.5700     2,388       1,361.16     54,227.94
Stop Pay          25.0000         4         100.00      2,375.00
Layover           75.0000         1          75.00        900.00
Per Diem           0.1000     2,388         238.80      9,513.60
Gross Pay                                 1,774.96     67,016.54

TAXES
Federal Withholding                         109.82      4,371.09
Social Security                              91.64      3,434.12
Medicare                                     21.43        803.14
DEDUCTIONS
Medical Pre-Tax                              58.10      2,498.30
401(k) 4%                                    61.45      2,300.12

Net Pay                                   1,432.52     53,609.77
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 177496,
      netCents: 143252,
      date: '2026-10-30',
      broker: 'LARKSPUR REGIONAL CARRIERS, INC.',
      tripNumber: null,
      miles: 2388,
      linehaulCents: 136116,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [10982, 9164, 2143, 5810, 6145],
    },
  },
  {
    id: 'b12-ventura-coast-hourly-stub',
    issuer: 'Ventura Coast Distribution',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'California local-delivery driver biweekly stub: hours, rate and amount (regular, overtime, double time, meal premium), CA taxes and union dues, net split between two accounts',
    text: `VENTURA COAST DISTRIBUTION LLC
2150 Eastman Ave, Oxnard CA 93030     EIN 77-0418820
Statement of Earnings and Deductions
Employee: ROSA I. CAMACHO   #2217   Class A Local Driver
Pay Period 11/29/2026 - 12/12/2026         Check Date 12/18/2026

Description            Hours      Rate       Amount
Regular                80.00     31.25     2,500.00
Overtime (1.5x)         7.25    46.875       339.84
Double Time             1.00     62.50        62.50
Meal Period Premium                           31.25
Total Gross                                2,933.59

Fed Income Tax                               264.10
Social Security                              181.88
Medicare                                      42.54
CA State Income Tax                          108.77
CA SDI                                        38.14
Union Dues - Teamsters Local 186              92.00
Total Deductions                             727.43
Net Pay                                    2,206.16

Net Pay Distribution: Checking ****4410  1,800.00   Savings ****7719  406.16
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 293359,
      netCents: 220616,
      date: '2026-12-18',
      broker: 'VENTURA COAST DISTRIBUTION LLC',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [26410, 18188, 4254, 10877, 3814, 9200],
    },
  },
  {
    id: 'b12-elkhorn-check-stub-ocr',
    issuer: 'Elkhorn Valley Transport',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Small carrier driver check stub as a phone scan with OCR slips (O for 0, l for 1): loaded/empty/total miles on one line, mileage pay, tarp pay, taxes and an advance repayment',
    text: `ELKH0RN VALLEY TRANSP0RT INC
Norfolk NE 687Ol     Ph 4O2-555-Ol58
DRIVER PAYR0LL CHECK STUB
Driver: L. NAKAMURA    Emp# 4O12     Chk Date: l2/O4/2O26
Week End: ll/28/2O26
Miles:  Loaded 1,9l4   Empty 2O6   Total 2,l2O
Mileage Pay  2,l2O @ .6O           1,272.OO
Tarp Pay  2 @ 25.OO                   5O.OO
Gross Wages                        l,322.OO
Fed W/H                               96.14
Soc Sec                               81.96
Medicare                              19.17
NE State                              38.3O
Advance Repay                        1OO.OO
Net Check                            986.43
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 132200,
      netCents: 98643,
      date: '2026-12-04',
      broker: 'ELKHORN VALLEY TRANSPORT INC',
      tripNumber: null,
      miles: 2120,
      linehaulCents: 127200,
      fuelSurchargeCents: null,
      advancesCents: 10000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [9614, 8196, 1917, 3830],
    },
  },
  {
    id: 'b12-northgate-rate-confirmation',
    issuer: 'Northgate Freight Brokerage',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Dry-van broker rate confirmation: load number and customer PO, carrier with MC, driver cell and truck/trailer, PU/SO stops, rate breakdown, detention and TONU terms with other amounts',
    text: `NORTHGATE FREIGHT BROKERAGE, LLC
7300 W 110th St, Suite 700, Overland Park KS 66210 · Dispatch 913-555-0181 · MC 998417
RATE CONFIRMATION                                        Date: 10/14/2026
Load Number: NFB-2610-4471            Customer PO: 4500772190
Carrier: DOUBLE R EXPRESS LLC   MC 1178840   Driver: Luis Ortega   Cell 620-555-0133
Truck 14 / Trailer 5307     Equipment: 53' Dry Van

PU  10/15/2026 0700-1100   Prairie Mills Packaging, 2200 E 21st St N, Wichita KS 67214
SO  10/16/2026 0800 appt   Great Lakes Grocers DC, 4001 Ring Rd, Chesterton IN 46304
Weight 42,000 lb    Pallets 26    Miles 702

Rate Breakdown
  Line Haul                 1,830.00
  Fuel                        284.00
  Total                     2,114.00 USD

Detention $40/hr after 2 free hours, in/out times on BOL. TONU $150.00.
Send invoice, signed BOL and this confirmation to ap@northgatefreight.com. QuickPay 3% within 48 hrs.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 211400,
      broker: 'NORTHGATE FREIGHT BROKERAGE, LLC',
      tripNumber: 'NFB-2610-4471',
    },
  },
  {
    id: 'b12-whitecap-flatbed-tender',
    issuer: 'Whitecap Logistics',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Flatbed load tender and carrier confirmation: order number, month-name dates, securement requirements, flat rate plus tarp pay, total, detention terms',
    text: `WHITECAP LOGISTICS INC.
410 S Main St, Suite 3, Greenville SC 29601 · 864-555-0108
LOAD TENDER & CARRIER CONFIRMATION
Order # 8841207          Tendered Dec 1, 2026          Rep: K. Holloway
Carrier: IRONSIDE FLATBED LLC  (MC-1066203)   Dispatch: 317-555-0142

Pick up:  Dec 2, 2026 06:00   Tri-State Steel Service, 5600 Industrial Hwy, Gary IN 46406
Deliver:  Dec 3, 2026 08:00   Carolina Fabrication Works, 120 Tanner Rd, Greer SC 29651
Commodity: steel coils, 4 pcs, 44,800 lb
Equipment: 48' flatbed, 8' tarps, 10 chains, coil racks required

Carrier Pay
  Flat rate (all-in)            $2,650.00
  Tarp                            $100.00
  Total                         $2,750.00

Detention $50/hr after 3 hours. Loads not tarped as required will be charged $250.00.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 275000,
      broker: 'WHITECAP LOGISTICS INC.',
      tripNumber: '8841207',
    },
  },
  {
    id: 'b12-road-ranger-diesel-def',
    issuer: 'Road Ranger',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout:
      'Truck-stop fuel receipt: diesel gallons at price, DEF line, total, WEX fleet card, unit and odometer',
    text: `ROAD RANGER #142
I-39 & US-20   CHERRY VALLEY IL 61016
815-555-0129
10/27/2026   17:42      TKT 142-0088317
PUMP 9   DIESEL
Gallons         126.884
Price/Gal        $3.929
Diesel          $498.53
DEF   5.000 gal @ $3.79     $18.95
TOTAL           $517.48
WEX FLEET   ************3307
AUTH 066120   UNIT 14   ODO 388,102
`,
    expected: { documentType: 'fuel_receipt', grossCents: null, netCents: null, date: '2026-10-27' },
  },
  {
    id: 'b12-gateway-fleet-pm-brakes',
    issuer: 'Gateway Fleet Service Center',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout:
      'Independent truck shop invoice: two operations with labor hours at rate and parts, core return marked CR, shop supplies, tax on parts only, total due',
    text: `GATEWAY FLEET SERVICE CENTER
1700 Rider Trail N, Earth City MO 63045 · 314-555-0152
INVOICE 55-20418                            Invoice Date: 11/09/2026
Customer: DOUBLE R EXPRESS LLC
Unit 14   2022 Volvo VNL   VIN 4V4NC9EH2NN304417   Miles 388,960

Op 1  PM-A service: oil & filters, chassis lube     Labor 1.5 @ 150.00      225.00
      Parts: oil 11 gal, oil filter, fuel filters x2                        318.42
Op 2  Replace drive brake shoes & drums, axle 2     Labor 3.0 @ 150.00      450.00
      Parts: shoe kits x2, drums x2, hardware                               842.16
      Core return (drums)                                                60.00 CR
Shop supplies                                                                33.75
Subtotal                                                                  1,809.33
Sales tax 9.238% on parts 1,100.58                                          101.67
TOTAL DUE                                                                 1,911.00
`,
    expected: { documentType: 'repair_invoice', grossCents: null, netCents: null, date: '2026-11-09' },
  },
  {
    id: 'b12-harvest-moon-bill-of-lading',
    issuer: 'Harvest Moon Mills',
    issuerKind: 'shipper',
    country: 'US',
    split: 'held_out',
    layout:
      'Flour mill straight bill of lading: ship from/to, carrier with SCAC, trailer and seal, third-party freight terms, handling units, weight, NMFC and class; no money',
    text: `HARVEST MOON MILLS, INC.
STRAIGHT BILL OF LADING — NOT NEGOTIABLE              BOL No. HMM-26-118804
Ship Date: 12/07/2026          Shipper Ref / PO: 88-40771
Ship From: Harvest Moon Mills, 400 Elevator Rd, Salina KS 67401
Ship To:   Bluebonnet Bakeries DC, 2100 Commerce St, Fort Worth TX 76102
Carrier: DOUBLE R EXPRESS LLC    SCAC: DRRX    Trailer: 5307    Seal: 0088120
Freight Charge Terms: Prepaid ___  Collect ___  3rd Party _X_
3rd Party Bill To: Northgate Freight Brokerage, LLC, Overland Park KS

Handling Units   Type   Weight      HM   Description                        NMFC     Class
24               PLT    43,200 lb        Flour, enriched, 50 lb bags        73260    50
Totals 24 PLT           43,200 lb

Shipper: ____________________   Carrier: ____________________   Date: __________
Received subject to the classifications and tariffs in effect on the date of issue.
`,
    expected: { documentType: 'other', grossCents: null, netCents: null, date: '2026-12-07' },
  },
  {
    id: 'b12-quill-creek-accessorial-invoice',
    issuer: 'Quill Creek Trucking',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      "Carrier's accessorial invoice to a broker: detention computed from arrival and departure times, driver assist and lumper lines, total due, remit-to block",
    text: `QUILL CREEK TRUCKING LLC
88 Depot St, Greeneville TN 37743 · 423-555-0195 · MC 1190442 / USDOT 3402118
ACCESSORIAL INVOICE                                  Invoice No: QCT-1188
Invoice Date: 11/18/2026                             Terms: Net 30
Bill To: Kingsport Freight Solutions, Attn: Carrier AP, PO Box 4410, Kingsport TN 37662
Load / PRO: KFS-552018      Linehaul billed separately on invoice QCT-1179

Detention at receiver: arrived 06:00, departed 11:30 (5.5 hrs)
  2 hrs free, 3.5 billable hrs @ $60.00                          210.00
Driver assist unloading                                           75.00
Lumper (receipt attached)                                        185.00
Total Due                                                        470.00

Remit to: Quill Creek Trucking LLC, 88 Depot St, Greeneville TN 37743
`,
    expected: { documentType: 'other', grossCents: null, netCents: null, date: '2026-11-18' },
  },
];
