import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  booksAccessFor,
  booksOpenFor,
  profileStatusFor,
  roleAfterPlan,
  shouldApplySubscription,
  type StripeSubscriptionStatus,
  type SubscriptionState,
} from './subscription.js';
import {
  MalformedEventError,
  describeStripeEvent,
  isHandledStripeEvent,
  paymentMayMove,
  planOfPrice,
  readEventEnvelope,
  readPurchaseMetadata,
} from './events.js';
import { planLedgerWrites } from './ledger.js';
import { isAllowedReturnUrl, successUrlWithSession } from './requests.js';
import { BOOKS_ACCESS_CASES, trialEndsAtOf } from '../data/contract/books-access-cases.js';

const state = (
  subscriptionId: string,
  status: StripeSubscriptionStatus,
  lastEventCreated: number,
): SubscriptionState => ({
  subscriptionId,
  status,
  lastEventCreated,
});

describe('subscription ordering', () => {
  it('applies newer events of a subscription and refuses older ones', () => {
    expect(shouldApplySubscription(null, state('s', 'incomplete', 1))).toBe(true);
    expect(shouldApplySubscription(state('s', 'active', 10), state('s', 'past_due', 11))).toBe(true);
    expect(shouldApplySubscription(state('s', 'past_due', 11), state('s', 'active', 10))).toBe(false);
  });

  it('orders events of the same second by lifecycle stage', () => {
    expect(shouldApplySubscription(state('s', 'active', 10), state('s', 'incomplete', 10))).toBe(false);
    expect(shouldApplySubscription(state('s', 'incomplete', 10), state('s', 'active', 10))).toBe(true);
  });

  it('never revives a canceled subscription, and a dead one never replaces a live one', () => {
    expect(shouldApplySubscription(state('s', 'canceled', 10), state('s', 'active', 99))).toBe(false);
    expect(shouldApplySubscription(state('new', 'active', 10), state('old', 'canceled', 20))).toBe(false);
    expect(shouldApplySubscription(state('old', 'canceled', 10), state('new', 'active', 20))).toBe(true);
    expect(shouldApplySubscription(state('old', 'active', 30), state('new', 'active', 20))).toBe(false);
  });

  it('ends in the newest event whatever order the events of one subscription arrive in', () => {
    const lifecycle: StripeSubscriptionStatus[] = [
      'incomplete',
      'active',
      'past_due',
      'active',
      'unpaid',
      'canceled',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: lifecycle.length }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 6, maxLength: 6 }),
        fc.func(fc.integer()),
        (length, gaps, shuffleKey) => {
          // Times never decrease; equal times only where the stage also rises.
          let t = 1000;
          const events = lifecycle.slice(0, length).map((status, i) => {
            const rising = i === 0 || status !== 'active' || lifecycle[i - 1] === 'incomplete';
            t += rising ? (gaps[i] ?? 1) : Math.max(1, gaps[i] ?? 1);
            return state('sub', status, t);
          });
          const order = [...events].sort(
            (a, b) => shuffleKey(a.lastEventCreated) - shuffleKey(b.lastEventCreated),
          );
          let current: SubscriptionState | null = null;
          for (const incoming of order) if (shouldApplySubscription(current, incoming)) current = incoming;
          const newest = events[events.length - 1];
          expect(current?.status).toBe(newest?.status);
          expect(current?.lastEventCreated).toBe(newest?.lastEventCreated);
        },
      ),
    );
  });

  it('maps statuses to the profile and keeps staff roles', () => {
    expect(profileStatusFor('incomplete')).toBeNull();
    expect(profileStatusFor('incomplete_expired')).toBe('canceled');
    expect(profileStatusFor('paused')).toBe('unpaid');
    expect(roleAfterPlan('company_driver', 'fleet_manager')).toBe('fleet_manager');
    expect(roleAfterPlan('accountant', 'fleet_manager')).toBe('accountant');
  });

  it('a lapsed subscription makes the books read-only, never anything worse', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    expect(booksAccessFor('active', null, now)).toBe('full');
    expect(booksAccessFor('past_due', null, now)).toBe('full');
    expect(booksAccessFor('canceled', null, now)).toBe('read-only');
    expect(booksAccessFor('unpaid', null, now)).toBe('read-only');
    expect(booksAccessFor('trialing', new Date('2026-04-01T00:00:00Z'), now)).toBe('read-only');
    expect(booksAccessFor('trialing', new Date('2026-06-01T00:00:00Z'), now)).toBe('full');
  });

  it.each(BOOKS_ACCESS_CASES.map((testCase) => [testCase.label, testCase] as const))(
    'booksOpenFor a stored profile, %s: open exactly when booksAccessFor says full',
    (_label, testCase) => {
      const now = new Date('2026-05-01T00:00:00Z');
      const trialEndsAt = trialEndsAtOf(testCase, now);
      const profile =
        testCase.profile === null
          ? null
          : {
              ...(testCase.profile.subscriptionStatus === undefined
                ? {}
                : { subscriptionStatus: testCase.profile.subscriptionStatus }),
              ...(trialEndsAt === undefined ? {} : { trialEndsAt }),
            };
      expect(booksOpenFor(profile, now)).toBe(testCase.access === 'full');
    },
  );
});

