import { describe, expect, it } from 'vitest';
import { MemoryDatabase } from '../memory-store.js';
import { adminViewOf, ownBooks } from '../subject.js';
import { RECENT_REPORTS_LIMIT, reportsRepository, type GeneratedReport } from './reports-repository.js';

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
        sizeBytes: i * 100,
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
    });
    expect(recent.at(-1)?.name).toBe('report-3.csv');
    await repo.remove(recent[0]?.id ?? '');
    const after = await nextValue<GeneratedReport[]>((l) => repo.watchRecent(l));
    expect(after[0]?.name).toBe('report-11.csv');
  });

  it('refuses a record the schema refuses, and any write while an administrator views the books', async () => {
    const db = new MemoryDatabase({ now: clock() });
    const repo = reportsRepository(db.storeFor({ uid: 'dana', admin: false }), ownBooks('dana'));
    await expect(
      repo.record({ name: '', kind: 'summary', format: 'csv', range: NOVEMBER, sizeBytes: 10 }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    const admin = reportsRepository(db.storeFor({ uid: 'staff', admin: true }), adminViewOf('dana'));
    await expect(
      admin.record({ name: 'x.csv', kind: 'summary', format: 'csv', range: NOVEMBER, sizeBytes: 10 }),
    ).rejects.toMatchObject({ code: 'read-only' });
  });
});
