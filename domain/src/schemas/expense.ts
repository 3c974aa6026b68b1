import { array, boolean, number, object, string, type InferType } from 'yup';
import { ALL_EXPENSE_CATEGORY_VALUES, type AnyExpenseCategory } from '../categories/screen-categories.js';
import type { BusinessDate } from '../dates/calendar.js';
import { EXPENSE_MESSAGES } from '../messages/ledger.js';
import { parseMoney } from '../money/parse.js';
import { businessDateField, moneyText } from './fields.js';

export const PAYMENT_METHODS = [
  'credit_card',
  'debit_card',
  'cash',
  'check',
  'fuel_card',
  'bank_transfer',
  'other',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: 'Credit Card',
  debit_card: 'Debit Card',
  cash: 'Cash',
  check: 'Check',
  fuel_card: 'Fuel Card',
  bank_transfer: 'Bank Transfer',
  other: 'Other',
};

/** $10,000,000.00: no single trucking expense comes near it; a larger figure is a typing slip. */
export const MAX_EXPENSE_CENTS = 1_000_000_000;

const entityRefs = {
  truckId: string().trim().optional(),
  companyId: string().trim().optional(),
  driverId: string().trim().optional(),
};

const common = {
  category: string<AnyExpenseCategory>()
    .oneOf([...ALL_EXPENSE_CATEGORY_VALUES], EXPENSE_MESSAGES.invalidCategory)
    .default('fuel')
    .required(EXPENSE_MESSAGES.invalidCategory),
  paymentMethod: string<PaymentMethod>()
    .oneOf([...PAYMENT_METHODS], EXPENSE_MESSAGES.invalidPaymentMethod)
    .default('credit_card')
    .required(EXPENSE_MESSAGES.invalidPaymentMethod),
  date: businessDateField(EXPENSE_MESSAGES.invalidDate).required(EXPENSE_MESSAGES.invalidDate),
  notes: string().trim().max(1000, EXPENSE_MESSAGES.notesTooLong).default(''),
  taxDeductible: boolean().default(true),
  recurring: boolean().default(false),
  ...entityRefs,
};

/** The Add Expense form: amount is what the person typed. */
export const expenseFormSchema = object({
  description: string()
    .trim()
    .default('')
    .required(EXPENSE_MESSAGES.requiredFields)
    .max(200, EXPENSE_MESSAGES.descriptionTooLong),
  amount: moneyText(EXPENSE_MESSAGES.requiredFields)
    .test('positive', EXPENSE_MESSAGES.amountPositive, (value) => {
      try {
        return parseMoney(value ?? '') > 0;
      } catch {
        return true; // the money test already reported it
      }
    })
    .test('at-most', EXPENSE_MESSAGES.amountTooLarge, (value) => {
      try {
        return parseMoney(value ?? '') <= MAX_EXPENSE_CENTS;
      } catch {
        return true;
      }
    }),
  ...common,
});
export type ExpenseFormValues = InferType<typeof expenseFormSchema>;

/** users/{uid}/expenses/{id}: what converters and rules check. */
export const expenseRecordSchema = object({
  description: string()
    .trim()
    .required(EXPENSE_MESSAGES.requiredFields)
    .max(200, EXPENSE_MESSAGES.descriptionTooLong),
  amountCents: number()
    .strict()
    .integer(EXPENSE_MESSAGES.requiredFields)
    .min(1, EXPENSE_MESSAGES.amountPositive)
    .max(MAX_EXPENSE_CENTS, EXPENSE_MESSAGES.amountTooLarge)
    .required(EXPENSE_MESSAGES.requiredFields),
  ...common,
  receiptPaths: array(string().required()).optional(),
  // A scanned fuel receipt's figures, kept for IFTA (thousandths; see EXPENSES in collections.ts).
  fuelGallonsMilli: number().strict().integer().min(1).max(100_000_000).optional(),
  fuelPricePerGallonMilli: number().strict().integer().min(1).max(100_000).optional(),
  fuelState: string()
    .matches(/^[A-Z]{2}$/)
    .optional(),
});
export type ExpenseRecord = InferType<typeof expenseRecordSchema>;

/** The draft the Add Expense dialog opens with (customer-app.md §3). */
export function expenseDraftDefaults(today: BusinessDate): ExpenseFormValues {
  return {
    description: '',
    amount: '',
    category: 'fuel',
    paymentMethod: 'credit_card',
    date: today,
    notes: '',
    taxDeductible: true,
    recurring: false,
  };
}

/** A validated form becomes a record; the amount is parsed once, here. */
export function expenseFormToRecord(values: ExpenseFormValues): ExpenseRecord {
  const { amount, ...rest } = values;
  return { ...rest, amountCents: parseMoney(amount) };
}
