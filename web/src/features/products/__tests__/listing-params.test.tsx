import { describe, expect, it } from 'vitest';
import { applyListingChange, orderFilterEntries, readListingParams } from '../listing-params';

const read = (query: string) => readListingParams(new URLSearchParams(query));
const change = (query: string, listingChange: Parameters<typeof applyListingChange>[1]) =>
  applyListingChange(new URLSearchParams(query), listingChange).toString();

describe('listing URL state', () => {
  it('reads defaults from an empty URL', () => {
    expect(read('')).toEqual({
      query: { categories: [], minPrice: 0, maxPrice: 1_000_000, sort: 'Date-Created', pageNumber: 0, pageSize: 10, search: '' },
      category: null,
      priceToken: null,
      page: 1,
    });
  });

  it('accepts both category and Categories (the home cards use the latter)', () => {
    expect(read('category=Electronic').category).toBe('Electronic');
    expect(read('Categories=Books%20%26%20Study%20Materials').category).toBe('Books & Study Materials');
    expect(read('Categories=electronic').query.categories).toEqual(['Electronic']);
  });

  it('reads the price token, sort, search and a 1-based page', () => {
    const state = read('price=1000-2000&sort=desc-price&search=lap&page=3');
    expect(state.priceToken).toBe('1000-2000');
    expect(state.query).toMatchObject({ minPrice: 1000, maxPrice: 2000, sort: 'desc-price', search: 'lap', pageNumber: 2 });
    expect(state.page).toBe(3);
    expect(read('price=>10000').query).toMatchObject({ minPrice: 10000, maxPrice: 1_000_000 });
    expect(read('price=>10000').priceToken).toBe('>10000');
  });

  it('falls back on unreadable values', () => {
    expect(read('sort=cheapest&page=-2&price=abc')).toMatchObject({ page: 1, priceToken: null, query: { sort: 'Date-Created', minPrice: 0 } });
  });

  it('a filter change replaces the category spelling and goes back to page 1', () => {
    expect(change('Categories=Toy&page=4&search=x', { category: 'Electronic' })).toBe('search=x&category=Electronic');
    expect(change('category=Toy&price=0-1000', { clearFilters: true })).toBe('');
    expect(change('price=0-1000&page=2', { priceToken: '>10000' })).toBe('price=%3E10000');
  });

  it('keeps the default sort and page 1 out of the URL', () => {
    expect(change('sort=asc-price', { sort: 'Date-Created' })).toBe('');
    expect(change('category=Toy', { page: 2 })).toBe('category=Toy&page=2');
    expect(change('category=Toy&page=2', { page: 1 })).toBe('category=Toy');
  });

  it('the filter list puts the selected entry first and keeps at most the given number', () => {
    expect(orderFilterEntries(['a', 'b', 'c', 'd'], (entry) => entry === 'c', 3)).toEqual(['c', 'a', 'b']);
  });
});
