import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ADMIN_USER_MESSAGES,
  GENERATED_REPORTS,
  MONTHLY_AGGREGATES,
  PAYMENTS,
  USERS,
  computeMonthlyAggregate,
  INCOME_CATEGORY,
  ownBooks,
} from '@haulbooks/domain';
import { MemoryDatabase, createUserProfile } from '@haulbooks/domain/testing';
import { renderWithData } from '../../../lib/data/testing';
import { ADMIN_VIEWING_CLIENT_KEY } from '../../../lib/data/subject-for-session';
import { ADMIN_USERS_UI as UI } from '../messages';
import type { UsersAdminApi } from '../api/users-admin-api';

// The real API module would start Firebase; the page gets the fake below as a prop.
vi.mock('../api/users-admin-api', () => ({ usersAdminApi: {} }));
const { AdminUsersPage } = await import('./admin-users');

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const NOW = new Date('2026-11-23T15:00:00Z');

function seeded() {
  const db = new MemoryDatabase({ now: () => NOW });
  db.seed(USERS, '', 'anna', {
    ...createUserProfile({ name: 'Anna Hauler', email: 'anna@example.com', role: 'owner_operator' }),
    companyName: 'Anna Freight LLC',
    subscriptionStatus: 'active',
    timeZone: 'America/Chicago',
    createdAt: new Date('2026-11-20T10:00:00Z'),
  });
  db.seed(USERS, '', 'tom', {
    ...createUserProfile({ name: 'Tom Test', email: 'tom@example.com', role: 'company_driver' }),
    accountType: 'test',
    subscriptionStatus: 'past_due',
    suspended: true,
    createdAt: new Date('2026-11-21T10:00:00Z'),
  });
  db.seed(MONTHLY_AGGREGATES, 'anna', '2026-11', {
    ...computeMonthlyAggregate('2026-11', [
      { kind: 'income', category: INCOME_CATEGORY, date: '2026-11-03', amountCents: 500_000 },
      { kind: 'expense', category: 'fuel', date: '2026-11-04', amountCents: 120_000, taxDeductible: true },
    ]),
    updatedAt: NOW,
  });
  db.seed(PAYMENTS, '', 'pay-1', {
    userId: 'anna',
    amountCents: 4_999,
    currency: 'usd',
    status: 'succeeded',
    description: 'Owner Operator, monthly',
    stripeId: 'in_1',
    createdAt: new Date('2026-11-01T10:00:00Z'),
  });
  db.seed(GENERATED_REPORTS, 'anna', 'r1', {
    name: 'haulbooks-tax-summary-2026-01-01-to-2026-12-31.csv',
    kind: 'tax',
    format: 'csv',
    rangeStart: '2026-01-01',
    rangeEnd: '2026-12-31',
    sizeBytes: 10,
    encoding: 'utf8',
    content: 'Line,Total',
    createdAt: NOW,
  });
  return db;
}

function fakeApi(overrides: Partial<UsersAdminApi> = {}): UsersAdminApi {
  return {
    createUser: vi.fn().mockResolvedValue({ uid: 'new' }),
    setSuspended: vi.fn(async (uid: string, suspended: boolean) => ({ uid, suspended })),
    deleteUsers: vi.fn(async (uids: string[]) => ({ deleted: uids, failed: [] })),
    sendPasswordReset: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  };
}

function render(api = fakeApi(), caller = { uid: 'staff', admin: true }) {
  const rendered = renderWithData(<AdminUsersPage api={api} now={NOW} />, {
    db: seeded(),
    subject: ownBooks(caller.uid),
    caller,
  });
  return { ...rendered, api };
}

async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: 'User Management' });
  return within(table).findByRole('row', { name: new RegExp(name) });
}

async function chooseAction(name: string, action: string) {
  const { user } = lastRender;
  await user.click(within(await rowOf(name)).getByRole('button', { name: UI.rowActions(name) }));
  const item = await screen.findByRole('menuitem', { name: action });
  await user.click(item);
}

let lastRender: ReturnType<typeof render>;

