import {
  endOfMonth,
  isBusinessDate,
  monthKeyOf,
  startOfMonth,
  type BusinessDate,
} from '../dates/calendar.js';
import type { DateRange } from '../dates/periods.js';
import { countedSettlementEntries, expenseToLedgerEntry, type LedgerEntry } from '../pnl/ledger.js';
import {
  DAILY_AGGREGATES,
  EXPENSES,
  MONTHLY_AGGREGATES,
  SETTLEMENTS,
  type DailyAggregateDoc,
  type ExpenseDoc,
  type MonthlyAggregateDoc,
  type SettlementDoc,
} from '../data/collections.js';
import type { DataStore } from '../data/store.js';
import {
  aggregateReadPlan,
  computeDailyAggregate,
  mergeAll,
  type AggregateTotals,
  type DailyAggregate,
  type MonthlyAggregate,
} from './aggregate.js';

/**
 * Everything a day's recomputation reads: the day's settlements and expenses (a `date ==` query
 * each) and the daily documents of its month, as stored before this recomputation.
 */
export interface DayBook {
  readonly settlements: readonly SettlementDoc[];
  readonly expenses: readonly ExpenseDoc[];
  readonly monthDays: readonly DailyAggregateDoc[];
  /** The month's document as stored, to skip a write that would change nothing. */
  readonly monthly: MonthlyAggregateDoc | null;
}

/** What to store for a day and its month; null deletes the document (nothing is booked there). */
export interface AggregateWrites {
  readonly daily: DailyAggregate | null;
  readonly monthly: MonthlyAggregate | null;
}

/** The ledger entries of one day's stored documents (only processed settlements count). */
export function dayEntries(book: Pick<DayBook, 'settlements' | 'expenses'>): LedgerEntry[] {
  return [...book.settlements.flatMap(countedSettlementEntries), ...book.expenses.map(expenseToLedgerEntry)];
}

function isEmpty(totals: AggregateTotals): boolean {
  return totals.settlementCount === 0 && totals.expenseCount === 0;
}

function totalsOf(doc: AggregateTotals): AggregateTotals {
  const { revenueCents, expensesCents, netCents, taxDeductibleCents, miles } = doc;
  const { settlementCount, expenseCount, byCategory, byEntity } = doc;
  return {
    revenueCents,
    expensesCents,
    netCents,
    taxDeductibleCents,
    miles,
    settlementCount,
    expenseCount,
    byCategory,
    byEntity,
  };
}

/**
 * The day's document from all of its entries, and the month's from its daily documents with this
 * day's replaced: a pure function of what was read, so a retried or reordered event that reads the
 * same documents writes the same aggregates. An empty day or month is deleted, not zeroed, so the
 * collections hold only days with bookings (a missing document reads as zero).
 */
export function recomputeDay(date: BusinessDate, book: DayBook): AggregateWrites {
  const daily = dailyOf(date, book);
  const month = monthKeyOf(date);
  const others = book.monthDays.filter((d) => d.date !== date && monthKeyOf(d.date) === month);
  const totals = mergeAll([...others.map(totalsOf), ...(daily ? [totalsOf(daily)] : [])]);
  return { daily, monthly: isEmpty(totals) ? null : { month, ...totals } };
}

/** Whether a stored aggregate already holds these figures (then the write is skipped). */
export function sameAggregate(stored: AggregateTotals | null, next: AggregateTotals | null): boolean {
  if (stored === null || next === null) return stored === next;
  return JSON.stringify(canonicalJson(totalsOf(stored))) === JSON.stringify(canonicalJson(totalsOf(next)));
}

function canonicalJson(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, canonicalJson(record[key])]),
  );
}

/** A day's settlements and expenses: the ledger side of a DayBook. */
export type DayLedger = Pick<DayBook, 'settlements' | 'expenses'>;

/** The aggregate side of a DayBook: what the month holds before this recomputation. */
export type MonthBook = Pick<DayBook, 'monthDays' | 'monthly'>;

