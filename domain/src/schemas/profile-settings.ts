import { object, string, type InferType } from 'yup';
import { isTimeZone } from '../dates/calendar.js';

export const PROFILE_MESSAGES = {
  nameRequired: 'Please enter your full name',
  nameTooLong: 'Full name must be at most 120 characters',
  companyTooLong: 'Company name must be at most 120 characters',
  phoneInvalid: 'Enter a phone number with 10 to 15 digits',
  taxIdInvalid: 'Enter an EIN (12-3456789) or SSN (123-45-6789)',
  timeZoneInvalid: 'Choose a time zone from the list',
  saved: 'Profile saved',
} as const;

/**
 * The fields an owner may change in their profile (Settings, Profile tab); role, plan and
 * subscription are server-owned and not part of it. Empty optional fields are allowed.
 */
export const profileSettingsSchema = object({
  name: string()
    .trim()
    .default('')
    .required(PROFILE_MESSAGES.nameRequired)
    .max(120, PROFILE_MESSAGES.nameTooLong),
  companyName: string().trim().max(120, PROFILE_MESSAGES.companyTooLong).default(''),
  phone: string()
    .trim()
    .default('')
    .test('phone', PROFILE_MESSAGES.phoneInvalid, (v) => {
      if (!v) return true;
      const digits = v.replace(/\D/g, '');
      return /^[\d\s()+.-]+$/.test(v) && digits.length >= 10 && digits.length <= 15;
    }),
  address: string().trim().max(200).default(''),
  taxId: string()
    .trim()
    .default('')
    .test(
      'tax-id',
      PROFILE_MESSAGES.taxIdInvalid,
      (v) => !v || /^\d{2}-\d{7}$/.test(v) || /^\d{3}-\d{2}-\d{4}$/.test(v) || /^\d{9}$/.test(v),
    ),
  timeZone: string()
    .trim()
    .default('America/Chicago')
    .test('tz', PROFILE_MESSAGES.timeZoneInvalid, (v) => !v || isTimeZone(v)),
});
export type ProfileSettingsInput = InferType<typeof profileSettingsSchema>;
