import { describe, expect, it } from 'vitest';
import {
  adminFilterOfView,
  adminViewOfFilter,
  adminViewText,
  describeAdminQueueQuery,
  listingKeywords,
  matchesAdminSearch,
  selectAdminRows,
  type AdminRowKeys,
  type AdminView,
} from '../src/admin-queue';
import { ADMIN_STATUS_FILTERS } from '../src/listing-state';

const row = (productName: string, state: string, expectedPrice: number | undefined, createdAt: string, seller = ['Asha', 'Verma']): AdminRowKeys => ({
  productName,
  sellerFirstName: seller[0] ?? '',
  sellerLastName: seller[1] ?? '',
  state,
  expectedPrice,
  createdAt,
});

const ROWS = [
  row('Casio Calculator', 'sellrequest', 750, '2024-04-03T10:00:00.000Z'),
  row('Study Table', 'sellrequest', 2500, '2024-04-01T10:00:00.000Z', ['Rohan', 'Mehta']),
  row('Cricket Bat', 'Request_Approved', 1200, '2024-04-02T10:00:00.000Z'),
  row('Old Kettle', 'Request_Rejected', 300, '2024-03-30T10:00:00.000Z'),
  row('Hostel Lamp', 'cancelrequest', undefined, '2024-04-04T10:00:00.000Z', ['Rohan', 'Mehta']),
  row('Guitar', 'Cancel_Approved', 4000, '2024-03-29T10:00:00.000Z'),
  row('Chess Set', 'cancelRequest_Approved', 450, '2024-03-28T10:00:00.000Z'),
];

const names = (rows: readonly AdminRowKeys[]) => rows.map((shown) => shown.productName);

describe('the admin queue', () => {
  it('each filter menu entry but All Requests is one tab, and the tab names its entry back', () => {
    for (const { key } of ADMIN_STATUS_FILTERS) expect(adminFilterOfView(adminViewOfFilter(key))).toBe(key);
    expect(adminViewText(adminViewOfFilter('pendingSell')).title).toBe('Pending Seller Requests');
    expect(adminViewText({ main: 'all' }).states).toBeNull();
  });

  it.each<[AdminView, string[]]>([
    [{ main: 'sell', sub: 'pending' }, ['Casio Calculator', 'Study Table']],
    [{ main: 'sell', sub: 'approved' }, ['Cricket Bat']],
    [{ main: 'sell', sub: 'rejected' }, ['Old Kettle']],
    [{ main: 'cancel', sub: 'pending' }, ['Hostel Lamp']],
    [{ main: 'cancel', sub: 'approved' }, ['Guitar', 'Chess Set']],
  ])('%o shows only its states, newest first', (view, expected) => {
    expect(names(selectAdminRows(ROWS, view, 'newest', ''))).toEqual(expected);
  });

  it('sorts by date and by price, a missing price as 0', () => {
    const all: AdminView = { main: 'all' };
    expect(names(selectAdminRows(ROWS, all, 'oldest', '')).at(0)).toBe('Chess Set');
    expect(names(selectAdminRows(ROWS, all, 'priceDesc', '')).slice(0, 2)).toEqual(['Guitar', 'Study Table']);
    expect(names(selectAdminRows(ROWS, all, 'priceAsc', '')).at(0)).toBe('Hostel Lamp');
  });

  it('searches product and seller names case-insensitively, by the start of words', () => {
    expect(names(selectAdminRows(ROWS, { main: 'all' }, 'newest', 'ROHAN'))).toEqual(['Hostel Lamp', 'Study Table']);
    expect(names(selectAdminRows(ROWS, { main: 'all' }, 'newest', 'calc'))).toEqual(['Casio Calculator']);
    expect(matchesAdminSearch(ROWS[0] as AdminRowKeys, 'casio verma')).toBe(true);
    expect(matchesAdminSearch(ROWS[0] as AdminRowKeys, 'alcul')).toBe(false);
    expect(matchesAdminSearch(ROWS[0] as AdminRowKeys, '  ')).toBe(true);
  });

  it('describes the Firestore query: the states, the first search word as a keyword, the order', () => {
    expect(describeAdminQueueQuery({ main: 'cancel', sub: 'approved' }, 'priceAsc', 'Rohan lamp')).toEqual({
      where: [
        { field: 'state', op: 'in', value: ['Cancel_Approved', 'cancelRequest_Approved'] },
        { field: 'keywords', op: 'array-contains', value: 'rohan' },
      ],
      orderBy: { field: 'expectedPrice', direction: 'asc' },
    });
    expect(describeAdminQueueQuery({ main: 'all' }, 'newest', 'a')).toEqual({ where: [], orderBy: { field: 'createdAt', direction: 'desc' } });
  });

  it('stores the prefixes of the product and seller words that the query looks up', () => {
    const keywords = listingKeywords('Casio FX-991EX', { firstName: 'Asha', lastName: 'Verma' });
    for (const term of ['ca', 'casio', 'fx', '991ex', 'as', 'asha', 've', 'verma']) expect(keywords).toContain(term);
  });
});
