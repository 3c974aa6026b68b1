import type { CorpusDocument } from './types.js';

/**
 * A third held-out batch, written late in the work and before any run on it; never used to tune.
 * Its first score is the least contaminated estimate of unseen-document accuracy.
 */
export const HELD_OUT_DOCUMENTS_3: CorpusDocument[] = [
  {
    id: 'crete-dot-leaders',
    issuer: 'Crete Carrier',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout: 'Contractor settlement with dot leaders running into the amounts, trip "Nbr" label',
    text: `CRETE CARRIER CORPORATION
Independent Contractor Settlement
Settlement Date.......11/27/2026
Trip Nbr..............1177204
Total Miles...........2,210

Linehaul (2,210 @ 1.25)..........2,762.50
Fuel Surcharge.....................448.05
Gross Revenue....................3,210.55
Fuel...............................1,020.40
Trailer Rental......................95.00
Insurance..........................120.00
Escrow.............................100.00
Total Deductions.................1,335.40
Net Settlement...................1,875.15
`,
    expected: {
      documentType: 'settlement_statement',
      grossCents: 321055,
      netCents: 187515,
      date: '2026-11-27',
      broker: 'CRETE CARRIER CORPORATION',
      tripNumber: '1177204',
      miles: 2210,
      linehaulCents: 276250,
      fuelSurchargeCents: 44805,
      advancesCents: null,
      escrowCents: 10000,
      reimbursementsCents: null,
      deductions: [102040, 9500, 12000],
    },
  },
  {
    id: 'affacturage-releve-achat-fr',
    issuer: 'Financière Saint-Laurent',
    issuerKind: 'factor',
    country: 'CA',
    split: 'held_out',
    layout: 'French factoring purchase statement: montant brut, escompte, retenue, "Le 27 novembre 2026"',
    text: `FINANCIÈRE SAINT-LAURENT INC.
Relevé d'achat de factures
Client : CAMIONNAGE J. MORIN INC.
Le 27 novembre 2026
Débiteur : GROUPE GUILBAULT
No de voyage : GG-44120

Montant brut des factures         3 800,00 $
Escompte 2 %                         76,00 $
Retenue 5 %                         190,00 $
Montant net versé                 3 534,00 $
`,
    expected: {
      documentType: 'factoring_remittance',
      grossCents: 380000,
      netCents: 353400,
      date: '2026-11-27',
      broker: 'GROUPE GUILBAULT',
      tripNumber: 'GG-44120',
      miles: null,
      linehaulCents: null,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: 19000,
      reimbursementsCents: null,
      deductions: [7600],
    },
  },
  {
    id: 'taller-el-guero-nota-servicio',
    issuer: 'Taller Mecánico Diesel El Güero',
    issuerKind: 'repair_shop',
    country: 'MX',
    split: 'held_out',
    layout: 'Mexican diesel shop service note: mano de obra, refacciones, IVA, total',
    text: `TALLER MECÁNICO DIESEL "EL GÜERO"
Carretera Panamericana Km 12, Saltillo, Coah.
NOTA DE SERVICIO No. 4471          Fecha: 25/11/2026
Cliente: AUTOTRANSPORTES RÍOS     Unidad: T-204   Placas: 88-AK-4R

Mano de obra - cambio de embrague              3,800.00
Refacciones - kit de embrague                 12,450.00
Refacciones - volante rectificado              1,900.00
Subtotal                                      18,150.00
IVA 16%                                        2,904.00
Total                                         21,054.00
`,
    expected: { documentType: 'repair_invoice', grossCents: null, netCents: null },
  },
  {
    id: 'ats-direct-deposit-advice',
    issuer: 'Anderson Trucking Service',
    issuerKind: 'payroll',
    country: 'US',
    split: 'held_out',
    layout: 'Direct deposit advice: advice date, miles at a rate, net pay then the account it went to',
    text: `ANDERSON TRUCKING SERVICE, INC.
Direct Deposit Advice
Advice Date: 11/27/2026          Period Ending: 11/21/2026
Employee: P. LINDQUIST           ID: 20418

Earnings
Miles 2,050 @ .58                      1,189.00
Safety bonus                              50.00
Gross Earnings                         1,239.00
Deductions
Federal Income Tax                        97.33
Social Security Tax                       76.82
Medicare Tax                              17.97
MN State Tax                              45.10
Net Pay                                1,001.78
Deposited to Checking XXXXX4412        1,001.78
`,
    expected: {
      documentType: 'pay_stub',
      grossCents: 123900,
      netCents: 100178,
      date: '2026-11-27',
      broker: 'ANDERSON TRUCKING SERVICE, INC.',
      tripNumber: null,
      miles: 2050,
      linehaulCents: 118900,
      fuelSurchargeCents: null,
      advancesCents: null,
      escrowCents: null,
      reimbursementsCents: null,
      deductions: [9733, 7682, 1797, 4510],
    },
  },
  {
    id: 'driver-trip-sheet',
    issuer: 'Okafor Hauling',
    issuerKind: 'carrier',
    country: 'US',
    split: 'held_out',
    layout: "Driver's trip sheet: odometer readings, states, miles, fuel stops in gallons, no pay",
    text: `DRIVER TRIP SHEET — OKAFOR HAULING LLC
Driver: P. OKAFOR     Unit: 1187     Trip: 55102
Start date: 11/12/2026     End date: 11/15/2026

Date         State   Odometer start   Odometer end   Miles
11/12/2026   TX          412,880         413,402       522
11/13/2026   OK          413,402         413,790       388
11/14/2026   KS          413,790         414,211       421
Fuel stops: Amarillo TX 142.3 gal, Wichita KS 98.0 gal
Total miles: 1,331
Driver signature ______________
`,
    expected: { documentType: 'other', grossCents: null, netCents: null },
  },
];
