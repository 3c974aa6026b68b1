#!/usr/bin/env node
// `npm start`: the local stack. Builds the functions, starts the Firebase emulators, seeds demo
// accounts, starts the Vite dev server (pointed at the emulators) and prints the URL.
// With Java 21 it runs the whole emulator suite (`firebase emulators:start`). Without it, the
// Firestore, Storage and UI emulators cannot start; it then runs the Node implementation of
// Firestore (@firestore-emulator/server, for the functions' Admin SDK) on 8080 plus the Auth,
// Functions and Hosting emulators, and says so in one line. Ctrl-C stops everything it started.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firebaseBin, javaEmulatorsUnavailableReason } from './lib/emulator-support.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PROJECT_ID = 'demo-haulbooks';
const HOST = '127.0.0.1';
const PORTS = {
  auth: 9099,
  functions: 5001,
  firestore: 8080,
  storage: 9199,
  hosting: 5050,
  ui: 4000,
  web: 5173,
};
const WEB_URL = `http://${HOST}:${PORTS.web}`;

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @type {{ stop(): Promise<void> } | undefined} */
let nodeFirestore;
let stopping = false;

/** @param {number} port */
function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.createConnection({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** @param {string} name @param {number} port @param {number} timeoutMs */
async function waitForPort(name, port, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await portOpen(port))) {
    if (stopping) throw new Error('stopped');
    if (Date.now() > deadline)
      throw new Error(`${name} did not start on port ${port} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** @param {string} command @param {string[]} args @param {import('node:child_process').SpawnOptions} options */
function startChild(command, args, options) {
  // Own process group: a terminal Ctrl-C reaches only this script, which stops each child once
  // (firebase treats a second SIGINT as "stop right now" and skips its clean shutdown).
  // No stdin: a background process group reading the terminal would be stopped (SIGTTIN).
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true, ...options });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${path.basename(command)} exited (${signal ?? code}); stopping the stack.`);
      void shutdown(1);
    }
  });
  return child;
}

/**
 * Signals the child's whole process group (its own children too), falling back to the child.
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
function signalGroup(child, signal) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** @param {number} code */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the local stack…');
  const exits = children
    .filter((child) => child.exitCode === null && child.signalCode === null)
    .map(
      (child) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 15_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve(undefined);
          });
          // firebase emulators:start shuts its emulators down cleanly on SIGINT.
          signalGroup(child, 'SIGINT');
        }),
    );
  await Promise.all(exits);
  await nodeFirestore?.stop().catch(() => undefined);
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

// Ports in use mean another stack (or something else) is running: say so instead of half-starting.
for (const [name, port] of Object.entries(PORTS)) {
  if (await portOpen(port)) {
    console.error(
      `Port ${port} (${name}) is already in use. Stop whatever runs there (another npm start?) and try again.`,
    );
    process.exit(1);
  }
}

console.log('Building the functions…');
if (
  spawnSync('npm', ['run', '--silent', 'build', '-w', 'functions'], { cwd: root, stdio: 'inherit' })
    .status !== 0
) {
  console.error('The functions build failed; fix it and run npm start again.');
  process.exit(1);
}

const skippedReason = javaEmulatorsUnavailableReason();
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, GCLOUD_PROJECT: PROJECT_ID };
const hasWebBuild = existsSync(path.join(root, 'web', 'dist', 'index.html'));
/** @type {string[]} */
const skipped = [];

if (!skippedReason) {
  startChild(firebaseBin, ['emulators:start', '--project', PROJECT_ID], { cwd: root, env });
} else {
  const { FirestoreServer } = await import('@firestore-emulator/server');
  const server = new FirestoreServer();
  await server.start(PORTS.firestore);
  nodeFirestore = { stop: async () => server.stop() };
  // The functions (Admin SDK) reach it through this variable; the emulator passes it through.
  env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
  const only = ['auth', 'functions', ...(hasWebBuild ? ['hosting'] : [])];
  skipped.push('firestore', 'storage', 'ui');
  if (!hasWebBuild) skipped.push('hosting (no web/dist yet: run npm run build)');
  // emulators:exec rather than :start: :start always starts the UI, which needs a download from
  // Google. The exec'd script keeps the emulators up while this script lives, and ends (so
  // emulators:exec shuts them down) within a second of it going away, however it goes.
  const keepAlive = `"${process.execPath}" -e "setInterval(() => { try { process.kill(${process.pid}, 0); } catch { process.exit(0); } }, 1000)"`;
  startChild(firebaseBin, ['emulators:exec', '--only', only.join(','), '--project', PROJECT_ID, keepAlive], {
    cwd: root,
    env,
  });
}

try {
  await waitForPort('Auth emulator', PORTS.auth);
  await waitForPort('Functions emulator', PORTS.functions);
  if (!skippedReason) await waitForPort('Firestore emulator', PORTS.firestore);

  env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
  env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
  // The seed runs in this process with the Admin SDK, against the emulators only.
  Object.assign(process.env, {
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
    GCLOUD_PROJECT: PROJECT_ID,
    METADATA_SERVER_DETECTION: 'none',
  });
  const { seed } = await import('../emulators/seed.mjs');
  const seeded = await seed();

  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  startChild(vite, ['--host', HOST, '--port', String(PORTS.web), '--strictPort'], {
    cwd: path.join(root, 'web'),
    env: { ...env, VITE_USE_EMULATORS: 'true' },
  });
  await waitForPort('Vite dev server', PORTS.web, 60_000);

  console.log('\n────────────────────────────────────────────────────────────');
  if (skippedReason) {
    console.log(
      `Skipped emulators: ${skipped.join(', ')} — ${skippedReason}; Firestore for the functions is a Node implementation on ${HOST}:${PORTS.firestore}.`,
    );
  }
  console.log(`Haulbooks is running at ${WEB_URL}`);
  console.log(`Demo accounts:\n${seeded.join('\n')}`);
  if (!skippedReason) console.log(`Emulator UI: http://${HOST}:${PORTS.ui}`);
  console.log('Press Ctrl-C to stop everything.');
  console.log('────────────────────────────────────────────────────────────');
} catch (error) {
  if (!stopping) {
    console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
    await shutdown(1);
  }
}
