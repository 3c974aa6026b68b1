import { HttpsError } from 'firebase-functions/https';
import {
  ADMIN_NOTIFICATIONS,
  ADMIN_NOTIFICATION_SETTINGS,
  MARK_ALL_LIMIT,
  MARK_READ_MESSAGES,
  errorLoggedNotification,
  markAdminNotificationsReadSchema,
  paymentFailedNotification,
  validateInOrder,
  type AdminNotificationDraft,
  type CallableResult,
  type DataStore,
  type ErrorLogDoc,
  type PaymentDoc,
} from '@haulbooks/domain';

/** Where notifications go: `createOnce` writes a document unless its id exists (true when written). */
export interface AdminNotificationSink {
  createOnce(draft: AdminNotificationDraft): Promise<boolean>;
}

/** Admin Settings → Notifications: whether staff want this kind of alert (on until saved off). */
export type AlertSwitch = (toggle: 'revenueAlerts' | 'systemAlerts' | 'expenseAlerts') => Promise<boolean>;

/** The switch as saved in adminNotificationSettings/current. */
export function alertSwitchOf(store: DataStore): AlertSwitch {
  return async (toggle) =>
    (await store.collection(ADMIN_NOTIFICATION_SETTINGS, '').get('current'))?.[toggle] ?? true;
}

/** payments/{id} changed: a payment that turned failed becomes one revenue alert. */
export async function handlePaymentWrite(
  paymentId: string,
  before: PaymentDoc | null,
  after: PaymentDoc | null,
  sink: AdminNotificationSink,
  wanted: AlertSwitch = async () => true,
): Promise<boolean> {
  const draft = paymentFailedNotification(paymentId, before, after);
  return draft && (await wanted('revenueAlerts')) ? sink.createOnce(draft) : false;
}

/** errorLogs/{id} created: one system alert per crash report. */
export async function handleErrorLogged(
  logId: string,
  log: ErrorLogDoc | null,
  sink: AdminNotificationSink,
  wanted: AlertSwitch = async () => true,
): Promise<boolean> {
  return log && (await wanted('systemAlerts')) ? sink.createOnce(errorLoggedNotification(logId, log)) : false;
}

export interface CallerAuth {
  uid: string;
  token: Readonly<Record<string, unknown>>;
}

/**
 * markAdminNotificationsRead({ ids } | { all: true }): administrators only. Ids that do not exist
 * or are already read are skipped; the answer counts the ones this call marked.
 */
export async function handleMarkAdminNotificationsRead(
  auth: CallerAuth | undefined,
  data: unknown,
  store: DataStore,
): Promise<CallableResult<'markAdminNotificationsRead'>> {
  if (!auth) throw new HttpsError('unauthenticated', MARK_READ_MESSAGES.signedOut);
  if (auth.token.admin !== true) throw new HttpsError('permission-denied', MARK_READ_MESSAGES.notAdmin);
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new HttpsError('invalid-argument', MARK_READ_MESSAGES.nothingChosen);
  const raw = data as Record<string, unknown>;
  // Only the schema's own keys reach yup, and a list must really be a list of text.
  if (raw.ids !== undefined && (!Array.isArray(raw.ids) || raw.ids.some((id) => typeof id !== 'string')))
    throw new HttpsError('invalid-argument', MARK_READ_MESSAGES.badId);
  if (raw.all !== undefined && typeof raw.all !== 'boolean')
    throw new HttpsError('invalid-argument', MARK_READ_MESSAGES.nothingChosen);
  const checked = validateInOrder(markAdminNotificationsReadSchema, { ids: raw.ids, all: raw.all });
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.firstError);

  const notifications = store.collection(ADMIN_NOTIFICATIONS, '');
  const ids =
    raw.all === true
      ? (
          await notifications.list({
            where: [{ field: 'status', op: '==', value: 'unread' }],
            limit: MARK_ALL_LIMIT,
          })
        ).items.map((n) => n.id)
      : [...new Set(raw.ids as string[])];
  let marked = 0;
  for (const id of ids) {
    const current = await notifications.get(id);
    if (!current || current.status === 'read') continue;
    await notifications.update(id, { status: 'read' });
    marked += 1;
  }
  return { marked };
}
