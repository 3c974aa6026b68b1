import type { BusinessDate } from '../dates/calendar.js';
import { classifyDocument, PAYMENT_DOCUMENT_TYPES, type DocumentType } from './classify.js';
import { readAmountItems, yearToDateOrder, type AmountItem, type YearToDateOrder } from './items.js';
import { findPayer } from './parties.js';
import { ID_RANKS, KILOMETRES, readTables } from './tables.js';
import {
  detectNumberLocale,
  findDates,
  findIntegers,
  findMoney,
  fixOcrDigits,
  foldPattern,
  foldText,
  splitCells,
  MAX_INPUT_CHARS,
  MAX_LINE_CHARS,
  MAX_LINES,
  type NumberLocale,
} from './tokens.js';

export interface ExtractedField<T> {
  value: T | null;
  /** 0 (not found) to 1 (certain). */
  confidence: number;
}

export interface ExtractedDeduction {
  label: string;
  amountCents: number;
  confidence: number;
}

/**
 * Whether the printed figures add up: gross − deductions − advances − escrow = net.
 * balanced: both gross and net were printed (or gross is the printed trips or invoices) and they
 * agree to the cent; unbalanced: both printed and they do not (someone must look); derived: one of
 * them was computed from the other, so nothing was checked; incomplete: neither was found.
 */
export interface Reconciliation {
  status: 'balanced' | 'unbalanced' | 'derived' | 'incomplete';
  grossCents: number | null;
  heldCents: number;
  netCents: number | null;
  /** gross − held − net when both were read, else null. */
  differenceCents: number | null;
}

export interface SettlementExtraction {
  documentType: ExtractedField<DocumentType>;
  gross: ExtractedField<number>;
  net: ExtractedField<number>;
  date: ExtractedField<BusinessDate>;
  broker: ExtractedField<string>;
  tripNumber: ExtractedField<string>;
  miles: ExtractedField<number>;
  linehaul: ExtractedField<number>;
  fuelSurcharge: ExtractedField<number>;
  advances: ExtractedField<number>;
  escrow: ExtractedField<number>;
  reimbursements: ExtractedField<number>;
  deductions: ExtractedDeduction[];
  /** gross − deductions − advances − escrow = net, to the cent, both as printed. */
  reconciles: boolean;
  reconciliation: Reconciliation;
  /** The number style the document was read with (1,234.56 or 1.234,56 / 1 234,56). */
  numberLocale: NumberLocale;
  /** The input was longer than the reader takes (MAX_INPUT_CHARS, MAX_LINES) and was cut. */
  truncated: boolean;
}

function field<T>(value: T | null, confidence: number): ExtractedField<T> {
  return value === null ? { value: null, confidence: 0 } : { value, confidence };
}
const EMPTY = { value: null, confidence: 0 } as const;

/**
 * What the words before a date make of it, checked in this order: a pay or check date is the date
 * of a settlement; a period end or a ship date is not, even when it says "date"; a statement or
 * issue date comes next, then any "date" label; an unlabelled date is a guess.
 */
