import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ADMIN_REPORTS_MESSAGES,
  DEFAULT_ADMIN_REPORT_PERIOD,
  adminReportCsv,
  adminReportFileName,
  isAdminReportPeriod,
  type AdminReportKind,
  type AdminReportPeriodId,
  type CallableResult,
} from '@haulbooks/domain';
import { useLoad } from '../../../lib/data/use-load';
import { downloadFile } from '../../../lib/download';
import { notify } from '../../../lib/toaster';
import type { AdminReportsApi } from '../api/admin-reports-api';
import { ADMIN_REPORTS_UI as UI } from './messages';

export type PlatformReport = CallableResult<'adminPlatformReport'>;

/** The administrator's own time zone: periods are their days, weeks and months. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const CSV_TYPE = 'text/csv;charset=utf-8';

export function downloadReportCsv(kind: AdminReportKind, report: PlatformReport): void {
  downloadFile(adminReportFileName(kind, report), adminReportCsv(kind, report), CSV_TYPE);
}

/** The period lives in the address (?period=), so the hub's links open a report on the same period. */
function usePeriodParam(): [AdminReportPeriodId, (next: AdminReportPeriodId) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('period');
  const period = isAdminReportPeriod(raw) ? raw : DEFAULT_ADMIN_REPORT_PERIOD;
  const setPeriod = useCallback(
    (next: AdminReportPeriodId) => setParams({ period: next }, { replace: true }),
    [setParams],
  );
  return [period, setPeriod];
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

/**
 * The platform report of the chosen period, read through adminPlatformReport, and Generate Report:
 * the same call with `keep`, which saves the report (built from the figures it answers) to Recent
 * Reports; the screen then shows those figures.
 */
export function usePlatformReport(api: AdminReportsApi) {
  const [period, setPeriodParam] = usePeriodParam();
  const timeZone = useMemo(browserTimeZone, []);
  const [generated, setGenerated] = useState<PlatformReport | null>(null);
  const [busy, setBusy] = useState<AdminReportKind | null>(null);

  const load = useCallback(() => api.report({ period, timeZone }), [api, period, timeZone]);
  const state = useLoad(load);
  const loaded = state.status === 'ready' ? state.data : null;
  const report = generated?.period === period ? generated : loaded;

  const setPeriod = (next: AdminReportPeriodId) => {
    setGenerated(null);
    setPeriodParam(next);
  };

  /** Saves a report of the period to Recent Reports; Export All (`all`) also downloads it. */
  const generate = async (kind: AdminReportKind) => {
    setBusy(kind);
    try {
      const result = await api.report({ period, timeZone, keep: kind });
      setGenerated(result);
      if (kind === 'all') downloadReportCsv('all', result);
      notify.success({ title: ADMIN_REPORTS_MESSAGES.kept, description: result.kept?.name });
    } catch (error) {
      notify.error({ title: ADMIN_REPORTS_MESSAGES.keepFailed, description: messageOf(error) });
    } finally {
      setBusy(null);
    }
  };

  const download = (kind: AdminReportKind) => {
    if (!report) return;
    downloadReportCsv(kind, report);
    notify.success({ title: UI.exported });
  };

  return {
    period,
    setPeriod,
    timeZone,
    report,
    loading: state.status === 'loading' && !report,
    error: state.status === 'error' ? state.error : null,
    busy,
    generate,
    download,
  };
}
