import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/page-title';
import { PUBLIC_UI } from './messages';
import { BrandLink } from './components/brand-link';
import './public.css';

/** Any path no route matches (spec: Not Found screen). */
export function NotFoundPage() {
  usePageTitle(PUBLIC_UI.notFoundTitle);
  return (
    <div className="hb-page">
      <header className="hb-header">
        <div className="hb-container hb-header__inner">
          <BrandLink />
        </div>
      </header>
      <main className="hb-status-page" aria-labelledby="hb-not-found-title">
        <div className="hb-status-card">
          <p className="hb-status-card__code" aria-hidden="true">
            404
          </p>
          <h1 id="hb-not-found-title" className="hb-status-card__title">
            {PUBLIC_UI.notFoundTitle}
          </h1>
          <p className="hb-status-card__text">{PUBLIC_UI.notFoundText}</p>
          <div className="hb-status-card__actions">
            <Link to="/dashboard" className="hb-button hb-button--primary">
              {PUBLIC_UI.returnToDashboard}
            </Link>
            <Link to="/" className="hb-button hb-button--secondary">
              {PUBLIC_UI.goToHomepage}
            </Link>
          </div>
          <p className="hb-status-card__help">
            Need a hand? <Link to="/help">{PUBLIC_UI.visitHelpCenter}</Link>
          </p>
        </div>
      </main>
    </div>
  );
}

export { NotFoundPage as Component };
