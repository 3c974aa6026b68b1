#!/usr/bin/env node
// `npm start`: the local stack. Builds the functions, starts the Firebase emulators, seeds demo
// accounts, starts the Vite dev server (pointed at the emulators) and prints the URL.
// With Java 21 it runs the whole emulator suite (`firebase emulators:start`). Without it the
// Storage and UI emulators cannot start; Firestore is then the Cloud SDK's emulator (it runs on
// Java 17) where that is installed, else the Node implementation (@firestore-emulator/server, for
// the functions' Admin SDK only), beside the Auth, Functions and Hosting emulators; one line says
// which. Ctrl-C stops everything it started.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { firebaseBin, prepareJavaEmulators } from './lib/emulator-support.mjs';
import { cloudSdkFirestoreEmulator, startCloudSdkFirestore } from './lib/cloud-sdk-firestore.mjs';
import {
  HOST,
  PORTS,
  PROJECT_ID,
  killGroup,
  portInUse,
  root,
  sleep,
  startFirestoreNodeServer,
  startGroup,
} from './lib/emulators.mjs';

const WEB_URL = `http://${HOST}:${PORTS.web}`;

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @type {{ stop(): void } | undefined} */
let nodeFirestore;
/** @type {{ stop: () => Promise<void> } | undefined} */
let cloudSdkFirestore;
let stopping = false;

/** @param {string} name @param {number} port @param {number} timeoutMs */
async function waitForPort(name, port, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await portInUse(port))) {
    if (stopping) throw new Error('stopped');
    if (Date.now() > deadline)
      throw new Error(`${name} did not start on port ${port} within ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

/**
 * Starts a long-running part of the stack in its own process group: a terminal Ctrl-C reaches
 * only this script, which stops each child once (firebase treats a second SIGINT as "stop right
 * now" and skips its clean shutdown). The stack stops when any part of it exits.
 * @param {string} command @param {string[]} args @param {{ env: NodeJS.ProcessEnv, cwd?: string }} options
 */
function startChild(command, args, options) {
  const { child, exited } = startGroup(command, args, options);
  children.push(child);
  void exited.then((code) => {
    if (!stopping) {
      console.error(`\n${path.basename(command)} exited (${child.signalCode ?? code}); stopping the stack.`);
      void shutdown(1);
    }
  });
  return child;
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
          const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve(undefined);
          });
          // firebase emulators:start shuts its emulators down cleanly on SIGINT.
          killGroup(child, 'SIGINT');
        }),
    );
  await Promise.all(exits);
  nodeFirestore?.stop();
  await cloudSdkFirestore?.stop();
  process.exit(code);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

// Ports in use mean another stack (or something else) is running: say so instead of half-starting.
for (const [name, port] of Object.entries(PORTS)) {
  if (await portInUse(port)) {
    console.error(
      `Port ${port} (${name}) is already in use. Stop whatever runs there (another npm start?) and try again.`,
    );
    process.exit(1);
  }
}

console.log('Building the functions…');
const functionsBuild = startGroup('npm', ['run', '--silent', 'build', '-w', 'functions']);
children.push(functionsBuild.child);
if ((await functionsBuild.exited) !== 0 || stopping) {
  // Stopped with Ctrl-C while building, or the build failed.
  if (!stopping) console.error('The functions build failed; fix it and run npm start again.');
  process.exit(stopping ? 0 : 1);
}

// With Java 21 (on PATH, cached, or downloaded now) env runs the emulators on it.
const { env: javaEnv, reason: skippedReason } = await prepareJavaEmulators();
/** @type {NodeJS.ProcessEnv} */
const env = { ...javaEnv, GCLOUD_PROJECT: PROJECT_ID };
const hasWebBuild = existsSync(path.join(root, 'web', 'dist', 'index.html'));
/** @type {string[]} */
const skipped = [];

// Without Java 21, the Cloud SDK's Firestore emulator (Java 17) still gives the web app a real
// Firestore; only where it is missing too do the functions get the Node stand-in.
const cloudSdk = skippedReason ? cloudSdkFirestoreEmulator() : null;
if (!skippedReason) {
  startChild(firebaseBin, ['emulators:start', '--project', PROJECT_ID], { cwd: root, env });
} else {
  if (cloudSdk) cloudSdkFirestore = await startCloudSdkFirestore({ port: PORTS.firestore });
  else nodeFirestore = await startFirestoreNodeServer(PORTS.firestore);
  // The functions (Admin SDK) reach it through this variable; the emulator passes it through.
  env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
  const only = ['auth', 'functions', ...(hasWebBuild ? ['hosting'] : [])];
  skipped.push(...(cloudSdk ? [] : ['firestore']), 'storage', 'ui');
  if (!hasWebBuild)
    skipped.push('hosting (no web/dist yet: run VITE_USE_EMULATORS=true npm run build -w web)');
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
      cloudSdk
        ? `Skipped emulators: ${skipped.join(', ')} — ${skippedReason}; Firestore is the Cloud SDK emulator on ${HOST}:${PORTS.firestore}.`
        : `Skipped emulators: ${skipped.join(', ')} — ${skippedReason}; Firestore for the functions is a Node implementation on ${HOST}:${PORTS.firestore} (data screens will say the Firestore emulator is not running).`,
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
