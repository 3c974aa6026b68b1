import { describe, expect, it } from 'vitest';
import { MemoryDatabase } from '../data/memory-store.js';
import { DAILY_AGGREGATES, MONTHLY_AGGREGATES } from '../data/collections.js';
import { countedSettlementEntries, expenseToLedgerEntry } from '../pnl/ledger.js';
import { computeDailyAggregate, computeMonthlyAggregate, mergeAll } from './aggregate.js';
import { readPeriodTotals, recomputeDay, sameAggregate } from './recompute.js';

const fuel = expenseToLedgerEntry({ date: '2026-03-14', amountCents: 45_210, category: 'fuel' });

describe('countedSettlementEntries', () => {
  it('books a processed settlement and nothing of a pending or unreadable one', () => {
    const base = { date: '2026-03-14', grossCents: 100_000 };
    expect(countedSettlementEntries({ ...base, parsedStatus: 'processed' })).toHaveLength(1);
    expect(countedSettlementEntries({ ...base, parsedStatus: 'pending' })).toEqual([]);
    expect(countedSettlementEntries({ ...base, parsedStatus: 'error' })).toEqual([]);
    expect(countedSettlementEntries({ parsedStatus: 'processed', date: '2026-03-14' })).toEqual([]);
  });
});

describe('recomputeDay', () => {
  it('deletes an empty day and an empty month instead of storing zeros', () => {
    expect(
      recomputeDay('2026-03-14', { settlements: [], expenses: [], monthDays: [], monthly: null }),
    ).toEqual({
      daily: null,
      monthly: null,
    });
  });

  it("replaces the day's stored document in the month and keeps the other days", () => {
    const updatedAt = new Date();
    const other = { ...computeDailyAggregate('2026-03-02', [{ ...fuel, date: '2026-03-02' }]), updatedAt };
    const stale = { ...computeDailyAggregate('2026-03-14', [fuel, fuel]), updatedAt };
    const writes = recomputeDay('2026-03-14', {
      settlements: [],
      expenses: [
        {
          ...fuel,
          category: 'fuel',
          description: 'Diesel',
          paymentMethod: 'cash',
          notes: '',
          taxDeductible: true,
          recurring: false,
          createdAt: updatedAt,
          updatedAt,
        },
      ],
      monthDays: [other, stale],
      monthly: null,
    });
    expect(writes.monthly).toEqual(
      computeMonthlyAggregate('2026-03', [fuel, { ...fuel, date: '2026-03-02' }]),
    );
    expect(sameAggregate({ ...stale, ...computeDailyAggregate('2026-03-14', [fuel]) }, writes.daily)).toBe(
      true,
    );
    expect(sameAggregate(stale, writes.daily)).toBe(false);
  });
});

describe('readPeriodTotals', () => {
  it('merges the monthly documents of whole months and the daily ones of the ragged ends', async () => {
    const store = new MemoryDatabase().privileged();
    const feb = computeMonthlyAggregate('2026-02', [{ ...fuel, date: '2026-02-10' }]);
    const march14 = computeDailyAggregate('2026-03-14', [fuel]);
    const march20 = computeDailyAggregate('2026-03-20', [{ ...fuel, date: '2026-03-20' }]);
    await store.collection(MONTHLY_AGGREGATES, 'u').set('2026-02', feb);
    await store.collection(DAILY_AGGREGATES, 'u').set('2026-03-14', march14);
    await store.collection(DAILY_AGGREGATES, 'u').set('2026-03-20', march20);
    const totals = await readPeriodTotals(store, 'u', { start: '2026-02-01', end: '2026-03-15' });
    const { month: _m, ...febTotals } = feb;
    const { date: _d, ...marchTotals } = march14;
    expect(totals).toEqual(mergeAll([febTotals, marchTotals]));
  });
});
