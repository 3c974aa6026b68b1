import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  adminViewOf,
  DataError,
  DEFAULT_NOTIFICATION_SWITCHES,
  NOTIFICATION_PREFERENCES,
  PROFILE_MESSAGES,
  SECURITY_MESSAGES,
  USER_TAX,
  USERS,
  type UserProfileDoc,
} from '@haulbooks/domain';
import { MemoryDatabase, createUserProfile } from '@haulbooks/domain/testing';
import { renderWithData } from '../../../lib/data/testing';
import { FIRESTORE_NOT_RUNNING_TITLE } from '../../../lib/data/emulator-notice-text';
import { DATA_ERROR_TITLES } from '../../../lib/data/data-error-notice';
import type { SecurityActions } from '../components/security-tab';
import { SETTINGS_UI } from '../messages';
import { SettingsPage } from './settings-page';

const PROFILE: UserProfileDoc = createUserProfile({ email: 'dana@example.com' });

function seeded(profile: UserProfileDoc = PROFILE) {
  const db = new MemoryDatabase();
  db.seed(USERS, 'dana', 'dana', profile);
  return db;
}

const noSecurity: SecurityActions = {
  changePassword: () => Promise.reject(new Error('not used')),
  signOutEverywhere: () => Promise.reject(new Error('not used')),
};

function renderSettings(
  db = seeded(),
  options: Parameters<typeof renderWithData>[1] = {},
  actions = noSecurity,
) {
  return renderWithData(<SettingsPage securityActions={actions} />, {
    db,
    subject: { uid: 'dana', viewer: 'owner', readOnly: false },
    ...options,
  });
}

async function profileForm() {
  return screen.findByRole('form', { name: SETTINGS_UI.profileHeading });
}

