// Tier 1: without the Java Firestore emulator (only the Node stand-in the functions use), data
// screens say so once, with the fix, instead of waiting forever for the web SDK.
import { after, before, describe, it } from 'node:test';
import { launchBrowser, uniqueEmail, withPage } from './lib/harness.mjs';
import { registerThroughUi } from './lib/register.mjs';

const withoutJavaFirestore = process.env.FIRESTORE_NODE_SERVER === '1';

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  if (withoutJavaFirestore) browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe(
  'a data screen when the Firestore emulator is not running',
  {
    skip:
      !withoutJavaFirestore &&
      'the Java Firestore emulator is running: tests/e2e-data covers the data screens',
  },
  () => {
    it('Settings shows the notice with the fix, and the shell stays usable', async () => {
      await withPage(browser, 'firestore-not-running-notice', async (page) => {
        await registerThroughUi(page, {
          name: 'Nora Notice',
          email: uniqueEmail('notice'),
          password: 'correct-horse-9',
        });
        await page
          .getByRole('navigation', { name: 'Main navigation' })
          .first()
          .getByRole('link', { name: 'Settings' })
          .click();
        await page.waitForURL((url) => url.pathname === '/settings');
        await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
        const notice = page.getByTestId('firestore-not-running').first();
        await notice.getByText('The Firestore emulator is not running').waitFor({ timeout: 10_000 });
        await notice.getByText(/needs Java 21/).waitFor();
        // The header still names the user (from the session) and navigation still works.
        await page.getByText('Nora Notice').first().waitFor();
        await page
          .getByRole('navigation', { name: 'Main navigation' })
          .first()
          .getByRole('link', { name: 'Dashboard' })
          .click();
        await page.waitForURL((url) => url.pathname === '/dashboard');
      });
    });
  },
);
