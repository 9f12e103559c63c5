import { LiveFirestore } from '../../../lib/live-firestore';
import { ErrorState } from '../../../components/error-state';
import { useLiveMyListings } from '../api/use-live-my-listings';
import { MyProductsSkeleton } from './my-products-skeleton';
import { MyProductsView } from './my-products-view';

/** The signed-in seller's listings, live, loaded lazily with the full Firestore SDK and its own <LiveFirestore>. */
export default function LiveMyProducts() {
  return (
    <LiveFirestore fallback={<MyProductsSkeleton />}>
      <MyProductsOfSignedInUser />
    </LiveFirestore>
  );
}

function MyProductsOfSignedInUser() {
  const listings = useLiveMyListings();
  if (listings.status === 'loading') return <MyProductsSkeleton />;
  if (listings.status === 'error') return <ErrorState title="Could not load your products" error={listings.error} onRetry={listings.retry} />;
  return <MyProductsView listings={listings.items} />;
}
