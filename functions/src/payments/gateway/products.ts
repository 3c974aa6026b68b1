import { ADDONS, PLANS, SERVICES, type StripeCatalogue } from '@haulbooks/domain';
import type Stripe from 'stripe';
import { isStripeError } from '../stripe-client.js';

type Interval = 'month' | 'year' | null;

interface PriceSpec {
  lookupKey: string;
  productId: string;
  productName: string;
  amountCents: number;
  interval: Interval;
  /** Where the price id goes in the catalogue. */
  assign: (catalogue: StripeCatalogue, productId: string, priceId: string) => void;
}

/** Every price the domain catalogue sells, with a stable lookup key and product id. */
export function catalogueSpecs(): PriceSpec[] {
  const specs: PriceSpec[] = [];
  for (const plan of PLANS) {
    const productId = `haulbooks_plan_${plan.id}`;
    const entry = (c: StripeCatalogue, product: string) =>
      (c.plans[plan.id] ??= { productId: product, monthlyPriceId: '', yearlyPriceId: '' });
    specs.push(
      {
        lookupKey: `haulbooks_${plan.id}_monthly`,
        productId,
        productName: plan.name,
        amountCents: plan.monthlyPriceCents,
        interval: 'month',
        assign: (c, product, price) => void (entry(c, product).monthlyPriceId = price),
      },
      {
        lookupKey: `haulbooks_${plan.id}_yearly`,
        productId,
        productName: plan.name,
        amountCents: plan.yearlyPriceCents,
        interval: 'year',
        assign: (c, product, price) => void (entry(c, product).yearlyPriceId = price),
      },
    );
  }
  for (const service of SERVICES) {
    specs.push({
      lookupKey: `haulbooks_${service.id}`,
      productId: `haulbooks_service_${service.id}`,
      productName: service.name,
      amountCents: service.amountCents,
      interval: null,
      assign: (c, product, price) => void (c.services[service.id] = { productId: product, priceId: price }),
    });
  }
  for (const addon of ADDONS) {
    specs.push({
      lookupKey: `haulbooks_${addon.id}_monthly`,
      productId: `haulbooks_addon_${addon.id}`,
      productName: addon.name,
      amountCents: addon.amountCents,
      interval: 'month',
      assign: (c, product, price) => void (c.addons[addon.id] = { productId: product, priceId: price }),
    });
  }
  return specs;
}

function matches(price: Stripe.Price, spec: PriceSpec): boolean {
  const interval = price.recurring?.interval ?? null;
  return price.unit_amount === spec.amountCents && price.currency === 'usd' && interval === spec.interval;
}

async function ensureProduct(stripe: Stripe, spec: PriceSpec): Promise<void> {
  try {
    await stripe.products.create(
      { id: spec.productId, name: spec.productName, metadata: { haulbooks: spec.productId } },
      { idempotencyKey: `product-${spec.productId}` },
    );
  } catch (error) {
    if (isStripeError(error) && error.code === 'resource_already_exists') return;
    throw error;
  }
}

/**
 * Create Products: every catalogue price exists in Stripe exactly once, found by its lookup key.
 * Run it twice and the second run creates nothing; change an amount in domain and the next run
 * creates the new price and moves the lookup key to it (transfer_lookup_key), leaving the old
 * price to the subscriptions already on it.
 */
export async function setupCatalogue(
  stripe: Stripe,
): Promise<{ catalogue: StripeCatalogue; created: number; reused: number }> {
  const specs = catalogueSpecs();
  const existing = new Map<string, Stripe.Price>();
  for (let i = 0; i < specs.length; i += 10) {
    const chunk = specs.slice(i, i + 10).map((spec) => spec.lookupKey);
    const page = await stripe.prices.list({ lookup_keys: chunk, active: true, limit: 100 });
    for (const price of page.data) if (price.lookup_key) existing.set(price.lookup_key, price);
  }
  const catalogue: StripeCatalogue = { plans: {}, services: {}, addons: {} };
  const ensured = new Set<string>();
  let created = 0;
  let reused = 0;
  for (const spec of specs) {
    const found = existing.get(spec.lookupKey);
    if (found && matches(found, spec)) {
      const product = typeof found.product === 'string' ? found.product : found.product.id;
      spec.assign(catalogue, product, found.id);
      reused += 1;
      continue;
    }
    if (!ensured.has(spec.productId)) {
      await ensureProduct(stripe, spec);
      ensured.add(spec.productId);
    }
    const price = await stripe.prices.create(
      {
        product: spec.productId,
        unit_amount: spec.amountCents,
        currency: 'usd',
        ...(spec.interval ? { recurring: { interval: spec.interval } } : {}),
        lookup_key: spec.lookupKey,
        transfer_lookup_key: true,
        metadata: { haulbooks: spec.lookupKey },
      },
      { idempotencyKey: `price-${spec.lookupKey}-${spec.amountCents}-${spec.interval ?? 'once'}` },
    );
    spec.assign(catalogue, spec.productId, price.id);
    created += 1;
  }
  return { catalogue, created, reused };
}
