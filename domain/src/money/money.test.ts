import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MoneyParseError, parseMoney, tryParseMoney, MONEY_MESSAGES } from './parse.js';
import {
  addCents,
  allocateCents,
  centsPerMile,
  centsToDecimalString,
  multiplyCents,
  subtractCents,
  sumCents,
} from './arithmetic.js';
import { formatCents } from './format.js';

describe('parseMoney', () => {
  it.each([
    ['1,234.56', 123456],
    ['$12', 1200],
    ['12.5', 1250],
    ['  $ 1,000,000.01 ', 100000001],
    ['.75', 75],
    ['0', 0],
    ['12.', 1200],
    ['USD 15.00', 1500],
  ])('reads %s as %i cents', (input, cents) => {
    expect(parseMoney(input)).toBe(cents);
  });

  it('reads statement-style negatives only when allowed', () => {
    expect(parseMoney('(45.10)', { allowNegative: true })).toBe(-4510);
    expect(parseMoney('-$45.10', { allowNegative: true })).toBe(-4510);
    expect(parseMoney('$-45.10', { allowNegative: true })).toBe(-4510);
    expect(parseMoney('45.10-', { allowNegative: true })).toBe(-4510);
    expect(() => parseMoney('-45.10')).toThrow(MONEY_MESSAGES.negative);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notANumber'],
    ['12.345', 'tooManyDecimals'],
    ['1,23.00', 'badGrouping'],
    ['12,34', 'badGrouping'],
    ['1.2.3', 'notANumber'],
    ['$', 'notANumber'],
    ['1e5', 'notANumber'],
    ['9999999999999', 'tooLarge'],
    ['NaN', 'notANumber'],
  ] as const)('rejects %j with %s', (input, code) => {
    const result = tryParseMoney(input);
    expect(result).toEqual({ ok: false, code, message: MONEY_MESSAGES[code] });
  });

  it('accepts numbers from number inputs and refuses fractions of a cent and NaN', () => {
    expect(parseMoney(0.29)).toBe(29);
    expect(parseMoney(1234.56)).toBe(123456);
    expect(() => parseMoney(1.005)).toThrow(MoneyParseError);
    expect(() => parseMoney(Number.NaN)).toThrow(MONEY_MESSAGES.notFinite);
    expect(() => parseMoney(-1)).toThrow(MONEY_MESSAGES.negative);
  });

  it('round-trips every formatted amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (cents) => {
        expect(parseMoney(formatCents(cents))).toBe(cents);
        expect(parseMoney(centsToDecimalString(cents))).toBe(cents);
      }),
    );
  });

  it('never returns NaN for any string (property)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = tryParseMoney(text, { allowNegative: true });
        if (result.ok) expect(Number.isSafeInteger(result.cents)).toBe(true);
        else expect(result.message.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('cents arithmetic', () => {
  const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

  it('adds exactly, associatively and commutatively (property)', () => {
    fc.assert(
      fc.property(cents, cents, cents, (a, b, c) => {
        expect(addCents(addCents(a, b), c)).toBe(addCents(a, addCents(b, c)));
        expect(addCents(a, b)).toBe(addCents(b, a));
        expect(subtractCents(addCents(a, b), b)).toBe(a);
      }),
    );
  });

  it('sums decimal amounts without float drift where dollars would drift', () => {
    const dimes = Array.from({ length: 10 }, () => parseMoney('0.10'));
    expect(sumCents(dimes)).toBe(100);
    expect(formatCents(sumCents(dimes))).toBe('$1.00');
  });

  it('allocates a total into parts that add up exactly (property)', () => {
    fc.assert(
      fc.property(
        cents,
        fc
          .array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 20 })
          .filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = allocateCents(total, weights);
          expect(sumCents(parts)).toBe(total);
          parts.forEach((p) => expect(Number.isSafeInteger(p)).toBe(true));
        },
      ),
    );
  });

  it('rejects non-integer cents instead of carrying fractions along', () => {
    expect(() => addCents(1, 0.5)).toThrow('whole cents');
    expect(() => allocateCents(100, [0, 0])).toThrow('positive');
  });

  it('computes per-mile figures and percentage fees rounded half away from zero', () => {
    expect(centsPerMile(250000, 1000)).toBe(250);
    expect(centsPerMile(100, 3)).toBe(33);
    expect(centsPerMile(100, 0)).toBeNull();
    expect(multiplyCents(10050, 0.03)).toBe(302); // 301.5 → 302
    expect(multiplyCents(-10050, 0.03)).toBe(-302);
  });

  it('writes plain decimals for CSV cells', () => {
    expect(centsToDecimalString(4999)).toBe('49.99');
    expect(centsToDecimalString(-5)).toBe('-0.05');
    expect(centsToDecimalString(0)).toBe('0.00');
  });
});
