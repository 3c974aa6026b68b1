import {
  browserLocalPersistence,
  createUserWithEmailAndPassword,
  deleteUser,
  setPersistence,
  signOut,
  updateProfile,
} from 'firebase/auth';
import { httpsCallable } from 'firebase/functions';
import {
  AUTH_MESSAGES,
  CALLABLES,
  MIN_PASSWORD_LENGTH,
  type CallableInput,
  type CallableResult,
  type RegistrableRole,
} from '@haulbooks/domain';
import { auth, functions } from '../../../lib/firebase';
import { errorCode } from '../../../lib/errors';
import { AuthFlowError, toAuthFlowError } from './errors';
import { refreshSession, runAuthFlow } from '../../../lib/session';

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  role: RegistrableRole;
}

// Name, input and result are the ones the function itself uses (domain's CALLABLES).
const completeRegistration = httpsCallable<
  CallableInput<'completeRegistration'>,
  CallableResult<'completeRegistration'>
>(functions, CALLABLES.completeRegistration.name);

/** Callable failures the server explains itself (bad name or role) keep the server's text. */
function callableMessage(error: unknown): string | undefined {
  const code = errorCode(error);
  // The SDK appends the HTTP status to the server's text ("… [400]"); show the text alone.
  if (code === 'functions/invalid-argument' && error instanceof Error && error.message) {
    return error.message.replace(/ \[\d{3}\]$/, '');
  }
  return undefined;
}

/**
 * Creates the Auth account, stores the display name, lets `completeRegistration` write the
 * profile and set the `role` claim, then refreshes the ID token so the claim is there at once.
 * If the profile step fails the fresh account is deleted again, so trying again is possible.
 */
export async function register({ name, email, password, role }: RegisterRequest): Promise<void> {
  if (name.trim() === '' || email.trim() === '' || password === '' || !role) {
    throw new AuthFlowError(AUTH_MESSAGES.allFieldsRequired);
  }
  if (password.length < MIN_PASSWORD_LENGTH) throw new AuthFlowError(AUTH_MESSAGES.passwordTooShort);

  await runAuthFlow(async () => {
    let credential;
    try {
      // The register screen has no "Remember me": a new account stays signed in on this device
      // (whatever an earlier sign-in on this page chose).
      await setPersistence(auth, browserLocalPersistence);
      credential = await createUserWithEmailAndPassword(auth, email.trim(), password);
    } catch (error) {
      throw toAuthFlowError(error, AUTH_MESSAGES.registrationFailedInline);
    }
    try {
      await updateProfile(credential.user, { displayName: name.trim() });
      await completeRegistration({ name: name.trim(), role });
      await credential.user.getIdToken(true);
      await refreshSession();
    } catch (error) {
      const message = callableMessage(error);
      await deleteUser(credential.user).catch(() => signOut(auth));
      throw message
        ? new AuthFlowError(message, errorCode(error))
        : toAuthFlowError(error, AUTH_MESSAGES.registrationFailedInline);
    }
  });
}
