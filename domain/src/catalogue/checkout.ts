import { boolean, mixed, object, string, type InferType } from 'yup';
import { REGISTRABLE_ROLES } from '../auth/roles.js';
import { PLAN_IDS, PLANS, planById, type PlanId } from './plans.js';
import { BILLING_PERIODS, type BillingPeriod } from './admin-plans.js';
import {
  ADDON_TYPES,
  SERVICE_TYPES,
  addonById,
  isAddonType,
  isServiceType,
  serviceById,
  type AddonType,
  type ServiceType,
} from './services.js';

/** Checkout messages (customer-app.md §5, §8). */
export const CHECKOUT_MESSAGES = {
  notConfigured: 'Stripe products not configured. Please contact administrator.',
  invalidService: 'Invalid service type',
  invalidAddon: 'Invalid addon type',
  invalidPlan: 'Invalid plan',
  invalidBillingPeriod: 'Invalid billing period',
  invalidMode: 'Invalid checkout mode',
  priceMismatch: 'The price does not match the selected item',
  missingItem: 'Choose a plan, a service or an add-on',
  invalidUrl: 'Return addresses must be web addresses',
  stripeInitFailed: 'Stripe failed to initialize',
  createFailed: 'Failed to create checkout session',
} as const;

/** Toast on any checkout failure: "Failed to create {plan or service} checkout". */
export function checkoutFailedToast(itemName: string): string {
  return `Failed to create ${itemName} checkout`;
}

/** Success toast: "{plan} {period} checkout initiated". */
export function checkoutInitiatedToast(itemName: string, period: string): string {
  return `${itemName} ${period} checkout initiated`;
}

/**
 * The old build shipped placeholder price ids such as `price_driver_monthly`. Real Stripe price
 * ids are `price_` followed by a random token with digits and capitals, so a lower-case-words
 * id (or an empty one) means the products were never set up.
 */
export function isPlaceholderPriceId(priceId: string | null | undefined): boolean {
  if (!priceId) return true;
  return /^price_[a-z_]*$/.test(priceId);
}

/** The public part of the Stripe catalogue (settings/stripe), written by setupStripeProducts. */
export interface StripeCatalogue {
  plans: Partial<Record<PlanId, { productId: string; monthlyPriceId: string; yearlyPriceId: string }>>;
  services: Partial<Record<ServiceType, { productId: string; priceId: string }>>;
  addons: Partial<Record<AddonType, { productId: string; priceId: string }>>;
}

/** Placeholder catalogue of the old build, for screens before an admin runs Create Products. */
export function placeholderCatalogue(): StripeCatalogue {
  const plans: StripeCatalogue['plans'] = {};
  for (const plan of PLANS) {
    plans[plan.id] = {
      productId: `prod_${plan.id}`,
      monthlyPriceId: `price_${plan.id}_monthly`,
      yearlyPriceId: `price_${plan.id}_yearly`,
    };
  }
  const services: StripeCatalogue['services'] = {};
  for (const id of SERVICE_TYPES) services[id] = { productId: `prod_${id}`, priceId: `price_${id}` };
  const addons: StripeCatalogue['addons'] = {};
  for (const id of ADDON_TYPES) addons[id] = { productId: `prod_${id}`, priceId: `price_${id}` };
  return { plans, services, addons };
}

const httpUrl = string()
  .trim()
  .test('http-url', CHECKOUT_MESSAGES.invalidUrl, (value) => {
    if (value === undefined || value === '') return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  });

/** POST /api/create-checkout-session body (customer-app.md §7). */
export const checkoutRequestSchema = object({
  priceId: string().trim().default(''),
  mode: string()
    .oneOf(['subscription', 'payment'], CHECKOUT_MESSAGES.invalidMode)
    .required(CHECKOUT_MESSAGES.invalidMode),
  successUrl: httpUrl.optional(),
  cancelUrl: httpUrl.optional(),
  customerEmail: string().trim().optional(),
  metadata: object({
    role: mixed<string>().optional(),
    planId: string().optional(),
    billingPeriod: string().optional(),
    serviceType: string().optional(),
    addonType: string().optional(),
  }).default({}),
  trial: boolean().optional(),
});
export type CheckoutRequest = InferType<typeof checkoutRequestSchema>;

export type ResolvedCheckout =
  | {
      kind: 'plan';
      planId: PlanId;
      billingPeriod: BillingPeriod;
      priceId: string;
      mode: 'subscription';
      itemName: string;
      amountCents: number;
    }
  | {
      kind: 'service';
      serviceType: ServiceType;
      priceId: string;
      mode: 'payment';
      itemName: string;
      amountCents: number;
    }
  | {
      kind: 'addon';
      addonType: AddonType;
      priceId: string;
      mode: 'subscription';
      itemName: string;
      amountCents: number;
    };

