import type { CorpusDocument } from './types.js';

/**
 * Written before the extractor was reworked and never used to tune it: the score on these is
 * the honest estimate of how it does on statements it has not seen.
 */
export const HELD_OUT_DOCUMENTS: CorpusDocument[] = [
  {
    id: 'boisvert-qc-releve-fr',
    issuer: 'Transport Boisvert et Fils',
    issuerKind: 'carrier',
    country: 'CA',
    split: 'held_out',
    layout: 'French-Canadian owner-operator settlement: space thousands, comma decimals, French month names',
    text: `TRANSPORT BOISVERT ET FILS INC.
1250, boul. Industriel, Saint-Hyacinthe (Québec) J2R 1B4
RELEVÉ DE RÈGLEMENT — VOITURIER PROPRIÉTAIRE
Voiturier : 3304 — Gestion M. Tremblay inc.
Date de paiement : 20 novembre 2026
Période se terminant le : 14 novembre 2026

No voyage     Origine            Destination        Milles      Montant
V-448120      Montréal QC        Toronto ON           336     1 512,00
V-448177      Toronto ON         Québec QC            497     2 087,40
Total                                                 833     3 599,40

Surcharge carburant                                          412,35
Revenu brut                                                4 011,75

Retenues
Carburant — carte Ultramar                                 1 148,22
Assurance responsabilité                                     165,00
Location de remorque                                         140,00
Avance de fonds                                              300,00
Fonds de réserve                                             100,00
Total des retenues                                         1 853,22

Montant net payé                                           2 158,53 $
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 401175,
      netCents: 215853,
      date: '2026-11-20',
      broker: 'TRANSPORT BOISVERT ET FILS INC.',
      tripNumber: 'V-448120',
      miles: 833,
      // The trips' amounts with the fuel surcharge printed apart are the linehaul, as in every later
      // batch (h8-riviere-ouelle, h9-bay-bay); this expectation said null until batch 9 showed the clash.
      linehaulCents: 359940,
      fuelSurchargeCents: 41235,
      advancesCents: 30000,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [114822, 16500, 14000],
    },
  },
  {
    id: 'autotransportes-norte-liquidacion',
    issuer: 'Autotransportes del Norte',
    issuerKind: 'carrier',
    country: 'MX',
    split: 'held_out',
    layout: 'Mexican operator settlement in Spanish: "18 de noviembre de 2026", day-first period, trip table',
    text: `AUTOTRANSPORTES DEL NORTE S.A. DE C.V.
LIQUIDACIÓN DE VIAJES — OPERADOR PERMISIONARIO
Permisionario: JUAN CARLOS REYES GARZA     RFC: REGJ800101AB1
Fecha de pago: 18 de noviembre de 2026
Periodo: 09/11/2026 al 15/11/2026

Viaje No.   Ruta                         Millas    Flete
NL-20871    Monterrey - Laredo TX           148    $9,850.00
NL-20894    Laredo TX - Saltillo            192    $11,200.00
Total fletes                                340    $21,050.00

Recargo por combustible                           $1,894.50
Total percepciones                               $22,944.50

Deducciones
Anticipo para gastos                               $3,000.00
Diésel                                             $7,420.00
Seguro de carga                                      $650.00
Retención fondo de garantía                          $500.00
Total deducciones                                 $11,570.00

Neto a pagar                                      $11,374.50
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 2294450,
      netCents: 1137450,
      date: '2026-11-18',
      broker: 'AUTOTRANSPORTES DEL NORTE S.A. DE C.V.',
      tripNumber: 'NL-20871',
      miles: 340,
      linehaulCents: 2105000,
      fuelSurchargeCents: 189450,
      advancesCents: 300000,
      escrowCents: 50000,
      reimbursementsCents: null,
      deductions: [742000, 65000],
    },
  },
  {
    id: 'factoraje-regiomontano-aviso',
    issuer: 'Factoraje Regiomontano',
    issuerKind: 'factor',
    country: 'MX',
    split: 'held_out',
    layout: 'Mexican factoring payment notice: dot thousands, comma decimals, debtor label, dd/mm/yyyy',
    text: `Factoraje Regiomontano, S.A.P.I. de C.V.
AVISO DE PAGO / REMITTANCE
Cliente (transportista): TRANSPORTES GALVÁN HNOS.
Fecha: 19/11/2026
Deudor: LOGÍSTICA INTEGRAL DEL BAJÍO

Factura      Carta porte     Importe
A-3310       CP-88120        48.500,00
A-3311       CP-88131        36.250,00
Importe total facturas       84.750,00
Comisión de factoraje 2,5%    2.118,75
Reserva 10%                   8.475,00
Importe depositado           74.156,25
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 8475000,
      netCents: 7415625,
      date: '2026-11-19',
      broker: 'LOGÍSTICA INTEGRAL DEL BAJÍO',
      tripNumber: 'CP-88120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 847500,
      reimbursementsCents: null,
      deductions: [211875],
    },
  },
  {
    id: 'knight-swift-ocr-confusions',
    issuer: 'Knight-Swift',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout: 'Company-driver stub as a phone OCR read it: O for 0, l for 1 in labels, dates and amounts',
    text: `KNIGHT-SWIFT TRANSP0RTATI0N H0LDINGS
DRIVER PAY STATEMENT
Emp1oyee: D. M0RALES    Emp ID: 7741O2
Pay Date: ll/2O/2026     Period End: 11/14/2O26
Tota1 Mi1es: 2,O84
Mi1eage Pay   2,O84 mi @ O.58        1,2O8.72
Stop Pay                              45.OO
Safety Bonus                          5O.OO
GR0SS PAY                         1,3O3.72
Federa1 Income Tax                   98.4O
S0cial Security                      8O.83
Medicare                             18.9O
Hea1th Ins                           62.5O
NET PAY                           1,O43.O9
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 130372,
      netCents: 104309,
      date: '2026-11-20',
      broker: 'KNIGHT-SWIFT TRANSPORTATION HOLDINGS',
      tripNumber: null,
      miles: 2084,
      linehaulCents: 120872,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [9840, 8083, 1890, 6250],
    },
  },
  {
    id: 'blue-line-lease-multi-amount-lines',
    issuer: 'Blue Line Lease',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout: 'Lease settlement with several labelled amounts per line and loaded plus empty miles',
    text: `Blue Line Lease & Settlement Services
OWNER-OPERATOR WEEKLY SETTLEMENT          Stmt No. 2026-47-0193
Driver/Owner: P. Okafor (Unit 1187)
Week Ending 11/15/2026     Paid On 11/19/2026

Trip 55102   Loaded Miles 1,210   Empty Miles 140
Linehaul 2,178.00    FSC 423.50    Detention 75.00    Lumper Reimb 120.00
Total Compensation                                   2,796.50

Fuel 948.10    Insurance 112.00    ELD 24.99
Escrow 50.00   Advance 250.00
Total Deductions                                     1,385.09
Settlement Net                                       1,411.41
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 279650,
      netCents: 141141,
      date: '2026-11-19',
      broker: 'Blue Line Lease & Settlement Services',
      tripNumber: '55102',
      miles: 1350,
      linehaulCents: 217800,
      fuelSurchargeCents: 42350,
      advancesCents: 25000,
      escrowCents: 5000,
      reimbursementsCents: 12000,
      deductions: [94810, 11200, 2499],
    },
  },
  {
    id: 'otr-capital-implicit-gross',
    issuer: 'OTR Capital',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring funding notice: invoice table with debtors, no invoice total, quick-pay fee, net funded',
    text: `OTR Capital
Schedule of Accounts Purchased — Funding Notice
Client: LONE PINE CARRIERS LLC     MC 1122098
Funding Date: Nov 17, 2026     Schedule 66190

Debtor                 Load #        Invoice Amt
J.B. Hunt Transport    JBH-9912031     1,950.00
Coyote Logistics       CY-44120033     2,275.00
Coyote Logistics       CY-44120391       880.00

Quick Pay Fee 3%                          (153.15)
Net Funded                                4,951.85
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 510500,
      netCents: 495185,
      date: '2026-11-17',
      broker: 'J.B. Hunt Transport',
      tripNumber: 'JBH-9912031',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [15315],
    },
  },
  {
    id: 'coyote-pay-to-advice',
    issuer: 'Coyote Logistics',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker carrier-payment advice: Pay To block first, payer address below, ship date before check date',
    text: `CARRIER PAYMENT ADVICE
Pay To: PEREZ BROTHERS TRUCKING LLC
4410 W Buckeye Rd, Phoenix AZ 85043

Coyote Logistics, LLC
2545 W Diversey Ave, Chicago IL 60647

Ship Date: 11/12/2026     Delivered: 11/13/2026
Check Date: 11/21/2026          Check No: 00448812
Load ID: 21988430
Total Carrier Pay             2,450.00
Less QuickPay (2%)               49.00
Check Amount                  2,401.00
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 245000,
      netCents: 240100,
      date: '2026-11-21',
      broker: 'Coyote Logistics, LLC',
      tripNumber: '21988430',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [4900],
    },
  },
  {
    id: 'martin-transport-payroll-ytd',
    issuer: 'Martin Transport',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout:
      'Payroll-provider earnings statement: rate, miles, this period and year-to-date columns, minus signs',
    text: `Earnings Statement
MARTIN TRANSPORT LTD
Period Beginning: 11/08/2026
Period Ending: 11/14/2026
Pay Date: 11/20/2026
Employee: KEVIN DUBOIS   File #: 004412

Earnings          rate     hours/miles    this period    year to date
Mileage           0.6100      2,236          1,363.96       56,204.10
Layover                                        100.00        1,200.00
Gross Pay                                    1,463.96       57,404.10

Deductions        Statutory
Federal Income Tax                            -131.44        -5,168.22
Social Security Tax                            -90.77        -3,559.05
Medicare Tax                                   -21.23          -832.36
Other
Medical                                        -74.20        -2,968.00
401K                                           -43.92        -1,722.12

Net Pay                                      1,102.40
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 146396,
      netCents: 110240,
      date: '2026-11-20',
      broker: 'MARTIN TRANSPORT LTD',
      tripNumber: null,
      miles: 2236,
      linehaulCents: 136396,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [13144, 9077, 2123, 7420, 4392],
    },
  },
  {
    id: 'pilot-fuel-receipt',
    issuer: 'Pilot Travel Centers',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout: 'Truck-stop fuel receipt: gallons, price per gallon, DEF line, fleet card, odometer',
    text: `PILOT TRAVEL CENTER #347
I-40 EXIT 286  AMARILLO TX 79118
(806) 335-1234

11/16/2026  04:12 AM   TRAN# 0884213
PUMP 12   DIESEL #2
GALLONS      142.318
PRICE/GAL     $3.899
FUEL SALE    $554.90
DEF          8.200 GAL @ $3.499   $28.69
TOTAL        $583.59
FLEET CARD   XXXXXXXXXXXX4410
AUTH 228190
TRUCK # 1187   ODOMETER 412,880
THANK YOU FOR CHOOSING PILOT
`,
    expected: {
      documentType: 'fuel_receipt',
      grossCents: null,
      netCents: null,
      date: '2026-11-16',
    },
  },
  {
    id: 'rush-truck-service-invoice',
    issuer: 'Rush Truck Centers',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout: 'Dealer service invoice: labor and parts lines, subtotal, sales tax, total due, VIN',
    text: `RUSH TRUCK CENTERS - DALLAS
SERVICE INVOICE                   Invoice No: 7720-44918
Invoice Date: 11/18/2026
Customer: OKAFOR HAULING LLC
Unit: 1187   VIN: 3AKJHHDR5NSNA4412   Mileage In: 412,901

Labor:  Diagnose and replace turbo actuator    3.5 hrs @ 165.00    577.50
Parts:  Turbo actuator assembly                                  1,284.00
Parts:  Gasket kit                                                  46.80
Shop supplies                                                       34.65
Subtotal                                                         1,942.95
Sales Tax 8.25%                                                    109.76
Total Due                                                        2,052.71
`,
    expected: {
      documentType: 'repair_invoice',
      grossCents: null,
      netCents: null,
      date: '2026-11-18',
    },
  },
  {
    id: 'echo-rate-confirmation',
    issuer: 'Echo Global Logistics',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout: 'Broker load confirmation and rate agreement: pickup and drop stops, total carrier pay',
    text: `ECHO GLOBAL LOGISTICS
LOAD CONFIRMATION AND RATE AGREEMENT
Load #: 188204471            Date: 11/09/2026
Carrier: SUMMIT ROAD LLC     MC# 887120   Dispatcher: A. Kim
Pickup 1:  11/10/2026 08:00   KRAFT HEINZ, GARLAND TX
Drop 1:    11/11/2026 14:00   HEB DC, SAN ANTONIO TX
Equipment: 53' Reefer     Weight: 38,400 lbs    Miles: 282
Line Haul Rate            $1,150.00
Fuel Surcharge              $185.00
Total Carrier Pay         $1,335.00
Carrier must send signed confirmation and POD to receive payment. Payment terms: 30 days.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 133500,
      broker: 'ECHO GLOBAL LOGISTICS',
      tripNumber: '188204471',
      miles: 282,
      linehaulCents: 115000,
      fuelSurchargeCents: 18500,
    },
  },
  {
    id: 'crst-month-name-dates',
    issuer: 'CRST',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout:
      'Contractor pay summary: month-name dates, unlabelled totals row, total compensation then total earnings',
    text: `CRST The Transportation Solution, Inc.
Independent Contractor Pay Summary
Settlement for the period November 8, 2026 through November 14, 2026
Check Date: November 19, 2026
Contractor: 80412  H. SINGH

Shipment    Ship Date       Miles    Total Revenue
7781204     Nov 9, 2026       921       2,118.30
7781566     Nov 12, 2026      688       1,582.40
                            1,609       3,700.70

Total Compensation (68% of revenue)       2,516.48
Fuel Surcharge Pass-Through                 563.15
Total Earnings                            3,079.63
Deductions:
  Tractor Lease                             575.00
  Fuel Card Purchases                     1,022.86
  Physical Damage Ins.                       85.00
  Maintenance Escrow                        125.00
Net Pay                                   1,271.77
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 307963,
      netCents: 127177,
      date: '2026-11-19',
      broker: 'CRST The Transportation Solution, Inc.',
      tripNumber: '7781204',
      miles: 1609,
      linehaulCents: 251648,
      fuelSurchargeCents: 56315,
      advancesCents: null,
      escrowCents: 12500,
      reimbursementsCents: null,
      deductions: [57500, 102286, 8500],
    },
  },
  {
    id: 'uber-freight-stacked-pdf',
    issuer: 'Uber Freight',
    issuerKind: 'load_board',
    country: 'US',
    split: 'held_out',
    layout: 'Load-board payment summary as pdf.js text: every label and value on its own line',
    text: `Uber Freight
Payment Summary
Carrier
RIVERBEND TRANSPORT INC
Payment date
Nov 20, 2026
Load ID
UF-7730129
Pickup
Nov 14, 2026
Total miles
744
Base pay
$1,890.00
Fuel
$212.40
Accessorials
$150.00
Total earnings
$2,252.40
Quick pay fee (1.5%)
-$33.79
Total paid
$2,218.61
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 225240,
      netCents: 221861,
      date: '2026-11-20',
      broker: 'Uber Freight',
      tripNumber: 'UF-7730129',
      miles: 744,
      linehaulCents: 189000,
      fuelSurchargeCents: 21240,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [3379],
    },
  },
  {
    id: 'acme-bill-of-lading',
    issuer: 'Acme Paper Products',
    issuerKind: 'shipper',
    country: 'US',
    split: 'held_out',
    layout: 'Straight bill of lading: shipper, consignee, carrier, pieces and weight, no pay at all',
    text: `STRAIGHT BILL OF LADING — SHORT FORM — NOT NEGOTIABLE
BOL #: 55102-A        Date: 11/12/2026
Shipper: ACME PAPER PRODUCTS, 100 Mill Rd, Neenah WI 54956
Consignee: WALMART DC 6094, 3701 Hwy 45, Menomonee Falls WI
Carrier: BLUE LINE LEASE     Trailer: 5312     Seal: 448120
Pieces   HM   Description                      Weight
22            Paper products, palletized       38,120 lbs
Shipper signature ____________   Carrier signature ____________
Freight charges are PREPAID unless marked collect.
`,
    expected: {
      documentType: 'other',
      grossCents: null,
      netCents: null,
    },
  },
  {
    id: 'groupe-robert-talon-bilingue',
    issuer: 'Groupe Robert',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'held_out',
    layout: 'Bilingual Quebec pay stub: French/English labels, space thousands, comma decimals, ISO dates',
    text: `GROUPE ROBERT INC. — TALON DE PAIE / PAY STUB
Employé / Employee: L. Gagnon      No: 20931
Date de paie / Pay date: 2026-11-19
Période / Period: 2026-11-02 – 2026-11-15

Gains / Earnings                        Montant
Milles / Miles   3 412 × 0,52         1 774,24
Attente / Waiting time                   88,00
Brut / Gross                          1 862,24

Retenues / Deductions
Impôt fédéral / Federal tax             201,10
Impôt Québec / QC tax                   188,45
RRQ / QPP                               112,33
AE / EI                                  24,21
RQAP / QPIP                               9,20
Net                                   1 326,95
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 186224,
      netCents: 132695,
      date: '2026-11-19',
      broker: 'GROUPE ROBERT INC.',
      tripNumber: null,
      miles: 3412,
      linehaulCents: 177424,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [20110, 18845, 11233, 2421, 920],
    },
  },
];