describe('User Management', () => {
  it('lists every account with status, subscription colour, role and type, and filters them', async () => {
    lastRender = render();
    const anna = await rowOf('Anna Hauler');
    expect(anna).toHaveTextContent('Anna Freight LLC');
    expect(anna).toHaveTextContent('Owner Operator');
    expect(anna).toHaveTextContent('Active');
    expect(within(anna).getByText('active')).toHaveAttribute('data-color', 'green');
    const tom = await rowOf('Tom Test');
    expect(tom).toHaveTextContent('Suspended');
    expect(within(tom).getByText('past_due')).toHaveAttribute('data-color', 'red');

    const { user } = lastRender;
    await user.type(screen.getByRole('searchbox', { name: UI.searchPlaceholder }), 'freight');
    expect(screen.queryByRole('row', { name: /Tom Test/ })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: UI.searchPlaceholder }));
    await user.selectOptions(screen.getByLabelText(UI.typeFilter), 'test');
    expect(screen.queryByRole('row', { name: /Anna Hauler/ })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(UI.roleFilter), 'fleet_manager');
    expect(screen.getByText(UI.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(UI.emptyFiltered)).toBeInTheDocument();
  });

  it('creates a real client account and sends the welcome e-mail', async () => {
    lastRender = render();
    const { user, api } = lastRender;
    await rowOf('Anna Hauler');
    await user.click(screen.getByRole('button', { name: UI.createUser }));
    const form = await screen.findByRole('form', { name: UI.form.title });
    await user.click(within(form).getByRole('button', { name: UI.form.create }));
    expect(await within(form).findByText(ADMIN_USER_MESSAGES.requiredFields)).toBeInTheDocument();
    expect(api.createUser).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText(/Email/), 'rita@example.com');
    await user.type(within(form).getByLabelText(/Password/), 'correct-horse-9');
    await user.type(within(form).getByLabelText(/Full Name/), 'Rita Regional');
    await user.selectOptions(within(form).getByLabelText(UI.form.role), 'owner_operator');
    await user.click(within(form).getByRole('button', { name: UI.form.create }));
    await waitFor(() =>
      expect(api.createUser).toHaveBeenCalledWith(
        expect.objectContaining({
          email: 'rita@example.com',
          fullName: 'Rita Regional',
          role: 'owner_operator',
          accountType: 'real',
          sendWelcomeEmail: true,
        }),
      ),
    );
    expect(api.sendPasswordReset).toHaveBeenCalledWith('rita@example.com');
    expect(await screen.findByText(ADMIN_USER_MESSAGES.welcomeSent)).toBeInTheDocument();
  });

  it("keeps the form open with the server's reason when the account cannot be created", async () => {
    lastRender = render(
      fakeApi({
        createUser: vi
          .fn()
          .mockRejectedValue(new Error('An account with this e-mail address already exists')),
      }),
    );
    const { user } = lastRender;
    await rowOf('Anna Hauler');
    await user.click(screen.getByRole('button', { name: UI.createUser }));
    const form = await screen.findByRole('form', { name: UI.form.title });
    await user.type(within(form).getByLabelText(/Email/), 'anna@example.com');
    await user.type(within(form).getByLabelText(/Password/), 'correct-horse-9');
    await user.type(within(form).getByLabelText(/Full Name/), 'Anna Again');
    await user.click(within(form).getByRole('button', { name: UI.form.create }));
    expect(
      await within(form).findByText('An account with this e-mail address already exists'),
    ).toBeInTheDocument();
  });

  it('suspends and activates with the spec toasts, and says when it fails', async () => {
    lastRender = render();
    await chooseAction('Anna Hauler', UI.actions.suspend);
    expect(await screen.findByText(ADMIN_USER_MESSAGES.suspended)).toBeInTheDocument();
    expect(lastRender.api.setSuspended).toHaveBeenCalledWith('anna', true);
    await chooseAction('Tom Test', UI.actions.activate);
    expect(await screen.findByText(ADMIN_USER_MESSAGES.activated)).toBeInTheDocument();
    expect(lastRender.api.setSuspended).toHaveBeenLastCalledWith('tom', false);
  });

  it('confirms and sends a password reset', async () => {
    lastRender = render();
    await chooseAction('Anna Hauler', UI.actions.resetPassword);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('anna@example.com');
    await lastRender.user.click(within(dialog).getByRole('button', { name: UI.send }));
    expect(await screen.findByText(UI.resetSent)).toBeInTheDocument();
    expect(lastRender.api.sendPasswordReset).toHaveBeenCalledWith('anna@example.com');
  });

  it('deletes the selected users after confirmation, and says none are selected otherwise', async () => {
    lastRender = render();
    const { user, api } = lastRender;
    await rowOf('Anna Hauler');
    await user.click(screen.getByRole('button', { name: UI.deleteSelected }));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.noneSelected)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select row: Tom Test' }));
    await user.click(screen.getByRole('button', { name: `${UI.deleteSelected} (1)` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(UI.confirmDelete(1));
    await user.click(within(dialog).getByRole('button', { name: UI.deleteSelected }));
    expect(await screen.findByText(UI.deleted(1))).toBeInTheDocument();
    expect(api.deleteUsers).toHaveBeenCalledWith(['tom']);
  });

  it('opens the details: figures from the aggregates, payments and tax documents', async () => {
    lastRender = render();
    await chooseAction('Anna Hauler', UI.actions.viewDetails);
    const details = await screen.findByTestId('user-details');
    await waitFor(() => expect(details).toHaveTextContent(`${UI.details.monthlyRevenue}$5,000.00`));
    expect(details).toHaveTextContent(`${UI.details.ytdExpenses}$1,200.00`);
    expect(details).toHaveTextContent('Owner Operator, monthly');
    expect(details).toHaveTextContent('haulbooks-tax-summary-2026-01-01-to-2026-12-31.csv');
  });

  it('views the books as the user', async () => {
    lastRender = render();
    await chooseAction('Anna Hauler', UI.actions.viewAsUser);
    expect(await screen.findByText(ADMIN_USER_MESSAGES.viewingClient)).toBeInTheDocument();
    expect(window.sessionStorage.getItem(ADMIN_VIEWING_CLIENT_KEY)).toBe('anna');
    expect(lastRender.router.state.location.pathname).toBe('/dashboard');
    window.sessionStorage.clear();
  });

  it('says the users failed to load for someone who is not an administrator', async () => {
    lastRender = render(fakeApi(), { uid: 'anna', admin: false });
    expect(await screen.findByText(ADMIN_USER_MESSAGES.loadFailed)).toBeInTheDocument();
  });
});
