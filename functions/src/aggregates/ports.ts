import type { Firestore, Transaction } from 'firebase-admin/firestore';
import {
  ACTIVITY,
  DAILY_AGGREGATES,
  MONTHLY_AGGREGATES,
  aggregateChanges,
  collectionPath,
  endOfMonth,
  monthKeyOf,
  readDayLedger,
  readMonthBook,
  startOfMonth,
  writeAggregates,
  type DataStore,
  type MonthBook,
} from '@haulbooks/domain';
import { adminConverter, adminDocument, createAdminStore, encodeForCreate } from '../data/admin-store.js';
import type { AggregatePorts } from './handler.js';

/**
 * The ports over the DataStore port: the in-memory store in unit tests. It reads and writes the
 * same documents as the Admin ports below, without a transaction (a test runs one event at a time).
 */
export function storeAggregatePorts(store: DataStore): AggregatePorts {
  return {
    readDay: (uid, date) => readDayLedger(store, uid, date),
    async storeDay(uid, date, update) {
      const month = await readMonthBook(store, uid, date);
      await writeAggregates(store, uid, date, aggregateChanges(date, month, update(month)));
    },
    async recordActivity(uid, item) {
      const activity = store.collection(ACTIVITY, uid);
      if (!(await activity.get(item.id))) await activity.set(item.id, item.data);
    },
  };
}

/** The month's aggregate documents, read in the transaction that rewrites them. */
async function readMonthBookIn(
  tx: Transaction,
  db: Firestore,
  uid: string,
  date: string,
): Promise<MonthBook> {
  const monthRef = adminDocument(db, MONTHLY_AGGREGATES, uid, monthKeyOf(date));
  const [monthDays, monthly] = await Promise.all([
    tx.get(
      db
        .collection(collectionPath(DAILY_AGGREGATES, uid))
        .where('date', '>=', startOfMonth(date))
        .where('date', '<=', endOfMonth(date))
        .withConverter(adminConverter(DAILY_AGGREGATES)),
    ),
    tx.get(monthRef.withConverter(adminConverter(MONTHLY_AGGREGATES))),
  ]);
  return { monthDays: monthDays.docs.map((d) => d.data()), monthly: monthly.data() ?? null };
}

/**
 * The deployed ports: the day's ledger through the Admin DataStore (the same queries as the unit
 * tests run), and one Firestore transaction per day over the month's aggregate documents.
 */
export function adminAggregatePorts(db: Firestore): AggregatePorts {
  const store = createAdminStore(db);
  return {
    readDay: (uid, date) => readDayLedger(store, uid, date),
    async storeDay(uid, date, update) {
      await db.runTransaction(async (tx) => {
        const month = await readMonthBookIn(tx, db, uid, date);
        const changes = aggregateChanges(date, month, update(month));
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
