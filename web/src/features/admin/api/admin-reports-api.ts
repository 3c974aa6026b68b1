import { httpsCallable } from 'firebase/functions';
import { CALLABLES, type CallableInput, type CallableResult } from '@haulbooks/domain';

/** The callable's input with `keep` left out when no report is kept (undefined is not sent as null). */
export type AdminReportRequest = Omit<CallableInput<'adminPlatformReport'>, 'keep'> &
  Partial<Pick<CallableInput<'adminPlatformReport'>, 'keep'>>;
import { functions } from '../../../lib/firebase';

/** Reports & Analytics' one server call; the screens take it as a prop so tests pass a fake. */
export interface AdminReportsApi {
  report(input: AdminReportRequest): Promise<CallableResult<'adminPlatformReport'>>;
}

const callable = httpsCallable<AdminReportRequest, CallableResult<'adminPlatformReport'>>(
  functions,
  CALLABLES.adminPlatformReport.name,
);

export const adminReportsApi: AdminReportsApi = {
  report: async (input) => (await callable(input)).data,
};
