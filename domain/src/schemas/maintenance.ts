import { object, string, type InferType } from 'yup';
import { addDays, type BusinessDate } from '../dates/calendar.js';
import { businessDateField } from './fields.js';

/**
 * Scheduled maintenance (users/{uid}/maintenance/{id}): a service item of one truck, due by date,
 * by odometer, or by whichever comes first.
 */

export const MAINTENANCE_MESSAGES = {
  truckRequired: 'Select the truck this service is for',
  titleRequired: 'Enter the service to do',
  titleTooLong: 'The service must be at most 80 characters',
  dueDateInvalid: 'Enter a valid due date',
  dueOdometerInvalid: 'Enter the due odometer in whole miles',
  lastOdometerInvalid: 'Enter the current odometer in whole miles',
  dueRequired: 'Enter a due date, a due odometer reading or both',
  notesTooLong: 'Notes must be at most 1000 characters',
  added: 'Maintenance scheduled',
  updated: 'Maintenance updated',
  markedDone: 'Marked as done',
  reopened: 'Marked as not done',
  deleted: 'Maintenance item deleted',
  saveFailed: 'Could not save the maintenance item',
  deleteFailed: 'Could not delete the maintenance item',
  loadFailed: 'Could not load maintenance',
  empty: 'No maintenance scheduled',
  confirmDelete: 'Delete this maintenance item? This cannot be undone.',
} as const;

/** Odometer readings in whole miles (a truck's life is well under ten million). */
export const MAX_ODOMETER = 9_999_999;
/** A date-bound item is due soon this many days before its date. */
export const DUE_SOON_DAYS = 14;
/** An odometer-bound item is due soon this many miles before its reading. */
export const DUE_SOON_MILES = 500;

const ODOMETER = /^\d{1,7}$/;
const odometerText = (message: string) =>
  string()
    .trim()
    .transform((value: string) => value.replace(/,/g, ''))
    .default('')
    .test('odometer', message, (value) => !value || ODOMETER.test(value));

/** What a person types into the Schedule Maintenance form; checked in this order. */
export const maintenanceFormSchema = object({
  truckId: string().trim().default('').required(MAINTENANCE_MESSAGES.truckRequired),
  title: string()
    .trim()
    .default('')
    .required(MAINTENANCE_MESSAGES.titleRequired)
    .max(80, MAINTENANCE_MESSAGES.titleTooLong),
  dueDate: businessDateField(MAINTENANCE_MESSAGES.dueDateInvalid).trim().default(''),
  dueOdometer: odometerText(MAINTENANCE_MESSAGES.dueOdometerInvalid).test(
    'due',
    MAINTENANCE_MESSAGES.dueRequired,
    (value, context) => Boolean(value) || Boolean((context.parent as { dueDate?: string }).dueDate),
  ),
  lastOdometer: odometerText(MAINTENANCE_MESSAGES.lastOdometerInvalid),
  notes: string().trim().default('').max(1000, MAINTENANCE_MESSAGES.notesTooLong),
});
export type MaintenanceFormValues = InferType<typeof maintenanceFormSchema>;

export const EMPTY_MAINTENANCE_FORM: MaintenanceFormValues = {
  truckId: '',
  title: '',
  dueDate: '',
  dueOdometer: '',
  lastOdometer: '',
  notes: '',
};

/** The owner-written fields of a maintenance item (done state aside); absent = not given. */
export interface MaintenanceInput {
  truckId: string;
  title: string;
  dueDate?: BusinessDate;
  dueOdometer?: number;
  lastOdometer?: number;
  notes: string;
}

const orAbsent = (value: string): string | undefined => (value === '' ? undefined : value);
const milesOrAbsent = (value: string): number | undefined => (value === '' ? undefined : Number(value));

/** Validated form values as the fields to store. */
export function maintenanceInputFromForm(values: MaintenanceFormValues): MaintenanceInput {
  return {
    truckId: values.truckId,
    title: values.title,
    dueDate: orAbsent(values.dueDate),
    dueOdometer: milesOrAbsent(values.dueOdometer),
    lastOdometer: milesOrAbsent(values.lastOdometer),
    notes: values.notes,
  };
}

