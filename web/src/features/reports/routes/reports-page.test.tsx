import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import {
  DAILY_AGGREGATES,
  DataError,
  GENERATED_REPORTS,
  INCOME_CATEGORY,
  MONTHLY_AGGREGATES,
  REPORTS_MESSAGES,
  TRUCKS,
  USERS,
  UTF8_BOM,
  adminViewOf,
  computeDailyAggregate,
  computeMonthlyAggregate,
  ownBooks,
  type LedgerEntry,
} from '@haulbooks/domain';
import { MemoryDatabase, createUserProfile } from '@haulbooks/domain/testing';
import { renderWithData } from '../../../lib/data/testing';
import { REPORTS_UI } from '../messages';
import { ReportsPage } from './reports-page';

const downloads = vi.hoisted(() => [] as { name: string; content: unknown; type: string }[]);
vi.mock('../../../lib/download', () => ({
  downloadFile: (name: string, content: unknown, type: string) => downloads.push({ name, content, type }),
}));
beforeEach(() => {
  downloads.length = 0;
});

const NOW = new Date('2026-11-23T15:00:00Z');
const UPDATED = new Date('2026-11-23T09:30:00Z');

const novemberLoad: LedgerEntry = {
  kind: 'income',
  category: INCOME_CATEGORY,
  date: '2026-11-23',
  amountCents: 250_000,
  miles: 1_000,
  truckId: 't1',
};
const novemberFuel: LedgerEntry = {
  kind: 'expense',
  category: 'fuel',
  date: '2026-11-10',
  amountCents: 300_000,
  taxDeductible: true,
  truckId: 't1',
};
const octoberLoad: LedgerEntry = { ...novemberLoad, date: '2026-10-15', amountCents: 400_000, miles: 1_600 };

function seeded() {
  let tick = NOW.getTime();
  const db = new MemoryDatabase({ now: () => new Date((tick += 1_000)) });
  db.seed(USERS, 'dana', 'dana', createUserProfile({ timeZone: 'America/Chicago' }));
  db.seed(MONTHLY_AGGREGATES, 'dana', '2026-11', {
    ...computeMonthlyAggregate('2026-11', [novemberLoad, novemberFuel]),
    updatedAt: UPDATED,
  });
  db.seed(MONTHLY_AGGREGATES, 'dana', '2026-10', {
    ...computeMonthlyAggregate('2026-10', [octoberLoad]),
    updatedAt: UPDATED,
  });
  db.seed(DAILY_AGGREGATES, 'dana', '2026-10-15', {
    ...computeDailyAggregate('2026-10-15', [octoberLoad]),
    updatedAt: UPDATED,
  });
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
  return db;
}

function render(
  db = seeded(),
  options: { caller?: { uid: string; admin: boolean }; subject?: ReturnType<typeof ownBooks> } = {},
) {
  return renderWithData(<ReportsPage now={NOW} />, {
    db,
    subject: options.subject ?? ownBooks('dana'),
    caller: options.caller,
  });
}

function card(key: 'revenue' | 'expenses' | 'net' | 'miles') {
  return screen.getByTestId(`report-card-${key}`);
}

async function loaded() {
  await waitFor(() => expect(screen.queryAllByTestId('report-skeleton')).toHaveLength(0));
}

