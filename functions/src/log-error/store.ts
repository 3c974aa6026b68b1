import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import type { ErrorLogStore, RateLimit, SaveResult } from './handler.js';

export const ERROR_LOGS = 'errorLogs';
export const ERROR_LOG_RATE_LIMITS = 'errorLogRateLimits';

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
      const windowStart = Math.floor(receivedAt.getTime() / limit.windowMs) * limit.windowMs;
      const counterRef = db.collection(ERROR_LOG_RATE_LIMITS).doc(`${clientKey}_${windowStart}`);
      const logRef = db.collection(ERROR_LOGS).doc();
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
          tx.create(logRef, {
            ...payload,
            clientKey,
            receivedAt: FieldValue.serverTimestamp(),
          });
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
