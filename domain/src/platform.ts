/**
 * Where the app runs: the Firebase project of the local stack, the functions' region, and the host
 * and ports of every local server. The values live in ./platform.json so that the .mjs scripts
 * (which cannot import TypeScript) read the very same file (scripts/lib/platform.mjs).
 * firebase.json and .firebaserc repeat them because firebase-tools reads those; platform.test.ts
 * fails when they disagree.
 */
import platform from './platform.json' with { type: 'json' };

export interface Platform {
  /** A `demo-` project: the emulators never reach a real Google project with it. */
  readonly projectId: string;
  /** Region of every Cloud Function (and of Hosting's function rewrites). */
  readonly region: string;
  /** Every local server (emulators, Node Firestore server, Vite) binds this loopback address. */
  readonly emulatorHost: string;
  readonly ports: {
    readonly auth: number;
    readonly functions: number;
    readonly firestore: number;
    readonly storage: number;
    readonly hosting: number;
    /** The Emulator UI. */
    readonly ui: number;
    /** The Vite dev server of `npm start`. */
    readonly web: number;
  };
}

export const PLATFORM: Platform = platform;
