import { describe, expect, it } from 'vitest';
import { computeMonthlyAggregate } from '../../../aggregates/aggregate.js';
import { INCOME_CATEGORY } from '../../../pnl/ledger.js';
import {
  MONTHLY_AGGREGATES,
  PAYMENTS,
  PLATFORM_STATS,
  SETTLEMENTS,
  type PaymentDoc,
} from '../../collections.js';
import { createSettlement } from '../../factories.js';
import { MemoryDatabase } from '../../memory-store.js';
import type { Listener } from '../../store.js';
import { ADMIN_PAYMENTS_WINDOW, createAdminRepositories } from './index.js';

function payment(id: string, createdAt: string, overrides: Partial<PaymentDoc> = {}): PaymentDoc {
  return {
    userId: `user-${id}`,
    amountCents: 4_999,
    currency: 'usd',
    status: 'succeeded',
    description: 'Owner Operator, monthly',
    stripeId: `pi_${id}`,
    customerEmail: `${id}@example.com`,
    stripeSessionId: `cs_test_${id}`,
    createdAt: new Date(createdAt),
    ...overrides,
  };
}

function first<T>(watch: (listener: Listener<T>) => () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = watch({
      next: (value) => {
        queueMicrotask(stop);
        resolve(value);
      },
      error: reject,
    });
  });
}

const admin = { uid: 'staff', admin: true };
const NOVEMBER = { start: new Date('2026-11-01T05:00:00Z'), endExclusive: new Date('2026-12-01T06:00:00Z') };

describe('admin repositories', () => {
  it("lists every account's payments in the period, newest first, as the admin list reads them", async () => {
    const db = new MemoryDatabase();
    db.seed(PAYMENTS, '', 'a', payment('a', '2026-11-03T10:00:00Z'));
    db.seed(
      PAYMENTS,
      '',
      'b',
      payment('b', '2026-11-20T10:00:00Z', { status: 'failed', customerEmail: undefined }),
    );
    db.seed(PAYMENTS, '', 'c', payment('c', '2026-10-31T10:00:00Z'));
    const page = await createAdminRepositories(db.storeFor(admin)).payments.listPeriod(NOVEMBER);
    expect(page.windowFull).toBe(false);
    expect(page.items).toEqual([
      {
        id: 'b',
        customerEmail: null,
        amountCents: 4_999,
        status: 'failed',
        stripeSessionId: 'cs_test_b',
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
      expect.objectContaining({ id: 'a', customerEmail: 'a@example.com' }),
    ]);
    const all = await createAdminRepositories(db.storeFor(admin)).payments.listPeriod(null);
    expect(all.items.map((p) => p.id)).toEqual(['b', 'a', 'c']);
  });

  it('says when a period holds more payments than one view reads', async () => {
    const db = new MemoryDatabase();
    for (let i = 0; i <= ADMIN_PAYMENTS_WINDOW; i += 1) {
      db.seed(
        PAYMENTS,
        '',
        `p${i}`,
        payment(`p${i}`, `2026-11-10T10:00:${String(i % 60).padStart(2, '0')}Z`),
      );
    }
    const page = await createAdminRepositories(db.storeFor(admin)).payments.listPeriod(NOVEMBER);
    expect(page.items).toHaveLength(ADMIN_PAYMENTS_WINDOW);
    expect(page.windowFull).toBe(true);
  });

  it('refuses a signed-in user who is not an administrator', async () => {
    const db = new MemoryDatabase();
    db.seed(PAYMENTS, '', 'a', payment('a', '2026-11-03T10:00:00Z'));
    const repos = createAdminRepositories(db.storeFor({ uid: 'user-a', admin: false }));
    await expect(repos.payments.listPeriod(NOVEMBER)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(first((l) => repos.platform.watchStats(l))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('reads the platform rollup live, null before the functions first write it', async () => {
    const db = new MemoryDatabase();
    const repos = createAdminRepositories(db.storeFor(admin));
    expect(await first((l) => repos.platform.watchStats(l))).toBeNull();
    db.seed(PLATFORM_STATS, '', 'platform', {
      users: 3,
      activeUsers: 2,
      documentsProcessed: 45,
      revenueCents: 1_500_000,
      updatedAt: new Date('2026-11-23T10:00:00Z'),
    });
    expect(await first((l) => repos.platform.watchStats(l))).toMatchObject({
      users: 3,
      revenueCents: 1_500_000,
    });
  });
});

describe('admin users repository', () => {
  it("gives one account's month and year from its aggregates, pending settlements, activity, payments and tax documents", async () => {
    const db = new MemoryDatabase();
    const stamp = new Date('2026-11-20T10:00:00Z');
    db.seed(MONTHLY_AGGREGATES, 'anna', '2026-11', {
      ...computeMonthlyAggregate('2026-11', [
        { kind: 'income', category: INCOME_CATEGORY, date: '2026-11-03', amountCents: 500_000 },
        { kind: 'expense', category: 'fuel', date: '2026-11-04', amountCents: 120_000, taxDeductible: true },
      ]),
      updatedAt: stamp,
    });
    db.seed(MONTHLY_AGGREGATES, 'anna', '2026-02', {
      ...computeMonthlyAggregate('2026-02', [
        { kind: 'income', category: INCOME_CATEGORY, date: '2026-02-03', amountCents: 100_000 },
      ]),
      updatedAt: stamp,
    });
    db.seed(SETTLEMENTS, 'anna', 's1', createSettlement({ parsedStatus: 'pending' }));
    db.seed(SETTLEMENTS, 'anna', 's2', createSettlement({ parsedStatus: 'processed' }));
    db.seed(PAYMENTS, '', 'mine', payment('mine', '2026-11-01T10:00:00Z', { userId: 'anna' }));
    db.seed(PAYMENTS, '', 'theirs', payment('theirs', '2026-11-02T10:00:00Z', { userId: 'bob' }));
    const details = await createAdminRepositories(db.storeFor(admin)).users.details(
      'anna',
      'America/Chicago',
      new Date('2026-11-23T15:00:00Z'),
    );
    expect(details.financial).toEqual({
      monthlyRevenueCents: 500_000,
      monthlyExpensesCents: 120_000,
      ytdRevenueCents: 600_000,
      ytdExpensesCents: 120_000,
      taxDeductibleCents: 120_000,
      pendingSettlements: 1,
    });
    expect(details.payments.map((p) => p.id)).toEqual(['mine']);
    expect(details.recentActivity).toEqual([]);
    expect(details.taxDocuments).toEqual([]);
  });
});
