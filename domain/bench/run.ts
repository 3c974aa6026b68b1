// Domain benchmarks (npm run bench bundles this with esbuild and runs it with node).
// Measurements only, never assertions: each line is `domain  <measure>  <median> ms  (goal …)`.
import { performance } from 'node:perf_hooks';
import { computePnl } from '../src/pnl/compute.js';
import { computeDailyAggregate, computeMonthlyAggregate } from '../src/aggregates/aggregate.js';
import { extractSettlement } from '../src/extraction/extract.js';
import { STATEMENT_CORPUS } from '../src/extraction/fixtures/index.js';
import { INCOME_CATEGORY, type LedgerEntry } from '../src/pnl/ledger.js';
import { ALL_EXPENSE_CATEGORY_VALUES } from '../src/categories/screen-categories.js';
import { addDays } from '../src/dates/calendar.js';
import { createRng } from '../src/testdata/prng.js';
import { MemoryDatabase } from '../src/data/memory-store.js';
import { EXPENSES, SETTLEMENTS } from '../src/data/collections.js';
import type { DataStore } from '../src/data/store.js';
import {
  aggregateChanges,
  readDayBook,
  readPeriodTotals,
  recomputeDay,
  writeAggregates,
} from '../src/aggregates/recompute.js';
import type { DateRange } from '../src/dates/periods.js';
import { aggregatesRepository } from '../src/data/repositories/aggregates-repository.js';
import { ownBooks } from '../src/data/subject.js';

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

// ---------------------------------------------------------------- reads per view (aggregates)
// Documents read to answer a period from the aggregates, counted at the DataStore port (a get
// counts one read, found or not, as Firestore bills it; a query counts its results, at least
// one), as the ledger grows. The aggregates are built the way the triggers build them.

/** A DataStore that counts the documents its reads return. */
function countingStore(inner: DataStore): { store: DataStore; reads: () => number; reset: () => void } {
  let reads = 0;
  const store: DataStore = {
    collection: (spec, uid) => {
      const c = inner.collection(spec, uid);
      return {
        ...c,
        get: async (id) => {
          reads += 1;
          return c.get(id);
        },
        list: async (query) => {
          const page = await c.list(query);
          reads += Math.max(1, page.items.length);
          return page;
        },
      };
    },
  };
  return { store, reads: () => reads, reset: () => (reads = 0) };
}

/** Stores a ledger as settlements and expenses, then recomputes every touched day (and month). */
async function seededBooks(entries: readonly LedgerEntry[]): Promise<DataStore> {
  const store = new MemoryDatabase().privileged();
  for (const [i, e] of entries.entries()) {
    if (e.kind === 'income') {
      await store.collection(SETTLEMENTS, 'u').set(`s${i}`, {
        parsedStatus: 'processed',
        date: e.date,
        grossCents: e.amountCents,
        ...(e.miles ? { lineItems: { deductions: [], miles: e.miles } } : {}),
        ...(e.truckId ? { truckId: e.truckId } : {}),
        ...(e.companyId ? { companyId: e.companyId } : {}),
      });
    } else {
      await store.collection(EXPENSES, 'u').set(`e${i}`, {
        description: 'Bench expense',
        amountCents: Math.max(1, e.amountCents),
        category: e.category === INCOME_CATEGORY ? 'fuel' : e.category,
        paymentMethod: 'fuel_card',
        date: e.date,
        notes: '',
        taxDeductible: e.taxDeductible ?? true,
        recurring: false,
        ...(e.truckId ? { truckId: e.truckId } : {}),
      });
    }
  }
  for (const date of [...new Set(entries.map((e) => e.date))].sort()) {
    const book = await readDayBook(store, 'u', date);
    await writeAggregates(store, 'u', date, aggregateChanges(date, book, recomputeDay(date, book)));
  }
  return store;
}

const VIEWS: [string, DateRange][] = [
  ['month', { start: '2025-03-01', end: '2025-03-31' }],
  ['year', { start: '2025-01-01', end: '2025-12-31' }],
  ['last-6-months', { start: '2025-06-15', end: '2025-12-14' }],
];
for (const [size, label] of [
  [10, '10'],
  [1_000, '1k'],
  [10_000, '10k'],
] as const) {
  const entries = ledger(size, '2025-01-01', 365, `bench-reads-${size}`);
  const counting = countingStore(await seededBooks(entries));
  for (const [name, range] of VIEWS) {
    counting.reset();
    await readPeriodTotals(counting.store, 'u', range);
    const raw = entries.filter((e) => e.date >= range.start && e.date <= range.end).length;
    console.log(
      `domain  ${`reads-${name}-${label}-entries`.padEnd(28)}  ${String(counting.reads()).padStart(7)} docs  (raw ledger would read ${raw}; goal: flat as the ledger grows)`,
    );
  }
  // The Revenue Analysis and Mileage Log screens: a year's figures, then the year month by month.
  counting.reset();
  const reports = aggregatesRepository(counting.store, ownBooks('u'));
  await reports.monthlyReport({
    period: 'custom',
    custom: { start: '2025-01-01', end: '2025-12-31' },
    timeZone: 'America/Chicago',
    now: new Date('2025-12-31T12:00:00Z'),
  });
  console.log(
    `domain  ${`reads-revenue-report-${label}`.padEnd(28)}  ${String(counting.reads()).padStart(7)} docs  (a year by month and entity; goal: flat as the ledger grows)`,
  );
}

// Recomputing one day of 1,000 entries, as a trigger does: read the day's book, compute, write.
const busyDay = ledger(1_000, '2025-05-05', 1, 'bench-busy-day');
const busyStore = await seededBooks(busyDay);
const samples: number[] = [];
for (let i = 0; i < 15; i += 1) {
  const start = performance.now();
  const book = await readDayBook(busyStore, 'u', '2025-05-05');
  await writeAggregates(
    busyStore,
    'u',
    '2025-05-05',
    aggregateChanges('2025-05-05', book, recomputeDay('2025-05-05', book)),
  );
  samples.push(performance.now() - start);
}
report(
  'recompute-day-1k-entries',
  median(samples.slice(3)),
  'memory store: read + compute + write; no goal set',
);
report(
  'compute-day-1k-entries',
  time(() => computeDailyAggregate('2025-05-05', busyDay), 51),
  'the pure part of the above, no goal set',
);
