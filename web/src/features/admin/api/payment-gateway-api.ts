import { httpsCallable } from 'firebase/functions';
import { CALLABLES, type CallableInput, type CallableResult } from '@haulbooks/domain';
import { serverText } from '../../payments/api/server-text';
import { functions } from '../../../lib/firebase';

/** The gateway callables; the tab takes them as a prop so component tests pass a fake. */
export interface GatewayApi {
  load(): Promise<CallableResult<'getPaymentGateway'>>;
  save(input: CallableInput<'savePaymentGateway'>): Promise<CallableResult<'savePaymentGateway'>>;
  test(input: { secretKey: string; environment: string }): Promise<CallableResult<'testStripeConnection'>>;
  createProducts(): Promise<CallableResult<'setupStripeProducts'>>;
}

function call<I, R>(name: string) {
  const callable = httpsCallable<I, R>(functions, name);
  return (input: I) => serverText(async () => (await callable(input)).data);
}

const load = call<null, CallableResult<'getPaymentGateway'>>(CALLABLES.getPaymentGateway.name);
const createProducts = call<null, CallableResult<'setupStripeProducts'>>(CALLABLES.setupStripeProducts.name);

export const gatewayApi: GatewayApi = {
  load: () => load(null),
  save: call(CALLABLES.savePaymentGateway.name),
  test: call(CALLABLES.testStripeConnection.name),
  createProducts: () => createProducts(null),
};
