import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_SORT, sortList } from '../src/list-sort';

const items = [
  { id: 'a', at: '2026-01-02T00:00:00Z', price: 300 },
  { id: 'b', at: '2026-03-01T00:00:00Z', price: 100 },
  { id: 'c', at: 'not a date', price: Number.NaN },
  { id: 'd', at: '2026-02-01T00:00:00Z', price: 200 },
];
const keys = { date: (item: (typeof items)[number]) => item.at, price: (item: (typeof items)[number]) => item.price };
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id).join('');

describe('sortList', () => {
  it('sorts by date and by price both ways, unreadable values last or first', () => {
    expect(ids(sortList(items, 'newest', keys))).toBe('bdac');
    expect(ids(sortList(items, 'oldest', keys))).toBe('cadb');
    expect(ids(sortList(items, 'priceDesc', keys))).toBe('adbc');
    expect(ids(sortList(items, 'priceAsc', keys))).toBe('cbda');
  });

  it('leaves the input untouched', () => {
    sortList(items, 'priceAsc', keys);
    expect(ids(items)).toBe('abcd');
  });

  it('sorts newest first by default', () => {
    expect(DEFAULT_LIST_SORT).toBe('newest');
  });
});
