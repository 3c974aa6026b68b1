// /test/stripe, /payment/success and /payment/cancel in Chromium against the Functions emulator,
// whose payment functions call the local Stripe-like server (tests/e2e/lib/payments.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createAuthUser, grantAdmin, launchBrowser, uniqueEmail, withPage } from './lib/harness.mjs';
import { registerThroughUi } from './lib/register.mjs';
import { STRIPE_TEST_KEYS, stripeReady } from './lib/payments.mjs';

/** @type {import('playwright-core').Browser} */
let browser;
/** @type {Awaited<ReturnType<typeof stripeReady>>} */
let stripe;
before(async () => {
  browser = await launchBrowser();
  stripe = await stripeReady();
});
after(async () => {
  await browser?.close();
  await stripe?.stop();
});

const count = (/** @type {import('playwright-core').Page} */ page, /** @type {string} */ label) =>
  page.getByTestId(`count-${label}`);

describe('checkout pages', () => {
  it('/test/stripe: a signed-out visitor is told to sign in and the checkout is refused', async () => {
    await withPage(browser, 'test-stripe-signed-out', async (page) => {
      await page.goto('/test/stripe');
      await page.getByRole('heading', { name: 'Checkout test', level: 1 }).waitFor();
      await page.getByText('Sign in first: a checkout belongs to an account.').waitFor();
      assert.equal(await page.getByRole('button', { name: /^Monthly Test:/ }).count(), 3);
      assert.equal(await page.getByRole('button', { name: /^Test Checkout:/ }).count(), 5);
      await page.getByText(/4242 4242 4242 4242, any future expiry date and any CVC/).waitFor();
      await page.getByRole('button', { name: 'Test Checkout: Tax Preparation' }).click();
      await page.getByText('Failed to create Tax Preparation checkout').first().waitFor();
      await page.getByText('Sign in to check out.').first().waitFor();
      assert.equal(await count(page, 'failed').textContent(), '1');
    });
  });

  it('/test/stripe signed in: sessions are created on the local Stripe, with links to their checkout', async () => {
    await withPage(browser, 'test-stripe-signed-in', async (page) => {
      await registerThroughUi(page, {
        name: 'Tess Tester',
        email: uniqueEmail('stripe'),
        password: 'correct-horse-9',
      });
      await page.goto('/test/stripe');
      await page.getByRole('button', { name: 'Test Checkout: Tax Preparation' }).click();
      await page.getByRole('link', { name: 'Open Stripe Checkout' }).first().waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Monthly Test: Driver' }).click();
      await page.getByText('Driver monthly checkout initiated').first().waitFor({ timeout: 30_000 });
      assert.equal(await count(page, 'successful').textContent(), '2');
      const href = await page
        .getByRole('link', { name: 'Open Stripe Checkout' })
        .first()
        .getAttribute('href');
      assert.match(href ?? '', /^http:\/\/127\.0\.0\.1:12111\/checkout\/pay\/cs_test_/);
      assert.equal(stripe.sessions.size >= 2, true);
      assert.equal(stripe.customers.size >= 1, true);
    });
  });

  it('/payment/cancel and /payment/success are pages, not the Not Found screen', async () => {
    await withPage(browser, 'payment-return-pages', async (page) => {
      await registerThroughUi(page, {
        name: 'Cass Cancel',
        email: uniqueEmail('cancel'),
        password: 'correct-horse-9',
      });
      await page.goto('/payment/cancel');
      await page.getByRole('heading', { name: 'Checkout canceled', level: 1 }).waitFor();
      await page.getByText('You were not charged.', { exact: false }).waitFor();
      await page.goto('/payment/success');
      await page.getByRole('heading', { name: 'Payment successful', level: 1 }).waitFor();
      await page.getByText('There is no checkout to show here.').waitFor();
      assert.equal(await page.getByText('Page Not Found').count(), 0);
    });
  });
});

describe('admin settings › Payment Gateways', () => {
  it('saves the keys (shown masked), tests the connection and creates the products', async () => {
    const email = uniqueEmail('gateway-admin');
    const password = 'admin-pass-123';
    await createAuthUser({ email, password, displayName: 'Gail Gateway' });
    grantAdmin(email);
    await withPage(browser, 'admin-payment-gateways', async (page) => {
      await page.goto('/admin');
      await page.locator('form').getByLabel('Username').fill(email);
      await page.locator('form').getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin/dashboard', { timeout: 30_000 });
      await page.goto('/admin/settings');
      await page.getByRole('tab', { name: 'Payment Gateways' }).waitFor();
      const form = page.getByRole('form', { name: 'Stripe' });
      await form.getByLabel('Publishable key').fill(STRIPE_TEST_KEYS.publishable);
      await form.getByLabel('Secret key').fill(STRIPE_TEST_KEYS.secret);
      await form.getByRole('button', { name: 'Save' }).click();
      await page
        .getByText('Payment gateway settings saved successfully')
        .first()
        .waitFor({ timeout: 30_000 });
      await page.getByText('Saved: sk_test_••••••••••••••1234', { exact: false }).waitFor();
      assert.equal(await page.getByText(STRIPE_TEST_KEYS.secret).count(), 0, 'the secret is never shown');

      await page.getByRole('button', { name: 'Test Connection' }).click();
      await page.getByText('Stripe connection test completed').first().waitFor({ timeout: 30_000 });
      await page.getByTestId('line-connection').getByText('Success').waitFor();
      await page.getByTestId('line-products').getByText('Success').waitFor();

      await page.getByRole('button', { name: 'Create Products' }).click();
      await page.getByText('Stripe products created successfully').first().waitFor({ timeout: 30_000 });
      assert.match(
        (await page.getByTestId('webhook-endpoint').textContent()) ?? '',
        /\/api\/webhooks\/stripe$/,
      );
    });
  });
});
