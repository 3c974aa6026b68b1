import { booksAccessFor } from '../payments/subscription.js';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../users/account.js';
import {
  USERS,
  collectionPath,
  documentPath,
  isBooks,
  isServerOnlyKey,
  isServerOwned,
  type CollectionSpec,
  type Stored,
} from './collections.js';
import { DataError } from './errors.js';
import { planQuery } from './firestore-adapter.js';
import { decodeDocument, encodeDocument, encodePatch, matchesWhole, type FirestoreCodec } from './mapping.js';
import { serverTimeKeys, type DocOf, type FieldMap, type WriteOf } from './schema.js';
import {
  type CollectionStore,
  type Cursor,
  type DataStore,
  type Filter,
  type Listener,
  type Page,
  type Query,
  type Unsubscribe,
} from './store.js';

/**
 * An in-memory Firestore for tests: component tests, function handler tests and the tier-1 run
 * of the repository contract suite, which holds it to the real emulator's behaviour. Documents
 * are kept in their stored form (with this store's own Timestamp class) and read back through the
 * same mapping the SDK adapters use; callers get the access the registry (and so the rules)
 * grants them. Test-only: it is exported from `@haulbooks/domain/testing`, never from the index.
 */

export const MEMORY_STORE_MARKER = 'haulbooks-in-memory-store';

export interface Caller {
  readonly uid: string;
  readonly admin: boolean;
}

/** The memory store's Timestamp: millisecond precision is enough for every test. */
export class MemoryTimestamp {
  constructor(readonly millis: number) {}
  toDate(): Date {
    return new Date(this.millis);
  }
}

const SERVER_TIME = Symbol('serverTimestamp');
const DELETE_FIELD = Symbol('deleteField');

const memoryCodec: FirestoreCodec = {
  isTimestamp: (value) => value instanceof MemoryTimestamp,
  toDate: (value) => (value as MemoryTimestamp).toDate(),
  fromDate: (date) => new MemoryTimestamp(date.getTime()),
  serverTimestamp: () => SERVER_TIME,
  deleteField: () => DELETE_FIELD,
};

type StoredData = Record<string, unknown>;

interface StoredDocument {
  readonly spec: CollectionSpec;
  readonly owner: string;
  data: StoredData;
}

/** Firestore's order of value types, then values within a type. */
function typeRank(value: unknown): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (value instanceof MemoryTimestamp) return 3;
  if (typeof value === 'string') return 4;
  if (Array.isArray(value)) return 6;
  return 7;
}

function compareValues(a: unknown, b: unknown): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA - rankB;
  if (a instanceof MemoryTimestamp && b instanceof MemoryTimestamp) return a.millis - b.millis;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  // Firestore orders arrays item by item, then the shorter first (so any list sorts after []).
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
      const order = compareValues(a[i], b[i]);
      if (order !== 0) return order;
    }
    return a.length - b.length;
  }
  return 0;
}

function sameValue(a: unknown, b: unknown): boolean {
  return typeRank(a) === typeRank(b) && compareValues(a, b) === 0;
}

/** Equality of stored values, lists and maps compared item by item (as the rules' diff() does). */
function sameStored(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameStored(item, b[index]))
    );
  }
  if (typeRank(a) === 7 || typeRank(b) === 7) {
    if (typeRank(a) !== typeRank(b)) return false;
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = Object.keys(left);
    return (
      keys.length === Object.keys(right).length &&
      keys.every((key) => key in right && sameStored(left[key], right[key]))
    );
  }
  return sameValue(a, b);
}

function matchesFilter(data: StoredData, field: string, op: Filter<unknown>['op'], value: unknown): boolean {
  if (!(field in data)) return false;
  const actual = data[field];
  switch (op) {
    case '==':
      return sameValue(actual, value);
    case '!=':
      return !sameValue(actual, value);
    case 'in':
      return (value as unknown[]).some((candidate) => sameValue(actual, candidate));
    case 'array-contains':
      return Array.isArray(actual) && actual.some((item) => sameValue(item, value));
    default: {
      // Range filters only match values of the same type, as in Firestore.
      if (typeRank(actual) !== typeRank(value)) return false;
      const order = compareValues(actual, value);
      return op === '<' ? order < 0 : op === '<=' ? order <= 0 : op === '>' ? order > 0 : order >= 0;
    }
  }
}

