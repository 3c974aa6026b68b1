import { isBusinessDate } from '../dates/calendar.js';
import { InvalidWriteError, MalformedDocumentError } from './errors.js';
import { serverTimeKeys, type DocOf, type Field, type FieldMap, type WriteOf } from './schema.js';

/**
 * The one mapping between stored documents and the values screens and functions use, shared by
 * the web SDK, the Admin SDK and the in-memory store. Each passes its own codec for the few
 * things that differ between SDKs (Timestamp class, server time and delete sentinels); this is
 * the only place where a Timestamp becomes a Date.
 */
export interface FirestoreCodec {
  isTimestamp(value: unknown): boolean;
  toDate(value: unknown): Date;
  fromDate(date: Date): unknown;
  /** The sentinel that makes the server write its own time. */
  serverTimestamp(): unknown;
  /** The sentinel that removes a field in an update. */
  deleteField(): unknown;
}

/**
 * Characters as the rules' `size()` counts them: UTF-16 code units, like `string.length` and the
 * form schemas' `max()` (the Firestore emulator counts an emoji outside the BMP as 2; the
 * rules tests in tests/rules check it at every maximum).
 */
export function characterCount(text: string): number {
  return text.length;
}

const patternCache = new Map<string, RegExp>();
export function matchesWhole(pattern: string, text: string): boolean {
  let regex = patternCache.get(pattern);
  if (!regex) {
    regex = new RegExp(`^(?:${pattern})$`, 'u');
    patternCache.set(pattern, regex);
  }
  return regex.test(text);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** How a field's rule reads in an error message. */
export function describeField(spec: Field): string {
  switch (spec.kind) {
    case 'string':
      return spec.pattern !== undefined
        ? `must be text of ${spec.min} to ${spec.max} characters matching ${spec.pattern}`
        : `must be text of ${spec.min} to ${spec.max} characters`;
    case 'enum':
      return `must be one of ${spec.values.join(', ')}`;
    case 'int':
      return `must be a whole number from ${spec.min} to ${spec.max}`;
    case 'bool':
      return 'must be true or false';
    case 'timestamp':
      return 'must be a timestamp';
    case 'date':
      return 'must be a date written YYYY-MM-DD';
    case 'list':
      return `must be a list of at most ${spec.maxItems} items`;
    case 'map':
    case 'record':
      return 'must be a map';
  }
}

type Direction = 'decode' | 'encode';

interface Problem {
  fieldPath: string;
  problem: string;
}

class FieldProblem extends Error {
  constructor(readonly detail: Problem) {
    super(detail.problem);
  }
}

function fail(fieldPath: string, problem: string): never {
  throw new FieldProblem({ fieldPath, problem });
}

function convertValue(
  spec: Field,
  value: unknown,
  fieldPath: string,
  codec: FirestoreCodec,
  direction: Direction,
): unknown {
  switch (spec.kind) {
    case 'string': {
      if (typeof value !== 'string') fail(fieldPath, describeField(spec));
      const length = characterCount(value);
      if (length < spec.min || length > spec.max) fail(fieldPath, describeField(spec));
      if (spec.pattern !== undefined && !matchesWhole(spec.pattern, value))
        fail(fieldPath, describeField(spec));
      return value;
    }
    case 'enum':
      if (typeof value !== 'string' || !spec.values.includes(value)) fail(fieldPath, describeField(spec));
      return value;
    case 'int':
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < spec.min || value > spec.max) {
        fail(fieldPath, describeField(spec));
      }
      return value;
    case 'bool':
      if (typeof value !== 'boolean') fail(fieldPath, describeField(spec));
      return value;
    case 'timestamp':
      if (direction === 'decode') {
        if (!codec.isTimestamp(value)) fail(fieldPath, describeField(spec));
        return codec.toDate(value);
      }
      if (!(value instanceof Date) || Number.isNaN(value.getTime())) fail(fieldPath, describeField(spec));
      return codec.fromDate(value);
    case 'date':
      if (!isBusinessDate(value)) fail(fieldPath, describeField(spec));
      return value;
    case 'list': {
      if (!Array.isArray(value) || value.length > spec.maxItems) fail(fieldPath, describeField(spec));
      return value.map((item, index) =>
        convertValue(spec.of, item, `${fieldPath}[${index}]`, codec, direction),
      );
    }
    case 'map':
      if (!isPlainObject(value)) fail(fieldPath, describeField(spec));
      return convertFields(spec.fields, value, `${fieldPath}.`, codec, direction);
    case 'record': {
      if (!isPlainObject(value)) fail(fieldPath, describeField(spec));
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        if (!matchesWhole(spec.keyPattern, key))
          fail(`${fieldPath}.${key}`, `is not an allowed key (${spec.keyPattern})`);
        out[key] = convertValue(spec.values, item, `${fieldPath}.${key}`, codec, direction);
      }
      return out;
    }
  }
}

