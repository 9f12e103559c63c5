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
if (prerendered !== null && location.search === '' && matchPath(prerendered, location.pathname) !== null) {
  // A transition makes hydration yield to the browser every few milliseconds instead of blocking it.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Hosting's shell for routes without a prerender, or another page's HTML (Vite's preview serves
  // index.html everywhere): render over it.
  createRoot(container).render(app);
}
