import { describe, expect, it } from 'vitest';
import { REGISTRABLE_ROLES } from '../auth/roles.js';
import { TRIAL_DAYS, buildNewUserProfile, trialEndDate } from './profile.js';

const now = new Date('2026-03-01T10:00:00.000Z');

describe('buildNewUserProfile', () => {
  it('puts a new company driver on the Driver plan, trialing, as a real account, leaving the times to the server', () => {
    const profile = buildNewUserProfile(
      { name: 'Dana Driver', email: 'dana@example.com', role: 'company_driver' },
      now,
    );
    expect(profile).toEqual({
      name: 'Dana Driver',
      email: 'dana@example.com',
      role: 'company_driver',
      plan: 'driver',
      subscriptionStatus: 'trialing',
      trialEndsAt: new Date('2026-03-15T10:00:00.000Z'),
      accountType: 'real',
    });
  });

  it('gives each registrable role the plan of the same role', () => {
    const plans = REGISTRABLE_ROLES.map(
      (role) => buildNewUserProfile({ name: 'A', email: 'a@example.com', role }, now).plan,
    );
    expect(plans).toEqual(['driver', 'owner_operator', 'fleet_manager']);
  });

  it('trims the name and normalises the e-mail address', () => {
    const profile = buildNewUserProfile(
      { name: '  Olly Owner ', email: ' Olly@Example.COM ', role: 'owner_operator' },
      now,
    );
    expect(profile.name).toBe('Olly Owner');
    expect(profile.email).toBe('olly@example.com');
  });
});

describe('trialEndDate', () => {
  it(`ends the trial exactly ${TRIAL_DAYS} days after the start`, () => {
    expect(trialEndDate(now).getTime() - now.getTime()).toBe(14 * 24 * 60 * 60 * 1000);
  });
});
