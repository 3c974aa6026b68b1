import { onDocumentWritten, type Change, type DocumentSnapshot } from 'firebase-functions/firestore';
import {
  decodeDocument,
  EXPENSES,
  SETTLEMENTS,
  type CollectionSpec,
  type DocOf,
  type FieldMap,
} from '@haulbooks/domain';
import { firestore } from '../admin.js';
import { REGION } from '../config.js';
import { adminCodec } from '../data/admin-store.js';
import { LEDGER_DOCUMENTS, handleLedgerWrite } from './handler.js';
import { adminAggregatePorts } from './ports.js';

/** A snapshot's document, decoded with the stored schema (a malformed one fails the event by name). */
function decoded<M extends FieldMap>(
  spec: CollectionSpec<M>,
  snapshot: DocumentSnapshot | undefined,
): DocOf<M> | null {
  if (!snapshot?.exists) return null;
  return decodeDocument(spec.fields, snapshot.data(), snapshot.ref.path, adminCodec);
}

function sides<M extends FieldMap>(spec: CollectionSpec<M>, change: Change<DocumentSnapshot> | undefined) {
  return { before: decoded(spec, change?.before), after: decoded(spec, change?.after) };
}

/** Recomputes the touched days and months of a settlement's write, and records its activity. */
export const aggregateSettlements = onDocumentWritten(
  { document: LEDGER_DOCUMENTS.settlement, region: REGION },
  (event) =>
    handleLedgerWrite(
      { uid: event.params.uid, id: event.params.id, type: 'settlement', ...sides(SETTLEMENTS, event.data) },
      adminAggregatePorts(firestore()),
    ),
);

/** Recomputes the touched days and months of an expense's write, and records its activity. */
export const aggregateExpenses = onDocumentWritten(
  { document: LEDGER_DOCUMENTS.expense, region: REGION },
  (event) =>
    handleLedgerWrite(
      { uid: event.params.uid, id: event.params.id, type: 'expense', ...sides(EXPENSES, event.data) },
      adminAggregatePorts(firestore()),
    ),
);
