/**
 * The Cloud Firestore instance, pointed at the emulator in local work. A module of its own so
 * only the data screens' API modules pull the Firestore SDK into their chunks; sign-in,
 * registration and the admin login stay light. Import it from features/<feature>/api only.
 */
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { config } from './config';
import { EMULATOR_PORTS, firebaseApp } from './firebase';

// getFirestore returns the same instance for the same app, so a hot reload finds it again;
// the emulator hook-up may only happen once, before the first read.
const hotReloadState = globalThis as { __haulbooksFirestoreConnected?: boolean };

export const firestore: Firestore = getFirestore(firebaseApp);

if (config.useEmulators && !hotReloadState.__haulbooksFirestoreConnected) {
  connectFirestoreEmulator(firestore, config.emulatorHost, EMULATOR_PORTS.firestore);
  hotReloadState.__haulbooksFirestoreConnected = true;
}
