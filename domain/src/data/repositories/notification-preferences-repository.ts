import { NOTIFICATION_PREFERENCES } from '../collections.js';
import {
  DEFAULT_NOTIFICATION_SWITCHES,
  NOTIFICATION_CHANNEL_TOPICS,
  type NotificationSwitches,
} from '../notification-preferences.js';
import type { DataStore, Listener, Unsubscribe } from '../store.js';
import { assertWritable, type Subject } from '../subject.js';

/**
 * users/{uid}/preferences/notifications. A user who never saved preferences has the defaults;
 * senders read them through the same repository (functions, with the Admin store).
 */
export function notificationPreferencesRepository(store: DataStore, subject: Subject) {
  const preferences = store.collection(NOTIFICATION_PREFERENCES, subject.uid);
  const id = NOTIFICATION_PREFERENCES.fixedId ?? 'notifications';
  const switchesOf = (doc: Partial<NotificationSwitches> | null): NotificationSwitches =>
    Object.fromEntries(
      NOTIFICATION_CHANNEL_TOPICS.map((key) => [key, doc?.[key] ?? DEFAULT_NOTIFICATION_SWITCHES[key]]),
    ) as NotificationSwitches;

  return {
    async get(): Promise<NotificationSwitches> {
      return switchesOf(await preferences.get(id));
    },

    watch(listener: Listener<NotificationSwitches>): Unsubscribe {
      return preferences.watchDoc(id, {
        next: (doc) => listener.next(switchesOf(doc)),
        error: listener.error,
      });
    },

    async save(switches: NotificationSwitches): Promise<void> {
      assertWritable(subject);
      await preferences.set(id, switchesOf(switches));
    },
  };
}
export type NotificationPreferencesRepository = ReturnType<typeof notificationPreferencesRepository>;
