import { describe, expect, it } from 'vitest';
import {
  ADMIN_NO_SEARCH_RESULTS,
  ADMIN_SORTS,
  ADMIN_STATUS_FILTERS,
  ADMIN_TABS,
  LISTING_STATES,
  MY_PRODUCT_TABS,
  adminSubTab,
  canOwnerCancel,
  isListingState,
  listingStateView,
  matchesAdminStatusFilter,
  matchesAdminTab,
  matchesMyProductsTab,
  myProductsEmptyText,
  nextListingState,
  type ListingAction,
} from '../src/listing-state';

describe('listingStateView', () => {
  it.each([
    ['sellrequest', 'Pending', 'amber'],
    ['pending', 'Pending', 'amber'],
    ['Request_Approved', 'Approved', 'green'],
    ['approved', 'Approved', 'green'],
    ['Request_Rejected', 'Rejected', 'red'],
    ['rejected', 'Rejected', 'red'],
    ['cancelrequest', 'Cancel Requested', 'orange'],
    ['Cancel_Approved', 'Cancelled', 'purple'],
    ['cancelRequest_Approved', 'Cancelled', 'purple'],
    ['Sold', 'Sold', 'blue'],
  ])('shows %s as %s (%s)', (raw, label, colour) => {
    expect(listingStateView(raw)).toEqual({ label, colour, known: true });
  });

  it('normalises other text containing Approved, Pending or Rejected', () => {
    expect(listingStateView('Admin_Approved')).toMatchObject({ label: 'Approved', colour: 'green' });
    expect(listingStateView('PENDING_REVIEW')).toMatchObject({ label: 'Pending', colour: 'amber' });
    expect(listingStateView('was rejected')).toMatchObject({ label: 'Rejected', colour: 'red' });
  });

  it('shows anything else raw in grey, and empty as Unknown', () => {
    expect(listingStateView('on_hold')).toEqual({ label: 'on_hold', colour: 'gray', known: false });
    expect(listingStateView('')).toEqual({ label: 'Unknown', colour: 'gray', known: false });
    expect(listingStateView(undefined)).toEqual({ label: 'Unknown', colour: 'gray', known: false });
  });

  it('has a known label for every stored state', () => {
    expect(LISTING_STATES).toEqual(['sellrequest', 'Request_Approved', 'Request_Rejected', 'cancelrequest', 'Cancel_Approved', 'Sold']);
    for (const state of LISTING_STATES) expect(listingStateView(state).known).toBe(true);
    expect(isListingState('Sold')).toBe(true);
    expect(isListingState('cancelRequest_Approved')).toBe(false);
  });
});

describe('My Products tabs', () => {
  it('are All, Pending, Approved, Sold, Rejected, Cancelled', () => {
    expect(MY_PRODUCT_TABS.map((tab) => tab.label)).toEqual(['All', 'Pending', 'Approved', 'Sold', 'Rejected', 'Cancelled']);
  });

  it.each([
    ['pending', ['sellrequest', 'pending']],
    ['approved', ['Request_Approved']],
    ['rejected', ['Request_Rejected']],
    ['cancelled', ['cancelrequest', 'Cancel_Approved', 'cancelRequest_Approved']],
    ['sold', ['Sold']],
  ] as const)('the %s tab shows exactly %j', (tab, shown) => {
    const all = [...LISTING_STATES, 'pending', 'approved', 'cancelRequest_Approved', 'odd'];
    expect(all.filter((state) => matchesMyProductsTab(tab, state))).toEqual(expect.arrayContaining([...shown]));
    expect(all.filter((state) => matchesMyProductsTab(tab, state))).toHaveLength(shown.length);
  });

  it('All shows every state, even unknown ones', () => {
    expect(matchesMyProductsTab('all', 'odd')).toBe(true);
    expect(matchesMyProductsTab('all', undefined)).toBe(true);
  });

  it('words the empty state per tab', () => {
    expect(myProductsEmptyText('all')).toBe("You haven't listed any products yet.");
    expect(myProductsEmptyText('pending')).toBe("You don't have any pending products.");
    expect(myProductsEmptyText('cancelled')).toBe("You don't have any cancelled products.");
  });
});

