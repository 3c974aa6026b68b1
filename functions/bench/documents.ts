/**
 * Document processing measurements for `npm run bench` (numbers, not tests). Each case runs in a
 * process of its own (`node documents.mjs <case>`) so its peak memory (maxRSS) is its own:
 *   photo    OCR of a phone-photo-sized receipt image (3024 × 4032) with tesseract.js in Node
 *   pdf3     text of a 3-page statement PDF (text layer, every page)
 *   csv      a 10,000-row CSV: refused over the cap (5,000), and 5,000 rows proposed and imported
 *   scan     processUpload's handler on a 300-dpi A4 scanned statement, peak memory against the
 *            memory configured on the function
 */
import { performance } from 'node:perf_hooks';
import { UPLOADS, uploadStoragePath } from '@haulbooks/domain';
import { MemoryDatabase } from '@haulbooks/domain/testing';
import { handleConfirmImport } from '../src/process-upload/confirm-import.js';
import { handleFinalizedObject } from '../src/process-upload/handler.js';
import { createTesseractOcr } from '../src/process-upload/ocr.js';
import { PROCESS_UPLOAD_MEMORY_BYTES, PROCESS_UPLOAD_OPTIONS } from '../src/process-upload/options.js';
import { openPdf } from '../src/process-upload/pdf.js';
import { csvFile, scannedPdf, textImage, textPdf } from '../src/process-upload/testing/fixtures.js';

const STATEMENT = `LANDSTAR RANGER, INC.
BCO SETTLEMENT STATEMENT
Settlement Date: 11/12/2026      Week Ending: 11/08/2026

FREIGHT BILL   ORIGIN          DEST             MILES    LINEHAUL       FSC
2218841        LAREDO TX       MEMPHIS TN         864    1,987.20    362.88
2218907        MEMPHIS TN      COLUMBUS OH        576    1,382.40    241.92
TOTALS                                          1,440    3,369.60    604.80

Total Revenue                                             3,974.40

DEDUCTIONS
Fuel Purchases - Comdata                                  1,042.36
Trailer Rental                                              125.00
Occupational Accident Ins                                    38.50
Total Deductions                                          1,205.86

NET SETTLEMENT                                            2,768.54
`;

const mb = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(0)} KB`
    : `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
const peak = () => process.resourceUsage().maxRSS * 1024;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function time<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await run();
  return [result, performance.now() - start];
}

async function photo() {
  const receipt = [
    'PILOT TRAVEL CENTER #412',
    '1200 E INTERSTATE 20, ODESSA TX',
    'DATE 03/14/2026  TIME 14:32',
    'PUMP 07  DIESEL #2',
    'GALLONS      112.500',
    'PRICE/GAL      3.899',
    'FUEL TOTAL   $438.64',
    'TOTAL        $438.64',
  ].join('\n');
  const image = textImage(receipt, { width: 3024, height: 4032, fontSize: 110, format: 'jpeg' });
  const ocr = createTesseractOcr();
  const [, warm] = await time(() => ocr.recognize(textImage('warm up 1.00', { width: 400, height: 120 })));
  const [result, ms] = await time(() => ocr.recognize(image));
  await ocr.terminate();
  console.log(
    `  OCR, phone photo 3024×4032 JPEG (${mb(image.length)}): ${seconds(ms)} (model load + first small image ${seconds(warm)}), confidence ${result.confidence.toFixed(0)}, peak RSS ${mb(peak())}`,
  );
}

async function pdf3() {
  const pages = [
    STATEMENT,
    'Page 2 of 3\nLoads continued\n2218950   COLUMBUS OH   CHICAGO IL   356   854.40   149.52',
    'Page 3 of 3\nRemit questions to settlements@example.com',
  ];
  const bytes = await textPdf(pages);
  const runs: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const [, ms] = await time(async () => {
      const pdf = await openPdf(bytes);
      const texts = await pdf.pageTexts();
      await pdf.close();
      return texts;
    });
    runs.push(ms);
  }
  runs.sort((a, b) => a - b);
  console.log(
    `  PDF text, 3-page statement (${(bytes.length / 1024).toFixed(0)} KB): first ${seconds(runs.at(-1) ?? 0)}, median of 5 ${seconds(runs[2] ?? 0)}`,
  );
}