function convertFields(
  fields: FieldMap,
  data: Record<string, unknown>,
  prefix: string,
  codec: FirestoreCodec,
  direction: Direction,
  options: { partial?: boolean; skip?: readonly string[] } = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(data)) {
    if (!(key in fields)) fail(`${prefix}${key}`, 'is not a field of this document');
  }
  for (const [key, spec] of Object.entries(fields)) {
    if (options.skip?.includes(key)) continue;
    const value = data[key];
    if (value === undefined || (value === null && direction === 'encode' && spec.optional)) {
      if (!spec.optional && !options.partial)
        fail(`${prefix}${key}`, `is required and ${describeField(spec)}`);
      continue;
    }
    out[key] = convertValue(spec, value, `${prefix}${key}`, codec, direction);
  }
  return out;
}

function rethrowAs<T>(make: (problem: Problem) => Error, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof FieldProblem) throw make(error.detail);
    throw error;
  }
}

/**
 * A stored document as the app sees it. Throws MalformedDocumentError naming the document and
 * the first field that breaks the schema; nothing is defaulted or repaired.
 */
export function decodeDocument<M extends FieldMap>(
  fields: M,
  data: unknown,
  documentPath: string,
  codec: FirestoreCodec,
): DocOf<M> {
  return rethrowAs(
    ({ fieldPath, problem }) => new MalformedDocumentError(documentPath, fieldPath, problem),
    () => {
      if (!isPlainObject(data)) fail('', 'is not a map of fields');
      return convertFields(fields, data, '', codec, 'decode') as DocOf<M>;
    },
  );
}

/**
 * A whole document to store (create or replace). Fields the server's clock writes are filled
 * with the server-time sentinel; a caller's value for them is refused.
 */
export function encodeDocument<M extends FieldMap>(
  fields: M,
  value: WriteOf<M>,
  documentPath: string,
  codec: FirestoreCodec,
): Record<string, unknown> {
  return rethrowAs(
    ({ fieldPath, problem }) => new InvalidWriteError(documentPath, fieldPath, problem),
    () => {
      const data = value as Record<string, unknown>;
      const serverTimed = serverTimeKeys(fields);
      for (const key of serverTimed) {
        if (data[key] !== undefined) fail(key, 'is written by the server clock');
      }
      const out = convertFields(fields, data, '', codec, 'encode', { skip: serverTimed });
      for (const key of serverTimed) out[key] = codec.serverTimestamp();
      return out;
    },
  );
}

/**
 * The fields of an update. A key given as undefined or null removes an optional field; required
 * fields cannot be removed. `updatedAt`-style server-time fields are refreshed on every update;
 * `createdAt`-style ones stay as they were.
 */
export function encodePatch<M extends FieldMap>(
  fields: M,
  patch: Partial<WriteOf<M>>,
  documentPath: string,
  codec: FirestoreCodec,
): Record<string, unknown> {
  return rethrowAs(
    ({ fieldPath, problem }) => new InvalidWriteError(documentPath, fieldPath, problem),
    () => {
      const data = patch as Record<string, unknown>;
      const serverTimed = serverTimeKeys(fields);
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(data)) {
        const spec = fields[key];
        if (spec === undefined) fail(key, 'is not a field of this document');
        if (serverTimed.includes(key)) fail(key, 'is written by the server clock');
        if (value === undefined || value === null) {
          if (!spec.optional) fail(key, `is required and ${describeField(spec)}`);
          out[key] = codec.deleteField();
          continue;
        }
        out[key] = convertValue(spec, value, key, codec, 'encode');
      }
      for (const key of serverTimeKeys(fields, 'write')) out[key] = codec.serverTimestamp();
      return out;
    },
  );
}

/** Encodes one value of a field for a query filter or cursor (a Date becomes a Timestamp). */
export function encodeFieldValue(
  spec: Field,
  value: unknown,
  fieldPath: string,
  codec: FirestoreCodec,
): unknown {
  return rethrowAs(
    ({ fieldPath: at, problem }) => new InvalidWriteError('(query)', at, problem),
    () => convertValue(spec, value, fieldPath, codec, 'encode'),
  );
}
