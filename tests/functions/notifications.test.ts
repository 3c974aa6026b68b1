// The notification triggers end to end: the Admin SDK moves an upload to processed and records
// expenses, the Firestore emulator calls notifyUploadProcessed / notifyLargeExpense in the
// Functions emulator, and the bell's documents appear under their deterministic ids. Tier 2 only
// (npm run test:emulators, run after the triggers are wired): the Node Firestore server of tier 1
// has no trigger wiring, so there the suite reports itself skipped. Preferences, repeats and the
// boundaries of the rules are the handlers' unit tests (functions/src/notifications).
import { afterAll, describe, expect, it } from 'vitest';
import { EXPENSES, NOTIFICATIONS, UPLOADS, type WriteFor } from '@haulbooks/domain';
import { createAdminStore } from '../../functions/src/data/admin-store';
import { db } from './emulator-env';

const triggersFire = process.env.FIRESTORE_NODE_SERVER !== '1';
const store = createAdminStore(db);
const uid = `bell-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Polls until the notification exists (triggers run asynchronously), then returns it. */
async function notification(id: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await store.collection(NOTIFICATIONS, uid).get(id);
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function expense(overrides: Partial<WriteFor<typeof EXPENSES>>): WriteFor<typeof EXPENSES> {
  return {
    description: 'Oil change',
    amountCents: 30_000,
    category: 'maintenance_routine',
    paymentMethod: 'debit_card',
    date: '2026-03-14',
    notes: '',
    taxDeductible: true,
    recurring: false,
    ...overrides,
  };
}

afterAll(async () => {
  await db.recursiveDelete(db.doc(`users/${uid}`)).catch(() => undefined);
});

describe.skipIf(!triggersFire)('notification triggers (Firestore + Functions emulators, tier 2)', () => {
  it('tells the owner once an upload is processed', async () => {
    const uploads = store.collection(UPLOADS, uid);
    await uploads.set('up1', {
      fileName: 'week-46.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1_200,
      storagePath: `users/${uid}/uploads/up1/week-46.pdf`,
      status: 'processing',
    });
    await uploads.update('up1', { status: 'processed' });
    expect(await notification('upload-up1-processed')).toMatchObject({
      kind: 'settlement',
      title: 'Document processed',
      body: 'week-46.pdf was read and added to your books.',
      link: '/settlements',
      read: false,
    });
  });

  it('tells the owner about an expense far above the usual for its category', async () => {
    const expenses = store.collection(EXPENSES, uid);
    for (const [index, date] of ['2026-03-01', '2026-03-05', '2026-03-09'].entries()) {
      await expenses.set(`usual${index}`, expense({ date }));
    }
    await expenses.set('big', expense({ description: 'Transmission rebuild', amountCents: 480_000 }));
    expect(await notification('expense-large-big')).toMatchObject({
      kind: 'expense',
      title: 'Unusually large expense: Maintenance $4,800.00',
      link: '/expenses',
      read: false,
    });
  });
});
