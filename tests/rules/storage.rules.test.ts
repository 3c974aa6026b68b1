// Tier 2: the real storage.rules against the Storage emulator (npm run test:emulators). The owner
// uploads files of an accepted type up to MAX_UPLOAD_BYTES into their own folders; staff read them;
// nobody else writes, nobody overwrites, only the owner deletes. The limits come from
// domain/src/uploads/files.ts, the same values the upload screen checks.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { MAX_UPLOAD_BYTES, PLATFORM, isAcceptedUploadType } from '@haulbooks/domain';
import { deleteObject, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Storage = ReturnType<RulesTestContext['storage']>;

const rulesPath = fileURLToPath(new URL('../../storage.rules', import.meta.url));
const [host = PLATFORM.emulatorHost, port = String(PLATFORM.ports.storage)] = (
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? `${PLATFORM.emulatorHost}:${PLATFORM.ports.storage}`
).split(':');

const OWNER = 'owner-uid';
const OTHER = 'other-uid';
const ADMIN = 'admin-uid';

let env: RulesTestEnvironment;
let owner: Storage;
let other: Storage;
let admin: Storage;
let signedOut: Storage;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PLATFORM.projectId,
    storage: { rules: readFileSync(rulesPath, 'utf8'), host, port: Number(port) },
  });
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
