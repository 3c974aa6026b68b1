import { describe, expect, it } from 'vitest';
import { MemoryDatabase } from '../data/memory-store.js';
import { createExpense } from '../data/expense-factories.js';
import { createSettlement } from '../data/factories.js';
import {
  ACTIVITY,
  DAILY_AGGREGATES,
  DRIVERS,
  EXPENSES,
  MONTHLY_AGGREGATES,
  SETTLEMENTS,
  TRUCKS,
  UPLOADS,
} from '../data/collections.js';
import { dashboardRepository } from '../data/repositories/dashboard-repository.js';
import type { Listener } from '../data/store.js';
import { ownBooks } from '../data/subject.js';
import { computeDailyAggregate, computeMonthlyAggregate } from '../aggregates/aggregate.js';
import type { LedgerEntry } from '../pnl/ledger.js';
import {
  cardChange,
  dashboardCards,
  formatChange,
  percentChange,
  previousRange,
  rangeLength,
} from './comparison.js';
import { maintenanceAlerts, overviewMonths, rankEntities } from './figures.js';

const NOW = new Date('2026-11-23T15:00:00Z');
const STAMP = { updatedAt: NOW };

describe('dashboard period comparison', () => {
  it('compares with the period of equal length that ends the day before', () => {
    expect(previousRange({ start: '2026-11-01', end: '2026-11-30' })).toEqual({
      start: '2026-10-02',
      end: '2026-10-31',
    });
    expect(previousRange({ start: '2026-01-01', end: '2026-01-01' })).toEqual({
      start: '2025-12-31',
      end: '2025-12-31',
    });
    // Year to date on Nov 23 (327 days) against the 327 days before Jan 1.
    const ytd = { start: '2026-01-01', end: '2026-11-23' };
    const before = previousRange(ytd);
    expect(before.end).toBe('2025-12-31');
    expect(rangeLength(before)).toBe(rangeLength(ytd));
    expect(rangeLength(ytd)).toBe(327);
    // A leap year: 2024 has 366 days, so the year before starts on Jan 1, 2023 minus one day.
    expect(previousRange({ start: '2024-01-01', end: '2024-12-31' })).toEqual({
      start: '2022-12-31',
      end: '2023-12-31',
    });
  });

  it('gives the change in percent, one decimal, and none from a zero base', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(100, 300)).toBe(-66.7);
    expect(percentChange(100, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
    expect(percentChange(0, 100)).toBe(-100);
    // From a loss to a profit is an improvement.
    expect(percentChange(100, -100)).toBe(200);
    expect(percentChange(-300, -100)).toBe(-200);
  });

  it('formats the change with an arrow, or a dash without a base', () => {
    expect(formatChange(cardChange(112_500, 100_000))).toBe('↑ 12.5%');
    expect(formatChange(cardChange(97, 100))).toBe('↓ 3%');
    expect(formatChange(cardChange(100, 100))).toBe('0%');
    expect(formatChange(cardChange(5, 0))).toBe('—');
    expect(formatChange(cardChange(2_500_000, 100))).toBe('↑ 2,499,900%');
  });

  it('computes the three cards: income, expenses and net = income − expenses', () => {
    const cards = dashboardCards(
      { revenueCents: 500_000, expensesCents: 200_000 },
      { revenueCents: 400_000, expensesCents: 250_000 },
    );
    expect(cards.incomeCents).toBe(500_000);
    expect(cards.expensesCents).toBe(200_000);
    expect(cards.netCents).toBe(300_000);
    expect(cards.income).toEqual({ percent: 25, direction: 'up' });
    expect(cards.expenses).toEqual({ percent: -20, direction: 'down' });
    expect(cards.net).toEqual({ percent: 100, direction: 'up' });
    expect(
      dashboardCards({ revenueCents: 0, expensesCents: 0 }, { revenueCents: 0, expensesCents: 0 }).net,
    ).toEqual({
      percent: null,
      direction: 'flat',
    });
  });
});

