import { describe, expect, it } from 'vitest';
import { EXPENSES, USERS } from './collections.js';
import { DataError } from './errors.js';
import { createUserProfile } from './factories.js';
import { MemoryDatabase } from './memory-store.js';

// The in-memory store closes the books as firestore.rules' booksOpen(uid) does (the table of
// profiles shared with the rules is in ./contract/books-access-cases.ts and runs in the contract
// suite); here, what that table cannot pin: the store's own clock as request.time, the exact trial
// end, and the privileged face (functions) left alone.
const NOW = new Date('2026-11-23T12:00:00.000Z');
const expense = {
  description: 'Diesel',
  amountCents: 10_000,
  category: 'fuel',
  paymentMethod: 'fuel_card',
  date: '2026-11-20',
  notes: '',
  taxDeductible: true,
  recurring: false,
} as const;

function lapsedAt(trialEndsAt: Date): MemoryDatabase {
  const db = new MemoryDatabase({ now: () => NOW });
  db.seed(USERS, 'u1', 'u1', createUserProfile({ subscriptionStatus: 'trialing', trialEndsAt }));
  return db;
}

async function refusal(promise: Promise<unknown>): Promise<DataError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DataError)) throw new Error(`expected a DataError, got ${String(error)}`);
  return error;
}

describe('the in-memory store closes the books like the rules', () => {
  it('reads the trial end against its own clock: open up to the instant it ends, closed a millisecond after', async () => {
    const owner = { uid: 'u1', admin: false };
    await lapsedAt(NOW).storeFor(owner).collection(EXPENSES, 'u1').set('e1', expense);
    const ended = lapsedAt(new Date(NOW.getTime() - 1))
      .storeFor(owner)
      .collection(EXPENSES, 'u1');
    const error = await refusal(ended.set('e1', expense));
    expect(error.code).toBe('permission-denied');
    expect(error.message).toContain('users/u1/expenses/e1');
    expect(error.message).toContain('the subscription has lapsed');
  });

  it('leaves functions (the privileged face) free to write a lapsed account’s books', async () => {
    const db = lapsedAt(new Date(NOW.getTime() - 86_400_000));
    await db.privileged().collection(EXPENSES, 'u1').set('e1', expense);
    expect((await db.privileged().collection(EXPENSES, 'u1').get('e1'))?.description).toBe('Diesel');
  });

  it('reads a status outside the list, or a trial end that is not a timestamp, as absent (open)', async () => {
    const db = new MemoryDatabase({ now: () => NOW });
    db.seedRaw(USERS, 'u1', 'u1', { subscriptionStatus: 'lapsed', trialEndsAt: '2020-01-01' });
    await db.storeFor({ uid: 'u1', admin: false }).collection(EXPENSES, 'u1').set('e1', expense);
    db.seedRaw(USERS, 'u1', 'u1', { subscriptionStatus: 'trialing', trialEndsAt: '2020-01-01' });
    await db.storeFor({ uid: 'u1', admin: false }).collection(EXPENSES, 'u1').set('e2', expense);
    db.seedRaw(USERS, 'u1', 'u1', { subscriptionStatus: 'unpaid' });
    const error = await refusal(
      db.storeFor({ uid: 'u1', admin: false }).collection(EXPENSES, 'u1').set('e3', expense),
    );
    expect(error.code).toBe('permission-denied');
  });
});
