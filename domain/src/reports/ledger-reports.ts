import Papa from 'papaparse';
import type { AggregateTotals } from '../aggregates/aggregate.js';
import { categoryLabel, type AnyExpenseCategory } from '../categories/screen-categories.js';
import type { TaxSummaryLine } from '../categories/schedule-c.js';
import { parseBusinessDate, type BusinessDate, type MonthKey } from '../dates/calendar.js';
import { centsPerMile, centsToDecimalString } from '../money/arithmetic.js';
import { ENTITY_TYPE_SINGULAR_LABELS } from '../schemas/entities.js';
import { expensesCsv, taxSummaryCsv } from './csv.js';
import type { EntityLine } from './period-report.js';
import { CSV_FORMULA_START, UTF8_BOM } from './profit-loss.js';

/** The report screens' texts (titles are REPORT_CARDS'). */
export const LEDGER_REPORT_MESSAGES = {
  incomplete: (limit: number) =>
    `This range holds more than ${limit.toLocaleString('en-US')} expenses; only the first ${limit.toLocaleString('en-US')} are listed. Choose a shorter range.`,
} as const;

interface ExpenseLike {
  date: BusinessDate;
  description: string;
  category: AnyExpenseCategory;
  amountCents: number;
  taxDeductible: boolean;
  notes?: string;
}

/** One category of the Expense Report. */
export interface ExpenseCategoryLine {
  category: AnyExpenseCategory;
  label: string;
  count: number;
  amountCents: number;
  deductibleCents: number;
}

/** Expenses grouped by stored category, largest first. */
export function expenseCategoryLines(expenses: Iterable<ExpenseLike>): ExpenseCategoryLine[] {
  const byCategory = new Map<AnyExpenseCategory, ExpenseCategoryLine>();
  for (const expense of expenses) {
    const line = byCategory.get(expense.category) ?? {
      category: expense.category,
      label: categoryLabel(expense.category),
      count: 0,
      amountCents: 0,
      deductibleCents: 0,
    };
    line.count += 1;
    line.amountCents += expense.amountCents;
    if (expense.taxDeductible) line.deductibleCents += expense.amountCents;
    byCategory.set(expense.category, line);
  }
  return [...byCategory.values()].sort(
    (a, b) => b.amountCents - a.amountCents || a.label.localeCompare(b.label),
  );
}

/** "Nov 2026". */
export function monthLabel(month: MonthKey): string {
  const { year, month: number } = parseBusinessDate(`${month}-01`);
  return new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, number - 1, 1),
  );
}

/** A month of the revenue and mileage reports, with its per-mile figures. */
export interface MonthLine {
  month: MonthKey;
  label: string;
  revenueCents: number;
  expensesCents: number;
  netCents: number;
  miles: number;
  settlementCount: number;
  revenuePerMileCents: number | null;
  costPerMileCents: number | null;
  profitPerMileCents: number | null;
}

export function monthLines(series: readonly { month: MonthKey; totals: AggregateTotals }[]): MonthLine[] {
  return series.map(({ month, totals }) => ({
    month,
    label: monthLabel(month),
    revenueCents: totals.revenueCents,
    expensesCents: totals.expensesCents,
    netCents: totals.netCents,
    miles: totals.miles,
    settlementCount: totals.settlementCount,
    revenuePerMileCents: centsPerMile(totals.revenueCents, totals.miles),
    costPerMileCents: centsPerMile(totals.expensesCents, totals.miles),
    profitPerMileCents: centsPerMile(totals.netCents, totals.miles),
  }));
}

function forExcel(fields: string[], rows: string[][]): string {
  const csv = Papa.unparse({ fields, data: rows }, { escapeFormulae: CSV_FORMULA_START, newline: '\r\n' });
  return `${UTF8_BOM}${csv}\r\n`;
}

const money = (cents: number | null) => (cents === null ? '' : centsToDecimalString(cents));

/** Expense Report CSV: every expense of the range, for Excel. */
export function expenseReportCsv(expenses: readonly ExpenseLike[]): string {
  return `${UTF8_BOM}${expensesCsv(expenses)}\r\n`;
}

/** Tax Summary CSV: the Schedule C lines and their total, for Excel. */
export function taxSummaryReportCsv(summary: {
  lines: readonly TaxSummaryLine[];
  totalDeductibleCents: number;
}) {
  const total = Papa.unparse([['Total', '', '', centsToDecimalString(summary.totalDeductibleCents)]], {
    newline: '\r\n',
  });
  return `${UTF8_BOM}${taxSummaryCsv(summary.lines)}\r\n${total}\r\n`;
}

/** Revenue Analysis CSV: revenue by month, then by entity. */
export function revenueReportCsv(months: readonly MonthLine[], entities: readonly EntityLine[]): string {
  return forExcel(
    ['Section', 'Name', 'Revenue', 'Settlements', 'Revenue per Mile'],
    [
      ...months.map((m) => [
        'Month',
        m.label,
        money(m.revenueCents),
        String(m.settlementCount),
        money(m.revenuePerMileCents),
      ]),
      ...entities.map((e) => [
        ENTITY_TYPE_SINGULAR_LABELS[e.type],
        e.name,
        money(e.revenueCents),
        '',
        money(centsPerMile(e.revenueCents, e.miles)),
      ]),
    ],
  );
}

/** Mileage Log CSV: miles by month and by entity, with revenue, cost and profit per mile. */
export function mileageLogCsv(months: readonly MonthLine[], entities: readonly EntityLine[]): string {
  return forExcel(
    ['Section', 'Name', 'Miles', 'Revenue per Mile', 'Cost per Mile', 'Profit per Mile'],
    [
      ...months.map((m) => [
        'Month',
        m.label,
        String(m.miles),
        money(m.revenuePerMileCents),
        money(m.costPerMileCents),
        money(m.profitPerMileCents),
      ]),
      ...entities.map((e) => [
        ENTITY_TYPE_SINGULAR_LABELS[e.type],
        e.name,
        String(e.miles),
        money(centsPerMile(e.revenueCents, e.miles)),
        money(centsPerMile(e.expensesCents, e.miles)),
        money(centsPerMile(e.netCents, e.miles)),
      ]),
    ],
  );
}
