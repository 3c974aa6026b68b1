import { field, type ExtractedField } from './field.js';
import type { YearToDateOrder } from './items.js';
import { isLoadLine, loadOverLane } from './read-trip.js';
import { KILOMETRES, type readTables } from './tables.js';
import {
  findIntegers,
  findMoney,
  foldPattern,
  foldText,
  runInteger,
  splitCells,
  type NumberLocale,
} from './tokens.js';

const MILES_WORD = foldPattern(
  /\b(?:(total|paid|loaded|team|dispatched|revenue|trip|empty|deadhead|billed|recorridos?|parcourus)\s+(?:(?:des|de|of|del)\s+)?)?(miles|mileage|millas|milles|mies|kms?|kil[oe]metres?|kil[oe]meters?|kil[oe]metros?|kil[oe]metrage|kil[oe]metraje|distance|(?<=(?:loaded|empty|deadhead|paid|total) )mi)\b/,
);
/**
 * "812 mi", "95 miles", "1,488 dispatched miles", "812 mi :" (an OCR speck ending the line), but not
 * "Loads: 3 Miles: 2,118" nor "Loaded 1,018 Empty Miles 62", where the miles words are the next label.
 */
const MILES_AFTER = foldPattern(
  /^\s{0,2}(?:(paid|loaded|dispatched|revenue|total|billed|practical|empty|deadhead)\s{1,2})?(mi|miles|millas|milles|kms?)\b(?!\s{0,2}:(?!\s*$)|\s{0,3}\d)/,
);
/**
 * "Carr. Federal 180 Km 3.5", "Carretera Federal 150 Km 243", "Carr. Fed. México-Acapulco Km 108",
 * "Carr. Internacional México 15 Km 1102": an
 * address on a highway, no distance driven. So is a marker on a forest road: "Block 7 (Km 62)".
 */
const ROAD_ADDRESS = foldPattern(
  /\b(carr|carretera|autopista|federal|hwy|highway)\.?\s{0,2}\d{1,4}\s{1,2}km\.?\s{0,2}\d|\b(carr|carretera|autopista|fed|federal|libramiento)\b[^,\d]{0,30}(\d{1,4}\s{1,2})?\bkm\.?\s{0,2}\d{1,4}\b|\(\s{0,2}km\.?\s{0,2}\d{1,4}([.,]\d{1,2})?\s{0,2}\)|\b(block|blk|fsr|camino|chemin)\b[^,\d]{0,30}\bkm\.?\s{0,2}\d{1,4}\b/,
);
/** Statements from Canada and Mexico count kilometres; the books (and IFTA) count miles. */
const MILES_PER_KILOMETRE = 0.621371;
const kilometresToMiles = (km: number) => Math.round(km * MILES_PER_KILOMETRE);
/** No statement's miles are a single digit: such a figure is a count, a page or an OCR speck. */
const MIN_MILES = 10;
/** The rank of miles read where a rate times them makes the amount ("Loaded miles 214 1.780 380.92"). */
const RATED_RANK = 2.5;
const MAX_MILES = 60_000;
/**
 * Only a per-mile rate between a miles label and a number: "0.6100", "$.58/mi", "0,61 $". A rate is
 * under 3 dollars a mile and written with the document's decimal mark, so "2,605" (a thousands
 * group) is never taken for one.
 */
const perMileRate = (mark: string) =>
  new RegExp(
    `^[^\\d]{0,12}\\$?\\s?(?:[0-2]?${mark}\\d{2}|[0-2]?${mark}\\d{4}|0?${mark}\\d{3})\\s?\\$?\\s?(?:/\\s?mi\\w{0,4}|per mile)?\\s{1,12}$`,
  );
const PER_MILE_RATE_POINT = perMileRate('\\.');
const PER_MILE_RATE_COMMA = perMileRate(',');
function isPerMileRate(between: string, locale: NumberLocale): boolean {
  return (locale.decimal === ',' ? PER_MILE_RATE_COMMA : PER_MILE_RATE_POINT).test(between);
}
/** "MT    Empty miles", "LD    Loaded miles": a pay line's short code before its words (folded). */
const PAY_CODE = String.raw`([a-z]{2,4}\s+)?`;
/**
 * A pay line for distance: "Mileage  2,104.00  0.58  1,220.32", "Kilometre pay 4,310 km 0.62 2,672.20",
 * "MT    Empty miles (Lodi CA - Stockton)  41  0.900  36.90" (a pay code first).
 */
