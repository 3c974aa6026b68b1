import {
  addDays,
  endOfMonth,
  isBusinessDate,
  isMonthKey,
  monthKeyOf,
  startOfMonth,
  type BusinessDate,
  type MonthKey,
} from '../dates/calendar.js';
import type { DateRange } from '../dates/periods.js';
import type { EntityType } from '../schemas/entities.js';
import { ENTITY_REF_FIELD, type LedgerEntry } from '../pnl/ledger.js';
import { perMileOf, type PerMile } from '../pnl/compute.js';

export interface EntityTotals {
  revenueCents: number;
  expensesCents: number;
  miles: number;
}

/**
 * The figures of a set of ledger entries, in a canonical form: no timestamps, keys sorted, zero
 * entries left out. The same entries always give the same document, so a trigger that recomputes
 * a day or a month from its documents is idempotent, and merging is associative and commutative.
 */
export interface AggregateTotals {
  revenueCents: number;
  expensesCents: number;
  netCents: number;
  taxDeductibleCents: number;
  miles: number;
  settlementCount: number;
  expenseCount: number;
  /** Expense cents by stored category. */
  byCategory: Record<string, number>;
  /** Keyed `truck:{id}`, `company:{id}`, `owner_operator:{id}`. */
  byEntity: Record<string, EntityTotals>;
}

/** users/{uid}/daily/{YYYY-MM-DD} */
export interface DailyAggregate extends AggregateTotals {
  date: BusinessDate;
}

/** users/{uid}/monthly/{YYYY-MM} */
export interface MonthlyAggregate extends AggregateTotals {
  month: MonthKey;
}

export function emptyAggregateTotals(): AggregateTotals {
  return {
    revenueCents: 0,
    expensesCents: 0,
    netCents: 0,
    taxDeductibleCents: 0,
    miles: 0,
    settlementCount: 0,
    expenseCount: 0,
    byCategory: {},
    byEntity: {},
  };
}

const ENTITY_TYPES: readonly EntityType[] = ['truck', 'company', 'owner_operator'];

export function entityKey(type: EntityType, id: string): string {
  return `${type}:${id}`;
}

function sortKeys<T>(record: Record<string, T>, keep: (value: T) => boolean): Record<string, T> {
  const out: Record<string, T> = {};
  for (const key of Object.keys(record).sort()) {
    const value = record[key] as T;
    if (keep(value)) out[key] = value;
  }
  return out;
}

/** Stored aggregates hold whole numbers Firestore and JavaScript both keep exactly. */
function assertSafe(totals: AggregateTotals): void {
  const figures = [
    totals.revenueCents,
    totals.expensesCents,
    totals.taxDeductibleCents,
    totals.miles,
    ...Object.values(totals.byCategory),
    ...Object.values(totals.byEntity).flatMap((e) => [e.revenueCents, e.expensesCents, e.miles]),
  ];
  if (!figures.every(Number.isSafeInteger)) {
    throw new RangeError('These entries add up to more than an aggregate can hold exactly');
  }
}

function canonical(totals: AggregateTotals): AggregateTotals {
  assertSafe(totals);
  return {
    revenueCents: totals.revenueCents,
    expensesCents: totals.expensesCents,
    netCents: totals.revenueCents - totals.expensesCents,
    taxDeductibleCents: totals.taxDeductibleCents,
    miles: totals.miles,
    settlementCount: totals.settlementCount,
    expenseCount: totals.expenseCount,
    byCategory: sortKeys(totals.byCategory, (v) => v !== 0),
    byEntity: sortKeys(
      totals.byEntity,
      (v) => v.revenueCents !== 0 || v.expensesCents !== 0 || v.miles !== 0,
    ),
  };
}

/** Totals of any entries, in canonical form. */
export function aggregateEntries(entries: Iterable<LedgerEntry>): AggregateTotals {
  const t = emptyAggregateTotals();
  const byCategory: Record<string, number> = {};
  const byEntity: Record<string, EntityTotals> = {};
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents < 0) {
      throw new RangeError(`Ledger amounts must be whole, non-negative cents, got ${entry.amountCents}`);
    }
    const miles = entry.miles ?? 0;
    if (entry.kind === 'income') {
      t.revenueCents += entry.amountCents;
      t.settlementCount += 1;
    } else {
      t.expensesCents += entry.amountCents;
      t.expenseCount += 1;
      byCategory[entry.category] = (byCategory[entry.category] ?? 0) + entry.amountCents;
      if (entry.taxDeductible !== false) t.taxDeductibleCents += entry.amountCents;
    }
    t.miles += miles;
    for (const type of ENTITY_TYPES) {
      const id = entry[ENTITY_REF_FIELD[type]];
      if (!id) continue;
      const key = entityKey(type, id);
      const e = (byEntity[key] ??= { revenueCents: 0, expensesCents: 0, miles: 0 });
      if (entry.kind === 'income') e.revenueCents += entry.amountCents;
      else e.expensesCents += entry.amountCents;
      e.miles += miles;
    }
  }
  return canonical({ ...t, byCategory, byEntity });
}

