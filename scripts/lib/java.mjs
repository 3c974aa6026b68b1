// Java for the Firestore and Storage emulators (they need 21+). Where the Java on PATH is older or
// missing, a Temurin 21 runtime is fetched once with njre into ~/.cache/haulbooks/jre and used from
// there (JAVA_HOME and PATH of the emulators). The download only happens when it is needed, runs
// in a child process that is killed after FETCH_TIMEOUT_MS, and a failure (no internet) costs one
// line of output: the caller carries on without the Java emulators, as before.
// Run as a script (`node java.mjs <dir>`) this file is that child: it installs into <dir>.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBounded } from './emulators.mjs';

export const REQUIRED_JAVA = 21;
export const JRE_CACHE_DIR = path.join(
  process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'),
  'haulbooks',
  'jre',
);
const FETCH_TIMEOUT_MS = 300_000;
/** After this long without an answer, say that a download is under way. */
const ANNOUNCE_AFTER_MS = 3_000;

/**
 * @param {string} output what `java -version` printed (stderr and stdout)
 * @returns {number | undefined} the major version, undefined when output names none
 */
export function parseJavaMajorVersion(output) {
  const match = /version "(\d+)(?:\.(\d+))?[^"]*"/.exec(output);
  if (!match) return undefined;
  const major = Number(match[1]);
  // Java 8 and older report "1.8.0_…".
  return major === 1 && match[2] ? Number(match[2]) : major;
}

/**
 * @param {string} [javaBin]
 * @returns {number | undefined} the major version javaBin reports, undefined without that Java
 */
export function javaMajorVersion(javaBin = 'java') {
  const result = spawnSync(javaBin, ['-version'], { encoding: 'utf8', timeout: 15_000 });
  if (result.error || result.status !== 0) return undefined;
  return parseJavaMajorVersion(`${result.stderr}${result.stdout}`);
}

/** @param {string} dir an extracted runtime @returns {string | undefined} its Java home */
function javaHomeIn(dir) {
  // Linux and Windows archives hold bin/ at the top; macOS ones inside Contents/Home.
  return [dir, path.join(dir, 'Contents', 'Home')].find((home) =>
    ['java', 'java.exe'].some((bin) => existsSync(path.join(home, 'bin', bin))),
  );
}

/** @param {string} home @returns {string} */
const javaBinOf = (home) => path.join(home, 'bin', process.platform === 'win32' ? 'java.exe' : 'java');

/**
 * @param {string} [cacheDir]
 * @returns {{ home: string, major: number } | undefined} a cached runtime that is new enough
 */
export function cachedJavaRuntime(cacheDir = JRE_CACHE_DIR) {
  if (!existsSync(cacheDir)) return undefined;
  for (const entry of readdirSync(cacheDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const home = javaHomeIn(path.join(cacheDir, entry.name));
    const major = home ? javaMajorVersion(javaBinOf(home)) : undefined;
    if (home && major !== undefined && major >= REQUIRED_JAVA) return { home, major };
  }
  return undefined;
}

/**
 * Downloads a Temurin JRE into cacheDir (a staging folder first, so that an interrupted download
 * never looks like a runtime).
 * @param {string} [cacheDir]
 * @param {number} [timeoutMs]
 * @returns {Promise<{ home: string, major: number } | { error: string }>}
 */
export async function fetchJavaRuntime(cacheDir = JRE_CACHE_DIR, timeoutMs = FETCH_TIMEOUT_MS) {
  mkdirSync(cacheDir, { recursive: true });
  const staging = mkdtempSync(path.join(cacheDir, '.download-'));
  try {
    const { code, output, timedOut } = await runBounded(
      process.execPath,
      [fileURLToPath(import.meta.url), staging],
      { timeoutMs },
    );
    if (timedOut) return { error: `no complete download within ${timeoutMs / 1000} s` };
    if (code !== 0) {
      const lastLine = output
        .trim()
        .split('\n')
        .at(-1)
        ?.replace(/^\[njre\] /, '');
      return { error: lastLine || `the download exited with ${code}` };
    }
    // njre extracts into <staging>/jre/<jdk-21…-jre>.
    const extracted = readdirSync(path.join(staging, 'jre'), { withFileTypes: true }).find((entry) =>
      entry.isDirectory(),
    );
    if (!extracted) return { error: 'the downloaded archive held no runtime' };
    const target = path.join(cacheDir, extracted.name);
    rmSync(target, { recursive: true, force: true });
    renameSync(path.join(staging, 'jre', extracted.name), target);
    const home = javaHomeIn(target);
    const major = home ? javaMajorVersion(javaBinOf(home)) : undefined;
    if (!home || major === undefined || major < REQUIRED_JAVA)
      return { error: `the downloaded runtime in ${target} does not run` };
    return { home, major };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The Java the emulators should use: the one on PATH when it is new enough, else a cached or
 * (with `fetch`) freshly downloaded runtime. A failed download is reported in one line via log.
 * @param {{ fetch?: boolean, log?: (line: string) => void, cacheDir?: string }} [options]
 * @returns {Promise<{ major: number | undefined, home?: string }>} home is set for a runtime not on PATH
 */
export async function ensureJava({ fetch = true, log = console.log, cacheDir = JRE_CACHE_DIR } = {}) {
  const system = javaMajorVersion();
  if (system !== undefined && system >= REQUIRED_JAVA) return { major: system };
  const cached = cachedJavaRuntime(cacheDir);
  if (cached) return cached;
  if (!fetch) return { major: system };

  const found = system === undefined ? 'no Java found' : `Java ${system} found`;
  const announce = setTimeout(
    () => log(`${found}; downloading Java ${REQUIRED_JAVA} (Temurin) into ${cacheDir} once…`),
    ANNOUNCE_AFTER_MS,
  );
  const fetched = await fetchJavaRuntime(cacheDir);
  clearTimeout(announce);
  if ('error' in fetched) {
    log(`${found}; could not download Java ${REQUIRED_JAVA} (${fetched.error}), continuing without it.`);
    return { major: system };
  }
  return fetched;
}

/**
 * @param {string | undefined} home a Java home to put first, or undefined for the Java on PATH
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {NodeJS.ProcessEnv} env for processes that should run that Java
 */
export function withJava(home, env = process.env) {
  if (!home) return env;
  return { ...env, JAVA_HOME: home, PATH: `${path.join(home, 'bin')}${path.delimiter}${env.PATH ?? ''}` };
}

// The download child: `node java.mjs <staging dir>`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const staging = process.argv[2];
  if (!staging) {
    console.error('usage: node scripts/lib/java.mjs <directory>');
    process.exit(2);
  }
  /** @type {{ install: (version: number, options: { installPath: string }) => Promise<string> }} */
  const njre = createRequire(import.meta.url)('njre');
  try {
    // njre puts the archive next to installPath and extracts it into <that folder>/jre.
    await njre.install(REQUIRED_JAVA, { installPath: path.join(staging, 'archive') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
