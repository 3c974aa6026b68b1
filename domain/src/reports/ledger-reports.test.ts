import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { aggregateEntries } from '../aggregates/aggregate.js';
import { scheduleCSummary } from '../categories/schedule-c.js';
import { INCOME_CATEGORY, type LedgerEntry } from '../pnl/ledger.js';
import {
  expenseCategoryLines,
  expenseReportCsv,
  mileageLogCsv,
  monthLabel,
  monthLines,
  revenueReportCsv,
  taxSummaryReportCsv,
} from './ledger-reports.js';
import { entityLines } from './period-report.js';
import { UTF8_BOM } from './profit-loss.js';

const expenses = [
  {
    date: '2026-11-02',
    description: 'Diesel, Flying J',
    category: 'fuel',
    amountCents: 61_234,
    taxDeductible: true,
  },
  { date: '2026-11-09', description: 'Diesel', category: 'fuel', amountCents: 40_000, taxDeductible: true },
  { date: '2026-11-05', description: 'Dinner', category: 'food', amountCents: 2_500, taxDeductible: true },
  {
    date: '2026-11-06',
    description: '=cmd|calc',
    category: 'miscellaneous',
    amountCents: 1_000,
    taxDeductible: false,
    notes: '+1',
  },
] as const;

function parse(csv: string): string[][] {
  expect(csv.startsWith(UTF8_BOM)).toBe(true);
  return Papa.parse<string[]>(csv.slice(UTF8_BOM.length).trim()).data;
}

describe('expense report', () => {
  it('groups by category, largest first, with what is deductible', () => {
    expect(expenseCategoryLines(expenses)).toEqual([
      { category: 'fuel', label: 'Fuel', count: 2, amountCents: 101_234, deductibleCents: 101_234 },
      { category: 'food', label: 'Food & Lodging', count: 1, amountCents: 2_500, deductibleCents: 2_500 },
      { category: 'miscellaneous', label: 'Miscellaneous', count: 1, amountCents: 1_000, deductibleCents: 0 },
    ]);
  });

  it('exports every expense for Excel with formulas neutralised', () => {
    const rows = parse(expenseReportCsv(expenses));
    expect(rows[0]).toEqual(['Date', 'Description', 'Category', 'Amount', 'Tax Deductible', 'Notes']);
    expect(rows[1]).toEqual(['2026-11-02', 'Diesel, Flying J', 'Fuel', '612.34', 'Yes', '']);
    expect(rows[4]).toEqual(['2026-11-06', "'=cmd|calc", 'Miscellaneous', '10.00', 'No', "'+1"]);
  });

  it('exports the Schedule C lines and their total, meals at 80 %', () => {
    const rows = parse(taxSummaryReportCsv(scheduleCSummary(expenses)));
    expect(rows[0]).toEqual(['Schedule C Line', 'Description', 'Spent', 'Deductible']);
    expect(rows).toContainEqual(['24b', 'Deductible meals', '25.00', '20.00']);
    expect(rows.at(-1)).toEqual(['Total', '', '', '1032.34']);
  });
});

describe('revenue and mileage', () => {
  const october: LedgerEntry[] = [
    {
      kind: 'income',
      category: INCOME_CATEGORY,
      date: '2026-10-03',
      amountCents: 300_000,
      miles: 1_500,
      truckId: 't1',
    },
    {
      kind: 'expense',
      category: 'fuel',
      date: '2026-10-04',
      amountCents: 90_000,
      taxDeductible: true,
      truckId: 't1',
    },
  ];
  const november: LedgerEntry[] = [
    { kind: 'income', category: INCOME_CATEGORY, date: '2026-11-03', amountCents: 100_000, truckId: 't2' },
  ];
  const series = [
    { month: '2026-10' as const, totals: aggregateEntries(october) },
    { month: '2026-11' as const, totals: aggregateEntries(november) },
  ];
  const lines = monthLines(series);
  const entities = entityLines(aggregateEntries([...october, ...november]), new Map([['truck:t1', '101']]));

  it('labels months and works out per-mile figures, none without miles', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(lines[0]).toMatchObject({
      label: 'Oct 2026',
      miles: 1_500,
      revenuePerMileCents: 200,
      costPerMileCents: 60,
      profitPerMileCents: 140,
    });
    expect(lines[1]).toMatchObject({ label: 'Nov 2026', miles: 0, revenuePerMileCents: null });
  });

  it('exports revenue by month and by truck', () => {
    const rows = parse(revenueReportCsv(lines, entities));
    expect(rows).toContainEqual(['Month', 'Oct 2026', '3000.00', '1', '2.00']);
    expect(rows).toContainEqual(['Month', 'Nov 2026', '1000.00', '1', '']);
    expect(rows).toContainEqual(['Truck', '101', '3000.00', '', '2.00']);
    expect(rows).toContainEqual(['Truck', 't2', '1000.00', '', '']);
  });

  it('exports the mileage log with revenue, cost and profit per mile', () => {
    const rows = parse(mileageLogCsv(lines, entities));
    expect(rows).toContainEqual(['Month', 'Oct 2026', '1500', '2.00', '0.60', '1.40']);
    expect(rows).toContainEqual(['Truck', '101', '1500', '2.00', '0.60', '1.40']);
  });
});
