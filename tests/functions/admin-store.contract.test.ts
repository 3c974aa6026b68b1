// The functions' Admin SDK adapter held to the repository contract: in tier 1 on the Node
// Firestore server, in tier 2 (npm run test:emulators) on the real emulator. The Admin SDK is
// privileged, so the access cases are not part of its contract (enforcesAccess: false).
import { documentPath } from '@haulbooks/domain';
import {
  describeStoreContract,
  encodeSeed,
  type ServerGap,
} from '../../domain/src/data/contract/repository-contract';
import { adminCodec, createAdminStore } from '../../functions/src/data/admin-store';
import { db } from './emulator-env';

/**
 * What @firestore-emulator/server 0.3.15 (tier 1) gets wrong: it ignores startAfter cursors and
 * orderBy(documentId()), sorts documents without the order-by field last instead of leaving them
 * out, and keeps fields an update deletes. Those cases run in tier 2, on the real emulator.
 */
const NODE_SERVER_GAPS: readonly ServerGap[] = [
  'document-id-order',
  'cursors',
  'missing-order-field',
  'delete-field',
];

describeStoreContract(
  'Admin SDK adapter',
  () => {
    const store = createAdminStore(db);
    return {
      storeFor: () => store,
      async seed(spec, uid, id, value) {
        const { path, data } = encodeSeed(spec, uid, id, value, adminCodec);
        await db.doc(path).set(data);
      },
      async seedRaw(spec, uid, id, data) {
        await db.doc(documentPath(spec, uid, id)).set(data);
      },
      // Every test works under fresh uids, and the Node server cannot list collections to wipe.
      clear: async () => {},
    };
  },
  {
    enforcesAccess: false,
    eventTimeoutMs: 10_000,
    unsupported: process.env.FIRESTORE_NODE_SERVER === '1' ? NODE_SERVER_GAPS : [],
  },
);
