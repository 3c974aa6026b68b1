/**
 * Upload Documents screen labels. The spec's messages (wrong type, no files, camera results, the
 * batch toasts) live in domain (UPLOAD_MESSAGES, SETTLEMENT_MESSAGES, batchOutcome), beside the
 * rules that produce them; the reasons processing gives are domain's UPLOAD_REASONS.
 */
import type { Role } from '@haulbooks/domain';

interface RoleWording {
  heading: string;
  description: string;
  formats: string;
}

/** The spec's wording by role (customer-app.md §2); accepted types are the same for everyone. */
export function uploadWording(role: Role | null): RoleWording {
  if (role === 'owner_operator')
    return {
      heading: 'Upload Your Settlements & Receipts',
      description: 'Upload settlement statements and receipts; we read the figures and book them for you.',
      formats: 'PDF, image and CSV supported',
    };
  if (role === 'company_driver')
    return {
      heading: 'Upload Trip Receipts & Expense Documents',
      description: 'Upload trip receipts and expense documents; we read them and add them to your books.',
      formats: 'PDF and image supported',
    };
  return {
    heading: 'Upload Settlement Sheets & Related Documents',
    description: 'Upload settlement sheets and related documents; we read the figures and book them.',
    formats: 'PDF, image, CSV and Excel supported',
  };
}

export const UPLOADS_UI = {
  back: 'Back to Settlements',
  takePhoto: 'Take a Photo',
  readingPhoto: 'Reading the photo…',
  dropTitle: 'Drag and drop files here',
  dropOr: 'or',
  browse: 'Browse Files',
  dropHint: 'PDF, JPG, PNG, CSV, XLS or XLSX, up to 20 MB each',
  dropLabel: 'Files to upload',
  selectedHeading: (n: number) => `Selected Files (${n})`,
  clearAll: 'Clear All',
  cancel: 'Cancel',
  upload: 'Upload & Process',
  uploading: 'Uploading…',
  remove: (name: string) => `Remove ${name}`,
  cancelFile: (name: string) => `Cancel upload of ${name}`,
  progressLabel: (name: string) => `Upload progress of ${name}`,
  status: {
    selected: 'Ready to upload',
    uploading: (percent: number) => `Uploading… ${percent}%`,
    processing: 'Processing...',
    processed: 'Processed successfully',
    needs_review: 'Processed: please review',
    error: 'Processing failed',
    cancelled: 'Cancelled',
  },
  viewSettlement: 'View settlement',
  importAs: (fileName: string) => `Import the rows of ${fileName} as`,
  importTargets: { expenses: 'Expenses', settlements: 'Settlements' },
  columnField: (column: string) => `Field for column ${column}`,
  unnamedColumn: (n: number) => `Column ${n}`,
  leaveOut: 'Leave out',
  importRows: (n: number) => `Import ${n.toLocaleString('en-US')} rows`,
  uploadFailed:
    'The upload stopped before the file was sent (connection lost?). Nothing was saved; try again.',
  createFailed: 'This file could not be registered for upload. Nothing was sent; try again.',
  readOnly: 'You are viewing this account read-only. Files cannot be uploaded here.',
  tipsHeading: 'Tips',
  tips: [
    'Upload the whole statement: every page is read, up to 20 pages.',
    'Photos: lay the page flat, in good light, and fill the frame with it.',
    'Password-protected PDFs cannot be read: save a copy without the password first.',
    'The same file or the same statement is never booked twice: duplicates are flagged.',
    'CSV and Excel files: you confirm which column is which before anything is imported.',
  ],
} as const;
