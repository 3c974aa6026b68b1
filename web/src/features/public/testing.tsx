/**
 * Test helper for the public site (tests only): renders routes in a memory router, without
 * Chakra — the public pages do not use it — and returns the router and a user-event session.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';

export function renderPublicRoutes(routes: RouteObject[], initialEntry = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const user = userEvent.setup();
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, user };
}

/** Shows where the router ended up: path, query and hash. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}
