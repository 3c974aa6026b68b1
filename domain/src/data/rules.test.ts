import { describe, expect, it } from 'vitest';
import { isBusinessDate } from '../dates/calendar.js';
import { isAcceptedUploadType } from '../uploads/files.js';
import { ERROR_LOGS, PAYMENTS, USER_TAX, USERS, type CollectionSpec } from './collections.js';
import { matchesWhole } from './mapping.js';
import {
  RULES_DATE_PATTERN,
  extractGeneratedSection,
  firstDifferentLine,
  ownerWriteConditions,
  generatedBegin,
  renderFirestoreRulesValidators,
  renderStorageRulesConstants,
  replaceGeneratedSection,
  rulesMatchPath,
  rulesString,
} from './rules.js';
import { field, optional } from './schema.js';

const WIDGETS: CollectionSpec = {
  key: 'widgets',
  path: 'users/{uid}/widgets',
  idPattern: '[a-z0-9-]{1,40}',
  fields: {
    title: field.string(40, { min: 1, pattern: "[A-Z][a-z']*\\.?" }),
    kind: field.enum(['small', 'large']),
    count: field.int(-5, 500),
    flag: field.bool(),
    when: field.date(),
    tags: optional(field.list(field.string(10, { min: 1 }), 3)),
    parts: field.list(field.map({ name: field.string(20, { min: 1 }), qty: optional(field.int(1, 9)) }), 2),
    meta: optional(field.map({ note: optional(field.string(50)) })),
    seenAt: optional(field.timestamp()),
    createdAt: field.createdAt(),
    updatedAt: field.updatedAt(),
  },
  read: 'owner-or-staff',
  ownerWrites: ['create', 'update', 'delete'],
  ownerEditableKeys: ['title', 'count'],
};

const SERVER_STATS: CollectionSpec = {
  key: 'serverStats',
  path: 'users/{uid}/serverStats',
  idPattern: '[0-9]{4}',
  fields: { byKind: field.record('[a-z]+', field.int(0, 10)), updatedAt: field.updatedAt() },
  read: 'owner-or-staff',
  ownerWrites: [],
};

const rendered = renderFirestoreRulesValidators([WIDGETS, SERVER_STATS]);
const lines = rendered.split('\n');

function expectLine(line: string): void {
  expect(lines, `no line ${JSON.stringify(line)}`).toContain(line);
}

