import { HttpsError } from 'firebase-functions/https';
import type { ADMIN_REPORTS } from '@haulbooks/domain';
import {
  ADMIN_REPORT_ERRORS as E,
  CALLABLES,
  MAX_STORED_REPORT_CHARS,
  activeAccountIds,
  adminReportCsv,
  adminReportName,
  adminReportWindows,
  buildPlatformReport,
  validateInOrder,
  type CallableResult,
  type PeriodFacts,
  type ProfileFact,
  type ReportWindow,
  type WriteFor,
} from '@haulbooks/domain';
import type { CallerAuth } from '../admin-users/handler.js';

/**
 * The most documents one source (payments, uploads, settlements, expenses, sign-ups) is read for
 * in one period. Beyond it the report says it is partial (`truncated`) rather than timing out.
 */
export const SOURCE_READ_CAP = 20_000;

/** The I/O of platform reports: bounded Admin SDK reads across every account, and Recent Reports. */
export interface AdminReportPorts {
  /** What was created in [start, endExclusive): at most `cap` documents of each source. */
  periodFacts(window: ReportWindow, cap: number): Promise<PeriodFacts>;
  /** The uids of test accounts (accountType test) and of administrators' profiles (role admin). */
  excludedAccountIds(): Promise<Set<string>>;
  /** Profiles by uid; a uid without a profile is absent from the map. */
  profiles(uids: readonly string[]): Promise<Map<string, ProfileFact>>;
  /** Profiles suspended now. */
  suspendedProfiles(): Promise<ProfileFact[]>;
  /** Stores a generated report; answers its id. */
  keep(report: WriteFor<typeof ADMIN_REPORTS>): Promise<string>;
  now(): Date;
}

function requireAdmin(auth: CallerAuth | undefined): CallerAuth {
  if (!auth) throw new HttpsError('unauthenticated', E.signedOut);
  if (auth.token.admin !== true) throw new HttpsError('permission-denied', E.notAdmin);
  return auth;
}

function validInput(data: unknown) {
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new HttpsError('invalid-argument', E.notObject);
  const record = data as Record<string, unknown>;
  const schema = CALLABLES.adminPlatformReport.input;
  // yup would turn a number into text; a request that is not text is refused as it is.
  const messages: Record<string, string> = { period: E.period, timeZone: E.timeZone, keep: E.kind };
  for (const [key, message] of Object.entries(messages)) {
    const value = record[key];
    if (value !== undefined && value !== null && typeof value !== 'string')
      throw new HttpsError('invalid-argument', message);
  }
  // Unknown keys are ignored; a null (what some clients send for "not given") counts as absent.
  const own = Object.fromEntries(
    Object.entries(record).filter(([key, value]) => Object.hasOwn(schema.fields, key) && value != null),
  );
  const result = validateInOrder(schema, own);
  if (!result.ok) throw new HttpsError('invalid-argument', result.firstError);
  return result.value;
}

/**
 * adminPlatformReport: the period's and the previous period's figures, read across every account
 * on the server (collection groups are the platform's, not any one subject's), computed by the
 * domain's pure arithmetic. With `keep`, that report's CSV is stored in Recent Reports as built
 * from these very figures.
 */
export async function handleAdminPlatformReport(
  auth: CallerAuth | undefined,
  data: unknown,
  ports: AdminReportPorts,
): Promise<CallableResult<'adminPlatformReport'>> {
  const caller = requireAdmin(auth);
  const input = validInput(data);
  const now = ports.now();
  const windows = adminReportWindows(input.period, input.timeZone, now);
  const [current, previous, excludedAccounts, suspended] = await Promise.all([
    ports.periodFacts(windows.current, SOURCE_READ_CAP),
    ports.periodFacts(windows.previous, SOURCE_READ_CAP),
    ports.excludedAccountIds(),
    ports.suspendedProfiles(),
  ]);
  const profiles = await ports.profiles([...activeAccountIds(current, excludedAccounts)]);
  const report = buildPlatformReport({
    period: input.period,
    timeZone: input.timeZone,
    now,
    windows,
    current,
    previous,
    excludedAccounts,
    profiles,
    suspended,
  });
  if (!input.keep) return { ...report, kept: null };

  const content = adminReportCsv(input.keep, report);
  if (content.length > MAX_STORED_REPORT_CHARS)
    throw new HttpsError('failed-precondition', 'This report is too large to keep; choose a shorter period');
  const name = adminReportName(input.keep, report);
  const id = await ports.keep({
    name,
    kind: input.keep,
    period: input.period,
    rangeStart: report.range.start,
    rangeEnd: report.range.end,
    timeZone: input.timeZone,
    sizeBytes: Buffer.byteLength(content, 'utf8'),
    content,
    generatedBy: caller.uid,
  });
  return { ...report, kept: { id, name } };
}