describe('admin tabs and filters', () => {
  it('titles and empty states follow the spec', () => {
    expect(ADMIN_TABS.sell.label).toBe('Sell Requests');
    expect(ADMIN_TABS.cancel.label).toBe('Cancel Requests');
    expect(ADMIN_TABS.sell.subTabs.map((tab) => tab.label)).toEqual(['Pending', 'Approved', 'Rejected']);
    expect(ADMIN_TABS.cancel.subTabs.map((tab) => tab.label)).toEqual(['Pending', 'Cancellation Approved']);
    expect(adminSubTab('sell', 'pending')?.title).toBe('Pending Seller Requests');
    expect(adminSubTab('sell', 'approved')?.title).toBe('Approved Listings');
    expect([...ADMIN_TABS.sell.subTabs, ...ADMIN_TABS.cancel.subTabs].map((tab) => tab.emptyText)).toEqual([
      'All seller requests have been processed',
      'No approved listings yet',
      'No rejected listings yet',
      'No pending cancellation requests',
      'No approved cancellations yet',
    ]);
    expect(ADMIN_NO_SEARCH_RESULTS).toBe('No requests match your search');
  });

  it('sell tabs never show cancel requests; each sub-tab shows only its state', () => {
    expect(matchesAdminTab('sell', 'pending', 'sellrequest')).toBe(true);
    expect(matchesAdminTab('sell', 'pending', 'pending')).toBe(false);
    expect(matchesAdminTab('sell', 'pending', 'cancelrequest')).toBe(false);
    expect(matchesAdminTab('sell', 'approved', 'Request_Approved')).toBe(true);
    expect(matchesAdminTab('sell', 'rejected', 'Request_Rejected')).toBe(true);
    expect(matchesAdminTab('sell', 'approved', 'Cancel_Approved')).toBe(false);
    expect(matchesAdminTab('cancel', 'pending', 'cancelrequest')).toBe(true);
    expect(matchesAdminTab('cancel', 'pending', 'sellrequest')).toBe(false);
    expect(matchesAdminTab('cancel', 'approved', 'Cancel_Approved')).toBe(true);
    expect(matchesAdminTab('cancel', 'approved', 'cancelRequest_Approved')).toBe(true);
  });

  it('status filters and sorts carry the spec labels', () => {
    expect(ADMIN_STATUS_FILTERS.map((filter) => filter.label)).toEqual([
      'All Requests',
      'Pending Sell',
      'Approved Sell',
      'Rejected Sell',
      'Pending Cancel',
      'Approved Cancel',
    ]);
    expect(matchesAdminStatusFilter('all', 'Sold')).toBe(true);
    expect(matchesAdminStatusFilter('pendingCancel', 'cancelrequest')).toBe(true);
    expect(matchesAdminStatusFilter('pendingCancel', 'sellrequest')).toBe(false);
    expect(matchesAdminStatusFilter('approvedCancel', 'cancelRequest_Approved')).toBe(true);
    expect(ADMIN_SORTS.map((sort) => sort.label)).toEqual(['Newest First', 'Oldest First', 'Price: High to Low', 'Price: Low to High']);
  });
});

describe('listing transitions', () => {
  it('lets the owner cancel only a pending request', () => {
    expect(canOwnerCancel('sellrequest')).toBe(true);
    expect(canOwnerCancel('pending')).toBe(true);
    for (const state of ['Request_Approved', 'Request_Rejected', 'cancelrequest', 'Cancel_Approved', 'Sold', undefined]) {
      expect(canOwnerCancel(state), String(state)).toBe(false);
    }
  });

  const allowed: [string, ListingAction, string][] = [
    ['sellrequest', 'ownerCancel', 'cancelrequest'],
    ['pending', 'ownerCancel', 'cancelrequest'],
    ['sellrequest', 'adminAccept', 'Request_Approved'],
    ['sellrequest', 'adminReject', 'Request_Rejected'],
    ['cancelrequest', 'adminAcceptCancel', 'Cancel_Approved'],
    ['cancelrequest', 'adminRejectCancel', 'sellrequest'],
    ['Request_Approved', 'sell', 'Sold'],
  ];

  it.each(allowed)('from %s, %s gives %s', (state, action, next) => {
    expect(nextListingState(state, action)).toBe(next);
  });

  it('refuses every other state and action pair', () => {
    const actions: ListingAction[] = ['ownerCancel', 'adminAccept', 'adminReject', 'adminAcceptCancel', 'adminRejectCancel', 'sell'];
    const states = [...LISTING_STATES, 'pending', 'cancelRequest_Approved', 'odd', undefined];
    for (const state of states) {
      for (const action of actions) {
        const isAllowed = allowed.some(([from, act]) => from === state && act === action);
        expect(nextListingState(state, action) !== null, `${String(state)} ${action}`).toBe(isAllowed);
      }
    }
  });

  it('never produces the cancelRequest_Approved reading', () => {
    const actions: ListingAction[] = ['ownerCancel', 'adminAccept', 'adminReject', 'adminAcceptCancel', 'adminRejectCancel', 'sell'];
    for (const state of LISTING_STATES) {
      for (const action of actions) {
        const next = nextListingState(state, action);
        if (next !== null) expect(LISTING_STATES).toContain(next);
      }
    }
  });
});
