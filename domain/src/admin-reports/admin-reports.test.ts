import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ADMIN_REPORT_PERIODS } from '../dates/periods.js';
import { validateInOrder } from '../schemas/validate.js';
import {
  ADMIN_REPORT_ERRORS,
  ADMIN_REPORT_PERIOD_IDS,
  activeAccountIds,
  adminPlatformReportSchema,
  adminReportCsv,
  adminReportName,
  adminReportWindows,
  arpuCents,
  buildPlatformReport,
  productOfPayment,
  vsLastPeriod,
  type PaymentFact,
  type PeriodFacts,
  type ProfileFact,
} from './index.js';

const TZ = 'America/Chicago';
const NOW = new Date('2026-11-23T15:00:00Z');

function facts(overrides: Partial<PeriodFacts> = {}): PeriodFacts {
  return { payments: [], uploads: [], ledgerOwners: [], signUps: [], truncated: false, ...overrides };
}

function pay(userId: string, amountCents: number, at: string, extra: Partial<PaymentFact> = {}): PaymentFact {
  return {
    userId,
    amountCents,
    status: 'succeeded',
    description: 'Owner Operator',
    createdAt: new Date(at),
    ...extra,
  };
}

function profile(uid: string, plan: ProfileFact['plan'], extra: Partial<ProfileFact> = {}): ProfileFact {
  return { uid, plan, accountType: 'real', staff: false, suspended: false, ...extra };
}

