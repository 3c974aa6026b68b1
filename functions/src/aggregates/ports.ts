import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  ACTIVITY,
  DAILY_AGGREGATES,
  EXPENSES,
  MONTHLY_AGGREGATES,
  SETTLEMENTS,
  aggregateChanges,
  collectionPath,
  endOfMonth,
  monthKeyOf,
  readDayBook,
  startOfMonth,
  writeAggregates,
  type CollectionSpec,
  type DataStore,
  type DayBook,
} from '@haulbooks/domain';
import { adminConverter, adminDocument, encodeForCreate } from '../data/admin-store.js';
import type { AggregatePorts } from './handler.js';

/**
 * The ports over the DataStore port: the in-memory store in unit tests. It reads and writes the
 * same documents as the Admin ports below, without a transaction (a test runs one event at a time).
 */
export function storeAggregatePorts(store: DataStore): AggregatePorts {
  return {
    async updateDay(uid, date, recompute) {
      const book = await readDayBook(store, uid, date);
      await writeAggregates(store, uid, date, aggregateChanges(date, book, recompute(book)));
    },
    async recordActivity(uid, item) {
      const activity = store.collection(ACTIVITY, uid);
      if (!(await activity.get(item.id))) await activity.set(item.id, item.data);
    },
  };
}

async function readDayBookIn(tx: Transaction, db: Firestore, uid: string, date: string): Promise<DayBook> {
  const onDay = <S extends CollectionSpec>(spec: S) =>
    db.collection(collectionPath(spec, uid)).where('date', '==', date);
  const monthRef = adminDocument(db, MONTHLY_AGGREGATES, uid, monthKeyOf(date));
  // Every read goes through the transaction, so a concurrent recomputation that writes one of
  // these documents (or adds one to the day) makes one of the two retry with what the other wrote.
  const [settlements, expenses, monthDays, monthly] = await Promise.all([
    tx.get(onDay(SETTLEMENTS).withConverter(adminConverter(SETTLEMENTS))),
    tx.get(onDay(EXPENSES).withConverter(adminConverter(EXPENSES))),
    tx.get(
      db
        .collection(collectionPath(DAILY_AGGREGATES, uid))
        .where('date', '>=', startOfMonth(date))
        .where('date', '<=', endOfMonth(date))
        .withConverter(adminConverter(DAILY_AGGREGATES)),
    ),
    tx.get(monthRef.withConverter(adminConverter(MONTHLY_AGGREGATES))),
  ]);
  return {
    settlements: settlements.docs.map((d) => d.data()),
    expenses: expenses.docs.map((d) => d.data()),
    monthDays: monthDays.docs.map((d) => d.data()),
    monthly: monthly.data() ?? null,
  };
}

/** The deployed ports: one Firestore transaction per touched day (the day and its month). */
export function adminAggregatePorts(db: Firestore): AggregatePorts {
  return {
    async updateDay(uid, date, recompute) {
      await db.runTransaction(async (tx) => {
        const book = await readDayBookIn(tx, db, uid, date);
        const changes = aggregateChanges(date, book, recompute(book));
        const dayRef = adminDocument(db, DAILY_AGGREGATES, uid, date);
        const monthRef = adminDocument(db, MONTHLY_AGGREGATES, uid, monthKeyOf(date));
        if (changes.daily === null) tx.delete(dayRef);
        else if (changes.daily) tx.set(dayRef, encodeForCreate(DAILY_AGGREGATES, dayRef, changes.daily));
        if (changes.monthly === null) tx.delete(monthRef);
        else if (changes.monthly)
          tx.set(monthRef, encodeForCreate(MONTHLY_AGGREGATES, monthRef, changes.monthly));
      });
    },
    async recordActivity(uid, item) {
      const ref = adminDocument(db, ACTIVITY, uid, item.id);
      try {
        await ref.create(encodeForCreate(ACTIVITY, ref, item.data));
      } catch (error) {
        // ALREADY_EXISTS: this event was handled before.
        if ((error as { code?: unknown }).code !== 6) throw error;
      }
    },
  };
}
