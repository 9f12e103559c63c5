import { useState, type ReactNode } from 'react';
import { FunctionsProvider } from 'reactfire';
import { functions } from '../../../lib/functions';
import { LiveFirestore } from '../../../lib/live-firestore';
import type { LiveList } from '../../../lib/live-query';
import type { Sale } from '../api/sale';
import { FIRST_SALES_PAGE, salesFeed, type SalesPage } from '../api/sales-pages';
import { useSteadySalesPage } from '../api/use-sales-page';
import { SalesSkeleton } from './sales-skeleton';
import { SalesView } from './sales-view';

/**
 * The signed-in seller's live sales, loaded lazily with the full Firestore SDK and the Functions SDK
 * (for updateOrderStatus and cancelOrder), so neither is in /my-sales' first load.
 */
export default function LiveSales() {
  return (
    <FunctionsProvider sdk={functions}>
      <LiveFirestore fallback={<SalesSkeleton />}>
        <SalesOfSignedInSeller />
      </LiveFirestore>
    </FunctionsProvider>
  );
}

function SalesOfSignedInSeller() {
  const [pages, setPages] = useState<SalesPage[]>([FIRST_SALES_PAGE]);
  return <LivePages pages={pages}>{(lists) => <SalesView feed={salesFeed(pages, lists, setPages)} />}</LivePages>;
}

interface LivePagesProps {
  pages: readonly SalesPage[];
  children: (lists: LiveList<Sale>[]) => ReactNode;
  /** Internal: the page this level listens to, and the lists of the pages before it. */
  index?: number;
  before?: LiveList<Sale>[];
}

/**
 * One listener per page, one level per page (a hook cannot be called a varying number of times in one
 * component): each level reads its page and hands the lists so far on; the last renders them all. Levels
 * keep their place as pages are added, so loaded pages keep their listeners.
 */
function LivePages({ pages, children, index = 0, before = [] }: LivePagesProps) {
  const page = pages[index] ?? FIRST_SALES_PAGE;
  const lists = [...before, useSteadySalesPage(page)];
  return index + 1 < pages.length ? (
    <LivePages pages={pages} index={index + 1} before={lists}>
      {children}
    </LivePages>
  ) : (
    children(lists)
  );
}
