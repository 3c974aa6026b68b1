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

/** Support Management's web-only strings. */
export const ADMIN_SUPPORT_UI = {
  // The spec's card names where the real figure exists: Open Tickets are conversations awaiting a
  // reply, the Resolution Rate is the share answered; Active Chats moved in the last day.
  cards: {
    awaiting: 'Open Tickets',
    conversations: 'Conversations',
    answered: 'Resolution Rate',
    active: 'Active Chats',
  },
  resolutionRate: (answered: number, total: number) =>
    total === 0 ? '—' : `${Math.round((answered / total) * 100)}%`,
  tabs: { tickets: 'Support Tickets', chat: 'Live Chat', knowledge: 'Knowledge Base' },
  columns: {
    ticket: 'Ticket',
    user: 'User',
    subject: 'Subject',
    status: 'Status',
    lastUpdate: 'Last Update',
    view: 'View',
  },
  status: { awaiting: 'Awaiting reply', answered: 'Answered' },
  view: 'View',
  noTickets: 'No support requests yet',
  noTicketsHint: 'Customers write from the chat button on every screen of the app.',
  noActiveChats: 'No active chats',
  chooseChat: 'Choose a conversation',
  replyLabel: 'Reply to Ticket',
  send: 'Send Response',
  sendFailed: 'The reply could not be sent',
  sent: 'Reply sent',
  backToList: 'Back to list',
  knowledgeIntro: 'The help articles customers see in the Help Center.',
  category: 'Category',
  sections: (n: number) => `${n} sections`,
} as const;

/** Test Client Management's web-only strings (the spec's are TEST_CLIENT_MESSAGES). */
export const TEST_CLIENTS_UI = {
  templates: 'Templates',
  create: 'Create Test Client',
  searchPlaceholder: 'Search test clients...',
  statusFilter: 'Status',
  statusOptions: { all: 'All', active: 'Active', paused: 'Paused', inactive: 'Inactive' },
  cards: {
    total: 'Total Test Clients',
    active: 'Active Clients',
    documents: 'Total Documents',
    revenue: 'Test Revenue',
  },
  columns: {
    client: 'Client',
    roleStatus: 'Role & Status',
    generation: 'Data Generation',
    activity: 'Activity Summary',
    lastActivity: 'Last Activity',
    actions: 'Actions',
  },
  auto: (frequency: string) => `Auto · ${frequency}`,
  manual: 'Manual',
  frequencies: { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
  activity: (revenue: string, documents: number, settlements: number) =>
    `Revenue ${revenue} · Documents ${documents} · Settlements ${settlements}`,
  actions: {
    generate: 'Generate Data',
    pause: 'Pause',
    activate: 'Activate',
    view: 'View Client Account',
    delete: 'Delete',
  },
  rowActions: (name: string) => `Actions for ${name}`,
  deleteSelected: 'Delete Selected',
  confirmTitle: 'Delete test clients',
  templatesTitle: 'Data Templates',
  perMonth: (min: string, max: string, settlements: number) =>
    `${min}–${max} a month · ${settlements} settlements a month`,
  close: 'Close',
  form: {
    title: 'Create Test Client',
    name: 'Full Name',
    email: 'Email',
    companyName: 'Company Name',
    role: 'Role',
    template: 'Data Template',
    noTemplate: 'No template (start empty)',
    autoGenerate: 'Generate data automatically',
    frequency: 'Frequency',
    create: 'Create Test Client',
    creating: 'Creating…',
    cancel: 'Cancel',
  },
} as const;
