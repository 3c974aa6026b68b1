import { planById, type PlanId } from '../catalogue/plans.js';
import type { BillingPeriod } from '../catalogue/admin-plans.js';
import { addonById, isAddonType, isServiceType, serviceById } from '../catalogue/services.js';
import type { StripeCatalogue } from '../catalogue/checkout.js';
import {
  isBillingPeriod,
  isPlanIdValue,
  isStripeSubscriptionStatus,
  type SubscriptionSnapshot,
} from './subscription.js';

/**
 * The Stripe events the webhook acts on. Anything else is acknowledged (200) and ignored, so a
 * change in the dashboard's event selection never makes us write what we do not understand.
 */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;
export type HandledStripeEvent = (typeof HANDLED_STRIPE_EVENTS)[number];

export function isHandledStripeEvent(type: unknown): type is HandledStripeEvent {
  return typeof type === 'string' && (HANDLED_STRIPE_EVENTS as readonly string[]).includes(type);
}

/** The payments/{id} statuses in the order a payment moves through them; it never moves back. */
const PAYMENT_RANK = { pending: 0, failed: 1, succeeded: 2, refunded: 3 } as const;
export type RecordedPaymentStatus = keyof typeof PAYMENT_RANK;

/** Whether a payment may move from `current` to `next` (a late "failed" never undoes "succeeded"). */
export function paymentMayMove(current: RecordedPaymentStatus | null, next: RecordedPaymentStatus): boolean {
  return current === null || PAYMENT_RANK[next] >= PAYMENT_RANK[current];
}

/** One payments/{id} write. The id is Stripe's (session or invoice), so a replay overwrites, never adds. */
export interface PaymentRecordWrite {
  id: string;
  amountCents: number;
  currency: string;
  status: RecordedPaymentStatus;
  description: string;
  stripeId: string;
  customerEmail?: string;
  stripeSessionId?: string;
}

/** What the checkout put in metadata (functions/src/payments/checkout): who bought what. */
export interface PurchaseMetadata {
  uid?: string;
  kind?: 'plan' | 'service' | 'addon';
  planId?: PlanId;
  billingPeriod?: BillingPeriod;
  itemName?: string;
}

export type EventEffect =
  | { kind: 'ignore'; reason: string }
  | {
      kind: 'apply';
      /** From our metadata; null means "find the user by the Stripe customer". */
      uid: string | null;
      customerId: string | null;
      payment: PaymentRecordWrite | null;
      subscription: SubscriptionSnapshot | null;
    };

/** A signed event whose object lacks what its type promises: refused (4xx), nothing written. */
export class MalformedEventError extends Error {}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function str(object: Json, key: string): string | null {
  const value = object[key];
  return typeof value === 'string' && value !== '' ? value : null;
}
/** Expandable fields arrive as an id or as the object. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (isObject(value)) return str(value, 'id');
  return null;
}
function requireString(object: Json, key: string, what: string): string {
  const value = str(object, key);
  if (!value) throw new MalformedEventError(`The ${what} has no ${key}`);
  return value;
}
function cents(object: Json, key: string, what: string): number {
  const value = object[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new MalformedEventError(`The ${what}'s ${key} is not a whole number of cents`);
  return value;
}
function currency(object: Json): string {
  const value = str(object, 'currency') ?? 'usd';
  if (!/^[a-z]{3}$/.test(value)) throw new MalformedEventError(`The currency "${value}" is not an ISO code`);
  return value;
}
function email(...candidates: unknown[]): string | undefined {
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && candidate.length >= 3 && candidate.length <= 254) return candidate;
  }
  return undefined;
}

/** Our metadata, read defensively: a key that is not ours is dropped, never trusted. */
export function readPurchaseMetadata(value: unknown): PurchaseMetadata {
  if (!isObject(value)) return {};
  const out: PurchaseMetadata = {};
  const uid = value.uid;
  if (typeof uid === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(uid)) out.uid = uid;
  if (value.kind === 'plan' || value.kind === 'service' || value.kind === 'addon') out.kind = value.kind;
  if (isPlanIdValue(value.planId)) out.planId = value.planId;
  if (isBillingPeriod(value.billingPeriod)) out.billingPeriod = value.billingPeriod;
  if (typeof value.itemName === 'string') out.itemName = value.itemName.slice(0, 200);
  return out;
}

