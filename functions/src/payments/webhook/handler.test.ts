import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@haulbooks/domain';
import { handleStripeWebhook, type WebhookDeps } from './handler.js';
import { MemoryPaymentsStore } from '../testing/memory-store.js';
import { TEST_WEBHOOK_SECRET, event, signedDelivery, subscriptionObject } from '../testing/fixture.js';

const UID = 'user_1';
const CUSTOMER = 'cus_1Abc';

function setup() {
  const store = new MemoryPaymentsStore();
  store.customers.set(UID, { idempotencyKey: 'k', customerId: CUSTOMER });
  store.profiles.set(UID, { role: 'company_driver', plan: 'driver', subscriptionStatus: 'trialing' });
  const logs: string[] = [];
  const deps: WebhookDeps = {
    store,
    webhookSecret: async () => TEST_WEBHOOK_SECRET,
    log: (message) => void logs.push(message),
  };
  const deliver = (body: unknown, secret?: string) =>
    handleStripeWebhook({ method: 'POST', ...signedDelivery(body, secret) }, deps);
  return { store, deps, logs, deliver };
}

function checkoutCompleted(overrides: Record<string, unknown> = {}) {
  return event('checkout.session.completed', {
    id: 'cs_test_1Session',
    object: 'checkout.session',
    mode: 'payment',
    amount_total: 29999,
    currency: 'usd',
    customer: CUSTOMER,
    client_reference_id: UID,
    customer_details: { email: 'dana@example.com' },
    payment_status: 'paid',
    metadata: { uid: UID, kind: 'service', serviceType: 'tax_preparation', itemName: 'Tax Preparation' },
    ...overrides,
  });
}

let ctx: ReturnType<typeof setup>;
beforeEach(() => {
  ctx = setup();
});
afterEach(() => {
  expect(ctx.logs.filter((l) => l.startsWith('Could not'))).toEqual([]);
});

describe('stripeWebhook: what Stripe is answered', () => {
  it('refuses a bad signature with 400 and writes nothing', async () => {
    const response = await ctx.deliver(checkoutCompleted(), 'whsec_someoneElse');
    expect(response).toEqual({ status: 400, body: { error: PAYMENT_MESSAGES.badSignature } });
    expect(ctx.store.payments.size).toBe(0);
    expect(ctx.store.events.size).toBe(0);
  });

  it('refuses a tampered body (signed, then changed) with 400', async () => {
    const delivery = signedDelivery(checkoutCompleted());
    const tampered = Buffer.from(delivery.rawBody.toString().replace('29999', '1'));
    const response = await handleStripeWebhook(
      { method: 'POST', headers: delivery.headers, rawBody: tampered },
      ctx.deps,
    );
    expect(response.status).toBe(400);
    expect(ctx.store.payments.size).toBe(0);
  });

  it('refuses a request without a signature, and anything but POST', async () => {
    const body = Buffer.from(JSON.stringify(checkoutCompleted()));
    expect(await handleStripeWebhook({ method: 'POST', headers: {}, rawBody: body }, ctx.deps)).toEqual({
      status: 400,
      body: { error: PAYMENT_MESSAGES.noSignature },
    });
    expect(
      (await handleStripeWebhook({ method: 'GET', headers: {}, rawBody: undefined }, ctx.deps)).status,
    ).toBe(405);
  });

  it('refuses a signed body that is not JSON with 400', async () => {
    expect(await ctx.deliver('{"id": "evt_1", oops')).toEqual({
      status: 400,
      body: { error: PAYMENT_MESSAGES.notJson },
    });
    expect(ctx.store.events.size).toBe(0);
  });

  it('refuses a signed event without the fields its type promises with 400 and writes nothing', async () => {
    const broken = checkoutCompleted({ amount_total: '29999' });
    const response = await ctx.deliver(broken);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/amount_total/);
    expect(await ctx.deliver({ id: 'evt_x', type: 'invoice.paid', created: 1 })).toMatchObject({
      status: 400,
    });
    expect(ctx.store.payments.size).toBe(0);
    expect(ctx.store.events.size).toBe(0);
  });

  it('acknowledges an event type outside the allow-list without writing anything', async () => {
    const response = await ctx.deliver(event('charge.dispute.created', { id: 'dp_1', amount: 500 }));
    expect(response.status).toBe(200);
    expect(response.body.ignored).toMatch(/not handled/);
    expect(ctx.store.events.size).toBe(0);
    expect(ctx.store.payments.size).toBe(0);
  });

  it('answers 503 while no webhook secret is configured (Stripe retries later)', async () => {
    ctx.deps.webhookSecret = async () => null;
    expect(await ctx.deliver(checkoutCompleted())).toEqual({
      status: 503,
      body: { error: PAYMENT_MESSAGES.webhookNotConfigured },
    });
  });
});

