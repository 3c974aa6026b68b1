import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { Role } from '@haulbooks/domain';
import { PathProbe, renderRoutes } from '../../../lib/test-utils';
import { CustomerLayout, initialOf, type ShellUser } from './customer-layout';

const onLogout = vi.fn();

function renderLayout(
  user: ShellUser,
  options: { notifications?: ReactNode; at?: string; viewingClient?: boolean } = {},
) {
  return renderRoutes(
    [
      {
        element: (
          <CustomerLayout
            user={user}
            onLogout={onLogout}
            notifications={options.notifications}
            viewingClient={options.viewingClient}
          >
            <Outlet />
          </CustomerLayout>
        ),
        children: ['dashboard', 'settlements', 'expenses', 'reports', 'settings', 'help'].map((name) => ({
          path: `/${name}`,
          element: <PathProbe name={name} />,
        })),
      },
    ],
    options.at ?? '/dashboard',
  );
}

const jane = (role: Role | null): ShellUser => ({ name: 'jane Smith', email: 'jane@example.com', role });

describe('Customer layout', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    onLogout.mockReset();
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    scrollTo.mockRestore();
  });

  it.each([
    ['company_driver', 'Driver Account'],
    ['owner_operator', 'Owner Operator'],
    ['fleet_manager', 'Fleet Manager'],
    ['accountant', 'User Account'],
    [null, 'User Account'],
  ] as const)('shows the subtitle for role %s: %s', (role, subtitle) => {
    renderLayout(jane(role));
    expect(screen.getByTestId('account-subtitle')).toHaveTextContent(subtitle);
  });

  it('lists the six app entries in order with their paths', () => {
    renderLayout(jane('owner_operator'));
    const nav = screen.getByRole('navigation', { name: 'Main navigation', hidden: true });
    const entries = Array.from(nav.querySelectorAll('a')).map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(entries).toEqual([
      ['Dashboard', '/dashboard'],
      ['Settlements', '/settlements'],
      ['Expenses', '/expenses'],
      ['Reports', '/reports'],
      ['Settings', '/settings'],
      ['Help Center', '/help'],
    ]);
  });

  it("shows the user's initial and name in the header", () => {
    renderLayout(jane('company_driver'));
    const header = screen.getByTestId('header-user');
    expect(header).toHaveTextContent('J');
    expect(header).toHaveTextContent('jane Smith');
  });

  it('falls back to the e-mail for the initial when there is no name', () => {
    expect(initialOf({ name: '  ', email: 'sam@example.com' })).toBe('S');
  });

  it('shows the notification bell it is given in the header, before the user', () => {
    renderLayout(jane('company_driver'), { notifications: <button type="button">Notifications</button> });
    const header = screen.getByRole('banner');
    const bell = within(header).getByRole('button', { name: 'Notifications' });
    const user = within(header).getByTestId('header-user');
    expect(bell.compareDocumentPosition(user) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('closes the drawer and scrolls to the top when a menu entry is chosen', async () => {
    const { user, router } = renderLayout(jane('owner_operator'));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer).toBeVisible();
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Expenses' }));
    expect(router.state.location.pathname).toBe('/expenses');
    expect(await screen.findByTestId('probe')).toHaveTextContent('expenses');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('closes the drawer on navigation from elsewhere (browser back)', async () => {
    const { user, router } = renderLayout(jane('owner_operator'), { at: '/settings' });
    await act(() => router.navigate('/help'));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('calls onLogout from the menu', async () => {
    const { user } = renderLayout(jane('owner_operator'));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows the logo in the sidebar, linking to the dashboard', () => {
    renderLayout(jane('owner_operator'));
    const logo = within(screen.getByTestId('sidebar')).getByRole('link', { name: 'Haulbooks', hidden: true });
    expect(logo).toHaveAttribute('href', '/dashboard');
    expect(logo.querySelector('svg[data-logo-mark]')).not.toBeNull();
  });

  it('shows no banner for the account owner', () => {
    renderLayout(jane('owner_operator'));
    expect(screen.queryByTestId('viewing-client-banner')).not.toBeInTheDocument();
  });

  it('while an administrator views the client: the amber banner, and Return to Admin instead of Logout', async () => {
    const { user } = renderLayout(jane('owner_operator'), { viewingClient: true });
    expect(screen.getByTestId('viewing-client-banner')).toHaveTextContent(
      'You are viewing a client account as an administrator',
    );
    await user.click(
      within(screen.getByTestId('viewing-client-banner')).getByRole('button', { name: 'Return to Admin' }),
    );
    expect(onLogout).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Return to Admin' }));
    expect(onLogout).toHaveBeenCalledTimes(2);
  });
});
