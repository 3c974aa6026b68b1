/**
 * Web-only strings of the admin area. The spec's texts (titles, menu, messages) stay in domain
 * (ADMIN_SHELL_MESSAGES, ADMIN_SCREEN_TITLES, ADMIN_AUTH_MESSAGES, …).
 */
export const ADMIN_UI = {
  /** The badge next to the logo that tells staff they are in the back office. */
  badge: 'Admin',
} as const;

/** Payment Management's web-only strings (the spec's are ADMIN_PAYMENT_MESSAGES). */
export const ADMIN_PAYMENTS_UI = {
  refresh: 'Refresh',
  export: 'Export',
  searchPlaceholder: 'Search payments...',
  statusLabel: 'Status',
  periodLabel: 'Date',
  loading: 'Loading payments',
  cards: {
    revenue: 'Total Revenue',
    transactions: 'Total Transactions',
    successful: 'Successful',
    failed: 'Failed',
  },
  columns: {
    date: 'Date',
    customer: 'Customer',
    amount: 'Amount',
    status: 'Status',
    paymentId: 'Payment ID',
    actions: 'Actions',
  },
  viewDetails: 'View Details',
  detailsTitle: 'Payment details',
  close: 'Close',
  windowFull: (n: number) =>
    `This period holds more than ${n.toLocaleString('en-US')} payments; the newest ${n.toLocaleString('en-US')} are shown. Choose a shorter period.`,
  exported: 'Payments exported',
  details: {
    id: 'Record ID',
    session: 'Checkout session',
    created: 'Created',
  },
} as const;

/** The admin dashboard's web-only strings. */
export const ADMIN_DASHBOARD_UI = {
  overview: 'Overview',
  notifications: 'Notifications',
  cards: {
    users: 'Total Users',
    activeUsers: 'Active Users',
    revenue: 'Platform Revenue',
    documents: 'Documents Processed',
  },
  statsPending: 'The platform figures appear after the first sign-up, upload or payment.',
  updated: (when: string) => `Updated ${when}`,
  links: {
    users: 'Manage Users',
    payments: 'View Payments',
    reports: 'View Reports',
  },
  recentActivity: 'Recent Activity',
  noActivity: 'No recent activity',
  signedUp: (name: string, role: string) => `${name} signed up as ${role}`,
  paid: (who: string, amount: string, status: string) => `${who} paid ${amount} (${status})`,
  unread: (n: number) => `${n} unread`,
  typeLabels: {
    expense_alert: 'Expense alert',
    revenue_alert: 'Revenue alert',
    system_alert: 'System alert',
  },
  priorityLabels: { urgent: 'Urgent', high: 'High', normal: 'Normal' },
  details: {
    paymentId: 'Payment',
    userId: 'Account',
    customerEmail: 'Customer',
    errorLogId: 'Error report',
    url: 'Page',
  },
} as const;
