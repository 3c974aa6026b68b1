import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Text } from '@chakra-ui/react';
import { ADMIN_NAV, ADMIN_SHELL_MESSAGES, SHELL_MESSAGES } from '@haulbooks/domain';
import { LayoutShell, ShellSidebarButton, ShellUserChip, type ShellNavItem } from '../../../components';
import {
  CardIcon,
  ChartIcon,
  DashboardIcon,
  FlaskIcon,
  HelpIcon,
  LogoutIcon,
  SettingsIcon,
  SupportIcon,
  UsersIcon,
} from '../../../lib/icons';
import { AdminBadge } from './admin-badge';

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

const NAV_ITEMS: readonly ShellNavItem[] = ADMIN_NAV.map((entry) => ({
  ...entry,
  icon: NAV_ICONS[entry.path],
}));

/**
 * The admin frame: the shared LayoutShell in its admin tone (deeper navy, amber accent, Admin
 * badge), the admin menu, Logout, and the signed-in administrator in the header.
 */
export function AdminLayout({ admin, onLogout, children }: AdminLayoutProps) {
  return (
    <LayoutShell
      tone="admin"
      homePath="/admin/dashboard"
      badge={<AdminBadge />}
      subtitle={ADMIN_SHELL_MESSAGES.title}
      navLabel={ADMIN_SHELL_MESSAGES.adminNavigation}
      navItems={NAV_ITEMS}
      sidebarFooter={
        <ShellSidebarButton icon={LogoutIcon} onClick={onLogout}>
          {ADMIN_SHELL_MESSAGES.logout}
        </ShellSidebarButton>
      }
      headerStart={
        <Text fontWeight="semibold" color="fg.muted" display={{ base: 'none', sm: 'block' }}>
          {ADMIN_SHELL_MESSAGES.title}
        </Text>
      }
      headerEnd={<ShellUserChip tone="admin" name={admin.name} email={admin.email} />}
      openMenuLabel={ADMIN_SHELL_MESSAGES.openMenu}
      closeMenuLabel={SHELL_MESSAGES.closeMenu}
    >
      {children}
    </LayoutShell>
  );
}
