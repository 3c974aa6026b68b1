import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ACTIVITY,
  DAILY_AGGREGATES,
  DASHBOARD_MESSAGES,
  DRIVERS,
  EXPENSES,
  MAINTENANCE_ITEMS,
  MONTHLY_AGGREGATES,
  PERIOD_MESSAGES,
  SETTLEMENTS,
  TRUCKS,
  USERS,
  adminViewOf,
  computeDailyAggregate,
  computeMonthlyAggregate,
  ownBooks,
  type LedgerEntry,
  type Role,
} from '@haulbooks/domain';
import {
  MemoryDatabase,
  createExpense,
  createSettlement,
  createUserProfile,
} from '@haulbooks/domain/testing';
import { renderWithData } from '../../../lib/data/testing';
import { DATA_ERROR_TITLES } from '../../../lib/data/data-error-notice';
import { pickMenuItem } from '../../../lib/test-utils';
import { chartOptions } from '../components/chart';
import { DASHBOARD_UI } from '../messages';
import { Dashboard } from './dashboard';

// Highcharts probes CSS.supports when it loads; jsdom's CSS object has no such function.
vi.hoisted(() => {
  const css = (globalThis as { CSS?: { supports?: unknown } }).CSS;
  if (css && typeof css.supports !== 'function') css.supports = () => false;
  if (!css) Object.assign(globalThis, { CSS: { supports: () => false } });
});

// Menus position themselves with floating-ui and Highcharts watches its container's size.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const NOW = new Date('2026-11-23T15:00:00Z');
const UID = 'dana';
const STAMP = { updatedAt: NOW };

const income = (date: string, amountCents: number, extra: Partial<LedgerEntry> = {}): LedgerEntry => ({
  kind: 'income',
  date,
  amountCents,
  category: 'settlement',
  ...extra,
});
const expense = (
  date: string,
  amountCents: number,
  category: LedgerEntry['category'] = 'fuel',
): LedgerEntry => ({
  kind: 'expense',
  date,
  amountCents,
  category,
});

function newAccount(role: Role = 'owner_operator') {
  const db = new MemoryDatabase({ now: () => NOW });
  db.seed(USERS, UID, UID, createUserProfile({ role, timeZone: 'America/Chicago' }));
  return db;
}

function seedMonth(db: MemoryDatabase, month: string, entries: LedgerEntry[]) {
  db.seed(MONTHLY_AGGREGATES, UID, month, { ...computeMonthlyAggregate(month, entries), ...STAMP });
}
function seedDay(db: MemoryDatabase, date: string, entries: LedgerEntry[]) {
  db.seed(DAILY_AGGREGATES, UID, date, { ...computeDailyAggregate(date, entries), ...STAMP });
}

/** November: $5,000 income, $1,500 expenses (fuel 1,000 + tires 500); October: $4,000 / $2,000. */
function filledAccount(role: Role = 'owner_operator') {
  const db = newAccount(role);
  const november = [
    income('2026-11-03', 500_000, { miles: 1_200, truckId: 't1', driverId: 'd1' }),
    expense('2026-11-04', 100_000, 'fuel'),
    expense('2026-11-05', 50_000, 'tires'),
  ];
  seedMonth(db, '2026-11', november);
  // The daily documents of the same entries: a period that ends mid-month reads those.
  for (const entry of november) seedDay(db, entry.date, [entry]);
  seedMonth(db, '2026-10', [income('2026-10-10', 400_000), expense('2026-10-11', 200_000, 'tolls')]);
  // Oct 2–31 is the period before November: the ragged part comes from daily documents.
  seedDay(db, '2026-10-10', [income('2026-10-10', 400_000)]);
  seedDay(db, '2026-10-11', [expense('2026-10-11', 200_000, 'tolls')]);
  db.seed(ACTIVITY, UID, 'a1', {
    type: 'settlement',
    title: 'Settlement added: Coyote Logistics',
    description: 'Dated Nov 3, 2026',
    status: 'success',
    createdAt: new Date('2026-11-03T18:00:00Z'),
  });
  db.seed(ACTIVITY, UID, 'a2', {
    type: 'expense',
    title: 'Expense recorded: Fuel $1,000.00',
    description: '',
    status: 'success',
    createdAt: new Date('2026-11-04T18:00:00Z'),
  });
  db.seed(SETTLEMENTS, UID, 's-pending', createSettlement({ parsedStatus: 'pending' }));
  db.seed(EXPENSES, UID, 'e-receipt', createExpense({ receiptPaths: ['users/dana/receipts/r.jpg'] }));
  return db;
}

