import { afterEach, describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/https';
import { GATEWAY_MESSAGES, PAYMENT_MESSAGES } from '@haulbooks/domain';
import {
  KEY_ENVIRONMENT_MISMATCH,
  handleGetPaymentGateway,
  handleSavePaymentGateway,
  handleSetupStripeProducts,
  handleTestStripeConnection,
} from './handler.js';
import { handleCreatePortalLink } from '../portal/handler.js';
import { handleCreateCheckoutSession } from '../checkout/handler.js';
import {
  APP_ORIGIN,
  TEST_PUBLISHABLE_KEY,
  TEST_SECRET_KEY,
  paymentsFixture,
  type PaymentsFixture,
} from '../testing/fixture.js';

const admin = { uid: 'admin-1', token: { email: 'ops@haulbooks.app', admin: true } };
const customer = { uid: 'user_1', token: { email: 'dana@example.com' } };

async function refusal(promise: Promise<unknown>): Promise<[string, string]> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpsError) return [error.code, error.message];
    throw error;
  }
  throw new Error('expected a refusal');
}

let fx: PaymentsFixture;
afterEach(async () => {
  await fx.stop();
});

const keys = { publishableKey: TEST_PUBLISHABLE_KEY, secretKey: TEST_SECRET_KEY, environment: 'sandbox' };

describe('payment gateway functions', () => {
  it('refuse signed-out callers and non-admins, each with its own message', async () => {
    fx = await paymentsFixture({ configured: false });
    const calls = [
      (auth: typeof customer | undefined) => handleGetPaymentGateway(auth, fx.deps),
      (auth: typeof customer | undefined) => handleSavePaymentGateway(auth, keys, fx.deps),
      (auth: typeof customer | undefined) => handleTestStripeConnection(auth, {}, fx.deps),
      (auth: typeof customer | undefined) => handleSetupStripeProducts(auth, fx.deps),
    ];
    for (const call of calls) {
      expect(await refusal(call(undefined))).toEqual(['unauthenticated', PAYMENT_MESSAGES.signedOutAdmin]);
      expect(await refusal(call(customer))).toEqual(['permission-denied', PAYMENT_MESSAGES.notAdmin]);
    }
    expect(fx.store.gatewayDoc).toBeNull();
    expect(fx.server.requests).toEqual([]);
  });

  it.each([
    [{}, GATEWAY_MESSAGES.keysRequired],
    [{ publishableKey: 'pk_test_1' }, GATEWAY_MESSAGES.keysRequired],
    [{ publishableKey: 'sk_test_1', secretKey: 'sk_test_2' }, GATEWAY_MESSAGES.publishableFormat],
    [{ publishableKey: 'pk_test_1', secretKey: 'pk_test_2' }, GATEWAY_MESSAGES.secretFormat],
    [{ ...keys, webhookSecret: 'secret' }, GATEWAY_MESSAGES.webhookFormat],
    [{ ...keys, environment: 'staging' }, GATEWAY_MESSAGES.environmentInvalid],
    [{ ...keys, environment: 'production' }, KEY_ENVIRONMENT_MISMATCH],
    [{ ...keys, secretKey: 42 }, 'secretKey must be text'],
    ['pk_test_1', 'Send the request as an object'],
  ])('save refuses %j with "%s" and stores nothing', async (input, message) => {
    fx = await paymentsFixture({ configured: false });
    expect(await refusal(handleSavePaymentGateway(admin, input, fx.deps))).toEqual([
      'invalid-argument',
      message,
    ]);
    expect(fx.store.gatewayDoc).toBeNull();
  });

  it('saves the keys server-side and shows them masked (first 8, last 4); a blank webhook secret keeps the saved one', async () => {
    fx = await paymentsFixture({ configured: false });
    const saved = await handleSavePaymentGateway(
      admin,
      { ...keys, webhookSecret: 'whsec_abcdefghijklmnop' },
      fx.deps,
    );
    expect(saved).toMatchObject({
      configured: true,
      publishableKey: 'pk_test_••••••••••••••5678',
      secretKey: 'sk_test_••••••••••••••1234',
      webhookSecret: 'whsec_ab••••••••••mnop',
      environment: 'sandbox',
      productsReady: false,
    });
    expect(JSON.stringify(saved)).not.toContain(TEST_SECRET_KEY);
    expect(fx.store.gatewayDoc?.secretKey).toBe(TEST_SECRET_KEY);
    await handleSavePaymentGateway(admin, keys, fx.deps);
    expect(fx.store.gatewayDoc?.webhookSecret).toBe('whsec_abcdefghijklmnop');
    expect((await handleGetPaymentGateway(admin, fx.deps)).secretKey).toBe(saved.secretKey);
  });

  it('Test Connection: needs a key; reports connection, products and webhooks', async () => {
    fx = await paymentsFixture({ configured: false });
    expect(await refusal(handleTestStripeConnection(admin, { secretKey: '' }, fx.deps))).toEqual([
      'invalid-argument',
      GATEWAY_MESSAGES.secretFirst,
    ]);
    expect(await handleTestStripeConnection(admin, { secretKey: TEST_SECRET_KEY }, fx.deps)).toEqual({
      success: true,
      error: null,
      connection: 'success',
      products: 'error',
      webhooks: 'error',
      productsCount: 0,
      webhooksCount: 0,
    });
    const refused = await handleTestStripeConnection(admin, { secretKey: 'sk_test_wrongKey000000' }, fx.deps);
    expect(refused).toMatchObject({
      success: false,
      connection: 'error',
      products: 'not_tested',
      webhooks: 'not_tested',
    });
    expect(refused.error).toMatch(/Invalid API Key/);
    expect(refused.error).not.toContain('wrongKey');
  });

  it('Create Products needs saved settings, then creates the catalogue once (lookup keys) and checkout sells it', async () => {
    fx = await paymentsFixture({ configured: false });
    expect(await refusal(handleSetupStripeProducts(admin, fx.deps))).toEqual([
      'failed-precondition',
      GATEWAY_MESSAGES.saveFirst,
    ]);
    await handleSavePaymentGateway(admin, keys, fx.deps);
    expect(await handleSetupStripeProducts(admin, fx.deps)).toEqual({
      success: true,
      created: 11,
      reused: 0,
    });
    expect(await handleSetupStripeProducts(admin, fx.deps)).toEqual({
      success: true,
      created: 0,
      reused: 11,
    });
    expect(fx.server.products.size).toBe(8);
    expect(fx.server.prices.size).toBe(11);
    const plan = fx.store.catalogueDoc?.plans.driver;
    expect(fx.server.prices.get(plan?.monthlyPriceId ?? '')).toMatchObject({
      unit_amount: 4999,
      recurring: { interval: 'month' },
    });
    expect(fx.server.prices.get(plan?.yearlyPriceId ?? '')).toMatchObject({
      unit_amount: 49990,
      recurring: { interval: 'year' },
    });
    expect((await handleGetPaymentGateway(admin, fx.deps)).productsReady).toBe(true);
    const test = await handleTestStripeConnection(admin, {}, fx.deps);
    expect(test).toMatchObject({ connection: 'success', products: 'success', productsCount: 8 });
    const session = await handleCreateCheckoutSession(
      customer,
      { mode: 'subscription', metadata: { role: 'company_driver' } },
      APP_ORIGIN,
      fx.deps,
    );
    expect(fx.server.sessions.get(session.sessionId)?.amount_total).toBe(4999);
  });

  it('Create Products moves a lookup key to a new price when an amount changed', async () => {
    fx = await paymentsFixture({ configured: false });
    await handleSavePaymentGateway(admin, keys, fx.deps);
    const product = await fx.stripe.products.create({
      id: 'haulbooks_service_tax_preparation',
      name: 'Tax Preparation',
    });
    const old = fx.server.seedPrice({
      product: product.id,
      unit_amount: '19999',
      currency: 'usd',
      lookup_key: 'haulbooks_tax_preparation',
    });
    expect(await handleSetupStripeProducts(admin, fx.deps)).toEqual({
      success: true,
      created: 11,
      reused: 0,
    });
    expect(old.lookup_key).toBeNull();
    const priceId = fx.store.catalogueDoc?.services.tax_preparation?.priceId ?? '';
    expect(fx.server.prices.get(priceId)).toMatchObject({
      unit_amount: 29999,
      lookup_key: 'haulbooks_tax_preparation',
    });
  });
});

