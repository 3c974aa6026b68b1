import type { RegistrableRole } from '../auth/roles.js';
import type { AnyExpenseCategory } from '../categories/screen-categories.js';

/** Test-data templates (admin-area.md §3). Revenue ranges are monthly, in cents. */
export interface TestDataTemplate {
  id: string;
  name: string;
  description: string;
  role: RegistrableRole;
  revenueRange: { minCents: number; maxCents: number };
  expenseCategories: readonly AnyExpenseCategory[];
  /** Settlements per month. */
  settlementFrequency: number;
  documentTypes: readonly string[];
}

export const TEST_DATA_TEMPLATES: readonly TestDataTemplate[] = [
  {
    id: 'high_volume_driver',
    name: 'High Volume Driver',
    description: 'Company driver running many short regional loads, paid per mile.',
    role: 'company_driver',
    revenueRange: { minCents: 200_000, maxCents: 350_000 },
    expenseCategories: ['food', 'tolls', 'parking', 'lodging'],
    settlementFrequency: 20,
    documentTypes: ['pay_stub', 'receipt'],
  },
  {
    id: 'owner_operator_regional',
    name: 'Owner Operator - Regional',
    description:
      'Owner-operator leased to a regional carrier, weekly settlements with fuel and escrow deductions.',
    role: 'owner_operator',
    revenueRange: { minCents: 800_000, maxCents: 1_500_000 },
    expenseCategories: ['fuel', 'maintenance', 'insurance', 'tolls', 'permits', 'food'],
    settlementFrequency: 12,
    documentTypes: ['settlement_statement', 'fuel_receipt', 'repair_invoice', 'insurance_statement'],
  },
  {
    id: 'fleet_small',
    name: 'Fleet Manager - Small Fleet',
    description: 'A small fleet of five to eight trucks with drivers, brokered loads and factoring.',
    role: 'fleet_manager',
    revenueRange: { minCents: 5_000_000, maxCents: 8_500_000 },
    expenseCategories: ['fuel', 'maintenance', 'insurance', 'tolls', 'permits', 'equipment', 'office'],
    settlementFrequency: 60,
    documentTypes: ['rate_confirmation', 'factoring_remittance', 'fuel_card_statement', 'repair_invoice'],
  },
  {
    id: 'long_haul_specialist',
    name: 'Long Haul Specialist',
    description: 'Company driver on long cross-country runs, few but long trips.',
    role: 'company_driver',
    revenueRange: { minCents: 300_000, maxCents: 500_000 },
    expenseCategories: ['food', 'lodging', 'parking', 'tolls'],
    settlementFrequency: 8,
    documentTypes: ['pay_stub', 'receipt', 'trip_sheet'],
  },
  {
    id: 'local_delivery_driver',
    name: 'Local Delivery Driver',
    description: 'Company driver on local delivery routes, paid per stop and hour.',
    role: 'company_driver',
    revenueRange: { minCents: 120_000, maxCents: 220_000 },
    expenseCategories: ['food', 'parking', 'tolls'],
    settlementFrequency: 25,
    documentTypes: ['pay_stub', 'receipt'],
  },
];

export function templateById(id: string): TestDataTemplate | undefined {
  return TEST_DATA_TEMPLATES.find((t) => t.id === id);
}

/** The create-test-client form lists only the chosen role's templates. */
export function templatesForRole(role: RegistrableRole): TestDataTemplate[] {
  return TEST_DATA_TEMPLATES.filter((t) => t.role === role);
}
