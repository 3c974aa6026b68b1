import { useCallback } from 'react';
import { entityLines, monthLines, type ReportPeriodId } from '@haulbooks/domain';
import { useRepositories } from '../../../lib/data/data-context';
import { useReportPeriod } from '../components/report-period-picker';
import { useLoad } from '../../../lib/data/use-load';

/**
 * What the revenue and mileage reports show: the period month by month and by entity, all from
 * the aggregates (a year is 12 monthly documents, read once, plus the entities' names).
 */
export function useMonthlyReport(initial: ReportPeriodId, fixedNow?: Date) {
  const repositories = useRepositories();
  const { period, custom, ready: periodChosen, pickerProps } = useReportPeriod(initial);
  const load = useCallback(async () => {
    const report = await repositories.aggregates.monthlyReport({
      period,
      custom: custom ?? undefined,
      now: fixedNow ?? new Date(),
    });
    return {
      range: report.range,
      totals: report.totals,
      months: monthLines(report.months),
      entities: entityLines(report.totals, report.entityNames),
    };
  }, [repositories, period, custom, fixedNow]);
  const state = useLoad(periodChosen ? load : null);
  return {
    pickerProps,
    periodChosen,
    error: periodChosen && state.status === 'error' ? state.error : null,
    data: periodChosen && state.status === 'ready' ? state.data : null,
  };
}
