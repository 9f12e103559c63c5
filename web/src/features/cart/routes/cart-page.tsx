import { Box, Button, Container, EmptyState, Grid, Heading, Skeleton, Stack, VStack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LuShoppingCart } from 'react-icons/lu';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { clearDirectBuy } from '../../../lib/direct-buy';
import { LiveFirestore } from '../../../lib/live-firestore';
import { useCart, type CartView } from '../api/use-cart';
import { CartItemRow } from '../components/cart-item-row';
import { CartPricePanel } from '../components/cart-price-panel';
import { useSession } from '../../../lib/session';

/** /cart: 'Your Shopping Cart'. Visitors see the empty state (spec: shown without login). */
export default function CartPage() {
  const { status, user } = useSession();
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="6">
        Your Shopping Cart
      </Heading>
      {status === 'loading' ? <CartSkeleton /> : user ? (
        <LiveFirestore fallback={<CartSkeleton />}>
          <LiveCart />
        </LiveFirestore>
      ) : (
        <EmptyCart />
      )}
    </Container>
  );
}

function LiveCart() {
  return <CartContents cart={useCart()} />;
}

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

function EmptyCart() {
  return (
    <EmptyState.Root bg="bg" borderWidth="1px" borderRadius="xl" py="16">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuShoppingCart />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">Your cart is empty</EmptyState.Title>
          <EmptyState.Description>Add items to it now.</EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="teal">
          <RouterLink to={paths.items}>Start Shopping</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function CartSkeleton() {
  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" aria-busy="true" aria-label="Loading cart">
      <Stack gap="4">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height="28" borderRadius="xl" />
        ))}
      </Stack>
      <Box>
        <Skeleton height="72" borderRadius="xl" />
      </Box>
    </Grid>
  );
}
