import { useCallback } from 'react';
import { Badge, HStack, List, Stack, Text } from '@chakra-ui/react';
import { DASHBOARD_MESSAGES, type ActivityItem, type Listener } from '@haulbooks/domain';
import { EmptyState } from '../../../components';
import { useRepositories } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { useLive } from '../../../lib/data/use-live';
import { DASHBOARD_UI } from '../messages';
import { Panel, PanelSkeleton } from './panel';

const STATUS_COLORS = { success: 'green', pending: 'orange', error: 'red' } as const;

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });

/** The newest 10 activity items, live; a new account is sent to its first upload. */
export function RecentActivity() {
  const repositories = useRepositories();
  const activity = useLive(
    useCallback(
      (listener: Listener<ActivityItem[]>) => repositories.dashboard.watchRecentActivity(listener),
      [repositories],
    ),
  );
  return (
    <Panel title={DASHBOARD_MESSAGES.recentActivity}>
      {activity.status === 'loading' ? (
        <PanelSkeleton rows={5} />
      ) : activity.status === 'error' ? (
        <DataErrorNotice error={activity.error} />
      ) : activity.data.length === 0 ? (
        <EmptyState
          title={DASHBOARD_MESSAGES.noRecentActivity}
          text={DASHBOARD_UI.activityEmptyText}
          action={{ label: DASHBOARD_UI.uploadSettlement, to: '/settlements/upload' }}
        />
      ) : (
        <List.Root variant="plain" gap="3" aria-label={DASHBOARD_MESSAGES.recentActivity}>
          {activity.data.map((item) => (
            <List.Item key={item.id}>
              <HStack justify="space-between" align="flex-start" width="full" gap="3">
                <Stack gap="0">
                  <Text fontWeight="medium">{item.title}</Text>
                  {item.description ? (
                    <Text fontSize="sm" color="fg.muted">
                      {item.description}
                    </Text>
                  ) : null}
                  <Text fontSize="xs" color="fg.muted">
                    {WHEN.format(item.createdAt)}
                  </Text>
                </Stack>
                <Badge colorPalette={STATUS_COLORS[item.status]}>
                  {DASHBOARD_UI.activityStatus[item.status]}
                </Badge>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Panel>
  );
}
