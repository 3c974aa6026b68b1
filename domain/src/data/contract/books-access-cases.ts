import { booksAccessFor, type BooksAccess } from '../../payments/subscription.js';
import type { SubscriptionStatus } from '../../users/account.js';

/**
 * The profiles that open or close the books (booksAccessFor in ../../payments/subscription.ts),
 * one table for every store that enforces it: the in-memory store (tier 1, the contract suite),
 * the web adapter under the real firestore.rules and the rules themselves (tier 2, the contract
 * suite and tests/rules/books.rules.test.ts). `access` is what booksAccessFor answers; a tier-1
 * test holds the table to it, so the stores are tested against domain's one definition.
 */
export interface BooksAccessCase {
  readonly label: string;
  /**
   * The profile's two keys as stored, the trial end in days from now (a key left out is absent
   * from the document); null: no profile document at all.
   */
  readonly profile: {
    readonly subscriptionStatus?: SubscriptionStatus;
    readonly trialEndsInDays?: number;
  } | null;
  readonly access: BooksAccess;
}

export const BOOKS_ACCESS_CASES: readonly BooksAccessCase[] = [
  { label: 'active', profile: { subscriptionStatus: 'active', trialEndsInDays: -30 }, access: 'full' },
  // Stripe retries a failed payment while past due: the books stay open until it gives up.
  { label: 'past due', profile: { subscriptionStatus: 'past_due', trialEndsInDays: -30 }, access: 'full' },
  { label: 'trial running', profile: { subscriptionStatus: 'trialing', trialEndsInDays: 1 }, access: 'full' },
  {
    label: 'trial over',
    profile: { subscriptionStatus: 'trialing', trialEndsInDays: -1 },
    access: 'read-only',
  },
  {
    label: 'canceled',
    profile: { subscriptionStatus: 'canceled', trialEndsInDays: 10 },
    access: 'read-only',
  },
  { label: 'unpaid', profile: { subscriptionStatus: 'unpaid', trialEndsInDays: 10 }, access: 'read-only' },
  { label: 'canceled, no trial end', profile: { subscriptionStatus: 'canceled' }, access: 'read-only' },
  { label: 'trialing, no trial end', profile: { subscriptionStatus: 'trialing' }, access: 'full' },
  { label: 'no subscription status', profile: { trialEndsInDays: -1 }, access: 'full' },
  { label: 'no profile document', profile: null, access: 'full' },
];

const DAY_MS = 86_400_000;

/** The case's trial end, `now` plus its days; undefined when the profile has none. */
export function trialEndsAtOf(testCase: BooksAccessCase, now: Date): Date | undefined {
  const days = testCase.profile?.trialEndsInDays;
  return days === undefined ? undefined : new Date(now.getTime() + days * DAY_MS);
}

/** booksAccessFor on the case's profile: what every store must enforce. */
export function expectedBooksAccess(testCase: BooksAccessCase, now: Date): BooksAccess {
  return booksAccessFor(testCase.profile?.subscriptionStatus, trialEndsAtOf(testCase, now), now);
}

/**
 * The case's profile document as stored (for a raw seed: instants as Dates), built on `base` (a
 * whole valid profile) with the two keys replaced or removed; null when the case has no profile.
 */
export function booksCaseProfile(
  testCase: BooksAccessCase,
  base: Readonly<Record<string, unknown>>,
  now: Date,
): Record<string, unknown> | null {
  if (testCase.profile === null) return null;
  const { subscriptionStatus: _status, trialEndsAt: _trialEndsAt, ...rest } = base;
  const trialEndsAt = trialEndsAtOf(testCase, now);
  return {
    ...rest,
    ...(testCase.profile.subscriptionStatus === undefined
      ? {}
      : { subscriptionStatus: testCase.profile.subscriptionStatus }),
    ...(trialEndsAt === undefined ? {} : { trialEndsAt }),
  };
}

/**
 * The cases whose profile a typed store can read: no document, or both subscription keys present
 * (the stored schema requires them; a profile without them is malformed).
 */
export const READABLE_BOOKS_ACCESS_CASES: readonly BooksAccessCase[] = BOOKS_ACCESS_CASES.filter(
  (testCase) =>
    testCase.profile === null ||
    (testCase.profile.subscriptionStatus !== undefined && testCase.profile.trialEndsInDays !== undefined),
);
