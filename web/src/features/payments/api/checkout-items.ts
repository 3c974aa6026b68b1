import {
  ADDONS,
  PLANS,
  SERVICES,
  checkoutFailedToast,
  checkoutInitiatedToast,
  formatCents,
  type AddonType,
  type BillingPeriod,
  type PlanId,
  type ServiceType,
} from '@haulbooks/domain';
import type { CheckoutInput } from './payments-api';

/** One thing a checkout button buys, with its request, its label and the spec's toasts. */
export interface CheckoutItem {
  key: string;
  name: string;
  price: string;
  input: Partial<CheckoutInput>;
  initiatedToast: string;
  failedToast: string;
}

/** Return addresses on this site; the server refuses any other origin. */
function returnUrls(origin: string) {
  return { successUrl: `${origin}/payment/success`, cancelUrl: `${origin}/payment/cancel` };
}

export function planItem(
  planId: PlanId,
  period: BillingPeriod,
  origin: string,
  perMonth: string,
  perYear: string,
): CheckoutItem {
  const plan = PLANS.find((p) => p.id === planId) ?? PLANS[0];
  if (!plan) throw new Error('The catalogue has no plans');
  const cents = period === 'monthly' ? plan.monthlyPriceCents : plan.yearlyPriceCents;
  return {
    key: `plan:${plan.id}:${period}`,
    name: plan.name,
    price: `${formatCents(cents)}${period === 'monthly' ? perMonth : perYear}`,
    input: {
      mode: 'subscription',
      metadata: { role: plan.role, billingPeriod: period },
      ...returnUrls(origin),
    },
    initiatedToast: checkoutInitiatedToast(plan.name, period),
    failedToast: checkoutFailedToast(plan.name),
  };
}

export function serviceItem(serviceType: ServiceType, origin: string, oneTime: string): CheckoutItem {
  const service = SERVICES.find((s) => s.id === serviceType);
  if (!service) throw new Error(`Unknown service ${serviceType}`);
  return {
    key: `service:${service.id}`,
    name: service.name,
    price: `${formatCents(service.amountCents)} ${oneTime}`,
    input: { mode: 'payment', metadata: { serviceType: service.id }, ...returnUrls(origin) },
    initiatedToast: checkoutInitiatedToast(service.name, 'one-time'),
    failedToast: checkoutFailedToast(service.name),
  };
}

export function addonItem(addonType: AddonType, origin: string, perMonth: string): CheckoutItem {
  const addon = ADDONS.find((a) => a.id === addonType);
  if (!addon) throw new Error(`Unknown add-on ${addonType}`);
  return {
    key: `addon:${addon.id}`,
    name: addon.name,
    price: `${formatCents(addon.amountCents)}${perMonth}`,
    input: { mode: 'subscription', metadata: { addonType: addon.id }, ...returnUrls(origin) },
    initiatedToast: checkoutInitiatedToast(addon.name, 'monthly'),
    failedToast: checkoutFailedToast(addon.name),
  };
}
