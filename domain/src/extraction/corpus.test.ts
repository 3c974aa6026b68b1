import { describe, expect, it } from 'vitest';
import { CORPUS, HELD_OUT, REVIEWED, TUNED, scoreCorpus, type CorpusDocument } from './corpus/index.js';
import { OCR_TEXTS } from './corpus/ocr-texts.js';
import { OCR_TEXTS_HARSH } from './corpus/ocr-texts-harsh.js';
import { extractSettlement } from './extract.js';
import { extractionToSettlementDraft } from './draft.js';
import { PAYMENT_DOCUMENT_TYPES } from './classify.js';
import { settlementSchema } from '../schemas/settlement.js';
import { validateInOrder } from '../schemas/validate.js';

const ocr = (d: CorpusDocument) => OCR_TEXTS[d.id] ?? '';
const harsh = (d: CorpusDocument) => OCR_TEXTS_HARSH[d.id] ?? '';
const percent = (s: { right: number; fields: number }) => (100 * s.right) / s.fields;

/**
 * Each test below extracts hundreds of documents, three texts each, and the corpus grows with every
 * blind batch: on a loaded 2-core CI machine one took 13.5 s of the project's 20 s default. How fast
 * extraction is belongs to the bench (`npm run bench`), so these tests get room to finish.
 */
const CORPUS_TIMEOUT = { timeout: 300_000 };

describe('extraction corpus', CORPUS_TIMEOUT, () => {
  it('holds at least 40 documents from at least 15 issuers of every kind, US, Canadian and Mexican', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CORPUS.map((d) => d.id)).size).toBe(CORPUS.length);
    expect(new Set(CORPUS.map((d) => d.issuer)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(CORPUS.map((d) => d.country))).toEqual(new Set(['US', 'CA', 'MX']));
    for (const kind of ['carrier', 'lessor', 'factor', 'broker', 'load_board', 'payroll'])
      expect(CORPUS.some((d) => d.issuerKind === kind)).toBe(true);
    // Some batch is always still unseen: it is what the held-out score below means.
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(18);
  });

  it('has a fair and a harsh real-OCR version of every document (npm run corpus:ocr [-- --harsh])', () => {
    for (const doc of CORPUS) {
      expect(OCR_TEXTS[doc.id]?.length ?? 0, doc.id).toBeGreaterThan(40);
      expect(OCR_TEXTS_HARSH[doc.id]?.length ?? 0, doc.id).toBeGreaterThan(40);
      expect(OCR_TEXTS_HARSH[doc.id], doc.id).not.toBe(OCR_TEXTS[doc.id]);
    }
  });

  it('reads every field and every document type of the tuned documents, clean', () => {
    const score = scoreCorpus(TUNED);
    expect(score.failures).toEqual([]);
    expect(score.typesRight).toBe(TUNED.length);
  });

  it('reads at least 95% of the tuned fields from real OCR text and every type', () => {
    const score = scoreCorpus(TUNED, ocr);
    expect(percent(score)).toBeGreaterThanOrEqual(95);
    expect(score.typesRight).toBe(TUNED.length);
  });

  it('never gives a wrong value with confidence 0.9 or more on the documents studied, clean or OCR', () => {
    const studied = [...TUNED, ...REVIEWED];
    expect(scoreCorpus(studied).confidentWrong).toEqual([]);
    expect(scoreCorpus(studied, ocr).confidentWrong).toEqual([]);
    expect(scoreCorpus(studied, harsh).confidentWrong).toEqual([]);
  });

  it('reads at least 90% of the tuned fields from a harsh photo and every type', () => {
    const score = scoreCorpus(TUNED, harsh);
    expect(percent(score)).toBeGreaterThanOrEqual(90);
    expect(score.typesRight).toBe(TUNED.length);
  });

  // Reviewed batches were measured blind first (README), then their failures studied: floors below
  // today's score keep what was learnt from them. Batches 173-176 joined them in stop 42, measured
  // with the extractor of 430fcd1 (stop 41's end): 99.08% clean, 91.05% OCR, 84.87% harsh over all
  // 1,854 (173-176 alone: 96.20 / 86.35 / 81.88, none wrong at >= 0.9).
  it('keeps what the reviewed batches taught: fields and every type, clean and OCR', () => {
    const clean = scoreCorpus(REVIEWED);
    expect(percent(clean)).toBeGreaterThanOrEqual(99.0);
    expect(clean.typesRight).toBe(REVIEWED.length);
    expect(percent(scoreCorpus(REVIEWED, ocr))).toBeGreaterThanOrEqual(91.0);
    expect(percent(scoreCorpus(REVIEWED, harsh))).toBeGreaterThanOrEqual(84.9);
  });

  // The held-out documents were written blind and never looked at: these are floors that catch a
  // regression, set below the measured score (see the bench for the numbers).
  // Measured on the batches now held out (177 to 180), on their first run with the extractor of
  // 430fcd1 (stop 41's end): clean 93.30% (177 95.54%, 178 100%, 179 91.07%, 180 86.61%), OCR
  // 84.60%, harsh 75.00%, 39/40 types in all three texts, no value wrong at >= 0.9 in any text.
  // Left unexamined to keep them unseen (README: first-run scores); the floors below guard against
  // getting worse, not the goal (95% of fields and every type, in OCR'd text too).
  it('keeps its held-out score: fields, types and confident errors, clean, OCR and harsh', () => {
    const clean = scoreCorpus(HELD_OUT);
    const noisy = scoreCorpus(HELD_OUT, ocr);
    const harshly = scoreCorpus(HELD_OUT, harsh);
    expect(percent(clean)).toBeGreaterThanOrEqual(93);
    expect(percent(noisy)).toBeGreaterThanOrEqual(84);
    // One type of the forty is wrong in every text at the first run.
    expect(clean.typesRight).toBeGreaterThanOrEqual(HELD_OUT.length - 1);
    expect(noisy.typesRight).toBeGreaterThanOrEqual(HELD_OUT.length - 1);
    expect(clean.confidentWrong).toEqual([]);
    expect(noisy.confidentWrong).toEqual([]);
    expect(harshly.confidentWrong).toEqual([]);
  });
});

