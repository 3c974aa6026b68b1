import Papa from 'papaparse';
import { categoryBreakdown, type CategoryShare } from '../pnl/breakdown.js';
import { centsToDecimalString } from '../money/arithmetic.js';
import { formatBusinessDate } from '../dates/calendar.js';
import { PNL_PERIODS, type DateRange } from '../dates/periods.js';
import { ENTITY_TYPE_LABELS, type EntityType } from '../schemas/entities.js';

/** The Profit & Loss Statement's periods (customer-app.md §2): the current day, week, month or year. */
export const PROFIT_LOSS_PERIODS = PNL_PERIODS.map((p) => p.id);
export type ProfitLossPeriod = (typeof PNL_PERIODS)[number]['id'];

export function isProfitLossPeriod(value: unknown): value is ProfitLossPeriod {
  return typeof value === 'string' && (PROFIT_LOSS_PERIODS as readonly string[]).includes(value);
}

export function profitLossPeriodLabel(period: ProfitLossPeriod): string {
  return PNL_PERIODS.find((p) => p.id === period)?.label ?? period;
}

/**
 * A Profit and loss result (customer-app.md §3) with what it was computed for. Amounts are whole
 * cents; clients format them (formatCents). `categories` maps stored expense categories to cents
 * (an entity's statement has none: aggregates keep per-entity totals, not per-entity categories).
 * `lastUpdated` is the newest `updatedAt` of the aggregate documents read, ISO 8601; null when the
 * period holds no bookings.
 */
export interface ProfitLossStatement {
  period: ProfitLossPeriod;
  range: DateRange;
  /** The time zone the period was resolved in (the profile's); clients show lastUpdated in it. */
  timeZone: string;
  entity: { type: EntityType; id: string; name: string } | null;
  totalRevenue: number;
  totalExpenses: number;
  netProfit: number;
  categories: Record<string, number>;
  lastUpdated: string | null;
}

export const PROFIT_LOSS_MESSAGES = {
  signedOut: 'Sign in to see profit and loss.',
  badPeriod: (value: string) => `period must be one of daily, weekly, monthly, yearly; got "${value}"`,
  badEntityType: (value: string) =>
    `entityType must be one of truck, company, owner_operator; got "${value}"`,
  entityTypeWithoutId: 'entityId needs an entityType (truck, company or owner_operator)',
  entityIdWithoutType: 'entityType needs an entityId',
  badEntityId: 'entityId must be 1 to 128 letters, digits, _ or -',
  unknownEntity: (type: EntityType, id: string) => `There is no ${type} with id "${id}"`,
  notStaff: 'Only administrators may read another account (clientUid).',
  badClientUid: 'clientUid must be 1 to 128 letters, digits, _ or -',
  noCategories: 'Expenses by category are kept for the whole account, not per entity.',
} as const;

/** The statement's Category Breakdown: screen categories with labels, largest first. */
export function profitLossBreakdown(statement: Pick<ProfitLossStatement, 'categories'>): CategoryShare[] {
  return categoryBreakdown(statement.categories);
}

/** "Monthly: 11/01/2026 – 11/30/2026", what the exports print as their period. */
export function profitLossPeriodText(statement: Pick<ProfitLossStatement, 'period' | 'range'>): string {
  const { start, end } = statement.range;
  const dates =
    start === end ? formatBusinessDate(start) : `${formatBusinessDate(start)} – ${formatBusinessDate(end)}`;
  return `${profitLossPeriodLabel(statement.period)}: ${dates}`;
}

/** "Trucks: Unit 101", or null for the whole account. */
export function profitLossEntityText(statement: Pick<ProfitLossStatement, 'entity'>): string | null {
  return statement.entity ? `${ENTITY_TYPE_LABELS[statement.entity.type]}: ${statement.entity.name}` : null;
}

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * Cells that start like a formula (=, +, -, @, tab, CR) get a leading ' so a spreadsheet never runs
 * them, except a plain negative amount such as -12.50, which must stay a number.
 */
export const CSV_FORMULA_START = /^(?!-\d+\.\d{2}$)[=+\-@\t\r]/;

/**
 * The statement as CSV for Excel: a byte order mark, CRLF line ends, formulas neutralised, amounts
 * as plain dollars with two decimals (a negative net profit keeps its minus).
 */
export function profitLossStatementCsv(statement: ProfitLossStatement): string {
  const rows: string[][] = [
    ['Period', profitLossPeriodText(statement), ''],
    ...(statement.entity ? [['Entity', profitLossEntityText(statement) ?? '', '']] : []),
    ['Last updated', statement.lastUpdated ?? 'No bookings in this period', ''],
    ['Total Revenue', '', centsToDecimalString(statement.totalRevenue)],
    ['Total Expenses', '', centsToDecimalString(statement.totalExpenses)],
    ['Net Profit', '', centsToDecimalString(statement.netProfit)],
    ...profitLossBreakdown(statement).map((share) => [
      'Category',
      share.label,
      centsToDecimalString(share.amountCents),
    ]),
  ];
  const csv = Papa.unparse(
    { fields: ['Line', 'Detail', 'Amount'], data: rows },
    { escapeFormulae: CSV_FORMULA_START, newline: '\r\n' },
  );
  return `${UTF8_BOM}${csv}\r\n`;
}

/** profit-loss-monthly-2026-11-01.csv (or …-truck-<id>-…): names that sort by period. */
export function profitLossFileName(
  statement: Pick<ProfitLossStatement, 'period' | 'range' | 'entity'>,
  extension: 'csv' | 'pdf',
): string {
  const entity = statement.entity ? `-${statement.entity.type}-${statement.entity.id}` : '';
  return `profit-loss-${statement.period}${entity}-${statement.range.start}.${extension}`;
}
