import { lazy, Suspense, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { ProductCardSlotsContext, type ProductCardSlots } from '../components/product-card-slots';

// Lazy: the cart and wishlist controls write with the full Firestore SDK, which stays out of the first load.
const AddToCartButton = lazy(() => import('../features/cart/components/add-to-cart-button').then((module) => ({ default: module.AddToCartButton })));
const WishlistHeart = lazy(() => import('../features/wishlist/components/wishlist-heart').then((module) => ({ default: module.WishlistHeart })));

const reserve = (size: string) => <Box boxSize={size} />;

const slots: ProductCardSlots = {
  imageOverlay: (product) => (
    <Suspense fallback={reserve('8')}>
      <WishlistHeart productId={product.id} />
    </Suspense>
  ),
  actions: (product) => (
    <Suspense fallback={reserve('8')}>
      <AddToCartButton productId={product.id} disabled={product.status !== 'available'} />
    </Suspense>
  ),
};

export function ProductCardSlotsProvider({ children }: { children: ReactNode }) {
  return <ProductCardSlotsContext.Provider value={slots}>{children}</ProductCardSlotsContext.Provider>;
}
