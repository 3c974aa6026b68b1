import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { COMPANIES, DRIVERS, DataError, ENTITY_MESSAGES, TRUCKS, adminViewOf } from '@haulbooks/domain';
import { createCompany, createDriver, createTruck } from '@haulbooks/domain/testing';
import { chooseMenuItem } from '../../../lib/test-utils';
import { FLEET_UI } from '../messages';
import { UID, installResizeObserver, newDb, renderFleet } from '../testing';

beforeAll(installResizeObserver);

function seeded() {
  const db = newDb();
  db.seed(TRUCKS, UID, 't10', createTruck({ unitNumber: 'Unit 10', make: 'Volvo', model: 'VNL' }));
  db.seed(TRUCKS, UID, 't9', createTruck({ unitNumber: 'Unit 9' }));
  db.seed(TRUCKS, UID, 'old', createTruck({ unitNumber: 'Unit 1', archived: true }));
  db.seed(COMPANIES, UID, 'c1', createCompany({ name: 'Acme Logistics' }));
  db.seed(DRIVERS, UID, 'd1', createDriver({ name: 'Sam Wheeler', truckId: 't9' }));
  return db;
}

async function table(name: string) {
  const found = await screen.findByRole('table', { name });
  await waitFor(() => expect(found).toHaveAttribute('aria-busy', 'false'));
  return found;
}

function bodyRows(found: HTMLElement) {
  return within(found).getAllByRole<HTMLTableRowElement>('row').slice(1);
}

type Rendered = ReturnType<typeof renderFleet>;

async function rowAction({ user }: Rendered, name: string, item: string) {
  await chooseMenuItem(user, await screen.findByRole('button', { name: FLEET_UI.rowActions(name) }), item);
}

describe('Fleet screen', () => {
  it('shows the title, skeleton rows while loading, then the empty state leading to Add Truck', async () => {
    const { user } = renderFleet(newDb());
    expect(screen.getByRole('heading', { level: 1, name: FLEET_UI.titles.fleet })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent(FLEET_UI.empty.trucks);
    await user.click(within(empty).getByRole('button', { name: FLEET_UI.add.trucks }));
    expect(await screen.findByRole('form', { name: FLEET_UI.add.trucks })).toBeInTheDocument();
  });

  it('lists active trucks by unit number (9 before 10) and shows archived ones behind the toggle', async () => {
    const { user } = renderFleet(seeded());
    const trucks = await table(FLEET_UI.tableLabel.trucks);
    expect(bodyRows(trucks).map((row) => row.cells[0]?.textContent)).toEqual(['Unit 9', 'Unit 10']);
    expect(bodyRows(trucks)[1]).toHaveTextContent('Volvo VNL');
    await user.click(screen.getByText(FLEET_UI.showArchived(1)));
    await waitFor(() => expect(bodyRows(trucks)).toHaveLength(3));
    expect(bodyRows(trucks)[2]).toHaveTextContent(`Unit 1${FLEET_UI.archivedBadge}`);
  });

  it('opens the tab named in ?tab= and switches tabs', async () => {
    const { user } = renderFleet(seeded(), '/fleet?tab=drivers');
    const drivers = await table(FLEET_UI.tableLabel.drivers);
    await waitFor(() => expect(bodyRows(drivers)[0]).toHaveTextContent('Unit 9'));
    expect(bodyRows(drivers)[0]).toHaveTextContent('Sam WheelerCompany Driver');
    await user.click(screen.getByRole('tab', { name: FLEET_UI.tabs.companies }));
    const companies = await table(FLEET_UI.tableLabel.companies);
    expect(bodyRows(companies)[0]).toHaveTextContent('Acme Logistics');
  });

  it('adds a truck: validates in order with the domain messages, upper-cases the VIN', async () => {
    const db = newDb();
    const rendered = renderFleet(db);
    const { user } = rendered;
    await user.click(await screen.findByRole('button', { name: FLEET_UI.add.trucks }));
    const form = await screen.findByRole('form', { name: FLEET_UI.add.trucks });
    await user.click(within(form).getByRole('button', { name: FLEET_UI.form.save }));
    expect(await within(form).findByText(ENTITY_MESSAGES.unitRequired)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Unit Number/), '204');
    await user.type(within(form).getByLabelText(FLEET_UI.form.year), '2031');
    await user.click(within(form).getByRole('button', { name: FLEET_UI.form.save }));
    expect(await within(form).findByText(ENTITY_MESSAGES.yearInvalid)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(FLEET_UI.form.year));
    await user.type(within(form).getByLabelText(FLEET_UI.form.year), '2022');
    await user.type(within(form).getByLabelText(FLEET_UI.form.vin), '1fujgldr0clbp883o');
    await user.click(within(form).getByRole('button', { name: FLEET_UI.form.save }));
    expect(await within(form).findByText(ENTITY_MESSAGES.vinInvalid)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(FLEET_UI.form.vin));
    await user.type(within(form).getByLabelText(FLEET_UI.form.vin), '1fujgldr0clbp8834');
    await user.click(within(form).getByRole('button', { name: FLEET_UI.form.save }));
    const trucks = await table(FLEET_UI.tableLabel.trucks);
    await waitFor(() => expect(bodyRows(trucks)[0]).toHaveTextContent('204'));
    expect(bodyRows(trucks)[0]).toHaveTextContent('1FUJGLDR0CLBP8834');
    expect(bodyRows(trucks)[0]).toHaveTextContent('2022');
    expect(screen.queryByRole('form', { name: FLEET_UI.add.trucks })).not.toBeInTheDocument();
  });

  it('edits a company (MC prefix and digits checked) and archives then restores it', async () => {
    const db = seeded();
    const rendered = renderFleet(db, '/fleet?tab=companies');
    const { user } = rendered;
    await table(FLEET_UI.tableLabel.companies);
    await rowAction(rendered, 'Acme Logistics', FLEET_UI.edit);
    const form = await screen.findByRole('form', { name: FLEET_UI.editTitle.companies });
    const mc = within(form).getByLabelText(FLEET_UI.form.mcNumber);
    await user.clear(mc);
    await user.type(mc, 'MC12AB');
    await user.click(within(form).getByRole('button', { name: FLEET_UI.form.save }));
    expect(await within(form).findByText(ENTITY_MESSAGES.mcInvalid)).toBeInTheDocument();
    await user.clear(mc);
    await user.type(mc, 'MC-777888');
    await user.click(within(form).getByRole('button', { name: FLEET_UI.form.save }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: FLEET_UI.editTitle.companies })).not.toBeInTheDocument(),
    );
    const companies = await table(FLEET_UI.tableLabel.companies);
    await waitFor(() => expect(bodyRows(companies)[0]).toHaveTextContent('777888'));

    await rowAction(rendered, 'Acme Logistics', FLEET_UI.archive);
    expect(await screen.findByText(FLEET_UI.allArchived.companies)).toBeInTheDocument();
    expect(await screen.findByText(FLEET_UI.archived('Acme Logistics'))).toBeInTheDocument();
    await user.click(screen.getByText(FLEET_UI.showArchived(1)));
    await rowAction(rendered, 'Acme Logistics', FLEET_UI.unarchive);
    await waitFor(() => expect(screen.getByText(FLEET_UI.showArchived(0))).toBeInTheDocument());
  });

  it('keeps the dialog and says so when a save fails', async () => {
    const db = seeded();
    const rendered = renderFleet(db);
    const { user } = rendered;
    await table(FLEET_UI.tableLabel.trucks);
    await rowAction(rendered, 'Unit 9', FLEET_UI.edit);
    const form = await screen.findByRole('form', { name: FLEET_UI.editTitle.trucks });
    db.failWrites(new DataError('unavailable', 'The connection dropped'));
    await user.click(within(form).getByRole('button', { name: FLEET_UI.form.save }));
    expect(await within(form).findByText(FLEET_UI.saveFailed)).toBeInTheDocument();
  });

  it('names a malformed document instead of an endless spinner', async () => {
    const db = newDb();
    db.seedRaw(TRUCKS, UID, 'bad', { ...createTruck(), year: 'new' });
    renderFleet(db);
    expect(await screen.findByTestId('data-error')).toHaveTextContent('users/dana/trucks/bad');
  });

  it('read-only (an administrator viewing a client): lists, no add, edit or archive', async () => {
    renderFleet(seeded(), '/fleet', adminViewOf(UID));
    const trucks = await table(FLEET_UI.tableLabel.trucks);
    expect(bodyRows(trucks)).toHaveLength(2);
    expect(screen.getByTestId('read-only-notice')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FLEET_UI.add.trucks })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: FLEET_UI.rowActions('Unit 9') })).not.toBeInTheDocument();
  });
});

