import { useCallback, useState } from 'react';
import { Button, Flex } from '@chakra-ui/react';
import {
  DEFAULT_REPORT_PERIOD,
  REPORTS_MESSAGES,
  SCREEN_TITLES,
  periodReportCsv,
  periodReportFileName,
  periodSummary,
  type PeriodReport,
} from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';
import { useRepositories } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { notify } from '../../../lib/toaster';
import { downloadAndKeep } from '../api/keep-report';
import { useLoad } from '../../../lib/data/use-load';
import { PeriodSummaryCards } from '../components/period-summary-cards';
import { RecentReports } from '../components/recent-reports';
import { ReportPeriodPicker, useReportPeriod } from '../components/report-period-picker';
import { ReportCards } from '../components/report-cards';
import { ReportTips } from '../components/report-tips';
import { REPORTS_UI } from '../messages';

/**
 * Reports and Analytics (/reports): a period's four cards from the aggregates (flat reads: 12
 * monthly documents for a year), the six reports, Export All (the period's whole summary as CSV)
 * and Recent Reports, the files generated here and on the report screens, kept to download again.
 */
export function ReportsPage({ now: fixedNow }: { now?: Date } = {}) {
  const repositories = useRepositories();
  const { period, custom, ready: periodChosen, pickerProps } = useReportPeriod(DEFAULT_REPORT_PERIOD);
  const [exporting, setExporting] = useState(false);

  const load = useCallback(
    () =>
      repositories.aggregates.periodReport({
        period,
        custom: custom ?? undefined,
        now: fixedNow ?? new Date(),
      }),
    [repositories, period, custom, fixedNow],
  );
  const report = useLoad(periodChosen ? load : null);
  const ready: PeriodReport | null = periodChosen && report.status === 'ready' ? report.data : null;

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

      <ReportPeriodPicker {...pickerProps} />

      {!periodChosen ? null : report.status === 'error' ? (
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
