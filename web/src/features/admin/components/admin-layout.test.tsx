import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { PathProbe, renderRoutes } from '../../../lib/test-utils';
import { AdminLayout } from './admin-layout';

const onLogout = vi.fn();

function renderAdminLayout(admin = { name: 'Ada Admin', email: 'ada@example.com' }) {
  return renderRoutes(
    [
      {
        element: (
          <AdminLayout admin={admin} onLogout={onLogout}>
            <Outlet />
          </AdminLayout>
        ),
        children: [{ path: '/admin/users', element: <PathProbe name="admin-users" /> }],
      },
    ],
    '/admin/users',
  );
}

describe('Admin layout', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    onLogout.mockReset();
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    scrollTo.mockRestore();
  });

  it('is the same product, marked as the back office: logo, Admin badge, Admin Panel', () => {
    renderAdminLayout();
    const sidebar = within(screen.getByTestId('sidebar'));
    const logo = sidebar.getByRole('link', { name: /Haulbooks/, hidden: true });
    expect(logo).toHaveAttribute('href', '/admin/dashboard');
    expect(logo.querySelector('svg[data-logo-mark]')).not.toBeNull();
    expect(within(logo).getByTestId('admin-badge')).toHaveTextContent('Admin');
    expect(screen.getByTestId('sidebar')).toHaveTextContent('Admin Panel');
    expect(screen.getByRole('banner')).toHaveTextContent('Admin Panel');
  });

  it('uses the admin tone with the amber accent on the current entry', () => {
    renderAdminLayout();
    expect(screen.getByTestId('sidebar').closest('[data-shell-tone]')).toHaveAttribute(
      'data-shell-tone',
      'admin',
    );
    const current = within(screen.getByTestId('sidebar')).getByRole('link', {
      name: 'User Management',
      hidden: true,
    });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(getComputedStyle(current).boxShadow).toContain('accent-400');
  });

  it("shows the administrator's initial and name, and logs out from the menu", async () => {
    const { user } = renderAdminLayout();
    expect(screen.getByTestId('header-user')).toHaveTextContent('A');
    expect(screen.getByTestId('header-user')).toHaveTextContent('Ada Admin');
    await user.click(screen.getByRole('button', { name: 'Open admin menu' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
