/** Upload rules of the Upload Documents screen and the camera picker (customer-app.md §5). */
export const UPLOAD_MESSAGES = {
  wrongType: 'Please upload PDF, image, CSV or Excel files only',
  noFiles: 'Please select files to upload',
  tooLarge: 'Each file must be 20 MB or smaller',
  empty: 'Empty files (0 bytes) cannot be uploaded',
} as const;

/** The file picker's accept attribute. */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,.csv,.xls,.xlsx';
/** The camera picker takes images only. */
export const CAMERA_ACCEPT = 'image/*';
/** A limit the storage rules enforce too; the spec names none, phone photos and statements fit well under it. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
/**
 * The accepted content types, as one whole-string pattern matched against the lower-cased type —
 * here and in storage.rules (generated from it, see ../data/rules.ts), so both accept the same
 * files. Lower-casing first keeps it free of case flags, which JavaScript and RE2 spell differently.
 */
export const UPLOAD_CONTENT_TYPE_PATTERN = '.*(pdf|image|csv|excel|spreadsheet).*';
const UPLOAD_CONTENT_TYPE = new RegExp(`^(?:${UPLOAD_CONTENT_TYPE_PATTERN})$`);

const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  csv: 'text/csv',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Accepted when the type contains pdf, image, csv, excel or spreadsheet (the spec's rule). */
export function isAcceptedUploadType(mimeType: string | null | undefined): boolean {
  return UPLOAD_CONTENT_TYPE.test((mimeType ?? '').toLowerCase());
}

/** Browsers leave the type empty for some CSV and Excel files: fall back on the extension. */
export function uploadContentType(file: { name: string; type?: string | null }): string | null {
  if (file.type && isAcceptedUploadType(file.type)) return file.type;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  return EXTENSION_TYPES[extension] ?? null;
}

export type UploadKind = 'pdf' | 'image' | 'csv' | 'spreadsheet';

/** Which processor reads a file (PDF text, OCR, CSV rows, spreadsheet rows). */
export function uploadKind(contentType: string): UploadKind | null {
  const t = contentType.toLowerCase();
  if (t.includes('pdf')) return 'pdf';
  if (t.includes('image')) return 'image';
  if (t.includes('csv')) return 'csv';
  if (t.includes('excel') || t.includes('spreadsheet')) return 'spreadsheet';
  return null;
}

/**
 * Splits a selection into accepted files and a message: none selected, none accepted, files too
 * large, or empty files. Unaccepted files are dropped (the screen keeps the rest), as the spec's picker does.
 */
export function checkUploadSelection<F extends { name: string; type?: string | null; size: number }>(
  files: readonly F[],
): { accepted: F[]; error: string | null } {
  if (files.length === 0) return { accepted: [], error: UPLOAD_MESSAGES.noFiles };
  const typed = files.filter((f) => uploadContentType(f) !== null);
  if (typed.length === 0) return { accepted: [], error: UPLOAD_MESSAGES.wrongType };
  const accepted = typed.filter((f) => f.size > 0 && f.size <= MAX_UPLOAD_BYTES);
  const error = typed.some((f) => f.size > MAX_UPLOAD_BYTES)
    ? UPLOAD_MESSAGES.tooLarge
    : accepted.length < typed.length
      ? UPLOAD_MESSAGES.empty
      : null;
  return { accepted, error };
}
