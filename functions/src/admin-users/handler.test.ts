import { describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES, USER_ADMIN_MESSAGES, type NewUserProfile } from '@haulbooks/domain';
import {
  EmailTakenError,
  handleAdminCreateUser,
  handleAdminDeleteUsers,
  handleAdminSetUserSuspended,
  type AdminUsersPorts,
} from './handler.js';

const NOW = new Date('2026-11-23T15:00:00Z');

/** Auth and Firestore as maps: what the handlers did is read back from them. */
function fakePorts(options: { failProfile?: boolean } = {}) {
  const users = new Map<string, { email: string; disabled: boolean; claims: Record<string, unknown> }>();
  const profiles = new Map<string, Record<string, unknown>>();
  const taxIds = new Map<string, string>();
  const revoked: string[] = [];
  let next = 0;
  const ports: AdminUsersPorts = {
    async createAuthUser({ email }) {
      if ([...users.values()].some((u) => u.email === email)) throw new EmailTakenError(email);
      const uid = `u${(next += 1)}`;
      users.set(uid, { email, disabled: false, claims: {} });
      return uid;
    },
    async deleteAuthUser(uid) {
      users.delete(uid);
    },
    async getClaims(uid) {
      return users.get(uid)?.claims ?? null;
    },
    async setClaims(uid, claims) {
      const user = users.get(uid);
      if (user) user.claims = claims;
    },
    async setDisabled(uid, disabled) {
      const user = users.get(uid);
      if (user) user.disabled = disabled;
    },
    async revokeSessions(uid) {
      revoked.push(uid);
    },
    async createProfile(uid, profile: NewUserProfile, taxId) {
      if (options.failProfile) throw new Error('Firestore is unavailable');
      profiles.set(uid, { ...profile });
      if (taxId) taxIds.set(uid, taxId);
    },
    async markSuspended(uid, suspended) {
      const profile = profiles.get(uid);
      if (!profile) return false;
      profile.suspended = suspended;
      return true;
    },
    async deleteUserData(uid) {
      profiles.delete(uid);
      taxIds.delete(uid);
    },
    now: () => NOW,
  };
  return { ports, users, profiles, taxIds, revoked };
}

const admin = { uid: 'staff', token: { admin: true } };
const newClient = {
  email: 'Rita@Example.com',
  password: 'correct-horse-9',
  fullName: 'Rita Regional',
  role: 'owner_operator',
  accountType: 'test',
  companyName: 'Rita Hauling LLC',
  taxId: '12-3456789',
};

