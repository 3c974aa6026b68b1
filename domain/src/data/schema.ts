import type { BusinessDate } from '../dates/calendar.js';

/**
 * Stored-document schemas: what a Firestore document of a collection must look like, field by
 * field. Strict by design — no defaults, no coercion, unknown keys refused — and written as plain
 * data, so the same description drives three things that must agree: the converters (which refuse
 * a malformed document), the in-memory store (which refuses the writes the rules refuse) and the
 * field checks in firestore.rules (generated from it, see ./rules.ts). Form schemas (yup, in
 * ../schemas) are separate: they trim, default and coerce what a person typed.
 */

interface FieldBase {
  /** The key may be absent. Stored documents never hold null: an empty optional field is absent. */
  optional?: true;
}

export interface StringField extends FieldBase {
  kind: 'string';
  min: number;
  max: number;
  /** A whole-string regular expression in the syntax both JavaScript and the rules' RE2 accept. */
  pattern?: string;
}

export interface EnumField<V extends string = string> extends FieldBase {
  kind: 'enum';
  values: readonly V[];
}

/** A whole number (Firestore int) within bounds; money is always integer cents. */
export interface IntField extends FieldBase {
  kind: 'int';
  min: number;
  max: number;
}

export interface BoolField extends FieldBase {
  kind: 'bool';
}

/** An instant, stored as a Firestore Timestamp and read as a Date. */
export interface TimestampField extends FieldBase {
  kind: 'timestamp';
  /**
   * Written by the server's clock, never by the caller (rules: `== request.time`): on creation
   * only (`create`, then immutable) or on every write (`write`).
   */
  serverTime?: 'create' | 'write';
}

/** A calendar date, stored as the string YYYY-MM-DD. */
export interface DateField extends FieldBase {
  kind: 'date';
}

export interface ListField extends FieldBase {
  kind: 'list';
  of: StringField | MapField;
  maxItems: number;
}

export interface MapField<M extends FieldMap = FieldMap> extends FieldBase {
  kind: 'map';
  fields: M;
}

/** A map with keys chosen at run time (aggregates by category or entity); server-owned documents only. */
export interface RecordField extends FieldBase {
  kind: 'record';
  keyPattern: string;
  values: IntField | MapField;
}

export type Field =
  | StringField
  | EnumField
  | IntField
  | BoolField
  | TimestampField
  | DateField
  | ListField
  | MapField
  | RecordField;
export type FieldMap = Readonly<Record<string, Field>>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The TypeScript value of a field, as screens and functions see it (Timestamps are Dates). */
export type ValueOf<F> = F extends StringField
  ? string
  : F extends EnumField<infer V>
    ? V
    : F extends IntField
      ? number
      : F extends BoolField
        ? boolean
        : F extends TimestampField
          ? Date
          : F extends DateField
            ? BusinessDate
            : F extends ListField
              ? ValueOf<F['of']>[]
              : F extends MapField<infer M>
                ? DocOf<M>
                : F extends RecordField
                  ? Record<string, ValueOf<F['values']>>
                  : never;

type OptionalKeys<M extends FieldMap> = {
  [K in keyof M]: M[K] extends { optional: true } ? K : never;
}[keyof M];
type RequiredKeys<M extends FieldMap> = Exclude<keyof M, OptionalKeys<M>>;

/** The document type a field map describes. */
export type DocOf<M extends FieldMap> = Simplify<
  { [K in RequiredKeys<M>]: ValueOf<M[K]> } & { [K in OptionalKeys<M>]?: ValueOf<M[K]> }
>;

type ServerTimeKeys<M extends FieldMap> = {
  [K in keyof M]: M[K] extends { serverTime: 'create' | 'write' } ? K : never;
}[keyof M];

/** What a caller writes: the document without the fields the server's clock fills in. */
export type WriteOf<M extends FieldMap> = Simplify<Omit<DocOf<M>, ServerTimeKeys<M>>>;

/** Field constructors, so schemas read like the table in ARCHITECTURE.md. */
export const field = {
  string: (max: number, options: { min?: number; pattern?: string } = {}): StringField => ({
    kind: 'string',
    min: options.min ?? 0,
    max,
    ...(options.pattern === undefined ? {} : { pattern: options.pattern }),
  }),
  enum: <const V extends string>(values: readonly V[]): EnumField<V> => ({ kind: 'enum', values }),
  int: (min: number, max: number): IntField => ({ kind: 'int', min, max }),
  bool: (): BoolField => ({ kind: 'bool' }),
  timestamp: (): TimestampField => ({ kind: 'timestamp' }),
  /** Set by the server clock when the document is created, unchanged after. */
  createdAt: (): TimestampField & { serverTime: 'create' } => ({ kind: 'timestamp', serverTime: 'create' }),
  /** Set by the server clock on every write. */
  updatedAt: (): TimestampField & { serverTime: 'write' } => ({ kind: 'timestamp', serverTime: 'write' }),
  date: (): DateField => ({ kind: 'date' }),
  // Omit keeps `of` exactly F (an intersection with ListField's own `of` would widen the item type).
  list: <F extends StringField | MapField>(of: F, maxItems: number): Omit<ListField, 'of'> & { of: F } => ({
    kind: 'list',
    of,
    maxItems,
  }),
  map: <const M extends FieldMap>(fields: M): MapField<M> => ({ kind: 'map', fields }),
  record: <V extends IntField | MapField>(
    keyPattern: string,
    values: V,
  ): Omit<RecordField, 'values'> & { values: V } => ({
    kind: 'record',
    keyPattern,
    values,
  }),
} as const;

export function optional<F extends Field>(spec: F): F & { optional: true } {
  return { ...spec, optional: true };
}

/** The largest whole number both JavaScript and Firestore hold exactly. */
export const MAX_SAFE_INT = Number.MAX_SAFE_INTEGER;

/** Keys of a field map whose values the server's clock writes, on creation or on every write. */
export function serverTimeKeys(fields: FieldMap, when: 'create' | 'write' | 'any' = 'any'): string[] {
  return Object.entries(fields)
    .filter(([, spec]) => spec.kind === 'timestamp' && spec.serverTime !== undefined)
    .filter(([, spec]) => when === 'any' || (spec.kind === 'timestamp' && spec.serverTime === when))
    .map(([key]) => key);
}
