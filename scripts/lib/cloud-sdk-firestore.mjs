// The Cloud SDK's Firestore emulator (Debian package google-cloud-cli-firestore-emulator, in this
// team's machine image). It is the same emulator firebase-tools downloads, but it runs on Java 17
// and needs no download, so where Java 21 is missing it gives `npm start` and tier 2 a real
// Firestore (rules, the web SDK's WebChannel, transactions) instead of the Node stand-in.
// firebase-tools itself refuses Java < 21 for any Java emulator, so we start this one ourselves and
// point everything at it with FIRESTORE_EMULATOR_HOST.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { HOST, root, sleep, startGroup, killGroup, groupAlive } from './emulators.mjs';

export const CLOUD_SDK_FIRESTORE_EMULATOR =
  process.env.CLOUD_SDK_FIRESTORE_EMULATOR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

/** The emulator's launcher, or null where the package is not installed. */
export function cloudSdkFirestoreEmulator() {
  return existsSync(CLOUD_SDK_FIRESTORE_EMULATOR) ? CLOUD_SDK_FIRESTORE_EMULATOR : null;
}

/**
 * Whether a Firestore emulator answers at host:port (its root answers "Ok").
 * @param {number} port @param {string} [host]
 */
export async function firestoreEmulatorAnswers(port, host = HOST) {
  try {
    const response = await fetch(`http://${host}:${port}/`, { signal: AbortSignal.timeout(2000) });
    return response.ok && (await response.text()).trim() === 'Ok';
  } catch {
    return false;
  }
}

/**
 * Starts the Cloud SDK Firestore emulator on host:port with the repository's firestore.rules, in its
 * own process group, and waits until it answers. With `functionsEmulator` (host:port) it sends the
 * events of registered triggers there (see lib/firestore-triggers.mjs).
 * @param {{ port: number, host?: string, timeoutMs?: number, functionsEmulator?: string }} options
 * @returns {Promise<{ stop: () => Promise<void> }>}
 */
export async function startCloudSdkFirestore({ port, host = HOST, timeoutMs = 90_000, functionsEmulator }) {
  const launcher = cloudSdkFirestoreEmulator();
  if (!launcher)
    throw new Error(`the Cloud SDK Firestore emulator is not installed (${CLOUD_SDK_FIRESTORE_EMULATOR})`);
  const group = startGroup(
    launcher,
    [
      '--host',
      host,
      '--port',
      String(port),
      '--rules',
      path.join(root, 'firestore.rules'),
      ...(functionsEmulator ? ['--functions_emulator', functionsEmulator] : []),
    ],
    {
      capture: true,
    },
  );
  const stop = async () => {
    if (!groupAlive(group.child)) return;
    killGroup(group.child, 'SIGTERM');
    const deadline = Date.now() + 10_000;
    while (groupAlive(group.child) && Date.now() < deadline) await sleep(200);
    killGroup(group.child, 'SIGKILL');
  };
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void group.exited.then(() => (exited = true));
  while (!(await firestoreEmulatorAnswers(port, host))) {
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(
        `the Cloud SDK Firestore emulator did not start on ${host}:${port}${exited ? ' (it exited)' : ''}:\n${group.output.text.slice(-2000)}`,
      );
    }
    await sleep(500);
  }
  return { stop };
}
