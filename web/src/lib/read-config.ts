/**
 * The rules of the web app's configuration (see config.ts), as a pure function of the VITE_*
 * environment and the local platform.
 *
 * Fails closed: the local emulators, and the demo project's placeholder keys that go with them,
 * are the default only in development (`vite`, vitest). Any other build must name a real Firebase
 * project in full or readConfig throws; web/vite.config.ts runs it at build time, so such a
 * build stops instead of shipping an app that talks to 127.0.0.1.
 * No value imports: web/vite.config.ts loads this file in Node, where workspace packages (TS
 * sources) cannot be imported.
 */
import type { Platform } from '@haulbooks/domain';

/** The variables readConfig reads: import.meta.env in the app, Vite's resolved env at build time. */
export interface ConfigEnv {
  /** true in the dev server and in tests, false in `vite build`. */
  readonly DEV?: boolean;
  readonly [name: string]: string | boolean | undefined;
}

/** The Firebase web config and the variable each field comes from. */
export const FIREBASE_ENV_VARS = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  appId: 'VITE_FIREBASE_APP_ID',
} as const;

type FirebaseWebConfig = Record<keyof typeof FIREBASE_ENV_VARS, string>;

export interface AppConfig {
  readonly productName: string;
  readonly supportPhone: string;
  readonly supportEmail: string;
  readonly recaptchaSiteKey: string;
  readonly useEmulators: boolean;
  readonly emulatorHost: string;
  readonly firebase: Readonly<FirebaseWebConfig>;
}

/** A configuration that must not be built or run; the message says what to set. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** @returns the variable's value, undefined when unset or blank */
function text(env: ConfigEnv, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function readUseEmulators(env: ConfigEnv): boolean {
  const flag = text(env, 'VITE_USE_EMULATORS');
  if (flag === undefined) return env.DEV === true;
  if (flag !== 'true' && flag !== 'false') {
    throw new ConfigError(`VITE_USE_EMULATORS must be "true" or "false", not "${flag}".`);
  }
  return flag === 'true';
}

/** Placeholders the emulators accept: they only need the project id they were started with. */
function emulatorFirebase(projectId: string): FirebaseWebConfig {
  return {
    apiKey: 'demo-api-key',
    authDomain: `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: `${projectId}.appspot.com`,
    appId: '1:000000000000:web:demo',
  };
}

function readFirebase(env: ConfigEnv, useEmulators: boolean, platform: LocalPlatform): FirebaseWebConfig {
  const entries = Object.entries(FIREBASE_ENV_VARS) as [keyof FirebaseWebConfig, string][];
  if (useEmulators) {
    const placeholders = emulatorFirebase(platform.projectId);
    return Object.fromEntries(
      entries.map(([field, name]) => [field, text(env, name) ?? placeholders[field]]),
    ) as FirebaseWebConfig;
  }
  const missing = entries.filter(([, name]) => text(env, name) === undefined).map(([, name]) => name);
  if (missing.length > 0) {
    throw new ConfigError(
      `The Firebase web config is missing ${missing.join(', ')}. Without the emulators the app needs all ` +
        'five VITE_FIREBASE_* variables (put them in web/.env.production, see README "Configuration"); ' +
        'for a build against the local emulators set VITE_USE_EMULATORS=true.',
    );
  }
  const projectId = text(env, FIREBASE_ENV_VARS.projectId) ?? '';
  if (projectId.startsWith('demo-')) {
    throw new ConfigError(
      `${FIREBASE_ENV_VARS.projectId} is "${projectId}", a demo project that exists only in the emulators. ` +
        'Name your real Firebase project, or set VITE_USE_EMULATORS=true.',
    );
  }
  return Object.fromEntries(
    entries.map(([field, name]) => [field, text(env, name) ?? '']),
  ) as FirebaseWebConfig;
}

/** What the local stack looks like (PLATFORM from @haulbooks/domain). */
export type LocalPlatform = Pick<Platform, 'projectId' | 'emulatorHost'>;

/**
 * The app's configuration from its environment: a pure function, so that the rules are tested
 * and the build runs them too.
 * @throws ConfigError when the environment asks for a real project but does not name it in full
 */
export function readConfig(env: ConfigEnv, platform: LocalPlatform): AppConfig {
  const useEmulators = readUseEmulators(env);
  return {
    productName: 'Haulbooks',
    supportPhone: text(env, 'VITE_SUPPORT_PHONE') ?? '1-800-555-0199',
    supportEmail: text(env, 'VITE_SUPPORT_EMAIL') ?? 'support@haulbooks.app',
    recaptchaSiteKey: text(env, 'VITE_RECAPTCHA_SITE_KEY') ?? '',
    useEmulators,
    emulatorHost: text(env, 'VITE_EMULATOR_HOST') ?? platform.emulatorHost,
    firebase: readFirebase(env, useEmulators, platform),
  };
}
