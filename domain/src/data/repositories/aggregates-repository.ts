import {
  aggregateReadPlan,
  emptyAggregateTotals,
  entityFigures,
  mergeAll,
  type AggregateTotals,
} from '../../aggregates/aggregate.js';
import { monthKeyOf, monthRange, monthsBetween, type MonthKey } from '../../dates/calendar.js';
import { resolvePeriod, type DateRange } from '../../dates/periods.js';
import { assertReportRange, type ReportPeriodId } from '../../reports/period-report.js';
import type { EntityType } from '../../schemas/entities.js';
import {
  PROFIT_LOSS_MESSAGES,
  type ProfitLossPeriod,
  type ProfitLossStatement,
} from '../../reports/profit-loss.js';
import {
  COMPANIES,
  DAILY_AGGREGATES,
  DRIVERS,
  MONTHLY_AGGREGATES,
  TRUCKS,
  USERS,
  type MonthlyAggregateDoc,
  type Stored,
} from '../collections.js';
import { DataError } from '../errors.js';
import { DEFAULT_TIME_ZONE } from '../profile-fields.js';
import type { DataStore, Listener, Unsubscribe } from '../store.js';
import type { Subject } from '../subject.js';
import type { EntityOption } from './fleet-repository.js';

/** A period's figures from aggregates, and when the newest document read was written. */
export interface PeriodAggregate {
  range: DateRange;
  totals: AggregateTotals;
  /** The newest `updatedAt` of the documents read; null when none exists (nothing booked). */
  lastUpdated: Date | null;
  /** Monthly and daily documents asked for: flat in the ledger's size (aggregateReadPlan). */
  documentsRead: number;
}

export interface ProfitLossRequest {
  period: ProfitLossPeriod;
  /** The subject's time zone; the profile's (America/Chicago until saved) when left out. */
  timeZone?: string;
  now: Date;
  entity?: { type: EntityType; id: string } | null;
}

export interface PeriodReportRequest {
  period: ReportPeriodId;
  custom?: { start?: string | null; end?: string | null };
  /** The subject's time zone; the profile's (America/Chicago until saved) when left out. */
  timeZone?: string;
  now: Date;
}

export interface MonthFigures {
  month: MonthKey;
  totals: AggregateTotals;
}

export interface MonthlyReport {
  range: DateRange;
  timeZone: string;
  /** Oldest first, each month clipped to the range. */
  months: MonthFigures[];
  /** The months added up: the period's figures. */
  totals: AggregateTotals;
  entityNames: Map<string, string>;
}

export interface PeriodReport extends PeriodAggregate {
  timeZone: string;
  /** `truck:{id}` → unit number, `company:{id}` → name, …, for every entity in the figures. */
  entityNames: Map<string, string>;
}

/** The most entities one list offers; an account has tens of trucks, companies or drivers. */
export const ENTITY_LIST_LIMIT = 500;

/**
 * Reads the period views need from users/{uid}/monthly and users/{uid}/daily only, never the
 * ledger: whole months from monthly documents, the ragged ends from daily ones. So a view costs
 * at most ~60 reads (a year costs 12), the same at 10 entries or 100,000. Also lists the entities
 * a P&L by entity picks from. Read-only for every subject: aggregates are written by functions.
 */
