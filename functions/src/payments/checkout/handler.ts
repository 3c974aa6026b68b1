import { createHash } from 'node:crypto';
import { HttpsError } from 'firebase-functions/https';
import {
  CHECKOUT_MESSAGES,
  PAYMENT_MESSAGES,
  isAllowedReturnUrl,
  placeholderCatalogue,
  resolveCheckout,
  successUrlWithSession,
  type CallableResult,
  type ResolvedCheckout,
} from '@haulbooks/domain';
import type Stripe from 'stripe';
import { stripeFailure, type CallerAuth, type PaymentsDeps } from '../common.js';
import type { PaymentsStore } from '../ports.js';

/** A double click within this window gets the same session (Stripe replays the idempotent answer). */
const IDEMPOTENCY_WINDOW_MS = 60_000;

/**
 * The user's one Stripe customer. The idempotency key is reserved in a Firestore transaction
 * first, so two checkouts racing for a new user both send Stripe the same key and Stripe answers
 * both with the same customer; the id is then recorded for every later checkout.
 */
export async function ensureCustomer(
  stripe: Stripe,
  store: PaymentsStore,
  caller: { uid: string; email: string },
  newKey: () => string,
): Promise<string> {
  const reservation = await store.reserveCustomer(caller.uid, `customer-${caller.uid}-${newKey()}`);
  if ('customerId' in reservation) return reservation.customerId;
  // Stripe keeps idempotency keys for 24 hours. An earlier call may have created the customer and
  // failed before recording it; find that customer by our uid before creating another.
  if (reservation.earlier) {
    const found = (await stripe.customers.list({ email: caller.email, limit: 100 })).data.find(
      (customer) => customer.metadata.uid === caller.uid,
    );
    if (found) {
      await store.recordCustomer(caller.uid, found.id);
      return found.id;
    }
  }
  const customer = await stripe.customers.create(
    { email: caller.email, metadata: { uid: caller.uid } },
    { idempotencyKey: reservation.idempotencyKey },
  );
  await store.recordCustomer(caller.uid, customer.id);
  return customer.id;
}

function metadataOf(uid: string, checkout: ResolvedCheckout): Record<string, string> {
  const base = { uid, kind: checkout.kind, itemName: checkout.itemName };
  switch (checkout.kind) {
    case 'plan':
      return { ...base, planId: checkout.planId, billingPeriod: checkout.billingPeriod };
    case 'service':
      return { ...base, serviceType: checkout.serviceType };
    case 'addon':
      return { ...base, addonType: checkout.addonType };
  }
}

function returnUrls(data: unknown, origin: string | undefined, allowed: readonly string[]) {
  // resolveCheckout has checked both are web addresses when given.
  const given = (key: string) => {
    const value = (data as Record<string, unknown>)[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const base = origin && allowed.includes(origin) ? origin : undefined;
  const success = given('successUrl') || (base ? `${base}/payment/success` : '');
  const cancel = given('cancelUrl') || (base ? `${base}/payment/cancel` : '');
  for (const url of [success, cancel]) {
    if (!url || !isAllowedReturnUrl(url, allowed))
      throw new HttpsError('invalid-argument', PAYMENT_MESSAGES.returnUrlOffSite);
  }
  return { success: successUrlWithSession(success), cancel };
}

/**
 * createCheckoutSession: what the spec calls POST /api/create-checkout-session, as a callable.
 * The catalogue on the server decides what is sold and at which price; the client only says
 * which plan, service or add-on (a price id it sends must be that item's price).
 */
export async function handleCreateCheckoutSession(
  auth: CallerAuth | undefined,
  data: unknown,
  origin: string | undefined,
  deps: PaymentsDeps,
): Promise<CallableResult<'createCheckoutSession'>> {
  if (!auth) throw new HttpsError('unauthenticated', PAYMENT_MESSAGES.signedOut);
  const email = auth.token.email;
  if (!email) throw new HttpsError('failed-precondition', PAYMENT_MESSAGES.noEmail);
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new HttpsError('invalid-argument', CHECKOUT_MESSAGES.missingItem);

  const [catalogue, gateway] = await Promise.all([deps.store.catalogue(), deps.store.gateway()]);
  const resolution = resolveCheckout(data, catalogue ?? placeholderCatalogue());
  if (!resolution.ok) {
    const code =
      resolution.message === CHECKOUT_MESSAGES.notConfigured ? 'failed-precondition' : 'invalid-argument';
    throw new HttpsError(code, resolution.message);
  }
  // Price ids of another Stripe account (the keys changed since Create Products) cannot sell.
  if (!gateway || !catalogue || catalogue.environment !== gateway.environment)
    throw new HttpsError('failed-precondition', CHECKOUT_MESSAGES.notConfigured);
  const checkout = resolution.checkout;
  // A second plan subscription would bill twice: plan changes go through the Billing Portal.
  if (checkout.kind === 'plan') {
    const status = await deps.store.subscriptionStatusOf(auth.uid);
    if (status !== null && !['canceled', 'incomplete_expired', 'incomplete'].includes(status))
      throw new HttpsError('failed-precondition', PAYMENT_MESSAGES.alreadySubscribed);
  }
  const urls = returnUrls(data, origin, deps.allowedOrigins);

  const stripe = deps.stripe(gateway.secretKey);
  try {
    const customer = await ensureCustomer(stripe, deps.store, { uid: auth.uid, email }, deps.newKey);
    const metadata = metadataOf(auth.uid, checkout);
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: checkout.mode,
      customer,
      client_reference_id: auth.uid,
      line_items: [{ price: checkout.priceId, quantity: 1 }],
      success_url: urls.success,
      cancel_url: urls.cancel,
      metadata,
      ...(checkout.mode === 'subscription'
        ? { subscription_data: { metadata } }
        : { payment_intent_data: { metadata } }),
    };
    const window = Math.floor(deps.now().getTime() / IDEMPOTENCY_WINDOW_MS);
    const idempotencyKey = `checkout-${createHash('sha256')
      .update(JSON.stringify([auth.uid, params, window]))
      .digest('hex')
      .slice(0, 40)}`;
    const session = await stripe.checkout.sessions.create(params, { idempotencyKey });
    if (!session.url) throw new HttpsError('internal', CHECKOUT_MESSAGES.createFailed);
    return { sessionId: session.id, url: session.url };
  } catch (error) {
    throw stripeFailure(error, CHECKOUT_MESSAGES.createFailed);
  }
}
