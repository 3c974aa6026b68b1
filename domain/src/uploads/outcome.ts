import type { UploadDoc } from '../data/collections.js';
import { SETTLEMENT_MESSAGES, settlementsProcessed } from '../messages/ledger.js';

export type UploadStatus = UploadDoc['status'];

/** Processing is over for these: the screen stops waiting. */
export function isSettled(status: UploadStatus): boolean {
  return status === 'processed' || status === 'needs_review' || status === 'error';
}

/**
 * A file counts as processed when its settlement was booked: read in full, or booked with some
 * fields to check (needs_review). A refusal, a failure or a duplicate does not.
 */
export function isSuccess(status: UploadStatus): boolean {
  return status === 'processed' || status === 'needs_review';
}

/**
 * The spec's toast once every file of a batch has settled: "All N settlements processed
 * successfully!", "N out of M settlements processed successfully", or, when none succeeded,
 * "Failed to process settlements. Please try again."
 */
export function batchOutcome(statuses: readonly UploadStatus[]): {
  kind: 'success' | 'warning' | 'error';
  message: string;
} {
  const succeeded = statuses.filter(isSuccess).length;
  if (statuses.length === 0 || succeeded === 0)
    return { kind: 'error', message: SETTLEMENT_MESSAGES.processFailed };
  return {
    kind: succeeded === statuses.length ? 'success' : 'warning',
    message: settlementsProcessed(succeeded, statuses.length),
  };
}