async function csv() {
  const header = ['Date', 'Vendor', 'Amount', 'Category', 'Notes'];
  const rows = (n: number) =>
    Array.from({ length: n }, (_, i) => [
      `2026-03-${String((i % 28) + 1).padStart(2, '0')}`,
      `Vendor ${i}`,
      `${(i % 500) + 1}.25`,
      'Fuel',
      '',
    ]);
  const db = new MemoryDatabase();
  const store = db.privileged();
  const ocr = createTesseractOcr();
  const files = new Map<string, Uint8Array>();
  const readObject = async (p: string) => files.get(p) ?? new Uint8Array();
  async function upload(id: string, bytes: Uint8Array) {
    const path = uploadStoragePath('bench', id, `${id}.csv`);
    files.set(path, bytes);
    await store.collection(UPLOADS, 'bench').set(id, {
      fileName: `${id}.csv`,
      contentType: 'text/csv',
      sizeBytes: bytes.length,
      storagePath: path,
      status: 'uploaded',
    });
    return time(() => handleFinalizedObject({ path, size: bytes.length }, { store, ocr, readObject }));
  }
  const big = csvFile([header, ...rows(10_000)]);
  const [refused, refuseMs] = await upload('big', big);
  const fits = csvFile([header, ...rows(5_000)]);
  const [, proposeMs] = await upload('fits', fits);
  const [result, importMs] = await time(() =>
    handleConfirmImport(
      { uid: 'bench' },
      {
        uploadId: 'fits',
        target: 'expenses',
        mapping: ['date', 'description', 'amount', 'category', 'notes'],
      },
      { store, readObject },
    ),
  );
  console.log(
    `  CSV 10,000 rows (${mb(big.length)}): read and refused over the cap in ${seconds(refuseMs)} (${refused.kind === 'done' ? refused.status : refused.kind}); 5,000 rows: proposal ${seconds(proposeMs)}, import ${seconds(importMs)} into the in-memory store (${result.imported} expenses), peak RSS ${mb(peak())}`,
  );
}

async function scan() {
  const bytes = await scannedPdf(STATEMENT, 300);
  const db = new MemoryDatabase();
  const store = db.privileged();
  const ocr = createTesseractOcr();
  const path = uploadStoragePath('bench', 'scan', 'scan.pdf');
  await store.collection(UPLOADS, 'bench').set('scan', {
    fileName: 'scan.pdf',
    contentType: 'application/pdf',
    sizeBytes: bytes.length,
    storagePath: path,
    status: 'uploaded',
  });
  const before = peak();
  const [outcome, ms] = await time(() =>
    handleFinalizedObject({ path, size: bytes.length }, { store, ocr, readObject: async () => bytes }),
  );
  await ocr.terminate();
  const used = peak();
  console.log(
    `  processUpload, 300-dpi A4 scan (${mb(bytes.length)} PDF, 2480×3508 page): ${seconds(ms)}, ${outcome.kind === 'done' ? outcome.status : outcome.kind}; peak RSS ${mb(used)} (${mb(before)} before) of ${PROCESS_UPLOAD_OPTIONS.memory} configured (${((100 * used) / PROCESS_UPLOAD_MEMORY_BYTES).toFixed(0)}%)`,
  );
}

const CASES: Record<string, () => Promise<void>> = { photo, pdf3, csv, scan };
const which = process.argv[2] ?? '';
const run = CASES[which];
if (!run) {
  console.error(`documents bench: unknown case "${which}" (one of ${Object.keys(CASES).join(', ')})`);
  process.exit(2);
}
await run();
