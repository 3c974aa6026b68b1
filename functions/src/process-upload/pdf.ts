/**
 * PDF text through Mozilla's pdf.js (the unpdf build for servers): every page's text layer laid
 * out as lines, with runs of spaces where the page has column gaps (the extractor splits cells
 * on two or more spaces), and pages rendered to PNG for OCR when a page is a scan.
 */
import type { StructuredTextItem } from 'unpdf';

export class PdfReadError extends Error {
  constructor(
    readonly reason: 'encrypted' | 'corrupt',
    cause: unknown,
  ) {
    super(`PDF ${reason}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

export interface PdfDocument {
  pageCount: number;
  /** The text layer of each page, as lines ('' for a page without one). */
  pageTexts(): Promise<string[]>;
  /** One page (1-based) as a PNG at `dpi`, for OCR. */
  renderPage(page: number, dpi: number): Promise<Uint8Array>;
  close(): Promise<void>;
}

export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  // Imported on first use: the functions share one bundle, and the others need no pdf.js at cold start.
  const { extractTextItems, getDocumentProxy, renderPageAsImage } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js takes ownership of (detaches) the buffer it is given: pass a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: true });
  } catch (error) {
    const name = (error as { name?: unknown }).name;
    throw new PdfReadError(name === 'PasswordException' ? 'encrypted' : 'corrupt', error);
  }
  return {
    pageCount: pdf.numPages,
    async pageTexts() {
      try {
        const { items } = await extractTextItems(pdf);
        return items.map(layoutLines);
      } catch (error) {
        throw new PdfReadError('corrupt', error);
      }
    },
    async renderPage(page, dpi) {
      const png = await renderPageAsImage(pdf, page, {
        canvasImport: () => import('@napi-rs/canvas'),
        scale: dpi / 72,
      });
      return new Uint8Array(png);
    },
    close: () => pdf.loadingTask.destroy(),
  };
}

/**
 * A page's text items as lines: items whose baselines are within half a font size form a line
 * (top to bottom), ordered left to right. A gap wider than about one character becomes at least
 * two spaces, and text is placed near its column (x / half the font size), so the columns of a
 * statement's table stay apart and roughly aligned under their headings.
 */
export function layoutLines(items: readonly StructuredTextItem[]): string {
  const visible = items.filter((i) => i.str.trim() !== '');
  const rows: StructuredTextItem[][] = [];
  for (const item of [...visible].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.at(-1);
    const tolerance = Math.max(1, (row?.[0]?.fontSize ?? item.fontSize) * 0.5);
    if (row?.[0] && Math.abs(row[0].y - item.y) <= tolerance) row.push(item);
    else rows.push([item]);
  }
  return rows
    .map((row) => {
      let line = '';
      let end = 0;
      for (const item of row.sort((a, b) => a.x - b.x)) {
        const charWidth = Math.max(1, item.fontSize * 0.5);
        const column = Math.round(item.x / charWidth);
        if (line === '') line = ' '.repeat(Math.max(0, column));
        else {
          const gap = item.x - end;
          if (gap > item.fontSize * 0.8) line += ' '.repeat(Math.max(2, column - line.length));
          else if (gap > item.fontSize * 0.1 && !line.endsWith(' ')) line += ' ';
        }
        line += item.str;
        end = item.x + item.width;
      }
      return line.trimEnd();
    })
    .join('\n');
}
