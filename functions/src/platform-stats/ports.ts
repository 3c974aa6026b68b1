import { AggregateField, type Firestore } from 'firebase-admin/firestore';
import { PAYMENTS, PLATFORM_STATS, UPLOADS, USERS } from '@haulbooks/domain';
import { adminDocument, encodeForCreate } from '../data/admin-store.js';
import type { PlatformStats, PlatformStatsPorts } from './handler.js';

/** users/{uid}/uploads is queried as the collection group "uploads" (firestore.indexes.json). */
const UPLOADS_GROUP = UPLOADS.path.split('/').at(-1) ?? UPLOADS.path;

export function platformStatsPorts(db: Firestore): PlatformStatsPorts {
  return {
    async measure(): Promise<PlatformStats> {
      const users = db.collection(USERS.path);
      const [all, active, processed, revenue] = await Promise.all([
        users.count().get(),
        users.where('subscriptionStatus', 'in', ['active', 'trialing']).count().get(),
        db.collectionGroup(UPLOADS_GROUP).where('status', '==', 'processed').count().get(),
        db
          .collection(PAYMENTS.path)
          .where('status', '==', 'succeeded')
          .aggregate({ total: AggregateField.sum('amountCents') })
          .get(),
      ]);
      return {
        users: all.data().count,
        activeUsers: active.data().count,
        documentsProcessed: processed.data().count,
        revenueCents: revenue.data().total ?? 0,
      };
    },
    async write(stats) {
      const ref = adminDocument(db, PLATFORM_STATS, '', PLATFORM_STATS.fixedId ?? PLATFORM_STATS.idPattern);
      await ref.set(encodeForCreate(PLATFORM_STATS, ref, stats));
    },
  };
}
