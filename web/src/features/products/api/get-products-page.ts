import { useCallback, useEffect, useState } from 'react';
import { getCount, getDocs, limit, query, startAfter, type QueryDocumentSnapshot } from 'firebase/firestore/lite';
import type { ProductQuery } from '@campus/common/catalogue';
import { catalogueQuery } from '../../../lib/catalogue-query';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { createSharedRequests } from '../../../lib/shared-requests';

export interface ProductsPage {
  content: CatalogueProduct[];
  totalPages: number;
  totalElements: number;
}

type Cursor = QueryDocumentSnapshot<CatalogueProduct>;

/** The last document of each page already read, per filter: the next page starts after it. */
const pageEnds = new Map<string, Cursor[]>();

const filterKey = ({ categories, minPrice, maxPrice, sort, search, pageSize }: ProductQuery): string =>
  JSON.stringify([categories, minPrice, maxPrice, sort, search, pageSize]);

/**
 * One page of the catalogue for /items plus the total page count (one count aggregation).
 * The Lite SDK has no offset: a page after one already read starts after that page's last document
 * (page size reads); a page opened directly reads the pages before it once (a deep link costs more).
 */
export async function getProductsPage(productQuery: ProductQuery): Promise<ProductsPage> {
  const { pageNumber, pageSize } = productQuery;
  const base = catalogueQuery(productQuery);
  const key = filterKey(productQuery);
  const ends = pageEnds.get(key) ?? [];
  const previousEnd = pageNumber > 0 ? ends[pageNumber - 1] : undefined;

  const pageQuery =
    pageNumber === 0
      ? query(base, limit(pageSize))
      : previousEnd
        ? query(base, startAfter(previousEnd), limit(pageSize))
        : query(base, limit(pageSize * (pageNumber + 1)));
  const [snapshot, count] = await Promise.all([getDocs(pageQuery), getCount(base)]);

  const docs = pageNumber > 0 && !previousEnd ? snapshot.docs.slice(pageSize * pageNumber) : snapshot.docs;
  if (pageNumber > 0 && !previousEnd) {
    for (let page = 0; page < pageNumber; page += 1) {
      const end = snapshot.docs[(page + 1) * pageSize - 1];
      if (end) ends[page] = end;
    }
  }
  const last = docs[docs.length - 1];
  if (last) ends[pageNumber] = last;
  pageEnds.set(key, ends);

  const totalElements = count.data().count;
  return { content: docs.map((doc) => doc.data()), totalPages: Math.ceil(totalElements / pageSize), totalElements };
}

const shared = createSharedRequests<ProductsPage>();

export type ProductsPageState =
  | { status: 'loading'; page: ProductsPage | null }
  | { status: 'success'; page: ProductsPage }
  | { status: 'error'; error: Error; page: null };

/** The /items page's data for the query in the URL; keeps the previous page on screen while the next loads. */
export function useProductsPage(productQuery: ProductQuery): ProductsPageState & { retry: () => void } {
  const key = JSON.stringify(productQuery);
  const [state, setState] = useState<ProductsPageState>({ status: 'loading', page: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', page: previous.page }));
    shared(key, () => getProductsPage(productQuery)).then(
      (page) => current && setState({ status: 'success', page }),
      (error: unknown) => {
        console.error('Could not load products', error);
        if (current) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)), page: null });
      },
    );
    return () => {
      current = false;
    };
    // productQuery is represented by its key: a new object with the same values must not refetch.
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
