import {
  MalformedEventError,
  PAYMENT_MESSAGES,
  describeStripeEvent,
  isHandledStripeEvent,
  readEventEnvelope,
  type StripeEventEnvelope,
} from '@haulbooks/domain';
import Stripe from 'stripe';
import { stripeWebhooks } from '../stripe-client.js';
import type { PaymentsStore } from '../ports.js';

export interface WebhookRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: the signature is over these bytes, not over parsed JSON. */
  rawBody: Buffer | undefined;
}

export interface WebhookResponse {
  status: number;
  body: Record<string, unknown>;
}

export interface WebhookDeps {
  store: PaymentsStore;
  /** The endpoint's signing secret (whsec_…), or null while none is configured. */
  webhookSecret: () => Promise<string | null>;
  log: (message: string, detail?: unknown) => void;
}

const ok = (body: Record<string, unknown> = {}): WebhookResponse => ({
  status: 200,
  body: { received: true, ...body },
});
const refuse = (status: number, error: string): WebhookResponse => ({ status, body: { error } });

function header(headers: WebhookRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * POST /api/webhooks/stripe. The answers are what Stripe acts on: 2xx means "done, never send
 * this again", anything else means "retry". So a bad signature or an unreadable event is a 400
 * with nothing written; an event type we do not handle is a 200 with nothing written; and any
 * failure while recording is a 500, never a 200 (the Firebase extension's fault), so Stripe
 * retries, and the retry is safe because each event is recorded once (stripeEvents/{id}).
 */
export async function handleStripeWebhook(
  request: WebhookRequest,
  deps: WebhookDeps,
): Promise<WebhookResponse> {
  if (request.method !== 'POST')
    return refuse(405, `Method ${request.method} is not allowed; Stripe sends POST`);
  const signature = header(request.headers, 'stripe-signature');
  if (!signature) return refuse(400, PAYMENT_MESSAGES.noSignature);
  const raw = request.rawBody ?? Buffer.alloc(0);

  let secret: string | null;
  try {
    secret = await deps.webhookSecret();
  } catch (error) {
    deps.log('Could not read the webhook secret', error);
    return refuse(500, PAYMENT_MESSAGES.processingFailed);
  }
  if (!secret) return refuse(503, PAYMENT_MESSAGES.webhookNotConfigured);

  let envelope: StripeEventEnvelope;
  try {
    envelope = readEventEnvelope(stripeWebhooks.constructEvent(raw, signature, secret));
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      return refuse(400, PAYMENT_MESSAGES.badSignature);
    if (error instanceof SyntaxError) return refuse(400, PAYMENT_MESSAGES.notJson);
    if (error instanceof MalformedEventError) return refuse(400, error.message);
    return refuse(400, PAYMENT_MESSAGES.badSignature);
  }
  const type = envelope.type;
  if (!isHandledStripeEvent(type)) return ok({ ignored: `${type} is not handled` });

  try {
    const effect = describeStripeEvent({ ...envelope, type }, await deps.store.catalogue());
    if (effect.kind === 'ignore') return ok({ ignored: effect.reason });
    const uid = effect.uid ?? (effect.customerId ? await deps.store.uidForCustomer(effect.customerId) : null);
    if (!uid) {
      deps.log('A Stripe event names no Haulbooks user; acknowledged without writing', {
        id: envelope.id,
        type,
      });
      return ok({ ignored: 'no Haulbooks user for this customer' });
    }
    const writes = await deps.store.applyEvent(
      { id: envelope.id, type, created: envelope.created },
      uid,
      effect,
    );
    // Also after a duplicate: a claim update that failed last time is repaired by the retry.
    await deps.store.syncRoleClaim(uid);
    return ok({ duplicate: writes.duplicate });
  } catch (error) {
    if (error instanceof MalformedEventError) return refuse(400, error.message);
    deps.log('Could not record a Stripe event', { id: envelope.id, type, error });
    return refuse(500, PAYMENT_MESSAGES.processingFailed);
  }
}
