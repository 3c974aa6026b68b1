// A thousand random payloads per payment function: every one gets an answer the caller can act
// on (a result, or a specific refusal), never an internal error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HttpsError } from 'firebase-functions/https';
import { HANDLED_STRIPE_EVENTS } from '@haulbooks/domain';
import { handleCreateCheckoutSession } from './checkout/handler.js';
import { handleCreatePortalLink } from './portal/handler.js';
import { handleSavePaymentGateway, handleTestStripeConnection } from './gateway/handler.js';
import { handleStripeWebhook } from './webhook/handler.js';
import {
  APP_ORIGIN,
  TEST_WEBHOOK_SECRET,
  paymentsFixture,
  signedDelivery,
  type PaymentsFixture,
} from './testing/fixture.js';

const RUNS = 1000;
const admin = { uid: 'admin-1', token: { email: 'ops@haulbooks.app', admin: true } };
const customer = { uid: 'user_1', token: { email: 'dana@example.com' } };

let fx: PaymentsFixture;
beforeAll(async () => {
  fx = await paymentsFixture();
});
afterAll(async () => {
  await fx.stop();
});

/** Resolves, or refuses with a specific, non-internal HttpsError. */
async function answersSpecifically(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpsError);
    const { code, message } = error as HttpsError;
    expect(code).not.toBe('internal');
    expect(message.length).toBeGreaterThan(0);
  }
}

const text = fc.oneof(
  fc.string(),
  fc.constantFrom('', 'pk_test_1', 'sk_test_x', 'whsec_1', 'sandbox', 'production'),
);
const loose = fc.oneof(fc.anything(), text, fc.integer(), fc.constant(null));
const checkoutLike = fc.record(
  {
    priceId: loose,
    mode: fc.oneof(fc.constantFrom('subscription', 'payment'), loose),
    successUrl: fc.oneof(fc.constant(`${APP_ORIGIN}/payment/success`), fc.webUrl(), loose),
    cancelUrl: fc.oneof(fc.constant(`${APP_ORIGIN}/payment/cancel`), loose),
    metadata: fc.oneof(
      fc.record(
        {
          role: fc.oneof(
            fc.constantFrom('company_driver', 'owner_operator', 'fleet_manager', 'admin'),
            loose,
          ),
          billingPeriod: fc.oneof(fc.constantFrom('monthly', 'yearly'), loose),
          serviceType: fc.oneof(fc.constantFrom('tax_preparation', 'car_wash'), loose),
          addonType: fc.oneof(fc.constantFrom('priority_support', 'x'), loose),
        },
        { requiredKeys: [] },
      ),
      loose,
    ),
  },
  { requiredKeys: [] },
);

describe(`payment functions answer ${RUNS} random payloads without an internal error`, () => {
  it('createCheckoutSession', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(checkoutLike, fc.anything()), async (input) =>
        answersSpecifically(handleCreateCheckoutSession(customer, input, APP_ORIGIN, fx.deps)),
      ),
      { numRuns: RUNS },
    );
    // One customer, however many sessions the valid payloads opened.
    expect(fx.server.customers.size).toBeLessThanOrEqual(1);
  });

  it('createPortalLink', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.record({ returnUrl: fc.oneof(fc.webUrl(), loose) }, { requiredKeys: [] }), fc.anything()),
        async (input) => answersSpecifically(handleCreatePortalLink(customer, input, fx.deps)),
      ),
      { numRuns: RUNS },
    );
  });

  it('savePaymentGateway (keeps the saved keys valid)', async () => {
    const gateway = fc.record(
      {
        publishableKey: fc.oneof(
          text,
          fc.string().map((s) => `pk_test_${s}`),
        ),
        secretKey: fc.oneof(
          text,
          fc.string().map((s) => `sk_test_${s}`),
        ),
        webhookSecret: loose,
        environment: loose,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(gateway, fc.anything()), async (input) =>
        answersSpecifically(handleSavePaymentGateway(admin, input, fx.deps)),
      ),
      { numRuns: RUNS },
    );
    expect(fx.store.gatewayDoc?.secretKey).toMatch(/^sk_test_/);
  });

  it('testStripeConnection', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.record({ secretKey: loose, environment: loose }, { requiredKeys: [] }), fc.anything()),
        async (input) => answersSpecifically(handleTestStripeConnection(admin, input, fx.deps)),
      ),
      { numRuns: RUNS },
    );
  });

  it('stripeWebhook: random bodies, signed or not, never get a 5xx and write nothing unsigned', async () => {
    const before = fx.store.events.size;
    const eventLike = fc.record(
      {
        id: fc.oneof(
          fc.string().map((s) => `evt_${s}`),
          loose,
        ),
        type: fc.oneof(fc.constantFrom(...HANDLED_STRIPE_EVENTS), loose),
        created: fc.oneof(fc.integer({ min: 0, max: 2_000_000_000 }), loose),
        data: fc.oneof(
          fc.record({
            object: fc.oneof(
              fc.dictionary(
                fc.constantFrom(
                  'id',
                  'amount_total',
                  'payment_status',
                  'status',
                  'customer',
                  'metadata',
                  'currency',
                  'amount_paid',
                  'billing_reason',
                ),
                loose,
              ),
              loose,
            ),
          }),
          loose,
        ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(eventLike, fc.anything()), fc.boolean(), async (body, signed) => {
        const delivery = signedDelivery(
          body === undefined ? 'undefined' : (JSON.stringify(body) ?? 'null'),
          signed ? TEST_WEBHOOK_SECRET : 'whsec_wrong',
        );
        const response = await handleStripeWebhook(
          { method: 'POST', ...delivery },
          { store: fx.store, webhookSecret: async () => TEST_WEBHOOK_SECRET, log: () => undefined },
        );
        expect(response.status).toBeLessThan(500);
        if (!signed) expect(response.status).toBe(400);
      }),
      { numRuns: RUNS },
    );
    // Only signed, well-formed events for known users could have been recorded: none name user_1's customer.
    expect(fx.store.events.size).toBe(before);
  });
});
