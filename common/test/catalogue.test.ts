/// <reference types="node" />
// URLSearchParams is a Node/DOM global; the pure src/ code only relies on its getAll().
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  FILTER_LIST_INITIAL,
  FILTER_LIST_SIZE,
  HOME_FETCH,
  LISTING_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_PRICE,
  PRICE_FILTERS,
  SORT_OPTIONS,
  buildSearchKeywords,
  describeCatalogueQuery,
  normaliseSearchTerm,
  parsePriceToken,
  parseProductQuery,
} from '../src/catalogue';

describe('price filters', () => {
  it('offers the six spec ranges, the last one open-ended up to the maximum price', () => {
    expect(PRICE_FILTERS.map((filter) => filter.token)).toEqual(['0-1000', '1000-2000', '2000-3000', '3000-6000', '6000-10000', '>10000']);
    expect(PRICE_FILTERS.at(-1)).toMatchObject({ min: 10000, max: 1_000_000 });
    expect(PRICE_FILTERS[0]).toEqual({ token: '0-1000', label: '₹0 - ₹1,000', min: 0, max: 1000 });
    expect(PRICE_FILTERS.at(-1)?.label).toBe('Above ₹10,000');
    expect(MAX_PRICE).toBe(1_000_000);
  });

  it('parses every filter token back to its own bounds', () => {
    for (const filter of PRICE_FILTERS) expect(parsePriceToken(filter.token)).toEqual({ min: filter.min, max: filter.max });
  });

  it('rejects tokens that are not price ranges', () => {
    for (const token of ['', 'cheap', '2000-1000', '-5', '>', '10-20-30', '0-2000000', '>2000000', '1e3-2e3']) {
      expect(parsePriceToken(token), token).toBeNull();
    }
  });
});

describe('sort and paging constants', () => {
  it('match spec section 9', () => {
    expect(SORT_OPTIONS.map((option) => option.token)).toEqual(['Date-Created', 'asc-price', 'desc-price']);
    expect(SORT_OPTIONS.find((option) => option.token === 'asc-price')?.label).toBe('Price: Low to High');
    expect(SORT_OPTIONS.find((option) => option.token === 'desc-price')?.label).toBe('Price: High to Low');
    expect(DEFAULT_SORT).toBe('Date-Created');
    expect(LISTING_PAGE_SIZE).toBe(10);
    expect(HOME_FETCH).toEqual({ pageSize: 8, shown: 7, sort: 'Date-Created', minPrice: 0, maxPrice: 1_000_000, pageNumber: 0 });
    expect([FILTER_LIST_SIZE, FILTER_LIST_INITIAL]).toEqual([10, 5]);
  });
});

describe('parseProductQuery', () => {
  const defaults = {
    categories: [],
    minPrice: 0,
    maxPrice: MAX_PRICE,
    sort: 'Date-Created',
    pageNumber: 0,
    pageSize: LISTING_PAGE_SIZE,
    search: '',
  };

  it('gives the defaults for an empty query', () => {
    expect(parseProductQuery({})).toEqual(defaults);
    expect(parseProductQuery(new URLSearchParams())).toEqual(defaults);
  });

  it('reads a full query from URLSearchParams', () => {
    const params = new URLSearchParams('category=Electronic&minPrice=1000&maxPrice=2000&sort=desc-price&pageNumber=2&pageSize=8&search=%20dell%20');
    expect(parseProductQuery(params)).toEqual({
      categories: ['Electronic'],
      minPrice: 1000,
      maxPrice: 2000,
      sort: 'desc-price',
      pageNumber: 2,
      pageSize: 8,
      search: 'dell',
    });
  });

  it('accepts both category and Categories, repeated or comma-separated, canonicalised and unique', () => {
    const params = new URLSearchParams();
    params.append('category', 'Electronic,toy');
    params.append('category', 'Electronic');
    params.append('Categories', 'Books & Study Materials');
    expect(parseProductQuery(params).categories).toEqual(['Electronic', 'Toy', 'Books & Study Materials']);
    expect(parseProductQuery({ Categories: 'Sports & Fitness' }).categories).toEqual(['Sports & Fitness']);
    expect(parseProductQuery({ category: ['Toy', ' ', 'Miscellaneous'] }).categories).toEqual(['Toy', 'Miscellaneous']);
  });

  it('keeps an unknown category so that it matches nothing rather than everything', () => {
    expect(parseProductQuery({ category: 'Cars' }).categories).toEqual(['Cars']);
  });

  it('clamps bad numbers to the defaults instead of throwing', () => {
    const query = parseProductQuery({ minPrice: 'abc', maxPrice: '-5', pageNumber: '-1', pageSize: '0', sort: 'random' });
    expect(query).toEqual(defaults);
    expect(parseProductQuery({ pageSize: '10000', pageNumber: '1.5' })).toMatchObject({ pageSize: LISTING_PAGE_SIZE, pageNumber: 0 });
    expect(parseProductQuery({ pageSize: String(MAX_PAGE_SIZE) }).pageSize).toBe(MAX_PAGE_SIZE);
    expect(parseProductQuery({ maxPrice: '99999999' }).maxPrice).toBe(MAX_PRICE);
  });

  it('swaps a minimum above the maximum', () => {
    expect(parseProductQuery({ minPrice: '5000', maxPrice: '100' })).toMatchObject({ minPrice: 100, maxPrice: 5000 });
  });

  it('reads a price token when no explicit bounds are given', () => {
    expect(parseProductQuery({ price: '>10000' })).toMatchObject({ minPrice: 10000, maxPrice: MAX_PRICE });
    expect(parseProductQuery({ price: '1000-2000', maxPrice: '1500' })).toMatchObject({ minPrice: 1000, maxPrice: 1500 });
    expect(parseProductQuery({ price: 'nonsense' })).toMatchObject({ minPrice: 0, maxPrice: MAX_PRICE });
  });

  it('takes q as the search text too and caps its length', () => {
    expect(parseProductQuery({ q: 'Laptop' }).search).toBe('Laptop');
    expect(parseProductQuery({ search: 'x'.repeat(500) }).search).toHaveLength(100);
  });
});

