import { describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  checkUploadSelection,
  isAcceptedUploadType,
  uploadContentType,
  uploadKind,
} from './files.js';

describe('upload rules', () => {
  it('accepts types containing pdf, image, csv, excel or spreadsheet', () => {
    expect(
      [
        'application/pdf',
        'image/heic',
        'text/csv',
        'application/vnd.ms-excel',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ].every(isAcceptedUploadType),
    ).toBe(true);
    expect(isAcceptedUploadType('application/zip')).toBe(false);
    expect(isAcceptedUploadType('')).toBe(false);
  });

  it('falls back on the extension when the browser gives no type', () => {
    expect(uploadContentType({ name: 'Stmt.XLSX', type: '' })).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(uploadContentType({ name: 'notes.txt', type: '' })).toBeNull();
    expect(uploadKind('image/jpeg')).toBe('image');
    expect(uploadKind('application/vnd.ms-excel')).toBe('spreadsheet');
  });

  it('gives the spec messages for no files and no accepted files, and keeps the accepted ones', () => {
    expect(checkUploadSelection([])).toEqual({ accepted: [], error: 'Please select files to upload' });
    expect(checkUploadSelection([{ name: 'a.zip', type: 'application/zip', size: 5 }])).toEqual({
      accepted: [],
      error: 'Please upload PDF, image, CSV or Excel files only',
    });
    const pdf = { name: 'a.pdf', type: 'application/pdf', size: 5 };
    expect(checkUploadSelection([pdf, { name: 'a.zip', type: 'application/zip', size: 5 }])).toEqual({
      accepted: [pdf],
      error: null,
    });
    expect(
      checkUploadSelection([pdf, { name: 'big.pdf', type: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 }]),
    ).toEqual({ accepted: [pdf], error: UPLOAD_MESSAGES.tooLarge });
  });
});
