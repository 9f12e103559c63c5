import { Button, EmptyState, SimpleGrid, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuHeart } from 'react-icons/lu';
import { LiveFirestore } from '../../../lib/live-firestore';
import { ErrorState } from '../../../components/error-state';
import { FIRST_SCREEN_CARDS, ProductCard } from '../../../components/product-card';
import { paths, productUrl } from '../../../config/paths';
import { useWishlist } from '../api/use-wishlist';
import { WISHLIST_COLUMNS, WishlistSkeleton } from './wishlist-skeleton';

/** The signed-in user's live wishlist, loaded lazily with the full Firestore SDK and its own <LiveFirestore>. */
export default function LiveWishlist() {
  return (
    <LiveFirestore fallback={<WishlistSkeleton />}>
      <WishlistOfSignedInUser />
    </LiveFirestore>
  );
}

function WishlistOfSignedInUser() {
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
    <SimpleGrid columns={WISHLIST_COLUMNS} gap="6">
      {wishlist.products.map((product, index) => (
        <ProductCard key={product.id} product={product} href={productUrl(product.id)} priority={index < FIRST_SCREEN_CARDS} />
      ))}
    </SimpleGrid>
  );
}