/** The plan and period a catalogue price id stands for (events for subscriptions we did not tag). */
export function planOfPrice(
  catalogue: StripeCatalogue | null,
  priceId: string | null,
): { planId: PlanId; billingPeriod: BillingPeriod } | null {
  if (!catalogue || !priceId) return null;
  for (const [planId, prices] of Object.entries(catalogue.plans)) {
    if (!prices || !isPlanIdValue(planId)) continue;
    if (prices.monthlyPriceId === priceId) return { planId, billingPeriod: 'monthly' };
    if (prices.yearlyPriceId === priceId) return { planId, billingPeriod: 'yearly' };
  }
  return null;
}

function describePurchase(metadata: PurchaseMetadata, raw: unknown): string {
  if (metadata.itemName) return metadata.itemName;
  if (metadata.planId) return `${planById(metadata.planId).name} plan`;
  if (isObject(raw)) {
    if (isServiceType(raw.serviceType)) return serviceById(raw.serviceType).name;
    if (isAddonType(raw.addonType)) return addonById(raw.addonType).name;
  }
  return 'Haulbooks purchase';
}

function fromCheckoutSession(type: HandledStripeEvent, session: Json): EventEffect {
  const id = requireString(session, 'id', 'checkout session');
  const metadata = readPurchaseMetadata(session.metadata);
  const uid =
    (typeof session.client_reference_id === 'string' &&
    /^[A-Za-z0-9_-]{1,128}$/.test(session.client_reference_id)
      ? session.client_reference_id
      : null) ??
    metadata.uid ??
    null;
  const paymentStatus = str(session, 'payment_status');
  let status: RecordedPaymentStatus;
  if (type === 'checkout.session.async_payment_failed') status = 'failed';
  else if (type === 'checkout.session.async_payment_succeeded' || paymentStatus === 'paid')
    status = 'succeeded';
  else if (paymentStatus === 'unpaid') status = 'pending';
  else if (paymentStatus === 'no_payment_required')
    return { kind: 'ignore', reason: 'no payment was required' };
  else
    throw new MalformedEventError(
      `The checkout session's payment_status "${String(paymentStatus)}" is unknown`,
    );
  const customerDetails = isObject(session.customer_details) ? session.customer_details : {};
  const customerEmail = email(customerDetails.email, session.customer_email);
  return {
    kind: 'apply',
    uid,
    customerId: idOf(session.customer),
    payment: {
      id,
      amountCents: cents(session, 'amount_total', 'checkout session'),
      currency: currency(session),
      status,
      description: describePurchase(metadata, session.metadata),
      stripeId: id,
      stripeSessionId: id,
      ...(customerEmail ? { customerEmail } : {}),
    },
    subscription: null,
  };
}

/** Newer API versions moved the subscription's metadata under `parent.subscription_details`. */
function invoiceSubscriptionDetails(invoice: Json): Json {
  if (isObject(invoice.parent) && isObject(invoice.parent.subscription_details))
    return invoice.parent.subscription_details;
  if (isObject(invoice.subscription_details)) return invoice.subscription_details;
  return {};
}

function fromInvoice(type: HandledStripeEvent, invoice: Json): EventEffect {
  const id = requireString(invoice, 'id', 'invoice');
  // The first invoice of a subscription is the checkout's payment, recorded under the session id.
  if (str(invoice, 'billing_reason') === 'subscription_create' && type === 'invoice.paid')
    return { kind: 'ignore', reason: 'the first invoice is recorded with its checkout session' };
  const paid = type === 'invoice.paid';
  const amountCents = cents(invoice, paid ? 'amount_paid' : 'amount_due', 'invoice');
  if (paid && amountCents === 0) return { kind: 'ignore', reason: 'nothing was charged' };
  const details = invoiceSubscriptionDetails(invoice);
  const metadata = readPurchaseMetadata(details.metadata);
  const customerEmail = email(invoice.customer_email);
  return {
    kind: 'apply',
    uid: metadata.uid ?? null,
    customerId: idOf(invoice.customer),
    payment: {
      id,
      amountCents,
      currency: currency(invoice),
      status: paid ? 'succeeded' : 'failed',
      description: describePurchase(metadata, details.metadata),
      stripeId: id,
      ...(customerEmail ? { customerEmail } : {}),
    },
    subscription: null,
  };
}

