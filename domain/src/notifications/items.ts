import { categoryLabel, screenCategoryOf } from '../categories/screen-categories.js';
import type {
  ExpenseDoc,
  MaintenanceItemDoc,
  NOTIFICATIONS,
  UploadDoc,
  WriteFor,
} from '../data/collections.js';
import type { NotificationTopic } from '../data/notification-preferences.js';
import { formatBusinessDate } from '../dates/calendar.js';
import { NOTIFICATION_MESSAGES as M } from '../messages/notifications.js';
import { formatCents } from '../money/format.js';
import type { MaintenanceStatus } from '../schemas/maintenance.js';
import { LARGE_EXPENSE_FACTOR } from './large-expense.js';

export type NotificationWrite = WriteFor<typeof NOTIFICATIONS>;

/**
 * One notification a function may write: under a deterministic id (a retried event or a second
 * scan finds it there and writes nothing), with the preference topic that decides whether it goes out.
 */
export interface NotificationItem {
  readonly id: string;
  readonly topic: NotificationTopic;
  readonly data: NotificationWrite;
}

const MAX_ID = 128;
const MAX_TITLE = 120;
const MAX_BODY = 1000;

/** A short, stable digest (FNV-1a, 32 bits) for ids too long to embed whole. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A notification's id from its parts, joined with '-'. Parts are document ids, dates and numbers
 * (all within [A-Za-z0-9_-]); an id over 128 characters keeps its start and a digest of the whole.
 */
export function notificationId(...parts: readonly (string | number)[]): string {
  const id = parts.join('-');
  return id.length <= MAX_ID ? id : `${id.slice(0, MAX_ID - 9)}-${digest(id)}`;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

const miles = (value: number) => value.toLocaleString('en-US');

// ---------------------------------------------------------------- document processing

/** The upload states a person hears about: processing finished (well or not). */
export const NOTIFIED_UPLOAD_STATUSES = ['processed', 'needs_review', 'error'] as const;
export type NotifiedUploadStatus = (typeof NOTIFIED_UPLOAD_STATUSES)[number];

export function isNotifiedUploadStatus(status: string): status is NotifiedUploadStatus {
  return (NOTIFIED_UPLOAD_STATUSES as readonly string[]).includes(status);
}

/**
 * The notification for an upload that reached `upload.status`, or null for a state nobody is told
 * about (uploaded, processing). One per upload and outcome.
 */
export function uploadNotification(
  uploadId: string,
  upload: Pick<UploadDoc, 'fileName' | 'status' | 'errorMessage'>,
): NotificationItem | null {
  const { status, fileName } = upload;
  if (!isNotifiedUploadStatus(status)) return null;
  const content =
    status === 'processed'
      ? { title: M.uploadProcessed, body: M.uploadProcessedBody(fileName), link: '/settlements' }
      : status === 'needs_review'
        ? { title: M.uploadNeedsReview, body: M.uploadNeedsReviewBody(fileName), link: '/settlements' }
        : {
            title: M.uploadFailed,
            body: M.uploadFailedBody(fileName, upload.errorMessage),
            link: '/settlements/upload',
          };
  return {
    id: notificationId('upload', uploadId, status),
    topic: 'settlementProcessed',
    data: {
      kind: 'settlement',
      title: clip(content.title, MAX_TITLE),
      body: clip(content.body, MAX_BODY),
      link: content.link,
      read: false,
    },
  };
}

// ---------------------------------------------------------------- maintenance

/**
 * The notification for a service item that is due soon or overdue. The id names the item, the
 * status and what it is due at: due soon and then overdue are two notifications, a rescheduled
 * item is told about again, and the daily scan repeats nothing.
 */
export function maintenanceNotification(
  itemId: string,
  item: Pick<MaintenanceItemDoc, 'title' | 'dueDate' | 'dueOdometer'>,
  status: Extract<MaintenanceStatus, 'due-soon' | 'overdue'>,
  context: { truckUnit?: string; odometer?: number } = {},
): NotificationItem {
  const details = [
    ...(context.truckUnit ? [M.maintenanceTruck(context.truckUnit)] : []),
    ...(item.dueDate ? [M.maintenanceDueDate(formatBusinessDate(item.dueDate))] : []),
    ...(item.dueOdometer !== undefined ? [M.maintenanceDueOdometer(miles(item.dueOdometer))] : []),
    ...(item.dueOdometer !== undefined && context.odometer !== undefined
      ? [M.maintenanceOdometerNow(miles(context.odometer))]
      : []),
  ];
  const title = status === 'overdue' ? M.maintenanceOverdue(item.title) : M.maintenanceDueSoon(item.title);
  return {
    id: notificationId(
      'maintenance',
      itemId,
      status,
      item.dueDate ?? 'nodate',
      item.dueOdometer ?? 'nomiles',
    ),
    topic: 'maintenanceDue',
    data: {
      kind: 'maintenance',
      title: clip(title, MAX_TITLE),
      body: clip(details.join(' · '), MAX_BODY),
      link: '/maintenance',
      read: false,
    },
  };
}

// ---------------------------------------------------------------- unusually large expenses

/** The notification for an expense judged unusually large against its category's median. */
export function largeExpenseNotification(
  expenseId: string,
  expense: Pick<ExpenseDoc, 'description' | 'amountCents' | 'category' | 'date'>,
  medianCents: number,
): NotificationItem {
  const label = categoryLabel(screenCategoryOf(expense.category));
  return {
    id: notificationId('expense-large', expenseId),
    topic: 'largeExpense',
    data: {
      kind: 'expense',
      title: clip(M.largeExpense(label, formatCents(expense.amountCents)), MAX_TITLE),
      body: clip(
        M.largeExpenseBody(
          expense.description,
          formatBusinessDate(expense.date),
          LARGE_EXPENSE_FACTOR,
          label,
          formatCents(medianCents),
        ),
        MAX_BODY,
      ),
      link: '/expenses',
      read: false,
    },
  };
}
