/**
 * "Date | Broker | Load # | Lane | Mi | Rate": a table whose cells are split by bars. Its columns are
 * the bars, not the places its words stand: OCR closes the gaps up ("2026-04-13 | TQL | 44187320"),
 * so a row's cells no longer stand under their header's. Each block of such lines is laid out
 * again, cell k of every line at the place of column k and the bars gone, so the table reader finds
 * the columns by position as in any other table.
 */

/** Four cells or more: a box of three totals ("| Gross | Deductions | Net |") is no table. */
const MIN_CELLS = 4;
const GAP = '   ';

/**
 * The line's cells between bars, the walls' empty edges included so that "| 2026-04-13 | …" and
 * "- | Date | …" (a speck before the header) count alike; null when it holds too few cells.
 */
function barCells(line: string): string[] | null {
  if (!/[\p{L}\p{N}]/u.test(line)) return null;
  const parts = line.split('|').map((p) => p.trim());
  const walls = (parts[0] === '' ? 1 : 0) + (parts[parts.length - 1] === '' ? 1 : 0);
  return parts.length - walls >= MIN_CELLS ? parts : null;
}

/** Where a line's bars stand. */
const barsAt = (line: string) => [...line.matchAll(/\|/g)].map((m) => m.index);

/** Rows drawn in place: every bar stands where the first row's does (give or take one place). */
function drawnInPlace(lines: string[]): boolean {
  const first = barsAt(lines[0] ?? '');
  return lines.every((line) => {
    const bars = barsAt(line);
    return bars.length === first.length && bars.every((at, k) => Math.abs(at - (first[k] ?? 0)) <= 1);
  });
}

/** "2025-05-06. Miami FL > Atlanta GA": a date, a speck, then words. */
const DATE_THEN_WORDS = /^(\d{4}-\d\d-\d\d|\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?)[.,:;]?\s+(\p{L}.*)$/u;

/** "TOTALS (3 loads)", "Total", "Totaux", "Sumas": the label of a table's totals row. */
const TOTALS_LABEL = /^\W{0,2}(totals?|totaux|totales|sumas?|grand total)\b/i;

/**
 * A line inside a block that is no row: blank, or a rule ("-----+-------", "======"), or a rule
 * OCR garbled into specks of letters ("BE EE PE PS SY", "Be aaa Se |").
 */
