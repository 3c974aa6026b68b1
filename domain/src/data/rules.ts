import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPE_PATTERN } from '../uploads/files.js';
import { COLLECTIONS, USERS, isBooks, isServerOwned, type CollectionSpec } from './collections.js';
import { serverTimeKeys, type Field, type FieldMap } from './schema.js';

/**
 * The generated parts of firestore.rules and storage.rules. The field checks of every collection a
 * client writes (allowed keys, types, sizes, enums, patterns) and the upload limits are rendered
 * from the same descriptors the converters and the in-memory store use, so the rules cannot drift
 * from domain: `npm run rules:sync` writes them between the markers, and rules-mirror.test.ts fails
 * when the files differ from a fresh rendering. The match blocks around them are written by hand.
 *
 * Budget: the rules evaluate at most 1,000 expressions per request. Lists are unrolled (the
 * language has no loops), so every item of a list costs its full check: measured on the Firestore
 * emulator, a {label, amountCents} item costs 60–80. The tier-2 tests write every list at its
 * maxItems, so a list too long for the budget fails there. Keys only functions write (a
 * collection's serverOnlyKeys, e.g. a settlement's line items) cost one type check instead: the
 * client may not write them at all, so their contents are the functions' to validate.
 */

export const FIRESTORE_RULES_SOURCE = 'domain/src/data/collections.ts';
export const STORAGE_RULES_SOURCE = 'domain/src/uploads/files.ts';
export const GENERATED_END = '// END GENERATED';

export function generatedBegin(source: string): string {
  return `// BEGIN GENERATED FROM ${source} — run npm run rules:sync`;
}

/**
 * Calendar dates as the rules can check them: the shape of domain's isBusinessDate (years
 * 1900–9999, months 01–12, days 01–31). Days past a month's end (2023-02-30) pass here and are
 * refused by the converters; a regular expression cannot know month lengths.
 */
export const RULES_DATE_PATTERN = '(19|[2-9][0-9])[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])';

// ------------------------------------------------------------------------------------ names

/** `expenses` → `Expenses`: the suffix of every rules function of a collection. */
export function rulesKey(spec: Pick<CollectionSpec, 'key'>): string {
  if (!/^[a-z][A-Za-z0-9]*$/.test(spec.key))
    throw new Error(`Collection key ${spec.key} is not a rules name`);
  return spec.key.charAt(0).toUpperCase() + spec.key.slice(1);
}

export const rulesNames = {
  /** `validExpenses(data)`: the whole document's shape. */
  valid: (spec: Pick<CollectionSpec, 'key'>) => `valid${rulesKey(spec)}`,
  /** `validIdExpenses(docId)`: a new document's id. */
  validId: (spec: Pick<CollectionSpec, 'key'>) => `validId${rulesKey(spec)}`,
  /** `createTimesExpenses()`: server-time keys of a create. */
  createTimes: (spec: Pick<CollectionSpec, 'key'>) => `createTimes${rulesKey(spec)}`,
  /** `updateTimesExpenses()`: server-time keys of an update. */
  updateTimes: (spec: Pick<CollectionSpec, 'key'>) => `updateTimes${rulesKey(spec)}`,
  /** `editableExpenses()`: the keys an update may change. */
  editable: (spec: Pick<CollectionSpec, 'key'>) => `editable${rulesKey(spec)}`,
  /** `noServerOnlyKeysSettlements()`: a new document holds none of the server-only keys. */
  noServerOnlyKeys: (spec: Pick<CollectionSpec, 'key'>) => `noServerOnlyKeys${rulesKey(spec)}`,
  /** `keepsServerOnlyKeysSettlements()`: an update changes none of the server-only keys. */
  keepsServerOnlyKeys: (spec: Pick<CollectionSpec, 'key'>) => `keepsServerOnlyKeys${rulesKey(spec)}`,
  /** `ownerMayWriteExpenses(uid)`: the caller is the owner (and, for the books, they are open). */
  ownerMayWrite: (spec: Pick<CollectionSpec, 'key'>) => `ownerMayWrite${rulesKey(spec)}`,
} as const;

/** The hand-written rules function that mirrors booksAccessFor (../payments/subscription.ts). */
export const BOOKS_OPEN_FUNCTION = 'booksOpen';

/**
 * The condition every owner write (create, update, delete) of a collection starts with. For the
 * books (CollectionSpec.books) it adds booksOpen(uid), which reads the profile: the registry's
 * flag is the one place that decides which collections a lapsed subscription closes.
 */
