import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { NotFoundPage } from './not-found-page';
import { LocationProbe, renderPublicRoutes } from './testing';

function renderNotFound() {
  return renderPublicRoutes(
    [
      { path: '/', element: <LocationProbe /> },
      { path: '/dashboard', element: <LocationProbe /> },
      { path: '/help', element: <LocationProbe /> },
      { path: '*', element: <NotFoundPage /> },
    ],
    '/no/such/page',
  );
}

describe('Not Found screen', () => {
  it('says Page Not Found and offers the dashboard, the homepage and help', () => {
    renderNotFound();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Visit the Help Center' })).toHaveAttribute('href', '/help');
    expect(document.title).toBe('Page Not Found · Haulbooks');
  });

  it('Go to Homepage leads to /', async () => {
    const { user } = renderNotFound();
    await user.click(screen.getByRole('link', { name: 'Go to Homepage' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('Return to Dashboard leads to /dashboard', async () => {
    const { user } = renderNotFound();
    await user.click(screen.getByRole('link', { name: 'Return to Dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
