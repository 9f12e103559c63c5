/** Catalogue browsing: price filters, sort options, paging and the product query of GET /api/products. */
import { canonicalCategory } from './categories';
import { formatRupees } from './format';

export const MAX_PRICE = 1_000_000;

export interface PriceFilter {
  token: string;
  label: string;
  min: number;
  max: number;
}

// The labels are getters: formatting them when this module loads made every page that imports it, the
// first load included, pay for its first Intl format (format.ts).
const range = (min: number, max: number): PriceFilter => ({
  token: `${min}-${max}`,
  get label() {
    return `${formatRupees(min)} - ${formatRupees(max)}`;
  },
  min,
  max,
});

/** The six price options of spec section 9; '>10000' means a minimum with MAX_PRICE as maximum. */
export const PRICE_FILTERS: readonly PriceFilter[] = [
  range(0, 1000),
  range(1000, 2000),
  range(2000, 3000),
  range(3000, 6000),
  range(6000, 10000),
  {
    token: '>10000',
    get label() {
      return `Above ${formatRupees(10000)}`;
    },
    min: 10000,
    max: MAX_PRICE,
  },
];

const PRICE_RANGE_TOKEN = /^(\d+)-(\d+)$/;
const PRICE_MINIMUM_TOKEN = /^>(\d+)$/;

/** Reads a price token such as '1000-2000' or '>10000'; null when it is not one. */
export function parsePriceToken(token: string): { min: number; max: number } | null {
  const trimmed = token.trim();
  const minimum = PRICE_MINIMUM_TOKEN.exec(trimmed);
  if (minimum?.[1] !== undefined) {
    const min = Number(minimum[1]);
    return min <= MAX_PRICE ? { min, max: MAX_PRICE } : null;
  }
  const bounds = PRICE_RANGE_TOKEN.exec(trimmed);
  if (bounds?.[1] === undefined || bounds[2] === undefined) return null;
  const min = Number(bounds[1]);
  const max = Number(bounds[2]);
  return min <= max && max <= MAX_PRICE ? { min, max } : null;
}

export const SORT_OPTIONS = [
  { token: 'Date-Created', label: 'Newest First' },
  { token: 'asc-price', label: 'Price: Low to High' },
  { token: 'desc-price', label: 'Price: High to Low' },
] as const;

export type SortToken = (typeof SORT_OPTIONS)[number]['token'];

export const DEFAULT_SORT: SortToken = 'Date-Created';

export function isSortToken(value: string): value is SortToken {
  return SORT_OPTIONS.some((option) => option.token === value);
}

export const LISTING_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;
/** Deeper pages than this are refused by clamping; nobody pages that far through a campus catalogue. */
export const MAX_PAGE_NUMBER = 1000;
export const MAX_SEARCH_LENGTH = 100;
/** Firestore allows at most 30 values in an `in` filter. */
export const MAX_QUERY_CATEGORIES = 30;

/** The home page's Recommended Products fetch (spec section 9). */
export const HOME_FETCH = {
  pageSize: 8,
  shown: 7,
  sort: 'Date-Created',
  minPrice: 0,
  maxPrice: MAX_PRICE,
  pageNumber: 0,
} as const;

/** The filter sidebar lists 10 entries, selected ones first, and starts with 5 shown. */
export const FILTER_LIST_SIZE = 10;
export const FILTER_LIST_INITIAL = 5;

export interface ProductQuery {
  categories: string[];
  minPrice: number;
  maxPrice: number;
  sort: SortToken;
  pageNumber: number;
  pageSize: number;
  search: string;
}

interface SearchParamsLike {
  getAll(name: string): string[];
}

export type QueryParams = SearchParamsLike | Record<string, string | readonly string[] | undefined>;

function isSearchParams(params: QueryParams): params is SearchParamsLike {
  return typeof params.getAll === 'function';
}

