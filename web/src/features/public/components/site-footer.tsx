import { Link } from 'react-router-dom';
import { config, telHref } from '../../../lib/config';
import { PUBLIC_UI } from '../messages';
import { BrandLink } from './brand-link';
import { MailIcon, PhoneIcon } from './icons';

/**
 * The landing page footer with every link the spec lists. `#features` and `#pricing` are anchors
 * on the landing page, so from elsewhere they lead to "/#features".
 */
export function SiteFooter({ onLanding = false, now = new Date() }: { onLanding?: boolean; now?: Date }) {
  const anchor = (id: string) => (onLanding ? `#${id}` : `/#${id}`);
  return (
    <footer className="hb-footer">
      <div className="hb-container hb-footer__grid">
        <div className="hb-footer__about">
          <BrandLink inverted />
          <p>
            Bookkeeping and finance built for trucking: settlements, expenses, profit and tax-ready reports.
          </p>
          <ul className="hb-footer__contact" aria-label="Support">
            <li>
              <PhoneIcon />
              <a href={telHref(config.supportPhone)}>{config.supportPhone}</a>
            </li>
            <li>
              <MailIcon />
              <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
            </li>
          </ul>
        </div>
        <nav className="hb-footer__column" aria-label="Product">
          <h2 className="hb-footer__heading">Product</h2>
          <ul>
            <li>
              <a href={anchor('features')}>{PUBLIC_UI.features}</a>
            </li>
            <li>
              <a href={anchor('pricing')}>{PUBLIC_UI.pricing}</a>
            </li>
            <li>
              <Link to="/register">{PUBLIC_UI.signUp}</Link>
            </li>
          </ul>
        </nav>
        <nav className="hb-footer__column" aria-label="Support links">
          <h2 className="hb-footer__heading">Support</h2>
          <ul>
            <li>
              <Link to="/help">{PUBLIC_UI.helpCenter}</Link>
            </li>
            <li>
              <a href={`mailto:${config.supportEmail}`}>{PUBLIC_UI.contactUs}</a>
            </li>
            <li>
              <Link to="/admin">{PUBLIC_UI.adminLogin}</Link>
            </li>
          </ul>
        </nav>
        <nav className="hb-footer__column" aria-label="Legal">
          <h2 className="hb-footer__heading">Legal</h2>
          <ul>
            <li>
              <Link to="/privacy">{PUBLIC_UI.privacyPolicy}</Link>
            </li>
            <li>
              <Link to="/terms">{PUBLIC_UI.termsOfService}</Link>
            </li>
            <li>
              <Link to="/cookie-policy">{PUBLIC_UI.cookiePolicy}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="hb-container hb-footer__bottom">
        <p>
          © {now.getFullYear()} {config.productName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
