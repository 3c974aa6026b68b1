import type { BusinessDate } from '../dates/calendar.js';
import { isInRange, resolvePeriod, type PeriodId } from '../dates/periods.js';
import {
  categoryLabel,
  screenCategoryOf,
  type AnyExpenseCategory,
  type ScreenCategory,
} from '../categories/screen-categories.js';
import { sumCents } from '../money/arithmetic.js';
import { settlementMatchesSearch, type ParsedStatus } from '../schemas/settlement.js';

export type SettlementStatusFilter = 'all' | ParsedStatus;

/** Settlements list: search, status filter (all, processed, pending, error) and date filter. */
export function filterSettlements<
  S extends {
    date?: BusinessDate | null;
    parsedStatus: ParsedStatus;
    brokerName?: string | null;
    tripNumber?: string | null;
    fileName?: string | null;
  },
>(
  settlements: readonly S[],
  filter: {
    search?: string;
    status?: SettlementStatusFilter;
    period?: Extract<PeriodId, 'this-month' | 'last-month' | 'this-year' | 'all-time'>;
    now: Date;
    timeZone: string;
  },
): S[] {
  const range = resolvePeriod(filter.period ?? 'this-month', { now: filter.now, timeZone: filter.timeZone });
  return settlements.filter(
    (s) =>
      settlementMatchesSearch(s, filter.search ?? '') &&
      (!filter.status || filter.status === 'all' || s.parsedStatus === filter.status) &&
      // Undated (still processing) settlements show under every period so they are not lost.
      (range === null || !s.date || isInRange(s.date, range)),
  );
}

interface ExpenseLike {
  description: string;
  notes?: string;
  category: AnyExpenseCategory;
  amountCents: number;
  taxDeductible: boolean;
  date: BusinessDate;
}

/** Expenses screen: text search (description, notes, category label) and a screen-category filter. */
export function filterExpenses<E extends ExpenseLike>(
  expenses: readonly E[],
  filter: { search?: string; category?: ScreenCategory | 'all' },
): E[] {
  const needle = (filter.search ?? '').trim().toLowerCase();
  return expenses.filter((e) => {
    if (filter.category && filter.category !== 'all' && screenCategoryOf(e.category) !== filter.category)
      return false;
    if (!needle) return true;
    return [e.description, e.notes ?? '', categoryLabel(e.category)].some((v) =>
      v.toLowerCase().includes(needle),
    );
  });
}

/** The three summary cards: Total Expenses, Tax Deductible, and This Month (the count of listed expenses). */
export function expenseSummary(expenses: readonly ExpenseLike[]): {
  totalCents: number;
  taxDeductibleCents: number;
  count: number;
} {
  return {
    totalCents: sumCents(expenses.map((e) => e.amountCents)),
    taxDeductibleCents: sumCents(expenses.filter((e) => e.taxDeductible).map((e) => e.amountCents)),
    count: expenses.length,
  };
}
