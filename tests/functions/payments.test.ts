// The payment functions through the Functions emulator, as the app and Stripe call them: the
// callables with Auth-emulator users, the webhook over HTTP with signed bodies, Firestore on the
// Node server, and Stripe as the local Stripe-like server on STRIPE_API_BASE_URL (set by
// scripts/with-tier1-emulators.mjs). Also measures checkout latency (cold, warm) and webhook
// throughput; the numbers are printed, never asserted.
import { FunctionsError } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import {
  BILLING,
  CALLABLES,
  PAYMENTS,
  PAYMENT_GATEWAY,
  STRIPE_CUSTOMERS,
  STRIPE_EVENTS,
  USERS,
  documentPath,
  type CallableResult,
} from '@haulbooks/domain';
import { createAdminStore } from '../../functions/src/data/admin-store';
import { firestorePaymentsStore } from '../../functions/src/payments/firestore-store';
import { setupCatalogue } from '../../functions/src/payments/gateway/products';
import { stripeFactory } from '../../functions/src/payments/stripe-client';
import { startFakeStripe, type FakeStripe } from '../../functions/src/payments/testing/fake-stripe';
import {
  TEST_PUBLISHABLE_KEY,
  TEST_SECRET_KEY,
  TEST_WEBHOOK_SECRET,
  event,
  subscriptionObject,
} from '../../functions/src/payments/testing/fixture';
import { adminAuth, db, functionUrl, newClient, signedUpClient, type Client } from './emulator-env';

const base = process.env.STRIPE_API_BASE_URL;
const store = createAdminStore(db);
const ORIGIN = 'http://127.0.0.1:5050';
const clients: Client[] = [];
let stripe: FakeStripe;

async function adminClient(): Promise<Client & { uid: string }> {
  const client = await signedUpClient('pay-admin');
  clients.push(client);
  await adminAuth.setCustomUserClaims(client.uid, { admin: true });
  await client.auth.currentUser?.getIdToken(true);
  return client;
}

async function customer(label: string) {
  const client = await signedUpClient(label);
  clients.push(client);
  await client.call(CALLABLES.completeRegistration.name, { name: 'Dana Driver', role: 'company_driver' });
  return client;
}

