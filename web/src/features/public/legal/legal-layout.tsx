import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { config, telHref } from '../../../lib/config';
import { usePageTitle } from '../../../lib/page-title';
import { PUBLIC_UI } from '../messages';
import { BrandLink } from '../components/brand-link';
import { ArrowLeftIcon } from '../components/icons';
import '../public.css';

export type LegalPageId = 'privacy' | 'terms' | 'cookie-policy';

const LEGAL_PAGES: readonly { id: LegalPageId; path: string; title: string }[] = [
  { id: 'privacy', path: '/privacy', title: PUBLIC_UI.privacyPolicy },
  { id: 'terms', path: '/terms', title: PUBLIC_UI.termsOfService },
  { id: 'cookie-policy', path: '/cookie-policy', title: PUBLIC_UI.cookiePolicy },
];

/** A static legal page: back to the landing page, title, date, content, links to the other two. */
export function LegalLayout({ page, children }: { page: LegalPageId; children: ReactNode }) {
  const current = LEGAL_PAGES.find((candidate) => candidate.id === page) ?? LEGAL_PAGES[0];
  const title = current?.title ?? '';
  usePageTitle(title);

  return (
    <div className="hb-page hb-legal-page">
      <header className="hb-header">
        <div className="hb-container hb-header__inner">
          <BrandLink />
          <Link to="/" className="hb-button hb-button--secondary hb-button--small">
            <ArrowLeftIcon />
            {PUBLIC_UI.backToHome}
          </Link>
        </div>
      </header>
      <main className="hb-container hb-legal">
        <article className="hb-legal__article" aria-labelledby="hb-legal-title">
          <h1 id="hb-legal-title" className="hb-legal__title">
            {title}
          </h1>
          <p className="hb-legal__updated">{PUBLIC_UI.legalLastUpdated}</p>
          {children}
        </article>
        <nav className="hb-legal__related" aria-label="Related policies">
          <h2 className="hb-legal__related-title">Related policies</h2>
          <ul>
            {LEGAL_PAGES.filter((other) => other.id !== page).map((other) => (
              <li key={other.id}>
                <Link to={other.path}>{other.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </main>
      <footer className="hb-legal-footer">
        <div className="hb-container">
          <p>
            Questions? Call <a href={telHref(config.supportPhone)}>{config.supportPhone}</a> or e-mail{' '}
            <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
          </p>
          <p>
            © {new Date().getFullYear()} {config.productName}. All rights reserved.
          </p>
        </div>
      </footer>
    </div>
  );
}

/** One numbered section of a legal page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="hb-legal__section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
