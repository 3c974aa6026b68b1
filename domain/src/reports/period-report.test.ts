import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { aggregateEntries } from '../aggregates/aggregate.js';
import { PeriodError } from '../dates/periods.js';
import { INCOME_CATEGORY, type LedgerEntry } from '../pnl/ledger.js';
import {
  MAX_REPORT_RANGE_DAYS,
  REPORT_CARDS,
  assertReportRange,
  entityLines,
  entityPeriodCsv,
  fileSizeText,
  periodReportCsv,
  periodReportFileName,
  periodSummary,
} from './period-report.js';
import { UTF8_BOM } from './profit-loss.js';

const entries: LedgerEntry[] = [
  {
    kind: 'income',
    category: INCOME_CATEGORY,
    date: '2026-11-03',
    amountCents: 312_550,
    miles: 1_250,
    truckId: 't1',
  },
  {
    kind: 'income',
    category: INCOME_CATEGORY,
    date: '2026-11-10',
    amountCents: 98_000,
    miles: 400,
    truckId: 't2',
  },
  {
    kind: 'expense',
    category: 'fuel',
    date: '2026-11-04',
    amountCents: 80_012,
    taxDeductible: true,
    truckId: 't1',
  },
  {
    kind: 'expense',
    category: 'food',
    date: '2026-11-05',
    amountCents: 6_900,
    taxDeductible: false,
  },
];
const totals = aggregateEntries(entries);
const names = new Map([
  ['truck:t1', 'Unit 101'],
  ['truck:t2', '=HYPERLINK("http://evil")'],
]);

describe('periodSummary', () => {
  it('gives the four cards and per-mile profit from aggregate totals', () => {
    expect(periodSummary(totals)).toEqual({
      revenueCents: 410_550,
      expensesCents: 86_912,
      netCents: 323_638,
      miles: 1_650,
      profitPerMileCents: 196, // 3,236.38 / 1,650 mi = $1.96
      taxDeductibleCents: 80_012,
      settlementCount: 2,
      expenseCount: 2,
    });
  });

  it('has no per-mile figure without miles', () => {
    expect(periodSummary(aggregateEntries([entries[2] as LedgerEntry])).profitPerMileCents).toBeNull();
  });
});

describe('entityLines', () => {
  it('names each entity, keeps a deleted one by its id, and puts the highest revenue first', () => {
    const lines = entityLines(totals, new Map([['truck:t2', 'Unit 7']]));
    expect(lines.map((l) => [l.name, l.revenueCents, l.expensesCents, l.netCents, l.miles])).toEqual([
      ['t1', 312_550, 80_012, 232_538, 1_250],
      ['Unit 7', 98_000, 0, 98_000, 400],
    ]);
  });
});

describe('periodReportCsv', () => {
  const csv = periodReportCsv({
    range: { start: '2026-11-01', end: '2026-11-30' },
    totals,
    entityNames: names,
  });
  const rows = Papa.parse<string[]>(csv.slice(UTF8_BOM.length), { skipEmptyLines: true }).data;

  it('opens in Excel as UTF-8 with CRLF line ends', () => {
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.split('\r\n').length).toBeGreaterThan(rows.length - 1);
    expect(csv.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('parses back to the figures, categories and entities of the period', () => {
    expect(rows[0]).toEqual(['Line', 'Detail', 'Amount', 'Count']);
    const byLine = (line: string, detail = '') => rows.find((r) => r[0] === line && r[1] === detail);
    expect(byLine('Period', '2026-11-01 to 2026-11-30')).toBeDefined();
    expect(byLine('Total Revenue')?.[2]).toBe('4105.50');
    expect(byLine('Total Expenses')?.[2]).toBe('869.12');
    expect(byLine('Net Profit')?.[2]).toBe('3236.38');
    expect(byLine('Tax Deductible')?.[2]).toBe('800.12');
    expect(byLine('Miles Driven')?.[3]).toBe('1650');
    expect(byLine('Profit per Mile')?.[2]).toBe('1.96');
    expect(rows.filter((r) => r[0] === 'Category').map((r) => [r[1], r[2]])).toEqual([
      ['Fuel', '800.12'],
      ['Food & Lodging', '69.00'],
    ]);
    expect(byLine('Truck revenue', 'Unit 101')?.[2]).toBe('3125.50');
    expect(byLine('Truck miles', 'Unit 101')?.[3]).toBe('1250');
  });

  it('neutralises a name that starts like a formula', () => {
    const cell = rows.find((r) => r[0] === 'Truck revenue' && r[1]?.includes('HYPERLINK'))?.[1];
    expect(cell).toBe(`'=HYPERLINK("http://evil")`);
  });
});

describe('entityPeriodCsv', () => {
  it("gives one entity's figures, a loss kept negative and a formula-like name neutralised", () => {
    const csv = entityPeriodCsv({
      range: { start: '2026-10-01', end: '2026-10-31' },
      entity: { type: 'owner_operator', name: '@Olga' },
      figures: { revenueCents: 100_000, expensesCents: 150_050, miles: 500 },
    });
    const rows = Papa.parse<string[]>(csv.slice(UTF8_BOM.length), { skipEmptyLines: true }).data;
    expect(rows).toContainEqual(['Owner Operator', "'@Olga", '', '']);
    expect(rows).toContainEqual(['Net Profit', '', '-500.50', '']);
    expect(rows).toContainEqual(['Profit per Mile', '', '-1.00', '']);
  });
});

describe('report ranges, names and sizes', () => {
  it('accepts five years and refuses a day more with the screen message', () => {
    expect(() => assertReportRange({ start: '2021-01-01', end: '2025-12-31' })).not.toThrow();
    const tooLong = { start: '2020-01-01', end: '2026-01-05' };
    expect(() => assertReportRange(tooLong)).toThrow(PeriodError);
    expect(() => assertReportRange(tooLong)).toThrow('Choose a range of at most 5 years');
    expect(MAX_REPORT_RANGE_DAYS).toBe(1830);
  });

  it('names files by kind and dates, and prints sizes as the table shows them', () => {
    expect(periodReportFileName('summary', { start: '2026-11-01', end: '2026-11-30' }, 'csv')).toBe(
      'haulbooks-summary-2026-11-01-to-2026-11-30.csv',
    );
    expect([fileSizeText(900), fileSizeText(12_700), fileSizeText(3_500_000)]).toEqual([
      '900 B',
      '12.4 KB',
      '3.3 MB',
    ]);
  });

  it('links the six report cards of the spec, in its order', () => {
    expect(REPORT_CARDS.map((c) => [c.title, c.path])).toEqual([
      ['Profit & Loss Report', '/reports/profit-loss'],
      ['Expense Report', '/reports/expenses'],
      ['Revenue Analysis', '/reports/revenue'],
      ['Tax Summary', '/reports/tax'],
      ['Mileage Log', '/reports/mileage'],
      ['Custom Report', '/reports/custom'],
    ]);
  });
});
