import { sendPasswordResetEmail } from 'firebase/auth';
import { AUTH_MESSAGES } from '@haulbooks/domain';
import { auth } from '../../../lib/firebase';
import { errorCode } from '../../../lib/errors';
import { AuthFlowError } from './errors';

/**
 * Asks Firebase Auth to e-mail a password reset link. An unknown address is reported as sent:
 * the screen must not reveal which addresses have accounts.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  if (email.trim() === '') throw new AuthFlowError(AUTH_MESSAGES.emailRequired);
  try {
    await sendPasswordResetEmail(auth, email.trim());
  } catch (error) {
    const code = errorCode(error);
    if (code === 'auth/user-not-found') return;
    if (code === 'auth/invalid-email') throw new AuthFlowError(AUTH_MESSAGES.emailInvalid, code);
    throw new AuthFlowError(AUTH_MESSAGES.resetFailed, code);
  }
}
