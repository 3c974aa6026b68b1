import {
  browserLocalPersistence,
  browserSessionPersistence,
  setPersistence,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import { AUTH_MESSAGES } from '@haulbooks/domain';
import { auth } from '../../../lib/firebase';
import { AuthFlowError, toAuthFlowError } from './errors';
import { refreshSession, runAuthFlow } from '../../../lib/session';

export interface LoginRequest {
  email: string;
  password: string;
  /** Checked: the session survives closing the browser. Unchecked: it ends with the browser session. */
  remember: boolean;
}

/** Signs in with e-mail and password. Rejects with an AuthFlowError carrying the message to show. */
export async function login({ email, password, remember }: LoginRequest): Promise<void> {
  if (email.trim() === '' || password === '') throw new AuthFlowError(AUTH_MESSAGES.loginApiRequired);
  await runAuthFlow(async () => {
    try {
      await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
      await signInWithEmailAndPassword(auth, email.trim(), password);
      await refreshSession();
    } catch (error) {
      throw toAuthFlowError(error, AUTH_MESSAGES.loginFailed);
    }
  });
}
