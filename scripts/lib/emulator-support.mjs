// What the Firestore and Storage emulators need, shared by `npm start` and `npm run test:emulators`:
// Java 21+ and the emulator jars firebase-tools downloads from Google.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REQUIRED_JAVA = 21;
const root = fileURLToPath(new URL('../..', import.meta.url));
export const firebaseBin = path.join(root, 'node_modules', '.bin', 'firebase');

/** @returns {number | undefined} the major version `java -version` reports, undefined without Java */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return undefined;
  const major = Number(match[1]);
  // Java 8 and older report "1.8.0_…".
  return major === 1 && match[2] ? Number(match[2]) : major;
}

/** @param {string} prefix */
function emulatorJarCached(prefix) {
  const dir = path.join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(dir) && readdirSync(dir).some((name) => name.startsWith(prefix) && name.endsWith('.jar'));
}

/** Makes sure firebase-tools has an emulator's jar, downloading it when it can. */
export function ensureEmulatorDownloaded(/** @type {'firestore' | 'storage'} */ name) {
  const prefix = name === 'firestore' ? 'cloud-firestore-emulator' : 'cloud-storage-rules-runtime';
  if (emulatorJarCached(prefix)) return true;
  const result = spawnSync(firebaseBin, [`setup:emulators:${name}`], {
    cwd: root,
    encoding: 'utf8',
    timeout: 180_000,
  });
  return result.status === 0 && emulatorJarCached(prefix);
}

/** @returns {string | undefined} why the Firestore + Storage emulators cannot start here, if they cannot */
export function javaEmulatorsUnavailableReason() {
  const java = javaMajorVersion();
  if (java === undefined)
    return `Java ${REQUIRED_JAVA}+ is not installed (the Firestore and Storage emulators need it)`;
  if (java < REQUIRED_JAVA)
    return `Java ${java} found, the Firestore and Storage emulators need Java ${REQUIRED_JAVA}+`;
  for (const name of /** @type {const} */ (['firestore', 'storage'])) {
    if (!ensureEmulatorDownloaded(name)) {
      return `firebase-tools could not download the ${name} emulator (no access to Google's download server?)`;
    }
  }
  return undefined;
}
