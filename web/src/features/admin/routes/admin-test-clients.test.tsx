import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { TEST_CLIENTS, TEST_CLIENT_MESSAGES, ownBooks, type TestClientDoc } from '@haulbooks/domain';
import { MemoryDatabase } from '@haulbooks/domain/testing';
import { renderWithData } from '../../../lib/data/testing';
import { TEST_CLIENTS_UI as UI } from '../messages';
import type { TestClientsApi } from '../api/test-clients-api';

vi.mock('../api/test-clients-api', () => ({ testClientsApi: {} }));
const { AdminTestClientsPage } = await import('./admin-test-clients');

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const NOW = new Date('2026-11-23T15:00:00Z');

function client(overrides: Partial<TestClientDoc>): TestClientDoc {
  return {
    name: 'Tess Test',
    email: 'tess@example.com',
    companyName: 'Tess Trucking',
    role: 'owner_operator',
    status: 'active',
    autoGenerate: true,
    frequency: 'weekly',
    templateId: 'owner_operator_regional',
    documentCount: 3,
    settlementCount: 12,
    revenueCents: 1_200_000,
    expensesCents: 800_000,
    lastActivityAt: NOW,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

function fakeApi(): TestClientsApi {
  return {
    create: vi.fn().mockResolvedValue({ uid: 'new' }),
    generate: vi
      .fn()
      .mockResolvedValue({ documents: 2, settlements: 1, revenueCents: 90_000, expensesCents: 30_000 }),
    setStatus: vi.fn(async (uid: string, status: 'active' | 'paused') => ({ uid, status })),
    remove: vi.fn(async (uids: string[]) => ({ deleted: uids, failed: [] })),
  };
}

function render(db?: MemoryDatabase, api = fakeApi()) {
  const database = db ?? new MemoryDatabase({ now: () => NOW });
  if (!db) {
    database.seed(TEST_CLIENTS, '', 'tess', client({}));
    database.seed(
      TEST_CLIENTS,
      '',
      'pete',
      client({
        name: 'Pete Paused',
        email: 'pete@example.com',
        companyName: 'Pete Hauling',
        role: 'company_driver',
        status: 'paused',
        autoGenerate: false,
        documentCount: 1,
        revenueCents: 300_000,
        createdAt: new Date(NOW.getTime() - 1000),
      }),
    );
  }
  return {
    ...renderWithData(<AdminTestClientsPage api={api} />, {
      db: database,
      subject: ownBooks('staff'),
      caller: { uid: 'staff', admin: true },
    }),
    api,
  };
}

async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: 'Test Client Management' });
  return within(table).findByRole('row', { name: new RegExp(name) });
}

