import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computePnl, netProfitColor, toProfitLossResult } from './compute.js';
import { categoryBreakdown, monthlySeries } from './breakdown.js';
import {
  deductionCategory,
  expenseToLedgerEntry,
  settlementToLedgerEntries,
  type LedgerEntry,
} from './ledger.js';
import { ledgerArbitrary } from './ledger-arbitrary.js';

const ledger: LedgerEntry[] = [
  {
    kind: 'income',
    date: '2026-10-03',
    amountCents: 400000,
    category: 'settlement',
    miles: 1600,
    truckId: 't1',
    companyId: 'c1',
  },
  {
    kind: 'income',
    date: '2026-11-07',
    amountCents: 250050,
    category: 'settlement',
    miles: 1000,
    truckId: 't2',
    companyId: 'c1',
  },
  {
    kind: 'expense',
    date: '2026-10-04',
    amountCents: 120000,
    category: 'fuel',
    taxDeductible: true,
    truckId: 't1',
  },
  {
    kind: 'expense',
    date: '2026-11-08',
    amountCents: 35025,
    category: 'tires',
    taxDeductible: true,
    truckId: 't2',
  },
  { kind: 'expense', date: '2026-11-09', amountCents: 1999, category: 'food', taxDeductible: false },
];

describe('computePnl', () => {
  it('totals revenue, expenses and net, by category, month and entity, and per mile', () => {
    const report = computePnl(ledger);
    expect(report.revenueCents).toBe(650050);
    expect(report.expensesCents).toBe(157024);
    expect(report.netCents).toBe(493026);
    expect(report.taxDeductibleCents).toBe(155025);
    expect(report.miles).toBe(2600);
    expect(report.byCategory).toEqual({ food: 1999, fuel: 120000, tires: 35025 });
    expect(report.byMonth).toEqual({
      '2026-10': { revenueCents: 400000, expensesCents: 120000, netCents: 280000, miles: 1600 },
      '2026-11': { revenueCents: 250050, expensesCents: 37024, netCents: 213026, miles: 1000 },
    });
    expect(report.byEntity.truck.t1).toEqual({
      revenueCents: 400000,
      expensesCents: 120000,
      netCents: 280000,
      miles: 1600,
    });
    expect(report.byEntity.company.c1?.revenueCents).toBe(650050);
    expect(report.perMile).toEqual({ revenueCents: 250, costCents: 60, profitCents: 190 });
  });

  it('limits to a date range and to one entity', () => {
    expect(computePnl(ledger, { range: { start: '2026-11-01', end: '2026-11-30' } }).netCents).toBe(213026);
    const truck2 = computePnl(ledger, { entity: { type: 'truck', id: 't2' } });
    expect(truck2).toMatchObject({ revenueCents: 250050, expensesCents: 35025, miles: 1000 });
    expect(computePnl(ledger, { entity: { type: 'owner_operator', id: 'nobody' } }).revenueCents).toBe(0);
  });

  it('has no per-mile figures without miles', () => {
    expect(computePnl([]).perMile).toEqual({ revenueCents: null, costCents: null, profitCents: null });
  });

  it('refuses non-integer or negative amounts', () => {
    expect(() =>
      computePnl([{ kind: 'expense', date: '2026-01-01', amountCents: 1.5, category: 'fuel' }]),
    ).toThrow('whole');
    expect(() =>
      computePnl([{ kind: 'expense', date: '2026-01-01', amountCents: -1, category: 'fuel' }]),
    ).toThrow('non-negative');
  });

  it('answers in the /api/profit-loss shape and colours net profit', () => {
    const result = toProfitLossResult(computePnl(ledger), new Date('2026-11-22T10:00:00Z'));
    expect(result).toEqual({
      totalRevenue: 650050,
      totalExpenses: 157024,
      netProfit: 493026,
      categories: { food: 1999, fuel: 120000, tires: 35025 },
      lastUpdated: '2026-11-22T10:00:00.000Z',
    });
    expect(netProfitColor(0)).toBe('green');
    expect(netProfitColor(-1)).toBe('red');
  });

  it('totals equal the sum of their parts for random ledgers (property)', () => {
    fc.assert(
      fc.property(ledgerArbitrary(), (entries) => {
        const report = computePnl(entries);
        const income = entries.filter((e) => e.kind === 'income').reduce((s, e) => s + e.amountCents, 0);
        const expenses = entries.filter((e) => e.kind === 'expense').reduce((s, e) => s + e.amountCents, 0);
        expect(report.revenueCents).toBe(income);
        expect(report.expensesCents).toBe(expenses);
        expect(report.netCents).toBe(income - expenses);
        const months = Object.values(report.byMonth);
        expect(months.reduce((s, m) => s + m.revenueCents, 0)).toBe(report.revenueCents);
        expect(months.reduce((s, m) => s + m.expensesCents, 0)).toBe(report.expensesCents);
        expect(months.reduce((s, m) => s + m.netCents, 0)).toBe(report.netCents);
        expect(Object.values(report.byCategory).reduce((s, c) => s + c, 0)).toBe(report.expensesCents);
        const withTruck = entries.filter((e) => e.truckId);
        const trucks = Object.values(report.byEntity.truck);
        expect(trucks.reduce((s, t) => s + t.netCents, 0)).toBe(computePnl(withTruck).netCents);
      }),
    );
  });
});

