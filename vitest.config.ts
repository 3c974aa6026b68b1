import { defineConfig } from 'vitest/config';

// Tier-1 unit and component tests. Emulator-backed and browser tests have their own runners
// (see package.json: test:functions, test:browser, test:emulators), so `include` is explicit.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['domain/src/**/*.test.ts'],
          // Property tests run hundreds of cases; on a shared 2-core CI machine that can pass 5 s.
          testTimeout: 20_000,
        },
      },
      'web/vitest.config.ts',
      {
        test: {
          name: 'functions',
          environment: 'node',
          include: ['functions/src/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.{ts,mjs}'],
        },
      },
    ],
  },
});
