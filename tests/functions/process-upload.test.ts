// Document processing end to end: a file lands in Cloud Storage, the Storage emulator calls
// processUpload in the Functions emulator, and the upload, its settlement and the expenses of its
// deductions appear in Firestore; then a spreadsheet is imported through the confirmImport
// callable. Needs the Storage emulator (Java 21, tier 2 with the whole suite): without
// FIREBASE_STORAGE_EMULATOR_HOST the suite reports itself skipped.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, describe, expect, it } from 'vitest';
import {
  EXPENSES,
  SETTLEMENTS,
  UPLOADS,
  newUploadId,
  uploadStoragePath,
  type UploadDoc,
} from '@haulbooks/domain';
import { createAdminStore } from '../../functions/src/data/admin-store';
import { csvFile, textPdf } from '../../functions/src/process-upload/testing/fixtures';
import { PROJECT_ID, db, signedUpClient } from './emulator-env';

const storageRuns = Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);
const store = createAdminStore(db);
const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
const bucket = getStorage(app).bucket(process.env.STORAGE_BUCKET ?? `${PROJECT_ID}.appspot.com`);

const STATEMENT = `LANDSTAR RANGER, INC.
BCO SETTLEMENT STATEMENT
Settlement Date: 11/12/2026      Week Ending: 11/08/2026

FREIGHT BILL   ORIGIN          DEST             MILES    LINEHAUL       FSC
2218841        LAREDO TX       MEMPHIS TN         864    1,987.20    362.88
TOTALS                                            864    1,987.20    362.88

Total Revenue                                             2,350.08

DEDUCTIONS
Fuel Purchases - Comdata                                    642.36
Trailer Rental                                              125.00
Total Deductions                                            767.36

NET SETTLEMENT                                            1,582.72
`;

/** Polls the upload until processing has settled it (the trigger runs asynchronously). */
async function settled(uid: string, id: string, timeoutMs = 60_000): Promise<UploadDoc> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const upload = await store.collection(UPLOADS, uid).get(id);
    if (upload && ['processed', 'needs_review', 'error'].includes(upload.status) && upload.fileHash)
      return upload;
    if (Date.now() > deadline) throw new Error(`upload ${id} still ${upload?.status ?? 'missing'}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What the Upload Documents screen does: the upload document, then the file. */
async function upload(uid: string, fileName: string, bytes: Uint8Array, contentType: string) {
  const id = newUploadId();
  const path = uploadStoragePath(uid, id, fileName);
  await store
    .collection(UPLOADS, uid)
    .set(id, { fileName, contentType, sizeBytes: bytes.length, storagePath: path, status: 'uploaded' });
  await bucket
    .file(path)
    .save(Buffer.from(bytes), { contentType, metadata: { metadata: { fileName, uploadId: id } } });
  return id;
}

const clients: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe.skipIf(!storageRuns)('processUpload and confirmImport through the emulators', () => {
  it('a statement PDF becomes a settlement with its deductions booked as expenses', async () => {
    const uid = `doc-${Date.now()}`;
    const id = await upload(uid, 'week-46.pdf', await textPdf([STATEMENT]), 'application/pdf');
    expect(await settled(uid, id)).toMatchObject({ status: 'processed', settlementId: id });
    expect(await store.collection(SETTLEMENTS, uid).get(id)).toMatchObject({
      grossCents: 235_008,
      netCents: 158_272,
      deductionsBooked: true,
    });
    const expenses = (await store.collection(EXPENSES, uid).list({})).items;
    expect(expenses.map((e) => [e.category, e.amountCents])).toEqual(
      expect.arrayContaining([
        ['fuel', 64_236],
        ['trailer_payment', 12_500],
      ]),
    );
    // The same file again is flagged, not booked.
    const again = await upload(uid, 'week-46 copy.pdf', await textPdf([STATEMENT]), 'application/pdf');
    expect(await settled(uid, again)).toMatchObject({ status: 'error', duplicateOf: id });
  }, 120_000);

  it('a renamed program is refused with its reason', async () => {
    const uid = `doc-${Date.now()}-exe`;
    const bytes = new Uint8Array(2048);
    bytes.set([0x4d, 0x5a]);
    const id = await upload(uid, 'statement.pdf', bytes, 'application/pdf');
    expect((await settled(uid, id)).errorMessage).toContain('not a PDF, photo, CSV or Excel file');
  }, 120_000);

  it('a CSV is proposed for mapping, then imported by the owner through confirmImport', async () => {
    const client = await signedUpClient('import');
    clients.push(client);
    const csv = csvFile([
      ['Date', 'Vendor', 'Amount'],
      ['2026-03-14', 'Pilot #412', '438.64'],
    ]);
    const id = await upload(client.uid, 'march.csv', csv, 'text/csv');
    const proposed = await settled(client.uid, id);
    expect(proposed.importProposal?.mapping).toEqual(['date', 'description', 'amount']);
    const result = await client.call('confirmImport', {
      uploadId: id,
      target: 'expenses',
      mapping: ['date', 'description', 'amount'],
    });
    expect(result).toMatchObject({ imported: 1, total: 1 });
    expect(await store.collection(EXPENSES, client.uid).get(`${id}-r2`)).toMatchObject({
      amountCents: 43_864,
    });
  }, 120_000);
});
