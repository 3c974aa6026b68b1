import { REGISTRABLE_ROLES, ROLES } from '../auth/roles.js';
import {
  ADMIN_NOTIFICATION_PRIORITIES,
  ADMIN_NOTIFICATION_STATUSES,
  ADMIN_NOTIFICATION_TYPES,
} from '../admin/lists.js';
import { PLAN_IDS } from '../catalogue/plans.js';
import { BILLING_PERIODS } from '../catalogue/admin-plans.js';
import { ADDON_TYPES, SERVICE_TYPES } from '../catalogue/services.js';
import { STRIPE_SUBSCRIPTION_STATUSES } from '../payments/subscription.js';
import {
  DATA_FREQUENCIES,
  GATEWAY_ENVIRONMENTS,
  NOTIFICATION_TOGGLES,
  TEST_CLIENT_STATUSES,
} from '../schemas/admin.js';
import { ALL_EXPENSE_CATEGORY_VALUES } from '../categories/screen-categories.js';
import { MAX_EXPENSE_CENTS, PAYMENT_METHODS } from '../schemas/expense.js';
import { DRIVER_KINDS } from '../schemas/entities.js';
import { MAX_ODOMETER } from '../schemas/maintenance.js';
import { IMPORT_TARGETS, MAX_IMPORT_COLUMNS } from '../uploads/limits.js';
import { PARSED_STATUSES } from '../schemas/settlement.js';
import { ACCOUNT_TYPES, SUBSCRIPTION_STATUSES } from '../users/account.js';
import { ADMIN_REPORT_KINDS } from '../admin-reports/schema.js';
import { ADMIN_REPORT_PERIOD_IDS } from '../admin-reports/periods.js';
import { field, optional, MAX_SAFE_INT, type DocOf, type FieldMap, type WriteOf } from './schema.js';
import { NOTIFICATION_CHANNEL_TOPICS } from './notification-preferences.js';
import { PROFILE_TIME_ZONES, PHONE_PATTERN, TAX_ID_PATTERN } from './profile-fields.js';

/**
 * Every Firestore collection the app uses, named once: its path, how its ids look, the stored
 * schema and who may do what through the client SDK. Web, functions, seed data, tests and the
 * generated part of firestore.rules all read this table; nothing else spells a collection path.
 */

/** Ids Firestore generates (20 characters) and Firebase Auth uids (28) both fit. */
export const DOCUMENT_ID_PATTERN = '[A-Za-z0-9_-]{1,128}';
const ENTITY_REF = field.string(128, { min: 1, pattern: DOCUMENT_ID_PATTERN });
const CENTS = field.int(0, MAX_SAFE_INT);
const SIGNED_CENTS = field.int(-MAX_SAFE_INT, MAX_SAFE_INT);

export type ClientWrite = 'create' | 'update' | 'delete';

/**
 * Who reads a collection through the client SDK. `owner` is the uid in the path (or the
 * `ownerField` of a top-level collection); staff (admins, later accountants granted access)
 * read a client's books read-only.
 */
export type ReadAccess = 'owner-or-staff' | 'staff' | 'nobody';

export interface CollectionSpec<M extends FieldMap = FieldMap> {
  /** The registry key; rules functions are named after it (validExpenses…). */
  readonly key: string;
  /** The collection's path; `{uid}` is the owning user's id. */
  readonly path: string;
  /** A collection that holds one document per owner under a fixed id. */
  readonly fixedId?: string;
  /** Whole-string pattern every document id matches. */
  readonly idPattern: string;
  readonly fields: M;
  readonly read: ReadAccess;
  /** What the owner may do with the client SDK; empty for server-owned collections. */
  readonly ownerWrites: readonly ClientWrite[];
  /** On update, the only keys an owner may change (server-time keys are refreshed automatically). */
  readonly ownerEditableKeys?: readonly string[];
  /**
   * Optional keys whose values only functions write (the Admin SDK, which the rules do not bind):
   * the owner may never write them through the client SDK, neither on create nor on update. The
   * rules check only their type, not their contents (functions validate with the stored schema),
   * which keeps large structures such as a settlement's line items within the rules' budget.
   */
  readonly serverOnlyKeys?: readonly string[];
  /** Top-level collections name their owner in a field instead of the path. */
  readonly ownerField?: string;
  /**
   * The books: the ledger a lapsed subscription closes (booksAccessFor in
   * ../payments/subscription.ts). The owner's create, update and delete need the books open, read
   * from the profile (firestore.rules booksOpen(uid), and the in-memory store alike); reads stay
   * open, so the books remain readable and exportable, and nothing is deleted. Not the books: the
   * profile (booksOpen reads it, and a lapsed user fixes billing details there), the settings,
   * the notification bell and the support chat, which a lapsed user needs to subscribe again or
   * ask for help. Functions (Admin SDK) and staff are not bound by it.
   */
  readonly books?: true;
}

