#!/usr/bin/env node
// Seeds the local emulators with demo accounts: a customer (owner-operator) and an administrator,
// their Auth accounts, claims and users/{uid} profiles. Idempotent: run it again and the accounts
// are reset to these values. Refuses to run unless it talks to emulators.
//   FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9099 FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 node emulators/seed.mjs
// Profiles are built by domain's buildNewUserProfile and written through the functions' Admin SDK
// store at the registry's path (USERS), as completeRegistration writes them.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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
 * domain/ and functions/src/data are TypeScript consumed as source: bundle what the seed needs
 * with esbuild instead of keeping a second copy of the profile shape, path or Firestore mapping.
 * The bundle is written under node_modules/.cache (not imported as a data: URL) so that its
 * firebase-admin imports resolve to the same installed SDK this script uses.
 * @returns {Promise<typeof import('@haulbooks/domain') & typeof import('../functions/src/data/admin-store.js')>}
 */
async function loadDataLayer() {
  const outfile = path.join(root, 'node_modules', '.cache', 'haulbooks', 'seed-data-layer.mjs');
  await build({
    stdin: {
      contents:
        "export { buildNewUserProfile, USERS } from '@haulbooks/domain';\n" +
        "export { createAdminStore } from './functions/src/data/admin-store.ts';",
      resolveDir: root,
      loader: 'js',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    external: ['firebase-admin', 'firebase-admin/*'],
    logLevel: 'error',
  });
  return import(pathToFileURL(outfile).href);
}

export async function seed() {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST || !process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error(
      'seed: set FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST; it only seeds emulators.',
    );
  }
  // No Google metadata server locally: skip the Admin SDK's probe (and its warning).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const { buildNewUserProfile, USERS, createAdminStore } = await loadDataLayer();
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = getApps().find((a) => a.name === 'seed') ?? initializeApp({ projectId: PROJECT_ID }, 'seed');
  const auth = getAuth(app);
  const store = createAdminStore(getFirestore(app));

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
    /** @type {typeof base} */
    const profile = account.admin ? { ...base, role: account.role, subscriptionStatus: 'active' } : base;
    // Replaces the profile; createdAt and updatedAt are the server's time, as for a registration.
    await store.collection(USERS, user.uid).set(user.uid, profile);
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
