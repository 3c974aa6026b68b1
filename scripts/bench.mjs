#!/usr/bin/env node
// `npm run bench`: measurements, not tests.
// 1. JavaScript per route (gzip): the entry chunk and its static imports, plus, for every lazy
//    module on the way to the route (zones, layouts, the page), that chunk and its static imports.
//    Read from the build's .vite/manifest.json and the route table in web/src/app/routes.tsx.
//    The bench builds the web app as for production (no emulators, no e2e crash route) into
//    .bench/web-dist, so it never replaces the web/dist the browser tests run against. A production
//    build needs a full Firebase web config (web/vite.config.ts stops without one); the bench passes
//    placeholders for a project named haulbooks-bench unless the environment names a real one.
//    They only have to be well-formed: the bench measures the bundle, it never runs the app.
// 2. Budgets for the landing page: ≤ 120 KB gzip and no Firebase code (exit 1 if either fails),
//    and no source maps in the build (they would be deployed and publish the sources).
// 3. The domain benchmarks (domain/bench/run.ts), bundled with esbuild and run with node.
// Flags: --build forces a fresh web build; --no-domain skips step 3.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = path.join(root, 'web');
const distDir = path.join(root, '.bench', 'web-dist');
const manifestPath = path.join(distDir, '.vite', 'manifest.json');
const routesFile = path.join(webDir, 'src', 'app', 'routes.tsx');
const LANDING_BUDGET_BYTES = 120 * 1024;
// Strings every Firebase JS SDK build carries (component and version registration names).
const FIREBASE_MARKERS = ['@firebase/', 'firebase/app', 'FirebaseError'];

const args = new Set(process.argv.slice(2));

/** @param {string} dir @returns {number} newest mtime (ms) of any file under dir */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

function buildIsStale() {
  if (!existsSync(manifestPath)) return 'no build yet';
  const built = statSync(manifestPath).mtimeMs;
  const sources = [path.join(webDir, 'src'), path.join(root, 'domain', 'src')];
  const configs = [path.join(webDir, 'vite.config.ts'), path.join(webDir, 'index.html')];
  const newest = Math.max(...sources.map(newestMtime), ...configs.map((f) => statSync(f).mtimeMs));
  return newest > built ? 'sources changed since the last build' : '';
}

const staleReason = args.has('--build') ? 'asked for with --build' : buildIsStale();
if (staleReason) {
  console.log(`Building web (${staleReason})…`);
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    VITE_FIREBASE_API_KEY: 'bench-placeholder-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'haulbooks-bench.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'haulbooks-bench',
    VITE_FIREBASE_STORAGE_BUCKET: 'haulbooks-bench.firebasestorage.app',
    VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
    ...process.env,
    VITE_USE_EMULATORS: 'false',
  };
  delete env.VITE_E2E_CRASH_ROUTE;
  const build = spawnSync(
    'npm',
    ['run', '--silent', 'build', '-w', 'web', '--', '--outDir', distDir, '--emptyOutDir'],
    { cwd: root, stdio: 'inherit', env },
  );
  if (build.status !== 0) {
    console.error('bench: the web build failed, nothing to measure.');
    process.exit(1);
  }
}

/** @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[] }} Chunk */
/** @type {Record<string, Chunk>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error(`${manifestPath} has no entry chunk`);

/** @param {string} key @param {Set<string>} [seen] @returns {Set<string>} the chunk and everything it imports statically */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/** @type {Map<string, { raw: number, gzip: number, text: string }>} */
const fileSizes = new Map();
/** @param {string} key */
function sizeOf(key) {
  const file = /** @type {Chunk} */ (manifest[key]).file;
  let size = fileSizes.get(file);
  if (!size) {
    const buffer = readFileSync(path.join(distDir, file));
    size = { raw: buffer.length, gzip: gzipSync(buffer).length, text: buffer.toString('utf8') };
    fileSizes.set(file, size);
  }
  return size;
}

// ---- the route table ------------------------------------------------------------------------

/** @typedef {{ path: string, lazy: string[] }} Route */

