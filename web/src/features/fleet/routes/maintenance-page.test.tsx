import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  DataError,
  MAINTENANCE_ITEMS,
  MAINTENANCE_MESSAGES,
  TRUCKS,
  adminViewOf,
  type MaintenanceItemDoc,
} from '@haulbooks/domain';
import { createMaintenanceItem, createTruck } from '@haulbooks/domain/testing';
import { chooseMenuItem } from '../../../lib/test-utils';
import { FLEET_UI } from '../messages';
import { UID, installResizeObserver, newDb, renderFleet } from '../testing';

beforeAll(installResizeObserver);

const UI = FLEET_UI.maintenance;

function seeded(items: Record<string, Partial<MaintenanceItemDoc>> = {}) {
  const db = newDb();
  db.seed(TRUCKS, UID, 't1', createTruck({ unitNumber: 'Unit 101' }));
  db.seed(TRUCKS, UID, 't2', createTruck({ unitNumber: 'Unit 202' }));
  for (const [id, overrides] of Object.entries(items))
    db.seed(MAINTENANCE_ITEMS, UID, id, createMaintenanceItem(overrides));
  return db;
}

const ITEMS = {
  later: { truckId: 't1', title: 'DOT inspection', dueDate: '2027-03-01' },
  done: { truckId: 't1', title: 'Tires', done: true, doneDate: '2026-11-02', dueDate: '2026-11-01' },
  soon: { truckId: 't2', title: 'Brakes', dueDate: '2026-11-30' },
  miles: {
    truckId: 't2',
    title: 'Oil change',
    dueDate: undefined,
    dueOdometer: 250_000,
    lastOdometer: 251_200,
  },
  late: { truckId: 't1', title: 'Grease', dueDate: '2026-11-20', notes: 'Fifth wheel too' },
} satisfies Record<string, Partial<MaintenanceItemDoc>>;

async function table() {
  const found = await screen.findByRole('table', { name: UI.tableLabel });
  await waitFor(() => expect(found).toHaveAttribute('aria-busy', 'false'));
  return found;
}

const rows = (found: HTMLElement) => within(found).getAllByRole('row').slice(1);

