import { signOut } from 'firebase/auth';
import { httpsCallable } from 'firebase/functions';
import { CALLABLES, SECURITY_MESSAGES, type CallableResult } from '@haulbooks/domain';
import { auth, functions } from '../../../lib/firebase';

const revokeSessions = httpsCallable<null, CallableResult<'revokeSessions'>>(
  functions,
  CALLABLES.revokeSessions.name,
);

/**
 * Revokes every refresh token of the account (the revokeSessions callable), so other devices are
 * signed out when their ID token next refreshes, then signs this browser out at once.
 */
export async function signOutEverywhere(): Promise<void> {
  try {
    await revokeSessions(null);
  } catch (error) {
    throw new Error(SECURITY_MESSAGES.signOutEverywhereFailed, { cause: error });
  }
  await signOut(auth);
}
