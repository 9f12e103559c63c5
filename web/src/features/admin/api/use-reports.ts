import { useCallback } from 'react';
import { collection, limit, orderBy, query, where, type Firestore, type QueryConstraint } from 'firebase/firestore';
import { COLLECTIONS } from '@campus/common/model';
import { useLiveQuery, type LiveList, type UserQuery } from '../../../lib/live-query';
import { toAdminReport, type AdminReport, type ReportFilter } from './admin-report';

/** How many reports the queue shows at first, and how many more each 'Load more' adds. */
export const REPORTS_PAGE_SIZE = 20;

/** The red badge counts open reports up to this many, then says '99+'. */
export const OPEN_REPORTS_SHOWN = 99;

/** The queue's query: the filter's kind and state, newest first; firestore.indexes.json covers every combination. */
export function reportsQuery(db: Firestore, { kind, state }: ReportFilter, count: number) {
  const constraints: QueryConstraint[] = [];
  if (kind !== 'all') constraints.push(where('kind', '==', kind));
  if (state !== 'all') constraints.push(where('state', '==', state));
  // One more than shown: if it arrives, there is more to load.
  constraints.push(orderBy('createdAt', 'desc'), limit(count + 1));
  return query(collection(db, COLLECTIONS.reports), ...constraints);
}

/**
 * The newest `count` reports of a filter, plus one that says whether there are more, live (inside
 * <LiveFirestore>). The rules refuse this query to anyone but an admin.
 */
export function useReports(filter: ReportFilter, count: number): LiveList<AdminReport> {
  const { kind, state } = filter;
  const build = useCallback<UserQuery>((db) => reportsQuery(db, { kind, state }, count), [kind, state, count]);
  return useLiveQuery(`admin-reports:${kind}:${state}:${count}`, build, toAdminReport);
}

const openReports: UserQuery = (db) => query(collection(db, COLLECTIONS.reports), where('state', '==', 'open'), limit(OPEN_REPORTS_SHOWN + 1));
const idOf = (id: string) => id;

/** How many reports wait for a decision, live, for the Reports tab's badge: 0 while loading or failing, at most OPEN_REPORTS_SHOWN + 1. */
export function useOpenReportCount(): number {
  const open = useLiveQuery('admin-open-reports', openReports, idOf);
  return open.status === 'ready' ? open.items.length : 0;
}
