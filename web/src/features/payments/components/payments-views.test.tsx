import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { BILLING, LAPSED_MESSAGE, PAYMENTS, USERS, ownBooks, type PaymentDoc } from '@haulbooks/domain';
import { MemoryDatabase, createUserProfile } from '@haulbooks/domain/testing';
import { renderRoutes } from '../../../lib/test-utils';
import { renderWithData } from '../../../lib/data/testing';
import type { PaymentsApi } from '../api/payments-api';
import { PAYMENTS_UI } from '../messages';
import { TestStripeView } from './test-stripe-view';
import { PaymentSuccessView } from './payment-success-view';
import { PaymentCancelView } from './payment-cancel-view';
import { BillingView } from './billing-view';
import { LapsedNotice } from './lapsed-notice';

const ORIGIN = 'http://127.0.0.1:5050';

function fakeApi(overrides: Partial<PaymentsApi> = {}): PaymentsApi {
  return {
    createCheckoutSession: vi.fn(async () => ({
      sessionId: 'cs_test_1',
      url: 'https://checkout.stripe.test/cs_test_1',
    })),
    createPortalLink: vi.fn(async () => ({ url: 'https://billing.stripe.test/p_1' })),
    redirect: vi.fn(),
    ...overrides,
  };
}

const count = (label: string) => screen.getByTestId(`count-${label}`).textContent;

describe('/test/stripe', () => {
  it('lists every plan with Monthly and Yearly Test, services and add-ons with Test Checkout, and the test card', () => {
    renderRoutes([{ path: '*', element: <TestStripeView api={fakeApi()} origin={ORIGIN} signedIn /> }]);
    expect(screen.getAllByRole('button', { name: /^Monthly Test:/ })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Yearly Test:/ })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Test Checkout:/ })).toHaveLength(5);
    expect(within(screen.getByTestId('plan-driver')).getByText('$49.99/month')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('service:tax_preparation')).getByText('$299.99 one-time'),
    ).toBeInTheDocument();
    expect(screen.getByText(/4242 4242 4242 4242, any future expiry date and any CVC/)).toBeInTheDocument();
    expect([count('successful'), count('failed'), count('pending')]).toEqual(['0', '0', '0']);
    expect(screen.queryByText(PAYMENTS_UI.signInFirst)).not.toBeInTheDocument();
  });

  it('counts successful, failed and pending checkouts, with the spec toasts and the server’s message', async () => {
    let release: () => void = () => undefined;
    const api = fakeApi({
      createCheckoutSession: vi.fn(async (input) => {
        if (input.metadata?.role)
          throw new Error('Stripe products not configured. Please contact administrator.');
        if (input.metadata?.addonType) await new Promise<void>((resolve) => (release = resolve));
        return { sessionId: 'cs_test_1', url: 'https://checkout.stripe.test/cs_test_1' };
      }),
    });
    const { user } = renderRoutes([
      { path: '*', element: <TestStripeView api={api} origin={ORIGIN} signedIn /> },
    ]);
    await user.click(screen.getByRole('button', { name: 'Monthly Test: Driver' }));
    expect(await screen.findByText('Failed to create Driver checkout')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('plan-driver')).getByText(
        'Stripe products not configured. Please contact administrator.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test Checkout: Tax Preparation' }));
    expect(await screen.findByRole('link', { name: PAYMENTS_UI.openCheckout })).toHaveAttribute(
      'href',
      'https://checkout.stripe.test/cs_test_1',
    );
    expect(api.createCheckoutSession).toHaveBeenCalledWith({
      mode: 'payment',
      metadata: { serviceType: 'tax_preparation' },
      successUrl: `${ORIGIN}/payment/success`,
      cancelUrl: `${ORIGIN}/payment/cancel`,
    });
    await user.click(screen.getByRole('button', { name: 'Test Checkout: Priority Support' }));
    await waitFor(() => expect(count('pending')).toBe('1'));
    expect([count('successful'), count('failed')]).toEqual(['1', '1']);
    await act(async () => release());
    await waitFor(() => expect(count('successful')).toBe('2'));
    expect(api.redirect).not.toHaveBeenCalled();
  });

  it('tells a signed-out visitor to sign in', () => {
    renderRoutes([
      { path: '*', element: <TestStripeView api={fakeApi()} origin={ORIGIN} signedIn={false} /> },
    ]);
    expect(screen.getByText(PAYMENTS_UI.signInFirst)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAYMENTS_UI.signIn })).toHaveAttribute('href', '/login');
  });
});

function payment(overrides: Partial<PaymentDoc> = {}): PaymentDoc {
  return {
    userId: 'dana',
    amountCents: 29999,
    currency: 'usd',
    status: 'succeeded',
    description: 'Tax Preparation',
    stripeId: 'cs_test_1',
    stripeSessionId: 'cs_test_1',
    customerEmail: 'dana@example.com',
    createdAt: new Date('2026-11-20T15:00:00Z'),
    ...overrides,
  };
}

/** As the webhook writes it: createdAt comes from the server clock. */
function written(overrides: Partial<PaymentDoc> = {}) {
  const { createdAt: _createdAt, ...data } = payment(overrides);
  return data;
}

