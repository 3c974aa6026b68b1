import type { RegistrableRole } from '../auth/roles.js';

/** Subscription plans: one per registrable role. Amounts are integer cents. */
export const PLAN_IDS = ['driver', 'owner_operator', 'fleet_manager'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  /** The role a subscriber to this plan holds. */
  role: RegistrableRole;
  monthlyPriceCents: number;
  /** Yearly billing: ten months' price, two months free. */
  yearlyPriceCents: number;
  description: string;
  features: readonly string[];
}

const DRIVER_FEATURES = [
  'Document uploads and secure storage',
  'Expense tracking',
  'Basic analytics',
  'Tax document organization',
  'Mobile app access',
] as const;

const OWNER_OPERATOR_FEATURES = [
  'Everything in Driver',
  'Advanced analytics',
  'Profit and loss statements',
  'Tax tools',
  'Unlimited storage',
  'Mileage tracking',
  'Asset management',
] as const;

const FLEET_MANAGER_FEATURES = [
  'Everything in Owner Operator',
  'Multi-driver management',
  'Fleet analytics',
  'Team collaboration tools',
  'Priority support',
  'Custom reporting',
  'API access',
  'White-label options',
] as const;

export const PLANS: readonly Plan[] = [
  {
    id: 'driver',
    name: 'Driver',
    role: 'company_driver',
    monthlyPriceCents: 4999,
    yearlyPriceCents: 49990,
    description: 'For company drivers who want their receipts and expenses in order.',
    features: DRIVER_FEATURES,
  },
  {
    id: 'owner_operator',
    name: 'Owner Operator',
    role: 'owner_operator',
    monthlyPriceCents: 9999,
    yearlyPriceCents: 99990,
    description: 'For owner-operators running their own authority or leased on.',
    features: OWNER_OPERATOR_FEATURES,
  },
  {
    id: 'fleet_manager',
    name: 'Fleet Manager',
    role: 'fleet_manager',
    monthlyPriceCents: 19999,
    yearlyPriceCents: 199990,
    description: 'For fleets managing several trucks and drivers.',
    features: FLEET_MANAGER_FEATURES,
  },
];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

export function planForRole(role: RegistrableRole): Plan {
  const plan = PLANS.find((candidate) => candidate.role === role);
  if (!plan) throw new Error(`No plan for role ${role}`);
  return plan;
}
