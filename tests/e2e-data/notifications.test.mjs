// Tier 2: the header bell on real data. Earlier expenses written with the Admin SDK and a large
// one recorded on the Expenses screen make the notifyLargeExpense trigger (Functions emulator,
// called by the Firestore emulator) write a notification; the bell shows its dot live, lists it,
// and Mark read / Mark all read go through firestore.rules (the owner may change `read` only).
// Run by `npm run test:emulators`, with the Firestore triggers wired.
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

describe('Notifications, written by the triggers and marked read in the browser', () => {
  it('tells about an unusually large expense, shows the unread dot, and marks read one and then all', async () => {
    const email = uniqueEmail('bell');
    const { auth, firestore } = await admin();
    const { FieldValue } = await import('firebase-admin/firestore');
    const { collectionPath, documentPath, EXPENSES, NOTIFICATIONS } = domain;
    const today = domain.todayIn(domain.DEFAULT_TIME_ZONE);

    await withPage(browser, 'notifications-bell', async (page) => {
      await registerThroughUi(page, { name: 'Bea Bell', email, password: 'correct-horse-9' });
      const { uid } = await auth.getUserByEmail(email);
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

      // The usual: three oil changes of $300, as the functions would store them.
      for (const [index, description] of ['Oil change 1', 'Oil change 2', 'Oil change 3'].entries()) {
        await firestore.doc(documentPath(EXPENSES, uid, `usual-${index}`)).set({
          description,
          amountCents: 30_000,
          category: 'maintenance_routine',
          paymentMethod: 'debit_card',
          date: today,
          notes: '',
          taxDeductible: true,
          recurring: false,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      // A second, older notification, so that Mark all read has more than one to mark.
      await firestore.doc(documentPath(NOTIFICATIONS, uid, 'upload-seeded-processed')).set({
        kind: 'settlement',
        title: 'Document processed',
        body: 'week-46.pdf was read and added to your books.',
        link: '/settlements',
        read: false,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      await page.getByRole('button', { name: 'Notifications (unread)' }).waitFor();

      await page.goto('/expenses');
      await page.getByRole('button', { name: 'Add Expense' }).first().click();
      const form = page.getByRole('form', { name: 'Add New Expense' });
      await form.getByLabel('Description').fill('Transmission rebuild');
      await form.getByLabel('Amount ($)').fill('4,800.00');
      await form.getByLabel('Category').selectOption('maintenance_repairs');
      await form.getByLabel('Date').fill(today);
      await form.getByRole('button', { name: 'Add Expense' }).click();
      await page.getByText('Expense added successfully').waitFor();

      // The trigger's notification, under its deterministic id.
      const expenses = await firestore
        .collection(collectionPath(EXPENSES, uid))
        .where('description', '==', 'Transmission rebuild')
        .get();
      const bigId = expenses.docs[0]?.id;
      assert.ok(bigId, 'the expense was stored');
      await eventually(
        async () =>
          (await firestore.doc(documentPath(NOTIFICATIONS, uid, `expense-large-${bigId}`)).get()).exists
            ? true
            : undefined,
        'the large-expense notification',
        30_000,
      );

      await page.getByRole('button', { name: 'Notifications (unread)' }).click();
      const panel = page.getByRole('dialog');
      const list = panel.getByRole('list', { name: 'Latest notifications' });
      const title = 'Unusually large expense: Maintenance $4,800.00';
      await list.getByRole('link', { name: title }).waitFor();
      await list.getByText('Document processed').waitFor();

      await panel.getByRole('button', { name: `Mark read: ${title}` }).click();
      await panel.getByRole('button', { name: `Mark read: ${title}` }).waitFor({ state: 'detached' });
      // The other one is still unread: the dot stays.
      await page.getByRole('button', { name: 'Notifications (unread)' }).waitFor();

      await panel.getByRole('button', { name: 'Mark all read' }).click();
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
      await panel.getByText('Unread', { exact: true }).first().waitFor({ state: 'detached' });

      // The bell turns read as soon as the browser applies its own writes (latency compensation);
      // the server may acknowledge them a moment later, so wait for every stored one to be read.
      const stored = await eventually(async () => {
        const snapshot = await firestore.collection(collectionPath(NOTIFICATIONS, uid)).get();
        return snapshot.docs.every((doc) => doc.get('read') === true) ? snapshot : undefined;
      }, 'every notification stored as read');
      assert.deepEqual(
        stored.docs.map((doc) => [doc.id, doc.get('read')]).sort(),
        [
          [`expense-large-${bigId}`, true],
          ['upload-seeded-processed', true],
        ].sort(),
      );
      // Marking read changed nothing else.
      const large = stored.docs.find((doc) => doc.id === `expense-large-${bigId}`);
      assert.equal(large?.get('title'), title);
      assert.equal(large?.get('link'), '/expenses');
    });
  });
});
