// A lapsed subscription closes the books on the server too: processUpload and confirmImport write
// with the Admin SDK, which the rules never see. Driven by domain's table of profiles
// (BOOKS_ACCESS_CASES, held to booksAccessFor in tier 1), the same one the rules are tested with.
import { afterAll, describe, expect, it } from 'vitest';
import {
  CONFIRM_IMPORT_MESSAGES,
  EXPENSES,
  SETTLEMENTS,
  UPLOADS,
  UPLOAD_REASONS,
  USERS,
  uploadStoragePath,
} from '@haulbooks/domain';
import {
  BOOKS_ACCESS_CASES,
  READABLE_BOOKS_ACCESS_CASES,
  MemoryDatabase,
  booksCaseProfile,
  createUserProfile,
  type BooksAccessCase,
} from '@haulbooks/domain/testing';
import { handleConfirmImport } from './confirm-import.js';
import { handleFinalizedObject, type ProcessUploadPorts } from './handler.js';
import { createTesseractOcr } from './ocr.js';
import { ONE_LOAD_STATEMENT, TWO_EXPENSE_ROWS, csvFile, textPdf } from './testing/fixtures.js';

const UID = 'dana';
const NOW = new Date('2026-11-23T12:00:00Z');
const ocr = createTesseractOcr(); // never started: these files have a text layer or are tables
afterAll(() => ocr.terminate());

function books() {
  const db = new MemoryDatabase({ now: () => NOW });
  const store = db.privileged();
  const files = new Map<string, Uint8Array>();
  const reads: string[] = [];
  /** Stores the case's profile as the Stripe webhook would; "no profile document" removes it. */
  const setProfile = async (next: BooksAccessCase) => {
    const profile = booksCaseProfile(next, createUserProfile(), NOW);
    if (profile) db.seedRaw(USERS, UID, UID, profile);
    else await store.collection(USERS, UID).remove(UID);
  };
  const ports: ProcessUploadPorts = {
    store,
    ocr,
    now: () => NOW,
    readObject: async (path) => {
      reads.push(path);
      const bytes = files.get(path);
      if (!bytes) throw new Error(`no object ${path}`);
      return bytes;
    },
  };
  /** A file straight into Storage, with no upload document: what a client past the app can do. */
  const arrive = async (id: string, fileName: string, bytes: Uint8Array) => {
    const path = uploadStoragePath(UID, id, fileName);
    files.set(path, bytes);
    const outcome = await handleFinalizedObject({ path, size: bytes.length, fileName }, ports);
    return { outcome, path, doc: await store.collection(UPLOADS, UID).get(id) };
  };
  const confirm = (input: unknown) =>
    handleConfirmImport({ uid: UID }, input, { store, readObject: ports.readObject, now: () => NOW });
  const written = async () => ({
    settlements: (await store.collection(SETTLEMENTS, UID).list({})).items.length,
    expenses: (await store.collection(EXPENSES, UID).list({})).items.length,
  });
  return { db, store, files, reads, arrive, confirm, written, setProfile };
}

async function booksOf(testCase: BooksAccessCase) {
  const setup = books();
  await setup.setProfile(testCase);
  return setup;
}

const caseNamed = (label: string): BooksAccessCase => {
  const found = BOOKS_ACCESS_CASES.find((testCase) => testCase.label === label);
  if (!found) throw new Error(`no case ${label}`);
  return found;
};

describe('the table covers open and closed books on the server', () => {
  it('has readable profiles of both kinds: canceled, unpaid and trial over among the closed', () => {
    expect(READABLE_BOOKS_ACCESS_CASES.filter((c) => c.access === 'read-only').map((c) => c.label)).toEqual(
      expect.arrayContaining(['canceled', 'unpaid', 'trial over']),
    );
    expect(READABLE_BOOKS_ACCESS_CASES.some((c) => c.access === 'full')).toBe(true);
  });
});

describe.each(READABLE_BOOKS_ACCESS_CASES.map((testCase) => [testCase.label, testCase] as const))(
  'profile %s',
  (_label, testCase) => {
    const open = testCase.access === 'full';

    it(
      open
        ? 'processUpload books a statement'
        : 'processUpload books nothing, reads nothing, and the upload says why; the file stays',
      async () => {
        const { arrive, files, reads, written } = await booksOf(testCase);
        const { outcome, path, doc } = await arrive(
          'up1',
          'week-46.pdf',
          await textPdf([ONE_LOAD_STATEMENT]),
        );
        if (open) {
          expect(doc?.status).toBe('processed');
          expect(await written()).toEqual({ settlements: 1, expenses: 1 });
        } else {
          expect(outcome).toMatchObject({ kind: 'done', status: 'error' });
          expect(doc).toMatchObject({ status: 'error', errorMessage: UPLOAD_REASONS.booksClosed });
          expect(doc?.fileHash).toBeUndefined();
          expect(reads).toEqual([]);
          expect(await written()).toEqual({ settlements: 0, expenses: 0 });
          expect(files.has(path)).toBe(true);
        }
      },
    );

    it(
      open
        ? 'processUpload proposes a spreadsheet’s columns'
        : 'processUpload proposes no import of a spreadsheet',
      async () => {
        const { arrive } = await booksOf(testCase);
        const { doc } = await arrive('sheet1', 'import.csv', csvFile(TWO_EXPENSE_ROWS));
        if (open) expect(doc).toMatchObject({ status: 'needs_review' });
        else {
          expect(doc).toMatchObject({ status: 'error', errorMessage: UPLOAD_REASONS.booksClosed });
          expect(doc?.importProposal).toBeUndefined();
        }
      },
    );

    it(
      open
        ? 'confirmImport books the rows'
        : 'confirmImport refuses (failed-precondition), writes nothing and keeps the import waiting',
      async () => {
        // The spreadsheet arrived while the books were open; the subscription state is the case's now.
        const { arrive, confirm, setProfile, store, written } = await booksOf(caseNamed('active'));
        const { doc } = await arrive('sheet1', 'import.csv', csvFile(TWO_EXPENSE_ROWS));
        const proposal = doc?.importProposal;
        if (!proposal) throw new Error('no proposal');
        const input = { uploadId: 'sheet1', target: proposal.target, mapping: proposal.mapping };
        await setProfile(testCase);
        if (open) {
          await expect(confirm(input)).resolves.toMatchObject({ imported: 2 });
          expect(await written()).toEqual({ settlements: 0, expenses: 2 });
          return;
        }
        await expect(confirm(input)).rejects.toMatchObject({
          code: 'failed-precondition',
          message: CONFIRM_IMPORT_MESSAGES.booksClosed,
        });
        expect(await written()).toEqual({ settlements: 0, expenses: 0 });
        const after = await store.collection(UPLOADS, UID).get('sheet1');
        expect(after).toMatchObject({ status: 'needs_review', importProposal: proposal });
        // Renewed: the same confirmation goes through.
        await setProfile(caseNamed('active'));
        await expect(confirm(input)).resolves.toMatchObject({ imported: 2 });
      },
    );
  },
);

describe('a profile the server cannot read', () => {
  it('processUpload books nothing and ends the upload with a reason (it never assumes the books open)', async () => {
    const { db, arrive, written } = books();
    db.seedRaw(USERS, UID, UID, { name: 'Dana Reyes', subscriptionStatus: 'canceled' });
    const { doc } = await arrive('up1', 'week-46.pdf', await textPdf([ONE_LOAD_STATEMENT]));
    expect(doc).toMatchObject({ status: 'error', errorMessage: UPLOAD_REASONS.failed });
    expect(await written()).toEqual({ settlements: 0, expenses: 0 });
  });
});
