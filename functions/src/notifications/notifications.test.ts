import { beforeEach, describe, expect, it } from 'vitest';
import {
  EXPENSES,
  LARGE_EXPENSE_MIN_CENTS,
  MAINTENANCE_ITEMS,
  NOTIFICATION_PREFERENCES,
  NOTIFICATIONS,
  TRUCKS,
  UPLOADS,
  USERS,
  DEFAULT_NOTIFICATION_SWITCHES,
  type NotificationSwitches,
} from '@haulbooks/domain';
import {
  MemoryDatabase,
  createExpense,
  createMaintenanceItem,
  createTruck,
  createUserProfile,
} from '@haulbooks/domain/testing';
import { deliverNotification } from './deliver.js';
import { EXPENSE_DOCUMENT, handleExpenseCreated, type ExpenseCreated } from './large-expense.js';
import { SCAN_USER_PAGE_SIZE, handleMaintenanceScan } from './maintenance.js';
import { storeNotificationSink } from './sinks.js';
import { UPLOAD_DOCUMENT, handleUploadWrite, type UploadWrite } from './uploads.js';

const UID = 'dana';
// 15:00 UTC is 09:00 in Chicago: the scan's "today" is 2026-11-23 there.
const NOW = new Date('2026-11-23T15:00:00Z');

let db: MemoryDatabase;
let sink: ReturnType<typeof storeNotificationSink>;
const store = () => db.privileged();
const stored = async (uid = UID) => (await store().collection(NOTIFICATIONS, uid).list({})).items;

function savePreferences(changes: Partial<NotificationSwitches>, uid = UID): void {
  db.seed(NOTIFICATION_PREFERENCES, uid, 'notifications', {
    ...DEFAULT_NOTIFICATION_SWITCHES,
    ...changes,
    updatedAt: NOW,
  });
}

beforeEach(() => {
  db = new MemoryDatabase({ now: () => NOW });
  sink = storeNotificationSink(db.privileged());
});

describe('the triggers watch the registry’s documents', () => {
  it('uploads and expenses', () => {
    expect(UPLOAD_DOCUMENT).toBe(`${UPLOADS.path}/{id}`);
    expect(EXPENSE_DOCUMENT).toBe(`${EXPENSES.path}/{id}`);
  });
});

describe('deliverNotification (preferences per channel, idempotent)', () => {
  const item = {
    id: 'upload-u1-processed',
    topic: 'settlementProcessed' as const,
    data: {
      kind: 'settlement' as const,
      title: 'Document processed',
      body: 'x',
      link: '/settlements',
      read: false,
    },
  };

  it('with the defaults: writes the bell’s document and records the e-mail intent', async () => {
    expect(await deliverNotification(store(), sink, UID, item)).toEqual({
      id: item.id,
      inApp: 'created',
      email: 'recorded',
    });
    expect((await stored()).map((n) => [n.id, n.title, n.read])).toEqual([
      ['upload-u1-processed', 'Document processed', false],
    ]);
    expect(sink.emails).toEqual([{ uid: UID, id: item.id }]);
  });

  it('the same notification twice: one document, one e-mail intent', async () => {
    await deliverNotification(store(), sink, UID, item);
    expect(await deliverNotification(store(), sink, UID, item)).toEqual({
      id: item.id,
      inApp: 'exists',
      email: 'off',
    });
    expect(await stored()).toHaveLength(1);
    expect(sink.emails).toHaveLength(1);
  });

  it('in-app switched off: no document; e-mail switched off: no intent', async () => {
    savePreferences({ settlementProcessedInApp: false });
    expect(await deliverNotification(store(), sink, UID, item)).toMatchObject({
      inApp: 'off',
      email: 'recorded',
    });
    expect(await stored()).toEqual([]);

    savePreferences({ settlementProcessedInApp: true, settlementProcessedEmail: false });
    expect(await deliverNotification(store(), sink, UID, item)).toMatchObject({
      inApp: 'created',
      email: 'off',
    });
    expect(sink.emails).toHaveLength(1);
  });

  it('a saved preferences document without the topic’s keys (saved before it existed) reads the defaults', async () => {
    db.seed(NOTIFICATION_PREFERENCES, UID, 'notifications', { billingEmail: false, updatedAt: NOW });
    expect(await deliverNotification(store(), sink, UID, item)).toMatchObject({ inApp: 'created' });
  });
});

