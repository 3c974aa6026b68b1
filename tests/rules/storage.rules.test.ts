// Tier 2: the real storage.rules against the Storage emulator (npm run test:emulators). The owner
// uploads files of an accepted type up to MAX_UPLOAD_BYTES into their own folders; staff read them;
// nobody else writes, nobody overwrites, only the owner deletes. The limits come from
// domain/src/uploads/files.ts, the same values the upload screen checks. The books' files
// (uploads, receipts) close with the books: for every profile of domain's table
// (domain/src/data/contract/books-access-cases.ts, held to booksAccessFor in tier 1, the same one
// tests/rules/books.rules.test.ts uses) the owner's uploads and deletes pass exactly when
// booksAccessFor says 'full'; reads and support photos always pass. storage.rules reads the profile
// from the Firestore emulator (cross-service rules), where these tests seed it with the rules off.
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { MAX_UPLOAD_BYTES, USERS, isAcceptedUploadType } from '@haulbooks/domain';
import { doc, setDoc } from 'firebase/firestore';
import { deleteObject, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKS_ACCESS_CASES,
  booksCaseProfile,
  expectedBooksAccess,
  type BooksAccessCase,
} from '../../domain/src/data/contract/books-access-cases.js';
import { storageRulesEnvironment } from './environment.js';
import { docPath, seedData, toWeb } from './samples.js';

type Storage = ReturnType<RulesTestContext['storage']>;

// Its own uid: another rules file may leave a profile at users/owner-uid, which booksOpen would read.
const OWNER = 'storage-owner-uid';
const OTHER = 'other-uid';
const ADMIN = 'admin-uid';

let env: RulesTestEnvironment;
let owner: Storage;
let other: Storage;
let admin: Storage;
let signedOut: Storage;

beforeAll(async () => {
  env = await storageRulesEnvironment();
  await env.clearStorage();
  owner = env.authenticatedContext(OWNER).storage();
  other = env.authenticatedContext(OTHER).storage();
  admin = env.authenticatedContext(ADMIN, { admin: true }).storage();
  signedOut = env.unauthenticatedContext().storage();
});

afterAll(async () => {
  await env.cleanup();
});

const ACCEPTED_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/heic',
  'text/csv',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'IMAGE/JPEG',
];
const REFUSED_TYPES = ['application/zip', 'text/plain', 'application/octet-stream', 'text/html'];

let sequence = 0;
const fileName = (extension = 'pdf') => `file-${(sequence += 1)}.${extension}`;
const bytes = (size: number) => new Uint8Array(size).fill(37);

function upload(storage: Storage, path: string, size = 1024, contentType = 'application/pdf') {
  return uploadBytes(ref(storage, path), bytes(size), { contentType });
}

/** Uploads a file with the rules off; returns its path. */
async function seed(folder: string): Promise<string> {
  const path = `users/${OWNER}/${folder}/${fileName()}`;
  await env.withSecurityRulesDisabled(async (context) => {
    await upload(context.storage(), path);
  });
  return path;
}

describe('the test data agrees with domain', () => {
  it('isAcceptedUploadType accepts and refuses the same content types as these tests expect', () => {
    expect(ACCEPTED_TYPES.filter((type) => !isAcceptedUploadType(type))).toEqual([]);
    expect(REFUSED_TYPES.filter((type) => isAcceptedUploadType(type))).toEqual([]);
  });
});