describe('Add New Driver', () => {
  it('requires a name, offers the active trucks, saves and goes to the drivers tab', async () => {
    const db = seeded();
    const { user, router } = renderFleet(db, '/drivers/new');
    expect(screen.getByRole('heading', { level: 1, name: FLEET_UI.titles.addDriver })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: FLEET_UI.titles.addDriver });
    const truck = within(form).getByRole('combobox', { name: FLEET_UI.form.truck });
    expect(
      within(truck)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([FLEET_UI.form.noTruck, 'Unit 9', 'Unit 10']);
    await user.click(within(form).getByRole('button', { name: FLEET_UI.form.saveDriver }));
    expect(await within(form).findByText(ENTITY_MESSAGES.driverNameRequired)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Full Name/), 'Lee Park');
    await user.type(within(form).getByLabelText(FLEET_UI.form.email), 'lee@');
    await user.click(within(form).getByRole('button', { name: FLEET_UI.form.saveDriver }));
    expect(await within(form).findByText(ENTITY_MESSAGES.emailInvalid)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(FLEET_UI.form.email));
    await user.selectOptions(truck, 't10');
    await user.click(within(form).getByRole('button', { name: FLEET_UI.form.saveDriver }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fleet'));
    expect(router.state.location.search).toBe('?tab=drivers');
    const drivers = await table(FLEET_UI.tableLabel.drivers);
    await waitFor(() => expect(bodyRows(drivers)).toHaveLength(2));
    expect(bodyRows(drivers)[0]).toHaveTextContent('Lee ParkOwner OperatorUnit 10');
  });

  it('read-only: no form', async () => {
    renderFleet(seeded(), '/drivers/new', adminViewOf(UID));
    expect(screen.getByTestId('read-only-notice')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
