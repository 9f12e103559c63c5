import { StrictMode, type ReactElement, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProvider } from './provider';

/**
 * The whole app, the same for the browser and the prerender step, which differ only in their router
 * (`router` wraps the routes in one), in what they render inside it (the page routes or the shell) and in
 * the query client they start with (the server-rendered pages' data).
 */
export function App({ router, children, queryClient }: { router: (routes: ReactNode) => ReactElement; children: ReactNode; queryClient?: QueryClient | undefined }) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>{router(<AppErrorBoundary>{children}</AppErrorBoundary>)}</AppProvider>
    </StrictMode>
  );
}
