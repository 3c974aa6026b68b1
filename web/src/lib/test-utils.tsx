/**
 * Component-test helper (tests only): renders routes in a memory router inside Chakra UI (the
 * app's own theme) with the app's toaster, and returns the router and a user-event session.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
