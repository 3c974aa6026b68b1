import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_LOG_FIELD_MAX_LENGTH, validateErrorLogPayload } from '@haulbooks/domain';
import { buildErrorReport, reportError, type ErrorReport } from './report-error';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function postedReport(call = 0): ErrorReport {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body)) as ErrorReport;
}

describe('buildErrorReport', () => {
  it('carries message, stack, componentStack, an ISO timestamp, the user agent and the page URL', () => {
    const error = new Error('boom');
    const report = buildErrorReport(error, '\n    at Broken', new Date('2025-05-12T10:00:00Z'));
    expect(report).toEqual({
      message: 'boom',
      stack: error.stack,
      componentStack: '\n    at Broken',
      timestamp: '2025-05-12T10:00:00.000Z',
      userAgent: navigator.userAgent,
      url: window.location.href,
    });
  });

  it('describes thrown non-errors, with no stack or component stack', () => {
    expect(buildErrorReport('plain text', null)).toMatchObject({
      message: 'plain text',
      stack: null,
      componentStack: null,
    });
    expect(buildErrorReport({ code: 7 }, undefined)).toMatchObject({ message: '{"code":7}', stack: null });
    expect(buildErrorReport(new Error('   '), '').message).toBe('Error');
    expect(buildErrorReport('', '').message).toBe('Unknown error');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(buildErrorReport(circular, '').message).toBe('[object Object]');
  });

  it('clips oversized fields to what the endpoint accepts', () => {
    const huge = new Error('x'.repeat(10_000));
    huge.stack = 'y'.repeat(50_000);
    const report = buildErrorReport(huge, 'z'.repeat(50_000));
    expect(report.message).toHaveLength(ERROR_LOG_FIELD_MAX_LENGTH.message);
    expect(report.stack).toHaveLength(ERROR_LOG_FIELD_MAX_LENGTH.stack);
    expect(report.componentStack).toHaveLength(ERROR_LOG_FIELD_MAX_LENGTH.componentStack);
    expect(validateErrorLogPayload(JSON.parse(JSON.stringify(report)))).toMatchObject({ ok: true });
  });

  it.each([
    ['an Error', new Error('boom')],
    ['a string', 'boom'],
    ['an object', { reason: 'boom' }],
    ['an empty Error', new Error('')],
  ])('builds a report the logError validator accepts for %s', (_label, thrown) => {
    const report = buildErrorReport(thrown, '\n    at Page');
    expect(validateErrorLogPayload(JSON.parse(JSON.stringify(report)))).toMatchObject({ ok: true });
  });
});

describe('reportError', () => {
  it('POSTs the report as JSON to /api/log-error', () => {
    reportError(new Error('render failed'), '\n    at Page');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/log-error');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(postedReport()).toMatchObject({ message: 'render failed', componentStack: '\n    at Page' });
    expect(Object.keys(postedReport()).sort()).toEqual(
      ['componentStack', 'message', 'stack', 'timestamp', 'url', 'userAgent'].sort(),
    );
  });

  it('reports the same error object once', () => {
    const error = new Error('twice');
    reportError(error, '');
    reportError(error, '');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never throws when the request fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(() => reportError(new Error('offline'), '')).not.toThrow();
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
  });

  it('never throws when fetch itself throws or is missing', () => {
    fetchMock.mockImplementationOnce(() => {
      throw new Error('fetch exploded');
    });
    expect(() => reportError(new Error('a'), '')).not.toThrow();
    vi.stubGlobal('fetch', undefined);
    expect(() => reportError(new Error('b'), '')).not.toThrow();
  });
});