describe('adminCreateUser', () => {
  it('creates the Auth user, its role claim, a trial profile and the private tax id', async () => {
    const { ports, users, profiles, taxIds } = fakePorts();
    const { uid } = await handleAdminCreateUser(admin, newClient, ports);
    expect(users.get(uid)?.claims).toEqual({ role: 'owner_operator' });
    expect(profiles.get(uid)).toMatchObject({
      name: 'Rita Regional',
      email: 'rita@example.com',
      role: 'owner_operator',
      plan: 'owner_operator',
      subscriptionStatus: 'trialing',
      accountType: 'test',
      companyName: 'Rita Hauling LLC',
    });
    expect(taxIds.get(uid)).toBe('12-3456789');
  });

  it('refuses a taken e-mail, missing fields, an admin role and text that is not text', async () => {
    const { ports } = fakePorts();
    await handleAdminCreateUser(admin, newClient, ports);
    await expect(handleAdminCreateUser(admin, newClient, ports)).rejects.toMatchObject({
      code: 'already-exists',
      message: USER_ADMIN_MESSAGES.emailTaken,
    });
    await expect(handleAdminCreateUser(admin, { email: 'x@example.com' }, ports)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: ADMIN_USER_MESSAGES.requiredFields,
    });
    await expect(
      handleAdminCreateUser(admin, { ...newClient, email: 'y@example.com', role: 'admin' }, ports),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(handleAdminCreateUser(admin, { ...newClient, fullName: 42 }, ports)).rejects.toMatchObject({
      message: 'fullName must be text',
    });
    await expect(handleAdminCreateUser(admin, 'rita', ports)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('takes the Auth user back out when the profile cannot be written', async () => {
    const { ports, users } = fakePorts({ failProfile: true });
    await expect(handleAdminCreateUser(admin, newClient, ports)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(users.size).toBe(0);
  });

  it.each([
    [undefined, 'unauthenticated'],
    [{ uid: 'u', token: { role: 'fleet_manager' } }, 'permission-denied'],
  ])('is for administrators only (%#)', async (auth, code) => {
    const { ports, users } = fakePorts();
    await expect(handleAdminCreateUser(auth, newClient, ports)).rejects.toMatchObject({ code });
    expect(users.size).toBe(0);
  });
});

describe('adminSetUserSuspended and adminDeleteUsers', () => {
  async function withClient() {
    const context = fakePorts();
    const { uid } = await handleAdminCreateUser(admin, newClient, context.ports);
    return { ...context, uid };
  }

  it('suspends (sign-in off, sessions ended, profile flagged) and reactivates', async () => {
    const { ports, users, profiles, revoked, uid } = await withClient();
    expect(await handleAdminSetUserSuspended(admin, { uid, suspended: true }, ports)).toEqual({
      uid,
      suspended: true,
    });
    expect(users.get(uid)?.disabled).toBe(true);
    expect(revoked).toEqual([uid]);
    expect(profiles.get(uid)?.suspended).toBe(true);
    await handleAdminSetUserSuspended(admin, { uid, suspended: false }, ports);
    expect(users.get(uid)?.disabled).toBe(false);
    expect(profiles.get(uid)?.suspended).toBe(false);
  });

  it('never suspends or deletes the caller, another administrator or a user who does not exist', async () => {
    const { ports, users } = await withClient();
    users.set('staff', { email: 'staff@example.com', disabled: false, claims: { admin: true } });
    users.set('other-admin', { email: 'boss@example.com', disabled: false, claims: { admin: true } });
    await expect(
      handleAdminSetUserSuspended(admin, { uid: 'staff', suspended: true }, ports),
    ).rejects.toMatchObject({
      message: USER_ADMIN_MESSAGES.notYourself,
    });
    await expect(
      handleAdminSetUserSuspended(admin, { uid: 'other-admin', suspended: true }, ports),
    ).rejects.toMatchObject({ message: USER_ADMIN_MESSAGES.notAnAdmin });
    await expect(
      handleAdminSetUserSuspended(admin, { uid: 'ghost', suspended: true }, ports),
    ).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(
      handleAdminSetUserSuspended(admin, { uid: 'u1', suspended: 'yes' }, ports),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(users.get('other-admin')?.disabled).toBe(false);
  });

  it('deletes each chosen account with its data and reports the ones it would not delete', async () => {
    const { ports, users, profiles, taxIds, uid } = await withClient();
    users.set('other-admin', { email: 'boss@example.com', disabled: false, claims: { admin: true } });
    const result = await handleAdminDeleteUsers(admin, { uids: [uid, uid, 'other-admin'] }, ports);
    expect(result).toEqual({
      deleted: [uid],
      failed: [{ uid: 'other-admin', reason: USER_ADMIN_MESSAGES.notAnAdmin }],
    });
    expect(users.has(uid)).toBe(false);
    expect(profiles.has(uid)).toBe(false);
    expect(taxIds.has(uid)).toBe(false);
  });

  it.each([
    [{ uids: [] }, 'No users selected'],
    [{}, USER_ADMIN_MESSAGES.chooseUser],
    [{ uids: 'u1' }, USER_ADMIN_MESSAGES.badUid],
    [{ uids: ['../x'] }, USER_ADMIN_MESSAGES.badUid],
    [{ uids: Array.from({ length: 101 }, (_, i) => `u${i}`) }, USER_ADMIN_MESSAGES.tooMany],
  ])('refuses %j with its reason', async (data, message) => {
    const { ports } = fakePorts();
    await expect(handleAdminDeleteUsers(admin, data, ports)).rejects.toMatchObject({
      code: 'invalid-argument',
      message,
    });
  });
});
