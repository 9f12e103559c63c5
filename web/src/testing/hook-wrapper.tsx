import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { LiveFirestore } from '../lib/live-firestore';

/** renderHook's wrapper for data hooks: every app provider, a router, and the live Firestore SDK. */
export function hookWrapper(queryClient: QueryClient) {
  return function HookWrapper({ children }: { children: ReactNode }) {
    return (
      <AppProvider queryClient={queryClient}>
        <MemoryRouter>
          <LiveFirestore>{children}</LiveFirestore>
        </MemoryRouter>
      </AppProvider>
    );
  };
}
