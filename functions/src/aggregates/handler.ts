import {
  isBusinessDate,
  ledgerActivity,
  recomputeDay,
  type ActivityItem,
  type AggregateWrites,
  type BusinessDate,
  type DayBook,
  type ExpenseDoc,
  type LedgerDocument,
  type LedgerEvent,
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
  /**
   * Reads the day's book (its settlements and expenses, its month's daily documents and monthly
   * document) and stores what `recompute` returns, atomically where the store can: concurrent
   * recomputations of one month then serialise instead of overwriting each other's days.
   */
  updateDay(uid: string, date: BusinessDate, recompute: (book: DayBook) => AggregateWrites): Promise<void>;
  /** Creates the activity item unless one with this id exists (a retried event writes nothing). */
  recordActivity(uid: string, item: ActivityItem): Promise<void>;
}

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
 * Any write of users/{uid}/settlements/{id} or users/{uid}/expenses/{id}: every touched day is
 * recomputed from all of that day's documents, and its month from the month's daily documents.
 * Nothing depends on the event's payload beyond which days it touched, so the same event twice,
 * or events out of order, leave the aggregates as the documents say.
 */
export async function handleLedgerWrite(write: LedgerWrite, ports: AggregatePorts): Promise<void> {
  for (const date of touchedDates(write)) {
    await ports.updateDay(write.uid, date, (book) => recomputeDay(date, book));
  }
  const event = eventOf(write);
  const source = sourceOf(write);
  if (event && source) await ports.recordActivity(write.uid, ledgerActivity(source, event));
}
