import type { ExpenseDoc } from './collections.js';

/**
 * A stored expense for tests and seed data, valid by construction: diesel at a truck stop, tax
 * deductible, not recurring; each test bends it with overrides. Exported from
 * `@haulbooks/domain/testing` only.
 */
export function createExpense(overrides: Partial<ExpenseDoc> = {}): ExpenseDoc {
  return {
    description: 'Diesel, Pilot #412',
    amountCents: 45_210,
    category: 'fuel',
    paymentMethod: 'fuel_card',
    date: '2026-11-20',
    notes: '',
    taxDeductible: true,
    recurring: false,
    createdAt: new Date('2026-11-20T18:00:00Z'),
    updatedAt: new Date('2026-11-20T18:00:00Z'),
    ...overrides,
  };
}
