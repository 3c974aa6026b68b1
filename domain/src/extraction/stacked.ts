import { columnKindOf, type ColumnKind } from './tables.js';
import { itemLabelStrength } from './items.js';
import { foldPattern, foldText, MAX_LINE_CHARS, splitCells } from './tokens.js';

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
  // Runs of label lines and of value lines, counted once from the end (linear time), over the
  // lines that are not blank: OCR puts blank lines between the items of a block.
  const filled = lines.flatMap((l, i) => (l.trim() === '' ? [] : [i]));
  const filledAt = new Map(filled.map((line, k) => [line, k]));
  const filledLines = filled.map((i) => lines[i] ?? '');
  const filledLabelRun = new Array<number>(filled.length + 1).fill(0);
  const filledValueRun = new Array<number>(filled.length + 1).fill(0);
  for (let k = filled.length - 1; k >= 0; k -= 1) {
    const line = lines[filled[k] ?? -1];
    filledLabelRun[k] = isLabel(line) ? (filledLabelRun[k + 1] ?? 0) + 1 : 0;
    filledValueRun[k] = isValue(line) ? (filledValueRun[k + 1] ?? 0) + 1 : 0;
  }
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const at = filledAt.get(i);
    const grid = at === undefined ? null : labelRowOverValues(filledLines, at);
    if (grid && at !== undefined) {
      out.push(...grid.rows);
      i = filled[grid.valuesAt] ?? i;
      continue;
    }
    const table = at === undefined ? null : unstackTable(filledLines, at, filledLabelRun[at] ?? 0);
    if (table) {
      out.push(...table.rows);
      i = filled[table.end - 1] ?? i;
      continue;
    }
    // A block of labels followed by as many values ("Gross Pay / Deductions / Net Pay" then
    // "1,470.72 / 321.46 / 1,149.26"): a PDF that lays them out in two columns gives them so.
    // Or amounts first, then as many labels ("3,530.00 / (88.25) / 3,015.25" then "Total
    // purchased / Discount fee 2.5% / Net funds wired"): the other order of the same block.
    if (at !== undefined) {
      const labels = filledLabelRun[at] ?? 0;
      const labelsFirst = labels >= 2 && (filledValueRun[at + labels] ?? 0) === labels ? labels : 0;
      const amountsFirst = labelsFirst > 0 ? 0 : amountsThenLabels(filledLines, at, filledValueRun);
      const pairs = labelsFirst || amountsFirst;
      if (pairs > 0) {
        const lineAt = (k: number) => filledLines[at + k] ?? '';
        const [labelAt, valueAt] = labelsFirst > 0 ? [0, pairs] : [pairs, 0];
        for (let k = 0; k < pairs; k += 1)
          out.push(`${lineAt(labelAt + k).replace(/\s+$/, '')}  ${lineAt(valueAt + k).trim()}`);
        i = filled[at + pairs * 2 - 1] ?? i;
        continue;
      }
    }
    // OCR may leave one blank line between a label and its value.
    const gap = lines[i + 1]?.trim() === '' && lines[i + 2] !== undefined ? 1 : 0;
    const next = lines[i + 1 + gap];
    // A label with figures takes a lone amount, never the first of a column of them.
    const loneNext = at !== undefined && (filledValueRun[at + 1] ?? 0) === 1;
    if (
      next !== undefined &&
      (((isLabel(line) || (loneNext && labelWithFigures(line, next))) && isValue(next)) ||
        (isLabel(line) && amountWithRemark(next) && !startsWithAmount(lines[i + 2 + gap])))
    ) {
      out.push(`${line.replace(/\s+$/, '')}  ${next.trim()}`);
      i += 1 + gap;
    } else out.push(line);
  }
  return out;
}

const AMOUNT_FIRST = String.raw`^\s*\(?[-−]?\$?\s?\d{1,3}(?:[,.' ]\d{3})*[.,]\d{2}\)?-?(?:\s?\$)?(?:\s(?:CR|DR))?`;
const AMOUNT_THEN_REMARK = new RegExp(
  String.raw`${AMOUNT_FIRST}(?:\s{1,3}[-–—|]\s{1,3}|\s{2,})(?=\p{L})(?!.*\d[.,]\d\d\b)`,
  'u',
);
const AMOUNT_AT_START = new RegExp(String.raw`${AMOUNT_FIRST}(?!\S)`);

