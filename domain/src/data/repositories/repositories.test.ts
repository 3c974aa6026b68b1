import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryDatabase } from '../memory-store.js';
import { createUserProfile } from '../factories.js';
import { USER_TAX, USERS, NOTIFICATION_PREFERENCES } from '../collections.js';
import { DEFAULT_NOTIFICATION_SWITCHES } from '../notification-preferences.js';
import { adminViewOf, ownBooks, READ_ONLY_MESSAGE } from '../subject.js';
import { createRepositories } from './index.js';

const NOW = new Date('2026-11-23T15:00:00Z');

function seedProfile(db: MemoryDatabase, uid: string) {
  db.seed(USERS, uid, uid, createUserProfile());
}

describe('profile repository', () => {
  let db: MemoryDatabase;
  beforeEach(() => {
    db = new MemoryDatabase({ now: () => NOW });
    seedProfile(db, 'dana');
  });

  it('saves the Settings fields, removes cleared ones and keeps the tax id in its private document', async () => {
    const repos = createRepositories(db.storeFor({ uid: 'dana', admin: false }), ownBooks('dana'));
    await repos.profile.saveSettings({
      name: 'Dana R. Reyes',
      companyName: '',
      phone: '(312) 555-0100',
      address: '1 Depot Rd, Joliet, IL',
      taxId: '12-3456789',
      timeZone: 'America/Denver',
    });
    const profile = await repos.profile.getProfile();
    expect(profile).toMatchObject({
      name: 'Dana R. Reyes',
      phone: '(312) 555-0100',
      timeZone: 'America/Denver',
    });
    expect(profile).not.toHaveProperty('companyName');
    expect(profile).not.toHaveProperty('taxId');
    expect(profile?.updatedAt).toEqual(NOW);
    expect(profile?.createdAt).toEqual(new Date('2026-11-01T00:00:00Z'));
    expect(await repos.profile.getTaxId()).toBe('12-3456789');
    const taxDoc = await db.privileged().collection(USER_TAX, 'dana').get('tax');
    expect(taxDoc?.taxId).toBe('12-3456789');
  });

  it('deletes the tax document when the tax id is cleared', async () => {
    const repos = createRepositories(db.storeFor({ uid: 'dana', admin: false }), ownBooks('dana'));
    const settings = {
      name: 'Dana',
      companyName: '',
      phone: '',
      address: '',
      timeZone: 'America/Chicago' as const,
    };
    await repos.profile.saveSettings({ ...settings, taxId: '123-45-6789' });
    await repos.profile.saveSettings({ ...settings, taxId: '' });
    expect(await db.privileged().collection(USER_TAX, 'dana').get('tax')).toBeNull();
  });

  it('lets an administrator read a client read-only and refuses every write before it is sent', async () => {
    const repos = createRepositories(db.storeFor({ uid: 'admin1', admin: true }), adminViewOf('dana'));
    expect((await repos.profile.getProfile())?.name).toBe('Dana Reyes');
    await expect(
      repos.profile.saveSettings({
        name: 'X',
        companyName: '',
        phone: '',
        address: '',
        taxId: '',
        timeZone: 'America/Chicago',
      }),
    ).rejects.toMatchObject({ code: 'read-only', message: READ_ONLY_MESSAGE });
    await expect(repos.notificationPreferences.save(DEFAULT_NOTIFICATION_SWITCHES)).rejects.toMatchObject({
      code: 'read-only',
    });
  });

  it('does not let another user read a profile', async () => {
    const repos = createRepositories(db.storeFor({ uid: 'mallory', admin: false }), ownBooks('dana'));
    await expect(repos.profile.getProfile()).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('does not let the owner change role, plan or subscription through the profile', async () => {
    const store = db.storeFor({ uid: 'dana', admin: false });
    await expect(store.collection(USERS, 'dana').update('dana', { role: 'admin' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      store.collection(USERS, 'dana').update('dana', { plan: 'fleet_manager' }),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('notification preferences repository', () => {
  it('gives the defaults until preferences are saved, then what was saved, live', async () => {
    const db = new MemoryDatabase({ now: () => NOW });
    const repos = createRepositories(db.storeFor({ uid: 'dana', admin: false }), ownBooks('dana'));
    expect(await repos.notificationPreferences.get()).toEqual(DEFAULT_NOTIFICATION_SWITCHES);
    const seen: boolean[] = [];
    const stop = repos.notificationPreferences.watch({
      next: (switches) => seen.push(switches.billingEmail),
      error: (error) => {
        throw error;
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await repos.notificationPreferences.save({ ...DEFAULT_NOTIFICATION_SWITCHES, billingEmail: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    expect(seen).toEqual([true, false]);
    const stored = await db.privileged().collection(NOTIFICATION_PREFERENCES, 'dana').get('notifications');
    expect(stored?.billingEmail).toBe(false);
    expect(stored?.updatedAt).toEqual(NOW);
  });
});
