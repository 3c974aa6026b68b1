import { memoized } from './memo.js';
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
  /** A digit OCR misread was put right to make it a date ("82-DEC-26", "30/11/2626"). */
  repaired?: boolean;
}

/**
 * How a document writes numbers. US statements write 1,234.56; European, Quebec and some Mexican
 * ones write 1.234,56 or 1 234,56. Two decimals after either mark is always an amount; the
 * locale only decides what a mark followed by three digits means (thousands or decimals) and
 * whether a space may group thousands.
 */
export interface NumberLocale {
  decimal: '.' | ',';
  /** Space (or no-break space) may separate thousands: "3 412", "1 512,00". */
  spaceGroups: boolean;
}

export const US_LOCALE: NumberLocale = { decimal: '.', spaceGroups: false };

/**
 * Below ten dollars a figure beside a count is a rate (a mile's, a kilometre's, a unit's), never the
 * money paid for hauling a load: the one ceiling every reader of rates uses.
 */
export const RATE_CEILING_CENTS = 1_000;

/** Limits that keep any input cheap: longer documents are read up to here and flagged. */
export const MAX_INPUT_CHARS = 60_000;
export const MAX_LINE_CHARS = 400;
export const MAX_LINES = 800;
/** More digits than this is an id, an account or garbage, never an amount or a mileage. */
const MAX_DIGITS = 12;

const SPACES = new Set([' ', '\u00a0', '\u202f', '\u2009']);
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isLetter = (c: string | undefined): boolean => c !== undefined && /\p{L}/u.test(c);

/** A raw run of digits and the marks numbers use between them, found in one linear pass. */
interface NumberRun {
  text: string;
  start: number;
  end: number;
}

/**
 * Runs like 1,234.56 or 1 234,56: digits joined by a single '.', ',', apostrophe or (when
 * spaces is true) one space followed by exactly three digits. Linear: every character is looked
 * at a bounded number of times, so a line of 100,000 digits costs one pass.
 */
function numberRuns(line: string, spaces: boolean): NumberRun[] {
  const runs: NumberRun[] = [];
  let i = 0;
  const n = line.length;
  while (i < n) {
    if (!isDigit(line[i])) {
      i += 1;
      continue;
    }
    const start = i;
    let groupLength = 0;
    // "5015,00 3 911,70 840,05": spaces group the whole part only; after a mark a space ends the number.
    // "du 04/11 200,00": nor does a date's last part group with the amount after it.
    // "R-88 210,00": nor does an id's number (letters, a dash, digits) group with the amount after it.
    let marked =
      start >= 2 &&
      (line[start - 1] === '/' || line[start - 1] === '-') &&
      (isDigit(line[start - 2]) || (line[start - 1] === '-' && /\p{L}/u.test(line[start - 2] ?? '')));
    while (i < n) {
      const c = line[i];
      if (isDigit(c)) {
        i += 1;
        groupLength += 1;
        continue;
      }
      if ((c === '.' || c === ',' || c === "'") && isDigit(line[i + 1])) {
        i += 1;
        groupLength = 0;
        marked = true;
        continue;
      }
      if (
        spaces &&
        !marked &&
        c !== undefined &&
        SPACES.has(c) &&
        groupLength > 0 &&
        groupLength <= 3 &&
        isDigit(line[i + 1]) &&
        isDigit(line[i + 2]) &&
        isDigit(line[i + 3]) &&
        !isDigit(line[i + 4])
      ) {
        i += 1;
        groupLength = 0;
        continue;
      }
      break;
    }
    runs.push({ text: line.slice(start, i), start, end: i });
  }
  return runs;
}

/** Splits "1 234,56" into its digit groups and the marks between them. */
function groupsOf(text: string): { groups: string[]; marks: string[] } {
  const groups: string[] = [];
  const marks: string[] = [];
  let current = '';
  for (const c of text) {
    if (isDigit(c)) current += c;
    else {
      groups.push(current);
      marks.push(SPACES.has(c) ? ' ' : c);
      current = '';
    }
  }
  groups.push(current);
  return { groups, marks };
}

/** Thousands groups: the first of 1 to 3 digits, every later one exactly 3, one mark throughout. */
function validGrouping(groups: string[], marks: string[]): boolean {
  if (groups.length === 1) return (groups[0]?.length ?? 0) > 0;
  if (new Set(marks).size !== 1) return false;
  const [first = '', ...rest] = groups;
  return first.length >= 1 && first.length <= 3 && rest.every((g) => g.length === 3);
}

