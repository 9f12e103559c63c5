import { useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { Toaster } from '../components/toaster';
import { auth, firebaseApp } from '../lib/firebase-app';
import { createQueryClient } from '../lib/query-client';
import { ProductSlotsProvider } from './product-slots-provider';
import { system } from './theme';

/**
 * Every app-wide provider, shared by main.tsx and the component tests' renderApp (which passes a
 * query client of its own). reactfire's FunctionsProvider is not here: pages that call callables
 * mount it (see lib/functions.ts), which keeps the Functions SDK out of the shell.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <FirebaseAppProvider firebaseApp={firebaseApp}>
          <AuthProvider sdk={auth}>
            <ProductSlotsProvider>{children}</ProductSlotsProvider>
            <Toaster />
          </AuthProvider>
        </FirebaseAppProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
