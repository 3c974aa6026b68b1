import { HttpsError } from 'firebase-functions/https';
import {
  ADMIN_NOTIFICATION_SETTINGS,
  CALLABLES,
  EMAIL_SETTINGS,
  NOTIFICATION_TOGGLES,
  PLATFORM_SETTINGS_MESSAGES as MESSAGES,
  SMTP_MESSAGES,
  validateInOrder,
  type CallableResult,
  type DataStore,
  type EmailSettingsDoc,
  type EmailSettingsView,
} from '@haulbooks/domain';

export interface CallerAuth {
  uid: string;
  token: Readonly<Record<string, unknown>>;
}

/** Sends one message through an SMTP server; resolves with the server's message id. */
export type Mailer = (
  settings: Pick<EmailSettingsDoc, 'smtpHost' | 'smtpPort' | 'smtpUser' | 'smtpPassword'>,
  message: { from: string; to: string; subject: string; text: string },
) => Promise<string>;

function requireAdmin(auth: CallerAuth | undefined): CallerAuth {
  if (!auth) throw new HttpsError('unauthenticated', MESSAGES.signedOut);
  if (auth.token.admin !== true) throw new HttpsError('permission-denied', MESSAGES.notAdmin);
  return auth;
}

function asObject(data: unknown): Record<string, unknown> {
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new HttpsError('invalid-argument', 'Send the request as an object');
  return data as Record<string, unknown>;
}

function view(doc: EmailSettingsDoc): EmailSettingsView {
  return {
    smtpHost: doc.smtpHost,
    smtpPort: doc.smtpPort,
    smtpUser: doc.smtpUser,
    passwordSaved: doc.smtpPassword !== '',
    fromEmail: doc.fromEmail,
    fromName: doc.fromName,
  };
}

export async function handleGetEmailSettings(
  auth: CallerAuth | undefined,
  store: DataStore,
): Promise<CallableResult<'getEmailSettings'>> {
  requireAdmin(auth);
  const doc = await store.collection(EMAIL_SETTINGS, '').get('current');
  return doc ? view(doc) : null;
}

/** saveEmailSettings: the spec's fields checked by smtpSettingsSchema; a blank password keeps the saved one. */
export async function handleSaveEmailSettings(
  auth: CallerAuth | undefined,
  data: unknown,
  store: DataStore,
): Promise<CallableResult<'saveEmailSettings'>> {
  const caller = requireAdmin(auth);
  const record = asObject(data);
  for (const key of ['smtpHost', 'smtpUser', 'smtpPassword', 'fromEmail', 'fromName']) {
    if (record[key] != null && typeof record[key] !== 'string')
      throw new HttpsError('invalid-argument', `${key} must be text`);
  }
  if (record.smtpPort != null && typeof record.smtpPort !== 'number' && typeof record.smtpPort !== 'string')
    throw new HttpsError('invalid-argument', SMTP_MESSAGES.portInvalid);
  const own = Object.fromEntries(
    Object.entries(record).filter(([key]) => Object.hasOwn(CALLABLES.saveEmailSettings.input.fields, key)),
  );
  const checked = validateInOrder(CALLABLES.saveEmailSettings.input, own);
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.firstError);
  const input = checked.value;
  const settings = store.collection(EMAIL_SETTINGS, '');
  const saved = await settings.get('current');
  const password = input.smtpPassword !== '' ? input.smtpPassword : (saved?.smtpPassword ?? '');
  // Authentication needs both: a user with no password (typed or saved), or a password with no user.
  if ((input.smtpUser !== '' && password === '') || (input.smtpUser === '' && input.smtpPassword !== ''))
    throw new HttpsError('invalid-argument', SMTP_MESSAGES.userPasswordPair);
  const doc = {
    smtpHost: input.smtpHost,
    smtpPort: input.smtpPort,
    smtpUser: input.smtpUser,
    // No user means no authentication: a password kept from before would be meaningless.
    smtpPassword: input.smtpUser === '' ? '' : password,
    fromEmail: input.fromEmail,
    fromName: input.fromName,
    updatedBy: caller.uid,
  };
  await settings.set('current', doc);
  return view({ ...doc, updatedAt: new Date() });
}

/** sendTestEmail: a real SMTP exchange with the saved settings; the server's refusal is shown. */
export async function handleSendTestEmail(
  auth: CallerAuth | undefined,
  data: unknown,
  store: DataStore,
  mailer: Mailer,
): Promise<CallableResult<'sendTestEmail'>> {
  requireAdmin(auth);
  const record = asObject(data);
  if (typeof record.to !== 'string') throw new HttpsError('invalid-argument', MESSAGES.testRecipientInvalid);
  const checked = validateInOrder(CALLABLES.sendTestEmail.input, { to: record.to });
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.firstError);
  const settings = await store.collection(EMAIL_SETTINGS, '').get('current');
  if (!settings) throw new HttpsError('failed-precondition', MESSAGES.notConfigured);
  try {
    const messageId = await mailer(settings, {
      from: settings.fromName
        ? `"${settings.fromName.replace(/"/g, '')}" <${settings.fromEmail}>`
        : settings.fromEmail,
      to: checked.value.to,
      subject: MESSAGES.testSubject,
      text: MESSAGES.testBody,
    });
    return { to: checked.value.to, messageId };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HttpsError('unavailable', MESSAGES.testFailed(reason.slice(0, 300)));
  }
}

export async function handleSaveAdminNotificationSettings(
  auth: CallerAuth | undefined,
  data: unknown,
  store: DataStore,
): Promise<CallableResult<'saveAdminNotificationSettings'>> {
  const caller = requireAdmin(auth);
  const record = asObject(data);
  for (const [key, value] of Object.entries(record)) {
    if (!(NOTIFICATION_TOGGLES as readonly string[]).includes(key))
      throw new HttpsError('invalid-argument', `Unknown notification setting: ${key.slice(0, 40)}`);
    if (typeof value !== 'boolean')
      throw new HttpsError('invalid-argument', 'Each notification setting must be on or off');
  }
  const checked = validateInOrder(CALLABLES.saveAdminNotificationSettings.input, record);
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.firstError);
  await store
    .collection(ADMIN_NOTIFICATION_SETTINGS, '')
    .set('current', { ...checked.value, updatedBy: caller.uid });
  return { saved: true };
}
