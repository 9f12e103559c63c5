import type { LiveList } from '../../../lib/live-query';
import type { Sale } from './sale';

/** How many orders 'Load more' adds. */
export const SALES_PAGE_SIZE = 20;

/** An order's place in the list: newest first, the id breaking ties between orders placed in the same millisecond. */
export interface SalesCursor {
  createdAt: string;
  id: string;
}

/**
 * One page of the seller's sales, each read by its own live listener: the orders after `after` (from the
 * newest when null), up to and including `until` once the page after it is loaded, else the next
 * SALES_PAGE_SIZE + 1 (the extra one only tells that there is more). Closing a page at its last order
 * keeps the pages apart however many new orders arrive: they join the first page.
 */
export interface SalesPage {
  after: SalesCursor | null;
  until: SalesCursor | null;
}

export const FIRST_SALES_PAGE: SalesPage = { after: null, until: null };

/** What 'Load more' offers under the list. */
export type MoreSales =
  | { status: 'none' }
  | { status: 'available'; load: () => void }
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void };

/** The whole list as My Sales shows it: the first page's state, the orders of every page loaded, and whether there is more. */
export interface SalesFeed {
  sales: LiveList<Sale>;
  more: MoreSales;
}

const cursorOf = (sale: Sale): SalesCursor => ({ createdAt: sale.createdAt, id: sale.id });

/** The pages once the last one is closed at `cursor` and the next one starts after it. */
export function withNextPage(pages: readonly SalesPage[], cursor: SalesCursor): SalesPage[] {
  const last = pages.at(-1) ?? FIRST_SALES_PAGE;
  return [...pages.slice(0, -1), { ...last, until: cursor }, { after: cursor, until: null }];
}

/** The orders a page shows: an open page its first SALES_PAGE_SIZE, a closed one those up to its `until`. */
function shownOf(page: SalesPage, items: readonly Sale[]): readonly Sale[] {
  if (page.until === null) return items.slice(0, SALES_PAGE_SIZE);
  const end = items.findIndex((sale) => sale.id === page.until?.id);
  // Only while a page's listener restarts after Load more closed it do its last items run past `until`.
  return end === -1 ? items : items.slice(0, end + 1);
}

/**
 * Joins the live lists of `pages` (same order) into one feed. The first page's loading or failure is the
 * whole list's; a later page's shows as the state of 'Load more'. `loadMore` receives the pages to read next.
 */
export function salesFeed(pages: readonly SalesPage[], lists: readonly LiveList<Sale>[], loadMore: (pages: SalesPage[]) => void): SalesFeed {
  const [first] = lists;
  if (first === undefined || first.status !== 'ready') return { sales: first ?? { status: 'loading' }, more: { status: 'none' } };
  const seen = new Set<string>();
  const items: Sale[] = [];
  let more: MoreSales = { status: 'none' };
  for (const [index, list] of lists.entries()) {
    const page = pages[index];
    if (page === undefined) break;
    if (list.status !== 'ready') {
      more = list.status === 'loading' ? { status: 'loading' } : { status: 'error', error: list.error, retry: list.retry };
      break;
    }
    for (const sale of shownOf(page, list.items)) {
      if (seen.has(sale.id)) continue;
      seen.add(sale.id);
      items.push(sale);
    }
    const lastShown = items.at(-1);
    if (page.until === null && list.items.length > SALES_PAGE_SIZE && lastShown) {
      more = { status: 'available', load: () => loadMore(withNextPage(pages, cursorOf(lastShown))) };
    }
  }
  return { sales: { status: 'ready', items }, more };
}
