import { useSearchParams } from 'react-router-dom';
import { PaymentSuccessView } from '../components/payment-success-view';

export function Component() {
  const [params] = useSearchParams();
  return <PaymentSuccessView sessionId={params.get('session_id')} />;
}
