import { describe, expect, it } from 'vitest';
import {
  LARGE_EXPENSE_HISTORY,
  LARGE_EXPENSE_MIN_CENTS,
  judgeExpenseSize,
  medianCents,
} from './large-expense.js';

describe('medianCents', () => {
  it('takes the middle amount of an odd count, whatever the order', () => {
    expect(medianCents([900, 100, 500])).toBe(500);
  });

  it('averages the middle two of an even count, rounded down to a whole cent', () => {
    expect(medianCents([100, 200])).toBe(150);
    expect(medianCents([100, 201])).toBe(150);
  });

  it('refuses no amounts', () => {
    expect(() => medianCents([])).toThrow(RangeError);
  });
});

describe('judgeExpenseSize (unusually large: ≥ $500 and more than 3× the median of the last 20)', () => {
  const usual = [20_000, 20_000, 20_000];

  it('needs three earlier expenses in the category', () => {
    expect(judgeExpenseSize(1_000_000, [20_000, 20_000])).toEqual({
      large: false,
      reason: 'too-little-history',
    });
    expect(judgeExpenseSize(1_000_000, usual)).toEqual({ large: true, medianCents: 20_000 });
  });

  it('is never large below $500, however small the usual amount', () => {
    expect(judgeExpenseSize(LARGE_EXPENSE_MIN_CENTS - 1, [1_000, 1_000, 1_000])).toEqual({
      large: false,
      reason: 'below-minimum',
    });
    expect(judgeExpenseSize(LARGE_EXPENSE_MIN_CENTS, [1_000, 1_000, 1_000]).large).toBe(true);
  });

  it('is large only strictly above three times the median (boundary in whole cents)', () => {
    expect(judgeExpenseSize(60_000, usual)).toEqual({ large: false, reason: 'usual' });
    expect(judgeExpenseSize(60_001, usual)).toEqual({ large: true, medianCents: 20_000 });
  });

  it('uses the median, so one earlier outlier does not hide the next', () => {
    const history = [20_000, 500_000, 20_000, 20_000];
    expect(judgeExpenseSize(200_000, history)).toEqual({ large: true, medianCents: 20_000 });
  });

  it(`looks at the newest ${LARGE_EXPENSE_HISTORY} only`, () => {
    const newest = Array.from({ length: LARGE_EXPENSE_HISTORY }, () => 100_000);
    const older = Array.from({ length: 30 }, () => 10_000);
    expect(judgeExpenseSize(250_000, [...newest, ...older])).toEqual({ large: false, reason: 'usual' });
    expect(judgeExpenseSize(250_000, [...older, ...newest])).toEqual({ large: true, medianCents: 10_000 });
  });

  it('never flags the same monthly payment again', () => {
    expect(judgeExpenseSize(240_000, [240_000, 240_000, 240_000]).large).toBe(false);
  });
});
