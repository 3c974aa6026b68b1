import { describe, expect, it } from 'vitest';
import { extractSettlement } from './extract.js';
import { STATEMENT_CORPUS } from './fixtures/index.js';

describe('settlement corpus', () => {
  it('holds at least 15 statements in different layouts', () => {
    expect(STATEMENT_CORPUS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(STATEMENT_CORPUS.map((f) => f.id)).size).toBe(STATEMENT_CORPUS.length);
  });

  describe.each(STATEMENT_CORPUS.map((f) => [f.id, f] as const))('%s', (_id, fixture) => {
    const result = extractSettlement(fixture.text);
    const e = fixture.expected;
    it('reads gross and net', () => {
      expect(result.gross.value).toBe(e.grossCents);
      expect(result.net.value).toBe(e.netCents);
    });
    it('reads the date', () => expect(result.date.value).toBe(e.date));
    it('reads the payer or broker', () => expect(result.broker.value).toBe(e.broker));
    it('reads the trip or load number', () => expect(result.tripNumber.value).toBe(e.tripNumber));
    it('reads the miles', () => expect(result.miles.value).toBe(e.miles));
    it('reads linehaul, fuel surcharge, advances, escrow and reimbursements', () => {
      expect({
        linehaul: result.linehaul.value,
        fuelSurcharge: result.fuelSurcharge.value,
        advances: result.advances.value,
        escrow: result.escrow.value,
        reimbursements: result.reimbursements.value,
      }).toEqual({
        linehaul: e.linehaulCents,
        fuelSurcharge: e.fuelSurchargeCents,
        advances: e.advancesCents,
        escrow: e.escrowCents,
        reimbursements: e.reimbursementsCents,
      });
    });
    it('itemises the deductions', () => {
      expect(result.deductions.map((d) => [d.label, d.amountCents])).toEqual(e.deductions);
    });
    it('reconciles and is confident about what it found', () => {
      // A statement without a printed gross still balances when its load table sums to the payment.
      expect(result.reconciles).toBe(true);
      expect(result.reconciliation.status).toBe('balanced');
      expect(result.gross.confidence).toBeGreaterThanOrEqual(0.99);
      expect(result.net.confidence).toBeGreaterThanOrEqual(0.99);
      expect(result.date.confidence).toBeGreaterThanOrEqual(0.5);
      for (const f of [result.tripNumber, result.miles, result.linehaul]) {
        if (f.value === null) expect(f.confidence).toBe(0);
        else expect(f.confidence).toBeGreaterThan(0);
      }
    });
  });
});

describe('line endings and tabs', () => {
  it('reads every statement the same with CRLF line endings', () => {
    for (const fixture of STATEMENT_CORPUS) {
      expect(extractSettlement(fixture.text.replace(/\n/g, '\r\n'))).toEqual(extractSettlement(fixture.text));
    }
  });
});
