import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { FirebaseAppProvider } from 'reactfire';
import { Toaster } from '../components/toaster';
import { firebaseApp } from '../lib/firebase-app';
import { createQueryClient } from '../lib/query-client';
import { ProductSlotsProvider } from './product-slots-provider';
import { system } from './theme';

/**
 * Every app-wide provider, shared by the app (app.tsx, in the browser and the prerender) and the tests'
 * renderApp and hookWrapper (which pass a query client of their own). reactfire's FunctionsProvider is
 * not here: pages that call callables mount it (see lib/functions.ts), which keeps the Functions SDK out
 * of the shell; nor is its AuthProvider: the session comes from lib/session.ts, which loads Auth after
 * the first paint.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient | undefined }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <FirebaseAppProvider firebaseApp={firebaseApp}>
          <ProductSlotsProvider>{children}</ProductSlotsProvider>
          <Toaster />
        </FirebaseAppProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