describe('drafts from corpus documents', CORPUS_TIMEOUT, () => {
  it('books balanced payment documents as processed and sends everything else to review', () => {
    for (const doc of CORPUS) {
      const extraction = extractSettlement(doc.text);
      const {
        needsReview,
        uploadStatus,
        reviewReasons,
        documentType: _t,
        ...draft
      } = extractionToSettlementDraft(extraction, `${doc.id}.pdf`);
      expect(validateInOrder(settlementSchema, draft).ok, doc.id).toBe(true);
      // The draft follows the type the classifier gave (its accuracy is scored above).
      if (!PAYMENT_DOCUMENT_TYPES.includes(extraction.documentType.value ?? 'other')) {
        expect(uploadStatus, doc.id).not.toBe('processed');
        expect(reviewReasons, doc.id).toContain('notASettlement');
      } else if (extraction.reconciles) {
        // Figures that add up are booked, unless an essential (the date, the payer) was not read:
        // then the person completes the draft, which keeps everything that was read.
        const missing = (['date', 'brokerName'] as const).filter((k) => draft[k] === null);
        expect(uploadStatus, doc.id).toBe(missing.length === 0 ? 'processed' : 'error');
        expect(draft.parsedStatus, doc.id).toBe(missing.length === 0 ? 'processed' : 'error');
        for (const k of missing) expect(needsReview, doc.id).toContain(k);
        expect([draft.grossCents, draft.netCents], doc.id).toEqual([
          extraction.gross.value,
          extraction.net.value,
        ]);
      }
    }
  });

  it('marks a statement whose figures do not add up as needs review, with lowered confidence', () => {
    const text = `ACME FREIGHT LLC
Driver Settlement
Settlement Date: 11/20/2026
Gross Pay                 2,000.00
Insurance                   150.00
Fuel Card                   400.00
Net Pay                   1,500.00
`;
    const extraction = extractSettlement(text);
    expect(extraction.reconciliation).toEqual({
      status: 'unbalanced',
      grossCents: 200000,
      heldCents: 55000,
      netCents: 150000,
      differenceCents: -5000,
    });
    expect(extraction.reconciles).toBe(false);
    expect(extraction.gross.confidence).toBeLessThan(0.9);
    expect(extraction.net.confidence).toBeLessThan(0.9);
    const draft = extractionToSettlementDraft(extraction, 'acme.pdf');
    expect(draft.uploadStatus).toBe('needs_review');
    expect(draft.parsedStatus).toBe('pending');
    expect(draft.reviewReasons).toEqual(['figuresDoNotAddUp']);
    // The same statement with the figures right is processed.
    const fixed = extractionToSettlementDraft(
      extractSettlement(text.replace('1,500.00', '1,450.00')),
      'a.pdf',
    );
    expect(fixed.uploadStatus).toBe('processed');
  });
});
