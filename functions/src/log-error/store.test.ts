import { describe, expect, it } from 'vitest';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { ERROR_LOGS, type ErrorLogPayload } from '@haulbooks/domain';
import { ERROR_LOG_RATE_LIMITS, firestoreErrorLogStore, storedReport } from './store.js';

const payload: ErrorLogPayload = {
  message: 'boom',
  stack: null,
  componentStack: null,
  timestamp: '2026-03-01T10:00:00.000Z',
  userAgent: 'UA',
  url: 'https://haulbooks.example/',
};
const limit = { max: 2, windowMs: 60_000 };
const receivedAt = new Date('2026-03-01T10:00:45.000Z');

/** Just enough of Firestore for the store: serial transactions over an in-memory map. */
function fakeFirestore(runTransaction?: () => Promise<never>) {
  const docs = new Map<string, Record<string, unknown>>();
  let autoId = 0;
  const doc = (collection: string, id: string) => ({ path: `${collection}/${id}`, id });
  const db = {
    collection: (name: string) => ({
      doc: (id?: string) => doc(name, id ?? `auto-${(autoId += 1)}`),
    }),
    runTransaction:
      runTransaction ??
      (async (body: (tx: unknown) => Promise<unknown>) => {
        const writes: [string, Record<string, unknown>][] = [];
        const tx = {
          get: async (ref: { path: string }) => ({ get: (field: string) => docs.get(ref.path)?.[field] }),
          set: (ref: { path: string }, data: Record<string, unknown>) => writes.push([ref.path, data]),
          create: (ref: { path: string }, data: Record<string, unknown>) => writes.push([ref.path, data]),
        };
        const result = await body(tx);
        for (const [path, data] of writes) docs.set(path, data);
        return result;
      }),
  };
  return { db: db as unknown as Firestore, docs };
}

describe('firestoreErrorLogStore', () => {
  it('writes the report and counts it in the per-client, per-minute counter', async () => {
    const { db, docs } = fakeFirestore();
    const store = firestoreErrorLogStore(db);
    const result = await store.saveWithinRateLimit({ payload, clientKey: 'abc', receivedAt }, limit);
    expect(result).toEqual({ saved: true, id: 'auto-1' });
    const windowStart = Date.parse('2026-03-01T10:00:00.000Z');
    expect(docs.get(`${ERROR_LOG_RATE_LIMITS}/abc_${windowStart}`)).toMatchObject({ count: 1 });
    expect(docs.get(`${ERROR_LOGS.path}/auto-1`)).toEqual({
      message: 'boom',
      timestamp: payload.timestamp,
      userAgent: 'UA',
      url: 'https://haulbooks.example/',
      createdAt: FieldValue.serverTimestamp(),
    });
  });

  it('refuses once the window is used up, until the next minute', async () => {
    const { db, docs } = fakeFirestore();
    const store = firestoreErrorLogStore(db);
    const entry = { payload, clientKey: 'abc', receivedAt };
    await store.saveWithinRateLimit(entry, limit);
    await store.saveWithinRateLimit(entry, limit);
    expect(await store.saveWithinRateLimit(entry, limit)).toEqual({ saved: false, retryAfterSeconds: 15 });
    const nextMinute = { ...entry, receivedAt: new Date('2026-03-01T10:01:00.000Z') };
    expect(await store.saveWithinRateLimit(nextMinute, limit)).toMatchObject({ saved: true });
    expect([...docs.keys()].filter((path) => path.startsWith(`${ERROR_LOGS.path}/`))).toHaveLength(3);
  });

  it('treats a transaction aborted on contention as this client being too fast', async () => {
    const aborted = Object.assign(new Error('10 ABORTED: Too much contention'), { code: 10 });
    const { db } = fakeFirestore(() => Promise.reject(aborted));
    const result = await firestoreErrorLogStore(db).saveWithinRateLimit(
      { payload, clientKey: 'abc', receivedAt },
      limit,
    );
    expect(result).toEqual({ saved: false, retryAfterSeconds: 1 });
  });

  it('passes other Firestore failures on (they are the server’s problem, not the caller’s)', async () => {
    const unavailable = Object.assign(new Error('14 UNAVAILABLE'), { code: 14 });
    const { db } = fakeFirestore(() => Promise.reject(unavailable));
    await expect(
      firestoreErrorLogStore(db).saveWithinRateLimit({ payload, clientKey: 'abc', receivedAt }, limit),
    ).rejects.toBe(unavailable);
  });
});

describe('storedReport', () => {
  it('cuts every text to the length ERROR_LOGS keeps, never inside a surrogate pair, and leaves absent stacks out', () => {
    const report = storedReport({
      ...payload,
      message: `x${'🚚'.repeat(2_500)}`,
      stack: 's'.repeat(16_000),
      userAgent: 'u'.repeat(1_024),
      url: `https://haulbooks.example/${'p'.repeat(4_000)}`,
    });
    // 'x' and 999 trucks: the 1,000th truck would not fit whole.
    expect(report.message).toBe(`x${'🚚'.repeat(999)}`);
    expect(report.stack).toHaveLength(ERROR_LOGS.fields.stack.max);
    expect(report.userAgent).toHaveLength(ERROR_LOGS.fields.userAgent.max);
    expect(report.url).toHaveLength(ERROR_LOGS.fields.url.max);
    expect(report).not.toHaveProperty('componentStack');
  });

  it('stores the longest report the endpoint accepts', async () => {
    const { db, docs } = fakeFirestore();
    const longest = { ...payload, message: '🚚'.repeat(2_000), stack: 's'.repeat(16_000) };
    const result = await firestoreErrorLogStore(db).saveWithinRateLimit(
      { payload: longest, clientKey: 'abc', receivedAt },
      limit,
    );
    expect(result).toEqual({ saved: true, id: 'auto-1' });
    expect(docs.get(`${ERROR_LOGS.path}/auto-1`)?.message).toBe('🚚'.repeat(1_000));
  });
});
