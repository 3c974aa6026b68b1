import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  type ExpenseCategory,
} from '../categories/expense-categories.js';
import {
  SCREEN_CATEGORIES,
  SCREEN_CATEGORY_LABELS,
  type AnyExpenseCategory,
} from '../categories/screen-categories.js';
import { deductionTreatment } from '../booking/deduction-mapping.js';
import { isBusinessDate, type BusinessDate } from '../dates/calendar.js';
import { tryParseMoney } from '../money/parse.js';
import { MAX_EXPENSE_CENTS } from '../schemas/expense.js';
import { MAX_IMPORT_COLUMNS, type ImportTarget } from './limits.js';

/**
 * CSV and Excel imports: the first row names the columns; we propose which column fills which
 * field, the person confirms or corrects it, then every row becomes a settlement or an expense
 * (or a reason why it could not).
 */
export const IMPORT_FIELDS = {
  expenses: ['date', 'description', 'amount', 'category', 'notes'],
  settlements: ['date', 'brokerName', 'tripNumber', 'gross', 'net', 'miles'],
} as const satisfies Record<ImportTarget, readonly string[]>;
export type ImportField = (typeof IMPORT_FIELDS)[ImportTarget][number];

export const REQUIRED_IMPORT_FIELDS: Record<ImportTarget, readonly ImportField[]> = {
  expenses: ['date', 'description', 'amount'],
  settlements: ['date', 'brokerName', 'gross'],
};

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
  category: 'Category',
  notes: 'Notes',
  brokerName: 'Broker or carrier',
  tripNumber: 'Trip number',
  gross: 'Gross',
  net: 'Net',
  miles: 'Miles',
};

const HEADER_GUESSES: [ImportField, RegExp][] = [
  ['date', /date|day|posted/],
  ['gross', /gross|revenue|total pay|earnings/],
  ['net', /\bnet\b|paid|deposit/],
  ['brokerName', /broker|carrier|payer|customer|company/],
  ['tripNumber', /trip|load|pro\b|order|ref/],
  ['miles', /miles|mi\b/],
  ['amount', /amount|total|cost|price|debit|sum/],
  ['category', /category|type|class/],
  ['description', /desc|vendor|merchant|payee|memo|item|name/],
  ['notes', /note|comment/],
];

/** The proposal shown for confirmation: which field each column fills ('' = left out). */
export function proposeImport(header: readonly string[]): { target: ImportTarget; mapping: string[] } {
  const lower = header.slice(0, MAX_IMPORT_COLUMNS).map((h) => h.trim().toLowerCase());
  const settlementLike = lower.some((h) => /gross|broker|carrier|settlement/.test(h));
  const target: ImportTarget = settlementLike ? 'settlements' : 'expenses';
  const allowed: readonly string[] = IMPORT_FIELDS[target];
  const taken = new Set<string>();
  const mapping = lower.map((h) => {
    const found = HEADER_GUESSES.find(([f, re]) => allowed.includes(f) && !taken.has(f) && re.test(h));
    if (!found) return '';
    taken.add(found[0]);
    return found[0];
  });
  return { target, mapping };
}

/** What is wrong with a confirmed mapping, or null: unknown fields, a field twice, a required field missing. */
export function checkImportMapping(target: ImportTarget, mapping: readonly string[]): string | null {
  const allowed: readonly string[] = IMPORT_FIELDS[target];
  const used = mapping.filter((m) => m !== '');
  const unknown = used.find((m) => !allowed.includes(m));
  if (unknown) return `"${unknown}" is not a field of ${target}`;
  const twice = used.find((m, i) => used.indexOf(m) !== i);
  if (twice) return `Only one column can be ${IMPORT_FIELD_LABELS[twice as ImportField]}`;
  const missing = REQUIRED_IMPORT_FIELDS[target].filter((f) => !used.includes(f));
  if (missing.length > 0)
    return `Choose a column for ${missing.map((f) => IMPORT_FIELD_LABELS[f]).join(', ')}`;
  return null;
}

/** 2026-03-14, 3/14/2026, 03-14-26: the dates bank exports and spreadsheets write. */
export function parseImportDate(text: string): BusinessDate | null {
  const value = text.trim();
  // A whole date, or the date of an ISO instant (what some exports write).
  const day = /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(value) ? value.slice(0, 10) : null;
  if (day !== null) return isBusinessDate(day) ? day : null;
  const us = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4}|\d{2})$/.exec(value);
  if (!us) return null;
  const [, month = '', dayOfMonth = '', yearText = ''] = us;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const date = `${String(year).padStart(4, '0')}-${month.padStart(2, '0')}-${dayOfMonth.padStart(2, '0')}`;
  return isBusinessDate(date) ? date : null;
}

