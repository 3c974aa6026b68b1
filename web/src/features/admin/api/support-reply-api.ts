import { httpsCallable } from 'firebase/functions';
import { CALLABLES, type CallableResult } from '@haulbooks/domain';
import { functions } from '../../../lib/firebase';

/** Staff answers in a customer's chat; the screen takes it as a prop so tests pass a fake. */
export type ReplyToSupport = (input: {
  uid: string;
  text: string;
}) => Promise<CallableResult<'replyToSupport'>>;

const callable = httpsCallable<{ uid: string; text: string }, CallableResult<'replyToSupport'>>(
  functions,
  CALLABLES.replyToSupport.name,
);

export const replyToSupport: ReplyToSupport = async (input) => (await callable(input)).data;
