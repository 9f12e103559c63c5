import { lazy } from 'react';
import { SignedInLive } from '../../components/signed-in-live';
import { CartIconLink } from './cart-icon-link';

const LiveCartLink = lazy(() => import('./live-cart-link'));

/** Cart with the live item-count badge and the '+1' flash; visitors get the plain link (no live SDK loaded). */
export function CartLink() {
  const plain = <CartIconLink count={0} flash={false} />;
  return (
    <SignedInLive label="the cart count" waiting={plain} visitor={plain}>
      <LiveCartLink />
    </SignedInLive>
  );
}
