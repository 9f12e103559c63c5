import { lazy } from 'react';
import { ErrorBoundary } from '../../components/error-boundary';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { LiveFirestore } from '../../lib/live-firestore';
import { CartIconLink } from './cart-icon-link';

const LiveCartLink = lazy(() => import('./live-cart-link'));

/** Cart with the live item-count badge and the '+1' flash; visitors get the plain link (no live SDK loaded). */
export function CartLink() {
  const { status } = useCurrentUser();
  const plain = <CartIconLink count={0} flash={false} />;
  if (status !== 'signed-in') return plain;
  return (
    <ErrorBoundary label="the cart count" fallback={plain}>
      <LiveFirestore fallback={plain}>
        <LiveCartLink />
      </LiveFirestore>
    </ErrorBoundary>
  );
}
