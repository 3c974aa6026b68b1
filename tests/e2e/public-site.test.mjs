// Public site in the production build: Not Found screen, cookie banner, error fallback + logging,
// robots.txt, and no source maps.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { BASE_URL, admin, eventually, launchBrowser, withPage } from './lib/harness.mjs';

const distDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('public site', () => {
  it('shows the Not Found screen for an unknown path, with its ways out', async () => {
    await withPage(browser, 'not-found', async (page) => {
      await page.goto('/no-such-page/anywhere');
      await page.getByText('Page Not Found').first().waitFor();
      await page
        .getByRole('link', { name: 'Go to Homepage' })
        .or(page.getByRole('button', { name: 'Go to Homepage' }))
        .first()
        .waitFor();
      await page
        .getByRole('link', { name: 'Return to Dashboard' })
        .or(page.getByRole('button', { name: 'Return to Dashboard' }))
        .first()
        .waitFor();
      assert.ok(await page.locator('a[href="/help"]').count(), 'Not Found screen links to /help');

      await page
        .getByRole('link', { name: 'Go to Homepage' })
        .or(page.getByRole('button', { name: 'Go to Homepage' }))
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/');
    });
  });

  it('keeps the cookie banner away after Accept, across reloads, and stores the consent', async () => {
    await withPage(
      browser,
      'cookie-banner-accept',
      async (page) => {
        await page.goto('/');
        const accept = page.getByRole('button', { name: 'Accept', exact: true });
        await accept.waitFor();
        assert.equal(await page.evaluate(() => globalThis.localStorage.getItem('cookieConsent')), null);

        await accept.click();
        await accept.waitFor({ state: 'detached' });
        assert.equal(await page.evaluate(() => globalThis.localStorage.getItem('cookieConsent')), 'accepted');

        await page.reload();
        await page.getByRole('link', { name: 'Privacy Policy' }).first().waitFor();
        assert.equal(await accept.count(), 0, 'banner stays hidden after a reload once accepted');

        await page.goto('/terms');
        await page.getByText('Last updated: May 12, 2025').waitFor();
        assert.equal(await accept.count(), 0, 'banner stays hidden on other pages');
      },
      { cookieConsent: false },
    );
  });

  it('hides the cookie banner only for the current view when closed without consent', async () => {
    await withPage(
      browser,
      'cookie-banner-close',
      async (page) => {
        await page.goto('/');
        const accept = page.getByRole('button', { name: 'Accept', exact: true });
        await accept.waitFor();
        const banner = page.getByRole('region').or(page.getByRole('dialog')).filter({ has: accept });
        await banner.getByRole('button', { name: /close|dismiss/i }).click();
        await accept.waitFor({ state: 'detached' });
        assert.equal(await page.evaluate(() => globalThis.localStorage.getItem('cookieConsent')), null);

        await page.reload();
        await accept.waitFor();
      },
      { cookieConsent: false },
    );
  });

  it('shows the fallback for a render error and stores the report in errorLogs', async () => {
    await withPage(browser, 'error-fallback', async (page) => {
      const posted = page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/log-error' && response.request().method() === 'POST',
      );
      await page.goto('/__e2e/crash');
      await page.getByText('Something went wrong').first().waitFor();
      await page
        .getByText("We're sorry, but something unexpected happened. Please try refreshing the page.")
        .waitFor();
      await page.getByRole('button', { name: 'Try Again' }).waitFor();
      await page.getByRole('button', { name: 'Refresh Page' }).waitFor();

      const response = await posted;
      assert.ok(response.ok(), `/api/log-error answered ${response.status()}: ${await response.text()}`);
      const payload = /** @type {Record<string, unknown>} */ (response.request().postDataJSON());
      for (const field of ['message', 'stack', 'componentStack', 'timestamp', 'userAgent', 'url']) {
        assert.ok(field in payload, `payload carries ${field}`);
      }
    });

    const { firestore } = await admin();
    const stored = await eventually(async () => {
      const snapshot = await firestore.collection('errorLogs').get();
      return snapshot.docs
        .map((doc) => doc.data())
        .find((data) => String(data.url ?? '').includes('/__e2e/crash'));
    }, 'the crash report in errorLogs');
    assert.ok(String(stored.message ?? '').length > 0, 'stored report has the error message');
    assert.ok(String(stored.userAgent ?? '').includes('Chrome'), 'stored report has the browser user agent');
  });

  it('serves a real robots.txt as text/plain, keeping crawlers out of the signed-in app', async () => {
    const response = await fetch(new URL('/robots.txt', BASE_URL));
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/plain/);
    const body = await response.text();
    assert.doesNotMatch(body, /<html/i, 'robots.txt is not the app shell');
    for (const path of ['/admin', '/dashboard', '/settlements', '/expenses', '/reports', '/settings']) {
      assert.match(body, new RegExp(`^Disallow: ${path}$`, 'm'));
    }
  });

  it('publishes no source maps', async () => {
    const maps = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.map'),
    );
    assert.deepEqual(maps, [], 'web/dist contains no *.map files');
    const entry = readdirSync(`${distDir}/assets`).find((file) => /^index-.*\.js$/.test(file));
    assert.ok(entry, 'the build has an entry chunk');
    const response = await fetch(new URL(`/assets/${entry}.map`, BASE_URL));
    assert.doesNotMatch(
      response.headers.get('content-type') ?? '',
      /json/,
      'no map is served for the entry chunk',
    );
  });
});
