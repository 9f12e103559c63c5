import { useEffect } from 'react';
import { Button, Container, EmptyState, Heading, SimpleGrid, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { LuHeart } from 'react-icons/lu';
import { useUser } from 'reactfire';
import { paths, productUrl } from '../../../app/paths';
import { ProductCard, ProductCardSkeleton } from '../../../components/product-card';
import { LiveFirestore } from '../../../lib/live-firestore';
import { saveReturnUrl } from '../../pending-action/pending-action';
import { useWishlist } from '../api/use-wishlist';

/** /wishlist: 'My Wishlist'; redirects to /signin when nobody is signed in. */
export default function WishlistPage() {
  const { status, data: user } = useUser();
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="2xl" mb="6">
        My Wishlist
      </Heading>
      {status === 'loading' ? <WishlistSkeleton /> : user ? (
        <LiveFirestore fallback={<WishlistSkeleton />}>
          <LiveWishlist />
        </LiveFirestore>
      ) : (
        <SignInRedirect />
      )}
    </Container>
  );
}

function SignInRedirect() {
  useEffect(() => saveReturnUrl(localStorage, paths.wishlist), []);
  return <Navigate to={paths.signin} replace />;
}

const GRID_COLUMNS = { base: 1, sm: 2, lg: 3, xl: 4 };

function LiveWishlist() {
  const wishlist = useWishlist();
  if (wishlist.status === 'loading') return <WishlistSkeleton />;
  if (wishlist.status === 'error') {
    return (
      <Text role="alert" color="red.600">
        Could not load your wishlist: {wishlist.error?.message}
      </Text>
    );
  }
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
      {wishlist.products.map((product) => (
        <ProductCard key={product.id} product={product} href={productUrl(product.id)} />
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
