import type { ExpenseCategory } from './expense-categories.js';
import type { AnyExpenseCategory, ScreenCategory } from './screen-categories.js';
import { sumCents } from '../money/arithmetic.js';

/** IRS Schedule C (Form 1040) Part II expense lines a trucking business uses. */
export const SCHEDULE_C_LINES = {
  '9': 'Car and truck expenses',
  '10': 'Commissions and fees',
  '13': 'Depreciation and section 179 expense',
  '15': 'Insurance (other than health)',
  '17': 'Legal and professional services',
  '18': 'Office expense',
  '20a': 'Rent or lease: vehicles, machinery, and equipment',
  '21': 'Repairs and maintenance',
  '22': 'Supplies',
  '23': 'Taxes and licenses',
  '24a': 'Travel',
  '24b': 'Deductible meals',
  '25': 'Utilities',
  '27a': 'Other expenses',
} as const;
export type ScheduleCLine = keyof typeof SCHEDULE_C_LINES;

/**
 * Where each category goes on Schedule C. Truck and trailer payments are treated as lease
 * payments (line 20a); an owner who financed a purchase deducts depreciation and interest
 * instead, which their preparer adjusts. Fuel, DEF, tolls and parking are truck expenses
 * under the actual-expense method (line 9).
 */
export const SCHEDULE_C_LINE_OF: Record<
  ExpenseCategory | Exclude<ScreenCategory, ExpenseCategory>,
  ScheduleCLine
> = {
  truck_payment: '20a',
  trailer_payment: '20a',
  insurance_liability: '15',
  insurance_physical: '15',
  insurance_cargo: '15',
  insurance_bobtail: '15',
  license_fees: '23',
  permits: '23',
  accounting_services: '17',
  legal_services: '17',
  load_board_subscription: '27a',
  eld_subscription: '27a',
  cell_phone: '25',
  business_software: '18',
  fuel: '9',
  def_fluid: '9',
  maintenance_routine: '21',
  maintenance_repairs: '21',
  tires: '21',
  tolls: '9',
  parking: '9',
  scales: '27a',
  food: '24b',
  lodging: '24a',
  broker_fees: '10',
  dispatch_fees: '10',
  office_supplies: '18',
  bank_fees: '27a',
  factoring_fees: '10',
  uniforms: '27a',
  miscellaneous: '27a',
  maintenance: '21',
  insurance: '15',
  equipment: '22',
  office: '18',
  other: '27a',
};

export function scheduleCLineOf(category: AnyExpenseCategory): ScheduleCLine {
  return SCHEDULE_C_LINE_OF[category];
}

/**
 * Meals of workers under DOT hours-of-service rules are 80 % deductible (IRC §274(n)(3));
 * the summary reports the deductible part on line 24b.
 */
export const DOT_MEALS_DEDUCTIBLE_PERCENT = 80;

export interface TaxSummaryLine {
  line: ScheduleCLine;
  label: string;
  /** What was spent in categories on this line. */
  spentCents: number;
  /** The deductible part (meals: 80 %). */
  deductibleCents: number;
}

/** The tax summary: tax-deductible expenses rolled up to Schedule C lines, in line order. */
export function scheduleCSummary(
  expenses: Iterable<{ category: AnyExpenseCategory; amountCents: number; taxDeductible: boolean }>,
): { lines: TaxSummaryLine[]; totalDeductibleCents: number } {
  const spent = new Map<ScheduleCLine, number[]>();
  for (const expense of expenses) {
    if (!expense.taxDeductible) continue;
    const line = scheduleCLineOf(expense.category);
    const bucket = spent.get(line) ?? [];
    bucket.push(expense.amountCents);
    spent.set(line, bucket);
  }
  const lines = (Object.keys(SCHEDULE_C_LINES) as ScheduleCLine[])
    .filter((line) => spent.has(line))
    .map((line) => {
      const spentCents = sumCents(spent.get(line) ?? []);
      const deductibleCents =
        line === '24b' ? Math.round((spentCents * DOT_MEALS_DEDUCTIBLE_PERCENT) / 100) : spentCents;
      return { line, label: SCHEDULE_C_LINES[line], spentCents, deductibleCents };
    });
  return { lines, totalDeductibleCents: sumCents(lines.map((l) => l.deductibleCents)) };
}
