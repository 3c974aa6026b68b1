/**
 * A react-hook-form resolver over a domain yup schema that reports only the first failing
 * field in the schema's declared order, with the schema's own message. The domain schema stays
 * the one source of truth; forms show one message at a time, as the spec's validation order
 * describes (customer-app.md §5).
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { AnyObject, ObjectSchema } from 'yup';
import { validateInOrder } from '@haulbooks/domain';

export function orderedResolver<TValues extends FieldValues>(
  schema: ObjectSchema<AnyObject>,
): Resolver<TValues> {
  return (values) => {
    const result = validateInOrder(schema, values);
    // Keep fields the schema does not know (e.g. "Remember me"); take normalised values from it.
    if (result.ok) return { values: { ...values, ...result.value }, errors: {} };
    const firstField = Object.keys(schema.fields).find((field) => result.fieldErrors[field] !== undefined);
    const errors = {
      [firstField ?? 'root']: { type: 'validate', message: result.firstError },
    } as FieldErrors<TValues>;
    return { values: {}, errors };
  };
}

/** The first error message in the given field order, for a form's single inline message box. */
export function firstErrorMessage<TValues extends FieldValues>(
  errors: FieldErrors<TValues>,
  order: readonly string[],
): string | undefined {
  for (const field of [...order, 'root']) {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}
