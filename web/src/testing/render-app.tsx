import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FunctionsProvider } from 'reactfire';
import { AppProvider } from '../app/provider';
import { functions } from '../lib/functions';
import { createQueryClient } from '../lib/query-client';

export interface RenderAppOptions {
  /** The URL the memory router starts at. Default '/'. */
  route?: string;
  /** A route pattern for `ui`, so useParams works, e.g. '/product/:productId'. Default: every URL renders `ui`. */
  path?: string;
  /** The TanStack Query client, e.g. one a test has put data into. Default: a fresh client. */
  queryClient?: QueryClient;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="current-location" hidden>{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` inside every app provider and a MemoryRouter. Returns Testing Library's result,
 * a userEvent instance, the query client and `location()`, the router's current path and query.
 */
export function renderApp(
  ui: ReactElement,
  { route = '/', path = '*', queryClient = createQueryClient() }: RenderAppOptions = {},
): RenderResult & { user: UserEvent; location: () => string; queryClient: QueryClient } {
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <FunctionsProvider sdk={functions}>
        <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {path !== '*' && <Route path="*" element={null} />}
        </Routes>
        <LocationProbe />
        </MemoryRouter>
      </FunctionsProvider>
    </AppProvider>,
  );
  return { ...result, user, queryClient, location: () => screen.getByTestId('current-location').textContent ?? '' };
}
