import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Badge, Button } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { PathProbe, renderRoutes } from '../lib/test-utils';
import { DashboardIcon, ReceiptIcon } from '../lib/icons';
import {
  LayoutShell,
  ShellSidebarButton,
  ShellUserChip,
  initialOf,
  type LayoutShellProps,
} from './layout-shell';

const onFooter = vi.fn();

function renderShell(props: Partial<LayoutShellProps> = {}, at = '/home') {
  return renderRoutes(
    [
      {
        element: (
          <LayoutShell
            homePath="/home"
            subtitle="Driver Account"
            navLabel="Main navigation"
            navItems={[
              { path: '/home', label: 'Home', icon: DashboardIcon, end: true },
              { path: '/receipts', label: 'Receipts', icon: ReceiptIcon },
            ]}
            sidebarFooter={<ShellSidebarButton onClick={onFooter}>Logout</ShellSidebarButton>}
            headerEnd={<ShellUserChip name="Jane Smith" email="jane@example.com" />}
            openMenuLabel="Open menu"
            closeMenuLabel="Close menu"
            {...props}
          >
            <Outlet />
          </LayoutShell>
        ),
        children: ['home', 'receipts', 'receipts/new'].map((path) => ({
          path: `/${path}`,
          element: <PathProbe name={path} />,
        })),
      },
    ],
    at,
  );
}

/** The wide-screen sidebar (display: none in jsdom, which matches no media query). */
const sidebar = () => within(screen.getByTestId('sidebar'));

describe('LayoutShell', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    onFooter.mockReset();
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  afterEach(() => {
    scrollTo.mockRestore();
  });

  it('has the logo (mark and name, linking to the start page), the subtitle, the menu and the footer', () => {
    renderShell();
    const logo = sidebar().getByRole('link', { name: 'Haulbooks', hidden: true });
    expect(logo).toHaveAttribute('href', '/home');
    expect(logo.querySelector('svg[data-logo-mark]')).not.toBeNull();
    expect(screen.getByTestId('sidebar')).toHaveTextContent('Driver Account');
    const nav = sidebar().getByRole('navigation', { name: 'Main navigation', hidden: true });
    expect(Array.from(nav.querySelectorAll('a'), (a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['Receipts', '/receipts'],
    ]);
    expect(sidebar().getByRole('button', { name: 'Logout', hidden: true })).toBeInTheDocument();
  });

  it('marks the current entry, sub-paths included unless the entry is exact', async () => {
    const { router } = renderShell({}, '/receipts/new');
    const link = (name: string) => sidebar().getByRole('link', { name, hidden: true });
    expect(link('Receipts')).toHaveAttribute('aria-current', 'page');
    expect(link('Home')).not.toHaveAttribute('aria-current');
    await act(() => router.navigate('/home'));
    expect(link('Home')).toHaveAttribute('aria-current', 'page');
  });

  it('puts the header slots and the banner around the screen', () => {
    renderShell({
      headerStart: <span>Admin Panel</span>,
      banner: <div role="status">You are viewing a client account as an administrator</div>,
    });
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Admin Panel');
    expect(within(header).getByTestId('header-user')).toHaveTextContent('Jane Smith');
    expect(screen.getByRole('status')).toHaveTextContent('You are viewing a client account');
    expect(within(screen.getByRole('main')).getByTestId('probe')).toHaveTextContent('home');
  });

  it('opens the same menu in a drawer, which any navigation closes and which scrolls to the top', async () => {
    const { user, router } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Haulbooks' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));
    expect(onFooter).toHaveBeenCalledTimes(1);
    scrollTo.mockClear();

    await user.click(within(drawer).getByRole('link', { name: 'Receipts' }));
    expect(router.state.location.pathname).toBe('/receipts');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('closes the drawer with its close button', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('admin tone: the badge beside the logo and the amber accent on the current entry', () => {
    renderShell({ tone: 'admin', badge: <Badge data-testid="badge">Admin</Badge> });
    expect(screen.getByTestId('sidebar').closest('[data-shell-tone]')).toHaveAttribute(
      'data-shell-tone',
      'admin',
    );
    const logo = sidebar().getByRole('link', { name: /Haulbooks/, hidden: true });
    expect(within(logo).getByTestId('badge')).toHaveTextContent('Admin');
    const active = sidebar().getByRole('link', { name: 'Home', hidden: true });
    expect(getComputedStyle(active).boxShadow).toContain('accent-400');
  });

  it('customer tone has no badge and no accent bar', () => {
    renderShell({ headerEnd: <Button>Bell</Button> });
    expect(screen.getByTestId('sidebar').closest('[data-shell-tone]')).toHaveAttribute(
      'data-shell-tone',
      'customer',
    );
    const active = sidebar().getByRole('link', { name: 'Home', hidden: true });
    expect(getComputedStyle(active).boxShadow).not.toContain('accent');
  });
});

describe('ShellUserChip', () => {
  it('shows the initial and the name, or the e-mail when there is no name', () => {
    expect(initialOf({ name: '  ', email: 'sam@example.com' })).toBe('S');
    expect(initialOf({ name: '', email: '' })).toBe('?');
    renderRoutes([{ path: '/', element: <ShellUserChip name="" email="sam@example.com" /> }]);
    const chip = screen.getByTestId('header-user');
    expect(chip).toHaveTextContent('S');
    expect(chip).toHaveTextContent('sam@example.com');
  });
});