function valuesOf(params: QueryParams, name: string): string[] {
  if (isSearchParams(params)) return params.getAll(name);
  const value = params[name];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

const firstOf = (params: QueryParams, ...names: string[]): string | undefined =>
  names.flatMap((name) => valuesOf(params, name)).find((value) => value.trim() !== '');

function integerIn(raw: string | undefined, min: number, max: number, fallback: number): number {
  if (raw === undefined || !/^\s*\d+\s*$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= min && value <= max ? value : fallback;
}

function priceIn(raw: string | undefined, fallback: number): number {
  if (raw === undefined || !/^\s*\d+(\.\d+)?\s*$/.test(raw)) return fallback;
  return Math.min(Number(raw), MAX_PRICE);
}

function categoriesOf(params: QueryParams): string[] {
  const names = ['category', 'Categories', 'categories']
    .flatMap((name) => valuesOf(params, name))
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .map((value) => canonicalCategory(value) ?? value);
  return [...new Set(names)].slice(0, MAX_QUERY_CATEGORIES);
}

/**
 * Normalises the product-list query (GET /api/products and the /items URL) and never throws:
 * unreadable numbers fall back to their defaults. Categories come from `category` or `Categories`,
 * repeated or comma-separated; known names are canonicalised, unknown ones kept so they match nothing.
 * A `price` token ('1000-2000', '>10000') applies when no explicit minPrice/maxPrice is given.
 */
export function parseProductQuery(params: QueryParams): ProductQuery {
  const token = firstOf(params, 'price');
  const fromToken = token === undefined ? null : parsePriceToken(token);
  let minPrice = priceIn(firstOf(params, 'minPrice'), fromToken?.min ?? 0);
  let maxPrice = priceIn(firstOf(params, 'maxPrice'), fromToken?.max ?? MAX_PRICE);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const sort = firstOf(params, 'sort')?.trim() ?? DEFAULT_SORT;
  return {
    categories: categoriesOf(params),
    minPrice,
    maxPrice,
    sort: isSortToken(sort) ? sort : DEFAULT_SORT,
    pageNumber: integerIn(firstOf(params, 'pageNumber', 'page'), 0, MAX_PAGE_NUMBER, 0),
    pageSize: integerIn(firstOf(params, 'pageSize'), 1, MAX_PAGE_SIZE, LISTING_PAGE_SIZE),
    search: (firstOf(params, 'search', 'q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
  };
}

/**
 * The query of an /items URL: parseProductQuery's, but `page` is 1-based there (pageNumber 0-based in the
 * query), and only `page` sets it. The web app's listing and the `pages` function that renders it share it.
 */
export function listingQuery(params: URLSearchParams): ProductQuery {
  const forQuery = new URLSearchParams(params);
  forQuery.delete('pageNumber');
  forQuery.delete('page');
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) forQuery.set('pageNumber', String(page - 1));
  return parseProductQuery(forQuery);
}

const WORD_SEPARATOR = /[^\p{L}\p{N}]+/u;
const MIN_KEYWORD_LENGTH = 2;

const wordsOf = (text: string): string[] => text.toLowerCase().split(WORD_SEPARATOR).filter((word) => word !== '');

/**
 * The `keywords` array of a product: every prefix of at least 2 characters of every word of the
 * given texts, lower-cased and unique, so `array-contains` on a typed prefix finds the product.
 */
export function buildSearchKeywords(...texts: readonly (string | null | undefined)[]): string[] {
  const keywords = new Set<string>();
  for (const word of texts.flatMap((text) => (text ? wordsOf(text) : []))) {
    const letters = [...word];
    for (let length = MIN_KEYWORD_LENGTH; length <= letters.length; length += 1) {
      keywords.add(letters.slice(0, length).join(''));
    }
  }
  return [...keywords];
}

/**
 * The term to look up with `array-contains` in `keywords`: the first word of the query, lower-cased.
 * Null when that word is shorter than 2 characters (suggestions start at 2, spec section 9).
 */
export function normaliseSearchTerm(query: string): string | null {
  const first = wordsOf(query)[0];
  return first !== undefined && [...first].length >= MIN_KEYWORD_LENGTH ? first : null;
}

/** What a catalogue list filters on: everything of ProductQuery but the paging. */
export type CatalogueFilter = Pick<ProductQuery, 'categories' | 'minPrice' | 'maxPrice' | 'sort' | 'search'>;

/** The home page's Recommended Products: the newest available products at any price (HOME_FETCH). */
export const homeCatalogue = (): CatalogueFilter => ({ categories: [], minPrice: HOME_FETCH.minPrice, maxPrice: HOME_FETCH.maxPrice, sort: HOME_FETCH.sort, search: '' });

/** Every available product, newest first, narrowed by `search` when given (the search route, the search box, the sitemap). */
export const wholeCatalogue = (search = ''): CatalogueFilter => ({ categories: [], minPrice: 0, maxPrice: MAX_PRICE, sort: DEFAULT_SORT, search });

export type CatalogueCondition =
  | { field: 'status'; op: '=='; value: 'available' }
  | { field: 'category.name'; op: '=='; value: string }
  | { field: 'category.name'; op: 'in'; value: string[] }
  | { field: 'price'; op: '>=' | '<='; value: number }
  | { field: 'keywords'; op: 'array-contains'; value: string };

export interface CatalogueQueryDescription {
  where: CatalogueCondition[];
  orderBy: { field: 'createdAt' | 'price'; direction: 'asc' | 'desc' };
}

const ORDER_OF_SORT: Record<SortToken, CatalogueQueryDescription['orderBy']> = {
  'Date-Created': { field: 'createdAt', direction: 'desc' },
  'asc-price': { field: 'price', direction: 'asc' },
  'desc-price': { field: 'price', direction: 'desc' },
};

/**
 * The one catalogue query, as data: available products, narrowed by category, price range and one
 * search keyword (`array-contains`), in the chosen order. The web app (Lite SDK) and the functions
 * (firebase-admin) each turn it into their SDK's query; firestore.indexes.json covers every combination.
 * The full price range is left out, which keeps the common lists on simpler indexes.
 */
export function describeCatalogueQuery(filter: CatalogueFilter): CatalogueQueryDescription {
  const where: CatalogueCondition[] = [{ field: 'status', op: '==', value: 'available' }];
  const [only, ...others] = filter.categories;
  if (only !== undefined && others.length === 0) where.push({ field: 'category.name', op: '==', value: only });
  if (others.length > 0) where.push({ field: 'category.name', op: 'in', value: [...filter.categories] });
  if (filter.minPrice > 0) where.push({ field: 'price', op: '>=', value: filter.minPrice });
  if (filter.maxPrice < MAX_PRICE) where.push({ field: 'price', op: '<=', value: filter.maxPrice });
  const term = normaliseSearchTerm(filter.search);
  if (term !== null) where.push({ field: 'keywords', op: 'array-contains', value: term });
  return { where, orderBy: ORDER_OF_SORT[filter.sort] };
}
