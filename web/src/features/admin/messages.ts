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
