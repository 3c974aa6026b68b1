import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  HStack,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Stat,
  Tabs,
  Text,
} from '@chakra-ui/react';
import {
  ADMIN_NOTIFICATION_MESSAGES,
  ADMIN_SCREEN_TITLES,
  ADMIN_USER_MESSAGES,
  NOTIFICATION_PRIORITY_COLORS,
  ROLE_LABELS,
  formatCents,
  unreadCount,
  type AdminNotification,
  type Listener,
  type PlatformStatsDoc,
  type Stored,
} from '@haulbooks/domain';
import { EmptyState, ScreenHeading } from '../../../components';
import { useAdminRepositories } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { useLive } from '../../../lib/data/use-live';
import { useLoad } from '../../../lib/data/use-load';
import { BellIcon } from '../../../lib/icons';
import { notify } from '../../../lib/toaster';
import { markAdminNotificationsRead, type MarkAdminNotificationsRead } from '../api/admin-notifications-api';
import { ADMIN_DASHBOARD_UI as UI } from '../messages';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const RECENT = 5;

/**
 * Admin dashboard (/admin/dashboard). Overview: the platform rollup the platform-stats functions
 * keep (live), links to the other screens, and Recent Activity (the newest sign-ups and payments).
 * Notifications: the admin alerts functions write (failed payments, crash reports), with the
 * unread count in the header and on the tab, expandable details and Mark as read.
 */
