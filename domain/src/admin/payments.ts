import Papa from 'papaparse';
import { businessDateOf, type BusinessDate } from '../dates/calendar.js';
import { centsToDecimalString, sumCents } from '../money/arithmetic.js';
import { paymentIdDisplay } from './display.js';

/** A payment record as the admin list reads it (payments/{id}, written by the webhook). */
export interface PaymentRecord {
  id: string;
  customerEmail: string | null;
  amountCents: number;
  status: string;
  stripeSessionId: string | null;
  createdAt: Date;
}

export const PAYMENT_STATUS_FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'completed', label: 'Completed' },
  { id: 'pending', label: 'Pending' },
  { id: 'failed', label: 'Failed' },
] as const;
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number]['id'];

/** The filter groups provider statuses: succeeded counts as completed, canceled as failed. */
export function paymentStatusGroup(status: string): 'completed' | 'pending' | 'failed' | 'other' {
  switch (status.toLowerCase()) {
    case 'completed':
    case 'succeeded':
      return 'completed';
    case 'pending':
      return 'pending';
    case 'failed':
    case 'canceled':
    case 'cancelled':
      return 'failed';
    default:
      return 'other';
  }
}

/** Search (customer e-mail or session id, case-insensitive) and status filter. */
export function filterPayments(
  payments: readonly PaymentRecord[],
  filter: { search?: string; status?: PaymentStatusFilter; from?: Date; toExclusive?: Date },
): PaymentRecord[] {
  const needle = (filter.search ?? '').trim().toLowerCase();
  return payments.filter((p) => {
    if (
      needle &&
      !(p.customerEmail ?? '').toLowerCase().includes(needle) &&
      !(p.stripeSessionId ?? '').toLowerCase().includes(needle)
    ) {
      return false;
    }
    if (filter.status && filter.status !== 'all' && paymentStatusGroup(p.status) !== filter.status)
      return false;
    if (filter.from && p.createdAt < filter.from) return false;
    if (filter.toExclusive && p.createdAt >= filter.toExclusive) return false;
    return true;
  });
}

/** The four summary cards: revenue counts completed payments only. */
export function paymentSummary(payments: readonly PaymentRecord[]) {
  const completed = payments.filter((p) => paymentStatusGroup(p.status) === 'completed');
  return {
    totalRevenueCents: sumCents(completed.map((p) => p.amountCents)),
    totalTransactions: payments.length,
    successful: completed.length,
    failed: payments.filter((p) => paymentStatusGroup(p.status) === 'failed').length,
  };
}

export const PAYMENTS_CSV_COLUMNS = ['Date', 'Customer Email', 'Amount', 'Status', 'Payment ID'] as const;

/**
 * The payments export: one row per payment; dates are calendar dates in the admin's zone,
 * amounts plain dollars (49.99) so spreadsheets read them as numbers. Papaparse quotes fields
 * and neutralises formula injection (=, +, -, @ at the start of a cell).
 */
export function paymentsCsv(payments: readonly PaymentRecord[], timeZone: string): string {
  const rows = payments.map((p) => [
    businessDateOf(p.createdAt, timeZone),
    p.customerEmail ?? 'N/A',
    centsToDecimalString(p.amountCents),
    p.status,
    paymentIdDisplay(p),
  ]);
  return Papa.unparse(
    { fields: [...PAYMENTS_CSV_COLUMNS], data: rows },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

export function paymentsCsvFileName(today: BusinessDate): string {
  return `payments-${today}.csv`;
}
