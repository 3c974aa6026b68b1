import { number, string } from 'yup';
import { isBusinessDate } from '../dates/calendar.js';
import { tryParseMoney } from '../money/parse.js';

/** A money text field (form input); its message is the specific parse error. */
export function moneyText(requiredMessage: string) {
  return string()
    .trim()
    .default('')
    .required(requiredMessage)
    .test('money', (value, context) => {
      const result = tryParseMoney(value ?? '');
      return result.ok || context.createError({ message: result.message });
    });
}

/** Stored money: integer cents, zero or more. */
export function centsField(message: { whole: string; negative: string }) {
  return number().integer(message.whole).min(0, message.negative).strict();
}

export function businessDateField(invalidMessage: string) {
  return string().test(
    'business-date',
    invalidMessage,
    (value) => value === undefined || value === null || value === '' || isBusinessDate(value),
  );
}
