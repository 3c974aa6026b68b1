// Settings > Security in tier 1: it needs Auth and the revokeSessions callable, not Firestore.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { admin, launchBrowser, signIn, uniqueEmail, withPage } from './lib/harness.mjs';
import { registerThroughUi } from './lib/register.mjs';

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/** @param {import('playwright-core').Page} page */
async function openSecurity(page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  return page.getByRole('form', { name: 'Change password' });
}

describe('Settings > Security', () => {
  it('refuses a wrong current password, then changes the password; the new one signs in', async () => {
    const email = uniqueEmail('security');
    await withPage(browser, 'settings-change-password', async (page) => {
      await registerThroughUi(page, { name: 'Pat Password', email, password: 'correct-horse-9' });
      const form = await openSecurity(page);
      await form.getByLabel('Current Password').fill('not-my-password');
      await form.getByLabel('New Password', { exact: true }).fill('battery-staple-10');
      await form.getByLabel('Confirm New Password').fill('battery-staple-10');
      await form.getByRole('button', { name: 'Change Password' }).click();
      await form.getByRole('alert').getByText('Your current password is incorrect').waitFor();

      await form.getByLabel('Current Password').fill('correct-horse-9');
      await form.getByRole('button', { name: 'Change Password' }).click();
      await page.getByText('Password changed').waitFor();
    });
    await withPage(browser, 'settings-new-password-signs-in', async (page) => {
      await signIn(page, { email, password: 'battery-staple-10' });
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
    });
  });

  it('signs out of all devices: refresh tokens are revoked and this browser lands on /login', async () => {
    const email = uniqueEmail('everywhere');
    await withPage(browser, 'settings-sign-out-everywhere', async (page) => {
      await registerThroughUi(page, { name: 'Eve Everywhere', email, password: 'correct-horse-9' });
      const { auth } = await admin();
      const before = (await auth.getUserByEmail(email)).tokensValidAfterTime;
      await openSecurity(page);
      await page.getByRole('button', { name: 'Sign out of all devices' }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: 'Sign out of all devices' }).click();
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
      const afterRevoke = (await auth.getUserByEmail(email)).tokensValidAfterTime;
      assert.ok(
        afterRevoke && (!before || Date.parse(afterRevoke) >= Date.parse(before)),
        'tokensValidAfterTime moved',
      );
      assert.notEqual(afterRevoke, before);
    });
  });
});
