import type { AggregateTotals, EntityTotals } from '../aggregates/aggregate.js';
import { addMonths, monthKeyOf, monthsBetween, type BusinessDate, type MonthKey } from '../dates/calendar.js';
import {
  latestOdometers,
  maintenanceStatus,
  sortMaintenanceByDue,
  type MaintenanceDue,
  type MaintenanceStatus,
} from '../schemas/maintenance.js';
import type { EntityType } from '../schemas/entities.js';

/** How many months the Monthly Overview shows (customer-app.md §9: up to 6). */
export const MONTHLY_OVERVIEW_MONTHS = 6;

/** The months of the Monthly Overview: the `count` months ending with `last`, oldest first. */
export function overviewMonths(last: MonthKey, count = MONTHLY_OVERVIEW_MONTHS): MonthKey[] {
  return monthsBetween(monthKeyOf(addMonths(`${last}-01`, -(count - 1))), last);
}

export interface EntityRank extends EntityTotals {
  id: string;
  netCents: number;
}

/**
 * One kind of entity's figures from a period's byEntity (keys `type:id`), highest revenue first
 * (then most miles, then id, so the order is stable). Drivers are the `owner_operator` entities.
 */
export function rankEntities(
  totals: Pick<AggregateTotals, 'byEntity'>,
  type: EntityType,
  limit: number,
): EntityRank[] {
  const prefix = `${type}:`;
  return Object.entries(totals.byEntity)
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, e]) => ({ id: key.slice(prefix.length), ...e, netCents: e.revenueCents - e.expensesCents }))
    .sort((a, b) => b.revenueCents - a.revenueCents || b.miles - a.miles || a.id.localeCompare(b.id))
    .slice(0, limit);
}

/** Recent Alerts shows at most this many maintenance items. */
export const MAINTENANCE_ALERT_LIMIT = 5;

export type AlertStatus = Extract<MaintenanceStatus, 'overdue' | 'due-soon'>;

/**
 * Recent Alerts: open maintenance items that are overdue or due soon on `today`, overdue first,
 * each by due (the Schedule Maintenance order). Odometers are the highest readings the items carry.
 */
export function maintenanceAlerts<
  T extends MaintenanceDue & {
    truckId: string;
    title: string;
    lastOdometer?: number;
    doneDate?: BusinessDate;
  },
>(
  items: readonly T[],
  today: BusinessDate,
  limit = MAINTENANCE_ALERT_LIMIT,
): { item: T; status: AlertStatus }[] {
  const odometers = latestOdometers(items);
  return sortMaintenanceByDue(items, today, odometers)
    .map((item) => ({ item, status: maintenanceStatus(item, today, odometers.get(item.truckId)) }))
    .filter(
      (alert): alert is { item: T; status: AlertStatus } =>
        alert.status === 'overdue' || alert.status === 'due-soon',
    )
    .slice(0, limit);
}
