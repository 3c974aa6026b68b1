import { describe, expect, it } from 'vitest';
import { COLLECTIONS, SETTLEMENTS, isServerOwned } from './collections.js';
import { encodeDocument, type FirestoreCodec } from './mapping.js';
import {
  SAMPLES,
  UNKNOWN_KEY,
  applyMutation,
  clientSampleOf,
  fieldMutations,
  fieldPathLabel,
  sampleOf,
  touchesServerOnlyKey,
} from './samples.js';
import { serverTimeKeys, type Field, type FieldMap } from './schema.js';

const SERVER = Symbol('server');
const codec: FirestoreCodec = {
  isTimestamp: (value) => value instanceof Date,
  toDate: (value) => value as Date,
  fromDate: (date) => date,
  serverTimestamp: () => SERVER,
  deleteField: () => Symbol('delete'),
};

function accepts(fields: FieldMap, value: Record<string, unknown>): boolean {
  try {
    encodeDocument(fields, value as never, 'sample', codec);
    return true;
  } catch {
    return false;
  }
}

/** Paths of optional fields, maps and lists the sample leaves empty (a mutation could not reach them). */
function unfilled(fields: FieldMap, value: Record<string, unknown>, prefix: string): string[] {
  const gaps: string[] = [];
  const visit = (spec: Field, item: unknown, at: string) => {
    if (item === undefined) return gaps.push(at);
    if (spec.kind === 'map') gaps.push(...unfilled(spec.fields, item as Record<string, unknown>, `${at}.`));
    if (spec.kind === 'list') {
      if (!Array.isArray(item) || item.length === 0) return gaps.push(`${at}[]`);
      visit(spec.of, item[0], `${at}[0]`);
    }
    return gaps.length;
  };
  for (const [key, spec] of Object.entries(fields)) {
    if (prefix === '' && serverTimeKeys(fields).includes(key)) continue;
    visit(spec, value[key], `${prefix}${key}`);
  }
  return gaps;
}

describe('sample documents', () => {
  it('exist for every collection of the registry, once, and for no other', () => {
    expect(SAMPLES.map((sample) => sample.spec.key)).toEqual(COLLECTIONS.map((spec) => spec.key));
  });

  it.each(COLLECTIONS.map((spec) => [spec.key, spec] as const))(
    '%s: passes the stored schema',
    (_key, spec) => {
      expect(() => encodeDocument(spec.fields, sampleOf(spec) as never, 'sample', codec)).not.toThrow();
    },
  );

  it.each(COLLECTIONS.map((spec) => [spec.key, spec] as const))(
    '%s: as a client creates it, passes the stored schema and holds no key only functions write',
    (_key, spec) => {
      const client = clientSampleOf(spec);
      expect(() => encodeDocument(spec.fields, client as never, 'sample', codec)).not.toThrow();
      expect(Object.keys(client).filter((key) => spec.serverOnlyKeys?.includes(key))).toEqual([]);
      expect(Object.keys(sampleOf(spec)).filter((key) => !(key in client))).toEqual([
        ...(spec.serverOnlyKeys ?? []),
      ]);
    },
  );

  it.each(COLLECTIONS.map((spec) => [spec.key, spec] as const))(
    '%s: fills every optional field, map and list, so each can be removed or broken',
    (_key, spec) => {
      expect(unfilled(spec.fields, sampleOf(spec), '')).toEqual([]);
    },
  );
});

const clientWritable = COLLECTIONS.filter((spec) => !isServerOwned(spec)).map(
  (spec) => [spec.key, spec] as const,
);

describe('field mutations', () => {
  it.each(clientWritable)(
    '%s: each is accepted or refused by the stored schema as labelled',
    (_key, spec) => {
      const sample = sampleOf(spec);
      const wrong = fieldMutations(spec)
        .filter((mutation) => accepts(spec.fields, applyMutation(sample, mutation)) !== mutation.accepted)
        .map((mutation) => `${mutation.label} (labelled ${mutation.accepted ? 'accepted' : 'refused'})`);
      expect(wrong).toEqual([]);
    },
  );

  it.each(clientWritable)(
    '%s: remove every field and give every field a wrong value, nested ones included',
    (_key, spec) => {
      const mutations = fieldMutations(spec);
      const expectReached = (fields: FieldMap, prefix: (string | number)[]) => {
        for (const [key, field] of Object.entries(fields)) {
          if (prefix.length === 0 && serverTimeKeys(fields).includes(key)) continue;
          const label = fieldPathLabel([...prefix, key]);
          const here = mutations.filter((mutation) => fieldPathLabel(mutation.path) === label);
          expect(
            here.filter((mutation) => mutation.remove),
            `${label} removed`,
          ).toHaveLength(1);
          expect(
            here.filter((mutation) => !mutation.remove && !mutation.accepted).length,
            `${label} broken`,
          ).toBeGreaterThan(0);
          if (field.kind === 'map') expectReached(field.fields, [...prefix, key]);
          if (field.kind === 'list' && field.of.kind === 'map')
            expectReached(field.of.fields, [...prefix, key, 0]);
        }
        expect(
          mutations.some(
            (mutation) => fieldPathLabel(mutation.path) === fieldPathLabel([...prefix, UNKNOWN_KEY]),
          ),
        ).toBe(true);
      };
      expectReached(spec.fields, []);
    },
  );

  it('never touch server-time keys (the rules tests cover those against request.time)', () => {
    for (const spec of COLLECTIONS.filter((candidate) => !isServerOwned(candidate))) {
      const serverTimed = serverTimeKeys(spec.fields);
      expect(
        fieldMutations(spec).filter((mutation) => serverTimed.includes(String(mutation.path[0]))),
      ).toEqual([]);
    }
  });

  it('are told apart when they write a key only functions write (settlements: line items, upload, booking)', () => {
    const touching = fieldMutations(SETTLEMENTS).filter((mutation) =>
      touchesServerOnlyKey(SETTLEMENTS, mutation),
    );
    expect(new Set(touching.map((mutation) => mutation.path[0]))).toEqual(
      new Set(['lineItems', 'uploadId', 'deductionsBooked']),
    );
    expect(touching.some((mutation) => fieldPathLabel(mutation.path) === 'lineItems.deductions')).toBe(true);
    expect(fieldMutations(SETTLEMENTS).some((mutation) => !touchesServerOnlyKey(SETTLEMENTS, mutation))).toBe(
      true,
    );
  });

  it('apply to a copy: the sample itself is left as it was', () => {
    const sample = sampleOf(SETTLEMENTS);
    const before = JSON.stringify(sample);
    const changed = applyMutation(sample, {
      label: 'deep',
      path: ['lineItems', 'deductions', 0, 'label'],
      value: 'Changed',
      accepted: true,
    });
    const removed = applyMutation(sample, {
      label: 'gone',
      path: ['lineItems', 'miles'],
      remove: true,
      accepted: true,
    });
    expect(JSON.stringify(sample)).toBe(before);
    expect(changed).toMatchObject({ lineItems: { deductions: [{ label: 'Changed', amountCents: 12_000 }] } });
    expect(removed.lineItems).not.toHaveProperty('miles');
    expect(removed.brokerName).toBe(sample.brokerName);
  });
});
