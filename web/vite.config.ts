import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { PLATFORM } from '../domain/src/platform.js';
import { ConfigError, readConfig } from './src/lib/read-config.js';

const { emulatorHost, ports, region } = PLATFORM;
// The dev server proxies /api/** to the Functions emulator the way Hosting rewrites do in production.
const functionsOrigin = process.env.HAULBOOKS_FUNCTIONS_ORIGIN ?? `http://${emulatorHost}:${ports.functions}`;
const projectId = process.env.VITE_FIREBASE_PROJECT_ID ?? PLATFORM.projectId;

/**
 * Fail closed: runs the app's own readConfig over the environment Vite resolved (process env and
 * .env files), so a build or dev server without the emulators and without the full Firebase
 * config stops here, with the message naming what is missing.
 */
function requireFirebaseConfig(): Plugin {
  return {
    name: 'haulbooks:require-firebase-config',
    configResolved(resolved) {
      try {
        readConfig(resolved.env, PLATFORM);
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        const what = resolved.command === 'build' ? `vite build (mode ${resolved.mode})` : 'vite dev server';
        const message = `${what} stopped: ${error.message}`;
        // The message is the whole story; a stack trace into the config loader would bury it.
        throw Object.assign(new Error(message), { stack: message });
      }
    },
  };
}

/**
 * Camera OCR runs tesseract.js from the app's own origin (no CDN): its worker script, the
 * WebAssembly cores and the English model are served under /ocr/ by the dev server and copied
 * into the build (web/src/features/uploads/api/tesseract-photo-reader.ts loads them).
 */
function ocrAssets(): Plugin {
  const require = createRequire(import.meta.url);
  const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
  const files: Record<string, string> = {
    'ocr/worker.min.js': path.join(packageDir('tesseract.js'), 'dist/worker.min.js'),
    'ocr/lang/eng.traineddata.gz': path.join(
      packageDir('@tesseract.js-data/eng'),
      '4.0.0_best_int/eng.traineddata.gz',
    ),
  };
  const coreDir = path.dirname(
    require.resolve('tesseract.js-core/package.json', { paths: [packageDir('tesseract.js')] }),
  );
  for (const variant of ['', '-simd', '-relaxedsimd'])
    files[`ocr/core/tesseract-core${variant}-lstm.wasm.js`] = path.join(
      coreDir,
      `tesseract-core${variant}-lstm.wasm.js`,
    );
  return {
    name: 'haulbooks:ocr-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files[(request.url ?? '').split('?')[0]?.replace(/^\//, '') ?? ''];
        if (!file) return next();
        response.setHeader(
          'content-type',
          file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream',
        );
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const [fileName, file] of Object.entries(files))
        this.emitFile({ type: 'asset', fileName, source: readFileSync(file) });
    },
  };
}

export default defineConfig({
  plugins: [requireFirebaseConfig(), react(), ocrAssets()],
  server: {
    host: emulatorHost,
    port: ports.web,
    strictPort: true,
    proxy: {
      '/api/log-error': {
        target: functionsOrigin,
        rewrite: () => `/${projectId}/${region}/logError`,
      },
    },
  },
  // `vite preview` serves the build on the loopback address only, like every local server.
  preview: { host: emulatorHost },
  build: {
    // No source maps: they would be deployed with web/dist and publish the sources.
    sourcemap: false,
    // npm run bench reads dist/.vite/manifest.json to measure JavaScript per route.
    manifest: true,
    // Public pages must stay small: vendor code is split per lazy route, never into the entry.
    chunkSizeWarningLimit: 700,
  },
});
