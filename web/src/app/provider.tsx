import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { Toaster } from '../components/toaster';
import { auth, firebaseApp } from '../lib/firebase-app';
import { ProductCardSlotsProvider } from './product-card-slots';
import { system } from './theme';

/**
 * Every app-wide provider, shared by main.tsx and the component tests' renderApp. reactfire's
 * FunctionsProvider is not here: pages that call callables mount it (see lib/firebase.ts), which keeps
 * the Functions and Firestore Lite SDKs out of the shell.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <FirebaseAppProvider firebaseApp={firebaseApp}>
        <AuthProvider sdk={auth}>
          <ProductCardSlotsProvider>{children}</ProductCardSlotsProvider>
          <Toaster />
        </AuthProvider>
      </FirebaseAppProvider>
    </ChakraProvider>
  );
}
