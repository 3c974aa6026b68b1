import { beforeEach, describe, expect, it } from 'vitest';
import { COMPANIES, DRIVERS, MAINTENANCE_ITEMS, TRUCKS } from '../collections.js';
import { createCompany, createDriver, createMaintenanceItem, createTruck } from '../fleet-factories.js';
import { MemoryDatabase } from '../memory-store.js';
import type { Listener } from '../store.js';
import { adminViewOf, ownBooks } from '../subject.js';
import { compareNames, type EntityLists, type Truck } from './fleet-repository.js';
import { createRepositories } from './index.js';

const NOW = new Date('2026-11-23T15:00:00Z');

describe('fleet repositories', () => {
  let db: MemoryDatabase;
  const own = () => createRepositories(db.storeFor({ uid: 'dana', admin: false }), ownBooks('dana'));

  beforeEach(() => {
    db = new MemoryDatabase({ now: () => NOW });
    db.seed(TRUCKS, 'dana', 't10', createTruck({ unitNumber: 'Unit 10' }));
    db.seed(TRUCKS, 'dana', 't9', createTruck({ unitNumber: 'Unit 9' }));
    db.seed(TRUCKS, 'dana', 'old', createTruck({ unitNumber: 'Unit 1', archived: true }));
    db.seed(COMPANIES, 'dana', 'c1', createCompany({ name: 'TQL' }));
    db.seed(COMPANIES, 'dana', 'c2', createCompany({ name: 'acme' }));
    db.seed(DRIVERS, 'dana', 'd1', createDriver({ name: 'Sam', archived: true }));
  });

  it('compares names with their digits as numbers, ignoring case', () => {
    expect(['Unit 10', 'unit 9', 'Unit 1'].sort(compareNames)).toEqual(['Unit 1', 'unit 9', 'Unit 10']);
  });

  it('watches active and archived apart, each by unit number', async () => {
    const lists = await new Promise<EntityLists<Truck>>((resolve, reject) => {
      const stop = own().trucks.watchLists({
        next: (value) => {
          stop();
          resolve(value);
        },
        error: reject,
      } satisfies Listener<EntityLists<Truck>>);
    });
    expect(lists.active.map((t) => t.id)).toEqual(['t9', 't10']);
    expect(lists.archived.map((t) => t.id)).toEqual(['old']);
  });

  it('offers the active entities as id and name for assignment fields', async () => {
    expect(await own().trucks.listActive()).toEqual([
      { id: 't9', name: 'Unit 9' },
      { id: 't10', name: 'Unit 10' },
    ]);
    expect(await own().companies.listActive()).toEqual([
      { id: 'c2', name: 'acme' },
      { id: 'c1', name: 'TQL' },
    ]);
    expect(await own().drivers.listActive()).toEqual([]);
  });

  it('creates active entities and leaves a blank year out', async () => {
    const id = await own().trucks.create({
      unitNumber: '204',
      make: 'Volvo',
      model: 'VNL',
      year: undefined,
      vin: '',
      licensePlate: '',
    });
    const truck = await own().trucks.get(id);
    expect(truck).toMatchObject({ unitNumber: '204', archived: false });
    expect(truck).not.toHaveProperty('year');
  });

  it('updates the form fields, removes a cleared truck, keeps the archived flag', async () => {
    db.seed(DRIVERS, 'dana', 'd2', createDriver({ name: 'Lee', truckId: 't9', archived: true }));
    await own().drivers.update('d2', {
      name: 'Lee Park',
      kind: 'owner_operator',
      email: '',
      phone: '',
      licenseNumber: '',
      truckId: '',
    });
    const driver = await own().drivers.get('d2');
    expect(driver).toMatchObject({ name: 'Lee Park', kind: 'owner_operator', archived: true });
    expect(driver).not.toHaveProperty('truckId');
  });

  it('archives and restores', async () => {
    await own().companies.setArchived('c1', true);
    expect((await own().companies.get('c1'))?.archived).toBe(true);
    await own().companies.setArchived('c1', false);
    expect((await own().companies.listActive()).map((c) => c.id)).toContain('c1');
  });

  it('refuses every write for a read-only subject, but lists', async () => {
    const repos = createRepositories(db.storeFor({ uid: 'admin', admin: true }), adminViewOf('dana'));
    expect(await repos.trucks.listActive()).toHaveLength(2);
    await expect(repos.trucks.setArchived('t9', true)).rejects.toMatchObject({ code: 'read-only' });
    await expect(
      repos.companies.create({ name: 'X', mcNumber: '', dotNumber: '', phone: '', email: '' }),
    ).rejects.toMatchObject({ code: 'read-only' });
    await expect(repos.maintenance.setDone('m1', '2026-11-23')).rejects.toMatchObject({ code: 'read-only' });
  });
});

describe('maintenance repository', () => {
  let db: MemoryDatabase;
  const own = () =>
    createRepositories(db.storeFor({ uid: 'dana', admin: false }), ownBooks('dana')).maintenance;

  beforeEach(() => {
    db = new MemoryDatabase({ now: () => NOW });
    db.seed(MAINTENANCE_ITEMS, 'dana', 'm1', createMaintenanceItem({ dueOdometer: 250_000 }));
    db.seed(MAINTENANCE_ITEMS, 'dana', 'm2', createMaintenanceItem({ done: true, doneDate: '2026-11-02' }));
  });

  it('creates open items without absent fields', async () => {
    const id = await own().create({
      truckId: 't1',
      title: 'DOT inspection',
      dueDate: undefined,
      dueOdometer: 300_000,
      lastOdometer: undefined,
      notes: '',
    });
    const item = await own().get(id);
    expect(item).toMatchObject({ title: 'DOT inspection', dueOdometer: 300_000, done: false });
    expect(item).not.toHaveProperty('dueDate');
  });

  it('marks done on a day and opens again, removing the day', async () => {
    await own().setDone('m1', '2026-11-23');
    expect(await own().get('m1')).toMatchObject({ done: true, doneDate: '2026-11-23' });
    await own().setDone('m1', null);
    const item = await own().get('m1');
    expect(item?.done).toBe(false);
    expect(item).not.toHaveProperty('doneDate');
  });

  it('updates the fields, removing a cleared due odometer and keeping the done state', async () => {
    await own().update('m2', { truckId: 't2', title: 'Tires', dueDate: '2027-01-01', notes: 'Steers' });
    const item = await own().get('m2');
    expect(item).toMatchObject({ truckId: 't2', title: 'Tires', done: true, doneDate: '2026-11-02' });
    await own().update('m1', { truckId: 't1', title: 'Oil change', dueDate: '2026-12-01', notes: '' });
    expect(await own().get('m1')).not.toHaveProperty('dueOdometer');
  });

  it('lists the open items and deletes', async () => {
    expect((await own().listOpen()).map((i) => i.id)).toEqual(['m1']);
    await own().remove('m1');
    expect(await own().listOpen()).toEqual([]);
  });
});
