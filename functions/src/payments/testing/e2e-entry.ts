// What the browser tests (plain .mjs, tests/e2e/lib/payments.mjs) take from the payment code:
// the local Stripe-like server and Create Products, bundled for them with esbuild.
export { startFakeStripe, type FakeStripe } from './fake-stripe.js';
export { setupCatalogue } from '../gateway/products.js';
export { stripeFactory } from '../stripe-client.js';
export { TEST_PUBLISHABLE_KEY, TEST_SECRET_KEY, TEST_WEBHOOK_SECRET } from './fixture.js';
