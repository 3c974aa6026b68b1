import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import {
  ADMIN_NOTIFICATION_SETTINGS,
  EMAIL_SETTINGS,
  PLATFORM_SETTINGS_MESSAGES as MESSAGES,
  SMTP_MESSAGES,
} from '@haulbooks/domain';
import { MemoryDatabase } from '@haulbooks/domain/testing';
import {
  handleGetEmailSettings,
  handleSaveAdminNotificationSettings,
  handleSaveEmailSettings,
  handleSendTestEmail,
} from './handler.js';
import { smtpMailer } from './mailer.js';

const admin = { uid: 'staff', token: { admin: true } };

/** A real SMTP server on a free local port that keeps what it receives (and checks the login). */
const received: { from: string; to: string[]; raw: string; user: string | null }[] = [];
let server: SMTPServer;
let port = 0;
beforeAll(async () => {
  server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'app-password')
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          user: typeof session.user === 'string' ? session.user : null,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function settings(overrides: Record<string, unknown> = {}) {
  return {
    smtpHost: 'localhost',
    smtpPort: port,
    smtpUser: 'mailer',
    smtpPassword: 'app-password',
    fromEmail: 'no-reply@haulbooks.test',
    fromName: 'Haulbooks',
    ...overrides,
  };
}

describe('email settings', () => {
  it('saves the SMTP settings, never answers the password, and keeps it when left blank', async () => {
    const store = new MemoryDatabase().privileged();
    expect(await handleGetEmailSettings(admin, store)).toBeNull();
    const saved = await handleSaveEmailSettings(admin, settings(), store);
    expect(saved).toEqual({
      smtpHost: 'localhost',
      smtpPort: port,
      smtpUser: 'mailer',
      passwordSaved: true,
      fromEmail: 'no-reply@haulbooks.test',
      fromName: 'Haulbooks',
    });
    expect(JSON.stringify(await handleGetEmailSettings(admin, store))).not.toContain('app-password');
    await handleSaveEmailSettings(
      admin,
      settings({ smtpPassword: '', fromName: 'Haulbooks Support' }),
      store,
    );
    expect((await store.collection(EMAIL_SETTINGS, '').get('current'))?.smtpPassword).toBe('app-password');
  });

  it.each([
    [{ smtpHost: '' }, SMTP_MESSAGES.hostRequired],
    [{ smtpHost: 'not a host' }, SMTP_MESSAGES.hostInvalid],
    [{ smtpPort: 70_000 }, SMTP_MESSAGES.portInvalid],
    [{ smtpPort: 'abc' }, SMTP_MESSAGES.portInvalid],
    [{ fromEmail: '' }, SMTP_MESSAGES.fromEmailRequired],
    [{ fromEmail: 'nobody' }, SMTP_MESSAGES.fromEmailInvalid],
    [{ smtpUser: '', smtpPassword: 'x' }, SMTP_MESSAGES.userPasswordPair],
    [{ smtpUser: 'mailer', smtpPassword: '' }, SMTP_MESSAGES.userPasswordPair],
    [{ smtpHost: 42 }, 'smtpHost must be text'],
  ])('refuses %j with its message and saves nothing', async (change, message) => {
    const store = new MemoryDatabase().privileged();
    await expect(handleSaveEmailSettings(admin, settings(change), store)).rejects.toMatchObject({
      code: 'invalid-argument',
      message,
    });
    expect(await store.collection(EMAIL_SETTINGS, '').get('current')).toBeNull();
  });

  it('is for administrators only', async () => {
    const store = new MemoryDatabase().privileged();
    await expect(handleSaveEmailSettings(undefined, settings(), store)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    await expect(handleGetEmailSettings({ uid: 'u', token: {} }, store)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('sendTestEmail, over a real SMTP exchange', () => {
  it('logs in and delivers the test message from the saved sender', async () => {
    const store = new MemoryDatabase().privileged();
    await handleSaveEmailSettings(admin, settings(), store);
    const before = received.length;
    const result = await handleSendTestEmail(admin, { to: 'owner@example.com' }, store, smtpMailer);
    expect(result.to).toBe('owner@example.com');
    expect(result.messageId).toMatch(/@/);
    const message = received[before];
    expect(message).toMatchObject({
      from: 'no-reply@haulbooks.test',
      to: ['owner@example.com'],
      user: 'mailer',
    });
    expect(message?.raw).toContain(`Subject: ${MESSAGES.testSubject}`);
    expect(message?.raw).toContain('This message confirms that Haulbooks can send e-mail');
  });

  it('says what the server refused: a wrong password, an unreachable host, no settings', async () => {
    const store = new MemoryDatabase().privileged();
    await expect(
      handleSendTestEmail(admin, { to: 'owner@example.com' }, store, smtpMailer),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: MESSAGES.notConfigured,
    });
    await handleSaveEmailSettings(admin, settings({ smtpPassword: 'wrong' }), store);
    await expect(
      handleSendTestEmail(admin, { to: 'owner@example.com' }, store, smtpMailer),
    ).rejects.toMatchObject({
      code: 'unavailable',
      message: expect.stringContaining('The SMTP server refused the test e-mail'),
    });
    await expect(
      handleSendTestEmail(admin, { to: 'not-an-address' }, store, smtpMailer),
    ).rejects.toMatchObject({
      message: MESSAGES.testRecipientInvalid,
    });
  });
});

describe('admin notification settings', () => {
  it('saves the six toggles and refuses anything but on or off', async () => {
    const store = new MemoryDatabase().privileged();
    const toggles = {
      emailNotifications: true,
      smsNotifications: false,
      pushNotifications: true,
      expenseAlerts: false,
      revenueAlerts: true,
      systemAlerts: true,
    };
    expect(await handleSaveAdminNotificationSettings(admin, toggles, store)).toEqual({ saved: true });
    expect(await store.collection(ADMIN_NOTIFICATION_SETTINGS, '').get('current')).toMatchObject({
      ...toggles,
      updatedBy: 'staff',
    });
    await expect(
      handleSaveAdminNotificationSettings(admin, { ...toggles, systemAlerts: 'false' }, store),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(
      handleSaveAdminNotificationSettings(admin, { ...toggles, fax: true }, store),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });
});
