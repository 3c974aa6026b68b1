import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import {
  ADMIN_REPORTS,
  ADMIN_REPORTS_MESSAGES as M,
  adminReportCsv,
  adminReportName,
  adminReportWindows,
  buildPlatformReport,
  ownBooks,
  type AdminReportPeriodId,
  type PaymentFact,
  type PeriodFacts,
  type ReportWindow,
} from '@haulbooks/domain';
import { MemoryDatabase } from '@haulbooks/domain/testing';
import { renderWithData } from '../../../lib/data/testing';
import type { AdminReportRequest, AdminReportsApi } from '../api/admin-reports-api';
import { ADMIN_REPORTS_UI as UI } from '../reports/messages';

vi.mock('../api/admin-reports-api', () => ({ adminReportsApi: {} }));
const { AdminReportsPage } = await import('./admin-reports');
const { AdminReportPage } = await import('../reports/admin-report-page');

const downloads = vi.hoisted(() => [] as { name: string; content: unknown; type: string }[]);
vi.mock('../../../lib/download', () => ({
  downloadFile: (name: string, content: unknown, type: string) => downloads.push({ name, content, type }),
}));

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  downloads.length = 0;
});

const NOW = new Date('2026-11-23T15:00:00Z');

const pay = (
  userId: string,
  amountCents: number,
  at: string,
  extra: Partial<PaymentFact> = {},
): PaymentFact => ({
  userId,
  amountCents,
  status: 'succeeded',
  description: 'Owner Operator',
  createdAt: new Date(at),
  ...extra,
});
const none = (): PeriodFacts => ({
  payments: [],
  uploads: [],
  ledgerOwners: [],
  signUps: [],
  truncated: false,
});

/** The platform as the function would read it: activity in November, a payment in October. */
const PAYMENTS = [
  pay('anna', 10_000, '2026-10-02T12:00:00Z'),
  pay('anna', 9_999, '2026-11-02T12:00:00Z'),
  pay('bob', 29_999, '2026-11-03T12:00:00Z', { description: 'Tax Preparation' }),
  pay('bob', 4_999, '2026-11-04T12:00:00Z', { description: 'Driver plan', status: 'failed' }),
];
const UPLOADS_AT = new Date('2026-11-10T12:00:00Z');

function factsFor(window: ReportWindow): PeriodFacts {
  const inside = (at: Date) => at >= window.start && at < window.endExclusive;
  return {
    ...none(),
    payments: PAYMENTS.filter((p) => inside(p.createdAt)),
    uploads: inside(UPLOADS_AT)
      ? [
          { uid: 'cy', status: 'processed' },
          { uid: 'cy', status: 'error', errorMessage: '=cmd|"/c calc"!A1' },
        ]
      : [],
  };
}

/** A fake adminPlatformReport: the domain's real arithmetic over fixed facts; keep writes Recent Reports. */
function fakeApi(db: MemoryDatabase, options: { fail?: string } = {}) {
  let kept = 0;
  const calls: AdminReportRequest[] = [];
  const api: AdminReportsApi = {
    async report(input) {
      calls.push(input);
      if (options.fail) throw new Error(options.fail);
      const period = input.period as AdminReportPeriodId;
      const windows = adminReportWindows(period, input.timeZone, NOW);
      const report = buildPlatformReport({
        period,
        timeZone: input.timeZone,
        now: NOW,
        windows,
        current: factsFor(windows.current),
        previous: factsFor(windows.previous),
        excludedAccounts: new Set(),
        profiles: new Map(),
        suspended: [],
      });
      if (!input.keep) return { ...report, kept: null };
      const content = adminReportCsv(input.keep, report);
      const id = `r${(kept += 1)}`;
      const name = adminReportName(input.keep, report);
      db.seed(ADMIN_REPORTS, '', id, {
        name,
        kind: input.keep,
        period,
        rangeStart: report.range.start,
        rangeEnd: report.range.end,
        timeZone: input.timeZone,
        sizeBytes: content.length,
        content,
        generatedBy: 'staff',
        createdAt: new Date(NOW.getTime() + kept),
      });
      return { ...report, kept: { id, name } };
    },
  };
  return { api, calls };
}