export function ownerWriteConditions(spec: CollectionSpec): string[] {
  if (!isBooks(spec)) return ['isOwner(uid)'];
  if (isServerOwned(spec)) throw new Error(`${spec.key}: books are written by their owner; this one is not`);
  if (!spec.path.startsWith('users/{uid}/') || spec.ownerField !== undefined)
    throw new Error(
      `${spec.key}: books live under users/{uid}/, where booksOpen(uid) reads the owner's profile`,
    );
  if (spec.key === USERS.key)
    throw new Error('users: the profile decides whether the books are open; it is not part of them');
  return ['isOwner(uid)', `${BOOKS_OPEN_FUNCTION}(uid)`];
}

/**
 * The match path of a collection's documents, e.g. `/users/{uid}/expenses/{docId}`. A fixed-id
 * collection matches only that id; a top-level collection without an owner field that its owner
 * reads or writes (the profiles) is keyed by the owner's uid.
 */
export function rulesMatchPath(spec: CollectionSpec): string {
  const id =
    spec.fixedId ??
    (!spec.path.includes('{uid}') &&
    spec.ownerField === undefined &&
    (spec.read === 'owner-or-staff' || !isServerOwned(spec))
      ? '{uid}'
      : '{docId}');
  return `/${spec.path}/${id}`;
}

/**
 * The keys functions alone write (CollectionSpec.serverOnlyKeys), checked: each is an optional
 * field (a client create must be able to leave it out) that the server's clock does not fill in.
 */
export function serverOnlyKeys(spec: CollectionSpec): string[] {
  const keys = [...(spec.serverOnlyKeys ?? [])];
  for (const key of keys) {
    const field = spec.fields[key];
    if (!field) throw new Error(`${spec.key}: server-only key ${key} is not a field`);
    if (!field.optional) throw new Error(`${spec.key}: server-only key ${key} must be optional`);
    if (serverTimeKeys(spec.fields).includes(key))
      throw new Error(`${spec.key}: server-only key ${key} is a server-time key`);
  }
  if (new Set(keys).size !== keys.length) throw new Error(`${spec.key}: a server-only key is listed twice`);
  return keys;
}

/**
 * The keys an owner may change in one update: the editable keys (never a server-only one) plus
 * the server's write-time keys.
 */
export function editableKeys(spec: CollectionSpec): string[] {
  const writeTimes = serverTimeKeys(spec.fields, 'write');
  const serverOnly = serverOnlyKeys(spec);
  const editable =
    spec.ownerEditableKeys ??
    Object.keys(spec.fields).filter(
      (key) => !serverTimeKeys(spec.fields).includes(key) && !serverOnly.includes(key),
    );
  for (const key of editable) {
    if (!(key in spec.fields)) throw new Error(`${spec.key}: editable key ${key} is not a field`);
    if (serverOnly.includes(key)) throw new Error(`${spec.key}: editable key ${key} is a server-only key`);
  }
  return [...editable, ...writeTimes];
}

// ---------------------------------------------------------------------------- rules syntax

/** A rules string literal; patterns keep their backslashes. */
export function rulesString(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function rulesList(values: readonly string[]): string {
  return `[${values.map(rulesString).join(', ')}]`;
}

// Names the rules language gives a meaning of its own, and the map methods a dotted name would hide.
const NOT_DOTTABLE = new Set([
  'allow',
  'bool',
  'bytes',
  'diff',
  'duration',
  'false',
  'float',
  'function',
  'get',
  'if',
  'in',
  'int',
  'is',
  'keys',
  'latlng',
  'let',
  'list',
  'map',
  'match',
  'null',
  'number',
  'path',
  'return',
  'service',
  'size',
  'string',
  'timestamp',
  'true',
  'values',
]);

function member(expr: string, key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) && !NOT_DOTTABLE.has(key)
    ? `${expr}.${key}`
    : `${expr}[${rulesString(key)}]`;
}

