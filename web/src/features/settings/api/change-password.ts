import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { AUTH_MESSAGES, SECURITY_MESSAGES } from '@haulbooks/domain';
import { auth } from '../../../lib/firebase';
import { errorCode } from '../../../lib/errors';

function messageFor(error: unknown): string {
  switch (errorCode(error)) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return SECURITY_MESSAGES.wrongCurrentPassword;
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return SECURITY_MESSAGES.weakPassword;
    case 'auth/too-many-requests':
      return AUTH_MESSAGES.tooManyRequests;
    case 'auth/network-request-failed':
      return AUTH_MESSAGES.networkFailed;
    default:
      return SECURITY_MESSAGES.passwordChangeFailed;
  }
}

/**
 * Re-authenticates with the current password (Firebase requires a recent sign-in to change it),
 * then sets the new one. Rejects with an Error whose message is what the person should read.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error(SECURITY_MESSAGES.passwordChangeFailed);
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
    await updatePassword(user, newPassword);
  } catch (error) {
    throw new Error(messageFor(error), { cause: error });
  }
}
