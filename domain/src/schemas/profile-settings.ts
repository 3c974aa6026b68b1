import { object, string, type InferType } from 'yup';
import { matchesWhole } from '../data/mapping.js';
import {
  DEFAULT_TIME_ZONE,
  isProfileTimeZone,
  PHONE_PATTERN,
  TAX_ID_PATTERN,
  type ProfileTimeZone,
} from '../data/profile-fields.js';

export const PROFILE_MESSAGES = {
  nameRequired: 'Please enter your full name',
  nameTooLong: 'Full name must be at most 120 characters',
  companyTooLong: 'Company name must be at most 120 characters',
  phoneInvalid: 'Enter a phone number with 10 to 15 digits',
  addressTooLong: 'Address must be at most 200 characters',
  taxIdInvalid: 'Enter an EIN (12-3456789) or SSN (123-45-6789)',
  timeZoneInvalid: 'Choose a time zone from the list',
  saved: 'Profile saved',
  saveFailed: 'Could not save your profile. Please try again.',
} as const;

/**
 * The Settings > Profile form: what the person typed, trimmed. Empty optional fields are allowed
 * (and removed from the stored profile). The bounds and patterns are the stored schema's
 * (USERS and USER_TAX in data/collections.ts), so a form that validates is a write the rules accept.
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
    .test(
      'phone',
      PROFILE_MESSAGES.phoneInvalid,
      (v) => !v || (v.length <= 40 && matchesWhole(PHONE_PATTERN, v)),
    ),
  address: string().trim().max(200, PROFILE_MESSAGES.addressTooLong).default(''),
  taxId: string()
    .trim()
    .default('')
    .test('tax-id', PROFILE_MESSAGES.taxIdInvalid, (v) => !v || matchesWhole(TAX_ID_PATTERN, v)),
  timeZone: string<ProfileTimeZone>()
    .trim()
    .default(DEFAULT_TIME_ZONE)
    .test('tz', PROFILE_MESSAGES.timeZoneInvalid, (v) => isProfileTimeZone(v)),
});
export type ProfileSettingsInput = InferType<typeof profileSettingsSchema>;
