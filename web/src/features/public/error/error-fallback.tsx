import { PUBLIC_UI } from '../messages';
import '../public.css';

interface ErrorFallbackProps {
  /** Renders the crashed part again (Try Again). */
  onRetry: () => void;
  /** Shown to developers only (dev server), never in a production build. */
  error?: unknown;
  /** Reloads the page (Refresh Page); replaceable in tests. */
  onRefresh?: () => void;
}

const reloadPage = () => window.location.reload();

/** The screen shown when the UI crashes (spec: Error fallback screen). Plain React + CSS. */
export function ErrorFallback({ onRetry, error, onRefresh = reloadPage }: ErrorFallbackProps) {
  const details = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return (
    <main className="hb-status-page" role="alert" aria-labelledby="hb-error-title">
      <div className="hb-status-card">
        <div className="hb-status-card__icon hb-status-card__icon--error" aria-hidden="true">
          !
        </div>
        <h1 id="hb-error-title" className="hb-status-card__title">
          {PUBLIC_UI.errorTitle}
        </h1>
        <p className="hb-status-card__text">{PUBLIC_UI.errorText}</p>
        <div className="hb-status-card__actions">
          <button type="button" className="hb-button hb-button--primary" onClick={onRetry}>
            {PUBLIC_UI.tryAgain}
          </button>
          <button type="button" className="hb-button hb-button--secondary" onClick={onRefresh}>
            {PUBLIC_UI.refreshPage}
          </button>
        </div>
        {details ? <pre className="hb-status-card__details">{details}</pre> : null}
      </div>
    </main>
  );
}
