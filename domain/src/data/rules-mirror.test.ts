// Tier 1: firestore.rules and storage.rules mirror domain. (a) The generated sections equal a fresh
// rendering, so any drift of keys, enums, sizes, types or patterns fails with the first differing
// line. (b) Independently of the renderer, the rules text is parsed: one match block per collection,
// exactly the owner's operations allowed, every validator's key list equal to the schema's, and the
// keys only functions write (serverOnlyKeys) refused on create and left untouched on update.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPE_PATTERN } from '../uploads/files.js';
import { SUPPORT_IMAGE_MAX_BYTES, SUPPORT_IMAGE_TYPE_PATTERN } from '../support/chat.js';
import { COLLECTIONS, isBooks, isServerOwned, type CollectionSpec } from './collections.js';
import {
  BOOKS_OPEN_FUNCTION,
  FIRESTORE_RULES_SOURCE,
  STORAGE_RULES_SOURCE,
  extractGeneratedSection,
  firstDifferentLine,
  renderFirestoreRulesValidators,
  renderStorageRulesConstants,
  rulesNames,
} from './rules.js';
import { serverTimeKeys, type Field, type FieldMap } from './schema.js';

const firestoreRules = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8');
const storageRules = readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8');

// ------------------------------------------------------------------ (a) generated == rendered

function driftReport(file: string, text: string, source: string, rendered: string): string | null {
  const section = extractGeneratedSection(text, source);
  const difference = firstDifferentLine(rendered, section.body);
  if (!difference) return null;
  return [
    `${file}:${section.firstLine + difference.line - 1} differs from ${source} — run npm run rules:sync`,
    `  in ${file}: ${difference.actual ?? '(section ends)'}`,
    `  rendered:  ${difference.expected ?? '(section ends)'}`,
  ].join('\n');
}

describe('generated sections equal a fresh rendering from domain', () => {
  it('firestore.rules: field checks of every client-written collection', () => {
    expect(
      driftReport(
        'firestore.rules',
        firestoreRules,
        FIRESTORE_RULES_SOURCE,
        renderFirestoreRulesValidators(),
      ),
    ).toBeNull();
  });

  it('storage.rules: upload size cap and content types', () => {
    expect(
      driftReport('storage.rules', storageRules, STORAGE_RULES_SOURCE, renderStorageRulesConstants()),
    ).toBeNull();
  });
});

// ------------------------------------------------------------------ (b) a parser of rules text

interface Block {
  readonly header: string;
  readonly body: string;
  readonly children: Block[];
}

/** Rules text without comments; string literals kept whole (a '//' inside one is not a comment). */
function stripComments(text: string): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (quote) {
      out += ch;
      if (ch === '\\') out += text[++i] ?? '';
      else if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
    } else if (ch === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
      out += '\n';
    } else {
      out += ch;
    }
  }
  return out;
}

/** Blocks (`service …`, `match …`, `function …`) as a tree; path wildcards {x} are written <x>. */
function parseBlocks(source: string): Block[] {
  const text = stripComments(source).replace(/\/\{(\w+(?:=\*\*)?)\}/g, '/<$1>');
  const root: { children: Block[] } = { children: [] };
  const stack: { header: string; start: number; children: Block[] }[] = [];
  let segmentStart = 0;
  let quote: string | null = null;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = null;
      continue;
    }
    if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '{') {
      stack.push({ header: text.slice(segmentStart, i).trim(), start: i + 1, children: [] });
      segmentStart = i + 1;
    } else if (ch === '}') {
      const open = stack.pop();
      if (!open) throw new Error(`Unbalanced } at offset ${i}`);
      const block = { header: open.header, body: text.slice(open.start, i), children: open.children };
      (stack.at(-1) ?? root).children.push(block);
      segmentStart = i + 1;
    } else if (ch === ';') {
      segmentStart = i + 1;
    }
  }
  if (stack.length > 0) throw new Error('Unbalanced {');
  return root.children;
}

