// Tier 2: Settings against the real Firestore emulator and firestore.rules, through the production
// build on the Hosting emulator. Run by `npm run test:emulators` where Java 21 is available.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { admin, launchBrowser, uniqueEmail, withPage } from '../e2e/lib/harness.mjs';
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

describe('Settings, saved to Firestore', () => {
  it('saves the profile and the private tax id, the header follows, and a reload shows the saved values', async () => {
    const email = uniqueEmail('settings');
    await withPage(browser, 'settings-save', async (page) => {
      await registerThroughUi(page, { name: 'Sam Settings', email, password: 'correct-horse-9' });
      await page.goto('/settings');
      const form = page.getByRole('form', { name: 'Profile' });
      await form.getByLabel('Full Name').waitFor();
      assert.equal(await form.getByLabel('Email').inputValue(), email);

      // A validation message first: nothing is written.
      await form.getByLabel('Phone').fill('555-0100');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await form.getByRole('alert').getByText('Enter a phone number with 10 to 15 digits').waitFor();

      await form.getByLabel('Full Name').fill('Samantha Settings');
      await form.getByLabel('Company Name').fill('Settings Freight LLC');
      await form.getByLabel('Phone').fill('(312) 555-0100');
      await form.getByLabel('Address').fill('1 Depot Rd, Joliet, IL 60431');
      await form.getByLabel('Tax ID (EIN or SSN)').fill('12-3456789');
      await form.getByLabel('Time Zone').selectOption('America/Denver');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Profile saved').waitFor();
      // The header's initial and name follow the saved name.
      await page.getByText('Samantha Settings').first().waitFor();

      await page.reload();
      await page.getByRole('form', { name: 'Profile' }).getByLabel('Full Name').waitFor();
      assert.equal(
        await page.getByRole('form', { name: 'Profile' }).getByLabel('Company Name').inputValue(),
        'Settings Freight LLC',
      );
      assert.equal(
        await page.getByRole('form', { name: 'Profile' }).getByLabel('Tax ID (EIN or SSN)').inputValue(),
        '12-3456789',
      );

      // Notifications: switch on the weekly e-mail and save.
      await page.getByRole('tab', { name: 'Notifications' }).click();
      // Chakra draws the box over its visually hidden input; the box takes the click.
      await page.getByLabel('Weekly summary: Email').check({ force: true });
      await page.getByRole('button', { name: 'Save Preferences' }).click();
      await page.getByText('Notification preferences saved').waitFor();
    });

    const { auth, firestore } = await admin();
    const { uid } = await auth.getUserByEmail(email);
    // The toasts came after the writes resolved, so the documents are there now.
    const { documentPath, USERS, USER_TAX, NOTIFICATION_PREFERENCES } = domain;
    const profile = (await firestore.doc(documentPath(USERS, uid, uid)).get()).data();
    assert.equal(profile?.name, 'Samantha Settings');
    assert.equal(profile?.timeZone, 'America/Denver');
    assert.equal(profile?.taxId, undefined, 'the tax id is not in the profile that lists read');
    assert.equal((await firestore.doc(documentPath(USER_TAX, uid, 'tax')).get()).data()?.taxId, '12-3456789');
    const preferences = (
      await firestore.doc(documentPath(NOTIFICATION_PREFERENCES, uid, 'notifications')).get()
    ).data();
    assert.equal(preferences?.weeklySummaryEmail, true);
  });
});
