#!/usr/bin/env node
// Tier 1: runs a command against the emulators that start without Java.
//   node scripts/with-tier1-emulators.mjs [--hosting] -- <command…>
// 1. waits for its turn (one run per machine, a lock in the temp directory) and for the fixed
//    ports to be free (something else may hold them), up to 3 minutes each;
// 2. builds functions/lib when it is older than functions/src or domain/src;
//    with --hosting, builds web/dist when it is missing (emulator flags, as `npm test` does);
// 3. starts the Node Firestore server (@firestore-emulator/server) in this process on 8080;
// 4. runs `firebase emulators:exec --only auth,functions[,hosting] "<command>"` in its own process
//    group; the functions (and the command) reach Firestore through FIRESTORE_EMULATOR_HOST;
// 5. stops everything it started — also on failure, SIGINT or SIGTERM — and exits with the
//    command's exit code.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  HOST,
  acquireEmulatorLock,
  recordEmulatorGroup,
  PORTS,
  PROJECT_ID,
  busyPorts,
  functionsBundleStale,
  groupAlive,
  killGroup,
  root,
  shellQuote,
  sleep,
  startFirestoreNodeServer,
  startGroup,
  waitForPortsFree,
} from './lib/emulators.mjs';

const USAGE = 'Usage: node scripts/with-tier1-emulators.mjs [--hosting] -- <command> [args…]';
const PORT_WAIT_MS = 180_000;
const SHUTDOWN_GRACE_MS = 15_000;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const firebaseBin = path.join(root, 'node_modules', '.bin', 'firebase');

const argv = process.argv.slice(2);
const separator = argv.indexOf('--');
const options = separator === -1 ? argv : argv.slice(0, separator);
const command = separator === -1 ? [] : argv.slice(separator + 1);
const unknown = options.filter((option) => option !== '--hosting');
if (command.length === 0 || unknown.length > 0) {
  console.error(
    unknown.length > 0 ? `Unknown option ${unknown.join(' ')}.\n${USAGE}` : `No command given.\n${USAGE}`,
  );
  process.exit(2);
}
const withHosting = options.includes('--hosting');
const emulators = withHosting ? ['auth', 'functions', 'hosting'] : ['auth', 'functions'];
/** @type {Record<string, number>} */
const ports = { firestore: PORTS.firestore, auth: PORTS.auth, functions: PORTS.functions };
if (withHosting) ports.hosting = PORTS.hosting;

/** What the command (and, through firebase-tools, the functions) see. */
const env = {
  ...process.env,
  GCLOUD_PROJECT: PROJECT_ID,
  FIREBASE_PROJECT_ID: PROJECT_ID,
  FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
  // Tells tests that Firestore is the Node server (no transaction isolation, no rules).
  FIRESTORE_NODE_SERVER: '1',
  FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
  FUNCTIONS_EMULATOR_ORIGIN: `http://${HOST}:${PORTS.functions}`,
  ...(withHosting ? { HOSTING_EMULATOR_ORIGIN: `http://${HOST}:${PORTS.hosting}` } : {}),
  NPM_CONFIG_UPDATE_NOTIFIER: 'false',
  // The payment functions call Stripe here: a local Stripe-like server that the payment tests
  // start on this port (tests/functions/payments.test.ts). Nothing in tier 1 reaches Stripe.
  STRIPE_API_BASE_URL: `http://${HOST}:12111`,
};

/** @type {ReturnType<typeof startGroup> | undefined} */
let current;
/** @type {(() => void) | undefined} */
let releaseLock;
process.on('exit', () => releaseLock?.());
/** @type {{ stop: () => void } | undefined} */
let firestoreServer;
let stopping = false;