describe('Reports and Analytics', () => {
  it("shows skeletons, then this month's four cards: a loss in red and profit per mile", async () => {
    render();
    expect(screen.getByRole('heading', { name: 'Reports and Analytics', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByTestId('report-skeleton')).toHaveLength(4);
    await loaded();
    expect(card('revenue')).toHaveTextContent('$2,500.00');
    expect(card('expenses')).toHaveTextContent('$3,000.00');
    expect(card('net')).toHaveTextContent('-$500.00');
    expect(within(card('net')).getByText('-$500.00')).toHaveAttribute('data-tone', 'red');
    expect(card('miles')).toHaveTextContent('1,000');
    expect(card('miles')).toHaveTextContent('-$0.50 profit per mile');
  });

  it('switches to last month and to a custom range, refusing a reversed or missing one with the reason', async () => {
    const { user } = render();
    await loaded();
    await user.selectOptions(screen.getByLabelText(REPORTS_UI.periodLabel), 'last-month');
    await waitFor(() => expect(card('revenue')).toHaveTextContent('$4,000.00'));
    expect(card('net')).toHaveTextContent('$4,000.00');
    expect(within(card('net')).getByText('$4,000.00')).toHaveAttribute('data-tone', 'green');

    await user.selectOptions(screen.getByLabelText(REPORTS_UI.periodLabel), 'custom');
    await user.click(screen.getByRole('button', { name: REPORTS_UI.apply }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a start date and an end date');
    await user.type(screen.getByLabelText(REPORTS_UI.startDate), '2026-11-30');
    await user.type(screen.getByLabelText(REPORTS_UI.endDate), '2026-10-01');
    await user.click(screen.getByRole('button', { name: REPORTS_UI.apply }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The start date must be on or before the end date',
    );

    await user.clear(screen.getByLabelText(REPORTS_UI.startDate));
    await user.type(screen.getByLabelText(REPORTS_UI.startDate), '2026-10-01');
    await user.clear(screen.getByLabelText(REPORTS_UI.endDate));
    await user.type(screen.getByLabelText(REPORTS_UI.endDate), '2026-11-30');
    await user.click(screen.getByRole('button', { name: REPORTS_UI.apply }));
    await waitFor(() => expect(card('revenue')).toHaveTextContent('$6,500.00'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(card('miles')).toHaveTextContent('2,600');
  });

  it('links the six reports', async () => {
    render();
    const expected = [
      ['Profit & Loss Report', '/reports/profit-loss'],
      ['Expense Report', '/reports/expenses'],
      ['Revenue Analysis', '/reports/revenue'],
      ['Tax Summary', '/reports/tax'],
      ['Mileage Log', '/reports/mileage'],
      ['Custom Report', '/reports/custom'],
    ];
    for (const [title, path] of expected) {
      expect(screen.getByRole('heading', { name: title, level: 3 })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `${REPORTS_UI.openReport}: ${title}` })).toHaveAttribute(
        'href',
        path,
      );
    }
  });

  it('exports the period as CSV, keeps it in Recent Reports and downloads the same file again', async () => {
    const { user, db } = render();
    await loaded();
    expect(await screen.findByText(REPORTS_UI.recentEmptyTitle)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: REPORTS_MESSAGES.exportAll }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [file] = downloads;
    expect(file?.name).toBe('haulbooks-summary-2026-11-01-to-2026-11-30.csv');
    expect(file?.type).toBe('text/csv;charset=utf-8');
    const csv = String(file?.content);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const rows = Papa.parse<string[]>(csv.slice(1).trim()).data;
    expect(rows).toContainEqual(['Net Profit', '', '-500.00', '']);
    expect(rows).toContainEqual(['Truck revenue', '101', '2500.00', '']);
    expect(await screen.findByText(REPORTS_UI.exported)).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: REPORTS_MESSAGES.recentReports });
    const row = await within(table).findByRole('row', {
      name: /haulbooks-summary-2026-11-01-to-2026-11-30\.csv/,
    });
    expect(row).toHaveTextContent('CSV');
    expect(row).toHaveTextContent(`${new TextEncoder().encode(csv).length} B`);
    const stored = await db.privileged().collection(GENERATED_REPORTS, 'dana').list({});
    expect(stored.items).toHaveLength(1);
    expect(stored.items[0]).toMatchObject({
      kind: 'summary',
      rangeStart: '2026-11-01',
      rangeEnd: '2026-11-30',
    });

    await user.click(within(row).getByRole('button', { name: REPORTS_UI.downloadName(file?.name ?? '') }));
    expect(downloads).toHaveLength(2);
    expect(downloads[1]).toEqual(file);
  });

  it('still downloads when the report cannot be kept, and says so', async () => {
    const db = seeded();
    const { user } = render(db);
    await loaded();
    db.failWrites(new DataError('unavailable', 'The network is down'));
    await user.click(screen.getByRole('button', { name: REPORTS_MESSAGES.exportAll }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(await screen.findByText(REPORTS_UI.notKept)).toBeInTheDocument();
    expect(screen.getByText(REPORTS_UI.recentEmptyTitle)).toBeInTheDocument();
  });

  it("lets an administrator export a client's report without recording anything in the client's account", async () => {
    const { user } = render(seeded(), {
      caller: { uid: 'staff', admin: true },
      subject: adminViewOf('dana'),
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: REPORTS_MESSAGES.exportAll }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(screen.getByText(REPORTS_UI.recentEmptyTitle)).toBeInTheDocument();
  });

  it('shows what went wrong when the figures cannot be read', async () => {
    render(seeded(), { caller: { uid: 'eve', admin: false } });
    expect(await screen.findAllByTestId('data-error')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: REPORTS_MESSAGES.exportAll })).toBeDisabled();
  });
});