describe('search keywords', () => {
  it('indexes every prefix of at least two letters of every word, lower-cased and unique', () => {
    expect(buildSearchKeywords('Dell XPS', 'Electronic')).toEqual([
      'de',
      'del',
      'dell',
      'xp',
      'xps',
      'el',
      'ele',
      'elec',
      'elect',
      'electr',
      'electro',
      'electron',
      'electroni',
      'electronic',
    ]);
  });

  it('splits on punctuation, skips one-letter words and missing texts', () => {
    expect(buildSearchKeywords('A i-Phone', undefined, null, '')).toEqual(['ph', 'pho', 'phon', 'phone']);
    expect(buildSearchKeywords('Books & Books')).toEqual(['bo', 'boo', 'book', 'books']);
  });

  it('normalises a search to the first word, and refuses terms shorter than two characters', () => {
    expect(normaliseSearchTerm('  Dell Laptop ')).toBe('dell');
    expect(normaliseSearchTerm('X')).toBeNull();
    expect(normaliseSearchTerm('   ')).toBeNull();
    expect(normaliseSearchTerm('BO')).toBe('bo');
  });

  it('finds a product by any typed prefix of its title', () => {
    const keywords = buildSearchKeywords('Casio Scientific Calculator');
    for (const typed of ['ca', 'Casi', 'scien', 'CALCULATOR']) expect(keywords).toContain(normaliseSearchTerm(typed));
  });
});

describe('the catalogue query description', () => {
  const all = { categories: [], minPrice: 0, maxPrice: MAX_PRICE, sort: DEFAULT_SORT, search: '' };

  it('lists available products, newest first, with no bounds for the full price range', () => {
    expect(describeCatalogueQuery(all)).toEqual({
      where: [{ field: 'status', op: '==', value: 'available' }],
      orderBy: { field: 'createdAt', direction: 'desc' },
    });
  });

  it('narrows by one category with ==, several with in, the price range and the first search word', () => {
    expect(describeCatalogueQuery({ ...all, categories: ['Toy'], minPrice: 1000, maxPrice: 2000, sort: 'asc-price', search: 'Nintendo Switch' })).toEqual({
      where: [
        { field: 'status', op: '==', value: 'available' },
        { field: 'category.name', op: '==', value: 'Toy' },
        { field: 'price', op: '>=', value: 1000 },
        { field: 'price', op: '<=', value: 2000 },
        { field: 'keywords', op: 'array-contains', value: 'nintendo' },
      ],
      orderBy: { field: 'price', direction: 'asc' },
    });
    expect(describeCatalogueQuery({ ...all, categories: ['Toy', 'Electronic'], sort: 'desc-price', search: 'a' })).toEqual({
      where: [
        { field: 'status', op: '==', value: 'available' },
        { field: 'category.name', op: 'in', value: ['Toy', 'Electronic'] },
      ],
      orderBy: { field: 'price', direction: 'desc' },
    });
  });
});
