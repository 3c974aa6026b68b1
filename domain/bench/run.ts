// Domain benchmarks (npm run bench bundles this with esbuild and runs it with node).
// Measurements only, never assertions: each line is `domain  <measure>  <median> ms  (goal …)`.
import { performance } from 'node:perf_hooks';
import { computePnl } from '../src/pnl/compute.js';
import { computeMonthlyAggregate } from '../src/aggregates/aggregate.js';
import { extractSettlement } from '../src/extraction/extract.js';
import { STATEMENT_CORPUS } from '../src/extraction/fixtures/index.js';
import { INCOME_CATEGORY, type LedgerEntry } from '../src/pnl/ledger.js';
import { ALL_EXPENSE_CATEGORY_VALUES } from '../src/categories/screen-categories.js';
import { addDays } from '../src/dates/calendar.js';
import { createRng } from '../src/testdata/prng.js';

function ledger(count: number, firstDay: string, days: number, seed: string): LedgerEntry[] {
  const rng = createRng(seed);
  const dates = Array.from({ length: days }, (_, i) => addDays(firstDay, i));
  const trucks = ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8'];
  return Array.from({ length: count }, (): LedgerEntry => {
    const date = dates[rng.int(0, days - 1)] ?? firstDay;
    const truckId = rng.pick(trucks);
    return rng.chance(0.3)
      ? {
          kind: 'income',
          date,
          amountCents: rng.int(50_000, 600_000),
          category: INCOME_CATEGORY,
          miles: rng.int(100, 2500),
          truckId,
          companyId: `c${rng.int(1, 5)}`,
        }
      : {
          kind: 'expense',
          date,
          amountCents: rng.int(500, 250_000),
          category: rng.pick(ALL_EXPENSE_CATEGORY_VALUES),
          taxDeductible: rng.chance(0.9),
          truckId,
        };
  });
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** Median wall time of `runs` calls after `warmup` unmeasured ones. */
function time(run: () => unknown, runs: number, warmup = 3): number {
  let sink = 0;
  for (let i = 0; i < warmup; i += 1) sink += run() ? 1 : 0;
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    sink += run() ? 1 : 0;
    samples.push(performance.now() - start);
  }
  if (sink < 0) console.log(sink); // keeps the work observable
  return median(samples);
}

function report(measure: string, ms: number, goal: string): void {
  console.log(`domain  ${measure.padEnd(28)}  ${ms.toFixed(ms < 1 ? 3 : 1).padStart(7)} ms  (${goal})`);
}

const big = ledger(100_000, '2024-01-01', 730, 'bench-100k');
report(
  'pnl-100k-entries',
  time(() => computePnl(big), 11),
  'goal ≤ 200 ms',
);

const month = ledger(1_000, '2026-03-01', 31, 'bench-month');
report(
  'pnl-month-1k-entries',
  time(() => computePnl(month), 51),
  'goal ≤ 50 ms',
);
report(
  'aggregate-month-1k-entries',
  time(() => computeMonthlyAggregate('2026-03', month), 51),
  'goal ≤ 50 ms',
);

const perStatement =
  time(() => {
    for (const fixture of STATEMENT_CORPUS) extractSettlement(fixture.text);
    return true;
  }, 21) / STATEMENT_CORPUS.length;
report(
  `extraction-per-statement`,
  perStatement,
  `median over ${STATEMENT_CORPUS.length} statements, no goal set`,
);
