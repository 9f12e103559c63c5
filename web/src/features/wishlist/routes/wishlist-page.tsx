import { Button, Container, EmptyState, Heading, SimpleGrid, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuHeart } from 'react-icons/lu';
import { ErrorState } from '../../../components/error-state';
import { FIRST_SCREEN_CARDS, ProductCard, ProductCardSkeleton } from '../../../components/product-card';
import { RequireSignIn } from '../../../components/require-sign-in';
import { paths, productUrl } from '../../../config/paths';
import { LiveFirestore } from '../../../lib/live-firestore';
import { useWishlist } from '../api/use-wishlist';

/** /wishlist: 'My Wishlist'; redirects to /signin when nobody is signed in. */
export default function WishlistPage() {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="6">
        My Wishlist
      </Heading>
      <RequireSignIn loading={<WishlistSkeleton />}>
        <LiveFirestore fallback={<WishlistSkeleton />}>
          <LiveWishlist />
        </LiveFirestore>
      </RequireSignIn>
    </Container>
  );
}

const GRID_COLUMNS = { base: 1, sm: 2, lg: 3, xl: 4 };

function LiveWishlist() {
  const wishlist = useWishlist();
  if (wishlist.status === 'loading') return <WishlistSkeleton />;
  if (wishlist.status === 'error') return <ErrorState title="Could not load your wishlist" error={wishlist.error} onRetry={wishlist.retry} />;
  if (wishlist.products.length === 0) {
    return (
      <EmptyState.Root bg="bg" borderWidth="1px" borderRadius="xl" py="16">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuHeart />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>Your wishlist is empty</EmptyState.Title>
            <EmptyState.Description>Save items you love by tapping the heart on any product.</EmptyState.Description>
          </VStack>
          <Button asChild colorPalette="teal">
            <RouterLink to={paths.items}>Explore Products</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <SimpleGrid columns={GRID_COLUMNS} gap="6">
      {wishlist.products.map((product, index) => (
        <ProductCard key={product.id} product={product} href={productUrl(product.id)} priority={index < FIRST_SCREEN_CARDS} />
      ))}
    </SimpleGrid>
  );
}

function WishlistSkeleton() {
  return (
    <SimpleGrid columns={GRID_COLUMNS} gap="6" aria-busy="true" aria-label="Loading wishlist">
      {[0, 1, 2, 3].map((key) => (
        <ProductCardSkeleton key={key} />
      ))}
    </SimpleGrid>
  );
}
