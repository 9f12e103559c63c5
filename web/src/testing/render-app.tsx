import type { ReactElement } from 'react';
import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FunctionsProvider } from 'reactfire';
import { AppProvider } from '../app/provider';
import { functions } from '../lib/firebase';

export interface RenderAppOptions {
  /** The URL the memory router starts at. Default '/'. */
  route?: string;
  /** A route pattern for `ui`, so useParams works, e.g. '/product/:productId'. Default: every URL renders `ui`. */
  path?: string;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="current-location" hidden>{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` inside every app provider and a MemoryRouter. Returns Testing Library's result,
 * a userEvent instance and `location()`, the router's current path and query.
 */
export function renderApp(
  ui: ReactElement,
  { route = '/', path = '*' }: RenderAppOptions = {},
): RenderResult & { user: UserEvent; location: () => string } {
  const user = userEvent.setup();
  const result = render(
    <AppProvider>
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
  return { ...result, user, location: () => screen.getByTestId('current-location').textContent ?? '' };
}