describe('/payment/success', () => {
  it('waits for the webhook’s record, then shows the purchase', async () => {
    const db = new MemoryDatabase();
    renderWithData(<PaymentSuccessView sessionId="cs_test_1" />, { db, subject: ownBooks('dana') });
    expect(await screen.findByTestId('payment-waiting')).toHaveTextContent(PAYMENTS_UI.waiting);
    // Another user's payment never shows, even with the same session id.
    await act(async () => {
      await db
        .privileged()
        .collection(PAYMENTS, '')
        .set('other', written({ userId: 'eve' }));
    });
    expect(screen.getByTestId('payment-waiting')).toBeInTheDocument();
    await act(async () => {
      await db.privileged().collection(PAYMENTS, '').set('cs_test_1', written());
    });
    const recorded = await screen.findByTestId('payment-recorded');
    expect(recorded).toHaveTextContent('Tax Preparation');
    expect(recorded).toHaveTextContent('$299.99');
    expect(recorded).toHaveTextContent('Paid');
    expect(screen.queryByTestId('payment-waiting')).not.toBeInTheDocument();
  });

  it('says when there is no checkout to show', async () => {
    renderWithData(<PaymentSuccessView sessionId={null} />, { subject: ownBooks('dana') });
    expect(await screen.findByText(PAYMENTS_UI.noSession)).toBeInTheDocument();
  });
});

describe('/payment/cancel', () => {
  it('says nothing was charged and offers the plans again', () => {
    renderRoutes([{ path: '*', element: <PaymentCancelView /> }]);
    expect(screen.getByRole('heading', { name: PAYMENTS_UI.cancelTitle })).toBeInTheDocument();
    expect(screen.getByText(PAYMENTS_UI.cancelText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAYMENTS_UI.choosePlanAgain })).toHaveAttribute(
      'href',
      '/billing',
    );
  });
});

describe('/billing', () => {
  it('shows plan, status, renewal and payments, and opens the Billing Portal', async () => {
    const db = new MemoryDatabase();
    db.seed(
      USERS,
      'dana',
      'dana',
      createUserProfile({ subscriptionStatus: 'active', plan: 'fleet_manager', role: 'fleet_manager' }),
    );
    db.seed(BILLING, 'dana', 'subscription', {
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      plan: 'fleet_manager',
      billingPeriod: 'yearly',
      currentPeriodEnd: new Date('2027-11-20T12:00:00Z'),
      cancelAtPeriodEnd: false,
      lastEventCreated: 1,
      lastEventId: 'evt_1',
      updatedAt: new Date(),
    });
    db.seed(
      PAYMENTS,
      'dana',
      'in_1',
      payment({
        stripeSessionId: undefined,
        stripeId: 'in_1',
        description: 'Fleet Manager plan',
        amountCents: 199990,
      }),
    );
    const api = fakeApi();
    const { user } = renderWithData(<BillingView api={api} origin={ORIGIN} chosenPlan={null} />, {
      db,
      subject: ownBooks('dana'),
    });
    const summary = await screen.findByTestId('billing-summary');
    await waitFor(() => expect(summary).toHaveTextContent('Fleet Manager (yearly)'));
    expect(summary).toHaveTextContent('Active');
    expect(summary).toHaveTextContent('Renews on Nov 20, 2027');
    expect(await screen.findByTestId('billing-payments')).toHaveTextContent('$1,999.90');
    expect(screen.queryByRole('button', { name: /Subscribe monthly/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PAYMENTS_UI.manageBilling }));
    await waitFor(() => expect(api.redirect).toHaveBeenCalledWith('https://billing.stripe.test/p_1'));
    expect(api.createPortalLink).toHaveBeenCalledWith(`${ORIGIN}/billing`);
  });

  it('offers the plans (the chosen one first) and sends a subscription to Stripe Checkout', async () => {
    const db = new MemoryDatabase();
    db.seed(USERS, 'dana', 'dana', createUserProfile());
    const api = fakeApi();
    const { user } = renderWithData(<BillingView api={api} origin={ORIGIN} chosenPlan="fleet_manager" />, {
      db,
      subject: ownBooks('dana'),
    });
    const cards = await screen.findAllByTestId(/^subscribe-/);
    expect(cards[0]).toHaveAttribute('data-testid', 'subscribe-fleet_manager');
    expect(within(cards[0] as HTMLElement).getByText(PAYMENTS_UI.chosen)).toBeInTheDocument();
    expect(screen.getByText(PAYMENTS_UI.noPayments)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Subscribe yearly: Fleet Manager' }));
    await waitFor(() => expect(api.redirect).toHaveBeenCalledWith('https://checkout.stripe.test/cs_test_1'));
    expect(api.createCheckoutSession).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'subscription',
        metadata: { role: 'fleet_manager', billingPeriod: 'yearly' },
      }),
    );
    expect(await screen.findByText('Fleet Manager yearly checkout initiated')).toBeInTheDocument();
  });

  it('says a lapsed subscription leaves the books read-only, never deleted', async () => {
    const db = new MemoryDatabase();
    db.seed(USERS, 'dana', 'dana', createUserProfile({ subscriptionStatus: 'canceled' }));
    renderWithData(<BillingView api={fakeApi()} origin={ORIGIN} chosenPlan={null} />, {
      db,
      subject: ownBooks('dana'),
    });
    expect(
      await screen.findByText(/books are read-only until you subscribe again\. Nothing has been deleted/),
    ).toBeInTheDocument();
  });
});

describe('LapsedNotice', () => {
  it('says the books are read-only, nothing is deleted, and where to subscribe again', () => {
    renderRoutes([{ path: '*', element: <LapsedNotice /> }]);
    expect(screen.getByTestId('lapsed-notice')).toHaveTextContent(LAPSED_MESSAGE);
    expect(screen.getByRole('link', { name: PAYMENTS_UI.choosePlanAgain })).toHaveAttribute(
      'href',
      '/billing',
    );
  });
});
