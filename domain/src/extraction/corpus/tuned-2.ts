import type { CorpusDocument } from './types.js';

/** A second tuned batch: layouts and wordings the first batches did not have. */
export const TUNED_DOCUMENTS_2: CorpusDocument[] = [
  {
    id: 'nordic-freight-eu-format',
    issuer: 'Nordic Freight Lines',
    issuerKind: 'carrier',
    country: 'US',
    split: 'tuned',
    layout:
      'English settlement from a European-owned carrier: 3.450,00 amounts, dd.mm.yyyy dates, summary on one line',
    text: `NORDIC FREIGHT LINES USA INC.
Owner Operator Statement No. 4471
Contractor: B. JENSEN TRUCKING
Statement period: 09.11.2026 - 15.11.2026
Payment date: 19.11.2026

Trip 88-4410   Chicago IL - Detroit MI        Miles 283    Amount 1.150,00
Trip 88-4432   Detroit MI - Columbus OH       Miles 204    Amount 880,00
Trip 88-4459   Columbus OH - Chicago IL       Miles 356    Amount 1.420,00

Gross: 3.450,00     Deductions: 549,50     Net: 2.900,50

Deductions detail
Fuel card                       412,30
Insurance                        97,20
Trailer usage                    40,00
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 345000,
      netCents: 290050,
      date: '2026-11-19',
      broker: 'NORDIC FREIGHT LINES USA INC.',
      tripNumber: '88-4410',
      miles: 843,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [41230, 9720, 4000],
    },
  },
  {
    id: 'transport-gilles-talon-fr',
    issuer: 'Transport Gilles Lapointe',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'tuned',
    layout:
      'French-only Quebec pay stub: salaire brut/net, "20 nov. 2026", kilometres-free miles line, retenues',
    text: `TRANSPORT GILLES LAPOINTE LTÉE
TALON DE PAIE
Employé : M. Côté          Matricule : 4471
Période du 8 nov. 2026 au 14 nov. 2026
Date de paie : 20 nov. 2026

Milles parcourus : 2 940
Rémunération au mille          1 617,00
Prime de sécurité                 75,00
Salaire brut                   1 692,00

Impôt fédéral                    198,40
Impôt du Québec                  181,05
RRQ                              102,12
Assurance-emploi                  21,99
RQAP                               8,36
Salaire net                    1 180,08
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 169200,
      netCents: 118008,
      date: '2026-11-20',
      broker: 'TRANSPORT GILLES LAPOINTE LTÉE',
      tripNumber: null,
      miles: 2940,
      linehaulCents: 161700,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [19840, 18105, 10212, 2199, 836],
    },
  },
  {
    id: 'fletes-mexico-liquidacion-semanal',
    issuer: 'Fletes México Chihuahua',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'tuned',
    layout:
      'Mexican weekly settlement: "$ 12,345.67 MXN", fecha de emisión, total a pagar, deductions in one line',
    text: `FLETES MÉXICO CHIHUAHUA, S.A. DE C.V.
LIQUIDACIÓN SEMANAL DE OPERADOR
Operador: ERNESTO VILLA          Unidad: T-204
Fecha de emisión: 21/11/2026
Semana: 46

Viaje 6612-A  Chihuahua - Cd. Juárez   Millas 232   Importe $ 8,120.00 MXN
Viaje 6630-B  Cd. Juárez - El Paso TX  Millas 15    Importe $ 2,600.00 MXN
Total ingresos                                      $ 10,720.00 MXN

Anticipo $ 2,000.00   Combustible $ 3,150.00   Seguro $ 420.00
Total a pagar                                       $ 5,150.00 MXN
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 1072000,
      netCents: 515000,
      date: '2026-11-21',
      broker: 'FLETES MÉXICO CHIHUAHUA, S.A. DE C.V.',
      tripNumber: '6612-A',
      miles: 247,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: 200000,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [315000, 42000],
    },
  },
  {
    id: 'jbhunt-carrier-remit-load-totals',
    issuer: 'J.B. Hunt Transport',
    issuerKind: 'broker',
    country: 'US',
    split: 'tuned',
    layout: 'Broker remittance: loads listed with their totals, no gross line, quick-pay fee, payment amount',
    text: `J.B. Hunt Transport, Inc.
Carrier 360 - Payment Remittance
Vendor: RIVER CITY HAULERS LLC    Vendor #: 88120
Payment Date: 11/24/2026    Payment #: EFT-7720941

Load 4419921    Linehaul 1,800.00    Fuel 210.00    Load Total 2,010.00
Load 4419987    Linehaul   950.00    Fuel 120.00    Load Total 1,070.00
Quick Pay Discount (2%)                               (61.60)
Payment Amount                                      3,018.40
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 308000,
      netCents: 301840,
      date: '2026-11-24',
      broker: 'J.B. Hunt Transport, Inc.',
      tripNumber: '4419921',
      miles: null,
      linehaulCents: 275000,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [6160],
    },
  },
  {
    id: 'flying-j-receipt-litres',
    issuer: 'Flying J',
    issuerKind: 'merchant',
    country: 'CA',
    split: 'tuned',
    layout: 'Canadian truck-stop receipt in litres with GST/HST lines',
    text: `FLYING J TRAVEL CENTRE #7440
HWY 401 EXIT 230, WOODSTOCK ON
GST/HST # 81234 5678 RT0001

2026-11-15   14:07
PUMP 06  DIESEL
LITRES        412.880
PRICE/L         1.739
AMOUNT        718.00
HST 13%        82.60
TOTAL         800.60
COMDATA   ****4410   UNIT 22
`,
    expected: { documentType: 'fuel_receipt', grossCents: null, netCents: null, date: '2026-11-15' },
  },
  {
    id: 'fleetpride-parts-invoice',
    issuer: 'FleetPride',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'tuned',
    layout: 'Parts-counter invoice: part numbers, quantities, unit prices, core charge, invoice total',
    text: `FLEETPRIDE
Invoice # 55-1182094          Date 11/17/2026
Sold To: RIVER CITY HAULERS LLC
Ship To: SAME

Qty  Part No.        Description               Unit      Ext
2    BW-801150       Air dryer cartridge       48.20     96.40
1    HAL-KP1422      Brake chamber 30/30       61.75     61.75
1    CORE            Core charge               25.00     25.00
                                 Subtotal               183.15
                                 Tax 7%                  12.82
                                 Invoice Total          195.97
`,
    expected: { documentType: 'repair_invoice', grossCents: null, netCents: null },
  },
  {
    id: 'arrive-load-tender',
    issuer: 'Arrive Logistics',
    issuerKind: 'broker',
    country: 'US',
    split: 'tuned',
    layout: 'Load tender / carrier load confirmation with "Agreed rate" and accessorial lines',
    text: `Arrive Logistics
Carrier Load Confirmation
Shipment ID: ARV-3390417     Tender date: 11/18/2026
Carrier: PEREZ BROTHERS TRUCKING LLC

Origin: Laredo, TX  Appt 11/19/2026 06:00
Destination: Atlanta, GA  Appt 11/21/2026 08:00
Trailer: 53' Dry   Temp: N/A   Total miles: 1,012

Agreed Rate (all in)      $2,650.00
Driver assist               $75.00
Total                     $2,725.00
Carrier agrees to the terms above. Sign and return to dispatch@arrive.example.
`,
    expected: {
      documentType: 'rate_confirmation',
      broker: 'Arrive Logistics',
      tripNumber: 'ARV-3390417',
      miles: 1012,
    },
  },
  {
    id: 'covenant-ocr-dates-and-labels',
    issuer: 'Covenant Logistics',
    issuerKind: 'payroll',
    country: 'US',
    split: 'tuned',
    layout: 'Company-driver stub typed through a poor scan: 2O26-1l-2O date, Gr0ss, NET PAY with S for 5',
    text: `COVENANT LOGISTICS GROUP
Driver Earnings Stmt
Emp #: 55120   Driver: K. ABERNATHY
Chk Date: 2O26-1l-2O      Pay Period End: 2O26-11-14
Paid Mi1es: 2,6O5
Mileage Pay .52 x 2605           1,354.6O
Gr0ss Pay                        1,354.6O
Fed Tax                            112.O8
FICA                               1O3.63
Net Pay                          1,138.89
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 135460,
      netCents: 113889,
      date: '2026-11-20',
      broker: 'COVENANT LOGISTICS GROUP',
      tripNumber: null,
      miles: 2605,
      linehaulCents: 135460,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [11208, 10363],
    },
  },
  {
    id: 'triumph-style-factor-no-total',
    issuer: 'Porter Freight Funding',
    issuerKind: 'factor',
    country: 'US',
    split: 'tuned',
    layout: 'Factoring schedule with a debtor column after the invoice, no invoice total, rebate released',
    text: `PORTER FREIGHT FUNDING
Schedule of Accounts — Advance Notice
Client: KESTREL LOGISTICS LLC
Advance Date: November 23, 2026     Schedule #: 22019

Invoice     Load #       Debtor                     Amount
K-1201      PF-55120     Schneider Logistics        1,650.00
K-1202      PF-55134     Werner Global Logistics    2,140.00

Factoring Fee 2.75%                      104.23
Reserve 10%                              379.00
Amount Advanced                        3,306.77
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 379000,
      netCents: 330677,
      date: '2026-11-23',
      broker: 'Schneider Logistics',
      tripNumber: 'PF-55120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 37900,
      reimbursementsCents: null,
      deductions: [10423],
    },
  },
  {
    id: 'dat-one-quickpay-total-pay',
    issuer: 'DAT One',
    issuerKind: 'load_board',
    country: 'US',
    split: 'tuned',
    layout: 'Load-board payment e-mail: "Total pay" gross, "Fee", "You received", date written long',
    text: `DAT One Payments
Your payment is on the way
Paid to: HIGH PLAINS CARRIERS LLC
Sent Tuesday, November 24, 2026

Load #DAT-7741209  Denver, CO → Omaha, NE  540 mi
Total pay                    $1,620.00
Fee (1.5%)                      $24.30
You received                 $1,595.70
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 162000,
      netCents: 159570,
      date: '2026-11-24',
      broker: 'DAT One Payments',
      tripNumber: 'DAT-7741209',
      miles: 540,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [2430],
    },
  },
];
