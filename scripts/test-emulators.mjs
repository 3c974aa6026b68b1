#!/usr/bin/env node
// `npm run test:emulators`: tier 2. Runs the security-rules and integration tests inside
// `firebase emulators:exec` with the whole suite (auth, functions, firestore, storage).
// The Firestore and Storage emulators need Java 21 (fetched into ~/.cache/haulbooks/jre where the
// installed Java is older and the machine is online) and a jar downloaded from Google; where either
// is missing this prints one line "Tier 2 skipped: <reason>" and exits 0 with
// --skip-if-unavailable (what CI uses), 1 otherwise.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { firebaseBin, prepareJavaEmulators } from './lib/emulator-support.mjs';
import { PROJECT_ID, killGroup, root, startGroup } from './lib/emulators.mjs';

const vitestBin = path.join(root, 'node_modules', '.bin', 'vitest');
const skipIfUnavailable = process.argv.includes('--skip-if-unavailable');

const { env, reason } = await prepareJavaEmulators();
if (reason) {
  console.log(`Tier 2 skipped: ${reason}.`);
  process.exit(skipIfUnavailable ? 0 : 1);
}

/** @param {string} command @param {string[]} args @param {Record<string, string>} [extraEnv] @returns {Promise<number>} */
async function run(command, args, extraEnv = {}) {
  const { child, exited } = startGroup(command, args, { env: { ...env, ...extraEnv } });
  // The child has its own process group: pass Ctrl-C and SIGTERM on to all of it.
  const forward = (/** @type {NodeJS.Signals} */ signal) => killGroup(child, signal);
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

// tests/functions: the tier-1 function tests again, this time against the real Firestore emulator
// (transaction isolation included). tests/emulators: the repository contract through the web
// Firestore adapter under the real firestore.rules.
const configs = [
  'tests/rules/vitest.config.ts',
  'tests/functions/vitest.config.ts',
  'tests/emulators/vitest.config.ts',
  'tests/integration/vitest.config.ts',
].filter((config) => existsSync(path.join(root, config)));
const vitest = configs.map((config) => `"${vitestBin}" run --config ${config}`).join(' && ');
// tests/e2e-data: the data screens in Chromium against the seeded emulators (Firestore included).
const browserTests = `"${process.execPath}" --test tests/e2e-data/`;
const code = await run(firebaseBin, [
  'emulators:exec',
  '--only',
  'auth,functions,firestore,storage,hosting',
  '--project',
  PROJECT_ID,
  `${vitest} && ${browserTests}`,
]);
console.log(code === 0 ? 'Tier 2 passed.' : `Tier 2 failed (exit ${code}).`);
process.exit(code);
