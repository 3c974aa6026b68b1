import { onDocumentWritten, type Change, type DocumentSnapshot } from 'firebase-functions/firestore';
import { onSchedule } from 'firebase-functions/scheduler';
import { firestore } from '../admin.js';
import { REGION } from '../config.js';
import { handlePlatformWrite, recomputePlatformStats, type PlatformSource } from './handler.js';
import { platformStatsPorts } from './ports.js';

function onWrite(source: PlatformSource, change: Change<DocumentSnapshot> | undefined) {
  const data = (snapshot: DocumentSnapshot | undefined) =>
    snapshot?.exists ? (snapshot.data() ?? null) : null;
  return handlePlatformWrite(
    source,
    data(change?.before),
    data(change?.after),
    platformStatsPorts(firestore()),
  );
}

/** stats/platform follows profiles (users, active users), uploads (documents processed) and payments (revenue). */
export const platformStatsOnUser = onDocumentWritten({ document: 'users/{uid}', region: REGION }, (event) =>
  onWrite('users', event.data),
);
export const platformStatsOnUpload = onDocumentWritten(
  { document: 'users/{uid}/uploads/{id}', region: REGION },
  (event) => onWrite('uploads', event.data),
);
export const platformStatsOnPayment = onDocumentWritten(
  { document: 'payments/{id}', region: REGION },
  (event) => onWrite('payments', event.data),
);
/** A safety net for two recomputations that raced: the figures are never more than an hour stale. */
export const platformStatsHourly = onSchedule({ schedule: 'every 60 minutes', region: REGION }, async () => {
  await recomputePlatformStats(platformStatsPorts(firestore()));
});
