/**
 * The sell-request state machine of spec section 4: labels, tab filters and allowed transitions.
 *
 * Reading older or foreign data: 'pending', 'approved' and 'rejected' are accepted as aliases, and
 * 'cancelRequest_Approved' (what the original client set locally after Accept Cancel) is read as
 * Cancel_Approved. Only the ListingState values below are ever stored.
 */
import type { Badge, BadgeColour } from './badge';
import { LIST_SORTS } from './list-sort';
import type { ListingState } from './model';

export const LISTING_STATES: readonly ListingState[] = [
  'sellrequest',
  'Request_Approved',
  'Request_Rejected',
  'cancelrequest',
  'Cancel_Approved',
  'Sold',
];

export function isListingState(value: string): value is ListingState {
  return LISTING_STATES.some((state) => state === value);
}

/** Stored states and their read-only aliases, grouped by what they mean. */
const PENDING_STATES = ['sellrequest', 'pending'] as const;
const APPROVED_STATES = ['Request_Approved', 'approved'] as const;
const REJECTED_STATES = ['Request_Rejected', 'rejected'] as const;
// cancelRequest_Approved is a read-only alias of Cancel_Approved (see the module comment); never write it.
const CANCEL_APPROVED_STATES = ['Cancel_Approved', 'cancelRequest_Approved'] as const;

const oneOf = (states: readonly string[], raw: string | undefined): boolean => raw !== undefined && states.includes(raw);

export interface ListingStateView extends Badge {
  /** False when the value is not recognised and the label is the raw text (or 'Unknown'). */
  known: boolean;
}

const view = (label: string, colour: BadgeColour): ListingStateView => ({ label, colour, known: true });

const EXACT_VIEWS: readonly [readonly string[], ListingStateView][] = [
  [PENDING_STATES, view('Pending', 'amber')],
  [APPROVED_STATES, view('Approved', 'green')],
  [REJECTED_STATES, view('Rejected', 'red')],
  [['cancelrequest'], view('Cancel Requested', 'orange')],
  [CANCEL_APPROVED_STATES, view('Cancelled', 'purple')],
  [['Sold'], view('Sold', 'blue')],
];

const NORMALISED_VIEWS: readonly [RegExp, ListingStateView][] = [
  [/approved/i, view('Approved', 'green')],
  [/pending/i, view('Pending', 'amber')],
  [/rejected/i, view('Rejected', 'red')],
];

/** The status badge for a stored state: spec table first, then text containing Approved/Pending/Rejected, else the raw text in grey. */
export function listingStateView(raw: string | undefined): ListingStateView {
  const value = raw?.trim() ?? '';
  if (value === '') return { label: 'Unknown', colour: 'gray', known: false };
  const exact = EXACT_VIEWS.find(([states]) => states.includes(value));
  if (exact) return exact[1];
  const normalised = NORMALISED_VIEWS.find(([pattern]) => pattern.test(value));
  return normalised ? normalised[1] : { label: value, colour: 'gray', known: false };
}

export interface StateTab<K extends string = string> {
  key: K;
  label: string;
  /** The states the tab shows; null shows every state. */
  states: readonly string[] | null;
}

export const MY_PRODUCT_TABS = [
  { key: 'all', label: 'All', states: null },
  { key: 'pending', label: 'Pending', states: PENDING_STATES },
  { key: 'approved', label: 'Approved', states: ['Request_Approved'] },
  { key: 'sold', label: 'Sold', states: ['Sold'] },
  { key: 'rejected', label: 'Rejected', states: ['Request_Rejected'] },
  { key: 'cancelled', label: 'Cancelled', states: ['cancelrequest', ...CANCEL_APPROVED_STATES] },
] as const satisfies readonly StateTab[];

export type MyProductsTab = (typeof MY_PRODUCT_TABS)[number]['key'];

const tabMatches = (tab: StateTab | undefined, state: string | undefined): boolean =>
  tab !== undefined && (tab.states === null || oneOf(tab.states, state));

export function matchesMyProductsTab(tab: MyProductsTab, state: string | undefined): boolean {
  return tabMatches(
    MY_PRODUCT_TABS.find((candidate) => candidate.key === tab),
    state,
  );
}

/** The My Products empty-state text for a tab. */
export function myProductsEmptyText(tab: MyProductsTab): string {
  const found = MY_PRODUCT_TABS.find((candidate) => candidate.key === tab);
  return tab === 'all' || !found ? "You haven't listed any products yet." : `You don't have any ${found.label.toLowerCase()} products.`;
}