describe('stripeWebhook: recording', () => {
  it('records a completed checkout as one payment in cents with e-mail and session id', async () => {
    const response = await ctx.deliver(checkoutCompleted());
    expect(response).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect([...ctx.store.payments.values()]).toEqual([
      {
        id: 'cs_test_1Session',
        userId: UID,
        amountCents: 29999,
        currency: 'usd',
        status: 'succeeded',
        description: 'Tax Preparation',
        stripeId: 'cs_test_1Session',
        stripeSessionId: 'cs_test_1Session',
        customerEmail: 'dana@example.com',
      },
    ]);
  });

  it('processes the same event delivered ten times once: one payment, nine duplicates', async () => {
    const once = checkoutCompleted();
    const responses = await Promise.all(Array.from({ length: 10 }, () => ctx.deliver(once)));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(responses.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    expect(ctx.store.payments.size).toBe(1);
    expect(ctx.store.events.size).toBe(1);
  });

  it('answers 500 when recording fails, so Stripe retries; the retry records it once', async () => {
    ctx.store.failApplies = 1;
    const once = checkoutCompleted();
    expect(await ctx.deliver(once)).toEqual({
      status: 500,
      body: { error: PAYMENT_MESSAGES.processingFailed },
    });
    expect(ctx.store.payments.size).toBe(0);
    ctx.logs.length = 0;
    expect((await ctx.deliver(once)).status).toBe(200);
    expect(ctx.store.payments.size).toBe(1);
  });

  it('an async payment: pending at completion, then succeeded; a late "failed" does not undo it', async () => {
    await ctx.deliver(checkoutCompleted({ payment_status: 'unpaid' }));
    expect(ctx.store.payments.get('cs_test_1Session')?.status).toBe('pending');
    await ctx.deliver(
      event('checkout.session.async_payment_succeeded', {
        ...checkoutCompleted().data.object,
        payment_status: 'paid',
      }),
    );
    await ctx.deliver(event('checkout.session.async_payment_failed', checkoutCompleted().data.object));
    expect(ctx.store.payments.get('cs_test_1Session')?.status).toBe('succeeded');
    expect(ctx.store.payments.size).toBe(1);
  });

  it('a renewal invoice finds its user through the Stripe customer; the first invoice is not counted twice', async () => {
    const invoice = (billingReason: string, id: string) =>
      event('invoice.paid', {
        id,
        object: 'invoice',
        customer: CUSTOMER,
        customer_email: 'dana@example.com',
        amount_paid: 4999,
        amount_due: 4999,
        currency: 'usd',
        billing_reason: billingReason,
        parent: { subscription_details: { metadata: {}, subscription: 'sub_1' } },
      });
    expect((await ctx.deliver(invoice('subscription_create', 'in_first'))).body.ignored).toMatch(
      /first invoice/,
    );
    await ctx.deliver(invoice('subscription_cycle', 'in_renewal'));
    expect([...ctx.store.payments.keys()]).toEqual(['in_renewal']);
    expect(ctx.store.payments.get('in_renewal')).toMatchObject({
      userId: UID,
      amountCents: 4999,
      status: 'succeeded',
    });
  });

  it('a subscription sets plan, status and the plan role on the profile and the role claim', async () => {
    await ctx.deliver(
      event(
        'customer.subscription.created',
        subscriptionObject({
          id: 'sub_1',
          customer: CUSTOMER,
          status: 'active',
          uid: UID,
          planId: 'fleet_manager',
          billingPeriod: 'yearly',
        }),
      ),
    );
    expect(ctx.store.profiles.get(UID)).toEqual({
      role: 'fleet_manager',
      plan: 'fleet_manager',
      subscriptionStatus: 'active',
    });
    expect(ctx.store.claims.get(UID)).toEqual({ role: 'fleet_manager' });
    expect(ctx.store.billing.get(UID)).toMatchObject({
      planId: 'fleet_manager',
      billingPeriod: 'yearly',
      status: 'active',
    });
  });

  it('subscription events out of order end in the state of the newest event', async () => {
    const base = { id: 'sub_1', customer: CUSTOMER, uid: UID, planId: 'owner_operator' };
    const created = event(
      'customer.subscription.created',
      subscriptionObject({ ...base, status: 'incomplete' }),
      1000,
    );
    const active = event(
      'customer.subscription.updated',
      subscriptionObject({ ...base, status: 'active' }),
      1000,
    );
    const pastDue = event(
      'customer.subscription.updated',
      subscriptionObject({ ...base, status: 'past_due' }),
      2000,
    );
    const recovered = event(
      'customer.subscription.updated',
      subscriptionObject({ ...base, status: 'active' }),
      3000,
    );
    const deleted = event(
      'customer.subscription.deleted',
      subscriptionObject({ ...base, status: 'canceled' }),
      4000,
    );
    // Delivered newest first, with the same-second pair reversed.
    for (const e of [recovered, pastDue, active, created]) expect((await ctx.deliver(e)).status).toBe(200);
    expect(ctx.store.billing.get(UID)?.status).toBe('active');
    expect(ctx.store.profiles.get(UID)).toMatchObject({
      plan: 'owner_operator',
      subscriptionStatus: 'active',
      role: 'owner_operator',
    });
    await ctx.deliver(deleted);
    await ctx.deliver(recovered); // a redelivery after the cancel
    expect(ctx.store.billing.get(UID)?.status).toBe('canceled');
    expect(ctx.store.profiles.get(UID)?.subscriptionStatus).toBe('canceled');
  });

  it('a late cancel of the old subscription does not end the new one (upgrade)', async () => {
    await ctx.deliver(
      event(
        'customer.subscription.created',
        subscriptionObject({
          id: 'sub_new',
          customer: CUSTOMER,
          status: 'active',
          uid: UID,
          planId: 'fleet_manager',
        }),
        2000,
      ),
    );
    await ctx.deliver(
      event(
        'customer.subscription.deleted',
        subscriptionObject({
          id: 'sub_old',
          customer: CUSTOMER,
          status: 'canceled',
          uid: UID,
          planId: 'driver',
        }),
        2500,
      ),
    );
    expect(ctx.store.billing.get(UID)).toMatchObject({ subscriptionId: 'sub_new', status: 'active' });
    expect(ctx.store.profiles.get(UID)?.plan).toBe('fleet_manager');
  });

  it('an add-on subscription never touches the plan', async () => {
    const addon = subscriptionObject({ id: 'sub_addon', customer: CUSTOMER, status: 'canceled', uid: UID });
    (addon.metadata as Record<string, string>).kind = 'addon';
    expect((await ctx.deliver(event('customer.subscription.deleted', addon))).body.ignored).toMatch(/add-on/);
    expect(ctx.store.billing.size).toBe(0);
  });

  it('records a failed renewal as a failed payment, and a claim update that failed is repaired by the retry', async () => {
    const failed = event('invoice.payment_failed', {
      id: 'in_failed',
      object: 'invoice',
      customer: CUSTOMER,
      amount_paid: 0,
      amount_due: 9999,
      currency: 'usd',
      billing_reason: 'subscription_cycle',
    });
    expect((await ctx.deliver(failed)).status).toBe(200);
    expect(ctx.store.payments.get('in_failed')).toMatchObject({
      status: 'failed',
      amountCents: 9999,
      userId: UID,
    });

    const sync = ctx.store.syncRoleClaim.bind(ctx.store);
    let calls = 0;
    ctx.store.syncRoleClaim = async (uid) => {
      calls += 1;
      if (calls === 1) throw new Error('Auth is unavailable (injected)');
      return sync(uid);
    };
    const upgraded = event(
      'customer.subscription.updated',
      subscriptionObject({
        id: 'sub_9',
        customer: CUSTOMER,
        status: 'active',
        uid: UID,
        planId: 'owner_operator',
      }),
    );
    expect((await ctx.deliver(upgraded)).status).toBe(500);
    ctx.logs.length = 0;
    expect(await ctx.deliver(upgraded)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(ctx.store.claims.get(UID)).toEqual({ role: 'owner_operator' });
  });

  it('acknowledges without writing an event for a customer Haulbooks does not know', async () => {
    const response = await ctx.deliver(
      event(
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_x', customer: 'cus_1Unknown', status: 'active', planId: 'driver' }),
      ),
    );
    expect(response.status).toBe(200);
    expect(ctx.store.events.size).toBe(0);
    ctx.logs.length = 0;
  });
});
