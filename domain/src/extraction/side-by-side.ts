/**
 * "EARNINGS                    | DEDUCTIONS": a statement printed as two columns split by a bar,
 * each with its own heading, items and total. Read line by line, a row would mix a load of the
 * left column with a charge of the right one, and a heading on one side would seem to cover both.
 * The block is read as the left column, then the right column, each as lines of its own.
 */
const MIN_ROWS = 3;

/** Where the line's one bar is, when it has exactly one; otherwise -1. */
function barAt(line: string): number {
  const first = line.indexOf('|');
  if (first < 0 || line.indexOf('|', first + 1) >= 0) return -1;
  return first;
}

/** The heading row: a word on each side of the bar, no figures. */
function isHeadingRow(line: string, bar: number): boolean {
  return /\p{L}{3}/u.test(line.slice(0, bar)) && /\p{L}{3}/u.test(line.slice(bar + 1)) && !/\d/.test(line);
}

const RULE_ACROSS = /^\s*[-=_]{10,}\s*$/;

/** "Fuel surcharge 312.40 | Cargo ins. share 36.00 |": OCR reads the box's right edge as a second bar. */
function withoutBoxEdge(line: string): string {
  const last = line.lastIndexOf('|');
  const first = line.indexOf('|');
  if (first === last || !/^[\s.:'‘’"~]*$/.test(line.slice(last + 1))) return line;
  return line.slice(first + 1, last).trim() === '' ? line : line.slice(0, last);
}

/**
 * Where a row's one bar, or the "+" of its rule ("-----+-----"), stands; otherwise -1. A "+" in a
 * row's words ("(+) Reembolsos") is a sign, not a crossing.
 */
function rowBarAt(line: string): number {
  const bar = barAt(withoutBoxEdge(line));
  if (bar >= 0 || !/^[\s\-=_+]+$/.test(line)) return bar;
  return barAt(line.replace(/\+/g, '|'));
}

/**
 * A row of the block: its bar stands where the heading's does, give or take one place. Where OCR
 * closed the heading's spaces up ("RESUMEN | VIAJES LIQUIDADOS"), places mean nothing: any row with
 * one bar is a row.
 */
function sharesBar(line: string, bar: number, collapsed: boolean): boolean {
  const at = rowBarAt(line);
  return at >= 0 && (collapsed || Math.abs(at - bar) <= 1);
}

export function unfoldBarColumns(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const bar = barAt(line);
    if (bar < 0 || !isHeadingRow(line, bar)) {
      out.push(line);
      continue;
    }
    let end = i + 1;
    // A rule across both columns ("-----…") under the heading or above the totals is part of both.
    const ruleAcross = (l: string) => RULE_ACROSS.test(l) && l.trimEnd().length > bar;
    const collapsed = !/\S {3,}\S/.test(line);
    const inBlock = (l: string) => sharesBar(l, bar, collapsed) || ruleAcross(l);
    // OCR may leave a blank line between two rows of the block.
    while (
      end < lines.length &&
      (inBlock(lines[end] ?? '') || ((lines[end] ?? '').trim() === '' && inBlock(lines[end + 1] ?? '')))
    )
      end += 1;
    if (end - i < MIN_ROWS) {
      out.push(line);
      continue;
    }
    const block = lines.slice(i, end).map((l) => {
      // A rule across has no bar of its own: it is cut where the heading's bar stands.
      const ownBar = rowBarAt(l);
      const at = ownBar >= 0 ? ownBar : Math.min(bar, l.length);
      return { left: l.slice(0, at).trimEnd(), right: l.slice(at + 1) };
    });
    out.push(...block.map((b) => b.left), '', ...block.map((b) => b.right), '');
    i = end - 1;
  }
  return out;
}

/**
 * "Medicare        -24.60    512.01    account number   amount": a payroll stub's right-hand column
 * of notes and deposits beside its items, set apart by spaces alone. Read line by line, the note's
 * words and figures would join the item's ("MN State Income Tax -71.35 1,605.30 xxxxxx0914 913.54").
 * Where text starts at one place down a run of lines, after a wide gap, and the lines' left parts
 * are headings or end with an amount, the block is read as its left part; the right part is read
 * after the document's end.
 */
const NOTE_MIN_LINES = 5;
const NOTE_GAP = 4;
const NOTE_MIN_START = 40;
const ENDS_WITH_AMOUNT = /\d[.,]\d{2}\)?\s*(CR|DR)?$/;

/** Where the line's text resumes after a wide gap at `at`: its left and right parts, or null. */
function partsAt(line: string, at: number): { left: string; right: string } | null {
  if (line.length <= at || line[at] === ' ' || line[at - 1] !== ' ') return null;
  if (line.slice(Math.max(0, at - NOTE_GAP), at).trim() !== '') return null;
  return { left: line.slice(0, at).trimEnd(), right: line.slice(at).trim() };
}

/** A left part that can sit beside a note: nothing, a heading without figures, or an item with its amount. */
const leftFits = (left: string) => left.trim() === '' || !/\d/.test(left) || ENDS_WITH_AMOUNT.test(left);

/** Where text resumes after a gap of NOTE_GAP spaces or more, scanned once (a regular expression
 * tried at every space of a long run would take quadratic time). */
function resumesAfterGap(line: string): number[] {
  const starts: number[] = [];
  let spaces = 0;
  for (let i = 0; i < line.length; i += 1) {
    if (line[i] === ' ') spaces += 1;
    else {
      if (spaces >= NOTE_GAP && /\p{L}/u.test(line[i] ?? '')) starts.push(i);
      spaces = 0;
    }
  }
  return starts;
}

