import { describe, expect, it, vi } from 'vitest';
import type { LiveList } from '../../../lib/live-query';
import type { Sale } from '../api/sale';
import { FIRST_SALES_PAGE, SALES_PAGE_SIZE, salesFeed, withNextPage, type SalesPage } from '../api/sales-pages';
import { sale } from './sales-fixtures';

/** `count` delivered orders, newest first, numbered from `from`. */
const orders = (from: number, count: number): Sale[] =>
  Array.from({ length: count }, (_, index) => {
    const number = from + index;
    return sale(`order-${String(number).padStart(4, '0')}`, { status: 'DELIVERED', createdAt: new Date(Date.UTC(2026, 2, 1) - number * 60_000).toISOString() });
  });

const ready = (items: Sale[]): LiveList<Sale> => ({ status: 'ready', items });
const ids = (feed: ReturnType<typeof salesFeed>) => (feed.sales.status === 'ready' ? feed.sales.items.map((item) => item.id) : []);

describe('the pages of My Sales', () => {
  it(`shows the first ${SALES_PAGE_SIZE} orders and offers more only when the listener found one beyond them`, () => {
    const loadMore = vi.fn();
    const full = salesFeed([FIRST_SALES_PAGE], [ready(orders(0, SALES_PAGE_SIZE + 1))], loadMore);
    expect(ids(full)).toHaveLength(SALES_PAGE_SIZE);
    expect(full.more.status).toBe('available');
    if (full.more.status === 'available') full.more.load();
    const last = orders(0, SALES_PAGE_SIZE).at(-1);
    const cursor = { createdAt: last?.createdAt, id: last?.id };
    expect(loadMore).toHaveBeenCalledWith([
      { after: null, until: cursor },
      { after: cursor, until: null },
    ]);

    expect(salesFeed([FIRST_SALES_PAGE], [ready(orders(0, SALES_PAGE_SIZE))], loadMore).more).toEqual({ status: 'none' });
  });

  it('joins the pages in order; a closed first page keeps new orders at its top and shows nothing past its end', () => {
    const page1 = orders(0, SALES_PAGE_SIZE + 1);
    const cursorOrder = page1[SALES_PAGE_SIZE - 1];
    if (!cursorOrder) throw new Error('no cursor order');
    const pages: SalesPage[] = withNextPage([FIRST_SALES_PAGE], { createdAt: cursorOrder.createdAt, id: cursorOrder.id });
    const newest = sale('order-new', { status: 'PLACED', createdAt: '2026-03-02T00:00:00.000Z' });
    const feed = salesFeed(pages, [ready([newest, ...page1.slice(0, SALES_PAGE_SIZE)]), ready(orders(SALES_PAGE_SIZE, 5))], vi.fn());
    expect(ids(feed)).toEqual(['order-new', ...orders(0, SALES_PAGE_SIZE + 5).map((order) => order.id)]);
    expect(feed.more).toEqual({ status: 'none' });

    // While the closed page's listener restarts it still holds the order past its end: shown once only.
    const restarting = salesFeed(pages, [ready(page1), ready(orders(SALES_PAGE_SIZE, 5))], vi.fn());
    expect(ids(restarting)).toEqual(orders(0, SALES_PAGE_SIZE + 5).map((order) => order.id));
  });

  it("the first page's loading or failure is the whole list's; a later page's is Load more's", () => {
    const retry = vi.fn();
    const failure = { status: 'error' as const, error: new Error('offline'), retry };
    expect(salesFeed([FIRST_SALES_PAGE], [{ status: 'loading' }], vi.fn()).sales).toEqual({ status: 'loading' });
    expect(salesFeed([FIRST_SALES_PAGE], [failure], vi.fn()).sales).toEqual(failure);

    const pages = withNextPage([FIRST_SALES_PAGE], { createdAt: '2026-01-01T00:00:00.000Z', id: 'order-0019' });
    const first = ready(orders(0, SALES_PAGE_SIZE));
    expect(salesFeed(pages, [first, { status: 'loading' }], vi.fn())).toMatchObject({ more: { status: 'loading' } });
    const failed = salesFeed(pages, [first, failure], vi.fn());
    expect(failed.more).toEqual({ status: 'error', error: failure.error, retry });
    expect(ids(failed)).toHaveLength(SALES_PAGE_SIZE);
  });
});
