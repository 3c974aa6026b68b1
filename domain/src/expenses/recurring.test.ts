import { describe, expect, it } from 'vitest';
import { dueOccurrences, nextOccurrenceDate, occurrenceId, recurringSeriesId } from './recurring.js';

describe('recurring expense dates', () => {
  it.each([
    ['2026-11-15', '2026-12-15'],
    ['2026-12-15', '2027-01-15'],
    ['2027-01-31', '2027-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2026-03-31', '2026-04-30'],
    ['2027-02-28', '2027-03-28'],
  ])('%s recurs on %s (next month, same day, clamped to the month end)', (date, next) => {
    expect(nextOccurrenceDate(date)).toBe(next);
  });

  it('refuses an impossible date', () => {
    expect(() => nextOccurrenceDate('2026-02-30')).toThrow(RangeError);
  });

  it('lists nothing before the next date, the next date on it, and every missed month after an outage', () => {
    expect(dueOccurrences('2026-10-15', '2026-11-14')).toEqual([]);
    expect(dueOccurrences('2026-10-15', '2026-11-15')).toEqual(['2026-11-15']);
    expect(dueOccurrences('2026-08-31', '2026-11-30')).toEqual(['2026-09-30', '2026-10-30', '2026-11-30']);
  });

  it('names each occurrence after its series and date, so a retry finds the same document', () => {
    expect(occurrenceId('AbCdEfGhIjKlMnOpQrSt', '2026-12-15')).toBe('AbCdEfGhIjKlMnOpQrSt_2026-12-15');
    expect(occurrenceId('AbCdEfGhIjKlMnOpQrSt_2026-12-15', '2027-01-15')).toBe(
      'AbCdEfGhIjKlMnOpQrSt_2027-01-15',
    );
    expect(recurringSeriesId('AbCdEfGhIjKlMnOpQrSt_2026-12-15')).toBe('AbCdEfGhIjKlMnOpQrSt');
  });
});
