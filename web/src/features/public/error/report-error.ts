import { ERROR_LOG_FIELD_MAX_LENGTH, type ErrorLogPayload } from '@haulbooks/domain';
import { ERROR_LOG_ENDPOINT } from '../messages';

/** The crash report the UI posts to /api/log-error (spec sections 3 and 7; validated by logError). */
export type ErrorReport = ErrorLogPayload;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function describe(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) {
    const message = error.message.trim() ? error.message : error.name || 'Error';
    return { message, stack: error.stack || null };
  }
  if (typeof error === 'string') return { message: error.trim() ? error : 'Unknown error', stack: null };
  let message: string | undefined;
  try {
    message = JSON.stringify(error);
  } catch {
    // Circular or otherwise unserialisable: fall back to String().
  }
  message = message ?? String(error);
  return { message: message.trim() ? message : 'Unknown error', stack: null };
}

/**
 * The report for a caught error, within the endpoint's per-field limits (a huge stack is clipped
 * rather than getting the whole report refused).
 */
export function buildErrorReport(
  error: unknown,
  componentStack: string | null | undefined,
  now = new Date(),
): ErrorReport {
  const { message, stack } = describe(error);
  const limit = ERROR_LOG_FIELD_MAX_LENGTH;
  return {
    message: clip(message, limit.message),
    stack: stack === null ? null : clip(stack, limit.stack),
    componentStack: componentStack ? clip(componentStack, limit.componentStack) : null,
    timestamp: now.toISOString(),
    userAgent: clip(typeof navigator === 'undefined' ? '' : navigator.userAgent, limit.userAgent),
    url: clip(typeof window === 'undefined' ? '' : window.location.href, limit.url),
  };
}

// One report per error object: StrictMode effects and nested boundaries may see the same error twice.
const reported = new WeakSet<object>();

/**
 * Posts a crash report, fire and forget: the response is ignored and a failed request (offline,
 * endpoint down, fetch missing) is only written to the console — reporting never crashes the UI.
 */
export function reportError(error: unknown, componentStack?: string | null): void {
  try {
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    const body = JSON.stringify(buildErrorReport(error, componentStack));
    void fetch(ERROR_LOG_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
    }).catch((failure: unknown) => {
      console.warn('Could not send the error report', failure);
    });
  } catch (failure) {
    console.warn('Could not send the error report', failure);
  }
}
