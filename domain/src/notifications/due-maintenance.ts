import type { BusinessDate } from '../dates/calendar.js';
import { maintenanceStatus, type MaintenanceDue } from '../schemas/maintenance.js';

export interface DueMaintenance<T> {
  readonly item: T;
  readonly status: 'due-soon' | 'overdue';
  /** The truck's current reading, when one is recorded. */
  readonly odometer?: number;
}

/**
 * The open service items to tell the owner about on `today`: overdue (date passed, or the truck's
 * recorded odometer has reached the due reading) or due soon (within DUE_SOON_DAYS or
 * DUE_SOON_MILES) — the same statuses the Schedule Maintenance list shows. The odometer counts
 * only where the truck's reading is known (`odometers`, from latestOdometers).
 */
export function dueMaintenance<T extends MaintenanceDue & { truckId: string }>(
  items: readonly T[],
  today: BusinessDate,
  odometers: ReadonlyMap<string, number>,
): DueMaintenance<T>[] {
  return items.flatMap((item) => {
    const odometer = odometers.get(item.truckId);
    const status = maintenanceStatus(item, today, odometer);
    if (status !== 'overdue' && status !== 'due-soon') return [];
    return [odometer === undefined ? { item, status } : { item, status, odometer }];
  });
}
