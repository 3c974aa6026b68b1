/**
 * Every build-time setting the web app reads, read once here. Firebase-free so public pages
 * can use it. Values come from VITE_* variables (see README, "Configuration"); the rules, which
 * fail closed outside development, are in ./read-config.ts.
 */
import { PLATFORM } from '@haulbooks/domain';
import { readConfig, type AppConfig } from './read-config';

export const config: AppConfig = readConfig(import.meta.env, PLATFORM);

/** tel: link target from a human-formatted phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
