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
        },
      },
      'web/vitest.config.ts',
      {
        test: {
          name: 'functions',
          environment: 'node',
          include: ['functions/src/**/*.test.ts'],
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
