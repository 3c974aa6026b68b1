import { addDays, toEpochDay, type BusinessDate } from '../dates/calendar.js';
import type { DateRange } from '../dates/periods.js';

/** Days in an inclusive range. */
export function rangeLength(range: DateRange): number {
  return toEpochDay(range.end) - toEpochDay(range.start) + 1;
}

/**
 * The period a dashboard card compares with: the same number of days, ending the day before
 * `range` starts. So last month (30 days) compares with the 30 days before it, not with the
 * calendar month before, and a custom range of 10 days with the 10 days before.
 */
export function previousRange(range: DateRange): DateRange {
  const end: BusinessDate = addDays(range.start, -1);
  return { start: addDays(end, -(rangeLength(range) - 1)), end };
}

/**
 * The change from `previous` to `current` in percent, one decimal; null when the previous period
 * is zero (no base to compare with: the card shows a dash). A negative base (a net loss) is taken
 * by its size, so going from −$100 to +$100 reads as +200%, an improvement.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) * 1000) / Math.abs(previous)) / 10;
}

export type ChangeDirection = 'up' | 'down' | 'flat';

export interface CardChange {
  /** Percent, one decimal; null when the previous period was zero. */
  percent: number | null;
  direction: ChangeDirection;
}

export function cardChange(current: number, previous: number): CardChange {
  const percent = percentChange(current, previous);
  const direction: ChangeDirection = percent === null || percent === 0 ? 'flat' : percent > 0 ? 'up' : 'down';
  return { percent, direction };
}

/** "↑ 12.5%", "↓ 3%", "0%", or "—" when there is nothing to compare with. */
export function formatChange(change: CardChange): string {
  if (change.percent === null) return '—';
  const size = `${Math.abs(change.percent).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
  return change.direction === 'up' ? `↑ ${size}` : change.direction === 'down' ? `↓ ${size}` : size;
}

export interface PeriodFigures {
  revenueCents: number;
  expensesCents: number;
}

export interface DashboardCardFigures {
  incomeCents: number;
  expensesCents: number;
  netCents: number;
  income: CardChange;
  expenses: CardChange;
  net: CardChange;
}

/** The three summary cards: Total Income, Total Expenses, Net Profit (income − expenses), with changes. */
export function dashboardCards(current: PeriodFigures, previous: PeriodFigures): DashboardCardFigures {
  const netCents = current.revenueCents - current.expensesCents;
  const previousNet = previous.revenueCents - previous.expensesCents;
  return {
    incomeCents: current.revenueCents,
    expensesCents: current.expensesCents,
    netCents,
    income: cardChange(current.revenueCents, previous.revenueCents),
    expenses: cardChange(current.expensesCents, previous.expensesCents),
    net: cardChange(netCents, previousNet),
  };
}
