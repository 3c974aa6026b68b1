import {
  browserSessionPersistence,
  setPersistence,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import { ADMIN_AUTH_MESSAGES, AUTH_MESSAGES, AUTH_UI } from '@haulbooks/domain';
import { errorCode } from '../../../lib/errors';
import { auth } from '../../../lib/firebase';

export class AdminSignInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminSignInError';
  }
}

/**
 * Signs in with Firebase Auth and keeps the session only when the ID token carries
 * `admin: true`; anyone else is signed out again and gets the same answer as a wrong password,
 * so the screen does not reveal which accounts exist. Admin sessions end with the browser.
 */
export async function adminSignIn(username: string, password: string): Promise<void> {
  if (username.trim() === '' || password === '') throw new AdminSignInError(AUTH_UI.adminBothRequired);
  let user;
  try {
    await setPersistence(auth, browserSessionPersistence);
    ({ user } = await signInWithEmailAndPassword(auth, username.trim(), password));
  } catch (error) {
    const code = errorCode(error);
    if (code === 'auth/network-request-failed') throw new AdminSignInError(AUTH_MESSAGES.networkFailed);
    if (code === 'auth/too-many-requests') throw new AdminSignInError(AUTH_MESSAGES.tooManyRequests);
    throw new AdminSignInError(ADMIN_AUTH_MESSAGES.invalidCredentials);
  }
  // A token that cannot be read counts as no claim: never admit on doubt.
  const isAdmin = await user.getIdTokenResult().then(
    ({ claims }) => claims.admin === true,
    () => false,
  );
  if (!isAdmin) {
    await signOut(auth);
    throw new AdminSignInError(ADMIN_AUTH_MESSAGES.invalidCredentials);
  }
}
