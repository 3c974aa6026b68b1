import { FIXTURE_DOCUMENTS } from './from-fixtures.js';
import { HELD_OUT_DOCUMENTS } from './held-out.js';
import { HELD_OUT_DOCUMENTS_2 } from './held-out-2.js';
import { HELD_OUT_DOCUMENTS_3 } from './held-out-3.js';
import { HELD_OUT_DOCUMENTS_4 } from './held-out-4.js';
import { TUNED_DOCUMENTS } from './tuned.js';
import { TUNED_DOCUMENTS_2 } from './tuned-2.js';
import { TUNED_DOCUMENTS_3 } from './tuned-3.js';
import { TUNED_DOCUMENTS_4 } from './tuned-4.js';
import { TUNED_DOCUMENTS_5 } from './tuned-5.js';
import { TUNED_DOCUMENTS_6 } from './tuned-6.js';
import type { CorpusDocument } from './types.js';

export type { CorpusDocument, ExpectedFields, IssuerKind } from './types.js';
export {
  scoreCorpus,
  scoreExtraction,
  type CorpusScore,
  type DocumentScore,
  type FieldResult,
} from './score.js';

/** Every document of the extraction corpus: the first 17 statements, the tuned set and the held-out set. */
export const CORPUS: readonly CorpusDocument[] = [
  ...FIXTURE_DOCUMENTS,
  ...TUNED_DOCUMENTS,
  ...TUNED_DOCUMENTS_2,
  ...TUNED_DOCUMENTS_3,
  ...TUNED_DOCUMENTS_4,
  ...TUNED_DOCUMENTS_5,
  ...TUNED_DOCUMENTS_6,
  ...HELD_OUT_DOCUMENTS,
  ...HELD_OUT_DOCUMENTS_2,
  ...HELD_OUT_DOCUMENTS_3,
  ...HELD_OUT_DOCUMENTS_4,
];
export const HELD_OUT: readonly CorpusDocument[] = CORPUS.filter((d) => d.split === 'held_out');
export const TUNED: readonly CorpusDocument[] = CORPUS.filter((d) => d.split === 'tuned');
