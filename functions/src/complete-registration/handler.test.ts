import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/https';
import { AUTH_MESSAGES, type NewUserProfile } from '@haulbooks/domain';
import {
  REGISTRATION_MESSAGES,
  handleCompleteRegistration,
  type CallerAuth,
  type RegistrationPorts,
} from './handler.js';

const now = new Date('2026-03-01T10:00:00.000Z');
const caller: CallerAuth = { uid: 'uid-1', token: { email: 'dana@example.com' } };

function fakePorts(initial: { profile?: NewUserProfile; claims?: Record<string, unknown> } = {}) {
  const state = { profile: initial.profile, claims: { ...(initial.claims ?? {}) }, claimWrites: 0 };
  const ports: RegistrationPorts = {
    async createProfile(_uid, profile) {
      if (state.profile) return { created: false, existingRole: state.profile.role };
      state.profile = profile;
      return { created: true };
    },
    async getCustomClaims() {
      return { ...state.claims };
    },
    async setCustomClaims(_uid, claims) {
      state.claims = claims;
      state.claimWrites += 1;
    },
    now: () => now,
  };
  return { ports, state };
}

async function rejection(promise: Promise<unknown>): Promise<HttpsError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpsError) return error;
    throw error;
  }
  throw new Error('expected the call to be refused');
}

describe('handleCompleteRegistration', () => {
  it('writes the profile on the plan of the chosen role (times left to the server) and sets the role claim', async () => {
    const { ports, state } = fakePorts();
    await expect(
      handleCompleteRegistration(caller, { name: ' Olly Owner ', role: 'owner_operator' }, ports),
    ).resolves.toEqual({
      role: 'owner_operator',
    });
    expect(state.profile).toEqual({
      name: 'Olly Owner',
      email: 'dana@example.com',
      role: 'owner_operator',
      plan: 'owner_operator',
      subscriptionStatus: 'trialing',
      trialEndsAt: new Date('2026-03-15T10:00:00.000Z'),
      accountType: 'real',
    });
    expect(state.claims).toEqual({ role: 'owner_operator' });
  });

  it('refuses a signed-out caller before touching anything', async () => {
    const { ports, state } = fakePorts();
    const error = await rejection(
      handleCompleteRegistration(undefined, { name: 'A', role: 'company_driver' }, ports),
    );
    expect(error.code).toBe('unauthenticated');
    expect(error.message).toBe(REGISTRATION_MESSAGES.signedOut);
    expect(state.profile).toBeUndefined();
  });

  it.each(['accountant', 'admin', 'superuser'])('refuses the role %s with the role message', async (role) => {
    const { ports, state } = fakePorts();
    const error = await rejection(handleCompleteRegistration(caller, { name: 'Ann', role }, ports));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe(AUTH_MESSAGES.invalidRole);
    expect(state.profile).toBeUndefined();
    expect(state.claimWrites).toBe(0);
  });

  it.each([
    [{ role: 'company_driver' }, AUTH_MESSAGES.allFieldsRequired],
    [{ name: '   ', role: 'company_driver' }, AUTH_MESSAGES.allFieldsRequired],
    [{ name: 'x'.repeat(121), role: 'company_driver' }, 'Full name must be at most 120 characters'],
    [{ name: 'Ann' }, AUTH_MESSAGES.allFieldsRequired],
    [null, AUTH_MESSAGES.allFieldsRequired],
    [{ name: 42, role: 'company_driver' }, 'name must be a string'],
    [{ name: 'Ann', role: ['owner_operator'] }, 'role must be a string'],
  ])('refuses %j with "%s"', async (data, message) => {
    const { ports } = fakePorts();
    const error = await rejection(handleCompleteRegistration(caller, data, ports));
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe(message);
  });

  it('keeps claims granted earlier and succeeds again when retried with the same role', async () => {
    const { ports, state } = fakePorts({ claims: { beta: true } });
    await handleCompleteRegistration(caller, { name: 'Dana', role: 'fleet_manager' }, ports);
    await handleCompleteRegistration(caller, { name: 'Dana', role: 'fleet_manager' }, ports);
    expect(state.claims).toEqual({ beta: true, role: 'fleet_manager' });
    expect(state.profile?.role).toBe('fleet_manager');
  });

  it('refuses to change the role of a registered account (that would change its plan)', async () => {
    const { ports, state } = fakePorts();
    await handleCompleteRegistration(caller, { name: 'Dana', role: 'company_driver' }, ports);
    const error = await rejection(
      handleCompleteRegistration(caller, { name: 'Dana', role: 'fleet_manager' }, ports),
    );
    expect(error.code).toBe('already-exists');
    expect(error.message).toBe(REGISTRATION_MESSAGES.alreadyRegistered);
    expect(state.claims).toEqual({ role: 'company_driver' });
  });

  it('refuses an administrator or an account whose role was granted, without touching the profile', async () => {
    for (const claims of [{ admin: true }, { role: 'accountant' }]) {
      const { ports, state } = fakePorts({ claims });
      const error = await rejection(
        handleCompleteRegistration(caller, { name: 'Dana', role: 'company_driver' }, ports),
      );
      expect(error.code).toBe('already-exists');
      expect(state.profile).toBeUndefined();
      expect(state.claims).toEqual(claims);
    }
  });

  it('refuses an account without an e-mail address', async () => {
    const { ports } = fakePorts();
    const error = await rejection(
      handleCompleteRegistration({ uid: 'u', token: {} }, { name: 'A', role: 'company_driver' }, ports),
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe(REGISTRATION_MESSAGES.noEmail);
  });
});
