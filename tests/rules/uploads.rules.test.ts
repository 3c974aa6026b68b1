// Tier 2: the uploads match block of firestore.rules, beyond what the registry-driven suite
// checks: the owner creates and deletes an upload (the screen deletes one whose transfer was
// cancelled or failed) but never updates it, and never writes what processing writes.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { firestoreRulesEnvironment } from './environment.js';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await firestoreRulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});

let sequence = 0;
const newUpload = () => ({
  id: `rulesUpload${(sequence += 1)}${Date.now()}`,
  data: {
    fileName: 'week-46.pdf',
    contentType: 'application/pdf',
    sizeBytes: 2048,
    storagePath: 'users/owner-uid/uploads/x.pdf',
    status: 'uploaded',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  },
});

describe('uploads', () => {
  const owner = () => env.authenticatedContext('owner-uid').firestore();
  const path = (id: string) => `users/owner-uid/uploads/${id}`;

  it('the owner creates an upload and deletes it (a cancelled transfer)', async () => {
    const { id, data } = newUpload();
    await assertSucceeds(setDoc(doc(owner(), path(id)), data));
    await assertSucceeds(deleteDoc(doc(owner(), path(id))));
  });

  it('the owner never updates an upload: its states are processing’s', async () => {
    const { id, data } = newUpload();
    await assertSucceeds(setDoc(doc(owner(), path(id)), data));
    await assertFails(
      updateDoc(doc(owner(), path(id)), { status: 'processed', updatedAt: serverTimestamp() }),
    );
  });

  it.each([
    ['fileHash', 'a'.repeat(64)],
    ['duplicateOf', 'other'],
    ['reviewFields', ['netCents']],
    ['bookedExpenseCount', 3],
    ['settlementId', 's1'],
  ])('the owner cannot create an upload carrying %s', async (key, value) => {
    const { id, data } = newUpload();
    await assertFails(setDoc(doc(owner(), path(id)), { ...data, [key]: value }));
  });

  it('another user neither creates nor deletes the owner’s uploads', async () => {
    const { id, data } = newUpload();
    const other = env.authenticatedContext('other-uid').firestore();
    await assertFails(setDoc(doc(other, path(id)), data));
    await assertSucceeds(setDoc(doc(owner(), path(id)), data));
    await assertFails(deleteDoc(doc(other, path(id))));
  });
});
