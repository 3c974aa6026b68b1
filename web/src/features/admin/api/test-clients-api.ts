import { httpsCallable } from 'firebase/functions';
import { CALLABLES, type CallableResult, type TestClientInput } from '@haulbooks/domain';
import { functions } from '../../../lib/firebase';

/** Test Client Management's server calls; the screen takes them as a prop so tests pass a fake. */
export interface TestClientsApi {
  create(input: TestClientInput): Promise<CallableResult<'createTestClient'>>;
  generate(uid: string): Promise<CallableResult<'generateTestClientData'>>;
  setStatus(uid: string, status: 'active' | 'paused'): Promise<CallableResult<'setTestClientStatus'>>;
  remove(uids: string[]): Promise<CallableResult<'adminDeleteUsers'>>;
}

function call<I, R>(name: string) {
  const callable = httpsCallable<I, R>(functions, name);
  return async (input: I) => (await callable(input)).data;
}

const create = call<TestClientInput, CallableResult<'createTestClient'>>(CALLABLES.createTestClient.name);
const generate = call<{ uid: string }, CallableResult<'generateTestClientData'>>(
  CALLABLES.generateTestClientData.name,
);
const setStatus = call<{ uid: string; status: 'active' | 'paused' }, CallableResult<'setTestClientStatus'>>(
  CALLABLES.setTestClientStatus.name,
);
const remove = call<{ uids: string[] }, CallableResult<'adminDeleteUsers'>>(CALLABLES.adminDeleteUsers.name);

export const testClientsApi: TestClientsApi = {
  create,
  generate: (uid) => generate({ uid }),
  setStatus: (uid, status) => setStatus({ uid, status }),
  remove: (uids) => remove({ uids }),
};
