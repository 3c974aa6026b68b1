import { columnKindOf, type ColumnKind } from './tables.js';
import { MAX_LINE_CHARS } from './tokens.js';

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
    const table = at === undefined ? null : unstackTable(filledLines, at, filledLabelRun[at] ?? 0);
    if (table) {
      out.push(...table.rows);
      i = filled[table.end - 1] ?? i;
      continue;
    }
    // A block of labels followed by as many values ("Gross Pay / Deductions / Net Pay" then
    // "1,470.72 / 321.46 / 1,149.26"): a PDF that lays them out in two columns gives them so.
    const labels = at === undefined ? 0 : (filledLabelRun[at] ?? 0);
    if (at !== undefined && labels >= 2 && (filledValueRun[at + labels] ?? 0) === labels) {
      const lineAt = (k: number) => lines[filled[at + k] ?? -1] ?? '';
      for (let k = 0; k < labels; k += 1)
        out.push(`${lineAt(k).replace(/\s+$/, '')}  ${lineAt(labels + k).trim()}`);
      i = filled[at + labels * 2 - 1] ?? i;
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
