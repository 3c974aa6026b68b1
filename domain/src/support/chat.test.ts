import { describe, expect, it } from 'vitest';
import { MemoryDatabase } from '../data/memory-store.js';
import { supportRepository } from '../data/repositories/support-repository.js';
import { SUPPORT_REPLIES } from '../data/collections.js';
import { adminViewOf, ownBooks } from '../data/subject.js';
import type { Listener } from '../data/store.js';
import {
  SUPPORT_CHAT_MESSAGES as M,
  SUPPORT_IMAGE_MAX_BYTES,
  checkSupportMessage,
  mergeConversation,
  supportImagePath,
  threadPreview,
  type ChatLine,
} from './chat.js';

describe('checkSupportMessage', () => {
  it.each([
    [{ text: '  ', image: null }, M.empty],
    [{ text: 'x'.repeat(2001), image: null }, M.tooLong],
    [{ text: '', image: { type: 'application/pdf', size: 10 } }, M.imageOnly],
    [{ text: '', image: { type: 'image/png', size: SUPPORT_IMAGE_MAX_BYTES + 1 } }, M.imageTooLarge],
    [{ text: '', image: { type: 'image/png', size: 0 } }, M.imageTooLarge],
  ])('refuses %j', (input, message) => {
    expect(checkSupportMessage(input)).toBe(message);
  });

  it('accepts text, an image, or both', () => {
    expect(checkSupportMessage({ text: 'Hi', image: null })).toBeNull();
    expect(checkSupportMessage({ text: '', image: { type: 'IMAGE/JPEG', size: 1000 } })).toBeNull();
  });
});

describe('conversation', () => {
  it('merges messages and replies in time order', () => {
    const lines = mergeConversation(
      [
        { id: 'a', text: 'My gross is wrong', createdAt: new Date(1_000) },
        { id: 'b', text: '', imagePath: 'users/u/support/p.jpg', createdAt: new Date(3_000) },
      ],
      [{ id: 'r', text: 'Looking now', staffName: 'Sam', createdAt: new Date(2_000) }],
    );
    expect(lines.map((l) => [l.from, l.text, l.imagePath])).toEqual([
      ['customer', 'My gross is wrong', null],
      ['staff', 'Looking now', null],
      ['customer', '', 'users/u/support/p.jpg'],
    ]);
  });

  it('makes safe image paths and short previews', () => {
    expect(supportImagePath('u1', 'My Photo (1).JPG', new Date(5))).toBe(
      'users/u1/support/5-My-Photo-1-.JPG',
    );
    expect(threadPreview('first line\nsecond', false)).toBe('first line');
    expect(threadPreview('', true)).toBe('[Attached image]');
    expect(threadPreview('x'.repeat(300), false)).toHaveLength(200);
  });

  it('sends and watches one conversation through the repository; a viewing admin cannot send', async () => {
    let tick = 0;
    const db = new MemoryDatabase({ now: () => new Date((tick += 1_000)) });
    const repo = supportRepository(db.storeFor({ uid: 'dana', admin: false }), ownBooks('dana'));
    await repo.send({ text: '  Hello there  ' });
    db.seed(SUPPORT_REPLIES, 'dana', 'r1', {
      text: 'Hi Dana',
      staffName: 'Sam',
      createdAt: new Date(50_000),
    });
    const lines = await new Promise<ChatLine[]>((resolve, reject) => {
      const listener: Listener<ChatLine[]> = {
        next: (value) => {
          if (value.length === 2) {
            resolve(value);
            queueMicrotask(stop);
          }
        },
        error: reject,
      };
      const stop = repo.watchConversation(listener);
    });
    expect(lines.map((l) => [l.from, l.text])).toEqual([
      ['customer', 'Hello there'],
      ['staff', 'Hi Dana'],
    ]);
    const admin = supportRepository(db.storeFor({ uid: 'staff', admin: true }), adminViewOf('dana'));
    await expect(admin.send({ text: 'x' })).rejects.toMatchObject({ code: 'read-only' });
  });
});
