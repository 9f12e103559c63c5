import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProvider } from './provider';

/**
 * The whole app, the same for the browser and the prerender step, which differ only in their router
 * (`router` wraps the routes in one) and in what they render inside it (the page routes or the shell).
 */
export function App({ router, children }: { router: (routes: ReactNode) => ReactElement; children: ReactNode }) {
  return (
    <StrictMode>
      <AppProvider>{router(<AppErrorBoundary>{children}</AppErrorBoundary>)}</AppProvider>
    </StrictMode>
  );
}
