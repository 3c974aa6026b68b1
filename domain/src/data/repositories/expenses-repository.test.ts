import { describe, expect, it } from 'vitest';
import { MemoryDatabase } from '../memory-store.js';
import { createExpense } from '../expense-factories.js';
import { EXPENSES, MONTHLY_AGGREGATES, type ExpenseDoc } from '../collections.js';
import { computeMonthlyAggregate } from '../../aggregates/aggregate.js';
import { monthKeyOf } from '../../dates/calendar.js';
import { expenseToLedgerEntry } from '../../pnl/ledger.js';
import { DataError } from '../errors.js';
import type { Listener } from '../store.js';
import { adminViewOf, ownBooks, READ_ONLY_MESSAGE } from '../subject.js';
import { SCREEN_CATEGORIES } from '../../categories/screen-categories.js';
import { MAX_IN_VALUES } from '../store.js';
import {
  EXPENSE_REPORT_LIMIT,
  EXPENSE_SEARCH_WINDOW,
  expensesRepository,
  matchesExpenseSearch,
  storedCategoriesOf,
  type ExpenseListPage,
  type ExpenseListRequest,
} from './expenses-repository.js';

const NOW = new Date('2026-11-23T15:00:00Z');
const FIRST_PAGE: ExpenseListRequest = {
  category: null,
  search: '',
  pageSize: 10,
  pageIndex: 0,
  after: null,
};

function setup() {
  const db = new MemoryDatabase({ now: () => NOW });
  const repo = expensesRepository(db.storeFor({ uid: 'dana', admin: false }), ownBooks('dana'));
  return { db, repo };
}

/** The first value a watch gives (it is stopped right after). */
function first<T>(watch: (listener: Listener<T>) => () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = watch({
      next: (value) => {
        queueMicrotask(() => stop());
        resolve(value);
      },
      error: reject,
    });
  });
}

function seedDays(db: MemoryDatabase, count: number) {
  for (let day = 1; day <= count; day += 1) {
    const date = `2026-10-${String(day).padStart(2, '0')}`;
    db.seed(EXPENSES, 'dana', `e${String(day).padStart(2, '0')}`, createExpense({ date, amountCents: day }));
  }
}

