// Where the emulators are, as scripts/with-tier1-emulators.mjs sets it, and small clients for them.
import { getApps as getAdminApps, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { PLATFORM } from '@haulbooks/domain';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: run these tests with \`npm run test:functions\`, which starts the emulators.`,
    );
  }
  return value;
}

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? PLATFORM.projectId;
export const REGION = PLATFORM.region;
export const AUTH_HOST = required('FIREBASE_AUTH_EMULATOR_HOST');
// Set by with-tier1-emulators; under a plain `firebase emulators:exec` (tier 2) the fixed port applies.
export const FUNCTIONS_ORIGIN =
  process.env.FUNCTIONS_EMULATOR_ORIGIN ?? `http://${PLATFORM.emulatorHost}:${PLATFORM.ports.functions}`;
required('FIRESTORE_EMULATOR_HOST');

export function functionUrl(name: string): string {
  return `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/${name}`;
}

/** The Admin SDK, as the tests' window into Auth and Firestore. */
const adminApp = getAdminApps()[0] ?? initializeAdminApp({ projectId: PROJECT_ID });
export const adminAuth = getAdminAuth(adminApp);
export const db = getFirestore(adminApp);

let appCount = 0;

/** A browser-like client: the same SDK calls the web app makes, against the emulators. */
export interface Client {
  app: FirebaseApp;
  auth: Auth;
  call<T>(name: string, data: unknown): Promise<T>;
  close(): Promise<void>;
}

export function newClient(): Client {
  appCount += 1;
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'fake-api-key' }, `client-${appCount}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  const functions = getFunctions(app, REGION);
  const { hostname, port } = new URL(FUNCTIONS_ORIGIN);
  connectFunctionsEmulator(functions, hostname, Number(port));
  return {
    app,
    auth,
    async call<T>(name: string, data: unknown) {
      const result = await httpsCallable<unknown, T>(functions, name)(data);
      return result.data;
    },
    close: () => deleteApp(app),
  };
}

/** A unique address per test run, so reruns against a living emulator never collide. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Signs a new client up with e-mail and password, as the register screen does first. */
export async function signedUpClient(label: string): Promise<Client & { uid: string; email: string }> {
  const client = newClient();
  const email = uniqueEmail(label);
  const credential = await createUserWithEmailAndPassword(client.auth, email, 'correct-horse-9');
  return { ...client, uid: credential.user.uid, email };
}
