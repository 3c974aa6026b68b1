import { collectionPath, UPLOADS } from '../data/collections.js';

/**
 * Where an upload's file lives in Cloud Storage: users/{uid}/uploads/{uploadId}.{ext}, flat (the
 * storage rules allow no sub-folders). The upload document users/{uid}/uploads/{uploadId} holds
 * the person's file name; the object's name only keeps the extension for a download.
 */
export function uploadStoragePath(uid: string, uploadId: string, fileName: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase();
  return `${collectionPath(UPLOADS, uid)}/${uploadId}${extension ? `.${extension}` : ''}`;
}

const UPLOAD_OBJECT = /^users\/([A-Za-z0-9_-]{1,128})\/uploads\/([A-Za-z0-9]{1,128})(?:\.[a-z0-9]{1,5})?$/;

/** The owner and upload id of a Storage object, or null for any other object (receipts, …). */
export function parseUploadStoragePath(path: string): { uid: string; uploadId: string } | null {
  const match = UPLOAD_OBJECT.exec(path);
  return match?.[1] && match[2] ? { uid: match[1], uploadId: match[2] } : null;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id like Firestore's, letters and digits only so the object name parses back. */
export function newUploadId(random: (n: number) => Uint8Array = randomBytes): string {
  return [...random(20)].map((b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

function randomBytes(n: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(n));
}