const isSpacer = (line: string) =>
  !/[\p{L}\p{N}]/u.test(line) ||
  (!/\p{N}/u.test(line) &&
    line
      .split(/[\s|:;.,'’"`~*_=+-]+/)
      .filter((t) => t !== '')
      .every((t) => t.length <= 3));

/** "Rate _", "Lane .", "Disp 7% :", "* 1834": a speck OCR left beside a cell's words. */
const withoutSpeck = (cell: string) =>
  cell.replace(/\s+[._:;,'’"`~*-]{1,2}$/, '').replace(/^[._:;,'’"`~*]{1,2}\s+/, '');

const BOXED_REMARK = /^\s*\|.*\p{L}{2}.*\|\s*$/u;

export function alignBarTables(lines: string[]): string[] {
  // Each line's cells, split once.
  const cellsByLine = lines.map(barCells);
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    if (cellsByLine[i] === null) {
      out.push(lines[i] ?? '');
      i += 1;
      continue;
    }
    // The block: rows with bars, and the blank lines and rules between them.
    let end = i;
    let last = i;
    // "|   |   note: driver paid lumper at Richmond DC … |" between two rows: a remark on the row
    // above, drawn in the box with fewer cells; the table goes on under it.
    // "|      |   line haul 1,100.00 + detention 1.5 h 75.00   |": under the row's empty first cell, a
    // remark may hold the row's parts in figures.
    const remarkInBox = (k: number) =>
      BOXED_REMARK.test(lines[k] ?? '') &&
      (!/\d[.,]\d\d/.test(lines[k] ?? '') || /^\s*\|\s+\|/.test(lines[k] ?? '')) &&
      cellsByLine[k + 1] != null;
    while (
      end < lines.length &&
      (cellsByLine[end] !== null || isSpacer(lines[end] ?? '') || (end > i && remarkInBox(end)))
    ) {
      if (cellsByLine[end] !== null) last = end;
      end += 1;
    }
    const rows = cellsByLine.slice(i, last + 1).map((cells, k) => ({ at: i + k, cells: cells ?? null }));
    // The count of cells most rows have; a row OCR dropped a bar from is left as it was.
    const counts = new Map<number, number>();
    for (const { cells } of rows) if (cells) counts.set(cells.length, (counts.get(cells.length) ?? 0) + 1);
    const [width] = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [0];
    // "oO | Solutions | City UT linehaul | | |" under rows that open with a bar: OCR read the wall and
    // the empty first cell as a speck of letters; the row is one wall short.
    for (const row of rows)
      if (row.cells?.length === width - 1 && /^[\p{L}©®°'’"`~*._:;,-]{1,2}$/u.test(row.cells[0] ?? ''))
        row.cells = ['', '', ...row.cells.slice(1)];
    // "| 4471902 | … | 1,350.00 | =": OCR lost the closing bar after the last cell; it is one wall short.
    for (const row of rows)
      if (row.cells?.length === width - 1 && row.cells[row.cells.length - 1] !== '')
        row.cells = [...row.cells, ''];
    // "| 2025-05-06. Miami FL > Atlanta GA |": OCR lost the bar between a date and the words after
    // it; the row is one cell short, and the date is a cell of its own.
    for (const row of rows) {
      const cells = row.cells;
      if (!cells || cells.length !== width - 1) continue;
      const at = cells.findIndex((c) => DATE_THEN_WORDS.test(c));
      const split = at >= 0 ? DATE_THEN_WORDS.exec(cells[at] ?? '') : null;
      if (split) row.cells = [...cells.slice(0, at), split[1] ?? '', split[2] ?? '', ...cells.slice(at + 1)];
    }
    // "| TOTALS (3 loads) | 4,325.00 | … |": a totals row's label spans the columns of the ids and
    // lanes; its figures stand under the last columns.
    for (const row of rows) {
      const cells = row.cells;
      if (!cells || cells.length >= width) continue;
      const label = cells[0] === '' ? 1 : 0;
      if (TOTALS_LABEL.test(cells[label] ?? ''))
        row.cells = [
          ...cells.slice(0, label + 1),
          ...Array<string>(width - cells.length).fill(''),
          ...cells.slice(label + 1),
        ];
    }
    const table = rows.filter((r): r is { at: number; cells: string[] } => r.cells?.length === width);
    // A table printed in place keeps its columns (a totals row may span several): its bars become
    // blanks where they stand. One whose bars wander is laid out again.
    const block = lines.slice(i, last + 1);
    if (table.length >= 2 && drawnInPlace(table.map((r) => lines[r.at] ?? ''))) {
      out.push(...block.map((line) => line.replace(/\|/g, ' ')));
    } else if (table.length >= 2) {
      // OCR also leaves blank lines between the rows, which would end the table: they go.
      const cellsOf = new Map(table.map((r) => [r.at, r.cells.map(withoutSpeck)]));
      const widths = Array.from({ length: width }, (_, k) =>
        Math.max(...[...cellsOf.values()].map((cells) => cells[k]?.length ?? 0)),
      );
      for (const [k, line] of block.entries()) {
        const cells = cellsOf.get(i + k);
        if (cells)
          out.push(
            cells
              .map((cell, c) => cell.padEnd(widths[c] ?? 0))
              .join(GAP)
              .trimEnd(),
          );
        // A rule OCR garbled into letters goes too: it would end the table before its totals.
        else if (line.trim() !== '' && !(isSpacer(line) && /\p{L}/u.test(line))) out.push(line);
      }
    } else out.push(...block);
    i = last + 1;
  }
  return out;
}
