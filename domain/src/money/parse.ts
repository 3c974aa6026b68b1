/**
 * Money is integer cents. This is the one way user input becomes cents: "1,234.56", "$12",
 * "12.5", "(45.00)" or "-45" (when negatives are allowed). Bad input is a specific error, never NaN.
 */
export const MONEY_MESSAGES = {
  empty: 'Enter an amount',
  notANumber: 'Enter the amount as a number, like 1,234.56',
  tooManyDecimals: 'An amount can have at most 2 decimal places',
  badGrouping: 'Use commas only between groups of three digits, like 1,234.56',
  negative: 'The amount cannot be negative',
  tooLarge: 'The amount is too large',
  notFinite: 'The amount must be a finite number',
} as const;

export type MoneyErrorCode = keyof typeof MONEY_MESSAGES;

export class MoneyParseError extends Error {
  readonly code: MoneyErrorCode;
  readonly input: unknown;
  constructor(code: MoneyErrorCode, input: unknown) {
    super(MONEY_MESSAGES[code]);
    this.name = 'MoneyParseError';
    this.code = code;
    this.input = input;
  }
}

export interface ParseMoneyOptions {
  /** Accept "-12.00", "(12.00)" and "12.00-" (statement style). Default false. */
  allowNegative?: boolean;
}

/** A billion dollars: far above any trucking figure, far below Number.MAX_SAFE_INTEGER. */
export const MAX_CENTS = 100_000_000_000;

const GROUPED = /^\d{1,3}(,\d{3})+$/;
const PLAIN = /^\d+$/;

/** Parses user input into integer cents; throws MoneyParseError with a specific message. */
export function parseMoney(input: string | number, options: ParseMoneyOptions = {}): number {
  if (typeof input === 'number') return numberToCents(input, options);
  let text = input.trim();
  if (text === '') throw new MoneyParseError('empty', input);
  let negative = false;
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1).trim();
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1).trim();
  } else if (text.startsWith('+')) {
    text = text.slice(1).trim();
  }
  if (text.startsWith('$')) text = text.slice(1).trim();
  if (text.startsWith('-') && !negative) {
    negative = true;
    text = text.slice(1).trim();
  }
  if (/^usd\s*/i.test(text)) text = text.replace(/^usd\s*/i, '');
  if (/\s*usd$/i.test(text)) text = text.replace(/\s*usd$/i, '');
  if (text === '') throw new MoneyParseError('notANumber', input);

  const dot = text.indexOf('.');
  if (dot !== text.lastIndexOf('.')) throw new MoneyParseError('notANumber', input);
  const whole = dot === -1 ? text : text.slice(0, dot);
  const fraction = dot === -1 ? '' : text.slice(dot + 1);
  if (fraction !== '' && !PLAIN.test(fraction)) throw new MoneyParseError('notANumber', input);
  if (whole === '' && fraction === '') throw new MoneyParseError('notANumber', input);
  let digits: string;
  if (whole === '' || PLAIN.test(whole)) digits = whole === '' ? '0' : whole;
  else if (GROUPED.test(whole)) digits = whole.replaceAll(',', '');
  else if (/^[\d,]+$/.test(whole)) throw new MoneyParseError('badGrouping', input);
  else throw new MoneyParseError('notANumber', input);
  if (fraction.length > 2) throw new MoneyParseError('tooManyDecimals', input);

  if (digits.replace(/^0+/, '').length > 12) throw new MoneyParseError('tooLarge', input);
  const cents = Number(digits) * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (cents > MAX_CENTS) throw new MoneyParseError('tooLarge', input);
  if (negative && cents !== 0) {
    if (!options.allowNegative) throw new MoneyParseError('negative', input);
    return -cents;
  }
  return cents;
}

function numberToCents(value: number, options: ParseMoneyOptions): number {
  if (!Number.isFinite(value)) throw new MoneyParseError('notFinite', value);
  const scaled = value * 100;
  const cents = Math.round(scaled);
  // Binary floats: 0.29 * 100 = 28.999999999999996; anything further off has a third decimal.
  if (Math.abs(scaled - cents) > 1e-6 * Math.max(1, Math.abs(scaled))) {
    throw new MoneyParseError('tooManyDecimals', value);
  }
  if (Math.abs(cents) > MAX_CENTS) throw new MoneyParseError('tooLarge', value);
  if (cents < 0 && !options.allowNegative) throw new MoneyParseError('negative', value);
  return cents === 0 ? 0 : cents;
}

export type MoneyParseResult =
  { ok: true; cents: number } | { ok: false; code: MoneyErrorCode; message: string };

/** parseMoney without throwing, for forms. */
export function tryParseMoney(input: string | number, options: ParseMoneyOptions = {}): MoneyParseResult {
  try {
    return { ok: true, cents: parseMoney(input, options) };
  } catch (error) {
    if (error instanceof MoneyParseError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
