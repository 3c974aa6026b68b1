import { field, type ExtractedField } from './field.js';
import { namesCharge } from './items.js';
import { ID_RANKS, type readTables } from './tables.js';
import { foldPattern, foldText, splitCells } from './tokens.js';

/** The words that name a load, trip or order number, in English, French and Spanish. */
const TRIP_WORDS =
  'trip|load|pro|freight bill|order|orden|move|shipment|viaje|voyage|voy\\.|carta porte|embarque|manifest|dispatch|bol|bill of lading|ref|reference|carga|chargement|commande|pedido|envio|expedition|confirmation';
const STATEMENT_TITLE_BEFORE = foldPattern(
  /(liquidacion|settlement|statement|stmt|releve|reglement|remittance|avis|aviso)\s{0,2}(de |du |of |del )?$|\b(cfdi|nomina)\b.{0,28}$|\bserie\s{1,3}[a-z0-9]{1,4}\s{1,4}$/,
);
/**
 * "Trip #", "Load Nbr", "Carga No.", "Order ID", "Trips:", "Trips this period:", "Trips paid:", "Trip detail:",
 * "Load 1 of 2:", "Viaje 1  [MAP-0917]": the word, then how it says "number". A colon may be
 * padded to line values up ("Load #:        EMB-771403"), and so may a "#" ("Load #       TVT-2093318").
 * OCR reads "ID" before a colon as "10" or "1D" ("Load 10: 4471829").
 */
const TRIP_LABEL = foldPattern(
  new RegExp(
    `\\b(${TRIP_WORDS})(?:s|\\(s\\))?(?: \\d{1,3} (?:of|de|sur) \\d{1,3}| \\d{1,2}(?=\\s{1,3}[[(]))?(?: this (?:period|week|pay|statement)| paid| settled| hauled| covered| included| details?)?\\s{0,2}(?:#|no\\.?|nbro?\\.?|nmbr\\.?|nro\\.?|num\\.?|number|numero|id|1[0d](?=:))?\\s{0,2}(?:[:#]?\\s{0,3}|:\\s{4,14}|(?<=#\\s{0,2})\\s{2,12}|\\s{0,3}[[(])$`,
  ),
);
/**
 * "Trips paid this period: 88104 (…)", "Trip sheets in this period: FR-7731 …", "Viajes del
 * periodo: TCZ-MEX-1182, …": a pay stub's list of the period's loads, whose first is the trip. Several
 * words between the noun and the colon, so the colon is required.
 */
