import { describe, expect, it } from 'vitest';
import { expenseSummary, filterExpenses, filterSettlements } from './filters.js';
import { expensesCsv, profitLossCsv, taxSummaryCsv } from '../reports/csv.js';
import { scheduleCSummary } from '../categories/schedule-c.js';
import Papa from 'papaparse';

const now = new Date('2026-11-22T03:30:00Z'); // Saturday 2026-11-21 in Chicago
const settlements = [
  {
    id: '1',
    date: '2026-11-03',
    parsedStatus: 'processed' as const,
    brokerName: 'Prime Inc.',
    tripNumber: 'T-1',
    fileName: 'a.pdf',
  },
  {
    id: '2',
    date: '2026-10-30',
    parsedStatus: 'processed' as const,
    brokerName: 'Landstar',
    tripNumber: null,
    fileName: 'b.pdf',
  },
  {
    id: '3',
    date: null,
    parsedStatus: 'pending' as const,
    brokerName: null,
    tripNumber: null,
    fileName: 'scan.jpg',
  },
  {
    id: '4',
    date: '2025-12-30',
    parsedStatus: 'error' as const,
    brokerName: 'Werner',
    tripNumber: null,
    fileName: 'c.pdf',
  },
];

describe('settlement list filters', () => {
  it('filters by period in the user zone (this-month default), status and search', () => {
    const base = { now, timeZone: 'America/Chicago' };
    expect(filterSettlements(settlements, base).map((s) => s.id)).toEqual(['1', '3']);
    expect(filterSettlements(settlements, { ...base, period: 'last-month' }).map((s) => s.id)).toEqual([
      '2',
      '3',
    ]);
    expect(
      filterSettlements(settlements, { ...base, period: 'all-time', status: 'error' }).map((s) => s.id),
    ).toEqual(['4']);
    expect(
      filterSettlements(settlements, { ...base, period: 'this-year', search: 'LAND' }).map((s) => s.id),
    ).toEqual(['2']);
  });
});

const expenses = [
  {
    description: 'Diesel',
    notes: 'Pilot 412',
    category: 'fuel' as const,
    amountCents: 50000,
    taxDeductible: true,
    date: '2026-11-02',
  },
  {
    description: 'Motel',
    notes: '',
    category: 'lodging' as const,
    amountCents: 8900,
    taxDeductible: true,
    date: '2026-11-03',
  },
  {
    description: 'Sunglasses',
    category: 'miscellaneous' as const,
    amountCents: 2999,
    taxDeductible: false,
    date: '2026-11-04',
  },
];

describe('expense list', () => {
  it('searches description, notes and category label, and filters by screen category', () => {
    expect(filterExpenses(expenses, { search: 'pilot' }).map((e) => e.description)).toEqual(['Diesel']);
    expect(filterExpenses(expenses, { search: 'lodging' }).map((e) => e.description)).toEqual(['Motel']);
    expect(filterExpenses(expenses, { category: 'food' }).map((e) => e.description)).toEqual(['Motel']);
    expect(filterExpenses(expenses, { category: 'all' })).toHaveLength(3);
  });

  it('sums the summary cards', () => {
    expect(expenseSummary(expenses)).toEqual({ totalCents: 61899, taxDeductibleCents: 58900, count: 3 });
  });
});

describe('report CSVs', () => {
  it('writes expenses, P&L and tax summary through papaparse', () => {
    const rows = Papa.parse<string[]>(expensesCsv(expenses).trim()).data;
    expect(rows[0]).toEqual(['Date', 'Description', 'Category', 'Amount', 'Tax Deductible', 'Notes']);
    expect(rows[2]).toEqual(['2026-11-03', 'Motel', 'Lodging', '89.00', 'Yes', '']);
    const pnl = Papa.parse<string[]>(
      profitLossCsv({
        revenueCents: 100000,
        expensesCents: 50000,
        netCents: 50000,
        byCategory: { fuel: 50000 },
      }).trim(),
    ).data;
    expect(pnl).toEqual([
      ['Line', 'Category', 'Amount'],
      ['Revenue', '', '1000.00'],
      ['Expense', 'fuel', '500.00'],
      ['Total Expenses', '', '500.00'],
      ['Net Profit', '', '500.00'],
    ]);
    const tax = Papa.parse<string[]>(taxSummaryCsv(scheduleCSummary(expenses).lines).trim()).data;
    expect(tax[1]).toEqual(['9', 'Car and truck expenses', '500.00', '500.00']);
  });
});
