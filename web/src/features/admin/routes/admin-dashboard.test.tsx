import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  ADMIN_NOTIFICATIONS,
  ADMIN_NOTIFICATION_MESSAGES,
  ADMIN_USER_MESSAGES,
  PAYMENTS,
  PLATFORM_STATS,
  USERS,
  ownBooks,
  type AdminNotificationDoc,
} from '@haulbooks/domain';
import { MemoryDatabase, createUserProfile } from '@haulbooks/domain/testing';
import { renderWithData } from '../../../lib/data/testing';
import { ADMIN_DASHBOARD_UI as UI } from '../messages';

// The real callable module would start Firebase; the page gets the fake below as a prop.
vi.mock('../api/admin-notifications-api', () => ({ markAdminNotificationsRead: vi.fn() }));
const { AdminDashboardPage } = await import('./admin-dashboard');

const NOW = new Date('2026-11-23T15:00:00Z');

function notification(overrides: Partial<AdminNotificationDoc>): AdminNotificationDoc {
  return {
    type: 'revenue_alert',
    title: 'Payment failed',
    message: 'anna@example.com: $49.99 for Owner Operator, monthly failed',
    status: 'unread',
    priority: 'high',
    data: { paymentId: 'pay-1', customerEmail: 'anna@example.com' },
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

function seeded() {
  const db = new MemoryDatabase({ now: () => NOW });
  db.seed(PLATFORM_STATS, '', 'platform', {
    users: 3,
    activeUsers: 2,
    documentsProcessed: 45,
    revenueCents: 1_500_000,
    updatedAt: NOW,
  });
  db.seed(USERS, '', 'anna', {
    ...createUserProfile({ name: 'Anna Hauler', role: 'owner_operator' }),
    createdAt: new Date('2026-11-20T10:00:00Z'),
  });
  db.seed(PAYMENTS, '', 'pay-1', {
    userId: 'anna',
    amountCents: 4_999,
    currency: 'usd',
    status: 'succeeded',
    description: 'Owner Operator, monthly',
    stripeId: 'in_1',
    customerEmail: 'anna@example.com',
    createdAt: new Date('2026-11-21T10:00:00Z'),
  });
  db.seed(ADMIN_NOTIFICATIONS, '', 'payment-failed-pay-2', notification({}));
  db.seed(
    ADMIN_NOTIFICATIONS,
    '',
    'error-log-1',
    notification({
      type: 'system_alert',
      title: 'App error reported',
      message: 'TypeError: x is undefined',
      priority: 'normal',
      status: 'read',
      data: { errorLogId: 'log-1', url: 'https://app.example.com/expenses' },
      createdAt: new Date('2026-11-22T10:00:00Z'),
    }),
  );
  return db;
}

function render(
  db = seeded(),
  markRead = vi.fn().mockResolvedValue({ marked: 1 }),
  caller = { uid: 'staff', admin: true },
) {
  return {
    ...renderWithData(<AdminDashboardPage markRead={markRead} />, {
      db,
      subject: ownBooks(caller.uid),
      caller,
    }),
    markRead,
  };
}

describe('Admin dashboard', () => {
  it('shows the platform rollup, the links and the newest sign-ups and payments', async () => {
    render();
    expect(screen.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('admin-card-users')).toHaveTextContent('3'));
    expect(screen.getByTestId('admin-card-activeUsers')).toHaveTextContent('2');
    expect(screen.getByTestId('admin-card-revenue')).toHaveTextContent('$15,000.00');
    expect(screen.getByTestId('admin-card-documents')).toHaveTextContent('45');
    for (const [name, path] of [
      [UI.links.users, '/admin/users'],
      [UI.links.payments, '/admin/payments'],
      [UI.links.reports, '/admin/reports'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', path);
    }
    const activity = await screen.findByRole('list', { name: UI.recentActivity });
    const items = within(activity)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toContain('anna@example.com paid $49.99 (succeeded)');
    expect(items[1]).toContain('Anna Hauler signed up as Owner Operator');
  });

  it('counts unread notifications in the header and on the tab, expands details and marks one read', async () => {
    const { user, markRead } = render();
    expect(await screen.findByTestId('header-unread')).toHaveTextContent('1 unread');
    expect(screen.getByTestId('tab-unread')).toHaveTextContent('1');
    await user.click(screen.getByRole('tab', { name: /Notifications/ }));
    const list = await screen.findByRole('list', { name: UI.notifications });
    const [failed, crash] = within(list).getAllByTestId('admin-notification');
    expect(failed).toHaveTextContent('Revenue alert');
    expect(failed).toHaveTextContent('High');
    expect(crash).toHaveTextContent('System alert');
    expect(
      within(crash as HTMLElement).queryByRole('button', { name: ADMIN_NOTIFICATION_MESSAGES.markAsRead }),
    ).toBeNull();

    await user.click(within(failed as HTMLElement).getByRole('button', { name: 'Payment failed' }));
    expect(within(failed as HTMLElement).getByTestId('admin-notification-details')).toHaveTextContent(
      'Customer:anna@example.com',
    );
    await user.click(
      within(failed as HTMLElement).getByRole('button', { name: ADMIN_NOTIFICATION_MESSAGES.markAsRead }),
    );
    expect(markRead).toHaveBeenCalledWith({ ids: ['payment-failed-pay-2'] });
    await user.click(screen.getByRole('button', { name: ADMIN_NOTIFICATION_MESSAGES.markAllRead }));
    expect(markRead).toHaveBeenLastCalledWith({ all: true });
  });

  it('says when marking read fails', async () => {
    const { user } = render(seeded(), vi.fn().mockRejectedValue(new Error('offline')));
    await user.click(await screen.findByRole('tab', { name: /Notifications/ }));
    const list = await screen.findByRole('list', { name: UI.notifications });
    await user.click(within(list).getByRole('button', { name: ADMIN_NOTIFICATION_MESSAGES.markAsRead }));
    expect(await screen.findByText(ADMIN_USER_MESSAGES.markReadFailed)).toBeInTheDocument();
  });

  it('waits for the first rollup with a note, and shows the empty notifications state', async () => {
    const { user } = render(new MemoryDatabase({ now: () => NOW }));
    expect(await screen.findByText(UI.statsPending)).toBeInTheDocument();
    expect(await screen.findByText(UI.noActivity)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Notifications/ }));
    expect(await screen.findByText(ADMIN_NOTIFICATION_MESSAGES.empty)).toBeInTheDocument();
  });

  it('shows a read error to a signed-in user who is not an administrator', async () => {
    render(seeded(), undefined, { uid: 'anna', admin: false });
    expect(await screen.findAllByTestId('data-error')).not.toHaveLength(0);
  });
});
