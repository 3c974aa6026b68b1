// `npm run admin:grant -- <email>` against the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST is set
// by the harness, so the script picks the emulator by itself).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { CALLABLES } from '@haulbooks/domain';
import { adminAuth, signedUpClient, type Client } from './emulator-env';

const script = fileURLToPath(new URL('../../scripts/admin-grant.mjs', import.meta.url));

function adminGrant(...args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    env: process.env,
    timeout: 20_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const clients: Client[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

describe('admin:grant (Auth emulator)', () => {
  it('grants admin: true, keeps the role claim, and the user sees it after a token refresh', async () => {
    const client = await signedUpClient('grant');
    clients.push(client);
    await client.call(CALLABLES.completeRegistration.name, { name: 'Ada Admin', role: 'company_driver' });

    const run = adminGrant(client.email);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Granted admin to ${client.email} (uid ${client.uid})`);

    expect((await adminAuth.getUser(client.uid)).customClaims).toEqual({
      role: 'company_driver',
      admin: true,
    });
    const token = await client.auth.currentUser?.getIdTokenResult(true);
    expect(token?.claims.admin).toBe(true);
    expect(token?.claims.role).toBe('company_driver');

    const again = adminGrant(client.email);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('is already an administrator');
  });

  it('says clearly when no account has the e-mail address', () => {
    const run = adminGrant('nobody-here@example.com');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('no account with the e-mail address nobody-here@example.com');
    expect(run.stderr).toContain('The person must register first.');
  });

  it('explains the usage when the e-mail address is missing or malformed', () => {
    const missing = adminGrant();
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('missing the e-mail address');
    expect(missing.stderr).toContain('Usage: npm run admin:grant -- <email>');
    const malformed = adminGrant('not-an-email');
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toContain('"not-an-email" is not an e-mail address.');
  });
});
