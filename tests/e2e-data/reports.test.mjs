// Tier 2: Reports and Analytics on the aggregates the triggers keep, and Recent Reports kept in
// Firestore under firestore.rules. Run by `npm run test:emulators` (Firestore triggers wired).
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
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

describe('Reports, on the aggregates and the ledger', () => {
  it('shows a recorded expense in the cards and the Expense Report, and keeps an export in Recent Reports', async () => {
    const email = uniqueEmail('reports');
    const today = domain.todayIn(domain.DEFAULT_TIME_ZONE);
    await withPage(browser, 'reports-follow-expense', async (page) => {
      await registerThroughUi(page, { name: 'Rae Reports', email, password: 'correct-horse-9' });
      await page.goto('/expenses');
      await page.getByText('No expenses found').waitFor();
      await page.getByRole('button', { name: 'Add Expense' }).first().click();
      const form = page.getByRole('form', { name: 'Add New Expense' });
      await form.getByLabel('Description').fill('Steer tires, Loves #301');
      await form.getByLabel('Amount ($)').fill('1,234.56');
      await form.getByLabel('Category').selectOption('tires');
      await form.getByLabel('Date').fill(today);
      await form.getByRole('button', { name: 'Add Expense' }).click();
      await page.getByText('Expense added successfully').waitFor();

      // The cards read aggregates: reload until the trigger has written this month's.
      await eventually(
        async () => {
          await page.goto('/reports');
          await page.getByTestId('report-card-expenses').getByText(/\$/).first().waitFor();
          return /\$1,234\.56/.test(await page.getByTestId('report-card-expenses').innerText()) || undefined;
        },
        'the Total Expenses card to show the expense',
        30_000,
      );
      assert.match(await page.getByTestId('report-card-net').innerText(), /-\$1,234\.56/);

      await page.getByText('No reports generated yet').waitFor();
      await page.getByRole('button', { name: 'Export All' }).click();
      const recent = page.getByRole('table', { name: 'Recent Reports' });
      await recent
        .getByRole('row')
        .filter({ hasText: /haulbooks-summary-.*\.csv/ })
        .waitFor();
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'reports-page.png'), fullPage: true });

      await page.getByRole('link', { name: 'Open report: Expense Report' }).click();
      const byCategory = page.getByRole('table', { name: 'By category' });
      assert.match(await byCategory.getByRole('row').filter({ hasText: 'Tires' }).innerText(), /\$1,234\.56/);
      await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'expense-report.png'), fullPage: true });
    });

    const { auth, firestore } = await admin();
    const { uid } = await auth.getUserByEmail(email);
    const kept = await firestore.collection(domain.collectionPath(domain.GENERATED_REPORTS, uid)).get();
    assert.equal(kept.size, 1);
    const report = kept.docs[0]?.data();
    assert.equal(report?.kind, 'summary');
    assert.equal(report?.encoding, 'utf8');
    assert.match(String(report?.content), /Total Expenses,,1234\.56/);
  });
});
