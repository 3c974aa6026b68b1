import { adminViewOf, lapsedBooks, ownBooks, type Subject } from '@haulbooks/domain';

/** The session key where the admin area records the client an administrator is viewing. */
export const ADMIN_VIEWING_CLIENT_KEY = 'adminViewingClientId';

/**
 * Whose books the customer screens show: an administrator who chose "view as client" sees that
 * client read-only; everyone else sees their own, read-only once their subscription lapsed
 * (`booksAccessFor`). A stray key without the admin claim is ignored.
 */
export function subjectForSession(
  user: { uid: string; admin: boolean },
  viewingClientId: string | null,
  lapsed = false,
): Subject {
  if (user.admin && viewingClientId && viewingClientId !== user.uid) return adminViewOf(viewingClientId);
  return lapsed ? lapsedBooks(user.uid) : ownBooks(user.uid);
}

export function readViewingClientId(): string | null {
  try {
    return window.sessionStorage.getItem(ADMIN_VIEWING_CLIENT_KEY);
  } catch {
    return null;
  }
}

export function clearViewingClientId(): void {
  try {
    window.sessionStorage.removeItem(ADMIN_VIEWING_CLIENT_KEY);
  } catch {
    // Storage can be unavailable (private mode); there is then nothing to clear.
  }
}

/** Starts "view as client": the customer screens show this client's books, read-only. */
export function setViewingClientId(uid: string): void {
  try {
    window.sessionStorage.setItem(ADMIN_VIEWING_CLIENT_KEY, uid);
  } catch {
    // Without session storage the view cannot be kept across a reload; the navigation still works.
  }
}