const TRIP_LIST_LABEL = foldPattern(
  new RegExp(
    `\\b(${TRIP_WORDS})(?:s|es)?(?: (?:sheets?|tickets?|runs?|in|this|the|current|pay|paid|settled|hauled|run|driven|completed|period|week|del|de la|de|du|cette|periodo|semana|periode|semaine)){1,4}\\s{0,2}:\\s{0,3}$`,
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

/**
 * "PB-118730", "BLO-26-1184" (a year group in the middle), "BL0-26-1203" (its O read as a zero; the
 * prefix is repaired below), "21881902", "26-4418" (a year before the number), "7731-A" (a suffix
 * letter), "FB 218840" (a freight bill's letters and number, apart).
 */
const LOAD_NUMBER = String.raw`([A-Z][A-Z0]{0,4}-?(?:\d{2,4}-)?\d{3,}[A-Z0-9-]*|\d{5,}(?:-\d+)?|\d{2,4}-\d{4,}(?![\w-])|\d{3,}-[A-Z]{1,2}(?![\w-])|(?!MC |DOT )[A-Z]{2,4} \d{5,}(?![\w-]))`;
/** "04-MAY-26", "2026-04-13", "Feb 23", "Nov 2, 2026", "Mar 3-4": a load's date (or its days). */
const LOAD_DATE = String.raw`(?:\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|\d{1,2}[- ]?[A-Za-z]{3}[- ]?\d{0,4}|[A-Za-z]{3}\.? \d{1,2}(?:-\d{1,2})?(?:,? \d{4})?)`;
/**
 * "TVF-239014   PU NOV 17   Clarksburg, WV -> …", "AT-55102  disp 03/02/2026": the word before the
 * load's pickup date, capitalised or not (the pattern around it tells capitals apart).
 */
const PICKED_UP = String.raw`(?:PU|P\/U|[Pp]ickup|[Pp]icked up|[Pp]icked|[Ss]hipped|[Ss]hip|[Dd]el|[Dd]elivered|[Dd]isp|[Dd]ispatched)\.?:?`;
/** "Fresno CA -> Allentown PA", "Amarillo TX / Oklahoma City OK", "GRAND ISLAND NE-DENVER CO". */
const LANE = String.raw`(?:->|→|>| - | to | / |\b[A-Z]{2}-[A-Z])`;
/**
 * "RBL-5521  Feb 23  Rapid City SD > Denver CO", "04/05/27 PB-118730  GRAND ISLAND NE-DENVER CO":
 * a load's heading line, its number and date (either first), then its lane; also inside a box's
 * bars, with a speck OCR left after the number ("| 44871: 2026-04-06 Rouyn-Noranda QC > …").
 * Without a label or a table, the first such line names the statement's trip.
 */
const LOAD_HEADING = new RegExp(
  String.raw`^[\s|]{0,6}(?:${LOAD_DATE}\s{1,6}${LOAD_NUMBER}[:;.,]?|${LOAD_NUMBER}[:;.,]?\s{1,6}(?:${PICKED_UP}\s)?${LOAD_DATE})\s.{2,60}?${LANE}\s?\S`,
);
/**
 * "#7734019    NORTHWAY LOGISTICS GROUP    04/13/26  Portland ME > Chelsea MA": a load's heading
 * marked by "#", its broker between its number and its date.
 */
const MARKED_LOAD_HEADING = new RegExp(
  String.raw`^\s{0,6}#\s?${LOAD_NUMBER}\s+[A-Za-z][^\d\n]{2,50}?\s+${LOAD_DATE}\s.{2,60}?${LANE}\s?\S`,
);
/**
 * "Nov 2   CR-81734  Linehaul Hagerstown MD-Charlotte NC", "02-Mar  CLH-8813  Rev share 72%",
 * "2026-04-06 GTL-55012  Loaded miles 612 @ 1.780", "2026-05-11  GF-20931  Loaded 402 mi @ 1.78": a
 * ledger's pay line whose reference column
 * holds the load's number.
 */
const LOAD_PAY_LINE = new RegExp(
  String.raw`^\s{0,6}(?:${LOAD_DATE}\s{1,6})?${LOAD_NUMBER}\s{1,6}(?:line ?haul|lh|freight|mileage|flat rate|load pay|trip pay|rev(?:enue)? share|revenue|line revenue|(?:(?:team|solo|loaded|empty|deadhead|practical|dispatched|paid) )?miles|(?:loaded|empty|deadhead) \d{1,5} ?(?:mi|miles|kms?)\b)\b`,
  'i',
);
/**
 * "Mar 23  OL-7716   Utica NY-Allentown PA loaded 248 mi @ 1.750": a ledger's pay line whose
 * lane comes between the load's number and its loaded (or empty) miles.
 */
const LOAD_LANE_LINE = new RegExp(
  String.raw`^\s{0,6}(?:${LOAD_DATE}\s{1,6})?${LOAD_NUMBER}\s{1,6}[^\d\n]{2,60}?${LANE}[^\d\n]{2,40}?\b(?:loaded|empty|deadhead) \d{1,5} ?(?:mi|miles|kms?)\b`,
  'i',
);
/**
 * "P01    Flete ESC-7713 (23-02)  Escuinapa, Sin. - Guadalajara", "Linehaul TX-44019  Tulsa OK -
 * Wichita KS": a pay line that names the kind of pay first, then the load's number, then its date or
 * lane. An account code ("P01") may come first.
 */
const PAY_WORD_THEN_LOAD = new RegExp(
  String.raw`^\s{0,6}(?:[A-Z]\d{2}\s{1,6})?(?:flete|fletes|freight|line ?haul)\s{1,3}${LOAD_NUMBER}(?:\s{1,3}\(|\s{1,6}${LOAD_DATE}\s|\s.{2,60}?${LANE}\s?\S)`,
  'i',
);
/**
 * "TLO-88214  Salt Lake City UT to Boise ID      340 miles": a load's heading without a date, its
 * number at the margin, its lane, and its miles at the end.
 */
const LOAD_LANE_MILES_HEADING = new RegExp(
  String.raw`^\s{0,6}${LOAD_NUMBER}\s{1,8}[A-Z][^\d\n]{2,60}?${LANE}[^\d\n]{2,90}?\s\d[\d,]{0,6}\s?(?:mi|miles|kms?)\.?\s*$`,
);
/**
 * " MRL-33016  Newburgh NY - Scranton PA" over the load's pay lines: a load's heading with neither
 * date nor miles, its number at the margin and its lane between two states, nothing after.
 */
const LOAD_LANE_HEADING = new RegExp(
  String.raw`^\s{0,6}${LOAD_NUMBER}\s{1,8}[A-Z][^\d\n]{2,40}? [A-Z]{2}\s?${LANE}\s?[A-Z][^\d\n]{2,40}? [A-Z]{2}(?: \([^()\d]{1,30}\))?[\s.,:;'‘’|]*$`,
);
const LOAD_HEADING_RANK = 100;
/** A labelled number's rank from a shipment's papers on (BOL, manifest, reference, invoice), less 0.5. */
const PAPERS_RANK = 6.5;
/** "(900 milles)": a unit of distance right after a number. */
const DISTANCE_UNIT_AFTER = /^\s?(milles|miles|millas|mi|kms?|kilom)\b/i;
/** "19-may-2026", "2026-04-13": a date, whichever word stands before it. */
const DATE_VALUE = /^\d{1,4}-(\d{1,2}|[a-z]{3,4})-\d{2,4}$/i;
/** "Confirmation #": on a rate confirmation, the load's own number. */
const CONFIRMATION_WORD = foldPattern(/^(confirmation|conf)\b/);

/** "2026-04-06 LHP BBT-115402  Loaded 412 mi": a ledger's type code between the date and the load. */
const LEDGER_CODE_AFTER_DATE = new RegExp(
  String.raw`^(\s{0,6}${LOAD_DATE}\s{1,6})(?!MC |DOT )[A-Z]{2,4}\s{1,3}(?=[A-Z0-9])`,
);

function loadLineMatch(text: string): RegExpExecArray | null {
  const match = (line: string) =>
    LOAD_HEADING.exec(line) ??
    LOAD_PAY_LINE.exec(line) ??
    LOAD_LANE_LINE.exec(line) ??
    PAY_WORD_THEN_LOAD.exec(line) ??
    LOAD_LANE_MILES_HEADING.exec(line) ??
    LOAD_LANE_HEADING.exec(line) ??
    MARKED_LOAD_HEADING.exec(line);
  const uncoded = text.replace(LEDGER_CODE_AFTER_DATE, '$1');
  return match(text) ?? (uncoded !== text ? match(uncoded) : null);
}

/** Whether a line is a load's heading or a ledger line paying for one load (see LOAD_HEADING). */
export function isLoadLine(text: string): boolean {
  return loadLineMatch(text) !== null;
}

/**
 * "WH-26-0871  2026-02-23  Kestrel Line Logistics" over "    Atlanta GA > Charlotte NC  loaded 245 mi":
 * a load's number, date and broker, its lane on the line below. The date may be named ("CML-22817
 * Shipped 09/08/25   BOL 5530127").
 */
const LOAD_OVER_LANE = new RegExp(
  String.raw`^\s{0,6}${LOAD_NUMBER}\s{1,6}(?:${PICKED_UP}\s{1,3})?${LOAD_DATE}\s{2,}\p{L}`,
  'u',
);
const LANE_LINE = new RegExp(String.raw`^\s{2,}[A-Z][^\d\n]{2,40}?${LANE}\s?[A-Z]`);

/** The load's number when `text` heads a load whose lane is on the `next` line. */
export function loadOverLane(text: string, next: string | undefined): string | null {
  if (next === undefined || !LANE_LINE.test(next)) return null;
  return LOAD_OVER_LANE.exec(text)?.[1] ?? null;
}

/**
 * The words after a load line's number, up to the next column ("|" or a wide gap), without its
 * figures ("236 401.20" is miles and pay, not a 401(k)).
 */
function descriptionAfter(text: string, id: string): string {
  const words = text
    .slice(text.indexOf(id) + id.length)
    .trimStart()
    .split(/\s{3,}|\|/)[0];
  return (words ?? '').replace(/\d[\d.,/:-]*/g, ' ');
}

/** The first item with the lowest score. */
function lowest<T>(list: readonly T[], score: (item: T) => number): T | undefined {
  return list.reduce<T | undefined>(
    (best, item) => (best === undefined || score(item) < score(best) ? item : best),
    undefined,
  );
}

export function readTrip(
  lines: string[],
  tables: ReturnType<typeof readTables>,
  rateConfirmation = false,
): ExtractedField<string> {
  let candidates: { value: string; rank: number; line: number; confidence: number }[] = tables.ids.map(
    (id) => ({ ...id, confidence: 0.8 }),
  );
  const headings: typeof candidates = [];
  for (const [index, text] of lines.entries()) {
    if (tables.consumed.has(index)) continue;
    // The number is whichever of the patterns' groups matched (it may stand before or after the date).
    const heading = loadLineMatch(text)?.slice(1).find(Boolean) ?? loadOverLane(text, lines[index + 1]);
    // "2026-02-04  ADV-0412  Fuel advance - Comchek 41190077  400.00 DR": a ledger's charge, its
    // reference no load's number, whatever lane its words seem to draw.
    if (heading && !namesCharge(descriptionAfter(text, heading)))
      headings.push({ value: heading, rank: LOAD_HEADING_RANK, line: index, confidence: 0.7 });
    const underHeader = idUnderHeader(lines[index - 1], text);
    if (underHeader) candidates.push({ ...underHeader, line: index, confidence: 0.8 });
    for (const m of text.matchAll(/[A-Z0-9][A-Z0-9-]{2,24}/gi)) {
      const value = m[0].replace(/-+$/, '');
      if (!/\d/.test(value) || /^\d{1,2}$/.test(value)) continue;
      // "Cita de carga: 19-may-2026": a date after a load's word is when, not which.
      if (DATE_VALUE.test(value)) continue;
      // "Sous-total des voyages (900 milles)": a distance after the word is how far, not which.
      if (
        /^\d+$/.test(value) &&
        DISTANCE_UNIT_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 8))
      )
        continue;
      const before = foldText(text.slice(Math.max(0, m.index - 24), m.index));
      // A list's label runs longer ("Trip sheets in this period: "): it is looked for further back.
      const listFrom = Math.max(0, m.index - 44);
      const shortLabel = TRIP_LABEL.exec(before) ?? NUMBER_FIRST_TRIP_LABEL.exec(before);
      const label = shortLabel ?? TRIP_LIST_LABEL.exec(foldText(text.slice(listFrom, m.index)));
      if (!label) continue;
      // "LIQUIDACIÓN DE VIAJE No. 7718", "Trip Settlement #", "Serie N  Folio 004418": the number
      // of the statement itself.
      const labelStart = (shortLabel ? Math.max(0, m.index - 24) : listFrom) + label.index;
      const ahead = foldText(text.slice(Math.max(0, labelStart - 30), labelStart));
      if (STATEMENT_TITLE_BEFORE.test(ahead)) continue;
      const word = (label[1] ?? '').trim();
      // A rate confirmation's own number ("Confirmation #  NLB-220917") is the load's, over its BOL.
      const rank =
        rateConfirmation && CONFIRMATION_WORD.test(word)
          ? 0
          : (ID_RANKS.find(([p]) => p.test(word))?.[1] ?? 99);
      candidates.push({ value, rank: rank - 0.5, line: index, confidence: 0.85 });
    }
  }
  // "AT-55102  disp 03/02/2026  GREEN BAY WI > ROCKFORD IL   BOL 8841207": the papers load headings
  // name (a bill of lading, a reference, an invoice) are those loads', not their numbers.
  for (const c of candidates)
    if (c.rank >= PAPERS_RANK && headings.some((h) => h.value !== c.value)) c.rank = LOAD_HEADING_RANK + 1;
  candidates.push(...headings);
  for (const c of candidates) c.value = repairIdPrefix(repairIdDigits(c.value));
  // "0/0" (an "O/O" OCR read as zeros) is too short to number a load.
  candidates = candidates.filter((c) => c.value.replace(/[^\p{L}\d]/gu, '').length >= 3);
  // "Dispatch 253-555-0138": a telephone number after a desk's name is no load.
  // "Trips settled 2026-11-29 through …": nor is a date.
  candidates = candidates.filter((c) => !/^\d{3}-\d{3}-\d{4}$|^(19|20)\d\d-\d\d-\d\d$/.test(c.value));
  // "ONE THOUSAND … AND 39/100 DOLLARS", "87/100 M.N.": the cents of an amount in words.
  candidates = candidates.filter((c) => !/^\d{1,2}\/100$/.test(c.value));
  // "(… scale, ref ADV-0417-02)": an advance's own reference numbers no load.
  candidates = candidates.filter((c) => !/^(adv|advance)-?\d/i.test(c.value));
  candidates.sort((a, b) => a.rank - b.rank || a.line - b.line);
  let best = candidates[0];
  // "Fuel advance recovered (load 21881902, …)": a label that names one of the table's loads other
  // than its first refers to that load; the statement's trip is still the table's first.
  const named = tables.ids.find((id) => id.value === best?.value);
  const firstRow = named ? tables.ids.find((id) => id.rank === named.rank) : undefined;
  if (best && firstRow && best.value !== firstRow.value)
    best = candidates.find((c) => c.value === firstRow.value) ?? best;
  // "Avance sur voyage CCE-31415" names the second of the loads listed by their heading lines: the
  // statement's trip is the first.
  const firstHeading = headings[0];
  if (best && firstHeading && headings.some((h, k) => k > 0 && h.value === best?.value)) best = firstHeading;
  // "Recourse: Inv 2107  Load 7702245 … repurchased" under the invoices table: a load named below the
  // table and not in it is an earlier load a remark is about; the statement's trip is the table's.
  const firstTableRow = lowest(tables.ids, (id) => id.rank);
  if (
    best &&
    firstTableRow &&
    firstTableRow.rank < 99 &&
    new Set(tables.ids.map((id) => id.line)).size >= 2 &&
    best.line > firstTableRow.line &&
    !tables.ids.some((id) => id.value === best?.value)
  )
    best = candidates.find((c) => c.value === firstTableRow.value) ?? best;
  if (!best) return field<string>(null, 0);
  best = { ...best, value: prefixFromPeers(best.value, lines) };
  // "23-feb  DH-1184  Flete …" then "24-feb  ANT-0391  Anticipo viaje DH-1191": a label names a later
  // load of the series; the statement's trip is the first of the series printed.
  // Not when the table lists both, its first row first: "Anticipo viaje ZAP-6127" among the charges
  // above a table of ZAP-6120, ZAP-6127, … names the table's second load.
  const firstOfSeries = firstInSeries(best.value, lines);
  const tableOrder = tables.ids.map((id) => id.value);
  const laterInTable =
    firstOfSeries !== null &&
    tableOrder.includes(best.value) &&
    tableOrder.indexOf(firstOfSeries.value) > tableOrder.indexOf(best.value);
  if (firstOfSeries && firstOfSeries.line < best.line && !laterInTable)
    return field(firstOfSeries.value, Math.min(best.confidence, 0.85));
  // A label and a table that name the same trip agree: that is worth more than either.
  // Not a later row of a table that a remark names again ("Temps d'attente, voyage MO-55134"): the
  // statement's trip is its first load.
  const firstInTable = lowest(tables.ids, (id) => id.line);
  // A load's heading repeated on each of its ledger lines is one source, however often it is printed.
  // Two readings of one line are one source too: an OCR slip in its number would be in both.
  const same = candidates.filter((c) => c.value === best.value);
  const agreed =
    new Set(same.map((c) => c.rank)).size > 1 &&
    new Set(same.map((c) => c.line)).size > 1 &&
    (firstInTable === undefined || firstInTable.value === best.value) &&
    (firstHeading === undefined || firstHeading.value === best.value);
  return field(best.value, agreed ? 0.9 : best.confidence);
}

