import { describe, expect, it } from 'vitest';
import { validateInOrder } from './validate.js';
import {
  expenseDraftDefaults,
  expenseFormSchema,
  expenseFormToRecord,
  expenseRecordSchema,
} from './expense.js';
import { settlementMatchesSearch, settlementSchema, tripNumberDisplay } from './settlement.js';
import { MONEY_MESSAGES } from '../money/parse.js';
import {
  EXPENSE_MESSAGES,
  SETTLEMENT_MESSAGES,
  confirmDeleteExpenses,
  settlementsProcessed,
} from '../messages/ledger.js';

describe('expense schema', () => {
  it('opens the draft with the spec defaults', () => {
    expect(expenseDraftDefaults('2026-11-21')).toEqual({
      description: '',
      amount: '',
      category: 'fuel',
      paymentMethod: 'credit_card',
      date: '2026-11-21',
      notes: '',
      taxDeductible: true,
      recurring: false,
    });
  });

  it('asks for description and amount with the one spec message', () => {
    const draft = expenseDraftDefaults('2026-11-21');
    expect(validateInOrder(expenseFormSchema, draft)).toMatchObject({
      ok: false,
      firstError: 'Please fill in all required fields',
    });
    expect(validateInOrder(expenseFormSchema, { ...draft, description: 'Diesel' })).toMatchObject({
      ok: false,
      firstError: 'Please fill in all required fields',
    });
  });

  it('gives the specific money error, and refuses zero', () => {
    const draft = { ...expenseDraftDefaults('2026-11-21'), description: 'Diesel' };
    expect(validateInOrder(expenseFormSchema, { ...draft, amount: '12.345' })).toMatchObject({
      ok: false,
      firstError: MONEY_MESSAGES.tooManyDecimals,
    });
    expect(validateInOrder(expenseFormSchema, { ...draft, amount: 'abc' })).toMatchObject({
      ok: false,
      firstError: MONEY_MESSAGES.notANumber,
    });
    expect(validateInOrder(expenseFormSchema, { ...draft, amount: '0' })).toMatchObject({
      ok: false,
      firstError: EXPENSE_MESSAGES.amountPositive,
    });
  });

  it('turns a valid form into a record with cents, and the record schema accepts it', () => {
    const result = validateInOrder(expenseFormSchema, {
      ...expenseDraftDefaults('2026-11-21'),
      description: 'Pilot #412 diesel',
      amount: '$1,045.67',
      category: 'def_fluid',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const record = expenseFormToRecord(result.value);
    expect(record).toMatchObject({
      description: 'Pilot #412 diesel',
      amountCents: 104567,
      category: 'def_fluid',
      taxDeductible: true,
    });
    expect(validateInOrder(expenseRecordSchema, record).ok).toBe(true);
  });

  it('refuses unknown categories, payment methods, dates, and fractional cents in records', () => {
    const base = {
      description: 'x',
      amountCents: 100,
      category: 'fuel',
      paymentMethod: 'cash',
      date: '2026-11-21',
    };
    expect(validateInOrder(expenseRecordSchema, { ...base, category: 'groceries' })).toMatchObject({
      firstError: EXPENSE_MESSAGES.invalidCategory,
    });
    expect(validateInOrder(expenseRecordSchema, { ...base, paymentMethod: 'bitcoin' })).toMatchObject({
      firstError: EXPENSE_MESSAGES.invalidPaymentMethod,
    });
    expect(validateInOrder(expenseRecordSchema, { ...base, date: '2026-02-30' })).toMatchObject({
      firstError: EXPENSE_MESSAGES.invalidDate,
    });
    expect(validateInOrder(expenseRecordSchema, { ...base, amountCents: 10.5 }).ok).toBe(false);
    expect(validateInOrder(expenseRecordSchema, { ...base, amountCents: '100' }).ok).toBe(false);
  });

  it('words deletion confirmations with the count', () => {
    expect(confirmDeleteExpenses(3)).toBe('Are you sure you want to delete 3 expense(s)?');
    expect(settlementsProcessed(3, 3)).toBe('All 3 settlements processed successfully!');
    expect(settlementsProcessed(2, 3)).toBe('2 out of 3 settlements processed successfully');
  });
});

describe('settlement schema', () => {
  const processed = {
    parsedStatus: 'processed',
    date: '2026-11-13',
    brokerName: 'Prime Inc.',
    tripNumber: 'T-88231',
    fileName: 'settlement-1113.pdf',
    grossCents: 412550,
    netCents: 301220,
    lineItems: {
      linehaulCents: 350000,
      fuelSurchargeCents: 52550,
      advancesCents: 20000,
      escrowCents: 10000,
      reimbursementsCents: 10000,
      deductions: [{ label: 'Occupational accident', amountCents: 4500 }],
      miles: 1850,
    },
  };

  it('accepts a processed settlement with line items', () => {
    expect(validateInOrder(settlementSchema, processed).ok).toBe(true);
  });

  it('requires date, broker, gross and net once processed, not while pending', () => {
    expect(validateInOrder(settlementSchema, { ...processed, brokerName: '' })).toMatchObject({
      firstError: SETTLEMENT_MESSAGES.brokerRequired,
    });
    expect(validateInOrder(settlementSchema, { ...processed, date: undefined })).toMatchObject({
      firstError: SETTLEMENT_MESSAGES.dateRequired,
    });
    expect(validateInOrder(settlementSchema, { ...processed, grossCents: undefined })).toMatchObject({
      firstError: SETTLEMENT_MESSAGES.grossRequired,
    });
    expect(validateInOrder(settlementSchema, { parsedStatus: 'pending', fileName: 'scan.jpg' }).ok).toBe(
      true,
    );
    expect(validateInOrder(settlementSchema, { parsedStatus: 'done' })).toMatchObject({
      firstError: SETTLEMENT_MESSAGES.invalidStatus,
    });
  });

  it('refuses negative or fractional amounts and bad miles', () => {
    expect(validateInOrder(settlementSchema, { ...processed, grossCents: -1 })).toMatchObject({
      firstError: SETTLEMENT_MESSAGES.amountNotNegative,
    });
    expect(
      validateInOrder(settlementSchema, { ...processed, lineItems: { ...processed.lineItems, miles: 12.5 } })
        .ok,
    ).toBe(false);
    expect(validateInOrder(settlementSchema, { ...processed, netCents: -5000 }).ok).toBe(true);
  });

  it('searches broker, trip and file name case-insensitively; shows a dash for no trip', () => {
    expect(settlementMatchesSearch(processed, 'prime')).toBe(true);
    expect(settlementMatchesSearch(processed, 't-882')).toBe(true);
    expect(settlementMatchesSearch(processed, '1113.PDF')).toBe(true);
    expect(settlementMatchesSearch(processed, 'swift')).toBe(false);
    expect(tripNumberDisplay(undefined)).toBe('-');
    expect(tripNumberDisplay('L1')).toBe('L1');
  });
});
