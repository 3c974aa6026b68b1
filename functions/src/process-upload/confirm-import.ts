import { HttpsError } from 'firebase-functions/https';
import {
  CONFIRM_IMPORT_MESSAGES,
  EXPENSES,
  MAX_IMPORT_ROWS,
  SETTLEMENTS,
  UPLOADS,
  USERS,
  booksOpenFor,
  checkImportMapping,
  confirmImportSchema,
  importRows,
  parseUploadStoragePath,
  sniffFileType,
  validateInOrder,
  type CallableResult,
  type DataStore,
  type ImportedExpense,
  type ImportedSettlement,
} from '@haulbooks/domain';
import { readCsv, readXlsx } from './tabular.js';

export interface ConfirmImportPorts {
  store: DataStore;
  readObject(path: string): Promise<Uint8Array>;
  /** The clock a trial's end is compared with; the real one by default. */
  now?: () => Date;
}

/** How many rows are written at once: a row is one document, and Firestore takes parallel writes well. */
const WRITE_CHUNK = 50;
const MAX_FAILURES_LISTED = 20;

const key = (...parts: (string | number | undefined)[]) =>
  parts
    .map((p) =>
      String(p ?? '')
        .trim()
        .toLowerCase(),
    )
    .join('|');

/**
 * confirmImport({ uploadId, target, mapping }): books a CSV or Excel upload's rows as expenses or
 * settlements with the mapping the person confirmed. Row n becomes document `{uploadId}-r{n}`, so
 * a retry rewrites the same documents; a row already in the books (an expense of the same date,
 * amount and description, a settlement of the same payer, number and date) is skipped. The
 * upload ends processed (or error when no row could be imported) with a summary. While the
 * owner's books are closed (a lapsed subscription) nothing is written and the upload keeps
 * waiting, so the same import can be confirmed after renewing.
 */
export async function handleConfirmImport(
  auth: { uid: string } | undefined,
  data: unknown,
  ports: ConfirmImportPorts,
): Promise<CallableResult<'confirmImport'>> {
  if (!auth) throw new HttpsError('unauthenticated', CONFIRM_IMPORT_MESSAGES.signedOut);
  const input = validateInOrder(confirmImportSchema, data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.firstError);
  const { uploadId, target, mapping } = input.value;
  // The Admin SDK passes the rules by: the owner's profile decides, as booksOpen(uid) does there.
  const profile = await ports.store.collection(USERS, auth.uid).get(auth.uid);
  if (!booksOpenFor(profile, ports.now?.() ?? new Date()))
    throw new HttpsError('failed-precondition', CONFIRM_IMPORT_MESSAGES.booksClosed);
  const uploads = ports.store.collection(UPLOADS, auth.uid);
  const upload = await uploads.get(uploadId);
  const proposal = upload?.importProposal;
  if (!upload || !proposal || upload.status !== 'needs_review')
    throw new HttpsError('failed-precondition', CONFIRM_IMPORT_MESSAGES.nothingToImport);
  if (mapping.length !== proposal.columns.length)
    throw new HttpsError('invalid-argument', CONFIRM_IMPORT_MESSAGES.columnsChanged);
  const problem = checkImportMapping(target, mapping);
  if (problem) throw new HttpsError('invalid-argument', problem);
  // The object must be this upload's own file: the document's path is the owner's to write.
  const where = parseUploadStoragePath(upload.storagePath);
  if (!where || where.uid !== auth.uid || where.uploadId !== uploadId)
    throw new HttpsError('failed-precondition', CONFIRM_IMPORT_MESSAGES.nothingToImport);

  const bytes = await ports.readObject(upload.storagePath);
  const type = sniffFileType(bytes);
  const rows =
    type === 'csv'
      ? readCsv(bytes)
      : type === 'xlsx'
        ? (await readXlsx(bytes, MAX_IMPORT_ROWS + 1)).rows
        : null;
  if (!rows) throw new HttpsError('failed-precondition', CONFIRM_IMPORT_MESSAGES.nothingToImport);
  const results = importRows(target, rows.slice(1, MAX_IMPORT_ROWS + 1), mapping);
  const good = results.flatMap((r) => (r.ok ? [{ row: r.row, value: r.value }] : []));
  const failures = results.flatMap((r) => (r.ok ? [] : [{ row: r.row, reason: r.reason }]));

  let skipped = 0;
  const writes: (() => Promise<void>)[] = [];
  if (target === 'expenses') {
    const expenses = ports.store.collection(EXPENSES, auth.uid);
    const dates = good.map((g) => g.value.date).sort();
    const existing = dates.length
      ? (
          await expenses.list({
            where: [
              { field: 'date', op: '>=', value: dates[0] },
              { field: 'date', op: '<=', value: dates.at(-1) },
            ],
            orderBy: [{ field: 'date', direction: 'asc' }],
          })
        ).items.filter((e) => !e.id.startsWith(`${uploadId}-r`))
      : [];
    const known = new Set(existing.map((e) => key(e.date, e.amountCents, e.description)));
    for (const { row, value } of good as { row: number; value: ImportedExpense }[]) {
      if (known.has(key(value.date, value.amountCents, value.description))) {
        skipped += 1;
        continue;
      }
      writes.push(() =>
        expenses.set(`${uploadId}-r${row}`, {
          ...value,
          paymentMethod: 'other',
          taxDeductible: true,
          recurring: false,
        }),
      );
    }
  } else {
    const settlements = ports.store.collection(SETTLEMENTS, auth.uid);
    const existing = (await settlements.list({})).items.filter((s) => !s.id.startsWith(`${uploadId}-r`));
    const known = new Set(existing.map((s) => key(s.brokerName, s.tripNumber, s.date)));
    for (const { row, value } of good as { row: number; value: ImportedSettlement }[]) {
      if (value.tripNumber && known.has(key(value.brokerName, value.tripNumber, value.date))) {
        skipped += 1;
        continue;
      }
      const { miles, ...fields } = value;
      writes.push(() =>
        settlements.set(`${uploadId}-r${row}`, {
          ...fields,
          parsedStatus: 'processed',
          fileName: upload.fileName,
          uploadId,
          ...(miles === undefined ? {} : { lineItems: { deductions: [], miles } }),
        }),
      );
    }
  }
  for (let i = 0; i < writes.length; i += WRITE_CHUNK)
    await Promise.all(writes.slice(i, i + WRITE_CHUNK).map((w) => w()));

  const imported = writes.length;
  const summary = [
    imported > 0
      ? CONFIRM_IMPORT_MESSAGES.summary(imported, results.length, skipped)
      : CONFIRM_IMPORT_MESSAGES.noneImported,
    ...failures.slice(0, 3).map((f) => f.reason),
  ].join(' ');
  await uploads.update(uploadId, {
    status: imported > 0 || skipped > 0 ? 'processed' : 'error',
    errorMessage: summary.slice(0, 500),
    ...(target === 'expenses' ? { bookedExpenseCount: Math.min(imported, 1000) } : {}),
  });
  return { imported, skipped, total: results.length, failures: failures.slice(0, MAX_FAILURES_LISTED) };
}
