import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import {
  COMPANIES,
  DAILY_AGGREGATES,
  DRIVERS,
  ENTITY_MESSAGES,
  GENERATED_REPORTS,
  reportFileOf,
  type GeneratedReport,
  INCOME_CATEGORY,
  MONTHLY_AGGREGATES,
  TRUCKS,
  USERS,
  UTF8_BOM,
  computeDailyAggregate,
  computeMonthlyAggregate,
  adminViewOf,
  ownBooks,
  type LedgerEntry,
} from '@haulbooks/domain';
import { MemoryDatabase, createUserProfile } from '@haulbooks/domain/testing';
import { renderWithData } from '../../../lib/data/testing';
import { chooseMenuItem } from '../../../lib/test-utils';
import { PROFIT_LOSS_UI } from '../messages';
import { ProfitLossPage } from './profit-loss-page';

const downloads = vi.hoisted(() => [] as { name: string; content: unknown; type: string }[]);
vi.mock('../../../lib/download', () => ({
  downloadFile: (name: string, content: unknown, type: string) => downloads.push({ name, content, type }),
}));

// The Export menu positions itself with floating-ui, which observes sizes; jsdom has none.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
beforeEach(() => {
  downloads.length = 0;
});

const NOW = new Date('2026-11-23T15:00:00Z');
const UPDATED = new Date('2026-11-23T09:30:00Z');

const load: LedgerEntry = {
  kind: 'income',
  category: INCOME_CATEGORY,
  date: '2026-11-23',
  amountCents: 250_000,
  truckId: 't1',
};
const fuel: LedgerEntry = {
  kind: 'expense',
  category: 'fuel',
  date: '2026-11-23',
  amountCents: 60_000,
  taxDeductible: true,
  truckId: 't1',
};
const tires: LedgerEntry = {
  kind: 'expense',
  category: 'tires',
  date: '2026-11-10',
  amountCents: 90_000,
  taxDeductible: true,
};

function seedMonth(db: MemoryDatabase, entries: LedgerEntry[]) {
  db.seed(MONTHLY_AGGREGATES, 'dana', '2026-11', {
    ...computeMonthlyAggregate('2026-11', entries),
    updatedAt: UPDATED,
  });
  const today = entries.filter((e) => e.date === '2026-11-23');
  if (today.length > 0) {
    db.seed(DAILY_AGGREGATES, 'dana', '2026-11-23', {
      ...computeDailyAggregate('2026-11-23', today),
      updatedAt: UPDATED,
    });
  }
}

function seeded(entries: LedgerEntry[] = [load, fuel, tires]) {
  const db = new MemoryDatabase({ now: () => NOW });
  db.seed(USERS, 'dana', 'dana', createUserProfile({ timeZone: 'America/Chicago' }));
  if (entries.length > 0) seedMonth(db, entries);
  const stamps = { archived: false, createdAt: NOW, updatedAt: NOW };
  db.seed(TRUCKS, 'dana', 't1', {
    unitNumber: '101',
    make: '',
    model: '',
    vin: '',
    licensePlate: '',
    ...stamps,
  });
  db.seed(COMPANIES, 'dana', 'c1', {
    name: 'Acme Freight',
    mcNumber: '',
    dotNumber: '',
    phone: '',
    email: '',
    ...stamps,
  });
  db.seed(DRIVERS, 'dana', 'd1', {
    name: 'Olga Owner',
    kind: 'owner_operator',
    email: '',
    phone: '',
    licenseNumber: '',
    ...stamps,
  });
  return db;
}

function render(db = seeded(), caller?: { uid: string; admin: boolean }, subject = ownBooks('dana')) {
  return renderWithData(<ProfitLossPage now={NOW} />, { db, subject, caller });
}

function card(key: 'revenue' | 'expenses' | 'net' | 'updated') {
  return screen.getByTestId(`pnl-${key}`);
}

async function loaded() {
  await waitFor(() => expect(screen.queryAllByTestId('pnl-skeleton')).toHaveLength(0));
}

async function exportAs(user: ReturnType<typeof render>['user'], item: string) {
  await chooseMenuItem(user, screen.getByRole('button', { name: PROFIT_LOSS_UI.export }), item);
}

