import { httpsCallable } from 'firebase/functions';
import {
  CALLABLES,
  type CallableResult,
  type NotificationSettings,
  type SmtpSettingsInput,
} from '@haulbooks/domain';
import { functions } from '../../../lib/firebase';

/** The Email Settings and Notifications tabs' server calls (tests pass a fake). */
export interface PlatformSettingsApi {
  loadEmail(): Promise<CallableResult<'getEmailSettings'>>;
  saveEmail(input: SmtpSettingsInput): Promise<CallableResult<'saveEmailSettings'>>;
  sendTest(to: string): Promise<CallableResult<'sendTestEmail'>>;
  saveNotifications(input: NotificationSettings): Promise<CallableResult<'saveAdminNotificationSettings'>>;
}

function call<I, R>(name: string) {
  const callable = httpsCallable<I, R>(functions, name);
  return async (input: I) => (await callable(input)).data;
}

const loadEmail = call<null, CallableResult<'getEmailSettings'>>(CALLABLES.getEmailSettings.name);
const sendTest = call<{ to: string }, CallableResult<'sendTestEmail'>>(CALLABLES.sendTestEmail.name);

export const platformSettingsApi: PlatformSettingsApi = {
  loadEmail: () => loadEmail(null),
  saveEmail: call(CALLABLES.saveEmailSettings.name),
  sendTest: (to) => sendTest({ to }),
  saveNotifications: call(CALLABLES.saveAdminNotificationSettings.name),
};