describe('Test Client Management', () => {
  it('counts the clients and shows their role, status, generation and activity', async () => {
    render();
    const tess = await rowOf('Tess Test');
    expect(screen.getByTestId('test-clients-card-total')).toHaveTextContent('2');
    expect(screen.getByTestId('test-clients-card-active')).toHaveTextContent('1');
    expect(screen.getByTestId('test-clients-card-documents')).toHaveTextContent('4');
    expect(screen.getByTestId('test-clients-card-revenue')).toHaveTextContent('$15,000.00');
    expect(tess).toHaveTextContent('Auto · Weekly');
    expect(tess).toHaveTextContent('Revenue $12,000.00 · Documents 3 · Settlements 12');
    expect(await rowOf('Pete Paused')).toHaveTextContent('Manual');
  });

  it('searches and filters, with the empty state and its hint only without filters', async () => {
    const { user } = render();
    await rowOf('Tess Test');
    await user.selectOptions(screen.getByLabelText(UI.statusFilter), 'paused');
    expect(screen.queryByRole('row', { name: /Tess Test/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: UI.searchPlaceholder }), 'nobody');
    expect(screen.getByText(TEST_CLIENT_MESSAGES.emptyTitle)).toBeInTheDocument();
    expect(screen.queryByText(TEST_CLIENT_MESSAGES.emptyHint)).not.toBeInTheDocument();
  });

  it('shows the first-use hint with no clients at all', async () => {
    render(new MemoryDatabase({ now: () => NOW }));
    expect(await screen.findByText(TEST_CLIENT_MESSAGES.emptyHint)).toBeInTheDocument();
  });

  it('generates data, pauses, and deletes one client after the spec confirmation', async () => {
    const { user, api } = render();
    const tess = await rowOf('Tess Test');
    await user.click(within(tess).getByRole('button', { name: UI.rowActions('Tess Test') }));
    await user.click(await screen.findByRole('menuitem', { name: UI.actions.generate }));
    expect(await screen.findByText(TEST_CLIENT_MESSAGES.generated)).toBeInTheDocument();
    expect(api.generate).toHaveBeenCalledWith('tess');

    await user.click(
      within(await rowOf('Tess Test')).getByRole('button', { name: UI.rowActions('Tess Test') }),
    );
    await user.click(await screen.findByRole('menuitem', { name: UI.actions.pause }));
    expect(await screen.findByText(TEST_CLIENT_MESSAGES.paused)).toBeInTheDocument();
    expect(api.setStatus).toHaveBeenCalledWith('tess', 'paused');

    await user.click(
      within(await rowOf('Pete Paused')).getByRole('button', { name: UI.rowActions('Pete Paused') }),
    );
    await user.click(await screen.findByRole('menuitem', { name: UI.actions.delete }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(TEST_CLIENT_MESSAGES.confirmDeleteOne);
    await user.click(within(dialog).getByRole('button', { name: UI.actions.delete }));
    expect(await screen.findByText(TEST_CLIENT_MESSAGES.deleted)).toBeInTheDocument();
    expect(api.remove).toHaveBeenCalledWith(['pete']);
  });

  it('deletes the selected clients with "{n} selected" and the bulk wording', async () => {
    const { user, api } = render();
    await rowOf('Tess Test');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: UI.deleteSelected }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete 2 test client(s)? All associated data will be removed.',
    );
    await user.click(within(dialog).getByRole('button', { name: UI.actions.delete }));
    expect(await screen.findByText('2 test client(s) deleted successfully')).toBeInTheDocument();
    expect(api.remove).toHaveBeenCalledWith(expect.arrayContaining(['tess', 'pete']));
  });

  it('creates a client with a template of its role, and lists the five templates', async () => {
    const { user, api } = render();
    await rowOf('Tess Test');
    await user.click(screen.getByRole('button', { name: UI.templates }));
    expect(within(await screen.findByTestId('templates')).getAllByRole('listitem')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: UI.close }));

    await user.click(screen.getByRole('button', { name: UI.create }));
    const form = await screen.findByRole('form', { name: UI.form.title });
    await user.click(within(form).getByRole('button', { name: UI.form.create }));
    expect(await within(form).findByText(TEST_CLIENT_MESSAGES.requiredFields)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Full Name/), 'Rhonda Regional');
    await user.type(within(form).getByLabelText(/Email/), 'rhonda@example.com');
    await user.type(within(form).getByLabelText(/Company Name/), 'Rhonda LLC');
    await user.selectOptions(within(form).getByLabelText(UI.form.role), 'owner_operator');
    const templates = within(within(form).getByLabelText(UI.form.template)).getAllByRole('option');
    expect(templates.map((o) => o.textContent)).toEqual([
      'No template (start empty)',
      'Owner Operator - Regional',
    ]);
    await user.selectOptions(within(form).getByLabelText(UI.form.template), 'owner_operator_regional');
    expect(within(form).queryByLabelText(UI.form.frequency)).not.toBeInTheDocument();
    await user.click(within(form).getByText(UI.form.autoGenerate));
    await user.selectOptions(await within(form).findByLabelText(UI.form.frequency), 'daily');
    await user.click(within(form).getByRole('button', { name: UI.form.create }));
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Rhonda Regional',
          role: 'owner_operator',
          templateId: 'owner_operator_regional',
          autoGenerateData: true,
          dataFrequency: 'daily',
        }),
      ),
    );
    expect(await screen.findByText(TEST_CLIENT_MESSAGES.created)).toBeInTheDocument();
    expect(await screen.findByText(TEST_CLIENT_MESSAGES.generationStarted)).toBeInTheDocument();
  });
});