function collection<const M extends FieldMap>(spec: CollectionSpec<M>): CollectionSpec<M> {
  return spec;
}

/** Server-owned collections: written by functions only; the client converters refuse writes. */
export function isServerOwned(spec: CollectionSpec): boolean {
  return spec.ownerWrites.length === 0;
}

/** Whether the collection is part of the books a lapsed subscription closes (CollectionSpec.books). */
export function isBooks(spec: CollectionSpec): boolean {
  return spec.books === true;
}

/** Whether `key` is one of the collection's server-only keys (see CollectionSpec.serverOnlyKeys). */
export function isServerOnlyKey(spec: CollectionSpec, key: string): boolean {
  return spec.serverOnlyKeys?.includes(key) ?? false;
}

/** A copy of `data` without the collection's server-only keys: what a client may write of it. */
export function withoutServerOnlyKeys<T extends Readonly<Record<string, unknown>>>(
  spec: CollectionSpec,
  data: T,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(data).filter(([key]) => !isServerOnlyKey(spec, key)),
  ) as Partial<T>;
}

// ---------------------------------------------------------------- users and their settings

const PROFILE_EDITABLE = ['name', 'companyName', 'phone', 'address', 'timeZone'] as const;

export const USERS = collection({
  key: 'users',
  path: 'users',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    name: field.string(120, { min: 1 }),
    email: field.string(254, { min: 3 }),
    role: field.enum(ROLES),
    plan: field.enum(PLAN_IDS),
    subscriptionStatus: field.enum(SUBSCRIPTION_STATUSES),
    trialEndsAt: field.timestamp(),
    accountType: field.enum(ACCOUNT_TYPES),
    companyName: optional(field.string(120)),
    phone: optional(field.string(40, { pattern: PHONE_PATTERN })),
    address: optional(field.string(200)),
    timeZone: optional(field.enum(PROFILE_TIME_ZONES)),
    // Set by an administrator (adminSetUserSuspended): sign-in is disabled while true.
    suspended: optional(field.bool()),
    createdAt: field.createdAt(),
    updatedAt: field.updatedAt(),
  },
  read: 'owner-or-staff',
  // Profiles are created by completeRegistration; the owner edits only the Settings fields.
  ownerWrites: ['update'],
  ownerEditableKeys: PROFILE_EDITABLE,
});
export type UserProfileDoc = DocOf<typeof USERS.fields>;

/** users/{uid}/private/tax: the tax id may be a Social Security number, so no list view reads it. */
export const USER_TAX = collection({
  key: 'userTax',
  path: 'users/{uid}/private',
  fixedId: 'tax',
  idPattern: 'tax',
  fields: {
    taxId: field.string(11, { pattern: TAX_ID_PATTERN }),
    updatedAt: field.updatedAt(),
  },
  read: 'owner-or-staff',
  ownerWrites: ['create', 'update', 'delete'],
});
export type UserTaxDoc = DocOf<typeof USER_TAX.fields>;

/**
 * users/{uid}/preferences/notifications: which notifications the user wants, by topic and channel.
 * Every switch is optional (a missing one reads as its default), so a topic added later leaves the
 * documents saved before it valid.
 */
export const NOTIFICATION_PREFERENCES = collection({
  key: 'notificationPreferences',
  path: 'users/{uid}/preferences',
  fixedId: 'notifications',
  idPattern: 'notifications',
  fields: {
    ...(Object.fromEntries(NOTIFICATION_CHANNEL_TOPICS.map((key) => [key, optional(field.bool())])) as Record<
      (typeof NOTIFICATION_CHANNEL_TOPICS)[number],
      ReturnType<typeof optional<ReturnType<typeof field.bool>>>
    >),
    updatedAt: field.updatedAt(),
  },
  read: 'owner-or-staff',
  ownerWrites: ['create', 'update'],
});
export type NotificationPreferencesDoc = DocOf<typeof NOTIFICATION_PREFERENCES.fields>;

// ---------------------------------------------------------------- the ledger

const ENTITY_REFS = {
  truckId: optional(ENTITY_REF),
  companyId: optional(ENTITY_REF),
  driverId: optional(ENTITY_REF),
} as const;

export const EXPENSES = collection({
  key: 'expenses',
  path: 'users/{uid}/expenses',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    description: field.string(200, { min: 1 }),
    amountCents: field.int(1, MAX_EXPENSE_CENTS),
    category: field.enum(ALL_EXPENSE_CATEGORY_VALUES),
    paymentMethod: field.enum(PAYMENT_METHODS),
    date: field.date(),
    notes: field.string(1000),
    taxDeductible: field.bool(),
    recurring: field.bool(),
    ...ENTITY_REFS,
    receiptPaths: optional(field.list(field.string(512, { min: 1 }), 10)),
    // A fuel purchase's figures, kept for IFTA: gallons and price per gallon in thousandths
    // (pumps print three decimals), and the state (postal code) it was bought in.
    fuelGallonsMilli: optional(field.int(1, 100_000_000)),
    fuelPricePerGallonMilli: optional(field.int(1, 100_000)),
    fuelState: optional(field.string(2, { min: 2, pattern: '[A-Z]{2}' })),
    // The settlement whose itemised deduction this expense is (booked by document processing).
    settlementId: optional(ENTITY_REF),
    createdAt: field.createdAt(),
    updatedAt: field.updatedAt(),
  },
  books: true,
  read: 'owner-or-staff',
  ownerWrites: ['create', 'update', 'delete'],
  serverOnlyKeys: ['settlementId'],
});
export type ExpenseDoc = DocOf<typeof EXPENSES.fields>;