/** What the status of an item reads (a stored item fits). */
export interface MaintenanceDue {
  done: boolean;
  dueDate?: BusinessDate;
  dueOdometer?: number;
}

export const MAINTENANCE_STATUSES = ['overdue', 'due-soon', 'scheduled', 'done'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

export const MAINTENANCE_STATUS_LABELS: Record<MaintenanceStatus, string> = {
  overdue: 'Overdue',
  'due-soon': 'Due Soon',
  scheduled: 'Scheduled',
  done: 'Done',
};

/**
 * Where a service item stands on `today` (the user's calendar day) with the truck at
 * `currentOdometer` miles, when known. Whichever limit comes first counts: overdue once the due
 * date has passed or the odometer has reached the due reading; due soon within DUE_SOON_DAYS of
 * the date (the due day itself included) or DUE_SOON_MILES of the reading.
 */
export function maintenanceStatus(
  item: MaintenanceDue,
  today: BusinessDate,
  currentOdometer?: number,
): MaintenanceStatus {
  if (item.done) return 'done';
  const odometerKnown = currentOdometer !== undefined && item.dueOdometer !== undefined;
  if (item.dueDate !== undefined && item.dueDate < today) return 'overdue';
  if (odometerKnown && currentOdometer >= (item.dueOdometer ?? 0)) return 'overdue';
  if (item.dueDate !== undefined && item.dueDate <= addDays(today, DUE_SOON_DAYS)) return 'due-soon';
  if (odometerKnown && currentOdometer >= (item.dueOdometer ?? 0) - DUE_SOON_MILES) return 'due-soon';
  return 'scheduled';
}

/** A truck's highest odometer reading recorded on any of its maintenance items. */
export function latestOdometers(
  items: readonly { truckId: string; lastOdometer?: number }[],
): Map<string, number> {
  const latest = new Map<string, number>();
  for (const item of items) {
    if (item.lastOdometer === undefined) continue;
    latest.set(item.truckId, Math.max(latest.get(item.truckId) ?? 0, item.lastOdometer));
  }
  return latest;
}

/**
 * The list's order: open items before done ones; open items by due date (undated after dated),
 * then by due odometer; done items most recently done first.
 */
export function compareMaintenanceByDue(
  a: MaintenanceDue & { doneDate?: BusinessDate; title: string },
  b: MaintenanceDue & { doneDate?: BusinessDate; title: string },
): number {
  if (a.done !== b.done) return a.done ? 1 : -1;
  if (a.done) return (b.doneDate ?? '').localeCompare(a.doneDate ?? '') || a.title.localeCompare(b.title);
  const byDate =
    a.dueDate === b.dueDate
      ? 0
      : a.dueDate === undefined
        ? 1
        : b.dueDate === undefined
          ? -1
          : a.dueDate.localeCompare(b.dueDate);
  if (byDate !== 0) return byDate;
  const byMiles = (a.dueOdometer ?? Number.MAX_SAFE_INTEGER) - (b.dueOdometer ?? Number.MAX_SAFE_INTEGER);
  return byMiles !== 0 ? byMiles : a.title.localeCompare(b.title);
}

const STATUS_RANK: Record<MaintenanceStatus, number> = { overdue: 0, 'due-soon': 1, scheduled: 2, done: 3 };

/**
 * The Schedule Maintenance list: overdue first, then due soon, scheduled and done, each by due
 * (compareMaintenanceByDue). `odometers` are the trucks' current readings (latestOdometers).
 */
export function sortMaintenanceByDue<
  T extends MaintenanceDue & { truckId: string; doneDate?: BusinessDate; title: string },
>(items: readonly T[], today: BusinessDate, odometers: ReadonlyMap<string, number>): T[] {
  const rank = (item: T) => STATUS_RANK[maintenanceStatus(item, today, odometers.get(item.truckId))];
  return [...items].sort((a, b) => rank(a) - rank(b) || compareMaintenanceByDue(a, b));
}
