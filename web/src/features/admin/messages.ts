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

/** User Management's web-only strings (the spec's are ADMIN_USER_MESSAGES). */
export const ADMIN_USERS_UI = {
  createUser: 'Create User',
  deleteSelected: 'Delete Selected',
  searchPlaceholder: 'Search users...',
  roleFilter: 'Role',
  typeFilter: 'Account type',
  allRoles: 'All roles',
  allTypes: 'All accounts',
  types: { real: 'Real', test: 'Test' },
  columns: {
    user: 'User',
    company: 'Company',
    role: 'Role',
    type: 'Type',
    status: 'Status',
    subscription: 'Subscription',
    joined: 'Joined',
    actions: 'Actions',
  },
  status: { active: 'Active', suspended: 'Suspended' },
  actions: {
    viewDetails: 'View Details',
    suspend: 'Suspend',
    activate: 'Activate',
    resetPassword: 'Send Reset Password',
    viewAsUser: 'View as User',
  },
  rowActions: (name: string) => `Actions for ${name}`,
  emptyTitle: 'No users found',
  emptyFiltered: 'Try adjusting your search or filter criteria',
  emptyFirstUse: 'Accounts appear here as people sign up or you create them',
  windowFull: (n: number) => `Showing the newest ${n.toLocaleString('en-US')} accounts.`,
  confirmDeleteTitle: 'Delete users',
  confirmDelete: (n: number) =>
    `Are you sure you want to delete ${n} user(s)? Their accounts and all their data will be removed.`,
  deleted: (n: number) => `${n} user(s) deleted successfully`,
  notDeleted: (reasons: string) => `Some users were not deleted: ${reasons}`,
  confirmResetTitle: 'Send password reset',
  confirmReset: (email: string) => `Send a password reset e-mail to ${email}?`,
  resetSent: 'Password reset email sent',
  send: 'Send',
  created: 'User account created successfully',
  form: {
    title: 'Create Client Account',
    email: 'Email',
    password: 'Password',
    fullName: 'Full Name',
    role: 'Role',
    accountType: 'Account Type',
    welcome: 'Send welcome email',
    phone: 'Phone',
    address: 'Address',
    companyName: 'Company Name',
    taxId: 'Tax ID',
    create: 'Create Account',
    creating: 'Creating…',
    cancel: 'Cancel',
  },
  details: {
    title: 'User Details',
    financial: 'Financial summary',
    monthlyRevenue: 'Revenue this month',
    monthlyExpenses: 'Expenses this month',
    ytdRevenue: 'Revenue this year',
    ytdExpenses: 'Expenses this year',
    taxDeductible: 'Tax-deductible expenses this year',
    pendingSettlements: 'Pending settlements',
    recentActivity: 'Recent activity',
    noActivity: 'No activity yet',
    subscriptionHistory: 'Subscription history',
    noPayments: 'No payments yet',
    taxDocuments: 'Tax documents',
    noTaxDocuments: 'No tax documents generated yet',
    download: 'Download',
    close: 'Close',
    plan: 'Plan',
    company: 'Company',
    phone: 'Phone',
    address: 'Address',
    joined: 'Joined',
  },
} as const;
