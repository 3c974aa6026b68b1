import { extractSettlement, type SettlementExtraction } from '../extract.js';
import type { CorpusDocument, ExpectedFields } from './types.js';

export type ScoredField = Exclude<keyof ExpectedFields, never>;

export interface FieldResult {
  field: ScoredField;
  expected: unknown;
  actual: unknown;
  confidence: number;
  right: boolean;
}

export interface DocumentScore {
  id: string;
  fields: FieldResult[];
}

/** Names compare without case, spacing or trailing punctuation: "Inc" and "INC." are the same payer. */
function sameName(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) =>
    typeof v === 'string'
      ? v
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .toLowerCase()
          .replace(/[^\p{L}\d&]+/gu, ' ')
          .trim()
      : v;
  return norm(a) === norm(b);
}

function actualOf(field: ScoredField, r: SettlementExtraction): { value: unknown; confidence: number } {
  switch (field) {
    case 'documentType':
      return r.documentType;
    case 'grossCents':
      return r.gross;
    case 'netCents':
      return r.net;
    case 'date':
      return r.date;
    case 'broker':
      return r.broker;
    case 'tripNumber':
      return r.tripNumber;
    case 'miles':
      return r.miles;
    case 'linehaulCents':
      return r.linehaul;
    case 'fuelSurchargeCents':
      return r.fuelSurcharge;
    case 'advancesCents':
      return r.advances;
    case 'escrowCents':
      return r.escrow;
    case 'reimbursementsCents':
      return r.reimbursements;
    case 'deductions':
      return {
        value: r.deductions.map((d) => d.amountCents),
        confidence: r.deductions.length === 0 ? 0 : Math.min(...r.deductions.map((d) => d.confidence)),
      };
  }
}

/** Scores one extraction against a document's expected fields (only the fields it lists). */
export function scoreExtraction(doc: CorpusDocument, r: SettlementExtraction): DocumentScore {
  const fields: FieldResult[] = [];
  for (const field of Object.keys(doc.expected) as ScoredField[]) {
    const expected = doc.expected[field];
    const { value, confidence } = actualOf(field, r);
    let right: boolean;
    if (field === 'deductions') {
      const sort = (v: unknown) => [...((v as number[] | undefined) ?? [])].sort((a, b) => a - b).join(',');
      right = sort(expected) === sort(value);
    } else if (field === 'broker') right = sameName(expected, value);
    else right = (expected ?? null) === (value ?? null);
    fields.push({ field, expected, actual: value, confidence, right });
  }
  return { id: doc.id, fields };
}

export interface CorpusScore {
  documents: number;
  fields: number;
  right: number;
  /** Wrong values given with confidence 0.9 or more: the ones a person would trust. */
  confidentWrong: FieldResult[];
  typesRight: number;
  failures: { id: string; field: FieldResult }[];
}

/** Extracts every document (from the text given, clean or OCR'd) and totals the score. */
export function scoreCorpus(
  docs: readonly CorpusDocument[],
  textOf: (d: CorpusDocument) => string = (d) => d.text,
): CorpusScore {
  const score: CorpusScore = {
    documents: 0,
    fields: 0,
    right: 0,
    confidentWrong: [],
    typesRight: 0,
    failures: [],
  };
  for (const doc of docs) {
    const result = scoreExtraction(doc, extractSettlement(textOf(doc)));
    score.documents += 1;
    for (const f of result.fields) {
      score.fields += 1;
      if (f.right) score.right += 1;
      else {
        score.failures.push({ id: doc.id, field: f });
        if (f.confidence >= 0.9) score.confidentWrong.push(f);
      }
      if (f.field === 'documentType' && f.right) score.typesRight += 1;
    }
  }
  return score;
}
