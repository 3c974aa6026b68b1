import { array, mixed, object, string } from 'yup';
import { IMPORT_TARGETS, MAX_IMPORT_COLUMNS, type ImportTarget } from './limits.js';

export const CONFIRM_IMPORT_MESSAGES = {
  signedOut: 'You must be signed in to import a spreadsheet.',
  uploadId: 'Choose an uploaded spreadsheet',
  target: 'Choose whether the rows are settlements or expenses',
  mapping: 'Choose a field for each column, or leave the column out',
  nothingToImport: 'This upload has no spreadsheet waiting to be imported.',
  columnsChanged: 'The mapping must name one field (or none) for each column of the file.',
  summary: (imported: number, total: number, skipped: number) =>
    `Imported ${imported} of ${total} rows${skipped > 0 ? `; ${skipped} already in your books were skipped` : ''}.`,
  noneImported: 'No row could be imported.',
  booksClosed:
    'Your subscription has lapsed, so no rows were imported. Choose a plan under Billing, then confirm the import again.',
} as const;

/** confirmImport's input: the person's confirmed (or corrected) column mapping of an upload. */
export const confirmImportSchema = object({
  uploadId: string()
    .required(CONFIRM_IMPORT_MESSAGES.uploadId)
    .matches(/^[A-Za-z0-9]{1,128}$/, CONFIRM_IMPORT_MESSAGES.uploadId),
  target: mixed<ImportTarget>()
    .required(CONFIRM_IMPORT_MESSAGES.target)
    .oneOf([...IMPORT_TARGETS], CONFIRM_IMPORT_MESSAGES.target),
  mapping: array(string().defined().max(40, CONFIRM_IMPORT_MESSAGES.mapping))
    .required(CONFIRM_IMPORT_MESSAGES.mapping)
    .max(MAX_IMPORT_COLUMNS, CONFIRM_IMPORT_MESSAGES.mapping),
});

export interface ConfirmImportResult {
  imported: number;
  skipped: number;
  total: number;
  /** The first rows that could not be imported, each with its reason. */
  failures: { row: number; reason: string }[];
}
