/**
 * The `code` of a thrown value (Firebase Auth, Functions, Firestore and Storage errors all carry
 * one, e.g. `auth/user-not-found`), or undefined for anything else. The one copy for the web app.
 */
export function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}
