import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tier 2 (npm run test:emulators): the repository contract against the real Firestore emulator and
// firestore.rules, through the web SDK adapter. Runs inside `firebase emulators:exec`, never in the
// root `vitest run`.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'emulators',
    environment: 'node',
    include: ['tests/emulators/**/*.test.ts'],
    // One emulator, shared state: files must not clear each other's data mid-test.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
