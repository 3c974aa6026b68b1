// Tier 2: one way to start a rules-test environment against the emulator the run started
// (npm run test:emulators sets FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST; the
// platform's fixed ports otherwise), with the repository's own rules files.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { PLATFORM } from '@haulbooks/domain';

function emulatorAt(variable: string | undefined, defaultPort: number): { host: string; port: number } {
  const [host = PLATFORM.emulatorHost, port = String(defaultPort)] = (
    variable ?? `${PLATFORM.emulatorHost}:${defaultPort}`
  ).split(':');
  return { host, port: Number(port) };
}

const rulesOf = (file: string) =>
  readFileSync(fileURLToPath(new URL(`../../${file}`, import.meta.url)), 'utf8');

const firestoreWithRules = () => ({
  rules: rulesOf('firestore.rules'),
  ...emulatorAt(process.env.FIRESTORE_EMULATOR_HOST, PLATFORM.ports.firestore),
});

/** firestore.rules on the Firestore emulator. */
export function firestoreRulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PLATFORM.projectId,
    firestore: firestoreWithRules(),
  });
}

/**
 * storage.rules on the Storage emulator, with firestore.rules on the Firestore emulator beside it:
 * storage.rules reads the owner's profile across services (booksOpen), so the tests seed profiles
 * there with the rules off.
 */
export function storageRulesEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PLATFORM.projectId,
    storage: {
      rules: rulesOf('storage.rules'),
      ...emulatorAt(process.env.FIREBASE_STORAGE_EMULATOR_HOST, PLATFORM.ports.storage),
    },
    firestore: firestoreWithRules(),
  });
}
