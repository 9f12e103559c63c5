import { lazy, Suspense } from 'react';
import { Container, Heading } from '@chakra-ui/react';
import { RequireSignIn } from '../../../components/require-sign-in';
import { OrdersSkeleton } from '../components/orders-skeleton';

const LiveOrders = lazy(() => import('../components/live-orders'));

/** /orders (also /Orders): 'My Orders', live; redirects to /signin when nobody is signed in. */
export default function OrdersPage() {
  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="6">
        My Orders
      </Heading>
      <RequireSignIn loading={<OrdersSkeleton />}>
        <Suspense fallback={<OrdersSkeleton />}>
          <LiveOrders />
        </Suspense>
      </RequireSignIn>
    </Container>
  );
}
