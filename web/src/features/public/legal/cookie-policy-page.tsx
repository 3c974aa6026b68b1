import { Link } from 'react-router-dom';
import { config } from '../../../lib/config';
import { COOKIE_CONSENT_ACCEPTED, COOKIE_CONSENT_KEY } from '../messages';
import { LegalLayout, LegalSection } from './legal-layout';

/** /cookie-policy */
export function CookiePolicyPage() {
  const name = config.productName;
  return (
    <LegalLayout page="cookie-policy">
      <p>
        This policy explains how {name} uses cookies and similar browser storage (local storage, session
        storage and IndexedDB), and how you can control them.
      </p>
      <LegalSection title="1. What cookies are">
        <p>
          Cookies are small files a website stores in your browser. Similar technologies keep information in
          your browser in the same way. We call them all &quot;cookies&quot; here.
        </p>
      </LegalSection>
      <LegalSection title="2. Essential cookies">
        <p>
          These are needed for {name} to work and cannot be switched off: they keep you signed in, protect
          your account and remember your cookie choice (stored as <code>{COOKIE_CONSENT_KEY}</code> ={' '}
          <code>{COOKIE_CONSENT_ACCEPTED}</code> when you accept).
        </p>
      </LegalSection>
      <LegalSection title="3. Analytics cookies">
        <p>
          These help us understand how the service is used — which pages are visited and where errors happen —
          so we can improve it. They are only used after you accept cookies.
        </p>
      </LegalSection>
      <LegalSection title="4. Functionality cookies">
        <p>
          These remember your preferences, such as the period or filters you last chose, to make the service
          easier to use.
        </p>
      </LegalSection>
      <LegalSection title="5. Managing cookies">
        <p>
          You can clear or block cookies in your browser settings at any time. Blocking essential cookies will
          stop you from signing in. For how we handle personal information, see our{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}

export { CookiePolicyPage as Component };
