import { HttpsError } from 'firebase-functions/https';
import {
  CHECKOUT_MESSAGES,
  PAYMENT_MESSAGES,
  isAllowedReturnUrl,
  portalRequestSchema,
  type CallableResult,
} from '@haulbooks/domain';
import { stripeFailure, validInput, type CallerAuth, type PaymentsDeps } from '../common.js';

/**
 * createPortalLink({ returnUrl }): a Stripe Billing Portal session for the caller's own customer,
 * where they change card or plan, see invoices or cancel. Nobody can open another user's portal:
 * the customer is looked up from the caller's uid, never taken from the request.
 */
export async function handleCreatePortalLink(
  auth: CallerAuth | undefined,
  data: unknown,
  deps: PaymentsDeps,
): Promise<CallableResult<'createPortalLink'>> {
  if (!auth) throw new HttpsError('unauthenticated', PAYMENT_MESSAGES.signedOutPortal);
  const { returnUrl } = validInput(portalRequestSchema, data);
  if (!isAllowedReturnUrl(returnUrl, deps.allowedOrigins))
    throw new HttpsError('invalid-argument', PAYMENT_MESSAGES.returnUrlOffSite);
  const [customer, gateway] = await Promise.all([deps.store.customerOf(auth.uid), deps.store.gateway()]);
  if (!customer) throw new HttpsError('failed-precondition', PAYMENT_MESSAGES.noBillingAccount);
  if (!gateway) throw new HttpsError('failed-precondition', CHECKOUT_MESSAGES.notConfigured);
  try {
    const session = await deps.stripe(gateway.secretKey).billingPortal.sessions.create({
      customer,
      return_url: returnUrl,
    });
    return { url: session.url };
  } catch (error) {
    throw stripeFailure(error, PAYMENT_MESSAGES.stripeUnavailable);
  }
}
