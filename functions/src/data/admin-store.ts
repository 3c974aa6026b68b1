/**
 * The DataStore port over the Admin SDK, for functions. Privileged like the SDK itself: no rules
 * apply, so functions write the server-owned collections (aggregates, payments, profiles) here.
 * The mapping, query checks, pages and error codes are the domain code the web adapter shares.
 */
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreDataConverter,
  type Query as AdminQuery,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import {
  collectionPath,
  decodeDocument,
  encodeDocument,
  encodePatch,
  listen,
  pageOf,
  planQuery,
  withDataErrors,
  type CollectionSpec,
  type CollectionStore,
  type DataStore,
  type DocOf,
  type FieldMap,
  type FirestoreCodec,
  type Query,
  type Stored,
  type WriteOf,
} from '@haulbooks/domain';

export const adminCodec: FirestoreCodec = {
  isTimestamp: (value) => value instanceof Timestamp,
  toDate: (value) => (value as Timestamp).toDate(),
  fromDate: (date) => Timestamp.fromDate(date),
  serverTimestamp: () => FieldValue.serverTimestamp(),
  deleteField: () => FieldValue.delete(),
};

/** Decodes a collection's documents; also what transactions read through (`ref.withConverter`). */
export function adminConverter<M extends FieldMap>(
  spec: CollectionSpec<M>,
): FirestoreDataConverter<Stored<DocOf<M>>> {
  return {
    fromFirestore: (snapshot) => ({
      ...decodeDocument(spec.fields, snapshot.data(), snapshot.ref.path, adminCodec),
      id: snapshot.id,
    }),
    // Writes take WriteOf (no server-time fields), not the type reads return: they are encoded
    // with encodeDocument / encodePatch (see encodeForCreate) and never pass through here.
    toFirestore: () => {
      throw new Error('Write through the DataStore port or encodeForCreate: they encode with encodeDocument');
    },
  };
}

/** A collection's document reference, for transactions. */
export function adminDocument(
  db: Firestore,
  spec: CollectionSpec,
  uid: string,
  id: string,
): DocumentReference {
  return db.collection(collectionPath(spec, uid)).doc(id);
}

/** The stored form of a new document (server-time fields as sentinels), for `transaction.create`. */
export function encodeForCreate<M extends FieldMap>(
  spec: CollectionSpec<M>,
  ref: DocumentReference,
  data: WriteOf<M>,
): Record<string, unknown> {
  return encodeDocument(spec.fields, data, ref.path, adminCodec);
}

function adminCollection<M extends FieldMap>(
  db: Firestore,
  spec: CollectionSpec<M>,
  uid: string,
): CollectionStore<DocOf<M>, WriteOf<M>> {
  const path = collectionPath(spec, uid);
  const read = adminConverter(spec);
  const ref = db.collection(path);

  const build = (request: Query<DocOf<M>>, paged: boolean) => {
    const plan = planQuery(spec, path, request, adminCodec, { paged });
    let built: AdminQuery<Stored<DocOf<M>>> = ref.withConverter(read);
    for (const filter of plan.filters) built = built.where(filter.field, filter.op, filter.value);
    for (const order of plan.orders) built = built.orderBy(order.field, order.direction);
    built = built.orderBy(FieldPath.documentId(), plan.idDirection);
    if (plan.startAfter) built = built.startAfter(...plan.startAfter);
    return plan.limit === null ? built : built.limit(plan.limit);
  };

  return {
    path,
    get: (id) => withDataErrors(async () => (await ref.doc(id).withConverter(read).get()).data() ?? null),
    list: (request) =>
      withDataErrors(async () =>
        pageOf(
          (await build(request, true).get()).docs.map((d) => d.data()),
          request,
        ),
      ),
    count: (request) => withDataErrors(async () => (await build(request, false).count().get()).data().count),
    watch: (request, listener) =>
      listen(
        (next, error) => build(request, true).onSnapshot(next, error),
        (snapshot: QuerySnapshot<Stored<DocOf<M>>>) => snapshot.docs.map((d) => d.data()),
        listener,
      ),
    watchDoc: (id, listener) =>
      listen(
        (next, error) => ref.doc(id).withConverter(read).onSnapshot(next, error),
        (snapshot: DocumentSnapshot<Stored<DocOf<M>>>) => snapshot.data() ?? null,
        listener,
      ),
    // The id is drawn first (as add() does) so that a refused write names its document.
    add: (data) =>
      withDataErrors(async () => {
        const created = ref.doc();
        await created.set(encodeForCreate(spec, created, data));
        return created.id;
      }),
    set: (id, data) =>
      withDataErrors(async () => void (await ref.doc(id).set(encodeForCreate(spec, ref.doc(id), data)))),
    update: (id, patch) =>
      withDataErrors(
        async () =>
          void (await ref.doc(id).update(encodePatch(spec.fields, patch, ref.doc(id).path, adminCodec))),
      ),
    remove: (id) => withDataErrors(async () => void (await ref.doc(id).delete())),
  };
}

/** The port over the Admin SDK: privileged, no access checks (functions bypass the rules). */
export function createAdminStore(db: Firestore): DataStore {
  return { collection: (spec, uid) => adminCollection(db, spec, uid) };
}
