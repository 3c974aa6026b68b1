import { describe, expect, it } from 'vitest';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS, isExpenseCategory } from './expense-categories.js';
import {
  ALL_EXPENSE_CATEGORY_VALUES,
  SCREEN_CATEGORIES,
  SCREEN_CATEGORY_LABELS,
  categoryLabel,
  expenseCategoriesIn,
  isAnyExpenseCategory,
  screenCategoryOf,
} from './screen-categories.js';
import { SCHEDULE_C_LINES, scheduleCLineOf, scheduleCSummary } from './schedule-c.js';

describe('expense categories', () => {
  it('has the 31 values of the spec, each with a label', () => {
    expect(EXPENSE_CATEGORIES).toHaveLength(31);
    expect(new Set(EXPENSE_CATEGORIES).size).toBe(31);
    for (const c of EXPENSE_CATEGORIES) expect(EXPENSE_CATEGORY_LABELS[c]).toMatch(/\S/);
    expect(isExpenseCategory('def_fluid')).toBe(true);
    expect(isExpenseCategory('maintenance')).toBe(false);
  });

  it('has the nine screen categories with the spec labels', () => {
    expect(SCREEN_CATEGORIES).toEqual([
      'fuel',
      'maintenance',
      'insurance',
      'tolls',
      'food',
      'permits',
      'equipment',
      'office',
      'other',
    ]);
    expect(SCREEN_CATEGORY_LABELS.food).toBe('Food & Lodging');
    expect(SCREEN_CATEGORY_LABELS.permits).toBe('Permits & Licenses');
    expect(SCREEN_CATEGORY_LABELS.office).toBe('Office Supplies');
  });

  it('rolls every detailed category up to a screen category', () => {
    expect(screenCategoryOf('lodging')).toBe('food');
    expect(screenCategoryOf('tires')).toBe('maintenance');
    expect(screenCategoryOf('insurance_cargo')).toBe('insurance');
    expect(screenCategoryOf('license_fees')).toBe('permits');
    expect(screenCategoryOf('office_supplies')).toBe('office');
    expect(screenCategoryOf('equipment')).toBe('equipment');
    const covered = SCREEN_CATEGORIES.flatMap((s) => expenseCategoriesIn(s));
    expect(covered.sort()).toEqual([...EXPENSE_CATEGORIES].sort());
  });

  it('accepts either kind of category as stored value (36 distinct names)', () => {
    expect(ALL_EXPENSE_CATEGORY_VALUES).toHaveLength(36);
    expect(isAnyExpenseCategory('other')).toBe(true);
    expect(isAnyExpenseCategory('groceries')).toBe(false);
    expect(categoryLabel('food')).toBe('Food & Lodging');
    expect(categoryLabel('def_fluid')).toBe('DEF Fluid');
  });
});

describe('Schedule C', () => {
  it('maps every category to a Schedule C line', () => {
    for (const c of ALL_EXPENSE_CATEGORY_VALUES) expect(SCHEDULE_C_LINES[scheduleCLineOf(c)]).toBeDefined();
    expect(scheduleCLineOf('fuel')).toBe('9');
    expect(scheduleCLineOf('insurance_liability')).toBe('15');
    expect(scheduleCLineOf('tires')).toBe('21');
    expect(scheduleCLineOf('permits')).toBe('23');
    expect(scheduleCLineOf('lodging')).toBe('24a');
  });

  it('sums deductible expenses per line in line order, meals at 80 %', () => {
    const summary = scheduleCSummary([
      { category: 'fuel', amountCents: 50000, taxDeductible: true },
      { category: 'def_fluid', amountCents: 4500, taxDeductible: true },
      { category: 'food', amountCents: 2500, taxDeductible: true },
      { category: 'maintenance', amountCents: 12000, taxDeductible: true },
      { category: 'uniforms', amountCents: 9999, taxDeductible: false },
    ]);
    expect(summary.lines).toEqual([
      { line: '9', label: 'Car and truck expenses', spentCents: 54500, deductibleCents: 54500 },
      { line: '21', label: 'Repairs and maintenance', spentCents: 12000, deductibleCents: 12000 },
      { line: '24b', label: 'Deductible meals', spentCents: 2500, deductibleCents: 2000 },
    ]);
    expect(summary.totalDeductibleCents).toBe(68500);
  });
});