describe('reading Stripe events', () => {
  it('knows its allow-list and refuses envelopes without id, type, time or object', () => {
    expect(isHandledStripeEvent('invoice.paid')).toBe(true);
    expect(isHandledStripeEvent('charge.refunded')).toBe(false);
    for (const bad of [
      null,
      [],
      { id: 'evt_1' },
      { id: 'evt 1', type: 't', created: 1, data: { object: {} } },
      { id: 'e', type: 't', created: -1, data: { object: {} } },
      { id: 'e', type: 't', created: 1, data: {} },
    ]) {
      expect(() => readEventEnvelope(bad)).toThrow(MalformedEventError);
    }
  });

  it('keeps only metadata it wrote itself', () => {
    expect(
      readPurchaseMetadata({
        uid: 'u1',
        kind: 'plan',
        planId: 'driver',
        billingPeriod: 'weekly',
        extra: 'x',
      }),
    ).toEqual({ uid: 'u1', kind: 'plan', planId: 'driver' });
    expect(readPurchaseMetadata({ uid: '../users/u2' })).toEqual({});
  });

  it('finds a plan by its catalogue price', () => {
    const catalogue = {
      plans: { driver: { productId: 'p', monthlyPriceId: 'price_1M', yearlyPriceId: 'price_1Y' } },
      services: {},
      addons: {},
    };
    expect(planOfPrice(catalogue, 'price_1Y')).toEqual({ planId: 'driver', billingPeriod: 'yearly' });
    expect(planOfPrice(catalogue, 'price_1Z')).toBeNull();
  });

  it('ignores a checkout that charged nothing (a trial) and refuses one with an unknown payment status', () => {
    const envelope = (object: Record<string, unknown>) => ({
      id: 'evt_1',
      type: 'checkout.session.completed' as const,
      created: 1,
      object,
    });
    expect(
      describeStripeEvent(
        envelope({ id: 'cs_1', amount_total: 0, payment_status: 'no_payment_required' }),
        null,
      ).kind,
    ).toBe('ignore');
    expect(() =>
      describeStripeEvent(envelope({ id: 'cs_1', amount_total: 5, payment_status: 'maybe' }), null),
    ).toThrow(MalformedEventError);
    expect(() =>
      describeStripeEvent(envelope({ id: 'cs_1', amount_total: 1.5, payment_status: 'paid' }), null),
    ).toThrow(/cents/);
  });
});

describe('ledger decisions', () => {
  const effect = {
    kind: 'apply' as const,
    uid: 'u1',
    customerId: 'cus_1',
    payment: {
      id: 'cs_1',
      amountCents: 4999,
      currency: 'usd',
      status: 'failed' as const,
      description: 'x',
      stripeId: 'cs_1',
    },
    subscription: null,
  };
  it('writes nothing for a duplicate, and never moves a payment back', () => {
    expect(
      planLedgerWrites({ eventSeen: true, payment: null, billing: null, profile: null }, effect),
    ).toEqual({ duplicate: true, payment: null, billing: null, profile: null });
    expect(
      planLedgerWrites(
        { eventSeen: false, payment: { status: 'succeeded' }, billing: null, profile: null },
        effect,
      ).payment,
    ).toBeNull();
    expect(paymentMayMove('pending', 'succeeded')).toBe(true);
    expect(paymentMayMove('refunded', 'succeeded')).toBe(false);
  });
});

describe('return addresses', () => {
  it('allows only the app origins and adds the session id template', () => {
    expect(isAllowedReturnUrl('https://app.example/payment/success', ['https://app.example'])).toBe(true);
    expect(isAllowedReturnUrl('https://app.example.evil/x', ['https://app.example'])).toBe(false);
    expect(isAllowedReturnUrl('javascript:alert(1)', ['https://app.example'])).toBe(false);
    expect(successUrlWithSession('https://a.example/payment/success')).toBe(
      'https://a.example/payment/success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(successUrlWithSession('https://a.example/s?x=1')).toBe(
      'https://a.example/s?x=1&session_id={CHECKOUT_SESSION_ID}',
    );
  });
});
