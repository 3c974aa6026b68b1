// Admin entry (/admin): only accounts whose ID token carries admin: true get in.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createAuthUser, grantAdmin, launchBrowser, uniqueEmail, withPage } from './lib/harness.mjs';

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const PASSWORD = 'admin-pass-123';

/**
 * @param {import('playwright-core').Page} page
 * @param {string} email
 */
async function adminSignIn(page, email) {
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Administrator Login' }).waitFor();
  await page.locator('form').getByLabel('Username').fill(email);
  await page.locator('form').getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe('admin entry', () => {
  it('refuses a signed-up customer without the admin claim and leaves no admin session', async () => {
    const email = uniqueEmail('not-admin');
    await createAuthUser({ email, password: PASSWORD, displayName: 'Nora Customer' });
    await withPage(browser, 'admin-refuses-non-admin', async (page) => {
      await adminSignIn(page, email);
      await page.getByRole('alert').getByText('Invalid username or password').first().waitFor();
      assert.equal(new URL(page.url()).pathname, '/admin');

      await page.goto('/admin/dashboard');
      await page.waitForURL((url) => url.pathname !== '/admin/dashboard');
      assert.equal(await page.getByRole('heading', { name: 'Admin Dashboard' }).count(), 0);
    });
  });

  it('admits an account granted the claim with npm run admin:grant', async () => {
    const email = uniqueEmail('admin');
    await createAuthUser({ email, password: PASSWORD, displayName: 'Ada Admin' });
    grantAdmin(email);
    await withPage(browser, 'admin-admits-admin', async (page) => {
      await adminSignIn(page, email);
      await page.waitForURL((url) => url.pathname === '/admin/dashboard');
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      const menu = page.getByRole('navigation', { name: 'Admin navigation' }).first();
      for (const entry of ['User Management', 'Test Clients', 'Payments', 'Support']) {
        await menu.getByRole('link', { name: entry }).waitFor();
      }
    });
  });
});
