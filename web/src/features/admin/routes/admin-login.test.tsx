import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ADMIN_AUTH_MESSAGES } from '@haulbooks/domain';
import { PathProbe, renderRoutes } from '../../../lib/test-utils';
import type * as AdminSignInModule from '../api/admin-sign-in';
import { AdminLoginPage } from './admin-login';

const { adminSignIn } = vi.hoisted(() => ({ adminSignIn: vi.fn() }));
vi.mock('../api/admin-sign-in', async (importOriginal) => ({
  ...(await importOriginal<typeof AdminSignInModule>()),
  adminSignIn,
}));

function renderAdminLogin() {
  return renderRoutes(
    [
      { path: '/admin', element: <AdminLoginPage /> },
      { path: '/admin/dashboard', element: <PathProbe name="admin-dashboard" /> },
    ],
    '/admin',
  );
}

async function signIn(user: ReturnType<typeof renderAdminLogin>['user'], username: string, password: string) {
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('Administrator Login', () => {
  beforeEach(() => {
    adminSignIn.mockReset();
  });

  it('shows the heading and the username and password fields', () => {
    renderAdminLogin();
    expect(screen.getByRole('heading', { name: 'Administrator Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('refuses an account without the admin claim with "Invalid username or password"', async () => {
    const { AdminSignInError } = await import('../api/admin-sign-in');
    adminSignIn.mockRejectedValue(new AdminSignInError(ADMIN_AUTH_MESSAGES.invalidCredentials));
    const { user, router } = renderAdminLogin();
    await signIn(user, 'driver@example.com', 'right-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_AUTH_MESSAGES.invalidCredentials);
    expect(adminSignIn).toHaveBeenCalledWith('driver@example.com', 'right-password');
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByText(ADMIN_AUTH_MESSAGES.loginSuccess)).not.toBeInTheDocument();
  });

  it('admits an administrator to /admin/dashboard with "Login successful"', async () => {
    adminSignIn.mockResolvedValue(undefined);
    const { user, router } = renderAdminLogin();
    await signIn(user, 'ada@example.com', 'admin-password');

    expect(await screen.findByTestId('probe')).toHaveTextContent('admin-dashboard');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(await screen.findByText(ADMIN_AUTH_MESSAGES.loginSuccess)).toBeInTheDocument();
  });
});