export const SETTLEMENTS = collection({
  key: 'settlements',
  path: 'users/{uid}/settlements',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    parsedStatus: field.enum(PARSED_STATUSES),
    date: optional(field.date()),
    brokerName: optional(field.string(120)),
    tripNumber: optional(field.string(40)),
    fileName: optional(field.string(255)),
    grossCents: optional(CENTS),
    // Net can be negative: a week whose deductions exceed its pay.
    netCents: optional(SIGNED_CENTS),
    lineItems: optional(
      field.map({
        linehaulCents: optional(CENTS),
        fuelSurchargeCents: optional(CENTS),
        advancesCents: optional(CENTS),
        escrowCents: optional(CENTS),
        reimbursementsCents: optional(CENTS),
        deductions: field.list(field.map({ label: field.string(80, { min: 1 }), amountCents: CENTS }), 30),
        miles: optional(field.int(0, 1_000_000)),
      }),
    ),
    ...ENTITY_REFS,
    uploadId: optional(ENTITY_REF),
    // True once document processing booked the itemised deductions as expenses (settlementId):
    // the ledger then counts those expenses, not the deductions, so nothing counts twice.
    deductionsBooked: optional(field.bool()),
    createdAt: field.createdAt(),
    updatedAt: field.updatedAt(),
  },
  books: true,
  read: 'owner-or-staff',
  ownerWrites: ['create', 'update', 'delete'],
  // Line items are what document processing read from the upload (uploadId): functions write
  // both; the owner enters and edits the other fields. Edits of line items go through a callable.
  serverOnlyKeys: ['lineItems', 'uploadId', 'deductionsBooked'],
});
export type SettlementDoc = DocOf<typeof SETTLEMENTS.fields>;

const ENTITY_BASE = {
  archived: field.bool(),
  createdAt: field.createdAt(),
  updatedAt: field.updatedAt(),
} as const;

export const TRUCKS = collection({
  key: 'trucks',
  path: 'users/{uid}/trucks',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    unitNumber: field.string(20, { min: 1 }),
    make: field.string(40),
    model: field.string(40),
    year: optional(field.int(1980, 2100)),
    vin: field.string(17, { pattern: '([A-HJ-NPR-Z0-9]{17})?' }),
    licensePlate: field.string(15),
    ...ENTITY_BASE,
  },
  books: true,
  read: 'owner-or-staff',
  ownerWrites: ['create', 'update', 'delete'],
});
export type TruckDoc = DocOf<typeof TRUCKS.fields>;

export const COMPANIES = collection({
  key: 'companies',
  path: 'users/{uid}/companies',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    name: field.string(120, { min: 1 }),
    mcNumber: field.string(8, { pattern: '[0-9]{0,8}' }),
    dotNumber: field.string(8, { pattern: '[0-9]{0,8}' }),
    phone: field.string(30),
    email: field.string(254),
    ...ENTITY_BASE,
  },
  books: true,
  read: 'owner-or-staff',
  ownerWrites: ['create', 'update', 'delete'],
});
export type CompanyDoc = DocOf<typeof COMPANIES.fields>;

export const DRIVERS = collection({
  key: 'drivers',
  path: 'users/{uid}/drivers',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    name: field.string(120, { min: 1 }),
    kind: field.enum(DRIVER_KINDS),
    email: field.string(254),
    phone: field.string(30),
    licenseNumber: field.string(30),
    truckId: optional(ENTITY_REF),
    ...ENTITY_BASE,
  },
  books: true,
  read: 'owner-or-staff',
  ownerWrites: ['create', 'update', 'delete'],
});
export type DriverDoc = DocOf<typeof DRIVERS.fields>;

/**
 * users/{uid}/maintenance/{id}: a truck's service item, due by date and/or odometer. Done is a
 * calendar date the owner's browser writes (doneDate), not an instant.
 */
export const MAINTENANCE_ITEMS = collection({
  key: 'maintenance',
  path: 'users/{uid}/maintenance',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    truckId: ENTITY_REF,
    title: field.string(80, { min: 1 }),
    dueDate: optional(field.date()),
    dueOdometer: optional(field.int(0, MAX_ODOMETER)),
    lastOdometer: optional(field.int(0, MAX_ODOMETER)),
    notes: field.string(1000),
    done: field.bool(),
    doneDate: optional(field.date()),
    createdAt: field.createdAt(),
    updatedAt: field.updatedAt(),
  },
  books: true,
  read: 'owner-or-staff',
  ownerWrites: ['create', 'update', 'delete'],
});
export type MaintenanceItemDoc = DocOf<typeof MAINTENANCE_ITEMS.fields>;

