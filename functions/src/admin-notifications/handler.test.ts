import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/https';
import {
  ADMIN_NOTIFICATIONS,
  ADMIN_NOTIFICATION_SETTINGS,
  MARK_READ_MESSAGES,
  type AdminNotificationDraft,
  type PaymentDoc,
} from '@haulbooks/domain';
import { MemoryDatabase } from '@haulbooks/domain/testing';
import {
  alertSwitchOf,
  handleErrorLogged,
  handleMarkAdminNotificationsRead,
  handlePaymentWrite,
  type AdminNotificationSink,
} from './handler.js';

const NOW = new Date('2026-11-23T15:00:00Z');

function setup() {
  const db = new MemoryDatabase({ now: () => NOW });
  const store = db.privileged();
  const notifications = store.collection(ADMIN_NOTIFICATIONS, '');
  // The memory twin of ref.create(): writes only when the id is new.
  const sink: AdminNotificationSink = {
    async createOnce(draft: AdminNotificationDraft) {
      if (await notifications.get(draft.id)) return false;
      await notifications.set(draft.id, draft.data);
      return true;
    },
  };
  return { db, store, notifications, sink };
}

const payment = (status: PaymentDoc['status']): PaymentDoc => ({
  userId: 'u-anna',
  amountCents: 4_999,
  currency: 'usd',
  status,
  description: 'Owner Operator, monthly',
  stripeId: 'in_1',
  customerEmail: 'anna@example.com',
  createdAt: NOW,
});

const admin = { uid: 'staff', token: { admin: true } };

describe('admin notification triggers', () => {
  it('writes one high-priority revenue alert when a payment turns failed, however often the event comes', async () => {
    const { notifications, sink } = setup();
    expect(await handlePaymentWrite('pay-1', payment('pending'), payment('failed'), sink)).toBe(true);
    expect(await handlePaymentWrite('pay-1', payment('pending'), payment('failed'), sink)).toBe(false);
    const stored = await notifications.get('payment-failed-pay-1');
    expect(stored).toMatchObject({
      type: 'revenue_alert',
      priority: 'high',
      status: 'unread',
      title: 'Payment failed',
      message: 'anna@example.com: $49.99 for Owner Operator, monthly failed',
      data: { paymentId: 'pay-1', userId: 'u-anna', customerEmail: 'anna@example.com' },
    });
    expect((await notifications.list({})).items).toHaveLength(1);
  });

  it('ignores payments that succeed, stay failed or are deleted', async () => {
    const { notifications, sink } = setup();
    expect(await handlePaymentWrite('p', null, payment('succeeded'), sink)).toBe(false);
    expect(await handlePaymentWrite('p', payment('failed'), payment('failed'), sink)).toBe(false);
    expect(await handlePaymentWrite('p', payment('failed'), null, sink)).toBe(false);
    expect((await notifications.list({})).items).toEqual([]);
  });

  it('writes nothing when staff turned that kind of alert off in Admin Settings', async () => {
    const { store, notifications, sink } = setup();
    await store.collection(ADMIN_NOTIFICATION_SETTINGS, '').set('current', {
      emailNotifications: true,
      smsNotifications: false,
      pushNotifications: true,
      expenseAlerts: true,
      revenueAlerts: false,
      systemAlerts: true,
      updatedBy: 'staff',
    });
    const wanted = alertSwitchOf(store);
    expect(await handlePaymentWrite('pay-1', null, payment('failed'), sink, wanted)).toBe(false);
    expect((await notifications.list({})).items).toEqual([]);
    const log = { message: 'x', url: 'https://a.example', timestamp: '', userAgent: '', createdAt: NOW };
    expect(await handleErrorLogged('log-1', log, sink, wanted)).toBe(true);
  });

  it('writes a system alert per crash report', async () => {
    const { notifications, sink } = setup();
    const log = {
      message: 'TypeError: x is undefined',
      url: 'https://app.example.com/expenses',
      uid: 'u-anna',
      timestamp: NOW.toISOString(),
      userAgent: 'Chrome',
      createdAt: NOW,
    };
    expect(await handleErrorLogged('log-1', log, sink)).toBe(true);
    expect(await handleErrorLogged('log-1', log, sink)).toBe(false);
    expect(await notifications.get('error-log-1')).toMatchObject({
      type: 'system_alert',
      priority: 'normal',
      message: 'TypeError: x is undefined',
      data: { errorLogId: 'log-1', url: 'https://app.example.com/expenses', userId: 'u-anna' },
    });
  });
});

describe('markAdminNotificationsRead', () => {
  async function seeded() {
    const context = setup();
    for (const id of ['a', 'b', 'c']) await handlePaymentWrite(id, null, payment('failed'), context.sink);
    return context;
  }

  it('marks chosen ones read, counts only those it changed, and marks all the rest', async () => {
    const { store, notifications } = await seeded();
    expect(
      await handleMarkAdminNotificationsRead(admin, { ids: ['payment-failed-a', 'missing'] }, store),
    ).toEqual({
      marked: 1,
    });
    expect((await notifications.get('payment-failed-a'))?.status).toBe('read');
    expect(await handleMarkAdminNotificationsRead(admin, { ids: ['payment-failed-a'] }, store)).toEqual({
      marked: 0,
    });
    expect(await handleMarkAdminNotificationsRead(admin, { all: true }, store)).toEqual({ marked: 2 });
    const unread = await notifications.list({ where: [{ field: 'status', op: '==', value: 'unread' }] });
    expect(unread.items).toEqual([]);
  });

  it.each([
    [undefined, 'unauthenticated', MARK_READ_MESSAGES.signedOut],
    [{ uid: 'u', token: {} }, 'permission-denied', MARK_READ_MESSAGES.notAdmin],
  ])('refuses a caller who is not an administrator (%#)', async (auth, code, message) => {
    const { store } = await seeded();
    await expect(handleMarkAdminNotificationsRead(auth, { all: true }, store)).rejects.toMatchObject({
      code,
      message,
    });
  });

  it.each([
    [null, MARK_READ_MESSAGES.nothingChosen],
    [[], MARK_READ_MESSAGES.nothingChosen],
    [{}, MARK_READ_MESSAGES.nothingChosen],
    [{ ids: [] }, MARK_READ_MESSAGES.nothingChosen],
    [{ all: false }, MARK_READ_MESSAGES.nothingChosen],
    [{ all: 'yes' }, MARK_READ_MESSAGES.nothingChosen],
    [{ ids: 'payment-failed-a' }, MARK_READ_MESSAGES.badId],
    [{ ids: [42] }, MARK_READ_MESSAGES.badId],
    [{ ids: ['../etc'] }, MARK_READ_MESSAGES.badId],
    [{ ids: Array.from({ length: 101 }, (_, i) => `n${i}`) }, MARK_READ_MESSAGES.tooMany],
  ])('refuses malformed input %j with its reason', async (data, message) => {
    const { store } = await seeded();
    const failure = handleMarkAdminNotificationsRead(admin, data, store);
    await expect(failure).rejects.toBeInstanceOf(HttpsError);
    await expect(failure).rejects.toMatchObject({ code: 'invalid-argument', message });
  });
});
