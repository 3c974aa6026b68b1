import { object, string } from 'yup';
import { SUPPORT_TEXT_MAX } from '../data/collections.js';

/** The floating support chat's texts (customer-app.md §2, Floating support chat). */
export const SUPPORT_CHAT_MESSAGES = {
  open: 'Open support chat',
  close: 'Close support chat',
  title: 'Support Chat',
  subtitle: 'We typically reply within minutes',
  greeting: 'Hello! How can I help you today?',
  placeholder: 'Type your message…',
  send: 'Send',
  attach: 'Attach an image',
  removeImage: 'Remove image',
  empty: 'Write a message or attach an image',
  tooLong: `Keep a message to ${SUPPORT_TEXT_MAX.toLocaleString('en-US')} characters`,
  imageOnly: 'Attach an image file (JPG, PNG, HEIC…)',
  imageTooLarge: 'Images must be 5 MB or smaller',
  sendFailed: 'Your message could not be sent. Please try again.',
  /** The spec's words when the attached image could not be uploaded. */
  uploadFailed: 'Failed to upload file',
  readOnly: 'Support chat is for the account holder; you are viewing this account as an administrator.',
  you: 'You',
  support: 'Support',
  image: 'Attached image',
} as const;

/** Support photos (users/{uid}/support/…): images only, at most 5 MB (storage.rules says the same). */
export const SUPPORT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SUPPORT_IMAGE_TYPE_PATTERN = 'image/.*';

/** What the customer is about to send, checked before anything is uploaded or written. */
export function checkSupportMessage(input: {
  text: string;
  image: { type: string; size: number } | null;
}): string | null {
  const text = input.text.trim();
  if (!text && !input.image) return SUPPORT_CHAT_MESSAGES.empty;
  if (text.length > SUPPORT_TEXT_MAX) return SUPPORT_CHAT_MESSAGES.tooLong;
  if (input.image) {
    if (!new RegExp(`^${SUPPORT_IMAGE_TYPE_PATTERN}$`).test(input.image.type.toLowerCase()))
      return SUPPORT_CHAT_MESSAGES.imageOnly;
    if (input.image.size > SUPPORT_IMAGE_MAX_BYTES || input.image.size === 0)
      return SUPPORT_CHAT_MESSAGES.imageTooLarge;
  }
  return null;
}

/** One line of the conversation, oldest first. */
export interface ChatLine {
  id: string;
  from: 'customer' | 'staff';
  text: string;
  imagePath: string | null;
  staffName: string | null;
  at: Date;
}

/** The customer's messages and staff replies as one conversation, in time order. */
export function mergeConversation(
  messages: readonly { id: string; text: string; imagePath?: string; createdAt: Date }[],
  replies: readonly { id: string; text: string; staffName: string; createdAt: Date }[],
): ChatLine[] {
  return [
    ...messages.map((m) => ({
      id: `m-${m.id}`,
      from: 'customer' as const,
      text: m.text,
      imagePath: m.imagePath ?? null,
      staffName: null,
      at: m.createdAt,
    })),
    ...replies.map((r) => ({
      id: `r-${r.id}`,
      from: 'staff' as const,
      text: r.text,
      imagePath: null,
      staffName: r.staffName,
      at: r.createdAt,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
}

/** A file name safe for the support path: the original's letters, a time stamp for uniqueness. */
export function supportImagePath(uid: string, fileName: string, now: Date): string {
  const safe = fileName.replace(/[^A-Za-z0-9._-]+/g, '-').slice(-80) || 'image';
  return `users/${uid}/support/${now.getTime()}-${safe}`;
}

export const SUPPORT_REPLY_MESSAGES = {
  signedOut: 'Sign in as an administrator.',
  notAdmin: 'Only support staff can reply in a customer chat.',
  chooseCustomer: 'Choose the conversation to reply in',
  empty: 'Write a reply',
  tooLong: `Keep a reply to ${SUPPORT_TEXT_MAX.toLocaleString('en-US')} characters`,
  noSuchCustomer: 'There is no such customer',
} as const;

/** replyToSupport({ uid, text }). */
export const replyToSupportSchema = object({
  uid: string()
    .required(SUPPORT_REPLY_MESSAGES.chooseCustomer)
    .matches(/^[A-Za-z0-9_-]{1,128}$/, SUPPORT_REPLY_MESSAGES.chooseCustomer),
  text: string()
    .trim()
    .required(SUPPORT_REPLY_MESSAGES.empty)
    .max(SUPPORT_TEXT_MAX, SUPPORT_REPLY_MESSAGES.tooLong),
});

/** The Live Chat row's preview: the message's first line, or the image note. */
export function threadPreview(text: string, hasImage: boolean): string {
  const line = text.trim().split('\n')[0] ?? '';
  if (!line) return hasImage ? `[${SUPPORT_CHAT_MESSAGES.image}]` : '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
