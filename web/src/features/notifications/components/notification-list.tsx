import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, HStack, Link, List, Popover, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Notification } from '@haulbooks/domain';
import { EmptyState } from '../../../components';
import { useRepositories, useSubject } from '../../../lib/data/data-context';
import { DataErrorNotice } from '../../../lib/data/data-error-notice';
import { notify } from '../../../lib/toaster';
import { useRecentNotifications } from '../hooks/use-notifications';
import { NOTIFICATIONS_UI } from '../messages';

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' });

/** A path inside the app ("/expenses"), never another site: only those become links. */
function isAppPath(link: string | undefined): link is string {
  return link !== undefined && link.startsWith('/') && !link.startsWith('//');
}

function failureText(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

/**
 * The panel's content: title and Mark all read, then the newest notifications (title, body, time,
 * a link to where to act) with Mark read on each unread one. A read-only subject (an administrator
 * viewing a client) sees them and marks nothing.
 */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const repositories = useRepositories();
  const subject = useSubject();
  const notifications = useRecentNotifications();
  const [markingAll, setMarkingAll] = useState(false);
  const canMark = !subject.readOnly;

  const markRead = (item: Notification) => {
    repositories.notifications.markRead(item.id).catch((error: unknown) => {
      notify.error({ title: NOTIFICATIONS_UI.markReadFailed, description: failureText(error) });
    });
  };

  const markAllRead = async () => {
    setMarkingAll(true);
    try {
      await repositories.notifications.markAllRead();
    } catch (error) {
      notify.error({ title: NOTIFICATIONS_UI.markAllReadFailed, description: failureText(error) });
    } finally {
      setMarkingAll(false);
    }
  };

  const anyUnread = notifications.status === 'ready' && notifications.data.some((item) => !item.read);

  return (
    <>
      <Popover.Header>
        <HStack justify="space-between" width="full">
          <Popover.Title fontWeight="semibold">{NOTIFICATIONS_UI.title}</Popover.Title>
          {canMark && anyUnread ? (
            <Button size="xs" variant="ghost" loading={markingAll} onClick={() => void markAllRead()}>
              {NOTIFICATIONS_UI.markAllRead}
            </Button>
          ) : null}
        </HStack>
      </Popover.Header>
      <Popover.Body maxHeight="70vh" overflowY="auto" pt="2">
        {notifications.status === 'loading' ? (
          <Stack gap="3" data-testid="notifications-loading">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height="12" />
            ))}
          </Stack>
        ) : notifications.status === 'error' ? (
          <DataErrorNotice error={notifications.error} />
        ) : notifications.data.length === 0 ? (
          <EmptyState title={NOTIFICATIONS_UI.empty} text={NOTIFICATIONS_UI.emptyText} />
        ) : (
          <List.Root variant="plain" gap="1" aria-label={NOTIFICATIONS_UI.listLabel}>
            {notifications.data.map((item) => (
              <List.Item key={item.id} data-testid="notification" data-read={item.read ? 'true' : 'false'}>
                <Box width="full" px="2" py="2" borderRadius="md" bg={item.read ? undefined : 'brand.50'}>
                  <HStack justify="space-between" align="flex-start" gap="2">
                    {isAppPath(item.link) ? (
                      <Link asChild fontWeight={item.read ? 'normal' : 'semibold'} color="fg">
                        <RouterLink
                          to={item.link}
                          onClick={() => {
                            if (canMark && !item.read) markRead(item);
                            onNavigate();
                          }}
                        >
                          {item.title}
                        </RouterLink>
                      </Link>
                    ) : (
                      <Text fontWeight={item.read ? 'normal' : 'semibold'}>{item.title}</Text>
                    )}
                    {item.read ? null : (
                      <Badge colorPalette="red" size="sm" flexShrink={0}>
                        {NOTIFICATIONS_UI.unread}
                      </Badge>
                    )}
                  </HStack>
                  {item.body ? (
                    <Text fontSize="sm" color="fg.muted">
                      {item.body}
                    </Text>
                  ) : null}
                  <HStack justify="space-between" mt="1">
                    <Text asChild fontSize="xs" color="fg.muted">
                      <time dateTime={item.createdAt.toISOString()}>{WHEN.format(item.createdAt)}</time>
                    </Text>
                    {canMark && !item.read ? (
                      <Button
                        size="2xs"
                        variant="ghost"
                        aria-label={NOTIFICATIONS_UI.markReadOf(item.title)}
                        onClick={() => markRead(item)}
                      >
                        {NOTIFICATIONS_UI.markRead}
                      </Button>
                    ) : null}
                  </HStack>
                </Box>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Popover.Body>
    </>
  );
}
