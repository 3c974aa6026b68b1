import { Link } from 'react-router-dom';
import { config } from '../../../lib/config';
import { LegalLayout, LegalSection } from './legal-layout';

/** /privacy */
export function PrivacyPage() {
  const name = config.productName;
  return (
    <LegalLayout page="privacy">
      <p>
        This policy explains what information {name} collects when you use our bookkeeping service for
        trucking, how we use it, and the choices you have.
      </p>
      <LegalSection title="1. Information we collect">
        <ul>
          <li>
            Account information: your name, e-mail address, account type and, if you add them, company name,
            phone and address.
          </li>
          <li>
            Business records you upload or enter: settlement sheets, receipts, expenses, mileage, trucks,
            drivers and the figures we extract from your documents.
          </li>
          <li>
            Payment information, handled by our card payment provider; we never see or store your full card
            number.
          </li>
          <li>
            Technical information: browser type, device, pages visited and error reports that help us fix
            problems.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="2. How we use your information">
        <ul>
          <li>
            To provide the service: process settlements, categorise expenses, calculate profit and loss and
            build reports.
          </li>
          <li>
            To manage your account and subscription, and to send service messages such as password resets.
          </li>
          <li>To provide support when you contact us.</li>
          <li>To keep the service secure, prevent fraud and improve reliability and features.</li>
        </ul>
      </LegalSection>
      <LegalSection title="3. How we protect your information">
        <p>
          Data is encrypted in transit and at rest and stored with a major cloud provider. Access is limited
          to your account and to authorised staff who need it to support you; administrator access to a client
          account is recorded.
        </p>
      </LegalSection>
      <LegalSection title="4. Sharing your information">
        <p>
          We do not sell your personal information. We share it only with service providers that help us run{' '}
          {name} (cloud hosting, payment processing, e-mail delivery) under contracts that protect it, when
          the law requires it, or with your permission.
        </p>
      </LegalSection>
      <LegalSection title="5. Your rights">
        <p>You can ask us to:</p>
        <ul>
          <li>access the personal information we hold about you;</li>
          <li>correct information that is inaccurate or incomplete;</li>
          <li>delete your account and personal information;</li>
          <li>object to or restrict certain uses of your information;</li>
          <li>receive your data in a portable format (data portability).</li>
        </ul>
        <p>
          To make a request, contact us at <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
          .
        </p>
      </LegalSection>
      <LegalSection title="6. Cookies">
        <p>
          We use cookies and similar browser storage as described in our{' '}
          <Link to="/cookie-policy">Cookie Policy</Link>.
        </p>
      </LegalSection>
      <LegalSection title="7. Changes to this policy">
        <p>
          We will post any changes on this page and update the date above; significant changes will be
          announced by e-mail.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}

export { PrivacyPage as Component };
