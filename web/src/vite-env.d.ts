/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** "true" (default in dev and tests) connects the SDKs to the local emulators. */
  readonly VITE_USE_EMULATORS?: string;
  readonly VITE_EMULATOR_HOST?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  /** reCAPTCHA v2 site key; when absent the forgot-password captcha is skipped. */
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
  /** "true" adds the /__e2e/crash route (browser tests only; never set for production). */
  readonly VITE_E2E_CRASH_ROUTE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
