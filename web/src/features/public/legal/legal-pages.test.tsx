import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { LocationProbe, renderPublicRoutes } from '../testing';
import { Component as PrivacyPage } from './privacy-page';
import { Component as TermsPage } from './terms-page';
import { Component as CookiePolicyPage } from './cookie-policy-page';

const pages: {
  path: string;
  title: string;
  Page: ComponentType;
  others: [string, string][];
  content: RegExp[];
}[] = [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    Page: PrivacyPage,
    others: [
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookie-policy'],
    ],
    content: [
      /Information we collect/,
      /How we use your information/,
      /How we protect your information/,
      /We do not sell your personal information/,
      /access the personal information/,
      /correct information/,
      /delete your account/,
      /object to/,
      /data portability/,
    ],
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    Page: TermsPage,
    others: [
      ['Privacy Policy', '/privacy'],
      ['Cookie Policy', '/cookie-policy'],
    ],
    content: [
      /License/,
      /Your account/,
      /billed in advance/,
      /Fees are non-refundable/,
      /at least 30 days' notice of any price change/,
      /We aim for 99\.9% uptime/,
      /Limitation of liability/,
      /Termination/,
    ],
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy',
    Page: CookiePolicyPage,
    others: [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ],
    content: [/Essential cookies/, /Analytics cookies/, /Functionality cookies/],
  },
];

describe.each(pages)('$path', ({ path, title, Page, others, content }) => {
  function renderPage() {
    return renderPublicRoutes(
      [
        { path, element: <Page /> },
        { path: '*', element: <LocationProbe /> },
      ],
      path,
    );
  }

  it(`shows ${title} dated "Last updated: May 12, 2025" with its content`, () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Last updated: May 12, 2025')).toBeInTheDocument();
    const article = screen.getByRole('article');
    for (const text of content) expect(article.textContent).toMatch(text);
    expect(document.title).toBe(`${title} · Haulbooks`);
  });

  it('links to the other two legal pages', () => {
    renderPage();
    const related = within(screen.getByRole('navigation', { name: 'Related policies' }));
    for (const [name, href] of others)
      expect(related.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(related.queryByRole('link', { name: title })).not.toBeInTheDocument();
  });

  it('goes back to / with Back to Home', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
