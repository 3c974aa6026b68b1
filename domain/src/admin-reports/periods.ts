import { addDays, addMonths, type BusinessDate } from '../dates/calendar.js';
import { ADMIN_REPORT_PERIODS, rangeToInstants, resolvePeriod, type DateRange } from '../dates/periods.js';

export type AdminReportPeriodId = (typeof ADMIN_REPORT_PERIODS)[number]['id'];

/** The selector's ids as a tuple (the stored schema's enum); the test checks it against ADMIN_REPORT_PERIODS. */
export const ADMIN_REPORT_PERIOD_IDS = [
  'today',
  'this-week',
  'this-month',
  'last-month',
  'this-quarter',
  'this-year',
] as const satisfies readonly AdminReportPeriodId[];
export const DEFAULT_ADMIN_REPORT_PERIOD: AdminReportPeriodId = 'this-month';

export function isAdminReportPeriod(value: unknown): value is AdminReportPeriodId {
  return typeof value === 'string' && (ADMIN_REPORT_PERIOD_IDS as readonly string[]).includes(value);
}

export function adminReportPeriodLabel(id: AdminReportPeriodId): string {
  return ADMIN_REPORT_PERIODS.find((p) => p.id === id)?.label ?? id;
}

/** A period as dates (inclusive, for people) and instants [start, endExclusive) (for queries). */
export interface ReportWindow {
  range: DateRange;
  start: Date;
  endExclusive: Date;
}

function windowOf(range: DateRange, timeZone: string): ReportWindow {
  return { range, ...rangeToInstants(range, timeZone) };
}

/**
 * The period before `range` of the same kind: yesterday, last week, the month, quarter or year
 * before. Unlike the customer dashboard (equal length in days), "vs last period" here compares
 * calendar units, so This Month against the whole of last month, This Quarter against the last.
 */
export function previousPeriodRange(id: AdminReportPeriodId, range: DateRange): DateRange {
  const end: BusinessDate = addDays(range.start, -1);
  switch (id) {
    case 'today':
      return { start: end, end };
    case 'this-week':
      return { start: addDays(range.start, -7), end };
    case 'this-month':
    case 'last-month':
      return { start: addMonths(range.start, -1), end };
    case 'this-quarter':
      return { start: addMonths(range.start, -3), end };
    case 'this-year':
      return { start: addMonths(range.start, -12), end };
  }
}

/** The chosen period and the one before it, in the administrator's time zone (weeks start on Sunday). */
export function adminReportWindows(
  id: AdminReportPeriodId,
  timeZone: string,
  now: Date,
): { current: ReportWindow; previous: ReportWindow } {
  const range = resolvePeriod(id, { timeZone, now });
  // Every admin period is bounded; resolvePeriod returns null only for all-time.
  if (!range) throw new RangeError(`The period ${id} has no bounds`);
  return {
    current: windowOf(range, timeZone),
    previous: windowOf(previousPeriodRange(id, range), timeZone),
  };
}
