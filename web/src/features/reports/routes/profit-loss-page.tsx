import { useCallback, useState } from 'react';
import { Button, Flex, HStack, Menu, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import {
  DEFAULT_PNL_PERIOD,
  ENTITY_MESSAGES,
  ENTITY_TYPES,
  ENTITY_TYPE_LABELS,
  PNL_PERIODS,
  SCREEN_TITLES,
  isEntityType,
  profitLossFileName,
  profitLossStatementCsv,
  type EntityOption,
  type EntityType,
  type ProfitLossPeriod,
  type ProfitLossStatement,
} from '@haulbooks/domain';
import { EmptyState, OptionSelect, ScreenHeading } from '../../../components';
import { useRepositories } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { ChartIcon } from '../../../lib/icons';
import { notify } from '../../../lib/toaster';
import { downloadAndKeep } from '../api/keep-report';
import { useLoad } from '../../../lib/data/use-load';
import { CategoryBreakdown } from '../components/category-breakdown';
import { ProfitLossCards, lastUpdatedText } from '../components/profit-loss-cards';
import { PROFIT_LOSS_UI } from '../messages';

type View = 'account' | EntityType;

/**
 * Profit & Loss Statement (/reports/profit-loss): the current day, week, month or year (in the
 * profile's time zone) for the whole account or one truck, company or owner-operator. Figures come
 * from the daily and monthly aggregates through the aggregates repository (at most ~60 document
 * reads, 12 for a year, whatever the ledger holds); Refresh reads them again. Exports are built
 * in the browser from what is on screen: CSV at once, PDF with pdf-lib loaded on demand.
 */
export function ProfitLossPage({ now: fixedNow }: { now?: Date } = {}) {
  const repositories = useRepositories();
  const [period, setPeriod] = useState<ProfitLossPeriod>(DEFAULT_PNL_PERIOD);
  const [view, setView] = useState<View>('account');
  const [entityId, setEntityId] = useState('');
  // Each Refresh is a new object, so the statement loads again (at the current time).
  const [asOf, setAsOf] = useState(() => ({ now: fixedNow ?? new Date() }));

  const entityType = view === 'account' ? null : view;
  const entities = useLoad(
    useCallback(
      () => (entityType ? repositories.aggregates.listEntities(entityType) : Promise.resolve([])),
      [repositories, entityType],
    ),
  );
  const needsEntity = entityType !== null && !entityId;
  const loadStatement = useCallback(
    () =>
      repositories.aggregates.profitLoss({
        period,
        entity: entityType && entityId ? { type: entityType, id: entityId } : null,
        now: asOf.now,
      }),
    [repositories, period, entityType, entityId, asOf],
  );
  const statement = useLoad(needsEntity ? null : loadStatement);
  const ready = !needsEntity && statement.status === 'ready' ? statement.data : null;

  const exportAs = async (format: 'csv' | 'pdf', data: ProfitLossStatement) => {
    try {
      const content =
        format === 'csv'
          ? profitLossStatementCsv(data)
          : await (
              await import('../api/profit-loss-pdf')
            ).profitLossPdf(data, { lastUpdatedText: lastUpdatedText(data), generatedAt: new Date() });
      await downloadAndKeep(repositories, {
        name: profitLossFileName(data, format),
        kind: 'profit_loss',
        format,
        range: data.range,
        content,
      });
    } catch (error) {
      notify.error({
        title: PROFIT_LOSS_UI.exportFailed,
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <>
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap="3" wrap="wrap">
        <ScreenHeading>{SCREEN_TITLES.profitLoss}</ScreenHeading>
        <HStack gap="2" mb="4">
          <Button variant="outline" onClick={() => setAsOf({ now: fixedNow ?? new Date() })}>
            <span aria-hidden="true">↻</span>
            {PROFIT_LOSS_UI.refresh}
          </Button>
          <Menu.Root
            positioning={{ placement: 'bottom-end' }}
            onSelect={(details) => {
              if (ready && (details.value === 'csv' || details.value === 'pdf'))
                void exportAs(details.value, ready);
            }}
          >
            <Menu.Trigger asChild>
              <Button colorPalette="brand" disabled={!ready}>
                {PROFIT_LOSS_UI.export}
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="csv">{PROFIT_LOSS_UI.exportCsv}</Menu.Item>
                  <Menu.Item value="pdf">{PROFIT_LOSS_UI.exportPdf}</Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </HStack>
      </Flex>

      <Flex gap="3" mb="6" wrap="wrap" align="end">
        <Stack gap="1">
          <Text asChild fontSize="sm" fontWeight="medium">
            <label htmlFor="pnl-period">{PROFIT_LOSS_UI.periodLabel}</label>
          </Text>
          <OptionSelect
            id="pnl-period"
            width="44"
            options={PNL_PERIODS}
            value={period}
            onChange={setPeriod}
          />
        </Stack>
        <Stack gap="1">
          <Text asChild fontSize="sm" fontWeight="medium">
            <label htmlFor="pnl-view">{PROFIT_LOSS_UI.viewLabel}</label>
          </Text>
          <NativeSelect.Root width="52">
            <NativeSelect.Field
              id="pnl-view"
              value={view}
              onChange={(event) => {
                const value = event.target.value;
                setView(isEntityType(value) ? value : 'account');
                setEntityId('');
              }}
            >
              <option value="account">{PROFIT_LOSS_UI.wholeAccount}</option>
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
              <label htmlFor="pnl-entity">{PROFIT_LOSS_UI.entityLabel}</label>
            </Text>
            <NativeSelect.Root width="60" disabled={entities.status !== 'ready'}>
              <NativeSelect.Field
                id="pnl-entity"
                value={entityId}
                onChange={(event) => setEntityId(event.target.value)}
              >
                <option value="">
                  {entities.status === 'ready' && entities.data.length === 0
                    ? PROFIT_LOSS_UI.noEntities
                    : PROFIT_LOSS_UI.chooseEntity}
                </option>
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
      {needsEntity ? (
        <EmptyState icon={<ChartIcon />} title={ENTITY_MESSAGES.selectEntity} />
      ) : statement.status === 'error' ? (
        <DataErrorNotice error={statement.error} />
      ) : (
        <>
          <ProfitLossCards statement={ready} />
          <CategoryBreakdown statement={ready} />
        </>
      )}
    </>
  );
}

export { ProfitLossPage as Component };
