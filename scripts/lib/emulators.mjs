// Building blocks for running commands against local emulators: port checks, the in-process Node
// Firestore server (tier 1), staleness of the functions bundle, and child processes that run in
// their own process group so that everything they start can be stopped by that group's id.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOST, PORTS, PROJECT_ID } from './platform.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
// Project id, loopback host and the fixed ports come from the one platform config.
export { HOST, PORTS, PROJECT_ID };

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {number} port
 * @returns {Promise<boolean>} whether something accepts connections on 127.0.0.1:port
 */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * @param {Record<string, number>} ports name → port
 * @returns {Promise<string[]>} "name port" of each port in use
 */
export async function busyPorts(ports) {
  const checks = await Promise.all(
    Object.entries(ports).map(async ([name, port]) =>
      (await portInUse(port)) ? `${name} ${port}` : undefined,
    ),
  );
  return checks.filter((entry) => entry !== undefined);
}

/**
 * Waits until none of the ports is in use (another run on this machine may still hold them).
 * @param {Record<string, number>} ports
 * @param {number} timeoutMs
 * @returns {Promise<string[]>} the ports still busy at the deadline (empty when all are free)
 */
export async function waitForPortsFree(ports, timeoutMs, onWait = (/** @type {string[]} */ _busy) => {}) {
  const deadline = Date.now() + timeoutMs;
  let busy = await busyPorts(ports);
  if (busy.length > 0) onWait(busy);
  while (busy.length > 0 && Date.now() < deadline) {
    await sleep(1_000);
    busy = await busyPorts(ports);
  }
  return busy;
}

const EVERY_TRANSFORM = Symbol.for('haulbooks.firestoreNodeServer.everyTransform');

/**
 * @firestore-emulator/server 0.3.15 applies only the first server-time (or array) transform of a
 * write: it returns where it should go on to the next. A document stamped with both createdAt and
 * updatedAt then lost updatedAt. Applying the transforms one at a time gives Firestore's result.
 * @param {{ v1Transform(date: Date, transforms: unknown[]): void }} prototype
 */
function applyEveryFieldTransform(prototype) {
  const marked = /** @type {Record<symbol, boolean>} */ (/** @type {unknown} */ (prototype));
  if (marked[EVERY_TRANSFORM]) return;
  const applyFirst = prototype.v1Transform;
  prototype.v1Transform = function (date, transforms) {
    for (const transform of transforms) applyFirst.call(this, date, [transform]);
  };
  marked[EVERY_TRANSFORM] = true;
}

/**
 * Starts @firestore-emulator/server (a Node implementation of Firestore's gRPC API) in this
 * process, so it cannot outlive us, listening on host (loopback) only. Its own start() binds
 * 0.0.0.0, which would expose an unauthenticated database to the network, so we bind its gRPC
 * server ourselves.
 * @param {number} port 0 picks a free port
 * @param {string} [host]
 * @returns {Promise<{ port: number, stop: () => void }>}
 */
export async function startFirestoreNodeServer(port, host = HOST) {
  const { FirestoreServer, FirestoreStateDocument } = await import('@firestore-emulator/server');
  applyEveryFieldTransform(FirestoreStateDocument.prototype);
  // The @grpc/grpc-js copy the server itself uses, so its credentials object is the one it expects.
  const requireFromServer = createRequire(
    createRequire(import.meta.url).resolve('@firestore-emulator/server'),
  );
  /** @type {typeof import('@grpc/grpc-js')} */
  const grpc = requireFromServer('@grpc/grpc-js');
  const server = new FirestoreServer();
  /** @type {import('@grpc/grpc-js').Server} */
  const grpcServer = server['server'];
  if (typeof grpcServer?.bindAsync !== 'function') {
    throw new Error('@firestore-emulator/server changed: FirestoreServer has no gRPC server to bind');
  }
  /** @type {number} */
  const boundPort = await new Promise((resolve, reject) => {
    grpcServer.bindAsync(`${host}:${port}`, grpc.ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    );
  });
  return { port: boundPort, stop: () => server.stop() };
}

/** @param {string} dir @returns {number} newest mtime (ms) of the source files under dir (tests excluded), 0 if none */
function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** @returns {boolean} whether functions/lib/index.js is missing or older than its sources */
export function functionsBundleStale() {
  const bundle = path.join(root, 'functions', 'lib', 'index.js');
  if (!existsSync(bundle)) return true;
  const sources = Math.max(
    newestMtime(path.join(root, 'functions', 'src')),
    newestMtime(path.join(root, 'domain', 'src')),
    statSync(path.join(root, 'functions', 'build.mjs')).mtimeMs,
  );
  return sources > statSync(bundle).mtimeMs;
}

/**
 * Runs a command in its own process group (so killGroup reaches its children too) and resolves
 * with its exit code (1 when it could not start or died from a signal).
 * With `capture`, stdout and stderr are collected into `output` instead of shown.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, capture?: boolean }} [options]
 */
