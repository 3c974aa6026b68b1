import { HttpsError } from 'firebase-functions/https';
import type { CallableResult } from '@haulbooks/domain';

export const REVOKE_SESSIONS_MESSAGES = {
  signedOut: 'You must be signed in to sign out of all devices.',
} as const;

/** The I/O of the callable: Firebase Auth's refresh tokens of one user. */
export interface RevokeSessionsPorts {
  /** Invalidates every refresh token the user holds, on every device. */
  revokeRefreshTokens(uid: string): Promise<void>;
  now(): Date;
}

/**
 * revokeSessions(): Settings' "sign out of all devices". Revokes the caller's refresh tokens, so
 * no device can renew its session; each one ends when its ID token expires (within the hour).
 * Answers when the revocation took effect. It takes no input; whatever is sent is ignored.
 */
export async function handleRevokeSessions(
  auth: { uid: string } | undefined,
  ports: RevokeSessionsPorts,
): Promise<CallableResult<'revokeSessions'>> {
  if (!auth) throw new HttpsError('unauthenticated', REVOKE_SESSIONS_MESSAGES.signedOut);
  await ports.revokeRefreshTokens(auth.uid);
  return { revokedAt: ports.now().toISOString() };
}