function renderDashboard(
  db: MemoryDatabase,
  { role = 'owner_operator' as Role | null, subject = ownBooks(UID) } = {},
) {
  return renderWithData(<Dashboard name="Dana Reyes" role={role} now={NOW} />, { db, subject });
}

async function cardText(key: 'income' | 'expenses' | 'net') {
  const card = await screen.findByTestId(`card-${key}`);
  await waitFor(() => expect(within(card).queryByTestId(`change-${key}`)).not.toBeNull());
  return card;
}

function seriesOf(title: string) {
  const chart = screen.getByRole('figure', { name: DASHBOARD_UI.chartLabel(title) });
  return {
    categories: JSON.parse(chart.getAttribute('data-categories') ?? '[]') as string[],
    series: JSON.parse(chart.getAttribute('data-series') ?? '[]') as { name: string; data: unknown[] }[],
  };
}

describe('Dashboard', () => {
  it('shows the title, the six periods and skeleton cards while loading', async () => {
    renderDashboard(filledAccount());
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: DASHBOARD_UI.periodLabel });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Current Period', 'Last Month', 'Last Quarter', 'Year to Date', 'Last Year', 'Custom Range']);
    expect(within(screen.getByTestId('card-income')).queryByText(/\$/)).toBeNull();
    await cardText('income');
  });

  it('gives a new account zeros, dashes and empty states that lead to the first upload or expense', async () => {
    renderDashboard(newAccount());
    const incomeCard = await cardText('income');
    expect(within(incomeCard).getByText('$0.00')).toBeInTheDocument();
    expect(within(incomeCard).getByTestId('change-income')).toHaveTextContent('—');
    expect(await screen.findByText(DASHBOARD_MESSAGES.noRecentActivity)).toBeInTheDocument();
    expect(await screen.findByText(DASHBOARD_UI.chartEmpty)).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_UI.breakdownEmpty)).toBeInTheDocument();
    const uploads = await screen.findAllByRole('link', { name: DASHBOARD_UI.uploadSettlement });
    expect(uploads[0]).toHaveAttribute('href', '/settlements/upload');
    expect(screen.getByRole('link', { name: DASHBOARD_UI.recordExpense })).toHaveAttribute(
      'href',
      '/expenses',
    );
    await waitFor(() => expect(screen.getByTestId('stat-pending')).toHaveTextContent('0'));
    expect(screen.queryByTestId('chart')).toBeNull();
  });

  it('shows the period figures with the change against the period before, charts, stats and activity', async () => {
    renderDashboard(filledAccount());
    expect(within(await cardText('income')).getByText('$5,000.00')).toBeInTheDocument();
    expect(screen.getByTestId('change-income')).toHaveTextContent('↑ 25%');
    expect(within(await cardText('expenses')).getByText('$1,500.00')).toBeInTheDocument();
    expect(screen.getByTestId('change-expenses')).toHaveTextContent('↓ 25%');
    expect(within(await cardText('net')).getByText('$3,500.00')).toBeInTheDocument();
    expect(screen.getByTestId('change-net')).toHaveTextContent('↑ 75%');
    expect(screen.getByTestId('card-income')).toHaveTextContent('vs 10/2/2026 – 10/31/2026');

    await screen.findByRole('figure', { name: DASHBOARD_UI.chartLabel(DASHBOARD_MESSAGES.monthlyOverview) });
    const overview = seriesOf(DASHBOARD_MESSAGES.monthlyOverview);
    expect(overview.categories).toEqual([
      'Jun 2026',
      'Jul 2026',
      'Aug 2026',
      'Sep 2026',
      'Oct 2026',
      'Nov 2026',
    ]);
    expect(overview.series).toEqual([
      { name: 'Income', data: [0, 0, 0, 0, 4000, 5000] },
      { name: 'Expenses', data: [0, 0, 0, 0, 2000, 1500] },
    ]);
    // The breakdown rolls tires up to Maintenance, with the screen category labels.
    expect(seriesOf(DASHBOARD_MESSAGES.expenseBreakdown).series).toEqual([
      {
        name: 'Expenses',
        data: [
          ['Fuel', 1000],
          ['Maintenance', 500],
        ],
      },
    ]);

    await waitFor(() => expect(screen.getByTestId('stat-settlements')).toHaveTextContent('1'));
    expect(screen.getByTestId('stat-pending')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-miles')).toHaveTextContent('1,200');
    expect(screen.getByTestId('stat-receipts')).toHaveTextContent('1');

    const activity = await screen.findByRole('list', { name: DASHBOARD_MESSAGES.recentActivity });
    const titles = within(activity)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(titles).toEqual(['Expense recorded: Fuel $1,000.00', 'Settlement added: Coyote Logistics']);

    for (const [name, href] of [
      ['Upload Settlement', '/settlements/upload'],
      ['Record Expense', '/expenses'],
      ['Generate Reports', '/reports'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('recomputes the cards and their change when the period changes', async () => {
    const db = filledAccount();
    const { user } = renderDashboard(db);
    await cardText('income');
    await user.selectOptions(screen.getByRole('combobox', { name: DASHBOARD_UI.periodLabel }), 'last-month');
    await waitFor(() =>
      expect(screen.getByTestId('period-range')).toHaveTextContent('10/1/2026 – 10/31/2026'),
    );
    await waitFor(() => expect(screen.getByTestId('card-income')).toHaveTextContent('$4,000.00'));
    // The 31 days before October (Aug 31 – Sep 30) hold nothing: no base, a dash.
    expect(screen.getByTestId('change-income')).toHaveTextContent('—');
    expect(screen.getByTestId('card-net')).toHaveTextContent('$2,000.00');

    await user.selectOptions(
      screen.getByRole('combobox', { name: DASHBOARD_UI.periodLabel }),
      'year-to-date',
    );
    await waitFor(() => expect(screen.getByTestId('card-income')).toHaveTextContent('$9,000.00'));
    expect(screen.getByTestId('card-expenses')).toHaveTextContent('$3,500.00');
  });

  it('validates a custom range and uses it once it is valid', async () => {
    const { user } = renderDashboard(filledAccount());
    await cardText('income');
    await user.selectOptions(screen.getByRole('combobox', { name: DASHBOARD_UI.periodLabel }), 'custom');
    const start = screen.getByLabelText(DASHBOARD_UI.customStart);
    const end = screen.getByLabelText(DASHBOARD_UI.customEnd);
    // Opens on the range shown so far.
    expect(start).toHaveValue('2026-11-01');
    expect(end).toHaveValue('2026-11-30');

    fireEvent.change(start, { target: { value: '2026-12-05' } });
    expect(await screen.findByText(PERIOD_MESSAGES.customOrder)).toBeInTheDocument();
    // The figures of the last valid range stay.
    expect(screen.getByTestId('card-income')).toHaveTextContent('$5,000.00');

    fireEvent.change(start, { target: { value: '' } });
    expect(await screen.findByText(PERIOD_MESSAGES.customRequired)).toBeInTheDocument();

    fireEvent.change(start, { target: { value: '2026-10-10' } });
    fireEvent.change(end, { target: { value: '2026-10-10' } });
    await waitFor(() => expect(screen.queryByText(PERIOD_MESSAGES.customRequired)).toBeNull());
    await waitFor(() => expect(screen.getByTestId('card-income')).toHaveTextContent('$4,000.00'));
    expect(screen.getByTestId('card-expenses')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('card-income')).toHaveTextContent('vs 10/9/2026');
  });

  it('says when the figures cannot be read', async () => {
    const db = newAccount();
    db.seedRaw(MONTHLY_AGGREGATES, UID, '2026-11', { month: '2026-11', revenueCents: 'lots' });
    renderDashboard(db);
    expect((await screen.findAllByText(DATA_ERROR_TITLES.malformed)).length).toBeGreaterThan(0);
  });

  it('offers the New menu: upload a settlement, record an expense, add a truck', async () => {
    const { user, router } = renderDashboard(newAccount());
    await user.click(screen.getByRole('button', { name: DASHBOARD_MESSAGES.newButton }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Upload settlement', 'Record expense', 'Add a truck']);
    await pickMenuItem(user, 'Add a truck');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/fleet?tab=trucks'),
    );
  });

  it('shows an administrator the client’s layout (from its profile) without the New button', async () => {
    renderDashboard(filledAccount('fleet_manager'), { role: 'admin', subject: adminViewOf(UID) });
    expect(await screen.findByTestId('dashboard-fleet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DASHBOARD_MESSAGES.newButton })).toBeNull();
  });

  it('gives fleet managers the fleet chart, vehicles, alerts, drivers and quick actions', async () => {
    const db = filledAccount('fleet_manager');
    const truck = {
      make: 'Volvo',
      model: 'VNL',
      year: 2022,
      vin: '',
      licensePlate: '',
      createdAt: NOW,
      updatedAt: NOW,
    };
    db.seed(TRUCKS, UID, 't1', { ...truck, unitNumber: '101', archived: false });
    db.seed(TRUCKS, UID, 't2', { ...truck, unitNumber: '102', archived: false });
    db.seed(DRIVERS, UID, 'd1', {
      name: 'Sam Ortiz',
      kind: 'owner_operator',
      email: '',
      phone: '',
      licenseNumber: '',
      archived: false,
      createdAt: NOW,
      updatedAt: NOW,
    });
    const service = { truckId: 't1', notes: '', done: false, createdAt: NOW, updatedAt: NOW };
    db.seed(MAINTENANCE_ITEMS, UID, 'm1', { ...service, title: 'Oil change', dueDate: '2026-11-20' });
    db.seed(MAINTENANCE_ITEMS, UID, 'm2', { ...service, title: 'Tires', dueDate: '2026-11-30' });
    db.seed(MAINTENANCE_ITEMS, UID, 'm3', { ...service, title: 'Brakes', dueDate: '2027-04-01' });
    db.seed(MAINTENANCE_ITEMS, UID, 'm4', { ...service, title: 'Old', dueDate: '2026-10-01', done: true });
    const { user } = renderDashboard(db, { role: 'fleet_manager' });
    expect(await screen.findByTestId('dashboard-fleet')).toBeInTheDocument();
    expect(screen.queryByText(DASHBOARD_MESSAGES.monthlyOverview)).toBeNull();

    await screen.findByRole('figure', { name: DASHBOARD_UI.chartLabel(DASHBOARD_MESSAGES.fleetPerformance) });
    const daily = seriesOf(DASHBOARD_MESSAGES.fleetPerformance);
    expect(daily.categories).toHaveLength(30);
    expect(daily.categories[0]).toBe('Oct 25');
    expect(daily.series.map((s) => s.name)).toEqual(['Revenue', 'Expenses', 'Net']);
    expect(daily.series[0]?.data[daily.categories.indexOf('Nov 3')]).toBe(5000);

    await user.selectOptions(
      screen.getByRole('combobox', { name: DASHBOARD_UI.fleetRangeLabel }),
      'year-to-date',
    );
    await waitFor(() => expect(seriesOf(DASHBOARD_MESSAGES.fleetPerformance).categories).toHaveLength(11));
    expect(seriesOf(DASHBOARD_MESSAGES.fleetPerformance).series[0]?.data.slice(-2)).toEqual([4000, 5000]);

    const vehicles = await screen.findByRole('list', { name: DASHBOARD_MESSAGES.vehicleStatus });
    expect(within(vehicles).getAllByRole('listitem')).toHaveLength(2);
    expect(within(vehicles).getAllByText('2022 Volvo VNL')).toHaveLength(2);
    expect(within(vehicles).getByText(DASHBOARD_UI.vehicleActive)).toBeInTheDocument();
    expect(within(vehicles).getByText(DASHBOARD_UI.vehicleIdle)).toBeInTheDocument();

    const alerts = await screen.findByRole('list', { name: DASHBOARD_MESSAGES.recentAlerts });
    expect(
      within(alerts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Oil changeDue 11/20/2026Overdue', 'TiresDue 11/30/2026Due Soon']);
    const drivers = await screen.findByRole('table', { name: DASHBOARD_MESSAGES.driverPerformance });
    expect(await within(drivers).findByText('Sam Ortiz')).toBeInTheDocument();
    expect(within(drivers).getByText('$5,000.00')).toBeInTheDocument();

    for (const [name, href] of [
      ['Schedule Maintenance', '/maintenance'],
      ['Add New Driver', '/drivers/new'],
      ['Generate Fleet Report', '/reports/new'],
      ['View All Settlements', '/settlements'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('gives a new fleet manager the fleet empty states', async () => {
    renderDashboard(newAccount('fleet_manager'), { role: 'fleet_manager' });
    expect(await screen.findByText(DASHBOARD_MESSAGES.noVehicles)).toBeInTheDocument();
    expect(await screen.findByText(DASHBOARD_MESSAGES.noAlerts)).toBeInTheDocument();
    expect(await screen.findByText(DASHBOARD_MESSAGES.noDriverData)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DASHBOARD_UI.addTruck })).toHaveAttribute(
      'href',
      '/fleet?tab=trucks',
    );
    expect(await screen.findByText(DASHBOARD_MESSAGES.noRecentActivity)).toBeInTheDocument();
  });

  it('gives accountants Client Overview and Tasks Due with their empty states', async () => {
    renderDashboard(newAccount('accountant'), { role: 'accountant' });
    expect(await screen.findByTestId('dashboard-accountant')).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_MESSAGES.clientOverview)).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_MESSAGES.noClients)).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_MESSAGES.tasksDue)).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_MESSAGES.noTasks)).toBeInTheDocument();
    expect(await screen.findByText(DASHBOARD_MESSAGES.noRecentActivity)).toBeInTheDocument();
    expect(screen.queryByText(DASHBOARD_MESSAGES.quickStats)).toBeNull();
  });
});

describe('chart options', () => {
  it('draws a line per series over the categories, and a doughnut with a hole', () => {
    const line = chartOptions({
      title: 'T',
      kind: 'line',
      categories: ['Oct', 'Nov'],
      series: [{ name: 'Income', data: [1, 2] }],
    });
    expect(line.series).toEqual([{ type: 'line', name: 'Income', data: [1, 2] }]);
    expect(line.xAxis).toMatchObject({ categories: ['Oct', 'Nov'] });
    const doughnut = chartOptions({
      title: 'T',
      kind: 'doughnut',
      series: [{ name: 'E', data: [['Fuel', 3]] }],
    });
    expect(doughnut.plotOptions?.pie?.innerSize).toBe('60%');
  });
});
