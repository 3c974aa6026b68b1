import type { Auth } from 'firebase-admin/auth';
import type { RevokeSessionsPorts } from './handler.js';

export function revokeSessionsPorts(auth: Auth): RevokeSessionsPorts {
  return {
    revokeRefreshTokens: (uid) => auth.revokeRefreshTokens(uid),
    now: () => new Date(),
  };
}