function denied(what: string): DataError {
  return new DataError('permission-denied', `Missing or insufficient permissions: ${what}`);
}

export interface MemoryStoreOptions {
  /** The clock behind server timestamps; tests pass a fixed or stepping clock. */
  now?: () => Date;
}

/**
 * One in-memory database. `storeFor(caller)` gives a DataStore that acts with that caller's
 * rights (null: signed out; `privileged()`: like the Admin SDK, no rules at all).
 */
export class MemoryDatabase {
  /** A string that survives minification: the bench looks for it to prove the double never ships. */
  readonly kind = MEMORY_STORE_MARKER;
  private readonly documents = new Map<string, StoredDocument>();
  private readonly watchers = new Set<() => void>();
  private readonly now: () => Date;
  private idCounter = 0;
  private writeFailure: DataError | null = null;

  constructor(options: MemoryStoreOptions = {}) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * From now on every client write fails with this error (an outage, a dropped connection), until
   * called again with null. Seeding and privileged writes are unaffected.
   */
  failWrites(error: DataError | null): void {
    this.writeFailure = error;
  }

  /** @internal */
  get failingWrites(): DataError | null {
    return this.writeFailure;
  }

  storeFor(caller: Caller | null): DataStore {
    return { collection: (spec, uid) => new MemoryCollection(this, spec, uid, { caller }) };
  }

  /** Acts like the Admin SDK: bypasses the access model, may write server-owned collections. */
  privileged(): DataStore {
    return { collection: (spec, uid) => new MemoryCollection(this, spec, uid, { privileged: true }) };
  }

  /** Writes a whole document as stored, timestamps included, without any access check. */
  seed<M extends FieldMap>(spec: CollectionSpec<M>, uid: string, id: string, doc: DocOf<M>): void {
    const path = documentPath(spec, uid, id);
    const data = encodeDocument(
      { ...spec.fields, ...timestampsAsPlain(spec.fields) },
      doc as never,
      path,
      memoryCodec,
    );
    this.put(path, { spec, owner: uid, data });
  }

  /** Stores raw data at a path as it is, malformed or not: for tests of malformed documents. */
  seedRaw(spec: CollectionSpec, uid: string, id: string, data: Record<string, unknown>): void {
    const raw = Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        value instanceof Date ? new MemoryTimestamp(value.getTime()) : value,
      ]),
    );
    this.put(documentPath(spec, uid, id), { spec, owner: uid, data: raw });
  }

  clear(): void {
    this.documents.clear();
    this.notify();
  }

  /** @internal */
  read(path: string): StoredDocument | undefined {
    return this.documents.get(path);
  }

  /** @internal */
  inCollection(path: string): Array<[string, StoredDocument]> {
    const prefix = `${path}/`;
    return [...this.documents.entries()]
      .filter(([docPath]) => docPath.startsWith(prefix) && !docPath.slice(prefix.length).includes('/'))
      .map(([docPath, doc]) => [docPath.slice(prefix.length), doc]);
  }

  /** @internal */
  put(path: string, doc: StoredDocument): void {
    this.documents.set(path, doc);
    this.notify();
  }

  /** @internal */
  delete(path: string): void {
    if (this.documents.delete(path)) this.notify();
  }

  /**
   * @internal Whether `uid`'s books are open to the owner's changes, as firestore.rules'
   * booksOpen(uid) decides it: booksAccessFor on the profile document this store holds, against
   * this store's clock (the rules' request.time). A missing profile or key reads as absent, and a
   * trial end that is not a timestamp as none, as the rules read them.
   */
  booksOpen(uid: string): boolean {
    const profile = this.documents.get(documentPath(USERS, uid, uid))?.data;
    const status = profile?.subscriptionStatus;
    const trialEndsAt = profile?.trialEndsAt;
    return (
      booksAccessFor(
        (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(status)
          ? (status as SubscriptionStatus)
          : undefined,
        trialEndsAt instanceof MemoryTimestamp ? trialEndsAt.toDate() : null,
        this.now(),
      ) === 'full'
    );
  }

  /** @internal */
  serverTime(): MemoryTimestamp {
    return new MemoryTimestamp(this.now().getTime());
  }

  /** @internal */
  newId(): string {
    this.idCounter += 1;
    // 20 characters like Firestore's ids; random so order by id is not insertion order.
    const random = Math.random().toString(36).slice(2, 12).padEnd(10, '0');
    return `${random}${this.idCounter.toString(36).padStart(10, '0')}`.slice(0, 20);
  }

  /** @internal */
  onChange(listener: () => void): Unsubscribe {
    this.watchers.add(listener);
    return () => this.watchers.delete(listener);
  }

  private notify(): void {
    for (const listener of [...this.watchers]) listener();
  }
}

