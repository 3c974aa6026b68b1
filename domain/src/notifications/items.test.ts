import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS, UPLOAD_STATUSES } from '../data/collections.js';
import { encodeDocument, matchesWhole } from '../data/mapping.js';
import {
  largeExpenseNotification,
  maintenanceNotification,
  notificationId,
  uploadNotification,
  type NotificationItem,
} from './items.js';

const codec = {
  isTimestamp: () => false,
  toDate: () => new Date(0),
  fromDate: (date: Date) => date,
  serverTimestamp: () => 'SERVER_TIME',
  deleteField: () => 'DELETE',
};

/** A notification's data is a valid new document under a valid id. */
function expectStorable(item: NotificationItem): void {
  expect(matchesWhole(NOTIFICATIONS.idPattern, item.id)).toBe(true);
  expect(() =>
    encodeDocument(NOTIFICATIONS.fields, item.data, `users/u/notifications/${item.id}`, codec),
  ).not.toThrow();
}

describe('notificationId', () => {
  it('joins its parts and keeps long ids within 128 characters, distinct', () => {
    expect(notificationId('upload', 'abc', 'processed')).toBe('upload-abc-processed');
    const a = notificationId('upload', 'x'.repeat(130), 'processed');
    const b = notificationId('upload', 'x'.repeat(130), 'error');
    expect(a).toHaveLength(128);
    expect(a).not.toBe(b);
    expect(matchesWhole(NOTIFICATIONS.idPattern, a)).toBe(true);
  });
});

describe('uploadNotification', () => {
  const upload = { fileName: 'week-46.pdf', errorMessage: undefined };

  it('tells about processed, needs review and failed; nothing about uploaded or processing', () => {
    const told = UPLOAD_STATUSES.map((status) => [
      status,
      uploadNotification('up1', { ...upload, status })?.id,
    ]);
    expect(told).toEqual([
      ['uploaded', undefined],
      ['processing', undefined],
      ['processed', 'upload-up1-processed'],
      ['needs_review', 'upload-up1-needs_review'],
      ['error', 'upload-up1-error'],
    ]);
  });

  it('names the file and links where to act', () => {
    const processed = uploadNotification('up1', { ...upload, status: 'processed' });
    expect(processed).toMatchObject({
      topic: 'settlementProcessed',
      data: {
        kind: 'settlement',
        title: 'Document processed',
        body: 'week-46.pdf was read and added to your books.',
        link: '/settlements',
        read: false,
      },
    });
    const failed = uploadNotification('up1', {
      ...upload,
      status: 'error',
      errorMessage: 'The file is not a readable PDF',
    });
    expect(failed?.data).toMatchObject({
      title: 'Document could not be read',
      body: 'week-46.pdf could not be read: The file is not a readable PDF Upload it again or enter it by hand.',
      link: '/settlements/upload',
    });
    expect(uploadNotification('up1', { ...upload, status: 'error' })?.data.body).toBe(
      'week-46.pdf could not be read. Upload it again or enter it by hand.',
    );
    for (const item of [processed, failed]) if (item) expectStorable(item);
  });

  it('clips a body past 1,000 characters', () => {
    const item = uploadNotification('up1', {
      fileName: 'a'.repeat(255),
      status: 'error',
      errorMessage: 'b'.repeat(500),
    });
    expect(item?.data.body.length).toBeLessThanOrEqual(1000);
    if (item) expectStorable(item);
  });
});

describe('maintenanceNotification', () => {
  const oil = { title: 'Oil change', dueDate: '2026-11-30', dueOdometer: 152_000 };

  it('names the service, the truck, what it is due at and the reading', () => {
    const item = maintenanceNotification('m1', oil, 'due-soon', { truckUnit: '204', odometer: 151_700 });
    expect(item).toMatchObject({
      id: 'maintenance-m1-due-soon-2026-11-30-152000',
      topic: 'maintenanceDue',
      data: {
        kind: 'maintenance',
        title: 'Maintenance due soon: Oil change',
        body: 'Truck 204 · due 11/30/2026 · due at 152,000 miles · odometer 151,700 miles',
        link: '/maintenance',
        read: false,
      },
    });
    expectStorable(item);
  });

  it('is a second notification once overdue, and again once rescheduled', () => {
    const soon = maintenanceNotification('m1', oil, 'due-soon');
    const overdue = maintenanceNotification('m1', oil, 'overdue');
    const moved = maintenanceNotification('m1', { ...oil, dueDate: '2026-12-15' }, 'overdue');
    expect(overdue.data.title).toBe('Maintenance overdue: Oil change');
    expect(new Set([soon.id, overdue.id, moved.id]).size).toBe(3);
    expect(maintenanceNotification('m1', { title: 'Tires' }, 'overdue').id).toBe(
      'maintenance-m1-overdue-nodate-nomiles',
    );
  });
});

describe('largeExpenseNotification', () => {
  it('names the amount, the category and the usual amount', () => {
    const item = largeExpenseNotification(
      'e1',
      {
        description: 'Transmission rebuild',
        amountCents: 480_000,
        category: 'maintenance_repairs',
        date: '2026-11-20',
      },
      30_000,
    );
    expect(item).toMatchObject({
      id: 'expense-large-e1',
      topic: 'largeExpense',
      data: {
        kind: 'expense',
        title: 'Unusually large expense: Maintenance $4,800.00',
        body: 'Transmission rebuild on 11/20/2026 is more than 3 times your usual Maintenance expense ($300.00). Check that the amount is right.',
        link: '/expenses',
        read: false,
      },
    });
    expectStorable(item);
  });
});
