import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { CUSTOMER_NAV, SHELL_MESSAGES, accountSubtitle, type Role } from '@haulbooks/domain';
import {
  LayoutShell,
  ShellSidebarButton,
  ShellUserChip,
  initialOf,
  type ShellNavItem,
} from '../../../components';
import {
  ChartIcon,
  DashboardIcon,
  DocumentIcon,
  HelpIcon,
  LogoutIcon,
  ReceiptIcon,
  SettingsIcon,
} from '../../../lib/icons';
import { CUSTOMER_SHELL_UI } from '../messages';

export { initialOf };

export interface ShellUser {
  name: string;
  email: string;
  role: Role | null;
}

export interface CustomerLayoutProps {
  user: ShellUser;
  /** Logout; while an administrator views a client, Return to Admin. */
  onLogout: () => void;
  /** The header's notification bell with its unread dot and panel (features/notifications). */
  notifications?: ReactNode;
  /** An administrator is viewing this client's books: the amber banner and Return to Admin show. */
  viewingClient?: boolean;
  children: ReactNode;
}

const NAV_ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  '/dashboard': DashboardIcon,
  '/settlements': DocumentIcon,
  '/expenses': ReceiptIcon,
  '/reports': ChartIcon,
  '/settings': SettingsIcon,
  '/help': HelpIcon,
};

const NAV_ITEMS: readonly ShellNavItem[] = CUSTOMER_NAV.map((entry) => ({
  ...entry,
  icon: NAV_ICONS[entry.path],
  end: entry.path === '/dashboard',
}));

/**
 * The signed-in customer frame (the shared LayoutShell): role subtitle under the logo, the six
 * app entries, Logout, and a header with the notification bell and the user.
 */
export function CustomerLayout({
  user,
  onLogout,
  notifications = null,
  viewingClient = false,
  children,
}: CustomerLayoutProps) {
  const logoutLabel = viewingClient ? CUSTOMER_SHELL_UI.returnToAdmin : SHELL_MESSAGES.logout;
  return (
    <LayoutShell
      homePath="/dashboard"
      subtitle={<span data-testid="account-subtitle">{accountSubtitle(user.role)}</span>}
      navLabel={SHELL_MESSAGES.mainNavigation}
      navItems={NAV_ITEMS}
      sidebarFooter={
        <ShellSidebarButton icon={LogoutIcon} onClick={onLogout}>
          {logoutLabel}
        </ShellSidebarButton>
      }
      headerEnd={
        <>
          {notifications}
          <ShellUserChip name={user.name} email={user.email} />
        </>
      }
      banner={viewingClient ? <ViewingClientBanner onReturn={onLogout} /> : null}
      openMenuLabel={SHELL_MESSAGES.openMenu}
      closeMenuLabel={SHELL_MESSAGES.closeMenu}
    >
      {children}
    </LayoutShell>
  );
}

/** The amber strip while an administrator views a client account (admin-area.md §4). */
function ViewingClientBanner({ onReturn }: { onReturn: () => void }) {
  return (
    <Box bg="accent.100" borderBottomWidth="1px" borderColor="accent.300" role="status">
      <Flex
        align="center"
        justify="space-between"
        gap="3"
        wrap="wrap"
        px={{ base: '4', md: '8' }}
        py="2.5"
        data-testid="viewing-client-banner"
      >
        <Text fontWeight="medium" color="accent.900">
          {CUSTOMER_SHELL_UI.viewingClientBanner}
        </Text>
        <Button size="sm" colorPalette="accent" onClick={onReturn}>
          {CUSTOMER_SHELL_UI.returnToAdmin}
        </Button>
      </Flex>
    </Box>
  );
}
