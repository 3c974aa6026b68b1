/** Exact arithmetic on integer cents. Every result is checked to stay a safe integer. */

export function assertCents(value: number, what = 'Money'): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be whole cents, got ${value}`);
  return value;
}

export function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function addCents(...values: number[]): number {
  return sumCents(values);
}

export function sumCents(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += assertCents(value);
  return assertCents(total, 'Sum');
}

export function subtractCents(a: number, b: number): number {
  return assertCents(assertCents(a) - assertCents(b), 'Difference');
}

/** Rounds half away from zero, the usual rule on statements and invoices. */
export function roundHalfAwayFromZero(value: number): number {
  const rounded = Math.round(Math.abs(value));
  return value < 0 ? -rounded : rounded;
}

/** cents × factor, rounded to whole cents (e.g. a percentage fee). */
export function multiplyCents(cents: number, factor: number): number {
  if (!Number.isFinite(factor)) throw new RangeError(`Factor must be finite, got ${factor}`);
  return assertCents(roundHalfAwayFromZero(assertCents(cents) * factor), 'Product');
}

/** Cents per mile, rounded to whole cents; null when there are no miles to divide by. */
export function centsPerMile(cents: number, miles: number): number | null {
  if (!(miles > 0)) return null;
  return roundHalfAwayFromZero(assertCents(cents) / miles);
}

/**
 * Splits a total into parts proportional to weights that add up exactly to the total
 * (largest remainder method; ties go to the earlier part).
 */
export function allocateCents(total: number, weights: readonly number[]): number[] {
  assertCents(total);
  if (weights.length === 0) throw new RangeError('allocateCents needs at least one weight');
  if (weights.some((w) => !(w >= 0) || !Number.isFinite(w)))
    throw new RangeError('Weights must be finite and non-negative');
  const weightSum = weights.reduce((a, b) => a + b, 0);
  if (weightSum === 0) throw new RangeError('At least one weight must be positive');
  const sign = total < 0 ? -1 : 1;
  const absolute = Math.abs(total);
  const exact = weights.map((w) => (absolute * w) / weightSum);
  const parts = exact.map((x) => Math.floor(x));
  let remainder = absolute - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, index) => ({ index, fraction: x - Math.floor(x) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (let i = 0; remainder > 0; i = (i + 1) % order.length, remainder -= 1) {
    const slot = order[i];
    if (slot) parts[slot.index] = (parts[slot.index] ?? 0) + 1;
  }
  return parts.map((p) => (p === 0 ? 0 : p * sign));
}

/** "1234.56" / "-0.05": a plain decimal for CSV cells and number inputs. */
export function centsToDecimalString(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Stripe amounts are already integer cents (USD); this only checks that they are. */
export function centsFromStripe(amount: unknown): number {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
    throw new RangeError(`A Stripe amount must be integer cents, got ${String(amount)}`);
  return amount;
}
