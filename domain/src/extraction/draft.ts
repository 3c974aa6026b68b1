import { PAYMENT_DOCUMENT_TYPES, type DocumentType } from './classify.js';
import type { SettlementExtraction } from './extract.js';

/** Below this, a field is left for the person to fill in rather than trusted. */
export const MIN_CONFIDENCE = 0.5;

/** Why a draft that was read still needs a person to look at it. */
export type ReviewReason = 'figuresDoNotAddUp' | 'notASettlement' | 'inputTruncated';

/**
 * What an upload's settlement document starts as:
 * - processed when it is a payment document whose date, payer, gross and net were all read with
 *   enough confidence and whose figures do not contradict each other;
 * - pending (the upload says needs_review) when it was read but a person must look: the printed
 *   gross, deductions and net do not add up, it is not a payment document (a fuel receipt, a
 *   rate confirmation) or it was too long to read whole;
 * - error when the essentials could not be read (the person completes it by hand).
 * Fields read with low confidence are left out and listed in `needsReview`.
 */
export function extractionToSettlementDraft(extraction: SettlementExtraction, fileName: string) {
  const take = <T>(f: { value: T | null; confidence: number }): T | null =>
    f.value !== null && f.confidence >= MIN_CONFIDENCE ? f.value : null;
  const date = take(extraction.date);
  const brokerName = take(extraction.broker);
  const grossCents = take(extraction.gross);
  const netCents = take(extraction.net);
  const needsReview = (
    [
      ['date', extraction.date],
      ['brokerName', extraction.broker],
      ['tripNumber', extraction.tripNumber],
      ['grossCents', extraction.gross],
      ['netCents', extraction.net],
      ['miles', extraction.miles],
    ] as const
  )
    .filter(([, f]) => f.value === null || f.confidence < MIN_CONFIDENCE)
    .map(([name]) => name);
  const documentType: DocumentType = extraction.documentType.value ?? 'other';
  const reviewReasons: ReviewReason[] = [];
  if (extraction.reconciliation.status === 'unbalanced') reviewReasons.push('figuresDoNotAddUp');
  if (!PAYMENT_DOCUMENT_TYPES.includes(documentType)) reviewReasons.push('notASettlement');
  if (extraction.truncated) reviewReasons.push('inputTruncated');
  const complete =
    date !== null && brokerName !== null && grossCents !== null && netCents !== null && grossCents >= 0;
  const uploadStatus = !complete ? 'error' : reviewReasons.length > 0 ? 'needs_review' : 'processed';
  return {
    parsedStatus:
      uploadStatus === 'processed'
        ? ('processed' as const)
        : uploadStatus === 'needs_review'
          ? ('pending' as const)
          : ('error' as const),
    fileName,
    date,
    brokerName,
    tripNumber: take(extraction.tripNumber),
    grossCents: grossCents !== null && grossCents >= 0 ? grossCents : null,
    netCents,
    lineItems: {
      linehaulCents: take(extraction.linehaul),
      fuelSurchargeCents: take(extraction.fuelSurcharge),
      advancesCents: take(extraction.advances),
      escrowCents: take(extraction.escrow),
      reimbursementsCents: take(extraction.reimbursements),
      deductions: extraction.deductions
        .filter((d) => d.confidence >= MIN_CONFIDENCE)
        .map((d) => ({ label: d.label.slice(0, 80), amountCents: d.amountCents })),
      miles: take(extraction.miles),
    },
    needsReview,
    /** For the upload record (UPLOAD_STATUSES): processed, needs_review or error. */
    uploadStatus: uploadStatus as 'processed' | 'needs_review' | 'error',
    documentType,
    reviewReasons,
  };
}
