import { PLAN_IDS, planById, type PlanId } from '../catalogue/plans.js';
import { BILLING_PERIODS, type BillingPeriod } from '../catalogue/admin-plans.js';
import type { SubscriptionStatus } from '../users/account.js';
import { REGISTRABLE_ROLES, type Role } from '../auth/roles.js';
import type { Subject } from '../data/subject.js';

/** Every status a Stripe subscription can have (API 2025+). */
export const STRIPE_SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'paused',
  'canceled',
] as const;
export type StripeSubscriptionStatus = (typeof STRIPE_SUBSCRIPTION_STATUSES)[number];

/**
 * Where a status sits in a subscription's life. Two events of the same second (Stripe stamps
 * `created` in whole seconds, and `customer.subscription.created` and `.updated` often share one)
 * are ordered by it: a subscription moves forward through these, never back.
 */
const LIFECYCLE_RANK: Record<StripeSubscriptionStatus, number> = {
  incomplete: 0,
  trialing: 1,
  active: 2,
  past_due: 3,
  paused: 3,
  unpaid: 4,
  incomplete_expired: 5,
  canceled: 5,
};

/** Statuses after which Stripe never revives a subscription. */
const TERMINAL: readonly StripeSubscriptionStatus[] = ['canceled', 'incomplete_expired'];
/** Statuses in which a subscription still bills the customer (a newer one of these replaces any). */
const LIVE: readonly StripeSubscriptionStatus[] = ['trialing', 'active', 'past_due', 'unpaid', 'paused'];

export function isStripeSubscriptionStatus(value: unknown): value is StripeSubscriptionStatus {
  return typeof value === 'string' && (STRIPE_SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

/** The plan subscription as the webhook last recorded it (users/{uid}/billing/subscription). */
export interface SubscriptionState {
  subscriptionId: string;
  status: StripeSubscriptionStatus;
  /** `created` (Unix seconds) of the event that wrote this state. */
  lastEventCreated: number;
}

/** What one subscription event says. */
export interface SubscriptionSnapshot extends SubscriptionState {
  customerId: string;
  planId: PlanId;
  billingPeriod: BillingPeriod | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  lastEventId: string;
}

/**
 * Whether a subscription event may overwrite what is stored. This is the fault of the Stripe
 * Firebase extension we must not repeat: it writes whatever arrives last, so a late
 * `customer.subscription.created` (status incomplete) overwrites the `active` of an `.updated`
 * sent after it. Rules:
 * - a canceled subscription stays canceled (Stripe never revives one);
 * - for the same subscription, a newer event wins; in the same second, the later lifecycle stage;
 * - another subscription (a new plan after a cancel, or an upgrade) replaces the stored one only if
 *   it is newer, and a dead one (canceled) never replaces one that is still live.
 */
export function shouldApplySubscription(
  current: SubscriptionState | null,
  incoming: SubscriptionState,
): boolean {
  if (!current) return true;
  if (incoming.subscriptionId === current.subscriptionId) {
    if (TERMINAL.includes(current.status)) return false;
    if (incoming.lastEventCreated !== current.lastEventCreated)
      return incoming.lastEventCreated > current.lastEventCreated;
    return LIFECYCLE_RANK[incoming.status] >= LIFECYCLE_RANK[current.status];
  }
  if (incoming.lastEventCreated < current.lastEventCreated) return false;
  if (LIVE.includes(current.status) && !LIVE.includes(incoming.status)) return false;
  return true;
}

/**
 * The profile's subscriptionStatus for a Stripe status; null leaves the profile as it is (an
 * incomplete first payment must not end a running trial).
 */
export function profileStatusFor(status: StripeSubscriptionStatus): SubscriptionStatus | null {
  switch (status) {
    case 'trialing':
    case 'active':
    case 'past_due':
    case 'unpaid':
    case 'canceled':
      return status;
    case 'incomplete_expired':
      return 'canceled';
    case 'paused':
      return 'unpaid';
    case 'incomplete':
      return null;
  }
}

/** Whether the plan's role should be granted: the subscription is paying or about to. */
export function grantsPlanRole(status: StripeSubscriptionStatus): boolean {
  return status === 'trialing' || status === 'active' || status === 'past_due';
}

/**
 * The role a profile should hold after a plan is (re)granted. Only the three registrable roles
 * follow the plan: an accountant or admin keeps theirs.
 */
export function roleAfterPlan(currentRole: Role | undefined, planId: PlanId): Role {
  if (currentRole !== undefined && !(REGISTRABLE_ROLES as readonly string[]).includes(currentRole))
    return currentRole;
  return planById(planId).role;
}

/**
 * Access to the books for a subscription status. A lapsed subscription (canceled, unpaid) leaves
 * the books readable and exportable but closed to changes; nothing is ever deleted.
 */
export type BooksAccess = 'full' | 'read-only';
export function booksAccessFor(
  status: SubscriptionStatus | undefined,
  trialEndsAt?: Date | null,
  now: Date = new Date(),
): BooksAccess {
  if (status === 'canceled' || status === 'unpaid') return 'read-only';
  if (status === 'trialing' && trialEndsAt && trialEndsAt.getTime() < now.getTime()) return 'read-only';
  return 'full';
}

/**
 * Whether the owner's books take changes, from their stored profile (null: no profile document):
 * booksAccessFor, read as firestore.rules' and storage.rules' booksOpen(uid) read it. Functions
 * write with the Admin SDK, which passes the rules by, so each one that books for an owner (an
 * upload, a spreadsheet import, the recurring-expenses run) asks this first.
 */
export function booksOpenFor(
  profile: { subscriptionStatus?: SubscriptionStatus; trialEndsAt?: Date | null } | null,
  now: Date,
): boolean {
  return booksAccessFor(profile?.subscriptionStatus, profile?.trialEndsAt ?? null, now) === 'full';
}

/** The owner's own books after the subscription lapsed: readable, exportable, not changeable. */
export function lapsedBooks(uid: string): Subject {
  return { uid, viewer: 'owner', readOnly: true };
}

export const LAPSED_MESSAGE =
  'Your subscription has lapsed: your books are read-only until you subscribe again. Nothing has been deleted.';

export function isPlanIdValue(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function isBillingPeriod(value: unknown): value is BillingPeriod {
  return typeof value === 'string' && (BILLING_PERIODS as readonly string[]).includes(value);
}
