import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  detectNumberLocale,
  findDates,
  findIntegers,
  findMoney,
  fixOcrDigits,
  foldText,
  splitCells,
} from './tokens.js';
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

  it('reads a grouped amount OCR left a percent sign after as an amount, a rate as no amount', () => {
    expect(findMoney('AMOUNT OF CHECK: ***3,752,81%**').map((m) => m.cents)).toEqual([375281]);
    expect(findMoney('Fee 2.75% of face').map((m) => m.cents)).toEqual([]);
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
    expect(findDates('Funding Date: Mar-18-2026  Received MAR/17/26').map((d) => d.date)).toEqual([
      '2026-03-18',
      '2026-03-17',
    ]);
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

describe('numbers in every locale', () => {
  const comma = { decimal: ',' as const, spaceGroups: true };
  it('detects a comma-decimal document and reads dot or space thousands', () => {
    expect(detectNumberLocale('Revenu brut  4 011,75\nNet 2 158,53 $')).toEqual(comma);
    expect(detectNumberLocale('Importe 48.500,00\nNeto 74.156,25')).toEqual(comma);
    expect(detectNumberLocale('Gross 1,470.72\nNet 1,149.26')).toEqual({ decimal: '.', spaceGroups: false });
    expect(findMoney('Revenu brut   4 011,75 $', comma).map((t) => t.cents)).toEqual([401175]);
    expect(findMoney('Importe   48.500,00', comma).map((t) => t.cents)).toEqual([4850000]);
  });

  it('never cuts a European amount to its last group, whatever the locale guess', () => {
    expect(findMoney('Total 1.234,56').map((t) => t.cents)).toEqual([123456]);
    expect(findMoney('Total 12.345.678,90').map((t) => t.cents)).toEqual([1234567890]);
    // OCR that prints every mark alike still gives one amount when the groups are exact thousands.
    expect(findMoney('Net 1.234.56').map((t) => t.cents)).toEqual([123456]);
    expect(findMoney('x 1.22.33')).toEqual([]);
    // Space thousands are only read in a document that writes them, so US "Stop 2 150.00" stays two numbers.
    expect(findMoney('Stop 2 150.00').map((t) => t.cents)).toEqual([15000]);
  });

  it('reads whole numbers with the locale grouping and refuses absurd lengths', () => {
    expect(findIntegers('Milles 3 412', comma).map((n) => n.value)).toEqual([3412]);
    expect(findIntegers('Millas 1.840', comma).map((n) => n.value)).toEqual([1840]);
    expect(findIntegers('Miles 1,840').map((n) => n.value)).toEqual([1840]);
    expect(findIntegers(`Miles ${'9'.repeat(30)}`)).toEqual([]);
  });

  it('groups only the whole part with spaces: after its decimals a space ends the amount', () => {
    expect(findMoney('Totaux 5015,00 3 911,70 840,05', comma).map((t) => t.cents)).toEqual([
      501500, 391170, 84005,
    ]);
    expect(findMoney('TVQ 9,975 % 537,32 $', comma).map((t) => t.cents)).toEqual([53732]);
  });

  it('reads a colon OCR set for the decimal mark after a thousands group ("3,337:30"), never in a time', () => {
    expect(fixOcrDigits('Linehaul . 3,337:30 Lease payment 825.00')).toBe(
      'Linehaul . 3,337.30 Lease payment 825.00',
    );
    expect(fixOcrDigits('Carburant 1.684:37 $')).toBe('Carburant 1.684,37 $');
    expect(fixOcrDigits('Appt 10:30 dock 4')).toBe('Appt 10:30 dock 4');
  });

  it('never groups a date\'s last part with the amount after it ("Avance du 04/11 200,00")', () => {
    expect(findMoney('Avance du 04/11 200,00', comma).map((t) => t.cents)).toEqual([20000]);
    expect(findMoney('Avance 10-11 250,00', comma).map((t) => t.cents)).toEqual([25000]);
    expect(findMoney('Revenu brut 11 200,00', comma).map((t) => t.cents)).toEqual([1120000]);
  });

  it('reads an amount written with a plus as added, whatever speck follows it ("+38.25-")', () => {
    expect(findMoney('Tolls - Kansas Turnpike (receipts) +38.25-').map((t) => t.cents)).toEqual([3825]);
    expect(findMoney('Fuel advance 38.25-').map((t) => t.cents)).toEqual([-3825]);
  });
});

describe('OCR repairs', () => {
  it('turns letters read inside numbers and dates into digits', () => {
    expect(fixOcrDigits('NET PAY   1,O43.O9')).toBe('NET PAY   1,043.09');
    expect(fixOcrDigits('Pay Date: ll/2O/2026')).toBe('Pay Date: 11/20/2026');
    expect(fixOcrDigits('Escrow   1OO.OO')).toBe('Escrow   100.00');
    expect(fixOcrDigits('Fuel  S12.4O')).toBe('Fuel  512.40');
    expect(fixOcrDigits('Miles 1;322 and .2,236.50')).toBe('Miles 1,322 and 2,236.50');
  });

  it('turns lone digits read inside words into letters, and leaves ids alone', () => {
    expect(fixOcrDigits('Tota1 Mi1es GR0SS S0cial TRANSP0RTATI0N')).toBe(
      'Total Miles GROSS Social TRANSPORTATION',
    );
    expect(fixOcrDigits('PRO P5518820 TQL-3381902 REGJ800101AB1 G4 I-40')).toBe(
      'PRO P5518820 TQL-3381902 REGJ800101AB1 G4 I-40',
    );
  });

  it('matches labels with I, l and accents read alike', () => {
    expect(foldText('Réserve FILE Ítem')).toBe('reserve flle ltem');
  });
});

describe('dates in three languages', () => {
  it('reads Spanish and French month names and day-first documents', () => {
    expect(findDates('Fecha de pago: 18 de noviembre de 2026').map((d) => d.date)).toEqual(['2026-11-18']);
    expect(findDates('Date de paiement : 20 novembre 2026').map((d) => d.date)).toEqual(['2026-11-20']);
    expect(findDates('le 1er décembre 2026, 20-Nov-2026').map((d) => d.date)).toEqual([
      '2026-12-01',
      '2026-11-20',
    ]);
    expect(findDates('Check Date: Nov. 20, 2026').map((d) => d.date)).toEqual(['2026-11-20']);
    expect(findDates('09/11/2026', { dayFirst: true }).map((d) => d.date)).toEqual(['2026-11-09']);
    expect(findDates('09/11/2026').map((d) => d.date)).toEqual(['2026-09-11']);
    expect(findDates('Total 2026 mars')).toEqual([]);
  });

  it("reads October when OCR printed its O as a zero ('16/0ct/2026', '210CT26', '30-0CT-26')", () => {
    expect(findDates('Fecha de pago : 16/0ct/2026').map((d) => d.date)).toEqual(['2026-10-16']);
    expect(findDates('PAY DATE ....... 210CT26').map((d) => d.date)).toEqual(['2026-10-21']);
    expect(findDates('Settlement Date: 30-0CT-26').map((d) => d.date)).toEqual(['2026-10-30']);
  });
});

describe('several amounts on one line', () => {
  it('reads each labelled amount as its own item', () => {
    const r = extractSettlement(`ACME LEASING LLC
Settlement Date: 11/19/2026
Linehaul 2,178.00    FSC 423.50    Detention 75.00    Lumper Reimb 120.00
Total Compensation                                   2,796.50
Fuel 948.10    Insurance 112.00    ELD 24.99    Escrow 50.00   Advance 250.00
Settlement Net                                       1,411.41
Loaded Miles 1,210   Empty Miles 140
`);
    expect(r.linehaul.value).toBe(217800);
    expect(r.fuelSurcharge.value).toBe(42350);
    expect(r.reimbursements.value).toBe(12000);
    expect(r.escrow.value).toBe(5000);
    expect(r.advances.value).toBe(25000);
    expect(r.deductions.map((d) => d.amountCents)).toEqual([94810, 11200, 2499]);
    expect(r.reconciles).toBe(true);
    expect(r.miles.value).toBe(1350);
  });
});

describe('stacked PDF text', () => {
  it('pairs a block of labels with the block of values under it', () => {
    const r = extractSettlement(
      'Heartland Express, Inc.\nPay Date\nTrip #\n11/20/2026\nHX-448120\nGross Pay\nFederal Income Tax\nNet Pay\n1,062.50\n84.10\n978.40\n',
    );
    expect([r.date.value, r.tripNumber.value, r.gross.value, r.net.value]).toEqual([
      '2026-11-20',
      'HX-448120',
      106250,
      97840,
    ]);
    expect(r.reconciles).toBe(true);
  });
});