/** Seeding writes server-time fields as given, so they are plain timestamps there. */
function timestampsAsPlain(fields: FieldMap): FieldMap {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, spec]) => spec.kind === 'timestamp' && spec.serverTime !== undefined)
      .map(([key, spec]) => [key, { kind: 'timestamp', ...(spec.optional ? { optional: true } : {}) }]),
  );
}

function resolveSentinels(data: StoredData, now: MemoryTimestamp, previous: StoredData = {}): StoredData {
  const merged = Object.entries({ ...previous, ...data }).filter(([, value]) => value !== DELETE_FIELD);
  return Object.fromEntries(merged.map(([key, value]) => [key, value === SERVER_TIME ? now : value]));
}

interface Access {
  caller?: Caller | null;
  privileged?: boolean;
}

class MemoryCollection<M extends FieldMap> implements CollectionStore<DocOf<M>, WriteOf<M>> {
  readonly path: string;

  constructor(
    private readonly db: MemoryDatabase,
    private readonly spec: CollectionSpec<M>,
    private readonly uid: string,
    private readonly access: Access,
  ) {
    this.path = collectionPath(spec, uid);
  }

  // ------------------------------------------------------------------ access, as the rules grant it

  private ownerOf(doc: StoredDocument | undefined, id: string): string | undefined {
    if (this.spec.ownerField) {
      const owner = doc?.data[this.spec.ownerField];
      return typeof owner === 'string' ? owner : undefined;
    }
    return this.spec.path === 'users' ? id : this.uid;
  }

  private canRead(owner: string | undefined): boolean {
    if (this.access.privileged) return true;
    const caller = this.access.caller;
    if (!caller) return false;
    switch (this.spec.read) {
      case 'owner-or-staff':
        return caller.admin || (owner !== undefined && owner === caller.uid);
      case 'staff':
        return caller.admin;
      case 'nobody':
        return false;
    }
  }

  private checkReadDoc(id: string): StoredDocument | undefined {
    const doc = this.db.read(documentPath(this.spec, this.uid, id));
    if (!this.canRead(this.ownerOf(doc, id))) throw denied(`read ${documentPath(this.spec, this.uid, id)}`);
    return doc;
  }

  /** Rules must hold for every document a query could return, so list access is decided by the query. */
  private checkList(query: Query<DocOf<M>>): void {
    if (this.access.privileged) return;
    if (this.spec.ownerField && !this.access.caller?.admin) {
      const constrained = (query.where ?? []).some(
        (filter) =>
          filter.field === this.spec.ownerField &&
          filter.op === '==' &&
          filter.value === this.access.caller?.uid,
      );
      if (!constrained || !this.canRead(this.access.caller?.uid)) throw denied(`list ${this.path}`);
      return;
    }
    if (!this.canRead(this.spec.path === 'users' ? undefined : this.uid)) throw denied(`list ${this.path}`);
  }

  private checkWrite(op: 'create' | 'update' | 'delete', id: string): void {
    if (this.access.privileged) return;
    const caller = this.access.caller;
    const path = documentPath(this.spec, this.uid, id);
    const owner = this.spec.ownerField ? undefined : this.spec.path === 'users' ? id : this.uid;
    if (!caller || caller.uid !== owner || !this.spec.ownerWrites.includes(op)) throw denied(`${op} ${path}`);
    // The books close when the subscription lapses (the rules' ownerMayWrite<Collection>).
    if (isBooks(this.spec) && !this.db.booksOpen(owner))
      throw denied(`${op} ${path} (the subscription has lapsed: the books are read-only)`);
    if (op === 'create' && !matchesWhole(this.spec.fixedId ?? this.spec.idPattern, id))
      throw denied(`${op} ${path}`);
  }

