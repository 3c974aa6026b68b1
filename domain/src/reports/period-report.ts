import Papa from 'papaparse';
import type { AggregateTotals } from '../aggregates/aggregate.js';
import { categoryLabel, isAnyExpenseCategory } from '../categories/screen-categories.js';
import { toEpochDay } from '../dates/calendar.js';
import { PeriodError, type DateRange, type REPORT_PERIODS } from '../dates/periods.js';
import { centsPerMile, centsToDecimalString } from '../money/arithmetic.js';
import { ENTITY_TYPE_SINGULAR_LABELS, type EntityType } from '../schemas/entities.js';
import { CSV_FORMULA_START, UTF8_BOM } from './profit-loss.js';

/** The Reports and Analytics screen's spec texts (customer-app.md §2). */
export const REPORTS_MESSAGES = {
  exportAll: 'Export All',
  recentReports: 'Recent Reports',
  cards: {
    revenue: 'Total Revenue',
    expenses: 'Total Expenses',
    net: 'Net Profit',
    miles: 'Miles Driven',
  },
  columns: { name: 'Name', type: 'Type', generated: 'Generated', size: 'Size', download: 'Download' },
  download: 'Download',
} as const;

export type ReportPeriodId = (typeof REPORT_PERIODS)[number]['id'];

/** A custom range a report reads at most: five years is 60 monthly documents, still flat. */
export const MAX_REPORT_RANGE_DAYS = 5 * 366;

export const REPORT_RANGE_MESSAGES = {
  tooLong: 'Choose a range of at most 5 years',
} as const;

/** Refuses a range longer than MAX_REPORT_RANGE_DAYS with a PeriodError the screen shows. */
export function assertReportRange(range: DateRange): void {
  if (toEpochDay(range.end) - toEpochDay(range.start) + 1 > MAX_REPORT_RANGE_DAYS)
    throw new PeriodError(REPORT_RANGE_MESSAGES.tooLong);
}

/** The six report cards and where each leads (customer-app.md §2, Reports and Analytics). */
export const REPORT_CARDS = [
  {
    id: 'profit-loss',
    title: 'Profit & Loss Report',
    description:
      'Revenue, expenses and net profit by day, week, month or year, for the account or one truck.',
    path: '/reports/profit-loss',
  },
  {
    id: 'expenses',
    title: 'Expense Report',
    description: 'Every expense of the period by category, with what is tax deductible.',
    path: '/reports/expenses',
  },
  {
    id: 'revenue',
    title: 'Revenue Analysis',
    description: 'Income by month and by truck, company or owner-operator.',
    path: '/reports/revenue',
  },
  {
    id: 'tax',
    title: 'Tax Summary',
    description: 'Deductible expenses rolled up to Schedule C lines.',
    path: '/reports/tax',
  },
  {
    id: 'mileage',
    title: 'Mileage Log',
    description: 'Miles by month and by truck, with revenue, cost and profit per mile.',
    path: '/reports/mileage',
  },
  {
    id: 'custom',
    title: 'Custom Report',
    description: 'Any date range, for the whole account or one entity.',
    path: '/reports/custom',
  },
] as const;

/** The tips under the Recent Reports table. */
export const REPORT_TIPS = [
  'Reports are built from your booked settlements and expenses; refresh after you add or correct one.',
  'CSV files open in Excel and Google Sheets; PDF files are ready to send to your accountant.',
  'Assign settlements and expenses to a truck to see profit and cost per mile for each truck.',
] as const;

/** The four summary cards: what the period earned, spent, kept, and the miles behind it. */
export interface PeriodSummary {
  revenueCents: number;
  expensesCents: number;
  netCents: number;
  miles: number;
  /** Net profit per mile in cents; null without miles. */
  profitPerMileCents: number | null;
  taxDeductibleCents: number;
  settlementCount: number;
  expenseCount: number;
}

export function periodSummary(totals: AggregateTotals): PeriodSummary {
  return {
    revenueCents: totals.revenueCents,
    expensesCents: totals.expensesCents,
    netCents: totals.netCents,
    miles: totals.miles,
    profitPerMileCents: centsPerMile(totals.netCents, totals.miles),
    taxDeductibleCents: totals.taxDeductibleCents,
    settlementCount: totals.settlementCount,
    expenseCount: totals.expenseCount,
  };
}

/** One entity's line in a report: its name (or its id when it has since been deleted). */
export interface EntityLine {
  type: EntityType;
  id: string;
  name: string;
  revenueCents: number;
  expensesCents: number;
  netCents: number;
  miles: number;
}