describe('expenses repository: list', () => {
  it('pages newest first with a cursor and counts every match', async () => {
    const { db, repo } = setup();
    seedDays(db, 23);
    const page1: ExpenseListPage = await first((l) => repo.watchPage(FIRST_PAGE, l));
    expect(page1.total).toBe(23);
    expect(page1.items.map((e) => e.date)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2026-10-${String(23 - i).padStart(2, '0')}`),
    );
    const page2 = await first<ExpenseListPage>((l) =>
      repo.watchPage({ ...FIRST_PAGE, pageIndex: 1, after: page1.next }, l),
    );
    expect(page2.items[0]?.date).toBe('2026-10-13');
    const page3 = await first<ExpenseListPage>((l) =>
      repo.watchPage({ ...FIRST_PAGE, pageIndex: 2, after: page2.next }, l),
    );
    expect(page3.items.map((e) => e.date)).toEqual(['2026-10-03', '2026-10-02', '2026-10-01']);
    expect(page3.next).toBeNull();
  });

  it('filters by screen category through the detailed categories it covers', async () => {
    const { db, repo } = setup();
    db.seed(EXPENSES, 'dana', 'a', createExpense({ category: 'def_fluid', date: '2026-11-01' }));
    db.seed(EXPENSES, 'dana', 'b', createExpense({ category: 'fuel', date: '2026-11-02' }));
    db.seed(EXPENSES, 'dana', 'c', createExpense({ category: 'tires', date: '2026-11-03' }));
    db.seed(EXPENSES, 'dana', 'd', createExpense({ category: 'maintenance', date: '2026-11-04' }));
    const fuel = await first<ExpenseListPage>((l) => repo.watchPage({ ...FIRST_PAGE, category: 'fuel' }, l));
    expect(fuel.items.map((e) => e.id)).toEqual(['b', 'a']);
    const maintenance = await first<ExpenseListPage>((l) =>
      repo.watchPage({ ...FIRST_PAGE, category: 'maintenance' }, l),
    );
    expect(maintenance.items.map((e) => e.id)).toEqual(['d', 'c']);
    expect(maintenance.total).toBe(2);
  });

  it('maps every screen category to an in-list Firestore accepts', () => {
    for (const screen of SCREEN_CATEGORIES) {
      const values = storedCategoriesOf(screen);
      expect(values.length).toBeGreaterThan(0);
      expect(values.length).toBeLessThanOrEqual(MAX_IN_VALUES);
    }
    expect(storedCategoriesOf('fuel')).toEqual(['fuel', 'def_fluid']);
    expect(storedCategoriesOf('equipment')).toContain('equipment');
  });

  it('searches description and notes, case-insensitively, every word, and pages the matches', async () => {
    const { db, repo } = setup();
    db.seed(EXPENSES, 'dana', 'a', createExpense({ description: 'Diesel Pilot', notes: 'Gary, IN' }));
    db.seed(EXPENSES, 'dana', 'b', createExpense({ description: 'Oil change', notes: 'Pilot service' }));
    db.seed(EXPENSES, 'dana', 'c', createExpense({ description: 'Tolls I-80' }));
    const found = await first<ExpenseListPage>((l) =>
      repo.watchPage({ ...FIRST_PAGE, search: ' pilot ' }, l),
    );
    expect(found.items.map((e) => e.id).sort()).toEqual(['a', 'b']);
    expect(found.total).toBe(2);
    expect(found.searchWindowFull).toBe(false);
    const both = await first<ExpenseListPage>((l) =>
      repo.watchPage({ ...FIRST_PAGE, search: 'PILOT gary' }, l),
    );
    expect(both.items.map((e) => e.id)).toEqual(['a']);
    const second = await first<ExpenseListPage>((l) =>
      repo.watchPage({ ...FIRST_PAGE, search: 'pilot', pageSize: 1, pageIndex: 1 }, l),
    );
    expect(second.items).toHaveLength(1);
    expect(second.total).toBe(2);
    expect(matchesExpenseSearch({ description: 'Scale ticket', notes: '' }, '')).toBe(true);
  });

  it('says when a search could only look through the newest expenses', async () => {
    const { db, repo } = setup();
    for (let i = 0; i < EXPENSE_SEARCH_WINDOW; i += 1) db.seed(EXPENSES, 'dana', `e${i}`, createExpense());
    const found = await first<ExpenseListPage>((l) => repo.watchPage({ ...FIRST_PAGE, search: 'diesel' }, l));
    expect(found.searchWindowFull).toBe(true);
    expect(found.total).toBe(EXPENSE_SEARCH_WINDOW);
  });

  it('reports a malformed expense instead of hiding it', async () => {
    const { db, repo } = setup();
    db.seedRaw(EXPENSES, 'dana', 'bad', { ...createExpense(), amountCents: 'twelve' });
    await expect(first((l) => repo.watchPage(FIRST_PAGE, l))).rejects.toMatchObject({
      code: 'malformed-document',
    });
  });
});

describe('expenses repository: listInRange', () => {
  it('lists the expenses dated in the range, both ends included, oldest first', async () => {
    const { db, repo } = setup();
    seedDays(db, 31);
    const listed = await repo.listInRange({ start: '2026-10-05', end: '2026-10-07' });
    expect(listed.complete).toBe(true);
    expect(listed.items.map((e) => e.date)).toEqual(['2026-10-05', '2026-10-06', '2026-10-07']);
    expect((await repo.listInRange({ start: '2026-11-01', end: '2026-11-30' })).items).toEqual([]);
  });

  it('says when the range holds more than a report lists', async () => {
    const { db, repo } = setup();
    for (let i = 0; i <= EXPENSE_REPORT_LIMIT; i += 1) {
      db.seed(EXPENSES, 'dana', `x${i}`, createExpense({ date: '2026-10-01', amountCents: 1 }));
    }
    const listed = await repo.listInRange({ start: '2026-10-01', end: '2026-10-31' });
    expect(listed.items).toHaveLength(EXPENSE_REPORT_LIMIT);
    expect(listed.complete).toBe(false);
  });
});

describe('expenses repository: summary', () => {
  /** Seeds the expenses and the monthly aggregates the trigger would keep for them. */
  function seedWithAggregates(db: MemoryDatabase, expenses: Record<string, ExpenseDoc>) {
    const byMonth = new Map<string, ExpenseDoc[]>();
    for (const [id, expense] of Object.entries(expenses)) {
      db.seed(EXPENSES, 'dana', id, expense);
      const month = monthKeyOf(expense.date);
      byMonth.set(month, [...(byMonth.get(month) ?? []), expense]);
    }
    for (const [month, docs] of byMonth) {
      db.seed(MONTHLY_AGGREGATES, 'dana', month, {
        ...computeMonthlyAggregate(month, docs.map(expenseToLedgerEntry)),
        updatedAt: NOW,
      });
    }
  }

  it('totals this year from the monthly aggregates, the tax-deductible part, and counts this month', async () => {
    const { db, repo } = setup();
    seedWithAggregates(db, {
      a: createExpense({ date: '2026-11-02', amountCents: 10_001 }),
      b: createExpense({ date: '2026-11-20', amountCents: 2_50, taxDeductible: false }),
      c: createExpense({ date: '2026-01-01', amountCents: 99 }),
      d: createExpense({ date: '2025-12-31', amountCents: 1_000_000 }),
      e: createExpense({ date: '2027-01-01', amountCents: 7 }),
    });
    const summary = await first((l) => repo.watchSummary('2026-11-23', l));
    expect(summary).toEqual({
      year: 2026,
      totalCents: 10_350,
      taxDeductibleCents: 10_100,
      thisMonthCount: 2,
    });
  });

  it('counts what the aggregates count (a settlement deduction not booked as an expense) in the totals, not in This Month', async () => {
    const { db, repo } = setup();
    db.seed(MONTHLY_AGGREGATES, 'dana', '2026-11', {
      ...computeMonthlyAggregate('2026-11', [
        { kind: 'expense', date: '2026-11-06', amountCents: 25_000, category: 'fuel', taxDeductible: true },
      ]),
      updatedAt: NOW,
    });
    expect(await first((l) => repo.watchSummary('2026-11-23', l))).toEqual({
      year: 2026,
      totalCents: 25_000,
      taxDeductibleCents: 25_000,
      thisMonthCount: 0,
    });
  });

  it('follows a new month document live', async () => {
    const { db, repo } = setup();
    const seen: [number, number][] = [];
    const stop = repo.watchSummary('2026-11-23', {
      next: (summary) => seen.push([summary.totalCents, summary.thisMonthCount]),
      error: (error) => {
        throw error;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    seedWithAggregates(db, { a: createExpense({ date: '2026-11-02', amountCents: 4_200 }) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(seen[0]).toEqual([0, 0]);
    expect(seen.at(-1)).toEqual([4_200, 1]);
  });

  it('reports a failure once, and stops both reads', async () => {
    const { db } = setup();
    db.seed(MONTHLY_AGGREGATES, 'eve', '2026-11', {
      ...computeMonthlyAggregate('2026-11', []),
      updatedAt: NOW,
    });
    const theirs = expensesRepository(db.storeFor({ uid: 'dana', admin: false }), ownBooks('eve'));
    const errors: DataError[] = [];
    const stop = theirs.watchSummary('2026-11-23', {
      next: () => undefined,
      error: (error) => errors.push(error),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(errors.map((error) => error.code)).toEqual(['permission-denied']);
  });
});

describe('expenses repository: writes', () => {
  const record = {
    description: 'Oil change',
    amountCents: 189_99,
    category: 'maintenance_routine' as const,
    paymentMethod: 'debit_card' as const,
    date: '2026-11-21',
    notes: 'Loves #301',
    taxDeductible: true,
    recurring: false,
    truckId: undefined,
  };

  it('adds, updates and removes one expense with server times', async () => {
    const { db, repo } = setup();
    const id = await repo.add({ ...record, truckId: 'truck-1' });
    const stored = await db.privileged().collection(EXPENSES, 'dana').get(id);
    expect(stored).toMatchObject({ ...record, truckId: 'truck-1', createdAt: NOW, updatedAt: NOW });
    await repo.update(id, { ...record, amountCents: 200_00 });
    const updated = await repo.get(id);
    expect(updated?.amountCents).toBe(200_00);
    expect(updated).not.toHaveProperty('truckId');
    await repo.remove(id);
    expect(await repo.get(id)).toBeNull();
  });

  it('removes many and reports the ones that failed', async () => {
    const { db, repo } = setup();
    db.seed(EXPENSES, 'dana', 'a', createExpense());
    db.seed(EXPENSES, 'dana', 'b', createExpense());
    expect(await repo.removeMany(['a', 'b'])).toEqual({ removed: ['a', 'b'], failed: [] });
    db.seed(EXPENSES, 'dana', 'c', createExpense());
    db.failWrites(new DataError('unavailable', 'offline'));
    expect(await repo.removeMany(['c'])).toEqual({ removed: [], failed: ['c'] });
    expect(await repo.get('c')).not.toBeNull();
  });

  it('refuses an amount over $10,000,000.00 in the store as well as the form', async () => {
    const { repo } = setup();
    await expect(repo.add({ ...record, amountCents: 1_000_000_001 })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    await expect(repo.add({ ...record, amountCents: 1_000_000_000 })).resolves.toEqual(expect.any(String));
  });

  it('lets an administrator read a client but refuses every write before it is sent', async () => {
    const db = new MemoryDatabase({ now: () => NOW });
    db.seed(EXPENSES, 'dana', 'a', createExpense());
    const repo = expensesRepository(db.storeFor({ uid: 'admin1', admin: true }), adminViewOf('dana'));
    expect((await first<ExpenseListPage>((l) => repo.watchPage(FIRST_PAGE, l))).items).toHaveLength(1);
    for (const write of [
      () => repo.add(record),
      () => repo.update('a', record),
      () => repo.remove('a'),
      () => repo.removeMany(['a']),
    ]) {
      await expect(write()).rejects.toMatchObject({ code: 'read-only', message: READ_ONLY_MESSAGE });
    }
  });

  it('does not let another user read the list', async () => {
    const db = new MemoryDatabase();
    const repo = expensesRepository(db.storeFor({ uid: 'mallory', admin: false }), ownBooks('dana'));
    await expect(first((l) => repo.watchPage(FIRST_PAGE, l))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
