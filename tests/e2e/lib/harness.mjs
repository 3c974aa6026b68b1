// Shared pieces of the browser tests: Debian Chromium through playwright-core, the app served by
// the Hosting emulator (production build), the real Auth emulator, and the Node Firestore server
// that stands in for the Firestore emulator in tier 1 (functions write errorLogs and profiles there).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { HOST, PORTS, PROJECT_ID } from '../../../scripts/lib/platform.mjs';

export { PROJECT_ID };
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://${HOST}:${PORTS.hosting}`;
export const AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `${HOST}:${PORTS.auth}`;
export const FIRESTORE_EMULATOR_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? `${HOST}:${PORTS.firestore}`;
/** The web build's API key (web/src/lib/config.ts default); the Auth emulator accepts any key. */
const API_KEY = 'demo-api-key';

const root = fileURLToPath(new URL('../../..', import.meta.url));
export const ARTIFACTS_DIR = path.join(root, 'tests', 'e2e', '.artifacts');

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').BrowserContext} BrowserContext */
/** @typedef {import('playwright-core').Page} Page */

/** @returns {Promise<Browser>} */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * A fresh context (own cookies and storage) per test. Unless `cookieConsent` is false the consent
 * is stored up front, so the banner stays out of the way of flows that are not about it.
 * @param {Browser} browser
 * @param {{ cookieConsent?: boolean }} [options]
 */
export async function newPage(browser, { cookieConsent = true } = {}) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(30_000);
  if (cookieConsent) {
    await context.addInitScript(() => {
      globalThis.localStorage.setItem('cookieConsent', 'accepted');
    });
  }
  const page = await context.newPage();
  return { context, page };
}

/**
 * Runs a browser test body with a fresh page; on failure saves a full-page screenshot to
 * tests/e2e/.artifacts/<name>.png before rethrowing, then always closes the context.
 * @param {Browser} browser
 * @param {string} name
 * @param {(page: Page, context: BrowserContext) => Promise<void>} body
 * @param {{ cookieConsent?: boolean }} [options]
 */
export async function withPage(browser, name, body, options) {
  const { context, page } = await newPage(browser, options);
  /** @type {string[]} */
  const consoleErrors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  try {
    await body(page, context);
  } catch (error) {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^\w-]+/g, '-')}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`screenshot: ${path.relative(root, file)} (url ${page.url()})`);
    if (consoleErrors.length > 0) console.error(`browser console errors:\n  ${consoleErrors.join('\n  ')}`);
    throw error;
  } finally {
    await context.close();
  }
}

/** @param {string} label */
export function uniqueEmail(label) {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.haulbooks.test`;
}

/**
 * Creates an e-mail/password account directly in the Auth emulator (no profile, no role claim).
 * @param {{ email: string, password: string, displayName?: string }} user
 * @returns {Promise<string>} the uid
 */
export async function createAuthUser({ email, password, displayName }) {
  const response = await fetch(
    `http://${AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
    },
  );
  const body = /** @type {{ localId?: string, error?: { message: string } }} */ (await response.json());
  if (!response.ok || !body.localId)
    throw new Error(`Auth emulator signUp failed: ${body.error?.message ?? response.status}`);
  return body.localId;
}

/**
 * Grants the admin claim the documented way: `npm run admin:grant -- <email>` (scripts/admin-grant.mjs)
 * against the Auth emulator.
 * @param {string} email
 */
export function grantAdmin(email) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'admin-grant.mjs'), email], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST, GCLOUD_PROJECT: PROJECT_ID },
    timeout: 60_000,
  });
  if (result.status !== 0) {
    throw new Error(`admin-grant failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** @type {import('firebase-admin/app').App | undefined} */
let adminApp;

/** The Admin SDK pointed at the emulators (Auth emulator, Node Firestore server). */
export async function admin() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_EMULATOR_HOST;
  process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_EMULATOR_HOST;
  const { initializeApp, getApps } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore } = await import('firebase-admin/firestore');
  adminApp ??= getApps().find((app) => app.name === 'e2e') ?? initializeApp({ projectId: PROJECT_ID }, 'e2e');
  return { auth: getAuth(adminApp), firestore: getFirestore(adminApp) };
}

/**
 * Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`.
 * @template T
 * @param {() => Promise<T | undefined>} check
 * @param {string} what
 * @param {number} [timeoutMs]
 * @returns {Promise<T>}
 */
export async function eventually(check, what, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Fills the /login form and submits it.
 * @param {Page} page
 * @param {{ email: string, password: string }} credentials
 */
export async function signIn(page, { email, password }) {
  await page.goto('/login');
  await page.locator('form').getByLabel('Email', { exact: true }).fill(email);
  await page.locator('form').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