/** Recomputes a day's document from all of that day's entries. Entries of other days are a bug. */
export function computeDailyAggregate(date: BusinessDate, entries: readonly LedgerEntry[]): DailyAggregate {
  if (!isBusinessDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const stray = entries.find((e) => e.date !== date);
  if (stray) throw new RangeError(`Entry dated ${stray.date} does not belong to the aggregate of ${date}`);
  return { date, ...aggregateEntries(entries) };
}

/** Recomputes a month's document from all of that month's entries. */
export function computeMonthlyAggregate(month: MonthKey, entries: readonly LedgerEntry[]): MonthlyAggregate {
  if (!isMonthKey(month)) throw new RangeError(`Not a month: ${month}`);
  const stray = entries.find((e) => monthKeyOf(e.date) !== month);
  if (stray) throw new RangeError(`Entry dated ${stray.date} does not belong to the aggregate of ${month}`);
  return { month, ...aggregateEntries(entries) };
}

/** Merges two aggregates' figures (associative, commutative, with the empty totals as identity). */
export function mergeAggregates(a: AggregateTotals, b: AggregateTotals): AggregateTotals {
  const byCategory: Record<string, number> = { ...a.byCategory };
  for (const [k, v] of Object.entries(b.byCategory)) byCategory[k] = (byCategory[k] ?? 0) + v;
  const byEntity: Record<string, EntityTotals> = {};
  for (const [k, v] of Object.entries(a.byEntity)) byEntity[k] = { ...v };
  for (const [k, v] of Object.entries(b.byEntity)) {
    const e = (byEntity[k] ??= { revenueCents: 0, expensesCents: 0, miles: 0 });
    e.revenueCents += v.revenueCents;
    e.expensesCents += v.expensesCents;
    e.miles += v.miles;
  }
  return canonical({
    revenueCents: a.revenueCents + b.revenueCents,
    expensesCents: a.expensesCents + b.expensesCents,
    netCents: 0,
    taxDeductibleCents: a.taxDeductibleCents + b.taxDeductibleCents,
    miles: a.miles + b.miles,
    settlementCount: a.settlementCount + b.settlementCount,
    expenseCount: a.expenseCount + b.expenseCount,
    byCategory,
    byEntity,
  });
}

/** Totals of any period from its daily and monthly documents (strips date/month keys). */
export function mergeAll(aggregates: Iterable<AggregateTotals>): AggregateTotals {
  let total = emptyAggregateTotals();
  for (const aggregate of aggregates) total = mergeAggregates(total, aggregate);
  return total;
}

/** One entity's figures from merged totals, with per-mile figures. */
export function entityFigures(
  totals: AggregateTotals,
  type: EntityType,
  id: string,
): EntityTotals & { netCents: number; perMile: PerMile } {
  const e = totals.byEntity[entityKey(type, id)] ?? { revenueCents: 0, expensesCents: 0, miles: 0 };
  const netCents = e.revenueCents - e.expensesCents;
  return { ...e, netCents, perMile: perMileOf({ ...e, netCents }) };
}

/**
 * Which documents to read for a date range: whole months from monthly documents, the ragged
 * ends from daily ones. So a view reads at most ~60 daily documents plus one per month, however
 * many entries the account holds.
 */
export function aggregateReadPlan(range: DateRange): { months: MonthKey[]; days: BusinessDate[] } {
  const months: MonthKey[] = [];
  const days: BusinessDate[] = [];
  let cursor = range.start;
  while (cursor <= range.end) {
    const monthEnd = endOfMonth(cursor);
    if (cursor === startOfMonth(cursor) && monthEnd <= range.end) {
      months.push(monthKeyOf(cursor));
      cursor = addDays(monthEnd, 1);
    } else {
      const stop = monthEnd < range.end ? monthEnd : range.end;
      for (let d = cursor; d <= stop; d = addDays(d, 1)) days.push(d);
      cursor = addDays(stop, 1);
    }
  }
  return { months, days };
}
