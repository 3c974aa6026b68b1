import { useCallback, useMemo, useState } from 'react';
import { Badge, Button, HStack, List, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import {
  DASHBOARD_MESSAGES,
  FLEET_CHART_RANGES,
  addDays,
  entityFigures,
  formatCents,
  monthKeyOf,
  monthsBetween,
  rankEntities,
  resolvePeriod,
  DRIVER_PERFORMANCE_LIMIT,
  MAINTENANCE_STATUS_LABELS,
  formatBusinessDate,
  maintenanceAlerts,
  todayIn,
  type BusinessDate,
  type ChartPoint,
  type DateRange,
  type PeriodComparison,
} from '@haulbooks/domain';
import { EmptyState, OptionSelect } from '../../../components';
import { useRepositories } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import type { LiveState } from '../../../lib/data/use-live';
import { useLoad } from '../../../lib/data/use-load';
import { DASHBOARD_UI } from '../messages';
import { Chart } from './chart';
import { monthLabel } from './default-panels';
import { Panel, PanelSkeleton } from './panel';

export type FleetRangeId = (typeof FLEET_CHART_RANGES)[number]['id'];

export const FLEET_ACTIONS = [
  { label: DASHBOARD_MESSAGES.fleetActions.scheduleMaintenance, to: '/maintenance' },
  { label: DASHBOARD_MESSAGES.fleetActions.addNewDriver, to: '/drivers/new' },
  { label: DASHBOARD_MESSAGES.fleetActions.generateFleetReport, to: '/reports/new' },
  { label: DASHBOARD_MESSAGES.fleetActions.viewAllSettlements, to: '/settlements' },
] as const;

const DAY_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dollars = (cents: number) => cents / 100;

function daysOf(range: DateRange): BusinessDate[] {
  const days: BusinessDate[] = [];
  for (let day = range.start; day <= range.end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Fleet Performance: revenue, expenses and net per day (last 30 days) or per month. */
function FleetPerformance({ timeZone, now }: { timeZone: string; now: Date }) {
  const repositories = useRepositories();
  const [rangeId, setRangeId] = useState<FleetRangeId>('last-30-days');
  const range = useMemo(() => resolvePeriod(rangeId, { timeZone, now }), [rangeId, timeZone, now]);
  const series = useLoad(
    useCallback((): Promise<ChartPoint[]> => {
      if (!range) return Promise.resolve([]);
      if (rangeId === 'last-30-days') return repositories.dashboard.dailySeries(range, daysOf(range));
      return repositories.dashboard.monthlySeries(
        monthsBetween(monthKeyOf(range.start), monthKeyOf(range.end)),
      );
    }, [repositories, range, rangeId]),
  );
  const select = (
    <OptionSelect
      aria-label={DASHBOARD_UI.fleetRangeLabel}
      size="sm"
      width="40"
      options={FLEET_CHART_RANGES}
      value={rangeId}
      onChange={setRangeId}
    />
  );
  const label = (key: string) =>
    key.length === 7 ? monthLabel(key) : DAY_LABEL.format(new Date(`${key}T00:00:00Z`));
  return (
    <Panel title={DASHBOARD_MESSAGES.fleetPerformance} actions={select}>
      {series.status === 'loading' ? (
        <PanelSkeleton rows={6} />
      ) : series.status === 'error' ? (
        <DataErrorNotice error={series.error} />
      ) : (
        <Chart
          title={DASHBOARD_MESSAGES.fleetPerformance}
          kind="line"
          categories={series.data.map((p) => label(p.key))}
          series={[
            { name: DASHBOARD_UI.revenue, data: series.data.map((p) => dollars(p.revenueCents)) },
            { name: DASHBOARD_MESSAGES.expenses, data: series.data.map((p) => dollars(p.expensesCents)) },
            { name: DASHBOARD_UI.net, data: series.data.map((p) => dollars(p.netCents)) },
          ]}
        />
      )}
    </Panel>
  );
}

/** The fleet's trucks with the period's revenue and miles of each. */
function VehicleStatus({ comparison }: { comparison: LiveState<PeriodComparison> }) {
  const repositories = useRepositories();
  const trucks = useLoad(useCallback(() => repositories.dashboard.trucks(), [repositories]));
  return (
    <Panel title={DASHBOARD_MESSAGES.vehicleStatus}>
      {trucks.status === 'loading' ? (
        <PanelSkeleton />
      ) : trucks.status === 'error' ? (
        <DataErrorNotice error={trucks.error} />
      ) : trucks.data.length === 0 ? (
        <EmptyState
          title={DASHBOARD_MESSAGES.noVehicles}
          text={DASHBOARD_UI.noVehiclesText}
          action={{ label: DASHBOARD_UI.addTruck, to: '/fleet?tab=trucks' }}
        />
      ) : (
        <List.Root variant="plain" gap="2" aria-label={DASHBOARD_MESSAGES.vehicleStatus}>
          {trucks.data.map((truck) => {
            const figures =
              comparison.status === 'ready'
                ? entityFigures(comparison.data.current, 'truck', truck.id)
                : null;
            const active = figures !== null && (figures.revenueCents > 0 || figures.miles > 0);
            return (
              <List.Item key={truck.id}>
                <HStack justify="space-between" width="full">
                  <Stack gap="0">
                    <Text fontWeight="medium">{truck.unitNumber}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {[truck.year, truck.make, truck.model].filter(Boolean).join(' ')}
                    </Text>
                  </Stack>
                  <Stack gap="0" align="flex-end">
                    <Badge colorPalette={active ? 'green' : 'gray'}>
                      {active ? DASHBOARD_UI.vehicleActive : DASHBOARD_UI.vehicleIdle}
                    </Badge>
                    {figures && active ? (
                      <Text fontSize="xs" color="fg.muted">
                        {formatCents(figures.revenueCents)} ·{' '}
                        {DASHBOARD_UI.milesShort(figures.miles.toLocaleString('en-US'))}
                      </Text>
                    ) : null}
                  </Stack>
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Panel>
  );
}

/** The period's drivers by revenue (byEntity `owner_operator:` keys), named from DRIVERS. */
function DriverPerformance({ comparison }: { comparison: LiveState<PeriodComparison> }) {
  const repositories = useRepositories();
  const ranked = useMemo(
    () =>
      comparison.status === 'ready'
        ? rankEntities(comparison.data.current, 'owner_operator', DRIVER_PERFORMANCE_LIMIT)
        : null,
    [comparison],
  );
  const ids = useMemo(() => ranked?.map((r) => r.id) ?? null, [ranked]);
  const names = useLoad(
    useCallback(() => repositories.dashboard.driverNames(ids ?? []), [repositories, ids]),
  );
  return (
    <Panel title={DASHBOARD_MESSAGES.driverPerformance}>
      {comparison.status === 'error' ? (
        <DataErrorNotice error={comparison.error} />
      ) : ranked === null ? (
        <PanelSkeleton />
      ) : ranked.length === 0 ? (
        <EmptyState title={DASHBOARD_MESSAGES.noDriverData} text={DASHBOARD_UI.noDriverText} />
      ) : (
        <Table.Root size="sm" aria-label={DASHBOARD_MESSAGES.driverPerformance}>
          <Table.Body>
            {ranked.map((driver) => (
              <Table.Row key={driver.id}>
                <Table.Cell>
                  {(names.status === 'ready' ? names.data[driver.id] : undefined) ??
                    DASHBOARD_UI.unnamedDriver(driver.id)}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatCents(driver.revenueCents)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {DASHBOARD_UI.milesShort(driver.miles.toLocaleString('en-US'))}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Panel>
  );
}

/** Open maintenance that is overdue or due soon (a fleet's handful of open items, read once). */
function RecentAlerts({ today }: { today: BusinessDate }) {
  const repositories = useRepositories();
  const open = useLoad(useCallback(() => repositories.maintenance.listOpen(), [repositories]));
  const alerts = open.status === 'ready' ? maintenanceAlerts(open.data, today) : [];
  return (
    <Panel title={DASHBOARD_MESSAGES.recentAlerts}>
      {open.status === 'loading' ? (
        <PanelSkeleton />
      ) : open.status === 'error' ? (
        <DataErrorNotice error={open.error} />
      ) : alerts.length === 0 ? (
        <EmptyState
          title={DASHBOARD_MESSAGES.noAlerts}
          text={DASHBOARD_UI.noAlertsText}
          action={{ label: DASHBOARD_MESSAGES.fleetActions.scheduleMaintenance, to: '/maintenance' }}
        />
      ) : (
        <List.Root variant="plain" gap="2" aria-label={DASHBOARD_MESSAGES.recentAlerts}>
          {alerts.map(({ item, status }) => (
            <List.Item key={item.id}>
              <HStack justify="space-between" width="full" gap="2">
                <Stack gap="0">
                  <Text fontWeight="medium">{item.title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {item.dueDate
                      ? DASHBOARD_UI.dueOn(formatBusinessDate(item.dueDate))
                      : item.dueOdometer !== undefined
                        ? DASHBOARD_UI.dueAt(item.dueOdometer.toLocaleString('en-US'))
                        : null}
                  </Text>
                </Stack>
                <Badge colorPalette={status === 'overdue' ? 'red' : 'orange'}>
                  {MAINTENANCE_STATUS_LABELS[status]}
                </Badge>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Panel>
  );
}

/** Fleet managers: fleet chart, vehicles, alerts, drivers and quick actions. */
export function FleetPanels({
  timeZone,
  now,
  comparison,
}: {
  timeZone: string;
  now: Date;
  comparison: LiveState<PeriodComparison>;
}) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" mb="4">
        <FleetPerformance timeZone={timeZone} now={now} />
        <VehicleStatus comparison={comparison} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" mb="4">
        <RecentAlerts today={todayIn(timeZone, now)} />
        <DriverPerformance comparison={comparison} />
        <Panel title={DASHBOARD_MESSAGES.quickActions}>
          <Stack gap="2">
            {FLEET_ACTIONS.map((action) => (
              <Button
                key={action.to}
                asChild
                variant="outline"
                colorPalette="brand"
                justifyContent="flex-start"
              >
                <RouterLink to={action.to}>{action.label}</RouterLink>
              </Button>
            ))}
          </Stack>
        </Panel>
      </SimpleGrid>
    </>
  );
}
