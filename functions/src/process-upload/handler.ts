import { createHash } from 'node:crypto';
import {
  EXPENSES,
  MAX_IMPORT_ROWS,
  MAX_PDF_PAGES,
  MAX_UPLOAD_BYTES,
  MIN_TEXT_LAYER_CHARS,
  REVIEW_FIELD_LABELS,
  SETTLEMENTS,
  SNIFFED_CONTENT_TYPES,
  UPLOADS,
  UPLOAD_REASONS,
  USERS,
  addDays,
  bookSettlement,
  booksOpenFor,
  extractSettlement,
  extractionToSettlementDraft,
  isSettled,
  parseUploadStoragePath,
  proposeImport,
  sniffFileType,
  type DataStore,
  type SettlementDraftLike,
  type SniffedType,
  type UploadDoc,
  type WriteFor,
} from '@haulbooks/domain';
import type { OcrEngine } from './ocr.js';
import { PdfReadError, openPdf as defaultOpenPdf, type PdfDocument } from './pdf.js';
import { readCsv, readXlsx, type Rows } from './tabular.js';

/** A finalized Cloud Storage object, as the trigger reports it. */
export interface FinalizedObject {
  path: string;
  size: number;
  contentType?: string | undefined;
  /** The person's file name, sent by the upload screen as custom metadata. */
  fileName?: string | undefined;
}

export interface ProcessUploadPorts {
  /** Privileged: the function writes settlements, expenses and the upload's server-only keys. */
  store: DataStore;
  readObject(path: string): Promise<Uint8Array>;
  ocr: OcrEngine;
  openPdf?: (bytes: Uint8Array) => Promise<PdfDocument>;
  log?: (message: string, detail: Record<string, unknown>) => void;
  /** The clock a trial's end is compared with; the real one by default. */
  now?: () => Date;
}

/** Resolution scanned PDF pages are rendered at for OCR (what a 300-dpi scanner produced). */
export const SCAN_DPI = 300;

type UploadPatch = Partial<WriteFor<typeof UPLOADS>>;
export type ProcessOutcome =
  | { kind: 'skipped'; why: string }
  | { kind: 'done'; uid: string; uploadId: string; status: UploadDoc['status']; patch: UploadPatch };

class Refusal extends Error {}
const refuse = (reason: string): never => {
  throw new Refusal(reason);
};

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The text of a statement: every page's text layer, or OCR where a page has none (a scan). */
async function pdfText(bytes: Uint8Array, ports: ProcessUploadPorts): Promise<string> {
  let pdf: PdfDocument;
  try {
    pdf = await (ports.openPdf ?? defaultOpenPdf)(bytes);
  } catch (error) {
    if (error instanceof PdfReadError)
      return refuse(error.reason === 'encrypted' ? UPLOAD_REASONS.encryptedPdf : UPLOAD_REASONS.corruptPdf);
    throw error;
  }
  try {
    if (pdf.pageCount > MAX_PDF_PAGES) refuse(UPLOAD_REASONS.tooManyPages(pdf.pageCount));
    let pages: string[];
    try {
      pages = await pdf.pageTexts();
    } catch (error) {
      if (error instanceof PdfReadError) return refuse(UPLOAD_REASONS.corruptPdf);
      throw error;
    }
    for (const [index, text] of pages.entries()) {
      if (text.replace(/\s/g, '').length >= MIN_TEXT_LAYER_CHARS) continue;
      const image = await pdf.renderPage(index + 1, SCAN_DPI);
      pages[index] = (await ports.ocr.recognize(image)).text;
    }
    return pages.join('\n\n');
  } finally {
    await pdf.close();
  }
}

async function imageText(type: SniffedType, bytes: Uint8Array, ocr: OcrEngine): Promise<string> {
  if (type === 'heic') refuse(UPLOAD_REASONS.heic);
  return (await ocr.recognize(bytes)).text;
}

async function tableRows(type: SniffedType, bytes: Uint8Array): Promise<Rows> {
  if (type === 'xls') return refuse(UPLOAD_REASONS.oldExcel);
  if (type === 'csv') {
    const rows = readCsv(bytes);
    if (rows.length - 1 > MAX_IMPORT_ROWS) refuse(UPLOAD_REASONS.tooManyRows(rows.length - 1));
    return rows;
  }
  let read: Awaited<ReturnType<typeof readXlsx>>;
  try {
    read = await readXlsx(bytes, MAX_IMPORT_ROWS + 1);
  } catch {
    return refuse(UPLOAD_REASONS.unreadableSpreadsheet);
  }
  if (read.rowCount - 1 > MAX_IMPORT_ROWS) refuse(UPLOAD_REASONS.tooManyRows(read.rowCount - 1));
  return read.rows;
}

