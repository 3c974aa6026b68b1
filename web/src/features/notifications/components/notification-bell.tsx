import { useState } from 'react';
import { Circle, IconButton, Popover, Portal } from '@chakra-ui/react';
import { SHELL_MESSAGES } from '@haulbooks/domain';
import { BellIcon } from '../../../lib/icons';
import { useHasUnreadNotifications } from '../hooks/use-notifications';
import { NotificationList } from './notification-list';
import { NOTIFICATIONS_UI } from '../messages';

/**
 * The header bell (customer-app.md §2): a red dot while anything is unread, and a panel with the
 * newest notifications. The list is read only while the panel is open; the dot costs one document.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const hasUnread = useHasUnreadNotifications();
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton
          aria-label={hasUnread ? SHELL_MESSAGES.unreadNotifications : SHELL_MESSAGES.notifications}
          variant="ghost"
          position="relative"
        >
          <BellIcon />
          {hasUnread ? (
            <Circle
              data-testid="unread-dot"
              size="2"
              bg="red.500"
              position="absolute"
              top="2"
              right="2"
              borderWidth="1px"
              borderColor="white"
            />
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            width={{ base: 'calc(100vw - 2rem)', sm: '24rem' }}
            aria-label={NOTIFICATIONS_UI.title}
          >
            <NotificationList onNavigate={() => setOpen(false)} />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
