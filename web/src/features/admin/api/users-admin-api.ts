import { sendPasswordResetEmail } from 'firebase/auth';
import { httpsCallable } from 'firebase/functions';
import { CALLABLES, type CallableResult, type CreateUserInput } from '@haulbooks/domain';
import { auth, functions } from '../../../lib/firebase';

/** User management's server calls; the screen takes them as a prop so component tests pass a fake. */
export interface UsersAdminApi {
  createUser(input: CreateUserInput): Promise<CallableResult<'adminCreateUser'>>;
  setSuspended(uid: string, suspended: boolean): Promise<CallableResult<'adminSetUserSuspended'>>;
  deleteUsers(uids: string[]): Promise<CallableResult<'adminDeleteUsers'>>;
  /** Firebase Auth's password e-mail: the reset link, also the welcome e-mail of a new account. */
  sendPasswordReset(email: string): Promise<void>;
}

function call<I, R>(name: string) {
  const callable = httpsCallable<I, R>(functions, name);
  return async (input: I) => (await callable(input)).data;
}

const createUser = call<CreateUserInput, CallableResult<'adminCreateUser'>>(CALLABLES.adminCreateUser.name);
const setSuspended = call<{ uid: string; suspended: boolean }, CallableResult<'adminSetUserSuspended'>>(
  CALLABLES.adminSetUserSuspended.name,
);
const deleteUsers = call<{ uids: string[] }, CallableResult<'adminDeleteUsers'>>(
  CALLABLES.adminDeleteUsers.name,
);

export const usersAdminApi: UsersAdminApi = {
  createUser,
  setSuspended: (uid, suspended) => setSuspended({ uid, suspended }),
  deleteUsers: (uids) => deleteUsers({ uids }),
  sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
};
