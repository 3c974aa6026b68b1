import type { CollectionSpec, Stored } from './collections.js';
import type { DataError } from './errors.js';
import type { DocOf, FieldMap, WriteOf } from './schema.js';

/**
 * The port every repository is written against. Three adapters implement it: Firestore through
 * the web SDK (web/src/lib/data), Firestore through the Admin SDK (functions/src/data) and the
 * in-memory store (./memory-store.ts, tests only). Values cross it typed and decoded (Dates,
 * YYYY-MM-DD strings); each adapter encodes with the shared mapping in ./mapping.ts.
 */

export type FilterOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains';

export interface Filter<T> {
  readonly field: keyof T & string;
  readonly op: FilterOp;
  readonly value: unknown;
}

export interface Order<T> {
  readonly field: keyof T & string;
  readonly direction: 'asc' | 'desc';
}

/** Where the next page starts: the last document's order-by values and its id. */
export interface Cursor {
  readonly values: readonly unknown[];
  readonly id: string;
}

/**
 * A query as screens need them. Results are ordered by `orderBy`, then by document id in the
 * direction of the last order (Firestore's implicit tie-break); a range or `!=` filter must be on
 * the first order-by field.
 */
export interface Query<T> {
  readonly where?: readonly Filter<T>[];
  readonly orderBy?: readonly Order<T>[];
  readonly limit?: number;
  readonly startAfter?: Cursor | null;
}

export interface Page<T> {
  readonly items: Stored<T>[];
  /** Where the next page starts; null when this page was not full (there is nothing after it). */
  readonly next: Cursor | null;
}

export interface Listener<T> {
  next(value: T): void;
  error(error: DataError): void;
}

export type Unsubscribe = () => void;

/** One collection of one owner, typed by its schema. */
export interface CollectionStore<T, W> {
  /** The collection's path, e.g. users/u1/expenses. */
  readonly path: string;
  /** The document, or null when it does not exist. */
  get(id: string): Promise<Stored<T> | null>;
  list(query: Query<T>): Promise<Page<T>>;
  /** How many documents match the filters (limit and cursor are ignored). */
  count(query: Query<T>): Promise<number>;
  /** Live results of a query: the current list first, then every change. */
  watch(query: Query<T>, listener: Listener<Stored<T>[]>): Unsubscribe;
  /** Live state of one document (null while it does not exist). */
  watchDoc(id: string, listener: Listener<Stored<T> | null>): Unsubscribe;
  /** Creates a document with a generated id. */
  add(data: W): Promise<string>;
  /** Creates or replaces the document with this id. */
  set(id: string, data: W): Promise<void>;
  /** Changes some fields of an existing document; undefined removes an optional field. */
  update(id: string, patch: Partial<W>): Promise<void>;
  remove(id: string): Promise<void>;
}

export interface DataStore {
  /** The collection of `spec` that belongs to the user `uid` (ignored by top-level collections' paths). */
  collection<M extends FieldMap>(spec: CollectionSpec<M>, uid: string): CollectionStore<DocOf<M>, WriteOf<M>>;
}

/** The order-by values of a document, as a cursor for the page after it. */
export function cursorAfter<T>(doc: Stored<T>, orderBy: readonly Order<T>[] = []): Cursor {
  return { values: orderBy.map((order) => doc[order.field]), id: doc.id };
}

/** Firestore's limit on the values of one `in` filter. */
export const MAX_IN_VALUES = 30;
