/**
 * The one place the Firebase app and its SDK instances are created (at module level, once) and
 * pointed at the local emulators. Everything else talks to Firebase through these instances,
 * from web/src/features/<feature>/api only. Loaded with the firebase zone, never by public pages.
 * Firestore has its own module (./firestore.ts): the sign-in screens never read it, so they do
 * not pay for its ~110 KB (gzip) of SDK code.
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  getAuth,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { PLATFORM } from '@haulbooks/domain';
import { config } from './config';

export const FUNCTIONS_REGION = PLATFORM.region;
export const EMULATOR_PORTS = PLATFORM.ports;

// Vite's hot reload re-runs this module; the SDKs refuse a second initialisation or emulator hook-up.
const alreadyInitialised = getApps().length > 0;

export const firebaseApp: FirebaseApp = alreadyInitialised ? getApp() : initializeApp(config.firebase);

/**
 * initializeAuth instead of getAuth: no popup/redirect resolver code (we only use e-mail and
 * password), and both persistences are registered so a session kept in sessionStorage
 * ("Remember me" unchecked) is found again after a reload. The first entry is the default.
 */
export const auth: Auth = alreadyInitialised
  ? getAuth(firebaseApp)
  : initializeAuth(firebaseApp, { persistence: [browserLocalPersistence, browserSessionPersistence] });

export const functions: Functions = getFunctions(firebaseApp, FUNCTIONS_REGION);

if (config.useEmulators && !alreadyInitialised) {
  const host = config.emulatorHost;
  connectAuthEmulator(auth, `http://${host}:${EMULATOR_PORTS.auth}`, { disableWarnings: true });
  connectFunctionsEmulator(functions, host, EMULATOR_PORTS.functions);
}

let storagePromise: Promise<FirebaseStorage> | undefined;

/**
 * Cloud Storage is only needed by uploads, so its SDK is fetched on first use instead of
 * weighing down every signed-in screen. Resolves to the same instance on every call.
 */
export function storage(): Promise<FirebaseStorage> {
  storagePromise ??= import('firebase/storage').then(({ getStorage, connectStorageEmulator }) => {
    const instance = getStorage(firebaseApp);
    if (config.useEmulators) {
      connectStorageEmulator(instance, config.emulatorHost, EMULATOR_PORTS.storage);
    }
    return instance;
  });
  return storagePromise;
}
