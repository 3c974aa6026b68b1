/**
 * Settings screen labels. Validation and result messages (PROFILE_MESSAGES, SECURITY_MESSAGES,
 * notification topics) live in domain, beside the rules they describe.
 */
export const SETTINGS_UI = {
  tabs: { profile: 'Profile', notifications: 'Notifications', security: 'Security', apiKeys: 'API Keys' },
  menuLabel: 'Settings sections',
  profileHeading: 'Profile',
  profileIntro: 'Your name and business details, used on reports and invoices.',
  email: 'Email',
  emailHelp: 'The address you sign in with. Contact support to change it.',
  fullName: 'Full Name',
  companyName: 'Company Name',
  phone: 'Phone',
  address: 'Address',
  taxId: 'Tax ID (EIN or SSN)',
  taxIdHelp: 'Kept in a private record that only you and Haulbooks support staff can read.',
  timeZone: 'Time Zone',
  timeZoneHelp: 'Days, weeks and months in your reports follow this time zone.',
  saveChanges: 'Save Changes',
  saving: 'Saving…',
  notificationsHeading: 'Notifications',
  notificationsIntro: 'Choose what we tell you about, and where.',
  channelEmail: 'Email',
  channelInApp: 'In the app',
  savePreferences: 'Save Preferences',
  preferencesSaved: 'Notification preferences saved',
  preferencesSaveFailed: 'Could not save your notification preferences. Please try again.',
  securityHeading: 'Security',
  changePasswordHeading: 'Change password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  changePassword: 'Change Password',
  signOutEverywhereHeading: 'Sign out of all devices',
  signOutEverywhereText:
    'Ends every session of your account: on phones, tablets, other computers and this browser. You sign in again with your password.',
  signOutEverywhere: 'Sign out of all devices',
  signOutEverywhereConfirmTitle: 'Sign out of all devices?',
  signOutEverywhereConfirmBody:
    'Every device signed in to your account, including this one, will be signed out.',
  cancel: 'Cancel',
  apiKeysHeading: 'API Keys',
  apiKeysText:
    'API access is part of the Fleet Manager plan, and the API itself is not open yet. There are no keys to create: keys will appear here together with the API they unlock, and we will e-mail Fleet Manager accounts when it opens.',
  apiKeysPlanNote: 'Your plan:',
  /** The way to plan, renewal, invoices and the Billing Portal (the sidebar keeps the spec's six entries). */
  billingLink: 'Billing and plan',
  readOnlyNotice: 'You are viewing this account read-only. Changes cannot be saved.',
  loadFailed: 'Could not load your settings.',
  profileMissing:
    'This account has no profile yet. Sign out and in again to finish setting it up, or contact support.',
} as const;
