import { PaymentCancelView } from '../components/payment-cancel-view';

export function Component() {
  return <PaymentCancelView />;
}
