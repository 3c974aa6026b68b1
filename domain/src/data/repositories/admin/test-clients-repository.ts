import { TEST_CLIENTS, type Stored, type TestClientDoc } from '../../collections.js';
import type { DataStore, Listener, Unsubscribe } from '../../store.js';

export type TestClient = Stored<TestClientDoc>;

/** Test Client Management's records, newest first (staff only). */
export function adminTestClientsRepository(store: DataStore) {
  const clients = store.collection(TEST_CLIENTS, '');
  return {
    watchAll(listener: Listener<TestClient[]>): Unsubscribe {
      return clients.watch({ orderBy: [{ field: 'createdAt', direction: 'desc' }], limit: 500 }, listener);
    },
  };
}
