import { useCallback } from 'react';
import { Box } from '@chakra-ui/react';
import {
  REPORT_CARDS,
  entityFigures,
  entityPeriodCsv,
  periodReportCsv,
  periodReportFileName,
  periodSummary,
  type GeneratedReportFile,
  type PeriodSummary,
} from '@haulbooks/domain';
import { EmptyState } from '../../../components';
import { useRepositories } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { ChartIcon } from '../../../lib/icons';
import { useLoad } from '../../../lib/data/use-load';
import { CategoryBreakdown } from '../components/category-breakdown';
import { EntityPicker, useEntityChoice } from '../components/entity-picker';
import { PeriodSummaryCards } from '../components/period-summary-cards';
import { ReportPeriodPicker, useReportPeriod } from '../components/report-period-picker';
import { ReportScreen } from '../components/report-screen';
import { REPORT_SCREEN_UI } from '../messages';

const TITLE = REPORT_CARDS[5].title;
const UI = REPORT_SCREEN_UI;

/**
 * Custom Report (/reports/custom): any range (custom dates by default) for the whole account or
 * one truck, company or owner-operator: the four cards, the category breakdown for the account,
 * and the same as CSV. From aggregates only.
 */
export function CustomReportPage({ now: fixedNow }: { now?: Date } = {}) {
  const repositories = useRepositories();
  const { period, custom, ready: periodChosen, pickerProps } = useReportPeriod('custom');
  const choice = useEntityChoice();
  const { entityType, entityId, entities, needsEntity } = choice;
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
  const data = periodChosen && report.status === 'ready' ? report.data : null;
  const entity =
    entityType && entityId && entities.status === 'ready'
      ? (entities.data.find((option) => option.id === entityId) ?? null)
      : null;

  let summary: PeriodSummary | null = null;
  let exportFile: (() => GeneratedReportFile) | null = null;
  if (data && !needsEntity) {
    if (entityType && entity) {
      const figures = entityFigures(data.totals, entityType, entity.id);
      summary = {
        ...periodSummary(data.totals),
        revenueCents: figures.revenueCents,
        expensesCents: figures.expensesCents,
        netCents: figures.netCents,
        miles: figures.miles,
        profitPerMileCents: figures.perMile.profitCents,
      };
      exportFile = () => ({
        name: periodReportFileName(`${entityType}-${entity.id}`, data.range, 'csv'),
        kind: 'custom',
        format: 'csv',
        range: data.range,
        content: entityPeriodCsv({
          range: data.range,
          entity: { type: entityType, name: entity.name },
          figures,
        }),
      });
    } else if (!entityType) {
      summary = periodSummary(data.totals);
      exportFile = () => ({
        name: periodReportFileName('custom', data.range, 'csv'),
        kind: 'custom',
        format: 'csv',
        range: data.range,
        content: periodReportCsv({ range: data.range, totals: data.totals, entityNames: data.entityNames }),
      });
    }
  }

  return (
    <ReportScreen title={TITLE} exportFile={exportFile}>
      <ReportPeriodPicker {...pickerProps} />
      <Box mb="6">
        <EntityPicker
          choice={choice}
          idPrefix="custom"
          labels={{
            view: UI.forLabel,
            wholeAccount: UI.wholeAccount,
            entity: UI.entityLabel,
            choose: UI.chooseEntity,
          }}
        />
      </Box>

      {entities.status === 'error' ? <DataErrorNotice error={entities.error} /> : null}
      {report.status === 'error' && periodChosen ? (
        <DataErrorNotice error={report.error} />
      ) : !periodChosen ? null : needsEntity ? (
        <EmptyState icon={<ChartIcon />} title={UI.selectEntity} />
      ) : (
        <>
          <PeriodSummaryCards summary={summary} />
          {entityType ? null : (
            <CategoryBreakdown
              statement={
                data
                  ? {
                      entity: null,
                      categories: data.totals.byCategory,
                    }
                  : null
              }
            />
          )}
        </>
      )}
    </ReportScreen>
  );
}

export { CustomReportPage as Component };
