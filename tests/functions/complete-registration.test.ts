// completeRegistration through the Functions emulator, called the way the web app calls it:
// the Firebase client SDK signed in against the Auth emulator. The profile lands in the Node
// Firestore server (tier 1); the claim in the Auth emulator.
import { FunctionsError } from 'firebase/functions';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, CALLABLES, TRIAL_DAYS, USERS } from '@haulbooks/domain';
import { createAdminStore } from '../../functions/src/data/admin-store';
import { adminAuth, db, newClient, signedUpClient, type Client } from './emulator-env';

const store = createAdminStore(db);
/** The stored profile, read through its schema (a document that breaks it fails the test). */
const profileOf = (uid: string) => store.collection(USERS, uid).get(uid);
const { name: completeRegistration } = CALLABLES.completeRegistration;

const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

async function signUp(label: string) {
  const client = await signedUpClient(label);
  clients.push(client);
  return client;
}

async function refusal(promise: Promise<unknown>): Promise<FunctionsError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FunctionsError) return error;
    throw error;
  }
  throw new Error('expected completeRegistration to refuse the call');
}

/**
 * The server's message. The Firebase JS SDK (12.x) appends the HTTP status, e.g. "… [400]", to
 * FunctionsError.message; the function itself sends the bare text.
 */
function serverMessage(error: FunctionsError): string {
  return error.message.replace(/ \[\d{3}\]$/, '');
}

async function roleClaim(client: Client): Promise<unknown> {
  const user = client.auth.currentUser;
  if (!user) throw new Error('client is signed out');
  return (await user.getIdTokenResult(true)).claims.role;
}

describe('completeRegistration (Auth + Functions emulators)', () => {
  it('writes the profile on the role plan, on trial, and sets the role claim the client sees after a refresh', async () => {
    const client = await signUp('owner');
    const result = await client.call(completeRegistration, {
      name: '  Olly Owner ',
      role: 'owner_operator',
    });
    expect(result).toEqual({ role: 'owner_operator' });

    expect(await roleClaim(client)).toBe('owner_operator');
    expect((await adminAuth.getUser(client.uid)).customClaims).toEqual({ role: 'owner_operator' });

    const profile = await profileOf(client.uid);
    expect(profile).toMatchObject({
      name: 'Olly Owner',
      email: client.email,
      role: 'owner_operator',
      plan: 'owner_operator',
      subscriptionStatus: 'trialing',
      accountType: 'real',
    });
    // createdAt and updatedAt are the server's time of the write; the trial is counted from the
    // function's clock a moment earlier.
    const createdAt = profile?.createdAt.getTime() ?? 0;
    expect(profile?.updatedAt.getTime()).toBe(createdAt);
    expect(Math.abs(createdAt - Date.now())).toBeLessThan(60_000);
    const trialMs = (profile?.trialEndsAt.getTime() ?? 0) - createdAt;
    expect(Math.abs(trialMs - TRIAL_DAYS * 24 * 60 * 60 * 1000)).toBeLessThan(5_000);
  });

  it.each([
    ['company_driver', 'driver'],
    ['fleet_manager', 'fleet_manager'],
  ])('puts a %s on the %s plan', async (role, plan) => {
    const client = await signUp(role);
    await client.call(completeRegistration, { name: 'Pat', role });
    expect((await profileOf(client.uid))?.plan).toBe(plan);
    expect(await roleClaim(client)).toBe(role);
  });

  it.each(['accountant', 'admin'])(
    'refuses a client choosing %s, with the role message, and writes nothing',
    async (role) => {
      const client = await signUp(`wants-${role}`);
      const error = await refusal(client.call(completeRegistration, { name: 'Mallory', role }));
      expect(error.code).toBe('functions/invalid-argument');
      expect(serverMessage(error)).toBe(AUTH_MESSAGES.invalidRole);
      expect(await profileOf(client.uid)).toBeNull();
      expect((await adminAuth.getUser(client.uid)).customClaims ?? {}).toEqual({});
      expect(await roleClaim(client)).toBeUndefined();
    },
  );

  it.each([
    [{ role: 'company_driver' }, AUTH_MESSAGES.allFieldsRequired],
    [{ name: '   ', role: 'company_driver' }, AUTH_MESSAGES.allFieldsRequired],
    [{ name: 42, role: 'company_driver' }, 'name must be a string'],
    [{ name: 'N'.repeat(121), role: 'company_driver' }, 'Full name must be at most 120 characters'],
  ])('refuses a bad or missing name (%j)', async (data, message) => {
    const client = await signUp('bad-name');
    const error = await refusal(client.call(completeRegistration, data));
    expect(error.code).toBe('functions/invalid-argument');
    expect(serverMessage(error)).toBe(message);
    expect(await profileOf(client.uid)).toBeNull();
  });

  it('refuses a caller who is not signed in', async () => {
    const client = newClient();
    clients.push(client);
    const error = await refusal(
      client.call(completeRegistration, { name: 'Nobody', role: 'company_driver' }),
    );
    expect(error.code).toBe('functions/unauthenticated');
    expect(serverMessage(error)).toBe('You must be signed in to complete registration.');
  });

  it('answers a retry with the same role again, but refuses switching to another role', async () => {
    const client = await signUp('retry');
    await client.call(completeRegistration, { name: 'Rita', role: 'company_driver' });
    await expect(
      client.call(completeRegistration, { name: 'Rita', role: 'company_driver' }),
    ).resolves.toEqual({
      role: 'company_driver',
    });
    const error = await refusal(client.call(completeRegistration, { name: 'Rita', role: 'fleet_manager' }));
    expect(error.code).toBe('functions/already-exists');
    expect(serverMessage(error)).toBe('Registration is already complete for this account.');
    expect((await profileOf(client.uid))?.role).toBe('company_driver');
    expect(await roleClaim(client)).toBe('company_driver');
  });
});
