/**
 * When an expense is unusually large for its user: well above what they usually spend in the same
 * (screen) category. A rule, not a statistic: a truck payment of $2,400 every month is normal for
 * its owner and never flagged, a $4,800 repair among $300 oil changes is.
 */

/** How many of the category's most recent earlier expenses make "the usual". */
export const LARGE_EXPENSE_HISTORY = 20;
/** Fewer earlier expenses than this in the category: too little history to call anything unusual. */
export const LARGE_EXPENSE_MIN_HISTORY = 3;
/** An expense is unusual above this many times the category's median. */
export const LARGE_EXPENSE_FACTOR = 3;
/** ...and only from this amount on ($500): a $90 toll three times a $30 one is not news. */
export const LARGE_EXPENSE_MIN_CENTS = 50_000;

/** The median of whole cents, rounded down to a whole cent (an even count averages the middle two). */
export function medianCents(amounts: readonly number[]): number {
  if (amounts.length === 0) throw new RangeError('The median of no amounts is undefined');
  const sorted = [...amounts].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return Math.floor(((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2);
}

export type LargeExpenseVerdict =
  | { readonly large: true; readonly medianCents: number }
  | { readonly large: false; readonly reason: 'too-little-history' | 'below-minimum' | 'usual' };

/**
 * Whether `amountCents` is unusually large against `history`: the amounts of the category's most
 * recent earlier expenses (at most LARGE_EXPENSE_HISTORY are looked at, newest first). Large means
 * at least LARGE_EXPENSE_MIN_CENTS and strictly more than LARGE_EXPENSE_FACTOR times the median.
 */
export function judgeExpenseSize(amountCents: number, history: readonly number[]): LargeExpenseVerdict {
  const recent = history.slice(0, LARGE_EXPENSE_HISTORY);
  if (recent.length < LARGE_EXPENSE_MIN_HISTORY) return { large: false, reason: 'too-little-history' };
  if (amountCents < LARGE_EXPENSE_MIN_CENTS) return { large: false, reason: 'below-minimum' };
  const median = medianCents(recent);
  // Integer comparison: no float rounding at the boundary.
  if (amountCents > LARGE_EXPENSE_FACTOR * median) return { large: true, medianCents: median };
  return { large: false, reason: 'usual' };
}
