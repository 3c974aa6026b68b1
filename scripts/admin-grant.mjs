#!/usr/bin/env node
// `npm run admin:grant -- <email> [--emulator] [--project <id>]`: gives an existing account the
// `admin: true` custom claim, keeping its other claims (e.g. `role`).
// Against the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set or --emulator is given
// (then the local stack's Auth emulator and project, from the platform config); otherwise against
// a real project with Application Default Credentials (`gcloud auth application-default login`).
import { parseArgs } from 'node:util';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { HOST, PORTS, PROJECT_ID } from './lib/platform.mjs';

const USAGE = 'Usage: npm run admin:grant -- <email> [--emulator] [--project <project-id>]';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DEFAULT_AUTH_EMULATOR = `${HOST}:${PORTS.auth}`;

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`admin:grant: ${message}`);
  process.exit(1);
}

/** @type {{ values: { emulator?: boolean, project?: string, help?: boolean }, positionals: string[] }} */
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      emulator: { type: 'boolean' },
      project: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (positionals.length === 0)
  fail(`missing the e-mail address of the account to make an administrator.\n${USAGE}`);
if (positionals.length > 1)
  fail(`expected one e-mail address, got ${positionals.length}: ${positionals.join(' ')}\n${USAGE}`);
const email = (positionals[0] ?? '').trim();
if (!EMAIL_PATTERN.test(email)) fail(`"${email}" is not an e-mail address.\n${USAGE}`);

const useEmulator = values.emulator === true || Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);
let projectId = values.project ?? process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT;
let target;
if (useEmulator) {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= DEFAULT_AUTH_EMULATOR;
  // The project the local stack's emulators run (npm start, the test harnesses).
  projectId ??= PROJECT_ID;
  initializeApp({ projectId });
  target = `the Auth emulator at ${process.env.FIREBASE_AUTH_EMULATOR_HOST} (project ${projectId})`;
} else {
  if (!projectId) {
    fail(
      'no project given. Pass --project <project-id> (or set GOOGLE_CLOUD_PROJECT), or --emulator for the local Auth emulator.',
    );
  }
  if (projectId.startsWith('demo-')) {
    fail(
      `${projectId} is a demo project that exists only in the emulators; pass --emulator, or --project <your real project id>.`,
    );
  }
  initializeApp({ credential: applicationDefault(), projectId });
  target = `project ${projectId}`;
}

/** @param {unknown} error */
function errorCode(error) {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

const auth = getAuth();
let user;
try {
  user = await auth.getUserByEmail(email);
} catch (error) {
  if (errorCode(error) === 'auth/user-not-found') {
    fail(`no account with the e-mail address ${email} in ${target}. The person must register first.`);
  }
  const message = error instanceof Error ? error.message : String(error);
  if (useEmulator && /ECONNREFUSED|fetch failed/i.test(message)) {
    fail(`cannot reach ${target}. Start the emulators first (npm start).`);
  }
  fail(`could not look up ${email} in ${target}: ${message}`);
}

const claims = { ...(user.customClaims ?? {}) };
if (claims.admin === true) {
  console.log(`${email} (uid ${user.uid}) is already an administrator in ${target}.`);
  process.exit(0);
}
try {
  await auth.setCustomUserClaims(user.uid, { ...claims, admin: true });
} catch (error) {
  fail(
    `could not set the admin claim for ${email}: ${error instanceof Error ? error.message : String(error)}`,
  );
}
console.log(
  `Granted admin to ${email} (uid ${user.uid}) in ${target}. ` +
    'The claim applies at their next sign-in or ID-token refresh.',
);
