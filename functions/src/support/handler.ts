import { HttpsError } from 'firebase-functions/https';
import {
  SUPPORT_REPLIES,
  SUPPORT_REPLY_MESSAGES,
  SUPPORT_THREADS,
  USERS,
  replyToSupportSchema,
  threadPreview,
  validateInOrder,
  type CallableResult,
  type DataStore,
  type SupportMessageDoc,
} from '@haulbooks/domain';

/** A customer wrote in the support chat: their Live Chat row moves to the top, awaiting a reply. */
export async function handleSupportMessage(
  store: DataStore,
  uid: string,
  message: SupportMessageDoc | null,
): Promise<void> {
  if (!message) return;
  const profile = await store.collection(USERS, uid).get(uid);
  await store.collection(SUPPORT_THREADS, '').set(uid, {
    customerName: (profile?.name ?? '').slice(0, 120),
    customerEmail: (profile?.email ?? '').slice(0, 254),
    lastText: threadPreview(message.text, Boolean(message.imagePath)),
    lastMessageAt: message.createdAt,
    awaitingReply: true,
  });
}

export interface CallerAuth {
  uid: string;
  token: Readonly<Record<string, unknown>>;
}

/** replyToSupport({ uid, text }): staff only; the reply joins the customer's chat, the row is answered. */
export async function handleReplyToSupport(
  auth: CallerAuth | undefined,
  data: unknown,
  store: DataStore,
  now: Date,
): Promise<CallableResult<'replyToSupport'>> {
  if (!auth) throw new HttpsError('unauthenticated', SUPPORT_REPLY_MESSAGES.signedOut);
  if (auth.token.admin !== true) throw new HttpsError('permission-denied', SUPPORT_REPLY_MESSAGES.notAdmin);
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new HttpsError('invalid-argument', SUPPORT_REPLY_MESSAGES.chooseCustomer);
  const record = data as Record<string, unknown>;
  if (typeof record.uid !== 'string')
    throw new HttpsError('invalid-argument', SUPPORT_REPLY_MESSAGES.chooseCustomer);
  if (typeof record.text !== 'string') throw new HttpsError('invalid-argument', SUPPORT_REPLY_MESSAGES.empty);
  const checked = validateInOrder(replyToSupportSchema, { uid: record.uid, text: record.text });
  if (!checked.ok) throw new HttpsError('invalid-argument', checked.firstError);
  const { uid, text } = checked.value;
  if (!(await store.collection(USERS, uid).get(uid)))
    throw new HttpsError('not-found', SUPPORT_REPLY_MESSAGES.noSuchCustomer);

  const staffName =
    (typeof auth.token.name === 'string' && auth.token.name.trim()) ||
    (typeof auth.token.email === 'string' && auth.token.email) ||
    'Support';
  const replyId = await store
    .collection(SUPPORT_REPLIES, uid)
    .add({ text, staffName: staffName.slice(0, 120) });
  const threads = store.collection(SUPPORT_THREADS, '');
  if (await threads.get(uid)) {
    await threads.update(uid, {
      awaitingReply: false,
      lastText: threadPreview(text, false),
      lastMessageAt: now,
    });
  }
  return { replyId };
}
