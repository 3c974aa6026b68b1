import { describe, expect, it } from 'vitest';
import { EXPENSES, type ExpenseDoc, type Stored } from './collections.js';
import { DataError, MalformedDocumentError } from './errors.js';
import { listen, pageOf, planQuery, toDataError, withDataErrors } from './firestore-adapter.js';
import type { FirestoreCodec } from './mapping.js';
import type { Listener } from './store.js';

/** Timestamps as tagged objects, so the test sees where the codec was applied. */
const codec: FirestoreCodec = {
  isTimestamp: (value) => typeof value === 'object' && value !== null && 'ts' in value,
  toDate: (value) => new Date((value as { ts: number }).ts),
  fromDate: (date) => ({ ts: date.getTime() }),
  serverTimestamp: () => 'SERVER_TIME',
  deleteField: () => 'DELETE',
};
const path = 'users/u1/expenses';
const plan = (query: Parameters<typeof planQuery<typeof EXPENSES.fields>>[2], paged = true) =>
  planQuery(EXPENSES, path, query, codec, { paged });

function refusal(run: () => unknown): DataError {
  try {
    run();
  } catch (error) {
    if (error instanceof DataError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('planQuery', () => {
  it('encodes filter and cursor values with the field specs and orders ties by id in the last direction', () => {
    const createdAt = new Date('2026-03-01T00:00:00Z');
    expect(
      plan({
        where: [
          { field: 'category', op: 'in', value: ['fuel', 'tolls'] },
          { field: 'createdAt', op: '>=', value: createdAt },
        ],
        orderBy: [
          { field: 'createdAt', direction: 'asc' },
          { field: 'date', direction: 'desc' },
        ],
        limit: 20,
        startAfter: { values: [createdAt, '2026-03-02'], id: 'e9' },
      }),
    ).toEqual({
      filters: [
        { field: 'category', op: 'in', value: ['fuel', 'tolls'] },
        { field: 'createdAt', op: '>=', value: { ts: createdAt.getTime() } },
      ],
      orders: [
        { field: 'createdAt', direction: 'asc' },
        { field: 'date', direction: 'desc' },
      ],
      idDirection: 'desc',
      startAfter: [{ ts: createdAt.getTime() }, '2026-03-02', 'e9'],
      limit: 20,
    });
  });

  it('drops limit and cursor for a count, and orders by id ascending without an order', () => {
    expect(plan({ limit: 5, startAfter: { values: [], id: 'e1' } }, false)).toEqual({
      filters: [],
      orders: [],
      idDirection: 'asc',
      startAfter: null,
      limit: null,
    });
  });

  it('checks an array-contains value against the list item', () => {
    expect(
      plan({ where: [{ field: 'receiptPaths', op: 'array-contains', value: 'r/a.jpg' }] }).filters,
    ).toEqual([{ field: 'receiptPaths', op: 'array-contains', value: 'r/a.jpg' }]);
  });

  it.each([
    ['an unknown field', { where: [{ field: 'vendor' as 'notes', op: '==' as const, value: 'x' }] }],
    ['an empty in', { where: [{ field: 'category' as const, op: 'in' as const, value: [] }] }],
    ['31 in values', { where: [{ field: 'notes' as const, op: 'in' as const, value: Array(31).fill('x') }] }],
    [
      'a range off the first order',
      { where: [{ field: 'amountCents' as const, op: '>' as const, value: 1 }] },
    ],
    ['a zero limit', { limit: 0 }],
    ['a cursor of the wrong length', { startAfter: { values: ['2026-03-01'], id: 'e1' } }],
    [
      'a value the field cannot hold',
      { where: [{ field: 'date' as const, op: '==' as const, value: '2026-02-30' }] },
    ],
  ])('refuses %s as invalid-argument', (_, query) => {
    expect(refusal(() => plan(query)).code).toBe('invalid-argument');
  });
});

describe('pageOf', () => {
  const doc = (id: string) => ({ id, date: '2026-03-01' }) as Stored<ExpenseDoc>;
  const orderBy = [{ field: 'date', direction: 'desc' }] as const;

  it('gives a cursor after the last item only when the page is full', () => {
    expect(pageOf([doc('a'), doc('b')], { orderBy, limit: 2 }).next).toEqual({
      values: ['2026-03-01'],
      id: 'b',
    });
    expect(pageOf([doc('a')], { orderBy, limit: 2 }).next).toBeNull();
    expect(pageOf([doc('a')], { orderBy }).next).toBeNull();
  });
});

describe('toDataError', () => {
  it.each([
    ['permission-denied', 'permission-denied'],
    ['not-found', 'not-found'],
    ['deadline-exceeded', 'unavailable'],
    ['resource-exhausted', 'unknown'],
    [7, 'permission-denied'],
    [5, 'not-found'],
    [6, 'already-exists'],
    [3, 'invalid-argument'],
    [14, 'unavailable'],
    [10, 'unknown'],
  ])('maps the SDK code %j to %s', (code, expected) => {
    const error = toDataError(Object.assign(new Error('boom'), { code }));
    expect(error.code).toBe(expected);
    expect(error.message).toBe('boom');
  });

  it('passes DataErrors (malformed documents, refused writes) through unchanged', () => {
    const malformed = new MalformedDocumentError('users/u1/expenses/e1', 'date', 'must be a date');
    expect(toDataError(malformed)).toBe(malformed);
    expect(toDataError('text')).toMatchObject({ code: 'unknown', message: 'text' });
  });

  it('withDataErrors rejects with the mapped error, synchronous throws included', async () => {
    await expect(
      withDataErrors(() => Promise.reject(Object.assign(new Error('x'), { code: 7 }))),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      withDataErrors(() => {
        throw Object.assign(new Error('y'), { code: 'unavailable' });
      }),
    ).rejects.toMatchObject({ code: 'unavailable' });
  });
});

describe('listen', () => {
  function harness() {
    const values: number[] = [];
    const errors: DataError[] = [];
    const listener: Listener<number> = { next: (v) => values.push(v), error: (e) => errors.push(e) };
    let emit: (snapshot: string) => void = () => {};
    let fail: (error: unknown) => void = () => {};
    let stopped = 0;
    const start = (onNext: (s: string) => void, onError: (e: unknown) => void) => {
      emit = onNext;
      fail = onError;
      return () => {
        stopped += 1;
      };
    };
    return {
      values,
      errors,
      listener,
      start,
      emit: (s: string) => emit(s),
      fail: (e: unknown) => fail(e),
      stopped: () => stopped,
    };
  }
  const read = (snapshot: string) => {
    if (snapshot === 'bad')
      throw new MalformedDocumentError('users/u1/expenses/e1', 'date', 'must be a date');
    return Number(snapshot);
  };

  it('delivers decoded snapshots until unsubscribed', () => {
    const h = harness();
    const stop = listen(h.start, read, h.listener);
    h.emit('1');
    h.emit('2');
    stop();
    h.emit('3');
    expect(h.values).toEqual([1, 2]);
    expect(h.stopped()).toBe(1);
  });

  it('reports a document that fails to decode once, as an error, and stops listening', () => {
    const h = harness();
    listen(h.start, read, h.listener);
    h.emit('bad');
    h.emit('4');
    h.fail(new Error('later'));
    expect(h.values).toEqual([]);
    expect(h.errors.map((e) => e.code)).toEqual(['malformed-document']);
    expect(h.stopped()).toBe(1);
  });

  it('maps the SDK error of a listener', () => {
    const h = harness();
    listen(h.start, read, h.listener);
    h.fail(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    expect(h.errors.map((e) => e.code)).toEqual(['permission-denied']);
  });

  it('reports a query the SDK refuses while subscribing asynchronously, never throwing at the caller', async () => {
    const h = harness();
    const start = () => {
      throw Object.assign(new Error('Invalid query'), { code: 'invalid-argument' });
    };
    expect(() => listen(start, read, h.listener)).not.toThrow();
    expect(h.errors).toEqual([]);
    await Promise.resolve();
    expect(h.errors.map((e) => e.code)).toEqual(['invalid-argument']);
  });
});
