/**
 * The crash report the web app's error boundary posts to /api/log-error (customer-app.md §3):
 * message, stack, componentStack, timestamp (ISO), userAgent, url. Hand-written rather than yup
 * so that nothing is coerced (a number is not a message) and every refusal names its field.
 */
export interface ErrorLogPayload {
  message: string;
  /** null when the thrown value had no stack (e.g. `throw 'text'`). */
  stack: string | null;
  /** null outside React render errors. */
  componentStack: string | null;
  /** The client's clock, ISO 8601. */
  timestamp: string;
  userAgent: string;
  url: string;
}

export const ERROR_LOG_FIELDS = [
  'message',
  'stack',
  'componentStack',
  'timestamp',
  'userAgent',
  'url',
] as const;
export type ErrorLogField = (typeof ERROR_LOG_FIELDS)[number];

/** Longest accepted value per field, in characters. Their sum stays under the body cap. */
export const ERROR_LOG_FIELD_MAX_LENGTH: Readonly<Record<ErrorLogField, number>> = {
  message: 4_000,
  stack: 16_000,
  componentStack: 16_000,
  timestamp: 64,
  userAgent: 1_024,
  url: 4_096,
};

/** Largest request body accepted, in bytes (UTF-8). Anything bigger is refused before parsing. */
export const ERROR_LOG_MAX_BODY_BYTES = 64 * 1024;

const OPTIONAL_FIELDS: ReadonlySet<ErrorLogField> = new Set(['stack', 'componentStack']);
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export type ErrorLogValidation =
  | { ok: true; value: ErrorLogPayload }
  | { ok: false; kind: 'invalid' | 'too_large'; field: ErrorLogField | null; reason: string };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Checks fields in the order the spec lists them and reports the first problem. Unknown keys are dropped. */
export function validateErrorLogPayload(input: unknown): ErrorLogValidation {
  if (!isPlainObject(input)) {
    return {
      ok: false,
      kind: 'invalid',
      field: null,
      reason: `The body must be a JSON object, got ${describeType(input)}`,
    };
  }
  const values: Partial<Record<ErrorLogField, string | null>> = {};
  for (const field of ERROR_LOG_FIELDS) {
    const raw = input[field];
    const optional = OPTIONAL_FIELDS.has(field);
    if (raw === undefined || (raw === null && optional)) {
      if (optional) {
        values[field] = null;
        continue;
      }
      return { ok: false, kind: 'invalid', field, reason: `${field} is required` };
    }
    if (typeof raw !== 'string') {
      return {
        ok: false,
        kind: 'invalid',
        field,
        reason: `${field} must be a string${optional ? ' or null' : ''}, got ${describeType(raw)}`,
      };
    }
    const max = ERROR_LOG_FIELD_MAX_LENGTH[field];
    if (raw.length > max) {
      return { ok: false, kind: 'too_large', field, reason: `${field} is longer than ${max} characters` };
    }
    values[field] = raw;
  }

  const { message, stack = null, componentStack = null, timestamp, userAgent, url } = values;
  if (message === undefined || message === null || message.trim() === '') {
    return { ok: false, kind: 'invalid', field: 'message', reason: 'message must not be empty' };
  }
  if (
    timestamp === undefined ||
    timestamp === null ||
    !ISO_DATE_TIME.test(timestamp) ||
    Number.isNaN(Date.parse(timestamp))
  ) {
    return {
      ok: false,
      kind: 'invalid',
      field: 'timestamp',
      reason: 'timestamp must be an ISO 8601 date-time such as 2026-03-01T10:00:00.000Z',
    };
  }
  if (userAgent === undefined || userAgent === null) {
    return { ok: false, kind: 'invalid', field: 'userAgent', reason: 'userAgent is required' };
  }
  if (url === undefined || url === null || !isHttpUrl(url)) {
    return { ok: false, kind: 'invalid', field: 'url', reason: 'url must be an absolute http or https URL' };
  }
  return { ok: true, value: { message, stack, componentStack, timestamp, userAgent, url } };
}
