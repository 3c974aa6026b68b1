import { logger } from 'firebase-functions/logger';
import {
  isBusinessDate,
  ledgerActivity,
  dailyOf,
  recomputeDay,
  sameAggregate,
  type LedgerActivityItem,
  type AggregateWrites,
  type BusinessDate,
  type DayLedger,
  type ExpenseDoc,
  type LedgerDocument,
  type LedgerEvent,
  type MonthBook,
  type SettlementDoc,
} from '@haulbooks/domain';

/**
 * The documents the triggers watch, spelled as literals so that firebase-functions types the
 * `{uid}` and `{id}` params; a test holds them to the registry's paths.
 */
export const LEDGER_DOCUMENTS = {
  settlement: 'users/{uid}/settlements/{id}',
  expense: 'users/{uid}/expenses/{id}',
} as const;

/** The I/O of the aggregate triggers. */
export interface AggregatePorts {
  /** The day's settlements and expenses (a `date ==` query each), read outside any transaction. */
  readDay(uid: string, date: BusinessDate): Promise<DayLedger>;
  /**
   * Reads the month's daily documents and monthly document and stores what `update` returns for
   * them, atomically where the store can: two days of one month then serialise instead of
   * overwriting each other's month. Only aggregate documents are locked, which clients never
   * write, so a user's own writes never wait on a trigger.
   */
  storeDay(uid: string, date: BusinessDate, update: (month: MonthBook) => AggregateWrites): Promise<void>;
  /** Creates the activity item unless one with this id exists (a retried event writes nothing). */
  recordActivity(uid: string, item: LedgerActivityItem): Promise<void>;
}

/** How often a day is recomputed while its documents keep changing under it, before giving up. */
export const MAX_DAY_ATTEMPTS = 5;

/** One Firestore write of a settlement or expense: the document before and after (null: absent). */
export type LedgerWrite = { readonly uid: string; readonly id: string } & (
  | { readonly type: 'expense'; readonly before: ExpenseDoc | null; readonly after: ExpenseDoc | null }
  | {
      readonly type: 'settlement';
      readonly before: SettlementDoc | null;
      readonly after: SettlementDoc | null;
    }
);

/** The business dates a write touches: the old and the new date (two when an entry moved). */
export function touchedDates(write: Pick<LedgerWrite, 'before' | 'after'>): BusinessDate[] {
  const dates = [write.before?.date, write.after?.date].filter(isBusinessDate);
  return [...new Set(dates)].sort();
}

function eventOf(write: LedgerWrite): LedgerEvent | null {
  if (write.before === null && write.after !== null) return 'created';
  if (write.before !== null && write.after === null) return 'deleted';
  return null;
}

function sourceOf(write: LedgerWrite): LedgerDocument | null {
  if (write.type === 'expense') {
    const doc = write.after ?? write.before;
    return doc && { type: 'expense', id: write.id, doc };
  }
  const doc = write.after ?? write.before;
  return doc && { type: 'settlement', id: write.id, doc };
}

/**
 * Recomputes one day and its month. The ledger is read outside the transaction, so after storing,
 * the day is read again: if its figures moved meanwhile (a write whose own event may have stored
 * before this one), it is recomputed. Whichever recomputation stores last has then checked that
 * the day still holds what it stored, so the aggregates end as the documents say.
 */
export async function recomputeDayAndMonth(
  uid: string,
  date: BusinessDate,
  ports: AggregatePorts,
): Promise<void> {
  let ledger = await ports.readDay(uid, date);
  for (let attempt = 1; attempt <= MAX_DAY_ATTEMPTS; attempt += 1) {
    const read = ledger;
    await ports.storeDay(uid, date, (month) => recomputeDay(date, { ...read, ...month }));
    ledger = await ports.readDay(uid, date);
    if (sameAggregate(dailyOf(date, read), dailyOf(date, ledger))) return;
  }
  throw new Error(
    `The documents of ${date} kept changing; its aggregates will be recomputed by the next write`,
  );
}

/**
 * Any write of users/{uid}/settlements/{id} or users/{uid}/expenses/{id}: every touched day is
 * recomputed from all of that day's documents, and its month from the month's daily documents.
 * Nothing depends on the event's payload beyond which days it touched, so the same event twice,
 * or events out of order, leave the aggregates as the documents say.
 */
export async function handleLedgerWrite(write: LedgerWrite, ports: AggregatePorts): Promise<void> {
  for (const date of touchedDates(write)) {
    try {
      await recomputeDayAndMonth(write.uid, date, ports);
    } catch (error) {
      // Figures too large to store exactly: no retry can fix that, so say so and go on.
      if (!(error instanceof RangeError)) throw error;
      logger.error(`Aggregates of users/${write.uid} on ${date} not stored: ${error.message}`);
    }
  }
  const event = eventOf(write);
  const source = sourceOf(write);
  if (event && source) await ports.recordActivity(write.uid, ledgerActivity(source, event));
}
