import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { hydrate } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID, RENDERED_URL_ATTRIBUTE } from '@campus/common/page-data';
import { App } from './app/app';
import { AppRoutes, preloadRoute } from './app/router';
import { createQueryClient } from './lib/query-client';

// The app's start, loaded by main.tsx once the server's HTML has painted.
const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element.');

// The server-rendered pages' data, as the server read it: the page hydrates without reading it again.
const queryClient = createQueryClient();
const state = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
if (state) hydrate(queryClient, JSON.parse(state));

let markStarted = () => {};
/** Settles once the page has hydrated (or rendered): from then on the app answers clicks. */
export const started = new Promise<void>((resolve) => (markStarted = resolve));
/**
 * Around the app, whose effects all run before its own. A wrapper, not a sibling: a sibling would change
 * every useId in the app (ids follow the tree's shape), and the ids would no longer match the server's.
 */
function Started({ children }: { children: ReactNode }) {
  useEffect(markStarted, []);
  return children;
}

const app = (
  <Started>
    <App router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} queryClient={queryClient}>
      <AppRoutes />
    </App>
  </Started>
);

// The page's own chunk first: neither hydration nor the first render then waits on it with a spinner.
await preloadRoute(location.pathname);
const hydrates = container.getAttribute(RENDERED_URL_ATTRIBUTE) === location.pathname + location.search;
// In a transition, hydration or the first render yields to the browser every few milliseconds instead
// of blocking it, and the painted HTML stays until the render commits.
startTransition(() => {
  if (hydrates) hydrateRoot(container, app);
  // Hosting's shell for routes without HTML of their own, or HTML rendered for another URL (a static page
  // opened with a query, whose parameters the HTML does not reflect; Vite's dev server): render over it.
  else createRoot(container).render(app);
});
