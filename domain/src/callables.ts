import type { AnyObject, ObjectSchema } from 'yup';
import type { RegistrableRole } from './auth/roles.js';
import { completeRegistrationSchema } from './schemas/auth.js';
import { markAdminNotificationsReadSchema } from './admin/admin-notifications.js';
import { deleteUsersSchema, setUserSuspendedSchema } from './admin/user-admin.js';
import { replyToSupportSchema } from './support/chat.js';
import { generateTestClientDataSchema, setTestClientStatusSchema } from './admin/test-clients.js';
import { sendTestEmailSchema, type EmailSettingsView } from './admin/platform-settings.js';
import { checkoutRequestSchema } from './catalogue/checkout.js';
import { adminPlatformReportSchema } from './admin-reports/schema.js';
import type { AdminPlatformReport } from './admin-reports/report.js';
import {
  createUserSchema,
  notificationSettingsSchema,
  paymentGatewaySchema,
  smtpSettingsSchema,
  testClientSchema,
} from './schemas/admin.js';
import { confirmImportSchema, type ConfirmImportResult } from './uploads/confirm-import.js';
import {
  connectionTestSchema,
  portalRequestSchema,
  type CheckoutSessionResult,
  type ConnectionTestResult,
  type GatewaySettingsView,
  type PortalLinkResult,
  type ProductSetupResult,
} from './payments/requests.js';

/**
 * Every callable Cloud Function, named once: the web app binds `httpsCallable` to `name` and the
 * function validates its input with `input` (validateInOrder), so the two sides cannot drift.
 */
export interface CallableSpec<Name extends string, Input extends ObjectSchema<AnyObject> | null, Result> {
  readonly name: Name;
  /** The input schema; null for a callable that takes no input. */
  readonly input: Input;
  /** Type-level only: what the callable answers. Never set at run time. */
  readonly result?: Result;
}

/** Fixes the result type; name and schema are inferred. */
function callable<Result>() {
  return <const Name extends string, Input extends ObjectSchema<AnyObject> | null>(
    name: Name,
    input: Input,
  ): CallableSpec<Name, Input, Result> => ({ name, input });
}

/** Every entry's key is its name, checked by the compiler. */
function defineCallables<
  const T extends { [K in keyof T]: CallableSpec<K & string, ObjectSchema<AnyObject> | null, unknown> },
>(callables: T): T {
  return callables;
}

export const CALLABLES = defineCallables({
  completeRegistration: callable<{ role: RegistrableRole }>()(
    'completeRegistration',
    completeRegistrationSchema,
  ),
  /** Signs the caller out on every device: revokes their refresh tokens. */
  revokeSessions: callable<{ revokedAt: string }>()('revokeSessions', null),
  /** A Stripe Checkout session for a plan, a service or an add-on of the catalogue. */
  createCheckoutSession: callable<CheckoutSessionResult>()('createCheckoutSession', checkoutRequestSchema),
  /** A Stripe Billing Portal session for the caller's customer. */
  createPortalLink: callable<PortalLinkResult>()('createPortalLink', portalRequestSchema),
  /** Admin: the saved gateway, keys masked. */
  getPaymentGateway: callable<GatewaySettingsView>()('getPaymentGateway', null),
  /** Admin: saves the keys (secrets to a server-only document). */
  savePaymentGateway: callable<GatewaySettingsView>()('savePaymentGateway', paymentGatewaySchema),
  /** Admin: connection, products and webhook endpoints of a secret key. */
  testStripeConnection: callable<ConnectionTestResult>()('testStripeConnection', connectionTestSchema),
  /** Admin: creates the catalogue's products and prices (by lookup key) and records their ids. */
  setupStripeProducts: callable<ProductSetupResult>()('setupStripeProducts', null),
  /** Imports a CSV or Excel upload's rows with the column mapping the person confirmed. */
  confirmImport: callable<ConfirmImportResult>()('confirmImport', confirmImportSchema),
  /** Admin: marks admin notifications read, by id or all unread ones. */
  markAdminNotificationsRead: callable<{ marked: number }>()(
    'markAdminNotificationsRead',
    markAdminNotificationsReadSchema,
  ),
  /** Admin: creates a client account (Auth user, profile, role claim). */
  adminCreateUser: callable<{ uid: string }>()('adminCreateUser', createUserSchema),
  /** Admin: suspends (disables sign-in, ends sessions) or reactivates an account. */
  adminSetUserSuspended: callable<{ uid: string; suspended: boolean }>()(
    'adminSetUserSuspended',
    setUserSuspendedSchema,
  ),
  /** Admin: deletes accounts with everything under users/{uid}. */
  adminDeleteUsers: callable<{ deleted: string[]; failed: { uid: string; reason: string }[] }>()(
    'adminDeleteUsers',
    deleteUsersSchema,
  ),
  /** Staff: answers a customer in the support chat. */
  replyToSupport: callable<{ replyId: string }>()('replyToSupport', replyToSupportSchema),
  /** Admin: a test account with its record and, with a template, a month of generated books. */
  createTestClient: callable<{ uid: string }>()('createTestClient', testClientSchema),
  /** Admin: one Generate Data action for a test client. */
  generateTestClientData: callable<{
    documents: number;
    settlements: number;
    revenueCents: number;
    expensesCents: number;
  }>()('generateTestClientData', generateTestClientDataSchema),
  /** Admin: pauses or activates a test client. */
  setTestClientStatus: callable<{ uid: string; status: 'active' | 'paused' }>()(
    'setTestClientStatus',
    setTestClientStatusSchema,
  ),
  /** Admin: the SMTP settings, the password only said to exist. */
  getEmailSettings: callable<EmailSettingsView | null>()('getEmailSettings', null),
  /** Admin: saves the SMTP settings (a blank password keeps the saved one). */
  saveEmailSettings: callable<EmailSettingsView>()('saveEmailSettings', smtpSettingsSchema),
  /** Admin: sends a test e-mail through the saved SMTP settings. */
  sendTestEmail: callable<{ to: string; messageId: string }>()('sendTestEmail', sendTestEmailSchema),
  /** Admin: saves which alerts staff get. */
  saveAdminNotificationSettings: callable<{ saved: true }>()(
    'saveAdminNotificationSettings',
    notificationSettingsSchema,
  ),
  /** Admin: Reports & Analytics' figures for a period; with `keep`, the report is saved to Recent Reports. */
  adminPlatformReport: callable<AdminPlatformReport & { kept: { id: string; name: string } | null }>()(
    'adminPlatformReport',
    adminPlatformReportSchema,
  ),
});

export type CallableName = keyof typeof CALLABLES;
type SpecOf<N extends CallableName> = (typeof CALLABLES)[N];

/** What the callable takes: the schema's output type, or void when it takes nothing. */
export type CallableInput<N extends CallableName> =
  SpecOf<N> extends CallableSpec<N, infer Input, unknown>
    ? Input extends ObjectSchema<infer Value>
      ? Value
      : undefined
    : never;

export type CallableResult<N extends CallableName> =
  SpecOf<N> extends CallableSpec<N, ObjectSchema<AnyObject> | null, infer Result> ? Result : never;