describe('renderFirestoreRulesValidators on a synthetic collection', () => {
  it('checks the allowed and the required keys', () => {
    expectLine('function validWidgets(data) {');
    expectLine(
      "  return data.keys().hasOnly(['title', 'kind', 'count', 'flag', 'when', 'tags', 'parts', 'meta', 'seenAt', 'createdAt', 'updatedAt'])",
    );
    expectLine(
      "    && data.keys().hasAll(['title', 'kind', 'count', 'flag', 'when', 'parts', 'createdAt', 'updatedAt'])",
    );
  });

  it('checks each field on its own line: type, bounds, pattern (escaped), choices', () => {
    expectLine(
      "    && data.title is string && data.title.size() >= 1 && data.title.size() <= 40 && data.title.matches('[A-Z][a-z\\']*\\\\.?')",
    );
    expectLine("    && data.kind in ['small', 'large']");
    expectLine('    && data.count is int && data.count >= -5 && data.count <= 500');
    expectLine('    && data.flag is bool');
    expectLine('    && isBusinessDate(data.when)');
    expectLine("    && (!('seenAt' in data) || data.seenAt is timestamp)");
    expectLine('    && data.createdAt is timestamp');
    expectLine('    && data.updatedAt is timestamp;');
  });

  it('wraps optional fields so an absent key passes', () => {
    expectLine("    && (!('tags' in data) || validWidgetsTags(data.tags))");
    expectLine("    && (!('meta' in data) || validWidgetsMeta(data.meta))");
  });

  it('unrolls lists up to maxItems, one index per line, with an item helper', () => {
    expectLine('function validWidgetsTags(value) {');
    expectLine('    && value.size() <= 3');
    expectLine('    && (value.size() <= 0 || validWidgetsTagsItem(value[0]))');
    expectLine('    && (value.size() <= 2 || validWidgetsTagsItem(value[2]));');
    expect(rendered).not.toContain('value[3]');
    expectLine('  return item is string && item.size() >= 1 && item.size() <= 10;');
  });

  it('gives lists of maps and nested maps their own helpers with hasOnly and hasAll', () => {
    expectLine('    && validWidgetsParts(data.parts)');
    expectLine('    && (value.size() <= 1 || validWidgetsPartsItem(value[1]));');
    expectLine('function validWidgetsPartsItem(value) {');
    expectLine("    && value.keys().hasOnly(['name', 'qty'])");
    expectLine("    && value.keys().hasAll(['name'])");
    expectLine("    && (!('qty' in value) || (value.qty is int && value.qty >= 1 && value.qty <= 9));");
    expectLine('function validWidgetsMeta(value) {');
    expectLine("    && value.keys().hasOnly(['note'])");
    // Helpers come before the function that calls them.
    expect(lines.indexOf('function validWidgetsPartsItem(value) {')).toBeLessThan(
      lines.indexOf('function validWidgetsParts(value) {'),
    );
    expect(lines.indexOf('function validWidgetsParts(value) {')).toBeLessThan(
      lines.indexOf('function validWidgets(data) {'),
    );
  });

  it('renders the id check, the server-time checks and the editable keys', () => {
    expectLine('function validIdWidgets(docId) {');
    expectLine("  return docId.matches('[a-z0-9-]{1,40}');");
    expectLine('function createTimesWidgets() {');
    expectLine('  return request.resource.data.createdAt == request.time');
    expectLine('    && request.resource.data.updatedAt == request.time;');
    expectLine('function updateTimesWidgets() {');
    expectLine('  return request.resource.data.updatedAt == request.time');
    expectLine('    && request.resource.data.createdAt == resource.data.createdAt;');
    expectLine('function editableWidgets() {');
    expectLine(
      "  return request.resource.data.diff(resource.data).affectedKeys().hasOnly(['title', 'count', 'updatedAt']);",
    );
  });

  it('renders nothing for a server-owned collection (records included)', () => {
    expect(rendered).not.toContain('ServerStats');
  });

  it('is deterministic, balanced and free of trailing spaces', () => {
    expect(renderFirestoreRulesValidators([WIDGETS, SERVER_STATS])).toBe(rendered);
    expect(lines.filter((line) => line !== line.trimEnd())).toEqual([]);
    expect(rendered.split('{').length).toBe(rendered.split('}').length);
  });

  it('refuses a record field in a client-writable collection', () => {
    expect(() => renderFirestoreRulesValidators([{ ...SERVER_STATS, ownerWrites: ['create'] }])).toThrow(
      /record/,
    );
  });

  it('refuses patterns RE2 cannot run', () => {
    const lookahead = { ...WIDGETS, fields: { title: field.string(10, { pattern: '(?=a)a' }) } };
    expect(() => renderFirestoreRulesValidators([lookahead])).toThrow(/RE2/);
  });

  it('refuses editable keys that are not fields', () => {
    expect(() => renderFirestoreRulesValidators([{ ...WIDGETS, ownerEditableKeys: ['nope'] }])).toThrow(
      /nope/,
    );
  });

  it('checks server-only keys for their type alone, refuses them on create and keeps them on update', () => {
    const gadgets: CollectionSpec = {
      ...WIDGETS,
      key: 'gadgets',
      path: 'users/{uid}/gadgets',
      fields: { ...WIDGETS.fields, stats: optional(field.record('[a-z]+', field.int(0, 9))) },
      ownerEditableKeys: undefined,
      serverOnlyKeys: ['meta', 'stats', 'seenAt'],
    };
    const out = renderFirestoreRulesValidators([gadgets]).split('\n');
    const expectOut = (line: string) => expect(out, `no line ${JSON.stringify(line)}`).toContain(line);
    expectOut("    && (!('meta' in data) || data.meta is map)");
    // A record, which the rules cannot check item by item, is fine as a server-only key.
    expectOut("    && (!('stats' in data) || data.stats is map);");
    expectOut("    && (!('seenAt' in data) || data.seenAt is timestamp)");
    // No helper for a server-only map; the lists and maps the owner writes keep theirs.
    expect(out).not.toContain('function validGadgetsMeta(value) {');
    expectOut('function validGadgetsParts(value) {');
    expectOut('function noServerOnlyKeysGadgets() {');
    expectOut("  return !request.resource.data.keys().hasAny(['meta', 'stats', 'seenAt']);");
    expectOut('function keepsServerOnlyKeysGadgets() {');
    expectOut(
      "  return !request.resource.data.diff(resource.data).affectedKeys().hasAny(['meta', 'stats', 'seenAt']);",
    );
    expectOut(
      "  return request.resource.data.diff(resource.data).affectedKeys().hasOnly(['title', 'kind', 'count', 'flag', 'when', 'tags', 'parts', 'updatedAt']);",
    );
    expect(lines).not.toContain('function noServerOnlyKeysWidgets() {');
    expect(lines).not.toContain('function keepsServerOnlyKeysWidgets() {');
  });

  it('refuses server-only keys that are not optional fields, server times or editable keys', () => {
    for (const [serverOnlyKeys, pattern] of [
      [['nope'], /not a field/],
      [['title'], /must be optional/],
      [['meta', 'meta'], /twice/],
    ] as const) {
      expect(() =>
        renderFirestoreRulesValidators([{ ...WIDGETS, ownerEditableKeys: undefined, serverOnlyKeys }]),
      ).toThrow(pattern);
    }
    const timed = { ...WIDGETS, fields: { ...WIDGETS.fields, seenAt: optional(field.updatedAt()) } };
    expect(() => renderFirestoreRulesValidators([{ ...timed, serverOnlyKeys: ['seenAt'] }])).toThrow(
      /server-time/,
    );
    expect(() =>
      renderFirestoreRulesValidators([
        { ...WIDGETS, ownerEditableKeys: ['title', 'meta'], serverOnlyKeys: ['meta'] },
      ]),
    ).toThrow(/meta is a server-only key/);
  });

  it('names a fixed-id collection by its id and checks no id for it', () => {
    const fixed = { ...WIDGETS, key: 'widgetSettings', fixedId: 'settings', idPattern: 'settings' };
    expect(rulesMatchPath(fixed)).toBe('/users/{uid}/widgets/settings');
    expect(renderFirestoreRulesValidators([fixed])).not.toContain('validIdWidgetSettings');
  });
});

