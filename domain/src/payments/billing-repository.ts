import { BILLING, PAYMENTS, type BillingDoc, type PaymentDoc, type Stored } from '../data/collections.js';
import type { DataStore, Listener, Unsubscribe } from '../data/store.js';
import type { Subject } from '../data/subject.js';

const SUBSCRIPTION_ID = BILLING.fixedId ?? 'subscription';
/** Invoices shown in the Billing section: the latest two years of monthly payments. */
export const BILLING_HISTORY_LIMIT = 24;

/**
 * What the customer reads of their billing: the plan subscription the webhook recorded and
 * their payments. Read-only for everyone: only the Stripe webhook writes these.
 */
export function billingRepository(store: DataStore, subject: Subject) {
  const billing = store.collection(BILLING, subject.uid);
  const payments = store.collection(PAYMENTS, subject.uid);
  return {
    watchSubscription(listener: Listener<Stored<BillingDoc> | null>): Unsubscribe {
      return billing.watchDoc(SUBSCRIPTION_ID, listener);
    },
    /** Newest first. The userId filter is what lets the rules allow the owner's query. */
    watchPayments(listener: Listener<Stored<PaymentDoc>[]>): Unsubscribe {
      return payments.watch(
        {
          where: [{ field: 'userId', op: '==', value: subject.uid }],
          orderBy: [{ field: 'createdAt', direction: 'desc' }],
          limit: BILLING_HISTORY_LIMIT,
        },
        listener,
      );
    },
    /**
     * The payment of one Checkout session, once the webhook has recorded it (an empty list until
     * then). A query, not a get: reading a payments document that does not exist yet is refused
     * by the rules (they read its userId), a query that names the user is not.
     */
    watchCheckoutPayment(sessionId: string, listener: Listener<Stored<PaymentDoc> | null>): Unsubscribe {
      return payments.watch(
        {
          where: [
            { field: 'userId', op: '==', value: subject.uid },
            { field: 'stripeSessionId', op: '==', value: sessionId },
          ],
          limit: 1,
        },
        { next: (items) => listener.next(items[0] ?? null), error: (error) => listener.error(error) },
      );
    },
  };
}
export type BillingRepository = ReturnType<typeof billingRepository>;
