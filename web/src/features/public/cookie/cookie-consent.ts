import { COOKIE_CONSENT_ACCEPTED, COOKIE_CONSENT_KEY } from '../messages';

/** True when the visitor accepted cookies on this browser. Unreadable storage counts as not yet. */
export function hasCookieConsent(storage: Storage | undefined = safeLocalStorage()): boolean {
  try {
    return storage?.getItem(COOKIE_CONSENT_KEY) === COOKIE_CONSENT_ACCEPTED;
  } catch {
    return false;
  }
}

/** Stores the consent; returns false when the browser refuses storage (private modes, quota). */
export function storeCookieConsent(storage: Storage | undefined = safeLocalStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(COOKIE_CONSENT_KEY, COOKIE_CONSENT_ACCEPTED);
    return true;
  } catch {
    return false;
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Some browsers throw on the mere access when storage is disabled.
    return undefined;
  }
}