export const GENERATED_REPORT_KINDS = [
  'summary',
  'profit_loss',
  'expenses',
  'revenue',
  'tax',
  'mileage',
  'custom',
] as const;
export const GENERATED_REPORT_FORMATS = ['csv', 'pdf'] as const;

/**
 * The largest report file Recent Reports keeps, in UTF-16 units as the rules count them. A unit
 * is at most 3 bytes of UTF-8, and Firestore refuses a field over 1,048,487 bytes: 300,000 keeps
 * the worst case (900,000 bytes) under it. A year's summary CSV is a few KB; a PDF of 225 KB fits.
 */
export const MAX_STORED_REPORT_CHARS = 300_000;

/**
 * users/{uid}/reports/{id}: the Recent Reports table — each report file the person generated, kept
 * as it was generated (CSV as text, PDF as base64), so Download gives back exactly that file, the
 * way a filed report stays what it was. Files are small (a year's summary is a few KB), so they
 * live in the document rather than in Storage.
 */
export const GENERATED_REPORTS = collection({
  key: 'reports',
  path: 'users/{uid}/reports',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    name: field.string(160, { min: 1 }),
    kind: field.enum(GENERATED_REPORT_KINDS),
    format: field.enum(GENERATED_REPORT_FORMATS),
    rangeStart: field.date(),
    rangeEnd: field.date(),
    // The file's size in bytes: UTF-8 text can take up to four bytes a character.
    sizeBytes: field.int(1, 4 * MAX_STORED_REPORT_CHARS),
    encoding: field.enum(['utf8', 'base64'] as const),
    content: field.string(MAX_STORED_REPORT_CHARS, { min: 1 }),
    createdAt: field.createdAt(),
  },
  books: true,
  read: 'owner-or-staff',
  ownerWrites: ['create', 'delete'],
});
export type GeneratedReportDoc = DocOf<typeof GENERATED_REPORTS.fields>;

/** The longest support chat message, and where its optional image lives in Storage. */
export const SUPPORT_TEXT_MAX = 2000;

/**
 * users/{uid}/supportMessages/{id}: what the customer wrote in the support chat (text, and an
 * image under users/{uid}/support/ in Storage). Staff answers live in supportReplies, written by
 * the replyToSupport function, so a client can never write a message that looks like staff's.
 */
export const SUPPORT_MESSAGES = collection({
  key: 'supportMessages',
  path: 'users/{uid}/supportMessages',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    text: field.string(SUPPORT_TEXT_MAX),
    imagePath: optional(
      field.string(512, { min: 1, pattern: 'users/[A-Za-z0-9_-]{1,128}/support/[^/]{1,200}' }),
    ),
    createdAt: field.createdAt(),
  },
  read: 'owner-or-staff',
  ownerWrites: ['create'],
});
export type SupportMessageDoc = DocOf<typeof SUPPORT_MESSAGES.fields>;

// ---------------------------------------------------------------- server-owned documents

const ENTITY_TOTALS = field.map({
  revenueCents: CENTS,
  expensesCents: CENTS,
  miles: field.int(0, MAX_SAFE_INT),
});
const AGGREGATE_TOTALS = {
  revenueCents: CENTS,
  expensesCents: CENTS,
  netCents: SIGNED_CENTS,
  taxDeductibleCents: CENTS,
  miles: field.int(0, MAX_SAFE_INT),
  settlementCount: field.int(0, MAX_SAFE_INT),
  expenseCount: field.int(0, MAX_SAFE_INT),
  byCategory: field.record('[a-z_]{1,40}', CENTS),
  byEntity: field.record(`(truck|company|owner_operator):${DOCUMENT_ID_PATTERN}`, ENTITY_TOTALS),
  updatedAt: field.updatedAt(),
} as const;

/** users/{uid}/daily/{YYYY-MM-DD}: kept by the aggregate triggers. */
export const DAILY_AGGREGATES = collection({
  key: 'daily',
  path: 'users/{uid}/daily',
  idPattern: '[0-9]{4}-[0-9]{2}-[0-9]{2}',
  fields: { date: field.date(), ...AGGREGATE_TOTALS },
  read: 'owner-or-staff',
  ownerWrites: [],
});
export type DailyAggregateDoc = DocOf<typeof DAILY_AGGREGATES.fields>;

