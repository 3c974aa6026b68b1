import type { ScreenCategory } from '../categories/screen-categories.js';
import { isBusinessDate, type BusinessDate } from '../dates/calendar.js';

/**
 * A receipt photo's text (OCR) as a pre-filled expense: vendor, date, total and a category; for
 * fuel also gallons, price per gallon and the state it was bought in (IFTA). Anything not read
 * is null, for the person to fill in; nothing is guessed from thin air.
 */
export interface ReceiptReading {
  vendor: string | null;
  date: BusinessDate | null;
  totalCents: number | null;
  category: ScreenCategory;
  /** Thousandths of a gallon (pumps print three decimals). */
  gallonsMilli: number | null;
  /** Thousandths of a dollar per gallon, e.g. 3899 for $3.899. */
  pricePerGallonMilli: number | null;
  /** Postal code of the state, from the station's address. */
  state: string | null;
}

export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

const MONEY = /\$?\s?(\d{1,3}(?:,\d{3})+|\d+)\.(\d{2})(?!\d)/g;
const TOTAL_LINE = /\b(grand total|total sale|total due|amount due|balance due|total|amount|sale)\b/i;
const NOT_TOTAL = /\b(sub-?total|tax|change|tendered|cash back|savings|discount|points)\b/i;
const FUEL = /\b(diesel|fuel|unleaded|gasoline|dsl|ulsd|reefer|pump)\b/i;

function moneyIn(line: string): number[] {
  return [...line.matchAll(MONEY)].map((m) => Number((m[1] ?? '0').replaceAll(',', '')) * 100 + Number(m[2]));
}

function dateIn(text: string): BusinessDate | null {
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return isBusinessDate(iso[0]) ? iso[0] : null;
  for (const m of text.matchAll(/\b(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})\b/g)) {
    const [, month = '', day = '', y = ''] = m;
    const year = y.length === 2 ? `20${y}` : y;
    const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
    if (isBusinessDate(date)) return date;
  }
  return null;
}

function thousandths(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
}

const CATEGORY_WORDS: [RegExp, ScreenCategory][] = [
  [/\b(tire|lube|oil change|repair|service center|truck wash|wash)\b/i, 'maintenance'],
  [/\b(toll|turnpike|thruway|ez-?pass|parking|scale)\b/i, 'tolls'],
  [
    /\b(motel|hotel|inn|lodge|restaurant|cafe|grill|diner|subway|mcdonald|wendy|burger|pizza|coffee)\b/i,
    'food',
  ],
  [/\b(permit|license|irp|ifta|dmv)\b/i, 'permits'],
  [/\b(office|staples|printing|postage|fedex|ups store)\b/i, 'office'],
  [/\b(insurance)\b/i, 'insurance'],
];

export function parseReceipt(text: string): ReceiptReading {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const vendor =
    lines.find(
      (l) =>
        /[a-z]{3}/i.test(l) &&
        moneyIn(l).length === 0 &&
        !dateIn(l) &&
        !/^(receipt|welcome|thank|customer copy)/i.test(l),
    ) ?? null;

  const totals = lines
    .filter((l) => TOTAL_LINE.test(l) && !NOT_TOTAL.test(l))
    .flatMap((l) => moneyIn(l).slice(-1));
  const all = lines.flatMap(moneyIn);
  const totalCents = totals.at(-1) ?? (all.length > 0 ? Math.max(...all) : null);

  const gallonsMatch =
    /(\d+\.\d{1,3})\s*(?:gal(?:lons?)?|gl)\b/i.exec(text) ??
    /\b(?:gallons?|gals?|volume|qty)\b[^\d\n]{0,12}(\d+\.\d{1,3})/i.exec(text);
  const priceMatch =
    /(?:price\s*\/?\s*gal(?:lon)?|ppg|\/\s*gal|per gal(?:lon)?|@)[^\d\n]{0,6}\$?\s?(\d+\.\d{2,3})/i.exec(
      text,
    ) ?? /\$?(\d+\.\d{3})\s*\/\s*gal/i.exec(text);
  const fuel = FUEL.test(text) || gallonsMatch !== null;
  const stateMatch = [...text.matchAll(/(?:,|\s)\s*([A-Z]{2})\s+\d{5}(?:-\d{4})?\b/g)]
    .map((m) => m[1])
    .find((code) => (US_STATE_CODES as readonly string[]).includes(code ?? ''));

  const category: ScreenCategory = fuel
    ? 'fuel'
    : (CATEGORY_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? 'other');
  return {
    vendor: vendor ? vendor.slice(0, 200) : null,
    date: dateIn(text),
    totalCents: totalCents !== null && totalCents > 0 ? totalCents : null,
    category,
    gallonsMilli: fuel && gallonsMatch?.[1] ? thousandths(gallonsMatch[1]) : null,
    pricePerGallonMilli: fuel && priceMatch?.[1] ? thousandths(priceMatch[1]) : null,
    state: fuel ? (stateMatch ?? null) : null,
  };
}
