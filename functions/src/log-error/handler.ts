import { ERROR_LOG_MAX_BODY_BYTES, validateErrorLogPayload, type ErrorLogPayload } from '@haulbooks/domain';
import type { ErrorLogConfig } from '../config.js';
import { clientAddress, clientKey } from './client-key.js';

export interface LogErrorRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received; undefined when there was none. */
  rawBody: Buffer | undefined;
  socketAddress: string | undefined;
}

export interface LogErrorResponse {
  status: number;
  headers?: Record<string, string>;
  body: { id: string } | { error: string; field?: string };
}

export interface RateLimit {
  max: number;
  windowMs: number;
}

export type SaveResult = { saved: true; id: string } | { saved: false; retryAfterSeconds: number };

/** The Firestore boundary: stores the report unless the client has used up its window. */
export interface ErrorLogStore {
  saveWithinRateLimit(
    entry: { payload: ErrorLogPayload; clientKey: string; receivedAt: Date },
    limit: RateLimit,
  ): Promise<SaveResult>;
}

function refuse(status: number, error: string, field?: string | null): LogErrorResponse {
  return { status, body: field ? { error, field } : { error } };
}

/**
 * POST /api/log-error. Bad input is answered 4xx with the reason, before any Firestore I/O, so
 * only well-formed reports count against the client's rate limit and nothing a caller sends
 * can produce a 500.
 */
export async function handleLogError(
  request: LogErrorRequest,
  store: ErrorLogStore,
  config: ErrorLogConfig,
  now: () => Date = () => new Date(),
): Promise<LogErrorResponse> {
  if (request.method !== 'POST') {
    return {
      ...refuse(405, `Method ${request.method} is not allowed; send the error report with POST`),
      headers: { Allow: 'POST' },
    };
  }
  const raw = request.rawBody ?? Buffer.alloc(0);
  if (raw.byteLength > ERROR_LOG_MAX_BODY_BYTES) {
    return refuse(413, `The body is ${raw.byteLength} bytes; the limit is ${ERROR_LOG_MAX_BODY_BYTES} bytes`);
  }
  const text = raw.toString('utf8');
  if (text.trim() === '') return refuse(400, 'The body is empty; send the error report as a JSON object');

  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return refuse(400, `The body is not valid JSON: ${detail}`);
  }

  const validation = validateErrorLogPayload(parsed);
  if (!validation.ok)
    return refuse(validation.kind === 'too_large' ? 413 : 400, validation.reason, validation.field);

  const address = clientAddress(
    request.headers['x-forwarded-for'],
    request.socketAddress,
    config.trustedProxyHops,
  );
  const result = await store.saveWithinRateLimit(
    { payload: validation.value, clientKey: clientKey(address), receivedAt: now() },
    { max: config.maxPerWindow, windowMs: config.windowMs },
  );
  if (!result.saved) {
    return {
      status: 429,
      headers: { 'Retry-After': String(result.retryAfterSeconds) },
      body: { error: `Too many error reports from this client; try again in ${result.retryAfterSeconds} s` },
    };
  }
  return { status: 201, body: { id: result.id } };
}