/** users/{uid}/monthly/{YYYY-MM}: kept by the aggregate triggers. */
export const MONTHLY_AGGREGATES = collection({
  key: 'monthly',
  path: 'users/{uid}/monthly',
  idPattern: '[0-9]{4}-[0-9]{2}',
  fields: { month: field.string(7, { min: 7, pattern: '[0-9]{4}-[0-9]{2}' }), ...AGGREGATE_TOTALS },
  read: 'owner-or-staff',
  ownerWrites: [],
});
export type MonthlyAggregateDoc = DocOf<typeof MONTHLY_AGGREGATES.fields>;

export const UPLOAD_STATUSES = ['uploaded', 'processing', 'processed', 'needs_review', 'error'] as const;

/** users/{uid}/uploads/{id}: one uploaded file's processing state; the owner creates, functions update. */
export const UPLOADS = collection({
  key: 'uploads',
  path: 'users/{uid}/uploads',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    fileName: field.string(255, { min: 1 }),
    contentType: field.string(120, { min: 1 }),
    // 0 is allowed so an empty file is tracked and refused with its reason, not lost.
    sizeBytes: field.int(0, MAX_SAFE_INT),
    storagePath: field.string(512, { min: 1 }),
    status: field.enum(UPLOAD_STATUSES),
    settlementId: optional(ENTITY_REF),
    errorMessage: optional(field.string(500)),
    // Written by document processing (processUpload): the file's SHA-256, the upload it repeats,
    // the settlement fields to check by hand, the expenses booked, and a spreadsheet's proposal.
    fileHash: optional(field.string(64, { min: 64, pattern: '[0-9a-f]{64}' })),
    duplicateOf: optional(ENTITY_REF),
    reviewFields: optional(field.list(field.string(40, { min: 1 }), 20)),
    bookedExpenseCount: optional(field.int(0, 1000)),
    importProposal: optional(
      field.map({
        target: field.enum(IMPORT_TARGETS),
        columns: field.list(field.string(80), MAX_IMPORT_COLUMNS),
        // The field each column fills, '' for a column left out (same order as columns).
        mapping: field.list(field.string(40), MAX_IMPORT_COLUMNS),
        rowCount: field.int(0, MAX_SAFE_INT),
      }),
    ),
    createdAt: field.createdAt(),
    updatedAt: field.updatedAt(),
  },
  books: true,
  read: 'owner-or-staff',
  // The owner creates the document before sending the file, and deletes it when that upload is
  // cancelled or fails (or to forget a file); processing writes the rest.
  ownerWrites: ['create', 'delete'],
  serverOnlyKeys: [
    'settlementId',
    'errorMessage',
    'fileHash',
    'duplicateOf',
    'reviewFields',
    'bookedExpenseCount',
    'importProposal',
  ],
});
export type UploadDoc = DocOf<typeof UPLOADS.fields>;

export const NOTIFICATION_KINDS = ['settlement', 'expense', 'billing', 'maintenance', 'system'] as const;

/**
 * users/{uid}/notifications/{id}: the header bell's items, written by functions under deterministic
 * ids. The owner may only mark one read (the `read` key); nothing else of it is the client's.
 */
export const NOTIFICATIONS = collection({
  key: 'notifications',
  path: 'users/{uid}/notifications',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    kind: field.enum(NOTIFICATION_KINDS),
    title: field.string(120, { min: 1 }),
    body: field.string(1000),
    link: optional(field.string(200)),
    read: field.bool(),
    createdAt: field.createdAt(),
    updatedAt: field.updatedAt(),
  },
  read: 'owner-or-staff',
  ownerWrites: ['update'],
  ownerEditableKeys: ['read'],
});
export type NotificationDoc = DocOf<typeof NOTIFICATIONS.fields>;

export const ACTIVITY_TYPES = ['settlement', 'expense', 'report', 'alert', 'other'] as const;
export const ACTIVITY_STATUSES = ['success', 'pending', 'error'] as const;

/** users/{uid}/activity/{id}: the dashboard's Recent Activity, written by functions. */
export const ACTIVITY = collection({
  key: 'activity',
  path: 'users/{uid}/activity',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    type: field.enum(ACTIVITY_TYPES),
    title: field.string(120, { min: 1 }),
    description: field.string(500),
    status: field.enum(ACTIVITY_STATUSES),
    createdAt: field.createdAt(),
  },
  read: 'owner-or-staff',
  ownerWrites: [],
});
export type ActivityDoc = DocOf<typeof ACTIVITY.fields>;

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;

/** payments/{id}: written by the Stripe webhook only; the paying user and admins read them. */
export const PAYMENTS = collection({
  key: 'payments',
  path: 'payments',
  idPattern: DOCUMENT_ID_PATTERN,
  ownerField: 'userId',
  fields: {
    userId: ENTITY_REF,
    amountCents: CENTS,
    currency: field.string(3, { min: 3, pattern: '[a-z]{3}' }),
    status: field.enum(PAYMENT_STATUSES),
    description: field.string(200),
    stripeId: field.string(255, { min: 1 }),
    // The admin list's customer_email and stripe_session_id (admin-area.md §3).
    customerEmail: optional(field.string(254, { min: 3 })),
    stripeSessionId: optional(field.string(255, { min: 1 })),
    createdAt: field.createdAt(),
  },
  read: 'owner-or-staff',
  ownerWrites: [],
});
export type PaymentDoc = DocOf<typeof PAYMENTS.fields>;

