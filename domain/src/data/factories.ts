import type { UserProfileDoc } from './collections.js';

/**
 * Stored documents for tests, valid by construction: a realistic default that each test bends
 * with overrides. Exported from `@haulbooks/domain/testing` only.
 */
export function createUserProfile(overrides: Partial<UserProfileDoc> = {}): UserProfileDoc {
  return {
    name: 'Dana Reyes',
    email: 'dana@example.com',
    role: 'owner_operator',
    plan: 'owner_operator',
    subscriptionStatus: 'trialing',
    trialEndsAt: new Date('2026-12-07T00:00:00Z'),
    accountType: 'real',
    companyName: 'Reyes Hauling LLC',
    createdAt: new Date('2026-11-01T00:00:00Z'),
    updatedAt: new Date('2026-11-01T00:00:00Z'),
    ...overrides,
  };
}