export function startGroup(command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: options.env ?? process.env,
    // No stdin: a background process group reading the terminal would be stopped (SIGTTIN).
    stdio: ['ignore', options.capture ? 'pipe' : 'inherit', options.capture ? 'pipe' : 'inherit'],
    detached: true,
  });
  const output = { text: '' };
  child.stdout?.on('data', (chunk) => (output.text += String(chunk)));
  child.stderr?.on('data', (chunk) => (output.text += String(chunk)));
  /** @type {Promise<number>} */
  const exited = new Promise((resolve) => {
    child.once('error', (error) => {
      output.text += `could not start ${command}: ${error.message}\n`;
      if (!options.capture) console.error(`could not start ${command}: ${error.message}`);
      resolve(1);
    });
    // 'close' rather than 'exit' when capturing: all output has been read by then.
    child.once(options.capture ? 'close' : 'exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return { child, exited, output };
}

/**
 * Runs a command to completion with its output captured, stopping its whole process group
 * when it takes longer than timeoutMs.
 * @param {string} command @param {string[]} args
 * @param {{ timeoutMs: number, env?: NodeJS.ProcessEnv, cwd?: string }} options
 * @returns {Promise<{ code: number, output: string, timedOut: boolean }>}
 */
export async function runBounded(command, args, { timeoutMs, ...options }) {
  const { child, exited, output } = startGroup(command, args, { ...options, capture: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup(child, 'SIGKILL');
  }, timeoutMs);
  const code = await exited;
  clearTimeout(timer);
  killGroup(child, 'SIGKILL');
  return { code, output: output.text, timedOut };
}

/**
 * Sends a signal to the whole process group led by child (ignores a group that is gone).
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 */
export function killGroup(child, signal) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already exited.
  }
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @returns {boolean} whether any process of child's group is still alive
 */
export function groupAlive(child) {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs a command to completion in the foreground, output inherited.
 * @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<number>}
 */
export function runToCompletion(command, args, env) {
  const { exited } = startGroup(command, args, env ? { env } : {});
  return exited;
}

/** @param {string} arg quotes one argument for the POSIX shell firebase emulators:exec uses */
export function shellQuote(arg) {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`;
}

const LOCK_DIR = path.join(os.tmpdir(), 'haulbooks-tier1-emulators.lock');
const LOCK_PID = path.join(LOCK_DIR, 'pid');
const LOCK_GROUP = path.join(LOCK_DIR, 'group');

/**
 * Records the process group of the emulators a run started, so that if the run itself is
 * killed outright (SIGKILL: no chance to clean up), the next run can stop what it left behind.
 * @param {number | undefined} pid
 */
export function recordEmulatorGroup(pid) {
  if (pid !== undefined) writeFileSync(LOCK_GROUP, String(pid));
}

/** Stops the emulator group a dead run left behind, if it is still that firebase process. */
function stopOrphanedGroup() {
  try {
    const pid = Number(readFileSync(LOCK_GROUP, 'utf8'));
    // Guard against a reused pid: only a firebase emulators:exec leader is ours to stop.
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (Number.isInteger(pid) && pid > 0 && cmdline.includes('emulators:exec')) {
      console.log(
        `with-tier1-emulators: stopping emulators left behind by a killed run (process group ${pid})`,
      );
      process.kill(-pid, 'SIGKILL');
    }
  } catch {
    // No record, or the group is gone already.
  }
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** @returns {number | undefined} the pid holding the lock, undefined when the lock is stale */
function lockHolder() {
  try {
    const pid = Number(readFileSync(LOCK_PID, 'utf8'));
    return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : undefined;
  } catch {
    // No pid file yet: the holder is between mkdir and write, unless that was long ago.
    try {
      return Date.now() - statSync(LOCK_DIR).mtimeMs < 10_000 ? -1 : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * One tier-1 emulator run per machine at a time: the ports are fixed, and several people (or
 * `npm test` and a browser-test run) share this machine. mkdir is atomic, so exactly one
 * process takes the lock; a lock whose process died is taken over.
 * @param {number} timeoutMs
 * @param {(holder: number) => void} onWait called once when another run holds the lock
 * @returns {Promise<(() => void) | undefined>} the release function, undefined on timeout
 */
export async function acquireEmulatorLock(timeoutMs, onWait) {
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(LOCK_PID, String(process.pid));
      return () => {
        try {
          if (readFileSync(LOCK_PID, 'utf8') === String(process.pid))
            rmSync(LOCK_DIR, { recursive: true, force: true });
        } catch {
          // Already released.
        }
      };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const holder = lockHolder();
    if (holder === undefined) {
      stopOrphanedGroup();
      rmSync(LOCK_DIR, { recursive: true, force: true });
      continue;
    }
    if (!announced) {
      announced = true;
      onWait(holder);
    }
    if (Date.now() >= deadline) return undefined;
    await sleep(1_000);
  }
}