function render(
  element: (api: AdminReportsApi) => React.ReactNode,
  options: { fail?: string } = {},
  path = '/admin/reports',
) {
  const db = new MemoryDatabase({ now: () => NOW });
  const fake = fakeApi(db, options);
  renderWithData(element(fake.api), {
    db,
    subject: ownBooks('staff'),
    caller: { uid: 'staff', admin: true },
    path,
  });
  return { db, ...fake };
}

const card = (key: string) => screen.getByTestId(`figure-${key}`);

describe('Reports & Analytics', () => {
  it("shows this month's platform figures against last month, the four reports and an empty Recent Reports", async () => {
    render((api) => <AdminReportsPage api={api} />);
    expect(screen.getByRole('heading', { name: 'Reports & Analytics', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: UI.periodLabel })).toHaveValue('this-month');
    await waitFor(() => expect(card('revenueCents')).toHaveTextContent('$399.98'));
    // Revenue 39,998 against 10,000: +300%; anna, bob and cy are active (bob's failed payment counts).
    expect(card('revenueCents')).toHaveTextContent('300% vs last period');
    expect(card('activeUsers')).toHaveTextContent('3');
    expect(card('activeUsers')).toHaveTextContent('200% vs last period');
    // No document was processed in October: nothing to compare with, and it says so.
    expect(card('documentsProcessed')).toHaveTextContent('1');
    expect(card('documentsProcessed')).toHaveTextContent(M.noPreviousData);
    expect(card('arpuCents')).toHaveTextContent('$133.33');
    expect(screen.getByTestId('active-users-help')).toHaveTextContent(M.activeUsersHelp);
    for (const title of [
      'Profit & Loss Report',
      'User Activity Report',
      'Revenue Report',
      'Document Processing Report',
    ])
      expect(screen.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        expect.stringContaining('period=this-month'),
      );
    expect(screen.getAllByRole('button', { name: /^Generate Report/ })).toHaveLength(4);
    expect(await screen.findByText(M.noReports)).toBeInTheDocument();
  });

  it('reads the chosen period again; with no data before it, no change is claimed', async () => {
    const { calls } = render((api) => <AdminReportsPage api={api} />);
    await waitFor(() => expect(card('revenueCents')).toHaveTextContent('$399.98'));
    fireEvent.change(screen.getByRole('combobox', { name: UI.periodLabel }), {
      target: { value: 'last-month' },
    });
    await waitFor(() => expect(card('revenueCents')).toHaveTextContent('$100.00'));
    expect(calls.at(-1)).toMatchObject({ period: 'last-month' });
    expect(calls.at(-1)).not.toHaveProperty('keep');
    expect(card('revenueCents')).toHaveTextContent(M.noPreviousData);
    expect(screen.getByTestId('report-period')).toHaveTextContent('Last Month: 2026-10-01 to 2026-10-31');
  });

  it('Generate Report keeps that report in Recent Reports; Download gives back the stored file', async () => {
    const { calls } = render((api) => <AdminReportsPage api={api} />);
    await screen.findByText(M.noReports);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Report: Revenue Report' }));
    expect(await screen.findByText(M.kept)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ period: 'this-month', keep: 'revenue' });
    const table = await screen.findByRole('table', { name: M.recentReports });
    const name = 'Revenue Report, This Month (2026-11-01 to 2026-11-30)';
    expect(within(table).getByText(name)).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: `Download ${name}` }));
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.name).toBe('admin-revenue-report-2026-11-01-to-2026-11-30.csv');
    expect(downloads[0]?.content).toContain('Tax Preparation,One-time,1,299.99');
  });

  it('Export All downloads one CSV with the four reports, formulas escaped, and keeps it', async () => {
    render((api) => <AdminReportsPage api={api} />);
    await waitFor(() => expect(card('revenueCents')).toHaveTextContent('$399.98'));
    fireEvent.click(screen.getByRole('button', { name: M.exportAll }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const csv = String(downloads[0]?.content);
    const rows = Papa.parse<string[]>(csv.replace(/^\uFEFF/, '').trim()).data;
    const firstCells = rows.map((row) => row[0]);
    for (const title of [
      'Profit & Loss Report',
      'User Activity Report',
      'Revenue Report',
      'Document Processing Report',
    ])
      expect(firstCells).toContain(title);
    expect(rows).toContainEqual(['\'=cmd|"/c calc"!A1', '1']);
    // Kept too (the toast names it as well, so look in the table).
    const table = await screen.findByRole('table', { name: M.recentReports });
    expect(
      await within(table).findByText('Platform Reports (all), This Month (2026-11-01 to 2026-11-30)'),
    ).toBeInTheDocument();
  });

  it('says plainly when the figures cannot be read', async () => {
    render((api) => <AdminReportsPage api={api} />, {
      fail: 'Only an administrator can see platform reports.',
    });
    expect(
      await screen.findByText(`${M.loadFailed}: Only an administrator can see platform reports.`),
    ).toBeInTheDocument();
    expect(screen.queryByText(/vs last period/)).not.toBeInTheDocument();
  });
});