export function AdminDashboardPage({
  markRead = markAdminNotificationsRead,
}: {
  markRead?: MarkAdminNotificationsRead;
}) {
  const { platform, notifications } = useAdminRepositories();
  const stats = useLive(
    useCallback(
      (listener: Listener<Stored<PlatformStatsDoc> | null>) => platform.watchStats(listener),
      [platform],
    ),
  );
  const alerts = useLive(
    useCallback(
      (listener: Listener<AdminNotification[]>) => notifications.watchRecent(listener),
      [notifications],
    ),
  );
  const unread = alerts.status === 'ready' ? unreadCount(alerts.data) : 0;

  return (
    <>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <ScreenHeading>{ADMIN_SCREEN_TITLES.dashboard}</ScreenHeading>
        {unread > 0 ? (
          <Badge colorPalette="red" mb="4" data-testid="header-unread">
            {UI.unread(unread)}
          </Badge>
        ) : null}
      </Flex>
      <Tabs.Root defaultValue="overview" variant="line" lazyMount>
        <Tabs.List mb="4">
          <Tabs.Trigger value="overview">{UI.overview}</Tabs.Trigger>
          <Tabs.Trigger value="notifications">
            {UI.notifications}
            {unread > 0 ? (
              <Badge colorPalette="red" ms="1" data-testid="tab-unread">
                {unread}
              </Badge>
            ) : null}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          {stats.status === 'error' ? (
            <DataErrorNotice error={stats.error} />
          ) : (
            <StatCards stats={stats.status === 'ready' ? stats.data : undefined} />
          )}
          <HStack gap="3" mb="6" wrap="wrap">
            <Button asChild variant="outline">
              <RouterLink to="/admin/users">{UI.links.users}</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/admin/payments">{UI.links.payments}</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/admin/reports">{UI.links.reports}</RouterLink>
            </Button>
          </HStack>
          <RecentActivity />
        </Tabs.Content>
        <Tabs.Content value="notifications">
          {alerts.status === 'error' ? (
            <DataErrorNotice error={alerts.error} />
          ) : (
            <NotificationList
              items={alerts.status === 'ready' ? alerts.data : null}
              unread={unread}
              markRead={markRead}
            />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

function StatCards({ stats }: { stats: Stored<PlatformStatsDoc> | null | undefined }) {
  const figures = [
    ['users', UI.cards.users, stats ? String(stats.users) : null],
    ['activeUsers', UI.cards.activeUsers, stats ? String(stats.activeUsers) : null],
    ['revenue', UI.cards.revenue, stats ? formatCents(stats.revenueCents) : null],
    ['documents', UI.cards.documents, stats ? String(stats.documentsProcessed) : null],
  ] as const;
  return (
    <Box mb="6">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" mb="2">
        {figures.map(([key, label, value]) => (
          <Card.Root key={key} size="sm" data-testid={`admin-card-${key}`}>
            <Card.Body>
              <Stat.Root>
                <Stat.Label>{label}</Stat.Label>
                {stats === undefined ? (
                  <Skeleton height="8" width="24" mt="1" />
                ) : (
                  <Stat.ValueText fontVariantNumeric="tabular-nums">{value ?? '0'}</Stat.ValueText>
                )}
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      {stats === null ? (
        <Text fontSize="sm" color="fg.muted">
          {UI.statsPending}
        </Text>
      ) : stats ? (
        <Text fontSize="sm" color="fg.muted">
          {UI.updated(WHEN.format(stats.updatedAt))}
        </Text>
      ) : null}
    </Box>
  );
}

/** The newest sign-ups and payments, merged newest first. */
function RecentActivity() {
  const { users, payments } = useAdminRepositories();
  const load = useCallback(async () => {
    const [newest, paid] = await Promise.all([users.listNewest(RECENT), payments.listPeriod(null)]);
    const items = [
      ...newest.map((u) => ({
        id: `user-${u.id}`,
        at: u.createdAt,
        text: UI.signedUp(u.name, ROLE_LABELS[u.role]),
      })),
      ...paid.items.slice(0, RECENT).map((p) => ({
        id: `payment-${p.id}`,
        at: p.createdAt,
        text: UI.paid(p.customerEmail ?? 'N/A', formatCents(p.amountCents), p.status),
      })),
    ];
    return items.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, RECENT * 2);
  }, [users, payments]);
  const activity = useLoad(load);
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          {UI.recentActivity}
        </Heading>
      </Card.Header>
      <Card.Body>
        {activity.status === 'error' ? (
          <DataErrorNotice error={activity.error} />
        ) : activity.status === 'loading' ? (
          <Stack gap="2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="5" />
            ))}
          </Stack>
        ) : activity.data.length === 0 ? (
          <Text color="fg.muted">{UI.noActivity}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={UI.recentActivity}>
            {activity.data.map((item) => (
              <Flex as="li" key={item.id} justify="space-between" gap="3">
                <Text>{item.text}</Text>
                <Text color="fg.muted" fontSize="sm" flexShrink={0}>
                  {WHEN.format(item.at)}
                </Text>
              </Flex>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function NotificationList({
  items,
  unread,
  markRead,
}: {
  items: AdminNotification[] | null;
  unread: number;
  markRead: MarkAdminNotificationsRead;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const mark = async (key: string, input: Parameters<MarkAdminNotificationsRead>[0]) => {
    setBusy(key);
    try {
      await markRead(input);
    } catch {
      notify.error({ title: ADMIN_USER_MESSAGES.markReadFailed });
    } finally {
      setBusy(null);
    }
  };

  if (!items) {
    return (
      <Stack gap="3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="16" />
        ))}
      </Stack>
    );
  }
  if (items.length === 0) return <EmptyState icon={<BellIcon />} title={ADMIN_NOTIFICATION_MESSAGES.empty} />;

  return (
    <Stack gap="3">
      <Flex justify="end">
        <Button
          size="sm"
          variant="outline"
          disabled={unread === 0}
          loading={busy === 'all'}
          onClick={() => void mark('all', { all: true })}
        >
          {ADMIN_NOTIFICATION_MESSAGES.markAllRead}
        </Button>
      </Flex>
      <Stack as="ul" gap="3" listStyleType="none" aria-label={UI.notifications}>
        {items.map((n) => (
          <Card.Root as="li" key={n.id} size="sm" data-testid="admin-notification" data-status={n.status}>
            <Card.Body>
              <Flex justify="space-between" gap="3" align="start" wrap="wrap">
                <Stack gap="1" flex="1" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Badge variant="outline">{UI.typeLabels[n.type]}</Badge>
                    <Badge colorPalette={NOTIFICATION_PRIORITY_COLORS[n.priority]}>
                      {UI.priorityLabels[n.priority]}
                    </Badge>
                    {n.status === 'unread' ? (
                      <Box w="2" h="2" borderRadius="full" bg="red.500" aria-hidden />
                    ) : null}
                  </HStack>
                  <Button
                    variant="plain"
                    p="0"
                    h="auto"
                    justifyContent="start"
                    fontWeight={n.status === 'unread' ? 'bold' : 'medium'}
                    aria-expanded={open === n.id}
                    onClick={() => setOpen(open === n.id ? null : n.id)}
                  >
                    {n.title}
                  </Button>
                  <Text>{n.message}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {WHEN.format(n.createdAt)}
                  </Text>
                  {open === n.id ? (
                    <Box as="dl" fontSize="sm" data-testid="admin-notification-details">
                      {(Object.keys(UI.details) as (keyof typeof UI.details)[])
                        .filter((key) => n.data[key])
                        .map((key) => (
                          <Flex key={key} gap="2">
                            <Text as="dt" color="fg.muted">
                              {UI.details[key]}:
                            </Text>
                            <Text as="dd" wordBreak="break-all">
                              {n.data[key]}
                            </Text>
                          </Flex>
                        ))}
                    </Box>
                  ) : null}
                </Stack>
                {n.status === 'unread' ? (
                  <Button
                    size="xs"
                    variant="outline"
                    loading={busy === n.id}
                    onClick={() => void mark(n.id, { ids: [n.id] })}
                  >
                    {ADMIN_NOTIFICATION_MESSAGES.markAsRead}
                  </Button>
                ) : null}
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}

export function Component() {
  return <AdminDashboardPage />;
}