describe('handleUploadWrite (processing finished or failed)', () => {
  const write = (before: string | null, after: string | null, extra: Partial<UploadWrite['after']> = {}) =>
    ({
      uid: UID,
      id: 'up1',
      before: before === null ? null : { status: before },
      after: after === null ? null : { fileName: 'week-46.pdf', status: after, ...extra },
    }) as UploadWrite;

  it.each([
    ['processing', 'processed', 'upload-up1-processed', 'Document processed'],
    ['processing', 'needs_review', 'upload-up1-needs_review', 'Document needs your review'],
    ['processing', 'error', 'upload-up1-error', 'Document could not be read'],
    [null, 'error', 'upload-up1-error', 'Document could not be read'],
  ])('%s → %s writes %s', async (before, after, id, title) => {
    await handleUploadWrite(write(before, after), store(), sink);
    expect((await stored()).map((n) => [n.id, n.title])).toEqual([[id, title]]);
  });

  it.each([
    [null, 'uploaded'],
    ['uploaded', 'processing'],
    ['processed', 'processed'],
    ['processed', null],
  ])('%s → %s writes nothing', async (before, after) => {
    expect(await handleUploadWrite(write(before, after), store(), sink)).toBeNull();
    expect(await stored()).toEqual([]);
  });

  it('the same event twice writes one notification', async () => {
    await handleUploadWrite(write('processing', 'processed'), store(), sink);
    await handleUploadWrite(write('processing', 'processed'), store(), sink);
    expect(await stored()).toHaveLength(1);
  });

  it('with "Settlement processed" in the app switched off, writes nothing', async () => {
    savePreferences({ settlementProcessedInApp: false, settlementProcessedEmail: false });
    await handleUploadWrite(write('processing', 'error', { errorMessage: 'Not a PDF' }), store(), sink);
    expect(await stored()).toEqual([]);
    expect(sink.emails).toEqual([]);
  });
});

describe('handleExpenseCreated (an unusually large expense)', () => {
  /** Earlier expenses of one category, one a day before 2026-11-20. */
  function history(category: string, amounts: number[]): void {
    amounts.forEach((amountCents, index) => {
      const day = String(19 - index).padStart(2, '0');
      db.seed(
        EXPENSES,
        UID,
        `old${index}`,
        createExpense({ category: category as never, amountCents, date: `2026-11-${day}` }),
      );
    });
  }

  async function create(id: string, overrides: Partial<ExpenseCreated['expense']>) {
    const expense = createExpense({ description: 'Transmission rebuild', date: '2026-11-20', ...overrides });
    db.seed(EXPENSES, UID, id, expense);
    return handleExpenseCreated({ uid: UID, id, expense }, store(), sink);
  }

  it('tells once about an expense over 3× the category’s median and at least $500', async () => {
    history('maintenance_routine', [30_000, 25_000, 35_000]);
    const delivery = await create('big', { category: 'maintenance_repairs', amountCents: 480_000 });
    expect(delivery).toMatchObject({ id: 'expense-large-big', inApp: 'created' });
    const [notification] = await stored();
    expect(notification).toMatchObject({
      kind: 'expense',
      title: 'Unusually large expense: Maintenance $4,800.00',
      link: '/expenses',
    });
    expect(notification?.body).toContain('($300.00)');

    // The same event again: still one.
    const expense = await store().collection(EXPENSES, UID).get('big');
    if (!expense) throw new Error('the expense was not stored');
    await handleExpenseCreated({ uid: UID, id: 'big', expense }, store(), sink);
    expect(await stored()).toHaveLength(1);
  });

  it('compares within the screen category: fuel history does not make a repair unusual', async () => {
    history('fuel', [10_000, 10_000, 10_000]);
    history(
      'maintenance',
      [200_000, 200_000, 200_000].map((a) => a),
    );
    expect(await create('repair', { category: 'maintenance_repairs', amountCents: 300_000 })).toBeNull();
    expect(await stored()).toEqual([]);
  });

  it('boundaries: exactly 3× the median or under $500 is not unusual; one cent over is', async () => {
    history('tolls', [15_000, 20_000, 25_000]);
    expect(await create('x3', { category: 'tolls', amountCents: 60_000 })).toBeNull();
    // Each case against the same history: the expense just created joins the next one's.
    db.clear();
    history('tolls', [15_000, 20_000, 25_000]);
    expect(await create('x3plus', { category: 'tolls', amountCents: 60_001 })).toMatchObject({
      inApp: 'created',
    });

    db.clear();
    history('tolls', [1_000, 1_000, 1_000]);
    expect(await create('small', { category: 'tolls', amountCents: LARGE_EXPENSE_MIN_CENTS - 1 })).toBeNull();
    expect(await create('min', { category: 'tolls', amountCents: LARGE_EXPENSE_MIN_CENTS })).toMatchObject({
      inApp: 'created',
    });
  });

  it('needs three earlier expenses in the category (the new one does not count)', async () => {
    history('tolls', [1_000, 1_000]);
    expect(await create('first-big', { category: 'tolls', amountCents: 900_000 })).toBeNull();
  });

  it('with "Unusually large expense" in the app switched off, writes nothing', async () => {
    savePreferences({ largeExpenseInApp: false });
    history('tolls', [1_000, 1_000, 1_000]);
    expect(await create('big', { category: 'tolls', amountCents: 900_000 })).toMatchObject({ inApp: 'off' });
    expect(await stored()).toEqual([]);
  });
});

