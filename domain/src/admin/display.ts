/** Small display rules of the admin area. */

/** Masks a secret, keeping the first 8 and last 4 characters (admin-area.md §2, §9). */
export function maskKey(key: string | null | undefined): string {
  if (!key) return '';
  // Too short to show 12 characters and still hide something: hide it all.
  if (key.length <= 12) return '•'.repeat(key.length);
  return `${key.slice(0, 8)}${'•'.repeat(Math.min(key.length - 12, 24))}${key.slice(-4)}`;
}

/** Payment ID column: first 20 of the provider session id, else first 8 of the record id, then an ellipsis. */
export function paymentIdDisplay(payment: { id: string; stripeSessionId?: string | null }): string {
  return payment.stripeSessionId
    ? `${payment.stripeSessionId.slice(0, 20)}...`
    : `${payment.id.slice(0, 8)}...`;
}

export type StatusColor = 'green' | 'yellow' | 'red' | 'gray';

/** completed and succeeded green, pending yellow, failed and canceled red, anything else gray. */
export function paymentStatusColor(status: string | null | undefined): StatusColor {
  switch ((status ?? '').toLowerCase()) {
    case 'completed':
    case 'succeeded':
      return 'green';
    case 'pending':
      return 'yellow';
    case 'failed':
    case 'canceled':
    case 'cancelled':
      return 'red';
    default:
      return 'gray';
  }
}

/** User management: subscription status green when active, otherwise red. */
export function subscriptionStatusColor(status: string | null | undefined): 'green' | 'red' {
  return status === 'active' ? 'green' : 'red';
}

/** User management status label: Active when the e-mail is confirmed, otherwise Pending. */
export function userStatusLabel(emailConfirmedAt: unknown): 'Active' | 'Pending' {
  return emailConfirmedAt ? 'Active' : 'Pending';
}

/** Settlement parsedStatus label (customer-app.md §4). */
export const PARSED_STATUS_LABELS = { processed: 'Processed', pending: 'Pending', error: 'Error' } as const;

export const NOTIFICATION_PRIORITY_COLORS = { urgent: 'red', high: 'orange', normal: 'blue' } as const;

export const TEST_CLIENT_STATUS_COLORS = { active: 'green', paused: 'yellow', inactive: 'gray' } as const;
