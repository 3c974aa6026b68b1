import type { SettlementDoc, UserProfileDoc } from './collections.js';

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
    // Far ahead, so the books stay open whatever day a test runs (a trial that has ended makes
    // them read-only, in the rules and the in-memory store alike); a lapsed account is an override.
    trialEndsAt: new Date('2099-12-07T00:00:00Z'),
    accountType: 'real',
    companyName: 'Reyes Hauling LLC',
    createdAt: new Date('2026-11-01T00:00:00Z'),
    updatedAt: new Date('2026-11-01T00:00:00Z'),
    ...overrides,
  };
}

/** A processed settlement as document processing would store it (no line items unless given). */
export function createSettlement(overrides: Partial<SettlementDoc> = {}): SettlementDoc {
  return {
    parsedStatus: 'processed',
    date: '2026-11-13',
    brokerName: 'Coyote Logistics',
    tripNumber: 'T-1001',
    fileName: 'settlement-2026-11-13.pdf',
    grossCents: 412_550,
    netCents: 318_025,
    createdAt: new Date('2026-11-14T00:00:00Z'),
    updatedAt: new Date('2026-11-14T00:00:00Z'),
    ...overrides,
  };
}
