import { HttpsError } from 'firebase-functions/https';
import { PAYMENT_MESSAGES, validateInOrder } from '@haulbooks/domain';
import type { AnyObject, ObjectSchema } from 'yup';
import { isStripeError, type StripeFactory } from './stripe-client.js';
import type { PaymentsStore } from './ports.js';

/** What a callable knows of its caller (request.auth of onCall). */
export interface CallerAuth {
  uid: string;
  token: { email?: string | undefined; admin?: unknown };
}

/** The I/O every payment handler takes; tests pass the memory store and a client for the local server. */
export interface PaymentsDeps {
  store: PaymentsStore;
  stripe: StripeFactory;
  /** Origins whose pages Stripe may send people back to. */
  allowedOrigins: readonly string[];
  /** A random token (idempotency keys). */
  newKey: () => string;
  now: () => Date;
}

export function requireAdmin(auth: CallerAuth | undefined): CallerAuth {
  if (!auth) throw new HttpsError('unauthenticated', PAYMENT_MESSAGES.signedOutAdmin);
  if (auth.token.admin !== true) throw new HttpsError('permission-denied', PAYMENT_MESSAGES.notAdmin);
  return auth;
}

/** Callable input: a plain object validated in the schema's order, or a specific refusal. */
export function validInput<S extends ObjectSchema<AnyObject>>(schema: S, data: unknown) {
  if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data)))
    throw new HttpsError('invalid-argument', 'Send the request as an object');
  const fields = schema.fields as Record<string, { type?: string } | undefined>;
  for (const [key, value] of Object.entries((data ?? {}) as Record<string, unknown>)) {
    // yup would turn 42 into "42"; a text field given anything else is refused instead.
    if (
      Object.hasOwn(fields, key) &&
      fields[key]?.type === 'string' &&
      value !== undefined &&
      value !== null &&
      typeof value !== 'string'
    )
      throw new HttpsError('invalid-argument', `${key} must be text`);
  }
  // Only the schema's own keys reach yup ("toString" would name an inherited property and crash it).
  const own = Object.fromEntries(
    Object.entries((data ?? {}) as Record<string, unknown>).filter(([key]) => Object.hasOwn(fields, key)),
  );
  const result = validateInOrder(schema, own);
  if (!result.ok) throw new HttpsError('invalid-argument', result.firstError);
  return result.value;
}

/**
 * Stripe's failures as callable errors: a network failure may pass (unavailable, retry); a refusal
 * says Stripe's reason, which names the parameter, never a secret.
 */
export function stripeFailure(error: unknown, fallback: string): HttpsError {
  if (isStripeError(error)) {
    if (
      error.type === 'StripeConnectionError' ||
      error.type === 'StripeAPIError' ||
      error.type === 'StripeRateLimitError'
    )
      return new HttpsError('unavailable', PAYMENT_MESSAGES.stripeUnavailable);
    if (error.type === 'StripeAuthenticationError' || error.type === 'StripePermissionError')
      return new HttpsError('failed-precondition', PAYMENT_MESSAGES.stripeRejected(error.message));
    return new HttpsError('failed-precondition', PAYMENT_MESSAGES.stripeRejected(error.message));
  }
  if (error instanceof HttpsError) return error;
  return new HttpsError('internal', fallback);
}