function digitsValue(groups: string[]): number | null {
  const digits = groups.join('').replace(/^0+(?=\d)/, '');
  if (digits.length === 0 || digits.length > MAX_DIGITS) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

/** The value in cents of a run with exactly two decimals, or null. */
function runCents(text: string, locale: NumberLocale): number | null {
  const { groups, marks } = groupsOf(text);
  const lastMark = marks[marks.length - 1];
  const fraction = groups[groups.length - 1] ?? '';
  if (!lastMark || lastMark === ' ' || lastMark === "'" || fraction.length !== 2) return null;
  const whole = groups.slice(0, -1);
  const wholeMarks = marks.slice(0, -1);
  // The decimal mark appears once; grouping marks are the other kind (or spaces). OCR sometimes
  // prints every mark alike ("1.234.56", "1,234,56"): with exact thousands groups and two
  // decimals that can only be one amount.
  if (wholeMarks.includes(lastMark) && !wholeMarks.every((m) => m === lastMark)) return null;
  if (wholeMarks.some((m) => m === ' ') && !locale.spaceGroups) return null;
  if (!validGrouping(whole, wholeMarks)) return null;
  const units = digitsValue(whole);
  if (units === null) return null;
  const cents = units * 100 + Number(fraction);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The value of a whole number (miles, counts) written with the locale's thousands marks. */
export function runInteger(text: string, locale: NumberLocale): number | null {
  const { groups, marks } = groupsOf(text);
  if (marks.length === 0) return digitsValue(groups);
  const grouping = locale.decimal === '.' ? [',', "'"] : ['.', ' ', "'"];
  if (locale.spaceGroups && locale.decimal === '.') grouping.push(' ');
  if (!marks.every((m) => grouping.includes(m))) return null;
  return validGrouping(groups, marks) ? digitsValue(groups) : null;
}

/**
 * Guesses the document's number locale from every number in it. Only unambiguous shapes count:
 * 1,234.56 and 12.50 vote US; 1.234,56, 1 234,56 and 12,50 vote comma-decimal.
 */
export function detectNumberLocale(text: string): NumberLocale {
  let dot = 0;
  let comma = 0;
  /** 1,234.56: US grouping. */
  let commaGroupedDot = 0;
  /** 1 234.56: space grouping with a decimal point (English Canada, ISO style). */
  let spaceGroupedDot = 0;
  const sample = text.length > MAX_INPUT_CHARS ? text.slice(0, MAX_INPUT_CHARS) : text;
  for (const run of numberRuns(sample, true)) {
    const { groups, marks } = groupsOf(run.text);
    const last = marks[marks.length - 1];
    const fraction = groups[groups.length - 1] ?? '';
    if (!last || fraction.length !== 2) continue;
    const before = marks.slice(0, -1);
    if (last === '.' && before.every((m) => m === ',')) {
      dot += before.length > 0 ? 2 : 1;
      if (before.length > 0) commaGroupedDot += 1;
    } else if (
      last === '.' &&
      before.length > 0 &&
      before.every((m) => m === ' ') &&
      groups.slice(1, -1).every((g) => g.length === 3) &&
      (groups[0]?.length ?? 0) <= 3
    )
      spaceGroupedDot += 1;
    else if (last === ',' && before.every((m) => m === '.')) comma += before.length > 0 ? 2 : 1;
    else if (last === ',' && before.length > 0 && before.every((m) => m === ' ')) {
      comma += 2;
    }
  }
  // Space thousands go with comma decimals (French style). With dot decimals a space more often
  // separates a miles column from an amount ("372 818.40") than it groups thousands.
  if (comma > dot) return { decimal: ',', spaceGroups: true };
  // "1 973.40" twice and never a "1,973.40": the document groups thousands with spaces. (Once
  // could be a miles column beside an amount.)
  if (spaceGroupedDot >= 2 && commaGroupedDot === 0) return { decimal: '.', spaceGroups: true };
  return { decimal: '.', spaceGroups: false };
}

/**
 * Amounts in a line: two decimals after '.' or ',' (either reads as the decimal mark: OCR and
 * non-US layouts print both), thousands grouped the document's way. Brackets, a leading minus
 * or a trailing minus mean negative. A number glued to letters, a slash or a dot (A12.34,
 * 11/12.50) is part of an id or a date, not an amount.
 */
export function findMoney(line: string, locale: NumberLocale = US_LOCALE): readonly Readonly<MoneyToken>[] {
  // A line is looked at for its amounts by several stages: read once per locale, remembered.
  const key = `${locale.decimal}${locale.spaceGroups ? 's' : ''}`;
  let read = MONEY_READERS.get(key);
  if (!read) {
    const reader = memoized((text: string) => Object.freeze(moneyIn(text, locale)));
    MONEY_READERS.set(key, reader);
    read = reader;
  }
  return read(line);
}

const MONEY_READERS = new Map<string, (line: string) => readonly Readonly<MoneyToken>[]>();

function moneyIn(line: string, locale: NumberLocale): MoneyToken[] {
  const tokens: MoneyToken[] = [];
  for (const run of numberRuns(line, locale.spaceGroups)) {
    // "2.75%" is a rate; "3,752,81%" (thousands grouped) and "1861,92%" (no rate is a thousand
    // per cent) are amounts OCR read a dollar sign after as a per cent sign.
    const percent = line[run.end] === '%' || (line[run.end] === ' ' && line[run.end + 1] === '%');
    if (percent && !/\d[.,' ]\d{3}[.,]\d/.test(run.text) && !/^\d{4,}[.,]\d{2}$/.test(run.text)) continue;
    // Most runs are plain integers (ids, miles, counts): no decimal mark, no currency sign.
    const marked = run.text.includes('.') || run.text.includes(',');
    if (!marked && line[run.start - 1] !== '$' && line[run.start - 2] !== '$') continue;
    let cents = marked ? runCents(run.text, locale) : null;
    if (cents === null) {
      // Whole dollars after a currency sign ("Total Carrier Pay: $2,450") are an amount too.
      const signAt =
        line[run.start - 1] === '$'
          ? run.start - 1
          : line[run.start - 1] === ' ' && line[run.start - 2] === '$'
            ? run.start - 2
            : -1;
      // Not "2 793,53 $ 5": a dollar sign printed after an amount closes it, and names no other.
      const dollar = signAt >= 0 && !/\d[.,]\d{2}\s?$/.test(line.slice(Math.max(0, signAt - 16), signAt));
      const whole =
        dollar && !/[.,]\d/.test(line.slice(run.end, run.end + 2)) ? runInteger(run.text, locale) : null;
      if (whole === null || whole > 1e10) continue;
      cents = whole * 100;
    }
    // Walk back over a currency sign and spaces to a minus sign or an opening bracket.
    let start = run.start;
    let k = run.start - 1;
    let sawCurrency = false;
    while (k >= 0 && k >= run.start - 4) {
      const c = line[k];
      if (c === '$' || c === '€') sawCurrency = true;
      else if (c !== ' ') break;
      k -= 1;
    }
    const signChar = line[k];
    const open = signChar === '(';
    // A minus touches its amount or currency sign ("-45.00", "-$33.79"); "Fuel - $286.56" is a dash
    // between label and amount, as OCR also reads stray marks.
    const minus = (signChar === '-' || signChar === '−') && line[k + 1] !== ' ';
    if (open || minus) start = k;
    else if (sawCurrency) start = k + 1;
    while (line[start] === ' ') start += 1;
    const before = start > 0 ? line[start - 1] : ' ';
    if (!open && !minus && !sawCurrency && before !== undefined && /[\p{L}\d/.,_-]/u.test(before)) continue;
    if (minus && before !== undefined && /[\p{L}\d]/u.test(before)) continue; // an id like AB-12.50
    let end = run.end;
    // Trailing currency sign or " $", closing bracket, trailing minus.
    let j = end;
    while (j < line.length && j <= end + 3 && (line[j] === ' ' || line[j] === '$')) j += 1;
    const closes = line[j] === ')';
    // "+38.25-": a plus written before the amount says it is added; the dash after it is a speck.
    const trailingMinus = line[run.end] === '-' && !isDigit(line[run.end + 1]) && signChar !== '+';
    if (open && closes) end = j + 1;
    if (trailingMinus) end = run.end + 1;
    if ((open && closes) || minus || trailingMinus) cents = -cents;
    tokens.push({ cents, start, end });
  }
  return tokens;
}

/** Whole numbers in a line (miles, counts, ids) with their positions; amounts are not included. */
export function findIntegers(
  line: string,
  locale: NumberLocale = US_LOCALE,
): { value: number; start: number; end: number }[] {
  const out: { value: number; start: number; end: number }[] = [];
  for (const run of numberRuns(line, locale.spaceGroups)) {
    const before = run.start > 0 ? line[run.start - 1] : ' ';
    const after = line[run.end];
    if (isLetter(before) || before === '-' || before === '/' || after === '/' || isLetter(after)) continue;
    const value = runInteger(run.text, locale);
    if (value !== null) out.push({ value, start: run.start, end: run.end });
  }
  return out;
}

// ---- OCR repairs ---------------------------------------------------------------------------

/**
 * The long words a statement's labels are made of. OCR misreads one letter of them ("Arount
 * remitted", "Deductlons", "Settlernent"): a word of the same length that differs from exactly one
 * of these in one letter is read as that word. Same length only, so "advanced" stays "advanced".
 */
const LABEL_WORDS = [
  'amount',
  'remitted',
  'deposit',
  'deposited',
  'settlement',
  'statement',
  'deductions',
  'deduction',
  'earnings',
  'advance',
  'reimbursement',
  'reimbursed',
  'surcharge',
  'linehaul',
  'payment',
  'invoice',
  'invoices',
  'purchased',
  'escrow',
  'reserve',
  'insurance',
  'withheld',
  'transferred',
  'compensation',
  'revenue',
  'charges',
  'chargeback',
  'factoring',
  'discount',
  'retenues',
  'percepciones',
  'deducciones',
  'liquidacion',
  'anticipo',
  'montant',
  // Real words one letter away from those above: read as they are.
  'retenue',
  'revenus',
  'paiement',
  'montants',
  'reserva',
  'reservas',
  'deposito',
  'advances',
  'advanced',
  'payments',
  'deposits',
  'invoiced',
  'reserved',
  'charged',
  'charter',
  'settler',
  'earnest',
  'payroll',
];
const LABEL_WORDS_BY_LENGTH = new Map<number, string[]>();
for (const word of LABEL_WORDS)
  LABEL_WORDS_BY_LENGTH.set(word.length, [...(LABEL_WORDS_BY_LENGTH.get(word.length) ?? []), word]);

/** A printed letter, then what OCR read for it. */
const OCR_LETTER_SLIPS = new Set([
  'mr',
  'mn',
  'nm',
  'nr',
  'il',
  'li',
  'ec',
  'ce',
  'ao',
  'oa',
  'uv',
  'vu',
  'hb',
  'bh',
  'tl',
  'ft',
  'tf',
  'gq',
  'qg',
  'nu',
  'un',
  'ea',
  'ae',
  'ri',
  'rt',
]);

function repairLabelWord(word: string): string {
  if (word.length < 6 || word.length > 14 || !/^[A-Za-z]+$/.test(word)) return word;
  const lower = word.toLowerCase();
  const same = LABEL_WORDS_BY_LENGTH.get(word.length) ?? [];
  if (same.includes(lower)) return word;
  // Only a letter OCR mistakes for the one printed: "Purchases" is not a misread "purchased".
  const near = same.filter((target) => {
    let differences = 0;
    for (let i = 0; i < target.length && differences < 2; i += 1)
      if (target[i] !== lower[i])
        differences += OCR_LETTER_SLIPS.has(`${target[i] ?? ''}${lower[i] ?? ''}`) ? 1 : 2;
    return differences === 1;
  });
  const target = near.length === 1 ? near[0] : undefined;
  if (!target) return word;
  if (word === word.toUpperCase()) return target.toUpperCase();
  return word[0] === word[0]?.toUpperCase() ? target[0]?.toUpperCase() + target.slice(1) : target;
}

const TO_DIGIT: Record<string, string> = {
  '©': '0',
  '@': '0',
  O: '0',
  o: '0',
  l: '1',
  I: '1',
  '|': '1',
  i: '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
};
/** Each OCR look-alike of a digit in a word made its digit ("Sl2" → "512", "2O26" → "2026"). */
export function asDigits(word: string): string {
  return [...word].map((c) => TO_DIGIT[c] ?? c).join('');
}

const AMOUNT_OR_DATE = /^[(-]?\$?(\d{1,3}([.,]\d{3})*|\d+)[.,]\d{2}\)?-?$|^\d{1,2}\/\d{1,2}\/\d{2,4}$/;
const NUMERIC_SHAPE = /^[(-]?\$?\d[\d.,/:-]*\)?-?%?$/;

/** A word that is a number with OCR letters in it ("l,2O8.72", "ll/2O/2026") becomes digits. */
function repairNumberWord(word: string): string {
  let digits = 0;
  let confusables = 0;
  let separators = 0;
  for (const c of word) {
    if (isDigit(c)) digits += 1;
    else if (TO_DIGIT[c] !== undefined) confusables += 1;
    else if (c === '.' || c === ',' || c === '/' || c === ':') separators += 1;
    else if (!'$()-%'.includes(c)) return word;
  }
  if (confusables === 0) return word;
  // No real digit at all: only a whole amount shape ("(lOO.OO)", "lSO.OO") is a number.
  if (digits === 0) {
    const fixed = asDigits(word);
    return separators > 0 && confusables >= 3 && AMOUNT_OR_DATE.test(fixed) ? fixed : word;
  }
  if (/^[A-Za-z]+-\d/.test(word)) return word; // a highway or an id: I-40, SB-20441
  // A capital, digits, a dash and digits is an id ("S26-04411", "B7-20931"): OCR does not drop one
  // stray letter at the head of a dashed number.
  if (/^[A-Z]\d{1,3}-\d{3,}$/.test(word)) return word;
  // "88412-B", "7731-A": a number and one capital after its dash is an id's suffix letter.
  if (/^\d{3,}-[A-Z]$/.test(word)) return word;
  if (/^@\$?\d/.test(word)) return word; // "@1.65": a rate after "at", not a 0 OCR misread
  // Two capitals before a run of digits are an id's prefix ("BB41270", "SO88120"), not two misread
  // digits: OCR slips come one or two inside a number, rarely as a clean capital prefix.
  if (separators === 0 && /^[A-Z]{2,3}\d{4,}$/.test(word)) return word;
  if (digits < 2 && separators === 0) return word;
  const fixed = asDigits(word);
  if (!NUMERIC_SHAPE.test(fixed)) return word;
  // An amount or a date shape is convincing however many letters it had ("1OO.OO", "ll/2O/26");
  // otherwise a word that is mostly letters stays a word.
  if (AMOUNT_OR_DATE.test(fixed)) return fixed;
  return confusables > digits + separators + 1 ? word : fixed;
}

const TO_LETTER_UPPER: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B' };
const TO_LETTER_LOWER: Record<string, string> = { '0': 'o', '1': 'l', '5': 's', '8': 'b' };

/**
 * A word that is letters with a lone OCR digit in it ("Tota1", "GR0SS", "TRANSP0RTATI0N") becomes
 * letters. Ids keep their digits: they have digit runs ("TQL-3381902", "P5518820") or too few letters.
 */
function repairLetterWord(word: string): string {
  let letters = 0;
  let upper = 0;
  for (let i = 0; i < word.length; i += 1) {
    const c = word[i] ?? '';
    if (isDigit(c)) {
      if (isDigit(word[i + 1]) || TO_LETTER_UPPER[c] === undefined) return word;
      if (!isLetter(word[i - 1]) && !isLetter(word[i + 1])) return word;
    } else if (isLetter(c)) {
      letters += 1;
      if (c === c.toUpperCase() && c !== c.toLowerCase()) upper += 1;
    } else if (!"'&.-".includes(c)) return word;
  }
  if (letters < 3 || letters === word.length) return word;
  const table = upper * 2 > letters ? TO_LETTER_UPPER : TO_LETTER_LOWER;
  return [...word].map((c) => table[c] ?? c).join('');
}

/**
 * OCR reads 0 as O, 1 as l or I, 5 as S and 8 as B. Inside a number word the letters become
 * digits; inside a letter word a lone digit becomes the letter. Word by word, so linear.
 */
export function fixOcrDigits(line: string): string {
  let out = '';
  let i = 0;
  const n = line.length;
  while (i < n) {
    const c = line[i] ?? '';
    if (c === ' ' || c === '\t') {
      out += c;
      i += 1;
      continue;
    }
    let j = i;
    while (j < n && line[j] !== ' ' && line[j] !== '\t') j += 1;
    const raw = line.slice(i, j);
    // Keep trailing punctuation outside the word ("1O2.11," and "(1O.00)").
    const core = /^(.*?)([,;:]*)$/.exec(raw);
    const body = core?.[1] ?? raw;
    const tail = core?.[2] ?? '';
    // "$G-4410": an S read as a dollar sign before an id's capitals.
    let fixed = /^\$[A-Z]{1,3}-?\d{3}/.test(body) ? `S${body.slice(1)}` : body;
    // OCR glues a stray mark to a number (".2,236.50", "‘1,875") and reads commas as semicolons.
    if (/^[.,'‘’"`]\d/.test(body) && /\d[.,]\d{2}$|^\S\d{1,3}([,;]\d{3})+$/.test(body)) fixed = body.slice(1);
    if (/\d;\d/.test(fixed)) fixed = fixed.replace(/(?<=\d);(?=\d)/g, ',');
    // "3,337:30", "1.234:56": a colon after a thousands group and before two decimals is the
    // decimal mark OCR misread (a time has no thousands group).
    const colonDecimal = /^(\$?\(?-?\d{1,3}(?:([,.])\d{3})+):(\d{2}\)?)$/.exec(fixed);
    if (colonDecimal) fixed = `${colonDecimal[1]}${colonDecimal[2] === ',' ? '.' : ','}${colonDecimal[3]}`;
    // "-250:00", "$85:40": a sign or a dollar makes it money too (a time has neither).
    const signedColon = /^(-\$?|\$|\(\$?)(\d{1,3}):(\d{2}\)?)$/.exec(fixed);
    if (signedColon) fixed = `${signedColon[1]}${signedColon[2]}.${signedColon[3]}`;
    if (/\d/.test(fixed) && fixed !== body) fixed = repairNumberWord(fixed);
    else if (/\d/.test(body)) {
      fixed = repairNumberWord(body);
      if (fixed === body) fixed = repairLetterWord(body);
    } else if (/[.,]/.test(body) && body.length <= 16 && !/^o*[.,]o+$/.test(body))
      // "(lOO.OO)", "O,OO"; not "o.oo" in small letters, a dotted leader OCR read as letters.
      fixed = repairNumberWord(body);
    else fixed = repairLabelWord(body);
    out += fixed + tail;
    i = j;
  }
  // "Dec l, 2026", "Nov IO 2026": a day after a month name that OCR read as letters.
  return /[lIO|]/.test(out)
    ? out.replace(
        MONTH_THEN_OCR_DAY,
        (_m, month: string, day: string, rest: string) => `${month}${asDigits(day)}${rest}`,
      )
    : out;
}

const MONTH_THEN_OCR_DAY =
  /\b((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\.? )([lIO|\d]{1,2})(,? (?:19|20)\d\d\b)/gi;

const FOLDED = new Map<string, string>();

/** Letters without accents, lower case, and I/l/| read alike (same length as the input). */
function foldUncached(text: string): string {
  // Plain ASCII (most lines) needs no per-character work.
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase().replace(/[i|]/g, 'l');
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] ?? '';
    let folded = FOLDED.get(c);
    if (folded === undefined) {
      let lower = c.toLowerCase();
      if (lower.length !== 1) lower = c;
      const base = lower.normalize('NFD')[0] ?? lower;
      folded = base === 'i' || base === '|' ? 'l' : base;
      if (FOLDED.size < 4096) FOLDED.set(c, folded);
    }
    out += folded;
  }
  // OCR reads an accented ó as é: "Comisién", "Liquidacién", "Kilémetros" (same length).
  // (i is already l here: "-ción" and "-sión" folded are "-clon" and "-slon").
  return out.replace(/([cs])len\b/g, '$1lon').replace(/kllem/g, 'kllom');
}

/** Lower case, accents off, i and | read as l: how every label is compared (remembered per line). */
export const foldText = memoized(foldUncached);

// ---- dates ----------------------------------------------------------------------------------

/** Month names in English, Spanish and French, folded (no accents, i read as l). */
const MONTH_NAMES: [string, number][] = (
  [
    ['january', 1],
    ['enero', 1],
    ['janvier', 1],
    ['february', 2],
    ['febrero', 2],
    ['fevrier', 2],
    ['march', 3],
    ['marzo', 3],
    ['mars', 3],
    ['april', 4],
    ['abril', 4],
    ['avril', 4],
    ['may', 5],
    ['mayo', 5],
    ['mai', 5],
    ['june', 6],
    ['junio', 6],
    ['july', 7],
    ['julio', 7],
    ['juillet', 7],
    // After July's names: folded, "juin" reads "juln", which "jul" (July) would otherwise match.
    ['juin', 6],
    ['august', 8],
    ['agosto', 8],
    ['aout', 8],
    ['september', 9],
    ['septiembre', 9],
    ['setiembre', 9],
    ['septembre', 9],
    ['sept', 9],
    ['october', 10],
    ['octubre', 10],
    ['octobre', 10],
    ['november', 11],
    ['noviembre', 11],
    ['novembre', 11],
    ['december', 12],
    ['diciembre', 12],
    ['decembre', 12],
  ] as [string, number][]
).map(([name, month]) => [foldText(name), month]);

/** The month a word names: a full name or an abbreviation of at least three letters. */
export function monthOf(word: string): number | null {
  const w = foldText(word).replace(/\.$/, '');
  if (w.length < 3) return null;
  for (const [name, month] of MONTH_NAMES) if (name.startsWith(w)) return month;
  return null;
}

function makeDate(year: number, month: number, day: number): BusinessDate | null {
  const y = year < 100 ? 2000 + year : year;
  if (y < 2000 || y > 2099) return null;
  const text = `${String(y).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isBusinessDate(text) ? toBusinessDate(y, month, day) : null;
}

/**
 * A date OCR misread one digit of: a 0 read as 6, 8 or 9 makes a day, a month or a century that
 * cannot be ("82-DEC-26", "2026/12/65", "30/11/2626"). Only that slip is undone, and only when it
 * alone makes a real date of an impossible one.
 */
function repairedDate(year: number, month: number, day: number): BusinessDate | null {
  const zeroFirst = (n: number) =>
    n >= 60 && n <= 99 && [6, 8, 9].includes(Math.floor(n / 10)) ? n % 10 : n;
  const century = Math.floor(year / 100) % 10;
  const y = year >= 2100 && year <= 2999 && [6, 8, 9].includes(century) ? year - century * 100 : year;
  const m = month > 12 ? zeroFirst(month) : month;
  const d = day > 31 ? zeroFirst(day) : day;
  // One slip: more than one field put right is a guess, not a repair ("99/99/99").
  const changed = Number(y !== year) + Number(m !== month) + Number(d !== day);
  return changed === 1 ? makeDate(y, m, d) : null;
}

export interface DateOptions {
  /** Read 09/11/2026 as 9 November (Mexico, Quebec, Europe) rather than September 11. */
  dayFirst?: boolean;
}

/**
 * Dates as statements print them: 11/13/2026, 11/13/26, 13-11-2026 (day first when the first
 * number cannot be a month, or when the document is day-first), 2026-11-13, Nov 13, 2026,
 * 13 Nov 2026, 20-Nov-2026, Mar-18-2026, "18 de noviembre de 2026" and "20 novembre 2026".
 */
export function findDates(line: string, options: DateOptions = {}): DateToken[] {
  const found: DateToken[] = [];
  const push = (date: BusinessDate | null, start: number, length: number, repaired = false) => {
    if (date && !found.some((f) => start < f.end && start + length > f.start))
      found.push({ date, start, end: start + length, ...(repaired ? { repaired } : {}) });
  };
  /** The date, or the one an OCR slip hid (marked repaired). */
  const pushDate = (year: number, month: number, day: number, start: number, length: number) => {
    const date = makeDate(year, month, day);
    if (date) push(date, start, length);
    else push(repairedDate(year, month, day), start, length, true);
  };
  for (const m of line.matchAll(/(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g))
    pushDate(Number(m[1]), Number(m[2]), Number(m[3]), m.index, m[0].length);
  // ":-05/06/2026": a dash after a label's colon is OCR's speck; after a digit it joins a longer number.
  for (const m of line.matchAll(
    /(?<![\d/.])(?<![\d.]-)(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?![\d/])/g,
  )) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const year = Number(m[3]);
    const dayFirst = (a > 12 && a <= 31) || (options.dayFirst === true && b <= 12);
    if (dayFirst) pushDate(year, b, a, m.index, m[0].length);
    else pushDate(year, a, b, m.index, m[0].length);
  }
  // "16/0ct/2026", "210CT26", "30-0CT-26": OCR reads October's O as a zero (same length, so the
  // positions hold).
  const folded = foldText(line).replace(/0(?=ct(?:ubre|obre|ober)?(?![a-z]))/g, 'o');
  // Month first: "November 19, 2026", "Nov. 20 2026".
  for (const m of folded.matchAll(
    /\b([a-z]{3,10})\.?\s{1,3}(\d{1,2})(?:st|nd|rd|th)?[,;.]?\s{1,3}(\d{4})\b/g,
  )) {
    const month = monthOf(m[1] ?? '');
    if (month) pushDate(Number(m[3]), month, Number(m[2]), m.index, m[0].length);
  }
  // Month first with dashes or slashes: "Mar-18-2026", "MAR/18/26".
  for (const m of folded.matchAll(/\b([a-z]{3,9})([-/])(\d{1,2})\2(\d{4}|\d{2})\b/g)) {
    const month = monthOf(m[1] ?? '');
    if (month) pushDate(Number(m[4]), month, Number(m[3]), m.index, m[0].length);
  }
  // Month, day, then the year after a slash: "Feb 6/26", "Jan 16/2026" (Western Canadian payrolls).
  for (const m of folded.matchAll(/\b([a-z]{3,9})\.?\s{1,2}(\d{1,2})\/(\d{4}|\d{2})\b/g)) {
    const month = monthOf(m[1] ?? '');
    if (month) pushDate(Number(m[3]), month, Number(m[2]), m.index, m[0].length);
  }
  // Day first: "13 Nov 2026", "20-Nov-2026", "16/oct/2026", "18 de noviembre de 2026", "1er novembre 2026", and
  // the day as OCR gives it before a month name ("le lO déc. 2026": l is 1, o is 0).
  for (const m of folded.matchAll(
    /\b([\dlo]{1,2})(?:er|st|nd|rd|th)?(?:\s{1,3}de)?[\s./-]{1,3}([a-z]{3,10})\.?(?:\s{1,3}de)?[\s,./-]{1,3}(\d{4}|\d{2})\b/g,
  )) {
    const month = monthOf(m[2] ?? '');
    const day = (m[1] ?? '').replace(/l/g, '1').replace(/o/g, '0');
    if (month && /\d/.test(day) && (/\d/.test(m[1] ?? '') || (m[3] ?? '').length === 4))
      pushDate(Number(m[3]), month, Number(day), m.index, m[0].length);
  }
  // Mainframe registers run them together: "05DEC26", "5DEC26", "29NOV2026".
  for (const m of folded.matchAll(/\b(\d{1,2})([a-z]{3})(\d{4}|\d{2})\b/g)) {
    const month = monthOf(m[2] ?? '');
    if (month) pushDate(Number(m[3]), month, Number(m[1]), m.index, m[0].length);
  }
  return found.sort((x, y) => x.start - y.start);
}

/** Cells of a column layout: runs of text separated by two or more spaces, with positions. */
export const splitCells: (line: string) => readonly Readonly<Cell>[] = memoized((line) =>
  Object.freeze(cellsOf(line)),
);

/** A cell of a column layout: its text and where it stands on the line. */
export interface Cell {
  text: string;
  start: number;
  end: number;
}

function cellsOf(line: string): Cell[] {
  const cells: Cell[] = [];
  let i = 0;
  const n = line.length;
  while (i < n) {
    while (i < n && line[i] === ' ') i += 1;
    if (i >= n) break;
    const start = i;
    let end = i;
    while (i < n) {
      if (line[i] === ' ') {
        if (line[i + 1] === ' ' || i + 1 >= n) break;
      } else end = i + 1;
      i += 1;
    }
    cells.push({ text: line.slice(start, end), start, end });
  }
  return cells;
}

/** A whole number written with US thousands commas (kept for callers of the old API). */
export function parseInteger(text: string): number {
  return runInteger(text, US_LOCALE) ?? 0;
}

/** A pattern written in plain lower-case words, made to match foldText output (i read as l). */
export function foldPattern(pattern: RegExp): RegExp {
  return new RegExp(pattern.source.replace(/(?<!\\)i/g, 'l'), pattern.flags);
}
