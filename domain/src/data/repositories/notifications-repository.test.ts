import { beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATIONS, type NotificationDoc } from '../collections.js';
import { DataError } from '../errors.js';
import { MemoryDatabase } from '../memory-store.js';
import type { Listener } from '../store.js';
import { adminViewOf, ownBooks } from '../subject.js';
import { createRepositories } from './index.js';
import { MARK_ALL_PAGE_SIZE, NOTIFICATION_LIST_SIZE } from './notifications-repository.js';

function notification(minute: number, overrides: Partial<NotificationDoc> = {}): NotificationDoc {
  const at = new Date(Date.UTC(2026, 10, 23, 12, minute));
  return {
    kind: 'settlement',
    title: `Document processed ${minute}`,
    body: 'settlement.pdf was read and added to your books.',
    link: '/settlements',
    read: false,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

/** The first value a watch delivers. */
function first<T>(watch: (listener: Listener<T>) => () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = watch({
      next: (value) => {
        stop();
        resolve(value);
      },
      error: reject,
    });
  });
}

describe('notifications repository (memory store, the access model of firestore.rules)', () => {
  let db: MemoryDatabase;
  const own = () => createRepositories(db.storeFor({ uid: 'dana', admin: false }), ownBooks('dana'));
  const asAdmin = () => createRepositories(db.storeFor({ uid: 'root', admin: true }), adminViewOf('dana'));

  beforeEach(() => {
    db = new MemoryDatabase({ now: () => new Date('2026-11-23T15:00:00Z') });
  });

  it(`lists the newest ${NOTIFICATION_LIST_SIZE} first`, async () => {
    for (let minute = 0; minute < NOTIFICATION_LIST_SIZE + 5; minute += 1) {
      db.seed(NOTIFICATIONS, 'dana', `n${minute}`, notification(minute));
    }
    const listed = await first(own().notifications.watchRecent);
    expect(listed).toHaveLength(NOTIFICATION_LIST_SIZE);
    expect(listed[0]?.id).toBe(`n${NOTIFICATION_LIST_SIZE + 4}`);
    expect(listed.at(-1)?.id).toBe('n5');
  });

  it('says whether any notification is unread, and follows changes live', async () => {
    const repositories = own();
    expect(await first(repositories.notifications.watchHasUnread)).toBe(false);
    db.seed(NOTIFICATIONS, 'dana', 'n1', notification(1, { read: true }));
    expect(await first(repositories.notifications.watchHasUnread)).toBe(false);

    const seen: boolean[] = [];
    const stop = repositories.notifications.watchHasUnread({
      next: (value) => seen.push(value),
      error: (error) => {
        throw error;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    db.seed(NOTIFICATIONS, 'dana', 'n2', notification(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await repositories.notifications.markRead('n2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(seen).toEqual([false, true, false]);
  });

  it('marks one notification read and leaves the others unread', async () => {
    db.seed(NOTIFICATIONS, 'dana', 'n1', notification(1));
    db.seed(NOTIFICATIONS, 'dana', 'n2', notification(2));
    await own().notifications.markRead('n1');
    const listed = await first(own().notifications.watchRecent);
    expect(listed.map((item) => [item.id, item.read])).toEqual([
      ['n2', false],
      ['n1', true],
    ]);
  });

  it(`marks all read, past one page of ${MARK_ALL_PAGE_SIZE}, and counts what it marked`, async () => {
    const total = MARK_ALL_PAGE_SIZE + 7;
    for (let index = 0; index < total; index += 1) {
      db.seed(NOTIFICATIONS, 'dana', `n${index}`, notification(index % 60, { read: index === 3 }));
    }
    expect(await own().notifications.markAllRead()).toBe(total - 1);
    expect(await first(own().notifications.watchHasUnread)).toBe(false);
    expect(await own().notifications.markAllRead()).toBe(0);
  });

  it('lets the owner change nothing but read', async () => {
    db.seed(NOTIFICATIONS, 'dana', 'n1', notification(1));
    const direct = db.storeFor({ uid: 'dana', admin: false }).collection(NOTIFICATIONS, 'dana');
    await expect(direct.update('n1', { title: 'Forged' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const { createdAt: _c, updatedAt: _u, ...write } = notification(2);
    await expect(direct.set('n2', write)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(direct.remove('n1')).rejects.toMatchObject({ code: 'permission-denied' });
    await direct.update('n1', { read: true });
    expect((await direct.get('n1'))?.title).toBe('Document processed 1');
  });

  it("refuses another user's notifications", async () => {
    db.seed(NOTIFICATIONS, 'dana', 'n1', notification(1));
    const eve = createRepositories(db.storeFor({ uid: 'eve', admin: false }), ownBooks('dana'));
    await expect(eve.notifications.markRead('n1')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(first(eve.notifications.watchRecent)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('lets an administrator viewing the client read them but mark nothing (read-only)', async () => {
    db.seed(NOTIFICATIONS, 'dana', 'n1', notification(1));
    expect((await first(asAdmin().notifications.watchRecent)).map((item) => item.id)).toEqual(['n1']);
    await expect(asAdmin().notifications.markRead('n1')).rejects.toMatchObject({ code: 'read-only' });
    await expect(asAdmin().notifications.markAllRead()).rejects.toMatchObject({ code: 'read-only' });
    expect(await first(own().notifications.watchHasUnread)).toBe(true);
  });

  it('marks every other unread one when one update fails, then reports the failure', async () => {
    db.seed(NOTIFICATIONS, 'dana', 'n1', notification(1));
    db.seed(NOTIFICATIONS, 'dana', 'n2', notification(2));
    db.failWrites(new DataError('unavailable', 'offline'));
    await expect(own().notifications.markAllRead()).rejects.toMatchObject({ code: 'unavailable' });
    db.failWrites(null);
    expect(await first(own().notifications.watchHasUnread)).toBe(true);
    expect(await own().notifications.markAllRead()).toBe(2);
  });
});
