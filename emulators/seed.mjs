#!/usr/bin/env node
// Seeds the local emulators with demo accounts: a customer (owner-operator) and an administrator,
// their Auth accounts, claims and users/{uid} profiles. Idempotent: run it again and the accounts
// are reset to these values. Refuses to run unless it talks to emulators.
//   FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 node emulators/seed.mjs
// Profiles are built by domain's buildNewUserProfile, the same code completeRegistration uses.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { PLATFORM } from '../scripts/lib/platform.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? PLATFORM.projectId;

export const DEMO_ACCOUNTS = /** @type {const} */ ([
  {
    name: 'Demo Driver',
    email: 'demo@haulbooks.test',
    password: 'demo-password',
    role: 'owner_operator',
    admin: false,
  },
  {
    name: 'Demo Admin',
    email: 'admin@haulbooks.test',
    password: 'admin-password',
    role: 'admin',
    admin: true,
  },
]);

/**
 * domain/ is TypeScript consumed as source; bundle the one function we need with esbuild
 * (in memory) instead of keeping a second copy of the profile shape here.
 * @returns {Promise<{ buildNewUserProfile: (input: { name: string, email: string, role: string }, now: Date) => Record<string, unknown> & { role: string } }>}
 */
async function loadDomain() {
  const result = await build({
    stdin: {
      contents: "export { buildNewUserProfile } from '@haulbooks/domain';",
      resolveDir: root,
      loader: 'js',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'error',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild produced no output for @haulbooks/domain');
  return import(`data:text/javascript;base64,${Buffer.from(output.text).toString('base64')}`);
}

export async function seed() {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST || !process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'seed: set FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST; it only seeds emulators.',
    );
  }
  // No Google metadata server locally: skip the Admin SDK's probe (and its warning).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const { buildNewUserProfile } = await loadDomain();
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = getApps().find((a) => a.name === 'seed') ?? initializeApp({ projectId: PROJECT_ID }, 'seed');
  const auth = getAuth(app);
  const db = getFirestore(app);

  const now = new Date();
  /** @type {string[]} */
  const lines = [];
  for (const account of DEMO_ACCOUNTS) {
    const existing = await auth.getUserByEmail(account.email).catch(() => undefined);
    const user = existing
      ? await auth.updateUser(existing.uid, {
          password: account.password,
          displayName: account.name,
          emailVerified: true,
        })
      : await auth.createUser({
          email: account.email,
          password: account.password,
          displayName: account.name,
          emailVerified: true,
        });
    await auth.setCustomUserClaims(
      user.uid,
      account.admin ? { admin: true, role: account.role } : { role: account.role },
    );

    // The admin's profile is built like a customer's (fleet plan) and then marked as staff.
    const base = buildNewUserProfile(
      { name: account.name, email: account.email, role: account.admin ? 'fleet_manager' : account.role },
      now,
    );
    const profile = account.admin ? { ...base, role: account.role, subscriptionStatus: 'active' } : base;
    await db.collection('users').doc(user.uid).set(profile);
    lines.push(`  ${account.admin ? 'admin   ' : 'customer'}  ${account.email} / ${account.password}`);
  }
  return lines;
}

// Run directly (not imported by scripts/start.mjs).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const lines = await seed();
  console.log(`Seeded demo accounts:\n${lines.join('\n')}`);
  process.exit(0);
}