async function rowOf(title: string) {
  const row = (await screen.findByText(title)).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

describe('Schedule Maintenance', () => {
  it('shows the title, loading rows, then the empty state with Add Service Item', async () => {
    const { user } = renderFleet(seeded(), '/maintenance');
    expect(screen.getByRole('heading', { level: 1, name: FLEET_UI.titles.maintenance })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent(MAINTENANCE_MESSAGES.empty);
    await user.click(within(empty).getByRole('button', { name: UI.add }));
    expect(await screen.findByRole('form', { name: UI.addTitle })).toBeInTheDocument();
  });

  it('without trucks leads to the Trucks tab first', async () => {
    renderFleet(newDb(), '/maintenance');
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent(UI.noTrucks);
    expect(within(empty).getByRole('link', { name: UI.goToTrucks })).toHaveAttribute(
      'href',
      '/fleet?tab=trucks',
    );
    expect(screen.queryByRole('button', { name: UI.add })).not.toBeInTheDocument();
  });

  it('sorts overdue first (by date or by odometer), then due soon, scheduled and done, with statuses', async () => {
    renderFleet(seeded(ITEMS), '/maintenance');
    const found = await table();
    await waitFor(() => expect(rows(found)).toHaveLength(5));
    const text = rows(found).map((row) => row.textContent);
    expect(text[0]).toContain('Grease');
    expect(text[0]).toContain('Overdue');
    expect(text[0]).toContain('Fifth wheel too');
    expect(text[1]).toContain('Oil change');
    expect(text[1]).toContain('at 250,000 mi');
    expect(text[1]).toContain('odometer 251,200 mi');
    expect(text[1]).toContain('Overdue');
    expect(text[2]).toContain('Brakes');
    expect(text[2]).toContain('Due Soon');
    expect(text[3]).toContain('DOT inspection');
    expect(text[3]).toContain('Scheduled');
    expect(text[4]).toContain('Tires');
    expect(text[4]).toContain('Done 11/2/2026');
  });

  it('schedules an item: truck, service and a due date or odometer are required, in that order', async () => {
    const db = seeded();
    const { user } = renderFleet(db, '/maintenance');
    await table();
    await user.click(screen.getAllByRole('button', { name: UI.add })[0] as HTMLElement);
    const form = await screen.findByRole('form', { name: UI.addTitle });
    const save = within(form).getByRole('button', { name: UI.form.save });
    await user.click(save);
    expect(await within(form).findByText(MAINTENANCE_MESSAGES.truckRequired)).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: /Truck/ }), 't2');
    await user.type(within(form).getByLabelText(/Service/), 'Oil change');
    await user.click(save);
    expect(await within(form).findByText(MAINTENANCE_MESSAGES.dueRequired)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(UI.form.dueOdometer), '300,000');
    await user.click(save);
    expect(await screen.findByText(MAINTENANCE_MESSAGES.added)).toBeInTheDocument();
    const row = await rowOf('Oil change');
    expect(row).toHaveTextContent('Unit 202');
    expect(row).toHaveTextContent('at 300,000 mi');
    expect(row).toHaveTextContent('Scheduled');
  });

  it('marks an item done today and open again', async () => {
    const { user } = renderFleet(seeded({ late: ITEMS.late }), '/maintenance');
    await table();
    await user.click(within(await rowOf('Grease')).getByRole('button', { name: UI.markDone }));
    await waitFor(async () => expect(await rowOf('Grease')).toHaveTextContent('Done 11/23/2026'));
    await user.click(within(await rowOf('Grease')).getByRole('button', { name: UI.markNotDone }));
    await waitFor(async () => expect(await rowOf('Grease')).toHaveTextContent('Overdue'));
  });

  it('edits and deletes an item through the row menu', async () => {
    const { user } = renderFleet(seeded({ soon: ITEMS.soon }), '/maintenance');
    await table();
    const pick = (item: string) =>
      chooseMenuItem(user, screen.getByRole('button', { name: UI.rowActions('Brakes') }), item);
    await pick(UI.edit);
    const form = await screen.findByRole('form', { name: UI.editTitle });
    expect(within(form).getByLabelText(UI.form.dueDate)).toHaveValue('2026-11-30');
    await user.clear(within(form).getByLabelText(UI.form.dueDate));
    await user.type(within(form).getByLabelText(UI.form.dueDate), '2027-01-15');
    await user.click(within(form).getByRole('button', { name: UI.form.save }));
    await waitFor(async () => expect(await rowOf('Brakes')).toHaveTextContent('Scheduled'));
    await pick(UI.delete);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: UI.delete }));
    expect(await screen.findByText(MAINTENANCE_MESSAGES.empty)).toBeInTheDocument();
  });

  it('says so when marking done fails', async () => {
    const db = seeded({ late: ITEMS.late });
    const { user } = renderFleet(db, '/maintenance');
    await table();
    db.failWrites(new DataError('unavailable', 'The connection dropped'));
    await user.click(within(await rowOf('Grease')).getByRole('button', { name: UI.markDone }));
    expect(await screen.findByText(MAINTENANCE_MESSAGES.saveFailed)).toBeInTheDocument();
  });

  it('names a malformed document', async () => {
    const db = seeded();
    db.seedRaw(MAINTENANCE_ITEMS, UID, 'bad', { ...createMaintenanceItem(), dueOdometer: -5 });
    renderFleet(db, '/maintenance');
    expect(await screen.findByTestId('data-error')).toHaveTextContent('users/dana/maintenance/bad');
  });

  it('read-only: the list with statuses, no add, done, edit or delete', async () => {
    renderFleet(seeded(ITEMS), '/maintenance', adminViewOf(UID));
    const found = await table();
    await waitFor(() => expect(rows(found)).toHaveLength(5));
    expect(screen.getByTestId('read-only-notice')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: UI.add })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: UI.markDone })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: UI.rowActions('Grease') })).not.toBeInTheDocument();
  });
});
