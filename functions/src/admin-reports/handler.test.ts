import { describe, expect, it } from 'vitest';
import {
  ADMIN_REPORT_ERRORS,
  type PeriodFacts,
  type ProfileFact,
  type ReportWindow,
} from '@haulbooks/domain';
import { handleAdminPlatformReport, SOURCE_READ_CAP, type AdminReportPorts } from './handler.js';

const NOW = new Date('2026-11-23T15:00:00Z');
const ADMIN = { uid: 'staff-1', token: { admin: true } };

const empty = (): PeriodFacts => ({
  payments: [],
  uploads: [],
  ledgerOwners: [],
  signUps: [],
  truncated: false,
});

/** Facts keyed by the window's first day; records what the handler asked for and kept. */
function fakePorts(byStart: Record<string, PeriodFacts>, profiles: ProfileFact[] = []) {
  const asked: { window: ReportWindow; cap: number }[] = [];
  const profileRequests: string[][] = [];
  const kept: Parameters<AdminReportPorts['keep']>[0][] = [];
  const ports: AdminReportPorts = {
    async periodFacts(window, cap) {
      asked.push({ window, cap });
      return byStart[window.range.start] ?? empty();
    },
    excludedAccountIds: async () => new Set(['tester']),
    async profiles(uids) {
      profileRequests.push([...uids].sort());
      return new Map(profiles.filter((p) => uids.includes(p.uid)).map((p) => [p.uid, p]));
    },
    suspendedProfiles: async () => [],
    async keep(report) {
      kept.push(report);
      return `report-${kept.length}`;
    },
    now: () => NOW,
  };
  return { ports, asked, profileRequests, kept };
}

const november: PeriodFacts = {
  ...empty(),
  payments: [
    {
      userId: 'anna',
      amountCents: 9_999,
      status: 'succeeded',
      description: 'Owner Operator',
      createdAt: new Date('2026-11-02T12:00:00Z'),
    },
    {
      userId: 'tester',
      amountCents: 99_999,
      status: 'succeeded',
      description: 'Owner Operator',
      createdAt: new Date('2026-11-02T12:00:00Z'),
    },
  ],
  uploads: [{ uid: 'bob', status: 'processed' }],
};
const october: PeriodFacts = {
  ...empty(),
  payments: [
    {
      userId: 'anna',
      amountCents: 5_000,
      status: 'succeeded',
      description: 'Owner Operator',
      createdAt: new Date('2026-10-02T12:00:00Z'),
    },
  ],
};

describe('adminPlatformReport', () => {
  it('refuses a signed-out caller and a non-administrator', async () => {
    const { ports } = fakePorts({});
    const input = { period: 'this-month', timeZone: 'America/Chicago' };
    await expect(handleAdminPlatformReport(undefined, input, ports)).rejects.toMatchObject({
      code: 'unauthenticated',
      message: ADMIN_REPORT_ERRORS.signedOut,
    });
    await expect(
      handleAdminPlatformReport({ uid: 'c', token: { role: 'owner_operator' } }, input, ports),
    ).rejects.toMatchObject({ code: 'permission-denied', message: ADMIN_REPORT_ERRORS.notAdmin });
  });

  it('refuses bad input with the reason, before reading anything', async () => {
    const { ports, asked } = fakePorts({});
    const refused = (data: unknown) => handleAdminPlatformReport(ADMIN, data, ports);
    await expect(refused(null)).rejects.toMatchObject({ message: ADMIN_REPORT_ERRORS.notObject });
    await expect(refused({ period: 3, timeZone: 'UTC' })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: ADMIN_REPORT_ERRORS.period,
    });
    await expect(refused({ period: 'last-year', timeZone: 'UTC' })).rejects.toMatchObject({
      message: ADMIN_REPORT_ERRORS.period,
    });
    await expect(refused({ period: 'today', timeZone: 'Nowhere/Else' })).rejects.toMatchObject({
      message: ADMIN_REPORT_ERRORS.timeZone,
    });
    await expect(refused({ period: 'today', timeZone: 'UTC', keep: 'everything' })).rejects.toMatchObject({
      message: ADMIN_REPORT_ERRORS.kind,
    });
    expect(asked).toEqual([]);
  });

  it('reads the period and the one before in the given time zone, and compares them', async () => {
    const { ports, asked, profileRequests, kept } = fakePorts(
      { '2026-11-01': november, '2026-10-01': october },
      [{ uid: 'anna', plan: 'owner_operator', accountType: 'real', staff: false, suspended: false }],
    );
    const result = await handleAdminPlatformReport(
      ADMIN,
      { period: 'this-month', timeZone: 'America/Chicago', keep: null, ignored: 'x' },
      ports,
    );
    expect(asked.map((a) => [a.window.range, a.window.start.toISOString(), a.cap])).toEqual([
      [{ start: '2026-11-01', end: '2026-11-30' }, '2026-11-01T05:00:00.000Z', SOURCE_READ_CAP],
      [{ start: '2026-10-01', end: '2026-10-31' }, '2026-10-01T05:00:00.000Z', SOURCE_READ_CAP],
    ]);
    // Only the current period's active accounts are looked up, the test account never.
    expect(profileRequests).toEqual([['anna', 'bob']]);
    expect(result.cards.current).toEqual({
      revenueCents: 9_999,
      activeUsers: 2,
      documentsProcessed: 1,
      arpuCents: 5_000,
    });
    expect(result.cards.change.revenueCents).toBe(100);
    expect(result.cards.change.documentsProcessed).toBeNull();
    expect(result.kept).toBeNull();
    expect(kept).toEqual([]);
  });

  it('with keep, stores the CSV built from the figures it answers, named and attributed', async () => {
    const { ports, kept } = fakePorts({ '2026-11-01': november });
    const result = await handleAdminPlatformReport(
      ADMIN,
      { period: 'this-month', timeZone: 'America/Chicago', keep: 'revenue' },
      ports,
    );
    expect(result.kept).toEqual({
      id: 'report-1',
      name: 'Revenue Report, This Month (2026-11-01 to 2026-11-30)',
    });
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      kind: 'revenue',
      period: 'this-month',
      rangeStart: '2026-11-01',
      rangeEnd: '2026-11-30',
      timeZone: 'America/Chicago',
      generatedBy: 'staff-1',
    });
    const [record] = kept;
    expect(record?.content).toContain('Owner Operator plan,Subscription,1,99.99');
    expect(record?.sizeBytes).toBe(Buffer.byteLength(record?.content ?? '', 'utf8'));
  });
});
