import net from 'node:net';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { runBounded, startFirestoreNodeServer } from './emulators.mjs';

/** @param {string} host @param {number} port @returns {Promise<boolean>} */
function accepts(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(2_000);
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

/** This machine's first non-loopback IPv4 address, if it has one. */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

describe('startFirestoreNodeServer', () => {
  it('listens on 127.0.0.1', async () => {
    const server = await startFirestoreNodeServer(0);
    try {
      expect(server.port).toBeGreaterThan(0);
      expect(await accepts('127.0.0.1', server.port)).toBe(true);
    } finally {
      server.stop();
    }
  });

  it.runIf(lanAddress !== undefined)('is not reachable on the machine’s network address', async () => {
    const server = await startFirestoreNodeServer(0);
    try {
      expect(await accepts(/** @type {string} */ (lanAddress), server.port)).toBe(false);
    } finally {
      server.stop();
    }
  });
});

describe('runBounded', () => {
  it('returns the exit code and the captured output', async () => {
    const result = await runBounded(
      process.execPath,
      ['-e', 'console.log("to stdout"); console.error("to stderr"); process.exit(3)'],
      { timeoutMs: 10_000 },
    );
    expect(result).toEqual({ code: 3, output: expect.stringContaining('to stdout'), timedOut: false });
    expect(result.output).toContain('to stderr');
  });

  it('stops a command that runs past its time', async () => {
    const started = Date.now();
    const result = await runBounded(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], {
      timeoutMs: 300,
    });
    expect(result.timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
