/** Exact user-facing strings of the admin area (admin-area.md §4, §5, §8). */
export const ADMIN_USER_MESSAGES = {
  loadFailed: 'Failed to load users',
  detailsFailed: 'Failed to load user details',
  resetFailed: 'Failed to send password reset email',
  statusFailed: 'Failed to update user status',
  deleteFailed: 'Failed to delete users',
  noneSelected: 'No users selected',
  createFailed: 'Failed to create user account',
  markReadFailed: 'Failed to mark notification as read',
  requiredFields: 'Please fill in all required fields',
  activated: 'User activated successfully',
  suspended: 'User suspended successfully',
  welcomeSent: 'Welcome email sent to client',
  viewingClient: 'Viewing client account',
} as const;

export const ADMIN_PAYMENT_MESSAGES = {
  loadFailed: 'Failed to load payments',
  emptyTitle: 'No payments found',
  emptyFiltered: 'Try adjusting your search or filter criteria',
  emptyFirstUse: 'Payments will appear here once users start making transactions',
  noEmail: 'N/A',
} as const;

export const TEST_CLIENT_MESSAGES = {
  loadFailed: 'Failed to load test clients',
  bulkDeleteFailed: 'Failed to delete test clients',
  deleteFailed: 'Failed to delete test client',
  generateFailed: 'Failed to generate test data',
  statusFailed: 'Failed to update client status',
  createFailed: 'Failed to create test client',
  noneSelected: 'No clients selected',
  requiredFields: 'Please fill in all required fields',
  deleted: 'Test client deleted successfully',
  generated: 'Test data generated successfully',
  activated: 'Client activated successfully',
  paused: 'Client paused successfully',
  created: 'Test client created successfully',
  generationStarted: 'Data generation started for this client',
  emptyTitle: 'No test clients found',
  emptyHint: 'Get started by creating your first test client',
  confirmDeleteOne: 'Are you sure you want to delete this test client? All associated data will be removed.',
} as const;

export function testClientsDeleted(n: number): string {
  return `${n} test client(s) deleted successfully`;
}

export function confirmDeleteTestClients(n: number): string {
  return `Are you sure you want to delete ${n} test client(s)? All associated data will be removed.`;
}

export function selectedCount(n: number): string {
  return `${n} selected`;
}

export const GATEWAY_MESSAGES = {
  loadFailed: 'Failed to load payment gateway settings',
  saveFailed: 'Failed to save payment gateway settings',
  saved: 'Payment gateway settings saved successfully',
  keysRequired: 'Publishable key and secret key are required',
  publishableFormat: 'Invalid publishable key format. Should start with pk_',
  secretFormat: 'Invalid secret key format. Should start with sk_',
  webhookFormat: 'Invalid webhook secret format. Should start with whsec_',
  environmentInvalid: 'Environment must be sandbox or production',
  secretFirst: 'Please enter a secret key first',
  saveFirst: 'Please save your Stripe settings first',
  testFailed: 'Connection test failed',
  testError: 'Failed to test connection',
  testCompleted: 'Stripe connection test completed',
  productsCreated: 'Stripe products created successfully',
  productsFailed: 'Failed to create products',
  setupFailed: 'Failed to setup Stripe products',
  noProducts: 'No products found in Stripe.',
  webhookPath: '/api/webhooks/stripe',
} as const;

export const SMTP_MESSAGES = {
  hostRequired: 'Enter the SMTP host',
  hostInvalid: 'Enter a host name such as smtp.example.com',
  portInvalid: 'The SMTP port must be a whole number from 1 to 65535',
  fromEmailRequired: 'Enter the address e-mail is sent from',
  fromEmailInvalid: 'Enter a valid from address',
  fromNameTooLong: 'The from name must be at most 100 characters',
  userPasswordPair: 'Enter both the SMTP user and password, or neither',
} as const;
