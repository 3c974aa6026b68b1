import type { Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { isRole, type UserProfile } from '@haulbooks/domain';
import type { CreateProfileResult, RegistrationPorts } from './handler.js';

export const USERS = 'users';

export function registrationPorts(db: Firestore, auth: Auth): RegistrationPorts {
  return {
    async createProfile(uid: string, profile: UserProfile): Promise<CreateProfileResult> {
      const ref = db.collection(USERS).doc(uid);
      return db.runTransaction(async (tx): Promise<CreateProfileResult> => {
        const existing = await tx.get(ref);
        if (existing.exists) {
          const role: unknown = existing.get('role');
          return { created: false, existingRole: isRole(role) ? role : undefined };
        }
        // createdAt, updatedAt and trialEndsAt all come from the function's clock (Dates become
        // Timestamps), so the trial is exactly TRIAL_DAYS long; no client clock is involved.
        tx.create(ref, profile);
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
