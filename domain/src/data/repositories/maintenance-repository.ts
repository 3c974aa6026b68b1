import type { BusinessDate } from '../../dates/calendar.js';
import type { MaintenanceInput } from '../../schemas/maintenance.js';
import { MAINTENANCE_ITEMS, type MaintenanceItemDoc, type Stored } from '../collections.js';
import type { DataStore, Listener, Unsubscribe } from '../store.js';
import { assertWritable, type Subject } from '../subject.js';
import { withoutUndefined } from './fleet-repository.js';

export type MaintenanceItem = Stored<MaintenanceItemDoc>;

/**
 * users/{uid}/maintenance for one subject. A fleet has a handful of open service items per truck,
 * so the screen reads them all live and sorts by due on the client (sortMaintenanceByDue), where
 * the order also depends on today and on each truck's odometer.
 */
export function maintenanceRepository(store: DataStore, subject: Subject) {
  const items = store.collection(MAINTENANCE_ITEMS, subject.uid);

  return {
    /** Live: every maintenance item (open and done). */
    watchAll(listener: Listener<MaintenanceItem[]>): Unsubscribe {
      return items.watch({}, listener);
    },

    /** The open items only (the dashboard's alerts). */
    async listOpen(): Promise<MaintenanceItem[]> {
      const page = await items.list({ where: [{ field: 'done', op: '==', value: false }] });
      return page.items;
    },

    get(id: string): Promise<MaintenanceItem | null> {
      return items.get(id);
    },

    async create(input: MaintenanceInput): Promise<string> {
      assertWritable(subject);
      return items.add(withoutUndefined({ ...input, done: false }));
    },

    /** Saves the form's fields; a due date or odometer left empty is removed. Done state is kept. */
    async update(id: string, input: MaintenanceInput): Promise<void> {
      assertWritable(subject);
      await items.update(id, {
        truckId: input.truckId,
        title: input.title,
        dueDate: input.dueDate,
        dueOdometer: input.dueOdometer,
        lastOdometer: input.lastOdometer,
        notes: input.notes,
      });
    },

    /** Done on `date` (the user's calendar day), or open again with `null`. */
    async setDone(id: string, date: BusinessDate | null): Promise<void> {
      assertWritable(subject);
      await items.update(
        id,
        date === null ? { done: false, doneDate: undefined } : { done: true, doneDate: date },
      );
    },

    async remove(id: string): Promise<void> {
      assertWritable(subject);
      await items.remove(id);
    },
  };
}
export type MaintenanceRepository = ReturnType<typeof maintenanceRepository>;
