import type { ChatLine } from '../../../support/chat.js';
import { SUPPORT_THREADS, type Stored, type SupportThreadDoc } from '../../collections.js';
import type { DataStore, Listener, Unsubscribe } from '../../store.js';
import { adminViewOf } from '../../subject.js';
import { supportRepository } from '../support-repository.js';

export type SupportThread = Stored<SupportThreadDoc>;

/** Support Management: the conversations, newest first, and one customer's chat (staff only). */
export function adminSupportRepository(store: DataStore) {
  const threads = store.collection(SUPPORT_THREADS, '');
  return {
    watchThreads(listener: Listener<SupportThread[]>): Unsubscribe {
      return threads.watch(
        { orderBy: [{ field: 'lastMessageAt', direction: 'desc' }], limit: 100 },
        listener,
      );
    },
    /** One customer's conversation, read as staff (their books stay read-only to us). */
    watchConversation(uid: string, listener: Listener<ChatLine[]>): Unsubscribe {
      return supportRepository(store, adminViewOf(uid)).watchConversation(listener);
    },
  };
}
