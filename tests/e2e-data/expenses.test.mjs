// Tier 2: Expenses against the real Firestore emulator and firestore.rules, through the production
// build on the Hosting emulator. Run by `npm run test:emulators`.
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

describe('Expenses, saved to Firestore', () => {
  it('records an expense through the dialog, lists it with exact cents, and a reload still shows it', async () => {
    const email = uniqueEmail('expenses');
    await withPage(browser, 'expenses-add', async (page) => {
      await registerThroughUi(page, { name: 'Eve Expenses', email, password: 'correct-horse-9' });
      await page.goto('/expenses');
      await page.getByText('No expenses found').waitFor();

      await page.getByRole('button', { name: 'Add Expense' }).first().click();
      const form = page.getByRole('form', { name: 'Add New Expense' });
      await form.getByLabel('Description').waitFor();

      // A validation message first: nothing is written.
      await form.getByRole('button', { name: 'Add Expense' }).click();
      await form.getByRole('alert').getByText('Please fill in all required fields').waitFor();

      await form.getByLabel('Description').fill('Oil change, Loves #301');
      await form.getByLabel('Amount ($)').fill('1,045.67');
      await form.getByLabel('Category').selectOption('maintenance_routine');
      await form.getByLabel('Payment Method').selectOption('debit_card');
      await form.getByLabel('Date').fill('2026-11-21');
      await form.getByLabel('Notes').fill('15W-40, filters');
      await form.getByRole('button', { name: 'Add Expense' }).click();
      await page.getByText('Expense added successfully').waitFor();

      const table = page.getByRole('table', { name: 'Expenses' });
      const row = table.getByRole('row').filter({ hasText: 'Oil change, Loves #301' });
      await row.waitFor();
      assert.match(await row.innerText(), /\$1,045\.67/);
      assert.match(await row.innerText(), /15W-40, filters/);

      await page.reload();
      await page.getByRole('table', { name: 'Expenses' }).getByText('Oil change, Loves #301').waitFor();
    });

    const { auth, firestore } = await admin();
    const { uid } = await auth.getUserByEmail(email);
    const { collectionPath, EXPENSES } = domain;
    const stored = await firestore.collection(collectionPath(EXPENSES, uid)).get();
    assert.equal(stored.size, 1);
    const expense = stored.docs[0]?.data();
    assert.equal(expense?.amountCents, 104_567);
    assert.equal(expense?.category, 'maintenance_routine');
    assert.equal(expense?.date, '2026-11-21');
    assert.equal(expense?.taxDeductible, true);
  });
});
