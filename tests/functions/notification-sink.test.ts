// The deployed notification sink through the Admin SDK on a real Firestore (tier 1: the Node
// server; tier 2: the emulator): create() writes the bell's document once, and the same
// notification again is told apart (ALREADY_EXISTS) instead of failing or writing twice; the
// preferences are read from the stored document. The triggers around it are thin wrappers.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SWITCHES,
  NOTIFICATIONS,
  NOTIFICATION_PREFERENCES,
  uploadNotification,
  type NotificationItem,
} from '@haulbooks/domain';
import { createAdminStore } from '../../functions/src/data/admin-store';
import { deliverNotification } from '../../functions/src/notifications/deliver';
import { adminNotificationSink } from '../../functions/src/notifications/sinks';
import { db } from './emulator-env';

const store = createAdminStore(db);
const uid = `sink-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

function processed(id: string): NotificationItem {
  const item = uploadNotification(id, { fileName: 'week-46.pdf', status: 'processed' });
  if (!item) throw new Error('processed uploads are told about');
  return item;
}

describe('the notification sink on Firestore', () => {
  it('creates the document once; the same notification again reports that it exists', async () => {
    const sink = adminNotificationSink(db);
    const item = processed('up1');
    expect(await sink.create(uid, item)).toBe(true);
    expect(await sink.create(uid, item)).toBe(false);
    const stored = await store.collection(NOTIFICATIONS, uid).get(item.id);
    expect(stored).toMatchObject({ ...item.data, id: 'upload-up1-processed' });
    expect(stored?.createdAt).toBeInstanceOf(Date);
    expect(await store.collection(NOTIFICATIONS, uid).count({})).toBe(1);
  });

  it('delivers as the stored preferences say: in the app switched off writes nothing', async () => {
    await store.collection(NOTIFICATION_PREFERENCES, uid).set('notifications', {
      ...DEFAULT_NOTIFICATION_SWITCHES,
      settlementProcessedInApp: false,
    });
    const delivery = await deliverNotification(store, adminNotificationSink(db), uid, processed('up2'));
    expect(delivery).toEqual({ id: 'upload-up2-processed', inApp: 'off', email: 'recorded' });
    expect(await store.collection(NOTIFICATIONS, uid).get('upload-up2-processed')).toBeNull();
  });
});
