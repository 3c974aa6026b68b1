import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { config } from '../../lib/config';
import { LandingPage } from './landing-page';
import { LocationProbe, renderPublicRoutes } from './testing';

function renderLanding(entry = '/') {
  return renderPublicRoutes(
    [
      { path: '/', element: <LandingPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    entry,
  );
}

function planCard(name: string) {
  return screen.getByRole('article', { name });
}

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('Landing page', () => {
  it('has a header with Sign In (/login) and Start Free Trial (/register)', () => {
    renderLanding();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('shows the logo mark beside the product name in the header and sets the home page title', () => {
    document.title = '';
    renderLanding();
    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'Haulbooks' });
    expect(home).toHaveAttribute('href', '/');
    expect(home.querySelector('svg[data-logo-mark]')).not.toBeNull();
    expect(document.title).toBe('Haulbooks — Bookkeeping for Trucking');
  });

  it('lists the promised features and a closing call to action', () => {
    renderLanding();
    const features = screen.getByRole('region', { name: 'Everything your trucking business needs' });
    for (const title of [
      'Settlement processing',
      'Real-time analytics',
      'Tax compliance',
      'Expense categorisation',
      'Secure cloud storage',
      'Time-saving automation',
      '24/7 support',
    ]) {
      expect(within(features).getByRole('heading', { name: title })).toBeInTheDocument();
    }
    const cta = screen.getByRole('region', { name: 'Ready to take control of your trucking finances?' });
    expect(within(cta).getByRole('link', { name: 'Create your free account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('prices the three plans from the catalogue per month', () => {
    renderLanding();
    expect(within(planCard('Driver')).getByText('$49.99')).toBeInTheDocument();
    expect(within(planCard('Owner Operator')).getByText('$99.99')).toBeInTheDocument();
    expect(within(planCard('Fleet Manager')).getByText('$199.99')).toBeInTheDocument();
    expect(screen.getAllByText('/month')).toHaveLength(3);
    expect(within(planCard('Fleet Manager')).getByText('API access')).toBeInTheDocument();
  });

  it('opens /register with the plan each Get Started belongs to', () => {
    renderLanding();
    expect(within(planCard('Driver')).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register?plan=driver',
    );
    expect(within(planCard('Owner Operator')).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register?plan=owner_operator',
    );
    expect(within(planCard('Fleet Manager')).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register?plan=fleet_manager',
    );
  });

  it('goes to /register?plan=… on Get Started and remembers the choice on the landing entry', async () => {
    const { user } = renderLanding();
    await user.click(within(planCard('Fleet Manager')).getByRole('link', { name: 'Get Started' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/register?plan=fleet_manager');
    // Back from /register returns to this address, which highlights the plan again.
    expect(new URL(window.location.href).searchParams.get('plan')).toBe('fleet_manager');
  });

  it('highlights the chosen plan and only that one', () => {
    renderLanding('/?plan=fleet_manager');
    expect(planCard('Fleet Manager')).toHaveAttribute('data-chosen', 'true');
    expect(planCard('Fleet Manager')).toHaveAttribute('aria-current', 'true');
    expect(within(planCard('Fleet Manager')).getByText('Your choice')).toBeInTheDocument();
    expect(planCard('Driver')).toHaveAttribute('data-chosen', 'false');
    expect(planCard('Owner Operator')).toHaveAttribute('data-chosen', 'false');
    expect(planCard('Owner Operator')).not.toHaveAttribute('aria-current');
  });

  it('highlights no plan without a valid choice, and marks the popular one', () => {
    renderLanding('/?plan=enterprise');
    for (const name of ['Driver', 'Owner Operator', 'Fleet Manager']) {
      expect(planCard(name)).toHaveAttribute('data-chosen', 'false');
    }
    expect(within(planCard('Owner Operator')).getByText('Most popular')).toBeInTheDocument();
    expect(screen.queryByText('Your choice')).not.toBeInTheDocument();
  });

  it('has every footer link the spec lists, with support phone and e-mail from configuration', () => {
    renderLanding();
    const footer = within(screen.getByRole('contentinfo'));
    const expected: [string, string][] = [
      ['Features', '#features'],
      ['Pricing', '#pricing'],
      ['Sign Up', '/register'],
      ['Help Center', '/help'],
      ['Admin Login', '/admin'],
      ['Contact Us', `mailto:${config.supportEmail}`],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookie-policy'],
      [config.supportPhone, `tel:${config.supportPhone.replace(/[^\d+]/g, '')}`],
      [config.supportEmail, `mailto:${config.supportEmail}`],
    ];
    for (const [name, href] of expected) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(document.getElementById('features')).not.toBeNull();
    expect(document.getElementById('pricing')).not.toBeNull();
  });

  it('computes the copyright year from the current date', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-02-03T12:00:00Z'));
    renderLanding();
    expect(
      within(screen.getByRole('contentinfo')).getByText(/© 2031 Haulbooks\. All rights reserved\./),
    ).toBeInTheDocument();
  });
});
