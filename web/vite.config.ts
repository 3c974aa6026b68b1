import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies /api/** to the Functions emulator the way Hosting rewrites do in production.
const functionsOrigin = process.env.HAULBOOKS_FUNCTIONS_ORIGIN ?? 'http://127.0.0.1:5001';
const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-haulbooks';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api/log-error': {
        target: functionsOrigin,
        rewrite: () => `/${projectId}/us-central1/logError`,
      },
    },
  },
  build: {
    sourcemap: true,
    // npm run bench reads dist/.vite/manifest.json to measure JavaScript per route.
    manifest: true,
    // Public pages must stay small: vendor code is split per lazy route, never into the entry.
    chunkSizeWarningLimit: 700,
  },
});
