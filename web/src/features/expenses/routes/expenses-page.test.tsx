import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  DataError,
  EXPENSES,
  EXPENSE_MESSAGES,
  MONEY_MESSAGES,
  MONTHLY_AGGREGATES,
  adminViewOf,
  computeMonthlyAggregate,
  confirmDeleteExpenses,
  expenseToLedgerEntry,
  expensesDeleted,
  expensesDeletePartlyFailed,
  monthKeyOf,
  ownBooks,
  type ExpenseDoc,
} from '@haulbooks/domain';
import { MemoryDatabase, createExpense } from '@haulbooks/domain/testing';
import { renderWithData } from '../../../lib/data/testing';
import { UI_STRINGS } from '../../../lib/strings';
import { chooseMenuItem } from '../../../lib/test-utils';
import { EXPENSES_UI } from '../messages';
import { ExpensesPage } from './expenses-page';

// The row menu positions itself with floating-ui, which observes sizes; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const TODAY = '2026-11-23';
const OWNER = ownBooks('dana');

/** The expenses, and the monthly aggregates the aggregate trigger keeps for them (the summary cards read those). */
function seeded(expenses: Record<string, Partial<ExpenseDoc>> = {}) {
  const db = new MemoryDatabase({ now: () => new Date('2026-11-23T15:00:00Z') });
  const byMonth = new Map<string, ExpenseDoc[]>();
  for (const [id, overrides] of Object.entries(expenses)) {
    const expense = createExpense(overrides);
    db.seed(EXPENSES, 'dana', id, expense);
    byMonth.set(monthKeyOf(expense.date), [...(byMonth.get(monthKeyOf(expense.date)) ?? []), expense]);
  }
  for (const [month, docs] of byMonth) {
    db.seed(MONTHLY_AGGREGATES, 'dana', month, {
      ...computeMonthlyAggregate(month, docs.map(expenseToLedgerEntry)),
      updatedAt: new Date('2026-11-23T15:00:00Z'),
    });
  }
  return db;
}

const TWO = {
  diesel: {
    description: 'Diesel, Pilot #412',
    notes: 'Gary, IN',
    amountCents: 45_210,
    category: 'fuel',
    date: '2026-11-20',
  },
  tires: {
    description: 'Steer tires',
    amountCents: 123_456,
    category: 'tires',
    date: '2026-10-02',
    taxDeductible: false,
  },
} satisfies Record<string, Partial<ExpenseDoc>>;

function renderExpenses(db = seeded(), subject = OWNER) {
  return renderWithData(<ExpensesPage today={TODAY} />, { db, subject });
}

async function table() {
  const found = await screen.findByRole('table', { name: EXPENSES_UI.tableLabel });
  await waitFor(() => expect(found).toHaveAttribute('aria-busy', 'false'));
  return found;
}

