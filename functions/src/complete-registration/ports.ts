import type { Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { USERS, type NewUserProfile } from '@haulbooks/domain';
import { adminConverter, adminDocument, encodeForCreate } from '../data/admin-store.js';
import type { CreateProfileResult, RegistrationPorts } from './handler.js';

export function registrationPorts(db: Firestore, auth: Auth): RegistrationPorts {
  return {
    async createProfile(uid: string, profile: NewUserProfile): Promise<CreateProfileResult> {
      const ref = adminDocument(db, USERS, uid, uid);
      return db.runTransaction(async (tx): Promise<CreateProfileResult> => {
        const existing = (await tx.get(ref.withConverter(adminConverter(USERS)))).data();
        if (existing) return { created: false, existingRole: existing.role };
        // trialEndsAt comes from the function's clock (buildNewUserProfile); createdAt and
        // updatedAt are the server's time of this write. No client clock is involved.
        tx.create(ref, encodeForCreate(USERS, ref, profile));
        return { created: true };
      });
    },
    async getCustomClaims(uid: string) {
      const user = await auth.getUser(uid);
      return { ...(user.customClaims ?? {}) };
    },
    async setCustomClaims(uid: string, claims: Record<string, unknown>) {
      await auth.setCustomUserClaims(uid, claims);
    },
    now: () => new Date(),
  };
}
