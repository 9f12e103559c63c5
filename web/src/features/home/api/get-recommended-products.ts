import { useCallback, useEffect, useState } from 'react';
import { getDocs } from 'firebase/firestore/lite';
import { HOME_FETCH } from '@campus/common/catalogue';
import { limitedCatalogueQuery } from '../../../lib/catalogue-query';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { createSharedRequests } from '../../../lib/shared-requests';

/** The home page's Recommended Products: the 8 newest available products (spec section 9, HOME_FETCH). */
export async function getRecommendedProducts(): Promise<CatalogueProduct[]> {
  const filter = { categories: [], minPrice: HOME_FETCH.minPrice, maxPrice: HOME_FETCH.maxPrice, sort: HOME_FETCH.sort, search: '' };
  const snapshot = await getDocs(limitedCatalogueQuery(filter, HOME_FETCH.pageSize));
  return snapshot.docs.map((doc) => doc.data());
}

const shared = createSharedRequests<CatalogueProduct[]>();

export type RecommendedState =
  | { status: 'loading' }
  | { status: 'success'; products: CatalogueProduct[] }
  | { status: 'error'; error: Error };

export function useRecommendedProducts(): RecommendedState & { retry: () => void } {
  const [state, setState] = useState<RecommendedState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    shared('recommended', getRecommendedProducts).then(
      (products) => current && setState({ status: 'success', products }),
      (error: unknown) => {
        console.error('Could not load recommended products', error);
        if (current) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
