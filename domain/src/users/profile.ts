import type { RegistrableRole } from '../auth/roles.js';
import { planForRole } from '../catalogue/plans.js';
import type { USERS, UserProfileDoc, WriteFor } from '../data/collections.js';

// The enums live in ./account.ts, which the registry imports, so the two modules do not import each other.
export * from './account.js';

/** Every new account starts on a free trial of its role's plan. */
export const TRIAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The users/{uid} document as read (instants are Dates; the Firestore layer stores Timestamps). */
export type UserProfile = UserProfileDoc;

/** What registration writes: createdAt and updatedAt come from the server's clock. */
export type NewUserProfile = WriteFor<typeof USERS>;

export interface NewProfileInput {
  /** Already validated by completeRegistrationSchema (trimmed, 1–120 characters). */
  name: string;
  email: string;
  role: RegistrableRole;
}

export function trialEndDate(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
}

/**
 * The profile written when someone finishes registration: their role's plan, on trial from `now`
 * (the function's clock). The stored createdAt and updatedAt are the server's time of the write.
 */
export function buildNewUserProfile(input: NewProfileInput, now: Date): NewUserProfile {
  return {
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    role: input.role,
    plan: planForRole(input.role).id,
    subscriptionStatus: 'trialing',
    trialEndsAt: trialEndDate(now),
    accountType: 'real',
  };
}