/**
 * "NET ACH SENT TO CARRIER" over "5,220.75 CR  -  Chase ....2917  -  trace 021000021-4471903": the
 * amount under a label, then a remark with no other amount in it. Only a lone one: a column of
 * lines that start with amounts is a table.
 */
function amountWithRemark(line: string): boolean {
  return line.length <= MAX_LINE_CHARS && AMOUNT_THEN_REMARK.test(line);
}

function startsWithAmount(line: string | undefined): boolean {
  return line !== undefined && line.length <= MAX_LINE_CHARS && AMOUNT_AT_START.test(line);
}

/** "This Period", "THIS", "Current": the name of a summary's row of this period's amounts. */
const CURRENT_ROW_NAME = String.raw`(this( (period|pay|week|check|statement))?|current( period)?|cette (periode|période|paie|semaine)|este periodo|esta semana)\s?:?`;
const CURRENT_ROW = new RegExp(String.raw`^${CURRENT_ROW_NAME}$`, 'i');
/** The same name at the start of the row's line, before its first amount. */
const CURRENT_ROW_START = new RegExp(String.raw`^\s*${CURRENT_ROW_NAME}(?= [\d$(.-])`, 'i');

/** "(2,519.23)*": a mark after an amount that points to a footnote, no part of it. */
const FOOTNOTE_MARK_AFTER = /(?<=[\d)])\*{1,2}$/;
/**
 * "PAY DATE  LOADS  GROSS …" over "2025-11-14  3  3,945.80 …": a date's and a count's columns before
 * the amounts of a row of labels over figures, as whole cells or at the start of a line OCR closed up.
 */
const DATE_NAME = String.raw`(?:(?:pay|check|deposit|statement|payment|transfer) )?date`;
const DATE_FIGURE = String.raw`(\d{4}-\d{2}-\d{2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})`;
const COUNT_NAME = String.raw`(?:loads?|trips?|stops?)`;
const DATE_LABEL = new RegExp(
  String.raw`^${DATE_NAME}$|^fecha( de pago)?$|^date (de paie|du paiement|de depot)$`,
);
const DATE_CELL = new RegExp(String.raw`^${DATE_FIGURE}$`);
const CLOSED_DATE_LABEL = new RegExp(String.raw`^${DATE_NAME}\s+(?=\p{L})`, 'iu');
const CLOSED_DATE_VALUE = new RegExp(String.raw`^${DATE_FIGURE}\s+(?=[\d($-])`);
const CLOSED_COUNT_LABEL = new RegExp(String.raw`^${COUNT_NAME}\s+(?=\p{L})`, 'iu');
const COUNT_LABEL = new RegExp(
  String.raw`^(${COUNT_NAME}|voyages?|viajes?|cargas?|(no\.?|number|#) of (loads|trips))$`,
);
const YEAR_HEADING =
  /^\s*(year[- ]to[- ]date|ytd|y-t-d|cumul(atif)?( annuel)?|acumulado( anual)?|acumulados)\b(?!.*\d[.,]\d\d)/i;

/**
 * "Linehaul      Fuel Surcharge      Gross Revenue" over "2,877.60      562.44      3,471.54": a
 * summary printed as a row of labels over a row of amounts, one under each. Becomes one
 * "label  amount" line per pair. Only when the amounts are a single row (a second row of as many
 * amounts would make it a table) and every cell is a label above and an amount below.
 */