describe('the books (CollectionSpec.books) in the rendered rules', () => {
  it('renders the owner check with booksOpen(uid) for the books and without it elsewhere', () => {
    const books = renderFirestoreRulesValidators([{ ...WIDGETS, books: true }]);
    expect(books).toContain(
      'function ownerMayWriteWidgets(uid) {\n  return isOwner(uid)\n    && booksOpen(uid);\n}',
    );
    const open = renderFirestoreRulesValidators([WIDGETS]);
    expect(open).toContain('function ownerMayWriteWidgets(uid) {\n  return isOwner(uid);\n}');
    expect(open).not.toContain('booksOpen');
  });

  it('refuses the flag where booksOpen could not decide: the profile, server-owned or top-level collections', () => {
    expect(() => ownerWriteConditions({ ...USERS, books: true })).toThrow(/books live under users/);
    expect(() => ownerWriteConditions({ ...ERROR_LOGS, books: true })).toThrow(/written by their owner/);
    expect(() => ownerWriteConditions({ ...WIDGETS, path: 'widgets', books: true })).toThrow(
      /books live under users/,
    );
    expect(ownerWriteConditions({ ...WIDGETS, books: true })).toEqual(['isOwner(uid)', 'booksOpen(uid)']);
  });
});

describe('rules names and paths of the registry', () => {
  it('match profiles by uid, other top-level collections by document id', () => {
    expect(rulesMatchPath(USERS)).toBe('/users/{uid}');
    expect(rulesMatchPath(USER_TAX)).toBe('/users/{uid}/private/tax');
    expect(rulesMatchPath(PAYMENTS)).toBe('/payments/{docId}');
    expect(rulesMatchPath(ERROR_LOGS)).toBe('/errorLogs/{docId}');
  });

  it('quote rules strings', () => {
    expect(rulesString("it's a\\b")).toBe("'it\\'s a\\\\b'");
  });
});

