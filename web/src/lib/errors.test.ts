import { describe, expect, it } from 'vitest';
import { errorCode } from './errors';

describe('errorCode', () => {
  it('reads the code of a Firebase-style error', () => {
    const error = Object.assign(new Error('Firebase: Error (auth/user-not-found).'), {
      code: 'auth/user-not-found',
    });
    expect(errorCode(error)).toBe('auth/user-not-found');
  });

  it('reads the code of a plain object', () => {
    expect(errorCode({ code: 'functions/invalid-argument', message: 'bad' })).toBe(
      'functions/invalid-argument',
    );
  });

  it.each([
    ['an error without a code', new Error('boom')],
    ['a non-string code', { code: 42 }],
    ['a string', 'auth/user-not-found'],
    ['null', null],
    ['undefined', undefined],
  ])('is undefined for %s', (_label, value) => {
    expect(errorCode(value)).toBeUndefined();
  });
});
