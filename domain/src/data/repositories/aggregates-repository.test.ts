import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { computeDailyAggregate, computeMonthlyAggregate } from '../../aggregates/aggregate.js';
import { INCOME_CATEGORY, type LedgerEntry } from '../../pnl/ledger.js';
import { CSV_FORMULA_START, profitLossStatementCsv, UTF8_BOM } from '../../reports/profit-loss.js';
import { COMPANIES, DAILY_AGGREGATES, DRIVERS, MONTHLY_AGGREGATES, TRUCKS, USERS } from '../collections.js';
import { createUserProfile } from '../factories.js';
import { MemoryDatabase } from '../memory-store.js';
import type { DataStore } from '../store.js';
import { adminViewOf, ownBooks } from '../subject.js';
import { aggregatesRepository } from './aggregates-repository.js';

const NOW = new Date('2026-11-23T15:00:00Z'); // a Monday in Chicago; the week is Nov 22–28
const T1 = new Date('2026-11-20T10:00:00Z');
const T2 = new Date('2026-11-23T09:30:00Z');

const load: LedgerEntry = {
  kind: 'income',
  category: INCOME_CATEGORY,
  date: '2026-11-23',
  amountCents: 250_000,
  miles: 1_000,
  truckId: 't1',
};
const fuel: LedgerEntry = {
  kind: 'expense',
  date: '2026-11-23',
  amountCents: 60_000,
  category: 'fuel',
  taxDeductible: true,
  truckId: 't1',
};
const tires: LedgerEntry = {
  kind: 'expense',
  date: '2026-11-20',
  amountCents: 90_000,
  category: 'tires',
  taxDeductible: true,
};

/** A counting store: how many documents a view asks for. */
function counting(store: DataStore) {
  const reads = { count: 0 };
  const wrapped: DataStore = {
    collection(spec, uid) {
      const inner = store.collection(spec, uid);
      return {
        ...inner,
        path: inner.path,
        get: (id) => {
          reads.count += 1;
          return inner.get(id);
        },
      };
    },
  };
  return { store: wrapped, reads };
}

function seeded() {
  const db = new MemoryDatabase({ now: () => NOW });
  db.seed(USERS, 'dana', 'dana', createUserProfile({ timeZone: 'America/Chicago' }));
  db.seed(DAILY_AGGREGATES, 'dana', '2026-11-23', {
    ...computeDailyAggregate('2026-11-23', [load, fuel]),
    updatedAt: T2,
  });
  db.seed(DAILY_AGGREGATES, 'dana', '2026-11-20', {
    ...computeDailyAggregate('2026-11-20', [tires]),
    updatedAt: T1,
  });
  db.seed(MONTHLY_AGGREGATES, 'dana', '2026-11', {
    ...computeMonthlyAggregate('2026-11', [load, fuel, tires]),
    updatedAt: T2,
  });
  db.seed(TRUCKS, 'dana', 't1', {
    unitNumber: '101',
    make: 'Peterbilt',
    model: '579',
    vin: '',
    licensePlate: '',
    archived: false,
    createdAt: T1,
    updatedAt: T1,
  });
  db.seed(TRUCKS, 'dana', 't2', {
    unitNumber: '99',
    make: '',
    model: '',
    vin: '',
    licensePlate: '',
    archived: false,
    createdAt: T1,
    updatedAt: T1,
  });
  db.seed(TRUCKS, 'dana', 'old', {
    unitNumber: '7',
    make: '',
    model: '',
    vin: '',
    licensePlate: '',
    archived: true,
    createdAt: T1,
    updatedAt: T1,
  });
  db.seed(COMPANIES, 'dana', 'c1', {
    name: 'Acme Freight',
    mcNumber: '',
    dotNumber: '',
    phone: '',
    email: '',
    archived: false,
    createdAt: T1,
    updatedAt: T1,
  });
  const driver = { email: '', phone: '', licenseNumber: '', archived: false, createdAt: T1, updatedAt: T1 };
  db.seed(DRIVERS, 'dana', 'd1', { ...driver, name: 'Olga Owner', kind: 'owner_operator' });
  db.seed(DRIVERS, 'dana', 'd2', { ...driver, name: 'Carl Company', kind: 'company_driver' });
  return db;
}

const owner = (db: MemoryDatabase) =>
  aggregatesRepository(db.storeFor({ uid: 'dana', admin: false }), ownBooks('dana'));

