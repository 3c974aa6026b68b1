import { useSession } from '../../../lib/session';
import { paymentsApi } from '../api/payments-api';
import { TestStripeView } from '../components/test-stripe-view';

/** /test/stripe: public; checkouts need a signed-in account, which the page says. */
export function Component() {
  const session = useSession();
  return (
    <TestStripeView
      api={paymentsApi}
      origin={window.location.origin}
      signedIn={session.status === 'signed-in'}
    />
  );
}
