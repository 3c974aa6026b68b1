// `npm run bench` (payments): checkout creation and webhook throughput in process — the handlers,
// the real `stripe` SDK over HTTP to the local Stripe-like server, the in-memory store. The same
// through the Functions emulator is printed by tests/functions/payments.test.ts (npm run
// test:functions). Measurements only.
import { performance } from 'node:perf_hooks';
import { handleCreateCheckoutSession } from '../src/payments/checkout/handler.js';
import { handleStripeWebhook } from '../src/payments/webhook/handler.js';
import {
  APP_ORIGIN,
  event,
  paymentsFixture,
  signedDelivery,
  TEST_WEBHOOK_SECRET,
} from '../src/payments/testing/fixture.js';

const ms = (value: number) => `${value.toFixed(1)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const fx = await paymentsFixture();
try {
  // Checkout: the first call of a user creates its Stripe customer (cold); later calls reuse it.
  const input = (i: number) => ({
    mode: 'payment',
    metadata: { serviceType: 'tax_preparation' },
    successUrl: `${APP_ORIGIN}/payment/success?n=${i}`,
    cancelUrl: `${APP_ORIGIN}/payment/cancel`,
  });
  const caller = { uid: 'bench_user', token: { email: 'bench@example.com' } };
  let started = performance.now();
  await handleCreateCheckoutSession(caller, input(0), APP_ORIGIN, fx.deps);
  const cold = performance.now() - started;
  const warm: number[] = [];
  for (let i = 1; i <= 50; i += 1) {
    started = performance.now();
    await handleCreateCheckoutSession(caller, input(i), APP_ORIGIN, fx.deps);
    warm.push(performance.now() - started);
  }
  console.log(
    `  createCheckoutSession (in process → local Stripe): first ${ms(cold)}, warm median ${ms(median(warm))} over ${warm.length}; customers ${fx.server.customers.size}`,
  );

  // Webhook: 1,000 signed deliveries = 500 checkout sessions, each delivered twice, 20 at a time.
  fx.store.customers.set('bench_user', { idempotencyKey: 'k', customerId: 'cus_bench' });
  const events = Array.from({ length: 500 }, (_, i) =>
    event('checkout.session.completed', {
      id: `cs_bench_${i}`,
      mode: 'payment',
      amount_total: 9999,
      currency: 'usd',
      client_reference_id: 'bench_user',
      payment_status: 'paid',
      metadata: { uid: 'bench_user', kind: 'service', itemName: 'Document Processing' },
    }),
  );
  const deliveries = [...events, ...events].map((e) => signedDelivery(e, TEST_WEBHOOK_SECRET));
  const deps = { store: fx.store, webhookSecret: async () => TEST_WEBHOOK_SECRET, log: () => undefined };
  started = performance.now();
  const statuses: number[] = [];
  for (let i = 0; i < deliveries.length; i += 20) {
    const batch = await Promise.all(
      deliveries.slice(i, i + 20).map((d) => handleStripeWebhook({ method: 'POST', ...d }, deps)),
    );
    statuses.push(...batch.map((r) => r.status));
  }
  const seconds = (performance.now() - started) / 1000;
  const payments = [...fx.store.payments.values()].filter((p) => p.userId === 'bench_user').length;
  console.log(
    `  stripeWebhook (in process): ${deliveries.length} signed events in ${seconds.toFixed(2)} s (${Math.round(deliveries.length / seconds)} events/s); non-200 answers ${statuses.filter((s) => s !== 200).length}; payments ${payments} (expected 500)`,
  );
} finally {
  await fx.stop();
}