describe('aggregatesRepository.profitLoss', () => {
  it("answers the current month from the month's one document, with the newest updatedAt", async () => {
    const db = seeded();
    const { store, reads } = counting(db.storeFor({ uid: 'dana', admin: false }));
    const statement = await aggregatesRepository(store, ownBooks('dana')).profitLoss({
      period: 'monthly',
      now: NOW,
    });
    expect(statement).toEqual({
      period: 'monthly',
      range: { start: '2026-11-01', end: '2026-11-30' },
      timeZone: 'America/Chicago',
      entity: null,
      totalRevenue: 250_000,
      totalExpenses: 150_000,
      netProfit: 100_000,
      categories: { fuel: 60_000, tires: 90_000 },
      lastUpdated: T2.toISOString(),
    });
    expect(reads.count).toBe(2); // the profile's time zone and the month
  });

  it('reads the week from daily documents and a day from one', async () => {
    const repo = owner(seeded());
    const week = await repo.profitLoss({ period: 'weekly', now: NOW, timeZone: 'America/Chicago' });
    expect(week.range).toEqual({ start: '2026-11-22', end: '2026-11-28' });
    expect(week.totalExpenses).toBe(60_000);
    const day = await repo.profitLoss({ period: 'daily', now: NOW, timeZone: 'America/Chicago' });
    expect(day.netProfit).toBe(190_000);
  });

  it('gives an empty period zeros and no lastUpdated, and keeps the reads flat for a year', async () => {
    const db = new MemoryDatabase({ now: () => NOW });
    const { store, reads } = counting(db.storeFor({ uid: 'dana', admin: false }));
    const statement = await aggregatesRepository(store, ownBooks('dana')).profitLoss({
      period: 'yearly',
      now: NOW,
      timeZone: 'America/Chicago',
    });
    expect(statement).toMatchObject({ totalRevenue: 0, totalExpenses: 0, netProfit: 0, lastUpdated: null });
    expect(statement.categories).toEqual({});
    expect(reads.count).toBe(12);
  });

  it("resolves the period in the profile's time zone", async () => {
    const db = seeded();
    db.seed(USERS, 'dana', 'dana', createUserProfile({ timeZone: 'Pacific/Honolulu' }));
    // 2026-11-23 05:00 UTC is still the 22nd in Honolulu.
    const day = await owner(db).profitLoss({ period: 'daily', now: new Date('2026-11-23T05:00:00Z') });
    expect(day.range.start).toBe('2026-11-22');
  });

  it("gives one entity's figures with its name, and refuses an entity the subject does not have", async () => {
    const repo = owner(seeded());
    const truck = await repo.profitLoss({ period: 'monthly', now: NOW, entity: { type: 'truck', id: 't1' } });
    expect(truck).toMatchObject({
      entity: { type: 'truck', id: 't1', name: '101' },
      totalRevenue: 250_000,
      totalExpenses: 60_000,
      netProfit: 190_000,
      categories: {},
    });
    await expect(
      repo.profitLoss({ period: 'monthly', now: NOW, entity: { type: 'company', id: 'nope' } }),
    ).rejects.toMatchObject({ code: 'not-found' });
  });

  it('lets an administrator read a client, and refuses another signed-in user', async () => {
    const db = seeded();
    const admin = aggregatesRepository(db.storeFor({ uid: 'staff', admin: true }), adminViewOf('dana'));
    await expect(admin.profitLoss({ period: 'monthly', now: NOW })).resolves.toMatchObject({
      netProfit: 100_000,
    });
    const stranger = aggregatesRepository(db.storeFor({ uid: 'eve', admin: false }), ownBooks('dana'));
    await expect(stranger.profitLoss({ period: 'monthly', now: NOW })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('aggregatesRepository.periodReport', () => {
  it("reads this month's figures and names the entities they touch, archived ones included", async () => {
    const db = seeded();
    db.seed(DAILY_AGGREGATES, 'dana', '2026-11-02', {
      ...computeDailyAggregate('2026-11-02', [{ ...fuel, date: '2026-11-02', truckId: 'old' }]),
      updatedAt: T1,
    });
    db.seed(MONTHLY_AGGREGATES, 'dana', '2026-11', {
      ...computeMonthlyAggregate('2026-11', [
        load,
        fuel,
        tires,
        { ...fuel, date: '2026-11-02', truckId: 'old' },
      ]),
      updatedAt: T2,
    });
    const report = await owner(db).periodReport({ period: 'this-month', now: NOW });
    expect(report.range).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(report.timeZone).toBe('America/Chicago');
    expect(report.totals).toMatchObject({ revenueCents: 250_000, expensesCents: 210_000, miles: 1_000 });
    expect(report.entityNames).toEqual(
      new Map([
        ['truck:old', '7'],
        ['truck:t1', '101'],
      ]),
    );
    expect(report.lastUpdated).toEqual(T2);
  });

  it('takes a custom range, and refuses a missing, reversed or over-long one with the screen message', async () => {
    const repo = owner(seeded());
    const custom = await repo.periodReport({
      period: 'custom',
      custom: { start: '2026-11-20', end: '2026-11-22' },
      now: NOW,
    });
    expect(custom.totals.expensesCents).toBe(90_000);
    await expect(repo.periodReport({ period: 'custom', now: NOW })).rejects.toThrow(
      'Choose a start date and an end date',
    );
    await expect(
      repo.periodReport({ period: 'custom', custom: { start: '2026-11-22', end: '2026-11-20' }, now: NOW }),
    ).rejects.toThrow('The start date must be on or before the end date');
    await expect(
      repo.periodReport({ period: 'custom', custom: { start: '2016-01-01', end: '2026-11-20' }, now: NOW }),
    ).rejects.toThrow('Choose a range of at most 5 years');
  });

  it('keeps the reads flat: a year of an empty account is 12 monthly documents and the profile', async () => {
    const db = new MemoryDatabase({ now: () => NOW });
    const { store, reads } = counting(db.storeFor({ uid: 'dana', admin: false }));
    const report = await aggregatesRepository(store, ownBooks('dana')).periodReport({
      period: 'this-year',
      now: NOW,
    });
    expect(report.totals.revenueCents).toBe(0);
    expect(reads.count).toBe(13);
  });
});

describe('aggregatesRepository.monthlySeries', () => {
  it('gives each month of the range, clipped to it, oldest first', async () => {
    const repo = owner(seeded());
    const series = await repo.monthlySeries({ start: '2026-10-15', end: '2026-11-21' });
    expect(series.map((m) => m.month)).toEqual(['2026-10', '2026-11']);
    expect(series[0]?.totals.expensesCents).toBe(0);
    // November up to the 21st holds the tires (the 20th), not the load and fuel of the 23rd.
    expect(series[1]?.totals).toMatchObject({ revenueCents: 0, expensesCents: 90_000 });
    const whole = await repo.monthlySeries({ start: '2026-11-01', end: '2026-11-30' });
    expect(whole[0]?.totals).toMatchObject({ revenueCents: 250_000, expensesCents: 150_000, miles: 1_000 });
  });
});

describe('aggregatesRepository.monthlyReport', () => {
  it('reads each month once and adds them up to the period, with the entities named', async () => {
    const db = seeded();
    const { store, reads } = counting(db.storeFor({ uid: 'dana', admin: false }));
    const repo = aggregatesRepository(store, ownBooks('dana'));
    const report = await repo.monthlyReport({ period: 'this-year', now: NOW, timeZone: 'America/Chicago' });
    expect(report.months.map((m) => m.month)).toHaveLength(12);
    expect(report.totals).toEqual((await owner(db).periodReport({ period: 'this-year', now: NOW })).totals);
    expect(report.entityNames.get('truck:t1')).toBe('101');
    // 12 monthly documents and one name; the year is not read a second time as a whole.
    expect(reads.count).toBe(13);
  });
});

describe('aggregatesRepository.listEntities', () => {
  it('lists live trucks by unit number, companies by name and owner-operators only', async () => {
    const repo = owner(seeded());
    expect(await repo.listEntities('truck')).toEqual([
      { id: 't2', name: '99' },
      { id: 't1', name: '101' },
    ]);
    expect(await repo.listEntities('company')).toEqual([{ id: 'c1', name: 'Acme Freight' }]);
    expect(await repo.listEntities('owner_operator')).toEqual([{ id: 'd1', name: 'Olga Owner' }]);
  });
});

describe('profitLossStatementCsv', () => {
  it('opens in Excel: BOM, CRLF, negative amounts kept as numbers', async () => {
    const statement = await owner(seeded()).profitLoss({ period: 'monthly', now: NOW });
    const csv = profitLossStatementCsv({
      ...statement,
      totalRevenue: 10_000,
      netProfit: -140_000,
      entity: { type: 'company', id: 'c1', name: '=HYPERLINK("x")' },
    });
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv).toContain('\r\n');
    expect(csv.replace(/\r\n/g, '')).not.toContain('\n');
    const rows = Papa.parse<string[]>(csv.slice(1).trim()).data;
    expect(rows).toEqual([
      ['Line', 'Detail', 'Amount'],
      ['Period', 'Monthly: 11/1/2026 – 11/30/2026', ''],
      ['Entity', 'Companies: =HYPERLINK("x")', ''],
      ['Last updated', T2.toISOString(), ''],
      ['Total Revenue', '', '100.00'],
      ['Total Expenses', '', '1500.00'],
      ['Net Profit', '', '-1400.00'],
      ['Category', 'Maintenance', '900.00'],
      ['Category', 'Fuel', '600.00'],
    ]);
  });
});

describe('CSV_FORMULA_START', () => {
  it('escapes what a spreadsheet would run, not a plain negative amount', () => {
    for (const cell of ['=1+2', '+1', '-x', '@SUM(A1)', '\t=1', '\r=1', '-1+2'])
      expect(CSV_FORMULA_START.test(cell)).toBe(true);
    for (const cell of ['-12.50', '-1400.00', '12.50', 'Fuel', 'Monthly: 11/1/2026 – 11/30/2026'])
      expect(CSV_FORMULA_START.test(cell)).toBe(false);
  });
});
