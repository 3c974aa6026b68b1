import { ERROR_LOG_ENDPOINT } from '../messages';

/** The crash report the UI posts to /api/log-error (spec sections 3 and 7). */
export interface ErrorReport {
  message: string;
  stack: string;
  componentStack: string;
  /** ISO 8601 instant. */
  timestamp: string;
  userAgent: string;
  url: string;
}

// The endpoint caps what it stores; trimming here keeps one huge stack from being refused whole.
const LIMITS = { message: 2000, stack: 4000, componentStack: 4000, userAgent: 500, url: 2000 } as const;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) {
    return { message: error.message || error.name || 'Error', stack: error.stack ?? '' };
  }
  if (typeof error === 'string') return { message: error || 'Unknown error', stack: '' };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' };
  } catch {
    return { message: String(error), stack: '' };
  }
}

export function buildErrorReport(error: unknown, componentStack: string | null | undefined, now = new Date()): ErrorReport {
  const { message, stack } = describe(error);
  return {
    message: clip(message, LIMITS.message),
    stack: clip(stack, LIMITS.stack),
    componentStack: clip(componentStack ?? '', LIMITS.componentStack),
    timestamp: now.toISOString(),
    userAgent: clip(typeof navigator === 'undefined' ? '' : navigator.userAgent, LIMITS.userAgent),
    url: clip(typeof window === 'undefined' ? '' : window.location.href, LIMITS.url),
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
