import { useCallback, useState } from 'react';
import { Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  ENTITY_TYPES,
  ENTITY_TYPE_LABELS,
  REPORT_CARDS,
  entityFigures,
  entityPeriodCsv,
  isEntityType,
  periodReportCsv,
  periodReportFileName,
  periodSummary,
  type EntityOption,
  type EntityType,
  type GeneratedReportFile,
  type PeriodSummary,
} from '@haulbooks/domain';
import { EmptyState } from '../../../components';
import { useRepositories } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { ChartIcon } from '../../../lib/icons';
import { useLoad } from '../../../lib/data/use-load';
import { CategoryBreakdown } from '../components/category-breakdown';
import { PeriodSummaryCards } from '../components/period-summary-cards';
import { ReportPeriodPicker, useReportPeriod } from '../components/report-period-picker';
import { ReportScreen } from '../components/report-screen';
import { REPORT_SCREEN_UI } from '../messages';

const TITLE = REPORT_CARDS[5].title;
const UI = REPORT_SCREEN_UI;
type View = 'account' | EntityType;

/**
 * Custom Report (/reports/custom): any range (custom dates by default) for the whole account or
 * one truck, company or owner-operator: the four cards, the category breakdown for the account,
 * and the same as CSV. From aggregates only.
 */
export function CustomReportPage({ now: fixedNow }: { now?: Date } = {}) {
  const repositories = useRepositories();
  const { period, custom, ready: periodChosen, pickerProps } = useReportPeriod('custom');
  const [view, setView] = useState<View>('account');
  const [entityId, setEntityId] = useState('');
  const entityType = view === 'account' ? null : view;

  const entities = useLoad(
    useCallback(
      () => (entityType ? repositories.aggregates.listEntities(entityType) : Promise.resolve([])),
      [repositories, entityType],
    ),
  );
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
  const needsEntity = entityType !== null && !entityId;
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
      <Flex gap="3" mb="6" wrap="wrap" align="end">
        <Stack gap="1">
          <Text asChild fontSize="sm" fontWeight="medium">
            <label htmlFor="custom-view">{UI.forLabel}</label>
          </Text>
          <NativeSelect.Root width="52">
            <NativeSelect.Field
              id="custom-view"
              value={view}
              onChange={(event) => {
                const value = event.target.value;
                setView(isEntityType(value) ? value : 'account');
                setEntityId('');
              }}
            >
              <option value="account">{UI.wholeAccount}</option>
              {ENTITY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {ENTITY_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Stack>
        {entityType ? (
          <Stack gap="1">
            <Text asChild fontSize="sm" fontWeight="medium">
              <label htmlFor="custom-entity">{UI.entityLabel}</label>
            </Text>
            <NativeSelect.Root width="60" disabled={entities.status !== 'ready'}>
              <NativeSelect.Field
                id="custom-entity"
                value={entityId}
                onChange={(e) => setEntityId(e.target.value)}
              >
                <option value="">{UI.chooseEntity}</option>
                {(entities.status === 'ready' ? entities.data : ([] as EntityOption[])).map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Stack>
        ) : null}
      </Flex>

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
