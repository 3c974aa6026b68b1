import { addMonths, isBusinessDate, type BusinessDate } from '../dates/calendar.js';

/**
 * Recurring expenses: each month on the same day (clamped to the month's end: Jan 31 → Feb 28),
 * the newest occurrence of a recurring expense gets a copy dated the next month. The copy takes
 * over the recurring flag, so "recurring" always sits on the newest occurrence and the user stops
 * the series by turning it off there. Each step counts from the newest occurrence, so a series
 * clamped once stays on the shorter day (Jan 31 → Feb 28 → Mar 28).
 */

/** The date of the next occurrence: next month, same day, clamped to that month's last day. */
export function nextOccurrenceDate(date: BusinessDate): BusinessDate {
  if (!isBusinessDate(date)) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  return addMonths(date, 1);
}

/** Every occurrence after `date` that is due by `today` (a missed run catches up), oldest first. */
export function dueOccurrences(date: BusinessDate, today: BusinessDate): BusinessDate[] {
  if (!isBusinessDate(today)) throw new RangeError(`Not a date (YYYY-MM-DD): ${today}`);
  const due: BusinessDate[] = [];
  for (let next = nextOccurrenceDate(date); next <= today; next = nextOccurrenceDate(next)) due.push(next);
  return due;
}

/** Firestore auto ids hold no '_', so a series is named by the part of an id before the first '_'. */
export function recurringSeriesId(expenseId: string): string {
  return expenseId.split('_')[0] ?? expenseId;
}

/**
 * The id of a series' occurrence on a date: deterministic, so a retried run finds the copy it
 * already made instead of adding a second one (e.g. `Ab3dE…_2026-12-15`, under 128 characters).
 */
export function occurrenceId(expenseId: string, date: BusinessDate): string {
  return `${recurringSeriesId(expenseId)}_${date}`;
}