export interface AdminSubTab extends StateTab {
  title: string;
  emptyText: string;
}

/** Admin dashboard tabs: main tab, sub-tabs with the states each shows, their titles and empty states. */
export const ADMIN_TABS = {
  sell: {
    label: 'Sell Requests',
    subTabs: [
      { key: 'pending', label: 'Pending', title: 'Pending Seller Requests', states: ['sellrequest'], emptyText: 'All seller requests have been processed' },
      { key: 'approved', label: 'Approved', title: 'Approved Listings', states: ['Request_Approved'], emptyText: 'No approved listings yet' },
      { key: 'rejected', label: 'Rejected', title: 'Rejected Listings', states: ['Request_Rejected'], emptyText: 'No rejected listings yet' },
    ],
  },
  cancel: {
    label: 'Cancel Requests',
    subTabs: [
      {
        key: 'pending',
        label: 'Pending',
        title: 'Pending Cancellation Requests',
        states: ['cancelrequest'],
        emptyText: 'No pending cancellation requests',
      },
      {
        key: 'approved',
        label: 'Cancellation Approved',
        title: 'Approved Cancellations',
        states: CANCEL_APPROVED_STATES,
        emptyText: 'No approved cancellations yet',
      },
    ],
  },
} as const satisfies Record<string, { label: string; subTabs: readonly AdminSubTab[] }>;

export type AdminMainTab = keyof typeof ADMIN_TABS;
export type AdminSubTabKey<M extends AdminMainTab> = (typeof ADMIN_TABS)[M]['subTabs'][number]['key'];

/** Shown instead of a tab's empty text when a search matches nothing. */
export const ADMIN_NO_SEARCH_RESULTS = 'No requests match your search';

export function adminSubTab<M extends AdminMainTab>(main: M, sub: AdminSubTabKey<M>): AdminSubTab | undefined {
  const subTabs: readonly AdminSubTab[] = ADMIN_TABS[main].subTabs;
  return subTabs.find((candidate) => candidate.key === sub);
}

export function matchesAdminTab<M extends AdminMainTab>(main: M, sub: AdminSubTabKey<M>, state: string | undefined): boolean {
  return tabMatches(adminSubTab(main, sub), state);
}

export const ADMIN_STATUS_FILTERS = [
  { key: 'all', label: 'All Requests', states: null },
  { key: 'pendingSell', label: 'Pending Sell', states: ['sellrequest'] },
  { key: 'approvedSell', label: 'Approved Sell', states: ['Request_Approved'] },
  { key: 'rejectedSell', label: 'Rejected Sell', states: ['Request_Rejected'] },
  { key: 'pendingCancel', label: 'Pending Cancel', states: ['cancelrequest'] },
  { key: 'approvedCancel', label: 'Approved Cancel', states: CANCEL_APPROVED_STATES },
] as const satisfies readonly StateTab[];

export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number]['key'];

export function matchesAdminStatusFilter(filter: AdminStatusFilter, state: string | undefined): boolean {
  return tabMatches(
    ADMIN_STATUS_FILTERS.find((candidate) => candidate.key === filter),
    state,
  );
}

export const ADMIN_SORTS = LIST_SORTS;

/** The owner may ask to cancel only a request that is still pending. */
export function canOwnerCancel(state: string | undefined): boolean {
  return oneOf(PENDING_STATES, state);
}

export type ListingAction = 'ownerCancel' | 'adminAccept' | 'adminReject' | 'adminAcceptCancel' | 'adminRejectCancel' | 'sell';

const TRANSITIONS: Record<ListingAction, { from: readonly string[]; to: ListingState }> = {
  ownerCancel: { from: PENDING_STATES, to: 'cancelrequest' },
  adminAccept: { from: ['sellrequest'], to: 'Request_Approved' },
  adminReject: { from: ['sellrequest'], to: 'Request_Rejected' },
  adminAcceptCancel: { from: ['cancelrequest'], to: 'Cancel_Approved' },
  adminRejectCancel: { from: ['cancelrequest'], to: 'sellrequest' },
  sell: { from: ['Request_Approved'], to: 'Sold' },
};

/** The state an action leads to, or null when the action is not allowed from `state`. */
export function nextListingState(state: string | undefined, action: ListingAction): ListingState | null {
  const transition = TRANSITIONS[action];
  return oneOf(transition.from, state) ? transition.to : null;
}
