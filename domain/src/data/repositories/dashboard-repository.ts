import { emptyAggregateTotals, type AggregateTotals } from '../../aggregates/aggregate.js';
import { monthKeyOf, type BusinessDate, type MonthKey } from '../../dates/calendar.js';
import type { DateRange } from '../../dates/periods.js';
import { overviewMonths } from '../../dashboard/figures.js';
import { previousRange } from '../../dashboard/comparison.js';
import {
  ACTIVITY,
  DAILY_AGGREGATES,
  DRIVERS,
  EXPENSES,
  MONTHLY_AGGREGATES,
  SETTLEMENTS,
  TRUCKS,
  UPLOADS,
  type ActivityDoc,
  type Stored,
  type TruckDoc,
} from '../collections.js';
import type { DataStore, Listener, Unsubscribe } from '../store.js';
import type { Subject } from '../subject.js';
import { aggregatesRepository } from './aggregates-repository.js';

export type ActivityItem = Stored<ActivityDoc>;
export type DashboardTruck = Stored<TruckDoc>;

/** Recent Activity shows the newest 10 items. */
export const RECENT_ACTIVITY_LIMIT = 10;
/** Vehicle Status lists at most this many trucks (a fleet's, not a ledger's, size). */
export const VEHICLE_STATUS_LIMIT = 10;
/** Driver Performance shows the top drivers of the period. */
export const DRIVER_PERFORMANCE_LIMIT = 5;

/** Upload states that are still waiting for document processing. */
export const PENDING_UPLOAD_STATUSES = ['uploaded', 'processing'] as const;

export interface PeriodComparison {
  range: DateRange;
  previous: DateRange;
  current: AggregateTotals;
  before: AggregateTotals;
}

export interface ChartPoint {
  /** A month (YYYY-MM) or a day (YYYY-MM-DD). */
  key: string;
  revenueCents: number;
  expensesCents: number;
  netCents: number;
  miles: number;
}

export interface QuickCounts {
  /** Processed settlements dated this month (the month's aggregate). */
  settlementsThisMonth: number;
  /** Settlements waiting for processing plus uploads not yet processed (two count queries). */
  pendingUploads: number;
  /** Expenses with at least one receipt attached (a count query). */
  receiptsScanned: number;
}

function pointOf(
  key: string,
  totals: Pick<AggregateTotals, 'revenueCents' | 'expensesCents' | 'miles'> | null,
): ChartPoint {
  const revenueCents = totals?.revenueCents ?? 0;
  const expensesCents = totals?.expensesCents ?? 0;
  return {
    key,
    revenueCents,
    expensesCents,
    netCents: revenueCents - expensesCents,
    miles: totals?.miles ?? 0,
  };
}

/**
 * What the Dashboard reads, for one subject. Every read is bounded whatever the ledger holds:
 * aggregate documents (a fixed number per period, see aggregateReadPlan), the newest 10 activity
 * items, count queries, and a fleet's first trucks and drivers by id.
 */
export function dashboardRepository(store: DataStore, subject: Subject) {
  const monthly = store.collection(MONTHLY_AGGREGATES, subject.uid);
  const daily = store.collection(DAILY_AGGREGATES, subject.uid);
  const aggregates = aggregatesRepository(store, subject);

  return {
    /** A period's totals and those of the period of equal length just before it. */
    async comparePeriod(range: DateRange): Promise<PeriodComparison> {
      const previous = previousRange(range);
      const [current, before] = await Promise.all([
        aggregates.readPeriod(range),
        aggregates.readPeriod(previous),
      ]);
      return { range, previous, current: current.totals, before: before.totals };
    },

    /** One point per month (income, expenses), the 6 months ending with `last`: 6 document reads. */
    async monthlyOverview(last: MonthKey): Promise<ChartPoint[]> {
      const months = overviewMonths(last);
      const docs = await Promise.all(months.map((month) => monthly.get(month)));
      return months.map((month, index) => pointOf(month, docs[index] ?? null));
    },

    /** One point per day of a range (at most ~31 days: one range query on the daily documents). */
    async dailySeries(range: DateRange, days: readonly BusinessDate[]): Promise<ChartPoint[]> {
      const page = await daily.list({
        where: [
          { field: 'date', op: '>=', value: range.start },
          { field: 'date', op: '<=', value: range.end },
        ],
        orderBy: [{ field: 'date', direction: 'asc' }],
      });
      const byDay = new Map(page.items.map((doc) => [doc.date, doc]));
      return days.map((day) => pointOf(day, byDay.get(day) ?? null));
    },

    /** One point per month (whole months' documents): a quarter is 3 reads, a year 12. */
    async monthlySeries(months: readonly MonthKey[]): Promise<ChartPoint[]> {
      const docs = await Promise.all(months.map((month) => monthly.get(month)));
      return months.map((month, index) => pointOf(month, docs[index] ?? null));
    },

    /** The newest activity items, live. */
    watchRecentActivity(listener: Listener<ActivityItem[]>): Unsubscribe {
      return store
        .collection(ACTIVITY, subject.uid)
        .watch(
          { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: RECENT_ACTIVITY_LIMIT },
          listener,
        );
    },

    /** Quick Stats' counts: one aggregate document and three count queries. */
    async quickCounts(today: BusinessDate): Promise<QuickCounts> {
      const [month, pendingSettlements, pendingFiles, receipts] = await Promise.all([
        monthly.get(monthKeyOf(today)),
        store
          .collection(SETTLEMENTS, subject.uid)
          .count({ where: [{ field: 'parsedStatus', op: '==', value: 'pending' }] }),
        store
          .collection(UPLOADS, subject.uid)
          .count({ where: [{ field: 'status', op: 'in', value: [...PENDING_UPLOAD_STATUSES] }] }),
        // Any non-empty list sorts after the empty one; expenses without receipts have no field.
        store.collection(EXPENSES, subject.uid).count({
          where: [{ field: 'receiptPaths', op: '>', value: [] }],
          orderBy: [{ field: 'receiptPaths', direction: 'asc' }],
        }),
      ]);
      return {
        settlementsThisMonth: (month ?? emptyAggregateTotals()).settlementCount,
        pendingUploads: pendingSettlements + pendingFiles,
        receiptsScanned: receipts,
      };
    },

    /** The fleet's trucks in service (not archived), at most VEHICLE_STATUS_LIMIT. */
    async trucks(): Promise<DashboardTruck[]> {
      const page = await store.collection(TRUCKS, subject.uid).list({
        where: [{ field: 'archived', op: '==', value: false }],
        limit: VEHICLE_STATUS_LIMIT,
      });
      return page.items;
    },

    /** Drivers' names by id (one read each; the caller asks for the few it shows). */
    async driverNames(ids: readonly string[]): Promise<Record<string, string>> {
      const drivers = store.collection(DRIVERS, subject.uid);
      const docs = await Promise.all(ids.map((id) => drivers.get(id)));
      const names: Record<string, string> = {};
      for (const doc of docs) if (doc) names[doc.id] = doc.name;
      return names;
    },
  };
}
export type DashboardRepository = ReturnType<typeof dashboardRepository>;
