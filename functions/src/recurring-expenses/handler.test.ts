import { describe, expect, it } from 'vitest';
import { EXPENSES, USERS, type ExpenseDoc } from '@haulbooks/domain';
import {
  BOOKS_ACCESS_CASES,
  MemoryDatabase,
  booksCaseProfile,
  createExpense,
  createUserProfile,
} from '@haulbooks/domain/testing';
import { USER_PAGE_SIZE, handleRecurringExpenses } from './handler.js';

/** 2026-12-15 at 11:00 UTC: the 15th everywhere we offer, Hawaii included. */
const DEC_15 = new Date('2026-12-15T11:00:00Z');

function books(expenses: Record<string, Partial<ExpenseDoc>>, uid = 'dana') {
  const db = new MemoryDatabase({ now: () => DEC_15 });
  db.seed(USERS, uid, uid, createUserProfile({ timeZone: 'America/Chicago' }));
  for (const [id, overrides] of Object.entries(expenses))
    db.seed(EXPENSES, uid, id, createExpense(overrides));
  return db;
}

async function stored(db: MemoryDatabase, uid = 'dana') {
  const page = await db
    .privileged()
    .collection(EXPENSES, uid)
    .list({ orderBy: [{ field: 'date', direction: 'asc' }] });
  return page.items.map(({ id, date, recurring, description, amountCents }) => ({
    id,
    date,
    recurring,
    description,
    amountCents,
  }));
}

describe('recurring expenses, daily run', () => {
  it('adds next month’s copy on its day, moves the recurring flag onto it, and keeps the original', async () => {
    const db = books({
      insurance: { description: 'Cargo insurance', amountCents: 31_500, date: '2026-11-15', recurring: true },
      fuel: { date: '2026-11-15', recurring: false },
    });
    expect(await handleRecurringExpenses(db.privileged(), DEC_15)).toEqual({
      users: 1,
      created: 1,
      booksClosed: 0,
      failures: [],
    });
    expect(await stored(db)).toEqual([
      {
        id: 'fuel',
        date: '2026-11-15',
        recurring: false,
        description: 'Diesel, Pilot #412',
        amountCents: 45_210,
      },
      {
        id: 'insurance',
        date: '2026-11-15',
        recurring: false,
        description: 'Cargo insurance',
        amountCents: 31_500,
      },
      {
        id: 'insurance_2026-12-15',
        date: '2026-12-15',
        recurring: true,
        description: 'Cargo insurance',
        amountCents: 31_500,
      },
    ]);
  });

  it('does nothing before the next date', async () => {
    const db = books({ rent: { date: '2026-11-16', recurring: true } });
    expect((await handleRecurringExpenses(db.privileged(), DEC_15)).created).toBe(0);
    expect(await stored(db)).toHaveLength(1);
  });

  it('is idempotent: a second run, or a retry after a half-finished run, adds no second copy', async () => {
    const db = books({ rent: { date: '2026-11-15', recurring: true } });
    await handleRecurringExpenses(db.privileged(), DEC_15);
    expect((await handleRecurringExpenses(db.privileged(), DEC_15)).created).toBe(0);
    expect(await stored(db)).toHaveLength(2);

    // A run that wrote the copy but stopped before clearing the original's flag.
    const half = books({
      rent: { date: '2026-11-15', recurring: true },
      'rent_2026-12-15': { date: '2026-12-15', recurring: true },
    });
    expect((await handleRecurringExpenses(half.privileged(), DEC_15)).created).toBe(0);
    expect((await stored(half)).map((e) => [e.id, e.recurring])).toEqual([
      ['rent', false],
      ['rent_2026-12-15', true],
    ]);
  });

  it('catches up missed months, clamping to each month’s end', async () => {
    const db = books({ lease: { date: '2026-08-31', recurring: true } });
    expect((await handleRecurringExpenses(db.privileged(), DEC_15)).created).toBe(3);
    expect((await stored(db)).map((e) => [e.id, e.recurring])).toEqual([
      ['lease', false],
      ['lease_2026-09-30', false],
      ['lease_2026-10-30', false],
      ['lease_2026-11-30', true],
    ]);
  });

  it('stops when the user turned recurring off on the newest copy', async () => {
    const db = books({
      rent: { date: '2026-10-15', recurring: false },
      'rent_2026-11-15': { date: '2026-11-15', recurring: false },
    });
    expect((await handleRecurringExpenses(db.privileged(), DEC_15)).created).toBe(0);
    expect(await stored(db)).toHaveLength(2);
  });

  it('uses each user’s own day: not yet the 15th in Honolulu at 09:00 UTC', async () => {
    const db = new MemoryDatabase();
    db.seed(USERS, 'kai', 'kai', createUserProfile({ timeZone: 'Pacific/Honolulu' }));
    db.seed(EXPENSES, 'kai', 'rent', createExpense({ date: '2026-11-15', recurring: true }));
    const early = new Date('2026-12-15T09:00:00Z');
    expect((await handleRecurringExpenses(db.privileged(), early)).created).toBe(0);
    expect((await handleRecurringExpenses(db.privileged(), DEC_15)).created).toBe(1);
  });

  it('goes through every page of users, and reports a malformed expense without stopping the rest', async () => {
    const db = new MemoryDatabase({ now: () => DEC_15 });
    const count = USER_PAGE_SIZE + 3;
    for (let i = 0; i < count; i += 1) {
      const uid = `user${String(i).padStart(4, '0')}`;
      db.seed(USERS, uid, uid, createUserProfile());
      db.seed(EXPENSES, uid, 'rent', createExpense({ date: '2026-11-15', recurring: true }));
    }
    db.seedRaw(EXPENSES, 'user0001', 'bad', { ...createExpense(), recurring: true, amountCents: 'lots' });
    const result = await handleRecurringExpenses(db.privileged(), DEC_15);
    expect(result.users).toBe(count);
    expect(result.created).toBe(count - 1);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatch(/users\/user0001\/expenses.*amountCents/);
  });
});

