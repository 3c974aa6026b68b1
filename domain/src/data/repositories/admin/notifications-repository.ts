import { ADMIN_NOTIFICATIONS, type AdminNotificationDoc, type Stored } from '../../collections.js';
import type { DataStore, Listener, Unsubscribe } from '../../store.js';

export type AdminNotification = Stored<AdminNotificationDoc>;

/** How many notifications the Notifications tab shows (newest first). */
export const ADMIN_NOTIFICATIONS_SHOWN = 50;

/**
 * adminNotifications for the admin dashboard: read live by staff. Marking read goes through the
 * markAdminNotificationsRead callable (no client writes this collection).
 */
export function adminNotificationsRepository(store: DataStore) {
  const notifications = store.collection(ADMIN_NOTIFICATIONS, '');
  return {
    watchRecent(listener: Listener<AdminNotification[]>): Unsubscribe {
      return notifications.watch(
        { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: ADMIN_NOTIFICATIONS_SHOWN },
        listener,
      );
    },
  };
}
