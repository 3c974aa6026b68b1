import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { extractSettlement, type SettlementExtraction } from './extract.js';
import { MAX_INPUT_CHARS } from './tokens.js';

function expectSane(r: SettlementExtraction): void {
  for (const f of [
    r.gross,
    r.net,
    r.miles,
    r.linehaul,
    r.fuelSurcharge,
    r.advances,
    r.escrow,
    r.reimbursements,
  ]) {
    if (f.value !== null) expect(Number.isSafeInteger(f.value)).toBe(true);
    expect(f.confidence).toBeGreaterThanOrEqual(0);
    expect(f.confidence).toBeLessThanOrEqual(1);
  }
  for (const d of r.deductions) expect(Number.isSafeInteger(d.amountCents)).toBe(true);
  if (r.reconciliation.differenceCents !== null)
    expect(Number.isSafeInteger(r.reconciliation.differenceCents)).toBe(true);
}

// Speed is measured in the bench (npm run bench), never asserted here.
describe('extraction on hostile input', () => {
  it('reads a line of 100,000 digits without a number that is not finite', () => {
    const r = extractSettlement(`Total Miles: ${'9'.repeat(100_000)}\nGross Pay ${'9'.repeat(100_000)}.00`);
    expectSane(r);
    expect(r.miles.value).toBeNull();
    expect(r.gross.value).toBeNull();
  });

  it('takes no miles or amounts too large to be real', () => {
    const r = extractSettlement('Total Miles: 99999999999999999999\nNet Pay 999999999999999999999.00\n');
    expectSane(r);
    expect(r.miles.value).toBeNull();
    expect(r.net.value).toBeNull();
  });

  it('reads only the first part of a huge input and says so', () => {
    const text = `ACME FREIGHT LLC\nNet Pay 1,000.00\n${'x'.repeat(MAX_INPUT_CHARS * 2)}`;
    const r = extractSettlement(text);
    expect(r.truncated).toBe(true);
    expect(r.net.value).toBe(100000);
    expect(extractSettlement('Net Pay 1,000.00').truncated).toBe(false);
  });

  it('never throws and keeps every number finite on random text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => expectSane(extractSettlement(text))),
      { numRuns: 300 },
    );
  });

  it('never throws on random statement-like lines (property)', () => {
    const word = fc.constantFrom(
      'Gross',
      'Net Pay',
      'Total',
      'Miles',
      'Fuel',
      'Escrow',
      'Advance',
      'Less:',
      '(',
      ')',
      '-',
      '$',
      'Trip #',
      'Load',
      'Pay Date:',
      'noviembre',
      'Brut',
      'O',
      'l',
    );
    const number = fc.oneof(
      fc.integer({ min: 0, max: 10_000_000 }).map((n) => (n / 100).toFixed(2)),
      fc.integer({ min: 0, max: 10_000_000 }).map((n) => n.toLocaleString('en-US')),
      fc
        .integer({ min: 0, max: 10_000_000 })
        .map((n) => (n / 100).toLocaleString('fr-CA', { minimumFractionDigits: 2 })),
      fc
        .integer({ min: 0, max: 10_000_000 })
        .map((n) => (n / 100).toLocaleString('de-DE', { minimumFractionDigits: 2 })),
      fc.stringMatching(/^\d{1,40}$/),
      fc.constantFrom('11/20/2026', '2026-11-20', 'Nov 20, 2026', '20 de noviembre de 2026', '31/02/2026'),
    );
    const line = fc.array(fc.oneof(word, number), { maxLength: 12 }).map((parts) => parts.join(' '));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) =>
        expectSane(extractSettlement(lines.join('\n'))),
      ),
      { numRuns: 300 },
    );
  });
});
