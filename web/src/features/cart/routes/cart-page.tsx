import { lazy, Suspense } from 'react';
import { Container, Heading } from '@chakra-ui/react';
import { useSession } from '../../../lib/session';
import { CartSkeleton, EmptyCart } from '../components/cart-states';

const LiveCart = lazy(() => import('../components/live-cart'));

/** /cart: 'Your Shopping Cart'. Visitors see the empty state (spec: shown without login). */
export default function CartPage() {
  const { status, user } = useSession();
  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="6">
        Your Shopping Cart
      </Heading>
      {status === 'loading' ? <CartSkeleton /> : user ? (
        <Suspense fallback={<CartSkeleton />}>
          <LiveCart />
        </Suspense>
      ) : (
        <EmptyCart />
      )}
    </Container>
  );
}
