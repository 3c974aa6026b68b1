import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/https';
import { REVOKE_SESSIONS_MESSAGES, handleRevokeSessions, type RevokeSessionsPorts } from './handler.js';

const now = new Date('2026-03-01T10:00:00.000Z');

function fakePorts() {
  const revoked: string[] = [];
  const ports: RevokeSessionsPorts = {
    async revokeRefreshTokens(uid) {
      revoked.push(uid);
    },
    now: () => now,
  };
  return { ports, revoked };
}

describe('handleRevokeSessions', () => {
  it("revokes the caller's refresh tokens and answers when, as ISO 8601", async () => {
    const { ports, revoked } = fakePorts();
    await expect(handleRevokeSessions({ uid: 'uid-1' }, ports)).resolves.toEqual({
      revokedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(revoked).toEqual(['uid-1']);
  });

  it('refuses a signed-out caller as unauthenticated without revoking anything', async () => {
    const { ports, revoked } = fakePorts();
    const error = await handleRevokeSessions(undefined, ports).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({ code: 'unauthenticated', message: REVOKE_SESSIONS_MESSAGES.signedOut });
    expect(revoked).toEqual([]);
  });

  it('passes a failure of Auth on (the callable answers internal)', async () => {
    const { ports } = fakePorts();
    const failure = new Error('auth/internal-error');
    ports.revokeRefreshTokens = () => Promise.reject(failure);
    await expect(handleRevokeSessions({ uid: 'uid-1' }, ports)).rejects.toBe(failure);
  });
});
