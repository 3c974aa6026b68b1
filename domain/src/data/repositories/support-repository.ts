import { mergeConversation, type ChatLine } from '../../support/chat.js';
import {
  SUPPORT_MESSAGES,
  SUPPORT_REPLIES,
  type SupportMessageDoc,
  type SupportReplyDoc,
} from '../collections.js';
import type { DataStore, Listener, Unsubscribe } from '../store.js';
import { assertWritable, type Subject } from '../subject.js';
import type { Stored } from '../collections.js';

/** The newest messages of each side the chat shows. */
export const SUPPORT_CHAT_WINDOW = 100;

/**
 * The subject's support conversation: their messages (users/{uid}/supportMessages) and staff
 * replies (users/{uid}/supportReplies), live, as one time-ordered list.
 */
export function supportRepository(store: DataStore, subject: Subject) {
  const messages = store.collection(SUPPORT_MESSAGES, subject.uid);
  const replies = store.collection(SUPPORT_REPLIES, subject.uid);
  const newest = {
    orderBy: [{ field: 'createdAt' as const, direction: 'desc' as const }],
    limit: SUPPORT_CHAT_WINDOW,
  };

  return {
    watchConversation(listener: Listener<ChatLine[]>): Unsubscribe {
      let mine: Stored<SupportMessageDoc>[] | null = null;
      let theirs: Stored<SupportReplyDoc>[] | null = null;
      let failed = false;
      const emit = () => {
        if (!failed && mine && theirs) listener.next(mergeConversation(mine, theirs));
      };
      const fail = (error: Parameters<Listener<unknown>['error']>[0]) => {
        if (failed) return;
        failed = true;
        listener.error(error);
      };
      const stopMine = messages.watch(newest, {
        next: (items) => {
          mine = items;
          emit();
        },
        error: fail,
      });
      const stopTheirs = replies.watch(newest, {
        next: (items) => {
          theirs = items;
          emit();
        },
        error: fail,
      });
      return () => {
        stopMine();
        stopTheirs();
      };
    },

    async send(input: { text: string; imagePath?: string }): Promise<string> {
      assertWritable(subject);
      return messages.add({
        text: input.text.trim(),
        ...(input.imagePath ? { imagePath: input.imagePath } : {}),
      });
    },
  };
}
export type SupportRepository = ReturnType<typeof supportRepository>;