describe('admin report periods', () => {
  it('are the selector of the spec, in its order', () => {
    expect(ADMIN_REPORT_PERIOD_IDS).toEqual(ADMIN_REPORT_PERIODS.map((p) => p.id));
  });

  it('resolve each period and the previous one of the same kind, in the admin time zone', () => {
    const ranges = Object.fromEntries(
      ADMIN_REPORT_PERIOD_IDS.map((id) => {
        const w = adminReportWindows(id, TZ, NOW);
        return [id, [w.current.range, w.previous.range]];
      }),
    );
    expect(ranges).toEqual({
      today: [
        { start: '2026-11-23', end: '2026-11-23' },
        { start: '2026-11-22', end: '2026-11-22' },
      ],
      'this-week': [
        { start: '2026-11-22', end: '2026-11-28' },
        { start: '2026-11-15', end: '2026-11-21' },
      ],
      'this-month': [
        { start: '2026-11-01', end: '2026-11-30' },
        { start: '2026-10-01', end: '2026-10-31' },
      ],
      'last-month': [
        { start: '2026-10-01', end: '2026-10-31' },
        { start: '2026-09-01', end: '2026-09-30' },
      ],
      'this-quarter': [
        { start: '2026-10-01', end: '2026-12-31' },
        { start: '2026-07-01', end: '2026-09-30' },
      ],
      'this-year': [
        { start: '2026-01-01', end: '2026-12-31' },
        { start: '2025-01-01', end: '2025-12-31' },
      ],
    });
  });

  it('bound queries by the local midnights, across a daylight-saving change', () => {
    const w = adminReportWindows('this-month', TZ, NOW);
    // November 1st 2026 starts in CDT (UTC−5); December 1st in CST (UTC−6).
    expect(w.current.start.toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(w.current.endExclusive.toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(w.previous.endExclusive).toEqual(w.current.start);
    // Just after midnight UTC it is still the 22nd in Chicago.
    expect(adminReportWindows('today', TZ, new Date('2026-11-23T03:00:00Z')).current.range.start).toBe(
      '2026-11-22',
    );
  });
});

describe('admin report figures', () => {
  it('ARPU is whole cents, rounded, and $0.00 without active users', () => {
    expect(arpuCents(10_000, 3)).toBe(3_333);
    expect(arpuCents(10_001, 2)).toBe(5_001);
    expect(arpuCents(5_000, 0)).toBe(0);
  });

  it('an account is active with a payment, an upload or a ledger entry; test accounts never', () => {
    const ids = activeAccountIds(
      facts({
        payments: [pay('payer', 100, '2026-11-02T12:00:00Z', { status: 'failed' })],
        uploads: [{ uid: 'uploader', status: 'processing' }],
        ledgerOwners: ['bookkeeper', 'bookkeeper', 'tester'],
        signUps: [profile('newcomer', 'driver')],
      }),
      new Set(['tester']),
    );
    expect([...ids].sort()).toEqual(['bookkeeper', 'payer', 'uploader']);
  });

  it('a payment is classified by the catalogue name the webhook records', () => {
    expect(productOfPayment('Owner Operator')).toMatchObject({
      label: 'Owner Operator plan',
      kind: 'subscription',
    });
    expect(productOfPayment('Fleet Manager plan')).toMatchObject({ key: 'plan:fleet_manager' });
    expect(productOfPayment('Priority Support')).toMatchObject({ kind: 'subscription' });
    expect(productOfPayment('Tax Preparation')).toMatchObject({ kind: 'one-time' });
    expect(productOfPayment('Haulbooks purchase')).toEqual({ key: 'other', label: 'Other', kind: 'other' });
  });

  it('vs last period: one decimal, and says so when last period gives nothing to compare with', () => {
    expect(vsLastPeriod(12.5)).toBe('12.5% vs last period');
    expect(vsLastPeriod(-40)).toBe('-40% vs last period');
    expect(vsLastPeriod(null)).toBe('No data for last period');
  });
});

describe('buildPlatformReport', () => {
  const windows = adminReportWindows('this-quarter', TZ, NOW);
  const current = facts({
    payments: [
      pay('anna', 9_999, '2026-10-05T12:00:00Z'),
      pay('anna', 29_999, '2026-11-05T12:00:00Z', { description: 'Tax Preparation' }),
      pay('bob', 4_999, '2026-11-06T12:00:00Z', { description: 'Driver plan', status: 'refunded' }),
      pay('bob', 4_999, '2026-11-07T12:00:00Z', { description: 'Driver plan', status: 'failed' }),
      pay('cy', 999, '2026-12-01T05:30:00Z', { description: 'Additional Storage' }),
      pay('tester', 50_000, '2026-11-08T12:00:00Z'),
    ],
    uploads: [
      { uid: 'anna', status: 'processed' },
      { uid: 'dee', status: 'error', errorMessage: 'This file is not a PDF' },
      { uid: 'dee', status: 'error', errorMessage: 'This file is not a PDF' },
      { uid: 'dee', status: 'error' },
      { uid: 'dee', status: 'needs_review' },
      { uid: 'tester', status: 'processed' },
    ],
    ledgerOwners: ['eve'],
    signUps: [
      profile('eve', 'driver'),
      profile('tester', 'driver', { accountType: 'test' }),
      profile('staff', 'fleet_manager', { staff: true }),
    ],
  });
  const previous = facts({ payments: [pay('anna', 9_999, '2026-08-05T12:00:00Z')] });
  const report = buildPlatformReport({
    period: 'this-quarter',
    timeZone: TZ,
    now: NOW,
    windows,
    current,
    previous,
    excludedAccounts: new Set(['tester']),
    profiles: new Map([
      ['anna', profile('anna', 'owner_operator')],
      ['bob', profile('bob', 'driver')],
      ['cy', profile('cy', 'fleet_manager')],
      ['eve', profile('eve', 'driver')],
    ]),
    suspended: [
      profile('bob', 'driver', { suspended: true }),
      profile('tester', 'driver', { suspended: true, accountType: 'test' }),
    ],
  });

  it('gives the cards against the previous period', () => {
    // anna, bob, cy (payments), dee (uploads), eve (ledger); the test account is left out.
    expect(report.cards.current).toEqual({
      revenueCents: 9_999 + 29_999 + 999,
      activeUsers: 5,
      documentsProcessed: 1,
      arpuCents: Math.round(40_997 / 5),
    });
    expect(report.cards.previous).toEqual({
      revenueCents: 9_999,
      activeUsers: 1,
      documentsProcessed: 0,
      arpuCents: 9_999,
    });
    expect(report.cards.change).toEqual({
      revenueCents: 310,
      activeUsers: 400,
      documentsProcessed: null,
      arpuCents: -18,
    });
  });

  it('P&L by month: subscriptions, one-time, refunds and net, in the local month', () => {
    expect(
      report.profitLoss.months.map((m) => [
        m.month,
        m.subscriptionsCents,
        m.oneTimeCents,
        m.refundsCents,
        m.netCents,
      ]),
    ).toEqual([
      ['2026-10', 9_999, 0, 0, 9_999],
      // 05:30 UTC on December 1st is still November 30th in Chicago: the add-on is November's.
      ['2026-11', 4_999 + 999, 29_999, 4_999, 29_999 + 999],
      ['2026-12', 0, 0, 0, 0],
    ]);
    expect(report.profitLoss.total).toMatchObject({
      grossCents: 45_996,
      refundsCents: 4_999,
      netCents: 40_997,
    });
  });

  it('revenue by product and month, with failed payments counted', () => {
    expect(report.revenue.byProduct.map((p) => [p.label, p.payments, p.amountCents])).toEqual([
      ['Tax Preparation', 1, 29_999],
      ['Owner Operator plan', 1, 9_999],
      ['Additional Storage', 1, 999],
    ]);
    expect(report.revenue).toMatchObject({
      succeeded: 3,
      failed: 1,
      refunded: 1,
      pending: 0,
      totalCents: 40_997,
    });
    expect(report.revenue.byMonth[1]).toEqual({
      month: '2026-11',
      payments: 2,
      amountCents: 30_998,
      failed: 1,
      refundedCents: 4_999,
    });
  });

  it('documents by status with failure reasons counted', () => {
    expect(report.documents.byStatus).toEqual({
      uploaded: 0,
      processing: 0,
      processed: 1,
      needs_review: 1,
      error: 3,
    });
    expect(report.documents.failureReasons).toEqual([
      { reason: 'This file is not a PDF', count: 2 },
      { reason: 'No reason recorded', count: 1 },
    ]);
  });

  it('user activity by plan', () => {
    expect(report.userActivity).toMatchObject({ signUps: 1, activeUsers: 5, suspended: 1 });
    expect(report.userActivity.byPlan.map((r) => [r.plan, r.signUps, r.activeUsers, r.suspended])).toEqual([
      ['driver', 1, 2, 1],
      ['owner_operator', 0, 1, 0],
      ['fleet_manager', 0, 1, 0],
      // dee uploaded but has no profile any more.
      ['none', 0, 1, 0],
    ]);
  });

  it('CSV: one report or all four, formulas escaped', () => {
    const hostile = buildPlatformReport({
      period: 'this-month',
      timeZone: TZ,
      now: NOW,
      windows: adminReportWindows('this-month', TZ, NOW),
      current: facts({ uploads: [{ uid: 'x', status: 'error', errorMessage: '=HYPERLINK("http://evil")' }] }),
      previous: facts(),
      excludedAccounts: new Set(),
      profiles: new Map(),
      suspended: [],
    });
    const csv = adminReportCsv('documents', hostile);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(csv.slice(1).trim()).data;
    expect(rows).toContainEqual(['\'=HYPERLINK("http://evil")', '1']);
    expect(rows).toContainEqual(['Period', 'This Month: 2026-11-01 to 2026-11-30']);
    const all = Papa.parse<string[]>(adminReportCsv('all', report).slice(1).trim()).data.map((r) => r[0]);
    for (const title of [
      'Profit & Loss Report',
      'User Activity Report',
      'Revenue Report',
      'Document Processing Report',
    ])
      expect(all).toContain(title);
    expect(adminReportName('revenue', report)).toBe(
      'Revenue Report, This Quarter (2026-10-01 to 2026-12-31)',
    );
  });
});

describe('adminPlatformReport input', () => {
  it('takes a period, a real time zone and optionally a report to keep', () => {
    expect(validateInOrder(adminPlatformReportSchema, { period: 'this-year', timeZone: TZ })).toMatchObject({
      ok: true,
    });
    expect(
      validateInOrder(adminPlatformReportSchema, { period: 'this-year', timeZone: TZ, keep: 'all' }),
    ).toMatchObject({
      ok: true,
    });
  });

  it('refuses each bad field with its own message, in order', () => {
    expect(validateInOrder(adminPlatformReportSchema, {})).toMatchObject({
      firstError: ADMIN_REPORT_ERRORS.period,
    });
    expect(validateInOrder(adminPlatformReportSchema, { period: 'all-time', timeZone: TZ })).toMatchObject({
      firstError: ADMIN_REPORT_ERRORS.period,
    });
    expect(
      validateInOrder(adminPlatformReportSchema, { period: 'today', timeZone: 'Mars/Olympus' }),
    ).toMatchObject({
      firstError: ADMIN_REPORT_ERRORS.timeZone,
    });
    expect(
      validateInOrder(adminPlatformReportSchema, { period: 'today', timeZone: TZ, keep: 'tax' }),
    ).toMatchObject({
      firstError: ADMIN_REPORT_ERRORS.kind,
    });
  });
});
