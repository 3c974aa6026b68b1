// Tier 2: the real firestore.rules against the Firestore emulator (npm run test:emulators).
// Each block checks an allowed and a denied request for owner, other user, admin and signed out.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

const rulesPath = fileURLToPath(new URL('../../firestore.rules', import.meta.url));
const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(
  ':',
);

let env: RulesTestEnvironment;

const OWNER = 'owner-uid';
const OTHER = 'other-uid';
const ADMIN = 'admin-uid';

const profile = {
  name: 'Dana Driver',
  email: 'dana@example.com',
  role: 'company_driver',
  plan: 'driver',
  subscriptionStatus: 'trialing',
  accountType: 'real',
};

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-haulbooks',
    firestore: { rules: readFileSync(rulesPath, 'utf8'), host, port: Number(port) },
  });
});

afterAll(async () => {
  await env.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'users', OWNER), profile);
    await setDoc(doc(db, 'users', OTHER), { ...profile, name: 'Olly Other', email: 'olly@example.com' });
    await setDoc(doc(db, 'errorLogs', 'log-1'), { message: 'boom', timestamp: 1 });
    await setDoc(doc(db, 'unknownCollection', 'doc-1'), { anything: true });
  });
});

const owner = () => env.authenticatedContext(OWNER, { role: 'company_driver' }).firestore();
const other = () => env.authenticatedContext(OTHER, { role: 'company_driver' }).firestore();
const admin = () => env.authenticatedContext(ADMIN, { admin: true }).firestore();
const signedOut = () => env.unauthenticatedContext().firestore();

describe('deny by default', () => {
  it('refuses reads and writes of a collection without a match block, even to an admin', async () => {
    for (const db of [owner(), admin(), signedOut()]) {
      await assertFails(getDoc(doc(db, 'unknownCollection', 'doc-1')));
      await assertFails(setDoc(doc(db, 'unknownCollection', 'doc-2'), { anything: true }));
    }
  });
});

describe('users/{uid}', () => {
  it('lets the owner read their profile', async () => {
    await assertSucceeds(getDoc(doc(owner(), 'users', OWNER)));
  });

  it("refuses another user's and a signed-out visitor's read", async () => {
    await assertFails(getDoc(doc(other(), 'users', OWNER)));
    await assertFails(getDoc(doc(signedOut(), 'users', OWNER)));
  });

  it('lets an admin read any profile', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'users', OWNER)));
  });

  it('lets the owner update the editable fields', async () => {
    await assertSucceeds(
      updateDoc(doc(owner(), 'users', OWNER), {
        name: 'Dana D.',
        companyName: 'Dana Hauling LLC',
        phone: '555-0100',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('refuses owner updates that set role, plan or subscription', async () => {
    await assertFails(updateDoc(doc(owner(), 'users', OWNER), { role: 'admin' }));
    await assertFails(updateDoc(doc(owner(), 'users', OWNER), { role: 'accountant' }));
    await assertFails(updateDoc(doc(owner(), 'users', OWNER), { plan: 'fleet_manager' }));
    await assertFails(updateDoc(doc(owner(), 'users', OWNER), { subscriptionStatus: 'active' }));
  });

  it('refuses invalid editable values (empty name)', async () => {
    await assertFails(updateDoc(doc(owner(), 'users', OWNER), { name: '' }));
  });

  it("refuses updates to someone else's profile, and client creates and deletes", async () => {
    await assertFails(updateDoc(doc(other(), 'users', OWNER), { name: 'Hijacked' }));
    await assertFails(setDoc(doc(owner(), 'users', 'new-uid'), profile));
    await assertFails(deleteDoc(doc(owner(), 'users', OWNER)));
  });
});

describe('errorLogs/{logId}', () => {
  it('refuses client writes from anyone, admin included (only the logError function writes)', async () => {
    for (const db of [owner(), admin(), signedOut()]) {
      await assertFails(setDoc(doc(db, 'errorLogs', 'client-log'), { message: 'forged', timestamp: 2 }));
    }
  });

  it('lets an admin read logs and refuses everyone else', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'errorLogs', 'log-1')));
    await assertFails(getDoc(doc(owner(), 'errorLogs', 'log-1')));
    await assertFails(getDoc(doc(signedOut(), 'errorLogs', 'log-1')));
  });
});
