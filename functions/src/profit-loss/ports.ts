import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { createAdminStore } from '../data/admin-store.js';
import type { Caller, ReportApiPorts } from './handler.js';

/** The deployed ports: Firebase Auth checks the ID token (revoked sessions included), Firestore via the Admin SDK. */
export function reportApiPorts(auth: Auth, db: Firestore): ReportApiPorts {
  return {
    async verifyIdToken(token): Promise<Caller | null> {
      try {
        const decoded = await auth.verifyIdToken(token, true);
        return { uid: decoded.uid, admin: decoded['admin'] === true };
      } catch {
        // Malformed, expired, revoked or for another project: all mean "not signed in".
        return null;
      }
    },
    store: createAdminStore(db),
    now: () => new Date(),
  };
}
