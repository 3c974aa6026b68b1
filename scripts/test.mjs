#!/usr/bin/env node
// `npm test`: tier 1. Runs every step in order, keeps going after a failure so one run reports
// everything, and ends with "N passed, N failed" (exit code 1 if any step failed).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @typedef {{ name: string, command: string, args: string[], env?: Record<string, string> }} Step */

/** @type {Step[]} */
const steps = [
  { name: 'typecheck', command: npm, args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', command: npm, args: ['run', '--silent', 'lint'] },
  { name: 'format check (prettier)', command: npm, args: ['run', '--silent', 'format:check'] },
  { name: 'unit and component tests (vitest run)', command: npm, args: ['run', '--silent', 'test:unit'] },
  {
    name: 'function tests (Auth + Functions emulators)',
    command: npm,
    args: ['run', '--silent', 'test:functions'],
  },
  {
    name: 'web build (emulator flags, e2e crash route)',
    command: npm,
    args: ['run', '--silent', 'build', '-w', 'web'],
    // The browser tests run against this build: it talks to the emulators and has /__e2e/crash.
    env: { VITE_USE_EMULATORS: 'true', VITE_E2E_CRASH_ROUTE: 'true' },
  },
  {
    name: 'browser tests (Chromium, Hosting + Auth emulators)',
    command: npm,
    args: ['run', '--silent', 'test:browser'],
  },
];

/** @type {import('node:child_process').ChildProcess | undefined} */
let current;
let interrupted = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    interrupted = true;
    // The child shares our process group for SIGINT from a terminal; forward for SIGTERM too.
    if (current && current.exitCode === null) current.kill(signal);
  });
}

/**
 * @param {Step} step
 * @returns {Promise<number>} exit code (or 1 when killed by a signal / failed to start)
 */
function run(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...step.env, NPM_CONFIG_UPDATE_NOTIFIER: 'false' },
    });
    current = child;
    child.on('error', (error) => {
      console.error(`could not start ${step.command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** @param {number} ms */
function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** @type {{ name: string, ok: boolean, ms: number }[]} */
const results = [];
const started = Date.now();
for (const [index, step] of steps.entries()) {
  if (interrupted) break;
  console.log(`\n▶ [${index + 1}/${steps.length}] ${step.name}`);
  const t0 = Date.now();
  const code = await run(step);
  const ms = Date.now() - t0;
  results.push({ name: step.name, ok: code === 0, ms });
  console.log(
    `${code === 0 ? '✔' : '✘'} ${step.name} — ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds(ms)}`,
  );
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log('\nTier 1 summary:');
for (const r of results) console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${seconds(r.ms).padStart(8)}  ${r.name}`);
if (interrupted) console.log(`  (interrupted: ${steps.length - results.length} step(s) not run)`);
console.log(`Total ${seconds(Date.now() - started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || interrupted ? 1 : 0;
