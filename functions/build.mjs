// Bundles src/index.ts into lib/index.js for the emulator and deploy. domain/ (and its yup) is
// bundled in, since it is not published; the Firebase SDKs stay external and are installed from
// functions/package.json at deploy.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));

await build({
  absWorkingDir: dir,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  // Document processing's libraries load files of their own at run time (tesseract.js its worker
  // script and the English model, pdf.js its fonts, the canvas its native binary): installed, not bundled.
  external: [
    'firebase-functions',
    'firebase-functions/*',
    'firebase-admin',
    'firebase-admin/*',
    'tesseract.js',
    '@tesseract.js-data/eng',
    'unpdf',
    '@napi-rs/canvas',
    'exceljs',
  ],
  // Bundled CommonJS code may call require(); give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('functions: built lib/index.js');