describe('createPortalLink', () => {
  it('opens the portal for the caller’s own customer and refuses everything else specifically', async () => {
    fx = await paymentsFixture();
    const returnUrl = `${APP_ORIGIN}/settings`;
    expect(await refusal(handleCreatePortalLink(undefined, { returnUrl }, fx.deps))).toEqual([
      'unauthenticated',
      PAYMENT_MESSAGES.signedOutPortal,
    ]);
    expect(await refusal(handleCreatePortalLink(customer, { returnUrl }, fx.deps))).toEqual([
      'failed-precondition',
      PAYMENT_MESSAGES.noBillingAccount,
    ]);
    expect(
      await refusal(handleCreatePortalLink(customer, { returnUrl: 'https://evil.example/' }, fx.deps)),
    ).toEqual(['invalid-argument', PAYMENT_MESSAGES.returnUrlOffSite]);
    expect(await refusal(handleCreatePortalLink(customer, {}, fx.deps))).toEqual([
      'invalid-argument',
      'Give the page to return to',
    ]);
    await handleCreateCheckoutSession(
      customer,
      { mode: 'payment', metadata: { serviceType: 'tax_preparation' } },
      APP_ORIGIN,
      fx.deps,
    );
    const link = await handleCreatePortalLink(customer, { returnUrl }, fx.deps);
    const [session] = [...fx.server.portalSessions.values()];
    expect(link.url).toBe(session?.url);
    expect(session).toMatchObject({ customer: await fx.store.customerOf('user_1'), return_url: returnUrl });
  });
});
