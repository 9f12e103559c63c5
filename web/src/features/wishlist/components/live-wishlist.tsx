import { LuHeart } from 'react-icons/lu';
import { LiveFirestore } from '../../../lib/live-firestore';
import { EmptyPanel } from '../../../components/empty-panel';
import { ErrorState } from '../../../components/error-state';
import { FIRST_SCREEN_CARDS, ProductCard } from '../../../components/product-card';
import { ProductGrid } from '../../../components/product-grid';
import { paths, productUrl } from '../../../config/paths';
import { useWishlist } from '../api/use-wishlist';
import { WishlistSkeleton } from './wishlist-skeleton';

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
      <EmptyPanel
        icon={<LuHeart />}
        title="Your wishlist is empty"
        description="Save items you love by tapping the heart on any product."
        action={{ label: 'Explore Products', to: paths.items }}
      />
    );
  }
  return (
    <ProductGrid maxColumns={4}>
      {wishlist.products.map((product, index) => (
        <ProductCard key={product.id} product={product} href={productUrl(product.id)} priority={index < FIRST_SCREEN_CARDS} />
      ))}
    </ProductGrid>
  );
}
