/** One-time services and monthly add-ons sold through checkout (customer-app.md §9). Cents. */
export const SERVICE_TYPES = ['tax_preparation', 'document_processing', 'business_consultation'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const ADDON_TYPES = ['additional_storage', 'priority_support'] as const;
export type AddonType = (typeof ADDON_TYPES)[number];

export interface CatalogueItem<Id extends string> {
  id: Id;
  name: string;
  amountCents: number;
  features: readonly string[];
}

export const SERVICES: readonly CatalogueItem<ServiceType>[] = [
  {
    id: 'tax_preparation',
    name: 'Tax Preparation',
    amountCents: 29999,
    features: [
      'Complete tax return preparation',
      'Schedule C optimization',
      'Quarterly tax planning',
      'Audit support',
      'Deduction identification',
    ],
  },
  {
    id: 'document_processing',
    name: 'Document Processing',
    amountCents: 9999,
    features: ['Up to 500 documents', '48-hour turnaround'],
  },
  {
    id: 'business_consultation',
    name: 'Business Consultation',
    amountCents: 19999,
    features: ['2-hour consultation session'],
  },
];

/** Add-ons are billed monthly. */
export const ADDONS: readonly CatalogueItem<AddonType>[] = [
  {
    id: 'additional_storage',
    name: 'Additional Storage',
    amountCents: 999,
    features: ['Extra 100GB of storage'],
  },
  {
    id: 'priority_support',
    name: 'Priority Support',
    amountCents: 2999,
    features: ['24/7 phone support', 'Dedicated account manager', 'Screen sharing sessions'],
  },
];

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === 'string' && (SERVICE_TYPES as readonly string[]).includes(value);
}

export function isAddonType(value: unknown): value is AddonType {
  return typeof value === 'string' && (ADDON_TYPES as readonly string[]).includes(value);
}

export function serviceById(id: ServiceType): CatalogueItem<ServiceType> {
  const item = SERVICES.find((s) => s.id === id);
  if (!item) throw new Error(`Unknown service ${id}`);
  return item;
}

export function addonById(id: AddonType): CatalogueItem<AddonType> {
  const item = ADDONS.find((a) => a.id === id);
  if (!item) throw new Error(`Unknown add-on ${id}`);
  return item;
}