describe('the rules date pattern', () => {
  it('accepts every date domain accepts, and only the YYYY-MM-DD shape', () => {
    const refusedByRules: string[] = [];
    const looserThanShape: string[] = [];
    for (const year of [1899, 1900, 1999, 2000, 2023, 2024, 2100, 9999]) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const rules = matchesWhole(RULES_DATE_PATTERN, text);
          if (isBusinessDate(text) && !rules) refusedByRules.push(text);
          if (rules && (year < 1900 || month < 1 || month > 12 || day < 1 || day > 31))
            looserThanShape.push(text);
        }
      }
    }
    expect(refusedByRules).toEqual([]);
    expect(looserThanShape).toEqual([]);
    for (const text of ['2024-3-15', '24-03-15', '2024/03/15', ' 2024-03-15', '2024-03-15T00:00']) {
      expect(matchesWhole(RULES_DATE_PATTERN, text), text).toBe(false);
    }
  });
});

describe('renderStorageRulesConstants', () => {
  it('renders the size cap and the content-type pattern, matched in lower case', () => {
    const storage = renderStorageRulesConstants({ maxBytes: 1234, contentTypePattern: 'image/.*' }).split(
      '\n',
    );
    expect(storage).toContain('function maxUploadBytes() {');
    expect(storage).toContain('  return 1234;');
    expect(storage).toContain('function acceptedContentType(contentType) {');
    expect(storage).toContain("  return contentType.lower().matches('image/.*');");
  });

  it('renders the values of domain/src/uploads/files.ts by default', () => {
    expect(renderStorageRulesConstants()).toContain('  return 20971520;');
  });

  it('agrees with isAcceptedUploadType, which ignores case like the rules', () => {
    expect(isAcceptedUploadType('APPLICATION/PDF')).toBe(true);
    expect(isAcceptedUploadType('Image/HEIC')).toBe(true);
    expect(isAcceptedUploadType('application/zip')).toBe(false);
  });
});

describe('generated sections', () => {
  const source = 'domain/src/example.ts';
  const file = [
    'service x {',
    '  match /a {',
    `    ${generatedBegin(source)}`,
    '    function old() {',
    '      return 1;',
    '    }',
    '    // END GENERATED',
    '  }',
    '}',
  ].join('\n');

  it('reads the body without the markers and their indentation', () => {
    expect(extractGeneratedSection(file, source)).toEqual({
      body: 'function old() {\n  return 1;\n}',
      firstLine: 4,
      indent: '    ',
    });
  });

  it('replaces the body, indented like the markers, blank lines left blank', () => {
    const next = replaceGeneratedSection(file, source, 'function fresh() {\n\n  return 2;\n}');
    expect(next.split('\n')).toEqual([
      'service x {',
      '  match /a {',
      `    ${generatedBegin(source)}`,
      '    function fresh() {',
      '',
      '      return 2;',
      '    }',
      '    // END GENERATED',
      '  }',
      '}',
    ]);
    expect(extractGeneratedSection(next, source).body).toBe('function fresh() {\n\n  return 2;\n}');
  });

  it('refuses a file without the markers, or with two', () => {
    expect(() => extractGeneratedSection('service x {}', source)).toThrow(/exactly one/);
    expect(() => extractGeneratedSection(`${file}\n${file}`, source)).toThrow(/exactly one/);
    expect(() => extractGeneratedSection(`${generatedBegin(source)}\nno end`, source)).toThrow(
      /END GENERATED/,
    );
  });

  it('reports the first line that differs', () => {
    expect(firstDifferentLine('a\nb\nc', 'a\nb\nc')).toBeNull();
    expect(firstDifferentLine('a\nb\nc', 'a\nB\nc')).toEqual({ line: 2, expected: 'b', actual: 'B' });
    expect(firstDifferentLine('a\nb', 'a')).toEqual({ line: 2, expected: 'b', actual: undefined });
  });
});
