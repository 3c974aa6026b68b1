import { describe, expect, it } from 'vitest';
import {
  COMPANIES,
  DAILY_AGGREGATES,
  MONTHLY_AGGREGATES,
  PROFIT_LOSS_MESSAGES,
  TRUCKS,
  USERS,
  computeDailyAggregate,
  computeMonthlyAggregate,
  type LedgerEntry,
} from '@haulbooks/domain';
import { MemoryDatabase, createUserProfile } from '@haulbooks/domain/testing';
import {
  handleEntities,
  handleProfitLoss,
  type ApiRequest,
  type Caller,
  type ReportApiPorts,
} from './handler.js';

const NOW = new Date('2026-11-23T15:00:00Z');
const UPDATED = new Date('2026-11-23T09:30:00Z');
const TOKENS: Record<string, Caller> = {
  'token-dana': { uid: 'dana', admin: false },
  'token-eve': { uid: 'eve', admin: false },
  'token-staff': { uid: 'staff', admin: true },
};

const load: LedgerEntry = {
  kind: 'income',
  category: 'settlement',
  date: '2026-11-23',
  amountCents: 250_000,
  truckId: 't1',
};
const fuel: LedgerEntry = {
  kind: 'expense',
  category: 'fuel',
  date: '2026-11-23',
  amountCents: 300_000,
  taxDeductible: true,
};

function setup() {
  const db = new MemoryDatabase({ now: () => NOW });
  db.seed(USERS, 'dana', 'dana', createUserProfile({ timeZone: 'America/Chicago' }));
  db.seed(DAILY_AGGREGATES, 'dana', '2026-11-23', {
    ...computeDailyAggregate('2026-11-23', [load, fuel]),
    updatedAt: UPDATED,
  });
  db.seed(MONTHLY_AGGREGATES, 'dana', '2026-11', {
    ...computeMonthlyAggregate('2026-11', [load, fuel]),
    updatedAt: UPDATED,
  });
  const base = { make: '', model: '', vin: '', licensePlate: '', createdAt: NOW, updatedAt: NOW };
  db.seed(TRUCKS, 'dana', 't1', { ...base, unitNumber: '101', archived: false });
  db.seed(COMPANIES, 'dana', 'c1', {
    name: 'Acme',
    mcNumber: '',
    dotNumber: '',
    phone: '',
    email: '',
    archived: false,
    createdAt: NOW,
    updatedAt: NOW,
  });
  const ports: ReportApiPorts = {
    verifyIdToken: async (token) => TOKENS[token] ?? null,
    store: db.privileged(),
    now: () => NOW,
  };
  return { db, ports };
}

function get(query: Record<string, unknown>, token: string | null = 'token-dana'): ApiRequest {
  return { method: 'GET', authorization: token ? `Bearer ${token}` : undefined, query };
}

