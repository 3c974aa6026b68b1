// The recurring-expenses step through the Admin SDK on a real Firestore (tier 1: the Node server;
// tier 2: the emulator): the occurrence is written under its deterministic id, the flag moves onto
// it, and a second run writes nothing. The daily schedule itself is a plain onSchedule wrapper.
import { describe, expect, it } from 'vitest';
import { EXPENSES, type WriteFor } from '@haulbooks/domain';
import { createAdminStore } from '../../functions/src/data/admin-store';
import { advanceSeries } from '../../functions/src/recurring-expenses/handler';
import { db } from './emulator-env';

const store = createAdminStore(db);
const uid = `recurring-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

const rent: WriteFor<typeof EXPENSES> = {
  description: 'Parking lot, monthly',
  amountCents: 15_000,
  category: 'parking',
  paymentMethod: 'bank_transfer',
  date: '2027-01-31',
  notes: 'Yard #4',
  taxDeductible: true,
  recurring: true,
  truckId: 'truck-7',
};

describe('recurring expenses on Firestore', () => {
  it('writes next month’s copy once, clamped to the month end, and moves the flag onto it', async () => {
    const expenses = store.collection(EXPENSES, uid);
    await expenses.set('rent', rent);
    const source = await expenses.get('rent');
    if (!source) throw new Error('seed failed');

    expect(await advanceSeries(store, uid, source, '2027-02-28')).toBe(1);
    const copy = await expenses.get('rent_2027-02-28');
    expect(copy).toMatchObject({ ...rent, date: '2027-02-28', recurring: true });
    expect((await expenses.get('rent'))?.recurring).toBe(false);

    // The same run again (a retry) finds the copy and writes nothing.
    expect(await advanceSeries(store, uid, source, '2027-02-28')).toBe(0);
    expect(await store.collection(EXPENSES, uid).count({})).toBe(2);
  });
});
