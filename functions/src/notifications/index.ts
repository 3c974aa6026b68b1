import { logger } from 'firebase-functions';
import { onDocumentCreated, onDocumentWritten, type DocumentSnapshot } from 'firebase-functions/firestore';
import { onSchedule } from 'firebase-functions/scheduler';
import {
  EXPENSES,
  UPLOADS,
  decodeDocument,
  type CollectionSpec,
  type DocOf,
  type FieldMap,
} from '@haulbooks/domain';
import { firestore } from '../admin.js';
import { REGION } from '../config.js';
import { adminCodec, createAdminStore } from '../data/admin-store.js';
import { EXPENSE_DOCUMENT, handleExpenseCreated } from './large-expense.js';
import { handleMaintenanceScan } from './maintenance.js';
import { adminNotificationSink } from './sinks.js';
import { UPLOAD_DOCUMENT, handleUploadWrite } from './uploads.js';

/** A snapshot's document, decoded with the stored schema (a malformed one fails the event by name). */
function decoded<M extends FieldMap>(
  spec: CollectionSpec<M>,
  snapshot: DocumentSnapshot | undefined,
): DocOf<M> | null {
  if (!snapshot?.exists) return null;
  return decodeDocument(spec.fields, snapshot.data(), snapshot.ref.path, adminCodec);
}

/** Processing finished (processed, needs review) or failed: the upload's owner is told once. */
export const notifyUploadProcessed = onDocumentWritten(
  { document: UPLOAD_DOCUMENT, region: REGION },
  async (event) => {
    const db = firestore();
    await handleUploadWrite(
      {
        uid: event.params.uid,
        id: event.params.id,
        before: decoded(UPLOADS, event.data?.before),
        after: decoded(UPLOADS, event.data?.after),
      },
      createAdminStore(db),
      adminNotificationSink(db),
    );
  },
);

/** A new expense far above the user's usual for its category: the owner is told once. */
export const notifyLargeExpense = onDocumentCreated(
  { document: EXPENSE_DOCUMENT, region: REGION },
  async (event) => {
    const expense = decoded(EXPENSES, event.data);
    if (!expense) return;
    const db = firestore();
    await handleExpenseCreated(
      { uid: event.params.uid, id: event.params.id, expense },
      createAdminStore(db),
      adminNotificationSink(db),
    );
  },
);

/**
 * Once a day, every account's open maintenance that is due within 14 days (or 500 miles) or
 * overdue gets its notification. 06:00 in Chicago, after the recurring-expense run.
 */
export const maintenanceDueNotifications = onSchedule(
  { schedule: 'every day 06:00', timeZone: 'America/Chicago', region: REGION, retryCount: 3 },
  async () => {
    const db = firestore();
    const result = await handleMaintenanceScan(createAdminStore(db), adminNotificationSink(db), new Date());
    logger.info('maintenance notifications', { users: result.users, created: result.created });
    if (result.failures.length > 0) {
      logger.error('maintenance notifications not written', { failures: result.failures });
      // A retry writes only what is still missing: every notification has a deterministic id.
      throw new Error(`${result.failures.length} accounts' maintenance could not be scanned`);
    }
  },
);
