import { describe, expect, it } from 'vitest';
import { validateInOrder } from './validate.js';
import {
  MAINTENANCE_MESSAGES,
  latestOdometers,
  maintenanceFormSchema,
  maintenanceInputFromForm,
  maintenanceStatus,
  sortMaintenanceByDue,
} from './maintenance.js';

const TODAY = '2026-11-23';

describe('maintenanceStatus', () => {
  it('is done once done, whatever is due', () => {
    expect(maintenanceStatus({ done: true, dueDate: '2020-01-01' }, TODAY)).toBe('done');
  });

  it('is overdue the day after the due date, due soon up to 14 days before, scheduled further out', () => {
    expect(maintenanceStatus({ done: false, dueDate: '2026-11-22' }, TODAY)).toBe('overdue');
    expect(maintenanceStatus({ done: false, dueDate: TODAY }, TODAY)).toBe('due-soon');
    expect(maintenanceStatus({ done: false, dueDate: '2026-12-07' }, TODAY)).toBe('due-soon');
    expect(maintenanceStatus({ done: false, dueDate: '2026-12-08' }, TODAY)).toBe('scheduled');
  });

  it('by odometer: overdue at the reading, due soon within 500 miles, unknown reading is scheduled', () => {
    const item = { done: false, dueOdometer: 250_000 };
    expect(maintenanceStatus(item, TODAY, 250_000)).toBe('overdue');
    expect(maintenanceStatus(item, TODAY, 249_500)).toBe('due-soon');
    expect(maintenanceStatus(item, TODAY, 249_499)).toBe('scheduled');
    expect(maintenanceStatus(item, TODAY)).toBe('scheduled');
  });

  it('whichever limit comes first counts', () => {
    const item = { done: false, dueDate: '2027-06-01', dueOdometer: 250_000 };
    expect(maintenanceStatus(item, TODAY, 251_000)).toBe('overdue');
    expect(maintenanceStatus({ ...item, dueDate: '2026-11-01' }, TODAY, 10)).toBe('overdue');
    expect(maintenanceStatus({ ...item, dueDate: '2026-11-30' }, TODAY, 10)).toBe('due-soon');
  });
});

describe('the maintenance list order', () => {
  it('puts overdue first, then due soon, scheduled (by date, then odometer) and done last', () => {
    const items = [
      { id: 'done', truckId: 't1', title: 'Tires', done: true, doneDate: '2026-11-01' },
      { id: 'later', truckId: 't1', title: 'DOT inspection', done: false, dueDate: '2027-03-01' },
      { id: 'miles', truckId: 't2', title: 'Oil', done: false, dueOdometer: 300_000 },
      { id: 'soon', truckId: 't1', title: 'Brakes', done: false, dueDate: '2026-11-30' },
      { id: 'odo-over', truckId: 't2', title: 'Filters', done: false, dueOdometer: 200_000 },
      { id: 'late', truckId: 't1', title: 'Grease', done: false, dueDate: '2026-11-01' },
    ];
    const odometers = new Map([['t2', 210_000]]);
    expect(sortMaintenanceByDue(items, TODAY, odometers).map((i) => i.id)).toEqual([
      'late',
      'odo-over',
      'soon',
      'later',
      'miles',
      'done',
    ]);
  });

  it("takes a truck's odometer from the highest reading recorded on its items", () => {
    const odometers = latestOdometers([
      { truckId: 't1', lastOdometer: 100 },
      { truckId: 't1', lastOdometer: 300 },
      { truckId: 't1' },
      { truckId: 't2', lastOdometer: 5 },
    ]);
    expect([...odometers]).toEqual([
      ['t1', 300],
      ['t2', 5],
    ]);
  });
});

describe('the Schedule Maintenance form', () => {
  const valid = { truckId: 't1', title: 'Oil change', dueDate: '2026-12-01' };

  it('checks truck, service, due date, due odometer in that order', () => {
    expect(validateInOrder(maintenanceFormSchema, { title: '' })).toMatchObject({
      firstError: MAINTENANCE_MESSAGES.truckRequired,
    });
    expect(validateInOrder(maintenanceFormSchema, { truckId: 't1', title: ' ' })).toMatchObject({
      firstError: MAINTENANCE_MESSAGES.titleRequired,
    });
    expect(validateInOrder(maintenanceFormSchema, { ...valid, title: 'x'.repeat(81) })).toMatchObject({
      firstError: MAINTENANCE_MESSAGES.titleTooLong,
    });
    expect(validateInOrder(maintenanceFormSchema, { ...valid, dueDate: '2026-02-30' })).toMatchObject({
      firstError: MAINTENANCE_MESSAGES.dueDateInvalid,
    });
    expect(validateInOrder(maintenanceFormSchema, { ...valid, dueOdometer: '12.5' })).toMatchObject({
      firstError: MAINTENANCE_MESSAGES.dueOdometerInvalid,
    });
  });

  it('needs a due date or a due odometer', () => {
    expect(validateInOrder(maintenanceFormSchema, { ...valid, dueDate: '' })).toMatchObject({
      firstError: MAINTENANCE_MESSAGES.dueRequired,
    });
    const byMiles = validateInOrder(maintenanceFormSchema, { ...valid, dueDate: '', dueOdometer: '250,000' });
    expect(byMiles).toMatchObject({ ok: true, value: { dueOdometer: '250000' } });
  });

  it('stores blanks as absent fields and readings as numbers', () => {
    const result = validateInOrder(maintenanceFormSchema, { ...valid, lastOdometer: '240500' });
    if (!result.ok) throw new Error(result.firstError);
    expect(maintenanceInputFromForm(result.value)).toEqual({
      truckId: 't1',
      title: 'Oil change',
      dueDate: '2026-12-01',
      dueOdometer: undefined,
      lastOdometer: 240_500,
      notes: '',
    });
  });
});
