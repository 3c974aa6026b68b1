import { describe, expect, it } from 'vitest';
import { countedSettlementEntries } from '../pnl/ledger.js';
import {
  bookSettlement,
  bookedFuelDeductionFor,
  deductionExpenseId,
  type SettlementDraftLike,
} from './book-settlement.js';
import { DEDUCTION_MAPPING, deductionTreatment } from './deduction-mapping.js';

const DRAFT: SettlementDraftLike = {
  parsedStatus: 'processed',
  date: '2026-11-12',
  brokerName: 'LANDSTAR RANGER, INC.',
  tripNumber: '2218841',
  grossCents: 397_440,
  netCents: 242_239,
  lineItems: {
    linehaulCents: 336_960,
    fuelSurchargeCents: 60_480,
    advancesCents: 20_000,
    escrowCents: 10_000,
    reimbursementsCents: null,
    miles: 1_440,
    deductions: [
      { label: 'Fuel Purchases - Comdata', amountCents: 104_236 },
      { label: 'Trailer Rental', amountCents: 12_500 },
      { label: 'Occupational Accident Ins', amountCents: 3_850 },
      { label: 'Truck Lease Payment', amountCents: 65_000 },
      { label: 'Escrow - Maintenance', amountCents: 10_000 },
      { label: 'Cash Advance Repayment', amountCents: 20_000 },
    ],
  },
};
const SOURCE = { settlementId: 'up1', uploadId: 'up1', fileName: 'week-46.pdf' };

describe('the deduction mapping table', () => {
  it.each([
    ['Fuel Purchases - Comdata', { kind: 'expense', category: 'fuel' }],
    ['Fuel advance', { kind: 'advance' }],
    ['Physical Damage Insurance', { kind: 'expense', category: 'insurance_physical' }],
    ['Bobtail Insurance', { kind: 'expense', category: 'insurance_bobtail' }],
    ['Cargo Ins', { kind: 'expense', category: 'insurance_cargo' }],
    ['Occupational Accident Ins', { kind: 'expense', category: 'insurance_liability' }],
    ['Truck Lease Payment', { kind: 'expense', category: 'truck_payment' }],
    ['Tractor payment', { kind: 'expense', category: 'truck_payment' }],
    ['Trailer Rental', { kind: 'expense', category: 'trailer_payment' }],
    ['Maintenance Reserve', { kind: 'escrow' }],
    ['Escrow deposit', { kind: 'escrow' }],
    ['Comchek repayment', { kind: 'advance' }],
    ['Federal Income Tax W/H', { kind: 'withholding' }],
    ['401(k)', { kind: 'withholding' }],
    ['Qualcomm', { kind: 'expense', category: 'eld_subscription' }],
    ['Something unheard of', { kind: 'expense', category: 'miscellaneous' }],
  ])('%s → %o', (label, treatment) => {
    expect(deductionTreatment(label)).toEqual(treatment);
  });

  it('has no rule that can never match (each is reached by some label first)', () => {
    expect(DEDUCTION_MAPPING.length).toBeGreaterThan(20);
  });
});

describe('booking a read statement', () => {
  it('books each expense deduction as a linked, categorised expense; escrow and advances are only tracked', () => {
    const booking = bookSettlement(DRAFT, SOURCE);
    expect(
      booking.expenses.map((e) => [e.id, e.data.category, e.data.amountCents, e.data.settlementId]),
    ).toEqual([
      ['up1-d1', 'fuel', 104_236, 'up1'],
      ['up1-d2', 'trailer_payment', 12_500, 'up1'],
      ['up1-d3', 'insurance_liability', 3_850, 'up1'],
      ['up1-d4', 'truck_payment', 65_000, 'up1'],
    ]);
    expect(booking.deductions.map((d) => d.kind)).toEqual([
      'expense',
      'expense',
      'expense',
      'expense',
      'escrow',
      'advance',
    ]);
    expect(booking.expenses[0]?.data).toMatchObject({
      date: '2026-11-12',
      paymentMethod: 'fuel_card',
      taxDeductible: true,
    });
    expect(booking.settlement).toMatchObject({
      deductionsBooked: true,
      uploadId: 'up1',
      grossCents: 397_440,
    });
    expect(booking.settlement.lineItems?.reimbursementsCents).toBeUndefined();
  });

  it('the ledger counts the booked expenses instead of the deductions: nothing twice', () => {
    const booking = bookSettlement(DRAFT, SOURCE);
    const settlementEntries = countedSettlementEntries(booking.settlement);
    expect(settlementEntries.filter((e) => e.kind === 'expense')).toEqual([]);
    expect(settlementEntries).toEqual([expect.objectContaining({ kind: 'income', amountCents: 397_440 })]);
    // Without booking (a settlement entered before this), it counts each deduction itself.
    const { deductionsBooked: _booked, ...unbooked } = booking.settlement;
    expect(countedSettlementEntries(unbooked).filter((e) => e.kind === 'expense')).toHaveLength(6);
  });

  it('a statement that needs review books no expenses and is not marked booked', () => {
    const booking = bookSettlement({ ...DRAFT, parsedStatus: 'error', netCents: null }, SOURCE);
    expect(booking.expenses).toEqual([]);
    expect(booking.settlement.deductionsBooked).toBeUndefined();
    expect(booking.settlement.netCents).toBeUndefined();
  });

  it('a fuel deduction equal to a receipt in the 14 days before is linked to it, not booked', () => {
    const receipts = [
      { id: 'r1', date: '2026-11-05', amountCents: 104_236, category: 'fuel' },
      { id: 'old', date: '2026-10-01', amountCents: 12_500, category: 'fuel' },
    ];
    const booking = bookSettlement(DRAFT, SOURCE, receipts);
    expect(booking.expenses.map((e) => e.data.category)).not.toContain('fuel');
    expect(booking.deductions[0]).toEqual({
      label: 'Fuel Purchases - Comdata',
      amountCents: 104_236,
      kind: 'receipt',
      receiptIds: ['r1'],
    });
  });

  it('a week of fill-up receipts that add up to the fuel deduction is matched as a whole', () => {
    const receipts = [
      { id: 'a', date: '2026-11-03', amountCents: 52_118, category: 'fuel' },
      { id: 'b', date: '2026-11-09', amountCents: 52_118, category: 'fuel' },
    ];
    expect(bookSettlement(DRAFT, SOURCE, receipts).deductions[0]).toMatchObject({
      kind: 'receipt',
      receiptIds: ['a', 'b'],
    });
    // Receipts that do not add up leave the deduction booked.
    expect(bookSettlement(DRAFT, SOURCE, receipts.slice(0, 1)).expenses[0]?.data.category).toBe('fuel');
  });

  it('a receipt scanned later finds the booked deduction it repeats', () => {
    const booked = [
      {
        id: deductionExpenseId('up1', 0),
        date: '2026-11-12',
        amountCents: 104_236,
        category: 'fuel',
        settlementId: 'up1',
      },
    ];
    expect(bookedFuelDeductionFor({ date: '2026-11-06', amountCents: 104_236 }, booked)?.id).toBe('up1-d1');
    expect(bookedFuelDeductionFor({ date: '2026-11-06', amountCents: 104_237 }, booked)).toBeNull();
    expect(bookedFuelDeductionFor({ date: '2026-10-06', amountCents: 104_236 }, booked)).toBeNull();
  });
});
