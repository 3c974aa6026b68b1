import { onCall } from 'firebase-functions/https';
import { onDocumentCreated, onDocumentWritten, type DocumentSnapshot } from 'firebase-functions/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import {
  ADMIN_NOTIFICATIONS,
  ERROR_LOGS,
  PAYMENTS,
  decodeDocument,
  type AdminNotificationDraft,
  type CollectionSpec,
  type DocOf,
  type FieldMap,
} from '@haulbooks/domain';
import { firestore } from '../admin.js';
import { REGION } from '../config.js';
import { adminCodec, adminDocument, createAdminStore, encodeForCreate } from '../data/admin-store.js';
import {
  alertSwitchOf,
  handleErrorLogged,
  handleMarkAdminNotificationsRead,
  handlePaymentWrite,
  type AdminNotificationSink,
} from './handler.js';

function decoded<M extends FieldMap>(
  spec: CollectionSpec<M>,
  snapshot: DocumentSnapshot | undefined,
): DocOf<M> | null {
  if (!snapshot?.exists) return null;
  return decodeDocument(spec.fields, snapshot.data(), snapshot.ref.path, adminCodec);
}

/** `create()` is atomic: two deliveries of one event racing still write one notification. */
function firestoreSink(db: Firestore): AdminNotificationSink {
  return {
    async createOnce(draft: AdminNotificationDraft) {
      const ref = adminDocument(db, ADMIN_NOTIFICATIONS, '', draft.id);
      try {
        await ref.create(encodeForCreate(ADMIN_NOTIFICATIONS, ref, draft.data));
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === 6) return false; // ALREADY_EXISTS
        throw error;
      }
    },
  };
}

export const adminNotifyOnPayment = onDocumentWritten(
  { document: 'payments/{id}', region: REGION },
  (event) =>
    handlePaymentWrite(
      event.params.id,
      decoded(PAYMENTS, event.data?.before),
      decoded(PAYMENTS, event.data?.after),
      firestoreSink(firestore()),
    ),
);

export const adminNotifyOnError = onDocumentCreated({ document: 'errorLogs/{id}', region: REGION }, (event) =>
  handleErrorLogged(
    event.params.id,
    decoded(ERROR_LOGS, event.data),
    firestoreSink(firestore()),
    alertSwitchOf(createAdminStore(firestore())),
  ),
);

export const markAdminNotificationsRead = onCall({ region: REGION }, (request) =>
  handleMarkAdminNotificationsRead(request.auth, request.data, createAdminStore(firestore())),
);