describe('report pages', () => {
  it('Revenue Report: tables of the period, CSV of what is shown, Generate Report keeps it', async () => {
    const { calls } = render(
      (api) => <AdminReportPage kind="revenue" api={api} />,
      {},
      '/admin/reports/revenue?period=this-month',
    );
    expect(screen.getByRole('heading', { name: 'Revenue Report', level: 1 })).toBeInTheDocument();
    const products = await screen.findByRole('table', { name: UI.tables.byProduct });
    expect(
      within(products)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'ProductTypePaymentsAmount',
      'Tax PreparationOne-time1$299.99',
      'Owner Operator planSubscription1$99.99',
    ]);
    expect(card('failed')).toHaveTextContent('1');
    fireEvent.click(screen.getByRole('button', { name: UI.downloadCsv }));
    expect(downloads[0]?.content).toContain('2026-11,2,399.98,1,0.00');
    fireEvent.click(screen.getByRole('button', { name: M.generateReport }));
    expect(await screen.findByText(M.kept)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ keep: 'revenue' });
  });

  it('Document Processing Report: uploads by status and failure reasons', async () => {
    render(
      (api) => <AdminReportPage kind="documents" api={api} />,
      {},
      '/admin/reports/documents?period=this-month',
    );
    const reasons = await screen.findByRole('table', { name: UI.tables.failureReasons });
    expect(within(reasons).getByText('=cmd|"/c calc"!A1')).toBeInTheDocument();
    expect(card('processed')).toHaveTextContent('1');
    expect(card('failed')).toHaveTextContent('1');
  });

  it('Profit & Loss shows the months of the period', async () => {
    render(
      (api) => <AdminReportPage kind="profit-loss" api={api} />,
      {},
      '/admin/reports/profit-loss?period=this-quarter',
    );
    const months = await screen.findByRole('table', { name: UI.tables.byMonth });
    expect(
      within(months)
        .getAllByRole('row')
        .map((r) => r.textContent?.slice(0, 7)),
    ).toEqual(['MonthSu', '2026-10', '2026-11', '2026-12', 'Total$1']);
    // The quarter holds October's $100.00 and November's $399.98.
    expect(card('net')).toHaveTextContent('$499.98');
  });

  it('User Activity shows active users by plan', async () => {
    render((api) => <AdminReportPage kind="user-activity" api={api} />, {}, '/admin/reports/user-activity');
    const plans = await screen.findByRole('table', { name: UI.tables.byPlan });
    // The fake reads no profiles: the three active accounts are listed as having none.
    expect(within(plans).getByRole('row', { name: /No profile/ })).toHaveTextContent('03');
    expect(card('active')).toHaveTextContent('3');
  });
});
