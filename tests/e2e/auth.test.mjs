// Sign-up from the landing page, sign-in validation and route guards, against the production build
// on the Hosting emulator and the real Auth + Functions emulators.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { domain } from './lib/domain.mjs';
import { admin, createAuthUser, launchBrowser, signIn, uniqueEmail, withPage } from './lib/harness.mjs';

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const PASSWORD = 'correct-horse-9';

describe('sign-up from the landing page', () => {
  it("Get Started on a plan opens /register with it, registration opens that plan's checkout, and the dashboard shell follows", async () => {
    const email = uniqueEmail('owner');
    const name = 'Olivia Owner';
    await withPage(browser, 'landing-register-dashboard', async (page) => {
      await page.goto('/');
      const getStarted = page.locator('a[href="/register?plan=owner_operator"]');
      assert.ok(
        (await getStarted.count()) >= 1,
        'the Owner Operator plan card links to /register?plan=owner_operator',
      );
      await getStarted.first().click();
      await page.waitForURL(
        (url) => url.pathname === '/register' && url.searchParams.get('plan') === 'owner_operator',
      );

      const chosen = page.getByTestId('chosen-plan');
      await chosen.getByText('Owner Operator').waitFor();
      await chosen.getByText('$99.99/month').waitFor();

      await page.locator('form').getByLabel('Full Name').fill(name);
      await page.locator('form').getByLabel('Email', { exact: true }).fill(email);
      await page.locator('form').getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.locator('form').getByLabel('Confirm Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create Account' }).click();

      // Registration leads on to checkout for the chosen plan (Billing, the plan marked first).
      await page.waitForURL(
        (url) => url.pathname === '/billing' && url.searchParams.get('plan') === 'owner_operator',
        { timeout: 30_000 },
      );
      await page.getByRole('button', { name: 'Subscribe monthly: Owner Operator' }).waitFor();
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .first()
        .getByRole('link', { name: 'Dashboard' })
        .click();
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await page.getByText(`Welcome back, ${name}`).waitFor();
      // Shell: navigation, role subtitle from the claim, the user's name, Logout.
      const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
      for (const entry of ['Dashboard', 'Settlements', 'Expenses', 'Reports', 'Settings', 'Help Center']) {
        await nav.getByRole('link', { name: entry }).waitFor();
      }
      await page.getByText('Owner Operator').first().waitFor();
      await page.getByRole('button', { name: 'Logout' }).first().waitFor();
    });

    // The callable wrote the profile and set the role claim on the server side.
    const { auth, firestore } = await admin();
    const user = await auth.getUserByEmail(email);
    assert.equal(user.displayName, name);
    assert.equal(user.customClaims?.role, 'owner_operator');
    const profile = await firestore.doc(domain.documentPath(domain.USERS, user.uid, user.uid)).get();
    assert.equal(profile.get('role'), 'owner_operator');
    assert.equal(profile.get('email'), email);
  });
});

describe('sign-in validation messages', () => {
  it('asks for both fields, then reports wrong credentials, then signs in', async () => {
    const email = uniqueEmail('login');
    await createAuthUser({ email, password: PASSWORD, displayName: 'Lee Login' });
    await withPage(browser, 'login-validation', async (page) => {
      await page.goto('/login');
      const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first();
      const submit = page.getByRole('button', { name: 'Sign In', exact: true });

      await submit.click();
      await alert.getByText('Please enter both email and password').waitFor();

      await page.locator('form').getByLabel('Email', { exact: true }).fill(email);
      await submit.click();
      await alert.getByText('Please enter both email and password').waitFor();

      await page.locator('form').getByLabel('Password', { exact: true }).fill('not-the-password');
      await submit.click();
      await alert.getByText('Incorrect email or password').waitFor();
      assert.equal(new URL(page.url()).pathname, '/login');

      await page.locator('form').getByLabel('Password', { exact: true }).fill(PASSWORD);
      await submit.click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
    });
  });
});

describe('route guards', () => {
  it('sends a signed-out visitor from /dashboard to /login', async () => {
    await withPage(browser, 'guard-signed-out', async (page) => {
      await page.goto('/dashboard');
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    });
  });

  it('sends a signed-in user from /login and /register to /dashboard', async () => {
    const email = uniqueEmail('guard');
    await createAuthUser({ email, password: PASSWORD, displayName: 'Gus Guard' });
    await withPage(browser, 'guard-signed-in', async (page) => {
      await signIn(page, { email, password: PASSWORD });
      await page.waitForURL((url) => url.pathname === '/dashboard');

      await page.goto('/login');
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.goto('/register');
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    });
  });
});
