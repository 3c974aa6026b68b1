import { describe, expect, it } from 'vitest';
import { ERROR_LOG_MAX_BODY_BYTES, type ErrorLogPayload } from '@haulbooks/domain';
import type { ErrorLogConfig } from '../config.js';
import { clientKey } from './client-key.js';
import { handleLogError, type ErrorLogStore, type LogErrorRequest, type RateLimit } from './handler.js';

const config: ErrorLogConfig = { maxPerWindow: 2, windowMs: 60_000, trustedProxyHops: 1 };
const now = new Date('2026-03-01T10:00:30.000Z');

const payload: ErrorLogPayload = {
  message: 'boom',
  stack: 'Error: boom\n    at Crash',
  componentStack: '\n    at Crash',
  timestamp: '2026-03-01T10:00:29.000Z',
  userAgent: 'Mozilla/5.0',
  url: 'http://127.0.0.1:5050/dashboard',
};

/** An in-memory store with the same contract as the Firestore one: count per client and window. */
function memoryStore() {
  const saved: { payload: ErrorLogPayload; clientKey: string; receivedAt: Date }[] = [];
  const counters = new Map<string, number>();
  const store: ErrorLogStore = {
    async saveWithinRateLimit(entry, limit: RateLimit) {
      const windowStart = Math.floor(entry.receivedAt.getTime() / limit.windowMs) * limit.windowMs;
      const key = `${entry.clientKey}_${windowStart}`;
      const count = counters.get(key) ?? 0;
      if (count >= limit.max) {
        return {
          saved: false,
          retryAfterSeconds: Math.ceil((windowStart + limit.windowMs - entry.receivedAt.getTime()) / 1000),
        };
      }
      counters.set(key, count + 1);
      saved.push(entry);
      return { saved: true, id: `log-${saved.length}` };
    },
  };
  return { store, saved };
}

function post(body: string | undefined, headers: LogErrorRequest['headers'] = {}): LogErrorRequest {
  return {
    method: 'POST',
    headers: { 'x-forwarded-for': '203.0.113.7', ...headers },
    rawBody: body === undefined ? undefined : Buffer.from(body, 'utf8'),
    socketAddress: '127.0.0.1',
  };
}

const run = (request: LogErrorRequest, store: ErrorLogStore) =>
  handleLogError(request, store, config, () => now);

describe('handleLogError', () => {
  it('stores a valid report with the hashed client key and answers 201 with its id', async () => {
    const { store, saved } = memoryStore();
    const response = await run(post(JSON.stringify(payload)), store);
    expect(response).toEqual({ status: 201, body: { id: 'log-1' } });
    expect(saved).toEqual([{ payload, clientKey: clientKey('203.0.113.7'), receivedAt: now }]);
  });

  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])('answers 405 with Allow: POST to %s', async (method) => {
    const { store, saved } = memoryStore();
    const response = await run({ ...post(JSON.stringify(payload)), method }, store);
    expect(response.status).toBe(405);
    expect(response.headers).toEqual({ Allow: 'POST' });
    expect(response.body).toEqual({
      error: `Method ${method} is not allowed; send the error report with POST`,
    });
    expect(saved).toHaveLength(0);
  });

  it('answers 400 for an empty body and for broken JSON, saying why', async () => {
    const { store, saved } = memoryStore();
    expect(await run(post(undefined), store)).toEqual({
      status: 400,
      body: { error: 'The body is empty; send the error report as a JSON object' },
    });
    const broken = await run(post('{"message": "boom",'), store);
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ error: expect.stringMatching(/^The body is not valid JSON: /) });
    expect(saved).toHaveLength(0);
  });

  it('answers 400 naming the field for a missing field or a wrong type', async () => {
    const { store } = memoryStore();
    const { url: _url, ...withoutUrl } = payload;
    expect(await run(post(JSON.stringify(withoutUrl)), store)).toEqual({
      status: 400,
      body: { error: 'url is required', field: 'url' },
    });
    expect(await run(post(JSON.stringify({ ...payload, timestamp: 1700000000 })), store)).toEqual({
      status: 400,
      body: { error: 'timestamp must be a string, got a number', field: 'timestamp' },
    });
    expect(await run(post('[1,2]'), store)).toEqual({
      status: 400,
      body: { error: 'The body must be a JSON object, got an array' },
    });
  });

  it('answers 413 for a body over the cap without parsing it, and for an over-long field', async () => {
    const { store, saved } = memoryStore();
    const huge = await run(post('x'.repeat(ERROR_LOG_MAX_BODY_BYTES + 1)), store);
    expect(huge).toEqual({
      status: 413,
      body: {
        error: `The body is ${ERROR_LOG_MAX_BODY_BYTES + 1} bytes; the limit is ${ERROR_LOG_MAX_BODY_BYTES} bytes`,
      },
    });
    const longMessage = await run(post(JSON.stringify({ ...payload, message: 'm'.repeat(4001) })), store);
    expect(longMessage).toEqual({
      status: 413,
      body: { error: 'message is longer than 4000 characters', field: 'message' },
    });
    expect(saved).toHaveLength(0);
  });

  it('answers 429 with Retry-After once a client used its window, while other clients still get through', async () => {
    const { store, saved } = memoryStore();
    const body = JSON.stringify(payload);
    expect((await run(post(body), store)).status).toBe(201);
    expect((await run(post(body), store)).status).toBe(201);
    const limited = await run(post(body), store);
    expect(limited).toEqual({
      status: 429,
      headers: { 'Retry-After': '30' },
      body: { error: 'Too many error reports from this client; try again in 30 s' },
    });
    expect((await run(post(body, { 'x-forwarded-for': '203.0.113.8' }), store)).status).toBe(201);
    expect(saved).toHaveLength(3);
  });

  it('does not count refused input against the rate limit', async () => {
    const { store } = memoryStore();
    for (let i = 0; i < 5; i += 1) expect((await run(post('{'), store)).status).toBe(400);
    expect((await run(post(JSON.stringify(payload)), store)).status).toBe(201);
  });
});
