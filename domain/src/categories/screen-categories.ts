import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  isExpenseCategory,
  type ExpenseCategory,
} from './expense-categories.js';

/** The categories of the Expenses screen and the simple Add Expense form. */
export const SCREEN_CATEGORIES = [
  'fuel',
  'maintenance',
  'insurance',
  'tolls',
  'food',
  'permits',
  'equipment',
  'office',
  'other',
] as const;
export type ScreenCategory = (typeof SCREEN_CATEGORIES)[number];

export const SCREEN_CATEGORY_LABELS: Record<ScreenCategory, string> = {
  fuel: 'Fuel',
  maintenance: 'Maintenance',
  insurance: 'Insurance',
  tolls: 'Tolls',
  food: 'Food & Lodging',
  permits: 'Permits & Licenses',
  equipment: 'Equipment',
  office: 'Office Supplies',
  other: 'Other',
};

export function isScreenCategory(value: unknown): value is ScreenCategory {
  return typeof value === 'string' && (SCREEN_CATEGORIES as readonly string[]).includes(value);
}

/** Which screen category each detailed category rolls up to. */
export const EXPENSE_TO_SCREEN_CATEGORY: Record<ExpenseCategory, ScreenCategory> = {
  truck_payment: 'equipment',
  trailer_payment: 'equipment',
  insurance_liability: 'insurance',
  insurance_physical: 'insurance',
  insurance_cargo: 'insurance',
  insurance_bobtail: 'insurance',
  license_fees: 'permits',
  permits: 'permits',
  accounting_services: 'office',
  legal_services: 'office',
  load_board_subscription: 'office',
  eld_subscription: 'equipment',
  cell_phone: 'office',
  business_software: 'office',
  fuel: 'fuel',
  def_fluid: 'fuel',
  maintenance_routine: 'maintenance',
  maintenance_repairs: 'maintenance',
  tires: 'maintenance',
  tolls: 'tolls',
  parking: 'tolls',
  scales: 'tolls',
  food: 'food',
  lodging: 'food',
  broker_fees: 'other',
  dispatch_fees: 'other',
  office_supplies: 'office',
  bank_fees: 'other',
  factoring_fees: 'other',
  uniforms: 'other',
  miscellaneous: 'other',
};

/** The detailed categories under one screen category (for a category filter on the extended list). */
export function expenseCategoriesIn(screen: ScreenCategory): ExpenseCategory[] {
  return EXPENSE_CATEGORIES.filter((category) => EXPENSE_TO_SCREEN_CATEGORY[category] === screen);
}

/**
 * An expense's stored category is either a screen category (simple form) or a detailed one
 * (extended form); four names (fuel, tolls, food, permits) are both.
 */
export const ALL_EXPENSE_CATEGORY_VALUES: readonly (ExpenseCategory | ScreenCategory)[] = [
  ...EXPENSE_CATEGORIES,
  ...SCREEN_CATEGORIES.filter((c) => !isExpenseCategory(c)),
];
export type AnyExpenseCategory = ExpenseCategory | ScreenCategory;

export function isAnyExpenseCategory(value: unknown): value is AnyExpenseCategory {
  return isExpenseCategory(value) || isScreenCategory(value);
}

export function screenCategoryOf(category: AnyExpenseCategory): ScreenCategory {
  return isExpenseCategory(category) ? EXPENSE_TO_SCREEN_CATEGORY[category] : category;
}

export function categoryLabel(category: AnyExpenseCategory): string {
  return isScreenCategory(category) ? SCREEN_CATEGORY_LABELS[category] : EXPENSE_CATEGORY_LABELS[category];
}
