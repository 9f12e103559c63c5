import { lazy, Suspense } from 'react';
import { Skeleton } from '@chakra-ui/react';
import { ErrorBoundary } from '../../components/error-boundary';
import { ProductSlotsContext, type ProductSlots } from '../../components/product-slots';
import ProductPage from '../../features/product-detail/routes/product-page';
import { RatingSummaryLine } from '../../features/reviews/components/rating-summary-line';
import { ReviewsTabLabel } from '../../features/reviews/components/reviews-tab-label';
import { cardSlots } from '../product-slots-provider';

// Lazy: the deal controls and the reviews block bring the Functions SDK and forms. The rating line and the
// Reviews tab's label come in the page's own chunk and hydrate with it: while a label waited for a chunk of
// its own, a tap on the tab was lost. They read through the Lite SDK, which loads with that read.
const ProductDealActions = lazy(() => import('../../features/deals/components/product-deal-actions'));
const CustomerReviews = lazy(() => import('../../features/reviews/components/customer-reviews').then((module) => ({ default: module.CustomerReviews })));

const pageSlots: ProductSlots = {
  ...cardSlots,
  ratingSummary: (product) => <RatingSummaryLine productId={product.id} />,
  reviewsTabLabel: (product) => <ReviewsTabLabel productId={product.id} />,
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

/** /product/:productId, with the slots only the product page has. */
export default function ProductRoute() {
  return (
    <ProductSlotsContext.Provider value={pageSlots}>
      <ProductPage />
    </ProductSlotsContext.Provider>
  );
}
