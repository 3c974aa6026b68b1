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
import { ADMIN_NAV, ADMIN_SHELL_MESSAGES } from '@haulbooks/domain';
import { config } from '../../../lib/config';
import {
  CardIcon,
  ChartIcon,
  DashboardIcon,
  FlaskIcon,
  HelpIcon,
  LogoutIcon,
  MenuIcon,
  SettingsIcon,
  SupportIcon,
  UsersIcon,
} from '../../../lib/icons';

export interface AdminLayoutProps {
  admin: { name: string; email: string };
  onLogout: () => void;
  children: ReactNode;
}

const NAV_ICONS: Record<string, ComponentType<SVGProps<SVGSVGElement>>> = {
  '/admin/dashboard': DashboardIcon,
  '/admin/users': UsersIcon,
  '/admin/test-clients': FlaskIcon,
  '/admin/payments': CardIcon,
  '/admin/reports': ChartIcon,
  '/admin/settings': SettingsIcon,
  '/admin/help': HelpIcon,
  '/admin/support': SupportIcon,
};

function AdminMenu({ onLogout }: { onLogout: () => void }) {
  return (
    <Flex direction="column" height="full">
      <Box px="6" py="5" borderBottomWidth="1px" borderColor="whiteAlpha.200">
        <Text fontSize="xl" fontWeight="bold" color="white">
          {config.productName}
        </Text>
        <Text fontSize="sm" color="gray.400">
          {ADMIN_SHELL_MESSAGES.title}
        </Text>
      </Box>
      <Stack
        as="nav"
        aria-label={ADMIN_SHELL_MESSAGES.adminNavigation}
        gap="1"
        px="3"
        py="4"
        flex="1"
        overflowY="auto"
      >
        {ADMIN_NAV.map((entry) => {
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
              color="gray.300"
              _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
              css={{ '&[aria-current=page]': { bg: 'whiteAlpha.200', color: 'white' } }}
            >
              <NavLink to={entry.path}>
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
          color="gray.300"
          _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
          onClick={onLogout}
        >
          <LogoutIcon fontSize="1.25em" />
          {ADMIN_SHELL_MESSAGES.logout}
        </Button>
      </Box>
    </Flex>
  );
}

/** The admin frame: side menu (a drawer on narrow screens) and a header with the signed-in admin. */
export function AdminLayout({ admin, onLogout, children }: AdminLayoutProps) {
  const { pathname } = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const shownName = admin.name || admin.email;

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
        width="64"
        bg="gray.900"
      >
        <AdminMenu onLogout={onLogout} />
      </Box>
      <Drawer.Root
        open={menuOpenAt === pathname}
        onOpenChange={(details) => setMenuOpenAt(details.open ? pathname : null)}
        placement="start"
        size="xs"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content bg="gray.900" maxWidth="72">
              <Drawer.Title srOnly>{ADMIN_SHELL_MESSAGES.adminNavigation}</Drawer.Title>
              <AdminMenu onLogout={onLogout} />
              <Drawer.CloseTrigger asChild position="absolute" top="4" right="3">
                <CloseButton size="sm" color="white" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <Flex direction="column" minHeight="100dvh" marginStart={{ base: '0', lg: '64' }}>
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
            aria-label={ADMIN_SHELL_MESSAGES.openMenu}
            variant="ghost"
            display={{ base: 'inline-flex', lg: 'none' }}
            onClick={() => setMenuOpenAt(pathname)}
          >
            <MenuIcon />
          </IconButton>
          <Text fontWeight="semibold" color="gray.700">
            {ADMIN_SHELL_MESSAGES.title}
          </Text>
          <Box flex="1" />
          <Flex align="center" gap="2">
            <Circle size="9" bg="gray.800" color="white" fontWeight="semibold" aria-hidden="true">
              {shownName.charAt(0).toUpperCase()}
            </Circle>
            <Text display={{ base: 'none', sm: 'block' }} fontWeight="medium" lineClamp={1} maxWidth="56">
              {shownName}
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
