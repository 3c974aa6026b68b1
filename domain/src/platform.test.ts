import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLATFORM } from './platform.js';

// firebase-tools reads firebase.json and .firebaserc; everything else reads PLATFORM. These tests
// are what keeps the copies equal.
const root = new URL('../../', import.meta.url);
const readJson = (file: string): unknown => JSON.parse(readFileSync(new URL(file, root), 'utf8'));

interface FirebaseJson {
  emulators: Record<string, { host?: string; port?: number } | boolean>;
  hosting: { rewrites: { source: string; function?: { functionId: string; region?: string } }[] };
}
const firebaseJson = readJson('firebase.json') as FirebaseJson;
const firebaserc = readJson('.firebaserc') as { projects: Record<string, string> };

const emulatorEntries = Object.entries(firebaseJson.emulators).filter(
  (entry): entry is [string, { host?: string; port?: number }] => typeof entry[1] === 'object',
);

describe('PLATFORM, the one platform config', () => {
  it('is a demo project, so the local stack can never reach a real Google project', () => {
    expect(PLATFORM.projectId).toMatch(/^demo-/);
  });

  it('binds every local server to the loopback address', () => {
    expect(PLATFORM.emulatorHost).toBe('127.0.0.1');
  });

  it('gives every server its own port', () => {
    const ports = Object.values(PLATFORM.ports);
    expect(new Set(ports).size).toBe(ports.length);
  });
});

describe('firebase.json agrees with PLATFORM', () => {
  it('configures every emulator PLATFORM names (all but the Vite dev server)', () => {
    const { web: _web, ...emulators } = PLATFORM.ports;
    expect(Object.fromEntries(emulatorEntries.map(([name, { port }]) => [name, port]))).toEqual(emulators);
  });

  it('binds every emulator to PLATFORM.emulatorHost', () => {
    for (const [name, { host }] of emulatorEntries) {
      expect({ name, host }).toEqual({ name, host: PLATFORM.emulatorHost });
    }
  });

  it('rewrites to functions in PLATFORM.region', () => {
    const functionRewrites = firebaseJson.hosting.rewrites.filter((rewrite) => rewrite.function);
    expect(functionRewrites.length).toBeGreaterThan(0);
    for (const rewrite of functionRewrites) {
      expect({ source: rewrite.source, region: rewrite.function?.region }).toEqual({
        source: rewrite.source,
        region: PLATFORM.region,
      });
    }
  });
});

describe('.firebaserc agrees with PLATFORM', () => {
  it('makes PLATFORM.projectId the default project (deploy targets are aliases)', () => {
    expect(firebaserc.projects.default).toBe(PLATFORM.projectId);
  });
});
