/**
 * The admin dashboard's request queues (spec section 2, Admin dashboard): which listings a view shows,
 * in which order, narrowed by the search box. The web app turns the description into a live Firestore
 * query, the rules tests run the same query as a student and as an admin, and the dashboard applies
 * `selectAdminRows` to what arrives, so the server's filter and the screen always agree.
 */
import { buildSearchKeywords, normaliseSearchTerm } from './catalogue';
import { sortList, type ListSort } from './list-sort';
import { ADMIN_STATUS_FILTERS, adminSubTab, type AdminStatusFilter } from './listing-state';

/** A tab of the dashboard: a main tab and one of its sub-tabs, or every request at once. */
export type AdminView = { main: 'sell'; sub: 'pending' | 'approved' | 'rejected' } | { main: 'cancel'; sub: 'pending' | 'approved' } | { main: 'all' };

export const DEFAULT_ADMIN_VIEW: AdminView = { main: 'sell', sub: 'pending' };

/** The filter menu is a second way to pick a tab: each entry but 'All Requests' is one sub-tab. */
const VIEW_OF_FILTER: Record<AdminStatusFilter, AdminView> = {
  all: { main: 'all' },
  pendingSell: { main: 'sell', sub: 'pending' },
  approvedSell: { main: 'sell', sub: 'approved' },
  rejectedSell: { main: 'sell', sub: 'rejected' },
  pendingCancel: { main: 'cancel', sub: 'pending' },
  approvedCancel: { main: 'cancel', sub: 'approved' },
};

export function adminViewOfFilter(filter: AdminStatusFilter): AdminView {
  return VIEW_OF_FILTER[filter];
}

/** The filter menu entry that shows the same requests as the view. */
export function adminFilterOfView(view: AdminView): AdminStatusFilter {
  const found = ADMIN_STATUS_FILTERS.find(({ key }) => sameAdminView(VIEW_OF_FILTER[key], view));
  return found?.key ?? 'all';
}

export function sameAdminView(a: AdminView, b: AdminView): boolean {
  return a.main === b.main && (a.main === 'all' || (b.main !== 'all' && a.sub === b.sub));
}

export interface AdminViewText {
  title: string;
  emptyText: string;
  /** The stored states shown; null shows every state. */
  states: readonly string[] | null;
}

export function adminViewText(view: AdminView): AdminViewText {
  if (view.main === 'all') return { title: 'All Requests', emptyText: 'No requests yet', states: null };
  const subTab = view.main === 'sell' ? adminSubTab('sell', view.sub) : adminSubTab('cancel', view.sub);
  if (!subTab) throw new Error(`No admin tab ${view.main}/${view.sub}`);
  return { title: subTab.title, emptyText: subTab.emptyText, states: subTab.states };
}

/** How many requests a queue page holds. */
export const ADMIN_PAGE_SIZE = 20;

export type AdminQueueCondition =
  | { field: 'state'; op: 'in'; value: string[] }
  | { field: 'keywords'; op: 'array-contains'; value: string };

export interface AdminQueueQueryDescription {
  where: AdminQueueCondition[];
  orderBy: { field: 'createdAt' | 'expectedPrice'; direction: 'asc' | 'desc' };
}

const ORDER_OF_SORT: Record<ListSort, AdminQueueQueryDescription['orderBy']> = {
  newest: { field: 'createdAt', direction: 'desc' },
  oldest: { field: 'createdAt', direction: 'asc' },
  priceDesc: { field: 'expectedPrice', direction: 'desc' },
  priceAsc: { field: 'expectedPrice', direction: 'asc' },
};

/**
 * The one queue query, as data: the view's states, the first search word as a keyword of the product
 * or seller name (`array-contains`), in the chosen order. firestore.indexes.json covers every combination.
 */
export function describeAdminQueueQuery(view: AdminView, sort: ListSort, search: string): AdminQueueQueryDescription {
  const where: AdminQueueCondition[] = [];
  const { states } = adminViewText(view);
  if (states !== null) where.push({ field: 'state', op: 'in', value: [...states] });
  const term = normaliseSearchTerm(search);
  if (term !== null) where.push({ field: 'keywords', op: 'array-contains', value: term });
  return { where, orderBy: ORDER_OF_SORT[sort] };
}

/** What the queue needs of a request to filter, search and sort it. */
export interface AdminRowKeys {
  productName: string;
  sellerFirstName: string;
  sellerLastName: string;
  state: string;
  expectedPrice: number | undefined;
  createdAt: string;
}

/** The `keywords` a listing is stored with: the words of its product name and its seller's names. */
export function listingKeywords(productName: string, seller: { firstName: string; lastName: string }): string[] {
  return buildSearchKeywords(productName, seller.firstName, seller.lastName);
}

/** Case-insensitive: every word typed starts a word of the product name or of the seller's first or last name. */
export function matchesAdminSearch(row: AdminRowKeys, search: string): boolean {
  const words = search.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  if (words.length === 0) return true;
  const haystack = [row.productName, row.sellerFirstName, row.sellerLastName].join(' ').toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return words.every((word) => haystack.some((candidate) => candidate.startsWith(word)));
}

/** The rows a view shows for a search, in the chosen order: what the queue renders of whatever it was given. */
export function selectAdminRows<T extends AdminRowKeys>(rows: readonly T[], view: AdminView, sort: ListSort, search: string): T[] {
  const { states } = adminViewText(view);
  const shown = rows.filter((row) => (states === null || states.includes(row.state)) && matchesAdminSearch(row, search));
  return sortList(shown, sort, { date: (row) => row.createdAt, price: (row) => row.expectedPrice });
}
