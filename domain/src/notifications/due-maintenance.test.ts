import { describe, expect, it } from 'vitest';
import { latestOdometers } from '../schemas/maintenance.js';
import { dueMaintenance } from './due-maintenance.js';

const TODAY = '2026-11-23';

const item = (id: string, due: { dueDate?: string; dueOdometer?: number }, truckId = 't1', done = false) => ({
  id,
  truckId,
  done,
  ...due,
});

describe('dueMaintenance (what the daily scan tells the owner about)', () => {
  it('by date: overdue once the date has passed, due soon within 14 days (the due day included)', () => {
    const items = [
      item('past', { dueDate: '2026-11-22' }),
      item('today', { dueDate: TODAY }),
      item('in14', { dueDate: '2026-12-07' }),
      item('in15', { dueDate: '2026-12-08' }),
      item('done', { dueDate: '2026-11-01' }, 't1', true),
    ];
    expect(dueMaintenance(items, TODAY, new Map()).map(({ item: { id }, status }) => [id, status])).toEqual([
      ['past', 'overdue'],
      ['today', 'due-soon'],
      ['in14', 'due-soon'],
    ]);
  });

  it("by odometer: only where the truck's reading is known; due soon within 500 miles, overdue once reached", () => {
    const items = [
      item('reached', { dueOdometer: 150_000 }),
      item('near', { dueOdometer: 150_400 }),
      item('far', { dueOdometer: 150_501 }),
      item('unknown', { dueOdometer: 10 }, 't2'),
    ];
    const odometers = latestOdometers([{ truckId: 't1', lastOdometer: 150_000 }]);
    expect(
      dueMaintenance(items, TODAY, odometers).map(({ item: { id }, status, odometer }) => [
        id,
        status,
        odometer,
      ]),
    ).toEqual([
      ['reached', 'overdue', 150_000],
      ['near', 'due-soon', 150_000],
    ]);
  });

  it('whichever comes first: an item due far off by date is overdue by odometer', () => {
    const items = [item('both', { dueDate: '2027-06-01', dueOdometer: 100_000 })];
    const alerts = dueMaintenance(items, TODAY, new Map([['t1', 100_200]]));
    expect(alerts.map((alert) => alert.status)).toEqual(['overdue']);
  });
});
