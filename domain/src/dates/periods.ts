import {
  addDays,
  addMonths,
  dayOfWeek,
  endOfMonth,
  isBusinessDate,
  parseBusinessDate,
  startOfDayInstant,
  startOfMonth,
  todayIn,
  toBusinessDate,
  type BusinessDate,
} from './calendar.js';

/** An inclusive range of calendar dates. */
export interface DateRange {
  start: BusinessDate;
  end: BusinessDate;
}

export const PERIOD_IDS = [
  'today',
  'this-week',
  'this-month',
  'last-month',
  'this-quarter',
  'last-quarter',
  'this-year',
  'last-year',
  'year-to-date',
  'last-30-days',
  'current-period',
  'daily',
  'weekly',
  'monthly',
  'yearly',
  'all-time',
  'custom',
] as const;
export type PeriodId = (typeof PERIOD_IDS)[number];

export interface PeriodOption<Id extends PeriodId = PeriodId> {
  id: Id;
  label: string;
}

/** Dashboard period selector (customer-app.md, Dashboard). Current Period is the current month. */
export const DASHBOARD_PERIODS = [
  { id: 'current-period', label: 'Current Period' },
  { id: 'last-month', label: 'Last Month' },
  { id: 'last-quarter', label: 'Last Quarter' },
  { id: 'year-to-date', label: 'Year to Date' },
  { id: 'last-year', label: 'Last Year' },
  { id: 'custom', label: 'Custom Range' },
] as const satisfies readonly PeriodOption[];

/** Fleet Performance chart ranges. */
export const FLEET_CHART_RANGES = [
  { id: 'last-30-days', label: 'Last 30 Days' },
  { id: 'last-quarter', label: 'Last Quarter' },
  { id: 'year-to-date', label: 'Year to Date' },
] as const satisfies readonly PeriodOption[];

/** Profit & Loss period select; the default is monthly. */
export const PNL_PERIODS = [
  { id: 'daily', label: 'Daily' },
  { id: 'weekly', label: 'Weekly' },
  { id: 'monthly', label: 'Monthly' },
  { id: 'yearly', label: 'Yearly' },
] as const satisfies readonly PeriodOption[];
export const DEFAULT_PNL_PERIOD = 'monthly';

/** Reports and Analytics period select; the default is this-month. */
export const REPORT_PERIODS = [
  { id: 'this-week', label: 'This Week' },
  { id: 'this-month', label: 'This Month' },
  { id: 'last-month', label: 'Last Month' },
  { id: 'this-quarter', label: 'This Quarter' },
  { id: 'this-year', label: 'This Year' },
  { id: 'custom', label: 'Custom' },
] as const satisfies readonly PeriodOption[];
export const DEFAULT_REPORT_PERIOD = 'this-month';

/** Settlements list date filter; the default is this-month. */
export const SETTLEMENT_DATE_FILTERS = [
  { id: 'this-month', label: 'This Month' },
  { id: 'last-month', label: 'Last Month' },
  { id: 'this-year', label: 'This Year' },
  { id: 'all-time', label: 'All Time' },
] as const satisfies readonly PeriodOption[];
export const DEFAULT_SETTLEMENT_DATE_FILTER = 'this-month';

/** Admin payments date filter; the screen starts at this-month. */
export const ADMIN_PAYMENT_PERIODS = [
  { id: 'today', label: 'Today' },
  { id: 'this-week', label: 'This Week' },
  { id: 'this-month', label: 'This Month' },
  { id: 'last-month', label: 'Last Month' },
  { id: 'this-year', label: 'This Year' },
] as const satisfies readonly PeriodOption[];

/** Admin reports period selector. */
export const ADMIN_REPORT_PERIODS = [
  { id: 'today', label: 'Today' },
  { id: 'this-week', label: 'This Week' },
  { id: 'this-month', label: 'This Month' },
  { id: 'last-month', label: 'Last Month' },
  { id: 'this-quarter', label: 'This Quarter' },
  { id: 'this-year', label: 'This Year' },
] as const satisfies readonly PeriodOption[];

