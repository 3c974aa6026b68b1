// Extraction benchmarks (npm run bench bundles this with esbuild and runs it with node).
// Measurements only, never assertions: worst-case input time, time per document, and the corpus
// score (fields right, wrong values at confidence ≥ 0.9, document types right) on clean and
// OCR-noisy text, for the tuned and the held-out documents apart.
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { extractSettlement } from '../src/extraction/extract.js';
import {
  CORPUS,
  HELD_OUT,
  REVIEWED,
  TUNED,
  scoreCorpus,
  type CorpusDocument,
} from '../src/extraction/corpus/index.js';
import { OCR_TEXTS } from '../src/extraction/corpus/ocr-texts.js';
import { OCR_TEXTS_HARSH } from '../src/extraction/corpus/ocr-texts-harsh.js';

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Median CPU time of a call, in ms. CPU time rather than wall time: on a shared machine (other
 * builds and tests running) wall time mostly measures waiting for a core.
 */
function timeOf(run: () => unknown, runs: number): number {
  run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    samples.push((used.user + used.system) / 1000);
  }
  return median(samples);
}

/** Median wall time of a call, in ms (what a person waits for on an idle machine). */
function wallTimeOf(run: () => unknown, runs: number): number {
  run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const random = seeded(9);
const randomText = Array.from({ length: 100_000 }, () =>
  String.fromCharCode(32 + Math.floor(random() * 95)),
).join('');
/** n lines made by line(i): every line differs, so no cache of a line's reading can hide its cost. */
const lines = (n: number, line: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => `${line(i)}\n`).join('');
const cents = (i: number) => `${(i * 37) % 1000}.${String(i % 100).padStart(2, '0')}`;
const HEADER_WORDS = ['Load #', 'Origin', 'Miles', 'Linehaul', 'FSC', 'Amount'];
/** The i-th ordering of the header's words (720 orders), so that the 1,500 headers differ. */
const headerOrder = (i: number) => {
  const pool = [...HEADER_WORDS];
  const out: string[] = [];
  for (let k = pool.length, rest = i; k > 0; rest = Math.floor(rest / k), k -= 1)
    out.push(pool.splice(rest % k, 1)[0] ?? '');
  return `${out.join(' ')}${i >= 720 ? ' Page' : ''}`;
};
const WORST_CASES: [string, string][] = [
  ['100,000 digits on one line', '9'.repeat(100_000)],
  ['100,000 digits after a label', `Total Miles: ${'9'.repeat(100_000)}`],
  ['"1," × 50,000', '1,'.repeat(50_000)],
  ['"1 " × 50,000', '1 '.repeat(50_000)],
  ['"1.2" × 33,000', '1.2'.repeat(33_000)],
  ['100,000 letters', 'a'.repeat(100_000)],
  ['100,000 spaces then an amount', `${' '.repeat(100_000)}1.00`],
  [
    '3,000 amount lines (800 read)',
    lines(3_000, (i) => `Total Earnings  1,${cents(i)}  Fuel ${cents(i + 1)}`),
  ],
  ['20,000 short lines', 'Net\n'.repeat(20_000)],
  ['month names × 8,000', 'Nov 1, 2026 '.repeat(8_000)],
  ['1 MB of text (capped)', 'Gross Pay 1,000.00 '.repeat(55_000)],
  ['huge miles and amounts', `Total Miles: ${'9'.repeat(400)}\nGross ${'9'.repeat(300)}.00\nNet Pay 1.00`],
  ['random printable 100k', randomText],
  ['1,500 table headers', lines(1_500, headerOrder)],
  [
    'a 1,500-row load table',
    `Load #  Origin  Miles  Pay\n${lines(1_500, (i) => `ST-${88_120 + i}  DALLAS TX  1,${String(i % 1000).padStart(3, '0')}  2,${cents(i)}`)}`,
  ],
  [
    '1,500 lines of 40 amounts',
    lines(1_500, (i) => Array.from({ length: 40 }, (_, k) => `Fee ${cents(i * 40 + k)}`).join(' ')),
  ],
  [
    '1,500 lines of dates',
    lines(1_500, (i) => `Pay Date 11/${(i % 28) + 1}/2026 Nov ${((i + 3) % 28) + 1}, 2026 `.repeat(10)),
  ],
  // Every category total is checked against the runs of charges before it (once took 339 ms).
  [
    '400 charges, then 400 category totals',
    `${lines(400, (i) => `Fuel card ${cents(i)}`)}${lines(400, (i) => `Taxes 9${cents(i)}`)}`,
  ],
];

// Every character class repeated over one long line and over many full lines: a pattern that
// backtracks on any of them shows up here (the leaders pattern once took 3.7 s on spaces).
for (const unit of [
  ' ',
  '.',
  '-',
  '=',
  '_',
  '$',
  '(',
  ',',
  '/',
  ':',
  '1',
  'l',
  'O',
  '9.',
  '1,',
  'a ',
  '. ',
  '- ',
  'Total ',
  '1 2 ',
  'é',
  '\t',
]) {
  const line = unit.repeat(Math.ceil(60_000 / unit.length));
  WORST_CASES.push([`${JSON.stringify(unit)} × 60,000 + amount`, `${line} 1.00`]);
  WORST_CASES.push([
    `${JSON.stringify(unit)} × 400 on 150 lines`,
    lines(150, (i) => `${unit.repeat(Math.ceil(400 / unit.length))} ${i + 1}.00`),
  ]);
}

// The goal is the time a person waits: wall time on an idle machine. CPU time is printed too, but
// it counts V8's helper threads (parallel garbage collection, background compiling) as well as
// the one thread that reads the text, so on inputs that make much garbage it runs to twice the
// wall time; on a shared machine wall time also counts waiting for a core. Both are worth a look.
// A process reads its first statements with code V8 has not optimised yet: that first call is
// timed alone, on the heaviest case. The cases are then timed on warm code, after every corpus
// document has been read once, as in a function instance that has processed a few uploads;
// before stop 33 they were timed while V8 was still optimising, which at times doubled them.
const [coldName, coldText] = WORST_CASES.find(([name]) => name.startsWith('3,000 amount lines')) ?? ['', ''];
const coldStart = performance.now();
extractSettlement(coldText);
const coldMs = performance.now() - coldStart;
const warmStart = performance.now();
for (const d of CORPUS) extractSettlement(d.text);
console.log(
  `\nextraction  first call in a fresh process (${coldName}): ${coldMs.toFixed(1)} ms wall; warm-up on ${CORPUS.length} corpus documents: ${((performance.now() - warmStart) / 1000).toFixed(1)} s`,
);

let worst = { name: '', ms: 0 };
let worstCpu = { name: '', ms: 0 };
console.log(
  'Extraction: worst-case inputs on warm code (median of 7, CPU ms over all threads and wall ms; goal < 100 ms wall)',
);
for (const [name, text] of WORST_CASES) {
  const ms = timeOf(() => extractSettlement(text), 7);
  const wall = wallTimeOf(() => extractSettlement(text), 7);
  if (wall > worst.ms) worst = { name, ms: wall };
  if (ms > worstCpu.ms) worstCpu = { name, ms };
  console.log(
    `extraction  ${name.padEnd(34)} ${ms.toFixed(1).padStart(8)} ms CPU ${wall.toFixed(1).padStart(8)} ms wall`,
  );
}
console.log(`extraction  worst case: ${worst.name} ${worst.ms.toFixed(1)} ms wall (goal < 100 ms)`);
console.log(`extraction  most CPU: ${worstCpu.name} ${worstCpu.ms.toFixed(1)} ms over all threads`);

const ocrText = (d: CorpusDocument) => OCR_TEXTS[d.id] ?? '';
const perDoc = (texts: string[]) =>
  timeOf(() => {
    for (const t of texts) extractSettlement(t);
  }, 11) / texts.length;
console.log(
  `extraction  per document (clean)  ${perDoc(CORPUS.map((d) => d.text))
    .toFixed(2)
    .padStart(8)} ms  (${CORPUS.length} documents)`,
);
console.log(`extraction  per document (OCR)    ${perDoc(CORPUS.map(ocrText)).toFixed(2).padStart(8)} ms`);

const issuers = new Set(CORPUS.map((d) => d.issuer)).size;
console.log(
  `\nExtraction corpus: ${CORPUS.length} documents from ${issuers} issuers (${TUNED.length} tuned, ${REVIEWED.length} reviewed after a held-out run, ${HELD_OUT.length} held out), each also as real OCR output of a fair and of a harsh photo`,
);
console.log('subset      text   documents  fields right        wrong at ≥0.9  types right');
for (const [name, docs] of [
  ['tuned', TUNED],
  ['reviewed', REVIEWED],
  ['held-out', HELD_OUT],
  ['all', CORPUS],
] as const) {
  for (const [kind, textOf] of [
    ['clean', (d: CorpusDocument) => d.text],
    ['OCR', ocrText],
    ['harsh', (d: CorpusDocument) => OCR_TEXTS_HARSH[d.id] ?? ''],
  ] as const) {
    const s = scoreCorpus(docs, textOf);
    console.log(
      `${name.padEnd(10)}  ${kind.padEnd(5)}  ${String(s.documents).padStart(9)}  ${`${s.right}/${s.fields} (${((100 * s.right) / s.fields).toFixed(1)}%)`.padEnd(18)}  ${String(s.confidentWrong.length).padStart(13)}  ${s.typesRight}/${s.documents}`,
    );
  }
}