describe('handleMaintenanceScan (daily: due within 14 days or 500 miles, or overdue)', () => {
  beforeEach(() => {
    db.seed(USERS, UID, UID, createUserProfile({ timeZone: 'America/Chicago' }));
    db.seed(TRUCKS, UID, 'truck-1', createTruck({ unitNumber: '204' }));
  });

  it('by date: overdue and due soon get one each; later, done and other users’ items none', async () => {
    db.seed(
      MAINTENANCE_ITEMS,
      UID,
      'late',
      createMaintenanceItem({ title: 'DOT inspection', dueDate: '2026-11-22' }),
    );
    db.seed(
      MAINTENANCE_ITEMS,
      UID,
      'soon',
      createMaintenanceItem({ title: 'Oil change', dueDate: '2026-12-07' }),
    );
    db.seed(MAINTENANCE_ITEMS, UID, 'later', createMaintenanceItem({ dueDate: '2026-12-08' }));
    db.seed(
      MAINTENANCE_ITEMS,
      UID,
      'done',
      createMaintenanceItem({ dueDate: '2026-11-01', done: true, doneDate: '2026-11-01' }),
    );
    const result = await handleMaintenanceScan(store(), sink, NOW);
    expect(result).toEqual({ users: 1, created: 2, failures: [] });
    expect((await stored()).map((n) => [n.id, n.title, n.body]).sort()).toEqual([
      [
        'maintenance-late-overdue-2026-11-22-nomiles',
        'Maintenance overdue: DOT inspection',
        'Truck 204 · due 11/22/2026',
      ],
      [
        'maintenance-soon-due-soon-2026-12-07-nomiles',
        'Maintenance due soon: Oil change',
        'Truck 204 · due 12/7/2026',
      ],
    ]);
  });

  it('by odometer, when the truck’s reading is recorded (the highest on any of its items, done ones too)', async () => {
    db.seed(
      MAINTENANCE_ITEMS,
      UID,
      'tires',
      createMaintenanceItem({ title: 'Tires', dueDate: undefined, dueOdometer: 150_300 }),
    );
    db.seed(
      MAINTENANCE_ITEMS,
      UID,
      'old',
      createMaintenanceItem({
        dueDate: '2026-06-01',
        lastOdometer: 149_900,
        done: true,
        doneDate: '2026-06-01',
      }),
    );
    db.seed(
      MAINTENANCE_ITEMS,
      UID,
      'other-truck',
      createMaintenanceItem({ truckId: 'truck-2', dueDate: undefined, dueOdometer: 10 }),
    );
    await handleMaintenanceScan(store(), sink, NOW);
    expect((await stored()).map((n) => [n.id, n.body])).toEqual([
      [
        'maintenance-tires-due-soon-nodate-150300',
        'Truck 204 · due at 150,300 miles · odometer 149,900 miles',
      ],
    ]);
  });

  it('a second run the same day writes nothing; once overdue, a second notification', async () => {
    db.seed(MAINTENANCE_ITEMS, UID, 'soon', createMaintenanceItem({ dueDate: '2026-11-30' }));
    await handleMaintenanceScan(store(), sink, NOW);
    expect(await handleMaintenanceScan(store(), sink, NOW)).toMatchObject({ created: 0 });
    expect(await stored()).toHaveLength(1);
    await handleMaintenanceScan(store(), sink, new Date('2026-12-01T15:00:00Z'));
    expect((await stored()).map((n) => n.id).sort()).toEqual([
      'maintenance-soon-due-soon-2026-11-30-nomiles',
      'maintenance-soon-overdue-2026-11-30-nomiles',
    ]);
  });

  it('"today" is the user’s own: 02:00 UTC is still yesterday in Los Angeles', async () => {
    db.seed(USERS, 'west', 'west', createUserProfile({ timeZone: 'America/Los_Angeles' }));
    db.seed(MAINTENANCE_ITEMS, 'west', 'w1', createMaintenanceItem({ dueDate: '2026-11-22' }));
    db.seed(MAINTENANCE_ITEMS, UID, 'd1', createMaintenanceItem({ dueDate: '2026-11-22' }));
    await handleMaintenanceScan(store(), sink, new Date('2026-11-23T02:00:00Z'));
    // Chicago: 20:00 on the 22nd, due today (soon); Los Angeles: 18:00 on the 22nd, also due today.
    expect((await stored('west')).map((n) => n.id)).toEqual(['maintenance-w1-due-soon-2026-11-22-nomiles']);
    await handleMaintenanceScan(store(), sink, new Date('2026-11-23T07:00:00Z'));
    // 01:00 on the 23rd in Chicago: overdue there; 23:00 on the 22nd in Los Angeles: not yet.
    expect((await stored()).map((n) => n.id)).toContain('maintenance-d1-overdue-2026-11-22-nomiles');
    expect((await stored('west')).map((n) => n.id)).toEqual(['maintenance-w1-due-soon-2026-11-22-nomiles']);
  });

  it('with "Maintenance due" in the app switched off, writes nothing', async () => {
    savePreferences({ maintenanceDueInApp: false });
    db.seed(MAINTENANCE_ITEMS, UID, 'late', createMaintenanceItem({ dueDate: '2026-11-01' }));
    expect(await handleMaintenanceScan(store(), sink, NOW)).toMatchObject({ created: 0, failures: [] });
    expect(await stored()).toEqual([]);
  });

  it(`walks every user past one page of ${SCAN_USER_PAGE_SIZE}; one user's malformed item does not stop the others`, async () => {
    for (let index = 0; index < SCAN_USER_PAGE_SIZE + 1; index += 1) {
      db.seed(USERS, `u${index}`, `u${index}`, createUserProfile());
    }
    db.seed(MAINTENANCE_ITEMS, 'u200', 'late', createMaintenanceItem({ dueDate: '2026-11-01' }));
    db.seedRaw(MAINTENANCE_ITEMS, 'u7', 'broken', { title: 42 });
    const result = await handleMaintenanceScan(store(), sink, NOW);
    expect(result.users).toBe(SCAN_USER_PAGE_SIZE + 2);
    expect(result.created).toBe(1);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toContain('users/u7');
    expect((await stored('u200')).map((n) => n.id)).toEqual(['maintenance-late-overdue-2026-11-01-nomiles']);
  });
});