describe('recurring expenses while the books are closed (a lapsed subscription)', () => {
  // domain's table of profiles (BOOKS_ACCESS_CASES, held to booksAccessFor), as the rules are
  // tested with; the ones the typed store can read: no document, or both subscription keys.
  const readable = BOOKS_ACCESS_CASES.filter(
    (testCase) =>
      testCase.profile === null ||
      (testCase.profile.subscriptionStatus !== undefined && testCase.profile.trialEndsInDays !== undefined),
  );

  it.each(readable.map((testCase) => [testCase.label, testCase] as const))(
    'profile %s: a copy exactly when the books are open; a closed account is skipped, counted and left as it was',
    async (_label, testCase) => {
      const db = new MemoryDatabase({ now: () => DEC_15 });
      const profile = booksCaseProfile(testCase, createUserProfile({ timeZone: 'America/Chicago' }), DEC_15);
      if (profile) db.seedRaw(USERS, 'dana', 'dana', profile);
      db.seed(EXPENSES, 'dana', 'insurance', createExpense({ date: '2026-11-15', recurring: true }));
      const open = testCase.access === 'full';
      const result = await handleRecurringExpenses(db.privileged(), DEC_15);
      // Without a profile document the run never sees the account (it lists the profiles).
      expect(result).toEqual({
        users: profile ? 1 : 0,
        created: open && profile ? 1 : 0,
        booksClosed: open ? 0 : 1,
        failures: [],
      });
      if (open) return;
      expect((await stored(db)).map((e) => [e.id, e.recurring])).toEqual([['insurance', true]]);
    },
  );

  it('one lapsed account does not hold up the others, and renewing catches its series up', async () => {
    const db = books({ rent: { date: '2026-10-15', recurring: true } }, 'open');
    db.seed(USERS, 'lapsed', 'lapsed', createUserProfile({ subscriptionStatus: 'canceled' }));
    db.seed(EXPENSES, 'lapsed', 'rent', createExpense({ date: '2026-10-15', recurring: true }));
    expect(await handleRecurringExpenses(db.privileged(), DEC_15)).toEqual({
      users: 2,
      created: 2,
      booksClosed: 1,
      failures: [],
    });
    expect(await stored(db, 'lapsed')).toHaveLength(1);

    db.seed(USERS, 'lapsed', 'lapsed', createUserProfile({ subscriptionStatus: 'active' }));
    expect((await handleRecurringExpenses(db.privileged(), DEC_15)).created).toBe(2);
    expect((await stored(db, 'lapsed')).map((e) => e.date)).toEqual([
      '2026-10-15',
      '2026-11-15',
      '2026-12-15',
    ]);
  });
});
