import { describe, expect, it, vi, beforeEach } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AUTH_MESSAGES } from '@haulbooks/domain';
import { PathProbe, renderRoutes } from '../../../lib/test-utils';
import { AuthFlowError } from '../api/errors';
import { RegisterPage } from './register';

const { register } = vi.hoisted(() => ({ register: vi.fn() }));
vi.mock('../api/register', () => ({ register }));

function renderRegister(entry = '/register') {
  return renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/dashboard', element: <PathProbe name="dashboard" /> },
      { path: '/billing', element: <PathProbe name="billing" /> },
    ],
    entry,
  );
}

describe('Register screen', () => {
  beforeEach(() => {
    register.mockReset();
  });

  it('checks the fields in the spec order, one message at a time', async () => {
    const { user } = renderRegister();
    const submit = () => user.click(screen.getByRole('button', { name: 'Create Account' }));
    const alertText = () => screen.getByRole('alert').textContent;

    await submit();
    await waitFor(() => expect(alertText()).toBe(AUTH_MESSAGES.nameRequired));

    await user.type(screen.getByLabelText('Full Name'), 'Jane Smith');
    await submit();
    await waitFor(() => expect(alertText()).toBe(AUTH_MESSAGES.emailRequired));

    await user.type(screen.getByLabelText('Email'), 'jane@example');
    await submit();
    await waitFor(() => expect(alertText()).toBe(AUTH_MESSAGES.emailInvalid));

    await user.type(screen.getByLabelText('Email'), '.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await submit();
    await waitFor(() => expect(alertText()).toBe(AUTH_MESSAGES.passwordTooShort));

    await user.type(screen.getByLabelText('Password'), '-but-long');
    await user.type(screen.getByLabelText('Confirm Password'), 'something-else');
    await submit();
    await waitFor(() => expect(alertText()).toBe(AUTH_MESSAGES.passwordsDoNotMatch));

    expect(register).not.toHaveBeenCalled();
  });

  it('defaults to Company Driver and shows no plan without ?plan=', () => {
    renderRegister();
    expect(screen.getByRole('radio', { name: /Company Driver/ })).toBeChecked();
    expect(screen.queryByTestId('chosen-plan')).not.toBeInTheDocument();
  });

  it('preselects the role of the plan chosen on the landing page and shows that plan', () => {
    renderRegister('/register?plan=owner_operator');
    expect(screen.getByRole('radio', { name: /Owner Operator/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Company Driver/ })).not.toBeChecked();
    const plan = screen.getByTestId('chosen-plan');
    expect(plan).toHaveTextContent('Owner Operator');
    expect(plan).toHaveTextContent('$99.99/month');
  });

  it('preselects Fleet Manager for ?plan=fleet_manager', () => {
    renderRegister('/register?plan=fleet_manager');
    expect(screen.getByRole('radio', { name: /Fleet Manager/ })).toBeChecked();
    expect(screen.getByTestId('chosen-plan')).toHaveTextContent('$199.99/month');
  });

  it('ignores an unknown plan id', () => {
    renderRegister('/register?plan=enterprise');
    expect(screen.getByRole('radio', { name: /Company Driver/ })).toBeChecked();
    expect(screen.queryByTestId('chosen-plan')).not.toBeInTheDocument();
  });

  it('offers exactly the three registrable account types', () => {
    renderRegister();
    const names = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(names).toEqual(['company_driver', 'owner_operator', 'fleet_manager']);
  });

  it('registers with the chosen role, welcomes the user and opens checkout for the plan of that role', async () => {
    register.mockResolvedValue(undefined);
    const { user, router } = renderRegister('/register?plan=driver');
    await user.type(screen.getByLabelText('Full Name'), '  Jane Smith ');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm Password'), 'long-enough');
    await user.click(screen.getByRole('radio', { name: /Fleet Manager/ }));
    expect(screen.getByTestId('chosen-plan')).toHaveTextContent('Fleet Manager');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByTestId('probe')).toHaveTextContent('billing');
    expect(router.state.location.search).toBe('?plan=fleet_manager');
    expect(register).toHaveBeenCalledWith({
      name: 'Jane Smith',
      email: 'jane@example.com',
      password: 'long-enough',
      role: 'fleet_manager',
    });
    expect(await screen.findByText(AUTH_MESSAGES.registrationSuccess)).toBeInTheDocument();
  });

  it('shows the inline fallback and the "Registration failed" toast when registration fails', async () => {
    register.mockRejectedValue(new AuthFlowError(AUTH_MESSAGES.registrationFailedInline));
    const { user, router } = renderRegister();
    await user.type(screen.getByLabelText('Full Name'), 'Jane Smith');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.registrationFailedInline);
    expect(await screen.findByText(AUTH_MESSAGES.registrationFailedToast)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('explains an address that already has an account', async () => {
    register.mockRejectedValue(new AuthFlowError(AUTH_MESSAGES.emailInUse, 'auth/email-already-in-use'));
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Full Name'), 'Jane Smith');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.emailInUse);
  });
});
