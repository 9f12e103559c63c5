import type { AdminStats } from '@campus/common/model';
import { listings, products } from '../collections';

/**
 * The dashboard figures, from aggregation queries (no counters to keep in step): every catalogue
 * entry, distinct sellers among the listings, sell requests and cancel requests awaiting a decision.
 */
export async function getAdminStats(): Promise<AdminStats> {
  const [totalProducts, sellers, pendingRequests, pendingCancelRequests] = await Promise.all([
    products.count().get(),
    listings.select('sellerId').get(),
    listings.where('state', '==', 'sellrequest').count().get(),
    listings.where('state', '==', 'cancelrequest').count().get(),
  ]);
  return {
    totalProducts: totalProducts.data().count,
    activeSellers: new Set(sellers.docs.map((doc) => doc.get('sellerId'))).size,
    pendingRequests: pendingRequests.data().count,
    pendingCancelRequests: pendingCancelRequests.data().count,
  };
}
