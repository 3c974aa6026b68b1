#!/usr/bin/env node
// `npm run test:emulators`: tier 2. Security-rules tests, the repository contract through the web
// Firestore adapter, the function tests against a real Firestore, and the data screens in Chromium.
// - With Java 21 (fetched into ~/.cache/haulbooks/jre where the installed Java is older and the
//   machine is online) and firebase-tools' emulator jars: everything inside `firebase emulators:exec`
//   with the whole suite (auth, functions, firestore, storage, hosting).
// - Otherwise, where the Cloud SDK's Firestore emulator is installed (it runs on Java 17, see
//   lib/cloud-sdk-firestore.mjs): that emulator plus auth, functions and hosting; only the Storage
//   rules tests are skipped, and the run says so.
// - Otherwise one line "Tier 2 skipped: <reason>", exit 0 with --skip-if-unavailable (what CI
//   uses), 1 without.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { cloudSdkFirestoreEmulator, startCloudSdkFirestore } from './lib/cloud-sdk-firestore.mjs';
import { firebaseBin, prepareJavaEmulators } from './lib/emulator-support.mjs';
import {
  HOST,
  PORTS,
  PROJECT_ID,
  acquireEmulatorLock,
  killGroup,
  root,
  startGroup,
} from './lib/emulators.mjs';

const vitestBin = path.join(root, 'node_modules', '.bin', 'vitest');
const skipIfUnavailable = process.argv.includes('--skip-if-unavailable');

const { env: javaEnv, reason } = await prepareJavaEmulators();
const cloudSdk = reason ? cloudSdkFirestoreEmulator() : null;
if (reason && !cloudSdk) {
  console.log(`Tier 2 skipped: ${reason}, and the Cloud SDK Firestore emulator is not installed.`);
  process.exit(skipIfUnavailable ? 0 : 1);
}
if (cloudSdk) {
  console.log(
    `Tier 2 on the Cloud SDK Firestore emulator (${reason}); the Storage rules tests are skipped: the Storage emulator needs Java 21.`,
  );
}
// The emulator ports are fixed: wait for any other emulator run on this machine (npm test's
// function and browser steps take the same lock) instead of colliding with it.
const releaseLock = await acquireEmulatorLock(15 * 60_000, (holder) =>
  console.log(`Tier 2: waiting for another emulator run on this machine (pid ${holder}) to finish…`),
);
if (!releaseLock) {
  console.error('Tier 2: another emulator run held the ports for 15 minutes; giving up.');
  process.exit(1);
}
process.on('exit', releaseLock);

/** @type {NodeJS.ProcessEnv} */
const env = cloudSdk ? { ...javaEnv, FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}` } : javaEnv;

/** @type {(() => Promise<void>) | undefined} */
let stopFirestore;
/** Set when Ctrl-C or SIGTERM stopped a step: an interrupted run never reports a pass. */
/** @type {NodeJS.Signals | undefined} */
let interruptedBy;
/** @param {string} command @param {string[]} args @param {Record<string, string>} [extraEnv] @returns {Promise<number>} */
async function run(command, args, extraEnv = {}) {
  const { child, exited } = startGroup(command, args, { env: { ...env, ...extraEnv } });
  // The child has its own process group: pass Ctrl-C and SIGTERM on to all of it.
  const forward = (/** @type {NodeJS.Signals} */ signal) => {
    interruptedBy = signal;
    killGroup(child, signal);
    void stopFirestore?.();
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await exited;
  process.off('SIGINT', forward);
  process.off('SIGTERM', forward);
  return code;
}

// The Functions emulator loads functions/lib, and the data-screen browser tests use the web build
// that talks to the emulators, served by the Hosting emulator: build both first.
if ((await run('npm', ['run', '--silent', 'build', '-w', 'functions'])) !== 0) {
  console.error('Tier 2: the functions build failed.');
  process.exit(1);
}
if ((await run('npm', ['run', '--silent', 'build', '-w', 'web'], { VITE_USE_EMULATORS: 'true' })) !== 0) {
  console.error('Tier 2: the web build failed.');
  process.exit(1);
}

// tests/rules: firestore.rules and storage.rules. tests/functions: the tier-1 function tests again,
// this time against the real Firestore emulator (transaction isolation included). tests/emulators:
// the repository contract through the web Firestore adapter under the real firestore.rules.
const configs = [
  'tests/rules/vitest.config.ts',
  'tests/functions/vitest.config.ts',
  'tests/emulators/vitest.config.ts',
  'tests/integration/vitest.config.ts',
].filter((config) => existsSync(path.join(root, config)));
const withoutStorage = cloudSdk ? ' --exclude tests/rules/storage.rules.test.ts' : '';
const vitestRun = (/** @type {string} */ config, extra = '') =>
  `"${vitestBin}" run --config ${config}${withoutStorage}${extra}`;
// firebase-tools wires Firestore triggers only to a Firestore emulator it started; with the Cloud
// SDK one we register them ourselves, after every other test, and then run the trigger tests:
// registered earlier, the other tests' writes (a thousand in the rules tests, malformed documents
// in the contract) queue trigger runs that the Functions emulator is still working through when
// the next tests call it (the logError burst test and the trigger tests themselves timed out).
const FUNCTIONS_CONFIG = 'tests/functions/vitest.config.ts';
const TRIGGER_TESTS = [
  'tests/functions/aggregates.test.ts',
  'tests/functions/platform-stats.test.ts',
  'tests/functions/notifications.test.ts',
];
const vitest = configs
  .map((config) =>
    vitestRun(
      config,
      cloudSdk && config === FUNCTIONS_CONFIG ? TRIGGER_TESTS.map((t) => ` --exclude ${t}`).join('') : '',
    ),
  )
  .join(' && ');
const triggerTests = cloudSdk
  ? ` && "${process.execPath}" scripts/register-firestore-triggers.mjs && "${vitestBin}" run --config ${FUNCTIONS_CONFIG} ${TRIGGER_TESTS.join(' ')}`
  : '';
// tests/e2e-data: the data screens in Chromium against the emulators (Firestore included). They
// run last, with the triggers wired (as they always are with Java 21): the dashboard test records an
// expense and waits for the aggregate trigger's figures. A browser test writes a handful of
// documents, so the trigger runs it queues are no burden.
const browserTests = `"${process.execPath}" --test tests/e2e-data/`;

if (cloudSdk) {
  try {
    ({ stop: stopFirestore } = await startCloudSdkFirestore({
      port: PORTS.firestore,
      functionsEmulator: `${HOST}:${PORTS.functions}`,
    }));
  } catch (error) {
    console.log(`Tier 2 skipped: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(skipIfUnavailable ? 0 : 1);
  }
}
const emulators = cloudSdk ? 'auth,functions,hosting' : 'auth,functions,firestore,storage,hosting';
const code = await run(firebaseBin, [
  'emulators:exec',
  '--only',
  emulators,
  '--project',
  PROJECT_ID,
  `${vitest}${triggerTests} && ${browserTests}`,
]);
await stopFirestore?.();
if (interruptedBy) {
  console.log(`Tier 2 interrupted (${interruptedBy}).`);
  process.exit(1);
}
console.log(code === 0 ? 'Tier 2 passed.' : `Tier 2 failed (exit ${code}).`);
process.exit(code);
