import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPENSES, SETTLEMENTS, USERS, type ExpenseDoc } from './collections.js';
import { InvalidWriteError, MalformedDocumentError } from './errors.js';
import { decodeDocument, encodeDocument, encodePatch, type FirestoreCodec } from './mapping.js';
import type { Field, FieldMap } from './schema.js';

class FakeTimestamp {
  constructor(readonly millis: number) {}
}
const SERVER = Symbol('server');
const DELETE = Symbol('delete');
const codec: FirestoreCodec = {
  isTimestamp: (value) => value instanceof FakeTimestamp,
  toDate: (value) => new Date((value as FakeTimestamp).millis),
  fromDate: (date) => new FakeTimestamp(date.getTime()),
  serverTimestamp: () => SERVER,
  deleteField: () => DELETE,
};

/** Any valid value of a field, generated from its descriptor. */
function arbitraryOf(spec: Field): fc.Arbitrary<unknown> {
  switch (spec.kind) {
    case 'string':
      if (spec.pattern !== undefined)
        return fc
          .stringMatching(new RegExp(`^(?:${spec.pattern})$`))
          .filter((s) => s.length >= spec.min && s.length <= spec.max);
      return fc.string({ minLength: spec.min, maxLength: spec.max, unit: 'grapheme-ascii' });
    case 'enum':
      return fc.constantFrom(...spec.values);
    case 'int':
      return fc.integer({ min: Math.max(spec.min, -1e12), max: Math.min(spec.max, 1e12) });
    case 'bool':
      return fc.boolean();
    case 'timestamp':
      return fc.integer({ min: 0, max: 4_102_444_800_000 }).map((ms) => new Date(ms));
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'list':
      return fc.array(arbitraryOf(spec.of), { maxLength: Math.min(spec.maxItems, 3) });
    case 'map':
      return arbitraryDoc(spec.fields);
    case 'record':
      return fc.constant({});
  }
}

function arbitraryDoc(fields: FieldMap): fc.Arbitrary<Record<string, unknown>> {
  const required: Record<string, fc.Arbitrary<unknown>> = {};
  const optional: string[] = [];
  for (const [key, spec] of Object.entries(fields)) {
    required[key] = arbitraryOf(spec);
    if (spec.optional) optional.push(key);
  }
  return fc.record(required, { requiredKeys: Object.keys(fields).filter((key) => !optional.includes(key)) });
}

/** The stored form a server-time sentinel becomes once the server has written it. */
function asWrittenByServer(stored: Record<string, unknown>, at: Date): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(stored).map(([k, v]) => [k, v === SERVER ? new FakeTimestamp(at.getTime()) : v]),
  );
}

describe('stored-document mapping', () => {
  for (const spec of [USERS, EXPENSES, SETTLEMENTS]) {
    it(`round-trips every valid ${spec.key} document (encode, server write, decode)`, () => {
      fc.assert(
        fc.property(arbitraryDoc(spec.fields), (doc) => {
          const writable = Object.fromEntries(
            Object.entries(doc).filter(([key]) => key !== 'createdAt' && key !== 'updatedAt'),
          );
          const at = new Date('2026-11-23T12:00:00Z');
          const stored = asWrittenByServer(encodeDocument(spec.fields, writable as never, 'x/1', codec), at);
          const decoded = decodeDocument(spec.fields, stored, 'x/1', codec);
          expect(decoded).toEqual({ ...writable, createdAt: at, updatedAt: at });
        }),
        { numRuns: 200 },
      );
    });
  }

  it('refuses a stored document with a wrong type, naming the document and the field', () => {
    fc.assert(
      fc.property(
        arbitraryDoc(EXPENSES.fields),
        fc.constantFrom('amountCents', 'date', 'category', 'createdAt'),
        (doc, key) => {
          const { createdAt: _c, updatedAt: _u, ...writable } = doc;
          const stored = asWrittenByServer(
            encodeDocument(EXPENSES.fields, writable as never, 'p', codec),
            new Date(0),
          );
          let caught: unknown;
          try {
            decodeDocument(
              EXPENSES.fields,
              { ...stored, [key]: { wrong: true } },
              'users/u1/expenses/e1',
              codec,
            );
          } catch (error) {
            caught = error;
          }
          expect(caught).toBeInstanceOf(MalformedDocumentError);
          expect((caught as MalformedDocumentError).fieldPath).toBe(key);
          expect((caught as MalformedDocumentError).message).toContain(
            `users/u1/expenses/e1: field "${key}"`,
          );
        },
      ),
      { numRuns: 50 },
    );
  });

  const valid: Omit<ExpenseDoc, 'createdAt' | 'updatedAt'> = {
    description: 'Fuel at Love’s',
    amountCents: 45_210,
    category: 'fuel',
    paymentMethod: 'fuel_card',
    date: '2026-11-20',
    notes: '',
    taxDeductible: true,
    recurring: false,
  };

  it('refuses unknown keys, missing required fields, nulls and out-of-range values without repairing them', () => {
    const stored: Record<string, unknown> = asWrittenByServer(
      encodeDocument(EXPENSES.fields, valid, 'p', codec),
      new Date(1),
    );
    const path = 'users/u1/expenses/e1';
    expect(() => decodeDocument(EXPENSES.fields, { ...stored, extra: 1 }, path, codec)).toThrow(
      'Malformed document users/u1/expenses/e1: field "extra" is not a field of this document',
    );
    const { description: _omit, ...missing } = stored;
    expect(() => decodeDocument(EXPENSES.fields, missing, path, codec)).toThrow(
      'field "description" is required',
    );
    expect(() => decodeDocument(EXPENSES.fields, { ...stored, notes: null }, path, codec)).toThrow(
      'field "notes" must be text',
    );
    expect(() => decodeDocument(EXPENSES.fields, { ...stored, amountCents: 10.5 }, path, codec)).toThrow(
      'field "amountCents" must be a whole number',
    );
    expect(() => decodeDocument(EXPENSES.fields, { ...stored, date: '2026-02-30' }, path, codec)).toThrow(
      'field "date" must be a date',
    );
    expect(() => decodeDocument(EXPENSES.fields, { ...stored, amountCents: '45.21' }, path, codec)).toThrow(
      MalformedDocumentError,
    );
    expect(() => decodeDocument(EXPENSES.fields, 'not a map', path, codec)).toThrow('is not a map of fields');
  });

  it('refuses invalid writes before anything is sent, and never lets a caller set the server clock', () => {
    expect(() =>
      encodeDocument(EXPENSES.fields, { ...valid, amountCents: 0 }, 'users/u1/expenses/e1', codec),
    ).toThrow(InvalidWriteError);
    expect(() =>
      encodeDocument(EXPENSES.fields, { ...valid, createdAt: new Date() } as never, 'p', codec),
    ).toThrow('field "createdAt" is written by the server clock');
    expect(() => encodePatch(EXPENSES.fields, { description: undefined }, 'p', codec)).toThrow(
      'field "description" is required',
    );
  });

  it('turns a patch into field writes: removal of optional fields, fresh updatedAt, untouched createdAt', () => {
    const patch = encodePatch(EXPENSES.fields, { notes: 'DEF too', truckId: undefined }, 'p', codec);
    expect(patch).toEqual({ notes: 'DEF too', truckId: DELETE, updatedAt: SERVER });
  });
});