describe('dashboard figures', () => {
  it('shows the 6 months ending with the given one', () => {
    expect(overviewMonths('2026-02')).toEqual([
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('ranks one kind of entity by revenue', () => {
    const byEntity = {
      'owner_operator:d1': { revenueCents: 100, expensesCents: 30, miles: 10 },
      'owner_operator:d2': { revenueCents: 300, expensesCents: 0, miles: 5 },
      'truck:t1': { revenueCents: 900, expensesCents: 0, miles: 50 },
    };
    expect(rankEntities({ byEntity }, 'owner_operator', 5)).toEqual([
      { id: 'd2', revenueCents: 300, expensesCents: 0, miles: 5, netCents: 300 },
      { id: 'd1', revenueCents: 100, expensesCents: 30, miles: 10, netCents: 70 },
    ]);
    expect(rankEntities({ byEntity }, 'owner_operator', 1).map((e) => e.id)).toEqual(['d2']);
  });
});

function income(date: string, amountCents: number, extra: Partial<LedgerEntry> = {}): LedgerEntry {
  return { kind: 'income', date, amountCents, category: 'settlement', ...extra } as LedgerEntry;
}
function expense(date: string, amountCents: number, category = 'fuel'): LedgerEntry {
  return { kind: 'expense', date, amountCents, category } as LedgerEntry;
}

function setup() {
  const db = new MemoryDatabase({ now: () => NOW });
  const repo = dashboardRepository(db.storeFor({ uid: 'dana', admin: false }), ownBooks('dana'));
  const seedDay = (date: string, entries: LedgerEntry[]) =>
    db.seed(DAILY_AGGREGATES, 'dana', date, { ...computeDailyAggregate(date, entries), ...STAMP });
  const seedMonth = (month: string, entries: LedgerEntry[]) =>
    db.seed(MONTHLY_AGGREGATES, 'dana', month, { ...computeMonthlyAggregate(month, entries), ...STAMP });
  return { db, repo, seedDay, seedMonth };
}

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

describe('dashboard repository', () => {
  it('reads a period and the period before it from aggregates', async () => {
    const { repo, seedMonth, seedDay } = setup();
    seedMonth('2026-10', [income('2026-10-10', 400_000), expense('2026-10-11', 100_000)]);
    seedDay('2026-10-01', [income('2026-10-01', 1)]);
    seedMonth('2026-11', [income('2026-11-10', 500_000), expense('2026-11-11', 50_000)]);
    const result = await repo.comparePeriod({ start: '2026-11-01', end: '2026-11-30' });
    expect(result.previous).toEqual({ start: '2026-10-02', end: '2026-10-31' });
    expect(result.current.revenueCents).toBe(500_000);
    // Oct 2–31 comes from daily documents (Oct 1 is outside); none is stored but Oct 1's.
    expect(result.before.revenueCents).toBe(0);
    const month = await repo.comparePeriod({ start: '2026-10-01', end: '2026-10-31' });
    expect(month.current.revenueCents).toBe(400_000);
  });

  it('gives 6 monthly points, zero where nothing is stored', async () => {
    const { repo, seedMonth } = setup();
    seedMonth('2026-09', [income('2026-09-10', 1_000), expense('2026-09-11', 300)]);
    const points = await repo.monthlyOverview('2026-11');
    expect(points.map((p) => p.key)).toEqual([
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(points[3]).toEqual({
      key: '2026-09',
      revenueCents: 1_000,
      expensesCents: 300,
      netCents: 700,
      miles: 0,
    });
    expect(points[0]?.revenueCents).toBe(0);
  });

  it('gives daily points from one range query', async () => {
    const { repo, seedDay } = setup();
    seedDay('2026-11-02', [income('2026-11-02', 700)]);
    seedDay('2026-10-30', [income('2026-10-30', 999)]);
    const points = await repo.dailySeries({ start: '2026-11-01', end: '2026-11-03' }, [
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
    ]);
    expect(points.map((p) => p.revenueCents)).toEqual([0, 700, 0]);
  });

  it('lists the newest 10 activity items, newest first', async () => {
    const { db, repo } = setup();
    for (let i = 0; i < 12; i += 1) {
      db.seed(ACTIVITY, 'dana', `a${String(i).padStart(2, '0')}`, {
        type: 'expense',
        title: `Item ${i}`,
        description: '',
        status: 'success',
        createdAt: new Date(Date.UTC(2026, 10, 1 + i)),
      });
    }
    const items = await first(repo.watchRecentActivity);
    expect(items).toHaveLength(10);
    expect(items[0]?.title).toBe('Item 11');
    expect(items[9]?.title).toBe('Item 2');
  });

  it('counts quick stats: this month, pending uploads and receipts', async () => {
    const { db, repo, seedMonth } = setup();
    seedMonth('2026-11', [income('2026-11-02', 1), income('2026-11-09', 2)]);
    db.seed(SETTLEMENTS, 'dana', 's1', createSettlement({ parsedStatus: 'pending' }));
    db.seed(SETTLEMENTS, 'dana', 's2', createSettlement());
    const upload = {
      fileName: 'a.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      storagePath: 'users/dana/uploads/a.pdf',
      createdAt: NOW,
      updatedAt: NOW,
    };
    db.seed(UPLOADS, 'dana', 'u1', { ...upload, status: 'processing' });
    db.seed(UPLOADS, 'dana', 'u2', { ...upload, status: 'uploaded' });
    db.seed(UPLOADS, 'dana', 'u3', { ...upload, status: 'processed' });
    db.seed(EXPENSES, 'dana', 'e1', createExpense({ receiptPaths: ['users/dana/receipts/1.jpg'] }));
    db.seed(EXPENSES, 'dana', 'e2', createExpense());
    expect(await repo.quickCounts('2026-11-23')).toEqual({
      settlementsThisMonth: 2,
      pendingUploads: 3,
      receiptsScanned: 1,
    });
  });

  it('lists trucks in service and names drivers by id', async () => {
    const { db, repo } = setup();
    const truck = { make: 'Volvo', model: 'VNL', vin: '', licensePlate: '', createdAt: NOW, updatedAt: NOW };
    db.seed(TRUCKS, 'dana', 't1', { ...truck, unitNumber: '101', archived: false });
    db.seed(TRUCKS, 'dana', 't2', { ...truck, unitNumber: '102', archived: true });
    db.seed(DRIVERS, 'dana', 'd1', {
      name: 'Sam Ortiz',
      kind: 'owner_operator',
      email: '',
      phone: '',
      licenseNumber: '',
      archived: false,
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect((await repo.trucks()).map((t) => t.unitNumber)).toEqual(['101']);
    expect(await repo.driverNames(['d1', 'gone'])).toEqual({ d1: 'Sam Ortiz' });
  });
});

describe('maintenance alerts', () => {
  const item = (title: string, extra: Record<string, unknown>) => ({
    truckId: 't1',
    title,
    done: false,
    ...extra,
  });

  it('keeps overdue and due-soon items, overdue first, each by due', () => {
    const alerts = maintenanceAlerts(
      [
        item('Tires', { dueDate: '2026-12-01' }),
        item('Oil', { dueDate: '2026-11-20' }),
        item('Brakes', { dueDate: '2027-03-01' }),
        item('DOT inspection', { dueDate: '2026-11-02' }),
        item('Coolant', { dueOdometer: 100_000, lastOdometer: 99_800 }),
        item('Done', { dueDate: '2026-11-01', done: true }),
      ],
      '2026-11-23',
    );
    expect(alerts.map((a) => [a.item.title, a.status])).toEqual([
      ['DOT inspection', 'overdue'],
      ['Oil', 'overdue'],
      ['Tires', 'due-soon'],
      ['Coolant', 'due-soon'],
    ]);
  });

  it('shows at most the limit', () => {
    const many = Array.from({ length: 8 }, (_, i) => item(`Item ${i}`, { dueDate: '2026-11-01' }));
    expect(maintenanceAlerts(many, '2026-11-23')).toHaveLength(5);
  });
});
