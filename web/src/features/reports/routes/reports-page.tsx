import { useCallback, useState } from 'react';
import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import {
  DEFAULT_REPORT_PERIOD,
  PeriodError,
  REPORTS_MESSAGES,
  REPORT_PERIODS,
  SCREEN_TITLES,
  assertReportRange,
  customRange,
  periodReportCsv,
  periodReportFileName,
  periodSummary,
  type PeriodReport,
  type ReportPeriodId,
} from '@haulbooks/domain';
import { FormAlert, OptionSelect, ScreenHeading } from '../../../components';
import { useRepositories } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { notify } from '../../../lib/toaster';
import { downloadAndKeep } from '../api/keep-report';
import { useLoad } from '../api/use-load';
import { PeriodSummaryCards } from '../components/period-summary-cards';
import { RecentReports } from '../components/recent-reports';
import { ReportCards } from '../components/report-cards';
import { ReportTips } from '../components/report-tips';
import { REPORTS_UI } from '../messages';

interface CustomRange {
  start: string;
  end: string;
}

/**
 * Reports and Analytics (/reports): a period's four cards from the aggregates (flat reads: 12
 * monthly documents for a year), the six reports, Export All (the period's whole summary as CSV)
 * and Recent Reports, the files generated here and on the report screens, kept to download again.
 */
export function ReportsPage({ now: fixedNow }: { now?: Date } = {}) {
  const repositories = useRepositories();
  const [period, setPeriod] = useState<ReportPeriodId>(DEFAULT_REPORT_PERIOD);
  // The custom range being typed, and the one applied (checked) that the figures are for.
  const [draft, setDraft] = useState<CustomRange>({ start: '', end: '' });
  const [applied, setApplied] = useState<CustomRange | null>(null);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const waitingForRange = period === 'custom' && applied === null;
  const load = useCallback(
    () =>
      repositories.aggregates.periodReport({
        period,
        custom: applied ?? undefined,
        now: fixedNow ?? new Date(),
      }),
    [repositories, period, applied, fixedNow],
  );
  const report = useLoad(waitingForRange ? null : load);
  const ready: PeriodReport | null = !waitingForRange && report.status === 'ready' ? report.data : null;

  const applyCustom = () => {
    try {
      assertReportRange(customRange(draft.start, draft.end));
      setRangeError(null);
      setApplied({ ...draft });
    } catch (error) {
      if (!(error instanceof PeriodError)) throw error;
      setRangeError(error.message);
    }
  };

  const exportAll = async (data: PeriodReport) => {
    setExporting(true);
    try {
      await downloadAndKeep(repositories, {
        name: periodReportFileName('summary', data.range, 'csv'),
        kind: 'summary',
        format: 'csv',
        range: data.range,
        content: periodReportCsv({ range: data.range, totals: data.totals, entityNames: data.entityNames }),
      });
    } catch (error) {
      notify.error({
        title: REPORTS_UI.exportFailed,
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" wrap="wrap">
        <ScreenHeading>{SCREEN_TITLES.reports}</ScreenHeading>
        <Button
          colorPalette="brand"
          mb="4"
          disabled={!ready}
          loading={exporting}
          onClick={() => {
            if (ready) void exportAll(ready);
          }}
        >
          {REPORTS_MESSAGES.exportAll}
        </Button>
      </Flex>

      <Flex gap="3" mb="6" wrap="wrap" align="end">
        <Stack gap="1">
          <Text asChild fontSize="sm" fontWeight="medium">
            <label htmlFor="reports-period">{REPORTS_UI.periodLabel}</label>
          </Text>
          <OptionSelect
            id="reports-period"
            width="44"
            options={REPORT_PERIODS}
            value={period}
            onChange={(next) => {
              setPeriod(next);
              setRangeError(null);
            }}
          />
        </Stack>
        {period === 'custom' ? (
          <>
            <Stack gap="1">
              <Text asChild fontSize="sm" fontWeight="medium">
                <label htmlFor="reports-start">{REPORTS_UI.startDate}</label>
              </Text>
              <Input
                id="reports-start"
                type="date"
                width="44"
                value={draft.start}
                onChange={(event) => setDraft((d) => ({ ...d, start: event.target.value }))}
              />
            </Stack>
            <Stack gap="1">
              <Text asChild fontSize="sm" fontWeight="medium">
                <label htmlFor="reports-end">{REPORTS_UI.endDate}</label>
              </Text>
              <Input
                id="reports-end"
                type="date"
                width="44"
                value={draft.end}
                onChange={(event) => setDraft((d) => ({ ...d, end: event.target.value }))}
              />
            </Stack>
            <Button variant="outline" onClick={applyCustom}>
              {REPORTS_UI.apply}
            </Button>
          </>
        ) : null}
      </Flex>
      {rangeError ? <FormAlert status="error" message={rangeError} /> : null}

      {report.status === 'error' && !waitingForRange ? (
        <DataErrorNotice error={report.error} />
      ) : (
        <PeriodSummaryCards summary={ready ? periodSummary(ready.totals) : null} />
      )}
      <ReportCards />
      <RecentReports />
      <ReportTips />
    </>
  );
}

export { ReportsPage as Component };
