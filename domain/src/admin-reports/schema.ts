import { object, string } from 'yup';
import { isTimeZone } from '../dates/calendar.js';
import { ADMIN_REPORT_ERRORS as E } from './messages.js';
import { ADMIN_REPORT_PERIOD_IDS, type AdminReportPeriodId } from './periods.js';

/** The four report pages, and Export All's combined file. */
export const ADMIN_REPORT_KINDS = ['profit-loss', 'user-activity', 'revenue', 'documents', 'all'] as const;
export type AdminReportKind = (typeof ADMIN_REPORT_KINDS)[number];

export function isAdminReportKind(value: unknown): value is AdminReportKind {
  return typeof value === 'string' && (ADMIN_REPORT_KINDS as readonly string[]).includes(value);
}

/**
 * adminPlatformReport({ period, timeZone, keep? }): the figures of a period in the administrator's
 * time zone; with `keep`, that report's CSV is also saved to Recent Reports.
 */
export const adminPlatformReportSchema = object({
  period: string<AdminReportPeriodId>()
    .required(E.period)
    .oneOf([...ADMIN_REPORT_PERIOD_IDS], E.period),
  timeZone: string()
    .required(E.timeZone)
    .test('time-zone', E.timeZone, (value) => value === undefined || isTimeZone(value)),
  keep: string<AdminReportKind>()
    .optional()
    .oneOf([...ADMIN_REPORT_KINDS], E.kind),
});
