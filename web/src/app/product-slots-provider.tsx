import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Skeleton } from '@chakra-ui/react';
import { ProductSlotsContext, productSlotDefaults, type ProductSlots } from '../components/product-slots';

// Lazy: the cart and wishlist controls write with the full Firestore SDK, which does not belong in the first load.
const AddToCartButton = lazy(() => import('../features/cart/components/add-to-cart-button').then((module) => ({ default: module.AddToCartButton })));
const WishlistHeart = lazy(() => import('../features/wishlist/components/wishlist-heart').then((module) => ({ default: module.WishlistHeart })));

const reserve = (size: string) => <Box boxSize={size} />;

/** The slots of every product card, on every page; the product page adds its own (app/routes/product-route.tsx). */
export const cardSlots: ProductSlots = {
  ...productSlotDefaults,
  wishlistHeart: (product) => (
    <Suspense fallback={reserve('8')}>
      <WishlistHeart productId={product.id} />
    </Suspense>
  ),
  // A reserved item is bought through its deal; a lapsed reservation is cleared within 15 minutes.
  cartButton: (product, size) => (
    <Suspense fallback={size === 'icon' ? reserve('8') : <Skeleton flex="1" height="12" borderRadius="md" />}>
      <AddToCartButton productId={product.id} size={size} disabled={product.status !== 'available' || product.reservedBy !== undefined} />
    </Suspense>
  ),
};

export function ProductSlotsProvider({ children }: { children: ReactNode }) {
  return <ProductSlotsContext.Provider value={cardSlots}>{children}</ProductSlotsContext.Provider>;
}
