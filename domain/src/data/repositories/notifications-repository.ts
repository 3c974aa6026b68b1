import { NOTIFICATIONS, type NotificationDoc, type Stored } from '../collections.js';
import { DataError } from '../errors.js';
import type { DataStore, Listener, Unsubscribe } from '../store.js';
import { assertWritable, type Subject } from '../subject.js';

export type Notification = Stored<NotificationDoc>;

/** How many notifications the bell lists (newest first); older ones stay stored, unlisted. */
export const NOTIFICATION_LIST_SIZE = 20;
/** Unread notifications marked per round of Mark all read. */
export const MARK_ALL_PAGE_SIZE = 100;
/**
 * Rounds Mark all read goes through at most. Functions write a handful a day per account, so this
 * is far beyond any real backlog; it only keeps a store that never drains the query from looping.
 */
export const MARK_ALL_MAX_ROUNDS = 50;

/**
 * users/{uid}/notifications for one subject: the header bell. Functions write the documents; the
 * owner may change only `read` (the registry's ownerEditableKeys, enforced by firestore.rules).
 */
export function notificationsRepository(store: DataStore, subject: Subject) {
  const notifications = store.collection(NOTIFICATIONS, subject.uid);
  const unread = { where: [{ field: 'read', op: '==', value: false }] } as const;

  return {
    /** Live: the newest notifications, newest first. */
    watchRecent(listener: Listener<Notification[]>, limit = NOTIFICATION_LIST_SIZE): Unsubscribe {
      return notifications.watch({ orderBy: [{ field: 'createdAt', direction: 'desc' }], limit }, listener);
    },

    /** Live: whether any notification is unread (one document read, whatever the backlog). */
    watchHasUnread(listener: Listener<boolean>): Unsubscribe {
      return notifications.watch(
        { ...unread, limit: 1 },
        { next: (items) => listener.next(items.length > 0), error: listener.error },
      );
    },

    async markRead(id: string): Promise<void> {
      assertWritable(subject);
      await notifications.update(id, { read: true });
    },

    /**
     * Marks every unread notification read, not only the listed ones: a page of unread ones at a
     * time until none is left. Every update of a page is tried; if any failed, the first failure is
     * thrown after the others were written (the rest stay unread and a retry finishes them).
     * Returns how many were marked.
     */
    async markAllRead(): Promise<number> {
      assertWritable(subject);
      let marked = 0;
      for (let round = 0; round < MARK_ALL_MAX_ROUNDS; round += 1) {
        const page = await notifications.list({ ...unread, limit: MARK_ALL_PAGE_SIZE });
        const results = await Promise.allSettled(
          page.items.map((item) => notifications.update(item.id, { read: true })),
        );
        const failure = results.find((result) => result.status === 'rejected');
        marked += results.filter((result) => result.status === 'fulfilled').length;
        if (failure) throw failure.reason;
        if (page.next === null) return marked;
      }
      throw new DataError('unknown', `Unread notifications remained after ${MARK_ALL_MAX_ROUNDS} rounds`);
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
