import { useCallback, useMemo, useState } from 'react';
import { Box, HStack, Text } from '@chakra-ui/react';
import { useOutletContext } from 'react-router-dom';
import {
  PeriodError,
  SCREEN_TITLES,
  SHELL_MESSAGES,
  formatBusinessDate,
  resolvePeriod,
  todayIn,
  type DateRange,
  type PeriodComparison,
  type Role,
} from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';
import { useRepositories, useSubject } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import type { LiveState } from '../../../lib/data/use-live';
import { useDashboardProfile } from '../api/use-dashboard-profile';
import { useLoad } from '../../../lib/data/use-load';
import { AccountantPanels } from '../components/accountant-panels';
import { DefaultPanels } from '../components/default-panels';
import { FleetPanels } from '../components/fleet-panels';
import { NewMenu } from '../components/new-menu';
import { PeriodSelector, type CustomDates, type DashboardPeriodId } from '../components/period-selector';
import { RecentActivity } from '../components/recent-activity';
import { SummaryCards } from '../components/summary-cards';
import { DASHBOARD_UI } from '../messages';

/** The part of the customer zone's outlet context the dashboard reads. */
export interface DashboardContext {
  user: { name: string; role: Role | null };
}

export type DashboardLayout = 'default' | 'fleet' | 'accountant';

/** customer-app.md §6: accountants and fleet managers have their own layout; all others the default. */
export function layoutOf(role: Role | null): DashboardLayout {
  return role === 'fleet_manager' ? 'fleet' : role === 'accountant' ? 'accountant' : 'default';
}

type Resolved = { range: DateRange; error?: undefined } | { range: null; error: string };

export interface DashboardProps {
  name: string;
  /** The signed-in user's role (session claim); a viewed client's comes from its profile. */
  role: Role | null;
  /** The current instant (tests pin it). */
  now?: Date;
}

/**
 * Dashboard (/dashboard): the period's income, expenses and net against the period before,
 * Recent Activity, and the role's panels. Everything is read from aggregates, the newest 10
 * activity items and count queries, so the reads do not grow with the ledger.
 */
export function Dashboard({ name, role: sessionRole, now: nowProp }: DashboardProps) {
  const repositories = useRepositories();
  const subject = useSubject();
  const profile = useDashboardProfile();
  const now = useMemo(() => nowProp ?? new Date(), [nowProp]);
  const [period, setPeriod] = useState<DashboardPeriodId>('current-period');
  const [custom, setCustom] = useState<CustomDates>({ start: '', end: '' });
  const [lastValid, setLastValid] = useState<DateRange | null>(null);

  const timeZone = profile.status === 'ready' ? profile.data.timeZone : null;
  const role =
    subject.viewer === 'owner'
      ? (sessionRole ?? (profile.status === 'ready' ? profile.data.role : null))
      : profile.status === 'ready'
        ? profile.data.role
        : null;

  const resolved = useMemo((): Resolved | null => {
    if (!timeZone) return null;
    try {
      const range = resolvePeriod(period, { timeZone, now, custom });
      return range ? { range } : null;
    } catch (error) {
      if (error instanceof PeriodError) return { range: null, error: error.message };
      throw error;
    }
  }, [period, custom, timeZone, now]);

  // An unfinished custom range keeps the figures of the last range that was valid.
  const validRange = resolved?.range ?? null;
  if (validRange && (validRange.start !== lastValid?.start || validRange.end !== lastValid.end)) {
    setLastValid(validRange);
  }
  const range = validRange ?? lastValid;
  const start = range?.start;
  const end = range?.end;

  const comparison: LiveState<PeriodComparison> = useLoad(
    useMemo(
      () => (start && end ? () => repositories.dashboard.comparePeriod({ start, end }) : null),
      [repositories, start, end],
    ),
  );

  const changePeriod = useCallback(
    (next: DashboardPeriodId) => {
      // Custom Range opens on the range shown so far, ready to be adjusted.
      if (next === 'custom' && range && custom.start === '' && custom.end === '') {
        setCustom({ start: range.start, end: range.end });
      }
      setPeriod(next);
    },
    [range, custom],
  );

  const today = timeZone ? todayIn(timeZone, now) : null;
  const layout = layoutOf(role);

  return (
    <Box>
      <ScreenHeading
        description={SHELL_MESSAGES.greeting(name)}
        actions={
          <>
            <PeriodSelector
              period={period}
              custom={custom}
              customError={resolved?.error}
              onPeriodChange={changePeriod}
              onCustomChange={setCustom}
            />
            {subject.readOnly ? null : <NewMenu />}
          </>
        }
      >
        {SCREEN_TITLES.dashboard}
      </ScreenHeading>
      {profile.status === 'error' ? (
        <DataErrorNotice error={profile.error} />
      ) : comparison.status === 'error' ? (
        <DataErrorNotice error={comparison.error} />
      ) : null}
      {range ? (
        <HStack mb="2">
          <Text fontSize="sm" color="fg.muted" data-testid="period-range">
            {DASHBOARD_UI.periodRange(formatBusinessDate(range.start), formatBusinessDate(range.end))}
          </Text>
        </HStack>
      ) : null}
      <SummaryCards comparison={comparison.status === 'ready' ? comparison.data : null} />
      {timeZone && today ? (
        <Box data-testid={`dashboard-${layout}`}>
          {layout === 'fleet' ? (
            <FleetPanels timeZone={timeZone} now={now} comparison={comparison} />
          ) : layout === 'accountant' ? (
            <AccountantPanels />
          ) : (
            <DefaultPanels today={today} comparison={comparison} />
          )}
        </Box>
      ) : null}
      <Box mt="4">
        <RecentActivity />
      </Box>
    </Box>
  );
}

/** The route: the signed-in user's name and role from the customer zone. */
export function DashboardPage() {
  const { user } = useOutletContext<DashboardContext>();
  return <Dashboard name={user.name} role={user.role} />;
}

export { DashboardPage as Component };
