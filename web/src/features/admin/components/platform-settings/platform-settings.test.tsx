import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ADMIN_NOTIFICATION_SETTINGS,
  PLATFORM_SETTINGS_MESSAGES as M,
  SMTP_MESSAGES,
  ownBooks,
} from '@haulbooks/domain';
import { MemoryDatabase } from '@haulbooks/domain/testing';
import { renderWithData } from '../../../../lib/data/testing';
import type { PlatformSettingsApi } from '../../api/platform-settings-api';
import { EmailSettingsTab } from './email-settings-tab';
import { PLATFORM_SETTINGS_UI as UI } from './messages';
import { NotificationsTab } from './notifications-tab';

function fakeApi(overrides: Partial<PlatformSettingsApi> = {}): PlatformSettingsApi {
  return {
    loadEmail: vi.fn().mockResolvedValue({
      smtpHost: 'smtp.example.com',
      smtpPort: 587,
      smtpUser: 'mailer',
      passwordSaved: true,
      fromEmail: 'no-reply@example.com',
      fromName: 'Haulbooks',
    }),
    saveEmail: vi.fn(async (input) => ({
      smtpHost: input.smtpHost,
      smtpPort: input.smtpPort,
      smtpUser: input.smtpUser,
      passwordSaved: true,
      fromEmail: input.fromEmail,
      fromName: input.fromName,
    })),
    sendTest: vi.fn(async (to: string) => ({ to, messageId: '<1@example.com>' })),
    saveNotifications: vi.fn().mockResolvedValue({ saved: true }),
    ...overrides,
  };
}

function render(element: React.ReactElement, db = new MemoryDatabase()) {
  return renderWithData(element, { db, subject: ownBooks('staff'), caller: { uid: 'staff', admin: true } });
}

describe('Email Settings tab', () => {
  it('loads the saved settings with the password left blank, checks and saves them', async () => {
    const api = fakeApi();
    const { user } = render(<EmailSettingsTab api={api} />);
    const form = await screen.findByRole('form', { name: UI.tabs.email });
    expect(within(form).getByLabelText(UI.email.smtpHost)).toHaveValue('smtp.example.com');
    expect(within(form).getByLabelText(UI.email.smtpPassword)).toHaveValue('');
    expect(within(form).getByText(M.passwordSaved)).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(UI.email.smtpPort));
    await user.type(within(form).getByLabelText(UI.email.smtpPort), '99999');
    await user.click(within(form).getByRole('button', { name: UI.email.save }));
    expect(await within(form).findByText(SMTP_MESSAGES.portInvalid)).toBeInTheDocument();
    expect(api.saveEmail).not.toHaveBeenCalled();

    await user.clear(within(form).getByLabelText(UI.email.smtpPort));
    await user.type(within(form).getByLabelText(UI.email.smtpPort), '2525');
    await user.click(within(form).getByRole('button', { name: UI.email.save }));
    await waitFor(() =>
      expect(api.saveEmail).toHaveBeenCalledWith(
        expect.objectContaining({ smtpPort: 2525, smtpPassword: '' }),
      ),
    );
    expect(await screen.findByText(M.emailSaved)).toBeInTheDocument();
  });

  it("sends a test e-mail, and shows the server's refusal", async () => {
    const api = fakeApi({
      sendTest: vi
        .fn()
        .mockResolvedValueOnce({ to: 'me@example.com', messageId: '<1@x>' })
        .mockRejectedValueOnce(
          new Error('The SMTP server refused the test e-mail: 535 Authentication failed'),
        ),
    });
    const { user } = render(<EmailSettingsTab api={api} />);
    await screen.findByRole('form', { name: UI.tabs.email });
    await user.type(screen.getByLabelText(UI.email.testTo), 'me@example.com');
    await user.click(screen.getByRole('button', { name: UI.email.sendTest }));
    expect(await screen.findByText(M.testSent('me@example.com'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: UI.email.sendTest }));
    expect(await screen.findByText(/535 Authentication failed/)).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded', async () => {
    render(<EmailSettingsTab api={fakeApi({ loadEmail: vi.fn().mockRejectedValue(new Error('x')) })} />);
    expect(await screen.findByText(M.emailLoadFailed)).toBeInTheDocument();
  });
});

describe('Notifications tab', () => {
  it('shows the saved switches and saves the six of them', async () => {
    const db = new MemoryDatabase();
    db.seed(ADMIN_NOTIFICATION_SETTINGS, '', 'current', {
      emailNotifications: true,
      smsNotifications: false,
      pushNotifications: true,
      expenseAlerts: true,
      revenueAlerts: false,
      systemAlerts: true,
      updatedBy: 'staff',
      updatedAt: new Date(),
    });
    const api = fakeApi();
    const { user } = render(<NotificationsTab api={api} />, db);
    const revenue = await screen.findByRole('checkbox', { name: UI.toggles.revenueAlerts });
    await waitFor(() => expect(revenue).not.toBeChecked());
    await user.click(screen.getByText(UI.toggles.smsNotifications));
    await user.click(screen.getByRole('button', { name: UI.saveToggles }));
    expect(api.saveNotifications).toHaveBeenCalledWith({
      emailNotifications: true,
      smsNotifications: true,
      pushNotifications: true,
      expenseAlerts: true,
      revenueAlerts: false,
      systemAlerts: true,
    });
    expect(await screen.findByText(M.notificationsSaved)).toBeInTheDocument();
  });
});
