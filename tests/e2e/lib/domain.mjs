// The domain package for the browser tests (plain .mjs, run by node --test): bundled in memory with
// esbuild, so the tests name collections through the registry instead of spelling paths.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('../../../domain/src/index.ts', import.meta.url));
const bundle = await build({
  entryPoints: [entry],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'error',
});
const code = bundle.outputFiles[0]?.text ?? '';

/** @type {typeof import('@haulbooks/domain')} */
export const domain = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