async function deliver(body: unknown, secret = TEST_WEBHOOK_SECRET) {
  const payload = JSON.stringify(body);
  const response = await fetch(functionUrl('stripeWebhook'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function code(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FunctionsError);
  // The client SDK appends the HTTP status (" [401]") to the server's message.
  return `${(error as FunctionsError).code}: ${(error as FunctionsError).message.replace(/ \[\d+\]$/, '')}`;
}

describe.skipIf(!base)('payments (Functions emulator, Node Firestore server, local Stripe)', () => {
  // Cold starts of the functions on a loaded machine take tens of seconds: generous timeouts.
  beforeAll(async () => {
    stripe = await startFakeStripe({
      port: Number(new URL(base ?? 'http://x:12111').port),
      secretKeys: [TEST_SECRET_KEY],
    });
    // Saved keys and a created catalogue, as an admin leaves them (the first test also runs the callables).
    const payments = firestorePaymentsStore(db, adminAuth);
    await payments.saveGateway({
      publishableKey: TEST_PUBLISHABLE_KEY,
      secretKey: TEST_SECRET_KEY,
      webhookSecret: TEST_WEBHOOK_SECRET,
      environment: 'sandbox',
      isActive: true,
      updatedBy: 'seed',
    });
    const { catalogue } = await setupCatalogue(stripeFactory(stripe.config)(TEST_SECRET_KEY));
    await payments.saveCatalogue({ ...catalogue, environment: 'sandbox' });
  });
  afterAll(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()));
    await stripe?.stop();
  });

  it('admin functions refuse a signed-out caller and a customer; an admin saves keys, which no reply carries', async () => {
    const anonymous = newClient();
    clients.push(anonymous);
    expect(await code(anonymous.call(CALLABLES.getPaymentGateway.name, null))).toBe(
      'functions/unauthenticated: Sign in as an administrator.',
    );
    const someone = await customer('pay-nonadmin');
    expect(await code(someone.call(CALLABLES.setupStripeProducts.name, null))).toMatch(
      /^functions\/permission-denied/,
    );

    const admin = await adminClient();
    expect(await code(admin.call(CALLABLES.savePaymentGateway.name, { publishableKey: 'pk_test_1' }))).toBe(
      'functions/invalid-argument: Publishable key and secret key are required',
    );
    const saved = await admin.call<CallableResult<'savePaymentGateway'>>(CALLABLES.savePaymentGateway.name, {
      publishableKey: TEST_PUBLISHABLE_KEY,
      secretKey: TEST_SECRET_KEY,
      webhookSecret: TEST_WEBHOOK_SECRET,
      environment: 'sandbox',
    });
    expect(saved.secretKey).toBe('sk_test_••••••••••••••1234');
    expect(JSON.stringify(saved)).not.toContain(TEST_SECRET_KEY);
    expect((await store.collection(PAYMENT_GATEWAY, '').get('stripe'))?.secretKey).toBe(TEST_SECRET_KEY);

    const products = await admin.call<CallableResult<'setupStripeProducts'>>(
      CALLABLES.setupStripeProducts.name,
      null,
    );
    expect(products).toEqual({ success: true, created: 0, reused: 11 });
    const test = await admin.call<CallableResult<'testStripeConnection'>>(
      CALLABLES.testStripeConnection.name,
      {},
    );
    expect(test).toMatchObject({
      success: true,
      connection: 'success',
      products: 'success',
      webhooks: 'error',
    });
  }, 120_000);

  it('checkout: one customer, a session on the catalogue price; cold and warm latency', async () => {
    const client = await customer('pay-checkout');
    const input = {
      mode: 'subscription',
      metadata: { role: 'company_driver', billingPeriod: 'monthly' },
      successUrl: `${ORIGIN}/payment/success`,
      cancelUrl: `${ORIGIN}/payment/cancel`,
    };
    const timings: number[] = [];
    let last: CallableResult<'createCheckoutSession'> | undefined;
    for (let i = 0; i < 6; i += 1) {
      const started = performance.now();
      last = await client.call<CallableResult<'createCheckoutSession'>>(
        CALLABLES.createCheckoutSession.name,
        {
          ...input,
          // A different address each time, so the idempotency key does not replay the first session.
          successUrl: `${ORIGIN}/payment/success?try=${i}`,
        },
      );
      timings.push(performance.now() - started);
    }
    const warm = timings.slice(1).sort((a, b) => a - b);
    console.log(
      `bench: createCheckoutSession (Functions emulator → local Stripe) first call ${timings[0]?.toFixed(0)} ms, warm median ${warm[Math.floor(warm.length / 2)]?.toFixed(0)} ms over ${warm.length}`,
    );
    expect(last?.url).toMatch(/^http:\/\/127\.0\.0\.1:12111\/checkout\/pay\/cs_test_/);
    const record = await store.collection(STRIPE_CUSTOMERS, '').get(client.uid);
    expect(record?.customerId).toMatch(/^cus_/);
    expect(
      [...stripe.customers.values()].filter((c) => (c.metadata as { uid?: string }).uid === client.uid),
    ).toHaveLength(1);
    expect(
      await code(
        client.call(CALLABLES.createCheckoutSession.name, {
          mode: 'payment',
          metadata: { serviceType: 'car_wash' },
        }),
      ),
    ).toBe('functions/invalid-argument: Invalid service type');
    const anonymous = newClient();
    clients.push(anonymous);
    expect(await code(anonymous.call(CALLABLES.createCheckoutSession.name, input))).toBe(
      'functions/unauthenticated: Sign in to check out.',
    );
  }, 120_000);

  it('webhook: signature, once per event, the subscription on the profile and the role claim', async () => {
    const client = await customer('pay-webhook');
    const session = await client.call<CallableResult<'createCheckoutSession'>>(
      CALLABLES.createCheckoutSession.name,
      {
        mode: 'payment',
        metadata: { serviceType: 'tax_preparation' },
        successUrl: `${ORIGIN}/payment/success`,
        cancelUrl: `${ORIGIN}/payment/cancel`,
      },
    );
    const created = stripe.sessions.get(session.sessionId) ?? {};
    const completed = event('checkout.session.completed', {
      ...created,
      payment_status: 'paid',
      status: 'complete',
      customer_details: { email: 'dana@example.com' },
    });

    expect((await deliver(completed, 'whsec_wrong')).status).toBe(400);
    expect((await db.doc(documentPath(STRIPE_EVENTS, '', completed.id)).get()).exists).toBe(false);
    for (let i = 0; i < 3; i += 1) expect((await deliver(completed)).status).toBe(200);
    const payments = await db
      .collection(PAYMENTS.path)
      .where('stripeSessionId', '==', session.sessionId)
      .get();
    expect(
      payments.docs.map((d) => [
        d.get('userId'),
        d.get('amountCents'),
        d.get('status'),
        d.get('customerEmail'),
      ]),
    ).toEqual([[client.uid, 29999, 'succeeded', 'dana@example.com']]);

    const customerId = String(created.customer);
    const sub = (status: string, created: number) =>
      event(
        'customer.subscription.updated',
        subscriptionObject({
          id: 'sub_1',
          customer: customerId,
          status,
          uid: client.uid,
          planId: 'fleet_manager',
          billingPeriod: 'monthly',
        }),
        created,
      );
    expect((await deliver(sub('past_due', 2_000))).status).toBe(200);
    expect((await deliver(sub('active', 1_000))).status).toBe(200); // late, older
    const profile = await store.collection(USERS, client.uid).get(client.uid);
    expect(profile).toMatchObject({
      plan: 'fleet_manager',
      subscriptionStatus: 'past_due',
      role: 'fleet_manager',
    });
    expect((await store.collection(BILLING, client.uid).get('subscription'))?.status).toBe('past_due');
    expect((await adminAuth.getUser(client.uid)).customClaims?.role).toBe('fleet_manager');
  }, 120_000);

  it('webhook throughput: 1,000 signed events (500 checkouts, each delivered twice) make 500 payments', async () => {
    const client = await customer('pay-burst');
    const uid = client.uid;
    const events = Array.from({ length: 500 }, (_, i) =>
      event('checkout.session.completed', {
        id: `cs_test_burst_${uid}_${i}`,
        object: 'checkout.session',
        mode: 'payment',
        amount_total: 999,
        currency: 'usd',
        client_reference_id: uid,
        payment_status: 'paid',
        metadata: { uid, kind: 'service', itemName: 'Document Processing' },
      }),
    );
    // Each event twice, the copy after the first delivery of all (the Node server does not isolate
    // concurrent transactions; the real emulator and Firestore do).
    const deliveries = [...events, ...events];
    const started = performance.now();
    const statuses: number[] = [];
    const CONCURRENCY = 8;
    for (let i = 0; i < deliveries.length; i += CONCURRENCY) {
      const batch = await Promise.all(deliveries.slice(i, i + CONCURRENCY).map((e) => deliver(e)));
      statuses.push(...batch.map((r) => r.status));
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `bench: stripeWebhook ${deliveries.length} signed events in ${seconds.toFixed(1)} s (${(deliveries.length / seconds).toFixed(0)} events/s, ${CONCURRENCY} at a time)`,
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const count = (await db.collection(PAYMENTS.path).where('userId', '==', uid).count().get()).data().count;
    expect(count).toBe(500);
  }, 300_000);
});
