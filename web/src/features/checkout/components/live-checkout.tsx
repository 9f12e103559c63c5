import { useState } from 'react';
import { clearDirectBuy, readDirectBuy, type DirectBuyProduct } from '../../../lib/direct-buy';
import { LiveFirestore } from '../../../lib/live-firestore';
import { useDirectOrder } from '../api/checkout-order';
import { placeOrderErrorMessage, usePlaceOrder, type OrderRequest } from '../api/place-order';
import { useCartOrder } from '../api/use-cart-order';
import { CheckoutFlow, type CheckoutFlowProps } from './checkout-flow';
import { CheckoutSkeleton } from './checkout-states';
import { OrderPlaced } from './order-placed';

type OrderSourceProps = Omit<CheckoutFlowProps, 'order'>;

function DirectCheckout({ item, ...props }: OrderSourceProps & { item: DirectBuyProduct }) {
  return <CheckoutFlow order={useDirectOrder(item)} {...props} />;
}

function CartCheckout(props: OrderSourceProps) {
  return <CheckoutFlow order={useCartOrder()} {...props} />;
}

/**
 * The signed-in user's checkout, loaded lazily with the full Firestore SDK (the cart is live), which a
 * visitor's /checkout never needs. In direct-buy mode it buys the one stored product (Buy Now), else the
 * cart; the stored product is forgotten once its order is placed.
 */
export default function LiveCheckout() {
  const [direct] = useState(() => readDirectBuy(localStorage));
  const placement = usePlaceOrder();
  if (placement.placed) return <OrderPlaced />;

  const props: OrderSourceProps = {
    placing: placement.placing,
    placeError: placement.error ? placeOrderErrorMessage(placement.error) : null,
    onPlaceOrder: (request: OrderRequest) =>
      placement.place(request, {
        onSuccess: () => {
          if (direct) clearDirectBuy(localStorage);
        },
      }),
  };
  if (direct) return <DirectCheckout item={direct} {...props} />;
  return (
    <LiveFirestore fallback={<CheckoutSkeleton />}>
      <CartCheckout {...props} />
    </LiveFirestore>
  );
}
