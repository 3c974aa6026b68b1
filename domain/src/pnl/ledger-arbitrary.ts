// Test helper: random ledgers for property tests (fast-check is a root devDependency).
import fc from 'fast-check';
import { ALL_EXPENSE_CATEGORY_VALUES } from '../categories/screen-categories.js';
import { fromEpochDay, toEpochDay } from '../dates/calendar.js';
import { INCOME_CATEGORY, type LedgerEntry } from './ledger.js';

const start = toEpochDay('2025-01-01');

export function ledgerEntryArbitrary(days = 730): fc.Arbitrary<LedgerEntry> {
  return fc
    .record({
      kind: fc.constantFrom('income' as const, 'expense' as const),
      day: fc.integer({ min: 0, max: days - 1 }),
      amountCents: fc.integer({ min: 0, max: 5_000_000 }),
      category: fc.constantFrom(...ALL_EXPENSE_CATEGORY_VALUES),
      miles: fc.integer({ min: 0, max: 3000 }),
      taxDeductible: fc.boolean(),
      truckId: fc.option(fc.constantFrom('t1', 't2', 't3'), { nil: undefined }),
      companyId: fc.option(fc.constantFrom('c1', 'c2'), { nil: undefined }),
      driverId: fc.option(fc.constantFrom('d1', 'd2'), { nil: undefined }),
    })
    .map(({ kind, day, category, miles, taxDeductible, truckId, companyId, driverId, amountCents }) => {
      const entry: LedgerEntry =
        kind === 'income'
          ? { kind, date: fromEpochDay(start + day), amountCents, category: INCOME_CATEGORY, miles }
          : { kind, date: fromEpochDay(start + day), amountCents, category, taxDeductible };
      if (truckId) entry.truckId = truckId;
      if (companyId) entry.companyId = companyId;
      if (driverId) entry.driverId = driverId;
      return entry;
    });
}

export function ledgerArbitrary(maxLength = 200, days = 730): fc.Arbitrary<LedgerEntry[]> {
  return fc.array(ledgerEntryArbitrary(days), { maxLength });
}
