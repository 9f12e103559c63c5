import { useEffect, useState } from 'react';
import { DEFAULT_SORT, MAX_PRICE, normaliseSearchTerm } from '@campus/common/catalogue';
import { SEARCH_DEBOUNCE_MS } from '@campus/common/timers';
import type { CatalogueProduct } from '../../../lib/product-converter';

export const SUGGESTION_LIMIT = 8;

/** Up to 8 available products whose keywords contain the typed term; empty below 2 characters. */
export async function searchSuggestions(text: string): Promise<CatalogueProduct[]> {
  if (normaliseSearchTerm(text) === null) return [];
  // The search box is in the top bar of every page: the Firestore Lite SDK loads with the first lookup, not the shell.
  const [{ getDocs }, { limitedCatalogueQuery }] = await Promise.all([import('firebase/firestore/lite'), import('../../../lib/catalogue-query')]);
  const filter = { categories: [], minPrice: 0, maxPrice: MAX_PRICE, sort: DEFAULT_SORT, search: text };
  const snapshot = await getDocs(limitedCatalogueQuery(filter, SUGGESTION_LIMIT));
  return snapshot.docs.map((doc) => doc.data());
}

export type SuggestionsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; products: CatalogueProduct[] };

/** Suggestions for the search box, debounced by SEARCH_DEBOUNCE_MS; idle until a term of 2+ characters. */
export function useSearchSuggestions(text: string): SuggestionsState {
  const term = normaliseSearchTerm(text);
  const [state, setState] = useState<SuggestionsState & { term?: string }>({ status: 'idle' });
  useEffect(() => {
    if (term === null) return;
    let current = true;
    const timer = setTimeout(() => {
      searchSuggestions(term).then(
        (products) => current && setState({ status: 'success', products, term }),
        (error: unknown) => {
          // A failed suggestion lookup only empties the list; the search itself still works on Enter.
          console.error('Search suggestions failed', error);
          if (current) setState({ status: 'success', products: [], term });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [term]);
  if (term === null) return { status: 'idle' };
  return state.status === 'success' && state.term === term ? { status: 'success', products: state.products } : { status: 'loading' };
}
