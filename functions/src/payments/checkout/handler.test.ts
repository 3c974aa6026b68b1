import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/https';
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES } from '@haulbooks/domain';
import { handleCreateCheckoutSession } from './handler.js';
import { APP_ORIGIN, paymentsFixture, type PaymentsFixture } from '../testing/fixture.js';

const caller = { uid: 'user_1', token: { email: 'dana@example.com' } };

async function refusal(promise: Promise<unknown>): Promise<HttpsError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpsError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

let fx: PaymentsFixture;
afterEach(async () => {
  await fx.stop();
});

describe('createCheckoutSession against the local Stripe server', () => {
  beforeEach(async () => {
    fx = await paymentsFixture();
  });

  it('creates a subscription session for a plan: customer, metadata, return addresses, the catalogue price', async () => {
    const result = await handleCreateCheckoutSession(
      caller,
      { mode: 'subscription', metadata: { role: 'owner_operator', billingPeriod: 'yearly' } },
      APP_ORIGIN,
      fx.deps,
    );
    const session = fx.server.sessions.get(result.sessionId);
    expect(result.url).toBe(session?.url);
    const yearly = fx.store.catalogueDoc?.plans.owner_operator?.yearlyPriceId;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: 'user_1',
      amount_total: 99990,
      line_items: [{ price: yearly, quantity: '1' }],
      metadata: {
        uid: 'user_1',
        kind: 'plan',
        planId: 'owner_operator',
        billingPeriod: 'yearly',
        itemName: 'Owner Operator',
      },
      subscription_data: { metadata: { uid: 'user_1', planId: 'owner_operator', billingPeriod: 'yearly' } },
      success_url: `${APP_ORIGIN}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP_ORIGIN}/payment/cancel`,
    });
    const customer = fx.server.customers.get(String(session?.customer));
    expect(customer).toMatchObject({ email: 'dana@example.com', metadata: { uid: 'user_1' } });
    const request = fx.server.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(request?.idempotencyKey).toMatch(/^checkout-[0-9a-f]{40}$/);
  });

  it('sells services (payment mode) and add-ons (subscription mode) at their cent amounts', async () => {
    const service = await handleCreateCheckoutSession(
      caller,
      { mode: 'payment', metadata: { serviceType: 'document_processing' } },
      APP_ORIGIN,
      fx.deps,
    );
    const addon = await handleCreateCheckoutSession(
      caller,
      { mode: 'subscription', metadata: { addonType: 'priority_support' } },
      APP_ORIGIN,
      fx.deps,
    );
    expect(fx.server.sessions.get(service.sessionId)).toMatchObject({
      mode: 'payment',
      amount_total: 9999,
      metadata: { serviceType: 'document_processing' },
    });
    expect(fx.server.sessions.get(addon.sessionId)).toMatchObject({
      mode: 'subscription',
      amount_total: 2999,
      metadata: { addonType: 'priority_support' },
    });
  });

  it('keeps one Stripe customer per user, also under two concurrent first checkouts', async () => {
    const input = (period: string) => ({
      mode: 'subscription',
      metadata: { role: 'company_driver', billingPeriod: period },
    });
    const [a, b] = await Promise.all([
      handleCreateCheckoutSession(caller, input('monthly'), APP_ORIGIN, fx.deps),
      handleCreateCheckoutSession(caller, input('yearly'), APP_ORIGIN, fx.deps),
    ]);
    await handleCreateCheckoutSession(
      caller,
      { mode: 'payment', metadata: { serviceType: 'tax_preparation' } },
      APP_ORIGIN,
      fx.deps,
    );
    expect(fx.server.customers.size).toBe(1);
    expect(fx.server.sessions.get(a.sessionId)?.customer).toBe(fx.server.sessions.get(b.sessionId)?.customer);
    const other = await handleCreateCheckoutSession(
      { uid: 'user_2', token: { email: 'eve@example.com' } },
      input('monthly'),
      APP_ORIGIN,
      fx.deps,
    );
    expect(fx.server.sessions.get(other.sessionId)?.customer).not.toBe(
      fx.server.sessions.get(a.sessionId)?.customer,
    );
    expect(fx.server.customers.size).toBe(2);
  });

  it('refuses a second plan subscription while one is live (plan changes go through the portal)', async () => {
    fx.store.billing.set('user_1', {
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      planId: 'driver',
      billingPeriod: 'monthly',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      lastEventCreated: 1,
      lastEventId: 'evt_1',
    });
    const error = await refusal(
      handleCreateCheckoutSession(
        caller,
        { mode: 'subscription', metadata: { role: 'fleet_manager' } },
        APP_ORIGIN,
        fx.deps,
      ),
    );
    expect([error.code, error.message]).toEqual(['failed-precondition', PAYMENT_MESSAGES.alreadySubscribed]);
    // Services and add-ons are still sold.
    await handleCreateCheckoutSession(
      caller,
      { mode: 'payment', metadata: { serviceType: 'tax_preparation' } },
      APP_ORIGIN,
      fx.deps,
    );
    const live = fx.store.billing.get('user_1');
    if (live) fx.store.billing.set('user_1', { ...live, status: 'canceled' });
    await handleCreateCheckoutSession(
      caller,
      { mode: 'subscription', metadata: { role: 'fleet_manager' } },
      APP_ORIGIN,
      fx.deps,
    );
    expect(fx.server.sessions.size).toBe(2);
  });

  it('finds the customer an earlier, failed call created instead of creating a second (idempotency keys expire)', async () => {
    // The earlier call reserved a key and created the customer, then failed before recording it;
    // a day later Stripe no longer knows the key.
    fx.store.customers.set('user_1', { idempotencyKey: 'customer-user_1-expired' });
    const earlier = await fx.stripe.customers.create({
      email: 'dana@example.com',
      metadata: { uid: 'user_1' },
    });
    await fx.stripe.customers.create({ email: 'dana@example.com', metadata: { uid: 'someone_else' } });
    const result = await handleCreateCheckoutSession(
      caller,
      { mode: 'payment', metadata: { serviceType: 'tax_preparation' } },
      APP_ORIGIN,
      fx.deps,
    );
    expect(fx.server.sessions.get(result.sessionId)?.customer).toBe(earlier.id);
    expect(fx.server.customers.size).toBe(2);
    expect(await fx.store.customerOf('user_1')).toBe(earlier.id);
  });

  it('a double click gets the same session (idempotency key)', async () => {
    const input = { mode: 'payment', metadata: { serviceType: 'tax_preparation' } };
    const [a, b] = await Promise.all([
      handleCreateCheckoutSession(caller, input, APP_ORIGIN, fx.deps),
      handleCreateCheckoutSession(caller, input, APP_ORIGIN, fx.deps),
    ]);
    expect(a.sessionId).toBe(b.sessionId);
    expect(fx.server.sessions.size).toBe(1);
  });

  it.each([
    [
      { mode: 'payment', metadata: { serviceType: 'car_wash' } },
      'invalid-argument',
      CHECKOUT_MESSAGES.invalidService,
    ],
    [
      { mode: 'subscription', metadata: { addonType: 'extra_truck' } },
      'invalid-argument',
      CHECKOUT_MESSAGES.invalidAddon,
    ],
    [
      { mode: 'subscription', metadata: { role: 'admin' } },
      'invalid-argument',
      CHECKOUT_MESSAGES.invalidPlan,
    ],
    [
      { mode: 'subscription', metadata: { role: 'company_driver', billingPeriod: 'weekly' } },
      'invalid-argument',
      CHECKOUT_MESSAGES.invalidBillingPeriod,
    ],
    [{ mode: 'gift', metadata: {} }, 'invalid-argument', CHECKOUT_MESSAGES.invalidMode],
    [{ mode: 'payment', metadata: {} }, 'invalid-argument', CHECKOUT_MESSAGES.missingItem],
    [
      { priceId: 'price_1Other', mode: 'payment', metadata: { serviceType: 'tax_preparation' } },
      'invalid-argument',
      CHECKOUT_MESSAGES.priceMismatch,
    ],
    [
      {
        mode: 'payment',
        successUrl: 'https://evil.example/steal',
        metadata: { serviceType: 'tax_preparation' },
      },
      'invalid-argument',
      PAYMENT_MESSAGES.returnUrlOffSite,
    ],
    [[1, 2], 'invalid-argument', CHECKOUT_MESSAGES.missingItem],
    [null, 'invalid-argument', CHECKOUT_MESSAGES.missingItem],
  ])('refuses %j with %s "%s" and creates nothing in Stripe', async (input, code, message) => {
    const before = fx.server.requests.length;
    const error = await refusal(handleCreateCheckoutSession(caller, input, APP_ORIGIN, fx.deps));
    expect([error.code, error.message]).toEqual([code, message]);
    expect(fx.server.requests.length).toBe(before);
  });

  it('refuses a signed-out caller and an account without e-mail', async () => {
    const input = { mode: 'payment', metadata: { serviceType: 'tax_preparation' } };
    const signedOut = await refusal(handleCreateCheckoutSession(undefined, input, APP_ORIGIN, fx.deps));
    expect([signedOut.code, signedOut.message]).toEqual(['unauthenticated', PAYMENT_MESSAGES.signedOut]);
    const noEmail = await refusal(
      handleCreateCheckoutSession({ uid: 'u', token: {} }, input, APP_ORIGIN, fx.deps),
    );
    expect(noEmail.code).toBe('failed-precondition');
  });

  it('says Stripe could not be reached (unavailable) when Stripe fails, without recording a session', async () => {
    fx.server.failNext('POST', '/v1/checkout/sessions', 500);
    fx.server.failNext('POST', '/v1/checkout/sessions', 500);
    fx.server.failNext('POST', '/v1/checkout/sessions', 500);
    const error = await refusal(
      handleCreateCheckoutSession(
        caller,
        { mode: 'payment', metadata: { serviceType: 'tax_preparation' } },
        APP_ORIGIN,
        fx.deps,
      ),
    );
    expect([error.code, error.message]).toEqual(['unavailable', PAYMENT_MESSAGES.stripeUnavailable]);
    expect(fx.server.sessions.size).toBe(0);
  });
});

describe('createCheckoutSession before Create Products', () => {
  it('refuses every plan with the spec message while the price ids are placeholders', async () => {
    fx = await paymentsFixture({ configured: false });
    const error = await refusal(
      handleCreateCheckoutSession(
        caller,
        {
          priceId: 'price_driver_monthly',
          mode: 'subscription',
          metadata: { role: 'company_driver', billingPeriod: 'monthly' },
        },
        APP_ORIGIN,
        fx.deps,
      ),
    );
    expect([error.code, error.message]).toEqual([
      'failed-precondition',
      'Stripe products not configured. Please contact administrator.',
    ]);
    expect(fx.server.requests).toEqual([]);
  });
});
