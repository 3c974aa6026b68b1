import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { Session, SessionUser } from '../../lib/session';
import { PathProbe, renderRoutes } from '../../lib/test-utils';
import { AdminEntryZone } from './admin-entry-zone';

const { sessionState } = vi.hoisted(() => ({
  sessionState: { current: { status: 'loading', busy: false } as Session },
}));
vi.mock('../../lib/session', () => ({ useSession: () => sessionState.current }));
vi.mock('../../features/admin/routes/admin-login', async () => {
  const { PathProbe: Probe } = await import('../../lib/test-utils');
  return { AdminLoginPage: () => <Probe name="admin-login-form" /> };
});

const person = (admin: boolean): SessionUser => ({
  uid: admin ? 'a1' : 'u1',
  name: admin ? 'Ada Admin' : 'Jane Smith',
  email: admin ? 'ada@example.com' : 'jane@example.com',
  role: admin ? null : 'company_driver',
  admin,
});

const routes = [
  { path: '/admin', element: <AdminEntryZone /> },
  { path: '/admin/dashboard', element: <PathProbe name="admin-dashboard" /> },
];

describe('/admin entry', () => {
  beforeEach(() => {
    sessionState.current = { status: 'loading', busy: false };
  });

  it('shows the Administrator Login to signed-out visitors', async () => {
    sessionState.current = { status: 'signed-out', busy: false };
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByTestId('probe')).toHaveTextContent('admin-login-form');
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('keeps the form while the session is still loading, so a running sign-in is not unmounted', async () => {
    renderRoutes(routes, '/admin');
    expect(await screen.findByTestId('probe')).toHaveTextContent('admin-login-form');
  });

  it('shows the form to a signed-in customer: their account has no admin claim', async () => {
    sessionState.current = { status: 'signed-in', user: person(false), busy: false };
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByTestId('probe')).toHaveTextContent('admin-login-form');
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends a signed-in administrator straight to the admin dashboard', async () => {
    sessionState.current = { status: 'signed-in', user: person(true), busy: false };
    const { router } = renderRoutes(routes, '/admin');
    expect(await screen.findByTestId('probe')).toHaveTextContent('admin-dashboard');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });
});
