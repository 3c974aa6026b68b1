import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SWITCHES,
  NOTIFICATION_CHANNEL_TOPICS,
  shouldNotify,
} from './notification-preferences.js';
import { PROFILE_TIME_ZONES, isProfileTimeZone, timeZoneLabel } from './profile-fields.js';
import { isTimeZone } from '../dates/calendar.js';

describe('notification preferences', () => {
  it('has one switch per topic and channel', () => {
    expect(NOTIFICATION_CHANNEL_TOPICS).toEqual([
      'settlementProcessedEmail',
      'settlementProcessedInApp',
      'maintenanceDueEmail',
      'maintenanceDueInApp',
      'largeExpenseEmail',
      'largeExpenseInApp',
      'weeklySummaryEmail',
      'weeklySummaryInApp',
      'billingEmail',
      'billingInApp',
    ]);
  });

  it('sends by default everything but the weekly e-mail digest', () => {
    expect(shouldNotify(null, 'settlementProcessed', 'Email')).toBe(true);
    expect(shouldNotify(undefined, 'weeklySummary', 'Email')).toBe(false);
    expect(shouldNotify({}, 'weeklySummary', 'InApp')).toBe(true);
  });

  it('honours a saved switch, for each channel separately', () => {
    const switches = { ...DEFAULT_NOTIFICATION_SWITCHES, billingEmail: false, maintenanceDueInApp: false };
    expect(shouldNotify(switches, 'billing', 'Email')).toBe(false);
    expect(shouldNotify(switches, 'billing', 'InApp')).toBe(true);
    expect(shouldNotify(switches, 'maintenanceDue', 'InApp')).toBe(false);
    expect(shouldNotify(switches, 'maintenanceDue', 'Email')).toBe(true);
  });

  it('sends a required notice (a failed payment) whatever the switch says', () => {
    expect(shouldNotify({ billingEmail: false }, 'billing', 'Email', { required: true })).toBe(true);
  });
});

describe('profile time zones', () => {
  it('lists only zones the platform knows, and labels them by city', () => {
    for (const zone of PROFILE_TIME_ZONES) expect(isTimeZone(zone)).toBe(true);
    expect(isProfileTimeZone('America/Chicago')).toBe(true);
    expect(isProfileTimeZone('Europe/Paris')).toBe(false);
    expect(timeZoneLabel('America/New_York')).toBe('New York (America)');
    expect(timeZoneLabel('America/Indiana/Indianapolis')).toBe('Indianapolis (Indiana)');
  });
});
