import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ERROR_LOGS, type ErrorLogPayload, type WriteFor } from '@haulbooks/domain';
import { encodeForCreate } from '../data/admin-store.js';
import type { ErrorLogStore, RateLimit, SaveResult } from './handler.js';

/**
 * The rate-limit counters: this function's own bookkeeping, read and written only here and never
 * by a client, so they are named here instead of in the collection registry.
 */
export const ERROR_LOG_RATE_LIMITS = 'errorLogRateLimits';

type StoredReport = WriteFor<typeof ERROR_LOGS>;

/**
 * The report as ERROR_LOGS stores it. The endpoint accepts longer texts than are kept (a report
 * is never refused for a long stack), so each text is cut to its stored maximum here.
 */
export function storedReport(payload: ErrorLogPayload): StoredReport {
  const fields = ERROR_LOGS.fields;
  // Cut to `max` UTF-16 units, as the schema and the rules' size() count, never inside a pair.
  const clip = (text: string, max: number) =>
    text.length <= max ? text : text.slice(0, /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max);
  return {
    message: clip(payload.message, fields.message.max),
    ...(payload.stack === null ? {} : { stack: clip(payload.stack, fields.stack.max) }),
    ...(payload.componentStack === null
      ? {}
      : { componentStack: clip(payload.componentStack, fields.componentStack.max) }),
    timestamp: clip(payload.timestamp, fields.timestamp.max),
    userAgent: clip(payload.userAgent, fields.userAgent.max),
    url: clip(payload.url, fields.url.max),
  };
}

/** gRPC status ABORTED: a transaction gave up on contention. */
const GRPC_ABORTED = 10;

export function isAborted(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === GRPC_ABORTED;
}

/** How long a window's counter is kept (for a Firestore TTL policy on `expiresAt`). */
const COUNTER_TTL_MS = 60 * 60 * 1000;

/**
 * One counter document per client and fixed window, updated in the same transaction that
 * writes the report: every function instance sees the same count, and a report is stored if
 * and only if it was counted.
 */
export function firestoreErrorLogStore(db: Firestore): ErrorLogStore {
  return {
    async saveWithinRateLimit({ payload, clientKey, receivedAt }, limit: RateLimit): Promise<SaveResult> {
      // Checked before the transaction: a report the schema refuses must not use up the window.
      const logRef = db.collection(ERROR_LOGS.path).doc();
      const report = encodeForCreate(ERROR_LOGS, logRef, storedReport(payload));
      const windowStart = Math.floor(receivedAt.getTime() / limit.windowMs) * limit.windowMs;
      const counterRef = db.collection(ERROR_LOG_RATE_LIMITS).doc(`${clientKey}_${windowStart}`);
      try {
        return await db.runTransaction(async (tx): Promise<SaveResult> => {
          const counter = await tx.get(counterRef);
          const count = Number(counter.get('count') ?? 0);
          if (count >= limit.max) {
            return {
              saved: false,
              retryAfterSeconds: Math.max(
                1,
                Math.ceil((windowStart + limit.windowMs - receivedAt.getTime()) / 1000),
              ),
            };
          }
          tx.set(counterRef, {
            count: count + 1,
            windowStart: Timestamp.fromMillis(windowStart),
            expiresAt: Timestamp.fromMillis(windowStart + COUNTER_TTL_MS),
          });
          tx.create(logRef, report);
          return { saved: true, id: logRef.id };
        });
      } catch (error) {
        // The counter document is this client's alone: contention on it that outlasts the SDK's
        // retries means this client is sending faster than Firestore can count, i.e. too fast.
        if (isAborted(error)) return { saved: false, retryAfterSeconds: 1 };
        throw error;
      }
    },
  };
}