export function aggregatesRepository(store: DataStore, subject: Subject) {
  const months = store.collection(MONTHLY_AGGREGATES, subject.uid);
  const days = store.collection(DAILY_AGGREGATES, subject.uid);

  async function readPeriod(range: DateRange): Promise<PeriodAggregate> {
    const plan = aggregateReadPlan(range);
    const docs = await Promise.all([
      ...plan.months.map((month) => months.get(month)),
      ...plan.days.map((day) => days.get(day)),
    ]);
    const present = docs.flatMap((doc) => (doc ? [doc] : []));
    const newest = present.reduce<Date | null>(
      (latest, doc) => (latest === null || doc.updatedAt > latest ? doc.updatedAt : latest),
      null,
    );
    return {
      range,
      // mergeAll reads only the figures, so the documents' ids, dates and timestamps drop out.
      totals: present.length > 0 ? mergeAll(present) : emptyAggregateTotals(),
      lastUpdated: newest,
      documentsRead: docs.length,
    };
  }

  async function timeZoneOfSubject(): Promise<string> {
    const profile = await store.collection(USERS, subject.uid).get(subject.uid);
    return profile?.timeZone ?? DEFAULT_TIME_ZONE;
  }

  /** The entity's display name, or null when the subject has no such entity. */
  async function entityName(type: EntityType, id: string): Promise<string | null> {
    switch (type) {
      case 'truck':
        return (await store.collection(TRUCKS, subject.uid).get(id))?.unitNumber ?? null;
      case 'company':
        return (await store.collection(COMPANIES, subject.uid).get(id))?.name ?? null;
      case 'owner_operator':
        return (await store.collection(DRIVERS, subject.uid).get(id))?.name ?? null;
    }
  }

  async function listEntities(type: EntityType): Promise<EntityOption[]> {
    const query = { limit: ENTITY_LIST_LIMIT };
    let options: (EntityOption & { archived: boolean })[];
    switch (type) {
      case 'truck':
        options = (await store.collection(TRUCKS, subject.uid).list(query)).items.map((t) => ({
          id: t.id,
          name: t.unitNumber,
          archived: t.archived,
        }));
        break;
      case 'company':
        options = (await store.collection(COMPANIES, subject.uid).list(query)).items.map((c) => ({
          id: c.id,
          name: c.name,
          archived: c.archived,
        }));
        break;
      case 'owner_operator':
        options = (await store.collection(DRIVERS, subject.uid).list(query)).items
          .filter((d) => d.kind === 'owner_operator')
          .map((d) => ({ id: d.id, name: d.name, archived: d.archived }));
        break;
    }
    // Filtered here rather than in the query: no composite index for a list of tens.
    return options
      .filter((o) => !o.archived)
      .map(({ id, name }) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-US', { numeric: true }) || a.id.localeCompare(b.id));
  }

  /** Names of `truck:{id}`-style keys, archived entities included; a deleted one keeps its id. */
  async function namesOf(keys: readonly string[]): Promise<Map<string, string>> {
    const named = await Promise.all(
      keys.map(async (key) => {
        const separator = key.indexOf(':');
        const type = key.slice(0, separator) as EntityType;
        const id = key.slice(separator + 1);
        return [key, (await entityName(type, id)) ?? id] as const;
      }),
    );
    return new Map(named);
  }

  /**
   * The range month by month (each month clipped to the range), for the revenue and mileage
   * reports: a whole month is one monthly document, a clipped one its days. Oldest first.
   */
  async function monthlySeries(range: DateRange): Promise<MonthFigures[]> {
    const months = monthsBetween(monthKeyOf(range.start), monthKeyOf(range.end));
    return Promise.all(
      months.map(async (month) => {
        const whole = monthRange(month);
        const clipped = {
          start: whole.start < range.start ? range.start : whole.start,
          end: whole.end > range.end ? range.end : whole.end,
        };
        return { month, totals: (await readPeriod(clipped)).totals };
      }),
    );
  }

  /** A Reports period's dates in the subject's time zone; a custom range is checked (PeriodError). */
  async function reportRange(request: PeriodReportRequest): Promise<{ range: DateRange; timeZone: string }> {
    const timeZone = request.timeZone ?? (await timeZoneOfSubject());
    const range = resolvePeriod(request.period, { timeZone, now: request.now, custom: request.custom });
    if (!range) throw new RangeError(`The period ${request.period} has no range`);
    assertReportRange(range);
    return { range, timeZone };
  }

  return {
    readPeriod,
    listEntities,
    monthlySeries,

    /**
     * Live: the monthly documents of one calendar year (at most 12, oldest first; a month with no
     * bookings has none). What the Expenses screen's year-to-date cards add up.
     */
    watchYear(year: number, listener: Listener<Stored<MonthlyAggregateDoc>[]>): Unsubscribe {
      return months.watch(
        {
          where: [
            { field: 'month', op: '>=', value: `${year}-01` },
            { field: 'month', op: '<=', value: `${year}-12` },
          ],
          orderBy: [{ field: 'month', direction: 'asc' }],
        },
        listener,
      );
    },

    /**
     * A Reports and Analytics period (this-week … custom) in the subject's time zone: its range,
     * figures and the names of the entities it touched. A custom range is checked (PeriodError).
     */
    async periodReport(request: PeriodReportRequest): Promise<PeriodReport> {
      const { range, timeZone } = await reportRange(request);
      const period = await readPeriod(range);
      const entityNames = await namesOf(Object.keys(period.totals.byEntity));
      return { ...period, timeZone, entityNames };
    },

    /**
     * A report period month by month (the revenue and mileage reports): the months are read once
     * and their sum is the period's totals, so the period is not read a second time as a whole.
     */
    async monthlyReport(request: PeriodReportRequest): Promise<MonthlyReport> {
      const { range, timeZone } = await reportRange(request);
      const months = await monthlySeries(range);
      const totals = mergeAll(months.map((m) => m.totals));
      const entityNames = await namesOf(Object.keys(totals.byEntity));
      return { range, timeZone, months, totals, entityNames };
    },

    /**
     * The Profit & Loss Statement of the current day, week (Sunday to Saturday), month or year in
     * the subject's time zone, for the whole account or one entity. An entity the subject does not
     * have is refused with `not-found`.
     */
    async profitLoss(request: ProfitLossRequest): Promise<ProfitLossStatement> {
      const timeZone = request.timeZone ?? (await timeZoneOfSubject());
      const range = resolvePeriod(request.period, { timeZone, now: request.now });
      if (!range) throw new RangeError(`The period ${request.period} has no range`);
      const wanted = request.entity ?? null;
      const [period, name] = await Promise.all([
        readPeriod(range),
        wanted ? entityName(wanted.type, wanted.id) : Promise.resolve(null),
      ]);
      const lastUpdated = period.lastUpdated?.toISOString() ?? null;
      if (!wanted) {
        return {
          period: request.period,
          range,
          timeZone,
          entity: null,
          totalRevenue: period.totals.revenueCents,
          totalExpenses: period.totals.expensesCents,
          netProfit: period.totals.netCents,
          categories: { ...period.totals.byCategory },
          lastUpdated,
        };
      }
      if (name === null)
        throw new DataError('not-found', PROFIT_LOSS_MESSAGES.unknownEntity(wanted.type, wanted.id));
      const figures = entityFigures(period.totals, wanted.type, wanted.id);
      return {
        period: request.period,
        range,
        timeZone,
        entity: { ...wanted, name },
        totalRevenue: figures.revenueCents,
        totalExpenses: figures.expensesCents,
        netProfit: figures.netCents,
        categories: {},
        lastUpdated,
      };
    },
  };
}
export type AggregatesRepository = ReturnType<typeof aggregatesRepository>;
