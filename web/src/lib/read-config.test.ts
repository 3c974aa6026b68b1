import { describe, expect, it } from 'vitest';
import { PLATFORM } from '@haulbooks/domain';
import { ConfigError, FIREBASE_ENV_VARS, readConfig, type ConfigEnv } from './read-config';

const REAL_PROJECT: ConfigEnv = {
  VITE_FIREBASE_API_KEY: 'AIza-real-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'haulbooks-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'haulbooks-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'haulbooks-prod.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:123456789:web:abcdef',
};

const read = (env: ConfigEnv) => readConfig(env, PLATFORM);

describe('readConfig in development (vite dev server, tests)', () => {
  it('uses the emulators and the demo project by default', () => {
    const config = read({ DEV: true });
    expect(config.useEmulators).toBe(true);
    expect(config.emulatorHost).toBe(PLATFORM.emulatorHost);
    expect(config.firebase.projectId).toBe(PLATFORM.projectId);
    expect(config.firebase.apiKey).toBe('demo-api-key');
  });

  it('talks to a real project when told to and given its config', () => {
    const config = read({ DEV: true, VITE_USE_EMULATORS: 'false', ...REAL_PROJECT });
    expect(config.useEmulators).toBe(false);
    expect(config.firebase).toEqual({
      apiKey: 'AIza-real-key',
      authDomain: 'haulbooks-prod.firebaseapp.com',
      projectId: 'haulbooks-prod',
      storageBucket: 'haulbooks-prod.firebasestorage.app',
      appId: '1:123456789:web:abcdef',
    });
  });

  it('refuses VITE_USE_EMULATORS=false without the Firebase config', () => {
    expect(() => read({ DEV: true, VITE_USE_EMULATORS: 'false' })).toThrow(ConfigError);
  });
});

describe('readConfig in a production build', () => {
  it('does not use the emulators by default', () => {
    const config = read({ DEV: false, ...REAL_PROJECT });
    expect(config.useEmulators).toBe(false);
    expect(config.firebase.projectId).toBe('haulbooks-prod');
  });

  it('stops without the Firebase config and names every missing variable', () => {
    let error: unknown;
    try {
      read({ DEV: false });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of Object.values(FIREBASE_ENV_VARS)) expect(message).toContain(name);
    expect(message).toContain('VITE_USE_EMULATORS=true');
  });

  it('names only the variables that are missing', () => {
    const { VITE_FIREBASE_APP_ID: _appId, VITE_FIREBASE_API_KEY: _apiKey, ...partial } = REAL_PROJECT;
    expect(() => read({ DEV: false, ...partial })).toThrow(
      'The Firebase web config is missing VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID.',
    );
  });

  it('counts a blank variable as missing', () => {
    expect(() => read({ DEV: false, ...REAL_PROJECT, VITE_FIREBASE_API_KEY: '  ' })).toThrow(
      'missing VITE_FIREBASE_API_KEY.',
    );
  });

  it('refuses the demo project, which exists only in the emulators', () => {
    expect(() => read({ DEV: false, ...REAL_PROJECT, VITE_FIREBASE_PROJECT_ID: PLATFORM.projectId })).toThrow(
      /demo project that exists only in the emulators/,
    );
  });

  it('builds for the emulators, with the demo placeholders, only when asked to', () => {
    const config = read({ DEV: false, VITE_USE_EMULATORS: 'true' });
    expect(config.useEmulators).toBe(true);
    expect(config.firebase.projectId).toBe(PLATFORM.projectId);
  });
});

describe('readConfig, other settings', () => {
  it('refuses a VITE_USE_EMULATORS that is neither true nor false', () => {
    expect(() => read({ DEV: true, VITE_USE_EMULATORS: 'yes' })).toThrow(
      'VITE_USE_EMULATORS must be "true" or "false", not "yes".',
    );
  });

  it('has support contacts and no captcha by default, and takes them from the environment', () => {
    expect(read({ DEV: true })).toMatchObject({
      supportPhone: '1-800-555-0199',
      supportEmail: 'support@haulbooks.app',
      recaptchaSiteKey: '',
    });
    expect(
      read({
        DEV: true,
        VITE_SUPPORT_PHONE: '1-888-555-0100',
        VITE_SUPPORT_EMAIL: 'help@example.com',
        VITE_RECAPTCHA_SITE_KEY: 'site-key',
        VITE_EMULATOR_HOST: '127.0.0.2',
      }),
    ).toMatchObject({
      supportPhone: '1-888-555-0100',
      supportEmail: 'help@example.com',
      recaptchaSiteKey: 'site-key',
      emulatorHost: '127.0.0.2',
    });
  });
});
