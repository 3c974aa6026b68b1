import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppErrorBoundary } from './app-error-boundary';
import { ErrorFallback } from './error-fallback';
import type { ErrorReport } from './report-error';

const fetchMock = vi.fn<typeof fetch>();
let shouldThrow = true;

function Broken() {
  if (shouldThrow) throw new Error('Cannot read the settlement');
  return <p>recovered</p>;
}

beforeEach(() => {
  shouldThrow = true;
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  // React reports caught render errors on the console; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AppErrorBoundary', () => {
  it('shows the fallback screen with the spec text and both buttons', () => {
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText("We're sorry, but something unexpected happened. Please try refreshing the page."),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('posts the crash with the component stack to /api/log-error, once', () => {
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/log-error');
    const report = JSON.parse(String(init?.body)) as ErrorReport;
    expect(report.message).toBe('Cannot read the settlement');
    expect(report.stack).toContain('Cannot read the settlement');
    expect(report.componentStack).toContain('Broken');
    expect(Number.isNaN(Date.parse(report.timestamp))).toBe(false);
  });

  it('still shows the fallback when the report cannot be sent', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('Try Again renders the children again', async () => {
    const user = userEvent.setup();
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('recovered')).toBeInTheDocument();
  });

  it('gives way to the children when the reset key changes', () => {
    const { rerender } = render(
      <AppErrorBoundary resetKey="/broken">
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    shouldThrow = false;
    rerender(
      <AppErrorBoundary resetKey="/elsewhere">
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('recovered')).toBeInTheDocument();
  });
});

describe('ErrorFallback', () => {
  it('Refresh Page reloads and Try Again retries', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const onRefresh = vi.fn();
    render(<ErrorFallback onRetry={onRetry} onRefresh={onRefresh} />);
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
