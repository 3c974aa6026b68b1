import { httpsCallable } from 'firebase/functions';
import { CALLABLES, type CallableResult } from '@haulbooks/domain';
import { functions } from '../../../lib/firebase';

/** Marks admin notifications read; the dashboard takes it as a prop so component tests pass a fake. */
export type MarkAdminNotificationsRead = (
  input: { ids: string[] } | { all: true },
) => Promise<CallableResult<'markAdminNotificationsRead'>>;

const callable = httpsCallable<
  { ids: string[] } | { all: true },
  CallableResult<'markAdminNotificationsRead'>
>(functions, CALLABLES.markAdminNotificationsRead.name);

export const markAdminNotificationsRead: MarkAdminNotificationsRead = async (input) =>
  (await callable(input)).data;
