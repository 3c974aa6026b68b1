import {
  SCREEN_CATEGORIES,
  SCREEN_CATEGORY_LABELS,
  isAnyExpenseCategory,
  screenCategoryOf,
  type ScreenCategory,
} from '../categories/screen-categories.js';
import { monthsBetween, type MonthKey } from '../dates/calendar.js';
import type { PnlTotals } from './compute.js';

export interface CategoryShare {
  category: ScreenCategory;
  label: string;
  amountCents: number;
  /** Share of all expenses, 0–100 with one decimal. */
  percent: number;
}

/** The Category Breakdown / Expense Breakdown: expenses rolled up to screen categories, largest first. */
export function categoryBreakdown(byCategory: Record<string, number>): CategoryShare[] {
  const rolled = new Map<ScreenCategory, number>();
  let total = 0;
  for (const [category, cents] of Object.entries(byCategory)) {
    const screen = isAnyExpenseCategory(category) ? screenCategoryOf(category) : 'other';
    rolled.set(screen, (rolled.get(screen) ?? 0) + cents);
    total += cents;
  }
  return SCREEN_CATEGORIES.filter((c) => (rolled.get(c) ?? 0) > 0)
    .map((category) => {
      const amountCents = rolled.get(category) ?? 0;
      return {
        category,
        label: SCREEN_CATEGORY_LABELS[category],
        amountCents,
        percent: Math.round((amountCents * 1000) / total) / 10,
      };
    })
    .sort(
      (a, b) =>
        b.amountCents - a.amountCents ||
        SCREEN_CATEGORIES.indexOf(a.category) - SCREEN_CATEGORIES.indexOf(b.category),
    );
}

/** The Monthly Overview chart: one point per month, zero where nothing happened. */
export function monthlySeries(
  byMonth: Record<MonthKey, Pick<PnlTotals, 'revenueCents' | 'expensesCents'>>,
  first: MonthKey,
  last: MonthKey,
): { month: MonthKey; incomeCents: number; expensesCents: number }[] {
  return monthsBetween(first, last).map((month) => ({
    month,
    incomeCents: byMonth[month]?.revenueCents ?? 0,
    expensesCents: byMonth[month]?.expensesCents ?? 0,
  }));
}
