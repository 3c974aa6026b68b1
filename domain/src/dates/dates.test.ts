import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  businessDateOf,
  dayOfWeek,
  formatBusinessDate,
  isBusinessDate,
  isTimeZone,
  monthsBetween,
  startOfDayInstant,
  todayIn,
} from './calendar.js';
import {
  ADMIN_PAYMENT_PERIODS,
  ADMIN_REPORT_PERIODS,
  DASHBOARD_PERIODS,
  PERIOD_MESSAGES,
  PNL_PERIODS,
  REPORT_PERIODS,
  SETTLEMENT_DATE_FILTERS,
  isInRange,
  rangeToInstants,
  resolvePeriod,
} from './periods.js';

// 2026-11-22 03:30 UTC is still Saturday 2026-11-21 in Chicago and Sunday in Berlin.
const now = new Date('2026-11-22T03:30:00Z');
const chicago = { timeZone: 'America/Chicago', now };

describe('calendar dates', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isBusinessDate('2024-02-29')).toBe(true);
    expect(isBusinessDate('2026-02-29')).toBe(false);
    expect(isBusinessDate('2026-13-01')).toBe(false);
    expect(isBusinessDate('2026-1-01')).toBe(false);
    expect(isBusinessDate(20260101)).toBe(false);
  });

  it('adds days and months across boundaries, clamping month ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(formatBusinessDate('2026-03-05')).toBe('3/5/2026');
  });

  it('finds today in the user time zone, not the server one', () => {
    expect(todayIn('America/Chicago', now)).toBe('2026-11-21');
    expect(todayIn('Europe/Berlin', now)).toBe('2026-11-22');
    expect(todayIn('Pacific/Honolulu', now)).toBe('2026-11-21');
  });

  it('rejects unknown time zones clearly', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(() => todayIn('Mars/Olympus', now)).toThrow('Unknown time zone: Mars/Olympus');
  });

  it('finds the first instant of a day across DST changes', () => {
    expect(startOfDayInstant('2026-03-08', 'America/Chicago').toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(startOfDayInstant('2026-03-09', 'America/Chicago').toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(startOfDayInstant('2026-11-01', 'America/New_York').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
    // Chile springs forward at midnight: 2026-09-06 starts at 01:00 local (-03).
    expect(startOfDayInstant('2026-09-06', 'America/Santiago').toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
    expect(startOfDayInstant('2026-10-25', 'Europe/London').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(startOfDayInstant('2026-07-01', 'UTC').toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(businessDateOf(startOfDayInstant('2026-07-01', 'Asia/Kolkata'), 'Asia/Kolkata')).toBe(
      '2026-07-01',
    );
  });
});

describe('named periods', () => {
  it('lists every selector the spec names with its labels', () => {
    expect(DASHBOARD_PERIODS.map((p) => p.label)).toEqual([
      'Current Period',
      'Last Month',
      'Last Quarter',
      'Year to Date',
      'Last Year',
      'Custom Range',
    ]);
    expect(PNL_PERIODS.map((p) => p.id)).toEqual(['daily', 'weekly', 'monthly', 'yearly']);
    expect(REPORT_PERIODS.map((p) => p.id)).toEqual([
      'this-week',
      'this-month',
      'last-month',
      'this-quarter',
      'this-year',
      'custom',
    ]);
    expect(SETTLEMENT_DATE_FILTERS.map((p) => p.id)).toEqual([
      'this-month',
      'last-month',
      'this-year',
      'all-time',
    ]);
    expect(ADMIN_PAYMENT_PERIODS.map((p) => p.label)).toEqual([
      'Today',
      'This Week',
      'This Month',
      'Last Month',
      'This Year',
    ]);
    expect(ADMIN_REPORT_PERIODS.map((p) => p.label)).toEqual([
      'Today',
      'This Week',
      'This Month',
      'Last Month',
      'This Quarter',
      'This Year',
    ]);
  });

  it.each([
    ['today', '2026-11-21', '2026-11-21'],
    ['daily', '2026-11-21', '2026-11-21'],
    ['this-week', '2026-11-15', '2026-11-21'],
    ['weekly', '2026-11-15', '2026-11-21'],
    ['this-month', '2026-11-01', '2026-11-30'],
    ['current-period', '2026-11-01', '2026-11-30'],
    ['monthly', '2026-11-01', '2026-11-30'],
    ['last-month', '2026-10-01', '2026-10-31'],
    ['this-quarter', '2026-10-01', '2026-12-31'],
    ['last-quarter', '2026-07-01', '2026-09-30'],
    ['this-year', '2026-01-01', '2026-12-31'],
    ['yearly', '2026-01-01', '2026-12-31'],
    ['last-year', '2025-01-01', '2025-12-31'],
    ['year-to-date', '2026-01-01', '2026-11-21'],
    ['last-30-days', '2026-10-23', '2026-11-21'],
  ] as const)('%s in Chicago is %s to %s', (id, start, end) => {
    expect(resolvePeriod(id, chicago)).toEqual({ start, end });
  });

  it('depends on the zone: the same instant is already Sunday in Berlin, a new week', () => {
    expect(resolvePeriod('this-week', { timeZone: 'Europe/Berlin', now })).toEqual({
      start: '2026-11-22',
      end: '2026-11-28',
    });
    expect(resolvePeriod('this-week', { ...chicago, weekStartsOn: 1 })).toEqual({
      start: '2026-11-16',
      end: '2026-11-22',
    });
  });

  it('handles January: last month and last quarter fall in the previous year', () => {
    const jan = { timeZone: 'America/Denver', now: new Date('2027-01-10T18:00:00Z') };
    expect(resolvePeriod('last-month', jan)).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(resolvePeriod('last-quarter', jan)).toEqual({ start: '2026-10-01', end: '2026-12-31' });
  });

  it('all-time has no bound; custom needs two ordered dates', () => {
    expect(resolvePeriod('all-time', chicago)).toBeNull();
    expect(isInRange('1999-01-01', null)).toBe(true);
    expect(
      resolvePeriod('custom', { ...chicago, custom: { start: '2026-01-05', end: '2026-02-01' } }),
    ).toEqual({
      start: '2026-01-05',
      end: '2026-02-01',
    });
    expect(() => resolvePeriod('custom', chicago)).toThrow(PERIOD_MESSAGES.customRequired);
    expect(() =>
      resolvePeriod('custom', { ...chicago, custom: { start: '2026-02-30', end: '2026-03-01' } }),
    ).toThrow(PERIOD_MESSAGES.customInvalidDate);
    expect(() =>
      resolvePeriod('custom', { ...chicago, custom: { start: '2026-03-02', end: '2026-03-01' } }),
    ).toThrow(PERIOD_MESSAGES.customOrder);
  });

  it('turns a date range into instants for timestamp queries (admin payments)', () => {
    const range = resolvePeriod('today', chicago);
    expect(range).not.toBeNull();
    if (!range) return;
    const { start, endExclusive } = rangeToInstants(range, 'America/Chicago');
    expect(start.toISOString()).toBe('2026-11-21T06:00:00.000Z');
    expect(endExclusive.toISOString()).toBe('2026-11-22T06:00:00.000Z');
    expect(isInRange('2026-11-21', range)).toBe(true);
    expect(isInRange('2026-11-22', range)).toBe(false);
  });
});