/** The byEntity figures of aggregates as named lines, highest revenue first. */
export function entityLines(
  totals: Pick<AggregateTotals, 'byEntity'>,
  names: ReadonlyMap<string, string>,
): EntityLine[] {
  const lines: EntityLine[] = [];
  for (const [key, figures] of Object.entries(totals.byEntity)) {
    const separator = key.indexOf(':');
    const type = key.slice(0, separator) as EntityType;
    const id = key.slice(separator + 1);
    lines.push({
      type,
      id,
      name: names.get(key) ?? id,
      revenueCents: figures.revenueCents,
      expensesCents: figures.expensesCents,
      netCents: figures.revenueCents - figures.expensesCents,
      miles: figures.miles,
    });
  }
  return lines.sort(
    (a, b) => b.revenueCents - a.revenueCents || a.name.localeCompare(b.name, 'en-US', { numeric: true }),
  );
}

function categoryName(category: string): string {
  return isAnyExpenseCategory(category) ? categoryLabel(category) : category;
}

function perMileText(cents: number | null): string {
  return cents === null ? '' : centsToDecimalString(cents);
}

/**
 * Export All: the period's whole summary as one CSV for Excel (byte order mark, CRLF, formulas
 * neutralised): the four cards and counts, expenses by category, then each entity's figures.
 */
export function periodReportCsv(input: {
  range: DateRange;
  totals: AggregateTotals;
  entityNames: ReadonlyMap<string, string>;
}): string {
  const summary = periodSummary(input.totals);
  const rows: string[][] = [
    ['Period', `${input.range.start} to ${input.range.end}`, '', ''],
    ['Total Revenue', '', centsToDecimalString(summary.revenueCents), ''],
    ['Total Expenses', '', centsToDecimalString(summary.expensesCents), ''],
    ['Net Profit', '', centsToDecimalString(summary.netCents), ''],
    ['Tax Deductible', '', centsToDecimalString(summary.taxDeductibleCents), ''],
    ['Miles Driven', '', '', String(summary.miles)],
    ['Profit per Mile', '', perMileText(summary.profitPerMileCents), ''],
    ['Settlements', '', '', String(summary.settlementCount)],
    ['Expenses', '', '', String(summary.expenseCount)],
    ...Object.entries(input.totals.byCategory)
      .sort(([, a], [, b]) => b - a)
      .map(([category, cents]) => ['Category', categoryName(category), centsToDecimalString(cents), '']),
    ...entityLines(input.totals, input.entityNames).flatMap((line) => [
      [
        `${ENTITY_TYPE_SINGULAR_LABELS[line.type]} revenue`,
        line.name,
        centsToDecimalString(line.revenueCents),
        '',
      ],
      [
        `${ENTITY_TYPE_SINGULAR_LABELS[line.type]} expenses`,
        line.name,
        centsToDecimalString(line.expensesCents),
        '',
      ],
      [`${ENTITY_TYPE_SINGULAR_LABELS[line.type]} miles`, line.name, '', String(line.miles)],
    ]),
  ];
  const csv = Papa.unparse(
    { fields: ['Line', 'Detail', 'Amount', 'Count'], data: rows },
    { escapeFormulae: CSV_FORMULA_START, newline: '\r\n' },
  );
  return `${UTF8_BOM}${csv}\r\n`;
}

/** haulbooks-summary-2026-11-01-to-2026-11-30.csv: names that sort by period. */
export function periodReportFileName(kind: string, range: DateRange, extension: 'csv' | 'pdf'): string {
  return `haulbooks-${kind}-${range.start}-to-${range.end}.${extension}`;
}

/** "12.4 KB", the Recent Reports table's Size column. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Custom Report for one entity as CSV: its revenue, expenses, net profit, miles and profit per
 * mile in the range (aggregates keep no categories per entity, so there are none here).
 */
export function entityPeriodCsv(input: {
  range: DateRange;
  entity: { type: EntityType; name: string };
  figures: { revenueCents: number; expensesCents: number; miles: number };
}): string {
  const netCents = input.figures.revenueCents - input.figures.expensesCents;
  const rows: string[][] = [
    ['Period', `${input.range.start} to ${input.range.end}`, '', ''],
    [ENTITY_TYPE_SINGULAR_LABELS[input.entity.type], input.entity.name, '', ''],
    ['Total Revenue', '', centsToDecimalString(input.figures.revenueCents), ''],
    ['Total Expenses', '', centsToDecimalString(input.figures.expensesCents), ''],
    ['Net Profit', '', centsToDecimalString(netCents), ''],
    ['Miles Driven', '', '', String(input.figures.miles)],
    ['Profit per Mile', '', perMileText(centsPerMile(netCents, input.figures.miles)), ''],
  ];
  const csv = Papa.unparse(
    { fields: ['Line', 'Detail', 'Amount', 'Count'], data: rows },
    { escapeFormulae: CSV_FORMULA_START, newline: '\r\n' },
  );
  return `${UTF8_BOM}${csv}\r\n`;
}
