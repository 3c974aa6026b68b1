import { useCallback, useState } from 'react';
import { CHECKOUT_MESSAGES } from '@haulbooks/domain';
import { notify } from '../../../lib/toaster';
import type { PaymentsApi } from '../api/payments-api';
import type { CheckoutItem } from '../api/checkout-items';

export type CheckoutResult =
  | { status: 'pending' }
  | { status: 'success'; url: string; sessionId: string }
  | { status: 'error'; message: string };

/** The server's text, else the spec's fallback ("Failed to create checkout session"). */
export function checkoutErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : CHECKOUT_MESSAGES.createFailed;
}

/**
 * Checkout buttons: each item is pending, then success or error (customer-app.md §4), with the
 * spec's toasts. `redirect` sends the browser on to Stripe (purchases); the test page keeps it.
 */
export function useCheckout(api: PaymentsApi, options: { redirect: boolean }) {
  const [results, setResults] = useState<Record<string, CheckoutResult>>({});
  const start = useCallback(
    async (item: CheckoutItem) => {
      setResults((current) => ({ ...current, [item.key]: { status: 'pending' } }));
      try {
        const session = await api.createCheckoutSession(item.input);
        setResults((current) => ({ ...current, [item.key]: { status: 'success', ...session } }));
        notify.success({ title: item.initiatedToast });
        if (options.redirect) api.redirect(session.url);
      } catch (error) {
        const message = checkoutErrorMessage(error);
        setResults((current) => ({ ...current, [item.key]: { status: 'error', message } }));
        notify.error({ title: item.failedToast, description: message });
      }
    },
    [api, options.redirect],
  );
  return { results, start };
}

export function countResults(results: Record<string, CheckoutResult>) {
  const all = Object.values(results);
  return {
    successful: all.filter((r) => r.status === 'success').length,
    failed: all.filter((r) => r.status === 'error').length,
    pending: all.filter((r) => r.status === 'pending').length,
  };
}
