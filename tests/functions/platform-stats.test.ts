// stats/platform end to end: writes of profiles, uploads and payments fire the platform-stats
// triggers, which store what count() and sum() measure. Tier 2 only (npm run test:emulators): the
// Node Firestore server of tier 1 fires no triggers, so there the suite reports itself skipped.
import { isDeepStrictEqual } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { PAYMENTS, PLATFORM_STATS, UPLOADS, documentPath } from '@haulbooks/domain';
import { createAdminStore } from '../../functions/src/data/admin-store';
import { platformStatsPorts } from '../../functions/src/platform-stats/ports';
import { db } from './emulator-env';

const triggersFire = process.env.FIRESTORE_NODE_SERVER !== '1';
const store = createAdminStore(db);
const uid = `stats-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const paymentId = `pay-${uid}`;

afterAll(async () => {
  await db.recursiveDelete(db.doc(`users/${uid}`)).catch(() => undefined);
  await db
    .doc(documentPath(PAYMENTS, uid, paymentId))
    .delete()
    .catch(() => undefined);
});

async function storedStats(): Promise<Record<string, unknown> | null> {
  const doc = await store.collection(PLATFORM_STATS, '').get('platform');
  if (!doc) return null;
  const { id: _id, updatedAt: _updatedAt, ...figures } = doc;
  return figures;
}

describe.skipIf(!triggersFire)('platform stats triggers (Firestore + Functions emulators, tier 2)', () => {
  it('stores the measured figures after an upload is processed and a payment succeeds', async () => {
    const before = await platformStatsPorts(db).measure();
    await store.collection(UPLOADS, uid).set('u1', {
      fileName: 'settlement.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1_000,
      storagePath: `users/${uid}/uploads/settlement.pdf`,
      status: 'processed',
    });
    await store.collection(PAYMENTS, uid).set(paymentId, {
      userId: uid,
      amountCents: 2_999,
      currency: 'usd',
      status: 'succeeded',
      description: 'Owner-Operator plan, monthly',
      stripeId: `pi_${uid}`,
    });
    const deadline = Date.now() + 20_000;
    let stored: unknown;
    let measured: unknown;
    do {
      await new Promise((resolve) => setTimeout(resolve, 250));
      [stored, measured] = await Promise.all([storedStats(), platformStatsPorts(db).measure()]);
    } while (!isDeepStrictEqual(stored, measured) && Date.now() < deadline);
    expect(stored).toEqual(measured);
    expect(measured).toMatchObject({
      documentsProcessed: before.documentsProcessed + 1,
      revenueCents: before.revenueCents + 2_999,
    });
  });
});