export const PERIOD_MESSAGES = {
  customRequired: 'Choose a start date and an end date',
  customInvalidDate: 'Dates must be real calendar dates',
  customOrder: 'The start date must be on or before the end date',
} as const;

export class PeriodError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PeriodError';
  }
}

export interface ResolveOptions {
  /** The user's IANA time zone, e.g. America/Chicago. */
  timeZone: string;
  /** The current instant; injected so results are reproducible. */
  now: Date;
  /** Needed for `custom`. */
  custom?: { start?: string | null; end?: string | null };
  /** 0 = weeks start on Sunday (en-US, default), 1 = Monday. */
  weekStartsOn?: 0 | 1;
}

export function isPeriodId(value: unknown): value is PeriodId {
  return typeof value === 'string' && (PERIOD_IDS as readonly string[]).includes(value);
}

function quarterStart(date: BusinessDate): BusinessDate {
  const { year, month } = parseBusinessDate(date);
  return toBusinessDate(year, Math.floor((month - 1) / 3) * 3 + 1, 1);
}

/**
 * Resolves a named period to an inclusive date range in the user's time zone. "This X" is the
 * whole calendar X (so entries dated later in it count); year-to-date ends today; all-time is
 * null (no bound).
 */
export function resolvePeriod(id: PeriodId, options: ResolveOptions): DateRange | null {
  const today = todayIn(options.timeZone, options.now);
  const { year } = parseBusinessDate(today);
  switch (id) {
    case 'today':
    case 'daily':
      return { start: today, end: today };
    case 'this-week':
    case 'weekly': {
      const weekStartsOn = options.weekStartsOn ?? 0;
      const start = addDays(today, -((dayOfWeek(today) - weekStartsOn + 7) % 7));
      return { start, end: addDays(start, 6) };
    }
    case 'this-month':
    case 'monthly':
    case 'current-period':
      return { start: startOfMonth(today), end: endOfMonth(today) };
    case 'last-month': {
      const start = addMonths(startOfMonth(today), -1);
      return { start, end: endOfMonth(start) };
    }
    case 'this-quarter': {
      const start = quarterStart(today);
      return { start, end: endOfMonth(addMonths(start, 2)) };
    }
    case 'last-quarter': {
      const start = addMonths(quarterStart(today), -3);
      return { start, end: endOfMonth(addMonths(start, 2)) };
    }
    case 'this-year':
    case 'yearly':
      return { start: toBusinessDate(year, 1, 1), end: toBusinessDate(year, 12, 31) };
    case 'last-year':
      return { start: toBusinessDate(year - 1, 1, 1), end: toBusinessDate(year - 1, 12, 31) };
    case 'year-to-date':
      return { start: toBusinessDate(year, 1, 1), end: today };
    case 'last-30-days':
      return { start: addDays(today, -29), end: today };
    case 'all-time':
      return null;
    case 'custom':
      return customRange(options.custom?.start, options.custom?.end);
  }
}

export function customRange(start: string | null | undefined, end: string | null | undefined): DateRange {
  if (!start || !end) throw new PeriodError(PERIOD_MESSAGES.customRequired);
  if (!isBusinessDate(start) || !isBusinessDate(end))
    throw new PeriodError(PERIOD_MESSAGES.customInvalidDate);
  if (start > end) throw new PeriodError(PERIOD_MESSAGES.customOrder);
  return { start, end };
}

export function isInRange(date: BusinessDate, range: DateRange | null): boolean {
  return range === null || (date >= range.start && date <= range.end);
}

/** The instants bounding a date range in a time zone: [start, endExclusive), for timestamp queries. */
export function rangeToInstants(range: DateRange, timeZone: string): { start: Date; endExclusive: Date } {
  return {
    start: startOfDayInstant(range.start, timeZone),
    endExclusive: startOfDayInstant(addDays(range.end, 1), timeZone),
  };
}
