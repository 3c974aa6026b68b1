import type { PlanId } from '../catalogue/plans.js';
import type { Role } from '../auth/roles.js';
import type { SubscriptionStatus } from '../users/account.js';
import {
  paymentMayMove,
  type EventEffect,
  type PaymentRecordWrite,
  type RecordedPaymentStatus,
} from './events.js';
import {
  grantsPlanRole,
  profileStatusFor,
  roleAfterPlan,
  shouldApplySubscription,
  type SubscriptionSnapshot,
  type SubscriptionState,
} from './subscription.js';

/** What the webhook's transaction reads before it decides. */
export interface LedgerReads {
  /** stripeEvents/{id} exists: the event was processed before. */
  eventSeen: boolean;
  payment: { status: RecordedPaymentStatus } | null;
  billing: SubscriptionState | null;
  profile: { role: Role; plan: PlanId; subscriptionStatus: SubscriptionStatus } | null;
}

export interface ProfilePatch {
  plan?: PlanId;
  subscriptionStatus?: SubscriptionStatus;
  role?: Role;
}

/** What it writes; null = leave that document alone. The event marker is always written. */
export interface LedgerWrites {
  duplicate: boolean;
  payment: PaymentRecordWrite | null;
  billing: SubscriptionSnapshot | null;
  profile: ProfilePatch | null;
}

const NOTHING = { payment: null, billing: null, profile: null } as const;

/**
 * The decision of one event, from what the transaction read: a duplicate writes nothing; a
 * payment never moves back (paymentMayMove); a subscription state never regresses
 * (shouldApplySubscription); the profile takes plan, status and the plan's role only from a
 * subscription state that was applied, and only the keys that change.
 */
export function planLedgerWrites(reads: LedgerReads, effect: EventEffect & { kind: 'apply' }): LedgerWrites {
  if (reads.eventSeen) return { duplicate: true, ...NOTHING };
  const payment =
    effect.payment && paymentMayMove(reads.payment?.status ?? null, effect.payment.status)
      ? effect.payment
      : null;
  const subscription = effect.subscription;
  if (!subscription || !shouldApplySubscription(reads.billing, subscription))
    return { duplicate: false, payment, billing: null, profile: null };

  let profile: ProfilePatch | null = null;
  if (reads.profile) {
    const patch: ProfilePatch = {};
    const status = profileStatusFor(subscription.status);
    if (status !== null) {
      if (status !== reads.profile.subscriptionStatus) patch.subscriptionStatus = status;
      if (grantsPlanRole(subscription.status)) {
        if (subscription.planId !== reads.profile.plan) patch.plan = subscription.planId;
        const role = roleAfterPlan(reads.profile.role, subscription.planId);
        if (role !== reads.profile.role) patch.role = role;
      }
    }
    profile = Object.keys(patch).length > 0 ? patch : null;
  }
  return { duplicate: false, payment, billing: subscription, profile };
}
