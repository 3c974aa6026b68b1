import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryDatabase } from '../memory-store.js';
import { createSettlement } from '../factories.js';
import { COMPANIES, DRIVERS, SETTLEMENTS, TRUCKS, UPLOADS } from '../collections.js';
import { DataError } from '../errors.js';
import { adminViewOf, ownBooks } from '../subject.js';
import { createRepositories } from './index.js';
import type { SettlementListFilter } from './settlements-repository.js';

const NOW = new Date('2026-11-23T15:00:00Z');
const FILTER: SettlementListFilter = {
  period: 'this-month',
  status: 'all',
  timeZone: 'America/Chicago',
  now: NOW,
};

describe('settlements repository', () => {
  let db: MemoryDatabase;
  const own = () =>
    createRepositories(db.storeFor({ uid: 'dana', admin: false }), ownBooks('dana')).settlements;

  beforeEach(() => {
    db = new MemoryDatabase({ now: () => NOW });
    db.seed(SETTLEMENTS, 'dana', 's1', createSettlement({ date: '2026-11-02', brokerName: 'Coyote' }));
    db.seed(
      SETTLEMENTS,
      'dana',
      's2',
      createSettlement({ date: '2026-11-09', brokerName: 'TQL', parsedStatus: 'pending' }),
    );
    db.seed(
      SETTLEMENTS,
      'dana',
      's3',
      createSettlement({ date: '2026-11-16', brokerName: 'Echo', tripNumber: undefined }),
    );
    db.seed(SETTLEMENTS, 'dana', 's4', createSettlement({ date: '2026-10-31', brokerName: 'Landstar' }));
    db.seed(SETTLEMENTS, 'dana', 's5', createSettlement({ date: '2025-12-31', brokerName: 'Old' }));
  });

  it('lists the period newest first and counts it, bounding the date on the server', async () => {
    const page = await own().listPage(FILTER, { pageSize: 10 });
    expect(page.items.map((s) => s.id)).toEqual(['s3', 's2', 's1']);
    expect(await own().count(FILTER)).toBe(3);
    expect(await own().count({ ...FILTER, period: 'last-month' })).toBe(1);
    expect(await own().count({ ...FILTER, period: 'this-year' })).toBe(4);
    expect(await own().count({ ...FILTER, period: 'all-time' })).toBe(5);
  });

  it('filters by status on the server', async () => {
    const page = await own().listPage({ ...FILTER, status: 'pending' }, { pageSize: 10 });
    expect(page.items.map((s) => s.id)).toEqual(['s2']);
    expect(await own().count({ ...FILTER, status: 'processed', period: 'all-time' })).toBe(4);
  });

  it('pages with a cursor: each page starts after the last row of the one before', async () => {
    const all = { ...FILTER, period: 'all-time' as const };
    const first = await own().listPage(all, { pageSize: 2 });
    expect(first.items.map((s) => s.id)).toEqual(['s3', 's2']);
    const second = await own().listPage(all, { pageSize: 2, startAfter: first.next });
    expect(second.items.map((s) => s.id)).toEqual(['s1', 's4']);
    const third = await own().listPage(all, { pageSize: 2, startAfter: second.next });
    expect(third.items.map((s) => s.id)).toEqual(['s5']);
    expect(third.next).toBeNull();
  });

  it('searches broker, trip number and file name case-insensitively within the period', async () => {
    const seen: string[][] = [];
    const stop = own().watchSearch({ ...FILTER, period: 'all-time' }, 'coYOTE', {
      next: (rows) => seen.push(rows.map((r) => r.id)),
      error: (error) => {
        throw error;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(seen.at(-1)).toEqual(['s1']);
  });

  it('creates without server-only keys, updates only the owner fields and keeps line items and upload', async () => {
    const repo = own();
    const id = await repo.create({
      parsedStatus: 'processed',
      date: '2026-11-20',
      brokerName: 'Acme',
      grossCents: 100,
      netCents: -50,
    });
    expect(await repo.get(id)).toMatchObject({ brokerName: 'Acme', netCents: -50, createdAt: NOW });

    const lineItems = { deductions: [{ label: 'Fuel', amountCents: 1000 }], miles: 2200 };
    db.seed(SETTLEMENTS, 'dana', 'p1', createSettlement({ lineItems, uploadId: 'up1' }));
    await repo.update('p1', {
      parsedStatus: 'processed',
      date: '2026-11-13',
      brokerName: 'Renamed',
      grossCents: 5,
      netCents: 4,
    });
    const saved = await repo.get('p1');
    expect(saved).toMatchObject({
      brokerName: 'Renamed',
      lineItems,
      uploadId: 'up1',
      fileName: 'settlement-2026-11-13.pdf',
    });
    // The trip number was left empty: removed.
    expect(saved).not.toHaveProperty('tripNumber');
  });

  it('deletes one and many, and reports the deletes that failed', async () => {
    const repo = own();
    await repo.remove('s1');
    expect(await repo.get('s1')).toBeNull();
    db.failWrites(new DataError('unavailable', 'offline'));
    const failed = await repo.removeMany(['s2', 's3']);
    expect(failed.deleted).toEqual([]);
    expect(failed.failed.map((f) => f.id)).toEqual(['s2', 's3']);
    db.failWrites(null);
    expect(await repo.removeMany(['s2', 's3'])).toMatchObject({ deleted: ['s2', 's3'], failed: [] });
  });

  it('lets an administrator read a client but refuses every write before it is sent', async () => {
    const repo = createRepositories(
      db.storeFor({ uid: 'admin1', admin: true }),
      adminViewOf('dana'),
    ).settlements;
    expect((await repo.get('s1'))?.brokerName).toBe('Coyote');
    await expect(repo.create({ parsedStatus: 'pending' })).rejects.toMatchObject({ code: 'read-only' });
    await expect(repo.update('s1', { parsedStatus: 'pending' })).rejects.toMatchObject({ code: 'read-only' });
    await expect(repo.remove('s1')).rejects.toMatchObject({ code: 'read-only' });
    await expect(repo.removeMany(['s1'])).rejects.toMatchObject({ code: 'read-only' });
  });

  it('does not let another user read the settlements', async () => {
    const repo = createRepositories(
      db.storeFor({ uid: 'mallory', admin: false }),
      ownBooks('dana'),
    ).settlements;
    await expect(repo.get('s1')).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('offers the trucks, companies and drivers that are not archived, sorted by name', async () => {
    const base = { archived: false, createdAt: NOW, updatedAt: NOW };
    db.seed(TRUCKS, 'dana', 't1', {
      unitNumber: '101',
      make: '',
      model: '',
      vin: '',
      licensePlate: '',
      ...base,
    });
    db.seed(TRUCKS, 'dana', 't2', {
      unitNumber: '102',
      make: '',
      model: '',
      vin: '',
      licensePlate: '',
      ...base,
      archived: true,
    });
    db.seed(COMPANIES, 'dana', 'c1', {
      name: 'Reyes LLC',
      mcNumber: '',
      dotNumber: '',
      phone: '',
      email: '',
      ...base,
    });
    db.seed(DRIVERS, 'dana', 'd1', {
      name: 'Sam',
      kind: 'company_driver',
      email: '',
      phone: '',
      licenseNumber: '',
      ...base,
    });
    db.seed(TRUCKS, 'dana', 't0', {
      unitNumber: '99',
      make: '',
      model: '',
      vin: '',
      licensePlate: '',
      ...base,
    });
    // The fleet's pickers: sorted with digits as numbers (99 before 101).
    expect(await own().entityOptions()).toEqual({
      trucks: [
        { id: 't0', name: '99' },
        { id: 't1', name: '101' },
      ],
      companies: [{ id: 'c1', name: 'Reyes LLC' }],
      drivers: [{ id: 'd1', name: 'Sam' }],
    });
  });

  it('watches the undated settlements (no period lists them), newest first, with the search', async () => {
    const undated = (minute: number, overrides: Parameters<typeof createSettlement>[0] = {}) =>
      createSettlement({
        date: undefined,
        parsedStatus: 'pending',
        brokerName: undefined,
        fileName: `scan-${minute}.pdf`,
        createdAt: new Date(Date.UTC(2026, 10, 23, 12, minute)),
        ...overrides,
      });
    db.seed(SETTLEMENTS, 'dana', 'u1', undated(1));
    db.seed(SETTLEMENTS, 'dana', 'u2', undated(2, { parsedStatus: 'error', brokerName: 'Werner' }));
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    const first = (search?: string) =>
      new Promise<{ id: string }[]>((resolve, reject) => {
        const stop = own().watchUndated(
          {
            next: (rows) => {
              stop();
              resolve(rows);
            },
            error: reject,
          },
          search,
        );
      });
    expect(ids(await first())).toEqual(['u2', 'u1']);
    expect(ids(await first('werner'))).toEqual(['u2']);
    // The period list never holds them.
    expect(
      (await own().listPage({ ...FILTER, period: 'all-time' }, { pageSize: 50 })).items.map((r) => r.id),
    ).not.toContain('u1');
  });

  it('reads the upload a settlement was read from', async () => {
    db.seed(UPLOADS, 'dana', 'up1', {
      fileName: 'week-46.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1200,
      storagePath: 'users/dana/uploads/up1/week-46.pdf',
      status: 'processed',
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect((await own().linkedUpload('up1'))?.fileName).toBe('week-46.pdf');
    expect(await own().linkedUpload('gone')).toBeNull();
  });
});