describe('Settings > Profile', () => {
  it('shows a loading state, then the saved profile with the e-mail read-only', async () => {
    renderSettings();
    expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('settings-loading')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SETTINGS_UI.billingLink })).toHaveAttribute('href', '/billing');
    const form = await profileForm();
    const email = within(form).getByLabelText(SETTINGS_UI.email);
    expect(email).toHaveValue('dana@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(within(form).getByLabelText(SETTINGS_UI.fullName)).toHaveValue('Dana Reyes');
    expect(within(form).getByLabelText(SETTINGS_UI.companyName)).toHaveValue('Reyes Hauling LLC');
    expect(within(form).getByLabelText(SETTINGS_UI.timeZone)).toHaveValue('America/Chicago');
  });

  it.each([
    ['Full Name', '', PROFILE_MESSAGES.nameRequired],
    ['Full Name', 'x'.repeat(121), PROFILE_MESSAGES.nameTooLong],
    ['Company Name', 'x'.repeat(121), PROFILE_MESSAGES.companyTooLong],
    ['Phone', '555-0100', PROFILE_MESSAGES.phoneInvalid],
    ['Address', 'x'.repeat(201), PROFILE_MESSAGES.addressTooLong],
    ['Tax ID (EIN or SSN)', '12-34', PROFILE_MESSAGES.taxIdInvalid],
  ])('refuses %s = %j with "%s" and saves nothing', async (label, value, message) => {
    const { user, db } = renderSettings();
    const form = await profileForm();
    const input = within(form).getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value.length > 50 ? value.slice(0, 1) : value);
    if (value.length > 50) {
      // Typing 200 characters one by one is slow; paste the rest.
      await user.click(input);
      await user.paste(value.slice(1));
    }
    await user.click(within(form).getByRole('button', { name: SETTINGS_UI.saveChanges }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    const stored = await db.privileged().collection(USERS, 'dana').get('dana');
    expect(stored?.updatedAt).toEqual(PROFILE.updatedAt);
  });

  it('saves every field, keeps the tax id private, and says so', async () => {
    const { user, db } = renderSettings();
    const form = await profileForm();
    const type = async (label: string, value: string) => {
      const input = within(form).getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
    };
    await type(SETTINGS_UI.fullName, '  Dana R. Reyes ');
    await type(SETTINGS_UI.companyName, 'Reyes Freight');
    await type(SETTINGS_UI.phone, '(312) 555-0100');
    await type(SETTINGS_UI.address, '1 Depot Rd, Joliet, IL 60431');
    await type(SETTINGS_UI.taxId, '12-3456789');
    await user.selectOptions(within(form).getByLabelText(SETTINGS_UI.timeZone), 'America/Denver');
    await user.click(within(form).getByRole('button', { name: SETTINGS_UI.saveChanges }));

    expect(await screen.findByText(PROFILE_MESSAGES.saved)).toBeInTheDocument();
    const stored = await db.privileged().collection(USERS, 'dana').get('dana');
    expect(stored).toMatchObject({
      name: 'Dana R. Reyes',
      companyName: 'Reyes Freight',
      phone: '(312) 555-0100',
      address: '1 Depot Rd, Joliet, IL 60431',
      timeZone: 'America/Denver',
    });
    expect(stored).not.toHaveProperty('taxId');
    expect((await db.privileged().collection(USER_TAX, 'dana').get('tax'))?.taxId).toBe('12-3456789');
  });

  it('shows the refusal when the save fails, and keeps what was typed', async () => {
    const db = seeded();
    const { user } = renderSettings(db);
    const form = await profileForm();
    await user.clear(within(form).getByLabelText(SETTINGS_UI.fullName));
    await user.type(within(form).getByLabelText(SETTINGS_UI.fullName), 'Dana Two');
    // The connection drops between loading and saving.
    db.failWrites(new DataError('unavailable', 'Could not reach Cloud Firestore backend.'));
    await user.click(within(form).getByRole('button', { name: SETTINGS_UI.saveChanges }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.saveFailed);
    expect(within(form).getByLabelText(SETTINGS_UI.fullName)).toHaveValue('Dana Two');
    expect(screen.getByText('Could not reach Cloud Firestore backend.')).toBeInTheDocument();
    expect((await db.privileged().collection(USERS, 'dana').get('dana'))?.name).toBe('Dana Reyes');
  });

  it('says so when the signed-in account has no profile yet', async () => {
    renderSettings(new MemoryDatabase());
    expect(await screen.findByText(SETTINGS_UI.profileMissing)).toBeInTheDocument();
  });

  it('is read-only while an administrator views the client: fields disabled, nothing to save', async () => {
    renderSettings(seeded(), { subject: adminViewOf('dana'), caller: { uid: 'admin-1', admin: true } });
    const form = await profileForm();
    expect(screen.getByTestId('read-only-notice')).toHaveTextContent(SETTINGS_UI.readOnlyNotice);
    expect(within(form).getByLabelText(SETTINGS_UI.fullName)).toBeDisabled();
    expect(within(form).queryByRole('button', { name: SETTINGS_UI.saveChanges })).not.toBeInTheDocument();
    // Billing is the client's own business: no portal or checkout for the administrator.
    expect(screen.queryByRole('link', { name: SETTINGS_UI.billingLink })).not.toBeInTheDocument();
  });

  it('says plainly when the data cannot be read: no access, malformed document, no Firestore emulator', async () => {
    const first = renderSettings(seeded(), { caller: { uid: 'mallory', admin: false } });
    expect(await screen.findByText(DATA_ERROR_TITLES.permission)).toBeInTheDocument();
    first.unmount();

    const db = new MemoryDatabase();
    db.seedRaw(USERS, 'dana', 'dana', { ...PROFILE, role: 'captain' });
    const second = renderSettings(db);
    expect(await screen.findByText(DATA_ERROR_TITLES.malformed)).toBeInTheDocument();
    expect(screen.getByText(/users\/dana: field "role"/)).toBeInTheDocument();
    second.unmount();

    renderSettings(seeded(), { availability: 'emulator-missing' });
    expect(await screen.findByText(FIRESTORE_NOT_RUNNING_TITLE)).toBeInTheDocument();
  });
});

describe('Settings > Notifications', () => {
  it('starts from the defaults and stores the switches', async () => {
    const { user, db } = renderSettings();
    await user.click(screen.getByRole('tab', { name: SETTINGS_UI.tabs.notifications }));
    const weekly = await screen.findByLabelText('Weekly summary: Email');
    expect(weekly).not.toBeChecked();
    const billingInApp = screen.getByLabelText('Billing and payments: In the app');
    expect(billingInApp).toBeChecked();
    await user.click(weekly);
    await user.click(billingInApp);
    await user.click(screen.getByRole('button', { name: SETTINGS_UI.savePreferences }));
    expect(await screen.findByText(SETTINGS_UI.preferencesSaved)).toBeInTheDocument();
    const stored = await db.privileged().collection(NOTIFICATION_PREFERENCES, 'dana').get('notifications');
    expect(stored).toMatchObject({
      ...DEFAULT_NOTIFICATION_SWITCHES,
      weeklySummaryEmail: true,
      billingInApp: false,
    });
  });

  it('cannot be changed while an administrator views the client', async () => {
    const { user } = renderSettings(seeded(), {
      subject: adminViewOf('dana'),
      caller: { uid: 'a', admin: true },
    });
    await user.click(screen.getByRole('tab', { name: SETTINGS_UI.tabs.notifications }));
    expect(await screen.findByLabelText('Weekly summary: Email')).toBeDisabled();
    expect(screen.queryByRole('button', { name: SETTINGS_UI.savePreferences })).not.toBeInTheDocument();
  });
});