/** A CSV or Excel file: a proposed column mapping for the person to confirm (nothing booked yet). */
function importProposal(rows: Rows): UploadPatch {
  const [header = [], ...data] = rows;
  if (data.length === 0) return refuse(UPLOAD_REASONS.noRows);
  const { target, mapping } = proposeImport(header);
  const columns = header.slice(0, mapping.length).map((h) => h.trim().slice(0, 80));
  return {
    status: 'needs_review',
    importProposal: { target, columns, mapping, rowCount: data.length },
    errorMessage: UPLOAD_REASONS.importReady(data.length, target),
  };
}

/** The settlement already in the books with the same payer, number and date, if any. */
async function sameStatement(
  store: DataStore,
  uid: string,
  uploadId: string,
  draft: SettlementDraftLike,
): Promise<boolean> {
  if (!draft.date || !draft.brokerName || !draft.tripNumber) return false;
  const sameDay = await store
    .collection(SETTLEMENTS, uid)
    .list({ where: [{ field: 'date', op: '==', value: draft.date }] });
  const payer = draft.brokerName.trim().toLowerCase();
  return sameDay.items.some(
    (s) =>
      s.id !== uploadId &&
      s.tripNumber?.trim().toLowerCase() === draft.tripNumber?.trim().toLowerCase() &&
      s.brokerName?.trim().toLowerCase() === payer,
  );
}

/** Documents that are not pay: what to call them, and where they belong instead. */
const OTHER_DOCUMENTS = {
  fuel_receipt: ['a fuel receipt', 'Add it on the Expenses screen with Scan Receipt.'],
  repair_invoice: ['a repair invoice', 'Add it on the Expenses screen with Scan Receipt.'],
  rate_confirmation: [
    'a rate confirmation',
    'Upload the settlement or pay statement for this load once you are paid.',
  ],
} as const satisfies Record<string, readonly [string, string]>;

function otherDocument(type: string | null): readonly [string, string] | null {
  return type !== null && Object.hasOwn(OTHER_DOCUMENTS, type)
    ? OTHER_DOCUMENTS[type as keyof typeof OTHER_DOCUMENTS]
    : null;
}

/** Reads a statement's text into a settlement, books it and says how the upload ends. */
async function bookStatement(
  text: string,
  store: DataStore,
  uid: string,
  uploadId: string,
  fileName: string,
): Promise<UploadPatch> {
  if (text.replace(/\s/g, '').length < 10) return refuse(UPLOAD_REASONS.noText);
  const extraction = extractSettlement(text);
  const draft: SettlementDraftLike & { needsReview?: readonly string[] } = extractionToSettlementDraft(
    extraction,
    fileName,
  );
  // A fuel receipt, a repair invoice or a rate confirmation is not income: it is never booked as a
  // settlement (the classifier's confidence must be clear; an unsure call still goes to review).
  const kind = extraction.documentType;
  const other = kind && kind.confidence >= 0.6 ? otherDocument(kind.value) : null;
  if (other) return refuse(UPLOAD_REASONS.notAPaymentDocument(other[0], other[1]));
  if (draft.grossCents == null && draft.netCents == null && draft.date == null)
    return refuse(UPLOAD_REASONS.notASettlement);
  if (await sameStatement(store, uid, uploadId, draft)) {
    return refuse(
      UPLOAD_REASONS.duplicateStatement(draft.brokerName ?? '', draft.tripNumber ?? '', draft.date ?? ''),
    );
  }
  const receipts = draft.date
    ? (
        await store.collection(EXPENSES, uid).list({
          where: [
            { field: 'date', op: '>=', value: addDays(draft.date, -14) },
            { field: 'date', op: '<=', value: draft.date },
          ],
          orderBy: [{ field: 'date', direction: 'asc' }],
        })
      ).items
    : [];
  const booking = bookSettlement(draft, { settlementId: uploadId, uploadId, fileName }, receipts);
  // The settlement id is the upload id and the expense ids derive from it: a retried event
  // rewrites the same documents instead of booking them twice.
  await store.collection(SETTLEMENTS, uid).set(uploadId, booking.settlement);
  const expenses = store.collection(EXPENSES, uid);
  for (const expense of booking.expenses) await expenses.set(expense.id, expense.data);
  const review = (draft.needsReview ?? []).filter((f) => typeof f === 'string').slice(0, 20);
  const processed = booking.settlement.parsedStatus === 'processed';
  return {
    status: processed ? 'processed' : 'needs_review',
    settlementId: uploadId,
    reviewFields: review,
    bookedExpenseCount: booking.expenses.length,
    errorMessage: processed
      ? undefined
      : UPLOAD_REASONS.needsReview(review.map((f) => REVIEW_FIELD_LABELS[f] ?? f)).slice(0, 500),
  };
}

