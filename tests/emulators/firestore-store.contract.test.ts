// Tier 2: the web app's Firestore adapter against the real Firestore emulator under the real
// firestore.rules, held to the same contract the in-memory store meets in tier 1
// (domain/src/data/contract). Callers are rules-unit-testing contexts; seeding bypasses the rules.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestContext } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { PLATFORM, documentPath, type DataStore } from '@haulbooks/domain';
import { describeStoreContract, encodeSeed } from '../../domain/src/data/contract/repository-contract';
import { createFirestoreStore, webCodec } from '../../web/src/lib/data/firestore-store';

const rulesPath = fileURLToPath(new URL('../../firestore.rules', import.meta.url));
const [host = PLATFORM.emulatorHost, port = String(PLATFORM.ports.firestore)] = (
  process.env.FIRESTORE_EMULATOR_HOST ?? `${PLATFORM.emulatorHost}:${PLATFORM.ports.firestore}`
).split(':');

describeStoreContract(
  'web Firestore adapter on the emulator',
  async () => {
    const testEnv = await initializeTestEnvironment({
      projectId: PLATFORM.projectId,
      firestore: { rules: readFileSync(rulesPath, 'utf8'), host, port: Number(port) },
    });
    const write = (path: string, data: Record<string, unknown>) =>
      testEnv.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), path), data));
    // The contexts hand out the compat SDK; a reference made from it carries the modular instance
    // the adapter takes. One client per caller, as a signed-in browser has one.
    const stores = new Map<string, DataStore>();
    const storeOf = (key: string, context: () => RulesTestContext) => {
      let store = stores.get(key);
      if (!store) {
        store = createFirestoreStore(doc(context().firestore(), 'contract/client').firestore);
        stores.set(key, store);
      }
      return store;
    };
    return {
      storeFor: (caller) =>
        caller
          ? storeOf(`${caller.uid}:${caller.admin}`, () =>
              testEnv.authenticatedContext(caller.uid, caller.admin ? { admin: true } : {}),
            )
          : storeOf('signed-out', () => testEnv.unauthenticatedContext()),
      async seed(spec, uid, id, value) {
        const { path, data } = encodeSeed(spec, uid, id, value, webCodec);
        await write(path, data);
      },
      seedRaw: (spec, uid, id, data) => write(documentPath(spec, uid, id), data),
      clear: () => testEnv.clearFirestore(),
      dispose: () => testEnv.cleanup(),
    };
  },
  { enforcesAccess: true, eventTimeoutMs: 10_000 },
);
