import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export type ValidationResult<T> =
  { ok: true; value: T } | { ok: false; firstError: string; fieldErrors: FieldErrors<T> };

/**
 * Validates every field and reports the first failure in the schema's declared field order,
 * so a form shows the same message a callable would answer with. yup's own abortEarly stops
 * at whichever test settles first, which is not a stable order.
 */
export function validateInOrder<T extends AnyObject>(
  schema: ObjectSchema<T>,
  input: unknown,
): ValidationResult<T> {
  try {
    const value = schema.validateSync(input, { abortEarly: false, stripUnknown: true }) as T;
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fieldErrors: FieldErrors<T> = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const path = (inner.path ?? '') as keyof T & string;
      // A field's own tests run in declaration order; keep the first message per field.
      if (fieldErrors[path] === undefined) fieldErrors[path] = inner.message;
    }
    const order = Object.keys(schema.fields);
    const firstField = order.find((field) => fieldErrors[field as keyof T & string] !== undefined);
    const firstError =
      (firstField ? fieldErrors[firstField as keyof T & string] : undefined) ??
      error.errors[0] ??
      error.message;
    return { ok: false, firstError, fieldErrors };
  }
}
