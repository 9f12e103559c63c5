import { lazy, Suspense } from 'react';
import { Container, Heading } from '@chakra-ui/react';
import { RequireSignIn } from '../../../components/require-sign-in';
import { WishlistSkeleton } from '../components/wishlist-skeleton';

const LiveWishlist = lazy(() => import('../components/live-wishlist'));

/** /wishlist: 'My Wishlist'; redirects to /signin when nobody is signed in. */
export default function WishlistPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="6">
        My Wishlist
      </Heading>
      <RequireSignIn loading={<WishlistSkeleton />}>
        <Suspense fallback={<WishlistSkeleton />}>
          <LiveWishlist />
        </Suspense>
      </RequireSignIn>
    </Container>
  );
}
