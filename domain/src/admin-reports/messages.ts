/** Reports & Analytics (admin-area.md §2): the spec's texts, and the ones it leaves to us. */
export const ADMIN_REPORTS_MESSAGES = {
  exportAll: 'Export All',
  generateReport: 'Generate Report',
  recentReports: 'Recent Reports',
  noReports: 'No reports generated yet',
  cards: {
    revenue: 'Total Platform Revenue',
    activeUsers: 'Active Users',
    documents: 'Documents Processed',
    arpu: 'Average Revenue per User',
  },
  /** Shown instead of a percentage when the previous period gives nothing to compare with. */
  noPreviousData: 'No data for last period',
  activeUsersHelp:
    'Active users: accounts that made a payment (any outcome), uploaded a document or added a settlement or expense in the period. Test accounts and administrators are left out of every figure.',
  loadFailed: 'Failed to load platform reports',
  kept: 'Report saved to Recent Reports',
  keepFailed: 'Failed to generate report',
  truncated:
    'This period holds more records than one report reads; the figures cover the first ones only. Choose a shorter period.',
} as const;

/** vs-last-period line of a stat card: '12.5% vs last period'. */
export function vsLastPeriod(percent: number | null): string {
  if (percent === null) return ADMIN_REPORTS_MESSAGES.noPreviousData;
  return `${percent.toLocaleString('en-US', { maximumFractionDigits: 1 })}% vs last period`;
}

/** Errors of the adminPlatformReport callable. */
export const ADMIN_REPORT_ERRORS = {
  signedOut: 'Sign in as an administrator.',
  notAdmin: 'Only an administrator can see platform reports.',
  notObject: 'Send the request as an object',
  period: 'Choose a period: Today, This Week, This Month, Last Month, This Quarter or This Year',
  timeZone: 'The time zone must be an IANA time zone such as America/Chicago',
  kind: 'Choose which report to generate: profit-loss, user-activity, revenue, documents or all',
} as const;