/** The day's daily document as its entries give it (null: nothing booked that day). */
export function dailyOf(date: BusinessDate, ledger: DayLedger): DailyAggregate | null {
  const day = computeDailyAggregate(date, dayEntries(ledger));
  return isEmpty(day) ? null : day;
}

const onDay = (date: BusinessDate) => ({ where: [{ field: 'date', op: '==', value: date }] }) as const;

/** A day's settlements and expenses through the DataStore port (a `date ==` query each). */
export async function readDayLedger(store: DataStore, uid: string, date: BusinessDate): Promise<DayLedger> {
  if (!isBusinessDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  const [settlements, expenses] = await Promise.all([
    store.collection(SETTLEMENTS, uid).list(onDay(date)),
    store.collection(EXPENSES, uid).list(onDay(date)),
  ]);
  return { settlements: settlements.items, expenses: expenses.items };
}

/** The month's daily documents and its monthly document through the DataStore port. */
export async function readMonthBook(store: DataStore, uid: string, date: BusinessDate): Promise<MonthBook> {
  const [monthDays, monthly] = await Promise.all([
    store.collection(DAILY_AGGREGATES, uid).list({
      where: [
        { field: 'date', op: '>=', value: startOfMonth(date) },
        { field: 'date', op: '<=', value: endOfMonth(date) },
      ],
      orderBy: [{ field: 'date', direction: 'asc' }],
    }),
    store.collection(MONTHLY_AGGREGATES, uid).get(monthKeyOf(date)),
  ]);
  return { monthDays: monthDays.items, monthly };
}

/** Everything a day's recomputation reads, through the DataStore port. */
export async function readDayBook(store: DataStore, uid: string, date: BusinessDate): Promise<DayBook> {
  const [ledger, month] = await Promise.all([
    readDayLedger(store, uid, date),
    readMonthBook(store, uid, date),
  ]);
  return { ...ledger, ...month };
}

/** The documents that change: undefined leaves one as it is, null deletes it. */
export interface AggregateChanges {
  readonly daily?: DailyAggregate | null;
  readonly monthly?: MonthlyAggregate | null;
}

/** Drops the writes that would store the figures already stored (retries then write nothing). */
export function aggregateChanges(
  date: BusinessDate,
  book: MonthBook,
  writes: AggregateWrites,
): AggregateChanges {
  const storedDay = book.monthDays.find((d) => d.date === date) ?? null;
  return {
    ...(sameAggregate(storedDay, writes.daily) ? {} : { daily: writes.daily }),
    ...(sameAggregate(book.monthly, writes.monthly) ? {} : { monthly: writes.monthly }),
  };
}

/** Writes (or deletes) the day's and the month's documents through the DataStore port. */
export async function writeAggregates(
  store: DataStore,
  uid: string,
  date: BusinessDate,
  changes: AggregateChanges,
): Promise<void> {
  const days = store.collection(DAILY_AGGREGATES, uid);
  const months = store.collection(MONTHLY_AGGREGATES, uid);
  if (changes.daily !== undefined) await (changes.daily ? days.set(date, changes.daily) : days.remove(date));
  if (changes.monthly !== undefined) {
    const month = monthKeyOf(date);
    await (changes.monthly ? months.set(month, changes.monthly) : months.remove(month));
  }
}

/**
 * A period's totals from aggregates only: whole months from monthly documents, ragged ends from
 * daily ones (aggregateReadPlan), so the documents read do not grow with the ledger.
 */
export async function readPeriodTotals(
  store: DataStore,
  uid: string,
  range: DateRange,
): Promise<AggregateTotals> {
  const plan = aggregateReadPlan(range);
  const months = store.collection(MONTHLY_AGGREGATES, uid);
  const days = store.collection(DAILY_AGGREGATES, uid);
  const docs = await Promise.all([
    ...plan.months.map((month) => months.get(month)),
    ...plan.days.map((day) => days.get(day)),
  ]);
  return mergeAll(docs.flatMap((doc) => (doc ? [totalsOf(doc)] : [])));
}
