#!/usr/bin/env node
// `npm run test:emulators`: tier 2. Runs the security-rules and integration tests inside
// `firebase emulators:exec` with the whole suite (auth, functions, firestore, storage).
// The Firestore and Storage emulators need Java 21 and a jar downloaded from Google; where either
// is missing this prints one line "Tier 2 skipped: <reason>" and exits 0 with
// --skip-if-unavailable (what CI uses), 1 otherwise.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { firebaseBin, javaEmulatorsUnavailableReason } from './lib/emulator-support.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitestBin = path.join(root, 'node_modules', '.bin', 'vitest');
const skipIfUnavailable = process.argv.includes('--skip-if-unavailable');

const reason = javaEmulatorsUnavailableReason();
if (reason) {
  console.log(`Tier 2 skipped: ${reason}.`);
  process.exit(skipIfUnavailable ? 0 : 1);
}

/** @param {string} command @param {string[]} args @returns {Promise<number>} */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', () => resolve(1));
    child.on('exit', (code) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? 1);
    });
  });
}

// The Functions emulator loads functions/lib, so build it first.
if ((await run('npm', ['run', '--silent', 'build', '-w', 'functions'])) !== 0) {
  console.error('Tier 2: the functions build failed.');
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
const code = await run(firebaseBin, [
  'emulators:exec',
  '--only',
  'auth,functions,firestore,storage',
  '--project',
  'demo-haulbooks',
  vitest,
]);
console.log(code === 0 ? 'Tier 2 passed.' : `Tier 2 failed (exit ${code}).`);
process.exit(code);
