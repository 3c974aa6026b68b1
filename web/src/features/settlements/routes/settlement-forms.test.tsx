import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  COMPANIES,
  DataError,
  MONEY_MESSAGES,
  SETTLEMENTS,
  SETTLEMENT_MESSAGES,
  TRUCKS,
  UPLOADS,
  adminViewOf,
} from '@haulbooks/domain';
import { DATA_ERROR_TITLES } from '../../../lib/data/data-error-notice';
import { SETTLEMENTS_UI } from '../messages';
import { NOW, UID, renderSettlements, seededDb } from '../testing';

const LINE_ITEMS = {
  linehaulCents: 380_000,
  fuelSurchargeCents: 42_550,
  deductions: [
    { label: 'Fuel advance', amountCents: 50_000 },
    { label: 'Insurance', amountCents: 12_345 },
  ],
  miles: 2_214,
};

function processedDb() {
  const db = seededDb({
    p1: {
      brokerName: 'Coyote Logistics',
      tripNumber: undefined,
      grossCents: 422_550,
      netCents: 360_205,
      lineItems: LINE_ITEMS,
      uploadId: 'up1',
      truckId: 't1',
    },
  });
  db.seed(UPLOADS, UID, 'up1', {
    fileName: 'coyote-week-46.pdf',
    contentType: 'application/pdf',
    sizeBytes: 48_000,
    storagePath: `users/${UID}/uploads/up1/coyote-week-46.pdf`,
    status: 'processed',
    createdAt: NOW,
    updatedAt: NOW,
  });
  const base = { archived: false, createdAt: NOW, updatedAt: NOW };
  db.seed(TRUCKS, UID, 't1', {
    unitNumber: 'Unit 101',
    make: '',
    model: '',
    vin: '',
    licensePlate: '',
    ...base,
  });
  db.seed(COMPANIES, UID, 'c1', {
    name: 'Reyes LLC',
    mcNumber: '',
    dotNumber: '',
    phone: '',
    email: '',
    ...base,
  });
  return db;
}

const form = () => screen.findByRole('form', { name: SETTLEMENTS_UI.formLabel });

