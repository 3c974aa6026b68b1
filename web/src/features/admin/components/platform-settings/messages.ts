/** Web-only strings of Admin Settings → Email Settings and Notifications. */
export const PLATFORM_SETTINGS_UI = {
  tabs: { email: 'Email Settings', notifications: 'Notifications' },
  email: {
    smtpHost: 'SMTP Host',
    smtpPort: 'SMTP Port',
    smtpUser: 'SMTP User',
    smtpPassword: 'SMTP Password',
    fromEmail: 'From Email',
    fromName: 'From Name',
    save: 'Save',
    saving: 'Saving…',
    testTo: 'Send a test e-mail to',
    sendTest: 'Send Test Email',
  },
  toggles: {
    emailNotifications: 'Email notifications',
    smsNotifications: 'SMS notifications',
    pushNotifications: 'Push notifications',
    expenseAlerts: 'Expense alerts',
    revenueAlerts: 'Revenue alerts',
    systemAlerts: 'System alerts',
  },
  togglesHelp:
    'Revenue alerts cover failed payments and system alerts app errors on the dashboard’s Notifications tab.',
  saveToggles: 'Save',
} as const;
