import type { CorpusDocument } from './types.js';

/** Documents written to build the extractor against (the held-out ones are in held-out.ts). */
export const TUNED_DOCUMENTS: CorpusDocument[] = [
  {
    id: 'tfi-affacturage-avis-fr',
    issuer: 'Affacturage Laurentides',
    issuerKind: 'factor',
    country: 'CA',
    split: 'tuned',
    layout:
      'Quebec factoring advice in French: "5 420,00 $", ISO date, débiteur label, fees after the invoice total',
    text: `AFFACTURAGE LAURENTIDES INC.
AVIS DE VERSEMENT — AFFACTURAGE
Client : TRANSPORT J.-F. PELLETIER INC.
Date du versement : 2026-11-18
Débiteur : TFI INTERNATIONAL — DIVISION CAMIONNAGE

Facture        Voyage         Montant
JFP-2291       TF-559102      3 120,00 $
JFP-2292       TF-559188      2 300,00 $
Montant des factures          5 420,00 $
Frais d'affacturage 3 %         162,60 $
Réserve retenue                 542,00 $
Montant versé                 4 715,40 $
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 542000,
      netCents: 471540,
      date: '2026-11-18',
      broker: 'TFI INTERNATIONAL — DIVISION CAMIONNAGE',
      tripNumber: 'TF-559102',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 54200,
      reimbursementsCents: null,
      deductions: [16260],
    },
  },
  {
    id: 'dart-ocr-s5-b8',
    issuer: 'Dart Transit',
    issuerKind: 'lessor',
    country: 'US',
    split: 'tuned',
    layout: 'Lease settlement read by OCR with S for 5, B for 8 and l for 1 inside amounts and labels',
    text: `DART TRANSIT COMPANY
Contractor Settlement Statement
Contractor: 55180 W. HOLM
Settlement Date: 11/2O/2026
Trip No: D-778109
Linehaul Revenue                    2,B4O.OO
Fuel Surcharge                        S12.4O
Gro5s Revenue                       3,3S2.4O
Fuel Purchases                      1,1O8.7S
Truck Payment                         6S0.00
Insurance - Liabi1ity                 1B2.OO
Escrow                                1OO.OO
Total Deductions                    2,O4O.7S
NET 5ETTLEMENT                      1,311.6S
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 335240,
      netCents: 131165,
      date: '2026-11-20',
      broker: 'DART TRANSIT COMPANY',
      tripNumber: 'D-778109',
      miles: null,
      linehaulCents: 284000,
      fuelSurchargeCents: 51240,
      advancesCents: null,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [110875, 65000, 18200],
    },
  },
  {
    id: 'loves-fuel-receipt',
    issuer: "Love's Travel Stops",
    issuerKind: 'merchant',
    country: 'US',
    split: 'tuned',
    layout: 'Fuel receipt: item table with quantity and price, reefer fuel, card and authorisation lines',
    text: `LOVE'S TRAVEL STOP #612
1-20 & HWY 80  TERRELL, TX
Store Phone 972-555-0142

Date: 11/14/2026   Time: 18:42
Invoice# 61200884

Product        Qty       Price     Amount
Diesel        98.410     3.799     373.86
Reefer Fuel   22.004     3.559      78.31
                         Subtotal   452.17
                         Tax          0.00
                         Total      452.17

Card: COMDATA ****8812    Auth #: 448120
Truck: 22   Trailer: 5310   Driver: R. LANE
`,
    expected: { documentType: 'fuel_receipt', grossCents: null, netCents: null, date: '2026-11-14' },
  },
  {
    id: 'ta-petro-work-order',
    issuer: 'TA Truck Service',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'tuned',
    layout: 'Road-service work order: complaint, cause, correction, parts and labor totals, amount due',
    text: `TA TRUCK SERVICE - ONTARIO CA #231
REPAIR ORDER / WORK ORDER          RO# 231-118820
Date In: 11/09/2026    Date Out: 11/10/2026
Customer: HOLM TRUCKING   Unit# 44   VIN 1XKYD49X0NJ441208

Complaint: Air leak at drive axle
Cause: Cracked air line fitting
Correction: Replaced fitting and 6 ft air line, tested OK

Parts Total            87.45
Labor 1.8 hr           243.00
Environmental Fee        8.50
Amount Due            338.95
Paid - Visa ****1201
`,
    expected: { documentType: 'repair_invoice', grossCents: null, netCents: null },
  },
  {
    id: 'tql-rate-confirmation',
    issuer: 'Total Quality Logistics',
    issuerKind: 'broker',
    country: 'US',
    split: 'tuned',
    layout: 'Broker rate confirmation: stops, equipment, carrier pay with accessorials, signature block',
    text: `TOTAL QUALITY LOGISTICS
CARRIER RATE CONFIRMATION
PO / Load #: 38912204          Confirmation Date: 11/16/2026
Carrier: STONEWALL TRANSPORT LLC   MC 991204

Stop 1 - Pick up   11/17/2026 07:00   P&G PLANT, CINCINNATI OH
Stop 2 - Delivery  11/18/2026 10:00   KROGER DC, LOUISVILLE KY
Equipment: 53 ft Dry Van   Commodity: Paper goods   Weight: 41,000 lbs
Miles: 101

Line Haul                 $850.00
Fuel Surcharge            $105.00
Total Carrier Pay         $955.00

Please sign and return this confirmation. Detention will be paid after 2 hours with notice.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 95500,
      broker: 'TOTAL QUALITY LOGISTICS',
      tripNumber: '38912204',
      miles: 101,
      linehaulCents: 85000,
      fuelSurchargeCents: 10500,
    },
  },
  {
    id: 'stevens-miles-per-load',
    issuer: 'Stevens Transport',
    issuerKind: 'carrier',
    country: 'US',
    split: 'tuned',
    layout:
      'Owner-operator settlement: load table with a miles column and no totals row, charges with minus signs',
    text: `STEVENS TRANSPORT, INC.
Lease Operator Settlement — Week 46
Lease Operator: 91204 M. ORTIZ
Check Date 11/19/2026

Load #      Origin          Destination      Miles     Pay
ST-88120    DALLAS TX       PHOENIX AZ       1,065   2,236.50
ST-88177    PHOENIX AZ      ONTARIO CA         372     818.40
ST-88190    ONTARIO CA      LAS VEGAS NV       271     596.20

Total Earnings                                        3,651.10
Fuel Card                                            -1,204.33
Insurance                                              -156.00
Escrow                                                 -75.00
Net Check                                             2,215.77
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 365110,
      netCents: 221577,
      date: '2026-11-19',
      broker: 'STEVENS TRANSPORT, INC.',
      tripNumber: 'ST-88120',
      miles: 1708,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 7500,
      reimbursementsCents: null,
      deductions: [120433, 15600],
    },
  },
  {
    id: 'paychex-stub-month-name',
    issuer: 'Paychex (for Hoosier Freight)',
    issuerKind: 'payroll',
    country: 'US',
    split: 'tuned',
    layout:
      'Payroll-service stub: "Nov. 20, 2026" check date, period end before it, Total Gross, current/YTD',
    text: `HOOSIER FREIGHT LLC
c/o Paychex Payroll Services
EARNINGS STATEMENT
Period End: Nov. 14, 2026        Check Date: Nov. 20, 2026
Employee: T. BRANDT    ID 3310

Description        Hours/Units    Rate       Current        YTD
Mileage               2,310       0.55       1,270.50      49,870.20
Stop pay                  4      20.00          80.00       2,100.00
Total Gross                                  1,350.50      51,970.20
Fed Withholding                               -118.22      -4,410.00
FICA                                          -103.31      -3,975.73
IN State Tax                                   -41.19      -1,585.09
Net Pay                                       1,087.78      41,999.38
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 135050,
      netCents: 108778,
      date: '2026-11-20',
      broker: 'HOOSIER FREIGHT LLC',
      tripNumber: null,
      miles: 2310,
      linehaulCents: 127050,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11822, 10331, 4119],
    },
  },
  {
    id: 'apex-invoice-amount',
    issuer: 'Apex Capital',
    issuerKind: 'factor',
    country: 'US',
    split: 'tuned',
    layout: 'Factoring purchase summary: Invoice Amount as the gross, advance rate, reserve, ACH amount',
    text: `Apex Capital Corp
Purchase Summary
Client: KESTREL LOGISTICS LLC
Purchase Date: 11/13/2026      Batch: 2026-1113-04

Debtor: Landstar Ranger
Load #: 5519021     Invoice #: K-1180
Invoice Amount                    2,800.00
Advance Rate 97%
Fee                                  84.00
Fuel Advance Repayment              300.00
ACH Amount                        2,416.00
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 280000,
      netCents: 241600,
      date: '2026-11-13',
      broker: 'Landstar Ranger',
      tripNumber: '5519021',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 30000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [8400],
    },
  },
  {
    id: 'transportes-baja-recibo',
    issuer: 'Transportes Baja Frontera',
    issuerKind: 'payroll',
    country: 'MX',
    split: 'tuned',
    layout: 'Mexican driver pay receipt: comma decimals with dot thousands, Spanish month name, ISR and IMSS',
    text: `TRANSPORTES BAJA FRONTERA S.A. DE C.V.
RECIBO DE NÓMINA — OPERADOR
Empleado: RAÚL ESPINOZA   No. 1182
Fecha de pago: 13 de noviembre de 2026
Periodo: 02/11/2026 al 08/11/2026

Percepciones
Pago por millas (1.840 millas)          9.384,00
Bono de seguridad                         500,00
Total percepciones                      9.884,00

Deducciones
ISR                                     1.120,35
IMSS                                      265,10
Préstamo                                  400,00
Total deducciones                       1.785,45
Neto a pagar                            8.098,55
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 988400,
      netCents: 809855,
      date: '2026-11-13',
      broker: 'TRANSPORTES BAJA FRONTERA S.A. DE C.V.',
      tripNumber: null,
      miles: 1840,
      linehaulCents: 938400,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [112035, 26510, 40000],
    },
  },
  {
    id: 'ifta-quarterly-summary',
    issuer: 'Holm Trucking',
    issuerKind: 'carrier',
    country: 'US',
    split: 'tuned',
    layout: 'IFTA quarterly mileage and fuel summary: miles and gallons per state, tax due, no pay',
    text: `IFTA QUARTERLY FUEL TAX REPORT — Q3 2026
Licensee: HOLM TRUCKING LLC    IFTA Acct: IN-220918
Filed: 10/28/2026

Jurisdiction    Total Miles    Taxable Gallons    Tax Rate    Tax Due
IN                   4,210             702.1       0.5700       400.20
IL                   3,880             645.0       0.4670       301.22
OH                   2,105             351.4       0.4700       165.16
Total               10,195           1,698.5                   866.58
`,
    expected: { documentType: 'other', grossCents: null, netCents: null },
  },
  {
    id: 'truckstop-quickpay-carrier-pay',
    issuer: 'Truckstop',
    issuerKind: 'load_board',
    country: 'US',
    split: 'tuned',
    layout: 'Load-board QuickPay remittance: two loads on lines with several amounts, fee, deposit date',
    text: `Truckstop Payments
QuickPay Remittance
Pay to: KESTREL LOGISTICS LLC
Deposit date: 11/22/2026      Reference: QP-2231190

Load 7720184  Rate $1,400.00  Fuel $160.00  Load total $1,560.00
Load 7720291  Rate $990.00    Fuel $110.00  Load total $1,100.00
Total carrier pay                      $2,660.00
QuickPay fee (2.5%)                      -$66.50
Deposit amount                         $2,593.50
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 266000,
      netCents: 259350,
      date: '2026-11-22',
      broker: 'Truckstop Payments',
      tripNumber: '7720184',
      miles: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [6650],
    },
  },
];