// RE2 (the rules' regular expressions) has no lookaround and no backreferences; JavaScript does.
function assertPortablePattern(pattern: string, where: string): void {
  if (/\(\?[=!<]|\\[1-9]|\\k</.test(pattern)) {
    throw new Error(
      `${where}: pattern ${pattern} uses lookaround or a backreference, which the rules' RE2 lacks`,
    );
  }
}

// ------------------------------------------------------------------------------- rendering

interface RulesFunction {
  readonly comment: string;
  readonly name: string;
  readonly params: string;
  /** Conditions joined with &&, one per line. */
  readonly conditions: readonly string[];
}

function renderFunction(fn: RulesFunction): string[] {
  const [first = 'true', ...rest] = fn.conditions;
  const lines = [`// ${fn.comment}`, `function ${fn.name}(${fn.params}) {`];
  if (rest.length === 0) {
    lines.push(`  return ${first};`);
  } else {
    lines.push(`  return ${first}`);
    rest.forEach((condition, index) =>
      lines.push(`    && ${condition}${index === rest.length - 1 ? ';' : ''}`),
    );
  }
  lines.push('}');
  return lines;
}

function pascal(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

function pathLabel(path: readonly string[]): string {
  return path.join('.').replace(/\.\[\]/g, '[]');
}

/** The rules type a field's values have: all a server-only key is checked for. */
function rulesType(spec: Field): string {
  switch (spec.kind) {
    case 'string':
    case 'enum':
    case 'date':
      return 'string';
    case 'int':
      return 'int';
    case 'bool':
      return 'bool';
    case 'timestamp':
      return 'timestamp';
    case 'list':
      return 'list';
    case 'map':
    case 'record':
      return 'map';
  }
}

/** Renders the field checks of one collection; nested maps and lists become helper functions. */
class CollectionRenderer {
  readonly functions: RulesFunction[] = [];
  private readonly names = new Set<string>();

  constructor(private readonly spec: CollectionSpec) {}

  private add(fn: RulesFunction): string {
    if (this.names.has(fn.name))
      throw new Error(`${this.spec.key}: two rules functions would be named ${fn.name}`);
    this.names.add(fn.name);
    this.functions.push(fn);
    return fn.name;
  }

  /**
   * hasOnly, hasAll and one line per field, for a map held in `expr`; keys in `typeOnly` (the
   * server-only keys of the document) are checked for their type alone.
   */
  mapConditions(
    fields: FieldMap,
    expr: string,
    helperBase: string,
    path: readonly string[],
    typeOnly: readonly string[] = [],
  ): string[] {
    const keys = Object.keys(fields);
    const required = keys.filter((key) => !fields[key]?.optional);
    const conditions = [`${expr}.keys().hasOnly(${rulesList(keys)})`];
    if (required.length > 0) conditions.push(`${expr}.keys().hasAll(${rulesList(required)})`);
    for (const [key, spec] of Object.entries(fields)) {
      const check = typeOnly.includes(key)
        ? `${member(expr, key)} is ${rulesType(spec)}`
        : this.fieldCheck(spec, member(expr, key), `${helperBase}${pascal(key)}`, [...path, key]);
      const grouped = check.includes(' && ') ? `(${check})` : check;
      conditions.push(spec.optional ? `(!(${rulesString(key)} in ${expr}) || ${grouped})` : check);
    }
    return conditions;
  }

  fieldCheck(spec: Field, expr: string, helperName: string, path: readonly string[]): string {
    const where = `${this.spec.key}.${pathLabel(path)}`;
    switch (spec.kind) {
      case 'string': {
        const parts = [`${expr} is string`];
        if (spec.min > 0) parts.push(`${expr}.size() >= ${spec.min}`);
        parts.push(`${expr}.size() <= ${spec.max}`);
        if (spec.pattern !== undefined) {
          assertPortablePattern(spec.pattern, where);
          parts.push(`${expr}.matches(${rulesString(spec.pattern)})`);
        }
        return parts.join(' && ');
      }
      case 'enum':
        return `${expr} in ${rulesList(spec.values)}`;
      case 'int':
        return `${expr} is int && ${expr} >= ${spec.min} && ${expr} <= ${spec.max}`;
      case 'bool':
        return `${expr} is bool`;
      case 'timestamp':
        return `${expr} is timestamp`;
      case 'date':
        return `isBusinessDate(${expr})`;
      case 'map': {
        const name = this.add({
          comment: `${where}: a map`,
          name: helperName,
          params: 'value',
          conditions: ['value is map', ...this.mapConditions(spec.fields, 'value', helperName, path)],
        });
        return `${name}(${expr})`;
      }
      case 'list': {
        const itemHelper = `${helperName}Item`;
        const itemPath = [...path, '[]'];
        if (spec.of.kind === 'map') {
          this.fieldCheck(spec.of, 'item', itemHelper, itemPath);
        } else {
          this.add({
            comment: `${where}[]: one item`,
            name: itemHelper,
            params: 'item',
            conditions: [this.fieldCheck(spec.of, 'item', itemHelper, itemPath)],
          });
        }
        // The rules language has no loops: every index up to maxItems is checked on its own line.
        const perIndex = Array.from(
          { length: spec.maxItems },
          (_, index) => `(value.size() <= ${index} || ${itemHelper}(value[${index}]))`,
        );
        const name = this.add({
          comment: `${where}: at most ${spec.maxItems} items, each checked on its own line (the rules have no loops)`,
          name: helperName,
          params: 'value',
          conditions: ['value is list', `value.size() <= ${spec.maxItems}`, ...perIndex],
        });
        return `${name}(${expr})`;
      }
      case 'record':
        throw new Error(
          `${where}: a record field cannot be checked by the rules; records are for server-owned documents only`,
        );
    }
  }

  render(): string[] {
    const spec = this.spec;
    const valid = rulesNames.valid(spec);
    const serverOnly = serverOnlyKeys(spec);
    this.add({
      comment:
        serverOnly.length === 0
          ? `${spec.key}: the whole document — allowed keys, required keys, then one line per field`
          : `${spec.key}: the whole document — allowed keys, required keys, then one line per field (server-only ${serverOnly.join(', ')}: type only)`,
      name: valid,
      params: 'data',
      conditions: this.mapConditions(spec.fields, 'data', valid, [], serverOnly),
    });

    const next = (key: string) => member('request.resource.data', key);
    const createTimes = serverTimeKeys(spec.fields).map((key) => `${next(key)} == request.time`);
    const updateTimes = [
      ...serverTimeKeys(spec.fields, 'write').map((key) => `${next(key)} == request.time`),
      ...serverTimeKeys(spec.fields, 'create').map(
        (key) => `${next(key)} == ${member('resource.data', key)}`,
      ),
    ];
    this.add({
      comment: isBooks(spec)
        ? `${spec.key}: the owner writes, while the books are open (books in the registry: a lapsed subscription closes them)`
        : `${spec.key}: the owner writes (not part of the books: open whatever the subscription)`,
      name: rulesNames.ownerMayWrite(spec),
      params: 'uid',
      conditions: ownerWriteConditions(spec),
    });
    if (spec.ownerWrites.includes('create')) {
      if (spec.fixedId === undefined) {
        assertPortablePattern(spec.idPattern, `${spec.key} id`);
        this.add({
          comment: `${spec.key}: the id of a new document`,
          name: rulesNames.validId(spec),
          params: 'docId',
          conditions: [`docId.matches(${rulesString(spec.idPattern)})`],
        });
      }
      this.add({
        comment: `${spec.key}: on create, every server-time key holds the request's time`,
        name: rulesNames.createTimes(spec),
        params: '',
        conditions: createTimes,
      });
      if (serverOnly.length > 0) {
        this.add({
          comment: `${spec.key}: on create, none of the keys only functions write`,
          name: rulesNames.noServerOnlyKeys(spec),
          params: '',
          conditions: [`!request.resource.data.keys().hasAny(${rulesList(serverOnly)})`],
        });
      }
    }
    if (spec.ownerWrites.includes('update')) {
      this.add({
        comment: `${spec.key}: on update, write-time keys hold the request's time and create-time keys stay`,
        name: rulesNames.updateTimes(spec),
        params: '',
        conditions: updateTimes,
      });
      this.add({
        comment: `${spec.key}: the keys one update may change (ownerEditableKeys, else every key the owner writes, plus write-time keys)`,
        name: rulesNames.editable(spec),
        params: '',
        conditions: [
          `request.resource.data.diff(resource.data).affectedKeys().hasOnly(${rulesList(editableKeys(spec))})`,
        ],
      });
      if (serverOnly.length > 0) {
        this.add({
          comment: `${spec.key}: on update, the keys only functions write stay as they are (added, changed or removed: refused)`,
          name: rulesNames.keepsServerOnlyKeys(spec),
          params: '',
          conditions: [
            `!request.resource.data.diff(resource.data).affectedKeys().hasAny(${rulesList(serverOnly)})`,
          ],
        });
      }
    }
    return [
      `// ---- ${spec.key}: ${rulesMatchPath(spec)} (COLLECTIONS in ${FIRESTORE_RULES_SOURCE})`,
      '',
      ...this.functions.flatMap((fn) => [...renderFunction(fn), '']),
    ];
  }
}

/**
 * The generated part of firestore.rules: for every collection a client writes, `valid<Key>(data)`
 * and its helpers, the server-time checks, the editable keys and the server-only keys.
 * Deterministic: the registry's order, the schema's key order.
 */
export function renderFirestoreRulesValidators(collections: readonly CollectionSpec[] = COLLECTIONS): string {
  const lines = [
    '// Field checks of every collection a client writes, rendered from the stored schemas in',
    `// ${FIRESTORE_RULES_SOURCE}. Do not edit by hand: change domain and run npm run rules:sync.`,
    '',
    ...renderFunction({
      comment: `A calendar date YYYY-MM-DD (domain/src/dates/calendar.ts isBusinessDate; month lengths are checked there)`,
      name: 'isBusinessDate',
      params: 'value',
      conditions: ['value is string', `value.matches(${rulesString(RULES_DATE_PATTERN)})`],
    }),
    '',
  ];
  const names = new Set<string>();
  for (const spec of collections) {
    if (isServerOwned(spec)) continue;
    const rendered = new CollectionRenderer(spec);
    lines.push(...rendered.render());
    for (const fn of rendered.functions) {
      if (names.has(fn.name)) throw new Error(`Two collections render a rules function named ${fn.name}`);
      names.add(fn.name);
    }
  }
  while (lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}

/** The generated part of storage.rules: the upload size cap and the accepted content types. */
export function renderStorageRulesConstants(
  limits: { maxBytes: number; contentTypePattern: string } = {
    maxBytes: MAX_UPLOAD_BYTES,
    contentTypePattern: UPLOAD_CONTENT_TYPE_PATTERN,
  },
): string {
  assertPortablePattern(limits.contentTypePattern, 'UPLOAD_CONTENT_TYPE_PATTERN');
  if (!Number.isSafeInteger(limits.maxBytes) || limits.maxBytes <= 0)
    throw new Error('maxBytes must be a positive integer');
  return [
    `// Upload limits of ${STORAGE_RULES_SOURCE}. Do not edit by hand: change domain and run npm run rules:sync.`,
    '',
    ...renderFunction({
      comment: `MAX_UPLOAD_BYTES (${STORAGE_RULES_SOURCE})`,
      name: 'maxUploadBytes',
      params: '',
      conditions: [String(limits.maxBytes)],
    }),
    '',
    ...renderFunction({
      comment: `UPLOAD_CONTENT_TYPE_PATTERN, matched in lower case like isAcceptedUploadType (${STORAGE_RULES_SOURCE})`,
      name: 'acceptedContentType',
      params: 'contentType',
      conditions: [`contentType.lower().matches(${rulesString(limits.contentTypePattern)})`],
    }),
  ].join('\n');
}

// ----------------------------------------------------------------- the files' generated sections

export interface GeneratedSection {
  /** The section's lines without the markers' indentation, joined with \n. */
  readonly body: string;
  /** The 1-based line number of the first body line in the file. */
  readonly firstLine: number;
  readonly indent: string;
}

function splitLines(text: string): string[] {
  return text.replace(/\r\n/g, '\n').split('\n');
}

function locate(lines: readonly string[], source: string): { begin: number; end: number; indent: string } {
  const marker = generatedBegin(source);
  const begins = lines.flatMap((line, index) => (line.trim() === marker ? [index] : []));
  if (begins.length !== 1) throw new Error(`Expected exactly one line "${marker}", found ${begins.length}`);
  const begin = begins[0] as number;
  const end = lines.findIndex((line, index) => index > begin && line.trim() === GENERATED_END);
  if (end < 0) throw new Error(`No "${GENERATED_END}" after "${marker}"`);
  const nested = lines
    .slice(begin + 1, end)
    .findIndex((line) => line.trim().startsWith('// BEGIN GENERATED'));
  if (nested >= 0) throw new Error(`A second BEGIN GENERATED marker before "${GENERATED_END}"`);
  const indent = /^\s*/.exec(lines[begin] as string)?.[0] ?? '';
  return { begin, end, indent };
}

/** The text between the markers naming `source`; throws when they are missing or repeated. */
export function extractGeneratedSection(text: string, source: string): GeneratedSection {
  const lines = splitLines(text);
  const { begin, end, indent } = locate(lines, source);
  const body = lines
    .slice(begin + 1, end)
    .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
    .join('\n');
  return { body, firstLine: begin + 2, indent };
}

/** `text` with the section between the markers naming `source` replaced by `body`, indented like the markers. */
export function replaceGeneratedSection(text: string, source: string, body: string): string {
  const lines = splitLines(text);
  const { begin, end, indent } = locate(lines, source);
  const indented = body.split('\n').map((line) => (line === '' ? '' : `${indent}${line}`));
  return [...lines.slice(0, begin + 1), ...indented, ...lines.slice(end)].join('\n');
}

/** Where two texts first differ, line by line (1-based, relative to the texts), or null when equal. */
export function firstDifferentLine(
  expected: string,
  actual: string,
): { line: number; expected: string | undefined; actual: string | undefined } | null {
  const want = expected.split('\n');
  const got = actual.split('\n');
  for (let index = 0; index < Math.max(want.length, got.length); index += 1) {
    if (want[index] !== got[index]) return { line: index + 1, expected: want[index], actual: got[index] };
  }
  return null;
}
