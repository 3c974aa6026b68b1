/**
 * Limits of document processing (processUpload) and of spreadsheet imports. A settlement
 * statement runs 1–5 pages and a year of weekly settlements or a month of expenses is a few
 * hundred rows; the caps keep one upload's work (OCR, a Firestore batch per row) bounded.
 */
export const MAX_PDF_PAGES = 20;
/** A PDF page with fewer characters of text layer than this is a scan and is read by OCR. */
export const MIN_TEXT_LAYER_CHARS = 40;
export const MAX_IMPORT_ROWS = 5_000;
export const MAX_IMPORT_COLUMNS = 40;
/** What the rows of a CSV or Excel file become. */
export const IMPORT_TARGETS = ['settlements', 'expenses'] as const;
export type ImportTarget = (typeof IMPORT_TARGETS)[number];
