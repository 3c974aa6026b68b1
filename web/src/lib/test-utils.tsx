/**
 * Component-test helper (tests only): renders routes in a memory router inside Chakra UI (the
 * app's own theme) with the app's toaster, and returns the router and a user-event session.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { system } from './theme';
import { AppToaster, toaster } from './toaster';

type Entry = string | { pathname: string; search?: string; state?: unknown };

export function renderRoutes(routes: RouteObject[], initialEntry: Entry = '/') {
  // The toast store lives at module level: start every test without the previous test's toasts.
  toaster.remove();
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const user = userEvent.setup();
  const result = render(
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
      <AppToaster />
    </ChakraProvider>,
  );
  return { ...result, router, user };
}

/** A stand-in screen that shows which path the router ended on. */
export function PathProbe({ name }: { name: string }) {
  return <p data-testid="probe">{name}</p>;
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * Chooses an item of the open menu with the keyboard, as jsdom's pointer events never highlight
 * one. The keys wait until the menu holds focus: before that they reach the trigger, where Enter
 * closes the menu again, which a loaded CI machine turned into a lost choice. Resolves once the
 * menu has closed on the choice.
 */
export async function pickMenuItem(user: User, item: string) {
  const menuItem = await screen.findByRole('menuitem', { name: item });
  const menu = menuItem.closest<HTMLElement>('[role="menu"]');
  if (!menu) throw new Error(`menu item "${item}" is not inside a menu`);
  await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
  for (let step = 0; step < 8 && !menuItem.hasAttribute('data-highlighted'); step += 1) {
    await user.keyboard('{ArrowDown}');
  }
  expect(menuItem).toHaveAttribute('data-highlighted');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('menuitem', { name: item })).not.toBeInTheDocument());
}

/** Opens a menu with its trigger and chooses an item (see pickMenuItem). */
export async function chooseMenuItem(user: User, trigger: HTMLElement, item: string) {
  await user.click(trigger);
  await pickMenuItem(user, item);
}