describe('GET /api/profit-loss', () => {
  it("answers the signed-in caller's current month from aggregates, in cents, not cacheable", async () => {
    const { ports } = setup();
    const response = await handleProfitLoss(get({ period: 'monthly' }), ports);
    expect(response.status).toBe(200);
    expect(response.headers['Cache-Control']).toBe('private, no-store');
    expect(response.body).toEqual({
      period: 'monthly',
      range: { start: '2026-11-01', end: '2026-11-30' },
      timeZone: 'America/Chicago',
      entity: null,
      totalRevenue: 250_000,
      totalExpenses: 300_000,
      netProfit: -50_000,
      categories: { fuel: 300_000 },
      lastUpdated: UPDATED.toISOString(),
    });
  });

  it('answers one entity', async () => {
    const { ports } = setup();
    const response = await handleProfitLoss(
      get({ period: 'daily', entityType: 'truck', entityId: 't1' }),
      ports,
    );
    expect(response.body).toMatchObject({
      entity: { type: 'truck', id: 't1', name: '101' },
      totalRevenue: 250_000,
      totalExpenses: 0,
      netProfit: 250_000,
    });
  });

  it('refuses a missing, malformed or unknown token with 401 before reading anything', async () => {
    const { ports } = setup();
    for (const authorization of [undefined, 'token-dana', 'Bearer ', 'Bearer forged']) {
      const response = await handleProfitLoss(
        { method: 'GET', authorization, query: { period: 'monthly' } },
        ports,
      );
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: PROFIT_LOSS_MESSAGES.signedOut });
      expect(response.headers['WWW-Authenticate']).toBe('Bearer');
    }
  });

  it('answers 405 to anything but GET', async () => {
    const { ports } = setup();
    const response = await handleProfitLoss({ ...get({ period: 'monthly' }), method: 'POST' }, ports);
    expect(response.status).toBe(405);
    expect(response.headers['Allow']).toBe('GET');
  });

  it.each([
    [{}, PROFIT_LOSS_MESSAGES.badPeriod('')],
    [{ period: 'quarterly' }, PROFIT_LOSS_MESSAGES.badPeriod('quarterly')],
    [{ period: ['monthly', 'daily'] }, 'period must be given once, as text'],
    [{ period: 'monthly', entityType: 'boat', entityId: 'x' }, PROFIT_LOSS_MESSAGES.badEntityType('boat')],
    [{ period: 'monthly', entityId: 't1' }, PROFIT_LOSS_MESSAGES.entityTypeWithoutId],
    [{ period: 'monthly', entityType: 'truck' }, PROFIT_LOSS_MESSAGES.entityIdWithoutType],
    [{ period: 'monthly', entityType: 'truck', entityId: 'a/b' }, PROFIT_LOSS_MESSAGES.badEntityId],
    [
      { period: 'monthly', entityType: 'company', entityId: 'ghost' },
      PROFIT_LOSS_MESSAGES.unknownEntity('company', 'ghost'),
    ],
    [{ period: 'monthly', clientUid: 'a b' }, PROFIT_LOSS_MESSAGES.badClientUid],
  ])('answers 400 with the reason to %j', async (query, reason) => {
    const { ports } = setup();
    const response = await handleProfitLoss(get(query), ports);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: reason });
  });

  it("lets an administrator read a client's figures with clientUid, and nobody else", async () => {
    const { ports } = setup();
    const admin = await handleProfitLoss(get({ period: 'monthly', clientUid: 'dana' }, 'token-staff'), ports);
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ netProfit: -50_000 });
    const eve = await handleProfitLoss(get({ period: 'monthly', clientUid: 'dana' }, 'token-eve'), ports);
    expect(eve.status).toBe(403);
    expect(eve.body).toEqual({ error: PROFIT_LOSS_MESSAGES.notStaff });
    // Without clientUid everyone gets their own books: Eve's are empty.
    const own = await handleProfitLoss(get({ period: 'monthly' }, 'token-eve'), ports);
    expect(own.body).toMatchObject({ totalRevenue: 0, totalExpenses: 0, lastUpdated: null });
  });

  it('passes a failure of Firestore on (the function answers 500)', async () => {
    const { ports } = setup();
    const failure = new Error('unavailable');
    const broken: ReportApiPorts = {
      ...ports,
      store: {
        collection: () => {
          throw failure;
        },
      },
    };
    await expect(handleProfitLoss(get({ period: 'monthly' }), broken)).rejects.toBe(failure);
  });
});

describe('GET /api/entities', () => {
  it('lists the id and name of each entity of a type', async () => {
    const { ports } = setup();
    const trucks = await handleEntities(get({ type: 'truck' }), ports);
    expect(trucks).toMatchObject({ status: 200, body: [{ id: 't1', name: '101' }] });
    const companies = await handleEntities(get({ type: 'company' }, 'token-staff'), ports);
    expect(companies.body).toEqual([]); // the administrator's own books
    const client = await handleEntities(get({ type: 'company', clientUid: 'dana' }, 'token-staff'), ports);
    expect(client.body).toEqual([{ id: 'c1', name: 'Acme' }]);
  });

  it('refuses a bad type with 400 and a signed-out caller with 401', async () => {
    const { ports } = setup();
    const bad = await handleEntities(get({ type: 'trailer' }), ports);
    expect(bad).toMatchObject({ status: 400 });
    expect(bad.body).toEqual({
      error: 'type must be one of truck, company, owner_operator; got "trailer"',
    });
    expect((await handleEntities(get({ type: 'truck' }, null), ports)).status).toBe(401);
  });
});
