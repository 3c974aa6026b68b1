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
import { sizes } from '../lib/design-tokens';
import { MenuIcon } from '../lib/icons';
import { BrandLogo } from './brand-logo';

export interface ShellNavItem {
  path: string;
  label: string;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  /** Active only on this exact path (not on its sub-paths). */
  end?: boolean;
}

/**
 * customer: the navy sidebar of the app. admin: the same navy, marked by the amber accent (a
 * strip along the top, the current entry, the "Admin" badge), so staff always know where they are.
 */
export type ShellTone = 'customer' | 'admin';

const TONES: Record<ShellTone, { topStrip: string; activeColor: string; activeShadow: string }> = {
  customer: { topStrip: 'transparent', activeColor: 'white', activeShadow: 'none' },
  admin: {
    topStrip: 'accent.400',
    activeColor: 'accent.300',
    activeShadow: 'inset 3px 0 0 {colors.accent.400}',
  },
};

export interface LayoutShellProps {
  tone?: ShellTone;
  /** Where the logo leads (the area's start page). */
  homePath: string;
  /** A small label next to the logo, e.g. the Admin badge. */
  badge?: ReactNode;
  /** The line under the logo (account type, "Admin Panel"). */
  subtitle: ReactNode;
  /** The accessible name of the menu (also the drawer's title). */
  navLabel: string;
  navItems: readonly ShellNavItem[];
  /** The bottom of the sidebar: Logout (or Return to Admin). */
  sidebarFooter: ReactNode;
  /** After the menu button and the logo on narrow screens (e.g. the area's name). */
  headerStart?: ReactNode;
  /** The right-hand side of the header: notifications, the user. */
  headerEnd?: ReactNode;
  /** A full-width strip above the screen (the "viewing a client" banner). */
  banner?: ReactNode;
  openMenuLabel: string;
  closeMenuLabel: string;
  children: ReactNode;
}

/** First letter of the name (or e-mail) for the avatar. */
export function initialOf(user: { name: string; email: string }): string {
  const source = user.name.trim() || user.email.trim();
  return source.charAt(0).toUpperCase() || '?';
}

function SidebarContent({
  tone,
  homePath,
  badge,
  subtitle,
  navLabel,
  navItems,
  footer,
}: {
  tone: ShellTone;
  homePath: string;
  badge: ReactNode;
  subtitle: ReactNode;
  navLabel: string;
  navItems: readonly ShellNavItem[];
  footer: ReactNode;
}) {
  const { activeColor, activeShadow } = TONES[tone];
  return (
    <Flex direction="column" height="full">
      <Box px="5" py="5" borderBottomWidth="1px" borderColor="whiteAlpha.200">
        <BrandLogo inverted to={homePath} badge={badge} />
        <Text fontSize="sm" color="brand.200" mt="1.5" ps="42px">
          {subtitle}
        </Text>
      </Box>
      <Stack as="nav" aria-label={navLabel} gap="1" px="3" py="4" flex="1" overflowY="auto">
        {navItems.map((item) => {
          const Icon = item.icon;
          return (
            <Box
              key={item.path}
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
              css={{
                '&[aria-current=page]': {
                  bg: 'whiteAlpha.200',
                  color: activeColor,
                  boxShadow: activeShadow,
                },
              }}
            >
              <NavLink to={item.path} end={item.end}>
                {Icon ? <Icon fontSize="1.25em" /> : null}
                {item.label}
              </NavLink>
            </Box>
          );
        })}
      </Stack>
      <Box px="3" py="4" borderTopWidth="1px" borderColor="whiteAlpha.200">
        {footer}
      </Box>
    </Flex>
  );
}

/** A full-width button at the bottom of the sidebar (Logout, Return to Admin). */
export function ShellSidebarButton({
  icon: Icon,
  onClick,
  children,
}: {
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      width="full"
      justifyContent="flex-start"
      color="brand.100"
      _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
      onClick={onClick}
    >
      {Icon ? <Icon fontSize="1.25em" /> : null}
      {children}
    </Button>
  );
}

/** The signed-in person in the header: an initial in a circle, and the name (or e-mail). */
export function ShellUserChip({
  name,
  email,
  tone = 'customer',
}: {
  name: string;
  email: string;
  tone?: ShellTone;
}) {
  return (
    <Flex align="center" gap="2" data-testid="header-user">
      <Circle
        size="9"
        bg={tone === 'admin' ? 'accent.400' : 'brand.600'}
        color={tone === 'admin' ? 'accent.950' : 'white'}
        fontWeight="semibold"
        aria-hidden="true"
      >
        {initialOf({ name, email })}
      </Circle>
      <Text display={{ base: 'none', sm: 'block' }} fontWeight="medium" lineClamp={1} maxWidth="56">
        {name || email}
      </Text>
    </Flex>
  );
}

/**
 * The frame of every signed-in area (customer app and admin): the sidebar with logo, menu and
 * footer on wide screens, the same in a drawer on narrow ones, a header with a slot on each
 * side, an optional banner, and the screen. Changing route scrolls to the top and closes the
 * drawer.
 */
export function LayoutShell({
  tone = 'customer',
  homePath,
  badge,
  subtitle,
  navLabel,
  navItems,
  sidebarFooter,
  headerStart,
  headerEnd,
  banner,
  openMenuLabel,
  closeMenuLabel,
  children,
}: LayoutShellProps) {
  const { pathname } = useLocation();
  // The drawer is open for the path it was opened on; any navigation therefore closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const { topStrip } = TONES[tone];

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const sidebar = (
    <SidebarContent
      tone={tone}
      homePath={homePath}
      badge={badge}
      subtitle={subtitle}
      navLabel={navLabel}
      navItems={navItems}
      footer={sidebarFooter}
    />
  );

  return (
    <Box minHeight="100dvh" bg="bg.subtle" data-shell-tone={tone}>
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        position="fixed"
        insetY="0"
        left="0"
        width={sizes.sidebarWidth}
        bg="brand.700"
        borderTopWidth="4px"
        borderTopColor={topStrip}
        data-testid="sidebar"
      >
        {sidebar}
      </Box>

      <Drawer.Root
        open={drawerOpenAt === pathname}
        onOpenChange={(details) => setDrawerOpenAt(details.open ? pathname : null)}
        placement="start"
        size="xs"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content
              bg="brand.700"
              borderTopWidth="4px"
              borderTopColor={topStrip}
              maxWidth="72"
              data-testid="mobile-drawer"
            >
              <Drawer.Title srOnly>{navLabel}</Drawer.Title>
              {sidebar}
              <Drawer.CloseTrigger asChild position="absolute" top="4" right="3">
                <CloseButton size="sm" color="white" aria-label={closeMenuLabel} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Flex direction="column" minHeight="100dvh" marginStart={{ base: '0', lg: sizes.sidebarWidth }}>
        <Flex
          as="header"
          position="sticky"
          top="0"
          zIndex="docked"
          align="center"
          gap="3"
          height="16"
          px={{ base: '4', md: '6' }}
          bg="bg"
          borderBottomWidth="1px"
        >
          <IconButton
            aria-label={openMenuLabel}
            variant="ghost"
            display={{ base: 'inline-flex', lg: 'none' }}
            onClick={() => setDrawerOpenAt(pathname)}
          >
            <MenuIcon />
          </IconButton>
          <Box display={{ base: 'block', lg: 'none' }}>
            <BrandLogo to={homePath} />
          </Box>
          {headerStart}
          <Box flex="1" />
          {headerEnd}
        </Flex>
        {banner}
        <Box as="main" flex="1" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
          {children}
        </Box>
      </Flex>
    </Box>
  );
}
