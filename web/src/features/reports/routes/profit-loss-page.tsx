import { useCallback, useState } from 'react';
import { Button, Flex, HStack, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import {
  DEFAULT_PNL_PERIOD,
  ENTITY_MESSAGES,
  PNL_PERIODS,
  SCREEN_TITLES,
  profitLossFileName,
  profitLossStatementCsv,
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
import { EntityPicker, useEntityChoice } from '../components/entity-picker';
import { ProfitLossCards, lastUpdatedText } from '../components/profit-loss-cards';
import { PROFIT_LOSS_UI } from '../messages';

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
  const choice = useEntityChoice();
  const { entityType, entityId, entities, needsEntity } = choice;
  // Each Refresh is a new object, so the statement loads again (at the current time).
  const [asOf, setAsOf] = useState(() => ({ now: fixedNow ?? new Date() }));

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
        <EntityPicker
          choice={choice}
          idPrefix="pnl"
          labels={{
            view: PROFIT_LOSS_UI.viewLabel,
            wholeAccount: PROFIT_LOSS_UI.wholeAccount,
            entity: PROFIT_LOSS_UI.entityLabel,
            choose: PROFIT_LOSS_UI.chooseEntity,
            none: PROFIT_LOSS_UI.noEntities,
          }}
        />
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