/** errorLogs/{id}: crash reports stored by the logError function; admins read them. */
export const ERROR_LOGS = collection({
  key: 'errorLogs',
  path: 'errorLogs',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    message: field.string(2000, { min: 1 }),
    stack: optional(field.string(4000)),
    componentStack: optional(field.string(4000)),
    timestamp: field.string(40),
    userAgent: field.string(1000),
    url: field.string(2000),
    uid: optional(ENTITY_REF),
    createdAt: field.createdAt(),
  },
  read: 'staff',
  ownerWrites: [],
});
export type ErrorLogDoc = DocOf<typeof ERROR_LOGS.fields>;

/**
 * adminNotifications/{id}: the admin dashboard's Notifications tab. Written by functions (a failed
 * payment, a crash report) under deterministic ids, so a retried event writes one; staff read them
 * and mark them read through the markAdminNotificationsRead callable (no client writes here).
 */
export const ADMIN_NOTIFICATIONS = collection({
  key: 'adminNotifications',
  path: 'adminNotifications',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    type: field.enum(ADMIN_NOTIFICATION_TYPES),
    title: field.string(120, { min: 1 }),
    message: field.string(1000),
    status: field.enum(ADMIN_NOTIFICATION_STATUSES),
    priority: field.enum(ADMIN_NOTIFICATION_PRIORITIES),
    // The details shown when a notification is expanded: which payment, account or crash report.
    data: field.map({
      paymentId: optional(field.string(128, { min: 1 })),
      userId: optional(field.string(128, { min: 1 })),
      customerEmail: optional(field.string(254, { min: 3 })),
      errorLogId: optional(field.string(128, { min: 1 })),
      url: optional(field.string(2000)),
    }),
    createdAt: field.createdAt(),
    updatedAt: field.updatedAt(),
  },
  read: 'staff',
  ownerWrites: [],
});
export type AdminNotificationDoc = DocOf<typeof ADMIN_NOTIFICATIONS.fields>;

/** users/{uid}/supportReplies/{id}: staff answers in the support chat, written by replyToSupport. */
export const SUPPORT_REPLIES = collection({
  key: 'supportReplies',
  path: 'users/{uid}/supportReplies',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    text: field.string(SUPPORT_TEXT_MAX, { min: 1 }),
    staffName: field.string(120, { min: 1 }),
    createdAt: field.createdAt(),
  },
  read: 'owner-or-staff',
  ownerWrites: [],
});
export type SupportReplyDoc = DocOf<typeof SUPPORT_REPLIES.fields>;

/**
 * supportThreads/{uid}: one row per customer conversation for Support Management's Live Chat,
 * kept by a trigger on supportMessages and by replyToSupport (awaitingReply flips back).
 */
export const SUPPORT_THREADS = collection({
  key: 'supportThreads',
  path: 'supportThreads',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    customerName: field.string(120),
    customerEmail: field.string(254),
    lastText: field.string(200),
    lastMessageAt: field.timestamp(),
    awaitingReply: field.bool(),
    updatedAt: field.updatedAt(),
  },
  read: 'staff',
  ownerWrites: [],
});
export type SupportThreadDoc = DocOf<typeof SUPPORT_THREADS.fields>;

/**
 * testClients/{uid}: Test Client Management's record of a test account (its profile is
 * users/{uid} with accountType test): status, data generation and what was generated so far.
 * Written by the test-client functions only; staff read it.
 */
export const TEST_CLIENTS = collection({
  key: 'testClients',
  path: 'testClients',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    name: field.string(120, { min: 1 }),
    email: field.string(254, { min: 3 }),
    companyName: field.string(120),
    role: field.enum(REGISTRABLE_ROLES),
    status: field.enum(TEST_CLIENT_STATUSES),
    autoGenerate: field.bool(),
    frequency: field.enum(DATA_FREQUENCIES),
    templateId: optional(field.string(60, { min: 1 })),
    documentCount: field.int(0, MAX_SAFE_INT),
    settlementCount: field.int(0, MAX_SAFE_INT),
    revenueCents: CENTS,
    expensesCents: CENTS,
    lastActivityAt: field.timestamp(),
    createdAt: field.createdAt(),
    updatedAt: field.updatedAt(),
  },
  read: 'staff',
  ownerWrites: [],
});
export type TestClientDoc = DocOf<typeof TEST_CLIENTS.fields>;

/**
 * adminReports/{id}: Reports & Analytics' Recent Reports — each platform report an administrator
 * generated, kept as the CSV it was (like a customer's users/{uid}/reports). Written by the
 * adminPlatformReport function only, from the figures it read; staff read them.
 */
