import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import {
  DAILY_AGGREGATES,
  EXPENSES,
  GENERATED_REPORTS,
  INCOME_CATEGORY,
  MONTHLY_AGGREGATES,
  TRUCKS,
  USERS,
  UTF8_BOM,
  computeDailyAggregate,
  computeMonthlyAggregate,
  ownBooks,
  type LedgerEntry,
} from '@haulbooks/domain';
import { MemoryDatabase, createExpense, createUserProfile } from '@haulbooks/domain/testing';
import { renderWithData } from '../../../lib/data/testing';
import { REPORTS_UI, REPORT_SCREEN_UI } from '../messages';
import { CustomReportPage } from './custom-report-page';
import { ExpenseReportPage } from './expense-report-page';
import { MileageLogPage } from './mileage-log-page';
import { RevenueAnalysisPage } from './revenue-analysis-page';
import { TaxSummaryPage } from './tax-summary-page';

const downloads = vi.hoisted(() => [] as { name: string; content: unknown; type: string }[]);
vi.mock('../../../lib/download', () => ({
  downloadFile: (name: string, content: unknown, type: string) => downloads.push({ name, content, type }),
}));
beforeEach(() => {
  downloads.length = 0;
});

const NOW = new Date('2026-11-23T15:00:00Z');
const UI = REPORT_SCREEN_UI;

const octoberLoad: LedgerEntry = {
  kind: 'income',
  category: INCOME_CATEGORY,
  date: '2026-10-15',
  amountCents: 400_000,
  miles: 1_600,
  truckId: 't1',
};
const novemberLoad: LedgerEntry = { ...octoberLoad, date: '2026-11-03', amountCents: 250_000, miles: 1_000 };
const novemberFuel: LedgerEntry = {
  kind: 'expense',
  category: 'fuel',
  date: '2026-11-04',
  amountCents: 120_000,
  taxDeductible: true,
  truckId: 't1',
};

function seeded({ ledger = true } = {}) {
  const db = new MemoryDatabase({ now: () => NOW });
  db.seed(USERS, 'dana', 'dana', createUserProfile({ timeZone: 'America/Chicago' }));
  db.seed(TRUCKS, 'dana', 't1', {
    unitNumber: '101',
    make: '',
    model: '',
    vin: '',
    licensePlate: '',
    archived: false,
    createdAt: NOW,
    updatedAt: NOW,
  });
  if (!ledger) return db;
  db.seed(MONTHLY_AGGREGATES, 'dana', '2026-10', {
    ...computeMonthlyAggregate('2026-10', [octoberLoad]),
    updatedAt: NOW,
  });
  db.seed(MONTHLY_AGGREGATES, 'dana', '2026-11', {
    ...computeMonthlyAggregate('2026-11', [novemberLoad, novemberFuel]),
    updatedAt: NOW,
  });
  db.seed(DAILY_AGGREGATES, 'dana', '2026-10-15', {
    ...computeDailyAggregate('2026-10-15', [octoberLoad]),
    updatedAt: NOW,
  });
  db.seed(
    EXPENSES,
    'dana',
    'fuel',
    createExpense({ date: '2026-11-04', description: 'Diesel', category: 'fuel', amountCents: 120_000 }),
  );
  db.seed(
    EXPENSES,
    'dana',
    'meal',
    createExpense({ date: '2026-11-05', description: 'Dinner', category: 'food', amountCents: 5_000 }),
  );
  db.seed(
    EXPENSES,
    'dana',
    'gift',
    createExpense({
      date: '2026-11-06',
      description: 'Gift',
      category: 'miscellaneous',
      amountCents: 2_000,
      taxDeductible: false,
    }),
  );
  return db;
}

function render(element: React.ReactElement, db = seeded()) {
  return renderWithData(element, { db, subject: ownBooks('dana') });
}

async function settled() {
  await waitFor(() => expect(screen.queryAllByTestId('figure-skeleton')).toHaveLength(0));
}

function exported(): string[][] {
  const [file] = downloads;
  const csv = String(file?.content);
  expect(csv.startsWith(UTF8_BOM)).toBe(true);
  return Papa.parse<string[]>(csv.slice(1).trim()).data;
}

