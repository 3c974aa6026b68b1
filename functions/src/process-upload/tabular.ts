/**
 * CSV (papaparse) and Excel .xlsx (exceljs) files as rows of text cells. Dates become
 * YYYY-MM-DD, formula cells their cached result; nothing is ever evaluated.
 */
import type ExcelJS from 'exceljs';
import Papa from 'papaparse';

export type Rows = string[][];

export function readCsv(bytes: Uint8Array): Rows {
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return parsed.data.map((row) => row.map((cell) => String(cell)));
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

/** The first worksheet's rows; `maxRows` stops early so a huge sheet is refused without converting it all. */
export async function readXlsx(
  bytes: Uint8Array,
  maxRows: number,
): Promise<{ rows: Rows; rowCount: number }> {
  // Imported on first use: the functions share one bundle, and the others need no exceljs at cold start.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { rows: [], rowCount: 0 };
  const rowCount = sheet.actualRowCount;
  if (rowCount > maxRows) return { rows: [], rowCount };
  const rows: Rows = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c += 1) cells.push(cellText(row.getCell(c).value).trim());
    if (cells.some((cell) => cell !== '')) rows.push(cells);
  });
  return { rows, rowCount: rows.length };
}