  private checkEditable(patch: StoredData, path: string): void {
    if (this.access.privileged || !this.spec.ownerEditableKeys) return;
    const editable = new Set<string>(this.spec.ownerEditableKeys);
    for (const [key, spec] of Object.entries(this.spec.fields)) {
      if (spec.kind === 'timestamp' && spec.serverTime === 'write') editable.add(key);
    }
    const changed = Object.keys(patch).filter((key) => !editable.has(key));
    if (changed.length > 0) throw denied(`update ${path} (${changed.join(', ')})`);
  }

  /**
   * Keys only functions write (spec.serverOnlyKeys): a client create may not hold them and a client
   * update may not add, change or remove them. `keys`: those of a create, or those an update affects.
   */
  private checkServerOnly(op: 'create' | 'update', keys: readonly string[], path: string): void {
    if (this.access.privileged) return;
    const serverOnly = keys.filter((key) => isServerOnlyKey(this.spec, key));
    if (serverOnly.length > 0)
      throw denied(`${op} ${path} (${serverOnly.join(', ')} written by functions only)`);
  }

  // ------------------------------------------------------------------ reads

  private decode(id: string, data: StoredData): Stored<DocOf<M>> {
    const value = decodeDocument(this.spec.fields, data, documentPath(this.spec, this.uid, id), memoryCodec);
    return { ...value, id };
  }

  async get(id: string): Promise<Stored<DocOf<M>> | null> {
    await Promise.resolve();
    const doc = this.checkReadDoc(id);
    return doc ? this.decode(id, doc.data) : null;
  }

  private run(
    query: Query<DocOf<M>>,
    options: { paged: boolean },
  ): { items: Stored<DocOf<M>>[]; full: boolean } {
    this.checkList(query);
    // The same checks and encoding as the SDK adapters, so a query refused there is refused here.
    const plan = planQuery(this.spec, this.path, query, memoryCodec, options);
    const { filters, orders, idDirection } = plan;
    const rows = this.db
      .inCollection(this.path)
      .filter(([, doc]) =>
        filters.every((filter) => matchesFilter(doc.data, filter.field, filter.op, filter.value)),
      )
      .filter(([, doc]) => orders.every((order) => order.field in doc.data));
    const compareRows = (a: [string, StoredData], b: [string, StoredData]): number => {
      for (const order of orders) {
        const diff = compareValues(a[1][order.field], b[1][order.field]);
        if (diff !== 0) return order.direction === 'asc' ? diff : -diff;
      }
      const byId = a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
      return idDirection === 'asc' ? byId : -byId;
    };
    let sorted = rows.map(([id, doc]): [string, StoredData] => [id, doc.data]).sort(compareRows);
    if (plan.startAfter) {
      const values = plan.startAfter.slice(0, -1);
      const cursor: [string, StoredData] = [
        String(plan.startAfter.at(-1)),
        Object.fromEntries(orders.map((order, index) => [order.field, values[index]])),
      ];
      sorted = sorted.filter((row) => compareRows(row, cursor) > 0);
    }
    const page = plan.limit === null ? sorted : sorted.slice(0, plan.limit);
    return {
      items: page.map(([id, data]) => this.decode(id, data)),
      full: plan.limit !== null && page.length === plan.limit,
    };
  }

  async list(query: Query<DocOf<M>>): Promise<Page<DocOf<M>>> {
    await Promise.resolve();
    const { items, full } = this.run(query, { paged: true });
    const last = items.at(-1);
    const next: Cursor | null =
      full && last ? { values: (query.orderBy ?? []).map((order) => last[order.field]), id: last.id } : null;
    return { items, next };
  }

  async count(query: Query<DocOf<M>>): Promise<number> {
    await Promise.resolve();
    return this.run({ where: query.where, orderBy: query.orderBy }, { paged: false }).items.length;
  }

  watch(query: Query<DocOf<M>>, listener: Listener<Stored<DocOf<M>>[]>): Unsubscribe {
    return this.subscribe(() => this.run(query, { paged: true }).items, listener);
  }