/** "LOAD", "Trip #", "Order No.": a column's name alone, the first of a header's cells. */
const ID_COLUMN_HEADER = foldPattern(/^(trip|load|order|viaje|voyage|run)(\s?#|\s(no\.?|nbr|number|num))?$/);
const ID_AT_START = new RegExp(String.raw`^\s*${LOAD_NUMBER}(?=\s{2,}|$)`);

/**
 * "LOAD   SHIPPER / CONSIGNEE   PICKED UP   DELIVERED" over "PR-30418   Brazos Steel Fab, …": the id
 * that starts the line under a header whose first column names loads, in that column.
 */
function idUnderHeader(header: string | undefined, text: string): { value: string; rank: number } | null {
  if (header === undefined || header.length > 300 || text.length > 300) return null;
  const first = splitCells(header)[0];
  const name = foldText(first?.text ?? '');
  if (!first || !ID_COLUMN_HEADER.test(name)) return null;
  const id = ID_AT_START.exec(text);
  const start = text.search(/\S/);
  if (!id?.[1] || Math.abs(start - first.start) > 2) return null;
  const rank = ID_RANKS.find(([p]) => p.test(name))?.[1] ?? 99;
  return { value: id[1], rank: rank - 0.5 };
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

/**
 * An id's letter prefix before its dash, as OCR misreads it: "M0-55120", "RX0-7712034" (O read
 * as 0 among letters), "cP-7731" (one capital read small). Only a prefix of letters with a zero in
 * it, or with one small letter among capitals, is changed.
 */
function repairIdPrefix(id: string): string {
  const m = /^([A-Za-z0]{2,4})(-\S*)$/.exec(id);
  if (!m?.[1] || !m[2]) return id;
  let prefix = m[1];
  if (/0/.test(prefix) && /[A-Za-z]/.test(prefix)) prefix = prefix.replace(/0/g, 'O');
  const small = prefix.replace(/[^a-z]/g, '').length;
  if (small === 1 && prefix.length >= 2) prefix = prefix.toUpperCase();
  return prefix + m[2];
}

/** Letters OCR reads as these digits inside a prefix of capitals. */
const DIGIT_FOR_LETTERS: Record<string, string> = {
  '0': 'OD',
  '1': 'IL',
  '2': 'Z',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};

/**
 * "12C-11873" when the statement's other loads are "IZC-11890" and "IZC-11902": a prefix OCR read
 * with digits for letters takes the letters its peers print, when exactly one prefix of letters fits.
 */
function prefixFromPeers(id: string, lines: string[]): string {
  const m = /^([A-Z0-9]{3,5})(-\d\S*)$/.exec(id);
  const prefix = m?.[1];
  if (!prefix || !m[2] || !/\d/.test(prefix) || !/[A-Z]/.test(prefix)) return id;
  const peers = new Set<string>();
  for (const line of lines)
    for (const peer of line.matchAll(/\b([A-Z]{3,5})-\d{3,}/g))
      if (peer[1]?.length === prefix.length) peers.add(peer[1]);
  const fits = [...peers].filter((peer) =>
    [...prefix].every((c, i) => c === peer[i] || (DIGIT_FOR_LETTERS[c] ?? '').includes(peer[i] ?? '')),
  );
  return fits.length === 1 && fits[0] ? fits[0] + m[2] : id;
}

/**
 * The first id printed of the series an id belongs to (the same capitals, a dash, as many digits:
 * "DH-1184" for "DH-1191"), when it is another id printed before it; else null.
 */
function firstInSeries(id: string, lines: string[]): { value: string; line: number } | null {
  const m = /^([A-Z]{1,4})-(\d{3,8})$/.exec(id);
  if (!m?.[1] || !m[2]) return null;
  const series = new RegExp(`(?<![A-Z0-9-])${m[1]}-\\d{${m[2].length}}(?![\\d-])`, 'g');
  for (const [line, text] of lines.entries()) {
    for (const found of text.matchAll(series)) {
      // "SETTLEMENT NO.    HBT-11873" over the trips "HBT-40871", …: the statement's own number.
      // "Account:  CVD-0088" over the loads "CVD-2207", …: the carrier's account with the issuer.
      if (STATEMENT_NUMBER_BEFORE.test(foldText(text.slice(Math.max(0, found.index - 30), found.index))))
        continue;
      return found[0] === id ? null : { value: found[0], line };
    }
  }
  return null;
}
const STATEMENT_NUMBER_BEFORE = foldPattern(
  /\b(settlement|statement|stmt|releve|reglement|liquidacion|remittance|schedule|advice|check|cheque|account|acct)\s{0,2}(no\.?|nbr\.?|number|num\.?|#)?\s{0,14}[:#]?\s{0,14}$/,
);
