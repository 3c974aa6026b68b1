import { useEffect, useState, type ComponentType, type ReactNode, type SVGProps } from 'react';
import {
  Box,
  Button,
  Circle,
  CloseButton,
  Drawer,
  Flex,
  IconButton,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { NavLink, useLocation } from 'react-router-dom';
import { CUSTOMER_NAV, SHELL_MESSAGES, accountSubtitle, type Role } from '@haulbooks/domain';
import { config } from '../../../lib/config';
import {
  BellIcon,
  ChartIcon,
  DashboardIcon,
  DocumentIcon,
  HelpIcon,
  LogoutIcon,
  MenuIcon,
  ReceiptIcon,
  SettingsIcon,
} from '../../../lib/icons';

export interface ShellUser {
  name: string;
  email: string;
  role: Role | null;
}

export interface CustomerLayoutProps {
  user: ShellUser;
  onLogout: () => void;
  /** Whether any notification is unread; the bell shows a dot only then. */
  hasUnreadNotifications?: boolean;
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

export const SIDEBAR_WIDTH = '64';

/** First letter of the name (or e-mail) for the avatar. */
export function initialOf(user: Pick<ShellUser, 'name' | 'email'>): string {
  const source = user.name.trim() || user.email.trim();
  return source.charAt(0).toUpperCase() || '?';
}

function SidebarContent({ role, onLogout }: { role: Role | null; onLogout: () => void }) {
  return (
    <Flex direction="column" height="full">
      <Box px="6" py="5" borderBottomWidth="1px" borderColor="whiteAlpha.200">
        <Text fontSize="xl" fontWeight="bold" color="white">
          {config.productName}
        </Text>
        <Text fontSize="sm" color="brand.200" data-testid="account-subtitle">
          {accountSubtitle(role)}
        </Text>
      </Box>
      <Stack as="nav" aria-label={SHELL_MESSAGES.mainNavigation} gap="1" px="3" py="4" flex="1">
        {CUSTOMER_NAV.map((entry) => {
          const Icon = NAV_ICONS[entry.path];
          return (
            <Box
              key={entry.path}
              asChild
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              py="2.5"
              rounded="md"
              fontWeight="medium"
              color="brand.100"
              _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
              css={{ '&[aria-current=page]': { bg: 'whiteAlpha.200', color: 'white' } }}
            >
              <NavLink to={entry.path} end={entry.path === '/dashboard'}>
                {Icon ? <Icon fontSize="1.25em" /> : null}
                {entry.label}
              </NavLink>
            </Box>
          );
        })}
      </Stack>
      <Box px="3" py="4" borderTopWidth="1px" borderColor="whiteAlpha.200">
        <Button
          variant="ghost"
          width="full"
          justifyContent="flex-start"
          color="brand.100"
          _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
          onClick={onLogout}
        >
          <LogoutIcon fontSize="1.25em" />
          {SHELL_MESSAGES.logout}
        </Button>
      </Box>
    </Flex>
  );
}

/**
 * The signed-in customer frame: sidebar on wide screens, a drawer on narrow ones, and a header
 * with the notification bell and the user. Changing route scrolls to the top and closes the drawer.
 */
export function CustomerLayout({
  user,
  onLogout,
  hasUnreadNotifications = false,
  children,
}: CustomerLayoutProps) {
  const { pathname } = useLocation();
  // The drawer is open for the path it was opened on; any navigation therefore closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === pathname;

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Box minHeight="100dvh" bg="gray.50">
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        position="fixed"
        insetY="0"
        left="0"
        width={SIDEBAR_WIDTH}
        bg="brand.700"
        data-testid="sidebar"
      >
        <SidebarContent role={user.role} onLogout={onLogout} />
      </Box>

      <Drawer.Root
        open={drawerOpen}
        onOpenChange={(details) => setDrawerOpenAt(details.open ? pathname : null)}
        placement="start"
        size="xs"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content bg="brand.700" maxWidth="72" data-testid="mobile-drawer">
              <Drawer.Title srOnly>{SHELL_MESSAGES.mainNavigation}</Drawer.Title>
              <SidebarContent role={user.role} onLogout={onLogout} />
              <Drawer.CloseTrigger asChild position="absolute" top="4" right="3">
                <CloseButton size="sm" color="white" aria-label={SHELL_MESSAGES.closeMenu} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Flex direction="column" minHeight="100dvh" marginStart={{ base: '0', lg: SIDEBAR_WIDTH }}>
        <Flex
          as="header"
          position="sticky"
          top="0"
          zIndex="docked"
          align="center"
          gap="3"
          height="16"
          px={{ base: '4', md: '6' }}
          bg="white"
          borderBottomWidth="1px"
        >
          <IconButton
            aria-label={SHELL_MESSAGES.openMenu}
            variant="ghost"
            display={{ base: 'inline-flex', lg: 'none' }}
            onClick={() => setDrawerOpenAt(pathname)}
          >
            <MenuIcon />
          </IconButton>
          <Text display={{ base: 'block', lg: 'none' }} fontWeight="bold" color="brand.700">
            {config.productName}
          </Text>
          <Box flex="1" />
          {/* Notifications get their source and panel in a later issue; the bell and its dot are ready. */}
          <IconButton
            aria-label={
              hasUnreadNotifications ? SHELL_MESSAGES.unreadNotifications : SHELL_MESSAGES.notifications
            }
            variant="ghost"
            position="relative"
          >
            <BellIcon />
            {hasUnreadNotifications ? (
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
          <Flex align="center" gap="2" data-testid="header-user">
            <Circle size="9" bg="brand.600" color="white" fontWeight="semibold" aria-hidden="true">
              {initialOf(user)}
            </Circle>
            <Text display={{ base: 'none', sm: 'block' }} fontWeight="medium" lineClamp={1} maxWidth="48">
              {user.name || user.email}
            </Text>
          </Flex>
        </Flex>
        <Box as="main" flex="1" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
          {children}
        </Box>
      </Flex>
    </Box>
  );
}
