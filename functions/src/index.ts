// Registers the deployed functions; each lives in its own folder with a unit-tested handler.
export { logError } from './log-error/index.js';
export { completeRegistration } from './complete-registration/index.js';
export { revokeSessions } from './revoke-sessions/index.js';
export { entities, profitLoss } from './profit-loss/index.js';
export { aggregateExpenses, aggregateSettlements } from './aggregates/index.js';
export { recurringExpenses } from './recurring-expenses/index.js';
export { confirmImport, processUpload } from './process-upload/index.js';
export {
  maintenanceDueNotifications,
  notifyLargeExpense,
  notifyUploadProcessed,
} from './notifications/index.js';
export {
  platformStatsHourly,
  platformStatsOnPayment,
  platformStatsOnUpload,
  platformStatsOnUser,
} from './platform-stats/index.js';
export {
  createCheckoutSession,
  createPortalLink,
  getPaymentGateway,
  savePaymentGateway,
  setupStripeProducts,
  stripeWebhook,
  testStripeConnection,
} from './payments/index.js';
export {
  adminNotifyOnError,
  adminNotifyOnPayment,
  markAdminNotificationsRead,
} from './admin-notifications/index.js';
export { adminCreateUser, adminDeleteUsers, adminSetUserSuspended } from './admin-users/index.js';
export { adminPlatformReport } from './admin-reports/index.js';
export { replyToSupport, supportThreadOnMessage } from './support/index.js';
export {
  createTestClient,
  generateTestClientData,
  setTestClientStatus,
  testClientsAutoGenerate,
} from './test-clients/index.js';
export {
  getEmailSettings,
  saveAdminNotificationSettings,
  saveEmailSettings,
  sendTestEmail,
} from './platform-settings/index.js';
