/**
 * The DataStore port over the Firestore web SDK: the only web code that tier 1 cannot run (the
 * contract suite runs it against the emulator in tier 2). Everything else — the mapping, query
 * checks, pages, error codes, listener rules — is shared domain code; this file only translates.
 */
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  updateDoc,
  where,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreDataConverter,
  type QueryConstraint,
  type QuerySnapshot,
} from 'firebase/firestore';
import {
  DataError,
  collectionPath,
  decodeDocument,
  encodeDocument,
  encodePatch,
  listen,
  pageOf,
  planQuery,
  toDataError,
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

export const webCodec: FirestoreCodec = {
  isTimestamp: (value) => value instanceof Timestamp,
  toDate: (value) => (value as Timestamp).toDate(),
  fromDate: (date) => Timestamp.fromDate(date),
  serverTimestamp: () => serverTimestamp(),
  deleteField: () => deleteField(),
};

/**
 * Reads decode through the shared mapping; a pending server timestamp (our own write, not yet
 * acknowledged) reads as the local estimate instead of failing the schema as null.
 */
function converter<M extends FieldMap>(spec: CollectionSpec<M>): FirestoreDataConverter<Stored<DocOf<M>>> {
  return {
    fromFirestore: (snapshot) => ({
      ...decodeDocument(
        spec.fields,
        snapshot.data({ serverTimestamps: 'estimate' }),
        snapshot.ref.path,
        webCodec,
      ),
      id: snapshot.id,
    }),
    // Writes take the port's WriteOf (no server-time fields), a different type from what reads
    // return, so they are encoded by encodeDocument/encodePatch and never pass through here.
    toFirestore: () => {
      throw new Error('Write through the DataStore port: it encodes with encodeDocument');
    },
  };
}

function firestoreCollection<M extends FieldMap>(
  db: Firestore,
  spec: CollectionSpec<M>,
  uid: string,
): CollectionStore<DocOf<M>, WriteOf<M>> {
  const path = collectionPath(spec, uid);
  const read = converter(spec);
  const ref = collection(db, path);
  const docRef = (id: string) => doc(db, path, id);

  const build = (request: Query<DocOf<M>>, paged: boolean) => {
    const plan = planQuery(spec, path, request, webCodec, { paged });
    const constraints: QueryConstraint[] = [
      ...plan.filters.map((filter) => where(filter.field, filter.op, filter.value)),
      ...plan.orders.map((order) => orderBy(order.field, order.direction)),
      orderBy(documentId(), plan.idDirection),
    ];
    if (plan.startAfter) constraints.push(startAfter(...plan.startAfter));
    if (plan.limit !== null) constraints.push(limit(plan.limit));
    return query(ref.withConverter(read), ...constraints);
  };

  return {
    path,
    get: (id) => withDataErrors(async () => (await getDoc(docRef(id).withConverter(read))).data() ?? null),
    list: (request) =>
      withDataErrors(async () =>
        pageOf(
          (await getDocs(build(request, true))).docs.map((d) => d.data()),
          request,
        ),
      ),
    count: (request) =>
      withDataErrors(async () => (await getCountFromServer(build(request, false))).data().count),
    watch: (request, listener) =>
      listen(
        (next, error) => onSnapshot(build(request, true), next, error),
        (snapshot: QuerySnapshot<Stored<DocOf<M>>>) => snapshot.docs.map((d) => d.data()),
        listener,
      ),
    watchDoc: (id, listener) =>
      listen(
        (next, error) => onSnapshot(docRef(id).withConverter(read), next, error),
        (snapshot: DocumentSnapshot<Stored<DocOf<M>>>) => snapshot.data() ?? null,
        listener,
      ),
    // The id is drawn first (as addDoc does) so that a refused write names its document.
    add: (data) =>
      withDataErrors(async () => {
        const created = doc(ref);
        await setDoc(created, encodeDocument(spec.fields, data, created.path, webCodec));
        return created.id;
      }),
    set: (id, data) =>
      withDataErrors(() => setDoc(docRef(id), encodeDocument(spec.fields, data, docRef(id).path, webCodec))),
    update: (id, patch) =>
      withDataErrors(async () => {
        const target = docRef(id);
        try {
          await updateDoc(target, encodePatch(spec.fields, patch, target.path, webCodec));
        } catch (error) {
          // Rules may refuse an update of a missing document (resource is null) before Firestore
          // reports it missing; the port promises not-found. A caller who may not read the
          // document still gets permission-denied, from getDoc.
          if (toDataError(error).code !== 'permission-denied' || (await getDoc(target)).exists()) throw error;
          throw new DataError('not-found', `No document to update: ${target.path}`);
        }
      }),
    remove: (id) => withDataErrors(() => deleteDoc(docRef(id))),
  };
}

export function createFirestoreStore(db: Firestore): DataStore {
  return { collection: (spec, uid) => firestoreCollection(db, spec, uid) };
}
