// The one place a Stripe client is made. Where the API lives comes from configuration, so tests
// (and the local stack) point the real SDK at a local server that answers like Stripe.
import Stripe from 'stripe';

export interface StripeApiConfig {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/**
 * STRIPE_API_BASE_URL (e.g. http://127.0.0.1:12111) overrides api.stripe.com. Read at cold
 * start; a malformed value stops the function loudly instead of sending keys somewhere unknown.
 */
export function stripeApiConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StripeApiConfig {
  const raw = env.STRIPE_API_BASE_URL?.trim();
  if (!raw) return {};
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`STRIPE_API_BASE_URL must be a URL such as http://127.0.0.1:12111, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`STRIPE_API_BASE_URL must use http or https, got "${raw}"`);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

export type StripeFactory = (secretKey: string) => Stripe;

export function stripeFactory(config: StripeApiConfig): StripeFactory {
  return (secretKey) =>
    new Stripe(secretKey, {
      ...config,
      // Two retries with Stripe's backoff; POSTs carry idempotency keys, so a retry never doubles.
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
}

/** Signature checks need no key; a client without one is enough for `webhooks`. */
export const stripeWebhooks = new Stripe('sk_unused_for_webhook_verification').webhooks;

/** Stripe's own error, with the message it gave (shown to admins; never secrets). */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

export { Stripe };
