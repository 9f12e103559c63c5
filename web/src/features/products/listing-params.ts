import { DEFAULT_SORT, PRICE_FILTERS, listingQuery, type ProductQuery, type SortToken } from '@campus/common/catalogue';

/**
 * The /items URL holds every filter: search, category (also read as Categories), price (a PRICE_FILTERS
 * token), sort and page (1-based in the URL, pageNumber 0-based in the query).
 */
export interface ListingState {
  query: ProductQuery;
  /** The one category the radio list shows as chosen, or null for all. */
  category: string | null;
  /** The PRICE_FILTERS token matching the price range, or null for any price. */
  priceToken: string | null;
  /** 1-based page for display. */
  page: number;
}

export function readListingParams(params: URLSearchParams): ListingState {
  const query = listingQuery(params);
  const priceToken = PRICE_FILTERS.find((filter) => filter.min === query.minPrice && filter.max === query.maxPrice)?.token ?? null;
  return { query, category: query.categories[0] ?? null, priceToken, page: query.pageNumber + 1 };
}

export type ListingChange =
  | { category: string | null }
  | { priceToken: string | null }
  | { sort: SortToken }
  | { page: number }
  | { clearFilters: true };

/** The URL parameters after one change; any filter or sort change goes back to page 1. */
export function applyListingChange(params: URLSearchParams, change: ListingChange): URLSearchParams {
  const next = new URLSearchParams(params);
  if (!('page' in change)) next.delete('page');
  if ('category' in change || 'clearFilters' in change) {
    next.delete('Categories');
    next.delete('categories');
    next.delete('category');
    if ('category' in change && change.category !== null) next.set('category', change.category);
  }
  if ('priceToken' in change || 'clearFilters' in change) {
    next.delete('price');
    next.delete('minPrice');
    next.delete('maxPrice');
    if ('priceToken' in change && change.priceToken !== null) next.set('price', change.priceToken);
  }
  if ('sort' in change) {
    if (change.sort === DEFAULT_SORT) next.delete('sort');
    else next.set('sort', change.sort);
  }
  if ('page' in change) {
    if (change.page > 1) next.set('page', String(change.page));
    else next.delete('page');
  }
  return next;
}

/** The radio list's entries: selected first, then the rest in their order, at most `max`. */
export function orderFilterEntries<T>(entries: readonly T[], isSelected: (entry: T) => boolean, max: number): T[] {
  return [...entries.filter(isSelected), ...entries.filter((entry) => !isSelected(entry))].slice(0, max);
}
