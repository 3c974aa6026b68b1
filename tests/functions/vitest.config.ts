import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tier 1 function tests (npm run test:functions): run inside scripts/with-tier1-emulators.mjs,
// against the Auth + Functions emulators and the Node Firestore server. Never part of the root
// `vitest run`.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'functions-emulators',
    environment: 'node',
    include: ['tests/functions/**/*.test.ts'],
    // One set of emulators: files run one after another.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
