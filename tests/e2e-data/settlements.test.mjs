// Tier 2: Settlements against the real Firestore emulator and firestore.rules, through the
// production build on the Hosting emulator. Run by `npm run test:emulators`.
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  ARTIFACTS_DIR,
  admin,
  eventually,
  launchBrowser,
  uniqueEmail,
  withPage,
} from '../e2e/lib/harness.mjs';
import { registerThroughUi } from '../e2e/lib/register.mjs';
import { domain } from '../e2e/lib/domain.mjs';

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** Today in America/Chicago (the default profile time zone), as the date input takes it. */
function todayInChicago() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
}

describe('Settlements, stored in Firestore', () => {
  it('creates a settlement through New, lists it, opens its details and deletes it', async () => {
    const email = uniqueEmail('settlements');
    /** @param {import('playwright-core').Page} page @param {string} name */
    const screenshot = (page, name) =>
      page.screenshot({ path: path.join(ARTIFACTS_DIR, `settlements-${name}.png`), fullPage: true });
    await withPage(browser, 'settlements-flow', async (page) => {
      await registerThroughUi(page, { name: 'Sam Settlements', email, password: 'correct-horse-9' });
      await page.goto('/settlements');
      await page.getByText('No settlements yet').waitFor();
      await screenshot(page, 'empty');

      await page.getByRole('link', { name: 'New Settlement' }).first().click();
      const form = page.getByRole('form', { name: 'Settlement' });
      await form.getByLabel('Broker or Carrier').waitFor();
      // A validation message first: nothing is written.
      await form.getByRole('button', { name: 'Save Settlement' }).click();
      await form.getByRole('alert').getByText('Enter the settlement date').waitFor();

      await form.getByLabel('Settlement Date').fill(todayInChicago());
      await form.getByLabel('Broker or Carrier').fill('Tier Two Freight');
      await form.getByLabel('Trip Number').fill('T2-001');
      await form.getByLabel('Gross Amount ($)').fill('4,125.50');
      await form.getByLabel('Net Amount ($)').fill('3,180.25');
      await screenshot(page, 'new');
      await form.getByRole('button', { name: 'Save Settlement' }).click();
      await page.getByText('Settlement added successfully').waitFor();
      await page.getByRole('region', { name: 'Summary' }).getByText('$4,125.50').waitFor();
      await screenshot(page, 'detail');

      await page.getByRole('link', { name: '← Back to Settlements' }).click();
      const row = page.getByRole('row', { name: /Tier Two Freight/ });
      await row.waitFor();
      assert.match((await row.textContent()) ?? '', /\$3,180\.25/);
      await page.getByText('Showing 1 to 1 of 1').waitFor();
      await screenshot(page, 'list');

      await row.getByRole('button', { name: 'Actions for Tier Two Freight' }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText('Are you sure you want to delete this settlement?').waitFor();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Settlement deleted successfully').waitFor();
      await page.getByText('No settlements yet').waitFor();
    });

    const { auth, firestore } = await admin();
    const { uid } = await auth.getUserByEmail(email);
    await eventually(
      async () =>
        (await firestore.collection(domain.collectionPath(domain.SETTLEMENTS, uid)).get()).empty
          ? true
          : undefined,
      'the settlement to be deleted',
    );
  });
});
