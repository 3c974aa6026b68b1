// The aggregate triggers end to end: the Admin SDK writes settlements and expenses, the Firestore
// emulator calls aggregateSettlements / aggregateExpenses in the Functions emulator, and the daily,
// monthly and activity documents appear. Tier 2 only (npm run test:emulators): the Node Firestore
// server of tier 1 has no trigger wiring, so there the suite reports itself skipped.
import { isDeepStrictEqual } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY,
  DAILY_AGGREGATES,
  EXPENSES,
  MONTHLY_AGGREGATES,
  SETTLEMENTS,
  computeMonthlyAggregate,
  countedSettlementEntries,
  expenseToLedgerEntry,
  type CollectionSpec,
  type WriteFor,
} from '@haulbooks/domain';
import { createAdminStore } from '../../functions/src/data/admin-store';
import { db } from './emulator-env';

const triggersFire = process.env.FIRESTORE_NODE_SERVER !== '1';
const store = createAdminStore(db);
const uid = `agg-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

function expense(overrides: Partial<WriteFor<typeof EXPENSES>> = {}): WriteFor<typeof EXPENSES> {
  return {
    description: "Love's #412 diesel",
    amountCents: 45_210,
    category: 'fuel',
    paymentMethod: 'fuel_card',
    date: '2026-03-14',
    notes: '',
    taxDeductible: true,
    recurring: false,
    ...overrides,
  };
}

const settlement: WriteFor<typeof SETTLEMENTS> = {
  parsedStatus: 'processed',
  date: '2026-03-14',
  brokerName: 'Coyote Logistics',
  grossCents: 412_550,
  netCents: 318_025,
};

/** The stored figures of an aggregate (without id and updatedAt), or null. */
async function figures(spec: CollectionSpec, id: string): Promise<Record<string, unknown> | null> {
  const doc = (await store.collection(spec, uid).get(id)) as
    (Record<string, unknown> & { id: string }) | null;
  if (!doc) return null;
  const { id: _id, updatedAt: _updatedAt, ...rest } = doc;
  return rest;
}

/** Polls until `read` gives `expected` (triggers run asynchronously), then asserts it. */
async function eventually(
  read: () => Promise<unknown>,
  expected: unknown,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    last = await read();
    if (isDeepStrictEqual(last, expected)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(last).toEqual(expected);
}

afterAll(async () => {
  await db.recursiveDelete(db.doc(`users/${uid}`)).catch(() => undefined);
});

describe.skipIf(!triggersFire)('aggregate triggers (Firestore + Functions emulators, tier 2)', () => {
  it('recomputes the day and month of new documents and records their activity', async () => {
    await store.collection(EXPENSES, uid).set('e1', expense());
    await store.collection(EXPENSES, uid).set('e2', expense({ date: '2026-03-02', amountCents: 1_000 }));
    await store.collection(SETTLEMENTS, uid).set('s1', settlement);
    const entries = [
      expenseToLedgerEntry(expense()),
      expenseToLedgerEntry(expense({ date: '2026-03-02', amountCents: 1_000 })),
      ...countedSettlementEntries(settlement),
    ];
    await eventually(
      () => figures(MONTHLY_AGGREGATES, '2026-03'),
      computeMonthlyAggregate('2026-03', entries),
    );
    const item = await store.collection(ACTIVITY, uid).get('expense-created-e1');
    expect(item).toMatchObject({
      type: 'expense',
      title: 'Expense recorded: Fuel $452.10',
      status: 'success',
    });
  });

  it('moves an expense to another month and deletes the day it left when it was the last', async () => {
    await store.collection(EXPENSES, uid).update('e2', { date: '2026-04-01' });
    await eventually(
      async () => (await figures(MONTHLY_AGGREGATES, '2026-04'))?.expensesCents ?? null,
      1_000,
    );
    await eventually(() => figures(DAILY_AGGREGATES, '2026-03-02'), null);
    await eventually(
      async () => (await figures(MONTHLY_AGGREGATES, '2026-03'))?.expensesCents ?? null,
      45_210,
    );

    await store.collection(EXPENSES, uid).remove('e2');
    await eventually(() => figures(MONTHLY_AGGREGATES, '2026-04'), null);
    await eventually(
      async () => (await store.collection(ACTIVITY, uid).get('expense-deleted-e2'))?.title ?? null,
      'Expense deleted: Fuel $10.00',
    );
  });
});
