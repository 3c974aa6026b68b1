// Tier 2: the header bell's notifications under the real firestore.rules (npm run test:emulators).
// Functions write them; the owner may change exactly one thing, `read` (NOTIFICATIONS.ownerEditableKeys).
// The registry-driven suite (firestore.rules.test.ts) covers every key and caller in general; these
// cases are the bell's own requests: Mark read, and what a forged request would try beside it.
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { NOTIFICATIONS } from '@haulbooks/domain';
import { deleteDoc, deleteField, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreRulesEnvironment } from './environment.js';
import { docPath, seedData } from './samples.js';

type Db = ReturnType<RulesTestContext['firestore']>;

const OWNER = 'bell-owner-uid';
const OTHER = 'bell-other-uid';

let env: RulesTestEnvironment;
let owner: Db;
let other: Db;
let admin: Db;

beforeAll(async () => {
  env = await firestoreRulesEnvironment();
  owner = env.authenticatedContext(OWNER, { role: 'owner_operator' }).firestore();
  other = env.authenticatedContext(OTHER, { role: 'owner_operator' }).firestore();
  admin = env.authenticatedContext('bell-admin-uid', { admin: true }).firestore();
});

afterAll(async () => {
  await env.cleanup();
});

let sequence = 0;

/** An unread notification of OWNER, stored as functions write it; returns its path. */
async function seedUnread(): Promise<string> {
  sequence += 1;
  const path = docPath(NOTIFICATIONS, OWNER, `upload-bell${sequence}-processed`);
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), path), seedData(NOTIFICATIONS, OWNER));
  });
  return path;
}

const markRead = { read: true, updatedAt: serverTimestamp() };

describe('users/{uid}/notifications: the owner marks read, nothing else', () => {
  it('Mark read (read: true with the write time) → allowed, and the rest of the document is kept', async () => {
    const path = await seedUnread();
    await assertSucceeds(updateDoc(doc(owner, path), markRead));
    const stored = (await getDoc(doc(owner, path))).data();
    expect(stored?.read).toBe(true);
    expect(stored?.title).toBe(seedData(NOTIFICATIONS, OWNER).title);
  });

  it('marking it unread again → allowed (read is the one key the owner has)', async () => {
    const path = await seedUnread();
    await assertSucceeds(updateDoc(doc(owner, path), markRead));
    await assertSucceeds(updateDoc(doc(owner, path), { read: false, updatedAt: serverTimestamp() }));
  });

  it('read together with any other key (title, body, link, kind, createdAt) → denied', async () => {
    for (const change of [
      { title: 'Payment received' },
      { body: '' },
      { link: '/admin' },
      { link: deleteField() },
      { kind: 'billing' },
      { createdAt: serverTimestamp() },
    ]) {
      const path = await seedUnread();
      await assertFails(updateDoc(doc(owner, path), { ...markRead, ...change }));
    }
  });

  it('read that is not a boolean, or removed → denied', async () => {
    for (const value of ['true', 1, null, deleteField()]) {
      await assertFails(
        updateDoc(doc(owner, await seedUnread()), { read: value, updatedAt: serverTimestamp() }),
      );
    }
  });

  it('without refreshing updatedAt → denied', async () => {
    await assertFails(updateDoc(doc(owner, await seedUnread()), { read: true }));
  });

  it('another user or an administrator viewing the client marking it read → denied', async () => {
    const path = await seedUnread();
    await assertFails(updateDoc(doc(other, path), markRead));
    await assertFails(updateDoc(doc(admin, path), markRead));
    expect((await getDoc(doc(owner, path))).data()?.read).toBe(false);
  });

  it('the owner creating or deleting a notification → denied', async () => {
    await assertFails(
      setDoc(doc(owner, docPath(NOTIFICATIONS, OWNER, 'forged')), {
        ...seedData(NOTIFICATIONS, OWNER),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    );
    await assertFails(deleteDoc(doc(owner, await seedUnread())));
  });
});
