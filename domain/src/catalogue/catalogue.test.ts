import { describe, expect, it } from 'vitest';
import { ADDONS, SERVICES, isAddonType, isServiceType } from './services.js';
import {
  ADMIN_PLAN_NAMES,
  DEFAULT_ADMIN_PLAN,
  planForAdminName,
  planPriceCents,
  roleGrantedByPlan,
} from './admin-plans.js';
import {
  CHECKOUT_MESSAGES,
  checkoutFailedToast,
  checkoutInitiatedToast,
  isPlaceholderPriceId,
  placeholderCatalogue,
  resolveCheckout,
  type StripeCatalogue,
} from './checkout.js';

const live: StripeCatalogue = {
  plans: {
    driver: { productId: 'prod_Q1', monthlyPriceId: 'price_1QdrvM', yearlyPriceId: 'price_1QdrvY' },
    owner_operator: { productId: 'prod_Q2', monthlyPriceId: 'price_1QooM', yearlyPriceId: 'price_1QooY' },
  },
  services: { tax_preparation: { productId: 'prod_T', priceId: 'price_1Tax' } },
  addons: { priority_support: { productId: 'prod_P', priceId: 'price_1Prio' } },
};

describe('catalogue', () => {
  it('sells the spec services and add-ons at their cent amounts', () => {
    expect(SERVICES.map((s) => [s.name, s.amountCents])).toEqual([
      ['Tax Preparation', 29999],
      ['Document Processing', 9999],
      ['Business Consultation', 19999],
    ]);
    expect(ADDONS.map((a) => [a.name, a.amountCents])).toEqual([
      ['Additional Storage', 999],
      ['Priority Support', 2999],
    ]);
    expect(isServiceType('tax_preparation')).toBe(true);
    expect(isAddonType('tax_preparation')).toBe(false);
  });

  it('maps admin plan names to plans, prices and roles', () => {
    expect(ADMIN_PLAN_NAMES).toEqual(['basic', 'professional', 'enterprise']);
    expect(DEFAULT_ADMIN_PLAN).toBe('professional');
    expect(planForAdminName('basic').monthlyPriceCents).toBe(4999);
    expect(planForAdminName('professional').monthlyPriceCents).toBe(9999);
    expect(planForAdminName('enterprise').monthlyPriceCents).toBe(19999);
    expect(roleGrantedByPlan('fleet_manager')).toBe('fleet_manager');
    expect(roleGrantedByPlan('driver')).toBe('company_driver');
    expect(planPriceCents('owner_operator', 'yearly')).toBe(99990);
  });
});

describe('checkout rules', () => {
  it('recognises placeholder price ids', () => {
    expect(isPlaceholderPriceId('price_driver_monthly')).toBe(true);
    expect(isPlaceholderPriceId('')).toBe(true);
    expect(isPlaceholderPriceId('price_1NkX2b2eZvKYlo2C')).toBe(false);
  });

  it('refuses placeholder prices with the spec message', () => {
    const result = resolveCheckout(
      {
        priceId: 'price_driver_monthly',
        mode: 'subscription',
        metadata: { role: 'company_driver', billingPeriod: 'monthly' },
      },
      placeholderCatalogue(),
    );
    expect(result).toEqual({
      ok: false,
      message: 'Stripe products not configured. Please contact administrator.',
    });
    expect(resolveCheckout({ mode: 'subscription', metadata: { role: 'fleet_manager' } }, live)).toEqual({
      ok: false,
      message: CHECKOUT_MESSAGES.notConfigured,
    });
  });

  it('refuses unknown services and add-ons with the spec messages', () => {
    expect(resolveCheckout({ mode: 'payment', metadata: { serviceType: 'car_wash' } }, live)).toEqual({
      ok: false,
      message: 'Invalid service type',
    });
    expect(resolveCheckout({ mode: 'subscription', metadata: { addonType: 'extra_truck' } }, live)).toEqual({
      ok: false,
      message: 'Invalid addon type',
    });
  });

  it('resolves plans, services and add-ons against the catalogue', () => {
    expect(
      resolveCheckout(
        {
          priceId: 'price_1QooY',
          mode: 'subscription',
          metadata: { role: 'owner_operator', billingPeriod: 'yearly' },
        },
        live,
      ),
    ).toEqual({
      ok: true,
      checkout: {
        kind: 'plan',
        planId: 'owner_operator',
        billingPeriod: 'yearly',
        priceId: 'price_1QooY',
        mode: 'subscription',
        itemName: 'Owner Operator',
        amountCents: 99990,
      },
    });
    const service = resolveCheckout({ mode: 'payment', metadata: { serviceType: 'tax_preparation' } }, live);
    expect(service.ok && service.checkout).toMatchObject({
      kind: 'service',
      priceId: 'price_1Tax',
      mode: 'payment',
      amountCents: 29999,
    });
    const addon = resolveCheckout(
      { mode: 'subscription', metadata: { addonType: 'priority_support' } },
      live,
    );
    expect(addon.ok && addon.checkout).toMatchObject({
      kind: 'addon',
      priceId: 'price_1Prio',
      amountCents: 2999,
    });
  });

  it('refuses a price id that is not the chosen item price, bad periods, modes and urls', () => {
    expect(
      resolveCheckout(
        { priceId: 'price_1Tax', mode: 'subscription', metadata: { role: 'company_driver' } },
        live,
      ),
    ).toEqual({ ok: false, message: CHECKOUT_MESSAGES.priceMismatch });
    expect(
      resolveCheckout(
        { mode: 'subscription', metadata: { role: 'company_driver', billingPeriod: 'weekly' } },
        live,
      ),
    ).toEqual({ ok: false, message: CHECKOUT_MESSAGES.invalidBillingPeriod });
    expect(resolveCheckout({ mode: 'subscription', metadata: { role: 'admin' } }, live)).toEqual({
      ok: false,
      message: CHECKOUT_MESSAGES.invalidPlan,
    });
    expect(resolveCheckout({ mode: 'gift', metadata: {} }, live)).toEqual({
      ok: false,
      message: CHECKOUT_MESSAGES.invalidMode,
    });
    expect(
      resolveCheckout(
        { mode: 'payment', successUrl: 'javascript:alert(1)', metadata: { serviceType: 'tax_preparation' } },
        live,
      ),
    ).toEqual({ ok: false, message: CHECKOUT_MESSAGES.invalidUrl });
    expect(resolveCheckout({ mode: 'payment', metadata: {} }, live)).toEqual({
      ok: false,
      message: CHECKOUT_MESSAGES.missingItem,
    });
  });

  it('words the toasts as the spec does', () => {
    expect(checkoutFailedToast('Tax Preparation')).toBe('Failed to create Tax Preparation checkout');
    expect(checkoutInitiatedToast('Driver', 'monthly')).toBe('Driver monthly checkout initiated');
  });
});
