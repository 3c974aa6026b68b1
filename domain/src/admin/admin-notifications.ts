import { array, boolean, object, string } from 'yup';
import type { AdminNotificationDoc, ErrorLogDoc, PaymentDoc } from '../data/collections.js';
import { formatCents } from '../money/format.js';

/** The admin Notifications tab's texts. */
export const ADMIN_NOTIFICATION_MESSAGES = {
  paymentFailedTitle: 'Payment failed',
  paymentFailed: (who: string, amount: string, what: string) => `${who}: ${amount} for ${what} failed`,
  errorLoggedTitle: 'App error reported',
  markAsRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  empty: 'No notifications',
  marked: 'Notification marked as read',
} as const;

/** What a trigger writes: a deterministic id (one notification per event however often it runs) and the document. */
export interface AdminNotificationDraft {
  id: string;
  data: Omit<AdminNotificationDoc, 'createdAt' | 'updatedAt'>;
}

/**
 * A payment that turned failed (created failed, or moved to failed) is a revenue alert, high
 * priority: a customer's card was declined and their plan may lapse. Null for any other change.
 */
export function paymentFailedNotification(
  paymentId: string,
  before: Pick<PaymentDoc, 'status'> | null,
  after: Pick<PaymentDoc, 'status' | 'amountCents' | 'description' | 'customerEmail' | 'userId'> | null,
): AdminNotificationDraft | null {
  if (!after || after.status !== 'failed' || before?.status === 'failed') return null;
  const who = after.customerEmail ?? `user ${after.userId}`;
  return {
    id: `payment-failed-${paymentId}`.slice(0, 128),
    data: {
      type: 'revenue_alert',
      title: ADMIN_NOTIFICATION_MESSAGES.paymentFailedTitle,
      message: ADMIN_NOTIFICATION_MESSAGES.paymentFailed(
        who,
        formatCents(after.amountCents),
        after.description || 'a payment',
      ).slice(0, 1000),
      status: 'unread',
      priority: 'high',
      data: {
        paymentId,
        userId: after.userId,
        ...(after.customerEmail ? { customerEmail: after.customerEmail } : {}),
      },
    },
  };
}

/** A crash report from the app is a system alert (normal priority: the log keeps the details). */
export function errorLoggedNotification(
  logId: string,
  log: Pick<ErrorLogDoc, 'message' | 'url' | 'uid'>,
): AdminNotificationDraft {
  return {
    id: `error-${logId}`.slice(0, 128),
    data: {
      type: 'system_alert',
      title: ADMIN_NOTIFICATION_MESSAGES.errorLoggedTitle,
      message: log.message.slice(0, 1000),
      status: 'unread',
      priority: 'normal',
      data: {
        errorLogId: logId,
        url: log.url,
        ...(log.uid ? { userId: log.uid } : {}),
      },
    },
  };
}

export const MARK_READ_MESSAGES = {
  signedOut: 'Sign in as an administrator.',
  notAdmin: 'Only an administrator can mark admin notifications as read.',
  nothingChosen: 'Choose the notifications to mark as read',
  tooMany: `Mark at most ${100} notifications at a time`,
  badId: 'A notification id is not valid',
} as const;

/** The most unread notifications one "mark all" call marks (the tab shows the newest 50). */
export const MARK_ALL_LIMIT = 500;

/** markAdminNotificationsRead({ ids }) or ({ all: true }). */
export const markAdminNotificationsReadSchema = object({
  ids: array(
    string()
      .required()
      .matches(/^[A-Za-z0-9_-]{1,128}$/, MARK_READ_MESSAGES.badId),
  )
    .max(100, MARK_READ_MESSAGES.tooMany)
    .optional(),
  all: boolean().optional(),
}).test('something-chosen', MARK_READ_MESSAGES.nothingChosen, (value) =>
  Boolean(value.all === true || (value.ids && value.ids.length > 0)),
);