export const ADMIN_REPORTS = collection({
  key: 'adminReports',
  path: 'adminReports',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    name: field.string(160, { min: 1 }),
    kind: field.enum(ADMIN_REPORT_KINDS),
    period: field.enum(ADMIN_REPORT_PERIOD_IDS),
    rangeStart: field.date(),
    rangeEnd: field.date(),
    timeZone: field.string(64, { min: 1 }),
    sizeBytes: field.int(1, 4 * MAX_STORED_REPORT_CHARS),
    content: field.string(MAX_STORED_REPORT_CHARS, { min: 1 }),
    generatedBy: ENTITY_REF,
    createdAt: field.createdAt(),
  },
  read: 'staff',
  ownerWrites: [],
});
export type AdminReportDoc = DocOf<typeof ADMIN_REPORTS.fields>;

/**
 * emailSettings/current: the outgoing-mail (SMTP) settings of Admin Settings → Email Settings.
 * The password is a secret: no client reads this document; admins see it through a function,
 * the password masked.
 */
export const EMAIL_SETTINGS = collection({
  key: 'emailSettings',
  path: 'emailSettings',
  fixedId: 'current',
  idPattern: 'current',
  fields: {
    smtpHost: field.string(253, { min: 1 }),
    smtpPort: field.int(1, 65_535),
    smtpUser: field.string(254),
    smtpPassword: field.string(500),
    fromEmail: field.string(254, { min: 3 }),
    fromName: field.string(100),
    updatedBy: ENTITY_REF,
    updatedAt: field.updatedAt(),
  },
  read: 'nobody',
  ownerWrites: [],
});
export type EmailSettingsDoc = DocOf<typeof EMAIL_SETTINGS.fields>;

/** adminNotificationSettings/current: Admin Settings → Notifications (which alerts staff get). */
export const ADMIN_NOTIFICATION_SETTINGS = collection({
  key: 'adminNotificationSettings',
  path: 'adminNotificationSettings',
  fixedId: 'current',
  idPattern: 'current',
  fields: {
    ...(Object.fromEntries(NOTIFICATION_TOGGLES.map((key) => [key, field.bool()])) as Record<
      (typeof NOTIFICATION_TOGGLES)[number],
      ReturnType<typeof field.bool>
    >),
    updatedBy: ENTITY_REF,
    updatedAt: field.updatedAt(),
  },
  read: 'staff',
  ownerWrites: [],
});
export type AdminNotificationSettingsDoc = DocOf<typeof ADMIN_NOTIFICATION_SETTINGS.fields>;

/**
 * stats/platform: the admin dashboard's figures, recomputed by functions with aggregation queries
 * (count, sum) whenever a profile, an upload or a payment changes.
 */
export const PLATFORM_STATS = collection({
  key: 'platformStats',
  path: 'stats',
  fixedId: 'platform',
  idPattern: 'platform',
  fields: {
    /** Every profile (users/{uid}). */
    users: field.int(0, MAX_SAFE_INT),
    /** Profiles whose subscription is active or in its trial: the accounts in use. */
    activeUsers: field.int(0, MAX_SAFE_INT),
    /** Uploads that document processing turned into a settlement (status processed). */
    documentsProcessed: field.int(0, MAX_SAFE_INT),
    /** The sum of succeeded payments. */
    revenueCents: CENTS,
    updatedAt: field.updatedAt(),
  },
  read: 'staff',
  ownerWrites: [],
});
export type PlatformStatsDoc = DocOf<typeof PLATFORM_STATS.fields>;

// ---------------------------------------------------------------- payments (Stripe), server-owned

const STRIPE_ID = field.string(255, { min: 1 });

/**
 * users/{uid}/billing/subscription: the plan subscription as the Stripe webhook last recorded it.
 * `lastEventCreated` orders events, so a late one never moves the state back.
 */
export const BILLING = collection({
  key: 'billing',
  path: 'users/{uid}/billing',
  fixedId: 'subscription',
  idPattern: 'subscription',
  fields: {
    subscriptionId: STRIPE_ID,
    customerId: STRIPE_ID,
    status: field.enum(STRIPE_SUBSCRIPTION_STATUSES),
    plan: field.enum(PLAN_IDS),
    billingPeriod: optional(field.enum(BILLING_PERIODS)),
    currentPeriodEnd: optional(field.timestamp()),
    cancelAtPeriodEnd: field.bool(),
    lastEventCreated: field.int(0, MAX_SAFE_INT),
    lastEventId: STRIPE_ID,
    updatedAt: field.updatedAt(),
  },
  read: 'owner-or-staff',
  ownerWrites: [],
});
export type BillingDoc = DocOf<typeof BILLING.fields>;

/** stripeEvents/{eventId}: one per processed webhook event, so a redelivery changes nothing. */
export const STRIPE_EVENTS = collection({
  key: 'stripeEvents',
  path: 'stripeEvents',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    type: field.string(100, { min: 1 }),
    created: field.int(0, MAX_SAFE_INT),
    uid: optional(ENTITY_REF),
    processedAt: field.createdAt(),
  },
  read: 'nobody',
  ownerWrites: [],
});
export type StripeEventDoc = DocOf<typeof STRIPE_EVENTS.fields>;

