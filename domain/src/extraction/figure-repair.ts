import type { ExtractedField } from './field.js';
import type { AmountItem } from './items.js';

/** A deduction worked out from the printed totals rather than read: someone should look at it. */
export const REPAIRED_CONFIDENCE = 0.5;

export const repairedPart = (f: ExtractedField<number>, repaired: boolean): ExtractedField<number> =>
  repaired && f.value !== null ? { ...f, confidence: Math.min(f.confidence, REPAIRED_CONFIDENCE) } : f;

/** Digits tesseract mistakes for one another (a 0 read as 6 or 8, a 5 as 6, a 1 as 7 or 4…). */
const CONFUSED_DIGITS = new Set(['06', '08', '09', '17', '14', '38', '56', '58', '68', '23', '49', '35']);

/** The one digit two figures of the same length differ in, as [read, meant]; null otherwise. */
function oneDigitChanged(read: number, meant: number): [string, string] | null {
  const [a, b] = [String(read), String(meant)];
  if (a.length !== b.length) return null;
  let changed: [string, string] | null = null;
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] === b[i]) continue;
    if (changed) return null;
    changed = [a[i] ?? '', b[i] ?? ''];
  }
  return changed;
}

/** "2,550.60" for "2,550.00": the same number but for one digit OCR commonly confuses. */
function oneDigitConfused(read: number, meant: number): boolean {
  const changed = oneDigitChanged(read, meant);
  return (
    changed !== null &&
    (CONFUSED_DIGITS.has(changed.join('')) || CONFUSED_DIGITS.has(changed[1] + changed[0]))
  );
}

type FigureFix =
  { figure: 'gross' | 'net'; cents: number } | { figure: 'charge'; item: AmountItem; cents: number };

/**
 * When gross − charges − net is off, one figure may be an OCR misreading of the one that makes it
 * add up: a single digit confused ("2,550.60" for "2,550.00") or one added ("760.68" for "70.68").
 * Exactly one figure must explain the difference so; else nothing changes. When several could, a
 * printed total of the charges (`chargesPrinted`) picks the one charge whose repair matches it;
 * `onlyConfirmedByTotal` accepts no other fix.
 */
export function repairOneFigure(
  gross: number,
  net: number,
  charges: AmountItem[],
  difference: number,
  chargesPrinted: number | null = null,
  onlyConfirmedByTotal = false,
): FigureFix | null {
  const explains = (read: number, meant: number) =>
    meant > 0 && (oneDigitConfused(read, meant) || digitsWithin(meant, read));
  const fixes: FigureFix[] = [];
  if (explains(gross, gross - difference)) fixes.push({ figure: 'gross', cents: gross - difference });
  if (explains(net, net + difference)) fixes.push({ figure: 'net', cents: net + difference });
  for (const item of charges) {
    const read = Math.abs(item.cents);
    if (explains(read, read + difference)) fixes.push({ figure: 'charge', item, cents: read + difference });
  }
  // "Avance … 5 250,00-" (a speck read as a leading digit) under "TOTAL DES RETENUES 1 904,95":
  // the total of the charges as printed says which figure OCR misread.
  const chargesRead = charges.reduce((sum, c) => sum + Math.abs(c.cents), 0);
  const confirmed = fixes.filter(
    (f) => f.figure === 'charge' && chargesRead - Math.abs(f.item.cents) + f.cents === chargesPrinted,
  );
  if (fixes.length === 1 && !onlyConfirmedByTotal) return fixes[0] ?? null;
  if (confirmed.length === 1) return confirmed[0] ?? null;
  // "117.06" for 117.00 beside a gross of 4,680.00 that a 6 would also balance: OCR reads a 0 as a
  // 6 far more often than a 6 as a 0, so of several fixes the one that turns a 6 back into a 0 wins.
  const readOf = (f: FigureFix) =>
    f.figure === 'charge' ? Math.abs(f.item.cents) : f.figure === 'gross' ? gross : net;
  const sixes = fixes.filter((f) => sixReadForZero(readOf(f), f.cents));
  return sixes.length === 1 && !onlyConfirmedByTotal ? (sixes[0] ?? null) : null;
}

/** "11706" for 11700: one digit differs, and it is a 6 where a 0 was printed. */
function sixReadForZero(read: number, meant: number): boolean {
  return oneDigitChanged(read, meant)?.join('') === '60';
}

/**
 * What the document says was held back in all: its printed total deductions, or else its one
 * printed gross less its net. Null when it prints neither, or several grosses to choose from.
 */
export function heldAsPrinted(
  grosses: AmountItem[],
  nets: AmountItem[],
  totals: AmountItem[],
): number | null {
  // "Total Taxes" and "Total Deductions": two blocks, each with its own total.
  const distinct = totals.filter((t, i) => totals.findIndex((o) => o.label === t.label) === i);
  if (distinct.length > 0) return distinct.reduce((sum, t) => sum + Math.abs(t.cents), 0);
  const gross = grosses.length === 1 ? grosses[0] : undefined;
  const net = nets[nets.length - 1];
  return gross && net && gross.cents > net.cents ? gross.cents - net.cents : null;
}

/** "760.68" holds "70.68": OCR added a digit (or read a speck as one). */
function digitsWithin(shorter: number, longer: number): boolean {
  const small = String(shorter);
  const big = String(longer);
  if (small.length >= big.length) return false;
  let at = 0;
  for (const c of big) if (c === small[at]) at += 1;
  return at === small.length;
}

/**
 * One misread deduction is implied by the totals: when the printed total held back differs from
 * the sum read, and exactly one deduction would close the gap with a smaller, positive amount that
 * its line explains (OCR kept only the year-to-date figure, or added a digit), that amount is the
 * deduction. It is returned so its confidence says it was worked out, not read.
 */
export function repairOneDeduction(
  deductions: AmountItem[],
  heldRead: number,
  heldPrinted: number | null,
): AmountItem | null {
  if (heldPrinted === null || heldPrinted === heldRead || deductions.length < 2) return null;
  const fixes = deductions.flatMap((d) => {
    const read = Math.abs(d.cents);
    const implied = heldPrinted - (heldRead - read);
    const explained = d.oneOfTwoColumns === true || digitsWithin(implied, read);
    return implied > 0 && implied < read && explained ? [{ d, implied }] : [];
  });
  const only = fixes.length === 1 ? fixes[0] : undefined;
  if (!only) return null;
  only.d.cents = Math.sign(only.d.cents || 1) * only.implied;
  return only.d;
}
