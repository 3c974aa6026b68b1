// A lapsed subscription closes the books to processUpload and confirmImport on a real Firestore
// (tier 1: the Node server; tier 2: the emulator), through the Admin SDK adapter the deployed
// functions use: the profile is stored as the webhook stores it (trialEndsAt a Timestamp) and read
// back through the adapter's converter. Driven by domain's table of profiles (BOOKS_ACCESS_CASES).
import { describe, expect, it } from 'vitest';
import {
  CONFIRM_IMPORT_MESSAGES,
  EXPENSES,
  SETTLEMENTS,
  UPLOADS,
  UPLOAD_REASONS,
  uploadStoragePath,
} from '@haulbooks/domain';
import {
  BOOKS_ACCESS_CASES,
  READABLE_BOOKS_ACCESS_CASES,
  booksCaseProfile,
  createUserProfile,
  type BooksAccessCase,
} from '@haulbooks/domain/testing';
import { createAdminStore } from '../../functions/src/data/admin-store';
import { handleConfirmImport } from '../../functions/src/process-upload/confirm-import';
import { handleFinalizedObject } from '../../functions/src/process-upload/handler';
import type { OcrEngine } from '../../functions/src/process-upload/ocr';
import {
  ONE_LOAD_STATEMENT,
  TWO_EXPENSE_ROWS,
  csvFile,
  textPdf,
} from '../../functions/src/process-upload/testing/fixtures';
import { db } from './emulator-env';

const store = createAdminStore(db);
const files = new Map<string, Uint8Array>();
const readObject = async (path: string) => {
  const bytes = files.get(path);
  if (!bytes) throw new Error(`no object ${path}`);
  return bytes;
};
// These files have a text layer or are tables: OCR is never asked.
const ocr: OcrEngine = {
  recognize: () => Promise.reject(new Error('OCR is not expected here')),
  terminate: () => Promise.resolve(),
};

const ACTIVE = BOOKS_ACCESS_CASES.find((testCase) => testCase.label === 'active') as BooksAccessCase;

let sequence = 0;
const freshOwner = (label: string) =>
  `closed-${label.replace(/[^a-z]+/gi, '-')}-${(sequence += 1)}-${Date.now().toString(36)}`;

/** The case's profile as the Stripe webhook stores it; "no profile document" deletes it. */
async function setProfile(uid: string, testCase: BooksAccessCase): Promise<void> {
  const profile = booksCaseProfile(testCase, createUserProfile(), new Date());
  if (profile) await db.doc(`users/${uid}`).set(profile);
  else await db.doc(`users/${uid}`).delete();
}

async function arrive(uid: string, id: string, fileName: string, bytes: Uint8Array) {
  const path = uploadStoragePath(uid, id, fileName);
  files.set(path, bytes);
  await handleFinalizedObject({ path, size: bytes.length, fileName }, { store, ocr, readObject });
  return store.collection(UPLOADS, uid).get(id);
}

async function written(uid: string) {
  return {
    settlements: await store.collection(SETTLEMENTS, uid).count({}),
    expenses: await store.collection(EXPENSES, uid).count({}),
  };
}

describe.each(READABLE_BOOKS_ACCESS_CASES.map((testCase) => [testCase.label, testCase] as const))(
  'on Firestore, profile %s',
  (_label, testCase) => {
    const open = testCase.access === 'full';

    it(`processUpload ${open ? 'books the statement' : 'books nothing and says why'}`, async () => {
      const uid = freshOwner(testCase.label);
      await setProfile(uid, testCase);
      const doc = await arrive(uid, 'up1', 'week-46.pdf', await textPdf([ONE_LOAD_STATEMENT]));
      if (open) {
        expect(doc?.status).toBe('processed');
        expect(await written(uid)).toEqual({ settlements: 1, expenses: 1 });
      } else {
        expect(doc).toMatchObject({ status: 'error', errorMessage: UPLOAD_REASONS.booksClosed });
        expect(await written(uid)).toEqual({ settlements: 0, expenses: 0 });
      }
    });

    it(`confirmImport ${open ? 'books the rows' : 'refuses and writes nothing'}`, async () => {
      const uid = freshOwner(testCase.label);
      await setProfile(uid, ACTIVE);
      const proposal = (await arrive(uid, 'sheet1', 'import.csv', csvFile(TWO_EXPENSE_ROWS)))?.importProposal;
      if (!proposal) throw new Error('no proposal');
      await setProfile(uid, testCase);
      const confirm = handleConfirmImport(
        { uid },
        { uploadId: 'sheet1', target: proposal.target, mapping: proposal.mapping },
        { store, readObject },
      );
      if (open) {
        await expect(confirm).resolves.toMatchObject({ imported: 2 });
        expect(await written(uid)).toEqual({ settlements: 0, expenses: 2 });
      } else {
        await expect(confirm).rejects.toMatchObject({
          code: 'failed-precondition',
          message: CONFIRM_IMPORT_MESSAGES.booksClosed,
        });
        expect(await written(uid)).toEqual({ settlements: 0, expenses: 0 });
        expect((await store.collection(UPLOADS, uid).get('sheet1'))?.status).toBe('needs_review');
      }
    });
  },
);
