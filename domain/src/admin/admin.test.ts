import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import {
  maskKey,
  paymentIdDisplay,
  paymentStatusColor,
  subscriptionStatusColor,
  userStatusLabel,
} from './display.js';
import {
  filterPayments,
  paymentSummary,
  paymentsCsv,
  paymentsCsvFileName,
  type PaymentRecord,
} from './payments.js';
import { confirmDeleteTestClients, testClientsDeleted } from '../messages/admin.js';

const payments: PaymentRecord[] = [
  {
    id: 'rec_0001abcdefg',
    customerEmail: 'Ann@Example.com',
    amountCents: 4999,
    status: 'completed',
    stripeSessionId: 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmN',
    createdAt: new Date('2026-11-21T05:30:00Z'),
  },
  {
    id: 'rec_0002abcdefg',
    customerEmail: null,
    amountCents: 29999,
    status: 'succeeded',
    stripeSessionId: null,
    createdAt: new Date('2026-11-20T15:00:00Z'),
  },
  {
    id: 'rec_0003abcdefg',
    customerEmail: '=cmd@evil.com',
    amountCents: 999,
    status: 'canceled',
    stripeSessionId: 'cs_test_zzz',
    createdAt: new Date('2026-11-19T15:00:00Z'),
  },
  {
    id: 'rec_0004abcdefg',
    customerEmail: 'bob@fleet.com',
    amountCents: 19999,
    status: 'pending',
    stripeSessionId: 'cs_live_q',
    createdAt: new Date('2026-11-18T15:00:00Z'),
  },
  {
    id: 'rec_0005abcdefg',
    customerEmail: 'cy@x.com',
    amountCents: 100,
    status: 'refunded',
    stripeSessionId: 'cs_live_r',
    createdAt: new Date('2026-11-18T15:00:00Z'),
  },
];

describe('admin display rules', () => {
  it('masks keys keeping the first 8 and last 4 characters', () => {
    expect(maskKey('sk_test_51HxYzAbCdEfGh1234')).toBe('sk_test_••••••••••••••1234');
    expect(maskKey('pk_live_abcdefghijklmnopqrstuvwxyz0123456789WXYZ')).toMatch(/^pk_live_•{24}WXYZ$/);
    expect(maskKey('sk_short')).toBe('••••••••');
    expect(maskKey('')).toBe('');
    expect(maskKey(undefined)).toBe('');
  });

  it('shows 20 characters of the session id, else 8 of the record id, then an ellipsis', () => {
    expect(paymentIdDisplay({ id: 'rec_1', stripeSessionId: 'cs_test_a1B2c3D4e5F6g7H8i9J0' })).toBe(
      'cs_test_a1B2c3D4e5F6...',
    );
    expect(paymentIdDisplay({ id: 'abcdefghijkl', stripeSessionId: null })).toBe('abcdefgh...');
  });

  it('colours statuses as the spec says', () => {
    expect(
      ['completed', 'succeeded', 'pending', 'failed', 'canceled', 'refunded', ''].map(paymentStatusColor),
    ).toEqual(['green', 'green', 'yellow', 'red', 'red', 'gray', 'gray']);
    expect(subscriptionStatusColor('active')).toBe('green');
    expect(subscriptionStatusColor('past_due')).toBe('red');
    expect(userStatusLabel('2026-01-01T00:00:00Z')).toBe('Active');
    expect(userStatusLabel(null)).toBe('Pending');
  });

  it('words the bulk test-client messages with the count', () => {
    expect(testClientsDeleted(3)).toBe('3 test client(s) deleted successfully');
    expect(confirmDeleteTestClients(2)).toBe(
      'Are you sure you want to delete 2 test client(s)? All associated data will be removed.',
    );
  });
});

describe('admin payments', () => {
  it('searches e-mail or session id case-insensitively and filters by status group', () => {
    expect(filterPayments(payments, { search: 'ann@' }).map((p) => p.id)).toEqual(['rec_0001abcdefg']);
    expect(filterPayments(payments, { search: 'CS_LIVE' }).map((p) => p.id)).toEqual([
      'rec_0004abcdefg',
      'rec_0005abcdefg',
    ]);
    expect(filterPayments(payments, { status: 'completed' }).map((p) => p.id)).toEqual([
      'rec_0001abcdefg',
      'rec_0002abcdefg',
    ]);
    expect(filterPayments(payments, { status: 'failed' }).map((p) => p.id)).toEqual(['rec_0003abcdefg']);
    expect(filterPayments(payments, { from: new Date('2026-11-20T00:00:00Z') })).toHaveLength(2);
  });

  it('summarises revenue from completed payments only', () => {
    expect(paymentSummary(payments)).toEqual({
      totalRevenueCents: 34998,
      totalTransactions: 5,
      successful: 2,
      failed: 1,
    });
  });

  it('exports the CSV columns through papaparse, dates in the admin zone, formulas neutralised', () => {
    const csv = paymentsCsv(payments, 'America/Chicago');
    const parsed = Papa.parse<string[]>(csv.trim()).data;
    expect(parsed[0]).toEqual(['Date', 'Customer Email', 'Amount', 'Status', 'Payment ID']);
    expect(parsed[1]).toEqual([
      '2026-11-20',
      'Ann@Example.com',
      '49.99',
      'completed',
      'cs_test_a1B2c3D4e5F6...',
    ]);
    expect(parsed[2]).toEqual(['2026-11-20', 'N/A', '299.99', 'succeeded', 'rec_0002...']);
    expect(parsed[3]?.[1]).toBe("'=cmd@evil.com");
    expect(paymentsCsvFileName('2026-11-22')).toBe('payments-2026-11-22.csv');
  });
});
