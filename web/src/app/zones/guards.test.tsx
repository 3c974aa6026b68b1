import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router-dom';
import type { Session, SessionUser } from '../../lib/session';
import { PathProbe, renderRoutes } from '../../lib/test-utils';
import { AdminZone } from './admin-zone';
import { AuthZone } from './auth-zone';
import { CustomerZone } from './customer-zone';

const { sessionState, logout } = vi.hoisted(() => ({
  sessionState: { current: { status: 'loading', busy: false } as Session },
  logout: vi.fn(),
}));
vi.mock('../../lib/session', () => ({ useSession: () => sessionState.current }));
vi.mock('../../features/auth/api/logout', () => ({ logout }));

const customer: SessionUser = {
  uid: 'u1',
  name: 'Jane Smith',
  email: 'jane@example.com',
  role: 'owner_operator',
  admin: false,
};
const admin: SessionUser = {
  uid: 'a1',
  name: 'Ada Admin',
  email: 'ada@example.com',
  role: null,
  admin: true,
};

const signedIn = (user: SessionUser, busy = false): Session => ({ status: 'signed-in', user, busy });
const signedOut: Session = { status: 'signed-out', busy: false };

const routes: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      {
        element: <AuthZone />,
        children: [
          { path: '/login', element: <PathProbe name="login" /> },
          { path: '/register', element: <PathProbe name="register" /> },
        ],
      },
      {
        element: <CustomerZone />,
        children: [
          { path: '/dashboard', element: <PathProbe name="dashboard" /> },
          { path: '/expenses', element: <PathProbe name="expenses" /> },
        ],
      },
      { path: '/admin', element: <PathProbe name="admin-login" /> },
      {
        path: '/admin',
        element: <AdminZone />,
        children: [{ path: 'users', element: <PathProbe name="admin-users" /> }],
      },
    ],
  },
];

describe('route guards', () => {
  beforeEach(() => {
    logout.mockReset();
    sessionState.current = { status: 'loading', busy: false };
  });

  it('shows a loading state, not a blank page, while the session resolves', () => {
    renderRoutes(routes, '/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('sends signed-out visitors of app routes to /login and remembers where they were going', async () => {
    sessionState.current = signedOut;
    const { router } = renderRoutes(routes, '/expenses?month=2025-05');
    expect(await screen.findByTestId('probe')).toHaveTextContent('login');
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/expenses?month=2025-05' });
  });

  it('lets signed-out visitors use /login and /register', async () => {
    sessionState.current = signedOut;
    renderRoutes(routes, '/register');
    expect(await screen.findByTestId('probe')).toHaveTextContent('register');
    expect(screen.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  });

  it('sends signed-in users away from /login and /register to /dashboard', async () => {
    sessionState.current = signedIn(customer);
    const { router } = renderRoutes(routes, '/login');
    expect(await screen.findByTestId('probe')).toHaveTextContent('dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');

    await router.navigate('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('keeps the form on screen while a sign-in or registration is still finishing', async () => {
    sessionState.current = signedIn(customer, true);
    const { router } = renderRoutes(routes, '/register');
    expect(await screen.findByTestId('probe')).toHaveTextContent('register');
    expect(router.state.location.pathname).toBe('/register');
  });

  it('renders the customer layout with the user for signed-in users', async () => {
    sessionState.current = signedIn(customer);
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByTestId('probe')).toHaveTextContent('dashboard');
    expect(screen.getByTestId('header-user')).toHaveTextContent('Jane Smith');
    expect(screen.getAllByTestId('account-subtitle')[0]).toHaveTextContent('Owner Operator');
  });

  it('logs out and returns to /login', async () => {
    sessionState.current = signedIn(customer);
    logout.mockImplementation(async () => {
      sessionState.current = signedOut;
    });
    const { user, router } = renderRoutes(routes, '/dashboard');
    // jsdom matches no media query, so this is the narrow layout: Logout sits in the drawer.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toBeNull();
  });

  it('sends anyone without the admin claim from /admin/* to /admin', async () => {
    sessionState.current = signedOut;
    const first = renderRoutes(routes, '/admin/users');
    expect(await screen.findByTestId('probe')).toHaveTextContent('admin-login');
    expect(first.router.state.location.pathname).toBe('/admin');
    first.unmount();

    sessionState.current = signedIn(customer);
    const second = renderRoutes(routes, '/admin/users');
    expect(await screen.findByTestId('probe')).toHaveTextContent('admin-login');
    expect(second.router.state.location.pathname).toBe('/admin');
  });

  it('admits a user whose token carries admin: true to the admin layout', async () => {
    sessionState.current = signedIn(admin);
    renderRoutes(routes, '/admin/users');
    expect(await screen.findByTestId('probe')).toHaveTextContent('admin-users');
    // The wide-screen side menu (hidden in jsdom, which matches no media query).
    const nav = screen.getByRole('navigation', { name: 'Admin navigation', hidden: true });
    const labels = Array.from(nav.querySelectorAll('a')).map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(labels).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['User Management', '/admin/users'],
      ['Test Clients', '/admin/test-clients'],
      ['Payments', '/admin/payments'],
      ['Reports', '/admin/reports'],
      ['Settings', '/admin/settings'],
      ['Help Center', '/admin/help'],
      ['Support', '/admin/support'],
    ]);
  });

  it('admin Logout signs out and returns to /admin', async () => {
    sessionState.current = signedIn(admin);
    logout.mockImplementation(async () => {
      sessionState.current = signedOut;
    });
    const { user, router } = renderRoutes(routes, '/admin/users');
    await screen.findByTestId('probe');
    await user.click(screen.getByRole('button', { name: 'Open admin menu' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(logout).toHaveBeenCalled();
  });
});