for (const folder of ['uploads', 'receipts']) {
  describe(`users/{uid}/${folder}/{fileName}`, () => {
    const mine = () => `users/${OWNER}/${folder}/${fileName()}`;

    it.each(ACCEPTED_TYPES)('the owner uploads %s → allowed', async (contentType) => {
      await assertSucceeds(upload(owner, mine(), 1024, contentType));
    });

    it.each(REFUSED_TYPES)('the owner uploads %s → denied', async (contentType) => {
      await assertFails(upload(owner, mine(), 1024, contentType));
    });

    it(`the owner uploads ${MAX_UPLOAD_BYTES} bytes → allowed, one byte more → denied`, async () => {
      await assertSucceeds(upload(owner, mine(), MAX_UPLOAD_BYTES));
      await assertFails(upload(owner, mine(), MAX_UPLOAD_BYTES + 1));
    });

    it('another user, an admin and a signed-out visitor upload into the owner folder → denied', async () => {
      for (const storage of [other, admin, signedOut]) await assertFails(upload(storage, mine()));
    });

    it('the owner overwrites an uploaded file → denied (a new version is a new file)', async () => {
      const path = await seed(folder);
      await assertFails(upload(owner, path));
    });

    it('reads: the owner and an admin allowed, another user and signed out denied', async () => {
      const path = await seed(folder);
      await assertSucceeds(getMetadata(ref(owner, path)));
      await assertSucceeds(getMetadata(ref(admin, path)));
      await assertFails(getMetadata(ref(other, path)));
      await assertFails(getMetadata(ref(signedOut, path)));
    });

    it('deletes: another user, an admin and signed out denied, the owner allowed', async () => {
      const path = await seed(folder);
      for (const storage of [other, admin, signedOut]) await assertFails(deleteObject(ref(storage, path)));
      await assertSucceeds(deleteObject(ref(owner, path)));
    });
  });
}

describe('deny by default', () => {
  it('refuses the owner any other folder, and anyone the bucket root', async () => {
    await assertFails(upload(owner, `users/${OWNER}/other/${fileName()}`));
    await assertFails(upload(owner, `users/${OWNER}/${fileName()}`));
    await assertFails(upload(owner, `users/${OWNER}/uploads/nested/${fileName()}`));
    await assertFails(upload(admin, `public/${fileName()}`));
  });
});

// ------------------------------------------------------------------ a lapsed subscription

let ownerSequence = 0;
/** One owner per case: a profile of one case never leaks into another. */
const freshOwner = (label: string) =>
  `files-${label.replace(/[^a-z]+/gi, '-')}-${(ownerSequence += 1)}-${Date.now().toString(36)}`;

/** Stores the case's profile in Firestore (nothing for "no profile document"), as the Stripe webhook would. */
async function seedProfile(testCase: BooksAccessCase, uid: string): Promise<void> {
  const profile = booksCaseProfile(testCase, seedData(USERS, uid), new Date());
  if (!profile) return;
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), docPath(USERS, uid, uid)), toWeb(profile) as never);
  });
}

async function expectAllowed(allowed: boolean, request: Promise<unknown>): Promise<void> {
  if (allowed) await assertSucceeds(request);
  else await assertFails(request);
}

describe.each(BOOKS_ACCESS_CASES.map((testCase) => [testCase.label, testCase] as const))(
  'the books’ files, profile %s',
  (_label, testCase) => {
    it.each(['uploads', 'receipts'])(
      '%s: the owner uploads and deletes exactly when booksAccessFor says full; reads always pass',
      async (folder) => {
        const uid = freshOwner(testCase.label);
        await seedProfile(testCase, uid);
        const open = expectedBooksAccess(testCase, new Date()) === 'full';
        const mine = env.authenticatedContext(uid).storage();
        await expectAllowed(open, upload(mine, `users/${uid}/${folder}/${fileName()}`));

        const kept = `users/${uid}/${folder}/${fileName()}`;
        await env.withSecurityRulesDisabled(async (context) => {
          await upload(context.storage(), kept);
        });
        await assertSucceeds(getMetadata(ref(mine, kept)));
        await assertSucceeds(getMetadata(ref(admin, kept)));
        await assertFails(upload(admin, `users/${uid}/${folder}/${fileName()}`));
        await expectAllowed(open, deleteObject(ref(mine, kept)));
      },
    );

    it('support photos stay open whatever the subscription', async () => {
      const uid = freshOwner(testCase.label);
      await seedProfile(testCase, uid);
      const mine = env.authenticatedContext(uid).storage();
      const photo = `users/${uid}/support/${fileName('jpg')}`;
      await assertSucceeds(upload(mine, photo, 1024, 'image/jpeg'));
      await assertSucceeds(deleteObject(ref(mine, photo)));
    });
  },
);
