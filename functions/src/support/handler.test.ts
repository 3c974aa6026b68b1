import { describe, expect, it } from 'vitest';
import { SUPPORT_REPLIES, SUPPORT_REPLY_MESSAGES, SUPPORT_THREADS, USERS } from '@haulbooks/domain';
import { MemoryDatabase, createUserProfile } from '@haulbooks/domain/testing';
import { handleReplyToSupport, handleSupportMessage } from './handler.js';

const NOW = new Date('2026-11-23T15:00:00Z');

function setup() {
  const db = new MemoryDatabase({ now: () => NOW });
  db.seed(USERS, 'dana', 'dana', createUserProfile({ name: 'Dana Driver', email: 'dana@example.com' }));
  return { db, store: db.privileged() };
}

const admin = { uid: 'staff', token: { admin: true, name: 'Sam Support' } };

describe('support chat functions', () => {
  it("puts a customer's message at the top of Live Chat, awaiting a reply, and the reply answers it", async () => {
    const { store } = setup();
    await handleSupportMessage(store, 'dana', { text: 'My gross is wrong\nsee photo', createdAt: NOW });
    expect(await store.collection(SUPPORT_THREADS, '').get('dana')).toMatchObject({
      customerName: 'Dana Driver',
      customerEmail: 'dana@example.com',
      lastText: 'My gross is wrong',
      awaitingReply: true,
    });
    const { replyId } = await handleReplyToSupport(
      admin,
      { uid: 'dana', text: ' We fixed it. ' },
      store,
      NOW,
    );
    expect(await store.collection(SUPPORT_REPLIES, 'dana').get(replyId)).toMatchObject({
      text: 'We fixed it.',
      staffName: 'Sam Support',
    });
    expect(await store.collection(SUPPORT_THREADS, '').get('dana')).toMatchObject({
      awaitingReply: false,
      lastText: 'We fixed it.',
    });
  });

  it.each([
    [undefined, { uid: 'dana', text: 'x' }, 'unauthenticated', SUPPORT_REPLY_MESSAGES.signedOut],
    [
      { uid: 'dana', token: {} },
      { uid: 'dana', text: 'x' },
      'permission-denied',
      SUPPORT_REPLY_MESSAGES.notAdmin,
    ],
    [admin, 'hello', 'invalid-argument', SUPPORT_REPLY_MESSAGES.chooseCustomer],
    [admin, { uid: 7, text: 'x' }, 'invalid-argument', SUPPORT_REPLY_MESSAGES.chooseCustomer],
    [admin, { uid: '../x', text: 'x' }, 'invalid-argument', SUPPORT_REPLY_MESSAGES.chooseCustomer],
    [admin, { uid: 'dana', text: '   ' }, 'invalid-argument', SUPPORT_REPLY_MESSAGES.empty],
    [admin, { uid: 'dana', text: 42 }, 'invalid-argument', SUPPORT_REPLY_MESSAGES.empty],
    [admin, { uid: 'dana', text: 'x'.repeat(2001) }, 'invalid-argument', SUPPORT_REPLY_MESSAGES.tooLong],
    [admin, { uid: 'ghost', text: 'x' }, 'not-found', SUPPORT_REPLY_MESSAGES.noSuchCustomer],
  ])('refuses a bad reply (%#) with its reason and writes nothing', async (auth, data, code, message) => {
    const { store } = setup();
    await expect(handleReplyToSupport(auth, data, store, NOW)).rejects.toMatchObject({ code, message });
    expect((await store.collection(SUPPORT_REPLIES, 'dana').list({})).items).toEqual([]);
  });
});
