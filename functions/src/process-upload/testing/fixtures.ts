/**
 * Files for the processUpload tests, made by the tests themselves: statement PDFs with a text
 * layer (pdf-lib, Courier so the columns stay apart), scanned PDFs and photos rendered from text
 * (@napi-rs/canvas), a password-protected PDF, spreadsheets (papaparse, exceljs).
 */
import { createHash } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const A4 = { width: 595.28, height: 841.89 };

/** A text-layer PDF: each string of `pages` is one page, one PDF text line per line of text. */
export async function textPdf(pages: readonly string[], fontSize = 9): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Courier);
  for (const text of pages) {
    const page = doc.addPage([A4.width, A4.height]);
    text.split('\n').forEach((line, i) => {
      if (line.trim() !== '')
        page.drawText(line, { x: 36, y: A4.height - 48 - i * fontSize * 1.4, size: fontSize, font });
    });
  }
  return doc.save();
}

/** Text drawn black on white, like a photo or scan of a printed page. */
export function textImage(
  text: string,
  options: { width?: number; height?: number; fontSize?: number; format?: 'png' | 'jpeg' } = {},
): Uint8Array {
  const { width = 1400, fontSize = 28, format = 'png' } = options;
  const lines = text.split('\n');
  const height = options.height ?? Math.max(200, 80 + lines.length * fontSize * 1.5);
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, width, height);
  g.fillStyle = '#111111';
  g.font = `${fontSize}px monospace`;
  lines.forEach((line, i) => g.fillText(line, 40, 60 + i * fontSize * 1.5));
  return format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 90);
}

/** A blank page photo: no text at all. */
export function blankImage(width = 800, height = 600): Uint8Array {
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = '#f4f4f0';
  g.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

/** A scanned statement: a PDF whose only page is an image of the text (no text layer). */
export async function scannedPdf(text: string, dpi = 150): Promise<Uint8Array> {
  const scale = dpi / 72;
  const width = Math.round(A4.width * scale);
  const fontSize = Math.round(9 * scale);
  const png = textImage(text, { width, height: Math.round(A4.height * scale), fontSize });
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(png);
  const page = doc.addPage([A4.width, A4.height]);
  page.drawImage(image, { x: 0, y: 0, width: A4.width, height: A4.height });
  return doc.save();
}

/** Assembles a PDF from object bodies with a correct cross-reference table. */
function rawPdf(objects: readonly string[], trailerExtra: string): Uint8Array {
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra} >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/**
 * A PDF protected by a user password (standard security handler, RC4 40-bit): its /U entry was
 * computed for a password we do not give the reader, so opening it without one fails, as it does
 * for any password-protected statement.
 */
export function passwordProtectedPdf(): Uint8Array {
  const hex = (seed: string) => createHash('sha256').update(seed).digest('hex').slice(0, 64);
  return rawPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${hex('owner')}> /U <${hex('user')}> /P -44 >>`,
    ],
    `/Encrypt 4 0 R /ID [<${hex('id').slice(0, 32)}> <${hex('id').slice(0, 32)}>]`,
  );
}

/** The first bytes of a Windows program, renamed by someone to statement.pdf. */
export function windowsProgram(): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
  bytes.set(Buffer.from('This program cannot be run in DOS mode.'), 0x4e);
  return bytes;
}

export function csvFile(rows: readonly (readonly (string | number)[])[]): Uint8Array {
  return new Uint8Array(Buffer.from(Papa.unparse(rows.map((r) => [...r])), 'utf8'));
}

export async function xlsxFile(rows: readonly (readonly (string | number | Date)[])[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Expenses');
  for (const row of rows) sheet.addRow([...row]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A one-load settlement statement whose text layer books as a balanced settlement with one deduction. */
export const ONE_LOAD_STATEMENT = `LANDSTAR RANGER, INC.
BCO SETTLEMENT STATEMENT
Settlement Date: 11/12/2026      Week Ending: 11/08/2026
FREIGHT BILL   ORIGIN          DEST             MILES    LINEHAUL
2218841        LAREDO TX       MEMPHIS TN         864    1,987.20
Total Revenue                                             1,987.20
DEDUCTIONS
Fuel Purchases - Comdata                                  1,042.36
Total Deductions                                          1,042.36
NET SETTLEMENT                                              944.84
`;

/** A two-expense spreadsheet with a header row, as a trucker exports it. */
export const TWO_EXPENSE_ROWS: readonly (readonly string[])[] = [
  ['Date', 'Vendor', 'Amount', 'Category'],
  ['2026-03-14', 'Pilot #412', '438.64', 'Fuel'],
  ['2026-03-15', 'Toll road', '12.00', 'Tolls'],
];
