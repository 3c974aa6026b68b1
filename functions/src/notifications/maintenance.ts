import {
  DEFAULT_TIME_ZONE,
  MAINTENANCE_ITEMS,
  TRUCKS,
  USERS,
  dueMaintenance,
  latestOdometers,
  maintenanceNotification,
  notificationPreferencesRepository,
  ownBooks,
  todayIn,
  type Cursor,
  type DataStore,
} from '@haulbooks/domain';
import { deliverNotification, type NotificationSink } from './deliver.js';

/** Users read per page by the daily maintenance scan. */
export const SCAN_USER_PAGE_SIZE = 200;

export interface MaintenanceScanResult {
  users: number;
  /** Notifications written by this run (those found already written are not counted). */
  created: number;
  /** What could not be scanned or told (a malformed document, an outage), with why; the next run retries. */
  failures: string[];
}

/**
 * One user's service items on their `today`: every open item that is due soon or overdue (by
 * date, or by odometer where the truck's reading is recorded) gets its notification, once per
 * item, status and due. Returns how many were written now.
 */
export async function scanUserMaintenance(
  store: DataStore,
  sink: NotificationSink,
  uid: string,
  today: string,
): Promise<number> {
  // Every item, done ones too: a truck's reading is the highest recorded on any of its items.
  const items = (await store.collection(MAINTENANCE_ITEMS, uid).list({})).items;
  const due = dueMaintenance(
    items.filter((item) => !item.done),
    today,
    latestOdometers(items),
  );
  if (due.length === 0) return 0;
  const trucks = new Map(
    (await store.collection(TRUCKS, uid).list({})).items.map((truck) => [truck.id, truck.unitNumber]),
  );
  const switches = await notificationPreferencesRepository(store, ownBooks(uid)).get();
  let created = 0;
  for (const { item, status, odometer } of due) {
    const notification = maintenanceNotification(item.id, item, status, {
      truckUnit: trucks.get(item.truckId),
      odometer,
    });
    const delivery = await deliverNotification(store, sink, uid, notification, switches);
    if (delivery.inApp === 'created') created += 1;
  }
  return created;
}

/**
 * The daily run over every account, page by page: each user's open maintenance on their own
 * calendar day. One user's failure does not stop the others; a second run on the same day writes
 * nothing new.
 */
export async function handleMaintenanceScan(
  store: DataStore,
  sink: NotificationSink,
  now: Date,
): Promise<MaintenanceScanResult> {
  const users = store.collection(USERS, '');
  const result: MaintenanceScanResult = { users: 0, created: 0, failures: [] };
  let after: Cursor | null = null;
  do {
    const page = await users.list({ limit: SCAN_USER_PAGE_SIZE, startAfter: after });
    for (const user of page.items) {
      result.users += 1;
      try {
        const today = todayIn(user.timeZone ?? DEFAULT_TIME_ZONE, now);
        result.created += await scanUserMaintenance(store, sink, user.id, today);
      } catch (error) {
        result.failures.push(`users/${user.id}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    after = page.next;
  } while (after);
  return result;
}