describe('Expense Report', () => {
  it("lists this month's expenses by category with what is deductible, and exports each expense", async () => {
    const { user, db } = render(<ExpenseReportPage now={NOW} />);
    expect(screen.getByRole('heading', { name: 'Expense Report', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Reports/ })).toHaveAttribute('href', '/reports');
    await settled();
    expect(screen.getByTestId('figure-total')).toHaveTextContent('$1,270.00');
    expect(screen.getByTestId('figure-deductible')).toHaveTextContent('$1,250.00');
    expect(screen.getByTestId('figure-count')).toHaveTextContent('3');
    const table = screen.getByRole('table', { name: UI.byCategory });
    expect(within(table).getByRole('row', { name: /Fuel/ })).toHaveTextContent('$1,200.00');
    expect(within(table).getByRole('row', { name: /Miscellaneous/ })).toHaveTextContent('$0.00');

    await user.click(screen.getByRole('button', { name: UI.exportCsv }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toBe('haulbooks-expenses-2026-11-01-to-2026-11-30.csv');
    expect(exported()).toContainEqual(['2026-11-04', 'Diesel', 'Fuel', '1200.00', 'Yes', '']);
    await waitFor(async () =>
      expect((await db.privileged().collection(GENERATED_REPORTS, 'dana').list({})).items).toHaveLength(1),
    );
  });

  it('leads an empty month to recording an expense, with nothing to export', async () => {
    render(<ExpenseReportPage now={NOW} />, seeded({ ledger: false }));
    expect(await screen.findByText(UI.noExpenses)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UI.exportCsv })).toBeDisabled();
  });
});

describe('Tax Summary', () => {
  it("puts this year's deductible expenses on Schedule C lines, meals at 80 %", async () => {
    const { user } = render(<TaxSummaryPage now={NOW} />);
    await settled();
    expect(screen.getByTestId('figure-deductible')).toHaveTextContent('$1,240.00');
    const table = screen.getByRole('table', { name: UI.byLine });
    expect(within(table).getByRole('row', { name: /24b/ })).toHaveTextContent('$40.00');
    await user.click(screen.getByRole('button', { name: UI.exportCsv }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(exported().at(-1)).toEqual(['Total', '', '', '1240.00']);
  });
});

describe('Revenue Analysis', () => {
  it('shows revenue month by month and by truck for this year', async () => {
    const { user } = render(<RevenueAnalysisPage now={NOW} />);
    await settled();
    expect(screen.getByTestId('figure-revenue')).toHaveTextContent('$6,500.00');
    const months = screen.getByRole('table', { name: UI.byMonth });
    expect(within(months).getAllByRole('row')).toHaveLength(13); // a header and the year's 12 months
    expect(within(months).getByRole('row', { name: /Oct 2026/ })).toHaveTextContent('$4,000.00');
    const trucks = screen.getByRole('table', { name: UI.byEntity });
    expect(within(trucks).getByRole('row', { name: /101/ })).toHaveTextContent('100.0%');
    await user.click(screen.getByRole('button', { name: UI.exportCsv }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(exported()).toContainEqual(['Truck', '101', '6500.00', '', '2.50']);
  });
});

describe('Mileage Log', () => {
  it('shows miles by month and truck with revenue, cost and profit per mile', async () => {
    render(<MileageLogPage now={NOW} />);
    await settled();
    expect(screen.getByTestId('figure-miles')).toHaveTextContent('2,600');
    expect(screen.getByTestId('figure-costPerMile')).toHaveTextContent('$0.46');
    const months = screen.getByRole('table', { name: UI.byMonth });
    expect(within(months).getByRole('row', { name: /Nov 2026/ })).toHaveTextContent('$2.50$1.20$1.30');
  });

  it('says there are no miles yet for an empty account', async () => {
    render(<MileageLogPage now={NOW} />, seeded({ ledger: false }));
    expect(await screen.findByText(UI.noMiles)).toBeInTheDocument();
  });
});

describe('Custom Report', () => {
  it('waits for a range, then shows it for the account and for one truck', async () => {
    const { user } = render(<CustomReportPage now={NOW} />);
    expect(screen.getByText(REPORTS_UI.chooseRange)).toBeInTheDocument();
    expect(screen.queryByTestId('report-card-revenue')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(REPORTS_UI.startDate), '2026-11-01');
    await user.type(screen.getByLabelText(REPORTS_UI.endDate), '2026-11-30');
    await user.click(screen.getByRole('button', { name: REPORTS_UI.apply }));
    await waitFor(() => expect(screen.getByTestId('report-card-net')).toHaveTextContent('$1,300.00'));

    await user.selectOptions(screen.getByLabelText(UI.forLabel), 'truck');
    expect(await screen.findByText(UI.selectEntity)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(UI.entityLabel)).toBeEnabled());
    await user.selectOptions(screen.getByLabelText(UI.entityLabel), 't1');
    await waitFor(() => expect(screen.getByTestId('report-card-revenue')).toHaveTextContent('$2,500.00'));
    await user.click(screen.getByRole('button', { name: UI.exportCsv }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(exported()).toContainEqual(['Truck', '101', '', '']);
  });
});