/** Resolves `import('../x/y')` from routes.tsx to its manifest key (path relative to web/). */
function manifestKeyFor(/** @type {string} */ specifier) {
  const base = path.resolve(path.dirname(routesFile), specifier);
  for (const candidate of [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    path.join(base, 'index.tsx'),
    path.join(base, 'index.ts'),
  ]) {
    const key = path.relative(webDir, candidate).split(path.sep).join('/');
    if (manifest[key]) return key;
  }
  throw new Error(`route module ${specifier} is not in the build manifest`);
}

/** @param {ts.Node} node @returns {string | undefined} the first import('…') specifier inside node */
function dynamicImportIn(node) {
  /** @type {string | undefined} */
  let found;
  const visit = (/** @type {ts.Node} */ n) => {
    if (found) return;
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = n.arguments;
      if (arg && ts.isStringLiteralLike(arg)) found = arg.text;
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** @param {ts.Node} node @returns {ts.ObjectLiteralExpression[]} outermost object literals inside node */
function routeObjects(node) {
  if (ts.isObjectLiteralExpression(node)) return [node];
  /** @type {ts.ObjectLiteralExpression[]} */
  const out = [];
  ts.forEachChild(node, (child) => {
    out.push(...routeObjects(child));
  });
  return out;
}

/** @param {ts.ObjectLiteralExpression} object @param {string} name */
function property(object, name) {
  for (const prop of object.properties) {
    if (ts.isPropertyAssignment(prop) && prop.name.getText() === name) return prop.initializer;
  }
  return undefined;
}

/** @param {string} parent @param {string} segment */
function joinPath(parent, segment) {
  if (segment.startsWith('/')) return segment;
  return `${parent.replace(/\/$/, '')}/${segment}`;
}

/** @returns {Route[]} every page of the route table with the lazy modules on its way */
function readRoutes() {
  const source = ts.createSourceFile(
    routesFile,
    readFileSync(routesFile, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  /** @type {ts.Expression | undefined} */
  let table;
  source.forEachChild((statement) => {
    if (!ts.isVariableStatement(statement)) return;
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText() === 'routes' && declaration.initializer) table = declaration.initializer;
    }
  });
  if (!table) throw new Error(`${routesFile} does not declare \`routes\``);

  /** @type {Route[]} */
  const pages = [];
  /** @param {ts.Node} node @param {string} parentPath @param {string[]} parentLazy */
  const walk = (node, parentPath, parentLazy) => {
    for (const object of routeObjects(node)) {
      const pathInit = property(object, 'path');
      const isIndex = property(object, 'index')?.kind === ts.SyntaxKind.TrueKeyword;
      const lazyInit = property(object, 'lazy');
      const children = property(object, 'children');
      const routePath =
        pathInit && ts.isStringLiteralLike(pathInit) ? joinPath(parentPath, pathInit.text) : parentPath;
      const specifier = lazyInit ? dynamicImportIn(lazyInit) : undefined;
      const lazy = specifier ? [...parentLazy, manifestKeyFor(specifier)] : parentLazy;
      if (children) walk(children, routePath, lazy);
      else if (pathInit || isIndex) pages.push({ path: routePath || '/', lazy });
    }
  };
  walk(table, '', []);
  return pages;
}

// ---- measure --------------------------------------------------------------------------------

/** @param {Route} route @returns {Set<string>} chunk keys loaded for the route */
function chunksFor(route) {
  const keys = staticClosure(/** @type {string} */ (entryKey));
  for (const lazyKey of route.lazy) staticClosure(lazyKey, keys);
  return keys;
}

/** @param {Set<string>} keys */
function firebaseMarkersIn(keys) {
  /** @type {string[]} */
  const hits = [];
  for (const key of keys) {
    const { text } = sizeOf(key);
    for (const marker of FIREBASE_MARKERS) {
      if (text.includes(marker)) hits.push(`${manifest[key]?.file} contains "${marker}"`);
    }
  }
  return hits;
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const routes = readRoutes();
const rows = routes.map((route) => {
  const keys = chunksFor(route);
  let raw = 0;
  let gzip = 0;
  for (const key of keys) {
    const size = sizeOf(key);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { route, keys, raw, gzip, firebase: firebaseMarkersIn(keys).length > 0 };
});

const width = Math.max(...rows.map((r) => r.route.path.length), 5);
console.log(
  `\nJavaScript per route (gzip; entry ${manifest[entryKey]?.file} + lazy chunks + their static imports)`,
);
console.log(`${'route'.padEnd(width)}  ${'gzip'.padStart(9)}  ${'raw'.padStart(9)}  chunks  firebase`);
for (const row of rows) {
  console.log(
    `${row.route.path.padEnd(width)}  ${kb(row.gzip).padStart(9)}  ${kb(row.raw).padStart(9)}  ${String(row.keys.size).padStart(6)}  ${row.firebase ? 'yes' : 'no'}`,
  );
}

let failed = false;
const landing = rows.find((row) => row.route.path === '/');
if (!landing) {
  console.error('\n✘ the route table has no landing page (index route at /)');
  failed = true;
} else {
  const withinBudget = landing.gzip <= LANDING_BUDGET_BYTES;
  console.log(
    `\n${withinBudget ? '✔' : '✘'} landing page JavaScript ${kb(landing.gzip)} gzip (budget ${kb(LANDING_BUDGET_BYTES)})`,
  );
  if (!withinBudget) failed = true;

  // The marker search must be able to fail: it has to find Firebase in a route that loads it.
  const firebaseRoute = rows.find((row) => row.route.path === '/login');
  if (!firebaseRoute || !firebaseRoute.firebase) {
    console.error(
      '✘ Firebase detector is blind: found no Firebase marker in the /login route, which loads the SDK',
    );
    failed = true;
  }
  const hits = firebaseMarkersIn(landing.keys);
  if (hits.length > 0) {
    console.error(`✘ landing page loads Firebase code:\n  ${hits.join('\n  ')}`);
    failed = true;
  } else {
    console.log(
      `✔ landing page loads no Firebase code (searched ${landing.keys.size} chunks for ${FIREBASE_MARKERS.map((m) => `"${m}"`).join(', ')})`,
    );
  }
}

// Source maps would be deployed with the build and publish the sources (build.sourcemap is off).
const sourceMaps = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.map'),
);
if (sourceMaps.length > 0) {
  console.error(`✘ the build contains source maps: ${sourceMaps.join(', ')}`);
  failed = true;
} else {
  console.log('✔ the build contains no source maps');
}

// The in-memory store is a test double: it must never reach the production bundle. The search
// must be able to fail, so it first finds the marker in a bundle of the test entry point itself.
const MEMORY_STORE_MARKER = 'haulbooks-in-memory-store';
{
  const esbuildBin = path.join(root, 'node_modules', '.bin', 'esbuild');
  const probe = spawnSync(
    esbuildBin,
    [
      path.join(root, 'domain', 'src', 'testing.ts'),
      '--bundle',
      '--minify',
      '--format=esm',
      '--platform=neutral',
      '--log-level=error',
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const detectorWorks = probe.status === 0 && probe.stdout.includes(MEMORY_STORE_MARKER);
  const shipped = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(path.join(distDir, file), 'utf8').includes(MEMORY_STORE_MARKER));
  if (!detectorWorks) {
    console.error(
      `✘ in-memory store detector is blind: "${MEMORY_STORE_MARKER}" not found in a bundle of domain/src/testing.ts`,
    );
    failed = true;
  } else if (shipped.length > 0) {
    console.error(`✘ the production build contains the in-memory store: ${shipped.join(', ')}`);
    failed = true;
  } else {
    console.log(
      '✔ the production build contains no in-memory store (its marker is in a bundle of domain/src/testing.ts, not in web-dist)',
    );
  }
}

// Code that only tier 2 (the Java Firestore and Storage emulators) can run, against all source.
// Each entry says why it cannot run in tier 1; the goal is at most 5%.
const TIER2_ONLY = {
  'web/src/lib/data/firestore-store.ts':
    'the DataStore port over the web Firestore SDK (WebChannel needs the Java emulator)',
  'web/src/lib/data/app-data-store.ts': 'creates the Firestore store of the app',
  'web/src/lib/firestore.ts': 'the web Firestore SDK instance and its emulator hook-up',
  'web/src/features/uploads/api/firebase-uploader.ts':
    'Cloud Storage resumable uploads (the Storage emulator needs Java 21)',
  'web/src/features/expenses/api/upload-receipt.ts': 'stores a receipt image in Cloud Storage',
  'web/src/features/settlements/api/storage-document-url.ts': 'a Cloud Storage download URL',
};
{
  /** @param {string} file */
  const codeLines = (file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !/^\s*(\/\/|\/\*|\*)/.test(line)).length;
  const sourceFiles = ['domain/src', 'web/src', 'functions/src'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter(
        (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.(ts|tsx)$/.test(file) && !file.includes('fixtures'),
      )
      .map((file) => `${dir}/${file}`),
  );
  const total = sourceFiles.reduce((sum, file) => sum + codeLines(file), 0);
  console.log('\nSource that only tier 2 can exercise (code lines, no blanks or comments)');
  let tier2 = 0;
  for (const [file, why] of Object.entries(TIER2_ONLY)) {
    const lines = existsSync(path.join(root, file)) ? codeLines(file) : 0;
    tier2 += lines;
    console.log(`  ${String(lines).padStart(5)}  ${file} — ${why}`);
  }
  const share = (100 * tier2) / total;
  console.log(
    `${share <= 5 ? '✔' : '✘'} ${tier2} of ${total} source lines (${share.toFixed(2)}%) run only in tier 2 (goal ≤ 5%)`,
  );
}

// Every public page (not only the landing page) should stay free of Firebase, chart and OCR code.
// Reported here; only the landing page's checks decide the exit code.
const HEAVY_MARKERS = { Firebase: FIREBASE_MARKERS, Highcharts: ['Highcharts'], OCR: ['tesseract'] };
const PUBLIC_PATHS = ['/', '/privacy', '/terms', '/cookie-policy', '/*'];
for (const row of rows.filter((r) => PUBLIC_PATHS.includes(r.route.path))) {
  const texts = [...row.keys].map((key) => sizeOf(key).text);
  const found = Object.entries(HEAVY_MARKERS)
    .filter(([, markers]) => texts.some((text) => markers.some((marker) => text.includes(marker))))
    .map(([name]) => name);
  console.log(
    `${found.length === 0 ? '✔' : '✘'} public page ${row.route.path}: ${found.length === 0 ? 'no Firebase, Highcharts or OCR code' : `loads ${found.join(', ')}`}`,
  );
}

// ---- domain benchmarks ----------------------------------------------------------------------

const domainBench = path.join(root, 'domain', 'bench', 'run.ts');
if (args.has('--no-domain')) {
  console.log('\nDomain benchmarks: skipped (--no-domain)');
} else if (!existsSync(domainBench)) {
  console.log('\nDomain benchmarks: domain/bench/run.ts does not exist yet');
} else {
  console.log('\nDomain benchmarks (domain/bench/run.ts)');
  const tmp = mkdtempSync(path.join(tmpdir(), 'haulbooks-bench-'));
  try {
    const outfile = path.join(tmp, 'run.mjs');
    const esbuild = path.join(root, 'node_modules', '.bin', 'esbuild');
    const bundle = spawnSync(
      esbuild,
      [
        domainBench,
        '--bundle',
        '--platform=node',
        '--format=esm',
        '--log-level=warning',
        `--outfile=${outfile}`,
      ],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    if (bundle.status !== 0)
      console.error('✘ domain bench: esbuild could not bundle domain/bench/run.ts (not a budget failure)');
    else {
      const run = spawnSync(process.execPath, [outfile], { cwd: root, stdio: 'inherit' });
      if (run.status !== 0)
        console.error(`✘ domain bench exited with ${run.status ?? run.signal} (not a budget failure)`);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// ---- extraction benchmarks ------------------------------------------------------------------
// Worst-case input times, time per document and the extraction corpus score, clean and OCR-noisy,
// tuned and held-out (domain/bench/extraction.ts). Measurements only: they do not set the exit code.
const extractionBench = path.join(root, 'domain', 'bench', 'extraction.ts');
if (!args.has('--no-domain') && existsSync(extractionBench)) {
  const tmp = mkdtempSync(path.join(tmpdir(), 'haulbooks-bench-'));
  try {
    const outfile = path.join(tmp, 'extraction.mjs');
    const bundle = spawnSync(
      path.join(root, 'node_modules', '.bin', 'esbuild'),
      [
        extractionBench,
        '--bundle',
        '--platform=node',
        '--format=esm',
        '--log-level=warning',
        `--outfile=${outfile}`,
      ],
      { cwd: root, stdio: 'inherit' },
    );
    if (bundle.status === 0) spawnSync(process.execPath, [outfile], { cwd: root, stdio: 'inherit' });
    else console.error('✘ extraction bench: esbuild could not bundle domain/bench/extraction.ts');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

// ---- document processing ----------------------------------------------------------------------
// OCR of a phone photo, a 3-page PDF's text, a 10,000-row CSV, and processUpload's peak memory on a
// 300-dpi scan against the memory the function is given (functions/bench/documents.ts). Each case
// runs in its own process so its peak RSS is its own. Bundled into .bench/ (not a temp folder) so
// the packages that load files of their own at run time (tesseract.js, pdf.js, the canvas) are
// found in node_modules, as in the deployed function. Measurements only.
const documentsBench = path.join(root, 'functions', 'bench', 'documents.ts');
if (!args.has('--no-domain') && existsSync(documentsBench)) {
  console.log('\nDocument processing (functions/bench/documents.ts)');
  const outfile = path.join(root, '.bench', 'documents.mjs');
  const external = [
    'tesseract.js',
    '@tesseract.js-data/eng',
    'unpdf',
    '@napi-rs/canvas',
    'exceljs',
    'firebase-functions',
  ];
  const bundle = spawnSync(
    path.join(root, 'node_modules', '.bin', 'esbuild'),
    [
      documentsBench,
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--log-level=warning',
      ...external.map((name) => `--external:${name}`),
      "--banner:js=import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
      `--outfile=${outfile}`,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (bundle.status !== 0)
    console.error('✘ documents bench: esbuild could not bundle functions/bench/documents.ts');
  else
    for (const which of ['photo', 'pdf3', 'csv', 'scan']) {
      const run = spawnSync(process.execPath, [outfile, which], { cwd: root, stdio: 'inherit' });
      if (run.status !== 0)
        console.error(`✘ documents bench ${which} exited with ${run.status ?? run.signal}`);
    }
}

// ---- payments -----------------------------------------------------------------------------------
// Checkout creation (first call of a user, then warm) and webhook throughput for 1,000 signed
// events with duplicates, in process against the local Stripe-like server (functions/bench/
// payments.ts). The Functions-emulator numbers come from tests/functions/payments.test.ts.
const paymentsBench = path.join(root, 'functions', 'bench', 'payments.ts');
if (!args.has('--no-domain') && existsSync(paymentsBench)) {
  console.log('\nPayments (functions/bench/payments.ts)');
  const outfile = path.join(root, '.bench', 'payments.mjs');
  const bundle = spawnSync(
    path.join(root, 'node_modules', '.bin', 'esbuild'),
    [
      paymentsBench,
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--log-level=warning',
      '--external:firebase-functions',
      "--banner:js=import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
      `--outfile=${outfile}`,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (bundle.status !== 0)
    console.error('✘ payments bench: esbuild could not bundle functions/bench/payments.ts');
  else {
    const run = spawnSync(process.execPath, [outfile], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) console.error(`✘ payments bench exited with ${run.status ?? run.signal}`);
  }
}

process.exitCode = failed ? 1 : 0;
