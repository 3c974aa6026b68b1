/**
 * Navigation and screen titles of the customer layout (customer-app.md §2, Customer layout)
 * and of the admin layout (admin-area.md §2). Paths are the fixed route table.
 */
export interface NavEntry {
  label: string;
  path: string;
}

export const CUSTOMER_NAV: readonly NavEntry[] = [
  { label: 'Dashboard', path: '/dashboard' },
  { label: 'Settlements', path: '/settlements' },
  { label: 'Expenses', path: '/expenses' },
  { label: 'Reports', path: '/reports' },
  { label: 'Settings', path: '/settings' },
  { label: 'Help Center', path: '/help' },
];

export const SHELL_MESSAGES = {
  logout: 'Logout',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main navigation',
  notifications: 'Notifications',
  unreadNotifications: 'Notifications (unread)',
  greeting: (name: string) => (name ? `Welcome back, ${name}` : 'Welcome back'),
  signedOut: 'You have been signed out',
} as const;

/** Headings of the signed-in customer screens. */
export const SCREEN_TITLES = {
  dashboard: 'Dashboard',
  settlements: 'Settlements',
  settlementsUpload: 'Upload Documents',
  expenses: 'Expenses',
  reports: 'Reports and Analytics',
  profitLoss: 'Profit & Loss Statement',
  settings: 'Settings',
  help: 'Help Center',
} as const;

export const ADMIN_NAV: readonly NavEntry[] = [
  { label: 'Dashboard', path: '/admin/dashboard' },
  { label: 'User Management', path: '/admin/users' },
  { label: 'Test Clients', path: '/admin/test-clients' },
  { label: 'Payments', path: '/admin/payments' },
  { label: 'Reports', path: '/admin/reports' },
  { label: 'Settings', path: '/admin/settings' },
  { label: 'Help Center', path: '/admin/help' },
  { label: 'Support', path: '/admin/support' },
];

export const ADMIN_SHELL_MESSAGES = {
  title: 'Admin Panel',
  logout: 'Logout',
  openMenu: 'Open admin menu',
  adminNavigation: 'Admin navigation',
} as const;

/** Headings of the admin screens (admin-area.md §2). */
export const ADMIN_SCREEN_TITLES = {
  dashboard: 'Admin Dashboard',
  users: 'User Management',
  testClients: 'Test Client Management',
  payments: 'Payment Management',
  reports: 'Reports & Analytics',
  settings: 'Settings',
  help: 'Admin Help Center',
  support: 'Support Management',
} as const;