async function rowOf(description: string) {
  const found = await table();
  const cell = await within(found).findByText(description);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${description}`);
  return row;
}

/**
 * Opens a row's menu and picks an item with the keyboard: the menu selects its highlighted item,
 * and jsdom's pointer events carry no pointer type, so a simulated hover never highlights one.
 */
async function openRowMenu(description: string, item: string) {
  const trigger = within(await rowOf(description)).getByRole('button', {
    name: EXPENSES_UI.rowActions(description),
  });
  await chooseMenuItem(lastRender.user, trigger, item);
}

let lastRender: ReturnType<typeof renderExpenses>;
function render(db = seeded(), subject = OWNER) {
  lastRender = renderExpenses(db, subject);
  return lastRender;
}

async function addDialog() {
  return screen.findByRole('form', { name: EXPENSES_UI.dialog.addTitle });
}

describe('Expenses screen states', () => {
  it('shows the title, skeleton rows while loading, then the first-use empty state leading to Add Expense', async () => {
    const { user } = render();
    expect(screen.getByRole('heading', { name: 'Expenses', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0);
    expect(await screen.findByText(EXPENSE_MESSAGES.emptyFirstUse)).toBeInTheDocument();
    const empty = screen.getByTestId('empty-state');
    await user.click(within(empty).getByRole('button', { name: EXPENSES_UI.addExpense }));
    expect(await addDialog()).toBeInTheDocument();
  });

  it('lists expenses newest first with notes under the description, category badge, exact amount and Yes/No', async () => {
    render(seeded(TWO));
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('11/20/2026');
    expect(rows[0]).toHaveTextContent('Diesel, Pilot #412');
    expect(rows[0]).toHaveTextContent('Gary, IN');
    expect(rows[0]).toHaveTextContent('Fuel');
    expect(rows[0]).toHaveTextContent('$452.10');
    expect(rows[0]).toHaveTextContent('Yes');
    expect(rows[1]).toHaveTextContent('Tires');
    expect(rows[1]).toHaveTextContent('$1,234.56');
    expect(rows[1]).toHaveTextContent('No');
    expect(screen.getByTestId('pagination-range')).toHaveTextContent('Showing 1 to 2 of 2');
  });

  it('shows the year-to-date totals, the tax-deductible part and this month’s count', async () => {
    render(seeded({ ...TWO, old: { date: '2025-12-31', amountCents: 99_999 } }));
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('$1,686.66'));
    expect(screen.getByTestId('summary-total')).toHaveTextContent('Year to date, 2026');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('$452.10');
    expect(screen.getByTestId('summary-month')).toHaveTextContent('1expense dated this month');
  });

  it('filters by search text and by screen category, and says when nothing matches', async () => {
    const { user } = render(seeded(TWO));
    await table();
    await user.type(screen.getByRole('searchbox', { name: EXPENSES_UI.searchLabel }), 'gary');
    await waitFor(() => expect(screen.queryByText('Steer tires')).not.toBeInTheDocument());
    expect(screen.getByText('Diesel, Pilot #412')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: EXPENSES_UI.searchLabel }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: EXPENSES_UI.categoryFilterLabel }),
      'maintenance',
    );
    await waitFor(() => expect(screen.queryByText('Diesel, Pilot #412')).not.toBeInTheDocument());
    expect(screen.getByText('Steer tires')).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: EXPENSES_UI.categoryFilterLabel }),
      'insurance',
    );
    expect(await screen.findByText(EXPENSE_MESSAGES.emptyFiltered)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: EXPENSES_UI.clearFilters }));
    expect(await screen.findByText('Diesel, Pilot #412')).toBeInTheDocument();
  });

  it('pages by 10 or 25 with "Showing X to Y of Z"', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [
        `e${i}`,
        { description: `Expense ${i + 1}`, date: `2026-10-${String(i + 1).padStart(2, '0')}` },
      ]),
    );
    const { user } = render(seeded(many));
    await table();
    expect(screen.getByTestId('pagination-range')).toHaveTextContent('Showing 1 to 10 of 12');
    expect(screen.getByText('Expense 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: UI_STRINGS.nextPage }));
    await waitFor(() =>
      expect(screen.getByTestId('pagination-range')).toHaveTextContent('Showing 11 to 12 of 12'),
    );
    expect(await screen.findByText('Expense 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: UI_STRINGS.previousPage }));
    expect(await screen.findByText('Expense 12')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: EXPENSES_UI.pageSize }), '25');
    await waitFor(() =>
      expect(screen.getByTestId('pagination-range')).toHaveTextContent('Showing 1 to 12 of 12'),
    );
  });

  it('goes back a page when the last expense of a later page is deleted', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => [
        `e${String(i).padStart(2, '0')}`,
        { description: `Expense ${i + 1}`, date: `2026-10-${String(i + 1).padStart(2, '0')}` },
      ]),
    );
    const { user } = render(seeded(many));
    await table();
    await user.click(screen.getByRole('button', { name: UI_STRINGS.nextPage }));
    await waitFor(() =>
      expect(screen.getByTestId('pagination-range')).toHaveTextContent('Showing 11 to 11 of 11'),
    );
    await openRowMenu('Expense 1', EXPENSES_UI.delete);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: EXPENSES_UI.delete }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('pagination-range')).toHaveTextContent('Showing 1 to 10 of 10'),
    );
    expect(screen.getByText('Expense 11')).toBeInTheDocument();
  });

  it('says "Failed to load expenses" and names a malformed document instead of an endless spinner', async () => {
    const db = seeded();
    db.seedRaw(EXPENSES, 'dana', 'bad', { ...createExpense(), amountCents: 'lots' });
    render(db);
    expect(await screen.findByText(EXPENSE_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(await screen.findByTestId('data-error')).toHaveTextContent('users/dana/expenses/bad');
  });

  it('read-only (an administrator viewing a client): rows and details visible, no add, edit, delete or selection', async () => {
    const { user } = render(seeded(TWO), adminViewOf('dana'));
    await table();
    expect(screen.getByTestId('read-only-notice')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: EXPENSES_UI.addExpense })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: EXPENSES_UI.scanReceipt })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: EXPENSES_UI.rowActions('Steer tires') }));
    expect(await screen.findByRole('menuitem', { name: EXPENSES_UI.viewDetails })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: EXPENSES_UI.edit })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: EXPENSES_UI.delete })).not.toBeInTheDocument();
    const menu = screen.getByRole('menu');
    // The menu listens for Escape once it has taken focus; under load that can trail its first render.
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('menuitem', { name: EXPENSES_UI.viewDetails })).not.toBeInTheDocument(),
    );
    await openRowMenu('Steer tires', EXPENSES_UI.viewDetails);
    const details = await screen.findByTestId('expense-details');
    expect(details).toHaveTextContent('$1,234.56');
    expect(within(details).queryByRole('button', { name: EXPENSES_UI.edit })).not.toBeInTheDocument();
  });

  it('offers Scan Receipt (its flow: scan-receipt.test.tsx)', async () => {
    render();
    expect(screen.getByRole('button', { name: EXPENSES_UI.scanReceipt })).toBeEnabled();
    expect(screen.getByTestId('receipt-input')).toHaveAttribute('accept', 'image/*');
  });
});

describe('Add New Expense', () => {
  it('opens with the draft defaults', async () => {
    const { user } = render();
    await user.click(screen.getByRole('button', { name: EXPENSES_UI.addExpense }));
    const form = await addDialog();
    expect(within(form).getByLabelText(/Description/)).toHaveValue('');
    expect(within(form).getByLabelText(/Amount/)).toHaveValue('');
    expect(within(form).getByLabelText(EXPENSES_UI.dialog.category)).toHaveValue('fuel');
    expect(within(form).getByLabelText(EXPENSES_UI.dialog.paymentMethod)).toHaveValue('credit_card');
    expect(within(form).getByLabelText(EXPENSES_UI.dialog.date)).toHaveValue(TODAY);
    expect(within(form).getByRole('checkbox', { name: EXPENSES_UI.dialog.taxDeductible })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: EXPENSES_UI.dialog.recurring })).not.toBeChecked();
    const groups = within(form).getByLabelText(EXPENSES_UI.dialog.category).querySelectorAll('optgroup');
    expect(groups).toHaveLength(9);
    expect(within(form).getByLabelText(EXPENSES_UI.dialog.category).querySelectorAll('option')).toHaveLength(
      31,
    );
  });

  it.each([
    ['', '12.00', EXPENSE_MESSAGES.requiredFields],
    ['Diesel', '', EXPENSE_MESSAGES.requiredFields],
    ['Diesel', 'NaN', MONEY_MESSAGES.notANumber],
    ['Diesel', '12.345', MONEY_MESSAGES.tooManyDecimals],
    ['Diesel', '-12', MONEY_MESSAGES.negative],
    ['Diesel', '0', EXPENSE_MESSAGES.amountPositive],
    ['Diesel', '10000000.01', EXPENSE_MESSAGES.amountTooLarge],
  ])(
    'refuses description %j amount %j with "%s" and stores nothing',
    async (description, amount, message) => {
      const { user, db } = render();
      await user.click(screen.getByRole('button', { name: EXPENSES_UI.addExpense }));
      const form = await addDialog();
      if (description) await user.type(within(form).getByLabelText(/Description/), description);
      if (amount) await user.type(within(form).getByLabelText(/Amount/), amount);
      await user.click(within(form).getByRole('button', { name: EXPENSES_UI.dialog.submitAdd }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(message);
      expect(db.inCollection('users/dana/expenses')).toHaveLength(0);
    },
  );

  it('refuses an impossible or missing date', async () => {
    const { user, db } = render();
    await user.click(screen.getByRole('button', { name: EXPENSES_UI.addExpense }));
    const form = await addDialog();
    await user.type(within(form).getByLabelText(/Description/), 'Diesel');
    await user.type(within(form).getByLabelText(/Amount/), '12');
    // A browser's date input gives '' for a day that does not exist (Feb 30).
    fireEvent.change(within(form).getByLabelText(EXPENSES_UI.dialog.date), {
      target: { value: '2026-02-30' },
    });
    await user.click(within(form).getByRole('button', { name: EXPENSES_UI.dialog.submitAdd }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(EXPENSE_MESSAGES.invalidDate);
    expect(db.inCollection('users/dana/expenses')).toHaveLength(0);
  });

  it('records every field in exact cents, says so and lists it at once', async () => {
    const { user, db } = render();
    await user.click(screen.getByRole('button', { name: EXPENSES_UI.addExpense }));
    const form = await addDialog();
    await user.type(within(form).getByLabelText(/Description/), '  Oil change ');
    await user.type(within(form).getByLabelText(/Amount/), '1,045.67');
    await user.selectOptions(within(form).getByLabelText(EXPENSES_UI.dialog.category), 'maintenance_routine');
    await user.selectOptions(within(form).getByLabelText(EXPENSES_UI.dialog.paymentMethod), 'debit_card');
    fireEvent.change(within(form).getByLabelText(EXPENSES_UI.dialog.date), {
      target: { value: '2026-11-21' },
    });
    await user.type(within(form).getByLabelText(EXPENSES_UI.dialog.notes), 'Loves #301');
    await user.click(within(form).getByRole('checkbox', { name: EXPENSES_UI.dialog.taxDeductible }));
    await user.click(within(form).getByRole('checkbox', { name: EXPENSES_UI.dialog.recurring }));
    await user.click(within(form).getByRole('button', { name: EXPENSES_UI.dialog.submitAdd }));

    expect(await screen.findByText(EXPENSE_MESSAGES.added)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: EXPENSES_UI.dialog.addTitle })).not.toBeInTheDocument(),
    );
    const stored = db.inCollection('users/dana/expenses');
    expect(stored).toHaveLength(1);
    const [id] = stored[0] ?? [];
    const expense = await db
      .privileged()
      .collection(EXPENSES, 'dana')
      .get(id ?? '');
    expect(expense).toMatchObject({
      description: 'Oil change',
      amountCents: 104_567,
      category: 'maintenance_routine',
      paymentMethod: 'debit_card',
      date: '2026-11-21',
      notes: 'Loves #301',
      taxDeductible: false,
      recurring: true,
    });
    expect(await rowOf('Oil change')).toHaveTextContent('$1,045.67');
  });

  it('says "Failed to add expense" and keeps the dialog and what was typed when the save fails', async () => {
    const db = seeded();
    db.failWrites(new DataError('unavailable', 'The connection dropped'));
    const { user } = render(db);
    await user.click(screen.getByRole('button', { name: EXPENSES_UI.addExpense }));
    const form = await addDialog();
    await user.type(within(form).getByLabelText(/Description/), 'Diesel');
    await user.type(within(form).getByLabelText(/Amount/), '12');
    await user.click(within(form).getByRole('button', { name: EXPENSES_UI.dialog.submitAdd }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(EXPENSE_MESSAGES.addFailed);
    expect(within(form).getByLabelText(/Description/)).toHaveValue('Diesel');
  });
});

describe('View, edit and delete', () => {
  it('View Details shows every field; Edit from there saves through the same form', async () => {
    const { user, db } = render(seeded(TWO));
    await openRowMenu('Diesel, Pilot #412', EXPENSES_UI.viewDetails);
    const details = await screen.findByTestId('expense-details');
    for (const text of ['11/20/2026', '$452.10', 'Fuel', 'Fuel Card', 'Gary, IN']) {
      expect(details).toHaveTextContent(text);
    }
    await user.click(within(details).getByRole('button', { name: EXPENSES_UI.edit }));
    const form = await screen.findByRole('form', { name: EXPENSES_UI.dialog.editTitle });
    expect(within(form).getByLabelText(/Amount/)).toHaveValue('452.10');
    const amount = within(form).getByLabelText(/Amount/);
    // The details dialog's focus trap lets go only once its closing transition ends, which a busy
    // machine stretches: wait until the field can take focus before typing into it.
    await waitFor(() => {
      amount.focus();
      expect(amount).toHaveFocus();
    });
    await user.clear(amount);
    await user.type(amount, '460.05');
    await user.click(within(form).getByRole('button', { name: EXPENSES_UI.dialog.submitEdit }));
    expect(await screen.findByText(EXPENSE_MESSAGES.updated)).toBeInTheDocument();
    expect((await db.privileged().collection(EXPENSES, 'dana').get('diesel'))?.amountCents).toBe(46_005);
    await waitFor(async () => expect(await rowOf('Diesel, Pilot #412')).toHaveTextContent('$460.05'));
  });

  it('Edit from the row menu validates like Add', async () => {
    const { user } = render(seeded(TWO));
    await openRowMenu('Steer tires', EXPENSES_UI.edit);
    const form = await screen.findByRole('form', { name: EXPENSES_UI.dialog.editTitle });
    expect(within(form).getByLabelText(EXPENSES_UI.dialog.category)).toHaveValue('tires');
    await user.clear(within(form).getByLabelText(/Description/));
    await user.click(within(form).getByRole('button', { name: EXPENSES_UI.dialog.submitEdit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(EXPENSE_MESSAGES.requiredFields);
  });

  it('deletes one expense after the spec’s confirmation', async () => {
    const { user, db } = render(seeded(TWO));
    await openRowMenu('Steer tires', EXPENSES_UI.delete);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(EXPENSE_MESSAGES.confirmDeleteOne);
    await user.click(within(dialog).getByRole('button', { name: EXPENSES_UI.delete }));
    expect(await screen.findByText(EXPENSE_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Steer tires')).not.toBeInTheDocument());
    expect(await db.privileged().collection(EXPENSES, 'dana').get('tires')).toBeNull();
  });

  it('puts the row back and says so when a delete fails', async () => {
    const db = seeded(TWO);
    const { user } = render(db);
    await table();
    db.failWrites(new DataError('unavailable', 'The connection dropped'));
    await openRowMenu('Steer tires', EXPENSES_UI.delete);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: EXPENSES_UI.delete }),
    );
    expect(await screen.findByText(EXPENSE_MESSAGES.deleteFailed)).toBeInTheDocument();
    expect(await rowOf('Steer tires')).toBeInTheDocument();
  });

  it('bulk deletes the selected expenses with "N expense(s)" confirmation and toast', async () => {
    const { user, db } = render(
      seeded({ ...TWO, third: { description: 'Scale ticket', date: '2026-11-01' } }),
    );
    await table();
    await user.click(screen.getByRole('checkbox', { name: `${UI_STRINGS.selectRow}: Steer tires` }));
    await user.click(screen.getByRole('checkbox', { name: `${UI_STRINGS.selectRow}: Scale ticket` }));
    await user.click(screen.getByRole('button', { name: EXPENSES_UI.deleteSelected(2) }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(confirmDeleteExpenses(2));
    await user.click(within(dialog).getByRole('button', { name: EXPENSES_UI.delete }));
    expect(await screen.findByText(expensesDeleted(2))).toBeInTheDocument();
    expect(db.inCollection('users/dana/expenses').map(([id]) => id)).toEqual(['diesel']);
  });

  it('a bulk delete that fails keeps the rows and the selection, and says how many', async () => {
    const db = seeded(TWO);
    const { user } = render(db);
    await table();
    await user.click(screen.getByRole('checkbox', { name: UI_STRINGS.selectAllRows }));
    db.failWrites(new DataError('unavailable', 'The connection dropped'));
    await user.click(screen.getByRole('button', { name: EXPENSES_UI.deleteSelected(2) }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: EXPENSES_UI.delete }),
    );
    expect(await screen.findByText(expensesDeletePartlyFailed(2, 2))).toBeInTheDocument();
    expect(await rowOf('Steer tires')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: EXPENSES_UI.deleteSelected(2) })).toBeInTheDocument();
  });
});
