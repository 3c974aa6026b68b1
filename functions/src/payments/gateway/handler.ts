import { HttpsError } from 'firebase-functions/https';
import {
  GATEWAY_MESSAGES,
  connectionTestLines,
  connectionTestSchema,
  keyMatchesEnvironment,
  maskKey,
  paymentGatewaySchema,
  type CallableResult,
  type ConnectionTestResult,
  type GatewaySettingsView,
  type PaymentGatewayDoc,
} from '@haulbooks/domain';
import { isStripeError } from '../stripe-client.js';
import { setupCatalogue } from './products.js';
import { requireAdmin, stripeFailure, validInput, type CallerAuth, type PaymentsDeps } from '../common.js';

export const KEY_ENVIRONMENT_MISMATCH =
  'Sandbox takes test keys (pk_test_, sk_test_) and production takes live keys (pk_live_, sk_live_)';

async function view(deps: PaymentsDeps, doc: PaymentGatewayDoc | null): Promise<GatewaySettingsView> {
  const catalogue = await deps.store.catalogue();
  return {
    configured: doc !== null,
    publishableKey: maskKey(doc?.publishableKey),
    secretKey: maskKey(doc?.secretKey),
    webhookSecret: maskKey(doc?.webhookSecret),
    environment: doc?.environment ?? 'sandbox',
    updatedAt: doc?.updatedAt.toISOString() ?? null,
    productsReady: doc !== null && catalogue !== null && catalogue.environment === doc.environment,
  };
}

/** getPaymentGateway: the saved settings with every key masked (first 8, last 4). */
export async function handleGetPaymentGateway(
  auth: CallerAuth | undefined,
  deps: PaymentsDeps,
): Promise<CallableResult<'getPaymentGateway'>> {
  requireAdmin(auth);
  return view(deps, await deps.store.gateway());
}

/**
 * savePaymentGateway: validates with the spec's messages and stores the keys in
 * paymentGateways/stripe, which no client can read. A blank webhook secret keeps the saved one,
 * since the form never holds it.
 */
export async function handleSavePaymentGateway(
  auth: CallerAuth | undefined,
  data: unknown,
  deps: PaymentsDeps,
): Promise<CallableResult<'savePaymentGateway'>> {
  const admin = requireAdmin(auth);
  const input = validInput(paymentGatewaySchema, data);
  if (
    !keyMatchesEnvironment(input.publishableKey, input.environment) ||
    !keyMatchesEnvironment(input.secretKey, input.environment)
  )
    throw new HttpsError('invalid-argument', KEY_ENVIRONMENT_MISMATCH);
  const previous = await deps.store.gateway();
  const webhookSecret = input.webhookSecret || previous?.webhookSecret;
  try {
    const saved = await deps.store.saveGateway({
      publishableKey: input.publishableKey,
      secretKey: input.secretKey,
      ...(webhookSecret ? { webhookSecret } : {}),
      environment: input.environment,
      isActive: true,
      updatedBy: admin.uid,
    });
    return view(deps, saved);
  } catch (error) {
    // The stored schema refuses what the form's schema let through (e.g. a 300-character key).
    throw new HttpsError('invalid-argument', `${GATEWAY_MESSAGES.saveFailed}: ${(error as Error).message}`);
  }
}

/**
 * testStripeConnection: connection, products and webhook endpoints of the typed secret key, or
 * of the saved one when the field is blank. A refused key is a result (connection: error), not a
 * thrown error: the tab shows the three lines either way.
 */
export async function handleTestStripeConnection(
  auth: CallerAuth | undefined,
  data: unknown,
  deps: PaymentsDeps,
): Promise<CallableResult<'testStripeConnection'>> {
  requireAdmin(auth);
  const input = validInput(connectionTestSchema, data);
  const secretKey = input.secretKey || (await deps.store.gateway())?.secretKey;
  if (!secretKey) throw new HttpsError('invalid-argument', GATEWAY_MESSAGES.secretFirst);
  const stripe = deps.stripe(secretKey);
  const failed = (error: unknown): ConnectionTestResult => ({
    success: false,
    error: isStripeError(error) ? error.message : GATEWAY_MESSAGES.testFailed,
    ...connectionTestLines({ success: false }),
    productsCount: null,
    webhooksCount: null,
  });
  let productsCount: number;
  try {
    productsCount = (await stripe.products.list({ limit: 100, active: true })).data.length;
  } catch (error) {
    return failed(error);
  }
  let webhooksCount: number | null = null;
  let error: string | null = null;
  try {
    webhooksCount = (await stripe.webhookEndpoints.list({ limit: 100 })).data.length;
  } catch (failure) {
    // A restricted key may read products but not webhook endpoints: say so on that line only.
    error = isStripeError(failure) ? failure.message : GATEWAY_MESSAGES.testFailed;
  }
  const lines = connectionTestLines({ success: true, productsCount, webhooksCount });
  return {
    success: true,
    error,
    ...lines,
    webhooks: webhooksCount === null ? 'error' : lines.webhooks,
    productsCount,
    webhooksCount,
  };
}

/** setupStripeProducts: needs saved settings; creates the catalogue in Stripe and records its price ids. */
export async function handleSetupStripeProducts(
  auth: CallerAuth | undefined,
  deps: PaymentsDeps,
): Promise<CallableResult<'setupStripeProducts'>> {
  requireAdmin(auth);
  const gateway = await deps.store.gateway();
  if (!gateway) throw new HttpsError('failed-precondition', GATEWAY_MESSAGES.saveFirst);
  try {
    const result = await setupCatalogue(deps.stripe(gateway.secretKey));
    await deps.store.saveCatalogue({ ...result.catalogue, environment: gateway.environment });
    return { success: true, created: result.created, reused: result.reused };
  } catch (error) {
    throw stripeFailure(error, GATEWAY_MESSAGES.setupFailed);
  }
}
