import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The web project of the root vitest workspace. It lives here, not in the root config, because
// @vitejs/plugin-react is a dependency of this workspace and resolves from web/node_modules.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Component tests drive a real DOM with user-event; under a full parallel run on 2 cores a
    // long form can take several seconds. Wall-clock speed is the bench's business, not a test's.
    testTimeout: 20_000,
  },
});
