import { describe, expect, it } from 'vitest';
import { MemoryDatabase } from '../memory-store.js';
import { adminViewOf, ownBooks } from '../subject.js';
import {
  RECENT_REPORTS_LIMIT,
  reportFileOf,
  reportsRepository,
  type GeneratedReport,
} from './reports-repository.js';
import { MAX_STORED_REPORT_CHARS } from '../collections.js';

const NOVEMBER = { start: '2026-11-01', end: '2026-11-30' } as const;

function clock() {
  let tick = Date.parse('2026-11-23T15:00:00Z');
  return () => new Date((tick += 1_000));
}

function nextValue<T>(watch: (listener: { next(v: T): void; error(e: unknown): void }) => () => void) {
  return new Promise<T>((resolve, reject) => {
    const stop = watch({
      next: (value) => {
        resolve(value);
        queueMicrotask(stop);
      },
      error: reject,
    });
  });
}

describe('reportsRepository', () => {
  it('records generated files and lists the newest ten first', async () => {
    const db = new MemoryDatabase({ now: clock() });
    const repo = reportsRepository(db.storeFor({ uid: 'dana', admin: false }), ownBooks('dana'));
    for (let i = 1; i <= RECENT_REPORTS_LIMIT + 2; i += 1) {
      await repo.record({
        name: `report-${i}.csv`,
        kind: 'summary',
        format: 'csv',
        range: NOVEMBER,
        content: 'x'.repeat(i * 100),
      });
    }
    const recent = await nextValue<GeneratedReport[]>((l) => repo.watchRecent(l));
    expect(recent).toHaveLength(RECENT_REPORTS_LIMIT);
    expect(recent[0]).toMatchObject({
      name: 'report-12.csv',
      kind: 'summary',
      format: 'csv',
      rangeStart: '2026-11-01',
      rangeEnd: '2026-11-30',
      sizeBytes: 1_200,
      encoding: 'utf8',
    });
    expect(recent.at(-1)?.name).toBe('report-3.csv');
    await repo.remove(recent[0]?.id ?? '');
    const after = await nextValue<GeneratedReport[]>((l) => repo.watchRecent(l));
    expect(after[0]?.name).toBe('report-11.csv');
  });

  it('gives back exactly the file generated: CSV text with its BOM and accents, PDF bytes', async () => {
    const db = new MemoryDatabase({ now: clock() });
    const repo = reportsRepository(db.storeFor({ uid: 'dana', admin: false }), ownBooks('dana'));
    const csv = '\uFEFFLine,Detail\r\nCategory,Café\r\n';
    const pdf = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
    await repo.record({ name: 'summary.csv', kind: 'summary', format: 'csv', range: NOVEMBER, content: csv });
    await repo.record({ name: 'pnl.pdf', kind: 'profit_loss', format: 'pdf', range: NOVEMBER, content: pdf });
    const [pdfRecord, csvRecord] = await nextValue<GeneratedReport[]>((l) => repo.watchRecent(l));
    expect(csvRecord?.sizeBytes).toBe(new TextEncoder().encode(csv).length);
    expect(reportFileOf(csvRecord as GeneratedReport)).toEqual({
      name: 'summary.csv',
      type: 'text/csv;charset=utf-8',
      body: csv,
    });
    expect(pdfRecord).toMatchObject({ sizeBytes: 70_000, encoding: 'base64' });
    const file = reportFileOf(pdfRecord as GeneratedReport);
    expect(file.type).toBe('application/pdf');
    expect(file.body).toEqual(pdf);
  });

  it('refuses to keep a file too large to store, with the reason', async () => {
    const db = new MemoryDatabase({ now: clock() });
    const repo = reportsRepository(db.storeFor({ uid: 'dana', admin: false }), ownBooks('dana'));
    await expect(
      repo.record({
        name: 'huge.csv',
        kind: 'summary',
        format: 'csv',
        range: NOVEMBER,
        content: 'x'.repeat(MAX_STORED_REPORT_CHARS + 1),
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument', message: expect.stringContaining('too large') });
  });

  it('refuses a record the schema refuses, and any write while an administrator views the books', async () => {
    const db = new MemoryDatabase({ now: clock() });
    const repo = reportsRepository(db.storeFor({ uid: 'dana', admin: false }), ownBooks('dana'));
    await expect(
      repo.record({ name: '', kind: 'summary', format: 'csv', range: NOVEMBER, content: 'Line' }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(
      repo.record({ name: 'empty.csv', kind: 'summary', format: 'csv', range: NOVEMBER, content: '' }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    const admin = reportsRepository(db.storeFor({ uid: 'staff', admin: true }), adminViewOf('dana'));
    await expect(
      admin.record({ name: 'x.csv', kind: 'summary', format: 'csv', range: NOVEMBER, content: 'Line' }),
    ).rejects.toMatchObject({ code: 'read-only' });
  });
});
