import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tier 2 (npm run test:emulators): security-rules tests. They need the Firestore emulator, so they
// run inside `firebase emulators:exec`, never in `vitest run` at the root.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'rules',
    environment: 'node',
    include: ['tests/rules/**/*.test.ts'],
    // One emulator, shared state: files must not clear each other's data mid-test.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