export type CheckoutResolution = { ok: true; checkout: ResolvedCheckout } | { ok: false; message: string };

function planIdFromMetadata(metadata: CheckoutRequest['metadata']): PlanId | null {
  if (typeof metadata.planId === 'string' && (PLAN_IDS as readonly string[]).includes(metadata.planId))
    return metadata.planId as PlanId;
  const role = metadata.role;
  if (typeof role === 'string' && (REGISTRABLE_ROLES as readonly string[]).includes(role)) {
    return PLANS.find((p) => p.role === role)?.id ?? null;
  }
  return null;
}

/**
 * Decides what a checkout request buys, using the server's catalogue as the truth: unknown
 * service → "Invalid service type", unknown add-on → "Invalid addon type", placeholder price
 * → "Stripe products not configured…", and a client price id that is not the item's price is refused.
 */
const METADATA_KEYS = ['role', 'planId', 'billingPeriod', 'serviceType', 'addonType'] as const;

/**
 * Only the schema's own keys reach yup: a key such as "toString" names a property every object
 * inherits, which yup mistakes for a field and crashes on.
 */
function schemaKeysOnly(value: unknown, keys: readonly string[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => keys.includes(key)));
}

export function resolveCheckout(input: unknown, catalogue: StripeCatalogue): CheckoutResolution {
  let request: CheckoutRequest;
  try {
    const top = schemaKeysOnly(input, Object.keys(checkoutRequestSchema.fields)) as Record<string, unknown>;
    const cleaned =
      typeof top === 'object' && top !== null && 'metadata' in top
        ? {
            ...top,
            metadata: schemaKeysOnly(top.metadata, METADATA_KEYS),
          }
        : top;
    request = checkoutRequestSchema.validateSync(cleaned, { stripUnknown: true });
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : CHECKOUT_MESSAGES.createFailed };
  }
  const { metadata } = request;
  const requested = request.priceId;
  const check = (priceId: string | undefined, checkout: ResolvedCheckout): CheckoutResolution => {
    if (!priceId || isPlaceholderPriceId(priceId) || isPlaceholderPriceId(requested || priceId)) {
      return { ok: false, message: CHECKOUT_MESSAGES.notConfigured };
    }
    if (requested && requested !== priceId) return { ok: false, message: CHECKOUT_MESSAGES.priceMismatch };
    return { ok: true, checkout: { ...checkout, priceId } };
  };

  if (metadata.serviceType !== undefined) {
    if (!isServiceType(metadata.serviceType)) return { ok: false, message: CHECKOUT_MESSAGES.invalidService };
    const service = serviceById(metadata.serviceType);
    return check(catalogue.services[service.id]?.priceId, {
      kind: 'service',
      serviceType: service.id,
      priceId: '',
      mode: 'payment',
      itemName: service.name,
      amountCents: service.amountCents,
    });
  }
  if (metadata.addonType !== undefined) {
    if (!isAddonType(metadata.addonType)) return { ok: false, message: CHECKOUT_MESSAGES.invalidAddon };
    const addon = addonById(metadata.addonType);
    return check(catalogue.addons[addon.id]?.priceId, {
      kind: 'addon',
      addonType: addon.id,
      priceId: '',
      mode: 'subscription',
      itemName: addon.name,
      amountCents: addon.amountCents,
    });
  }
  if (metadata.role !== undefined || metadata.planId !== undefined) {
    const planId = planIdFromMetadata(metadata);
    if (!planId) return { ok: false, message: CHECKOUT_MESSAGES.invalidPlan };
    const period = metadata.billingPeriod ?? 'monthly';
    if (!(BILLING_PERIODS as readonly string[]).includes(period))
      return { ok: false, message: CHECKOUT_MESSAGES.invalidBillingPeriod };
    const billingPeriod = period as BillingPeriod;
    const plan = planById(planId);
    const prices = catalogue.plans[planId];
    return check(billingPeriod === 'monthly' ? prices?.monthlyPriceId : prices?.yearlyPriceId, {
      kind: 'plan',
      planId,
      billingPeriod,
      priceId: '',
      mode: 'subscription',
      itemName: plan.name,
      amountCents: billingPeriod === 'monthly' ? plan.monthlyPriceCents : plan.yearlyPriceCents,
    });
  }
  return { ok: false, message: CHECKOUT_MESSAGES.missingItem };
}
