import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchPath } from 'react-router-dom';
import { App } from './app/app';
import { AppRoutes, preloadRoute } from './app/router';
import { PRERENDERED_ATTRIBUTE } from './config/prerender';

// The app's start, loaded by main.tsx once the prerendered HTML has painted.
const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

const app = (
  <App router={(routes) => <BrowserRouter>{routes}</BrowserRouter>}>
    <AppRoutes />
  </App>
);

// The page's own chunk first: neither hydration nor the first render then waits on it with a spinner.
await preloadRoute(location.pathname);
const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
const hydrates = prerendered !== null && location.search === '' && matchPath(prerendered, location.pathname) !== null;
// In a transition, hydration or the first render yields to the browser every few milliseconds instead
// of blocking it, and the painted HTML stays until the render commits.
startTransition(() => {
  if (hydrates) hydrateRoot(container, app);
  // Hosting's shell for routes without a prerender, a prerendered page opened with a query (its filters
  // differ from the HTML's), or another page's HTML (Vite's preview serves index.html everywhere):
  // render over it.
  else createRoot(container).render(app);
});
