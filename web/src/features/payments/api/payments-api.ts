import { httpsCallable } from 'firebase/functions';
import { CALLABLES, type CallableInput, type CallableResult } from '@haulbooks/domain';
import { functions } from '../../../lib/firebase';
import { serverText } from './server-text';

export type CheckoutInput = CallableInput<'createCheckoutSession'>;

/** The payment calls a screen makes; screens take it as a prop so component tests pass a fake. */
export interface PaymentsApi {
  createCheckoutSession(input: Partial<CheckoutInput>): Promise<CallableResult<'createCheckoutSession'>>;
  createPortalLink(returnUrl: string): Promise<CallableResult<'createPortalLink'>>;
  /** Leaves the app for Stripe's hosted page. */
  redirect(url: string): void;
}

const checkout = httpsCallable<Partial<CheckoutInput>, CallableResult<'createCheckoutSession'>>(
  functions,
  CALLABLES.createCheckoutSession.name,
);
const portal = httpsCallable<{ returnUrl: string }, CallableResult<'createPortalLink'>>(
  functions,
  CALLABLES.createPortalLink.name,
);

/** The callables' errors carry the server's message (e.g. "Invalid service type"). */
export const paymentsApi: PaymentsApi = {
  createCheckoutSession: (input) => serverText(async () => (await checkout(input)).data),
  createPortalLink: (returnUrl) => serverText(async () => (await portal({ returnUrl })).data),
  redirect: (url) => window.location.assign(url),
};
