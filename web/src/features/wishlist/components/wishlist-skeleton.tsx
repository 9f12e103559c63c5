import { SimpleGrid } from '@chakra-ui/react';
import { ProductCardSkeleton } from '../../../components/product-card';

export const WISHLIST_COLUMNS = { base: 1, sm: 2, lg: 3, xl: 4 };

export function WishlistSkeleton() {
  return (
    <SimpleGrid columns={WISHLIST_COLUMNS} gap="6" role="status" aria-busy="true" aria-label="Loading wishlist">
      {[0, 1, 2, 3].map((key) => (
        <ProductCardSkeleton key={key} />
      ))}
    </SimpleGrid>
  );
}
