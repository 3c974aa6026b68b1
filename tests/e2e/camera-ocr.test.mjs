// Tier 1: Take a Photo on the Upload Documents screen reads the photo in the browser with
// tesseract.js in a Web Worker whose script, WebAssembly core and English model all come from
// the app's own origin (/ocr/…), never a CDN; a photo with payroll figures is added with the
// spec's message, a photo without any is refused with its message. No Firestore is needed: the
// photo is read before anything is uploaded.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createCanvas } from '@napi-rs/canvas';
import { BASE_URL, launchBrowser, uniqueEmail, withPage } from './lib/harness.mjs';
import { registerThroughUi } from './lib/register.mjs';

/**
 * A photo-like image of printed text, black on off-white.
 * @param {string[]} lines
 */
function photoOf(lines) {
  const canvas = createCanvas(1200, 120 + lines.length * 60);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fbfaf6';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#161616';
  g.font = '40px monospace';
  lines.forEach((line, /** @type {number} */ i) => g.fillText(line, 50, 90 + i * 60));
  return canvas.toBuffer('image/png');
}

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('Take a Photo (camera OCR in the browser)', () => {
  it('reads a settlement photo from the app’s own origin and adds it; refuses a photo without figures', async () => {
    await withPage(browser, 'camera-ocr', async (page) => {
      const origins = new Set();
      page.on('request', (request) => origins.add(new URL(request.url()).origin));
      await registerThroughUi(page, {
        name: 'Carla Camera',
        email: uniqueEmail('camera'),
        password: 'correct-horse-9',
      });
      await page.goto('/settlements/upload');
      await page.getByRole('heading', { name: 'Upload Documents', level: 1 }).waitFor();

      await page.getByTestId('camera-input').setInputFiles({
        name: 'IMG_2041.png',
        mimeType: 'image/png',
        buffer: photoOf([
          'SWIFT TRANSPORTATION',
          'Check Date 03/14/2026',
          'Gross Pay   1,850.00',
          'Net Pay     1,402.75',
        ]),
      });
      // Loading the model and reading a photo takes seconds on a 2-core machine: wait generously.
      await page
        .getByText('Successfully extracted payroll information')
        .first()
        .waitFor({ timeout: 120_000 });
      await page.getByTestId('selected-file').getByText('IMG_2041.png').waitFor();

      await page.getByTestId('camera-input').setInputFiles({
        name: 'IMG_2042.png',
        mimeType: 'image/png',
        buffer: photoOf(['Thanks for visiting', 'Have a safe trip']),
      });
      await page
        .getByText('Could not find payroll information in the image')
        .first()
        .waitFor({ timeout: 120_000 });
      assert.equal(await page.getByTestId('selected-file').count(), 1);

      const app = new URL(BASE_URL).origin;
      const ocrAssets = [...origins].filter(
        (origin) => !origin.startsWith('data:') && !origin.startsWith('blob:'),
      );
      const foreign = ocrAssets.filter(
        (origin) => origin !== app && !/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin),
      );
      assert.deepEqual(foreign, [], `requests left this machine: ${foreign.join(', ')}`);
    });
  });
});
