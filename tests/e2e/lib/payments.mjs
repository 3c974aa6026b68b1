// The payment pieces the browser tests need: the local Stripe-like server (on the port the
// functions were given in STRIPE_API_BASE_URL) and saved keys plus a created catalogue in
// Firestore, as an admin leaves them. The TypeScript is bundled in memory with esbuild.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { FieldValue } from 'firebase-admin/firestore';
import { admin } from './harness.mjs';

const entry = fileURLToPath(new URL('../../../functions/src/payments/testing/e2e-entry.ts', import.meta.url));
const bundle = await build({
  entryPoints: [entry],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'error',
  // The Stripe SDK is CommonJS; give the ESM bundle a require().
  // A data: module has no file URL, so require() resolves from the entry's own path.
  banner: {
    js: `import { createRequire as __cr } from 'node:module'; const require = __cr(${JSON.stringify(entry)});`,
  },
});
const code = bundle.outputFiles[0]?.text ?? '';
/** @type {typeof import('../../../functions/src/payments/testing/e2e-entry')} */
const payments = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

/** Starts the local Stripe and stores keys and catalogue; returns the server (stop it after). */
export async function stripeReady() {
  const base = process.env.STRIPE_API_BASE_URL;
  if (!base) throw new Error('STRIPE_API_BASE_URL is not set: run through npm run test:browser');
  const server = await payments.startFakeStripe({
    port: Number(new URL(base).port),
    secretKeys: [payments.TEST_SECRET_KEY],
  });
  const { catalogue } = await payments.setupCatalogue(
    payments.stripeFactory(server.config)(payments.TEST_SECRET_KEY),
  );
  const { firestore } = await admin();
  await firestore.doc('paymentGateways/stripe').set({
    publishableKey: payments.TEST_PUBLISHABLE_KEY,
    secretKey: payments.TEST_SECRET_KEY,
    webhookSecret: payments.TEST_WEBHOOK_SECRET,
    environment: 'sandbox',
    isActive: true,
    updatedBy: 'e2e',
    updatedAt: FieldValue.serverTimestamp(),
  });
  await firestore
    .doc('stripeCatalogue/current')
    .set({ ...catalogue, environment: 'sandbox', updatedAt: FieldValue.serverTimestamp() });
  return server;
}

/** The keys the local Stripe accepts (test mode). */
export const STRIPE_TEST_KEYS = {
  publishable: payments.TEST_PUBLISHABLE_KEY,
  secret: payments.TEST_SECRET_KEY,
};
