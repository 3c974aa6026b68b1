import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteErrorFallback } from '../features/public';
import { RootLayout } from './root-layout';
import { routes } from './routes';

const fetchMock = vi.fn<typeof fetch>();

function renderAt(table: RouteObject[], entry: string) {
  const router = createMemoryRouter(table, { initialEntries: [entry] });
  const user = userEvent.setup();
  return { ...render(<RouterProvider router={router} />), router, user };
}

let crash = true;
function Crashes() {
  if (crash) throw new Error('Settlement table exploded');
  return <p>table ok</p>;
}

/** RootLayout and the root error element, as routes.tsx wires them, around test pages. */
function layoutTable(children: RouteObject[]): RouteObject[] {
  return [{ element: <RootLayout />, errorElement: <RouteErrorFallback />, children }];
}

beforeEach(() => {
  crash = true;
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('route table: public site', () => {
  it('renders the landing page at / with the cookie banner', async () => {
    renderAt(routes, '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Know what every load really pays.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });

  it('shows the loading fallback while a lazy page loads on a direct visit', async () => {
    renderAt(routes, '/terms');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  });

  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/cookie-policy', 'Cookie Policy'],
  ])('serves %s', async (path, title) => {
    renderAt(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Last updated: May 12, 2025')).toBeInTheDocument();
  });

  it('shows Page Not Found for any other path', async () => {
    renderAt(routes, '/reports/mileage/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('has no /__e2e/crash route unless built with VITE_E2E_CRASH_ROUTE=true', async () => {
    expect(import.meta.env.VITE_E2E_CRASH_ROUTE).not.toBe('true');
    renderAt(routes, '/__e2e/crash');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves from the landing footer to a legal page at the top of the page', async () => {
    const { user } = renderAt(routes, '/');
    const footer = within(await screen.findByRole('contentinfo'));
    await user.click(footer.getByRole('link', { name: 'Cookie Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});

describe('RootLayout: crashes', () => {
  it('shows the fallback for a render error below it, reports it, and keeps the cookie banner', () => {
    renderAt(layoutTable([{ path: '/settlements', element: <Crashes /> }]), '/settlements');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/log-error');
    const report = JSON.parse(String(init?.body)) as Record<string, string>;
    expect(report.message).toBe('Settlement table exploded');
    expect(report.componentStack).toContain('Crashes');
    expect(report.url).toBe(window.location.href);
  });

  it('Try Again renders the page again; leaving for another page clears the fallback', async () => {
    const { user, router } = renderAt(
      layoutTable([
        { path: '/settlements', element: <Crashes /> },
        { path: '/', element: <p>home</p> },
      ]),
      '/settlements',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();

    await act(() => router.navigate('/'));
    expect(screen.getByText('home')).toBeInTheDocument();

    crash = false;
    await act(() => router.navigate('/settlements'));
    expect(screen.getByText('table ok')).toBeInTheDocument();
  });

  it('shows the fallback and reports when a page module fails to load', async () => {
    renderAt(
      layoutTable([
        {
          path: '/reports',
          lazy: () =>
            Promise.reject(new Error('Failed to fetch dynamically imported module: /assets/reports.js')),
        },
      ]),
      '/reports',
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const report = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, string>;
    expect(report.message).toContain('Failed to fetch dynamically imported module');
  });
});
