import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { ADMIN_PAYMENT_MESSAGES, PAYMENTS, ownBooks, type PaymentDoc } from '@haulbooks/domain';
import { MemoryDatabase } from '@haulbooks/domain/testing';
import { renderWithData } from '../../../lib/data/testing';
import { ADMIN_PAYMENTS_UI as UI } from '../messages';
import { AdminPaymentsPage } from './admin-payments';

const downloads = vi.hoisted(() => [] as { name: string; content: unknown; type: string }[]);
vi.mock('../../../lib/download', () => ({
  downloadFile: (name: string, content: unknown, type: string) => downloads.push({ name, content, type }),
}));
beforeEach(() => {
  downloads.length = 0;
});

const NOW = new Date('2026-11-23T15:00:00Z');

function payment(id: string, createdAt: string, overrides: Partial<PaymentDoc> = {}): PaymentDoc {
  return {
    userId: `user-${id}`,
    amountCents: 4_999,
    currency: 'usd',
    status: 'succeeded',
    description: 'Owner Operator, monthly',
    stripeId: `pi_${id}`,
    customerEmail: `${id}@example.com`,
    stripeSessionId: `cs_test_a1B2c3D4e5F6g7H8i9J0_${id}`,
    createdAt: new Date(createdAt),
    ...overrides,
  };
}

function seeded() {
  const db = new MemoryDatabase({ now: () => NOW });
  db.seed(PAYMENTS, '', 'pay-anna', payment('anna', '2026-11-20T10:00:00Z'));
  db.seed(
    PAYMENTS,
    '',
    'pay-bob',
    payment('bob', '2026-11-21T10:00:00Z', { status: 'failed', amountCents: 9_999 }),
  );
  db.seed(
    PAYMENTS,
    '',
    'pay-nomail',
    payment('nomail', '2026-11-22T10:00:00Z', {
      customerEmail: undefined,
      stripeSessionId: undefined,
      status: 'pending',
    }),
  );
  db.seed(PAYMENTS, '', 'pay-old', payment('old', '2026-10-02T10:00:00Z', { amountCents: 19_999 }));
  return db;
}

function render(db = seeded(), caller = { uid: 'staff', admin: true }) {
  return renderWithData(<AdminPaymentsPage now={NOW} />, { db, subject: ownBooks(caller.uid), caller });
}

function card(key: string) {
  return screen.getByTestId(`payments-card-${key}`);
}

describe('Payment Management', () => {
  it("shows this month's payments of every account: cards, colours, N/A and shortened ids", async () => {
    render();
    expect(screen.getByLabelText(UI.loading)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Payment Management' });
    expect(screen.getByRole('heading', { name: 'Payment Management', level: 1 })).toBeInTheDocument();
    expect(card('revenue')).toHaveTextContent('$49.99');
    expect(card('transactions')).toHaveTextContent('3');
    expect(card('successful')).toHaveTextContent('1');
    expect(card('failed')).toHaveTextContent('1');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      ADMIN_PAYMENT_MESSAGES.noEmail,
      'bob@example.com',
      'anna@example.com',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('pay-noma...')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('cs_test_a1B2c3D4e5F6...')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('failed')).toHaveAttribute('data-color', 'red');
    expect(within(rows[2] as HTMLElement).getByText('succeeded')).toHaveAttribute('data-color', 'green');
  });

  it('applies the date filter, the status filter and the search, with the matching empty state', async () => {
    const { user } = render();
    await screen.findByRole('table', { name: 'Payment Management' });
    await user.selectOptions(screen.getByLabelText(UI.periodLabel), 'last-month');
    await waitFor(() => expect(card('revenue')).toHaveTextContent('$199.99'));
    await user.selectOptions(screen.getByLabelText(UI.periodLabel), 'this-year');
    await waitFor(() => expect(card('transactions')).toHaveTextContent('4'));
    await user.selectOptions(screen.getByLabelText(UI.statusLabel), 'completed');
    expect(card('transactions')).toHaveTextContent('2');
    await user.type(screen.getByRole('searchbox', { name: UI.searchPlaceholder }), 'ANNA');
    expect(card('transactions')).toHaveTextContent('1');
    await user.clear(screen.getByRole('searchbox', { name: UI.searchPlaceholder }));
    await user.type(screen.getByRole('searchbox', { name: UI.searchPlaceholder }), 'nobody');
    expect(screen.getByText(ADMIN_PAYMENT_MESSAGES.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_PAYMENT_MESSAGES.emptyFiltered)).toBeInTheDocument();
  });

  it('exports what is listed as payments-{date}.csv and shows one payment in full', async () => {
    const { user } = render();
    await screen.findByRole('table', { name: 'Payment Management' });
    await user.click(screen.getByRole('button', { name: UI.export }));
    expect(downloads[0]?.name).toBe('payments-2026-11-23.csv');
    const rows = Papa.parse<string[]>(String(downloads[0]?.content).trim()).data;
    expect(rows[0]).toEqual(['Date', 'Customer Email', 'Amount', 'Status', 'Payment ID']);
    expect(rows).toContainEqual([
      '2026-11-21',
      'bob@example.com',
      '99.99',
      'failed',
      'cs_test_a1B2c3D4e5F6...',
    ]);

    await user.click(screen.getAllByRole('button', { name: UI.viewDetails })[1] as HTMLElement);
    const details = await screen.findByTestId('payment-details');
    expect(details).toHaveTextContent('$99.99');
    expect(details).toHaveTextContent('cs_test_a1B2c3D4e5F6g7H8i9J0_bob');
  });

  it('says so before the first payment, and when payments cannot be loaded', async () => {
    render(new MemoryDatabase({ now: () => NOW }));
    expect(await screen.findByText(ADMIN_PAYMENT_MESSAGES.emptyFirstUse)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UI.export })).toBeDisabled();
  });

  it('tells a non-administrator the payments failed to load', async () => {
    render(seeded(), { uid: 'someone', admin: false });
    expect(await screen.findByText(ADMIN_PAYMENT_MESSAGES.loadFailed)).toBeInTheDocument();
  });
});
