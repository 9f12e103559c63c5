import { ProductCardSkeleton } from '../../../components/product-card';
import { ProductGrid } from '../../../components/product-grid';

export function WishlistSkeleton() {
  return (
    <ProductGrid maxColumns={4} role="status" aria-busy="true" aria-label="Loading wishlist">
      {[0, 1, 2, 3].map((key) => (
        <ProductCardSkeleton key={key} />
      ))}
    </ProductGrid>
  );
}
