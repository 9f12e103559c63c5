import { lazy, Suspense, type ReactNode } from 'react';
import { Box, Skeleton } from '@chakra-ui/react';
import { ErrorBoundary } from '../components/error-boundary';
import { ProductSlotsContext, type ProductSlots } from '../components/product-slots';

// Lazy: the cart and wishlist controls write with the full Firestore SDK, and the reviews come with the
// product page; none of it belongs in the first load.
const AddToCartButton = lazy(() => import('../features/cart/components/add-to-cart-button').then((module) => ({ default: module.AddToCartButton })));
const WishlistHeart = lazy(() => import('../features/wishlist/components/wishlist-heart').then((module) => ({ default: module.WishlistHeart })));
const RatingSummaryLine = lazy(() => import('../features/reviews/components/rating-summary-line').then((module) => ({ default: module.RatingSummaryLine })));
const ReviewsTabLabel = lazy(() => import('../features/reviews/components/reviews-tab-label').then((module) => ({ default: module.ReviewsTabLabel })));
const ProductDealActions = lazy(() => import('../features/deals/components/product-deal-actions'));
const CustomerReviews = lazy(() => import('../features/reviews/components/customer-reviews').then((module) => ({ default: module.CustomerReviews })));

const reserve = (size: string) => <Box boxSize={size} />;

const slots: ProductSlots = {
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
  ratingSummary: (product) => (
    <Suspense fallback={<Skeleton height="6" width="48" />}>
      <RatingSummaryLine productId={product.id} />
    </Suspense>
  ),
  reviewsTabLabel: (product) => (
    <Suspense fallback="Reviews">
      <ReviewsTabLabel productId={product.id} />
    </Suspense>
  ),
  dealActions: (product) => (
    <ErrorBoundary label="the deal controls">
      <Suspense fallback={<Skeleton height="20" />}>
        <ProductDealActions product={product} />
      </Suspense>
    </ErrorBoundary>
  ),
  reviews: (product) => (
    <ErrorBoundary label="the reviews">
      <Suspense fallback={<Skeleton height="40" />}>
        <CustomerReviews product={product} />
      </Suspense>
    </ErrorBoundary>
  ),
};

export function ProductSlotsProvider({ children }: { children: ReactNode }) {
  return <ProductSlotsContext.Provider value={slots}>{children}</ProductSlotsContext.Provider>;
}
