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

/** Where a row's one bar, or the "+" of its rule, stands; otherwise -1. */
const rowBarAt = (line: string): number => barAt(line.replace(/\+/g, '|'));

/** A row of the block: its bar stands where the heading's does, give or take one place. */
function sharesBar(line: string, bar: number): boolean {
  const at = rowBarAt(line);
  return at >= 0 && Math.abs(at - bar) <= 1;
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
    while (end < lines.length && sharesBar(lines[end] ?? '', bar)) end += 1;
    if (end - i < MIN_ROWS) {
      out.push(line);
      continue;
    }
    const block = lines.slice(i, end).map((l) => {
      const at = rowBarAt(l);
      return { left: l.slice(0, at).trimEnd(), right: l.slice(at + 1) };
    });
    out.push(...block.map((b) => b.left), '', ...block.map((b) => b.right), '');
    i = end - 1;
  }
  return out;
}
