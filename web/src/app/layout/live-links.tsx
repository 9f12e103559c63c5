import { lazy } from 'react';
import { SignedInLive } from '../../components/signed-in-live';
import { CartIconLink } from './cart-icon-link';

const LiveLinksOfUser = lazy(() => import('./live-links-of-user'));

/**
 * The top bar's live links: for a signed-in user the notifications bell, the inbox and the cart with their
 * counts, loaded with the full Firestore SDK after the page; for a visitor the plain cart link only.
 */
export function LiveLinks() {
  const plain = <CartIconLink count={0} flash={false} />;
  return (
    <SignedInLive label="the live counts of the top bar" waiting={plain} visitor={plain}>
      <LiveLinksOfUser />
    </SignedInLive>
  );
}