describe('ledger entries from records', () => {
  it('books a settlement as income plus its business deductions, not advances, escrow or payroll taxes', () => {
    const entries = settlementToLedgerEntries({
      date: '2026-11-13',
      grossCents: 412550,
      truckId: 't9',
      lineItems: {
        miles: 1850,
        deductions: [
          { label: 'Fuel purchases (Comdata)', amountCents: 98000 },
          { label: 'Occ. Accident Insurance', amountCents: 4500 },
          { label: 'Federal Income Tax', amountCents: 30000 },
          { label: 'Trailer rental', amountCents: 15000 },
        ],
      },
    });
    expect(entries).toEqual([
      {
        kind: 'income',
        date: '2026-11-13',
        amountCents: 412550,
        category: 'settlement',
        miles: 1850,
        truckId: 't9',
      },
      {
        kind: 'expense',
        date: '2026-11-13',
        amountCents: 98000,
        category: 'fuel',
        taxDeductible: true,
        truckId: 't9',
      },
      {
        kind: 'expense',
        date: '2026-11-13',
        amountCents: 4500,
        category: 'insurance',
        taxDeductible: true,
        truckId: 't9',
      },
      {
        kind: 'expense',
        date: '2026-11-13',
        amountCents: 15000,
        category: 'trailer_payment',
        taxDeductible: true,
        truckId: 't9',
      },
    ]);
  });

  it('classifies deduction labels', () => {
    expect(deductionCategory('ELD / Omnitracs')).toBe('eld_subscription');
    expect(deductionCategory('IFTA fuel tax')).toBe('fuel');
    expect(deductionCategory('IRP plates')).toBe('permits');
    expect(deductionCategory('Cargo ins')).toBe('insurance_cargo');
    expect(deductionCategory('Factoring fee 3%')).toBe('factoring_fees');
    expect(deductionCategory('Something odd')).toBe('miscellaneous');
    expect(expenseToLedgerEntry({ date: '2026-01-02', amountCents: 5, category: 'tolls' })).toEqual({
      kind: 'expense',
      date: '2026-01-02',
      amountCents: 5,
      category: 'tolls',
      taxDeductible: true,
    });
  });
});

describe('breakdowns', () => {
  it('rolls categories up to screen categories with shares, largest first', () => {
    expect(categoryBreakdown({ fuel: 6000, def_fluid: 1000, lodging: 2000, food: 1000 })).toEqual([
      { category: 'fuel', label: 'Fuel', amountCents: 7000, percent: 70 },
      { category: 'food', label: 'Food & Lodging', amountCents: 3000, percent: 30 },
    ]);
    expect(categoryBreakdown({})).toEqual([]);
  });

  it('fills the monthly chart with zeros', () => {
    expect(monthlySeries({ '2026-10': { revenueCents: 5, expensesCents: 2 } }, '2026-09', '2026-11')).toEqual(
      [
        { month: '2026-09', incomeCents: 0, expensesCents: 0 },
        { month: '2026-10', incomeCents: 5, expensesCents: 2 },
        { month: '2026-11', incomeCents: 0, expensesCents: 0 },
      ],
    );
  });
});
