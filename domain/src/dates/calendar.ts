/** Business dates are calendar dates `YYYY-MM-DD`, with no time and no zone. */
export type BusinessDate = string;
/** A calendar month `YYYY-MM`. */
export type MonthKey = string;

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_SHAPE = /^(\d{4})-(\d{2})$/;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isBusinessDate(value: unknown): value is BusinessDate {
  if (typeof value !== 'string') return false;
  const match = DATE_SHAPE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return (
    year >= 1900 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
  );
}

export function isMonthKey(value: unknown): value is MonthKey {
  if (typeof value !== 'string') return false;
  const match = MONTH_SHAPE.exec(value);
  return !!match && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

export function parseBusinessDate(value: string): DateParts {
  if (!isBusinessDate(value)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${value}`);
  return {
    year: Number(value.slice(0, 4)),
    month: Number(value.slice(5, 7)),
    day: Number(value.slice(8, 10)),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function toBusinessDate(year: number, month: number, day: number): BusinessDate {
  const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  if (!isBusinessDate(text)) throw new RangeError(`Not a calendar date: ${year}-${month}-${day}`);
  return text;
}

/** Days since 1970-01-01 (negative before). */
export function toEpochDay(date: BusinessDate): number {
  const { year, month, day } = parseBusinessDate(date);
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

export function fromEpochDay(epochDay: number): BusinessDate {
  const d = new Date(epochDay * 86_400_000);
  return toBusinessDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function addDays(date: BusinessDate, days: number): BusinessDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Adds calendar months, clamping the day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: BusinessDate, months: number): BusinessDate {
  const { year, month, day } = parseBusinessDate(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return toBusinessDate(y, m, Math.min(day, daysInMonth(y, m)));
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: BusinessDate): number {
  return (((toEpochDay(date) + 4) % 7) + 7) % 7;
}

export function monthKeyOf(date: BusinessDate): MonthKey {
  return date.slice(0, 7);
}

export function startOfMonth(date: BusinessDate): BusinessDate {
  return `${date.slice(0, 7)}-01`;
}

export function endOfMonth(date: BusinessDate): BusinessDate {
  const { year, month } = parseBusinessDate(date);
  return toBusinessDate(year, month, daysInMonth(year, month));
}

export function monthRange(month: MonthKey): { start: BusinessDate; end: BusinessDate } {
  if (!isMonthKey(month)) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
  const start = `${month}-01`;
  return { start, end: endOfMonth(start) };
}

/** Months from one to the other, inclusive. */
export function monthsBetween(first: MonthKey, last: MonthKey): MonthKey[] {
  const months: MonthKey[] = [];
  for (let m = `${first}-01`; monthKeyOf(m) <= last; m = addMonths(m, 1)) months.push(monthKeyOf(m));
  return months;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      throw new RangeError(`Unknown time zone: ${timeZone}`);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

function zonedParts(instant: Date, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The calendar date of an instant in an IANA time zone. */
export function businessDateOf(instant: Date, timeZone: string): BusinessDate {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid instant');
  const p = zonedParts(instant, timeZone);
  return toBusinessDate(p.year, p.month, p.day);
}

/** "Today" for a user in their time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): BusinessDate {
  return businessDateOf(now, timeZone);
}

/** Offset of the zone from UTC at an instant, in milliseconds (local − UTC). */
function offsetAt(instantMs: number, timeZone: string): number {
  const p = zonedParts(new Date(instantMs), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instantMs / 1000) * 1000;
}

/** The first instant of a calendar date in a time zone (DST-aware). */
export function startOfDayInstant(date: BusinessDate, timeZone: string): Date {
  const { year, month, day } = parseBusinessDate(date);
  const wall = Date.UTC(year, month - 1, day);
  let guess = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(guess, timeZone);
  if (second !== guess) guess = second;
  // In a zone whose clocks skip midnight, the day starts at the first instant that falls on it.
  while (businessDateOf(new Date(guess), timeZone) < date) guess += 3_600_000;
  return new Date(guess);
}

/** en-US short date for display, e.g. 11/22/2026. */
export function formatBusinessDate(date: BusinessDate): string {
  const { year, month, day } = parseBusinessDate(date);
  return `${month}/${day}/${year}`;
}