const DISTANCE_PAY_LINE = foldPattern(
  new RegExp(
    String.raw`^[\s|]*${PAY_CODE}((highway|hwy|road|otr) )?(mileage|miles|loaded miles|empty miles|deadhead miles|paid miles|practical miles|mileage pay|millas|milles|kilometrage|kilometraje|kilometre pay|kilometer pay|km pay)\b`,
  ),
);
const EMPTY_PAY_LINE = new RegExp(String.raw`^\s*${PAY_CODE}(empty|deadhead)\b`);
const LOADED_PAY_LINE = new RegExp(String.raw`^\s*${PAY_CODE}loaded\b`);

/**
 * The distance a pay line is paid for, where its quantity, rate and amount agree (quantity × rate =
 * amount to the cent, the rate under 5 a mile): "2,104.00  0.58  1,220.32" is 2,104 miles whatever
 * the column order. Kilometres become miles.
 */
/** "2,612.0", "4 100,0": a whole count printed with one zero decimal (the mark is checked after). */
const ONE_DECIMAL_COUNT = /(?<![\d.,])(\d{1,3}(?:[, ]\d{3})+|\d{1,6})([.,])0(?![\d.,])/g;

function milesAtRate(text: string, folded: string, locale: NumberLocale): number | null {
  if (!DISTANCE_PAY_LINE.test(folded)) return null;
  const values = [
    ...findMoney(text, locale).map((m) => ({
      cents: Math.abs(m.cents),
      start: m.start,
      whole: m.cents % 100 === 0,
    })),
    ...findIntegers(text, locale).map((n) => ({ cents: n.value * 100, start: n.start, whole: true })),
    // "2,612.0": a count of units printed with one decimal place, which is neither money nor a
    // whole number to the token readers.
    ...[...text.matchAll(ONE_DECIMAL_COUNT)].flatMap((m) =>
      m[1] !== undefined && m[2] === (locale.decimal === ',' ? ',' : '.')
        ? [{ cents: Number(m[1].replace(/[^\d]/g, '')) * 100, start: m.index, whole: true }]
        : [],
    ),
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

const LOADED_PLUS_EMPTY = foldPattern(
  /\bloaded\s{0,2}(?:mi|miles)?\s{0,2}:?\s{0,2}(\d{1,3}(?:,\d{3})?|\d{2,5})(?!\d)\s{0,2}\+\s{0,2}(?:empty|deadhead|dh|mt)\s{0,2}(?:mi|miles)?\s{0,2}:?\s{0,2}(\d{1,3}(?:,\d{3})?|\d{1,5})(?!\d)(?:\s{0,2}=\s{0,2}(\d{1,3}(?:,\d{3})?|\d{2,5})(?!\d))?(?![\d.,]\d)/,
);

/** "1,714 loaded + 74 deadhead = 1,788": the figures before their words. */
const LOADED_PLUS_EMPTY_AFTER = foldPattern(
  /(?<![\d.,])(\d{1,3}(?:,\d{3})?|\d{2,5})(?!\d)\s{0,2}(?:loaded|ld)\s{0,2}(?:mi|miles)?\s{0,2}\+\s{0,2}(\d{1,3}(?:,\d{3})?|\d{1,5})(?!\d)\s{0,2}(?:empty|deadhead|dh|mt)\b(?:\s{0,2}(?:mi|miles))?(?:\s{0,2}=\s{0,2}(\d{1,3}(?:,\d{3})?|\d{2,5})(?!\d))?(?![\d.,]\d)/,
);
/** "Mileage recap:  loaded 849   empty 71   total paid 920": each word before its figure, the last their sum. */
const LOADED_EMPTY_TOTAL_WORDS_FIRST =
  /\bloaded\s{0,2}:?\s{0,2}(\d{1,3}(?:,\d{3})?|\d{2,5})(?!\d)[\s,;/|]{1,8}(?:empty|deadhead|dh|mt)\s{0,2}:?\s{0,2}(\d{1,3}(?:,\d{3})?|\d{1,5})(?!\d)[\s,;/|]{1,8}total(?: pa[il]d)?\s{0,2}:?\s{0,2}(\d{1,3}(?:,\d{3})?|\d{2,5})(?![\d.,]\d)/;
/**
 * "1349 loaded / 45 empty / 1394 total": three figures, each before its word, the last their sum.
 * "Miles: 1,095 loaded / 0 empty": the two alone add up to the week's miles.
 */
const LOADED_EMPTY_TOTAL = foldPattern(
  /(?<![\d.,])(\d{1,3}(?:,\d{3})?|\d{2,5})(?!\d)\s{0,2}loaded\s{0,2}(?:mi|miles)?\s{0,2}[/,|][^\w\s]?\s{0,2}(\d{1,3}(?:,\d{3})?|\d{1,5})(?!\d)\s{0,2}(?:empty|deadhead)\b(?:\s{0,2}(?:mi|miles)?\s{0,2}[/,|][^\w\s]?\s{0,2}(\d{1,3}(?:,\d{3})?|\d{2,5})(?!\d)\s{0,2}(?:mi|miles)?\s{0,2}total\b)?/,
);

const PER_LOAD_LINE = foldPattern(/\b(trip|load|viaje|voyage|shipment|pro|order|move)\b/);
const MILES_PRINTED = foldPattern(/\d\s?(mi|miles|kms?)\b/);

/** "1,118 mi paid", "912 miles paid": the unit, then the kind of miles. */
const PAID_AFTER_UNIT = foldPattern(/^\s{0,2}(mi|miles|millas|milles)\s{1,2}(paid|pagadas|payes)\b/);

/** How surely the kind of miles a word names is the week's total: lower is surer. */
const KIND_RANKS: Partial<Record<string, number>> = {
  total: 0,
  billed: 0,
  paid: 1,
  dispatched: 1,
  revenue: 1,
  loaded: 2,
};

/** The kind word of a miles label as folded text spells it ("pald"), back in plain words ("paid"). */
function unfoldKind(word: string | undefined): string | undefined {
  const plain: Record<string, string> = { pald: 'paid', bllled: 'billed', dlspatched: 'dispatched' };
  return word === undefined ? undefined : (plain[word] ?? word);
}

/**
 * A column heading that names miles ("MILES", "Milles"), alone in its cell. Not kilometres: the
 * corpus's writers disagree on whether a kilometre-only statement has miles at all (README).
 */
const MILES_HEADING = foldPattern(/^(miles|mileage|milles|millas|mi)$/);
/** A line that totals what stands above it: "GROSS SETTLEMENT (4 loads)", "TOTALS", "Grand total". */
const TOTAL_ROW = foldPattern(/^\s*(grand\s+)?(totals?|total\s+\w+|gross\s+settlement|gross\s+pay)\b/);
/**
 * "LOAD DETAIL   MILES   PAY" over blocks of one load each ("Loaded 346 mi", "Deadhead 22 mi"), then
 * "GROSS SETTLEMENT (4 loads)   1,072   2,263.24": the total line's whole number under the MILES
 * heading is every load's miles together, loaded and empty (`total`).
 * "MILES   LINE HAUL REVENUE   YOUR 72%" over "262   1,850.00   1,332.00" in each load's block, a
 * grid of one row: with no total printed, each block's miles add up (`blocks`).
 */
function milesUnderHeading(
  lines: string[],
  locale: NumberLocale,
): { total: number | null; blocks: number | null } {
  let headings: { start: number; end: number }[] = [];
  let headingLine = -1;
  const blockMiles: number[] = [];
  /** The whole numbers of a line that stand under the MILES headings, added up. */
  const milesUnder = (text: string) => {
    // "Milles  Milles" over loaded and empty columns: the figures under both add up.
    let miles: number | null = null;
    for (const cell of splitCells(text)) {
      if (!/^(\d{1,3}([ ,.]\d{3})+|\d{2,5})$/.test(cell.text)) continue;
      // Right-aligned under the heading, or overlapping it.
      const heading = headings.find((h) => cell.end >= h.start && cell.start <= h.end);
      const value = heading ? runInteger(cell.text, locale) : null;
      if (heading === undefined || value === null) continue;
      miles = (miles ?? 0) + value;
    }
    return miles !== null && miles >= MIN_MILES && miles <= MAX_MILES ? miles : null;
  };
  for (const [index, text] of lines.entries()) {
    // "LOADS   MILES   REVENUE   SHARE 72%   FSC": a rate in a column's name is no figure of a row.
    if (!/\d/.test(text.replace(/(?<![\d.,])\d{1,3}([.,]\d{1,2})?\s?%/g, ''))) {
      const cells = splitCells(text);
      const named = cells.filter((c) => MILES_HEADING.test(foldText(c.text)));
      if (cells.length >= 2 && named.length > 0) {
        headings = named.map((c) => ({ start: c.start, end: c.end }));
        headingLine = index;
        // A single row of figures right under the heading, then a blank line or words: a grid of one.
        // ("247  1,675.00  …  60.00 STOP": a code may follow the last figure.)
        const row = lines[index + 1] ?? '';
        const after = lines[index + 2] ?? '';
        const single = /^\s*\d/.test(row) && !/\p{L}{2}.*\d/u.test(row) && !/\d/.test(after);
        const miles = single ? milesUnder(row) : null;
        if (miles !== null) blockMiles.push(miles);
      }
      continue;
    }
    if (headings.length === 0 || index - headingLine > 60) continue;
    // "-----   -----" over "1 174   59   2 395,32": a row of figures alone under a rule totals too.
    const underRule = !/\p{L}/u.test(text) && /^[\s=_-]*[=_-]{3}[\s=_-]*$/.test(lines[index - 1] ?? '');
    if (!underRule && !TOTAL_ROW.test(foldText(text))) continue;
    const miles = milesUnder(text);
    if (miles !== null) return { total: miles, blocks: null };
  }
  const blocks = blockMiles.reduce((sum, m) => sum + m, 0);
  return { total: null, blocks: blockMiles.length >= 2 && blocks <= MAX_MILES ? blocks : null };
}

export function readMiles(
  lines: string[],
  tables: ReturnType<typeof readTables>,
  locale: NumberLocale,
  ytdOrder: YearToDateOrder,
): ExtractedField<number> {
  const found: { miles: number; rank: number; kind: string; line: number; perLoad: boolean }[] = [];
  const pairsWithoutTotal: { miles: number; line: number }[] = [];
  for (const [index, text] of lines.entries()) {
    if (tables.consumed.has(index)) continue;
    const folded = foldText(text);
    if (ROAD_ADDRESS.test(folded)) continue;
    // A line that also names a trip is one load's line ("Trip 88-4410 … Miles 283 … 1.150,00").
    // Or the second line of a load's block ("MOVE 7720118 …" then "From: … To: …  Miles 62").
    // Not when the load's line printed its own miles: then this line is an item of its own
    // ("Load BAC-55247 … 350 mi  1,425.60" over "Fuel surcharge pass-thru (1,061 mi)  551.72").
    const previous = foldText(lines[index - 1] ?? '');
    // "04/05/27 PB-118730  GRAND ISLAND NE-DENVER CO 488 MI": a load's heading line is one load's.
    const previousLine = lines[index - 1] ?? '';
    const perLoad =
      PER_LOAD_LINE.test(folded) ||
      isLoadLine(text) ||
      loadOverLane(previousLine, text) !== null ||
      (/\d{3}/.test(previous) &&
        (PER_LOAD_LINE.test(previous) || isLoadLine(previousLine)) &&
        !MILES_PRINTED.test(previous));
    const rated = milesAtRate(text, folded, locale);
    if (rated !== null) {
      // "Loaded miles 2,104 0.620 1,304.48" and "Empty miles 236 0.450 106.20" add up as below.
      const kind = EMPTY_PAY_LINE.test(folded) ? 'empty' : LOADED_PAY_LINE.test(folded) ? 'loaded' : 'rated';
      found.push({ miles: rated, rank: RATED_RANK, kind, line: index, perLoad });
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
    // "Totals  Loaded 1,365  Empty 85  Linehaul 3,139.50": a totals line's loaded and empty miles
    // are the statement's, together.
    // "Miles: loaded 953 + deadhead 64 = 1,017": the sum says it is the week's total.
    const sum =
      LOADED_PLUS_EMPTY.exec(folded) ??
      LOADED_PLUS_EMPTY_AFTER.exec(folded) ??
      LOADED_EMPTY_TOTAL.exec(folded) ??
      LOADED_EMPTY_TOTAL_WORDS_FIRST.exec(folded);
    if (sum) {
      const count = (v: string | undefined) => (v === undefined ? null : Number(v.replace(/,/g, '')));
      const loaded = count(sum[1]);
      const empty = count(sum[2]);
      const total = count(sum[3]);
      // "Miles: 1,095 loaded / 0 empty" with no total beside it: the week's miles if the page
      // prints it once, each load's if every load prints its own (see below).
      if (loaded !== null && empty !== null && total === null && sum[0].includes('/')) {
        // Its figures are read: each alone is no other kind of miles.
        pairsWithoutTotal.push({ miles: loaded + empty, line: index });
        continue;
      } else if (loaded !== null && empty !== null && (total === null || total === loaded + empty))
        found.push({ miles: loaded + empty, rank: 0, kind: 'total', line: index, perLoad: false });
    }
    if (/^\s*tota[l1]s?\b/.test(folded)) {
      const figure = (word: string) => {
        const m = new RegExp(
          `\\b${word}\\s{0,2}(?:mi\\.?|miles)?\\s{0,2}:?\\s{0,2}(\\d{1,3}(?:,\\d{3})?|\\d{2,5})(?![\\d.,]\\d)`,
        ).exec(folded);
        return m ? Number((m[1] ?? '').replace(/,/g, '')) : null;
      };
      const loaded = figure('loaded');
      const empty = figure('(?:empty|deadhead)');
      if (loaded !== null && loaded >= MIN_MILES && loaded + (empty ?? 0) <= MAX_MILES)
        found.push({ miles: loaded + (empty ?? 0), rank: 0.8, kind: 'total', line: index, perLoad: false });
    }
    // A line with dozens of numbers is a table or noise; its first ones are enough.
    const integers = findIntegers(text, locale).slice(0, 24);
    // "Total des milles  777  62" under a table's loaded and empty columns: the columns' totals,
    // which together are the table's miles.
    const columnTotals = integers.length >= 2 && integers.reduce((sum, n) => sum + n.value, 0);
    if (tables.miles !== null && columnTotals === tables.miles) continue;
    for (const [k, n] of integers.entries()) {
      if (n.value < MIN_MILES || n.value > MAX_MILES) continue;
      // "Loaded Miles   98,412   2,306" under "YTD   CURRENT": the year's figure comes first.
      const next = integers[k + 1];
      const yearBeforeCurrent =
        ytdOrder === 'before' && next !== undefined && text.slice(n.end, next.start).trim() === '';
      if (yearBeforeCurrent) continue;
      const before = folded.slice(Math.max(0, n.start - 56), n.start);
      const after = folded.slice(n.end, n.end + 24);
      const unitAfter = MILES_AFTER.exec(after);
      if (/[.,]\d/.test(text.slice(n.end, n.end + 2))) continue;
      // "SHARE 72%" after "MILES" in a header: a rate, not miles.
      if (/^\s?%/.test(text.slice(n.end, n.end + 2))) continue;
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
        : unfoldKind(/\b(total|pald|loaded|empty|deadhead)\W{0,3}$/.exec(between)?.[1]);
      const pairedKinds =
        kindAfter !== undefined && /^[^\d]{0,24}(\d[\d,.]{0,8}\s+[^\d]{1,24})?$/.test(between);
      if (labelled && (/^[^\d]{0,32}$/.test(between.trimEnd()) || afterRate || afterYear || pairedKinds)) {
        // "Mileage revenue (1,488 dispatched miles)": the words after the figure say which miles.
        // "Milles totaux de la période : 1130", "Kilómetros totales": French and Spanish put "total" after.
        const totalAfter = /^\s(totaux|totales|total)\b/.test(between) ? 'total' : undefined;
        const prefix = kindAfter ?? unfoldKind(unitAfter?.[1]) ?? totalAfter ?? unfoldKind(labelled[1]) ?? '';
        const word = labelled[2] ?? '';
        const miles = KILOMETRES.test(word) ? kilometresToMiles(n.value) : n.value;
        if (word === 'mlleage' && /\bln\b|odometer|hub/.test(before)) continue;
        if (/odometer|hub|mlleage (ln|out)/.test(before)) continue;
        // "Paid miles YTD: 15,352": the year's miles, not the period's.
        if (/\b(ytd|y\.?t\.?d|year to date|cumul\w*|acumulad\w*)\b/.test(between)) continue;
        // "Miles this week: 1,055": the week's miles, all loads together.
        // Not "Miles this period: 1349 loaded / 45 empty / …": the first of several kinds of miles.
        const forThePeriod =
          /^\W{0,3}(thls|for the) (week|perlod|settlement|statement|pay)\b/.test(between) &&
          !/^\s{0,2}(loaded|empty|deadhead)\s{0,2}[/+,|]\s{0,2}\d/.test(after);
        // "MILES PAID  1,159 (LOADED 1,017 / EMPTY 142)": the kind after the word, the week's miles
        // (folded text spells every i as l).
        const paidAfter = /\b(mlles|mllles|mlllas) (pald|pagadas|payes)\W{0,3}$/.test(before.trimEnd());
        // "Miles (loaded + empty) ... 1,609": the label says the figure is both kinds together.
        // "Loaded + empty miles   1,640": the same, said before the word.
        const bothKinds =
          /\(\s{0,2}loaded\s{0,2}(\+|and|&)\s{0,2}(empty|deadhead)\s{0,2}\)/.test(between) ||
          /\bloaded\s{0,2}(\+|and|&)\s{0,2}(empty|deadhead|dh|mt)\s{0,2}(mlles|mi)$/.test(
            before.slice(0, (labelled.index ?? 0) + labelled[0].length),
          );
        const rank = afterRate ? 2.5 : forThePeriod || paidAfter || bothKinds ? 0 : (KIND_RANKS[prefix] ?? 4);
        found.push({
          miles,
          rank,
          kind: bothKinds ? 'total' : prefix === 'empty' || prefix === 'deadhead' ? 'empty' : prefix,
          line: index,
          perLoad,
        });
      } else if (unitAfter) {
        // "Loaded: 812 mi   Empty: 95 mi": the word before the number says which miles.
        // "(1,488 dispatched miles)": the kind may stand between the figure and the word.
        // "4 trips   1,118 mi paid": the kind may follow the unit.
        const prefix =
          unfoldKind(unitAfter[1]) ??
          unfoldKind(/(total|pald|loaded|empty|deadhead|bllled)\W{0,3}$/.exec(before)?.[1]) ??
          (PAID_AFTER_UNIT.test(after) ? 'paid' : undefined) ??
          'after';
        const rank = KIND_RANKS[prefix] ?? 3;
        const kind = prefix === 'empty' || prefix === 'deadhead' ? 'empty' : prefix;
        const miles = KILOMETRES.test(unitAfter[2] ?? '') ? kilometresToMiles(n.value) : n.value;
        found.push({ miles, rank, kind, line: index, perLoad });
      }
    }
  }
  const [onlyPair] = pairsWithoutTotal;
  if (pairsWithoutTotal.length === 1 && onlyPair)
    found.push({ miles: onlyPair.miles, rank: 0, kind: 'total', line: onlyPair.line, perLoad: false });
  else
    for (const pair of pairsWithoutTotal)
      found.push({ miles: pair.miles, rank: 3, kind: 'after', line: pair.line, perLoad: true });
  const headed = milesUnderHeading(lines, locale);
  if (headed.total !== null)
    found.push({ miles: headed.total, rank: 0, kind: 'total', line: -1, perLoad: false });
  if (headed.blocks !== null)
    found.push({ miles: headed.blocks, rank: 1.5, kind: 'total', line: -1, perLoad: false });
  // "loaded 245 mi  deadhead 35 mi" on a load's line is read by its words and by its unit: one
  // figure, kept once (at its best rank).
  const seen = new Set<string>();
  const once = [...found]
    .sort((a, b) => a.rank - b.rank)
    .filter((f) => {
      const key = `${f.line} ${f.kind} ${f.miles}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const empties = once.filter((f) => f.kind === 'empty');
  const others = once.filter((f) => f.kind !== 'empty');
  if (tables.miles !== null && tables.miles > 0 && tables.miles <= MAX_MILES * 5) {
    const miles = tables.kilometres ? kilometresToMiles(tables.miles) : tables.miles;
    others.push({ miles, rank: 0.5, kind: 'table', line: -1, perLoad: false });
  }
  others.sort((a, b) => a.rank - b.rank);
  const best = others[0];
  if (!best) return field<number>(null, 0);
  /**
   * The loads' miles added up, unless the last figure is already their sum ("452 mi", "319 mi", then
   * "Invoice total (2 loads, 771 mi)"): then it is the total.
   */
  const sumOfLoads = (perLoad: { miles: number }[]) => {
    const all = perLoad.reduce((sum, o) => sum + o.miles, 0);
    const last = perLoad[perLoad.length - 1]?.miles ?? 0;
    return perLoad.length >= 3 && all - last === last ? last : all;
  };
  // No total printed, one miles figure per load line: the total is their sum.
  if (best.rank >= 3) {
    const perLoad = others.filter((o) => o.rank >= 3 && o.perLoad);
    if (perLoad.length >= 2 && distinctLinesOf(perLoad)) return field(sumOfLoads(perLoad), 0.7);
  }
  // "Milles 236 x 2,10 $  495,60 $" under each "Voyage …" heading: each load's miles paid at the
  // rate; with no total printed, the week's miles are their sum.
  if (best.kind === 'rated') {
    const perLoad = others.filter((o) => o.kind === 'rated' && o.perLoad);
    if (perLoad.length >= 2 && distinctLinesOf(perLoad)) return field(sumOfLoads(perLoad), 0.7);
    // "Trip CB-41877 …" over its lane, then "Mileage pay  1.580  287  453.46": each trip's block
    // prints its own mileage pay further down than a load's line; they still add up.
    const rated = others.filter((o) => o.kind === 'rated');
    if (rated.length >= 2 && distinctLinesOf(rated)) return field(sumOfLoads(rated), 0.7);
  }
  // Loaded and empty miles are both driven: the total is their sum when no total is printed. Load
  // lines that each print their own ("Load 88-2041 … Loaded mi 331  Empty mi 40") add up.
  if (best.kind === 'loaded') {
    // "Miles this statement: loaded 1,605   empty 165": the period's own figures, over any load's.
    const emptyBeside = empties.find((e) => e.line === best.line);
    if (best.rank === 0 && !best.perLoad && emptyBeside) return field(best.miles + emptyBeside.miles, 0.8);
    const loadedPerLoad = others.filter((o) => o.kind === 'loaded' && o.perLoad);
    const emptyPerLoad = empties.filter((o) => o.perLoad);
    // Empty miles printed once for the whole week, beside the loads' own loaded miles. Or each
    // load's "MT  Empty miles  22  0.900  19.80" pay line under its loaded one: all of them.
    if (emptyPerLoad.length === 0) {
      const emptiesAtRate = empties.filter((e) => e.rank === RATED_RANK);
      if (emptiesAtRate.length >= 2 && distinctLinesOf(emptiesAtRate)) emptyPerLoad.push(...emptiesAtRate);
      else if (empties[0]) emptyPerLoad.push(empties[0]);
    }
    if (loadedPerLoad.length >= 2 && distinctLinesOf(loadedPerLoad))
      return field(
        [...loadedPerLoad, ...emptyPerLoad].reduce((sum, o) => sum + o.miles, 0),
        0.7,
      );
    // "Loaded miles  214  1.780  380.92" and "Empty miles  38  1.100  41.80" in each load's block,
    // no total printed: every load's miles at their rates add up.
    const loadedAtRate = others.filter((o) => o.kind === 'loaded' && o.rank === best.rank);
    const emptyAtRate = empties.filter((o) => o.rank === best.rank);
    if (best.rank >= RATED_RANK && loadedAtRate.length >= 2 && distinctLinesOf(loadedAtRate))
      return field(
        [...loadedAtRate, ...emptyAtRate].reduce((sum, o) => sum + o.miles, 0),
        0.7,
      );
    // "Loaded miles 1,135      Empty miles 116" in the recap: the empty miles printed beside the
    // loaded ones, over any load's own.
    const empty = emptyBeside ?? empties[0];
    if (empty) return field(best.miles + empty.miles, 0.75);
  }
  // "Loaded miles 1,839   Empty miles 114" in the recap, over a table whose rows wrap across two
  // pages and were read only in part: the week's own figures, more than the rows read, are its miles.
  if (best.kind === 'table') {
    const loaded = others.find((o) => o.kind === 'loaded' && !o.perLoad);
    const empty = loaded && empties.find((e) => e.line === loaded.line && !e.perLoad);
    if (loaded && empty && loaded.miles + empty.miles > best.miles)
      return field(loaded.miles + empty.miles, 0.75);
  }
  // The table's printed total and its rows disagree: OCR misread one of them.
  if (best.kind === 'table' && tables.inDoubt.has('miles')) return field(best.miles, 0.5);
  return field(best.miles, best.rank <= 1 ? 0.85 : 0.75);
}

/** Figures each read on a line of its own. */
function distinctLinesOf(found: readonly { line: number }[]): boolean {
  return new Set(found.map((f) => f.line)).size === found.length;
}
