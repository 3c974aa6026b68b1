import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DataError, NOTIFICATIONS, adminViewOf, type NotificationDoc } from '@haulbooks/domain';
import { MemoryDatabase } from '@haulbooks/domain/testing';
import { renderWithData } from '../../../lib/data/testing';
import { NotificationBell } from './notification-bell';

const UID = 'u1';

function notification(minute: number, overrides: Partial<NotificationDoc> = {}): NotificationDoc {
  const at = new Date(Date.UTC(2026, 10, 23, 14, minute));
  return {
    kind: 'settlement',
    title: `Document processed ${minute}`,
    body: `week-${minute}.pdf was read and added to your books.`,
    link: '/settlements',
    read: false,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

function seeded(...docs: [id: string, doc: NotificationDoc][]): MemoryDatabase {
  const db = new MemoryDatabase({ now: () => new Date('2026-11-23T15:00:00Z') });
  for (const [id, doc] of docs) db.seed(NOTIFICATIONS, UID, id, doc);
  return db;
}

async function openPanel(user: ReturnType<typeof renderWithData>['user']) {
  await user.click(screen.getByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog');
}

const stored = async (db: MemoryDatabase, id: string) =>
  db.privileged().collection(NOTIFICATIONS, UID).get(id);

describe('NotificationBell', () => {
  it('shows no dot while nothing is unread, and the dot once something is', async () => {
    const db = seeded(['n1', notification(1, { read: true })]);
    renderWithData(<NotificationBell />, { db });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();

    db.seed(NOTIFICATIONS, UID, 'n2', notification(2));
    expect(await screen.findByTestId('unread-dot')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications (unread)' })).toBeInTheDocument();
  });

  it('shows a loading state while the data is not ready yet', async () => {
    const db = seeded(['n1', notification(1)]);
    const { user } = renderWithData(<NotificationBell />, { db, availability: 'checking' });
    const panel = await openPanel(user);
    expect(within(panel).getByTestId('notifications-loading')).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    const { user } = renderWithData(<NotificationBell />, { db: seeded() });
    const panel = await openPanel(user);
    expect(await within(panel).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('lists the newest first with title, body, time and a link to where to act', async () => {
    const db = seeded(
      ['old', notification(1, { read: true })],
      [
        'new',
        notification(5, {
          kind: 'maintenance',
          title: 'Maintenance overdue: Oil change',
          body: 'Truck 204 · due 11/22/2026',
          link: '/maintenance',
        }),
      ],
    );
    const { user } = renderWithData(<NotificationBell />, { db });
    const panel = await openPanel(user);
    const items = await within(panel).findAllByTestId('notification');
    expect(items.map((item) => item.getAttribute('data-read'))).toEqual(['false', 'true']);
    const [first] = items;
    if (!first) throw new Error('no notification listed');
    expect(within(first).getByRole('link', { name: 'Maintenance overdue: Oil change' })).toHaveAttribute(
      'href',
      '/maintenance',
    );
    expect(within(first).getByText('Truck 204 · due 11/22/2026')).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-11-23T14:05:00.000Z');
    expect(within(first).getByText('Unread')).toBeInTheDocument();
  });

  it('never makes a link of anything but a path of the app', async () => {
    const db = seeded(
      ['n1', notification(1, { link: 'https://evil.example/' })],
      ['n2', notification(2, { link: '//evil.example' })],
    );
    const { user } = renderWithData(<NotificationBell />, { db });
    const panel = await openPanel(user);
    await within(panel).findAllByTestId('notification');
    expect(within(panel).queryAllByRole('link')).toEqual([]);
  });

  it('shows the store’s error instead of the list', async () => {
    // Signed in as someone else: the rules refuse the read.
    const { user } = renderWithData(<NotificationBell />, {
      db: seeded(['n1', notification(1)]),
      caller: { uid: 'eve', admin: false },
    });
    const panel = await openPanel(user);
    expect(
      await within(panel).findByText('You do not have access to this account’s data'),
    ).toBeInTheDocument();
    expect(within(panel).queryByTestId('notification')).not.toBeInTheDocument();
  });

  it('marks one read: its badge and the dot go, the others stay unread', async () => {
    const db = seeded(['n1', notification(1)]);
    const { user } = renderWithData(<NotificationBell />, { db });
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'Mark read: Document processed 1' }));
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument());
    expect((await stored(db, 'n1'))?.read).toBe(true);
    expect(within(panel).queryByText('Unread')).not.toBeInTheDocument();
  });

  it('marks all read, the ones not listed too', async () => {
    const db = seeded(
      ...Array.from({ length: 25 }, (_, index): [string, NotificationDoc] => [
        `n${index}`,
        notification(index),
      ]),
    );
    const { user } = renderWithData(<NotificationBell />, { db });
    const panel = await openPanel(user);
    expect(await within(panel).findAllByTestId('notification')).toHaveLength(20);
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument());
    expect((await stored(db, 'n0'))?.read).toBe(true);
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('following a link marks it read and closes the panel', async () => {
    const db = seeded(['n1', notification(1)]);
    const { user, router } = renderWithData(<NotificationBell />, { db });
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('link', { name: 'Document processed 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settlements'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect((await stored(db, 'n1'))?.read).toBe(true));
  });

  it('says when marking failed and keeps it unread', async () => {
    const db = seeded(['n1', notification(1)]);
    const { user } = renderWithData(<NotificationBell />, { db });
    const panel = await openPanel(user);
    const button = await within(panel).findByRole('button', { name: 'Mark read: Document processed 1' });
    db.failWrites(new DataError('unavailable', 'The connection was lost'));
    await user.click(button);
    expect(await screen.findByText('Could not mark the notification as read')).toBeInTheDocument();
    expect((await stored(db, 'n1'))?.read).toBe(false);
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
  });

  it('lets an administrator viewing a client see them but mark nothing', async () => {
    const db = seeded(['n1', notification(1)]);
    const { user } = renderWithData(<NotificationBell />, {
      db,
      subject: adminViewOf(UID),
      caller: { uid: 'root', admin: true },
    });
    const panel = await openPanel(user);
    expect(await within(panel).findByText('Document processed 1')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Mark/ })).not.toBeInTheDocument();
  });
});
