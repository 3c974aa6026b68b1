import type { SettlementExtraction } from './extract.js';

/** Below this, a field is left for the person to fill in rather than trusted. */
export const MIN_CONFIDENCE = 0.5;

/**
 * What an upload's settlement document starts as: processed when date, payer, gross and net
 * were all read with enough confidence, otherwise error (the person completes it by hand).
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
  const complete =
    date !== null && brokerName !== null && grossCents !== null && netCents !== null && grossCents >= 0;
  return {
    parsedStatus: complete ? ('processed' as const) : ('error' as const),
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
  };
}
