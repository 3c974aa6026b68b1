import {
  ADMIN_NOTIFICATION_SETTINGS,
  PLATFORM_STATS,
  type AdminNotificationSettingsDoc,
  type PlatformStatsDoc,
  type Stored,
} from '../../collections.js';
import type { DataStore, Listener, Unsubscribe } from '../../store.js';

/** stats/platform, the rollup the platform-stats functions keep: read by staff only. */
export function platformRepository(store: DataStore) {
  const stats = store.collection(PLATFORM_STATS, '');
  return {
    /** Live; null until the functions have written the rollup once. */
    watchStats(listener: Listener<Stored<PlatformStatsDoc> | null>): Unsubscribe {
      return stats.watchDoc('platform', listener);
    },
    /** Live: Admin Settings → Notifications as saved; null until first saved (all defaults). */
    watchNotificationSettings(listener: Listener<Stored<AdminNotificationSettingsDoc> | null>): Unsubscribe {
      return store.collection(ADMIN_NOTIFICATION_SETTINGS, '').watchDoc('current', listener);
    },
  };
}
export type PlatformRepository = ReturnType<typeof platformRepository>;
