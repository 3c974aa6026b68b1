import { object, string } from 'yup';
import { EMAIL_PATTERN } from '../schemas/auth.js';

/** Admin Settings → Email Settings and Notifications: what the functions and the tabs say. */
export const PLATFORM_SETTINGS_MESSAGES = {
  signedOut: 'Sign in as an administrator.',
  notAdmin: 'Only an administrator can change platform settings.',
  emailSaved: 'Email settings saved successfully',
  emailSaveFailed: 'Failed to save email settings',
  emailLoadFailed: 'Failed to load email settings',
  notificationsSaved: 'Notification settings saved successfully',
  notificationsSaveFailed: 'Failed to save notification settings',
  notConfigured: 'Save the email settings first',
  testRecipientInvalid: 'Enter the address to send the test e-mail to',
  testSent: (to: string) => `Test e-mail sent to ${to}`,
  testFailed: (reason: string) => `The SMTP server refused the test e-mail: ${reason}`,
  testSubject: 'Haulbooks test e-mail',
  testBody: 'This message confirms that Haulbooks can send e-mail with the SMTP settings you saved.',
  passwordSaved: 'A password is saved; leave the field blank to keep it.',
} as const;

/** sendTestEmail({ to }). */
export const sendTestEmailSchema = object({
  to: string()
    .trim()
    .required(PLATFORM_SETTINGS_MESSAGES.testRecipientInvalid)
    .matches(EMAIL_PATTERN, PLATFORM_SETTINGS_MESSAGES.testRecipientInvalid),
});

/** What getEmailSettings answers: everything but the password, which is only said to exist. */
export interface EmailSettingsView {
  smtpHost: string;
  smtpPort: number;
  smtpUser: string;
  passwordSaved: boolean;
  fromEmail: string;
  fromName: string;
}
