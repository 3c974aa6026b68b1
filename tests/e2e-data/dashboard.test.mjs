// Tier 2: the Dashboard follows the ledger. An expense recorded through the Expenses screen is
// aggregated by the aggregateExpenses trigger (Functions emulator, called by the Firestore
// emulator), and the dashboard's cards, which read only aggregates, show it. Run by
// `npm run test:emulators`, with the Firestore triggers wired (see scripts/test-emulators.mjs).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { admin, eventually, launchBrowser, uniqueEmail, withPage } from '../e2e/lib/harness.mjs';
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

/**
 * The amount one of the three cards (Total Income, Total Expenses, Net Profit) shows, once it has
 * loaded: the first dollar figure of the card (its comparison line holds a percent and dates only).
 * @param {import('playwright-core').Page} page @param {'income' | 'expenses' | 'net'} card
 * @returns {Promise<string>}
 */
function cardValue(page, card) {
  return eventually(async () => {
    const text = await page.getByTestId(`card-${card}`).innerText();
    return /-?\$[\d,]+\.\d{2}/.exec(text)?.[0];
  }, `the ${card} card's amount`);
}

describe('Dashboard, on the aggregates the triggers keep', () => {
  it('shows an expense recorded on the Expenses screen in Total Expenses, Net Profit and Recent Activity', async () => {
    const email = uniqueEmail('dashboard');
    // The dashboard's Current Period is this month in the profile's time zone (the default until
    // one is saved): the expense is dated today there, so it falls in the period whatever the
    // machine's own time zone.
    const today = domain.todayIn(domain.DEFAULT_TIME_ZONE);
    await withPage(browser, 'dashboard-follows-expense', async (page) => {
      await registerThroughUi(page, { name: 'Dee Dashboard', email, password: 'correct-horse-9' });
      await page.getByText('No recent activity').waitFor();
      assert.equal(await cardValue(page, 'expenses'), '$0.00');
      assert.equal(await cardValue(page, 'net'), '$0.00');

      await page.goto('/expenses');
      await page.getByText('No expenses found').waitFor();
      await page.getByRole('button', { name: 'Add Expense' }).first().click();
      const form = page.getByRole('form', { name: 'Add New Expense' });
      await form.getByLabel('Description').fill('Diesel, Pilot #88');
      await form.getByLabel('Amount ($)').fill('1,045.67');
      await form.getByLabel('Category').selectOption('fuel');
      await form.getByLabel('Date').fill(today);
      await form.getByRole('button', { name: 'Add Expense' }).click();
      await page.getByText('Expense added successfully').waitFor();

      await page.goto('/dashboard');
      // Recent Activity is live: the trigger's item appears without a reload.
      const activity = page.getByRole('list', { name: 'Recent Activity' });
      await activity.getByText('$1,045.67').first().waitFor({ timeout: 30_000 });
      // The cards are read once per period: reload until the aggregate the trigger stored shows.
      await eventually(
        async () => {
          if ((await cardValue(page, 'expenses')) === '$1,045.67') return true;
          await page.reload();
          return undefined;
        },
        'Total Expenses to show $1,045.67',
        30_000,
      );
      assert.equal(await cardValue(page, 'net'), '-$1,045.67');
      assert.equal(await cardValue(page, 'income'), '$0.00');
    });

    // What the cards read: the month's aggregate, with the expense's exact cents.
    const { auth, firestore } = await admin();
    const { uid } = await auth.getUserByEmail(email);
    const { MONTHLY_AGGREGATES, documentPath, monthKeyOf } = domain;
    const monthly = await firestore.doc(documentPath(MONTHLY_AGGREGATES, uid, monthKeyOf(today))).get();
    assert.equal(monthly.get('expensesCents'), 104_567);
    assert.equal(monthly.get('expenseCount'), 1);
  });
});
