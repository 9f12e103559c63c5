import { lazy, Suspense } from 'react';
import { Box, Flex, Spinner } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { ErrorBoundary } from '../../components/error-boundary';
import { HydrateOnDemand } from '../../components/hydrate-on-demand';
import { peekPendingAction } from '../../lib/pending-action';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { AppErrorBoundary } from '../app-error-boundary';
import { RouteChange } from './route-change';

// Runs a visitor's remembered cart/wishlist action once they sign in; loaded only when there is one.
const PendingActionReplay = lazy(() => import('./pending-action-replay'));

/** Its own component, so that the session arriving re-renders this alone, not the whole layout. */
function PendingActionReplayForUser() {
  const { status } = useCurrentUser();
  // Peeked, not taken: the replay takes it once its chunk has loaded, so nothing is lost if this remounts meanwhile.
  if (status !== 'signed-in' || peekPendingAction(localStorage) === null) return null;
  return (
    <Suspense fallback={null}>
      <PendingActionReplay />
    </Suspense>
  );
}

// Shown only to a signed-in user whose campus e-mail is unverified; loaded only for them.
const EmailVerificationBanner = lazy(() =>
  import('../../features/auth/components/email-verification-banner').then(({ EmailVerificationBanner: Banner }) => ({ default: Banner })),
);

/** The banner under the header while the signed-in user's address is unverified; it goes once they verify it. */
function EmailVerificationNotice() {
  const { user } = useCurrentUser();
  if (!user || user.emailVerified) return null;
  return (
    <ErrorBoundary label="the e-mail verification notice" fallback={null}>
      <Suspense fallback={null}>
        <EmailVerificationBanner user={user} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The shared header and footer around every route. */
export function AppLayout() {
  return (
    <Flex direction="column" minH="100vh" bg="gray.50">
      <RouteChange />
      <PendingActionReplayForUser />
      <AppHeader />
      <EmailVerificationNotice />
      {/* At least a screen tall: the footer starts below the first screen, so content that arrives late (the catalogue, the session) never moves it into or out of view. */}
      <Box as="main" flex="1" minH="100vh">
        <RoutePage />
      </Box>
      {/* Below the first screen (see <main>): its links work as plain links until it scrolls into view. */}
      <HydrateOnDemand when="visible">
        <AppFooter />
      </HydrateOnDemand>
    </Flex>
  );
}

/**
 * The page of the current route, mounted afresh for each path (a query change keeps it): a page left
 * before its prerendered HTML had hydrated is replaced, never hydrated against the next page's markup.
 * The top bar around it stays mounted.
 */
function RoutePage() {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary key={pathname}>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </AppErrorBoundary>
  );
}

export function RouteLoading() {
  return (
    <Flex minH="50vh" align="center" justify="center" role="status" aria-label="Loading">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
    </Flex>
  );
}