describe('Settings > Security', () => {
  async function openSecurity(actions: SecurityActions) {
    const rendered = renderSettings(seeded(), {}, actions);
    await rendered.user.click(screen.getByRole('tab', { name: SETTINGS_UI.tabs.security }));
    const form = await screen.findByRole('form', { name: SETTINGS_UI.changePasswordHeading });
    return { ...rendered, form };
  }

  it.each([
    [['', '', ''], SECURITY_MESSAGES.currentPasswordRequired],
    [['old-pass-1', '', ''], SECURITY_MESSAGES.newPasswordRequired],
    [['old-pass-1', 'short', 'short'], SECURITY_MESSAGES.passwordTooShort],
    [['old-pass-1', 'old-pass-1', 'old-pass-1'], SECURITY_MESSAGES.sameAsCurrent],
    [['old-pass-1', 'new-pass-22', 'new-pass-23'], SECURITY_MESSAGES.passwordsDoNotMatch],
  ])('checks %j in order: "%s"', async (values, message) => {
    const changePassword = vi.fn(() => Promise.resolve());
    const { user, form } = await openSecurity({ ...noSecurity, changePassword });
    const labels = [SETTINGS_UI.currentPassword, SETTINGS_UI.newPassword, SETTINGS_UI.confirmPassword];
    for (const [index, label] of labels.entries()) {
      if (values[index]) await user.type(within(form).getByLabelText(label), values[index]);
    }
    await user.click(within(form).getByRole('button', { name: SETTINGS_UI.changePassword }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('shows why the change was refused (wrong current password) and confirms a change', async () => {
    const changePassword = vi
      .fn<SecurityActions['changePassword']>()
      .mockRejectedValueOnce(new Error(SECURITY_MESSAGES.wrongCurrentPassword))
      .mockResolvedValueOnce(undefined);
    const { user, form } = await openSecurity({ ...noSecurity, changePassword });
    await user.type(within(form).getByLabelText(SETTINGS_UI.currentPassword), 'not-my-pass');
    await user.type(within(form).getByLabelText(SETTINGS_UI.newPassword), 'new-pass-22');
    await user.type(within(form).getByLabelText(SETTINGS_UI.confirmPassword), 'new-pass-22');
    await user.click(within(form).getByRole('button', { name: SETTINGS_UI.changePassword }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(SECURITY_MESSAGES.wrongCurrentPassword);
    expect(changePassword).toHaveBeenLastCalledWith('not-my-pass', 'new-pass-22');

    await user.click(within(form).getByRole('button', { name: SETTINGS_UI.changePassword }));
    expect(await screen.findByText(SECURITY_MESSAGES.passwordChanged)).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(SETTINGS_UI.currentPassword)).toHaveValue(''));
  });

  it('signs out of all devices after a confirmation, then leaves for the sign-in page', async () => {
    const signOutEverywhere = vi.fn(() => Promise.resolve());
    const { user, router } = await openSecurity({ ...noSecurity, signOutEverywhere });
    await user.click(screen.getByRole('button', { name: SETTINGS_UI.signOutEverywhere }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(SETTINGS_UI.signOutEverywhereConfirmBody);
    await user.click(within(dialog).getByRole('button', { name: SETTINGS_UI.signOutEverywhere }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signOutEverywhere).toHaveBeenCalledTimes(1);
  });
});

describe('Settings > API Keys', () => {
  it('says plainly that the API is not open yet and names the plan', async () => {
    const { user } = renderSettings();
    await user.click(screen.getByRole('tab', { name: SETTINGS_UI.tabs.apiKeys }));
    expect(await screen.findByText(SETTINGS_UI.apiKeysText)).toBeInTheDocument();
    expect(screen.getByText('Owner Operator')).toBeInTheDocument();
  });
});