/** The category a spreadsheet's free text names: a category value or label, else by the deduction table. */
export function importCategory(text: string): AnyExpenseCategory {
  const value = text.trim().toLowerCase();
  if (value === '') return 'other';
  const exact =
    EXPENSE_CATEGORIES.find((c) => c === value || EXPENSE_CATEGORY_LABELS[c].toLowerCase() === value) ??
    SCREEN_CATEGORIES.find((c) => c === value || SCREEN_CATEGORY_LABELS[c].toLowerCase() === value);
  if (exact) return exact;
  const treatment = deductionTreatment(value);
  return treatment.kind === 'expense' ? treatment.category : ('miscellaneous' satisfies ExpenseCategory);
}

export interface ImportedExpense {
  date: BusinessDate;
  description: string;
  amountCents: number;
  category: AnyExpenseCategory;
  notes: string;
}
export interface ImportedSettlement {
  date: BusinessDate;
  brokerName: string;
  tripNumber?: string;
  grossCents: number;
  netCents?: number;
  miles?: number;
}
export type ImportRowResult<T> =
  { row: number; ok: true; value: T } | { row: number; ok: false; reason: string };

function cellsOf(row: readonly string[], mapping: readonly string[]): Record<string, string> {
  const cells: Record<string, string> = {};
  mapping.forEach((field, i) => {
    if (field) cells[field] = (row[i] ?? '').trim();
  });
  return cells;
}

function money(text: string | undefined, allowNegative: boolean): { cents: number } | { reason: string } {
  const parsed = tryParseMoney((text ?? '').replace(/^\$/, '').replace(/^-\$/, '-'), { allowNegative });
  return parsed.ok ? { cents: parsed.cents } : { reason: parsed.message };
}

/**
 * Every data row (the header excluded) as an expense or settlement, or the reason it cannot be
 * one; `row` is the spreadsheet's row number (header = 1). Text is kept as typed: a cell such as
 * =HYPERLINK(…) stays text in our books, and every export escapes it (reports/csv.ts).
 */
export function importRows(
  target: ImportTarget,
  rows: readonly (readonly string[])[],
  mapping: readonly string[],
): ImportRowResult<ImportedExpense | ImportedSettlement>[] {
  return rows.map((row, index) => {
    const rowNumber = index + 2;
    const fail = (reason: string) => ({
      row: rowNumber,
      ok: false as const,
      reason: `Row ${rowNumber}: ${reason}`,
    });
    const cells = cellsOf(row, mapping);
    const date = parseImportDate(cells.date ?? '');
    if (!date) return fail(`"${cells.date ?? ''}" is not a date (use 2026-03-14 or 3/14/2026)`);
    if (target === 'expenses') {
      const description = (cells.description ?? '').slice(0, 200);
      if (!description) return fail('the description is empty');
      const amount = money(cells.amount, false);
      if ('reason' in amount) return fail(amount.reason);
      if (amount.cents < 1) return fail('the amount must be more than zero');
      if (amount.cents > MAX_EXPENSE_CENTS) return fail('an expense cannot be more than $10,000,000.00');
      return {
        row: rowNumber,
        ok: true as const,
        value: {
          date,
          description,
          amountCents: amount.cents,
          category: importCategory(cells.category ?? description),
          notes: (cells.notes ?? '').slice(0, 1000),
        },
      };
    }
    const brokerName = (cells.brokerName ?? '').slice(0, 120);
    if (!brokerName) return fail('the broker or carrier is empty');
    const gross = money(cells.gross, false);
    if ('reason' in gross) return fail(`gross: ${gross.reason}`);
    const value: ImportedSettlement = { date, brokerName, grossCents: gross.cents };
    if (cells.net) {
      const net = money(cells.net, true);
      if ('reason' in net) return fail(`net: ${net.reason}`);
      value.netCents = net.cents;
    }
    if (cells.tripNumber) value.tripNumber = cells.tripNumber.slice(0, 40);
    if (cells.miles) {
      const miles = Number(cells.miles.replaceAll(',', ''));
      if (!Number.isInteger(miles) || miles < 0 || miles > 1_000_000)
        return fail(`"${cells.miles}" is not a number of miles`);
      value.miles = miles;
    }
    return { row: rowNumber, ok: true as const, value };
  });
}