/** The blocks directly inside `service <name> { match <root> { … } }`. */
function serviceScope(text: string, service: string, rootPath: string): Block[] {
  const services = parseBlocks(text).filter((block) => block.header.endsWith(`service ${service}`));
  expect(services, `one service ${service}`).toHaveLength(1);
  const roots = services[0]?.children.filter((block) => block.header === `match ${rootPath}`) ?? [];
  expect(roots, `one match ${rootPath}`).toHaveLength(1);
  return roots[0]?.children ?? [];
}

function functionsOf(scope: Block[]): Map<string, { params: string; body: string }> {
  const found = new Map<string, { params: string; body: string }>();
  for (const block of scope) {
    const match = /^function\s+(\w+)\s*\(([^)]*)\)$/.exec(block.header);
    if (!match) continue;
    const name = match[1] as string;
    expect(found.has(name), `function ${name} defined twice`).toBe(false);
    found.set(name, { params: (match[2] as string).trim(), body: block.body.replace(/\s+/g, ' ').trim() });
  }
  return found;
}

interface Allow {
  readonly ops: string[];
  readonly condition: string;
}

function allowsOf(block: Block): Allow[] {
  const body = block.body.replace(/\s+/g, ' ');
  return [...body.matchAll(/allow\s+([a-z,\s]+?)\s*(?::\s*if\s+([^;]*))?;/g)].map((match) => ({
    ops: (match[1] as string).split(',').map((op) => op.trim()),
    condition: (match[2] ?? '').trim(),
  }));
}

const EXPANDED: Record<string, string[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
};

function expandOps(ops: readonly string[]): string[] {
  return [...new Set(ops.flatMap((op) => EXPANDED[op] ?? [op]))].sort();
}

