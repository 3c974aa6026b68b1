import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import { renderPublicRoutes } from '../testing';
import { CookieBanner } from './cookie-banner';

function renderBanner() {
  return renderPublicRoutes([
    {
      path: '/',
      element: (
        <>
          <Outlet />
          <CookieBanner />
        </>
      ),
      children: [
        { index: true, element: <a href="/other">page one</a> },
        { path: 'privacy', element: <p>privacy page</p> },
      ],
    },
  ]);
}

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Cookie banner', () => {
  it('asks for acceptance with a Learn more link to /privacy, Accept and a close button', () => {
    renderBanner();
    const region = banner();
    expect(region).not.toBeNull();
    const inBanner = within(region as HTMLElement);
    expect(inBanner.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/privacy');
    expect(inBanner.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(inBanner.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('stores cookieConsent = accepted on Accept and goes away', async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
    expect(banner()).toBeNull();
  });

  it('stays away on a later visit once consent is stored', () => {
    localStorage.setItem('cookieConsent', 'accepted');
    renderBanner();
    expect(banner()).toBeNull();
  });

  it('shows again for any other stored value', () => {
    localStorage.setItem('cookieConsent', 'declined');
    renderBanner();
    expect(banner()).not.toBeNull();
  });

  it('close hides it for the current view only: nothing stored, back on the next page load', async () => {
    const first = renderBanner();
    await first.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem('cookieConsent')).toBeNull();

    // In-app navigation keeps it closed (the banner lives in the root layout).
    await act(() => first.router.navigate('/privacy'));
    expect(screen.getByText('privacy page')).toBeInTheDocument();
    expect(banner()).toBeNull();

    // A new page load asks again.
    first.unmount();
    renderBanner();
    expect(banner()).not.toBeNull();
  });

  it('Learn more opens the privacy page', async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole('link', { name: 'Learn more' }));
    expect(screen.getByText('privacy page')).toBeInTheDocument();
  });

  it('still hides on Accept when the browser refuses storage', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(banner()).toBeNull();
  });

  it('hides when consent is given in another tab', () => {
    renderBanner();
    expect(banner()).not.toBeNull();
    act(() => {
      localStorage.setItem('cookieConsent', 'accepted');
      window.dispatchEvent(new StorageEvent('storage', { key: 'cookieConsent', newValue: 'accepted' }));
    });
    expect(banner()).toBeNull();
  });
});
