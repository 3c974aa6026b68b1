import { describe, expect, it } from 'vitest';
import { BOOKS_ACCESS_CASES, booksCaseProfile, expectedBooksAccess } from './books-access-cases.js';

// The table the stores are tested with says what domain's booksAccessFor says, and covers both
// answers and every status, so a store that always allowed (or always refused) could not pass.
describe('BOOKS_ACCESS_CASES', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');

  it.each(BOOKS_ACCESS_CASES.map((testCase) => [testCase.label, testCase] as const))(
    '%s: the access column is booksAccessFor’s answer',
    (_label, testCase) => {
      expect(expectedBooksAccess(testCase, now)).toBe(testCase.access);
    },
  );

  it('covers open and closed books and every subscription status', () => {
    expect(new Set(BOOKS_ACCESS_CASES.map((testCase) => testCase.access))).toEqual(
      new Set(['full', 'read-only']),
    );
    expect(new Set(BOOKS_ACCESS_CASES.map((testCase) => testCase.profile?.subscriptionStatus))).toEqual(
      new Set(['active', 'past_due', 'trialing', 'canceled', 'unpaid', undefined]),
    );
  });

  it('builds the stored profile with the keys replaced or left out', () => {
    const base = { name: 'Dana', subscriptionStatus: 'active', trialEndsAt: new Date(0) };
    const noStatus = BOOKS_ACCESS_CASES.find((testCase) => testCase.label === 'no subscription status');
    expect(noStatus && booksCaseProfile(noStatus, base, now)).toEqual({
      name: 'Dana',
      trialEndsAt: new Date('2026-11-22T12:00:00.000Z'),
    });
    const none = BOOKS_ACCESS_CASES.find((testCase) => testCase.profile === null);
    expect(none && booksCaseProfile(none, base, now)).toBeNull();
  });
});