/** The string literals of a rules list `['a', 'b']`. */
function stringList(list: string): string[] {
  return [...list.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((match) =>
    (match[1] as string).replace(/\\(.)/g, '$1'),
  );
}

/** The string list right after `prefix` (which ends in `[`), up to its closing bracket; null when absent. */
function listAfter(body: string, prefix: string): string[] | null {
  const start = body.indexOf(prefix);
  if (start < 0) return null;
  let quote = false;
  for (let i = start + prefix.length; i < body.length; i += 1) {
    const ch = body[i];
    if (quote && ch === '\\') i += 1;
    else if (ch === "'") quote = !quote;
    else if (!quote && ch === ']') return stringList(body.slice(start + prefix.length, i));
  }
  return null;
}

// A match header's path with every wildcard written *: their names do not matter.
function normalisedPath(header: string): string {
  return header.replace(/^match\s+/, '').replace(/<\w+>/g, '*');
}

function expectedPath(spec: CollectionSpec): string {
  return `/${spec.path.replace('{uid}', '*')}/${spec.fixedId ?? '*'}`;
}

// ------------------------------------------------------------------ (b) firestore.rules

const firestoreScope = serviceScope(firestoreRules, 'cloud.firestore', '/databases/<database>/documents');
const firestoreFunctions = functionsOf(firestoreScope);
const matchBlocks = firestoreScope.filter((block) => block.header.startsWith('match '));

describe('firestore.rules, parsed: one match block per collection of the registry', () => {
  it('has exactly the registry’s match blocks, in its order, none recursive or nested', () => {
    expect(matchBlocks.map((block) => normalisedPath(block.header))).toEqual(COLLECTIONS.map(expectedPath));
    for (const block of matchBlocks) {
      expect(block.header, 'no recursive wildcard').not.toContain('=**');
      expect(
        block.children.filter((child) => child.header.startsWith('match ')),
        block.header,
      ).toEqual([]);
    }
  });

  it('defines the caller helpers, admin by custom claim, accountant access still closed', () => {
    expect(firestoreFunctions.get('isAdmin')?.body).toContain('request.auth.token.admin == true');
    expect(firestoreFunctions.get('isOwner')?.body).toContain('request.auth.uid == uid');
    expect(firestoreFunctions.get('isAccountantFor')?.body).toBe('return false;');
    expect(firestoreFunctions.get('isStaffFor')?.body).toBe('return isAdmin() || isAccountantFor(uid);');
    expect(firestoreFunctions.get('canRead')?.body).toBe('return isOwner(uid) || isStaffFor(uid);');
  });
});

function blockOf(spec: CollectionSpec): Block {
  const found = matchBlocks.filter((block) => normalisedPath(block.header) === expectedPath(spec));
  expect(found, `match block of ${spec.key}`).toHaveLength(1);
  return found[0] as Block;
}

/** What a field's line in a validator must say, whatever the renderer does. */
function expectFieldChecked(body: string, expr: string, spec: Field, where: string): void {
  const expectIn = (fragment: string) => expect(body, `${where}: ${fragment}`).toContain(fragment);
  switch (spec.kind) {
    case 'string':
      expectIn(`${expr} is string`);
      expectIn(`${expr}.size() <= ${spec.max}`);
      if (spec.min > 0) expectIn(`${expr}.size() >= ${spec.min}`);
      if (spec.pattern !== undefined)
        expectIn(`${expr}.matches('${spec.pattern.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}')`);
      return;
    case 'enum':
      expect(listAfter(body, `${expr} in [`), `${where}: choices`).toEqual([...spec.values]);
      return;
    case 'int':
      expectIn(`${expr} is int && ${expr} >= ${spec.min} && ${expr} <= ${spec.max}`);
      return;
    case 'bool':
      expectIn(`${expr} is bool`);
      return;
    case 'timestamp':
      expectIn(`${expr} is timestamp`);
      return;
    case 'date':
      expectIn(`isBusinessDate(${expr})`);
      return;
    case 'map':
    case 'list': {
      const call = new RegExp(`(\\w+)\\(${expr.replace(/[.[\]]/g, '\\$&')}\\)`).exec(body);
      expect(call, `${where}: a helper call`).not.toBeNull();
      const helper = firestoreFunctions.get(call?.[1] ?? '');
      expect(helper, `${where}: helper ${call?.[1]}`).toBeDefined();
      if (!helper) return;
      if (spec.kind === 'map') {
        expectMapChecked(helper.body, 'value', spec.fields, where);
      } else {
        expect(helper.body, `${where}: list`).toContain('value is list');
        expect(helper.body, `${where}: maxItems`).toContain(`value.size() <= ${spec.maxItems} `);
        const indexes = [...helper.body.matchAll(/\|\| (\w+)\(value\[(\d+)\]\)/g)];
        expect(
          indexes.map((m) => Number(m[2])),
          `${where}: every index`,
        ).toEqual(Array.from({ length: spec.maxItems }, (_, index) => index));
        const item = firestoreFunctions.get(indexes[0]?.[1] ?? '');
        expect(item, `${where}: item helper`).toBeDefined();
        if (item) {
          const param = item.params;
          if (spec.of.kind === 'map') expectMapChecked(item.body, param, spec.of.fields, `${where}[]`);
          else expectFieldChecked(item.body, param, spec.of, `${where}[]`);
        }
      }
      return;
    }
    case 'record':
      throw new Error(`${where}: a record field in a client-written collection`);
  }
}

/** The rules type of a field's values, the one check a server-only key gets. */
const RULES_TYPE: Record<Field['kind'], string> = {
  string: 'string',
  enum: 'string',
  date: 'string',
  int: 'int',
  bool: 'bool',
  timestamp: 'timestamp',
  list: 'list',
  map: 'map',
  record: 'map',
};

/** `typeOnly`: keys functions alone write, whose contents the rules leave to them (one type check). */
function expectMapChecked(
  body: string,
  expr: string,
  fields: FieldMap,
  where: string,
  typeOnly: readonly string[] = [],
): void {
  const keys = Object.keys(fields);
  expect(listAfter(body, `${expr}.keys().hasOnly([`), `${where}: hasOnly`).toEqual(keys);
  const required = keys.filter((key) => !fields[key]?.optional);
  if (required.length > 0)
    expect(listAfter(body, `${expr}.keys().hasAll([`), `${where}: hasAll`).toEqual(required);
  for (const [key, spec] of Object.entries(fields)) {
    if (typeOnly.includes(key)) {
      expect(body, `${where}.${key}: server-only, its type alone`).toContain(
        `&& (!('${key}' in ${expr}) || ${expr}.${key} is ${RULES_TYPE[spec.kind]}) `,
      );
      expect(body, `${where}.${key}: no other check`).not.toMatch(
        new RegExp(`${expr}\\.${key}(?! is ${RULES_TYPE[spec.kind]}\\))`),
      );
      continue;
    }
    if (spec.optional) expect(body, `${where}.${key}: optional`).toContain(`(!('${key}' in ${expr}) || `);
    expectFieldChecked(body, `${expr}.${key}`, spec, `${where}.${key}`);
  }
}

describe.each(COLLECTIONS.map((spec) => [spec.key, spec] as const))(
  'firestore.rules, parsed: %s',
  (_key, spec) => {
    // `allow read, write: if false` grants nothing: it is how a block with no access is written
    // (the rules language refuses an empty match body).
    const denials = allowsOf(blockOf(spec)).filter((allow) => allow.condition === 'false');
    const allows = allowsOf(blockOf(spec)).filter((allow) => allow.condition !== 'false');
    const opsAllowed = expandOps(allows.flatMap((allow) => allow.ops));
    const conditionOf = (op: string) => {
      const found = allows.filter((allow) => expandOps(allow.ops).includes(op));
      expect(found, `one allow for ${op}`).toHaveLength(1);
      return found[0]?.condition ?? '';
    };

    it(`allows exactly ${spec.read === 'nobody' ? 'no read' : 'reads'} and the owner's writes (${spec.ownerWrites.join(', ') || 'none'})`, () => {
      const expected = expandOps([...(spec.read === 'nobody' ? [] : ['read']), ...spec.ownerWrites]);
      expect(opsAllowed).toEqual(expected);
      if (isServerOwned(spec)) expect(opsAllowed.filter((op) => !['get', 'list'].includes(op))).toEqual([]);
      // Only a block that grants nothing says so explicitly, and then for everything.
      if (spec.read === 'nobody' && spec.ownerWrites.length === 0) {
        expect(denials.flatMap((allow) => allow.ops)).toEqual(['read', 'write']);
      } else {
        expect(denials).toEqual([]);
      }
    });

    if (spec.read !== 'nobody') {
      it(`reads: ${spec.read}`, () => {
        const condition = conditionOf('get');
        expect(conditionOf('list')).toBe(condition);
        if (spec.read === 'staff') expect(condition).toBe('isAdmin()');
        else if (spec.ownerField) expect(condition).toBe(`canRead(resource.data.${spec.ownerField})`);
        else expect(condition).toBe('canRead(uid)');
      });
    }

    if (!isServerOwned(spec)) {
      it('writes are plain conjunctions: the owner (and for the books, booksOpen), then the generated checks', () => {
        for (const op of spec.ownerWrites) {
          const condition = conditionOf(op);
          expect(condition, `${op} has no ||`).not.toContain('||');
          expect(condition.split(' && ')[0], `${op} starts with the owner`).toBe(
            `${rulesNames.ownerMayWrite(spec)}(uid)`,
          );
          expect(condition.match(/ownerMayWrite\w*\(/g), `${op}: one owner check`).toHaveLength(1);
          expect(condition, `${op}: the owner only through ownerMayWrite`).not.toContain('isOwner(');
          expect(condition, `${op}: booksOpen only through ownerMayWrite`).not.toContain(BOOKS_OPEN_FUNCTION);
        }
        const serverOnly = (spec.serverOnlyKeys ?? []).length > 0;
        if (spec.ownerWrites.includes('create')) {
          const create = conditionOf('create').split(' && ');
          expect(create).toContain(`${rulesNames.valid(spec)}(request.resource.data)`);
          expect(create).toContain(`${rulesNames.createTimes(spec)}()`);
          if (spec.fixedId === undefined) expect(create).toContain(`${rulesNames.validId(spec)}(docId)`);
          if (serverOnly) expect(create).toContain(`${rulesNames.noServerOnlyKeys(spec)}()`);
        }
        if (spec.ownerWrites.includes('update')) {
          const update = conditionOf('update').split(' && ');
          expect(update).toContain(`${rulesNames.editable(spec)}()`);
          expect(update).toContain(`${rulesNames.valid(spec)}(request.resource.data)`);
          expect(update).toContain(`${rulesNames.updateTimes(spec)}()`);
          if (serverOnly) expect(update).toContain(`${rulesNames.keepsServerOnlyKeys(spec)}()`);
        }
        if (spec.ownerWrites.includes('delete'))
          expect(conditionOf('delete')).toBe(`${rulesNames.ownerMayWrite(spec)}(uid)`);
      });

      it(
        isBooks(spec)
          ? 'is part of the books: every owner write needs booksOpen(uid) (a lapsed subscription closes them)'
          : 'is not part of the books: the owner writes whatever the subscription',
        () => {
          const ownerCheck = firestoreFunctions.get(rulesNames.ownerMayWrite(spec));
          expect(ownerCheck?.params).toBe('uid');
          expect(ownerCheck?.body).toBe(
            isBooks(spec) ? `return isOwner(uid) && ${BOOKS_OPEN_FUNCTION}(uid);` : 'return isOwner(uid);',
          );
        },
      );

      it('validates every field of the schema: hasOnly, hasAll, type and bounds of each', () => {
        const validator = firestoreFunctions.get(rulesNames.valid(spec));
        expect(validator?.params).toBe('data');
        expectMapChecked(validator?.body ?? '', 'data', spec.fields, spec.key, spec.serverOnlyKeys);
      });

      it(`keeps the keys only functions write (${(spec.serverOnlyKeys ?? []).join(', ') || 'none'}) out of client writes`, () => {
        const keys = [...(spec.serverOnlyKeys ?? [])];
        const create = firestoreFunctions.get(rulesNames.noServerOnlyKeys(spec));
        const update = firestoreFunctions.get(rulesNames.keepsServerOnlyKeys(spec));
        if (keys.length === 0) {
          expect(create).toBeUndefined();
          expect(update).toBeUndefined();
          return;
        }
        for (const key of keys)
          expect((spec.fields as FieldMap)[key]?.optional, `${key} is optional`).toBe(true);
        if (spec.ownerWrites.includes('create')) {
          expect(create?.body).toMatch(/^return !request\.resource\.data\.keys\(\)\.hasAny\(\[[^\]]*\]\);$/);
          expect(listAfter(create?.body ?? '', '!request.resource.data.keys().hasAny([')).toEqual(keys);
        }
        if (spec.ownerWrites.includes('update')) {
          const prefix = '!request.resource.data.diff(resource.data).affectedKeys().hasAny([';
          expect(update?.body.startsWith(`return ${prefix}`)).toBe(true);
          expect(update?.body.endsWith(']);')).toBe(true);
          expect(listAfter(update?.body ?? '', prefix)).toEqual(keys);
        }
      });

      it('pins the server-time keys to request.time and the editable keys', () => {
        if (spec.ownerWrites.includes('create')) {
          const body = firestoreFunctions.get(rulesNames.createTimes(spec))?.body ?? '';
          for (const key of serverTimeKeys(spec.fields))
            expect(body).toContain(`request.resource.data.${key} == request.time`);
        }
        if (spec.ownerWrites.includes('update')) {
          const body = firestoreFunctions.get(rulesNames.updateTimes(spec))?.body ?? '';
          for (const key of serverTimeKeys(spec.fields, 'write')) {
            expect(body).toContain(`request.resource.data.${key} == request.time`);
          }
          for (const key of serverTimeKeys(spec.fields, 'create')) {
            expect(body).toContain(`request.resource.data.${key} == resource.data.${key}`);
          }
          const editable = listAfter(
            firestoreFunctions.get(rulesNames.editable(spec))?.body ?? '',
            'request.resource.data.diff(resource.data).affectedKeys().hasOnly([',
          );
          const expected =
            spec.ownerEditableKeys ??
            Object.keys(spec.fields).filter(
              (key) => !serverTimeKeys(spec.fields).includes(key) && !spec.serverOnlyKeys?.includes(key),
            );
          for (const key of spec.serverOnlyKeys ?? []) expect(editable).not.toContain(key);
          expect([...(editable ?? [])].sort()).toEqual(
            [...expected, ...serverTimeKeys(spec.fields, 'write')].sort(),
          );
        }
      });
    } else {
      it('has no validator: nothing a client writes reaches it', () => {
        expect(firestoreFunctions.has(rulesNames.valid(spec))).toBe(false);
      });
    }
  },
);

describe('firestore.rules, parsed: a lapsed subscription closes the books', () => {
  // Which collections are the books is the registry's decision (CollectionSpec.books); pinned here
  // so that dropping the flag from one of them is a deliberate change of this list, not a slip.
  it('the books are the ledger, not the profile, settings, bell or support chat', () => {
    expect(COLLECTIONS.filter(isBooks).map((spec) => spec.key)).toEqual([
      'settlements',
      'expenses',
      'trucks',
      'companies',
      'drivers',
      'maintenance',
      'reports',
      'uploads',
    ]);
  });

  it('booksOpen(uid) mirrors booksAccessFor on the owner’s profile, a missing profile or key read as absent', () => {
    const booksOpen = firestoreFunctions.get(BOOKS_OPEN_FUNCTION);
    expect(booksOpen?.params).toBe('uid');
    const body = booksOpen?.body ?? '';
    expect(body).toContain('let path = /databases/$(database)/documents/users/$(uid);');
    expect(body.match(/(?<![.\w])(get|exists|getAfter|existsAfter)\(/g), 'two document accesses').toEqual([
      'exists(',
      'get(',
    ]);
    expect(body).toContain('let profile = exists(path) ? get(path).data : {};');
    expect(body).toContain("let status = profile.get('subscriptionStatus', null);");
    expect(body).toContain("let trialEndsAt = profile.get('trialEndsAt', null);");
    expect(body).toContain("!(status in ['canceled', 'unpaid'])");
    expect(body).toContain(
      "!(status == 'trialing' && trialEndsAt is timestamp && trialEndsAt < request.time)",
    );
  });

  it('booksOpen is called only by the owner checks of the books, and nothing else reads a document', () => {
    const callers = [...firestoreFunctions.entries()]
      .filter(([name, fn]) => name !== BOOKS_OPEN_FUNCTION && fn.body.includes(`${BOOKS_OPEN_FUNCTION}(`))
      .map(([name]) => name);
    expect(callers).toEqual(COLLECTIONS.filter(isBooks).map((spec) => rulesNames.ownerMayWrite(spec)));
    for (const block of matchBlocks)
      expect(block.body, block.header).not.toContain(`${BOOKS_OPEN_FUNCTION}(`);
    const reads = [...firestoreFunctions.entries()]
      .filter(([, fn]) => /(?<![.\w])(get|exists|getAfter|existsAfter)\(/.test(fn.body))
      .map(([name]) => name);
    expect(reads, 'the only document reads in the rules (two per write)').toEqual([BOOKS_OPEN_FUNCTION]);
  });
});

// ------------------------------------------------------------------ (b) storage.rules

const storageScope = serviceScope(storageRules, 'firebase.storage', '/b/<bucket>/o');
const storageFunctions = functionsOf(storageScope);

describe('storage.rules, parsed', () => {
  const blocks = storageScope.filter((block) => block.header.startsWith('match '));

  it('opens only the owner upload paths', () => {
    expect(blocks.map((block) => normalisedPath(block.header))).toEqual([
      '/users/*/uploads/*',
      '/users/*/support/*',
      '/users/*/receipts/*',
    ]);
  });

  it('/users/*/support/*: the owner adds images within SUPPORT_IMAGE_MAX_BYTES, staff read', () => {
    const block = blocks.find(
      (candidate) => normalisedPath(candidate.header) === '/users/*/support/*',
    ) as Block;
    const allows = allowsOf(block);
    expect(expandOps(allows.flatMap((allow) => allow.ops))).toEqual(['create', 'delete', 'get', 'list']);
    const condition = (op: string) => allows.find((allow) => expandOps(allow.ops).includes(op))?.condition;
    expect(condition('get')).toBe('canRead(uid)');
    // Not part of the books: a lapsed owner must still reach support.
    expect(condition('create')).toBe('isOwner(uid) && resource == null && acceptedSupportImage()');
    expect(condition('delete')).toBe('isOwner(uid)');
    expect(block.body).not.toContain(`${BOOKS_OPEN_FUNCTION}(`);
    expect(storageFunctions.get('acceptedSupportImage')?.body).toBe(
      `return request.resource.size <= ${SUPPORT_IMAGE_MAX_BYTES} && request.resource.contentType.lower().matches('${SUPPORT_IMAGE_TYPE_PATTERN}');`,
    );
  });

  it.each(['/users/*/uploads/*', '/users/*/receipts/*'])(
    '%s: staff read, the owner creates new files within the limits and deletes while the books are open, nobody overwrites',
    (path) => {
      const block = blocks.find((candidate) => normalisedPath(candidate.header) === path) as Block;
      const allows = allowsOf(block);
      expect(expandOps(allows.flatMap((allow) => allow.ops))).toEqual(['create', 'delete', 'get', 'list']);
      const condition = (op: string) => allows.find((allow) => expandOps(allow.ops).includes(op))?.condition;
      expect(condition('get')).toBe('canRead(uid)');
      // booksOpen last: it reads Firestore (billed), so only a request that passed the rest pays.
      expect(condition('create')).toBe(
        `isOwner(uid) && resource == null && acceptedUpload() && ${BOOKS_OPEN_FUNCTION}(uid)`,
      );
      expect(condition('delete')).toBe(`isOwner(uid) && ${BOOKS_OPEN_FUNCTION}(uid)`);
    },
  );

  it('booksOpen(uid) is firestore.rules’ booksOpen, read across services (so it mirrors booksAccessFor too)', () => {
    const inStorage = storageFunctions.get(BOOKS_OPEN_FUNCTION);
    const inFirestore = firestoreFunctions.get(BOOKS_OPEN_FUNCTION);
    expect(inStorage?.params).toBe('uid');
    expect(inFirestore?.params).toBe('uid');
    // Storage names the database and the service; everything else is the same text, which the
    // firestore.rules tests above hold to booksAccessFor.
    const acrossServices = (inFirestore?.body ?? '')
      .replace('/databases/$(database)/documents/', '/databases/(default)/documents/')
      .replace(/(?<![.\w])(exists|get)\(/g, 'firestore.$1(');
    expect(acrossServices).toContain('firestore.exists(path) ? firestore.get(path).data : {}');
    expect(inStorage?.body).toBe(acrossServices);
  });

  it('booksOpen is asked by the books’ files alone, and nothing else in storage.rules reads Firestore', () => {
    const asking = blocks
      .filter((block) => block.body.includes(`${BOOKS_OPEN_FUNCTION}(uid)`))
      .map((block) => normalisedPath(block.header));
    expect(asking).toEqual(['/users/*/uploads/*', '/users/*/receipts/*']);
    const reads = [...storageFunctions.entries()]
      .filter(([, fn]) => /firestore\.(get|exists)\(/.test(fn.body))
      .map(([name]) => name);
    expect(reads).toEqual([BOOKS_OPEN_FUNCTION]);
    for (const block of blocks) expect(block.body, block.header).not.toMatch(/firestore\.(get|exists)\(/);
    const callers = [...storageFunctions.entries()]
      .filter(([name, fn]) => name !== BOOKS_OPEN_FUNCTION && fn.body.includes(`${BOOKS_OPEN_FUNCTION}(`))
      .map(([name]) => name);
    expect(callers, 'only the match blocks call it, so each allow shows it').toEqual([]);
  });

  it('checks the size cap and content type of domain/src/uploads/files.ts', () => {
    expect(storageFunctions.get('acceptedUpload')?.body).toBe(
      'return request.resource.size <= maxUploadBytes() && acceptedContentType(request.resource.contentType);',
    );
    expect(storageFunctions.get('maxUploadBytes')?.body).toBe(`return ${MAX_UPLOAD_BYTES};`);
    const accepted = storageFunctions.get('acceptedContentType');
    expect(accepted?.body).toBe(
      `return ${accepted?.params}.lower().matches('${UPLOAD_CONTENT_TYPE_PATTERN}');`,
    );
  });

  it('keeps accountant access closed and admin by custom claim, as in firestore.rules', () => {
    expect(storageFunctions.get('isAccountantFor')?.body).toBe('return false;');
    expect(storageFunctions.get('isAdmin')?.body).toContain('request.auth.token.admin == true');
  });
});
