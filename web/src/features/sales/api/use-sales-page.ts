import { useMemo, useState } from 'react';
import { collection, documentId, endAt, limit, orderBy, query, startAfter, where, type QueryConstraint } from 'firebase/firestore';
import { COLLECTIONS } from '@campus/common/model';
import { useLiveQuery, type LiveList, type UserQuery } from '../../../lib/live-query';
import { useSession } from '../../../lib/session';
import { toSale, type Sale } from './sale';
import { SALES_PAGE_SIZE, type SalesPage } from './sales-pages';

/**
 * The orders holding the seller's items (the rules let a seller read exactly those), newest first, within
 * the page. Uses the index orders: sellerIds CONTAINS, createdAt DESC (the id order follows it).
 */
function salesQuery(page: SalesPage): UserQuery {
  return (db, uid) => {
    const constraints: QueryConstraint[] = [where('sellerIds', 'array-contains', uid), orderBy('createdAt', 'desc'), orderBy(documentId(), 'desc')];
    if (page.after) constraints.push(startAfter(page.after.createdAt, page.after.id));
    constraints.push(page.until ? endAt(page.until.createdAt, page.until.id) : limit(SALES_PAGE_SIZE + 1));
    return query(collection(db, COLLECTIONS.orders), ...constraints);
  };
}

/** The listener's name: one per page, so each page has its own listener and its own Retry. */
const pageName = ({ after, until }: SalesPage): string =>
  ['mySales', after ? `${after.createdAt}~${after.id}` : 'newest', until ? `${until.createdAt}~${until.id}` : 'open'].join(':');

/** One page of the signed-in seller's sales, live (inside <LiveFirestore>). */
export function useSalesPage(page: SalesPage): LiveList<Sale> {
  const uid = useSession().user?.uid ?? '';
  const name = pageName(page);
  // The name spells the whole page, so it stands for the page's query.
  const pageQuery = useMemo(() => salesQuery(page), [name]);
  const convert = useMemo(() => (id: string, data: Record<string, unknown>) => toSale(uid, id, data), [uid]);
  return useLiveQuery(name, pageQuery, convert);
}

/**
 * A page as useSalesPage reads it, except that while its listener restarts (Load more has just closed it)
 * its last orders stay on screen instead of a skeleton.
 */
export function useSteadySalesPage(page: SalesPage): LiveList<Sale> {
  const list = useSalesPage(page);
  const [kept, setKept] = useState<Sale[] | null>(null);
  if (list.status === 'ready' && list.items !== kept) setKept(list.items);
  if (list.status === 'loading' && kept !== null) return { status: 'ready', items: kept };
  return list;
}
