import type { CorpusDocument } from './types.js';

/**
 * A fourth held-out batch, written at the end of the work and committed before any run on it;
 * never used to tune. Its score is the final honest estimate.
 */
export const HELD_OUT_DOCUMENTS_4: CorpusDocument[] = [
  {
    id: 'usx-settlement-ytd-summary-line',
    issuer: 'U.S. Xpress',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout: 'Contractor settlement ending with a year-to-date summary line (revenue, deductions, net)',
    text: `U.S. XPRESS, INC.
Independent Contractor Settlement Statement
IC Number: 88120    Settlement Date: 12/03/2026

Trip      Orig          Dest          Miles    Revenue
UX4401    CHATTANOOGA   ATLANTA         118     354.00
UX4419    ATLANTA       MIAMI           662   1,655.00
Fuel Surcharge                                  331.20
Total Revenue                                 2,340.20
Fuel                                            702.55
Truck Lease                                     480.00
Insurance                                        96.00
Total Deductions                              1,278.55
Net Pay                                       1,061.65
Year to Date: Revenue 98,112.40   Deductions 51,220.10   Net 46,892.30
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 234020,
      netCents: 106165,
      date: '2026-12-03',
      broker: 'U.S. XPRESS, INC.',
      tripNumber: 'UX4401',
      miles: 780,
      fuelSurchargeCents: 33120,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [70255, 48000, 9600],
    },
  },
  {
    id: 'conway-hourly-earnings-statement',
    issuer: 'Con-way Freight',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout: 'Hourly local-driver earnings statement: type, hours, rate and amount columns, short labels',
    text: `CON-WAY FREIGHT INC.  (XPO)
EARNINGS STATEMENT          Pay Date 12/04/2026
Employee  D. REYES    Period 11/22/2026 - 12/05/2026

Type            Hours     Rate      Amount
Regular         80.00    28.50    2,280.00
Overtime         4.00    42.75      171.00
Gross                              2,451.00
Federal W/H                          248.60
Soc Sec                              151.96
Medicare                              35.54
CA SDI                                29.41
Net                                1,985.49
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 245100,
      netCents: 198549,
      date: '2026-12-04',
      broker: 'CON-WAY FREIGHT INC.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [24860, 15196, 3554, 2941],
    },
  },
  {
    id: 'ecapital-face-value-report',
    issuer: 'eCapital',
    issuerKind: 'factor',
    country: 'US',
    split: 'held_out',
    layout:
      'Factoring verification and purchase report: customers, face value, purchase fee, escrow, funds transferred',
    text: `eCapital Freight Factoring
Verification and Purchase Report
Client: DESERT HAWK CARRIERS LLC
Purchase Date: Dec 2, 2026

Customer           Load No       Face Value
Schneider          SN-88120        2,400.00
C.H. Robinson      CH-2231004      1,800.00
Total Face Value                   4,200.00
Purchase Fee 2.5%                    105.00
Escrow 5%                            210.00
Funds Transferred                  3,885.00
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 420000,
      netCents: 388500,
      date: '2026-12-02',
      broker: 'Schneider',
      tripNumber: 'SN-88120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 21000,
      reimbursementsCents: null,
      deductions: [10500],
    },
  },
  {
    id: 'loves-truck-care-tire-invoice',
    issuer: "Love's Truck Care",
    issuerKind: 'repair_shop',
    country: 'US',
    split: 'held_out',
    layout: 'Tire service invoice from a truck-stop shop: tire size, quantity at price, disposal fee, tax',
    text: `LOVE'S TRUCK CARE #842
TIRE SERVICE INVOICE    RO 842-55120   Date 12/01/2026
Unit: 77   Position: LF steer
Michelin X Line Energy Z 295/75R22.5   1  @ 612.00   612.00
Mount & balance                                       45.00
Valve stem                                             6.50
Tire disposal fee                                      5.00
Subtotal                                             668.50
Tax 8.25%                                             50.49
Total                                                718.99
`,
    expected: { documentType: 'repair_invoice', grossCents: null, netCents: null },
  },
  {
    id: 'transcontinental-confirmation-transport-fr',
    issuer: 'Logistique Transcontinental',
    issuerKind: 'broker',
    country: 'CA',
    split: 'held_out',
    layout: 'French rate confirmation: transporteur, cueillette, livraison, tarif convenu in "1 850,00 $"',
    text: `LOGISTIQUE TRANSCONTINENTAL INC.
CONFIRMATION DE TRANSPORT
No de charge : QC-77120          Date : 2026-12-01
Transporteur : CAMIONNAGE J. MORIN INC.
Cueillette : 2026-12-02 08 h 00 — Drummondville (QC)
Livraison : 2026-12-03 13 h 00 — Kingston (ON)
Équipement : remorque fermée 53 pi
Tarif convenu : 1 850,00 $
Le transporteur doit signer et retourner la présente confirmation.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 185000,
      broker: 'LOGISTIQUE TRANSCONTINENTAL INC.',
      tripNumber: 'QC-77120',
    },
  },
  {
    id: 'lone-star-two-column-pdf-text',
    issuer: 'Lone Star Lease',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout: 'Settlement as two-column PDF text: a block of labels, then the block of their values',
    text: `Lone Star Lease Co.
Settlement Statement
Settlement Date
Unit
Trip
12/04/2026
T-55
LS-9920
Revenue
Fuel Surcharge
Gross
Fuel
Lease
Net
1,800.00
245.00
2,045.00
610.40
350.00
1,084.60
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 204500,
      netCents: 108460,
      date: '2026-12-04',
      broker: 'Lone Star Lease Co.',
      tripNumber: 'LS-9920',
      miles: null,
      fuelSurchargeCents: 24500,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [61040, 35000],
    },
  },
];
