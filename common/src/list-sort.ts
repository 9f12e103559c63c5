/** The sort menu shared by My Orders and the admin dashboard (spec: same four options). */
export const LIST_SORTS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'priceDesc', label: 'Price: High to Low' },
  { value: 'priceAsc', label: 'Price: Low to High' },
] as const;

export type ListSort = (typeof LIST_SORTS)[number]['value'];

export const DEFAULT_LIST_SORT: ListSort = 'newest';

export interface SortKeys<T> {
  /** ISO date string or anything `Date.parse` reads; unreadable dates sort as oldest. */
  date: (item: T) => string | undefined;
  price: (item: T) => number | undefined;
}

const time = (value: string | undefined): number => {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? 0 : parsed;
};

const amount = (value: number | undefined): number => (value !== undefined && Number.isFinite(value) ? value : 0);

/** Returns a new array sorted by the chosen option; the input is left untouched. */
export function sortList<T>(items: readonly T[], sort: ListSort, keys: SortKeys<T>): T[] {
  const byDate = (a: T, b: T) => time(keys.date(a)) - time(keys.date(b));
  const byPrice = (a: T, b: T) => amount(keys.price(a)) - amount(keys.price(b));
  const compare: Record<ListSort, (a: T, b: T) => number> = {
    newest: (a, b) => byDate(b, a),
    oldest: byDate,
    priceDesc: (a, b) => byPrice(b, a),
    priceAsc: byPrice,
  };
  return [...items].sort(compare[sort]);
}
