import { FunctionsProvider } from 'reactfire';
import { functions } from '../../../lib/functions';
import { LiveFirestore } from '../../../lib/live-firestore';
import { useOrders } from '../api/use-orders';
import { OrdersSkeleton } from './orders-skeleton';
import { OrdersView } from './orders-view';

/**
 * The signed-in user's live orders, loaded lazily with the full Firestore SDK and the Functions SDK
 * (for cancelOrder), so neither is in /orders' first load.
 */
export default function LiveOrders() {
  return (
    <FunctionsProvider sdk={functions}>
      <LiveFirestore fallback={<OrdersSkeleton />}>
        <OrdersOfSignedInUser />
      </LiveFirestore>
    </FunctionsProvider>
  );
}

function OrdersOfSignedInUser() {
  return <OrdersView orders={useOrders()} />;
}
