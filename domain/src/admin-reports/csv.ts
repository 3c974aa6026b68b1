import Papa from 'papaparse';
import { centsToDecimalString } from '../money/arithmetic.js';
import { CSV_FORMULA_START, UTF8_BOM } from '../reports/profit-loss.js';
import type { AdminPlatformReport } from './report.js';
import type { AdminReportKind } from './schema.js';

type PageKind = Exclude<AdminReportKind, 'all'>;

/** The four report links of Reports & Analytics (admin-area.md §2) and what each page holds. */
export const ADMIN_REPORT_PAGES: readonly {
  kind: PageKind;
  title: string;
  path: string;
  description: string;
}[] = [
  {
    kind: 'profit-loss',
    title: 'Profit & Loss Report',
    path: '/admin/reports/profit-loss',
    description: 'Platform revenue by month: subscriptions, one-time services, refunds and net.',
  },
  {
    kind: 'user-activity',
    title: 'User Activity Report',
    path: '/admin/reports/user-activity',
    description: 'Sign-ups, active users and suspended accounts, by plan.',
  },
  {
    kind: 'revenue',
    title: 'Revenue Report',
    path: '/admin/reports/revenue',
    description: 'Payments by plan or product and by month, with failed payments.',
  },
  {
    kind: 'documents',
    title: 'Document Processing Report',
    path: '/admin/reports/documents',
    description: 'Uploads by status, and why the failed ones failed.',
  },
];

export function adminReportTitle(kind: AdminReportKind): string {
  return kind === 'all'
    ? 'Platform Reports (all)'
    : (ADMIN_REPORT_PAGES.find((p) => p.kind === kind)?.title ?? kind);
}

export const UPLOAD_STATUS_LABELS = {
  uploaded: 'Uploaded (waiting)',
  processing: 'Processing',
  processed: 'Processed',
  needs_review: 'Needs review',
  error: 'Failed',
} as const;

export const PRODUCT_KIND_LABELS = {
  subscription: 'Subscription',
  'one-time': 'One-time',
  other: 'Other',
} as const;

const money = centsToDecimalString;

function profitLossRows(r: AdminPlatformReport): string[][] {
  const header = ['Month', 'Subscriptions', 'One-time services', 'Other', 'Gross', 'Refunds', 'Net revenue'];
  const line = (label: string, m: AdminPlatformReport['profitLoss']['total']) => [
    label,
    money(m.subscriptionsCents),
    money(m.oneTimeCents),
    money(m.otherCents),
    money(m.grossCents),
    money(m.refundsCents),
    money(m.netCents),
  ];
  return [header, ...r.profitLoss.months.map((m) => line(m.month, m)), line('Total', r.profitLoss.total)];
}

function userActivityRows(r: AdminPlatformReport): string[][] {
  const u = r.userActivity;
  return [
    ['Plan', 'Sign-ups', 'Active users', 'Suspended (now)'],
    ...u.byPlan.map((p) => [p.label, String(p.signUps), String(p.activeUsers), String(p.suspended)]),
    ['Total', String(u.signUps), String(u.activeUsers), String(u.suspended)],
  ];
}

function revenueRows(r: AdminPlatformReport): string[][] {
  const v = r.revenue;
  return [
    ['Product', 'Type', 'Payments', 'Amount'],
    ...v.byProduct.map((p) => [
      p.label,
      PRODUCT_KIND_LABELS[p.kind],
      String(p.payments),
      money(p.amountCents),
    ]),
    ['Total', '', String(v.succeeded), money(v.totalCents)],
    [],
    ['Month', 'Payments', 'Amount', 'Failed payments', 'Refunded'],
    ...v.byMonth.map((m) => [
      m.month,
      String(m.payments),
      money(m.amountCents),
      String(m.failed),
      money(m.refundedCents),
    ]),
    [],
    ['Failed payments', String(v.failed)],
    ['Pending payments', String(v.pending)],
    ['Refunded payments', String(v.refunded)],
  ];
}

function documentsRows(r: AdminPlatformReport): string[][] {
  const d = r.documents;
  return [
    ['Status', 'Uploads'],
    ...Object.entries(UPLOAD_STATUS_LABELS).map(([status, label]) => [
      label,
      String(d.byStatus[status as keyof typeof UPLOAD_STATUS_LABELS]),
    ]),
    ['Total', String(d.total)],
    [],
    ['Failure reason', 'Uploads'],
    ...d.failureReasons.map((f) => [f.reason, String(f.count)]),
  ];
}

const SECTION_ROWS: Record<PageKind, (r: AdminPlatformReport) => string[][]> = {
  'profit-loss': profitLossRows,
  'user-activity': userActivityRows,
  revenue: revenueRows,
  documents: documentsRows,
};

/** The rows of one report page's table(s), as the CSV holds them. */
export function adminReportRows(kind: PageKind, report: AdminPlatformReport): string[][] {
  return SECTION_ROWS[kind](report);
}

/**
 * A report as CSV: a heading block (report, period, time zone, generated), then its table(s);
 * `all` holds the four reports one after another. UTF-8 with a byte order mark, CRLF, and any
 * cell that a spreadsheet would run as a formula escaped (negative amounts stay numbers).
 */
export function adminReportCsv(kind: AdminReportKind, report: AdminPlatformReport): string {
  const kinds: PageKind[] = kind === 'all' ? ADMIN_REPORT_PAGES.map((p) => p.kind) : [kind];
  const rows: string[][] = [
    ['Report', adminReportTitle(kind)],
    ['Period', `${report.periodLabel}: ${report.range.start} to ${report.range.end}`],
    ['Time zone', report.timeZone],
    ['Generated', report.generatedAt],
  ];
  if (report.truncated) rows.push(['Note', 'Partial: the period held more records than one report reads']);
  for (const k of kinds) rows.push([], [adminReportTitle(k)], ...SECTION_ROWS[k](report));
  const csv = Papa.unparse(rows, { escapeFormulae: CSV_FORMULA_START, newline: '\r\n' });
  return `${UTF8_BOM}${csv}\r\n`;
}

export function adminReportFileName(
  kind: AdminReportKind,
  report: Pick<AdminPlatformReport, 'range'>,
): string {
  return `admin-${kind}-report-${report.range.start}-to-${report.range.end}.csv`;
}

/** The Recent Reports name: "Revenue Report, This Month (2026-11-01 to 2026-11-30)". */
export function adminReportName(
  kind: AdminReportKind,
  report: Pick<AdminPlatformReport, 'periodLabel' | 'range'>,
): string {
  return `${adminReportTitle(kind)}, ${report.periodLabel} (${report.range.start} to ${report.range.end})`;
}
