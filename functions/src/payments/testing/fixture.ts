// One place that wires the payment handlers to the local Stripe server and the memory store.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { PaymentsDeps } from '../common.js';
import { stripeFactory } from '../stripe-client.js';
import { setupCatalogue } from '../gateway/products.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe.js';
import { MemoryPaymentsStore } from './memory-store.js';

export const TEST_SECRET_KEY = 'sk_test_haulbooksLocal1234';
export const TEST_PUBLISHABLE_KEY = 'pk_test_haulbooksLocal5678';
export const TEST_WEBHOOK_SECRET = 'whsec_haulbooksLocalSigning';
export const APP_ORIGIN = 'http://127.0.0.1:5050';

export interface PaymentsFixture {
  server: FakeStripe;
  store: MemoryPaymentsStore;
  deps: PaymentsDeps;
  stripe: Stripe;
  stop(): Promise<void>;
}

/** A running local Stripe, a memory store and, unless `configured: false`, saved keys and catalogue. */
export async function paymentsFixture(
  options: { configured?: boolean; delayMs?: number } = {},
): Promise<PaymentsFixture> {
  const server = await startFakeStripe({
    secretKeys: [TEST_SECRET_KEY],
    ...(options.delayMs ? { delayMs: options.delayMs } : {}),
  });
  const factory = stripeFactory(server.config);
  const store = new MemoryPaymentsStore();
  const deps: PaymentsDeps = {
    store,
    stripe: factory,
    allowedOrigins: [APP_ORIGIN],
    newKey: randomUUID,
    now: () => new Date(),
  };
  const stripe = factory(TEST_SECRET_KEY);
  if (options.configured !== false) {
    await store.saveGateway({
      publishableKey: TEST_PUBLISHABLE_KEY,
      secretKey: TEST_SECRET_KEY,
      webhookSecret: TEST_WEBHOOK_SECRET,
      environment: 'sandbox',
      isActive: true,
      updatedBy: 'admin-1',
    });
    const { catalogue } = await setupCatalogue(stripe);
    await store.saveCatalogue({ ...catalogue, environment: 'sandbox' });
  }
  return { server, store, deps, stripe, stop: () => server.stop() };
}

/** A body and Stripe-Signature header as Stripe would send them (the SDK's own test signer). */
export function signedDelivery(event: unknown, secret = TEST_WEBHOOK_SECRET) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { rawBody: Buffer.from(payload), headers: { 'stripe-signature': signature } };
}

let counter = 0;
export function eventId(): string {
  counter += 1;
  return `evt_test_${counter}_${randomUUID().slice(0, 8)}`;
}

export function event(
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
) {
  return {
    id: eventId(),
    object: 'event',
    type,
    created,
    livemode: false,
    api_version: '2025-10-29',
    data: { object },
  };
}

export function subscriptionObject(options: {
  id: string;
  customer: string;
  status: string;
  uid?: string;
  planId?: string;
  billingPeriod?: string;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
}) {
  return {
    id: options.id,
    object: 'subscription',
    customer: options.customer,
    status: options.status,
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    metadata: {
      ...(options.uid ? { uid: options.uid, kind: 'plan' } : {}),
      ...(options.planId ? { planId: options.planId } : {}),
      ...(options.billingPeriod ? { billingPeriod: options.billingPeriod } : {}),
    },
    items: { object: 'list', data: [{ id: 'si_1', current_period_end: options.periodEnd ?? 1_900_000_000 }] },
  };
}
