// GET /api/profit-loss and /api/entities through the Functions emulator, as the browser would call
// them: an ID token from the Auth emulator in the Authorization header, aggregates in the Node
// Firestore server (tier 1) written with the Admin SDK as the triggers would.
import { afterEach, describe, expect, it } from 'vitest';
import {
  MONTHLY_AGGREGATES,
  PROFIT_LOSS_MESSAGES,
  TRUCKS,
  computeMonthlyAggregate,
  monthKeyOf,
  todayIn,
} from '@haulbooks/domain';
import { createAdminStore } from '../../functions/src/data/admin-store';
import { db, functionUrl, signedUpClient, type Client } from './emulator-env';

const store = createAdminStore(db);
const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

async function get(name: string, query: string, token?: string) {
  const response = await fetch(`${functionUrl(name)}?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('profitLoss and entities (Auth + Functions emulators, Node Firestore server)', () => {
  it("answers the signed-in caller's month from the monthly aggregate, and their trucks", async () => {
    const client = await signedUpClient('pnl');
    clients.push(client);
    // No profile: the period is resolved in America/Chicago.
    const today = todayIn('America/Chicago');
    const month = monthKeyOf(today);
    await store.collection(MONTHLY_AGGREGATES, client.uid).set(
      month,
      computeMonthlyAggregate(month, [
        { kind: 'income', category: 'settlement', date: today, amountCents: 250_000, truckId: 't1' },
        { kind: 'expense', category: 'fuel', date: today, amountCents: 75_025, taxDeductible: true },
      ]),
    );
    await store.collection(TRUCKS, client.uid).set('t1', {
      unitNumber: '101',
      make: '',
      model: '',
      vin: '',
      licensePlate: '',
      archived: false,
    });
    const token = await client.auth.currentUser?.getIdToken();

    const pnl = await get('profitLoss', 'period=monthly', token);
    expect(pnl.status).toBe(200);
    expect(pnl.body).toMatchObject({
      period: 'monthly',
      entity: null,
      totalRevenue: 250_000,
      totalExpenses: 75_025,
      netProfit: 174_975,
      categories: { fuel: 75_025 },
    });
    expect(typeof (pnl.body as { lastUpdated: unknown }).lastUpdated).toBe('string');

    const truck = await get('profitLoss', 'period=monthly&entityType=truck&entityId=t1', token);
    expect(truck.body).toMatchObject({ entity: { name: '101' }, totalRevenue: 250_000, totalExpenses: 0 });

    const trucks = await get('entities', 'type=truck', token);
    expect(trucks).toEqual({ status: 200, body: [{ id: 't1', name: '101' }] });
  });

  it('refuses a caller without a valid ID token (401) and bad input (400 with the reason)', async () => {
    expect((await get('profitLoss', 'period=monthly')).status).toBe(401);
    expect((await get('profitLoss', 'period=monthly', 'not-a-token')).status).toBe(401);
    const client = await signedUpClient('pnl-bad');
    clients.push(client);
    const token = await client.auth.currentUser?.getIdToken();
    expect(await get('profitLoss', 'period=hourly', token)).toEqual({
      status: 400,
      body: { error: PROFIT_LOSS_MESSAGES.badPeriod('hourly') },
    });
    expect(await get('profitLoss', 'period=daily&clientUid=someone-else', token)).toEqual({
      status: 403,
      body: { error: PROFIT_LOSS_MESSAGES.notStaff },
    });
    expect((await get('entities', 'type=boat', token)).status).toBe(400);
  });
});