const DATE_LABELS: [RegExp, number][] = [
  [
    foldPattern(
      /(pay|check|cheque|settlement|payment|deposit|remittance|ach|funding|paid|transfer|disbursement)\s*(date|dt)\b[^\d]{0,6}$|\bpay ?day\b[^\d]{0,6}$|(date|dt)\s*(paid|of payment|de paiement|de paie|du versement|du paiement)[^\d]{0,6}$|(paid|funded|deposited)\s*on[^\d]{0,4}$|\bpaid[^\d\p{L}]{0,3}$|fecha de (pago|deposito|liquidacion)[^\d]{0,4}$|date de (paiement|paie|versement)[^\d]{0,6}$/u,
    ),
    0.85,
  ],
  [
    foldPattern(
      /(week|period|periode|periodo)\s*(ending|end|ended|se terminant le|terminada)[^\d]{0,10}$|ending[^\d]{0,4}$/,
    ),
    0.6,
  ],
  [
    foldPattern(
      /(ship|pickup|pick up|picked up|delivery|delivered|drop|load|invoice dt|from|to|through|thru|al|au|appt|recoleccion|entrega)\s*(date|dt)?[^\d\p{L}]{0,8}$/u,
    ),
    0.3,
  ],
  [
    foldPattern(
      /(statement|invoice|issue|stmt|document|fecha|date|emision|emission|issued|sent|dated?|le)\s*(date|de emision|d.emission)?[^\d\p{L}]{0,4}$/u,
    ),
    0.7,
  ],
  [foldPattern(/(date|fecha|dated|\bdt)\b[^\d]{0,22}$/), 0.65],
  // "Puebla, Pue., 26 de noviembre de 2026", "Guadalajara, Jal., a 3 de diciembre de 2026",
  // "Montréal, le 4 décembre 2026": a letter's place and date, the date the document was issued.
  [/^\s*\p{L}[\p{L} .'-]{2,30},[\p{L} .,]{0,12}?\s(?:a|le|el)?\s*$/u, 0.6],
];

const LEADERS = /[ ]{0,8}(?:[.·…]{3,}|[-=_]{4,})[ ]{0,8}/g;

/** Read the lines as a document: input capped, OCR digits repaired, stacked labels joined. */
function prepare(rawText: string): { lines: string[]; truncated: boolean } {
  let truncated = rawText.length > MAX_INPUT_CHARS;
  const text = truncated ? rawText.slice(0, MAX_INPUT_CHARS) : rawText;
  let split = text.replace(/\r\n?/g, '\n').split('\n');
  if (split.length > MAX_LINES) {
    split = split.slice(0, MAX_LINES);
    truncated = true;
  }
  const lines = split.map((raw) => {
    // Tabs become spaces, then the line is cut: every pattern after this sees at most
    // MAX_LINE_CHARS characters.
    const spaced = (raw.length > MAX_LINE_CHARS ? raw.slice(0, MAX_LINE_CHARS) : raw).replace(/\t/g, '    ');
    const line = spaced.length > MAX_LINE_CHARS ? spaced.slice(0, MAX_LINE_CHARS) : spaced;
    // Dot, dash and underscore leaders ("Gross Pay........1,234.56") become a column gap, so the
    // label and the amount separate as in any column layout.
    const flat = line
      .replace(LEADERS, '  ')
      // OCR splits "9.384,00" as "9.384, 00" or "1,270. 50": two decimals after a mark and a space.
      .replace(/(?<=\d[.,]) (?=\d{2}(?!\d))/g, '');
    return fixOcrDigits(flat);
  });
  return { lines: joinStackedValues(lines), truncated };
}

/** Day-first when a date says so (13/11/2026) or, failing that, the document is comma-decimal or Spanish/French. */
function isDayFirst(lines: string[], locale: NumberLocale): boolean {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const line of lines) {
    for (const m of line.matchAll(/(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-](?:\d{4}|\d{2})(?![\d/])/g)) {
      if (Number(m[1]) > 12) dayFirst += 1;
      else if (Number(m[2]) > 12) monthFirst += 1;
    }
  }
  if (dayFirst !== monthFirst) return dayFirst > monthFirst;
  if (locale.decimal === ',') return true;
  return SPANISH_OR_FRENCH.test(foldText(lines.slice(0, 40).join('\n')));
}
const SPANISH_OR_FRENCH = foldPattern(
  /\b(fecha|periodo|pago|liquidacion|date de|periode|paiement|releve|talon de)\b/,
);

/**
 * Reads a settlement statement, pay stub or remittance from OCR or PDF text: what kind of
 * document it is, gross, net, date, payer, trip or load number, miles, line items and itemised
 * deductions, each with a confidence. Any input is read in linear time: it is capped, numbers are
 * found by a single scan and every pattern is bounded.
 */
export function extractSettlement(rawText: string): SettlementExtraction {
  const { lines, truncated } = prepare(rawText);
  const locale = detectNumberLocale(lines.join('\n'));
  const dayFirst = isDayFirst(lines, locale);
  const tables = readTables(lines, locale);
  const ytdOrder = yearToDateOrder(lines, tables.consumed, locale);
  const items = readAmountItems(lines, tables.consumed, locale, ytdOrder);
  // A load table's own deductions column ("Invoice Amt  Deductions  Amount Paid") is one charge.
  if (tables.deducted !== null && tables.deducted !== 0)
    items.push({
      label: 'Deductions (load table)',
      cents: Math.abs(tables.deducted),
      line: -1,
      kind: 'deduction',
      priority: 0,
      confidence: 0.85,
    });
  const classification = classifyDocument(
    lines.join('\n'),
    items.length > 0 || tables.amount !== null,
    items.some((i) => i.kind === 'gross' || i.kind === 'net'),
  );
  const documentType = field<DocumentType>(classification.value, classification.confidence);

  const date = readDate(lines, tables.consumed, dayFirst);
  const tripNumber = readTrip(lines, tables);
  const miles = readMiles(lines, tables, locale, ytdOrder);
  const payer = findPayer(lines, tables.brokers);
  const broker = field(payer.value, payer.confidence);
  const money = readMoney(items, tables);

  if (
    !PAYMENT_DOCUMENT_TYPES.includes(classification.value) &&
    classification.value !== 'rate_confirmation'
  ) {
    // A fuel receipt, a repair invoice or a bill of lading pays nobody: its totals are not pay.
    return {
      documentType,
      gross: EMPTY,
      net: EMPTY,
      date,
      broker: EMPTY,
      tripNumber: EMPTY,
      miles: EMPTY,
      linehaul: EMPTY,
      fuelSurcharge: EMPTY,
      advances: EMPTY,
      escrow: EMPTY,
      reimbursements: EMPTY,
      deductions: [],
      reconciles: false,
      reconciliation: {
        status: 'incomplete',
        grossCents: null,
        heldCents: 0,
        netCents: null,
        differenceCents: null,
      },
      numberLocale: locale,
      truncated,
    };
  }
  const result: SettlementExtraction = {
    documentType,
    ...money,
    date,
    broker,
    tripNumber,
    miles,
    numberLocale: locale,
    truncated,
  };
  if (classification.value === 'rate_confirmation') {
    // A rate confirmation promises pay; nothing has been paid yet, so nothing is certain. Its pay
    // may be called only "Rate" or "Total": the largest such amount is what the load pays.
    if (result.gross.value === null) {
      const offered = items
        .filter((i) => i.cents > 0 && RATE_CON_PAY.test(foldText(i.label)))
        .sort((a, b) => b.cents - a.cents)[0];
      if (offered) result.gross = field(offered.cents, 0.5);
    }
    const cap = <T>(f: ExtractedField<T>): ExtractedField<T> => ({
      ...f,
      confidence: Math.min(f.confidence, 0.6),
    });
    return {
      ...result,
      gross: cap(result.gross),
      net: EMPTY,
      linehaul: cap(result.linehaul),
      fuelSurcharge: cap(result.fuelSurcharge),
      reconciles: false,
      reconciliation: {
        ...result.reconciliation,
        status: 'incomplete',
        netCents: null,
        differenceCents: null,
      },
    };
  }
  return result;
}

/** "Sent Tuesday, November 24, 2026": the weekday sits between the label and the date. */
const WEEKDAY = foldPattern(
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|lunes|martes|miercoles|jueves|viernes|sabado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\.?,?\s*$/,
);

const RATE_CON_PAY = foldPattern(/total|rate|pay|all.?in|flat|tarifa?|taux|agreed|convenu|pactad/);

function readDate(lines: string[], consumed: Set<number>, dayFirst: boolean): ExtractedField<BusinessDate> {
  let date: ExtractedField<BusinessDate> = field<BusinessDate>(null, 0);
  const distinct = new Set<string>();
  for (const [index, text] of lines.entries()) {
    let previousEnd = 0;
    // A line's first dates are the labelled ones; a line of dozens of dates is a table or noise.
    for (const token of findDates(text, { dayFirst }).slice(0, 6)) {
      if (date.confidence >= 0.85) break;
      distinct.add(token.date);
      const before = foldText(text.slice(Math.max(previousEnd, token.start - 40), token.start)).replace(
        WEEKDAY,
        ' ',
      );
      previousEnd = token.end;
      const confidence =
        DATE_LABELS.find(([pattern]) => pattern.test(before))?.[1] ??
        (consumed.has(index) ? undefined : headerAbove(lines, index, token.start, token.end)) ??
        (consumed.has(index) ? 0.25 : 0.4);
      if (confidence > date.confidence) date = field(token.date, confidence);
    }
  }
  // The only date a document prints is most likely its date, labelled or not.
  if (date.value !== null && date.confidence < 0.5 && distinct.size === 1) date = field(date.value, 0.5);
  return date;
}

/** The words that name a load, trip or order number, in English, French and Spanish. */
/**
 * "Pay Period          Pay Date" over "11/22/2026 - 12/05/2026   12/10/2026": the column heading
 * above a date labels it. The heading line has no digits; its cell over the date is the label.
 */
function headerAbove(lines: string[], index: number, start: number, end: number): number | undefined {
  let above = index - 1;
  while (above >= 0 && (lines[above] ?? '').trim() === '') above -= 1;
  const header = lines[above];
  if (header === undefined || index - above > 2 || /\d/.test(header)) return undefined;
  // Only when both lines are laid out in the same columns (OCR that closed the gaps is not).
  const headings = splitCells(header);
  const cells = splitCells(lines[index] ?? '');
  if (headings.length < 2 || cells.length < 2) return undefined;
  const heading = headings.find((h) => h.start < end && h.end > start);
  if (!heading) return undefined;
  const confidence = DATE_LABELS.find(([pattern]) => pattern.test(`${foldText(heading.text)}: `))?.[1];
  // A heading two lines up is a weaker label than one beside the date.
  return confidence === undefined ? undefined : Math.min(confidence, 0.75);
}

const TRIP_WORDS =
  'trip|load|pro|freight bill|order|move|shipment|viaje|voyage|carta porte|embarque|manifest|dispatch|bol|bill of lading|ref|reference|carga|chargement|commande|pedido|envio|expedition|folio|confirmation';
const STATEMENT_TITLE_BEFORE = foldPattern(
  /(liquidacion|settlement|statement|releve|reglement|remittance|avis|aviso)\s{0,2}(de |du |of |del )?$/,
);
/** "Trip #", "Load Nbr", "Carga No.", "Order ID": the word, then how it says "number". */
const TRIP_LABEL = foldPattern(
  new RegExp(
    `\\b(${TRIP_WORDS})\\s{0,2}(?:#|no\\.?|nbro?\\.?|nmbr\\.?|nro\\.?|num\\.?|number|numero|id)?\\s{0,2}[:#]?\\s{0,3}$`,
  ),
);
/**
 * "No de charge :", "Núm. de viaje", "N° commande": French and Spanish say "number" first. A bare
 * "charge" is a fee in English, so it names a load only after "No de".
 */
const NUMBER_FIRST_TRIP_LABEL = foldPattern(
  new RegExp(
    `\\b(?:no|n|num|numero|nro)\\W{0,2}\\s{0,2}(?:de |du |del |d.)?(${TRIP_WORDS}|charge)\\s{0,2}[:#]?\\s{0,3}$`,
  ),
);

function readTrip(lines: string[], tables: ReturnType<typeof readTables>): ExtractedField<string> {
  const candidates: { value: string; rank: number; line: number; confidence: number }[] = tables.ids.map(
    (id) => ({ ...id, confidence: 0.8 }),
  );
  for (const [index, text] of lines.entries()) {
    if (tables.consumed.has(index)) continue;
    for (const m of text.matchAll(/[A-Z0-9][A-Z0-9-]{2,24}/gi)) {
      const value = m[0].replace(/-+$/, '');
      if (!/\d/.test(value) || /^\d{1,2}$/.test(value)) continue;
      const before = foldText(text.slice(Math.max(0, m.index - 24), m.index));
      const label = TRIP_LABEL.exec(before) ?? NUMBER_FIRST_TRIP_LABEL.exec(before);
      if (!label) continue;
      // "LIQUIDACIÓN DE VIAJE No. 7718", "Trip Settlement #": the number of the statement itself.
      const labelStart = Math.max(0, m.index - 24) + label.index;
      const ahead = foldText(text.slice(Math.max(0, labelStart - 30), labelStart));
      if (STATEMENT_TITLE_BEFORE.test(ahead)) continue;
      const word = (label[1] ?? '').trim();
      const rank = ID_RANKS.find(([p]) => p.test(word))?.[1] ?? 99;
      candidates.push({ value, rank: rank - 0.5, line: index, confidence: 0.85 });
    }
  }
  for (const c of candidates) c.value = repairIdDigits(c.value);
  candidates.sort((a, b) => a.rank - b.rank || a.line - b.line);
  const best = candidates[0];
  if (!best) return field<string>(null, 0);
  // A label and a table that name the same trip agree: that is worth more than either.
  const agreed = candidates.filter((c) => c.value === best.value).length > 1;
  return field(best.value, agreed ? 0.9 : best.confidence);
}

/**
 * Inside the digits of an id OCR reads 0 as O and 1 as l or I: "ML-7O4412", "M8842l0". A letter
 * counts as a digit only between digits (or after one at the end), so "MO-55120" keeps its prefix.
 */
function repairIdDigits(id: string): string {
  const chars = [...id];
  const digit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
  for (let i = 1; i < chars.length; i += 1) {
    const c = chars[i] ?? '';
    if (!'OoIl|'.includes(c) || !digit(chars[i - 1])) continue;
    const next = chars[i + 1];
    if (next !== undefined && !digit(next)) continue;
    chars[i] = c === 'O' || c === 'o' ? '0' : '1';
  }
  return chars.join('');
}

const MILES_WORD = foldPattern(
  /\b(?:(total|paid|loaded|team|dispatched|trip|empty|deadhead|billed|recorridos?|parcourus)\s+)?(miles|mileage|millas|milles|mies|kms?|kilometres?|kilometers?|kilometros?|kilometrage|kilometraje|distance|(?<=(?:loaded|empty|deadhead|paid|total) )mi)\b/,
);
/** "812 mi", "95 miles", but not "Loads: 3 Miles: 2,118", where the miles word is the next label. */
const MILES_AFTER = foldPattern(/^\s{0,2}(mi|miles|millas|milles|kms?)\b(?!\s{0,2}:)/);
/** Statements from Canada and Mexico count kilometres; the books (and IFTA) count miles. */
const MILES_PER_KILOMETRE = 0.621371;
const kilometresToMiles = (km: number) => Math.round(km * MILES_PER_KILOMETRE);
/** No statement's miles are a single digit: such a figure is a count, a page or an OCR speck. */
const MIN_MILES = 10;
const MAX_MILES = 60_000;
/**
 * Only a per-mile rate between a miles label and a number: "0.6100", "$.58/mi", "0,61 $". A rate is
 * under 3 dollars a mile and written with the document's decimal mark, so "2,605" (a thousands
 * group) is never taken for one.
 */
function isPerMileRate(between: string, locale: NumberLocale): boolean {
  const mark = locale.decimal === ',' ? ',' : '\\.';
  return new RegExp(
    `^[^\\d]{0,12}\\$?\\s?(?:[0-2]?${mark}\\d{2}|[0-2]?${mark}\\d{4}|0?${mark}\\d{3})\\s?\\$?\\s?(?:/\\s?mi\\w{0,4}|per mile)?\\s{1,12}$`,
  ).test(between);
}
/** A pay line for distance: "Mileage  2,104.00  0.58  1,220.32", "Kilometre pay 4,310 km 0.62 2,672.20". */
const DISTANCE_PAY_LINE = foldPattern(
  /^\s*(mileage|miles|loaded miles|paid miles|practical miles|mileage pay|millas|milles|kilometrage|kilometraje|kilometre pay|kilometer pay|km pay)\b/,
);

/**
 * The distance a pay line is paid for, where its quantity, rate and amount agree (quantity × rate =
 * amount to the cent, the rate under 5 a mile): "2,104.00  0.58  1,220.32" is 2,104 miles whatever
 * the column order. Kilometres become miles.
 */
function milesAtRate(text: string, folded: string, locale: NumberLocale): number | null {
  if (!DISTANCE_PAY_LINE.test(folded)) return null;
  const values = [
    ...findMoney(text, locale).map((m) => ({
      cents: Math.abs(m.cents),
      start: m.start,
      whole: m.cents % 100 === 0,
    })),
    ...findIntegers(text, locale).map((n) => ({ cents: n.value * 100, start: n.start, whole: true })),
  ]
    .filter((v, i, all) => all.findIndex((o) => o.start === v.start) === i)
    .sort((a, b) => a.start - b.start)
    .slice(0, 8);
  if (values.length < 2) return null;
  // Rates keep up to four decimals ("0.6100", ".52"), which money tokens do not.
  const mark = locale.decimal === ',' ? ',' : '.';
  const rates: number[] = [];
  for (const m of text.matchAll(/(?<![\d,.])(\d?)([.,])(\d{2,4})(?![\d.,]\d)/g)) {
    if (m[2] !== mark) continue;
    const rate = Number(`${m[1] || '0'}.${m[3]}`);
    if (rate > 0 && rate < 5) rates.push(rate);
  }
  // The amount may be followed by a year-to-date one: any later figure may be the amount.
  for (const quantity of values) {
    if (!quantity.whole) continue;
    const miles = quantity.cents / 100;
    if (miles < MIN_MILES || miles > MAX_MILES) continue;
    for (const paid of values) {
      if (paid === quantity) continue;
      for (const rate of rates) {
        // quantity × rate = amount, to half a cent a unit (rates are rounded on the page).
        if (Math.abs(miles * rate * 100 - paid.cents) <= Math.max(1, miles * 0.005))
          return KILOMETRES.test(folded) ? kilometresToMiles(miles) : miles;
      }
    }
  }
  return null;
}

const PER_LOAD_LINE = foldPattern(/\b(trip|load|viaje|voyage|shipment|pro|order)\b/);

function readMiles(
  lines: string[],
  tables: ReturnType<typeof readTables>,
  locale: NumberLocale,
  ytdOrder: YearToDateOrder,
): ExtractedField<number> {
  const found: { miles: number; rank: number; kind: string; line: number; perLoad: boolean }[] = [];
  for (const [index, text] of lines.entries()) {
    if (tables.consumed.has(index)) continue;
    const folded = foldText(text);
    // A line that also names a trip is one load's line ("Trip 88-4410 … Miles 283 … 1.150,00").
    const perLoad = PER_LOAD_LINE.test(folded);
    const rated = milesAtRate(text, folded, locale);
    if (rated !== null) {
      found.push({ miles: rated, rank: 2.5, kind: 'rated', line: index, perLoad });
      continue;
    }
    // "Trip 7720451 … Loaded 196   Empty 18": on a load's line the words alone say which miles.
    if (perLoad) {
      for (const m of folded.matchAll(
        /\b(loaded|empty|deadhead)\s{0,2}:?\s{0,2}(\d{1,3}(?:,\d{3})?|\d{2,5})(?![\d.,]\d)/g,
      )) {
        const miles = Number((m[2] ?? '').replace(/,/g, ''));
        if (miles < 1 || miles > MAX_MILES) continue;
        found.push({ miles, rank: 2, kind: m[1] === 'loaded' ? 'loaded' : 'empty', line: index, perLoad });
      }
    }
    // A line with dozens of numbers is a table or noise; its first ones are enough.
    const integers = findIntegers(text, locale).slice(0, 24);
    for (const [k, n] of integers.entries()) {
      if (n.value < MIN_MILES || n.value > MAX_MILES) continue;
      // "Loaded Miles   98,412   2,306" under "YTD   CURRENT": the year's figure comes first.
      const next = integers[k + 1];
      const yearBeforeCurrent =
        ytdOrder === 'before' && next !== undefined && text.slice(n.end, next.start).trim() === '';
      if (yearBeforeCurrent) continue;
      const before = folded.slice(Math.max(0, n.start - 56), n.start);
      const after = folded.slice(n.end, n.end + 8);
      if (/[.,]\d/.test(text.slice(n.end, n.end + 2))) continue;
      const labelled = [...before.matchAll(new RegExp(MILES_WORD.source, 'g'))].pop();
      const between = labelled ? before.slice((labelled.index ?? 0) + labelled[0].length) : '';
      // "Mileage   0.6100   2,236   1,363.96": a pay stub's rate column sits between the label and
      // the miles driven at that rate.
      const afterRate = labelled !== undefined && isPerMileRate(between, locale);
      const afterYear = ytdOrder === 'before' && /^[^\d]{0,24}\d[\d,. ]{0,12}\s{1,30}$/.test(between);
      // "Miles:  Loaded 2,214   Deadhead 186": the kind of miles follows the label, figure by figure.
      // Not "Total miles (loaded + empty): 611" nor "Miles: 2,118 (loaded 1,980 / empty 138)".
      const kindAfter = /[(+]/.test(between)
        ? undefined
        : /\b(total|paid|loaded|empty|deadhead)\W{0,3}$/.exec(between)?.[1];
      const pairedKinds =
        kindAfter !== undefined && /^[^\d]{0,24}(\d[\d,.]{0,8}\s+[^\d]{1,24})?$/.test(between);
      if (labelled && (/^[^\d]{0,32}$/.test(between) || afterRate || afterYear || pairedKinds)) {
        const prefix = kindAfter ?? labelled[1] ?? '';
        const word = labelled[2] ?? '';
        const miles = KILOMETRES.test(word) ? kilometresToMiles(n.value) : n.value;
        if (word === 'mlleage' && /\bln\b|odometer|hub/.test(before)) continue;
        if (/odometer|hub|mlleage (ln|out)/.test(before)) continue;
        const rank = afterRate
          ? 2.5
          : prefix === 'total' || prefix === 'billed'
            ? 0
            : prefix === 'paid'
              ? 1
              : prefix === 'loaded'
                ? 2
                : 4;
        found.push({
          miles,
          rank,
          kind: prefix === 'empty' || prefix === 'deadhead' ? 'empty' : prefix,
          line: index,
          perLoad,
        });
      } else if (MILES_AFTER.test(after)) {
        // "Loaded: 812 mi   Empty: 95 mi": the word before the number says which miles.
        const prefix = /(total|paid|loaded|empty|deadhead|billed)\W{0,3}$/.exec(before)?.[1] ?? 'after';
        const rank =
          prefix === 'total' || prefix === 'billed' ? 0 : prefix === 'paid' ? 1 : prefix === 'loaded' ? 2 : 3;
        const kind = prefix === 'empty' || prefix === 'deadhead' ? 'empty' : prefix;
        const miles = KILOMETRES.test(after) ? kilometresToMiles(n.value) : n.value;
        found.push({ miles, rank, kind, line: index, perLoad });
      }
    }
  }
  const empties = found.filter((f) => f.kind === 'empty');
  const others = found.filter((f) => f.kind !== 'empty');
  if (tables.miles !== null && tables.miles > 0 && tables.miles <= MAX_MILES * 5) {
    const miles = tables.kilometres ? kilometresToMiles(tables.miles) : tables.miles;
    others.push({ miles, rank: 0.5, kind: 'table', line: -1, perLoad: false });
  }
  others.sort((a, b) => a.rank - b.rank);
  const best = others[0];
  if (!best) return field<number>(null, 0);
  // No total printed, one miles figure per load line: the total is their sum.
  if (best.rank >= 3) {
    const perLoad = others.filter((o) => o.rank >= 3 && o.perLoad);
    const lines = new Set(perLoad.map((o) => o.line));
    if (perLoad.length >= 2 && lines.size === perLoad.length)
      return field(
        perLoad.reduce((sum, o) => sum + o.miles, 0),
        0.7,
      );
  }
  // Loaded and empty miles are both driven: the total is their sum when no total is printed. Load
  // lines that each print their own ("Load 88-2041 … Loaded mi 331  Empty mi 40") add up.
  if (best.kind === 'loaded') {
    const loadedPerLoad = others.filter((o) => o.kind === 'loaded' && o.perLoad);
    const emptyPerLoad = empties.filter((o) => o.perLoad);
    // Empty miles printed once for the whole week, beside the loads' own loaded miles.
    if (emptyPerLoad.length === 0 && empties[0]) emptyPerLoad.push(empties[0]);
    const distinctLines = new Set(loadedPerLoad.map((o) => o.line)).size === loadedPerLoad.length;
    if (loadedPerLoad.length >= 2 && distinctLines)
      return field(
        [...loadedPerLoad, ...emptyPerLoad].reduce((sum, o) => sum + o.miles, 0),
        0.7,
      );
    if (empties[0]) return field(best.miles + empties[0].miles, 0.75);
  }
  return field(best.miles, best.rank <= 1 ? 0.85 : 0.75);
}

type MoneyFields = Pick<
  SettlementExtraction,
  | 'gross'
  | 'net'
  | 'linehaul'
  | 'fuelSurcharge'
  | 'advances'
  | 'escrow'
  | 'reimbursements'
  | 'deductions'
  | 'reconciles'
  | 'reconciliation'
>;

function readMoney(items: AmountItem[], tables: ReturnType<typeof readTables>): MoneyFields {
  const of = (kind: AmountItem['kind']) => items.filter((i) => i.kind === kind);
  const sum = (list: { cents: number }[]) => list.reduce((s, h) => s + h.cents, 0);
  const netHits = of('net');
  const netItem = netHits[netHits.length - 1];
  const advancesList = of('advances');
  const escrowList = of('escrow');
  const totalDeductions = of('totalDeductions')[0];

  const abs = (list: AmountItem[]) => list.reduce((s, i) => s + Math.abs(i.cents), 0);
  // A "deduction" that equals all the other charges together is their total under a label OCR
  // garbled ("Totel Deductons 321.46"): counting it would hold the money back twice.
  const charges = items.filter((i) => i.kind === 'deduction' || i.kind === 'advances' || i.kind === 'escrow');
  const allCharges = abs(charges);
  for (const item of items) {
    if (item.kind !== 'deduction' || charges.length < 3) continue;
    if (Math.abs(item.cents) * 2 === allCharges) item.kind = 'totalDeductions';
  }
  const deductions = items.filter((i) => i.kind === 'deduction');
  // Charges print as 612.40, (612.40) or -612.40: all are money held back.
  const held = () => abs(deductions) + abs(advancesList) + abs(escrowList);
  const heldAsRead = held();
  const repaired = repairOneDeduction(
    deductions,
    heldAsRead,
    heldAsPrinted(of('gross'), netHits, of('totalDeductions')),
  );
  const repairedDeductions = new Set<AmountItem>(repaired ? [repaired] : []);

  // Gross: of the printed candidates, the one that balances with net wins; then the best named.
  const grossCandidates = of('gross').sort((a, b) => a.priority - b.priority);
  const net = netItem?.cents ?? null;
  let gross: AmountItem | undefined;
  let status: Reconciliation['status'] = 'incomplete';
  let balancedOnTotals = false;
  if (net !== null) {
    gross = grossCandidates.find((g) => g.cents - held() === net);
    if (!gross && totalDeductions) {
      gross = grossCandidates.find((g) => g.cents - Math.abs(totalDeductions.cents) === net);
      balancedOnTotals = gross !== undefined;
    }
  }
  gross ??= grossCandidates[0];
  // Gross candidates not taken may still be a line item ("Total Compensation (68% of revenue)").
  for (const g of grossCandidates) if (g !== gross && g.alsoKind) g.kind = g.alsoKind;

  let grossCents: number | null = gross?.cents ?? null;
  let grossConfidence = gross ? (grossCandidates.length === 1 ? 0.8 : 0.75) : 0;
  let grossPrinted = gross !== undefined;
  const tripTotals = of('tripTotal');
  if (grossCents === null && tripTotals.length > 0) {
    // Each load prints its total and no gross is printed: their sum is the gross.
    grossCents = abs(tripTotals);
    grossConfidence = 0.7;
    grossPrinted = true;
  } else if (grossCents === null && tables.amount !== null) {
    // Trip or invoice totals before a quick-pay or factoring fee are the gross.
    grossCents = Math.abs(tables.amount);
    grossConfidence = 0.7;
    grossPrinted = true;
  }
  let heldCents = held();
  let netCents = net;
  let netConfidence = netItem ? (netHits.length === 1 ? 0.8 : 0.75) : 0;
  let difference: number | null = null;
  /** Figures changed from what OCR gave so that the statement adds up: each is shown at 0.5. */
  const misread = new Set<string>();
  if (grossCents !== null && netCents !== null) {
    difference = grossCents - (repaired ? heldAsRead : heldCents) - netCents;
    // A deduction worked out from the totals cannot also confirm them: the figures as printed did
    // not add up (the total itself may be the misread one), so a person checks.
    if (repaired) status = 'unbalanced';
    else if (difference === 0 || balancedOnTotals) status = 'balanced';
    else status = 'unbalanced';
    if (status === 'unbalanced' && !repaired && difference !== 0) {
      const fix = repairOneFigure(
        grossCents,
        netCents,
        [...deductions, ...advancesList, ...escrowList],
        difference,
      );
      if (fix?.figure === 'gross') grossCents = fix.cents;
      else if (fix?.figure === 'net') netCents = fix.cents;
      else if (fix?.figure === 'charge') {
        fix.item.cents = Math.sign(fix.item.cents || 1) * fix.cents;
        heldCents = held();
      }
      if (fix) misread.add(fix.figure === 'charge' ? fix.item.kind : fix.figure);
      if (fix?.figure === 'charge' && fix.item.kind === 'deduction') repairedDeductions.add(fix.item);
    }
  } else if (grossCents === null && netCents !== null) {
    grossCents = netCents + heldCents;
    grossConfidence = heldCents === 0 ? 0.6 : 0.5;
    status = 'derived';
    // No gross printed, but the amounts listed before the first charge (one per load) add up to
    // net plus charges: two readings agree, so gross is that sum and net is confirmed.
    const firstCharge = Math.min(
      ...items
        .filter((i) => i.kind === 'deduction' || i.kind === 'net' || i.kind === 'totalDeductions')
        .map((i) => i.line),
    );
    const earned = items.filter(
      (i) =>
        i.line < firstCharge &&
        i.cents > 0 &&
        (i.kind === 'unknown' ||
          i.kind === 'linehaul' ||
          i.kind === 'fuelSurcharge' ||
          i.kind === 'reimbursements'),
    );
    if (earned.length > 0 && abs(earned) === grossCents) {
      status = 'balanced';
      grossConfidence = 0.85;
      netConfidence = 0.9;
      grossPrinted = true;
    }
  } else if (netCents === null && grossCents !== null) {
    netCents = grossCents - heldCents;
    netConfidence = 0.5;
    status = 'derived';
  }
  const reconciles = status === 'balanced' && grossPrinted && netItem !== undefined;
  const itemisedBalanced = reconciles && difference === 0;
  if (reconciles) {
    grossConfidence = 0.99;
    netConfidence = 0.99;
  } else if (status === 'unbalanced') {
    // The figures disagree: something was misread. Keep the values for review, trust them less.
    grossConfidence = Math.min(grossConfidence, misread.has('gross') ? REPAIRED_CONFIDENCE : 0.6);
    netConfidence = Math.min(netConfidence, misread.has('net') ? REPAIRED_CONFIDENCE : 0.65);
  }
  const partConfidence = (base: number) =>
    // The sum checks the amounts, not which charge is a deduction, an advance or escrow.
    itemisedBalanced
      ? 0.88
      : status === 'unbalanced' || balancedOnTotals
        ? Math.min(base, 0.6) // the items do not add up to what was printed
        : base;

  const summed = (kind: AmountItem['kind'], tableValue: number | null = null): ExtractedField<number> => {
    const list = of(kind);
    if (list.length === 1) return field(Math.abs(list[0]?.cents ?? 0), 0.85);
    if (list.length > 1) {
      const total = list.find((h) => /total/i.test(h.label));
      return total ? field(Math.abs(total.cents), 0.8) : field(Math.abs(sum(list)), 0.7);
    }
    return tableValue === null ? field<number>(null, 0) : field(Math.abs(tableValue), 0.8);
  };
  const withPart = (f: ExtractedField<number>): ExtractedField<number> =>
    f.value === null ? f : { ...f, confidence: partConfidence(f.confidence) };
  return {
    gross: field(grossCents, grossConfidence),
    net: field(netCents, netConfidence),
    linehaul: summed('linehaul', tables.linehaul),
    fuelSurcharge: summed('fuelSurcharge', tables.fsc),
    advances: repairedPart(withPart(summed('advances')), misread.has('advances')),
    escrow: repairedPart(withPart(summed('escrow')), misread.has('escrow')),
    reimbursements: summed('reimbursements'),
    deductions: deductions.map((d) => ({
      label: d.label,
      amountCents: Math.abs(d.cents),
      confidence: repairedDeductions.has(d) ? REPAIRED_CONFIDENCE : partConfidence(d.confidence),
    })),
    reconciles,
    reconciliation: {
      status,
      grossCents,
      heldCents,
      netCents,
      differenceCents: difference,
    },
  };
}

/** A deduction worked out from the printed totals rather than read: someone should look at it. */
const REPAIRED_CONFIDENCE = 0.5;

const repairedPart = (f: ExtractedField<number>, repaired: boolean): ExtractedField<number> =>
  repaired && f.value !== null ? { ...f, confidence: Math.min(f.confidence, REPAIRED_CONFIDENCE) } : f;

/** Digits tesseract mistakes for one another (a 0 read as 6 or 8, a 5 as 6, a 1 as 7 or 4…). */
const CONFUSED_DIGITS = new Set(['06', '08', '09', '17', '14', '38', '56', '58', '68', '23', '49', '35']);

/** "2,550.60" for "2,550.00": the same number but for one digit OCR commonly confuses. */
function oneDigitConfused(read: number, meant: number): boolean {
  const a = String(read);
  const b = String(meant);
  if (a.length !== b.length || a === b) return false;
  let differences = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? '';
    const y = b[i] ?? '';
    if (x === y) continue;
    differences += 1;
    if (differences > 1 || !(CONFUSED_DIGITS.has(x + y) || CONFUSED_DIGITS.has(y + x))) return false;
  }
  return differences === 1;
}

type FigureFix =
  { figure: 'gross' | 'net'; cents: number } | { figure: 'charge'; item: AmountItem; cents: number };

/**
 * When gross − charges − net is off, one figure may be an OCR misreading of the one that makes it
 * add up: a single digit confused ("2,550.60" for "2,550.00") or one added ("760.68" for "70.68").
 * Exactly one figure must explain the difference so; else nothing changes.
 */
function repairOneFigure(
  gross: number,
  net: number,
  charges: AmountItem[],
  difference: number,
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
  return fixes.length === 1 ? (fixes[0] ?? null) : null;
}

/**
 * What the document says was held back in all: its printed total deductions, or else its one
 * printed gross less its net. Null when it prints neither, or several grosses to choose from.
 */
function heldAsPrinted(grosses: AmountItem[], nets: AmountItem[], totals: AmountItem[]): number | null {
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
function repairOneDeduction(
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

const LONE_VALUE =
  /^[\s:.,;'‘’"°©|]{0,8}(\(?[-−]?\s?\$?\s?\d[\d,.' /-]{0,24}\)?-?\s?\$?|[A-Z]{0,4}-?\d[A-Z0-9-]{0,24}|[a-z]{3,10}\.? \d{1,2},? \d{4}|\d{1,2} (de )?[a-z]{3,10}\.? (de )?\d{4})[\s:.,;'‘’"°©|]{0,8}(\s\p{L})?\s{0,4}$/iu;

/**
 * PDF text extraction (pdf.js) often puts each text item on its own line: "Gross Pay" then
 * "1,470.72". A label line without digits followed by a lone value becomes one "label  value" line.
 */
export function joinStackedValues(lines: string[]): string[] {
  const out: string[] = [];
  // "Quick pay fee (1.5%)" is still a label: a rate in brackets is part of its name.
  const withoutRate = (l: string) => l.replace(/\(\s{0,2}\d{1,2}(?:[.,]\d{1,3})?\s?%\s{0,2}\)/g, '');
  const isLabel = (l: string | undefined) =>
    l !== undefined && l.trim() !== '' && l.length <= 60 && !/\d/.test(withoutRate(l)) && /\p{L}{2}/u.test(l);
  const isValue = (l: string | undefined) =>
    l !== undefined && l.trim().length <= 80 && l.length <= MAX_LINE_CHARS && LONE_VALUE.test(l.trim());
  // Runs of label lines and of value lines, counted once from the end (linear time).
  const labelRun = new Array<number>(lines.length + 1).fill(0);
  const valueRun = new Array<number>(lines.length + 1).fill(0);
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    labelRun[i] = isLabel(lines[i]) ? (labelRun[i + 1] ?? 0) + 1 : 0;
    valueRun[i] = isValue(lines[i]) ? (valueRun[i + 1] ?? 0) + 1 : 0;
  }
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    // A block of labels followed by as many values ("Gross Pay / Deductions / Net Pay" then
    // "1,470.72 / 321.46 / 1,149.26"): a PDF that lays them out in two columns gives them so.
    const labels = labelRun[i] ?? 0;
    if (labels >= 2 && (valueRun[i + labels] ?? 0) === labels) {
      for (let k = 0; k < labels; k += 1)
        out.push(`${(lines[i + k] ?? '').replace(/\s+$/, '')}  ${(lines[i + labels + k] ?? '').trim()}`);
      i += labels * 2 - 1;
      continue;
    }
    // OCR may leave one blank line between a label and its value.
    const gap = lines[i + 1]?.trim() === '' && lines[i + 2] !== undefined ? 1 : 0;
    const next = lines[i + 1 + gap];
    if (next !== undefined && isLabel(line) && isValue(next)) {
      out.push(`${line.replace(/\s+$/, '')}  ${next.trim()}`);
      i += 1 + gap;
    } else out.push(line);
  }
  return out;
}
