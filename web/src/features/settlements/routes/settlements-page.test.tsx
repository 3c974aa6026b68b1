import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  DataError,
  SETTLEMENTS,
  SETTLEMENT_MESSAGES,
  adminViewOf,
  confirmDeleteSettlements,
  settlementsDeleted,
} from '@haulbooks/domain';
import { DATA_ERROR_TITLES } from '../../../lib/data/data-error-notice';
import { UI_STRINGS } from '../../../lib/strings';
import { SETTLEMENTS_UI } from '../messages';
import { UID, renderSettlements, seededDb } from '../testing';

const table = () => screen.getByRole('table', { name: SETTLEMENTS_UI.tableLabel });
const dataRows = () => within(table()).getAllByRole('row').slice(1);
/** The data row at `index` (0 = the first under the header). */
function dataRow(index: number): HTMLElement {
  const row = dataRows()[index];
  if (!row) throw new Error(`No row ${index}`);
  return row;
}
const range = () => screen.getByTestId('pagination-range').textContent;

async function loaded() {
  await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'));
  await waitFor(() => expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument());
}

/** n settlements in November, s1 the newest. */
function many(n: number, overrides: (index: number) => object = () => ({})) {
  return Object.fromEntries(
    Array.from({ length: n }, (_, index) => [
      `s${String(index + 1).padStart(2, '0')}`,
      {
        date: `2026-11-${String(30 - index).padStart(2, '0')}`,
        brokerName: `Broker ${index + 1}`,
        tripNumber: `T-${index + 1}`,
        fileName: `week-${index + 1}.pdf`,
        ...overrides(index),
      },
    ]),
  );
}

