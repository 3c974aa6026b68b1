import { describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES } from '../messages/ledger.js';
import { MONEY_MESSAGES } from '../money/parse.js';
import { validateInOrder } from './validate.js';
import {
  MAX_EXPENSE_CENTS,
  expenseDraftDefaults,
  expenseFormSchema,
  expenseRecordSchema,
} from './expense.js';

const draft = { ...expenseDraftDefaults('2026-11-21'), description: 'Diesel' };

describe('expense form amounts and dates', () => {
  it.each([
    ['NaN', MONEY_MESSAGES.notANumber],
    ['12.345', MONEY_MESSAGES.tooManyDecimals],
    ['-5.00', MONEY_MESSAGES.negative],
    ['(5.00)', MONEY_MESSAGES.negative],
    ['10,000,000.01', EXPENSE_MESSAGES.amountTooLarge],
    ['99999999999', MONEY_MESSAGES.tooLarge],
    ['1e6', MONEY_MESSAGES.notANumber],
  ])('refuses the amount %j with "%s"', (amount, message) => {
    expect(validateInOrder(expenseFormSchema, { ...draft, amount })).toMatchObject({
      ok: false,
      firstError: message,
    });
  });

  it('accepts exactly $10,000,000.00', () => {
    expect(validateInOrder(expenseFormSchema, { ...draft, amount: '10,000,000.00' }).ok).toBe(true);
    expect(
      validateInOrder(expenseRecordSchema, {
        ...draft,
        amountCents: MAX_EXPENSE_CENTS + 1,
      }),
    ).toMatchObject({ ok: false, firstError: EXPENSE_MESSAGES.amountTooLarge });
  });

  it.each(['2026-02-30', '2026-13-01', '2025-02-29', '21/11/2026', ''])('refuses the date %j', (date) => {
    expect(validateInOrder(expenseFormSchema, { ...draft, amount: '12.00', date })).toMatchObject({
      ok: false,
      firstError: EXPENSE_MESSAGES.invalidDate,
    });
  });
});