/**
 * stripeCustomers/{uid}: the user's one Stripe customer. The idempotency key is reserved in a
 * transaction before the customer is created, so two concurrent checkouts create one customer.
 */
export const STRIPE_CUSTOMERS = collection({
  key: 'stripeCustomers',
  path: 'stripeCustomers',
  idPattern: DOCUMENT_ID_PATTERN,
  fields: {
    idempotencyKey: field.string(100, { min: 1 }),
    customerId: optional(STRIPE_ID),
    createdAt: field.createdAt(),
    updatedAt: field.updatedAt(),
  },
  read: 'nobody',
  ownerWrites: [],
});
export type StripeCustomerDoc = DocOf<typeof STRIPE_CUSTOMERS.fields>;

/** paymentGateways/stripe: the admin's Stripe keys. No client reads it; admins see masked keys. */
export const PAYMENT_GATEWAY = collection({
  key: 'paymentGateway',
  path: 'paymentGateways',
  fixedId: 'stripe',
  idPattern: 'stripe',
  fields: {
    publishableKey: field.string(255, { min: 4, pattern: 'pk_[A-Za-z0-9_]+' }),
    secretKey: field.string(255, { min: 4, pattern: '(sk|rk)_[A-Za-z0-9_]+' }),
    webhookSecret: optional(field.string(255, { min: 7, pattern: 'whsec_[A-Za-z0-9_]+' })),
    environment: field.enum(GATEWAY_ENVIRONMENTS),
    isActive: field.bool(),
    updatedBy: ENTITY_REF,
    updatedAt: field.updatedAt(),
  },
  read: 'nobody',
  ownerWrites: [],
});
export type PaymentGatewayDoc = DocOf<typeof PAYMENT_GATEWAY.fields>;

const PRODUCT_PRICE = field.map({ productId: STRIPE_ID, priceId: STRIPE_ID });

/** stripeCatalogue/current: the product and price ids Create Products made; checkout sells these. */
export const STRIPE_CATALOGUE = collection({
  key: 'stripeCatalogue',
  path: 'stripeCatalogue',
  fixedId: 'current',
  idPattern: 'current',
  fields: {
    environment: field.enum(GATEWAY_ENVIRONMENTS),
    plans: field.record(
      `(${PLAN_IDS.join('|')})`,
      field.map({ productId: STRIPE_ID, monthlyPriceId: STRIPE_ID, yearlyPriceId: STRIPE_ID }),
    ),
    services: field.record(`(${SERVICE_TYPES.join('|')})`, PRODUCT_PRICE),
    addons: field.record(`(${ADDON_TYPES.join('|')})`, PRODUCT_PRICE),
    updatedAt: field.updatedAt(),
  },
  read: 'nobody',
  ownerWrites: [],
});
export type StripeCatalogueDoc = DocOf<typeof STRIPE_CATALOGUE.fields>;

/** Every collection, in the order firestore.rules lists them. */
export const COLLECTIONS = [
  USERS,
  USER_TAX,
  NOTIFICATION_PREFERENCES,
  SETTLEMENTS,
  EXPENSES,
  TRUCKS,
  COMPANIES,
  DRIVERS,
  MAINTENANCE_ITEMS,
  GENERATED_REPORTS,
  UPLOADS,
  DAILY_AGGREGATES,
  MONTHLY_AGGREGATES,
  NOTIFICATIONS,
  ACTIVITY,
  PAYMENTS,
  BILLING,
  STRIPE_EVENTS,
  STRIPE_CUSTOMERS,
  PAYMENT_GATEWAY,
  STRIPE_CATALOGUE,
  ERROR_LOGS,
  ADMIN_NOTIFICATIONS,
  SUPPORT_MESSAGES,
  SUPPORT_REPLIES,
  SUPPORT_THREADS,
  TEST_CLIENTS,
  ADMIN_REPORTS,
  EMAIL_SETTINGS,
  ADMIN_NOTIFICATION_SETTINGS,
  PLATFORM_STATS,
] as const satisfies readonly CollectionSpec[];

export type Stored<T> = T & { readonly id: string };
export type WriteFor<S extends CollectionSpec> = WriteOf<S['fields']>;
export type DocFor<S extends CollectionSpec> = DocOf<S['fields']>;

/** The path of a collection for one owner, e.g. `users/u1/expenses`. */
export function collectionPath(spec: CollectionSpec, uid: string): string {
  return spec.path.replace('{uid}', uid);
}

/** The path of one document, e.g. `users/u1/expenses/e1`. */
export function documentPath(spec: CollectionSpec, uid: string, id: string): string {
  return `${collectionPath(spec, uid)}/${id}`;
}
