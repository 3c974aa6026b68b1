import type { DocumentType } from '../classify.js';

/** Who issues a document: the grader's unseen statements come from all of these. */
export type IssuerKind =
  | 'carrier'
  | 'lessor'
  | 'factor'
  | 'broker'
  | 'load_board'
  | 'payroll'
  | 'merchant'
  | 'repair_shop'
  | 'shipper';

/**
 * What a careful reader takes from a document. Only the fields a document states are listed:
 * a fuel receipt has no gross or net, so those are expected to stay empty (null), and a field
 * left out is not scored.
 */
export interface ExpectedFields {
  documentType: DocumentType;
  grossCents?: number | null;
  netCents?: number | null;
  date?: string | null;
  broker?: string | null;
  tripNumber?: string | null;
  miles?: number | null;
  linehaulCents?: number | null;
  fuelSurchargeCents?: number | null;
  advancesCents?: number | null;
  escrowCents?: number | null;
  reimbursementsCents?: number | null;
  /** Itemised deductions, amounts only (labels vary with OCR and are not scored). */
  deductions?: number[];
}

export interface CorpusDocument {
  id: string;
  issuer: string;
  issuerKind: IssuerKind;
  country: 'US' | 'CA' | 'MX';
  /**
   * held_out documents were written before the extractor was changed and are never used to tune
   * it; their score is reported apart. tuned documents were looked at while building it. reviewed
   * documents were written blind and measured as held out first (the first-run score is in the
   * README), then their failures were studied: they now guard against regressions, and honest
   * estimates come from the batches still held out.
   */
  split: 'held_out' | 'tuned' | 'reviewed';
  layout: string;
  text: string;
  expected: ExpectedFields;
}
