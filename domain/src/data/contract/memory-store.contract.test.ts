import { MemoryDatabase } from '../memory-store.js';
import { describeStoreContract, type StoreContractEnv } from './repository-contract.js';

// Tier 1: the in-memory store, as component and handler tests use it, held to the contract the
// Firestore adapters meet against the emulator (tests/emulators, tier 2).
function memoryEnv(
  db: MemoryDatabase,
  store: (caller: Parameters<MemoryDatabase['storeFor']>[0]) => ReturnType<MemoryDatabase['storeFor']>,
): StoreContractEnv {
  return {
    storeFor: store,
    seed: async (spec, uid, id, doc) => db.seed(spec, uid, id, doc),
    seedRaw: async (spec, uid, id, data) => db.seedRaw(spec, uid, id, data),
    clear: async () => db.clear(),
  };
}

describeStoreContract(
  'memory store',
  () => {
    const db = new MemoryDatabase();
    return memoryEnv(db, (caller) => db.storeFor(caller));
  },
  { enforcesAccess: true },
);

// Its privileged face, which function handler tests use in place of the Admin SDK.
describeStoreContract(
  'memory store, privileged',
  () => {
    const db = new MemoryDatabase();
    return memoryEnv(db, () => db.privileged());
  },
  { enforcesAccess: false },
);
