import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocs } from 'firebase/firestore/lite';
import { normaliseSearchTerm, wholeCatalogue } from '@campus/common/catalogue';
import { SEARCH_DEBOUNCE_MS } from '@campus/common/timers';
import { limitedCatalogueQuery } from '../../../lib/catalogue-query';
import type { CatalogueProduct } from '../../../lib/product-converter';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { productListKeys } from './keys';

const SUGGESTION_LIMIT = 8;

/** Up to 8 available products whose keywords contain the search term. */
export async function searchSuggestions(term: string): Promise<CatalogueProduct[]> {
  const snapshot = await getDocs(limitedCatalogueQuery(wholeCatalogue(term), SUGGESTION_LIMIT));
  return snapshot.docs.map((doc) => doc.data());
}

export const suggestionsQueryOptions = (term: string) =>
  queryOptions({ queryKey: productListKeys.suggestions(term), queryFn: () => searchSuggestions(term) });

export type SuggestionsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; products: CatalogueProduct[] };

/**
 * Suggestions for the search box: a term is looked up once it has stayed typed for SEARCH_DEBOUNCE_MS
 * (300 ms), so fast typing makes one lookup; a term looked up before shows from the cache at once.
 * Idle below 2 characters.
 */
export function useSearchSuggestions(text: string): SuggestionsState {
  const term = normaliseSearchTerm(text);
  const settled = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const suggestions = useQuery({ ...suggestionsQueryOptions(term ?? ''), enabled: term !== null && settled === term });
  if (term === null) return { status: 'idle' };
  if (suggestions.isSuccess) return { status: 'success', products: suggestions.data };
  if (suggestions.isError) return { status: 'error', error: suggestions.error };
  return { status: 'loading' };
}
