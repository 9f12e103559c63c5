import { lazy } from 'react';
import { Box } from '@chakra-ui/react';
import { SignedInLive } from '../../components/signed-in-live';

const LiveDealLinks = lazy(() => import('./live-deal-links'));

/**
 * The notifications bell and the inbox link with their live counts, for a signed-in user (visitors have
 * neither). Both load with the full Firestore SDK, after the page; their place is kept meanwhile.
 */
export function DealLinks() {
  return (
    <SignedInLive label="the notifications and messages" waiting={<Box w="20" aria-hidden />} visitor={null}>
      <LiveDealLinks />
    </SignedInLive>
  );
}
