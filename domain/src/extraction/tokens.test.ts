import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findDates, findMoney, fixOcrDigits, splitCells } from './tokens.js';
import { extractSettlement } from './extract.js';
import { checkCameraText, CAMERA_AMOUNT_PATTERN, CAMERA_DATE_PATTERN } from './camera.js';
import { extractionToSettlementDraft } from './draft.js';
import { STATEMENT_CORPUS } from './fixtures/index.js';
import { settlementSchema } from '../schemas/settlement.js';
import { validateInOrder } from '../schemas/validate.js';

describe('tokens', () => {
  it('finds amounts with two decimals, negatives in brackets or with minus signs', () => {
    expect(findMoney('Net Pay  $1,149.26   42,548.37').map((t) => t.cents)).toEqual([114926, 4254837]);
    expect(findMoney('Fee (113.13)').map((t) => t.cents)).toEqual([-11313]);
    expect(findMoney('Adj -45.00').map((t) => t.cents)).toEqual([-4500]);
    expect(findMoney('Adj 45.00-').map((t) => t.cents)).toEqual([-4500]);
    expect(findMoney('Pay 1186,08').map((t) => t.cents)).toEqual([118608]);
  });

  it('does not take rates, quantities without cents, miles, dates or percentages for amounts', () => {
    expect(findMoney('Mileage Pay 0.5600 2,412')).toEqual([]);
    expect(findMoney('Fee 2.5% on 11/14/2026, 3,105 mi')).toEqual([]);
    expect(findMoney('Unit A12.34')).toEqual([]);
  });

  it('fixes O and l read for digits only inside numbers', () => {
    expect(fixOcrDigits('Gross 1,27O.08 and 1O2.11, l5 COLUMBUS')).toBe(
      'Gross 1,270.08 and 102.11, l5 COLUMBUS',
    );
    expect(fixOcrDigits('12l.50')).toBe('121.50');
  });

  it('reads dates in US, day-first, ISO and written forms', () => {
    expect(findDates('Pay 11/13/2026').map((d) => d.date)).toEqual(['2026-11-13']);
    expect(findDates('Pay 11/16/26').map((d) => d.date)).toEqual(['2026-11-16']);
    expect(findDates('Date 13-11-2026').map((d) => d.date)).toEqual(['2026-11-13']);
    expect(findDates('2026-11-20').map((d) => d.date)).toEqual(['2026-11-20']);
    expect(findDates('Nov 8, 2026 and 14 November 2026').map((d) => d.date)).toEqual([
      '2026-11-08',
      '2026-11-14',
    ]);
    expect(findDates('31/02/2026 99/99/99')).toEqual([]);
  });

  it('splits column layouts on runs of two or more spaces', () => {
    expect(splitCells('LOAD      PRO#   FUEL SUR').map((c) => [c.text, c.start])).toEqual([
      ['LOAD', 0],
      ['PRO#', 10],
      ['FUEL SUR', 17],
    ]);
  });
});

describe('extraction on poor input', () => {
  it('returns empty fields, not errors or NaN, for empty or unrelated text', () => {
    for (const text of ['', '   \n\n', 'Dear driver, thank you for your business.']) {
      const r = extractSettlement(text);
      expect(r.gross).toEqual({ value: null, confidence: 0 });
      expect(r.net).toEqual({ value: null, confidence: 0 });
      expect(r.date.value).toBeNull();
      expect(r.deductions).toEqual([]);
      expect(r.reconciles).toBe(false);
    }
  });

  it('never throws and never yields NaN on arbitrary text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const r = extractSettlement(text);
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
      }),
    );
  });

  it('gives lower confidence to a net it had to compute', () => {
    const r = extractSettlement('Gross Pay 1,000.00\nInsurance 100.00');
    expect(r.net).toEqual({ value: 90000, confidence: 0.5 });
  });
});

describe('camera rule', () => {
  it('accepts text with an amount or a d/m/yy or dd-mm-yyyy date, with the spec messages', () => {
    expect(CAMERA_AMOUNT_PATTERN.test('TOTAL 12,50')).toBe(true);
    expect(CAMERA_DATE_PATTERN.test('on 3/4/26')).toBe(true);
    expect(CAMERA_DATE_PATTERN.test('on 03-04-2026')).toBe(true);
    expect(checkCameraText('NET PAY 1,149.26')).toMatchObject({
      found: true,
      message: 'Successfully extracted payroll information',
    });
    expect(checkCameraText('Pay date 11/14/2026')).toMatchObject({ found: true });
    expect(checkCameraText('A photo of a truck')).toMatchObject({
      found: false,
      message: 'Could not find payroll information in the image',
    });
  });
});

describe('settlement drafts from extraction', () => {
  it('turns every corpus statement into a processed settlement the schema accepts', () => {
    for (const fixture of STATEMENT_CORPUS) {
      const { needsReview, ...draft } = extractionToSettlementDraft(
        extractSettlement(fixture.text),
        `${fixture.id}.pdf`,
      );
      expect(draft.parsedStatus).toBe('processed');
      expect(needsReview).not.toContain('grossCents');
      expect(validateInOrder(settlementSchema, draft)).toMatchObject({ ok: true });
    }
  });

  it('marks an unreadable document as error and lists what needs review', () => {
    const draft = extractionToSettlementDraft(extractSettlement('blurry'), 'scan.jpg');
    expect(draft.parsedStatus).toBe('error');
    expect(draft.needsReview).toEqual([
      'date',
      'brokerName',
      'tripNumber',
      'grossCents',
      'netCents',
      'miles',
    ]);
    const { needsReview: _ignored, ...doc } = draft;
    expect(validateInOrder(settlementSchema, doc).ok).toBe(true);
  });
});
