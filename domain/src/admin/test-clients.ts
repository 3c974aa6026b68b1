import { object, string } from 'yup';
import type { DataFrequency } from '../schemas/admin.js';

/** Messages of the test-client functions that the spec does not word. */
export const TEST_CLIENT_ADMIN_MESSAGES = {
  signedOut: 'Sign in as an administrator.',
  notAdmin: 'Only an administrator can manage test clients.',
  chooseClient: 'Choose a test client',
  statusInvalid: 'Status must be active or paused',
  notFound: 'There is no such test client',
  notActive: 'Activate the test client before generating data for it',
  emailTaken: 'An account with this e-mail address already exists',
} as const;

const UID = string()
  .required(TEST_CLIENT_ADMIN_MESSAGES.chooseClient)
  .matches(/^[A-Za-z0-9_-]{1,128}$/, TEST_CLIENT_ADMIN_MESSAGES.chooseClient);

/** generateTestClientData({ uid }). */
export const generateTestClientDataSchema = object({ uid: UID });

/** setTestClientStatus({ uid, status }): the screen toggles active and paused only. */
export const setTestClientStatusSchema = object({
  uid: UID,
  status: string<'active' | 'paused'>()
    .required(TEST_CLIENT_ADMIN_MESSAGES.statusInvalid)
    .oneOf(['active', 'paused'], TEST_CLIENT_ADMIN_MESSAGES.statusInvalid),
});

const FREQUENCY_DAYS: Record<DataFrequency, number> = { daily: 1, weekly: 7, monthly: 30 };

/** Whether an auto-generating client is due: a frequency's days have passed since its last activity. */
export function generationDue(frequency: DataFrequency, lastActivityAt: Date, now: Date): boolean {
  // An hour's slack, so a daily run that starts a little earlier than yesterday's still counts.
  return now.getTime() - lastActivityAt.getTime() >= FREQUENCY_DAYS[frequency] * 86_400_000 - 3_600_000;
}
