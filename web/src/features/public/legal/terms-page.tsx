import { Link } from 'react-router-dom';
import { config } from '../../../lib/config';
import { LegalLayout, LegalSection } from './legal-layout';

/** /terms */
export function TermsPage() {
  const name = config.productName;
  return (
    <LegalLayout page="terms">
      <p>
        These terms govern your use of {name}. By creating an account or using the service you agree to them.
      </p>
      <LegalSection title="1. License">
        <p>
          We grant you a limited, non-exclusive, non-transferable license to use {name} for your own trucking
          business while your subscription is active. You may not resell, copy, reverse engineer or misuse the
          service.
        </p>
      </LegalSection>
      <LegalSection title="2. Your account">
        <ul>
          <li>You must give accurate information and keep it up to date.</li>
          <li>
            You are responsible for keeping your password secure and for all activity under your account.
          </li>
          <li>You must be at least 18 years old and able to enter a binding contract.</li>
          <li>You own the data you upload; you are responsible for having the right to upload it.</li>
        </ul>
      </LegalSection>
      <LegalSection title="3. Payment and billing">
        <ul>
          <li>Subscriptions are billed in advance, monthly or yearly, through our card payment provider.</li>
          <li>
            Fees are non-refundable, including for partial months and unused features, except where the law
            requires otherwise.
          </li>
          <li>
            We will give you at least 30 days&apos; notice of any price change before it applies to your
            subscription.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="4. Service availability">
        <p>
          We aim for 99.9% uptime, excluding scheduled maintenance that we announce in advance. The service is
          provided &quot;as is&quot; and we do not guarantee it will be uninterrupted or error-free.
        </p>
      </LegalSection>
      <LegalSection title="5. Limitation of liability">
        <p>
          {name} is a record-keeping tool, not tax, legal or financial advice. To the extent the law allows,
          we are not liable for indirect, incidental or consequential damages, lost profits or lost data, and
          our total liability is limited to the fees you paid in the twelve months before the claim.
        </p>
      </LegalSection>
      <LegalSection title="6. Termination">
        <p>
          You may cancel at any time; your subscription stays active until the end of the paid period. We may
          suspend or terminate accounts that break these terms. After termination you can ask us to export or
          delete your data, as described in our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </LegalSection>
      <LegalSection title="7. Changes to these terms">
        <p>We may update these terms; we will post changes here and update the date above.</p>
      </LegalSection>
    </LegalLayout>
  );
}

export { TermsPage as Component };