function firstPriceId(subscription: Json): string | null {
  const items = isObject(subscription.items) ? subscription.items.data : undefined;
  if (!Array.isArray(items) || !isObject(items[0])) return null;
  return idOf(items[0].price);
}

/** current_period_end moved from the subscription to its items in API 2025-03. */
function periodEnd(subscription: Json): Date | null {
  const items = isObject(subscription.items) ? subscription.items.data : undefined;
  const fromItem = Array.isArray(items) && isObject(items[0]) ? items[0].current_period_end : undefined;
  const raw =
    typeof subscription.current_period_end === 'number' ? subscription.current_period_end : fromItem;
  return typeof raw === 'number' && Number.isFinite(raw) && raw > 0 ? new Date(raw * 1000) : null;
}

function fromSubscription(
  event: { id: string; created: number },
  subscription: Json,
  catalogue: StripeCatalogue | null,
): EventEffect {
  const id = requireString(subscription, 'id', 'subscription');
  const status = subscription.status;
  if (!isStripeSubscriptionStatus(status))
    throw new MalformedEventError(`The subscription status "${String(status)}" is unknown`);
  const customerId = idOf(subscription.customer);
  if (!customerId) throw new MalformedEventError('The subscription has no customer');
  const metadata = readPurchaseMetadata(subscription.metadata);
  if (metadata.kind === 'addon')
    return { kind: 'ignore', reason: 'add-on subscriptions bill through invoices only' };
  const byPrice = planOfPrice(catalogue, firstPriceId(subscription));
  const planId = metadata.planId ?? byPrice?.planId;
  if (!planId) return { kind: 'ignore', reason: 'the subscription is not for a Haulbooks plan' };
  return {
    kind: 'apply',
    uid: metadata.uid ?? null,
    customerId,
    payment: null,
    subscription: {
      subscriptionId: id,
      customerId,
      status,
      planId,
      billingPeriod: metadata.billingPeriod ?? byPrice?.billingPeriod ?? null,
      currentPeriodEnd: periodEnd(subscription),
      cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
      lastEventCreated: event.created,
      lastEventId: event.id,
    },
  };
}

/** The envelope fields every event must have. */
export interface StripeEventEnvelope {
  id: string;
  type: string;
  created: number;
  object: Json;
}

export function readEventEnvelope(event: unknown): StripeEventEnvelope {
  if (!isObject(event)) throw new MalformedEventError('The event is not a JSON object');
  const id = str(event, 'id');
  if (!id || !/^[A-Za-z0-9_-]{1,128}$/.test(id)) throw new MalformedEventError('The event has no valid id');
  const type = str(event, 'type');
  if (!type) throw new MalformedEventError('The event has no type');
  const created = event.created;
  if (typeof created !== 'number' || !Number.isSafeInteger(created) || created < 0)
    throw new MalformedEventError('The event has no valid created time');
  const data = event.data;
  if (!isObject(data) || !isObject(data.object))
    throw new MalformedEventError('The event has no data.object');
  return { id, type, created, object: data.object };
}

/** What a handled event asks us to record. Pure: the webhook applies it in one transaction. */
export function describeStripeEvent(
  event: StripeEventEnvelope & { type: HandledStripeEvent },
  catalogue: StripeCatalogue | null,
): EventEffect {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
      return fromCheckoutSession(event.type, event.object);
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return fromInvoice(event.type, event.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return fromSubscription(event, event.object, catalogue);
  }
}