async function fill(values: Partial<Record<string, string>>) {
  if (!rendered) throw new Error('Render first');
  const { user } = rendered;
  const f = await form();
  for (const [label, value] of Object.entries(values)) {
    const input = within(f).getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

let rendered: ReturnType<typeof renderSettlements> | undefined;

describe('Settlement detail', () => {
  it('shows the amounts, the line items and deductions read from the document, and the linked file', async () => {
    renderSettlements(processedDb(), '/settlements/p1');
    expect(screen.getByTestId('settlement-loading')).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: SETTLEMENTS_UI.summary });
    expect(within(summary).getByText('11/13/2026')).toBeInTheDocument();
    expect(within(summary).getByText('Coyote Logistics')).toBeInTheDocument();
    expect(within(summary).getByText('$4,225.50')).toBeInTheDocument();
    expect(within(summary).getByText('$3,602.05')).toBeInTheDocument();
    expect(within(summary).getByText('2,214')).toBeInTheDocument();
    expect(await within(summary).findByText('coyote-week-46.pdf')).toBeInTheDocument();
    expect(await within(summary).findByText('Unit 101')).toBeInTheDocument();
    expect(within(summary).getAllByText(SETTLEMENTS_UI.notAssigned)).toHaveLength(2);
    // The trip number is missing: a dash.
    expect(within(summary).getByText('-')).toBeInTheDocument();
    expect(screen.getByText('$3,800.00')).toBeInTheDocument();
    expect(screen.getByText('$425.50')).toBeInTheDocument();
    const deductions = screen.getByRole('table', { name: SETTLEMENTS_UI.deductionsHeading });
    expect(within(deductions).getByText('Fuel advance')).toBeInTheDocument();
    expect(within(deductions).getByText('$123.45')).toBeInTheDocument();
    expect(within(deductions).getByText('$623.45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SETTLEMENTS_UI.edit })).toHaveAttribute(
      'href',
      '/settlements/p1/edit',
    );
  });

  it('says when a settlement was entered by hand and has no line items', async () => {
    renderSettlements(seededDb({ m1: { fileName: undefined } }), '/settlements/m1');
    expect(await screen.findByText(SETTLEMENTS_UI.lineItemsNone)).toBeInTheDocument();
    expect(screen.getByText(SETTLEMENTS_UI.noDocument)).toBeInTheDocument();
  });

  it('says when the settlement does not exist', async () => {
    renderSettlements(seededDb(), '/settlements/nope');
    expect(await screen.findByText(SETTLEMENT_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('deletes after the confirmation and returns to the list with the toast', async () => {
    const db = processedDb();
    const { user, router } = renderSettlements(db, '/settlements/p1');
    await user.click(await screen.findByRole('button', { name: SETTLEMENTS_UI.delete }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(SETTLEMENT_MESSAGES.confirmDeleteOne)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: SETTLEMENTS_UI.delete }));
    expect(await screen.findByText(SETTLEMENT_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settlements'));
    expect(await db.privileged().collection(SETTLEMENTS, UID).get('p1')).toBeNull();
  });

  it('is viewable read-only by an administrator, without Edit or Delete', async () => {
    renderSettlements(processedDb(), '/settlements/p1', {
      subject: adminViewOf(UID),
      caller: { uid: 'admin1', admin: true },
    });
    expect(await screen.findByRole('region', { name: SETTLEMENTS_UI.summary })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: SETTLEMENTS_UI.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SETTLEMENTS_UI.delete })).not.toBeInTheDocument();
  });

  it('shows an error when the settlement cannot be read', async () => {
    renderSettlements(processedDb(), '/settlements/p1', { caller: { uid: 'mallory', admin: false } });
    expect(await screen.findByText(DATA_ERROR_TITLES.permission)).toBeInTheDocument();
  });
});

describe('Edit settlement', () => {
  it('starts from the stored values, saves the owner fields and keeps the line items and document', async () => {
    const db = processedDb();
    rendered = renderSettlements(db, '/settlements/p1/edit');
    const f = await form();
    expect(within(f).getByLabelText(SETTLEMENTS_UI.brokerLabel)).toHaveValue('Coyote Logistics');
    expect(within(f).getByLabelText(SETTLEMENTS_UI.grossLabel)).toHaveValue('4225.50');
    expect(within(f).getByLabelText(SETTLEMENTS_UI.truckLabel)).toHaveValue('t1');
    await fill({ [SETTLEMENTS_UI.brokerLabel]: 'Coyote Logistics LLC', [SETTLEMENTS_UI.netLabel]: '-12.50' });
    await rendered.user.selectOptions(within(f).getByLabelText(SETTLEMENTS_UI.companyLabel), 'c1');
    await rendered.user.click(within(f).getByRole('button', { name: SETTLEMENTS_UI.save }));
    expect(await screen.findByText(SETTLEMENT_MESSAGES.saved)).toBeInTheDocument();
    await waitFor(() => expect(rendered?.router.state.location.pathname).toBe('/settlements/p1'));
    const stored = await db.privileged().collection(SETTLEMENTS, UID).get('p1');
    expect(stored).toMatchObject({
      brokerName: 'Coyote Logistics LLC',
      netCents: -1250,
      companyId: 'c1',
      truckId: 't1',
      lineItems: LINE_ITEMS,
      uploadId: 'up1',
    });
  });

  it.each([
    [SETTLEMENTS_UI.dateLabelForm, '', SETTLEMENT_MESSAGES.dateRequired],
    [SETTLEMENTS_UI.brokerLabel, '', SETTLEMENT_MESSAGES.brokerRequired],
    [SETTLEMENTS_UI.brokerLabel, 'x'.repeat(121), SETTLEMENT_MESSAGES.brokerTooLong],
    [SETTLEMENTS_UI.tripLabel, 'x'.repeat(41), SETTLEMENT_MESSAGES.tripTooLong],
    [SETTLEMENTS_UI.grossLabel, '', SETTLEMENT_MESSAGES.grossRequired],
    [SETTLEMENTS_UI.grossLabel, 'abc', MONEY_MESSAGES.notANumber],
    [SETTLEMENTS_UI.grossLabel, '10.999', MONEY_MESSAGES.tooManyDecimals],
    [SETTLEMENTS_UI.grossLabel, '-10', SETTLEMENT_MESSAGES.amountNotNegative],
    [SETTLEMENTS_UI.grossLabel, '10000000.01', SETTLEMENT_MESSAGES.amountTooLarge],
    [SETTLEMENTS_UI.netLabel, '', SETTLEMENT_MESSAGES.netRequired],
    [SETTLEMENTS_UI.netLabel, '1,23.00', MONEY_MESSAGES.badGrouping],
    [SETTLEMENTS_UI.netLabel, '-99999999', SETTLEMENT_MESSAGES.amountTooLarge],
  ])('refuses %s = %j with "%s" and saves nothing', async (label, value, message) => {
    const db = processedDb();
    rendered = renderSettlements(db, '/settlements/p1/edit');
    const f = await form();
    const input = within(f).getByLabelText(label);
    await rendered.user.clear(input);
    if (value) await rendered.user.click(input);
    if (value) await rendered.user.paste(value);
    await rendered.user.click(within(f).getByRole('button', { name: SETTLEMENTS_UI.save }));
    expect(await within(f).findByRole('alert')).toHaveTextContent(message);
    expect((await db.privileged().collection(SETTLEMENTS, UID).get('p1'))?.brokerName).toBe(
      'Coyote Logistics',
    );
    expect(rendered.router.state.location.pathname).toBe('/settlements/p1/edit');
  });

  it('lets a pending settlement be saved without amounts', async () => {
    const db = seededDb({ q1: { parsedStatus: 'pending', grossCents: undefined, netCents: undefined } });
    rendered = renderSettlements(db, '/settlements/q1/edit');
    const f = await form();
    expect(within(f).getByLabelText(SETTLEMENTS_UI.statusLabelForm)).toHaveValue('pending');
    await fill({ [SETTLEMENTS_UI.tripLabel]: 'Q-7' });
    await rendered.user.click(within(f).getByRole('button', { name: SETTLEMENTS_UI.save }));
    expect(await screen.findByText(SETTLEMENT_MESSAGES.saved)).toBeInTheDocument();
    expect(await db.privileged().collection(SETTLEMENTS, UID).get('q1')).toMatchObject({ tripNumber: 'Q-7' });
  });

  it('keeps what was typed and says so when saving fails', async () => {
    const db = processedDb();
    rendered = renderSettlements(db, '/settlements/p1/edit');
    await fill({ [SETTLEMENTS_UI.brokerLabel]: 'New name' });
    db.failWrites(new DataError('unavailable', 'offline'));
    await rendered.user.click(within(await form()).getByRole('button', { name: SETTLEMENTS_UI.save }));
    expect(await within(await form()).findByRole('alert')).toHaveTextContent(SETTLEMENT_MESSAGES.saveFailed);
    expect(within(await form()).getByLabelText(SETTLEMENTS_UI.brokerLabel)).toHaveValue('New name');
  });

  it('is not offered to an administrator viewing a client', async () => {
    renderSettlements(processedDb(), '/settlements/p1/edit', {
      subject: adminViewOf(UID),
      caller: { uid: 'admin1', admin: true },
    });
    expect(await screen.findByTestId('read-only-notice')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});

describe('New settlement', () => {
  it('creates a processed settlement and opens it; the list then shows it', async () => {
    const db = seededDb();
    rendered = renderSettlements(db, '/settlements/new');
    await fill({
      [SETTLEMENTS_UI.dateLabelForm]: '2026-11-20',
      [SETTLEMENTS_UI.brokerLabel]: 'Hand Entered Freight',
      [SETTLEMENTS_UI.tripLabel]: 'H-1',
      [SETTLEMENTS_UI.grossLabel]: '1,234.56',
      [SETTLEMENTS_UI.netLabel]: '999.99',
    });
    expect(within(await form()).queryByLabelText(SETTLEMENTS_UI.statusLabelForm)).not.toBeInTheDocument();
    await rendered.user.click(within(await form()).getByRole('button', { name: SETTLEMENTS_UI.save }));
    expect(await screen.findByText(SETTLEMENT_MESSAGES.created)).toBeInTheDocument();
    await waitFor(() =>
      expect(rendered?.router.state.location.pathname).toMatch(/^\/settlements\/[A-Za-z0-9_-]+$/),
    );
    const [stored] = (await db.privileged().collection(SETTLEMENTS, UID).list({})).items;
    expect(stored).toMatchObject({
      parsedStatus: 'processed',
      date: '2026-11-20',
      brokerName: 'Hand Entered Freight',
      tripNumber: 'H-1',
      grossCents: 123_456,
      netCents: 99_999,
    });
    expect(stored).not.toHaveProperty('lineItems');
    expect(await screen.findByText('$1,234.56')).toBeInTheDocument();
  });

  it('asks for the required fields in order', async () => {
    rendered = renderSettlements(seededDb(), '/settlements/new');
    const f = await form();
    const save = () => rendered?.user.click(within(f).getByRole('button', { name: SETTLEMENTS_UI.save }));
    await save();
    expect(await within(f).findByRole('alert')).toHaveTextContent(SETTLEMENT_MESSAGES.dateRequired);
    await fill({ [SETTLEMENTS_UI.dateLabelForm]: '2026-11-20' });
    await save();
    await waitFor(() =>
      expect(within(f).getByRole('alert')).toHaveTextContent(SETTLEMENT_MESSAGES.brokerRequired),
    );
    await fill({ [SETTLEMENTS_UI.brokerLabel]: 'Acme' });
    await save();
    await waitFor(() =>
      expect(within(f).getByRole('alert')).toHaveTextContent(SETTLEMENT_MESSAGES.grossRequired),
    );
    await fill({ [SETTLEMENTS_UI.grossLabel]: '100' });
    await save();
    await waitFor(() =>
      expect(within(f).getByRole('alert')).toHaveTextContent(SETTLEMENT_MESSAGES.netRequired),
    );
  });

  it('offers the existing trucks and companies, and None, with a link to manage the fleet', async () => {
    rendered = renderSettlements(processedDb(), '/settlements/new');
    const truck = within(await form()).getByLabelText(SETTLEMENTS_UI.truckLabel);
    expect(
      within(truck)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([SETTLEMENTS_UI.noneOption, 'Unit 101']);
    const driver = within(await form()).getByLabelText(SETTLEMENTS_UI.driverLabel);
    expect(within(driver).getAllByRole('option')).toHaveLength(1);
    expect(within(await form()).getByRole('link', { name: SETTLEMENTS_UI.manageFleet })).toHaveAttribute(
      'href',
      '/fleet',
    );
  });

  it('is not offered to an administrator viewing a client', async () => {
    renderSettlements(seededDb(), '/settlements/new', {
      subject: adminViewOf(UID),
      caller: { uid: 'admin1', admin: true },
    });
    expect(await screen.findByTestId('read-only-notice')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
