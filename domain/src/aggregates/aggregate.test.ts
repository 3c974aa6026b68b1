import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  aggregateEntries,
  aggregateReadPlan,
  computeDailyAggregate,
  computeMonthlyAggregate,
  emptyAggregateTotals,
  entityFigures,
  mergeAggregates,
  mergeAll,
} from './aggregate.js';
import { computePnl } from '../pnl/compute.js';
import { ledgerArbitrary } from '../pnl/ledger-arbitrary.js';
import type { LedgerEntry } from '../pnl/ledger.js';

const day: LedgerEntry[] = [
  {
    kind: 'expense',
    date: '2026-11-07',
    amountCents: 35025,
    category: 'tires',
    taxDeductible: true,
    truckId: 't2',
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
  { kind: 'expense', date: '2026-11-07', amountCents: 1999, category: 'food', taxDeductible: false },
];

describe('daily and monthly aggregates', () => {
  it('computes a day document with canonical, sorted keys and no timestamps', () => {
    const doc = computeDailyAggregate('2026-11-07', day);
    expect(doc).toEqual({
      date: '2026-11-07',
      revenueCents: 250050,
      expensesCents: 37024,
      netCents: 213026,
      taxDeductibleCents: 35025,
      miles: 1000,
      settlementCount: 1,
      expenseCount: 2,
      byCategory: { food: 1999, tires: 35025 },
      byEntity: {
        'company:c1': { revenueCents: 250050, expensesCents: 0, miles: 1000 },
        'truck:t2': { revenueCents: 250050, expensesCents: 35025, miles: 1000 },
      },
    });
    expect(Object.keys(doc.byCategory)).toEqual(['food', 'tires']);
  });

  it('refuses entries from another day or month', () => {
    expect(() => computeDailyAggregate('2026-11-08', day)).toThrow('does not belong');
    expect(() => computeMonthlyAggregate('2026-12', day)).toThrow('does not belong');
    expect(() => computeMonthlyAggregate('2026-13', [])).toThrow('Not a month');
  });

  it('gives the same document when recomputed, in any entry order (property)', () => {
    fc.assert(
      fc.property(ledgerArbitrary(100, 28), (entries) => {
        const once = computeMonthlyAggregate('2025-01', entries);
        const twice = computeMonthlyAggregate('2025-01', [...entries].reverse());
        expect(twice).toEqual(once);
        expect(JSON.stringify(computeMonthlyAggregate('2025-01', entries))).toBe(JSON.stringify(once));
      }),
    );
  });

  it('merges associatively and commutatively, with empty totals as identity (property)', () => {
    const totals = ledgerArbitrary(40).map((entries) => aggregateEntries(entries));
    fc.assert(
      fc.property(totals, totals, totals, (a, b, c) => {
        expect(JSON.stringify(mergeAggregates(mergeAggregates(a, b), c))).toBe(
          JSON.stringify(mergeAggregates(a, mergeAggregates(b, c))),
        );
        expect(mergeAggregates(a, b)).toEqual(mergeAggregates(b, a));
        expect(mergeAggregates(a, emptyAggregateTotals())).toEqual(a);
      }),
    );
  });

  it('merging the parts equals aggregating the whole, and matches computePnl (property)', () => {
    fc.assert(
      fc.property(ledgerArbitrary(), fc.integer({ min: 0, max: 200 }), (entries, cut) => {
        const whole = aggregateEntries(entries);
        expect(
          mergeAggregates(aggregateEntries(entries.slice(0, cut)), aggregateEntries(entries.slice(cut))),
        ).toEqual(whole);
        const pnl = computePnl(entries);
        expect(whole.revenueCents).toBe(pnl.revenueCents);
        expect(whole.netCents).toBe(pnl.netCents);
        expect(whole.byCategory).toEqual(pnl.byCategory);
      }),
    );
  });

  it('merges day and month documents into any period and reads entity figures', () => {
    const nov = computeMonthlyAggregate('2026-11', day);
    const oct = computeDailyAggregate('2026-10-31', [
      {
        kind: 'income',
        date: '2026-10-31',
        amountCents: 100000,
        category: 'settlement',
        miles: 500,
        truckId: 't2',
      },
    ]);
    const total = mergeAll([nov, oct]);
    expect(total).not.toHaveProperty('month');
    expect(total.revenueCents).toBe(350050);
    expect(entityFigures(total, 'truck', 't2')).toEqual({
      revenueCents: 350050,
      expensesCents: 35025,
      miles: 1500,
      netCents: 315025,
      perMile: { revenueCents: 233, costCents: 23, profitCents: 210 },
    });
    expect(entityFigures(total, 'truck', 'none').revenueCents).toBe(0);
  });
});

describe('aggregateReadPlan', () => {
  it('reads whole months monthly and the ragged ends daily', () => {
    const plan = aggregateReadPlan({ start: '2026-01-30', end: '2026-04-02' });
    expect(plan.months).toEqual(['2026-02', '2026-03']);
    expect(plan.days).toEqual(['2026-01-30', '2026-01-31', '2026-04-01', '2026-04-02']);
    expect(aggregateReadPlan({ start: '2026-01-01', end: '2026-12-31' })).toEqual({
      months: [
        '2026-01',
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
        '2026-06',
        '2026-07',
        '2026-08',
        '2026-09',
        '2026-10',
        '2026-11',
        '2026-12',
      ],
      days: [],
    });
    expect(aggregateReadPlan({ start: '2026-11-21', end: '2026-11-21' })).toEqual({
      months: [],
      days: ['2026-11-21'],
    });
  });
});
