import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { COOKIE_CONSENT_KEY, PUBLIC_UI } from '../messages';
import { CloseIcon } from '../components/icons';
import { hasCookieConsent, storeCookieConsent } from './cookie-consent';
import '../public.css';

/**
 * Asks for cookie consent until it is stored. Accept stores it (localStorage cookieConsent =
 * accepted); the close button hides the banner for this visit only — it returns on the next page
 * load. Mounted once in the root layout, so closing holds across in-app navigation.
 */
export function CookieBanner() {
  const [consented, setConsented] = useState(hasCookieConsent);
  const [closed, setClosed] = useState(false);

  // Consent given in another tab hides the banner here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === COOKIE_CONSENT_KEY) setConsented(hasCookieConsent());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  if (consented || closed) return null;

  return (
    <section className="hb-cookie-banner" aria-label={PUBLIC_UI.cookieBannerLabel}>
      <p className="hb-cookie-banner__text">
        {PUBLIC_UI.cookieBannerText}{' '}
        <Link to="/privacy" className="hb-cookie-banner__link">
          {PUBLIC_UI.learnMore}
        </Link>
      </p>
      <div className="hb-cookie-banner__actions">
        <button
          type="button"
          className="hb-button hb-button--primary hb-button--small"
          onClick={() => {
            // Even where storage is refused, accepting hides the banner for this visit.
            storeCookieConsent();
            setConsented(true);
          }}
        >
          {PUBLIC_UI.accept}
        </button>
        <button
          type="button"
          className="hb-icon-button"
          aria-label={PUBLIC_UI.closeCookieBanner}
          onClick={() => setClosed(true)}
        >
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
