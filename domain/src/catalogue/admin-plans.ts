import type { RegistrableRole } from '../auth/roles.js';
import { planById, type Plan, type PlanId } from './plans.js';

/** The names the admin area uses for the three plans (admin-area.md §9). */
export const ADMIN_PLAN_NAMES = ['basic', 'professional', 'enterprise'] as const;
export type AdminPlanName = (typeof ADMIN_PLAN_NAMES)[number];
export const DEFAULT_ADMIN_PLAN: AdminPlanName = 'professional';

export const ADMIN_PLAN_TO_PLAN: Record<AdminPlanName, PlanId> = {
  basic: 'driver',
  professional: 'owner_operator',
  enterprise: 'fleet_manager',
};

export const PLAN_TO_ADMIN_PLAN: Record<PlanId, AdminPlanName> = {
  driver: 'basic',
  owner_operator: 'professional',
  fleet_manager: 'enterprise',
};

export const ADMIN_PLAN_LABELS: Record<AdminPlanName, string> = {
  basic: 'Basic',
  professional: 'Professional',
  enterprise: 'Enterprise',
};

export function isAdminPlanName(value: unknown): value is AdminPlanName {
  return typeof value === 'string' && (ADMIN_PLAN_NAMES as readonly string[]).includes(value);
}

export function planForAdminName(name: AdminPlanName): Plan {
  return planById(ADMIN_PLAN_TO_PLAN[name]);
}

/** The role a subscription to a plan grants. */
export function roleGrantedByPlan(planId: PlanId): RegistrableRole {
  return planById(planId).role;
}

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export function planPriceCents(planId: PlanId, period: BillingPeriod): number {
  const plan = planById(planId);
  return period === 'monthly' ? plan.monthlyPriceCents : plan.yearlyPriceCents;
}
