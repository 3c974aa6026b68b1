import { useSearchParams } from 'react-router-dom';
import { paymentsApi } from '../api/payments-api';
import { BillingView } from '../components/billing-view';

export function Component() {
  const [params] = useSearchParams();
  return <BillingView api={paymentsApi} origin={window.location.origin} chosenPlan={params.get('plan')} />;
}
