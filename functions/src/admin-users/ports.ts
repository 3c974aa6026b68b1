import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { TEST_CLIENTS, USERS, USER_TAX } from '@haulbooks/domain';
import { adminDocument, createAdminStore, encodeForCreate } from '../data/admin-store.js';
import { EmailTakenError, type AdminUsersPorts } from './handler.js';

function authCode(error: unknown): string | undefined {
  return (error as { code?: string }).code ?? (error as { errorInfo?: { code?: string } }).errorInfo?.code;
}

export function adminUsersPorts(db: Firestore, auth: Auth): AdminUsersPorts {
  const store = createAdminStore(db);
  return {
    async createAuthUser({ email, password, displayName }) {
      try {
        return (await auth.createUser({ email, password, displayName, emailVerified: false })).uid;
      } catch (error) {
        if (authCode(error) === 'auth/email-already-exists') throw new EmailTakenError(email);
        throw error;
      }
    },
    async deleteAuthUser(uid) {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (authCode(error) !== 'auth/user-not-found') throw error;
      }
    },
    async getClaims(uid) {
      try {
        return { ...((await auth.getUser(uid)).customClaims ?? {}) };
      } catch (error) {
        if (authCode(error) === 'auth/user-not-found') return null;
        throw error;
      }
    },
    setClaims: (uid, claims) => auth.setCustomUserClaims(uid, claims),
    async setDisabled(uid, disabled) {
      await auth.updateUser(uid, { disabled });
    },
    revokeSessions: (uid) => auth.revokeRefreshTokens(uid),
    async createProfile(uid, profile, taxId) {
      const ref = adminDocument(db, USERS, uid, uid);
      const batch = db.batch();
      batch.create(ref, encodeForCreate(USERS, ref, profile));
      if (taxId) {
        const taxRef = adminDocument(db, USER_TAX, uid, 'tax');
        batch.set(taxRef, encodeForCreate(USER_TAX, taxRef, { taxId }));
      }
      await batch.commit();
    },
    async markSuspended(uid, suspended) {
      const users = store.collection(USERS, uid);
      if (!(await users.get(uid))) return false;
      await users.update(uid, { suspended });
      return true;
    },
    async deleteUserData(uid) {
      await db.recursiveDelete(db.doc(`users/${uid}`));
      // A test account's record in Test Client Management goes with it.
      await adminDocument(db, TEST_CLIENTS, '', uid).delete();
    },
    now: () => new Date(),
  };
}
