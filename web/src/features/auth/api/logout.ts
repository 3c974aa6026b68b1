import { signOut } from 'firebase/auth';
import { auth } from '../../../lib/firebase';

/** Ends the session in this browser (both local and session persistence are cleared). */
export async function logout(): Promise<void> {
  await signOut(auth);
}
