import { PUBLIC_UI } from './messages';
import './public.css';

/** Shown while the first route's code loads (a direct visit to a lazy route). */
export function HydrateFallback() {
  return (
    <div className="hb-hydrate" role="status" aria-live="polite">
      <span className="hb-spinner" aria-hidden="true" />
      <span className="hb-visually-hidden">{PUBLIC_UI.loading}</span>
    </div>
  );
}