/**
 * processUpload: one file of the Upload Documents screen, from its bytes to the books. Checks
 * size and real type (magic bytes), refuses a file already booked (same SHA-256), reads PDF text
 * (OCR for scans) or image text, extracts the settlement, refuses a statement already booked
 * (same payer, number and date), and books it with its deductions (bookSettlement). A CSV or
 * Excel file gets a column mapping to confirm. Nothing is read or booked for an owner whose books
 * are closed (a lapsed subscription). The upload document ends processed,
 * needs_review or error, with a reason a person can act on; nothing else is touched on a refusal.
 */
export async function handleFinalizedObject(
  object: FinalizedObject,
  ports: ProcessUploadPorts,
): Promise<ProcessOutcome> {
  const ref = parseUploadStoragePath(object.path);
  if (!ref) return { kind: 'skipped', why: `not an upload: ${object.path}` };
  const { uid, uploadId } = ref;
  const uploads = ports.store.collection(UPLOADS, uid);
  const upload = await uploads.get(uploadId);
  // A retried event finds the upload settled and leaves it. Only a state processing wrote counts
  // (it records the file's hash first): a client may create its upload with any status.
  if (upload && isSettled(upload.status) && upload.fileHash)
    return { kind: 'skipped', why: `already ${upload.status}` };
  const fileName = (upload?.fileName ?? object.fileName ?? object.path.split('/').at(-1) ?? 'file').slice(
    0,
    255,
  );
  if (!upload) {
    // The screen creates the document first; a file that arrived without one still gets tracked.
    await uploads.set(uploadId, {
      fileName,
      contentType: (object.contentType || 'application/octet-stream').slice(0, 120),
      sizeBytes: object.size,
      storagePath: object.path,
      status: 'uploaded',
    });
  }
  await uploads.update(uploadId, { status: 'processing' });

  let patch: UploadPatch;
  try {
    // The Admin SDK passes the rules by, and a file may reach Storage however the app behaves:
    // the owner's profile decides here, as booksOpen(uid) does in the rules.
    const profile = await ports.store.collection(USERS, uid).get(uid);
    if (!booksOpenFor(profile, ports.now?.() ?? new Date())) refuse(UPLOAD_REASONS.booksClosed);
    if (object.size === 0) refuse(UPLOAD_REASONS.empty);
    if (object.size > MAX_UPLOAD_BYTES) refuse(UPLOAD_REASONS.tooLarge);
    const bytes = await ports.readObject(object.path);
    if (bytes.length === 0) refuse(UPLOAD_REASONS.empty);
    const fileHash = sha256(bytes);
    const earlier = (
      await uploads.list({ where: [{ field: 'fileHash', op: '==', value: fileHash }] })
    ).items.find((u) => u.id !== uploadId && (u.status === 'processed' || u.status === 'needs_review'));
    await uploads.update(uploadId, { fileHash });
    if (earlier) {
      patch = {
        status: 'error',
        duplicateOf: earlier.id,
        errorMessage: UPLOAD_REASONS.duplicateFile(earlier.fileName),
      };
    } else {
      const type = sniffFileType(bytes) ?? refuse(UPLOAD_REASONS.notADocument);
      ports.log?.('processUpload: reading', { uid, uploadId, type, declared: object.contentType });
      if (type === 'csv' || type === 'xlsx' || type === 'xls') {
        patch = importProposal(await tableRows(type, bytes));
      } else {
        const text = type === 'pdf' ? await pdfText(bytes, ports) : await imageText(type, bytes, ports.ocr);
        patch = await bookStatement(text, ports.store, uid, uploadId, fileName);
      }
      patch.contentType = SNIFFED_CONTENT_TYPES[type];
    }
  } catch (error) {
    // Anything but a refusal is our failure: say so on the upload instead of leaving it
    // 'processing' forever; the person can upload the file again (a failed upload is no duplicate).
    if (error instanceof Refusal) patch = { status: 'error', errorMessage: error.message };
    else {
      ports.log?.('processUpload: failed', { uid, uploadId, error: String(error) });
      patch = { status: 'error', errorMessage: UPLOAD_REASONS.failed };
    }
  }
  await uploads.update(uploadId, patch);
  return { kind: 'done', uid, uploadId, status: patch.status ?? 'error', patch };
}