  watchDoc(id: string, listener: Listener<Stored<DocOf<M>> | null>): Unsubscribe {
    return this.subscribe(() => {
      const doc = this.checkReadDoc(id);
      return doc ? this.decode(id, doc.data) : null;
    }, listener);
  }

  /** Like onSnapshot: the first result arrives asynchronously, then one per change; an error ends it. */
  private subscribe<R>(read: () => R, listener: Listener<R>): Unsubscribe {
    let active = true;
    let last: string | undefined;
    const deliver = () => {
      if (!active) return;
      try {
        const value = read();
        const fingerprint = JSON.stringify(value);
        if (fingerprint === last) return;
        last = fingerprint;
        listener.next(value);
      } catch (error) {
        active = false;
        stop();
        listener.error(error instanceof DataError ? error : new DataError('unknown', String(error)));
      }
    };
    const stop = this.db.onChange(() => queueMicrotask(deliver));
    queueMicrotask(deliver);
    return () => {
      active = false;
      stop();
    };
  }

  // ------------------------------------------------------------------ writes

  private checkClientWrite(): void {
    const failure = this.access.privileged ? null : this.db.failingWrites;
    if (failure) throw failure;
    if (!this.access.privileged && isServerOwned(this.spec)) {
      throw denied(`${this.path} is written by functions only`);
    }
  }

  async add(data: WriteOf<M>): Promise<string> {
    const id = this.db.newId();
    await this.set(id, data);
    return id;
  }

  async set(id: string, data: WriteOf<M>): Promise<void> {
    await Promise.resolve();
    const path = documentPath(this.spec, this.uid, id);
    const encoded = encodeDocument(this.spec.fields, data, path, memoryCodec);
    this.checkClientWrite();
    const existing = this.db.read(path);
    if (existing) {
      this.checkWrite('update', id);
      // Replacing a document re-stamps its creation time, which the rules refuse on an update.
      if (!this.access.privileged && serverTimeKeys(this.spec.fields, 'create').length > 0) {
        throw denied(`update ${path} (creation time)`);
      }
      const changed = Object.fromEntries(
        Object.entries(encoded).filter(
          ([key, value]) =>
            value === SERVER_TIME || !(key in existing.data) || !sameStored(existing.data[key], value),
        ),
      );
      for (const key of Object.keys(existing.data)) if (!(key in encoded)) changed[key] = DELETE_FIELD;
      this.checkEditable(changed, path);
      this.checkServerOnly('update', Object.keys(changed), path);
    } else {
      this.checkWrite('create', id);
      this.checkServerOnly('create', Object.keys(encoded), path);
    }
    this.db.put(path, {
      spec: this.spec,
      owner: this.uid,
      data: resolveSentinels(encoded, this.db.serverTime()),
    });
  }

  async update(id: string, patch: Partial<WriteOf<M>>): Promise<void> {
    await Promise.resolve();
    const path = documentPath(this.spec, this.uid, id);
    const encoded = encodePatch(this.spec.fields, patch, path, memoryCodec);
    this.checkClientWrite();
    this.checkWrite('update', id);
    const existing = this.db.read(path);
    if (!existing) throw new DataError('not-found', `No document to update: ${path}`);
    this.checkEditable(encoded, path);
    // The keys the update affects, as the rules' diff() sees them: removed, added or changed.
    const affected = Object.entries(encoded)
      .filter(([key, value]) =>
        value === DELETE_FIELD
          ? key in existing.data
          : value === SERVER_TIME || !(key in existing.data) || !sameStored(existing.data[key], value),
      )
      .map(([key]) => key);
    this.checkServerOnly('update', affected, path);
    const next = resolveSentinels(encoded, this.db.serverTime(), existing.data);
    // The result must still be a valid document, as the rules check request.resource.data.
    decodeDocument(this.spec.fields, next, path, memoryCodec);
    this.db.put(path, { ...existing, data: next });
  }

  async remove(id: string): Promise<void> {
    await Promise.resolve();
    this.checkClientWrite();
    this.checkWrite('delete', id);
    this.db.delete(documentPath(this.spec, this.uid, id));
  }
}
