import { useCallback } from 'react';
import { Button, Card, SimpleGrid, Stat } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import {
  DASHBOARD_MESSAGES,
  categoryBreakdown,
  monthKeyOf,
  type BusinessDate,
  type ChartPoint,
  type PeriodComparison,
  type QuickCounts,
} from '@haulbooks/domain';
import { EmptyState } from '../../../components';
import { useRepositories } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import type { LiveState } from '../../../lib/data/use-live';
import { useLoad } from '../../../lib/data/use-load';
import { DASHBOARD_UI } from '../messages';
import { Chart } from './chart';
import { Panel, PanelSkeleton } from './panel';

const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Nov 2026" for 2026-11. */
export function monthLabel(month: string): string {
  return MONTH_LABEL.format(new Date(`${month}-01T00:00:00Z`));
}

const dollars = (cents: number) => cents / 100;

export const DEFAULT_ACTIONS = [
  { label: DASHBOARD_MESSAGES.actions.uploadSettlement, to: '/settlements/upload' },
  { label: DASHBOARD_MESSAGES.actions.recordExpense, to: '/expenses' },
  { label: DASHBOARD_MESSAGES.actions.generateReports, to: '/reports' },
] as const;

function MonthlyOverview({ today }: { today: BusinessDate }) {
  const repositories = useRepositories();
  const overview = useLoad(
    useCallback(() => repositories.dashboard.monthlyOverview(monthKeyOf(today)), [repositories, today]),
  );
  return (
    <Panel title={DASHBOARD_MESSAGES.monthlyOverview}>
      {overview.status === 'loading' ? (
        <PanelSkeleton rows={6} />
      ) : overview.status === 'error' ? (
        <DataErrorNotice error={overview.error} />
      ) : overview.data.every((p) => p.revenueCents === 0 && p.expensesCents === 0) ? (
        <EmptyState
          title={DASHBOARD_UI.chartEmpty}
          text={DASHBOARD_UI.firstStepsText}
          action={{ label: DASHBOARD_UI.uploadSettlement, to: '/settlements/upload' }}
        />
      ) : (
        <OverviewChart points={overview.data} />
      )}
    </Panel>
  );
}

function OverviewChart({ points }: { points: ChartPoint[] }) {
  return (
    <Chart
      title={DASHBOARD_MESSAGES.monthlyOverview}
      kind="line"
      categories={points.map((p) => monthLabel(p.key))}
      series={[
        { name: DASHBOARD_MESSAGES.income, data: points.map((p) => dollars(p.revenueCents)) },
        { name: DASHBOARD_MESSAGES.expenses, data: points.map((p) => dollars(p.expensesCents)) },
      ]}
    />
  );
}

function ExpenseBreakdown({ comparison }: { comparison: LiveState<PeriodComparison> }) {
  const shares = comparison.status === 'ready' ? categoryBreakdown(comparison.data.current.byCategory) : [];
  return (
    <Panel title={DASHBOARD_MESSAGES.expenseBreakdown}>
      {comparison.status === 'loading' ? (
        <PanelSkeleton rows={6} />
      ) : comparison.status === 'error' ? (
        <DataErrorNotice error={comparison.error} />
      ) : shares.length === 0 ? (
        <EmptyState
          title={DASHBOARD_UI.breakdownEmpty}
          action={{ label: DASHBOARD_UI.recordExpense, to: '/expenses' }}
        />
      ) : (
        <Chart
          title={DASHBOARD_MESSAGES.expenseBreakdown}
          kind="doughnut"
          series={[
            {
              name: DASHBOARD_MESSAGES.expenses,
              data: shares.map((share): [string, number] => [share.label, dollars(share.amountCents)]),
            },
          ]}
        />
      )}
    </Panel>
  );
}

function QuickStats({ today, comparison }: { today: BusinessDate; comparison: LiveState<PeriodComparison> }) {
  const repositories = useRepositories();
  const counts: LiveState<QuickCounts> = useLoad(
    useCallback(() => repositories.dashboard.quickCounts(today), [repositories, today]),
  );
  const miles = comparison.status === 'ready' ? comparison.data.current.miles : null;
  const ready = counts.status === 'ready' ? counts.data : null;
  const stats = [
    {
      key: 'settlements',
      label: DASHBOARD_MESSAGES.stats.settlementsThisMonth,
      value: ready?.settlementsThisMonth,
    },
    { key: 'pending', label: DASHBOARD_MESSAGES.stats.pendingUploads, value: ready?.pendingUploads },
    { key: 'miles', label: DASHBOARD_MESSAGES.stats.milesLogged, value: miles ?? undefined },
    { key: 'receipts', label: DASHBOARD_MESSAGES.stats.receiptsScanned, value: ready?.receiptsScanned },
  ];
  return (
    <Panel title={DASHBOARD_MESSAGES.quickStats}>
      {counts.status === 'error' ? <DataErrorNotice error={counts.error} /> : null}
      <SimpleGrid columns={2} gap="4">
        {stats.map((stat) => (
          <Stat.Root key={stat.key} data-testid={`stat-${stat.key}`}>
            <Stat.Label>{stat.label}</Stat.Label>
            <Stat.ValueText>
              {stat.value === undefined ? '…' : stat.value.toLocaleString('en-US')}
            </Stat.ValueText>
          </Stat.Root>
        ))}
      </SimpleGrid>
    </Panel>
  );
}

/** Owner operators, drivers and anyone without a role of their own: charts, actions, stats. */
export function DefaultPanels({
  today,
  comparison,
}: {
  today: BusinessDate;
  comparison: LiveState<PeriodComparison>;
}) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" mb="4">
        <MonthlyOverview today={today} />
        <ExpenseBreakdown comparison={comparison} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="4">
        {DEFAULT_ACTIONS.map((action) => (
          <Card.Root key={action.to} size="sm">
            <Card.Body>
              <Button asChild variant="outline" colorPalette="brand" width="full">
                <RouterLink to={action.to}>{action.label}</RouterLink>
              </Button>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <QuickStats today={today} comparison={comparison} />
    </>
  );
}
