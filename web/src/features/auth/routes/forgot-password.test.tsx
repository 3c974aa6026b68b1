import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { AUTH_MESSAGES } from '@haulbooks/domain';
import { renderRoutes } from '../../../lib/test-utils';
import { AuthFlowError } from '../api/errors';
import type * as ConfigModule from '../../../lib/config';
import { ForgotPasswordPage } from './forgot-password';

const { sendPasswordReset, testConfig } = vi.hoisted(() => ({
  sendPasswordReset: vi.fn(),
  testConfig: { recaptchaSiteKey: '' },
}));
vi.mock('../api/reset-password', () => ({ sendPasswordReset }));
vi.mock('../../../lib/config', async (importOriginal) => {
  const original = await importOriginal<typeof ConfigModule>();
  return {
    config: new Proxy(original.config, {
      get: (target, key) =>
        key === 'recaptchaSiteKey' ? testConfig.recaptchaSiteKey : Reflect.get(target, key),
    }),
  };
});

function renderForgot() {
  return renderRoutes([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], '/forgot-password');
}

const sendButton = () => screen.getByRole('button', { name: 'Send Reset Instructions' });

describe('Forgot password without a captcha key', () => {
  beforeEach(() => {
    testConfig.recaptchaSiteKey = '';
    sendPasswordReset.mockReset();
  });

  it('shows no captcha and keeps the button enabled', () => {
    renderForgot();
    expect(screen.queryByTestId('recaptcha')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('asks for the e-mail address when it is blank', async () => {
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('Email'), '   ');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.emailRequired);
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });

  it('sends the reset e-mail and shows Check Your Email with the address', async () => {
    sendPasswordReset.mockResolvedValue(undefined);
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('Email'), ' driver@example.com ');
    await user.click(sendButton());

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(sendPasswordReset).toHaveBeenCalledWith('driver@example.com');
    expect(screen.getByText(/driver@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to login' })).toHaveAttribute('href', '/login');
    expect(await screen.findByText(AUTH_MESSAGES.resetSent)).toBeInTheDocument();
  });

  it('reports a failure and stays on the form', async () => {
    sendPasswordReset.mockRejectedValue(new AuthFlowError(AUTH_MESSAGES.resetFailed));
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('Email'), 'driver@example.com');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetFailed);
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).not.toBeInTheDocument();
  });
});

describe('Forgot password with a captcha key', () => {
  let solve: ((token: string) => void) | undefined;
  const grecaptcha = {
    render: vi.fn(
      (_container: HTMLElement, parameters: { sitekey: string; callback: (token: string) => void }) => {
        solve = parameters.callback;
        return 7;
      },
    ),
    reset: vi.fn(),
  };

  beforeEach(() => {
    testConfig.recaptchaSiteKey = 'site-key-123';
    sendPasswordReset.mockReset();
    grecaptcha.render.mockClear();
    grecaptcha.reset.mockClear();
    solve = undefined;
    window.grecaptcha = grecaptcha;
  });

  afterEach(() => {
    delete window.grecaptcha;
  });

  it('renders the captcha with the site key and disables the button until it is solved', async () => {
    renderForgot();
    expect(screen.getByTestId('recaptcha')).toBeInTheDocument();
    await vi.waitFor(() => expect(grecaptcha.render).toHaveBeenCalled());
    expect(grecaptcha.render.mock.calls[0]?.[1]).toMatchObject({ sitekey: 'site-key-123' });
    expect(sendButton()).toBeDisabled();

    act(() => solve?.('token-abc'));
    expect(sendButton()).toBeEnabled();
  });

  it('sends after the captcha is solved', async () => {
    sendPasswordReset.mockResolvedValue(undefined);
    const { user } = renderForgot();
    await vi.waitFor(() => expect(solve).toBeDefined());
    await user.type(screen.getByLabelText('Email'), 'driver@example.com');
    act(() => solve?.('token-abc'));
    await user.click(sendButton());
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
  });

  it('on failure shows the message, resets the captcha and needs a new token', async () => {
    sendPasswordReset.mockRejectedValue(new AuthFlowError(AUTH_MESSAGES.resetFailed));
    const { user } = renderForgot();
    await vi.waitFor(() => expect(solve).toBeDefined());
    await user.type(screen.getByLabelText('Email'), 'driver@example.com');
    act(() => solve?.('token-abc'));
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.resetFailed);
    expect(grecaptcha.reset).toHaveBeenCalledWith(7);
    expect(sendButton()).toBeDisabled();
  });
});
