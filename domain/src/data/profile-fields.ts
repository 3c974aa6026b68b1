/**
 * Field rules of the Settings profile that the form schema, the stored schema and the rules share.
 * Patterns are whole-string and written in the syntax both JavaScript and the rules' RE2 accept.
 */

/** 10 to 15 digits, with spaces, brackets, dots, dashes or a leading plus between them. */
export const PHONE_PATTERN = '[ ()+.-]*([0-9][ ()+.-]*){10,15}';

/** An EIN (12-3456789), an SSN (123-45-6789) or nine bare digits. */
export const TAX_ID_PATTERN = '[0-9]{2}-[0-9]{7}|[0-9]{3}-[0-9]{2}-[0-9]{4}|[0-9]{9}';

/**
 * The time zones Settings offers: the United States, Canada and Mexico, where our users drive.
 * A fixed list, so the rules can check it exactly and reports never meet an unknown zone.
 */
export const PROFILE_TIME_ZONES = [
  'America/New_York',
  'America/Detroit',
  'America/Indiana/Indianapolis',
  'America/Kentucky/Louisville',
  'America/Chicago',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/Halifax',
  'America/St_Johns',
  'America/Toronto',
  'America/Winnipeg',
  'America/Regina',
  'America/Edmonton',
  'America/Vancouver',
  'America/Mexico_City',
  'America/Monterrey',
  'America/Chihuahua',
  'America/Hermosillo',
  'America/Tijuana',
  'America/Cancun',
] as const;
export type ProfileTimeZone = (typeof PROFILE_TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: ProfileTimeZone = 'America/Chicago';

export function isProfileTimeZone(value: unknown): value is ProfileTimeZone {
  return typeof value === 'string' && (PROFILE_TIME_ZONES as readonly string[]).includes(value);
}

/** "America/New_York" → "New York (America)", the label the Settings list shows. */
export function timeZoneLabel(zone: string): string {
  const parts = zone.split('/');
  const city = (parts.at(-1) ?? zone).replace(/_/g, ' ');
  const region = parts.length > 2 ? parts.slice(1, -1).join(' / ').replace(/_/g, ' ') : parts[0];
  return `${city} (${region})`;
}
