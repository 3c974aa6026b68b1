// revokeSessions through the Functions emulator, called as Settings calls it: the client SDK
// signed in against the Auth emulator. Revocation shows in the Auth user's tokensValidAfterTime.
import { FunctionsError } from 'firebase/functions';
import { afterEach, describe, expect, it } from 'vitest';
import { CALLABLES, type CallableResult } from '@haulbooks/domain';
import { adminAuth, newClient, signedUpClient, type Client } from './emulator-env';

const { name: revokeSessions } = CALLABLES.revokeSessions;

const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

/** When refresh tokens issued before now stop working, as Auth records it (whole seconds). */
async function tokensValidAfter(uid: string): Promise<number> {
  const time = (await adminAuth.getUser(uid)).tokensValidAfterTime;
  return time ? Date.parse(time) : 0;
}

describe('revokeSessions (Auth + Functions emulators)', () => {
  it('refuses a caller who is not signed in', async () => {
    const client = newClient();
    clients.push(client);
    const error = await client.call(revokeSessions, null).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(FunctionsError);
    expect((error as FunctionsError).code).toBe('functions/unauthenticated');
    expect((error as FunctionsError).message).toMatch(/^You must be signed in to sign out of all devices\./);
  });

  it("revokes the caller's refresh tokens: tokensValidAfterTime moves forward to the time it answers", async () => {
    const client = await signedUpClient('revoke');
    clients.push(client);
    const before = await tokensValidAfter(client.uid);
    // Auth keeps the time in whole seconds: step past the second the account was created in.
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const result = await client.call<CallableResult<'revokeSessions'>>(revokeSessions, null);
    const revokedAt = Date.parse(result.revokedAt);
    expect(new Date(revokedAt).toISOString()).toBe(result.revokedAt);
    expect(Math.abs(revokedAt - Date.now())).toBeLessThan(60_000);

    const after = await tokensValidAfter(client.uid);
    expect(after).toBeGreaterThan(before);
    expect(after).toBeLessThanOrEqual(revokedAt);
    expect(revokedAt - after).toBeLessThan(5_000);
  });
});
