import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { EXPENSES, EXPENSE_MESSAGES, ownBooks } from '@haulbooks/domain';
import { MemoryDatabase, createExpense } from '@haulbooks/domain/testing';
import { renderWithData } from '../../../lib/data/testing';
import { ReceiptServicesContext, type ReceiptServices } from '../api/receipt-services';
import { EXPENSES_UI } from '../messages';
import { ExpensesPage } from './expenses-page';

const TODAY = '2026-11-23';
const DIESEL = `PILOT TRAVEL CENTER #412
ODESSA, TX 79766
DATE 11/14/2026
DIESEL #2
GALLONS      112.500
PRICE/GAL    $3.899
TOTAL        $438.64`;

function renderScan(text: string | Error, db = new MemoryDatabase()) {
  const stored: { path: string; image: Blob }[] = [];
  const services: ReceiptServices = {
    photoReader: async () => ({
      read: async () => {
        if (text instanceof Error) throw text;
        return text;
      },
    }),
    uploadReceipt: async (path, image) => {
      stored.push({ path, image });
    },
  };
  const rendered = renderWithData(
    <ReceiptServicesContext.Provider value={services}>
      <ExpensesPage today={TODAY} />
    </ReceiptServicesContext.Provider>,
    { db, subject: ownBooks('dana') },
  );
  return { ...rendered, stored, db };
}

const photo = () => new File([new Uint8Array(300)], 'receipt.jpg', { type: 'image/jpeg' });

describe('Scan Receipt', () => {
  it('reads a fuel receipt into a pre-filled expense with the image and the IFTA figures', async () => {
    const { user, stored, db } = renderScan(DIESEL);
    await user.upload(screen.getByTestId('receipt-input'), photo());
    const form = await screen.findByRole('form', { name: EXPENSES_UI.dialog.addTitle });
    expect(within(form).getByDisplayValue('PILOT TRAVEL CENTER #412')).toBeInTheDocument();
    expect(within(form).getByDisplayValue('438.64')).toBeInTheDocument();
    expect(within(form).getByDisplayValue('2026-11-14')).toBeInTheDocument();
    expect(within(form).getByDisplayValue('Fuel: 112.500 gal @ $3.899/gal TX')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: EXPENSES_UI.dialog.submitAdd }));
    expect(await screen.findByText(EXPENSE_MESSAGES.added)).toBeInTheDocument();
    await waitFor(() => expect(stored).toHaveLength(1));
    expect(stored[0]?.path).toMatch(/^users\/dana\/receipts\/[A-Za-z0-9]{20}\.jpg$/);
    const [expense] = (await db.privileged().collection(EXPENSES, 'dana').list({})).items;
    expect(expense).toMatchObject({
      description: 'PILOT TRAVEL CENTER #412',
      amountCents: 43_864,
      category: 'fuel',
      date: '2026-11-14',
      receiptPaths: [stored[0]?.path],
      fuelGallonsMilli: 112_500,
      fuelPricePerGallonMilli: 3_899,
      fuelState: 'TX',
    });
  });

  it('a fuel receipt already booked from a settlement’s deduction is attached to it, not added again', async () => {
    const db = new MemoryDatabase();
    db.seed(
      EXPENSES,
      'dana',
      'up1-d1',
      createExpense({
        category: 'fuel',
        amountCents: 43_864,
        date: '2026-11-20',
        settlementId: 'up1',
        description: 'Fuel Purchases - Comdata',
      }),
    );
    const { user, stored } = renderScan(DIESEL, db);
    await user.upload(screen.getByTestId('receipt-input'), photo());
    expect(await screen.findByText(/already in your books from your settlement/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: EXPENSES_UI.dialog.addTitle })).not.toBeInTheDocument();
    const expenses = (await db.privileged().collection(EXPENSES, 'dana').list({})).items;
    expect(expenses).toHaveLength(1);
    expect(expenses[0]?.receiptPaths).toEqual([stored[0]?.path]);
  });

  it('a receipt without a readable total opens the draft and asks for the amount', async () => {
    const { user } = renderScan("JOE'S DINER\nthanks");
    await user.upload(screen.getByTestId('receipt-input'), photo());
    const form = await screen.findByRole('form', { name: EXPENSES_UI.dialog.addTitle });
    expect(within(form).getByText(EXPENSES_UI.scan.checkAmount)).toBeInTheDocument();
    expect(within(form).getByDisplayValue("JOE'S DINER")).toBeInTheDocument();
  });

  it('OCR failing says so and adds nothing', async () => {
    const { user } = renderScan(new Error('wasm'));
    await user.upload(screen.getByTestId('receipt-input'), photo());
    expect(await screen.findByText(EXPENSES_UI.scan.failed)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: EXPENSES_UI.dialog.addTitle })).not.toBeInTheDocument();
  });
});
