import { DataError } from './errors.js';

/**
 * Whose books a screen shows, and who is looking. Every customer screen and every repository
 * takes a subject instead of "the signed-in user", so an administrator viewing a client (and, with
 * a later issue, an accountant a client granted access) is a change of subject, not a rewrite.
 */
export type SubjectViewer = 'owner' | 'admin' | 'accountant';

export interface Subject {
  /** The uid whose data is shown. */
  readonly uid: string;
  readonly viewer: SubjectViewer;
  /** Write actions are hidden on screens and refused by repositories. */
  readonly readOnly: boolean;
}

export function ownBooks(uid: string): Subject {
  return { uid, viewer: 'owner', readOnly: false };
}

/** An administrator looking at a client's books (admin-area.md: View as client): read-only. */
export function adminViewOf(clientUid: string): Subject {
  return { uid: clientUid, viewer: 'admin', readOnly: true };
}

export const READ_ONLY_MESSAGE = 'This account is open read-only: changes are not saved.';

/** Throws the read-only refusal when the subject may not be changed by its viewer. */
export function assertWritable(subject: Subject): void {
  if (subject.readOnly) throw new DataError('read-only', READ_ONLY_MESSAGE);
}
