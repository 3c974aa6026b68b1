import type { CorpusDocument } from './types.js';

/**
 * A second held-out batch, written after the first round of work and before any run on it; never
 * used to tune. Its score is reported apart from the first held-out batch.
 */
export const HELD_OUT_DOCUMENTS_2: CorpusDocument[] = [
  {
    id: 'nord-sud-avis-paiement-fr',
    issuer: 'Logistique Nord-Sud',
    issuerKind: 'broker',
    country: 'CA',
    split: 'held_out',
    layout: 'Quebec broker payment advice in French: Payé à block, agreed rate, quick-pay fee, "2 607,29 $"',
    text: `LOGISTIQUE NORD-SUD INC.
AVIS DE PAIEMENT — TRANSPORTEUR
Payé à : TRANSPORT R. BÉLANGER INC.
Date de paiement : 2026-11-25
No de chargement : NS-44120

Taux convenu                         2 350,00 $
Supplément carburant                   310,50 $
Total transporteur                   2 660,50 $
Frais paiement rapide (2 %)             53,21 $
Montant payé                         2 607,29 $
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 266050,
      netCents: 260729,
      date: '2026-11-25',
      broker: 'LOGISTIQUE NORD-SUD INC.',
      tripNumber: 'NS-44120',
      miles: null,
      fuelSurchargeCents: 31050,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [5321],
    },
  },
  {
    id: 'gasolinera-las-torres-ticket',
    issuer: 'Gasolinera Las Torres',
    issuerKind: 'merchant',
    country: 'MX',
    split: 'held_out',
    layout: 'Mexican fuel ticket: litros, precio, importe, IVA incluido',
    text: `GASOLINERA SERVICIO LAS TORRES S.A. DE C.V.
ESTACIÓN 4412 PEMEX — CD. JUÁREZ, CHIH.
Fecha: 22/11/2026   Hora: 06:14
Bomba: 3   Producto: DIESEL
Litros:      310.25
Precio:      $24.19
Importe:     $7,504.95
IVA incluido
Total:       $7,504.95
Forma de pago: TARJETA FLOTILLA
`,
    expected: { documentType: 'fuel_receipt', grossCents: null, netCents: null, date: '2026-11-22' },
  },
  {
    id: 'penske-lease-settlement-ocr',
    issuer: 'Penske Truck Leasing',
    issuerKind: 'lessor',
    country: 'US',
    split: 'held_out',
    layout:
      'Lease settlement with OCR slips (l for 1, O for 0, FueI, lnsurance) and a load table with short codes',
    text: `PENSKE TRUCK LEASING CO., L.P.
Lease Operator Settlement Statement
Lessee: 20918  C. NGUYEN
Settlement Dt: 11/2l/2O26
Period: 11/09/2026 thru 11/15/2026

Load No    Orig    Dest    Miles     Revenue
5512O4     ATL     CLT       245      980.00
551277     CLT     RIC       322    1,210.50
Revenue Total                       2,190.50
FueI Surcharge                        268.00
Gross Earnings                      2,458.50
Lease Payment                         725.00
Fuel                                  612.44
lnsurance                             133.10
Maint. Reserve                        100.00
Net Amount Due                        887.96
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 245850,
      netCents: 88796,
      date: '2026-11-21',
      broker: 'PENSKE TRUCK LEASING CO., L.P.',
      tripNumber: '551204',
      miles: 567,
      fuelSurchargeCents: 26800,
      advancesCents: null,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [72500, 61244, 13310],
    },
  },
  {
    id: 'central-freight-two-column-stub',
    issuer: 'Central Freight Lines',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout: 'Pay stub with earnings and deductions side by side on the same lines, hours and overtime',
    text: `CENTRAL FREIGHT LINES, INC.                         PAY STUB
Employee: R. OKONKWO       Check #: 220914         Check Date: 11/25/2026
Pay Period: 11/09/2026 - 11/22/2026

EARNINGS                          DEDUCTIONS
Regular 80.00 hrs   1,880.00      Federal Tax        201.33
Overtime 6.50 hrs     229.13      Social Security    130.76
Safety Bonus          100.00      Medicare            30.58
                                  Dental              18.40
Gross Pay           2,209.13      Total Deductions   381.07
Net Pay             1,828.06
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 220913,
      netCents: 182806,
      date: '2026-11-25',
      broker: 'CENTRAL FREIGHT LINES, INC.',
      tripNumber: null,
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [20133, 13076, 3058, 1840],
    },
  },
  {
    id: 'jd-factors-purchase-advice-ca',
    issuer: 'J D Factors',
    issuerKind: 'factor',
    country: 'CA',
    split: 'held_out',
    layout: 'Canadian factoring purchase advice: dd-Mon-yyyy date, account debtor, chargeback, net advance',
    text: `J D Factors
Purchase Advice
Client: MAPLE LEAF HAULAGE LTD.
Date: 24-Nov-2026
Account Debtor: CN Logistics

Invoice No.   Load No.       Amount (CAD)
ML-3304       CN-8812004       4,250.00
ML-3305       CN-8812117       3,180.00
Gross Purchase                 7,430.00
Discount 2.5%                    185.75
Reserve 5%                       371.50
Chargeback - short pay ML-3281   120.00
Net Advance                    6,752.75
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 743000,
      netCents: 675275,
      date: '2026-11-24',
      broker: 'CN Logistics',
      tripNumber: 'CN-8812004',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 37150,
      reimbursementsCents: null,
      deductions: [18575, 12000],
    },
  },
  {
    id: 'loadsmart-statement-of-payment',
    issuer: 'Loadsmart',
    issuerKind: 'broker',
    country: 'US',
    split: 'held_out',
    layout:
      'Broker statement of payment: total freight charges, instant pay fee, "Deposited on" date after pickup dates',
    text: `Loadsmart Carrier Payments
Statement of Payment
Carrier Name: LONE PINE CARRIERS LLC
Shipment: LS-20931877   Picked up Nov 18, 2026   Delivered Nov 19, 2026
Line haul                      1,725.00
Fuel surcharge                   240.00
Detention (2 hrs)                100.00
Total Freight Charges          2,065.00
Instant pay fee                   41.30
Amount Deposited               2,023.70
Deposited on Nov 26, 2026
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 206500,
      netCents: 202370,
      date: '2026-11-26',
      broker: 'Loadsmart Carrier Payments',
      tripNumber: 'LS-20931877',
      miles: null,
      linehaulCents: 172500,
      fuelSurchargeCents: 24000,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [4130],
    },
  },
  {
    id: 'bestpass-toll-statement',
    issuer: 'Bestpass',
    issuerKind: 'merchant',
    country: 'US',
    split: 'held_out',
    layout: 'Toll activity statement: transponder, plazas, toll amounts and an account total (pays nobody)',
    text: `BESTPASS
Toll Activity Statement
Account: 771204   Fleet: RIVER CITY HAULERS LLC
Statement Period: 11/01/2026 - 11/15/2026

Date        Transponder    Agency       Plaza                  Class    Toll
11/03/2026  0044120918     NJ TPK       Exit 8A                5        38.75
11/04/2026  0044120918     PA TPK       Breezewood             5        61.20
11/09/2026  0044120918     OH TPK       Eastgate               5        44.10
Account Total                                                           144.05
Amount will be debited from your account on file.
`,
    expected: { documentType: 'other', grossCents: null, netCents: null },
  },
  {
    id: 'transfronteriza-confirmacion-tarifa',
    issuer: 'Logística Transfronteriza del Norte',
    issuerKind: 'broker',
    country: 'MX',
    split: 'held_out',
    layout: 'Spanish rate confirmation: carga no., transportista, recolección and entrega, tarifa total',
    text: `LOGÍSTICA TRANSFRONTERIZA DEL NORTE S.A. DE C.V.
CONFIRMACIÓN DE TARIFA Y CARGA
Carga No.: LTN-55120          Fecha: 20/11/2026
Transportista: TRANSPORTES GALVÁN HNOS.
Recolección: 21/11/2026 08:00  Monterrey, N.L.
Entrega: 22/11/2026 14:00  Laredo, TX
Equipo: Caja seca 53'   Peso: 18,000 kg
Flete                      $16,900.00 MXN
Recargo por combustible     $1,600.00 MXN
Tarifa total               $18,500.00 MXN
El transportista debe firmar y devolver esta confirmación.
`,
    expected: {
      documentType: 'rate_confirmation',
      grossCents: 1850000,
      broker: 'LOGÍSTICA TRANSFRONTERIZA DEL NORTE S.A. DE C.V.',
      tripNumber: 'LTN-55120',
    },
  },
];
