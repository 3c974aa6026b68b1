import type { PaymentRecord } from '../../../admin/payments.js';
import { PAYMENTS } from '../../collections.js';
import type { DataStore, Filter } from '../../store.js';
import type { PaymentDoc } from '../../collections.js';

/** The newest payments one admin view reads; the summary says when a period holds more. */
export const ADMIN_PAYMENTS_WINDOW = 1_000;

export interface AdminPaymentsPage {
  /** Newest first. */
  items: PaymentRecord[];
  /** The period held more than ADMIN_PAYMENTS_WINDOW payments: only the newest are here. */
  windowFull: boolean;
}

/**
 * payments/{id} across every account, for Payment Management: an administrator's read (the rules
 * let staff read every payment; anyone else must filter on their own userId). One bounded query
 * per period, newest first.
 */
export function adminPaymentsRepository(store: DataStore) {
  const payments = store.collection(PAYMENTS, '');

  return {
    async listPeriod(period: { start: Date; endExclusive: Date } | null): Promise<AdminPaymentsPage> {
      const where: Filter<PaymentDoc>[] = period
        ? [
            { field: 'createdAt', op: '>=', value: period.start },
            { field: 'createdAt', op: '<', value: period.endExclusive },
          ]
        : [];
      const page = await payments.list({
        where,
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
        limit: ADMIN_PAYMENTS_WINDOW + 1,
      });
      return {
        items: page.items.slice(0, ADMIN_PAYMENTS_WINDOW).map((p) => ({
          id: p.id,
          customerEmail: p.customerEmail ?? null,
          amountCents: p.amountCents,
          status: p.status,
          stripeSessionId: p.stripeSessionId ?? null,
          createdAt: p.createdAt,
        })),
        windowFull: page.items.length > ADMIN_PAYMENTS_WINDOW,
      };
    },
  };
}
export type AdminPaymentsRepository = ReturnType<typeof adminPaymentsRepository>;
