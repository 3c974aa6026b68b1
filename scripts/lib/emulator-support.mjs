// What the Firestore and Storage emulators need, shared by `npm start` and `npm run test:emulators`:
// Java 21+ (fetched into a cache where the installed one is too old, see java.mjs) and the
// emulator jars firebase-tools downloads from Google.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REQUIRED_JAVA, ensureJava, withJava } from './java.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const firebaseBin = path.join(root, 'node_modules', '.bin', 'firebase');

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

/**
 * Gets the Firestore and Storage emulators ready: a Java 21+ (downloading one when needed) and
 * their jars.
 * @param {NodeJS.ProcessEnv} [env] the environment to start the emulators with
 * @returns {Promise<{ env: NodeJS.ProcessEnv, reason?: string }>} env with that Java first on
 *   PATH, or the reason why these emulators cannot start here
 */
export async function prepareJavaEmulators(env = process.env) {
  const java = await ensureJava();
  if (java.major === undefined)
    return {
      env,
      reason: `Java ${REQUIRED_JAVA}+ is not installed (the Firestore and Storage emulators need it)`,
    };
  if (java.major < REQUIRED_JAVA)
    return {
      env,
      reason: `Java ${java.major} found, the Firestore and Storage emulators need Java ${REQUIRED_JAVA}+`,
    };
  for (const name of /** @type {const} */ (['firestore', 'storage'])) {
    if (!ensureEmulatorDownloaded(name)) {
      return {
        env,
        reason: `firebase-tools could not download the ${name} emulator (no access to Google's download server?)`,
      };
    }
  }
  return { env: withJava(java.home, env) };
}
