import { describe, expect, it, vi, beforeEach } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@haulbooks/domain';
import { PathProbe, renderRoutes } from '../../../lib/test-utils';
import { AuthFlowError } from '../api/errors';
import { LoginPage } from './login';

const { login } = vi.hoisted(() => ({ login: vi.fn() }));
vi.mock('../api/login', () => ({ login }));

function renderLogin(entry: Parameters<typeof renderRoutes>[1] = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <PathProbe name="dashboard" /> },
      { path: '/expenses', element: <PathProbe name="expenses" /> },
    ],
    entry,
  );
}

describe('Login screen', () => {
  beforeEach(() => {
    login.mockReset();
  });

  it('asks for both fields when either is blank and does not call the sign-in', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginBothRequired);

    await user.type(screen.getByLabelText('Email'), 'driver@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginBothRequired);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginBothRequired);
    expect(login).not.toHaveBeenCalled();
  });

  it('treats a whitespace-only email as blank', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), '   ');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginBothRequired);
    expect(login).not.toHaveBeenCalled();
  });

  it('signs in with Remember me, welcomes the user and opens the dashboard', async () => {
    login.mockResolvedValue(undefined);
    const { user, router } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'driver@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByTestId('probe')).toHaveTextContent('dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(login).toHaveBeenCalledWith({
      email: 'driver@example.com',
      password: 'secret123',
      remember: true,
    });
    expect(await screen.findByText(AUTH_MESSAGES.loginWelcome)).toBeInTheDocument();
  });

  it('keeps the session to the browser session when Remember me is unchecked', async () => {
    login.mockResolvedValue(undefined);
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'driver@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByTestId('probe');
    expect(login).toHaveBeenCalledWith(expect.objectContaining({ remember: false }));
  });

  it('returns to the page a guard sent the visitor away from', async () => {
    login.mockResolvedValue(undefined);
    const { user } = renderLogin({ pathname: '/login', state: { from: '/expenses' } });
    await user.type(screen.getByLabelText('Email'), 'driver@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('probe')).toHaveTextContent('expenses');
  });

  it('shows "Login failed" inline and as a toast when sign-in fails without a known reason', async () => {
    login.mockRejectedValue(new AuthFlowError(AUTH_MESSAGES.loginFailed));
    const { user, router } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'driver@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.loginFailed);
    await waitFor(() => expect(screen.getAllByText(AUTH_MESSAGES.loginFailed)).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a successful retry dismisses the earlier error toast', async () => {
    login
      .mockRejectedValueOnce(new AuthFlowError(AUTH_MESSAGES.invalidCredentials))
      .mockResolvedValueOnce(undefined);
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'driver@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getAllByText(AUTH_MESSAGES.invalidCredentials)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(AUTH_MESSAGES.loginWelcome)).toBeInTheDocument();
    // Dismissal runs the toast's exit delay before it leaves the DOM.
    await waitFor(
      () => expect(screen.queryByText(AUTH_MESSAGES.invalidCredentials)).not.toBeInTheDocument(),
      // Generous: under a loaded CI machine the exit animation's timers run late.
      { timeout: 10_000 },
    );
  });

  it('shows the mapped reason for wrong credentials', async () => {
    login.mockRejectedValue(new AuthFlowError(AUTH_MESSAGES.invalidCredentials, 'auth/invalid-credential'));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'driver@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.invalidCredentials);
  });

  it('links to password reset and sign-up', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });
});
