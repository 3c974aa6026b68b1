import { MAX_IMPORT_ROWS, MAX_PDF_PAGES } from './limits.js';

/**
 * Why an upload was refused or needs a person, in words a trucker can act on. processUpload
 * stores one of these in the upload's errorMessage (at most 500 characters); the Upload
 * Documents screen shows it beside the file.
 */
export const UPLOAD_REASONS = {
  empty: 'This file is empty (0 bytes). Upload the file again from where you saved it.',
  tooLarge: 'This file is larger than 20 MB. Upload a smaller scan or split the document.',
  notADocument:
    'This file is not a PDF, photo, CSV or Excel file, whatever its name says. Nothing was read from it.',
  encryptedPdf:
    'This PDF is password-protected. Open it, save a copy without a password, and upload that copy.',
  corruptPdf:
    'This PDF is damaged and cannot be opened. Download it again from the carrier and re-upload it.',
  tooManyPages: (pages: number) =>
    `This PDF has ${pages} pages; a settlement can have at most ${MAX_PDF_PAGES}. Upload the settlement pages on their own.`,
  heic: 'iPhone HEIC photos cannot be read yet. Set the camera to "Most Compatible" (JPEG) or upload a screenshot.',
  noText:
    'No text could be read from this file. Take the photo again flat, in good light and in focus, or upload the PDF.',
  notAPaymentDocument: (kind: string, where: string) =>
    `This looks like ${kind}, not a settlement or pay statement, so nothing was booked. ${where}`,
  notASettlement:
    'We read this file but found no settlement figures (no gross, net or date). Check that it is a settlement statement.',
  needsReview: (fields: readonly string[]) =>
    `Some figures could not be read with confidence: ${fields.join(', ')}. Open the settlement and check them.`,
  duplicateFile: (fileName: string) =>
    `This file was already uploaded as "${fileName}". It was not booked a second time.`,
  duplicateStatement: (payer: string, trip: string, date: string) =>
    `A settlement from ${payer} with number ${trip} dated ${date} is already in your books. It was not booked a second time.`,
  tooManyRows: (rows: number) =>
    `This spreadsheet has ${rows.toLocaleString('en-US')} rows; at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`,
  noRows: 'This spreadsheet has no rows below its header row.',
  unreadableSpreadsheet:
    'This spreadsheet cannot be opened. Save it again as .xlsx or .csv and re-upload it.',
  oldExcel: 'Old Excel files (.xls) cannot be read. Save it as .xlsx or .csv in Excel and upload that.',
  importReady: (rows: number, target: string) =>
    `${rows.toLocaleString('en-US')} rows found. Confirm which column is which to import them as ${target}.`,
  booksClosed:
    'Your subscription has lapsed, so this document was not added to your books. Choose a plan under Billing, then upload it again.',
  failed:
    'Something went wrong while reading this file. Upload it again; if it keeps failing, contact support.',
} as const;

/** Human names of the settlement fields a draft may list in needsReview. */
export const REVIEW_FIELD_LABELS: Record<string, string> = {
  date: 'date',
  brokerName: 'payer',
  tripNumber: 'trip number',
  grossCents: 'gross',
  netCents: 'net',
  miles: 'miles',
};
