import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { NOTIFICATIONS, type DataStore, type NotificationItem } from '@haulbooks/domain';
import { adminDocument, encodeForCreate } from '../data/admin-store.js';
import type { NotificationSink } from './deliver.js';

/**
 * A sink over the DataStore port (the in-memory store in unit tests): get, then set when absent,
 * and the e-mail intents kept in a list. Tests deliver one event at a time, so get-then-set is exact.
 */
export function storeNotificationSink(store: DataStore): NotificationSink & {
  readonly emails: { uid: string; id: string }[];
} {
  const emails: { uid: string; id: string }[] = [];
  return {
    emails,
    async create(uid, item) {
      const notifications = store.collection(NOTIFICATIONS, uid);
      if (await notifications.get(item.id)) return false;
      await notifications.set(item.id, item.data);
      return true;
    },
    async recordEmailIntent(uid, item) {
      emails.push({ uid, id: item.id });
    },
  };
}

/**
 * The deployed sink: `create()` is atomic, so two deliveries of one event racing each other still
 * write one document (the second gets ALREADY_EXISTS). No mailer is configured: the e-mail intent
 * is logged with the notification's id, so one can be added later without guessing what was wanted.
 */
export function adminNotificationSink(db: Firestore): NotificationSink {
  return {
    async create(uid, item: NotificationItem) {
      const ref = adminDocument(db, NOTIFICATIONS, uid, item.id);
      try {
        await ref.create(encodeForCreate(NOTIFICATIONS, ref, item.data));
        return true;
      } catch (error) {
        // ALREADY_EXISTS: this notification was written before.
        if ((error as { code?: unknown }).code === 6) return false;
        throw error;
      }
    },
    async recordEmailIntent(uid, item) {
      logger.info('notification e-mail not sent: no mailer is configured', {
        uid,
        notificationId: item.id,
        topic: item.topic,
      });
    },
  };
}