function noteColumn(lines: string[]): number | null {
  const counts = new Map<number, number>();
  for (const line of lines)
    for (const at of resumesAfterGap(line))
      if (at >= NOTE_MIN_START) counts.set(at, (counts.get(at) ?? 0) + 1);
  const best = [...counts.entries()].filter(([, n]) => n >= NOTE_MIN_LINES).sort((a, b) => b[1] - a[1])[0];
  return best ? best[0] : null;
}

export function unfoldNoteColumn(lines: string[]): string[] {
  const at = noteColumn(lines);
  if (at === null) return lines;
  // The block: lines with text resuming at the column, and the shorter or blank lines between them.
  const member = lines.map((line) => {
    const parts = partsAt(line, at);
    if (parts) return leftFits(parts.left) ? parts : undefined;
    return line.length <= at - 2 || line.trim() === '' ? null : undefined;
  });
  const first = member.findIndex((m) => m !== null && m !== undefined);
  if (first < 0) return lines;
  let last = first;
  for (let k = first + 1; k < lines.length && member[k] !== undefined; k += 1) if (member[k]) last = k;
  const block = member.slice(first, last + 1);
  const withNotes = block.filter((m) => m !== null && m !== undefined);
  const worded = withNotes.filter((m) => /^\p{L}/u.test(m.right)).length;
  const itemsBeside = withNotes.filter((m) => ENDS_WITH_AMOUNT.test(m.left)).length;
  // A right column of items with their amounts ("RETENUES … 1 108,34") is a second block of the
  // statement, read where it stands; only notes, counts and deposits go last.
  const amounts = withNotes.filter((m) => ENDS_WITH_AMOUNT.test(m.right)).length;
  if (withNotes.length < NOTE_MIN_LINES || worded * 2 < withNotes.length || itemsBeside < 2) return lines;
  if (amounts * 2 > withNotes.length) return lines;
  const left = block.map((m, k) => (m ? m.left : (lines[first + k] ?? '')));
  const right = block.flatMap((m) => (m ? [m.right] : []));
  // The notes go last: beside the items they are no part of them, nor of what follows the block.
  return [...lines.slice(0, first), ...left, ...lines.slice(last + 1), '', ...right];
}

/**
 * "PERCEPCIONES                             DESCUENTOS Y RETENCIONES": two sections printed side by
 * side, set apart by spaces alone, each with its items and amounts. Read line by line, a row would
 * give a left item's amount to the right item's words, and a right item wrapped onto two lines
 * ("Comisión por administración 8%" over "sobre fletes  5,164.00") would lend its second line to
 * the left item beside it. The block, from its heading to the first blank line, is read as the left
 * section, then the right one. Only where no word crosses from one side to the other and both sides
 * print amounts on two rows or more.
 */
const SPACED_MIN_START = 30;
const SECTION_WORDS = /^[\p{Lu}][\p{Lu}\s&/.,'()-]{3,60}$/u;
const ENDS_WITH_FIGURE = /\d[.,]\d{2}\)?\s*-?$/;
const EARNINGS_HEADING =
  /^(PERCEPCIONES|INGRESOS|ABONOS|EARNINGS|CREDITS|GAINS|REVENUS|REVENUES?|INCOME|CR[EÉ]DITS)\b/u;
const CHARGES_HEADING =
  /^(DESCUENTOS|DEDUCCIONES|RETENCIONES|CARGOS|DEDUCTIONS|DEBITS|CHARGES|RETENUES|D[EÉ]BITS)\b/u;

function spacedHeadingStart(line: string): number | null {
  if (/\d/.test(line)) return null;
  const trimmed = line.trimEnd();
  // The first wide gap after a word, found in one scan (a lazy pattern over the whole line
  // backtracks at every blank).
  const gap = /\S(\s{6,})(?=\S)/.exec(trimmed);
  if (!gap) return null;
  const at = gap.index + 1 + (gap[1] ?? '').length;
  const left = trimmed.slice(0, gap.index + 1).trim();
  const right = trimmed.slice(at);
  if (at < SPACED_MIN_START || /\s{2,}/.test(right)) return null;
  if (!SECTION_WORDS.test(left) || !SECTION_WORDS.test(right)) return null;
  // Sections, not a table's column names: the pay or one kind of charge on the left, charges on the right.
  if (!(EARNINGS_HEADING.test(left) || CHARGES_HEADING.test(left)) || !CHARGES_HEADING.test(right))
    return null;
  return at;
}

export function unfoldSpacedColumns(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const at = line.length > 200 ? null : spacedHeadingStart(line);
    if (at === null) {
      out.push(line);
      continue;
    }
    const rows: { left: string; right: string }[] = [];
    let end = i + 1;
    for (; end < lines.length; end += 1) {
      const row = lines[end] ?? '';
      if (row.trim() === '' || row.length > 200) break;
      // No word may cross the boundary: two blanks stand just before where the right side starts.
      const cut = at - 2;
      if (row.length > cut && row.slice(cut - 1, cut + 1) !== '  ' && row.slice(0, cut + 1).trim() !== '')
        break;
      rows.push({ left: row.slice(0, cut).trimEnd(), right: row.slice(cut).trim() });
    }
    const leftFigures = rows.filter((r) => ENDS_WITH_FIGURE.test(r.left)).length;
    const rightFigures = rows.filter((r) => ENDS_WITH_FIGURE.test(r.right)).length;
    if (rows.length < 3 || leftFigures < 2 || rightFigures < 2) {
      out.push(line);
      continue;
    }
    const headingLeft = line.slice(0, at).trimEnd();
    const headingRight = line.slice(at).trim();
    out.push(
      headingLeft,
      ...rows.map((r) => r.left),
      '',
      headingRight,
      ...rows.map((r) => `  ${r.right}`),
      '',
    );
    i = end - 1;
  }
  return out;
}
