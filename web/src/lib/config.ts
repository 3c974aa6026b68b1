/**
 * Every build-time setting the web app reads, read once here. Firebase-free so public pages
 * can use it. Values come from VITE_* variables (see README, "Configuration").
 */
const env = import.meta.env;

export const config = {
  productName: 'Haulbooks',
  supportPhone: env.VITE_SUPPORT_PHONE ?? '1-800-555-0199',
  supportEmail: env.VITE_SUPPORT_EMAIL ?? 'support@haulbooks.app',
  recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY ?? '',
  useEmulators: (env.VITE_USE_EMULATORS ?? 'true') === 'true',
  emulatorHost: env.VITE_EMULATOR_HOST ?? '127.0.0.1',
  firebase: {
    apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-haulbooks.firebaseapp.com',
    projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-haulbooks',
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? 'demo-haulbooks.appspot.com',
    appId: env.VITE_FIREBASE_APP_ID ?? '1:000000000000:web:demo',
  },
} as const;

/** tel: link target from a human-formatted phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
