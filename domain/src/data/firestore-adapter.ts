import type { CollectionSpec, Stored } from './collections.js';
import { DataError, type DataErrorCode } from './errors.js';
import { encodeFieldValue, type FirestoreCodec } from './mapping.js';
import type { DocOf, FieldMap } from './schema.js';
import {
  MAX_IN_VALUES,
  cursorAfter,
  type FilterOp,
  type Listener,
  type Page,
  type Query,
  type Unsubscribe,
} from './store.js';

/**
 * What the two Firestore adapters (web SDK in web/src/lib/data, Admin SDK in functions/src/data)
 * share: the port's query as Firestore takes it, pages, error codes and listener plumbing. It has
 * no SDK in it, so it is tested in tier 1 and the SDK code left in each adapter is translation.
 */

export type SortDirection = 'asc' | 'desc';

/** A port query checked and encoded for one SDK: each adapter turns it into its own calls. */
export interface QueryPlan {
  readonly filters: readonly { readonly field: string; readonly op: FilterOp; readonly value: unknown }[];
  readonly orders: readonly { readonly field: string; readonly direction: SortDirection }[];
  /**
   * The document-id order the adapter appends after `orders`: Firestore's implicit tie-break,
   * made explicit so that a cursor can end with the id.
   */
  readonly idDirection: SortDirection;
  /** startAfter: the encoded order-by values, then the document id. */
  readonly startAfter: readonly unknown[] | null;
  readonly limit: number | null;
}

const RANGE_OPS: ReadonlySet<FilterOp> = new Set(['<', '<=', '>', '>=', '!=']);

function invalid(message: string): DataError {
  return new DataError('invalid-argument', message);
}

/**
 * Checks a query against the port's rules (known fields, 1 to 30 `in` values, a range or `!=`
 * filter on the first order-by field, a positive whole limit) and encodes its values with the
 * field specs, so Dates become the SDK's Timestamps. `paged: false` (count) drops limit and cursor.
 */
export function planQuery<M extends FieldMap>(
  spec: CollectionSpec<M>,
  path: string,
  query: Query<DocOf<M>>,
  codec: FirestoreCodec,
  options: { paged: boolean },
): QueryPlan {
  const fieldSpec = (name: string) => {
    const found = spec.fields[name];
    if (!found) throw invalid(`"${name}" is not a field of ${path}`);
    return found;
  };
  const orders = (query.orderBy ?? []).map(({ field, direction }) => {
    fieldSpec(field);
    return { field, direction };
  });
  const filters = (query.where ?? []).map(({ field, op, value }) => {
    const valueSpec = fieldSpec(field);
    if (RANGE_OPS.has(op) && orders[0]?.field !== field) {
      throw invalid(`A range or != filter on "${field}" needs "${field}" as the first order-by field`);
    }
    if (op === 'in') {
      if (!Array.isArray(value) || value.length === 0 || value.length > MAX_IN_VALUES) {
        throw invalid(`An 'in' filter on "${field}" takes 1 to ${MAX_IN_VALUES} values`);
      }
      return { field, op, value: value.map((item) => encodeFieldValue(valueSpec, item, field, codec)) };
    }
    const itemSpec = op === 'array-contains' && valueSpec.kind === 'list' ? valueSpec.of : valueSpec;
    return { field, op, value: encodeFieldValue(itemSpec, value, field, codec) };
  });
  const limit = options.paged ? (query.limit ?? null) : null;
  if (limit !== null && (!Number.isInteger(limit) || limit <= 0)) {
    throw invalid(`A query limit must be a positive whole number, not ${limit}`);
  }
  const cursor = options.paged ? query.startAfter : null;
  if (cursor && cursor.values.length !== orders.length) {
    throw invalid(
      `A cursor needs one value per order-by field (${orders.length}), got ${cursor.values.length}`,
    );
  }
  return {
    filters,
    orders,
    idDirection: orders.at(-1)?.direction ?? 'asc',
    startAfter: cursor
      ? [
          ...orders.map(({ field }, index) =>
            encodeFieldValue(fieldSpec(field), cursor.values[index], field, codec),
          ),
          cursor.id,
        ]
      : null,
    limit,
  };
}

/** A page of results; `next` is set only when the page is full (there may be more). */
export function pageOf<T>(items: Stored<T>[], query: Query<T>): Page<T> {
  const last = items.at(-1);
  const full = query.limit !== undefined && items.length === query.limit;
  return { items, next: full && last ? cursorAfter(last, query.orderBy) : null };
}

/** Firestore's error codes as the web SDK names them and as gRPC numbers them (Admin SDK). */
const FIRESTORE_CODES: Readonly<Record<string, DataErrorCode>> = {
  'permission-denied': 'permission-denied',
  'not-found': 'not-found',
  'already-exists': 'already-exists',
  'invalid-argument': 'invalid-argument',
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  3: 'invalid-argument',
  4: 'unavailable',
  5: 'not-found',
  6: 'already-exists',
  7: 'permission-denied',
  14: 'unavailable',
};

/** Any error an SDK raised, as the port's DataError; DataErrors (malformed, invalid write) pass as they are. */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : String(error);
  return new DataError(FIRESTORE_CODES[code] ?? 'unknown', message);
}

/** Runs one SDK call, rejecting with a DataError whatever it threw. */
export async function withDataErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toDataError(error);
  }
}

/**
 * A snapshot listener with the port's semantics: every snapshot is decoded by `read`; the first
 * failure (the SDK's, an invalid query or a malformed document) reaches `listener.error` once,
 * as a DataError, and ends the subscription.
 */
export function listen<S, R>(
  start: (onNext: (snapshot: S) => void, onError: (error: unknown) => void) => Unsubscribe,
  read: (snapshot: S) => R,
  listener: Listener<R>,
): Unsubscribe {
  let active = true;
  let stop: Unsubscribe | undefined;
  const fail = (error: unknown) => {
    if (!active) return;
    active = false;
    stop?.();
    listener.error(toDataError(error));
  };
  const onNext = (snapshot: S) => {
    if (!active) return;
    let value: R;
    try {
      value = read(snapshot);
    } catch (error) {
      fail(error);
      return;
    }
    listener.next(value);
  };
  try {
    stop = start(onNext, fail);
    if (!active) stop();
  } catch (error) {
    // Like a refused query: reported asynchronously, never thrown at the caller.
    queueMicrotask(() => fail(error));
  }
  return () => {
    active = false;
    stop?.();
  };
}
