import type { CorpusDocument } from './types.js';

/** A third tuned batch: multi-page statements, check stubs, credit/debit marks, more date shapes. */
export const TUNED_DOCUMENTS_3: CorpusDocument[] = [
  {
    id: 'sunbelt-two-page-settlement',
    issuer: 'Sunbelt Carriers',
    issuerKind: 'lessor',
    country: 'US',
    split: 'tuned',
    layout: 'Two-page settlement: page headers repeated, load table continued on page 2, summary at the end',
    text: `SUNBELT CARRIERS, LLC                                   Page 1 of 2
Owner Operator Settlement
Settlement Date: 11-20-2026        Driver Code: SUNB-118

Load Number   Pickup       Delivery     Miles    Linehaul     FSC
SB-20441      11/09/2026   11/10/2026     512    1,228.80    215.04
SB-20467      11/11/2026   11/12/2026     438    1,051.20    183.96

SUNBELT CARRIERS, LLC                                   Page 2 of 2
Owner Operator Settlement (continued)

Load Number   Pickup       Delivery     Miles    Linehaul     FSC
SB-20502      11/13/2026   11/14/2026     297      712.80    124.74

SETTLEMENT SUMMARY
Total Linehaul                            2,992.80
Total Fuel Surcharge                        523.74
Gross Settlement                          3,516.54
Deductions
Fuel Advances                               400.00
Fuel Card                                   866.19
Occupational Accident                        41.00
Escrow Deposit                               75.00
Net Settlement                            2,134.35
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 351654,
      netCents: 213435,
      date: '2026-11-20',
      broker: 'SUNBELT CARRIERS, LLC',
      tripNumber: 'SB-20441',
      miles: 1247,
      linehaulCents: 299280,
      fuelSurchargeCents: 52374,
      advancesCents: 40000,
      escrowCents: 7500,
      reimbursementsCents: null,
      deductions: [86619, 4100],
    },
  },
  {
    id: 'keystone-check-stub-cr-dr',
    issuer: 'Keystone Freight',
    issuerKind: 'broker',
    country: 'US',
    split: 'tuned',
    layout: 'Check stub: PAY TO THE ORDER OF line, CR/DR marks, USD suffix, memo with a date',
    text: `KEYSTONE FREIGHT CORP.
CARRIER SETTLEMENT CHECK STUB
Check No. 0047712          Check Date 20-NOV-26
PAY TO THE ORDER OF: ALLEGHENY ROAD LLC

Pro #        Description                  Amount
K-77120      Linehaul                  1,480.00 CR
K-77120      Fuel surcharge              222.00 CR
K-77120      Lumper reimbursement        150.00 CR
             Total credits             1,852.00 USD
             Quick pay fee 3%             55.56 DR
             Check total               1,796.44 USD
MEMO: Loads delivered 11/12/2026
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 185200,
      netCents: 179644,
      date: '2026-11-20',
      broker: 'KEYSTONE FREIGHT CORP.',
      tripNumber: 'K-77120',
      miles: null,
      linehaulCents: 148000,
      fuelSurchargeCents: 22200,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: 15000,
      deductions: [5556],
    },
  },
  {
    id: 'heartland-loaded-empty-mi',
    issuer: 'Midwest Lease Services',
    issuerKind: 'lessor',
    country: 'US',
    split: 'tuned',
    layout:
      'Lease settlement: "Loaded: 812 mi  Empty: 95 mi", deductions first under Charges, earnings after',
    text: `MIDWEST LEASE SERVICES INC
Weekly Settlement — Contractor 3381
Pay date: 2026/11/20

Trip 991204   Loaded: 812 mi   Empty: 95 mi
Earnings
  Mileage pay (812 @ 1.65)          1,339.80
  Fuel surcharge                      227.36
  Tarp pay                             50.00
Total earnings                      1,617.16
Charges
  Truck lease                         540.00
  Insurance                            98.00
  Fuel                                402.15
Total charges                       1,040.15
Amount due contractor                 577.01
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 161716,
      netCents: 57701,
      date: '2026-11-20',
      broker: 'MIDWEST LEASE SERVICES INC',
      tripNumber: '991204',
      miles: 907,
      linehaulCents: 133980,
      fuelSurchargeCents: 22736,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [54000, 9800, 40215],
    },
  },
  {
    id: 'maritime-ca-pay-statement-cad',
    issuer: 'Maritime Ontario',
    issuerKind: 'payroll',
    country: 'CA',
    split: 'tuned',
    layout: 'Canadian English pay statement: CAD, CPP/EI, "Deposit amount", kilometres converted, dd/mm/yy',
    text: `MARITIME-ONTARIO FREIGHT LINES LIMITED
Driver Pay Statement
Driver: S. MACDONALD     Employee No: 7741
Period ending: 14/11/26     Deposit date: 20/11/26

Trip No. MO-55120   Miles 1,904
Mileage pay                      1,123.36
Border crossing pay                 40.00
Total pay                        1,163.36
Federal income tax                 143.12
Provincial income tax               70.45
CPP                                 62.10
EI                                  18.96
Deposit amount                     868.73
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 116336,
      netCents: 86873,
      date: '2026-11-20',
      broker: 'MARITIME-ONTARIO FREIGHT LINES LIMITED',
      tripNumber: 'MO-55120',
      miles: 1904,
      linehaulCents: 112336,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [14312, 7045, 6210, 1896],
    },
  },
  {
    id: 'ryder-carryover-negative',
    issuer: 'Ryder',
    issuerKind: 'lessor',
    country: 'US',
    split: 'tuned',
    layout:
      'Lease settlement with a deficit carried forward: net in brackets, "Total miles (loaded + empty)"',
    text: `RYDER TRUCK RENTAL, INC.
Lease Purchase Settlement
Settlement date: 11/27/2026     Unit: 88120
Load # RY-44012      Total miles (loaded + empty): 611

Linehaul                             980.00
Fuel surcharge                       142.00
Gross revenue                      1,122.00
Lease payment                        810.00
Fuel                                 395.60
Insurance                            140.00
Net settlement                      (223.60)
Deficit carried to next week        (223.60)
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 112200,
      netCents: -22360,
      date: '2026-11-27',
      broker: 'RYDER TRUCK RENTAL, INC.',
      tripNumber: 'RY-44012',
      miles: 611,
      linehaulCents: 98000,
      fuelSurchargeCents: 14200,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [81000, 39560, 14000],
    },
  },
  {
    id: 'tandem-factor-es-remesa',
    issuer: 'Tandem Factoraje',
    issuerKind: 'factor',
    country: 'MX',
    split: 'tuned',
    layout: 'Spanish factoring remittance with US-style numbers, "Monto financiado", aforo (reserve)',
    text: `TANDEM FACTORAJE, S.A. DE C.V., SOFOM E.N.R.
Estado de operación de factoraje
Cliente: AUTOTRANSPORTES RÍOS
Fecha de operación: 26 nov 2026
Pagador: GRUPO LOGÍSTICO DEL PACÍFICO

Folio factura   Viaje         Monto
F-2231          VJ-88120      $42,000.00
F-2232          VJ-88133      $28,500.00
Monto total de facturas                 $70,500.00
Comisión 2%                              $1,410.00
Aforo 10%                                $7,050.00
Monto financiado                        $62,040.00
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 7050000,
      netCents: 6204000,
      date: '2026-11-26',
      broker: 'GRUPO LOGÍSTICO DEL PACÍFICO',
      tripNumber: 'VJ-88120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 705000,
      reimbursementsCents: null,
      deductions: [141000],
    },
  },
  {
    id: 'speedco-oil-change-receipt',
    issuer: 'Speedco',
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'tuned',
    layout: 'Lube-shop receipt: PM service, oil and filters, labor, total, payment',
    text: `SPEEDCO TRUCK LUBE & TIRES #62
ON-SITE PM SERVICE RECEIPT
Date: 11/21/2026   Unit 1187   Odometer 414,210
Oil change - 11 gal 15W40           98.45
Oil filter (2)                      54.20
Fuel filter (2)                     61.70
Grease chassis                      25.00
Labor                              120.00
Total                              359.35
Paid: EFS card ****2201
`,
    expected: { documentType: 'repair_invoice', grossCents: null, netCents: null },
  },
  {
    id: 'werner-edi-settlement-summary-line',
    issuer: 'Prairie Transport',
    issuerKind: 'carrier',
    country: 'US',
    split: 'tuned',
    layout: 'One-line summary "Gross 2,450.00 | Deductions 612.35 | Net 1,837.65" and pipe-separated columns',
    text: `Prairie Transport Inc | Contractor Settlement | Week 47
Paid 11/25/2026 | Contractor: T. WOLFE | Tractor 204
Trip | Miles | Pay
PT-5512 | 640 | 1,472.00
PT-5530 | 425 | 978.00
Gross 2,450.00 | Deductions 612.35 | Net 1,837.65
Deduction detail: Fuel 455.10 | Insurance 87.25 | ELD 20.00 | Escrow 50.00
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 245000,
      netCents: 183765,
      date: '2026-11-25',
      broker: 'Prairie Transport Inc',
      tripNumber: 'PT-5512',
      miles: 1065,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 5000,
      reimbursementsCents: null,
      deductions: [45510, 8725, 2000],
    },
  },
];
