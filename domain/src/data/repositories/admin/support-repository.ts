import { SUPPORT_THREADS, type Stored, type SupportThreadDoc } from '../../collections.js';
import type { DataStore, Listener, Unsubscribe } from '../../store.js';

export type SupportThread = Stored<SupportThreadDoc>;

/** Support Management's Live Chat list: the newest conversations first (staff only). */
export function adminSupportRepository(store: DataStore) {
  const threads = store.collection(SUPPORT_THREADS, '');
  return {
    watchThreads(listener: Listener<SupportThread[]>): Unsubscribe {
      return threads.watch(
        { orderBy: [{ field: 'lastMessageAt', direction: 'desc' }], limit: 100 },
        listener,
      );
    },
  };
}
