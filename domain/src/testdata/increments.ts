import type { BusinessDate } from '../dates/calendar.js';
import { allocateCents, sumCents } from '../money/arithmetic.js';
import {
  buildExpense,
  buildSettlement,
  type GeneratedExpense,
  type GeneratedSettlement,
} from './generator.js';
import { createRng } from './prng.js';
import { TEST_DATA_TEMPLATES, type TestDataTemplate } from './templates.js';

/** Generate Data ranges (admin-area.md §4, §9); revenue and expenses in whole dollars. */
export const GENERATE_DATA_RANGES = {
  documents: { min: 1, max: 5 },
  settlements: { min: 1, max: 3 },
  revenueDollars: { min: 500, max: 2499 },
  expensesDollars: { min: 200, max: 1199 },
} as const;

export interface GeneratedDocument {
  fileName: string;
  contentType: 'application/pdf' | 'image/jpeg';
  kind: 'settlement' | 'receipt';
}

export interface GenerateDataIncrement {
  documents: GeneratedDocument[];
  settlements: GeneratedSettlement[];
  expenses: GeneratedExpense[];
  /** What the test-client counters grow by; equal to the entries above. */
  totals: { documentCount: number; settlementCount: number; revenueCents: number; expensesCents: number };
}

/**
 * One Generate Data action: 1–5 documents, 1–3 settlements whose gross adds up to $500–$2,499,
 * and expenses that add up to $200–$1,199, all dated `date`. The counters are the sums of the
 * real entries, so the client's figures and its ledger never disagree.
 */
export function generateDataIncrement(options: {
  seed: string | number;
  date: BusinessDate;
  template?: TestDataTemplate;
}): GenerateDataIncrement {
  const rng = createRng(options.seed);
  const template = options.template ?? (TEST_DATA_TEMPLATES[1] as TestDataTemplate);
  const r = GENERATE_DATA_RANGES;
  const documentCount = rng.int(r.documents.min, r.documents.max);
  const settlementCount = rng.int(r.settlements.min, r.settlements.max);
  const revenueCents = rng.int(r.revenueDollars.min, r.revenueDollars.max) * 100;
  const expensesCents = rng.int(r.expensesDollars.min, r.expensesDollars.max) * 100;

  const grossParts = allocateCents(
    revenueCents,
    Array.from({ length: settlementCount }, () => rng.int(80, 120)),
  );
  const settlements = grossParts.map((gross, i) => buildSettlement(rng, template, options.date, gross, i));
  const expenseCount = rng.int(1, 3);
  const expenseParts = allocateCents(
    expensesCents,
    Array.from({ length: expenseCount }, () => rng.int(50, 150)),
  );
  const expenses = expenseParts.map((amount) =>
    buildExpense(rng, rng.pick(template.expenseCategories), options.date, amount),
  );
  const stamp = options.date.replaceAll('-', '');
  const documents: GeneratedDocument[] = Array.from({ length: documentCount }, (_, i) =>
    i < settlementCount
      ? { fileName: `settlement-${stamp}-${i + 1}.pdf`, contentType: 'application/pdf', kind: 'settlement' }
      : { fileName: `receipt-${stamp}-${i + 1}.jpg`, contentType: 'image/jpeg', kind: 'receipt' },
  );
  return {
    documents,
    settlements,
    expenses,
    totals: {
      documentCount,
      settlementCount,
      revenueCents: sumCents(settlements.map((s) => s.grossCents)),
      expensesCents: sumCents(expenses.map((e) => e.amountCents)),
    },
  };
}

/** Initial revenue of a new test client: a random value in its template's range, 0 without one. */
export function initialTestClientRevenueCents(
  seed: string | number,
  template: TestDataTemplate | undefined,
): number {
  if (!template) return 0;
  return (
    createRng(seed).int(template.revenueRange.minCents / 100, template.revenueRange.maxCents / 100) * 100
  );
}
