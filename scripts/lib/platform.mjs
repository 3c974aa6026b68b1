// The platform config (project id, region, loopback host, ports) for the .mjs scripts and the
// browser tests. They cannot import TypeScript, so they read the JSON file behind
// domain/src/platform.ts (PLATFORM) — one source for web, functions, scripts and tests.
import { readFileSync } from 'node:fs';

/**
 * @typedef {{ auth: number, functions: number, firestore: number, storage: number, hosting: number, ui: number, web: number }} Ports
 * @type {{ projectId: string, region: string, emulatorHost: string, ports: Ports }}
 */
export const PLATFORM = JSON.parse(
  readFileSync(new URL('../../domain/src/platform.json', import.meta.url), 'utf8'),
);
export const PROJECT_ID = PLATFORM.projectId;
export const REGION = PLATFORM.region;
/** Every local server binds this loopback address. */
export const HOST = PLATFORM.emulatorHost;
export const PORTS = PLATFORM.ports;