describe('Settlements list', () => {
  it('shows a 5-row skeleton while loading, then the rows: dates, dash for a missing trip, exact money, status', async () => {
    const db = seededDb({
      a: { date: '2026-11-16', brokerName: 'Coyote Logistics', grossCents: 412_551, netCents: -1205 },
      b: { date: '2026-11-09', brokerName: 'TQL', tripNumber: undefined, parsedStatus: 'pending' },
    });
    renderSettlements(db);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
    await loaded();
    const first = dataRow(0);
    const second = dataRow(1);
    expect(within(first).getByText('11/16/2026')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Coyote Logistics' })).toHaveAttribute(
      'href',
      '/settlements/a',
    );
    expect(within(first).getByText('$4,125.51')).toBeInTheDocument();
    expect(within(first).getByText('-$12.05')).toBeInTheDocument();
    expect(within(first).getByText('Processed')).toBeInTheDocument();
    expect(within(second).getByText('-')).toBeInTheDocument();
    expect(within(second).getByText('Pending')).toBeInTheDocument();
    expect(range()).toBe('Showing 1 to 2 of 2');
  });

  it('greets a first use with Upload Settlement and New settlement', async () => {
    renderSettlements(seededDb());
    expect(await screen.findByText(SETTLEMENT_MESSAGES.emptyFirstUse)).toBeInTheDocument();
    const empty = screen.getByTestId('empty-state');
    expect(within(empty).getByRole('link', { name: SETTLEMENTS_UI.uploadSettlement })).toHaveAttribute(
      'href',
      '/settlements/upload',
    );
    expect(within(empty).getByRole('link', { name: SETTLEMENTS_UI.newSettlement })).toHaveAttribute(
      'href',
      '/settlements/new',
    );
    expect(screen.queryByTestId('pagination-range')).not.toBeInTheDocument();
  });

  it('says nothing matches when settlements exist outside the filters', async () => {
    const { user } = renderSettlements(seededDb({ old: { date: '2026-10-02' } }));
    expect(await screen.findByText(SETTLEMENT_MESSAGES.emptyFiltered)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(SETTLEMENTS_UI.dateLabel), 'last-month');
    await loaded();
    expect(dataRows()).toHaveLength(1);
  });

  it('lists the settlements without a date above the table (no period holds them), with the search and status', async () => {
    const db = seededDb({
      dated: { date: '2026-11-16', brokerName: 'Coyote Logistics' },
      u: { date: undefined, parsedStatus: 'pending', brokerName: undefined, fileName: 'scan-1.pdf' },
    });
    const { user } = renderSettlements(db);
    await loaded();
    const undated = await screen.findByTestId('undated-settlements');
    expect(
      within(undated).getByRole('heading', { name: SETTLEMENTS_UI.undatedHeading(1) }),
    ).toBeInTheDocument();
    expect(within(undated).getByRole('link', { name: 'scan-1.pdf' })).toHaveAttribute(
      'href',
      '/settlements/u',
    );
    expect(within(undated).getByText('Pending')).toBeInTheDocument();
    expect(range()).toBe('Showing 1 to 1 of 1');

    await user.selectOptions(screen.getByLabelText(SETTLEMENTS_UI.statusLabel), 'processed');
    await waitFor(() => expect(screen.queryByTestId('undated-settlements')).not.toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText(SETTLEMENTS_UI.statusLabel), 'all');
    await user.type(screen.getByLabelText(SETTLEMENTS_UI.searchLabel), 'coyote');
    await waitFor(() => expect(screen.queryByTestId('undated-settlements')).not.toBeInTheDocument());
    await user.clear(screen.getByLabelText(SETTLEMENTS_UI.searchLabel));
    await user.type(screen.getByLabelText(SETTLEMENTS_UI.searchLabel), 'SCAN');
    expect(await screen.findByTestId('undated-settlements')).toBeInTheDocument();
  });

  it('searches broker, trip number and file name, case-insensitively', async () => {
    const db = seededDb({
      a: { date: '2026-11-16', brokerName: 'Coyote Logistics', tripNumber: 'A-1', fileName: 'a.pdf' },
      b: { date: '2026-11-09', brokerName: 'TQL', tripNumber: 'ZX-99', fileName: 'b.pdf' },
      c: { date: '2026-11-02', brokerName: 'Echo', tripNumber: 'C-3', fileName: 'Remittance-NOV.PDF' },
    });
    const { user } = renderSettlements(db);
    await loaded();
    const search = screen.getByLabelText(SETTLEMENTS_UI.searchLabel);
    for (const [term, broker] of [
      ['coyote', 'Coyote Logistics'],
      ['zx-9', 'TQL'],
      ['remittance-nov', 'Echo'],
    ] as const) {
      await user.clear(search);
      await user.type(search, term);
      await waitFor(() => expect(range()).toBe('Showing 1 to 1 of 1'));
      await waitFor(() => expect(within(table()).getByText(broker)).toBeInTheDocument());
      expect(dataRows()).toHaveLength(1);
    }
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText(SETTLEMENT_MESSAGES.emptyFiltered)).toBeInTheDocument();
  });

  it('filters by status and by period, and resolves periods in the profile time zone', async () => {
    const db = seededDb({
      a: { date: '2026-11-16', parsedStatus: 'error', brokerName: 'Failed one' },
      b: { date: '2026-11-09', brokerName: 'Fine one' },
      c: { date: '2026-10-31', brokerName: 'October' },
      d: { date: '2025-06-01', brokerName: 'Last year' },
    });
    const { user } = renderSettlements(db);
    await loaded();
    expect(range()).toBe('Showing 1 to 2 of 2');
    await user.selectOptions(screen.getByLabelText(SETTLEMENTS_UI.statusLabel), 'error');
    await loaded();
    await waitFor(() => expect(range()).toBe('Showing 1 to 1 of 1'));
    expect(within(table()).getByText('Failed one')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(SETTLEMENTS_UI.statusLabel), 'all');
    await user.selectOptions(screen.getByLabelText(SETTLEMENTS_UI.dateLabel), 'this-year');
    await waitFor(() => expect(range()).toBe('Showing 1 to 3 of 3'));
    await user.selectOptions(screen.getByLabelText(SETTLEMENTS_UI.dateLabel), 'all-time');
    await waitFor(() => expect(range()).toBe('Showing 1 to 4 of 4'));
  });

  it('takes "this month" in the user’s time zone: 04:30 UTC on Nov 1 is still October in Chicago', async () => {
    const db = seededDb({
      oct: { date: '2026-10-31', brokerName: 'Halloween' },
      nov: { date: '2026-11-01' },
    });
    renderSettlements(db, '/settlements', { now: new Date('2026-11-01T04:30:00Z') });
    await loaded();
    expect(dataRows()).toHaveLength(1);
    expect(within(table()).getByText('Halloween')).toBeInTheDocument();
  });

  it('pages through the server with a cursor and counts every match', async () => {
    const { user } = renderSettlements(seededDb(many(23)));
    await loaded();
    expect(range()).toBe('Showing 1 to 10 of 23');
    expect(within(dataRow(0)).getByText('Broker 1')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: UI_STRINGS.previousPage });
    const next = screen.getByRole('button', { name: UI_STRINGS.nextPage });
    expect(previous).toBeDisabled();
    await user.click(next);
    await waitFor(() => expect(range()).toBe('Showing 11 to 20 of 23'));
    await loaded();
    expect(within(dataRow(0)).getByText('Broker 11')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: UI_STRINGS.nextPage }));
    await waitFor(() => expect(range()).toBe('Showing 21 to 23 of 23'));
    await loaded();
    expect(dataRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: UI_STRINGS.nextPage })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: UI_STRINGS.previousPage }));
    await waitFor(() => expect(range()).toBe('Showing 11 to 20 of 23'));
    await loaded();
    expect(within(dataRow(0)).getByText('Broker 11')).toBeInTheDocument();
  });

  it('changes the page size and starts again at page one', async () => {
    const { user } = renderSettlements(seededDb(many(23)));
    await loaded();
    await user.selectOptions(screen.getByLabelText(SETTLEMENTS_UI.rowsPerPage), '25');
    await waitFor(() => expect(range()).toBe('Showing 1 to 23 of 23'));
  });

  it('pages through the matches of a search', async () => {
    const db = seededDb(
      many(14, (index) => ({ brokerName: index % 7 === 6 ? `Other ${index}` : `Coyote ${index + 1}` })),
    );
    const { user } = renderSettlements(db);
    await loaded();
    await user.type(screen.getByLabelText(SETTLEMENTS_UI.searchLabel), 'COYOTE');
    await waitFor(() => expect(range()).toBe('Showing 1 to 10 of 12'));
    await user.click(screen.getByRole('button', { name: UI_STRINGS.nextPage }));
    await waitFor(() => expect(range()).toBe('Showing 11 to 12 of 12'));
    expect(dataRows()).toHaveLength(2);
  });

  it('deletes the selected settlements after the confirmation and says how many', async () => {
    const db = seededDb(many(3));
    const { user } = renderSettlements(db);
    await loaded();
    await user.click(screen.getByRole('checkbox', { name: UI_STRINGS.selectAllRows }));
    await user.click(screen.getByRole('button', { name: SETTLEMENTS_UI.deleteSelected(3) }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(confirmDeleteSettlements(3))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: SETTLEMENTS_UI.delete }));
    expect(await screen.findByText(settlementsDeleted(3))).toBeInTheDocument();
    expect(await screen.findByText(SETTLEMENT_MESSAGES.emptyFirstUse)).toBeInTheDocument();
    expect(await db.privileged().collection(SETTLEMENTS, UID).count({})).toBe(0);
  });

  it('after deleting a period’s last settlement, says nothing matches while others exist', async () => {
    const db = seededDb({ ...many(2), old: { date: '2026-10-02' } });
    const { user } = renderSettlements(db);
    await loaded();
    await user.click(screen.getByRole('checkbox', { name: UI_STRINGS.selectAllRows }));
    await user.click(screen.getByRole('button', { name: SETTLEMENTS_UI.deleteSelected(2) }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: SETTLEMENTS_UI.delete }),
    );
    expect(await screen.findByText(settlementsDeleted(2))).toBeInTheDocument();
    expect(await screen.findByText(SETTLEMENT_MESSAGES.emptyFiltered)).toBeInTheDocument();
  });

  it('goes back a page when the last row of a later page is deleted', async () => {
    const { user } = renderSettlements(seededDb(many(11)));
    await loaded();
    await user.click(screen.getByRole('button', { name: UI_STRINGS.nextPage }));
    await waitFor(() => expect(range()).toBe('Showing 11 to 11 of 11'));
    await user.click(screen.getByRole('button', { name: SETTLEMENTS_UI.rowActions('Broker 11') }));
    await user.click(await screen.findByRole('menuitem', { name: SETTLEMENTS_UI.delete }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: SETTLEMENTS_UI.delete }),
    );
    expect(await screen.findByText(SETTLEMENT_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(range()).toBe('Showing 1 to 10 of 10'));
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const db = seededDb(many(2));
    const { user } = renderSettlements(db);
    await loaded();
    await user.click(screen.getByRole('checkbox', { name: `${UI_STRINGS.selectRow}: Broker 1` }));
    await user.click(screen.getByRole('button', { name: SETTLEMENTS_UI.deleteSelected(1) }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(confirmDeleteSettlements(1))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: UI_STRINGS.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(dataRows()).toHaveLength(2);
  });

  it('deletes one settlement from its row menu', async () => {
    const db = seededDb(many(2));
    const { user } = renderSettlements(db);
    await loaded();
    await user.click(screen.getByRole('button', { name: SETTLEMENTS_UI.rowActions('Broker 2') }));
    await user.click(await screen.findByRole('menuitem', { name: SETTLEMENTS_UI.delete }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(SETTLEMENT_MESSAGES.confirmDeleteOne)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: SETTLEMENTS_UI.delete }));
    expect(await screen.findByText(SETTLEMENT_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(range()).toBe('Showing 1 to 1 of 1');
    expect(await db.privileged().collection(SETTLEMENTS, UID).get('s02')).toBeNull();
  });

  it('puts the row back and says so when a delete fails', async () => {
    const db = seededDb(many(2));
    const { user } = renderSettlements(db);
    await loaded();
    db.failWrites(new DataError('unavailable', 'The connection dropped'));
    await user.click(screen.getByRole('button', { name: SETTLEMENTS_UI.rowActions('Broker 1') }));
    await user.click(await screen.findByRole('menuitem', { name: SETTLEMENTS_UI.delete }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: SETTLEMENTS_UI.delete }),
    );
    expect(await screen.findByText(SETTLEMENT_MESSAGES.deleteFailed)).toBeInTheDocument();
    expect(screen.getByText('The connection dropped')).toBeInTheDocument();
    expect(within(table()).getByText('Broker 1')).toBeInTheDocument();
    expect(dataRows()).toHaveLength(2);
    expect(range()).toBe('Showing 1 to 2 of 2');
  });

  it('opens details and the edit form from the row menu', async () => {
    const { user, router } = renderSettlements(seededDb(many(1)));
    await loaded();
    await user.click(screen.getByRole('button', { name: SETTLEMENTS_UI.rowActions('Broker 1') }));
    await user.click(await screen.findByRole('menuitem', { name: SETTLEMENTS_UI.viewDetails }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settlements/s01'));
    await user.click(await screen.findByRole('link', { name: `← ${SETTLEMENTS_UI.backToList}` }));
    await loaded();
    await user.click(screen.getByRole('button', { name: SETTLEMENTS_UI.rowActions('Broker 1') }));
    await user.click(await screen.findByRole('menuitem', { name: SETTLEMENTS_UI.edit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settlements/s01/edit'));
  });

  it('shows an error instead of the table when the settlements cannot be read', async () => {
    renderSettlements(seededDb(many(1)), '/settlements', { caller: { uid: 'mallory', admin: false } });
    expect(await screen.findByText(DATA_ERROR_TITLES.permission)).toBeInTheDocument();
  });

  it('shows a malformed stored settlement as an error, not as a row', async () => {
    const db = seededDb();
    db.seedRaw(SETTLEMENTS, UID, 'bad', { parsedStatus: 'done', date: '2026-11-02' });
    renderSettlements(db);
    expect(await screen.findByText(DATA_ERROR_TITLES.malformed)).toBeInTheDocument();
  });

  it('is read-only for an administrator viewing a client: no new, upload, select, edit or delete', async () => {
    const { user } = renderSettlements(seededDb(many(2)), '/settlements', {
      subject: adminViewOf(UID),
      caller: { uid: 'admin1', admin: true },
    });
    await loaded();
    expect(screen.getByTestId('read-only-notice')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: SETTLEMENTS_UI.newSettlement })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: SETTLEMENTS_UI.uploadSettlement })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SETTLEMENTS_UI.rowActions('Broker 1') }));
    expect(await screen.findByRole('menuitem', { name: SETTLEMENTS_UI.viewDetails })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: SETTLEMENTS_UI.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: SETTLEMENTS_UI.delete })).not.toBeInTheDocument();
  });
});