/** Stops the running child group (gracefully, then by force) and the Firestore server. */
async function teardown() {
  if (current && groupAlive(current.child)) {
    killGroup(current.child, 'SIGINT');
    const deadline = Date.now() + SHUTDOWN_GRACE_MS;
    while (groupAlive(current.child) && Date.now() < deadline) await sleep(200);
    // Whatever firebase-tools left behind (function workers, the command's children).
    killGroup(current.child, 'SIGKILL');
  }
  firestoreServer?.stop();
  firestoreServer = undefined;
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\nwith-tier1-emulators: ${signal} received, stopping the emulators…`);
    void teardown().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

/**
 * Runs one step to completion as the current child group.
 * @param {string} cmd @param {string[]} args @param {NodeJS.ProcessEnv} stepEnv
 */
async function step(cmd, args, stepEnv) {
  current = startGroup(cmd, args, { env: stepEnv });
  recordEmulatorGroup(current.child.pid);
  const code = await current.exited;
  // The leader is gone; stop any of its children that are still running.
  killGroup(current.child, 'SIGKILL');
  return code;
}

/** @param {number} code */
async function finish(code) {
  if (stopping) return;
  stopping = true;
  await teardown();
  // Release the ports before returning, so the next run (e.g. test:browser after test:functions) can bind them.
  const stillBusy = await waitForPortsFree(ports, 10_000);
  if (stillBusy.length > 0)
    console.error(`with-tier1-emulators: ports still in use after shutdown: ${stillBusy.join(', ')}`);
  process.exit(code);
}

const started = Date.now();
releaseLock = await acquireEmulatorLock(PORT_WAIT_MS, (holder) =>
  console.log(
    `with-tier1-emulators: another emulator run (pid ${holder}) is in progress; waiting for it to finish…`,
  ),
);
if (!releaseLock) {
  console.error(
    `with-tier1-emulators: another emulator run still holds the lock after ${PORT_WAIT_MS / 1000} s.`,
  );
  process.exit(1);
}
const stillBusy = await waitForPortsFree(ports, PORT_WAIT_MS, (busy) =>
  console.log(`with-tier1-emulators: waiting for ports in use (${busy.join(', ')}) to be released…`),
);
if (stillBusy.length > 0) {
  console.error(
    `with-tier1-emulators: ports still in use after ${PORT_WAIT_MS / 1000} s: ${stillBusy.join(', ')}. ` +
      'Stop the other emulator run (npm start?) and try again.',
  );
  process.exit(1);
}

if (functionsBundleStale()) {
  console.log('with-tier1-emulators: functions/lib is older than its sources, building it…');
  if ((await step(npm, ['run', '--silent', 'build', '-w', 'functions'], env)) !== 0) {
    console.error('with-tier1-emulators: the functions build failed.');
    await finish(1);
  }
}
if (withHosting && !existsSync(path.join(root, 'web', 'dist', 'index.html'))) {
  console.log('with-tier1-emulators: web/dist is missing, building the web app with emulator flags…');
  const webEnv = { ...env, VITE_USE_EMULATORS: 'true', VITE_E2E_CRASH_ROUTE: 'true' };
  if ((await step(npm, ['run', '--silent', 'build', '-w', 'web'], webEnv)) !== 0) {
    console.error('with-tier1-emulators: the web build failed, so Hosting has nothing to serve.');
    await finish(1);
  }
}

try {
  firestoreServer = await startFirestoreNodeServer(PORTS.firestore);
} catch (error) {
  console.error(
    `with-tier1-emulators: could not start the Node Firestore server on ${PORTS.firestore}: ${String(error)}`,
  );
  await finish(1);
}
console.log(
  `with-tier1-emulators: Node Firestore server on ${HOST}:${PORTS.firestore}; starting ${emulators.join(', ')}…`,
);

// Ports another process might have taken in the meantime would make firebase-tools fail anyway;
// say which.
const taken = await busyPorts(
  Object.fromEntries(Object.entries(ports).filter(([name]) => name !== 'firestore')),
);
if (taken.length > 0) {
  console.error(`with-tier1-emulators: ports taken while starting: ${taken.join(', ')}`);
  await finish(1);
}

const code = await step(
  firebaseBin,
  [
    'emulators:exec',
    '--only',
    emulators.join(','),
    '--project',
    PROJECT_ID,
    command.map(shellQuote).join(' '),
  ],
  env,
);
console.log(
  `with-tier1-emulators: finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${code}).`,
);
await finish(code);
