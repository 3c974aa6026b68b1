import { isBusinessDate, toBusinessDate, type BusinessDate } from '../dates/calendar.js';

/** A money amount found in a line: value in cents (negative when bracketed or minus-signed). */
export interface MoneyToken {
  cents: number;
  start: number;
  end: number;
}

export interface DateToken {
  date: BusinessDate;
  start: number;
  end: number;
}

/**
 * OCR reads 0 as O and 1 as l or I inside numbers; fix those only where digits surround them,
 * so words are left alone.
 */
export function fixOcrDigits(line: string): string {
  let out = line;
  for (let i = 0; i < 2; i += 1) {
    out = out
      .replace(/(?<=\d)[Oo](?=[\d.,])/g, '0')
      .replace(/(?<=[\d,.])[Oo](?=\d)/g, '0')
      .replace(/(?<=\d)[lI](?=[\d.,]\d)/g, '1')
      .replace(/(?<=[\d,.])[lI](?=\d)/g, '1');
  }
  return out;
}

// An amount has exactly two decimals (dot, or comma as some OCR and non-US layouts print it);
// thousands may be comma-grouped. Brackets, a leading minus or a trailing minus mean negative.
const MONEY = /(\(\s*)?(-\s*)?\$?\s?(\d{1,3}(?:,\d{3})+|\d+)([.,])(\d{2})(?![\d%])(\s*\))?(-(?![\d]))?/g;

export function findMoney(line: string): MoneyToken[] {
  const tokens: MoneyToken[] = [];
  for (const m of line.matchAll(MONEY)) {
    const [, open, minus, whole = '0', separator, fraction = '00', close, trailingMinus] = m;
    if (separator === ',' && whole.includes(',')) continue; // 1,234,56 is not an amount
    const start = m.index + (m[0].length - m[0].trimStart().length);
    const before = start > 0 ? line[start - 1] : ' ';
    if (before && /[\w/.,-]/.test(before) && !open && !minus) continue; // part of an id such as A12.34 or 11/12.50
    const cents = Number(whole.replaceAll(',', '')) * 100 + Number(fraction);
    const negative = (!!open && !!close) || !!minus || !!trailingMinus;
    tokens.push({ cents: negative ? -cents : cents, start, end: m.index + m[0].length });
  }
  return tokens;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function makeDate(year: number, month: number, day: number): BusinessDate | null {
  const y = year < 100 ? 2000 + year : year;
  const text = `${String(y).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isBusinessDate(text) ? toBusinessDate(y, month, day) : null;
}

/**
 * Dates as statements print them: 11/13/2026, 11/13/26, 13-11-2026 (day first when the first
 * number cannot be a month), 2026-11-13, Nov 13, 2026 and 13 Nov 2026. Month-first otherwise, as
 * US carriers write.
 */
export function findDates(line: string): DateToken[] {
  const found: DateToken[] = [];
  const push = (date: BusinessDate | null, start: number, length: number) => {
    if (date && !found.some((f) => start < f.end && start + length > f.start))
      found.push({ date, start, end: start + length });
  };
  for (const m of line.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g))
    push(makeDate(Number(m[1]), Number(m[2]), Number(m[3])), m.index, m[0].length);
  for (const m of line.matchAll(/(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?![\d/])/g)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const year = Number(m[3]);
    push(a > 12 ? makeDate(year, b, a) : makeDate(year, a, b), m.index, m[0].length);
  }
  for (const m of line.matchAll(
    /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/gi,
  )) {
    push(
      makeDate(Number(m[3]), MONTHS.indexOf((m[1] ?? '').slice(0, 3).toLowerCase()) + 1, Number(m[2])),
      m.index,
      m[0].length,
    );
  }
  for (const m of line.matchAll(
    /\b(\d{1,2})\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\s+(\d{4})\b/gi,
  )) {
    push(
      makeDate(Number(m[3]), MONTHS.indexOf((m[2] ?? '').slice(0, 3).toLowerCase()) + 1, Number(m[1])),
      m.index,
      m[0].length,
    );
  }
  return found.sort((x, y) => x.start - y.start);
}

/** Cells of a column layout: runs of text separated by two or more spaces, with positions. */
export function splitCells(line: string): { text: string; start: number; end: number }[] {
  const cells: { text: string; start: number; end: number }[] = [];
  for (const m of line.matchAll(/\S+(?: \S+)*/g))
    cells.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  return cells;
}

export function parseInteger(text: string): number {
  return Number(text.replaceAll(',', ''));
}
