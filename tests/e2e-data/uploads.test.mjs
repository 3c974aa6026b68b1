// Tier 2: Upload Documents end to end — the production build on the Hosting emulator sends a
// statement PDF to the Storage emulator, processUpload reads it in the Functions emulator, and the
// screen follows the upload to "Processed successfully" and the spec's toast; the settlement's
// details show the document beside the fields. Needs the Storage emulator (Java 21): on the Cloud
// SDK Firestore emulator (no Storage) it reports itself skipped.
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { ARTIFACTS_DIR, launchBrowser, uniqueEmail, withPage } from '../e2e/lib/harness.mjs';
import { registerThroughUi } from '../e2e/lib/register.mjs';

const storageRuns = Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);

const STATEMENT = [
  'LANDSTAR RANGER, INC.',
  'BCO SETTLEMENT STATEMENT',
  'Settlement Date: 11/12/2026      Week Ending: 11/08/2026',
  '',
  'FREIGHT BILL   ORIGIN          DEST             MILES    LINEHAUL       FSC',
  '2218841        LAREDO TX       MEMPHIS TN         864    1,987.20    362.88',
  'TOTALS                                            864    1,987.20    362.88',
  '',
  'Total Revenue                                             2,350.08',
  '',
  'DEDUCTIONS',
  'Fuel Purchases - Comdata                                    642.36',
  'Trailer Rental                                              125.00',
  'Total Deductions                                            767.36',
  '',
  'NET SETTLEMENT                                            1,582.72',
];

async function statementPdf() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Courier);
  const page = doc.addPage([595.28, 841.89]);
  STATEMENT.forEach((line, /** @type {number} */ i) => {
    if (line) page.drawText(line, { x: 36, y: 790 - i * 13, size: 9, font });
  });
  return Buffer.from(await doc.save());
}

/** @type {import('playwright-core').Browser} */
let browser;
before(async () => {
  if (storageRuns) browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe(
  'Upload Documents against the Storage, Functions and Firestore emulators',
  { skip: !storageRuns && 'the Storage emulator is not running (it needs Java 21)' },
  () => {
    it('uploads a statement, follows it to Processed successfully, and shows it beside the settlement', async () => {
      await withPage(browser, 'uploads-flow', async (page) => {
        await registerThroughUi(page, {
          name: 'Uma Uploads',
          email: uniqueEmail('uploads'),
          password: 'correct-horse-9',
        });
        await page.goto('/settlements/upload');
        await page.getByRole('heading', { name: 'Upload Documents', level: 1 }).waitFor();
        await page
          .getByTestId('browse-input')
          .setInputFiles({ name: 'week-46.pdf', mimeType: 'application/pdf', buffer: await statementPdf() });
        await page.getByRole('button', { name: 'Upload & Process' }).click();
        const row = page.getByTestId('selected-file').filter({ hasText: 'week-46.pdf' });
        await row.getByText(/Processed successfully/).waitFor({ timeout: 90_000 });
        await page.getByText('All 1 settlements processed successfully!').first().waitFor();
        await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'uploads-processed.png'), fullPage: true });
        await row.getByRole('link', { name: 'View settlement' }).click();
        const summary = page.getByRole('region', { name: 'Summary' });
        await summary.getByText('$2,350.08').waitFor();
        await summary.getByText('$1,582.72').waitFor();
        await page.getByTestId('document-panel').getByTitle('week-46.pdf').waitFor();
      });
    });
  },
);
