import Papa from 'papaparse';
import { categoryLabel, type AnyExpenseCategory } from '../categories/screen-categories.js';
import { centsToDecimalString } from '../money/arithmetic.js';
import type { BusinessDate } from '../dates/calendar.js';
import type { TaxSummaryLine } from '../categories/schedule-c.js';

const CSV_OPTIONS = { escapeFormulae: true, newline: '\r\n' } as const;

/** Expense Report CSV: one row per expense, amounts as plain dollars. */
export function expensesCsv(
  expenses: readonly {
    date: BusinessDate;
    description: string;
    category: AnyExpenseCategory;
    amountCents: number;
    taxDeductible: boolean;
    notes?: string;
  }[],
): string {
  return Papa.unparse(
    {
      fields: ['Date', 'Description', 'Category', 'Amount', 'Tax Deductible', 'Notes'],
      data: expenses.map((e) => [
        e.date,
        e.description,
        categoryLabel(e.category),
        centsToDecimalString(e.amountCents),
        e.taxDeductible ? 'Yes' : 'No',
        e.notes ?? '',
      ]),
    },
    CSV_OPTIONS,
  );
}

/** Profit & Loss CSV: revenue, each expense category, total expenses and net profit. */
export function profitLossCsv(report: {
  revenueCents: number;
  expensesCents: number;
  netCents: number;
  byCategory: Record<string, number>;
}): string {
  const rows: string[][] = [['Revenue', '', centsToDecimalString(report.revenueCents)]];
  for (const [category, cents] of Object.entries(report.byCategory))
    rows.push(['Expense', category, centsToDecimalString(cents)]);
  rows.push(
    ['Total Expenses', '', centsToDecimalString(report.expensesCents)],
    ['Net Profit', '', centsToDecimalString(report.netCents)],
  );
  return Papa.unparse({ fields: ['Line', 'Category', 'Amount'], data: rows }, CSV_OPTIONS);
}

/** Tax Summary CSV: Schedule C lines. */
export function taxSummaryCsv(lines: readonly TaxSummaryLine[]): string {
  return Papa.unparse(
    {
      fields: ['Schedule C Line', 'Description', 'Spent', 'Deductible'],
      data: lines.map((l) => [
        l.line,
        l.label,
        centsToDecimalString(l.spentCents),
        centsToDecimalString(l.deductibleCents),
      ]),
    },
    CSV_OPTIONS,
  );
}
