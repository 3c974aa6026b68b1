import { afterAll, describe, expect, it } from 'vitest';
import {
  CONFIRM_IMPORT_MESSAGES,
  EXPENSES,
  SETTLEMENTS,
  UPLOADS,
  expensesCsv,
  uploadStoragePath,
} from '@haulbooks/domain';
import { MemoryDatabase, createExpense } from '@haulbooks/domain/testing';
import { handleConfirmImport } from './confirm-import.js';
import { handleFinalizedObject } from './handler.js';
import { createTesseractOcr } from './ocr.js';
import { csvFile, xlsxFile } from './testing/fixtures.js';

const UID = 'dana';
const ocr = createTesseractOcr(); // never started: spreadsheets need no OCR
afterAll(() => ocr.terminate());

async function uploaded(rows: (string | number | Date)[][], kind: 'csv' | 'xlsx' = 'csv') {
  const db = new MemoryDatabase();
  const store = db.privileged();
  const files = new Map<string, Uint8Array>();
  const bytes = kind === 'csv' ? csvFile(rows as string[][]) : await xlsxFile(rows);
  const path = uploadStoragePath(UID, 'sheet1', `import.${kind}`);
  files.set(path, bytes);
  await store.collection(UPLOADS, UID).set('sheet1', {
    fileName: `import.${kind}`,
    contentType:
      kind === 'csv' ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    sizeBytes: bytes.length,
    storagePath: path,
    status: 'uploaded',
  });
  const readObject = async (p: string) => files.get(p) ?? new Uint8Array();
  await handleFinalizedObject({ path, size: bytes.length }, { store, ocr, readObject });
  const proposal = (await store.collection(UPLOADS, UID).get('sheet1'))?.importProposal;
  if (!proposal) throw new Error('no proposal');
  const confirm = (input: unknown, signedOut = false) =>
    handleConfirmImport(signedOut ? undefined : { uid: UID }, input, { store, readObject });
  return { db, store, proposal, confirm };
}

const EXPENSE_ROWS = [
  ['Date', 'Vendor', 'Amount', 'Category', 'Notes'],
  ['2026-03-14', 'Pilot #412', '438.64', 'Fuel', ''],
  ['3/15/2026', '=HYPERLINK("http://evil.example","x")', '12.00', 'Tolls', '@SUM(A1)'],
  ['not a date', 'Broken row', '5.00', '', ''],
];

describe('confirmImport', () => {
  it('books the confirmed rows as expenses, names the rows it could not read, and ends the upload processed', async () => {
    const { store, proposal, confirm } = await uploaded(EXPENSE_ROWS);
    const result = await confirm({ uploadId: 'sheet1', target: proposal.target, mapping: proposal.mapping });
    expect(result).toMatchObject({ imported: 2, skipped: 0, total: 3 });
    expect(result.failures).toEqual([{ row: 4, reason: expect.stringContaining('Row 4') }]);
    const expenses = (await store.collection(EXPENSES, UID).list({})).items;
    expect(expenses.map((e) => [e.id, e.date, e.amountCents, e.category])).toEqual([
      ['sheet1-r2', '2026-03-14', 43_864, 'fuel'],
      ['sheet1-r3', '2026-03-15', 1_200, 'tolls'],
    ]);
    // Stored as typed; every export neutralises it.
    const injected = expenses.find((e) => e.id === 'sheet1-r3');
    expect(injected?.description).toBe('=HYPERLINK("http://evil.example","x")');
    if (injected) expect(expensesCsv([injected])).toContain(`"'=HYPERLINK`);
    const upload = await store.collection(UPLOADS, UID).get('sheet1');
    expect(upload).toMatchObject({ status: 'processed', bookedExpenseCount: 2 });
    expect(upload?.errorMessage).toContain('Imported 2 of 3 rows');
  });

  it('a retry (or the same rows again) books nothing twice', async () => {
    const { db, store, proposal, confirm } = await uploaded(EXPENSE_ROWS);
    await confirm({ uploadId: 'sheet1', target: 'expenses', mapping: proposal.mapping });
    await expect(
      confirm({ uploadId: 'sheet1', target: 'expenses', mapping: proposal.mapping }),
    ).rejects.toThrow(CONFIRM_IMPORT_MESSAGES.nothingToImport);
    // A second file with a row already in the books skips it.
    db.seed(
      EXPENSES,
      UID,
      'manual',
      createExpense({ date: '2026-03-14', amountCents: 43_864, description: 'Pilot #412' }),
    );
    await store.collection(UPLOADS, UID).update('sheet1', { status: 'needs_review' });
    const again = await confirm({ uploadId: 'sheet1', target: 'expenses', mapping: proposal.mapping });
    expect(again).toMatchObject({ imported: 1, skipped: 1 });
  });

  it('settlements from Excel, with the person’s corrected mapping', async () => {
    const { store, confirm } = await uploaded(
      [
        ['When', 'Who', 'Ref', 'Pay', 'Deposit', 'Mi'],
        [new Date('2026-03-14T00:00:00Z'), 'CH Robinson', 'L-1001', 2500.5, 1800, 912],
      ],
      'xlsx',
    );
    const result = await confirm({
      uploadId: 'sheet1',
      target: 'settlements',
      mapping: ['date', 'brokerName', 'tripNumber', 'gross', 'net', 'miles'],
    });
    expect(result.imported).toBe(1);
    expect(await store.collection(SETTLEMENTS, UID).get('sheet1-r2')).toMatchObject({
      date: '2026-03-14',
      brokerName: 'CH Robinson',
      tripNumber: 'L-1001',
      grossCents: 250_050,
      netCents: 180_000,
      parsedStatus: 'processed',
      uploadId: 'sheet1',
      lineItems: { deductions: [], miles: 912 },
    });
  });

  it('refuses a signed-out caller, a bad mapping and a mapping of another length', async () => {
    const { proposal, confirm } = await uploaded(EXPENSE_ROWS);
    await expect(
      confirm({ uploadId: 'sheet1', target: 'expenses', mapping: proposal.mapping }, true),
    ).rejects.toThrow(CONFIRM_IMPORT_MESSAGES.signedOut);
    await expect(
      confirm({ uploadId: 'sheet1', target: 'expenses', mapping: ['date', '', 'amount', '', ''] }),
    ).rejects.toThrow('Choose a column for Description');
    await expect(confirm({ uploadId: 'sheet1', target: 'expenses', mapping: ['date'] })).rejects.toThrow(
      CONFIRM_IMPORT_MESSAGES.columnsChanged,
    );
    await expect(
      confirm({ uploadId: 'other', target: 'expenses', mapping: proposal.mapping }),
    ).rejects.toThrow(CONFIRM_IMPORT_MESSAGES.nothingToImport);
    await expect(confirm({ uploadId: '../x', target: 'nope', mapping: [] })).rejects.toThrow(
      CONFIRM_IMPORT_MESSAGES.uploadId,
    );
  });

  it('never reads a file outside the upload’s own path (the document’s path is the owner’s to write)', async () => {
    const { store, proposal, confirm } = await uploaded(EXPENSE_ROWS);
    await store
      .collection(UPLOADS, UID)
      .update('sheet1', { storagePath: 'users/someone-else/uploads/theirs.csv' });
    await expect(
      confirm({ uploadId: 'sheet1', target: 'expenses', mapping: proposal.mapping }),
    ).rejects.toThrow(CONFIRM_IMPORT_MESSAGES.nothingToImport);
  });
});