describe('Profit & Loss Statement', () => {
  it('shows skeletons while loading, then the month: cards, green net profit, last updated and the breakdown', async () => {
    render();
    expect(screen.getByRole('heading', { name: 'Profit & Loss Statement', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByTestId('pnl-skeleton').length).toBe(3);
    expect(screen.getByRole('button', { name: PROFIT_LOSS_UI.export })).toBeDisabled();
    await loaded();
    expect(card('revenue')).toHaveTextContent('$2,500.00');
    expect(card('expenses')).toHaveTextContent('$1,500.00');
    expect(within(card('net')).getByText('$1,000.00')).toHaveAttribute('data-tone', 'green');
    expect(card('updated')).toHaveTextContent('Nov 23, 2026, 3:30 AM');
    const breakdown = screen.getByRole('list', { name: PROFIT_LOSS_UI.breakdownTitle });
    const items = within(breakdown).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Maintenance$900.00 (60.0%)');
    expect(items[1]).toHaveTextContent('Fuel$600.00 (40.0%)');
    expect(screen.getByRole('button', { name: PROFIT_LOSS_UI.export })).toBeEnabled();
  });

  it('shows an empty period as zeros, no last update and no categories', async () => {
    render(seeded([]));
    await loaded();
    expect(card('revenue')).toHaveTextContent('$0.00');
    expect(within(card('net')).getByText('$0.00')).toHaveAttribute('data-tone', 'green');
    expect(card('updated')).toHaveTextContent(PROFIT_LOSS_UI.neverUpdated);
    expect(screen.getByTestId('breakdown-empty')).toHaveTextContent(PROFIT_LOSS_UI.breakdownEmpty);
  });

  it('shows a loss in red', async () => {
    render(seeded([{ ...load, amountCents: 10_000 }, fuel]));
    await loaded();
    expect(within(card('net')).getByText('-$500.00')).toHaveAttribute('data-tone', 'red');
  });

  it('switches the period: Daily reads only today', async () => {
    const { user } = render();
    await loaded();
    await user.selectOptions(screen.getByLabelText(PROFIT_LOSS_UI.periodLabel), 'daily');
    await waitFor(() => expect(card('expenses')).toHaveTextContent('$600.00'));
    expect(card('net')).toHaveTextContent('$1,900.00');
  });

  it('shows an administrator the figures of the client being viewed', async () => {
    render(seeded(), { uid: 'staff', admin: true }, adminViewOf('dana'));
    await loaded();
    expect(card('net')).toHaveTextContent('$1,000.00');
  });

  it('says when the figures cannot be read', async () => {
    render(seeded(), { uid: 'eve', admin: false });
    expect(await screen.findByTestId('data-error')).toBeInTheDocument();
  });

  it('by entity: prompts for a choice, lists the entities of the type, then shows that entity', async () => {
    const { user } = render();
    await loaded();
    await user.selectOptions(screen.getByLabelText(PROFIT_LOSS_UI.viewLabel), 'truck');
    expect(await screen.findByText(ENTITY_MESSAGES.selectEntity)).toBeInTheDocument();
    expect(screen.queryByTestId('pnl-revenue')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: PROFIT_LOSS_UI.export })).toBeDisabled();
    const picker = screen.getByLabelText(PROFIT_LOSS_UI.entityLabel);
    await waitFor(() => expect(within(picker).getByRole('option', { name: '101' })).toBeInTheDocument());
    await user.selectOptions(picker, 't1');
    await waitFor(() => expect(card('expenses')).toHaveTextContent('$600.00'));
    expect(card('revenue')).toHaveTextContent('$2,500.00');
    expect(screen.getByTestId('breakdown-empty')).toHaveTextContent(PROFIT_LOSS_UI.breakdownPerEntity);

    await user.selectOptions(screen.getByLabelText(PROFIT_LOSS_UI.viewLabel), 'owner_operator');
    expect(await screen.findByText(ENTITY_MESSAGES.selectEntity)).toBeInTheDocument();
    const drivers = screen.getByLabelText(PROFIT_LOSS_UI.entityLabel);
    await waitFor(() =>
      expect(within(drivers).getByRole('option', { name: 'Olga Owner' })).toBeInTheDocument(),
    );
  });

  it('Refresh reads the aggregates again', async () => {
    const db = seeded();
    const { user } = render(db);
    await loaded();
    seedMonth(db, [load, fuel, tires, { ...fuel, date: '2026-11-05', amountCents: 40_000 }]);
    expect(card('expenses')).toHaveTextContent('$1,500.00');
    await user.click(screen.getByRole('button', { name: PROFIT_LOSS_UI.refresh }));
    await waitFor(() => expect(card('expenses')).toHaveTextContent('$1,900.00'));
  });

  it('exports the statement as CSV for Excel', async () => {
    const { user } = render();
    await loaded();
    await exportAs(user, PROFIT_LOSS_UI.exportCsv);
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [file] = downloads;
    expect(file?.name).toBe('profit-loss-monthly-2026-11-01.csv');
    expect(file?.type).toBe('text/csv;charset=utf-8');
    const csv = String(file?.content);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    const rows = Papa.parse<string[]>(csv.slice(1).trim()).data;
    expect(rows).toContainEqual(['Net Profit', '', '1000.00']);
    expect(rows).toContainEqual(['Category', 'Maintenance', '900.00']);
    expect(await screen.findByText(PROFIT_LOSS_UI.exported)).toBeInTheDocument();
  });

  it('exports the statement as PDF and keeps it, byte for byte, in Recent Reports', async () => {
    const { user, db } = render();
    await loaded();
    await exportAs(user, PROFIT_LOSS_UI.exportPdf);
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [file] = downloads;
    expect(file?.name).toBe('profit-loss-monthly-2026-11-01.pdf');
    expect(file?.type).toBe('application/pdf');
    const bytes = file?.content as Uint8Array;
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-');
    await waitFor(async () => {
      const kept = (await db.privileged().collection(GENERATED_REPORTS, 'dana').list({})).items;
      expect(kept).toHaveLength(1);
      expect(reportFileOf(kept[0] as GeneratedReport).body).toEqual(bytes);
      expect(kept[0]).toMatchObject({ kind: 'profit_loss', format: 'pdf', sizeBytes: bytes.length });
    });
  });
});
