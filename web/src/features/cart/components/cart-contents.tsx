import { Grid, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { clearDirectBuy } from '../../../lib/direct-buy';
import type { CartView } from '../api/use-cart';
import { CartItemRow } from './cart-item-row';
import { CartPricePanel } from './cart-price-panel';
import { CartSkeleton, EmptyCart } from './cart-states';

/** The signed-in user's cart: loading, a failure with Retry (never the empty cart in its place), empty, or its lines. */
export function CartContents({ cart }: { cart: CartView }) {
  const navigate = useNavigate();

  if (cart.status === 'loading') return <CartSkeleton />;
  if (cart.status === 'error') return <ErrorState title="Could not load your cart" error={cart.error} onRetry={cart.retry} />;
  if (cart.items.length === 0) return <EmptyCart />;

  const placeOrder = () => {
    // Spec: Place Order from the cart clears any direct-buy hand-over.
    clearDirectBuy(localStorage);
    navigate(paths.checkout);
  };

  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
      <Stack as="ul" gap="4" listStyleType="none" aria-label="Cart items">
        {cart.items.map((item) => (
          <CartItemRow key={item.product.id} item={item} />
        ))}
      </Stack>
      <CartPricePanel totalItems={cart.totalItems} totalPrice={cart.totalPrice} onPlaceOrder={placeOrder} />
    </Grid>
  );
}
