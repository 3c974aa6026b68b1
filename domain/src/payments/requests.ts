import { object, string } from 'yup';
import { GATEWAY_ENVIRONMENTS, type GatewayEnvironment } from '../schemas/admin.js';
import { GATEWAY_MESSAGES } from '../messages/admin.js';
import type { CheckStatus } from '../admin/lists.js';

/** Messages of the payment functions that the spec does not word. */
export const PAYMENT_MESSAGES = {
  signedOut: 'Sign in to check out.',
  signedOutPortal: 'Sign in to manage your billing.',
  signedOutAdmin: 'Sign in as an administrator.',
  notAdmin: 'Only an administrator can manage the payment gateway.',
  noEmail: 'Your account has no e-mail address, which Stripe needs for receipts.',
  returnUrlOffSite: 'Return addresses must be pages of this site',
  noBillingAccount: 'There is no billing account yet: subscribe to a plan first.',
  alreadySubscribed:
    'You already have a plan subscription: change it with Manage billing on the Billing page.',
  stripeUnavailable: 'Stripe could not be reached. Please try again.',
  stripeRejected: (message: string) => `Stripe refused the request: ${message}`,
  notJson: 'The request body is not valid JSON.',
  badSignature: 'The Stripe signature does not match this body.',
  noSignature: 'The Stripe-Signature header is missing.',
  webhookNotConfigured: 'The Stripe webhook secret is not configured.',
  processingFailed: 'The event could not be processed; Stripe will retry it.',
} as const;

/** createPortalLink({ returnUrl }): where Stripe's Billing Portal sends the user back. */
export const portalRequestSchema = object({
  returnUrl: string()
    .trim()
    .required('Give the page to return to')
    .max(2000, 'The return address is too long'),
});

/**
 * testStripeConnection: the secret key typed in the form, or blank to test the saved one (the
 * form never receives a saved secret, only its masked form).
 */
export const connectionTestSchema = object({
  secretKey: string()
    .trim()
    .default('')
    .test('sk', GATEWAY_MESSAGES.secretFormat, (v) => !v || /^(sk|rk)_/.test(v)),
  environment: string<GatewayEnvironment>()
    .oneOf([...GATEWAY_ENVIRONMENTS], GATEWAY_MESSAGES.environmentInvalid)
    .default('sandbox'),
});

export interface ConnectionTestResult {
  success: boolean;
  error: string | null;
  connection: CheckStatus;
  products: CheckStatus;
  webhooks: CheckStatus;
  productsCount: number | null;
  webhooksCount: number | null;
}

/** What an admin sees of the saved gateway: masked keys only. */
export interface GatewaySettingsView {
  configured: boolean;
  publishableKey: string;
  secretKey: string;
  webhookSecret: string;
  environment: GatewayEnvironment;
  updatedAt: string | null;
  /** Create Products has run for this environment: checkout can sell. */
  productsReady: boolean;
}

export interface ProductSetupResult {
  success: true;
  created: number;
  reused: number;
}

export interface CheckoutSessionResult {
  sessionId: string;
  url: string;
}

export interface PortalLinkResult {
  url: string;
}

/** Stripe's test card (customer-app.md §2 /test/stripe). */
export const STRIPE_TEST_CARD = '4242 4242 4242 4242';

/** Return addresses: the app's own pages only (an open redirect through Stripe is still one). */
export function isAllowedReturnUrl(value: string, allowedOrigins: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && allowedOrigins.includes(url.origin);
  } catch {
    return false;
  }
}

/** Adds Stripe's {CHECKOUT_SESSION_ID} template to the success address, so the page can find the purchase. */
export function successUrlWithSession(successUrl: string): string {
  if (successUrl.includes('{CHECKOUT_SESSION_ID}')) return successUrl;
  const url = new URL(successUrl);
  url.searchParams.delete('session_id');
  const sep = url.search ? '&' : '?';
  return `${url.toString()}${sep}session_id={CHECKOUT_SESSION_ID}`;
}
