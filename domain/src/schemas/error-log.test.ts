import { describe, expect, it } from 'vitest';
import { ERROR_LOG_FIELD_MAX_LENGTH, validateErrorLogPayload } from './error-log.js';

const valid = {
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at Dashboard (dashboard.tsx:12:3)',
  componentStack: '\n    at Dashboard\n    at App',
  timestamp: '2026-03-01T10:00:00.000Z',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  url: 'https://haulbooks.example/dashboard',
};

describe('validateErrorLogPayload', () => {
  it('accepts the payload the error boundary sends and drops unknown keys', () => {
    expect(validateErrorLogPayload({ ...valid, extra: 'ignored' })).toEqual({ ok: true, value: valid });
  });

  it('stores a missing or null stack and componentStack as null', () => {
    const result = validateErrorLogPayload({ ...valid, stack: undefined, componentStack: null });
    expect(result).toEqual({ ok: true, value: { ...valid, stack: null, componentStack: null } });
  });

  it.each([
    [null, 'The body must be a JSON object, got null'],
    [[valid], 'The body must be a JSON object, got an array'],
    ['boom', 'The body must be a JSON object, got a string'],
  ])('refuses a body that is not an object (%j)', (body, reason) => {
    expect(validateErrorLogPayload(body)).toEqual({ ok: false, kind: 'invalid', field: null, reason });
  });

  it.each(['message', 'timestamp', 'userAgent', 'url'] as const)('requires %s', (field) => {
    const { [field]: _omitted, ...rest } = valid;
    expect(validateErrorLogPayload(rest)).toEqual({
      ok: false,
      kind: 'invalid',
      field,
      reason: `${field} is required`,
    });
  });

  it('names the field and the type it got when a value is not a string', () => {
    expect(validateErrorLogPayload({ ...valid, message: 42 })).toMatchObject({
      ok: false,
      field: 'message',
      reason: 'message must be a string, got a number',
    });
    expect(validateErrorLogPayload({ ...valid, stack: { frames: [] } })).toMatchObject({
      ok: false,
      field: 'stack',
      reason: 'stack must be a string or null, got an object',
    });
    expect(validateErrorLogPayload({ ...valid, url: null })).toMatchObject({
      field: 'url',
      reason: 'url must be a string, got null',
    });
  });

  it('reports the first problem in the spec order of fields', () => {
    const result = validateErrorLogPayload({ timestamp: 'yesterday', url: 5 });
    expect(result).toMatchObject({ ok: false, field: 'message', reason: 'message is required' });
  });

  it('refuses a blank message', () => {
    expect(validateErrorLogPayload({ ...valid, message: '   ' })).toMatchObject({
      ok: false,
      kind: 'invalid',
      reason: 'message must not be empty',
    });
  });

  it.each(['yesterday', '2026-03-01', '2026-13-45T99:00:00Z', '1700000000000'])(
    'refuses timestamp %s',
    (timestamp) => {
      expect(validateErrorLogPayload({ ...valid, timestamp })).toMatchObject({
        ok: false,
        field: 'timestamp',
      });
    },
  );

  it('accepts a timestamp with an offset', () => {
    expect(validateErrorLogPayload({ ...valid, timestamp: '2026-03-01T05:00:00-05:00' }).ok).toBe(true);
  });

  it.each(['/dashboard', 'javascript:alert(1)', 'not a url'])('refuses url %s', (url) => {
    expect(validateErrorLogPayload({ ...valid, url })).toMatchObject({
      ok: false,
      field: 'url',
      reason: 'url must be an absolute http or https URL',
    });
  });

  it('marks an over-long field as too large, naming the cap', () => {
    const stack = 'x'.repeat(ERROR_LOG_FIELD_MAX_LENGTH.stack + 1);
    expect(validateErrorLogPayload({ ...valid, stack })).toEqual({
      ok: false,
      kind: 'too_large',
      field: 'stack',
      reason: 'stack is longer than 16000 characters',
    });
  });

  it('accepts every field at exactly its cap', () => {
    const atCap = {
      ...valid,
      message: 'm'.repeat(ERROR_LOG_FIELD_MAX_LENGTH.message),
      stack: 's'.repeat(ERROR_LOG_FIELD_MAX_LENGTH.stack),
      componentStack: 'c'.repeat(ERROR_LOG_FIELD_MAX_LENGTH.componentStack),
      userAgent: 'u'.repeat(ERROR_LOG_FIELD_MAX_LENGTH.userAgent),
    };
    expect(validateErrorLogPayload(atCap).ok).toBe(true);
  });
});