function labelRowOverValues(filledLines: string[], at: number): { rows: string[]; valuesAt: number } | null {
  // OCR leaves specks at a line's end ("3,471.54 ."): they are no cell.
  const cellsOf = (line: string) => {
    // By hand, from the end: a pattern anchored at the end backtracks over long runs of spaces.
    // "GROSS EARNINGS  |  TOTAL DEDUCTIONS", "2,838.56 | This pay": a bar between a box's cells
    // parts them, and is no cell either.
    // Copies: the labels of two lines are joined in place below, and splitCells' cells are shared.
    const cells = splitCells(line.replace(/ \| /g, '   ')).map((c) => ({ ...c }));
    while (cells.length > 1 && /^[^\p{L}\d($-]{1,2}$/u.test(cells[cells.length - 1]?.text ?? '')) cells.pop();
    return cells;
  };
  const labels = cellsOf(filledLines[at] ?? '');
  if (labels.length < 1 || labels.length > 8) return null;
  // "YEAR TO DATE (to 17 Apr 2026)" over "Earnings  Inc. Tax  CPP … Net" and its figures: the year's
  // totals, not this pay's.
  if (at > 0 && YEAR_HEADING.test(filledLines[at - 1] ?? '')) return null;
  // "Lease Payment (38 of 208)": a remark in brackets may hold figures; the label itself holds none.
  // "Avance du 29/10/2026", "Transpondeur 407 ETR": so may a date or a number among words.
  const isLabelCell = (t: string) =>
    t.length <= 80 &&
    /\p{L}{2}/u.test(t) &&
    !/\d/.test(
      t
        // "NET DEPOSIT (Superior Shores CU ...7702)": an account's masked number is no figure.
        .replace(/(?:\.{3}|\*{2,}|\b[xX]{2,})\d{4}\b/g, '')
        .replace(/\([^()]{0,24}\)/g, '')
        // "Surcharge carb. 12 %", "TVQ 9,975 %": a rate is part of a label's name.
        .replace(/(?<![\d.,])\d{1,2}(?:[.,]\d{1,3})?\s?%/g, '')
        .replace(/\b\d{1,2}[/.-]\d{1,2}([/.-]\d{2,4})?\b/g, '')
        .replace(/(?<![\d.,])\d{1,4}(?![\d.,])/g, ''),
    );
  if (!labels.every((c) => isLabelCell(c.text))) return null;
  // "TOTAL  LESS  LESS  …  CHECK" over "REVENUE  CHARGES  ADVANCES  …  AMOUNT": labels printed on two
  // lines, cell over cell, are one label each.
  const above = at > 0 ? cellsOf(filledLines[at - 1] ?? '') : [];
  if (
    labels.length >= 2 &&
    above.length === labels.length &&
    above.every((c, k) => {
      const below = labels[k];
      return below !== undefined && isLabelCell(c.text) && c.start < below.end + 2 && below.start < c.end + 2;
    })
  )
    labels.forEach((c, k) => {
      c.text = `${above[k]?.text ?? ''} ${c.text}`;
    });
  // "(100%, reference)   (72%)   (100%)" under "LINEHAUL REVENUE   YOUR SHARE   FUEL SURCHARGE": a
  // row of remarks in brackets, each under its label, is part of those labels.
  const remarks = cellsOf((filledLines[at + 1] ?? '').replace(/^\s*\|/, ' '));
  const remarkRow =
    labels.length >= 2 &&
    remarks.length >= 1 &&
    remarks.every((r) => /^\([^()]{1,30}\)$/.test(r.text)) &&
    remarks.every((r) => labels.some((c) => r.start < c.end + 2 && c.start < r.end + 2));
  if (remarkRow)
    remarks.forEach((r) => {
      const label = labels.find((c) => r.start < c.end + 2 && c.start < r.end + 2);
      if (label) label.text = `${label.text} ${r.text}`;
    });
  let labelsEnd = remarkRow ? at + 1 : at;
  // "Total des" over "revenus", "(forfaits +" over "surch.+att.)": a box's labels wrapped onto lines
  // of their own, each piece under its column, before the amounts.
  if (!remarkRow && labels.length >= 3) {
    for (let k = at + 1; k <= at + 3; k += 1) {
      const pieces = cellsOf(filledLines[k] ?? '');
      if (pieces.length === 0 || pieces.length > labels.length || !pieces.every((c) => isLabelCell(c.text)))
        break;
      const owners = pieces.map((c) => labels.findIndex((l) => c.start < l.end + 2 && l.start < c.end + 2));
      if (owners.some((o) => o < 0) || new Set(owners).size !== owners.length) break;
      pieces.forEach((c, n) => {
        const label = labels[owners[n] ?? -1];
        if (label) label.text = `${label.text} ${c.text}`;
      });
      labelsEnd = k;
    }
  }
  // "This Period  1,532.84  293.68  116.26  1,122.90" (then "Year to Date  …"): the row of this
  // period's amounts, named at its start, or before each amount in a box ("| This pay 2,838.56 |
  // This pay 678.30 |").
  // "+------+------+" between them: a box's rule, no row.
  const valuesAt = /^[\s+|=_-]+$/.test(filledLines[labelsEnd + 1] ?? '') ? labelsEnd + 2 : labelsEnd + 1;
  // "3,668.16 - 2,294.98 + 51.15 = $1,424.33": a sum worked out under its label, not a row of amounts.
  if (/\d\s+[-+−]\s+\$?\d[^=]*=\s*\$?\s*\d/.test(filledLines[valuesAt] ?? '')) return null;
  // "Current 2,967.62 805.46 .2,162.16": OCR's single space after the row's name parts no cells.
  const valuesLine = (filledLines[valuesAt] ?? '').replace(CURRENT_ROW_START, (name) =>
    ' '.repeat(name.length),
  );
  const valueCells = cellsOf(valuesLine)
    .filter((c) => !(labels.length >= 2 && CURRENT_ROW.test(c.text.trim())))
    // "(2,519.23)*": a mark that points to a footnote is no part of the amount.
    .map((c) => ({ ...c, text: c.text.replace(FOOTNOTE_MARK_AFTER, '') }));
  // "PAY DATE  LOADS  GROSS COMPENSATION …" over "2025-11-14  3  3,945.80 …": a date under a date's
  // label is kept as its own line, a count of loads is dropped; the amounts are the row.
  const dated: string[] = [];
  if (labels.length === valueCells.length && labels.length >= 4) {
    for (let k = labels.length - 1; k >= 0; k -= 1) {
      const label = labels[k]?.text ?? '';
      const value = valueCells[k]?.text ?? '';
      const isDate = DATE_LABEL.test(foldText(label)) && DATE_CELL.test(value);
      if (!isDate && !(COUNT_LABEL.test(foldText(label)) && /^\d{1,3}$/.test(value))) continue;
      if (isDate) dated.unshift(`${label}  ${value}`);
      labels.splice(k, 1);
      valueCells.splice(k, 1);
    }
  }
  // The same row with its gaps closed up by OCR ("PAY DATE LOADS GROSS COMPENSATION …" over
  // "2025-11-14 3 3,945.80 …"): the date and the count lead both lines.
  const [closedLabels, closedValues] = [labels[0], valueCells[0]];
  if (labels.length === 1 && valueCells.length === 1 && closedLabels && closedValues) {
    const dateLabel = CLOSED_DATE_LABEL.exec(closedLabels.text);
    const dateValue = CLOSED_DATE_VALUE.exec(closedValues.text);
    if (dateLabel && dateValue) {
      dated.push(`${dateLabel[0].trim()}  ${dateValue[1] ?? ''}`);
      closedLabels.text = closedLabels.text.slice(dateLabel[0].length);
      closedValues.text = closedValues.text.slice(dateValue[0].length);
      const countLabel = CLOSED_COUNT_LABEL.exec(closedLabels.text);
      const countValue = /^\d{1,3}\s+/.exec(closedValues.text);
      if (countLabel && countValue) {
        closedLabels.text = closedLabels.text.slice(countLabel[0].length);
        closedValues.text = closedValues.text.slice(countValue[0].length);
      }
    }
  }
  // "TOTAL EARNINGS  …  NET DEPOSIT  DEPOSITED TO" over "5,573.31  …  2,701.21  First Mid Bank ****2207":
  // the last cell names where the money went; the others are the row. "MONTANT DÉPOSÉ  Institution
  // Transit / folio" over "3 478,48 $  Desjardins  815-30447 / ***612": the last cells, each.
  const lastNamesDestination = () => {
    const lastValue = valueCells[valueCells.length - 1];
    const lastLabel = labels[labels.length - 1];
    return (
      valueCells.length >= 2 &&
      labels.length === valueCells.length &&
      lastValue !== undefined &&
      lastLabel !== undefined &&
      DESTINATION_LABEL.test(foldText(lastLabel.text).trim()) &&
      !isAmountCell(lastValue.text) &&
      lastValue.start < lastLabel.end + 2 &&
      lastLabel.start < lastValue.end + 2
    );
  };
  let destinations = 0;
  while (lastNamesDestination()) {
    valueCells.pop();
    labels.pop();
    destinations += 1;
  }
  if (valueCells.some((c) => /\p{L}/u.test(c.text.replace(LEDGER_MARK_AFTER, '')))) return null;
  const values = valueCells.flatMap((c) =>
    // Single spaces between the amounts (OCR): each is a cell of its own, specks aside.
    // "489.25 DR": the ledger's mark stays with its amount.
    isAmountCell(c.text)
      ? [c]
      : c.text
          .split(' ')
          .filter((text) => /\d/.test(text))
          // ".2,162.16": a speck OCR set before an amount.
          // "(2,519.23)*": a footnote's mark after it.
          .map((text) => ({
            ...c,
            text: text.replace(/^[.,'‘’"]+(?=\d)/, '').replace(FOOTNOTE_MARK_AFTER, ''),
          })),
  );
  // One amount is a row when the cells beside it named where it went.
  if (
    values.length < (destinations > 0 ? 1 : 2) ||
    values.length > 8 ||
    !values.every((c) => isAmountCell(c.text))
  )
    return null;
  const after = cellsOf(filledLines[valuesAt + 1] ?? '');
  if (after.length === values.length && after.every((c) => LONE_AMOUNT.test(c.text))) return null;
  // "RECAP      Trip earnings      Reimbursements      Charges      NET CHECK" over four amounts:
  // the first cell, left of every amount, names the row. A recap's or summary's name stays, as a
  // heading of its own above the rows: it ends the section listed before it.
  const first = labels[0];
  const firstValue = values[0];
  let heading: string[] = [];
  if (
    labels.length === values.length + 1 &&
    first !== undefined &&
    firstValue !== undefined &&
    first.end < firstValue.start - 2 &&
    ROW_NAME.test(first.text)
  ) {
    if (SUMMARY_ROW_NAME.test(first.text)) heading = [first.text];
    labels.shift();
  }
  if (values.length !== labels.length || labels.some((c) => c.text.length > 40)) {
    // '"NET PAY': a quote OCR set before a word is no part of it.
    const words = labels.flatMap((c) =>
      c.text
        .split(' ')
        .map((w) => w.replace(/^["'‘’“”]+|["'‘’“”]+$/g, ''))
        .filter((w) => w !== ''),
    );
    // Two amounts under one label are a current and a year-to-date figure, and a heading that
    // names columns ("Earnings Current YTD", "Earnings Deductions") is no row of labels.
    // "GROSS PAY  TOTAL DEDUCTIONS  NET PAY": a pay stub's summary from gross to net is a row of
    // labels, though two of its words name columns.
    const grossToNet = words.some((w) => /^gross$/i.test(w)) && words.some((w) => /^net$/i.test(w));
    const columnNames = grossToNet
      ? words.some((w) => COLUMN_DESCRIPTOR.test(w))
      : words.some((w) => COLUMN_WORD.test(w));
    if (values.length < 3 || columnNames) return null;
    const split = splitIntoLabels(words, values.length);
    return split
      ? {
          rows: [...dated, ...heading, ...split.map((label, k) => `${label}  ${values[k]?.text ?? ''}`)],
          valuesAt,
        }
      : null;
  }
  // Each amount sits under its label: their spans overlap or nearly touch.
  const aligned = labels.every((label, k) => {
    const value = values[k];
    return value !== undefined && value.start <= label.end + 6 && value.end >= label.start - 6;
  });
  if (!aligned) return null;
  return {
    rows: [...dated, ...heading, ...labels.map((label, k) => `${label.text}  ${values[k]?.text ?? ''}`)],
    valuesAt,
  };
}

/**
 * "Linehaul Fuel Surcharge Deadhead Pay Gross Revenue" over four amounts: the words split into
 * four labels, each of which must name an item; of the ways to split them, the one whose labels
 * say most surely what they are (itemLabelStrength) wins. Null when no split names an item in
 * every label. Dynamic programming over at most 16 words and 8 labels.
 */
function splitIntoLabels(words: string[], count: number): string[] | null {
  if (words.length < count || words.length > 16) return null;
  const n = words.length;
  // best[k][i]: the best score splitting the first i words into k labels (-1: impossible).
  const best = Array.from({ length: count + 1 }, () => new Array<number>(n + 1).fill(-1));
  const from = Array.from({ length: count + 1 }, () => new Array<number>(n + 1).fill(-1));
  (best[0] as number[])[0] = 0;
  for (let k = 1; k <= count; k += 1) {
    for (let i = k; i <= n; i += 1) {
      for (let j = k - 1; j < i && i - j <= 6; j += 1) {
        const before = best[k - 1]?.[j] ?? -1;
        if (before < 0) continue;
        const strength = itemLabelStrength(words.slice(j, i).join(' '));
        if (strength === 0) continue;
        if (before + strength > (best[k]?.[i] ?? -1)) {
          (best[k] as number[])[i] = before + strength;
          (from[k] as number[])[i] = j;
        }
      }
    }
  }
  if ((best[count]?.[n] ?? -1) < 0) return null;
  const labels: string[] = [];
  for (let k = count, i = n; k > 0; k -= 1) {
    const j = from[k]?.[i] ?? 0;
    labels.unshift(words.slice(j, i).join(' '));
    i = j;
  }
  return labels;
}

/**
 * "Mileage pay (1,102 mi)" then "1,873.40": a label may hold figures of its own (a count, a rate
 * after x or @) when the next line is a lone amount and the label does not end in one itself.
 */
function labelWithFigures(line: string, next: string): boolean {
  // "(bal after 160.00)": a remark in brackets at the end is part of the label.
  // "… (250.00) 0.00 :": specks OCR left after the line's last amount are no part of the label.
  const label = line
    .trim()
    .replace(/\s*\([^()]*\p{L}{2}[^()]*\)$/u, '')
    .replace(/(\s+[:.,;'"|]{1,2})+$/, '');
  const words = /\p{L}{3}/u.test(label) || /^(40[13]|457)\s?\(?[bk]\)?/i.test(label); // or "401(k) 5%"
  if (label.length > 70 || !words || !LONE_AMOUNT.test(next.trim())) return false;
  const endsInAmount = /\d[.,]\d{2}\)?$/.test(label) && !/(^|\s)[x×*@]\s*\$?\d{0,3}[.,]\d{2,3}$/.test(label);
  return !endsInAmount;
}

/**
 * How many lone amounts start at `at` and are followed by as many labels (0 when not so): only
 * at the start of a run of values, at least three of them and at most a dozen, every one an amount.
 */
function amountsThenLabels(filledLines: string[], at: number, valueRun: number[]): number {
  const count = valueRun[at] ?? 0;
  if (count < 3 || count > 12 || (valueRun[at - 1] ?? 0) > 0) return 0;
  for (let k = 0; k < count; k += 1) if (!LONE_AMOUNT.test((filledLines[at + k] ?? '').trim())) return 0;
  for (let k = count; k < count * 2; k += 1) {
    const label = (filledLines[at + k] ?? '').trim();
    if (label.length > 60 || !/\p{L}{3}/u.test(label) || /\d[.,]\d{2}\)?$/.test(label)) return 0;
  }
  return count;
}

/** Words that only ever name a column, never an item. */
const COLUMN_DESCRIPTOR_WORDS =
  'current|ytd|y-t-d|year|period|rate|hours|hrs|units|qty|amount|amt|balance|bal|description|this|prior|previous';
const COLUMN_DESCRIPTOR = new RegExp(`^(${COLUMN_DESCRIPTOR_WORDS})$`, 'i');
/** Those, and the words that head a block's column as well as name its total. */
const COLUMN_WORD = new RegExp(`^(${COLUMN_DESCRIPTOR_WORDS}|earnings|deductions|total|totals)$`, 'i');

// "4 705,00 $": French Canada prints the dollar sign after the amount.
// "2,273.27-", "73.20+": a sign after the figure says whether it is taken off or added; "+29,56 $"
// before it too. "(1 949,85 $)": the dollar sign inside the brackets. "1600.00": no grouping mark.
const LONE_AMOUNT =
  /^\(?[-−+]?\s?\$?\s?(\d{1,3}([,.' ]\d{3})*|\d{4,7})[.,]\d{2}(\s?\$(?=\)))?\)?[-+]?(\s?\$)?$/;

/** A heading that names a row of totals: "RECAP", "SUMMARY", "TOTALS", "RÉSUMÉ", "RESUMEN". */
const SUMMARY_NAME = String.raw`recap|summary|r[ée]sum[ée]|resumen|sommaire`;
const ROW_NAME = new RegExp(String.raw`^(${SUMMARY_NAME}|totals?|this (period|week|pay))\s?:?$`, 'i');
/** A row named as a recap or summary (not "Totals"): the name is a heading over its rows. */
const SUMMARY_ROW_NAME = new RegExp(String.raw`^(${SUMMARY_NAME})\s?:?$`, 'i');

/** "DEPOSITED TO", "PAID TO", "BANK": a column naming where the net went, not an amount. */
const DESTINATION_LABEL = foldPattern(
  /^((deposited|paid|sent|wired|transferred|remitted|deposit|payment) (to|into|via)|bank|bank account|account|deposit account|depose (a|au|dans)|depositado (a|en)|institution( financiere)?|banque|compte|transit( \/ folio)?|folio|banco|cuenta)$/,
);
/** "489.25 DR", "5,850.00 CR": a ledger's debit or credit mark after an amount. */
const LEDGER_MARK_AFTER = /\s(CR|DR)$/;

/** An amount alone in its cell, "489.25 DR" with its ledger's mark too. */
function isAmountCell(text: string): boolean {
  return LONE_AMOUNT.test(text.replace(LEDGER_MARK_AFTER, ''));
}

const NUMBER_CELL = /^\(?[-−]?\$?\s?\d[\d,.' ]{0,14}\)?-?$/;
const ID_CELL = /^(?=.*\d)[A-Z0-9#][A-Z0-9#/-]{1,24}$/i;
const NUMERIC: readonly ColumnKind[] = ['miles', 'linehaul', 'fsc', 'amount', 'deducted'];

/**
 * A load table that PDF text extraction gave one cell per line: its column names first ("Order",
 * "Origin", "Destination", "Miles", "Pay"), then each row cell by cell. Rebuilt as aligned lines
 * (cells padded to their column's width) so the table reader sees the table it was. The header
 * must start with an id column and name a number column; rows are taken while each has an id
 * first and a number in every number column.
 */
function unstackTable(lines: string[], at: number, labelRun: number): { rows: string[]; end: number } | null {
  if (labelRun < 3) return null;
  // OCR leaves specks after a cell ("602.50 ’", "243 .", "Destination >").
  const cell = (l: string) => l.trim().replace(/\s+[^\p{L}\d($]{1,3}$/u, '');
  const names = lines.slice(at, at + Math.min(labelRun, 10)).map(cell);
  const kinds = names.map(columnKindOf);
  if (kinds[0] !== 'id' || !kinds.some((k) => NUMERIC.includes(k))) return null;
  const width = names.length;
  const rows: string[][] = [];
  let next = at + width;
  while (next + width <= lines.length) {
    const cells = lines.slice(next, next + width).map(cell);
    const fits = cells.every((cell, k) =>
      k === 0
        ? ID_CELL.test(cell)
        : NUMERIC.includes(kinds[k] ?? 'other')
          ? NUMBER_CELL.test(cell)
          : cell !== '' && cell.length <= 40,
    );
    if (!fits) break;
    rows.push(cells);
    next += width;
  }
  if (rows.length === 0) return null;
  const widths = names.map((name, k) => Math.max(name.length, ...rows.map((r) => (r[k] ?? '').length)));
  const aligned = (cells: string[]) =>
    cells
      .map((c, k) => c.padEnd((widths[k] ?? 0) + 3))
      .join('')
      .trimEnd();
  return { rows: [aligned(names), ...rows.map(aligned)], end: next };
}
