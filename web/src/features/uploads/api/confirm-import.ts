import { httpsCallable } from 'firebase/functions';
import { CALLABLES, type CallableInput, type CallableResult } from '@haulbooks/domain';
import { functions } from '../../../lib/firebase';

const callable = httpsCallable<CallableInput<'confirmImport'>, CallableResult<'confirmImport'>>(
  functions,
  CALLABLES.confirmImport.name,
);

/** The confirmImport callable: books a spreadsheet upload's rows with the confirmed mapping. */
export async function confirmImport(
  input: CallableInput<'confirmImport'>,
): Promise<CallableResult<'confirmImport'>> {
  return (await callable(input)).data;
}
